//! Panel Attack puzzle files (JSON, format versions 2 and 3).
//!
//! A file holds puzzle sets, each a list of puzzles with a type, a move
//! limit and a stack string. The stack is 6 wide and 12 high; its last 6
//! characters are the bottom row. `0` is empty, `1`-`8` colours, `9` a grey
//! panel (an inert block, [`GREY`]). Garbage (`[`, `]`, `{`, `}`, `=`) is
//! read into a [`GarbageBoard`] ([`PanelPuzzle::garbage_board`]); `clear`
//! puzzles are refused with a message that says so.
//!
//! - [`parse`] reads a file into [`PanelSet`]s, [`find`] picks a puzzle;
//! - [`PanelPuzzle::frame_setup`] reads any puzzle, `clear` and garbage
//!   included, for the frame engine ([`crate::frame`]);
//! - [`write()`] writes sets back, as version 2 or 3 ([`Version`]);
//! - [`solution`] encodes and decodes version 3's `"Solution"` strings.

mod near;
pub mod solution;
mod write;

use std::collections::HashSet;

use mayan_i18n::t;
use serde_json::Value;

use crate::board::{Board, EMPTY, GREY};
use crate::error::ParseError;
use crate::format::Unfit;
use crate::garbage::{Block, GarbageBoard, GarbageKind};
use crate::moves::MoveSet;
use crate::puzzle::{Finish, Goal, MAX_BUDGET, Puzzle};

use near::closest;
pub use write::{Version, write};

/// Panel Attack boards are 6 wide.
pub const WIDTH: usize = 6;
/// Panel Attack boards are 12 high.
pub const HEIGHT: usize = 12;
/// The largest colour of a Panel Attack panel (`8`, the `[!]` panel; `9`
/// is grey).
pub const MAX_COLOUR: u8 = 8;

/// The puzzle keys the reader reads; any other key is named in
/// [`PanelPuzzle::other_keys`].
const READ_KEYS: [&str; 6] = [
    "Puzzle Type",
    "Moves",
    "Stack",
    "Solution",
    "StartTiming",
    "Do Countdown",
];

/// One puzzle as stored in the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PanelPuzzle {
    /// `moves`, `chain` or `clear`.
    pub kind: String,
    /// The move limit (0 = none).
    pub moves: i64,
    /// The stack string, whitespace removed.
    pub stack: String,
    /// Version 3's `"Solution"`: the cursor inputs that solve it
    /// ([`solution`]).
    pub solution: Option<String>,
    /// When the game's clock starts: version 3's `"StartTiming"`
    /// (`immediately`, `countdown`, ...), or from version 2's
    /// `"Do Countdown"` (`countdown` for true, `immediately` for false).
    pub start: Option<String>,
    /// The keys only the frame engine plays (`"Stop"`, `"Shake"`,
    /// `"CursorStartLeft"`, `"GarbagePanelBuffer"`), read: see
    /// [`PanelPuzzle::frame_setup`].
    pub timing: Timing,
    /// The puzzle's other keys, in file order: the pure reader does not
    /// read them (the frame engine's keys are among them), and a writer
    /// does not keep them.
    pub other_keys: Vec<String>,
    /// Why the puzzle is malformed (a key of the wrong type), if it is: it
    /// cannot be played.
    pub malformed: Option<String>,
}

impl PanelPuzzle {
    /// A `moves` puzzle of a board (6 wide, at most 12 high: see [`fits`])
    /// and a move limit, with no solution and no start timing.
    pub fn new(board: &Board, moves: u32) -> PanelPuzzle {
        PanelPuzzle {
            kind: "moves".to_string(),
            moves: i64::from(moves),
            stack: stack(board),
            solution: None,
            start: None,
            timing: Timing::default(),
            other_keys: Vec::new(),
            malformed: None,
        }
    }

