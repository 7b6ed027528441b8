//! Helpers shared by the search tests.

use std::collections::BTreeSet;

use mayan_core::plan::Plan;
use mayan_core::{Board, GREY, Move, MoveKind, MoveSet, Notation};

/// Replays a solution from `board`: every move legal under `rules`, no null
/// move unless `null_moves`, no move once the board is clear, and the board
/// clear after the last. Says what went wrong first.
pub fn replay(
    board: &Board,
    rules: MoveSet,
    moves: &[Move],
    null_moves: bool,
) -> Result<(), String> {
    let mut b = *board;
    for (i, &mv) in moves.iter().enumerate() {
        if b.is_clear() {
            return Err(format!("the board is clear before move {}", i + 1));
        }
        let kind = b
            .classify(mv, rules)
            .map_err(|e| format!("move {} {mv}: {e}", i + 1))?;
        if kind == MoveKind::Null && !null_moves {
            return Err(format!("move {} {mv} is a null move", i + 1));
        }
        b = b.play(mv, rules).map_err(|e| e.to_string())?;
    }
    if !b.is_clear() {
        return Err(format!("{} blocks left:\n{b}", b.block_count()));
    }
    Ok(())
}

/// The random boards of the tests come from the generator's own seeded
/// generator: one algorithm in the project.
pub use mayan_solve::generate::Rng;

/// A `w` x `h` board with `cells` dropped one by one into random columns
/// that have room (cells that find none are left out), then settled.
pub fn drop_randomly(rng: &mut Rng, w: usize, h: usize, cells: &[u8]) -> Board {
    let mut b = Board::new(w, h).unwrap();
    let mut heights = vec![0usize; w];
    for &c in cells {
        let open: Vec<usize> = (0..w).filter(|&x| heights[x] < h).collect();
        if open.is_empty() {
            break;
        }
        let x = open[rng.below(open.len() as u64) as usize];
        b.set(x, heights[x], c);
        heights[x] += 1;
    }
    b.settle();
    b
}

/// The plan of a winning line ([`mayan_core::plan::Plan`]), held to a
/// second replay: every statement true, and its clears every block that
/// vanished (all of them, when the board ends empty); and what had to
/// come first held to replays without it ([`needs_are_the_causes`]).
pub fn plan_holds(board: &Board, rules: MoveSet, moves: &[Move]) -> Result<(), String> {
    needs_are_the_causes(board, rules, moves)?;
    let plan = Plan::of(board, rules, moves).map_err(|e| e.to_string())?;
    plan.check(board, rules, moves)
        .map_err(|e| format!("{e}\n{}", plan.describe(Notation::Plain)))?;
    let met: usize = plan.clears.iter().map(|c| c.cells.len()).sum();
    let grey = board.colour_counts()[mayan_core::GREY as usize] as usize;
    if !plan.cleared || met + grey != board.block_count() {
        return Err(format!(
            "the plan's clears take {met} of {} blocks",
            board.block_count()
        ));
    }
    Ok(())
}

/// Replays `moves` up to clear `b` of `plan` with the blocks of clear
/// `a` left standing (grey, so that they never match) instead of
/// vanishing. Returns whether `b` still happens, with the same blocks in
/// the same cells at the same move and stage; and whether the replay took
/// another course than room can say: a block left standing fell, or
/// blocks met that never met in the real line.
fn without(
    board: &Board,
    rules: MoveSet,
    moves: &[Move],
    plan: &Plan,
    a: usize,
    b: usize,
) -> (bool, bool) {
    let starts = |c: &mayan_core::plan::Clear| -> Vec<(usize, usize)> {
        c.blocks.iter().map(|x| x.start).collect()
    };
    let (a, b) = (&plan.clears[a - 1], &plan.clears[b - 1]);
    let mut left = *board;
    for block in &a.blocks {
        left.set(block.start.0, block.start.1, GREY);
    }
    let moves = &moves[..b.on_move];
    let Ok(other) = Plan::of(&left, rules, moves) else {
        return (false, false);
    };
    let happens = other.clears.iter().any(|c| {
        (c.on_move, c.stage, &c.cells) == (b.on_move, b.stage, &b.cells) && starts(c) == starts(b)
    });
    let real: BTreeSet<Vec<(usize, usize)>> = plan.clears.iter().map(starts).collect();
    if other.clears.iter().any(|c| !real.contains(&starts(c))) {
        return (happens, true);
    }
    let greys = |seen: &Board| -> BTreeSet<(usize, usize)> {
        (0..seen.width())
            .flat_map(|x| (0..seen.height()).map(move |y| (x, y)))
            .filter(|&(x, y)| seen.get(x, y) == GREY)
            .collect()
    };
    // Where the blocks left standing are once clear `a` would have
    // vanished: its cells, then wherever moves take them.
    let mut standing: BTreeSet<(usize, usize)> = a.cells.iter().copied().collect();
    let mut at = left;
    for (i, &mv) in moves.iter().enumerate() {
        let Ok(turn) = at.play_traced(mv, rules) else {
            return (happens, false);
        };
        let number = i + 1;
        if number > a.on_move {
            let (tx, ty) = mv.target();
            let (from, to) = ((mv.x as usize, mv.y as usize), (tx as usize, ty as usize));
            let (f, t) = (standing.remove(&from), standing.remove(&to));
            if f {
                standing.insert(to);
            }
            if t {
                standing.insert(from);
            }
        }
        let boards = std::iter::once(turn.moved).chain(turn.stages.iter().map(|s| s.fallen));
        for (k, seen) in boards.chain([turn.after]).enumerate() {
            let after_a = number > a.on_move || (number == a.on_move && k > a.stage);
            if after_a && greys(&seen) != standing {
                return (happens, true);
            }
        }
        at = turn.after;
    }
    (happens, false)
}

