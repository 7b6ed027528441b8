//! The fast search: a compact board of 4 bits a cell and one `u64` a
//! column, generic over the board's width.
//!
//! Columns of a settled board are stacks without gaps, so a column is its
//! cells from the bottom up, one nibble each, and an empty cell is a zero
//! nibble above the stack. Runs are found for a whole column at once with
//! nibble-wise compares, a settle removes cells by closing the gaps in
//! place, and the columns themselves are the key of the fail table. Colours
//! are renumbered 1 to 15 for the search (grey, if present, takes the last
//! number), which is why boards with more than 15 distinct cell values use
//! the general [`crate::general::Searcher`] instead.
//!
//! The search is the same as [`crate::general`]'s: moves in the order of SPEC
//! section 5, twins and all but the first null move skipped, positions the
//! column bound ([`crate::bound`]) rules out pruned, failures remembered by
//! (board, moves left). Here the bound is also checked before each move is
//! played, from the blocks it shifts (and moves it is sure to refuse are not
//! generated at all), the last move only looks at the cells the bound lets
//! move, and quiet swaps that commute with one played before them are not
//! tried again in the other order (see `Sleep`). Failures with one move
//! left go to a small lossy table of each searcher's own ([`NearTable`], at
//! most 12,288 slots beside the `--memory` budget), the others to the main
//! fail table.

#![allow(clippy::needless_range_loop)] // Column indices are the point here.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};

use mayan_core::{Board, Dir, EMPTY, GREY, Move, MoveSet};
use rayon::prelude::*;

use crate::Goal;
use crate::bound::ShiftBound;
use crate::control::{Stop, fail_mask, go_on, take_solution};
use crate::fail_table::{FastTable, NearTable, SharedTable, hash};

const ONES: u64 = 0x1111_1111_1111_1111;
const LOW3: u64 = ONES * 7;
const HIGH: u64 = ONES * 8;

/// Bit 3 of each nibble of `v` that is zero.
#[inline(always)]
fn zero_nibbles(v: u64) -> u64 {
    !(((v & LOW3) + LOW3) | v) & HIGH
}

/// Bit 3 of each nibble where `a` and `b` are equal.
#[inline(always)]
fn eq_nibbles(a: u64, b: u64) -> u64 {
    zero_nibbles(a ^ b)
}

/// How many nibbles are marked (bit 3 of each) in `m`: the marks summed by
/// one multiplication into the top nibble, which holds up to 15 (a column
/// of 16 equal cells is the one case to count apart). Cheaper than
/// `count_ones` on CPUs without a popcount instruction in the baseline.
#[inline(always)]
fn marked(m: u64) -> u32 {
    if m == HIGH {
        16
    } else {
        ((m >> 3).wrapping_mul(ONES) >> 60) as u32
    }
}

/// The number of cells in a gap-free column.
#[inline(always)]
fn stack_height(col: u64) -> u32 {
    (64 - col.leading_zeros()).div_ceil(4)
}

/// The nibble at row `y`.
#[inline(always)]
fn nib(col: u64, y: u32) -> u64 {
    (col >> (4 * y)) & 0xf
}

