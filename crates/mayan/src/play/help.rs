//! The player's help: a hint of the best first move, and the solution
//! played one move at a time.

use mayan_core::Puzzle;
use mayan_i18n::t;
use mayan_solve::{Goal, analysis, solve};

use super::App;

impl App {
    /// The position now as a puzzle with what is left of the budget.
    pub(super) fn rest(&self) -> Option<Puzzle> {
        self.game.rest().and_then(Result::ok)
    }

    pub(super) fn no_way(&self) -> String {
        t!("render-play-no-way", moves = self.moves_left())
    }

    /// The position now as a puzzle, or `None` with the message saying why
    /// there is none (`when_clear` once the board is clear).
    pub(super) fn rest_or_say(&mut self, when_clear: &str) -> Option<Puzzle> {
        let rest = self.rest();
        if rest.is_none() {
            self.message = if self.board().is_clear() {
                t!(when_clear)
            } else {
                t!("render-play-out-of-moves")
            };
        }
        rest
    }

    pub(super) fn show_hint(&mut self) {
        let Some(rest) = self.rest_or_say("render-play-clear-no-hint") else {
            return;
        };
        let hints = match analysis::hint(&rest, &self.opts) {
            Ok(h) => h,
            Err(e) => {
                self.message = t!("render-play-no-hint", error = e.to_string());
                return;
            }
        };
        let Some(best) = hints.iter().min_by_key(|h| h.after) else {
            self.message = self.no_way();
            return;
        };
        self.hint = Some(best.mv);
        self.cursor = (usize::from(best.mv.x), usize::from(best.mv.y));
        let said = self.move_text(best.mv);
        self.message = match best.after {
            0 => t!("render-play-hint-clears", step = said, first = hints.len()),
            n => t!(
                "render-play-hint-then",
                step = said,
                moves = n,
                first = hints.len()
            ),
        };
    }

    pub(super) fn solution_step(&mut self) {
        let Some(rest) = self.rest_or_say("render-play-clear") else {
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
                        self.message = t!("render-play-no-solution", error = e.to_string());
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
                self.message = t!(
                    "render-play-solution-step",
                    message = self.message.as_str(),
                    moves = left
                );
            }
        }
    }
}
