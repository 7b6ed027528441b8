//! A game of a puzzle played move by move: what the terminal player and
//! the web page's play mode share. [`Game`] keeps the moves played (each
//! traced, for drawing), the moves undone (for redo), refuses what the
//! puzzle does not allow, and says where the game stands ([`Outcome`]) by
//! the puzzle's own goal (docs/spec.md section 4).
//!
//! ```
//! use mayan_core::game::{Game, Outcome};
//! use mayan_core::read::{ReadOptions, read_puzzle};
//! use mayan_core::{Dir, Move};
//!
//! let sample = b"3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n";
//! let puzzle = read_puzzle(&sample[..], &ReadOptions::default()).unwrap();
//! let mut game = Game::new(puzzle, true);
//! for (x, y) in [(2, 1), (3, 1), (3, 0)] {
//!     game.play(Move::new(x, y, Dir::Right)).unwrap();
//! }
//! assert_eq!(game.outcome(), Outcome::Won { moves: 3 });
//! ```

use crate::board::Board;
use crate::error::{MoveError, PuzzleError};
use crate::format::count;
use crate::moves::{Move, MoveKind, Turn};
use crate::puzzle::{Goal, Puzzle};

/// Why a move was not played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// The board is clear: there is nothing left to move.
    #[error("the board is already clear")]
    Clear,
    /// The budget is spent.
    #[error("no moves are left")]
    NoMovesLeft,
    /// The rules do not allow the move.
    #[error("{0}")]
    Illegal(MoveError),
    /// The move changes nothing, and null moves do not count here.
    #[error("it changes nothing, and null moves are not moves here")]
    NullMove,
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Moves are left and the board is not clear.
    Playing {
        /// Moves left.
        left: u32,
    },
    /// The board is clear within the goal.
    Won {
        /// Moves played.
        moves: u32,
    },
    /// The board cleared before the last move of an exact-`n` puzzle.
    ClearedEarly {
        /// Moves played.
        moves: u32,
    },
    /// The budget is spent with blocks left.
    OutOfMoves {
        /// Blocks left (grey ones included).
        blocks: usize,
    },
}

impl Outcome {
    /// True when the game is over (won or lost).
    pub fn is_over(self) -> bool {
        !matches!(self, Outcome::Playing { .. })
    }

    /// `"playing"`, `"won"` or `"lost"`.
    pub fn state(self) -> &'static str {
        match self {
            Outcome::Playing { .. } => "playing",
            Outcome::Won { .. } => "won",
            Outcome::ClearedEarly { .. } | Outcome::OutOfMoves { .. } => "lost",
        }
    }

    /// The outcome in a sentence, for a puzzle of `goal` and `budget`:
    /// "Cleared in 3 moves!", "Out of moves with 4 blocks left."
    pub fn describe(self, goal: Goal, budget: u32) -> String {
        match self {
            Outcome::Playing { left } => format!("{} left.", count(left as usize, "move")),
            Outcome::Won { moves } => format!("Cleared in {}!", count(moves as usize, "move")),
            Outcome::ClearedEarly { moves } => format!(
                "Cleared in {}, but the puzzle asks for {}.",
                count(moves as usize, "move"),
                goal.describe(budget)
            ),
            Outcome::OutOfMoves { blocks } => {
                format!("Out of moves with {} left.", count(blocks, "block"))
            }
        }
    }
}

/// A puzzle being played: the moves made, each traced, and the moves
/// undone, the next to redo last.
#[derive(Clone, Debug)]
pub struct Game {
    puzzle: Puzzle,
    null_moves: bool,
    turns: Vec<Turn>,
    undone: Vec<Move>,
}

impl Game {
    /// A new game of `puzzle`; `null_moves` says whether a move that
    /// changes nothing counts as a move (the literal rules) or is refused.
    pub fn new(puzzle: Puzzle, null_moves: bool) -> Game {
        Game {
            puzzle,
            null_moves,
            turns: Vec::new(),
            undone: Vec::new(),
        }
    }

    /// The puzzle.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// Whether null moves count as moves.
    pub fn null_moves(&self) -> bool {
        self.null_moves
    }

