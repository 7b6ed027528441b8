//! Sleep sets: the quiet moves a position need not try because a
//! commuting twin that comes first in move order was tried already (see
//! [`Sleep`]).

use super::board::{PKind, PMove};

/// Sleeping moves: quiet swaps and steps the search need not try at a
/// position because each has a smaller twin that it has tried already.
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
/// while it stays quiet ([`SleepState::after_step`]). In dense proofs a quiet
/// swap after a step was the most common way of reaching a position the
/// fail table already held (1.1 M of the 1.8 M hits with two moves left on
/// `fixtures/dense-10/case02`).
///
/// Steps sleep too. A step `s` tried before a quiet swap or a step `a`
/// commutes with it when neither moves a block the other moves or stands
/// on: after a quiet swap, unless the swap has a cell in the step's column
/// from the step's row up; after a step, unless the two share a column
/// (left, landed in). Whether a step makes a run is known only once it is
/// played, so a sleeping step is played at the position and skipped if it
/// is still quiet there, and only steps known quiet at a position join the
/// sleep sets of its children ([`SleepState`]). Steps after steps and
/// after quiet swaps were the next most common ways of reaching a position
/// the fail table held (236 k of 644 k hits with two moves left on
/// `fixtures/dense-10/case02` once swaps slept after steps); letting them
/// sleep searches 13 to 17% fewer positions in the dense 10-move proofs
/// and 1 to 14% fewer on the pinned boards of `fixtures/node-counts.txt`.
///
/// Moves are marked as cells by column, like [`Packed::quiet_swaps`]: bit 3
/// of nibble `y` of column `x` stands for the swap of `(x, y)` with
/// `(x + 1, y)`, bit 2 for the step of `(x, y)` right ([`STEP_RIGHT`]),
/// bit 1 for its step left ([`STEP_LEFT`]).
///
/// [`Packed::quiet_swaps`]: super::Packed::quiet_swaps
pub(super) type Sleep<const W: usize> = [u64; W];

/// The bit of a step right in its cell's nibble (see [`Sleep`]).
pub(super) const STEP_RIGHT: u64 = 4;
/// The bit of a step left in its cell's nibble (see [`Sleep`]).
pub(super) const STEP_LEFT: u64 = 2;
/// The swap bits of every nibble.
const SWAPS: u64 = 0x8888_8888_8888_8888;
/// The step bits of every nibble, right and left.
const STEPS: u64 = STEPS_RIGHT | STEPS_LEFT;
/// The step-right bits of every nibble.
const STEPS_RIGHT: u64 = 0x4444_4444_4444_4444;
/// The step-left bits of every nibble.
const STEPS_LEFT: u64 = 0x2222_2222_2222_2222;

/// What a position knows for its children's sleep sets: the moves asleep
/// at it that are still quiet (`still`), and its quiet moves that count
/// as tried before the one played (`quiet`). Which count depends on the
/// order the position's moves are tried in, `TRIED`:
///
/// - `false`, move order (the smallest solution is wanted): the quiet
///   moves before it in move order, out of all the position's quiet moves.
///   Those the bound did not let through are proven to fail, which serves
///   as well as tried.
/// - `true`, any order (any solution will do): the quiet moves tried so
///   far ([`SleepState::tried`]), and the quiet swaps the bound did not let
///   through (all quiet swaps less those to try, [`SleepState::untried`]).
///
/// The order is a constant, as it is of the search that holds this
/// ([`PackedSearcher`]'s `dfs` and `expand`), so that each order's move
/// loop is compiled without the other's steps.
///
/// [`PackedSearcher`]: super::PackedSearcher
pub(super) struct SleepState<const W: usize, const TRIED: bool> {
    still: Sleep<W>,
    quiet: Sleep<W>,
}

impl<const W: usize, const TRIED: bool> SleepState<W, TRIED> {
    /// From the moves asleep at the position (if any), its quiet `swaps`
    /// and the `steps` it played that made no run. In any order the quiet
    /// swaps still to be tried are then taken out ([`Self::untried`]).
    pub(super) fn new(asleep: Option<&Sleep<W>>, swaps: &Sleep<W>, steps: &Sleep<W>) -> Self {
        let mut quiet = [0u64; W];
        let mut still = [0u64; W];
        for x in 0..W {
            quiet[x] = swaps[x] | steps[x];
            if let Some(a) = asleep {
                still[x] = a[x] & quiet[x];
            }
            if TRIED {
                quiet[x] = swaps[x];
            }
        }
        SleepState { still, quiet }
    }

