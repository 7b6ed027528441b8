//! `mayan check`: a special judge, for the puzzle's goal (docs/spec.md
//! section 4): under exact (NOIP) the answer must be the smallest solution,
//! as the statement asks; under at most (Panel Attack) any solution within
//! the budget wins; under shortest it must use the fewest moves.

use std::process::ExitCode;

use anyhow::{Context, Result};
use mayan_core::format::notation::{parse_answer, write_answer, write_move};
use mayan_core::{Board, Goal, Move, MoveError, MoveKind};

use crate::cli::CheckArgs;
use crate::{input, solve, text};

fn reject(msg: String) -> Result<ExitCode> {
    crate::out!("rejected: {msg}")?;
    if !msg.ends_with('\n') {
        crate::outln!()?;
    }
    Ok(ExitCode::from(1))
}

fn moves(k: usize) -> String {
    format!("{k} move{}", if k == 1 { "" } else { "s" })
}

pub fn run(args: &CheckArgs) -> Result<ExitCode> {
    let puzzle = input::load(Some(&args.input), &args.puzzle)?;
    let bytes = input::read_input(Some(&args.answer))?;
    let answer = parse_answer(&bytes)
        .with_context(|| format!("{}: not a valid answer", args.answer.display()))?;
    let null_moves = !args.search.no_null_moves;
    let best = solve::search(&args.search, |o| mayan_solve::solve(&puzzle, o))?.moves;
    let n = puzzle.budget() as usize;
    let goal = puzzle.goal();
    let within = goal.describe(puzzle.budget());
    let notation = puzzle.notation();
    let shown = |b: &Board| text::board(b, None, notation);

    let Some(answer) = answer else {
        return match best {
            None => {
                crate::outln!("accepted: -1, there is no solution in {within}")?;
                Ok(ExitCode::SUCCESS)
            }
            Some(ms) => reject(format!(
                "the answer is -1, but a solution in {within} exists:\n{}",
                write_answer(Some(&ms), notation)
            )),
        };
    };

    let mut board = *puzzle.board();
    let mut played: Vec<Move> = Vec::with_capacity(answer.len());
    for (i, (text_move, pos)) in answer.iter().enumerate() {
        let k = i + 1;
        let line = pos.line;
        if k > n {
            return reject(format!(
                "move {k} (line {line}): more moves than the {n} allowed"
            ));
        }
        if board.is_clear() {
            // Play stops at a clear board, grey blocks or not.
            return reject(format!(
                "move {k} (line {line}): the board is already clear after move {i}, and play stops there"
            ));
        }
        let mv = match text_move.resolve(&board) {
            Ok(mv) => mv,
            Err(e) => return reject(illegal(k, line, &e, &board, notation)),
        };
        let kind = match board.classify(mv, puzzle.rules()) {
            Ok(kind) => kind,
            Err(e) => return reject(illegal(k, line, &e, &board, notation)),
        };
        if kind == MoveKind::Null && !null_moves {
            return reject(illegal(
                k,
                line,
                &MoveError::NullMove { mv },
                &board,
                notation,
            ));
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
        let blocks = format!("{left} block{}", if left == 1 { "" } else { "s" });
        return reject(if goal == Goal::Exact && k < n {
            format!(
                "only {}, but exactly {n} are required; {blocks} are left:\n{}",
                moves(k),
                shown(&board)
            )
        } else {
            format!("after {} {blocks} are left:\n{}", moves(k), shown(&board))
        });
    }
    if goal == Goal::Exact && k < n {
        return reject(format!(
            "the board is clear after {}, but exactly {n} are required",
            moves(k)
        ));
    }
    let Some(best) = best else {
        // The replay says it solves; the search says nothing does.
        crate::outln!(
            "accepted: a solution in {} (the search found none: this is a bug, please report it)",
            moves(k)
        )?;
        return Ok(ExitCode::SUCCESS);
    };
    if best == played {
        crate::outln!(
            "accepted: a solution in {}, and the smallest in {within}",
            moves(k)
        )?;
        return Ok(ExitCode::SUCCESS);
    }
    let first_difference = || {
        let at = best
            .iter()
            .zip(&played)
            .position(|(a, b)| a != b)
            .unwrap_or(0);
        format!(
            "at move {} the smallest solution plays `{}`, this answer `{}`; the smallest is:\n{}",
            at + 1,
            write_move(best[at], notation),
            write_move(played[at], notation),
            write_answer(Some(&best), notation)
        )
    };
    match goal {
        Goal::Exact => reject(format!(
            "a solution, but not the smallest: {}",
            first_difference()
        )),
        Goal::Shortest if k > best.len() => reject(format!(
            "a solution in {}, but the fewest is {}:\n{}",
            moves(k),
            moves(best.len()),
            write_answer(Some(&best), notation)
        )),
        Goal::AtMost | Goal::Shortest => {
            crate::outln!(
                "accepted: a solution in {} ({within}); not the smallest: {}",
                moves(k),
                first_difference()
            )?;
            Ok(ExitCode::SUCCESS)
        }
    }
}

fn illegal(
    k: usize,
    line: usize,
    e: &MoveError,
    board: &Board,
    notation: mayan_core::Notation,
) -> String {
    format!(
        "move {k} (line {line}) is illegal: {e}; the board before it is:\n{}",
        text::board(board, None, notation)
    )
}
