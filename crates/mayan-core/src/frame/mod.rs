//! Panel Attack played frame by frame: the game's clock, which the pure
//! rules of [`crate::settle`] leave out.
//!
//! A [`FrameGame`] is one puzzle in play: a 6 x 12 stack of [`Panel`]s,
//! each in a state with a timer (swapping, hovering, falling, flashing,
//! popping, ...), the cursor and its key-repeat timer, and the puzzle's
//! counters (swaps left, the chain counter, stop and shake time, health).
//! [`FrameGame::step`] plays one frame of controller input, exactly as the
//! game does, and [`FrameGame::outcome`] says whether the puzzle is won or
//! lost and at which frame.
//!
//! # Which game
//!
//! The rules are those of Panel Attack's engine version "048" as it stands
//! at panel-game commit `173de52` (2025-01-27): `Stack.lua`, `Panel.lua`
//! and `checkMatches.lua`, read as rules and written here in Mayan's own
//! code. That engine is the oracle the tests run headless beside this one
//! (`scripts/panel-oracle/`), comparing the grid and every panel's state
//! after every frame. Newer versions of the game (the one that wrote
//! today's `Puzzles.json`) changed how a puzzle starts (`StartTiming`),
//! swap stalling and the chain puzzle's loss rule; docs/frame-engine.md
//! lists what differs.
//!
//! What a frame does, in order: stop time runs down; a clear puzzle's stack
//! rises (or loses health while topped out); the swap asked for last frame
//! happens; matches are found; every panel is updated, bottom row first;
//! the shake runs down; the cursor moves; a swap is queued for the next
//! frame; the chain ends when no chaining panel is left; the puzzle may be
//! lost once nothing has moved for two frames; garbage may drop.
//!
//! ```
//! use mayan_core::frame::{FrameGame, FrameSetup, Input, Kind, Outcome};
//! let setup = FrameSetup::new(Kind::Moves, 1, "010110");
//! let mut game = FrameGame::new(&setup).unwrap();
//! // Down to the bottom row, one step left, swap columns 2 and 3.
//! for input in Input::parse_solution("A2E19C2Q1A200").unwrap() {
//!     game.step(input);
//! }
//! assert!(matches!(game.outcome(), Outcome::Won { .. }));
//! ```

mod level;
mod matches;
mod panel;
mod stack;
mod write;

pub use level::{DEFAULT_LEVEL, Level, Timing};
pub use panel::{GREY, NONE, Panel, SHOCK, State};
pub use write::{WriteError, write_solution};

use panel::Grid;

/// Columns of the stack.
pub const WIDTH: usize = 6;
/// Rows of the stack on the screen.
pub const HEIGHT: usize = 12;
/// Frames the cursor waits before a held direction repeats.
const REPEAT: i32 = 20;
/// The countdown's start and length in frames, and frames per cursor step.
const COUNTDOWN_START: u64 = 8;
const COUNTDOWN_LENGTH: i32 = 180;
const COUNTDOWN_CURSOR_SPEED: i32 = 4;
/// Frames between two rises of the speed.
const SPEED_INTERVAL: u64 = 15 * 60;
/// Shake frames of a garbage block by its number of cells (1 to 24, more
/// take the last).
const SHAKE: [i32; 24] = [
    18, 18, 18, 18, 24, 42, 42, 42, 42, 42, 42, 66, 66, 66, 66, 66, 66, 66, 66, 66, 66, 66, 66, 76,
];
/// The drop columns (from 1) of incoming garbage by its width, taken in turn.
const DROP_COLUMNS: [&[usize]; 6] = [
    &[1, 2, 3, 4, 5, 6],
    &[1, 3, 5],
    &[1, 4],
    &[1, 2, 3],
    &[1, 2],
    &[1],
];

/// The three kinds of puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Clear every colour panel within the swaps.
    Moves,
    /// Clear every colour panel by the end of a chain.
    Chain,
    /// Clear every garbage block before the stack's health runs out.
    Clear,
}

impl Kind {
    /// The name Panel Attack's files use.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Moves => "moves",
            Kind::Chain => "chain",
            Kind::Clear => "clear",
        }
    }
}

