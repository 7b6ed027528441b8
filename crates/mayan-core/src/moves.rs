//! Moves, move sets and move generation.

use std::fmt;

use crate::board::{Board, EMPTY};
use crate::error::MoveError;

/// A unit direction. The declaration order is the order of docs/spec.md section 5:
/// right, left, up, down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Dir {
    /// `(+1, 0)`
    Right,
    /// `(-1, 0)`
    Left,
    /// `(0, +1)`
    Up,
    /// `(0, -1)`
    Down,
}

impl Dir {
    /// All four directions in order.
    pub const ALL: [Dir; 4] = [Dir::Right, Dir::Left, Dir::Up, Dir::Down];

    /// The step `(dx, dy)`.
    #[inline]
    pub fn delta(self) -> (isize, isize) {
        match self {
            Dir::Right => (1, 0),
            Dir::Left => (-1, 0),
            Dir::Up => (0, 1),
            Dir::Down => (0, -1),
        }
    }

    /// The direction of a unit step, if `(dx, dy)` is one.
    pub fn from_delta(dx: i64, dy: i64) -> Option<Dir> {
        match (dx, dy) {
            (1, 0) => Some(Dir::Right),
            (-1, 0) => Some(Dir::Left),
            (0, 1) => Some(Dir::Up),
            (0, -1) => Some(Dir::Down),
            _ => None,
        }
    }

    /// One letter: `R`, `L`, `U` or `D`.
    pub fn letter(self) -> char {
        match self {
            Dir::Right => 'R',
            Dir::Left => 'L',
            Dir::Up => 'U',
            Dir::Down => 'D',
        }
    }

    /// The direction named by a letter (`R`, `L`, `U`, `D`, any case).
    pub fn from_letter(c: char) -> Option<Dir> {
        match c.to_ascii_uppercase() {
            'R' => Some(Dir::Right),
            'L' => Some(Dir::Left),
            'U' => Some(Dir::Up),
            'D' => Some(Dir::Down),
            _ => None,
        }
    }
}

/// A move: the block at `(x, y)` steps one cell in `dir`.
///
/// The derived order (`x`, then `y`, then direction) is the solution order of
/// docs/spec.md section 5.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Move {
    /// Column of the block, 0 = leftmost.
    pub x: u8,
    /// Row of the block, 0 = bottom.
    pub y: u8,
    /// Where it goes.
    pub dir: Dir,
}

impl Move {
    /// A move of the block at `(x, y)`.
    pub fn new(x: usize, y: usize, dir: Dir) -> Move {
        Move {
            x: x as u8,
            y: y as u8,
            dir,
        }
    }

    /// The target cell, which may be off the board.
    pub fn target(self) -> (isize, isize) {
        let (dx, dy) = self.dir.delta();
        (self.x as isize + dx, self.y as isize + dy)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {}", self.x, self.y, self.dir.letter())
    }
}

/// Which moves the rules allow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum MoveSet {
    /// Mayan and Panel de Pon: a block moves left or right.
    #[default]
    Drag,
    /// The box maze: a block moves left, right, up or down.
    Swap4,
}

impl MoveSet {
    /// The directions this move set allows, in order.
    pub fn dirs(self) -> &'static [Dir] {
        match self {
            MoveSet::Drag => &Dir::ALL[..2],
            MoveSet::Swap4 => &Dir::ALL,
        }
    }

    /// True when `dir` is allowed.
    pub fn allows(self, dir: Dir) -> bool {
        self.dirs().contains(&dir)
    }
}

crate::names::names!(MoveSet, "move-set", {
    Drag => "drag", "a block moves left or right (Mayan, Panel de Pon)";
    Swap4 => "swap4", "a block moves left, right, up or down (the box maze)";
});

/// How a move changes a board, before it settles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveKind {
    /// Two blocks of different colours swap.
    Swap,
    /// A block steps into an empty cell.
    Shift,
    /// The board does not change: a swap of two equal blocks, or (swap4) a
    /// block pushed up into an empty cell, which falls straight back.
    Null,
}

impl Board {
    /// Checks that `mv` is a legal move under `rules` on this (settled) board
    /// and says what kind of move it is.
    pub fn classify(&self, mv: Move, rules: MoveSet) -> Result<MoveKind, MoveError> {
        let (x, y) = (mv.x as usize, mv.y as usize);
        if x >= self.width() || y >= self.height() {
            return Err(MoveError::OffBoard { mv });
        }
        if !rules.allows(mv.dir) {
            return Err(MoveError::Direction { mv, rules });
        }
        let cell = self.get(x, y);
        if cell == EMPTY {
            return Err(MoveError::NoBlock { mv });
        }
        let (tx, ty) = mv.target();
        let Some(target) = self.try_get(tx, ty) else {
            return Err(MoveError::TargetOffBoard { mv });
        };
        Ok(if target == cell {
            MoveKind::Null
        } else if target != EMPTY {
            MoveKind::Swap
        } else if mv.dir == Dir::Up && self.try_get(x as isize, y as isize - 1) != Some(EMPTY) {
            // Pushed up into an empty cell, the block falls straight back
            // (it was supported, or it would not be there on a settled board).
            MoveKind::Null
        } else {
            MoveKind::Shift
        })
    }

