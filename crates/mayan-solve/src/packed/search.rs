//! One thread's packed search ([`PackedSearcher`]): the depth-first search
//! over [`Packed`] boards, with the bound read before each move is played,
//! the fail tables, the last move's masks and the sleep sets.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use mayan_core::{Move, MoveSet};

use crate::Goal;
use crate::bound::ShiftBound;
use crate::control::{Control, POLL_EVERY, Stop, fail_mask, go_on, take_solution};
use crate::fail_table::hash;

use super::board::{Geometry, PKind, PMove, Packed};
use super::colours::{COLOUR_SLOTS, Change, ColourState};
use super::masks::LastMasks;
use super::sleep::{STEP_LEFT, STEP_RIGHT, Sleep, SleepState};
use super::tables::{Near, Store};

/// The packed search over boards `W` columns wide.
pub struct PackedSearcher<const W: usize> {
    g: Geometry,
    rules: MoveSet,
    null_moves: bool,
    exact: bool,
    pub(super) store: Store<W>,
    /// Failures with one move left (see [`NearTable`]); `u32` keys for
    /// boards of at most 8 rows.
    ///
    /// [`NearTable`]: crate::fail_table::NearTable
    near: Near<W>,
    /// Whether positions with two moves left go in the fail table: while
    /// it is small (see [`two_left_until`]).
    two_left_in_table: bool,
    /// The column bound, when the board's size allows one.
    bound: Option<ShiftBound>,
    control: Control,
    /// In a parallel search: the best root move found so far, and this
    /// searcher's root move; the search stops once a smaller one has won.
    pub(super) abort: Option<(Arc<AtomicUsize>, usize)>,
    /// Positions expanded.
    pub nodes: u64,
    /// Whether any solution will do (not the smallest): the moves of each
    /// position are then tried most promising first (see
    /// [`PackedSearcher::expand`]), which finds a solution sooner when
    /// there is one. The answer to whether one exists is the same.
    pub(super) any_order: bool,
    /// The search stops with [`Stop::Budget`] once [`Self::nodes`] reaches
    /// this (a probe's budget; `u64::MAX` otherwise).
    pub(super) budget_end: u64,
    /// Positions expanded, by moves left.
    pub nodes_by_depth: [u64; 64],
    pub(super) path: Vec<Move>,
    /// By moves left: the children of the moves let through, with their
    /// hashes (buffers kept from position to position).
    kids: Vec<Vec<(Packed<W>, bool, u64)>>,
    /// By moves left: the moves the bound lets through, and their changes
    /// (buffers kept from position to position).
    passed: Vec<Vec<(PMove, Change)>>,
}

impl<const W: usize> PackedSearcher<W> {
    /// A searcher; `goal` is exact or at-most (the shortest goal runs exact
    /// searches of growing depth).
    pub fn new(
        g: Geometry,
        rules: MoveSet,
        null_moves: bool,
        goal: Goal,
        store: Store<W>,
        control: Control,
    ) -> Self {
        PackedSearcher {
            g,
            rules,
            null_moves,
            exact: goal != Goal::AtMost,
            store,
            near: Near::new(g.height),
            two_left_in_table: true,
            bound: if (g.colours as usize) < COLOUR_SLOTS {
                ShiftBound::new(W, g.height as usize)
            } else {
                None
            },
            control,
            abort: None,
            nodes: 0,
            any_order: false,
            budget_end: u64::MAX,
            nodes_by_depth: [0; 64],
            path: Vec::new(),
            kids: Vec::new(),
            passed: Vec::new(),
        }
    }

    /// The smallest solution from a settled, uncleared board with `k >= 1`
    /// moves left.
    pub fn solve(&mut self, board: &Packed<W>, k: u32) -> Result<Option<Vec<Move>>, Stop> {
        self.path.clear();
        let found = self.root(board, k)?;
        Ok(take_solution(found, &mut self.path))
    }

    /// Searches a settled, uncleared board with `k >= 1` moves left from
    /// the start, its solution (if found) pushed on the path last move
    /// first. The search is compiled for each order its moves may be tried
    /// in (`ANY_ORDER`, see [`PackedSearcher::any_order`]), so that neither
    /// order's move loop carries the other's steps.
    pub(super) fn root(&mut self, board: &Packed<W>, k: u32) -> Result<bool, Stop> {
        let h = hash(&board.cols);
        if self.any_order {
            self.dfs::<true>(board, h, k, Known::Changed, None)
        } else {
            self.dfs::<false>(board, h, k, Known::Changed, None)
        }
    }