/// Which version of the game's rules to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Rules {
    /// The game that wrote today's `Puzzles.json` (panel-game `3d5e7cb`):
    /// `StartTiming` holds the board still until the first input or swap,
    /// a clear puzzle is played as its stack string gives it (no padding
    /// with garbage, no garbage falling in, stop and shake from the start,
    /// cleared garbage turning into its `GarbagePanelBuffer` and then grey),
    /// a chain puzzle is lost by any clear outside a chain, and a win is
    /// tested before a loss in the same frame.
    #[default]
    Current,
    /// Engine "048" at panel-game `173de52` (2025-01-27), the version whose
    /// engine the tests run headless as the oracle: the board moves from the
    /// first frame, a clear puzzle is padded to 12 rows with garbage and
    /// fed 12 more blocks, a chain puzzle tolerates 3 panels cleared
    /// outside a chain.
    Engine048,
}

impl Rules {
    /// The name `--rules` takes.
    pub fn name(self) -> &'static str {
        match self {
            Rules::Current => "current",
            Rules::Engine048 => "048",
        }
    }

    /// The rules of a name.
    pub fn from_name(name: &str) -> Option<Rules> {
        match name {
            "current" | "3d5e7cb" => Some(Rules::Current),
            "048" | "173de52" => Some(Rules::Engine048),
            _ => None,
        }
    }
}

/// When the game starts the clock (`StartTiming`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Start {
    /// At once.
    #[default]
    Immediately,
    /// After a three-second countdown.
    Countdown,
    /// At the first input of any kind.
    FirstInput,
    /// At the first press of the swap button.
    FirstSwap,
}

impl Start {
    /// The value of a `StartTiming` key.
    pub fn from_name(name: &str) -> Option<Start> {
        match name {
            "immediately" => Some(Start::Immediately),
            "countdown" => Some(Start::Countdown),
            "firstInput" => Some(Start::FirstInput),
            "firstSwap" => Some(Start::FirstSwap),
            _ => None,
        }
    }
}

/// A puzzle as the frame engine starts it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FrameSetup {
    /// What wins it.
    pub kind: Kind,
    /// The swaps allowed; 0 is no limit.
    pub moves: u32,
    /// The game's `Stack` string: rows of 6 from the top, the last 6
    /// characters the bottom row; `0` empty, `1`-`9` panels, `[`, `]`, `{`,
    /// `}` and `=` garbage.
    pub stack: String,
    /// A clear puzzle's stop time, from its first swap.
    pub stop: i32,
    /// A clear puzzle's shake time, from its first swap.
    pub shake: i32,
    /// When the clock starts.
    pub start: Start,
    /// Where the cursor starts (row from 1 at the bottom, the column of its
    /// left cell from 1); `None` is row 7, column 3.
    pub cursor: Option<(u8, u8)>,
    /// The level (1 to 11) whose frame counts the game plays at.
    pub level: u8,
    /// The rows of colours cleared garbage turns into (`GarbagePanelBuffer`,
    /// rows of 6 digits, the first row first); grey after them.
    pub garbage_panels: String,
    /// The version of the game's rules.
    pub rules: Rules,
}

impl FrameSetup {
    /// A puzzle at level 5, starting at once, without stop, shake or start
    /// cursor, under the current rules.
    pub fn new(kind: Kind, moves: u32, stack: &str) -> FrameSetup {
        FrameSetup {
            kind,
            moves,
            stack: stack.to_string(),
            stop: 0,
            shake: 0,
            start: Start::Immediately,
            cursor: None,
            level: DEFAULT_LEVEL,
            garbage_panels: String::new(),
            rules: Rules::Current,
        }
    }
}

/// Why a setup cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FrameError {
    /// A character other than the game's.
    #[error("the stack holds {0:?}, which is not a panel or garbage character")]
    Character(char),
    /// Garbage opened and not closed, or closed and not opened.
    #[error("the stack's garbage is not well formed: {0}")]
    Garbage(&'static str),
    /// No such level.
    #[error("level {0} does not exist (levels are 1 to 11)")]
    Level(u8),
    /// The cursor is off the board.
    #[error("the cursor cannot start at row {0}, column {1} (rows 1 to 12, columns 1 to 5)")]
    Cursor(u8, u8),
}

