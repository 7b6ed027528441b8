//! A lower bound on the moves a board needs, from the columns its colours
//! are in.
//!
//! **The argument.** Every block of a colour vanishes in a line of three or
//! more of that colour. Write down, for each block, the column it is in at
//! the moment it vanishes. Blocks of one line vanish together, so these
//! columns are those of whole lines: a horizontal line puts one block in
//! each of three or more neighbouring columns, a vertical line three or
//! more blocks in one column, and a horizontal and a vertical line that
//! vanish together may share one block. Call a column-count vector that can
//! be written this way *decomposable*.
//!
//! Only moves change a block's column, by one, and a move shifts at most
//! two blocks, of two different colours (a swap of two blocks of one colour
//! changes nothing; a block that falls stays in its column). So if a colour
//! is `m` shifts (the one-dimensional transport distance) away from every
//! decomposable vector with its number of blocks, it needs at least `m`
//! more moves, and the colours together at least half the sum of their
//! `m`. A colour of one or two blocks can never vanish at all.
//!
//! **Decomposable vectors.** A column with one or two blocks of the colour
//! has no vertical line: its blocks all belong to horizontal lines, one
//! each. A column with three or more may hold a vertical line that any
//! number (up to its count) of horizontal lines cross. So a vector is
//! decomposable when some `h` (horizontal lines through each column) is a
//! sum of intervals of length three or more, with `h[x] = count[x]` where
//! the count is 1 or 2 and `h[x] <= count[x]` elsewhere.
//!
//! For 7 x 5 boards the build script tabulates every column-count vector
//! (8^5 of them), counting shifts up to four (five reads as "more"). Other
//! sizes work the bound out as the search meets each vector, up to two
//! shifts (three reads as "more"), which is what the last two moves of a
//! search need, and cache it: in a flat table when the vectors are few and
//! in a hash map otherwise.

use mayan_core::{Board, EMPTY, GREY};
use rustc_hash::FxHashMap;

mod lines;

use lines::any_shift;
pub use lines::decomposable;

/// The bound of a colour that cannot vanish at all (one or two blocks).
pub const NEVER: u8 = u8::MAX;

/// Shifts are counted up to this when worked out as the search goes (the
/// table for 7 x 5 boards counts up to 4); more reads as `DEEPEST + 1`.
const DEEPEST: u32 = 2;

/// Vectors up to this many can be kept in a flat table.
const FLAT_LIMIT: u64 = 1 << 20;

/// The hash map of larger boards is emptied when it holds this many
/// vectors (some 32 MiB), so that it stays small beside the fail table.
const MAP_LIMIT: usize = 1 << 20;

/// Cached shift bounds for the colours of boards of one size.
#[derive(Clone, Debug)]
pub struct ShiftBound {
    width: usize,
    /// Column counts are digits in this base (the height plus one).
    base: u64,
    /// `base^x` for each column `x`.
    place: [u64; 16],
    cache: Cache,
}

#[derive(Clone, Debug)]
enum Cache {
    /// The table the build script made for 7 x 5 boards.
    Noip,
    /// Shifts (`UNKNOWN` until computed) and [`Fixes`], by index.
    Flat(Vec<u8>, Vec<Fixes>),
    Map(FxHashMap<u64, (u8, Fixes)>),
}

const UNKNOWN: u8 = u8::MAX - 1;

/// The build script's table for 7 x 5 boards: 8^5 shift bytes, then as
/// many fixes as little-endian `u32`s, then as many [`Deltas`] of four
/// bytes each.
static NOIP_TABLE: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/bound_5x7.bin"));

/// Column-count vectors of a 7 x 5 board.
const NOIP_VECTORS: usize = 8 * 8 * 8 * 8 * 8;

/// The fixes at `index` in [`NOIP_TABLE`].
#[inline(always)]
fn noip_fixes(index: u64) -> Fixes {
    let o = NOIP_VECTORS + 4 * index as usize;
    let b = &NOIP_TABLE[o..o + 4];
    Fixes {
        right: u16::from_le_bytes([b[0], b[1]]),
        left: u16::from_le_bytes([b[2], b[3]]),
    }
}

