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
//! ([`crate::analysis::uniqueness`]). For unique puzzles the check also runs
//! after every backward step: a unique puzzle's tail is unique too, so a
//! step that breaks uniqueness is drawn again instead of the whole board. A board with a shorter solution is
//! thrown away, so no null move is ever part of a solution and the literal
//! and no-null-move readings agree on the answer.
//!
//! # How an unsolvable puzzle is made
//! A constructed board has its colours in threes. Two of its blocks of
//! different colours trade places (the colour counts stay in threes, so the
//! board cannot be rejected by counting), and the board is kept when it is
//! settled and the solver proves that no solution of *at most* `n` moves
//! exists: its answer is `-1` under either reading of null moves.
//!
//! # Difficulty
//! Each puzzle gets a score ([`Difficulty::score`]):
//!
//! ```text
//! score = round(10·n + 10·log10(1 + nodes) + 20·(1 − w/M) + 5·C)
//! ```
//!
//! - `n`: the move budget;
//! - `nodes`: positions the exact-`n` search expanded to find the answer
//!   (one thread, deterministic);
//! - `M`: distinct first moves (no null moves, no twin swaps);
//! - `w`: first moves that still lead to a clear board within the budget
//!   ([`crate::analysis::hint`]); `0` for an unsolvable board;
//! - `C`: cascade stages beyond the first, summed over the answer's moves
//!   ([`Board::play_traced`]); `0` for an unsolvable board.
//!
//! Generated 5 x 7 puzzles score about 20-25 for `n = 1`, 45-80 for
//! `n = 3` and 90-135 for `n = 5`. `docs/generate.md` has the details.
//!
//! # Reproducibility
//! The random numbers come from xoshiro256** seeded through splitmix64
//! ([`Rng`]), written here rather than taken from a crate, so that a seed
//! gives the same puzzles in every version. Puzzle `i` of a run with seed
//! `s` depends only on the spec, `s`, `i` and whether it is to be solvable
//! ([`puzzle_seed`], [`plan`]), so puzzles can be made in parallel.

use mayan_core::{
    Board, Dir, EMPTY, MAX_BUDGET, MAX_COLOURS, Move, MoveKind, MoveSet, Notation, Puzzle,
};
use rayon::prelude::*;

use crate::analysis;
use crate::{Goal, Options, solve};

/// splitmix64: one step of the sequence, used to expand seeds.
pub fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A small, fast, seeded random number generator (xoshiro256**), fixed here
/// so that a seed means the same numbers in every version.
#[derive(Clone, Debug)]
pub struct Rng {
    s: [u64; 4],
}

impl Rng {
    /// A generator whose state is expanded from `seed` by splitmix64.
    pub fn new(seed: u64) -> Rng {
        let mut sm = seed;
        let s = [
            splitmix64(&mut sm),
            splitmix64(&mut sm),
            splitmix64(&mut sm),
            splitmix64(&mut sm),
        ];
        Rng { s }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let result = self.s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = self.s[1] << 17;
        self.s[2] ^= self.s[0];
        self.s[3] ^= self.s[1];
        self.s[1] ^= self.s[2];
        self.s[0] ^= self.s[3];
        self.s[2] ^= t;
        self.s[3] = self.s[3].rotate_left(45);
        result
    }

    /// A number in `0..n` (`0` when `n` is 0), without modulo bias.
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            return 0;
        }
        // Lemire's multiply-and-shift, rejecting the biased low products.
        let threshold = n.wrapping_neg() % n;
        loop {
            let m = u128::from(self.next_u64()) * u128::from(n);
            if (m as u64) >= threshold {
                return (m >> 64) as u64;
            }
        }
    }

    /// An index into a slice of length `n` (`n > 0`).
    pub fn index(&mut self, n: usize) -> usize {
        self.below(n as u64) as usize
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.below(den) < num
    }

    /// Shuffles a slice (Fisher-Yates).
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.index(i + 1);
            v.swap(i, j);
        }
    }
}

/// The seed of puzzle `index` of a run seeded with `seed`.
pub fn puzzle_seed(seed: u64, index: u64) -> u64 {
    let mut s = seed ^ index.wrapping_mul(0xd605_bbb5_8c8a_bbfd);
    splitmix64(&mut s) ^ splitmix64(&mut s).rotate_left(17)
}

