//! Shrinking a failing board, delta-debugging style: smaller budgets,
//! columns taken out, rows taken out, blocks in ever smaller groups, then
//! a first move played,
//! each candidate settled (what floats falls, runs vanish) and tried on
//! the program; the first one it still fails in the same way (a wrong
//! answer stays a wrong answer, a crash a crash) is kept, and the search
//! starts again from it. Every candidate is strictly smaller (fewer
//! blocks, or as many and a smaller budget), so it ends; the candidates
//! come in a fixed order and a window of them is tried at once, the first
//! failing one in that order kept, so the result does not depend on
//! `--threads`.

use std::collections::HashSet;

use anyhow::Result;
use indicatif::ProgressBar;
use mayan_core::{Board, Puzzle};
use mayan_i18n::t;
use rayon::prelude::*;

use super::{Setup, Trial};

/// The most runs one shrink spends (counted as if run one at a time: with
/// `--threads`, the rest of a window after the board kept is not counted).
pub const MAX_RUNS: usize = 2000;

/// Shrinks `first` (a failing trial): the smallest failing trial found and
/// the runs it took.
pub fn shrink(setup: &Setup<'_>, first: Trial, bar: &ProgressBar) -> Result<(Trial, usize)> {
    let Some(failure) = first.outcome.failure() else {
        return Ok((first, 0));
    };
    let mut best = first;
    let mut seen: HashSet<(Board, u32)> = HashSet::new();
    let mut runs = 0;
    let window = setup.args.threads.max(1);
    'next: loop {
        bar.set_message(t!(
            "cli-duel-shrinking",
            moves = best.puzzle.budget(),
            blocks = best.puzzle.board().block_count()
        ));
        let candidates: Vec<Puzzle> = candidates(&best.puzzle)
            .into_iter()
            .filter(|p| seen.insert((*p.board(), p.budget())))
            .collect();
        for group in candidates.chunks(window) {
            if runs >= MAX_RUNS {
                break 'next;
            }
            let group = &group[..group.len().min(MAX_RUNS - runs)];
            let trials: Vec<Result<Trial>> =
                group.par_iter().map(|p| setup.trial(p.clone())).collect();
            // Counted as one at a time would have run them: up to the one
            // kept.
            for t in trials {
                let t = t?;
                runs += 1;
                if t.outcome.failure() == Some(failure) {
                    best = t;
                    continue 'next;
                }
            }
        }
        break;
    }
    bar.set_message("");
    Ok((best, runs))
}

/// The smaller puzzles to try after `puzzle`, in the order tried: every
/// smaller budget (the smallest first), each column taken out (those to
/// its right move left), each column emptied, each row taken out (from the
/// top), the blocks in groups of half, a quarter, ... down to one block,
/// then each first move played (the board it leaves with one move fewer,
/// those with the fewest blocks first). Boards left with no block are not
/// tried.
pub fn candidates(puzzle: &Puzzle) -> Vec<Puzzle> {
    let board = *puzzle.board();
    let n = puzzle.budget();
    let mut out: Vec<Puzzle> = (1..n)
        .filter_map(|k| puzzle.from_position(board, k).ok())
        .collect();
    let mut boards = Vec::new();
    let (w, h) = (board.width(), board.height());
    let full: Vec<usize> = (0..w).filter(|&x| board.get(x, 0) != 0).collect();
    for &x in &full {
        let mut b = board;
        for c in x..w {
            for y in 0..h {
                let v = if c + 1 < w { board.get(c + 1, y) } else { 0 };
                b.set(c, y, v);
            }
        }
        boards.push(b);
    }
    for &x in &full {
        boards.push(without(&board, (0..h).map(|y| (x, y))));
    }
    for y in (0..h).rev() {
        if (0..w).any(|x| board.get(x, y) != 0) {
            boards.push(without(&board, (0..w).map(|x| (x, y))));
        }
    }
    let blocks: Vec<(usize, usize)> = (0..w)
        .flat_map(|x| (0..h).map(move |y| (x, y)))
        .filter(|&(x, y)| board.get(x, y) != 0)
        .collect();
    let mut size = blocks.len() / 2;
    while size >= 1 {
        for group in blocks.chunks(size) {
            boards.push(without(&board, group.iter().copied()));
        }
        size /= 2;
    }
    let mut distinct = HashSet::new();
    out.extend(
        boards
            .into_iter()
            .filter(|b| b.block_count() > 0 && distinct.insert(*b))
            .filter_map(|b| puzzle.from_position(b, n).ok()),
    );
    // A move played: the board it leaves, with one move fewer.
    if n > 1 {
        let mut after = Vec::new();
        board.for_each_move(puzzle.rules(), false, |m, _| {
            if let Ok(b) = board.play(m, puzzle.rules()) {
                after.push(b);
            }
            true
        });
        after.sort_by_key(Board::block_count);
        let mut distinct = HashSet::new();
        out.extend(
            after
                .into_iter()
                .filter(|b| b.block_count() > 0 && distinct.insert(*b))
                .filter_map(|b| puzzle.from_position(b, n - 1).ok()),
        );
    }
    out
}

/// `board` without the blocks at `cells`, settled.
fn without(board: &Board, cells: impl Iterator<Item = (usize, usize)>) -> Board {
    let mut b = *board;
    for (x, y) in cells {
        b.set(x, y, 0);
    }
    b.settle();
    b
}

#[cfg(test)]
mod tests {
    use mayan_core::read::{ReadOptions, read_puzzle};

    use super::*;

    #[test]
    fn every_candidate_is_a_smaller_puzzle_and_none_comes_twice() {
        let sample = b"3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n";
        let puzzle = read_puzzle(&sample[..], &ReadOptions::default()).unwrap();
        let size = |p: &Puzzle| (p.board().block_count(), p.budget());
        let all = candidates(&puzzle);
        // 2 budgets, 5 columns out, 5 emptied, 4 rows, block groups, moves.
        assert!(all.len() > 20, "{}", all.len());
        let mut seen = HashSet::new();
        for c in &all {
            assert!(size(c) < size(&puzzle));
            assert!(c.board().block_count() > 0);
            assert_eq!(c.goal(), puzzle.goal());
            assert!(seen.insert((*c.board(), c.budget())));
        }
        // The smaller budgets come first, the smallest first.
        assert_eq!(all[0].budget(), 1);
        assert_eq!(all[1].budget(), 2);
        assert_eq!(all[0].board(), puzzle.board());
    }
}