    /// The puzzle as a Panel Attack file states it: a `moves` puzzle, or a
    /// `chain` puzzle for [`Finish::Chain`] (with `Moves: 0`, no limit,
    /// when it is read as the fewest moves up to [`MAX_BUDGET`], the way
    /// [`PanelPuzzle::read_as`] reads no limit). The board must fit
    /// ([`fits`]).
    pub fn of(puzzle: &Puzzle) -> PanelPuzzle {
        let mut p = PanelPuzzle::new(puzzle.board(), puzzle.budget());
        if puzzle.finish() == Finish::Chain {
            p.kind = "chain".to_string();
            if puzzle.goal() == Goal::Shortest && puzzle.budget() == MAX_BUDGET {
                p.moves = 0;
            }
        }
        p
    }
}

/// A puzzle's keys that only the frame engine ([`crate::frame`]) plays.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Timing {
    /// `"Stop"`: a clear puzzle's stop time in frames (0 when absent).
    pub stop: i64,
    /// `"Shake"`: a clear puzzle's shake time in frames (0 when absent).
    pub shake: i64,
    /// `"CursorStartLeft"`: the cursor's start, `(Row, Column)` from 1 at
    /// the bottom left (its left cell); `None` is the game's row 7,
    /// column 3.
    pub cursor: Option<(i64, i64)>,
    /// `"GarbagePanelBuffer"`: the colours cleared garbage turns into, rows
    /// of 6 digits.
    pub garbage_panels: Option<String>,
}

impl Timing {
    /// The cursor's start as the frame engine and the Solution writer take
    /// it; a row or column past 255 is read as 0, which they refuse or
    /// clamp as the game does.
    pub fn start_cursor(&self) -> Option<(u8, u8)> {
        let cell = |n: i64| u8::try_from(n).unwrap_or(0);
        self.cursor.map(|(row, column)| (cell(row), cell(column)))
    }
}

/// A named list of puzzles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PanelSet {
    /// The set's name as shown and picked: a localisation key such as
    /// `puzzle_set_name_classic_set_1` made readable ("Classic set 1", see
    /// [`readable_name`]); nested sets are named `PARENT / CHILD`.
    pub name: String,
    /// The names as the file writes them, from the outermost set down: one
    /// name for a set at the top level.
    pub path: Vec<String>,
    /// Its puzzles, in file order.
    pub puzzles: Vec<PanelPuzzle>,
}

impl PanelSet {
    /// The name as the file writes it, nested names joined by ` / `:
    /// `--puzzle` takes it as well as [`PanelSet::name`].
    pub fn raw_name(&self) -> String {
        self.path.join(" / ")
    }
}

/// The readable form of a set name that is a localisation key
/// (`puzzle_set_name_classic_set_1` is "Classic set 1"), or `None` when
/// the name is not one. A key starts with `puzzle_` and holds only lower
/// case letters, digits and underscores; the prefix `puzzle_set_name_`,
/// `puzzle_name_`, `puzzle_set_` or `puzzle_` goes, underscores become
/// spaces, and the first letter is made upper case.
pub fn readable_name(name: &str) -> Option<String> {
    let is_key = name.starts_with("puzzle_")
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
    if !is_key {
        return None;
    }
    let rest = ["puzzle_set_name_", "puzzle_name_", "puzzle_set_", "puzzle_"]
        .iter()
        .find_map(|p| name.strip_prefix(p))
        .filter(|r| r.bytes().any(|b| b != b'_'))?;
    let words: Vec<&str> = rest.split('_').filter(|w| !w.is_empty()).collect();
    let text = words.join(" ");
    let mut chars = text.chars();
    let first = chars.next()?;
    Some(first.to_ascii_uppercase().to_string() + chars.as_str())
}

