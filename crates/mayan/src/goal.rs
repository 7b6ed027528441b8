//! Intent goals on the command line (docs/spec.md section 4, "Intent
//! goals"): `--goal chain:K`, a chain of at least `K` stages in the fewest
//! moves, and `--target FILE`, the board the moves must leave. The rules
//! and the search are [`mayan_solve::intent`]'s; here they are read from
//! the flags and printed.

use std::ffi::OsStr;
use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

use anyhow::{Result, anyhow, bail};
use clap::builder::{PossibleValue, TypedValueParser};
use mayan_core::format::notation::write_answer;
use mayan_core::read::{self, ReadOptions};
use mayan_core::{Board, Goal, Puzzle};
use mayan_i18n::t;
use mayan_solve::Outcome;
use mayan_solve::intent::{self, Intent};
use mayan_solve::request::SolveReport;
use serde::Serialize;

use crate::cli::named;
use crate::input::{self, PuzzleArgs};
use crate::solve;

/// The value of `--goal`: how moves are counted, or a chain of at least
/// `K` stages (counted as [`Goal::Shortest`]: the fewest moves up to `n`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GoalChoice {
    /// `exact`, `at-most` or `shortest`: clear the board (or reach
    /// `--target`).
    Moves(Goal),
    /// `chain:K`.
    Chain(u32),
}

impl GoalChoice {
    /// How moves are counted.
    pub fn goal(self) -> Goal {
        match self {
            GoalChoice::Moves(g) => g,
            GoalChoice::Chain(_) => Goal::Shortest,
        }
    }
}

/// The parser of `--goal`: the library's goal names (listed by `--help`
/// with what each means) and `chain:K`.
#[derive(Clone)]
pub struct GoalParser;

impl TypedValueParser for GoalParser {
    type Value = GoalChoice;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<GoalChoice, clap::Error> {
        let text = value.to_string_lossy();
        let bad = |message: String| {
            let kind = clap::error::ErrorKind::InvalidValue;
            Err(clap::Error::raw(kind, format!("{message}\n")).with_cmd(cmd))
        };
        if let Some(k) = text.strip_prefix("chain:") {
            return match k.parse::<u32>() {
                Ok(k) if k >= 1 => Ok(GoalChoice::Chain(k)),
                _ => bad(t!("goal-cli-bad-chain", value = text.as_ref())),
            };
        }
        match named(Goal::ALL, Goal::name, Goal::about).parse_ref(cmd, arg, value) {
            Ok(goal) => Ok(GoalChoice::Moves(goal)),
            Err(_) => bad(t!("goal-cli-bad-goal", value = text.as_ref())),
        }
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        let goals = Goal::ALL
            .iter()
            .map(|&g| PossibleValue::new(g.name()).help(g.about()));
        let chain = PossibleValue::new("chain:K").help(t!("help-value-goal-chain-K"));
        Some(Box::new(goals.chain(std::iter::once(chain))))
    }
}

/// The intent the flags ask for, checked against the puzzle: `None` for
/// a clear board.
pub fn intent_of(args: &PuzzleArgs, puzzle: &Puzzle) -> Result<Option<Intent>> {
    let intent = match (args.goal, &args.target) {
        (Some(GoalChoice::Chain(k)), None) => Intent::Chain(k),
        (Some(GoalChoice::Chain(_)), Some(_)) => bail!(t!("goal-cli-chain-and-target")),
        (_, Some(path)) => Intent::Target(Box::new(target(path, puzzle)?)),
        (_, None) => return Ok(None),
    };
    let name = match &args.target {
        Some(path) => path.display().to_string(),
        None => "--goal".to_string(),
    };
    intent.check(puzzle).map_err(|e| anyhow!("{name}: {e}"))?;
    Ok(Some(intent))
}

/// Refuses an intent goal in a command that has none: only `solve` and
/// `check` search or judge for one.
pub fn refuse(args: &PuzzleArgs) -> Result<()> {
    if matches!(args.goal, Some(GoalChoice::Chain(_))) || args.target.is_some() {
        bail!(t!("goal-cli-not-here"));
    }
    Ok(())
}

/// The target board of `--target FILE`, read through the one reader in
/// any format it reads (its move budget, rules and goal do not matter). A
/// board lower than the puzzle's is read with empty rows on top, so a
/// grid of the lowest rows will do for a tall Panel Attack board.
fn target(path: &Path, puzzle: &Puzzle) -> Result<Board> {
    let bytes = input::read_input(Some(path))?;
    let opts = ReadOptions {
        format: None,
        file_name: Some(path.display().to_string()),
        rules: None,
        budget: Some(0),
        goal: None,
        pick: None,
    };
    let name = path.display().to_string();
    let read = read::read(&bytes, &opts).map_err(|e| input::read_error(&name, &e))?;
    let board = read.setup.board;
    let (w, h) = (puzzle.board().width(), puzzle.board().height());
    if board.width() != w || board.height() >= h {
        return Ok(board);
    }
    let mut tall = Board::new(w, h).map_err(|e| anyhow!("{name}: {e}"))?;
    for x in 0..w {
        for (y, &c) in board.column(x).iter().enumerate() {
            tall.set(x, y, c);
        }
    }
    Ok(tall)
}

/// The name of an intent in JSON: `chain:K` or `target`.
pub fn json_name(intent: &Intent) -> String {
    match intent {
        Intent::Chain(k) => format!("chain:{k}"),
        Intent::Target(_) => "target".to_string(),
    }
}

/// `solve --json` for an intent: the report of a clearing search, and the
/// intent.
#[derive(Serialize)]
struct IntentReport {
    #[serde(flatten)]
    report: SolveReport,
    intent: String,
}

/// `mayan solve` with an intent goal: the smallest solution, or `-1`.
pub fn solve(args: &crate::cli::SolveArgs, puzzle: &Puzzle, intent: &Intent) -> Result<ExitCode> {
    if args.count || args.all || args.unique {
        bail!(t!("goal-cli-no-count"));
    }
    let started = Instant::now();
    let found = solve::search(&args.search, |o| intent::solve(puzzle, intent, o))?;
    let outcome = Outcome {
        moves: found.moves,
        nodes: found.nodes,
        elapsed: started.elapsed(),
    };
    if args.json {
        let report = IntentReport {
            report: SolveReport::new(puzzle, &solve::options(&args.search), &outcome),
            intent: json_name(intent),
        };
        crate::outln!("{}", serde_json::to_string(&report)?)?;
        return Ok(ExitCode::SUCCESS);
    }
    crate::out!(
        "{}",
        write_answer(outcome.moves.as_deref(), puzzle.notation())
    )?;
    match &outcome.moves {
        Some(m) if m.is_empty() => eprintln!("{}", t!("goal-cli-already")),
        None => eprintln!(
            "{}",
            t!(
                "goal-cli-none",
                what = intent.describe_with(puzzle.goal(), puzzle.budget())
            )
        ),
        Some(_) => {}
    }
    Ok(ExitCode::SUCCESS)
}
