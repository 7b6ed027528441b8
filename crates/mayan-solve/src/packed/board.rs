//! The packed board and what the search asks of it: [`Geometry`] and
//! [`Packed`], finding runs and settling, the quiet swaps, playing a move,
//! and generating the moves in order as [`PMove`]s.

use mayan_core::{Dir, Move, MoveSet};

use super::masks::Allowed;
use super::nibble::{
    HIGH, ONES, close_gaps, eq_nibbles, marked, nib, null_up, row_bits, stack_height, zero_nibbles,
};
use super::sleep::Sleep;

/// What the packed search needs to know about a board besides its cells.
#[derive(Clone, Copy, Debug)]
pub struct Geometry {
    /// Rows.
    pub height: u32,
    /// The grey nibble repeated in every position, or 0 without grey.
    pub grey: u64,
    /// How many colour numbers are in use (1 to `colours`, grey excluded).
    pub colours: u32,
}

/// A board of `W` columns, 4 bits a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Packed<const W: usize> {
    /// The columns, left to right; row 0 in the low nibble.
    pub cols: [u64; W],
}

impl<const W: usize> Packed<W> {
    /// Bit 3 of each nibble that holds a colour that can match.
    #[inline(always)]
    fn matchable(col: u64, g: &Geometry) -> u64 {
        !zero_nibbles(col) & !eq_nibbles(col, g.grey) & HIGH
    }

    /// Marks every cell in a run of three or more; false when there is none.
    ///
    /// A run of three is two overlapping equal pairs, so each column is
    /// compared once with itself shifted by a row and once with its right
    /// neighbour.
    #[inline(always)]
    fn run_marks(&self, g: &Geometry, marks: &mut [u64; W]) -> bool {
        let mut any = 0;
        let mut pairs = [0u64; W];
        for x in 0..W {
            let c = self.cols[x];
            let m = if g.grey == 0 {
                !zero_nibbles(c) & HIGH
            } else {
                Self::matchable(c, g)
            };
            let up = eq_nibbles(c, c >> 4) & m;
            let v = up & (up >> 4);
            let mut mark = v | (v << 4) | (v << 8);
            if x + 1 < W {
                pairs[x] = eq_nibbles(c, self.cols[x + 1]) & m;
            }
            if x >= 2 {
                let h = pairs[x - 2] & pairs[x - 1];
                marks[x - 2] |= h;
                marks[x - 1] |= h;
                mark |= h;
            }
            marks[x] |= mark;
            any |= mark;
        }
        any != 0
    }

    /// [`Self::run_marks`] for boards of at most 8 rows, two columns to a
    /// word: column `2i` in the low half of word `i`, column `2i + 1` in the
    /// high half. A vertical test then covers two columns at once, and one
    /// compare of a word with the next column of each half finds two pairs
    /// of horizontal neighbours.
    #[inline(always)]
    fn run_marks_narrow(&self, g: &Geometry, marks: &mut [u64; W]) -> bool {
        // Bit 3 of the rows of each half whose upper neighbour is in the
        // same half (rows 0 to 6).
        const SAME_HALF: u64 = 0x0888_8888_0888_8888;
        const LOW: u64 = 0xffff_ffff;
        let n = W.div_ceil(2);
        let mut w = [0u64; 8];
        for i in 0..n {
            let high = if 2 * i + 1 < W {
                self.cols[2 * i + 1]
            } else {
                0
            };
            w[i] = self.cols[2 * i] | high << 32;
        }
        // Equal horizontal pairs: the low half holds (2i, 2i + 1), the high
        // half (2i + 1, 2i + 2).
        let mut pairs = [0u64; 8];
        let mut full = [0u64; 8];
        for i in 0..n {
            full[i] = if g.grey == 0 {
                !zero_nibbles(w[i]) & HIGH
            } else {
                Self::matchable(w[i], g)
            };
            let next = (w[i] >> 32) | if i + 1 < n { w[i + 1] << 32 } else { 0 };
            pairs[i] = eq_nibbles(w[i], next) & full[i];
        }
        let mut any = 0;
        // Starts of horizontal runs of three in the word before.
        let mut before = 0;
        for i in 0..n {
            let up = eq_nibbles(w[i], w[i] >> 4) & full[i] & SAME_HALF;
            let v = up & (up >> 4);
            let after = if i + 1 < n { pairs[i + 1] << 32 } else { 0 };
            // Runs of three starting at column 2i (low) and 2i + 1 (high).
            let starts = pairs[i] & ((pairs[i] >> 32) | after);
            let mark = v | (v << 4) | (v << 8) | starts | (starts << 32) | before | (before >> 32);
            before = starts;
            any |= mark;
            marks[2 * i] |= mark & LOW;
            if 2 * i + 1 < W {
                marks[2 * i + 1] |= mark >> 32;
            }
        }
        any != 0
    }

