//! `mayan hint`.

use std::process::ExitCode;

use anyhow::Result;
use mayan_core::format::notation::write_move;
use mayan_i18n::t;
use mayan_solve::analysis;
use mayan_solve::request::HintReport;

use crate::cli::HintArgs;
use crate::lang::machine;
use crate::{explain, input, lang, solve};

pub fn run(args: &HintArgs) -> Result<ExitCode> {
    let puzzle = input::load(args.file.as_ref(), &args.puzzle)?;
    let hints = solve::search(&args.search, |o| analysis::hint(&puzzle, o))?;
    let best = hints.iter().map(|h| h.after).min();
    if args.json {
        // The plans of --why are the report's values: in English.
        let report = machine(true, || {
            let report = HintReport::new(puzzle.budget(), &hints);
            match args.why {
                true => report.with_why(puzzle.board(), puzzle.rules(), &hints),
                false => report,
            }
        });
        crate::outln!("{}", serde_json::to_string(&report)?)?;
        return Ok(ExitCode::SUCCESS);
    }
    let within = puzzle.describe_goal();
    if hints.is_empty() {
        crate::outln!("{}", t!("cli-hint-none", within = within))?;
        return Ok(ExitCode::SUCCESS);
    }
    crate::outln!(
        "{}",
        t!("cli-hint-head", moves = hints.len(), within = within)
    )?;
    for h in &hints {
        let rest = match h.after {
            0 => t!("cli-hint-clears"),
            n => t!("cli-hint-then", moves = n),
        };
        let rest = match Some(h.after) == best {
            true => format!("{rest}  {}", t!("cli-hint-fewest")),
            false => rest,
        };
        let mv = write_move(h.mv, puzzle.notation());
        crate::outln!("{} {rest}", lang::pad(&mv, 10))?;
        if args.why {
            let plan = explain::plan_of(puzzle.board(), puzzle.rules(), &h.line)?;
            if let Some(c) = plan.towards(1) {
                let serves = t!(
                    "cli-hint-serves",
                    clear = c.number,
                    when = c.when().to_string(),
                    summary = c.summary(puzzle.notation())
                );
                crate::outln!("{:11}{serves}", "")?;
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
