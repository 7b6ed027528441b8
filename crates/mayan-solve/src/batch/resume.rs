//! `--resume OUT`: the jobs an earlier run's output answered.
//!
//! The file is checked before anything is appended to it: every line must
//! be a report or an error line of batch (a JSON object with `solved` or
//! `error`), each at most [`MAX_LINE`] bytes, so that resume never appends
//! to (or cuts) a file that is not its own. Only a last line cut short,
//! JSON that ends too soon and starts the way every line batch writes does
//! (`{"id":`, `{"set":` or `{"moves":`), is cut off: that is a report the
//! killed run was writing.

use std::collections::HashSet;
use std::io::{self, BufRead, Read};

use mayan_i18n::t;
use serde_json::Value;

use super::{JobKey, Label, MAX_LINE};

/// The keys of the jobs an output answered (with a report or an error
/// line): each line's `id`, and the `set` and `index` of a Panel Attack
/// puzzle's.
#[derive(Clone, Debug, Default)]
pub struct Answered {
    keys: HashSet<JobKey>,
}

/// How an earlier output ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tail {
    /// With a whole line (or the file is empty): append as it is.
    Whole,
    /// With a report cut short (the run was killed while writing it): cut
    /// the file to this length before appending.
    Cut(u64),
    /// With a whole report that lacks its line end: write one before
    /// appending.
    Unterminated,
}

/// Why a file is not an earlier output that resume may append to.
#[derive(Debug, thiserror::Error)]
pub enum ResumeError {
    /// It could not be read.
    #[error("{0}")]
    Io(#[from] io::Error),
    /// A line that batch did not write.
    #[error("{}", t!("solve-resume-not-report", line = line.to_string(), why = *why))]
    NotReport {
        /// The line's number, from 1.
        line: usize,
        /// What is wrong with it, as the message `solve-resume-not-report`
        /// names it: `not-json`, `not-object` or `no-result` (neither
        /// `solved` nor `error`).
        why: &'static str,
    },
    /// A line longer than any report.
    #[error("{}", t!("solve-resume-too-long", line = line.to_string(), mib = MAX_LINE >> 20))]
    TooLong {
        /// The line's number, from 1.
        line: usize,
    },
}

/// Whether a line is a report or an error line of batch, and if not, why
/// (merge asks the same of its parts' lines): `not-json`, `not-object` or
/// `no-result` ([`ResumeError::NotReport`]).
pub(super) fn report(line: &[u8]) -> Result<Value, &'static str> {
    let v: Value = serde_json::from_slice(line).map_err(|_| "not-json")?;
    if !v.is_object() {
        return Err("not-object");
    }
    if v.get("solved").is_none() && v.get("error").is_none() {
        return Err("no-result");
    }
    Ok(v)
}

/// The job a report answers, by the key its label gives it: the request's
/// `id`, or a Panel Attack puzzle's `set` and `index`; `None` for a report
/// without either.
pub(super) fn report_key(v: &Value) -> Option<JobKey> {
    if let Some(key) = v.get("id").and_then(JobKey::of_id) {
        return Some(key);
    }
    let set = v.get("set").and_then(Value::as_str)?;
    let index = v.get("index").and_then(Value::as_u64)?;
    Some(JobKey::of_panel(set, usize::try_from(index).ok()?))
}

/// Whether a last line without its line end is a report cut short: JSON
/// that ends too soon, starting as every line batch writes does.
fn cut_report(text: &[u8]) -> bool {
    let starts = [&b"{\"id\":"[..], b"{\"set\":", b"{\"moves\":"];
    // A write can end anywhere, even inside the first key.
    starts.iter().any(|s| s.starts_with(text))
        || (starts.iter().any(|s| text.starts_with(s))
            && serde_json::from_slice::<Value>(text).is_err_and(|e| e.is_eof()))
}

