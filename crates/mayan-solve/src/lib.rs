//! Search for gravity-swap puzzles over the rules of [`mayan_core`].
//!
//! [`solve`] finds the smallest solution (docs/spec.md section 5) of a [`Puzzle`]
//! for its [`Goal`]: exactly `n` moves (NOIP), at most `n` (Panel Attack), or
//! the fewest.
//! The test oracles (a simple engine and a brute-force search) live in the
//! unpublished `mayan-oracle` crate.
//!
//! ```
//! use mayan_core::Notation;
//! use mayan_core::read::{ReadOptions, read_puzzle};
//! use mayan_solve::{solve, Options};
//! let text = b"3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n";
//! let puzzle = read_puzzle(text, &ReadOptions::default()).unwrap();
//! let outcome = solve(&puzzle, &Options::default()).unwrap();
//! let moves = outcome.moves.unwrap();
//! assert_eq!(mayan_core::format::notation::write_answer(Some(&moves), Notation::Noip),
//!            "2 1 1\n3 1 1\n3 0 1\n");
//! ```
#![deny(missing_docs)]
#![forbid(unsafe_code)]

/// `$f::<W>(args)` for a board `W` columns wide, the widths the packed
/// engine is built for (1 to 16); `None` for wider boards.
macro_rules! by_width {
    ($width:expr, $f:ident $args:tt) => {
        by_width!(@ $width, $f $args, 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16)
    };
    (@ $width:expr, $f:ident $args:tt, $($w:literal)*) => {
        match $width {
            $($w => $f::<$w> $args,)*
            _ => None,
        }
    };
}
pub(crate) use by_width;

pub mod analysis;
pub mod batch;
pub mod bound;
pub mod chain;
pub mod control;
pub mod difficulty;
pub mod fail_table;
pub mod garbage;
pub mod general;
pub mod generate;
pub mod intent;
pub mod judge;
pub mod packed;
pub mod request;

use std::time::{Duration, Instant};

pub use mayan_core::Goal;
use mayan_core::{Finish, Move, Puzzle};

pub use control::{Control, Halt, Stop};

/// Search settings.
#[derive(Clone, Debug)]
pub struct Options {
    /// Whether null moves (docs/spec.md section 2) are moves: the literal reading,
    /// and the default.
    pub null_moves: bool,
    /// Worker threads; 0 means every core the process may use
    /// ([`std::thread::available_parallelism`], which reads the CPU
    /// affinity mask and the cgroup quota). The answer does not depend on
    /// it.
    pub threads: usize,
    /// Memory for the tables, in bytes.
    pub memory_bytes: usize,
    /// Which engine searches.
    pub engine: Engine,
    /// Stops and watches the search: cancel, deadline, node budget and
    /// progress (see [`Control`]).
    pub control: Control,
}

/// The search engines. Both give the same answers; tests and benchmarks
/// run either on the same boards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Engine {
    /// The packed engine where the board packs (at most 15 cell values),
    /// else the general one.
    #[default]
    Auto,
    /// The general engine ([`general`]), whatever the board.
    General,
}

/// The default memory for the tables: 384 MiB, a bound that holds while a
/// table grows (the largest table is 201 MB on a NOIP board).
pub const DEFAULT_MEMORY: usize = 384 << 20;

impl Default for Options {
    fn default() -> Options {
        Options {
            null_moves: true,
            threads: 1,
            memory_bytes: DEFAULT_MEMORY,
            engine: Engine::Auto,
            control: Control::new(),
        }
    }
}

impl Options {
    /// The threads a search runs on: [`Options::threads`], or for 0 the
    /// cores this process may use ([`cores`]).
    pub fn thread_count(&self) -> usize {
        match self.threads {
            0 => cores(),
            t => t,
        }
    }
}

/// The cores this process may use: [`std::thread::available_parallelism`],
/// which reads the CPU affinity mask and the cgroup quota (1 when it cannot
/// tell).
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// A search's answer and what it cost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The smallest solution, or `None`.
    pub moves: Option<Vec<Move>>,
    /// Positions expanded.
    pub nodes: u64,
    /// Wall time.
    pub elapsed: Duration,
}

