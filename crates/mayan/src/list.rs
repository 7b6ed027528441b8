//! `mayan list`.

use std::process::ExitCode;

use anyhow::{Result, anyhow};
use mayan_core::read;
use serde::Serialize;

use crate::cli::ListArgs;
use crate::input;

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
    let name = args.file.display();
    let sets = read::panel_sets(&bytes).map_err(|e| anyhow!("{name}: {e}"))?;
    let report = ListReport {
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
                        let reason = p.board().err().map(|e| e.message);
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
    };
    if args.json {
        crate::outln!("{}", serde_json::to_string(&report)?)?;
        return Ok(ExitCode::SUCCESS);
    }
    for set in &report.sets {
        // A localisation key is shown in words; --puzzle takes both.
        let file_name = match &set.key {
            Some(raw) => format!(", \"{raw}\" in the file"),
            None => String::new(),
        };
        crate::outln!(
            "{} ({}{file_name})",
            set.name,
            crate::text::count(set.puzzles.len(), "puzzle")
        )?;
        for p in &set.puzzles {
            let status = match &p.reason {
                None => String::new(),
                Some(why) => format!("  [not supported: {why}]"),
            };
            let moves = if p.moves == 0 {
                "no move limit".to_string()
            } else {
                crate::text::count(p.moves.max(0) as usize, "move")
            };
            crate::outln!(
                "  --puzzle \"{}\" --index {:<2}  {:<6} {moves}, {} panels{status}",
                set.name,
                p.index,
                p.kind,
                p.panels
            )?;
        }
    }
    Ok(ExitCode::SUCCESS)
}
