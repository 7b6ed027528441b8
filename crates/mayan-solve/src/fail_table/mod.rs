//! Fail tables for the packed search: positions proven to fail, with a bit
//! per number of moves left, in bounded memory.
//!
//! [`FastTable`] is an open-addressing table with linear probing that grows
//! by doubling up to its memory limit and is cleared when full at that size
//! (forgetting failures only costs time, never correctness). The all-zero
//! key is the empty board, which is never searched, and marks a free slot.
//! [`SharedTable`] is one table that the threads of a parallel search read
//! and write without locks (see its module, `shared.rs`).

mod shared;

pub use shared::{SharedHandle, SharedTable};

/// A key of the table: a board's columns, as `u64`s or, for boards of at
/// most 8 rows, as `u32`s (a smaller slot: fewer cache misses).
pub trait TableKey: Copy + Eq + Send + 'static {
    /// The all-zero key: the empty board, never searched, marks free slots.
    const ZERO: Self;
    /// The key's [`hash`], as the search computes it on `u64` columns.
    fn hash(&self) -> u64;
    /// The `u32` words a [`SharedTable`] slot keeps the key in.
    const WORDS: usize;
    /// The key's `i`-th word, `i < WORDS`.
    fn word(&self, i: usize) -> u32;
    /// The key from its words.
    fn from_words(word: impl Fn(usize) -> u32) -> Self;
}

impl<const W: usize> TableKey for [u64; W] {
    const ZERO: Self = [0; W];
    fn hash(&self) -> u64 {
        hash(self)
    }
    const WORDS: usize = 2 * W;
    #[inline(always)]
    fn word(&self, i: usize) -> u32 {
        (self[i / 2] >> (32 * (i % 2))) as u32
    }
    #[inline(always)]
    fn from_words(word: impl Fn(usize) -> u32) -> Self {
        std::array::from_fn(|c| u64::from(word(2 * c)) | u64::from(word(2 * c + 1)) << 32)
    }
}

impl<const W: usize> TableKey for [u32; W] {
    const ZERO: Self = [0; W];
    fn hash(&self) -> u64 {
        hash(&self.map(u64::from))
    }
    const WORDS: usize = W;
    #[inline(always)]
    fn word(&self, i: usize) -> u32 {
        self[i]
    }
    #[inline(always)]
    fn from_words(word: impl Fn(usize) -> u32) -> Self {
        std::array::from_fn(word)
    }
}

/// One slot: a board's columns and its failure bits for 0 to 31 moves left
/// (a `u32`, so that a slot of a 7-row board's `u32` key takes 24 bytes, not
/// 32: fewer pages to touch and fewer cache misses). Failures with 32 or more
/// moves left are not kept, which only costs time.
#[derive(Clone, Copy)]
struct Slot<K> {
    key: K,
    mask: u32,
}

