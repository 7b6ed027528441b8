//! One panel and the physics of the grid, frame by frame: how a panel
//! swaps, hovers, falls, lands, flashes and pops, and how garbage falls
//! whole and turns into panels (the game's `Panel.lua`, read as rules).
//!
//! The grid is updated cell by cell, bottom row first and left to right
//! within a row, and each cell reads its neighbours as they are at that
//! moment: the row below has already been updated this frame, the row
//! above not yet. A panel that falls trades places with the empty cell
//! below it, so the empty cell is not updated twice.

use super::Timing;

/// What a panel is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum State {
    /// Still (or empty).
    Normal,
    /// Moving sideways for four frames after a swap.
    Swapping,
    /// Flashing and showing its face after a match.
    Matched,
    /// Waiting its turn to pop.
    Popping,
    /// Popped, waiting for the rest of its match before it is gone.
    Popped,
    /// Floating over an empty cell before it falls.
    Hovering,
    /// Falling a row a frame.
    Falling,
    /// Just landed (a bounce of 12 frames that changes nothing else).
    Landing,
    /// The row under the board (row 0), not yet in play.
    Dimmed,
    /// After a game over.
    Dead,
}

impl State {
    /// The one letter the trace writes for it.
    pub fn letter(self) -> char {
        match self {
            State::Normal => 'n',
            State::Swapping => 's',
            State::Matched => 'm',
            State::Popping => 'p',
            State::Popped => 'P',
            State::Hovering => 'h',
            State::Falling => 'f',
            State::Landing => 'l',
            State::Dimmed => 'd',
            State::Dead => 'D',
        }
    }
}

/// The empty colour.
pub const NONE: u8 = 0;
/// The shock panel `[!]` (it matches like a colour).
pub const SHOCK: u8 = 8;
/// Grey: a panel that never matches, and the colour of every garbage cell.
pub const GREY: u8 = 9;

/// One cell of the grid.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Panel {
    /// 0 empty, 1-7 colours, 8 shock, 9 grey (and every garbage cell).
    pub color: u8,
    /// What it is doing.
    pub state: State,
    /// Frames left in its state (0 for states without an end).
    pub timer: i32,
    /// It fell from a clear, so a match it joins is a chain link.
    pub chaining: bool,
    /// Part of a garbage block.
    pub garbage: bool,
    /// Metal (shock) garbage.
    pub metal: bool,
    /// Which garbage block (unique on the stack, in order of creation).
    pub garbage_id: u32,
    /// Its column within its block, from 0 at the block's left.
    pub x_offset: i32,
    /// Its row within its block, from 0 at the block's bottom (-1 for the
    /// bottom row of a cleared block, which is turning into panels).
    pub y_offset: i32,
    /// The block's width.
    pub width: i32,
    /// The block's height.
    pub height: i32,
    /// Frames of shake its block gives when it first lands on the board.
    pub shake_time: Option<i32>,
    /// For a cleared garbage cell, the frame of its matched state at which
    /// it pops.
    pub pop_time: i32,
    /// Its place in its match's popping order, from 1.
    pub combo_index: i32,
    /// How many panels its match has.
    pub combo_size: i32,
    /// It may not be swapped (set by a swap that leaves it over a hole or
    /// a hole under a panel).
    pub dont_swap: bool,
    /// It is swapping while the clear below it ends: it hovers when the
    /// swap ends.
    pub queued_hover: bool,
    /// Its state changed this frame (the panels above look at it).
    pub state_changed: bool,
    /// It tells the panel above, this frame, that it falls from a clear.
    pub propagates_chaining: bool,
    /// It tells the panel above, this frame, to fall at once (garbage
    /// fell out from under it).
    pub propagates_falling: bool,
    /// A hovering panel that may still match on its first frame.
    pub match_anyway: bool,
}

impl Panel {
    /// An empty cell.
    pub fn empty() -> Panel {
        Panel {
            color: NONE,
            state: State::Normal,
            timer: 0,
            chaining: false,
            garbage: false,
            metal: false,
            garbage_id: 0,
            x_offset: 0,
            y_offset: 0,
            width: 0,
            height: 0,
            shake_time: None,
            pop_time: 0,
            combo_index: 0,
            combo_size: 0,
            dont_swap: false,
            queued_hover: false,
            state_changed: false,
            propagates_chaining: false,
            propagates_falling: false,
            match_anyway: false,
        }
    }

    /// A panel of a colour.
    pub fn colored(color: u8) -> Panel {
        Panel {
            color,
            ..Panel::empty()
        }
    }

    /// Back to a still panel, forgetting everything its last state set up
    /// (the chain flag only when asked).
    fn reset_flags(&mut self, chaining_too: bool) {
        self.state = State::Normal;
        self.combo_index = 0;
        self.combo_size = 0;
        self.dont_swap = false;
        self.queued_hover = false;
        if chaining_too {
            self.chaining = false;
        }
        self.state_changed = false;
        self.propagates_chaining = false;
        self.match_anyway = false;
    }

