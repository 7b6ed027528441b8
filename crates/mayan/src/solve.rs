//! `mayan solve`.

use std::process::ExitCode;

use anyhow::Result;
use mayan_core::format::notation::write_answer;
use mayan_core::{Move, Puzzle};
use mayan_solve::{Goal, Options, Outcome, SolveError, solve};
use serde_json::json;

use crate::cli::{SearchArgs, SolveArgs};
use crate::input;

/// Search options from the command line.
pub fn options(search: &SearchArgs, goal: Goal) -> Options {
    Options {
        goal,
        null_moves: !search.no_null_moves,
        threads: search.threads,
        memory_bytes: search.memory.saturating_mul(1 << 20),
        cancel: None,
    }
}

/// Runs a search, turning a stop into an error that says how far it got.
pub fn run_search(puzzle: &Puzzle, opts: &Options) -> Result<Outcome> {
    solve(puzzle, opts).map_err(|e| match e {
        SolveError::Cancelled { .. } => anyhow::anyhow!("{e}"),
    })
}

/// The JSON form of a move list.
pub fn moves_json(moves: Option<&[Move]>) -> serde_json::Value {
    match moves {
        None => serde_json::Value::Null,
        Some(ms) => ms
            .iter()
            .map(|m| {
                let (dx, dy) = m.dir.delta();
                json!({"x": m.x, "y": m.y, "dx": dx, "dy": dy})
            })
            .collect(),
    }
}

pub fn run(args: &SolveArgs) -> Result<ExitCode> {
    let puzzle = input::load(args.file.as_ref(), &args.puzzle)?;
    let goal = Goal::from(args.goal);
    let opts = options(&args.search, goal);
    let outcome = run_search(&puzzle, &opts)?;
    if args.json {
        let v = json!({
            "moves": moves_json(outcome.moves.as_deref()),
            "solved": outcome.moves.is_some(),
            "length": outcome.moves.as_ref().map(Vec::len),
            "goal": goal.name(),
            "budget": puzzle.budget,
            "rules": puzzle.rules.name(),
            "null_moves": opts.null_moves,
            "nodes": outcome.nodes,
            "time_ms": outcome.elapsed.as_secs_f64() * 1e3,
        });
        println!("{v}");
    } else {
        print!(
            "{}",
            write_answer(outcome.moves.as_deref(), puzzle.notation)
        );
    }
    Ok(ExitCode::SUCCESS)
}
