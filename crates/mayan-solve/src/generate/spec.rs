//! What the generator is asked for and what it gives back: the spec
//! ([`GenSpec`]) and its checks, the kind of puzzle ([`Kind`]), the errors
//! ([`GenError`]), the difficulty score ([`Difficulty`]) and the generated
//! puzzle ([`Generated`]).

use mayan_core::{Board, MAX_BUDGET, MAX_COLOURS, Move, MoveSet, Puzzle};

use std::ops::RangeInclusive;

pub use crate::difficulty::Difficulty;
use crate::{Control, Halt, Options};
use mayan_i18n::t;

/// What to generate.
#[derive(Clone, Debug)]
pub struct GenSpec {
    /// The move set.
    pub rules: MoveSet,
    /// Columns.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// Colours are drawn from `1..=colours`.
    pub colours: u8,
    /// The move budget `n`: solvable puzzles clear in exactly `n` moves and
    /// in no fewer.
    pub moves: u32,
    /// Keep only puzzles with exactly one solution.
    pub unique: bool,
    /// Keep only boards with at least this many blocks (denser boards take
    /// more attempts).
    pub min_blocks: usize,
    /// The reading of null moves for the answer's search (true: literal
    /// rules). Generated answers are the same under both readings; this
    /// sets the search whose node count enters the difficulty.
    pub null_moves: bool,
    /// Boards built per puzzle before giving up.
    pub max_attempts: u32,
    /// Memory for each search's tables, in bytes.
    pub memory_bytes: usize,
    /// Only puzzles whose difficulty score is in this range (see
    /// [`crate::difficulty`]); `None` takes every score.
    pub difficulty: Option<RangeInclusive<u32>>,
    /// Stops the generation (Ctrl-C, a time limit) and counts the
    /// positions its searches expand. A stopped run makes no more puzzles:
    /// a check cut short never lets a candidate through.
    pub control: Control,
}

impl Default for GenSpec {
    /// The NOIP 2011 shape: 5 x 7, drag, 5 colours, 3 moves.
    fn default() -> GenSpec {
        GenSpec {
            rules: MoveSet::Drag,
            width: 5,
            height: 7,
            colours: 5,
            moves: 3,
            unique: false,
            min_blocks: 0,
            null_moves: true,
            max_attempts: 2000,
            memory_bytes: 96 << 20,
            difficulty: None,
            control: Control::new(),
        }
    }
}

/// Whether a puzzle is to have a solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Clears in exactly `n` moves and in no fewer.
    Solvable,
    /// No solution of at most `n` moves (the answer is `-1`).
    Unsolvable,
}

/// Why no puzzle was made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GenError {
    /// The spec asks for something impossible or unsupported.
    #[error("{0}")]
    Spec(String),
    /// Every attempt failed.
    #[error("{}", t!(
        "solve-gen-gave-up",
        kind = match kind { Kind::Solvable => "solvable", Kind::Unsolvable => "unsolvable" },
        attempts = attempts.to_string(),
        unique = if *unique { "yes" } else { "no" },
        banded = if *banded { "yes" } else { "no" }
    ))]
    GaveUp {
        /// What was asked for.
        kind: Kind,
        /// Whether uniqueness was asked for.
        unique: bool,
        /// Whether a difficulty range was asked for.
        banded: bool,
        /// Boards built.
        attempts: u32,
    },
    /// The spec's control stopped the run.
    #[error("{}", t!("solve-gen-stopped", halt = halt.key()))]
    Stopped {
        /// Why.
        halt: Halt,
    },
}

/// What making one puzzle took: the candidates (backward steps drawn that
/// play back) and where the unique construction threw them away, for
/// measuring the generator in units that do not depend on the machine.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GenStats {
    /// Backward steps drawn that play back to the board they come from.
    pub candidates: u64,
    /// Steps undone because the step after them found no candidate.
    pub backtracks: u64,
    /// Positions the step checks searched (one thread: the same count on
    /// every run; on several threads it varies, the puzzles do not).
    pub nodes: u64,
    /// The unique construction's steps, by moves from the end (index 0 is
    /// the last move).
    pub by_step: Vec<StepStats>,
}

