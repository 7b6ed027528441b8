//! The one way from text to a puzzle: detect the format, parse once, and
//! hand back an unvalidated [`PuzzleSetup`] that
//! [`PuzzleSetup::into_puzzle`] turns into a [`crate::Puzzle`].
//!
//! Every front end (the command line, `mayan batch`, the web API, the
//! renderer) reads through [`read`], so a file means the same thing and a
//! mistake reads the same everywhere. Errors say what is wrong in the
//! puzzle's terms; each front end adds the flag or button that fixes it.
//!
//! Detection (docs/spec.md section 9):
//! - a file name ending in `.json`, or text starting with `{`, is a Panel
//!   Attack file;
//! - text that reads as NOIP is NOIP; when it also reads as a grid and
//!   neither its name (`.in`) nor its layout (six lines, the last five
//!   closed by `0`) says NOIP, [`Read::ambiguous`] says that it was a guess;
//! - text that fails as NOIP the way a NOIP file would (a `.in` name, or
//!   integers whose lines each end in one closing `0`) gets the NOIP error,
//!   never a reading as a grid;
//! - anything else is a grid.

use crate::error::{ParseError, PuzzleError};
use crate::format::{grid, noip, panel};
use crate::garbage::GarbageSetup;
use crate::moves::MoveSet;
use crate::puzzle::{Finish, Goal, Notation, PuzzleSetup};
use mayan_i18n::t;

/// The puzzle formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// NOIP 2011: `n`, then 5 columns bottom-up, each closed by `0`.
    Noip,
    /// Rows from the top down, one character or integer a cell.
    Grid,
    /// A Panel Attack puzzle file (JSON).
    PanelAttack,
}

crate::names::names!(Format, "format", {
    Noip => "noip", "NOIP 2011: n, then 5 columns bottom-up, each closed by 0";
    Grid => "grid", "rows from the top down, one character or integer a cell";
    PanelAttack => "panel-attack", "a Panel Attack puzzle file (JSON); pick a puzzle with --puzzle and --index";
});

impl Format {
    /// How the format is called in messages, in the language of the
    /// thread: "NOIP input", "grid", "Panel Attack file" ("NOIP 输入",
    /// "网格", "Panel Attack 文件").
    pub fn title(self) -> String {
        t!("read-format-title", format = self.name())
    }
}

/// Which puzzle of a Panel Attack file: the set's name and the puzzle's
/// number in it, from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PanelPick {
    /// The set's name, as `mayan list` shows it.
    pub set: String,
    /// The puzzle's number in the set, from 1.
    pub index: usize,
}

/// What the reader is told besides the text. The default detects the
/// format and takes the rules and budget the text gives.
#[derive(Clone, Debug, Default)]
pub struct ReadOptions {
    /// The format; `None` detects it.
    pub format: Option<Format>,
    /// The input's file name, whose ending helps detection (`.json`, `.in`).
    pub file_name: Option<String>,
    /// The move set; `None` takes the text's (a grid header) or drag.
    pub rules: Option<MoveSet>,
    /// A move budget that overrides the text's.
    pub budget: Option<i64>,
    /// The goal; `None` takes the format's: exact for NOIP, at most for
    /// Panel Attack, a grid header's or exact for a grid.
    pub goal: Option<Goal>,
    /// Which puzzle of a Panel Attack file.
    pub pick: Option<PanelPick>,
}

/// A text read: the unvalidated puzzle, the format it was read in, and a
/// note when the format was a guess between two readings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Read {
    /// The puzzle as the text gives it, not yet validated.
    pub setup: PuzzleSetup,
    /// The format it was read in.
    pub format: Format,
    /// Set when the text also reads in another format (it was read as
    /// NOIP; it is a grid too).
    pub ambiguous: Option<Format>,
    /// What the text itself says of the rules and the goal (NOIP: drag
    /// and exact; Panel Attack: drag and at most; a grid: its header's),
    /// before the caller's options: a front end keeps its own choice for
    /// what the text leaves open.
    pub declared: grid::Header,
}

