//! `mayan duel`'s arguments.

use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

use clap::Args;
use clap::builder::TypedValueParser;
use mayan_core::Goal;

use super::{named, seconds};

/// `mayan duel`.
#[derive(Args, Debug)]
pub struct DuelArgs {
    /// The program to test and its arguments, after `--`: it reads a NOIP
    /// input on stdin and writes its answer on stdout.
    #[arg(last = true, required = true, value_name = "PROGRAM [ARGS]")]
    pub program: Vec<OsString>,
    /// How many boards to try.
    #[arg(long, value_name = "K", default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..=1_000_000).map(|v| v as usize))]
    pub count: usize,
    /// Seed of the random boards: the same seed and settings try the same
    /// boards (default: drawn from the clock and printed).
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// Only boards whose budget is N (default: from 1 up to 5, easy to
    /// hard).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=5))]
    pub moves: Option<u32>,
    /// Time limit of one run of the program, in seconds: past it the
    /// program is killed and the verdict is a time limit.
    #[arg(long, value_name = "SECONDS", default_value = "1", value_parser = seconds)]
    pub time_limit: Duration,
    /// Null moves (swapping two blocks of one colour) are not moves: the
    /// right answers, and the judge, follow this reading.
    #[arg(long)]
    pub no_null_moves: bool,
    /// What counts as a solution (default: exact, the NOIP problem's).
    #[arg(long, default_value = "exact", value_parser = named(Goal::ALL, Goal::name, Goal::about))]
    pub goal: Goal,
    /// Runs of the program at once (default 1: each run alone, as a judge
    /// times it). The report does not depend on it.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=256).map(|v| v as usize))]
    pub threads: usize,
    /// Where the counterexamples go (created if missing): for each,
    /// failN.in, failN.out, failN.ans and failN.explain.txt.
    #[arg(long, value_name = "DIR", default_value = "duel")]
    pub out: PathBuf,
    /// Stop after this many counterexamples (each shrunk and written).
    #[arg(long, value_name = "K", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..).map(|v| v as usize))]
    pub failures: usize,
    /// Never draw the progress line (it is drawn only when stderr is a
    /// terminal).
    #[arg(long)]
    pub no_progress: bool,
}