/// Removes the nibbles marked in `removed` (bit 3 of each) and lets the
/// cells above drop into the gaps, a group of neighbouring nibbles at a time.
#[inline(always)]
fn close_gaps(mut col: u64, mut removed: u64) -> u64 {
    while removed != 0 {
        // The top group first, so that lower positions stay where they are.
        // `hi` is the position just above the group, `lo` its lowest nibble.
        let hi = 64 - removed.leading_zeros();
        let kept_below = !removed & HIGH & ((1u64 << (hi - 4)) - 1);
        let lo = if kept_below == 0 {
            0
        } else {
            64 - kept_below.leading_zeros()
        };
        let high = if hi >= 64 { 0 } else { col >> hi };
        col = (col & ((1u64 << lo) - 1)) | (high << lo);
        removed &= (1u64 << lo).wrapping_sub(1);
    }
    col
}

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
    fn settle(&mut self, g: &Geometry) -> bool {
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
    fn is_clear(&self, g: &Geometry) -> bool {
        if g.grey == 0 {
            self.cols.iter().all(|&c| c == 0)
        } else {
            self.cols.iter().all(|&c| Self::matchable(c, g) == 0)
        }
    }

    /// True when some colour has one or two blocks.
    #[inline]
    fn hopeless(&self, g: &Geometry) -> bool {
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
    fn swap_runs_at(&self, g: &Geometry, x: usize) -> u64 {
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
    fn child(&self, mv: PMove, g: &Geometry) -> (Packed<W>, bool) {
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

    /// The first drag (in solution order) that clears the board, looking
    /// only at the moves that can start a match: swaps in the run masks and
    /// steps into empty cells. Others leave the board as it is, uncleared.
    #[inline]
    fn last_drag(&self, g: &Geometry, masks: &LastMasks<W>) -> Option<PMove> {
        // Candidates first, as nibble masks, from the cells' occupancy and
        // the bound's masks alone: most positions have none.
        let mut full = [0u64; W];
        for x in 0..W {
            full[x] = !zero_nibbles(self.cols[x]) & HIGH;
        }
        let (mut swaps, mut rights, mut lefts) = ([0u64; W], [0u64; W], [0u64; W]);
        let mut any = 0;
        for x in 0..W {
            if x + 1 < W {
                let differ = !eq_nibbles(self.cols[x], self.cols[x + 1]);
                swaps[x] = full[x]
                    & full[x + 1]
                    & differ
                    & masks.right[x]
                    & masks.left[x + 1]
                    & masks.swap[x];
                rights[x] = full[x] & !full[x + 1] & masks.right[x] & masks.step[x];
            }
            if x > 0 {
                lefts[x] = full[x] & !full[x - 1] & masks.left[x] & masks.step[x];
            }
            any |= swaps[x] | rights[x] | lefts[x];
        }
        if any == 0 {
            return None;
        }
        for x in 0..W {
            if swaps[x] | rights[x] | lefts[x] == 0 {
                continue;
            }
            // Only swaps that make a run can start a match.
            let swap = if swaps[x] == 0 {
                0
            } else {
                swaps[x] & self.swap_runs_at(g, x)
            };
            let mut rows = row_bits(swap | rights[x] | lefts[x]);
            while rows != 0 {
                let y = rows.trailing_zeros();
                rows &= rows - 1;
                let bit = 8u64 << (4 * y);
                let right = if swap & bit != 0 {
                    Some(PKind::SwapRight)
                } else if rights[x] & bit != 0 {
                    Some(PKind::StepRight)
                } else {
                    None
                };
                let left = (lefts[x] & bit != 0).then_some(PKind::StepLeft);
                for kind in [right, left].into_iter().flatten() {
                    let mv = PMove {
                        x: x as u8,
                        y: y as u8,
                        kind,
                        null: false,
                        quiet: false,
                    };
                    let (child, vanished) = self.child(mv, g);
                    if vanished && child.is_clear(g) {
                        return Some(mv);
                    }
                }
            }
        }
        None
    }

    /// Calls `f` with every distinct-swap move in order (see
    /// [`Board::for_each_move`]); `null` moves only when asked, flagged.
    /// The moves of each column are worked out as nibble masks first, so
    /// only cells that have a move are visited. With `allowed`, only the
    /// moves it lets through, and null moves; with `asleep`, not the
    /// swaps in it that are quiet (see [`Sleep`]). Returns the position's
    /// quiet swaps ([`Self::quiet_swaps`]), which flag the quiet moves.
    #[inline(always)]
    fn for_each_move(
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

/// Where each colour of a position stands against the [`ShiftBound`]: its
/// column-count index and the shifts it needs, by colour number.
///
/// It holds [`COLOUR_SLOTS`] colour slots (slot 0 for no colour), so that
/// the whole state takes 128 bytes: the compiler copies that with a few
/// vector moves, where a larger state took a `memcpy` call, and the search
/// copies a state for every position it expands.
#[derive(Clone, Copy)]
struct ColourState {
    index: [u64; COLOUR_SLOTS],
    shifts: [u8; COLOUR_SLOTS],
    /// How many colours there are (numbers 1 to `colours`).
    colours: usize,
    /// The shifts of all colours together.
    sum: u32,
    /// Bit `c` set when colour `c` needs shifts.
    needy: u32,
}

/// Colour slots in a [`ColourState`]: boards with more colours (a packed
/// board holds up to 15) are searched without the bound.
const COLOUR_SLOTS: usize = 12;

const _: () = assert!(std::mem::size_of::<ColourState>() == 128);

impl ColourState {
    /// Reads a board's colours.
    #[inline(always)]
    fn of<const W: usize>(board: &Packed<W>, g: &Geometry, bound: &mut ShiftBound) -> Self {
        let mut st = ColourState {
            index: [0; COLOUR_SLOTS],
            shifts: [0; COLOUR_SLOTS],
            colours: g.colours as usize,
            sum: 0,
            needy: 0,
        };
        for c in 1..=st.colours {
            let splat = ONES * c as u64;
            let mut i = 0;
            for x in 0..W {
                i += u64::from(marked(eq_nibbles(board.cols[x], splat))) * bound.place(x);
            }
            let m = bound.shifts(i);
            st.index[c] = i;
            st.shifts[c] = m;
            st.sum += u32::from(m);
            st.needy |= u32::from(m > 0) << c;
        }
        st
    }

    /// Whether the bound lets the position be cleared in `k` moves (see
    /// [`ShiftBound::allows`]).
    #[inline(always)]
    fn allows(&self, k: u32, bound: &mut ShiftBound) -> bool {
        bound.allows(
            k,
            self.sum,
            (1..=self.colours).map(|c| (self.index[c], self.shifts[c])),
        )
    }

    /// Which moves can leave the shifts of all colours together at most
    /// `limit`, or `None` when every move can. A move shifts at most two
    /// blocks, each by one column, so it changes the sum by the two
    /// blocks' [`Deltas`](crate::bound::Deltas): when the sum is within two
    /// of the limit, only moves whose deltas are small enough can pass.
    #[inline(always)]
    fn allowed<const W: usize>(
        &self,
        board: &Packed<W>,
        bound: &mut ShiftBound,
        limit: u32,
    ) -> Option<Allowed<W>> {
        // The most the move may add to the sum.
        let room = i64::from(limit) - i64::from(self.sum);
        if room >= 2 {
            return None;
        }
        // Cells whose move right (left) makes their colour's shifts one
        // fewer (`drop`) or one more (`grow`).
        let (mut drop_r, mut grow_r) = ([0u64; W], [0u64; W]);
        let (mut drop_l, mut grow_l) = ([0u64; W], [0u64; W]);
        for c in 1..=self.colours {
            let d = bound.deltas(self.index[c]);
            let mut cols = u32::from(d.drop_right | d.grow_right | d.drop_left | d.grow_left);
            let splat = ONES * c as u64;
            while cols != 0 {
                let x = cols.trailing_zeros() as usize;
                cols &= cols - 1;
                let cells = eq_nibbles(board.cols[x], splat);
                let has = |bits: u16| 0u64.wrapping_sub(u64::from(bits >> x & 1));
                drop_r[x] |= cells & has(d.drop_right);
                grow_r[x] |= cells & has(d.grow_right);
                drop_l[x] |= cells & has(d.drop_left);
                grow_l[x] |= cells & has(d.grow_left);
            }
        }
        let mut a = Allowed {
            right: [0; W],
            left: [0; W],
            up: room >= 0,
        };
        for x in 0..W {
            // A move right: the block at (x, y) and, for a swap, the one at
            // (x + 1, y) moving left (none for a step, which adds nothing).
            let (da, ga) = (drop_r[x], grow_r[x]);
            let (db, gb) = if x + 1 < W {
                (drop_l[x + 1], grow_l[x + 1])
            } else {
                (0, 0)
            };
            let (right, left) = match room {
                1 => (!(ga & gb), HIGH),
                0 => (da | db | !(ga | gb), !grow_l[x]),
                -1 => (da & !gb | db & !ga, drop_l[x]),
                _ => (da & db, 0),
            };
            a.right[x] = right & HIGH;
            a.left[x] = left & HIGH;
        }
        Some(a)
    }

    /// The change `mv` makes to the state, read from the blocks it shifts
    /// without playing it, if the bound lets the position after it be
    /// cleared in `k` moves. Exact for a move after which nothing vanishes.
    #[inline(always)]
    fn after<const W: usize>(
        &self,
        board: &Packed<W>,
        bound: &mut ShiftBound,
        mv: PMove,
        k: u32,
    ) -> Option<Change> {
        let (x, y) = (mv.x as usize, mv.y as u32);
        let (to, back) = match mv.kind {
            PKind::SwapUp => return self.allows(k, bound).then_some(self.unchanged()),
            PKind::SwapRight => (x + 1, true),
            PKind::StepRight => (x + 1, false),
            PKind::StepLeft => (x - 1, false),
        };
        // The (at most two) colours that change: number (0 for none, as
        // for an empty cell or grey), index, shifts.
        let (a, ia, ma) = self.moved(bound, nib(board.cols[x], y) as usize, x, to);
        let (b, ib, mb) = if back {
            self.moved(bound, nib(board.cols[to], y) as usize, to, x)
        } else {
            (0, 0, 0)
        };
        // Shifts of slot 0 are 0, so this needs no test of `a` or `b`.
        let sum = self.sum + u32::from(ma) + u32::from(mb)
            - u32::from(self.shifts[a])
            - u32::from(self.shifts[b]);
        // Slot 0 (no colour) never needs shifts, so bit 0 stays clear.
        let needy =
            (self.needy & !(1 << a | 1 << b)) | u32::from(ma > 0) << a | u32::from(mb > 0) << b;
        let change = Change {
            a: a as u8,
            ia,
            ma,
            b: b as u8,
            ib,
            mb,
            sum,
            needy,
        };
        // The common case, one move left, without walking the colours:
        // at most one shift in all, or two colours that need one each and
        // that a single swap fixes (see `ShiftBound::allows`).
        if k == 1 {
            if sum <= 1 {
                return Some(change);
            }
            if sum > 2 || needy.count_ones() != 2 {
                return None;
            }
            let c = needy.trailing_zeros() as usize;
            let d = (needy & (needy - 1)).trailing_zeros() as usize;
            let (ic, id) = (self.with(change, c).0, self.with(change, d).0);
            return bound.one_swap(ic, id).then_some(change);
        }
        let colours = (1..=self.colours).map(|c| self.with(change, c));
        bound.allows(k, sum, colours).then_some(change)
    }

    /// Colour `c`'s index and shifts in the state with `ch` made, read
    /// without copying the state.
    #[inline(always)]
    fn with(&self, ch: Change, c: usize) -> (u64, u8) {
        if c == usize::from(ch.a) {
            (ch.ia, ch.ma)
        } else if c == usize::from(ch.b) {
            (ch.ib, ch.mb)
        } else {
            (self.index[c], self.shifts[c])
        }
    }

    /// Colour `c`, its index and its shifts after one of its blocks moves
    /// from column `from` to `to`; zeros for an empty cell or grey.
    #[inline(always)]
    fn moved(&self, bound: &mut ShiftBound, c: usize, from: usize, to: usize) -> (usize, u64, u8) {
        if c >= 1 && c <= self.colours {
            let i = bound.shifted(self.index[c], from, to);
            (c, i, bound.shifts(i))
        } else {
            (0, 0, 0)
        }
    }

    /// No change at all.
    #[inline(always)]
    fn unchanged(&self) -> Change {
        Change {
            a: 0,
            ia: 0,
            ma: 0,
            b: 0,
            ib: 0,
            mb: 0,
            sum: self.sum,
            needy: self.needy,
        }
    }

    /// The state with a change made.
    #[inline(always)]
    fn apply(&self, ch: Change) -> ColourState {
        let mut next = *self;
        next.sum = ch.sum;
        next.needy = ch.needy;
        // Slot 0 is no colour: writing zeros there changes nothing.
        next.index[usize::from(ch.a)] = ch.ia;
        next.shifts[usize::from(ch.a)] = ch.ma;
        next.index[usize::from(ch.b)] = ch.ib;
        next.shifts[usize::from(ch.b)] = ch.mb;
        next
    }

    /// For the last move: which cells may move which way and still leave
    /// every colour decomposable (see [`LastMasks`]), for the state with
    /// `ch` made (read without copying the state). `None` when no move
    /// can: a colour needs a shift that no single block makes.
    #[inline(always)]
    fn last_masks<const W: usize>(
        &self,
        ch: Change,
        board: &Packed<W>,
        g: &Geometry,
        bound: &mut ShiftBound,
    ) -> Option<LastMasks<W>> {
        let index = |c: usize| self.with(ch, c).0;
        let needy = ch.needy;
        // A single colour that needs a shift: one of its blocks must move,
        // in a direction that fixes it.
        if needy.count_ones() == 1 {
            let f = bound.fixes(index(needy.trailing_zeros() as usize));
            if f.right | f.left == 0 {
                return None;
            }
        }
        let mut m = LastMasks {
            right: [0; W],
            left: [0; W],
            swap: [HIGH; W],
            step: [HIGH; W],
        };
        for x in 0..W {
            let col = board.cols[x];
            // Grey blocks shift no colour.
            let grey = if g.grey == 0 {
                0
            } else {
                eq_nibbles(col, g.grey)
            };
            m.right[x] = grey;
            m.left[x] = grey;
        }
        // With two needy colours the last move swaps a block of each: only
        // their masks matter.
        let mut masked = if needy.count_ones() >= 2 {
            needy
        } else {
            ((1u32 << self.colours) - 1) << 1
        };
        while masked != 0 {
            let c = masked.trailing_zeros() as usize;
            masked &= masked - 1;
            let f = bound.fixes(index(c));
            let splat = ONES * c as u64;
            let (mut r, mut l) = (u32::from(f.right), u32::from(f.left));
            while r | l != 0 {
                let x = (r | l).trailing_zeros() as usize;
                let cells = eq_nibbles(board.cols[x], splat);
                if r >> x & 1 == 1 {
                    m.right[x] |= cells;
                }
                if l >> x & 1 == 1 {
                    m.left[x] |= cells;
                }
                r &= !(1 << x);
                l &= !(1 << x);
            }
        }
        let eq = |x: usize, c: usize| eq_nibbles(board.cols[x], ONES * c as u64);
        let n = needy.count_ones();
        let c = needy.trailing_zeros() as usize;
        let d = (needy & needy.wrapping_sub(1)).trailing_zeros() as usize;
        match (n, [c, d]) {
            (0, _) => {}
            (1, [c, _]) => {
                for x in 0..W {
                    m.step[x] = eq(x, c);
                    if x + 1 < W {
                        m.swap[x] = eq(x, c) | eq(x + 1, c);
                    }
                }
            }
            (_, [c, d]) => {
                for x in 0..W {
                    m.step[x] = 0;
                    if x + 1 < W {
                        m.swap[x] = eq(x, c) & eq(x + 1, d) | eq(x, d) & eq(x + 1, c);
                    }
                }
            }
        }
        Some(m)
    }
}

/// What a move does to a [`ColourState`]: the (at most two) colours whose
/// blocks change columns, 0 for none (an empty cell, grey), with their new
/// index and shifts, and the new sum of shifts. (The default is a filler,
/// for moves of a search without the bound.)
#[derive(Clone, Copy, Default)]
struct Change {
    a: u8,
    ia: u64,
    ma: u8,
    b: u8,
    ib: u64,
    mb: u8,
    sum: u32,
    needy: u32,
}

/// Cells (bit 3 of each nibble, by column) whose move on the last turn can
/// leave every colour decomposable. Cells in neither mask of their column
/// can be skipped without playing the move.
struct LastMasks<const W: usize> {
    /// Cells that may move right.
    right: [u64; W],
    /// Cells that may move left.
    left: [u64; W],
    /// For a swap of columns `x` and `x + 1`: rows where the two blocks are
    /// the colours that need shifting.
    swap: [u64; W],
    /// For a step out of column `x`: rows whose block is the colour that
    /// needs shifting (all rows when none does).
    step: [u64; W],
}

impl<const W: usize> LastMasks<W> {
    /// No restriction: every cell may move.
    fn all() -> Self {
        LastMasks {
            right: [HIGH; W],
            left: [HIGH; W],
            swap: [HIGH; W],
            step: [HIGH; W],
        }
    }
}

/// Bit 3 of each cell of a column whose swap up is a null move: the cell
/// above is empty or holds the same colour.
#[inline(always)]
fn null_up(col: u64) -> u64 {
    let above = col >> 4;
    (zero_nibbles(above) | eq_nibbles(col, above)) & HIGH
}

/// Sleeping swaps: quiet swaps the search need not try at a position
/// because each has a smaller twin that it has tried already.
///
/// Say a position `R` has a quiet swap `b` (blocks of two colours, no run
/// after it) that comes before another quiet swap `a` in move order and
/// shares no cell with it. If `b` is still quiet after `a`, the two
/// commute: `R + a + b` and `R + b + a` are the same board, and every
/// position on the way is settled. So any solution through `a` then `b` has
/// a twin through `b` then `a` that is smaller in move order, and the
/// search, which tries `b` before `a`, has already found it or proven
/// `R + b` a failure, which makes `R + a + b` one too. `b` need not be tried
/// after `a`, nor further down while each quiet swap played shares no cell
/// with it and it stays quiet. Skipping a move that is known to fail keeps
/// the fail table true.
///
/// Swaps are marked as cells by column, like [`Packed::quiet_swaps`]: bit 3
/// of nibble `y` of column `x` stands for the swap of `(x, y)` with
/// `(x + 1, y)`.
type Sleep<const W: usize> = [u64; W];

/// The sleeping swaps of the position after the quiet swap of `(x, y)` with
/// `(x + 1, y)`, from the swaps sleeping before it that are still quiet
/// (`asleep`) and the position's quiet swaps (`quiet`): the swaps before it
/// join them, and those that share a cell with it drop out.
#[inline(always)]
fn sleep_after<const W: usize>(asleep: &Sleep<W>, quiet: &Sleep<W>, x: usize, y: u32) -> Sleep<W> {
    let mut out = *asleep;
    let row = 0xfu64 << (4 * y);
    for c in 0..x.min(W) {
        out[c] |= quiet[c];
    }
    // Same columns, rows below.
    out[x] |= quiet[x] & ((1u64 << (4 * y)) - 1);
    // The swaps of columns x - 1 and x + 1 at row y share a cell with it.
    for c in x.saturating_sub(1)..(x + 2).min(W) {
        out[c] &= !row;
    }
    out
}

/// The moves that can pass the bound, as cells by column (bit 3 of each
/// nibble): a move not in these is sure to fail it (see
/// [`ColourState::allowed`]).
struct Allowed<const W: usize> {
    /// Cells that may move right: a step or a swap with column `x + 1`.
    right: [u64; W],
    /// Cells that may step left.
    left: [u64; W],
    /// Whether swaps up (which shift no block) may.
    up: bool,
}

/// Bit 3 of each nibble, gathered into one bit a row.
#[inline(always)]
fn row_bits(m: u64) -> u32 {
    let mut v = (m >> 3) & ONES;
    v = (v | v >> 3) & 0x0303_0303_0303_0303;
    v = (v | v >> 6) & 0x000f_000f_000f_000f;
    v = (v | v >> 12) & 0x0000_00ff_0000_00ff;
    v = (v | v >> 24) & 0xffff;
    v as u32
}

/// How a packed move changes the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum PKind {
    SwapRight,
    SwapUp,
    StepRight,
    StepLeft,
}

/// A move of the packed search.
#[derive(Clone, Copy, Debug)]
struct PMove {
    x: u8,
    y: u8,
    kind: PKind,
    null: bool,
    /// A sideways swap known to make no run: the board after it is settled.
    quiet: bool,
}

impl PMove {
    fn to_move(self) -> Move {
        let dir = match self.kind {
            PKind::SwapRight | PKind::StepRight => Dir::Right,
            PKind::StepLeft => Dir::Left,
            PKind::SwapUp => Dir::Up,
        };
        Move::new(self.x as usize, self.y as usize, dir)
    }
}

/// Packs a board, or `None` when it has more than 15 distinct cell values.
pub fn pack<const W: usize>(board: &Board) -> Option<(Packed<W>, Geometry)> {
    debug_assert_eq!(board.width(), W);
    let mut present = [false; GREY as usize + 1];
    for x in 0..W {
        for &c in board.column(x) {
            present[c as usize] = true;
        }
    }
    let mut map = [0u64; GREY as usize + 1];
    let mut next = 1u64;
    for c in 1..GREY as usize {
        if present[c] {
            map[c] = next;
            next += 1;
        }
    }
    let colours = (next - 1) as u32;
    let grey = if present[GREY as usize] {
        map[GREY as usize] = next;
        next += 1;
        ONES * map[GREY as usize]
    } else {
        0
    };
    if next > 16 {
        return None;
    }
    let mut cols = [0u64; W];
    for (x, col) in cols.iter_mut().enumerate() {
        for (y, &c) in board.column(x).iter().enumerate() {
            if c != EMPTY {
                *col |= map[c as usize] << (4 * y);
            }
        }
    }
    Some((
        Packed { cols },
        Geometry {
            height: board.height() as u32,
            grey,
            colours,
        },
    ))
}

/// Where a packed search keeps its failures. Boards of at most 8 rows use
/// `u32` columns as keys: a slot of 24 bytes instead of 48 for NOIP boards.
pub enum Store<const W: usize> {
    /// A table of its own.
    Local(FastTable<[u64; W]>),
    /// A table of its own, `u32` keys.
    Local32(FastTable<[u32; W]>),
    /// A table shared with other threads.
    Shared(Arc<SharedTable<[u64; W]>>),
    /// A table shared with other threads, `u32` keys.
    Shared32(Arc<SharedTable<[u32; W]>>),
}

/// The columns of a board of at most 8 rows as `u32`s.
#[inline(always)]
fn narrow<const W: usize>(key: &[u64; W]) -> [u32; W] {
    key.map(|c| c as u32)
}

impl<const W: usize> Store<W> {
    /// A table of its own, for boards of `height` rows.
    pub fn local(height: u32, memory_bytes: usize) -> Store<W> {
        if height <= 8 {
            Store::Local32(FastTable::new(memory_bytes))
        } else {
            Store::Local(FastTable::new(memory_bytes))
        }
    }

    #[inline(always)]
    fn get(&self, key: &[u64; W], h: u64) -> u64 {
        match self {
            Store::Local(t) => t.get(key, h),
            Store::Local32(t) => t.get(&narrow(key), h),
            Store::Shared(t) => t.get(key, h),
            Store::Shared32(t) => t.get(&narrow(key), h),
        }
    }

    #[inline(always)]
    fn insert(&mut self, key: [u64; W], h: u64, mask: u64) {
        match self {
            Store::Local(t) => t.insert(key, h, mask),
            Store::Local32(t) => t.insert(narrow(&key), h, mask),
            Store::Shared(t) => t.insert(key, h, mask),
            Store::Shared32(t) => t.insert(narrow(&key), h, mask),
        }
    }

    fn len(&self) -> usize {
        match self {
            Store::Local(t) => t.len(),
            Store::Local32(t) => t.len(),
            Store::Shared(t) => t.len(),
            Store::Shared32(t) => t.len(),
        }
    }
}

/// A searcher's [`NearTable`], with `u32` keys for boards of at most 8 rows.
enum Near<const W: usize> {
    Wide(NearTable<[u64; W]>),
    Narrow(NearTable<[u32; W]>),
}

impl<const W: usize> Near<W> {
    fn new(height: u32) -> Near<W> {
        if height <= 8 {
            Near::Narrow(NearTable::new())
        } else {
            Near::Wide(NearTable::new())
        }
    }

    #[inline(always)]
    fn contains(&self, key: &[u64; W], h: u64) -> bool {
        match self {
            Near::Wide(t) => t.contains(key, h),
            Near::Narrow(t) => t.contains(&narrow(key), h),
        }
    }

    #[inline(always)]
    fn insert(&mut self, key: [u64; W], h: u64) {
        match self {
            Near::Wide(t) => t.insert(key, h),
            Near::Narrow(t) => t.insert(narrow(&key), h),
        }
    }
}

/// A fail table shared by the threads of a parallel search.
#[derive(Clone)]
enum Shared<const W: usize> {
    Wide(Arc<SharedTable<[u64; W]>>),
    Narrow(Arc<SharedTable<[u32; W]>>),
}

impl<const W: usize> Shared<W> {
    fn new(height: u32, memory_bytes: usize) -> Shared<W> {
        if height <= 8 {
            Shared::Narrow(Arc::new(SharedTable::new(memory_bytes)))
        } else {
            Shared::Wide(Arc::new(SharedTable::new(memory_bytes)))
        }
    }

    fn store(&self) -> Store<W> {
        match self {
            Shared::Wide(t) => Store::Shared(t.clone()),
            Shared::Narrow(t) => Store::Shared32(t.clone()),
        }
    }
}

/// The packed search over boards `W` columns wide.
pub struct PackedSearcher<const W: usize> {
    g: Geometry,
    rules: MoveSet,
    null_moves: bool,
    exact: bool,
    store: Store<W>,
    /// Failures with one move left (see [`NearTable`]); `u32` keys for
    /// boards of at most 8 rows.
    near: Near<W>,
    /// The column bound, when the board's size allows one.
    bound: Option<ShiftBound>,
    cancel: Option<Arc<AtomicBool>>,
    progress: Option<Arc<AtomicU64>>,
    /// In a parallel search: the best root move found so far, and this
    /// searcher's root move; the search stops once a smaller one has won.
    abort: Option<(Arc<AtomicUsize>, usize)>,
    /// Positions expanded.
    pub nodes: u64,
    /// Positions expanded, by moves left.
    pub nodes_by_depth: [u64; 64],
    path: Vec<Move>,
    /// By moves left: the moves the bound lets through, and their changes
    /// (buffers kept from position to position).
    passed: Vec<Vec<(PMove, Change)>>,
}

impl<const W: usize> PackedSearcher<W> {
    /// A searcher; `goal` is exact or at-most (the shortest goal runs exact
    /// searches of growing depth).
    pub fn new(
        g: Geometry,
        rules: MoveSet,
        null_moves: bool,
        goal: Goal,
        store: Store<W>,
        cancel: Option<Arc<AtomicBool>>,
        progress: Option<Arc<AtomicU64>>,
    ) -> Self {
        PackedSearcher {
            g,
            rules,
            null_moves,
            exact: goal != Goal::AtMost,
            store,
            near: Near::new(g.height),
            bound: if (g.colours as usize) < COLOUR_SLOTS {
                ShiftBound::new(W, g.height as usize)
            } else {
                None
            },
            cancel,
            progress,
            abort: None,
            nodes: 0,
            nodes_by_depth: [0; 64],
            path: Vec::new(),
            passed: Vec::new(),
        }
    }

    /// The smallest solution from a settled, uncleared board with `k >= 1`
    /// moves left.
    pub fn solve(&mut self, board: &Packed<W>, k: u32) -> Result<Option<Vec<Move>>, Stop> {
        self.path.clear();
        let found = self.dfs(board, k, Known::Changed, None)?;
        Ok(take_solution(found, &mut self.path))
    }

    /// Positions held in the fail table.
    pub fn table_len(&self) -> usize {
        self.store.len()
    }

    #[inline]
    fn fail(&mut self, key: [u64; W], h: u64, k: u32) -> Result<bool, Stop> {
        self.store.insert(key, h, fail_mask(self.exact, k));
        Ok(false)
    }

    /// Checks the cancel flag and a parallel search's progress, and reports
    /// progress, every 1024 positions.
    #[cold]
    fn poll(&self) -> Result<(), Stop> {
        if let Some(p) = &self.progress {
            p.fetch_add(0x400, Ordering::Relaxed);
        }
        if let Some(c) = &self.cancel
            && c.load(Ordering::Relaxed)
        {
            return Err(Stop::Cancelled);
        }
        if let Some((best, mine)) = &self.abort
            && best.load(Ordering::Relaxed) < *mine
        {
            return Err(Stop::Superseded);
        }
        Ok(())
    }

    /// A drag search's position with one move left, past the near table:
    /// the bound, then the last moves its masks allow.
    #[inline(always)]
    fn last(&mut self, board: &Packed<W>, h: u64, known: Known<'_>) -> bool {
        let g = self.g;
        let masks = match &mut self.bound {
            Some(bound) => {
                let owned;
                // The colours as a state and a change, so that a change read
                // before the move (which the bound has let through) needs
                // no copy of the state.
                let (st, ch) = match known {
                    Known::After(parent, ch) => (parent, ch),
                    Known::Null(parent) => (parent, parent.unchanged()),
                    Known::Changed | Known::Same => {
                        owned = ColourState::of(board, &g, bound);
                        (&owned, owned.unchanged())
                    }
                };
                if !matches!(known, Known::After(..)) && !st.allows(1, bound) {
                    return false;
                }
                st.last_masks(ch, board, &g, bound)
            }
            None => {
                if matches!(known, Known::Changed) && board.hopeless(&g) {
                    return false;
                }
                Some(LastMasks::all())
            }
        };
        let found = masks.and_then(|m| board.last_drag(&g, &m));
        self.record_last(board, h, found)
    }

    /// The answer for a position with one move left: the winning move goes
    /// on the path, a failure into the near table.
    #[inline(always)]
    fn record_last(&mut self, board: &Packed<W>, h: u64, found: Option<PMove>) -> bool {
        match found {
            Some(mv) => {
                self.path.push(mv.to_move());
                true
            }
            None => {
                self.near.insert(board.cols, h);
                false
            }
        }
    }

    fn dfs(
        &mut self,
        board: &Packed<W>,
        k: u32,
        known: Known<'_>,
        asleep: Option<&Sleep<W>>,
    ) -> Result<bool, Stop> {
        self.nodes += 1;
        self.nodes_by_depth[k as usize] += 1;
        if self.nodes & 0x3ff == 0 {
            self.poll()?;
        }
        let g = self.g;
        let h = hash(&board.cols);
        // With one move left the near table is cheaper than the bound.
        if k == 1 && self.near.contains(&board.cols, h) {
            return Ok(false);
        }
        if k == 1 && self.rules == MoveSet::Drag {
            return Ok(self.last(board, h, known));
        }
        // The column bound, or without one the colour-count test.
        let colours = match &mut self.bound {
            Some(bound) => {
                // A change read before the move was played has passed the
                // bound already (see `ColourState::after`).
                let st = match known {
                    Known::After(parent, ch) => parent.apply(ch),
                    _ => {
                        let st = match known {
                            Known::Null(parent) => *parent,
                            _ => ColourState::of(board, &g, bound),
                        };
                        if !st.allows(k, bound) {
                            return Ok(false);
                        }
                        st
                    }
                };
                Some(st)
            }
            None => {
                if matches!(known, Known::Changed) && board.hopeless(&g) {
                    return Ok(false);
                }
                None
            }
        };
        if k > 1 {
            if self.store.get(&board.cols, h) >> k & 1 == 1 {
                return Ok(false);
            }
            return self.expand(board, h, k, colours.as_ref(), asleep);
        }
        // One move left under rules other than drag: any move the bound
        // lets through that clears the board.
        let bound = &mut self.bound;
        let mut found = None;
        board.for_each_move(&g, self.rules, false, None, None, |mv| {
            let allowed = match (&colours, &mut *bound) {
                (Some(st), Some(b)) => st.after(board, b, mv, 0).is_some(),
                _ => true,
            };
            if mv.quiet || !allowed {
                return true;
            }
            let (child, vanished) = board.child(mv, &g);
            if vanished && child.is_clear(&g) {
                found = Some(mv);
                return false;
            }
            true
        });
        Ok(self.record_last(board, h, found))
    }
}

impl<const W: usize> PackedSearcher<W> {
    /// Expands a position with `k >= 2` moves left, its colours `st` when
    /// the search has the bound: the bound is read for every move first, in
    /// one tight loop whose table reads overlap, and the moves it lets
    /// through are played after, in order.
    fn expand(
        &mut self,
        board: &Packed<W>,
        h: u64,
        k: u32,
        st: Option<&ColourState>,
        asleep: Option<&Sleep<W>>,
    ) -> Result<bool, Stop> {
        let g = self.g;
        let depth = k as usize;
        if self.passed.len() <= depth {
            self.passed.resize_with(depth + 1, Vec::new);
        }
        let mut moves = std::mem::take(&mut self.passed[depth]);
        moves.clear();
        // The bound, when the search has one, with the position's colours.
        let mut bound = match (st, &mut self.bound) {
            (Some(st), Some(b)) => Some((st, b)),
            _ => None,
        };
        let allowed = match &mut bound {
            Some((st, b)) => st.allowed(board, b, 2 * (k - 1)),
            None => None,
        };
        let mut null_tried = false;
        let (rules, null_moves) = (self.rules, self.null_moves);
        // The callback is inlined into the move loop: called three ways
        // there, it was left a function of its own, called for every move.
        let quiet = board.for_each_move(
            &g,
            rules,
            null_moves,
            allowed.as_ref(),
            asleep,
            #[inline(always)]
            |mv| {
                if mv.null {
                    // Every null move leaves the same board: the first is
                    // enough.
                    if !null_tried {
                        null_tried = true;
                        moves.push((mv, Change::default()));
                    }
                } else {
                    let change = match &mut bound {
                        Some((st, b)) => st.after(board, b, mv, k - 1),
                        None => Some(Change::default()),
                    };
                    if let Some(ch) = change {
                        moves.push((mv, ch));
                    }
                }
                true
            },
        );
        // Children reached by a quiet swap that expand in turn get their
        // sleeping swaps: those asleep here that are quiet, and the quiet
        // swaps before theirs.
        let quiet = (k >= 3).then(|| {
            let mut still = [0u64; W];
            if let Some(a) = asleep {
                for x in 0..W {
                    still[x] = a[x] & quiet[x];
                }
            }
            (quiet, still)
        });
        let mut found = false;
        let mut result = Ok(());
        for &(mv, ch) in &moves {
            let next = if mv.null {
                let known = st.map_or(Known::Same, Known::Null);
                self.dfs(board, k - 1, known, None)
            } else {
                let (child, vanished) = board.child(mv, &g);
                if !vanished {
                    let known = st.map_or(Known::Same, |st| Known::After(st, ch));
                    let sleep = match &quiet {
                        Some((quiet, still)) if mv.quiet => Some(sleep_after(
                            still,
                            quiet,
                            usize::from(mv.x),
                            u32::from(mv.y),
                        )),
                        _ => None,
                    };
                    self.dfs(&child, k - 1, known, sleep.as_ref())
                } else if child.is_clear(&g) {
                    Ok(!self.exact)
                } else {
                    self.dfs(&child, k - 1, Known::Changed, None)
                }
            };
            if !go_on(next, mv.to_move(), &mut self.path, &mut found, &mut result) {
                break;
            }
        }
        self.passed[depth] = moves;
        result?;
        if found {
            Ok(true)
        } else {
            self.fail(board.cols, h, k)
        }
    }
}

/// What a search knows of a position's colours when it reaches it.
#[derive(Clone, Copy)]
enum Known<'a> {
    /// Blocks vanished, or it is a root: work the colours out.
    Changed,
    /// The same colour counts as the position before, in a search without
    /// the column bound.
    Same,
    /// Nothing vanished: the position before the move, and the change read
    /// before the move was played, which the bound has let through.
    After(&'a ColourState, Change),
    /// A null move: the same colours as the position before, not yet held
    /// against the bound with one move fewer.
    Null(&'a ColourState),
}

/// Settings of one packed search.
#[derive(Clone)]
pub struct Config {
    /// The board's geometry.
    pub g: Geometry,
    /// The move set.
    pub rules: MoveSet,
    /// Whether null moves are moves.
    pub null_moves: bool,
    /// Exact or at-most.
    pub goal: Goal,
    /// Memory for the fail table.
    pub memory_bytes: usize,
    /// Worker threads (1 = this thread only).
    pub threads: usize,
    /// Stops the search when raised.
    pub cancel: Option<Arc<AtomicBool>>,
    /// Counts positions for progress reports.
    pub progress: Option<Arc<AtomicU64>>,
}

/// A packed search that keeps its fail table between calls (the shortest
/// goal searches depth after depth), on one thread or several.
pub struct Driver<const W: usize> {
    cfg: Config,
    local: Option<PackedSearcher<W>>,
    shared: Option<Shared<W>>,
    pool: Option<rayon::ThreadPool>,
    /// Positions expanded, over all calls and threads.
    pub nodes: u64,
}

/// Budgets below this are searched on one thread: too small to share.
const PARALLEL_FROM: u32 = 4;

impl<const W: usize> Driver<W> {
    /// A driver for boards of one geometry.
    pub fn new(cfg: Config) -> Driver<W> {
        Driver {
            cfg,
            local: None,
            shared: None,
            pool: None,
            nodes: 0,
        }
    }

    fn searcher(&self, store: Store<W>) -> PackedSearcher<W> {
        let c = &self.cfg;
        PackedSearcher::new(
            c.g,
            c.rules,
            c.null_moves,
            c.goal,
            store,
            c.cancel.clone(),
            c.progress.clone(),
        )
    }

    /// The smallest solution from a settled, uncleared board with `k >= 1`
    /// moves left.
    pub fn solve(&mut self, board: &Packed<W>, k: u32) -> Result<Option<Vec<Move>>, Stop> {
        if self.cfg.threads <= 1 || k < PARALLEL_FROM {
            let mut s = match self.local.take() {
                Some(s) => s,
                None => self.searcher(Store::local(self.cfg.g.height, self.cfg.memory_bytes)),
            };
            let before = s.nodes;
            let r = s.solve(board, k);
            self.nodes += s.nodes - before;
            self.local = Some(s);
            return r;
        }
        self.solve_parallel(board, k)
    }

    /// Searches the root moves in parallel, sharing one fail table; the
    /// smallest root move that wins gives the answer, and branches after it
    /// stop as soon as it is known.
    fn solve_parallel(&mut self, board: &Packed<W>, k: u32) -> Result<Option<Vec<Move>>, Stop> {
        let g = self.cfg.g;
        let mut roots = Vec::new();
        let mut null_seen = false;
        board.for_each_move(&g, self.cfg.rules, self.cfg.null_moves, None, None, |mv| {
            if mv.null {
                // Every null move leaves the same board: the first is enough.
                if null_seen {
                    return true;
                }
                null_seen = true;
            }
            roots.push(mv);
            true
        });
        let shared = self
            .shared
            .get_or_insert_with(|| Shared::new(self.cfg.g.height, self.cfg.memory_bytes))
            .clone();
        if self.pool.is_none() {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(self.cfg.threads)
                .build()
                .map_err(|_| Stop::Cancelled)?;
            self.pool = Some(pool);
        }
        let best = Arc::new(AtomicUsize::new(usize::MAX));
        let nodes = AtomicU64::new(0);
        let exact = self.cfg.goal != Goal::AtMost;
        let this = &*self;
        let run = || {
            roots
                .par_iter()
                .enumerate()
                .with_max_len(1)
                .map_init(
                    || this.searcher(shared.store()),
                    |s, (i, &mv)| {
                        if best.load(Ordering::Relaxed) < i {
                            return None;
                        }
                        s.abort = Some((best.clone(), i));
                        s.path.clear();
                        let before = s.nodes;
                        let r = if mv.null {
                            s.dfs(board, k - 1, Known::Changed, None)
                        } else {
                            let (child, vanished) = board.child(mv, &g);
                            if vanished && child.is_clear(&g) {
                                Ok(!exact || k == 1)
                            } else if k == 1 {
                                Ok(false)
                            } else {
                                s.dfs(&child, k - 1, Known::Changed, None)
                            }
                        };
                        nodes.fetch_add(s.nodes - before, Ordering::Relaxed);
                        match r {
                            Ok(true) => {
                                best.fetch_min(i, Ordering::Relaxed);
                                let mut path = std::mem::take(&mut s.path);
                                path.push(mv.to_move());
                                path.reverse();
                                Some(Ok((i, path)))
                            }
                            Ok(false) | Err(Stop::Superseded) => None,
                            Err(e) => Some(Err(e)),
                        }
                    },
                )
                .collect::<Vec<_>>()
        };
        let results = match &self.pool {
            Some(pool) => pool.install(run),
            None => run(),
        };
        self.nodes += nodes.load(Ordering::Relaxed) + 1;
        let mut winner: Option<(usize, Vec<Move>)> = None;
        for r in results.into_iter().flatten() {
            let (i, path) = r?;
            if winner.as_ref().is_none_or(|(j, _)| i < *j) {
                winner = Some((i, path));
            }
        }
        Ok(winner.map(|(_, p)| p))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small xorshift generator: the tests need no crate for this.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
    }

    /// A random gap-free board of `height <= 8` rows and few colours, so
    /// that runs are common; `grey` colours number `colours` as grey.
    fn random_board<const W: usize>(rng: &mut Rng, height: u32, colours: u64) -> Packed<W> {
        let mut cols = [0u64; W];
        for col in cols.iter_mut() {
            let h = rng.next() % (u64::from(height) + 1);
            for y in 0..h {
                *col |= (1 + rng.next() % colours) << (4 * y);
            }
        }
        Packed { cols }
    }

    fn narrow_matches_wide<const W: usize>(seed: u64) {
        let mut rng = Rng(seed);
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

    /// `marked` counts like `count_ones` on every nibble-mark pattern of a
    /// 16-row column (bit 3 of each nibble).
    #[test]
    fn marked_counts_like_count_ones() {
        for pattern in 0u64..1 << 16 {
            let m: u64 = (0..16).map(|y| (pattern >> y & 1) << (4 * y + 3)).sum();
            assert_eq!(marked(m), m.count_ones(), "{pattern:016b}");
        }
    }

    #[test]
    fn sleeping_swaps_are_the_quiet_ones_before_and_share_no_cell() {
        let mut rng = Rng(0x0005_1ee9);
        for _ in 0..20_000 {
            let mut quiet = [0u64; 5];
            let mut asleep = [0u64; 5];
            for x in 0..4 {
                quiet[x] = rng.next() & HIGH & 0x0fff_ffff;
                asleep[x] = rng.next() & HIGH & 0x0fff_ffff;
            }
            let x = (rng.next() % 4) as usize;
            let y = (rng.next() % 7) as u32;
            let out = sleep_after(&asleep, &quiet, x, y);
            for c in 0..4 {
                for r in 0..7u32 {
                    let bit = 8u64 << (4 * r);
                    let shares = r == y && c + 1 >= x && c <= x + 1;
                    let before = (c, r) < (x, y);
                    let want = !shares && (asleep[c] & bit != 0 || before && quiet[c] & bit != 0);
                    assert_eq!(out[c] & bit != 0, want, "swap ({c}, {r}) after ({x}, {y})");
                }
            }
            assert_eq!(out[4], 0);
        }
    }

    /// `close_gaps` against removing nibbles one at a time, on every
    /// removal pattern of an 8-row column and a 16-row one.
    #[test]
    fn close_gaps_matches_removing_one_nibble_at_a_time() {
        let slow = |col: u64, removed: u64| -> u64 {
            let mut out = 0u64;
            let mut at = 0;
            for y in 0..16 {
                if removed >> (4 * y + 3) & 1 == 0 {
                    out |= nib(col, y) << (4 * at);
                    at += 1;
                }
            }
            out
        };
        let col8 = 0x8765_4321u64;
        for pattern in 0u64..256 {
            let removed: u64 = (0..8).map(|y| (pattern >> y & 1) << (4 * y + 3)).sum();
            assert_eq!(
                close_gaps(col8, removed),
                slow(col8, removed),
                "{pattern:08b}"
            );
        }
        let col16 = 0xfedc_ba98_7654_3210u64;
        for pattern in [
            0u64, 1, 0x8000, 0xc000, 0xffff, 0x8001, 0x7ffe, 0xaaaa, 0x5555, 0xf0f0,
        ] {
            let removed: u64 = (0..16).map(|y| (pattern >> y & 1) << (4 * y + 3)).sum();
            assert_eq!(
                close_gaps(col16, removed),
                slow(col16, removed),
                "{pattern:016b}"
            );
        }
    }
}
