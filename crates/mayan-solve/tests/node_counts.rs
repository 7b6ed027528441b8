//! Node counts pinned like chess engines' perft counts: the positions one
//! thread expands on fixed boards (`fixtures/node-counts.txt`). A change to
//! the rules, the move order or the pruning that alters the work fails here,
//! even when every answer stays the same. Update the file on purpose only.

use std::path::Path;

use mayan_core::read::{ReadOptions, read_puzzle};

use mayan_solve::{Options, solve};

#[test]
fn node_counts_match_the_pinned_fixture() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures");
    let list = std::fs::read_to_string(root.join("node-counts.txt")).unwrap();
    let mut checked = 0;
    for line in list
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let f: Vec<&str> = line.split_whitespace().collect();
        let (file, reading, nodes) = (f[0], f[1], f[2].parse::<u64>().unwrap());
        let text = std::fs::read(root.join(file)).unwrap();
        let puzzle = read_puzzle(&text, &ReadOptions::default()).unwrap();
        let opts = Options {
            null_moves: reading == "literal",
            threads: 1,
            ..Options::default()
        };
        let out = solve(&puzzle, &opts).unwrap();
        assert_eq!(out.nodes, nodes, "{file} {reading}");
        checked += 1;
    }
    assert_eq!(checked, 50);
}
