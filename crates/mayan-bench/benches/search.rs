//! Criterion benchmarks of the search on a fixed list of boards.
//!
//! Like a chess engine's perft benchmark, each case also pins the number of
//! positions the search expands, so a change that alters the search fails
//! here before its timing is trusted.
//!
//! cargo bench -p mayan-bench

use criterion::{Criterion, criterion_group, criterion_main};
use mayan_core::Puzzle;
use mayan_core::read::{ReadOptions, read_puzzle};
use mayan_solve::{Options, solve};

/// (name, NOIP input, null moves, expected answer length, nodes on one thread)
const CASES: &[(&str, &str, bool, Option<usize>, u64)] = &[
    (
        "dense-056-n5-literal",
        "5\n2 3 1 1 3 3 1 0\n1 1 2 3 3 1 1 0\n3 3 1 2 1 2 3 0\n3 3 1 1 2 3 3 0\n1 2 2 1 1 3 2 0\n",
        true,
        None,
        28946,
    ),
    (
        "dense-128-n5-no-null",
        "5\n1 1 2 1 1 2 2 0\n2 2 3 2 2 3 3 0\n3 1 2 2 3 2 2 0\n1 3 3 1 1 3 3 0\n2 2 3 2 1 2 2 0\n",
        false,
        None,
        45194,
    ),
    (
        "dense-168-n5-literal",
        "5\n3 2 1 3 1 1 3 0\n1 3 2 1 3 3 2 0\n2 2 3 2 1 0\n1 3 2 2 3 1 2 0\n1 2 1 3 2 1 1 0\n",
        true,
        None,
        28361,
    ),
    (
        "noip-case10-n5",
        "5\n1 1 2 3 4 0\n3 3 1 2 3 5 4 0\n3 5 5 3 2 2 0\n5 5 3 5 2 4 2 0\n0\n",
        true,
        Some(5),
        2411,
    ),
];

fn puzzle(text: &str) -> Puzzle {
    read_puzzle(text.as_bytes(), &ReadOptions::default()).expect("bench input is a puzzle")
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("solve");
    group.sample_size(20);
    for &(name, text, null_moves, length, nodes) in CASES {
        let p = puzzle(text);
        let opts = Options {
            null_moves,
            threads: 1,
            ..Options::default()
        };
        let out = solve(&p, &opts).expect("search finishes");
        assert_eq!(
            out.moves.as_ref().map(Vec::len),
            length,
            "{name}: answer changed"
        );
        assert_eq!(out.nodes, nodes, "{name}: node count changed");
        group.bench_function(name, |b| b.iter(|| solve(&p, &opts)));
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
