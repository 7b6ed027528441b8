//! A solution explained the way a player reasons about it: for each clear,
//! which colour's blocks met, in which direction, which moves brought them
//! there and which earlier clear had to come first.
//!
//! [`Plan::of`] replays the moves with every block given a name, so that a
//! block can be followed through swaps, falls and cascades; [`Plan::check`]
//! replays the same moves again with [`Board::play_traced`] alone and holds
//! every statement of the plan to what the board did, so a plan can never
//! say something the board does not do. [`Plan::describe`] writes the plan
//! in sentences, naming cells as the puzzle's answers do.
//!
//! ```
//! use mayan_core::{format::noip, plan::Plan, Dir, Move, MoveSet, Notation};
//! let input = noip::parse(b"3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n").unwrap();
//! let moves = [(2, 1), (3, 1), (3, 0)].map(|(x, y)| Move::new(x, y, Dir::Right));
//! let plan = Plan::of(&input.board, MoveSet::Drag, &moves).unwrap();
//! plan.check(&input.board, MoveSet::Drag, &moves).unwrap();
//! assert_eq!(plan.clears.len(), 4);
//! assert!(plan.describe(Notation::Noip).starts_with("Plan: 4 clears"));
//! ```

use std::collections::BTreeSet;

use mayan_i18n::t;

use crate::MoveError;
use crate::board::Board;
use crate::moves::{Move, MoveKind, MoveSet, Turn};

mod check;
mod describe;
mod removable;
mod replay;
mod rooms;

pub use removable::removable;

/// Why a plan could not be made or does not hold.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlanError {
    /// A move of the solution is not legal where it is played.
    #[error("{}", t!("plan-error-illegal", number = *number, error = error.to_string()))]
    Illegal {
        /// The move's number, from 1.
        number: usize,
        /// Why it is not legal.
        error: MoveError,
    },
    /// A move comes after the board is clear: play stops there.
    #[error("{}", t!("plan-error-after-clear", number = *.0))]
    AfterClear(usize),
    /// A statement of the plan that the replay does not bear out.
    #[error("{}", t!("plan-error-untrue", clear = *clear, what = what.as_str()))]
    Untrue {
        /// The clear's number, from 1.
        clear: usize,
        /// The statement.
        what: String,
    },
}

/// A plan: every clear of a solution, in the order they happen.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Plan {
    /// The clears, in order.
    pub clears: Vec<Clear>,
    /// Moves played.
    pub moves: usize,
    /// Whether the board is clear after the last move.
    pub cleared: bool,
    /// The moves that changed nothing, in order.
    pub null_moves: Vec<NullMove>,
}

/// A set of blocks of one colour that vanished together, touching each
/// other: one run of three or more, or runs that cross or touch.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Clear {
    /// Its number in the plan, from 1.
    pub number: usize,
    /// The move during whose settle it happens, from 1.
    #[serde(rename = "move")]
    pub on_move: usize,
    /// The stage of that settle, from 1: 2 and up are cascades.
    pub stage: usize,
    /// The colour (1 and up).
    pub colour: u8,
    /// Where the blocks met, `(x, y)` with `y` from the bottom, column by
    /// column, bottom up.
    pub cells: Vec<(usize, usize)>,
    /// The runs of three or more the cells form.
    pub lines: Vec<Line>,
    /// `horizontal`, `vertical` or `both`.
    pub direction: Direction,
    /// How each block got to where it met, in the order of `cells`.
    pub blocks: Vec<BlockPath>,
    /// The moves that served it: those that moved one of its blocks, and
    /// the move during which it happens.
    pub moves: Vec<usize>,
    /// Earlier clears it needed.
    pub needs: Vec<Need>,
}

/// A run of three or more in one row or column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Line {
    /// True for a row, false for a column.
    pub horizontal: bool,
    /// The row (horizontal) or column (vertical).
    pub at: usize,
    /// The first column (or row) of the run.
    pub from: usize,
    /// The last column (or row) of the run, inclusive.
    pub to: usize,
}

/// The direction in which a clear's blocks met.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    /// In one row: blocks slid sideways into line.
    Horizontal,
    /// In one column: blocks fell (or were swapped) into line.
    Vertical,
    /// Runs in both directions, crossing or touching.
    Both,
}

/// How one block of a clear got where it met.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct BlockPath {
    /// Where it stood at the start.
    pub start: (usize, usize),
    /// Where it met the others.
    pub end: (usize, usize),
    /// Steps to the right (negative: to the left) that moves gave it.
    pub slid: i32,
    /// Rows up (negative: down) that moves gave it: swaps up and down.
    pub lifted: i32,
    /// Rows it fell.
    pub fell: usize,
    /// The moves that moved it, in order.
    pub moves: Vec<usize>,
}

