//! Measures how fast puzzles are generated and prints each one's numbers.
//!
//! ```text
//! cargo run --release -p mayan-solve --example gen_rate -- W H COLOURS N COUNT [unique] [swap4] [unsolvable]
//! ```
use mayan_core::MoveSet;
use mayan_solve::generate::{GenSpec, Kind, generate_with_stats, puzzle_seed};

fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    if a.len() < 5 {
        eprintln!("usage: gen_rate W H COLOURS N COUNT [unique] [swap4] [unsolvable]");
        std::process::exit(2);
    }
    let num = |i: usize| a[i].parse::<usize>().unwrap_or(1);
    let flag = |f: &str| a.iter().any(|x| x == f);
    let spec = GenSpec {
        rules: if flag("swap4") {
            MoveSet::Swap4
        } else {
            MoveSet::Drag
        },
        width: num(0),
        height: num(1),
        colours: num(2) as u8,
        moves: num(3) as u32,
        unique: flag("unique"),
        min_blocks: std::env::var("MIN_BLOCKS")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(0),
        ..GenSpec::default()
    };
    let kind = if flag("unsolvable") {
        Kind::Unsolvable
    } else {
        Kind::Solvable
    };
    let t = std::time::Instant::now();
    let mut attempts = 0;
    let mut total = mayan_solve::generate::GenStats::default();
    for i in 0..num(4) {
        let t1 = std::time::Instant::now();
        let (made, stats) = generate_with_stats(&spec, puzzle_seed(1, i as u64), kind);
        match made {
            Ok(g) => {
                attempts += g.attempts;
                total.candidates += stats.candidates;
                total.backtracks += stats.backtracks;
                total.nodes += stats.nodes;
                for (k, st) in stats.by_step.iter().enumerate() {
                    if total.by_step.len() <= k {
                        total.by_step.resize(k + 1, Default::default());
                    }
                    let t = &mut total.by_step[k];
                    t.candidates += st.candidates;
                    t.accepted += st.accepted;
                    t.witness += st.witness;
                    t.one_move += st.one_move;
                    t.deep += st.deep;
                    t.again += st.again;
                    t.dense += st.dense;
                    t.nodes += st.nodes;
                }
                println!(
                    "{i}: attempts={} nodes={} blocks={} {:?} {:.1}ms",
                    g.attempts,
                    stats.nodes,
                    g.puzzle.board().block_count(),
                    g.difficulty,
                    t1.elapsed().as_secs_f64() * 1e3
                );
            }
            Err(e) => println!("{i}: {e}"),
        }
    }
    for (k, st) in total.by_step.iter().enumerate() {
        println!("k={} {st:?}", k + 1);
    }
    println!(
        "candidates={} backtracks={} nodes={}",
        total.candidates, total.backtracks, total.nodes
    );
    println!(
        "total {:.2}s, {attempts} boards built",
        t.elapsed().as_secs_f64()
    );
}
