//! `mayan batch`: JSON Lines in, one [`SolveRequest`] a line; JSON Lines
//! out, one [`SolveReport`] a line, in input order.
//!
//! Requests are read and checked on the main thread and solved on a rayon
//! pool, each search on one thread. Finished reports wait in a reordering
//! buffer until every earlier line is written; at most `WINDOW_PER_THREAD`
//! lines per thread are in flight, so memory stays bounded on any input.
//! A bad line gives `{"id": ..., "error": "line L: ..."}` and the run goes
//! on; the exit code is then 1.

use std::collections::{BTreeMap, HashSet};
use std::fs::{File, OpenOptions};
use std::io::{self, BufRead, BufReader, BufWriter, IsTerminal, Read, Write};
use std::path::Path;
use std::process::ExitCode;
use std::sync::mpsc;
use std::time::Duration;

use anyhow::{Context, Result, anyhow, bail};
use indicatif::{ProgressBar, ProgressStyle};
use mayan_core::read::{self, ReadOptions};
use mayan_core::{Goal, Puzzle};
use mayan_solve::request::{SolveReport, SolveRequest, json_message};
use mayan_solve::{Control, Halt, Options, solve};
use serde_json::Value;

use crate::cli::BatchArgs;
use crate::progress;

/// Lines in flight (being solved or waiting to be written) per thread.
const WINDOW_PER_THREAD: usize = 16;

/// `--shard I/N`: keep line indexes `i` with `i % n == index`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    index: usize,
    count: usize,
}

/// Reads `I/N` (0-based, `I < N`).
pub fn parse_shard(text: &str) -> Result<Shard> {
    let Some((i, n)) = text.split_once('/') else {
        bail!("--shard {text}: expected I/N, such as 0/4 (lines 0, 4, 8, ...)");
    };
    let (Ok(index), Ok(count)) = (i.trim().parse::<usize>(), n.trim().parse::<usize>()) else {
        bail!("--shard {text}: I and N must be whole numbers, such as 0/4");
    };
    if count == 0 {
        bail!("--shard {text}: N must be at least 1");
    }
    if index >= count {
        bail!(
            "--shard {text}: I must be below N (shards are 0-based: 0/{count} to {}/{count})",
            count - 1
        );
    }
    Ok(Shard { index, count })
}

/// The key an id is remembered by for `--resume`.
fn id_key(id: &Value) -> String {
    id.to_string()
}

/// Reads the ids an earlier run answered, a line at a time. A last line
/// cut short (the run was killed while writing it) is removed from the
/// file, so appending starts on a fresh line.
fn answered_ids(path: &Path) -> Result<HashSet<String>> {
    let mut ids = HashSet::new();
    let file = match OpenOptions::new().read(true).write(true).open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(ids),
        Err(e) => return Err(e).with_context(|| format!("cannot open {}", path.display())),
    };
    let mut reader = BufReader::new(&file);
    let mut line = Vec::new();
    // Bytes up to the end of the last complete line.
    let mut complete = 0u64;
    let mut cut = false;
    loop {
        line.clear();
        let n = reader
            .read_until(b'\n', &mut line)
            .with_context(|| format!("cannot read {}", path.display()))?;
        if n == 0 {
            break;
        }
        if line.last() != Some(&b'\n') {
            cut = true;
            break;
        }
        complete += n as u64;
        if let Ok(v) = serde_json::from_slice::<Value>(&line) {
            if let Some(id) = v.get("id")
                && !id.is_null()
            {
                ids.insert(id_key(id));
            }
            if let (Some(set), Some(index)) = (
                v.get("set").and_then(Value::as_str),
                v.get("index").and_then(Value::as_u64),
            ) {
                ids.insert(panel_key(set, index as usize));
            }
        }
    }
    if cut {
        file.set_len(complete).with_context(|| {
            format!("cannot cut the unfinished last line of {}", path.display())
        })?;
    }
    Ok(ids)
}

/// An output line for a bad input line.
fn error_line(id: Option<&Value>, line: usize, message: &str) -> String {
    Label::Line {
        id: id.cloned(),
        line,
    }
    .error(message)
}

/// Which job a report answers: a request line, or a puzzle of a Panel
/// Attack file.
#[derive(Clone, Debug)]
enum Label {
    /// A request line, with the request's id.
    Line { id: Option<Value>, line: usize },
    /// A puzzle of a Panel Attack file: its set and number.
    Panel { set: String, index: usize },
}

