//! Tabulates the column bound (`src/bound/mod.rs`) for 7 x 5 boards, the NOIP
//! size, so that a search there starts with every answer known instead of
//! computing them as it goes.
//!
//! Output, `$OUT_DIR/bound_5x7.bin`: for each of the 8^5 column-count
//! vectors (index: counts as base-8 digits, column 0 lowest), the shifts
//! byte, then for each the fixes as a little-endian `u32` (right-shift
//! columns in the low half, left-shift columns in the high half), then for
//! each the deltas as four bytes of column bits: the columns a block may
//! leave to the right so that the shifts drop by one, those where they grow
//! by one, and the same two for the left (shifts as stored, capped).

#![forbid(unsafe_code)]

use std::collections::VecDeque;

#[path = "src/bound/lines.rs"]
mod lines;

use lines::{any_shift, decomposable};

const W: usize = 5;
const H: u32 = 7;
/// Shifts are counted up to this; more reads as `DEEPEST + 1`.
const DEEPEST: u8 = 4;
/// Counts up to 11: vectors within `DEEPEST` shifts of one with counts up
/// to 7.
const WIDE: u32 = H + 1 + DEEPEST as u32;
const NEVER: u8 = u8::MAX;

fn digits(mut v: u32, base: u32) -> [u8; W] {
    let mut d = [0u8; W];
    for x in d.iter_mut() {
        *x = (v % base) as u8;
        v /= base;
    }
    d
}

fn number(d: &[u8; W], base: u32) -> u32 {
    d.iter().rev().fold(0, |v, &c| v * base + u32::from(c))
}

/// The vectors one shift away from `d` (counts may reach `WIDE - 1`).
fn neighbours(d: &[u8; W]) -> Vec<(usize, usize, [u8; W])> {
    let mut out = Vec::new();
    let mut counts = *d;
    any_shift(&mut counts, |from, to, shifted| {
        if u32::from(shifted[to]) < WIDE {
            let mut n = [0u8; W];
            n.copy_from_slice(shifted);
            out.push((from, to, n));
        }
        false
    });
    out
}

fn main() {
    println!("cargo::rerun-if-changed=src/bound/lines.rs");
    println!("cargo::rerun-if-changed=build.rs");
    let wide = WIDE.pow(W as u32) as usize;
    // Shifts to the nearest decomposable vector, by breadth-first search
    // from all of them (a shift is its own inverse), up to DEEPEST + 1.
    let mut dist = vec![u8::MAX; wide];
    let mut queue = VecDeque::new();
    for (v, d) in dist.iter_mut().enumerate() {
        if decomposable(&digits(v as u32, WIDE)) {
            *d = 0;
            queue.push_back(v);
        }
    }
    while let Some(v) = queue.pop_front() {
        if dist[v] > DEEPEST {
            continue;
        }
        for (_, _, n) in neighbours(&digits(v as u32, WIDE)) {
            let n = number(&n, WIDE) as usize;
            if dist[n] == u8::MAX {
                dist[n] = dist[v] + 1;
                queue.push_back(n);
            }
        }
    }
    let narrow = (H + 1).pow(W as u32) as usize;
    let mut shifts = Vec::with_capacity(narrow);
    let mut fixes = Vec::with_capacity(narrow * 4);
    let mut deltas = Vec::with_capacity(narrow * 4);
    for v in 0..narrow {
        let d = digits(v as u32, H + 1);
        let total: u32 = d.iter().map(|&c| u32::from(c)).sum();
        let never = total == 1 || total == 2;
        let w = number(&d, WIDE) as usize;
        let m = dist[w].min(DEEPEST + 1);
        shifts.push(if never { NEVER } else { m });
        let (mut right, mut left) = (0u32, 0u32);
        // Drops and growths, to the right (index 0) and to the left.
        let mut drop = [0u8; 2];
        let mut grow = [0u8; 2];
        for (from, to, n) in neighbours(&d) {
            let shifted = dist[number(&n, WIDE) as usize];
            let side = usize::from(to < from);
            if shifted == 0 {
                if side == 0 {
                    right |= 1 << from;
                } else {
                    left |= 1 << from;
                }
            }
            // A column full of the colour takes no block of it: no move
            // makes this shift, and its counts are not a table index.
            if never || u32::from(n[to]) > H {
                continue;
            }
            let after = shifted.min(DEEPEST + 1);
            if after < m {
                drop[side] |= 1 << from;
            } else if after > m {
                grow[side] |= 1 << from;
            }
        }
        fixes.extend_from_slice(&(right | left << 16).to_le_bytes());
        deltas.extend_from_slice(&[drop[0], grow[0], drop[1], grow[1]]);
    }
    shifts.extend_from_slice(&fixes);
    shifts.extend_from_slice(&deltas);
    let out = std::path::Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"))
        .join("bound_5x7.bin");
    std::fs::write(out, shifts).expect("OUT_DIR is writable");
}
