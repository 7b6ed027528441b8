//! Running a packed search: the [`Driver`], which keeps the searcher and
//! its fail table from call to call and, on several threads, hands out the
//! positions a few moves below the root (`Units`) to threads sharing one
//! fail table.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use mayan_core::{Move, MoveSet};
use rustc_hash::FxHashSet;

use crate::control::Stop;
use crate::{Goal, Options};

use super::board::{Geometry, PMove, Packed};
use super::search::PackedSearcher;
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
    /// The shared table and the memory it was given.
    shared: Option<(Shared<W>, usize)>,
    /// The searchers of a parallel search, one a thread, kept from call
    /// to call with their own near tables.
    workers: Vec<Lines<PackedSearcher<W>>>,
    /// Any solution will do, not only the smallest (see
    /// [`Driver::any_solution`]).
    any_order: bool,

    /// Positions expanded, over all calls and threads.
    pub nodes: u64,
}

/// A value on cache lines of its own (128 bytes: the pair of lines the
/// prefetcher fetches together), so that threads writing to their own
/// searchers side by side in one `Vec` do not share a line.
#[repr(align(128))]
struct Lines<T>(T);

/// Budgets below this are searched on one thread: too small to share.
const PARALLEL_FROM: u32 = 4;

/// Units a thread of a parallel search gets, at least, on average: small
/// units spread the work evenly and leave little to do after the answer
/// is found; they are made as they are handed out, so a search that wins
/// early makes few.
const UNITS_PER_THREAD: usize = 4096;

/// Units made at a time, then handed out one by one: most units end at
/// once (the bound rules them out, or the fail table knows them), so
/// making one while holding the lock kept the threads waiting on each
/// other; a thread takes one unit at a time, so that what is left when a
/// solution is found is shared too.
const BATCH: usize = 64;

/// Units left in the queue when the thread that takes one makes the next
/// [`BATCH`]: the others go on taking units meanwhile. Making a batch only
/// once the queue was empty kept the others waiting for it, 4-5% of their
/// time on dense proofs.
const REFILL_AT: usize = BATCH / 2;

/// Moves a unit of a parallel search has left, at least: smaller units
/// cost more to hand out than they save (n = 8 proofs: 1.04x on two threads
/// with 2, 1.48x with 5).
const UNIT_MOVES: u32 = 5;

/// The first units are cut finer: of the positions [`Units::levels`] moves
/// down, the first 8 are split two moves further and those up to the
/// 64th one move further. A solvable board's answer is most often in the
/// first units (on 11 of the 14 densest random boards at `n = 10`, within
/// the first 26 of thousands), where one unit held up to 200,000
/// positions: one thread searched it while the other, with nothing before
/// it left to do, searched units after it that did not count, or waited.
/// Proofs visit a little more for it (the way down to the finer units is
/// walked without the bound or the fail table, and each unit costs a
/// little); splitting up to the 64th rather than the 256th does less of
/// that, and was no slower on those solvable boards.
const FINER: [(usize, u32); 2] = [(8, 2), (64, 1)];

/// Moves a finer unit has left, at least.
const FINER_MOVES: u32 = 3;

/// A unit of a parallel search: the position after `prefix`, with `k`
/// moves left.
struct Unit<const W: usize> {
    board: Packed<W>,
    k: u32,
    prefix: Vec<PMove>,
}

/// The units of a parallel search, made one at a time in the order the
/// one-thread search meets them: the positions `levels` moves below the
/// root, each once, or for the first of them the positions one or two
/// moves further ([`FINER`]). A position met again with as many moves
/// left is dropped (the first meeting answers for both: if it fails the
/// second does, if it wins it sorts first), which is also what the sleep
/// sets do for quiet swaps played in the other order. A board cleared on
/// the way down (when the goal allows it) is a win that ends the units:
/// nothing after it can matter.
struct Units<const W: usize> {
    g: Geometry,
    rules: MoveSet,
    null_moves: bool,
    exact: bool,
    levels: u32,
    /// The path being walked: each position on it with its moves left, its
    /// moves and the next one to take.
    stack: Vec<Frame<W>>,
    /// The positions made units or split, with their moves left.
    seen: FxHashSet<([u64; W], u32)>,
    /// Positions `levels` moves down met so far.
    coarse: usize,
    /// Units made so far (the next one's number).
    handed: usize,
    /// Positions expanded to make the units.
    expanded: u64,
    /// A win on the way down: its number and moves.
    won: Option<(usize, Vec<PMove>)>,
}

