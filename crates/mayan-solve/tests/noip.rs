//! The solver against recorded answers: the official NOIP 2011 data and 200
//! random NOIP boards, under both readings of null moves (docs/spec.md section 2),
//! byte for byte in the NOIP notation. Every solution printed is replayed
//! to an empty board in exactly `n` moves.

use std::path::{Path, PathBuf};

use mayan_core::format::notation::write_answer;
use mayan_core::read::{Format, ReadOptions, read_puzzle};
use mayan_core::{Move, Notation, Puzzle};
use mayan_solve::{Goal, Options, solve};

/// Replays a NOIP solution (drag rules; NOIP boards have no grey blocks, so
/// clear means empty).
fn replay(p: &Puzzle, moves: &[Move], null_moves: bool) -> Result<(), String> {
    crate::common::replay(p.board(), p.rules(), moves, null_moves)
}

fn fixtures(dir: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures")
        .join(dir)
}

/// The `.in` files of a fixture folder, sorted, with their stem.
fn inputs(dir: &str) -> Vec<(String, PathBuf)> {
    let mut v: Vec<(String, PathBuf)> = std::fs::read_dir(fixtures(dir))
        .unwrap_or_else(|e| panic!("fixtures/{dir}: {e}"))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .map(|p| (p.file_stem().unwrap().to_str().unwrap().to_string(), p))
        .collect();
    v.sort();
    v
}

