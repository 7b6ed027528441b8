//! The search crate's integration tests, one module per subject; `common` holds what they share.

mod bound;
mod chain;
mod common;
mod differential;
mod difficulty;
mod fuzz;
mod garbage;
mod generate;
mod i18n;
mod intent;
mod judge;
mod node_counts;
mod noip;
mod packed_vs_general;
mod panel;
mod perft;
mod plans;
mod steps;
mod threads;
