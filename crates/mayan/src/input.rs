//! Reading a puzzle from a file or stdin, in any supported format.

use std::io::Read;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use clap::{Args, ValueEnum};
use mayan_core::format::{grid, noip, panel};
use mayan_core::{MoveSet, Notation, Puzzle};

/// Puzzle file formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Detect from the file name and content.
    Auto,
    /// NOIP 2011: n, then 5 columns bottom-up, each closed by 0.
    Noip,
    /// Rows from the top down, one character or integer a cell.
    Grid,
    /// A Panel Attack puzzle file (JSON); pick a puzzle with --puzzle and --index.
    PanelAttack,
}

/// Move sets, as command-line values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Rules {
    /// A block moves left or right (Mayan, Panel de Pon).
    Drag,
    /// A block moves left, right, up or down (the box maze).
    Swap4,
}

impl From<Rules> for MoveSet {
    fn from(r: Rules) -> MoveSet {
        match r {
            Rules::Drag => MoveSet::Drag,
            Rules::Swap4 => MoveSet::Swap4,
        }
    }
}

/// Where a puzzle comes from and how to read it.
#[derive(Args, Clone, Debug)]
pub struct PuzzleArgs {
    /// Input format.
    #[arg(long, value_enum, default_value_t = Format::Auto)]
    pub format: Format,
    /// Move set (default: drag).
    #[arg(long, value_enum)]
    pub rules: Option<Rules>,
    /// Move budget n (grid files may give it on their first line; a Panel
    /// Attack puzzle has its own).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub moves: Option<i64>,
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

/// Loads and validates a puzzle.
pub fn load(path: Option<&PathBuf>, args: &PuzzleArgs) -> Result<Puzzle> {
    let bytes = read_input(path.map(PathBuf::as_path))?;
    let name = input_name(path);
    let format = match args.format {
        Format::Auto => detect(path, &bytes, &name)?,
        f => f,
    };
    let rules: MoveSet = args.rules.map(MoveSet::from).unwrap_or_default();
    if format != Format::PanelAttack && (args.puzzle.is_some() || args.index.is_some()) {
        bail!(
            "{name}: --puzzle and --index pick a puzzle from a Panel Attack file, and this input is not one"
        );
    }
    let (board, budget, notation) = match format {
        Format::Noip => {
            if rules != MoveSet::Drag {
                bail!("{name}: the NOIP format is played with the drag rules");
            }
            let input =
                noip::parse(&bytes).with_context(|| format!("{name}: not a valid NOIP input"))?;
            let budget = args.moves.unwrap_or(input.budget);
            (input.board, budget, Notation::Noip)
        }
        Format::Grid => {
            let input = grid::parse(&bytes).with_context(|| format!("{name}: not a valid grid"))?;
            let budget = match (args.moves, input.budget) {
                (Some(m), _) => m,
                (None, Some(b)) => b,
                (None, None) => bail!(
                    "{name}: no move budget: give --moves N, or put N alone on the grid's first line"
                ),
            };
            (input.board, budget, Notation::Plain)
        }
        Format::PanelAttack => {
            let sets = panel::parse(&bytes)
                .with_context(|| format!("{name}: not a valid Panel Attack file"))?;
            let (Some(set), Some(index)) = (&args.puzzle, args.index) else {
                bail!(
                    "{name}: a Panel Attack file holds many puzzles: pick one with --puzzle \"SET NAME\" --index K (`mayan list {name}` shows them)"
                );
            };
            let p = panel::find(&sets, set, index).with_context(|| name.clone())?;
            let board = p
                .board()
                .with_context(|| format!("{name}: set \"{set}\", puzzle {index}"))?;
            let budget = args.moves.unwrap_or(p.moves);
            (board, budget, Notation::PanelAttack)
        }
        Format::Auto => unreachable!("detect never answers Auto"),
    };
    Puzzle::new(board, rules, budget, notation, args.settle)
        .with_context(|| format!("{name}: not a puzzle"))
}

/// Decides the format of an input from its name and content. When a text
/// reads both as NOIP and as a grid it is read as NOIP, and a note on stderr
/// says so.
pub fn detect(path: Option<&PathBuf>, bytes: &[u8], name: &str) -> Result<Format> {
    let ext = path
        .and_then(|p| p.extension())
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    let first = bytes.iter().find(|b| !b.is_ascii_whitespace());
    if ext.as_deref() == Some("json") || first == Some(&b'{') {
        return Ok(Format::PanelAttack);
    }
    let as_noip = noip::parse(bytes);
    let as_grid = grid::parse(bytes);
    match (&as_noip, &as_grid) {
        (Ok(_), Ok(_)) if ext.as_deref() == Some("in") || noip_layout(bytes) => Ok(Format::Noip),
        (Ok(_), Ok(_)) => {
            eprintln!(
                "note: {name} reads both as NOIP and as a grid; reading it as NOIP (pass --format grid for the other)"
            );
            Ok(Format::Noip)
        }
        (Ok(_), Err(_)) => Ok(Format::Noip),
        (Err(_), Ok(_)) => Ok(Format::Grid),
        (Err(noip_err), Err(grid_err)) => {
            if looks_noip(bytes) || ext.as_deref() == Some("in") {
                bail!("{name}: not a valid NOIP input: {noip_err}");
            }
            bail!(
                "{name}: cannot tell the format (pass --format): as a grid: {grid_err}; as NOIP: {noip_err}"
            )
        }
    }
}

/// True when a text is laid out like a NOIP input: six non-blank lines, the
/// last five each closed by a 0.
fn noip_layout(bytes: &[u8]) -> bool {
    let text = String::from_utf8_lossy(bytes);
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    lines.len() == 6
        && lines[1..]
            .iter()
            .all(|l| l.split_ascii_whitespace().last() == Some("0"))
}

/// True when a text is integers only and at least two of its lines end in
/// a closing 0, like a NOIP input.
fn looks_noip(bytes: &[u8]) -> bool {
    let text = String::from_utf8_lossy(bytes);
    let all_ints = text.split_ascii_whitespace().all(|t| {
        t.trim_start_matches('-')
            .chars()
            .all(|c| c.is_ascii_digit())
    });
    let closed = text
        .lines()
        .filter(|l| l.split_ascii_whitespace().last() == Some("0"))
        .count();
    all_ints && closed >= 2
}