/// Why a search gave no answer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    /// Its [`Control`] stopped it.
    #[error("{}", mayan_i18n::t!("solve-stopped", halt = halt.key(), nodes = nodes.to_string()))]
    Stopped {
        /// Why.
        halt: Halt,
        /// Positions expanded by then.
        nodes: u64,
    },
}

impl SolveError {
    /// Why the search was stopped.
    pub fn halt(&self) -> Halt {
        match self {
            SolveError::Stopped { halt, .. } => *halt,
        }
    }
}

/// Finds the smallest solution of `puzzle` for its goal
/// ([`Puzzle::goal`]).
///
/// Boards with at most 15 distinct cell values use the packed search
/// ([`packed`]); others the general one ([`general`]). Both give the same
/// answers. Chain puzzles ([`Finish::Chain`]) have their own search
/// ([`chain`]).
pub fn solve(puzzle: &Puzzle, opts: &Options) -> Result<Outcome, SolveError> {
    let start = Instant::now();
    let board = puzzle.board();
    let goal = puzzle.goal();
    let done = |moves, nodes| {
        Ok(Outcome {
            moves,
            nodes,
            elapsed: start.elapsed(),
        })
    };
    if board.is_clear() {
        // No move is possible on a clear board, so an exact budget cannot be
        // spent.
        return done((goal != Goal::Exact).then(Vec::new), 0);
    }
    opts.control
        .check()
        .map_err(|halt| SolveError::Stopped { halt, nodes: 0 })?;
    if puzzle.finish() == Finish::Chain {
        let (moves, nodes) = chain::solve(puzzle, opts)?;
        return done(moves, nodes);
    }
    // The settings of one search: the shortest goal runs exact searches of
    // growing depth, and a shortest solution never holds a null move
    // (without it, it would be shorter).
    let inner_goal = match goal {
        Goal::Shortest => Goal::Exact,
        g => g,
    };
    let inner = Options {
        null_moves: opts.null_moves && goal != Goal::Shortest,
        threads: opts.thread_count(),
        ..opts.clone()
    };
    let packed = match opts.engine {
        Engine::Auto => by_width!(board.width(), run_packed(puzzle, inner_goal, &inner)),
        Engine::General => None,
    };
    let (result, nodes) = match packed {
        Some(r) => r,
        None => {
            let mut searcher = general::Searcher::new(
                board,
                puzzle.rules(),
                inner.null_moves,
                inner_goal,
                inner.memory_bytes,
                inner.control.clone(),
            );
            let r = deepen(goal, puzzle.budget(), |k| searcher.solve(board, k));
            (r, searcher.nodes)
        }
    };
    match result {
        Ok(moves) => done(moves, nodes),
        Err(stop) => Err(SolveError::Stopped {
            halt: stop.halt(),
            nodes,
        }),
    }
}

/// Runs one search for the exact and at-most goals, or searches of depth
/// 1, 2, ... up to the budget for the shortest goal.
fn deepen(
    goal: Goal,
    budget: u32,
    mut search: impl FnMut(u32) -> Result<Option<Vec<Move>>, Stop>,
) -> Result<Option<Vec<Move>>, Stop> {
    match goal {
        Goal::Exact | Goal::AtMost => search(budget),
        Goal::Shortest => {
            for depth in 1..=budget {
                if let Some(moves) = search(depth)? {
                    return Ok(Some(moves));
                }
            }
            Ok(None)
        }
    }
}

type SearchResult = (Result<Option<Vec<Move>>, Stop>, u64);

/// The packed search for a board `W` wide, or `None` when the board does
/// not pack.
fn run_packed<const W: usize>(
    puzzle: &Puzzle,
    inner_goal: Goal,
    inner: &Options,
) -> Option<SearchResult> {
    let (board, g) = packed::pack::<W>(puzzle.board())?;
    let mut d = packed::Driver::<W>::new(g, puzzle.rules(), inner_goal, inner.clone());
    let r = deepen(puzzle.goal(), puzzle.budget(), |k| d.solve(&board, k));
    Some((r, d.nodes))
}
