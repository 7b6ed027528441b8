//! The arguments of the commands that read, search and write puzzles, and
//! the value parsers they share.

use std::path::PathBuf;
use std::time::Duration;

use std::str::FromStr;

use clap::Args;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use mayan_core::frame::Rules;
use mayan_core::{Format, Goal, MoveSet};
use mayan_i18n::t;

use crate::input::PuzzleArgs;

/// Search settings shared by the commands that search.
#[derive(Args, Debug, Clone)]
pub struct SearchArgs {
    /// Null moves (swapping two blocks of one colour, or under swap4 pushing a
    /// block up into an empty cell) are not moves. Default: they are moves, as
    /// the NOIP statement's literal rules say.
    #[arg(long)]
    pub no_null_moves: bool,
    /// Worker threads: 0, the default, uses every core this process may
    /// run on (its CPU affinity and cgroup quota). The answer does not
    /// depend on it.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub threads: usize,
    /// Memory for the search tables, in MiB: a hard bound on them, from 1.
    #[arg(long, value_name = "MB", default_value_t = 384, value_parser = clap::value_parser!(u64).range(1..).map(|v| v as usize))]
    pub memory: usize,
    /// Stop the search after this many seconds (exit 3, with the positions
    /// searched so far).
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub timeout: Option<Duration>,
}

/// Parses `--timeout SECONDS`: a number of seconds above 0; one too large
/// to represent (past some 584 billion years) is no limit.
pub fn seconds(s: &str) -> Result<Duration, String> {
    let v: f64 = s
        .trim()
        .parse()
        .map_err(|_| t!("cli-arg-seconds-not-number", value = s))?;
    if v.is_nan() || v <= 0.0 {
        return Err(t!("cli-arg-seconds-not-positive", value = s));
    }
    Ok(Duration::try_from_secs_f64(v).unwrap_or(Duration::MAX))
}

/// Parses `--limit K`: a whole number from 1 (a list of none would say
/// nothing, and `-1` means "no solution").
pub fn at_least_one(s: &str) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(k) if k >= 1 => Ok(k),
        _ => Err(t!("cli-arg-limit", value = s)),
    }
}

/// A range of difficulty scores: `LO..HI` (both included), `LO..` or
/// `..HI`.
pub fn score_range(s: &str) -> Result<std::ops::RangeInclusive<u32>, String> {
    let bad = || t!("cli-arg-score-range", value = s);
    let (lo, hi) = s.trim().split_once("..").ok_or_else(bad)?;
    let end = |t: &str, open: u32| -> Result<u32, String> {
        let t = t.trim();
        if t.is_empty() {
            Ok(open)
        } else {
            t.parse().map_err(|_| bad())
        }
    };
    let (lo, hi) = (end(lo, 0)?, end(hi, u32::MAX)?);
    if lo > hi {
        return Err(t!(
            "cli-arg-score-range-empty",
            value = s,
            lo = lo.to_string(),
            hi = hi.to_string()
        ));
    }
    Ok(lo..=hi)
}

/// A value of one of the libraries' small enums (goals, move sets,
/// formats), by the library's own names: `--help` lists them with what
/// each means, and the library reads them back.
pub fn named<T>(
    all: &'static [T],
    name: fn(T) -> &'static str,
    about: fn(T) -> &'static str,
) -> impl TypedValueParser<Value = T>
where
    T: Copy + Send + Sync + FromStr<Err = String> + 'static,
{
    PossibleValuesParser::new(values(all, name, about)).try_map(|s| s.parse::<T>())
}

/// The names of a library enum's values with what each means, for `--help`.
fn values<T: Copy>(
    all: &'static [T],
    name: fn(T) -> &'static str,
    about: fn(T) -> &'static str,
) -> impl Iterator<Item = PossibleValue> {
    all.iter()
        .map(move |&v| PossibleValue::new(name(v)).help(about(v)))
}

