//! A solution explained the way a player reasons about it: for each clear,
//! which colour's blocks met, in which direction, which moves brought them
//! there and which earlier clear had to come first.
//!
//! [`Plan::of`] replays the moves with every block given a name, so that a
//! block can be followed through swaps, falls and cascades; [`Plan::check`]
//! replays the same moves again with [`Board::play_traced`] alone and holds
//! every statement of the plan to what the board did, so a plan can never
//! say something the board does not do. [`Plan::describe`] writes the plan
//! in sentences, naming cells as the puzzle's answers do.
//!
//! ```
//! use mayan_core::{format::noip, plan::Plan, Dir, Move, MoveSet, Notation};
//! let input = noip::parse(b"3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n").unwrap();
//! let moves = [(2, 1), (3, 1), (3, 0)].map(|(x, y)| Move::new(x, y, Dir::Right));
//! let plan = Plan::of(&input.board, MoveSet::Drag, &moves).unwrap();
//! plan.check(&input.board, MoveSet::Drag, &moves).unwrap();
//! assert_eq!(plan.clears.len(), 4);
//! assert!(plan.describe(Notation::Noip).starts_with("Plan: 4 clears"));
//! ```

use std::collections::BTreeSet;
use std::fmt::Write as _;

use crate::board::{Board, EMPTY, MAX_HEIGHT, MAX_WIDTH, cell_char};
use crate::format::notation::write_cell;
use crate::format::{and_list, count};
use crate::moves::{Move, MoveSet};
use crate::{MoveError, Notation};

/// Why a plan could not be made or does not hold.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlanError {
    /// A move of the solution is not legal where it is played.
    #[error("move {number}: {error}")]
    Illegal {
        /// The move's number, from 1.
        number: usize,
        /// Why it is not legal.
        error: MoveError,
    },
    /// A move comes after the board is clear: play stops there.
    #[error("move {0}: the board is already clear, and play stops there")]
    AfterClear(usize),
    /// A statement of the plan that the replay does not bear out.
    #[error("clear {clear}: {what}")]
    Untrue {
        /// The clear's number, from 1.
        clear: usize,
        /// The statement.
        what: String,
    },
}

/// A plan: every clear of a solution, in the order they happen.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Plan {
    /// The clears, in order.
    pub clears: Vec<Clear>,
    /// Moves played.
    pub moves: usize,
    /// Whether the board is clear after the last move.
    pub cleared: bool,
}

/// A set of blocks of one colour that vanished together, touching each
/// other: one run of three or more, or runs that cross or touch.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Clear {
    /// Its number in the plan, from 1.
    pub number: usize,
    /// The move during whose settle it happens, from 1.
    #[serde(rename = "move")]
    pub on_move: usize,
    /// The stage of that settle, from 1: 2 and up are cascades.
    pub stage: usize,
    /// The colour (1 and up).
    pub colour: u8,
    /// Where the blocks met, `(x, y)` with `y` from the bottom, column by
    /// column, bottom up.
    pub cells: Vec<(usize, usize)>,
    /// The runs of three or more the cells form.
    pub lines: Vec<Line>,
    /// `horizontal`, `vertical` or `both`.
    pub direction: Direction,
    /// How each block got to where it met, in the order of `cells`.
    pub blocks: Vec<BlockPath>,
    /// The moves that served it: those that moved one of its blocks, and
    /// the move during which it happens.
    pub moves: Vec<usize>,
    /// Earlier clears it needed.
    pub needs: Vec<Need>,
}

/// A run of three or more in one row or column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Line {
    /// True for a row, false for a column.
    pub horizontal: bool,
    /// The row (horizontal) or column (vertical).
    pub at: usize,
    /// The first column (or row) of the run.
    pub from: usize,
    /// The last column (or row) of the run, inclusive.
    pub to: usize,
}

/// The direction in which a clear's blocks met.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    /// In one row: blocks slid sideways into line.
    Horizontal,
    /// In one column: blocks fell (or were swapped) into line.
    Vertical,
    /// Runs in both directions, crossing or touching.
    Both,
}

