//! The search for puzzles with garbage blocks ([`GarbagePuzzle`], the
//! rules of [`mayan_core::garbage`]).
//!
//! A plain depth-first search in the order of docs/spec.md section 5
//! ([`GarbageBoard::for_each_move`]), with a table of the positions that
//! failed: a board that has no solution in `d` moves has none in fewer.
//! The first solution met is the smallest. Garbage puzzles are small
//! (Panel Attack's have budgets of 1 to 4 on a 6 x 12 board), which is
//! all this search is made for; the packed and general engines never see
//! garbage, as a [`mayan_core::Puzzle`] cannot hold it.

use std::collections::{HashMap, HashSet};
use std::time::Instant;

use mayan_core::garbage::{GarbageBoard, GarbagePuzzle};
use mayan_core::{GREY, Goal, Move};

use crate::analysis::Uniqueness;
use crate::control::POLL_EVERY;
use crate::{Options, Outcome, SolveError};

/// One search: its settings, counters and the failed positions.
struct Search<'a> {
    opts: &'a Options,
    /// Null moves are moves (never under the shortest goal).
    null_moves: bool,
    /// The board must clear on the last move (exact), not before.
    exact: bool,
    nodes: u64,
    /// Positions with no solution in that many moves.
    failed: HashSet<(GarbageBoard, u32)>,
}