impl Label {
    /// The error line of this job.
    fn error(&self, message: &str) -> String {
        // Written by hand to keep "id" (or "set") first, like the reports.
        match self {
            Label::Line { id, line } => format!(
                "{{\"id\":{},\"error\":{}}}",
                id.as_ref().unwrap_or(&Value::Null),
                Value::String(format!("line {line}: {message}"))
            ),
            Label::Panel { set, index } => format!(
                "{{\"set\":{},\"index\":{index},\"error\":{}}}",
                Value::String(set.clone()),
                Value::String(message.to_string())
            ),
        }
    }

    /// Puts this job's label on its report.
    fn mark(&self, report: &mut SolveReport) {
        match self {
            Label::Line { id, .. } => report.id = id.clone(),
            Label::Panel { set, index } => {
                report.set = Some(set.clone());
                report.index = Some(*index);
            }
        }
    }
}

/// The key a Panel Attack puzzle's report is remembered by for `--resume`.
fn panel_key(set: &str, index: usize) -> String {
    serde_json::json!([set, index]).to_string()
}

/// What the main thread makes of one input line, or one puzzle of a file.
enum Parsed {
    /// An output line ready now (a bad input line).
    Error(String),
    /// A search to run.
    Job {
        label: Label,
        puzzle: Box<Puzzle>,
        null_moves: bool,
    },
}

/// What the command line sets for every job.
#[derive(Clone, Copy, Debug, Default)]
struct Defaults {
    /// `--goal`: a Panel Attack puzzle's goal, and a request's when it gives
    /// none.
    goal: Option<Goal>,
    /// `--no-null-moves`.
    no_null_moves: bool,
}

/// Reads one line into a search, or into its error line. `None` when the
/// line's id is already answered.
fn parse_line(
    bytes: &[u8],
    line: usize,
    answered: &HashSet<String>,
    defaults: Defaults,
) -> Option<Parsed> {
    let text = match std::str::from_utf8(bytes) {
        Ok(t) => t,
        Err(e) => {
            return Some(Parsed::Error(error_line(
                None,
                line,
                &format!("not UTF-8 text (byte {})", e.valid_up_to() + 1),
            )));
        }
    };
    let value: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => {
            return Some(Parsed::Error(error_line(
                None,
                line,
                &format!(
                    "column {}: not valid JSON: {}",
                    e.column(),
                    json_message(&e)
                ),
            )));
        }
    };
    let id = value.get("id").filter(|v| !v.is_null()).cloned();
    if let Some(id) = &id
        && answered.contains(&id_key(id))
    {
        return None;
    }
    if !value.is_object() {
        return Some(Parsed::Error(error_line(
            None,
            line,
            "expected a JSON object such as {\"id\": 1, \"grid\": \"...\", \"moves\": 2}",
        )));
    }
    let mut req = match SolveRequest::from_value(value) {
        Ok(r) => r,
        Err(e) => {
            return Some(Parsed::Error(error_line(id.as_ref(), line, &e.to_string())));
        }
    };
    if req.goal.is_none() {
        req.goal = defaults.goal.map(|g| g.name().to_string());
    }
    req.no_null_moves |= defaults.no_null_moves;
    match req.puzzle() {
        Ok((puzzle, null_moves)) => Some(Parsed::Job {
            label: Label::Line { id, line },
            puzzle: Box::new(puzzle),
            null_moves,
        }),
        Err(e) => Some(Parsed::Error(error_line(id.as_ref(), line, &e.to_string()))),
    }
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

/// Runs one search and writes its report line.
fn solve_job(label: &Label, puzzle: &Puzzle, null_moves: bool, run: &Run) -> (String, bool) {
    let control = run.control.clone();
    let opts = Options {
        null_moves,
        threads: 1,
        memory_bytes: run.memory_bytes,
        control: match run.timeout {
            Some(limit) => control.with_timeout(limit),
            None => control,
        },
        ..Options::default()
    };
    match solve(puzzle, &opts) {
        Ok(outcome) => {
            let mut report = SolveReport::new(puzzle, &opts, &outcome);
            label.mark(&mut report);
            match serde_json::to_string(&report) {
                Ok(s) => (s, false),
                Err(e) => (label.error(&e.to_string()), true),
            }
        }
        Err(e) => {
            let message = match e.halt() {
                Halt::TimedOut => {
                    let limit = run.timeout.map_or(0.0, |t| t.as_secs_f64());
                    format!("no answer within the time limit (--timeout {limit} s): {e}")
                }
                _ => format!("no answer: {e}"),
            };
            (label.error(&message), true)
        }
    }
}

