//! The grid format (docs/spec.md section 7): rows from the top down, one line each.
//!
//! A cell is one character (`.` or `0` empty, `1`-`9`, `a`-`z` for colours
//! 10-35, `#` a grey block) or, when a line has spaces, a
//! whitespace-separated integer (`0` empty; `#` is grey there too). A first
//! line holding one integer, on a board wider than one column, is the move
//! budget (the layout of Nayuki's Panel de Pon solver files). A first line
//! of `key=value` words (`moves=3 rules=swap4 goal=at-most`) is a header
//! that says what the puzzle is; a budget line may not follow it.

use crate::board::{Board, EMPTY, GREY, MAX_COLOURS, MAX_HEIGHT, MAX_WIDTH};
use crate::error::{ParseError, Pos};
use crate::format::{show, tokens};
use crate::moves::MoveSet;
use crate::puzzle::{Finish, Goal};
use mayan_i18n::t;

/// A grid as read: the board and what its first line says of the puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridInput {
    /// The budget from a budget line or the header, if there was one.
    pub budget: Option<i64>,
    /// The move set the header names.
    pub rules: Option<MoveSet>,
    /// The goal the header names.
    pub goal: Option<Goal>,
    /// The finish the header names (`finish=chain`).
    pub finish: Option<Finish>,
    /// The board (not yet checked for floating blocks or runs).
    pub board: Board,
}

/// What a grid's header line says: each field when it names it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Header {
    /// `moves=N`.
    pub budget: Option<i64>,
    /// `rules=drag|swap4`.
    pub rules: Option<MoveSet>,
    /// `goal=exact|at-most|shortest`.
    pub goal: Option<Goal>,
    /// `finish=clear|chain`: written only for a chain puzzle.
    pub finish: Option<Finish>,
}

impl Header {
    /// The header line, `moves=3 rules=swap4 goal=at-most`, naming the
    /// fields that are set; empty when none is.
    pub fn line(&self) -> String {
        let mut words = Vec::new();
        if let Some(b) = self.budget {
            words.push(format!("moves={b}"));
        }
        if let Some(r) = self.rules {
            words.push(format!("rules={}", r.name()));
        }
        if let Some(g) = self.goal {
            words.push(format!("goal={}", g.name()));
        }
        if let Some(f) = self.finish.filter(|&f| f != Finish::Clear) {
            words.push(format!("finish={}", f.name()));
        }
        words.join(" ")
    }
}

/// True when a line is a header: it holds a `=`, which no row does.
fn is_header(line: &[u8]) -> bool {
    line.contains(&b'=')
}

/// Reads a header line (line number `line`).
fn header(line: usize, text: &[u8]) -> Result<Header, ParseError> {
    let mut h = Header::default();
    for tok in tokens(text) {
        let pos = Pos {
            line,
            column: tok.pos.column,
        };
        let word = String::from_utf8_lossy(tok.text);
        let Some((key, value)) = word.split_once('=') else {
            return Err(ParseError::at(
                pos,
                t!("read-grid-header-word", found = show(tok.text)),
            ));
        };
        let twice = || ParseError::at(pos, t!("read-grid-header-twice", key = key));
        let bad = |e: String| ParseError::at(pos, e);
        match key {
            "moves" => {
                let n = value.parse::<i64>().map_err(|_| {
                    bad(t!("read-grid-header-moves", found = show(value.as_bytes())))
                })?;
                if h.budget.replace(n).is_some() {
                    return Err(twice());
                }
            }
            "rules" => {
                if h.rules.replace(value.parse().map_err(bad)?).is_some() {
                    return Err(twice());
                }
            }
            "goal" => {
                if h.goal.replace(value.parse().map_err(bad)?).is_some() {
                    return Err(twice());
                }
            }
            "finish" => {
                if h.finish.replace(value.parse().map_err(bad)?).is_some() {
                    return Err(twice());
                }
            }
            _ => {
                return Err(bad(t!(
                    "read-grid-header-field",
                    found = show(key.as_bytes())
                )));
            }
        }
    }
    Ok(h)
}

fn cell_from_char(c: u8) -> Option<u8> {
    match c {
        b'.' | b'0' => Some(EMPTY),
        b'1'..=b'9' => Some(c - b'0'),
        b'a'..=b'z' => Some(c - b'a' + 10),
        b'#' => Some(GREY),
        _ => None,
    }
}

