//! A slow brute-force search kept beside the fast one for differential
//! tests: every legal move in order (twins and null moves included), no
//! table, no pruning, on the [`SimpleBoard`] engine.

use mayan_core::{Board, Goal, Move, MoveSet};

use crate::simple::SimpleBoard;

/// The smallest solution by brute force. Null moves (moves that leave the
/// board unchanged) count only when `null_moves` is set. Exponential: keep
/// boards small and `n` low.
pub fn solve(
    board: &Board,
    rules: MoveSet,
    budget: u32,
    null_moves: bool,
    goal: Goal,
) -> Option<Vec<Move>> {
    let start = SimpleBoard::from_board(board);
    match goal {
        // From 0: a board already clear needs no move (docs/spec.md section 4).
        Goal::Shortest => (0..=budget).find_map(|d| search(&start, rules, d, null_moves, true)),
        Goal::Exact => search(&start, rules, budget, null_moves, true),
        Goal::AtMost => search(&start, rules, budget, null_moves, false),
    }
}

fn search(
    b: &SimpleBoard,
    rules: MoveSet,
    k: u32,
    null_moves: bool,
    exact: bool,
) -> Option<Vec<Move>> {
    if b.is_clear() {
        return (!exact || k == 0).then(Vec::new);
    }
    if k == 0 {
        return None;
    }
    for mv in b.legal_moves(rules) {
        let next = b.play(mv);
        if !null_moves && next == *b {
            continue;
        }
        if let Some(mut rest) = search(&next, rules, k - 1, null_moves, exact) {
            rest.insert(0, mv);
            return Some(rest);
        }
    }
    None
}

/// How many move sequences solve the puzzle, counted the simple way: every
/// legal move that is not a null move and not a twin (a left drag into an
/// occupied cell, a down swap into an occupied cell).
pub fn count(board: &Board, rules: MoveSet, budget: u32, exact: bool) -> u64 {
    fn go(b: &SimpleBoard, rules: MoveSet, k: u32, exact: bool) -> u64 {
        if b.is_clear() {
            return u64::from(!exact || k == 0);
        }
        if k == 0 {
            return 0;
        }
        let mut n = 0;
        for mv in b.legal_moves(rules) {
            let (tx, ty) = mv.target();
            let target = b.rows[ty as usize][tx as usize];
            let twin =
                matches!(mv.dir, mayan_core::Dir::Left | mayan_core::Dir::Down) && target != 0;
            let next = b.play(mv);
            if twin || next == *b {
                continue;
            }
            n += go(&next, rules, k - 1, exact);
        }
        n
    }
    go(&SimpleBoard::from_board(board), rules, budget, exact)
}

/// Whether `moves` win a chain puzzle (Panel Attack's "chain" type under
/// pure rules), judged the simple way: every move is legal, every move but
/// the last makes nothing vanish, and the last one's settle leaves no
/// coloured block (grey blocks may stay).
pub fn chain_wins(board: &Board, rules: MoveSet, moves: &[Move]) -> bool {
    let mut b = SimpleBoard::from_board(board);
    for (i, &mv) in moves.iter().enumerate() {
        if !b.legal_moves(rules).contains(&mv) {
            return false;
        }
        let (next, vanished) = b.play_counting(mv);
        let last = i + 1 == moves.len();
        if vanished != last || (last && !next.is_clear()) {
            return false;
        }
        b = next;
    }
    !moves.is_empty()
}

