//! The depth-first search for the smallest solution.
//!
//! Moves are tried in the order of SPEC section 5, so the first solution
//! found is the smallest. What is skipped is provably never needed:
//! - a move whose twin sorts earlier and gives the same board (a left drag
//!   into an occupied cell; under swap4, a down move), see
//!   [`Board::for_each_move`];
//! - every null move but the first: they all leave the board as it was;
//! - a position with a colour of one or two blocks: they can never vanish;
//! - a position already proven to fail with as many moves left
//!   ([`FailTable`]).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use mayan_core::{Board, GREY, Move, MoveSet};

use crate::Goal;
use crate::table::{FailTable, Packer};

/// Why a search stopped without an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The cancel flag was raised.
    Cancelled,
}

/// One search over one puzzle: its settings, table and counters.
pub struct Searcher {
    rules: MoveSet,
    null_moves: bool,
    goal: Goal,
    packer: Option<Packer>,
    table: FailTable,
    cancel: Option<Arc<AtomicBool>>,
    /// Positions expanded.
    pub nodes: u64,
    path: Vec<Move>,
}

/// True when a colour has one or two blocks: the board can never be
/// cleared.
#[inline]
pub fn hopeless(board: &Board) -> bool {
    let mut counts = [0u8; GREY as usize + 1];
    for x in 0..board.width() {
        for &c in board.column(x).iter().take_while(|&&c| c != 0) {
            counts[c as usize] = counts[c as usize].saturating_add(1);
        }
    }
    counts[1..GREY as usize].iter().any(|&n| n == 1 || n == 2)
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
        cancel: Option<Arc<AtomicBool>>,
    ) -> Searcher {
        Searcher {
            rules,
            null_moves,
            goal,
            packer: Packer::for_board(start),
            table: FailTable::new(memory_bytes),
            cancel,
            nodes: 0,
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
        if self.dfs(board, k)? {
            let mut moves = std::mem::take(&mut self.path);
            moves.reverse();
            Ok(Some(moves))
        } else {
            Ok(None)
        }
    }

    /// The fail-table entries made so far.
    pub fn table_len(&self) -> usize {
        self.table.len()
    }

    /// True when a solution exists from the uncleared, settled `board` with
    /// `k >= 1` moves left; on success the moves are pushed on `path` in
    /// reverse order.
    fn dfs(&mut self, board: &Board, k: u32) -> Result<bool, Stop> {
        self.nodes += 1;
        if self.nodes & 0x3ff == 0
            && let Some(c) = &self.cancel
            && c.load(Ordering::Relaxed)
        {
            return Err(Stop::Cancelled);
        }
        if hopeless(board) {
            return Ok(false);
        }
        let key = self.packer.as_ref().map(|p| p.key(board));
        if let Some(key) = &key
            && self.table.failed(key, k)
        {
            return Ok(false);
        }
        let mut found = false;
        let mut result = Ok(());
        let mut null_tried = false;
        let exact = self.goal == Goal::Exact;
        let rules = self.rules;
        let null_moves = self.null_moves;
        board.for_each_move(rules, null_moves, |mv, is_null| {
            if is_null {
                // Every null move leaves the same board: one is enough.
                if null_tried {
                    return true;
                }
                null_tried = true;
                if k > 1 {
                    match self.dfs(board, k - 1) {
                        Ok(true) => {
                            self.path.push(mv);
                            found = true;
                            return false;
                        }
                        Ok(false) => {}
                        Err(e) => {
                            result = Err(e);
                            return false;
                        }
                    }
                }
                return true;
            }
            let mut child = *board;
            child.apply_raw(mv);
            child.settle();
            if child.is_clear() {
                if k == 1 || !exact {
                    self.path.push(mv);
                    found = true;
                    return false;
                }
                return true;
            }
            if k > 1 {
                match self.dfs(&child, k - 1) {
                    Ok(true) => {
                        self.path.push(mv);
                        found = true;
                        return false;
                    }
                    Ok(false) => {}
                    Err(e) => {
                        result = Err(e);
                        return false;
                    }
                }
            }
            true
        });
        result?;
        if !found && let Some(key) = key {
            let mask = if exact { 1u64 << k } else { (2u64 << k) - 1 };
            self.table.insert(key, mask);
        }
        Ok(found)
    }
}
