//! SVG pictures of boards and of solutions.
//!
//! Every block is one `<g class="block">` element: a rounded square in its
//! colour's fill with its colour's symbol on top (see [`crate::palette`]).
//! Text (captions, coordinates) is drawn with the stroke font of
//! [`crate::font`], so no font is needed to display or rasterise a picture.

use std::fmt::Write;

use mayan_core::{Board, Dir, EMPTY, GREY, Notation};

use crate::font;
use crate::frames::{Frame, FrameKind, has, shown_rows};
use crate::palette::{self, INK, PAPER, Rgb, Symbol};

/// How pictures are drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    /// The side of a cell in pixels.
    pub cell: f32,
    /// Row numbers on the left and column numbers below each board.
    pub coordinates: bool,
    /// Draw without anti-aliasing (`shape-rendering="crispEdges"`): fewer
    /// colours, for GIF palettes.
    pub crisp: bool,
}

impl Default for Style {
    fn default() -> Style {
        Style {
            cell: 40.0,
            coordinates: true,
            crisp: false,
        }
    }
}

/// The page background.
const BACKGROUND: Rgb = PAPER;
/// The board's background.
const BOARD_BG: Rgb = Rgb(0xF2, 0xF2, 0xF2);
/// Grid lines.
const GRID: Rgb = Rgb(0xDC, 0xDC, 0xDC);
/// Marks of cells that just vanished.
const SPARK: Rgb = Rgb(0x99, 0x99, 0x99);

/// The layout of one panel: a caption over a board with its coordinates.
#[derive(Clone, Copy, Debug)]
struct Layout {
    cell: f32,
    pad: f32,
    caption_h: f32,
    label_w: f32,
    label_h: f32,
    cols: usize,
    /// The rows shown, from the bottom ([`shown_rows`]).
    rows: usize,
    /// True when rows above those shown are left out: the board's top
    /// edge is then drawn open.
    cropped: bool,
    /// The label of row 0 and column 0 ([`Notation::first_label`]).
    first: usize,
}

