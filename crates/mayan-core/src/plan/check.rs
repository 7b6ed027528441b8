//! [`Plan::check`]: the second replay, by the engine alone.

use std::collections::BTreeSet;

use super::{Plan, PlanError, Why, direction_of, served};
use crate::board::Board;
use crate::moves::{Move, MoveSet};

impl Plan {
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
}