impl Answered {
    /// Reads an earlier output a line at a time, each line at most
    /// [`MAX_LINE`] bytes: what it answered and how it ends. A file that
    /// holds anything but batch's lines is an error, and nothing of it is
    /// changed.
    pub fn read(output: impl BufRead) -> Result<(Answered, Tail), ResumeError> {
        let mut answered = Answered::default();
        let mut input = output;
        let mut line = Vec::new();
        let mut whole = 0u64;
        let mut number = 0;
        loop {
            number += 1;
            line.clear();
            let n = (&mut input)
                .take(MAX_LINE + 1)
                .read_until(b'\n', &mut line)?;
            if n == 0 {
                return Ok((answered, Tail::Whole));
            }
            let ended = line.last() == Some(&b'\n');
            if !ended && n as u64 > MAX_LINE {
                return Err(ResumeError::TooLong { line: number });
            }
            let text = line.strip_suffix(b"\n").unwrap_or(&line);
            let text = text.strip_suffix(b"\r").unwrap_or(text);
            if ended && text.iter().all(u8::is_ascii_whitespace) {
                whole += n as u64;
                continue;
            }
            match report(text) {
                Ok(v) => answered.note(&v),
                Err(_) if !ended && cut_report(text) => {
                    return Ok((answered, Tail::Cut(whole)));
                }
                Err(why) => return Err(ResumeError::NotReport { line: number, why }),
            }
            if !ended {
                return Ok((answered, Tail::Unterminated));
            }
            whole += n as u64;
        }
    }

    /// Notes the job an output line answers (a line that is not a report
    /// or an error line of batch is passed over).
    pub fn note_report(&mut self, line: &[u8]) {
        if let Ok(v) = report(line) {
            self.note(&v);
        }
    }

    fn note(&mut self, v: &Value) {
        if let Some(key) = report_key(v) {
            self.keys.insert(key);
        }
    }

    /// Whether the job of `label` was answered.
    pub fn has(&self, label: &Label) -> bool {
        label.key().is_some_and(|k| self.keys.contains(&k))
    }

    /// How many jobs were answered.
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// True when none was.
    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_output_is_read_up_to_its_last_whole_line() {
        let out = "{\"id\":1,\"solved\":true}\n{\"set\":\"s\",\"index\":2,\"error\":\"x\"}\n{\"id\":\"cut";
        let (answered, tail) = Answered::read(out.as_bytes()).unwrap();
        assert_eq!(answered.len(), 2);
        assert_eq!(tail, Tail::Cut(out.rfind('\n').unwrap() as u64 + 1));
        let line = |id: Value| Label::Line {
            id: Some(id),
            line: 9,
        };
        assert!(answered.has(&line(1.into())));
        assert!(!answered.has(&line("1".into())));
        assert!(!answered.has(&line("cut".into())));
        assert!(answered.has(&Label::Panel {
            set: "s".into(),
            index: 2
        }));
        assert!(!answered.has(&Label::Line { id: None, line: 1 }));
        let (_, tail) = Answered::read(&b"{\"id\":1,\"solved\":false}\n{\"i"[..]).unwrap();
        assert_eq!(tail, Tail::Cut(24));
        let (_, tail) = Answered::read(&b"{\"id\":1,\"solved\":false}\n"[..]).unwrap();
        assert_eq!(tail, Tail::Whole);
        let (answered, tail) = Answered::read(&b"{\"id\":1,\"solved\":false}"[..]).unwrap();
        assert_eq!((answered.len(), tail), (1, Tail::Unterminated));
        assert_eq!(Answered::read(&b""[..]).unwrap().1, Tail::Whole);
    }

    #[test]
    fn resume_refuses_a_file_that_is_not_a_batch_report_file() {
        for (text, line) in [
            ("my notes", 1),
            ("{\"id\":1,\"solved\":true}\nmy notes\n", 2),
            ("{\"id\":1,\"solved\":true}\n{\"id\":2}\n", 2),
            ("[1,2]\n", 1),
            ("{\"id\":1,\"solved\":true}\n{\"notes\": 1", 2),
        ] {
            match Answered::read(text.as_bytes()) {
                Err(ResumeError::NotReport { line: l, .. }) => assert_eq!(l, line, "{text}"),
                other => panic!("{text}: {other:?}"),
            }
        }
    }

    #[test]
    fn resume_reads_an_endless_file_with_the_line_cap() {
        let zeros = io::repeat(0).take(10 * MAX_LINE);
        assert!(matches!(
            Answered::read(io::BufReader::new(zeros)),
            Err(ResumeError::TooLong { line: 1 })
        ));
    }
}