/// Hashes a board's columns (FxHash-style multiply-rotate). Keys of either
/// width hash the same columns the same way.
#[inline(always)]
pub fn hash<const W: usize>(key: &[u64; W]) -> u64 {
    let mut h = 0u64;
    for &w in key {
        h = (h.rotate_left(5) ^ w).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    h ^ (h >> 29)
}

/// A single-threaded fail table.
pub struct FastTable<K> {
    slots: Vec<Slot<K>>,
    len: usize,
    max_slots: usize,
    /// Times it was full at its largest size and was cleared.
    pub clears: u64,
}

impl<K: TableKey> FastTable<K> {
    /// A table that never holds more than `memory_bytes` (at least 1,024
    /// slots): a growth step holds the old slots and the new, half again
    /// the new size, so the largest size is the largest power of two of
    /// slots whose one and a half times fits.
    pub fn new(memory_bytes: usize) -> FastTable<K> {
        FastTable::starting_at(memory_bytes, 1 << 12)
    }

    /// [`FastTable::new`], starting at `start` slots (or its largest size,
    /// if smaller).
    fn starting_at(memory_bytes: usize, start: usize) -> FastTable<K> {
        let slot = std::mem::size_of::<Slot<K>>();
        let fit = (memory_bytes / slot * 2 / 3).max(1024);
        let max_slots = 1 << fit.ilog2();
        let start = start.next_power_of_two().min(max_slots);
        FastTable {
            slots: vec![
                Slot {
                    key: K::ZERO,
                    mask: 0
                };
                start
            ],
            len: 0,
            max_slots,
            clears: 0,
        }
    }

    /// The failure bits of a position (0 when unknown).
    #[inline]
    pub fn get(&self, key: &K, h: u64) -> u64 {
        let m = self.slots.len() - 1;
        let mut i = h as usize & m;
        loop {
            let s = &self.slots[i];
            if s.key == *key {
                return u64::from(s.mask);
            }
            if s.key == K::ZERO {
                return 0;
            }
            i = (i + 1) & m;
        }
    }

    /// Reads the first slot a lookup of hash `h` reads, so that several
    /// lookups' cache misses overlap when their slots are touched together
    /// first; the value means nothing.
    #[inline(always)]
    pub fn touch(&self, h: u64) -> u32 {
        self.slots[h as usize & (self.slots.len() - 1)].mask
    }

    /// Adds failure bits to a position.
    #[inline]
    pub fn insert(&mut self, key: K, h: u64, mask: u64) {
        // Bits 32 and up are dropped (see `Slot`); an at-most mask keeps its
        // low bits, which are still true.
        let mask = mask as u32;
        if mask == 0 {
            return;
        }
        if (self.len + 1) * 4 > self.slots.len() * 3 {
            self.grow();
        }
        let m = self.slots.len() - 1;
        let mut i = h as usize & m;
        loop {
            let s = &mut self.slots[i];
            if s.key == key {
                s.mask |= mask;
                return;
            }
            if s.key == K::ZERO {
                *s = Slot { key, mask };
                self.len += 1;
                return;
            }
            i = (i + 1) & m;
        }
    }

    fn grow(&mut self) {
        if self.slots.len() >= self.max_slots {
            self.slots.fill(Slot {
                key: K::ZERO,
                mask: 0,
            });
            self.len = 0;
            self.clears += 1;
            return;
        }
        let bigger = vec![
            Slot {
                key: K::ZERO,
                mask: 0
            };
            self.slots.len() * 2
        ];
        let old = std::mem::replace(&mut self.slots, bigger);
        self.len = 0;
        for s in old {
            if s.key != K::ZERO {
                let h = s.key.hash();
                self.insert(s.key, h, u64::from(s.mask));
            }
        }
    }

    /// Positions held.
    pub fn len(&self) -> usize {
        self.len
    }

    /// True when empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The bytes its slots take now.
    pub fn bytes(&self) -> usize {
        self.slots.len() * std::mem::size_of::<Slot<K>>()
    }

    /// The most slots it grows to (it is emptied when three quarters of
    /// them are full).
    pub fn max_slots(&self) -> usize {
        self.max_slots
    }

    /// Keeps the table at its present size from now on: when full, it is
    /// emptied instead of grown, so it never takes more than
    /// [`FastTable::bytes`] says now.
    pub fn hold(&mut self) {
        self.max_slots = self.slots.len();
    }
}

/// Positions that fail with one move left, in a small three-way table: a
/// position can be in one of the three slots of its bucket, and a new one
/// pushes out the oldest of the three. A bucket is one aligned cache line
/// (for keys of up to 21 bytes, as a NOIP board's are), so a lookup reads
/// one line; two slots of 20 bytes side by side crossed a line boundary
/// half the time. Most positions one move from the end are met again soon
/// after (the same two moves in the other order), so a table that fits in
/// the cache catches most of them, keeps them out of the main table (which
/// then grows less) and needs no lock in a parallel search, as each thread
/// has its own.
///
/// It starts at 1,024 buckets (3,072 slots) and grows four times over,
/// keeping what it holds, each time the positions put in reach half its
/// slots, up to [`Self::SLOTS`]: a small search touches few pages of memory
/// (page faults are a large part of a short run: docs/performance.md).
pub struct NearTable<K> {
    buckets: Vec<Bucket<K>>,
    /// Positions put in since the last growth.
    inserts: usize,
}

/// Three slots of a [`NearTable`] in one cache line (for keys of up to 21
/// bytes), newest first.
#[derive(Clone, Copy)]
#[repr(C, align(64))]
struct Bucket<K> {
    keys: [K; 3],
}

impl<K: TableKey> NearTable<K> {
    /// Slots in a near table at most: 12,288 (256 KiB for a NOIP board's
    /// keys).
    pub const SLOTS: usize = 3 << 12;

    /// Buckets in a new near table.
    const START: usize = 1 << 10;

    /// An empty table.
    pub fn new() -> NearTable<K> {
        NearTable {
            buckets: Self::empty(Self::START),
            inserts: 0,
        }
    }

    fn empty(len: usize) -> Vec<Bucket<K>> {
        let mut b = vec![Bucket { keys: [K::ZERO; 3] }; len];
        touch_pages(&mut b);
        b
    }

    /// Whether the position is known to fail.
    #[inline(always)]
    pub fn contains(&self, key: &K, h: u64) -> bool {
        let b = &self.buckets[h as usize & (self.buckets.len() - 1)];
        b.keys[0] == *key || b.keys[1] == *key || b.keys[2] == *key
    }

    /// Remembers that a position fails.
    #[inline(always)]
    pub fn insert(&mut self, key: K, h: u64) {
        self.inserts += 1;
        if self.inserts * 2 > self.buckets.len() * 3 && self.buckets.len() * 3 < Self::SLOTS {
            self.grow();
        }
        self.put(key, h);
    }

    #[inline(always)]
    fn put(&mut self, key: K, h: u64) {
        let m = self.buckets.len() - 1;
        let b = &mut self.buckets[h as usize & m];
        b.keys[2] = b.keys[1];
        b.keys[1] = b.keys[0];
        b.keys[0] = key;
    }

    /// Four times the buckets, with the positions held put back (oldest
    /// first, so that each bucket keeps its order).
    #[cold]
    fn grow(&mut self) {
        let bigger = Self::empty(self.buckets.len() * 4);
        let old = std::mem::replace(&mut self.buckets, bigger);
        self.inserts = 0;
        for b in &old {
            for &key in b.keys.iter().rev() {
                if key != K::ZERO {
                    self.put(key, key.hash());
                }
            }
        }
    }
}

impl<K: TableKey> Default for NearTable<K> {
    fn default() -> Self {
        Self::new()
    }
}

/// Writes one slot in each memory page of `buckets` (an empty slot over an
/// empty one), so that each page is faulted in once, for writing. A zeroed
/// allocation comes from the system as pages that are not there yet: a
/// table that is read first (a lookup) then written (an insert) would fault
/// each page twice, once to map the shared zero page and once to copy it.
fn touch_pages<K: TableKey>(buckets: &mut [Bucket<K>]) {
    let step = (4096 / std::mem::size_of::<Bucket<K>>()).max(1);
    for i in (0..buckets.len()).step_by(step) {
        // `black_box` hides that the key is zero, so that the write is not
        // dropped as writing what is already there.
        buckets[i].keys[0] = std::hint::black_box(K::ZERO);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::control::fail_mask;

    #[test]
    fn a_slot_of_a_seven_row_board_takes_24_bytes() {
        assert_eq!(std::mem::size_of::<Slot<[u32; 5]>>(), 24);
    }

    #[test]
    fn failures_are_kept_by_moves_left_up_to_31() {
        let mut t = FastTable::<[u32; 5]>::new(1 << 20);
        let (a, b, c) = ([1, 2, 3, 4, 5], [5, 4, 3, 2, 1], [7, 7, 7, 7, 7]);
        let h = |k: &[u32; 5]| k.hash();
        t.insert(a, h(&a), fail_mask(true, 3));
        t.insert(a, h(&a), fail_mask(true, 31));
        assert_eq!(t.get(&a, h(&a)), (1 << 3) | (1 << 31));
        // An exact failure with 40 moves left is dropped, not wrapped.
        t.insert(b, h(&b), fail_mask(true, 40));
        assert_eq!(t.get(&b, h(&b)), 0);
        assert_eq!(t.len(), 1);
        // An at-most failure with 40 moves left still proves 0 to 31.
        t.insert(c, h(&c), fail_mask(false, 40));
        assert_eq!(t.get(&c, h(&c)), u64::from(u32::MAX));
    }

    #[test]
    fn the_table_grows_and_keeps_what_it_held() {
        let mut t = FastTable::<[u32; 5]>::new(1 << 24);
        let keys: Vec<[u32; 5]> = (1..=100_000u32).map(|i| [i, i * 7, 0, 1, i ^ 5]).collect();
        for (i, k) in keys.iter().enumerate() {
            t.insert(*k, k.hash(), fail_mask(true, (i % 31) as u32));
        }
        assert_eq!(t.len(), keys.len());
        for (i, k) in keys.iter().enumerate() {
            assert_eq!(t.get(k, k.hash()), 1 << (i % 31));
        }
    }

    #[test]
    fn a_near_table_keeps_the_three_newest_positions_of_a_bucket() {
        let mut t = NearTable::<[u32; 5]>::new();
        assert_eq!(std::mem::size_of::<Bucket<[u32; 5]>>(), 64);
        let (a, b, c, d) = ([1, 2, 3, 4, 5], [5, 4, 3, 2, 1], [9, 9, 9, 9, 9], [7; 5]);
        // Hashes that land in the same bucket.
        let n = t.buckets.len() as u64;
        let (ha, hb, hc, hd) = (6, 6 + n, 6 + 2 * n, 6 + 5 * n);
        assert!(!t.contains(&a, ha));
        t.insert(a, ha);
        t.insert(b, hb);
        t.insert(c, hc);
        assert!(t.contains(&a, ha) && t.contains(&b, hb) && t.contains(&c, hc));
        t.insert(d, hd);
        assert!(t.contains(&b, hb) && t.contains(&c, hc) && t.contains(&d, hd));
        assert!(!t.contains(&a, ha), "the oldest of four is forgotten");
        // Another bucket is untouched.
        assert!(!t.contains(&b, 7));
    }

    #[test]
    fn a_table_never_holds_more_than_its_memory_even_while_it_grows() {
        for mb in [1usize, 3, 64, 128, 256, 1000] {
            let bytes = mb << 20;
            let t = FastTable::<[u32; 5]>::new(bytes);
            let slot = std::mem::size_of::<Slot<[u32; 5]>>();
            // The last growth holds half the slots and all of them at once.
            assert!(t.max_slots * slot * 3 / 2 <= bytes, "{mb} MiB");
            // And it is not wastefully small: the next power of two would not fit.
            assert!(t.max_slots * 2 * slot * 3 / 2 > bytes, "{mb} MiB");
        }
    }

    #[test]
    fn a_near_table_grows_to_its_limit_and_keeps_what_it_holds() {
        let mut t = NearTable::<[u32; 5]>::new();
        let key = |i: u32| [i, i.wrapping_mul(0x9e37_79b9), 7, i >> 3, 1];
        let mut sizes = vec![t.buckets.len()];
        for i in 1..=40_000u32 {
            let k = key(i);
            t.insert(k, k.hash());
            assert!(t.contains(&k, k.hash()), "the newest position, {i}");
            if *sizes.last().unwrap() != t.buckets.len() {
                sizes.push(t.buckets.len());
                // What the smaller table held is still there: the one
                // before the newest, in a bucket of its own then.
                let prev = key(i - 1);
                assert!(t.contains(&prev, prev.hash()), "kept over growth, {i}");
            }
        }
        assert_eq!(sizes, [1 << 10, 1 << 12]);
        assert_eq!(t.buckets.len() * 3, NearTable::<[u32; 5]>::SLOTS);
    }
}