/// One frame of controller input: the game's 6 bits (raise 32, swap 16, up
/// 8, down 4, left 2, right 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Input(pub u8);

/// The characters of a Solution string: character `i` is input `i`.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz1234567890+/";

impl Input {
    /// No input.
    pub const NONE: Input = Input(0);
    /// The swap button.
    pub const SWAP: Input = Input(16);
    /// Up.
    pub const UP: Input = Input(8);
    /// Down.
    pub const DOWN: Input = Input(4);
    /// Left.
    pub const LEFT: Input = Input(2);
    /// Right.
    pub const RIGHT: Input = Input(1);

    /// The input of one Solution character.
    pub fn from_char(c: char) -> Option<Input> {
        ALPHABET
            .iter()
            .position(|&a| char::from(a) == c)
            .map(|i| Input(i as u8))
    }

    /// Its Solution character.
    pub fn to_char(self) -> char {
        char::from(ALPHABET[usize::from(self.0 & 63)])
    }

    /// A run-length encoded Solution string (`A10Q1...`), one input a
    /// frame; `None` when it is not one, or asks for more than a million
    /// frames.
    pub fn parse_solution(text: &str) -> Option<Vec<Input>> {
        let mut out = Vec::new();
        let mut chars = text.chars().filter(|c| !c.is_whitespace()).peekable();
        while let Some(c) = chars.next() {
            let input = Input::from_char(c)?;
            let mut count: usize = 0;
            let mut digits = 0;
            while let Some(d) = chars.peek().and_then(|d| d.to_digit(10)) {
                count = count.checked_mul(10)?.checked_add(d as usize)?;
                digits += 1;
                chars.next();
            }
            if digits == 0 || out.len() + count > 1_000_000 {
                return None;
            }
            out.extend(std::iter::repeat_n(input, count));
        }
        Some(out)
    }

    /// Inputs as a run-length encoded Solution string.
    pub fn write_solution(inputs: &[Input]) -> String {
        let mut out = String::new();
        let mut i = 0;
        while i < inputs.len() {
            let mut j = i;
            while j < inputs.len() && inputs[j] == inputs[i] {
                j += 1;
            }
            out.push(inputs[i].to_char());
            out.push_str(&(j - i).to_string());
            i = j;
        }
        out
    }

    /// The direction that counts: up, then down, left, right.
    fn direction(self) -> Option<Dir> {
        [
            (8, Dir::Up),
            (4, Dir::Down),
            (2, Dir::Left),
            (1, Dir::Right),
        ]
        .into_iter()
        .find(|&(bit, _)| self.0 & bit != 0)
        .map(|(_, d)| d)
    }
}

/// A cursor direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Dir {
    Up,
    Down,
    Left,
    Right,
}

/// How a puzzle ended, or that it has not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Still in play.
    Running,
    /// Won after `frame` frames.
    Won {
        /// Frames played.
        frame: u64,
    },
    /// Lost after `frame` frames.
    Lost {
        /// Frames played.
        frame: u64,
        /// Why.
        why: Loss,
    },
}

/// Why a puzzle was lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Loss {
    /// No swaps left, nothing moving, colour panels left.
    NoMovesLeft,
    /// A chain puzzle: more than 3 panels cleared and no chain made.
    NoChain,
    /// A chain puzzle: the chain ended with panels left.
    ChainEnded,
    /// A clear puzzle: health ran out while topped out.
    Health,
}

impl Loss {
    /// The reason in words.
    pub fn describe(self) -> &'static str {
        match self {
            Loss::NoMovesLeft => {
                "no swaps left and nothing moving, with colour panels still on the board"
            }
            Loss::NoChain => "more than 3 panels cleared without a chain",
            Loss::ChainEnded => "the chain ended with colour panels still on the board",
            Loss::Health => "the stack topped out and its health ran out",
        }
    }
}

