//! The layout of a picture: panels of one size in rows on a page, under a
//! title wrapped to its width; the SVG header and the stroke of text.

use std::fmt::Write;

use mayan_core::{Board, Notation};

use super::Style;
use super::panel::panel;
use crate::font;
use crate::frames::Frame;
use crate::palette::{INK, PAPER, Rgb};

/// The page background.
const BACKGROUND: Rgb = PAPER;

/// The layout of one panel: a caption over a board with its coordinates.
#[derive(Clone, Copy, Debug)]
pub(super) struct Layout {
    pub(super) cell: f32,
    pub(super) pad: f32,
    pub(super) caption_h: f32,
    pub(super) label_w: f32,
    pub(super) label_h: f32,
    pub(super) cols: usize,
    /// The rows shown, from the bottom ([`shown_rows`]).
    pub(super) rows: usize,
    /// True when rows above those shown are left out: the board's top
    /// edge is then drawn open.
    pub(super) cropped: bool,
    /// The label of row 0 and column 0 ([`Notation::first_label`]).
    pub(super) first: usize,
}

impl Layout {
    /// The layout of panels of `board` showing its `rows` lowest rows.
    pub(super) fn new(
        board: &Board,
        rows: usize,
        notation: Notation,
        style: &Style,
        caption: bool,
    ) -> Layout {
        let cell = style.cell.max(4.0);
        let label_scale = label_scale(cell);
        let rows = rows.clamp(1, board.height());
        let first = notation.first_label();
        let widest = "0".repeat((rows - 1 + first).to_string().len());
        let (label_w, label_h) = if style.coordinates {
            (
                font::width_units(&widest) * label_scale + cell * 0.3,
                font::HEIGHT * label_scale + cell * 0.3,
            )
        } else {
            (0.0, 0.0)
        };
        Layout {
            cell,
            pad: cell * 0.25,
            caption_h: if caption {
                font::HEIGHT * caption_scale(cell) + cell * 0.35
            } else {
                0.0
            },
            label_w,
            label_h,
            cols: board.width(),
            rows,
            cropped: rows < board.height(),
            first,
        }
    }

    pub(super) fn width(&self) -> f32 {
        self.pad * 2.0 + self.label_w + self.cols as f32 * self.cell
    }

    pub(super) fn height(&self) -> f32 {
        self.pad * 2.0 + self.caption_h + self.rows as f32 * self.cell + self.label_h
    }

    /// The top-left corner of the board area, relative to the panel.
    pub(super) fn board_origin(&self) -> (f32, f32) {
        (self.pad + self.label_w, self.pad + self.caption_h)
    }

    /// The top-left corner of cell `(x, y)` relative to the panel.
    pub(super) fn cell_origin(&self, x: usize, y: usize) -> (f32, f32) {
        let (bx, by) = self.board_origin();
        (
            bx + x as f32 * self.cell,
            by + (self.rows - 1 - y) as f32 * self.cell,
        )
    }
}

pub(super) fn caption_scale(cell: f32) -> f32 {
    cell * 0.075
}

pub(super) fn label_scale(cell: f32) -> f32 {
    cell * 0.06
}

/// The scale of a picture's title: between the labels' and the captions'.
pub(super) fn title_scale(cell: f32) -> f32 {
    cell * 0.065
}

pub(super) fn header(out: &mut String, w: f32, h: f32, style: &Style) {
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}"{crisp}>"#,
        w = font::num(w.ceil()),
        h = font::num(h.ceil()),
        crisp = if style.crisp {
            r#" shape-rendering="crispEdges""#
        } else {
            ""
        },
    );
    out.push('\n');
    let _ = writeln!(
        out,
        r#"<rect class="background" width="100%" height="100%" fill="{}"/>"#,
        BACKGROUND.hex()
    );
}

/// Splits `text` into lines of at most `max` stroked characters' advances
/// (a Chinese character takes more: [`font::span_units`]), at spaces, and
/// in Chinese text between any two characters but not before a closing
/// mark (`，` `）` ...) or after an opening one. A word longer than a line,
/// such as a file's path, is cut after its last `/` that fits, or else
/// where the line is full.
pub(super) fn wrap_words(text: &str, max: usize) -> Vec<String> {
    let max = max.max(1) as f32;
    // The advances of some characters, in stroked characters'.
    let slots = |chars: &[char]| -> f32 {
        font::span_units(&chars.iter().collect::<String>()) / font::ADVANCE
    };
    let mut lines: Vec<String> = Vec::new();
    let mut line: Vec<char> = Vec::new();
    for word in text.split_whitespace() {
        for (i, piece) in pieces(word).into_iter().enumerate() {
            let mut piece: Vec<char> = piece.chars().collect();
            // A word's first piece follows a space; the others follow on.
            let space = i == 0 && !line.is_empty();
            let mut joined = line.clone();
            if space {
                joined.push(' ');
            }
            joined.extend(&piece);
            if !line.is_empty() && slots(&joined) > max {
                lines.push(std::mem::take(&mut line).into_iter().collect());
            }
            // Only on a line of its own can a piece be too long.
            while slots(&piece) > max {
                // The most characters that fit, at least one.
                let full = (2..=piece.len())
                    .take_while(|&i| slots(&piece[..i]) <= max)
                    .last()
                    .unwrap_or(1);
                let cut = (1..full)
                    .rev()
                    .find(|&i| piece[i - 1] == '/')
                    .unwrap_or(full);
                lines.push(piece.drain(..cut).collect());
            }
            if !piece.is_empty() {
                if space && !line.is_empty() {
                    line.push(' ');
                }
                line.extend(piece);
            }
        }
    }
    if !line.is_empty() {
        lines.push(line.into_iter().collect());
    }
    lines
}