/// An earlier clear that had to happen first: a block of this clear fell
/// into room it made (docs/plans.md, "Had to come first"). One for each
/// earlier clear and block: the first fall into that clear's room, and of
/// the rooms of one fall the lowest.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Need {
    /// The earlier clear's number.
    pub clear: usize,
    /// `held-up` or `made-room`.
    pub why: Why,
    /// The block of this clear it concerned, by its start cell.
    pub block: (usize, usize),
    /// The earlier clear's cell whose room the block fell into: where its
    /// block stood when it vanished.
    pub cell: (usize, usize),
    /// Where the room was when the block fell into it.
    pub into: (usize, usize),
    /// The moves that carried the room sideways before: each slid a block
    /// into it, and the room took the cell the block left. In order.
    pub by: Vec<usize>,
}

/// How the block came to fall into the room an earlier clear made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Why {
    /// It stood above the clear's block in its column, which held it up
    /// until it vanished: it fell in the settle's next fall.
    HeldUp,
    /// It fell into the room later: a move had brought it over the room,
    /// or had carried the room under it.
    MadeRoom,
}

/// A move that changes nothing (docs/spec.md section 2): no block moves.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct NullMove {
    /// The move's number, from 1.
    pub number: usize,
    /// The block's cell.
    pub from: (usize, usize),
    /// The cell it was moved towards.
    pub to: (usize, usize),
    /// The block's colour.
    pub colour: u8,
    /// `equal` or `fell-back`.
    pub kind: NullKind,
}

/// Why a move changes nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NullKind {
    /// It swaps two blocks of the same colour.
    Equal,
    /// It pushes a block up into an empty cell, and the block falls
    /// straight back (swap4).
    FellBack,
}

impl Plan {
    /// [`Plan::of`], then [`Plan::check`]: the plan every front end shows,
    /// made only when a second replay bears out every statement.
    pub fn checked(board: &Board, rules: MoveSet, moves: &[Move]) -> Result<Plan, PlanError> {
        let plan = Plan::of(board, rules, moves)?;
        plan.check(board, rules, moves)?;
        Ok(plan)
    }

    /// The first clear that move `number` (from 1) serves: one of whose
    /// blocks it moved, or that happens during it.
    pub fn towards(&self, number: usize) -> Option<&Clear> {
        self.clears.iter().find(|c| c.moves.contains(&number))
    }
}

impl Line {
    /// The cell `i` columns (or rows) along the line's row (or column).
    pub fn cell(&self, i: usize) -> (usize, usize) {
        if self.horizontal {
            (i, self.at)
        } else {
            (self.at, i)
        }
    }
}

pub(super) fn direction_of(lines: &[Line]) -> Direction {
    match (
        lines.iter().any(|l| l.horizontal),
        lines.iter().any(|l| !l.horizontal),
    ) {
        (true, true) => Direction::Both,
        (false, true) => Direction::Vertical,
        _ => Direction::Horizontal,
    }
}

/// The cells side by side with `(x, y)` and above and below it; off the
/// board to the left or below, a cell no board has (`usize::MAX`).
pub(super) fn beside((x, y): (usize, usize)) -> [(usize, usize); 4] {
    [
        (x.wrapping_sub(1), y),
        (x + 1, y),
        (x, y.wrapping_sub(1)),
        (x, y + 1),
    ]
}

/// The moves that served a clear: those that moved one of its blocks,
/// and `on_move`, the move it happens during; in order, each once.
pub(super) fn served(blocks: &[BlockPath], on_move: usize) -> Vec<usize> {
    let mut moves: BTreeSet<usize> = blocks
        .iter()
        .flat_map(|b| b.moves.iter().copied())
        .collect();
    moves.insert(on_move);
    moves.into_iter().collect()
}

/// What a move that changes nothing did; `None` for any other move.
pub(super) fn null_move(turn: &Turn, number: usize) -> Option<NullMove> {
    if turn.kind != MoveKind::Null {
        return None;
    }
    let from = (turn.mv.x as usize, turn.mv.y as usize);
    let (tx, ty) = turn.mv.target();
    let to = (tx as usize, ty as usize);
    let colour = turn.before.get(from.0, from.1);
    Some(NullMove {
        number,
        from,
        to,
        colour,
        kind: if turn.before.get(to.0, to.1) == colour {
            NullKind::Equal
        } else {
            NullKind::FellBack
        },
    })
}
