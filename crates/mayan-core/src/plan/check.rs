//! [`Plan::check`]: the second replay, by the engine alone.

use std::collections::{BTreeMap, BTreeSet};

use super::{NullKind, Plan, PlanError, beside, direction_of, rooms, served};
use crate::board::Board;
use crate::moves::{Move, MoveKind, MoveSet};
use mayan_i18n::t;

impl Plan {
    /// Replays `moves` from `board` with [`Board::play_traced`] alone and
    /// checks every statement of the plan against it: each clear's cells
    /// vanished together at its move and stage and held its colour; its
    /// lines are runs of three or more that cover its cells; each block
    /// stood at its start cell in that colour, and its slides, lifts and
    /// fall add up to where it met; each move it names moved a block of
    /// that colour; the clears of each stage are all the blocks that
    /// vanished, each clear's cells touching; a replay of room of its own
    /// (docs/plans.md) finds each block started where the plan says and
    /// the clears it needs are exactly those whose room one of its blocks
    /// fell into, as the plan says; and the null moves are the moves that
    /// changed nothing.
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
            return untrue(0, t!("plan-untrue-moves"));
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
                return untrue(n, t!("plan-untrue-numbered"));
            }
            let Some(stage) = turns
                .get(c.on_move.wrapping_sub(1))
                .and_then(|t| t.stages.get(c.stage.wrapping_sub(1)))
            else {
                return untrue(
                    n,
                    t!("plan-untrue-no-stage", on_move = c.on_move, stage = c.stage),
                );
            };
            for &(x, y) in &c.cells {
                if stage.vanished[x] >> y & 1 == 0 || stage.fallen.get(x, y) != c.colour {
                    return untrue(
                        n,
                        t!("plan-untrue-not-vanished", x = x, y = y, colour = c.colour),
                    );
                }
                claimed.insert((c.on_move, c.stage, (x, y)));
            }
            let cells: BTreeSet<(usize, usize)> = c.cells.iter().copied().collect();
            let mut covered = BTreeSet::new();
            for l in &c.lines {
                if l.to < l.from + 2 {
                    return untrue(n, t!("plan-untrue-short-line"));
                }
                for i in l.from..=l.to {
                    let cell = l.cell(i);
                    if !cells.contains(&cell) {
                        return untrue(n, t!("plan-untrue-line-cell", cell = format!("{cell:?}")));
                    }
                    covered.insert(cell);
                }
            }
            if covered != cells || c.direction != direction_of(&c.lines) {
                return untrue(n, t!("plan-untrue-lines"));
            }
            if c.blocks.len() != c.cells.len() {
                return untrue(n, t!("plan-untrue-blocks"));
            }
            for (b, &end) in c.blocks.iter().zip(&c.cells) {
                let (sx, sy) = (b.start.0 as i64, b.start.1 as i64);
                let adds_up = b.end == end
                    && sx + i64::from(b.slid) == end.0 as i64
                    && sy + i64::from(b.lifted) - b.fell as i64 == end.1 as i64;
                if !adds_up || board.get(b.start.0, b.start.1) != c.colour {
                    return untrue(
                        n,
                        t!(
                            "plan-untrue-block",
                            start = format!("{:?}", b.start),
                            end = format!("{end:?}")
                        ),
                    );
                }
                for &m in &b.moves {
                    let moved_one = m <= c.on_move
                        && turns.get(m.wrapping_sub(1)).is_some_and(|t| {
                            let (tx, ty) = t.mv.target();
                            t.kind != MoveKind::Null
                                && (t.before.get(t.mv.x as usize, t.mv.y as usize) == c.colour
                                    || t.before.get(tx as usize, ty as usize) == c.colour)
                        });
                    if !moved_one {
                        return untrue(n, t!("plan-untrue-move", number = m));
                    }
                }
            }
            if c.moves != served(&c.blocks, c.on_move) {
                return untrue(n, t!("plan-untrue-served"));
            }
            if !touching(&c.cells) {
                return untrue(n, t!("plan-untrue-touch"));
            }
        }
        if claimed != vanished {
            return untrue(0, t!("plan-untrue-clears"));
        }
        // Clears of one stage and colour that touch are one clear.
        for (i, a) in self.clears.iter().enumerate() {
            for b in &self.clears[i + 1..] {
                let same = (a.on_move, a.stage, a.colour) == (b.on_move, b.stage, b.colour);
                if same && touching(&[a.cells.clone(), b.cells.clone()].concat()) {
                    return untrue(b.number, t!("plan-untrue-one", other = a.number));
                }
            }
        }
        // The needs, from a replay of room of the check's own.
        let clear_of: BTreeMap<_, _> = self
            .clears
            .iter()
            .flat_map(|c| {
                c.cells
                    .iter()
                    .map(|&cell| ((c.on_move, c.stage, cell), c.number))
            })
            .collect();
        let met = rooms::replay(board, &turns, &clear_of)
            .map_err(|what| PlanError::Untrue { clear: 0, what })?;
        for c in &self.clears {
            let mut needs = Vec::new();
            for (b, &cell) in c.blocks.iter().zip(&c.cells) {
                let Some((start, theirs)) = met.get(&(c.on_move, c.stage, cell)) else {
                    return untrue(
                        c.number,
                        t!("plan-untrue-no-block", cell = format!("{cell:?}")),
                    );
                };
                if *start != b.start {
                    return untrue(
                        c.number,
                        t!(
                            "plan-untrue-start",
                            cell = format!("{cell:?}"),
                            start = format!("{start:?}"),
                            said = format!("{:?}", b.start)
                        ),
                    );
                }
                needs.extend(theirs.iter().cloned());
            }
            needs.sort_by_key(|n| (n.clear, n.block));
            if let Some(wrong) = c.needs.iter().find(|n| !needs.contains(n)) {
                return untrue(c.number, t!("plan-untrue-not-needed", other = wrong.clear));
            }
            if let Some(missed) = needs.iter().find(|n| !c.needs.contains(n)) {
                return untrue(
                    c.number,
                    t!(
                        "plan-untrue-needed",
                        other = missed.clear,
                        block = format!("{:?}", missed.block)
                    ),
                );
            }
            if c.needs != needs {
                return untrue(c.number, t!("plan-untrue-needs-order"));
            }
        }
        // The null moves: every move that changed nothing, as it was.
        let nulls: Vec<usize> = (1..=turns.len())
            .filter(|&m| turns[m - 1].kind == MoveKind::Null)
            .collect();
        let listed: Vec<usize> = self.null_moves.iter().map(|m| m.number).collect();
        if listed != nulls {
            return untrue(
                0,
                t!(
                    "plan-untrue-nulls",
                    nulls = format!("{nulls:?}"),
                    listed = format!("{listed:?}")
                ),
            );
        }
        for null in &self.null_moves {
            let t = &turns[null.number - 1];
            let (tx, ty) = t.mv.target();
            let to = (tx as usize, ty as usize);
            let colour = t.before.get(null.from.0, null.from.1);
            let equal = t.before.get(to.0, to.1) == colour;
            let kind = if equal {
                NullKind::Equal
            } else {
                NullKind::FellBack
            };
            if null.from != (t.mv.x as usize, t.mv.y as usize)
                || null.to != to
                || null.colour != colour
                || null.kind != kind
            {
                return untrue(0, t!("plan-untrue-null", number = null.number));
            }
        }
        Ok(())
    }
}

/// True when the cells are one group: each reached from the first through
/// cells of the group side by side or one above the other.
fn touching(cells: &[(usize, usize)]) -> bool {
    let all: BTreeSet<(usize, usize)> = cells.iter().copied().collect();
    let Some(&first) = cells.first() else {
        return false;
    };
    let mut seen = BTreeSet::from([first]);
    let mut todo = vec![first];
    while let Some((x, y)) = todo.pop() {
        for n in beside((x, y)) {
            if all.contains(&n) && seen.insert(n) {
                todo.push(n);
            }
        }
    }
    seen.len() == all.len()
}
