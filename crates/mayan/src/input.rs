//! Reading a puzzle from a file or stdin, in any supported format.

use std::io::Read;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, anyhow, bail};
use clap::Args;
use mayan_core::format::panel::FindError;
use mayan_core::garbage::GarbagePuzzle;
use mayan_core::read::{self, PanelPick, ReadError, ReadOptions};
use mayan_core::{MoveSet, Puzzle, PuzzleError, PuzzleSetup};
use mayan_i18n::t;
use mayan_solve::intent::Intent;

use crate::cli::{FormatChoice, format_choice, named};
use crate::goal::GoalChoice;

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
    /// at-most for Panel Attack, a grid header's `goal=`, else exact), or
    /// `chain:K` (solve and check): a chain of at least K stages in the
    /// fewest moves, up to n.
    #[arg(long, value_parser = crate::goal::GoalParser)]
    pub goal: Option<GoalChoice>,
    /// The board the moves must leave, instead of a clear one (solve and
    /// check): a file in any format the reader knows, of the puzzle's
    /// width.
    #[arg(long, value_name = "FILE")]
    pub target: Option<PathBuf>,
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

/// The largest input read: 16 MiB. The largest puzzle file known (Panel
/// Attack's own, every set) is some 200 kB, and a 16 x 16 grid far less.
pub const MAX_INPUT: u64 = 16 << 20;

/// Reads a file, or stdin for `None` or `-`, refusing more than
/// [`MAX_INPUT`] bytes as soon as it has read that much.
pub fn read_input(path: Option<&Path>) -> Result<Vec<u8>> {
    match path {
        None => read_capped(std::io::stdin().lock(), &t!("cli-standard-input")),
        Some(p) if p.as_os_str() == "-" => {
            read_capped(std::io::stdin().lock(), &t!("cli-standard-input"))
        }
        Some(p) => {
            let name = p.display().to_string();
            let file =
                std::fs::File::open(p).with_context(|| t!("cli-cannot-read", name = &name))?;
            read_capped(file, &name)
        }
    }
}

/// Reads at most [`MAX_INPUT`] bytes, and says so if there are more.
fn read_capped(source: impl Read, name: &str) -> Result<Vec<u8>> {
    let mut buf = Vec::new();
    source
        .take(MAX_INPUT + 1)
        .read_to_end(&mut buf)
        .with_context(|| t!("cli-cannot-read", name = name))?;
    if buf.len() as u64 > MAX_INPUT {
        bail!(t!(
            "cli-input-too-large",
            name = name,
            mib = MAX_INPUT >> 20
        ));
    }
    Ok(buf)
}

/// The name to use for an input in messages.
pub fn input_name(path: Option<&PathBuf>) -> String {
    match path {
        Some(p) if p.as_os_str() != "-" => p.display().to_string(),
        _ => "<stdin>".to_string(),
    }
}

/// A puzzle loaded, with what a front end may want to know of its reading.
pub struct Loaded {
    /// The validated puzzle.
    pub puzzle: Puzzle,
    /// Whether the rules were chosen (by a flag, the format or a grid
    /// header) rather than left to the default.
    pub rules_chosen: bool,
    /// A note on how it was read (a text that reads two ways), for stderr.
    pub note: Option<String>,
    /// The intent goal of `--goal chain:K` or `--target`, checked against
    /// the puzzle; `None` for a clear board.
    pub intent: Option<Intent>,
}

/// Loads and validates a puzzle through the one reader
/// ([`mayan_core::read()`]), adding to its errors the flag that fixes them.
/// A note on how it was read goes to stderr. An intent goal is refused:
/// the commands that take one load with [`load_full`].
pub fn load(path: Option<&PathBuf>, args: &PuzzleArgs) -> Result<Puzzle> {
    crate::goal::refuse(args)?;
    load_full(path, args).map(|l| l.puzzle)
}

/// [`load`], with all it knows; the note goes to stderr.
pub fn load_full(path: Option<&PathBuf>, args: &PuzzleArgs) -> Result<Loaded> {
    let loaded = load_noted(path, args)?;
    if let Some(note) = &loaded.note {
        eprintln!("{}", t!("cli-note", note = note.as_str()));
    }
    Ok(loaded)
}

/// [`load_full`], handing back the note it would print instead of printing
/// it: a special judge says one line and nothing else.
pub fn load_noted(path: Option<&PathBuf>, args: &PuzzleArgs) -> Result<Loaded> {
    let bytes = read_input(path.map(PathBuf::as_path))?;
    load_bytes(&bytes, path, args)
}

