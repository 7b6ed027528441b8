//! The general engine: a depth-first search over [`mayan_core::Board`]
//! itself, for the boards the packed engine ([`crate::packed`]) cannot take,
//! those with more than 15 distinct cell values. Both engines give the same
//! answers; [`crate::solve`] picks one by the board.
//!
//! [`search`] holds the search ([`Searcher`]) and the move and pruning steps
//! it shares with [`crate::analysis`]; [`table`] its fail table, keyed by
//! boards packed 4 bits a cell ([`table::KeyPacker`]).

pub mod search;
pub mod table;

pub use search::Searcher;
