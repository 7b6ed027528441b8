//! Writing swaps as a Solution string the game plays: the frame engine
//! itself drives the cursor to each swap, presses swap, and waits until the
//! board is still before the next, so the string holds no guessed waits.

use super::{FrameError, FrameGame, FrameSetup, Input, Outcome, Start};

/// Frames of no input before the first tap: the game's first frames, and
/// a countdown (188 frames in which it refuses swaps and brings the
/// cursor to row 7, column 3) with two in hand.
const LEAD_IN: u64 = 30;
const COUNTDOWN_LEAD_IN: u64 = 190;

/// Frames a swap's falls and clears may take before the board is still.
const REST: u64 = 3000;

/// Taps the cursor may need to reach a swap: across the board and back.
const TAPS: usize = 40;

/// Why swaps cannot be written as a Solution the game plays.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WriteError {
    /// The puzzle cannot be set up.
    #[error(transparent)]
    Setup(#[from] FrameError),
    /// The cursor cannot get to a swap (a row above the ones it may reach).
    #[error("the cursor cannot reach swap {index} at row {row}, column {column}")]
    Unreachable {
        /// The swap, from 1.
        index: usize,
        /// Its row, from 1 at the bottom.
        row: u8,
        /// The column of its left cell, from 1.
        column: u8,
    },
    /// The game does not make a swap (its panels cannot swap, or the moves
    /// have run out).
    #[error("the game refuses swap {index} at row {row}, column {column}")]
    Refused {
        /// The swap, from 1.
        index: usize,
        /// Its row, from 1 at the bottom.
        row: u8,
        /// The column of its left cell, from 1.
        column: u8,
    },
    /// The board is still moving long after a swap.
    #[error("the board is still moving {frames} frames after swap {index}")]
    Restless {
        /// The swap, from 1.
        index: usize,
        /// Frames waited.
        frames: u64,
    },
    /// The puzzle was won or lost before a swap could be made.
    #[error("the puzzle has ended at frame {frame}, before swap {index}")]
    Ended {
        /// The swap, from 1.
        index: usize,
        /// The frame it ended on.
        frame: u64,
    },
}

/// The Solution string that makes `swaps` (each the cursor's row from 1 at
/// the bottom and the column of its left cell from 1), each on a still
/// board: after the lead-in the cursor is tapped to the swap (one frame of
/// a direction, one of none), swap is pressed for one frame, and then no
/// input until nothing moves, played frame by frame in `setup`. Played at
/// the slowest level (1) the string waits long enough at every level.
pub fn write_solution(setup: &FrameSetup, swaps: &[(u8, u8)]) -> Result<String, WriteError> {
    let mut game = FrameGame::new(setup)?;
    let mut inputs = Vec::new();
    let mut play = |game: &mut FrameGame, input: Input| {
        game.step(input);
        inputs.push(input);
    };
    let lead = match setup.start {
        Start::Countdown => COUNTDOWN_LEAD_IN,
        _ => LEAD_IN,
    };
    for _ in 0..lead {
        play(&mut game, Input::NONE);
    }
    for (i, &(row, column)) in swaps.iter().enumerate() {
        let index = i + 1;
        if let Outcome::Won { frame } | Outcome::Lost { frame, .. } = game.outcome() {
            return Err(WriteError::Ended { index, frame });
        }
        let mut taps = 0;
        while game.cursor() != (row, column) {
            let (at_row, at_column) = game.cursor();
            let step = if row > at_row {
                Input::UP
            } else if row < at_row {
                Input::DOWN
            } else if column > at_column {
                Input::RIGHT
            } else {
                Input::LEFT
            };
            taps += 1;
            if taps > TAPS {
                return Err(WriteError::Unreachable { index, row, column });
            }
            play(&mut game, step);
            play(&mut game, Input::NONE);
        }
        let before = game.swaps();
        play(&mut game, Input::SWAP);
        play(&mut game, Input::NONE);
        if game.swaps() == before {
            return Err(WriteError::Refused { index, row, column });
        }
        let mut waited = 0;
        while game.outcome() == Outcome::Running && !game.is_still() {
            waited += 1;
            if waited > REST {
                return Err(WriteError::Restless {
                    index,
                    frames: waited,
                });
            }
            play(&mut game, Input::NONE);
        }
    }
    Ok(Input::write_solution(&inputs))
}
