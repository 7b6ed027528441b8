//! The stack's frame: input, the puzzle's counters and its end (the game's
//! `Stack.lua`, read as rules).

use super::panel::{self, Events, Panel, State};
use super::{
    COUNTDOWN_CURSOR_SPEED, COUNTDOWN_LENGTH, COUNTDOWN_START, DROP_COLUMNS, Dir, FrameError,
    FrameGame, GREY, HEIGHT, Input, Kind, Loss, NONE, Outcome, REPEAT, Rules, SHAKE,
    SPEED_INTERVAL, Start, WIDTH, level,
};

/// The shake frames of a block of `width` x `height` cells.
fn shake_frames(width: i32, height: i32) -> i32 {
    let cells = (width * height).clamp(1, SHAKE.len() as i32);
    SHAKE[cells as usize - 1]
}

/// A garbage block being read from the stack string: its bottom row and
/// right column, metal or not, and its cells so far.
struct OpenBlock {
    bottom: usize,
    right: usize,
    metal: bool,
    cells: Vec<(usize, usize)>,
}

impl FrameGame {
    /// Lays out the puzzle's stack string: padded to the full board (a
    /// clear puzzle with rows of garbage on top), read from the bottom
    /// right, each garbage block from its bottom-right corner (`]` or `}`)
    /// to its top-left corner (`[` or `{`).
    pub(super) fn lay_out(&mut self, stack: &str) -> Result<(), FrameError> {
        let mut text: Vec<u8> = Vec::new();
        for c in stack.chars().filter(|c| !c.is_whitespace()) {
            if !c.is_ascii_digit() && !"[]{}=".contains(c) {
                return Err(FrameError::Character(c));
            }
            text.push(c as u8);
        }
        let full = WIDTH * HEIGHT;
        if self.kind == Kind::Clear {
            let partial = text.len() % WIDTH;
            if partial > 0 {
                text.splice(0..0, std::iter::repeat_n(b'0', WIDTH - partial));
            }
            // Engine 048 tops a clear puzzle out with rows of garbage; the
            // current game leaves the rows above the stack empty.
            let fill: &[u8; 6] = if self.rules == Rules::Engine048 {
                b"[====]"
            } else {
                b"000000"
            };
            while text.len() < full {
                text.splice(0..0, *fill);
            }
        } else if text.len() < full {
            text.splice(0..0, std::iter::repeat_n(b'0', full - text.len()));
        }
        let rows = text.len() / WIDTH;
        let mut grid = vec![std::array::from_fn(|_| Panel::empty()); rows + 1];
        for p in grid[0].iter_mut() {
            p.color = GREY;
            p.state = State::Dimmed;
        }
        let mut open: Option<OpenBlock> = None;
        for row in 1..=rows {
            let start = text.len() - row * WIDTH;
            for col in (0..WIDTH).rev() {
                let c = text[start + col];
                if open.is_none() && c.is_ascii_digit() {
                    grid[row][col].color = c - b'0';
                    continue;
                }
                if c == b']' || c == b'}' {
                    if open.is_some() {
                        return Err(FrameError::Garbage("a block starts inside another"));
                    }
                    self.garbage_count += 1;
                    open = Some(OpenBlock {
                        bottom: row,
                        right: col,
                        metal: c == b'}',
                        cells: Vec::new(),
                    });
                }
                let Some(block) = open.as_mut() else {
                    return Err(FrameError::Garbage("a garbage cell outside a block"));
                };
                let p = &mut grid[row][col];
                p.garbage = true;
                p.garbage_id = self.garbage_count;
                p.color = GREY;
                p.metal = block.metal;
                p.y_offset = (row - block.bottom) as i32;
                block.cells.push((row, col));
                if c == b'[' || c == b'{' {
                    let Some(OpenBlock {
                        bottom,
                        right,
                        cells,
                        ..
                    }) = open.take()
                    else {
                        continue;
                    };
                    let height = (row - bottom + 1) as i32;
                    let width = right as i32 - col as i32 + 1;
                    if width < 1 {
                        return Err(FrameError::Garbage("a block ends left of where it starts"));
                    }
                    for (r, c) in cells {
                        let p = &mut grid[r][c];
                        p.x_offset = c as i32 - col as i32;
                        p.width = width;
                        p.height = height;
                        p.shake_time = Some(shake_frames(width, height));
                    }
                }
            }
        }
        if open.is_some() {
            return Err(FrameError::Garbage("a block is not closed"));
        }
        for row in grid.iter_mut().take(HEIGHT + 1).skip(1) {
            for p in row.iter_mut() {
                p.state_changed = true;
                p.shake_time = None;
            }
        }
        self.grid = grid;
        Ok(())
    }

