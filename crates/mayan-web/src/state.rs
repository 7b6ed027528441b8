//! What the handlers share: the settings, the search queue and the
//! progress of searches by the id the page chose; and [`AppState::run`],
//! the one way a request runs a search (in line, on a worker, within its
//! time limit, stopped when its client goes away).

use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use mayan_solve::{Control, Halt, Options, SolveError};

use crate::Config;
use crate::error::ApiError;
use crate::queue::{Lane, Queue, QueueConfig};

/// What the handlers share.
#[derive(Clone)]
pub struct AppState {
    /// The settings.
    pub config: Arc<Config>,
    /// The line in front of the workers.
    pub queue: Queue,
    /// Searches started with `?progress=ID`, by that id.
    progress: Arc<Mutex<HashMap<String, Entry>>>,
}

/// Where a search with a progress id is.
#[derive(Clone)]
enum Entry {
    /// Waiting in line with this ticket.
    Waiting(u64),
    /// Running under this control.
    Running(Control),
}

/// What `GET /api/progress/ID` reports.
pub enum Progress {
    /// No such search is waiting or running.
    Unknown,
    /// Waiting: its place in line (1: next).
    Waiting(usize),
    /// Running: positions searched and time spent in this run.
    Running {
        /// Positions searched.
        nodes: u64,
        /// Time since it started.
        elapsed: Duration,
    },
}

/// Why a search's work gave no answer.
#[derive(Debug)]
pub enum Failed {
    /// Its control stopped it.
    Stopped {
        /// Why.
        halt: Halt,
        /// Positions searched by then.
        nodes: u64,
    },
    /// The request cannot be served (an impossible generator spec, say).
    Invalid(String),
}

impl From<SolveError> for Failed {
    fn from(e: SolveError) -> Failed {
        match e {
            SolveError::Stopped { halt, nodes } => Failed::Stopped { halt, nodes },
        }
    }
}

/// The client of a request: its address, or the unspecified address when
/// the server was not started with connection info (tests in process).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Client(pub IpAddr);

impl<S: Send + Sync> FromRequestParts<S> for Client {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Client, Self::Rejection> {
        Ok(Client(
            parts
                .extensions
                .get::<ConnectInfo<SocketAddr>>()
                .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |c| c.0.ip()),
        ))
    }
}

impl AppState {
    /// Fresh state for a configuration.
    pub fn new(config: Config) -> AppState {
        let queue = Queue::new(QueueConfig {
            max_waiting: config.max_queue,
            quick_limit: config.quick_limit,
            ..QueueConfig::for_workers(config.max_concurrent)
        });
        AppState {
            config: Arc::new(config),
            queue,
            progress: Arc::new(Mutex::new(HashMap::new())),
        }
    }

    /// The search options of a request: one thread, the server's memory.
    pub fn options(&self, null_moves: bool) -> Options {
        Options {
            null_moves,
            threads: 1,
            memory_bytes: self.config.memory_bytes,
            ..Options::default()
        }
    }

    /// Runs `work` on a worker: in line first (refused when the line is
    /// full), then as a quick search; one that runs past the queue's quick
    /// limit is queued again as a long search and run from the start. The
    /// time limit counts from the first start. The search stops when the
    /// limit passes, when the server stops, or when the returned future is
    /// dropped (the client went away).
    pub async fn run<T, F>(
        &self,
        client: Client,
        progress_id: Option<String>,
        opts: Options,
        work: F,
    ) -> Result<T, ApiError>
    where
        T: Send + 'static,
        F: Fn(&Options) -> Result<T, Failed> + Send + Sync + 'static,
    {
        let work = Arc::new(work);
        let limit = self.config.solve_timeout;
        let quick = self.queue.config().quick_limit;
        let registered = progress_id.map(|id| Registered {
            map: self.progress.clone(),
            id,
        });
        let mut lane = Lane::Quick;
        let mut first_start: Option<Instant> = None;
        let mut nodes_before = 0;
        loop {
            let mut ticket = self
                .queue
                .join(client.0, lane)
                .map_err(|full| ApiError::busy(full.waiting))?;
            if let Some(r) = &registered {
                r.set(Entry::Waiting(ticket.id()));
            }
            match tokio::time::timeout(self.config.queue_timeout, ticket.granted()).await {
                Err(_) => return Err(ApiError::waited_too_long(self.config.queue_timeout)),
                Ok(Err(_closed)) => return Err(ApiError::stopping()),
                Ok(Ok(())) => {}
            }
            let start = *first_start.get_or_insert_with(Instant::now);
            let left = limit.saturating_sub(start.elapsed());
            let phase = if lane == Lane::Quick {
                left.min(quick)
            } else {
                left
            };
            let control = Control::new().with_timeout(phase);
            ticket.running(&control);
            if let Some(r) = &registered {
                r.set(Entry::Running(control.clone()));
            }
            let _stop_on_drop = StopOnDrop(control.clone());
            let opts = Options {
                control: control.clone(),
                ..opts.clone()
            };
            let work = work.clone();
            let task = tokio::task::spawn_blocking(move || {
                // The worker is held until the search has really stopped.
                let _ticket = ticket;
                work(&opts)
            });
            // The search stops itself at its deadline; the timer here only
            // answers one that does not poll in time.
            let outcome = match tokio::time::timeout(phase + Duration::from_millis(250), task).await
            {
                Err(_) => {
                    control.cancel();
                    Err(Failed::Stopped {
                        halt: Halt::TimedOut,
                        nodes: control.nodes(),
                    })
                }
                Ok(Err(e)) => return Err(ApiError::internal(format!("the search failed: {e}"))),
                Ok(Ok(r)) => r,
            };
            match outcome {
                Ok(v) => return Ok(v),
                Err(Failed::Invalid(m)) => return Err(ApiError::invalid(m)),
                Err(Failed::Stopped { halt, nodes }) => {
                    nodes_before += nodes;
                    if halt == Halt::Cancelled && control.is_cancelled() {
                        return Err(ApiError::stopping());
                    }
                    if lane == Lane::Quick && phase < left {
                        // A long search: in line again, for a long worker.
                        lane = Lane::Long;
                        continue;
                    }
                    return Err(ApiError::timed_out(limit.as_millis(), nodes_before));
                }
            }
        }
    }

    /// Where the search started with `?progress=id` is.
    pub fn progress(&self, id: &str) -> Progress {
        let entry = self
            .progress
            .lock()
            .ok()
            .and_then(|map| map.get(id).cloned());
        match entry {
            None => Progress::Unknown,
            Some(Entry::Waiting(ticket)) => match self.queue.position(ticket) {
                Some(place) => Progress::Waiting(place),
                None => Progress::Unknown,
            },
            Some(Entry::Running(c)) => Progress::Running {
                nodes: c.nodes(),
                elapsed: c.elapsed(),
            },
        }
    }
}

/// Cancels a search when dropped: a request that goes away stops its
/// search.
struct StopOnDrop(Control);

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        self.0.cancel();
    }
}

/// A progress entry, removed when its request ends.
struct Registered {
    map: Arc<Mutex<HashMap<String, Entry>>>,
    id: String,
}

impl Registered {
    fn set(&self, entry: Entry) {
        if let Ok(mut map) = self.map.lock() {
            map.insert(self.id.clone(), entry);
        }
    }
}

impl Drop for Registered {
    fn drop(&mut self) {
        if let Ok(mut map) = self.map.lock() {
            map.remove(&self.id);
        }
    }
}
