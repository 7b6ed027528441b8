//! The page's JavaScript: ES modules, served as they are from `/js/NAME`
//! (no build step), compiled into the binary; Project Fluent's library from
//! `/vendor/fluent-bundle/NAME`, and the page's messages from
//! `/i18n/en.ftl` and `/i18n/zh-CN.ftl` (the catalogue's `web.ftl`,
//! docs/i18n.md).

use axum::extract::Path;
use axum::http::Uri;
use axum::response::{IntoResponse, Response};

use mayan_i18n::Lang;

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

/// `@fluent/bundle` 0.19.1's ES modules (`assets/vendor/fluent-bundle/`,
/// unmodified; Apache-2.0, its `LICENSE` beside them).
const VENDOR: &[(&str, &str)] = &[
    (
        "index.js",
        include_str!("../assets/vendor/fluent-bundle/index.js"),
    ),
    (
        "bundle.js",
        include_str!("../assets/vendor/fluent-bundle/bundle.js"),
    ),
    (
        "builtins.js",
        include_str!("../assets/vendor/fluent-bundle/builtins.js"),
    ),
    (
        "memoizer.js",
        include_str!("../assets/vendor/fluent-bundle/memoizer.js"),
    ),
    (
        "resolver.js",
        include_str!("../assets/vendor/fluent-bundle/resolver.js"),
    ),
    (
        "resource.js",
        include_str!("../assets/vendor/fluent-bundle/resource.js"),
    ),
    (
        "scope.js",
        include_str!("../assets/vendor/fluent-bundle/scope.js"),
    ),
    (
        "types.js",
        include_str!("../assets/vendor/fluent-bundle/types.js"),
    ),
];

const VENDOR_LICENSE: &str = include_str!("../assets/vendor/fluent-bundle/LICENSE");

/// `GET /vendor/fluent-bundle/NAME`: a module of Fluent's library, or its
/// license.
pub(crate) async fn vendor(Path(file): Path<String>, uri: Uri) -> Response {
    if file == "LICENSE" {
        return crate::asset("text/plain; charset=utf-8", VENDOR_LICENSE);
    }
    match VENDOR.iter().find(|(name, _)| *name == file) {
        Some((_, body)) => crate::asset("text/javascript; charset=utf-8", body),
        None => ApiError::not_found(uri.path()).into_response(),
    }
}

/// `GET /i18n/TAG.ftl`: the page's messages in a language (`en.ftl`,
/// `zh-CN.ftl`), the catalogue's `web.ftl`.
pub(crate) async fn messages(Path(file): Path<String>, uri: Uri) -> Response {
    let text = Lang::ALL
        .into_iter()
        .find(|lang| file.strip_suffix(".ftl") == Some(lang.tag()))
        .and_then(|lang| mayan_i18n::file(lang, "web"));
    match text {
        Some(body) => crate::asset("text/plain; charset=utf-8", body),
        None => ApiError::not_found(uri.path()).into_response(),
    }
}