    /// Plays one frame of input. Nothing happens once the puzzle has ended.
    pub fn step(&mut self, input: Input) {
        if self.outcome() != Outcome::Running {
            return;
        }
        self.read_input(input);
        match self.rules {
            Rules::Engine048 => self.simulate(),
            Rules::Current => self.run_current(input),
        }
    }

    /// One frame under the current rules: the board waits for its start;
    /// the start frame itself only moves the cursor and queues the swap;
    /// then each frame runs the physics, and the cursor and the swap queue
    /// after them.
    fn run_current(&mut self, input: Input) {
        if self.swap_pressed && self.queued_swap.is_some() {
            // One swap every other frame: a swap waits for the one queued.
            self.swap_pressed = false;
        }
        if self.start == Start::Countdown && self.clock <= COUNTDOWN_START + COUNTDOWN_LENGTH as u64
        {
            self.run_countdown();
            if self.clock == COUNTDOWN_START + COUNTDOWN_LENGTH as u64 {
                self.running = true;
            }
        }
        if self.running {
            self.physics();
        } else {
            match self.start {
                Start::FirstInput if input != Input::NONE => self.running = true,
                Start::FirstSwap if self.swap_pressed => self.running = true,
                _ => {}
            }
        }
        self.move_cursor_by_input();
        if self.swap_pressed {
            let (row, col) = (self.cursor_row as usize, self.cursor_col as usize);
            if self.can_swap(row, col) {
                self.queued_swap = Some((row, col));
                self.moves_left -= 1;
            } else {
                self.count_refusal();
            }
            self.swap_pressed = false;
        }
        self.clock += 1;
    }

    /// The physics of a frame under the current rules.
    fn physics(&mut self) {
        self.top_row_full = self.grid[HEIGHT].iter().any(Panel::dangerous);
        self.shake_time = (self.shake_time - 1).max(self.shake_on_frame);
        if self.shake_time == 0 {
            self.peak_shake = 0;
        }
        if self.pre_stop_time != 0 {
            self.pre_stop_time -= 1;
        } else if self.stop_time != 0 {
            self.stop_time -= 1;
        }
        self.rise_lock = self.countdown
            || self.queued_swap.is_some()
            || self.shake_time > 0
            || self.active > 0
            || self.previously_active > 0;
        if self.clock == self.next_speed_clock {
            self.speed = (self.speed + 1).min(99);
            self.next_speed_clock += SPEED_INTERVAL;
        }
        if self.rising && self.stop_time == 0 && !self.rise_lock {
            self.rise_step();
            if let Some(why) = self.loss() {
                self.set_game_over(why);
            }
        }
        if !self.top_row_full && !self.garbage_falling() {
            self.health = self.level.max_health;
        }
        if self.displacement % 16 != 0 {
            self.top_cursor_row = HEIGHT as i32 - 1;
        }
        if let Some((row, col)) = self.queued_swap.take() {
            self.swap(row, col);
        }
        self.check_matches();
        self.update_panels();
        self.previously_active = self.active;
        self.active = self.active_count();
        self.end_chain();
        self.remove_extra_rows();
        if !self.won()
            && let Some(why) = self.loss()
        {
            self.set_game_over(why);
        }
    }

