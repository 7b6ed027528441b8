//! `mayan duel -- PROGRAM [ARGS...]` (对拍): runs a program on random NOIP
//! boards, easy to hard, judges each of its answers with the one judge
//! ([`mayan_solve::judge`]), and shrinks the first board it gets wrong to
//! a small one that it still gets wrong in the same way (docs/contestants.md,
//! "Stress testing your program").

mod run;
mod shrink;

use std::fmt::Write as _;
use std::io::IsTerminal;
use std::path::Path;
use std::process::ExitCode;

use anyhow::{Context, Result};
use indicatif::{ProgressBar, ProgressStyle};
use mayan_core::format::noip;
use mayan_core::format::notation::{MoveText, write_answer};
use mayan_core::{Goal, Move, MoveSet, Notation, Puzzle};
use mayan_i18n::t;
use mayan_solve::generate::GenError;
use mayan_solve::judge::{Judge, Kind as VerdictKind};
use mayan_solve::{Control, Options, SolveError};
use rayon::prelude::*;

use crate::cases;
use crate::cli::DuelArgs;
use crate::explain::{self, Shown};
use crate::progress;
use run::{End, Ran};

/// The largest budget tried: the NOIP problem's `n <= 5`.
const MAX_MOVES: u32 = 5;

/// Memory for each reference search's tables.
const MEMORY: usize = 96 << 20;

/// How a run of the program fared.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Outcome {
    /// The judge accepted its answer, of this kind.
    Accepted(VerdictKind),
    /// A wrong answer: the judge's reason.
    Wrong(String),
    /// Not an answer at all (a presentation error): why.
    Format(String),
    /// A non-zero exit or a signal.
    Crash(End),
    /// Past the time limit.
    Time,
}

impl Outcome {
    /// The kind of failure, to keep while shrinking; `None` when accepted.
    fn failure(&self) -> Option<&'static str> {
        match self {
            Outcome::Accepted(_) => None,
            Outcome::Wrong(_) => Some("wrong answer"),
            Outcome::Format(_) => Some("presentation error"),
            Outcome::Crash(_) => Some("crash"),
            Outcome::Time => Some("time limit"),
        }
    }

    /// The verdict in one line.
    fn describe(&self, limit: std::time::Duration) -> String {
        match self {
            Outcome::Accepted(_) => t!("cli-duel-accepted"),
            Outcome::Wrong(why) => t!("cli-duel-wrong", why = why.as_str()),
            Outcome::Format(why) => t!("cli-duel-format", why = why.as_str()),
            Outcome::Crash(End::Code(c)) => t!("cli-duel-crash-code", code = *c),
            Outcome::Crash(End::Signal(s)) => t!("cli-duel-crash-signal", signal = *s),
            Outcome::Crash(_) => t!("cli-duel-crash"),
            Outcome::Time => t!("cli-duel-time", limit = format!("{limit:?}")),
        }
    }
}

/// One board tried: the puzzle, the program's run and its verdict.
struct Trial {
    puzzle: Puzzle,
    ran: Ran,
    outcome: Outcome,
    /// The right answer (`None`: -1).
    answer: Option<Vec<Move>>,
}

/// Everything a trial needs besides the puzzle.
struct Setup<'a> {
    args: &'a DuelArgs,
    control: Control,
}

impl Setup<'_> {
    fn options(&self) -> Options {
        Options {
            null_moves: !self.args.no_null_moves,
            threads: 1,
            memory_bytes: MEMORY,
            control: self.control.clone(),
            ..Options::default()
        }
    }

    /// Runs the program on `puzzle` and judges what it did.
    fn trial(&self, puzzle: Puzzle) -> Result<Trial> {
        let input = noip::write(puzzle.board(), puzzle.budget());
        let stop = || self.control.check().is_err();
        let ran = run::run(
            &self.args.program,
            input.as_bytes(),
            self.args.time_limit,
            &stop,
        )?;
        let judge = Judge::new(puzzle, !self.args.no_null_moves);
        let opts = self.options();
        let outcome = match &ran.end {
            End::Stopped => return Err(self.stopped()),
            End::TimedOut => Outcome::Time,
            End::Code(_) | End::Signal(_) => Outcome::Crash(ran.end.clone()),
            End::Exited if ran.overflow => {
                Outcome::Format(t!("cli-duel-overflow", mib = crate::input::MAX_INPUT >> 20))
            }
            End::Exited => {
                let v = judge
                    .judge_text(&ran.stdout, &opts)
                    .map_err(|e| self.search_error(e))?;
                match v.kind {
                    k if k.accepted() => Outcome::Accepted(k),
                    VerdictKind::NotAnAnswer => Outcome::Format(v.reason),
                    _ => Outcome::Wrong(v.reason),
                }
            }
        };
        let answer = judge
            .smallest(&opts)
            .map_err(|e| self.search_error(e))?
            .map(<[Move]>::to_vec);
        Ok(Trial {
            puzzle: judge.puzzle().clone(),
            ran,
            outcome,
            answer,
        })
    }

    fn stopped(&self) -> anyhow::Error {
        progress::Stopped {
            halt: self
                .control
                .check()
                .err()
                .unwrap_or(mayan_solve::Halt::Cancelled),
            nodes: self.control.nodes(),
            elapsed: self.control.elapsed(),
        }
        .into()
    }

    fn search_error(&self, SolveError::Stopped { .. }: SolveError) -> anyhow::Error {
        self.stopped()
    }
}

