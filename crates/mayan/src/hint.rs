//! `mayan hint`.

use std::process::ExitCode;

use anyhow::Result;
use mayan_core::format::notation::write_move;
use mayan_solve::analysis;
use mayan_solve::request::HintReport;

use crate::cli::HintArgs;
use crate::{explain, input, solve, text};

pub fn run(args: &HintArgs) -> Result<ExitCode> {
    let puzzle = input::load(args.file.as_ref(), &args.puzzle)?;
    let hints = solve::search(&args.search, |o| analysis::hint(&puzzle, o))?;
    let best = hints.iter().map(|h| h.after).min();
    if args.json {
        let mut report = HintReport::new(puzzle.budget(), &hints);
        if args.why {
            report = report.with_why(puzzle.board(), puzzle.rules(), &hints);
        }
        crate::outln!("{}", serde_json::to_string(&report)?)?;
        return Ok(ExitCode::SUCCESS);
    }
    let within = puzzle.describe_goal();
    if hints.is_empty() {
        crate::outln!("no first move clears the board in {within}")?;
        return Ok(ExitCode::SUCCESS);
    }
    crate::outln!(
        "{} still win{} in {within}:",
        text::count(hints.len(), "first move"),
        if hints.len() == 1 { "s" } else { "" },
    )?;
    for h in &hints {
        let star = if Some(h.after) == best {
            "  (fewest)"
        } else {
            ""
        };
        let rest = match h.after {
            0 => "clears the board".to_string(),
            n => format!("then {}", text::count(n as usize, "more move")),
        };
        crate::outln!("{:<10} {rest}{star}", write_move(h.mv, puzzle.notation()))?;
        if args.why {
            let plan = explain::plan_of(puzzle.board(), puzzle.rules(), &h.line)?;
            if let Some(c) = plan.towards(1) {
                crate::outln!(
                    "           serves clear {} ({}): {}",
                    c.number,
                    c.when(),
                    c.summary(puzzle.notation())
                )?;
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
