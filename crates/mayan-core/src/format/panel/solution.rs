//! Version 3's `"Solution"` strings: the controller inputs that solve a
//! puzzle, frame by frame, run-length encoded (fixtures/panel/SOURCES.md).
//!
//! A string is groups `<char><count>`: `count` frames (a decimal number)
//! of the input `char`, an index into
//! `ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz1234567890+/` read
//! as 6 bits: raise 32, swap 16, up 8, down 4, left 2, right 1. So `A` is
//! no input, `Q` swap, `E` down, `C` left, `B` right, `I` up.
//!
//! [`decode`] plays the inputs as Panel Attack's `Stack.lua` does:
//!
//! - the cursor starts at row 7, column 3 (rows from 1 at the bottom; the
//!   column of the cursor's left cell, 1 to 5); it stays on the board;
//! - of the directions pressed, only one counts: up, then down, left,
//!   right; raise does nothing in a puzzle;
//! - the key-repeat timer is set to 0 on the first frame of a new
//!   direction (no direction counts as one), and on each frame it is
//!   advanced twice, once when the input is read and once after the cursor
//!   moves, up to 20; the cursor moves on a frame where the timer is 0 or
//!   20. A direction held for `k` frames so moves `1 + max(0, k - 10)`
//!   times;
//! - a swap happens on each frame the swap bit is set, after that frame's
//!   cursor move: the cells under the cursor.
//!
//! [`encode`] writes the inputs that play a solution: each cursor step a
//! tap (one frame of the direction, one frame of none), each swap one
//! frame, and after each swap a wait long enough for the board to settle
//! in the game. Panel Attack's hint reader, which moves the cursor only on
//! a direction after a frame of no input, reads the same swaps.

use crate::board::Board;
use crate::error::{MoveError, ParseError, Pos};
use crate::format::Unfit;
use crate::format::notation::MoveText;
use crate::frame;
use crate::garbage::GarbageBoard;
use crate::moves::{Dir, Move, MoveSet};
use mayan_i18n::t;

/// The input characters: character `i` is the input of bits `i`.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz1234567890+/";
/// The swap bit.
const SWAP: u8 = 16;
/// The direction bits, in the order they count.
const DIRECTIONS: [(u8, Step); 4] = [
    (8, Step::Up),
    (4, Step::Down),
    (2, Step::Left),
    (1, Step::Right),
];
/// The key-repeat timer's top (`DEFAULT_INPUT_REPEAT_DELAY`).
const REPEAT: u32 = 20;
/// The cursor's start: row 7, column 3 (1-based).
pub const START: (u8, u8) = (7, 3);
/// The highest cursor row (a puzzle's stack does not rise).
const TOP_ROW: u8 = 12;
/// The highest cursor column: the left cell of the rightmost pair.
const RIGHT_COLUMN: u8 = 5;
/// More swaps than any solution holds: a string asking for more is refused
/// instead of being played frame by frame.
pub const MAX_SWAPS: usize = 1000;

/// A cursor step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    Up,
    Down,
    Left,
    Right,
}

/// Why a solution cannot be read, written or played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SolutionError {
    /// The string is not a solution string.
    #[error("{0}")]
    Parse(ParseError),
    /// The board is not a Panel Attack board.
    #[error("{0}")]
    Unfit(Unfit),
    /// A move (counted from 1) cannot be played.
    #[error("{}", t!("read-solution-move", index = index.to_string(), error = error.to_string()))]
    Move {
        /// Its number, from 1.
        index: usize,
        /// Why.
        error: MoveError,
    },
    /// The game would not make the swaps (the frame engine's writer).
    #[error("{0}")]
    Frame(frame::WriteError),
}

/// The direction that counts in an input, if any.
fn direction(bits: u8) -> Option<Step> {
    DIRECTIONS
        .iter()
        .find(|(bit, _)| bits & bit != 0)
        .map(|&(_, step)| step)
}

/// The cursor and its key-repeat timer, as `Stack.lua` keeps them.
struct Cursor {
    row: u8,
    column: u8,
    dir: Option<Step>,
    timer: u32,
}