/// How one block of a clear got where it met.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct BlockPath {
    /// Where it stood at the start.
    pub start: (usize, usize),
    /// Where it met the others.
    pub end: (usize, usize),
    /// Steps to the right (negative: to the left) that moves gave it.
    pub slid: i32,
    /// Rows up (negative: down) that moves gave it: swaps up and down.
    pub lifted: i32,
    /// Rows it fell.
    pub fell: usize,
    /// The moves that moved it, in order.
    pub moves: Vec<usize>,
}

/// An earlier clear that had to happen first.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Need {
    /// The earlier clear's number.
    pub clear: usize,
    /// `held-up` or `in-the-way`.
    pub why: Why,
    /// The block of this clear it concerned, by its start cell.
    pub block: (usize, usize),
    /// The earlier clear's cell the block fell through or moved into.
    pub cell: (usize, usize),
}

/// Why an earlier clear had to come first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Why {
    /// Its blocks held up a block of this clear, which fell once they
    /// vanished.
    HeldUp,
    /// Its blocks stood where a block of this clear was later moved.
    InTheWay,
}

/// What happened to a block, in order.
#[derive(Clone, Copy)]
enum Event {
    /// Moved by a move, from one cell to the next.
    Moved { mv: usize, to: (usize, usize) },
    /// Fell in column `x` from row `from` to row `to`, once the clears
    /// numbered `after.0` to `after.1` (the stage before the fall; none
    /// when `after.0 > after.1`) had vanished.
    Fell {
        x: usize,
        from: usize,
        to: usize,
        after: (usize, usize),
    },
}

/// A block followed through the replay.
struct Tracked {
    colour: u8,
    start: (usize, usize),
    events: Vec<(usize, Event)>,
}

/// The replay with names: `ids[x][y]` is the block in a cell (0: empty).
struct Replay {
    width: usize,
    height: usize,
    ids: [[u16; MAX_HEIGHT]; MAX_WIDTH],
    blocks: Vec<Tracked>,
    /// A clock: events and clears are ordered by it.
    time: usize,
}

impl Replay {
    fn new(board: &Board) -> Replay {
        let mut r = Replay {
            width: board.width(),
            height: board.height(),
            ids: [[0; MAX_HEIGHT]; MAX_WIDTH],
            // Block 0 is "no block".
            blocks: vec![Tracked {
                colour: EMPTY,
                start: (0, 0),
                events: Vec::new(),
            }],
            time: 0,
        };
        for x in 0..r.width {
            for y in 0..r.height {
                let c = board.get(x, y);
                if c != EMPTY {
                    r.ids[x][y] = r.blocks.len() as u16;
                    r.blocks.push(Tracked {
                        colour: c,
                        start: (x, y),
                        events: Vec::new(),
                    });
                }
            }
        }
        r
    }

    fn event(&mut self, id: u16, e: Event) {
        self.time += 1;
        self.blocks[id as usize].events.push((self.time, e));
    }

    /// The move's swap or step, on the names.
    fn apply(&mut self, mv: Move, number: usize) {
        let (x, y) = (mv.x as usize, mv.y as usize);
        let (tx, ty) = mv.target();
        let (tx, ty) = (tx as usize, ty as usize);
        let (a, b) = (self.ids[x][y], self.ids[tx][ty]);
        self.ids[x][y] = b;
        self.ids[tx][ty] = a;
        if a != 0 {
            self.event(
                a,
                Event::Moved {
                    mv: number,
                    to: (tx, ty),
                },
            );
        }
        if b != 0 {
            self.event(
                b,
                Event::Moved {
                    mv: number,
                    to: (x, y),
                },
            );
        }
    }

    /// Gravity on the names: each column keeps its order.
    fn fall(&mut self, after: (usize, usize)) {
        for x in 0..self.width {
            let mut to = 0;
            for from in 0..self.height {
                let id = self.ids[x][from];
                if id == 0 {
                    continue;
                }
                if from != to {
                    self.ids[x][to] = id;
                    self.ids[x][from] = 0;
                    self.event(id, Event::Fell { x, from, to, after });
                }
                to += 1;
            }
        }
    }

    /// True when the names stand where the board's blocks do, colour for
    /// colour.
    fn matches(&self, board: &Board) -> bool {
        (0..self.width).all(|x| {
            (0..self.height).all(|y| self.blocks[self.ids[x][y] as usize].colour == board.get(x, y))
        })
    }
}

