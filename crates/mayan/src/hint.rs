//! `mayan hint`.

use std::process::ExitCode;

use anyhow::Result;
use mayan_core::format::notation::write_move;
use mayan_solve::analysis;
use mayan_solve::request::HintReport;

use crate::cli::HintArgs;
use crate::{input, solve};

pub fn run(args: &HintArgs) -> Result<ExitCode> {
    let puzzle = input::load(args.file.as_ref(), &args.puzzle)?;
    let hints = solve::search(&args.search, |o| analysis::hint(&puzzle, o))?;
    let best = hints.iter().map(|h| h.after).min();
    if args.json {
        let report = HintReport::new(puzzle.budget(), &hints);
        crate::outln!("{}", serde_json::to_string(&report)?)?;
        return Ok(ExitCode::SUCCESS);
    }
    if hints.is_empty() {
        crate::outln!(
            "no first move clears the board within {} moves",
            puzzle.budget()
        )?;
        return Ok(ExitCode::SUCCESS);
    }
    crate::outln!(
        "{} first move{} still win{} within {} moves:",
        hints.len(),
        if hints.len() == 1 { "" } else { "s" },
        if hints.len() == 1 { "s" } else { "" },
        puzzle.budget()
    )?;
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
        crate::outln!("{:<10} {rest}{star}", write_move(h.mv, puzzle.notation()))?;
    }
    Ok(ExitCode::SUCCESS)
}