/// The deltas at `index` in [`NOIP_TABLE`].
#[inline(always)]
fn noip_deltas(index: u64) -> Deltas {
    let o = 5 * NOIP_VECTORS + 4 * index as usize;
    let b = &NOIP_TABLE[o..o + 4];
    Deltas {
        drop_right: u16::from(b[0]),
        grow_right: u16::from(b[1]),
        drop_left: u16::from(b[2]),
        grow_left: u16::from(b[3]),
    }
}

/// How moving one block of a colour changes the shifts it needs, as column
/// bits: `drop_right` has bit `x` when moving one of its blocks from column
/// `x` to `x + 1` makes the shifts one fewer, `grow_right` when it makes
/// them one more; the same for moves to the left. Columns in neither leave
/// the shifts as they are (a move shifts one block, so by at most one).
/// Shifts count as [`ShiftBound::shifts`] reads them, capped, so the deltas
/// add up exactly as a search that reads the shifts before and after.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Deltas {
    /// Columns a block may leave to the right for one shift fewer.
    pub drop_right: u16,
    /// Columns a block may leave to the right for one shift more.
    pub grow_right: u16,
    /// Columns a block may leave to the left for one shift fewer.
    pub drop_left: u16,
    /// Columns a block may leave to the left for one shift more.
    pub grow_left: u16,
}

/// The single shifts that make a colour decomposable, as column bits:
/// `right` has bit `x` when moving one of its blocks from column `x` to
/// `x + 1` does, `left` when moving one from `x` to `x - 1` does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Fixes {
    /// Columns a block may leave to the right.
    pub right: u16,
    /// Columns a block may leave to the left.
    pub left: u16,
}

impl ShiftBound {
    /// A bound for boards `width` columns wide and `height` rows high, or
    /// `None` when the column-count vectors do not fit an index.
    pub fn new(width: usize, height: usize) -> Option<ShiftBound> {
        if width == 0 || width > 16 {
            return None;
        }
        let base = height as u64 + 1;
        let mut place = [0u64; 16];
        let mut p = 1u64;
        for slot in place.iter_mut().take(width) {
            *slot = p;
            p = p.checked_mul(base)?;
        }
        let cache = if (width, height) == (5, 7) && NOIP_TABLE.len() == NOIP_VECTORS * 9 {
            Cache::Noip
        } else if p <= FLAT_LIMIT {
            Cache::Flat(
                vec![UNKNOWN; p as usize],
                vec![Fixes::default(); p as usize],
            )
        } else {
            Cache::Map(FxHashMap::default())
        };
        Some(ShiftBound {
            width,
            base,
            place,
            cache,
        })
    }

    /// The index of one colour's column counts.
    #[inline(always)]
    pub fn index(&self, counts: &[u8]) -> u64 {
        counts
            .iter()
            .zip(&self.place)
            .map(|(&c, &p)| u64::from(c) * p)
            .sum()
    }

    /// The place value of column `x` in an index.
    #[inline(always)]
    pub fn place(&self, x: usize) -> u64 {
        self.place[x]
    }

    /// The index after one block moves from column `from` to column `to`.
    #[inline(always)]
    pub fn shifted(&self, index: u64, from: usize, to: usize) -> u64 {
        index - self.place[from] + self.place[to]
    }

    /// The shifts the colour with this index needs before all its blocks
    /// can vanish: 0, 1, 2, 3 for more, or [`NEVER`].
    #[inline(always)]
    pub fn shifts(&mut self, index: u64) -> u8 {
        let known = match &self.cache {
            Cache::Noip => return NOIP_TABLE[index as usize],
            Cache::Flat(t, _) => t[index as usize],
            Cache::Map(m) => m.get(&index).map_or(UNKNOWN, |e| e.0),
        };
        if known != UNKNOWN {
            return known;
        }
        self.compute(index).0
    }

    /// The single shifts that make the colour with this index decomposable.
    #[inline(always)]
    pub fn fixes(&mut self, index: u64) -> Fixes {
        let known = match &self.cache {
            Cache::Noip => return noip_fixes(index),
            Cache::Flat(t, f) => (t[index as usize] != UNKNOWN).then(|| f[index as usize]),
            Cache::Map(m) => m.get(&index).map(|e| e.1),
        };
        match known {
            Some(f) => f,
            None => self.compute(index).1,
        }
    }