/// Reads a Panel Attack puzzle file.
pub fn parse(input: &[u8]) -> Result<Vec<PanelSet>, ParseError> {
    let value: Value = serde_json::from_slice(input).map_err(|e| {
        ParseError::at(
            crate::error::Pos {
                line: e.line(),
                column: e.column(),
            },
            t!("read-panel-not-json", error = e.to_string()),
        )
    })?;
    let sets = value
        .get("Puzzle Sets")
        .and_then(Value::as_array)
        .ok_or_else(|| ParseError::whole(t!("read-panel-no-sets")))?;
    let mut out = Vec::new();
    for set in sets {
        read_set(set, &[], &mut out)?;
    }
    // A readable name that another set already has stays the file's own, so
    // that every name picks one set.
    let readable: Vec<String> = out.iter().map(|s| s.name.clone()).collect();
    for (i, set) in out.iter_mut().enumerate() {
        let raw = set.raw_name();
        let taken = readable
            .iter()
            .enumerate()
            .any(|(j, other)| j != i && *other == set.name);
        if set.name != raw && taken {
            set.name = raw;
        }
    }
    // Sets the file names alike (two sets called "A") are told apart by
    // their place among them: the second is "A (2)", the third "A (3)",
    // so that a set name picks one set and a batch report names one job.
    let mut seen: HashSet<String> = out.iter().map(|s| s.name.clone()).collect();
    let mut first = HashSet::new();
    for set in &mut out {
        if first.insert(set.name.clone()) {
            continue;
        }
        let mut k = 2;
        let name = loop {
            let candidate = format!("{} ({k})", set.name);
            if seen.insert(candidate.clone()) {
                break candidate;
            }
            k += 1;
        };
        set.name = name;
    }
    Ok(out)
}

fn read_set(set: &Value, parent: &[String], out: &mut Vec<PanelSet>) -> Result<(), ParseError> {
    let own = set
        .get("Set Name")
        .and_then(Value::as_str)
        .unwrap_or("(unnamed set)");
    let mut path = parent.to_vec();
    path.push(own.to_string());
    let name = path
        .iter()
        .map(|n| readable_name(n).unwrap_or_else(|| n.clone()))
        .collect::<Vec<_>>()
        .join(" / ");
    if let Some(children) = set.get("Puzzle Sets").and_then(Value::as_array) {
        for child in children {
            read_set(child, &path, out)?;
        }
    }
    if let Some(puzzles) = set.get("Puzzles").and_then(Value::as_array) {
        let mut list = Vec::new();
        for (i, p) in puzzles.iter().enumerate() {
            list.push(read_puzzle(p).map_err(|e| {
                ParseError::whole(t!(
                    "read-panel-where",
                    set = crate::format::show_name(&name),
                    index = (i + 1).to_string(),
                    error = e
                ))
            })?);
        }
        out.push(PanelSet {
            name,
            path,
            puzzles: list,
        });
    }
    Ok(())
}

/// Reads one puzzle object. Only a missing stack fails the file; a key of
/// the wrong type makes the puzzle [`PanelPuzzle::malformed`].
fn read_puzzle(p: &Value) -> Result<PanelPuzzle, String> {
    let stack: String = p
        .get("Stack")
        .and_then(Value::as_str)
        .ok_or_else(|| t!("read-panel-no-stack"))?
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    let mut problems = Vec::new();
    let mut text = |key: &str| match p.get(key) {
        None => None,
        Some(Value::String(s)) => Some(s.clone()),
        Some(v) => {
            problems.push(t!("read-panel-not-string", key = key, found = kind_of(v)));
            None
        }
    };
    let kind = text("Puzzle Type").unwrap_or_else(|| "moves".to_string());
    let solution = text("Solution");
    let mut start = text("StartTiming");
    let garbage_panels = text("GarbagePanelBuffer");
    let mut timing = Timing {
        garbage_panels,
        ..Timing::default()
    };
    for (key, slot) in [("Stop", &mut timing.stop), ("Shake", &mut timing.shake)] {
        match p.get(key) {
            None => {}
            Some(v) => match v.as_i64() {
                Some(n) if n >= 0 => *slot = n,
                _ => problems.push(t!("read-panel-frames", key = key, found = kind_of(v))),
            },
        }
    }
    if let Some(v) = p.get("CursorStartLeft") {
        let at = |k: &str| v.get(k).and_then(Value::as_i64);
        match (at("Row"), at("Column")) {
            (Some(row), Some(column)) => timing.cursor = Some((row, column)),
            _ => problems.push(t!("read-panel-cursor", found = kind_of(v))),
        }
    }
    let moves = match p.get("Moves") {
        None => 0,
        Some(v) => match v.as_i64() {
            Some(n) => n,
            None => {
                problems.push(match v {
                    Value::Number(n) if n.as_f64().is_some_and(|f| f.fract() != 0.0) => {
                        t!("read-panel-moves-fraction", found = n.to_string())
                    }
                    Value::Number(n) => t!("read-panel-moves-too-large", found = n.to_string()),
                    v => t!("read-panel-moves-not-number", found = kind_of(v)),
                });
                0
            }
        },
    };
    if start.is_none() {
        match p.get("Do Countdown") {
            None => {}
            Some(Value::Bool(b)) => {
                start = Some(if *b { "countdown" } else { "immediately" }.to_string());
            }
            Some(v) => problems.push(t!("read-panel-countdown", found = kind_of(v))),
        }
    }
    let other_keys = p
        .as_object()
        .map(|o| {
            o.keys()
                .filter(|k| !READ_KEYS.contains(&k.as_str()))
                .cloned()
                .collect()
        })
        .unwrap_or_default();
    Ok(PanelPuzzle {
        kind,
        moves,
        stack,
        solution,
        start,
        timing,
        other_keys,
        malformed: (!problems.is_empty()).then(|| problems.join(&t!("read-unfit-sep"))),
    })
}

