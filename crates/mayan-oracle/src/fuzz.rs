//! Inputs for the fuzz tests (issue 18): a corpus built from the
//! repository's own files and mutations that matter for its formats.
//!
//! A [`Mutation`] is made from four plain numbers ([`Mutation::from_parts`]),
//! so that proptest can generate and shrink them in the library's tests and
//! the command-line tests can draw them from the project's own seeded
//! generator; the same numbers always make the same mutation.
//!
//! The mutations: cut at a line end, cut anywhere, delete, duplicate or
//! swap lines, flip a digit, insert a `0`, insert junk bytes, turn `\n` into
//! `\r\n`, inject a grid header line, replace a JSON value by one of another
//! type, nest deeply, and copy a piece of the input elsewhere.

use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

/// How many cases a fuzz test runs: `MAYAN_FUZZ_CASES` when it is set to a
/// number (a longer local run), else `default` (what CI runs).
pub fn cases(default: u32) -> u32 {
    std::env::var("MAYAN_FUZZ_CASES")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(default)
}

/// The proptest settings of a fuzz test: [`cases`] seeded cases, the same
/// every run, nothing written to disk.
pub fn config(default: u32) -> proptest::test_runner::Config {
    proptest::test_runner::Config {
        cases: cases(default),
        rng_seed: proptest::test_runner::RngSeed::Fixed(18),
        failure_persistence: None,
        ..proptest::test_runner::Config::default()
    }
}

/// The longest a reader may take on one input: the issue's "hangs past a
/// second".
pub const READ_LIMIT: Duration = Duration::from_secs(1);

/// The longest an error message may be.
pub const MESSAGE_LIMIT: usize = 600;

/// Runs `f` on a thread of its own and gives its value, or says why not:
/// it panicked, or it had not returned after `limit` (it is then left
/// running, and the test fails instead of hanging).
pub fn within<T: Send + 'static>(
    limit: Duration,
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<T, String> {
    let (tx, rx) = mpsc::channel();
    let handle = std::thread::spawn(move || {
        // The receiver may be gone after a timeout; nothing to do then.
        let _ = tx.send(f());
    });
    match rx.recv_timeout(limit) {
        Ok(value) => {
            let _ = handle.join();
            Ok(value)
        }
        Err(mpsc::RecvTimeoutError::Timeout) => Err(format!("still running after {limit:?}")),
        Err(mpsc::RecvTimeoutError::Disconnected) => {
            let payload = handle.join().err();
            let what = payload
                .as_ref()
                .and_then(|p| {
                    p.downcast_ref::<String>()
                        .cloned()
                        .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                })
                .unwrap_or_default();
            Err(format!("panicked: {what}"))
        }
    }
}

/// What is wrong with an error message meant for a person, if anything: it
/// is empty, longer than [`MESSAGE_LIMIT`] bytes, or holds a Rust `Debug`
/// dump (`Some(`, `ParseError {`, `pos: ` and the like).
pub fn message_problem(message: &str) -> Option<String> {
    const DEBUG: &[&str] = &[
        "Some(",
        "None",
        "Ok(",
        "Err(",
        "Error {",
        "Error(",
        "Pos {",
        "pos: ",
        "message: ",
        "line: ",
        "column: ",
    ];
    if message.trim().is_empty() {
        return Some("the message is empty".to_string());
    }
    if message.len() >= MESSAGE_LIMIT {
        return Some(format!(
            "the message is {} bytes long (the limit is {MESSAGE_LIMIT})",
            message.len()
        ));
    }
    DEBUG
        .iter()
        .find(|d| message.contains(*d))
        .map(|d| format!("the message holds `{d}`, a Rust Debug dump"))
}

/// One file of the corpus: its name (whose ending the reader looks at) and
/// its bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seed {
    /// The file's name, without folders (`case03.in`).
    pub name: String,
    /// Its bytes.
    pub bytes: Vec<u8>,
}

impl Seed {
    fn new(name: &str, bytes: impl Into<Vec<u8>>) -> Seed {
        Seed {
            name: name.to_string(),
            bytes: bytes.into(),
        }
    }

    /// True for a NOIP file of the repository (named `.in`).
    pub fn is_noip(&self) -> bool {
        self.name.ends_with(".in")
    }
}

/// The workspace's root folder.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn file(rel: &str) -> Seed {
    let path = root().join(rel);
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    Seed { name, bytes }
}

