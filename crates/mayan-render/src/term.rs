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
use mayan_i18n::t;
use unicode_width::UnicodeWidthStr;

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

/// The columns a line takes in a terminal, escapes not counted: a Chinese
/// character takes two.
pub fn visible_width(s: &str) -> usize {
    strip_escapes(s).width()
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

/// The frame's title in words, in the language of the thread, as in the
/// terminal: `Move 2: 3 1 1`, `fall`, `clear 6`, `cleared`.
pub fn caption(frame: &Frame, notation: Notation) -> String {
    match frame.kind {
        FrameKind::Start => t!("render-caption-start"),
        FrameKind::Move { number, mv, kind } => {
            let notation = write_move(mv, notation).trim().to_string();
            let id = if kind == MoveKind::Null {
                "render-caption-move-null"
            } else {
                "render-caption-move"
            };
            t!(id, number = number, notation = notation)
        }
        FrameKind::Fall { .. } => t!("render-caption-fall"),
        FrameKind::Clear { count, .. } => t!("render-caption-clear", count = count),
        FrameKind::End { .. } if frame.board.is_clear() => t!("render-caption-cleared"),
        FrameKind::End { .. } => t!("render-caption-left", blocks = frame.board.block_count()),
    }
}

/// What the marks mean, one line, in the language of the thread.
pub fn legend() -> String {
    t!("render-legend")
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

    /// Where each caption and each panel starts on a row of panels, in
    /// terminal columns: captions start after a gap of three spaces, panels
    /// two columns before their board's `|`.
    fn starts(block: &str) -> (Vec<usize>, Vec<usize>) {
        use unicode_width::UnicodeWidthChar;
        let lines: Vec<&str> = block.lines().collect();
        let (mut captions, mut col, mut spaces) = (Vec::new(), 0, 3);
        for ch in lines[0].chars() {
            if ch == ' ' {
                spaces += 1;
            } else {
                if spaces >= 3 {
                    captions.push(col);
                }
                spaces = 0;
            }
            col += ch.width().unwrap_or(0);
        }
        let board_row = lines[1];
        let panels = board_row
            .match_indices('|')
            .map(|(i, _)| visible_width(&board_row[..i]) - 2)
            .collect();
        (captions, panels)
    }

    #[test]
    fn chinese_captions_keep_every_panel_in_its_columns() {
        let fr = frames(&noip_sample(), &sample_turns());
        let zh = mayan_i18n::with(mayan_i18n::Lang::Zh, || {
            solution(&fr, Notation::Noip, Colour::Plain, 100)
        });
        assert!(zh.contains("第 1 步：2 1 1"), "{zh}");
        assert!(zh.contains("掉落"), "{zh}");
        assert!(zh.lines().all(|l| visible_width(l) <= 100), "{zh}");
        let mut rows = 0;
        for block in zh.split("\n\n") {
            let (captions, panels) = starts(block);
            assert_eq!(captions, panels, "{block}");
            rows += 1;
        }
        assert!(rows > 1, "{zh}");
        // Each caption takes its columns: a Chinese character two.
        assert_eq!(visible_width("第 1 步：2 1 1"), 14);
        // The same rows of panels as in English.
        let en = solution(&fr, Notation::Noip, Colour::Plain, 100);
        let en_starts: Vec<_> = en.split("\n\n").map(|b| starts(b).1).collect();
        let zh_starts: Vec<_> = zh.split("\n\n").map(|b| starts(b).1).collect();
        assert_eq!(en_starts, zh_starts);
        assert_eq!(
            mayan_i18n::with(mayan_i18n::Lang::Zh, legend),
            "[c] 移动过   *c* 即将消除   * 刚刚消除   # 灰色（不参与消除）   . 空"
        );
    }

    #[test]
    fn widths_ignore_escapes() {
        assert_eq!(visible_width("\x1b[1;38;5;16;48;5;178m[1]\x1b[0m"), 3);
        assert_eq!(strip_escapes("a\x1b[0mb"), "ab");
    }
}
