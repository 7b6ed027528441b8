//! Boards and solutions as terminal text, with or without colour.
//!
//! A cell is three characters wide. Its middle character is the colour's
//! symbol (`1`-`9`, `a`-`z`, `#` for grey, `.` for empty), so the text
//! reads without colour; with colour ([`Colour::Ansi`]) each block also gets
//! its palette colour as background. Marks around the symbol, the same in
//! both modes:
//! - `[2]` the moved block and the cell it swapped with (`[2*` when it
//!   also vanishes next),
//! - `*2*` a block about to vanish,
//! - ` * ` a cell whose block just vanished.

use mayan_core::format::notation::write_move;
use mayan_core::{Board, EMPTY, MoveKind, Notation};

use crate::frames::{Frame, FrameKind};
use crate::palette;

/// Whether to colour the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colour {
    /// ANSI escapes: 256-colour backgrounds for blocks, bold marks.
    Ansi,
    /// Plain text.
    Plain,
}

/// The reset escape.
const RESET: &str = "\x1b[0m";

/// A block of text lines of one visible width.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Panel {
    /// The lines, possibly with escapes.
    pub lines: Vec<String>,
    /// The visible width of every line, escapes not counted.
    pub width: usize,
}

/// One cell's three characters.
fn cell_text(frame: &Frame, x: usize, y: usize, colour: Colour) -> String {
    let c = frame.board.get(x, y);
    let [l, mid, r] = frame.cell_marks(x, y);
    let text = format!("{l}{mid}{r}");
    if colour == Colour::Plain {
        return text;
    }
    let marked = l != ' ' || mid == '*';
    let bold = if marked { "1;" } else { "" };
    if c == EMPTY {
        let fg = if mid == '*' { 252 } else { 240 };
        return format!("\x1b[{bold}38;5;{fg}m{text}{RESET}");
    }
    let bg = palette::fill(c).xterm256();
    let fg = palette::ink_on(c).xterm256();
    format!("\x1b[{bold}38;5;{fg};48;5;{bg}m{text}{RESET}")
}

/// A frame as a panel: its caption (when given), the board top row first
/// with row numbers on the left, and column numbers below, numbered as the
/// notation counts them ([`Notation::first_label`]).
pub fn frame_panel(
    frame: &Frame,
    caption: Option<&str>,
    notation: Notation,
    colour: Colour,
) -> Panel {
    let b = &frame.board;
    let first = notation.first_label();
    let label = (b.height() - 1 + first).to_string().len();
    let width = label + 2 + 3 * b.width();
    let mut lines = Vec::new();
    if let Some(c) = caption {
        lines.push(c.to_string());
    }
    for y in (0..b.height()).rev() {
        let mut s = format!("{:>label$} |", y + first);
        for x in 0..b.width() {
            s.push_str(&cell_text(frame, x, y, colour));
        }
        lines.push(s);
    }
    lines.push(format!("{:>label$} +{}", "", "-".repeat(3 * b.width())));
    let mut s = format!("{:>label$}  ", "");
    for x in 0..b.width() {
        s.push_str(&format!(" {:<2}", x + first));
    }
    lines.push(s);
    let width = lines
        .iter()
        .map(|l| visible_width(l))
        .max()
        .unwrap_or(0)
        .max(width);
    Panel { lines, width }
}

/// A board alone, as text lines ending in a newline.
pub fn board(board: &Board, notation: Notation, colour: Colour) -> String {
    let p = frame_panel(
        &Frame::still(FrameKind::Start, *board),
        None,
        notation,
        colour,
    );
    join_rows(&[p], usize::MAX)
}

/// The number of characters a line shows, escapes not counted.
pub fn visible_width(s: &str) -> usize {
    strip_escapes(s).chars().count()
}

/// Removes ANSI escapes.
pub fn strip_escapes(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut in_escape = false;
    for c in s.chars() {
        if in_escape {
            if c.is_ascii_alphabetic() {
                in_escape = false;
            }
        } else if c == '\x1b' {
            in_escape = true;
        } else {
            out.push(c);
        }
    }
    out
}

/// Lays panels side by side, three spaces apart, starting a new row of
/// panels when the next would pass `width` columns. Lines carry no
/// trailing spaces.
pub fn join_rows(panels: &[Panel], width: usize) -> String {
    const GAP: usize = 3;
    let mut out = String::new();
    let mut start = 0;
    while start < panels.len() {
        let mut end = start + 1;
        let mut used = panels[start].width;
        while end < panels.len() && used + GAP + panels[end].width <= width {
            used += GAP + panels[end].width;
            end += 1;
        }
        if start > 0 {
            out.push('\n');
        }
        let row = &panels[start..end];
        let height = row.iter().map(|p| p.lines.len()).max().unwrap_or(0);
        for i in 0..height {
            let mut line = String::new();
            for (j, p) in row.iter().enumerate() {
                let text = p.lines.get(i).map(String::as_str).unwrap_or("");
                line.push_str(text);
                if j + 1 < row.len() {
                    let pad = p.width - visible_width(text) + GAP;
                    line.push_str(&" ".repeat(pad));
                }
            }
            out.push_str(line.trim_end_matches(' '));
            out.push('\n');
        }
        start = end;
    }
    out
}