/// `--format`: a format, or `auto` (`None`) to detect it. A type alias, so
/// that clap takes the field as one value with a default, not as optional.
pub type FormatChoice = Option<Format>;

/// The parser of `--format`.
pub fn format_choice() -> impl TypedValueParser<Value = FormatChoice> {
    let auto = PossibleValue::new("auto").help("detect it from the file name and the content");
    let values = std::iter::once(auto).chain(values(Format::ALL, Format::name, Format::about));
    PossibleValuesParser::new(values).try_map(|s| match s.as_str() {
        "auto" => Ok(None),
        f => f.parse::<Format>().map(Some),
    })
}

/// `mayan solve`.
#[derive(Args, Debug)]
pub struct SolveArgs {
    /// The puzzle (stdin when absent or `-`).
    pub file: Option<PathBuf>,
    #[command(flatten)]
    pub puzzle: PuzzleArgs,
    #[command(flatten)]
    pub search: SearchArgs,
    /// Print one JSON object: the moves, the goal, the nodes searched and the
    /// time; with --count, --all or --unique, their results (docs/json.md).
    #[arg(long)]
    pub json: bool,
    /// Print how many solutions there are (distinct swaps, no null moves).
    #[arg(long, conflicts_with_all = ["all", "unique"])]
    pub count: bool,
    /// List the solutions in order, one a line group (see --limit).
    #[arg(long, conflicts_with = "unique")]
    pub all: bool,
    /// With --all: list at most this many (at least 1).
    #[arg(long, value_name = "K", default_value_t = 100, requires = "all", value_parser = at_least_one)]
    pub limit: usize,
    /// Exit 0 only when there is exactly one solution and no shorter one.
    #[arg(long)]
    pub unique: bool,
}

/// `mayan hint`.
#[derive(Args, Debug)]
pub struct HintArgs {
    /// The puzzle, with what remains of the budget as its move count.
    pub file: Option<PathBuf>,
    #[command(flatten)]
    pub puzzle: PuzzleArgs,
    #[command(flatten)]
    pub search: SearchArgs,
    /// Print one JSON object (docs/json.md).
    #[arg(long)]
    pub json: bool,
    /// Also say which clear each move works towards on the shortest way
    /// on: the colour, the line and the move it happens on (docs/plans.md).
    #[arg(long)]
    pub why: bool,
}

/// `mayan explain`.
#[derive(Args, Debug)]
pub struct ExplainArgs {
    /// The puzzle.
    pub input: PathBuf,
    /// The moves to replay (default: the solver's solution).
    pub answer: Option<PathBuf>,
    #[command(flatten)]
    pub puzzle: PuzzleArgs,
    #[command(flatten)]
    pub search: SearchArgs,
    /// Print every board and stage as one JSON object (docs/json.md).
    #[arg(long)]
    pub json: bool,
    /// Explain the solution clear by clear instead of drawing every stage:
    /// which blocks met, in which direction, after which moves, and which
    /// earlier clear had to come first (docs/plans.md). With --json, adds
    /// a `plan` object.
    #[arg(long)]
    pub plan: bool,
}

/// `mayan list`.
#[derive(Args, Debug)]
pub struct ListArgs {
    /// A Panel Attack puzzle file.
    pub file: PathBuf,
    /// Print the sets and puzzles as one JSON object (docs/json.md).
    #[arg(long)]
    pub json: bool,
}