/// The cells of `cells` split into groups of one colour that touch
/// (sideways or up and down), each sorted column by column, bottom up.
fn groups(board: &Board, cells: &[(usize, usize)]) -> Vec<Vec<(usize, usize)>> {
    let left: BTreeSet<(usize, usize)> = cells.iter().copied().collect();
    let mut left = left;
    let mut out = Vec::new();
    while let Some(&first) = left.iter().next() {
        left.remove(&first);
        let colour = board.get(first.0, first.1);
        let mut group = vec![first];
        let mut i = 0;
        while i < group.len() {
            let (x, y) = group[i];
            let near = [
                (x.wrapping_sub(1), y),
                (x + 1, y),
                (x, y.wrapping_sub(1)),
                (x, y + 1),
            ];
            for n in near {
                if left.contains(&n) && board.get(n.0, n.1) == colour {
                    left.remove(&n);
                    group.push(n);
                }
            }
            i += 1;
        }
        group.sort_unstable();
        out.push(group);
    }
    out
}

/// The runs of three or more among `cells` (all of one colour).
fn lines_of(cells: &[(usize, usize)]) -> Vec<Line> {
    let set: BTreeSet<(usize, usize)> = cells.iter().copied().collect();
    let mut lines = Vec::new();
    for &(x, y) in cells {
        for horizontal in [true, false] {
            let (at, from) = if horizontal { (y, x) } else { (x, y) };
            let mut l = Line {
                horizontal,
                at,
                from,
                to: from,
            };
            // A run starts where the cell before it is not in the set.
            if from > 0 && set.contains(&l.cell(from - 1)) {
                continue;
            }
            while set.contains(&l.cell(l.to + 1)) {
                l.to += 1;
            }
            if l.to >= from + 2 {
                lines.push(l);
            }
        }
    }
    lines.sort_by_key(|l| (!l.horizontal, l.at, l.from));
    lines
}

impl Line {
    /// The cell `i` columns (or rows) along the line's row (or column).
    pub fn cell(&self, i: usize) -> (usize, usize) {
        if self.horizontal {
            (i, self.at)
        } else {
            (self.at, i)
        }
    }
}

fn direction_of(lines: &[Line]) -> Direction {
    match (
        lines.iter().any(|l| l.horizontal),
        lines.iter().any(|l| !l.horizontal),
    ) {
        (true, true) => Direction::Both,
        (false, true) => Direction::Vertical,
        _ => Direction::Horizontal,
    }
}

/// Cells, `(x, y)`.
type Cells = Vec<(usize, usize)>;

/// A clear while its cells are known, before its blocks' paths are read.
struct Vanish {
    clear: Clear,
    ids: Vec<u16>,
    time: usize,
}

