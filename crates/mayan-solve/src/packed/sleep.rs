//! Sleep sets: the quiet swaps a position need not try because a
//! commuting twin that comes first in move order was tried already (see
//! [`Sleep`]).

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
///
/// [`Packed::quiet_swaps`]: super::Packed::quiet_swaps
pub(super) type Sleep<const W: usize> = [u64; W];

/// The sleeping swaps of the position after the quiet swap of `(x, y)` with
/// `(x + 1, y)`, from the swaps sleeping before it that are still quiet
/// (`asleep`) and the position's quiet swaps (`quiet`): the swaps before it
/// join them, and those that share a cell with it drop out.
#[inline(always)]
pub(super) fn sleep_after<const W: usize>(
    asleep: &Sleep<W>,
    quiet: &Sleep<W>,
    x: usize,
    y: u32,
) -> Sleep<W> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::Rng;
    use crate::packed::nibble::HIGH;

    #[test]
    fn sleeping_swaps_are_the_quiet_ones_before_and_share_no_cell() {
        let mut rng = Rng::new(0x0005_1ee9);
        for _ in 0..20_000 {
            let mut quiet = [0u64; 5];
            let mut asleep = [0u64; 5];
            for x in 0..4 {
                quiet[x] = rng.next_u64() & HIGH & 0x0fff_ffff;
                asleep[x] = rng.next_u64() & HIGH & 0x0fff_ffff;
            }
            let x = (rng.next_u64() % 4) as usize;
            let y = (rng.next_u64() % 7) as u32;
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
}
