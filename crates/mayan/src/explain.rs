//! `mayan explain`.

use std::fmt::Write as _;
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use mayan_core::format::notation::{MoveText, parse_answer, write_answer};
use mayan_core::game::Game;
use mayan_core::plan::Plan;
use mayan_core::{Board, Move, MoveKind, Puzzle, Turn};
use mayan_i18n::t;
use mayan_solve::request::JsonMove;
use serde::Serialize;

use crate::cli::ExplainArgs;
use crate::lang::machine;
use crate::{input, solve, text};

/// A board as grid rows, the top row first (`.` empty, `1`-`9`, `a`-`z`,
/// `#` grey): the form every `--json` output draws boards in.
pub fn grid_rows(board: &Board) -> Vec<String> {
    board.to_grid_string().lines().map(str::to_string).collect()
}

/// The moves of an answer, each with its line (`None` for the solver's).
pub type AnswerMoves = Vec<(Option<usize>, MoveText)>;

/// What `mayan explain --json` prints (docs/json.md).
#[derive(Serialize)]
struct ExplainReport {
    width: usize,
    height: usize,
    rules: &'static str,
    goal: &'static str,
    budget: u32,
    null_moves: bool,
    start: Vec<String>,
    /// `answer` (an answer file) or `solver` (the smallest solution).
    source: &'static str,
    /// `null` when the answer is `-1` or the solver found no solution.
    moves: Option<Vec<ExplainMove>>,
    result: ExplainResult,
    /// With `--plan`: the clears (docs/plans.md); `null` without moves.
    #[serde(skip_serializing_if = "Option::is_none")]
    plan: Option<Option<Plan>>,
}

/// One move replayed.
#[derive(Serialize)]
struct ExplainMove {
    number: usize,
    /// The answer file's line, `null` for the solver's moves.
    line: Option<usize>,
    #[serde(rename = "move")]
    mv: JsonMove,
    /// `swap`, `shift` or `null`.
    kind: &'static str,
    /// The board right after the swap or step, before anything falls.
    moved: Vec<String>,
    stages: Vec<ExplainStage>,
    /// The board once nothing falls or vanishes any more.
    settled: Vec<String>,
}

/// One cascade stage: everything falls, then runs vanish.
#[derive(Serialize)]
struct ExplainStage {
    fallen: Vec<String>,
    vanished: usize,
    cells: Vec<Cell>,
}

/// A cell, `y` from the bottom.
#[derive(Serialize)]
struct Cell {
    x: usize,
    y: usize,
}

/// The board after the last move.
#[derive(Serialize)]
struct ExplainResult {
    clear: bool,
    blocks_left: usize,
    moves: usize,
}

fn kind_name(kind: MoveKind) -> &'static str {
    match kind {
        MoveKind::Swap => "swap",
        MoveKind::Shift => "shift",
        MoveKind::Null => "null",
    }
}

impl ExplainMove {
    fn new(number: usize, line: Option<usize>, t: &Turn) -> ExplainMove {
        ExplainMove {
            number,
            line,
            mv: JsonMove::from(t.mv),
            kind: kind_name(t.kind),
            moved: grid_rows(&t.moved),
            stages: t
                .stages
                .iter()
                .map(|s| {
                    let cells: Vec<Cell> = s
                        .vanished_cells()
                        .into_iter()
                        .map(|(x, y)| Cell { x, y })
                        .collect();
                    ExplainStage {
                        fallen: grid_rows(&s.fallen),
                        vanished: cells.len(),
                        cells,
                    }
                })
                .collect(),
            settled: grid_rows(&t.after),
        }
    }
}

/// The whole replay is made before anything is printed: on an error (an
/// illegal move in the answer) stdout stays empty.
pub fn run(args: &ExplainArgs) -> Result<ExitCode> {
    let puzzle = input::load(Some(&args.input), &args.puzzle)?;
    let null_moves = !args.search.no_null_moves;
    // The moves to replay, each with its answer line; `None` for `-1`.
    let (moves, solution): (Option<AnswerMoves>, Option<Vec<Move>>) = match &args.answer {
        Some(path) => {
            let bytes = input::read_input(Some(path))?;
            let name = path.display().to_string();
            let answer =
                parse_answer(&bytes).with_context(|| t!("cli-not-an-answer", name = name))?;
            let moves = answer.map(|ms| ms.into_iter().map(|(m, p)| (Some(p.line), m)).collect());
            (moves, None)
        }
        None => {
            let outcome = solve::search(&args.search, |o| mayan_solve::solve(&puzzle, o))?;
            let moves = outcome
                .moves
                .as_ref()
                .map(|ms| ms.iter().map(|&m| (None, MoveText::Move(m))).collect());
            (moves, outcome.moves)
        }
    };
    let shown = Shown {
        from_answer: args.answer.is_some(),
        plan: args.plan,
        json: args.json,
    };
    crate::out::print(&explained(&puzzle, null_moves, moves, solution, shown)?)?;
    Ok(ExitCode::SUCCESS)
}