    /// Back to a still panel that is no garbage (keeping its colour unless
    /// asked).
    fn reset(&mut self, chaining_too: bool, color_too: bool) {
        if color_too {
            self.color = NONE;
        }
        self.timer = 0;
        self.pop_time = 0;
        self.x_offset = 0;
        self.y_offset = 0;
        self.width = 0;
        self.height = 0;
        self.metal = false;
        self.shake_time = None;
        self.garbage = false;
        self.garbage_id = 0;
        self.reset_flags(chaining_too);
    }

    /// It can be swapped: no garbage, not flagged, and still, swapping,
    /// falling or landing.
    pub fn swappable(&self) -> bool {
        !self.dont_swap
            && !self.garbage
            && matches!(
                self.state,
                State::Normal | State::Swapping | State::Falling | State::Landing
            )
    }

    /// It can be part of a match this frame.
    pub fn matchable(&self) -> bool {
        self.color != NONE
            && self.color != GREY
            && (matches!(self.state, State::Normal | State::Landing)
                || (self.match_anyway && self.state == State::Hovering))
    }

    /// It keeps garbage from falling and counts as topping out when it is in
    /// the top row.
    pub fn dangerous(&self) -> bool {
        if self.garbage {
            self.state != State::Falling
        } else {
            self.color != NONE
        }
    }

    /// Starts a swap (its chain flag is kept).
    pub fn start_swap(&mut self) {
        self.reset_flags(false);
        self.state_changed = true;
        self.state = State::Swapping;
        self.timer = 4;
    }

    /// Puts it in a match: `index` of `size` in popping order.
    pub fn start_match(&mut self, chain_link: bool, index: i32, size: i32, timing: &Timing) {
        self.state = State::Matched;
        // One more than the flash and face: the timer is counted down in
        // the same frame, after the match.
        self.timer = timing.flash + timing.face + 1;
        if chain_link {
            self.chaining = true;
        }
        self.combo_index = index;
        self.combo_size = size;
    }

    /// The trace's token: colour (`G`/`M` for plain and metal garbage),
    /// state letter, timer, and `*` when it is chaining.
    pub fn token(&self) -> String {
        let color = if self.garbage {
            if self.metal { 'M' } else { 'G' }
        } else {
            char::from(b'0' + self.color)
        };
        let chain = if self.chaining { "*" } else { "" };
        format!("{color}{}{}{chain}", self.state.letter(), self.timer)
    }
}

/// What the panels tell the stack during a frame.
#[derive(Default, Debug)]
pub struct Events {
    /// Colour panels popped (the game's `panels_cleared`).
    pub popped: u32,
    /// The largest shake of a block that landed on the board this frame.
    pub shake_on_frame: i32,
    /// The largest shake since the shake last ran out.
    pub peak_shake: i32,
    /// The blocks that landed this frame.
    pub landed: Vec<u32>,
}

/// The grid: row 0 (under the board) to the top row, 6 columns, index
/// `[row][column - 1]`.
pub type Grid = Vec<[Panel; super::WIDTH]>;

/// A cell's place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct At {
    row: usize,
    col: usize,
}

/// Updates the panel at `row`, `col` (0-based column) for this frame.
pub fn update(grid: &mut Grid, row: usize, col: usize, timing: &Timing, events: &mut Events) {
    let p = &mut grid[row][col];
    p.state_changed = false;
    p.propagates_chaining = false;
    p.propagates_falling = false;
    let at = At { row, col };
    match p.state {
        State::Normal => {
            still(grid, at, timing);
        }
        State::Swapping => swapping(grid, at, timing),
        State::Matched => matched(grid, at, timing),
        State::Popping => popping(grid, at, timing, events),
        State::Popped => {
            let p = &mut grid[row][col];
            tick(p);
            if p.timer == 0 {
                vanish(p);
            }
        }
        State::Hovering => hovering(grid, at, events),
        State::Falling => falling(grid, at, events),
        State::Landing => {
            let at = still(grid, at, timing);
            let p = &mut grid[at.row][at.col];
            if !p.state_changed {
                tick(p);
                if p.timer == 0 {
                    p.state = State::Normal;
                    p.state_changed = true;
                }
            }
        }
        State::Dimmed => {
            if row >= 1 {
                let p = &mut grid[row][col];
                p.state = State::Normal;
                p.state_changed = true;
            }
        }
        State::Dead => {}
    }
}

/// Counts a timer down to 0.
fn tick(p: &mut Panel) {
    if p.timer > 0 {
        p.timer -= 1;
    }
}

