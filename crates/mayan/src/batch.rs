//! `mayan batch`: JSON Lines in, one request a line; JSON Lines out, one
//! report a line, in input order. The job model (reading requests, Panel
//! Attack files, shards, resume, order) is [`mayan_solve::batch`]'s; this
//! is the front end: files, the worker threads, the progress bar and the
//! writing.
//!
//! Jobs are read on the main thread and solved on a rayon pool, each
//! search on one thread. Finished reports wait in a [`Reorder`] until every
//! earlier line is written; at most `WINDOW_PER_THREAD` lines per thread
//! are in flight, so memory stays bounded on any input. A bad line gives
//! `{"id": ..., "error": "line L: ..."}` and the run goes on; the exit code
//! is then 1.

use std::fs::{File, OpenOptions};
use std::io::{self, BufRead, BufReader, BufWriter, IsTerminal, Read, Seek, SeekFrom, Write};
use std::path::Path;
use std::process::ExitCode;
use std::sync::mpsc;
use std::time::Duration;

use anyhow::{Context, Result, anyhow, bail};
use indicatif::{ProgressBar, ProgressStyle};
use mayan_i18n::{Lang, t};
use mayan_solve::batch::{
    self, Answered, Defaults, Entry, Job, Lines, Reorder, Shard, Source, Tail, panel_jobs,
};
use mayan_solve::{Control, Halt, Options};

use crate::cli::{BatchArgs, MergeArgs};
use crate::progress;

/// Lines in flight (being solved or waiting to be written) per thread.
const WINDOW_PER_THREAD: usize = 16;

/// Reads `--shard I/N` or `--shard auto` (from the job array's variables).
pub fn parse_shard(text: &str) -> Result<Shard> {
    Shard::parse_option(text, |name| std::env::var(name).ok()).map_err(|e| {
        let name = format!("--shard {text}");
        anyhow!(t!("cli-named-error", name = name, error = e.to_string()))
    })
}

/// Reads what the `--resume` file answered, refusing a file batch did not
/// write; a last line cut short (the run was killed while writing it) is
/// removed from the file, and a last report without its line end gets
/// one, so appending starts on a fresh line.
fn answered(path: &Path) -> Result<Answered> {
    let mut file = match OpenOptions::new().read(true).write(true).open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Answered::default()),
        Err(e) => {
            return Err(e)
                .with_context(|| t!("cli-cannot-open", name = path.display().to_string()));
        }
    };
    let (answered, tail) = Answered::read(BufReader::new(&file))
        .with_context(|| t!("cli-batch-cannot-resume", name = path.display().to_string()))?;
    match tail {
        Tail::Whole => {}
        Tail::Cut(len) => file
            .set_len(len)
            .with_context(|| t!("cli-batch-cannot-cut", name = path.display().to_string()))?,
        Tail::Unterminated => {
            file.seek(SeekFrom::End(0))?;
            file.write_all(b"\n")
                .with_context(|| t!("cli-batch-cannot-end", name = path.display().to_string()))?;
        }
    }
    Ok(answered)
}

/// What every search of a run shares.
#[derive(Clone)]
struct Run {
    /// Memory for each search's tables.
    memory_bytes: usize,
    /// Cancels every search (Ctrl-C).
    control: Control,
    /// Each search's time limit.
    timeout: Option<Duration>,
}

/// Runs one search: its output line, and whether it is an error line;
/// `None` when it was cancelled (Ctrl-C), which is no answer: the job is
/// left out of the output, so that `--resume` runs it again.
fn solve_job(job: &Job, run: &Run) -> Option<(String, bool)> {
    let control = run.control.clone();
    let opts = Options {
        threads: 1,
        memory_bytes: run.memory_bytes,
        control: match run.timeout {
            Some(limit) => control.with_timeout(limit),
            None => control,
        },
        ..Options::default()
    };
    let message = match job.solve(&opts) {
        Ok(report) => match serde_json::to_string(&report) {
            Ok(s) => return Some((s, false)),
            Err(e) => e.to_string(),
        },
        Err(e) if e.halt() == Halt::Cancelled => return None,
        Err(e) if e.halt() == Halt::TimedOut => {
            let limit = run.timeout.map_or(0.0, |t| t.as_secs_f64());
            format!("no answer within the time limit (--timeout {limit} s): {e}")
        }
        Err(e) => format!("no answer: {e}"),
    };
    Some((job.label.error_line(&message), true))
}

/// Counts the lines of a file, for the progress bar's length.
fn count_lines(path: &Path) -> Option<u64> {
    let mut f = File::open(path).ok()?;
    let mut buf = vec![0u8; 1 << 16];
    let mut n = 0u64;
    loop {
        let k = f.read(&mut buf).ok()?;
        if k == 0 {
            return Some(n);
        }
        n += buf[..k].iter().filter(|&&b| b == b'\n').count() as u64;
    }
}

