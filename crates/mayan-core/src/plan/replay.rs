//! [`Plan::of`]: the replay with every block given a name.

use std::collections::BTreeSet;

use super::{
    BlockPath, Clear, Line, Need, Plan, PlanError, Why, beside, direction_of, null_move, served,
};
use crate::board::{Board, EMPTY, MAX_HEIGHT, MAX_WIDTH};
use crate::moves::{Move, MoveKind, MoveSet};

/// What happened to a block, in order.
#[derive(Clone, Copy)]
enum Event {
    /// Moved by a move, from one cell to the next.
    Moved { mv: usize, to: (usize, usize) },
    /// Fell in column `x` from row `from` to row `to`.
    Fell { x: usize, from: usize, to: usize },
}

/// An empty cell: room a block can move or fall into (docs/plans.md).
#[derive(Clone, Default)]
struct Room {
    /// The clear whose vanishing made it and the cell its block stood in;
    /// `None` for a cell empty at the start.
    made: Option<(usize, (usize, usize))>,
    /// Made by the stage just before the fall now under way: the blocks
    /// that fall into it stood above the clear's block.
    fresh: bool,
    /// The moves that carried it sideways, in order.
    by: Vec<usize>,
}

/// A block followed through the replay.
struct Tracked {
    colour: u8,
    start: (usize, usize),
    events: Vec<(usize, Event)>,
    /// The rooms that clears made which it fell into, by clock time, and
    /// the cell each was in.
    entered: Vec<(usize, Room, (usize, usize))>,
}

/// The replay with names: `ids[x][y]` is the block in a cell (0: empty),
/// `rooms[x][y]` the room an empty cell is.
struct Replay {
    width: usize,
    height: usize,
    ids: [[u16; MAX_HEIGHT]; MAX_WIDTH],
    rooms: Vec<Vec<Room>>,
    blocks: Vec<Tracked>,
    /// A clock: events and clears are ordered by it.
    time: usize,
}

impl Replay {
    fn new(board: &Board) -> Replay {
        let tracked = |colour, start| Tracked {
            colour,
            start,
            events: Vec::new(),
            entered: Vec::new(),
        };
        let mut r = Replay {
            width: board.width(),
            height: board.height(),
            ids: [[0; MAX_HEIGHT]; MAX_WIDTH],
            rooms: vec![vec![Room::default(); board.height()]; board.width()],
            // Block 0 is "no block".
            blocks: vec![tracked(EMPTY, (0, 0))],
            time: 0,
        };
        for x in 0..r.width {
            for y in 0..r.height {
                let c = board.get(x, y);
                if c != EMPTY {
                    r.ids[x][y] = r.blocks.len() as u16;
                    r.blocks.push(tracked(c, (x, y)));
                }
            }
        }
        r
    }

    fn event(&mut self, id: u16, e: Event) {
        self.time += 1;
        self.blocks[id as usize].events.push((self.time, e));
    }

    /// The move's swap or step, on the names: a null move moves no block,
    /// and a step into an empty cell takes the room's place, which the
    /// room takes in turn.
    fn apply(&mut self, mv: Move, number: usize, kind: MoveKind) {
        if kind == MoveKind::Null {
            return;
        }
        let (x, y) = (mv.x as usize, mv.y as usize);
        let (tx, ty) = mv.target();
        let (tx, ty) = (tx as usize, ty as usize);
        let (a, b) = (self.ids[x][y], self.ids[tx][ty]);
        self.ids[x][y] = b;
        self.ids[tx][ty] = a;
        if b == 0 {
            let mut room = std::mem::take(&mut self.rooms[tx][ty]);
            room.by.push(number);
            self.rooms[x][y] = room;
        }
        for (id, to) in [(a, (tx, ty)), (b, (x, y))] {
            if id != 0 {
                self.event(id, Event::Moved { mv: number, to });
            }
        }
    }

    /// Gravity on the names: each column keeps its order. A block falling
    /// `k` rows enters the `k` rooms under it, from the lowest up, and
    /// they rise above it, in their order.
    fn fall(&mut self) {
        for x in 0..self.width {
            let mut under: Vec<Room> = Vec::new();
            for from in 0..self.height {
                let id = self.ids[x][from];
                if id == 0 {
                    under.push(std::mem::take(&mut self.rooms[x][from]));
                    continue;
                }
                let to = from - under.len();
                if to != from {
                    self.ids[x][to] = id;
                    self.ids[x][from] = 0;
                    self.event(id, Event::Fell { x, from, to });
                    // Each room under it has risen to the row it enters it
                    // in: the lowest to where it lands, the next one up.
                    let t = self.time;
                    let rows = (to..).map(|y| (x, y));
                    let made = under.iter().zip(rows).filter(|(r, _)| r.made.is_some());
                    self.blocks[id as usize]
                        .entered
                        .extend(made.map(|(r, at)| (t, r.clone(), at)));
                }
            }
            let top = self.height - under.len();
            for (y, mut room) in (top..).zip(under) {
                room.fresh = false;
                self.rooms[x][y] = room;
            }
        }
    }

    /// A clear vanishes: each of its cells becomes room it made.
    fn vanish(&mut self, clear: usize, cells: &[(usize, usize)]) {
        for &(x, y) in cells {
            self.ids[x][y] = 0;
            self.rooms[x][y] = Room {
                made: Some((clear, (x, y))),
                fresh: true,
                by: Vec::new(),
            };
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
            for n in beside((x, y)) {
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
        let mut null_moves = Vec::new();
        let mut at = *board;
        for (i, &mv) in moves.iter().enumerate() {
            let number = i + 1;
            if at.is_clear() {
                return Err(PlanError::AfterClear(number));
            }
            let turn = at
                .play_traced(mv, rules)
                .map_err(|error| PlanError::Illegal { number, error })?;
            replay.apply(mv, number, turn.kind);
            if let Some(null) = null_move(&turn, number) {
                null_moves.push(null);
            }
            for (s, stage) in turn.stages.iter().enumerate() {
                replay.fall();
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
                    replay.vanish(clear.number, &clear.cells);
                    vanishes.push(Vanish {
                        clear,
                        ids,
                        time: replay.time,
                    });
                }
            }
            replay.fall();
            debug_assert!(replay.matches(&turn.after));
            at = turn.after;
        }
        let cleared = at.is_clear();
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
                    for &(_, e) in b.events.iter().take_while(|(t, _)| *t < v.time) {
                        match e {
                            Event::Moved { mv, to } => {
                                path.slid += to.0 as i32 - here.0 as i32;
                                path.lifted += to.1 as i32 - here.1 as i32;
                                path.moves.push(mv);
                                here = to;
                            }
                            Event::Fell { x, from, to } => {
                                path.fell += from - to;
                                here = (x, to);
                            }
                        }
                    }
                    // The first room a clear made that it fell into, for
                    // each clear.
                    for (_, room, into) in b.entered.iter().take_while(|(t, ..)| *t < v.time) {
                        if let Some((clear, cell)) = room.made
                            && !v
                                .clear
                                .needs
                                .iter()
                                .any(|n| n.clear == clear && n.block == b.start)
                        {
                            v.clear.needs.push(Need {
                                clear,
                                why: if room.fresh {
                                    Why::HeldUp
                                } else {
                                    Why::MadeRoom
                                },
                                block: b.start,
                                cell,
                                into: *into,
                                by: room.by.clone(),
                            });
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
            null_moves,
        })
    }
}
