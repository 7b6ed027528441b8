//! Errors of the rules crate: bad sizes, illegal moves, unreadable input.

use std::fmt;

use mayan_i18n::t;

use crate::moves::{Dir, Move, MoveSet};

/// A direction's key in the catalogue's messages (`{ $dir -> [right] ...
/// }`): `right`, `left`, `up` or `down`.
pub(crate) fn dir_key(dir: Dir) -> &'static str {
    match dir {
        Dir::Right => "right",
        Dir::Left => "left",
        Dir::Up => "up",
        Dir::Down => "down",
    }
}

/// A board size the engine does not take.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// Zero or larger than 16 x 16.
    #[error("{}", t!(
        "rule-board-size",
        width = width.to_string(),
        height = height.to_string(),
        max_w = crate::board::MAX_WIDTH,
        max_h = crate::board::MAX_HEIGHT
    ))]
    Size {
        /// Columns asked for.
        width: usize,
        /// Rows asked for.
        height: usize,
    },
}

/// Why a move is not legal.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.message())]
pub enum MoveError {
    /// `(x, y)` is outside the board.
    OffBoard {
        /// The move.
        mv: Move,
    },
    /// A move as written names a cell off every board (a coordinate
    /// below 0 or past the largest board): no [`Move`] holds it.
    Outside {
        /// The column as written, from 0.
        x: i64,
        /// The row as written, from 0 at the bottom.
        y: i64,
    },
    /// The rules do not allow that direction.
    Direction {
        /// The move.
        mv: Move,
        /// The rules in force.
        rules: MoveSet,
    },
    /// There is no block at `(x, y)`.
    NoBlock {
        /// The move.
        mv: Move,
    },
    /// The target cell is outside the board.
    TargetOffBoard {
        /// The move.
        mv: Move,
    },
    /// A null move where null moves are not allowed.
    NullMove {
        /// The move.
        mv: Move,
    },
    /// The move takes a garbage cell, which never moves.
    Garbage {
        /// The move.
        mv: Move,
    },
}

impl MoveError {
    /// The error in a sentence, in the language of the thread.
    fn message(&self) -> String {
        match *self {
            MoveError::OffBoard { mv } => t!("rule-move-off-board", x = mv.x, y = mv.y),
            MoveError::Outside { x, y } => {
                t!("rule-move-off-board", x = x.to_string(), y = y.to_string())
            }
            MoveError::Direction { mv, rules } => t!(
                "rule-move-direction",
                rules = rules.name(),
                dir = dir_key(mv.dir)
            ),
            MoveError::NoBlock { mv } => t!("rule-move-no-block", x = mv.x, y = mv.y),
            MoveError::TargetOffBoard { mv } => t!(
                "rule-move-target-off-board",
                x = mv.x,
                y = mv.y,
                dir = dir_key(mv.dir)
            ),
            MoveError::NullMove { mv } => {
                t!("rule-move-null", x = mv.x, y = mv.y, dir = dir_key(mv.dir))
            }
            MoveError::Garbage { mv } => {
                t!("rule-move-garbage", x = mv.x, y = mv.y)
            }
        }
    }
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
        f.write_str(&t!(
            "read-pos",
            line = self.line.to_string(),
            column = self.column.to_string()
        ))
    }
}

/// Input that could not be read (a puzzle, an answer): what is wrong and,
/// where it applies, where. The message is written in the language of the
/// thread that made the error (the reader's); the place, in that of the
/// thread that shows it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", match pos {
    Some(p) => t!("read-at", pos = p.to_string(), message = message.as_str()),
    None => message.clone(),
})]
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
    /// The error in a sentence, in the language of the thread.
    fn message(&self) -> String {
        match *self {
            PuzzleError::Floating { x, y } => t!("rule-puzzle-floating", x = x, y = y),
            PuzzleError::Run { colour, x, y } => {
                t!("rule-puzzle-run", colour = colour, x = x, y = y)
            }
            PuzzleError::Budget { found, max } => {
                t!("rule-puzzle-budget", found = found.to_string(), max = max)
            }
            PuzzleError::NoBudget => t!("rule-puzzle-no-budget"),
            PuzzleError::Colour { colour, x, y, max } => t!(
                "rule-puzzle-colour",
                colour = colour.to_string(),
                x = x,
                y = y,
                max = max
            ),
            PuzzleError::Garbage { x, y } => t!("rule-puzzle-garbage", x = x, y = y),
            PuzzleError::GarbageRules { rules } => {
                t!("rule-puzzle-garbage-rules", rules = rules.name())
            }
        }
    }

    /// True for a board that settling first would accept: a block floats
    /// or a run is already there.
    pub fn is_unsettled(&self) -> bool {
        matches!(self, PuzzleError::Floating { .. } | PuzzleError::Run { .. })
    }
}

/// A board and budget that do not make a puzzle.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.message())]
pub enum PuzzleError {
    /// A block with an empty cell below it.
    Floating {
        /// Column.
        x: usize,
        /// Row, 0 = bottom.
        y: usize,
    },
    /// A run of three or more is already on the board.
    Run {
        /// The run's colour.
        colour: u8,
        /// Column of its lowest, leftmost cell.
        x: usize,
        /// Row of that cell.
        y: usize,
    },
    /// The budget is out of range.
    Budget {
        /// What was given.
        found: i64,
        /// The largest budget taken.
        max: u32,
    },
    /// No move budget was given.
    NoBudget,
    /// A colour number out of range.
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
    /// A garbage block off the board, of no size, or over a panel or
    /// another block.
    Garbage {
        /// Column of the first cell where it is.
        x: usize,
        /// Row of that cell.
        y: usize,
    },
    /// Garbage asked to be played under other rules than drag.
    GarbageRules {
        /// The rules asked for.
        rules: MoveSet,
    },
}
