//! The fail table the threads of a parallel search share, read and written
//! without locks.
//!
//! Why no locks: with a lock a shard, every lookup and every insert wrote
//! the lock's cache line, and half the time the other core had written it
//! last. Two threads on two cores spent 20% more CPU time than the same
//! two threads pinned to one core; without locks, 8% (see
//! docs/performance.md, Threads).
//!
//! A slot is `u32` words: a header, then the key's words
//! ([`TableKey::WORDS`]; a seven-row board's slot takes 24 bytes). The
//! header is 0 while the slot is free, [`CLAIMED`] while a thread writes
//! the key into it, then the failure bits, never 0 and without the
//! `CLAIMED` bit, published with a release store. A key is written once,
//! before its header is published, and never changes after, so a reader
//! that sees a published header (an acquire load) reads the whole key.
//! Failure bits only grow (`fetch_or`). Nothing is removed from a table:
//! when it is three quarters full, one thread makes the next table (twice
//! the slots with the failures copied, or an empty one of the same size at
//! the largest size) while the others go on with the old one, and each
//! thread moves to the new table when it next looks. What is lost on the
//! way (inserts into the old table during the copy, a slot found claimed,
//! a full run of probes) only costs time, never correctness.
//!
//! Each thread works through a [`SharedHandle`] of its own, which holds the
//! table it uses and counts the positions it put in: the table's shared
//! counters are touched once every [`FLUSH`] inserts, not at each. A thread
//! with no more work parks its handle ([`SharedHandle::park`]): a handle
//! holding an old table would keep a full table of the largest size from
//! being replaced.

