//! [`Plan::describe`]: the plan in sentences.

use std::fmt::Write as _;

use super::{Clear, Direction, Need, NullKind, Plan, Why};
use crate::Notation;
use crate::board::cell_char;
use crate::format::notation::write_cell;
use crate::format::{and_list, count};

impl Plan {
    /// The plan in sentences, cells named as `notation` counts.
    pub fn describe(&self, notation: Notation) -> String {
        let cell = |(x, y): (usize, usize)| write_cell(x, y, notation);
        let mut s = format!(
            "Plan: {} in {}.\n",
            count(self.clears.len(), "clear"),
            count(self.moves, "move")
        );
        for m in &self.null_moves {
            let colour = cell_char(m.colour);
            let (from, to) = (cell(m.from), cell(m.to));
            let what = match m.kind {
                NullKind::Equal => {
                    format!("it swaps the {colour} at {from} with the {colour} at {to}, its equal")
                }
                NullKind::FellBack => format!(
                    "it pushes the {colour} at {from} up into the empty {to}, and it falls straight back"
                ),
            };
            let _ = writeln!(s, "Move {} changes nothing: {what}.", m.number);
        }
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
                    let its = format!(
                        "its {} at {}",
                        if theirs.len() == 1 { "block" } else { "blocks" },
                        and_list(&theirs)
                    );
                    let whose = if ours.len() == 1 {
                        format!("the {colour} from {}", ours[0])
                    } else {
                        format!("the {colour}s from {}", and_list(&ours))
                    };
                    clauses.push(match (why, by) {
                        (Why::HeldUp, _) => format!("{its} held up {whose}"),
                        (Why::MadeRoom, []) => format!("{whose} fell into the room {its} left"),
                        (Why::MadeRoom, by) => {
                            let first = notation.first_label();
                            let columns = distinct(group.iter().map(|g| (g.into.0 + first).to_string()));
                            format!(
                                "{whose} fell into the room {its} left, which {} {} brought to {} {}",
                                if by.len() == 1 { "move" } else { "moves" },
                                join(by),
                                if columns.len() == 1 { "column" } else { "columns" },
                                and_list(&columns)
                            )
                        }
                    });
                }
                let _ = writeln!(s, "   Clear {n} had to come first: {}.", clauses.join("; "));
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
