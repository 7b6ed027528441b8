//! The general engine's transposition table: positions proven to fail, by
//! moves left.
//!
//! Storing only proven failures keeps the lexicographic order exact: a
//! position that failed with `k` moves left fails every time it is met
//! again with `k` moves left, whatever path led there.

use mayan_core::{Board, EMPTY};
use rustc_hash::FxHashMap;

/// Cells a key can hold: 4 bits each in five `u64`s.
const KEY_CELLS: usize = 80;

/// A board packed 4 bits a cell, column-major.
pub type Key = [u64; 5];

/// Packs boards into keys, given a colour-to-nibble map fixed for a search.
#[derive(Clone, Debug)]
pub struct KeyPacker {
    nibble: [u8; 64],
}

impl KeyPacker {
    /// A packer for boards that use only the cell values of `board` (colours
    /// never appear during a search), or `None` when the board is too large
    /// or has more than 15 distinct cell values.
    pub fn for_board(board: &Board) -> Option<KeyPacker> {
        if board.width() * board.height() > KEY_CELLS {
            return None;
        }
        let mut nibble = [0u8; 64];
        let mut next = 1u8;
        for x in 0..board.width() {
            for &c in board.column(x) {
                if c != EMPTY && nibble[c as usize] == 0 {
                    if next > 15 {
                        return None;
                    }
                    nibble[c as usize] = next;
                    next += 1;
                }
            }
        }
        Some(KeyPacker { nibble })
    }

    /// The key of a settled board.
    #[inline]
    pub fn key(&self, board: &Board) -> Key {
        let mut key = [0u64; 5];
        let h = board.height();
        let mut bit = 0usize;
        for x in 0..board.width() {
            let col = board.column(x);
            for &c in col.iter().take_while(|&&c| c != EMPTY) {
                key[bit >> 6] |= (self.nibble[c as usize] as u64) << (bit & 63);
                bit += 4;
            }
            // Skip the rest of the column: cells above the stack are empty.
            bit = (x + 1) * h * 4;
        }
        key
    }

    /// The board of a key ([`KeyPacker::key`]), filled into `empty`, an
    /// empty board of the size of the boards packed.
    pub fn board(&self, key: &Key, empty: Board) -> Board {
        let mut cell_of = [EMPTY; 16];
        for (c, &n) in self.nibble.iter().enumerate() {
            if n != 0 {
                cell_of[n as usize] = c as u8;
            }
        }
        let mut board = empty;
        let (width, height) = (board.width(), board.height());
        for x in 0..width {
            for y in 0..height {
                let bit = (x * height + y) * 4;
                let n = (key[bit >> 6] >> (bit & 63)) & 15;
                if n == 0 {
                    break;
                }
                board.set(x, y, cell_of[n as usize]);
            }
        }
        board
    }
}

/// Failures by position: bit `k` of the value set when the position failed
/// with `k` moves left.
#[derive(Debug)]
pub struct FailTable {
    map: FxHashMap<Key, u64>,
    capacity: usize,
    /// Times the table was full and cleared.
    pub clears: u64,
}

/// Bytes one entry takes, roughly, for sizing the table from a memory limit.
pub const ENTRY_BYTES: usize = 64;

impl FailTable {
    /// A table that holds at most `memory_bytes / ENTRY_BYTES` positions,
    /// and is cleared when full.
    pub fn new(memory_bytes: usize) -> FailTable {
        FailTable {
            map: FxHashMap::default(),
            capacity: (memory_bytes / ENTRY_BYTES).max(1024),
            clears: 0,
        }
    }

    /// True when the position failed with `k` moves left.
    #[inline]
    pub fn failed(&self, key: &Key, k: u32) -> bool {
        self.map.get(key).is_some_and(|m| m >> k & 1 == 1)
    }

    /// Records failures: `mask` has bit `k` set for every `k` that failed.
    #[inline]
    pub fn insert(&mut self, key: Key, mask: u64) {
        if self.map.len() >= self.capacity {
            self.map.clear();
            self.clears += 1;
        }
        *self.map.entry(key).or_insert(0) |= mask;
    }

    /// Positions held.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// True when it holds nothing.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }
}
