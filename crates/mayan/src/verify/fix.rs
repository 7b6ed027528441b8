//! `mayan verify --fix`: the file's text with the Solutions of some
//! puzzles replaced or added, every other byte kept. The puzzles are found
//! in the text as the reader reads them, each `"Puzzles"` array in order,
//! and each is checked against the reader's by its `"Stack"` before
//! anything is changed.

use anyhow::{Result, bail};
use mayan_core::format::panel::PanelSet;
use mayan_i18n::t;

/// The end (one past) of the string starting at `i` (a `"`).
fn string_end(b: &[u8], mut i: usize) -> Option<usize> {
    i += 1;
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            b'"' => return Some(i + 1),
            _ => i += 1,
        }
    }
    None
}

/// The end (one past) of the object or array starting at `i`.
fn block_end(b: &[u8], mut i: usize) -> Option<usize> {
    let mut depth = 0usize;
    while i < b.len() {
        match b[i] {
            b'"' => {
                i = string_end(b, i)?;
                continue;
            }
            b'{' | b'[' => depth += 1,
            b'}' | b']' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

fn skip_ws(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && b[i].is_ascii_whitespace() {
        i += 1;
    }
    i
}

/// A member of an object: its key and its value's span.
type Member = (String, (usize, usize));

/// The members of the object spanning `start..end`.
fn members(b: &[u8], start: usize, end: usize) -> Option<Vec<Member>> {
    let mut out = Vec::new();
    let mut i = skip_ws(b, start + 1);
    while i < end - 1 {
        if b[i] != b'"' {
            return None;
        }
        let key_end = string_end(b, i)?;
        let key: String = serde_json::from_slice(&b[i..key_end]).ok()?;
        i = skip_ws(b, key_end);
        if b.get(i) != Some(&b':') {
            return None;
        }
        let v = skip_ws(b, i + 1);
        let v_end = match b.get(v)? {
            b'"' => string_end(b, v)?,
            b'{' | b'[' => block_end(b, v)?,
            _ => {
                let mut j = v;
                while j < end - 1 && !matches!(b[j], b',' | b'}') && !b[j].is_ascii_whitespace() {
                    j += 1;
                }
                j
            }
        };
        out.push((key, (v, v_end)));
        i = skip_ws(b, v_end);
        if b.get(i) == Some(&b',') {
            i = skip_ws(b, i + 1);
        }
    }
    Some(out)
}

/// Every puzzle object's span, in the order of the `"Puzzles"` arrays.
fn puzzle_spans(b: &[u8]) -> Option<Vec<(usize, usize)>> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'"' {
            i += 1;
            continue;
        }
        let end = string_end(b, i)?;
        let j = skip_ws(b, end);
        if &b[i..end] == b"\"Puzzles\"" && b.get(j) == Some(&b':') {
            let mut k = skip_ws(b, j + 1);
            if b.get(k) != Some(&b'[') {
                return None;
            }
            k = skip_ws(b, k + 1);
            while b.get(k) == Some(&b'{') {
                let e = block_end(b, k)?;
                out.push((k, e));
                k = skip_ws(b, e);
                if b.get(k) == Some(&b',') {
                    k = skip_ws(b, k + 1);
                }
            }
            i = k;
            continue;
        }
        i = end;
    }
    Some(out)
}

/// A Solution to write: the set's and the puzzle's 0-based places, and the
/// string.
pub(super) type Fix = (usize, usize, String);

/// The text with each fix written as that puzzle's `"Solution"`: the value
/// replaced when it has one, a member added after its last one, in its
/// indentation, when not.
pub(super) fn rewrite(text: &str, sets: &[PanelSet], fixes: &[Fix]) -> Result<String> {
    let b = text.as_bytes();
    let Some(spans) = puzzle_spans(b) else {
        bail!(t!("cli-fix-no-puzzles"));
    };
    let flat: Vec<(usize, usize)> = sets
        .iter()
        .enumerate()
        .flat_map(|(s, set)| (0..set.puzzles.len()).map(move |p| (s, p)))
        .collect();
    if flat.len() != spans.len() {
        bail!(t!(
            "cli-fix-count",
            objects = spans.len(),
            puzzles = flat.len()
        ));
    }
    // (from, to, text), applied from the end of the file.
    let mut edits: Vec<(usize, usize, String)> = Vec::new();
    for (s, p, sol) in fixes {
        let Some(n) = flat.iter().position(|&f| f == (*s, *p)) else {
            bail!(t!("cli-fix-no-puzzle", set = *s, puzzle = *p));
        };
        let (set, puzzle) = (sets[*s].name.as_str(), p + 1);
        let (start, end) = spans[n];
        let Some(ms) = members(b, start, end) else {
            bail!(t!("cli-fix-unreadable", set = set, puzzle = puzzle));
        };
        let stack = ms
            .iter()
            .find(|(k, _)| k == "Stack")
            .and_then(|(_, (v0, v1))| serde_json::from_slice::<String>(&b[*v0..*v1]).ok())
            .map(|t| t.split_whitespace().collect::<String>());
        if stack.as_ref() != Some(&sets[*s].puzzles[*p].stack) {
            bail!(t!("cli-fix-stack", set = set, puzzle = puzzle));
        }
        let quoted = serde_json::to_string(sol)?;
        match ms.iter().find(|(k, _)| k == "Solution") {
            Some((_, (v0, v1))) => edits.push((*v0, *v1, quoted)),
            None => {
                let Some((_, (_, last))) = ms.last() else {
                    bail!(t!("cli-fix-empty", set = set, puzzle = puzzle));
                };
                let first = skip_ws(b, start + 1);
                let lead = &text[start + 1..first];
                let sep = match lead.rfind('\n') {
                    Some(i) => format!(",\n{}", &lead[i + 1..]),
                    None => ", ".to_string(),
                };
                edits.push((*last, *last, format!("{sep}\"Solution\": {quoted}")));
            }
        }
    }
    edits.sort_by_key(|e| std::cmp::Reverse(e.0));
    let mut out = text.to_string();
    for (from, to, with) in edits {
        out.replace_range(from..to, &with);
    }
    Ok(out)
}
