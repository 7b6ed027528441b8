//! Panel Attack puzzle files (JSON, format versions 2 and 3).
//!
//! A file holds puzzle sets, each a list of puzzles with a type, a move
//! limit and a stack string. The stack is 6 wide and 12 high; its last 6
//! characters are the bottom row. `0` is empty, `1`-`8` colours, `9` a grey
//! panel (an inert block, [`GREY`]). Garbage (`[`, `]`, `{`, `}`, `=`) and
//! `chain` or `clear` puzzles are refused with a message that says so.

use serde_json::Value;

use crate::board::{Board, EMPTY, GREY};
use crate::error::ParseError;
use crate::format::show_name;

/// Panel Attack boards are 6 wide.
pub const WIDTH: usize = 6;
/// Panel Attack boards are 12 high.
pub const HEIGHT: usize = 12;

/// One puzzle as stored in the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PanelPuzzle {
    /// `moves`, `chain` or `clear`.
    pub kind: String,
    /// The move limit (0 = none).
    pub moves: i64,
    /// The stack string, whitespace removed.
    pub stack: String,
}

/// A named list of puzzles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PanelSet {
    /// The set's name; nested sets are named `PARENT / CHILD`.
    pub name: String,
    /// Its puzzles, in file order.
    pub puzzles: Vec<PanelPuzzle>,
}

/// Reads a Panel Attack puzzle file.
pub fn parse(input: &[u8]) -> Result<Vec<PanelSet>, ParseError> {
    let value: Value = serde_json::from_slice(input).map_err(|e| {
        ParseError::at(
            crate::error::Pos {
                line: e.line(),
                column: e.column(),
            },
            format!("not JSON: {e}"),
        )
    })?;
    let sets = value
        .get("Puzzle Sets")
        .and_then(Value::as_array)
        .ok_or_else(|| ParseError::whole("no \"Puzzle Sets\" list"))?;
    let mut out = Vec::new();
    for set in sets {
        read_set(set, None, &mut out)?;
    }
    Ok(out)
}

fn read_set(set: &Value, parent: Option<&str>, out: &mut Vec<PanelSet>) -> Result<(), ParseError> {
    let own = set
        .get("Set Name")
        .and_then(Value::as_str)
        .unwrap_or("(unnamed set)");
    let name = match parent {
        Some(p) => format!("{p} / {own}"),
        None => own.to_string(),
    };
    if let Some(children) = set.get("Puzzle Sets").and_then(Value::as_array) {
        for child in children {
            read_set(child, Some(&name), out)?;
        }
    }
    if let Some(puzzles) = set.get("Puzzles").and_then(Value::as_array) {
        let mut list = Vec::new();
        for (i, p) in puzzles.iter().enumerate() {
            let kind = p
                .get("Puzzle Type")
                .and_then(Value::as_str)
                .unwrap_or("moves")
                .to_string();
            let moves = p.get("Moves").and_then(Value::as_i64).unwrap_or(0);
            let stack: String = p
                .get("Stack")
                .and_then(Value::as_str)
                .ok_or_else(|| {
                    ParseError::whole(format!(
                        "set \"{}\", puzzle {}: no \"Stack\" string",
                        show_name(&name),
                        i + 1
                    ))
                })?
                .chars()
                .filter(|c| !c.is_whitespace())
                .collect();
            list.push(PanelPuzzle { kind, moves, stack });
        }
        out.push(PanelSet {
            name,
            puzzles: list,
        });
    }
    Ok(())
}

impl PanelPuzzle {
    /// The board of a `moves` puzzle: garbage and other puzzle types are
    /// refused, naming what is not supported.
    pub fn board(&self) -> Result<Board, ParseError> {
        if self.kind != "moves" {
            return Err(ParseError::whole(format!(
                "\"{}\" puzzles are not supported: they depend on timing; only \"moves\" puzzles are",
                show_name(&self.kind)
            )));
        }
        let chars: Vec<char> = self.stack.chars().collect();
        if let Some(c) = chars
            .iter()
            .find(|c| matches!(c, '[' | ']' | '{' | '}' | '='))
        {
            return Err(ParseError::whole(format!(
                "garbage blocks (`{c}` in the stack) are not supported"
            )));
        }
        if chars.len() > WIDTH * HEIGHT {
            return Err(ParseError::whole(format!(
                "the stack has {} panels, more than the {} of a 6 x 12 board",
                chars.len(),
                WIDTH * HEIGHT
            )));
        }
        let mut board = Board::new(WIDTH, HEIGHT).map_err(|e| ParseError::whole(e.to_string()))?;
        // Right-aligned: the last character is the bottom-right cell.
        let pad = WIDTH * HEIGHT - chars.len();
        for (i, &c) in chars.iter().enumerate() {
            let k = pad + i;
            let x = k % WIDTH;
            let y = HEIGHT - 1 - k / WIDTH;
            let cell = match c {
                '0' => EMPTY,
                '1'..='8' => c as u8 - b'0',
                '9' => GREY,
                _ => {
                    return Err(ParseError::whole(format!(
                        "`{}` at stack position {} is not a panel (0-9)",
                        c.escape_debug(),
                        i + 1
                    )));
                }
            };
            board.set(x, y, cell);
        }
        Ok(board)
    }
}

/// Finds a puzzle by set name and 1-based index, with a message listing what
/// exists when it is not there (as many sets as fit in a short message).
pub fn find<'a>(
    sets: &'a [PanelSet],
    set: &str,
    index: usize,
) -> Result<&'a PanelPuzzle, ParseError> {
    /// The most bytes of set names a message lists.
    const LISTED: usize = 300;
    let Some(s) = sets.iter().find(|s| s.name == set) else {
        let mut names: Vec<String> = Vec::new();
        let mut len = 0;
        for s in sets {
            let name = format!("\"{}\"", show_name(&s.name));
            len += name.len() + 2;
            if len > LISTED {
                break;
            }
            names.push(name);
        }
        if names.len() < sets.len() {
            names.push(format!("and {} more", sets.len() - names.len()));
        }
        let has = if sets.is_empty() {
            "no set".to_string()
        } else {
            names.join(", ")
        };
        return Err(ParseError::whole(format!(
            "no puzzle set named \"{}\"; the file has {has}",
            show_name(set)
        )));
    };
    s.puzzles.get(index.wrapping_sub(1)).ok_or_else(|| {
        ParseError::whole(format!(
            "set \"{}\" has puzzles 1 to {}, not {index}",
            show_name(set),
            s.puzzles.len()
        ))
    })
}
