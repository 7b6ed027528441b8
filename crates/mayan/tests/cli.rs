//! The `mayan` binary end to end: solve, check, explain and list, their
//! exit codes (0 ok, 1 negative verdict, 2 bad input or usage), and every
//! kind of bad input of docs/spec.md section 9: a message on stderr that says what
//! and where, nothing on stdout, no panic.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};

use assert_cmd::Command;
use assert_cmd::assert::Assert;
use assert_cmd::cargo::cargo_bin_cmd;
use predicates::prelude::*;
use predicates::str::contains;

pub(crate) fn mayan() -> Command {
    cargo_bin_cmd!("mayan")
}

/// A path under the workspace root (fixtures/, examples/).
pub(crate) fn root(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(rel)
}

pub(crate) fn read(rel: &str) -> String {
    std::fs::read_to_string(root(rel)).unwrap()
}

/// Writes a scratch file for one test; `name` must be unique to the test.
pub(crate) fn scratch(name: &str, contents: &[u8]) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

pub(crate) const SAMPLE: &str = "examples/noip-sample.in";
pub(crate) const SAMPLE_ANSWER: &str = "2 1 1\n3 1 1\n3 0 1\n";
/// Row 0 is `1 1 . 1 .`, n = 2: the readings of null moves give different
/// smallest answers (docs/spec.md section 2).
const NULL_BOARD: &[u8] = b"2\n1 0\n1 0\n0\n1 0\n0\n";
const NULL_LITERAL: &str = "0 0 1\n3 0 -1\n";
const NULL_PRUNED: &str = "1 0 1\n0 0 1\n";
pub(crate) const PANEL: &str = "fixtures/panel/panel-attack_stock-example_v2.json";

/// Runs `mayan ARGS FILES...` to its end, for the caller's checks.
pub(crate) fn run(args: &[&str], files: &[impl AsRef<OsStr>]) -> Assert {
    mayan().args(args).args(files).assert()
}

/// Asserts a usage error: exit 2, nothing on stdout, `part` on stderr.
fn assert_usage_error(run: Assert, part: &str) {
    run.code(2).stdout("").stderr(contains(part));
}

/// Asserts a bad-input failure: exit 2, nothing on stdout, an `error:` line
/// on stderr holding every one of `parts`, and no panic.
pub(crate) fn assert_bad_input(cmd: &mut Command, parts: &[&str]) {
    let out = cmd.output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "stderr: {stderr}");
    assert!(
        out.stdout.is_empty(),
        "stdout: {}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(stderr.starts_with("error: "), "stderr: {stderr}");
    assert!(!stderr.contains("panicked"), "stderr: {stderr}");
    for part in parts {
        assert!(stderr.contains(part), "`{part}` not in stderr: {stderr}");
    }
}

// ------------------------------------------------------------------ solve

/// Asserts that `mayan solve` prints exactly `literal` for `input` and
/// `mayan solve --no-null-moves` exactly `pruned`, both exiting 0.
fn assert_readings(input: &Path, literal: &str, pruned: &str) {
    run(&["solve"], &[input]).code(0).stdout(literal.to_owned());
    run(&["solve", "--no-null-moves"], &[input])
        .code(0)
        .stdout(pruned.to_owned());
}

#[test]
fn solve_prints_the_noip_sample_answer_byte_for_byte() {
    run(&["solve"], &[root(SAMPLE)])
        .code(0)
        .stdout(SAMPLE_ANSWER)
        .stderr("");
}

#[test]
fn solve_reads_stdin_when_no_file_is_given() {
    mayan()
        .arg("solve")
        .write_stdin(read(SAMPLE))
        .assert()
        .code(0)
        .stdout(SAMPLE_ANSWER);
}

#[test]
fn solve_reads_stdin_for_a_dash_and_all_on_one_line() {
    mayan()
        .args(["solve", "-"])
        .write_stdin("3 1 0 2 1 0 2 3 4 0 3 1 0 2 4 3 4 0")
        .assert()
        .code(0)
        .stdout(SAMPLE_ANSWER);
}

#[test]
fn solve_matches_every_official_answer_file_under_both_readings() {
    for k in 0..=10 {
        let input = root(&format!("fixtures/noip2011/case{k:02}.in"));
        let want = read(&format!("fixtures/noip2011/case{k:02}.ans"));
        assert_readings(&input, &want, &want);
    }
}

#[test]
fn solve_prints_minus_one_and_exits_0_when_there_is_no_solution() {
    run(&["solve"], &[root("fixtures/noip2011/case01.in")])
        .code(0)
        .stdout("-1\n");
}

#[test]
fn solve_says_on_stderr_when_a_clear_board_needs_no_move() {
    let input = scratch("clear.in", b"3\n0\n0\n0\n0\n0\n");
    for goal in ["at-most", "shortest"] {
        run(&["solve", "--goal", goal], std::slice::from_ref(&input))
            .code(0)
            .stdout("")
            .stderr("the board is already clear: 0 moves\n");
    }
    // Exactly n moves cannot be made on a clear board.
    run(&["solve"], &[input]).code(0).stdout("-1\n").stderr("");
}

