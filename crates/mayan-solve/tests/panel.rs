//! Panel de Pon / Tetris Attack puzzles against `pure-rule-oracle.json`:
//! the shortest clear under the pure rules of docs/spec.md section 3, found by an
//! independent exhaustive search, and recorded solutions that must replay.
//! Grey panels (`9`) never match and may stay on the board.

use std::path::Path;

use mayan_core::format::notation::{self, MoveText};
use mayan_core::format::panel;
use mayan_core::{Board, GREY, MoveSet, Notation, Puzzle};
use mayan_solve::{Goal, Options, solve};
use serde_json::Value;

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../fixtures/panel")
            .join(name),
    )
    .unwrap()
}

/// The oracle's board: 6 x 12, rows top to bottom with empty top rows left
/// out; `.` empty, `1`-`7` colours, `a`-`f` more colours, `9` grey.
fn oracle_board(rows: &[Value]) -> Board {
    let mut b = Board::new(6, 12).unwrap();
    let n = rows.len();
    for (i, row) in rows.iter().enumerate() {
        let y = n - 1 - i;
        for (x, c) in row.as_str().unwrap().bytes().enumerate() {
            let cell = match c {
                b'.' => 0,
                b'9' => GREY,
                b'1'..=b'8' => c - b'0',
                b'a'..=b'f' => c - b'a' + 10,
                _ => panic!("unexpected cell {c}"),
            };
            b.set(x, y, cell);
        }
    }
    b
}

/// Replays moves written `rRcC`; true when the board is clear at the end.
fn replay_clears(board: &Board, moves: &[Value]) -> bool {
    let text: String = moves
        .iter()
        .map(|m| format!("{}\n", m.as_str().unwrap()))
        .collect();
    let parsed = notation::parse_answer(text.as_bytes()).unwrap().unwrap();
    let mut b = *board;
    for (mt, _) in parsed {
        assert!(matches!(mt, MoveText::Swap { .. }));
        let mv = mt.resolve(&b).unwrap();
        b = b.play(mv, MoveSet::Drag).unwrap();
    }
    b.is_clear()
}

fn oracle() -> Vec<Value> {
    let v: Value = serde_json::from_slice(&fixture("pure-rule-oracle.json")).unwrap();
    v["puzzles"].as_array().unwrap().clone()
}

#[test]
fn shortest_clears_match_the_pure_rule_oracle() {
    let puzzles = oracle();
    assert_eq!(puzzles.len(), 74);
    let mut checked = 0;
    for p in &puzzles {
        let id = p["id"].as_str().unwrap();
        let Some(min) = p["pure_min_moves"].as_u64() else {
            continue;
        };
        let board = oracle_board(p["rows"].as_array().unwrap());
        let budget = p["moves"].as_i64().unwrap();
        let puzzle = Puzzle::new(board, MoveSet::Drag, budget, Notation::PanelAttack)
            .unwrap_or_else(|e| panic!("{id}: {e}"));
        let opts = Options {
            null_moves: false,
            ..Options::default()
        };
        let moves = solve(&puzzle.clone().with_goal(Goal::Shortest), &opts)
            .unwrap()
            .moves;
        let moves = moves.unwrap_or_else(|| panic!("{id}: no clear found within {budget}"));
        assert_eq!(moves.len() as u64, min, "{id}: {moves:?}");
        // Ours replays to a clear board; so do the oracle's own solutions.
        if let Err(e) = crate::common::replay(&board, MoveSet::Drag, &moves, false) {
            panic!("{id}: our solution does not replay: {e}");
        }
        if let Err(e) = crate::common::plan_holds(&board, MoveSet::Drag, &moves) {
            panic!("{id}: the plan of our solution is wrong: {e}");
        }
        for key in ["solver_solution", "recorded_solution"] {
            if let Some(sol) = p[key].as_array() {
                assert!(replay_clears(&board, sol), "{id}: the {key} does not clear");
            }
        }
        // At most the budget finds a solution too, and its smallest one is
        // no longer than the budget.
        let m = solve(&puzzle.with_goal(Goal::AtMost), &opts)
            .unwrap()
            .moves
            .unwrap();
        assert!(m.len() as u64 <= budget as u64, "{id}");
        checked += 1;
    }
    assert_eq!(checked, 72);
}