/// Grids with header lines, a budget line, spaced cells, letters and grey
/// blocks: the grid format's ways of saying things.
pub const GRIDS: &[(&str, &str)] = &[
    ("header.txt", "moves=2 rules=swap4 goal=at-most\n.1.\n#a2\n"),
    (
        "header-maze.txt",
        "moves=2 rules=swap4 goal=shortest\n.1....\n.2....\n.3....\n.21...\n.133..\n.221..\n.1122.\n",
    ),
    ("header-moves.txt", "moves=1\n.33.\n.13.\n.11.\n"),
    ("header-goal.txt", "goal=exact rules=drag\n33.3\n"),
    ("budget.txt", "2\n.33.\n.13.\n.11.\n"),
    ("spaced.txt", "moves=3\n0 12 0\n12 35 12\n35 # 35\n"),
    ("letters.txt", "moves=4 goal=at-most\n..a..\n.ab#.\naab##\n"),
    ("one-line.txt", "3 1 0 2 1 0 2 3 4 0 3 1 0 2 4 3 4 0\n"),
];

/// The puzzle files of the corpus: every NOIP 2011 case, a sample of the
/// random NOIP cases and of the generated ones, the examples, both Panel
/// Attack files, and [`GRIDS`].
pub fn puzzles() -> Vec<Seed> {
    let mut seeds = Vec::new();
    for i in 0..=10 {
        seeds.push(file(&format!("fixtures/noip2011/case{i:02}.in")));
    }
    for i in (1..=200).step_by(20) {
        seeds.push(file(&format!("fixtures/noip-random/case{i:05}.in")));
    }
    seeds.push(file("fixtures/generated/noip-n4/case01.in"));
    seeds.push(file("fixtures/generated/noip-n5/case01.in"));
    seeds.push(file("examples/noip-sample.in"));
    seeds.push(file("examples/box-maze.txt"));
    seeds.push(file("fixtures/panel/panel-attack_stock-example_v2.json"));
    seeds.push(file(
        "fixtures/panel/panel-game_Puzzles-v3_classic-sets-with-solutions.json",
    ));
    for (name, text) in GRIDS {
        seeds.push(Seed::new(name, *text));
    }
    seeds
}

/// Answers in the three notations: the NOIP fixtures' answers, and a few
/// written here (`-1`, plain moves, Panel Attack swaps).
pub fn answers() -> Vec<Seed> {
    let mut seeds = Vec::new();
    for i in 0..=10 {
        seeds.push(file(&format!("fixtures/noip2011/case{i:02}.ans")));
    }
    for i in (1..=200).step_by(40) {
        seeds.push(file(&format!(
            "fixtures/noip-random/case{i:05}.literal.ans"
        )));
        seeds.push(file(&format!("fixtures/noip-random/case{i:05}.pruned.ans")));
    }
    for (name, text) in [
        ("none.ans", "-1\n"),
        ("plain.ans", "1 3 U\n1 2 L\n"),
        ("plain-all.ans", "0 0 R\n1 1 L\n2 2 U\n3 3 D\n"),
        ("panel.ans", "r1c3\nr5c3\nr3c3\n"),
        ("panel-upper.ans", "R12C5\nr1c1\n"),
        ("signed.ans", "2 1 +1\n3 1 -1\n"),
    ] {
        seeds.push(Seed::new(name, text));
    }
    seeds
}