#[test]
fn regression_solve_count_and_all_agree_on_an_already_clear_board() {
    // Was: `--count` said 1 while `--all` printed `-1` (no solution).
    let input = scratch("clear-grey.txt", b"...\n.#.\n");
    for goal in ["at-most", "shortest"] {
        let with = |extra: &[&str]| {
            let mut args = vec!["solve", "--moves", "1", "--goal", goal];
            args.extend(extra);
            run(&args, std::slice::from_ref(&input))
        };
        with(&["--count"]).code(0).stdout("1\n");
        with(&["--all"])
            .code(0)
            .stdout("")
            .stderr("the board is already clear: 0 moves\n");
        with(&["--all", "--json"])
            .code(0)
            .stdout(contains(r#""solutions":[[]]"#));
    }
    // Under exact no move can be played: no solution, everywhere.
    let exact = |extra: &[&str]| {
        let mut args = vec!["solve", "--moves", "1", "--goal", "exact"];
        args.extend(extra);
        run(&args, std::slice::from_ref(&input))
    };
    exact(&[]).code(0).stdout("-1\n");
    exact(&["--count"]).code(0).stdout("0\n");
    exact(&["--all"]).code(0).stdout("-1\n");
}

#[test]
fn regression_solve_all_limit_0_is_a_usage_error_not_minus_one() {
    // Was: `-1` (the "no solution" answer) for a solvable puzzle, exit 0.
    assert_usage_error(
        run(
            &["solve", "--all", "--limit", "0"],
            &[root("examples/noip-sample.in")],
        ),
        "the limit is a whole number from 1",
    );
    run(
        &["solve", "--all", "--limit", "1"],
        &[root("examples/noip-sample.in")],
    )
    .code(0)
    .stdout(SAMPLE_ANSWER);
}

#[test]
fn solve_no_null_moves_gives_the_pruned_answer_where_the_readings_differ() {
    let input = scratch("null-board.in", NULL_BOARD);
    assert_readings(&input, NULL_LITERAL, NULL_PRUNED);
    // And on the random fixtures whose recorded answers differ.
    let mut differing = 0;
    for k in 1..=200 {
        let stem = format!("fixtures/noip-random/case{k:05}");
        let literal = read(&format!("{stem}.literal.ans"));
        let pruned = read(&format!("{stem}.pruned.ans"));
        if literal == pruned {
            continue;
        }
        differing += 1;
        let input = root(&format!("{stem}.in"));
        assert_readings(&input, &literal, &pruned);
    }
    assert_eq!(differing, 10);
}

#[test]
fn solve_json_gives_moves_verdict_and_settings() {
    let out = mayan()
        .args(["solve", "--json"])
        .arg(root(SAMPLE))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        v["moves"],
        serde_json::json!([
            {"x": 2, "y": 1, "dx": 1, "dy": 0},
            {"x": 3, "y": 1, "dx": 1, "dy": 0},
            {"x": 3, "y": 0, "dx": 1, "dy": 0},
        ])
    );
    assert_eq!(v["solved"], true);
    assert_eq!(v["length"], 3);
    assert_eq!(v["goal"], "exact");
    assert_eq!(v["budget"], 3);
    assert_eq!(v["rules"], "drag");
    assert_eq!(v["null_moves"], true);
    assert!(v["nodes"].as_u64().unwrap() > 0);
    assert!(v["time_ms"].as_f64().unwrap() >= 0.0);
    // One line of JSON.
    assert_eq!(out.stdout.iter().filter(|&&b| b == b'\n').count(), 1);
}

#[test]
fn solve_json_without_solution_has_null_moves_and_records_the_reading() {
    let out = mayan()
        .args(["solve", "--json", "--no-null-moves"])
        .arg(root("fixtures/noip2011/case06.in"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(v["moves"].is_null());
    assert_eq!(v["solved"], false);
    assert!(v["length"].is_null());
    assert_eq!(v["null_moves"], false);
    assert_eq!(v["budget"], 4);
}

#[test]
fn solve_box_maze_grid_with_swap4_rules() {
    run(
        &["solve", "--rules", "swap4"],
        &[root("examples/box-maze.txt")],
    )
    .code(0)
    .stdout("1 3 U\n1 2 L\n");
    // Under drag the same board has no two-move solution.
    run(&["solve"], &[root("examples/box-maze.txt")])
        .code(0)
        .stdout("-1\n");
}

#[test]
fn solve_goal_shortest_and_at_most_on_a_grid_with_moves_flag() {
    // Grid without a budget line: --moves gives it.
    let grid = scratch("shortest.txt", b"11.1.\n");
    run(&["solve", "--goal", "shortest", "--moves", "4"], &[&grid])
        .code(0)
        .stdout("3 0 L\n");
    // At most 4 moves prints the smallest solution of any length up to 4 in
    // the order of docs/spec.md section 5, move by move: literally, a null move
    // `0 0 R` sorts before `3 0 L`, so the padded solution wins; without
    // null moves, `1 0 R` then `0 0 R` does.
    run(
        &["solve", "--goal", "at-most", "--moves", "4", "--json"],
        &[&grid],
    )
    .code(0)
    .stdout(contains("\"goal\":\"at-most\"").and(contains("\"length\":4")));
    run(
        &[
            "solve",
            "--goal",
            "at-most",
            "--moves",
            "4",
            "--no-null-moves",
        ],
        &[&grid],
    )
    .code(0)
    .stdout("1 0 R\n0 0 R\n");
    // Exactly 4 moves, literal: null moves pad the start.
    run(&["solve", "--moves", "4"], &[&grid])
        .code(0)
        .stdout("0 0 R\n0 0 R\n0 0 R\n3 0 L\n");
}

#[test]
fn solve_panel_attack_puzzle_picked_by_set_and_index() {
    run(
        &["solve", "--puzzle", "Classic set 1", "--index", "10"],
        &[root(PANEL)],
    )
    .code(0)
    .stdout("r1c3\nr5c3\nr3c3\n");
}

#[test]
fn solve_settle_flag_lets_a_board_with_a_run_settle_first() {
    // Column 0 holds 2 2 2 under a 1; once the run vanishes the 1 drops.
    let input = scratch("settle.in", b"1\n2 2 2 1 0\n1 0\n0\n1 0\n0\n");
    assert_bad_input(
        mayan().arg("solve").arg(&input),
        &["run of three", "--settle"],
    );
    run(&["solve", "--settle"], &[&input])
        .code(0)
        .stdout("3 0 -1\n");
}

// ------------------------------------------------------------------ check

fn check(input: &Path, answer: &[u8], name: &str, extra: &[&str]) -> Assert {
    let answer = scratch(name, answer);
    mayan()
        .arg("check")
        .args(extra)
        .arg(input)
        .arg(answer)
        .assert()
}

#[test]
fn check_accepts_the_smallest_answer_with_exit_0() {
    check(&root(SAMPLE), SAMPLE_ANSWER.as_bytes(), "ok.ans", &[])
        .code(0)
        .stdout(contains(
            "accepted: a solution in 3 moves, and the smallest",
        ));
}

#[test]
fn check_accepts_minus_one_when_there_is_no_solution() {
    check(
        &root("fixtures/noip2011/case01.in"),
        b"-1\n",
        "none.ans",
        &[],
    )
    .code(0)
    .stdout(contains("accepted: -1"));
}

#[test]
fn check_accepts_every_official_answer_file() {
    for k in 0..=10 {
        run(
            &["check"],
            &[
                root(&format!("fixtures/noip2011/case{k:02}.in")),
                root(&format!("fixtures/noip2011/case{k:02}.ans")),
            ],
        )
        .code(0)
        .stdout(contains("accepted"));
    }
}

#[test]
fn check_rejects_minus_one_when_a_solution_exists_and_shows_it() {
    check(&root(SAMPLE), b"-1\n", "minus1.ans", &[])
        .code(1)
        .stdout(
            contains("rejected: the answer is -1, but a solution in exactly 3 moves exists")
                .and(contains(SAMPLE_ANSWER)),
        );
}

#[test]
fn check_rejects_a_wrong_answer_that_leaves_blocks() {
    check(&root(SAMPLE), b"2 1 1\n3 1 1\n3 0 -1\n", "wrong.ans", &[])
        .code(1)
        .stdout(contains("rejected: after 3 moves 12 blocks are left"));
}

#[test]
fn check_rejects_an_illegal_move_naming_the_move_and_its_line() {
    check(&root(SAMPLE), b"2 1 1\n3 1 1\n4 0 1\n", "offboard.ans", &[])
        .code(1)
        .stdout(contains(
            "rejected: move 3 (line 3) is illegal: the block at (4, 0) cannot move Right: that is off the board",
        ));
    check(&root(SAMPLE), b"\n0 5 1\n", "noblock.ans", &[])
        .code(1)
        .stdout(contains(
            "rejected: move 1 (line 2) is illegal: there is no block at (0, 5)",
        ));
    // Up is not a drag move.
    check(&root(SAMPLE), b"0 0 U\n", "up.ans", &[])
        .code(1)
        .stdout(contains("move 1 (line 1) is illegal").and(contains("do not allow moving Up")));
}

#[test]
fn check_rejects_a_solution_that_is_not_the_smallest_naming_the_first_difference() {
    let input = scratch("null-board-check.in", NULL_BOARD);
    check(&input, NULL_PRUNED.as_bytes(), "pruned.ans", &[])
        .code(1)
        .stdout(contains(
            "rejected: a solution, but not the smallest: at move 1 the smallest solution plays `0 0 1`, this answer `1 0 1`",
        ));
    // Under --no-null-moves that same answer is the smallest.
    check(
        &input,
        NULL_PRUNED.as_bytes(),
        "pruned2.ans",
        &["--no-null-moves"],
    )
    .code(0)
    .stdout(contains("accepted"));
}

#[test]
fn check_no_null_moves_rejects_a_null_move_naming_it() {
    let input = scratch("null-board-check2.in", NULL_BOARD);
    check(&input, NULL_LITERAL.as_bytes(), "literal.ans", &[])
        .code(0)
        .stdout(contains("accepted"));
    check(&input, NULL_LITERAL.as_bytes(), "literal2.ans", &["--no-null-moves"])
        .code(1)
        .stdout(contains(
            "move 1 (line 1) is illegal: moving the block at (0, 0) Right leaves the board unchanged, and null moves are not allowed",
        ));
}

#[test]
fn check_rejects_a_too_short_answer() {
    check(&root(SAMPLE), b"2 1 1\n3 1 1\n", "short.ans", &[])
        .code(1)
        .stdout(contains(
            "rejected: only 2 moves, but exactly 3 are required",
        ));
}

#[test]
fn check_rejects_too_many_moves_and_moves_after_the_board_is_clear() {
    let input = scratch("null-board-check3.in", NULL_BOARD);
    check(&input, b"0 0 1\n0 0 1\n1 1 1\n", "long.ans", &[])
        .code(1)
        .stdout(contains(
            "rejected: move 3 (line 3): more moves than the 2 allowed",
        ));
    // Cleared on the budget's last move: play stops there, said first.
    check(&input, b"0 0 1\n3 0 -1\n1 1 1\n", "long2.ans", &[])
        .code(1)
        .stdout(contains(
            "rejected: move 3 (line 3): the board is already clear after move 2, and play stops there",
        ));
    check(&input, b"3 0 -1\n0 0 1\n", "early.ans", &[])
        .code(1)
        .stdout(contains(
            "rejected: move 2 (line 2): the board is already clear after move 1, and play stops there",
        ));
}

#[test]
fn check_unreadable_answer_exits_2() {
    let answer = scratch("garbage.ans", b"garbage\n");
    assert_bad_input(
        mayan().arg("check").arg(root(SAMPLE)).arg(&answer),
        &[
            "not a valid answer",
            "line 1, column 1",
            "`garbage` is not a move",
        ],
    );
    let answer = scratch("mixed.ans", b"2 1 1\n-1\n");
    assert_bad_input(
        mayan().arg("check").arg(root(SAMPLE)).arg(&answer),
        &["line 2, column 1", "mixed with moves"],
    );
    let answer = scratch("empty.ans", b"");
    assert_bad_input(
        mayan().arg("check").arg(root(SAMPLE)).arg(&answer),
        &["empty answer"],
    );
    assert_bad_input(
        mayan()
            .arg("check")
            .arg(root(SAMPLE))
            .arg(root("no/such/answer.txt")),
        &["cannot read", "answer.txt"],
    );
    assert_bad_input(
        mayan()
            .arg("check")
            .arg(root("no/such/input.in"))
            .arg(root(SAMPLE)),
        &["cannot read", "input.in"],
    );
}

// ---------------------------------------------------------------- explain

#[test]
fn explain_without_answer_replays_the_solvers_solution_stage_by_stage() {
    run(&["explain"], &[root(SAMPLE)]).code(0).stdout(
        contains("Start: 5 x 7 board, drag rules, exactly 3 moves to clear it")
            .and(contains(format!("The smallest solution:\n{SAMPLE_ANSWER}")))
            .and(contains(
                "Move 1: 2 1 1   (the 3 at (2, 1) moves right: swaps with the 1 at (3, 1))",
            ))
            .and(contains("Move 3: 3 0 1"))
            .and(contains("stage 1: 6 vanish (marked *)"))
            .and(contains("stage 2: blocks fall, then 3 vanish (marked *)"))
            .and(contains("stage 3: blocks fall, then 3 vanish (marked *)"))
            .and(contains("stage 4").not())
            .and(contains(" 0 | 1* 1* 1* 4  4"))
            .and(contains("Result: the board is clear after 3 moves.")),
    );
}

#[test]
fn explain_and_check_board_pictures_have_no_trailing_spaces() {
    let out = mayan().arg("explain").arg(root(SAMPLE)).output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains(" 0 | 1  2  2  3  2\n"), "{text}");
    for line in text.lines() {
        assert!(!line.ends_with(' '), "trailing space: {line:?}");
    }
    let answer = scratch("trailing.ans", b"2 1 1\n");
    let out = mayan()
        .arg("check")
        .arg(root(SAMPLE))
        .arg(answer)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    for line in String::from_utf8(out.stdout).unwrap().lines() {
        assert!(!line.ends_with(' '), "trailing space: {line:?}");
    }
}

#[test]
fn explain_without_solution_says_minus_one() {
    run(&["explain"], &[root("fixtures/noip2011/case01.in")])
        .code(0)
        .stdout(contains(
            "No solution in exactly 2 moves: the answer is -1.",
        ));
}

#[test]
fn explain_with_an_answer_file_replays_that_answer() {
    let input = scratch("null-board-explain.in", NULL_BOARD);
    let answer = scratch("explain.ans", NULL_PRUNED.as_bytes());
    run(&["explain"], &[&input, &answer]).code(0).stdout(
        contains("The smallest solution")
            .not()
            .and(contains(
                "Move 1: 1 0 1   (the 1 at (1, 0) moves right: steps into the empty cell (2, 0))",
            ))
            .and(contains(
                "Move 2: 0 0 1   (the 1 at (0, 0) moves right: steps into the empty cell (1, 0))",
            ))
            .and(contains("Result: the board is clear after 2 moves.")),
    );
    // A null move is shown as one.
    let answer = scratch("explain-null.ans", NULL_LITERAL.as_bytes());
    run(&["explain"], &[&input, &answer])
        .code(0)
        .stdout(contains("a null move: the board does not change"));
    // A wrong answer is replayed to its end and says what is left.
    let answer = scratch("explain-wrong.ans", b"1 0 1\n");
    run(&["explain"], &[&input, &answer])
        .code(0)
        .stdout(contains("Result: 3 blocks left after 1 move."));
}

#[test]
fn explain_with_an_illegal_move_exits_2_naming_it() {
    let answer = scratch("explain-illegal.ans", b"2 1 1\n0 3 1\n");
    run(&["explain"], &[&root(SAMPLE), &answer])
        .code(2)
        .stderr(contains(
            "error: move 2 (line 2): there is no block at (0, 3)",
        ));
}

// ------------------------------------------------------------------- list

#[test]
fn list_shows_each_set_and_how_to_pick_each_puzzle() {
    run(&["list"], &[root(PANEL)]).code(0).stdout(
        contains("Classic set 1 (10 puzzles)\n")
            .and(contains(
                "  --puzzle \"Classic set 1\" --index 1   moves  1 move, 3 panels\n",
            ))
            .and(contains(
                "  --puzzle \"Classic set 1\" --index 10  moves  3 moves, 10 panels\n",
            ))
            .and(contains("Ridiculous Mode (2 puzzles)"))
            .and(contains("not supported").not()),
    );
}

#[test]
fn list_marks_puzzles_it_cannot_play() {
    let file = scratch(
        "unsupported.json",
        br#"{"Puzzle Sets": [{"Set Name": "Odd", "Puzzles": [
            {"Puzzle Type": "clear", "Stack": "[====]121"},
            {"Puzzle Type": "moves", "Moves": 1, "Stack": "[==]11"},
            {"Puzzle Type": "chain", "Moves": 0, "Stack": "9191919"},
            {"Puzzle Type": "moves", "Moves": 1, "Stack": "[=]=11"}
        ]}]}"#,
    );
    mayan().arg("list").arg(&file).assert().code(0).stdout(
        contains("Odd (4 puzzles)")
            .and(contains(
                "[not supported: \"clear\" puzzles are not supported: they are won against a clock",
            ))
            // Garbage is played; malformed garbage is named.
            .and(contains("--index 2   moves  1 move, 6 panels\n"))
            .and(contains("--index 3   chain  no move limit, 7 panels\n"))
            .and(contains(
                "[not supported: `=` at stack position 4 is outside every garbage block]",
            )),
    );
}

