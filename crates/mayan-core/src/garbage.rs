//! Garbage blocks: Panel Attack's rigid grey rectangles, and the rules of a
//! board that holds them (docs/spec.md section 8, "Garbage").
//!
//! A [`GarbageBoard`] is a [`Board`] of panels plus a list of [`Block`]s.
//! In its grid ([`GarbageBoard::cells`]) every garbage cell reads
//! [`GREY`]: garbage never matches, so the run finder of
//! [`crate::settle`] finds the runs of a garbage board unchanged, and a
//! garbage cell is never counted against a clear board. Which grey cells
//! are garbage is the block list's to say.
//!
//! The rules, as read from the game's Lua source (`Panel.lua`,
//! `checkMatches.lua`, `PuzzleSource.lua`) and played here without its
//! clock:
//!
//! - **Fall.** A panel falls until the cell below it holds something. A
//!   block falls whole, one rigid rectangle, and only while every cell
//!   under its full width is empty; whatever rests on it falls with it.
//!   Panels rest on garbage, so a column may hold a hole under a block.
//! - **Swaps.** A swap moves two side-by-side cells of a row, as on a
//!   board without garbage (a panel with a panel or with an empty cell);
//!   a garbage cell is never swapped.
//! - **Matching.** Runs are found as on any board: three or more panels
//!   of one colour in a line; grey panels and garbage never match.
//! - **Clearing.** A block that a vanishing panel touches edge to edge
//!   (directly below, above, left or right of one of its cells; a
//!   diagonal does not count) is cleared. The clearing spreads to every
//!   block touching a cleared block edge to edge that is of the same
//!   kind: plain (`[ ]`) with plain, metal (`{ }`) with metal, never from
//!   one kind to the other.
//! - **Conversion.** A cleared block turns its bottom row into grey
//!   panels, in place; the rest of it (its height less one row) stays a
//!   block of its kind. Until it converts, a cleared block is *pending*:
//!   it holds still (it does not fall, and it holds up what rests on it),
//!   and a run cannot clear it again. It converts once the board is
//!   otherwise still: the matched panels vanished, everything else fell,
//!   and any run that formed meanwhile vanished too (clearing other
//!   blocks, which then pend as well). In the game a clearing block
//!   converts some frames after the panels that hit it vanished and is in
//!   its "matched" state until then, so a run formed in that time cannot
//!   hit it; this order is the pure-rules reading of it. Then falling and
//!   matching go on, and the rest of a tall block can be cleared again.
//! - **Winning.** A board is clear when no colour panel is left: grey
//!   panels and garbage never count ([`Board::is_clear`] on the grid).
//!
//! The converted panels are grey because no puzzle played here has a
//! `"GarbagePanelBuffer"` (the reader refuses a garbage puzzle that has
//! one): without it the game turns every cleared garbage cell into a grey
//! `9`.

use std::fmt;

use crate::board::{Board, CellMask, EMPTY, GREY, MAX_WIDTH, cell_char};
use crate::error::{MoveError, PuzzleError};
use crate::moves::{Dir, Move, MoveKind, MoveSet};
use crate::puzzle::{Goal, check_runs, validate_budget};
use crate::settle::mask_cells;

/// The two kinds of garbage, which never pass a clearing to each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GarbageKind {
    /// Combo or chain garbage, written `[` ... `]`.
    Plain,
    /// Metal (shock) garbage, written `{` ... `}`.
    Metal,
}

/// A garbage block: a rectangle of `width` x `height` cells whose bottom
/// left cell is `(x, y)` (row 0 at the bottom).
///
/// The derived order (bottom row, then column) is the order a
/// [`GarbageBoard`] keeps its blocks in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Block {
    /// The bottom row.
    pub y: u8,
    /// The leftmost column.
    pub x: u8,
    /// Columns.
    pub width: u8,
    /// Rows.
    pub height: u8,
    /// Plain or metal.
    pub kind: GarbageKind,
}

