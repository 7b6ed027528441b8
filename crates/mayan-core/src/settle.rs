//! Settling: gravity, then every run of three or more vanishes at once,
//! repeated until nothing vanishes (docs/spec.md section 3).

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

/// Bytes `0x01` in every position of a `u128`.
const ONES: u128 = u128::from_le_bytes([1; 16]);
/// Bytes `0x7f` in every position.
const LOW7: u128 = ONES * 0x7f;
/// Bytes `0x80` in every position.
const HIGH: u128 = ONES * 0x80;

/// `0x80` in each byte of `v` that is zero, `0` in the others.
#[inline(always)]
fn zero_bytes(v: u128) -> u128 {
    !(((v & LOW7).wrapping_add(LOW7)) | v) & HIGH
}

/// `0x80` in each byte where `a` and `b` are equal.
#[inline(always)]
fn eq_bytes(a: u128, b: u128) -> u128 {
    zero_bytes(a ^ b)
}

/// `0x80` in each byte holding a matchable colour (not empty, not grey).
#[inline(always)]
fn matchable_bytes(v: u128) -> u128 {
    !zero_bytes(v) & !eq_bytes(v, ONES * GREY as u128) & HIGH
}

/// A per-byte `0x80` mask widened to `0xff` bytes.
#[inline(always)]
fn widen(m: u128) -> u128 {
    (m >> 7).wrapping_mul(0xff)
}

/// A per-byte `0x80` mask as a bit per row.
#[inline(always)]
fn to_bits(m: u128) -> u16 {
    let mut bits = 0u16;
    let mut b = m;
    while b != 0 {
        let i = b.trailing_zeros() / 8;
        bits |= 1 << i;
        b &= b - 1;
    }
    bits
}

impl Board {
    /// Column `x` as a `u128`, row 0 in the low byte.
    #[inline(always)]
    fn col_bits(&self, x: usize) -> u128 {
        u128::from_le_bytes(self.cols[x])
    }

    /// Lets the blocks of column `x` fall. Returns true when any moved.
    #[inline]
    fn fall_column(&mut self, x: usize) -> bool {
        let h = self.height();
        let col = &mut self.cols[x];
        let mut to = 0;
        let mut moved = false;
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
        moved
    }

    /// Lets every block fall as far as it can, keeping each column's order.
    /// Returns true when anything moved.
    #[inline]
    pub fn fall(&mut self) -> bool {
        let mut moved = false;
        for x in 0..self.width() {
            moved |= self.fall_column(x);
        }
        moved
    }

    /// Marks runs as `0x80` bytes per column. Returns whether any exist.
    #[inline]
    fn run_marks(&self, marks: &mut [u128; MAX_WIDTH]) -> bool {
        let w = self.width();
        let mut any = 0u128;
        let mut prev2 = 0u128;
        let mut prev1 = 0u128;
        for x in 0..w {
            let c = self.col_bits(x);
            let m = matchable_bytes(c);
            // Vertical: rows y, y+1, y+2 equal.
            let v = eq_bytes(c, c >> 8) & eq_bytes(c, c >> 16) & m;
            let mut mark = v | (v << 8) | (v << 16);
            // Horizontal: columns x-2, x-1, x equal.
            if x >= 2 {
                let h = eq_bytes(c, prev1) & eq_bytes(c, prev2) & m;
                mark |= h;
                marks[x - 1] |= h;
                marks[x - 2] |= h;
            }
            marks[x] |= mark;
            any |= marks[x];
            prev2 = prev1;
            prev1 = c;
        }
        any |= marks[..w].iter().fold(0, |a, &m| a | m);
        any != 0
    }

    /// Marks every cell that lies in a horizontal or vertical run of three or
    /// more equal colours. Returns the mask and whether it is non-empty.
    pub fn find_runs(&self) -> (CellMask, bool) {
        let mut marks = [0u128; MAX_WIDTH];
        let any = self.run_marks(&mut marks);
        let mut mask = [0u16; MAX_WIDTH];
        for (m, bits) in mask.iter_mut().zip(marks) {
            *m = to_bits(bits);
        }
        (mask, any)
    }