impl Cursor {
    /// One frame of input `bits`; true when the frame swaps.
    fn frame(&mut self, bits: u8) -> bool {
        let dir = direction(bits);
        if dir == self.dir {
            if self.timer != REPEAT {
                self.timer += 1;
            }
        } else {
            self.dir = dir;
            self.timer = 0;
        }
        if let Some(step) = self.dir
            && (self.timer == 0 || self.timer == REPEAT)
        {
            self.step(step, 1);
        }
        if self.timer != REPEAT {
            self.timer += 1;
        }
        bits & SWAP != 0
    }

    /// Moves `n` cells, staying on the board.
    fn step(&mut self, step: Step, n: u64) {
        let n = n.min(u64::from(TOP_ROW)) as u8;
        match step {
            Step::Up => self.row = self.row.saturating_add(n).min(TOP_ROW),
            Step::Down => self.row = self.row.saturating_sub(n).max(1),
            Step::Left => self.column = self.column.saturating_sub(n).max(1),
            Step::Right => self.column = self.column.saturating_add(n).min(RIGHT_COLUMN),
        }
    }

    /// The swap under the cursor.
    fn swap(&self) -> MoveText {
        MoveText::Swap {
            x: self.column - 1,
            y: self.row - 1,
        }
    }
}

/// Reads a solution string into the swaps it makes, in order: each a
/// [`MoveText::Swap`] of the cells `(x, y)` and `(x + 1, y)`, for
/// [`MoveText::resolve`] on the board it is played on.
pub fn decode(text: &str) -> Result<Vec<MoveText>, SolutionError> {
    decode_for(text, None, None)
}

/// [`decode`] for a puzzle whose clock starts as `start` says and whose
/// cursor starts at `cursor`, as [`encode_for`] takes them: the swaps the
/// game makes of the string from that cursor.
pub fn decode_for(
    text: &str,
    start: Option<&str>,
    cursor: Option<(u8, u8)>,
) -> Result<Vec<MoveText>, SolutionError> {
    let bytes = text.as_bytes();
    let at = |i: usize, message: String| {
        SolutionError::Parse(ParseError::at(
            Pos {
                line: 1,
                column: i + 1,
            },
            message,
        ))
    };
    let (row, column) = first_cursor(start, cursor);
    let mut cursor = Cursor {
        row: row.clamp(1, TOP_ROW),
        column: column.clamp(1, RIGHT_COLUMN),
        dir: None,
        timer: 0,
    };
    let mut swaps = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        let Some(bits) = ALPHABET.iter().position(|&a| a == c) else {
            let shown = text[i..].chars().next().unwrap_or('?');
            return Err(at(i, t!("read-solution-input", found = shown.to_string())));
        };
        let digits = bytes[i + 1..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        if digits == 0 {
            return Err(at(
                i,
                t!("read-solution-no-count", input = (c as char).to_string()),
            ));
        }
        let count: u64 = text[i + 1..i + 1 + digits]
            .parse()
            .map_err(|_| at(i + 1, t!("read-solution-count-too-large")))?;
        let bits = bits as u8;
        let mut left = count;
        while left > 0 {
            if bits & SWAP == 0 && cursor.timer == REPEAT && cursor.dir == direction(bits) {
                // Steady: the same input until the group ends, the cursor
                // moving on every frame if a direction is held.
                if let Some(step) = cursor.dir {
                    cursor.step(step, left);
                }
                break;
            }
            if cursor.frame(bits) {
                if swaps.len() == MAX_SWAPS {
                    return Err(at(i, t!("read-solution-swaps", max = MAX_SWAPS)));
                }
                swaps.push(cursor.swap());
            }
            left -= 1;
        }
        i += 1 + digits;
    }
    Ok(swaps)
}

/// Plays a solution string on a board under the drag rules: the moves its
/// swaps make, each resolved on the board it is played on, and the board
/// at the end.
pub fn play(board: &Board, text: &str) -> Result<(Vec<Move>, Board), SolutionError> {
    play_for(board, text, None, None)
}

/// [`play`] of a string [`decode_for`] reads from `start` and `cursor`.
pub fn play_for(
    board: &Board,
    text: &str,
    start: Option<&str>,
    cursor: Option<(u8, u8)>,
) -> Result<(Vec<Move>, Board), SolutionError> {
    let mut b = *board;
    let mut moves = Vec::new();
    for (i, swap) in decode_for(text, start, cursor)?.into_iter().enumerate() {
        let err = |error| SolutionError::Move {
            index: i + 1,
            error,
        };
        let mv = swap.resolve(&b).map_err(err)?;
        b = b.play(mv, MoveSet::Drag).map_err(err)?;
        moves.push(mv);
    }
    Ok((moves, b))
}