/// One backward step of the unique construction, over all its draws.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StepStats {
    /// Candidates checked.
    pub candidates: u64,
    /// Kept: the puzzle built so far is unique.
    pub accepted: u64,
    /// Thrown away because a known sequence cleared the board after
    /// another first move (no search).
    pub witness: u64,
    /// Thrown away because another first move cleared at once.
    pub one_move: u64,
    /// Thrown away by the search for another solution.
    pub deep: u64,
    /// Candidates with more blocks than the unique construction allows,
    /// never checked.
    pub dense: u64,
    /// Candidates met before (in this puzzle's attempts), whose verdict
    /// was known: counted in `accepted` or not, but never checked again.
    pub again: u64,
    /// Positions the checks of this step searched.
    pub nodes: u64,
}

impl GenStats {
    /// The statistics of the step `k` moves from the end (`k >= 1`).
    pub(super) fn step(&mut self, k: u32) -> &mut StepStats {
        let i = k.saturating_sub(1) as usize;
        if self.by_step.len() <= i {
            self.by_step.resize(i + 1, StepStats::default());
        }
        &mut self.by_step[i]
    }
}

/// A generated puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct Generated {
    /// The puzzle (notation [`mayan_core::Notation::Plain`]; writers pick
    /// their own).
    pub puzzle: Puzzle,
    /// Solvable or not.
    pub kind: Kind,
    /// The smallest exact-`n` solution under the spec's reading of null
    /// moves (what `mayan solve` prints), or `None` for `-1`.
    pub answer: Option<Vec<Move>>,
    /// The moves the board was built from (a solution, not always the
    /// smallest), for solvable puzzles.
    pub construction: Option<Vec<Move>>,
    /// The difficulty.
    pub difficulty: Difficulty,
    /// Boards built for this puzzle, this one included.
    pub attempts: u32,
}

impl GenSpec {
    /// Checks the spec: a supported board size, colours `1..=35`, a budget
    /// `1..=50`, and room for a line of three.
    pub fn validate(&self) -> Result<(), GenError> {
        let bad = |m: String| Err(GenError::Spec(m));
        if Board::new(self.width, self.height).is_err() {
            return bad(t!(
                "solve-gen-spec-board-size",
                width = self.width.to_string(),
                height = self.height.to_string(),
                max_w = mayan_core::MAX_WIDTH,
                max_h = mayan_core::MAX_HEIGHT
            ));
        }
        if self.width < 3 && self.height < 3 {
            return bad(t!(
                "solve-gen-spec-no-room",
                width = self.width.to_string(),
                height = self.height.to_string()
            ));
        }
        if self.colours == 0 || self.colours > MAX_COLOURS {
            return bad(t!(
                "solve-gen-spec-colours",
                colours = self.colours.to_string(),
                max = MAX_COLOURS
            ));
        }
        if self.moves == 0 || self.moves > MAX_BUDGET {
            return bad(t!(
                "solve-gen-spec-moves",
                moves = self.moves.to_string(),
                max = MAX_BUDGET
            ));
        }
        if self.min_blocks > self.width * self.height {
            return bad(t!(
                "solve-gen-spec-blocks",
                blocks = self.min_blocks.to_string(),
                width = self.width.to_string(),
                height = self.height.to_string()
            ));
        }
        if self.max_attempts == 0 {
            return bad(t!("solve-gen-spec-attempts"));
        }
        if let Some(band) = &self.difficulty
            && band.is_empty()
        {
            return bad(t!(
                "solve-gen-spec-difficulty",
                from = band.start().to_string(),
                to = band.end().to_string()
            ));
        }
        Ok(())
    }

    pub(super) fn options(&self, null_moves: bool) -> Options {
        Options {
            null_moves,
            threads: 1,
            memory_bytes: self.memory_bytes,
            control: self.control.clone(),
            ..Options::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::generate;

    #[test]
    fn bad_specs_are_refused() {
        for spec in [
            GenSpec {
                width: 17,
                ..GenSpec::default()
            },
            GenSpec {
                colours: 0,
                ..GenSpec::default()
            },
            GenSpec {
                colours: 36,
                ..GenSpec::default()
            },
            GenSpec {
                moves: 0,
                ..GenSpec::default()
            },
            GenSpec {
                width: 2,
                height: 2,
                ..GenSpec::default()
            },
        ] {
            assert!(matches!(
                generate(&spec, 1, Kind::Solvable),
                Err(GenError::Spec(_))
            ));
        }
    }
}