/// What to generate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GenSpec {
    /// The move set.
    pub rules: MoveSet,
    /// Columns.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// Colours are drawn from `1..=colours`.
    pub colours: u8,
    /// The move budget `n`: solvable puzzles clear in exactly `n` moves and
    /// in no fewer.
    pub moves: u32,
    /// Keep only puzzles with exactly one solution.
    pub unique: bool,
    /// Keep only boards with at least this many blocks (denser boards take
    /// more attempts).
    pub min_blocks: usize,
    /// The reading of null moves for the answer's search (true: literal
    /// rules). Generated answers are the same under both readings; this
    /// sets the search whose node count enters the difficulty.
    pub null_moves: bool,
    /// Boards built per puzzle before giving up.
    pub max_attempts: u32,
    /// Memory for each search's tables, in bytes.
    pub memory_bytes: usize,
}

impl Default for GenSpec {
    /// The NOIP 2011 shape: 5 x 7, drag, 5 colours, 3 moves.
    fn default() -> GenSpec {
        GenSpec {
            rules: MoveSet::Drag,
            width: 5,
            height: 7,
            colours: 5,
            moves: 3,
            unique: false,
            min_blocks: 0,
            null_moves: true,
            max_attempts: 2000,
            memory_bytes: 64 << 20,
        }
    }
}

/// Whether a puzzle is to have a solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Clears in exactly `n` moves and in no fewer.
    Solvable,
    /// No solution of at most `n` moves (the answer is `-1`).
    Unsolvable,
}

/// Why no puzzle was made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GenError {
    /// The spec asks for something impossible or unsupported.
    #[error("{0}")]
    Spec(String),
    /// Every attempt failed.
    #[error(
        "no {what} puzzle found in {attempts} attempts; try fewer moves, more colours or a larger board{hint}",
        what = match kind { Kind::Solvable => "solvable", Kind::Unsolvable => "unsolvable" },
        hint = if *unique { ", or drop --unique" } else { "" }
    )]
    GaveUp {
        /// What was asked for.
        kind: Kind,
        /// Whether uniqueness was asked for.
        unique: bool,
        /// Boards built.
        attempts: u32,
    },
}

/// How hard a puzzle is, and the numbers the score is made of (see the
/// module documentation for the formula).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Difficulty {
    /// The score.
    pub score: u32,
    /// The budget `n`.
    pub moves: u32,
    /// Positions the exact search expanded.
    pub nodes: u64,
    /// Distinct first moves `M`.
    pub first_moves: usize,
    /// First moves that still win `w`.
    pub winning_first_moves: usize,
    /// Cascade stages beyond the first, summed over the answer `C`.
    pub cascade_stages: u32,
}

impl Difficulty {
    /// Computes the score from its parts.
    pub fn new(
        moves: u32,
        nodes: u64,
        first_moves: usize,
        winning_first_moves: usize,
        cascade_stages: u32,
    ) -> Difficulty {
        let forced = if first_moves == 0 {
            1.0
        } else {
            1.0 - winning_first_moves as f64 / first_moves as f64
        };
        let score = 10.0 * f64::from(moves)
            + 10.0 * (1.0 + nodes as f64).log10()
            + 20.0 * forced
            + 5.0 * f64::from(cascade_stages);
        Difficulty {
            score: score.round() as u32,
            moves,
            nodes,
            first_moves,
            winning_first_moves,
            cascade_stages,
        }
    }
}

/// A generated puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct Generated {
    /// The puzzle (notation [`mayan_core::Notation::Plain`]; writers pick
    /// their own).
    pub puzzle: Puzzle,
    /// Solvable or not.
    pub kind: Kind,
    /// The smallest exact-`n` solution under the spec's reading of null
    /// moves (what `mayan solve` prints), or `None` for `-1`.
    pub answer: Option<Vec<Move>>,
    /// The moves the board was built from (a solution, not always the
    /// smallest), for solvable puzzles.
    pub construction: Option<Vec<Move>>,
    /// The difficulty.
    pub difficulty: Difficulty,
    /// Boards built for this puzzle, this one included.
    pub attempts: u32,
}