/// Batch request lines (docs/batch.md): grids with and without a budget,
/// NOIP text, every field.
pub fn requests() -> Vec<Seed> {
    let sample = String::from_utf8_lossy(&file("examples/noip-sample.in").bytes).into_owned();
    let noip = serde_json_string(&sample);
    [
        r#"{"id": 1, "grid": ".33.\n.13.\n.11.", "rules": "drag", "goal": "exact", "moves": 2, "no_null_moves": false}"#.to_string(),
        r#"{"grid": "2\n.33.\n.13.\n.11.\n"}"#.to_string(),
        r#"{"id": "maze", "grid": ".1....\n.2....\n.3....\n.21...\n.133..\n.221..\n.1122.", "rules": "swap4", "goal": "shortest", "moves": 2}"#.to_string(),
        r#"{"id": [1, 2], "grid": "moves=2 rules=swap4 goal=at-most\n.1.\n#a2\n"}"#.to_string(),
        format!(r#"{{"id": 7, "noip": {noip}}}"#),
        format!(r#"{{"noip": {noip}, "no_null_moves": true, "goal": "at-most"}}"#),
    ]
    .iter()
    .enumerate()
    .map(|(i, line)| Seed::new(&format!("request{i}.jsonl"), line.as_str()))
    .collect()
}

/// A string as a JSON string literal (the few escapes these texts need).
fn serde_json_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// One change to an input. Positions are taken modulo what the input has
/// (lines, digits, bytes, JSON values), so any numbers make a mutation; one
/// with nothing to act on (a digit flip in a text with no digit) leaves the
/// input as it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mutation {
    /// Keep the text up to and including one of its line ends (or nothing).
    CutAtLineEnd(u32),
    /// Keep the first bytes, cut anywhere.
    Cut(u32),
    /// Delete a line.
    DeleteLine(u32),
    /// Repeat a line (once, or many times).
    DuplicateLine(u32, u8),
    /// Swap two lines.
    SwapLines(u32, u32),
    /// Change a digit to another.
    FlipDigit(u32, u8),
    /// Insert a `0` at a byte, or ` 0` at a line's end.
    InsertZero(u32, bool),
    /// Insert one of [`JUNK`] at a byte.
    InsertJunk(u32, u8),
    /// Turn every `\n` into `\r\n` (`true`), or one of them.
    CrLf(u32, bool),
    /// Insert one of [`HEADERS`] as a line before a line.
    InjectHeader(u32, u8),
    /// Replace a JSON value by one of [`JSON_VALUES`].
    ReplaceJsonValue(u32, u8),
    /// Nest a JSON value (or, in a text with none, a byte's place) deeply.
    DeepNest(u32, u8),
    /// Copy up to 64 bytes from one place to another.
    Splice(u32, u32),
}

/// Bytes that readers trip on: control and non-ASCII bytes, signs, JSON
/// punctuation, huge numbers and long words.
pub const JUNK: &[&[u8]] = &[
    b"\0",
    b"\xff",
    b"\xc3",
    b"\t",
    b"\r",
    b"\x0b",
    b"\x0c",
    b"=",
    b"#",
    b"{",
    b"}",
    b"[",
    b"]",
    b"-",
    b"+",
    b"-1",
    b"99999999999999999999",
    "\u{e9}".as_bytes(),
    "\u{feff}".as_bytes(),
    b",",
    b"\"",
    b"\\",
    b"a",
    b"z",
    b"?",
    b" ",
    b"\n",
    b"\n\n",
    b"moves=",
    b"r1c1",
    b"12345678901234567890123456789012345678901234567890",
];

/// Header lines, good and bad, for [`Mutation::InjectHeader`].
pub const HEADERS: &[&str] = &[
    "moves=3",
    "moves=2 rules=swap4 goal=at-most",
    "rules=drag",
    "goal=shortest",
    "rules=swap4 goal=exact",
    "moves=0",
    "moves=-1",
    "moves=51",
    "moves=99999999999999999999",
    "moves=3 moves=3",
    "=",
    "rules=",
    "goal=sideways",
    "moves=1 x=2",
    "moves=3 3",
    "MOVES=3",
    "moves = 3",
];

/// JSON values of every type, and values that are hard to read, for
/// [`Mutation::ReplaceJsonValue`].
pub const JSON_VALUES: &[&str] = &[
    "null",
    "true",
    "false",
    "0",
    "-1",
    "1.5",
    "1e400",
    "18446744073709551616",
    "-9223372036854775809",
    "\"\"",
    "\"x\"",
    "\"moves\"",
    "\"chain\"",
    "\"\\u0000\"",
    "\"\\ud800\"",
    "\"[]{}=\"",
    "\"99999\"",
    "\"\u{e9}\"",
    "[]",
    "{}",
    "[1, \"a\", null]",
    "{\"Stack\": \"111\"}",
    "{\"Puzzle Sets\": []}",
    "LONG_STRING",
    "LONG_STACK",
];

/// Nesting depths for [`Mutation::DeepNest`], around serde_json's limit of
/// 128 and far past it.
const DEPTHS: &[usize] = &[2, 30, 63, 64, 65, 127, 128, 129, 1000, 50_000];

impl Mutation {
    /// The mutation that four numbers make: `kind` picks the mutation, the
    /// others its places and choices.
    pub fn from_parts(kind: u8, a: u32, b: u32, c: u8) -> Mutation {
        match kind % 13 {
            0 => Mutation::CutAtLineEnd(a),
            1 => Mutation::Cut(a),
            2 => Mutation::DeleteLine(a),
            3 => Mutation::DuplicateLine(a, c),
            4 => Mutation::SwapLines(a, b),
            5 => Mutation::FlipDigit(a, c),
            6 => Mutation::InsertZero(a, c.is_multiple_of(2)),
            7 => Mutation::InsertJunk(a, c),
            8 => Mutation::CrLf(a, c.is_multiple_of(2)),
            9 => Mutation::InjectHeader(a, c),
            10 => Mutation::ReplaceJsonValue(a, c),
            11 => Mutation::DeepNest(a, c),
            _ => Mutation::Splice(a, b),
        }
    }

    /// The input after this mutation.
    pub fn apply(self, input: &[u8]) -> Vec<u8> {
        let mut out = input.to_vec();
        let at = |n: u32, len: usize| n as usize % (len + 1);
        match self {
            Mutation::CutAtLineEnd(a) => {
                let ends: Vec<usize> = line_ends(input);
                let k = a as usize % (ends.len() + 1);
                out.truncate(if k == 0 { 0 } else { ends[k - 1] });
            }
            Mutation::Cut(a) => out.truncate(at(a, input.len())),
            Mutation::DeleteLine(a) => {
                let lines = lines(input);
                let (s, e) = lines[a as usize % lines.len()];
                out.drain(s..e);
            }
            Mutation::DuplicateLine(a, c) => {
                let lines = lines(input);
                let (s, e) = lines[a as usize % lines.len()];
                let mut line = input[s..e].to_vec();
                if line.last() != Some(&b'\n') {
                    line.push(b'\n');
                }
                let times = if c.is_multiple_of(4) { 20 } else { 1 };
                for _ in 0..times {
                    out.splice(s..s, line.iter().copied());
                }
            }
            Mutation::SwapLines(a, b) => {
                let lines = lines(input);
                let (i, j) = (a as usize % lines.len(), b as usize % lines.len());
                let mut parts: Vec<Vec<u8>> = lines
                    .iter()
                    .map(|&(s, e)| {
                        let mut l = input[s..e].to_vec();
                        if l.last() != Some(&b'\n') {
                            l.push(b'\n');
                        }
                        l
                    })
                    .collect();
                parts.swap(i, j);
                out = parts.concat();
            }
            Mutation::FlipDigit(a, c) => {
                let digits: Vec<usize> = (0..input.len())
                    .filter(|&i| input[i].is_ascii_digit())
                    .collect();
                if !digits.is_empty() {
                    let i = digits[a as usize % digits.len()];
                    out[i] = b'0' + (out[i] - b'0' + 1 + c % 9) % 10;
                }
            }
            Mutation::InsertZero(a, spaced) => {
                if spaced {
                    let ends = line_ends(input);
                    let i = match ends.len() {
                        0 => input.len(),
                        n => ends[a as usize % n] - 1,
                    };
                    out.splice(i..i, *b" 0");
                } else {
                    let i = at(a, input.len());
                    out.insert(i, b'0');
                }
            }
            Mutation::InsertJunk(a, c) => {
                let i = at(a, input.len());
                let junk = JUNK[c as usize % JUNK.len()];
                let junk: Vec<u8> = if c as usize / JUNK.len() % 8 == 7 {
                    junk.repeat(1000)
                } else {
                    junk.to_vec()
                };
                out.splice(i..i, junk);
            }
            Mutation::CrLf(a, all) => {
                let ends = line_ends(input);
                let chosen: Vec<usize> = if all {
                    ends
                } else if ends.is_empty() {
                    Vec::new()
                } else {
                    vec![ends[a as usize % ends.len()]]
                };
                for &e in chosen.iter().rev() {
                    out.insert(e - 1, b'\r');
                }
            }
            Mutation::InjectHeader(a, c) => {
                let starts: Vec<usize> = lines(input).iter().map(|&(s, _)| s).collect();
                let i = starts[a as usize % starts.len()];
                let line = format!("{}\n", HEADERS[c as usize % HEADERS.len()]);
                out.splice(i..i, line.bytes());
            }
            Mutation::ReplaceJsonValue(a, c) => {
                let values = json_values(input);
                if !values.is_empty() {
                    let s = values[a as usize % values.len()];
                    let e = value_end(input, s);
                    let with = match JSON_VALUES[c as usize % JSON_VALUES.len()] {
                        "LONG_STRING" => format!("\"{}\"", "long name ".repeat(200)),
                        "LONG_STACK" => format!("\"{}\"", "1".repeat(500)),
                        v => v.to_string(),
                    };
                    out.splice(s..e, with.bytes());
                }
            }
            Mutation::DeepNest(a, c) => {
                let depth = DEPTHS[c as usize % DEPTHS.len()];
                let (open, close): (&str, &str) = match c as usize / DEPTHS.len() % 3 {
                    0 => ("[", "]"),
                    1 => ("{\"k\": ", "}"),
                    _ => ("{\"Set Name\": \"n\", \"Puzzle Sets\": [", "]}"),
                };
                let values = json_values(input);
                let (s, e) = if values.is_empty() {
                    let i = at(a, input.len());
                    (i, i)
                } else {
                    let s = values[a as usize % values.len()];
                    (s, value_end(input, s))
                };
                let mut nested = open.repeat(depth).into_bytes();
                nested.extend_from_slice(&input[s..e]);
                nested.extend_from_slice(close.repeat(depth).as_bytes());
                out.splice(s..e, nested);
            }
            Mutation::Splice(a, b) => {
                let from = at(a, input.len());
                let len = (b as usize >> 8) % 64;
                let piece = input[from..(from + len).min(input.len())].to_vec();
                let to = at(b, input.len());
                out.splice(to..to, piece);
            }
        }
        out
    }
}

/// An input after each of `mutations` in turn.
pub fn mutate(input: &[u8], mutations: &[Mutation]) -> Vec<u8> {
    mutations
        .iter()
        .fold(input.to_vec(), |text, m| m.apply(&text))
}

/// The offsets just past each `\n`.
fn line_ends(input: &[u8]) -> Vec<usize> {
    (0..input.len())
        .filter(|&i| input[i] == b'\n')
        .map(|i| i + 1)
        .collect()
}

/// Each line's span, its `\n` included; at least one (empty) line.
fn lines(input: &[u8]) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut start = 0;
    for end in line_ends(input) {
        spans.push((start, end));
        start = end;
    }
    if start < input.len() || spans.is_empty() {
        spans.push((start, input.len()));
    }
    spans
}

