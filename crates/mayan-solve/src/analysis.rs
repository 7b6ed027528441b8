//! Beyond one solution: counting, listing, uniqueness and hints.
//!
//! Solutions are counted as sequences of distinct swaps without null moves:
//! a left drag into an occupied cell is the same swap as its neighbour's
//! right drag and is counted once (likewise a swap4 down move and the up
//! move of the block below). Two different swaps that give the same board
//! are different solutions.

use mayan_core::game::Outcome;
use mayan_core::{Board, EMPTY, Finish, Move, MoveSet, Puzzle};
use rustc_hash::FxHashMap;

use crate::bound::ShiftBound;
use crate::control::{Control, Halt, POLL_EVERY};
use crate::general::search::{ruled_out, successor};
use crate::general::table::{Key, KeyPacker};
use crate::{Goal, Options, SolveError, solve};

/// Counts solutions, remembering counts by position and moves left.
struct Counter {
    rules: MoveSet,
    /// The puzzle's finish: under [`Finish::Chain`] a move whose chain
    /// leaves colours is lost.
    finish: Finish,
    exact: bool,
    packer: Option<KeyPacker>,
    /// The column bound, when the board's size has one.
    bound: Option<ShiftBound>,
    memo: FxHashMap<(Key, u32), u128>,
    capacity: usize,
    control: Control,
    /// Set once the control stopped the count: every count after it is
    /// wrong and neither remembered nor returned.
    stopped: Option<Halt>,
    /// Positions expanded.
    nodes: u64,
}

impl Counter {
    fn new(puzzle: &Puzzle, board: &Board, exact: bool, opts: &Options) -> Counter {
        Counter {
            rules: puzzle.rules(),
            finish: puzzle.finish(),
            exact,
            packer: KeyPacker::for_board(board),
            bound: ShiftBound::new(board.width(), board.height()),
            memo: FxHashMap::default(),
            capacity: (opts.memory_bytes / 96).max(1024),
            control: opts.control.clone(),
            stopped: None,
            nodes: 0,
        }
    }

    /// `Err` once the control stopped the count.
    fn check(&self) -> Result<(), SolveError> {
        match self.stopped {
            Some(halt) => Err(SolveError::Stopped {
                halt,
                nodes: self.nodes,
            }),
            None => Ok(()),
        }
    }

    /// Solutions from a settled, uncleared board with `k >= 1` moves left.
    fn count(&mut self, board: &Board, k: u32) -> u128 {
        self.nodes += 1;
        if self.nodes.is_multiple_of(POLL_EVERY) && self.stopped.is_none() {
            self.stopped = self.control.poll().err();
        }
        if self.stopped.is_some() {
            return 0;
        }
        if ruled_out(&mut self.bound, board, k, true) {
            return 0;
        }
        let key = self.packer.as_ref().map(|p| (p.key(board), k));
        if let Some(key) = &key
            && let Some(&n) = self.memo.get(key)
        {
            return n;
        }
        let mut total = 0u128;
        let exact = self.exact;
        board.for_each_move(self.rules, false, |mv, _| {
            if k == 1 {
                let (tx, ty) = mv.target();
                if board.get(tx as usize, ty as usize) != EMPTY
                    && !board.swap_makes_run(mv.x as usize, mv.y as usize, mv.dir)
                {
                    return true;
                }
            }
            let (child, vanished, _) = successor(board, mv);
            if self.finish.ends_lost(vanished, &child) {
                // A chain that left colours: lost.
            } else if vanished && child.is_clear() {
                if k == 1 || !exact {
                    total += 1;
                }
            } else if k > 1 {
                total = total.saturating_add(self.count(&child, k - 1));
            }
            true
        });
        if let Some(key) = key
            && self.stopped.is_none()
        {
            if self.memo.len() >= self.capacity {
                self.memo.clear();
            }
            self.memo.insert(key, total);
        }
        total
    }

