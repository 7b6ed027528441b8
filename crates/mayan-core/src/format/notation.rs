//! Moves as text, in each family's notation.
//!
//! - NOIP: `x y g`, `g` = 1 (right) or -1 (left).
//! - Plain: `x y R|L|U|D`.
//! - Panel Attack: `rRcC`, the swap of row R (1 = bottom) at columns C and
//!   C+1 (1 = leftmost).
//!
//! An answer is one move a line, or the single line `-1` for "no solution".
//! The reader takes all three notations.

use crate::board::{Board, EMPTY};
use crate::error::{MoveError, ParseError, Pos};
use crate::format::{int, show, tokens};
use crate::moves::{Dir, Move};
use crate::puzzle::Notation;

/// A move as written. A Panel Attack swap names two cells, not a block and a
/// direction, so it is resolved against the board it is played on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveText {
    /// A block and a direction.
    Move(Move),
    /// Swap the cells `(x, y)` and `(x + 1, y)`.
    Swap {
        /// The left cell's column, 0-based.
        x: u8,
        /// The row, 0 = bottom.
        y: u8,
    },
}

impl MoveText {
    /// The move this text means on `board`. A swap is the right move of its
    /// left cell when that holds a block, else the left move of its right
    /// cell.
    pub fn resolve(self, board: &Board) -> Result<Move, MoveError> {
        match self {
            MoveText::Move(m) => Ok(m),
            MoveText::Swap { x, y } => {
                let (xu, yu) = (x as usize, y as usize);
                if xu + 1 >= board.width() || yu >= board.height() {
                    return Err(MoveError::OffBoard {
                        mv: Move::new(xu, yu, Dir::Right),
                    });
                }
                if board.get(xu, yu) != EMPTY || board.get(xu + 1, yu) == EMPTY {
                    Ok(Move::new(xu, yu, Dir::Right))
                } else {
                    Ok(Move::new(xu + 1, yu, Dir::Left))
                }
            }
        }
    }
}

/// An answer as read: `None` for `-1`, or each move with the place of its
/// line.
pub type Answer = Option<Vec<(MoveText, Pos)>>;

/// Reads an answer: the single line `-1`, or one move a line in any of the
/// three notations.
pub fn parse_answer(input: &[u8]) -> Result<Answer, ParseError> {
    let mut moves = Vec::new();
    let mut saw_none = None;
    for (i, line) in input.split(|&b| b == b'\n').enumerate() {
        let mut toks = tokens(line);
        if toks.is_empty() {
            continue;
        }
        for t in &mut toks {
            t.pos.line = i + 1;
        }
        let pos = toks[0].pos;
        if toks.len() == 1 && toks[0].text == b"-1" {
            saw_none = Some(pos);
            continue;
        }
        moves.push((parse_move_tokens(&toks)?, pos));
    }
    match (saw_none, moves.is_empty()) {
        (Some(_), true) => Ok(None),
        (Some(pos), false) => Err(ParseError::at(pos, "`-1` (no solution) mixed with moves")),
        (None, true) => Err(ParseError::whole(
            "empty answer: expected `-1` or one move a line",
        )),
        (None, false) => Ok(Some(moves)),
    }
}

fn parse_move_tokens(toks: &[super::Token<'_>]) -> Result<MoveText, ParseError> {
    let pos = toks[0].pos;
    if toks.len() == 1 {
        let text = toks[0].text;
        return match parse_panel(text) {
            Some((r, c)) => panel_swap(r, c).ok_or_else(|| {
                ParseError::range(
                    pos,
                    format!(
                        "`{}` is off any board (rows 1 to {}, columns 1 to {})",
                        show(text),
                        crate::board::MAX_HEIGHT,
                        crate::board::MAX_WIDTH - 1
                    ),
                )
            }),
            None => Err(ParseError::at(
                pos,
                format!(
                    "`{}` is not a move (expected `x y g`, `x y R|L|U|D` or `rRcC`)",
                    show(text)
                ),
            )),
        };
    }
    if toks.len() != 3 {
        return Err(ParseError::at(
            pos,
            format!(
                "a move is three fields `x y g` or `x y R|L|U|D`, found {}",
                toks.len()
            ),
        ));
    }
    let x = int(&toks[0], "x")?;
    let y = int(&toks[1], "y")?;
    let d = toks[2].text;
    let dir = match d {
        b"1" | b"+1" => Dir::Right,
        b"-1" => Dir::Left,
        [c] => Dir::from_letter(*c as char).ok_or_else(|| bad_dir(&toks[2]))?,
        _ => return Err(bad_dir(&toks[2])),
    };
    for (v, t) in [(x, &toks[0]), (y, &toks[1])] {
        if !(0..crate::board::MAX_WIDTH as i64).contains(&v) {
            return Err(ParseError::range(
                t.pos,
                format!("coordinate {v} is off any board"),
            ));
        }
    }
    Ok(MoveText::Move(Move::new(x as usize, y as usize, dir)))
}

fn bad_dir(tok: &super::Token<'_>) -> ParseError {
    ParseError::at(
        tok.pos,
        format!(
            "`{}` is not a direction (expected 1 or -1, or R, L, U, D)",
            show(tok.text)
        ),
    )
}

/// Reads the shape `rRcC`: the row and column as written (1-based row from
/// the bottom, 1-based left column), in any range that a `usize` holds.
fn parse_panel(text: &[u8]) -> Option<(usize, usize)> {
    let s = std::str::from_utf8(text).ok()?.to_ascii_lowercase();
    let rest = s.strip_prefix('r')?;
    let (r, c) = rest.split_once('c')?;
    Some((r.parse().ok()?, c.parse().ok()?))
}

/// The swap `rRcC` names, when it fits on some board.
fn panel_swap(r: usize, c: usize) -> Option<MoveText> {
    if r == 0 || c == 0 || r > crate::board::MAX_HEIGHT || c >= crate::board::MAX_WIDTH {
        return None;
    }
    Some(MoveText::Swap {
        x: (c - 1) as u8,
        y: (r - 1) as u8,
    })
}

/// A cell `(x, y)` named as the notation counts: `(3, 0)` for NOIP and
/// plain moves, `(row 1, column 4)` for Panel Attack.
pub fn write_cell(x: usize, y: usize, notation: Notation) -> String {
    match notation {
        Notation::PanelAttack => format!("(row {}, column {})", y + 1, x + 1),
        Notation::Noip | Notation::Plain => format!("({x}, {y})"),
    }
}

/// Writes one move in a notation.
pub fn write_move(mv: Move, notation: Notation) -> String {
    match (notation, mv.dir) {
        (Notation::Noip, Dir::Right) => format!("{} {} 1", mv.x, mv.y),
        (Notation::Noip, Dir::Left) => format!("{} {} -1", mv.x, mv.y),
        (Notation::PanelAttack, Dir::Right) => format!("r{}c{}", mv.y + 1, mv.x + 1),
        (Notation::PanelAttack, Dir::Left) => format!("r{}c{}", mv.y + 1, mv.x),
        _ => format!("{} {} {}", mv.x, mv.y, mv.dir.letter()),
    }
}

/// Writes a solution, one move a line, or `-1` when there is none: for
/// NOIP, byte for byte what the judge expects.
pub fn write_answer(moves: Option<&[Move]>, notation: Notation) -> String {
    match moves {
        None => "-1\n".to_string(),
        Some(moves) => moves
            .iter()
            .map(|&m| write_move(m, notation) + "\n")
            .collect(),
    }
}
