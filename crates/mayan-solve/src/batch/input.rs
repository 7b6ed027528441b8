//! Batch input: JSON Lines or a Panel Attack file, and the jobs of JSON
//! Lines as they are read.

use std::io::{self, BufRead, Chain, Cursor, Read};

use serde_json::Value;

use super::{Answered, Defaults, Entry, Label, Shard, parse_line};

/// The longest request line read: 1 MiB (a NOIP text or a 16 x 16 grid
/// takes well under 1 kB). A longer line is an error line, never held in
/// memory whole.
pub const MAX_LINE: u64 = 1 << 20;

/// Reads one line into `buf` (appending), keeping at most [`MAX_LINE`]
/// bytes of it: the bytes consumed (0 at the end of the input), and false
/// when the line was longer (the rest of it is skipped).
pub fn read_line(input: &mut impl BufRead, buf: &mut Vec<u8>) -> io::Result<(usize, bool)> {
    let start = buf.len();
    let n = input.take(MAX_LINE + 1).read_until(b'\n', buf)?;
    if (buf.len() - start) as u64 <= MAX_LINE || buf.last() == Some(&b'\n') {
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

/// What a batch input is.
pub enum Source<R> {
    /// JSON Lines, a request a line: the bytes read to tell, then the rest.
    Lines(Chain<Cursor<Vec<u8>>, R>),
    /// A Panel Attack file, read whole.
    Panel(Vec<u8>),
    /// A Panel Attack file (by its `.json` name, or a first line that is
    /// alone an object with "Puzzle Sets") longer than the limit.
    TooLarge,
}

/// True when a text is one JSON object with a "Puzzle Sets" list.
fn holds_puzzle_sets(bytes: &[u8]) -> bool {
    serde_json::from_slice::<Value>(bytes)
        .is_ok_and(|v| v.get("Puzzle Sets").is_some_and(Value::is_array))
}

impl<R: BufRead> Source<R> {
    /// Tells a Panel Attack file from JSON Lines. The reader's test (a
    /// `.json` name, or text that starts with `{`) cannot tell them apart
    /// alone, since every request line starts with `{` too: a `.json` name
    /// (`json_name`) is a Panel Attack file; otherwise a text is one when
    /// its first non-blank line is, alone, an object with "Puzzle Sets",
    /// or when that line is not JSON alone and the whole text is such an
    /// object. A text read whole is read up to `max_whole` bytes; a text
    /// whose first line is not JSON alone and that is longer is JSON Lines.
    pub fn open(mut input: R, json_name: bool, max_whole: u64) -> io::Result<Source<R>> {
        let read_rest = |input: &mut R, mut head: Vec<u8>| -> io::Result<Option<Vec<u8>>> {
            input.take(max_whole + 1).read_to_end(&mut head)?;
            Ok((head.len() as u64 <= max_whole).then_some(head))
        };
        if json_name {
            return Ok(read_rest(&mut input, Vec::new())?.map_or(Source::TooLarge, Source::Panel));
        }
        // The first non-blank line, and every byte read up to its end.
        let mut head = Vec::new();
        let mut line = Vec::new();
        loop {
            line.clear();
            let n = (&mut input)
                .take(MAX_LINE + 1)
                .read_until(b'\n', &mut line)?;
            head.extend_from_slice(&line);
            if line.len() as u64 > MAX_LINE && line.last() != Some(&b'\n') {
                // A first line past any request: the line reader says so.
                return Ok(Source::Lines(Cursor::new(head).chain(input)));
            }
            if n == 0 || !line.iter().all(u8::is_ascii_whitespace) {
                break;
            }
        }
        let starts_object = line.trim_ascii_start().first() == Some(&b'{');
        if starts_object && serde_json::from_slice::<Value>(&line).is_err() {
            // Past the limit it is no Panel Attack file this reads: JSON
            // Lines whose first line is bad (its error line, then the rest).
            let mut whole = head;
            (&mut input).take(max_whole + 1).read_to_end(&mut whole)?;
            return Ok(
                if whole.len() as u64 <= max_whole && holds_puzzle_sets(&whole) {
                    Source::Panel(whole)
                } else {
                    Source::Lines(Cursor::new(whole).chain(input))
                },
            );
        }
        if starts_object && holds_puzzle_sets(&line) {
            return Ok(read_rest(&mut input, head)?.map_or(Source::TooLarge, Source::Panel));
        }
        Ok(Source::Lines(Cursor::new(head).chain(input)))
    }
}

/// The jobs of JSON Lines, read as they are needed: each line of `shard`
/// (blank lines count, so shards partition the file) that is not blank
/// and whose `id` `answered` does not hold, as a job or its error line.
pub struct Lines<R> {
    input: R,
    buf: Vec<u8>,
    /// Lines read so far.
    read: usize,
    shard: Option<Shard>,
    answered: Answered,
    defaults: Defaults,
}

impl<R: BufRead> Lines<R> {
    /// The jobs of `input`.
    pub fn new(input: R, shard: Option<Shard>, answered: Answered, defaults: Defaults) -> Self {
        Lines {
            input,
            buf: Vec::new(),
            read: 0,
            shard,
            answered,
            defaults,
        }
    }
}

impl<R: BufRead> Iterator for Lines<R> {
    type Item = io::Result<Entry>;

    fn next(&mut self) -> Option<io::Result<Entry>> {
        loop {
            self.buf.clear();
            let whole = match read_line(&mut self.input, &mut self.buf) {
                Err(e) => return Some(Err(e)),
                Ok((0, _)) => return None,
                Ok((_, whole)) => whole,
            };
            let index = self.read;
            self.read += 1;
            if self.shard.is_some_and(|s| !s.keeps(index)) {
                continue;
            }
            if !whole {
                return Some(Ok(Entry::Failed {
                    label: Label::Line {
                        id: None,
                        line: index + 1,
                    },
                    message: format!(
                        "longer than {} MiB: no request is that long",
                        MAX_LINE >> 20
                    ),
                }));
            }
            let text = self.buf.strip_suffix(b"\n").unwrap_or(&self.buf);
            let text = text.strip_suffix(b"\r").unwrap_or(text);
            if text.iter().all(u8::is_ascii_whitespace) {
                continue;
            }
            if let Some(entry) = parse_line(text, index + 1, &self.answered, self.defaults) {
                return Some(Ok(entry));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::batch::Job;

    fn open(text: &str) -> &'static str {
        match Source::open(text.as_bytes(), false, 1 << 20).unwrap() {
            Source::Lines(_) => "lines",
            Source::Panel(_) => "panel",
            Source::TooLarge => "too large",
        }
    }

    #[test]
    fn a_panel_attack_file_is_told_from_json_lines() {
        assert_eq!(open("{\"grid\": \"11.1\", \"moves\": 1}\n"), "lines");
        assert_eq!(open("\n\n{\"Puzzle Sets\": []}\n"), "panel");
        assert_eq!(open("{\n\"Puzzle Sets\": []\n}\n"), "panel");
        assert_eq!(open("{oops\n{\"grid\": \"1\"}\n"), "lines");
        assert_eq!(open(""), "lines");
        let big = format!("{{\"Puzzle Sets\": [\"{}\"]}}", "x".repeat(100));
        assert!(matches!(
            Source::open(big.as_bytes(), false, 50).unwrap(),
            Source::TooLarge
        ));
    }

    #[test]
    fn a_bad_first_line_of_a_large_file_is_one_error_line_not_a_refused_run() {
        let mut text = String::from("{oops\n");
        for id in 0..20 {
            text += &format!("{{\"id\": {id}, \"grid\": \"11.1\", \"moves\": 1}}\n");
        }
        let Source::Lines(input) = Source::open(text.as_bytes(), false, 100).unwrap() else {
            panic!("not read as lines");
        };
        let entries: Vec<Entry> = Lines::new(input, None, Answered::default(), Defaults::default())
            .map(Result::unwrap)
            .collect();
        assert_eq!(entries.len(), 21);
        assert!(matches!(&entries[0], Entry::Failed { .. }));
        assert!(entries[1..].iter().all(|e| matches!(e, Entry::Job(_))));
    }

    #[test]
    fn lines_skip_blanks_keep_their_shard_and_number_every_line() {
        let text = "{\"id\": 1, \"grid\": \"11.1\", \"moves\": 1}\n\n\r\n{oops\n{\"id\": 4, \"grid\": \"11.1\", \"moves\": 1}\r\n";
        let labels = |shard| -> Vec<Label> {
            Lines::new(
                text.as_bytes(),
                shard,
                Answered::default(),
                Defaults::default(),
            )
            .map(|e| e.unwrap().label().clone())
            .collect()
        };
        let line = |id: Option<i32>, line| Label::Line {
            id: id.map(Value::from),
            line,
        };
        assert_eq!(
            labels(None),
            [line(Some(1), 1), line(None, 4), line(Some(4), 5)]
        );
        assert_eq!(
            labels(Some(Shard::new(0, 2).unwrap())),
            [line(Some(1), 1), line(Some(4), 5)]
        );
        assert_eq!(labels(Some(Shard::new(1, 2).unwrap())), [line(None, 4)]);
    }

    #[test]
    fn a_line_past_the_limit_is_an_error_line_and_the_next_is_read() {
        let text = format!(
            "{}\n{{\"grid\": \"11.1\", \"moves\": 1}}\n",
            "x".repeat(MAX_LINE as usize + 10)
        );
        let entries: Vec<Entry> = Lines::new(
            text.as_bytes(),
            None,
            Answered::default(),
            Defaults::default(),
        )
        .map(Result::unwrap)
        .collect();
        assert!(
            matches!(&entries[0], Entry::Failed { message, .. } if message.contains("longer than 1 MiB"))
        );
        assert!(matches!(
            &entries[1],
            Entry::Job(Job {
                label: Label::Line { line: 2, .. },
                ..
            })
        ));
    }
}