#[test]
fn list_on_a_file_that_is_not_panel_attack_exits_2() {
    assert_bad_input(
        mayan().arg("list").arg(root(SAMPLE)),
        &[
            "noip-sample.in: not a valid Panel Attack file",
            "line 2, column 1",
        ],
    );
}

// ------------------------------------------------------------- bad input

/// `mayan solve` on `input` written to a scratch file `name` (its extension
/// matters to format detection).
fn solve_file(name: &str, input: &[u8], extra: &[&str]) -> Command {
    let path = scratch(name, input);
    let mut cmd = mayan();
    cmd.arg("solve").args(extra).arg(path);
    cmd
}

#[test]
fn bad_input_empty_file() {
    assert_bad_input(
        &mut solve_file("empty.in", b"", &[]),
        &["empty.in: not a valid NOIP input: empty input"],
    );
    assert_bad_input(
        mayan().args(["solve", "--format", "grid"]).write_stdin(""),
        &["<stdin>: not a valid grid: empty input"],
    );
}

#[test]
fn bad_input_truncated_noip() {
    assert_bad_input(
        &mut solve_file("truncated.in", b"3\n1 0\n2 1 0\n", &[]),
        &["unexpected end of input after line 3, column 5: column 2 is missing"],
    );
    assert_bad_input(
        mayan()
            .arg("solve")
            .write_stdin("3\n1 0\n2 1 0\n2 3 4 0\n3 1"),
        &["after line 5, column 3: column 3 is not closed by 0"],
    );
}

