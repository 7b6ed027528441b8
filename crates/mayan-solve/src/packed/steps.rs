//! The generator's uniqueness check of one backward step ([`StepCheck`]):
//! given a board `P`, the move `m` that takes it to a board `B` which has
//! exactly one solution of `k - 1` moves and none shorter, whether `P` has
//! any solution of at most `k` moves that does not start with `m`.
//!
//! `P` has exactly one solution of `k` moves and none shorter exactly when
//! it has none: a solution that starts with `m` is `m` and a solution of
//! `B` in at most `k - 1` moves, and `B` has only the one. So the check
//! asks, for every other first move (distinct swaps, no null moves, as
//! [`crate::analysis::count`] counts solutions), whether the board after
//! it clears in at most `k - 1` moves. Those searches never enter `B`'s
//! subtree (proven in the step before), stop at the first solution found
//! anywhere (most candidates have one), and probe first: every other first
//! move is searched with a budget of [`PROBE_NODES`] positions before any
//! is searched to the end. A rejected candidate's second solution is most
//! often found within a few thousand positions once the search is in the
//! right first move, while proving the first moves before it hopeless took
//! half the positions of all the checks (at 10 moves, before the probes);
//! the probes cut the positions searched by a fifth, and the verdict is the
//! same, since a probe's solution is a solution and what a probe proved
//! hopeless stays in the fail table.
//!
//! Every board is packed with its colours as they are (colour `c` is
//! nibble `c`), so that one at-most fail table serves all the boards of a
//! construction: a position proven to fail in one step's check, or in a
//! candidate thrown away, is known in every later one. Under the at-most
//! goal a failure with `j` moves left covers every budget up to `j`.

use mayan_core::{Board, EMPTY, GREY, Move, MoveSet};

use crate::control::Stop;
use crate::{Goal, Options};

use super::board::{Geometry, Packed};
use super::driver::Driver;
use super::nibble::ONES;

/// What a step check found instead of uniqueness.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// The move said to be taken is not a move of the board.
    NotAMove,
    /// Another solution of at most `k` moves (first move first).
    Solution(Vec<Move>),
}

/// The generator's step check for boards of one size and move set (see
/// the module documentation), keeping one fail table from call to call.
pub trait StepCheck: Send {
    /// Whether `board` has a solution of at most `k` moves that does not
    /// start with `taken`, where `taken` leaves a board that has exactly
    /// one solution of `k - 1` moves and none shorter (for `k = 1`: clears
    /// it). `Ok(None)` when there is none: the
    /// board then has exactly one solution of `k` moves, and none shorter.
    /// [`Found::NotAMove`] when `taken` is not a move of `board`, or the
    /// board is not one of this check's.
    fn other_start(&mut self, board: &Board, taken: Move, k: u32) -> Result<Option<Found>, Stop>;

    /// Positions searched so far, over all calls.
    fn nodes(&self) -> u64;

    /// Sets the threads each search may use (1 = this thread only). The
    /// answers do not depend on it.
    fn set_threads(&mut self, threads: usize);
}

/// A step check for boards `width` x `height` with colours `1..=colours`
/// (no grey), or `None` when such boards do not pack (more than 15
/// colours, or a width the packed engine lacks). `opts` gives the memory
/// and the control; null moves are never moves here.
pub fn step_check(
    width: usize,
    height: usize,
    colours: u8,
    rules: MoveSet,
    opts: &Options,
) -> Option<Box<dyn StepCheck>> {
    if colours == 0 || colours >= 16 || height == 0 || height > 16 {
        return None;
    }
    let g = Geometry {
        height: height as u32,
        grey: 0,
        colours: u32::from(colours),
    };
    let cfg = Options {
        null_moves: false,
        threads: 1,
        ..opts.clone()
    };
    fn make<const W: usize>(
        g: Geometry,
        rules: MoveSet,
        cfg: Options,
    ) -> Option<Box<dyn StepCheck>> {
        let mut driver = Driver::new(g, rules, Goal::AtMost, cfg);
        driver.any_solution();
        Some(Box::new(Steps::<W> {
            g,
            rules,
            colours: g.colours as u8,
            driver,
        }))
    }
    crate::by_width!(width, make(g, rules, cfg))
}

