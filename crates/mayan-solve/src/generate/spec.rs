//! What the generator is asked for and what it gives back: the spec
//! ([`GenSpec`]) and its checks, the kind of puzzle ([`Kind`]), the errors
//! ([`GenError`]), the difficulty score ([`Difficulty`]) and the generated
//! puzzle ([`Generated`]).

use mayan_core::{Board, MAX_BUDGET, MAX_COLOURS, Move, MoveSet, Puzzle};

use crate::{Control, Halt, Options};

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
    #[error(
        "no {what} puzzle found in {attempts} attempts; try fewer moves, more colours or a larger board{hint}",
        what = match kind { Kind::Solvable => "solvable", Kind::Unsolvable => "unsolvable" },
        hint = if *unique { ", or drop --unique" } else { "" }
    )]
    GaveUp {
        /// What was asked for.
        kind: Kind,
        /// Whether uniqueness was asked for.
        unique: bool,
        /// Boards built.
        attempts: u32,
    },
    /// The spec's control stopped the run.
    #[error("the generation was stopped ({halt})")]
    Stopped {
        /// Why.
        halt: Halt,
    },
}

/// How hard a puzzle is, and the numbers the score is made of (see the
/// module documentation for the formula).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Difficulty {
    /// The score.
    pub score: u32,
    /// The budget `n`.
    pub moves: u32,
    /// Positions the exact search expanded.
    pub nodes: u64,
    /// Distinct first moves `M`.
    pub first_moves: usize,
    /// First moves that still win `w`.
    pub winning_first_moves: usize,
    /// Cascade stages beyond the first, summed over the answer `C`.
    pub cascade_stages: u32,
}

impl Difficulty {
    /// Computes the score from its parts.
    pub fn new(
        moves: u32,
        nodes: u64,
        first_moves: usize,
        winning_first_moves: usize,
        cascade_stages: u32,
    ) -> Difficulty {
        let forced = if first_moves == 0 {
            1.0
        } else {
            1.0 - winning_first_moves as f64 / first_moves as f64
        };
        let score = 10.0 * f64::from(moves)
            + 10.0 * (1.0 + nodes as f64).log10()
            + 20.0 * forced
            + 5.0 * f64::from(cascade_stages);
        Difficulty {
            score: score.round() as u32,
            moves,
            nodes,
            first_moves,
            winning_first_moves,
            cascade_stages,
        }
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
            return bad(format!(
                "a board of {} x {} is not supported (1 to {} columns, 1 to {} rows)",
                self.width,
                self.height,
                mayan_core::MAX_WIDTH,
                mayan_core::MAX_HEIGHT
            ));
        }
        if self.width < 3 && self.height < 3 {
            return bad(format!(
                "a board of {} x {} has no room for a line of three",
                self.width, self.height
            ));
        }
        if self.colours == 0 || self.colours > MAX_COLOURS {
            return bad(format!(
                "{} colours: expected 1 to {MAX_COLOURS}",
                self.colours
            ));
        }
        if self.moves == 0 || self.moves > MAX_BUDGET {
            return bad(format!("{} moves: expected 1 to {MAX_BUDGET}", self.moves));
        }
        if self.min_blocks > self.width * self.height {
            return bad(format!(
                "at least {} blocks cannot fit on a board of {} x {}",
                self.min_blocks, self.width, self.height
            ));
        }
        if self.max_attempts == 0 {
            return bad("at least one attempt is needed".into());
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
