//! A validated puzzle: a settled board, the move set and the move budget.

use crate::board::Board;
use crate::error::PuzzleError;
use crate::moves::MoveSet;

/// The largest move budget taken. Deeper searches are hopeless on any
/// interesting board, and a budget this size already allows long null-move
/// padding under the literal rules.
pub const MAX_BUDGET: u32 = 50;

/// The notation a puzzle's family writes moves in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Notation {
    /// NOIP: `x y g`, `g` = 1 right, -1 left.
    Noip,
    /// Panel Attack: `rRcC`, swap row R (1 = bottom) at columns C and C+1
    /// (1 = leftmost).
    PanelAttack,
    /// `x y R|L|U|D`, row 0 at the bottom.
    #[default]
    Plain,
}

/// A puzzle as a text gives it, before validation: the board may float or
/// hold runs, and the budget may be missing or out of range. [`read`]
/// produces one; [`PuzzleSetup::into_puzzle`] checks it.
///
/// [`read`]: crate::read::read
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleSetup {
    /// The board, as given.
    pub board: Board,
    /// Which moves are allowed.
    pub rules: MoveSet,
    /// The move budget `n`, when the text or the caller gives one.
    pub budget: Option<i64>,
    /// How moves of this puzzle are written.
    pub notation: Notation,
}

impl PuzzleSetup {
    /// Lets the board settle (blocks fall, runs vanish): the way to accept
    /// a board that floats or already holds a run.
    pub fn settle(&mut self) {
        self.board.settle();
    }

    /// Checks the board alone: settled, as a starting position must be.
    pub fn check_board(&self) -> Result<(), PuzzleError> {
        check_board(&self.board)
    }

    /// Validates the setup into a puzzle.
    pub fn into_puzzle(self) -> Result<Puzzle, PuzzleError> {
        let budget = self.budget.ok_or(PuzzleError::NoBudget)?;
        Puzzle::new(self.board, self.rules, budget, self.notation, false)
    }
}

/// A puzzle: a settled board, a move set and a budget of moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The starting position, settled.
    pub board: Board,
    /// Which moves are allowed.
    pub rules: MoveSet,
    /// The move budget `n`.
    pub budget: u32,
    /// How moves of this puzzle are written by default.
    pub notation: Notation,
}

/// Checks a board for use as a starting position: no floating block and
/// no run of three.
pub fn check_board(board: &Board) -> Result<(), PuzzleError> {
    if let Some((x, y)) = board.floating_block() {
        return Err(PuzzleError::Floating { x, y });
    }
    let (mask, any) = board.find_runs();
    if any {
        let cells = crate::settle::mask_cells(&mask, board.width());
        // The lowest, then leftmost, cell of any run.
        let (x, y) = cells
            .iter()
            .copied()
            .min_by_key(|&(x, y)| (y, x))
            .unwrap_or((0, 0));
        return Err(PuzzleError::Run {
            colour: board.get(x, y),
            x,
            y,
        });
    }
    Ok(())
}

/// Checks a board for use as a starting position: no floating block and,
/// unless `settle` is set, no run of three. With `settle`, the board is
/// settled first (blocks fall, runs vanish).
pub fn validate_board(mut board: Board, settle: bool) -> Result<Board, PuzzleError> {
    if settle {
        board.settle();
    } else {
        check_board(&board)?;
    }
    Ok(board)
}

/// Checks a budget: from 1 to [`MAX_BUDGET`].
pub fn validate_budget(budget: i64) -> Result<u32, PuzzleError> {
    if (1..=MAX_BUDGET as i64).contains(&budget) {
        Ok(budget as u32)
    } else {
        Err(PuzzleError::Budget {
            found: budget,
            max: MAX_BUDGET,
        })
    }
}

impl Puzzle {
    /// Validates a board and a budget into a puzzle (see [`validate_board`]).
    pub fn new(
        board: Board,
        rules: MoveSet,
        budget: i64,
        notation: Notation,
        settle: bool,
    ) -> Result<Puzzle, PuzzleError> {
        let budget = validate_budget(budget)?;
        let board = validate_board(board, settle)?;
        Ok(Puzzle {
            board,
            rules,
            budget,
            notation,
        })
    }
}