/// Where the JSON values of a text start: each value that follows a `:`, a
/// `,` or a `[` outside strings ([`value_end`] finds its end: strings and
/// numbers, objects and arrays whole). Not a JSON parser: on text that is
/// not JSON it finds what it finds. Linear in the text, so that mutating a
/// deeply nested text stays cheap.
fn json_values(input: &[u8]) -> Vec<usize> {
    let mut starts = Vec::new();
    let mut in_string = false;
    let mut escaped = false;
    let mut i = 0;
    while i < input.len() {
        let b = input[i];
        if in_string {
            match (escaped, b) {
                (true, _) => escaped = false,
                (false, b'\\') => escaped = true,
                (false, b'"') => in_string = false,
                _ => {}
            }
        } else if b == b'"' {
            in_string = true;
        } else if matches!(b, b':' | b',' | b'[') {
            let mut s = i + 1;
            while s < input.len() && input[s].is_ascii_whitespace() {
                s += 1;
            }
            if s < input.len() && !matches!(input[s], b']' | b'}' | b',') {
                // A string followed by `:` is a key, not a value. Strings
                // do not nest, so finding their ends costs one pass in all.
                let key = input[s] == b'"' && {
                    let e = value_end(input, s);
                    input[e..].iter().find(|b| !b.is_ascii_whitespace()) == Some(&b':')
                };
                if !key {
                    starts.push(s);
                }
            }
        }
        i += 1;
    }
    starts
}

