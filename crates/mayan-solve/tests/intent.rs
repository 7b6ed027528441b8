//! Intent goals (`mayan_solve::intent`): a chain of at least k stages and a
//! target board, against the simple engine taught them
//! (`mayan_oracle::reference::solve_intent`, stages counted by
//! `SimpleBoard::play_stages`) on random small boards, every goal, both
//! null-move readings, drag and swap4; and every answer judged: the
//! smallest accepted as such, -1 accepted exactly when nothing reaches the
//! intent, an answer cut short not reached.

use mayan_core::format::notation::{parse_answer, write_answer};
use mayan_core::{Board, MoveSet, Notation, Puzzle};
use mayan_oracle::reference;
use mayan_solve::intent::{self, Intent, IntentError};
use mayan_solve::judge::Kind;
use mayan_solve::{Goal, Options};

use crate::common::Rng;
use crate::differential::random_board;

const BOARDS: usize = 150;

fn puzzle(board: &Board, rules: MoveSet, n: u32, goal: Goal) -> Puzzle {
    Puzzle::new(*board, rules, i64::from(n), Notation::Plain)
        .unwrap()
        .with_goal(goal)
}

/// A board some moves from `board`: a target that can be reached (or, when
/// nothing moves, `board` itself).
fn reachable(board: &Board, rules: MoveSet, rng: &mut Rng, moves: usize) -> Board {
    let mut b = *board;
    for _ in 0..moves {
        let mut all = Vec::new();
        b.for_each_move(rules, false, |mv, _| {
            all.push(mv);
            true
        });
        if all.is_empty() {
            break;
        }
        b = b.play(all[rng.index(all.len())], rules).unwrap();
    }
    b
}

#[test]
fn intents_agree_with_the_simple_engine_and_every_answer_is_judged_right() {
    let mut rng = Rng::new(0x1a7e_a7c0_0000_0031);
    let opts = Options::default();
    let (mut found, mut none) = (0, 0);
    for case in 0..BOARDS {
        let board = random_board(&mut rng);
        let rules = if case % 3 == 0 {
            MoveSet::Swap4
        } else {
            MoveSet::Drag
        };
        let steps = 1 + rng.index(3);
        let target = reachable(&board, rules, &mut rng, steps);
        let intents = [
            Intent::Chain(1),
            Intent::Chain(2),
            Intent::Chain(3),
            Intent::Target(Box::new(target)),
        ];
        for it in &intents {
            for goal in [Goal::Exact, Goal::AtMost, Goal::Shortest] {
                for null_moves in [true, false] {
                    let n = (1 + rng.index(3)) as u32;
                    let p = puzzle(&board, rules, n, goal);
                    let o = Options {
                        null_moves,
                        ..opts.clone()
                    };
                    let fast = intent::solve(&p, it, &o).unwrap().moves;
                    let reached = |stages: usize, after: &Board| it.reached(stages, after);
                    let slow =
                        reference::solve_intent(&board, rules, n, null_moves, goal, &reached);
                    assert_eq!(
                        fast, slow,
                        "case {case} {it:?} {goal} n={n} null={null_moves} {rules}\n{board}"
                    );
                    // The judge: the answer found is the smallest; -1 is
                    // right exactly when there is none.
                    let text = write_answer(fast.as_deref(), Notation::Plain);
                    let answer = parse_answer(text.as_bytes()).unwrap();
                    let v = intent::judge(&p, it, &answer, null_moves, &o).unwrap();
                    match &fast {
                        Some(m) => {
                            found += 1;
                            if goal == Goal::AtMost {
                                // Any solution wins under at most: no search.
                                assert_eq!(v.kind, Kind::Solution, "{}: {text}", v.reason);
                            } else {
                                assert_eq!(v.kind, Kind::Smallest, "{}: {text}", v.reason);
                                assert_eq!(v.smallest(), Some(m.as_slice()));
                            }
                            if let [first, .., _] = m.as_slice() {
                                // Cut after its first move: not reached (or,
                                // the intent reached in one, rejected as early).
                                let cut = write_answer(Some(&[*first]), Notation::Plain);
                                let answer = parse_answer(cut.as_bytes()).unwrap();
                                let v = intent::judge(&p, it, &answer, null_moves, &o).unwrap();
                                assert!(!v.accepted(), "{}: {cut}", v.reason);
                            }
                            let minus = parse_answer(b"-1").unwrap();
                            let v = intent::judge(&p, it, &minus, null_moves, &o).unwrap();
                            assert_eq!(v.kind, Kind::MissedSolution, "{}", v.reason);
                        }
                        None => {
                            none += 1;
                            assert_eq!(v.kind, Kind::NoSolution, "{}: {text}", v.reason);
                        }
                    }
                }
            }
        }
    }
    // Both kinds of answer are common enough to mean something.
    assert!(found > 300 && none > 300, "{found} solved, {none} without");
}