/// [`load_noted`] of an input already read.
pub fn load_bytes(bytes: &[u8], path: Option<&PathBuf>, args: &PuzzleArgs) -> Result<Loaded> {
    let name = input_name(path);
    let opts = options(path, args)?;
    let read = read::read(bytes, &opts).map_err(|e| read_error(&name, &e))?;
    let note = (read.ambiguous == Some(read::Format::Grid))
        .then(|| t!("cli-reads-two-ways", name = name.as_str()));
    let rules_chosen = args.rules.is_some() || read.declared.rules.is_some();
    let mut setup = read.setup;
    if args.settle {
        setup.settle();
    }
    let puzzle = validate(&name, setup)?;
    let intent = crate::goal::intent_of(args, &puzzle)?;
    Ok(Loaded {
        puzzle,
        rules_chosen,
        note,
        intent,
    })
}

/// A puzzle loaded by a command that also plays garbage (`mayan solve`).
pub enum Load {
    /// A puzzle without garbage, as [`load_full`] loads it.
    Plain(Box<Loaded>),
    /// A Panel Attack puzzle with garbage blocks, validated.
    Garbage(Box<GarbagePuzzle>),
}

/// [`load_full`], except that a Panel Attack puzzle with garbage blocks is
/// loaded too, as a [`GarbagePuzzle`], instead of being refused. An intent
/// goal (`--goal chain:K`, `--target`) is refused for garbage.
pub fn load_any(path: Option<&PathBuf>, args: &PuzzleArgs) -> Result<Load> {
    let bytes = read_input(path.map(PathBuf::as_path))?;
    let name = input_name(path);
    let opts = options(path, args)?;
    if let Err(ReadError::Garbage { mut setup, .. }) = read::read(&bytes, &opts) {
        crate::goal::refuse(args)?;
        if args.settle {
            setup.settle();
        }
        let puzzle = setup.into_puzzle().map_err(|e| {
            anyhow!(t!(
                "cli-not-a-puzzle",
                name = name.as_str(),
                error = e.to_string()
            ))
        })?;
        return Ok(Load::Garbage(Box::new(puzzle)));
    }
    let loaded = load_bytes(&bytes, path, args)?;
    if let Some(note) = &loaded.note {
        eprintln!("{}", t!("cli-note", note = note.as_str()));
    }
    Ok(Load::Plain(Box::new(loaded)))
}

/// Validates a setup read from `name`, with the flag that fixes its error.
pub fn validate(name: &str, setup: PuzzleSetup) -> Result<Puzzle> {
    setup.into_puzzle().map_err(|e| {
        let error = e.to_string();
        anyhow!(match e {
            PuzzleError::NoBudget => t!("cli-not-a-puzzle-no-budget", name = name, error = error),
            PuzzleError::Run { .. } => t!("cli-not-a-puzzle-run", name = name, error = error),
            PuzzleError::Floating { .. } => {
                t!("cli-not-a-puzzle-floating", name = name, error = error)
            }
            _ => t!("cli-not-a-puzzle", name = name, error = error),
        })
    })
}

/// The reader's options from the command line.
pub fn options(path: Option<&PathBuf>, args: &PuzzleArgs) -> Result<ReadOptions> {
    let name = input_name(path);
    Ok(ReadOptions {
        format: args.format,
        file_name: path.map(|p| p.display().to_string()),
        rules: args.rules,
        budget: args.moves,
        goal: args.goal.map(GoalChoice::goal),
        pick: match (&args.puzzle, args.index) {
            (None, None) => None,
            (Some(set), Some(index)) => Some(PanelPick {
                set: set.clone(),
                index,
            }),
            _ => bail!(t!("cli-pick-needs-both", name = name)),
        },
    })
}

/// A reader's error with the input's name and the flag that fixes it.
pub fn read_error(name: &str, e: &ReadError) -> anyhow::Error {
    let error = e.to_string();
    let text = match e {
        ReadError::Parse {
            reads_as: Some(other),
            ..
        } => t!(
            "cli-read-error-reads-as",
            name = name,
            error = error,
            title = other.title(),
            format = other.to_string()
        ),
        ReadError::Undetected { .. } => t!("cli-read-error-undetected", name = name, error = error),
        ReadError::NoPick { .. } => t!("cli-read-error-no-pick", name = name, error = error),
        ReadError::Find(FindError::NoSet { closest, sets, .. }) if closest.len() < *sets => {
            t!("cli-read-error-no-set", name = name, error = error)
        }
        ReadError::NotPanel { format } => {
            t!(
                "cli-read-error-not-panel",
                name = name,
                title = format.title()
            )
        }
        _ => t!("cli-named-error", name = name, error = error),
    };
    anyhow!(text)
}
