//! The fail tables as a packed search holds them, each with `u32` keys
//! for boards of at most 8 rows: [`Store`], its main table (its own or one
//! shared with other threads), [`Near`], its own table of failures with one
//! move left, and [`Shared`], the table the threads of a parallel search
//! share. The tables themselves are in [`crate::fail_table`].

use std::sync::Arc;

use crate::fail_table::{FastTable, NearTable, SharedHandle, SharedTable};

/// Where a packed search keeps its failures. Boards of at most 8 rows use
/// `u32` columns as keys: a slot of 24 bytes instead of 48 for NOIP boards.
pub enum Store<const W: usize> {
    /// A table of its own.
    Local(FastTable<[u64; W]>),
    /// A table of its own, `u32` keys.
    Local32(FastTable<[u32; W]>),
    /// A table shared with other threads.
    Shared(SharedHandle<[u64; W]>),
    /// A table shared with other threads, `u32` keys.
    Shared32(SharedHandle<[u32; W]>),
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
    pub(super) fn get(&self, key: &[u64; W], h: u64) -> u64 {
        match self {
            Store::Local(t) => t.get(key, h),
            Store::Local32(t) => t.get(&narrow(key), h),
            Store::Shared(t) => t.get(key, h),
            Store::Shared32(t) => t.get(&narrow(key), h),
        }
    }

    #[inline(always)]
    pub(super) fn touch(&self, h: u64) -> u32 {
        match self {
            Store::Local(t) => t.touch(h),
            Store::Local32(t) => t.touch(h),
            Store::Shared(t) => t.touch(h),
            Store::Shared32(t) => t.touch(h),
        }
    }

    #[inline(always)]
    pub(super) fn insert(&mut self, key: [u64; W], h: u64, mask: u64) {
        match self {
            Store::Local(t) => t.insert(key, h, mask),
            Store::Local32(t) => t.insert(narrow(&key), h, mask),
            Store::Shared(t) => t.insert(key, h, mask),
            Store::Shared32(t) => t.insert(narrow(&key), h, mask),
        }
    }

    /// A shared table's handle moves to the newest table (see
    /// [`SharedHandle::catch_up`]); a table of its own has nothing to do.
    pub(super) fn catch_up(&mut self) {
        match self {
            Store::Shared(t) => t.catch_up(),
            Store::Shared32(t) => t.catch_up(),
            Store::Local(_) | Store::Local32(_) => {}
        }
    }

    /// A shared table's handle lets go of its table (see
    /// [`SharedHandle::park`]); a table of its own has nothing to do.
    pub(super) fn park(&mut self) {
        match self {
            Store::Shared(t) => t.park(),
            Store::Shared32(t) => t.park(),
            Store::Local(_) | Store::Local32(_) => {}
        }
    }

    /// A table of its own stops growing, and says the bytes it takes; a
    /// shared table's handle takes none of its own (0).
    pub(super) fn hold(&mut self) -> usize {
        match self {
            Store::Local(t) => {
                t.hold();
                t.bytes()
            }
            Store::Local32(t) => {
                t.hold();
                t.bytes()
            }
            Store::Shared(_) | Store::Shared32(_) => 0,
        }
    }

    pub(super) fn len(&self) -> usize {
        match self {
            Store::Local(t) => t.len(),
            Store::Local32(t) => t.len(),
            Store::Shared(t) => t.len(),
            Store::Shared32(t) => t.len(),
        }
    }

    /// The most slots the table grows to.
    pub(super) fn max_slots(&self) -> usize {
        match self {
            Store::Local(t) => t.max_slots(),
            Store::Local32(t) => t.max_slots(),
            Store::Shared(t) => t.max_slots(),
            Store::Shared32(t) => t.max_slots(),
        }
    }
}

/// A searcher's [`NearTable`], with `u32` keys for boards of at most 8 rows.
pub(super) enum Near<const W: usize> {
    Wide(NearTable<[u64; W]>),
    Narrow(NearTable<[u32; W]>),
}

impl<const W: usize> Near<W> {
    pub(super) fn new(height: u32) -> Near<W> {
        if height <= 8 {
            Near::Narrow(NearTable::new())
        } else {
            Near::Wide(NearTable::new())
        }
    }

    #[inline(always)]
    pub(super) fn contains(&self, key: &[u64; W], h: u64) -> bool {
        match self {
            Near::Wide(t) => t.contains(key, h),
            Near::Narrow(t) => t.contains(&narrow(key), h),
        }
    }

    #[inline(always)]
    pub(super) fn insert(&mut self, key: [u64; W], h: u64) {
        match self {
            Near::Wide(t) => t.insert(key, h),
            Near::Narrow(t) => t.insert(narrow(&key), h),
        }
    }
}

/// A fail table shared by the threads of a parallel search.
#[derive(Clone)]
pub(super) enum Shared<const W: usize> {
    Wide(Arc<SharedTable<[u64; W]>>),
    Narrow(Arc<SharedTable<[u32; W]>>),
}

impl<const W: usize> Shared<W> {
    pub(super) fn new(height: u32, memory_bytes: usize) -> Shared<W> {
        if height <= 8 {
            Shared::Narrow(Arc::new(SharedTable::new(memory_bytes)))
        } else {
            Shared::Wide(Arc::new(SharedTable::new(memory_bytes)))
        }
    }

    pub(super) fn store(&self) -> Store<W> {
        match self {
            Shared::Wide(t) => Store::Shared(t.handle()),
            Shared::Narrow(t) => Store::Shared32(t.handle()),
        }
    }
}
