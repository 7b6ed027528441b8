//! `mayan solve`.

use std::process::ExitCode;

use anyhow::Result;
use mayan_core::format::notation::write_answer;
use mayan_core::garbage::GarbagePuzzle;
use mayan_core::{Move, MoveSet, Notation, Puzzle};
use mayan_i18n::t;
use mayan_solve::analysis;
use mayan_solve::request::{JsonMove, SolveReport};
use mayan_solve::{Control, Options, SolveError, garbage, solve};
use serde::Serialize;

use crate::cli::{SearchArgs, SolveArgs};
use crate::input;
use crate::lang::machine;
use crate::progress;

/// Search options from the command line.
pub fn options(search: &SearchArgs) -> Options {
    Options {
        null_moves: !search.no_null_moves,
        threads: search.threads,
        memory_bytes: search.memory.saturating_mul(1 << 20),
        ..Options::default()
    }
}

/// Runs a search with the command line's settings: a progress line on
/// stderr when it is a terminal, and Ctrl-C or `--timeout` stopping it
/// cleanly (exit 3).
pub fn search<T>(
    search: &SearchArgs,
    work: impl FnOnce(&Options) -> Result<T, SolveError>,
) -> Result<T> {
    progress::run(&options(search), search.timeout, work)
}

/// `solve --count --json`. Counts are decimal strings: they are `u128`
/// and can pass `u64` (docs/json.md).
#[derive(Serialize)]
struct CountReport {
    count: String,
    goal: &'static str,
    budget: u32,
    rules: &'static str,
}

/// `solve --all --json`.
#[derive(Serialize)]
struct AllReport {
    solutions: Vec<Vec<JsonMove>>,
    limit: usize,
    goal: &'static str,
    budget: u32,
    rules: &'static str,
}

/// `solve --unique --json`.
#[derive(Serialize)]
struct UniqueReport {
    unique: bool,
    shortest: Option<u32>,
    count: String,
    verdict: String,
}

/// What a look at the other rules may cost: 50,000 positions, and never
/// more than 20 ms.
const OTHER_RULES_NODES: u64 = 50_000;
const OTHER_RULES_TIME: std::time::Duration = std::time::Duration::from_millis(20);

/// For a grid that names no rules and has no solution under drag: whether
/// swap4 would solve it, within [`OTHER_RULES_NODES`] positions and
/// [`OTHER_RULES_TIME`] (a box maze
/// read without `--rules swap4` answers `-1`).
fn swap4_would_solve(puzzle: &Puzzle, opts: &Options) -> bool {
    let other = puzzle.clone().with_rules(MoveSet::Swap4);
    let opts = Options {
        control: Control::new()
            .with_node_limit(OTHER_RULES_NODES)
            .with_timeout(OTHER_RULES_TIME),
        threads: 1,
        ..opts.clone()
    };
    solve(&other, &opts).is_ok_and(|o| o.moves.is_some())
}

