//! `mayan list`.

use std::process::ExitCode;

use anyhow::{Result, anyhow};
use mayan_core::read;
use mayan_i18n::t;
use serde::Serialize;

use crate::cli::ListArgs;
use crate::input;
use crate::lang::{self, machine};

/// What `mayan list --json` prints (docs/json.md).
#[derive(Serialize)]
struct ListReport {
    sets: Vec<ListSet>,
}

/// One puzzle set: its name is what `--puzzle` takes.
#[derive(Serialize)]
struct ListSet {
    name: String,
    /// The name as the file writes it, when that differs (a v3
    /// localisation key such as `puzzle_set_name_classic_set_1`);
    /// `--puzzle` takes either.
    key: Option<String>,
    puzzles: Vec<ListPuzzle>,
}

/// One puzzle: `index` is what `--index` takes (1-based).
#[derive(Serialize)]
struct ListPuzzle {
    index: usize,
    kind: String,
    moves: i64,
    panels: usize,
    supported: bool,
    /// Why it is not supported, `null` when it is.
    reason: Option<String>,
}

pub fn run(args: &ListArgs) -> Result<ExitCode> {
    let bytes = input::read_input(Some(&args.file))?;
    let name = args.file.display().to_string();
    let sets = read::panel_sets(&bytes)
        .map_err(|e| anyhow!(t!("cli-named-error", name = name, error = e.to_string())))?;
    // Why a puzzle is not supported is a value of the JSON report.
    let report = machine(args.json, || ListReport {
        sets: sets
            .iter()
            .map(|set| ListSet {
                name: set.name.clone(),
                key: (set.raw_name() != set.name).then(|| set.raw_name().to_string()),
                puzzles: set
                    .puzzles
                    .iter()
                    .enumerate()
                    .map(|(i, p)| {
                        // Garbage puzzles are played (by solve and verify).
                        let reason = p.garbage_board().err().map(|e| e.message);
                        ListPuzzle {
                            index: i + 1,
                            kind: p.kind.clone(),
                            moves: p.moves,
                            panels: p.stack.chars().filter(|&c| c != '0').count(),
                            supported: reason.is_none(),
                            reason,
                        }
                    })
                    .collect(),
            })
            .collect(),
    });
    if args.json {
        crate::outln!("{}", serde_json::to_string(&report)?)?;
        return Ok(ExitCode::SUCCESS);
    }
    for set in &report.sets {
        // A localisation key is shown in words; --puzzle takes both.
        let (name, puzzles) = (set.name.as_str(), set.puzzles.len());
        let head = match &set.key {
            Some(key) => t!(
                "cli-list-set-key",
                name = name,
                puzzles = puzzles,
                key = key.as_str()
            ),
            None => t!("cli-list-set", name = name, puzzles = puzzles),
        };
        crate::outln!("{head}")?;
        for p in &set.puzzles {
            let moves = p.moves.max(0);
            let what = match &p.reason {
                None => t!("cli-list-puzzle", moves = moves, panels = p.panels),
                Some(why) => t!(
                    "cli-list-puzzle-unsupported",
                    moves = moves,
                    panels = p.panels,
                    why = why.as_str()
                ),
            };
            crate::outln!(
                "  --puzzle \"{}\" --index {:<2}  {} {what}",
                set.name,
                p.index,
                lang::pad(&p.kind, 6)
            )?;
        }
    }
    Ok(ExitCode::SUCCESS)
}
