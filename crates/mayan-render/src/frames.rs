//! A solution as a list of pictures: the start, then for every move the
//! board right after it, each fall and each clear.
//!
//! Everything here is read off the traces of [`Board::play_traced`]
//! ([`Turn`] and its [`Stage`](mayan_core::Stage)s): the rules are never
//! played again.

use mayan_core::format::notation::write_move;
use mayan_core::{Board, CellMask, EMPTY, MAX_WIDTH, Move, MoveKind, Notation, Turn, cell_char};

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

/// The label of the first row and column in `notation`: 1 for Panel
/// Attack, whose `rRcC` counts rows and columns from 1, and 0 for NOIP and
/// plain moves, which count from 0 (docs/spec.md section 8). Every picture
/// labels row `y` as `y + first_label(notation)`, so its labels are the
/// numbers the puzzle's answers use.
pub fn first_label(notation: Notation) -> usize {
    match notation {
        Notation::PanelAttack => 1,
        Notation::Noip | Notation::Plain => 0,
    }
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

    /// The frame's title, in the puzzle's notation for moves: `START`,
    /// `MOVE 2: 3 1 1`, `2: FALL`, `2: CLEAR 6`.
    pub fn caption(&self, notation: Notation) -> String {
        match self.kind {
            FrameKind::Start => "START".to_string(),
            FrameKind::Move { number, mv, kind } => {
                let null = if kind == MoveKind::Null {
                    " (NULL)"
                } else {
                    ""
                };
                format!(
                    "MOVE {number}: {}{null}",
                    write_move(mv, notation).trim().to_uppercase()
                )
            }
            FrameKind::Fall { number } => format!("{number}: FALL"),
            FrameKind::Clear { number, count, .. } => format!("{number}: CLEAR {count}"),
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
            | FrameKind::Clear { number, .. } => number,
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
    use crate::testdata::{noip_sample, sample_turns};

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
