//! A game of a puzzle played move by move: what the terminal player, the
//! web page's play mode and the judge share. [`Game`] keeps the moves
//! played (each traced, for drawing), the moves undone (for redo), refuses
//! what the puzzle does not allow ([`Refusal`]), and says where the game
//! stands ([`Outcome::of`]) by the puzzle's own goal (docs/spec.md section
//! 4). [`Game::replay`] plays a written answer as far as it goes: the part
//! of a verdict that needs no search (`mayan_solve::judge` adds the rest),
//! so that what a move and an answer are worth is decided here alone.
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
use crate::format::notation::MoveText;
use crate::moves::{Move, MoveKind, Turn};
use crate::puzzle::{Goal, Puzzle};
use mayan_i18n::t;

/// Why a move was not played. When the board is clear and the budget spent
/// too, the refusal is [`Refusal::Clear`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// The board is clear: there is nothing left to move (play stops at a
    /// clear board, grey blocks or not).
    #[error("{}", t!("game-refused-clear"))]
    Clear,
    /// The budget is spent.
    #[error("{}", t!("game-refused-no-moves-left"))]
    NoMovesLeft,
    /// The rules do not allow the move.
    #[error("{0}")]
    Illegal(MoveError),
    /// The move changes nothing, and null moves do not count here.
    #[error("{}", t!("game-refused-null-move"))]
    NullMove,
    /// A chain puzzle's chain has ended with coloured blocks left: the game
    /// is lost, and play stops there.
    #[error("{}", t!("game-refused-chain-ended"))]
    ChainEnded,
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
    /// A chain puzzle ([`Finish::Chain`](crate::Finish::Chain)): a move made blocks vanish and
    /// its chain left coloured blocks.
    ChainEnded {
        /// The move that did, from 1.
        moves: u32,
        /// Blocks left (grey ones included).
        blocks: usize,
    },
}

impl Outcome {
    /// Where a game of a puzzle of `goal` and `budget` stands with `board`
    /// after `played` moves: the one rule of winning. A clear board wins,
    /// except under exact before the last move of the budget; a board with
    /// blocks left loses once the budget is spent.
    pub fn of(goal: Goal, budget: u32, board: &Board, played: u32) -> Outcome {
        let left = budget.saturating_sub(played);
        if board.is_clear() {
            if goal == Goal::Exact && left > 0 {
                Outcome::ClearedEarly { moves: played }
            } else {
                Outcome::Won { moves: played }
            }
        } else if left == 0 {
            Outcome::OutOfMoves {
                blocks: board.block_count(),
            }
        } else {
            Outcome::Playing { left }
        }
    }

    /// True when the game is over (won or lost).
    pub fn is_over(self) -> bool {
        !matches!(self, Outcome::Playing { .. })
    }

    /// `"playing"`, `"won"` or `"lost"`.
    pub fn state(self) -> &'static str {
        match self {
            Outcome::Playing { .. } => "playing",
            Outcome::Won { .. } => "won",
            Outcome::ClearedEarly { .. }
            | Outcome::OutOfMoves { .. }
            | Outcome::ChainEnded { .. } => "lost",
        }
    }

    /// The outcome in a sentence, for a puzzle of `goal` and `budget`, in
    /// the language of the thread: "Cleared in 3 moves!", "Out of moves
    /// with 4 blocks left."
    pub fn describe(self, goal: Goal, budget: u32) -> String {
        match self {
            Outcome::Playing { left } => t!("game-playing", left = left),
            Outcome::Won { moves } => t!("game-won", moves = moves),
            Outcome::ClearedEarly { moves } => t!(
                "game-cleared-early",
                moves = moves,
                goal = goal.name(),
                n = budget
            ),
            Outcome::OutOfMoves { blocks } => t!("game-out-of-moves", blocks = blocks),
            Outcome::ChainEnded { moves, blocks } => {
                t!("game-chain-ended", moves = moves, blocks = blocks)
            }
        }
    }
}