    /// A clear puzzle's stack loses health while topped out, and otherwise
    /// rises a sixteenth of a row at its speed.
    fn rise_step(&mut self) {
        if self.top_row_full {
            self.health -= 1;
            return;
        }
        self.rise_timer -= 16;
        if self.rise_timer <= 0 {
            self.displacement -= 1;
            if self.displacement == 0 {
                self.top_cursor_row = HEIGHT as i32;
                self.new_row();
            }
            self.rise_timer += level::rise_time(self.speed);
        }
    }

    /// The cursor moves on the first frame of a direction and then every
    /// frame once the key-repeat timer is full.
    fn move_cursor_by_input(&mut self) {
        match self.cursor_dir {
            Some(dir) if self.cursor_timer == 0 || self.cursor_timer == REPEAT => {
                self.move_cursor(dir)
            }
            _ => self.cursor_row = self.cursor_row.clamp(1, self.top_cursor_row),
        }
        if self.cursor_timer != REPEAT {
            self.cursor_timer += 1;
        }
    }

    /// The chain ends when no colour panel carries the chain flag.
    fn end_chain(&mut self) {
        if self.chain_counter != 0 && !self.any_chaining() {
            self.chain_counter = 0;
            if self.chain_open {
                self.chain_open = false;
                self.chain_completed = true;
            }
        }
    }

    /// Rows above the board that hold nothing are gone.
    fn remove_extra_rows(&mut self) {
        while self.grid.len() > HEIGHT + 1
            && self.grid[self.grid.len() - 1]
                .iter()
                .all(|p| p.color == NONE)
        {
            self.grid.pop();
        }
    }

    /// The input of a frame: the swap button, and the direction with its
    /// key-repeat timer.
    fn read_input(&mut self, input: Input) {
        self.swap_pressed = input.0 & Input::SWAP.0 != 0;
        let dir = input.direction();
        if dir == self.cursor_dir {
            if self.cursor_timer != REPEAT {
                self.cursor_timer += 1;
            }
        } else {
            self.cursor_dir = dir;
            self.cursor_timer = 0;
        }
    }

    /// One frame of the stack.
    fn simulate(&mut self) {
        let mut swapped = false;
        self.run_countdown();
        if self.pre_stop_time != 0 {
            self.pre_stop_time -= 1;
        } else if self.stop_time != 0 {
            self.stop_time -= 1;
        }
        self.top_row_full = self.grid[HEIGHT].iter().any(Panel::dangerous);
        self.rise_lock = self.countdown
            || self.queued_swap.is_some()
            || self.shake_time > 0
            || self.active > 0
            || self.previously_active > 0;
        if self.clock == self.next_speed_clock {
            self.speed = (self.speed + 1).min(99);
            self.next_speed_clock += SPEED_INTERVAL;
        }
        if self.rising {
            if self.stop_time == 0 && !self.rise_lock {
                self.rise_step();
            }
            if let Some(why) = self.loss() {
                self.set_game_over(why);
            }
        }
        if !self.top_row_full && !self.garbage_falling() {
            self.health = self.level.max_health;
        }
        if self.displacement % 16 != 0 {
            self.top_cursor_row = HEIGHT as i32 - 1;
        }
        if let Some((row, col)) = self.queued_swap.take() {
            self.swap(row, col);
            swapped = true;
        }
        self.check_matches();
        self.update_panels();
        self.shake_time = (self.shake_time - 1).max(self.shake_on_frame);
        if self.shake_time == 0 {
            self.peak_shake = 0;
        }
        match self.cursor_dir {
            Some(dir) if self.cursor_timer == 0 || self.cursor_timer == REPEAT => {
                self.move_cursor(dir)
            }
            _ => self.cursor_row = self.cursor_row.clamp(1, self.top_cursor_row),
        }
        if self.cursor_timer != REPEAT {
            self.cursor_timer += 1;
        }
        if self.swap_pressed && !swapped {
            let (row, col) = (self.cursor_row as usize, self.cursor_col as usize);
            if self.can_swap(row, col) {
                self.queued_swap = Some((row, col));
            } else {
                self.count_refusal();
            }
            self.swap_pressed = false;
        }
        if self.chain_counter != 0 && !self.any_chaining() {
            self.chain_counter = 0;
            if self.chain_open {
                self.chain_open = false;
                self.chain_completed = true;
            }
        }
        self.previously_active = self.active;
        self.active = self.active_count();
        if self.active == 0
            && self.previously_active == 0
            && let Some(why) = self.loss()
        {
            self.set_game_over(why);
        }
        while self.grid.len() > HEIGHT + 1
            && self.grid[self.grid.len() - 1]
                .iter()
                .all(|p| p.color == NONE)
        {
            self.grid.pop();
        }
        self.top_row_full = self.grid[HEIGHT].iter().any(Panel::dangerous)
            || self.grid[HEIGHT + 1..]
                .iter()
                .any(|row| row.iter().any(|p| p.color != NONE));
        if self.incoming > 0
            && !self.top_row_full
            && !self.garbage_falling()
            && self.active == 0
            && self.previously_active == 0
            && self.grid.len() == HEIGHT + 1
        {
            self.incoming -= 1;
            self.drop_garbage(WIDTH as i32 - 1, 1);
        }
        self.clock += 1;
    }

