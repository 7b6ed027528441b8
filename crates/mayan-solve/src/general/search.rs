//! The general engine's depth-first search for the smallest solution.
//!
//! Moves are tried in the order of docs/spec.md section 5, so the first solution
//! found is the smallest. What is skipped is provably never needed:
//! - a move whose twin sorts earlier and gives the same board (a left drag
//!   into an occupied cell; under swap4, a down move), see
//!   [`Board::for_each_move`];
//! - every null move but the first: they all leave the board as it was;
//! - a position the column bound ([`ShiftBound`]) rules out: its colours'
//!   blocks cannot all line up in the moves left (on boards too large for
//!   the bound, a position with a colour of one or two blocks);
//! - a position already proven to fail with as many moves left
//!   ([`FailTable`]).

use mayan_core::{Board, EMPTY, Move, MoveSet};

use crate::Goal;
use crate::bound::{ShiftBound, hopeless};
use crate::control::{Control, POLL_EVERY, Stop, fail_mask, go_on, take_solution};
use crate::general::table::{FailTable, KeyPacker};

/// One search over one puzzle: its settings, table and counters.
pub struct Searcher {
    rules: MoveSet,
    null_moves: bool,
    goal: Goal,
    packer: Option<KeyPacker>,
    table: FailTable,
    /// The column bound, when the board's size has one.
    bound: Option<ShiftBound>,
    control: Control,
    /// Positions expanded.
    pub nodes: u64,
    /// Positions expanded, by moves left (index `k`).
    pub nodes_by_depth: [u64; 64],
    /// Boards settled in full (the rest were swaps that made no run).
    pub settles: u64,
    path: Vec<Move>,
}

/// Whether `board` cannot be cleared in `k` moves: by the column bound
/// when there is one, else (and only when the colour counts changed) by a
/// colour of one or two blocks.
#[inline]
pub(crate) fn ruled_out(
    bound: &mut Option<ShiftBound>,
    board: &Board,
    k: u32,
    counts_changed: bool,
) -> bool {
    match bound {
        Some(b) => b.rules_out(board, k),
        None => counts_changed && hopeless(board),
    }
}

impl Searcher {
    /// A searcher for positions like `start`. `goal` must be
    /// [`Goal::Exact`] or [`Goal::AtMost`]; the shortest goal runs exact
    /// searches of growing depth.
    pub fn new(
        start: &Board,
        rules: MoveSet,
        null_moves: bool,
        goal: Goal,
        memory_bytes: usize,
        control: Control,
    ) -> Searcher {
        Searcher {
            rules,
            null_moves,
            goal,
            packer: KeyPacker::for_board(start),
            bound: ShiftBound::new(start.width(), start.height()),
            table: FailTable::new(memory_bytes),
            control,
            nodes: 0,
            nodes_by_depth: [0; 64],
            settles: 0,
            path: Vec::new(),
        }
    }

    /// The smallest solution from `board` within `k` moves (exactly `k` for
    /// the exact goal), or `None`.
    pub fn solve(&mut self, board: &Board, k: u32) -> Result<Option<Vec<Move>>, Stop> {
        self.path.clear();
        if board.is_clear() {
            // Nothing to do; no move is possible on an empty board, so an
            // exact budget cannot be spent.
            return Ok(match self.goal {
                Goal::Exact if k > 0 => None,
                _ => Some(Vec::new()),
            });
        }
        if k == 0 {
            return Ok(None);
        }
        let found = self.dfs(board, k, true)?;
        Ok(take_solution(found, &mut self.path))
    }

    /// The fail-table entries made so far.
    pub fn table_len(&self) -> usize {
        self.table.len()
    }