/// What [`tally_needs`] counted over some lines of moves.
#[derive(Debug, Default)]
pub struct Tally {
    /// Lines of moves planned.
    pub plans: usize,
    /// Pairs of an earlier and a later clear held to a replay.
    pub pairs: usize,
    /// Needs the plans name: pairs (earlier clear, later clear).
    pub named: usize,
    /// Pairs where the later clear no longer happens without the earlier.
    pub causes: usize,
    /// Causes named only through a chain of needs (the earlier clear is
    /// needed by one that the later clear needs).
    pub through: usize,
    /// Causes not named where the replay without the earlier clear took a
    /// course room cannot follow (see [`tally_needs`]).
    pub strayed: usize,
    /// Needs named that are no cause: must be 0.
    pub wrong: usize,
    /// Causes not named, directly or through a chain: must be 0.
    pub missed: usize,
    /// The first few of the wrong and the missed, written out.
    pub failures: Vec<String>,
}

/// The brute-force test of "had to come first" (docs/plans.md, and
/// docs/spec.md section 3) on one line of moves: for every pair of clears,
/// a replay with the earlier one's blocks left standing. Every need the
/// plan names must be a cause: the later clear no longer happens with the
/// same blocks. And every such cause must be named: the later clear needs
/// the earlier one, directly or through clears that need each other, unless
/// the replay took a course room cannot follow: a block left standing fell
/// (into room that others then could not use), or blocks met that never met
/// in the real line (those left over from a clear that no longer happens).
pub fn tally_needs(
    board: &Board,
    rules: MoveSet,
    moves: &[Move],
    tally: &mut Tally,
) -> Result<(), String> {
    let plan = Plan::checked(board, rules, moves).map_err(|e| e.to_string())?;
    let direct: BTreeSet<(usize, usize)> = plan
        .clears
        .iter()
        .flat_map(|c| c.needs.iter().map(|n| (n.clear, c.number)))
        .collect();
    let mut chains = direct.clone();
    loop {
        let longer: Vec<(usize, usize)> = chains
            .iter()
            .flat_map(|&(a, b)| {
                chains
                    .iter()
                    .filter(move |p| p.0 == b)
                    .map(move |p| (a, p.1))
            })
            .filter(|p| !chains.contains(p))
            .collect();
        if longer.is_empty() {
            break;
        }
        chains.extend(longer);
    }
    tally.plans += 1;
    let n = plan.clears.len();
    for a in 1..=n {
        for b in a + 1..=n {
            let (happens, strayed) = without(board, rules, moves, &plan, a, b);
            let named = direct.contains(&(a, b));
            tally.pairs += 1;
            tally.named += usize::from(named);
            tally.causes += usize::from(!happens);
            let wrong = if named && happens {
                tally.wrong += 1;
                "a need that is no cause"
            } else if !happens && !named && chains.contains(&(a, b)) {
                tally.through += 1;
                continue;
            } else if !happens && !named && strayed {
                tally.strayed += 1;
                continue;
            } else if !happens && !named {
                tally.missed += 1;
                "a cause not named"
            } else {
                continue;
            };
            if tally.failures.len() < 3 {
                tally.failures.push(format!(
                    "{wrong}: clears {a} and {b} ({rules})\n{board}\n{moves:?}\n{}",
                    plan.describe(Notation::Plain)
                ));
            }
        }
    }
    Ok(())
}

/// [`tally_needs`] on one line: `Err` names the first need that is no
/// cause or cause not named.
pub fn needs_are_the_causes(board: &Board, rules: MoveSet, moves: &[Move]) -> Result<(), String> {
    let mut tally = Tally::default();
    tally_needs(board, rules, moves, &mut tally)?;
    match tally.failures.first() {
        Some(f) => Err(f.clone()),
        None => Ok(()),
    }
}