    /// How moving one block of the colour with this index changes its
    /// shifts (see [`Deltas`]); nothing for a colour that can never vanish.
    #[inline(always)]
    pub fn deltas(&mut self, index: u64) -> Deltas {
        if let Cache::Noip = self.cache {
            return noip_deltas(index);
        }
        let m = self.shifts(index);
        let mut d = Deltas::default();
        if m == NEVER {
            return d;
        }
        let (place, base) = (self.place, self.base);
        let count = move |x: usize| index / place[x] % base;
        for from in 0..self.width {
            if count(from) == 0 {
                continue;
            }
            for to in [from.wrapping_sub(1), from + 1] {
                // A column full of the colour takes no block of it.
                if to >= self.width || count(to) == base - 1 {
                    continue;
                }
                let after = self.shifts(self.shifted(index, from, to));
                let (drop, grow) = if to > from {
                    (&mut d.drop_right, &mut d.grow_right)
                } else {
                    (&mut d.drop_left, &mut d.grow_left)
                };
                if after < m {
                    *drop |= 1 << from;
                } else if after > m {
                    *grow |= 1 << from;
                }
            }
        }
        d
    }

    /// Whether the bound proves that `board` (of this bound's size) cannot
    /// be cleared in `k` moves: a colour needs more than `k` shifts, all
    /// colours together more than `2k`, or, with one move left, two
    /// colours need a shift each and no swap of neighbouring columns can
    /// give both.
    pub fn rules_out(&mut self, board: &Board, k: u32) -> bool {
        let mut counts = [[0u8; 16]; GREY as usize];
        let mut present = 0u64;
        let columns = (0..board.width().min(self.width)).map(|x| (x, board.column(x)));
        for (x, column) in columns {
            for &c in column {
                if c != EMPTY && c != GREY {
                    counts[c as usize][x] += 1;
                    present |= 1 << c;
                }
            }
        }
        let mut colours = [(0u64, 0u8); GREY as usize];
        let mut n = 0;
        while present != 0 {
            let c = present.trailing_zeros() as usize;
            present &= present - 1;
            let i = self.index(&counts[c][..self.width]);
            colours[n] = (i, self.shifts(i));
            n += 1;
        }
        let sum = colours[..n].iter().map(|&(_, m)| u32::from(m)).sum();
        !self.allows(k, sum, colours[..n].iter().copied())
    }

    /// Whether colours with these (index, shifts) pairs, whose shifts add
    /// up to `sum`, may all vanish in `k` moves: none needs more than `k`
    /// shifts, all together no more than `2k`, and with one move left, two
    /// colours that need a shift each can swap blocks between some pair of
    /// neighbouring columns. The colours are only walked when `sum` alone
    /// does not decide (`k < sum <= 2k`).
    #[inline(always)]
    pub fn allows(
        &mut self,
        k: u32,
        sum: u32,
        colours: impl Iterator<Item = (u64, u8)> + Clone,
    ) -> bool {
        if sum > 2 * k {
            return false;
        }
        // No colour needs more than all of them together.
        if sum <= k {
            return true;
        }
        if colours.clone().any(|(_, m)| u32::from(m) > k) {
            return false;
        }
        if k == 1 {
            // sum == 2, from two colours that need a shift each.
            let mut needy = colours.filter(|&(_, m)| m > 0);
            if let (Some((c, _)), Some((d, _))) = (needy.next(), needy.next()) {
                return self.one_swap(c, d);
            }
        }
        true
    }

    /// Whether one swap fixes two colours (by index) that need a shift
    /// each: a block of one moves right where a block of the other moves
    /// left, between the same two columns.
    #[inline(always)]
    pub fn one_swap(&mut self, c: u64, d: u64) -> bool {
        let (fc, fd) = (self.fixes(c), self.fixes(d));
        fc.right & (fd.left >> 1) != 0 || fd.right & (fc.left >> 1) != 0
    }

    #[cold]
    fn compute(&mut self, index: u64) -> (u8, Fixes) {
        let (m, fixes) = self.work_out(index);
        match &mut self.cache {
            Cache::Noip => {}
            Cache::Flat(t, f) => {
                t[index as usize] = m;
                f[index as usize] = fixes;
            }
            Cache::Map(map) => {
                if map.len() >= MAP_LIMIT {
                    map.clear();
                }
                map.insert(index, (m, fixes));
            }
        }
        (m, fixes)
    }