#[test]
fn a_chain_of_two_is_found_in_the_fewest_moves_and_judged() {
    // Swapping the 3 and the last 1 makes three 1s in the bottom row; the
    // 2s above two of them fall beside the first 2: a second stage.
    let board = mayan_core::format::grid::parse(b".....\n.22..\n21131\n").unwrap();
    let p = puzzle(&board.board, MoveSet::Drag, 3, Goal::Shortest);
    let found = intent::solve(&p, &Intent::Chain(2), &Options::default()).unwrap();
    let moves = found.moves.expect("a chain of two");
    assert_eq!(moves.len(), 1, "{moves:?}");
    let played = board.board.play_traced(moves[0], MoveSet::Drag).unwrap();
    assert!(played.stages.len() >= 2);
    // Three stages are out of reach: too few blocks.
    let three = intent::solve(&p, &Intent::Chain(3), &Options::default()).unwrap();
    assert_eq!(three.moves, None);
}

#[test]
fn targets_that_do_not_fit_are_refused_with_a_reason() {
    let board = mayan_core::format::grid::parse(b"...\n1..\n11.\n")
        .unwrap()
        .board;
    let p = puzzle(&board, MoveSet::Drag, 2, Goal::Exact);
    let small = Board::new(2, 2).unwrap();
    assert_eq!(
        Intent::Target(Box::new(small)).check(&p),
        Err(IntentError::TargetSize {
            puzzle: (3, 3),
            target: (2, 2)
        })
    );
    let mut floating = Board::new(3, 3).unwrap();
    floating.set(0, 2, 1);
    assert_eq!(
        Intent::Target(Box::new(floating)).check(&p),
        Err(IntentError::TargetUnsettled)
    );
    assert_eq!(Intent::Chain(0).check(&p), Err(IntentError::ZeroChain));
    let e = mayan_i18n::with(mayan_i18n::Lang::En, || {
        IntentError::TargetUnsettled.to_string()
    });
    assert!(e.contains("floats"), "{e}");
    let e = mayan_i18n::with(mayan_i18n::Lang::Zh, || {
        IntentError::TargetUnsettled.to_string()
    });
    assert!(e.contains("悬空"), "{e}");
}

#[test]
fn the_start_as_target_is_the_empty_answer_except_under_exact() {
    let board = mayan_core::format::grid::parse(b"...\n12.\n21.\n")
        .unwrap()
        .board;
    let it = Intent::Target(Box::new(board));
    for (goal, want) in [
        (Goal::AtMost, Some(Vec::new())),
        (Goal::Shortest, Some(Vec::new())),
    ] {
        let p = puzzle(&board, MoveSet::Drag, 2, goal);
        assert_eq!(
            intent::solve(&p, &it, &Options::default()).unwrap().moves,
            want
        );
    }
    // Under exact the n moves must be played, and play stops at the start.
    let p = puzzle(&board, MoveSet::Drag, 2, Goal::Exact);
    assert_eq!(
        intent::solve(&p, &it, &Options::default()).unwrap().moves,
        None
    );
}
