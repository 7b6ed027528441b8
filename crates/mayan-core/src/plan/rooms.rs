//! The check's own replay of room (docs/plans.md, "Had to come first"),
//! independent of the named replay that made the plan: it follows the
//! boards of [`Board::play_traced`] cell by cell, lets blocks fall one row
//! at a time, each into the room under it, which rises into the cell the
//! block left, and says for every block that vanished where it started
//! and which earlier clears' room it fell into.

use mayan_i18n::t;
use std::collections::BTreeMap;

use super::{Need, Why};
use crate::board::{Board, EMPTY};
use crate::moves::{MoveKind, Turn};

/// A cell of the replay.
#[derive(Clone)]
enum Slot {
    /// A block: the cell it started in, and the needs it has so far.
    Block {
        start: (usize, usize),
        needs: Vec<Need>,
    },
    /// Room: the clear that made it and its cell (none for a cell empty
    /// at the start), whether the fall under way is the first since, and
    /// the moves that carried it sideways.
    Room {
        made: Option<(usize, (usize, usize))>,
        fresh: bool,
        by: Vec<usize>,
    },
}

/// A block that vanished: where it started, and its needs, by clear.
pub(super) type Vanished = ((usize, usize), Vec<Need>);

/// A cell that vanished: the move and the stage (from 1), and the cell.
pub(super) type At = (usize, usize, (usize, usize));

/// Replays `turns` from `board`. `clear_of` names the clear of each cell
/// that vanished, by move and stage (from 1); each vanished block is
/// returned under the same key. `Err` when the replay does not stand
/// where the boards do (a cell that vanished with no clear named).
pub(super) fn replay(
    board: &Board,
    turns: &[Turn],
    clear_of: &BTreeMap<At, usize>,
) -> Result<BTreeMap<At, Vanished>, String> {
    let (w, h) = (board.width(), board.height());
    let mut grid: Vec<Vec<Slot>> = (0..w)
        .map(|x| {
            (0..h)
                .map(|y| match board.get(x, y) {
                    EMPTY => Slot::Room {
                        made: None,
                        fresh: false,
                        by: Vec::new(),
                    },
                    _ => Slot::Block {
                        start: (x, y),
                        needs: Vec::new(),
                    },
                })
                .collect()
        })
        .collect();
    let stands = |grid: &[Vec<Slot>], b: &Board| {
        (0..w).all(|x| {
            (0..h).all(|y| match &grid[x][y] {
                Slot::Block { start, .. } => board.get(start.0, start.1) == b.get(x, y),
                Slot::Room { .. } => b.get(x, y) == EMPTY,
            })
        })
    };
    let mut out = BTreeMap::new();
    for (m, turn) in turns.iter().enumerate() {
        let number = m + 1;
        if !stands(&grid, &turn.before) {
            return Err(t!("plan-untrue-rooms-before", number = number));
        }
        if turn.kind != MoveKind::Null {
            let (x, y) = (turn.mv.x as usize, turn.mv.y as usize);
            let (tx, ty) = turn.mv.target();
            let (tx, ty) = (tx as usize, ty as usize);
            let moved = std::mem::replace(
                &mut grid[x][y],
                Slot::Room {
                    made: None,
                    fresh: false,
                    by: Vec::new(),
                },
            );
            let mut there = std::mem::replace(&mut grid[tx][ty], moved);
            if let Slot::Room { by, .. } = &mut there {
                by.push(number);
            }
            grid[x][y] = there;
        }
        for (s, stage) in turn.stages.iter().enumerate() {
            fall(&mut grid);
            if !stands(&grid, &stage.fallen) {
                return Err(t!("plan-untrue-rooms-fell", number = number));
            }
            for cell in stage.vanished_cells() {
                let key = (number, s + 1, cell);
                let clear = *clear_of
                    .get(&key)
                    .ok_or_else(|| t!("plan-untrue-rooms-no-clear", cell = format!("{cell:?}")))?;
                let room = Slot::Room {
                    made: Some((clear, cell)),
                    fresh: true,
                    by: Vec::new(),
                };
                if let Slot::Block { start, needs } =
                    std::mem::replace(&mut grid[cell.0][cell.1], room)
                {
                    out.insert(key, (start, needs));
                }
            }
        }
        fall(&mut grid);
        if !stands(&grid, &turn.after) {
            return Err(t!("plan-untrue-rooms-settled", number = number));
        }
    }
    Ok(out)
}

/// Gravity, one row at a time: each block, from the bottom up, swaps with
/// the room under it until none is; then no room is fresh any more.
fn fall(grid: &mut [Vec<Slot>]) {
    for (x, col) in grid.iter_mut().enumerate() {
        for y in 0..col.len() {
            if !matches!(col[y], Slot::Block { .. }) {
                continue;
            }
            let mut at = y;
            // The rows of the rooms it falls into, from the top down; each
            // room rises to the row above.
            let mut rows = Vec::new();
            while at > 0 && matches!(col[at - 1], Slot::Room { .. }) {
                col.swap(at - 1, at);
                at -= 1;
                rows.push(at);
            }
            let mut got = Vec::new();
            for &row in rows.iter().rev() {
                if let Slot::Room {
                    made: Some((clear, cell)),
                    fresh,
                    by,
                } = &col[row + 1]
                {
                    let why = if *fresh { Why::HeldUp } else { Why::MadeRoom };
                    got.push((*clear, why, *cell, (x, row), by.clone()));
                }
            }
            if let Slot::Block { start, needs } = &mut col[at] {
                for (clear, why, cell, into, by) in got {
                    if !needs.iter().any(|n| n.clear == clear) {
                        needs.push(Need {
                            clear,
                            why,
                            block: *start,
                            cell,
                            into,
                            by,
                        });
                    }
                }
            }
        }
        for slot in col.iter_mut() {
            if let Slot::Room { fresh, .. } = slot {
                *fresh = false;
            }
        }
    }
}
