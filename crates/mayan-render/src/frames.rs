//! A solution as a list of pictures: the start, then for every move the
//! board right after it, each fall and each clear.
//!
//! Everything here is read off the traces of [`Board::play_traced`]
//! ([`Turn`] and its [`Stage`](mayan_core::Stage)s): the rules are never
//! played again.

use mayan_core::format::notation::write_move;
use mayan_core::{Board, CellMask, EMPTY, MAX_WIDTH, Move, MoveKind, Notation, Turn, cell_char};
use mayan_i18n::t;

/// What a frame shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FrameKind {
    /// The starting board.
    Start,
    /// The board right after a move, before anything fell.
    Move {
        /// The move's number, from 1.
        number: usize,
        /// The move.
        mv: Move,
        /// Swap, step or null move.
        kind: MoveKind,
    },
    /// Blocks have fallen.
    Fall {
        /// The move's number, from 1.
        number: usize,
    },
    /// Runs have vanished, leaving holes (the blocks above have not fallen
    /// yet).
    Clear {
        /// The move's number, from 1.
        number: usize,
        /// The stage of the cascade, from 1.
        stage: usize,
        /// How many blocks vanished.
        count: u32,
    },
    /// The settled board after the last move, with no marks: where an
    /// animation ends (see [`with_end`]).
    End {
        /// How many moves were played.
        moves: usize,
    },
}

/// One picture of a solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// What it shows.
    pub kind: FrameKind,
    /// The board.
    pub board: Board,
    /// The cells of the move (the block and the cell it went to), to
    /// highlight.
    pub moved: CellMask,
    /// Cells that vanish next.
    pub vanishing: CellMask,
    /// Cells whose blocks just vanished (now empty).
    pub cleared: CellMask,
}

/// An empty cell mask.
pub const NO_CELLS: CellMask = [0; MAX_WIDTH];

/// True when `(x, y)` is in `mask`.
#[inline]
pub fn has(mask: &CellMask, x: usize, y: usize) -> bool {
    x < MAX_WIDTH && y < 16 && mask[x] >> y & 1 == 1
}

/// The number of cells in a mask.
pub fn count(mask: &CellMask) -> u32 {
    mask.iter().map(|m| m.count_ones()).sum()
}

impl Frame {
    /// A frame of a board alone.
    pub fn still(kind: FrameKind, board: Board) -> Frame {
        Frame {
            kind,
            board,
            moved: NO_CELLS,
            vanishing: NO_CELLS,
            cleared: NO_CELLS,
        }
    }

    /// The frame's title as drawn over its picture, in the language of the
    /// thread and the puzzle's notation for moves: in English `START`,
    /// `MOVE 2: 3 1 1`, `2: FALL`, `2: CLEAR 6`, and at the end
    /// `3: CLEARED` or `3: 12 LEFT` (in Chinese `开始`, `第 2 步：3 1 1`,
    /// `2：掉落` ...). The terminal's captions are [`crate::term::caption`].
    pub fn caption(&self, notation: Notation) -> String {
        match self.kind {
            FrameKind::Start => t!("render-picture-start"),
            FrameKind::Move { number, mv, kind } => {
                let notation = write_move(mv, notation).trim().to_uppercase();
                let id = if kind == MoveKind::Null {
                    "render-picture-move-null"
                } else {
                    "render-picture-move"
                };
                t!(id, number = number, notation = notation)
            }
            FrameKind::Fall { number } => t!("render-picture-fall", number = number),
            FrameKind::Clear { number, count, .. } => {
                t!("render-picture-clear", number = number, count = count)
            }
            FrameKind::End { moves } if self.board.is_clear() => {
                t!("render-picture-cleared", moves = moves)
            }
            FrameKind::End { moves } => t!(
                "render-picture-left",
                moves = moves,
                blocks = self.board.block_count()
            ),
        }
    }

    /// The three characters of a cell, the symbol in the middle: `[c]` moved
    /// (`[c*` moved and about to vanish), `*c*` about to vanish, ` * ` just
    /// vanished, ` c ` otherwise. Every text picture of a frame (the
    /// terminal steps, the player) draws cells with these marks.
    pub fn cell_marks(&self, x: usize, y: usize) -> [char; 3] {
        let c = self.board.get(x, y);
        let vanishing = has(&self.vanishing, x, y);
        let (l, r) = if has(&self.moved, x, y) {
            ('[', if vanishing { '*' } else { ']' })
        } else if vanishing {
            ('*', '*')
        } else {
            (' ', ' ')
        };
        let mid = if c == EMPTY && has(&self.cleared, x, y) {
            '*'
        } else {
            cell_char(c)
        };
        [l, mid, r]
    }

