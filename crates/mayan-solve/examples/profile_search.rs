//! Prints the general search's counters on NOIP files given on the command
//! line: positions by moves left, full settles and fail-table size. The
//! packed search, which `mayan solve` uses, also checks the column bound
//! before playing each move and so expands fewer positions (`mayan solve
//! --json` reports its count and time). `NULL=0` searches without null
//! moves, `N=k` overrides n.
//!
//! cargo run --release -p mayan-solve --example profile_search -- FILE...
use mayan_core::{MoveSet, format::noip};
use mayan_solve::general::Searcher;
use mayan_solve::{Control, Goal};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let null = std::env::var("NULL").map(|v| v != "0").unwrap_or(true);
    for path in std::env::args().skip(1) {
        let input = noip::parse(&std::fs::read(&path)?)?;
        let budget: u32 = match std::env::var("N") {
            Ok(v) => v.parse()?,
            Err(_) => u32::try_from(input.budget)?,
        };
        let mut s = Searcher::new(
            &input.board,
            MoveSet::Drag,
            null,
            Goal::Exact,
            256 << 20,
            Control::new(),
        );
        let t = std::time::Instant::now();
        let m = s
            .solve(&input.board, budget)
            .map_err(|e| format!("{e:?}"))?;
        println!(
            "{path}: n={budget} nodes={} by_moves_left={:?} settles={} table={} time={:.2}ms solved={}",
            s.nodes,
            &s.nodes_by_depth[1..=budget as usize],
            s.settles,
            s.table_len(),
            t.elapsed().as_secs_f64() * 1e3,
            m.is_some()
        );
    }
    Ok(())
}