/// A JSON value's type, with the value when it is short: `a string
/// ("1")`, `true`, `null`, `a list`, `an object` (the message
/// `read-panel-json`).
fn kind_of(v: &Value) -> String {
    let (kind, value) = match v {
        Value::Null => ("null", String::new()),
        Value::Bool(b) => ("bool", b.to_string()),
        Value::Number(n) => ("number", n.to_string()),
        Value::String(s) if s.chars().count() <= 24 => ("short-string", v.to_string()),
        Value::String(_) => ("string", String::new()),
        Value::Array(_) => ("list", String::new()),
        Value::Object(_) => ("object", String::new()),
    };
    t!("read-panel-json", kind = kind, value = value)
}

impl PanelPuzzle {
    /// How the puzzle must be cleared: [`Finish::Chain`] for a `chain`
    /// puzzle, else [`Finish::Clear`].
    pub fn finish(&self) -> Finish {
        if self.kind == "chain" {
            Finish::Chain
        } else {
            Finish::Clear
        }
    }

    /// The budget and goal the puzzle is read with, unless the caller gives
    /// its own: at most `Moves` (the game ends a puzzle as soon as nothing
    /// is left to match), and for a chain puzzle with `Moves: 0` (no limit
    /// in the game) the fewest moves, up to [`MAX_BUDGET`].
    pub fn read_as(&self) -> (i64, Goal) {
        if self.finish() == Finish::Chain && self.moves == 0 {
            (i64::from(MAX_BUDGET), Goal::Shortest)
        } else {
            (self.moves, Goal::AtMost)
        }
    }

    /// The board of a `moves` or `chain` puzzle without garbage: a
    /// malformed puzzle, garbage and `clear` puzzles are refused, naming
    /// what is wrong or not supported. [`PanelPuzzle::garbage_board`]
    /// reads a garbage puzzle.
    pub fn board(&self) -> Result<Board, ParseError> {
        let board = self.garbage_board()?;
        if board.blocks().is_empty() {
            Ok(*board.cells())
        } else {
            Err(ParseError::whole(t!("read-panel-garbage")))
        }
    }

