//! The page's JavaScript: ES modules, served as they are from `/js/NAME`
//! (no build step), compiled into the binary.

use axum::extract::Path;
use axum::http::Uri;
use axum::response::{IntoResponse, Response};

use crate::error::ApiError;

/// Every module of the page, by file name (`assets/js/`).
const SCRIPTS: &[(&str, &str)] = &[
    ("main.js", include_str!("../assets/js/main.js")),
    ("text.js", include_str!("../assets/js/text.js")),
    ("cells.js", include_str!("../assets/js/cells.js")),
    ("state.js", include_str!("../assets/js/state.js")),
    ("api.js", include_str!("../assets/js/api.js")),
    ("board.js", include_str!("../assets/js/board.js")),
    ("editor.js", include_str!("../assets/js/editor.js")),
    ("game.js", include_str!("../assets/js/game.js")),
    ("playback.js", include_str!("../assets/js/playback.js")),
    ("plan.js", include_str!("../assets/js/plan.js")),
    ("packs.js", include_str!("../assets/js/packs.js")),
    ("files.js", include_str!("../assets/js/files.js")),
    ("link.js", include_str!("../assets/js/link.js")),
    ("generate.js", include_str!("../assets/js/generate.js")),
    ("puzzle.js", include_str!("../assets/js/puzzle.js")),
];

/// `GET /js/NAME`: a module of the page.
pub(crate) async fn script(Path(file): Path<String>, uri: Uri) -> Response {
    match SCRIPTS.iter().find(|(name, _)| *name == file) {
        Some((_, body)) => crate::asset("text/javascript; charset=utf-8", body),
        None => ApiError::not_found(uri.path()).into_response(),
    }
}
