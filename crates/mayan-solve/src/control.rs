//! What every search loop shares: the [`Control`] that stops and watches
//! a running search (cancel, deadline, node budget, progress), polled in
//! one place ([`Control::poll`]) every [`POLL_EVERY`] positions; why a
//! search stopped ([`Halt`], and [`Stop`] inside the engines); what a move
//! loop does with a child's answer (`go_on`), how the solution is read off
//! the path built on the way back up (`take_solution`), and which budgets a
//! proven failure covers (`fail_mask`).
//!
//! A front end builds one `Control` per search (or per request), keeps a
//! clone to cancel it or read its progress from another thread, and hands
//! it to the search in [`crate::Options`].

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use mayan_core::Move;

/// How often, in positions, a search loop polls its [`Control`].
pub const POLL_EVERY: u64 = 1024;

/// Why a search was stopped before it finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Halt {
    /// [`Control::cancel`] was called (Ctrl-C, a client that went away).
    Cancelled,
    /// The deadline passed.
    TimedOut,
    /// The node budget was spent.
    NodeLimit,
}

impl Halt {
    /// Its key in the catalogue's messages (`solve-halt`): `cancelled`,
    /// `timed-out` or `node-limit`.
    pub fn key(self) -> &'static str {
        match self {
            Halt::Cancelled => "cancelled",
            Halt::TimedOut => "timed-out",
            Halt::NodeLimit => "node-limit",
        }
    }
}

/// Why, in a few words, in the language of the thread: "cancelled", "out
/// of time", "out of its node budget".
impl fmt::Display for Halt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&mayan_i18n::t!("solve-halt", halt = self.key()))
    }
}

/// Why an engine's search stopped without an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// Its [`Control`] stopped it.
    Halted(Halt),
    /// A parallel search found a solution that sorts before this branch.
    /// The parallel driver drops such branches; it never reaches a caller.
    Superseded,
    /// A probe's own node budget ran out (the generator's cheap first
    /// pass, [`crate::packed::StepCheck`]); the probe's caller reads it as
    /// "not found yet", and it never reaches a caller beyond.
    Budget,
}

impl Stop {
    /// The halt to report. A superseded branch is one the parallel driver
    /// drops, so it reports as cancelled only if a caller ever saw one.
    pub fn halt(self) -> Halt {
        match self {
            Stop::Halted(h) => h,
            Stop::Superseded | Stop::Budget => Halt::Cancelled,
        }
    }
}

/// Stops and watches a running search. Clones share one state: keep one to
/// cancel the search or read its progress from another thread.
#[derive(Clone, Debug)]
pub struct Control {
    shared: Arc<Shared>,
    deadline: Option<Instant>,
    node_limit: Option<u64>,
}

#[derive(Debug)]
struct Shared {
    cancel: Arc<AtomicBool>,
    nodes: AtomicU64,
    /// Threads the search runs on (see [`Control::threads`]).
    threads: AtomicUsize,
    started: Instant,
}

impl Default for Control {
    fn default() -> Control {
        Control::new()
    }
}

impl Control {
    /// A control with no deadline and no node budget, started now.
    pub fn new() -> Control {
        Control::with_cancel_flag(Arc::new(AtomicBool::new(false)))
    }

    /// A control whose cancel flag is `flag`: raising it (from a signal
    /// handler, say) cancels the search as [`Control::cancel`] does.
    pub fn with_cancel_flag(flag: Arc<AtomicBool>) -> Control {
        Control {
            shared: Arc::new(Shared {
                cancel: flag,
                nodes: AtomicU64::new(0),
                threads: AtomicUsize::new(1),
                started: Instant::now(),
            }),
            deadline: None,
            node_limit: None,
        }
    }

    /// The same control, stopping the search `limit` from now (a limit too
    /// large to represent is no limit). Clones made before keep their own
    /// deadline: one cancel can serve many searches with a time limit each.
    pub fn with_timeout(self, limit: Duration) -> Control {
        let deadline = Instant::now().checked_add(limit);
        Control { deadline, ..self }
    }

    /// The same control, stopping the search after about `nodes` positions
    /// (checked every [`POLL_EVERY`], across all threads).
    pub fn with_node_limit(self, nodes: u64) -> Control {
        Control {
            node_limit: Some(nodes),
            ..self
        }
    }

    /// Stops the search at its next poll, from any thread.
    pub fn cancel(&self) {
        self.shared.cancel.store(true, Ordering::Relaxed);
    }

    /// True once [`Control::cancel`] was called.
    pub fn is_cancelled(&self) -> bool {
        self.shared.cancel.load(Ordering::Relaxed)
    }

