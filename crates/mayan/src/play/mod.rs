//! `mayan play`: a terminal player.
//!
//! [`App`] holds the game and handles keys without touching the terminal,
//! so it can be driven and drawn in tests ([`ratatui::backend::TestBackend`]);
//! [`run`] is the terminal loop around it.

use anyhow::Result;
use mayan_core::format::notation::write_move;
use mayan_core::game::{Game, Outcome, Refusal};
use mayan_core::{Board, Dir, EMPTY, Move, MoveError, Puzzle};
use mayan_render::frames::{Frame, turn_frames};
use mayan_solve::Options;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use crate::text;

mod help;
mod terminal;
mod view;

#[cfg(test)]
use terminal::puzzle_name;
pub use terminal::run;

/// The keys, as the help line shows them.
pub const HELP: &str = "arrows/hjkl cursor   shift+arrow/HJKL or space+arrow drag   u undo   r redo   R restart   i hint   s solution step   q quit";

/// The player's state: the puzzle, the moves played, the cursor and what
/// the screen says.
pub struct App {
    /// The moves played and undone, and where the game stands.
    game: Game,
    name: String,
    opts: Options,
    cursor: (usize, usize),
    /// Space or Enter was pressed: the next direction drags.
    selecting: bool,
    /// The frames of the last move still to show, and the one shown.
    anim: Vec<Frame>,
    anim_pos: usize,
    message: String,
    /// What the last move came to (cleared, or out of moves), added to
    /// the message once its frames have been shown.
    outcome: Option<String>,
    /// A hinted move, highlighted until the board changes.
    hint: Option<Move>,
    /// The rest of a solution from a board, for the step key.
    plan: Option<(Board, Vec<Move>)>,
    /// Set when the player asked to quit.
    pub quit: bool,
}

impl App {
    /// A new game of `puzzle`, called `name` on the screen; `opts` drive
    /// hints and solution steps (and say whether null moves are moves).
    pub fn new(puzzle: Puzzle, name: String, opts: Options) -> App {
        // Start the cursor on the top block of the leftmost column that has one.
        let b = puzzle.board();
        let cursor = (0..b.width())
            .find(|&x| b.get(x, 0) != EMPTY)
            .map_or((0, 0), |x| (x, b.stack_height(x).saturating_sub(1)));
        let within = puzzle.describe_goal();
        App {
            game: Game::new(puzzle, opts.null_moves),
            name,
            opts,
            cursor,
            selecting: false,
            anim: Vec::new(),
            anim_pos: 0,
            message: format!(
                "Clear the board in {within}. Arrows move the cursor; shift+arrow drags."
            ),
            outcome: None,
            hint: None,
            plan: None,
            quit: false,
        }
    }

    /// The board now.
    pub fn board(&self) -> Board {
        self.game.board()
    }

    /// Moves played.
    pub fn moves(&self) -> usize {
        self.game.played() as usize
    }

    /// Moves left in the budget.
    pub fn moves_left(&self) -> u32 {
        self.game.moves_left()
    }

    /// The cursor `(x, y)`, row 0 at the bottom.
    #[cfg(test)]
    pub fn cursor(&self) -> (usize, usize) {
        self.cursor
    }

    /// The status message.
    #[cfg(test)]
    pub fn message(&self) -> &str {
        &self.message
    }

    /// True while the frames of the last move are being shown.
    pub fn animating(&self) -> bool {
        self.anim_pos < self.anim.len()
    }

    /// Shows the next frame of the last move; true when there was one.
    /// Past the last frame the move's outcome is announced.
    pub fn tick(&mut self) -> bool {
        if self.animating() {
            self.anim_pos += 1;
            if !self.animating() {
                self.announce();
            }
            true
        } else {
            false
        }
    }

    /// Ends the animation of the last move and announces its outcome.
    fn end_animation(&mut self) {
        self.anim_pos = self.anim.len();
        self.announce();
    }

    /// Adds the last move's outcome, if any, to the message.
    fn announce(&mut self) {
        if let Some(o) = self.outcome.take() {
            self.message.push_str(&o);
        }
    }