/// Where the JSON value starting at `s` ends.
fn value_end(input: &[u8], s: usize) -> usize {
    match input[s] {
        b'"' => {
            let mut escaped = false;
            for (i, &b) in input.iter().enumerate().skip(s + 1) {
                match (escaped, b) {
                    (true, _) => escaped = false,
                    (false, b'\\') => escaped = true,
                    (false, b'"') => return i + 1,
                    _ => {}
                }
            }
            input.len()
        }
        b'{' | b'[' => {
            let mut depth = 0usize;
            let mut in_string = false;
            let mut escaped = false;
            for (i, &b) in input.iter().enumerate().skip(s) {
                if in_string {
                    match (escaped, b) {
                        (true, _) => escaped = false,
                        (false, b'\\') => escaped = true,
                        (false, b'"') => in_string = false,
                        _ => {}
                    }
                    continue;
                }
                match b {
                    b'"' => in_string = true,
                    b'{' | b'[' => depth += 1,
                    b'}' | b']' => {
                        depth -= 1;
                        if depth == 0 {
                            return i + 1;
                        }
                    }
                    _ => {}
                }
            }
            input.len()
        }
        _ => input[s..]
            .iter()
            .position(|&b| matches!(b, b',' | b']' | b'}') || b.is_ascii_whitespace())
            .map_or(input.len(), |p| s + p),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_mutation_does_what_it_says() {
        let text = b"3\n1 0\n2 1 0\n";
        let m = |k, a, b, c| Mutation::from_parts(k, a, b, c).apply(text);
        assert_eq!(m(0, 2, 0, 0), b"3\n1 0\n");
        assert_eq!(m(0, 0, 0, 0), b"");
        assert_eq!(m(1, 3, 0, 0), b"3\n1");
        assert_eq!(m(2, 1, 0, 0), b"3\n2 1 0\n");
        assert_eq!(m(3, 0, 0, 1), b"3\n3\n1 0\n2 1 0\n");
        assert_eq!(m(4, 0, 2, 0), b"2 1 0\n1 0\n3\n");
        assert_eq!(m(5, 0, 0, 0), b"4\n1 0\n2 1 0\n");
        assert_eq!(m(6, 0, 0, 0), b"3 0\n1 0\n2 1 0\n");
        assert_eq!(m(6, 1, 0, 1), b"30\n1 0\n2 1 0\n");
        assert_eq!(m(7, 1, 0, 7), b"3=\n1 0\n2 1 0\n");
        assert_eq!(m(8, 0, 0, 0), b"3\r\n1 0\r\n2 1 0\r\n");
        assert_eq!(m(8, 1, 0, 1), b"3\n1 0\r\n2 1 0\n");
        assert_eq!(m(9, 1, 0, 0), b"3\nmoves=3\n1 0\n2 1 0\n");
        assert_eq!(m(12, 0, 2 << 8, 0), b"3\n1 03\n\n2 1 0\n");
        // Not JSON: a nesting goes to a byte's place.
        assert_eq!(m(11, 0, 0, 0), b"[[]]3\n1 0\n2 1 0\n");
    }

    #[test]
    fn json_values_are_found_whole_and_replaced() {
        let text = br#"{"a": [1, "x,]", {"b": null}], "c": -2.5}"#;
        let spans: Vec<&[u8]> = json_values(text)
            .iter()
            .map(|&s| &text[s..value_end(text, s)])
            .collect();
        let want: [&[u8]; 6] = [
            br#"[1, "x,]", {"b": null}]"#,
            b"1",
            br#""x,]""#,
            br#"{"b": null}"#,
            b"null",
            b"-2.5",
        ];
        assert_eq!(spans, want);
        let m = Mutation::ReplaceJsonValue(4, 1).apply(text);
        assert_eq!(m, br#"{"a": [1, "x,]", {"b": true}], "c": -2.5}"#);
        let m = Mutation::DeepNest(5, 0).apply(text);
        assert_eq!(m, br#"{"a": [1, "x,]", {"b": null}], "c": [[-2.5]]}"#);
    }

    #[test]
    fn within_tells_a_panic_and_a_hang_from_a_value() {
        // A panic prints its message (and a backtrace, with RUST_BACKTRACE)
        // before it is seen: on a loaded machine that took over 200 ms.
        let ample = Duration::from_secs(20);
        assert_eq!(within(ample, || 7), Ok(7));
        let e = within(ample, || -> u8 { panic!("on purpose") }).unwrap_err();
        assert_eq!(e, "panicked: on purpose");
        let short = Duration::from_millis(200);
        let e = within(short, || std::thread::sleep(Duration::from_secs(2))).unwrap_err();
        assert!(e.starts_with("still running"), "{e}");
    }

    #[test]
    fn message_problem_finds_long_messages_and_debug_dumps() {
        assert_eq!(message_problem("line 2, column 3: expected a colour"), None);
        assert!(message_problem("").is_some());
        assert!(message_problem(&"x".repeat(MESSAGE_LIMIT)).is_some());
        let dump = format!("{:?}", Some(Duration::from_secs(1)));
        assert!(message_problem(&dump).is_some());
        assert!(message_problem("ParseError { pos: None, message: \"x\" }").is_some());
    }

    #[test]
    fn the_corpus_is_there() {
        assert!(puzzles().len() > 30);
        assert!(answers().len() > 15);
        assert_eq!(requests().len(), 6);
    }
}
