//! The generator's step check (`packed::step_check`: is the board unique,
//! given that a move leads to a unique board?) against the brute-force
//! counter, on random boards of both move sets.

use mayan_core::{Board, MoveSet};
use mayan_oracle::reference;
use mayan_solve::Options;
use mayan_solve::packed::{Found, step_check};

use crate::common::{Rng, drop_randomly, replay};

/// Exactly one solution of at most `k` moves, and it has `k` (the
/// brute-force counts).
fn unique(board: &Board, rules: MoveSet, k: u32) -> bool {
    reference::count(board, rules, k, false) == 1 && reference::count(board, rules, k, true) == 1
}

#[test]
fn step_check_agrees_with_the_brute_force_count() {
    let mut rng = Rng::new(34);
    let (mut checked, mut unique_found, mut second_found) = (0, 0, 0);
    for case in 0..1500 {
        let rules = if case % 3 == 2 {
            MoveSet::Swap4
        } else {
            MoveSet::Drag
        };
        let (w, h) = (3 + rng.below(3) as usize, 3 + rng.below(3) as usize);
        let colours = 2 + rng.below(3) as u8;
        let mut cells = Vec::new();
        for _ in 0..1 + rng.below(4) {
            let c = 1 + rng.below(u64::from(colours)) as u8;
            cells.extend([c, c, c]);
        }
        let board = drop_randomly(&mut rng, w, h, &cells);
        if board.is_clear() {
            continue;
        }
        let k = 1 + rng.below(3) as u32;
        // A first move that leads to a board unique in k - 1 moves (that
        // clears it, for k = 1): what the construction knows of a step.
        let mut taken = None;
        board.for_each_move(rules, false, |mv, _| {
            let Ok(child) = board.play(mv, rules) else {
                return true;
            };
            let ok = if k == 1 {
                child.is_clear()
            } else {
                !child.is_clear() && unique(&child, rules, k - 1)
            };
            if ok {
                taken = Some(mv);
            }
            !ok
        });
        let Some(taken) = taken else {
            continue;
        };
        let opts = Options {
            memory_bytes: 8 << 20,
            ..Options::default()
        };
        let mut check = step_check(w, h, colours, rules, &opts).unwrap();
        let got = check.other_start(&board, taken, k).unwrap();
        let want = unique(&board, rules, k);
        assert_eq!(got.is_none(), want, "{rules} k={k} taken {taken}:\n{board}");
        checked += 1;
        match got {
            None => unique_found += 1,
            Some(Found::Solution(second)) => {
                second_found += 1;
                assert_ne!(second[0], taken, "{board}");
                assert!(second.len() <= k as usize, "{second:?}");
                replay(&board, rules, &second, false).unwrap();
            }
            Some(Found::NotAMove) => panic!("{taken} is a move of\n{board}"),
        }
    }
    assert!(
        checked > 200 && unique_found > 30 && second_found > 30,
        "{checked} checked: {unique_found} unique, {second_found} not"
    );
}

#[test]
fn step_check_refuses_a_move_the_board_does_not_have() {
    let board = mayan_core::format::grid::parse(b"...\n1.1\n2.1\n")
        .unwrap()
        .board;
    let mut check = step_check(3, 3, 2, MoveSet::Drag, &Options::default()).unwrap();
    let off = mayan_core::Move::new(2, 2, mayan_core::Dir::Right);
    assert_eq!(
        check.other_start(&board, off, 2).unwrap(),
        Some(Found::NotAMove)
    );
    // A board with a colour the check was not made for.
    let mut b = Board::new(3, 3).unwrap();
    b.set(0, 0, 3);
    let mv = mayan_core::Move::new(0, 0, mayan_core::Dir::Right);
    assert_eq!(check.other_start(&b, mv, 1).unwrap(), Some(Found::NotAMove));
}