    /// Empties every cell of `mask`.
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
        let w = self.width();
        self.fall();
        let mut stages = 0;
        loop {
            let mut marks = [0u128; MAX_WIDTH];
            if !self.run_marks(&mut marks) {
                return stages;
            }
            stages += 1;
            for (x, &m) in marks.iter().enumerate().take(w) {
                if m != 0 {
                    let c = self.col_bits(x) & !widen(m);
                    self.cols[x] = c.to_le_bytes();
                    self.fall_column(x);
                }
            }
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

impl Board {
    /// True when the block at `(x, y)` lies in a horizontal or vertical run
    /// of three or more of its colour. Looks at most two cells each way:
    /// after a swap on a settled board, a new run must pass through one of
    /// the two swapped cells.
    #[inline]
    pub fn run_through(&self, x: usize, y: usize) -> bool {
        let c = self.cols[x][y];
        if !matchable(c) {
            return false;
        }
        let w = self.width();
        let h = self.height();
        // Horizontal: count equal cells left and right, up to two each.
        let mut n = 1;
        if x >= 1 && self.cols[x - 1][y] == c {
            n += 1;
            if x >= 2 && self.cols[x - 2][y] == c {
                n += 1;
            }
        }
        if x + 1 < w && self.cols[x + 1][y] == c {
            n += 1;
            if x + 2 < w && self.cols[x + 2][y] == c {
                n += 1;
            }
        }
        if n >= 3 {
            return true;
        }
        let col = &self.cols[x];
        let mut n = 1;
        if y >= 1 && col[y - 1] == c {
            n += 1;
            if y >= 2 && col[y - 2] == c {
                n += 1;
            }
        }
        if y + 1 < h && col[y + 1] == c {
            n += 1;
            if y + 2 < h && col[y + 2] == c {
                n += 1;
            }
        }
        n >= 3
    }
}

impl Board {
    /// True when `(x, y)`, were it to hold colour `c`, would lie in a run of
    /// three of `c`, counting neighbours in the directions whose flag is set
    /// (left, right, down, up). The cell's own content is ignored.
    #[inline]
    fn run_with(&self, x: usize, y: usize, c: u8, sides: [bool; 4]) -> bool {
        if !matchable(c) {
            return false;
        }
        let count = |dx: isize, dy: isize| -> usize {
            let mut n = 0;
            for step in 1..=2 {
                match self.try_get(x as isize + dx * step, y as isize + dy * step) {
                    Some(v) if v == c => n += 1,
                    _ => break,
                }
            }
            n
        };
        let left = if sides[0] { count(-1, 0) } else { 0 };
        let right = if sides[1] { count(1, 0) } else { 0 };
        if left + right >= 2 {
            return true;
        }
        let down = if sides[2] { count(0, -1) } else { 0 };
        let up = if sides[3] { count(0, 1) } else { 0 };
        down + up >= 2
    }

    /// True when swapping the block at `(x, y)` with the block in direction
    /// `dir` (a cell holding a block of another colour) would make a run on
    /// this settled board. Looks only at the two cells' neighbours; nothing
    /// is copied.
    #[inline]
    pub fn swap_makes_run(&self, x: usize, y: usize, dir: crate::moves::Dir) -> bool {
        use crate::moves::Dir;
        let a = self.cols[x][y];
        match dir {
            Dir::Right => {
                let b = self.cols[x + 1][y];
                self.run_with(x, y, b, [true, false, true, true])
                    || self.run_with(x + 1, y, a, [false, true, true, true])
            }
            Dir::Left => {
                let b = self.cols[x - 1][y];
                self.run_with(x, y, b, [false, true, true, true])
                    || self.run_with(x - 1, y, a, [true, false, true, true])
            }
            Dir::Up => {
                let b = self.cols[x][y + 1];
                self.run_with(x, y, b, [true, true, true, false])
                    || self.run_with(x, y + 1, a, [true, true, false, true])
            }
            Dir::Down => {
                let b = self.cols[x][y - 1];
                self.run_with(x, y, b, [true, true, false, true])
                    || self.run_with(x, y - 1, a, [true, true, true, false])
            }
        }
    }
}
