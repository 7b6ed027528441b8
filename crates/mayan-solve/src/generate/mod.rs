//! Puzzle generation: settled boards that clear in exactly `n` moves (and
//! in no fewer), or that cannot be cleared at all, reproducible from a seed.
//!
//! # How a solvable puzzle is made
//! Boards are built *backward* from the empty board, one move at a time
//! ([`construct`]). Each backward step takes a board `B` that the moves
//! found so far clear, and makes a settled board `B'` and a move `m` with
//! `B'.play(m) == B`:
//! - a *clearing* step inserts a line of three blocks of one colour into `B`
//!   (the blocks above it are pushed up), sometimes with a vertical line of
//!   another colour under one of its blocks so that the move sets off a
//!   cascade, and then undoes one move that would have completed the newest
//!   line: a swap of one of its blocks with a neighbour, or a block pulled
//!   back out of the line into the next column;
//! - a *setup* step (about one step in four, never the last move) undoes a
//!   move that clears nothing: a swap, or a block stepped into the next
//!   column.
//!
//! Seven steps in eight are tied to the move after them (the new line goes
//! under that move's block, or the setup move uses one of its cells), so
//! the moves cannot simply be played in another order.
//!
//! Every step is checked forward with [`Board::play`], so the construction
//! is a solution of exactly `n` moves. The solver then keeps the board only
//! when its shortest solution has exactly `n` moves, and with
//! [`GenSpec::unique`] only when that solution is the only one
//! ([`crate::analysis::uniqueness`]). For unique puzzles the check runs
//! after every backward step instead (`unique.rs`): a unique puzzle's tail
//! is unique too, so a step that breaks uniqueness is drawn again instead
//! of the whole board, and the blocks are spread over the moves so that
//! the board is not full long before the construction is. A board with a
//! shorter solution is thrown away, so no null move is ever part of a
//! solution and the literal and no-null-move readings agree on the answer.
//!
//! # How an unsolvable puzzle is made
//! A constructed board has its colours in threes. Two of its blocks of
//! different colours trade places (the colour counts stay in threes, so the
//! board cannot be rejected by counting), and the board is kept when it is
//! settled and the solver proves that no solution of *at most* `n` moves
//! exists: its answer is `-1` under either reading of null moves. In a
//! unique run the board it starts from is a unique puzzle, so that it looks
//! like the run's other puzzles.
//!
//! # Difficulty
//! Each puzzle gets a score ([`Difficulty::score`], [`crate::difficulty`]):
//! the moves of its answer, its blocks, the moves that only prepare, the
//! cascades and the share of first moves that still win, on a scale set
//! by Panel Attack's classic sets (10 is a typical set 1 puzzle, 60 a
//! typical set 6 one; `docs/generate.md` has the formula and how well it
//! follows the designers' order).
//!
//! # Reproducibility
//! The random numbers come from xoshiro256** seeded through splitmix64
//! ([`Rng`]), written here rather than taken from a crate, so that a seed
//! gives the same puzzles in every version. Puzzle `i` of a run with seed
//! `s` depends only on the spec, `s`, `i` and whether it is to be solvable
//! ([`puzzle_seed`], [`plan`]), so puzzles can be made in parallel.

mod checks;
mod construction;
mod rng;
mod spec;
mod unique;

pub use construction::construct;
pub use rng::{Rng, puzzle_seed, splitmix64};
pub use spec::{Difficulty, GenError, GenSpec, GenStats, Generated, Kind, StepStats};

use std::sync::atomic::{AtomicUsize, Ordering};

use mayan_core::{Board, Notation, Puzzle};
use rayon::prelude::*;

use crate::analysis;
use checks::{keep_solvable, keep_unique, make_unsolvable};
use construction::construct_with;

/// Which of `count` puzzles are to be unsolvable: `unsolvable` of them, at
/// places drawn from `seed`.
pub fn plan(seed: u64, count: usize, unsolvable: usize) -> Vec<Kind> {
    let mut kinds: Vec<Kind> = (0..count)
        .map(|i| {
            if i < unsolvable {
                Kind::Unsolvable
            } else {
                Kind::Solvable
            }
        })
        .collect();
    let mut rng = Rng::new(seed ^ 0x706c_616e_706c_616e);
    rng.shuffle(&mut kinds);
    kinds
}

/// Generates `count` puzzles, `unsolvable` of them without a solution,
/// in parallel on the current rayon pool. The result is the same whatever
/// the number of threads.
pub fn generate_set(
    spec: &GenSpec,
    seed: u64,
    count: usize,
    unsolvable: usize,
) -> Vec<Result<Generated, GenError>> {
    generate_set_with(spec, seed, count, unsolvable, |_| {})
}

/// [`generate_set`], calling `done(i)` as puzzle `i` is finished (in any
/// order, from any thread), for progress bars.
///
/// Puzzles are made one a thread. When fewer are left than the pool has
/// threads, the unique construction's checks of those left search on the
/// idle threads too (each check's answer is the same on any number of
/// threads, so the puzzles are too).
pub fn generate_set_with(
    spec: &GenSpec,
    seed: u64,
    count: usize,
    unsolvable: usize,
    done: impl Fn(usize) + Sync,
) -> Vec<Result<Generated, GenError>> {
    generate_cases(spec, seed, count, unsolvable, |_| true, done)
        .into_iter()
        .map(|(_, g)| g)
        .collect()
}