impl Plan {
    /// The plan of `moves` played from `board` under `rules`: a move that
    /// is not legal, or one after the board is clear, is an error.
    pub fn of(board: &Board, rules: MoveSet, moves: &[Move]) -> Result<Plan, PlanError> {
        let mut replay = Replay::new(board);
        let mut vanishes: Vec<Vanish> = Vec::new();
        let mut at = *board;
        for (i, &mv) in moves.iter().enumerate() {
            let number = i + 1;
            if at.is_clear() {
                return Err(PlanError::AfterClear(number));
            }
            let turn = at
                .play_traced(mv, rules)
                .map_err(|error| PlanError::Illegal { number, error })?;
            replay.apply(mv, number);
            // The clears of the stage before a fall, from first to last.
            let mut before = (1, 0);
            for (s, stage) in turn.stages.iter().enumerate() {
                replay.fall(before);
                before.0 = vanishes.len() + 1;
                debug_assert!(replay.matches(&stage.fallen));
                let cells = stage.vanished_cells();
                for group in groups(&stage.fallen, &cells) {
                    let lines = lines_of(&group);
                    let ids = group.iter().map(|&(x, y)| replay.ids[x][y]).collect();
                    replay.time += 1;
                    let clear = Clear {
                        number: vanishes.len() + 1,
                        on_move: number,
                        stage: s + 1,
                        colour: stage.fallen.get(group[0].0, group[0].1),
                        direction: direction_of(&lines),
                        lines,
                        cells: group,
                        blocks: Vec::new(),
                        moves: Vec::new(),
                        needs: Vec::new(),
                    };
                    before.1 = clear.number;
                    vanishes.push(Vanish {
                        clear,
                        ids,
                        time: replay.time,
                    });
                }
                for &(x, y) in &cells {
                    replay.ids[x][y] = 0;
                }
            }
            replay.fall(before);
            debug_assert!(replay.matches(&turn.after));
            at = turn.after;
        }
        let cleared = at.is_clear();
        // Each clear's number, clock time and cells.
        let earlier: Vec<(usize, usize, Cells)> = vanishes
            .iter()
            .map(|v| (v.clear.number, v.time, v.clear.cells.clone()))
            .collect();
        let clears = vanishes
            .into_iter()
            .map(|mut v| {
                for (&id, &end) in v.ids.iter().zip(&v.clear.cells) {
                    let b = &replay.blocks[id as usize];
                    let mut path = BlockPath {
                        start: b.start,
                        end,
                        slid: 0,
                        lifted: 0,
                        fell: 0,
                        moves: Vec::new(),
                    };
                    let mut here = b.start;
                    for &(t, e) in b.events.iter().take_while(|(t, _)| *t < v.time) {
                        match e {
                            Event::Moved { mv, to } => {
                                path.slid += to.0 as i32 - here.0 as i32;
                                path.lifted += to.1 as i32 - here.1 as i32;
                                path.moves.push(mv);
                                here = to;
                                // The cell it moved into held an earlier
                                // clear's block.
                                if let Some((n, _, _)) = earlier
                                    .iter()
                                    .rev()
                                    .find(|(_, ct, cs)| *ct < t && cs.contains(&to))
                                {
                                    push_need(&mut v.clear.needs, *n, Why::InTheWay, b.start, to);
                                }
                            }
                            Event::Fell { x, from, to, after } => {
                                path.fell += from - to;
                                here = (x, to);
                                // It fell through a cell of a clear of the
                                // stage just before the fall.
                                let stage = earlier
                                    .get(after.0.saturating_sub(1)..after.1)
                                    .unwrap_or(&[]);
                                for (n, _, cs) in stage {
                                    if let Some(&cell) = cs
                                        .iter()
                                        .find(|&&(cx, cy)| cx == x && cy >= to && cy < from)
                                    {
                                        push_need(
                                            &mut v.clear.needs,
                                            *n,
                                            Why::HeldUp,
                                            b.start,
                                            cell,
                                        );
                                    }
                                }
                            }
                        }
                    }
                    v.clear.blocks.push(path);
                }
                v.clear.moves = served(&v.clear.blocks, v.clear.on_move);
                v.clear.needs.sort_by_key(|n| (n.clear, n.block));
                v.clear
            })
            .collect();
        Ok(Plan {
            clears,
            moves: moves.len(),
            cleared,
        })
    }
}

/// The moves that served a clear: those that moved one of its blocks,
/// and `on_move`, the move it happens during; in order, each once.
fn served(blocks: &[BlockPath], on_move: usize) -> Vec<usize> {
    let mut moves: BTreeSet<usize> = blocks
        .iter()
        .flat_map(|b| b.moves.iter().copied())
        .collect();
    moves.insert(on_move);
    moves.into_iter().collect()
}

fn push_need(
    needs: &mut Vec<Need>,
    clear: usize,
    why: Why,
    block: (usize, usize),
    cell: (usize, usize),
) {
    if !needs.iter().any(|n| n.clear == clear && n.block == block) {
        needs.push(Need {
            clear,
            why,
            block,
            cell,
        });
    }
}

impl Plan {
    /// [`Plan::of`], then [`Plan::check`]: the plan every front end shows,
    /// made only when a second replay bears out every statement.
    pub fn checked(board: &Board, rules: MoveSet, moves: &[Move]) -> Result<Plan, PlanError> {
        let plan = Plan::of(board, rules, moves)?;
        plan.check(board, rules, moves)?;
        Ok(plan)
    }

