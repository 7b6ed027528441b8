//! The `mayan` binary end to end, one module per subject.

mod batch_runs;
mod clap_zh;
mod cli;
mod convert;
mod cpp;
mod duel;
mod edges;
mod fuzz;
mod garbage;
mod gen_batch;
mod gen_zh;
mod help_zh;
mod intents;
mod interrupt;
mod judge;
mod lang;
mod package;
mod plans;
mod plans_zh;
mod readme;
mod readme_zh;
mod render;
mod requests;
mod serve;
mod verify;
