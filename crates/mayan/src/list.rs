//! `mayan list`.

use std::process::ExitCode;

use anyhow::{Result, anyhow};
use mayan_core::read;

use crate::cli::ListArgs;
use crate::input;

pub fn run(args: &ListArgs) -> Result<ExitCode> {
    let bytes = input::read_input(Some(&args.file))?;
    let name = args.file.display();
    let sets = read::panel_sets(&bytes).map_err(|e| anyhow!("{name}: {e}"))?;
    for set in &sets {
        let raw = set.raw_name();
        // A localisation key is shown in words; --puzzle takes both.
        let file_name = if raw == set.name {
            String::new()
        } else {
            format!(", \"{raw}\" in the file")
        };
        crate::outln!("{} ({} puzzles{file_name})", set.name, set.puzzles.len())?;
        for (i, p) in set.puzzles.iter().enumerate() {
            let blocks = p.stack.chars().filter(|&c| c != '0').count();
            let status = match p.board() {
                Ok(_) => String::new(),
                Err(e) => format!("  [not supported: {}]", e.message),
            };
            crate::outln!(
                "  --puzzle \"{}\" --index {:<2}  {:<6} {} move{}, {blocks} panels{status}",
                set.name,
                i + 1,
                p.kind,
                p.moves,
                if p.moves == 1 { "" } else { "s" }
            )?;
        }
    }
    Ok(ExitCode::SUCCESS)
}