    /// The first clear that move `number` (from 1) serves: one of whose
    /// blocks it moved, or that happens during it.
    pub fn towards(&self, number: usize) -> Option<&Clear> {
        self.clears.iter().find(|c| c.moves.contains(&number))
    }

    /// Replays `moves` from `board` with [`Board::play_traced`] alone and
    /// checks every statement of the plan against it: each clear's cells
    /// vanished together at its move and stage and held its colour; its
    /// lines are runs of three or more that cover its cells; each block
    /// stood at its start cell in that colour, and its slides, lifts and
    /// fall add up to where it met; each move it names moved a block of
    /// that colour; the clears it needs came before it and held the cells
    /// named; and the clears of each stage are all the blocks that
    /// vanished.
    pub fn check(&self, board: &Board, rules: MoveSet, moves: &[Move]) -> Result<(), PlanError> {
        let mut at = *board;
        let mut turns = Vec::new();
        for (i, &mv) in moves.iter().enumerate() {
            if at.is_clear() {
                return Err(PlanError::AfterClear(i + 1));
            }
            let turn = at
                .play_traced(mv, rules)
                .map_err(|error| PlanError::Illegal {
                    number: i + 1,
                    error,
                })?;
            at = turn.after;
            turns.push(turn);
        }
        let untrue = |clear: usize, what: String| Err(PlanError::Untrue { clear, what });
        if self.moves != moves.len() || self.cleared != at.is_clear() {
            return untrue(0, "the moves played or the result differ".into());
        }
        // Every block that vanished, by move and stage, is in one clear.
        let mut vanished = BTreeSet::new();
        for (m, t) in turns.iter().enumerate() {
            for (s, stage) in t.stages.iter().enumerate() {
                for cell in stage.vanished_cells() {
                    vanished.insert((m + 1, s + 1, cell));
                }
            }
        }
        let mut claimed = BTreeSet::new();
        for (i, c) in self.clears.iter().enumerate() {
            let n = c.number;
            if n != i + 1 {
                return untrue(n, "numbered out of order".into());
            }
            let Some(stage) = turns
                .get(c.on_move.wrapping_sub(1))
                .and_then(|t| t.stages.get(c.stage.wrapping_sub(1)))
            else {
                return untrue(n, format!("move {} has no stage {}", c.on_move, c.stage));
            };
            for &(x, y) in &c.cells {
                if stage.vanished[x] >> y & 1 == 0 || stage.fallen.get(x, y) != c.colour {
                    return untrue(n, format!("({x}, {y}) did not vanish as a {}", c.colour));
                }
                claimed.insert((c.on_move, c.stage, (x, y)));
            }
            let cells: BTreeSet<(usize, usize)> = c.cells.iter().copied().collect();
            let mut covered = BTreeSet::new();
            for l in &c.lines {
                if l.to < l.from + 2 {
                    return untrue(n, "a line shorter than three".into());
                }
                for i in l.from..=l.to {
                    let cell = l.cell(i);
                    if !cells.contains(&cell) {
                        return untrue(n, format!("{cell:?} is on a line but not in the clear"));
                    }
                    covered.insert(cell);
                }
            }
            if covered != cells || c.direction != direction_of(&c.lines) {
                return untrue(n, "its lines do not make up its cells and direction".into());
            }
            if c.blocks.len() != c.cells.len() {
                return untrue(n, "a block for each cell".into());
            }
            for (b, &end) in c.blocks.iter().zip(&c.cells) {
                let (sx, sy) = (b.start.0 as i64, b.start.1 as i64);
                let adds_up = b.end == end
                    && sx + i64::from(b.slid) == end.0 as i64
                    && sy + i64::from(b.lifted) - b.fell as i64 == end.1 as i64;
                if !adds_up || board.get(b.start.0, b.start.1) != c.colour {
                    return untrue(
                        n,
                        format!("the block from {:?} did not get to {end:?}", b.start),
                    );
                }
                for &m in &b.moves {
                    let moved_one = m <= c.on_move
                        && turns.get(m.wrapping_sub(1)).is_some_and(|t| {
                            let (tx, ty) = t.mv.target();
                            t.before.get(t.mv.x as usize, t.mv.y as usize) == c.colour
                                || t.before.get(tx as usize, ty as usize) == c.colour
                        });
                    if !moved_one {
                        return untrue(n, format!("move {m} moved no block of its colour"));
                    }
                }
            }
            if c.moves != served(&c.blocks, c.on_move) {
                return untrue(n, "the moves that served it".into());
            }
            for need in &c.needs {
                let Some(earlier) = self.clears.get(need.clear.wrapping_sub(1)) else {
                    return untrue(n, format!("needs a clear {} that is not there", need.clear));
                };
                let block = c.blocks.iter().find(|b| b.start == need.block);
                let fits = match (need.why, block) {
                    (Why::HeldUp, Some(b)) => b.fell > 0,
                    (Why::InTheWay, Some(b)) => !b.moves.is_empty(),
                    (_, None) => false,
                };
                if need.clear >= n || !earlier.cells.contains(&need.cell) || !fits {
                    return untrue(n, format!("does not need clear {} as it says", need.clear));
                }
            }
        }
        if claimed != vanished {
            return untrue(0, "the clears are not every block that vanished".into());
        }
        Ok(())
    }

