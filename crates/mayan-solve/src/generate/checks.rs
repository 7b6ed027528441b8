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
    let answer = solve(&puzzle, &opts).ok()?.moves?;
    let winning = analysis::hint(&puzzle, &spec.options(false)).ok()?.len();
    let difficulty = Difficulty::of_answer(&puzzle, Some(&answer), winning)?;
    Some(Generated {
        puzzle,
        kind: Kind::Solvable,
        answer: Some(answer),
        construction: Some(construction),
        difficulty,
        attempts: 0,
    })
}

/// A board the unique construction made (so its one solution is
/// `construction`, and none is shorter): its answer and difficulty, without
/// another search.
pub(super) fn keep_unique(
    spec: &GenSpec,
    board: Board,
    construction: Vec<Move>,
) -> Option<Generated> {
    let puzzle = puzzle_of(spec, board)?;
    // Its one solution is the smallest, and the one first move that wins.
    let difficulty = Difficulty::of_answer(&puzzle, Some(&construction), 1)?;
    Some(Generated {
        puzzle,
        kind: Kind::Solvable,
        answer: Some(construction.clone()),
        construction: Some(construction),
        difficulty,
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
        // No solution of at most n moves without null moves, so none of
        // exactly n under the literal rules either (dropping its null
        // moves would leave one).
        if at_most.moves.is_some() {
            continue;
        }
        let difficulty = Difficulty::without_answer(&puzzle);
        return Some(Generated {
            puzzle,
            kind: Kind::Unsolvable,
            answer: None,
            construction: None,
            difficulty,
            attempts: 0,
        });
    }
    None
}
