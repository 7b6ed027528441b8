//! The difficulty score (`mayan_solve::difficulty`): its parts on known
//! puzzles, its scale on Panel Attack's classic sets, and the rank
//! correlation it is tuned for.

use mayan_core::read::{ReadOptions, read_panel_file, read_puzzle};
use mayan_solve::Options;
use mayan_solve::difficulty::{Difficulty, SCALE, rate, spearman};

fn fixtures() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures")
}

/// Every classic puzzle rated: (set number, puzzle number, difficulty).
fn classic() -> Vec<(u32, usize, Difficulty)> {
    let file = std::fs::read(
        fixtures().join("panel/panel-game_Puzzles-v3_classic-sets-with-solutions.json"),
    )
    .unwrap();
    let (_, entries) = read_panel_file(&file, &ReadOptions::default()).unwrap();
    entries
        .into_iter()
        .filter_map(|e| {
            let set: u32 = e.pick.set.strip_prefix("Classic set ")?.parse().ok()?;
            let puzzle = e.read.unwrap().setup.into_puzzle().unwrap();
            Some((
                set,
                e.pick.index,
                rate(&puzzle, &Options::default()).unwrap(),
            ))
        })
        .collect()
}

fn noip(case: u32) -> Difficulty {
    let bytes = std::fs::read(fixtures().join(format!("noip2011/case{case:02}.in"))).unwrap();
    let puzzle = read_puzzle(&bytes, &ReadOptions::default()).unwrap();
    rate(&puzzle, &Options::default()).unwrap()
}

#[test]
fn scores_of_known_puzzles_are_pinned() {
    let all = classic();
    let pick = |set, index| all.iter().find(|p| p.0 == set && p.1 == index).unwrap().2;
    // Classic set 1 #1: one move, 3 blocks, 1 of 4 first moves wins.
    let d = pick(1, 1);
    assert_eq!(
        (
            d.score,
            d.moves,
            d.blocks,
            d.first_moves,
            d.winning_first_moves
        ),
        (8, 1, 3, 4, 1)
    );
    // Set 4 #6: one move that sets off nine cascade stages.
    let d = pick(4, 6);
    assert_eq!((d.score, d.moves, d.cascade_stages), (41, 1, 9));
    // Set 5 #5, the classic sets' only five-move puzzle, and set 6 #10.
    assert_eq!(pick(5, 5).score, 82);
    let d = pick(6, 10);
    assert_eq!(
        (d.score, d.moves, d.setup_moves, d.cascade_stages),
        (65, 4, 3, 4)
    );
    // NOIP case 7 (5 moves) and case 1 (no solution: n is the budget).
    let d = noip(7);
    assert_eq!((d.score, d.setup_moves, d.cascade_stages), (81, 4, 4));
    let d = noip(1);
    assert_eq!((d.score, d.moves, d.winning_first_moves), (19, 2, 0));
}

#[test]
fn the_scale_is_set_by_the_classic_sets_and_follows_their_order() {
    let all = classic();
    assert_eq!(all.len(), 60);
    // SCALE holds the median raw score of set 1 and of set 6.
    for (set, want) in [(1, SCALE.0), (6, SCALE.1)] {
        let mut raw: Vec<f64> = all
            .iter()
            .filter(|p| p.0 == set)
            .map(|p| p.2.raw())
            .collect();
        raw.sort_by(f64::total_cmp);
        let median = (raw[4] + raw[5]) / 2.0;
        assert!((median - want).abs() < 0.01, "set {set}: median {median}");
    }
    let order: Vec<f64> = all.iter().map(|p| f64::from(p.0)).collect();
    let score: Vec<f64> = all.iter().map(|p| f64::from(p.2.score)).collect();
    let rho = spearman(&order, &score);
    assert!((rho - 0.918).abs() < 0.001, "Spearman {rho}");
    // The official NOIP cases, in case order, the solvable ones (held out
    // from the tuning).
    let cases: Vec<u32> = (1..=10).filter(|&c| c != 1 && c != 6).collect();
    let order: Vec<f64> = cases.iter().map(|&c| f64::from(c)).collect();
    let score: Vec<f64> = cases.iter().map(|&c| f64::from(noip(c).score)).collect();
    let rho = spearman(&order, &score);
    assert!((rho - 0.790).abs() < 0.001, "Spearman {rho}");
}

#[test]
fn spearman_is_one_for_the_same_order_and_minus_one_for_the_reverse() {
    let a = [1.0, 2.0, 3.0, 4.0];
    assert!((spearman(&a, &[10.0, 20.0, 30.0, 40.0]) - 1.0).abs() < 1e-12);
    assert!((spearman(&a, &[4.0, 3.0, 2.0, 1.0]) + 1.0).abs() < 1e-12);
    // Ties take their mean rank: ranks 1.5 1.5 3 4 against 1 2 3 4.
    let r = spearman(&a, &[5.0, 5.0, 6.0, 7.0]);
    assert!((r - 0.948_683_298).abs() < 1e-6, "{r}");
    assert_eq!(spearman(&a, &[1.0, 1.0, 1.0, 1.0]), 0.0);
    assert_eq!(spearman(&a, &[1.0]), 0.0);
}