/// The progress bar: of `total` jobs when known, else a spinner; hidden
/// unless stderr is a terminal.
fn progress_bar(args: &BatchArgs, total: Option<u64>) -> ProgressBar {
    if args.no_progress || !io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    // The templates' words come from the catalogue, indicatif's
    // placeholders go in as the arguments.
    let bar = match total {
        Some(n) => {
            let template = t!(
                "cli-batch-bar",
                bar = "{bar:40}",
                pos = "{pos}",
                len = "{len}",
                rate = "{per_sec}",
                elapsed = "{elapsed_precise}",
                eta = "{eta}"
            );
            ProgressBar::new(n).with_style(
                ProgressStyle::with_template(&template)
                    .unwrap_or_else(|_| ProgressStyle::default_bar()),
            )
        }
        None => {
            let template = t!(
                "cli-batch-spinner",
                spinner = "{spinner}",
                pos = "{pos}",
                rate = "{per_sec}",
                elapsed = "{elapsed_precise}"
            );
            ProgressBar::new_spinner().with_style(
                ProgressStyle::with_template(&template)
                    .unwrap_or_else(|_| ProgressStyle::default_spinner()),
            )
        }
    };
    bar.enable_steady_tick(Duration::from_millis(200));
    bar
}

/// The jobs in order (a Panel Attack file's all at once, request lines as
/// they are read) and how many there are, when that is known.
type Jobs = (Box<dyn Iterator<Item = io::Result<Entry>>>, Option<u64>);

/// Opens the input and reads it into jobs.
fn jobs(args: &BatchArgs, shard: Option<Shard>, answered: Answered) -> Result<Jobs> {
    let defaults = Defaults {
        goal: args.goal,
        no_null_moves: args.no_null_moves,
    };
    let file = args.file.as_ref().filter(|p| p.as_os_str() != "-");
    let input: Box<dyn BufRead> = match file {
        Some(p) => {
            Box::new(BufReader::new(File::open(p).with_context(|| {
                t!("cli-cannot-read", name = p.display().to_string())
            })?))
        }
        None => Box::new(BufReader::new(io::stdin())),
    };
    let json_name =
        file.is_some_and(|p| mayan_core::read::is_panel_file(b"", Some(&p.display().to_string())));
    let max = crate::input::MAX_INPUT;
    Ok(
        match Source::open(input, json_name, max)
            .with_context(|| t!("cli-batch-cannot-read-input"))?
        {
            Source::TooLarge => bail!(t!("cli-batch-input-too-large", mib = max >> 20)),
            Source::Panel(bytes) => {
                let name = crate::input::input_name(file);
                // The jobs' error lines are JSON: in English.
                let jobs =
                    mayan_i18n::with(Lang::En, || panel_jobs(&bytes, defaults, shard, &answered))
                        .map_err(|e| {
                        anyhow!(t!("cli-named-error", name = name, error = e.to_string()))
                    })?;
                let total = Some(jobs.len() as u64);
                (Box::new(jobs.into_iter().map(Ok)), total)
            }
            Source::Lines(input) => {
                let total = file
                    .and_then(|p| count_lines(p))
                    .map(|n| shard.map_or(n, |s| s.share(n)));
                (
                    Box::new(Lines::new(input, shard, answered, defaults)),
                    total,
                )
            }
        },
    )
}