/// The units of a parallel search as the threads take them: a queue of
/// units made, smallest first, and the [`Units`] that make more, each
/// behind a lock of its own, so that one thread makes the next batch while
/// the others take what is left of this one.
struct Queue<const W: usize> {
    ready: Mutex<std::collections::VecDeque<(usize, Unit<W>)>>,
    maker: Mutex<Units<W>>,
}

impl<const W: usize> Queue<W> {
    fn new(units: Units<W>) -> Queue<W> {
        Queue {
            ready: Mutex::new(Default::default()),
            maker: Mutex::new(units),
        }
    }

    /// The next unit to search and its number, or `None` when there are no
    /// more or `best` sorts before it.
    fn take(&self, best: &AtomicUsize) -> Option<(usize, Unit<W>)> {
        loop {
            let (next, left) = {
                let mut ready = self.ready.lock().ok()?;
                let next = ready.pop_front();
                (next, ready.len())
            };
            if left < REFILL_AT {
                // With a unit in hand, make more only if no other thread
                // is at it; without one, wait for the batch being made.
                let maker = match next {
                    Some(_) => self.maker.try_lock().ok(),
                    None => Some(self.maker.lock().ok()?),
                };
                if let Some(mut maker) = maker {
                    let mut batch = Vec::with_capacity(BATCH);
                    while batch.len() < BATCH
                        && let Some(u) = maker.next_unit(best)
                    {
                        batch.push(u);
                    }
                    let mut ready = self.ready.lock().ok()?;
                    ready.extend(batch);
                    if next.is_none() && ready.is_empty() {
                        // No more units, and none left to take.
                        return None;
                    }
                }
            }
            if let Some((i, unit)) = next {
                return (best.load(Ordering::Relaxed) > i).then_some((i, unit));
            }
        }
    }

    fn into_units(self) -> Units<W> {
        self.maker.into_inner().unwrap_or_else(|e| e.into_inner())
    }
}

struct Frame<const W: usize> {
    board: Packed<W>,
    k: u32,
    moves: Vec<PMove>,
    next: usize,
}

impl<const W: usize> Units<W> {
    /// How many moves down the units are for a root with `moves` moves
    /// (null moves aside): enough for [`UNITS_PER_THREAD`] a thread at
    /// half that a level, with at least [`UNIT_MOVES`] left in each.
    fn levels(moves: usize, k: u32, threads: usize) -> u32 {
        // Positions met again and moves the bound refuses leave about half
        // the moves a level (on NOIP boards).
        let branching = (moves / 2).max(2);
        let target = threads * UNITS_PER_THREAD;
        let (mut levels, mut reach) = (1u32, branching);
        while reach < target && levels + UNIT_MOVES < k {
            levels += 1;
            reach = reach.saturating_mul(branching);
        }
        levels.min(k.saturating_sub(UNIT_MOVES).max(1))
    }

    #[allow(clippy::too_many_arguments)]
    fn new(
        board: Packed<W>,
        k: u32,
        threads: usize,
        g: Geometry,
        rules: MoveSet,
        null_moves: bool,
        exact: bool,
    ) -> Units<W> {
        let mut units = Units {
            g,
            rules,
            null_moves,
            exact,
            levels: 0,
            stack: Vec::new(),
            seen: FxHashSet::default(),
            coarse: 0,
            handed: 0,
            expanded: 0,
            won: None,
        };
        units.push(board, k);
        let root_moves = units.stack[0].moves.iter().filter(|m| !m.null).count();
        units.levels = Self::levels(root_moves, k, threads);
        units
    }