#[test]
fn bad_input_non_number_in_noip() {
    assert_bad_input(
        &mut solve_file(
            "nonnumber.in",
            b"3\n1 0\n2 x 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n",
            &[],
        ),
        &["line 3, column 3: expected a colour (an integer), found `x`"],
    );
    assert_bad_input(
        &mut solve_file("nonnumber-n.in", b"n\n1 0\n0\n0\n0\n0\n", &[]),
        &["line 1, column 1: expected the move count n (an integer), found `n`"],
    );
}

#[test]
fn bad_input_binary_junk() {
    assert_bad_input(
        &mut solve_file("junk.in", b"\x00\xff\xfe\x01 0\x7f\n\x1b[2J", &[]),
        &["line 1, column 1", "expected the move count n"],
    );
    // Junk without a hint of the format.
    let out = mayan()
        .arg("solve")
        .write_stdin(&b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"[..])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.starts_with("error: <stdin>: "), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(
        !stderr.contains('\x1a'),
        "control bytes printed raw: {stderr:?}"
    );
}

#[test]
fn bad_input_column_taller_than_seven() {
    assert_bad_input(
        &mut solve_file("tall.in", b"1\n1 2 1 2 1 2 1 2 0\n0\n0\n0\n0\n", &[]),
        &["line 2, column 15: column 0 is taller than 7 blocks"],
    );
}

