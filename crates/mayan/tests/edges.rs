//! The edges of issue 18, each pinned by a test named after what it fixes:
//! the goal follows the format, a closed or full stdout never panics, every
//! search takes a time limit, and a grid can say what puzzle it is.

use std::io::Read as _;
use std::path::PathBuf;
use std::process::{Command as StdCommand, Stdio};
use std::time::{Duration, Instant};

use predicates::prelude::*;
use predicates::str::contains;

use crate::cli::{PANEL, SAMPLE, mayan, root, scratch};

/// A 10 x 10 swap4 board with 12 moves: far too many positions to search.
const LONG: &[u8] = b"moves=12 rules=swap4\n4346532365\n3421352624\n5355115215\n6466434632\n6332432463\n4463214235\n2354215221\n3346461544\n2643566215\n1234151212\n";

fn classic_1_1() -> [&'static str; 4] {
    ["--puzzle", "Classic set 1", "--index", "1"]
}

// ------------------------------------------------------ the goal per format

#[test]
fn panel_attack_puzzles_are_solved_for_at_most_n_moves_by_default() {
    // Classic set 1, puzzle 1 clears in one move; with a budget of 3 it used
    // to be padded to exactly 3 with null moves.
    mayan()
        .args(["solve", "--moves", "3"])
        .args(classic_1_1())
        .arg(root(PANEL))
        .assert()
        .code(0)
        .stdout("r1c2\n");
    // Asked for, the exact goal still pads.
    mayan()
        .args(["solve", "--moves", "3", "--goal", "exact"])
        .args(classic_1_1())
        .arg(root(PANEL))
        .assert()
        .code(0)
        .stdout("r1c1\nr1c1\nr1c2\n");
}

#[test]
fn check_accepts_a_short_panel_attack_answer_and_exact_rejects_it() {
    let answer = scratch("edges-r1c2.txt", b"r1c2\n");
    mayan()
        .args(["check", "--moves", "3"])
        .args(classic_1_1())
        .arg(root(PANEL))
        .arg(&answer)
        .assert()
        .code(0)
        .stdout(contains(
            "accepted: a solution in 1 move, and the smallest in at most 3 moves",
        ));
    mayan()
        .args(["check", "--moves", "3", "--goal", "exact"])
        .args(classic_1_1())
        .arg(root(PANEL))
        .arg(&answer)
        .assert()
        .code(1)
        .stdout(contains(
            "rejected: the board is clear after 1 move, but exactly 3 are required",
        ));
}

#[test]
fn check_under_at_most_accepts_a_solution_that_is_not_the_smallest() {
    // `11.1.` with 2 moves: `3 0 L` clears in one move, but the at-most
    // order puts the null move `0 0 R` first (docs/spec.md section 5).
    let input = scratch("edges-atmost.txt", b"goal=at-most moves=2\n11.1.\n");
    let answer = scratch("edges-atmost.ans", b"3 0 L\n");
    mayan()
        .arg("check")
        .arg(&input)
        .arg(&answer)
        .assert()
        .code(0)
        .stdout(contains(
            "accepted: a solution in 1 move (at most 2 moves); not the smallest",
        ));
    // Under shortest, one move is the fewest: accepted; two are not.
    let two = scratch("edges-shortest2.ans", b"0 0 R\n3 0 L\n");
    mayan()
        .args(["check", "--goal", "shortest"])
        .arg(&input)
        .arg(&two)
        .assert()
        .code(1)
        .stdout(contains(
            "rejected: a solution in 2 moves, but the fewest is 1 move",
        ));
}

#[test]
fn check_rejects_a_move_after_the_board_is_clear_even_with_grey_blocks_left() {
    // `#11.1` clears with `4 0 L`; the grey block is left and may not move.
    let input = scratch("edges-grey.txt", b"goal=at-most moves=2\n#11.1\n");
    let answer = scratch("edges-grey.ans", b"4 0 L\n0 0 R\n");
    mayan()
        .arg("check")
        .arg(&input)
        .arg(&answer)
        .assert()
        .code(1)
        .stdout(contains(
            "rejected: move 2 (line 2): the board is already clear after move 1, and play stops there",
        ));
}

