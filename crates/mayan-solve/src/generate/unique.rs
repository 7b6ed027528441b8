//! Unique puzzles, built so that every backward step is proven needed as
//! it is made (see the [`crate::generate`] module documentation).
//!
//! A unique puzzle's tail is unique too, so the board is kept unique from
//! the first step on: after each backward step `P --m--> B`, with `B`
//! unique in `k - 1` moves, `P` is unique in `k` exactly when no first
//! move other than `m` leaves a board that clears in at most `k - 1`
//! moves ([`crate::packed::StepCheck`]). So a step is checked without
//! searching `B` again, the whole board is never checked at the end, and
//! a step that fails costs only its own check. The cheap checks go first:
//!
//! 1. a verdict already known: a step drawn again is not checked again
//!    ([`Verdicts`]);
//! 2. **witnesses**: the moves known to clear the boards of this
//!    construction, replayed after each other first move (the tail after
//!    `m`, and the whole sequence without the other move where it is one
//!    of them), with no search;
//! 3. the search for another solution ([`StepCheck::other_start`]), with
//!    one at-most fail table over all the puzzle's checks.
//!
//! Candidates come in batches ([`draw_batch`]), fewest blocks first, and
//! none with more than [`block_limit`] allows so many moves from the end.
//! A step whose batches are spent
//! undoes the step before it (backtracking) instead of starting again from
//! the empty board; [`DRAWS_PER_MOVE`] bounds the draws of one attempt.

use mayan_core::{Board, Move};
use rustc_hash::FxHashMap;

use crate::difficulty::first_moves;
use crate::packed::{Found, StepCheck};

use super::construction::draw_step;
use super::rng::Rng;
use super::spec::{GenSpec, GenStats};

/// Backward steps drawn at a time for one step of the construction.
const BATCH: u32 = 40;

/// Batches a step may draw before the step before it is undone.
const BATCHES: u32 = 2;

/// Backward steps one attempt may draw, for each move of the budget.
const DRAWS_PER_MOVE: u32 = 400;

/// Steps this many moves from the end, and more, may share their checks'
/// searches with idle threads: the searches of those before take a few
/// milliseconds.
const SHARED_FROM: u32 = 8;

/// The odds that a backward step drawn is a setup step (one that clears
/// nothing), except for the last move, which always clears.
const SETUP: (u64, u64) = (1, 2);

/// The most blocks a unique puzzle is built with: 18, or `--min-blocks`
/// when that is more. Denser boards are seldom unique and cost far more
/// to prove so: at 10 moves, checks of boards of 27 blocks took ten times
/// the positions of those of 18, and none of them passed; at 12 moves,
/// puzzles of up to 21 blocks took about ten times the positions of those
/// of up to 18 (docs/generate.md).
pub(super) fn max_blocks(spec: &GenSpec) -> usize {
    spec.min_blocks.max(18)
}

/// The most blocks the board `k` moves from the end may have: the cap
/// spread evenly over the moves, plus two (less than one more line). A
/// board that reaches the cap early leaves only setup steps for every move
/// before it, and a unique setup step on a full board is rare: at 12
/// moves, of 512 boards of 18 blocks 7 moves from the end, 14 had a
/// unique step before them in 100 batches of draws, against 30 of 59
/// boards of 15 blocks. So a construction whose blocks run ahead of the
/// moves was nearly always built in vain, with its most expensive checks.
pub(super) fn block_limit(spec: &GenSpec, k: u32) -> usize {
    let cap = max_blocks(spec);
    let n = spec.moves.max(1) as usize;
    ((cap * k as usize).div_ceil(n) + 2).min(cap)
}

/// What the checks so far found for each backward step `(P, m)`:
/// whether `P` is unique (a fact about `P` and `m` alone, since the board
/// `m` leaves was unique when it was checked). A step drawn again, in this
/// attempt or a later one, is not checked again.
pub(super) type Verdicts = FxHashMap<(Board, Move), bool>;