/// A still panel (or a landing one): garbage falls when nothing holds it;
/// a colour panel starts to hover or fall when the cell below changed to
/// let it. Returns where the panel is afterwards.
fn still(grid: &mut Grid, at: At, timing: &Timing) -> At {
    if grid[at.row][at.col].garbage {
        if !supported(grid, at) {
            return fall(grid, at);
        }
        return at;
    }
    if grid[at.row][at.col].color == NONE {
        return at;
    }
    let below = grid[at.row - 1][at.col].clone();
    if !below.state_changed {
        return at;
    }
    if below.state == State::Hovering {
        hover_over(grid, at, below.timer);
    } else if below.color == NONE {
        if below.propagates_falling {
            return fall(grid, at);
        } else if below.state == State::Normal {
            hover_over(grid, at, timing.hover);
        }
        // Otherwise the empty cell is swapping: wait for the swap.
    } else if below.queued_hover && below.propagates_chaining && below.state == State::Swapping {
        // Swapping panels below a clear that just ended: hover for what is
        // left of their swaps plus the hover of the first panel below them
        // that hovers (or a full hover when none does).
        let mut time = below.timer;
        let mut r = at.row - 2;
        while grid[r][at.col].state == State::Swapping {
            time += grid[r][at.col].timer;
            r -= 1;
        }
        time += if grid[r][at.col].state == State::Hovering {
            grid[r][at.col].timer
        } else {
            timing.hover
        };
        hover_over(grid, at, time);
    }
    at
}

/// A still panel starts to hover for `time` frames over the cell below; it
/// falls from a clear (and may still match this frame) when that cell says
/// so.
fn hover_over(grid: &mut Grid, at: At, time: i32) {
    let below = grid[at.row - 1][at.col].clone();
    let mut match_anyway = None;
    if below.propagates_chaining {
        if below.color == NONE || below.match_anyway {
            match_anyway = Some(true);
        } else {
            // Look past swapping panels, and panels that just started to
            // hover over cleared garbage, for the panel that decides.
            let mut r = at.row - 1;
            loop {
                let b = &grid[r][at.col];
                let passes = b.state == State::Swapping
                    || (b.state_changed
                        && b.propagates_chaining
                        && !b.match_anyway
                        && b.state == State::Hovering);
                if !passes {
                    break;
                }
                r -= 1;
            }
            let b = &grid[r][at.col];
            if b.propagates_chaining {
                match_anyway = Some(b.color == NONE || b.match_anyway);
            }
        }
    }
    let p = &mut grid[at.row][at.col];
    p.reset_flags(false);
    p.state = State::Hovering;
    if below.propagates_chaining {
        p.propagates_chaining = true;
        p.chaining = true;
    }
    if let Some(m) = match_anyway {
        p.match_anyway = m;
    }
    p.timer = time;
    p.state_changed = true;
}

/// A swapping panel: after its four frames it is still, or it hovers when
/// there is nothing under it (or a clear below ended during the swap).
fn swapping(grid: &mut Grid, at: At, timing: &Timing) {
    tick(&mut grid[at.row][at.col]);
    let below = grid[at.row - 1][at.col].clone();
    let p = &mut grid[at.row][at.col];
    if p.timer != 0 {
        if below.state_changed && below.propagates_chaining {
            p.queued_hover = p.color != NONE;
            p.state_changed = true;
            p.propagates_chaining = true;
        }
        return;
    }
    let hovers = p.color != NONE
        && (below.color == NONE || below.state == State::Hovering || p.queued_hover);
    if hovers {
        p.reset_flags(false);
        p.state = State::Hovering;
        p.propagates_chaining = below.propagates_chaining;
        p.match_anyway =
            below.color != NONE && below.state == State::Hovering && below.match_anyway;
        p.timer = timing.hover;
        p.state_changed = true;
    } else {
        p.state = State::Normal;
        p.dont_swap = false;
        p.state_changed = true;
    }
}

/// A matched panel flashes; then a colour panel waits to pop, and a garbage
/// cell of a cleared block's bottom row turns into a hovering panel (the
/// rest of the block is garbage again).
fn matched(grid: &mut Grid, at: At, timing: &Timing) {
    let p = &mut grid[at.row][at.col];
    tick(p);
    if p.timer != 0 {
        return;
    }
    if p.garbage {
        if p.y_offset == -1 {
            p.reset(false, false);
            p.chaining = true;
            p.propagates_chaining = true;
            p.timer = timing.garbage_hover;
            p.state = State::Hovering;
            p.state_changed = true;
        } else {
            p.state = State::Normal;
        }
    } else {
        p.state = State::Popping;
        p.timer = p.combo_index * timing.pop;
        p.state_changed = true;
    }
}

