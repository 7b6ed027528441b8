//! The search queue: a bounded line of requests in front of a fixed number
//! of workers, fair to short searches.
//!
//! Every search first runs as a **quick** search, with a short time limit
//! ([`QueueConfig::quick_limit`]), on any free worker. One that does not
//! finish in that time is stopped and queued again as a **long** search,
//! which runs from the start with what is left of its time limit. Long
//! searches may hold at most [`QueueConfig::long_workers`] workers at once,
//! and one client (one address) at most [`QueueConfig::long_per_client`]
//! of them, so a worker is always left for quick searches (when there are
//! two or more) and no client can take every long slot.
//!
//! The line is first come, first served, except that a waiting search
//! that may not start yet (a long one when the long slots are taken)
//! lets the searches behind it that may start go first. A request that
//! finds [`QueueConfig::max_waiting`] requests already waiting is refused
//! at once (`429 busy` with `Retry-After`).
//!
//! A [`Ticket`] is a place in line and then, once granted, a worker: the
//! worker is given back when the ticket is dropped, and a ticket dropped
//! while waiting (its client went away) leaves the line.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use mayan_solve::Control;
use tokio::sync::oneshot;

/// The queue's settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QueueConfig {
    /// Searches that run at once.
    pub workers: usize,
    /// Of those, how many may be long searches (at least 1).
    pub long_workers: usize,
    /// Long searches one client may run at once (at least 1).
    pub long_per_client: usize,
    /// Requests that may wait; one more is refused (0: a request runs at
    /// once or is refused).
    pub max_waiting: usize,
    /// How long a search runs before it counts as long.
    pub quick_limit: Duration,
}

impl QueueConfig {
    /// The settings for `workers` workers: every worker but one for long
    /// searches (one when there is only one), half of those (at least one)
    /// for one client, 100 waiting, quick searches of 250 ms.
    pub fn for_workers(workers: usize) -> QueueConfig {
        let workers = workers.max(1);
        let long_workers = (workers - 1).max(1);
        QueueConfig {
            workers,
            long_workers,
            long_per_client: (long_workers / 2).max(1),
            max_waiting: 100,
            quick_limit: Duration::from_millis(250),
        }
    }
}

/// Which kind of worker a search waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lane {
    /// A search in its first [`QueueConfig::quick_limit`].
    Quick,
    /// A search that ran past its quick limit.
    Long,
}

/// The queue is full: the request is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Full {
    /// How many are waiting.
    pub waiting: usize,
}

/// The queue was closed (the server is stopping).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Closed;

/// A bounded, fair line in front of the workers. Clones share one queue.
#[derive(Clone, Debug)]
pub struct Queue {
    shared: Arc<Shared>,
}

#[derive(Debug)]
struct Shared {
    config: QueueConfig,
    state: Mutex<State>,
}

#[derive(Debug, Default)]
struct State {
    running: usize,
    long_running: usize,
    long_by_client: HashMap<IpAddr, usize>,
    waiting: VecDeque<Waiter>,
    next_id: u64,
    /// The controls of running searches, cancelled when the queue closes.
    controls: HashMap<u64, Control>,
    closed: bool,
}

#[derive(Debug)]
struct Waiter {
    id: u64,
    client: IpAddr,
    lane: Lane,
    grant: oneshot::Sender<()>,
}

impl Queue {
    /// An empty queue.
    pub fn new(config: QueueConfig) -> Queue {
        let config = QueueConfig {
            workers: config.workers.max(1),
            long_workers: config.long_workers.clamp(1, config.workers.max(1)),
            long_per_client: config.long_per_client.max(1),
            ..config
        };
        Queue {
            shared: Arc::new(Shared {
                config,
                state: Mutex::new(State::default()),
            }),
        }
    }

    /// The settings.
    pub fn config(&self) -> QueueConfig {
        self.shared.config
    }

    fn state(&self) -> MutexGuard<'_, State> {
        // A panic while the lock was held leaves counts that are still
        // whole (every change is one statement), so go on with them.
        self.shared
            .state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Joins the line for a worker of `lane`, for `client`. The ticket is
    /// granted at once when a worker is free and nobody that may start is
    /// waiting; [`Ticket::granted`] waits for it otherwise.
    pub fn join(&self, client: IpAddr, lane: Lane) -> Result<Ticket, Full> {
        let mut st = self.state();
        let (tx, rx) = oneshot::channel();
        let id = st.next_id;
        st.next_id += 1;
        if st.closed {
            // Dropping the sender tells the ticket the queue is closed.
            drop(tx);
        } else {
            st.waiting.push_back(Waiter {
                id,
                client,
                lane,
                grant: tx,
            });
            self.dispatch(&mut st);
            // Not granted at once, and the line was full already.
            if st.waiting.back().is_some_and(|w| w.id == id)
                && st.waiting.len() > self.shared.config.max_waiting
            {
                st.waiting.pop_back();
                return Err(Full {
                    waiting: st.waiting.len(),
                });
            }
        }
        Ok(Ticket {
            queue: self.clone(),
            id,
            client,
            lane,
            rx: Some(rx),
            granted: false,
        })
    }

