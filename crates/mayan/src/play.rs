//! `mayan play`: a terminal player.
//!
//! [`App`] holds the game and handles keys without touching the terminal,
//! so it can be driven and drawn in tests ([`ratatui::backend::TestBackend`]);
//! [`run`] is the terminal loop around it.

use std::io::IsTerminal;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{Context, Result, bail};
use mayan_core::format::notation::write_move;
use mayan_core::{Board, Dir, EMPTY, Move, MoveKind, Puzzle, Turn, cell_char};
use mayan_render::frames::{Frame, FrameKind, has, move_cells, turn_frames};
use mayan_render::palette;
use mayan_solve::{Goal, Options, analysis, solve};
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Block, Paragraph, Wrap};

use crate::cli::PlayArgs;
use crate::{input, solve as solve_cmd};

/// The keys, as the help line shows them.
pub const HELP: &str = "arrows/hjkl cursor   shift+arrow/HJKL or space+arrow drag   u undo   r redo   R restart   i hint   s solution step   q quit";

/// The player's state: the puzzle, the moves played, the cursor and what
/// the screen says.
pub struct App {
    puzzle: Puzzle,
    name: String,
    opts: Options,
    /// The moves played, traced.
    turns: Vec<Turn>,
    /// Undone moves, the next to redo last.
    redo: Vec<Move>,
    cursor: (usize, usize),
    /// Space or Enter was pressed: the next direction drags.
    selecting: bool,
    /// The frames of the last move still to show, and the one shown.
    anim: Vec<Frame>,
    anim_pos: usize,
    message: String,
    /// A hinted move, highlighted until the board changes.
    hint: Option<Move>,
    /// The rest of a solution from a board, for the step key.
    plan: Option<(Board, Vec<Move>)>,
    /// Set when the player asked to quit.
    pub quit: bool,
}

impl App {
    /// A new game of `puzzle`; `opts` drive hints and solution steps (and
    /// say whether null moves are moves).
    pub fn new(puzzle: Puzzle, name: String, opts: Options) -> App {
        // Start the cursor on the top block of the leftmost column that has one.
        let b = puzzle.board;
        let cursor = (0..b.width())
            .find(|&x| b.get(x, 0) != EMPTY)
            .map_or((0, 0), |x| (x, b.stack_height(x).saturating_sub(1)));
        let budget = puzzle.budget;
        App {
            puzzle,
            name,
            opts,
            turns: Vec::new(),
            redo: Vec::new(),
            cursor,
            selecting: false,
            anim: Vec::new(),
            anim_pos: 0,
            message: format!(
                "Clear the board in {} move{}. Arrows move the cursor; shift+arrow drags.",
                budget,
                if budget == 1 { "" } else { "s" }
            ),
            hint: None,
            plan: None,
            quit: false,
        }
    }

    /// The board now.
    pub fn board(&self) -> Board {
        self.turns.last().map_or(self.puzzle.board, |t| t.after)
    }

    /// Moves played.
    pub fn moves(&self) -> usize {
        self.turns.len()
    }