/// A word cut where a line may end inside it: between two characters of
/// which one is Chinese ([`font::is_filled`]), but not before a
/// full-width closing mark or after an opening one. A word without
/// Chinese is one piece.
fn pieces(word: &str) -> Vec<String> {
    const CLOSING: &str = "，。、；：！？）》」』";
    const OPENING: &str = "（《「『";
    let mut out: Vec<String> = Vec::new();
    let mut prev: Option<char> = None;
    for c in word.chars() {
        let breaks = prev.is_some_and(|p| {
            (font::is_filled(p) || font::is_filled(c))
                && !CLOSING.contains(c)
                && !OPENING.contains(p)
        });
        match out.last_mut() {
            Some(last) if !breaks => last.push(c),
            _ => out.push(c.to_string()),
        }
        prev = Some(c);
    }
    out
}

/// A page of panels in rows, under an optional title: the one way every
/// picture here is laid out.
pub(super) struct Page<'a> {
    layout: Layout,
    /// Space around and between panels.
    gap: f32,
    /// The title, and its lines wrapped to the page's width.
    title_text: &'a str,
    title: Vec<String>,
    rows: Vec<Vec<&'a Frame>>,
}

impl<'a> Page<'a> {
    pub(super) fn new(
        layout: Layout,
        gap: f32,
        title: Option<&'a str>,
        rows: Vec<Vec<&'a Frame>>,
    ) -> Page<'a> {
        let mut page = Page {
            layout,
            gap,
            title_text: title.unwrap_or(""),
            title: Vec::new(),
            rows,
        };
        if let Some(text) = title {
            let s = title_scale(layout.cell);
            let room = page.width() - 2.0 * (gap + layout.pad);
            // n characters take (6n - 2) units.
            let max = ((room / s + 2.0) / font::ADVANCE).floor().max(1.0) as usize;
            page.title = wrap_words(text, max);
        }
        page
    }

    pub(super) fn columns(&self) -> usize {
        self.rows.iter().map(Vec::len).max().unwrap_or(1).max(1)
    }

    pub(super) fn width(&self) -> f32 {
        self.gap + self.columns() as f32 * (self.layout.width() + self.gap)
    }

    /// The space between the title's lines, in lines: half a line, more
    /// for Chinese characters, which reach above and below the capitals.
    fn leading(&self) -> f32 {
        if self.title_text.chars().any(font::is_filled) {
            0.8
        } else {
            0.5
        }
    }

    /// The title's height, with the space under it (lines [`Self::leading`]
    /// apart, and a line's height between the title and the panels).
    pub(super) fn title_height(&self) -> f32 {
        if self.title.is_empty() {
            return 0.0;
        }
        let line = font::HEIGHT * title_scale(self.layout.cell);
        let n = self.title.len() as f32;
        self.layout.pad + n * line + (n - 1.0) * line * self.leading() + line
    }

    pub(super) fn height(&self) -> f32 {
        self.gap
            + self.title_height()
            + self.rows.len().max(1) as f32 * (self.layout.height() + self.gap)
    }

    pub(super) fn draw(&self, notation: Notation, style: &Style, captions: bool) -> String {
        let l = &self.layout;
        let mut out = String::new();
        header(&mut out, self.width(), self.height(), style);
        if !self.title.is_empty() {
            let s = title_scale(l.cell);
            let x = self.gap + l.pad;
            let (mut d, mut filled) = (String::new(), String::new());
            for (i, line) in self.title.iter().enumerate() {
                let y = self.gap + l.pad + i as f32 * font::HEIGHT * s * (1.0 + self.leading());
                d.push_str(&font::path_data(line, x, y, s));
                filled.push_str(&font::fill_data(line, x, y, s));
            }
            let _ = writeln!(
                out,
                r#"<path class="title" data-text="{}" d="{d}" {}/>"#,
                escape(self.title_text),
                stroke(s)
            );
            glyphs(&mut out, "title", &filled);
        }
        let top = self.gap + self.title_height();
        for (r, row) in self.rows.iter().enumerate() {
            for (c, f) in row.iter().enumerate() {
                let at = (
                    self.gap + c as f32 * (l.width() + self.gap),
                    top + r as f32 * (l.height() + self.gap),
                );
                let caption = captions.then(|| f.caption(notation));
                panel(&mut out, f, caption.as_deref(), l, style, at);
            }
        }
        out.push_str("</svg>\n");
        out
    }
}

/// Text for an XML attribute.
pub(super) fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The filled glyphs (`d` from [`font::fill_data`]) of the text drawn by
/// the path of class `class`, as a path of their own after it (class
/// `class cjk`), in the strokes' ink and with no stroke; nothing when there
/// are none, as in English.
pub(super) fn glyphs(out: &mut String, class: &str, d: &str) {
    if !d.is_empty() {
        let _ = writeln!(
            out,
            r#"<path class="{class} cjk" d="{d}" fill="{}"/>"#,
            INK.hex()
        );
    }
}

/// The stroke attributes of text drawn at `scale`.
pub(super) fn stroke(scale: f32) -> String {
    format!(
        r#"fill="none" stroke="{}" stroke-width="{}" stroke-linecap="round" stroke-linejoin="round""#,
        INK.hex(),
        font::num(scale * 0.9)
    )
}