    /// Hands free workers to the first waiters that may start.
    fn dispatch(&self, st: &mut State) {
        let c = self.shared.config;
        let mut i = 0;
        while i < st.waiting.len() && st.running < c.workers {
            let w = &st.waiting[i];
            let fits = match w.lane {
                Lane::Quick => true,
                Lane::Long => {
                    st.long_running < c.long_workers
                        && st.long_by_client.get(&w.client).copied().unwrap_or(0)
                            < c.long_per_client
                }
            };
            if !fits {
                i += 1;
                continue;
            }
            let Some(w) = st.waiting.remove(i) else {
                break;
            };
            // The ticket is still alive: a dropped one leaves the line
            // under this lock first, so the send reaches it.
            if w.grant.send(()).is_ok() {
                st.running += 1;
                if w.lane == Lane::Long {
                    st.long_running += 1;
                    *st.long_by_client.entry(w.client).or_insert(0) += 1;
                }
            }
        }
    }

    /// Gives a worker back.
    fn release(&self, client: IpAddr, lane: Lane, id: u64) {
        let mut st = self.state();
        st.running = st.running.saturating_sub(1);
        st.controls.remove(&id);
        if lane == Lane::Long {
            st.long_running = st.long_running.saturating_sub(1);
            if let Some(n) = st.long_by_client.get_mut(&client) {
                *n -= 1;
                if *n == 0 {
                    st.long_by_client.remove(&client);
                }
            }
        }
        self.dispatch(&mut st);
    }

    /// The place in line of a waiting ticket (1: next), or `None` when it
    /// is not waiting.
    pub fn position(&self, ticket_id: u64) -> Option<usize> {
        self.state()
            .waiting
            .iter()
            .position(|w| w.id == ticket_id)
            .map(|i| i + 1)
    }

    /// Searches running and requests waiting, now.
    pub fn load(&self) -> (usize, usize) {
        let st = self.state();
        (st.running, st.waiting.len())
    }

    /// Closes the queue (the server is stopping): every waiting ticket is
    /// told so, every running search is cancelled, and new tickets are
    /// closed at once.
    pub fn close(&self) {
        let mut st = self.state();
        st.closed = true;
        st.waiting.clear();
        for c in st.controls.values() {
            c.cancel();
        }
    }
}

/// A place in line, then a worker until dropped.
#[derive(Debug)]
pub struct Ticket {
    queue: Queue,
    id: u64,
    client: IpAddr,
    lane: Lane,
    rx: Option<oneshot::Receiver<()>>,
    granted: bool,
}

impl Ticket {
    /// The ticket's number, for [`Queue::position`].
    pub fn id(&self) -> u64 {
        self.id
    }

    /// Waits until the ticket is granted a worker.
    pub async fn granted(&mut self) -> Result<(), Closed> {
        if self.granted {
            return Ok(());
        }
        let rx = self.rx.as_mut().ok_or(Closed)?;
        match rx.await {
            Ok(()) => {
                self.granted = true;
                self.rx = None;
                Ok(())
            }
            Err(_) => Err(Closed),
        }
    }