    /// Up to `limit` solutions from `board` with `k` moves left, in order,
    /// each appended to `prefix`.
    fn list(
        &mut self,
        board: &Board,
        k: u32,
        prefix: &mut Vec<Move>,
        out: &mut Vec<Vec<Move>>,
        limit: usize,
    ) {
        let exact = self.exact;
        let mut moves = Vec::new();
        board.for_each_move(self.rules, false, |mv, _| {
            moves.push(mv);
            true
        });
        for mv in moves {
            if out.len() >= limit || self.stopped.is_some() {
                return;
            }
            let (child, vanished, _) = successor(board, mv);
            if self.finish.ends_lost(vanished, &child) {
                continue;
            }
            prefix.push(mv);
            if vanished && child.is_clear() {
                if k == 1 || !exact {
                    out.push(prefix.clone());
                }
            } else if k > 1 && self.count(&child, k - 1) > 0 {
                self.list(&child, k - 1, prefix, out, limit);
            }
            prefix.pop();
        }
    }
}

/// The number of solutions of a puzzle for its goal (saturating at
/// `u128::MAX`). For [`Goal::Shortest`], the number of solutions of the
/// shortest length (0 when there is none within the budget). Stops with
/// an error when `opts.control` stops it.
pub fn count(puzzle: &Puzzle, opts: &Options) -> Result<u128, SolveError> {
    let board = puzzle.board();
    let goal = puzzle.goal();
    if board.is_clear() {
        return Ok(u128::from(goal != Goal::Exact));
    }
    match goal {
        Goal::Exact | Goal::AtMost => count_at(puzzle, goal == Goal::Exact, puzzle.budget(), opts),
        Goal::Shortest => match shortest(puzzle, opts)? {
            Some(d) => count_at(puzzle, true, d, opts),
            None => Ok(0),
        },
    }
}

/// The fewest moves that clear the board, if any within the budget (the
/// fast search; a shortest solution never has a null move, so this is
/// the shortest of the sequences counted here).
fn shortest(puzzle: &Puzzle, opts: &Options) -> Result<Option<u32>, SolveError> {
    let o = solve(&puzzle.clone().with_goal(Goal::Shortest), opts)?;
    Ok(o.moves.map(|m| m.len() as u32))
}

/// Solutions of a board that is not clear with `k` moves (`exact`) or at
/// most `k`. On several threads ([`Options::threads`]) the first moves
/// are counted side by side, each thread with its own table of counts
/// (of a share of the memory); the sum is the same.
fn count_at(puzzle: &Puzzle, exact: bool, k: u32, opts: &Options) -> Result<u128, SolveError> {
    let board = puzzle.board();
    let threads = opts.thread_count();
    let pool = (threads > 1 && k >= 4)
        .then(|| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .ok()
        })
        .flatten();
    let Some(pool) = pool else {
        let mut c = Counter::new(puzzle, board, exact, opts);
        let n = c.count(board, k);
        return c.check().map(|()| n);
    };
    let mut moves = Vec::new();
    board.for_each_move(puzzle.rules(), false, |mv, _| {
        moves.push(mv);
        true
    });
    let share = Options {
        memory_bytes: opts.memory_bytes / threads,
        ..opts.clone()
    };
    let counters: Vec<std::sync::Mutex<Counter>> = (0..threads)
        .map(|_| std::sync::Mutex::new(Counter::new(puzzle, board, exact, &share)))
        .collect();
    opts.control.set_threads(threads);
    let total = pool.install(|| {
        use rayon::prelude::*;
        moves
            .par_iter()
            .with_max_len(1)
            .map(|&mv| {
                let (child, vanished, _) = successor(board, mv);
                if puzzle.finish().ends_lost(vanished, &child) {
                    return Ok(0);
                }
                if vanished && child.is_clear() {
                    return Ok(u128::from(k == 1 || !exact));
                }
                let at = rayon::current_thread_index().unwrap_or(0) % threads;
                let Ok(mut c) = counters[at].lock() else {
                    return Ok(0);
                };
                let n = c.count(&child, k - 1);
                c.check().map(|()| n)
            })
            .try_reduce(|| 0u128, |a, b| Ok(a.saturating_add(b)))
    })?;
    Ok(total)
}