    /// Moves left in the budget.
    pub fn moves_left(&self) -> u32 {
        self.puzzle.budget.saturating_sub(self.turns.len() as u32)
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
    pub fn tick(&mut self) -> bool {
        if self.animating() {
            self.anim_pos += 1;
            true
        } else {
            false
        }
    }

    /// Handles one key press.
    pub fn handle_key(&mut self, key: KeyEvent) {
        if key.kind != KeyEventKind::Press {
            return;
        }
        // A key ends the animation of the last move.
        self.anim_pos = self.anim.len();
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
        if self.board().get(x, y) == EMPTY {
            self.message = format!("There is no block at ({x}, {y}) to drag.");
            return;
        }
        self.selecting = true;
        self.message = format!("Drag the block at ({x}, {y}): press a direction (Esc cancels).");
    }

    /// Drags the block under the cursor.
    fn drag(&mut self, dir: Dir) {
        let (x, y) = self.cursor;
        let mv = Move::new(x, y, dir);
        if self.play(mv).is_ok() {
            self.redo.clear();
        }
    }

    /// Plays a move, if the rules and the budget allow it.
    fn play(&mut self, mv: Move) -> Result<(), ()> {
        let before = self.board();
        if before.is_clear() {
            self.message = "The board is already clear. R restarts, u undoes.".to_string();
            return Err(());
        }
        if self.moves_left() == 0 {
            self.message = "No moves left. u undoes, R restarts.".to_string();
            return Err(());
        }
        let turn = match before.play_traced(mv, self.puzzle.rules) {
            Ok(t) => t,
            Err(e) => {
                self.message = format!("Cannot move: {e}.");
                return Err(());
            }
        };
        if turn.kind == MoveKind::Null && !self.opts.null_moves {
            self.message = format!(
                "{} changes nothing, and null moves are not moves here (--no-null-moves).",
                self.move_text(mv)
            );
            return Err(());
        }
        let number = self.turns.len() + 1;
        let vanished: u32 = turn
            .stages
            .iter()
            .map(|s| s.vanished.iter().map(|m| m.count_ones()).sum::<u32>())
            .sum();
        let stages = turn.stages.len();
        self.anim = turn_frames(&turn, number);
        self.anim_pos = 0;
        let (tx, ty) = mv.target();
        self.cursor = (tx as usize, ty as usize);
        self.hint = None;
        self.turns.push(turn);
        let after = self.board();
        let what = match (vanished, stages) {
            (0, _) => String::new(),
            (v, 1) => format!(": {v} blocks vanish"),
            (v, s) => format!(": {v} blocks vanish in a {s}-step cascade"),
        };
        self.message = if after.is_clear() {
            format!(
                "Move {number}: {}{what}. Cleared in {number} move{}!",
                self.move_text(mv),
                if number == 1 { "" } else { "s" }
            )
        } else if self.moves_left() == 0 {
            format!(
                "Move {number}: {}{what}. Out of moves with {} blocks left: u undoes, R restarts.",
                self.move_text(mv),
                after.block_count()
            )
        } else {
            format!("Move {number}: {}{what}.", self.move_text(mv))
        };
        Ok(())
    }

    fn move_text(&self, mv: Move) -> String {
        let dir = match mv.dir {
            Dir::Right => "right",
            Dir::Left => "left",
            Dir::Up => "up",
            Dir::Down => "down",
        };
        format!(
            "{} ({}, {}) {dir}",
            write_move(mv, self.puzzle.notation).trim(),
            mv.x,
            mv.y
        )
    }

    fn undo(&mut self) {
        match self.turns.pop() {
            Some(t) => {
                self.redo.push(t.mv);
                self.anim.clear();
                self.anim_pos = 0;
                self.hint = None;
                self.cursor = (usize::from(t.mv.x), usize::from(t.mv.y));
                self.message = format!("Undid move {}.", self.turns.len() + 1);
            }
            None => self.message = "Nothing to undo.".to_string(),
        }
    }

    fn redo(&mut self) {
        match self.redo.pop() {
            Some(mv) => {
                if self.play(mv).is_err() {
                    self.redo.push(mv);
                }
            }
            None => self.message = "Nothing to redo.".to_string(),
        }
    }

    fn restart(&mut self) {
        let played = self.turns.len();
        // Restarting can be undone move by move with redo.
        while let Some(t) = self.turns.pop() {
            self.redo.push(t.mv);
        }
        self.anim.clear();
        self.anim_pos = 0;
        self.hint = None;
        self.selecting = false;
        self.message = if played == 0 {
            "Already at the start.".to_string()
        } else {
            format!(
                "Restarted ({played} move{} undone).",
                if played == 1 { "" } else { "s" }
            )
        };
    }

    /// The position now as a puzzle with what is left of the budget.
    fn rest(&self) -> Option<Puzzle> {
        let board = self.board();
        if board.is_clear() || self.moves_left() == 0 {
            return None;
        }
        Some(Puzzle {
            board,
            rules: self.puzzle.rules,
            budget: self.moves_left(),
            notation: self.puzzle.notation,
        })
    }

    fn no_way(&self) -> String {
        format!(
            "No way to clear the board in the {} move{} left: u undoes, R restarts.",
            self.moves_left(),
            if self.moves_left() == 1 { "" } else { "s" }
        )
    }

    fn show_hint(&mut self) {
        let Some(rest) = self.rest() else {
            self.message = if self.board().is_clear() {
                "The board is clear: nothing to hint.".to_string()
            } else {
                "No moves left: u undoes, R restarts.".to_string()
            };
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
            1 => "then 1 more move".to_string(),
            n => format!("then {n} more moves"),
        };
        self.message = format!(
            "Hint: {}, {then} ({} first move{} still win{}).",
            self.move_text(best.mv),
            hints.len(),
            if hints.len() == 1 { "" } else { "s" },
            if hints.len() == 1 { "s" } else { "" }
        );
    }

    fn solution_step(&mut self) {
        let Some(rest) = self.rest() else {
            self.message = if self.board().is_clear() {
                "The board is clear.".to_string()
            } else {
                "No moves left: u undoes, R restarts.".to_string()
            };
            return;
        };
        let moves = match self.plan.take() {
            Some((b, m)) if b == rest.board && !m.is_empty() => m,
            _ => {
                let opts = Options {
                    goal: Goal::Shortest,
                    ..self.opts.clone()
                };
                match solve(&rest, &opts) {
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
            self.redo.clear();
            let left = later.len();
            self.plan = Some((self.board(), later.to_vec()));
            if left > 0 {
                self.message = format!(
                    "{} (solution: {left} more move{}; s again plays the next)",
                    self.message,
                    if left == 1 { "" } else { "s" }
                );
            }
        }
    }

    /// The frame to draw: the next one of the last move's, or the board now.
    fn shown(&self) -> (Frame, Option<String>) {
        if let Some(f) = self.anim.get(self.anim_pos) {
            let caption = match f.kind {
                FrameKind::Fall { .. } => "falling".to_string(),
                FrameKind::Clear { count, stage, .. } => {
                    format!("cascade step {stage}: {count} vanish")
                }
                _ => format!("move {}", f.number()),
            };
            return (f.clone(), Some(caption));
        }
        let mut f = Frame::still(FrameKind::Start, self.board());
        if let Some(h) = self.hint {
            f.moved = move_cells(h);
        }
        (f, None)
    }

    /// Draws the whole screen.
    pub fn draw(&self, frame: &mut ratatui::Frame<'_>) {
        let board = self.board();
        let board_w = (3 * board.width() + 5) as u16;
        let board_h = (board.height() + 3) as u16;
        let [main, message, help] = Layout::vertical([
            Constraint::Length(board_h),
            Constraint::Length(2),
            Constraint::Min(1),
        ])
        .areas(frame.area());
        let [left, right] =
            Layout::horizontal([Constraint::Length(board_w), Constraint::Min(10)]).areas(main);
        let (shown, caption) = self.shown();
        frame.render_widget(
            Paragraph::new(self.board_text(&shown)).block(
                Block::bordered().title(format!(" {} ", truncate(&self.name, board_w as usize))),
            ),
            left,
        );
        frame.render_widget(
            Paragraph::new(self.side_text(&shown.board, caption)).wrap(Wrap { trim: false }),
            pad_left(right),
        );
        frame.render_widget(
            Paragraph::new(self.message.as_str()).wrap(Wrap { trim: true }),
            message,
        );
        frame.render_widget(
            Paragraph::new(HELP)
                .style(Style::new().add_modifier(Modifier::DIM))
                .wrap(Wrap { trim: true }),
            help,
        );
    }

    fn side_text(&self, shown: &Board, caption: Option<String>) -> Text<'static> {
        let b = self.board();
        let mut lines = vec![
            Line::from(format!("Moves  {} of {}", self.moves(), self.puzzle.budget)),
            Line::from(format!("Blocks {}", shown.block_count())),
            Line::from(format!("Rules  {}", self.puzzle.rules)),
        ];
        if caption.is_some() {
            // The last move is still being shown.
        } else if b.is_clear() {
            lines.push(Line::styled(
                "CLEARED!",
                Style::new().add_modifier(Modifier::BOLD),
            ));
        } else if self.moves_left() == 0 {
            lines.push(Line::from("out of moves"));
        }
        if let Some(c) = caption {
            lines.push(Line::from(""));
            lines.push(Line::styled(c, Style::new().add_modifier(Modifier::BOLD)));
        }
        if self.selecting {
            lines.push(Line::from(""));
            lines.push(Line::from("dragging: which way?"));
        }
        lines.push(Line::from(""));
        lines.push(Line::styled(
            ">c< cursor  [c] move/hint  *c* vanishes next",
            Style::new().add_modifier(Modifier::DIM),
        ));
        Text::from(lines)
    }

    /// The board with row numbers, top row first, and column numbers.
    fn board_text(&self, f: &Frame) -> Text<'static> {
        let b = &f.board;
        let mut lines = Vec::with_capacity(b.height() + 1);
        let animating = self.animating();
        for y in (0..b.height()).rev() {
            let mut spans = vec![Span::raw(format!("{y:>2} "))];
            for x in 0..b.width() {
                let at_cursor = !animating && (x, y) == self.cursor;
                spans.push(cell_span(f, x, y, at_cursor, self.selecting));
            }
            lines.push(Line::from(spans));
        }
        let mut cols = String::from("   ");
        for x in 0..b.width() {
            cols.push_str(&format!(" {:<2}", x % 100));
        }
        lines.push(Line::styled(
            cols.trim_end().to_string(),
            Style::new().add_modifier(Modifier::DIM),
        ));
        Text::from(lines)
    }
}

/// One cell: three characters, the symbol in the middle; `>c<` under the
/// cursor (`<c>` once selected for a drag), `[c]` moved or hinted, `*c*`
/// about to vanish, ` * ` just vanished.
fn cell_span(f: &Frame, x: usize, y: usize, cursor: bool, selecting: bool) -> Span<'static> {
    let c = f.board.get(x, y);
    let vanishing = has(&f.vanishing, x, y);
    let (l, r) = if cursor && selecting {
        ('<', '>')
    } else if cursor {
        ('>', '<')
    } else if has(&f.moved, x, y) {
        ('[', if vanishing { '*' } else { ']' })
    } else if vanishing {
        ('*', '*')
    } else {
        (' ', ' ')
    };
    let mid = if c == EMPTY && has(&f.cleared, x, y) {
        '*'
    } else {
        cell_char(c)
    };
    let mut style = if c == EMPTY {
        Style::new().fg(Color::Indexed(244))
    } else {
        Style::new()
            .fg(Color::Indexed(palette::ink_on(c).xterm256()))
            .bg(Color::Indexed(palette::fill(c).xterm256()))
    };
    if l != ' ' || mid == '*' {
        style = style.add_modifier(Modifier::BOLD);
    }
    if cursor {
        style = style.add_modifier(Modifier::REVERSED);
    }
    Span::styled(format!("{l}{mid}{r}"), style)
}

