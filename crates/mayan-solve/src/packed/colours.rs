//! Where each colour of a position stands against the column bound
//! ([`ColourState`]), and what a move changes in that ([`Change`]), read
//! from the blocks the move shifts before it is played.

use crate::bound::ShiftBound;

use super::board::{Geometry, PKind, PMove, Packed};
use super::nibble::{ONES, eq_nibbles, marked, nib};

/// Where each colour of a position stands against the [`ShiftBound`]: its
/// column-count index and the shifts it needs, by colour number.
///
/// It holds [`COLOUR_SLOTS`] colour slots (slot 0 for no colour), so that
/// the whole state takes 128 bytes: the compiler copies that with a few
/// vector moves, where a larger state took a `memcpy` call, and the search
/// copies a state for every position it expands.
#[derive(Clone, Copy)]
pub(super) struct ColourState {
    pub(super) index: [u64; COLOUR_SLOTS],
    pub(super) shifts: [u8; COLOUR_SLOTS],
    /// How many colours there are (numbers 1 to `colours`).
    pub(super) colours: usize,
    /// The shifts of all colours together.
    pub(super) sum: u32,
    /// Bit `c` set when colour `c` needs shifts.
    pub(super) needy: u32,
}

/// Colour slots in a [`ColourState`]: boards with more colours (a packed
/// board holds up to 15) are searched without the bound.
pub(super) const COLOUR_SLOTS: usize = 12;

const _: () = assert!(std::mem::size_of::<ColourState>() == 128);

impl ColourState {
    /// Reads a board's colours.
    #[inline(always)]
    pub(super) fn of<const W: usize>(
        board: &Packed<W>,
        g: &Geometry,
        bound: &mut ShiftBound,
    ) -> Self {
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
    pub(super) fn allows(&self, k: u32, bound: &mut ShiftBound) -> bool {
        bound.allows(
            k,
            self.sum,
            (1..=self.colours).map(|c| (self.index[c], self.shifts[c])),
        )
    }

    /// The change `mv` makes to the state, read from the blocks it shifts
    /// without playing it, if the bound lets the position after it be
    /// cleared in `k` moves. Exact for a move after which nothing vanishes.
    #[inline(always)]
    pub(super) fn after<const W: usize>(
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
    pub(super) fn with(&self, ch: Change, c: usize) -> (u64, u8) {
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
    pub(super) fn unchanged(&self) -> Change {
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
    pub(super) fn apply(&self, ch: Change) -> ColourState {
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
}

/// What a move does to a [`ColourState`]: the (at most two) colours whose
/// blocks change columns, 0 for none (an empty cell, grey), with their new
/// index and shifts, and the new sum of shifts. (The default is a filler,
/// for moves of a search without the bound.)
#[derive(Clone, Copy, Default)]
pub(super) struct Change {
    a: u8,
    ia: u64,
    ma: u8,
    b: u8,
    ib: u64,
    mb: u8,
    pub(super) sum: u32,
    pub(super) needy: u32,
}
