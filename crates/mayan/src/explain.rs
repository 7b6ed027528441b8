//! `mayan explain`.

use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use mayan_core::format::notation::{parse_answer, write_answer};
use mayan_core::{Move, MoveKind};
use mayan_solve::Goal;

use crate::cli::ExplainArgs;
use crate::{input, progress, solve, text};

pub fn run(args: &ExplainArgs) -> Result<ExitCode> {
    let puzzle = input::load(Some(&args.input), &args.puzzle)?;
    let null_moves = !args.search.no_null_moves;
    println!(
        "Start: {} x {} board, {} rules, {} to clear it{}",
        puzzle.board().width(),
        puzzle.board().height(),
        puzzle.rules(),
        text::count(puzzle.budget() as usize, "move"),
        if null_moves { "" } else { " (no null moves)" }
    );
    print!("{}", text::board(puzzle.board(), None, puzzle.notation()));
    let moves: Vec<(Option<usize>, mayan_core::format::notation::MoveText)> = match &args.answer {
        Some(path) => {
            let bytes = input::read_input(Some(path))?;
            let name = path.display();
            match parse_answer(&bytes).with_context(|| format!("{name}: not a valid answer"))? {
                None => {
                    println!("The answer is -1: no moves to replay.");
                    return Ok(ExitCode::SUCCESS);
                }
                Some(ms) => ms.into_iter().map(|(m, p)| (Some(p.line), m)).collect(),
            }
        }
        None => {
            let opts = solve::options(&args.search, Goal::Exact);
            let outcome = progress::run(&opts, |o| mayan_solve::solve(&puzzle, o))?;
            match outcome.moves {
                None => {
                    println!("{}", no_solution(puzzle.budget()));
                    return Ok(ExitCode::SUCCESS);
                }
                Some(ms) => {
                    print!(
                        "The smallest solution:\n{}",
                        write_answer(Some(&ms), puzzle.notation())
                    );
                    ms.into_iter()
                        .map(|m| (None, mayan_core::format::notation::MoveText::Move(m)))
                        .collect()
                }
            }
        }
    };
    let mut board = *puzzle.board();
    for (i, (line, text_move)) in moves.iter().enumerate() {
        let at = line.map(|l| format!(" (line {l})")).unwrap_or_default();
        if board.is_empty() {
            bail!("move {}{at}: the board is already empty", i + 1);
        }
        let mv: Move = text_move
            .resolve(&board)
            .map_err(|e| anyhow::anyhow!("move {}{at}: {e}", i + 1))?;
        let turn = board
            .play_traced(mv, puzzle.rules())
            .map_err(|e| anyhow::anyhow!("move {}{at}: {e}", i + 1))?;
        println!();
        print!("{}", text::turn(&turn, i + 1, puzzle.notation()));
        if turn.kind == MoveKind::Null && !null_moves {
            println!("  (null moves are not allowed with --no-null-moves)");
        }
        board = turn.after;
    }
    println!();
    let after = text::count(moves.len(), "move");
    if board.is_clear() {
        println!("Result: the board is clear after {after}.");
    } else {
        let left = text::count(board.block_count(), "block");
        println!("Result: {left} left after {after}.");
    }
    Ok(ExitCode::SUCCESS)
}

/// What `explain` says when the search finds no solution.
fn no_solution(budget: u32) -> String {
    format!(
        "No solution in exactly {}: the answer is -1.",
        text::count(budget as usize, "move")
    )
}

#[cfg(test)]
mod tests {
    use super::no_solution;

    #[test]
    fn no_solution_counts_moves_in_english() {
        assert_eq!(
            no_solution(1),
            "No solution in exactly 1 move: the answer is -1."
        );
        assert_eq!(
            no_solution(3),
            "No solution in exactly 3 moves: the answer is -1."
        );
    }
}
