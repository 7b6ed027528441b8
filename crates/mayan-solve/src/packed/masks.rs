//! Masks that let the search pass over moves without playing them, as
//! cells by column (bit 3 of each nibble): the moves that can pass the bound
//! ([`Allowed`]), and on the last move the cells whose move can leave every
//! colour decomposable ([`LastMasks`]), which the last drag
//! ([`Packed::last_drag`]) looks at alone.

use crate::bound::ShiftBound;

use super::board::{Geometry, PKind, PMove, Packed};
use super::colours::{Change, ColourState};
use super::nibble::{HIGH, ONES, eq_nibbles, row_bits, zero_nibbles};

/// The moves that can pass the bound, as cells by column (bit 3 of each
/// nibble): a move not in these is sure to fail it (see
/// [`ColourState::allowed`]).
pub(super) struct Allowed<const W: usize> {
    /// Cells that may move right: a step or a swap with column `x + 1`.
    pub(super) right: [u64; W],
    /// Cells that may step left.
    pub(super) left: [u64; W],
    /// Whether swaps up (which shift no block) may.
    pub(super) up: bool,
}

/// Cells (bit 3 of each nibble, by column) whose move on the last turn can
/// leave every colour decomposable. Cells in neither mask of their column
/// can be skipped without playing the move.
pub(super) struct LastMasks<const W: usize> {
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
    pub(super) fn all() -> Self {
        LastMasks {
            right: [HIGH; W],
            left: [HIGH; W],
            swap: [HIGH; W],
            step: [HIGH; W],
        }
    }
}

impl ColourState {
    /// Which moves can leave the shifts of all colours together at most
    /// `limit`, or `None` when every move can. A move shifts at most two
    /// blocks, each by one column, so it changes the sum by the two
    /// blocks' [`Deltas`](crate::bound::Deltas): when the sum is within two
    /// of the limit, only moves whose deltas are small enough can pass.
    #[inline(always)]
    pub(super) fn allowed<const W: usize>(
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

    /// For the last move: which cells may move which way and still leave
    /// every colour decomposable (see [`LastMasks`]), for the state with
    /// `ch` made (read without copying the state). `None` when no move
    /// can: a colour needs a shift that no single block makes.
    #[inline(always)]
    pub(super) fn last_masks<const W: usize>(
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

impl<const W: usize> Packed<W> {
    /// The first drag (in solution order) that clears the board, looking
    /// only at the moves that can start a match: swaps in the run masks and
    /// steps into empty cells. Others leave the board as it is, uncleared.
    #[inline]
    pub(super) fn last_drag(&self, g: &Geometry, masks: &LastMasks<W>) -> Option<PMove> {
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
}