/// [`play`] on a board with garbage ([`GarbageBoard::play`]): a swap
/// that takes a garbage cell is an error, as the game does not make it.
pub fn play_garbage(
    board: &GarbageBoard,
    text: &str,
) -> Result<(Vec<Move>, GarbageBoard), SolutionError> {
    let mut b = board.clone();
    let mut moves = Vec::new();
    for (i, swap) in decode(text)?.into_iter().enumerate() {
        let err = |error| SolutionError::Move {
            index: i + 1,
            error,
        };
        let mv = swap.resolve(b.cells()).map_err(err)?;
        b = b.play(mv).map_err(err)?;
        moves.push(mv);
    }
    Ok((moves, b))
}

/// Writes the solution string that plays `moves` (drag moves, legal in turn)
/// from `board`, a board that fits a Panel Attack file: the frame engine
/// taps the cursor to each swap, swaps, and waits until nothing moves
/// ([`crate::frame::write_solution`], at the slowest level so that the
/// string waits long enough at every level).
pub fn encode(board: &Board, moves: &[Move]) -> Result<String, SolutionError> {
    encode_for(board, moves, None, None)
}

/// [`encode`] for a puzzle whose clock starts as `start` says (the
/// file's `"StartTiming"`) and whose cursor starts at `cursor` (its
/// `"CursorStartLeft"`, row and column from 1; `None` is row 7, column 3):
/// a `countdown` puzzle waits out the countdown, which brings the cursor
/// to row 7, column 3, before its first input; any other start
/// (`immediately`, `firstSwap`, `firstInput`, none) plays from frame 31.
pub fn encode_for(
    board: &Board,
    moves: &[Move],
    start: Option<&str>,
    cursor: Option<(u8, u8)>,
) -> Result<String, SolutionError> {
    super::fits(board, MoveSet::Drag).map_err(SolutionError::Unfit)?;
    let mut b = *board;
    for (i, &mv) in moves.iter().enumerate() {
        b = b
            .play(mv, MoveSet::Drag)
            .map_err(|error| SolutionError::Move {
                index: i + 1,
                error,
            })?;
    }
    let mut puzzle = super::PanelPuzzle::new(board, moves.len() as u32);
    puzzle.start = start.map(str::to_string);
    puzzle.timing.cursor = cursor.map(|(row, column)| (i64::from(row), i64::from(column)));
    write_for(&puzzle, moves, frame::Rules::Current)
}

/// The level a Solution is written at: the slowest, so that the string
/// waits long enough at every level.
const WRITE_LEVEL: u8 = 1;

/// The Solution string that makes `moves` (drag moves) in `puzzle` as the
/// game plays it under `rules`, garbage, start and cursor included: the
/// frame engine's [`frame::write_solution`] at the slowest level.
pub fn write_for(
    puzzle: &super::PanelPuzzle,
    moves: &[Move],
    rules: frame::Rules,
) -> Result<String, SolutionError> {
    let setup = puzzle
        .frame_setup(WRITE_LEVEL, rules)
        .map_err(SolutionError::Parse)?;
    let swaps: Vec<(u8, u8)> = moves.iter().map(|&mv| swap_cursor(mv)).collect();
    frame::write_solution(&setup, &swaps).map_err(SolutionError::Frame)
}

/// Where the cursor makes a drag move: its row (from 1 at the bottom) and
/// the column of the swap's left cell (from 1), as the game and
/// [`crate::frame::write_solution`] take a swap.
pub fn swap_cursor(mv: Move) -> (u8, u8) {
    let left = if mv.dir == Dir::Left {
        mv.x.saturating_sub(1)
    } else {
        mv.x
    };
    (mv.y + 1, left + 1)
}

/// Where the cursor is when the first input is read: row 7, column 3 after
/// a countdown (which moves it there) or without a `CursorStartLeft`, else
/// the puzzle's, where the game puts a cursor given on the top row (or
/// above) one row lower.
fn first_cursor(start: Option<&str>, cursor: Option<(u8, u8)>) -> (u8, u8) {
    match start {
        Some("countdown") => START,
        _ => cursor.map_or(START, |(row, column)| (row.min(TOP_ROW - 1), column)),
    }
}