pub fn run(args: &BatchArgs) -> Result<ExitCode> {
    let shard = args.shard.as_deref().map(parse_shard).transpose()?;
    let (answered, sink): (Answered, Box<dyn Write>) = match (&args.resume, &args.out) {
        (Some(path), _) => {
            let answered = answered(path)?;
            let f = OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .with_context(|| {
                    t!("cli-batch-cannot-append", name = path.display().to_string())
                })?;
            (answered, Box::new(f))
        }
        (None, Some(path)) => (
            Answered::default(),
            Box::new(
                File::create(path)
                    .with_context(|| t!("cli-cannot-create", name = path.display().to_string()))?,
            ),
        ),
        (None, None) => (Answered::default(), Box::new(io::stdout())),
    };
    let (mut jobs, total) = jobs(args, shard, answered)?;
    let mut out = BufWriter::new(sink);
    let cores = mayan_solve::cores();
    let threads = match args.threads {
        0 => cores,
        t if t > cores => {
            let note = t!("cli-note-threads", threads = t, cores = cores);
            eprintln!("{}", t!("cli-note", note = note));
            cores
        }
        t => t,
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .with_context(|| t!("cli-cannot-start-threads"))?;
    let window = (threads * WINDOW_PER_THREAD).max(32) as u64;
    // One control for the run: Ctrl-C cancels every search and no new one
    // starts; each search has its own time limit on top.
    let interruptible = progress::Interruptible::new();
    let control = interruptible.control().clone();
    let run = Run {
        memory_bytes: args.memory.saturating_mul(1 << 20),
        control: control.clone(),
        timeout: args.timeout,
    };
    let progress = progress_bar(args, total);

    let (tx, rx) = mpsc::channel::<(u64, Option<(String, bool)>)>();
    let mut order = Reorder::new();
    let mut failed = false;
    // Writes every line whose turn has come.
    let mut write_ready = |order: &mut Reorder<Option<(String, bool)>>, out: &mut BufWriter<_>| {
        while let Some(answer) = order.next_ready() {
            let Some((text, bad)) = answer else {
                continue;
            };
            writeln!(out, "{text}")?;
            failed |= bad;
            progress.inc(1);
        }
        io::Result::Ok(())
    };
    // Waits for the next search to finish, what is written so far out first.
    let wait = |order: &mut Reorder<_>, out: &mut BufWriter<_>| -> Result<()> {
        out.flush()?;
        let (seq, answer) = rx.recv().with_context(|| t!("cli-batch-worker-stopped"))?;
        order.done(seq, answer);
        Ok(())
    };

    while !control.is_cancelled() {
        // A bad line's report is JSON: in English.
        let next = mayan_i18n::with(Lang::En, || jobs.next());
        let Some(entry) = next
            .transpose()
            .with_context(|| t!("cli-batch-cannot-read-input"))?
        else {
            break;
        };
        let seq = order.issue();
        match entry {
            Entry::Failed { label, message } => {
                order.done(seq, Some((label.error_line(&message), true)))
            }
            Entry::Job(job) => {
                let tx = tx.clone();
                let run = run.clone();
                pool.spawn(move || {
                    // The report is JSON: in English, on this worker thread too.
                    let search = std::panic::AssertUnwindSafe(|| {
                        mayan_i18n::with(Lang::En, || solve_job(&job, &run))
                    });
                    // A bug in the search costs one line, not the run.
                    let answer = std::panic::catch_unwind(search).unwrap_or_else(|_| {
                        let message = "internal error: the search panicked";
                        Some((job.label.error_line(message), true))
                    });
                    // The receiver lives until every job has reported.
                    let _ = tx.send((seq, answer));
                });
            }
        }
        write_ready(&mut order, &mut out)?;
        while order.in_flight() >= window {
            wait(&mut order, &mut out)?;
            write_ready(&mut order, &mut out)?;
        }
    }
    drop(tx);
    while order.in_flight() > 0 {
        wait(&mut order, &mut out)?;
        write_ready(&mut order, &mut out)?;
    }
    out.flush()?;
    progress.finish_and_clear();
    if control.is_cancelled() {
        return Err(progress::Stopped {
            halt: Halt::Cancelled,
            nodes: control.nodes(),
            elapsed: control.elapsed(),
        }
        .into());
    }
    Ok(if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// `mayan merge`: the shards' outputs in the input's order.
pub fn merge(args: &MergeArgs) -> Result<ExitCode> {
    let input = &args.input;
    let file = File::open(input)
        .with_context(|| t!("cli-cannot-read", name = input.display().to_string()))?;
    let json_name = mayan_core::read::is_panel_file(b"", Some(&input.display().to_string()));
    let labels = batch::input_labels(BufReader::new(file), json_name, crate::input::MAX_INPUT)
        .with_context(|| t!("cli-cannot-read", name = input.display().to_string()))?;
    let mut parts = Vec::new();
    for path in &args.parts {
        let f = File::open(path)
            .with_context(|| t!("cli-cannot-read", name = path.display().to_string()))?;
        parts.push((path.display().to_string(), BufReader::new(f)));
    }
    let sink: Box<dyn Write> = match &args.out {
        Some(path) => Box::new(
            File::create(path)
                .with_context(|| t!("cli-cannot-create", name = path.display().to_string()))?,
        ),
        None => Box::new(io::stdout()),
    };
    let merged = batch::merge(&labels, parts, BufWriter::new(sink))?;
    if merged.gaps.is_empty() {
        return Ok(ExitCode::SUCCESS);
    }
    let shown: Vec<String> = merged.gaps.iter().take(10).map(describe).collect();
    let more = merged.gaps.len().saturating_sub(shown.len());
    let message = t!(
        "cli-merge-gaps",
        gaps = merged.gaps.len(),
        jobs = labels.len(),
        shown = crate::lang::list(&shown),
        more = more
    );
    eprintln!("{}", t!("cli-error", message = message));
    Ok(ExitCode::from(1))
}

/// A job as merge's messages name it.
fn describe(label: &batch::Label) -> String {
    match label {
        batch::Label::Line { id: Some(id), line } => {
            t!("cli-merge-line-id", line = *line, id = id.to_string())
        }
        batch::Label::Line { id: None, line } => t!("cli-merge-line", line = *line),
        batch::Label::Panel { set, index } => format!("{set:?} #{index}"),
    }
}
