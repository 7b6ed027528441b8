//! `mayan merge`: the outputs of a run's shards joined into the output one
//! process would have written.
//!
//! The input says the order: its jobs' labels, read as batch reads them
//! ([`input_labels`]). Each output line is matched to its job by its key
//! (a request's `id`, a Panel Attack puzzle's `set` and `index`, or, for a
//! line batch could not read, the `line L:` its error line starts with).
//! A job answered twice is refused, as is a line that answers no job of
//! the input; a job answered by no part is a gap, reported.

use std::collections::HashMap;
use std::io::{self, BufRead, Read, Write};

use mayan_i18n::t;
use serde_json::Value;

use super::{
    Answered, Defaults, Entry, JobKey, Label, Lines, MAX_LINE, Source, panel_jobs, resume,
};

/// Why the parts cannot be merged.
#[derive(Debug, thiserror::Error)]
pub enum MergeError {
    /// Reading or writing failed.
    #[error("{0}")]
    Io(#[from] io::Error),
    /// The input is not one batch reads.
    #[error("{}", t!("solve-batch-input", error = .0.as_str()))]
    Input(String),
    /// Two jobs of the input share a key.
    #[error("{}", t!(
        "solve-batch-same-key",
        first = first.to_string(),
        second = second.to_string(),
        key = key.as_str()
    ))]
    SameKey {
        /// The key, as written.
        key: String,
        /// Its first line.
        first: usize,
        /// Its other line.
        second: usize,
    },
    /// A line of a part that is not a report of batch.
    #[error("{}", t!("solve-batch-not-report", place = part_line(part, *line)))]
    NotReport {
        /// The part's name.
        part: String,
        /// The line, from 1.
        line: usize,
    },
    /// A report without a key: its job cannot be told.
    #[error("{}", t!("solve-batch-no-key", place = part_line(part, *line)))]
    NoKey {
        /// The part's name.
        part: String,
        /// The line, from 1.
        line: usize,
    },
    /// A report of a job the input does not have.
    #[error("{}", t!("solve-batch-unknown", place = part_line(part, *line), key = key.as_str()))]
    Unknown {
        /// The part's name.
        part: String,
        /// The line, from 1.
        line: usize,
        /// The job's key, as written.
        key: String,
    },
    /// A job answered twice.
    #[error("{}", t!(
        "solve-batch-twice",
        key = key.as_str(),
        first = first.as_str(),
        second = second.as_str()
    ))]
    Twice {
        /// The job's key, as written.
        key: String,
        /// Where first (`PART, line L`).
        first: String,
        /// Where again.
        second: String,
    },
}

/// A line of a part, in words: `PART, line L`.
fn part_line(part: &str, line: usize) -> String {
    t!("solve-batch-place", part = part, line = line.to_string())
}

/// What a merge wrote.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Merged {
    /// Lines written.
    pub written: usize,
    /// The jobs no part answered, in input order.
    pub gaps: Vec<Label>,
}

/// The jobs of a batch input in input order, as batch reads it (without a
/// shard): JSON Lines or a Panel Attack file (`json_name`: the file's
/// name ends in `.json`), read whole up to `max_whole` bytes.
pub fn input_labels(
    input: impl BufRead,
    json_name: bool,
    max_whole: u64,
) -> Result<Vec<Label>, MergeError> {
    let none = Answered::default();
    let d = Defaults::default();
    let entries: Vec<Entry> = match Source::open(input, json_name, max_whole)? {
        Source::TooLarge => {
            return Err(MergeError::Input(t!(
                "solve-batch-input-too-large",
                mib = (max_whole >> 20).to_string()
            )));
        }
        Source::Panel(bytes) => {
            panel_jobs(&bytes, d, None, &none).map_err(|e| MergeError::Input(e.to_string()))?
        }
        Source::Lines(lines) => Lines::new(lines, None, none, d).collect::<io::Result<_>>()?,
    };
    Ok(entries.iter().map(|e| e.label().clone()).collect())
}

/// The key a label is merged by.
fn label_key(label: &Label) -> JobKey {
    match label {
        Label::Line { id: None, line } => JobKey::of_line(*line),
        _ => label.key().unwrap_or_else(|| JobKey::of_line(0)),
    }
}

/// The key an output line answers, if it has one: its label's key, or,
/// for the error line of a line batch could not read, the `line L:` it
/// starts with.
fn report_key(v: &Value) -> Option<JobKey> {
    if let Some(key) = resume::report_key(v) {
        return Some(key);
    }
    let error = v.get("error")?.as_str()?;
    let line = error
        .strip_prefix("line ")?
        .split_once(':')?
        .0
        .parse()
        .ok()?;
    Some(JobKey::of_line(line))
}

