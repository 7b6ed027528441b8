//! A slow, obviously correct engine kept beside the fast one.
//!
//! It stores rows, not columns, moves blocks one cell at a time and checks
//! every cell against every line of three through it. Tests hold the fast
//! [`Board`] equal to it on random boards (differential testing).

use mayan_core::{Board, Dir, EMPTY, GREY, Move, MoveSet};

/// A plain grid: `rows[y][x]`, row 0 at the bottom.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimpleBoard {
    /// The cells, bottom row first.
    pub rows: Vec<Vec<u8>>,
}

impl SimpleBoard {
    /// Copies a board.
    pub fn from_board(board: &Board) -> SimpleBoard {
        SimpleBoard {
            rows: (0..board.height())
                .map(|y| (0..board.width()).map(|x| board.get(x, y)).collect())
                .collect(),
        }
    }

    /// Copies back into a fast board.
    pub fn to_board(&self) -> Board {
        let h = self.rows.len();
        let w = self.rows.first().map_or(0, Vec::len);
        let mut b = match Board::new(w, h) {
            Ok(b) => b,
            Err(e) => panic!("SimpleBoard of an unsupported size: {e}"),
        };
        for (y, row) in self.rows.iter().enumerate() {
            for (x, &c) in row.iter().enumerate() {
                b.set(x, y, c);
            }
        }
        b
    }

    fn width(&self) -> usize {
        self.rows[0].len()
    }

    fn height(&self) -> usize {
        self.rows.len()
    }

    /// Drops blocks one cell at a time until none has an empty cell below.
    pub fn fall(&mut self) {
        loop {
            let mut moved = false;
            for y in 1..self.height() {
                for x in 0..self.width() {
                    if self.rows[y][x] != EMPTY && self.rows[y - 1][x] == EMPTY {
                        self.rows[y - 1][x] = self.rows[y][x];
                        self.rows[y][x] = EMPTY;
                        moved = true;
                    }
                }
            }
            if !moved {
                return;
            }
        }
    }

    /// The cells in some line of three equal, matchable colours.
    pub fn doomed(&self) -> Vec<(usize, usize)> {
        let (w, h) = (self.width() as isize, self.height() as isize);
        let at = |x: isize, y: isize| -> u8 {
            if x < 0 || y < 0 || x >= w || y >= h {
                EMPTY
            } else {
                self.rows[y as usize][x as usize]
            }
        };
        let mut out = Vec::new();
        for y in 0..h {
            for x in 0..w {
                let c = at(x, y);
                if c == EMPTY || c == GREY {
                    continue;
                }
                // Every line of three through (x, y): three offsets, two axes.
                let hit = [(1, 0), (0, 1)].iter().any(|&(dx, dy)| {
                    (0..3).any(|k| (0..3).all(|i| at(x + (i - k) * dx, y + (i - k) * dy) == c))
                });
                if hit {
                    out.push((x as usize, y as usize));
                }
            }
        }
        out
    }

    /// Falls and removes until nothing is left to remove.
    pub fn settle(&mut self) {
        self.settle_stages();
    }

    /// Settles like [`SimpleBoard::settle`] and says whether any block
    /// vanished.
    pub fn settle_counting(&mut self) -> bool {
        self.settle_stages() > 0
    }

    /// Settles like [`SimpleBoard::settle`] and counts the stages in which
    /// blocks vanished.
    pub fn settle_stages(&mut self) -> usize {
        let mut stages = 0;
        loop {
            self.fall();
            let doomed = self.doomed();
            if doomed.is_empty() {
                return stages;
            }
            stages += 1;
            for (x, y) in doomed {
                self.rows[y][x] = EMPTY;
            }
        }
    }

    /// Every legal move of a settled board under `rules`, in the order of
    /// docs/spec.md section 5, null moves and twins included.
    pub fn legal_moves(&self, rules: MoveSet) -> Vec<Move> {
        let mut out = Vec::new();
        for x in 0..self.width() {
            for y in 0..self.height() {
                if self.rows[y][x] == EMPTY {
                    continue;
                }
                for &d in rules.dirs() {
                    let (dx, dy) = d.delta();
                    let (tx, ty) = (x as isize + dx, y as isize + dy);
                    if tx >= 0
                        && ty >= 0
                        && (tx as usize) < self.width()
                        && (ty as usize) < self.height()
                    {
                        out.push(Move::new(x, y, d));
                    }
                }
            }
        }
        out
    }

    /// The legal moves that make distinct swaps: without a left move into
    /// an occupied cell or a down move (each the twin of an earlier move
    /// that gives the same board) and, unless `null_moves`, without the
    /// moves that leave the board as it is.
    pub fn distinct_moves(&self, rules: MoveSet, null_moves: bool) -> Vec<Move> {
        let mut moves = self.legal_moves(rules);
        moves.retain(|&mv| {
            let (tx, ty) = mv.target();
            let here = self.rows[mv.y as usize][mv.x as usize];
            let there = self.rows[ty as usize][tx as usize];
            let twin = there != EMPTY && matches!(mv.dir, Dir::Left | Dir::Down);
            let null = there == here || (there == EMPTY && mv.dir == Dir::Up);
            !twin && (null_moves || !null)
        });
        moves
    }

    /// Counts sequences of distinct moves by length, as
    /// [`Board::perft`] does.
    pub fn perft(&self, rules: MoveSet, null_moves: bool, depth: usize) -> Vec<u64> {
        fn walk(b: &SimpleBoard, rules: MoveSet, null_moves: bool, counts: &mut [u64]) {
            let Some((count, deeper)) = counts.split_first_mut() else {
                return;
            };
            for mv in b.distinct_moves(rules, null_moves) {
                *count += 1;
                walk(&b.play(mv), rules, null_moves, deeper);
            }
        }
        let mut counts = vec![0; depth];
        walk(self, rules, null_moves, &mut counts);
        counts
    }

    /// Plays a legal move and settles.
    pub fn play(&self, mv: Move) -> SimpleBoard {
        self.play_counting(mv).0
    }

    /// Plays a legal move, settles, and says whether any block vanished
    /// (what a chain puzzle's rule asks of each move).
    pub fn play_counting(&self, mv: Move) -> (SimpleBoard, bool) {
        let (next, stages) = self.play_stages(mv);
        (next, stages > 0)
    }

    /// Plays a legal move, settles, and counts the stages in which blocks
    /// vanished (the length of the move's chain: intent goals ask for one
    /// of at least k).
    pub fn play_stages(&self, mv: Move) -> (SimpleBoard, usize) {
        let mut next = self.clone();
        let (tx, ty) = mv.target();
        let (x, y) = (mv.x as usize, mv.y as usize);
        let (tx, ty) = (tx as usize, ty as usize);
        let a = next.rows[y][x];
        next.rows[y][x] = next.rows[ty][tx];
        next.rows[ty][tx] = a;
        let stages = next.settle_stages();
        (next, stages)
    }

    /// True when no coloured block is left.
    pub fn is_clear(&self) -> bool {
        self.rows.iter().flatten().all(|&c| c == EMPTY || c == GREY)
    }
}