    /// Removes runs until none is left. Columns stay gap-free, so there is
    /// no separate fall step. Returns true when anything vanished.
    #[inline(always)]
    pub(super) fn settle(&mut self, g: &Geometry) -> bool {
        let mut vanished = false;
        loop {
            let mut marks = [0u64; W];
            let any = if g.height <= 8 {
                self.run_marks_narrow(g, &mut marks)
            } else {
                self.run_marks(g, &mut marks)
            };
            if !any {
                return vanished;
            }
            vanished = true;
            // Only blocks that fall can make new runs.
            let mut fell = false;
            for x in 0..W {
                if marks[x] != 0 {
                    let above = 64 - marks[x].leading_zeros();
                    fell |= above < 64 && self.cols[x] >> above != 0;
                    self.cols[x] = close_gaps(self.cols[x], marks[x]);
                }
            }
            if !fell {
                return true;
            }
        }
    }

    /// True when no coloured block is left.
    #[inline(always)]
    pub(super) fn is_clear(&self, g: &Geometry) -> bool {
        if g.grey == 0 {
            self.cols.iter().all(|&c| c == 0)
        } else {
            self.cols.iter().all(|&c| Self::matchable(c, g) == 0)
        }
    }

    /// True when some colour has one or two blocks.
    #[inline]
    pub(super) fn hopeless(&self, g: &Geometry) -> bool {
        (1..=g.colours as u64).any(|c| {
            let splat = ONES * c;
            let n: u32 = self
                .cols
                .iter()
                .map(|&col| marked(eq_nibbles(col, splat)))
                .sum();
            n == 1 || n == 2
        })
    }

    /// For each pair of neighbouring columns `x` and `x + 1`, bit 3 of
    /// nibble `y` is set when swapping the cells `(x, y)` and `(x + 1, y)`
    /// makes a run: all rows of all pairs at once. Only meaningful where both
    /// cells hold blocks of different colours. On a settled board a new run
    /// must pass through one of the two swapped cells, so a swap outside
    /// these masks leaves a settled board.
    #[inline(always)]
    fn swap_run_masks(&self, g: &Geometry) -> [u64; W] {
        let mut out = [0u64; W];
        for x in 0..W.saturating_sub(1) {
            out[x] = self.swap_runs_at(g, x);
        }
        out
    }

    /// The quiet swaps: bit 3 of nibble `y` of column `x` when the blocks
    /// at `(x, y)` and `(x + 1, y)` differ and swapping them makes no run.
    /// `full` holds each column's occupied cells (bit 3 of each nibble).
    #[inline(always)]
    fn quiet_swaps(&self, g: &Geometry, full: &[u64; W]) -> [u64; W] {
        let runs = self.swap_run_masks(g);
        let mut out = [0u64; W];
        for x in 0..W.saturating_sub(1) {
            let both = full[x] & full[x + 1];
            out[x] = both & !eq_nibbles(self.cols[x], self.cols[x + 1]) & !runs[x];
        }
        out
    }

