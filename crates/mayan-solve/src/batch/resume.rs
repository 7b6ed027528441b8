//! `--resume OUT`: the jobs an earlier run's output answered.

use std::collections::HashSet;
use std::io::{self, BufRead};

use serde_json::Value;

use super::{JobKey, Label};

/// The keys of the jobs an output answered (with a report or an error
/// line): each line's `id`, and the `set` and `index` of a Panel Attack
/// puzzle's.
#[derive(Clone, Debug, Default)]
pub struct Answered {
    keys: HashSet<JobKey>,
}

impl Answered {
    /// Reads an earlier output a line at a time: what it answered, and,
    /// when its last line was cut short (the run was killed while writing
    /// it), the length up to the end of its last whole line, where a front
    /// end cuts the file before appending to it.
    pub fn read(mut output: impl BufRead) -> io::Result<(Answered, Option<u64>)> {
        let mut answered = Answered::default();
        let mut line = Vec::new();
        let mut whole = 0u64;
        loop {
            line.clear();
            let n = output.read_until(b'\n', &mut line)?;
            if n == 0 {
                return Ok((answered, None));
            }
            if line.last() != Some(&b'\n') {
                return Ok((answered, Some(whole)));
            }
            whole += n as u64;
            answered.note_report(&line);
        }
    }

    /// Notes the job an output line answers (a line that is not a report
    /// or an error line of batch is passed over).
    pub fn note_report(&mut self, line: &[u8]) {
        let Ok(v) = serde_json::from_slice::<Value>(line) else {
            return;
        };
        if let Some(key) = v.get("id").and_then(JobKey::of_id) {
            self.keys.insert(key);
        }
        if let (Some(set), Some(index)) = (
            v.get("set").and_then(Value::as_str),
            v.get("index")
                .and_then(Value::as_u64)
                .and_then(|i| usize::try_from(i).ok()),
        ) {
            self.keys.insert(JobKey::of_panel(set, index));
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
        let (answered, cut) = Answered::read(out.as_bytes()).unwrap();
        assert_eq!(answered.len(), 2);
        assert_eq!(cut, Some(out.rfind('\n').unwrap() as u64 + 1));
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
        let (_, cut) = Answered::read(&b"{\"id\":1}\n"[..]).unwrap();
        assert_eq!(cut, None);
    }
}
