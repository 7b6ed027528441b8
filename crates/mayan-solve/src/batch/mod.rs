//! The job model of `mayan batch` (docs/batch.md): what a job is, how a
//! request line or a Panel Attack file becomes jobs, which jobs a shard
//! keeps and a resumed run skips, and the order reports are written in. A
//! front end adds only input and output, threads, progress and printing.
//!
//! - A [`Job`] is a puzzle to search with its [`Label`]: a request line
//!   (its number and `id`) or a puzzle of a Panel Attack file (its set and
//!   number). A label has a [`JobKey`], by which `--resume` knows the job
//!   was answered.
//! - [`Lines`] reads JSON Lines into [`Entry`]s, a job or the error line
//!   of a bad line, with [`SolveRequest::read`], the one request reader
//!   the web API uses too; [`panel_jobs`] does the same for a Panel Attack
//!   file, and [`Source::open`] tells the two inputs apart.
//! - [`Shard`] (`I/N`) keeps every N-th line or puzzle; [`Answered`] holds
//!   the keys an earlier output answered; [`Reorder`] hands reports back in
//!   input order however the searches finish.
#![cfg(feature = "serde")]

mod input;
mod merge;
mod order;
mod resume;
mod shard;

pub use input::{Lines, MAX_LINE, Source, read_line};
pub use merge::{MergeError, Merged, input_labels, merge};
pub use order::Reorder;
pub use resume::{Answered, ResumeError, Tail};
pub use shard::{Scheduler, Shard, ShardError};

use mayan_core::read::{self, ReadError, ReadOptions};
use mayan_core::{Goal, Puzzle};
use serde_json::Value;

use crate::request::{SolveReport, SolveRequest};
use crate::{Options, SolveError, solve};

/// Which job a report answers.
#[derive(Clone, Debug, PartialEq)]
pub enum Label {
    /// A request line: its number (from 1) and the request's `id` (never
    /// `null`).
    Line {
        /// The request's `id`, when it has one that is not `null`.
        id: Option<Value>,
        /// The line's number in the input, from 1.
        line: usize,
    },
    /// A puzzle of a Panel Attack file.
    Panel {
        /// The set's name, as `mayan list` shows it.
        set: String,
        /// The puzzle's number in the set, from 1.
        index: usize,
    },
}

/// What `--resume` knows a job by: a request's `id`, or a Panel Attack
/// puzzle's set and number. A request without an `id` has none (it is
/// solved again on every run).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct JobKey(String);

impl JobKey {
    /// The key of a request's `id` (`None` for `null`).
    pub fn of_id(id: &Value) -> Option<JobKey> {
        (!id.is_null()).then(|| JobKey(id.to_string()))
    }

    /// The key of request line `line` that has no `id` (merge tells its
    /// error line by the line number it starts with).
    pub fn of_line(line: usize) -> JobKey {
        JobKey(format!("line {line}"))
    }

    /// The key of a Panel Attack puzzle.
    pub fn of_panel(set: &str, index: usize) -> JobKey {
        JobKey(serde_json::json!([set, index]).to_string())
    }
}

impl Label {
    /// The job's key for `--resume`, when it has one.
    pub fn key(&self) -> Option<JobKey> {
        match self {
            Label::Line { id, .. } => id.as_ref().and_then(JobKey::of_id),
            Label::Panel { set, index } => Some(JobKey::of_panel(set, *index)),
        }
    }