/// Up to `limit` solutions for the puzzle's goal, in order (for
/// [`Goal::Shortest`], those of the shortest length); on a board that is
/// already clear, the one empty solution but under exact, as [`count`]
/// counts it. Stops with an error when `opts.control` stops it.
pub fn all(puzzle: &Puzzle, opts: &Options, limit: usize) -> Result<Vec<Vec<Move>>, SolveError> {
    let board = puzzle.board();
    let goal = puzzle.goal();
    let mut out = Vec::new();
    if limit == 0 {
        return Ok(out);
    }
    if board.is_clear() {
        // Already won but under exact: the one solution is no move, as
        // `count` counts it.
        if goal != Goal::Exact {
            out.push(Vec::new());
        }
        return Ok(out);
    }
    let (exact, depth) = match goal {
        Goal::Exact => (true, puzzle.budget()),
        Goal::AtMost => (false, puzzle.budget()),
        Goal::Shortest => match shortest(puzzle, opts)? {
            Some(d) => (true, d),
            None => return Ok(out),
        },
    };
    let mut c = Counter::new(puzzle, board, exact, opts);
    c.list(board, depth, &mut Vec::new(), &mut out, limit);
    c.check().map(|()| out)
}

/// Whether a puzzle has exactly one solution and no shorter one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Uniqueness {
    /// The fewest moves that clear the board, if any within the budget.
    pub shortest: Option<u32>,
    /// Solutions of exactly the budget's length.
    pub count: u128,
}

impl Uniqueness {
    /// Exactly one solution, of the full budget, and no shorter one.
    pub fn is_unique(&self) -> bool {
        self.count == 1 && self.shortest.is_some()
    }
}

/// Checks that a puzzle has exactly one solution and none shorter. Stops
/// with an error when `opts.control` stops it.
pub fn uniqueness(puzzle: &Puzzle, opts: &Options) -> Result<Uniqueness, SolveError> {
    let board = puzzle.board();
    if board.is_clear() || puzzle.budget() == 0 {
        return Ok(Uniqueness {
            shortest: None,
            count: 0,
        });
    }
    let shortest = shortest(puzzle, opts)?;
    let count = match shortest {
        Some(_) => count_at(puzzle, true, puzzle.budget(), opts)?,
        None => 0,
    };
    // A shorter solution makes the puzzle not unique, whatever the count.
    if shortest.is_some_and(|s| s < puzzle.budget()) {
        return Ok(Uniqueness {
            shortest,
            count: count.max(2),
        });
    }
    Ok(Uniqueness { shortest, count })
}

/// Whether a puzzle has exactly one solution of its budget's length and
/// none shorter: [`uniqueness`]'s answer ([`Uniqueness::is_unique`] with
/// the shortest solution of the full budget), without counting every
/// solution. On the packed engine the shortest solution is searched
/// depth by depth, then the board after each move that sorts after one of
/// its moves is asked for a solution of the moves left (see
/// [`crate::packed::Driver::another_solution`]): the generator's check,
/// many times faster than a count. Stops with an error when
/// `opts.control` stops it.
pub fn is_unique(puzzle: &Puzzle, opts: &Options) -> Result<bool, SolveError> {
    let board = puzzle.board();
    if board.is_clear() || puzzle.budget() == 0 {
        return Ok(false);
    }
    let packed = match opts.engine {
        crate::Engine::Auto => crate::by_width!(board.width(), unique_packed(puzzle, opts)),
        crate::Engine::General => None,
    };
    match packed {
        Some(r) => r,
        None => {
            let u = uniqueness(puzzle, opts)?;
            Ok(u.is_unique() && u.shortest == Some(puzzle.budget()))
        }
    }
}

