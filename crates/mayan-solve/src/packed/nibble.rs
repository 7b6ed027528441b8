//! The nibble bit tricks the packed engine is built on. A column is a
//! `u64` of 4-bit cells, row 0 in the low nibble, an empty cell a zero
//! nibble above the stack; these find, compare, count and remove the cells
//! of a whole column at once. A *mark* is bit 3 of a nibble: masks of cells
//! are marks, one per cell.

pub(super) const ONES: u64 = 0x1111_1111_1111_1111;
const LOW3: u64 = ONES * 7;
pub(super) const HIGH: u64 = ONES * 8;

/// Bit 3 of each nibble of `v` that is zero.
#[inline(always)]
pub(super) fn zero_nibbles(v: u64) -> u64 {
    !(((v & LOW3) + LOW3) | v) & HIGH
}

/// Bit 3 of each nibble where `a` and `b` are equal.
#[inline(always)]
pub(super) fn eq_nibbles(a: u64, b: u64) -> u64 {
    zero_nibbles(a ^ b)
}

/// How many nibbles are marked (bit 3 of each) in `m`: the marks summed by
/// one multiplication into the top nibble, which holds up to 15 (a column
/// of 16 equal cells is the one case to count apart). Cheaper than
/// `count_ones` on CPUs without a popcount instruction in the baseline.
#[inline(always)]
pub(super) fn marked(m: u64) -> u32 {
    if m == HIGH {
        16
    } else {
        ((m >> 3).wrapping_mul(ONES) >> 60) as u32
    }
}

/// The number of cells in a gap-free column.
#[inline(always)]
pub(super) fn stack_height(col: u64) -> u32 {
    (64 - col.leading_zeros()).div_ceil(4)
}

/// The nibble at row `y`.
#[inline(always)]
pub(super) fn nib(col: u64, y: u32) -> u64 {
    (col >> (4 * y)) & 0xf
}

/// Removes the nibbles marked in `removed` (bit 3 of each) and lets the
/// cells above drop into the gaps, a group of neighbouring nibbles at a time.
#[inline(always)]
pub(super) fn close_gaps(mut col: u64, mut removed: u64) -> u64 {
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

/// Bit 3 of each cell of a column whose swap up is a null move: the cell
/// above is empty or holds the same colour.
#[inline(always)]
pub(super) fn null_up(col: u64) -> u64 {
    let above = col >> 4;
    (zero_nibbles(above) | eq_nibbles(col, above)) & HIGH
}

/// Bit 3 of each nibble, gathered into one bit a row.
#[inline(always)]
pub(super) fn row_bits(m: u64) -> u32 {
    let mut v = (m >> 3) & ONES;
    v = (v | v >> 3) & 0x0303_0303_0303_0303;
    v = (v | v >> 6) & 0x000f_000f_000f_000f;
    v = (v | v >> 12) & 0x0000_00ff_0000_00ff;
    v = (v | v >> 24) & 0xffff;
    v as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `marked` counts like `count_ones` on every nibble-mark pattern of a
    /// 16-row column (bit 3 of each nibble).
    #[test]
    fn marked_counts_like_count_ones() {
        for pattern in 0u64..1 << 16 {
            let m: u64 = (0..16).map(|y| (pattern >> y & 1) << (4 * y + 3)).sum();
            assert_eq!(marked(m), m.count_ones(), "{pattern:016b}");
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
