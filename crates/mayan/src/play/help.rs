//! The player's help: a hint of the best first move, and the solution
//! played one move at a time.

use mayan_core::Puzzle;
use mayan_solve::{Goal, analysis, solve};

use super::App;
use crate::text;

impl App {
    /// The position now as a puzzle with what is left of the budget.
    pub(super) fn rest(&self) -> Option<Puzzle> {
        self.game.rest().and_then(Result::ok)
    }

    pub(super) fn no_way(&self) -> String {
        format!(
            "No way to clear the board in the {} left: u undoes, R restarts.",
            text::count(self.moves_left() as usize, "move")
        )
    }

    /// The position now as a puzzle, or `None` with the message saying why
    /// there is none (`when_clear` once the board is clear).
    pub(super) fn rest_or_say(&mut self, when_clear: &str) -> Option<Puzzle> {
        let rest = self.rest();
        if rest.is_none() {
            self.message = if self.board().is_clear() {
                when_clear.to_string()
            } else {
                "No moves left: u undoes, R restarts.".to_string()
            };
        }
        rest
    }

    pub(super) fn show_hint(&mut self) {
        let Some(rest) = self.rest_or_say("The board is clear: nothing to hint.") else {
            return;
        };
        let hints = match analysis::hint(&rest, &self.opts) {
            Ok(h) => h,
            Err(e) => {
                self.message = format!("No hint: {e}.");
                return;
            }
        };
        let Some(best) = hints.iter().min_by_key(|h| h.after) else {
            self.message = self.no_way();
            return;
        };
        self.hint = Some(best.mv);
        self.cursor = (usize::from(best.mv.x), usize::from(best.mv.y));
        let then = match best.after {
            0 => "it clears the board".to_string(),
            n => format!("then {}", text::count(n as usize, "more move")),
        };
        self.message = format!(
            "Hint: {}, {then} ({} still win{}).",
            self.move_text(best.mv),
            text::count(hints.len(), "first move"),
            if hints.len() == 1 { "s" } else { "" }
        );
    }

    pub(super) fn solution_step(&mut self) {
        let Some(rest) = self.rest_or_say("The board is clear.") else {
            return;
        };
        let moves = match self.plan.take() {
            Some((b, m)) if b == *rest.board() && !m.is_empty() => m,
            _ => {
                // The fewest moves, unless every move must be spent.
                let rest = match rest.goal() {
                    Goal::Exact => rest,
                    _ => rest.with_goal(Goal::Shortest),
                };
                match solve(&rest, &self.opts) {
                    Ok(o) => match o.moves {
                        Some(m) => m,
                        None => {
                            self.message = self.no_way();
                            return;
                        }
                    },
                    Err(e) => {
                        self.message = format!("No solution: {e}.");
                        return;
                    }
                }
            }
        };
        let Some((&mv, later)) = moves.split_first() else {
            return;
        };
        if self.play(mv).is_ok() {
            let left = later.len();
            self.plan = Some((self.board(), later.to_vec()));
            if left > 0 {
                self.message = format!(
                    "{} (solution: {}; s again plays the next)",
                    self.message,
                    text::count(left, "more move")
                );
            }
        }
    }
}
