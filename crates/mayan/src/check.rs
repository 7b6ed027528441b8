//! `mayan check`: a special judge, for the puzzle's goal (docs/spec.md
//! section 4): under exact (NOIP) the answer must be the smallest solution,
//! as the statement asks; under at most (Panel Attack) any solution within
//! the budget wins; under shortest it must use the fewest moves.

use std::process::ExitCode;

use anyhow::{Context, Result};
use mayan_core::format::notation::{MoveText, parse_answer, write_answer, write_move};
use mayan_core::{Board, Goal, Move, MoveError, MoveKind, Notation, Pos, Puzzle};
use mayan_solve::request::JsonMove;
use serde::Serialize;

use crate::cli::CheckArgs;
use crate::{explain, input, solve, text};

/// A judgement: the text form prints `accepted: REASON` or `rejected:
/// REASON`, then what it shows; `--json` prints a [`CheckReport`].
struct Verdict {
    accepted: bool,
    /// Why, in one line.
    reason: String,
    /// What the reason points at, drawn under it in the text form.
    shown: Shown,
    /// Moves of the answer judged: those played, and the faulty one.
    judged: usize,
}

/// What a verdict shows under its reason.
enum Shown {
    Nothing,
    /// A board, introduced by the text (such as "; the board then is").
    Board(&'static str, Box<Board>),
    /// The smallest solution, introduced by the text.
    Smallest(&'static str),
}

impl Verdict {
    fn accept(reason: String, judged: usize) -> Verdict {
        Verdict {
            accepted: true,
            reason,
            shown: Shown::Nothing,
            judged,
        }
    }

    fn reject(reason: String, shown: Shown, judged: usize) -> Verdict {
        Verdict {
            accepted: false,
            reason,
            shown,
            judged,
        }
    }

    /// The text form.
    fn text(&self, best: Option<&[Move]>, notation: Notation) -> String {
        let head = if self.accepted {
            "accepted"
        } else {
            "rejected"
        };
        match &self.shown {
            Shown::Nothing => format!("{head}: {}\n", self.reason),
            Shown::Board(intro, board) => format!(
                "{head}: {}{intro}:\n{}",
                self.reason,
                text::board(board, None, notation)
            ),
            Shown::Smallest(intro) => format!(
                "{head}: {}{intro}:\n{}",
                self.reason,
                write_answer(best, notation)
            ),
        }
    }
}

/// What `mayan check --json` prints (docs/json.md).
#[derive(Serialize)]
struct CheckReport {
    accepted: bool,
    reason: String,
    goal: &'static str,
    budget: u32,
    moves_judged: usize,
    /// The board the reason points at, as grid rows from the top.
    board: Option<Vec<String>>,
    /// The smallest solution for the goal, `null` when there is none.
    smallest: Option<Vec<JsonMove>>,
}

pub fn run(args: &CheckArgs) -> Result<ExitCode> {
    let puzzle = input::load(Some(&args.input), &args.puzzle)?;
    let bytes = input::read_input(Some(&args.answer))?;
    let answer = parse_answer(&bytes)
        .with_context(|| format!("{}: not a valid answer", args.answer.display()))?;
    let null_moves = !args.search.no_null_moves;
    let best = solve::search(&args.search, |o| mayan_solve::solve(&puzzle, o))?.moves;
    let verdict = judge(&puzzle, answer.as_deref(), best.as_deref(), null_moves);
    if args.json {
        let report = CheckReport {
            accepted: verdict.accepted,
            reason: verdict.reason.clone(),
            goal: puzzle.goal().name(),
            budget: puzzle.budget(),
            moves_judged: verdict.judged,
            board: match &verdict.shown {
                Shown::Board(_, board) => Some(explain::grid_rows(board)),
                _ => None,
            },
            smallest: best
                .as_ref()
                .map(|ms| ms.iter().copied().map(JsonMove::from).collect()),
        };
        crate::outln!("{}", serde_json::to_string(&report)?)?;
    } else {
        crate::out!("{}", verdict.text(best.as_deref(), puzzle.notation()))?;
    }
    Ok(if verdict.accepted {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// `k` moves in words.
fn moves(k: usize) -> String {
    text::count(k, "move")
}

/// Judges an answer (`None`: `-1`) against the smallest solution `best`
/// for the puzzle's goal.
fn judge(
    puzzle: &Puzzle,
    answer: Option<&[(MoveText, Pos)]>,
    best: Option<&[Move]>,
    null_moves: bool,
) -> Verdict {
    let n = puzzle.budget() as usize;
    let goal = puzzle.goal();
    let within = goal.describe(puzzle.budget());
    let notation = puzzle.notation();

    let Some(answer) = answer else {
        return match best {
            None => Verdict::accept(format!("-1, there is no solution in {within}"), 0),
            Some(_) => Verdict::reject(
                format!("the answer is -1, but a solution in {within} exists"),
                Shown::Smallest(""),
                0,
            ),
        };
    };

    let mut board = *puzzle.board();
    let mut played: Vec<Move> = Vec::with_capacity(answer.len());
    for (i, (text_move, pos)) in answer.iter().enumerate() {
        let k = i + 1;
        let line = pos.line;
        if k > n {
            return Verdict::reject(
                format!("move {k} (line {line}): more moves than the {n} allowed"),
                Shown::Nothing,
                k,
            );
        }
        if board.is_clear() {
            // Play stops at a clear board, grey blocks or not.
            return Verdict::reject(
                format!(
                    "move {k} (line {line}): the board is already clear after move {i}, and play stops there"
                ),
                Shown::Nothing,
                k,
            );
        }
        let mv = match text_move.resolve(&board) {
            Ok(mv) => mv,
            Err(e) => return illegal(k, line, &e, board),
        };
        let kind = match board.classify(mv, puzzle.rules()) {
            Ok(kind) => kind,
            Err(e) => return illegal(k, line, &e, board),
        };
        if kind == MoveKind::Null && !null_moves {
            return illegal(k, line, &MoveError::NullMove { mv }, board);
        }
        let mut next = board;
        next.apply_raw(mv);
        next.settle();
        board = next;
        played.push(mv);
    }
    let k = played.len();
    if !board.is_clear() {
        let left = board.block_count();
        let blocks = format!(
            "{} {}",
            text::count(left, "block"),
            if left == 1 { "is" } else { "are" }
        );
        let reason = if goal == Goal::Exact && k < n {
            format!(
                "only {}, but exactly {n} are required; {blocks} left",
                moves(k)
            )
        } else {
            format!("after {} {blocks} left", moves(k))
        };
        return Verdict::reject(
            reason,
            Shown::Board("; the board then is", Box::new(board)),
            k,
        );
    }
    if goal == Goal::Exact && k < n {
        return Verdict::reject(
            format!(
                "the board is clear after {}, but exactly {n} are required",
                moves(k)
            ),
            Shown::Nothing,
            k,
        );
    }
    let Some(best) = best else {
        // The replay says it solves; the search says nothing does.
        return Verdict::accept(
            format!(
                "a solution in {} (the search found none: this is a bug, please report it)",
                moves(k)
            ),
            k,
        );
    };
    if best == played {
        return Verdict::accept(
            format!("a solution in {}, and the smallest in {within}", moves(k)),
            k,
        );
    }
    let at = best
        .iter()
        .zip(&played)
        .position(|(a, b)| a != b)
        .unwrap_or(0);
    let difference = format!(
        "at move {} the smallest solution plays `{}`, this answer `{}`",
        at + 1,
        best.get(at)
            .map_or(String::new(), |&m| write_move(m, notation)),
        played
            .get(at)
            .map_or(String::new(), |&m| write_move(m, notation)),
    );
    match goal {
        Goal::Exact => Verdict::reject(
            format!("a solution, but not the smallest: {difference}"),
            Shown::Smallest("; the smallest is"),
            k,
        ),
        Goal::Shortest if k > best.len() => Verdict::reject(
            format!(
                "a solution in {}, but the fewest is {}",
                moves(k),
                moves(best.len())
            ),
            Shown::Smallest("; the smallest is"),
            k,
        ),
        Goal::AtMost | Goal::Shortest => Verdict::accept(
            format!(
                "a solution in {} ({within}); not the smallest: {difference}",
                moves(k)
            ),
            k,
        ),
    }
}

fn illegal(k: usize, line: usize, e: &MoveError, board: Board) -> Verdict {
    Verdict::reject(
        format!("move {k} (line {line}) is illegal: {e}"),
        Shown::Board("; the board before it is", Box::new(board)),
        k,
    )
}