    /// Applies `mv` without settling: the block swaps with its target or steps
    /// into it. The move must be legal (see [`Board::classify`]).
    #[inline]
    pub fn apply_raw(&mut self, mv: Move) {
        let (tx, ty) = mv.target();
        self.swap_cells(mv.x as usize, mv.y as usize, tx as usize, ty as usize);
    }

    /// Plays a legal move and settles the board: the result of one turn.
    pub fn play(&self, mv: Move, rules: MoveSet) -> Result<Board, MoveError> {
        self.classify(mv, rules)?;
        let mut next = *self;
        next.apply_raw(mv);
        next.settle();
        Ok(next)
    }

    /// Calls `f` with every distinct-swap move of a settled board, in the
    /// order of docs/spec.md section 5, until `f` returns `false`.
    ///
    /// "Distinct swap" leaves out the moves whose twin sorts earlier and
    /// gives the same board: a left drag into an occupied cell (the same swap
    /// as its neighbour's right drag) and, under swap4, a down move (the same
    /// swap as the up move of the block below). Null moves are passed only
    /// when `null_moves` is true, flagged by the `bool` argument.
    #[inline]
    pub fn for_each_move(
        &self,
        rules: MoveSet,
        null_moves: bool,
        mut f: impl FnMut(Move, bool) -> bool,
    ) {
        let w = self.width();
        let h = self.height();
        for x in 0..w {
            let col = &self.cols[x];
            let mut y = 0;
            while y < h && col[y] != EMPTY {
                let c = col[y];
                // Right.
                if x + 1 < w {
                    let t = self.get(x + 1, y);
                    if t != c {
                        if !f(Move::new(x, y, Dir::Right), false) {
                            return;
                        }
                    } else if null_moves && !f(Move::new(x, y, Dir::Right), true) {
                        return;
                    }
                }
                // Left, only into an empty cell.
                if x > 0 && self.get(x - 1, y) == EMPTY && !f(Move::new(x, y, Dir::Left), false) {
                    return;
                }
                if rules == MoveSet::Swap4 && y + 1 < h {
                    let t = col[y + 1];
                    if t != EMPTY && t != c {
                        if !f(Move::new(x, y, Dir::Up), false) {
                            return;
                        }
                    } else if null_moves && !f(Move::new(x, y, Dir::Up), true) {
                        return;
                    }
                }
                y += 1;
            }
        }
    }
}

impl Board {
    /// Counts move sequences by length, like a chess engine's `perft`: entry
    /// `d - 1` is the number of sequences of `d` distinct-swap moves
    /// ([`Board::for_each_move`]) from this board, each move settled before
    /// the next. It tests move generation and settling alone, with no
    /// search: every board representation must give the same counts
    /// (`fixtures/perft.txt`).
    pub fn perft(&self, rules: MoveSet, null_moves: bool, depth: usize) -> Vec<u64> {
        fn walk(b: &Board, rules: MoveSet, null_moves: bool, d: usize, counts: &mut [u64]) {
            b.for_each_move(rules, null_moves, |mv, _| {
                counts[d] += 1;
                if d + 1 < counts.len() {
                    let mut next = *b;
                    next.apply_raw(mv);
                    next.settle();
                    walk(&next, rules, null_moves, d + 1, counts);
                }
                true
            });
        }
        let mut counts = vec![0; depth];
        if depth > 0 {
            walk(self, rules, null_moves, 0, &mut counts);
        }
        counts
    }
}

/// What one move did: the board right after the block moved, each stage of
/// the settle that followed, and the result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    /// The move.
    pub mv: Move,
    /// What kind of move it was.
    pub kind: MoveKind,
    /// The board before the move.
    pub before: Board,
    /// The board right after the swap or step, before anything fell.
    pub moved: Board,
    /// The settle stages: each fall and the cells that then vanished.
    pub stages: Vec<crate::settle::Stage>,
    /// The settled board after the move.
    pub after: Board,
}

impl Board {
    /// Plays a legal move like [`Board::play`] and records every stage.
    pub fn play_traced(&self, mv: Move, rules: MoveSet) -> Result<Turn, MoveError> {
        let kind = self.classify(mv, rules)?;
        let mut moved = *self;
        moved.apply_raw(mv);
        let mut after = moved;
        let stages = after.settle_traced();
        Ok(Turn {
            mv,
            kind,
            before: *self,
            moved,
            stages,
            after,
        })
    }
}