    /// The board now.
    pub fn board(&self) -> Board {
        self.turns.last().map_or(*self.puzzle.board(), |t| t.after)
    }

    /// The moves played, traced.
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    /// How many moves were played.
    pub fn played(&self) -> u32 {
        self.turns.len() as u32
    }

    /// Moves left in the budget.
    pub fn moves_left(&self) -> u32 {
        self.puzzle.budget().saturating_sub(self.played())
    }

    /// Where the game stands.
    pub fn outcome(&self) -> Outcome {
        let board = self.board();
        let moves = self.played();
        if board.is_clear() {
            if self.puzzle.goal() == Goal::Exact && moves < self.puzzle.budget() {
                Outcome::ClearedEarly { moves }
            } else {
                Outcome::Won { moves }
            }
        } else if self.moves_left() == 0 {
            Outcome::OutOfMoves {
                blocks: board.block_count(),
            }
        } else {
            Outcome::Playing {
                left: self.moves_left(),
            }
        }
    }

    /// Plays a new move: the moves undone before are forgotten.
    pub fn play(&mut self, mv: Move) -> Result<&Turn, Refusal> {
        self.push(mv)?;
        self.undone.clear();
        Ok(self.last())
    }

    /// Plays the moves of `moves` in order, stopping at the first refused
    /// one, which is returned with its index.
    pub fn play_all(&mut self, moves: &[Move]) -> Result<(), (usize, Refusal)> {
        for (i, &mv) in moves.iter().enumerate() {
            self.play(mv).map_err(|e| (i, e))?;
        }
        Ok(())
    }

    fn push(&mut self, mv: Move) -> Result<(), Refusal> {
        let before = self.board();
        if before.is_clear() {
            return Err(Refusal::Clear);
        }
        if self.moves_left() == 0 {
            return Err(Refusal::NoMovesLeft);
        }
        let turn = before
            .play_traced(mv, self.puzzle.rules())
            .map_err(Refusal::Illegal)?;
        if turn.kind == MoveKind::Null && !self.null_moves {
            return Err(Refusal::NullMove);
        }
        self.turns.push(turn);
        Ok(())
    }

    fn last(&self) -> &Turn {
        // `push` succeeded just before, so there is a last turn; an empty
        // list cannot reach here.
        &self.turns[self.turns.len() - 1]
    }

    /// Takes back the last move, which redo plays again; `None` when no
    /// move was played.
    pub fn undo(&mut self) -> Option<Move> {
        let turn = self.turns.pop()?;
        self.undone.push(turn.mv);
        Some(turn.mv)
    }

    /// Plays the last move undone again; `None` when there is none. A
    /// refused one stays to redo.
    pub fn redo(&mut self) -> Option<Result<&Turn, Refusal>> {
        let mv = self.undone.pop()?;
        Some(match self.push(mv) {
            Ok(()) => Ok(self.last()),
            Err(e) => {
                self.undone.push(mv);
                Err(e)
            }
        })
    }

    /// Takes back every move (redo plays them again, one at a time);
    /// returns how many.
    pub fn restart(&mut self) -> usize {
        let n = self.turns.len();
        while self.undo().is_some() {}
        n
    }