    /// Positions held in the fail table.
    pub fn table_len(&self) -> usize {
        self.store.len()
    }

    #[inline]
    fn fail(&mut self, key: [u64; W], h: u64, k: u32) -> Result<bool, Stop> {
        if self.in_table(k) {
            self.store.insert(key, h, fail_mask(self.exact, k));
        }
        Ok(false)
    }

    /// Whether positions with `k >= 2` moves left go in the fail table: all
    /// but those with two, once it is large (see [`two_left_until`]).
    #[inline(always)]
    fn in_table(&self, k: u32) -> bool {
        k > 2 || self.two_left_in_table
    }

    /// Polls the control, then a parallel search's progress, every
    /// [`POLL_EVERY`] positions; stops putting positions with two moves
    /// left in the fail table once it holds [`two_left_until`] of them.
    #[cold]
    fn poll(&mut self) -> Result<(), Stop> {
        if self.two_left_in_table && self.store.len() >= two_left_until(self.store.max_slots()) {
            self.two_left_in_table = false;
        }
        self.control.poll().map_err(Stop::Halted)?;
        if self.nodes >= self.budget_end {
            return Err(Stop::Budget);
        }
        if let Some((best, mine)) = &self.abort
            && best.load(Ordering::Relaxed) < *mine
        {
            return Err(Stop::Superseded);
        }
        Ok(())
    }

    /// A drag search's position with one move left, past the near table:
    /// the bound, then the last moves its masks allow.
    #[inline(always)]
    fn last(&mut self, board: &Packed<W>, h: u64, known: Known<'_>) -> bool {
        let g = self.g;
        let masks = match &mut self.bound {
            Some(bound) => {
                let owned;
                // The colours as a state and a change, so that a change read
                // before the move (which the bound has let through) needs
                // no copy of the state.
                let (st, ch) = match known {
                    Known::After(parent, ch) => (parent, ch),
                    Known::Null(parent) => (parent, parent.unchanged()),
                    Known::Changed | Known::Same => {
                        owned = ColourState::of(board, &g, bound);
                        (&owned, owned.unchanged())
                    }
                };
                if !matches!(known, Known::After(..)) && !st.allows(1, bound) {
                    return false;
                }
                st.last_masks(ch, board, &g, bound)
            }
            None => {
                if matches!(known, Known::Changed) && board.hopeless(&g) {
                    return false;
                }
                Some(LastMasks::all())
            }
        };
        let found = masks.and_then(|m| board.last_drag(&g, &m));
        self.record_last(board, h, found)
    }

    /// The answer for a position with one move left: the winning move goes
    /// on the path, a failure into the near table.
    #[inline(always)]
    fn record_last(&mut self, board: &Packed<W>, h: u64, found: Option<PMove>) -> bool {
        match found {
            Some(mv) => {
                self.path.push(mv.to_move());
                true
            }
            None => {
                self.near.insert(board.cols, h);
                false
            }
        }
    }

