//! `mayan check`: a special judge.

use std::process::ExitCode;

use anyhow::{Context, Result};
use mayan_core::format::notation::{parse_answer, write_answer, write_move};
use mayan_core::{MoveError, MoveKind};
use mayan_solve::Goal;

use crate::cli::CheckArgs;
use crate::{input, progress, solve, text};

fn reject(msg: String) -> Result<ExitCode> {
    print!("rejected: {msg}");
    if !msg.ends_with('\n') {
        println!();
    }
    Ok(ExitCode::from(1))
}

pub fn run(args: &CheckArgs) -> Result<ExitCode> {
    let puzzle = input::load(Some(&args.input), &args.puzzle)?;
    let bytes = input::read_input(Some(&args.answer))?;
    let answer = parse_answer(&bytes)
        .with_context(|| format!("{}: not a valid answer", args.answer.display()))?;
    let opts = solve::options(&args.search, Goal::Exact);
    let best = progress::run(&opts, |o| mayan_solve::solve(&puzzle, o))?.moves;
    let n = puzzle.budget() as usize;
    let notation = puzzle.notation();

    let Some(answer) = answer else {
        return match best {
            None => {
                println!("accepted: -1, there is no solution in exactly {n} moves");
                Ok(ExitCode::SUCCESS)
            }
            Some(ms) => reject(format!(
                "the answer is -1, but a solution in {n} moves exists:\n{}",
                write_answer(Some(&ms), notation)
            )),
        };
    };

    let mut board = *puzzle.board();
    let mut played = Vec::with_capacity(answer.len());
    for (i, (text_move, pos)) in answer.iter().enumerate() {
        let k = i + 1;
        let line = pos.line;
        if k > n {
            return reject(format!(
                "move {k} (line {line}): more moves than the {n} allowed"
            ));
        }
        if board.is_empty() {
            return reject(format!(
                "move {k} (line {line}): the board is already empty after move {i}, but exactly {n} moves are required"
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
        if kind == MoveKind::Null && !opts.null_moves {
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
    if played.len() < n {
        return reject(format!(
            "only {} moves, but exactly {n} are required; the board then is:\n{}",
            played.len(),
            text::board(&board, None, notation)
        ));
    }
    if !board.is_clear() {
        return reject(format!(
            "after {n} moves {} blocks are left:\n{}",
            board.block_count(),
            text::board(&board, None, notation)
        ));
    }
    match best {
        Some(best) if best == played => {
            println!("accepted: a solution in {n} moves, and the smallest");
            Ok(ExitCode::SUCCESS)
        }
        Some(best) => {
            let k = best
                .iter()
                .zip(&played)
                .position(|(a, b)| a != b)
                .unwrap_or(0);
            reject(format!(
                "a solution, but not the smallest: at move {} the smallest solution plays `{}`, this answer `{}`; the smallest is:\n{}",
                k + 1,
                write_move(best[k], notation),
                write_move(played[k], notation),
                write_answer(Some(&best), notation)
            ))
        }
        None => {
            // The replay says it solves; the search says nothing does.
            println!(
                "accepted: a solution in {n} moves (the search found none: this is a bug, please report it)"
            );
            Ok(ExitCode::SUCCESS)
        }
    }
}

fn illegal(
    k: usize,
    line: usize,
    e: &MoveError,
    board: &mayan_core::Board,
    notation: mayan_core::Notation,
) -> String {
    format!(
        "move {k} (line {line}) is illegal: {e}; the board before it is:\n{}",
        text::board(board, None, notation)
    )
}
