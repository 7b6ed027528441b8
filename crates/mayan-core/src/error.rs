//! Errors of the rules crate: bad sizes, illegal moves, unreadable input.

use std::fmt;

use crate::moves::{Move, MoveSet};

/// A board size the engine does not take.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// Zero or larger than 16 x 16.
    #[error(
        "a board of {width} x {height} is not supported (1 to {max_w} columns, 1 to {max_h} rows)",
        max_w = crate::board::MAX_WIDTH,
        max_h = crate::board::MAX_HEIGHT
    )]
    Size {
        /// Columns asked for.
        width: usize,
        /// Rows asked for.
        height: usize,
    },
}

/// Why a move is not legal.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// `(x, y)` is outside the board.
    #[error("({x}, {y}) is outside the board", x = mv.x, y = mv.y)]
    OffBoard {
        /// The move.
        mv: Move,
    },
    /// A move as written names a cell off every board (a coordinate
    /// below 0 or past the largest board): no [`Move`] holds it.
    #[error("({x}, {y}) is outside the board")]
    Outside {
        /// The column as written, from 0.
        x: i64,
        /// The row as written, from 0 at the bottom.
        y: i64,
    },
    /// The rules do not allow that direction.
    #[error("the {rules} rules do not allow moving {dir:?}", dir = mv.dir)]
    Direction {
        /// The move.
        mv: Move,
        /// The rules in force.
        rules: MoveSet,
    },
    /// There is no block at `(x, y)`.
    #[error("there is no block at ({x}, {y})", x = mv.x, y = mv.y)]
    NoBlock {
        /// The move.
        mv: Move,
    },
    /// The target cell is outside the board.
    #[error("the block at ({x}, {y}) cannot move {dir:?}: that is off the board", x = mv.x, y = mv.y, dir = mv.dir)]
    TargetOffBoard {
        /// The move.
        mv: Move,
    },
    /// A null move where null moves are not allowed.
    #[error("moving the block at ({x}, {y}) {dir:?} leaves the board unchanged, and null moves are not allowed", x = mv.x, y = mv.y, dir = mv.dir)]
    NullMove {
        /// The move.
        mv: Move,
    },
}

/// Where in a text input something was found: 1-based line and column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pos {
    /// 1-based line.
    pub line: usize,
    /// 1-based column (in bytes).
    pub column: usize,
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// Input that could not be read (a puzzle, an answer): what is wrong and,
/// where it applies, where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}{message}", pos.map(|p| format!("{p}: ")).unwrap_or_default())]
pub struct ParseError {
    /// Where, when the problem has a place in the text.
    pub pos: Option<Pos>,
    /// What.
    pub message: String,
}

impl ParseError {
    /// An error at a place in the text.
    pub fn at(pos: Pos, message: impl Into<String>) -> ParseError {
        ParseError {
            pos: Some(pos),
            message: message.into(),
        }
    }

    /// An error of the whole input.
    pub fn whole(message: impl Into<String>) -> ParseError {
        ParseError {
            pos: None,
            message: message.into(),
        }
    }
}

impl PuzzleError {
    /// True for a board that settling first would accept: a block floats
    /// or a run is already there.
    pub fn is_unsettled(&self) -> bool {
        matches!(self, PuzzleError::Floating { .. } | PuzzleError::Run { .. })
    }
}

/// A board and budget that do not make a puzzle.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleError {
    /// A block with an empty cell below it.
    #[error("the block at cell ({x}, {y}) floats: the cell below it is empty")]
    Floating {
        /// Column.
        x: usize,
        /// Row, 0 = bottom.
        y: usize,
    },
    /// A run of three or more is already on the board.
    #[error("the board already holds a run of three or more: colour {colour} at cell ({x}, {y})")]
    Run {
        /// The run's colour.
        colour: u8,
        /// Column of its lowest, leftmost cell.
        x: usize,
        /// Row of that cell.
        y: usize,
    },
    /// The budget is out of range.
    #[error("the move budget must be from 1 to {max}, found {found}")]
    Budget {
        /// What was given.
        found: i64,
        /// The largest budget taken.
        max: u32,
    },
    /// No move budget was given.
    #[error("no move budget")]
    NoBudget,
    /// A colour number out of range.
    #[error("colour {colour} at cell ({x}, {y}) is out of range (1 to {max})")]
    Colour {
        /// The colour.
        colour: i64,
        /// Column.
        x: usize,
        /// Row.
        y: usize,
        /// The largest colour allowed.
        max: u8,
    },
}