    /// Puts a position on the path, with its moves (the first null move
    /// only: every null move leaves the same board).
    fn push(&mut self, board: Packed<W>, k: u32) {
        self.expanded += 1;
        let mut moves = Vec::new();
        let mut null_seen = false;
        board.for_each_move(&self.g, self.rules, self.null_moves, None, None, |mv| {
            if mv.null {
                if null_seen {
                    return true;
                }
                null_seen = true;
            }
            moves.push(mv);
            true
        });
        self.stack.push(Frame {
            board,
            k,
            moves,
            next: 0,
        });
    }

    /// How many moves further than `levels` the units are cut now.
    fn finer(&self) -> u32 {
        FINER
            .iter()
            .find(|&&(first, _)| self.coarse <= first)
            .map_or(0, |&(_, more)| more)
    }

    /// The moves from the root along the path, the top's last taken.
    fn prefix(&self) -> Vec<PMove> {
        self.stack.iter().map(|f| f.moves[f.next - 1]).collect()
    }

    /// The next unit and its number, or `None` when there are no more (or
    /// a win on the way down ended them: its number goes into `best`).
    fn next_unit(&mut self, best: &AtomicUsize) -> Option<(usize, Unit<W>)> {
        if self.won.is_some() {
            return None;
        }
        loop {
            let top = self.stack.last_mut()?;
            if top.next == top.moves.len() {
                self.stack.pop();
                continue;
            }
            let mv = top.moves[top.next];
            top.next += 1;
            let (board, k) = (top.board, top.k);
            let child = if mv.null {
                board
            } else {
                let (child, vanished) = board.child(mv, &self.g);
                if vanished && child.is_clear(&self.g) {
                    if !self.exact || k == 1 {
                        let p = self.prefix();
                        let i = self.handed;
                        best.fetch_min(i, Ordering::Relaxed);
                        self.won = Some((i, p));
                        return None;
                    }
                    continue;
                }
                child
            };
            if k == 1 {
                continue;
            }
            let depth = self.stack.len() as u32;
            if depth < self.levels {
                self.push(child, k - 1);
                continue;
            }
            if !self.seen.insert((child.cols, k - 1)) {
                continue;
            }
            if depth == self.levels {
                self.coarse += 1;
            }
            if depth < self.levels + self.finer() && k - 1 > FINER_MOVES {
                self.push(child, k - 1);
                continue;
            }
            let prefix = self.prefix();
            let i = self.handed;
            self.handed += 1;
            return Some((
                i,
                Unit {
                    board: child,
                    k: k - 1,
                    prefix,
                },
            ));
        }
    }
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
            any_order: false,