/// `mayan verify`.
#[derive(Args, Debug)]
pub struct VerifyArgs {
    /// A Panel Attack puzzle file (version 2 or 3, nested sets too).
    pub file: PathBuf,
    /// Print the report as one JSON object.
    #[arg(long)]
    pub json: bool,
    /// Also list up to this many solutions of each puzzle (its "alts"), in
    /// the file's notation.
    #[arg(long, value_name = "K", default_value_t = 0)]
    pub list_alts: usize,
    /// Null moves (swapping two panels of one colour) are not moves: not
    /// counted among the solutions (a recorded Solution is played as the
    /// game plays it, null swaps and all).
    #[arg(long)]
    pub no_null_moves: bool,
    /// The level (1 to 11) whose timing the recorded Solutions are played
    /// at, frame by frame: the game's own file was recorded at 10 (the
    /// game's menu starts at 5, where panels hover and flash longer).
    #[arg(long, value_name = "N", default_value_t = 10, value_parser = clap::value_parser!(u8).range(1..=11))]
    pub level: u8,
    /// The version of the game's rules the Solutions are played under:
    /// current (panel-game 3d5e7cb, which wrote today's Puzzles.json) or 048
    /// (the engine at panel-game 173de52, January 2025).
    #[arg(long, value_name = "VERSION", default_value = "current", value_parser = PossibleValuesParser::new(["current", "048"]).map(|s| Rules::from_name(&s).unwrap_or_default()))]
    pub engine: Rules,
    /// Stop a puzzle's searches after this many seconds (exit 3).
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub timeout: Option<Duration>,
    /// Memory for each search, in MiB, from 1: a chain puzzle's walk
    /// through the boards that swaps clearing nothing reach stops there
    /// (about 190 bytes a board), and the puzzle is reported as not won
    /// within that many boards.
    #[arg(long, value_name = "MB", default_value_t = 256, value_parser = clap::value_parser!(u64).range(1..).map(|v| v as usize))]
    pub memory: usize,
    /// Write FILE back with each failing or missing Solution of a solvable
    /// puzzle replaced by the solver's smallest solution; every other byte
    /// stays (version 3 files only).
    #[arg(long)]
    pub fix: bool,
}

/// Output formats of `mayan gen`.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GenFormat {
    /// NOIP 2011 (5 x 7, drag, at most 10 colours): `caseNN.in` and `caseNN.ans`.
    Noip,
    /// Grid rows with the budget on the first line: `caseNN.txt` and `caseNN.ans`.
    Grid,
    /// One Panel Attack puzzle file (JSON) holding one set (6 wide, drag);
    /// version 3, with each puzzle's Solution, unless --panel-version 2.
    PanelAttack,
}

