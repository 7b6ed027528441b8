//! `mayan package`'s arguments.

use std::path::PathBuf;

use clap::Args;
use clap::builder::TypedValueParser;
use mayan_core::Goal;

use super::named;

/// The judges `mayan package` writes a problem for.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// Kattis and DOMjudge: the problem package format (2025-09), checked
    /// by BAPCtools.
    Kattis,
    /// Luogu: data/1.in, data/1.out, ..., a testlib-convention checker.cpp.
    Luogu,
    /// Lemon and LemonLime: data/NAME/ with NAME1.in/.ans, ..., checker.cpp
    /// (Lemon's six-argument special judge).
    Lemon,
    /// Codeforces Polygon: tests/01, tests/01.a, ..., files/check.cpp,
    /// files/validator.cpp, statement sections.
    Polygon,
}

impl Target {
    /// The name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Target::Kattis => "kattis",
            Target::Luogu => "luogu",
            Target::Lemon => "lemon",
            Target::Polygon => "polygon",
        }
    }
}

/// `mayan package`.
#[derive(Args, Debug)]
pub struct PackageArgs {
    /// The judge whose layout to write.
    #[arg(long, value_enum, value_name = "JUDGE")]
    pub to: Target,
    /// The directory to write the problem to (created; it must not exist or
    /// must be empty).
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
    /// The largest n of the problem (the statement's `n <= 5` by default):
    /// the random tests' budgets climb from 1 to it, and the validator
    /// refuses more.
    #[arg(long, value_name = "N", default_value_t = 5, value_parser = clap::value_parser!(u32).range(1..=7))]
    pub moves: u32,
    /// How many random secret tests, besides the named trap tests.
    #[arg(long, value_name = "K", default_value_t = 20, value_parser = clap::value_parser!(u32).range(0..=1000).map(|v| v as usize))]
    pub count: usize,
    /// Seed of the random tests: the same seed and settings write the same
    /// package, byte for byte (default: drawn from the clock and printed).
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// What counts as a solution (default: exact, the NOIP problem's). For
    /// exact the answer is unique; for the others the checker judges.
    #[arg(long, default_value = "exact", value_parser = named(Goal::ALL, Goal::name, Goal::about))]
    pub goal: Goal,
    /// Null moves (swapping two blocks of one colour) are not moves: the
    /// statement, the answers and the checker follow this reading.
    #[arg(long)]
    pub no_null_moves: bool,
    /// The problem's short name (letters, digits, `-` and `_`): Lemon's
    /// folder and file names, the statement's label.
    #[arg(long, value_name = "NAME", default_value = "mayan")]
    pub name: String,
    /// The time limit written for the judge, in seconds (a plain search
    /// such as examples/duel's takes about half a second on the hardest
    /// tests at n = 5).
    #[arg(long, value_name = "SECONDS", default_value_t = 3)]
    pub time_limit: u32,
    /// Worker threads making the random tests: 0, the default, uses every
    /// core. The package does not depend on it.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub threads: usize,
}
