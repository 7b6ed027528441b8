//! Running a packed search: the [`Driver`], which keeps the searcher and its fail table from call to call and, on
//! several threads, splits the root moves among them.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use mayan_core::{Move, MoveSet};
use rustc_hash::FxHashSet;

use crate::control::Stop;
use crate::{Goal, Options};

use super::board::{Geometry, PMove, Packed};
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
    /// The searchers of a parallel search, one a thread, kept from call
    /// to call with their own near tables.
    workers: Vec<PackedSearcher<W>>,
    /// Positions expanded to make the last parallel search's units.
    unit_nodes: u64,
    /// Positions expanded, over all calls and threads.
    pub nodes: u64,
}

/// Budgets below this are searched on one thread: too small to share.
const PARALLEL_FROM: u32 = 4;

/// Units a thread of a parallel search gets, at least, on average: enough
/// that a thread which runs dry finds more while the others work on theirs.
const UNITS_PER_THREAD: usize = 64;

/// Moves a unit of a parallel search has left, at least.
const UNIT_MOVES: u32 = 2;

/// A unit of a parallel search: the position after `prefix`, with `k`
/// moves left, or (`won`) a clear board `prefix` reached in time.
struct Unit<const W: usize> {
    board: Packed<W>,
    k: u32,
    prefix: Vec<PMove>,
    won: bool,
}

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
            workers: Vec::new(),
            unit_nodes: 0,
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

    /// Searches on several threads: the positions a few moves below the
    /// root ([`Driver::units`]) are handed out one at a time, smallest
    /// first, to threads that share one fail table, and the smallest unit
    /// that wins gives the answer. A unit stops as soon as a smaller one
    /// has won, so work after the answer is cut short, and every unit
    /// before it is finished: the answer is the one-thread search's.
    fn solve_parallel(&mut self, board: &Packed<W>, k: u32) -> Result<Option<Vec<Move>>, Stop> {
        let units = self.units(board, k);
        let shared = self
            .shared
            .get_or_insert_with(|| Shared::new(self.g.height, self.cfg.memory_bytes))
            .clone();
        while self.workers.len() < self.cfg.threads {
            let w = self.searcher(shared.store());
            self.workers.push(w);
        }
        // A unit won already (a clear board on the way down) caps the rest.
        let best = Arc::new(AtomicUsize::new(
            units.iter().position(|u| u.won).unwrap_or(usize::MAX),
        ));
        let next = AtomicUsize::new(0);
        let found: Mutex<Vec<(usize, Vec<Move>)>> = Mutex::new(Vec::new());
        let halted: Mutex<Option<Stop>> = Mutex::new(None);
        let control = &self.cfg.control;
        let work = |s: &mut PackedSearcher<W>| {
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= units.len() || best.load(Ordering::Relaxed) <= i {
                    return;
                }
                let unit = &units[i];
                let r = control.check().map_err(Stop::Halted).and_then(|()| {
                    s.abort = Some((best.clone(), i));
                    s.path.clear();
                    s.dfs(&unit.board, unit.k, Known::Changed, None)
                });
                match r {
                    Ok(true) => {
                        best.fetch_min(i, Ordering::Relaxed);
                        let mut path = std::mem::take(&mut s.path);
                        path.extend(unit.prefix.iter().rev().map(|m| m.to_move()));
                        path.reverse();
                        if let Ok(mut f) = found.lock() {
                            f.push((i, path));
                        }
                    }
                    Ok(false) | Err(Stop::Superseded) => {}
                    Err(e) => {
                        if let Ok(mut h) = halted.lock() {
                            *h = Some(e);
                        }
                        return;
                    }
                }
            }
        };
        let before: u64 = self.workers.iter().map(|w| w.nodes).sum();
        let threads = self.cfg.threads.min(units.len()).max(1);
        control.set_threads(threads);
        let (first, others) = self.workers.split_at_mut(1);
        std::thread::scope(|scope| {
            for w in others.iter_mut().take(threads - 1) {
                // A thread the system refuses leaves its share to the others.
                let _ = std::thread::Builder::new().spawn_scoped(scope, || work(w));
            }
            work(&mut first[0]);
        });
        let after: u64 = self.workers.iter().map(|w| w.nodes).sum();
        self.nodes += after - before + self.unit_nodes;
        if let Some(e) = halted.into_inner().ok().flatten() {
            return Err(e);
        }
        let best = best.load(Ordering::Relaxed);
        if let Some(unit) = units.get(best)
            && unit.won
        {
            return Ok(Some(unit.prefix.iter().map(|m| m.to_move()).collect()));
        }
        let found = found.into_inner().unwrap_or_default();
        Ok(found.into_iter().find(|(i, _)| *i == best).map(|(_, p)| p))
    }

    /// The units of a parallel search from `board` with `k` moves left:
    /// the positions a few moves down, in the order the one-thread search
    /// meets them, each once. Levels are added until there are
    /// [`UNITS_PER_THREAD`] units a thread or the units would have fewer
    /// than [`UNIT_MOVES`] moves left. A position met again at the same
    /// level is dropped (the first meeting answers for both: if it fails
    /// the second does, if it wins it sorts first), which is also what
    /// the sleep sets do for quiet swaps played in the other order. A board
    /// cleared on the way down is a unit that has won (when the goal allows
    /// it), and nothing after it can matter.
    fn units(&mut self, board: &Packed<W>, k: u32) -> Vec<Unit<W>> {
        let g = self.g;
        let exact = self.goal != Goal::AtMost;
        let target = self.cfg.threads * UNITS_PER_THREAD;
        let mut level = vec![Unit {
            board: *board,
            k,
            prefix: Vec::new(),
            won: false,
        }];
        self.unit_nodes = 0;
        // Each level has one move fewer left, so the loop ends; so does a
        // level with no position (no moves) or one that ends in a win
        // (the units before it are what is left to search).
        while !level.is_empty()
            && level.len() < target
            && level.iter().all(|u| !u.won && u.k > UNIT_MOVES)
        {
            let mut next = Vec::with_capacity(level.len() * 32);
            let mut seen = FxHashSet::default();
            let mut done = false;
            for u in level {
                if done {
                    break;
                }
                self.unit_nodes += 1;
                let mut null_seen = false;
                u.board
                    .for_each_move(&g, self.rules, self.cfg.null_moves, None, None, |mv| {
                        let child = if mv.null {
                            // Every null move leaves the same board: the first
                            // is enough.
                            if null_seen {
                                return true;
                            }
                            null_seen = true;
                            u.board
                        } else {
                            let (child, vanished) = u.board.child(mv, &g);
                            if vanished && child.is_clear(&g) {
                                if !exact || u.k == 1 {
                                    let mut prefix = u.prefix.clone();
                                    prefix.push(mv);
                                    next.push(Unit {
                                        board: child,
                                        k: u.k - 1,
                                        prefix,
                                        won: true,
                                    });
                                    done = true;
                                    return false;
                                }
                                return true;
                            }
                            child
                        };
                        if seen.insert(child.cols) {
                            let mut prefix = u.prefix.clone();
                            prefix.push(mv);
                            next.push(Unit {
                                board: child,
                                k: u.k - 1,
                                prefix,
                                won: false,
                            });
                        }
                        true
                    });
            }
            level = next;
        }
        level
    }
}
