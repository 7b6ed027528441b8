//! Rates Panel Attack's classic sets and the official NOIP cases with
//! [`mayan_solve::difficulty::rate`], prints every puzzle's parts as CSV,
//! and the rank correlation (Spearman) of the score with the order of the
//! classic sets (set 1 to 6) and of the NOIP cases (1 to 10).
//!
//! cargo run --release -p mayan-solve --example difficulty_scale
use mayan_core::read::{ReadOptions, read_panel_file, read_puzzle};
use mayan_solve::Options;
use mayan_solve::difficulty::{Difficulty, rate};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../fixtures");
    let file = std::fs::read(format!(
        "{root}/panel/panel-game_Puzzles-v3_classic-sets-with-solutions.json"
    ))?;
    let (_, entries) = read_panel_file(&file, &ReadOptions::default())?;
    let opts = Options::default();
    println!("source,order,index,score,raw,moves,blocks,first_moves,winning,setup,cascades");
    let mut classic = Vec::new();
    for e in entries {
        let Some(set) = e.pick.set.strip_prefix("Classic set ") else {
            continue;
        };
        let order: f64 = set.parse()?;
        let puzzle = e.read?.setup.into_puzzle()?;
        let d = rate(&puzzle, &opts)?;
        print_row("classic", order, e.pick.index, &d);
        classic.push((order, d));
    }
    let mut noip = Vec::new();
    for case in 1..=10 {
        let bytes = std::fs::read(format!("{root}/noip2011/case{case:02}.in"))?;
        let puzzle = read_puzzle(&bytes, &ReadOptions::default())?;
        let d = rate(&puzzle, &opts)?;
        print_row("noip", f64::from(case), case as usize, &d);
        if d.winning_first_moves > 0 {
            noip.push((f64::from(case), d));
        }
    }
    let rho = |v: &[(f64, Difficulty)]| {
        let a: Vec<f64> = v.iter().map(|p| p.0).collect();
        let b: Vec<f64> = v.iter().map(|p| f64::from(p.1.score)).collect();
        mayan_solve::difficulty::spearman(&a, &b)
    };
    for set in 1..=6 {
        let mut raw: Vec<f64> = classic
            .iter()
            .filter(|p| p.0 == f64::from(set))
            .map(|p| p.1.raw())
            .collect();
        raw.sort_by(f64::total_cmp);
        let mid = raw.len() / 2;
        let median = if raw.len().is_multiple_of(2) {
            (raw[mid - 1] + raw[mid]) / 2.0
        } else {
            raw[mid]
        };
        eprintln!("classic set {set}: median raw {median:.2}");
    }
    eprintln!("spearman classic sets (60 puzzles): {:.3}", rho(&classic));
    eprintln!("spearman NOIP cases (solvable ones): {:.3}", rho(&noip));
    Ok(())
}

fn print_row(source: &str, order: f64, index: usize, d: &Difficulty) {
    println!(
        "{source},{order},{index},{},{:.2},{},{},{},{},{},{}",
        d.score,
        d.raw(),
        d.moves,
        d.blocks,
        d.first_moves,
        d.winning_first_moves,
        d.setup_moves,
        d.cascade_stages
    );
}
