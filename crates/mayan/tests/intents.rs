//! Intent goals on the command line (issue 31; docs/spec.md section 4,
//! "Intent goals"): `--goal chain:K` and `--target FILE` in `solve` and
//! `check`, and the clear errors of every other use.

use predicates::prelude::*;
use predicates::str::contains;

use crate::cli::{PANEL, mayan, root, scratch};

/// One move here (`3 0 R`) makes a chain of two stages: the 1s meet, and
/// the 2s fall into a line.
const CHAIN_OF_TWO: &[u8] = b".....\n.22..\n21131\n";

#[test]
fn solve_finds_the_fewest_moves_to_a_chain_and_says_when_there_is_none() {
    let board = scratch("intent-chain.txt", CHAIN_OF_TWO);
    mayan()
        .args(["solve", "--moves", "3", "--goal", "chain:2"])
        .arg(&board)
        .assert()
        .code(0)
        .stdout("3 0 R\n");
    mayan()
        .args(["solve", "--moves", "3", "--goal", "chain:3"])
        .arg(&board)
        .assert()
        .code(0)
        .stdout("-1\n")
        .stderr(contains(
            "no solution: a chain of at least 3 stages in the fewest moves, up to 3",
        ));
}

#[test]
fn a_panel_attack_puzzle_takes_a_chain_goal_in_its_own_notation() {
    mayan()
        .args([
            "solve",
            "--goal",
            "chain:2",
            "--puzzle",
            "Classic set 1",
            "--index",
            "5",
        ])
        .arg(root(PANEL))
        .assert()
        .code(0)
        .stdout("r1c5\n");
}

#[test]
fn a_target_lower_than_the_board_is_read_with_empty_rows_on_top() {
    let board = scratch("intent-target-board.txt", CHAIN_OF_TWO);
    let target = scratch("intent-target.txt", b"....3\n");
    mayan()
        .args(["solve", "--moves", "3", "--goal", "shortest", "--target"])
        .arg(&target)
        .arg(&board)
        .assert()
        .code(0)
        .stdout("3 0 R\n");
    // The grid's default goal, exact: null moves first, then the move.
    mayan()
        .args(["solve", "--moves", "3", "--target"])
        .arg(&target)
        .arg(&board)
        .assert()
        .code(0)
        .stdout("0 0 R\n0 0 R\n3 0 R\n");
}

#[test]
fn check_judges_an_answer_for_an_intent() {
    let board = scratch("intent-check-board.txt", CHAIN_OF_TWO);
    let right = scratch("intent-check-right.txt", b"3 0 1\n");
    let none = scratch("intent-check-none.txt", b"-1\n");
    mayan()
        .args(["check", "--moves", "3", "--goal", "chain:2"])
        .arg(&board)
        .arg(&right)
        .assert()
        .code(0)
        .stdout(contains(
            "accepted: a solution in 1 move, and the smallest for a chain of at least 2 stages",
        ));
    mayan()
        .args(["check", "--moves", "3", "--goal", "chain:2"])
        .arg(&board)
        .arg(&none)
        .assert()
        .code(1)
        .stdout(contains(
            "rejected: the answer is -1, but a solution for a chain",
        ));
    mayan()
        .args(["check", "--moves", "3", "--goal", "chain:3"])
        .arg(&board)
        .arg(&right)
        .assert()
        .code(1)
        .stdout(contains("rejected: after 1 move the goal is not reached"));
    // The judge's text follows the language; its JSON does not.
    mayan()
        .args(["--lang", "zh", "check", "--moves", "3", "--goal", "chain:3"])
        .arg(&board)
        .arg(&right)
        .assert()
        .code(1)
        .stdout(contains("1 步之后目标没有达成"));
    let json = |lang: &str| {
        let out = mayan()
            .args([
                "--lang", lang, "check", "--json", "--moves", "3", "--goal", "chain:3",
            ])
            .arg(&board)
            .arg(&right)
            .output()
            .unwrap();
        out.stdout
    };
    assert_eq!(json("en"), json("zh"));
}

#[test]
fn intent_flags_are_refused_with_a_reason_where_they_mean_nothing() {
    let board = scratch("intent-refused.txt", CHAIN_OF_TWO);
    let target = scratch("intent-refused-target.txt", b"....3\n");
    let answer = scratch("intent-refused-answer.txt", b"3 0 1\n");
    let refused = |args: &[&str], why: &str| {
        mayan()
            .args(args)
            .arg(&board)
            .assert()
            .code(2)
            .stderr(contains(why.to_string()));
    };
    refused(
        &["solve", "--moves", "3", "--goal", "chain:0"],
        "`chain:0`: a chain goal is `chain:K` with K a whole number from 1",
    );
    refused(
        &["solve", "--moves", "3", "--goal", "chain:x"],
        "`chain:x`: a chain goal is `chain:K`",
    );
    refused(
        &["solve", "--moves", "3", "--goal", "most"],
        "invalid value 'most' for '--goal <GOAL>' (possible values: exact, at-most, shortest, chain:K)",
    );
    refused(
        &["solve", "--count", "--moves", "3", "--goal", "chain:2"],
        "`--count`, `--all` and `--unique` count solutions that clear the board",
    );
    refused(
        &["hint", "--moves", "3", "--goal", "chain:2"],
        "are taken by `mayan solve` and `mayan check` (without `--judge`) only",
    );
    let target = target.to_str().unwrap();
    refused(
        &[
            "solve", "--moves", "3", "--goal", "chain:2", "--target", target,
        ],
        "ask for two different things",
    );
    mayan()
        .args(["check", "--explain", "--moves", "3", "--goal", "chain:2"])
        .arg(&board)
        .arg(&answer)
        .assert()
        .code(2)
        .stderr(contains("`--explain` explains clearing the board"));
    // A target of another width, and one no move can leave.
    let wide = scratch("intent-wide.txt", b"......\n..2...\n");
    mayan()
        .args(["solve", "--moves", "3", "--target"])
        .arg(&wide)
        .arg(&board)
        .assert()
        .code(2)
        .stderr(contains("the target board is 6 x 2, the puzzle's 5 x 3"));
    let floating = scratch("intent-floating.txt", b"..2..\n.....\n");
    mayan()
        .args(["solve", "--moves", "3", "--target"])
        .arg(&floating)
        .arg(&board)
        .assert()
        .code(2)
        .stderr(contains("no move can leave the target board").and(contains("a block floats")));
}