/// Reads a grid.
pub fn parse(input: &[u8]) -> Result<GridInput, ParseError> {
    // Non-blank lines with their 1-based numbers; a trailing '\r' is dropped.
    let mut lines: Vec<(usize, &[u8])> = input
        .split(|&b| b == b'\n')
        .enumerate()
        .map(|(i, l)| (i + 1, l.strip_suffix(b"\r").unwrap_or(l)))
        .filter(|(_, l)| !l.iter().all(u8::is_ascii_whitespace))
        .collect();
    if lines.is_empty() {
        return Err(ParseError::whole(t!("read-grid-empty")));
    }
    let mut head = Header::default();
    if is_header(lines[0].1) {
        head = header(lines[0].0, lines[0].1)?;
        lines.remove(0);
        if lines.is_empty() {
            return Err(ParseError::whole(t!("read-grid-no-rows")));
        }
    }
    let mut budget = None;
    let first = tokens(lines[0].1);
    if head == Header::default() && lines.len() > 1 && first.len() == 1 {
        let next_width = row_cells(lines[1].0, lines[1].1)?.len();
        let tok = first[0].text;
        let is_int = tok.iter().all(u8::is_ascii_digit)
            || (tok.first() == Some(&b'-')
                && tok.len() > 1
                && tok[1..].iter().all(u8::is_ascii_digit));
        if is_int && (next_width != tok.len() || tok.first() == Some(&b'-')) {
            let pos = Pos {
                line: lines[0].0,
                column: first[0].pos.column,
            };
            let value = std::str::from_utf8(tok)
                .ok()
                .and_then(|s| s.parse::<i64>().ok())
                .ok_or_else(|| {
                    ParseError::at(pos, t!("read-grid-budget-too-large", found = show(tok)))
                })?;
            budget = Some(value);
            lines.remove(0);
        }
    }
    let height = lines.len();
    if height > MAX_HEIGHT {
        return Err(ParseError::at(
            Pos {
                line: lines[MAX_HEIGHT].0,
                column: 1,
            },
            t!("read-grid-tall", height = height, max = MAX_HEIGHT),
        ));
    }
    let mut rows = Vec::with_capacity(height);
    for &(line, text) in &lines {
        rows.push(row_cells(line, text)?);
    }
    let width = rows[0].len();
    if width > MAX_WIDTH {
        return Err(ParseError::at(
            Pos {
                line: lines[0].0,
                column: 1,
            },
            t!("read-grid-wide", width = width, max = MAX_WIDTH),
        ));
    }
    for (row, &(line, _)) in rows.iter().zip(&lines) {
        if row.len() != width {
            return Err(ParseError::at(
                Pos { line, column: 1 },
                t!(
                    "read-grid-ragged",
                    cells = row.len(),
                    line = lines[0].0.to_string(),
                    width = width
                ),
            ));
        }
    }
    let mut board = Board::new(width, height).map_err(|e| ParseError::whole(e.to_string()))?;
    for (i, row) in rows.iter().enumerate() {
        let y = height - 1 - i;
        for (x, &c) in row.iter().enumerate() {
            board.set(x, y, c);
        }
    }
    Ok(GridInput {
        budget: head.budget.or(budget),
        rules: head.rules,
        goal: head.goal,
        finish: head.finish,
        board,
    })
}

/// The cells of one line.
fn row_cells(line: usize, text: &[u8]) -> Result<Vec<u8>, ParseError> {
    let spaced = text.trim_ascii().iter().any(u8::is_ascii_whitespace);
    if spaced {
        let mut cells = Vec::new();
        for tok in tokens(text) {
            let pos = Pos {
                line,
                column: tok.pos.column,
            };
            if tok.text == b"#" {
                cells.push(GREY);
                continue;
            }
            let v = super::int(&tok, "colour").map_err(|e| ParseError {
                pos: Some(pos),
                ..e
            })?;
            if !(0..=MAX_COLOURS as i64).contains(&v) {
                return Err(ParseError::at(
                    pos,
                    t!(
                        "read-grid-colour",
                        colour = v.to_string(),
                        max = MAX_COLOURS
                    ),
                ));
            }
            cells.push(v as u8);
        }
        Ok(cells)
    } else {
        let lead = text.len() - text.trim_ascii_start().len();
        text.trim_ascii()
            .iter()
            .enumerate()
            .map(|(i, &c)| {
                cell_from_char(c).ok_or_else(|| {
                    ParseError::at(
                        Pos {
                            line,
                            column: lead + i + 1,
                        },
                        t!(
                            "read-grid-cell",
                            found = show(&text[lead + i..lead + i + 1])
                        ),
                    )
                })
            })
            .collect()
    }
}

/// Writes a board as grid rows, after a header line naming what `head`
/// gives (none when it gives nothing).
pub fn write(board: &Board, head: &Header) -> String {
    let mut s = head.line();
    if !s.is_empty() {
        s.push('\n');
    }
    s.push_str(&board.to_grid_string());
    s
}