impl Block {
    /// The columns it covers.
    fn columns(&self) -> std::ops::Range<usize> {
        self.x as usize..self.x as usize + self.width as usize
    }

    /// The rows it covers.
    fn rows(&self) -> std::ops::Range<usize> {
        self.y as usize..self.y as usize + self.height as usize
    }

    /// True when `(x, y)` lies next to one of its cells, edge to edge.
    fn touches_cell(&self, x: usize, y: usize) -> bool {
        let (cols, rows) = (self.columns(), self.rows());
        ((y + 1 == rows.start || y == rows.end) && cols.contains(&x))
            || ((x + 1 == cols.start || x == cols.end) && rows.contains(&y))
    }

    /// True when the two blocks share an edge (not only a corner).
    fn touches(&self, other: &Block) -> bool {
        let overlap = |a: std::ops::Range<usize>, b: std::ops::Range<usize>| {
            a.start < b.end && b.start < a.end
        };
        let (ac, ar, bc, br) = (self.columns(), self.rows(), other.columns(), other.rows());
        ((ar.end == br.start || br.end == ar.start) && overlap(ac.clone(), bc.clone()))
            || ((ac.end == bc.start || bc.end == ac.start) && overlap(ar, br))
    }
}

/// A board of panels and garbage blocks (see the module docs for its
/// rules).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct GarbageBoard {
    /// Panels, and [`GREY`] in every garbage cell.
    cells: Board,
    /// The garbage cells.
    garbage: CellMask,
    /// The blocks, sorted (bottom row, then column) between moves.
    blocks: Vec<Block>,
}

impl GarbageBoard {
    /// A board of `panels` and `blocks`. Every block must lie on the board
    /// over cells that `panels` leaves empty, and blocks must not overlap;
    /// the first cell where one does not is the error.
    pub fn new(panels: Board, blocks: Vec<Block>) -> Result<GarbageBoard, PuzzleError> {
        let mut board = GarbageBoard::from_board(panels);
        for b in &blocks {
            for x in b.columns() {
                for y in b.rows() {
                    let free = b.width > 0
                        && b.height > 0
                        && x < panels.width()
                        && y < panels.height()
                        && panels.get(x, y) == EMPTY
                        && !board.is_garbage(x, y);
                    if !free {
                        return Err(PuzzleError::Garbage { x, y });
                    }
                    board.cells.set(x, y, GREY);
                    board.garbage[x] |= 1 << y;
                }
            }
            if b.width == 0 || b.height == 0 {
                return Err(PuzzleError::Garbage {
                    x: b.x as usize,
                    y: b.y as usize,
                });
            }
        }
        board.blocks = blocks;
        board.blocks.sort();
        Ok(board)
    }

    /// A board of panels with no garbage: it plays exactly as `board`
    /// does.
    pub fn from_board(board: Board) -> GarbageBoard {
        GarbageBoard {
            cells: board,
            garbage: [0; MAX_WIDTH],
            blocks: Vec::new(),
        }
    }

    /// The grid: panels, with [`GREY`] in every garbage cell. Runs, clear
    /// boards and colour counts read the same on it as on a board without
    /// garbage.
    pub fn cells(&self) -> &Board {
        &self.cells
    }

    /// The panels alone: the grid with the garbage cells emptied.
    pub fn panels(&self) -> Board {
        let mut b = self.cells;
        b.remove(&self.garbage);
        b
    }

    /// The garbage blocks, bottom row first, then left to right.
    pub fn blocks(&self) -> &[Block] {
        &self.blocks
    }

    /// The number of columns.
    pub fn width(&self) -> usize {
        self.cells.width()
    }

    /// The number of rows.
    pub fn height(&self) -> usize {
        self.cells.height()
    }

    /// True when `(x, y)` is a garbage cell.
    #[inline]
    pub fn is_garbage(&self, x: usize, y: usize) -> bool {
        self.garbage[x] >> y & 1 == 1
    }