/// `mayan gen`.
#[derive(Args, Debug)]
pub struct GenArgs {
    /// Move set.
    #[arg(long, default_value = "drag", value_parser = named(MoveSet::ALL, MoveSet::name, MoveSet::about))]
    pub rules: MoveSet,
    /// Columns (default: 5; 6 for panel-attack).
    #[arg(long, value_name = "W")]
    pub width: Option<usize>,
    /// Rows (default: 7; 12 for panel-attack).
    #[arg(long, value_name = "H")]
    pub height: Option<usize>,
    /// Colours are drawn from 1 to C.
    #[arg(long, visible_alias = "colors", value_name = "C", default_value_t = 5)]
    pub colours: u8,
    /// The move budget n: every solvable puzzle clears in exactly n moves
    /// and in no fewer.
    #[arg(long, value_name = "N", default_value_t = 3)]
    pub moves: u32,
    /// How many puzzles.
    #[arg(long, value_name = "K", default_value_t = 1)]
    pub count: usize,
    /// Seed of the random numbers: the same seed and settings make the same
    /// puzzles, byte for byte (default: drawn from the clock and printed).
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// Only puzzles with exactly one solution and no shorter one.
    #[arg(long)]
    pub unique: bool,
    /// Only boards with at least this many blocks (denser boards take more
    /// attempts).
    #[arg(long, value_name = "B", default_value_t = 0)]
    pub min_blocks: usize,
    /// Only puzzles whose difficulty score is from LO to HI (both included;
    /// `LO..` or `..HI` leave one end open): 10 is like Panel Attack's
    /// classic set 1, 60 like set 6, about 10 more a move beyond.
    #[arg(long, value_name = "LO..HI", value_parser = score_range)]
    pub difficulty: Option<std::ops::RangeInclusive<u32>>,
    /// Output format (default: noip for a 5 x 7 drag board with at most 10
    /// colours, grid otherwise).
    #[arg(long, value_enum)]
    pub format: Option<GenFormat>,
    /// Where to write: a directory for noip and grid (created if missing),
    /// a file for panel-attack. Default: stdout (one puzzle; panel-attack
    /// any number).
    #[arg(long, value_name = "DIR|FILE")]
    pub out: Option<PathBuf>,
    /// Answers under the no-null-move reading. Generated answers are the
    /// same under both readings; the README records which one was asked for.
    #[arg(long)]
    pub no_null_moves: bool,
    /// Percentage of puzzles without a solution (answer -1). Default: 25 for
    /// the noip format, 0 otherwise; not allowed for panel-attack.
    #[arg(long, value_name = "PERCENT", value_parser = clap::value_parser!(u32).range(0..=100))]
    pub unsolvable: Option<u32>,
    /// Boards built per puzzle before giving up.
    #[arg(long, value_name = "A", default_value_t = 5000)]
    pub attempts: u32,
    /// Worker threads, each making one puzzle at a time: 0, the default,
    /// uses every core this process may run on. The output does not depend
    /// on it.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub threads: usize,
    /// Memory for each search's tables, in MiB: a hard bound on them, from 1.
    #[arg(long, value_name = "MB", default_value_t = 96, value_parser = clap::value_parser!(u64).range(1..).map(|v| v as usize))]
    pub memory: usize,
    /// Stop after this many seconds (exit 3, with the positions searched).
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub timeout: Option<Duration>,
    /// panel-attack: the file format version, 2 or 3 (default 3: each puzzle
    /// with a Solution, the cursor inputs that play its answer).
    #[arg(long, value_name = "V", value_parser = clap::value_parser!(u8).range(2..=3))]
    pub panel_version: Option<u8>,
    /// panel-attack: the puzzle set's name (default: "mayan gen seed S").
    #[arg(long, value_name = "NAME")]
    pub set_name: Option<String>,
    /// Print one JSON object a puzzle to stdout (JSON Lines) instead of
    /// writing files: the puzzle as a `mayan batch` request, its answer and
    /// its difficulty (docs/json.md).
    #[arg(long, conflicts_with_all = ["out", "set_name"])]
    pub json: bool,
    /// With --json: make only the puzzles whose 0-based number is I modulo N
    /// (their "case" numbers are the whole run's); `auto` (or `auto/N`)
    /// takes I and N from a scheduler's job array, as for batch.
    #[arg(long, value_name = "I/N|auto")]
    pub shard: Option<String>,
}

/// `mayan batch`.
#[derive(Args, Debug)]
pub struct BatchArgs {
    /// JSON Lines, one request a line (stdin when absent or `-`).
    pub file: Option<PathBuf>,
    /// Write the reports to this file instead of stdout.
    #[arg(long, value_name = "FILE", conflicts_with = "resume")]
    pub out: Option<PathBuf>,
    /// Read this output file of an earlier run, skip the ids it answered,
    /// and append the new reports to it.
    #[arg(long, value_name = "OUT")]
    pub resume: Option<PathBuf>,
    /// Process only the lines whose 0-based index is I modulo N; `auto` (or
    /// `auto/N`) takes I and N from a scheduler's job array.
    #[arg(long, value_name = "I/N|auto")]
    pub shard: Option<String>,
    /// Worker threads, each running one search at a time: 0, the default,
    /// uses every core this process may run on.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub threads: usize,
    /// Memory for each search's tables, in MiB: a hard bound on them, from 1.
    #[arg(long, value_name = "MB", default_value_t = 384, value_parser = clap::value_parser!(u64).range(1..).map(|v| v as usize))]
    pub memory: usize,
    /// Stop a search after this many seconds; its line gets an error
    /// (default: no limit).
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub timeout: Option<Duration>,
    /// Never draw a progress bar (it is drawn only when stderr is a terminal).
    #[arg(long)]
    pub no_progress: bool,
    /// The goal of every puzzle of a Panel Attack file (default: at-most, the
    /// format's), and of the request lines that give no "goal".
    #[arg(long, value_parser = named(Goal::ALL, Goal::name, Goal::about))]
    pub goal: Option<Goal>,
    /// Null moves are not moves: for every puzzle of a Panel Attack file, and
    /// for every request line (as its "no_null_moves": true).
    #[arg(long)]
    pub no_null_moves: bool,
}