/// Steps this many moves from the end, and fewer, are checked without
/// probes: their whole searches take a few thousand positions.
const PROBE_FROM: u32 = 4;

/// The positions each probe may search (see [`StepCheck::other_start`]).
const PROBE_NODES: u64 = 2048;

struct Steps<const W: usize> {
    g: Geometry,
    rules: MoveSet,
    colours: u8,
    driver: Driver<W>,
}

impl<const W: usize> Steps<W> {
    /// The board with its colours as they are, or `None` when a cell is
    /// grey or beyond the colours, or the size is not this check's.
    fn pack(&self, board: &Board) -> Option<Packed<W>> {
        if board.width() != W || board.height() != self.g.height as usize {
            return None;
        }
        let mut cols = [0u64; W];
        for (x, col) in cols.iter_mut().enumerate() {
            for (y, &c) in board.column(x).iter().enumerate() {
                if c == GREY || c > self.colours {
                    return None;
                }
                if c != EMPTY {
                    *col |= u64::from(c) << (4 * y);
                }
            }
        }
        Some(Packed { cols })
    }
}

impl<const W: usize> StepCheck for Steps<W> {
    fn other_start(&mut self, board: &Board, taken: Move, k: u32) -> Result<Option<Found>, Stop> {
        let Some(p) = self.pack(board) else {
            return Ok(Some(Found::NotAMove));
        };
        let g = self.g;
        let mut others = Vec::new();
        let mut intended = None;
        p.for_each_move(&g, self.rules, false, None, None, |mv| {
            if mv.to_move() == taken {
                intended = Some(p.child(mv, &g).0);
            } else {
                others.push(mv);
            }
            true
        });
        let Some(intended) = intended else {
            return Ok(Some(Found::NotAMove));
        };
        let mut children = Vec::with_capacity(others.len());
        for mv in others {
            let (child, vanished) = p.child(mv, &g);
            if vanished && child.is_clear(&g) {
                return Ok(Some(Found::Solution(vec![mv.to_move()])));
            }
            children.push((mv.to_move(), child));
        }
        if k <= 1 {
            return Ok(None);
        }
        children.sort_by_key(|(_, c)| differing_cells(c, &intended));
        let with_first = |mv: Move, rest: Vec<Move>| {
            let mut moves = vec![mv];
            moves.extend(rest);
            Some(Found::Solution(moves))
        };
        // The probes: a second solution, when there is one, is most often
        // found within a few thousand positions of the right first move,
        // while the first moves before it may each take far more to prove
        // hopeless.
        if k > PROBE_FROM {
            for &(mv, child) in &children {
                if let Some(rest) = self.driver.probe(&child, k - 1, PROBE_NODES)? {
                    return Ok(with_first(mv, rest));
                }
            }
        }
        for (mv, child) in children {
            if let Some(rest) = self.driver.solve(&child, k - 1)? {
                return Ok(with_first(mv, rest));
            }
        }
        Ok(None)
    }

    fn nodes(&self) -> u64 {
        self.driver.nodes
    }

    fn set_threads(&mut self, threads: usize) {
        self.driver.set_threads(threads);
    }
}

/// How many cells of two boards differ: the other first moves whose
/// boards differ least from the one the construction goes on to are
/// searched first, since a second solution is most often among them.
fn differing_cells<const W: usize>(a: &Packed<W>, b: &Packed<W>) -> u32 {
    (0..W)
        .map(|x| {
            let d = a.cols[x] ^ b.cols[x];
            ((d | d >> 1 | d >> 2 | d >> 3) & ONES).count_ones()
        })
        .sum()
}