    /// True when no colour panel is left (grey panels and garbage may
    /// remain).
    pub fn is_clear(&self) -> bool {
        self.cells.is_clear()
    }

    /// True when a panel (grey or coloured) is at `(x, y)`.
    #[inline]
    fn is_panel(&self, x: usize, y: usize) -> bool {
        self.cells.get(x, y) != EMPTY && !self.is_garbage(x, y)
    }

    /// How far a block can fall: rows down while every cell under its
    /// width is empty.
    fn drop_of(&self, b: &Block) -> usize {
        let mut d = 0;
        while (b.y as usize) > d
            && b.columns()
                .all(|x| self.cells.get(x, b.y as usize - d - 1) == EMPTY)
        {
            d += 1;
        }
        d
    }

    /// Lets everything fall as far as it can, blocks whole; blocks marked
    /// in `held` stay (and hold up what rests on them). Returns true when
    /// anything moved.
    fn fall_held(&mut self, held: &[bool]) -> bool {
        let (w, h) = (self.width(), self.height());
        // Each piece (a panel, or a block) falls onto what lies below it,
        // which has already fallen when pieces go by their bottom rows.
        let mut order: Vec<usize> = (0..self.blocks.len()).collect();
        order.sort_by_key(|&i| self.blocks[i].y);
        let mut next = 0;
        let mut moved = false;
        for y in 0..h {
            while next < order.len() && self.blocks[order[next]].y as usize == y {
                let i = order[next];
                next += 1;
                if held.get(i).copied().unwrap_or(false) {
                    continue;
                }
                let b = self.blocks[i];
                let d = self.drop_of(&b);
                if d == 0 {
                    continue;
                }
                for x in b.columns() {
                    for r in b.rows() {
                        self.cells.set(x, r, EMPTY);
                        self.garbage[x] &= !(1 << r);
                    }
                    for r in b.rows() {
                        self.cells.set(x, r - d, GREY);
                        self.garbage[x] |= 1 << (r - d);
                    }
                }
                self.blocks[i].y -= d as u8;
                moved = true;
            }
            for x in 0..w {
                if !self.is_panel(x, y) {
                    continue;
                }
                let mut to = y;
                while to > 0 && self.cells.get(x, to - 1) == EMPTY {
                    to -= 1;
                }
                if to != y {
                    self.cells.swap_cells(x, y, x, to);
                    moved = true;
                }
            }
        }
        moved
    }

    /// Lets everything fall as far as it can, blocks whole. Returns true
    /// when anything moved.
    pub fn fall(&mut self) -> bool {
        self.fall_held(&[])
    }

    /// Marks in `held` the blocks the vanishing `runs` clear: those a run
    /// cell touches edge to edge, then those of the same kind touching a
    /// cleared one. Blocks already held are neither cleared again nor
    /// pass the clearing on.
    fn clear_touched(&self, runs: &CellMask, held: &mut [bool]) {
        let cells = mask_cells(runs, self.width());
        let mut spread = Vec::new();
        for (i, b) in self.blocks.iter().enumerate() {
            if !held[i] && cells.iter().any(|&(x, y)| b.touches_cell(x, y)) {
                held[i] = true;
                spread.push(i);
            }
        }
        while let Some(i) = spread.pop() {
            let a = self.blocks[i];
            for (j, b) in self.blocks.iter().enumerate() {
                if !held[j] && a.kind == b.kind && a.touches(b) {
                    held[j] = true;
                    spread.push(j);
                }
            }
        }
    }

    /// Turns the bottom row of every held block into grey panels; the
    /// rest of a block stays, one row shorter.
    fn convert(&mut self, held: &[bool]) {
        let mut kept = Vec::with_capacity(self.blocks.len());
        for (i, b) in self.blocks.iter().enumerate() {
            if !held[i] {
                kept.push(*b);
                continue;
            }
            for x in b.columns() {
                // The cell reads GREY already: it stops being garbage.
                self.garbage[x] &= !(1 << b.y);
            }
            if b.height > 1 {
                kept.push(Block {
                    y: b.y + 1,
                    height: b.height - 1,
                    ..*b
                });
            }
        }
        self.blocks = kept;
    }