    /// The countdown: the cursor comes in from the top right, and nothing
    /// else moves until it ends.
    fn run_countdown(&mut self) {
        if !self.countdown {
            return;
        }
        if self.clock == 0 {
            // Engine 048 starts the countdown's cursor on row 12 (it ends on
            // row 8), the current game on row 11 (ending on row 7).
            self.cursor_row = match self.rules {
                Rules::Engine048 => HEIGHT as i32,
                Rules::Current => HEIGHT as i32 - 1,
            };
            self.cursor_col = WIDTH as i32 - 1;
        } else if self.clock == COUNTDOWN_START {
            self.countdown_timer = Some(COUNTDOWN_LENGTH);
        }
        if let Some(timer) = self.countdown_timer {
            let frame = COUNTDOWN_LENGTH - timer;
            if frame > 0 && frame % COUNTDOWN_CURSOR_SPEED == 0 {
                match frame / COUNTDOWN_CURSOR_SPEED {
                    1..=4 => self.move_cursor(Dir::Down),
                    5 | 6 => self.move_cursor(Dir::Left),
                    _ => {}
                }
            }
            if timer == 0 {
                self.countdown = false;
                self.countdown_timer = None;
            } else {
                self.countdown_timer = Some(timer - 1);
            }
        }
    }

    /// Every panel's frame, bottom row first.
    fn update_panels(&mut self) {
        if self.countdown {
            return;
        }
        let mut events = Events {
            peak_shake: self.peak_shake,
            ..Events::default()
        };
        let timing = self.level.timing;
        for row in 1..self.grid.len() {
            for col in 0..WIDTH {
                panel::update(&mut self.grid, row, col, &timing, &mut events);
            }
        }
        self.panels_cleared += events.popped;
        self.shake_on_frame = events.shake_on_frame;
        self.peak_shake = events.peak_shake;
    }

    /// Moves the cursor a step, staying on the board.
    fn move_cursor(&mut self, dir: Dir) {
        let (dr, dc) = match dir {
            Dir::Up => (1, 0),
            Dir::Down => (-1, 0),
            Dir::Left => (0, -1),
            Dir::Right => (0, 1),
        };
        self.cursor_row = (self.cursor_row + dr).clamp(1, self.top_cursor_row);
        self.cursor_col = (self.cursor_col + dc).clamp(1, WIDTH as i32 - 1);
    }