use std::marker::PhantomData;
use std::sync::atomic::{AtomicU32, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use super::TableKey;

/// A slot's header while a thread writes its key.
const CLAIMED: u32 = 1 << 31;

/// Slots a lookup or an insert looks at, at most, from the one its hash
/// picks: a run this long is full only in a table about to grow.
const PROBES: usize = 32;

/// Inserts of new positions a handle makes (or fails to make) before it
/// adds them to the table's count and checks for a newer table.
const FLUSH: usize = 256;

/// Slots in a new table (96 KiB for a seven-row board): a small search
/// touches little memory.
const START: usize = 1 << 12;

/// One table's slots, `stride` words each.
struct Slots<K> {
    words: Box<[AtomicU32]>,
    stride: usize,
    /// The number of slots less one (a power of two less one).
    mask: usize,
    _key: PhantomData<K>,
}

/// What an insert did.
enum Put {
    /// The key was there: its bits are added.
    Known,
    /// The key took a free slot.
    Added,
    /// No free slot for it in [`PROBES`] slots.
    Lost,
}

impl<K: TableKey> Slots<K> {
    fn new(slots: usize) -> Slots<K> {
        let stride = 1 + K::WORDS;
        Slots {
            words: (0..slots * stride).map(|_| AtomicU32::new(0)).collect(),
            stride,
            mask: slots - 1,
            _key: PhantomData,
        }
    }

    fn slots(&self) -> usize {
        self.mask + 1
    }

    /// Empties every slot.
    fn clear(&self) {
        for w in self.words.iter() {
            w.store(0, Ordering::Relaxed);
        }
    }

    /// Whether the published slot at word `at` holds `key`.
    #[inline(always)]
    fn holds(&self, at: usize, key: &K) -> bool {
        (0..K::WORDS).all(|w| self.words[at + 1 + w].load(Ordering::Relaxed) == key.word(w))
    }

    #[inline(always)]
    fn touch(&self, h: u64) -> u32 {
        self.words[(h as usize & self.mask) * self.stride].load(Ordering::Relaxed)
    }

    #[inline]
    fn get(&self, key: &K, h: u64) -> u32 {
        let mut i = h as usize & self.mask;
        for _ in 0..PROBES {
            let at = i * self.stride;
            let head = self.words[at].load(Ordering::Acquire);
            if head == 0 {
                return 0;
            }
            if head != CLAIMED && self.holds(at, key) {
                return head;
            }
            i = (i + 1) & self.mask;
        }
        0
    }

    /// Adds `bits` (not 0, without [`CLAIMED`]) to `key`'s slot.
    #[inline]
    fn insert(&self, key: &K, h: u64, bits: u32) -> Put {
        let mut i = h as usize & self.mask;
        for _ in 0..PROBES {
            let at = i * self.stride;
            let mut head = self.words[at].load(Ordering::Acquire);
            if head == 0 {
                match self.words[at].compare_exchange(
                    0,
                    CLAIMED,
                    Ordering::Acquire,
                    Ordering::Acquire,
                ) {
                    Ok(_) => {
                        for w in 0..K::WORDS {
                            self.words[at + 1 + w].store(key.word(w), Ordering::Relaxed);
                        }
                        self.words[at].store(bits, Ordering::Release);
                        return Put::Added;
                    }
                    // Another thread took it first: look at what it holds.
                    Err(now) => head = now,
                }
            }
            if head != CLAIMED && self.holds(at, key) {
                if head & bits != bits {
                    self.words[at].fetch_or(bits, Ordering::Relaxed);
                }
                return Put::Known;
            }
            i = (i + 1) & self.mask;
        }
        Put::Lost
    }

    /// Puts every published slot into `to`; the number put in.
    fn copy_into(&self, to: &Slots<K>) -> usize {
        let mut added = 0;
        for at in (0..self.words.len()).step_by(self.stride) {
            let head = self.words[at].load(Ordering::Acquire);
            if head != 0 && head != CLAIMED {
                let key = K::from_words(|w| self.words[at + 1 + w].load(Ordering::Relaxed));
                if let Put::Added = to.insert(&key, key.hash(), head) {
                    added += 1;
                }
            }
        }
        added
    }
}

/// The tables alive: the one in use, older ones while a thread may still
/// read them, and a table of the largest size that no thread reads any
/// more, kept to be the next one.
struct Tables<K> {
    now: Arc<Slots<K>>,
    old: Vec<Arc<Slots<K>>>,
    spare: Option<Slots<K>>,
}

impl<K> Tables<K> {
    /// Frees the old tables no thread reads any more, keeping one of
    /// `max_slots` as the spare. A full table of the largest size is
    /// replaced by the spare, emptied, rather than by a new one: the
    /// allocator is never asked for a table of that size again, so the
    /// memory it kept of freed tables cannot add up past the bound (with
    /// a new table each time, two threads held half as much again as
    /// `--memory`).
    fn prune(&mut self, max_slots: usize) {
        for t in std::mem::take(&mut self.old) {
            match Arc::try_unwrap(t) {
                Err(t) => self.old.push(t),
                Ok(t) if t.mask + 1 == max_slots && self.spare.is_none() => self.spare = Some(t),
                Ok(_) => {}
            }
        }
    }
}

/// A fail table shared by the threads of a parallel search, in at most
/// `memory_bytes`: each thread reads and writes it through a
/// [`SharedHandle`] of its own ([`SharedTable::handle`]).
pub struct SharedTable<K> {
    /// Taken only to move to a newer table or let go of one, never to read
    /// or write one.
    tables: Mutex<Tables<K>>,
    /// Counts the tables made: a handle whose count differs moves on.
    generation: AtomicU64,
    /// Positions put in the table in use (as handles report them).
    len: AtomicUsize,
    max_slots: usize,
}

impl<K: TableKey> SharedTable<K> {
    /// A table that never holds more than `memory_bytes`: two tables of
    /// the largest size fit in it. While the table doubles, the old tables
    /// a thread may still read are smaller, together, than the one in use,
    /// so those, the one in use and the next take at most that; a full
    /// table of the largest size is replaced by an empty one only when no
    /// thread reads an older one. A table has 1,024 slots at least, so
    /// below two tables of that (48 KiB for a seven-row board) the bound
    /// is those two.
    pub fn new(memory_bytes: usize) -> SharedTable<K> {
        let slot = 4 * (1 + K::WORDS);
        let fit = (memory_bytes / slot / 2).max(1024);
        let max_slots = 1 << fit.ilog2();
        SharedTable {
            tables: Mutex::new(Tables {
                now: Arc::new(Slots::new(START.min(max_slots))),
                old: Vec::new(),
                spare: None,
            }),
            generation: AtomicU64::new(0),
            len: AtomicUsize::new(0),
            max_slots,
        }
    }

    /// A thread's way into the table.
    pub fn handle(self: &Arc<Self>) -> SharedHandle<K> {
        let (slots, generation) = match self.tables.lock() {
            Ok(t) => (t.now.clone(), self.generation.load(Ordering::Acquire)),
            Err(poisoned) => (poisoned.into_inner().now.clone(), u64::MAX),
        };
        SharedHandle {
            table: self.clone(),
            slots,
            generation,
            added: 0,
            since: 0,
        }
    }

    /// Positions held (as the handles have reported them).
    pub fn len(&self) -> usize {
        self.len.load(Ordering::Relaxed)
    }

    /// True when nothing was reported put in.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Moves `h` to the newest table, after making one if `grow` and `h`
    /// holds the newest. Never waits: when another thread holds the lock
    /// (it is making the next table), `h` goes on with its table.
    fn refresh(&self, h: &mut SharedHandle<K>, grow: bool) {
        let Ok(mut t) = self.tables.try_lock() else {
            return;
        };
        if !Arc::ptr_eq(&t.now, &h.slots) {
            h.slots = t.now.clone();
            h.generation = self.generation.load(Ordering::Acquire);
            // The last thread to move on frees the table before.
            t.prune(self.max_slots);
            return;
        }
        if !grow {
            return;
        }
        t.prune(self.max_slots);
        let size = t.now.slots();
        if size == self.max_slots && !t.old.is_empty() {
            // Two tables of the largest size would be alive, and an older
            // one: wait until no thread reads it.
            return;
        }
        let next = if size < self.max_slots {
            let next = Slots::new(size * 2);
            let kept = t.now.copy_into(&next);
            self.len.store(kept, Ordering::Relaxed);
            next
        } else {
            // Full at its largest: start again, empty.
            self.len.store(0, Ordering::Relaxed);
            match t.spare.take() {
                Some(spare) => {
                    spare.clear();
                    spare
                }
                None => Slots::new(size),
            }
        };
        let next = Arc::new(next);
        let was = std::mem::replace(&mut t.now, next.clone());
        t.old.push(was);
        h.slots = next;
        h.generation = self.generation.fetch_add(1, Ordering::AcqRel) + 1;
    }
}

/// One thread's access to a [`SharedTable`]: the table it uses, and the
/// positions it put in since it last reported them.
pub struct SharedHandle<K> {
    table: Arc<SharedTable<K>>,
    slots: Arc<Slots<K>>,
    generation: u64,
    added: usize,
    /// Inserts that did not find their key, since the last report.
    since: usize,
}

impl<K: TableKey> SharedHandle<K> {
    /// The failure bits of a position (0 when unknown).
    #[inline]
    pub fn get(&self, key: &K, h: u64) -> u64 {
        u64::from(self.slots.get(key, h))
    }

    /// See [`super::FastTable::touch`].
    #[inline(always)]
    pub fn touch(&self, h: u64) -> u32 {
        self.slots.touch(h)
    }

    /// Adds failure bits to a position. Bits 31 and up are dropped (the
    /// header's top bit marks a claimed slot); an at-most mask keeps its
    /// low bits, which are still true.
    #[inline]
    pub fn insert(&mut self, key: K, h: u64, mask: u64) {
        let bits = mask as u32 & !CLAIMED;
        if bits == 0 {
            return;
        }
        match self.slots.insert(&key, h, bits) {
            Put::Known => {}
            Put::Added => {
                self.added += 1;
                self.since += 1;
            }
            // A full table still reports now and then, to move on.
            Put::Lost => self.since += 1,
        }
        if self.since >= FLUSH {
            self.flush();
        }
    }

    /// Reports the positions put in, and moves to a newer table (making
    /// one if this one is three quarters full).
    #[cold]
    fn flush(&mut self) {
        let table = self.table.clone();
        let len = self.report();
        let grow = len * 4 > self.slots.slots() * 3;
        if grow || table.generation.load(Ordering::Acquire) != self.generation {
            table.refresh(self, grow);
        }
    }

    /// Moves to the newest table, waiting for a thread making one: a
    /// handle coming back to work after [`SharedHandle::park`] (or after
    /// another search in the same table) reads what the others put in.
    pub fn catch_up(&mut self) {
        self.report();
        let mut t = self.table.tables.lock().unwrap_or_else(|e| e.into_inner());
        self.slots = t.now.clone();
        self.generation = self.table.generation.load(Ordering::Acquire);
        t.prune(self.table.max_slots);
    }

    /// Lets go of the table, for a thread with no more work: a handle that
    /// holds a table keeps it alive, and a table full at the largest size
    /// is replaced only when no thread holds an older one, so a handle at
    /// rest would keep the others' table full (every insert lost) until
    /// the search ends. The handle then holds an empty table of one slot,
    /// and moves on at its next report ([`SharedHandle::catch_up`] moves it
    /// at once).
    pub fn park(&mut self) {
        self.report();
        self.slots = Arc::new(Slots::new(1));
        self.generation = u64::MAX;
        let mut t = self.table.tables.lock().unwrap_or_else(|e| e.into_inner());
        t.prune(self.table.max_slots);
    }

    /// Adds the positions put in since the last report to the table's
    /// count; the count after.
    fn report(&mut self) -> usize {
        let len = self.table.len.fetch_add(self.added, Ordering::Relaxed) + self.added;
        self.added = 0;
        self.since = 0;
        len
    }

    /// Positions held in the shared table.
    pub fn len(&self) -> usize {
        self.table.len()
    }

    /// The most slots the shared table grows to.
    pub fn max_slots(&self) -> usize {
        self.table.max_slots
    }

    /// True when the shared table holds nothing.
    pub fn is_empty(&self) -> bool {
        self.table.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::control::fail_mask;

    fn key(i: u32) -> [u32; 5] {
        [i, i.wrapping_mul(7), 3, 1, i ^ 5]
    }

    #[test]
    fn a_seven_row_board_slot_takes_24_bytes() {
        let s = Slots::<[u32; 5]>::new(16);
        assert_eq!(s.words.len() * 4 / 16, 24);
    }

    #[test]
    fn failures_are_kept_by_moves_left_up_to_30() {
        let t = Arc::new(SharedTable::<[u32; 5]>::new(1 << 20));
        let mut h = t.handle();
        let (a, b, c) = (key(1), key(2), key(3));
        h.insert(a, a.hash(), fail_mask(true, 3));
        h.insert(a, a.hash(), fail_mask(true, 30));
        assert_eq!(h.get(&a, a.hash()), (1 << 3) | (1 << 30));
        // 31 moves left and up are dropped, not wrapped.
        h.insert(b, b.hash(), fail_mask(true, 31));
        h.insert(b, b.hash(), fail_mask(true, 40));
        assert_eq!(h.get(&b, b.hash()), 0);
        // An at-most failure with 40 moves left still proves 0 to 30.
        h.insert(c, c.hash(), fail_mask(false, 40));
        assert_eq!(h.get(&c, c.hash()), u64::from(!CLAIMED));
        assert_eq!(h.get(&key(4), key(4).hash()), 0);
    }

    #[test]
    fn the_table_grows_and_keeps_what_it_held() {
        let t = Arc::new(SharedTable::<[u32; 5]>::new(1 << 26));
        let mut h = t.handle();
        let n = 200_000u32;
        for i in 1..=n {
            let k = key(i);
            h.insert(k, k.hash(), fail_mask(true, i % 31));
        }
        assert!(h.slots.slots() >= 1 << 18, "{} slots", h.slots.slots());
        let kept = (1..=n)
            .filter(|&i| h.get(&key(i), key(i).hash()) == 1 << (i % 31))
            .count();
        // Only the inserts of a full run of probes may be lost.
        assert!(kept as f64 > 0.99 * f64::from(n), "{kept} of {n}");
        let wrong = (1..=n)
            .filter(|&i| {
                let got = h.get(&key(i), key(i).hash());
                got != 0 && got != 1 << (i % 31)
            })
            .count();
        assert_eq!(wrong, 0);
    }

    #[test]
    fn a_table_never_holds_more_than_its_memory() {
        for mb in [1usize, 3, 64, 384, 1000] {
            let bytes = mb << 20;
            let t = SharedTable::<[u32; 5]>::new(bytes);
            // Two tables of the largest size are alive at most.
            assert!(2 * t.max_slots * 24 <= bytes, "{mb} MiB");
            assert!(4 * t.max_slots * 24 > bytes, "{mb} MiB: wastefully small");
        }
        // The widest boards (16 columns of `u64`s) at the least memory.
        let t = SharedTable::<[u64; 16]>::new(1 << 20);
        assert!(2 * t.max_slots * 4 * (1 + 32) <= 1 << 20);
        // Full at its largest size, it starts again, and two tables at most
        // are alive: the one in use and the one before.
        let t = Arc::new(SharedTable::<[u32; 5]>::new(1 << 20));
        let mut h = t.handle();
        let mut since = 1;
        for i in 1..=200_000u32 {
            let generation = h.generation;
            let k = key(i);
            h.insert(k, k.hash(), 1);
            if h.generation != generation {
                since = i + 1;
            }
        }
        assert_eq!(h.slots.slots(), t.max_slots);
        assert!(t.tables.lock().unwrap().old.len() <= 1);
        assert!(
            h.get(&key(1), key(1).hash()) == 0,
            "the oldest are forgotten"
        );
        // What was put in since the last new table is there.
        let kept = (since..=200_000).filter(|&i| h.get(&key(i), key(i).hash()) == 1);
        assert!(kept.count() as f64 >= 0.99 * f64::from(200_001 - since));
    }

    /// Fills a one-MiB table from `h` far past its size; how many of the
    /// last 1,000 keys put in it keeps.
    fn fill_and_count_the_last(h: &mut SharedHandle<[u32; 5]>) -> usize {
        let n = 200_000u32;
        for i in 1..=n {
            let k = key(i);
            h.insert(k, k.hash(), 1);
        }
        (n - 999..=n)
            .filter(|&i| h.get(&key(i), key(i).hash()) == 1)
            .count()
    }

    /// A handle that holds an old table keeps a table full at the largest
    /// size from being replaced, so the other threads' inserts are lost;
    /// a parked one does not, and catches up when it works again.
    #[test]
    fn a_parked_handle_does_not_keep_a_full_table_full() {
        let t = Arc::new(SharedTable::<[u32; 5]>::new(1 << 20));
        let _resting = t.handle();
        let mut h = t.handle();
        assert!(
            fill_and_count_the_last(&mut h) < 100,
            "a handle at rest held it back"
        );

        let t = Arc::new(SharedTable::<[u32; 5]>::new(1 << 20));
        let mut resting = t.handle();
        resting.park();
        let mut h = t.handle();
        let kept = fill_and_count_the_last(&mut h);
        assert!(kept > 900, "{kept} of the last 1,000 kept");
        resting.catch_up();
        assert_eq!(resting.get(&key(200_000), key(200_000).hash()), 1);
    }

    /// Threads writing the same keys with different bits, and reading them
    /// all along: a read never shows a bit no thread put in for that key,
    /// and whatever the table keeps at the end is exact.
    #[test]
    fn threads_never_read_bits_that_were_not_put_in() {
        let t = Arc::new(SharedTable::<[u64; 3]>::new(8 << 20));
        let n = 60_000u64;
        // Key i may hold bits i % 7 and i % 7 + 10: each thread puts in one.
        let k = |i: u64| [i, i.rotate_left(17) ^ 0xabc, !i];
        let allowed = |i: u64| (1u64 << (i % 7)) | (1 << (i % 7 + 10));
        std::thread::scope(|s| {
            for thread in 0..4u64 {
                let t = t.clone();
                s.spawn(move || {
                    let mut h = t.handle();
                    for round in 0..2 {
                        for j in 1..=n {
                            let i = if thread % 2 == 0 { j } else { n + 1 - j };
                            let key = k(i);
                            if round == 0 {
                                let bit = if thread < 2 { i % 7 } else { i % 7 + 10 };
                                h.insert(key, key.hash(), 1 << bit);
                            }
                            let got = h.get(&key, key.hash());
                            assert_eq!(got & !allowed(i), 0, "key {i}: {got:b}");
                        }
                    }
                });
            }
        });
        let h = t.handle();
        let found = (1..=n).filter(|&i| h.get(&k(i), k(i).hash()) != 0).count();
        assert!(found as f64 > 0.9 * n as f64, "{found} of {n}");
    }
}