    /// The output line of this job when it has no report:
    /// `{"id": ..., "error": "line L: ..."}` for a request line (`id` is
    /// `null` when it could not be read), `{"set": ..., "index": ...,
    /// "error": ...}` for a Panel Attack puzzle.
    pub fn error_line(&self, message: &str) -> String {
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
    pub fn mark(&self, report: &mut SolveReport) {
        match self {
            Label::Line { id, .. } => report.id = id.clone(),
            Label::Panel { set, index } => {
                report.set = Some(set.clone());
                report.index = Some(*index);
            }
        }
    }
}

impl std::fmt::Display for JobKey {
    /// The key as written: an `id`'s JSON, a puzzle's `["SET", INDEX]`,
    /// or `line L`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// A search to run.
#[derive(Clone, Debug)]
pub struct Job {
    /// Which job it is.
    pub label: Label,
    /// The puzzle, with its goal.
    pub puzzle: Box<Puzzle>,
    /// Whether null moves are moves.
    pub null_moves: bool,
}

impl Job {
    /// Searches the puzzle with `opts` (its `null_moves` set from the
    /// job): the report, labelled.
    pub fn solve(&self, opts: &Options) -> Result<SolveReport, SolveError> {
        let opts = Options {
            null_moves: self.null_moves,
            ..opts.clone()
        };
        let outcome = solve(&self.puzzle, &opts)?;
        let mut report = SolveReport::new(&self.puzzle, &opts, &outcome);
        self.label.mark(&mut report);
        Ok(report)
    }
}

/// One line of the input, or one puzzle of a file, as read.
#[derive(Clone, Debug)]
pub enum Entry {
    /// A search to run.
    Job(Job),
    /// No search: the job's error line is the answer.
    Failed {
        /// Which job.
        label: Label,
        /// Why it is not a search.
        message: String,
    },
}

impl Entry {
    /// Which job this is.
    pub fn label(&self) -> &Label {
        match self {
            Entry::Job(job) => &job.label,
            Entry::Failed { label, .. } => label,
        }
    }
}

/// What the command line sets for every job.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Defaults {
    /// The goal of a Panel Attack puzzle (default: the format's, at most),
    /// and of a request that gives none.
    pub goal: Option<Goal>,
    /// Null moves are not moves, for every job.
    pub no_null_moves: bool,
}

/// Reads one request line (without its line end) into a job or its error
/// (in English, for the error line's JSON). `None` when the line's `id` is
/// already answered.
pub fn parse_line(bytes: &[u8], line: usize, answered: &Answered, d: Defaults) -> Option<Entry> {
    let (id, request) = match SolveRequest::read(bytes) {
        Ok(mut req) => (req.id.take().filter(|v| !v.is_null()), Ok(req)),
        Err(e) => (e.id, Err(e.message)),
    };
    let label = Label::Line { id, line };
    if answered.has(&label) {
        return None;
    }
    let puzzle = request.and_then(|mut req| {
        if req.goal.is_none() {
            req.goal = d.goal.map(|g| g.name().to_string());
        }
        req.no_null_moves |= d.no_null_moves;
        req.puzzle().map_err(|e| e.to_string())
    });
    Some(match puzzle {
        Ok((puzzle, null_moves)) => Entry::Job(Job {
            label,
            puzzle: Box::new(puzzle),
            null_moves,
        }),
        Err(message) => Entry::Failed { label, message },
    })
}

/// The jobs of a Panel Attack file, in file order, those of `shard` (by
/// puzzle number in the whole file, from 0) that `answered` does not hold:
/// each puzzle as the reader reads it when picked, with the goal of
/// `defaults` (else the format's, at most). An error only when the text is
/// not a Panel Attack file at all; a puzzle that cannot be played is an
/// [`Entry::Failed`]. The file is read in English, whatever the language
/// of the thread: its puzzles' errors go into JSON (and so does the error
/// of a file that is not one).
pub fn panel_jobs(
    bytes: &[u8],
    defaults: Defaults,
    shard: Option<Shard>,
    answered: &Answered,
) -> Result<Vec<Entry>, ReadError> {
    mayan_i18n::with(mayan_i18n::Lang::En, || {
        panel_jobs_in_english(bytes, defaults, shard, answered)
    })
}

fn panel_jobs_in_english(
    bytes: &[u8],
    defaults: Defaults,
    shard: Option<Shard>,
    answered: &Answered,
) -> Result<Vec<Entry>, ReadError> {
    let opts = ReadOptions {
        goal: defaults.goal,
        ..ReadOptions::default()
    };
    let (_, entries) = read::read_panel_file(bytes, &opts)?;
    let mut jobs = Vec::new();
    for (i, entry) in entries.into_iter().enumerate() {
        let label = Label::Panel {
            set: entry.pick.set,
            index: entry.pick.index,
        };
        if shard.is_some_and(|s| !s.keeps(i)) || answered.has(&label) {
            continue;
        }
        let puzzle = entry.read.map_err(|e| e.to_string()).and_then(|r| {
            r.setup
                .into_puzzle()
                .map_err(|e| format!("not a puzzle: {e}"))
        });
        jobs.push(match puzzle {
            Ok(puzzle) => Entry::Job(Job {
                label,
                puzzle: Box::new(puzzle),
                null_moves: !defaults.no_null_moves,
            }),
            Err(message) => Entry::Failed { label, message },
        });
    }
    Ok(jobs)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn failed(entry: Option<Entry>) -> (Label, String) {
        match entry {
            Some(Entry::Failed { label, message }) => (label, message),
            other => panic!("not an error: {other:?}"),
        }
    }

    #[test]
    fn bad_lines_name_their_line_and_keep_their_id() {
        let none = Answered::default();
        let d = Defaults::default();
        let (label, message) = failed(parse_line(br#"{"id": 7, "grid": 3}"#, 12, &none, d));
        let v: Value = serde_json::from_str(&label.error_line(&message)).unwrap();
        assert_eq!(v["id"], 7);
        assert!(
            v["error"].as_str().unwrap().starts_with("line 12: grid: "),
            "{v}"
        );
        let (label, message) = failed(parse_line(b"{oops", 3, &none, d));
        assert_eq!(label, Label::Line { id: None, line: 3 });
        assert!(message.starts_with("column 2: not valid JSON"), "{message}");
        // A bad board keeps the id too.
        let (label, _) = failed(parse_line(br#"{"id": "b", "grid": "111."}"#, 1, &none, d));
        assert_eq!(label.key(), JobKey::of_id(&"b".into()));
    }

    #[test]
    fn an_answered_id_is_skipped_even_when_its_line_is_bad() {
        let mut answered = Answered::default();
        answered.note_report(br#"{"id":7,"error":"line 1: ..."}"#);
        let d = Defaults::default();
        assert!(parse_line(br#"{"id": 7, "grid": 3}"#, 1, &answered, d).is_none());
        assert!(parse_line(br#"{"id": 7, "grid": "11.1", "moves": 1}"#, 1, &answered, d).is_none());
        assert!(parse_line(br#"{"id": 8, "grid": "11.1", "moves": 1}"#, 1, &answered, d).is_some());
    }

    #[test]
    fn defaults_fill_what_a_request_leaves_out() {
        let d = Defaults {
            goal: Some(Goal::Shortest),
            no_null_moves: true,
        };
        let none = Answered::default();
        let Some(Entry::Job(job)) = parse_line(br#"{"grid": "11.1", "moves": 2}"#, 1, &none, d)
        else {
            panic!("not a job");
        };
        assert_eq!(job.puzzle.goal(), Goal::Shortest);
        assert!(!job.null_moves);
        let Some(Entry::Job(job)) = parse_line(
            br#"{"grid": "11.1", "moves": 2, "goal": "exact"}"#,
            1,
            &none,
            d,
        ) else {
            panic!("not a job");
        };
        assert_eq!(job.puzzle.goal(), Goal::Exact);
    }
}
