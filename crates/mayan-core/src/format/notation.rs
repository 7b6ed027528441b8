//! Moves as text, in each family's notation.
//!
//! - NOIP: `x y g`, `g` = 1 (right) or -1 (left).
//! - Plain: `x y R|L|U|D`.
//! - Panel Attack: `rRcC`, the swap of row R (1 = bottom) at columns C and
//!   C+1 (1 = leftmost).
//!
//! An answer is one move a line, or the single line `-1` for "no solution".
//! The reader takes all three notations. It reads the text only: a move
//! whose coordinates name a cell off every board is still a move
//! ([`MoveText::Outside`]), which the board then refuses, and an empty text
//! is an answer of no moves; what an answer is worth on a puzzle is the
//! judge's to say (`mayan_solve::judge`).

use crate::board::{Board, EMPTY};
use crate::error::{MoveError, ParseError, Pos};
use crate::format::{int, show, tokens};
use crate::moves::{Dir, Move};
use crate::puzzle::Notation;
use mayan_i18n::t;

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
    /// A move or swap of a cell off every board (a coordinate below 0, or
    /// past the largest board), as written: a legal move on no board. A
    /// swap names its left cell, moving right.
    Outside {
        /// The column, 0-based.
        x: i64,
        /// The row, 0 = bottom.
        y: i64,
        /// The direction.
        dir: Dir,
    },
}

impl MoveText {
    /// The move this text means on `board`. A swap is the right move of its
    /// left cell when that holds a block, else the left move of its right
    /// cell.
    /// A cell off every board ([`MoveText::Outside`]) is
    /// [`MoveError::Outside`]; a swap whose left cell is on the board and
    /// right cell off it, [`MoveError::TargetOffBoard`].
    pub fn resolve(self, board: &Board) -> Result<Move, MoveError> {
        match self {
            MoveText::Move(m) => Ok(m),
            MoveText::Outside { x, y, .. } => Err(MoveError::Outside { x, y }),
            MoveText::Swap { x, y } => {
                let (xu, yu) = (x as usize, y as usize);
                let mv = Move::new(xu, yu, Dir::Right);
                if xu >= board.width() || yu >= board.height() {
                    return Err(MoveError::OffBoard { mv });
                }
                if xu + 1 >= board.width() {
                    return Err(MoveError::TargetOffBoard { mv });
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
/// line (none for an empty text).
pub type Answer = Option<Vec<(MoveText, Pos)>>;

/// Reads an answer: the single line `-1`, or one move a line in any of the
/// three notations; blank lines and spaces do not matter. A text with no
/// line that is not blank is an answer of no moves, the right one only on a
/// board that is already clear. `-1` is a whole answer: on two lines, or
/// with moves, it is refused.
pub fn parse_answer(input: &[u8]) -> Result<Answer, ParseError> {
    let mut moves = Vec::new();
    let mut saw_none: Option<Pos> = None;
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
            if let Some(first) = saw_none {
                return Err(ParseError::at(
                    pos,
                    t!("read-answer-minus-one-again", line = first.line.to_string()),
                ));
            }
            saw_none = Some(pos);
            continue;
        }
        moves.push((parse_move_tokens(&toks)?, pos));
    }
    match (saw_none, moves.is_empty()) {
        (Some(_), true) => Ok(None),
        (Some(pos), false) => Err(ParseError::at(pos, t!("read-answer-minus-one-mixed"))),
        (None, _) => Ok(Some(moves)),
    }
}

fn parse_move_tokens(toks: &[super::Token<'_>]) -> Result<MoveText, ParseError> {
    let pos = toks[0].pos;
    if toks.len() == 1 {
        let text = toks[0].text;
        return match parse_panel(text) {
            Some((r, c)) => Ok(panel_swap(r, c)),
            None => Err(ParseError::at(
                pos,
                t!("read-answer-not-a-move", found = show(text)),
            )),
        };
    }
    if toks.len() != 3 {
        return Err(ParseError::at(
            pos,
            t!("read-answer-fields", fields = toks.len()),
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
    Ok(move_text(x, y, dir))
}

/// The move of the block at `(x, y)` as written: a [`Move`] when the cell
/// can be on some board, else [`MoveText::Outside`].
fn move_text(x: i64, y: i64, dir: Dir) -> MoveText {
    let on_some_board = (0..crate::board::MAX_WIDTH as i64).contains(&x)
        && (0..crate::board::MAX_HEIGHT as i64).contains(&y);
    if on_some_board {
        MoveText::Move(Move::new(x as usize, y as usize, dir))
    } else {
        MoveText::Outside { x, y, dir }
    }
}

fn bad_dir(tok: &super::Token<'_>) -> ParseError {
    ParseError::at(tok.pos, t!("read-answer-direction", found = show(tok.text)))
}

/// Reads the shape `rRcC`: the row and column as written (1-based row from
/// the bottom, 1-based left column), digits only, in any range that an
/// `i64` holds (a larger number is no move).
fn parse_panel(text: &[u8]) -> Option<(i64, i64)> {
    let s = std::str::from_utf8(text).ok()?.to_ascii_lowercase();
    let rest = s.strip_prefix('r')?;
    let (r, c) = rest.split_once('c')?;
    let number = |t: &str| {
        (!t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()))
            .then(|| t.parse().ok())
            .flatten()
    };
    Some((number(r)?, number(c)?))
}

/// The swap `rRcC` names: of its left cell, 0-based, when that cell can
/// be on some board, else [`MoveText::Outside`].
fn panel_swap(r: i64, c: i64) -> MoveText {
    let fits = (1..=crate::board::MAX_HEIGHT as i64).contains(&r)
        && (1..=crate::board::MAX_WIDTH as i64).contains(&c);
    if fits {
        MoveText::Swap {
            x: (c - 1) as u8,
            y: (r - 1) as u8,
        }
    } else {
        MoveText::Outside {
            x: c - 1,
            y: r - 1,
            dir: Dir::Right,
        }
    }
}

/// A cell `(x, y)` named as the notation counts: `(3, 0)` for NOIP and
/// plain moves, `(row 1, column 4)` for Panel Attack (in the language of
/// the thread: `第 1 行第 4 列`).
pub fn write_cell(x: usize, y: usize, notation: Notation) -> String {
    match notation {
        Notation::PanelAttack => t!("read-cell-panel", row = y + 1, column = x + 1),
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
