//! `mayan hint`.

use std::process::ExitCode;

use anyhow::Result;
use mayan_core::format::notation::write_move;
use mayan_solve::Goal;
use mayan_solve::analysis;
use mayan_solve::request::HintReport;

use crate::cli::HintArgs;
use crate::{input, progress, solve};

pub fn run(args: &HintArgs) -> Result<ExitCode> {
    let puzzle = input::load(args.file.as_ref(), &args.puzzle)?;
    let opts = solve::options(&args.search, Goal::Shortest);
    let hints = progress::run(&opts, |o| analysis::hint(&puzzle, o))?;
    let best = hints.iter().map(|h| h.after).min();
    if args.json {
        let report = HintReport::new(puzzle.budget(), &hints);
        println!("{}", serde_json::to_string(&report)?);
        return Ok(ExitCode::SUCCESS);
    }
    if hints.is_empty() {
        println!(
            "no first move clears the board within {} moves",
            puzzle.budget()
        );
        return Ok(ExitCode::SUCCESS);
    }
    println!(
        "{} first move{} still win{} within {} moves:",
        hints.len(),
        if hints.len() == 1 { "" } else { "s" },
        if hints.len() == 1 { "s" } else { "" },
        puzzle.budget()
    );
    for h in &hints {
        let star = if Some(h.after) == best {
            "  (fewest)"
        } else {
            ""
        };
        let rest = match h.after {
            0 => "clears the board".to_string(),
            1 => "then 1 more move".to_string(),
            n => format!("then {n} more moves"),
        };
        println!("{:<10} {rest}{star}", write_move(h.mv, puzzle.notation()));
    }
    Ok(ExitCode::SUCCESS)
}
