//! Reading and writing puzzles and answers.
//!
//! - [`noip`]: the NOIP 2011 format (docs/spec.md section 6) and its answers.
//! - [`grid`]: rows of cells, any size (docs/spec.md section 7).
//! - [`panel`]: Panel Attack puzzle files (JSON), and their solutions.
//! - [`notation`]: moves written in each family's notation.
//!
//! Each format's writer takes what the format can hold; [`noip::fits`] and
//! [`panel::fits`] say why a puzzle does not fit, as an [`Unfit`].

use mayan_i18n::t;

/// Items joined as a sentence lists them, in the language of the thread:
/// `a`, `a and b`, `a, b and c` (`a、b 和 c`).
pub fn and_list<S: AsRef<str>>(items: &[S]) -> String {
    joined(items, "list-and")
}

/// Items joined as alternatives, in the language of the thread: `a`, `a or
/// b`, `a, b or c` (`a、b 或 c`).
pub fn or_list<S: AsRef<str>>(items: &[S]) -> String {
    joined(items, "list-or")
}

/// Items one after another, in the language of the thread: `a, b, c`
/// (`a、b、c`).
pub fn list<S: AsRef<str>>(items: &[S]) -> String {
    let sep = t!("list-sep");
    let items: Vec<&str> = items.iter().map(AsRef::as_ref).collect();
    items.join(&sep)
}

/// The list of all items but the last, then the last, as `id` (`list-and`
/// or `list-or`) puts them.
fn joined<S: AsRef<str>>(items: &[S], id: &str) -> String {
    match items {
        [] => String::new(),
        [a] => a.as_ref().to_string(),
        [rest @ .., last] => mayan_i18n::tr(
            id,
            Some(&{
                let mut args = mayan_i18n::FluentArgs::new();
                args.set("first", list(rest));
                args.set("last", last.as_ref().to_string());
                args
            }),
        ),
    }
}

pub mod grid;
pub mod noip;
pub mod notation;
pub mod panel;

use crate::error::{ParseError, Pos};
use crate::puzzle::Puzzle;
use crate::read::Format;

/// One puzzle written in a format, as `mayan convert` and the web page's
/// export write it: a NOIP input (5 x 7, drag; the budget only), a grid
/// with the header `moves=N rules=R goal=G` (nothing is lost), or a Panel
/// Attack file of `version` with one set named `set` holding the puzzle
/// and, when given, its Solution. A puzzle the format cannot hold is an
/// [`Unfit`].
pub fn write_puzzle(
    puzzle: &Puzzle,
    to: Format,
    set: &str,
    solution: Option<String>,
    version: panel::Version,
) -> Result<String, Unfit> {
    let board = puzzle.board();
    match to {
        Format::Noip => {
            noip::fits(board, puzzle.rules())?;
            Ok(noip::write(board, puzzle.budget()))
        }
        Format::Grid => Ok(grid::write(
            board,
            &grid::Header {
                budget: Some(i64::from(puzzle.budget())),
                rules: Some(puzzle.rules()),
                goal: Some(puzzle.goal()),
                finish: Some(puzzle.finish()),
            },
        )),
        Format::PanelAttack => {
            panel::fits(board, puzzle.rules())?;
            let mut p = panel::PanelPuzzle::of(puzzle);
            p.solution = solution;
            Ok(panel::write(
                &[panel::PanelSet {
                    name: set.to_string(),
                    path: vec![set.to_string()],
                    puzzles: vec![p],
                }],
                version,
            ))
        }
    }
}

/// A puzzle that a format cannot hold, and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", t!("read-unfit", format = *what, reasons = reasons.join(&t!("read-unfit-sep"))))]
pub struct Unfit {
    /// The format's name ([`Format::name`]): `noip` or `panel-attack`.
    pub what: &'static str,
    /// Each reason, in a few words.
    pub reasons: Vec<String>,
}

impl Unfit {
    /// `Ok` when there is no reason, else the reasons as an error.
    pub(crate) fn check(what: &'static str, reasons: Vec<String>) -> Result<(), Unfit> {
        if reasons.is_empty() {
            Ok(())
        } else {
            Err(Unfit { what, reasons })
        }
    }
}

/// A whitespace-separated token and where it starts.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Token<'a> {
    pub text: &'a [u8],
    pub pos: Pos,
}

/// Splits bytes into whitespace-separated tokens with their positions.
pub(crate) fn tokens(input: &[u8]) -> Vec<Token<'_>> {
    let mut out = Vec::new();
    let mut line = 1;
    let mut line_start = 0;
    let mut i = 0;
    while i < input.len() {
        let b = input[i];
        if b.is_ascii_whitespace() {
            if b == b'\n' {
                line += 1;
                line_start = i + 1;
            }
            i += 1;
            continue;
        }
        let start = i;
        while i < input.len() && !input[i].is_ascii_whitespace() {
            i += 1;
        }
        out.push(Token {
            text: &input[start..i],
            pos: Pos {
                line,
                column: start - line_start + 1,
            },
        });
    }
    out
}

/// A short, printable rendering of some input bytes for error messages:
/// at most 24 characters, escaped.
pub(crate) fn show(text: &[u8]) -> String {
    shown(&String::from_utf8_lossy(text), 24)
}

/// A name from the input (a Panel Attack set or puzzle type) for error
/// messages: at most 60 characters, escaped, so that a message stays short
/// whatever the file holds.
pub(crate) fn show_name(name: &str) -> String {
    shown(name, 60)
}

/// At most `max` characters of `text`, control characters escaped, and
/// `…` when some were left out.
fn shown(text: &str, max: usize) -> String {
    let mut s: String = text
        .chars()
        .take(max)
        .flat_map(char::escape_debug)
        .collect();
    if text.chars().nth(max).is_some() {
        s.push('…');
    }
    s
}

/// Reads a token as an integer, or says why it is not one; `what` is what
/// it is, as the messages `read-int` and `read-int-too-large` name it:
/// `moves` (the move count n), `colour`, `x` or `y`.
pub(crate) fn int(tok: &Token<'_>, what: &str) -> Result<i64, ParseError> {
    let text = tok.text;
    let digits = match text.first() {
        Some(b'-') | Some(b'+') => &text[1..],
        _ => text,
    };
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return Err(ParseError::at(
            tok.pos,
            t!("read-int", what = what, found = show(text)),
        ));
    }
    // Digits only: the one failure left is overflow.
    std::str::from_utf8(text)
        .ok()
        .and_then(|s| s.parse::<i64>().ok())
        .ok_or_else(|| {
            ParseError::at(
                tok.pos,
                t!("read-int-too-large", what = what, found = show(text)),
            )
        })
}
