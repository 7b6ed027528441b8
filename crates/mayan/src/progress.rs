//! Long searches: a progress line on stderr (only when stderr is a
//! terminal) and a clean stop on Ctrl-C.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};
use std::thread;
use std::time::{Duration, Instant};

use anyhow::Result;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle, TermLike};
use mayan_solve::{Options, Outcome, SolveError};

/// How a search ended.
pub enum Searched<T = Outcome> {
    /// It finished.
    Done(T),
    /// Ctrl-C stopped it.
    Stopped {
        /// Positions searched by then.
        nodes: u64,
        /// Time spent.
        elapsed: Duration,
    },
}

/// The process's Ctrl-C state: a search running, and its cancel flag.
struct Interrupt {
    searching: AtomicBool,
    cancel: Arc<AtomicBool>,
}

static INTERRUPT: OnceLock<Option<&'static Interrupt>> = OnceLock::new();

impl Interrupt {
    /// What a Ctrl-C does: true when it only cancels the running search
    /// (the first one during a search), false when the process should end.
    fn cancels_search(&self) -> bool {
        self.searching.load(Ordering::SeqCst) && !self.cancel.swap(true, Ordering::SeqCst)
    }
}

/// Installs the Ctrl-C handler once (the `ctrlc` crate's, which runs it on
/// a thread of its own). While a search runs, Ctrl-C raises its cancel flag
/// (a second Ctrl-C ends the process); otherwise it ends the process at
/// once, with exit code 130 as a shell reports an interrupted program.
/// `None` when no handler could be installed.
fn interrupt() -> Option<&'static Interrupt> {
    *INTERRUPT.get_or_init(|| {
        let state: &'static Interrupt = Box::leak(Box::new(Interrupt {
            searching: AtomicBool::new(false),
            cancel: Arc::new(AtomicBool::new(false)),
        }));
        let installed = ctrlc::set_handler(move || {
            if !state.cancels_search() {
                std::process::exit(130);
            }
        });
        installed.is_ok().then_some(state)
    })
}

/// Runs any search (`solve`, a count, a list of solutions, ...) with a
/// progress line on stderr when stderr is a terminal and with Ctrl-C
/// stopping it cleanly: `work` gets the options with the progress counter
/// and the cancel flag set.
pub fn run<T>(
    opts: &Options,
    work: impl FnOnce(&Options) -> Result<T, SolveError>,
) -> Result<Searched<T>> {
    let mut opts = opts.clone();
    let counter = Arc::new(AtomicU64::new(0));
    opts.progress = Some(counter.clone());
    let state = interrupt();
    if let Some(s) = state {
        s.cancel.store(false, Ordering::SeqCst);
        s.searching.store(true, Ordering::SeqCst);
        opts.cancel = Some(s.cancel.clone());
    }
    let start = Instant::now();
    let done = Arc::new(AtomicBool::new(false));
    let reporter = std::io::stderr().is_terminal().then(|| {
        let done = done.clone();
        let counter = counter.clone();
        thread::spawn(move || report(&done, &counter, start))
    });
    let result = work(&opts);
    done.store(true, Ordering::SeqCst);
    if let Some(s) = state {
        s.searching.store(false, Ordering::SeqCst);
    }
    if let Some(r) = reporter {
        let _ = r.join();
    }
    Ok(match result {
        Ok(value) => Searched::Done(value),
        Err(SolveError::Cancelled { nodes }) => Searched::Stopped {
            nodes,
            elapsed: start.elapsed(),
        },
    })
}

/// Shows the progress line until `done`, from half a second in (quick
/// searches show nothing).
fn report(done: &AtomicBool, counter: &AtomicU64, start: Instant) {
    let mut bar: Option<ProgressBar> = None;
    while !done.load(Ordering::SeqCst) {
        thread::sleep(Duration::from_millis(100));
        let elapsed = start.elapsed();
        if elapsed < Duration::from_millis(500) {
            continue;
        }
        let bar = bar.get_or_insert_with(|| {
            let b = ProgressBar::with_draw_target(
                None,
                ProgressDrawTarget::term_like(Box::new(NarrowStderr)),
            );
            if let Ok(style) =
                ProgressStyle::with_template("{spinner} searching: {msg}  (Ctrl-C stops)")
            {
                b.set_style(style);
            }
            b
        });
        bar.set_message(progress_text(counter.load(Ordering::Relaxed), elapsed));
        bar.tick();
    }
    if let Some(b) = bar {
        b.finish_and_clear();
    }
}

