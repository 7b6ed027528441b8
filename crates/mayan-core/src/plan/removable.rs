//! [`removable`]: the moves of a winning line that can go.

use crate::board::Board;
use crate::moves::{Move, MoveSet};

/// The moves of a winning line that can go: taken out one at a time, or
/// two at a time (a move and the one that undoes it), the first removal
/// that still leaves a line that clears the board, until none does (the
/// seed's third strategy: the same blocks to the same places in fewer
/// moves). Returns their numbers, from 1, in order; empty when no move and
/// no pair of moves can go, or when `moves` does not clear the board.
pub fn removable(board: &Board, rules: MoveSet, moves: &[Move]) -> Vec<usize> {
    let clears = |line: &[(usize, Move)]| {
        let mut at = *board;
        for &(_, mv) in line {
            if at.is_clear() {
                return false;
            }
            match at.play(mv, rules) {
                Ok(next) => at = next,
                Err(_) => return false,
            }
        }
        at.is_clear()
    };
    let mut line: Vec<(usize, Move)> = moves
        .iter()
        .copied()
        .enumerate()
        .map(|(i, m)| (i + 1, m))
        .collect();
    if !clears(&line) {
        return Vec::new();
    }
    let mut gone = Vec::new();
    'again: loop {
        let n = line.len();
        // Singles first, then pairs: (j, j) stands for the single move j.
        let singles = (0..n).map(|j| (j, j));
        let pairs = (0..n).flat_map(|i| (i + 1..n).map(move |j| (i, j)));
        for (i, j) in singles.chain(pairs) {
            let fewer: Vec<(usize, Move)> = line
                .iter()
                .enumerate()
                .filter(|&(k, _)| k != i && k != j)
                .map(|(_, &m)| m)
                .collect();
            if clears(&fewer) {
                gone.push(line[i].0);
                if j != i {
                    gone.push(line[j].0);
                }
                line = fewer;
                continue 'again;
            }
        }
        break;
    }
    gone.sort_unstable();
    gone
}