    /// The position now as a puzzle with the moves left, for hints and
    /// solutions from here; `None` once the board is clear or the budget
    /// spent.
    pub fn rest(&self) -> Option<Result<Puzzle, PuzzleError>> {
        let board = self.board();
        if board.is_clear() || self.moves_left() == 0 {
            return None;
        }
        Some(self.puzzle.from_position(board, self.moves_left()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves::{Dir, MoveSet};
    use crate::puzzle::Notation;
    use crate::read::{ReadOptions, read_puzzle};

    const SAMPLE: &[u8] = b"3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n";
    const ANSWER: [(usize, usize); 3] = [(2, 1), (3, 1), (3, 0)];

    fn sample() -> Game {
        Game::new(read_puzzle(SAMPLE, &ReadOptions::default()).unwrap(), true)
    }

    fn right(x: usize, y: usize) -> Move {
        Move::new(x, y, Dir::Right)
    }

    #[test]
    fn the_answer_wins_and_nothing_can_follow() {
        let mut g = sample();
        assert_eq!(g.outcome(), Outcome::Playing { left: 3 });
        for (x, y) in ANSWER {
            g.play(right(x, y)).unwrap();
        }
        assert_eq!(g.outcome(), Outcome::Won { moves: 3 });
        assert_eq!(g.outcome().state(), "won");
        assert_eq!(g.play(right(0, 0)).unwrap_err(), Refusal::Clear);
        assert!(g.rest().is_none());
    }

    #[test]
    fn running_out_of_moves_loses() {
        let mut g = sample();
        for _ in 0..3 {
            g.play(right(0, 0)).unwrap();
        }
        let o = g.outcome();
        assert!(matches!(o, Outcome::OutOfMoves { .. }), "{o:?}");
        assert_eq!(o.state(), "lost");
        assert_eq!(g.play(right(0, 0)).unwrap_err(), Refusal::NoMovesLeft);
    }

    #[test]
    fn clearing_early_loses_an_exact_puzzle_and_wins_an_at_most_one() {
        // Clears in one move: 1 1 . 1 -> drag the right block left.
        let board = crate::format::grid::parse(b"11.1\n").unwrap().board;
        let mv = Move::new(3, 0, Dir::Left);
        let exact = Puzzle::new(board, MoveSet::Drag, 2, Notation::Plain).unwrap();
        let mut g = Game::new(exact.clone(), true);
        g.play(mv).unwrap();
        assert_eq!(g.outcome(), Outcome::ClearedEarly { moves: 1 });
        assert_eq!(
            g.outcome().describe(Goal::Exact, 2),
            "Cleared in 1 move, but the puzzle asks for exactly 2 moves."
        );
        let mut g = Game::new(exact.with_goal(Goal::AtMost), true);
        g.play(mv).unwrap();
        assert_eq!(g.outcome(), Outcome::Won { moves: 1 });
    }

    #[test]
    fn illegal_and_null_moves_are_refused_and_change_nothing() {
        let mut g = sample();
        assert!(matches!(
            g.play(right(0, 6)),
            Err(Refusal::Illegal(MoveError::NoBlock { .. }))
        ));
        assert!(matches!(
            g.play(Move::new(0, 0, Dir::Up)),
            Err(Refusal::Illegal(MoveError::Direction { .. }))
        ));
        // Two equal blocks side by side: swapping them changes nothing.
        let board = crate::format::grid::parse(b"1122\n").unwrap().board;
        let p = Puzzle::new(board, MoveSet::Drag, 2, Notation::Plain).unwrap();
        let mut strict = Game::new(p.clone(), false);
        assert_eq!(strict.play(right(0, 0)).unwrap_err(), Refusal::NullMove);
        assert_eq!(strict.played(), 0);
        let mut literal = Game::new(p, true);
        literal.play(right(0, 0)).unwrap();
        assert_eq!(literal.played(), 1);
    }

    #[test]
    fn undo_redo_restart() {
        let mut g = sample();
        assert_eq!(g.undo(), None);
        for (x, y) in ANSWER {
            g.play(right(x, y)).unwrap();
        }
        assert_eq!(g.undo(), Some(right(3, 0)));
        assert_eq!(g.outcome(), Outcome::Playing { left: 1 });
        assert!(g.redo().unwrap().is_ok());
        assert_eq!(g.outcome(), Outcome::Won { moves: 3 });
        assert_eq!(g.restart(), 3);
        assert_eq!(g.board(), *g.puzzle().board());
        // Redo replays the moves in order.
        for (x, y) in ANSWER {
            assert_eq!(g.redo().unwrap().unwrap().mv, right(x, y));
        }
        assert!(g.redo().is_none());
        // A new move forgets what was undone.
        g.undo();
        g.play(right(0, 0)).unwrap();
        assert!(g.redo().is_none());
        let rest = g.rest();
        assert!(rest.is_none(), "no moves are left");
    }

    #[test]
    fn the_rest_is_the_position_with_the_moves_left() {
        let mut g = sample();
        g.play(right(2, 1)).unwrap();
        let rest = g.rest().unwrap().unwrap();
        assert_eq!(rest.budget(), 2);
        assert_eq!(*rest.board(), g.board());
        assert_eq!(rest.goal(), Goal::Exact);
    }
}
