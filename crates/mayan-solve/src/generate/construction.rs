//! Making the candidates: boards built backward from the empty board, one
//! clearing or setup step at a time, each checked forward with
//! [`Board::play`] (see the [`crate::generate`] module documentation).

use mayan_core::{Board, Dir, EMPTY, Move, MoveKind};

use super::rng::Rng;
use super::spec::GenSpec;

/// The odds that a step is tied to the next move (see [`clear_step`] and
/// [`setup_step`]).
const DEPENDENT: (u64, u64) = (7, 8);

/// Tries per backward step before the construction starts over.
const STEP_TRIES: usize = 40;

/// Builds a settled board and a solution of exactly `spec.moves` moves,
/// backward from the empty board (see the module documentation). `None`
/// when a step found no way back.
pub fn construct(spec: &GenSpec, rng: &mut Rng) -> Option<(Board, Vec<Move>)> {
    construct_with(spec, rng, |_, _| true)
}

/// [`construct`], keeping a backward step only when `accept(board, k)`
/// holds for the board it makes, `k` moves from the end.
pub(super) fn construct_with(
    spec: &GenSpec,
    rng: &mut Rng,
    mut accept: impl FnMut(&Board, u32) -> bool,
) -> Option<(Board, Vec<Move>)> {
    let mut board = Board::new(spec.width, spec.height).ok()?;
    let mut moves = Vec::with_capacity(spec.moves as usize);
    for step in 0..spec.moves {
        // The last move must clear the board; one step in four before it
        // is a setup move.
        let clearing = step == 0 || !rng.chance(1, 4);
        let mut found = None;
        for _ in 0..STEP_TRIES {
            let later = moves.last().copied();
            if let Some((prev, mv)) = draw_step(spec, &board, later, clearing, rng)
                && accept(&prev, step + 1)
            {
                found = Some((prev, mv));
                break;
            }
        }
        let (prev, mv) = found?;
        board = prev;
        moves.push(mv);
    }
    moves.reverse();
    Some((board, moves))
}

/// One backward step from `board` (a clearing step, or a setup step when
/// `clearing` is false), `later` being the move after it: a settled board
/// and a move, not a null move, that plays back to `board`, or `None` when
/// the step drawn is not one.
pub(super) fn draw_step(
    spec: &GenSpec,
    board: &Board,
    later: Option<Move>,
    clearing: bool,
    rng: &mut Rng,
) -> Option<(Board, Move)> {
    let candidate = if clearing {
        clear_step(spec, board, later, rng)
    } else {
        setup_step(spec, board, later, rng)
    };
    candidate.filter(|(prev, mv)| {
        prev.is_settled()
            && prev
                .classify(*mv, spec.rules)
                .is_ok_and(|k| k != MoveKind::Null)
            && prev.play(*mv, spec.rules).is_ok_and(|b| b == *board)
    })
}

/// Inserts `c` at `(x, y)`, pushing the blocks from `y` up. `y` must be on
/// or under the top of the column's stack, and the column must have room.
fn insert(board: &mut Board, x: usize, y: usize, c: u8) -> bool {
    let top = board.stack_height(x);
    if y > top || top >= board.height() {
        return false;
    }
    for yy in (y..top).rev() {
        board.set(x, yy + 1, board.get(x, yy));
    }
    board.set(x, y, c);
    true
}

/// Removes the block at `(x, y)`; the blocks above drop one cell.
fn remove(board: &mut Board, x: usize, y: usize) {
    let top = board.stack_height(x);
    for yy in y..top.saturating_sub(1) {
        board.set(x, yy, board.get(x, yy + 1));
    }
    if top > 0 {
        board.set(x, top - 1, EMPTY);
    }
}

fn settles_to(p: &Board, target: &Board) -> bool {
    let mut q = *p;
    q.settle();
    q == *target
}

fn random_colour(spec: &GenSpec, rng: &mut Rng) -> u8 {
    1 + rng.below(u64::from(spec.colours)) as u8
}

/// A clearing step back from `board`: a board one move before it whose
/// move makes a line that vanishes (maybe with a cascade), leaving `board`.
fn clear_step(
    spec: &GenSpec,
    board: &Board,
    later: Option<Move>,
    rng: &mut Rng,
) -> Option<(Board, Move)> {
    let (w, h) = (board.width(), board.height());
    let c = random_colour(spec, rng);
    // Most lines go under the block of the next move, so that the next move
    // needs this one first: moves that could be played in either order
    // would make a second solution.
    let under = later
        .filter(|_| rng.chance(DEPENDENT.0, DEPENDENT.1))
        .map(|m| {
            let x = if rng.chance(1, 2) {
                m.x as usize
            } else {
                m.target().0.clamp(0, w as isize - 1) as usize
            };
            (x, m.y as usize)
        });
    let mut p = *board;
    let horizontal = if w < 3 {
        false
    } else if h < 3 {
        true
    } else {
        rng.chance(2, 3)
    };
    let mut group: Vec<(usize, usize)> = Vec::with_capacity(3);
    if horizontal {
        let x0 = match under {
            Some((ux, _)) => (ux.saturating_sub(2) + rng.index(3)).min(w - 3),
            None => rng.index(w - 2),
        };
        let mut floor = (x0..x0 + 3).map(|x| board.stack_height(x)).min()?;
        if let Some((_, uy)) = under {
            floor = floor.min(uy);
        }
        let y = rng.index(floor + 1);
        for x in x0..x0 + 3 {
            if !insert(&mut p, x, y, c) {
                return None;
            }
            group.push((x, y));
        }
    } else {
        let (x, top) = match under {
            Some((ux, uy)) => (ux, board.stack_height(ux).min(uy)),
            None => {
                let x = rng.index(w);
                (x, board.stack_height(x))
            }
        };
        let y = rng.index(top + 1);
        for _ in 0..3 {
            if !insert(&mut p, x, y, c) {
                return None;
            }
        }
        group.extend((y..y + 3).map(|yy| (x, yy)));
    }
    if !settles_to(&p, board) {
        return None;
    }
    // A cascade: a vertical line of another colour under one block of the
    // newest line; when it vanishes, that block drops back into its line.
    let mut links = 0;
    while links < 2 && spec.colours >= 2 && rng.chance(1, 3) {
        links += 1;
        let (gx, gy) = group[rng.index(group.len())];
        let gc = p.get(gx, gy);
        let c2 = loop {
            let c2 = random_colour(spec, rng);
            if c2 != gc {
                break c2;
            }
        };
        let mut q = p;
        if !(0..3).all(|_| insert(&mut q, gx, gy, c2)) || !settles_to(&q, board) {
            break;
        }
        p = q;
        group = (gy..gy + 3).map(|yy| (gx, yy)).collect();
    }
    undo_move(spec, &p, &group, rng)
}