/// Why a text is not a puzzle.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.message())]
pub enum ReadError {
    /// The text is not valid in its format.
    Parse {
        /// The format it was read in.
        format: Format,
        /// What is wrong, and where.
        error: ParseError,
        /// Another format the text does read in, when the format was
        /// detected: a front end can say how to ask for it.
        reads_as: Option<Format>,
    },
    /// The text reads in no format.
    Undetected {
        /// Why it is not a grid.
        grid: ParseError,
        /// Why it is not NOIP input.
        noip: ParseError,
    },
    /// The NOIP format was asked for with other rules than drag.
    NoipRules,
    /// A Panel Attack puzzle was picked from a text of another format.
    NotPanel {
        /// The format the text is in.
        format: Format,
    },
    /// A Panel Attack file with more than one puzzle, and none picked.
    NoPick {
        /// Puzzles in the file.
        puzzles: usize,
        /// Sets in the file.
        sets: usize,
    },
    /// A Panel Attack file with no puzzle at all.
    NoPuzzle,
    /// The picked Panel Attack puzzle is not there.
    Find(panel::FindError),
    /// The picked Panel Attack puzzle cannot be played.
    Pick(ParseError),
    /// The text reads, but what it gives is not a valid puzzle.
    Puzzle(PuzzleError),
    /// The picked Panel Attack puzzle has garbage blocks: a
    /// [`GarbageSetup`], which no [`crate::Puzzle`] can hold. Only a front
    /// end with a garbage search takes it ([`GarbageSetup::into_puzzle`]);
    /// for the others it is the reason they refuse the puzzle.
    Garbage {
        /// Which puzzle it is.
        pick: PanelPick,
        /// The puzzle as read, not yet validated.
        setup: Box<GarbageSetup>,
    },
}

impl ReadError {
    /// The error in a sentence, in the language of the thread.
    fn message(&self) -> String {
        match self {
            ReadError::Parse { format, error, .. } => t!(
                "read-not-valid",
                format = format.name(),
                error = error.to_string()
            ),
            ReadError::Undetected { grid, noip } => t!(
                "read-undetected",
                grid = grid.to_string(),
                noip = noip.to_string()
            ),
            ReadError::NoipRules => t!("read-noip-rules"),
            ReadError::NotPanel { format } => t!("read-not-panel", format = format.name()),
            ReadError::NoPick { puzzles, sets } => {
                t!("read-no-pick", puzzles = *puzzles, sets = *sets)
            }
            ReadError::NoPuzzle => t!("read-no-puzzle"),
            ReadError::Find(e) => e.to_string(),
            ReadError::Pick(e) => e.to_string(),
            ReadError::Puzzle(e) => t!("read-not-a-puzzle", error = e.to_string()),
            ReadError::Garbage { pick, .. } => t!(
                "read-panel-where",
                set = crate::format::show_name(&pick.set),
                index = pick.index.to_string(),
                error = t!("read-panel-garbage")
            ),
        }
    }
}

/// Reads a puzzle: detects the format unless `opts` names it, parses the
/// text once in it, and applies the rules, budget and pick of `opts`.
pub fn read(bytes: &[u8], opts: &ReadOptions) -> Result<Read, ReadError> {
    let ext = extension(opts.file_name.as_deref());
    let ext = ext.as_deref();
    let (format, parsed, ambiguous) = match opts.format {
        Some(f) => (f, parse(f, bytes)?, None),
        None => detect(bytes, ext)?,
    };
    if format != Format::PanelAttack && opts.pick.is_some() {
        return Err(ReadError::NotPanel { format });
    }
    let mut declared = grid::Header::default();
    let setup = match parsed {
        Parsed::Noip(input) => {
            declared.rules = Some(MoveSet::Drag);
            declared.goal = Some(Goal::Exact);
            let rules = opts.rules.unwrap_or_default();
            if rules != MoveSet::Drag {
                return Err(ReadError::NoipRules);
            }
            PuzzleSetup {
                board: input.board,
                rules,
                budget: Some(opts.budget.unwrap_or(input.budget)),
                goal: opts.goal.unwrap_or(Goal::Exact),
                notation: Notation::Noip,
                finish: Finish::Clear,
            }
        }
        Parsed::Grid(input) => {
            declared.rules = input.rules;
            declared.goal = input.goal;
            declared.finish = input.finish;
            PuzzleSetup {
                board: input.board,
                rules: opts.rules.or(input.rules).unwrap_or_default(),
                budget: opts.budget.or(input.budget),
                goal: opts.goal.or(input.goal).unwrap_or(Goal::Exact),
                notation: Notation::Plain,
                finish: input.finish.unwrap_or_default(),
            }
        }
        Parsed::Panel(sets) => {
            let (set, puzzle) = pick(&sets, opts.pick.as_ref())?;
            // The only puzzle of a file is its set's first.
            let label = PanelPick {
                set: set.to_string(),
                index: opts.pick.as_ref().map_or(1, |p| p.index),
            };
            return panel_read(puzzle, &label, opts);
        }
    };
    declared.budget = setup.budget;
    Ok(Read {
        setup,
        format,
        ambiguous,
        declared,
    })
}