/// `mayan merge`.
#[derive(Args, Debug)]
pub struct MergeArgs {
    /// The batch input the shards were cut from (JSON Lines or a Panel
    /// Attack file): the order of the output.
    #[arg(long, value_name = "FILE")]
    pub input: PathBuf,
    /// Write the merged reports to this file instead of stdout.
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// The shards' outputs.
    #[arg(required = true, value_name = "PART")]
    pub parts: Vec<PathBuf>,
}

/// What `convert --to` writes in each format, for `--help`.
fn written(format: Format) -> &'static str {
    match format {
        Format::Noip => "NOIP 2011 input: 5 x 7, drag, colours 1-10",
        Format::Grid => "grid rows under a header moves=N rules=R goal=G",
        Format::PanelAttack => "a Panel Attack puzzle file (JSON, --panel-version 2 or 3)",
    }
}

/// `mayan convert`.
#[derive(Args, Debug)]
pub struct ConvertArgs {
    /// The puzzle (`-` for stdin).
    pub input: PathBuf,
    /// The format to write.
    #[arg(long, value_name = "FORMAT", value_parser = named(Format::ALL, Format::name, written))]
    pub to: Format,
    /// Panel Attack: the file format version, 2 or 3 (default 3, what the game
    /// ships; only 3 has solutions).
    #[arg(long, value_name = "V", value_parser = clap::value_parser!(u8).range(2..=3))]
    pub panel_version: Option<u8>,
    /// Panel Attack v3: give each puzzle a Solution, the solver's smallest
    /// solution within its moves (a search for each puzzle).
    #[arg(long)]
    pub with_solution: bool,
    /// Panel Attack: the name of the one set written (default: a picked set's
    /// own name, or the input's file name).
    #[arg(long, value_name = "NAME")]
    pub set_name: Option<String>,
    /// Write to this file instead of stdout.
    #[arg(long, short, value_name = "FILE")]
    pub out: Option<PathBuf>,
    #[command(flatten)]
    pub puzzle: PuzzleArgs,
    #[command(flatten)]
    pub search: SearchArgs,
}

/// `mayan export`.
#[derive(Args, Debug)]
pub struct ExportArgs {
    /// What to write: the checker (a special judge, testlib's and Lemon's
    /// conventions) or the input validator.
    #[arg(value_enum)]
    pub what: Exported,
    /// Write the source to this file. Default: stdout.
    #[arg(long, short, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// The checker's goal (default exact, the NOIP statement's).
    #[arg(long, value_parser = named(Goal::ALL, Goal::name, Goal::about))]
    pub goal: Option<Goal>,
    /// The checker refuses null moves (swapping two blocks of one colour).
    /// Default: they are moves, as the NOIP statement's literal rules say.
    #[arg(long)]
    pub no_null_moves: bool,
    /// The validator's largest `n`, from 1 to 50 (default 50, mayan's
    /// limit; the contest's statement says 5).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=50))]
    pub max_moves: Option<u32>,
}

/// What `mayan export` writes.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exported {
    /// The C++ checker: `checker INPUT OUTPUT ANSWER [REPORT [-appes]]`
    /// (testlib) or six arguments (Lemon).
    Checker,
    /// The C++ input validator: `validator < INPUT`, exit 0 when valid.
    Validator,
}
