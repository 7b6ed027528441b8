//! [`Plan::describe`]: the plan in sentences, in the language of the
//! thread (the catalogue's `plan-` messages).

use std::fmt::Write as _;

use mayan_i18n::t;

use super::{Clear, Direction, Need, NullKind, Plan, Why};
use crate::Notation;
use crate::board::cell_char;
use crate::format::notation::write_cell;
use crate::format::{and_list, list};

impl Plan {
    /// The plan in sentences, cells named as `notation` counts.
    pub fn describe(&self, notation: Notation) -> String {
        let cell = |(x, y): (usize, usize)| write_cell(x, y, notation);
        let mut s = t!("plan-head", clears = self.clears.len(), moves = self.moves);
        s.push('\n');
        for m in &self.null_moves {
            let colour = cell_char(m.colour).to_string();
            let (from, to) = (cell(m.from), cell(m.to));
            let kind = match m.kind {
                NullKind::Equal => "equal",
                NullKind::FellBack => "fell-back",
            };
            let _ = writeln!(
                s,
                "{}",
                t!(
                    "plan-null-move",
                    number = m.number,
                    kind = kind,
                    colour = colour,
                    from = from,
                    to = to
                )
            );
        }
        for c in &self.clears {
            let colour = cell_char(c.colour).to_string();
            let _ = writeln!(
                s,
                "{}",
                t!(
                    "plan-clear",
                    number = c.number,
                    on_move = c.on_move,
                    stage = c.stage,
                    summary = c.summary(notation)
                )
            );
            let mut still = Vec::new();
            for b in &c.blocks {
                let mut parts = Vec::new();
                if b.slid != 0 {
                    let side = if b.slid > 0 { "right" } else { "left" };
                    parts.push(t!("plan-slid", n = b.slid.unsigned_abs(), side = side));
                }
                if b.lifted != 0 {
                    let way = if b.lifted > 0 { "up" } else { "down" };
                    parts.push(t!("plan-lifted", n = b.lifted.unsigned_abs(), way = way));
                }
                if parts.is_empty() && !b.moves.is_empty() {
                    parts.push(t!("plan-came-back"));
                }
                if let Some(p) = parts.last_mut()
                    && !b.moves.is_empty()
                {
                    *p = t!(
                        "plan-by",
                        part = p.as_str(),
                        n = b.moves.len(),
                        moves = join(&b.moves)
                    );
                }
                if b.fell > 0 {
                    parts.push(t!("plan-fell", n = b.fell));
                }
                let Some(mut did) = parts.first().cloned() else {
                    still.push(cell(b.start));
                    continue;
                };
                for p in &parts[1..] {
                    did = t!("plan-and-then", first = did, then = p.as_str());
                }
                let _ = writeln!(
                    s,
                    "   {}",
                    t!(
                        "plan-block",
                        colour = colour.as_str(),
                        start = cell(b.start),
                        did = did
                    )
                );
            }
            if !still.is_empty() {
                let _ = writeln!(
                    s,
                    "   {}",
                    t!(
                        "plan-in-place",
                        n = still.len(),
                        colour = colour.as_str(),
                        cells = and_list(&still)
                    )
                );
            }
            let _ = writeln!(
                s,
                "   {}",
                t!("plan-served", n = c.moves.len(), moves = join(&c.moves))
            );
            // One sentence for each earlier clear, a clause for each way
            // its room was come to.
            let mut i = 0;
            while i < c.needs.len() {
                let n = c.needs[i].clear;
                let mut j = i;
                while j < c.needs.len() && c.needs[j].clear == n {
                    j += 1;
                }
                let mut clauses = Vec::new();
                let mut ways: Vec<(Why, &[usize])> = Vec::new();
                for g in &c.needs[i..j] {
                    if !ways.contains(&(g.why, &g.by[..])) {
                        ways.push((g.why, &g.by[..]));
                    }
                }
                for (why, by) in ways {
                    let group: Vec<&Need> = c.needs[i..j]
                        .iter()
                        .filter(|g| g.why == why && g.by == by)
                        .collect();
                    let theirs = distinct(group.iter().map(|g| cell(g.cell)));
                    let ours: Vec<String> = group.iter().map(|g| cell(g.block)).collect();
                    let first = notation.first_label();
                    let columns = distinct(group.iter().map(|g| (g.into.0 + first).to_string()));
                    let why = match (why, by) {
                        (Why::HeldUp, _) => "held-up",
                        (Why::MadeRoom, []) => "made-room",
                        (Why::MadeRoom, _) => "brought",
                    };
                    let its = t!("plan-its", n = theirs.len(), cells = and_list(&theirs));
                    let whose = t!(
                        "plan-whose",
                        n = ours.len(),
                        colour = colour.as_str(),
                        cells = and_list(&ours)
                    );
                    clauses.push(t!(
                        "plan-need",
                        why = why,
                        its = its,
                        whose = whose,
                        by_n = by.len(),
                        by = join(by),
                        columns_n = columns.len(),
                        columns = and_list(&columns)
                    ));
                }
                let _ = writeln!(
                    s,
                    "   {}",
                    t!(
                        "plan-needs",
                        clear = n,
                        clauses = clauses.join(&t!("plan-need-sep"))
                    )
                );
                i = j;
            }
        }
        let _ = writeln!(
            s,
            "{}",
            t!(
                "plan-end",
                cleared = if self.cleared { "yes" } else { "no" }
            )
        );
        s
    }
}

impl Clear {
    /// When it happens, in the language of the thread: `move 3`, or `move
    /// 3, stage 2 (a cascade)`.
    pub fn when(&self) -> String {
        t!("plan-when", on_move = self.on_move, stage = self.stage)
    }

    /// What met where, in words, in the language of the thread: `three 2s
    /// meet in row 0, columns 1-3 (horizontal): (1, 0), (2, 0), (3, 0)`.
    pub fn summary(&self, notation: Notation) -> String {
        let first = notation.first_label();
        let mut lines = self.lines.iter().map(|l| {
            t!(
                "plan-line",
                horizontal = if l.horizontal { "yes" } else { "no" },
                at = l.at + first,
                from = l.from + first,
                to = l.to + first
            )
        });
        let mut met = lines.next().unwrap_or_default();
        for l in lines {
            met = t!("plan-lines-and", first = met, then = l);
        }
        let dir = match self.direction {
            Direction::Horizontal => "horizontal",
            Direction::Vertical => "vertical",
            Direction::Both => "both",
        };
        let cells: Vec<String> = self
            .cells
            .iter()
            .map(|&(x, y)| write_cell(x, y, notation))
            .collect();
        t!(
            "plan-summary",
            n = self.cells.len(),
            colour = cell_char(self.colour).to_string(),
            lines = met,
            dir = dir,
            cells = list(&cells)
        )
    }
}

/// The strings, each once, in the order they first come.
fn distinct(all: impl Iterator<Item = String>) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for s in all {
        if !out.contains(&s) {
            out.push(s);
        }
    }
    out
}

/// Move numbers as a list: `1`, `1 and 2`, `1, 2 and 3`.
fn join(ns: &[usize]) -> String {
    and_list(&ns.iter().map(usize::to_string).collect::<Vec<_>>())
}