/// [`is_unique`] on the packed engine, or `None` when the board does not
/// pack.
fn unique_packed<const W: usize>(
    puzzle: &Puzzle,
    opts: &Options,
) -> Option<Result<bool, SolveError>> {
    let (board, g) = crate::packed::pack::<W>(puzzle.board())?;
    // Solutions are counted without null moves (see the module's notes),
    // on one thread: the generator runs many checks side by side.
    let inner = Options {
        null_moves: false,
        threads: 1,
        ..opts.clone()
    };
    let mut d = crate::packed::Driver::<W>::new(g, puzzle.rules(), Goal::Exact, inner);
    let k = puzzle.budget();
    let mut run = || -> Result<bool, crate::Stop> {
        for depth in 1..k {
            if d.solve(&board, depth)?.is_some() {
                return Ok(false);
            }
        }
        let Some(first) = d.solve(&board, k)? else {
            return Ok(false);
        };
        Ok(!d.another_solution(&board, k, &first)?)
    };
    let r = run();
    Some(r.map_err(|stop| SolveError::Stopped {
        halt: stop.halt(),
        nodes: d.nodes,
    }))
}

/// One first move of a hint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HintMove {
    /// The move.
    pub mv: Move,
    /// The fewest moves needed after it (0 when it clears the board).
    pub after: u32,
    /// The move and the smallest of the shortest ways on from it: what
    /// [`mayan_core::plan::Plan::towards`] reads the clear it serves from.
    pub line: Vec<Move>,
}

/// Every first move that still leads to a clear board for the puzzle's
/// goal (under exact, in exactly the moves left; otherwise within them), in
/// move order, with the fewest moves needed after each. A move that clears
/// the board at once wins as the judge says ([`Outcome::of`]): under exact
/// only when it is the budget's last.
pub fn hint(puzzle: &Puzzle, opts: &Options) -> Result<Vec<HintMove>, SolveError> {
    let board = puzzle.board();
    if board.is_clear() {
        // Already won (only grey blocks may be left): no move is needed, and
        // none can clear what is already clear.
        return Ok(Vec::new());
    }
    let mut moves = Vec::new();
    board.for_each_move(puzzle.rules(), false, |mv, _| {
        moves.push(mv);
        true
    });
    let mut out = Vec::new();
    for mv in moves {
        let (child, vanished, _) = successor(board, mv);
        if puzzle.finish().ends_lost(vanished, &child) {
            // A chain that left colours: the game is lost.
            continue;
        }
        if child.is_clear() {
            // Play stops at the clear board: the move wins only if one move
            // is a win (under exact, only the budget's last move).
            let after_one = Outcome::of(puzzle.goal(), puzzle.budget(), &child, 1);
            if matches!(after_one, Outcome::Won { .. }) {
                out.push(HintMove {
                    mv,
                    after: 0,
                    line: vec![mv],
                });
            }
            continue;
        }
        if puzzle.budget() <= 1 {
            continue;
        }
        // A settled position with moves left: always a puzzle.
        let Ok(sub) = puzzle.from_position(child, puzzle.budget() - 1) else {
            continue;
        };
        let exact = sub.goal() == Goal::Exact;
        let o = solve(&sub.clone().with_goal(Goal::Shortest), opts)?;
        let Some(rest) = o.moves else {
            continue;
        };
        let after = rest.len() as u32;
        // Under exact, the moves left must all be spent: a shorter way to
        // clear is a win only if some way takes exactly that many.
        if exact && after < sub.budget() && solve(&sub, opts)?.moves.is_none() {
            continue;
        }
        let mut line = vec![mv];
        line.extend(rest);
        out.push(HintMove { mv, after, line });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use mayan_core::{GREY, Notation};

    #[test]
    fn hint_on_a_board_with_only_grey_blocks_left_offers_no_move() {
        let mut b = Board::new(3, 2).unwrap();
        b.set(0, 0, GREY);
        b.set(1, 0, GREY);
        let puzzle = Puzzle::new(b, MoveSet::Drag, 2, Notation::Plain).unwrap();
        assert!(hint(&puzzle, &Options::default()).unwrap().is_empty());
    }
}
