//! The README's examples are what the binary prints: every `$ mayan ...`
//! line in a fenced block of `README.md` is run (through `sh`, from a
//! scratch folder that links the repository's `examples/` and `fixtures/`
//! and holds the README's `answer.txt`, `wrong.txt` and `junk.txt`), and
//! its stdout and stderr must be the lines that follow it, `time_ms` aside.
//!
//! `MAYAN_BLESS_README=1 cargo test --release -p mayan readme` rewrites the
//! README's outputs from real runs instead of comparing them.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::cli::root;

/// One example: the command after `$ ` and the lines printed after it.
struct Example {
    /// The README's line of the command, from 0.
    line: usize,
    command: String,
    output: Vec<String>,
}

/// The examples of a README: `$ ` lines in fenced blocks, with the lines
/// up to the next command or the end of the block.
fn examples(readme: &str) -> Vec<Example> {
    let mut out: Vec<Example> = Vec::new();
    let mut fenced = false;
    let mut current: Option<Example> = None;
    for (i, line) in readme.lines().enumerate() {
        if line.starts_with("```") {
            if fenced {
                out.extend(current.take());
            }
            fenced = !fenced;
            continue;
        }
        if !fenced {
            continue;
        }
        if let Some(command) = line.strip_prefix("$ ") {
            out.extend(current.take());
            current = Some(Example {
                line: i,
                command: command.to_string(),
                output: Vec::new(),
            });
        } else if let Some(e) = current.as_mut() {
            e.output.push(line.to_string());
        }
    }
    out
}

/// An example the test runs: `mayan` or `echo ... | mayan`, and not the
/// one that shows a build without a feature.
fn runnable(e: &Example) -> bool {
    ["mayan ", "echo ", "printf ", "mkdir ", "cat "]
        .iter()
        .any(|p| e.command.starts_with(p))
        && !e.command.contains("solver-only build")
}

/// Replaces the value of `"time_ms":` by 0: the one field that changes
/// from run to run.
fn steady(text: &str) -> String {
    let mut s = String::new();
    let mut rest = text;
    while let Some(i) = rest.find("\"time_ms\":") {
        let (head, tail) = rest.split_at(i + "\"time_ms\":".len());
        s.push_str(head);
        s.push('0');
        rest = tail
            .trim_start_matches(|c: char| c.is_ascii_digit() || c == '.' || c == 'e' || c == '-');
    }
    s.push_str(rest);
    s
}

/// A folder to run the examples in: the repository's examples and
/// fixtures, and the README's two answer files.
fn workdir() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("readme");
    std::fs::create_dir_all(&dir).unwrap();
    for sub in ["examples", "fixtures"] {
        let link = dir.join(sub);
        if std::fs::symlink_metadata(&link).is_err() {
            std::os::unix::fs::symlink(root(sub), &link).unwrap();
        }
    }
    std::fs::write(dir.join("answer.txt"), "2 1 1\n3 1 1\n3 0 1\n").unwrap();
    std::fs::write(dir.join("wrong.txt"), "2 1 1\n3 1 1\n3 0 -1\n").unwrap();
    std::fs::write(dir.join("junk.txt"), "Move 1: 2 1 right\n").unwrap();
    // The judge section makes this folder itself.
    let _ = std::fs::remove_dir_all(dir.join("feedback"));
    dir
}

/// What the example prints, stdout and stderr interleaved as a terminal
/// shows them, without trailing blank lines.
fn run(e: &Example, dir: &Path) -> Vec<String> {
    let bin = assert_cmd::cargo::cargo_bin("mayan");
    let bin_dir = bin.parent().unwrap();
    let path = format!(
        "{}:{}",
        bin_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!("{{ {}\n}} 2>&1", e.command))
        .current_dir(dir)
        .env("PATH", path)
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    while lines.last().is_some_and(|l| l.trim().is_empty()) {
        lines.pop();
    }
    lines
}

#[cfg(unix)]
#[test]
fn every_readme_example_prints_what_the_readme_shows() {
    let path = root("README.md");
    let readme = std::fs::read_to_string(&path).unwrap();
    let dir = workdir();
    let all = examples(&readme);
    let runnable: Vec<&Example> = all.iter().filter(|e| runnable(e)).collect();
    assert!(
        runnable.len() >= 10,
        "only {} examples found",
        runnable.len()
    );
    if std::env::var_os("MAYAN_BLESS_README").is_some() {
        let mut lines: Vec<String> = readme.lines().map(str::to_string).collect();
        // From the end, so that earlier line numbers stay right.
        for e in runnable.iter().rev() {
            let got = run(e, &dir);
            let same = got
                .iter()
                .map(|l| steady(l))
                .eq(e.output.iter().map(|l| steady(l)));
            if !same {
                let from = e.line + 1;
                lines.splice(from..from + e.output.len(), got);
            }
        }
        std::fs::write(&path, lines.join("\n") + "\n").unwrap();
        return;
    }
    let mut wrong = Vec::new();
    for e in runnable {
        let got = run(e, &dir);
        let want: Vec<String> = e.output.iter().map(|l| steady(l)).collect();
        let got: Vec<String> = got.iter().map(|l| steady(l)).collect();
        if got != want {
            wrong.push(format!(
                "README.md line {}: $ {}\n--- the README shows:\n{}\n--- it prints:\n{}",
                e.line + 1,
                e.command,
                want.join("\n"),
                got.join("\n")
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "{}\n\n(MAYAN_BLESS_README=1 rewrites the README from real output)",
        wrong.join("\n\n")
    );
}

#[test]
fn the_example_reader_finds_commands_and_their_output() {
    let text = "intro\n```\n$ mayan solve a\n1\n2\n$ mayan check b\nok\n```\n$ not in a block\n";
    let found = examples(text);
    assert_eq!(found.len(), 2);
    assert_eq!(found[0].command, "mayan solve a");
    assert_eq!(found[0].output, ["1", "2"]);
    assert_eq!(found[1].output, ["ok"]);
    assert_eq!(
        steady("{\"nodes\":14,\"time_ms\":0.115756}"),
        "{\"nodes\":14,\"time_ms\":0}"
    );
}