    /// Positions searched so far, to the last [`POLL_EVERY`], by every
    /// search this control served.
    pub fn nodes(&self) -> u64 {
        self.shared.nodes.load(Ordering::Relaxed)
    }

    /// Threads the search ran its last parallel part on (1 until it
    /// starts one): progress displays give the speed per thread.
    pub fn threads(&self) -> usize {
        self.shared.threads.load(Ordering::Relaxed)
    }

    /// Called by a search as it starts `threads` threads.
    pub fn set_threads(&self, threads: usize) {
        self.shared.threads.store(threads.max(1), Ordering::Relaxed);
    }

    /// True when both are clones of one control.
    pub fn same_as(&self, other: &Control) -> bool {
        Arc::ptr_eq(&self.shared, &other.shared)
    }

    /// Time since the control was created.
    pub fn elapsed(&self) -> Duration {
        self.shared.started.elapsed()
    }

    /// What every search loop calls once per [`POLL_EVERY`] positions:
    /// counts them for progress, then stops the search when it was
    /// cancelled, its deadline passed or its node budget is spent.
    #[cold]
    #[inline(never)]
    pub fn poll(&self) -> Result<(), Halt> {
        self.shared.nodes.fetch_add(POLL_EVERY, Ordering::Relaxed);
        self.check()
    }

    /// Whether the search is to stop: cancelled, out of its node budget or
    /// past its deadline. [`Control::poll`] asks it as it counts; a search
    /// (or a branch of one) asks it before it starts.
    pub fn check(&self) -> Result<(), Halt> {
        if self.is_cancelled() {
            Err(Halt::Cancelled)
        } else if self.node_limit.is_some_and(|limit| self.nodes() >= limit) {
            Err(Halt::NodeLimit)
        } else if self.deadline.is_some_and(|d| Instant::now() >= d) {
            Err(Halt::TimedOut)
        } else {
            Ok(())
        }
    }
}

/// The budgets a failure with `k` moves left covers, as bits: under the
/// exact goal only `k` itself; under at-most every budget up to `k` (what
/// cannot be cleared in `k` moves cannot be in fewer).
#[inline(always)]
pub(crate) fn fail_mask(exact: bool, k: u32) -> u64 {
    if exact { 1u64 << k } else { (2u64 << k) - 1 }
}

/// What a search's move loop does with the answer `next` of the position
/// after `mv`: a win puts `mv` on `path` (solutions are built backwards)
/// and sets `found`, an error is kept in `result`; either stops the loop.
/// True to go on with the next move.
#[inline(always)]
pub(crate) fn go_on(
    next: Result<bool, Stop>,
    mv: Move,
    path: &mut Vec<Move>,
    found: &mut bool,
    result: &mut Result<(), Stop>,
) -> bool {
    match next {
        Ok(true) => {
            path.push(mv);
            *found = true;
            false
        }
        Ok(false) => true,
        Err(e) => {
            *result = Err(e);
            false
        }
    }
}

/// The solution a search found, from the moves it pushed on its way back
/// up (last move first), or `None` when it found none.
pub(crate) fn take_solution(found: bool, path: &mut Vec<Move>) -> Option<Vec<Move>> {
    found.then(|| {
        let mut moves = std::mem::take(path);
        moves.reverse();
        moves
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_stop_condition_halts_the_poll_and_the_check() {
        let c = Control::new();
        assert_eq!(c.poll(), Ok(()));
        assert_eq!(c.nodes(), POLL_EVERY);
        let clone = c.clone();
        clone.cancel();
        assert_eq!(c.poll(), Err(Halt::Cancelled));
        assert_eq!(c.check(), Err(Halt::Cancelled));

        let c = Control::new().with_node_limit(2 * POLL_EVERY);
        assert_eq!(c.poll(), Ok(()));
        assert_eq!(c.poll(), Err(Halt::NodeLimit));
        assert_eq!(c.check(), Err(Halt::NodeLimit));

        let c = Control::new().with_timeout(Duration::ZERO);
        assert_eq!(c.check(), Err(Halt::TimedOut));
        // A limit past what an Instant holds is no limit.
        let c = Control::new().with_timeout(Duration::MAX);
        assert_eq!(c.poll(), Ok(()));
    }

    #[test]
    fn a_timeout_on_a_clone_leaves_the_shared_cancel_and_count() {
        let root = Control::new();
        let job = root.clone().with_timeout(Duration::ZERO);
        assert_eq!(job.check(), Err(Halt::TimedOut));
        assert_eq!(root.check(), Ok(()));
        let _ = job.poll();
        assert_eq!(root.nodes(), POLL_EVERY);
        root.cancel();
        assert!(job.is_cancelled() && job.same_as(&root));
    }
}
