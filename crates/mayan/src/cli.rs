//! The command line.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

use crate::input::PuzzleArgs;

/// Solve, check, explain and show gravity-swap puzzles: the NOIP 2011
/// Mayan puzzle, Panel de Pon / Tetris Attack puzzle mode and the box maze.
#[derive(Parser, Debug)]
#[command(name = "mayan", version, about, propagate_version = true)]
#[command(after_help = "Examples:
  mayan solve examples/noip-sample.in
  mayan solve --no-null-moves examples/noip-sample.in
  mayan check examples/noip-sample.in answer.txt
  mayan explain examples/noip-sample.in

Exit codes: 0 success; 1 a negative verdict (check rejects, solve --unique finds
no unique solution); 2 unreadable input or bad usage; 3 search stopped.")]
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
    /// the smallest solution.
    #[command(after_help = "Examples:
  mayan check case.in case.out
  mayan check --no-null-moves case.in case.out

Exit codes: 0 accepted; 1 rejected; 2 unreadable input or answer.")]
    Check(CheckArgs),
    /// Replay a solution and show the board before and after each move and
    /// each cascade stage, marking what vanishes.
    #[command(after_help = "Examples:
  mayan explain examples/noip-sample.in           # the solver's own solution
  mayan explain case.in my-answer.txt             # your answer, move by move")]
    Explain(ExplainArgs),
    /// Every first move that still leads to a clear board within the budget,
    /// with the fewest moves needed after it.
    #[command(after_help = "Examples:
  mayan hint examples/noip-sample.in
  mayan hint --format grid --rules swap4 examples/box-maze.txt
  mayan hint --json --puzzle \"Classic set 6\" --index 10 panel.json")]
    Hint(HintArgs),
    /// List the puzzle sets and puzzles of a Panel Attack file.
    #[command(after_help = "Example:
  mayan list panel-attack.json")]
    List(ListArgs),
    /// Serve a web page to edit a board, solve it and watch it clear, and
    /// its JSON API (POST /api/solve takes what `solve --json` reports on).
    #[command(after_help = "Examples:
  mayan serve                                 # http://127.0.0.1:8080/
  mayan serve --port 3000 --solve-timeout 30
  mayan serve --host 0.0.0.0 --max-concurrent 4   # reachable from other machines
  curl -s localhost:8080/api/solve -H 'content-type: application/json' \\
    -d '{\"grid\": \"11.1\", \"moves\": 1}'

Errors are JSON {\"error\": ..., \"status\": ...}: 400 bad JSON, 413 too large,
415 not JSON, 422 not a valid puzzle, 429 too many searches at once, 503 timed out.")]
    Serve(ServeArgs),
}

/// Search settings shared by the commands that search.
#[derive(Args, Debug, Clone)]
pub struct SearchArgs {
    /// Null moves (swapping two blocks of one colour, or under swap4 pushing a
    /// block up into an empty cell) are not moves. Default: they are moves, as
    /// the NOIP statement's literal rules say.
    #[arg(long)]
    pub no_null_moves: bool,
    /// Worker threads (0 = all cores).
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub threads: usize,
    /// Memory for the search tables, in MiB.
    #[arg(long, value_name = "MB", default_value_t = 256)]
    pub memory: usize,
}

/// What counts as a solution.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GoalArg {
    /// Exactly n moves (NOIP).
    Exact,
    /// At most n moves (Panel de Pon).
    AtMost,
    /// The fewest moves, up to n.
    Shortest,
}

impl From<GoalArg> for mayan_solve::Goal {
    fn from(g: GoalArg) -> mayan_solve::Goal {
        match g {
            GoalArg::Exact => mayan_solve::Goal::Exact,
            GoalArg::AtMost => mayan_solve::Goal::AtMost,
            GoalArg::Shortest => mayan_solve::Goal::Shortest,
        }
    }
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
    /// What counts as a solution.
    #[arg(long, value_enum, default_value_t = GoalArg::Exact)]
    pub goal: GoalArg,
    /// Print one JSON object: the moves, the goal, the nodes searched and the time.
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
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// `mayan check`.
#[derive(Args, Debug)]
pub struct CheckArgs {
    /// The puzzle.
    pub input: PathBuf,
    /// The answer to judge: `-1`, or one move a line.
    pub answer: PathBuf,
    #[command(flatten)]
    pub puzzle: PuzzleArgs,
    #[command(flatten)]
    pub search: SearchArgs,
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
}

/// `mayan list`.
#[derive(Args, Debug)]
pub struct ListArgs {
    /// A Panel Attack puzzle file.
    pub file: PathBuf,
}

/// `mayan serve`.
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
    /// Searches allowed at once; more are answered 429 busy.
    #[arg(long, value_name = "N", default_value_t = 2)]
    pub max_concurrent: usize,
    /// Memory for each search's tables, in MiB.
    #[arg(long, value_name = "MB", default_value_t = 128)]
    pub memory: usize,
}
