//! Rules-only node counts (`fixtures/perft.txt`): every board
//! representation generates the same moves and settles them the same way,
//! with no search in between.

use std::path::Path;

use mayan_core::read::{PanelPick, ReadOptions, read};
use mayan_core::{Board, MoveSet};
use mayan_oracle::simple::SimpleBoard;

struct Case {
    line: usize,
    board: Board,
    rules: MoveSet,
    null_moves: bool,
    counts: Vec<u64>,
}

fn cases() -> Vec<Case> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let text = std::fs::read_to_string(root.join("fixtures/perft.txt")).unwrap();
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let f: Vec<&str> = line.split('|').map(str::trim).collect();
        assert_eq!(f.len(), 5, "line {}: {line}", i + 1);
        let pick = (f[1] != "-").then(|| {
            let (set, index) = f[1].rsplit_once(" / ").unwrap();
            PanelPick {
                set: set.to_string(),
                index: index.parse().unwrap(),
            }
        });
        let opts = ReadOptions {
            file_name: Some(f[0].to_string()),
            pick,
            ..ReadOptions::default()
        };
        let bytes = std::fs::read(root.join(f[0])).unwrap();
        let board = read(&bytes, &opts).unwrap().setup.board;
        out.push(Case {
            line: i + 1,
            board,
            rules: f[2].parse().unwrap(),
            null_moves: match f[3] {
                "literal" => true,
                "no-null-moves" => false,
                r => panic!("line {}: reading {r}", i + 1),
            },
            counts: f[4]
                .split_whitespace()
                .map(|n| n.replace(',', "").parse().unwrap())
                .collect(),
        });
    }
    assert!(out.len() >= 10);
    out
}

#[test]
fn the_core_board_matches_the_pinned_counts() {
    for c in cases() {
        let got = c.board.perft(c.rules, c.null_moves, c.counts.len());
        assert_eq!(got, c.counts, "fixtures/perft.txt line {}", c.line);
    }
}

#[test]
fn the_simple_engine_matches_the_pinned_counts() {
    for c in cases() {
        let got = SimpleBoard::from_board(&c.board).perft(c.rules, c.null_moves, c.counts.len());
        assert_eq!(got, c.counts, "fixtures/perft.txt line {}", c.line);
    }
}

/// The packed board's counts, for the widths of the fixture's boards.
fn packed_perft(c: &Case) -> Option<Vec<u64>> {
    let (rules, null, depth) = (c.rules, c.null_moves, c.counts.len());
    match c.board.width() {
        5 => mayan_solve::packed::perft::<5>(&c.board, rules, null, depth),
        6 => mayan_solve::packed::perft::<6>(&c.board, rules, null, depth),
        7 => mayan_solve::packed::perft::<7>(&c.board, rules, null, depth),
        w => panic!("no packed perft for width {w}"),
    }
}

#[test]
fn the_packed_board_matches_the_pinned_counts() {
    for c in cases() {
        let got = packed_perft(&c).expect("the fixture's boards pack");
        assert_eq!(got, c.counts, "fixtures/perft.txt line {}", c.line);
    }
}
