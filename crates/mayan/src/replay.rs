//! The moves to show or draw: from an answer file, or the solver's own.

use std::path::Path;

use anyhow::{Context, Result, bail};
use mayan_core::format::notation::parse_answer;
use mayan_core::game::Game;
use mayan_core::{Puzzle, Turn};

use mayan_i18n::t;

use crate::cli::SearchArgs;
use crate::{input, solve};

/// Where the moves came from and what they did.
pub struct Replay {
    /// Each move's trace.
    pub turns: Vec<Turn>,
    /// False when there is nothing to replay: the answer is `-1`, or the
    /// solver found no solution.
    pub found: bool,
    /// Where the moves came from.
    pub source: Source,
}

/// Where the moves came from, said in the language by [`Source::text`].
pub enum Source {
    /// An answer file whose answer is `-1`.
    MinusOne { name: String },
    /// An answer file of `moves` moves.
    Answer { name: String, moves: usize },
    /// The solver found no solution within the puzzle's goal.
    NoSolution { puzzle: Box<Puzzle> },
    /// The solver's smallest solution within the puzzle's goal.
    Smallest { puzzle: Box<Puzzle> },
}

impl Source {
    /// One line saying where the moves came from (`the smallest solution in
    /// exactly 3 moves`), in the language of the thread.
    pub fn text(&self) -> String {
        match self {
            Source::MinusOne { name } => t!("render-source-minus-one", name = name.as_str()),
            Source::Answer { name, moves } => {
                t!("render-source-answer", name = name.as_str(), moves = *moves)
            }
            Source::NoSolution { puzzle } => {
                t!("render-source-no-solution", within = puzzle.describe_goal())
            }
            Source::Smallest { puzzle } => {
                t!("render-source-smallest", within = puzzle.describe_goal())
            }
        }
    }
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
            let name = path.display().to_string();
            let Some(moves) = parse_answer(&bytes)
                .with_context(|| t!("cli-not-an-answer", name = name.as_str()))?
            else {
                return Ok(Got::Replay(Replay {
                    turns,
                    found: false,
                    source: Source::MinusOne { name },
                }));
            };
            // Played as a game of the puzzle: a move the game refuses is an
            // error naming it.
            let texts = moves.iter().map(|(text, _)| *text);
            let (game, refused) = Game::replay(puzzle.clone(), null_moves, texts);
            if let Some(r) = refused {
                let line = moves.get(r.index).map_or(0, |(_, p)| p.line);
                let why = t!(
                    "cli-move-refused-line",
                    number = r.index + 1,
                    line = line,
                    refusal = r.refusal.to_string()
                );
                bail!(t!("cli-named-error", name = name.as_str(), error = why));
            }
            let turns = game.turns().to_vec();
            let n = turns.len();
            Ok(Got::Replay(Replay {
                turns,
                found: true,
                source: Source::Answer { name, moves: n },
            }))
        }
        None => {
            let outcome = solve::search(search, |o| mayan_solve::solve(puzzle, o))?;
            let Some(moves) = outcome.moves else {
                return Ok(Got::Replay(Replay {
                    turns,
                    found: false,
                    source: Source::NoSolution {
                        puzzle: Box::new(puzzle.clone()),
                    },
                }));
            };
            for (i, &mv) in moves.iter().enumerate() {
                let turn = board
                    .play_traced(mv, puzzle.rules())
                    .with_context(|| t!("render-solver-move-illegal", number = i + 1))?;
                board = turn.after;
                turns.push(turn);
            }
            Ok(Got::Replay(Replay {
                turns,
                found: true,
                source: Source::Smallest {
                    puzzle: Box::new(puzzle.clone()),
                },
            }))
        }
    }
}