    /// The plan in sentences, cells named as `notation` counts.
    pub fn describe(&self, notation: Notation) -> String {
        let cell = |(x, y): (usize, usize)| write_cell(x, y, notation);
        let mut s = format!(
            "Plan: {} in {}.\n",
            count(self.clears.len(), "clear"),
            count(self.moves, "move")
        );
        for c in &self.clears {
            let colour = cell_char(c.colour);
            let mut when = c.when();
            when[..1].make_ascii_uppercase();
            let _ = writeln!(s, "{}. {when}: {}.", c.number, c.summary(notation));
            let mut still = Vec::new();
            for b in &c.blocks {
                let mut parts = Vec::new();
                let by = match b.moves.as_slice() {
                    [] => String::new(),
                    [m] => format!(" (move {m})"),
                    ms => format!(" (moves {})", join(ms)),
                };
                if b.slid != 0 {
                    let side = if b.slid > 0 { "right" } else { "left" };
                    parts.push(format!(
                        "slid {} {side}",
                        count(b.slid.unsigned_abs() as usize, "step")
                    ));
                }
                if b.lifted != 0 {
                    let way = if b.lifted > 0 { "up" } else { "down" };
                    parts.push(format!(
                        "was swapped {} {way}",
                        count(b.lifted.unsigned_abs() as usize, "row")
                    ));
                }
                if parts.is_empty() && !b.moves.is_empty() {
                    parts.push("was moved and came back".to_string());
                }
                if let Some(p) = parts.last_mut() {
                    p.push_str(&by);
                }
                if b.fell > 0 {
                    parts.push(format!("fell {}", count(b.fell, "row")));
                }
                if parts.is_empty() {
                    still.push(cell(b.start));
                } else {
                    let _ = writeln!(
                        s,
                        "   The {colour} from {} {}.",
                        cell(b.start),
                        parts.join(" and ")
                    );
                }
            }
            match still.len() {
                0 => {}
                1 => {
                    let _ = writeln!(s, "   The {colour} at {} was in place.", still[0]);
                }
                _ => {
                    let _ = writeln!(s, "   The {colour}s at {} were in place.", and_list(&still));
                }
            }
            let _ = writeln!(
                s,
                "   Served by {} {}.",
                if c.moves.len() == 1 { "move" } else { "moves" },
                join(&c.moves)
            );
            // One sentence for each earlier clear and reason.
            let mut i = 0;
            while i < c.needs.len() {
                let (n, why) = (c.needs[i].clear, c.needs[i].why);
                let mut j = i;
                while j < c.needs.len() && c.needs[j].clear == n && c.needs[j].why == why {
                    j += 1;
                }
                let group = &c.needs[i..j];
                let mut theirs: Vec<String> = group.iter().map(|g| cell(g.cell)).collect();
                theirs.dedup();
                let ours: Vec<String> = group.iter().map(|g| cell(g.block)).collect();
                let its = if theirs.len() == 1 {
                    "its block at"
                } else {
                    "its blocks at"
                };
                let whose = if ours.len() == 1 {
                    format!("the {colour} from {}", ours[0])
                } else {
                    format!("the {colour}s from {}", and_list(&ours))
                };
                let what = match why {
                    Why::HeldUp => format!("{its} {} held up {whose}", and_list(&theirs)),
                    Why::InTheWay => {
                        format!("{its} {} stood where {whose} went", and_list(&theirs))
                    }
                };
                let _ = writeln!(s, "   Clear {n} had to come first: {what}.");
                i = j;
            }
        }
        let _ = writeln!(
            s,
            "{}",
            if self.cleared {
                "The board is clear."
            } else {
                "The board is not clear."
            }
        );
        s
    }
}