/// A buffer of rows of colours for new panels: the puzzle's grey rows,
/// then the game's random colours (`None`: not known here).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Buffer {
    cells: std::collections::VecDeque<Option<u8>>,
    /// What follows the cells: grey for ever, or (`None`) random colours.
    then: Option<u8>,
}

impl Buffer {
    /// Engine 048's 73 grey cells, then random colours.
    fn grey() -> Buffer {
        Buffer {
            cells: std::iter::repeat_n(Some(GREY), 73).collect(),
            then: None,
        }
    }

    /// Rows of given colours (a short last row made up with grey), then
    /// grey for ever.
    fn given(colors: &[u8]) -> Buffer {
        let mut cells: std::collections::VecDeque<Option<u8>> =
            colors.iter().map(|&c| Some(c)).collect();
        while !cells.len().is_multiple_of(WIDTH) {
            cells.push_back(Some(GREY));
        }
        Buffer {
            cells,
            then: Some(GREY),
        }
    }

    /// The next row of 6, refilled when 10 rows or fewer are left.
    fn next_row(&mut self) -> [Option<u8>; WIDTH] {
        if self.cells.len() <= 10 * WIDTH {
            self.cells
                .extend(std::iter::repeat_n(self.then, 20 * WIDTH));
        }
        let mut row = [None; WIDTH];
        for cell in row.iter_mut() {
            *cell = self.cells.pop_front().flatten();
        }
        row
    }
}

/// One puzzle in play, frame by frame.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FrameGame {
    rules: Rules,
    start: Start,
    /// The board is moving (under the current rules it waits for the
    /// `StartTiming`).
    running: bool,
    kind: Kind,
    moves: u32,
    moves_left: i64,
    level: Level,
    /// Row 0 (under the board) to the top row in play, which may be above
    /// row 12 while garbage waits there.
    grid: Grid,
    clock: u64,
    game_over_clock: i64,
    cursor_row: i32,
    cursor_col: i32,
    cursor_dir: Option<Dir>,
    cursor_timer: i32,
    top_cursor_row: i32,
    swap_pressed: bool,
    queued_swap: Option<(usize, usize)>,
    countdown: bool,
    countdown_timer: Option<i32>,
    chain_counter: i32,
    /// A chain has been made and has not ended.
    chain_open: bool,
    /// A chain has ended.
    chain_completed: bool,
    stop_time: i32,
    pre_stop_time: i32,
    shake_time: i32,
    peak_shake: i32,
    health: i32,
    speed: u8,
    next_speed_clock: u64,
    rise_timer: i32,
    displacement: i32,
    rising: bool,
    rise_lock: bool,
    top_row_full: bool,
    active: u32,
    previously_active: u32,
    panels_cleared: u32,
    garbage_count: u32,
    highest_garbage_matched: u32,
    incoming: u32,
    drop_index: [usize; 6],
    panel_buffer: Buffer,
    garbage_buffer: Buffer,
    /// The first frame at which the game would have used its random
    /// colours (a clear puzzle that ran long), which this engine does not
    /// know: from there on it plays them as grey.
    random_colours: Option<u64>,
    /// A clear puzzle's stop and shake time, given at its first swap.
    puzzle_stop: i32,
    puzzle_shake: i32,
    /// The largest shake a block gave on landing in the last panel update.
    shake_on_frame: i32,
    /// Why the puzzle was lost, once it is.
    lost_why: Option<Loss>,
    /// Presses of swap refused because the moves had run out.
    refused_swaps: u32,
}

