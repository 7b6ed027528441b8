//! The moves to show or draw: from an answer file, or the solver's own.

use std::path::Path;

use anyhow::{Context, Result, bail};
use mayan_core::format::notation::parse_answer;
use mayan_core::game::Game;
use mayan_core::{Puzzle, Turn};

use crate::cli::SearchArgs;
use crate::{input, solve};

/// Where the moves came from and what they did.
pub struct Replay {
    /// Each move's trace.
    pub turns: Vec<Turn>,
    /// False when there is nothing to replay: the answer is `-1`, or the
    /// solver found no solution.
    pub found: bool,
    /// One line saying where the moves came from.
    pub source: String,
}

/// What became of the replay.
pub enum Got {
    /// The moves.
    Replay(Replay),
}

/// Reads and plays the answer in `answer`, or asks the solver for the
/// smallest solution for the puzzle's goal. Illegal moves are errors that
/// name the move and its line.
pub fn get(puzzle: &Puzzle, answer: Option<&Path>, search: &SearchArgs) -> Result<Got> {
    let null_moves = !search.no_null_moves;
    let mut board = *puzzle.board();
    let mut turns = Vec::new();
    match answer {
        Some(path) => {
            let bytes = input::read_input(Some(path))?;
            let name = path.display();
            let Some(moves) =
                parse_answer(&bytes).with_context(|| format!("{name}: not a valid answer"))?
            else {
                return Ok(Got::Replay(Replay {
                    turns,
                    found: false,
                    source: format!("{name}: the answer is -1 (no solution)"),
                }));
            };
            // Played as a game of the puzzle: a move the game refuses is an
            // error naming it.
            let texts = moves.iter().map(|(text, _)| *text);
            let (game, refused) = Game::replay(puzzle.clone(), null_moves, texts);
            if let Some(r) = refused {
                let line = moves.get(r.index).map_or(0, |(_, p)| p.line);
                bail!("{name}: move {} (line {line}): {}", r.index + 1, r.refusal);
            }
            let turns = game.turns().to_vec();
            let n = turns.len();
            Ok(Got::Replay(Replay {
                turns,
                found: true,
                source: format!("{name}: {}", crate::text::count(n, "move")),
            }))
        }
        None => {
            let outcome = solve::search(search, |o| mayan_solve::solve(puzzle, o))?;
            let goal_text = puzzle.describe_goal();
            let Some(moves) = outcome.moves else {
                return Ok(Got::Replay(Replay {
                    turns,
                    found: false,
                    source: format!("no solution in {goal_text}"),
                }));
            };
            for (i, &mv) in moves.iter().enumerate() {
                let turn = board
                    .play_traced(mv, puzzle.rules())
                    .with_context(|| format!("the solver's move {} is illegal (a bug)", i + 1))?;
                board = turn.after;
                turns.push(turn);
            }
            Ok(Got::Replay(Replay {
                turns,
                found: true,
                source: format!("the smallest solution in {goal_text}"),
            }))
        }
    }
}
