//! Matching, frame by frame (the game's `checkMatches.lua`, read as rules):
//! which panels match this frame, whether the match is a chain link, the
//! garbage it clears, and the stop time it earns.

use super::FrameGame;
use super::panel::{GREY, Panel, State};
use super::{HEIGHT, WIDTH};

/// A garbage block's box on the grid (rows from 1, columns from 0).
#[derive(Clone, Copy, Debug)]
struct Piece {
    id: u32,
    left: i32,
    right: i32,
    bottom: i32,
    top: i32,
    metal: bool,
}

impl Piece {
    /// The clearing passes from one block to the other: they are of one
    /// kind, and one sits on the other sharing a column, or they stand side
    /// by side with their top rows level and one of them a single row high
    /// (the game's side-contact test is that narrow).
    fn touches(&self, other: &Piece) -> bool {
        let (a, b) = (self, other);
        if a.metal != b.metal {
            return false;
        }
        if a.top == b.bottom - 1 || a.bottom == b.top + 1 {
            (a.left <= b.right && b.left <= a.left) || (b.left <= a.right && a.left <= b.left)
        } else if a.right == b.left - 1 || a.left == b.right + 1 {
            (a.top <= b.bottom && b.top <= a.top) || (b.top <= a.bottom && a.top <= b.top)
        } else {
            false
        }
    }

    /// A matching panel at `row`, `col` touches the block edge to edge.
    fn touched_by(&self, row: i32, col: i32) -> bool {
        if row == self.bottom - 1 || row == self.top + 1 {
            col >= self.left && col <= self.right
        } else if col == self.left - 1 || col == self.right + 1 {
            row >= self.bottom && row <= self.top
        } else {
            false
        }
    }
}

impl FrameGame {
    /// Finds and starts this frame's matches.
    pub(super) fn check_matches(&mut self) {
        if self.countdown {
            return;
        }
        let matching = self.matching_panels();
        let size = matching.len() as i32;
        if size > 0 {
            let chain_link = matching.iter().any(|&(r, c)| self.grid[r][c].chaining);
            if chain_link {
                self.chain_counter = if self.chain_counter != 0 {
                    self.chain_counter + 1
                } else {
                    2
                };
                self.chain_open = true;
            }
            // Popping order: top row first, left to right.
            let mut order = matching.clone();
            order.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
            let timing = self.level.timing;
            for (i, &(r, c)) in order.iter().enumerate() {
                self.grid[r][c].start_match(chain_link, i as i32 + 1, size, &timing);
            }
            let mut on_screen = 0;
            if let Some(garbage) = self.connected_garbage(&matching) {
                on_screen = garbage.iter().filter(|&&(r, _)| r <= HEIGHT).count() as i32;
                let time = timing.flash + timing.face + timing.pop * (size + on_screen);
                self.match_garbage(garbage, time, chain_link, on_screen);
            }
            let pre_stop = timing.flash + timing.face + timing.pop * (size + on_screen);
            self.pre_stop_time = self.pre_stop_time.max(pre_stop);
            let stop =
                self.level
                    .stop_time(size, self.top_row_full, chain_link, self.chain_counter);
            self.stop_time = self.stop_time.max(stop);
        }
        self.clear_chain_flags(&matching);
    }

    /// The panels that match this frame: each panel whose state changed and
    /// that can match, with the runs of two or more matchable panels of its
    /// colour beside it in a line. A hovering panel that matches is no
    /// chain link.
    fn matching_panels(&mut self) -> Vec<(usize, usize)> {
        let mut found: Vec<(usize, usize)> = Vec::new();
        let mut seen = [[false; WIDTH]; HEIGHT + 1];
        let g = &self.grid;
        let same = |p: &Panel, color: u8| p.color == color && p.matchable();
        for row in 1..=HEIGHT {
            for col in 0..WIDTH {
                let candidate = &g[row][col];
                if !(candidate.state_changed && candidate.matchable()) {
                    continue;
                }
                let color = candidate.color;
                let mut vertical = Vec::new();
                let mut r = row - 1;
                while r >= 1 && same(&g[r][col], color) {
                    vertical.push((r, col));
                    r -= 1;
                }
                let mut r = row + 1;
                while r <= HEIGHT && same(&g[r][col], color) {
                    vertical.push((r, col));
                    r += 1;
                }
                let mut horizontal = Vec::new();
                let mut c = col;
                while c > 0 && same(&g[row][c - 1], color) {
                    horizontal.push((row, c - 1));
                    c -= 1;
                }
                let mut c = col + 1;
                while c < WIDTH && same(&g[row][c], color) {
                    horizontal.push((row, c));
                    c += 1;
                }
                let mut add = |at: (usize, usize), found: &mut Vec<(usize, usize)>| {
                    if !seen[at.0][at.1] {
                        seen[at.0][at.1] = true;
                        found.push(at);
                    }
                };
                if vertical.len() >= 2 || horizontal.len() >= 2 {
                    add((row, col), &mut found);
                }
                if vertical.len() >= 2 {
                    for &at in &vertical {
                        add(at, &mut found);
                    }
                }
                if horizontal.len() >= 2 {
                    for &at in &horizontal {
                        add(at, &mut found);
                    }
                }
            }
        }
        for &(r, c) in &found {
            let p = &mut self.grid[r][c];
            if p.state == State::Hovering {
                p.chaining = false;
            }
        }
        found
    }