    /// Works out the shifts and fixes of an index, without the cache.
    fn work_out(&self, index: u64) -> (u8, Fixes) {
        let mut counts = [0u8; 16];
        let mut rest = index;
        for c in counts.iter_mut().take(self.width) {
            *c = (rest % self.base) as u8;
            rest /= self.base;
        }
        let counts = &mut counts[..self.width];
        let m = shifts_needed(counts);
        let mut fixes = Fixes::default();
        any_shift(counts, |from, to, shifted| {
            if decomposable(shifted) {
                let bits = if to > from {
                    &mut fixes.right
                } else {
                    &mut fixes.left
                };
                *bits |= 1 << from;
            }
            false
        });
        (m, fixes)
    }
}

/// The fewest shifts that make `counts` decomposable: 0 to `DEEPEST` (2),
/// `DEEPEST + 1` for more, [`NEVER`] for one or two blocks.
pub fn shifts_needed(counts: &mut [u8]) -> u8 {
    let total: u32 = counts.iter().map(|&c| u32::from(c)).sum();
    if total == 1 || total == 2 {
        return NEVER;
    }
    for depth in 0..=DEEPEST {
        if reachable(counts, depth) {
            return depth as u8;
        }
    }
    DEEPEST as u8 + 1
}

/// Whether `depth` shifts can make `counts` decomposable.
fn reachable(counts: &mut [u8], depth: u32) -> bool {
    if depth == 0 {
        return decomposable(counts);
    }
    any_shift(counts, |_, _, shifted| reachable(shifted, depth - 1))
}