/// A move of an answer that [`Game::replay`] refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused {
    /// Its place in the answer, from 0.
    pub index: usize,
    /// The move, when its text names one on the board it came to (`None`
    /// for a cell off the board).
    pub mv: Option<Move>,
    /// Why it was refused.
    pub refusal: Refusal,
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

    /// Where the game stands: [`Outcome::of`], or under
    /// [`Finish::Chain`](crate::Finish::Chain) a chain that left colours ([`Finish::ends_lost`](crate::Finish::ends_lost)).
    pub fn outcome(&self) -> Outcome {
        let p = &self.puzzle;
        if let Some(at) = self.chain_ended() {
            return Outcome::ChainEnded {
                moves: at as u32 + 1,
                blocks: self.board().block_count(),
            };
        }
        Outcome::of(p.goal(), p.budget(), &self.board(), self.played())
    }

    /// The index of the move whose chain ended the game, lost, if one did
    /// (only under [`Finish::Chain`](crate::Finish::Chain)).
    fn chain_ended(&self) -> Option<usize> {
        let finish = self.puzzle.finish();
        self.turns
            .iter()
            .position(|t| finish.ends_lost(!t.stages.is_empty(), &t.after))
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

    /// Plays a move as written: a Panel Attack swap is resolved on the
    /// board now. The move played comes back with its trace.
    pub fn play_text(&mut self, text: MoveText) -> Result<&Turn, Refusal> {
        self.open()?;
        let mv = text.resolve(&self.board()).map_err(Refusal::Illegal)?;
        self.play(mv)
    }

    /// Plays a written answer as a game of `puzzle` until a move is refused
    /// (docs/spec.md section 4): the game after the moves played and the
    /// first move refused, if one was. What it does not say (is a winning
    /// answer the smallest? the fewest?) needs a search.
    pub fn replay(
        puzzle: Puzzle,
        null_moves: bool,
        moves: impl IntoIterator<Item = MoveText>,
    ) -> (Game, Option<Refused>) {
        let mut game = Game::new(puzzle, null_moves);
        for (index, text) in moves.into_iter().enumerate() {
            let mv = text.resolve(&game.board()).ok();
            if let Err(refusal) = game.play_text(text) {
                return (game, Some(Refused { index, mv, refusal }));
            }
        }
        (game, None)
    }

    /// Whether a move may be played at all: the board is not clear (play
    /// stops there, said first) and the budget not spent.
    fn open(&self) -> Result<(), Refusal> {
        if self.board().is_clear() {
            return Err(Refusal::Clear);
        }
        if self.chain_ended().is_some() {
            return Err(Refusal::ChainEnded);
        }
        if self.moves_left() == 0 {
            return Err(Refusal::NoMovesLeft);
        }
        Ok(())
    }

    fn push(&mut self, mv: Move) -> Result<(), Refusal> {
        self.open()?;
        let before = self.board();
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
        if board.is_clear() || self.moves_left() == 0 || self.chain_ended().is_some() {
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
        // The budget is spent too: the clear board is said first.
        assert_eq!(g.play(right(0, 0)).unwrap_err(), Refusal::Clear);
        assert!(g.rest().is_none());
    }

    #[test]
    fn replay_plays_a_written_answer_up_to_its_first_refused_move() {
        let texts = |moves: &[(usize, usize)]| -> Vec<MoveText> {
            moves
                .iter()
                .map(|&(x, y)| MoveText::Move(right(x, y)))
                .collect()
        };
        let puzzle = sample().puzzle().clone();
        let (g, refused) = Game::replay(puzzle.clone(), true, texts(&ANSWER));
        assert_eq!(refused, None);
        assert_eq!(g.outcome(), Outcome::Won { moves: 3 });
        // An illegal second move: one move played, the board before it kept.
        let (g, refused) = Game::replay(puzzle.clone(), true, texts(&[(2, 1), (0, 6), (3, 0)]));
        let refused = refused.unwrap();
        assert_eq!((refused.index, refused.mv), (1, Some(right(0, 6))));
        assert!(matches!(
            refused.refusal,
            Refusal::Illegal(MoveError::NoBlock { .. })
        ));
        assert_eq!(g.played(), 1);
        // A cell off every board resolves to no move.
        let far = [MoveText::Outside {
            x: 99,
            y: 1,
            dir: Dir::Right,
        }];
        let (_, refused) = Game::replay(puzzle.clone(), true, far);
        let refused = refused.unwrap();
        assert_eq!(refused.mv, None);
        assert_eq!(refused.refusal.to_string(), "(99, 1) is outside the board");
        // A fourth move of three, after a clear board or not.
        let mut four = texts(&ANSWER);
        four.push(MoveText::Move(right(0, 0)));
        let (_, refused) = Game::replay(puzzle.clone(), true, four);
        assert_eq!(refused.unwrap().refusal, Refusal::Clear);
        let (_, refused) = Game::replay(puzzle, true, texts(&[(0, 0); 4]));
        assert_eq!(refused.unwrap().refusal, Refusal::NoMovesLeft);
    }

    #[test]
    fn the_outcome_rule_for_every_goal() {
        let clear = Board::new(3, 2).unwrap();
        let board = crate::format::grid::parse(b"112\n").unwrap().board;
        for goal in [Goal::Exact, Goal::AtMost, Goal::Shortest] {
            let won = Outcome::Won { moves: 2 };
            assert_eq!(Outcome::of(goal, 2, &clear, 2), won);
            let early = Outcome::of(goal, 2, &clear, 1);
            assert_eq!(
                early == Outcome::Won { moves: 1 },
                goal != Goal::Exact,
                "{goal:?}"
            );
            assert_eq!(
                Outcome::of(goal, 2, &board, 1),
                Outcome::Playing { left: 1 }
            );
            assert_eq!(
                Outcome::of(goal, 2, &board, 2),
                Outcome::OutOfMoves { blocks: 3 }
            );
        }
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