    /// The garbage cells that this frame's match clears: every block on the
    /// board (or cleared before) that a matching panel touches edge to edge,
    /// and every block of the same kind touching a cleared one; `None` when
    /// there are none.
    fn connected_garbage(&mut self, matching: &[(usize, usize)]) -> Option<Vec<(usize, usize)>> {
        let mut pieces: Vec<Piece> = Vec::new();
        for row in 1..self.grid.len() {
            for col in 0..WIDTH {
                let p = &self.grid[row][col];
                if !p.garbage
                    || p.state != State::Normal
                    || pieces.iter().any(|q| q.id == p.garbage_id)
                {
                    continue;
                }
                let bottom = row as i32 - p.y_offset;
                if bottom > HEIGHT as i32 && p.garbage_id > self.highest_garbage_matched {
                    continue;
                }
                let left = col as i32 - p.x_offset;
                pieces.push(Piece {
                    id: p.garbage_id,
                    left,
                    right: left + p.width - 1,
                    bottom,
                    top: bottom + p.height - 1,
                    metal: p.metal,
                });
            }
        }
        let mut hit = vec![false; pieces.len()];
        let mut queue = Vec::new();
        for (i, piece) in pieces.iter().enumerate() {
            if matching
                .iter()
                .any(|&(r, c)| piece.touched_by(r as i32, c as i32))
                && !hit[i]
            {
                hit[i] = true;
                queue.push(i);
            }
        }
        if queue.is_empty() {
            return None;
        }
        while let Some(i) = queue.pop() {
            for j in 0..pieces.len() {
                if !hit[j] && pieces[i].touches(&pieces[j]) {
                    hit[j] = true;
                    queue.push(j);
                }
            }
        }
        let mut cells = Vec::new();
        for (i, piece) in pieces.iter().enumerate() {
            if !hit[i] {
                continue;
            }
            self.highest_garbage_matched = self.highest_garbage_matched.max(piece.id);
            for row in piece.bottom..=piece.top {
                for col in piece.left..=piece.right {
                    cells.push((row as usize, col as usize));
                }
            }
        }
        Some(cells)
    }

    /// Starts the clearing of garbage cells: bottom row first, right to
    /// left; each block loses its bottom row, which takes its colours from
    /// the garbage panel buffer.
    fn match_garbage(
        &mut self,
        mut cells: Vec<(usize, usize)>,
        time: i32,
        chain_link: bool,
        on_screen: i32,
    ) {
        cells.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
        let pop = self.level.timing.pop;
        for (i, &(r, c)) in cells.iter().enumerate() {
            let p = &mut self.grid[r][c];
            p.y_offset -= 1;
            p.height -= 1;
            p.state = State::Matched;
            p.timer = time + 1;
            p.pop_time = pop * (on_screen - (i as i32 + 1));
        }
        for row in 1..self.grid.len() {
            let mut colors: Option<[Option<u8>; WIDTH]> = None;
            for col in 0..WIDTH {
                let p = &self.grid[row][col];
                if !(p.garbage && p.y_offset == -1 && p.color == GREY) {
                    continue;
                }
                let colors = match colors {
                    Some(c) => c,
                    None => {
                        let c = self.garbage_buffer.next_row();
                        colors = Some(c);
                        c
                    }
                };
                let p = &mut self.grid[row][col];
                match colors[col] {
                    Some(color) => p.color = color,
                    None => {
                        // The game's random colours: not known here.
                        p.color = GREY;
                        self.random_colours.get_or_insert(self.clock);
                    }
                }
                if chain_link {
                    p.chaining = true;
                }
            }
        }
    }

    /// A chaining panel that could have matched this frame and did not loses
    /// its chain flag, unless it rests on a swapping panel.
    fn clear_chain_flags(&mut self, matching: &[(usize, usize)]) {
        let top = self.grid.len().saturating_sub(1).min(HEIGHT + 2);
        for row in 1..=top {
            for col in 0..WIDTH {
                let p = &self.grid[row][col];
                if !p.chaining || p.match_anyway || matching.contains(&(row, col)) {
                    continue;
                }
                if !(p.matchable() || p.color == GREY) {
                    continue;
                }
                if row > 1 && self.grid[row - 1][col].state == State::Swapping {
                    continue;
                }
                self.grid[row][col].chaining = false;
            }
        }
    }
}