/// A popping panel pops on its turn, and is gone at once when it is the
/// last of its match.
fn popping(grid: &mut Grid, at: At, timing: &Timing, events: &mut Events) {
    let p = &mut grid[at.row][at.col];
    tick(p);
    if p.timer != 0 {
        return;
    }
    if !p.garbage {
        events.popped += 1;
    }
    if p.combo_size == p.combo_index {
        vanish(p);
    } else {
        p.state = State::Popped;
        p.timer = (p.combo_size - p.combo_index) * timing.pop;
        p.state_changed = true;
    }
}

/// A popped panel is gone: the cell is empty and tells the panel above it
/// falls from a clear.
fn vanish(p: &mut Panel) {
    p.reset(true, true);
    p.propagates_chaining = true;
    p.state_changed = true;
}

/// A hovering panel counts down; then it keeps hovering with a hovering
/// panel below, lands on a panel, or falls.
fn hovering(grid: &mut Grid, at: At, events: &mut Events) {
    let p = &mut grid[at.row][at.col];
    tick(p);
    p.match_anyway = false;
    if p.timer != 0 {
        return;
    }
    let below = &grid[at.row - 1][at.col];
    if below.state == State::Hovering {
        let t = below.timer;
        grid[at.row][at.col].timer = t;
    } else if below.color != NONE {
        land(grid, at, events);
    } else {
        fall(grid, at);
    }
}

/// A falling panel lands on the bottom row or on what holds it (hovering
/// with a hovering panel below), and otherwise falls another row.
fn falling(grid: &mut Grid, at: At, events: &mut Events) {
    if at.row == 1 {
        land(grid, at, events);
    } else if supported(grid, at) {
        let below = grid[at.row - 1][at.col].clone();
        if !grid[at.row][at.col].garbage && below.state == State::Hovering {
            let p = &mut grid[at.row][at.col];
            p.reset_flags(false);
            p.state = State::Hovering;
            p.state_changed = true;
            p.propagates_chaining = below.propagates_chaining;
            p.timer = below.timer;
        } else {
            land(grid, at, events);
        }
    } else {
        fall(grid, at);
    }
}

/// Something under the cell holds it up. A garbage cell is held when the
/// first non-empty cell under its block's width (from its left) is a panel,
/// another block, or a row of its own block other than its own.
fn supported(grid: &Grid, at: At) -> bool {
    if at.row <= 1 {
        return true;
    }
    let p = &grid[at.row][at.col];
    if !p.garbage {
        return grid[at.row - 1][at.col].color != NONE;
    }
    let left = at.col as i32 - p.x_offset;
    for col in left..left + p.width {
        let Some(b) = usize::try_from(col)
            .ok()
            .and_then(|c| grid[at.row - 1].get(c))
        else {
            continue;
        };
        if b.color != NONE {
            if !b.garbage || b.garbage_id != p.garbage_id {
                return true;
            }
            return p.y_offset != b.y_offset;
        }
    }
    false
}

/// The panel trades places with the cell below and is falling. Garbage that
/// falls tells the panel that will be above it to fall at once too.
fn fall(grid: &mut Grid, at: At) -> At {
    let below = At {
        row: at.row - 1,
        col: at.col,
    };
    swap_cells(grid, at, below);
    if grid[below.row][below.col].garbage {
        let above = &mut grid[at.row][at.col];
        above.propagates_falling = true;
        above.state_changed = true;
    }
    let p = &mut grid[below.row][below.col];
    if p.state != State::Falling {
        p.state = State::Falling;
        p.timer = 0;
        p.state_changed = true;
    }
    below
}

/// Lands: garbage is still at once (and shakes the board the first time it
/// lands on it), a panel bounces for 12 frames.
fn land(grid: &mut Grid, at: At, events: &mut Events) {
    let p = &mut grid[at.row][at.col];
    if p.garbage {
        // Only a block on the board shakes it, once per frame, and each
        // cell gives its shake up when it lands there.
        if at.row <= super::HEIGHT
            && let Some(shake) = p.shake_time.take()
            && !events.landed.contains(&p.garbage_id)
        {
            events.shake_on_frame = events.shake_on_frame.max(shake).max(events.peak_shake);
            events.peak_shake = events.peak_shake.max(events.shake_on_frame);
            events.landed.push(p.garbage_id);
        }
        p.state = State::Normal;
    } else {
        p.state = State::Landing;
        p.timer = 12;
    }
    p.state_changed = true;
}

/// Trades the contents of two cells.
fn swap_cells(grid: &mut Grid, a: At, b: At) {
    if a.row == b.row {
        grid[a.row].swap(a.col, b.col);
    } else {
        let (lo, hi) = if a.row < b.row { (a, b) } else { (b, a) };
        let (low, high) = grid.split_at_mut(hi.row);
        std::mem::swap(&mut low[lo.row][lo.col], &mut high[0][hi.col]);
    }
}
