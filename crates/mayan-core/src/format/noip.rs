//! The NOIP 2011 format (docs/spec.md section 6).
//!
//! Input: `n`, then 5 columns left to right, each bottom-up and closed by
//! `0`. Output: `n` lines `x y g` (`g` = 1 right, -1 left) or `-1`.

use crate::board::{Board, GREY};
use crate::error::ParseError;
use crate::format::{Unfit, int, show, tokens};
use crate::moves::MoveSet;
use mayan_i18n::t;

/// Columns of the NOIP board.
pub const WIDTH: usize = 5;
/// Rows of the NOIP board.
pub const HEIGHT: usize = 7;
/// The largest NOIP colour ("at most 10 colours").
pub const MAX_COLOUR: i64 = 10;

/// A NOIP input as read: the budget (not yet range-checked) and the board
/// (not yet checked for runs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoipInput {
    /// `n`, as written.
    pub budget: i64,
    /// The board.
    pub board: Board,
}

/// Reads a NOIP input. Checks the shape (5 closed columns of at most 7
/// blocks, colours 1 to 10, nothing after the last column); the budget's
/// range and runs on the board are checked by [`crate::Puzzle::new`]; to
/// read a whole puzzle, use [`crate::read()`].
pub fn parse(input: &[u8]) -> Result<NoipInput, ParseError> {
    let toks = tokens(input);
    let mut it = toks.iter();
    let first = it
        .next()
        .ok_or_else(|| ParseError::whole(t!("read-noip-empty")))?;
    let budget = int(first, "moves")?;
    let mut board = Board::new(WIDTH, HEIGHT).map_err(|e| ParseError::whole(e.to_string()))?;
    let mut last_pos = first.pos;
    for x in 0..WIDTH {
        let mut y = 0;
        loop {
            let Some(tok) = it.next() else {
                return Err(ParseError::whole(t!(
                    "read-noip-end",
                    after = last_pos.to_string(),
                    x = x,
                    missing = if y == 0 { "column" } else { "zero" },
                    width = WIDTH
                )));
            };
            last_pos = tok.pos;
            let colour = int(tok, "colour")?;
            if colour == 0 {
                break;
            }
            if !(1..=MAX_COLOUR).contains(&colour) {
                return Err(ParseError::at(
                    tok.pos,
                    t!(
                        "read-noip-colour",
                        colour = colour.to_string(),
                        x = x,
                        max = MAX_COLOUR
                    ),
                ));
            }
            if y >= HEIGHT {
                return Err(ParseError::at(
                    tok.pos,
                    t!("read-noip-tall", x = x, height = HEIGHT),
                ));
            }
            board.set(x, y, colour as u8);
            y += 1;
        }
    }
    if let Some(tok) = it.next() {
        return Err(ParseError::at(
            tok.pos,
            t!("read-noip-after", found = show(tok.text), width = WIDTH),
        ));
    }
    Ok(NoipInput { budget, board })
}

/// Checks that a NOIP input can hold a puzzle: a 5 x 7 board, the drag
/// rules, colours 1 to 10 and no grey block.
pub fn fits(board: &Board, rules: MoveSet) -> Result<(), Unfit> {
    let mut reasons = Vec::new();
    if (board.width(), board.height()) != (WIDTH, HEIGHT) {
        reasons.push(t!(
            "read-noip-unfit-size",
            width = board.width(),
            height = board.height(),
            noip_width = WIDTH,
            noip_height = HEIGHT
        ));
    }
    if rules != MoveSet::Drag {
        reasons.push(t!("read-noip-unfit-rules", rules = rules.name()));
    }
    if i64::from(board.max_colour()) > MAX_COLOUR {
        reasons.push(t!(
            "read-noip-unfit-colour",
            colour = board.max_colour(),
            max = MAX_COLOUR
        ));
    }
    if board.colour_counts()[GREY as usize] > 0 {
        reasons.push(t!("read-noip-unfit-grey"));
    }
    Unfit::check("noip", reasons)
}

/// Writes a board and budget in the NOIP format. The board must fit
/// ([`fits`]).
pub fn write(board: &Board, budget: u32) -> String {
    let mut s = format!("{budget}\n");
    for x in 0..board.width() {
        for &c in board.column(x).iter().take_while(|&&c| c != 0) {
            s.push_str(&format!("{c} "));
        }
        s.push_str("0\n");
    }
    s
}
