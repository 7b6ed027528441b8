//! The rules crate's integration tests, one module per subject.

mod parse;
mod props;
mod read;
mod settle;
