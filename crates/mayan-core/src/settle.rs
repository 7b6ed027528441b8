//! Settling: gravity, then every run of three or more vanishes at once,
//! repeated until nothing vanishes (SPEC section 3).

use crate::board::{Board, CellMask, EMPTY, GREY, MAX_WIDTH};

/// One stage of a settle: the board after its blocks fell, and the cells
/// that then vanished together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stage {
    /// The board once every block has fallen, before anything vanishes.
    pub fallen: Board,
    /// The cells of `fallen` that vanish in this stage (never empty).
    pub vanished: CellMask,
}

impl Stage {
    /// The vanished cells as `(x, y)` pairs, column by column, bottom up.
    pub fn vanished_cells(&self) -> Vec<(usize, usize)> {
        mask_cells(&self.vanished, self.fallen.width())
    }
}

/// The cells of a mask as `(x, y)` pairs, column by column, bottom up.
pub fn mask_cells(mask: &CellMask, width: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for (x, &bits) in mask.iter().enumerate().take(width) {
        let mut b = bits;
        while b != 0 {
            let y = b.trailing_zeros() as usize;
            out.push((x, y));
            b &= b - 1;
        }
    }
    out
}

/// True when a cell can take part in a run.
#[inline]
fn matchable(c: u8) -> bool {
    c != EMPTY && c != GREY
}

impl Board {
    /// Lets every block fall as far as it can, keeping each column's order.
    /// Returns true when anything moved.
    #[inline]
    pub fn fall(&mut self) -> bool {
        let h = self.height();
        let mut moved = false;
        for x in 0..self.width() {
            let col = &mut self.cols[x];
            let mut to = 0;
            for from in 0..h {
                let c = col[from];
                if c != EMPTY {
                    if from != to {
                        col[to] = c;
                        col[from] = EMPTY;
                        moved = true;
                    }
                    to += 1;
                }
            }
        }
        moved
    }

    /// Marks every cell that lies in a horizontal or vertical run of three or
    /// more equal colours. Returns the mask and whether it is non-empty.
    #[inline]
    pub fn find_runs(&self) -> (CellMask, bool) {
        let w = self.width();
        let h = self.height();
        let mut mask = [0u16; MAX_WIDTH];
        let mut any = false;
        // Vertical runs, and the tallest column for the horizontal scan.
        let mut top = 0;
        for (col, m) in self.cols.iter().zip(mask.iter_mut()).take(w) {
            let mut start = 0;
            let mut y = 1;
            let mut last = 0;
            while y <= h {
                let same = y < h && col[y] == col[start];
                if !same {
                    if y - start >= 3 && matchable(col[start]) {
                        *m |= (((1u32 << (y - start)) - 1) << start) as u16;
                        any = true;
                    }
                    start = y;
                }
                if y < h && col[y] != EMPTY {
                    last = y;
                }
                y += 1;
            }
            if col[0] != EMPTY || last > 0 {
                top = top.max(last + 1);
            }
        }
        // Horizontal runs.
        for y in 0..top {
            let mut start = 0;
            for x in 1..=w {
                let same = x < w && self.cols[x][y] == self.cols[start][y];
                if !same {
                    if x - start >= 3 && matchable(self.cols[start][y]) {
                        for m in &mut mask[start..x] {
                            *m |= 1 << y;
                        }
                        any = true;
                    }
                    start = x;
                }
            }
        }
        (mask, any)
    }

    /// Empties every cell of `mask`.
    #[inline]
    pub fn remove(&mut self, mask: &CellMask) {
        let w = self.width();
        for (x, &bits) in mask.iter().enumerate().take(w) {
            let mut b = bits;
            while b != 0 {
                let y = b.trailing_zeros() as usize;
                self.cols[x][y] = EMPTY;
                b &= b - 1;
            }
        }
    }

    /// Settles the board: gravity and removal, repeated until nothing
    /// vanishes. Returns the number of removal stages (0 when nothing
    /// vanished).
    #[inline]
    pub fn settle(&mut self) -> u32 {
        let mut stages = 0;
        loop {
            self.fall();
            let (mask, any) = self.find_runs();
            if !any {
                return stages;
            }
            self.remove(&mask);
            stages += 1;
        }
    }

    /// Settles the board like [`Board::settle`] and returns what happened,
    /// stage by stage.
    pub fn settle_traced(&mut self) -> Vec<Stage> {
        let mut stages = Vec::new();
        loop {
            self.fall();
            let (mask, any) = self.find_runs();
            if !any {
                return stages;
            }
            stages.push(Stage {
                fallen: *self,
                vanished: mask,
            });
            self.remove(&mask);
        }
    }

    /// True when no block floats and no run of three or more exists.
    pub fn is_settled(&self) -> bool {
        self.floating_block().is_none() && !self.find_runs().1
    }
}
