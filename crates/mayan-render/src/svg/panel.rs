//! One panel: its caption, the board with its grid and coordinates, the
//! blocks and marks of a frame, and the arrow of a move.

use std::fmt::Write;

use mayan_core::{Dir, EMPTY};

use super::Style;
use super::marks::{block, moved, spark, vanishing};
use super::page::{Layout, caption_scale, glyphs, label_scale, stroke};
use crate::font;
use crate::frames::{Frame, FrameKind, has};
use crate::palette::{INK, PAPER, Rgb};

/// The board's background.
const BOARD_BG: Rgb = Rgb(0xF2, 0xF2, 0xF2);
/// Grid lines.
const GRID: Rgb = Rgb(0xDC, 0xDC, 0xDC);

/// Draws one panel at `at`.
pub(super) fn panel(
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
        glyphs(out, "caption", &font::fill_data(text, l.pad, y, s));
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

/// An arrowhead on the edge between a moved block's old cell and its new
/// one, pointing the way it went.
pub(super) fn arrow(out: &mut String, mv: mayan_core::Move, l: &Layout) {
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