impl Clear {
    /// When it happens: `move 3`, or `move 3, stage 2 (a cascade)`.
    pub fn when(&self) -> String {
        match self.stage {
            1 => format!("move {}", self.on_move),
            k => format!("move {}, stage {k} (a cascade)", self.on_move),
        }
    }

    /// What met where, in words: `three 2s meet in row 0, columns 1-3
    /// (horizontal): (1, 0), (2, 0), (3, 0)`.
    pub fn summary(&self, notation: Notation) -> String {
        let first = notation.first_label();
        let lines: Vec<String> = self
            .lines
            .iter()
            .map(|l| {
                let (a, b) = (l.from + first, l.to + first);
                if l.horizontal {
                    format!("in row {}, columns {a}-{b}", l.at + first)
                } else {
                    format!("in column {}, rows {a}-{b}", l.at + first)
                }
            })
            .collect();
        let dir = match self.direction {
            Direction::Horizontal => "horizontal",
            Direction::Vertical => "vertical",
            Direction::Both => "both ways",
        };
        let cells: Vec<String> = self
            .cells
            .iter()
            .map(|&(x, y)| write_cell(x, y, notation))
            .collect();
        format!(
            "{} {}s meet {} ({dir}): {}",
            words(self.cells.len()),
            cell_char(self.colour),
            lines.join(" and "),
            cells.join(", ")
        )
    }
}

/// `1`, `1 and 2`, `1, 2 and 3`.
fn join(ns: &[usize]) -> String {
    and_list(&ns.iter().map(usize::to_string).collect::<Vec<_>>())
}

/// A count in words up to twelve: `three`.
fn words(n: usize) -> String {
    const WORDS: [&str; 13] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve",
    ];
    WORDS
        .get(n)
        .map_or_else(|| n.to_string(), |w| (*w).to_string())
}

/// The moves of a winning line that can go: taken out one at a time, or
/// two at a time (a move and the one that undoes it), the first removal
/// that still leaves a line that clears the board, until none does (the
/// seed's third strategy: the same blocks to the same places in fewer
/// moves). Returns their numbers, from 1, in order; empty when no move and
/// no pair of moves can go, or when `moves` does not clear the board.
pub fn removable(board: &Board, rules: MoveSet, moves: &[Move]) -> Vec<usize> {
    let clears = |line: &[(usize, Move)]| {
        let mut at = *board;
        for &(_, mv) in line {
            if at.is_clear() {
                return false;
            }
            match at.play(mv, rules) {
                Ok(next) => at = next,
                Err(_) => return false,
            }
        }
        at.is_clear()
    };
    let mut line: Vec<(usize, Move)> = moves
        .iter()
        .copied()
        .enumerate()
        .map(|(i, m)| (i + 1, m))
        .collect();
    if !clears(&line) {
        return Vec::new();
    }
    let mut gone = Vec::new();
    'again: loop {
        let n = line.len();
        // Singles first, then pairs: (j, j) stands for the single move j.
        let singles = (0..n).map(|j| (j, j));
        let pairs = (0..n).flat_map(|i| (i + 1..n).map(move |j| (i, j)));
        for (i, j) in singles.chain(pairs) {
            let fewer: Vec<(usize, Move)> = line
                .iter()
                .enumerate()
                .filter(|&(k, _)| k != i && k != j)
                .map(|(_, &m)| m)
                .collect();
            if clears(&fewer) {
                gone.push(line[i].0);
                if j != i {
                    gone.push(line[j].0);
                }
                line = fewer;
                continue 'again;
            }
        }
        break;
    }
    gone.sort_unstable();
    gone
}
