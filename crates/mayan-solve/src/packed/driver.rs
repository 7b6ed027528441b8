//! Running a packed search: the [`Driver`], which keeps the searcher and its fail table from call to call and, on
//! several threads, splits the root moves among them.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use mayan_core::{Move, MoveSet};
use rayon::prelude::*;

use crate::control::Stop;
use crate::{Goal, Options};

use super::board::{Geometry, Packed};
use super::search::{Known, PackedSearcher};
use super::tables::{Shared, Store};

/// A packed search that keeps its fail table between calls (the shortest
/// goal searches depth after depth), on one thread or several.
pub struct Driver<const W: usize> {
    g: Geometry,
    rules: MoveSet,
    /// Exact or at-most (the shortest goal runs exact searches of growing
    /// depth).
    goal: Goal,
    /// The search's settings; the thread count is resolved (1 = this
    /// thread only).
    cfg: Options,
    local: Option<PackedSearcher<W>>,
    shared: Option<Shared<W>>,
    pool: Option<rayon::ThreadPool>,
    /// Positions expanded, over all calls and threads.
    pub nodes: u64,
}

/// Budgets below this are searched on one thread: too small to share.
const PARALLEL_FROM: u32 = 4;

impl<const W: usize> Driver<W> {
    /// A driver for boards of one geometry and move set, with the settings
    /// of one search: an exact or at-most goal and a resolved thread count.
    pub fn new(g: Geometry, rules: MoveSet, goal: Goal, cfg: Options) -> Driver<W> {
        Driver {
            g,
            rules,
            goal,
            cfg,
            local: None,
            shared: None,
            pool: None,
            nodes: 0,
        }
    }

    fn searcher(&self, store: Store<W>) -> PackedSearcher<W> {
        let c = &self.cfg;
        PackedSearcher::new(
            self.g,
            self.rules,
            c.null_moves,
            self.goal,
            store,
            c.control.clone(),
        )
    }

    /// The smallest solution from a settled, uncleared board with `k >= 1`
    /// moves left.
    pub fn solve(&mut self, board: &Packed<W>, k: u32) -> Result<Option<Vec<Move>>, Stop> {
        if self.cfg.threads <= 1 || k < PARALLEL_FROM {
            let mut s = match self.local.take() {
                Some(s) => s,
                None => self.searcher(Store::local(self.g.height, self.cfg.memory_bytes)),
            };
            let before = s.nodes;
            let r = s.solve(board, k);
            self.nodes += s.nodes - before;
            self.local = Some(s);
            return r;
        }
        self.solve_parallel(board, k)
    }

    /// Whether the board has an exact solution of `k` moves other than
    /// `first`, its smallest (found by this driver, without null moves).
    ///
    /// Any other solution leaves `first` at some move `i`, for a move that
    /// sorts after `first[i]` (one before it would make a smaller
    /// solution), so it is enough to ask, along `first`, whether the board
    /// after each later sibling move is solvable in the moves left. Those
    /// searches share this driver's fail table, which already holds the
    /// failures met on the way to `first`. Distinct swaps count as
    /// different solutions even when they leave the same board, as
    /// [`crate::analysis::count`] counts them.
    pub fn another_solution(
        &mut self,
        board: &Packed<W>,
        k: u32,
        first: &[Move],
    ) -> Result<bool, Stop> {
        let g = self.g;
        let mut at = *board;
        for (i, &taken) in first.iter().enumerate() {
            let left = k - 1 - i as u32;
            let mut later = Vec::new();
            let mut next = None;
            at.for_each_move(&g, self.rules, false, None, None, |mv| {
                if next.is_some() {
                    later.push(mv);
                } else if mv.to_move() == taken {
                    next = Some(mv);
                }
                true
            });
            let Some(next) = next else {
                // Not a move of this board: `first` is not this board's.
                return Ok(false);
            };
            for mv in later {
                let (child, vanished) = at.child(mv, &g);
                let clear = vanished && child.is_clear(&g);
                if left == 0 {
                    if clear {
                        return Ok(true);
                    }
                } else if !clear && self.solve(&child, left)?.is_some() {
                    return Ok(true);
                }
            }
            at = at.child(next, &g).0;
        }
        Ok(false)
    }

    /// Searches the root moves in parallel, sharing one fail table; the
    /// smallest root move that wins gives the answer, and branches after it
    /// stop as soon as it is known.
    fn solve_parallel(&mut self, board: &Packed<W>, k: u32) -> Result<Option<Vec<Move>>, Stop> {
        let g = self.g;
        let mut roots = Vec::new();
        let mut null_seen = false;
        board.for_each_move(&g, self.rules, self.cfg.null_moves, None, None, |mv| {
            if mv.null {
                // Every null move leaves the same board: the first is enough.
                if null_seen {
                    return true;
                }
                null_seen = true;
            }
            roots.push(mv);
            true
        });
        let shared = self
            .shared
            .get_or_insert_with(|| Shared::new(self.g.height, self.cfg.memory_bytes))
            .clone();
        if self.pool.is_none() {
            // Without a pool of its own (the system refused the threads) the
            // search runs on rayon's global pool.
            self.pool = rayon::ThreadPoolBuilder::new()
                .num_threads(self.cfg.threads)
                .build()
                .ok();
        }
        let best = Arc::new(AtomicUsize::new(usize::MAX));
        let nodes = AtomicU64::new(0);
        let exact = self.goal != Goal::AtMost;
        let this = &*self;
        let run = || {
            roots
                .par_iter()
                .enumerate()
                .with_max_len(1)
                .map_init(
                    || this.searcher(shared.store()),
                    |s, (i, &mv)| {
                        if best.load(Ordering::Relaxed) < i {
                            return None;
                        }
                        if let Err(halt) = this.cfg.control.check() {
                            return Some(Err(Stop::Halted(halt)));
                        }
                        s.abort = Some((best.clone(), i));
                        s.path.clear();
                        let before = s.nodes;
                        let r = if mv.null {
                            s.dfs(board, k - 1, Known::Changed, None)
                        } else {
                            let (child, vanished) = board.child(mv, &g);
                            if vanished && child.is_clear(&g) {
                                Ok(!exact || k == 1)
                            } else if k == 1 {
                                Ok(false)
                            } else {
                                s.dfs(&child, k - 1, Known::Changed, None)
                            }
                        };
                        nodes.fetch_add(s.nodes - before, Ordering::Relaxed);
                        match r {
                            Ok(true) => {
                                best.fetch_min(i, Ordering::Relaxed);
                                let mut path = std::mem::take(&mut s.path);
                                path.push(mv.to_move());
                                path.reverse();
                                Some(Ok((i, path)))
                            }
                            Ok(false) | Err(Stop::Superseded) => None,
                            Err(e) => Some(Err(e)),
                        }
                    },
                )
                .collect::<Vec<_>>()
        };
        let results = match &self.pool {
            Some(pool) => pool.install(run),
            None => run(),
        };
        self.nodes += nodes.load(Ordering::Relaxed) + 1;
        let mut winner: Option<(usize, Vec<Move>)> = None;
        for r in results.into_iter().flatten() {
            let (i, path) = r?;
            if winner.as_ref().is_none_or(|(j, _)| i < *j) {
                winner = Some((i, path));
            }
        }
        Ok(winner.map(|(_, p)| p))
    }
}
