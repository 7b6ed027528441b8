//! The column bound against brute force: a board the bound rules out for
//! `k` moves must have no solution within `k` moves, on random boards of
//! both move sets, with and without grey blocks. The boards are sparse
//! (colours in threes and sixes), where the bound rules out the most.

use mayan_core::{Board, GREY, MoveSet};
use mayan_oracle::reference;
use mayan_solve::Goal;
use mayan_solve::bound::ShiftBound;

use crate::common::{Rng, drop_randomly};

/// A random settled board of a few colours, each with three or six blocks.
fn random_board(rng: &mut Rng, w: usize, h: usize) -> Board {
    loop {
        let mut cells = Vec::new();
        for c in 1..=1 + rng.below(3) as u8 {
            let n = if rng.below(3) == 0 { 6 } else { 3 };
            cells.extend(std::iter::repeat_n(c, n));
        }
        if rng.below(3) == 0 {
            cells.push(GREY);
        }
        let b = drop_randomly(rng, w, h, &cells);
        if !b.is_clear() {
            return b;
        }
    }
}

#[test]
fn the_bound_never_rules_out_a_board_brute_force_clears() {
    let mut rng = Rng::new(0x5eed_b0d5);
    let (mut ruled, mut cleared, mut boards) = (0, 0, 0);
    for i in 0..600 {
        let (w, h) = (3 + i % 4, 3 + (i / 4) % 3);
        let board = random_board(&mut rng, w, h);
        let rules = if i % 3 == 0 {
            MoveSet::Swap4
        } else {
            MoveSet::Drag
        };
        let mut bound = ShiftBound::new(w, h).unwrap();
        for k in 1..=3 {
            let solution = reference::solve(&board, rules, k, false, Goal::AtMost);
            let out = bound.rules_out(&board, k);
            assert!(
                !(out && solution.is_some()),
                "ruled out for {k} moves under {rules:?}, yet {solution:?} clears\n{board}"
            );
            ruled += u32::from(out);
            cleared += u32::from(solution.is_some());
            boards += 1;
        }
    }
    // The test means something only if both happen often.
    assert!(ruled * 4 > boards, "ruled out {ruled} of {boards}");
    assert!(cleared * 10 > boards, "cleared {cleared} of {boards}");
}
