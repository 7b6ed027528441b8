//! Panel de Pon puzzles against the pure-rule oracle: the shortest clear of
//! every puzzle has the oracle's length, and every solution replays to a
//! clear board (grey panels may stay).

use mayan_core::format::grid;
use mayan_core::format::notation::{MoveText, parse_answer};
use mayan_core::{Board, MoveSet, Notation, Puzzle};
use mayan_solve::{Goal, Options, solve};
use serde_json::Value;

fn fixture(name: &str) -> Vec<u8> {
    let path = format!("{}/../../fixtures/panel/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The oracle's board: rows top to bottom, `9` a grey panel.
fn oracle_board(rows: &[Value]) -> Board {
    let mut text = String::new();
    let pad = 12 - rows.len();
    for _ in 0..pad {
        text.push_str("......\n");
    }
    for r in rows {
        text.push_str(&r.as_str().unwrap().replace('9', "#"));
        text.push('\n');
    }
    grid::parse(text.as_bytes()).unwrap().board
}

fn replay(board: &Board, moves: &[MoveText]) -> Board {
    let mut b = *board;
    for m in moves {
        let mv = m.resolve(&b).unwrap();
        b = b.play(mv, MoveSet::Drag).unwrap();
    }
    b
}

fn text_moves(list: &Value) -> Vec<MoveText> {
    let text: String = list
        .as_array()
        .unwrap()
        .iter()
        .map(|m| format!("{}\n", m.as_str().unwrap()))
        .collect();
    parse_answer(text.as_bytes())
        .unwrap()
        .unwrap()
        .into_iter()
        .map(|(m, _)| m)
        .collect()
}

#[test]
fn every_oracle_puzzle_has_the_oracles_shortest_length() {
    let oracle: Value = serde_json::from_slice(&fixture("pure-rule-oracle.json")).unwrap();
    let puzzles = oracle["puzzles"].as_array().unwrap();
    assert_eq!(puzzles.len(), 74);
    let mut checked = 0;
    for p in puzzles {
        let id = p["id"].as_str().unwrap();
        let board = oracle_board(p["rows"].as_array().unwrap());
        let budget = p["moves"].as_i64().unwrap();
        let puzzle =
            Puzzle::new(board, MoveSet::Drag, budget, Notation::PanelAttack, false).unwrap();
        let opts = Options {
            goal: Goal::Shortest,
            threads: 1,
            ..Options::default()
        };
        let out = solve(&puzzle, &opts).unwrap();
        let expected = p["pure_min_moves"].as_u64().map(|n| n as usize);
        if id == "PA-RidiculousMode-02" {
            // Not computed by the oracle; a full board, proven here.
            assert_eq!(out.moves, None, "{id}");
            continue;
        }
        assert_eq!(out.moves.as_ref().map(Vec::len), expected, "{id}");
        if let Some(moves) = &out.moves {
            let texts: Vec<MoveText> = moves.iter().map(|&m| MoveText::Move(m)).collect();
            assert!(
                replay(&board, &texts).is_clear(),
                "{id}: our solution does not clear"
            );
        }
        for key in ["recorded_solution", "solver_solution"] {
            if let Some(list) = p.get(key) {
                let end = replay(&board, &text_moves(list));
                assert!(
                    end.is_clear(),
                    "{id}: the oracle's {key} does not clear under our rules"
                );
            }
        }
        checked += 1;
    }
    assert_eq!(checked, 73);
}

#[test]
fn at_most_goal_agrees_with_shortest_on_the_classic_sets() {
    let oracle: Value = serde_json::from_slice(&fixture("pure-rule-oracle.json")).unwrap();
    for p in oracle["puzzles"].as_array().unwrap() {
        let id = p["id"].as_str().unwrap();
        if !id.starts_with("PA-classic") {
            continue;
        }
        let board = oracle_board(p["rows"].as_array().unwrap());
        let budget = p["moves"].as_i64().unwrap();
        let puzzle =
            Puzzle::new(board, MoveSet::Drag, budget, Notation::PanelAttack, false).unwrap();
        let at_most = solve(
            &puzzle,
            &Options {
                goal: Goal::AtMost,
                threads: 1,
                ..Options::default()
            },
        )
        .unwrap();
        let moves = at_most
            .moves
            .unwrap_or_else(|| panic!("{id}: no at-most solution"));
        assert!(moves.len() <= budget as usize, "{id}");
        let texts: Vec<MoveText> = moves.iter().map(|&m| MoveText::Move(m)).collect();
        assert!(replay(&board, &texts).is_clear(), "{id}");
    }
}

#[test]
fn every_puzzle_of_both_panel_attack_files_reads() {
    use mayan_core::format::panel;
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