    /// Settles the board by the rules of the module docs: falls, runs
    /// vanishing and clearing garbage, conversions, until nothing moves.
    /// Returns the number of stages in which panels vanished and how many
    /// panels vanished in all.
    pub fn settle_counting(&mut self) -> (u32, u32) {
        let mut held = vec![false; self.blocks.len()];
        self.fall_held(&held);
        let (mut stages, mut vanished) = (0, 0);
        loop {
            let (runs, any) = self.cells.find_runs();
            if any {
                stages += 1;
                vanished += runs.iter().map(|c| c.count_ones()).sum::<u32>();
                self.clear_touched(&runs, &mut held);
                self.cells.remove(&runs);
                self.fall_held(&held);
            } else if held.contains(&true) {
                self.convert(&held);
                held = vec![false; self.blocks.len()];
                self.fall_held(&held);
            } else {
                break;
            }
        }
        self.blocks.sort();
        (stages, vanished)
    }

    /// Settles the board ([`GarbageBoard::settle_counting`]); returns the
    /// number of stages in which panels vanished (0 when none did), as
    /// [`Board::settle`] does.
    pub fn settle(&mut self) -> u32 {
        self.settle_counting().0
    }

    /// The first piece found that could fall: a panel over an empty cell
    /// (columns left to right, bottom up), else the bottom left cell of a
    /// block with nothing under its whole width.
    pub fn floating(&self) -> Option<(usize, usize)> {
        for x in 0..self.width() {
            for y in 1..self.height() {
                if self.is_panel(x, y) && self.cells.get(x, y - 1) == EMPTY {
                    return Some((x, y));
                }
            }
        }
        self.blocks
            .iter()
            .find(|b| self.drop_of(b) > 0)
            .map(|b| (b.x as usize, b.y as usize))
    }

    /// Checks the board for use as a starting position: nothing floats
    /// and no run of three is there.
    pub fn check(&self) -> Result<(), PuzzleError> {
        if let Some((x, y)) = self.floating() {
            return Err(PuzzleError::Floating { x, y });
        }
        check_runs(&self.cells)
    }

    /// Checks a drag move (a swap of two cells of a row) on this settled
    /// board and says what kind it is: as on a board without garbage,
    /// except that a garbage cell never moves.
    pub fn classify(&self, mv: Move) -> Result<MoveKind, MoveError> {
        let kind = self.cells.classify(mv, MoveSet::Drag)?;
        let (tx, ty) = mv.target();
        if self.is_garbage(mv.x as usize, mv.y as usize)
            || self.is_garbage(tx as usize, ty as usize)
        {
            return Err(MoveError::Garbage { mv });
        }
        Ok(kind)
    }

    /// Plays a legal move and settles: the board after one turn, and the
    /// stages and vanished panels of its settle
    /// ([`GarbageBoard::settle_counting`]).
    pub fn play_counting(&self, mv: Move) -> Result<(GarbageBoard, u32, u32), MoveError> {
        self.classify(mv)?;
        let mut next = self.clone();
        next.cells.apply_raw(mv);
        let (stages, vanished) = next.settle_counting();
        Ok((next, stages, vanished))
    }

    /// Plays a legal move and settles: the board after one turn.
    pub fn play(&self, mv: Move) -> Result<GarbageBoard, MoveError> {
        self.play_counting(mv).map(|(b, _, _)| b)
    }

