//! A validated puzzle: a settled board, the move set and the move budget.

use crate::board::Board;
use crate::error::PuzzleError;
use crate::moves::MoveSet;
use mayan_i18n::t;

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

impl Notation {
    /// The number of the first row and column: 1 for Panel Attack, whose
    /// `rRcC` counts rows and columns from 1, and 0 for NOIP and plain
    /// moves (docs/spec.md section 8). Pictures and text boards label row
    /// `y` as `y + first_label()`, so their labels are the numbers the
    /// puzzle's answers use.
    pub fn first_label(self) -> usize {
        match self {
            Notation::PanelAttack => 1,
            Notation::Noip | Notation::Plain => 0,
        }
    }
}

/// What counts as a solution (docs/spec.md section 4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Goal {
    /// Exactly `n` moves, the board clear after the last (NOIP).
    #[default]
    Exact,
    /// At most `n` moves (Panel de Pon).
    AtMost,
    /// The fewest moves, up to `n`.
    Shortest,
}

crate::names::names!(Goal, "goal", {
    Exact => "exact", "exactly n moves (NOIP)";
    AtMost => "at-most", "at most n moves (Panel de Pon)";
    Shortest => "shortest", "the fewest moves, up to n";
});

impl Goal {
    /// The goal for a budget in words, in the language of the thread:
    /// "exactly 3 moves", "at most 1 move", "the fewest moves, up to 5"
    /// ("恰好 3 步", ...).
    pub fn describe(self, budget: u32) -> String {
        t!("name-goal", goal = self.name(), n = budget)
    }
}

/// How a puzzle must be cleared (docs/spec.md section 4): the rule every
/// move is judged by, beside the goal's count of moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Finish {
    /// Clear the board, cascades at any move (NOIP, Panel Attack "moves").
    #[default]
    Clear,
    /// Panel Attack's "chain" puzzles under pure rules: every move but the
    /// last clears nothing, and the last one's cascade (one chain) leaves
    /// no coloured block; grey blocks may stay. A move that makes blocks
    /// vanish and leaves colours ends the game, lost.
    Chain,
}

crate::names::names!(Finish, "finish", {
    Clear => "clear", "clear the board, cascades at any move";
    Chain => "chain", "moves that clear nothing, then one chain that clears the board";
});

impl Finish {
    /// Whether a move that made blocks vanish (`vanished`) and left
    /// `after` ends the game as lost: under [`Finish::Chain`], a chain that
    /// leaves a coloured block. The one statement of the chain rule: the
    /// game, the judge and the searches all ask it.
    pub fn ends_lost(self, vanished: bool, after: &Board) -> bool {
        self == Finish::Chain && vanished && !after.is_clear()
    }

    /// The rule in words, after a goal's description, in the language of
    /// the thread: "" for [`Finish::Clear`], else " in one chain (moves
    /// that clear nothing, then one that clears every colour)".
    pub fn describe(self) -> String {
        t!("name-finish", finish = self.name())
    }
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
    /// What counts as a solution: the format's (NOIP exact, Panel Attack
    /// at most), a grid header's, or the caller's.
    pub goal: Goal,
    /// How moves of this puzzle are written.
    pub notation: Notation,
    /// How the board must be cleared: [`Finish::Chain`] for Panel
    /// Attack's chain puzzles.
    pub finish: Finish,
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
        Ok(Puzzle::new(self.board, self.rules, budget, self.notation)?
            .with_goal(self.goal)
            .with_finish(self.finish))
    }
}

/// A puzzle: a settled board, a move set, a budget of moves and the goal
/// they are spent for. Only [`Puzzle::new`] (or
/// [`PuzzleSetup::into_puzzle`]) makes one, so every `Puzzle` is valid: its
/// fields are read through methods.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    board: Board,
    rules: MoveSet,
    budget: u32,
    goal: Goal,
    notation: Notation,
    finish: Finish,
}

/// Checks a board for use as a starting position: no floating block and
/// no run of three.
pub fn check_board(board: &Board) -> Result<(), PuzzleError> {
    if let Some((x, y)) = board.floating_block() {
        return Err(PuzzleError::Floating { x, y });
    }
    check_runs(board)
}

/// Checks that no run of three is on a board: the error names the lowest,
/// then leftmost, cell of any run.
pub fn check_runs(board: &Board) -> Result<(), PuzzleError> {
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
    /// Validates a board and a budget into a puzzle: the board must be
    /// settled ([`check_board`]; settle a [`PuzzleSetup`] first to accept
    /// one that is not) and the budget from 1 to [`MAX_BUDGET`]. The goal
    /// is [`Goal::Exact`]; [`Puzzle::with_goal`] gives another.
    pub fn new(
        board: Board,
        rules: MoveSet,
        budget: i64,
        notation: Notation,
    ) -> Result<Puzzle, PuzzleError> {
        let budget = validate_budget(budget)?;
        check_board(&board)?;
        Ok(Puzzle {
            board,
            rules,
            budget,
            goal: Goal::Exact,
            notation,
            finish: Finish::Clear,
        })
    }

    /// The same puzzle with another goal.
    pub fn with_goal(self, goal: Goal) -> Puzzle {
        Puzzle { goal, ..self }
    }

    /// The same puzzle with another finish (how the board must be
    /// cleared).
    pub fn with_finish(self, finish: Finish) -> Puzzle {
        Puzzle { finish, ..self }
    }

    /// The same puzzle under another move set (a board that makes a
    /// puzzle under one makes one under every other).
    pub fn with_rules(self, rules: MoveSet) -> Puzzle {
        Puzzle { rules, ..self }
    }

    /// The same puzzle from another position with another budget: a
    /// position reached in play, with the moves left.
    pub fn from_position(&self, board: Board, budget: u32) -> Result<Puzzle, PuzzleError> {
        Ok(
            Puzzle::new(board, self.rules, i64::from(budget), self.notation)?
                .with_goal(self.goal)
                .with_finish(self.finish),
        )
    }

    /// The starting position, settled.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Which moves are allowed.
    pub fn rules(&self) -> MoveSet {
        self.rules
    }

    /// The move budget `n`.
    pub fn budget(&self) -> u32 {
        self.budget
    }

    /// What counts as a solution.
    pub fn goal(&self) -> Goal {
        self.goal
    }

    /// How moves of this puzzle are written by default.
    pub fn notation(&self) -> Notation {
        self.notation
    }

    /// How the board must be cleared.
    pub fn finish(&self) -> Finish {
        self.finish
    }

    /// The goal for the budget in words, with the finish: "at most 3
    /// moves", "the fewest moves, up to 50 in one chain (moves that clear
    /// nothing, then one that clears every colour)".
    pub fn describe_goal(&self) -> String {
        t!(
            "name-puzzle-goal",
            goal = self.goal.name(),
            n = self.budget,
            finish = self.finish.name()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::Goal;

    #[test]
    fn goals_read_in_english() {
        assert_eq!(Goal::Exact.describe(1), "exactly 1 move");
        assert_eq!(Goal::AtMost.describe(3), "at most 3 moves");
        assert_eq!(Goal::Shortest.describe(5), "the fewest moves, up to 5");
    }
}
