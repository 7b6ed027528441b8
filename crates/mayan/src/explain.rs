//! `mayan explain`.

use std::fmt::Write as _;
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use mayan_core::format::notation::{MoveText, parse_answer, write_answer};
use mayan_core::{Move, MoveKind};

use crate::cli::ExplainArgs;
use crate::{input, solve, text};

/// The explanation is written whole before it is printed: on an error
/// (an illegal move in the answer) stdout stays empty.
pub fn run(args: &ExplainArgs) -> Result<ExitCode> {
    let puzzle = input::load(Some(&args.input), &args.puzzle)?;
    let null_moves = !args.search.no_null_moves;
    let within = puzzle.goal().describe(puzzle.budget());
    let mut out = String::new();
    writeln!(
        out,
        "Start: {} x {} board, {} rules, {within} to clear it{}",
        puzzle.board().width(),
        puzzle.board().height(),
        puzzle.rules(),
        if null_moves { "" } else { " (no null moves)" }
    )?;
    out.push_str(&text::board(puzzle.board(), None, puzzle.notation()));
    let moves: Vec<(Option<usize>, MoveText)> = match &args.answer {
        Some(path) => {
            let bytes = input::read_input(Some(path))?;
            let name = path.display();
            match parse_answer(&bytes).with_context(|| format!("{name}: not a valid answer"))? {
                None => {
                    out.push_str("The answer is -1: no moves to replay.\n");
                    crate::out::print(&out)?;
                    return Ok(ExitCode::SUCCESS);
                }
                Some(ms) => ms.into_iter().map(|(m, p)| (Some(p.line), m)).collect(),
            }
        }
        None => {
            let outcome = solve::search(&args.search, |o| mayan_solve::solve(&puzzle, o))?;
            match outcome.moves {
                None => {
                    writeln!(out, "No solution in {within}: the answer is -1.")?;
                    crate::out::print(&out)?;
                    return Ok(ExitCode::SUCCESS);
                }
                Some(ms) => {
                    write!(
                        out,
                        "The smallest solution:\n{}",
                        write_answer(Some(&ms), puzzle.notation())
                    )?;
                    ms.into_iter().map(|m| (None, MoveText::Move(m))).collect()
                }
            }
        }
    };
    let mut board = *puzzle.board();
    for (i, (line, text_move)) in moves.iter().enumerate() {
        let at = line.map(|l| format!(" (line {l})")).unwrap_or_default();
        if board.is_clear() {
            bail!(
                "move {}{at}: the board is already clear, and play stops there",
                i + 1
            );
        }
        let mv: Move = text_move
            .resolve(&board)
            .map_err(|e| anyhow::anyhow!("move {}{at}: {e}", i + 1))?;
        let turn = board
            .play_traced(mv, puzzle.rules())
            .map_err(|e| anyhow::anyhow!("move {}{at}: {e}", i + 1))?;
        out.push('\n');
        out.push_str(&text::turn(&turn, i + 1, puzzle.notation()));
        if turn.kind == MoveKind::Null && !null_moves {
            out.push_str("  (null moves are not allowed with --no-null-moves)\n");
        }
        board = turn.after;
    }
    out.push('\n');
    let after = text::count(moves.len(), "move");
    if board.is_clear() {
        writeln!(out, "Result: the board is clear after {after}.")?;
    } else {
        let left = text::count(board.block_count(), "block");
        writeln!(out, "Result: {left} left after {after}.")?;
    }
    crate::out::print(&out)?;
    Ok(ExitCode::SUCCESS)
}