#[test]
fn bad_input_colour_out_of_range() {
    assert_bad_input(
        &mut solve_file("colour11.in", b"1\n1 0\n11 0\n0\n0\n0\n", &[]),
        &["line 3, column 1: colour 11 in column 1 is out of range (1 to 10"],
    );
    assert_bad_input(
        &mut solve_file("colour-neg.in", b"1\n1 0\n0\n0\n0\n1 -2 0\n", &[]),
        &["line 6, column 3: colour -2 in column 4 is out of range"],
    );
    assert_bad_input(
        &mut solve_file("colour36.txt", b"2\n0 0\n36 1\n", &[]),
        &["line 3, column 1: colour 36 is out of range (0 for empty, 1 to 35)"],
    );
}

#[test]
fn bad_input_budget_zero_negative_or_absurd() {
    for (name, n) in [("n0.in", "0"), ("nneg.in", "-1"), ("nhuge.in", "1000000")] {
        let text = format!("{n}\n1 0\n1 0\n0\n1 0\n0\n");
        assert_bad_input(
            &mut solve_file(name, text.as_bytes(), &[]),
            &[&format!(
                "not a puzzle: the move budget must be from 1 to 50, found {n}"
            )],
        );
    }
    assert_bad_input(
        &mut solve_file(
            "nbig.in",
            b"99999999999999999999999\n1 0\n1 0\n0\n1 0\n0\n",
            &[],
        ),
        &["line 1, column 1: the move count n `99999999999999999999999` is far too large"],
    );
    for n in ["0", "-3", "51"] {
        assert_bad_input(
            mayan()
                .args(["solve", "--moves", n])
                .arg(root("examples/box-maze.txt")),
            &[&format!("the move budget must be from 1 to 50, found {n}")],
        );
    }
}