    /// The cells under the cursor at `row`, columns `col` and `col + 1`
    /// (from 1) can be swapped now.
    pub fn can_swap(&self, row: usize, col: usize) -> bool {
        if !(1..=HEIGHT).contains(&row) || !(1..WIDTH).contains(&col) {
            return false;
        }
        let g = &self.grid;
        let (l, r) = (&g[row][col - 1], &g[row][col]);
        let top = g.len() - 1;
        let mut ok = (l.color != NONE || r.color != NONE)
            && l.swappable()
            && r.swappable()
            && (row == top
                || (self.rules == Rules::Current && row == HEIGHT)
                || (g[row + 1][col - 1].state != State::Hovering
                    && g[row + 1][col].state != State::Hovering))
            && !self.countdown
            && self.clock > 1;
        if l.color == NONE || r.color == NONE {
            // An empty cell cannot be swapped under (or over) a pair that
            // is swapping one panel and one empty cell.
            let blocked = |a: &Panel, b: &Panel| {
                a.state == State::Swapping
                    && b.state == State::Swapping
                    && (a.color == NONE || b.color == NONE)
                    && (a.color != NONE || b.color != NONE)
            };
            if row != HEIGHT && blocked(&g[row + 1][col - 1], &g[row + 1][col]) {
                ok = false;
            }
            if row != 1 && blocked(&g[row - 1][col - 1], &g[row - 1][col]) {
                ok = false;
            }
        }
        ok && (self.moves == 0 || self.moves_left > 0)
    }

    /// A press of swap refused: counted when the moves have run out.
    fn count_refusal(&mut self) {
        if self.moves > 0 && self.moves_left <= 0 {
            self.refused_swaps += 1;
        }
    }

    /// Swaps the cells at `row`, `col` and `col + 1` (from 1).
    fn swap(&mut self, row: usize, col: usize) {
        if self.rules == Rules::Engine048 {
            if self.moves_left == i64::from(self.moves) && self.kind == Kind::Clear {
                // Engine 048 starts a clear puzzle's clock with its first
                // swap.
                self.rising = true;
                self.stop_time = self.puzzle_stop;
                self.shake_time = self.puzzle_shake;
                self.peak_shake = self.shake_time;
            }
            // It counts a swap when it happens (the current game when it is
            // queued).
            self.moves_left -= 1;
        }
        let (l, r) = (col - 1, col);
        self.grid[row][l].start_swap();
        self.grid[row][r].start_swap();
        self.grid[row].swap(l, r);
        // A panel swapped over a hole, or a hole swapped under a panel,
        // cannot be swapped back.
        for c in [l, r] {
            if row != 1 {
                let below = &self.grid[row - 1][c];
                let hole = below.color == NONE || below.state == State::Falling;
                if self.grid[row][c].color != NONE && hole {
                    self.grid[row][c].dont_swap = true;
                }
            }
            if row != HEIGHT
                && self.grid[row][c].color == NONE
                && self.grid[row + 1][c].color != NONE
            {
                self.grid[row][c].dont_swap = true;
            }
        }
    }

    /// A clear puzzle's stack rises a row: everything moves up, the row
    /// under the board comes into play, and a new row (grey, then the
    /// game's random colours) waits under it.
    fn new_row(&mut self) {
        if self.cursor_row != 0 {
            self.cursor_row = (self.cursor_row + 1).clamp(1, self.top_cursor_row);
        }
        if let Some((row, col)) = self.queued_swap {
            self.queued_swap = Some((row + 1, col));
        }
        let colors = self.panel_buffer.next_row();
        let mut row: [Panel; WIDTH] = std::array::from_fn(|_| Panel::empty());
        for (p, color) in row.iter_mut().zip(colors) {
            p.color = color.unwrap_or_else(|| {
                self.random_colours.get_or_insert(self.clock);
                GREY
            });
            p.state = State::Dimmed;
        }
        self.grid.insert(0, row);
        for p in self.grid[1].iter_mut() {
            p.state = State::Normal;
            p.state_changed = true;
        }
        self.displacement = 16;
    }

