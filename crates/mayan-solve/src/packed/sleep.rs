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
/// The same holds when `a` is a *step*, a block moved into an empty cell
/// beside it that makes no run: it changes only the cells of its column
/// from its row up (the block leaves, those above fall one row) and the
/// empty cell it lands in. A quiet swap `b` of two other cells moves no
/// block that the step moves or stands on, so `R + a + b` and `R + b + a` are
/// again the same board, settled on the way, and `b` sleeps after `a`
/// while it stays quiet ([`sleep_after_step`]). In dense proofs a quiet
/// swap after a step was the most common way of reaching a position the
/// fail table already held (1.1 M of the 1.8 M hits with two moves left on
/// `fixtures/dense-10/case02`).
///
/// Swaps are marked as cells by column, like [`Packed::quiet_swaps`]: bit 3
/// of nibble `y` of column `x` stands for the swap of `(x, y)` with
/// `(x + 1, y)`.
///
/// [`Packed::quiet_swaps`]: super::Packed::quiet_swaps
pub(super) type Sleep<const W: usize> = [u64; W];

/// The swaps `asleep` and the `quiet` swaps that come before a move of
/// the cell `(x, y)` in move order: those of the columns to its left, and
/// those below it in its column.
#[inline(always)]
fn with_before<const W: usize>(asleep: &Sleep<W>, quiet: &Sleep<W>, x: usize, y: u32) -> Sleep<W> {
    let mut out = *asleep;
    for c in 0..x.min(W) {
        out[c] |= quiet[c];
    }
    out[x] |= quiet[x] & ((1u64 << (4 * y)) - 1);
    out
}

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
    let mut out = with_before(asleep, quiet, x, y);
    let row = 0xfu64 << (4 * y);
    // The swaps of columns x - 1 and x + 1 at row y share a cell with it.
    for c in x.saturating_sub(1)..(x + 2).min(W) {
        out[c] &= !row;
    }
    out
}

/// The sleeping swaps of the position after the step of the block at
/// `(x, y)` into the empty cell beside it (no run after): those sleeping
/// before it that are still quiet (`asleep`) and the position's quiet swaps
/// before it (`quiet`), less those with a cell in the step's column from
/// row `y` up, where the block left and those above it fell. (The cell it
/// lands in was empty, so no quiet swap had it.)
#[inline(always)]
pub(super) fn sleep_after_step<const W: usize>(
    asleep: &Sleep<W>,
    quiet: &Sleep<W>,
    x: usize,
    y: u32,
) -> Sleep<W> {
    let mut out = with_before(asleep, quiet, x, y);
    // A swap is marked in its left column: those of columns x - 1 and x.
    let from_y = !((1u64 << (4 * y)) - 1);
    for c in x.saturating_sub(1)..=x {
        out[c] &= !from_y;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::Rng;
    use crate::packed::board::{Geometry, PKind, PMove, Packed};
    use crate::packed::nibble::HIGH;
    use mayan_core::MoveSet;

    /// The moves of a board and its quiet swaps.
    fn moves_of<const W: usize>(b: &Packed<W>, g: &Geometry) -> (Vec<PMove>, [u64; W]) {
        let mut moves = Vec::new();
        let quiet = b.for_each_move(g, MoveSet::Drag, false, None, None, |mv| {
            moves.push(mv);
            true
        });
        (moves, quiet)
    }

    /// Every swap that [`sleep_after_step`] keeps asleep after a step
    /// commutes with it: on random boards with gaps and few colours (runs
    /// and steps common), for each step that makes no run and each quiet
    /// swap kept (all quiet swaps offered as sleeping) that is still quiet
    /// after the step, step then swap and swap then step give the same
    /// board and nothing vanishes either way.
    #[test]
    fn swaps_kept_asleep_after_a_step_commute_with_it() {
        let mut rng = Rng::new(0x57e9_5eed);
        let g = Geometry {
            height: 7,
            grey: 0,
            colours: 4,
        };
        let (mut steps, mut pairs) = (0, 0);
        for _ in 0..3_000 {
            let mut cols = [0u64; 5];
            for col in cols.iter_mut() {
                for y in 0..rng.next_u64() % 8 {
                    *col |= (1 + rng.next_u64() % 4) << (4 * y);
                }
            }
            let board = Packed { cols };
            let (moves, quiet) = moves_of(&board, &g);
            for &d in &moves {
                if !matches!(d.kind, PKind::StepRight | PKind::StepLeft) {
                    continue;
                }
                let (after, vanished) = board.child(d, &g);
                if vanished {
                    continue;
                }
                steps += 1;
                let (x, y) = (usize::from(d.x), u32::from(d.y));
                let kept = sleep_after_step(&quiet, &[0; 5], x, y);
                let (_, still) = moves_of(&after, &g);
                for c in 0..4 {
                    let mut bits = kept[c] & still[c];
                    while bits != 0 {
                        let r = bits.trailing_zeros() / 4;
                        bits &= bits - 1;
                        let b = PMove {
                            x: c as u8,
                            y: r as u8,
                            kind: PKind::SwapRight,
                            null: false,
                            quiet: true,
                        };
                        let one = after.child(b, &g).0;
                        let (between, _) = board.child(b, &g);
                        let (other, v) = between.child(d, &g);
                        assert!(
                            !v,
                            "{:x?}: swap ({c}, {r}) then the step vanishes",
                            board.cols
                        );
                        assert_eq!(one, other, "{:x?}: swap ({c}, {r}), step {d:?}", board.cols);
                        pairs += 1;
                    }
                }
            }
        }
        assert!(
            steps > 1_000 && pairs > 1_000,
            "{steps} steps, {pairs} pairs"
        );
    }

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