/// Merges `parts` (each a name and its text) in the order of `labels` into
/// `out`: every line written as the part wrote it.
pub fn merge<R: BufRead>(
    labels: &[Label],
    parts: impl IntoIterator<Item = (String, R)>,
    mut out: impl Write,
) -> Result<Merged, MergeError> {
    let mut place: HashMap<JobKey, usize> = HashMap::with_capacity(labels.len());
    for (i, label) in labels.iter().enumerate() {
        if let Some(j) = place.insert(label_key(label), i) {
            let line = |l: &Label| match l {
                Label::Line { line, .. } => *line,
                Label::Panel { index, .. } => *index,
            };
            return Err(MergeError::SameKey {
                key: label_key(label).to_string(),
                first: line(&labels[j]),
                second: line(label),
            });
        }
    }
    // Each job's line and where it came from.
    let mut answers: Vec<Option<(String, String)>> = vec![None; labels.len()];
    for (part, mut text) in parts {
        let mut buf = Vec::new();
        for line in 1.. {
            buf.clear();
            let n = (&mut text).take(MAX_LINE + 1).read_until(b'\n', &mut buf)?;
            if n == 0 {
                break;
            }
            let bytes = buf.strip_suffix(b"\n").unwrap_or(&buf);
            let bytes = bytes.strip_suffix(b"\r").unwrap_or(bytes);
            if bytes.iter().all(u8::is_ascii_whitespace) {
                continue;
            }
            let not_report = || MergeError::NotReport {
                part: part.clone(),
                line,
            };
            let v = resume::report(bytes).map_err(|_| not_report())?;
            let key = report_key(&v).ok_or_else(|| MergeError::NoKey {
                part: part.clone(),
                line,
            })?;
            let Some(&i) = place.get(&key) else {
                return Err(MergeError::Unknown {
                    part: part.clone(),
                    line,
                    key: key.to_string(),
                });
            };
            let here = part_line(&part, line);
            if let Some((_, first)) = &answers[i] {
                return Err(MergeError::Twice {
                    key: key.to_string(),
                    first: first.clone(),
                    second: here,
                });
            }
            answers[i] = Some((String::from_utf8_lossy(bytes).into_owned(), here));
        }
    }
    let mut merged = Merged::default();
    for (label, answer) in labels.iter().zip(answers) {
        match answer {
            Some((text, _)) => {
                writeln!(out, "{text}")?;
                merged.written += 1;
            }
            None => merged.gaps.push(label.clone()),
        }
    }
    out.flush()?;
    Ok(merged)
}

#[cfg(test)]
mod tests {
    use super::*;

    const INPUT: &str = "{\"id\": 1, \"grid\": \"11.1\", \"moves\": 1}\n{oops\n{\"id\": \"b\", \"grid\": \"11.1\", \"moves\": 1}\n{\"id\": 3, \"grid\": \"11.1\", \"moves\": 1}\n";

    fn labels() -> Vec<Label> {
        input_labels(INPUT.as_bytes(), false, 1 << 20).unwrap()
    }

    fn part(name: &str, text: &'static str) -> (String, &'static [u8]) {
        (name.to_string(), text.as_bytes())
    }

    #[test]
    fn parts_are_joined_in_input_order_with_their_gaps() {
        let mut out = Vec::new();
        let merged = merge(
            &labels(),
            [
                part("b", "{\"id\":\"b\",\"solved\":true}\n{\"id\":null,\"error\":\"line 2: column 2: not valid JSON\"}\n"),
                part("a", "{\"id\":1,\"solved\":true}\n"),
            ],
            &mut out,
        )
        .unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "{\"id\":1,\"solved\":true}\n{\"id\":null,\"error\":\"line 2: column 2: not valid JSON\"}\n{\"id\":\"b\",\"solved\":true}\n"
        );
        assert_eq!(merged.written, 3);
        assert_eq!(
            merged.gaps,
            [Label::Line {
                id: Some(3.into()),
                line: 4
            }]
        );
    }

    #[test]
    fn merge_refuses_a_job_answered_twice_and_a_stranger() {
        let twice = merge(
            &labels(),
            [
                part("a", "{\"id\":1,\"solved\":true}\n"),
                part("b", "\n{\"id\":1,\"error\":\"x\"}\n"),
            ],
            io::sink(),
        );
        assert_eq!(
            twice.unwrap_err().to_string(),
            "1 is answered twice: a, line 1 and b, line 2"
        );
        let stranger = merge(
            &labels(),
            [part("a", "{\"id\":9,\"solved\":true}\n")],
            io::sink(),
        );
        assert_eq!(
            stranger.unwrap_err().to_string(),
            "a, line 1: answers 9, which is not a job of the input"
        );
        let notes = merge(&labels(), [part("a", "my notes\n")], io::sink());
        assert!(matches!(notes, Err(MergeError::NotReport { line: 1, .. })));
        let same = input_labels(
            &b"{\"id\": 1, \"grid\": \"1\"}\n{\"id\": 1, \"grid\": \"1\"}\n"[..],
            false,
            1 << 20,
        )
        .unwrap();
        assert!(matches!(
            merge(&same, Vec::<(String, &[u8])>::new(), io::sink()),
            Err(MergeError::SameKey {
                first: 1,
                second: 2,
                ..
            })
        ));
    }
}