impl GenSpec {
    /// Checks the spec: a supported board size, colours `1..=35`, a budget
    /// `1..=50`, and room for a line of three.
    pub fn validate(&self) -> Result<(), GenError> {
        let bad = |m: String| Err(GenError::Spec(m));
        if Board::new(self.width, self.height).is_err() {
            return bad(format!(
                "a board of {} x {} is not supported (1 to {} columns, 1 to {} rows)",
                self.width,
                self.height,
                mayan_core::MAX_WIDTH,
                mayan_core::MAX_HEIGHT
            ));
        }
        if self.width < 3 && self.height < 3 {
            return bad(format!(
                "a board of {} x {} has no room for a line of three",
                self.width, self.height
            ));
        }
        if self.colours == 0 || self.colours > MAX_COLOURS {
            return bad(format!(
                "{} colours: expected 1 to {MAX_COLOURS}",
                self.colours
            ));
        }
        if self.moves == 0 || self.moves > MAX_BUDGET {
            return bad(format!("{} moves: expected 1 to {MAX_BUDGET}", self.moves));
        }
        if self.min_blocks > self.width * self.height {
            return bad(format!(
                "at least {} blocks cannot fit on a board of {} x {}",
                self.min_blocks, self.width, self.height
            ));
        }
        if self.max_attempts == 0 {
            return bad("at least one attempt is needed".into());
        }
        Ok(())
    }

    fn options(&self, goal: Goal, null_moves: bool) -> Options {
        Options {
            goal,
            null_moves,
            threads: 1,
            memory_bytes: self.memory_bytes,
            cancel: None,
            progress: None,
        }
    }
}

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
pub fn generate_set_with(
    spec: &GenSpec,
    seed: u64,
    count: usize,
    unsolvable: usize,
    done: impl Fn(usize) + Sync,
) -> Vec<Result<Generated, GenError>> {
    let kinds = plan(seed, count, unsolvable);
    kinds
        .par_iter()
        .enumerate()
        .map(|(i, &kind)| {
            let g = generate(spec, puzzle_seed(seed, i as u64), kind);
            done(i);
            g
        })
        .collect()
}

/// Generates one puzzle of `kind` from a seed.
pub fn generate(spec: &GenSpec, seed: u64, kind: Kind) -> Result<Generated, GenError> {
    spec.validate()?;
    let mut rng = Rng::new(seed);
    // A unique puzzle's tail is unique too: after its first move, the rest
    // is the only solution of the board it leaves, and none is shorter. So
    // each backward step must keep the puzzle built so far unique, and a
    // step that does not is tried again instead of the whole board.
    let unique_tail = |board: &Board, k: u32| {
        let Ok(puzzle) = Puzzle::new(*board, spec.rules, i64::from(k), Notation::Plain, false)
        else {
            return false;
        };
        // Without a cancel flag the check always finishes.
        analysis::uniqueness(&puzzle, &spec.options(Goal::Exact, false))
            .is_ok_and(|u| u.is_unique() && u.shortest == Some(k))
    };
    for attempt in 1..=spec.max_attempts {
        let built = if spec.unique && kind == Kind::Solvable {
            construct_with(spec, &mut rng, unique_tail)
        } else {
            construct(spec, &mut rng)
        };
        let Some((board, construction)) = built else {
            continue;
        };
        if board.block_count() < spec.min_blocks {
            continue;
        }
        let found = match kind {
            Kind::Solvable => keep_solvable(spec, board, construction),
            Kind::Unsolvable => make_unsolvable(spec, board, &mut rng),
        };
        if let Some(mut g) = found {
            g.attempts = attempt;
            return Ok(g);
        }
    }
    Err(GenError::GaveUp {
        kind,
        unique: spec.unique,
        attempts: spec.max_attempts,
    })
}

fn puzzle_of(spec: &GenSpec, board: Board) -> Option<Puzzle> {
    Puzzle::new(
        board,
        spec.rules,
        i64::from(spec.moves),
        Notation::Plain,
        false,
    )
    .ok()
}

/// Keeps a constructed board when its shortest solution has `n` moves
/// (and, for unique puzzles, it is the only one).
fn keep_solvable(spec: &GenSpec, board: Board, construction: Vec<Move>) -> Option<Generated> {
    let puzzle = puzzle_of(spec, board)?;
    // The fewest moves first: the search stops at the first solution, which
    // throws out boards with a shorter one quickly.
    let short = solve(&puzzle, &spec.options(Goal::Shortest, false)).ok()?;
    if short.moves.map(|m| m.len()) != Some(spec.moves as usize) {
        return None;
    }
    if spec.unique {
        let u = analysis::uniqueness(&puzzle, &spec.options(Goal::Exact, false)).ok()?;
        if !u.is_unique() || u.shortest != Some(spec.moves) {
            return None;
        }
    }
    let opts = spec.options(Goal::Exact, spec.null_moves);
    let outcome = solve(&puzzle, &opts).ok()?;
    let answer = outcome.moves?;
    let mut first_moves = 0;
    board.for_each_move(spec.rules, false, |_, _| {
        first_moves += 1;
        true
    });
    let winning = analysis::hint(&puzzle, &spec.options(Goal::Shortest, false))
        .ok()?
        .len();
    let mut cascades = 0;
    let mut b = board;
    for &mv in &answer {
        let turn = b.play_traced(mv, spec.rules).ok()?;
        cascades += (turn.stages.len() as u32).saturating_sub(1);
        b = turn.after;
    }
    Some(Generated {
        puzzle,
        kind: Kind::Solvable,
        answer: Some(answer),
        construction: Some(construction),
        difficulty: Difficulty::new(spec.moves, outcome.nodes, first_moves, winning, cascades),
        attempts: 0,
    })
}

