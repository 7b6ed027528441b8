//! A global allocator for musl builds that serves small allocations from a
//! fixed arena first.
//!
//! musl's allocator maps and unmaps memory for its small-size groups as
//! they fill and empty, so the few hundred small allocations of parsing the
//! command line and a puzzle cost some 90 `mmap`/`munmap` calls, a tenth of
//! a trivial solve's run. Here allocations of up to [`SMALL`] bytes are cut
//! from a zeroed static of [`SIZE`] bytes instead, and never reused: freeing one is a
//! no-op. Once the arena is used up (a long `serve` or `play` session),
//! every allocation goes to the system allocator, so at most the arena's
//! size is ever held back. Larger allocations, the search tables among
//! them, always go to the system allocator.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::UnsafeCell;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The arena's size.
const SIZE: usize = 4 << 20;
/// The largest allocation the arena serves.
const SMALL: usize = 128 << 10;

/// The arena's bytes: zero until handed out, handed out once.
#[repr(C, align(4096))]
struct Space(UnsafeCell<[u8; SIZE]>);

// SAFETY: every byte range is handed out at most once (the bump offset
// only grows, by compare-and-swap), so no two owners share a byte.
unsafe impl Sync for Space {}

static SPACE: Space = Space(UnsafeCell::new([0; SIZE]));
/// The offset of the arena's first free byte.
static NEXT: AtomicUsize = AtomicUsize::new(0);

/// The allocator: the arena for small allocations while it lasts, then
/// [`System`].
pub struct Arena;

impl Arena {
    fn base() -> *mut u8 {
        SPACE.0.get().cast()
    }

    fn owns(ptr: *mut u8) -> bool {
        let (start, p) = (Self::base() as usize, ptr as usize);
        p >= start && p < start + SIZE
    }

    /// A fresh, zeroed block of the arena, or null when it has no room.
    fn bump(layout: Layout) -> *mut u8 {
        if layout.size() > SMALL || layout.align() > SMALL {
            return std::ptr::null_mut();
        }
        let mut cur = NEXT.load(Ordering::Relaxed);
        loop {
            let start = cur.next_multiple_of(layout.align());
            let end = start + layout.size();
            if end > SIZE {
                return std::ptr::null_mut();
            }
            match NEXT.compare_exchange_weak(cur, end, Ordering::Relaxed, Ordering::Relaxed) {
                // SAFETY: start + size <= SIZE: within the arena.
                Ok(_) => return unsafe { Self::base().add(start) },
                Err(now) => cur = now,
            }
        }
    }
}

// SAFETY: arena blocks are in bounds, aligned as asked, never handed out
// twice and never passed to `System`; every other block comes from and
// goes back to `System`.
unsafe impl GlobalAlloc for Arena {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = Self::bump(layout);
        if p.is_null() {
            // SAFETY: the caller's layout has a non-zero size.
            unsafe { System.alloc(layout) }
        } else {
            p
        }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // Arena blocks are never reused, so still zero.
        let p = Self::bump(layout);
        if p.is_null() {
            // SAFETY: as for `alloc`.
            unsafe { System.alloc_zeroed(layout) }
        } else {
            p
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if !Self::owns(ptr) {
            // SAFETY: not the arena's, so `System` handed it out.
            unsafe { System.dealloc(ptr, layout) }
        }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if !Self::owns(ptr) {
            // SAFETY: not the arena's, so `System` handed it out.
            return unsafe { System.realloc(ptr, layout, new_size) };
        }
        // SAFETY: the caller guarantees that the new size, rounded up to
        // the alignment, does not overflow.
        let new =
            unsafe { self.alloc(Layout::from_size_align_unchecked(new_size, layout.align())) };
        if !new.is_null() {
            // SAFETY: both blocks hold at least the smaller size, and a
            // fresh block never overlaps a live one.
            unsafe { std::ptr::copy_nonoverlapping(ptr, new, layout.size().min(new_size)) };
        }
        new
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // One test, as the arena is one static shared by the test threads.
    #[test]
    fn the_arena_serves_small_blocks_once_and_falls_back_to_the_system() {
        let a = Arena;
        let small = Layout::from_size_align(24, 8).unwrap();
        // SAFETY: every block is used within its layout, and freed once
        // with the layout it was allocated with.
        unsafe {
            let p = a.alloc_zeroed(small);
            assert!(Arena::owns(p) && (p as usize).is_multiple_of(8));
            assert!((0..24).all(|i| *p.add(i) == 0));
            p.write_bytes(7, 24);
            // Growing copies into a fresh block; freeing is a no-op.
            let q = a.realloc(p, small, 100);
            assert!(Arena::owns(q) && q != p);
            assert!((0..24).all(|i| *q.add(i) == 7));
            a.dealloc(q, Layout::from_size_align(100, 8).unwrap());
            // Strict alignment is kept.
            let aligned = Layout::from_size_align(64, 4096).unwrap();
            let r = a.alloc(aligned);
            assert!(Arena::owns(r) && (r as usize).is_multiple_of(4096));
            // Large blocks are the system's, and go back to it.
            let big = Layout::from_size_align(SMALL + 1, 8).unwrap();
            let s = a.alloc_zeroed(big);
            assert!(!s.is_null() && !Arena::owns(s));
            assert!(*s.add(SMALL) == 0);
            let s = a.realloc(s, big, 2 * SMALL);
            assert!(!s.is_null() && !Arena::owns(s));
            a.dealloc(s, Layout::from_size_align(2 * SMALL, 8).unwrap());
            // Used up, the arena hands small blocks to the system too.
            let chunk = Layout::from_size_align(SMALL, 8).unwrap();
            while Arena::owns(a.alloc(chunk)) {}
            let mut t = a.alloc(small);
            for _ in 0..SMALL / 24 {
                if !Arena::owns(t) {
                    break;
                }
                t = a.alloc(small);
            }
            assert!(!t.is_null() && !Arena::owns(t));
            a.dealloc(t, small);
        }
    }
}