/// A board and a move that make `p` (before it settles) by completing the
/// line `group`: a swap of one of its blocks with a neighbour, or one of
/// its blocks pulled back into the next column.
fn undo_move(
    spec: &GenSpec,
    p: &Board,
    group: &[(usize, usize)],
    rng: &mut Rng,
) -> Option<(Board, Move)> {
    let (ax, ay) = group[rng.index(group.len())];
    let colour = p.get(ax, ay);
    let mut options: Vec<(Board, Move)> = Vec::new();
    for &dir in spec.rules.dirs() {
        let (dx, dy) = dir.delta();
        let (bx, by) = (ax as isize + dx, ay as isize + dy);
        match p.try_get(bx, by) {
            Some(b) if b != EMPTY && b != colour => {
                let (bx, by) = (bx as usize, by as usize);
                let mut prev = *p;
                prev.swap_cells(ax, ay, bx, by);
                options.push((prev, canonical_swap((ax, ay), (bx, by))));
            }
            _ => {}
        }
    }
    // Pulled back: the block was the top of its column and came from the
    // next column, at a height where its landing column was empty.
    if ay + 1 == p.stack_height(ax) {
        for side in [-1isize, 1] {
            let sx = ax as isize + side;
            if sx < 0 || sx >= p.width() as isize {
                continue;
            }
            let sx = sx as usize;
            let mut base = *p;
            remove(&mut base, ax, ay);
            for y in ay..=base.stack_height(sx) {
                let mut prev = base;
                if insert(&mut prev, sx, y, colour) {
                    let dir = if side < 0 { Dir::Right } else { Dir::Left };
                    options.push((prev, Move::new(sx, y, dir)));
                }
            }
        }
    }
    if options.is_empty() {
        return None;
    }
    let i = rng.index(options.len());
    Some(options.swap_remove(i))
}

/// The swap of two neighbouring cells as the move [`Board::for_each_move`]
/// names it: the left cell moving right, or the lower cell moving up.
fn canonical_swap(a: (usize, usize), b: (usize, usize)) -> Move {
    let (lo, hi) = if (a.0, a.1) < (b.0, b.1) {
        (a, b)
    } else {
        (b, a)
    };
    if lo.0 == hi.0 {
        Move::new(lo.0, lo.1, Dir::Up)
    } else {
        Move::new(lo.0, lo.1, Dir::Right)
    }
}

/// A setup step back from `board`: a board one move before it whose move
/// clears nothing.
fn setup_step(
    spec: &GenSpec,
    board: &Board,
    later: Option<Move>,
    rng: &mut Rng,
) -> Option<(Board, Move)> {
    let mut cells: Vec<(usize, usize)> = (0..board.width())
        .flat_map(|x| (0..board.stack_height(x)).map(move |y| (x, y)))
        .collect();
    // Mostly one of the cells the next move plays with, so that the two
    // moves cannot be swapped round.
    if let Some(m) = later.filter(|_| rng.chance(DEPENDENT.0, DEPENDENT.1)) {
        let (tx, ty) = m.target();
        cells.retain(|&(x, y)| {
            (x == m.x as usize && y == m.y as usize) || (x as isize == tx && y as isize == ty)
        });
    }
    if cells.is_empty() {
        return None;
    }
    let a = cells[rng.index(cells.len())];
    undo_move(spec, board, &[a], rng)
}

#[cfg(test)]
mod tests {
    use super::*;
    use mayan_core::MoveSet;

    #[test]
    fn construction_replays_to_empty() {
        for rules in [MoveSet::Drag, MoveSet::Swap4] {
            let spec = GenSpec {
                rules,
                moves: 4,
                ..GenSpec::default()
            };
            let mut rng = Rng::new(3);
            let mut built = 0;
            for _ in 0..50 {
                let Some((board, moves)) = construct(&spec, &mut rng) else {
                    continue;
                };
                built += 1;
                assert!(board.is_settled(), "{board:?}");
                assert_eq!(moves.len(), 4);
                let mut b = board;
                for (i, &mv) in moves.iter().enumerate() {
                    assert!(!b.is_empty(), "cleared early at move {i}");
                    b = b.play(mv, rules).unwrap();
                }
                assert!(b.is_empty(), "{board:?} {moves:?} -> {b:?}");
            }
            assert!(built > 10, "{rules}: only {built} of 50 built");
        }
    }
}