/// What the run has seen so far, for the closing line.
#[derive(Default)]
struct Tally {
    tried: usize,
    agreed: usize,
    solvable: usize,
    minus_one: usize,
    padded: usize,
}

pub fn run(args: &DuelArgs) -> Result<ExitCode> {
    let seed = args.seed.unwrap_or_else(crate::r#gen::clock_seed);
    if args.seed.is_none() {
        eprintln!("{}", t!("cli-duel-seed", seed = seed.to_string()));
    }
    let interruptible = progress::Interruptible::new();
    let setup = Setup {
        args,
        control: interruptible.control().clone(),
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.threads)
        .build()
        .with_context(|| t!("cli-cannot-start-threads"))?;
    let bar = if !args.no_progress && std::io::stderr().is_terminal() {
        // The template's words from the catalogue, indicatif's placeholders
        // as the arguments.
        let template = t!(
            "cli-duel-bar",
            bar = "{bar:30}",
            pos = "{pos}",
            len = "{len}",
            msg = "{msg}",
            elapsed = "{elapsed_precise}"
        );
        let bar = ProgressBar::new(args.count as u64).with_style(
            ProgressStyle::with_template(&template)
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        bar.enable_steady_tick(std::time::Duration::from_millis(200));
        bar
    } else {
        ProgressBar::hidden()
    };
    let mut tally = Tally::default();
    let result = pool.install(|| duel(&setup, seed, &bar, &mut tally));
    bar.finish_and_clear();
    let failures = match result {
        Err(e) if e.downcast_ref::<progress::Stopped>().is_some() => {
            let stopped = t!(
                "cli-duel-stopped",
                tried = tally.tried,
                agreed = tally.agreed
            );
            eprintln!("{stopped}");
            return Ok(ExitCode::from(3));
        }
        other => other?,
    };
    Ok(ExitCode::from(if failures > 0 { 1 } else { 0 }))
}

/// The run itself: its report on stdout, a part at a time (above the
/// progress line), and how many counterexamples it found.
fn duel(setup: &Setup<'_>, seed: u64, bar: &ProgressBar, tally: &mut Tally) -> Result<usize> {
    let args = setup.args;
    let null_moves = !args.no_null_moves;
    let say = |text: &str| bar.suspend(|| crate::out::print(text));
    // Said once the first board has run: a program that cannot run
    // leaves stdout empty (exit 2).
    let header = t!(
        "cli-duel-header",
        boards = args.count,
        seed = seed.to_string(),
        moves = args.moves.unwrap_or(0),
        max = MAX_MOVES,
        goal = match args.goal {
            Goal::Exact => "exact",
            Goal::AtMost => "at-most",
            Goal::Shortest => "shortest",
        },
        null = if null_moves { "yes" } else { "no" }
    ) + "\n";
    let budgets = match args.moves {
        Some(n) => n..=n,
        None => 1..=MAX_MOVES,
    };
    let cases = cases::cases(args.count, budgets, seed);
    let mut failures = 0;
    for chunk in cases.chunks(args.threads * 2) {
        let trials: Vec<Result<(cases::Case, Trial)>> = chunk
            .par_iter()
            .map(|case| {
                let g =
                    cases::make(case, seed, &setup.control, null_moves).map_err(|e| match e {
                        GenError::Stopped { .. } => setup.stopped(),
                        e => anyhow::Error::new(e)
                            .context(t!("cli-duel-board-context", number = case.index + 1)),
                    })?;
                let puzzle = Puzzle::new(
                    *g.puzzle.board(),
                    MoveSet::Drag,
                    i64::from(case.budget),
                    Notation::Noip,
                )?
                .with_goal(args.goal);
                Ok((*case, setup.trial(puzzle)?))
            })
            .collect();
        for t in trials {
            let (case, trial) = t?;
            if tally.tried == 0 {
                say(&header)?;
            }
            tally.tried += 1;
            bar.inc(1);
            match trial.answer {
                Some(_) => tally.solvable += 1,
                None => tally.minus_one += 1,
            }
            tally.padded += usize::from(case.padded);
            if trial.outcome.failure().is_none() {
                tally.agreed += 1;
                continue;
            }
            failures += 1;
            say(&counterexample(setup, &case, trial, failures, bar)?)?;
            if failures == args.failures {
                break;
            }
        }
        if failures == args.failures {
            break;
        }
    }
    let summary = if failures == 0 {
        t!(
            "cli-duel-all-agree",
            boards = tally.tried,
            solvable = tally.solvable,
            minus = tally.minus_one,
            padded = tally.padded
        )
    } else {
        t!(
            "cli-duel-found",
            failures = failures,
            boards = tally.tried,
            agreed = tally.agreed,
            solvable = tally.solvable,
            minus = tally.minus_one,
            padded = tally.padded
        )
    };
    say(&format!("{summary}\n"))?;
    Ok(failures)
}

/// Shrinks a failing board, writes its files and says what was found.
fn counterexample(
    setup: &Setup<'_>,
    case: &cases::Case,
    first: Trial,
    number: usize,
    bar: &ProgressBar,
) -> Result<String> {
    let limit = setup.args.time_limit;
    let board = t!(
        "cli-duel-board",
        number = case.index + 1,
        moves = first.puzzle.budget(),
        blocks = first.puzzle.board().block_count(),
        verdict = first.outcome.describe(limit)
    );
    let mut text = format!("{board}\n");
    let (small, runs) = shrink::shrink(setup, first, bar)?;
    let shrunk = t!(
        "cli-duel-shrunk",
        runs = runs,
        moves = small.puzzle.budget(),
        blocks = small.puzzle.board().block_count(),
        verdict = small.outcome.describe(limit)
    );
    let _ = writeln!(text, "{shrunk}");
    let dir = &setup.args.out;
    let names = write_files(dir, number, &small, setup.args)?;
    let wrote = t!(
        "cli-duel-wrote",
        files = crate::lang::list(&names),
        dir = dir.display().to_string()
    );
    let _ = writeln!(text, "{wrote}");
    Ok(text)
}

/// Writes a counterexample's files: failN.in (the board), .out (what the
/// program printed), .ans (the right answer), .explain.txt (`mayan
/// explain` of the right answer) and .verdict.txt (what was wrong); their
/// names.
fn write_files(dir: &Path, number: usize, t: &Trial, args: &DuelArgs) -> Result<Vec<String>> {
    let limit = args.time_limit;
    std::fs::create_dir_all(dir)
        .with_context(|| t!("cli-cannot-create", name = dir.display().to_string()))?;
    let stem = format!("fail{number}");
    let null_moves = !args.no_null_moves;
    let explained = explain::explained(
        &t.puzzle,
        null_moves,
        t.answer
            .as_ref()
            .map(|ms| ms.iter().map(|&m| (None, MoveText::Move(m))).collect()),
        t.answer.clone(),
        Shown {
            from_answer: false,
            plan: false,
            json: false,
        },
    )?;
    let command: Vec<String> = (args.program.iter())
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let program = t!("cli-duel-verdict-program", command = command.join(" "));
    let mut verdict = format!("{}\n{program}\n", t.outcome.describe(limit));
    if !t.ran.stderr.is_empty() {
        let _ = write!(
            verdict,
            "{}\n{}",
            t!("cli-duel-verdict-stderr"),
            String::from_utf8_lossy(&t.ran.stderr)
        );
    }
    let files: [(&str, Vec<u8>); 5] = [
        (
            "in",
            noip::write(t.puzzle.board(), t.puzzle.budget()).into_bytes(),
        ),
        ("out", t.ran.stdout.clone()),
        (
            "ans",
            write_answer(t.answer.as_deref(), Notation::Noip).into_bytes(),
        ),
        ("explain.txt", explained.into_bytes()),
        ("verdict.txt", verdict.into_bytes()),
    ];
    let mut names = Vec::new();
    for (ext, bytes) in files {
        let name = format!("{stem}.{ext}");
        let path = dir.join(&name);
        std::fs::write(&path, bytes)
            .with_context(|| t!("cli-cannot-write", name = path.display().to_string()))?;
        names.push(name);
    }
    Ok(names)
}