    /// Drops a block of garbage into the rows above the board.
    fn drop_garbage(&mut self, width: i32, height: i32) {
        let w = (width as usize).clamp(1, WIDTH);
        let columns = DROP_COLUMNS[w - 1];
        let origin = columns[self.drop_index[w - 1]] - 1;
        self.drop_index[w - 1] = (self.drop_index[w - 1] + 1) % columns.len();
        self.garbage_count += 1;
        let shake = shake_frames(width, height);
        for y in 0..height {
            let mut row: [Panel; WIDTH] = std::array::from_fn(|_| Panel::empty());
            for (col, p) in row.iter_mut().enumerate().skip(origin).take(w) {
                p.garbage = true;
                p.garbage_id = self.garbage_count;
                p.color = GREY;
                p.width = width;
                p.height = height;
                p.y_offset = y;
                p.x_offset = (col - origin) as i32;
                p.shake_time = Some(shake);
                p.state = State::Falling;
            }
            self.grid.push(row);
        }
    }

    /// Some garbage on (or just above) the board is falling.
    fn garbage_falling(&self) -> bool {
        self.grid
            .iter()
            .take(HEIGHT + 4)
            .skip(1)
            .any(|row| row.iter().any(|p| p.garbage && p.state == State::Falling))
    }

    /// A colour panel still carries the chain flag.
    fn any_chaining(&self) -> bool {
        self.grid[1..]
            .iter()
            .any(|row| row.iter().any(|p| p.chaining && p.color != NONE))
    }

    /// Panels on the board that are moving: garbage not still, colour
    /// panels neither still nor landing.
    fn active_count(&self) -> u32 {
        let mut n = 0;
        for row in &self.grid[1..=HEIGHT] {
            for p in row {
                let moving = if p.garbage {
                    p.state != State::Normal
                } else {
                    p.color != NONE && p.state != State::Normal && p.state != State::Landing
                };
                n += u32::from(moving);
            }
        }
        n
    }

    /// Why the puzzle is lost now, if it is.
    fn loss(&self) -> Option<Loss> {
        if self.game_over_clock > 0 {
            return self.lost_why;
        }
        if self.rules == Rules::Current {
            return self.loss_current();
        }
        if self.moves > 0 && self.moves_left <= 0 && self.active == 0 && self.previously_active == 0
        {
            return Some(Loss::NoMovesLeft);
        }
        match self.kind {
            Kind::Clear if self.health <= 0 && self.shake_time <= 0 => Some(Loss::Health),
            Kind::Chain if !self.chain_completed && self.panels_cleared > 3 => Some(Loss::NoChain),
            Kind::Chain if self.chain_completed && !self.any_chaining() => Some(Loss::ChainEnded),
            _ => None,
        }
    }

    /// The current game's loss tests: health run out, or once everything
    /// has settled (nothing moving for two frames, no swap waiting): the
    /// swaps used up, or for a chain puzzle a chain that has ended or a
    /// clear made outside a chain.
    fn loss_current(&self) -> Option<Loss> {
        if self.health <= 0 && self.shake_time <= 0 {
            return Some(Loss::Health);
        }
        let settled = self.active == 0
            && self.previously_active == 0
            && self.queued_swap.is_none()
            && self.running;
        if !settled {
            return None;
        }
        if self.moves > 0 && self.moves_left <= 0 {
            return Some(Loss::NoMovesLeft);
        }
        if self.kind == Kind::Chain {
            if self.chain_completed {
                return Some(Loss::ChainEnded);
            }
            if self.panels_cleared > 0 && self.chain_counter == 0 {
                return Some(Loss::NoChain);
            }
        }
        None
    }