/// The smallest solution of a chain puzzle by brute force: moves that make
/// nothing vanish, then one whose settle clears every colour, in
/// `budget` moves exactly, at most, or the fewest (the goals of
/// [`solve`]). Null moves count only when `null_moves` is set.
/// Exponential: keep boards small and `n` low.
pub fn solve_chain(
    board: &Board,
    rules: MoveSet,
    budget: u32,
    null_moves: bool,
    goal: Goal,
) -> Option<Vec<Move>> {
    fn go(
        b: &SimpleBoard,
        rules: MoveSet,
        k: u32,
        null_moves: bool,
        exact: bool,
    ) -> Option<Vec<Move>> {
        if k == 0 {
            return None;
        }
        for mv in b.legal_moves(rules) {
            let (next, vanished) = b.play_counting(mv);
            if vanished {
                if next.is_clear() && (!exact || k == 1) {
                    return Some(vec![mv]);
                }
                continue;
            }
            if !null_moves && next == *b {
                continue;
            }
            if let Some(mut rest) = go(&next, rules, k - 1, null_moves, exact) {
                rest.insert(0, mv);
                return Some(rest);
            }
        }
        None
    }
    let start = SimpleBoard::from_board(board);
    if start.is_clear() {
        return (goal != Goal::Exact).then(Vec::new);
    }
    match goal {
        Goal::Shortest => (1..=budget).find_map(|d| go(&start, rules, d, false, true)),
        Goal::Exact => go(&start, rules, budget, null_moves, true),
        Goal::AtMost => go(&start, rules, budget, null_moves, false),
    }
}

/// How many distinct-move sequences win a chain puzzle in `budget` moves
/// (`exact`) or at most, counted the simple way (no null move, no twin).
pub fn count_chain(board: &Board, rules: MoveSet, budget: u32, exact: bool) -> u64 {
    fn go(b: &SimpleBoard, rules: MoveSet, k: u32, exact: bool) -> u64 {
        if k == 0 {
            return 0;
        }
        let mut n = 0;
        for mv in b.distinct_moves(rules, false) {
            let (next, vanished) = b.play_counting(mv);
            if vanished {
                n += u64::from(next.is_clear() && (!exact || k == 1));
            } else {
                n += go(&next, rules, k - 1, exact);
            }
        }
        n
    }
    go(&SimpleBoard::from_board(board), rules, budget, exact)
}

/// The smallest solution of an intent goal by brute force: the first
/// sequence in answer order whose last move, and no move before it,
/// reaches `reached` (given the stages the move's settle cleared and the
/// board after it); for exact, that move is move `budget`; for shortest,
/// the fewest moves first. A start that reaches it already is the empty
/// answer (under exact only for a budget of 0). Exponential: keep boards
/// small and `budget` low.
pub fn solve_intent(
    board: &Board,
    rules: MoveSet,
    budget: u32,
    null_moves: bool,
    goal: Goal,
    reached: &dyn Fn(usize, &Board) -> bool,
) -> Option<Vec<Move>> {
    fn go(
        b: &SimpleBoard,
        rules: MoveSet,
        k: u32,
        null_moves: bool,
        exact: bool,
        reached: &dyn Fn(usize, &Board) -> bool,
    ) -> Option<Vec<Move>> {
        for mv in b.legal_moves(rules) {
            let (next, stages) = b.play_stages(mv);
            if !null_moves && next == *b {
                continue;
            }
            if reached(stages, &next.to_board()) {
                if !exact || k == 1 {
                    return Some(vec![mv]);
                }
                continue;
            }
            if k > 1
                && let Some(mut rest) = go(&next, rules, k - 1, null_moves, exact, reached)
            {
                rest.insert(0, mv);
                return Some(rest);
            }
        }
        None
    }
    if reached(0, board) {
        return (goal != Goal::Exact || budget == 0).then(Vec::new);
    }
    let start = SimpleBoard::from_board(board);
    match goal {
        Goal::Shortest => {
            (1..=budget).find_map(|d| go(&start, rules, d, null_moves, true, reached))
        }
        Goal::Exact if budget == 0 => None,
        Goal::Exact => go(&start, rules, budget, null_moves, true, reached),
        Goal::AtMost if budget == 0 => None,
        Goal::AtMost => go(&start, rules, budget, null_moves, false, reached),
    }
}