    /// In any order: the quiet move of `bit` in column `x` (its [`Sleep`]
    /// bit) is still to be tried, so it does not count as tried yet.
    #[inline(always)]
    pub(super) fn untried(&mut self, x: usize, bit: u64) {
        self.quiet[x] &= !bit;
    }

    /// In any order: the quiet move of `bit` in column `x` was tried and
    /// failed. (In move order it is among `quiet` already.)
    #[inline(always)]
    pub(super) fn tried(&mut self, x: usize, bit: u64) {
        self.quiet[x] |= bit;
    }

    /// The moves asleep before a move of the cell `(x, y)` is played: the
    /// still-quiet ones asleep here and the quiet moves tried before it.
    #[inline(always)]
    fn before(&self, x: usize, y: u32) -> Sleep<W> {
        let mut out = self.still;
        if TRIED {
            for c in 0..W {
                out[c] |= self.quiet[c];
            }
        } else {
            // Those of the columns to its left, and below it in its column.
            for c in 0..x.min(W) {
                out[c] |= self.quiet[c];
            }
            out[x] |= self.quiet[x] & ((1u64 << (4 * y)) - 1);
        }
        out
    }

    /// The sleep set of the child after the quiet move `mv` (a quiet swap,
    /// or a step that made no run); `None` for any other move.
    #[inline(always)]
    pub(super) fn after(&self, mv: PMove) -> Option<Sleep<W>> {
        let (x, y) = (usize::from(mv.x), u32::from(mv.y));
        match mv.kind {
            PKind::SwapRight if mv.quiet => Some(self.after_swap(x, y)),
            PKind::StepRight => Some(self.after_step(x, y, x + 1)),
            PKind::StepLeft => Some(self.after_step(x, y, x - 1)),
            _ => None,
        }
    }

    /// The sleep set after the quiet swap of `(x, y)` with `(x + 1, y)`:
    /// the moves before it, less those that share a cell with it, and the
    /// steps from its two columns at its row or below, which move a block
    /// the swap moves or stands on.
    #[inline(always)]
    fn after_swap(&self, x: usize, y: u32) -> Sleep<W> {
        let mut out = self.before(x, y);
        let row = 0xfu64 << (4 * y);
        // The swaps of columns x - 1 and x + 1 at row y share a cell with it.
        for c in x.saturating_sub(1)..(x + 2).min(W) {
            out[c] &= !row;
        }
        let to_y = STEPS & (u64::MAX >> (60 - 4 * y));
        for c in x..(x + 2).min(W) {
            out[c] &= !to_y;
        }
        out
    }

