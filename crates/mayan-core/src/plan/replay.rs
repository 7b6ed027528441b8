//! [`Plan::of`]: the replay with every block given a name.

use std::collections::BTreeSet;

use super::{BlockPath, Clear, Line, Need, Plan, PlanError, Why, direction_of, served};
use crate::board::{Board, EMPTY, MAX_HEIGHT, MAX_WIDTH};
use crate::moves::{Move, MoveSet};

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
