//! Drawing the player: the board with its cursor and marks, the side
//! panel and the message and help lines.

use mayan_core::{Board, EMPTY};
use mayan_render::frames::{Frame, FrameKind, move_cells};
use mayan_render::palette;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Block, Paragraph, Wrap};

use mayan_i18n::t;

use super::App;

/// The side panel's width, padding aside: room for its longest short line
/// (`cascade step 2: 12 vanish` wraps).
const SIDE_WIDTH: u16 = 20;
/// The side panel's height: the name, moves, blocks, rules, the outcome or
/// the step being shown, and the marks, with blank lines between.
const SIDE_HEIGHT: u16 = 9;

impl App {
    /// The frame to draw: the next one of the last move's, or the board now.
    fn shown(&self) -> (Frame, Option<String>) {
        if let Some(f) = self.anim.get(self.anim_pos) {
            let caption = match f.kind {
                FrameKind::Fall { .. } => t!("render-play-falling"),
                FrameKind::Clear { count, stage, .. } => {
                    t!("render-play-cascade-step", stage = stage, count = count)
                }
                _ => t!("render-play-move-number", number = f.number()),
            };
            return (f.clone(), Some(caption));
        }
        let mut f = Frame::still(FrameKind::Start, self.board());
        if let Some(h) = self.hint {
            f.moved = move_cells(h);
        }
        (f, None)
    }

    /// The smallest terminal that shows the whole screen, columns by
    /// lines: the board in its frame beside the side panel, the message
    /// and a line of help.
    pub fn needed_size(&self) -> (u16, u16) {
        let (board_w, board_h) = self.board_size();
        (board_w + 2 + SIDE_WIDTH, board_h.max(SIDE_HEIGHT) + 2 + 1)
    }

    /// The board's frame, columns by lines: row labels and three columns a
    /// cell, the column labels, the border.
    fn board_size(&self) -> (u16, u16) {
        let board = self.board();
        let w = 3 * board.width() + 5;
        let h = board.height() + 3;
        (
            u16::try_from(w).unwrap_or(u16::MAX),
            u16::try_from(h).unwrap_or(u16::MAX),
        )
    }

    /// Draws the whole screen, or says how large the terminal must be.
    pub fn draw(&self, frame: &mut ratatui::Frame<'_>) {
        let area = frame.area();
        let (need_w, need_h) = self.needed_size();
        if area.width < need_w || area.height < need_h {
            let text = t!(
                "render-play-too-small",
                need_width = need_w,
                need_height = need_h,
                width = area.width,
                height = area.height
            );
            frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
            return;
        }
        let (board_w, board_h) = self.board_size();
        let [main, message, help] = Layout::vertical([
            Constraint::Length(board_h.max(SIDE_HEIGHT)),
            Constraint::Length(2),
            Constraint::Min(1),
        ])
        .areas(area);
        let [left, right] =
            Layout::horizontal([Constraint::Length(board_w), Constraint::Min(SIDE_WIDTH)])
                .areas(main);
        let [left, _] =
            Layout::vertical([Constraint::Length(board_h), Constraint::Min(0)]).areas(left);
        let (shown, caption) = self.shown();
        frame.render_widget(
            Paragraph::new(self.board_text(&shown)).block(Block::bordered()),
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
            Paragraph::new(super::help())
                .style(Style::new().add_modifier(Modifier::DIM))
                .wrap(Wrap { trim: true }),
            help,
        );
    }

    fn side_text(&self, shown: &Board, caption: Option<String>) -> Text<'static> {
        let b = self.board();
        let mut lines = vec![
            Line::styled(self.name.clone(), Style::new().add_modifier(Modifier::BOLD)),
            Line::from(t!(
                "render-play-side-moves",
                played = self.moves(),
                budget = self.game.puzzle().budget()
            )),
            Line::from(t!("render-play-side-blocks", blocks = shown.block_count())),
            Line::from(t!(
                "render-play-side-rules",
                rules = self.game.puzzle().rules().to_string()
            )),
        ];
        if caption.is_some() {
            // The last move is still being shown.
        } else if b.is_clear() {
            lines.push(Line::styled(
                t!("render-play-cleared"),
                Style::new().add_modifier(Modifier::BOLD),
            ));
        } else if self.moves_left() == 0 {
            lines.push(Line::from(t!("render-play-side-out-of-moves")));
        }
        if let Some(c) = caption {
            lines.push(Line::from(""));
            lines.push(Line::styled(c, Style::new().add_modifier(Modifier::BOLD)));
        }
        if self.selecting {
            lines.push(Line::from(""));
            lines.push(Line::from(t!("render-play-dragging")));
        }
        lines.push(Line::from(""));
        lines.push(Line::styled(
            t!("render-play-marks"),
            Style::new().add_modifier(Modifier::DIM),
        ));
        Text::from(lines)
    }

    /// The board with row numbers, top row first, and column numbers.
    fn board_text(&self, f: &Frame) -> Text<'static> {
        let b = &f.board;
        let mut lines = Vec::with_capacity(b.height() + 1);
        let animating = self.animating();
        let first = self.game.puzzle().notation().first_label();
        for y in (0..b.height()).rev() {
            let mut spans = vec![Span::raw(format!("{:>2} ", y + first))];
            for x in 0..b.width() {
                let at_cursor = !animating && (x, y) == self.cursor;
                spans.push(cell_span(f, x, y, at_cursor, self.selecting));
            }
            lines.push(Line::from(spans));
        }
        let mut cols = String::from("   ");
        for x in 0..b.width() {
            cols.push_str(&format!(" {:<2}", x + first));
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
    let [l, mid, r] = match f.cell_marks(x, y) {
        [_, mid, _] if cursor && selecting => ['<', mid, '>'],
        [_, mid, _] if cursor => ['>', mid, '<'],
        marks => marks,
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