#[test]
fn bad_input_board_already_holding_a_run_of_three() {
    assert_bad_input(
        &mut solve_file("run.in", b"1\n0\n1 0\n1 0\n1 0\n0\n", &[]),
        &["already holds a run of three or more: colour 1 at cell (1, 0)"],
    );
}

#[test]
fn bad_input_text_after_the_last_column() {
    assert_bad_input(
        &mut solve_file("extra.in", b"1\n1 0\n1 0\n0\n1 0\n0\n9 9\n", &[]),
        &["line 7, column 1: unexpected `9` after the last column"],
    );
}

#[test]
fn bad_input_floating_block_in_a_grid() {
    assert_bad_input(
        &mut solve_file("floating.txt", b"2\n.1\n..\n2.\n", &[]),
        &["floating.txt: not a puzzle: the block at cell (1, 2) floats"],
    );
}

#[test]
fn bad_input_grid_rows_of_unequal_width() {
    assert_bad_input(
        &mut solve_file("unequal.txt", b"2\n1.2\n12\n", &["--format", "grid"]),
        &[
            "unequal.txt: not a valid grid: line 3, column 1: this row has 2 cells, but the first row (line 2) has 3",
        ],
    );
}

#[test]
fn bad_input_grid_bad_cell_and_too_large() {
    assert_bad_input(
        &mut solve_file("badcell.txt", b"2\n1.\n1?\n", &["--format", "grid"]),
        &["line 3, column 2: `?` is not a cell"],
    );
    let wide = format!("2\n{}\n", "1".repeat(17));
    assert_bad_input(
        &mut solve_file("wide.txt", wide.as_bytes(), &["--format", "grid"]),
        &["line 2, column 1: the grid is 17 cells wide, more than the 16 supported"],
    );
    let tall = format!("2\n{}", "1.\n".repeat(17));
    assert_bad_input(
        &mut solve_file("tall.txt", tall.as_bytes(), &["--format", "grid"]),
        &["the grid has 17 rows, more than the 16 supported"],
    );
}

