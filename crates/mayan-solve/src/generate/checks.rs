//! The solver's verdict on a constructed board: a solvable puzzle is kept
//! when its shortest solution has exactly `n` moves (and, when asked, it is
//! the only one), an unsolvable one is made by trading two blocks until no
//! solution of at most `n` moves is left; both get their difficulty.

use mayan_core::{Board, Move, Notation, Puzzle};

use crate::analysis;
use crate::{Goal, solve};

use super::rng::Rng;
use super::spec::{Difficulty, GenSpec, Generated, Kind};

fn puzzle_of(spec: &GenSpec, board: Board) -> Option<Puzzle> {
    Puzzle::new(board, spec.rules, i64::from(spec.moves), Notation::Plain).ok()
}

/// Keeps a constructed board when its shortest solution has `n` moves
/// (and, for unique puzzles, it is the only one).
pub(super) fn keep_solvable(
    spec: &GenSpec,
    board: Board,
    construction: Vec<Move>,
) -> Option<Generated> {
    let puzzle = puzzle_of(spec, board)?;
    // The fewest moves first: the search stops at the first solution, which
    // throws out boards with a shorter one quickly.
    let short = solve(
        &puzzle.clone().with_goal(Goal::Shortest),
        &spec.options(false),
    )
    .ok()?;
    if short.moves.map(|m| m.len()) != Some(spec.moves as usize) {
        return None;
    }
    if spec.unique && !analysis::is_unique(&puzzle, &spec.options(false)).ok()? {
        return None;
    }
    let opts = spec.options(spec.null_moves);
    let outcome = solve(&puzzle, &opts).ok()?;
    let answer = outcome.moves?;
    let mut first_moves = 0;
    board.for_each_move(spec.rules, false, |_, _| {
        first_moves += 1;
        true
    });
    let winning = analysis::hint(&puzzle, &spec.options(false)).ok()?.len();
    let mut cascades = 0;
    let mut b = board;
    for &mv in &answer {
        let turn = b.play_traced(mv, spec.rules).ok()?;
        cascades += (turn.stages.len() as u32).saturating_sub(1);
        b = turn.after;
    }
    Some(Generated {
        puzzle,
        kind: Kind::Solvable,
        answer: Some(answer),
        construction: Some(construction),
        difficulty: Difficulty::new(spec.moves, outcome.nodes, first_moves, winning, cascades),
        attempts: 0,
    })
}

/// Trades two blocks of different colours on a constructed board until it
/// is settled and has no solution of at most `n` moves.
pub(super) fn make_unsolvable(spec: &GenSpec, base: Board, rng: &mut Rng) -> Option<Generated> {
    let cells: Vec<(usize, usize)> = (0..base.width())
        .flat_map(|x| (0..base.stack_height(x)).map(move |y| (x, y)))
        .collect();
    if cells.len() < 2 {
        return None;
    }
    for _ in 0..8 {
        let a = cells[rng.index(cells.len())];
        let b = cells[rng.index(cells.len())];
        if base.get(a.0, a.1) == base.get(b.0, b.1) {
            continue;
        }
        let mut board = base;
        board.swap_cells(a.0, a.1, b.0, b.1);
        if !board.is_settled() {
            continue;
        }
        let puzzle = puzzle_of(spec, board)?;
        let at_most = solve(
            &puzzle.clone().with_goal(Goal::AtMost),
            &spec.options(false),
        )
        .ok()?;
        if at_most.moves.is_some() {
            continue;
        }
        let opts = spec.options(spec.null_moves);
        let outcome = solve(&puzzle, &opts).ok()?;
        if outcome.moves.is_some() {
            // Cannot happen: an exact solution is an at-most one, and null
            // moves can be dropped from it. Kept as a guard.
            continue;
        }
        let mut first_moves = 0;
        board.for_each_move(spec.rules, false, |_, _| {
            first_moves += 1;
            true
        });
        return Some(Generated {
            puzzle,
            kind: Kind::Unsolvable,
            answer: None,
            construction: None,
            difficulty: Difficulty::new(spec.moves, outcome.nodes, first_moves, 0, 0),
            attempts: 0,
        });
    }
    None
}
