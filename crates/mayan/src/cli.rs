//! The command line.

use std::path::PathBuf;
use std::time::Duration;

use std::str::FromStr;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand};
use mayan_core::{Format, Goal, MoveSet};

use crate::input::PuzzleArgs;

/// Solve, check, explain, show and make gravity-swap puzzles: the NOIP 2011
/// Mayan puzzle, Panel de Pon / Tetris Attack puzzle mode and the box maze.
#[derive(Parser, Debug)]
#[command(name = "mayan", version, about, propagate_version = true)]
#[command(after_help = "Examples:
  mayan solve examples/noip-sample.in
  mayan solve --no-null-moves examples/noip-sample.in
  mayan check examples/noip-sample.in answer.txt
  mayan explain examples/noip-sample.in
  mayan solve --rules swap4 --goal shortest --moves 5 examples/box-maze.txt
  mayan hint examples/noip-sample.in
  mayan render examples/noip-sample.in --out steps.png
  mayan play --rules swap4 examples/box-maze.txt
  mayan serve
  mayan gen --format noip --count 20 --moves 4 --seed 1 --out data/
  mayan batch puzzles.jsonl > reports.jsonl
  mayan convert examples/noip-sample.in --to grid

Exit codes: 0 success; 1 a negative verdict (check rejects, solve --unique finds
no unique solution, batch had a bad line, gen found no puzzle); 2 unreadable
input or bad usage; 3 search stopped (Ctrl-C).")]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// Subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Find the smallest solution of a puzzle.
    #[command(after_help = "Examples:
  mayan solve examples/noip-sample.in             # NOIP answer, byte for byte
  mayan solve --no-null-moves case.in             # same-colour swaps are not moves
  echo '3 1 0 2 1 0 2 3 4 0 3 1 0 2 4 3 4 0' | mayan solve
  mayan solve --format grid --rules swap4 --moves 2 examples/box-maze.txt
  mayan solve --goal shortest --moves 5 --json examples/box-maze.txt
  mayan solve --puzzle \"Classic set 1\" --index 10 panel.json
  mayan solve --count --goal at-most examples/box-maze.txt
  mayan solve --all --limit 5 examples/noip-sample.in
  mayan solve --unique examples/noip-sample.in     # exit 0 only if unique

Exit codes: 0 an answer was printed (-1 included); 1 --unique and not unique;\n2 bad input; 3 stopped.")]
    Solve(SolveArgs),
    /// Judge an answer: legal moves, a clear board after exactly n moves, and
    /// the smallest solution. With --judge, a special judge for testlib-style
    /// systems or DOMjudge and Kattis.
    #[command(after_help = "Examples:
  mayan check case.in case.out
  mayan check --no-null-moves case.in case.out
  mayan check --judge testlib case.in contestant.out case.ans
  mayan check --judge domjudge case.in case.ans feedback/ < contestant.out

Exit codes: 0 accepted; 1 rejected; 2 unreadable input or answer.

