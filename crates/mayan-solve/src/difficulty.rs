//! How hard a puzzle is for a player: a score on a scale set by Panel
//! Attack's classic sets (docs/generate.md, "Difficulty").
//!
//! The score is made of what a player meets on the way to the answer (the
//! smallest solution, what `mayan solve` prints), never of how long a
//! program searched:
//!
//! ```text
//! raw   = 10·n + 0.5·B + 5·S + 2·C + 5·(1 − w/M)
//! score = round(10 + 50·(raw − 17.76) / (72.07 − 17.76)), at least 0
//! ```
//!
//! - `n`: the moves of the answer (the budget for a board without one);
//! - `B`: blocks on the board;
//! - `S`: moves of the answer that only prepare (nothing vanishes);
//! - `C`: cascade stages beyond the first, over the answer's moves;
//! - `w / M`: the share of the `M` distinct first moves after which the
//!   board can still be cleared within the budget (0 without a solution).
//!
//! The weights were tuned on the 60 puzzles of Panel Attack's classic sets
//! 1 to 6, whose designers put them in order of difficulty: the score's
//! rank correlation with the set number is 0.92 (Spearman). 17.76 and
//! 72.07 are the median `raw` of set 1 and of set 6, so a score of `10·s`
//! is as hard as a typical puzzle of set `s` (10 for set 1, 60 for set 6),
//! and every 10 points beyond are about one set more, roughly a move.
//!
//! [`Difficulty::of_answer`] computes it from an answer and the number of
//! winning first moves (the generator knows both); [`rate`] searches for
//! them first.

use mayan_core::{Board, Move, MoveSet, Puzzle};

use crate::{Options, SolveError, analysis, solve};

/// The median `raw` score of Panel Attack's classic set 1 and of set 6:
/// the scale's 10 and 60.
pub const SCALE: (f64, f64) = (17.76, 72.07);

/// A puzzle's difficulty: the score and what it is made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Difficulty {
    /// The score (see the module documentation): 10 for a typical puzzle
    /// of Panel Attack's classic set 1, 60 for set 6, and on beyond.
    pub score: u32,
    /// The moves of the answer `n` (the budget for an unsolvable board).
    pub moves: u32,
    /// Blocks on the board `B`.
    pub blocks: usize,
    /// Distinct first moves `M` (no null moves, no twin swaps).
    pub first_moves: usize,
    /// First moves after which the board can still be cleared within the
    /// budget, `w` (0 for an unsolvable board).
    pub winning_first_moves: usize,
    /// Moves of the answer after which nothing vanishes `S`.
    pub setup_moves: u32,
    /// Cascade stages beyond the first, summed over the answer's moves `C`.
    pub cascade_stages: u32,
}

/// Distinct first moves of a board (no null moves, no twin swaps).
pub fn first_moves(board: &Board, rules: MoveSet) -> usize {
    let mut n = 0;
    board.for_each_move(rules, false, |_, _| {
        n += 1;
        true
    });
    n
}

impl Difficulty {
    /// The difficulty of a puzzle without a solution within its budget:
    /// `n` is the budget, and no first move wins.
    pub fn without_answer(puzzle: &Puzzle) -> Difficulty {
        let board = puzzle.board();
        let mut d = Difficulty {
            score: 0,
            moves: puzzle.budget(),
            blocks: board.block_count(),
            first_moves: first_moves(board, puzzle.rules()),
            winning_first_moves: 0,
            setup_moves: 0,
            cascade_stages: 0,
        };
        d.score = d.scaled();
        d
    }

    /// The difficulty of a puzzle whose answer (smallest solution) is
    /// `answer`, `None` when it has none, with `winning_first_moves` first
    /// moves that still win. `None` when the answer does not play on the
    /// board.
    pub fn of_answer(
        puzzle: &Puzzle,
        answer: Option<&[Move]>,
        winning_first_moves: usize,
    ) -> Option<Difficulty> {
        let rules = puzzle.rules();
        let mut d = Difficulty {
            winning_first_moves,
            ..Difficulty::without_answer(puzzle)
        };
        if let Some(answer) = answer {
            d.moves = answer.len() as u32;
            let mut b = *puzzle.board();
            for &mv in answer {
                let turn = b.play_traced(mv, rules).ok()?;
                if turn.stages.is_empty() {
                    d.setup_moves += 1;
                }
                d.cascade_stages += (turn.stages.len() as u32).saturating_sub(1);
                b = turn.after;
            }
        }
        d.score = d.scaled();
        Some(d)
    }

    /// The weighted sum of the parts, before the scale (the module
    /// documentation's `raw`).
    pub fn raw(&self) -> f64 {
        let share = if self.first_moves == 0 {
            0.0
        } else {
            self.winning_first_moves as f64 / self.first_moves as f64
        };
        10.0 * f64::from(self.moves)
            + 0.5 * self.blocks as f64
            + 5.0 * f64::from(self.setup_moves)
            + 2.0 * f64::from(self.cascade_stages)
            + 5.0 * (1.0 - share)
    }

    fn scaled(&self) -> u32 {
        let (one, six) = SCALE;
        (10.0 + 50.0 * (self.raw() - one) / (six - one))
            .round()
            .max(0.0) as u32
    }
}

/// Rates a puzzle: its answer under the puzzle's goal (the smallest
/// solution), its winning first moves ([`analysis::hint`]), then
/// [`Difficulty::of_answer`]. Stops with an error when `opts.control`
/// stops it.
pub fn rate(puzzle: &Puzzle, opts: &Options) -> Result<Difficulty, SolveError> {
    let answer = solve(puzzle, opts)?.moves;
    let winning = match &answer {
        Some(_) => analysis::hint(puzzle, opts)?.len(),
        None => 0,
    };
    // The solver's answer plays on its board; were it ever not to, the
    // board is rated as one without an answer.
    Ok(Difficulty::of_answer(puzzle, answer.as_deref(), winning)
        .unwrap_or_else(|| Difficulty::without_answer(puzzle)))
}

/// Ranks of `v` from 1, ties given the mean of their ranks.
fn ranks(v: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..v.len()).collect();
    order.sort_by(|&a, &b| v[a].total_cmp(&v[b]));
    let mut r = vec![0.0; v.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && v[order[j + 1]] == v[order[i]] {
            j += 1;
        }
        let mean = (i + j) as f64 / 2.0 + 1.0;
        for &o in &order[i..=j] {
            r[o] = mean;
        }
        i = j + 1;
    }
    r
}

/// Spearman's rank correlation of two equally long lists (the Pearson
/// correlation of their ranks, ties at their mean rank): 1 when one
/// orders them as the other does, -1 when in reverse, 0 for no relation
/// (and 0 when either list is constant or they are not of one length).
pub fn spearman(a: &[f64], b: &[f64]) -> f64 {
    if a.len() != b.len() || a.len() < 2 {
        return 0.0;
    }
    let (ra, rb) = (ranks(a), ranks(b));
    let n = a.len() as f64;
    let (ma, mb) = (ra.iter().sum::<f64>() / n, rb.iter().sum::<f64>() / n);
    let mut cov = 0.0;
    let (mut va, mut vb) = (0.0, 0.0);
    for (x, y) in ra.iter().zip(&rb) {
        cov += (x - ma) * (y - mb);
        va += (x - ma) * (x - ma);
        vb += (y - mb) * (y - mb);
    }
    if va == 0.0 || vb == 0.0 {
        0.0
    } else {
        cov / (va * vb).sqrt()
    }
}