/// How [`explained`] shows a replay.
pub struct Shown {
    /// The moves are an answer file's (each with its line), not the
    /// solver's.
    pub from_answer: bool,
    /// Clear by clear (`--plan`) instead of every stage.
    pub plan: bool,
    /// One JSON object.
    pub json: bool,
}

/// The text `mayan explain` prints for `moves` (`None`: the answer `-1`,
/// or no solution), replayed on `puzzle`; `solution` is the solver's,
/// when the moves are its.
pub fn explained(
    puzzle: &Puzzle,
    null_moves: bool,
    moves: Option<AnswerMoves>,
    solution: Option<Vec<Move>>,
    shown: Shown,
) -> Result<String> {
    let notation = puzzle.notation();
    let from_answer = shown.from_answer;
    // Played as a game of the puzzle, null moves included (they are marked
    // below): a move the game refuses is an error naming it.
    let texts = moves.iter().flatten().map(|(_, text)| *text);
    let (game, refused) = Game::replay(puzzle.clone(), true, texts);
    let line_of = |i: usize| moves.as_ref().and_then(|ms| ms.get(i)).and_then(|m| m.0);
    if let Some(r) = refused {
        let (number, refusal) = (r.index + 1, r.refusal.to_string());
        bail!(match line_of(r.index) {
            Some(line) => t!(
                "cli-move-refused-line",
                number = number,
                line = line,
                refusal = refusal
            ),
            None => t!("cli-move-refused", number = number, refusal = refusal),
        });
    }
    let board = game.board();
    let turns: Vec<(Option<usize>, Turn)> = (game.turns().iter().enumerate())
        .map(|(i, t)| (line_of(i), t.clone()))
        .collect();
    let played: Vec<Move> = game.turns().iter().map(|t| t.mv).collect();
    // A plan is a value of the JSON report: in English there.
    let plan = match (shown.plan, &moves) {
        (true, Some(_)) => Some(machine(shown.json, || {
            plan_of(puzzle.board(), puzzle.rules(), &played)
        })?),
        _ => None,
    };

    if shown.json {
        let report = ExplainReport {
            width: puzzle.board().width(),
            height: puzzle.board().height(),
            rules: puzzle.rules().name(),
            goal: puzzle.goal().name(),
            budget: puzzle.budget(),
            null_moves,
            start: grid_rows(puzzle.board()),
            source: if from_answer { "answer" } else { "solver" },
            moves: moves.as_ref().map(|_| {
                turns
                    .iter()
                    .enumerate()
                    .map(|(i, (line, t))| ExplainMove::new(i + 1, *line, t))
                    .collect()
            }),
            result: ExplainResult {
                clear: board.is_clear(),
                blocks_left: board.block_count(),
                moves: turns.len(),
            },
            plan: shown.plan.then_some(plan),
        };
        return Ok(serde_json::to_string(&report)? + "\n");
    }

    let within = puzzle.describe_goal();
    let mut out = String::new();
    let (width, height) = (puzzle.board().width(), puzzle.board().height());
    let rules = puzzle.rules().to_string();
    let start = match null_moves {
        true => t!(
            "cli-explain-start",
            width = width,
            height = height,
            rules = rules,
            within = within.as_str()
        ),
        false => t!(
            "cli-explain-start-no-null",
            width = width,
            height = height,
            rules = rules,
            within = within.as_str()
        ),
    };
    writeln!(out, "{start}")?;
    out.push_str(&text::board(puzzle.board(), None, notation));
    match (&moves, &solution) {
        (None, _) if from_answer => {
            writeln!(out, "{}", t!("cli-explain-minus-one"))?;
            return Ok(out);
        }
        (None, _) => {
            writeln!(out, "{}", t!("cli-explain-no-solution", within = within))?;
            return Ok(out);
        }
        (Some(_), Some(ms)) => write!(
            out,
            "{}\n{}",
            t!("cli-explain-smallest"),
            write_answer(Some(ms), notation)
        )?,
        (Some(_), None) => {}
    }
    if let Some(plan) = &plan {
        out.push('\n');
        out.push_str(&plan.describe(notation));
        return Ok(out);
    }
    for (i, (_, turn)) in turns.iter().enumerate() {
        out.push('\n');
        out.push_str(&text::turn(turn, i + 1, notation));
        if turn.kind == MoveKind::Null && !null_moves {
            writeln!(out, "  {}", t!("cli-explain-null-not-allowed"))?;
        }
    }
    out.push('\n');
    writeln!(out, "{}", text::result(&board, turns.len()))?;
    Ok(out)
}

/// The plan of moves already replayed, checked against a second replay
/// before anything is shown: a plan that the board does not bear out is a
/// bug, reported as one.
pub fn plan_of(board: &Board, rules: mayan_core::MoveSet, moves: &[Move]) -> Result<Plan> {
    Plan::checked(board, rules, moves).map_err(plan_error)
}

/// A plan that does not hold as an error: one the replay does not bear
/// out is a bug, and said to be one.
pub fn plan_error(e: mayan_core::plan::PlanError) -> anyhow::Error {
    match e {
        mayan_core::plan::PlanError::Untrue { .. } => {
            anyhow::Error::new(e).context(t!("cli-plan-untrue"))
        }
        e => e.into(),
    }
}
