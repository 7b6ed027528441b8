//! Chain puzzles ([`Finish::Chain`]) against the simple engine taught the
//! chain rule (`mayan_oracle::reference::solve_chain`, `count_chain`,
//! `chain_wins`) on random small boards with grey blocks: every goal,
//! both null-move readings, drag and swap4; every answer replayed by the
//! simple engine and by the game; and the breadth-first walk's claim that
//! it saw every board checked against a walk of the simple engine.

use std::collections::HashSet;

use mayan_core::game::{Game, Outcome};
use mayan_core::puzzle::check_board;
use mayan_core::{Board, Finish, GREY, MoveSet, Notation, Puzzle};
use mayan_oracle::reference;
use mayan_oracle::simple::SimpleBoard;
use mayan_solve::analysis::count;
use mayan_solve::{Goal, Options, chain, solve};

use crate::common::Rng;

/// A settled board with no run: 3-5 wide, 3-4 high, 1-3 colours of three
/// blocks and 0-3 grey blocks, dropped on random columns.
fn random_board(rng: &mut Rng) -> Board {
    loop {
        let w = 3 + rng.index(3);
        let h = 3 + rng.index(2);
        let colours = 1 + rng.index(3);
        let mut blocks: Vec<u8> = (1..=colours as u8).flat_map(|c| [c; 3]).collect();
        blocks.extend(std::iter::repeat_n(GREY, rng.index(4)));
        if blocks.len() > w * h {
            continue;
        }
        for i in (1..blocks.len()).rev() {
            blocks.swap(i, rng.index(i + 1));
        }
        let mut b = Board::new(w, h).unwrap();
        for &c in &blocks {
            let x = loop {
                let x = rng.index(w);
                if b.stack_height(x) < h {
                    break x;
                }
            };
            b.set(x, b.stack_height(x), c);
        }
        if check_board(&b).is_ok() {
            return b;
        }
    }
}

const BOARDS: usize = 400;

#[test]
fn chain_search_agrees_with_the_simple_engine_on_random_boards_with_grey_blocks() {
    let mut rng = Rng::new(0x5eed_c4a1_0000_0031);
    let (mut solved, mut lost_to_the_rule) = (0, 0);
    for case in 0..BOARDS {
        let board = random_board(&mut rng);
        for rules in [MoveSet::Drag, MoveSet::Swap4] {
            let n = (1 + rng.index(3)) as u32;
            let puzzle = Puzzle::new(board, rules, n as i64, Notation::PanelAttack)
                .unwrap()
                .with_finish(Finish::Chain);
            for goal in [Goal::Exact, Goal::AtMost, Goal::Shortest] {
                let p = puzzle.clone().with_goal(goal);
                for null_moves in [true, false] {
                    let opts = Options {
                        null_moves,
                        ..Options::default()
                    };
                    let fast = solve(&p, &opts).unwrap().moves;
                    let slow = reference::solve_chain(&board, rules, n, null_moves, goal);
                    let at = format!(
                        "case {case}: {rules}, n = {n}, goal {goal}, null moves {null_moves}, board:\n{board}"
                    );
                    assert_eq!(fast, slow, "{at}");
                    if let Some(moves) = &fast {
                        solved += 1;
                        assert!(reference::chain_wins(&board, rules, moves), "{at}");
                        let mut game = Game::new(p.clone(), null_moves);
                        game.play_all(moves).unwrap();
                        assert!(matches!(game.outcome(), Outcome::Won { .. }), "{at}");
                    }
                }
                // Counts ignore null moves, under either reading.
                let exact = goal == Goal::Exact;
                let expected = match goal {
                    Goal::Shortest => match reference::solve_chain(&board, rules, n, false, goal) {
                        Some(m) => reference::count_chain(&board, rules, m.len() as u32, true),
                        None => 0,
                    },
                    _ => reference::count_chain(&board, rules, n, exact),
                };
                assert_eq!(
                    count(&p, &Options::default()).unwrap(),
                    u128::from(expected),
                    "case {case}: count, {rules}, n = {n}, goal {goal}, board:\n{board}"
                );
            }
            // Boards the clear rule solves but the chain rule does not.
            let clear = solve(
                &puzzle
                    .clone()
                    .with_finish(Finish::Clear)
                    .with_goal(Goal::AtMost),
                &Options::default(),
            )
            .unwrap()
            .moves;
            let chain = solve(&puzzle.clone().with_goal(Goal::AtMost), &Options::default())
                .unwrap()
                .moves;
            if clear.is_some() && chain.is_none() {
                lost_to_the_rule += 1;
            }
        }
    }
    assert!(solved >= BOARDS, "only {solved} solved");
    assert!(
        lost_to_the_rule >= 20,
        "only {lost_to_the_rule} boards tell the rules apart"
    );
}

/// Every board the simple engine reaches from `board` by moves that make
/// nothing vanish, the start included.
fn closure(board: &Board, rules: MoveSet) -> usize {
    let start = SimpleBoard::from_board(board);
    let mut seen = HashSet::from([start.rows.clone()]);
    let mut todo = vec![start];
    while let Some(b) = todo.pop() {
        for mv in b.legal_moves(rules) {
            let (next, vanished) = b.play_counting(mv);
            if !vanished && seen.insert(next.rows.clone()) {
                todo.push(next);
            }
        }
    }
    seen.len()
}

#[test]
fn a_walk_that_says_it_saw_every_board_saw_every_board_and_none_wins() {
    let mut rng = Rng::new(0x0c1a_5ed0_0000_0031);
    let mut exhausted = 0;
    for case in 0..150 {
        let board = random_board(&mut rng);
        let puzzle = Puzzle::new(board, MoveSet::Drag, 50, Notation::PanelAttack)
            .unwrap()
            .with_finish(Finish::Chain)
            .with_goal(Goal::Shortest);
        let walk = chain::shortest(&puzzle, &Options::default()).unwrap();
        if walk.exhausted {
            exhausted += 1;
            assert!(walk.moves.is_none());
            assert_eq!(
                walk.boards as usize,
                closure(&board, MoveSet::Drag),
                "case {case}, board:\n{board}"
            );
            // No board of the closure has a winning move.
            assert_eq!(
                reference::solve_chain(&board, MoveSet::Drag, 3, false, Goal::Shortest),
                None,
                "case {case}"
            );
        } else {
            let moves = walk
                .moves
                .as_ref()
                .expect("a walk within memory either wins or is exhausted");
            assert!(
                reference::chain_wins(&board, MoveSet::Drag, moves),
                "case {case}"
            );
        }
    }
    assert!(exhausted >= 10, "only {exhausted} walks exhausted");
}

#[test]
fn a_walk_out_of_memory_is_a_stopped_search_not_a_proof() {
    // A full board whose walk passes 2 million boards, given room for 1024.
    let text = b"moves=50 goal=shortest finish=chain\n1#2#3\n#1#2#\n3#1#2\n#3#1#\n2#3##\n";
    let setup = mayan_core::read::read(text, &mayan_core::ReadOptions::default())
        .unwrap()
        .setup;
    let puzzle = setup.into_puzzle().unwrap();
    assert_eq!(puzzle.finish(), Finish::Chain);
    let opts = Options {
        memory_bytes: 1024 * chain::WALK_BYTES,
        ..Options::default()
    };
    let walk = chain::shortest(&puzzle, &opts).unwrap();
    assert!(!walk.exhausted && walk.moves.is_none(), "{walk:?}");
    assert_eq!(walk.boards, 1024);
    let err = solve(&puzzle, &opts).unwrap_err();
    assert_eq!(err.halt(), mayan_solve::Halt::NodeLimit);
}