impl FrameGame {
    /// The puzzle at its first frame.
    pub fn new(setup: &FrameSetup) -> Result<FrameGame, FrameError> {
        let level = Level::get(setup.level).ok_or(FrameError::Level(setup.level))?;
        let (row, col) = setup.cursor.unwrap_or((7, 3));
        if !(1..=12).contains(&row) || !(1..=5).contains(&col) {
            return Err(FrameError::Cursor(row, col));
        }
        let mut game = FrameGame {
            rules: setup.rules,
            start: setup.start,
            running: setup.rules == Rules::Engine048 || setup.start == Start::Immediately,
            kind: setup.kind,
            moves: setup.moves,
            moves_left: i64::from(setup.moves),
            level,
            grid: Vec::new(),
            clock: 0,
            game_over_clock: -1,
            cursor_row: i32::from(row),
            cursor_col: i32::from(col),
            cursor_dir: None,
            cursor_timer: 0,
            top_cursor_row: HEIGHT as i32,
            swap_pressed: false,
            queued_swap: None,
            countdown: setup.start == Start::Countdown,
            countdown_timer: None,
            chain_counter: 0,
            chain_open: false,
            chain_completed: false,
            stop_time: 0,
            pre_stop_time: 0,
            shake_time: 0,
            peak_shake: 0,
            health: level.max_health,
            speed: level.speed,
            next_speed_clock: SPEED_INTERVAL,
            rise_timer: level::rise_time(level.speed),
            displacement: 16,
            rising: false,
            rise_lock: false,
            top_row_full: false,
            active: 0,
            previously_active: 0,
            panels_cleared: 0,
            garbage_count: 0,
            highest_garbage_matched: 0,
            incoming: if setup.kind == Kind::Clear {
                HEIGHT as u32
            } else {
                0
            },
            drop_index: [0; 6],
            panel_buffer: Buffer::grey(),
            garbage_buffer: Buffer::grey(),
            random_colours: None,
            puzzle_stop: 0,
            puzzle_shake: 0,
            shake_on_frame: 0,
            lost_why: None,
            refused_swaps: 0,
        };
        game.puzzle_stop = setup.stop;
        game.puzzle_shake = setup.shake;
        game.lay_out(&setup.stack)?;
        if setup.rules == Rules::Current {
            let mut colors = Vec::new();
            for c in setup.garbage_panels.chars().filter(|c| !c.is_whitespace()) {
                match c.to_digit(10) {
                    Some(d) => colors.push(d as u8),
                    None => return Err(FrameError::Character(c)),
                }
            }
            game.garbage_buffer = Buffer::given(&colors);
            game.panel_buffer = Buffer::given(&[]);
            if setup.kind == Kind::Clear {
                // A clear puzzle's stack rises from the start; its stop and
                // shake time run from the first frame of play.
                game.rising = true;
                game.top_cursor_row = HEIGHT as i32 - 1;
                game.stop_time = setup.stop;
                game.shake_time = setup.shake;
            }
            if game.cursor_row >= game.top_cursor_row {
                game.cursor_row = game.top_cursor_row - 1;
            }
        }
        Ok(game)
    }
}

/// Frames a replay plays on after its last input, for what it set moving
/// to land and clear: a minute of the game's 60 frames a second.
pub const GRACE: u64 = 60 * 60;

/// A Solution played to its end ([`replay`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Replay {
    /// Won, lost, or still [`Outcome::Running`] [`GRACE`] frames after the
    /// last input.
    pub outcome: Outcome,
    /// Frames played.
    pub frames: u64,
    /// Swaps made.
    pub swaps: u32,
    /// Presses of swap the game refused because the moves had run out.
    pub refused_swaps: u32,
    /// The frame from which the game would have played its own random
    /// colours, which this engine does not know ([`FrameGame::random_colours`]):
    /// from there the replay may differ from the game.
    pub random_colours: Option<u64>,
}

/// Plays `inputs` (one a frame) from the setup's first frame, then no input
/// until the puzzle ends or [`GRACE`] frames have passed.
pub fn replay(setup: &FrameSetup, inputs: &[Input]) -> Result<Replay, FrameError> {
    let mut game = FrameGame::new(setup)?;
    let last = inputs.len() as u64 + GRACE;
    while game.outcome() == Outcome::Running && game.clock() < last {
        let at = game.clock() as usize;
        game.step(inputs.get(at).copied().unwrap_or(Input::NONE));
    }
    Ok(Replay {
        outcome: game.outcome(),
        frames: game.clock(),
        swaps: game.swaps(),
        refused_swaps: game.refused_swaps(),
        random_colours: game.random_colours(),
    })
}