    /// [`Self::swap_run_masks`] for the pair of columns `x` and `x + 1`
    /// alone.
    #[inline(always)]
    pub(super) fn swap_runs_at(&self, g: &Geometry, x: usize) -> u64 {
        let col = |x: isize| -> u64 {
            if x < 0 || x >= W as isize {
                0
            } else {
                self.cols[x as usize]
            }
        };
        // Would colour column `c` (nibble-aligned) make a run in column `own`
        // at the same row, looking up and down in `own` only?
        let vertical = |c: u64, own: u64| -> u64 {
            let d1 = eq_nibbles(c, own << 4);
            let d2 = eq_nibbles(c, own << 8);
            let u1 = eq_nibbles(c, own >> 4);
            let u2 = eq_nibbles(c, own >> 8);
            (d1 & d2) | (u1 & u2) | (d1 & u1)
        };
        let xi = x as isize;
        let a = self.cols[x];
        let b = self.cols[x + 1];
        // b moves into column x: runs with x-1, x-2 or vertical in x.
        let into_left = eq_nibbles(b, col(xi - 1)) & eq_nibbles(b, col(xi - 2)) | vertical(b, a);
        // a moves into column x+1: runs with x+2, x+3 or vertical in x+1.
        let into_right = eq_nibbles(a, col(xi + 2)) & eq_nibbles(a, col(xi + 3)) | vertical(a, b);
        (into_left & Self::matchable(b, g)) | (into_right & Self::matchable(a, g))
    }

    /// Plays a non-null move and settles. Returns the board and whether
    /// anything vanished.
    #[inline(always)]
    pub(super) fn child(&self, mv: PMove, g: &Geometry) -> (Packed<W>, bool) {
        let mut b = *self;
        let (x, y) = (mv.x as usize, mv.y as u32);
        match mv.kind {
            PKind::SwapRight => {
                let d = (nib(b.cols[x], y) ^ nib(b.cols[x + 1], y)) << (4 * y);
                b.cols[x] ^= d;
                b.cols[x + 1] ^= d;
                if mv.quiet {
                    return (b, false);
                }
            }
            PKind::SwapUp => {
                let d = nib(b.cols[x], y) ^ nib(b.cols[x], y + 1);
                b.cols[x] ^= (d << (4 * y)) | (d << (4 * (y + 1)));
            }
            PKind::StepRight | PKind::StepLeft => {
                let t = if mv.kind == PKind::StepRight {
                    x + 1
                } else {
                    x - 1
                };
                let c = nib(b.cols[x], y);
                b.cols[t] |= c << (4 * stack_height(b.cols[t]));
                b.cols[x] = close_gaps(b.cols[x], 8 << (4 * y));
            }
        }
        let vanished = b.settle(g);
        (b, vanished)
    }

    /// Calls `f` with every distinct-swap move in order (see
    /// [`Board::for_each_move`]); `null` moves only when asked, flagged.
    /// The moves of each column are worked out as nibble masks first, so
    /// only cells that have a move are visited. With `allowed`, only the
    /// moves it lets through, and null moves; with `asleep`, not the
    /// swaps in it that are quiet (see [`Sleep`]). Returns the position's
    /// quiet swaps ([`Self::quiet_swaps`]), which flag the quiet moves.
    ///
    /// [`Board::for_each_move`]: mayan_core::Board::for_each_move
    #[inline(always)]
    pub(super) fn for_each_move(
        &self,
        g: &Geometry,
        rules: MoveSet,
        null_moves: bool,
        allowed: Option<&Allowed<W>>,
        asleep: Option<&Sleep<W>>,
        mut f: impl FnMut(PMove) -> bool,
    ) -> [u64; W] {
        let mut full = [0u64; W];
        for x in 0..W {
            full[x] = !zero_nibbles(self.cols[x]) & HIGH;
        }
        let quiet = self.quiet_swaps(g, &full);
        // Rows with a row above them, for swaps up.
        let up_rows = if rules == MoveSet::Swap4 {
            HIGH & ((1u64 << (4 * (g.height - 1))) - 1)
        } else {
            0
        };
        for x in 0..W {
            let col = self.cols[x];
            // Moves to the right: a step into an empty cell, a swap, or a
            // null move (the same colour on both sides).
            let (step, same, mut right) = if x + 1 < W {
                let same = full[x] & full[x + 1] & eq_nibbles(col, self.cols[x + 1]);
                let right = if null_moves { full[x] } else { full[x] & !same };
                (full[x] & !full[x + 1], same, right)
            } else {
                (0, 0, 0)
            };
            let mut left = if x > 0 { full[x] & !full[x - 1] } else { 0 };
            let mut up = full[x] & up_rows;
            if let Some(c) = asleep {
                right &= !(c[x] & quiet[x]);
            }
            if let Some(a) = allowed {
                // Null moves are not the bound's to judge.
                right &= a.right[x] | same;
                left &= a.left[x];
                if !a.up {
                    up &= null_up(col);
                }
            }
            let mut rows = row_bits(right | left | up);
            while rows != 0 {
                let y = rows.trailing_zeros();
                rows &= rows - 1;
                let bit = 8u64 << (4 * y);
                if right & bit != 0 {
                    let kind = if step & bit != 0 {
                        PKind::StepRight
                    } else {
                        PKind::SwapRight
                    };
                    let null = same & bit != 0;
                    let mv = PMove {
                        x: x as u8,
                        y: y as u8,
                        kind,
                        null,
                        quiet: quiet[x] & bit != 0,
                    };
                    if !f(mv) {
                        return quiet;
                    }
                }
                if left & bit != 0
                    && !f(PMove {
                        x: x as u8,
                        y: y as u8,
                        kind: PKind::StepLeft,
                        null: false,
                        quiet: false,
                    })
                {
                    return quiet;
                }
                if up & bit != 0 {
                    let above = nib(col, y + 1);
                    let null = above == 0 || above == nib(col, y);
                    if (!null || null_moves)
                        && !f(PMove {
                            x: x as u8,
                            y: y as u8,
                            kind: PKind::SwapUp,
                            null,
                            quiet: false,
                        })
                    {
                        return quiet;
                    }
                }
            }
        }
        quiet
    }
}

