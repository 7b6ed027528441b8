//! Reading a puzzle from a file or stdin, in any supported format.

use std::io::Read;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, anyhow, bail};
use clap::Args;
use mayan_core::format::panel::FindError;
use mayan_core::read::{self, PanelPick, ReadError, ReadOptions};
use mayan_core::{Goal, MoveSet, Puzzle, PuzzleError, PuzzleSetup};

use crate::cli::{FormatChoice, format_choice, named};

/// Where a puzzle comes from and how to read it.
#[derive(Args, Clone, Debug)]
pub struct PuzzleArgs {
    /// Input format.
    #[arg(long, default_value = "auto", value_parser = format_choice())]
    pub format: FormatChoice,
    /// Move set (default: a grid header's `rules=`, else drag).
    #[arg(long, value_parser = named(MoveSet::ALL, MoveSet::name, MoveSet::about))]
    pub rules: Option<MoveSet>,
    /// Move budget n (grid files may give it on their first line; a Panel
    /// Attack puzzle has its own).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub moves: Option<i64>,
    /// What counts as a solution (default: the format's: exact for NOIP,
    /// at-most for Panel Attack, a grid header's `goal=`, else exact).
    #[arg(long, value_parser = named(Goal::ALL, Goal::name, Goal::about))]
    pub goal: Option<Goal>,
    /// Let a board that is not settled settle first (blocks fall, runs vanish)
    /// instead of refusing it.
    #[arg(long)]
    pub settle: bool,
    /// Panel Attack: the puzzle set's name (see `mayan list`).
    #[arg(long, value_name = "SET NAME")]
    pub puzzle: Option<String>,
    /// Panel Attack: the puzzle's number in its set, from 1.
    #[arg(long, value_name = "K")]
    pub index: Option<usize>,
}

/// Reads a file, or stdin for `None` or `-`.
pub fn read_input(path: Option<&Path>) -> Result<Vec<u8>> {
    match path {
        None => read_stdin(),
        Some(p) if p.as_os_str() == "-" => read_stdin(),
        Some(p) => std::fs::read(p).with_context(|| format!("cannot read {}", p.display())),
    }
}

fn read_stdin() -> Result<Vec<u8>> {
    let mut buf = Vec::new();
    std::io::stdin()
        .read_to_end(&mut buf)
        .context("cannot read standard input")?;
    Ok(buf)
}

/// The name to use for an input in messages.
pub fn input_name(path: Option<&PathBuf>) -> String {
    match path {
        Some(p) if p.as_os_str() != "-" => p.display().to_string(),
        _ => "<stdin>".to_string(),
    }
}

/// Loads and validates a puzzle through the one reader
/// ([`mayan_core::read()`]), adding to its errors the flag that fixes them.
pub fn load(path: Option<&PathBuf>, args: &PuzzleArgs) -> Result<Puzzle> {
    let bytes = read_input(path.map(PathBuf::as_path))?;
    Ok(load_bytes(&bytes, path, args)?.0)
}

/// [`load`] of an input already read: the puzzle and the format it was
/// read in.
pub fn load_bytes(
    bytes: &[u8],
    path: Option<&PathBuf>,
    args: &PuzzleArgs,
) -> Result<(Puzzle, read::Format)> {
    let name = input_name(path);
    let opts = options(path, args)?;
    let read = read::read(bytes, &opts).map_err(|e| read_error(&name, &e))?;
    if read.ambiguous == Some(read::Format::Grid) {
        eprintln!(
            "note: {name} reads both as NOIP and as a grid; reading it as NOIP (pass --format grid for the other)"
        );
    }
    let mut setup = read.setup;
    if args.settle {
        setup.settle();
    }
    let puzzle = validate(&name, setup)?;
    Ok((puzzle, read.format))
}

/// Validates a setup read from `name`, with the flag that fixes its error.
pub fn validate(name: &str, setup: PuzzleSetup) -> Result<Puzzle> {
    setup
        .into_puzzle()
        .map_err(|e| anyhow!("{name}: not a puzzle: {e}{}", puzzle_hint(&e)))
}

/// The reader's options from the command line.
pub fn options(path: Option<&PathBuf>, args: &PuzzleArgs) -> Result<ReadOptions> {
    let name = input_name(path);
    Ok(ReadOptions {
        format: args.format,
        file_name: path.map(|p| p.display().to_string()),
        rules: args.rules,
        budget: args.moves,
        goal: args.goal,
        pick: match (&args.puzzle, args.index) {
            (None, None) => None,
            (Some(set), Some(index)) => Some(PanelPick {
                set: set.clone(),
                index,
            }),
            _ => bail!(
                "{name}: a Panel Attack puzzle is picked with both --puzzle \"SET NAME\" and --index K"
            ),
        },
    })
}

/// A reader's error with the input's name and the flag that fixes it.
pub fn read_error(name: &str, e: &ReadError) -> anyhow::Error {
    let hint = match e {
        ReadError::Parse {
            reads_as: Some(other),
            ..
        } => format!(" (it reads as a {}: pass --format {other})", other.title()),
        ReadError::Undetected { .. } => " (pass --format)".to_string(),
        ReadError::NoPick { .. } => {
            format!(" with --puzzle \"SET NAME\" --index K (`mayan list {name}` shows them)")
        }
        ReadError::Find(FindError::NoSet { closest, sets, .. }) if closest.len() < *sets => {
            format!(" (`mayan list {name}` shows them all)")
        }
        ReadError::NotPanel { format } => {
            return anyhow!(
                "{name}: --puzzle and --index pick a puzzle from a Panel Attack file, and this is a {}",
                format.title()
            );
        }
        _ => String::new(),
    };
    anyhow!("{name}: {e}{hint}")
}

/// The flag that fixes a puzzle error, if one does.
fn puzzle_hint(e: &PuzzleError) -> &'static str {
    match e {
        PuzzleError::NoBudget => ": give --moves N, or put N alone on the grid's first line",
        PuzzleError::Run { .. } => " (pass --settle to let it vanish first)",
        PuzzleError::Floating { .. } => " (pass --settle to let it fall first)",
        _ => "",
    }
}