fn pad_left(r: Rect) -> Rect {
    Rect {
        x: r.x.saturating_add(2),
        width: r.width.saturating_sub(2),
        ..r
    }
}

fn truncate(s: &str, max: usize) -> String {
    let max = max.saturating_sub(4);
    if s.chars().count() <= max {
        s.to_string()
    } else {
        let tail: String = s
            .chars()
            .rev()
            .take(max.saturating_sub(1))
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        format!("…{tail}")
    }
}

/// Runs the player on any backend until the player quits.
pub fn event_loop(terminal: &mut ratatui::DefaultTerminal, app: &mut App) -> Result<()> {
    while !app.quit {
        terminal.draw(|f| app.draw(f))?;
        let wait = if app.animating() {
            Duration::from_millis(450)
        } else {
            Duration::from_millis(1000)
        };
        if event::poll(wait)? {
            if let Event::Key(key) = event::read()? {
                app.handle_key(key);
            }
        } else {
            app.tick();
        }
    }
    Ok(())
}

/// Leaves raw mode and the alternate screen when dropped, on errors too
/// (also when setting the terminal up failed half way).
struct Restore;

impl Drop for Restore {
    fn drop(&mut self) {
        ratatui::restore();
    }
}

pub fn run(args: &PlayArgs) -> Result<ExitCode> {
    let puzzle = input::load(Some(&args.input), &args.puzzle)?;
    if !std::io::stdout().is_terminal() || !std::io::stdin().is_terminal() {
        bail!("mayan play needs a terminal: run it in one (try `mayan show` for text output)");
    }
    let opts = solve_cmd::options(&args.search, Goal::Shortest);
    let name = input::input_name(Some(&args.input));
    let mut app = App::new(puzzle, name, opts);
    let _restore = Restore;
    let mut terminal = ratatui::try_init().context("cannot set up the terminal")?;
    event_loop(&mut terminal, &mut app)?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use mayan_core::format::noip;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    fn sample() -> App {
        let input = noip::parse(b"3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n").unwrap();
        let puzzle = input.puzzle().unwrap();
        App::new(
            puzzle,
            "sample.in".to_string(),
            Options {
                goal: Goal::Shortest,
                ..Options::default()
            },
        )
    }

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    fn shift(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::SHIFT)
    }

    fn press(app: &mut App, keys: &[KeyEvent]) {
        for k in keys {
            app.handle_key(*k);
        }
    }

    fn screen(app: &App) -> String {
        let mut t = Terminal::new(TestBackend::new(84, 16)).unwrap();
        t.draw(|f| app.draw(f)).unwrap();
        t.backend().to_string()
    }

    /// Moves the cursor to `(x, y)` with arrow keys.
    fn goto(app: &mut App, x: usize, y: usize) {
        let (cx, cy) = app.cursor();
        for _ in x..cx {
            app.handle_key(key(KeyCode::Left));
        }
        for _ in cx..x {
            app.handle_key(key(KeyCode::Right));
        }
        for _ in y..cy {
            app.handle_key(key(KeyCode::Down));
        }
        for _ in cy..y {
            app.handle_key(key(KeyCode::Up));
        }
        assert_eq!(app.cursor(), (x, y));
    }

    #[test]
    fn start_screen() {
        let app = sample();
        assert_eq!(app.cursor(), (0, 0));
        insta::assert_snapshot!("play_start", screen(&app));
    }

    #[test]
    fn cursor_keys_and_vim_keys_move_and_stop_at_the_edges() {
        let mut app = sample();
        press(
            &mut app,
            &[key(KeyCode::Char('l')), key(KeyCode::Char('k'))],
        );
        assert_eq!(app.cursor(), (1, 1));
        press(&mut app, &[key(KeyCode::Char('h')); 3]);
        assert_eq!(app.cursor(), (0, 1));
        press(&mut app, &[key(KeyCode::Char('j')); 3]);
        assert_eq!(app.cursor(), (0, 0));
        press(&mut app, &[key(KeyCode::Up); 10]);
        assert_eq!(app.cursor(), (0, 6));
        assert_eq!(app.moves(), 0);
    }

    #[test]
    fn shift_arrow_drags_and_the_cascade_plays_frame_by_frame() {
        let mut app = sample();
        goto(&mut app, 2, 1);
        app.handle_key(shift(KeyCode::Right));
        assert_eq!(app.moves(), 1);
        assert_eq!(app.cursor(), (3, 1));
        goto(&mut app, 3, 1);
        // Space then a direction drags too.
        press(&mut app, &[key(KeyCode::Char(' ')), key(KeyCode::Right)]);
        assert_eq!(app.moves(), 2);
        goto(&mut app, 3, 0);
        app.handle_key(key(KeyCode::Char('L')));
        assert_eq!(app.moves(), 3);
        assert!(app.animating());
        // The move itself, with the runs it makes marked.
        insta::assert_snapshot!("play_move_3", screen(&app));
        let mut frames = 1;
        while app.tick() {
            if app.animating() {
                frames += 1;
            }
        }
        assert_eq!(frames, 6, "move, clear, fall, clear, fall, clear");
        assert!(app.board().is_empty());
        assert!(
            app.message().contains("Cleared in 3 moves"),
            "{}",
            app.message()
        );
        insta::assert_snapshot!("play_cleared", screen(&app));
    }

    #[test]
    fn a_cascade_frame_shows_its_stage() {
        let mut app = sample();
        goto(&mut app, 2, 1);
        app.handle_key(shift(KeyCode::Right));
        goto(&mut app, 3, 1);
        app.handle_key(shift(KeyCode::Right));
        goto(&mut app, 3, 0);
        app.handle_key(shift(KeyCode::Right));
        app.tick();
        app.tick();
        // The fall before the second clear: three 1s about to vanish.
        insta::assert_snapshot!("play_cascade_fall", screen(&app));
    }

    #[test]
    fn undo_redo_and_restart() {
        let mut app = sample();
        goto(&mut app, 2, 1);
        app.handle_key(shift(KeyCode::Right));
        let after_one = app.board();
        app.handle_key(key(KeyCode::Char('u')));
        assert_eq!(app.moves(), 0);
        assert_eq!(app.board(), sample().board());
        app.handle_key(key(KeyCode::Char('r')));
        assert_eq!(app.board(), after_one);
        app.handle_key(key(KeyCode::Char('r')));
        assert_eq!(app.message(), "Nothing to redo.");
        app.handle_key(key(KeyCode::Char('R')));
        assert_eq!(app.moves(), 0);
        assert!(app.message().starts_with("Restarted (1 move"));
        // Restart can be redone.
        app.handle_key(key(KeyCode::Char('r')));
        assert_eq!(app.board(), after_one);
        // A new move drops the redo list.
        app.handle_key(key(KeyCode::Char('u')));
        goto(&mut app, 0, 0);
        app.handle_key(shift(KeyCode::Up));
        assert_eq!(app.moves(), 0, "drag rules: no up moves");
        assert!(app.message().contains("do not allow"), "{}", app.message());
        app.handle_key(shift(KeyCode::Right));
        assert_eq!(app.moves(), 1);
        app.handle_key(key(KeyCode::Char('r')));
        assert_eq!(app.message(), "Nothing to redo.");
        app.handle_key(key(KeyCode::Char('u')));
        app.handle_key(key(KeyCode::Char('u')));
        assert_eq!(app.message(), "Nothing to undo.");
    }

    #[test]
    fn illegal_drags_say_why() {
        let mut app = sample();
        goto(&mut app, 0, 3);
        app.handle_key(shift(KeyCode::Right));
        assert_eq!(app.moves(), 0);
        assert!(
            app.message().contains("no block at (0, 3)"),
            "{}",
            app.message()
        );
        press(&mut app, &[key(KeyCode::Enter)]);
        assert!(app.message().contains("no block"), "{}", app.message());
        goto(&mut app, 0, 0);
        app.handle_key(shift(KeyCode::Left));
        assert!(app.message().contains("off the board"), "{}", app.message());
    }

    #[test]
    fn the_hint_points_at_a_winning_move() {
        let mut app = sample();
        app.handle_key(key(KeyCode::Char('i')));
        assert_eq!(app.cursor(), (2, 1), "the first move of the solution");
        assert!(
            app.message()
                .starts_with("Hint: 2 1 1 (2, 1) right, then 2 more moves")
        );
        insta::assert_snapshot!("play_hint", screen(&app));
        // A wrong move, then no way to win in the two moves left.
        goto(&mut app, 0, 0);
        app.handle_key(shift(KeyCode::Right));
        app.handle_key(key(KeyCode::Char('i')));
        assert!(
            app.message().starts_with("No way to clear"),
            "{}",
            app.message()
        );
    }

    #[test]
    fn solution_steps_clear_the_board() {
        let mut app = sample();
        for k in 1..=3 {
            app.handle_key(key(KeyCode::Char('s')));
            assert_eq!(app.moves(), k);
        }
        assert!(app.board().is_empty());
        app.handle_key(key(KeyCode::Char('s')));
        assert_eq!(app.moves(), 3);
        assert_eq!(app.message(), "The board is clear.");
    }

    #[test]
    fn out_of_moves() {
        let mut app = sample();
        goto(&mut app, 0, 0);
        for _ in 0..3 {
            app.handle_key(shift(KeyCode::Right));
            app.handle_key(shift(KeyCode::Left));
        }
        assert_eq!(app.moves(), 3);
        assert!(app.message().contains("No moves left"), "{}", app.message());
        assert_eq!(app.moves_left(), 0);
    }

    #[test]
    fn quitting() {
        for k in [
            key(KeyCode::Char('q')),
            key(KeyCode::Esc),
            KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL),
        ] {
            let mut app = sample();
            app.handle_key(k);
            assert!(app.quit);
        }
        // Esc first cancels a drag.
        let mut app = sample();
        press(&mut app, &[key(KeyCode::Char(' ')), key(KeyCode::Esc)]);
        assert!(!app.quit);
        app.handle_key(key(KeyCode::Esc));
        assert!(app.quit);
    }

    #[test]
    fn blocks_are_drawn_in_their_colours() {
        let app = sample();
        let mut t = Terminal::new(TestBackend::new(84, 16)).unwrap();
        t.draw(|f| app.draw(f)).unwrap();
        let buf = t.backend().buffer();
        // Row 0 is the 8th line inside the border (7 rows, top first);
        // column 1 (colour 2) starts at x = 1 + 3 + 3.
        let cell = &buf[(8, 7)];
        assert_eq!(cell.symbol(), "2");
        assert_eq!(
            cell.bg,
            Color::Indexed(palette::fill(2).xterm256()),
            "colour 2's fill"
        );
    }
}