/// How a packed move changes the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum PKind {
    SwapRight,
    SwapUp,
    StepRight,
    StepLeft,
}

/// A move of the packed search.
#[derive(Clone, Copy, Debug)]
pub(super) struct PMove {
    pub(super) x: u8,
    pub(super) y: u8,
    pub(super) kind: PKind,
    pub(super) null: bool,
    /// A sideways swap known to make no run: the board after it is settled.
    pub(super) quiet: bool,
}

impl PMove {
    pub(super) fn to_move(self) -> Move {
        let dir = match self.kind {
            PKind::SwapRight | PKind::StepRight => Dir::Right,
            PKind::StepLeft => Dir::Left,
            PKind::SwapUp => Dir::Up,
        };
        Move::new(self.x as usize, self.y as usize, dir)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::Rng;

    /// A random gap-free board of `height <= 8` rows and few colours, so
    /// that runs are common; `grey` colours number `colours` as grey.
    fn random_board<const W: usize>(rng: &mut Rng, height: u32, colours: u64) -> Packed<W> {
        let mut cols = [0u64; W];
        for col in cols.iter_mut() {
            let h = rng.next_u64() % (u64::from(height) + 1);
            for y in 0..h {
                *col |= (1 + rng.next_u64() % colours) << (4 * y);
            }
        }
        Packed { cols }
    }

    fn narrow_matches_wide<const W: usize>(seed: u64) {
        let mut rng = Rng::new(seed);
        for round in 0..20_000 {
            let height = 3 + (round % 6) as u32;
            let colours = 2 + (round / 6 % 3) as u64;
            let grey = if round % 2 == 0 { 0 } else { ONES * colours };
            let g = Geometry {
                height,
                grey,
                colours: colours as u32,
            };
            let board = random_board::<W>(&mut rng, height, colours);
            let (mut wide, mut narrow) = ([0u64; W], [0u64; W]);
            let a = board.run_marks(&g, &mut wide);
            let b = board.run_marks_narrow(&g, &mut narrow);
            assert_eq!((a, wide), (b, narrow), "{:x?} grey {grey:x}", board.cols);
        }
    }

    /// The two-columns-a-word run finder against the one-column one, on
    /// random boards of 1 to 16 columns (odd and even counts, so that the
    /// last word is half full or full), with and without grey.
    #[test]
    fn narrow_run_marks_match_run_marks() {
        narrow_matches_wide::<5>(0x9e37_79b9_7f4a_7c15);
        narrow_matches_wide::<6>(0x2545_f491_4f6c_dd1d);
        narrow_matches_wide::<7>(0x1234_5678_9abc_def1);
        narrow_matches_wide::<1>(0x0f0f_1234_5555_aaaa);
        narrow_matches_wide::<2>(0x2222_1234_5555_aaab);
        narrow_matches_wide::<4>(0x4444_1234_5555_aaac);
        narrow_matches_wide::<9>(0x9999_1234_5555_aaad);
        narrow_matches_wide::<16>(0x1616_1234_5555_aaae);
    }
}