    /// The sleep set after the step of `(x, y)` into column `to`, which
    /// made no run: the moves before it, less the swaps with a cell in
    /// column `x` from row `y` up, where the block left and those above it
    /// fell (the cell it lands in was empty, so no quiet swap had it), and
    /// the steps that leave or land in column `x` or `to`.
    #[inline(always)]
    fn after_step(&self, x: usize, y: u32, to: usize) -> Sleep<W> {
        let mut out = self.before(x, y);
        // A swap is marked in its left column: those of columns x - 1 and x.
        let from_y = !((1u64 << (4 * y)) - 1) & SWAPS;
        for c in x.saturating_sub(1)..=x {
            out[c] &= !from_y;
        }
        let touches = |c: usize| c == x || c == to;
        for c in 0..W {
            if touches(c) {
                out[c] &= !STEPS;
            }
            if touches(c + 1) {
                out[c] &= !STEPS_RIGHT;
            }
            if c > 0 && touches(c - 1) {
                out[c] &= !STEPS_LEFT;
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::Rng;
    use crate::packed::board::{Geometry, Packed};
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

    /// The quiet moves of a settled board as a [`Sleep`] set: its quiet
    /// swaps, and the steps that make no run (found by playing them).
    fn quiet_moves<const W: usize>(b: &Packed<W>, g: &Geometry) -> Sleep<W> {
        let (moves, mut quiet) = moves_of(b, g);
        for mv in moves {
            let bit = match mv.kind {
                PKind::StepRight => STEP_RIGHT,
                PKind::StepLeft => STEP_LEFT,
                _ => continue,
            };
            if !b.child(mv, g).1 {
                quiet[usize::from(mv.x)] |= bit << (4 * u32::from(mv.y));
            }
        }
        quiet
    }

    /// The move a bit of a [`Sleep`] set stands for.
    fn move_of(x: usize, y: u32, bit: u64) -> PMove {
        let kind = match bit {
            8 => PKind::SwapRight,
            STEP_RIGHT => PKind::StepRight,
            _ => PKind::StepLeft,
        };
        PMove {
            x: x as u8,
            y: y as u8,
            kind,
            null: false,
            quiet: kind == PKind::SwapRight,
        }
    }

    /// Every move that [`SleepState`] keeps asleep after a quiet move
    /// commutes with it: on random settled boards with gaps and few
    /// colours (runs and steps common), 7 rows high and 16 (the most a
    /// packed column holds, where a swap in the top row once put steps
    /// below it to sleep by a shift of 64), for each quiet swap or step `a`
    /// and each quiet move `b` kept asleep after it (all the board's quiet
    /// moves offered as sleeping, then as tried before `a`) that is still
    /// quiet after `a`, `a` then `b` and `b` then `a` give the same board
    /// and nothing vanishes either way. Cutting any of the rules short (a
    /// step's column, the column it lands in, a swap's cells) makes this
    /// fail.
    #[test]
    fn moves_kept_asleep_after_a_quiet_move_commute_with_it() {
        let mut rng = Rng::new(0x57e9_5eed);
        for (height, lowest) in [(7u32, 0u64), (16, 12)] {
            let g = Geometry {
                height,
                grey: 0,
                colours: 4,
            };
            // Pairs by the kinds of a and b: (swap, step) first; and swaps
            // in the top row with a step kept.
            let mut pairs = [[0u32; 2]; 2];
            let mut top = 0;
            for _ in 0..3_000 {
                let mut cols = [0u64; 5];
                for col in cols.iter_mut() {
                    let h = lowest + rng.next_u64() % (u64::from(height) + 1 - lowest);
                    for y in 0..h {
                        *col |= (1 + rng.next_u64() % 4) << (4 * y);
                    }
                }
                let mut board = Packed { cols };
                board.settle(&g);
                let all = quiet_moves(&board, &g);
                let in_move_order = [
                    SleepState::<5, false> {
                        still: all,
                        quiet: [0; 5],
                    },
                    SleepState {
                        still: [0; 5],
                        quiet: all,
                    },
                ];
                let in_any_order = SleepState::<5, true> {
                    still: [0; 5],
                    quiet: all,
                };
                for &a in &moves_of(&board, &g).0 {
                    let (after, vanished) = board.child(a, &g);
                    if vanished {
                        continue;
                    }
                    let still = quiet_moves(&after, &g);
                    let y = u32::from(a.y);
                    let offers = [
                        in_move_order[0].after(a),
                        in_move_order[1].after(a),
                        in_any_order.after(a),
                    ];
                    for kept in offers.into_iter().flatten() {
                        for c in 0..5 {
                            let mut bits = kept[c] & still[c];
                            while bits != 0 {
                                let at = bits.trailing_zeros();
                                bits &= bits - 1;
                                let b = move_of(c, at / 4, 1 << (at % 4));
                                let one = after.child(b, &g).0;
                                let (between, v) = board.child(b, &g);
                                assert!(!v, "{:x?}: {b:?} vanishes", board.cols);
                                let (other, v) = between.child(a, &g);
                                assert!(!v, "{:x?}: {b:?} then {a:?} vanishes", board.cols);
                                assert_eq!(one, other, "{:x?}: {a:?} and {b:?}", board.cols);
                                pairs[usize::from(!a.quiet)][usize::from(!b.quiet)] += 1;
                                top += u32::from(a.quiet && !b.quiet && y + 1 == height);
                            }
                        }
                    }
                }
            }
            assert!(
                pairs.iter().flatten().all(|&n| n > 500) && (height < 16 || top > 20),
                "{height} rows: pairs (swap, step) by (swap, step) {pairs:?}, {top} in the top row"
            );
        }
    }

    #[test]
    fn sleeping_swaps_are_the_quiet_ones_tried_before_and_share_no_cell() {
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
            let in_move_order = SleepState::<5, false> {
                still: asleep,
                quiet,
            };
            let in_any_order = SleepState::<5, true> {
                still: asleep,
                quiet,
            };
            let outs = [
                (false, in_move_order.after_swap(x, y)),
                (true, in_any_order.after_swap(x, y)),
            ];
            for (any_order, out) in outs {
                for c in 0..4 {
                    for r in 0..7u32 {
                        let bit = 8u64 << (4 * r);
                        let shares = r == y && c + 1 >= x && c <= x + 1;
                        let before = any_order || (c, r) < (x, y);
                        let want =
                            !shares && (asleep[c] & bit != 0 || before && quiet[c] & bit != 0);
                        assert_eq!(out[c] & bit != 0, want, "swap ({c}, {r}) after ({x}, {y})");
                    }
                }
                assert_eq!(out[4], 0);
            }
        }
    }
}
