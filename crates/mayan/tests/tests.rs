//! The `mayan` binary end to end, one module per subject.

mod cli;
mod edges;
mod fuzz;
mod gen_batch;
mod interrupt;
mod render;
mod schema;
mod serve;