    fn dfs<const ANY_ORDER: bool>(
        &mut self,
        board: &Packed<W>,
        h: u64,
        k: u32,
        known: Known<'_>,
        asleep: Option<&Sleep<W>>,
    ) -> Result<bool, Stop> {
        self.nodes += 1;
        self.nodes_by_depth[k as usize] += 1;
        if self.nodes.is_multiple_of(POLL_EVERY) {
            self.poll()?;
        }
        let g = self.g;
        // With one move left the near table is cheaper than the bound.
        if k == 1 && self.near.contains(&board.cols, h) {
            return Ok(false);
        }
        if k == 1 && self.rules == MoveSet::Drag {
            return Ok(self.last(board, h, known));
        }
        // The column bound, or without one the colour-count test.
        let colours = match &mut self.bound {
            Some(bound) => {
                // A change read before the move was played has passed the
                // bound already (see `ColourState::after`).
                let st = match known {
                    Known::After(parent, ch) => parent.apply(ch),
                    _ => {
                        let st = match known {
                            Known::Null(parent) => *parent,
                            _ => ColourState::of(board, &g, bound),
                        };
                        if !st.allows(k, bound) {
                            return Ok(false);
                        }
                        st
                    }
                };
                Some(st)
            }
            None => {
                if matches!(known, Known::Changed) && board.hopeless(&g) {
                    return Ok(false);
                }
                None
            }
        };
        if k > 1 {
            if self.in_table(k) && self.store.get(&board.cols, h) >> k & 1 == 1 {
                return Ok(false);
            }
            return self.expand::<ANY_ORDER>(board, h, k, colours.as_ref(), asleep);
        }
        // One move left under rules other than drag: any move the bound
        // lets through that clears the board.
        let bound = &mut self.bound;
        let mut found = None;
        board.for_each_move(&g, self.rules, false, None, None, |mv| {
            let allowed = match (&colours, &mut *bound) {
                (Some(st), Some(b)) => st.after(board, b, mv, 0).is_some(),
                _ => true,
            };
            if mv.quiet || !allowed {
                return true;
            }
            let (child, vanished) = board.child(mv, &g);
            if vanished && child.is_clear(&g) {
                found = Some(mv);
                return false;
            }
            true
        });
        Ok(self.record_last(board, h, found))
    }
}

impl<const W: usize> PackedSearcher<W> {
    /// Expands a position with `k >= 2` moves left, its colours `st` when
    /// the search has the bound: the bound is read for every move first, in
    /// one tight loop whose table reads overlap, and the moves it lets
    /// through are played after, in order.
    fn expand<const ANY_ORDER: bool>(
        &mut self,
        board: &Packed<W>,
        h: u64,
        k: u32,
        st: Option<&ColourState>,
        asleep: Option<&Sleep<W>>,
    ) -> Result<bool, Stop> {
        let g = self.g;
        let depth = k as usize;
        if self.passed.len() <= depth {
            self.passed.resize_with(depth + 1, Vec::new);
        }
        let mut moves = std::mem::take(&mut self.passed[depth]);
        moves.clear();
        // The bound, when the search has one, with the position's colours.
        let mut bound = match (st, &mut self.bound) {
            (Some(st), Some(b)) => Some((st, b)),
            _ => None,
        };
        let allowed = match &mut bound {
            Some((st, b)) => st.allowed(board, b, 2 * (k - 1)),
            None => None,
        };
        let mut null_tried = false;
        let (rules, null_moves) = (self.rules, self.null_moves);
        // The callback is inlined into the move loop: called three ways
        // there, it was left a function of its own, called for every move.
        let quiet = board.for_each_move(
            &g,
            rules,
            null_moves,
            allowed.as_ref(),
            asleep,
            #[inline(always)]
            |mv| {
                if mv.null {
                    // Every null move leaves the same board: the first is
                    // enough.
                    if !null_tried {
                        null_tried = true;
                        moves.push((mv, Change::default()));
                    }
                } else {
                    let change = match &mut bound {
                        Some((st, b)) => st.after(board, b, mv, k - 1),
                        None => Some(Change::default()),
                    };
                    if let Some(ch) = change {
                        moves.push((mv, ch));
                    }
                }
                true
            },
        );
        // When any solution will do, the moves that may make a run come
        // first, then those that leave the fewest shifts (the bound's sum
        // after the move), ties in move order: a solution is found sooner
        // when there is one.
        if ANY_ORDER {
            moves.sort_by_key(|(mv, ch)| (mv.quiet, ch.sum));
        }
        // The children are played first and their fail-table slots read
        // together, before any is searched: a lookup in a table of
        // hundreds of megabytes misses the cache, and reads issued one
        // after another wait for their misses together instead of one by
        // one (half of a dense proof's time was these waits). Children
        // with one move left use the near table, which the cache holds.
        // A step that makes no run is noted for the children's sleep sets,
        // and left out when it is asleep here (see [`Sleep`]).
        if self.kids.len() <= depth {
            self.kids.resize_with(depth + 1, Vec::new);
        }
        let mut kids = std::mem::take(&mut self.kids[depth]);
        kids.clear();
        let mut quiet_steps = [0u64; W];
        let mut kept = 0;
        for i in 0..moves.len() {
            let mv = moves[i].0;
            if mv.null {
                kids.push((*board, false, h));
            } else {
                let (child, vanished) = board.child(mv, &g);
                if !vanished && let Some(bit) = step_bit(mv) {
                    let x = usize::from(mv.x);
                    quiet_steps[x] |= bit;
                    if asleep.is_some_and(|a| a[x] & bit != 0) {
                        continue;
                    }
                }
                kids.push((child, vanished, hash(&child.cols)));
            }
            moves[kept] = moves[i];
            kept += 1;
        }
        moves.truncate(kept);
        // Children reached by a quiet swap or a step that expand in turn
        // get their sleeping moves: those asleep here that are quiet, and
        // the quiet moves tried before theirs, less those that do not
        // commute with it (see [`Sleep`]).
        let mut sleep = (k >= 3).then(|| {
            let mut s = SleepState::<W, ANY_ORDER>::new(asleep, &quiet, &quiet_steps);
            // In any order, the quiet swaps the bound let through are not
            // tried yet.
            if ANY_ORDER {
                for &(mv, _) in moves.iter() {
                    if mv.quiet
                        && let Some(bit) = sleep_bit(mv, false)
                    {
                        s.untried(usize::from(mv.x), bit);
                    }
                }
            }
            s
        });
        if k > 2 && self.in_table(k - 1) {
            let mut t = 0;
            for kid in &kids {
                t ^= self.store.touch(kid.2);
            }
            std::hint::black_box(t);
        }
        let mut found = false;
        let mut result = Ok(());
        for (&(mv, ch), &(child, vanished, ch_h)) in moves.iter().zip(&kids) {
            let next = if mv.null {
                let known = st.map_or(Known::Same, Known::Null);
                self.dfs::<ANY_ORDER>(board, h, k - 1, known, None)
            } else {
                if !vanished {
                    let known = st.map_or(Known::Same, |st| Known::After(st, ch));
                    let asleep = sleep.as_ref().and_then(|s| s.after(mv));
                    self.dfs::<ANY_ORDER>(&child, ch_h, k - 1, known, asleep.as_ref())
                } else if child.is_clear(&g) {
                    Ok(!self.exact)
                } else {
                    self.dfs::<ANY_ORDER>(&child, ch_h, k - 1, Known::Changed, None)
                }
            };
            if !go_on(next, mv.to_move(), &mut self.path, &mut found, &mut result) {
                break;
            }
            if ANY_ORDER && let (Some(s), Some(bit)) = (&mut sleep, sleep_bit(mv, vanished)) {
                s.tried(usize::from(mv.x), bit);
            }
        }
        self.kids[depth] = kids;
        self.passed[depth] = moves;
        result?;
        if found {
            Ok(true)
        } else {
            self.fail(board.cols, h, k)
        }
    }
}