#[test]
fn ridiculous_mode_1_cannot_be_cleared_under_pure_rules() {
    let p = oracle()
        .into_iter()
        .find(|p| p["id"] == "PA-RidiculousMode-01")
        .unwrap();
    assert!(p["pure_min_moves"].is_null());
    let board = oracle_board(p["rows"].as_array().unwrap());
    let budget = p["moves"].as_i64().unwrap();
    let puzzle = Puzzle::new(board, MoveSet::Drag, budget, Notation::PanelAttack).unwrap();
    for null_moves in [true, false] {
        let opts = Options {
            null_moves,
            ..Options::default()
        };
        let puzzle = puzzle.clone().with_goal(Goal::AtMost);
        assert_eq!(solve(&puzzle, &opts).unwrap().moves, None);
    }
}

#[test]
fn panel_attack_file_boards_are_the_oracles() {
    // The stock file's "Classic set N" puzzle K is the oracle's
    // PA-classic-N-K: same board, same move limit.
    let sets = panel::parse(&fixture("panel-attack_stock-example_v2.json")).unwrap();
    let puzzles = oracle();
    let mut matched = 0;
    for n in 1..=6 {
        let set = format!("Classic set {n}");
        for k in 1..=10 {
            let from_file = panel::find(&sets, &set, k).unwrap();
            let id = format!("PA-classic-{n}-{k:02}");
            let o = puzzles.iter().find(|p| p["id"] == id.as_str()).unwrap();
            assert_eq!(
                from_file.board().unwrap(),
                oracle_board(o["rows"].as_array().unwrap()),
                "{id}"
            );
            assert_eq!(Some(from_file.moves), o["moves"].as_i64(), "{id}");
            matched += 1;
        }
    }
    assert_eq!(matched, 60);
}

#[test]
fn ridiculous_mode_2_has_no_clear_within_five_moves() {
    // The oracle left this full 6 x 12 board uncomputed; it is proven here.
    let p = oracle()
        .into_iter()
        .find(|p| p["id"] == "PA-RidiculousMode-02")
        .unwrap();
    let board = oracle_board(p["rows"].as_array().unwrap());
    let puzzle = Puzzle::new(board, MoveSet::Drag, 5, Notation::PanelAttack).unwrap();
    let opts = Options {
        null_moves: false,
        ..Options::default()
    };
    let puzzle = puzzle.with_goal(Goal::AtMost);
    assert_eq!(solve(&puzzle, &opts).unwrap().moves, None);
}

#[test]
fn every_puzzle_of_both_panel_attack_files_reads() {
    for (file, sets, puzzles) in [
        ("panel-attack_stock-example_v2.json", 9, 74),
        (
            "panel-game_Puzzles-v3_classic-sets-with-solutions.json",
            6,
            60,
        ),
    ] {
        let parsed = panel::parse(&fixture(file)).unwrap();
        assert_eq!(parsed.len(), sets, "{file}");
        let total: usize = parsed.iter().map(|s| s.puzzles.len()).sum();
        assert_eq!(total, puzzles, "{file}");
        for s in &parsed {
            for (i, p) in s.puzzles.iter().enumerate() {
                let board = p
                    .board()
                    .unwrap_or_else(|e| panic!("{file} {} #{}: {e}", s.name, i + 1));
                assert!(
                    board.floating_block().is_none(),
                    "{file} {} #{}",
                    s.name,
                    i + 1
                );
            }
        }
    }
}

#[test]
fn solver_solutions_encoded_as_panel_attack_inputs_decode_to_the_same_swaps() {
    // Every oracle puzzle that has a clear, under both readings of null
    // moves (the literal one may swap two equal panels) and two goals.
    let mut encoded = 0;
    for p in oracle() {
        if p["pure_min_moves"].is_null() {
            continue;
        }
        let board = oracle_board(p["rows"].as_array().unwrap());
        let budget = p["moves"].as_i64().unwrap();
        for (null_moves, goal) in [(true, Goal::AtMost), (false, Goal::Shortest)] {
            let puzzle = Puzzle::new(board, MoveSet::Drag, budget, Notation::PanelAttack)
                .unwrap()
                .with_goal(goal);
            let opts = Options {
                null_moves,
                ..Options::default()
            };
            let moves = solve(&puzzle, &opts).unwrap().moves.unwrap();
            let text = panel::solution::encode(&board, &moves).unwrap();
            let swaps: Vec<MoveText> = moves
                .iter()
                .map(|m| MoveText::Swap {
                    x: if m.dir == mayan_core::Dir::Left {
                        m.x - 1
                    } else {
                        m.x
                    },
                    y: m.y,
                })
                .collect();
            assert_eq!(
                panel::solution::decode(&text).unwrap(),
                swaps,
                "{}",
                p["id"]
            );
            let (replayed, end) = panel::solution::play(&board, &text).unwrap();
            assert_eq!(replayed.len(), moves.len());
            assert!(end.is_clear(), "{}", p["id"]);
            encoded += 1;
        }
    }
    assert_eq!(encoded, 144);
}
