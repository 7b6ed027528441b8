//! The rules crate's integration tests, one module per subject.

mod frame;
mod fuzz;
mod garbage;
mod i18n;
mod panel;
mod parse;
mod props;
mod read;
mod settle;
