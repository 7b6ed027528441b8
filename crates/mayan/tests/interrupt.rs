//! The stop on Ctrl-C, from the outside: a long search interrupted ends
//! cleanly with exit code 3 and says how far it got. The tests send SIGINT
//! with `kill`, so they are for Unix only.
#![cfg(unix)]

use std::path::PathBuf;
use std::process::{Command as StdCommand, Stdio};
use std::time::{Duration, Instant};

/// A 10 x 10 swap4 board with 12 moves: far too many positions to search.
const LONG: &str = "4346532365\n3421352624\n5355115215\n6466434632\n6332432463\n4463214235\n2354215221\n3346461544\n2643566215\n1234151212\n";

/// Runs `mayan solve EXTRA --format grid --rules swap4 --moves 12` on a
/// long board, interrupts it as Ctrl-C would, and checks that it stopped
/// promptly and cleanly: exit 3, how far it got on stderr, nothing on stdout.
fn assert_ctrl_c_stops(extra: &[&str]) {
    // A file for each call: the tests run at once.
    let p = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("long{}.txt", extra.join("")));
    std::fs::write(&p, LONG).unwrap();
    let bin = assert_cmd::cargo::cargo_bin("mayan");
    let child = StdCommand::new(bin)
        .arg("solve")
        .args(extra)
        .args(["--format", "grid", "--rules", "swap4", "--moves", "12"])
        .arg(&p)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Let it get going (well past start-up, even on a loaded machine), then
    // interrupt it as Ctrl-C would.
    std::thread::sleep(Duration::from_millis(2000));
    let start = Instant::now();
    let status = StdCommand::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
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