    /// True when a solution exists from the uncleared, settled `board` with
    /// `k >= 1` moves left; on success the moves are pushed on `path` in
    /// reverse order. `counts_changed` says whether blocks vanished on the
    /// way here (else the colour-count test cannot fail).
    fn dfs(&mut self, board: &Board, k: u32, counts_changed: bool) -> Result<bool, Stop> {
        self.nodes += 1;
        self.nodes_by_depth[k as usize] += 1;
        if self.nodes.is_multiple_of(POLL_EVERY) {
            self.control.poll().map_err(Stop::Halted)?;
        }
        if ruled_out(&mut self.bound, board, k, counts_changed) {
            return Ok(false);
        }
        let key = self.packer.as_ref().map(|p| p.key(board));
        if let Some(key) = &key
            && self.table.failed(key, k)
        {
            return Ok(false);
        }
        if k == 1 {
            // The last move: only a move that clears the board will do.
            if let Some(mv) = self.last_move(board) {
                self.path.push(mv);
                return Ok(true);
            }
            if let Some(key) = key {
                self.table
                    .insert(key, fail_mask(self.goal == Goal::Exact, 1));
            }
            return Ok(false);
        }
        let mut found = false;
        let mut result = Ok(());
        let mut null_tried = false;
        let exact = self.goal == Goal::Exact;
        let rules = self.rules;
        let null_moves = self.null_moves;
        board.for_each_move(rules, null_moves, |mv, is_null| {
            let next = if is_null {
                // Every null move leaves the same board: one is enough.
                if null_tried || k == 1 {
                    return true;
                }
                null_tried = true;
                self.dfs(board, k - 1, false)
            } else {
                let (child, vanished, settled) = successor(board, mv);
                self.settles += u64::from(settled);
                if !vanished {
                    // Nothing vanished: the board is not clear, and one move
                    // left cannot be enough.
                    if k == 1 {
                        return true;
                    }
                    self.dfs(&child, k - 1, false)
                } else if child.is_clear() {
                    Ok(k == 1 || !exact)
                } else if k == 1 {
                    return true;
                } else {
                    self.dfs(&child, k - 1, true)
                }
            };
            go_on(next, mv, &mut self.path, &mut found, &mut result)
        });
        result?;
        if !found && let Some(key) = key {
            self.table.insert(key, fail_mask(exact, k));
        }
        Ok(found)
    }
}

impl Searcher {
    /// The first move that clears `board`, if any. Swaps that make no run
    /// are passed over without building the board after them.
    fn last_move(&mut self, board: &Board) -> Option<Move> {
        let mut found = None;
        let mut settles = 0;
        board.for_each_move(self.rules, false, |mv, _| {
            let (tx, ty) = mv.target();
            if board.get(tx as usize, ty as usize) != EMPTY
                && !board.swap_makes_run(mv.x as usize, mv.y as usize, mv.dir)
            {
                return true;
            }
            let (child, vanished, settled) = successor(board, mv);
            settles += u64::from(settled);
            if vanished && child.is_clear() {
                found = Some(mv);
                return false;
            }
            true
        });
        self.settles += settles;
        found
    }
}

/// The settled board after a non-null move of a settled board, whether
/// anything vanished, and whether it took a full settle.
///
/// On a settled board a new run must pass through a cell the move changed:
/// for a swap, its two cells; for a step into an empty cell, the landing
/// cell and the blocks that dropped in the column left behind. When none of
/// those lies in a run, the board after the move is already settled and the
/// full settle is skipped.
#[inline]
pub fn successor(board: &Board, mv: Move) -> (Board, bool, bool) {
    let (tx, ty) = mv.target();
    let (tx, ty) = (tx as usize, ty as usize);
    let (x, y) = (mv.x as usize, mv.y as usize);
    let mut child = *board;
    if board.get(tx, ty) != EMPTY {
        child.apply_raw(mv);
        if !board.swap_makes_run(x, y, mv.dir) {
            return (child, false, false);
        }
    } else {
        // A step sideways into an empty cell (an up step into an empty cell
        // is a null move and never comes here): the block lands on top of
        // the target column and the blocks above it drop one cell.
        let block = board.get(x, y);
        let land = board.stack_height(tx);
        child.set(tx, land, block);
        let top = board.stack_height(x);
        for yy in y..top - 1 {
            child.set(x, yy, board.get(x, yy + 1));
        }
        child.set(x, top - 1, EMPTY);
        let dropped_run = (y..top - 1).any(|yy| child.run_through(x, yy));
        if !dropped_run && !child.run_through(tx, land) {
            return (child, false, false);
        }
    }
    let stages = child.settle();
    (child, stages > 0, true)
}