    /// The move number this frame belongs to (0 for the start).
    pub fn number(&self) -> usize {
        match self.kind {
            FrameKind::Start => 0,
            FrameKind::Move { number, .. }
            | FrameKind::Fall { number }
            | FrameKind::Clear { number, .. }
            | FrameKind::End { moves: number } => number,
        }
    }
}

/// The cells a move touches: the block and its target.
pub fn move_cells(mv: Move) -> CellMask {
    let mut mask = NO_CELLS;
    let (x, y) = (usize::from(mv.x), usize::from(mv.y));
    if x < MAX_WIDTH && y < 16 {
        mask[x] |= 1 << y;
    }
    let (tx, ty) = mv.target();
    if (0..MAX_WIDTH as isize).contains(&tx) && (0..16).contains(&ty) {
        mask[tx as usize] |= 1 << ty;
    }
    mask
}

/// The frames of one turn, numbered `number`: the board after the move, then
/// for each stage of the cascade a fall (when anything fell) and a clear,
/// then the last fall (when anything fell after the last clear).
///
/// Cells about to vanish are marked on the frame that shows them last: the
/// fall before a clear, or the move's own frame when the move made a run
/// with nothing falling.
pub fn turn_frames(turn: &Turn, number: usize) -> Vec<Frame> {
    let mut out = vec![Frame {
        kind: FrameKind::Move {
            number,
            mv: turn.mv,
            kind: turn.kind,
        },
        board: turn.moved,
        moved: move_cells(turn.mv),
        vanishing: NO_CELLS,
        cleared: NO_CELLS,
    }];
    let mut shown = turn.moved;
    for (i, stage) in turn.stages.iter().enumerate() {
        if stage.fallen != shown {
            out.push(Frame::still(FrameKind::Fall { number }, stage.fallen));
        }
        if let Some(last) = out.last_mut() {
            last.vanishing = stage.vanished;
        }
        let mut holes = stage.fallen;
        holes.remove(&stage.vanished);
        out.push(Frame {
            kind: FrameKind::Clear {
                number,
                stage: i + 1,
                count: count(&stage.vanished),
            },
            board: holes,
            moved: NO_CELLS,
            vanishing: NO_CELLS,
            cleared: stage.vanished,
        });
        shown = holes;
    }
    if turn.after != shown {
        out.push(Frame::still(FrameKind::Fall { number }, turn.after));
    }
    out
}

/// Every frame of a solution: the start, then each turn's frames (see
/// [`turn_frames`]).
pub fn frames(start: &Board, turns: &[Turn]) -> Vec<Frame> {
    let mut out = vec![Frame::still(FrameKind::Start, *start)];
    for (i, t) in turns.iter().enumerate() {
        out.extend(turn_frames(t, i + 1));
    }
    out
}

/// `frames` followed by an [`FrameKind::End`] frame of the last board, for
/// an animation that should end on the settled board without marks (the
/// last clear's sparks gone). Frames of the start alone (no move played)
/// get no end frame.
pub fn with_end(frames: &[Frame]) -> Vec<Frame> {
    let mut out = frames.to_vec();
    if let Some(last) = frames.last()
        && last.number() > 0
    {
        // The last frame's board is the settled board: a turn's frames end
        // with a fall when anything fell after the last clear.
        let end = FrameKind::End {
            moves: last.number(),
        };
        out.push(Frame::still(end, last.board));
    }
    out
}

/// How many rows, from the bottom, a picture of `frames` shows: up to the
/// highest row any frame uses (a block, or a cell a move touches or that
/// just vanished), plus one row of sky, and never more than the board has.
/// Every panel of one picture shows the same rows, so a tall board with
/// few blocks is not mostly empty.
pub fn shown_rows(frames: &[Frame]) -> usize {
    let Some(height) = frames.iter().map(|f| f.board.height()).max() else {
        return 1;
    };
    let mut used = 0;
    for f in frames {
        let b = &f.board;
        for x in 0..b.width() {
            let marks = f.moved[x] | f.vanishing[x] | f.cleared[x];
            let marked = (u16::BITS - marks.leading_zeros()) as usize;
            let stacked = (0..b.height())
                .rev()
                .find(|&y| b.get(x, y) != EMPTY)
                .map_or(0, |y| y + 1);
            used = used.max(marked).max(stacked);
        }
    }
    (used + 1).min(height)
}

