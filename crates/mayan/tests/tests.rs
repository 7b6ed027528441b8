//! The `mayan` binary end to end, one module per subject.

mod cli;
mod convert;
mod edges;
mod gen_batch;
mod interrupt;
mod render;
mod serve;
