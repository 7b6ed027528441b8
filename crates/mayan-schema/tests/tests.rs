//! The JSON Schema tests of the `mayan` binary, one module per subject:
//! `schema` (every `--json` output, the web API's answers (in process) and
//! the examples of docs/json.md against docs/schema/).
//!
//! They run the `mayan` binary of the same build: `cargo test --workspace`
//! builds it with them; `cargo test -p mayan-schema` alone needs `cargo
//! build -p mayan` (with the same profile) first.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::SystemTime;

use tower::ServiceExt;

mod schema;

/// The newest modification time of the Rust sources and web assets that
/// the binary is built from, and that file.
fn newest_source(root: &Path) -> Option<(SystemTime, PathBuf)> {
    let mut newest: Option<(SystemTime, PathBuf)> = None;
    let mut dirs: Vec<PathBuf> = [
        "mayan",
        "mayan-core",
        "mayan-solve",
        "mayan-render",
        "mayan-web",
    ]
    .iter()
    .flat_map(|c| ["src", "assets"].map(|d| root.join("crates").join(c).join(d)))
    .collect();
    while let Some(dir) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let Ok(meta) = entry.metadata() else {
                continue;
            };
            if meta.is_dir() {
                dirs.push(path);
                continue;
            }
            let source = path.extension().is_some_and(|e| e == "rs")
                || path.parent().is_some_and(|p| p.ends_with("assets"));
            if let (true, Ok(time)) = (source, meta.modified())
                && newest.as_ref().is_none_or(|(t, _)| time > *t)
            {
                newest = Some((time, path));
            }
        }
    }
    newest
}

/// The `mayan` binary of this build: beside the `deps/` folder this test
/// binary is in (`target/release/mayan` for `cargo test --release`).
/// Fails, saying what to build, when it is missing or older than a source.
pub fn mayan_bin() -> PathBuf {
    static BIN: OnceLock<Result<PathBuf, String>> = OnceLock::new();
    let found = BIN.get_or_init(|| {
        let exe = std::env::current_exe().map_err(|e| e.to_string())?;
        let dir = exe
            .parent()
            .and_then(|deps| deps.parent())
            .ok_or("no target folder")?;
        let bin = dir.join(format!("mayan{}", std::env::consts::EXE_SUFFIX));
        let build = "build it first: `cargo build -p mayan` in the same profile \
                     (`cargo test --workspace` builds it with these tests)";
        let built = std::fs::metadata(&bin)
            .and_then(|m| m.modified())
            .map_err(|_| format!("there is no {}: {build}", bin.display()))?;
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        if let Some((time, source)) = newest_source(&root)
            && time > built
        {
            return Err(format!(
                "{} is older than {}: {build}",
                bin.display(),
                source.display()
            ));
        }
        Ok(bin)
    });
    match found {
        Ok(bin) => bin.clone(),
        Err(e) => panic!("{e}"),
    }
}

/// The web API in process (`mayan_web::app`, what `mayan serve` serves):
/// posts `body` to `path`, and returns the status and the body.
pub fn post_api(path: &str, body: &str) -> (u16, String) {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        let request = axum::http::Request::post(path)
            .header("content-type", "application/json")
            .body(axum::body::Body::from(body.to_string()))
            .unwrap();
        let app = mayan_web::app(mayan_web::Config::default());
        let response = app.oneshot(request).await.unwrap();
        let status = response.status().as_u16();
        let bytes = axum::body::to_bytes(response.into_body(), 1 << 20)
            .await
            .unwrap();
        (status, String::from_utf8(bytes.to_vec()).unwrap())
    })
}