            nodes: 0,
        }
    }

    /// Sets the threads of the searches to come (at least one); the
    /// answers do not depend on it.
    pub fn set_threads(&mut self, threads: usize) {
        self.cfg.threads = threads.max(1);
    }

    /// Lets the searches return any solution, not the smallest: whether
    /// one exists is all the caller asks. Each position's moves are then
    /// tried most promising first, which finds a solution sooner.
    pub fn any_solution(&mut self) {
        self.any_order = true;
        if let Some(s) = &mut self.local {
            s.any_order = true;
        }
        for w in &mut self.workers {
            w.0.any_order = true;
        }
    }

    /// The memory of the one-thread table, made when the first search on
    /// this thread starts. With several threads the driver may hold it
    /// (for the searches below [`PARALLEL_FROM`] moves) and the shared
    /// table too, and both together keep `--memory`: made first, it gets
    /// a quarter, and the shared table made after it what it does not
    /// take ([`Driver::solve_parallel`]); made after the shared table, it
    /// gets what that one does not.
    fn local_budget(&self) -> usize {
        let m = self.cfg.memory_bytes;
        match &self.shared {
            Some((_, taken)) => m.saturating_sub(*taken),
            None if self.cfg.threads <= 1 => m,
            None => m / 4,
        }
    }

    fn searcher(&self, store: Store<W>) -> PackedSearcher<W> {
        let c = &self.cfg;
        let mut s = PackedSearcher::new(
            self.g,
            self.rules,
            c.null_moves,
            self.goal,
            store,
            c.control.clone(),
        );
        s.any_order = self.any_order;
        s
    }

    /// The smallest solution from a settled, uncleared board with `k >= 1`
    /// moves left.
    pub fn solve(&mut self, board: &Packed<W>, k: u32) -> Result<Option<Vec<Move>>, Stop> {
        if self.cfg.threads <= 1 || k < PARALLEL_FROM {
            return self.solve_local(board, k, u64::MAX);
        }
        self.solve_parallel(board, k)
    }

    /// A solution found by this thread within about `budget` positions
    /// (counted every [`crate::control::POLL_EVERY`]), or `None` when the
    /// board has none or the budget ran out first. What the probe proved
    /// stays in the fail table, so a full search after it starts from
    /// there.
    pub fn probe(
        &mut self,
        board: &Packed<W>,
        k: u32,
        budget: u64,
    ) -> Result<Option<Vec<Move>>, Stop> {
        match self.solve_local(board, k, budget) {
            Err(Stop::Budget) => Ok(None),
            r => r,
        }
    }

    /// [`Driver::solve`] on this thread, stopped with [`Stop::Budget`]
    /// after about `budget` positions.
    fn solve_local(
        &mut self,
        board: &Packed<W>,
        k: u32,
        budget: u64,
    ) -> Result<Option<Vec<Move>>, Stop> {
        let mut s = match self.local.take() {
            Some(s) => s,
            None => self.searcher(Store::local(self.g.height, self.local_budget())),
        };
        let before = s.nodes;
        s.budget_end = before.saturating_add(budget);
        let r = s.solve(board, k);
        s.budget_end = u64::MAX;
        self.nodes += s.nodes - before;
        self.local = Some(s);
        r
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
    /// root ([`Units`]) are handed out one at a time, smallest first, to
    /// threads that share one fail table, and the smallest unit that wins
    /// gives the answer. A unit stops as soon as a smaller one has won, so
    /// work after the answer is cut short, and every unit before it is
    /// finished: the answer is the one-thread search's.
    fn solve_parallel(&mut self, board: &Packed<W>, k: u32) -> Result<Option<Vec<Move>>, Stop> {
        // The one-thread table, if there is one, stops growing, and the
        // shared table gets the rest: all of `--memory` for a search that
        // never made one, so that a large proof on two threads has as large
        // a table as on one (given three quarters, it had half the slots,
        // and a dense proof at 10 moves searched 38% more positions).
        let budget = match &mut self.local {
            _ if self.shared.is_some() => 0,
            Some(s) => self.cfg.memory_bytes.saturating_sub(s.store.hold()),
            None => self.cfg.memory_bytes,
        };
        let height = self.g.height;
        let (shared, _) = self
            .shared
            .get_or_insert_with(|| (Shared::new(height, budget), budget));
        let shared = shared.clone();
        while self.workers.len() < self.cfg.threads {
            let mut w = self.searcher(shared.store());
            // Held only while it searches (see `work`).
            w.store.park();
            self.workers.push(Lines(w));
        }
        let best = Arc::new(AtomicUsize::new(usize::MAX));
        let exact = self.goal != Goal::AtMost;
        let units = Queue::new(Units::new(
            *board,
            k,
            self.cfg.threads,
            self.g,
            self.rules,
            self.cfg.null_moves,
            exact,
        ));
        let found: Mutex<Vec<(usize, Vec<Move>)>> = Mutex::new(Vec::new());
        let halted: Mutex<Option<Stop>> = Mutex::new(None);
        let control = &self.cfg.control;
        let search_units = |s: &mut PackedSearcher<W>| {
            loop {
                let Some((i, unit)) = units.take(&best) else {
                    return;
                };
                let r = control.check().map_err(Stop::Halted).and_then(|()| {
                    s.abort = Some((best.clone(), i));
                    s.path.clear();
                    s.root(&unit.board, unit.k)
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
        let work = |s: &mut Lines<PackedSearcher<W>>| {
            let s = &mut s.0;
            s.store.catch_up();
            search_units(s);
            // A thread done early must not hold the others' table back.
            s.store.park();
        };
        let before: u64 = self.workers.iter().map(|w| w.0.nodes).sum();
        let threads = self.cfg.threads.max(1);
        control.set_threads(threads);
        let (first, others) = self.workers.split_at_mut(1);
        std::thread::scope(|scope| {
            for w in others.iter_mut().take(threads - 1) {
                // A thread the system refuses leaves its share to the others.
                let _ = std::thread::Builder::new().spawn_scoped(scope, || work(w));
            }
            work(&mut first[0]);
        });
        let after: u64 = self.workers.iter().map(|w| w.0.nodes).sum();
        let units = units.into_units();
        self.nodes += after - before + units.expanded;
        if let Some(e) = halted.into_inner().ok().flatten() {
            return Err(e);
        }
        let best = best.load(Ordering::Relaxed);
        if let Some((i, prefix)) = units.won
            && i == best
        {
            return Ok(Some(prefix.iter().map(|m| m.to_move()).collect()));
        }
        let found = found.into_inner().unwrap_or_default();
        Ok(found.into_iter().find(|(i, _)| *i == best).map(|(_, p)| p))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::Rng;

    /// A dense random 7 x 5 board of three colours (columns of 5 to 7
    /// blocks, then settled): enough moves for thousands of units.
    fn dense_board(seed: u64, g: &Geometry) -> Packed<5> {
        let mut rng = Rng::new(seed);
        let mut cols = [0u64; 5];
        for col in cols.iter_mut() {
            let h = 5 + rng.next_u64() % 3;
            for y in 0..h {
                *col |= (1 + rng.next_u64() % 3) << (4 * y);
            }
        }
        let mut board = Packed { cols };
        board.settle(g);
        board
    }

    /// Where each move of `prefix` comes in its position's move order.
    fn order(root: &Packed<5>, g: &Geometry, prefix: &[PMove]) -> Vec<usize> {
        let mut at = *root;
        let mut out = Vec::new();
        for &mv in prefix {
            let mut i = 0;
            let mut found = None;
            at.for_each_move(g, MoveSet::Drag, false, None, None, |m| {
                if m.to_move() == mv.to_move() {
                    found = Some(i);
                    return false;
                }
                i += 1;
                true
            });
            out.push(found.expect("a unit's prefix plays moves of its positions"));
            at = at.child(mv, g).0;
        }
        out
    }

    /// The units come in the one-thread search's order, each once, each
    /// the position its moves reach; the first are cut two moves further
    /// down, then one, then none ([`FINER`]).
    #[test]
    fn units_come_in_search_order_and_the_first_are_finer() {
        let g = Geometry {
            height: 7,
            grey: 0,
            colours: 3,
        };
        for seed in 1..=3 {
            let root = dense_board(seed, &g);
            let k = 10;
            let mut units = Units::new(root, k, 2, g, MoveSet::Drag, false, true);
            let levels = units.levels;
            let best = AtomicUsize::new(usize::MAX);
            let mut last: Option<Vec<usize>> = None;
            let mut depths = Vec::new();
            let mut seen = FxHashSet::default();
            while let Some((i, unit)) = units.next_unit(&best) {
                assert_eq!(i, depths.len());
                let mut at = root;
                for &mv in &unit.prefix {
                    at = at.child(mv, &g).0;
                }
                assert_eq!(at, unit.board, "seed {seed}, unit {i}");
                assert_eq!(unit.k as usize + unit.prefix.len(), k as usize);
                assert!(seen.insert((unit.board.cols, unit.k)), "unit {i} twice");
                let idx = order(&root, &g, &unit.prefix);
                if let Some(before) = &last {
                    assert!(*before < idx, "seed {seed}: unit {i} out of order");
                }
                last = Some(idx);
                depths.push(unit.prefix.len() as u32);
            }
            // Finer first: the depths never grow back, and all three occur.
            assert!(depths.windows(2).all(|w| w[0] >= w[1]), "seed {seed}");
            for d in [levels + 2, levels + 1, levels] {
                assert!(depths.contains(&d), "seed {seed}: no unit {d} moves down");
            }
            assert!(units.coarse > FINER[1].0, "seed {seed}: too few units");
        }
    }
}