/// Reads one puzzle of a Panel Attack file with the caller's options;
/// `label` names it in an error.
fn panel_read(
    puzzle: &panel::PanelPuzzle,
    label: &PanelPick,
    opts: &ReadOptions,
) -> Result<Read, ReadError> {
    let board = puzzle.garbage_board().map_err(|e| {
        ReadError::Pick(ParseError {
            message: t!(
                "read-panel-where",
                set = crate::format::show_name(&label.set),
                index = label.index.to_string(),
                error = e.message.as_str()
            ),
            ..e
        })
    })?;
    let (budget, goal) = puzzle.read_as();
    if !board.blocks().is_empty() {
        return Err(ReadError::Garbage {
            pick: label.clone(),
            setup: Box::new(GarbageSetup {
                board,
                budget: Some(opts.budget.unwrap_or(budget)),
                goal: opts.goal.unwrap_or(goal),
                rules: opts.rules.unwrap_or_default(),
            }),
        });
    }
    let setup = PuzzleSetup {
        board: *board.cells(),
        rules: opts.rules.unwrap_or_default(),
        budget: Some(opts.budget.unwrap_or(budget)),
        goal: opts.goal.unwrap_or(goal),
        notation: Notation::PanelAttack,
        finish: puzzle.finish(),
    };
    Ok(Read {
        declared: grid::Header {
            budget: setup.budget,
            rules: Some(MoveSet::Drag),
            goal: Some(goal),
            finish: Some(setup.finish),
        },
        setup,
        format: Format::PanelAttack,
        ambiguous: None,
    })
}

/// One puzzle of a Panel Attack file, read ([`read_panel_file`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PanelEntry {
    /// Its set (the readable name, as `mayan list` shows it) and number.
    pub pick: PanelPick,
    /// The puzzle as [`read`] reads it when picked, or why it cannot be
    /// played.
    pub read: Result<Read, ReadError>,
}

/// Reads every puzzle of a Panel Attack file, in file order, each as
/// [`read`] reads it when picked by set and number (`opts.pick` and
/// `opts.format` are not used): the file's sets, and an entry for each
/// puzzle. Only a file that is not a Panel Attack file at all is an error;
/// a puzzle that cannot be played is an entry with its error.
pub fn read_panel_file(
    bytes: &[u8],
    opts: &ReadOptions,
) -> Result<(Vec<panel::PanelSet>, Vec<PanelEntry>), ReadError> {
    let sets = panel_sets(bytes)?;
    let mut entries = Vec::new();
    for set in &sets {
        for (i, puzzle) in set.puzzles.iter().enumerate() {
            let pick = PanelPick {
                set: set.name.clone(),
                index: i + 1,
            };
            let read = panel_read(puzzle, &pick, opts);
            entries.push(PanelEntry { pick, read });
        }
    }
    Ok((sets, entries))
}

/// True when a text is a Panel Attack file by the reader's detection (a
/// name ending in `.json`, or text whose first non-blank character is
/// `{`).
pub fn is_panel_file(bytes: &[u8], file_name: Option<&str>) -> bool {
    looks_panel(bytes, extension(file_name).as_deref())
}

/// A file name's extension, in lower case.
fn extension(file_name: Option<&str>) -> Option<String> {
    file_name
        .and_then(|n| std::path::Path::new(n).extension())
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase)
}

/// The detection of a Panel Attack file, by extension or first character.
fn looks_panel(bytes: &[u8], ext: Option<&str>) -> bool {
    ext == Some("json") || bytes.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'{')
}

/// Reads a Panel Attack file's sets, with the reader's wording on error.
pub fn panel_sets(bytes: &[u8]) -> Result<Vec<panel::PanelSet>, ReadError> {
    panel::parse(bytes).map_err(|error| ReadError::Parse {
        format: Format::PanelAttack,
        error,
        reads_as: None,
    })
}

/// A text parsed in one format.
enum Parsed {
    Noip(noip::NoipInput),
    Grid(grid::GridInput),
    Panel(Vec<panel::PanelSet>),
}

fn parse(format: Format, bytes: &[u8]) -> Result<Parsed, ReadError> {
    let err = |error| ReadError::Parse {
        format,
        error,
        reads_as: None,
    };
    Ok(match format {
        Format::Noip => Parsed::Noip(noip::parse(bytes).map_err(err)?),
        Format::Grid => Parsed::Grid(grid::parse(bytes).map_err(err)?),
        Format::PanelAttack => Parsed::Panel(panel_sets(bytes)?),
    })
}