/// Positions in the fail table up to which those with two moves left go in
/// it too.
///
/// A lookup in a table the cache holds is cheaper than searching a position
/// again, but in a table of hundreds of megabytes it misses the cache, and
/// with two moves left the bound lets few moves through (fewer than one
/// child in ten in the dense 10-move proofs), so searching again is the
/// cheaper. Those positions were also over a third of what the table held,
/// so leaving them out keeps the deeper failures from being cleared when it
/// fills: `fixtures/dense-10/case03` at 10 moves on one thread searched
/// 58.6 M positions in 14.7 s with them, 28.5 M in 7.1 s without. Small
/// searches never reach this size and search as before.
///
/// A table made small by `--memory` is cleared before it holds this many
/// (it is emptied at three quarters of its slots), so there they leave it
/// at half its slots ([`two_left_until`]): `fixtures/dense-10/case02` at 10
/// moves on one thread with 16 MiB searched 12.3 M positions in 3.4 s with
/// them, 10.2 M in 2.5 s without (two threads 2.9 s against 2.3 s); with
/// 32 MiB 2.4 s against 1.8 s (two threads 2.2 s against 1.7 s).
const TWO_LEFT_UNTIL: usize = 1 << 20;

/// Positions in a fail table of `max_slots` slots up to which those with
/// two moves left go in it too: [`TWO_LEFT_UNTIL`], or half its slots when
/// that is fewer.
fn two_left_until(max_slots: usize) -> usize {
    TWO_LEFT_UNTIL.min(max_slots / 2)
}