/// The longest request line read: 1 MiB (a NOIP text or a 16 x 16 grid
/// takes well under 1 kB).
const MAX_LINE: u64 = 1 << 20;

/// Reads one line into `buf`, keeping at most [`MAX_LINE`] bytes of it:
/// the bytes consumed (0 at the end), and false when the line was longer
/// (the rest of it is skipped, never held in memory).
fn read_line(input: &mut impl BufRead, buf: &mut Vec<u8>) -> io::Result<(usize, bool)> {
    let n = input.take(MAX_LINE + 1).read_until(b'\n', buf)?;
    if buf.len() as u64 <= MAX_LINE || buf.last() == Some(&b'\n') {
        return Ok((n, true));
    }
    let mut skipped = n;
    loop {
        let chunk = input.fill_buf()?;
        if chunk.is_empty() {
            return Ok((skipped, false));
        }
        match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => {
                input.consume(i + 1);
                return Ok((skipped + i + 1, false));
            }
            None => {
                let k = chunk.len();
                skipped += k;
                input.consume(k);
            }
        }
    }
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

/// Where the jobs come from.
enum Source {
    /// JSON Lines, a request a line.
    Lines(Box<dyn BufRead>),
    /// A Panel Attack file, read whole.
    Panel(Vec<u8>),
}

/// True when a text is one JSON object with a "Puzzle Sets" list.
fn holds_puzzle_sets(bytes: &[u8]) -> bool {
    serde_json::from_slice::<Value>(bytes)
        .is_ok_and(|v| v.get("Puzzle Sets").is_some_and(Value::is_array))
}

/// Opens the input and tells a Panel Attack file from JSON Lines. The
/// reader's test (a `.json` name, or text that starts with `{`) cannot
/// tell them apart alone, since every request line starts with `{` too: a
/// `.json` name is a Panel Attack file; otherwise a text is one when its
/// first non-blank line is, alone, an object with "Puzzle Sets", or when
/// that line is not JSON alone and the whole text is such an object.
fn open(args: &BatchArgs) -> Result<Source> {
    let file = args.file.as_ref().filter(|p| p.as_os_str() != "-");
    let mut input: Box<dyn BufRead> = match file {
        Some(p) => Box::new(BufReader::new(
            File::open(p).with_context(|| format!("cannot read {}", p.display()))?,
        )),
        None => Box::new(BufReader::new(io::stdin())),
    };
    // A whole Panel Attack file is read up to the one input limit.
    let read_rest = |input: Box<dyn BufRead>, mut head: Vec<u8>| -> Result<Vec<u8>> {
        input
            .take(crate::input::MAX_INPUT + 1)
            .read_to_end(&mut head)
            .context("cannot read the input")?;
        if head.len() as u64 > crate::input::MAX_INPUT {
            bail!(
                "the input is more than {} MiB: no puzzle file is that large",
                crate::input::MAX_INPUT >> 20
            );
        }
        Ok(head)
    };
    if let Some(p) = file
        && read::is_panel_file(b"", Some(&p.display().to_string()))
    {
        return Ok(Source::Panel(read_rest(input, Vec::new())?));
    }
    // The first non-blank line, and every byte read up to its end.
    let mut head = Vec::new();
    let mut line = Vec::new();
    loop {
        line.clear();
        let n = (&mut input)
            .take(MAX_LINE + 1)
            .read_until(b'\n', &mut line)
            .context("cannot read the input")?;
        head.extend_from_slice(&line);
        if line.len() as u64 > MAX_LINE && line.last() != Some(&b'\n') {
            // A first line past any request: the line reader says so.
            return Ok(Source::Lines(Box::new(io::Cursor::new(head).chain(input))));
        }
        if n == 0 || !line.iter().all(u8::is_ascii_whitespace) {
            break;
        }
    }
    let starts_object = line.trim_ascii_start().first() == Some(&b'{');
    if starts_object && serde_json::from_slice::<Value>(&line).is_err() {
        let whole = read_rest(input, head)?;
        return Ok(if holds_puzzle_sets(&whole) {
            Source::Panel(whole)
        } else {
            Source::Lines(Box::new(io::Cursor::new(whole)))
        });
    }
    if starts_object && holds_puzzle_sets(&line) {
        return Ok(Source::Panel(read_rest(input, head)?));
    }
    Ok(Source::Lines(Box::new(io::Cursor::new(head).chain(input))))
}