/// Trades two blocks of different colours on a constructed board until it
/// is settled and has no solution of at most `n` moves.
fn make_unsolvable(spec: &GenSpec, base: Board, rng: &mut Rng) -> Option<Generated> {
    let cells: Vec<(usize, usize)> = (0..base.width())
        .flat_map(|x| (0..base.stack_height(x)).map(move |y| (x, y)))
        .collect();
    if cells.len() < 2 {
        return None;
    }
    for _ in 0..8 {
        let a = cells[rng.index(cells.len())];
        let b = cells[rng.index(cells.len())];
        if base.get(a.0, a.1) == base.get(b.0, b.1) {
            continue;
        }
        let mut board = base;
        board.swap_cells(a.0, a.1, b.0, b.1);
        if !board.is_settled() {
            continue;
        }
        let puzzle = puzzle_of(spec, board)?;
        let at_most = solve(&puzzle, &spec.options(Goal::AtMost, false)).ok()?;
        if at_most.moves.is_some() {
            continue;
        }
        let opts = spec.options(Goal::Exact, spec.null_moves);
        let outcome = solve(&puzzle, &opts).ok()?;
        if outcome.moves.is_some() {
            // Cannot happen: an exact solution is an at-most one, and null
            // moves can be dropped from it. Kept as a guard.
            continue;
        }
        let mut first_moves = 0;
        board.for_each_move(spec.rules, false, |_, _| {
            first_moves += 1;
            true
        });
        return Some(Generated {
            puzzle,
            kind: Kind::Unsolvable,
            answer: None,
            construction: None,
            difficulty: Difficulty::new(spec.moves, outcome.nodes, first_moves, 0, 0),
            attempts: 0,
        });
    }
    None
}

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
fn construct_with(
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
            let candidate = if clearing {
                clear_step(spec, &board, later, rng)
            } else {
                setup_step(spec, &board, later, rng)
            };
            if let Some((prev, mv)) = candidate
                && prev.is_settled()
                && prev
                    .classify(mv, spec.rules)
                    .is_ok_and(|k| k != MoveKind::Null)
                && prev.play(mv, spec.rules).is_ok_and(|b| b == board)
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

    #[test]
    fn rng_is_deterministic() {
        let mut r = Rng::new(0);
        let first: Vec<u64> = (0..3).map(|_| r.next_u64()).collect();
        let mut again = Rng::new(0);
        assert_eq!(first, (0..3).map(|_| again.next_u64()).collect::<Vec<_>>());
        let mut other = Rng::new(1);
        assert_ne!(first[0], other.next_u64());
        let mut r = Rng::new(7);
        for n in [1u64, 2, 3, 10, 1 << 40] {
            for _ in 0..100 {
                assert!(r.below(n) < n);
            }
        }
    }

    #[test]
    fn below_is_roughly_uniform() {
        let mut r = Rng::new(42);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[r.index(6)] += 1;
        }
        for c in counts {
            assert!((9_000..11_000).contains(&c), "{counts:?}");
        }
    }

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

    #[test]
    fn plan_has_the_asked_mix() {
        let kinds = plan(5, 20, 6);
        assert_eq!(kinds.len(), 20);
        assert_eq!(kinds.iter().filter(|&&k| k == Kind::Unsolvable).count(), 6);
        assert_eq!(kinds, plan(5, 20, 6));
        assert_ne!(kinds, plan(6, 20, 6));
    }

    #[test]
    fn bad_specs_are_refused() {
        for spec in [
            GenSpec {
                width: 17,
                ..GenSpec::default()
            },
            GenSpec {
                colours: 0,
                ..GenSpec::default()
            },
            GenSpec {
                colours: 36,
                ..GenSpec::default()
            },
            GenSpec {
                moves: 0,
                ..GenSpec::default()
            },
            GenSpec {
                width: 2,
                height: 2,
                ..GenSpec::default()
            },
        ] {
            assert!(matches!(
                generate(&spec, 1, Kind::Solvable),
                Err(GenError::Spec(_))
            ));
        }
    }
}
