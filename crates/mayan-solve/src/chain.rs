//! Chain puzzles ([`Finish::Chain`]): moves that clear nothing, then one
//! move whose chain clears every coloured block (docs/spec.md section 4).
//!
//! Under pure rules a chain puzzle is a walk through the boards that moves
//! clearing nothing reach from the start (each move only rearranges the
//! blocks, so there are finitely many), ended by one move that clears the
//! board. [`shortest`] walks them breadth first, each board once: the first
//! clearing move it meets is the fewest moves and, because boards are taken
//! in the order of their smallest paths and moves in answer order, the
//! smallest of those (docs/spec.md section 5). When the walk runs out of
//! boards without one, pure rules cannot win the puzzle at any length: the
//! game's own timing (a swap while a chain is still falling) is needed.
//! [`first`] is the depth-first search for the exact and at-most goals.

use mayan_core::{Board, Finish, Move, Puzzle};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::control::{Control, POLL_EVERY};
use crate::general::search::successor;
use crate::general::table::{Key, KeyPacker};
use crate::{Goal, Options, SolveError};

/// Bytes one board of the breadth-first walk takes, roughly (its key in the
/// index and in a layer, its parent and move), for sizing the walk from
/// [`Options::memory_bytes`].
pub const WALK_BYTES: usize = 192;

/// What the breadth-first walk of a chain puzzle found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Walk {
    /// The smallest of the fewest-move solutions, if one is within the
    /// budget.
    pub moves: Option<Vec<Move>>,
    /// True when every board that moves clearing nothing reach was tried
    /// (within the budget's depth) without a solution: no solution exists
    /// at any length (up to the budget) under pure rules.
    pub exhausted: bool,
    /// Boards reached, the start included.
    pub boards: u64,
    /// The depth (moves) the walk completed.
    pub depth: u32,
}

/// Walks a chain puzzle breadth first ([`Walk`]), stopping when the boards
/// would take more than `opts.memory_bytes` (then `exhausted` is false and
/// `moves` is `None`: nothing is known beyond `depth`).
///
/// Errors when the control stops it. The puzzle's goal is not read: the
/// walk looks for the fewest moves up to the budget.
pub fn shortest(puzzle: &Puzzle, opts: &Options) -> Result<Walk, SolveError> {
    let start = *puzzle.board();
    let control = &opts.control;
    let mut nodes = 0u64;
    if start.is_clear() {
        return Ok(Walk {
            moves: Some(Vec::new()),
            exhausted: false,
            boards: 1,
            depth: 0,
        });
    }
    let Some(packer) = KeyPacker::for_board(&start) else {
        // Too large or too colourful to pack: depth-first searches of
        // growing depth, which prove nothing beyond the budget.
        for depth in 1..=puzzle.budget() {
            let mut s = First::new(puzzle, true, false, control.clone());
            let found = s.search(&start, depth);
            s.check()?;
            if found.is_some() {
                return Ok(Walk {
                    moves: found,
                    exhausted: false,
                    boards: s.nodes,
                    depth,
                });
            }
        }
        return Ok(Walk {
            moves: None,
            exhausted: false,
            boards: 0,
            depth: puzzle.budget(),
        });
    };
    let mut empty = start;
    for x in 0..start.width() {
        for y in 0..start.height() {
            empty.set(x, y, mayan_core::EMPTY);
        }
    }
    let capacity = (opts.memory_bytes / WALK_BYTES).max(1024);
    let rules = puzzle.rules();
    let finish = puzzle.finish();
    // Board `i`'s parent and the move from it; the start is board 0.
    let mut parent: Vec<(u32, Option<Move>)> = vec![(0, None)];
    let mut index: FxHashMap<Key, u32> = FxHashMap::default();
    let start_key = packer.key(&start);
    index.insert(start_key, 0);
    let mut layer: Vec<(u32, Key)> = vec![(0, start_key)];
    let path = |parent: &[(u32, Option<Move>)], mut at: u32, last: Move| {
        let mut moves = vec![last];
        while let (up, Some(mv)) = parent[at as usize] {
            moves.push(mv);
            at = up;
        }
        moves.reverse();
        moves
    };
    for depth in 0..puzzle.budget() {
        let mut next = Vec::new();
        for &(at, key) in &layer {
            nodes += 1;
            if nodes.is_multiple_of(POLL_EVERY) {
                control
                    .poll()
                    .map_err(|halt| SolveError::Stopped { halt, nodes })?;
            }
            let board = packer.board(&key, empty);
            let mut won = None;
            let mut full = false;
            board.for_each_move(rules, false, |mv, _| {
                let (child, vanished, _) = successor(&board, mv);
                if vanished {
                    if !finish.ends_lost(vanished, &child) && child.is_clear() {
                        won = Some(mv);
                        return false;
                    }
                    return true;
                }
                let child_key = packer.key(&child);
                if !index.contains_key(&child_key) {
                    if index.len() >= capacity {
                        full = true;
                        return false;
                    }
                    let i = parent.len() as u32;
                    parent.push((at, Some(mv)));
                    index.insert(child_key, i);
                    next.push((i, child_key));
                }
                true
            });
            if let Some(mv) = won {
                return Ok(Walk {
                    moves: Some(path(&parent, at, mv)),
                    exhausted: false,
                    boards: index.len() as u64,
                    depth: depth + 1,
                });
            }
            if full {
                return Ok(Walk {
                    moves: None,
                    exhausted: false,
                    boards: index.len() as u64,
                    depth,
                });
            }
        }
        if next.is_empty() {
            return Ok(Walk {
                moves: None,
                exhausted: true,
                boards: index.len() as u64,
                depth: depth + 1,
            });
        }
        layer = next;
    }
    Ok(Walk {
        moves: None,
        exhausted: false,
        boards: index.len() as u64,
        depth: puzzle.budget(),
    })
}

