//! `mayan play`: a terminal player.
//!
//! [`App`] holds the game and handles keys without touching the terminal,
//! so it can be driven and drawn in tests ([`ratatui::backend::TestBackend`]);
//! [`run`] is the terminal loop around it.

use anyhow::Result;
use mayan_core::format::notation::write_move;
use mayan_core::game::{Game, Outcome, Refusal};
use mayan_core::{Board, Dir, EMPTY, Move, MoveError, Puzzle};
use mayan_i18n::t;
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

/// The keys, as the help line shows them, in the language of the thread.
pub fn help() -> String {
    t!("render-play-keys-help")
}

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
            message: t!("render-play-welcome", within = within),
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
                self.message = t!("render-play-drag-cancelled");
            }
            KeyCode::Esc | KeyCode::Char('q') => self.quit = true,
            KeyCode::Char(' ') | KeyCode::Enter => self.select(),
            KeyCode::Char('u') | KeyCode::Backspace => self.undo(),
            KeyCode::Char('r') => self.redo(),
            KeyCode::Char('R') => self.restart(),
            KeyCode::Char('i') => self.show_hint(),
            KeyCode::Char('s') => self.solution_step(),
            _ => {
                self.message = t!("render-play-keys", help = help());
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
            self.message = t!("render-play-drag-cancelled");
            return;
        }
        let (x, y) = self.cursor;
        let at = text::cell(x, y, self.game.puzzle().notation());
        if self.board().get(x, y) == EMPTY {
            self.message = t!("render-play-no-block", cell = at);
            return;
        }
        self.selecting = true;
        self.message = t!("render-play-drag-which", cell = at);
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
        let said = self.move_text(mv);
        self.message = match (vanished, stages) {
            (0, _) => t!("render-play-moved", number = number, step = said),
            (v, 1) => t!(
                "render-play-moved-vanish",
                number = number,
                step = said,
                blocks = v
            ),
            (v, s) => t!(
                "render-play-moved-cascade",
                number = number,
                step = said,
                blocks = v,
                stages = s
            ),
        };
        // The outcome waits for the move's frames (see `announce`).
        let outcome = self.game.outcome();
        let puzzle = self.game.puzzle();
        let said = outcome.describe(puzzle.goal(), puzzle.budget());
        self.outcome = match outcome {
            Outcome::Playing { .. } => None,
            Outcome::Won { .. } => Some(t!("render-play-won", said = said)),
            Outcome::ClearedEarly { .. }
            | Outcome::OutOfMoves { .. }
            | Outcome::ChainEnded { .. } => {
                let said = said.trim_end_matches(['.', '。']);
                Some(t!("render-play-over", said = said))
            }
        };
        Ok(())
    }

    /// A move as the puzzle writes it, with its block's cell and its
    /// direction: `2 1 1 (2, 1) right`, `r1c3 (row 1, column 3) right`.
    fn move_text(&self, mv: Move) -> String {
        let notation = self.game.puzzle().notation();
        t!(
            "render-play-move",
            notation = write_move(mv, notation).trim().to_string(),
            cell = text::cell(usize::from(mv.x), usize::from(mv.y), notation),
            dir = text::dir_code(mv.dir)
        )
    }

    /// Why a move cannot be played, naming cells as the puzzle counts them
    /// (the rules' own errors count from 0).
    fn refusal(&self, mv: Move, e: &Refusal) -> String {
        let notation = self.game.puzzle().notation();
        let cell = |mv: Move| text::cell(usize::from(mv.x), usize::from(mv.y), notation);
        match e {
            Refusal::Clear => t!("render-play-refused-clear"),
            Refusal::NoMovesLeft => t!("render-play-refused-no-moves"),
            Refusal::ChainEnded => t!("render-play-refused-chain"),
            Refusal::NullMove => t!("render-play-refused-null", step = self.move_text(mv)),
            Refusal::Illegal(e) => match *e {
                MoveError::NoBlock { mv } => t!("render-play-no-block", cell = cell(mv)),
                MoveError::OffBoard { mv } => t!("render-play-off-board", cell = cell(mv)),
                MoveError::TargetOffBoard { mv } => t!(
                    "render-play-target-off-board",
                    cell = cell(mv),
                    dir = text::dir_code(mv.dir)
                ),
                MoveError::Direction { .. }
                | MoveError::NullMove { .. }
                | MoveError::Outside { .. }
                | MoveError::Garbage { .. } => {
                    let error = e.to_string();
                    t!(
                        "render-play-cannot-move",
                        error = error.trim_end_matches(['.', '。'])
                    )
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
                self.message = t!("render-play-undid", number = self.game.played() + 1);
            }
            None => self.message = t!("render-play-nothing-to-undo"),
        }
    }

    fn redo(&mut self) {
        match self.game.redo() {
            Some(played) => {
                let played = played.map(|t| t.mv);
                let mv = match &played {
                    Ok(mv) => *mv,
                    Err(_) => return self.message = t!("render-play-cannot-redo"),
                };
                let _ = self.after_move(mv, played.map(|_| ()));
            }
            None => self.message = t!("render-play-nothing-to-redo"),
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
            t!("render-play-at-start")
        } else {
            t!("render-play-restarted", moves = played)
        };
    }
}

#[cfg(test)]
mod tests;
