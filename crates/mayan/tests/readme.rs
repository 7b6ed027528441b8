//! The documentation's examples are what the binary prints: every `$ mayan
//! ...` line in a fenced block of `README.md` and of every `docs/*.md` page
//! is run (through `sh`, from a scratch folder that links the repository's
//! `examples/` and `fixtures/` and holds the pages' `answer.txt`,
//! `wrong.txt` and `junk.txt`), and its stdout and stderr must be the lines
//! that follow it, `time_ms` aside.
//!
//! `MAYAN_BLESS_README=1 cargo test --release -p mayan readme` rewrites the
//! pages' outputs from real runs instead of comparing them.

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

/// A folder to run the examples of the page `name` in: the repository's
/// examples and fixtures, and the pages' answer files.
fn workdir(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("readme")
        .join(name);
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
    // The judge page makes this folder itself.
    let _ = std::fs::remove_dir_all(dir.join("feedback"));
    // And this one, which mayan package refuses to write into twice.
    let _ = std::fs::remove_dir_all(dir.join("problem"));
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

/// README.md and every page of docs/, by their path from the root.
fn pages() -> Vec<String> {
    let mut pages: Vec<String> = std::fs::read_dir(root("docs"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".md"))
        .map(|name| format!("docs/{name}"))
        .collect();
    pages.sort();
    pages.insert(0, "README.md".to_string());
    pages
}

/// Runs the examples of one page: the wrong ones, described (none when
/// blessing, which rewrites the page instead), and how many ran.
fn check_page(page: &str, bless: bool) -> (Vec<String>, usize) {
    let path = root(page);
    let text = std::fs::read_to_string(&path).unwrap();
    let dir = workdir(&page.replace('/', "_"));
    let all = examples(&text);
    let runnable: Vec<&Example> = all.iter().filter(|e| runnable(e)).collect();
    if bless {
        let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
        // Run in page order (an example may need what an earlier one
        // made), then splice from the end, so that earlier line numbers
        // stay right.
        let outputs: Vec<Vec<String>> = runnable.iter().map(|e| run(e, &dir)).collect();
        for (e, got) in runnable.iter().zip(outputs).rev() {
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
        return (Vec::new(), runnable.len());
    }
    let mut wrong = Vec::new();
    for e in &runnable {
        let got = run(e, &dir);
        let want: Vec<String> = e.output.iter().map(|l| steady(l)).collect();
        let got: Vec<String> = got.iter().map(|l| steady(l)).collect();
        if got != want {
            wrong.push(format!(
                "{page} line {}: $ {}\n--- the page shows:\n{}\n--- it prints:\n{}",
                e.line + 1,
                e.command,
                want.join("\n"),
                got.join("\n")
            ));
        }
    }
    (wrong, runnable.len())
}

#[cfg(unix)]
#[test]
fn every_example_of_the_readme_and_docs_prints_what_the_page_shows() {
    let bless = std::env::var_os("MAYAN_BLESS_README").is_some();
    let mut wrong = Vec::new();
    let mut ran = Vec::new();
    for page in pages() {
        let (w, n) = check_page(&page, bless);
        wrong.extend(w);
        ran.push((page, n));
    }
    // The pages the examples moved to, each with some that run.
    for (page, at_least) in [
        ("README.md", 4),
        ("docs/commands.md", 5),
        ("docs/contestants.md", 8),
        ("docs/judge.md", 6),
        ("docs/teachers.md", 2),
        ("docs/players.md", 4),
        ("docs/designers.md", 6),
    ] {
        let n = ran.iter().find(|(p, _)| p == page).map_or(0, |(_, n)| *n);
        assert!(n >= at_least, "{page}: only {n} examples found");
    }
    assert!(
        wrong.is_empty(),
        "{}\n\n(MAYAN_BLESS_README=1 rewrites the pages from real output)",
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