/// Plays `moves` from `start`, recording each turn, until the first illegal
/// move (whose index and error are returned with the turns so far).
pub fn replay(
    start: &Board,
    moves: &[Move],
    rules: mayan_core::MoveSet,
) -> Result<Vec<Turn>, (usize, mayan_core::MoveError)> {
    let mut board = *start;
    let mut turns = Vec::with_capacity(moves.len());
    for (i, &mv) in moves.iter().enumerate() {
        let t = board.play_traced(mv, rules).map_err(|e| (i, e))?;
        board = t.after;
        turns.push(t);
    }
    Ok(turns)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testdata::{noip_sample, panel_sample, panel_turns, sample_turns};

    #[test]
    fn the_sample_has_nine_frames() {
        let start = noip_sample();
        let turns = sample_turns();
        let f = frames(&start, &turns);
        let kinds: Vec<String> = f.iter().map(|f| f.caption(Notation::Noip)).collect();
        assert_eq!(
            kinds,
            [
                "START",
                "MOVE 1: 2 1 1",
                "MOVE 2: 3 1 1",
                "MOVE 3: 3 0 1",
                "3: CLEAR 6",
                "3: FALL",
                "3: CLEAR 3",
                "3: FALL",
                "3: CLEAR 3",
            ]
        );
        // The third move makes two runs at once, with nothing falling: the
        // move's own frame marks them.
        assert_eq!(count(&f[3].vanishing), 6);
        assert_eq!(count(&f[3].moved), 2);
        assert!(has(&f[3].moved, 3, 0) && has(&f[3].moved, 4, 0));
        assert_eq!(count(&f[5].vanishing), 3);
        assert!(f[8].board.is_empty());
        assert_eq!(count(&f[8].cleared), 3);
    }

    #[test]
    fn pictures_show_the_rows_in_use_and_one_more() {
        // The sample's blocks reach row 3 of 7: rows 0 to 4 are shown.
        let f = frames(&noip_sample(), &sample_turns());
        assert_eq!(shown_rows(&f), 5);
        // Panel Attack's five rows of 12: six.
        let f = frames(&panel_sample(), &panel_turns());
        assert_eq!(shown_rows(&f), 6);
        // A full board keeps every row, and the start alone its own rows.
        let mut full = Board::new(2, 3).unwrap();
        for y in 0..3 {
            full.set(0, y, 1 + (y % 2) as u8);
        }
        assert_eq!(shown_rows(&[Frame::still(FrameKind::Start, full)]), 3);
        let empty = Board::new(4, 12).unwrap();
        assert_eq!(shown_rows(&[Frame::still(FrameKind::Start, empty)]), 1);
    }

    #[test]
    fn a_block_pushed_up_counts_as_in_use() {
        // Under swap4 a block pushed up into the air floats a row higher
        // than any block rests.
        let mut b = Board::new(3, 8).unwrap();
        b.set(0, 0, 1);
        b.set(1, 0, 2);
        let t = b
            .play_traced(
                Move::new(0, 0, mayan_core::Dir::Up),
                mayan_core::MoveSet::Swap4,
            )
            .unwrap();
        let f = frames(&b, &[t]);
        assert_eq!(f[1].board.get(0, 1), 1);
        assert_eq!(shown_rows(&f), 3);
        // The cell a move goes into counts even while it is empty.
        let mut moved = Frame::still(FrameKind::Start, b);
        moved.moved = move_cells(Move::new(1, 0, mayan_core::Dir::Up));
        assert_eq!(shown_rows(&[moved]), 3);
    }

    #[test]
    fn animations_end_on_the_settled_board() {
        let f = with_end(&frames(&noip_sample(), &sample_turns()));
        assert_eq!(f.len(), 10);
        let end = &f[9];
        assert_eq!(end.kind, FrameKind::End { moves: 3 });
        assert!(end.board.is_empty());
        assert_eq!(
            count(&end.cleared) + count(&end.vanishing) + count(&end.moved),
            0
        );
        assert_eq!(end.caption(Notation::Noip), "3: CLEARED");
        // The start alone gets no end frame.
        let start = frames(&noip_sample(), &[]);
        assert_eq!(with_end(&start), start);
    }

    #[test]
    fn a_step_into_an_empty_cell_shows_the_fall() {
        // Column 0 holds 1 over 2; dragging the top block right into the air
        // makes it fall in column 1.
        let mut b = Board::new(3, 3).unwrap();
        b.set(0, 0, 2);
        b.set(0, 1, 1);
        let t = b
            .play_traced(
                Move::new(0, 1, mayan_core::Dir::Right),
                mayan_core::MoveSet::Drag,
            )
            .unwrap();
        let f = turn_frames(&t, 1);
        assert_eq!(f.len(), 2);
        assert_eq!(f[0].board.get(1, 1), 1, "floating right after the move");
        assert_eq!(f[1].kind, FrameKind::Fall { number: 1 });
        assert_eq!(f[1].board.get(1, 0), 1);
    }
}