#[test]
fn a_grid_header_gives_the_rules_so_a_box_maze_needs_no_flags() {
    let maze = std::fs::read(root("examples/box-maze.txt")).unwrap();
    let rows: Vec<&[u8]> = maze.split(|&b| b == b'\n').skip(1).collect();
    let mut text = b"moves=2 rules=swap4\n".to_vec();
    text.extend(rows.join(&b'\n'));
    let input = scratch("edges-maze.txt", &text);
    mayan()
        .arg("solve")
        .arg(&input)
        .assert()
        .code(0)
        .stdout("1 3 U\n1 2 L\n");
    // A flag still wins over the header.
    mayan()
        .args(["solve", "--rules", "drag"])
        .arg(&input)
        .assert()
        .code(0)
        .stdout("-1\n");
}

#[test]
fn explain_names_the_goal_of_the_puzzle() {
    mayan()
        .args(["explain", "--moves", "3"])
        .args(classic_1_1())
        .arg(root(PANEL))
        .assert()
        .code(0)
        .stdout(
            contains("at most 3 moves to clear it")
                .and(contains("Result: the board is clear after 1 move.")),
        );
}

// --------------------------------------------------- closed and full stdout

/// Every printing subcommand on the NOIP sample (or a Panel Attack file).
fn printing_commands() -> Vec<(&'static str, Vec<PathBuf>, Vec<&'static str>)> {
    let answer = scratch("edges-sample.ans", b"2 1 1\n3 1 1\n3 0 1\n");
    let batch = scratch(
        "edges-batch.jsonl",
        b"{\"id\": 1, \"grid\": \"11.1\", \"moves\": 1}\n",
    );
    let sample = root(SAMPLE);
    let mut commands = vec![
        ("solve", vec![sample.clone()], vec![]),
        ("solve", vec![sample.clone()], vec!["--json"]),
        ("solve", vec![sample.clone()], vec!["--all"]),
        ("solve", vec![sample.clone()], vec!["--count"]),
        ("check", vec![sample.clone(), answer], vec![]),
        ("explain", vec![sample.clone()], vec![]),
        ("hint", vec![sample.clone()], vec![]),
        ("list", vec![root(PANEL)], vec![]),
        ("gen", vec![], vec!["--seed", "1"]),
        ("batch", vec![batch], vec!["--no-progress"]),
    ];
    if cfg!(feature = "render") {
        commands.push(("show", vec![sample], vec![]));
    }
    commands
}

#[test]
fn every_printing_subcommand_ends_quietly_when_stdout_is_closed() {
    for (command, files, flags) in printing_commands() {
        let mut child = StdCommand::new(assert_cmd::cargo::cargo_bin("mayan"))
            .arg(command)
            .args(&flags)
            .args(&files)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // The reader goes away before anything is written.
        drop(child.stdout.take());
        let mut err = String::new();
        child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut err)
            .unwrap();
        let status = child.wait().unwrap();
        assert_eq!(status.code(), Some(0), "{command} {flags:?}: {err}");
        assert!(!err.contains("panicked"), "{command} {flags:?}: {err}");
    }
}

#[cfg(target_os = "linux")]
#[test]
fn every_printing_subcommand_reports_a_full_disk_without_a_panic() {
    for (command, files, flags) in printing_commands() {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let out = StdCommand::new(assert_cmd::cargo::cargo_bin("mayan"))
            .arg(command)
            .args(&flags)
            .args(&files)
            .stdout(full)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{command} {flags:?}: {err}");
        assert!(
            err.contains("No space left on device") && !err.contains("panicked"),
            "{command} {flags:?}: {err}"
        );
    }
}

#[test]
fn explain_prints_nothing_on_stdout_when_the_answer_is_illegal() {
    let answer = scratch("edges-illegal.ans", b"2 1 1\n9 9 1\n");
    mayan()
        .arg("explain")
        .arg(root(SAMPLE))
        .arg(&answer)
        .assert()
        .code(2)
        .stdout("")
        .stderr(contains("move 2 (line 2)"));
}

// --------------------------------------------------------------- time limits

/// Asserts that `mayan ARGS` on the long board stops on its time limit:
/// exit 3 soon after it, how far it got on stderr, nothing on stdout.
fn assert_times_out(args: &[&str], answer: Option<&PathBuf>) {
    let input = scratch("edges-long.txt", LONG);
    let start = Instant::now();
    let mut cmd = mayan();
    cmd.args(args).arg(&input);
    if let Some(a) = answer {
        cmd.arg(a);
    }
    cmd.args(["--timeout", "0.3"])
        .assert()
        .code(3)
        .stdout("")
        .stderr(contains("out of time: no answer; searched "));
    assert!(start.elapsed() < Duration::from_secs(5), "{args:?}");
}

