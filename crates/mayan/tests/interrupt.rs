//! The stop on Ctrl-C, from the outside: a long search interrupted ends
//! cleanly with exit code 3 and says how far it got; a second Ctrl-C ends
//! the process with 130. The tests send SIGINT with `kill`, so they are for
//! Unix only.
#![cfg(unix)]

use std::io::Write;
use std::process::{Child, Command as StdCommand, Stdio};
use std::time::{Duration, Instant};

/// A 10 x 10 swap4 board with 12 moves: far too many positions to search.
const LONG: &str = "4346532365\n3421352624\n5355115215\n6466434632\n6332432463\n4463214235\n2354215221\n3346461544\n2643566215\n1234151212\n";

/// Starts `mayan solve EXTRA --format grid --rules swap4 --moves 12` on a
/// long board and lets it get going (well past start-up, even on a loaded
/// machine).
fn long_solve(extra: &[&str]) -> Child {
    let bin = assert_cmd::cargo::cargo_bin("mayan");
    let mut child = StdCommand::new(bin)
        .arg("solve")
        .args(extra)
        .args(["--format", "grid", "--rules", "swap4", "--moves", "12"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The board on stdin, which is then closed.
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(LONG.as_bytes()).unwrap();
    drop(stdin);
    std::thread::sleep(Duration::from_millis(2000));
    child
}

/// Interrupts `child` as Ctrl-C would.
fn ctrl_c(child: &Child) {
    let status = StdCommand::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
}

/// Runs the long solve with `extra`, interrupts it, and checks that it
/// stopped promptly and cleanly: exit 3, how far it got on stderr, nothing
/// on stdout.
fn assert_ctrl_c_stops(extra: &[&str]) {
    let child = long_solve(extra);
    let start = Instant::now();
    ctrl_c(&child);
    let out = child.wait_with_output().unwrap();
    assert!(
        start.elapsed() < Duration::from_secs(10),
        "it stopped promptly"
    );
    assert_eq!(out.status.code(), Some(3), "{extra:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with("stopped: no answer; searched "),
        "{extra:?} stderr: {err}"
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn ctrl_c_stops_a_long_solve_cleanly() {
    assert_ctrl_c_stops(&[]);
}

#[test]
fn ctrl_c_stops_a_long_count_cleanly() {
    assert_ctrl_c_stops(&["--count"]);
}

/// Ctrl-C while no search runs (here: `mayan solve` waiting for its input
/// on stdin) ends the process at once, with the shell's code for an
/// interrupted program; the same armed flag makes a second Ctrl-C during a
/// search end it.
#[test]
fn ctrl_c_outside_a_search_ends_the_process_with_130() {
    let bin = assert_cmd::cargo::cargo_bin("mayan");
    let mut child = StdCommand::new(bin)
        .arg("solve")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Keep stdin open: the input never ends.
    let stdin = child.stdin.take().unwrap();
    std::thread::sleep(Duration::from_millis(500));
    ctrl_c(&child);
    let out = child.wait_with_output().unwrap();
    drop(stdin);
    assert_eq!(
        out.status.code(),
        Some(130),
        "stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stdout.is_empty());
}

/// Starts `mayan ARGS` (the long board as a file where `{}` stands), lets
/// it get going, interrupts it, and checks it stopped cleanly with exit 3,
/// how far it got on stderr and nothing on stdout.
fn assert_ctrl_c_stops_command(args: &[&str], stdin: Option<&str>) {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("interrupt");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("long.txt");
    std::fs::write(&file, format!("moves=12 rules=swap4\n{LONG}")).unwrap();
    let args: Vec<String> = args
        .iter()
        .map(|a| a.replace("{}", &file.display().to_string()))
        .collect();
    let bin = assert_cmd::cargo::cargo_bin("mayan");
    let mut child = StdCommand::new(bin)
        .args(&args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    if let Some(text) = stdin {
        input.write_all(text.as_bytes()).unwrap();
    }
    drop(input);
    std::thread::sleep(Duration::from_millis(1500));
    let start = Instant::now();
    ctrl_c(&child);
    let out = child.wait_with_output().unwrap();
    assert!(start.elapsed() < Duration::from_secs(10), "{args:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "{args:?} stderr: {err}");
    assert!(err.contains("stopped"), "{args:?} stderr: {err}");
    assert!(!err.contains("panicked"), "{args:?} stderr: {err}");
}

#[test]
fn ctrl_c_stops_hint_check_explain_and_show_the_same_way() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("interrupt");
    std::fs::create_dir_all(&dir).unwrap();
    let answer = dir.join("answer.txt");
    std::fs::write(&answer, "-1\n").unwrap();
    let answer = answer.display().to_string();
    assert_ctrl_c_stops_command(&["hint", "{}"], None);
    assert_ctrl_c_stops_command(&["check", "{}", &answer], None);
    assert_ctrl_c_stops_command(&["explain", "{}"], None);
    if cfg!(feature = "render") {
        assert_ctrl_c_stops_command(&["show", "{}"], None);
    }
}

#[test]
fn ctrl_c_stops_gen_and_batch_the_same_way() {
    // Unique puzzles at 12 moves, three of them: tens of seconds, so the
    // interrupt at 1.5 s always finds it running (one at 10 moves could
    // finish before it).
    assert_ctrl_c_stops_command(
        &[
            "gen", "--unique", "--moves", "12", "--count", "3", "--seed", "7", "--json",
        ],
        None,
    );
    let line = format!(
        "{{\"id\": 1, \"grid\": {:?}, \"rules\": \"swap4\", \"moves\": 12}}\n",
        LONG
    );
    assert_ctrl_c_stops_command(&["batch", "--no-progress"], Some(&line));
}