    /// The puzzle as the frame engine plays it ([`crate::frame`]), at a
    /// level (1 to 11) and under a version of the game's rules: every
    /// type, garbage and all, with its start timing, stop and shake, start
    /// cursor and garbage panel buffer. A malformed puzzle, an unknown type
    /// or start timing and numbers out of range are refused; the stack
    /// itself is checked when the game starts ([`crate::frame::FrameGame::new`]).
    pub fn frame_setup(
        &self,
        level: u8,
        rules: crate::frame::Rules,
    ) -> Result<crate::frame::FrameSetup, ParseError> {
        use crate::frame::{FrameSetup, Kind, Start};
        if let Some(why) = &self.malformed {
            return Err(ParseError::whole(why.clone()));
        }
        let kind = match self.kind.as_str() {
            "moves" => Kind::Moves,
            "chain" => Kind::Chain,
            "clear" => Kind::Clear,
            other => {
                return Err(ParseError::whole(t!(
                    "read-panel-type",
                    found = crate::format::show_name(other)
                )));
            }
        };
        let too_large = |key: &str, n: i64| {
            ParseError::whole(t!("read-panel-frames-too-large", key = key, found = n))
        };
        let moves = u32::try_from(self.moves).map_err(|_| too_large("Moves", self.moves))?;
        let start = match self.start.as_deref() {
            None => Start::Immediately,
            Some(name) => Start::from_name(name).ok_or_else(|| {
                ParseError::whole(t!(
                    "read-panel-start",
                    found = crate::format::show_name(name)
                ))
            })?,
        };
        let mut setup = FrameSetup::new(kind, moves, &self.stack);
        setup.start = start;
        setup.level = level;
        setup.rules = rules;
        let t = &self.timing;
        setup.stop = i32::try_from(t.stop).map_err(|_| too_large("Stop", t.stop))?;
        setup.shake = i32::try_from(t.shake).map_err(|_| too_large("Shake", t.shake))?;
        setup.cursor = t.start_cursor();
        setup.garbage_panels = t.garbage_panels.clone().unwrap_or_default();
        Ok(setup)
    }

    /// True when the stack holds garbage characters (`[ ] { } =`).
    pub fn has_garbage(&self) -> bool {
        self.stack.contains(['[', ']', '{', '}', '='])
    }

