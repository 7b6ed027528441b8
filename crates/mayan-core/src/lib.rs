//! The rules of gravity-swap puzzles: the NOIP 2011 Mayan puzzle, Panel de
//! Pon / Tetris Attack puzzle mode and the box maze.
//!
//! - [`Board`]: a grid of up to 16 x 16 cells, row 0 at the bottom.
//! - [`Move`], [`Dir`], [`MoveSet`]: a block steps left or right (drag) or
//!   also up and down (swap4). [`Board::for_each_move`] generates moves in
//!   the solution order of docs/spec.md section 5.
//! - Settling ([`Board::settle`], [`Board::settle_traced`]): gravity, then
//!   every run of three or more vanishes at once, until nothing does.
//! - [`Puzzle`]: a validated starting position with its budget.
//! - [`garbage`]: Panel Attack's garbage blocks, their board, rules and
//!   puzzles ([`garbage::GarbagePuzzle`]), apart from [`Puzzle`].
//! - [`read()`]: text in any format to a [`PuzzleSetup`], then a
//!   [`Puzzle`]: the one reader every front end uses.
//! - [`plan`]: a solution explained clear by clear (which blocks met, in
//!   which direction, after which moves), checked against a replay.
//! - [`mod@format`]: the NOIP, grid and Panel Attack parsers and writers, and
//!   answers.
//!
//! ```
//! use mayan_core::{format::noip, MoveSet, Move, Dir};
//! let input = noip::parse(b"3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n").unwrap();
//! let board = input.board;
//! let b = board.play(Move::new(2, 1, Dir::Right), MoveSet::Drag).unwrap();
//! let b = b.play(Move::new(3, 1, Dir::Right), MoveSet::Drag).unwrap();
//! let b = b.play(Move::new(3, 0, Dir::Right), MoveSet::Drag).unwrap();
//! assert!(b.is_empty());
//! ```
#![deny(missing_docs)]
#![forbid(unsafe_code)]

pub mod board;
pub mod error;
pub mod format;
pub mod frame;
pub mod game;
pub mod garbage;
pub mod moves;
mod names;
pub mod plan;
pub mod puzzle;
pub mod read;
pub mod settle;

pub use board::{Board, CellMask, EMPTY, GREY, MAX_COLOURS, MAX_HEIGHT, MAX_WIDTH, cell_char};
pub use error::{BoardError, MoveError, ParseError, Pos, PuzzleError};
pub use moves::{Dir, Move, MoveKind, MoveSet, Turn};
pub use puzzle::{Finish, Goal, MAX_BUDGET, Notation, Puzzle, PuzzleSetup};
pub use read::{Format, ReadError, ReadOptions, read};
pub use settle::Stage;