#[test]
fn timeout_stops_solve_hint_check_and_explain_with_exit_3() {
    let answer = scratch("edges-long.ans", b"-1\n");
    assert_times_out(&["solve"], None);
    assert_times_out(&["solve", "--count"], None);
    assert_times_out(&["hint"], None);
    assert_times_out(&["check"], Some(&answer));
    assert_times_out(&["explain"], None);
}

#[test]
fn timeout_stops_gen_with_exit_3() {
    let start = Instant::now();
    mayan()
        .args([
            "gen",
            "--unique",
            "--moves",
            "12",
            "--seed",
            "7",
            "--timeout",
            "0.3",
        ])
        .assert()
        .code(3)
        .stdout("")
        .stderr(contains("out of time: no answer; searched "));
    assert!(start.elapsed() < Duration::from_secs(5));
}

#[test]
fn timeout_refuses_what_is_not_a_time() {
    for bad in ["-1", "0", "nan", "soon"] {
        mayan()
            .arg("solve")
            .arg(format!("--timeout={bad}"))
            .arg(root(SAMPLE))
            .assert()
            .code(2)
            .stderr(contains("--timeout"));
    }
    // Too long to represent is no limit at all.
    mayan()
        .args(["solve", "--timeout", "1e30"])
        .arg(root(SAMPLE))
        .assert()
        .code(0)
        .stdout("2 1 1\n3 1 1\n3 0 1\n");
}

#[test]
fn batch_threads_are_capped_at_the_machine() {
    let batch = scratch(
        "edges-threads.jsonl",
        b"{\"id\": 1, \"grid\": \"11.1\", \"moves\": 1}\n",
    );
    mayan()
        .args(["batch", "--no-progress", "--threads", "65536"])
        .arg(&batch)
        .assert()
        .code(0)
        .stdout(contains("\"id\":1"))
        .stderr(contains("--threads 65536: this machine has"));
}

// ------------------------------------------------------------ input sizes

#[test]
fn an_input_past_16_mib_is_refused_without_reading_it_all() {
    let big = vec![b'0'; (16 << 20) + 1];
    mayan()
        .arg("solve")
        .write_stdin(big)
        .assert()
        .code(2)
        .stdout("")
        .stderr(contains("standard input: more than 16 MiB"));
}

#[test]
fn batch_answers_a_line_past_1_mib_with_an_error_and_goes_on() {
    let mut text = vec![b'x'; (1 << 20) + 10];
    text.extend_from_slice(b"\n{\"id\": 2, \"grid\": \"11.1\", \"moves\": 1}\n");
    mayan()
        .args(["batch", "--no-progress"])
        .write_stdin(text)
        .assert()
        .code(1)
        .stdout(
            contains("{\"id\":null,\"error\":\"line 1: longer than 1 MiB")
                .and(contains("{\"id\":2,\"moves\":[{\"x\":3")),
        );
}

#[test]
fn memory_0_is_refused_as_no_table_can_fit() {
    for command in ["solve", "hint", "gen", "batch"] {
        mayan()
            .args([command, "--memory", "0"])
            .assert()
            .code(2)
            .stderr(contains("invalid value '0' for '--memory <MB>'"));
    }
}

#[test]
fn a_search_on_two_threads_stops_soon_after_its_time_limit() {
    let input = scratch("edges-long2.txt", LONG);
    let start = Instant::now();
    mayan()
        .args(["solve", "--threads", "2", "--timeout", "0.3"])
        .arg(&input)
        .assert()
        .code(3);
    // 0.1 s after the limit on a quiet machine; a loaded CI runner gets more.
    assert!(
        start.elapsed() < Duration::from_millis(1500),
        "{:?}",
        start.elapsed()
    );
}

#[test]
fn a_box_maze_read_without_its_rules_says_swap4_would_solve_it() {
    mayan()
        .args(["solve", "--moves", "2"])
        .arg(root("examples/box-maze.txt"))
        .assert()
        .code(0)
        .stdout("-1\n")
        .stderr(contains("there is one under swap4"));
    // Rules asked for are not second-guessed.
    mayan()
        .args(["solve", "--moves", "2", "--rules", "drag"])
        .arg(root("examples/box-maze.txt"))
        .assert()
        .code(0)
        .stdout("-1\n")
        .stderr("");
}