/// The jobs of a Panel Attack file, in file order: each puzzle as the
/// reader reads it when picked, with the command line's goal (default: the
/// format's, at most) and reading of null moves.
fn panel_jobs(
    bytes: &[u8],
    name: &str,
    defaults: Defaults,
    shard: Option<Shard>,
    answered: &HashSet<String>,
) -> Result<Vec<Parsed>> {
    let opts = ReadOptions {
        goal: defaults.goal,
        ..ReadOptions::default()
    };
    let (_, entries) = read::read_panel_file(bytes, &opts).map_err(|e| anyhow!("{name}: {e}"))?;
    let mut jobs = Vec::new();
    for (i, entry) in entries.into_iter().enumerate() {
        if shard.is_some_and(|s| i % s.count != s.index)
            || answered.contains(&panel_key(&entry.pick.set, entry.pick.index))
        {
            continue;
        }
        let label = Label::Panel {
            set: entry.pick.set,
            index: entry.pick.index,
        };
        let puzzle = entry.read.map_err(|e| e.to_string()).and_then(|r| {
            r.setup
                .into_puzzle()
                .map_err(|e| format!("not a puzzle: {e}"))
        });
        jobs.push(match puzzle {
            Ok(puzzle) => Parsed::Job {
                label,
                puzzle: Box::new(puzzle),
                null_moves: !defaults.no_null_moves,
            },
            Err(message) => Parsed::Error(label.error(&message)),
        });
    }
    Ok(jobs)
}