/// Stderr as a terminal a few columns narrower than it is. indicatif pads
/// its line to the full width; the terminal's `^C` echo would then wrap to
/// a new line and leave the progress line behind after a stop.
#[derive(Debug)]
struct NarrowStderr;

impl NarrowStderr {
    fn put(&self, s: &str) -> std::io::Result<()> {
        use std::io::Write;
        std::io::stderr().write_all(s.as_bytes())
    }
}

impl TermLike for NarrowStderr {
    fn width(&self) -> u16 {
        let w = console::Term::stderr()
            .size_checked()
            .map_or(80, |(_, w)| w);
        w.saturating_sub(4).max(20)
    }

    fn height(&self) -> u16 {
        console::Term::stderr()
            .size_checked()
            .map_or(24, |(h, _)| h)
    }

    fn move_cursor_up(&self, n: usize) -> std::io::Result<()> {
        if n > 0 {
            self.put(&format!("\x1b[{n}A"))
        } else {
            Ok(())
        }
    }

    fn move_cursor_down(&self, n: usize) -> std::io::Result<()> {
        if n > 0 {
            self.put(&format!("\x1b[{n}B"))
        } else {
            Ok(())
        }
    }

    fn move_cursor_right(&self, n: usize) -> std::io::Result<()> {
        if n > 0 {
            self.put(&format!("\x1b[{n}C"))
        } else {
            Ok(())
        }
    }

    fn move_cursor_left(&self, n: usize) -> std::io::Result<()> {
        if n > 0 {
            self.put(&format!("\x1b[{n}D"))
        } else {
            Ok(())
        }
    }

    fn write_line(&self, s: &str) -> std::io::Result<()> {
        self.put(&format!("{s}\n"))
    }

    fn write_str(&self, s: &str) -> std::io::Result<()> {
        self.put(s)
    }

    fn clear_line(&self) -> std::io::Result<()> {
        self.put("\r\x1b[2K")
    }

    fn flush(&self) -> std::io::Result<()> {
        use std::io::Write;
        std::io::stderr().flush()
    }
}

/// `12.3M positions, 4.10M/s, 3.0 s`.
pub fn progress_text(nodes: u64, elapsed: Duration) -> String {
    let secs = elapsed.as_secs_f64();
    let rate = if secs > 0.0 { nodes as f64 / secs } else { 0.0 };
    format!(
        "{} positions, {}/s, {secs:.1} s",
        si(nodes as f64),
        si(rate)
    )
}

/// A count with a k, M or G suffix.
pub fn si(v: f64) -> String {
    if v >= 1e9 {
        format!("{:.2}G", v / 1e9)
    } else if v >= 1e6 {
        format!("{:.2}M", v / 1e6)
    } else if v >= 1e3 {
        format!("{:.1}k", v / 1e3)
    } else {
        format!("{v:.0}")
    }
}

/// The message for a stopped search.
pub fn stopped_text(nodes: u64, elapsed: Duration) -> String {
    format!(
        "stopped: no answer; searched {nodes} positions in {:.1} s ({}/s)",
        elapsed.as_secs_f64(),
        si(if elapsed.as_secs_f64() > 0.0 {
            nodes as f64 / elapsed.as_secs_f64()
        } else {
            0.0
        })
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ctrl_c_cancels_a_running_search_once_then_ends_the_process() {
        let s = Interrupt {
            searching: AtomicBool::new(false),
            cancel: Arc::new(AtomicBool::new(false)),
        };
        // No search: end the process.
        assert!(!s.cancels_search());
        assert!(!s.cancel.load(Ordering::SeqCst));
        // The first during a search raises its flag; the second ends it.
        s.searching.store(true, Ordering::SeqCst);
        assert!(s.cancels_search());
        assert!(s.cancel.load(Ordering::SeqCst));
        assert!(!s.cancels_search());
    }

    #[test]
    fn numbers_read_well() {
        assert_eq!(si(950.0), "950");
        assert_eq!(si(12_345.0), "12.3k");
        assert_eq!(si(4_100_000.0), "4.10M");
        assert_eq!(si(2.5e9), "2.50G");
        assert_eq!(
            progress_text(12_300_000, Duration::from_secs(3)),
            "12.30M positions, 4.10M/s, 3.0 s"
        );
        assert_eq!(
            stopped_text(2048, Duration::from_secs(2)),
            "stopped: no answer; searched 2048 positions in 2.0 s (1.0k/s)"
        );
    }
}