    /// The puzzle is lost at this frame (the first time it is said).
    fn set_game_over(&mut self, why: Loss) {
        if self.game_over_clock > 0 {
            return;
        }
        self.game_over_clock = self.clock as i64;
        self.lost_why = Some(why);
    }

    /// The puzzle is won: no colour panel on the board (a moves or chain
    /// puzzle), no garbage left that is not clearing (a clear puzzle).
    fn won(&self) -> bool {
        match self.kind {
            Kind::Moves | Kind::Chain => self.grid[1..=HEIGHT]
                .iter()
                .all(|row| row.iter().all(|p| p.color == NONE || p.color == GREY)),
            // Engine 048 looks at every row, the current game at the board's.
            Kind::Clear => {
                let rows = match self.rules {
                    Rules::Engine048 => &self.grid[1..],
                    Rules::Current => &self.grid[1..=HEIGHT],
                };
                rows.iter()
                    .all(|row| row.iter().all(|p| !p.garbage || p.state == State::Matched))
            }
        }
    }

    /// Won, lost, or still in play after the frames played so far.
    pub fn outcome(&self) -> Outcome {
        if self.game_over_clock > 0 {
            if self.clock as i64 >= self.game_over_clock {
                return Outcome::Lost {
                    frame: self.clock,
                    why: self.lost_why.unwrap_or(Loss::NoMovesLeft),
                };
            }
        } else if self.won() {
            return Outcome::Won { frame: self.clock };
        }
        Outcome::Running
    }

    /// Frames played.
    pub fn clock(&self) -> u64 {
        self.clock
    }

    /// Swaps made so far.
    pub fn swaps(&self) -> u32 {
        (i64::from(self.moves) - self.moves_left).max(0) as u32
    }

    /// Presses of swap the game refused because the moves had run out.
    pub fn refused_swaps(&self) -> u32 {
        self.refused_swaps
    }

    /// The cursor: row from 1 at the bottom, column of its left cell from 1.
    pub fn cursor(&self) -> (u8, u8) {
        (self.cursor_row as u8, self.cursor_col as u8)
    }

    /// The panel at `row` (from 1 at the bottom; above 12 while garbage
    /// waits there) and `col` (from 1).
    pub fn panel(&self, row: usize, col: usize) -> Option<&Panel> {
        self.grid.get(row)?.get(col.checked_sub(1)?)
    }

    /// Rows in play (12, or more while garbage waits above the board).
    pub fn rows(&self) -> usize {
        self.grid.len() - 1
    }

    /// The frame from which the game would have played its own random
    /// colours (new rows or cleared garbage past the puzzle's 12 grey
    /// rows): from there this engine cannot say what the game does.
    pub fn random_colours(&self) -> Option<u64> {
        self.random_colours
    }

    /// Nothing is moving and no swap is waiting: what happens next depends
    /// only on the input.
    pub fn is_still(&self) -> bool {
        self.active == 0
            && self.previously_active == 0
            && self.queued_swap.is_none()
            && self.stop_time == 0
            && self.pre_stop_time == 0
    }

    /// The state after the last frame as one line, the same text the
    /// oracle harness (`scripts/panel-oracle/oracle.lua`) writes from the
    /// game's own engine: clock, cursor, swaps left, chain counter, stop,
    /// shake and health, then rows 1 (bottom) up, panels left to right
    /// ([`Panel::token`]), rows separated by ` / `.
    pub fn trace_line(&self) -> String {
        let rows: Vec<String> = self.grid[1..]
            .iter()
            .map(|row| row.iter().map(Panel::token).collect::<Vec<_>>().join(" "))
            .collect();
        format!(
            "{} c{},{} m{} x{} s{} k{} h{} | {}",
            self.clock,
            self.cursor_row,
            self.cursor_col,
            self.moves_left,
            self.chain_counter,
            self.stop_time,
            self.shake_time,
            self.health,
            rows.join(" / ")
        )
    }
}