On a judge (README, \"Using mayan check on a judge\"):
  --judge testlib INPUT OUTPUT ANSWER
      testlib's checker: one line on stderr and exit 0 `ok ...`, 1 `wrong
      answer ...`, 2 `wrong output format ...`, 3 `FAIL ...`.
  --judge domjudge INPUT ANSWER FEEDBACK_DIR < OUTPUT   (also: kattis)
      an output validator: exit 42 accepted, 43 rejected, the verdict in
      FEEDBACK_DIR/judgemessage.txt (the board drawn, the smallest solution)
      and teammessage.txt (nothing of the jury's solution); exit 2 with a
      line on stderr when it cannot judge.
  Output that is not an answer (nothing, junk, a token that is not a move, a
  line of two fields, `-1` with moves) is a presentation error (DOMjudge:
  rejected). An answer with a coordinate off the board, an illegal move, the
  wrong number of moves or not the smallest solution is a wrong answer. The
  jury's ANSWER must pass too, else the judge fails: it catches a puzzle
  judged with the wrong data or settings (an empty ANSWER is not checked).
  Settings such as --no-null-moves go anywhere on the line.")]
    Check(CheckArgs),
    /// Replay a solution and show the board before and after each move and
    /// each cascade stage, marking what vanishes.
    #[command(after_help = "Examples:
  mayan explain examples/noip-sample.in           # the solver's own solution
  mayan explain case.in my-answer.txt             # your answer, move by move
  mayan explain --plan examples/noip-sample.in    # clear by clear, in sentences
  mayan explain --plan --format grid --rules swap4 examples/box-maze.txt")]
    Explain(ExplainArgs),
    /// Every first move that still leads to a clear board within the budget,
    /// with the fewest moves needed after it.
    #[command(after_help = "Examples:
  mayan hint examples/noip-sample.in
  mayan hint --format grid --rules swap4 examples/box-maze.txt
  mayan hint --json --puzzle \"Classic set 6\" --index 10 panel.json
  mayan hint --why examples/noip-sample.in        # and the clear each move serves")]
    Hint(HintArgs),
    /// Show a puzzle and every step of a solution in the terminal: each move,
    /// each fall and each clear, in colour when stdout is a terminal.
    #[command(after_help = "Examples:
  mayan show examples/noip-sample.in              # the solver's own solution
  mayan show case.in my-answer.txt                # your answer, step by step
  mayan show --color never case.in | less         # plain text
  mayan show --goal at-most --puzzle \"Classic set 1\" --index 3 panel.json

Marks: [c] the moved block and its target, *c* about to vanish, * just vanished,
# a grey (inert) block. Colour: --color auto (the default) colours only when
stdout is a terminal and NO_COLOR is unset.

Exit codes: 0 shown; 2 bad input or answer; 3 the search was stopped (Ctrl-C).")]
    #[cfg(feature = "render")]
    Show(ShowArgs),
    /// Draw a puzzle or a solution as a picture: SVG or PNG (the start board
    /// and every step), or an animated GIF; the format comes from --out.
    #[command(after_help = "Examples:
  mayan render examples/noip-sample.in --out steps.svg    # a strip of every step
  mayan render examples/noip-sample.in --out steps.png
  mayan render examples/noip-sample.in --out solution.gif # animated
  mayan render case.in my-answer.txt --out mine.png       # your answer
  mayan render case.in --board-only --out board.svg       # just the start board

Exit codes: 0 written; 2 bad input, answer or file name; 3 the search was stopped.")]
    #[cfg(feature = "render")]
    Render(RenderArgs),
    /// Play a puzzle in the terminal: move a cursor, drag blocks, undo, ask for
    /// a hint or for the solution one step at a time.
    #[command(after_help = "Keys:
  arrows, h j k l        move the cursor
  shift+arrow, H J K L   drag the block under the cursor
  space or enter, then a direction   drag the block under the cursor
  u / r                  undo / redo
  R                      restart
  i                      hint: a first move that still wins
  s                      play the next step of a solution
  q or esc               quit

Examples:
  mayan play examples/noip-sample.in
  mayan play --format grid --rules swap4 --moves 2 examples/box-maze.txt

Exit codes: 0 done; 2 bad input, or stdout is not a terminal.")]
    #[cfg(feature = "tui")]
    Play(PlayArgs),
    /// List the puzzle sets and puzzles of a Panel Attack file.
    #[command(after_help = "Example:
  mayan list panel-attack.json")]
    List(ListArgs),
    /// Make puzzles (and NOIP test data with answers), reproducible from a
    /// seed.
    #[command(after_help = "Examples:
  mayan gen --seed 7                                  # one 5 x 7 NOIP puzzle, n = 3
  mayan gen --format noip --count 20 --moves 4 --seed 1 --out data/
                                                      # case01.in/.ans .. case20, README.md
  mayan gen --format noip --count 10 --no-null-moves --out data/
  mayan gen --unique --moves 4 --seed 3 --format grid
  mayan gen --format noip --count 10 --moves 5 --min-blocks 18 --out hard/
  mayan gen --rules swap4 --width 7 --height 7 --moves 3 --count 5 --out maze/
  mayan gen --format panel-attack --moves 3 --count 10 --unique --out my-set.json
  mayan gen --unique --moves 6 --difficulty 80..90 --count 5 --out hard/

Solvable puzzles clear in exactly n moves and in no fewer; the noip format mixes in
25% boards whose answer is -1 (--unsolvable PERCENT). Each puzzle gets a difficulty
score on the scale of Panel Attack's classic sets: 10 is a typical puzzle of set 1,
60 one of set 6, and every 10 beyond about one move more (docs/generate.md).

Exit codes: 0 written; 1 no puzzle found within --attempts; 2 bad usage or an
unwritable output.")]
    Gen(GenArgs),
    /// Convert a puzzle between the NOIP, grid and Panel Attack (v2, v3)
    /// formats, or a whole Panel Attack file between versions.
    #[command(after_help = "Examples:
  mayan convert examples/noip-sample.in --to grid        # header: moves=3 rules=drag goal=exact
  mayan convert case.txt --to noip --out case.in          # a 5 x 7 drag grid back to NOIP
  mayan convert --rules drag examples/box-maze.txt --to panel-attack --set-name Maze
  mayan convert stock.json --to panel-attack --out v3.json              # every puzzle, version 3
  mayan convert v3.json --to panel-attack --panel-version 2 --out v2.json
  mayan convert my-set.json --to panel-attack --with-solution --out solved.json
  mayan convert --puzzle \"Classic set 1\" --index 10 stock.json --to grid

A grid gets the header moves=N rules=R goal=G, so nothing is lost. NOIP holds only
5 x 7 drag boards with colours 1-10 and no grey; Panel Attack only boards 6 wide and
at most 12 high, drag, colours 1-8 (grey is 9). A goal the format cannot state (NOIP
means exactly n moves, Panel Attack at most n) gets a note on stderr. A Panel Attack
file converted to Panel Attack keeps all its puzzles (--puzzle/--index pick one);
--with-solution writes each a v3 Solution, the solver's smallest (a search each).

Exit codes: 0 written; 2 bad input, a puzzle the format cannot hold, or bad usage;
3 a --with-solution search was stopped.")]
    Convert(ConvertArgs),
    /// Solve many puzzles: JSON Lines in (one request a line), JSON Lines out
    /// (one report a line, in input order), in parallel.
    #[command(after_help = "Examples:
  mayan batch puzzles.jsonl > reports.jsonl
  mayan batch --threads 2 --out reports.jsonl puzzles.jsonl
  mayan batch --shard 0/4 puzzles.jsonl > part0.jsonl    # lines 0, 4, 8, ...
  mayan batch --resume reports.jsonl puzzles.jsonl       # after a crash: skip answered ids
  mayan batch --timeout 60 puzzles.jsonl > reports.jsonl # give up on a line after a minute
  mayan batch panel-attack.json > reports.jsonl          # every puzzle of a Panel Attack file
  parallel --pipe -N1000 -k mayan batch < puzzles.jsonl > reports.jsonl   # GNU parallel

A request: {\"id\": 1, \"grid\": \".33.\\n.13.\\n.11.\", \"rules\": \"drag\", \"goal\": \"exact\",
\"moves\": 2, \"no_null_moves\": false}, or \"noip\": \"<NOIP text>\" in place of grid and moves.
A report has the fields of `mayan solve --json` and the request's id; a bad line gives
{\"id\": ..., \"error\": \"line L: ...\"} and the run goes on. A Panel Attack file (a .json
name, or one JSON object that has \"Puzzle Sets\") makes each of its puzzles a job, in file
order; each report also has \"set\" and \"index\", and the goal is at-most unless --goal
says otherwise. See docs/batch.md.

Exit codes: 0 every line answered; 1 some line was bad (its error is in the output);
2 bad usage or unreadable input.")]
    Batch(BatchArgs),
    /// Serve a web page to edit a board, solve it and watch it clear, and
    /// its JSON API (POST /api/solve takes what `solve --json` reports on).
    #[command(after_help = "Examples:
  mayan serve                                 # http://127.0.0.1:8080/
  mayan serve --port 3000 --solve-timeout 30
  mayan serve --host 0.0.0.0 --max-concurrent 4   # reachable from other machines
  mayan serve --max-queue 20 --max-connections 128    # a smaller machine
  curl -s localhost:8080/api/solve -H 'content-type: application/json' \\
    -d '{\"grid\": \"11.1\", \"moves\": 1}'

Searches wait in a fair line for one of --max-concurrent workers; one that runs
past a quarter of a second counts as long, and long searches leave a worker to
quick ones. Ctrl-C or SIGTERM stops the server within a second.

Errors are JSON {\"error\": ..., \"status\": ...}: 400 bad JSON, 408 body too slow,
413 too large, 415 not JSON, 422 not a valid puzzle, 429 queue full,
503 timed out (or waited too long in line, or the server is stopping).")]
    #[cfg(feature = "web")]
    Serve(ServeArgs),
}

/// The subcommands that a cargo feature brings, with that feature and
/// whether this build has it.
const FEATURE_COMMANDS: [(&str, &str, bool); 4] = [
    ("serve", "web", cfg!(feature = "web")),
    ("play", "tui", cfg!(feature = "tui")),
    ("render", "render", cfg!(feature = "render")),
    ("show", "render", cfg!(feature = "render")),
];

/// When `err` is clap's "unrecognized subcommand" for a subcommand that this
/// build left out: that subcommand and the feature that brings it.
pub fn left_out(err: &clap::Error) -> Option<(&'static str, &'static str)> {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if err.kind() != ErrorKind::InvalidSubcommand {
        return None;
    }
    let Some(ContextValue::String(name)) = err.get(ContextKind::InvalidSubcommand) else {
        return None;
    };
    FEATURE_COMMANDS
        .iter()
        .find(|(command, _, built)| !built && command == name)
        .map(|&(command, feature, _)| (command, feature))
}

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
        .map_err(|_| format!("`{s}` is not a number of seconds"))?;
    if v.is_nan() || v <= 0.0 {
        return Err(format!(
            "`{s}`: a time limit is a number of seconds above 0"
        ));
    }
    Ok(Duration::try_from_secs_f64(v).unwrap_or(Duration::MAX))
}

/// A range of difficulty scores: `LO..HI` (both included), `LO..` or
/// `..HI`.
pub fn score_range(s: &str) -> Result<std::ops::RangeInclusive<u32>, String> {
    let bad = || format!("`{s}`: expected a range of scores LO..HI, such as 40..60");
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
        return Err(format!("`{s}`: the range is empty ({lo} is above {hi})"));
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
    /// With --all: list at most this many.
    #[arg(long, value_name = "K", default_value_t = 100, requires = "all")]
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

/// `mayan check`.
#[derive(Args, Debug)]
pub struct CheckArgs {
    /// The puzzle (on a judge: the test's input).
    pub input: PathBuf,
    /// ANSWER, the answer to judge: `-1`, or one move a line. With --judge
    /// testlib: OUTPUT ANSWER (the contestant's output, the jury's answer);
    /// with --judge domjudge: ANSWER FEEDBACK_DIR (the output is on stdin).
    #[arg(value_name = "FILES", required = true)]
    pub files: Vec<PathBuf>,
    /// Judge as a special judge of this system: its arguments, exit codes
    /// and messages (see below).
    #[arg(long, value_enum, value_name = "SYSTEM", conflicts_with = "json")]
    pub judge: Option<Judge>,
    #[command(flatten)]
    pub puzzle: PuzzleArgs,
    #[command(flatten)]
    pub search: SearchArgs,
    /// Print the verdict as one JSON object (docs/json.md).
    #[arg(long)]
    pub json: bool,
    /// After the verdict, teach: for an answer that clears the board, which
    /// of its moves can go and the plan of what is left; for one that does
    /// not, the first move after which no clear was possible any more
    /// within the moves left (docs/plans.md).
    #[arg(long, conflicts_with = "judge")]
    pub explain: bool,
}

/// The special-judge conventions of `mayan check --judge`.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judge {
    /// testlib's checker: INPUT OUTPUT ANSWER; exit 0 ok, 1 wrong answer, 2
    /// presentation error, 3 fail; one line on stderr.
    Testlib,
    /// DOMjudge's and Kattis's output validator: INPUT ANSWER FEEDBACK_DIR <
    /// OUTPUT; exit 42 accepted, 43 rejected.
    #[value(alias = "kattis")]
    Domjudge,
}

/// The `--judge` convention a command line asks for, read from the raw
/// arguments: when clap refuses the line, a testlib checker must still
/// answer `FAIL` with exit 3 (clap's exit 2 would blame the contestant).
pub fn judge_asked(args: &[std::ffi::OsString]) -> Option<Judge> {
    use clap::ValueEnum;
    let value = args.iter().enumerate().find_map(|(i, a)| {
        let a = a.to_str()?;
        match a.strip_prefix("--judge") {
            Some("") => args.get(i + 1)?.to_str(),
            Some(rest) => rest.strip_prefix('='),
            None => None,
        }
    })?;
    Judge::from_str(value, true).ok()
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
    /// Process only the lines whose 0-based index is I modulo N.
    #[arg(long, value_name = "I/N")]
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

/// When to colour terminal output.
#[cfg(feature = "render")]
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColorArg {
    /// When stdout is a terminal and `NO_COLOR` is unset.
    Auto,
    /// Always.
    Always,
    /// Never.
    Never,
}

/// `mayan show`.
#[cfg(feature = "render")]
#[derive(Args, Debug)]
pub struct ShowArgs {
    /// The puzzle (`-` for stdin).
    pub input: PathBuf,
    /// The moves to show (default: the solver's solution).
    pub answer: Option<PathBuf>,
    #[command(flatten)]
    pub puzzle: PuzzleArgs,
    #[command(flatten)]
    pub search: SearchArgs,
    /// Colour the output.
    #[arg(long, value_enum, value_name = "WHEN", default_value_t = ColorArg::Auto)]
    pub color: ColorArg,
}

/// `mayan render`.
#[cfg(feature = "render")]
#[derive(Args, Debug)]
pub struct RenderArgs {
    /// The puzzle (`-` for stdin).
    pub input: PathBuf,
    /// The moves to draw (default: the solver's solution).
    pub answer: Option<PathBuf>,
    /// The picture to write: `.svg`, `.png` or `.gif`.
    #[arg(long, short, value_name = "FILE")]
    pub out: PathBuf,
    /// Draw only the start board.
    #[arg(long, conflicts_with = "answer")]
    pub board_only: bool,
    /// The side of a cell, in pixels.
    #[arg(long, value_name = "PX", default_value_t = 40, value_parser = clap::value_parser!(u32).range(8..=200))]
    pub cell: u32,
    #[command(flatten)]
    pub puzzle: PuzzleArgs,
    #[command(flatten)]
    pub search: SearchArgs,
}

/// `mayan play`.
#[cfg(feature = "tui")]
#[derive(Args, Debug)]
pub struct PlayArgs {
    /// The puzzle.
    pub input: PathBuf,
    #[command(flatten)]
    pub puzzle: PuzzleArgs,
    #[command(flatten)]
    pub search: SearchArgs,
}

/// `mayan serve`.
#[cfg(feature = "web")]
#[derive(Args, Debug)]
pub struct ServeArgs {
    /// The port to listen on (0 = any free port).
    #[arg(long, value_name = "P", default_value_t = 8080)]
    pub port: u16,
    /// The address to listen on.
    #[arg(long, value_name = "H", default_value = "127.0.0.1")]
    pub host: String,
    /// Stop a search after this many seconds and answer 503 timed-out.
    #[arg(long, value_name = "SECS", default_value_t = 10.0)]
    pub solve_timeout: f64,
    /// Searches run at once (the workers); more wait in line.
    #[arg(long, value_name = "N", default_value_t = 2)]
    pub max_concurrent: usize,
    /// Requests that may wait in line for a worker; one more is answered
    /// 429 busy with Retry-After.
    #[arg(long, value_name = "N", default_value_t = 100)]
    pub max_queue: usize,
    /// Connections open at once; more are closed as they arrive.
    #[arg(long, value_name = "N", default_value_t = 512, value_parser = clap::value_parser!(u64).range(1..).map(|v| v as usize))]
    pub max_connections: usize,
    /// Close a connection that sends no request for this many seconds, and
    /// answer 408 to a request whose body takes half as long.
    #[arg(long, value_name = "SECS", default_value_t = 10.0)]
    pub idle_timeout: f64,
    /// Memory for each search's tables, in MiB: a hard bound on them, from 1.
    #[arg(long, value_name = "MB", default_value_t = 192, value_parser = clap::value_parser!(u64).range(1..).map(|v| v as usize))]
    pub memory: usize,
}