    /// Calls `f` with every distinct-swap drag move of this settled board
    /// in the order of docs/spec.md section 5, as
    /// [`Board::for_each_move`] does on a board without garbage (null
    /// moves only when `null_moves`, flagged), until `f` returns `false`.
    pub fn for_each_move(&self, null_moves: bool, mut f: impl FnMut(Move, bool) -> bool) {
        let (w, h) = (self.width(), self.height());
        for x in 0..w {
            for y in 0..h {
                if !self.is_panel(x, y) {
                    continue;
                }
                let c = self.cells.get(x, y);
                if x + 1 < w && !self.is_garbage(x + 1, y) {
                    let t = self.cells.get(x + 1, y);
                    if t != c {
                        if !f(Move::new(x, y, Dir::Right), false) {
                            return;
                        }
                    } else if null_moves && !f(Move::new(x, y, Dir::Right), true) {
                        return;
                    }
                }
                if x > 0
                    && self.cells.get(x - 1, y) == EMPTY
                    && !f(Move::new(x, y, Dir::Left), false)
                {
                    return;
                }
            }
        }
    }

    /// The board as grid rows, top row first: `.` empty, `1`-`9` and
    /// `a`-`z` colours, `#` grey panels, `=` plain and `~` metal garbage.
    pub fn to_grid_string(&self) -> String {
        let mut s = String::new();
        for y in (0..self.height()).rev() {
            for x in 0..self.width() {
                s.push(
                    match self
                        .blocks
                        .iter()
                        .find(|b| b.columns().contains(&x) && b.rows().contains(&y))
                    {
                        Some(b) if b.kind == GarbageKind::Plain => '=',
                        Some(_) => '~',
                        None => cell_char(self.cells.get(x, y)),
                    },
                );
            }
            s.push('\n');
        }
        s
    }
}

impl fmt::Debug for GarbageBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "GarbageBoard {}x{}", self.width(), self.height())?;
        f.write_str(&self.to_grid_string())
    }
}

/// A garbage puzzle as the reader gives it, before validation (see
/// [`crate::PuzzleSetup`], its counterpart without garbage).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GarbageSetup {
    /// The board, as given.
    pub board: GarbageBoard,
    /// The move budget, when the text or the caller gives one.
    pub budget: Option<i64>,
    /// What counts as a solution (at most the budget, as the game plays
    /// a "moves" puzzle, unless the caller says otherwise).
    pub goal: Goal,
    /// The move set asked for: garbage is played under drag alone.
    pub rules: MoveSet,
}

impl GarbageSetup {
    /// Lets the board settle first: the way to accept one that floats or
    /// holds a run.
    pub fn settle(&mut self) {
        self.board.settle();
    }

    /// Validates the setup into a puzzle.
    pub fn into_puzzle(self) -> Result<GarbagePuzzle, PuzzleError> {
        if self.rules != MoveSet::Drag {
            return Err(PuzzleError::GarbageRules { rules: self.rules });
        }
        let budget = validate_budget(self.budget.ok_or(PuzzleError::NoBudget)?)?;
        self.board.check()?;
        Ok(GarbagePuzzle {
            board: self.board,
            budget,
            goal: self.goal,
        })
    }
}

/// A puzzle with garbage blocks: a settled [`GarbageBoard`], a budget and
/// a goal, played under drag with the clear finish (a Panel Attack
/// "moves" puzzle). A [`crate::Puzzle`] never holds garbage, so no engine
/// made for one can play this by mistake.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GarbagePuzzle {
    board: GarbageBoard,
    budget: u32,
    goal: Goal,
}

impl GarbagePuzzle {
    /// Validates a board, a budget and a goal into a puzzle.
    pub fn new(board: GarbageBoard, budget: i64, goal: Goal) -> Result<GarbagePuzzle, PuzzleError> {
        GarbageSetup {
            board,
            budget: Some(budget),
            goal,
            rules: MoveSet::Drag,
        }
        .into_puzzle()
    }

    /// The starting position, settled.
    pub fn board(&self) -> &GarbageBoard {
        &self.board
    }

    /// The move budget `n`.
    pub fn budget(&self) -> u32 {
        self.budget
    }

    /// What counts as a solution.
    pub fn goal(&self) -> Goal {
        self.goal
    }

    /// The same puzzle with another goal.
    pub fn with_goal(self, goal: Goal) -> GarbagePuzzle {
        GarbagePuzzle { goal, ..self }
    }
}