/// One step of the construction under way: the board so many moves from
/// the end, and the candidates drawn for the step before it.
struct Level {
    board: Board,
    batch: Vec<(Board, Move)>,
    next: usize,
    batches: u32,
    /// Whether the last batch drawn holds clearing steps.
    clearing: bool,
}

/// Builds a board whose only solution of `spec.moves` moves is the one it
/// is built from, and which has no shorter one. `None` when the attempt's
/// draws ran out; `Err` when the control stopped a search. The checks'
/// searches use `threads()` threads from [`SHARED_FROM`] moves on.
///
/// Each step draws a batch of candidates ([`draw_batch`]) and keeps the
/// first that passes. When a step's batches ([`BATCHES`]) are spent, the
/// step before it is undone and its next candidate taken.
pub(super) fn construct_unique(
    spec: &GenSpec,
    rng: &mut Rng,
    check: &mut dyn StepCheck,
    threads: &dyn Fn() -> usize,
    seen: &mut Verdicts,
    stats: &mut GenStats,
) -> Result<Option<(Board, Vec<Move>)>, crate::Stop> {
    let n = spec.moves as usize;
    let Ok(empty) = Board::new(spec.width, spec.height) else {
        return Ok(None);
    };
    let level = |board| Level {
        board,
        batch: Vec::new(),
        next: 0,
        batches: 0,
        clearing: true,
    };
    // levels[i] holds the board `i` moves from the end; moves[i] takes the
    // board of levels[i + 1] to that of levels[i].
    let mut levels = vec![level(empty)];
    let mut moves: Vec<Move> = Vec::with_capacity(n);
    let mut left = DRAWS_PER_MOVE.saturating_mul(spec.moves);
    while moves.len() < n {
        let step = moves.len();
        let later = moves.last().copied();
        let Some(top) = levels.last_mut() else {
            return Ok(None);
        };
        if top.next == top.batch.len() {
            if top.batches == BATCHES || left < BATCH {
                if step == 0 || left < BATCH {
                    return Ok(None);
                }
                stats.backtracks += 1;
                levels.pop();
                moves.pop();
                continue;
            }
            left -= BATCH;
            // One kind of step a batch, drawn with the odds [`SETUP`]; the
            // second batch of a step is of the other kind. Fewest blocks
            // first within a batch of both kinds would take a setup step
            // (no blocks added) wherever one passes, and make thin boards.
            let clearing = match top.batches {
                0 => step == 0 || !rng.chance(SETUP.0, SETUP.1),
                _ => step == 0 || !top.clearing,
            };
            top.batches += 1;
            top.clearing = clearing;
            top.batch = draw_batch(spec, &top.board, later, clearing, rng);
            top.next = 0;
            continue;
        }
        let (prev, mv) = top.batch[top.next];
        top.next += 1;
        let k = step as u32 + 1;
        if prev.block_count() > block_limit(spec, k) {
            // Blocks never go away going backwards: nothing built on it
            // would do.
            stats.step(k).dense += 1;
            continue;
        }
        stats.candidates += 1;
        let at = stats.step(k);
        at.candidates += 1;
        let unique = match seen.get(&(prev, mv)) {
            Some(&known) => {
                at.again += 1;
                known
            }
            None if witnessed(spec, &prev, mv, &moves) => {
                at.witness += 1;
                seen.insert((prev, mv), false);
                false
            }
            None => {
                let before = check.nodes();
                // Small checks are not worth a thread.
                check.set_threads(if k >= SHARED_FROM { threads() } else { 1 });
                let found = check.other_start(&prev, mv, k)?;
                let at = stats.step(k);
                at.nodes += check.nodes() - before;
                match &found {
                    None => {}
                    Some(Found::Solution(second)) if second.len() == 1 => at.one_move += 1,
                    Some(_) => at.deep += 1,
                }
                seen.insert((prev, mv), found.is_none());
                found.is_none()
            }
        };
        if unique {
            stats.step(k).accepted += 1;
            moves.push(mv);
            levels.push(level(prev));
        }
    }
    let board = levels[n].board;
    moves.reverse();
    Ok(Some((board, moves)))
}

