//! Criterion benchmarks of the search: `cargo bench -p mayan-bench`. The
//! crate has no code of its own; the benchmarks are in `benches/`, in a
//! crate of their own so that criterion is built only for them.
#![deny(missing_docs)]