/// The puzzles `i` of [`generate_set`]'s `count` for which `keep(i)`, each
/// with its number: the same puzzles as that run's (each is made from the
/// run's seed and its number alone), so the parts of a run split this way
/// (`gen --shard`) are the run's.
pub fn generate_cases(
    spec: &GenSpec,
    seed: u64,
    count: usize,
    unsolvable: usize,
    keep: impl Fn(usize) -> bool + Sync,
    done: impl Fn(usize) + Sync,
) -> Vec<(usize, Result<Generated, GenError>)> {
    let kinds: Vec<(usize, Kind)> = plan(seed, count, unsolvable)
        .into_iter()
        .enumerate()
        .filter(|&(i, _)| keep(i))
        .collect();
    let share = Share {
        pool: rayon::current_num_threads().max(1),
        active: AtomicUsize::new(0),
    };
    kinds
        .par_iter()
        .map(|&(i, kind)| {
            share.active.fetch_add(1, Ordering::Relaxed);
            let g = generate_on(spec, puzzle_seed(seed, i as u64), kind, &|| share.threads()).0;
            share.active.fetch_sub(1, Ordering::Relaxed);
            done(i);
            (i, g)
        })
        .collect()
}

/// The threads of a pool shared among the puzzles being made.
struct Share {
    pool: usize,
    active: AtomicUsize,
}

impl Share {
    /// The threads a puzzle's search may use now: its share of the pool.
    fn threads(&self) -> usize {
        (self.pool / self.active.load(Ordering::Relaxed).max(1)).max(1)
    }
}

/// Generates one puzzle of `kind` from a seed.
pub fn generate(spec: &GenSpec, seed: u64, kind: Kind) -> Result<Generated, GenError> {
    generate_on(spec, seed, kind, &|| 1).0
}

/// [`generate`], and what it took (in positions searched and candidates,
/// units that do not depend on the machine).
pub fn generate_with_stats(
    spec: &GenSpec,
    seed: u64,
    kind: Kind,
) -> (Result<Generated, GenError>, GenStats) {
    generate_on(spec, seed, kind, &|| 1)
}

/// [`generate_with_stats`], the searches of the unique construction's
/// checks using `threads()` threads each.
fn generate_on(
    spec: &GenSpec,
    seed: u64,
    kind: Kind,
    threads: &dyn Fn() -> usize,
) -> (Result<Generated, GenError>, GenStats) {
    let mut stats = GenStats::default();
    let g = make(spec, seed, kind, threads, &mut stats);
    (g, stats)
}

fn make(
    spec: &GenSpec,
    seed: u64,
    kind: Kind,
    threads: &dyn Fn() -> usize,
    stats: &mut GenStats,
) -> Result<Generated, GenError> {
    spec.validate()?;
    let mut rng = Rng::new(seed);
    // Without the packed engine (more than 15 colours), whole boards are
    // checked after each backward step on the general engine.
    let unique_tail = |board: &Board, k: u32| {
        let Ok(puzzle) = Puzzle::new(*board, spec.rules, i64::from(k), Notation::Plain) else {
            return false;
        };
        // Without a cancel flag the check always finishes.
        analysis::is_unique(&puzzle, &spec.options(false)).unwrap_or(false)
    };
    let unique = spec.unique && kind == Kind::Solvable;
    // The step check, when the boards pack (at most 15 colours). The `-1`
    // boards of a unique run are unique puzzles with two blocks traded
    // (make_unsolvable): they look like the run's other puzzles, so their
    // density does not give them away, and their proofs cost what the
    // unique puzzles' checks do. Traded on the plain construction's boards
    // (24 to 30 blocks at 10 moves), the proofs took minutes at 12 moves;
    // on boards built within the unique puzzles' block limits, hardly any
    // trade left no solution.
    let mut steps = if spec.unique {
        crate::packed::step_check(
            spec.width,
            spec.height,
            spec.colours,
            spec.rules,
            &spec.options(false),
        )
    } else {
        None
    };
    let mut seen = unique::Verdicts::default();
    let stopped = |halt| GenError::Stopped { halt };
    for attempt in 1..=spec.max_attempts {
        spec.control.check().map_err(stopped)?;
        let built = match &mut steps {
            Some(check) => {
                let r = unique::construct_unique(
                    spec,
                    &mut rng,
                    check.as_mut(),
                    threads,
                    &mut seen,
                    stats,
                );
                stats.nodes = check.nodes();
                r.map_err(|stop| stopped(stop.halt()))?
            }
            None if unique => construct_with(spec, &mut rng, unique_tail),
            None => construct(spec, &mut rng),
        };
        let Some((board, construction)) = built else {
            continue;
        };
        if board.block_count() < spec.min_blocks {
            continue;
        }
        let found = match kind {
            Kind::Solvable if steps.is_some() => keep_unique(spec, board, construction),
            Kind::Solvable => keep_solvable(spec, board, construction),
            Kind::Unsolvable => make_unsolvable(spec, board, &mut rng),
        };
        if let Some(mut g) = found
            && spec
                .difficulty
                .as_ref()
                .is_none_or(|band| band.contains(&g.difficulty.score))
        {
            g.attempts = attempt;
            return Ok(g);
        }
    }
    // The last attempt's checks may have been cut short.
    spec.control
        .check()
        .map_err(|halt| GenError::Stopped { halt })?;
    Err(GenError::GaveUp {
        kind,
        unique: spec.unique,
        banded: spec.difficulty.is_some(),
        attempts: spec.max_attempts,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plan_has_the_asked_mix() {
        let kinds = plan(5, 20, 6);
        assert_eq!(kinds.len(), 20);
        assert_eq!(kinds.iter().filter(|&&k| k == Kind::Unsolvable).count(), 6);
        assert_eq!(kinds, plan(5, 20, 6));
        assert_ne!(kinds, plan(6, 20, 6));
    }
}
