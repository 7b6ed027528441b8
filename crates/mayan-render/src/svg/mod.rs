//! SVG pictures of boards and of solutions.
//!
//! Every block is one `<g class="block">` element: a rounded square in its
//! colour's fill with its colour's symbol on top (see [`crate::palette`]).
//! Text (captions, titles, coordinates) is drawn with the small font of
//! [`crate::font`], so no font is needed to display or rasterise a picture:
//! each text is a stroked path, followed by a filled one (class `... cjk`)
//! for its Chinese characters when it has any. Captions and titles are in
//! the language of the thread ([`Frame::caption`]).

use mayan_core::{Board, Notation};

use crate::frames::{Frame, FrameKind, shown_rows};

mod marks;
mod page;
mod panel;
mod rows;
#[cfg(test)]
mod tests;

use page::{Layout, Page, header};
use rows::row_lengths;

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