    /// Handles one key press.
    pub fn handle_key(&mut self, key: KeyEvent) {
        if key.kind != KeyEventKind::Press {
            return;
        }
        // A key ends the animation of the last move.
        self.end_animation();
        let shift = key.modifiers.contains(KeyModifiers::SHIFT);
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            self.quit = true;
            return;
        }
        let arrow = match key.code {
            KeyCode::Left | KeyCode::Char('h') => Some(Dir::Left),
            KeyCode::Right | KeyCode::Char('l') => Some(Dir::Right),
            KeyCode::Up | KeyCode::Char('k') => Some(Dir::Up),
            KeyCode::Down | KeyCode::Char('j') => Some(Dir::Down),
            _ => None,
        };
        let drag = match key.code {
            KeyCode::Char('H') => Some(Dir::Left),
            KeyCode::Char('L') => Some(Dir::Right),
            KeyCode::Char('K') => Some(Dir::Up),
            KeyCode::Char('J') => Some(Dir::Down),
            _ if shift || self.selecting => arrow,
            _ => None,
        };
        if let Some(dir) = drag {
            self.selecting = false;
            self.drag(dir);
            return;
        }
        if let Some(dir) = arrow {
            self.step_cursor(dir);
            return;
        }
        match key.code {
            KeyCode::Esc if self.selecting => {
                self.selecting = false;
                self.message = "Drag cancelled.".to_string();
            }
            KeyCode::Esc | KeyCode::Char('q') => self.quit = true,
            KeyCode::Char(' ') | KeyCode::Enter => self.select(),
            KeyCode::Char('u') | KeyCode::Backspace => self.undo(),
            KeyCode::Char('r') => self.redo(),
            KeyCode::Char('R') => self.restart(),
            KeyCode::Char('i') => self.show_hint(),
            KeyCode::Char('s') => self.solution_step(),
            _ => {
                self.message = format!("Keys: {HELP}");
            }
        }
    }

    fn step_cursor(&mut self, dir: Dir) {
        let b = self.board();
        let (dx, dy) = dir.delta();
        let x = (self.cursor.0 as isize + dx).clamp(0, b.width() as isize - 1);
        let y = (self.cursor.1 as isize + dy).clamp(0, b.height() as isize - 1);
        self.cursor = (x as usize, y as usize);
    }

    fn select(&mut self) {
        if self.selecting {
            self.selecting = false;
            self.message = "Drag cancelled.".to_string();
            return;
        }
        let (x, y) = self.cursor;
        let at = text::cell(x, y, self.game.puzzle().notation());
        if self.board().get(x, y) == EMPTY {
            self.message = format!("There is no block at {at} to drag.");
            return;
        }
        self.selecting = true;
        self.message = format!("Drag the block at {at}: press a direction (Esc cancels).");
    }

    /// Drags the block under the cursor.
    fn drag(&mut self, dir: Dir) {
        let (x, y) = self.cursor;
        let mv = Move::new(x, y, dir);
        // A refused move has said why in the message.
        let _ = self.play(mv);
    }

    /// Plays a new move, if the game allows it.
    fn play(&mut self, mv: Move) -> Result<(), ()> {
        let played = self.game.play(mv).map(|_| ());
        self.after_move(mv, played)
    }

    /// Says what a move came to: why it was refused, or what vanished,
    /// with the game's outcome to follow its frames.
    fn after_move(&mut self, mv: Move, played: Result<(), Refusal>) -> Result<(), ()> {
        if let Err(e) = played {
            self.message = self.refusal(mv, &e);
            return Err(());
        }
        let Some(turn) = self.game.turns().last() else {
            return Err(());
        };
        let number = self.game.played() as usize;
        let vanished: usize = turn
            .stages
            .iter()
            .map(|s| {
                s.vanished
                    .iter()
                    .map(|m| m.count_ones() as usize)
                    .sum::<usize>()
            })
            .sum();
        let stages = turn.stages.len();
        self.anim = turn_frames(turn, number);
        self.anim_pos = 0;
        let (tx, ty) = mv.target();
        self.cursor = (tx as usize, ty as usize);
        self.hint = None;
        let what = match (vanished, stages) {
            (0, _) => String::new(),
            (v, 1) => format!(": {} vanish", text::count(v, "block")),
            (v, s) => format!(": {} vanish in a {s}-step cascade", text::count(v, "block")),
        };
        self.message = format!("Move {number}: {}{what}.", self.move_text(mv));
        // The outcome waits for the move's frames (see `announce`).
        let outcome = self.game.outcome();
        let puzzle = self.game.puzzle();
        let said = outcome.describe(puzzle.goal(), puzzle.budget());
        self.outcome = match outcome {
            Outcome::Playing { .. } => None,
            Outcome::Won { .. } => Some(format!(" {said}")),
            Outcome::ClearedEarly { .. }
            | Outcome::OutOfMoves { .. }
            | Outcome::ChainEnded { .. } => {
                let said = said.trim_end_matches('.');
                Some(format!(" {said}: u undoes, R restarts."))
            }
        };
        Ok(())
    }

    /// A move as the puzzle writes it, with its block's cell and its
    /// direction: `2 1 1 (2, 1) right`, `r1c3 (row 1, column 3) right`.
    fn move_text(&self, mv: Move) -> String {
        let notation = self.game.puzzle().notation();
        format!(
            "{} {} {}",
            write_move(mv, notation).trim(),
            text::cell(usize::from(mv.x), usize::from(mv.y), notation),
            text::direction(mv.dir)
        )
    }

    /// Why a move cannot be played, naming cells as the puzzle counts them
    /// (the rules' own errors count from 0).
    fn refusal(&self, mv: Move, e: &Refusal) -> String {
        let notation = self.game.puzzle().notation();
        let cell = |mv: Move| text::cell(usize::from(mv.x), usize::from(mv.y), notation);
        match e {
            Refusal::Clear => "The board is already clear. R restarts, u undoes.".to_string(),
            Refusal::NoMovesLeft => "No moves left. u undoes, R restarts.".to_string(),
            Refusal::ChainEnded => {
                "The chain has ended with coloured blocks left. u undoes, R restarts.".to_string()
            }
            Refusal::NullMove => format!(
                "{} changes nothing, and null moves are not moves here (--no-null-moves).",
                self.move_text(mv)
            ),
            Refusal::Illegal(e) => match *e {
                MoveError::NoBlock { mv } => format!("There is no block at {} to drag.", cell(mv)),
                MoveError::OffBoard { mv } => {
                    format!("Cannot move: {} is outside the board.", cell(mv))
                }
                MoveError::TargetOffBoard { mv } => format!(
                    "Cannot move: the block at {} cannot move {}: that is off the board.",
                    cell(mv),
                    text::direction(mv.dir)
                ),
                MoveError::Direction { .. }
                | MoveError::NullMove { .. }
                | MoveError::Outside { .. } => {
                    format!("Cannot move: {e}.")
                }
            },
        }
    }

    fn undo(&mut self) {
        match self.game.undo() {
            Some(mv) => {
                self.anim.clear();
                self.anim_pos = 0;
                self.hint = None;
                self.cursor = (usize::from(mv.x), usize::from(mv.y));
                self.message = format!("Undid move {}.", self.game.played() + 1);
            }
            None => self.message = "Nothing to undo.".to_string(),
        }
    }

    fn redo(&mut self) {
        match self.game.redo() {
            Some(played) => {
                let played = played.map(|t| t.mv);
                let mv = match &played {
                    Ok(mv) => *mv,
                    Err(_) => return self.message = "Cannot redo.".to_string(),
                };
                let _ = self.after_move(mv, played.map(|_| ()));
            }
            None => self.message = "Nothing to redo.".to_string(),
        }
    }

    fn restart(&mut self) {
        // Restarting can be undone move by move with redo.
        let played = self.game.restart();
        self.anim.clear();
        self.anim_pos = 0;
        self.hint = None;
        self.selecting = false;
        self.message = if played == 0 {
            "Already at the start.".to_string()
        } else {
            format!("Restarted ({} undone).", text::count(played, "move"))
        };
    }
}

#[cfg(test)]
mod tests;
