//! The one run wrapper of every search the command line starts
//! ([`run`]): a progress line on stderr (only when stderr is a terminal), a
//! clean stop on Ctrl-C, and a stop handed up as [`Stopped`] (exit 3).

use std::fmt;
use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};
use std::thread;
use std::time::Duration;

use anyhow::Result;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle, TermLike};
use mayan_i18n::t;
use mayan_solve::{Control, Halt, Options, SolveError};

/// A search stopped before it finished. Every subcommand hands it up as an
/// error; `main` prints it and exits with code 3.
#[derive(Debug)]
pub struct Stopped {
    /// Why.
    pub halt: Halt,
    /// Positions searched by then.
    pub nodes: u64,
    /// Time spent.
    pub elapsed: Duration,
}

impl fmt::Display for Stopped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&stopped_text(self.halt, self.nodes, self.elapsed))
    }
}

impl std::error::Error for Stopped {}

/// The process's Ctrl-C state, as plain flags that signal-hook's handler
/// sets (no thread, no code of ours in the handler).
struct Interrupt {
    /// Raised by every Ctrl-C: the cancel flag of the running search.
    cancel: Arc<AtomicBool>,
    /// While raised, a Ctrl-C ends the process (exit 130). Lowered while a
    /// search runs, and raised again by its first Ctrl-C, so a second one
    /// ends the process.
    armed: Arc<AtomicBool>,
}

/// Installs the Ctrl-C handling, before anything else runs: from then on a
/// Ctrl-C ends the process with 130, except the first during a search.
pub fn install_interrupt() {
    interrupt();
}

/// Installs the Ctrl-C handling once; `None` when the system refuses it.
fn interrupt() -> Option<&'static Interrupt> {
    static INTERRUPT: OnceLock<Option<Interrupt>> = OnceLock::new();
    INTERRUPT
        .get_or_init(|| {
            use signal_hook::consts::SIGINT;
            use signal_hook::flag;
            let state = Interrupt {
                cancel: Arc::new(AtomicBool::new(false)),
                armed: Arc::new(AtomicBool::new(true)),
            };
            // The order matters: the exit is decided before this Ctrl-C arms
            // the next one.
            flag::register_conditional_shutdown(SIGINT, 130, state.armed.clone()).ok()?;
            flag::register(SIGINT, state.armed.clone()).ok()?;
            flag::register(SIGINT, state.cancel.clone()).ok()?;
            Some(state)
        })
        .as_ref()
}

/// While it lives, the first Ctrl-C cancels its [`Control`] instead of
/// ending the process: for front ends that run many searches under one
/// control (`mayan batch`) and for [`run`].
pub struct Interruptible {
    control: Control,
}

impl Interruptible {
    /// A fresh control that Ctrl-C cancels until the guard is dropped.
    pub fn new() -> Interruptible {
        let control = match interrupt() {
            Some(i) => {
                i.cancel.store(false, Ordering::SeqCst);
                i.armed.store(false, Ordering::SeqCst);
                Control::with_cancel_flag(i.cancel.clone())
            }
            None => Control::new(),
        };
        Interruptible { control }
    }

    /// The control Ctrl-C cancels.
    pub fn control(&self) -> &Control {
        &self.control
    }
}

impl Drop for Interruptible {
    fn drop(&mut self) {
        if let Some(i) = interrupt() {
            i.armed.store(true, Ordering::SeqCst);
        }
    }
}