impl Layout {
    /// The layout of panels of `board` showing its `rows` lowest rows.
    fn new(board: &Board, rows: usize, notation: Notation, style: &Style, caption: bool) -> Layout {
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

    fn width(&self) -> f32 {
        self.pad * 2.0 + self.label_w + self.cols as f32 * self.cell
    }

    fn height(&self) -> f32 {
        self.pad * 2.0 + self.caption_h + self.rows as f32 * self.cell + self.label_h
    }

    /// The top-left corner of the board area, relative to the panel.
    fn board_origin(&self) -> (f32, f32) {
        (self.pad + self.label_w, self.pad + self.caption_h)
    }

    /// The top-left corner of cell `(x, y)` relative to the panel.
    fn cell_origin(&self, x: usize, y: usize) -> (f32, f32) {
        let (bx, by) = self.board_origin();
        (
            bx + x as f32 * self.cell,
            by + (self.rows - 1 - y) as f32 * self.cell,
        )
    }
}

fn caption_scale(cell: f32) -> f32 {
    cell * 0.075
}

fn label_scale(cell: f32) -> f32 {
    cell * 0.06
}

/// The scale of a picture's title: between the labels' and the captions'.
fn title_scale(cell: f32) -> f32 {
    cell * 0.065
}

fn header(out: &mut String, w: f32, h: f32, style: &Style) {
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

/// Splits `text` into lines of at most `max` characters, at spaces where
/// it can. A word longer than a line, such as a file's path, is cut after
/// its last `/` that fits, or else where the line is full.
fn wrap_words(text: &str, max: usize) -> Vec<String> {
    let max = max.max(1);
    let mut lines: Vec<String> = Vec::new();
    let mut line: Vec<char> = Vec::new();
    for word in text.split_whitespace() {
        let mut word: Vec<char> = word.chars().collect();
        if !line.is_empty() && line.len() + 1 + word.len() > max {
            lines.push(std::mem::take(&mut line).into_iter().collect());
        }
        // Only on a line of its own can a word be too long.
        while word.len() > max {
            let cut = (1..max).rev().find(|&i| word[i - 1] == '/').unwrap_or(max);
            lines.push(word.drain(..cut).collect());
        }
        if !word.is_empty() {
            if !line.is_empty() {
                line.push(' ');
            }
            line.extend(word);
        }
    }
    if !line.is_empty() {
        lines.push(line.into_iter().collect());
    }
    lines
}

/// A page of panels in rows, under an optional title: the one way every
/// picture here is laid out.
struct Page<'a> {
    layout: Layout,
    /// Space around and between panels.
    gap: f32,
    /// The title, and its lines wrapped to the page's width.
    title_text: &'a str,
    title: Vec<String>,
    rows: Vec<Vec<&'a Frame>>,
}

impl<'a> Page<'a> {
    fn new(
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

    fn columns(&self) -> usize {
        self.rows.iter().map(Vec::len).max().unwrap_or(1).max(1)
    }

    fn width(&self) -> f32 {
        self.gap + self.columns() as f32 * (self.layout.width() + self.gap)
    }

    /// The title's height, with the space under it (lines half a line
    /// apart, and a line's height between the title and the panels).
    fn title_height(&self) -> f32 {
        if self.title.is_empty() {
            return 0.0;
        }
        let line = font::HEIGHT * title_scale(self.layout.cell);
        let n = self.title.len() as f32;
        self.layout.pad + n * line + (n - 1.0) * line * 0.5 + line
    }

    fn height(&self) -> f32 {
        self.gap
            + self.title_height()
            + self.rows.len().max(1) as f32 * (self.layout.height() + self.gap)
    }

    fn draw(&self, notation: Notation, style: &Style, captions: bool) -> String {
        let l = &self.layout;
        let mut out = String::new();
        header(&mut out, self.width(), self.height(), style);
        if !self.title.is_empty() {
            let s = title_scale(l.cell);
            let x = self.gap + l.pad;
            let mut d = String::new();
            for (i, line) in self.title.iter().enumerate() {
                let y = self.gap + l.pad + i as f32 * font::HEIGHT * s * 1.5;
                d.push_str(&font::path_data(line, x, y, s));
            }
            let _ = writeln!(
                out,
                r#"<path class="title" data-text="{}" d="{d}" {}/>"#,
                escape(self.title_text),
                stroke(s)
            );
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
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The stroke attributes of text drawn at `scale`.
fn stroke(scale: f32) -> String {
    format!(
        r#"fill="none" stroke="{}" stroke-width="{}" stroke-linecap="round" stroke-linejoin="round""#,
        INK.hex(),
        font::num(scale * 0.9)
    )
}

/// A picture of a board alone, with its coordinates (when the style asks
/// for them, numbered as `notation` counts) and no caption. It shows the
/// rows in use and one more ([`shown_rows`]).
pub fn board(board: &Board, notation: Notation, style: &Style) -> String {
    let frame = Frame::still(FrameKind::Start, *board);
    let rows = shown_rows(std::slice::from_ref(&frame));
    let layout = Layout::new(board, rows, notation, style, false);
    Page::new(layout, 0.0, None, vec![vec![&frame]]).draw(notation, style, false)
}

/// Every frame of an animation as a picture with its caption, under
/// `title` when given. All have one size and show the same rows (those
/// any frame uses, and one more: [`shown_rows`]), so they can be played
/// one after the other.
pub fn animation(
    frames: &[Frame],
    notation: Notation,
    style: &Style,
    title: Option<&str>,
) -> Vec<String> {
    let Some(first) = frames.first() else {
        return Vec::new();
    };
    let layout = Layout::new(&first.board, shown_rows(frames), notation, style, true);
    frames
        .iter()
        .map(|f| Page::new(layout, 0.0, title, vec![vec![f]]).draw(notation, style, true))
        .collect()
}

/// The most panels a row of a strip holds.
const MAX_PER_ROW: usize = 8;
/// The fewest panels a row of a strip is made to hold (when there are as
/// many).
const MIN_PER_ROW: usize = 4;

/// How many panels each row of a strip holds, for moves of `groups[i]`
/// frames each. Each row width from [`MIN_PER_ROW`] to [`MAX_PER_ROW`] is
/// tried two ways: rows filled to the width, and rows where a move's
/// frames start a new row when they fit a row but not what is left of
/// this one. Of those layouts the one with the fewest blank places wins
/// (rows times the widest row, less the panels), then the one that splits
/// the fewest moves over two rows, then the one with the fewest rows: the
/// frames are spread evenly, and no last row holds one frame when they
/// could be.
fn row_lengths(groups: &[usize]) -> Vec<usize> {
    let total: usize = groups.iter().sum();
    let mut best: Option<((usize, usize, usize), Vec<usize>)> = None;
    for per_row in total.min(MIN_PER_ROW)..=total.min(MAX_PER_ROW) {
        for keep_whole in [false, true] {
            let rows = fill_rows(groups, per_row, keep_whole);
            let widest = rows.iter().copied().max().unwrap_or(0);
            let key = (
                widest * rows.len() - total,
                splits(groups, &rows),
                rows.len(),
            );
            if best.as_ref().is_none_or(|(k, _)| key < *k) {
                best = Some((key, rows));
            }
        }
    }
    best.map(|(_, rows)| rows).unwrap_or_default()
}

/// Rows of at most `per_row` panels; with `keep_whole`, a move that fits
/// a row but not the rest of this one starts the next.
fn fill_rows(groups: &[usize], per_row: usize, keep_whole: bool) -> Vec<usize> {
    let mut rows = vec![0usize];
    for &g in groups {
        let used = rows.last().copied().unwrap_or(0);
        if keep_whole && used > 0 && g > per_row - used && g <= per_row {
            rows.push(0);
        }
        let mut left = g;
        while left > 0 {
            let used = rows.last().copied().unwrap_or(0);
            if used == per_row {
                rows.push(0);
                continue;
            }
            let take = left.min(per_row - used);
            if let Some(r) = rows.last_mut() {
                *r += take;
            }
            left -= take;
        }
    }
    rows.retain(|&r| r > 0);
    rows
}

/// How many moves `rows` cut in two (or more).
fn splits(groups: &[usize], rows: &[usize]) -> usize {
    let mut ends = std::collections::BTreeSet::new();
    let mut at = 0;
    for r in rows {
        at += r;
        ends.insert(at);
    }
    let (mut start, mut cut) = (0, 0);
    for g in groups {
        if *g > 1 && ends.range(start + 1..start + g).next().is_some() {
            cut += 1;
        }
        start += g;
    }
    cut
}

/// A strip of a whole solution: the start, then each move's frames (the
/// move, each fall, each clear) left to right, in rows of even length
/// (never a last row of one frame that could be shared out), under `title` when given (say, why there are no moves
/// to show). Every panel shows the same rows: those any frame uses, and
/// one more ([`shown_rows`]).
pub fn strip(frames: &[Frame], notation: Notation, style: &Style, title: Option<&str>) -> String {
    let Some(first) = frames.first() else {
        let mut out = String::new();
        header(&mut out, 1.0, 1.0, style);
        out.push_str("</svg>\n");
        return out;
    };
    let mut groups: Vec<usize> = Vec::new();
    for (i, f) in frames.iter().enumerate() {
        match groups.last_mut() {
            Some(g) if i > 0 && frames[i - 1].number() == f.number() => *g += 1,
            _ => groups.push(1),
        }
    }
    let mut rest = frames;
    let mut rows = Vec::new();
    for n in row_lengths(&groups) {
        let (row, later) = rest.split_at(n.min(rest.len()));
        rows.push(row.iter().collect());
        rest = later;
    }
    let layout = Layout::new(&first.board, shown_rows(frames), notation, style, true);
    Page::new(layout, style.cell * 0.25, title, rows).draw(notation, style, true)
}

/// Draws one panel at `at`.
fn panel(
    out: &mut String,
    frame: &Frame,
    caption: Option<&str>,
    l: &Layout,
    style: &Style,
    at: (f32, f32),
) {
    let n = font::num;
    let _ = writeln!(
        out,
        r#"<g class="panel" transform="translate({} {})">"#,
        n(at.0),
        n(at.1)
    );
    if let Some(text) = caption {
        // As large as the style says, or smaller to fit the panel's width.
        let room = l.width() - 2.0 * l.pad;
        let s = caption_scale(l.cell).min(room / font::width_units(text).max(1.0));
        let y = l.pad + (font::HEIGHT * caption_scale(l.cell) - font::HEIGHT * s);
        let _ = writeln!(
            out,
            r#"<path class="caption" d="{}" {}/>"#,
            font::path_data(text, l.pad, y, s),
            stroke(s)
        );
    }
    let (bx, by) = l.board_origin();
    let (bw, bh) = (l.cols as f32 * l.cell, l.rows as f32 * l.cell);
    if l.cropped {
        // The rows above are left out: the board is open at the top.
        let _ = writeln!(
            out,
            r#"<rect class="board" x="{}" y="{}" width="{}" height="{}" fill="{}"/>"#,
            n(bx),
            n(by),
            n(bw),
            n(bh),
            BOARD_BG.hex()
        );
        let _ = writeln!(
            out,
            r#"<path class="board-edge" d="M{} {}V{}H{}V{}" stroke="{}" stroke-width="1" fill="none"/>"#,
            n(bx),
            n(by),
            n(by + bh),
            n(bx + bw),
            n(by),
            GRID.hex()
        );
    } else {
        let _ = writeln!(
            out,
            r#"<rect class="board" x="{}" y="{}" width="{}" height="{}" fill="{}" stroke="{}" stroke-width="1"/>"#,
            n(bx),
            n(by),
            n(bw),
            n(bh),
            BOARD_BG.hex(),
            GRID.hex()
        );
    }
    let mut grid = String::new();
    for x in 1..l.cols {
        let gx = bx + x as f32 * l.cell;
        let _ = write!(grid, "M{} {}V{}", n(gx), n(by), n(by + bh));
    }
    for y in 1..l.rows {
        let gy = by + y as f32 * l.cell;
        let _ = write!(grid, "M{} {}H{}", n(bx), n(gy), n(bx + bw));
    }
    if !grid.is_empty() {
        let _ = writeln!(
            out,
            r#"<path class="grid" d="{grid}" stroke="{}" stroke-width="1" fill="none"/>"#,
            GRID.hex()
        );
    }
    if style.coordinates {
        // One path per axis; `data-labels` says what it reads, bottom up
        // and left to right.
        let s = label_scale(l.cell);
        let (mut d, mut labels) = (String::new(), Vec::new());
        for y in 0..l.rows {
            let t = (y + l.first).to_string();
            let (_, cy) = l.cell_origin(0, y);
            let tx = bx - l.cell * 0.15 - font::width_units(&t) * s;
            let ty = cy + (l.cell - font::HEIGHT * s) / 2.0;
            d.push_str(&font::path_data(&t, tx, ty, s));
            labels.push(t);
        }
        let _ = writeln!(
            out,
            r#"<path class="coordinates rows" data-labels="{}" d="{d}" {} opacity="0.6"/>"#,
            labels.join(" "),
            stroke(s)
        );
        let (mut d, mut labels) = (String::new(), Vec::new());
        for x in 0..l.cols {
            let t = (x + l.first).to_string();
            let (cx, _) = l.cell_origin(x, 0);
            let tx = cx + (l.cell - font::width_units(&t) * s) / 2.0;
            d.push_str(&font::path_data(&t, tx, by + bh + l.cell * 0.15, s));
            labels.push(t);
        }
        let _ = writeln!(
            out,
            r#"<path class="coordinates columns" data-labels="{}" d="{d}" {} opacity="0.6"/>"#,
            labels.join(" "),
            stroke(s)
        );
    }
    let b = &frame.board;
    for x in 0..l.cols {
        for y in 0..l.rows {
            let cell = b.get(x, y);
            let (cx, cy) = l.cell_origin(x, y);
            if cell != EMPTY {
                block(out, cell, cx, cy, l.cell);
            } else if has(&frame.cleared, x, y) {
                spark(out, cx, cy, l.cell);
            }
        }
    }
    for x in 0..l.cols {
        for y in 0..l.rows {
            let (cx, cy) = l.cell_origin(x, y);
            if has(&frame.vanishing, x, y) {
                vanishing(out, cx, cy, l.cell);
            }
            if has(&frame.moved, x, y) {
                moved(out, cx, cy, l.cell);
            }
        }
    }
    if let FrameKind::Move { mv, .. } = frame.kind {
        arrow(out, mv, l);
    }
    out.push_str("</g>\n");
}

/// One block: a rounded square in its fill and its symbol.
fn block(out: &mut String, cell: u8, x: f32, y: f32, size: f32) {
    let n = font::num;
    let inset = size * 0.06;
    let side = size - 2.0 * inset;
    let fill = palette::fill(cell);
    let _ = write!(
        out,
        r#"<g class="block" data-cell="{}"><rect x="{}" y="{}" width="{}" height="{}" rx="{}" fill="{}" stroke="{}" stroke-opacity="0.35" stroke-width="{}"/>"#,
        mayan_core::cell_char(cell),
        n(x + inset),
        n(y + inset),
        n(side),
        n(side),
        n(size * 0.12),
        fill.hex(),
        INK.hex(),
        n((size * 0.025).max(0.5))
    );
    let ink = palette::ink_on(cell).hex();
    let (cx, cy) = (x + size / 2.0, y + size / 2.0);
    let r = size * 0.27;
    let poly = |pts: &[(f32, f32)]| -> String {
        let mut d = String::new();
        for (i, (px, py)) in pts.iter().enumerate() {
            let _ = write!(
                d,
                "{}{} {}",
                if i == 0 { 'M' } else { 'L' },
                n(cx + px * r),
                n(cy + py * r)
            );
        }
        d.push('Z');
        d
    };
    let regular = |k: usize, start: f32, radius: f32| -> Vec<(f32, f32)> {
        (0..k)
            .map(|i| {
                let a = start + i as f32 * std::f32::consts::TAU / k as f32;
                (radius * a.cos(), radius * a.sin())
            })
            .collect()
    };
    let filled = |d: String| format!(r#"<path d="{d}" fill="{ink}"/>"#);
    let stroked = |d: String, w: f32| {
        format!(
            r#"<path d="{d}" fill="none" stroke="{ink}" stroke-width="{}" stroke-linecap="round"/>"#,
            n(w * r)
        )
    };
    let up = -std::f32::consts::FRAC_PI_2;
    let sym = match palette::symbol(cell) {
        Symbol::None => String::new(),
        Symbol::Circle => format!(
            r#"<circle cx="{}" cy="{}" r="{}" fill="{ink}"/>"#,
            n(cx),
            n(cy),
            n(r * 0.85)
        ),
        Symbol::Bowtie => filled(poly(&[
            (-1.0, -0.8),
            (0.0, 0.0),
            (1.0, -0.8),
            (1.0, 0.8),
            (0.0, 0.0),
            (-1.0, 0.8),
        ])),
        Symbol::TriangleUp => filled(poly(&regular(3, up, 1.05))),
        Symbol::TriangleDown => filled(poly(&regular(3, -up, 1.05))),
        Symbol::Square => filled(poly(&[
            (-0.75, -0.75),
            (0.75, -0.75),
            (0.75, 0.75),
            (-0.75, 0.75),
        ])),
        Symbol::Diamond => filled(poly(&regular(4, up, 1.0))),
        Symbol::Hexagon => filled(poly(&regular(6, 0.0, 0.95))),
        Symbol::Star => {
            let pts: Vec<(f32, f32)> = (0..10)
                .map(|i| {
                    let a = up + i as f32 * std::f32::consts::PI / 5.0;
                    let rad = if i % 2 == 0 { 1.1 } else { 0.45 };
                    (rad * a.cos(), rad * a.sin())
                })
                .collect();
            filled(poly(&pts))
        }
        Symbol::Plus => stroked(
            format!(
                "M{} {}H{}M{} {}V{}",
                n(cx - r),
                n(cy),
                n(cx + r),
                n(cx),
                n(cy - r),
                n(cy + r)
            ),
            0.45,
        ),
        Symbol::HalfDisc => {
            // The lower half of a disc, its flat side up.
            let k = r * 0.95;
            filled(format!(
                "M{} {}A{} {} 0 0 0 {} {}Z",
                n(cx - k),
                n(cy - k * 0.35),
                n(k),
                n(k),
                n(cx + k),
                n(cy - k * 0.35)
            ))
        }
        Symbol::Letter(c) => {
            let s = r * 1.7 / font::HEIGHT;
            let text = c.to_string();
            let d = font::path_data(
                &text,
                cx - font::width_units(&text) * s / 2.0,
                cy - font::HEIGHT * s / 2.0,
                s,
            );
            format!(
                r#"<path d="{d}" fill="none" stroke="{ink}" stroke-width="{}" stroke-linecap="round" stroke-linejoin="round"/>"#,
                n(s * 1.2)
            )
        }
        Symbol::Hatch => {
            let mut d = String::new();
            let (x0, y0) = (x + inset, y + inset);
            for k in 1..8 {
                let t = k as f32 * side / 4.0;
                let (a, b) = if t <= side {
                    ((x0 + t, y0), (x0, y0 + t))
                } else {
                    ((x0 + side, y0 + t - side), (x0 + t - side, y0 + side))
                };
                let _ = write!(d, "M{} {}L{} {}", n(a.0), n(a.1), n(b.0), n(b.1));
            }
            debug_assert_eq!(cell, GREY);
            format!(
                r#"<path d="{d}" stroke="{}" stroke-width="{}" fill="none"/>"#,
                palette::GREY_HATCH.hex(),
                n(size * 0.06)
            )
        }
    };
    out.push_str(&sym);
    out.push_str("</g>\n");
}

/// The mark of a cell whose block just vanished: a faint burst.
fn spark(out: &mut String, x: f32, y: f32, size: f32) {
    let n = font::num;
    let (cx, cy) = (x + size / 2.0, y + size / 2.0);
    let mut d = String::new();
    for i in 0..8 {
        let a = i as f32 * std::f32::consts::FRAC_PI_4;
        let (s, c) = a.sin_cos();
        let _ = write!(
            d,
            "M{} {}L{} {}",
            n(cx + c * size * 0.12),
            n(cy + s * size * 0.12),
            n(cx + c * size * 0.3),
            n(cy + s * size * 0.3)
        );
    }
    let _ = writeln!(
        out,
        r#"<path class="cleared" d="{d}" stroke="{}" stroke-width="{}" stroke-linecap="round" fill="none"/>"#,
        SPARK.hex(),
        n(size * 0.05)
    );
}

/// The mark of a cell about to vanish: a dashed outline over a white halo.
fn vanishing(out: &mut String, x: f32, y: f32, size: f32) {
    let n = font::num;
    let i = size * 0.1;
    let rect = |class: &str, colour: Rgb, w: f32, dash: &str| {
        format!(
            r#"<rect class="{class}" x="{}" y="{}" width="{}" height="{}" rx="{}" fill="none" stroke="{}" stroke-width="{}"{dash}/>"#,
            n(x + i),
            n(y + i),
            n(size - 2.0 * i),
            n(size - 2.0 * i),
            n(size * 0.1),
            colour.hex(),
            n(w)
        )
    };
    out.push_str(&rect("vanishing-halo", PAPER, size * 0.11, ""));
    out.push_str(&rect(
        "vanishing",
        INK,
        size * 0.07,
        &format!(
            r#" stroke-dasharray="{} {}""#,
            n(size * 0.13),
            n(size * 0.09)
        ),
    ));
    out.push('\n');
}

/// The mark of a moved cell: a solid outline over a white halo.
fn moved(out: &mut String, x: f32, y: f32, size: f32) {
    let n = font::num;
    let i = size * 0.02;
    for (class, colour, w) in [
        ("moved-halo", PAPER, size * 0.14),
        ("moved", INK, size * 0.08),
    ] {
        let _ = write!(
            out,
            r#"<rect class="{class}" x="{}" y="{}" width="{}" height="{}" rx="{}" fill="none" stroke="{}" stroke-width="{}"/>"#,
            n(x + i),
            n(y + i),
            n(size - 2.0 * i),
            n(size - 2.0 * i),
            n(size * 0.12),
            colour.hex(),
            n(w)
        );
    }
    out.push('\n');
}

/// An arrowhead on the edge between a moved block's old cell and its new
/// one, pointing the way it went.
fn arrow(out: &mut String, mv: mayan_core::Move, l: &Layout) {
    let n = font::num;
    let (x, y) = (usize::from(mv.x), usize::from(mv.y));
    if x >= l.cols || y >= l.rows {
        return;
    }
    let (ox, oy) = l.cell_origin(x, y);
    let half = l.cell / 2.0;
    let (cx, cy) = (ox + half, oy + half);
    // The edge midpoint and the unit direction on screen (y down).
    let (dx, dy) = match mv.dir {
        Dir::Right => (1.0, 0.0),
        Dir::Left => (-1.0, 0.0),
        Dir::Up => (0.0, -1.0),
        Dir::Down => (0.0, 1.0),
    };
    let (mx, my) = (cx + dx * half, cy + dy * half);
    let s = l.cell * 0.2;
    let tip = (mx + dx * s, my + dy * s);
    let left = (mx - dx * s * 0.6 - dy * s, my - dy * s * 0.6 + dx * s);
    let right = (mx - dx * s * 0.6 + dy * s, my - dy * s * 0.6 - dx * s);
    let _ = writeln!(
        out,
        r#"<path class="arrow" d="M{} {}L{} {}L{} {}Z" fill="{}" stroke="{}" stroke-width="{}" stroke-linejoin="round"/>"#,
        n(tip.0),
        n(tip.1),
        n(left.0),
        n(left.1),
        n(right.0),
        n(right.1),
        PAPER.hex(),
        INK.hex(),
        n(l.cell * 0.05)
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frames::frames;
    use crate::testdata::{noip_sample, panel_sample, panel_turns, sample_turns};

    fn parse(svg: &str) -> roxmltree::Document<'_> {
        roxmltree::Document::parse(svg).unwrap()
    }

    fn class_count(doc: &roxmltree::Document<'_>, class: &str) -> usize {
        doc.descendants()
            .filter(|n| n.attribute("class") == Some(class))
            .count()
    }

    #[test]
    fn a_board_has_one_block_shape_per_block() {
        let b = noip_sample();
        let svg = board(&b, Notation::Noip, &Style::default());
        let doc = parse(&svg);
        assert_eq!(doc.root_element().tag_name().name(), "svg");
        assert_eq!(class_count(&doc, "block"), b.block_count());
        assert_eq!(b.block_count(), 12);
        // The cells named in the picture are the board's, colour by colour.
        let mut named: Vec<String> = doc
            .descendants()
            .filter_map(|n| n.attribute("data-cell"))
            .map(str::to_string)
            .collect();
        named.sort();
        let mut expected: Vec<String> = b
            .to_grid_string()
            .chars()
            .filter(|c| c.is_ascii_digit())
            .map(|c| c.to_string())
            .collect();
        expected.sort();
        assert_eq!(named, expected);
        // No text elements: everything is a path.
        assert_eq!(
            doc.descendants().filter(|n| n.has_tag_name("text")).count(),
            0
        );
    }

    #[test]
    fn grey_blocks_are_hatched() {
        let mut b = Board::new(3, 2).unwrap();
        b.set(0, 0, GREY);
        b.set(1, 0, 1);
        let svg = board(&b, Notation::Noip, &Style::default());
        let doc = parse(&svg);
        assert_eq!(class_count(&doc, "block"), 2);
        assert!(svg.contains(&palette::GREY_HATCH.hex()));
        assert!(svg.contains(&palette::GREY_FILL.hex()));
    }

    #[test]
    fn a_strip_has_a_panel_per_frame_and_marks_the_moves() {
        let start = noip_sample();
        let turns = sample_turns();
        let fr = frames(&start, &turns);
        let svg = strip(&fr, Notation::Noip, &Style::default(), None);
        let doc = parse(&svg);
        assert_eq!(class_count(&doc, "panel"), 9);
        let blocks: usize = fr.iter().map(|f| f.board.block_count()).sum();
        assert_eq!(class_count(&doc, "block"), blocks);
        // Two highlighted cells and one arrow per move.
        assert_eq!(class_count(&doc, "moved"), 6);
        assert_eq!(class_count(&doc, "arrow"), 3);
        // 6 + 3 + 3 cells marked before they vanish, and as many sparks.
        assert_eq!(class_count(&doc, "vanishing"), 12);
        assert_eq!(class_count(&doc, "cleared"), 12);
        // Two rows, five frames and four: the start, moves 1 to 3 and the
        // first clear, then the rest of move 3's cascade.
        let root = doc.root_element();
        let w: f32 = root.attribute("width").unwrap().parse().unwrap();
        let h: f32 = root.attribute("height").unwrap().parse().unwrap();
        assert!(w > h, "{w} x {h}");
    }

    /// Width and height of an SVG picture.
    fn size(svg: &str) -> (f32, f32) {
        let doc = parse(svg);
        let r = doc.root_element();
        let get = |a: &str| r.attribute(a).unwrap().parse::<f32>().unwrap();
        (get("width"), get("height"))
    }

    /// The height of every board drawn, in cells.
    fn board_heights(svg: &str, cell: f32) -> Vec<f32> {
        let doc = parse(svg);
        doc.descendants()
            .filter(|n| n.attribute("class") == Some("board"))
            .map(|n| n.attribute("height").unwrap().parse::<f32>().unwrap() / cell)
            .collect()
    }

    #[test]
    fn an_animation_has_one_size_and_one_crop() {
        let fr = frames(&panel_sample(), &panel_turns());
        let style = Style::default();
        let pictures = animation(&fr, Notation::PanelAttack, &style, None);
        assert_eq!(pictures.len(), fr.len());
        let sizes: Vec<(f32, f32)> = pictures.iter().map(|p| size(p)).collect();
        assert!(sizes.iter().all(|s| s == &sizes[0]), "{sizes:?}");
        for p in &pictures {
            assert_eq!(board_heights(p, style.cell), [6.0]);
        }
    }

    #[test]
    fn tall_boards_are_cropped_to_the_rows_in_use_and_one_more() {
        let style = Style::default();
        // Panel Attack: 5 rows of 12 in use, 6 shown on every panel, the
        // board open at the top.
        let fr = frames(&panel_sample(), &panel_turns());
        let svg = strip(&fr, Notation::PanelAttack, &style, None);
        let heights = board_heights(&svg, style.cell);
        assert_eq!(heights.len(), fr.len());
        assert!(heights.iter().all(|&h| h == 6.0), "{heights:?}");
        let doc = parse(&svg);
        assert_eq!(class_count(&doc, "board-edge"), fr.len());
        // No label names a row that is not drawn.
        for l in labels(&doc, "rows") {
            assert_eq!(l, "1 2 3 4 5 6");
        }
        // A board whose top row is in use is drawn whole, closed.
        let mut full = Board::new(3, 4).unwrap();
        for y in 0..4 {
            full.set(0, y, 1 + (y % 2) as u8);
        }
        let svg = board(&full, Notation::Plain, &style);
        assert_eq!(board_heights(&svg, style.cell), [4.0]);
        assert_eq!(class_count(&parse(&svg), "board-edge"), 0);
    }

    #[test]
    fn a_title_is_wrapped_to_the_picture() {
        let style = Style::default();
        let fr = frames(&noip_sample(), &[]);
        let plain = strip(&fr, Notation::Noip, &style, None);
        let text = "no solution in exactly 1 move";
        let titled = strip(&fr, Notation::Noip, &style, Some(text));
        let doc = parse(&titled);
        let title = doc
            .descendants()
            .find(|n| n.attribute("class") == Some("title"))
            .unwrap();
        assert_eq!(title.attribute("data-text"), Some(text));
        // The title makes the picture taller, not wider: it wraps.
        let (w, h) = size(&titled);
        assert_eq!(w, size(&plain).0);
        assert!(h > size(&plain).1);
        // Every point of its strokes is inside the picture.
        let d = title.attribute("d").unwrap();
        let xs = d
            .split(['M', 'L'])
            .filter_map(|p| p.split_whitespace().next())
            .map(|x| x.parse::<f32>().unwrap());
        assert!(xs.into_iter().all(|x| x > 0.0 && x < w), "{d}");
        assert!(
            strip(&fr, Notation::Noip, &style, None)
                .find("title")
                .is_none()
        );
    }

    #[test]
    fn words_wrap_at_spaces_and_long_ones_are_cut() {
        assert_eq!(
            wrap_words("no solution in exactly 1 move", 15),
            ["no solution in", "exactly 1 move"]
        );
        assert_eq!(
            wrap_words("a-long-file-name.ans: -1", 10),
            ["a-long-fil", "e-name.ans", ": -1"]
        );
        assert_eq!(
            wrap_words("/tmp/rw/none.ans: the answer is -1", 15),
            ["/tmp/rw/", "none.ans: the", "answer is -1"]
        );
        assert_eq!(wrap_words("", 10), Vec::<String>::new());
    }

    #[test]
    fn rows_of_a_strip_are_spread_evenly() {
        // The NOIP sample: three one-frame moves, then a six-frame cascade.
        assert_eq!(row_lengths(&[1, 1, 1, 6]), [5, 4]);
        // The box maze: the start, a move, then seven frames.
        assert_eq!(row_lengths(&[1, 1, 7]), [5, 4]);
        // Few frames: one row.
        assert_eq!(row_lengths(&[1, 1, 1, 2]), [5]);
        assert_eq!(row_lengths(&[1, 2]), [3]);
        // Eight fit a row; nine are not eight and one.
        assert_eq!(row_lengths(&[1; 8]), [8]);
        assert_eq!(row_lengths(&[1; 9]), [5, 4]);
        // Moves stay whole when that costs nothing.
        assert_eq!(row_lengths(&[1, 2, 2, 2, 2]), [5, 4]);
        assert_eq!(row_lengths(&[2, 2, 2, 2, 2, 2]), [6, 6]);
        assert_eq!(row_lengths(&[]), Vec::<usize>::new());
    }

    #[test]
    fn no_strip_ends_on_a_row_of_one() {
        // Every way of cutting 5 to 16 frames into moves of up to 7.
        fn each(total: usize, groups: &mut Vec<usize>, check: &mut dyn FnMut(&[usize])) {
            let sum: usize = groups.iter().sum();
            if sum == total {
                check(groups);
                return;
            }
            for g in 1..=(total - sum).min(7) {
                groups.push(g);
                each(total, groups, check);
                groups.pop();
            }
        }
        for total in 5..=16 {
            each(total, &mut vec![1], &mut |groups| {
                let rows = row_lengths(groups);
                assert_eq!(rows.iter().sum::<usize>(), total);
                assert!(
                    rows.iter().all(|&r| r <= MAX_PER_ROW),
                    "{groups:?}: {rows:?}"
                );
                assert!(
                    rows.len() == 1 || rows.last() != Some(&1),
                    "{groups:?}: {rows:?}"
                );
            });
        }
    }

    /// The `data-labels` of every panel's row and column labels.
    fn labels(doc: &roxmltree::Document<'_>, axis: &str) -> Vec<String> {
        let class = format!("coordinates {axis}");
        doc.descendants()
            .filter(|n| n.attribute("class") == Some(class.as_str()))
            .filter_map(|n| n.attribute("data-labels"))
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn labels_count_as_the_notation_does() {
        let svg = board(&noip_sample(), Notation::Noip, &Style::default());
        let doc = parse(&svg);
        // The sample's blocks reach row 3: rows 0 to 4 are drawn.
        assert_eq!(labels(&doc, "rows"), ["0 1 2 3 4"]);
        assert_eq!(labels(&doc, "columns"), ["0 1 2 3 4"]);
        let fr = frames(&panel_sample(), &panel_turns());
        let svg = strip(&fr, Notation::PanelAttack, &Style::default(), None);
        let doc = parse(&svg);
        let rows = labels(&doc, "rows");
        assert_eq!(rows.len(), fr.len());
        assert!(rows.iter().all(|r| r == "1 2 3 4 5 6"), "{rows:?}");
        let columns = labels(&doc, "columns");
        assert!(columns.iter().all(|c| c == "1 2 3 4 5 6"), "{columns:?}");
    }

    #[test]
    fn many_colours_get_letters() {
        let mut b = Board::new(2, 1).unwrap();
        b.set(0, 0, 11);
        b.set(1, 0, 35);
        let svg = board(&b, Notation::Noip, &Style::default());
        let doc = parse(&svg);
        assert_eq!(class_count(&doc, "block"), 2);
    }
}
