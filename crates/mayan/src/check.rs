//! `mayan check`: the special judge's front end. The verdict is the
//! library's ([`mayan_solve::judge`], docs/spec.md section 4); here it is
//! printed as text or JSON, or handed to a judge system in its own
//! convention (`--judge`, [`systems`]): testlib's checker, the DOMjudge and
//! Kattis output validator, or Lemon's special judge.

mod systems;

pub use systems::testlib_usage;

use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use mayan_core::Notation;
use mayan_core::format::notation::write_answer;
use mayan_i18n::t;
use mayan_solve::intent;
use mayan_solve::judge::{Judge, Lesson, Shown, Verdict};
use mayan_solve::request::JsonMove;
use serde::Serialize;

use crate::cli::{CheckArgs, Judge as System};
use crate::lang::machine;
use crate::{explain, input, solve, text};

/// What `mayan check --json` prints (docs/json.md).
#[derive(Serialize)]
struct CheckReport<'a> {
    accepted: bool,
    kind: &'static str,
    reason: &'a str,
    goal: &'static str,
    budget: u32,
    moves_judged: usize,
    at_move: Option<usize>,
    /// The board the reason points at, as grid rows from the top.
    board: Option<Vec<String>>,
    /// When the verdict searched: the smallest solution, `null` for none.
    #[serde(skip_serializing_if = "Option::is_none")]
    smallest: Option<Option<Vec<JsonMove>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    explain: Option<Lesson>,
    /// An intent goal's name (`chain:K`, `target`), absent for a clear
    /// board.
    #[serde(skip_serializing_if = "Option::is_none")]
    intent: Option<String>,
}

/// The text form: `accepted: REASON` or `rejected: REASON`, then what it
/// shows.
pub(crate) fn verdict_text(v: &Verdict, notation: Notation) -> String {
    let reason = v.reason.as_str();
    let (intro, shown) = match &v.shown {
        Shown::Nothing => return format!("{}\n", verdict_line(v.accepted(), reason)),
        Shown::Board { intro, board } => (intro.to_string(), text::board(board, None, notation)),
        Shown::Smallest { intro } => (intro.to_string(), write_answer(v.smallest(), notation)),
    };
    let head = match v.accepted() {
        true => t!("cli-verdict-accepted-shown", reason = reason, intro = intro),
        false => t!("cli-verdict-rejected-shown", reason = reason, intro = intro),
    };
    format!("{head}\n{shown}")
}

/// `accepted: REASON` or `rejected: REASON`, in the language.
pub(crate) fn verdict_line(accepted: bool, reason: &str) -> String {
    match accepted {
        true => t!("cli-verdict-accepted", reason = reason),
        false => t!("cli-verdict-rejected", reason = reason),
    }
}

pub fn run(args: &CheckArgs) -> Result<ExitCode> {
    if args.judge.is_some() {
        crate::goal::refuse(&args.puzzle)?;
    }
    match args.judge {
        None => plain(args),
        Some(System::Testlib) => Ok(systems::testlib(args)),
        Some(System::Domjudge) => Ok(systems::domjudge(args)),
        Some(System::Lemon) => Ok(systems::lemon(args)),
    }
}

/// `mayan check INPUT ANSWER [--json] [--explain]`.
fn plain(args: &CheckArgs) -> Result<ExitCode> {
    let [answer_path] = args.files.as_slice() else {
        bail!(t!("cli-check-two-files", given = args.files.len() + 1));
    };
    let loaded = input::load_full(Some(&args.input), &args.puzzle)?;
    let intent = loaded.intent;
    let null_moves = !args.search.no_null_moves;
    let bytes = input::read_input(Some(answer_path))?;
    let judge = Judge::new(loaded.puzzle, null_moves).comparing(true);
    let answer = judge.read(&bytes).with_context(|| {
        t!(
            "cli-not-an-answer",
            name = answer_path.display().to_string()
        )
    })?;
    if intent.is_some() && args.explain {
        bail!(t!("goal-cli-no-explain"));
    }
    // With --json the verdict's reason and the lesson are the report's
    // values: in English whatever the language.
    let verdict = machine(args.json, || match &intent {
        None => solve::search(&args.search, |o| judge.judge(&answer, o)),
        Some(i) => solve::search(&args.search, |o| {
            intent::judge(judge.puzzle(), i, &answer, null_moves, o)
        }),
    })?;
    let lesson = match args.explain {
        true => Some(
            machine(args.json, || {
                solve::search(&args.search, |o| judge.lesson(&answer, o))
            })?
            .map_err(explain::plan_error)?,
        ),
        false => None,
    };
    let puzzle = judge.puzzle();
    if args.json {
        let json_moves = |ms: &Vec<_>| ms.iter().copied().map(JsonMove::from).collect();
        let report = CheckReport {
            accepted: verdict.accepted(),
            kind: verdict.kind.name(),
            reason: &verdict.reason,
            goal: puzzle.goal().name(),
            budget: puzzle.budget(),
            moves_judged: verdict.moves_judged,
            at_move: verdict.at_move,
            board: match &verdict.shown {
                Shown::Board { board, .. } => Some(explain::grid_rows(board)),
                _ => None,
            },
            smallest: verdict
                .smallest
                .as_ref()
                .map(|s| s.as_ref().map(json_moves)),
            explain: lesson,
            intent: intent.as_ref().map(crate::goal::json_name),
        };
        crate::outln!("{}", serde_json::to_string(&report)?)?;
    } else {
        crate::out!("{}", verdict_text(&verdict, puzzle.notation()))?;
        if let Some(l) = &lesson {
            crate::out!("\n{}", l.text)?;
        }
    }
    Ok(ExitCode::from(if verdict.accepted() { 0 } else { 1 }))
}