/// A batch of distinct candidates for the step before `board`, all
/// clearing steps or all setup steps. Fewest blocks first (plain lines
/// before cascades), then fewest first moves, then in the order drawn: a
/// board with fewer blocks and moves is cheaper to prove unique, and more
/// often is.
fn draw_batch(
    spec: &GenSpec,
    board: &Board,
    later: Option<Move>,
    clearing: bool,
    rng: &mut Rng,
) -> Vec<(Board, Move)> {
    let mut batch: Vec<(Board, Move)> = Vec::new();
    for _ in 0..BATCH {
        if let Some(c) = draw_step(spec, board, later, clearing, rng)
            && !batch.contains(&c)
        {
            batch.push(c);
        }
    }
    batch.sort_by_cached_key(|(b, _)| (b.block_count(), first_moves(b, spec.rules)));
    batch
}

/// Whether a known sequence clears `prev` in at most `k` moves after a
/// first move other than `mv`: the tail after `mv` (`tail`, last move
/// first), or the whole sequence without that other move where it is one
/// of them.
fn witnessed(spec: &GenSpec, prev: &Board, mv: Move, tail: &[Move]) -> bool {
    let rules = spec.rules;
    // The whole sequence, first move first.
    let whole: Vec<Move> = std::iter::once(mv)
        .chain(tail.iter().rev().copied())
        .collect();
    let clears = |from: &Board, seq: &mut dyn Iterator<Item = Move>| {
        let mut b = *from;
        for m in seq {
            if b.is_clear() {
                return true;
            }
            match b.play(m, rules) {
                Ok(next) => b = next,
                Err(_) => return false,
            }
        }
        b.is_clear()
    };
    let mut found = false;
    prev.for_each_move(rules, false, |other, _| {
        if other == mv {
            return true;
        }
        let Ok(child) = prev.play(other, rules) else {
            return true;
        };
        if clears(&child, &mut whole[1..].iter().copied()) {
            found = true;
            return false;
        }
        if let Some(j) = whole[1..].iter().position(|&m| m == other) {
            let mut rest = whole.iter().enumerate().filter(|&(i, _)| i != j + 1);
            if clears(&child, &mut rest.by_ref().map(|(_, &m)| m)) {
                found = true;
                return false;
            }
        }
        true
    });
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::{Kind, generate};

    #[test]
    fn the_block_limit_spreads_the_cap_over_the_moves() {
        let spec = |moves| GenSpec {
            moves,
            unique: true,
            ..GenSpec::default()
        };
        let limits = |moves| {
            (1..=moves)
                .map(|k| block_limit(&spec(moves), k))
                .collect::<Vec<_>>()
        };
        assert_eq!(limits(12), [4, 5, 7, 8, 10, 11, 13, 14, 16, 17, 18, 18]);
        assert_eq!(limits(3), [8, 14, 18]);
        // --min-blocks above 18 raises the cap it spreads.
        let dense = GenSpec {
            min_blocks: 24,
            ..spec(4)
        };
        assert_eq!(block_limit(&dense, 4), 24);
    }

    #[test]
    fn every_board_of_a_unique_construction_keeps_the_block_limit() {
        // Replayed from the puzzle, the board k moves from the end has no
        // more blocks than block_limit allows it.
        let spec = GenSpec {
            moves: 8,
            unique: true,
            ..GenSpec::default()
        };
        for seed in 0..6 {
            let g = generate(&spec, seed, Kind::Solvable).unwrap();
            let answer = g.answer.unwrap();
            let mut board = *g.puzzle.board();
            for (i, &mv) in answer.iter().enumerate() {
                let k = spec.moves - i as u32;
                // ⌈18·k/8⌉ + 2, at most 18.
                let limit = (18 * k as usize).div_ceil(8).saturating_add(2).min(18);
                assert!(
                    board.block_count() <= limit,
                    "seed {seed}: {} blocks {k} moves from the end",
                    board.block_count()
                );
                board = board.play(mv, spec.rules).unwrap();
            }
            assert!(board.is_clear());
        }
    }
}