    /// The board of a `moves` or `chain` puzzle, garbage blocks and all
    /// (none for a puzzle without garbage): a malformed puzzle, a `clear`
    /// puzzle, a `chain` puzzle with garbage and a garbage puzzle with a
    /// `"GarbagePanelBuffer"` are refused, naming what is wrong or not
    /// supported.
    ///
    /// Garbage is read as the game reads it (`PuzzleSource.lua`): a block
    /// is written from `[` (`{` for metal) at its top left to `]` (`}`) at
    /// its bottom right, `=` filling the cells between in reading order. A
    /// block of 6 cells or fewer lies in one row; a longer one fills whole
    /// rows (its length a multiple of 6, ending at the end of a row), as
    /// the game's `Puzzle:validate()` asks. A block that is not closed, a
    /// closing character with no block open, mixed kinds, `=` or a panel
    /// outside or inside a block is an error naming its position in the
    /// stack.
    pub fn garbage_board(&self) -> Result<GarbageBoard, ParseError> {
        if let Some(why) = &self.malformed {
            return Err(ParseError::whole(why.clone()));
        }
        if self.kind == "clear" {
            return Err(ParseError::whole(t!("read-panel-clear")));
        }
        if self.kind != "moves" && self.kind != "chain" {
            return Err(ParseError::whole(t!(
                "read-panel-type",
                found = crate::format::show_name(&self.kind)
            )));
        }
        let chars: Vec<char> = self.stack.chars().collect();
        if chars.len() > WIDTH * HEIGHT {
            return Err(ParseError::whole(t!(
                "read-panel-stack-long",
                panels = chars.len(),
                max = WIDTH * HEIGHT
            )));
        }
        let mut board = Board::new(WIDTH, HEIGHT).map_err(|e| ParseError::whole(e.to_string()))?;
        let mut blocks = Vec::new();
        // Right-aligned: the last character is the bottom-right cell. Read
        // from the end, as the game does, so that `]` opens a block.
        let pad = WIDTH * HEIGHT - chars.len();
        let place = |i: usize| {
            let k = pad + i;
            (k % WIDTH, HEIGHT - 1 - k / WIDTH)
        };
        let bad = |key: &str, i: usize| {
            ParseError::whole(t!(key, found = chars[i].to_string(), at = i + 1))
        };
        // The open block: its kind and the index of its `]` or `}`.
        let mut open: Option<(GarbageKind, usize)> = None;
        for i in (0..chars.len()).rev() {
            let c = chars[i];
            let (x, y) = place(i);
            match c {
                ']' | '}' => {
                    if let Some((_, at)) = open {
                        return Err(ParseError::whole(t!(
                            "read-panel-garbage-nested",
                            found = c.to_string(),
                            at = i + 1,
                            open = at + 1
                        )));
                    }
                    let kind = if c == ']' {
                        GarbageKind::Plain
                    } else {
                        GarbageKind::Metal
                    };
                    open = Some((kind, i));
                }
                '[' | '{' => {
                    let Some((kind, end)) = open.take() else {
                        return Err(bad("read-panel-garbage-unopened", i));
                    };
                    if (c == '[') != (kind == GarbageKind::Plain) {
                        return Err(bad("read-panel-garbage-mixed", i));
                    }
                    let (end_x, end_y) = place(end);
                    let cells = end - i + 1;
                    let fits = if cells <= WIDTH {
                        y == end_y
                    } else {
                        cells % WIDTH == 0 && end_x == WIDTH - 1
                    };
                    if !fits {
                        return Err(ParseError::whole(t!(
                            "read-panel-garbage-shape",
                            at = i + 1,
                            end = end + 1,
                            cells = cells,
                            width = WIDTH
                        )));
                    }
                    blocks.push(Block {
                        x: x as u8,
                        y: end_y as u8,
                        width: (end_x - x + 1) as u8,
                        height: (y - end_y + 1) as u8,
                        kind,
                    });
                }
                '=' if open.is_some() => {}
                '=' => return Err(bad("read-panel-garbage-filler", i)),
                '0'..='9' if open.is_some() => return Err(bad("read-panel-garbage-panel", i)),
                '0' => {}
                '1'..='8' => board.set(x, y, c as u8 - b'0'),
                '9' => board.set(x, y, GREY),
                _ => {
                    return Err(ParseError::whole(t!(
                        "read-panel-not-panel",
                        found = c.escape_debug().to_string(),
                        at = i + 1
                    )));
                }
            }
        }
        if let Some((_, end)) = open {
            return Err(bad("read-panel-garbage-unclosed", end));
        }
        if !blocks.is_empty() {
            if self.kind == "chain" {
                return Err(ParseError::whole(t!("read-panel-garbage-chain")));
            }
            if self.other_keys.iter().any(|k| k == "GarbagePanelBuffer") {
                return Err(ParseError::whole(t!("read-panel-garbage-buffer")));
            }
        }
        // Blocks read from a stack lie on the board, over empty cells, and
        // never overlap.
        GarbageBoard::new(board, blocks).map_err(|e| ParseError::whole(e.to_string()))
    }
}

/// Checks that a Panel Attack file can hold a puzzle: a board 6 wide and at
/// most 12 high, the drag rules, colours 1 to 8 (grey blocks are its grey
/// panels).
pub fn fits(board: &Board, rules: MoveSet) -> Result<(), Unfit> {
    let mut reasons = Vec::new();
    if board.width() != WIDTH || board.height() > HEIGHT {
        reasons.push(t!(
            "read-panel-unfit-size",
            width = board.width(),
            height = board.height(),
            panel_width = WIDTH,
            panel_height = HEIGHT
        ));
    }
    if rules != MoveSet::Drag {
        reasons.push(t!("read-panel-unfit-rules", rules = rules.name()));
    }
    if board.max_colour() > MAX_COLOUR {
        reasons.push(t!(
            "read-panel-unfit-colour",
            colour = board.max_colour(),
            max = MAX_COLOUR
        ));
    }
    Unfit::check("panel-attack", reasons)
}

/// A board's stack string: its rows from the highest that holds a block
/// down to the bottom one, 6 digits each (`0` empty, `9` grey). The board
/// must fit ([`fits`]).
pub fn stack(board: &Board) -> String {
    let top = (0..board.height())
        .rev()
        .find(|&y| (0..board.width()).any(|x| board.get(x, y) != EMPTY))
        .map_or(0, |y| y + 1);
    let mut s = String::with_capacity(top * board.width());
    for y in (0..top).rev() {
        for x in 0..board.width() {
            s.push(match board.get(x, y) {
                GREY => '9',
                c @ 0..=9 => char::from(b'0' + c),
                _ => '?',
            });
        }
    }
    s
}