impl<'a> Search<'a> {
    fn new(opts: &'a Options, null_moves: bool, exact: bool) -> Search<'a> {
        Search {
            opts,
            null_moves,
            exact,
            nodes: 0,
            failed: HashSet::new(),
        }
    }

    /// Counts a position; every [`POLL_EVERY`] asks the control whether
    /// to stop.
    fn tick(&mut self) -> Result<(), SolveError> {
        self.nodes += 1;
        if self.nodes.is_multiple_of(POLL_EVERY) {
            self.opts
                .control
                .poll()
                .map_err(|halt| SolveError::Stopped {
                    halt,
                    nodes: self.nodes,
                })?;
        }
        Ok(())
    }

    /// The boards one move leads to, in move order, with the move; boards
    /// that can never clear ([`hopeless`]) are left out.
    fn children(&self, board: &GarbageBoard) -> Vec<(Move, GarbageBoard)> {
        let mut out = Vec::new();
        board.for_each_move(self.null_moves, |mv, _| {
            // Moves from for_each_move are legal.
            if let Ok(next) = board.play(mv)
                && !hopeless(&next)
            {
                out.push((mv, next));
            }
            true
        });
        out
    }

    /// The smallest solution of at most `depth` moves (exactly `depth`
    /// under exact) from a board that is not clear.
    fn first(&mut self, board: &GarbageBoard, depth: u32) -> Result<Option<Vec<Move>>, SolveError> {
        if depth == 0 || self.failed.contains(&(board.clone(), depth)) {
            return Ok(None);
        }
        self.tick()?;
        for (mv, next) in self.children(board) {
            if next.is_clear() {
                // Play stops at a clear board.
                if !self.exact || depth == 1 {
                    return Ok(Some(vec![mv]));
                }
                continue;
            }
            if let Some(mut rest) = self.first(&next, depth - 1)? {
                rest.insert(0, mv);
                return Ok(Some(rest));
            }
        }
        self.failed.insert((board.clone(), depth));
        Ok(None)
    }

    /// The number of solutions of at most `depth` moves (exactly, under
    /// exact) from a board that is not clear.
    fn count(
        &mut self,
        board: &GarbageBoard,
        depth: u32,
        memo: &mut HashMap<(GarbageBoard, u32), u128>,
    ) -> Result<u128, SolveError> {
        if depth == 0 {
            return Ok(0);
        }
        if let Some(&n) = memo.get(&(board.clone(), depth)) {
            return Ok(n);
        }
        self.tick()?;
        let mut n = 0u128;
        for (_, next) in self.children(board) {
            n = n.saturating_add(if next.is_clear() {
                u128::from(!self.exact || depth == 1)
            } else {
                self.count(&next, depth - 1, memo)?
            });
        }
        memo.insert((board.clone(), depth), n);
        Ok(n)
    }

    /// Up to `limit` solutions of at most `depth` moves (exactly, under
    /// exact), smallest first, after the moves `path`.
    fn all(
        &mut self,
        board: &GarbageBoard,
        depth: u32,
        path: &mut Vec<Move>,
        out: &mut Vec<Vec<Move>>,
        limit: usize,
    ) -> Result<(), SolveError> {
        if depth == 0 || out.len() >= limit || self.failed.contains(&(board.clone(), depth)) {
            return Ok(());
        }
        self.tick()?;
        let before = out.len();
        for (mv, next) in self.children(board) {
            if out.len() >= limit {
                return Ok(());
            }
            path.push(mv);
            if next.is_clear() {
                if !self.exact || depth == 1 {
                    out.push(path.clone());
                }
            } else {
                self.all(&next, depth - 1, path, out, limit)?;
            }
            path.pop();
        }
        if out.len() == before {
            self.failed.insert((board.clone(), depth));
        }
        Ok(())
    }
}

/// True when a colour has one or two panels: panels vanish three or more
/// of a colour at a time, and cleared garbage only ever turns grey, so
/// that colour can never go.
fn hopeless(board: &GarbageBoard) -> bool {
    let counts = board.cells().colour_counts();
    counts[1..usize::from(GREY)]
        .iter()
        .any(|&n| n == 1 || n == 2)
}

/// The fewest moves that clear the board, up to the budget, and the
/// search's node count.
fn fewest(puzzle: &GarbagePuzzle, opts: &Options) -> Result<(Option<Vec<Move>>, u64), SolveError> {
    let mut s = Search::new(opts, false, true);
    for depth in 1..=puzzle.budget() {
        if let Some(moves) = s.first(puzzle.board(), depth)? {
            return Ok((Some(moves), s.nodes));
        }
    }
    Ok((None, s.nodes))
}

/// Finds the smallest solution of a garbage puzzle for its goal (exactly
/// `n` moves, at most `n`, or the fewest), in the order of docs/spec.md
/// section 5, as [`crate::solve`] does for a puzzle without garbage.
pub fn solve(puzzle: &GarbagePuzzle, opts: &Options) -> Result<Outcome, SolveError> {
    let start = Instant::now();
    let board = puzzle.board();
    let goal = puzzle.goal();
    opts.control
        .check()
        .map_err(|halt| SolveError::Stopped { halt, nodes: 0 })?;
    let (moves, nodes) = if board.is_clear() {
        ((goal != Goal::Exact).then(Vec::new), 0)
    } else if goal == Goal::Shortest {
        fewest(puzzle, opts)?
    } else {
        let mut s = Search::new(opts, opts.null_moves, goal == Goal::Exact);
        let moves = s.first(board, puzzle.budget())?;
        (moves, s.nodes)
    };
    Ok(Outcome {
        moves,
        nodes,
        elapsed: start.elapsed(),
    })
}

/// The number of solutions for the puzzle's goal, as
/// [`crate::analysis::count`] counts them: each sequence of distinct
/// swaps that clears the board, play stopping at the clear (under the
/// shortest goal, those of the fewest moves).
pub fn count(puzzle: &GarbagePuzzle, opts: &Options) -> Result<u128, SolveError> {
    let board = puzzle.board();
    let goal = puzzle.goal();
    if board.is_clear() {
        return Ok(u128::from(goal != Goal::Exact));
    }
    let (exact, depth, null_moves) = match goal {
        Goal::Exact => (true, puzzle.budget(), opts.null_moves),
        Goal::AtMost => (false, puzzle.budget(), opts.null_moves),
        Goal::Shortest => match fewest(puzzle, opts)?.0 {
            Some(m) => (true, m.len() as u32, false),
            None => return Ok(0),
        },
    };
    Search::new(opts, null_moves, exact).count(board, depth, &mut HashMap::new())
}

/// Up to `limit` solutions for the puzzle's goal, smallest first, as
/// [`crate::analysis::all`] lists them.
pub fn all(
    puzzle: &GarbagePuzzle,
    opts: &Options,
    limit: usize,
) -> Result<Vec<Vec<Move>>, SolveError> {
    let board = puzzle.board();
    let goal = puzzle.goal();
    let mut out = Vec::new();
    if limit == 0 {
        return Ok(out);
    }
    if board.is_clear() {
        if goal != Goal::Exact {
            out.push(Vec::new());
        }
        return Ok(out);
    }
    let (exact, depth, null_moves) = match goal {
        Goal::Exact => (true, puzzle.budget(), opts.null_moves),
        Goal::AtMost => (false, puzzle.budget(), opts.null_moves),
        Goal::Shortest => match fewest(puzzle, opts)?.0 {
            Some(m) => (true, m.len() as u32, false),
            None => return Ok(out),
        },
    };
    Search::new(opts, null_moves, exact).all(board, depth, &mut Vec::new(), &mut out, limit)?;
    Ok(out)
}

/// Whether the puzzle has exactly one solution of its budget and none
/// shorter, as [`crate::analysis::uniqueness`] tells it.
pub fn uniqueness(puzzle: &GarbagePuzzle, opts: &Options) -> Result<Uniqueness, SolveError> {
    if puzzle.board().is_clear() {
        return Ok(Uniqueness {
            shortest: None,
            count: 0,
        });
    }
    let shortest = fewest(puzzle, opts)?.0.map(|m| m.len() as u32);
    let count = match shortest {
        Some(_) => count(&puzzle.clone().with_goal(Goal::Exact), opts)?,
        None => 0,
    };
    Ok(Uniqueness { shortest, count })
}
