//! The fast search against the brute-force [`reference::solve`] on random
//! small boards: drag and swap4, both null-move readings, the goals exact,
//! at most and shortest. The boards come from a fixed seed, so a failure
//! names a board that can be replayed.

use mayan_core::puzzle::check_board;
use mayan_core::{Board, MoveSet, Notation, Puzzle};
use mayan_oracle::reference;
use mayan_solve::{Goal, Options, solve};

use crate::common::Rng;

/// A settled board with no run: 4-5 wide, 3-5 high, 2-4 colours of three
/// blocks each (sometimes one colour has six), stacked in random columns.
pub(crate) fn random_board(rng: &mut Rng) -> Board {
    loop {
        let w = 4 + rng.index(2);
        let h = 3 + rng.index(3);
        let colours = 2 + rng.index(3);
        let mut blocks: Vec<u8> = (1..=colours as u8).flat_map(|c| [c; 3]).collect();
        if rng.index(4) == 0 {
            blocks.extend([1; 3]);
        }
        if blocks.len() > w * h {
            continue;
        }
        // Shuffle, then drop each block on a random column with room.
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

/// Random boards compared (each under 2 move sets, 3 goals, 2 readings).
const BOARDS: usize = 300;

#[test]
fn search_agrees_with_brute_force_on_random_small_boards() {
    let mut rng = Rng::new(0x9e37_79b9_7f4a_7c15);
    let mut compared = 0;
    let mut solved = 0;
    let mut readings_differ = 0;
    for case in 0..BOARDS {
        let board = random_board(&mut rng);
        for rules in [MoveSet::Drag, MoveSet::Swap4] {
            let n = (1 + rng.index(3)) as u32;
            let puzzle = Puzzle::new(board, rules, n as i64, Notation::Plain).unwrap();
            for goal in [Goal::Exact, Goal::AtMost, Goal::Shortest] {
                let mut answers = Vec::new();
                for null_moves in [true, false] {
                    let opts = Options {
                        null_moves,
                        // A tiny table now and then, so that it fills and is
                        // cleared mid-search.
                        memory_bytes: if case % 3 == 0 { 0 } else { 1 << 20 },
                        ..Options::default()
                    };
                    let fast = solve(&puzzle.clone().with_goal(goal), &opts).unwrap().moves;
                    let slow = reference::solve(&board, rules, n, null_moves, goal);
                    assert_eq!(
                        fast, slow,
                        "case {case}: {rules}, n = {n}, goal {goal}, null moves {null_moves}, board:\n{board}"
                    );
                    if let Some(moves) = &fast {
                        solved += 1;
                        match goal {
                            Goal::Exact => assert_eq!(moves.len(), n as usize),
                            _ => assert!(!moves.is_empty() && moves.len() <= n as usize),
                        }
                        if let Err(e) = crate::common::replay(&board, rules, moves, null_moves) {
                            panic!("case {case}: {moves:?} does not replay: {e}");
                        }
                    }
                    compared += 1;
                    answers.push(fast);
                }
                if answers[0] != answers[1] {
                    readings_differ += 1;
                }
            }
        }
    }
    assert_eq!(compared, BOARDS * 2 * 3 * 2);
    // The comparison means something only if some boards are solvable and
    // some tell the readings apart.
    assert!(solved >= BOARDS, "only {solved} solved");
    assert!(readings_differ >= 10, "only {readings_differ} differ");
}

/// The generator's uniqueness check (the packed engine, along the smallest
/// solution) against the count's, on random small boards under both move
/// sets and budgets of 1 to 4.
#[test]
fn is_unique_agrees_with_the_count_on_random_small_boards() {
    use mayan_solve::analysis::{is_unique, uniqueness};
    let mut rng = Rng::new(0x5eed_0fa1);
    let (mut unique, mut solvable) = (0, 0);
    for case in 0..3000 {
        let board = random_board(&mut rng);
        for rules in [MoveSet::Drag, MoveSet::Swap4] {
            let n = 1 + rng.index(4) as i64;
            let puzzle = Puzzle::new(board, rules, n, Notation::Plain).unwrap();
            let opts = Options::default();
            let u = uniqueness(&puzzle, &opts).unwrap();
            let expected = u.is_unique() && u.shortest == Some(puzzle.budget());
            let got = is_unique(&puzzle, &opts).unwrap();
            assert_eq!(
                got, expected,
                "case {case}, {rules:?}, n = {n}: {u:?}\n{board}"
            );
            unique += usize::from(got);
            solvable += usize::from(u.count > 0);
        }
    }
    // The boards must exercise both answers.
    assert!(
        unique >= 40 && solvable >= unique + 40,
        "{unique} unique, {solvable} solvable"
    );
}
