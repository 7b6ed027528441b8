//! The JSON Schema tests of the `mayan` binary, one module per subject:
//! `schema` (every `--json` output, the web API's answers and the examples
//! of docs/json.md against docs/schema/).
//!
//! They run the `mayan` binary of the same build: `cargo test --workspace`
//! builds it with them; `cargo test -p mayan-schema` alone needs `cargo
//! build -p mayan` (with the same profile) first.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, SystemTime};

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

/// `mayan serve` on a free port, for the web API's answers.
pub mod serve {
    use super::*;

    /// Kills the server when the test ends, even on failure.
    pub struct Server(Child);

    impl Drop for Server {
        fn drop(&mut self) {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }

    /// Starts `mayan serve --port 0`: the server and its address.
    pub fn start() -> (Server, String) {
        let child = Command::new(mayan_bin())
            .args(["serve", "--port", "0", "--solve-timeout", "5"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut server = Server(child);
        let mut line = String::new();
        BufReader::new(server.0.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let addr = line
            .split_whitespace()
            .find_map(|w| w.strip_prefix("http://"))
            .unwrap_or_else(|| panic!("no URL in {line:?}"))
            .trim_end_matches('/')
            .to_string();
        (server, addr)
    }

    /// Posts `body` to `path`: the whole response, head and body.
    pub fn post(addr: &str, path: &str, body: &str) -> String {
        let mut s = TcpStream::connect(addr).unwrap();
        s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
        write!(
            s,
            "POST {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        )
        .unwrap();
        let mut out = String::new();
        s.read_to_string(&mut out).unwrap();
        out
    }
}
