//! Pictures of gravity-swap puzzles: boards and the steps of solutions as
//! coloured terminal text, SVG, PNG and animated GIF.
//!
//! Everything is read off the traces of [`mayan_core::Board::play_traced`]
//! (a [`mayan_core::Turn`] per move, a [`mayan_core::Stage`] per cascade
//! step); the rules are never re-implemented here.
//!
//! - [`frames`]: a solution as a list of pictures: the start, then for each
//!   move the board right after it (the moved block marked), each fall and
//!   each clear (cells about to vanish marked).
//! - [`term`]: terminal text, with ANSI colour or plain.
//! - [`svg`]: SVG of a board, of the frames of an animation, or a strip of
//!   a whole solution, showing the rows in use and one more; text drawn as
//!   paths, so no fonts are needed.
//! - [`raster`]: PNG (through `resvg`) and GIF animations.
//! - [`palette`]: the colour-blind-friendly palette and a symbol per colour.
//!
//! ```
//! use mayan_core::{format::noip, Dir, Move, MoveSet, Notation};
//! use mayan_render::{frames, svg, term};
//! let board = noip::parse(b"3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n").unwrap().board;
//! let moves = [Move::new(2, 1, Dir::Right), Move::new(3, 1, Dir::Right), Move::new(3, 0, Dir::Right)];
//! let turns = frames::replay(&board, &moves, MoveSet::Drag).unwrap();
//! let pictures = frames::frames(&board, &turns);
//! assert_eq!(pictures.len(), 9);
//! let text = term::solution(&pictures, Notation::Noip, term::Colour::Plain, 80);
//! assert!(text.contains("Move 3: 3 0 1"));
//! let strip = svg::strip(&pictures, Notation::Noip, &svg::Style::default(), None);
//! assert!(strip.starts_with("<svg"));
//! ```
#![deny(missing_docs)]
#![forbid(unsafe_code)]

pub mod font;
pub mod frames;
pub mod palette;
pub mod raster;
pub mod svg;
pub mod term;

#[cfg(test)]
mod testdata;

pub use frames::{Frame, FrameKind};
pub use raster::RenderError;