#[test]
fn bad_input_grid_without_budget() {
    assert_bad_input(
        &mut solve_file("nobudget.txt", b"12\n21\n", &[]),
        &["no move budget: give --moves N"],
    );
}

#[test]
fn bad_input_noip_with_swap4_rules() {
    assert_bad_input(
        mayan()
            .args(["solve", "--rules", "swap4"])
            .arg(root(SAMPLE)),
        &["the NOIP format is played with the drag rules"],
    );
}

#[test]
fn bad_input_panel_attack_file_without_a_puzzle_picked_or_a_wrong_pick() {
    assert_bad_input(
        mayan().arg("solve").arg(root(PANEL)),
        &["holds 74 puzzles in 9 sets: pick one by set name and number with --puzzle"],
    );
    // An unknown set: the closest few names, not all of them.
    let out = mayan()
        .args(["solve", "--puzzle", "Classic set 9", "--index", "1"])
        .arg(root(PANEL))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("no puzzle set named \"Classic set 9\"; the closest of the file's 9 sets: \"Classic set 1\", "),
        "{stderr}"
    );
    assert!(!stderr.contains("Bagagle"), "{stderr}");
    assert!(stderr.contains("shows them all)"), "{stderr}");
    assert_bad_input(
        mayan()
            .args(["solve", "--puzzle", "Nope", "--index", "1"])
            .arg(root(PANEL)),
        &[
            "no puzzle set named \"Nope\" among the file's 9 sets",
            "(`mayan list ",
        ],
    );
    // A move limit written as a string says so.
    let file = scratch(
        "moves-string.json",
        br#"{"Puzzle Sets": [{"Set Name": "s", "Puzzles": [{"Moves": "1", "Stack": "10110"}]}]}"#,
    );
    assert_bad_input(
        mayan().arg("solve").arg(&file),
        &["set \"s\", puzzle 1: \"Moves\" must be a number, and it is a string (\"1\")"],
    );
    assert_bad_input(
        mayan()
            .args(["solve", "--puzzle", "Classic set 1", "--index", "11"])
            .arg(root(PANEL)),
        &["set \"Classic set 1\" has puzzles 1 to 10, not 11"],
    );
    assert_bad_input(
        mayan()
            .args(["solve", "--puzzle", "Classic set 1", "--index", "1"])
            .arg(root(SAMPLE)),
        &["--puzzle and --index pick a puzzle from a Panel Attack file"],
    );
    let file = scratch("broken.json", b"{\"Puzzle Sets\": [");
    assert_bad_input(
        mayan().arg("solve").arg(&file),
        &["not a valid Panel Attack file: line 1, column 17"],
    );
}

#[test]
fn bad_input_missing_file() {
    assert_bad_input(
        mayan().arg("solve").arg(root("no/such/puzzle.in")),
        &["cannot read", "puzzle.in"],
    );
}

#[test]
fn bad_usage_exits_2_with_a_message_on_stderr() {
    assert_usage_error(
        mayan().args(["solve", "--bogus"]).assert(),
        "unexpected argument '--bogus'",
    );
    assert_usage_error(
        run(&["solve", "--goal", "fastest"], &[root(SAMPLE)]),
        "invalid value 'fastest'",
    );
    assert_usage_error(mayan().assert(), "Usage");
    assert_usage_error(run(&["check"], &[root(SAMPLE)]), "required");
}

// Issue 18: a NOIP file cut short was answered as a grid (exit 0).
#[test]
fn regression_a_broken_noip_file_gets_the_noip_error_not_a_grid_answer() {
    for (name, text) in [
        ("cut.in", &b"2\n1 1 2 0\n2 2 1 0\n"[..]),
        ("cut.txt", b"3\n2 0\n2 0\n3 0\n2 0\n"),
    ] {
        let file = scratch(name, text);
        assert_bad_input(
            mayan().arg("solve").arg(&file),
            &[
                &format!("{name}: not a valid NOIP input: unexpected end of input"),
                "(it reads as a grid: pass --format grid)",
            ],
        );
    }
}

