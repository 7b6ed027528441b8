//! Test oracles, kept beside the fast code and never shipped (`publish =
//! false`): tests and benchmarks hold the real engine and search equal to
//! these on random boards.
//!
//! - [`simple`]: [`simple::SimpleBoard`], a slow, obviously correct board
//!   engine (rows, not columns; one cell at a time).
//! - [`mod@reference`]: a brute-force search over it, with no table and no
//!   pruning.
//! - [`fuzz`]: inputs for the fuzz tests: a corpus from the repository's
//!   files and mutations that matter for its formats.
#![deny(missing_docs)]
#![forbid(unsafe_code)]

pub mod fuzz;
pub mod reference;
pub mod simple;