/// Runs any search (`solve`, a count, a list of solutions, hints, ...)
/// under a fresh [`Control`] in `opts`, stopping after `timeout`: a
/// progress line on stderr when it is a terminal, and Ctrl-C stopping it
/// cleanly. A stop comes back as a [`Stopped`] error.
pub fn run<T>(
    opts: &Options,
    timeout: Option<Duration>,
    work: impl FnOnce(&Options) -> Result<T, SolveError>,
) -> Result<T> {
    let interruptible = Interruptible::new();
    let control = interruptible.control().clone();
    let control = match timeout {
        Some(limit) => control.with_timeout(limit),
        None => control,
    };
    let opts = Options {
        control: control.clone(),
        ..opts.clone()
    };
    let done = Arc::new(AtomicBool::new(false));
    let reporter = std::io::stderr().is_terminal().then(|| {
        let done = done.clone();
        let control = control.clone();
        thread::spawn(move || report(&done, &control))
    });
    let result = work(&opts);
    done.store(true, Ordering::SeqCst);
    if let Some(r) = reporter {
        let _ = r.join();
    }
    result.map_err(|SolveError::Stopped { halt, nodes }| {
        Stopped {
            halt,
            nodes,
            elapsed: control.elapsed(),
        }
        .into()
    })
}

/// Shows the progress line until `done`, from half a second in (quick
/// searches show nothing).
fn report(done: &AtomicBool, control: &Control) {
    let mut bar: Option<ProgressBar> = None;
    while !done.load(Ordering::SeqCst) {
        thread::sleep(Duration::from_millis(100));
        let elapsed = control.elapsed();
        if elapsed < Duration::from_millis(500) {
            continue;
        }
        let bar = bar.get_or_insert_with(|| {
            let b = ProgressBar::with_draw_target(
                None,
                ProgressDrawTarget::term_like(Box::new(NarrowStderr)),
            );
            if let Ok(style) = ProgressStyle::with_template("{spinner} {msg}") {
                b.set_style(style);
            }
            b
        });
        let progress = progress_text(control.nodes(), elapsed, control.threads());
        bar.set_message(t!("cli-searching", progress = progress));
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

/// `12.3M positions, 4.10M/s, 3.0 s`; on several threads
/// `12.3M positions, 4.10M/s (2.05M/s a thread on 2), 3.0 s`.
pub fn progress_text(nodes: u64, elapsed: Duration, threads: usize) -> String {
    let secs = elapsed.as_secs_f64();
    let rate = if secs > 0.0 { nodes as f64 / secs } else { 0.0 };
    let (nodes, each, secs) = (
        si(nodes as f64),
        si(rate / threads.max(1) as f64),
        format!("{secs:.1}"),
    );
    if threads > 1 {
        t!(
            "cli-progress-threads",
            nodes = nodes,
            rate = si(rate),
            each = each,
            threads = threads,
            secs = secs
        )
    } else {
        t!("cli-progress", nodes = nodes, rate = si(rate), secs = secs)
    }
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

/// The message for a stopped search: why it stopped, then how far it got.
fn stopped_text(halt: Halt, nodes: u64, elapsed: Duration) -> String {
    let secs = elapsed.as_secs_f64();
    let rate = si(if secs > 0.0 { nodes as f64 / secs } else { 0.0 });
    let (nodes, secs) = (nodes.to_string(), format!("{secs:.1}"));
    match halt {
        Halt::Cancelled => t!("cli-stopped", nodes = nodes, secs = secs, rate = rate),
        Halt::TimedOut => t!("cli-stopped-time", nodes = nodes, secs = secs, rate = rate),
        Halt::NodeLimit => t!(
            "cli-stopped-positions",
            nodes = nodes,
            secs = secs,
            rate = rate
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_well() {
        assert_eq!(si(950.0), "950");
        assert_eq!(si(12_345.0), "12.3k");
        assert_eq!(si(4_100_000.0), "4.10M");
        assert_eq!(si(2.5e9), "2.50G");
        assert_eq!(
            progress_text(12_300_000, Duration::from_secs(3), 1),
            "12.30M positions, 4.10M/s, 3.0 s"
        );
        assert_eq!(
            progress_text(12_300_000, Duration::from_secs(3), 2),
            "12.30M positions, 4.10M/s (2.05M/s a thread on 2), 3.0 s"
        );
        assert_eq!(
            stopped_text(Halt::Cancelled, 2048, Duration::from_secs(2)),
            "stopped: no answer; searched 2048 positions in 2.0 s (1.0k/s)"
        );
    }
}