/// The frame's title in words, as in the terminal: `Move 2: 3 1 1`,
/// `fall`, `clear 6`, `cleared`.
pub fn caption(frame: &Frame, notation: Notation) -> String {
    match frame.kind {
        FrameKind::Start => "Start".to_string(),
        FrameKind::Move { number, mv, kind } => {
            let null = if kind == MoveKind::Null {
                " (null)"
            } else {
                ""
            };
            format!("Move {number}: {}{null}", write_move(mv, notation).trim())
        }
        FrameKind::Fall { .. } => "fall".to_string(),
        FrameKind::Clear { count, .. } => format!("clear {count}"),
        FrameKind::End { .. } if frame.board.is_clear() => "cleared".to_string(),
        FrameKind::End { .. } => format!("{} left", frame.board.block_count()),
    }
}

/// What the marks mean, one line.
pub fn legend() -> &'static str {
    "[c] moved   *c* vanishes next   * just vanished   # grey (inert)   . empty"
}

/// A whole solution: the start, then one row of panels per move (the
/// board after the move, each fall, each clear), wrapped at `width`
/// columns.
pub fn solution(frames: &[Frame], notation: Notation, colour: Colour, width: usize) -> String {
    let mut out = String::new();
    let mut i = 0;
    while i < frames.len() {
        let number = frames[i].number();
        let mut row = Vec::new();
        while i < frames.len() && frames[i].number() == number {
            let f = &frames[i];
            row.push(frame_panel(
                f,
                Some(&caption(f, notation)),
                notation,
                colour,
            ));
            i += 1;
        }
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(&join_rows(&row, width));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frames::frames;
    use crate::testdata::{noip_sample, panel_sample, panel_turns, sample_turns};

    fn trim_lines(s: &str) -> String {
        s.lines().map(|l| format!("{}\n", l.trim_end())).collect()
    }

    #[test]
    fn plain_solution_snapshot() {
        let fr = frames(&noip_sample(), &sample_turns());
        let text = solution(&fr, Notation::Noip, Colour::Plain, 100);
        insta::assert_snapshot!("noip_sample_plain", text);
    }

    #[test]
    fn coloured_solution_snapshot() {
        let fr = frames(&noip_sample(), &sample_turns());
        let text = solution(&fr, Notation::Noip, Colour::Ansi, 100);
        assert!(text.contains("\x1b[38;5;"));
        // Without its escapes the coloured text is the plain text.
        assert_eq!(
            trim_lines(&strip_escapes(&text)),
            solution(&fr, Notation::Noip, Colour::Plain, 100)
        );
        insta::assert_snapshot!("noip_sample_ansi", text.replace('\x1b', "\\e"));
    }

    #[test]
    fn narrow_terminals_wrap_panels() {
        let fr = frames(&noip_sample(), &sample_turns());
        let text = solution(&fr, Notation::Noip, Colour::Plain, 40);
        assert!(text.lines().all(|l| l.chars().count() <= 40), "{text}");
        let wide = solution(&fr, Notation::Noip, Colour::Plain, 200);
        assert!(wide.lines().count() < text.lines().count());
    }

    #[test]
    fn a_board_alone() {
        let mut b = Board::new(3, 2).unwrap();
        b.set(0, 0, mayan_core::GREY);
        b.set(1, 0, 11);
        assert_eq!(
            board(&b, Notation::Plain, Colour::Plain),
            "1 | .  .  .\n0 | #  b  .\n  +---------\n    0  1  2\n"
        );
        let ansi = board(&b, Notation::Plain, Colour::Ansi);
        assert_eq!(
            trim_lines(&strip_escapes(&ansi)),
            board(&b, Notation::Plain, Colour::Plain)
        );
        assert!(ansi.contains("48;5;247m # "), "{ansi:?}");
    }

    #[test]
    fn labels_count_as_the_notation_does() {
        // NOIP counts rows and columns from 0.
        let noip = board(&noip_sample(), Notation::Noip, Colour::Plain);
        let lines: Vec<&str> = noip.lines().collect();
        assert!(lines[0].starts_with("6 |"), "{noip}");
        assert!(lines[6].starts_with("0 | 1  2  2  3  2"), "{noip}");
        assert_eq!(lines[8], "    0  1  2  3  4");
        // Panel Attack counts from 1: row 1 is the bottom, 12 the top.
        let panel = board(&panel_sample(), Notation::PanelAttack, Colour::Plain);
        insta::assert_snapshot!("panel_board_plain", panel);
        let lines: Vec<&str> = panel.lines().collect();
        assert!(lines[0].starts_with("12 |"), "{panel}");
        assert!(lines[11].starts_with(" 1 | .  .  4  1  .  ."), "{panel}");
        assert_eq!(lines[13], "     1  2  3  4  5  6");
    }

    #[test]
    fn panel_attack_steps_are_labelled_from_1() {
        let fr = frames(&panel_sample(), &panel_turns());
        let text = solution(&fr, Notation::PanelAttack, Colour::Plain, 100);
        insta::assert_snapshot!("panel_sample_plain", text);
    }

    #[test]
    fn widths_ignore_escapes() {
        assert_eq!(visible_width("\x1b[1;38;5;16;48;5;178m[1]\x1b[0m"), 3);
        assert_eq!(strip_escapes("a\x1b[0mb"), "ab");
    }
}
