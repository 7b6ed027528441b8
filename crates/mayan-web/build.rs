//! Embeds the puzzle files of the page's packs (`packs.json`) in the
//! binary, so that an installed `mayan serve` has them: writes
//! `$OUT_DIR/pack_files.rs`, a table of every file `packs.json` names (each
//! with its answer file when there is one) and `packs.json` itself.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    let manifest =
        PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let root = manifest.join("../..");
    let list = manifest.join("packs.json");
    println!("cargo::rerun-if-changed={}", list.display());
    let text = std::fs::read_to_string(&list).expect("crates/mayan-web/packs.json");
    let packs: serde_json::Value = serde_json::from_str(&text).expect("packs.json is JSON");
    let mut files = Vec::new();
    for pack in packs["packs"]
        .as_array()
        .expect("packs.json: a \"packs\" list")
    {
        for pattern in pack["files"].as_array().into_iter().flatten() {
            let pattern = pattern.as_str().expect("packs.json: a file is a string");
            let found = matching(&root, pattern);
            assert!(!found.is_empty(), "packs.json: no file matches {pattern}");
            files.extend(found.into_iter().map(|f| (pattern.to_string(), f)));
        }
        if let Some(panel) = pack["panel"].as_str() {
            // Packs may read sets of one file: it is embedded once.
            let entry = (panel.to_string(), panel.to_string());
            if !files.contains(&entry) {
                files.push(entry);
            }
        }
    }
    let mut out = String::from(
        "/// Every file of the packs: the entry of `packs.json` that names it, its\n\
         /// path from the workspace's root, its text, and the text of its answer\n\
         /// file (the same path, `.ans`), if any.\n\
         pub(crate) static PACK_FILES: &[(&str, &str, &str, Option<&str>)] = &[\n",
    );
    for (pattern, f) in &files {
        let path = root.join(f);
        println!("cargo::rerun-if-changed={}", path.display());
        let ans = path.with_extension("ans");
        let ans = if ans.exists() && ans != path {
            format!("Some(include_str!({:?}))", abs(&ans))
        } else {
            "None".to_string()
        };
        let _ = writeln!(
            out,
            "    ({pattern:?}, {f:?}, include_str!({:?}), {ans}),",
            abs(&path)
        );
    }
    out.push_str("];\n\n/// `crates/mayan-web/packs.json`.\n");
    let _ = writeln!(
        out,
        "pub(crate) static PACKS_JSON: &str = include_str!({:?});",
        abs(&list)
    );
    let dest = PathBuf::from(std::env::var_os("OUT_DIR").expect("OUT_DIR")).join("pack_files.rs");
    std::fs::write(dest, out).expect("write pack_files.rs");
}

/// The files (paths from `root`) that `pattern` names: a path, or a path
/// whose file name holds one `*`; sorted.
fn matching(root: &Path, pattern: &str) -> Vec<String> {
    let (dir, name) = pattern.rsplit_once('/').unwrap_or(("", pattern));
    let Some((before, after)) = name.split_once('*') else {
        return vec![pattern.to_string()];
    };
    println!("cargo::rerun-if-changed={}", root.join(dir).display());
    let mut found: Vec<String> = std::fs::read_dir(root.join(dir))
        .unwrap_or_else(|e| panic!("packs.json: {dir}: {e}"))
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| {
            n.len() >= before.len() + after.len() && n.starts_with(before) && n.ends_with(after)
        })
        .map(|n| format!("{dir}/{n}"))
        .collect();
    found.sort();
    found
}

fn abs(path: &Path) -> String {
    path.canonicalize()
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .display()
        .to_string()
}