pub fn run(args: &SolveArgs) -> Result<ExitCode> {
    let loaded = match input::load_any(args.file.as_ref(), &args.puzzle)? {
        input::Load::Plain(loaded) => *loaded,
        input::Load::Garbage(puzzle) => return garbage(args, &puzzle),
    };
    if let Some(intent) = &loaded.intent {
        return crate::goal::solve(args, &loaded.puzzle, intent);
    }
    let (puzzle, rules_chosen) = (loaded.puzzle, loaded.rules_chosen);
    let goal = puzzle.goal();
    let opts = options(&args.search);
    let shape = Shape {
        goal,
        budget: puzzle.budget(),
        rules: puzzle.rules(),
        notation: puzzle.notation(),
    };
    if args.count {
        let n = search(&args.search, |o| analysis::count(&puzzle, o))?;
        return report_count(args.json, n, &shape);
    }
    if args.all {
        let sols = search(&args.search, |o| analysis::all(&puzzle, o, args.limit))?;
        report_all(args.json, &sols, args.limit, &shape)?;
        if !args.json && sols.iter().any(Vec::is_empty) {
            eprintln!("{}", t!("cli-already-clear"));
        }
        return Ok(ExitCode::SUCCESS);
    }
    if args.unique {
        let u = search(&args.search, |o| analysis::uniqueness(&puzzle, o))?;
        return report_unique(args.json, puzzle.budget(), &u);
    }
    let outcome = search(&args.search, |o| solve(&puzzle, o))?;
    if args.json {
        let report = machine(true, || SolveReport::new(&puzzle, &opts, &outcome));
        crate::outln!("{}", serde_json::to_string(&report)?)?;
    } else {
        crate::out!(
            "{}",
            write_answer(outcome.moves.as_deref(), puzzle.notation())
        )?;
        if outcome.moves.is_none()
            && !rules_chosen
            && puzzle.rules() == MoveSet::Drag
            && puzzle.notation() == Notation::Plain
            && swap4_would_solve(&puzzle, &opts)
        {
            eprintln!("{}", t!("cli-note", note = t!("cli-note-swap4")));
        }
        if outcome.moves.is_none() && puzzle.finish() == mayan_core::Finish::Chain {
            let note = t!("cli-note-chain-timing", moves = puzzle.budget());
            eprintln!("{}", t!("cli-note", note = note));
        }
        if outcome.moves.as_ref().is_some_and(|m| m.is_empty()) {
            // An empty answer is right (no move is needed) but looks like
            // nothing happened: say so where it does not mix with answers.
            eprintln!("{}", t!("cli-already-clear"));
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// What the `--count` and `--all` reports say of the puzzle searched.
struct Shape {
    goal: mayan_core::Goal,
    budget: u32,
    rules: MoveSet,
    notation: Notation,
}

/// Prints the number of solutions (`--count`): the number, or a JSON report.
fn report_count(json: bool, n: u128, shape: &Shape) -> Result<ExitCode> {
    if json {
        let report = CountReport {
            count: n.to_string(),
            goal: shape.goal.name(),
            budget: shape.budget,
            rules: shape.rules.name(),
        };
        crate::outln!("{}", serde_json::to_string(&report)?)?;
    } else {
        crate::outln!("{n}")?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Prints the solutions of `--all`: one answer each in the puzzle's
/// notation (the no-solution answer when there is none), or a JSON report.
fn report_all(json: bool, sols: &[Vec<Move>], limit: usize, shape: &Shape) -> Result<()> {
    if json {
        let report = AllReport {
            solutions: sols
                .iter()
                .map(|s| s.iter().copied().map(JsonMove::from).collect())
                .collect(),
            limit,
            goal: shape.goal.name(),
            budget: shape.budget,
            rules: shape.rules.name(),
        };
        crate::outln!("{}", serde_json::to_string(&report)?)?;
    } else if sols.is_empty() {
        crate::out!("{}", write_answer(None, shape.notation))?;
    } else {
        let text: Vec<String> = sols
            .iter()
            .map(|s| write_answer(Some(s), shape.notation))
            .collect();
        crate::out!("{}", text.join("\n"))?;
    }
    Ok(())
}

/// Prints whether a puzzle with this budget has exactly one solution
/// (`--unique`): a sentence, or a JSON report with it as a value; exit 1
/// when not unique.
fn report_unique(json: bool, budget: u32, u: &analysis::Uniqueness) -> Result<ExitCode> {
    let verdict = machine(json, || match (u.shortest, u.count) {
        (None, _) => t!("cli-unique-no-solution"),
        (Some(s), _) if s < budget => t!("cli-unique-shorter", moves = s),
        (Some(_), 1) => t!("cli-unique"),
        (Some(_), n) => t!("cli-unique-not", count = n.to_string()),
    });
    if json {
        let report = UniqueReport {
            unique: u.is_unique(),
            shortest: u.shortest,
            count: u.count.to_string(),
            verdict,
        };
        crate::outln!("{}", serde_json::to_string(&report)?)?;
    } else {
        crate::outln!("{verdict}")?;
    }
    Ok(if u.is_unique() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// `mayan solve` of a puzzle with garbage blocks: the garbage search
/// ([`mayan_solve::garbage`]), its answers in the game's notation.
fn garbage(args: &SolveArgs, puzzle: &GarbagePuzzle) -> Result<ExitCode> {
    let (goal, notation) = (puzzle.goal(), Notation::PanelAttack);
    let shape = Shape {
        goal,
        budget: puzzle.budget(),
        rules: MoveSet::Drag,
        notation,
    };
    if args.count {
        let n = search(&args.search, |o| garbage::count(puzzle, o))?;
        return report_count(args.json, n, &shape);
    }
    if args.all {
        let sols = search(&args.search, |o| garbage::all(puzzle, o, args.limit))?;
        report_all(args.json, &sols, args.limit, &shape)?;
        return Ok(ExitCode::SUCCESS);
    }
    if args.unique {
        let u = search(&args.search, |o| garbage::uniqueness(puzzle, o))?;
        return report_unique(args.json, puzzle.budget(), &u);
    }
    let outcome = search(&args.search, |o| garbage::solve(puzzle, o))?;
    if args.json {
        let opts = options(&args.search);
        let null_moves = opts.null_moves && goal != mayan_core::Goal::Shortest;
        let report = SolveReport::of(goal, puzzle.budget(), MoveSet::Drag, null_moves, &outcome);
        crate::outln!("{}", serde_json::to_string(&report)?)?;
    } else {
        crate::out!("{}", write_answer(outcome.moves.as_deref(), notation))?;
        if outcome.moves.is_none() {
            let note = t!("cli-note-garbage-timing", moves = puzzle.budget());
            eprintln!("{}", t!("cli-note", note = note));
        }
    }
    Ok(ExitCode::SUCCESS)
}