pub fn run(args: &BatchArgs) -> Result<ExitCode> {
    let shard = args.shard.as_deref().map(parse_shard).transpose()?;
    let defaults = Defaults {
        goal: args.goal,
        no_null_moves: args.no_null_moves,
    };
    let source = open(args)?;
    let file = args.file.as_ref().filter(|p| p.as_os_str() != "-");
    let (answered, sink): (HashSet<String>, Box<dyn Write>) = match (&args.resume, &args.out) {
        (Some(path), _) => {
            let ids = answered_ids(path)?;
            let f = OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .with_context(|| format!("cannot open {} to append", path.display()))?;
            (ids, Box::new(f))
        }
        (None, Some(path)) => (
            HashSet::new(),
            Box::new(
                File::create(path).with_context(|| format!("cannot create {}", path.display()))?,
            ),
        ),
        (None, None) => (HashSet::new(), Box::new(io::stdout())),
    };
    // The jobs, in order: a Panel Attack file's all at once, request lines
    // as they are read.
    let (mut jobs, total): (Box<dyn Iterator<Item = Result<Parsed>>>, Option<u64>) = match source {
        Source::Panel(bytes) => {
            let name = crate::input::input_name(file);
            let jobs = panel_jobs(&bytes, &name, defaults, shard, &answered)?;
            let total = Some(jobs.len() as u64);
            (Box::new(jobs.into_iter().map(Ok)), total)
        }
        Source::Lines(mut input) => {
            let total = file.and_then(|p| count_lines(p)).map(|n| match shard {
                Some(s) => n.div_ceil(s.count as u64),
                None => n,
            });
            let mut buf = Vec::new();
            let mut index = 0usize;
            let lines = std::iter::from_fn(move || {
                loop {
                    buf.clear();
                    let whole = match read_line(&mut input, &mut buf) {
                        Err(e) => {
                            return Some(Err(
                                anyhow::Error::new(e).context("cannot read the input")
                            ));
                        }
                        Ok((0, _)) => return None,
                        Ok((_, whole)) => whole,
                    };
                    let line_no = index + 1;
                    let keep = shard.is_none_or(|s| index % s.count == s.index);
                    index += 1;
                    if !whole {
                        if !keep {
                            continue;
                        }
                        let message = format!(
                            "longer than {} MiB: no request is that long",
                            MAX_LINE >> 20
                        );
                        return Some(Ok(Parsed::Error(error_line(None, line_no, &message))));
                    }
                    let text = buf.strip_suffix(b"\n").unwrap_or(&buf);
                    let text = text.strip_suffix(b"\r").unwrap_or(text);
                    if !keep || text.iter().all(u8::is_ascii_whitespace) {
                        continue;
                    }
                    if let Some(parsed) = parse_line(text, line_no, &answered, defaults) {
                        return Some(Ok(parsed));
                    }
                }
            });
            (Box::new(lines), total)
        }
    };
    let mut out = BufWriter::new(sink);
    let cores = mayan_solve::cores();
    let threads = match args.threads {
        0 => cores,
        t if t > cores => {
            eprintln!("note: --threads {t}: this machine has {cores} cores; using {cores}");
            cores
        }
        t => t,
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .context("cannot start the worker threads")?;
    let window = (threads * WINDOW_PER_THREAD).max(32);
    let memory_bytes = args.memory.saturating_mul(1 << 20);
    let timeout = args.timeout;
    // One control for the run: Ctrl-C cancels every search and no new one
    // starts; each search has its own time limit on top.
    let interruptible = progress::Interruptible::new();
    let control = interruptible.control().clone();
    let run = Run {
        memory_bytes,
        control: control.clone(),
        timeout,
    };

    let progress = if !args.no_progress && io::stderr().is_terminal() {
        let bar = match total {
            Some(n) => ProgressBar::new(n).with_style(
                ProgressStyle::with_template(
                    "{bar:40} {pos}/{len} jobs  {per_sec}  {elapsed_precise} (eta {eta})",
                )
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
            ),
            None => ProgressBar::new_spinner().with_style(
                ProgressStyle::with_template("{spinner} {pos} jobs  {per_sec}  {elapsed_precise}")
                    .unwrap_or_else(|_| ProgressStyle::default_spinner()),
            ),
        };
        bar.enable_steady_tick(std::time::Duration::from_millis(200));
        bar
    } else {
        ProgressBar::hidden()
    };

    let (tx, rx) = mpsc::channel::<(u64, String, bool)>();
    let mut pending: BTreeMap<u64, (String, bool)> = BTreeMap::new();
    let mut issued: u64 = 0;
    let mut written: u64 = 0;
    let mut failed = false;
    // Writes every report whose turn has come.
    let mut flush_ready = |pending: &mut BTreeMap<u64, (String, bool)>,
                           written: &mut u64,
                           out: &mut BufWriter<Box<dyn Write>>|
     -> Result<()> {
        while let Some((text, bad)) = pending.remove(written) {
            out.write_all(text.as_bytes())?;
            out.write_all(b"\n")?;
            failed |= bad;
            *written += 1;
            progress.inc(1);
        }
        Ok(())
    };

    while !control.is_cancelled() {
        let Some(parsed) = jobs.next().transpose()? else {
            break;
        };
        let seq = issued;
        issued += 1;
        match parsed {
            Parsed::Error(text) => {
                pending.insert(seq, (text, true));
            }
            Parsed::Job {
                label,
                puzzle,
                null_moves,
            } => {
                let tx = tx.clone();
                let run = run.clone();
                pool.spawn(move || {
                    let job = std::panic::AssertUnwindSafe(|| {
                        solve_job(&label, &puzzle, null_moves, &run)
                    });
                    // A bug in the search costs one line, not the run.
                    let (text, bad) = std::panic::catch_unwind(job).unwrap_or_else(|_| {
                        (label.error("internal error: the search panicked"), true)
                    });
                    // The receiver lives until every job has reported.
                    let _ = tx.send((seq, text, bad));
                });
            }
        }
        flush_ready(&mut pending, &mut written, &mut out)?;
        while issued - written >= window as u64 {
            out.flush()?;
            let (seq, text, bad) = rx.recv().context("a worker thread stopped")?;
            pending.insert(seq, (text, bad));
            flush_ready(&mut pending, &mut written, &mut out)?;
        }
    }
    drop(tx);
    while written < issued {
        out.flush()?;
        let (seq, text, bad) = rx.recv().context("a worker thread stopped")?;
        pending.insert(seq, (text, bad));
        flush_ready(&mut pending, &mut written, &mut out)?;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_are_checked() {
        assert_eq!(parse_shard("0/1").unwrap(), Shard { index: 0, count: 1 });
        assert_eq!(parse_shard("3/4").unwrap(), Shard { index: 3, count: 4 });
        for bad in ["4/4", "1/0", "x/2", "1", "-1/2", "1/2/3"] {
            assert!(parse_shard(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn bad_lines_name_their_line() {
        let none = HashSet::new();
        let d = Defaults::default();
        let Some(Parsed::Error(e)) = parse_line(b"{\"id\": 7, \"grid\": 3}", 12, &none, d) else {
            panic!("not an error");
        };
        let v: Value = serde_json::from_str(&e).unwrap();
        assert_eq!(v["id"], 7);
        assert!(v["error"].as_str().unwrap().starts_with("line 12: "), "{e}");
        let Some(Parsed::Error(e)) = parse_line(b"{oops", 3, &none, d) else {
            panic!("not an error");
        };
        assert!(
            e.contains("line 3, column") || e.contains("line 3: column"),
            "{e}"
        );
    }
}