/// True when a colour has one or two blocks: the board can never be
/// cleared. The general search's test on boards too large for a
/// [`ShiftBound`].
#[inline]
pub fn hopeless(board: &Board) -> bool {
    let mut counts = [0u8; GREY as usize + 1];
    for x in 0..board.width() {
        for &c in board.column(x).iter().take_while(|&&c| c != 0) {
            counts[c as usize] = counts[c as usize].saturating_add(1);
        }
    }
    counts[1..GREY as usize].iter().any(|&n| n == 1 || n == 2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cmp::Ordering;

    #[test]
    fn lines_and_crosses_are_decomposable() {
        for v in [
            &[1, 1, 1, 0, 0][..],
            &[0, 0, 3, 0, 0],
            &[1, 1, 1, 1, 1],
            &[1, 3, 1, 0, 0],
            &[2, 2, 2, 0, 0],
            &[1, 2, 2, 1, 1],
            &[0, 0, 0, 0, 0],
            &[4, 1, 1, 0, 0],
        ] {
            assert!(decomposable(v), "{v:?}");
        }
    }

    #[test]
    fn stranded_blocks_are_not_decomposable() {
        for v in [
            &[1, 1, 0, 0, 0][..],
            &[2, 1, 1, 0, 0],
            &[2, 2, 1, 1, 1],
            &[1, 1, 0, 1, 1],
            &[0, 2, 0, 3, 0],
            &[1, 2, 1, 0, 0],
            &[1, 2, 1, 1, 0],
        ] {
            assert!(!decomposable(v), "{v:?}");
        }
    }

    #[test]
    fn shifts_count_the_transport() {
        // Column 3's block one column left: a line of three.
        assert_eq!(shifts_needed(&mut [1, 1, 0, 1, 0]), 1);
        // A line of four or a column of four: three shifts either way.
        assert_eq!(shifts_needed(&mut [2, 1, 1, 0, 0]), 3);
        // Column 0's block two columns right: a line of three.
        assert_eq!(shifts_needed(&mut [1, 0, 0, 1, 1]), 2);
        // Three blocks far apart: at least three shifts, read as 3.
        assert_eq!(shifts_needed(&mut [1, 0, 0, 0, 2]), 3);
        assert_eq!(shifts_needed(&mut [1, 0, 0, 0, 1, 0, 1]), 3);
        assert_eq!(shifts_needed(&mut [1, 1, 0, 0, 0]), NEVER);
        let mut b = ShiftBound::new(5, 6).unwrap();
        let i = b.index(&[1, 1, 0, 1, 0]);
        assert_eq!(b.shifts(i), 1);
        assert_eq!(b.shifts(i), 1);
        assert_eq!(b.shifts(b.shifted(i, 3, 2)), 0);
        assert_eq!(b.shifts(b.index(&[0, 2, 0, 0, 0])), NEVER);
        // [1, 1, 0, 1, 0]: only column 3's block moving left makes a line.
        let f = b.fixes(i);
        assert_eq!((f.right, f.left), (0, 1 << 3));
        let mut big = ShiftBound::new(12, 12).unwrap();
        assert!(matches!(big.cache, Cache::Map(_)));
        let j = big.index(&[1, 1, 0, 1]);
        assert_eq!(big.shifts(j), 1);
        assert_eq!(big.fixes(j).left, 1 << 3);
        assert!(ShiftBound::new(16, 16).is_none());
    }

    #[test]
    fn boards_are_ruled_out_by_their_colours() {
        let board = |rows: &str| {
            mayan_core::format::grid::parse(rows.as_bytes())
                .unwrap()
                .board
        };
        let mut b = ShiftBound::new(5, 3).unwrap();
        // Colour 1 in columns 0, 1 and 3: one shift; colour 2 in a column.
        let one = board("....2\n....2\n11.12\n");
        assert!(!b.rules_out(&one, 1));
        // Colours 1 and 2 each need their column-3 block moved left: no
        // single move does both.
        let two = board("22.2.\n11.1.\n");
        assert!(b.rules_out(&two, 1));
        assert!(!b.rules_out(&two, 2));
        // Colour 1 needs column 3's block left, colour 2 column 2's right:
        // one swap of the two does both.
        let swap = board("..2..\n11212\n");
        assert!(!b.rules_out(&swap, 1));
        // A colour of two blocks never vanishes.
        assert!(b.rules_out(&board("11...\n"), 5));
    }

    #[test]
    fn the_build_scripts_table_matches_the_search() {
        let b = ShiftBound::new(5, 7).unwrap();
        assert!(matches!(b.cache, Cache::Noip));
        let mut lazy = ShiftBound::new(5, 7).unwrap();
        lazy.cache = Cache::Map(FxHashMap::default());
        for i in 0..NOIP_VECTORS as u64 {
            let (m, fixes) = lazy.work_out(i);
            let table = NOIP_TABLE[i as usize];
            // The table counts further; up to DEEPEST, the two agree.
            let capped = if table == NEVER {
                NEVER
            } else {
                table.min(DEEPEST as u8 + 1)
            };
            assert_eq!((capped, noip_fixes(i)), (m, fixes), "index {i}");
        }
    }

    #[test]
    fn deltas_add_up_like_shifts_read_before_and_after() {
        // The table's deltas against shifts read from the table itself.
        let mut b = ShiftBound::new(5, 7).unwrap();
        let mut lazy = ShiftBound::new(5, 7).unwrap();
        lazy.cache = Cache::Flat(
            vec![UNKNOWN; NOIP_VECTORS],
            vec![Fixes::default(); NOIP_VECTORS],
        );
        let table_shifts = |i: u64| NOIP_TABLE[i as usize];
        for i in 0..NOIP_VECTORS as u64 {
            let d = b.deltas(i);
            let m = table_shifts(i);
            let mut want = Deltas::default();
            for from in 0..5 {
                let count = |x: usize| i >> (3 * x) & 7;
                if m == NEVER || count(from) == 0 {
                    continue;
                }
                for to in [from.wrapping_sub(1), from + 1] {
                    if to >= 5 || count(to) == 7 {
                        continue;
                    }
                    let after = table_shifts(b.shifted(i, from, to));
                    let bit = 1 << from;
                    match (to > from, after.cmp(&m)) {
                        (true, Ordering::Less) => want.drop_right |= bit,
                        (true, Ordering::Greater) => want.grow_right |= bit,
                        (false, Ordering::Less) => want.drop_left |= bit,
                        (false, Ordering::Greater) => want.grow_left |= bit,
                        _ => {}
                    }
                }
            }
            assert_eq!(d, want, "index {i}");
            // Worked out as the search goes, the shifts are capped lower,
            // so only drops from small shifts are sure to agree.
            if m != NEVER && m <= DEEPEST as u8 {
                let l = lazy.deltas(i);
                assert_eq!(l.drop_right, d.drop_right, "index {i}");
                assert_eq!(l.drop_left, d.drop_left, "index {i}");
            }
        }
        // A shift only ever moves the bound by one.
        let mut big = ShiftBound::new(7, 6).unwrap();
        let i = big.index(&[1, 1, 0, 1, 0, 0, 0]);
        let d = big.deltas(i);
        assert_eq!(d.drop_left, 1 << 3);
        assert_eq!(d.drop_right & (1 << 3), 0);
    }
}
