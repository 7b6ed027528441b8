//! The fast search: a compact board of 4 bits a cell and one `u64` a
//! column, generic over the board's width.
//!
//! Columns of a settled board are stacks without gaps, so a column is its
//! cells from the bottom up, one nibble each, and an empty cell is a zero
//! nibble above the stack. Runs are found for a whole column at once with
//! nibble-wise compares, a settle removes cells by closing the gaps in
//! place, and the columns themselves are the key of the fail table. Colours
//! are renumbered 1 to 15 for the search (grey, if present, takes the last
//! number), which is why boards with more than 15 distinct cell values use
//! the general [`crate::general::Searcher`] instead.
//!
//! The search is the same as [`crate::general`]'s: moves in the order of docs/spec.md
//! section 5, twins and all but the first null move skipped, positions the
//! column bound ([`crate::bound`]) rules out pruned, failures remembered by
//! (board, moves left). Here the bound is also checked before each move is
//! played, from the blocks it shifts (and moves it is sure to refuse are not
//! generated at all), the last move only looks at the cells the bound lets
//! move, and quiet swaps that commute with one played before them are not
//! tried again in the other order (see `Sleep`). Failures with one move
//! left go to a small lossy table of each searcher's own ([`NearTable`], at
//! most 12,288 slots beside the `--memory` budget), the others to the main
//! fail table.
//!
//! Each concern has its file: `nibble.rs` the bit tricks on one column,
//! `board.rs` the board ([`Packed`], [`Geometry`]) with its settle and move
//! generation, `colours.rs` where the colours stand against the bound and
//! what a move changes in that, `masks.rs` the move masks the bound gives
//! (for every move and for the last), `sleep.rs` the sleep sets,
//! `tables.rs` the fail tables as a search holds them, `search.rs` one
//! thread's search ([`PackedSearcher`]), `driver.rs` its settings and
//! the split of the root moves over threads ([`Driver`]), and `steps.rs`
//! the generator's check of one backward step ([`StepCheck`]).
//!
//! [`NearTable`]: crate::fail_table::NearTable

#![allow(clippy::needless_range_loop)] // Column indices are the point here.

mod board;
mod colours;
mod driver;
mod masks;
mod nibble;
mod search;
mod sleep;
mod steps;
mod tables;

pub use board::{Geometry, Packed};
pub use driver::Driver;
pub use search::PackedSearcher;
pub use steps::{Found, StepCheck, step_check};
pub use tables::Store;

use mayan_core::{Board, EMPTY, GREY, MoveSet};

use nibble::ONES;

/// Packs a board, or `None` when it has more than 15 distinct cell values.
pub fn pack<const W: usize>(board: &Board) -> Option<(Packed<W>, Geometry)> {
    debug_assert_eq!(board.width(), W);
    let mut present = [false; GREY as usize + 1];
    for x in 0..W {
        for &c in board.column(x) {
            present[c as usize] = true;
        }
    }
    let mut map = [0u64; GREY as usize + 1];
    let mut next = 1u64;
    for c in 1..GREY as usize {
        if present[c] {
            map[c] = next;
            next += 1;
        }
    }
    let colours = (next - 1) as u32;
    let grey = if present[GREY as usize] {
        map[GREY as usize] = next;
        next += 1;
        ONES * map[GREY as usize]
    } else {
        0
    };
    if next > 16 {
        return None;
    }
    let mut cols = [0u64; W];
    for (x, col) in cols.iter_mut().enumerate() {
        for (y, &c) in board.column(x).iter().enumerate() {
            if c != EMPTY {
                *col |= map[c as usize] << (4 * y);
            }
        }
    }
    Some((
        Packed { cols },
        Geometry {
            height: board.height() as u32,
            grey,
            colours,
        },
    ))
}

/// Counts move sequences by length on the packed board, as
/// [`Board::perft`] does on the core one: the rules-only check that the two
/// representations generate and settle the same moves
/// (`fixtures/perft.txt`). `None` when the board does not pack.
pub fn perft<const W: usize>(
    board: &Board,
    rules: MoveSet,
    null_moves: bool,
    depth: usize,
) -> Option<Vec<u64>> {
    fn walk<const W: usize>(
        b: &Packed<W>,
        g: &Geometry,
        rules: MoveSet,
        null_moves: bool,
        counts: &mut [u64],
    ) {
        let Some((count, deeper)) = counts.split_first_mut() else {
            return;
        };
        b.for_each_move(g, rules, null_moves, None, None, |mv| {
            *count += 1;
            let next = if mv.null { *b } else { b.child(mv, g).0 };
            walk(&next, g, rules, null_moves, deeper);
            true
        });
    }
    let (packed, g) = pack::<W>(board)?;
    let mut counts = vec![0; depth];
    walk(&packed, &g, rules, null_moves, &mut counts);
    Some(counts)
}