/// Why a puzzle is not found in a file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FindError {
    /// No set has that name.
    #[error("{}", no_set_text(set, closest, *sets))]
    NoSet {
        /// The name asked for.
        set: String,
        /// The names nearest to it, up to five, nearest first; every name
        /// when the file has at most five sets.
        closest: Vec<String>,
        /// How many sets the file has.
        sets: usize,
    },
    /// The set has no puzzle of that number.
    #[error("{}", t!(
        "read-panel-no-index",
        set = crate::format::show_name(set),
        count = count.to_string(),
        index = index.to_string()
    ))]
    NoIndex {
        /// The set.
        set: String,
        /// Its puzzles.
        count: usize,
        /// The number asked for.
        index: usize,
    },
}

/// No set named `set`, with the names nearest to it: `closest` of the
/// file's `sets` (all of them when there are as many).
fn no_set_text(set: &str, closest: &[String], sets: usize) -> String {
    let names: Vec<String> = closest
        .iter()
        .map(|n| format!("\"{}\"", crate::format::show_name(n)))
        .collect();
    let which = match (closest.len(), sets) {
        (_, 0) => "none",
        (n, s) if n == s => "all",
        (0, _) => "count",
        _ => "closest",
    };
    t!(
        "read-panel-no-set",
        set = crate::format::show_name(set),
        which = which,
        sets = sets.to_string(),
        names = crate::format::list(&names)
    )
}

/// Finds a puzzle by set name (readable or as the file writes it) and
/// 1-based index; when the set is not there, the error names the closest
/// few names.
pub fn find<'a>(
    sets: &'a [PanelSet],
    set: &str,
    index: usize,
) -> Result<&'a PanelPuzzle, FindError> {
    let Some(s) = find_set(sets, set) else {
        return Err(FindError::NoSet {
            set: set.to_string(),
            closest: closest(sets, set),
            sets: sets.len(),
        });
    };
    s.puzzles
        .get(index.wrapping_sub(1))
        .ok_or_else(|| FindError::NoIndex {
            set: s.name.clone(),
            count: s.puzzles.len(),
            index,
        })
}

/// The set of a name, readable or as the file writes it.
pub fn find_set<'a>(sets: &'a [PanelSet], name: &str) -> Option<&'a PanelSet> {
    sets.iter()
        .find(|s| s.name == name)
        .or_else(|| sets.iter().find(|s| s.raw_name() == name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_named_alike_get_their_place_in_the_name() {
        let file = br#"{"Version": 2, "Puzzle Sets": [
            {"Set Name": "A", "Puzzles": [{"Stack": "11.1", "Moves": 1}]},
            {"Set Name": "A (2)", "Puzzles": []},
            {"Set Name": "A", "Puzzles": [{"Stack": "1.11", "Moves": 1}]},
            {"Set Name": "A", "Puzzles": []}]}"#;
        let names: Vec<String> = parse(file).unwrap().into_iter().map(|s| s.name).collect();
        assert_eq!(names, ["A", "A (2)", "A (3)", "A (4)"]);
        let sets = parse(file).unwrap();
        assert_eq!(find(&sets, "A (3)", 1).unwrap(), &sets[2].puzzles[0]);
    }

    #[test]
    fn localisation_keys_read_as_names() {
        assert_eq!(
            readable_name("puzzle_set_name_classic_set_1").as_deref(),
            Some("Classic set 1")
        );
        assert_eq!(
            readable_name("puzzle_training").as_deref(),
            Some("Training")
        );
        assert_eq!(readable_name("Classic set 1"), None);
        assert_eq!(readable_name("puzzle_set_name_"), None);
        assert_eq!(readable_name("puzzle_Set"), None);
        assert_eq!(readable_name("my_puzzles"), None);
    }
}
