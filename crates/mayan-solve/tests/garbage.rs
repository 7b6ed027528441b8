//! The garbage search (`mayan_solve::garbage`) on the game's garbage
//! puzzles: each is solved within its moves, the answer replays to a win
//! under the garbage rules, and nothing shorter exists when it is longer
//! than one move.

use mayan_core::Goal;
use mayan_core::format::panel;
use mayan_core::garbage::{GarbageBoard, GarbagePuzzle};
use mayan_core::read::{self, ReadError, ReadOptions};
use mayan_solve::{Options, garbage};

fn shoguns() -> Vec<(usize, GarbagePuzzle)> {
    let bytes = std::fs::read(format!(
        "{}/../../fixtures/panel/panel-game_Puzzles-v3_full.json",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let (_, entries) = read::read_panel_file(&bytes, &ReadOptions::default()).unwrap();
    entries
        .into_iter()
        .filter_map(|e| match e.read {
            Err(ReadError::Garbage { pick, setup }) => {
                Some((pick.index, setup.into_puzzle().unwrap()))
            }
            _ => None,
        })
        .collect()
}

/// Each shogun's smallest answer within its moves, in the game's
/// notation (`-1` for none), its fewest moves, and its count of answers.
const ANSWERS: [(usize, &str, usize, u128); 10] = [
    (1, "r2c2", 1, 1),
    (2, "r6c2 r6c3 r2c4", 3, 1),
    (3, "r3c2 r3c1 r3c2 r2c4", 4, 22),
    (4, "r7c3 r7c2 r7c5", 3, 2),
    (5, "r3c1 r5c1 r3c2 r5c1", 3, 148),
    // Two moves are not enough under pure rules: the game's Solution
    // swaps while the garbage is still clearing.
    (6, "-1", 0, 0),
    (7, "r2c2 r3c1 r2c2", 3, 1),
    (8, "r6c3 r6c2 r2c2 r2c2", 4, 1),
    (9, "r5c1 r2c2 r4c2", 3, 6),
    (10, "r5c1 r6c2 r1c5", 3, 5),
];

#[test]
fn every_shogun_is_solved_as_small_as_it_can_be() {
    let opts = Options::default();
    let puzzles = shoguns();
    assert_eq!(puzzles.len(), ANSWERS.len());
    for ((index, puzzle), (want_index, want, fewest, count)) in puzzles.iter().zip(ANSWERS) {
        assert_eq!(*index, want_index);
        let moves = garbage::solve(puzzle, &opts).unwrap().moves;
        assert_eq!(
            moves.as_deref().map_or("-1".to_string(), panel_text),
            want,
            "#{index}"
        );
        if let Some(m) = &moves {
            // The answer replays to a win within the moves.
            assert!(m.len() <= puzzle.budget() as usize);
            let mut b = puzzle.board().clone();
            for &mv in m {
                assert!(!b.is_clear());
                b = b.play(mv).unwrap();
            }
            assert!(b.is_clear(), "#{index}");
        }
        let shortest = garbage::solve(&puzzle.clone().with_goal(Goal::Shortest), &opts)
            .unwrap()
            .moves;
        assert_eq!(shortest.map_or(0, |m| m.len()), fewest, "#{index}");
        assert_eq!(garbage::count(puzzle, &opts).unwrap(), count, "#{index}");
        let all = garbage::all(puzzle, &opts, 1000).unwrap();
        assert_eq!(all.len() as u128, count, "#{index}");
        assert_eq!(all.first(), moves.as_ref(), "#{index}");
        assert!(all.windows(2).all(|w| w[0] < w[1]));
    }
}

/// A board with no garbage: the garbage search agrees with the general
/// one on the answer and the count.
#[test]
fn without_garbage_it_agrees_with_the_other_engines() {
    let bytes = std::fs::read(format!(
        "{}/../../fixtures/panel/panel-game_Puzzles-v3_full.json",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let sets = panel::parse(&bytes).unwrap();
    let opts = Options::default();
    for k in 1..=10 {
        let p = panel::find(&sets, "Classic / Classic set 1", k).unwrap();
        let board = p.board().unwrap();
        let puzzle = mayan_core::Puzzle::new(
            board,
            mayan_core::MoveSet::Drag,
            p.moves,
            mayan_core::Notation::PanelAttack,
        )
        .unwrap()
        .with_goal(Goal::AtMost);
        let g = GarbagePuzzle::new(GarbageBoard::from_board(board), p.moves, Goal::AtMost).unwrap();
        assert_eq!(
            garbage::solve(&g, &opts).unwrap().moves,
            mayan_solve::solve(&puzzle, &opts).unwrap().moves,
            "#{k}"
        );
        assert_eq!(
            garbage::count(&g, &opts).unwrap(),
            mayan_solve::analysis::count(&puzzle, &opts).unwrap(),
            "#{k}"
        );
    }
}

fn panel_text(m: &[mayan_core::Move]) -> String {
    mayan_core::format::notation::write_answer(Some(m), mayan_core::Notation::PanelAttack)
        .trim_end()
        .replace('\n', " ")
}