/// The smallest solution of a chain puzzle for its goal: the walk for the
/// shortest goal ([`shortest`]; a walk that ran out of memory is a stopped
/// search, [`crate::Halt::NodeLimit`]), the depth-first search for exact
/// and at most ([`first`]).
pub fn solve(puzzle: &Puzzle, opts: &Options) -> Result<(Option<Vec<Move>>, u64), SolveError> {
    match puzzle.goal() {
        Goal::Shortest => {
            let walk = shortest(puzzle, opts)?;
            if walk.moves.is_none() && !walk.exhausted && walk.depth < puzzle.budget() {
                return Err(SolveError::Stopped {
                    halt: crate::Halt::NodeLimit,
                    nodes: walk.boards,
                });
            }
            Ok((walk.moves, walk.boards))
        }
        goal => first(puzzle, goal == Goal::Exact, opts),
    }
}

/// The smallest solution of a chain puzzle in exactly (`exact`) or at most
/// its budget of moves, null moves counted as the options say, and the
/// positions searched: depth first in answer order, remembering the
/// positions that failed.
pub fn first(
    puzzle: &Puzzle,
    exact: bool,
    opts: &Options,
) -> Result<(Option<Vec<Move>>, u64), SolveError> {
    let mut s = First::new(puzzle, exact, opts.null_moves, opts.control.clone());
    let found = s.search(puzzle.board(), puzzle.budget());
    s.check()?;
    Ok((found, s.nodes))
}

/// The depth-first search of [`first`].
struct First {
    rules: mayan_core::MoveSet,
    finish: Finish,
    exact: bool,
    null_moves: bool,
    packer: Option<KeyPacker>,
    /// Positions that failed, with the moves left.
    failed: FxHashSet<(Key, u32)>,
    control: Control,
    stopped: Option<crate::Halt>,
    nodes: u64,
}

impl First {
    fn new(puzzle: &Puzzle, exact: bool, null_moves: bool, control: Control) -> First {
        First {
            rules: puzzle.rules(),
            finish: puzzle.finish(),
            exact,
            null_moves,
            packer: KeyPacker::for_board(puzzle.board()),
            failed: FxHashSet::default(),
            control,
            stopped: None,
            nodes: 0,
        }
    }

    fn check(&self) -> Result<(), SolveError> {
        match self.stopped {
            Some(halt) => Err(SolveError::Stopped {
                halt,
                nodes: self.nodes,
            }),
            None => Ok(()),
        }
    }

    /// The smallest solution from a settled board that is not clear, with
    /// `k >= 1` moves left.
    fn search(&mut self, board: &Board, k: u32) -> Option<Vec<Move>> {
        self.nodes += 1;
        if self.nodes.is_multiple_of(POLL_EVERY) && self.stopped.is_none() {
            self.stopped = self.control.poll().err();
        }
        if self.stopped.is_some() {
            return None;
        }
        let key = self.packer.as_ref().map(|p| (p.key(board), k));
        if let Some(key) = &key
            && self.failed.contains(key)
        {
            return None;
        }
        let mut moves = Vec::new();
        board.for_each_move(self.rules, self.null_moves, |mv, null| {
            moves.push((mv, null));
            true
        });
        for (mv, null) in moves {
            let (child, vanished, _) = if null {
                (*board, false, false)
            } else {
                successor(board, mv)
            };
            if vanished {
                if self.finish.ends_lost(vanished, &child) {
                    continue;
                }
                if child.is_clear() && (k == 1 || !self.exact) {
                    return Some(vec![mv]);
                }
                continue;
            }
            if k > 1
                && let Some(mut rest) = self.search(&child, k - 1)
            {
                rest.insert(0, mv);
                return Some(rest);
            }
            if self.stopped.is_some() {
                return None;
            }
        }
        if let Some(key) = key {
            self.failed.insert(key);
        }
        None
    }
}