    /// Records the control of the search run on this ticket's worker, so
    /// that closing the queue cancels it.
    pub fn running(&self, control: &Control) {
        let mut st = self.queue.state();
        if st.closed {
            control.cancel();
        }
        st.controls.insert(self.id, control.clone());
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        if self.granted {
            self.queue.release(self.client, self.lane, self.id);
            return;
        }
        let mut st = self.queue.state();
        if let Some(i) = st.waiting.iter().position(|w| w.id == self.id) {
            st.waiting.remove(i);
            // Whoever waited behind may now go first.
            self.queue.dispatch(&mut st);
            return;
        }
        drop(st);
        // Granted, but never awaited: give the worker back.
        if let Some(mut rx) = self.rx.take()
            && rx.try_recv().is_ok()
        {
            self.queue.release(self.client, self.lane, self.id);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::Ipv4Addr;

    fn ip(n: u8) -> IpAddr {
        IpAddr::V4(Ipv4Addr::new(127, 0, 0, n))
    }

    fn queue(workers: usize, max_waiting: usize) -> Queue {
        Queue::new(QueueConfig {
            max_waiting,
            ..QueueConfig::for_workers(workers)
        })
    }

    fn is_granted(t: &mut Ticket) -> bool {
        t.granted
            || match t.rx.as_mut().map(|rx| rx.try_recv()) {
                Some(Ok(())) => {
                    t.granted = true;
                    t.rx = None;
                    true
                }
                _ => false,
            }
    }

    #[test]
    fn first_come_first_served_up_to_the_workers() {
        let q = queue(2, 10);
        let mut a = q.join(ip(1), Lane::Quick).unwrap();
        let mut b = q.join(ip(2), Lane::Quick).unwrap();
        let mut c = q.join(ip(3), Lane::Quick).unwrap();
        let mut d = q.join(ip(4), Lane::Quick).unwrap();
        assert!(is_granted(&mut a) && is_granted(&mut b));
        assert!(!is_granted(&mut c) && !is_granted(&mut d));
        assert_eq!(q.position(c.id()), Some(1));
        assert_eq!(q.position(d.id()), Some(2));
        drop(a);
        assert!(is_granted(&mut c) && !is_granted(&mut d));
        assert_eq!(q.position(d.id()), Some(1));
        assert_eq!(q.load(), (2, 1));
    }

    #[test]
    fn a_full_queue_refuses() {
        let q = queue(1, 2);
        let _a = q.join(ip(1), Lane::Quick).unwrap();
        let _b = q.join(ip(1), Lane::Quick).unwrap();
        let _c = q.join(ip(1), Lane::Quick).unwrap();
        assert_eq!(q.join(ip(1), Lane::Quick).unwrap_err(), Full { waiting: 2 });
    }

    #[test]
    fn long_searches_leave_a_worker_to_quick_ones() {
        let q = queue(2, 10);
        let mut long1 = q.join(ip(1), Lane::Long).unwrap();
        let mut long2 = q.join(ip(2), Lane::Long).unwrap();
        let mut quick = q.join(ip(1), Lane::Quick).unwrap();
        assert!(is_granted(&mut long1));
        // The second long search waits; the quick one behind it goes first.
        assert!(!is_granted(&mut long2));
        assert!(is_granted(&mut quick));
        drop(long1);
        assert!(is_granted(&mut long2));
    }

    #[test]
    fn one_client_holds_a_bounded_share_of_the_long_workers() {
        // 5 workers: 4 for long searches, 2 of them for one client.
        let q = queue(5, 10);
        let mut mine: Vec<Ticket> = (0..3).map(|_| q.join(ip(1), Lane::Long).unwrap()).collect();
        let mut other = q.join(ip(2), Lane::Long).unwrap();
        let granted: Vec<bool> = mine.iter_mut().map(is_granted).collect();
        assert_eq!(granted, [true, true, false]);
        assert!(
            is_granted(&mut other),
            "another client's long search skips the line"
        );
        drop(mine.remove(0));
        assert!(is_granted(&mut mine[1]));
    }

    #[test]
    fn a_ticket_dropped_while_waiting_leaves_the_line() {
        let q = queue(1, 10);
        let a = q.join(ip(1), Lane::Quick).unwrap();
        let b = q.join(ip(1), Lane::Quick).unwrap();
        let mut c = q.join(ip(1), Lane::Quick).unwrap();
        drop(b);
        assert_eq!(q.position(c.id()), Some(1));
        drop(a);
        assert!(is_granted(&mut c));
        drop(c);
        assert_eq!(q.load(), (0, 0));
    }

    #[test]
    fn a_ticket_granted_but_never_awaited_gives_its_worker_back() {
        let q = queue(1, 10);
        let a = q.join(ip(1), Lane::Quick).unwrap();
        let b = q.join(ip(1), Lane::Quick).unwrap();
        drop(a); // grants b, which is dropped before it looks
        drop(b);
        assert_eq!(q.load(), (0, 0));
        let mut c = q.join(ip(1), Lane::Quick).unwrap();
        assert!(is_granted(&mut c));
    }

    #[test]
    fn closing_cancels_the_running_and_tells_the_waiting() {
        let q = queue(1, 10);
        let mut a = q.join(ip(1), Lane::Quick).unwrap();
        assert!(is_granted(&mut a));
        let control = Control::new();
        a.running(&control);
        let mut b = q.join(ip(1), Lane::Quick).unwrap();
        q.close();
        assert!(control.is_cancelled());
        let rt = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        assert_eq!(rt.block_on(b.granted()), Err(Closed));
        let mut c = q.join(ip(1), Lane::Quick).unwrap();
        assert_eq!(rt.block_on(c.granted()), Err(Closed));
    }
}