/// A step's bit in its cell's nibble of a [`Sleep`] set; `None` for a
/// swap.
#[inline(always)]
fn step_bit(mv: PMove) -> Option<u64> {
    match mv.kind {
        PKind::StepRight => Some(STEP_RIGHT << (4 * u32::from(mv.y))),
        PKind::StepLeft => Some(STEP_LEFT << (4 * u32::from(mv.y))),
        _ => None,
    }
}

/// A quiet move's bit in its cell's nibble of a [`Sleep`] set: a quiet
/// swap's, or a step's that made no run (`vanished` says whether blocks
/// vanished after it); `None` for any other move, null moves included.
#[inline(always)]
fn sleep_bit(mv: PMove, vanished: bool) -> Option<u64> {
    if mv.null || vanished {
        None
    } else if mv.quiet {
        Some(8 << (4 * u32::from(mv.y)))
    } else {
        step_bit(mv)
    }
}

/// What a search knows of a position's colours when it reaches it.
#[derive(Clone, Copy)]
pub(super) enum Known<'a> {
    /// Blocks vanished, or it is a root: work the colours out.
    Changed,
    /// The same colour counts as the position before, in a search without
    /// the column bound.
    Same,
    /// Nothing vanished: the position before the move, and the change read
    /// before the move was played, which the bound has let through.
    After(&'a ColourState, Change),
    /// A null move: the same colours as the position before, not yet held
    /// against the bound with one move fewer.
    Null(&'a ColourState),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::Rng;

    /// With the default memory the table leaves out positions with two
    /// moves left at [`TWO_LEFT_UNTIL`] (the pinned node counts depend on
    /// it); a table made small by `--memory` does so before it is first
    /// emptied, at three quarters of its slots.
    #[test]
    fn small_tables_leave_out_two_moves_left_before_they_are_emptied() {
        let slots = |bytes: usize| Store::<5>::local(7, bytes).max_slots();
        let default = crate::Options::default().memory_bytes;
        assert_eq!(two_left_until(slots(default)), TWO_LEFT_UNTIL);
        for mib in [1, 4, 16, 32, 64] {
            let max = slots(mib << 20);
            assert!(two_left_until(max) < max * 3 / 4, "{mib} MiB");
            assert!(two_left_until(max) >= max / 4, "{mib} MiB");
        }
    }

    /// Positions with two moves left kept out of the fail table from the
    /// start (as a search does once the table is large) change no answer:
    /// random dense 7 x 5 boards of three colours, exact budgets of 4 to
    /// 6, with and without null moves, give the same solution or none,
    /// and the search without them expands at least as many positions.
    #[test]
    fn two_moves_left_out_of_the_table_change_no_answer() {
        let g = Geometry {
            height: 7,
            grey: 0,
            colours: 3,
        };
        let mut rng = Rng::new(0x2_1eff);
        let (mut solved, mut more) = (0, 0);
        for _ in 0..300 {
            let mut cols = [0u64; 5];
            for col in cols.iter_mut() {
                for y in 0..3 + rng.next_u64() % 5 {
                    *col |= (1 + rng.next_u64() % 3) << (4 * y);
                }
            }
            let mut board = Packed { cols };
            board.settle(&g);
            if board.is_clear(&g) {
                continue;
            }
            let k = 4 + (rng.next_u64() % 3) as u32;
            let null_moves = rng.next_u64().is_multiple_of(2);
            let search = |in_table: bool| {
                let store = Store::local(g.height, 16 << 20);
                let mut s = PackedSearcher::<5>::new(
                    g,
                    MoveSet::Drag,
                    null_moves,
                    Goal::Exact,
                    store,
                    Control::new(),
                );
                s.two_left_in_table = in_table;
                let answer = s.solve(&board, k).expect("no limit");
                (answer, s.nodes)
            };
            let (with, n_with) = search(true);
            let (without, n_without) = search(false);
            assert_eq!(with, without, "{:x?} in {k}", board.cols);
            assert!(n_without >= n_with, "{:x?} in {k}", board.cols);
            solved += usize::from(with.is_some());
            more += usize::from(n_without > n_with);
        }
        assert!(
            solved >= 10 && more >= 100,
            "{solved} solved, {more} searched more"
        );
    }
}