/// Detects the format and parses in it, each format at most once.
fn detect(bytes: &[u8], ext: Option<&str>) -> Result<(Format, Parsed, Option<Format>), ReadError> {
    if looks_panel(bytes, ext) {
        return Ok((
            Format::PanelAttack,
            parse(Format::PanelAttack, bytes)?,
            None,
        ));
    }
    let says_noip = ext == Some("in") || noip_layout(bytes);
    match noip::parse(bytes) {
        Ok(input) => {
            let ambiguous = (!says_noip && grid::parse(bytes).is_ok()).then_some(Format::Grid);
            Ok((Format::Noip, Parsed::Noip(input), ambiguous))
        }
        Err(noip) if says_noip || looks_noip(bytes) => Err(ReadError::Parse {
            format: Format::Noip,
            error: noip,
            reads_as: grid::parse(bytes).is_ok().then_some(Format::Grid),
        }),
        Err(noip) => match grid::parse(bytes) {
            Ok(input) => Ok((Format::Grid, Parsed::Grid(input), None)),
            Err(grid) => Err(ReadError::Undetected { grid, noip }),
        },
    }
}

/// Picks a puzzle: the one asked for, or the only one in the file; with
/// the name of its set.
fn pick<'a>(
    sets: &'a [panel::PanelSet],
    pick: Option<&PanelPick>,
) -> Result<(&'a str, &'a panel::PanelPuzzle), ReadError> {
    if let Some(p) = pick {
        let puzzle = panel::find(sets, &p.set, p.index).map_err(ReadError::Find)?;
        let name = panel::find_set(sets, &p.set).map_or("", |s| s.name.as_str());
        return Ok((name, puzzle));
    }
    let mut all = sets
        .iter()
        .flat_map(|s| s.puzzles.iter().map(move |p| (s.name.as_str(), p)));
    match (all.next(), all.next()) {
        (Some(only), None) => Ok(only),
        (None, _) => Err(ReadError::NoPuzzle),
        (Some(_), Some(_)) => Err(ReadError::NoPick {
            puzzles: sets.iter().map(|s| s.puzzles.len()).sum(),
            sets: sets.iter().filter(|s| !s.puzzles.is_empty()).count(),
        }),
    }
}

/// The non-blank lines of a text.
fn lines(bytes: &[u8]) -> impl Iterator<Item = &[u8]> {
    bytes
        .split(|&b| b == b'\n')
        .filter(|l| !l.iter().all(u8::is_ascii_whitespace))
}

/// The whitespace-separated words of a line.
fn words(line: &[u8]) -> impl Iterator<Item = &[u8]> {
    line.split(u8::is_ascii_whitespace)
        .filter(|w| !w.is_empty())
}

/// True when a text is laid out like a NOIP input: six non-blank lines, the
/// last five each closed by a `0`.
fn noip_layout(bytes: &[u8]) -> bool {
    let lines: Vec<&[u8]> = lines(bytes).collect();
    lines.len() == 6 && lines[1..].iter().all(|l| words(l).last() == Some(b"0"))
}

/// True when a text fails as NOIP the way a NOIP file would: integers only,
/// and after the first line at least one line that is a column whose one
/// `0` closes it. So a NOIP file cut after its first column is NOIP's to
/// report; only its first line alone, one integer, may be a grid (a row of
/// digits, which has no budget).
fn looks_noip(bytes: &[u8]) -> bool {
    let is_int = |w: &[u8]| {
        let digits = w.strip_prefix(b"-").unwrap_or(w);
        !digits.is_empty() && digits.iter().all(u8::is_ascii_digit)
    };
    let mut lines = lines(bytes);
    let Some(head) = lines.next() else {
        return false;
    };
    if !words(head).all(is_int) {
        return false;
    }
    let mut columns = 0;
    for line in lines {
        let w: Vec<&[u8]> = words(line).collect();
        if !w.iter().all(|w| is_int(w)) {
            return false;
        }
        let zeros = w.iter().filter(|w| **w == b"0").count();
        if zeros == 1 && w.last() == Some(&&b"0"[..]) {
            columns += 1;
        }
    }
    columns >= 1
}

/// Reads and validates in one step: [`read`], then
/// [`PuzzleSetup::into_puzzle`], for callers that neither settle the board
/// first nor report the format.
pub fn read_puzzle(bytes: &[u8], opts: &ReadOptions) -> Result<crate::Puzzle, ReadError> {
    read(bytes, opts)?
        .setup
        .into_puzzle()
        .map_err(ReadError::Puzzle)
}