/// The NOIP puzzle in `text`; `name` says where it came from.
fn noip_puzzle(text: &[u8], name: &str) -> Puzzle {
    let noip = ReadOptions {
        format: Some(Format::Noip),
        ..ReadOptions::default()
    };
    read_puzzle(text, &noip).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn puzzle(path: &Path) -> Puzzle {
    let bytes = std::fs::read(path).unwrap();
    noip_puzzle(&bytes, &path.display().to_string())
}

fn options(null_moves: bool) -> Options {
    Options {
        null_moves,
        ..Options::default()
    }
}

/// Solves every case of a folder and compares with the answer file of the
/// given suffix; returns how many were solvable.
fn check_folder(dir: &str, suffix: &str, null_moves: bool, expect_cases: usize) -> usize {
    let cases = inputs(dir);
    assert_eq!(cases.len(), expect_cases, "fixtures/{dir} is incomplete");
    let mut failures = Vec::new();
    let mut solved = 0;
    for (stem, path) in &cases {
        let p = puzzle(path);
        let want = std::fs::read_to_string(fixtures(dir).join(format!("{stem}{suffix}"))).unwrap();
        let out = solve(&p.clone().with_goal(Goal::Exact), &options(null_moves)).unwrap();
        let got = write_answer(out.moves.as_deref(), Notation::Noip);
        if got != want {
            failures.push(format!("{stem}: expected\n{want}got\n{got}"));
            continue;
        }
        if let Some(moves) = &out.moves {
            solved += 1;
            assert_eq!(moves.len(), p.budget() as usize, "{stem}");
            if let Err(e) = replay(&p, moves, null_moves) {
                failures.push(format!("{stem}: the solution does not replay: {e}"));
            }
            if let Err(e) = crate::common::plan_holds(p.board(), p.rules(), moves) {
                failures.push(format!("{stem}: the plan of the solution is wrong: {e}"));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases wrong (null moves {null_moves}):\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
    solved
}

#[test]
fn official_noip2011_cases_literal_reading() {
    let solved = check_folder("noip2011", ".ans", true, 11);
    // Cases 01 and 06 answer -1.
    assert_eq!(solved, 9);
}

#[test]
fn official_noip2011_cases_no_null_moves_reading() {
    // The official data does not tell the two readings apart.
    assert_eq!(check_folder("noip2011", ".ans", false, 11), 9);
}

#[test]
fn official_noip2011_cases_at_most_n_gives_the_same_answers() {
    for (stem, path) in inputs("noip2011") {
        let p = puzzle(&path);
        let want =
            std::fs::read_to_string(fixtures("noip2011").join(format!("{stem}.ans"))).unwrap();
        for goal in [Goal::AtMost, Goal::Shortest] {
            let out = solve(&p.clone().with_goal(goal), &options(true)).unwrap();
            let got = write_answer(out.moves.as_deref(), Notation::Noip);
            assert_eq!(got, want, "{stem} with goal {goal}");
        }
    }
}

#[test]
fn noip_sample_solution_is_the_statements() {
    let p = puzzle(&fixtures("noip2011").join("case00.in"));
    let out = solve(&p, &Options::default()).unwrap();
    assert_eq!(
        write_answer(out.moves.as_deref(), Notation::Noip),
        "2 1 1\n3 1 1\n3 0 1\n"
    );
    assert!(out.nodes > 0);
}

#[test]
fn random_noip_cases_literal_reading() {
    let solved = check_folder("noip-random", ".literal.ans", true, 200);
    assert!(solved >= 20, "only {solved} solvable: fixtures changed?");
}

#[test]
fn random_noip_cases_no_null_moves_reading() {
    let solved = check_folder("noip-random", ".pruned.ans", false, 200);
    assert!(solved >= 20, "only {solved} solvable: fixtures changed?");
}

#[test]
fn random_noip_fixtures_differ_between_readings_on_ten_boards() {
    // docs/spec.md section 2: the readings differ on about 2 in 100 small boards.
    // This pins the fixtures, so that the two tests above really test both.
    let differ = inputs("noip-random")
        .iter()
        .filter(|(stem, _)| {
            let read = |s: &str| std::fs::read(fixtures("noip-random").join(format!("{stem}{s}")));
            read(".literal.ans").unwrap() != read(".pruned.ans").unwrap()
        })
        .count();
    assert_eq!(differ, 10);
}

#[test]
fn the_two_readings_give_different_smallest_answers_on_a_hand_made_board() {
    // Row 0: 1 1 . 1 . with n = 2. Literally, swapping the two 1s on the
    // left is a (null) move, and the smallest solution is that swap, then
    // the right 1 dragged left. Without null moves the smallest is: the
    // second 1 steps right into the gap, then the first follows it.
    let p = puzzle_from(b"2\n1 0\n1 0\n0\n1 0\n0\n");
    let literal = solve(&p.clone().with_goal(Goal::Exact), &options(true))
        .unwrap()
        .moves;
    let pruned = solve(&p.clone().with_goal(Goal::Exact), &options(false))
        .unwrap()
        .moves;
    assert_eq!(
        write_answer(literal.as_deref(), Notation::Noip),
        "0 0 1\n3 0 -1\n"
    );
    assert_eq!(
        write_answer(pruned.as_deref(), Notation::Noip),
        "1 0 1\n0 0 1\n"
    );
    replay(&p, &literal.unwrap(), true).unwrap();
    replay(&p, &pruned.unwrap(), false).unwrap();
    // The shortest solution is one move, whatever the reading.
    for null_moves in [true, false] {
        let short = solve(&p.clone().with_goal(Goal::Shortest), &options(null_moves)).unwrap();
        assert_eq!(
            write_answer(short.moves.as_deref(), Notation::Noip),
            "3 0 -1\n"
        );
    }
    // One move clears the board, so exactly three cannot be spent without
    // padding: literal pads with null moves, the pruned reading has to make
    // three real moves.
    let p3 = puzzle_from(b"3\n1 0\n1 0\n0\n1 0\n0\n");
    let literal3 = solve(&p3.clone().with_goal(Goal::Exact), &options(true))
        .unwrap()
        .moves
        .unwrap();
    assert_eq!(literal3[..2], [Move::new(0, 0, mayan_core::Dir::Right); 2]);
    replay(&p3, &literal3, true).unwrap();
    let pruned3 = solve(&p3.clone().with_goal(Goal::Exact), &options(false))
        .unwrap()
        .moves;
    assert_eq!(
        write_answer(pruned3.as_deref(), Notation::Noip),
        "1 0 1\n2 0 -1\n3 0 -1\n"
    );
    replay(&p3, &pruned3.unwrap(), false).unwrap();
}

#[test]
fn regression_sleeping_swaps_never_include_the_swap_back() {
    // Columns [1], [1], [2], [1, 2, 2]: swapping (2, 0) right clears the
    // board. With n = 3 and no null moves, the two spare moves are the
    // smallest quiet swap and the same swap back. A first version of the
    // sleeping swaps (swaps that commute with the quiet swap just played
    // and come before it) counted the swap itself among them, skipped the
    // swap back and answered `3 1 1`, `2 0 1`, `3 0 -1` instead. The
    // reference programs that skip null moves agree with this answer.
    let p = puzzle_from(b"3\n1 0\n1 0\n2 0\n1 2 2 0\n0\n");
    for threads in [1, 2] {
        let opts = Options {
            threads,
            ..options(false)
        };
        let moves = solve(&p, &opts).unwrap().moves;
        assert_eq!(
            write_answer(moves.as_deref(), Notation::Noip),
            "1 0 1\n1 0 1\n2 0 1\n",
            "{threads} threads"
        );
        replay(&p, &moves.unwrap(), false).unwrap();
    }
}

fn puzzle_from(text: &[u8]) -> Puzzle {
    noip_puzzle(text, "inline puzzle")
}
