//! One run of the program under test: the input on its stdin, its stdout
//! and stderr read (up to a cap), killed past the time limit. On Unix the
//! program runs in a process group of its own, and the whole group is
//! killed, so that a shell script's children die with it.

use std::ffi::OsString;
use std::io::{Read, Write};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use anyhow::{Result, anyhow};
use mayan_i18n::t;

use crate::input::MAX_INPUT;

/// The most of the program's stderr kept (the rest is read and dropped).
const MAX_STDERR: usize = 64 << 10;

/// How a run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum End {
    /// It exited with code 0.
    Exited,
    /// It exited with another code.
    Code(i32),
    /// A signal ended it.
    Signal(i32),
    /// It ran past the time limit and was killed.
    TimedOut,
    /// The duel was stopped (Ctrl-C) while it ran; it was killed.
    Stopped,
}

/// What a run gave back.
#[derive(Clone, Debug)]
pub struct Ran {
    pub end: End,
    /// Its stdout, up to [`MAX_INPUT`] bytes.
    pub stdout: Vec<u8>,
    /// Whether it wrote more than that.
    pub overflow: bool,
    /// Its stderr, up to [`MAX_STDERR`] bytes.
    pub stderr: Vec<u8>,
}

/// Runs `program` with `input` on its stdin for at most `limit`; `stop`
/// is polled while it runs, and a true ends the run ([`End::Stopped`]).
pub fn run(
    program: &[OsString],
    input: &[u8],
    limit: Duration,
    stop: &(dyn Fn() -> bool + Sync),
) -> Result<Ran> {
    let (name, args) = program
        .split_first()
        .ok_or_else(|| anyhow!(t!("cli-duel-no-program")))?;
    let mut cmd = Command::new(name);
    cmd.args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        cmd.process_group(0);
    }
    let mut child = cmd.spawn().map_err(|e| spawn_error(name, &e))?;
    let start = Instant::now();
    let out = reader(child.stdout.take(), MAX_INPUT as usize);
    let err = reader(child.stderr.take(), MAX_STDERR);
    if let Some(mut stdin) = child.stdin.take() {
        // A program that exits without reading its input closes the pipe:
        // not an error of the duel.
        let _ = stdin.write_all(input);
    }
    let end = wait(&mut child, start, limit, stop)?;
    // Whatever the program left behind in its group goes too, so that
    // nothing holds its stdout open.
    kill(&mut child);
    let (stdout, overflow) = out.join().unwrap_or_default();
    let (stderr, _) = err.join().unwrap_or_default();
    Ok(Ran {
        end,
        stdout,
        overflow,
        stderr,
    })
}

/// Waits for the child, polling, until it exits, the limit passes or
/// `stop` says so; kills it in the last two cases.
fn wait(
    child: &mut Child,
    start: Instant,
    limit: Duration,
    stop: &(dyn Fn() -> bool + Sync),
) -> Result<End> {
    let mut pause = Duration::from_micros(200);
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(ended(status));
        }
        let over = start.elapsed() >= limit;
        if over || stop() {
            kill(child);
            let _ = child.wait();
            return Ok(if over { End::TimedOut } else { End::Stopped });
        }
        thread::sleep(pause.min(limit.saturating_sub(start.elapsed())));
        pause = (pause * 2).min(Duration::from_millis(10));
    }
}

fn ended(status: ExitStatus) -> End {
    if let Some(code) = status.code() {
        return if code == 0 {
            End::Exited
        } else {
            End::Code(code)
        };
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            return End::Signal(signal);
        }
    }
    End::Code(-1)
}

/// Kills the child's process group (Unix), and the child.
fn kill(child: &mut Child) {
    #[cfg(unix)]
    {
        use rustix::process::{Pid, Signal, kill_process_group};
        let _ = kill_process_group(Pid::from_child(child), Signal::KILL);
    }
    let _ = child.kill();
}

/// Reads a pipe to its end on a thread, keeping the first `cap` bytes;
/// the flag says whether there were more.
fn reader(
    pipe: Option<impl Read + Send + 'static>,
    cap: usize,
) -> thread::JoinHandle<(Vec<u8>, bool)> {
    thread::spawn(move || {
        let mut kept = Vec::new();
        let mut more = false;
        let Some(mut pipe) = pipe else {
            return (kept, more);
        };
        let mut buf = [0u8; 8192];
        loop {
            match pipe.read(&mut buf) {
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    let room = cap.saturating_sub(kept.len());
                    kept.extend_from_slice(&buf[..n.min(room)]);
                    more |= n > room;
                }
            }
        }
        (kept, more)
    })
}

/// Why the program cannot be started, in words.
fn spawn_error(name: &OsString, e: &std::io::Error) -> anyhow::Error {
    let name = name.to_string_lossy().into_owned();
    match e.kind() {
        std::io::ErrorKind::NotFound if name.contains('/') => {
            anyhow!(t!("cli-duel-not-found", name = name))
        }
        std::io::ErrorKind::NotFound => anyhow!(t!("cli-duel-not-found-path", name = name)),
        std::io::ErrorKind::PermissionDenied => {
            anyhow!(t!("cli-duel-not-executable", name = name))
        }
        _ => anyhow!(t!(
            "cli-duel-cannot-run",
            name = name,
            error = crate::lang::io_text(e)
        )),
    }
}