#[test]
fn subcommands_left_out_of_the_build_name_their_feature() {
    let gated = [
        ("serve", "web", cfg!(feature = "web")),
        ("play", "tui", cfg!(feature = "tui")),
        ("render", "render", cfg!(feature = "render")),
        ("show", "render", cfg!(feature = "render")),
    ];
    for (cmd, feature, built) in gated {
        if built {
            mayan().args([cmd, "--help"]).assert().success();
        } else {
            assert_usage_error(
                mayan().args([cmd, "x"]).assert(),
                &format!("this mayan was built without the `{feature}` feature"),
            );
        }
    }
    // A subcommand that no build has is still clap's error.
    assert_usage_error(
        mayan().arg("bogus").assert(),
        "unrecognized subcommand 'bogus'",
    );
}

// ------------------------------------------------------------------- help

/// The subcommands of this build.
fn subcommands() -> Vec<&'static str> {
    let mut all = vec![
        "solve", "check", "explain", "hint", "list", "verify", "gen", "convert", "batch", "merge",
        "export", "package", "duel",
    ];
    if cfg!(feature = "render") {
        all.extend(["show", "render"]);
    }
    if cfg!(feature = "tui") {
        all.push("play");
    }
    if cfg!(feature = "web") {
        all.push("serve");
    }
    all
}

/// `mayan [COMMAND] --help`.
fn help(command: Option<&str>) -> String {
    let out = mayan().args(command).arg("--help").output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    String::from_utf8(out.stdout).unwrap()
}

/// Splits an example line into words, a `"..."` group being one word.
fn words(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    let mut any = false;
    for c in line.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                any = true;
            }
            c if c.is_whitespace() && !quoted => {
                if any {
                    out.push(std::mem::take(&mut word));
                    any = false;
                }
            }
            c => {
                word.push(c);
                any = true;
            }
        }
    }
    if any {
        out.push(word);
    }
    out
}

#[test]
fn regression_help_examples_on_the_repository_files_have_an_answer() {
    // `solve --help` counted the box maze's solutions under the drag rules,
    // where it has none: the example printed `0`.
    let mut ran = 0;
    for command in std::iter::once(None).chain(subcommands().into_iter().map(Some)) {
        for line in help(command).lines() {
            let Some(example) = line.trim_start().strip_prefix("mayan ") else {
                continue;
            };
            let example = example.split(" #").next().unwrap_or_default();
            let args = words(example);
            // The examples that run here: no pipe or redirection, no
            // server or player, and every file they name is in the
            // repository (not `answer.txt`, `case.in` or `--out data/`).
            let runs = !example.contains(['|', '<', '>'])
                && !matches!(args[0].as_str(), "play" | "serve")
                && args
                    .iter()
                    .filter(|a| !a.starts_with('-') && (a.contains('/') || a.contains('.')))
                    .all(|a| root(a).exists());
            if !runs {
                continue;
            }
            let out = mayan().args(&args).current_dir(root("")).output().unwrap();
            let stdout = String::from_utf8_lossy(&out.stdout);
            assert_eq!(
                out.status.code(),
                Some(0),
                "mayan {example}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            assert!(
                !matches!(stdout.trim(), "" | "0" | "-1"),
                "mayan {example} finds nothing: {stdout:?}"
            );
            ran += 1;
        }
    }
    assert!(ran >= 15, "only {ran} help examples ran");
}

#[test]
fn regression_check_help_and_every_searching_command_name_exit_code_3() {
    // `check --help` listed exit codes 0 to 2 only, though a stopped search
    // exits 3 there as everywhere.
    let searching = [
        "solve", "check", "explain", "hint", "gen", "convert", "batch", "verify", "package", "duel",
    ];
    let gated = ["show", "render"];
    for command in subcommands() {
        if !searching.contains(&command) && !gated.contains(&command) {
            continue;
        }
        let text = help(Some(command));
        let codes = text
            .split_once("Exit codes:")
            .unwrap_or_else(|| panic!("no exit codes in `mayan {command} --help`"))
            .1;
        assert!(
            codes.contains("; 3 ") || codes.contains("\n3 "),
            "`mayan {command} --help` does not name exit code 3: {codes}"
        );
    }
}

#[test]
fn regression_help_shows_no_example_of_a_command_the_build_left_out() {
    // A solver-only `mayan --help` had examples of `render`, `play` and
    // `serve`, which it does not have.
    let text = help(None);
    for (command, built) in [
        ("show", cfg!(feature = "render")),
        ("render", cfg!(feature = "render")),
        ("play", cfg!(feature = "tui")),
        ("serve", cfg!(feature = "web")),
    ] {
        assert_eq!(
            text.contains(&format!("  mayan {command}")),
            built,
            "`mayan {command}` in `mayan --help`:\n{text}"
        );
    }
    assert!(
        text.contains("  mayan solve examples/noip-sample.in"),
        "{text}"
    );
    assert!(text.contains("Exit codes: 0 success"), "{text}");
}
