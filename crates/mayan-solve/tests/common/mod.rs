//! Helpers shared by the search tests.

use mayan_core::{Board, Move, MoveKind, MoveSet};

/// Replays a solution from `board`: every move legal under `rules`, no null
/// move unless `null_moves`, no move once the board is clear, and the board
/// clear after the last. Says what went wrong first.
pub fn replay(
    board: &Board,
    rules: MoveSet,
    moves: &[Move],
    null_moves: bool,
) -> Result<(), String> {
    let mut b = *board;
    for (i, &mv) in moves.iter().enumerate() {
        if b.is_clear() {
            return Err(format!("the board is clear before move {}", i + 1));
        }
        let kind = b
            .classify(mv, rules)
            .map_err(|e| format!("move {} {mv}: {e}", i + 1))?;
        if kind == MoveKind::Null && !null_moves {
            return Err(format!("move {} {mv} is a null move", i + 1));
        }
        b = b.play(mv, rules).map_err(|e| e.to_string())?;
    }
    if !b.is_clear() {
        return Err(format!("{} blocks left:\n{b}", b.block_count()));
    }
    Ok(())
}

/// The random boards of the tests come from the generator's own seeded
/// generator: one algorithm in the project.
pub use mayan_solve::generate::Rng;

/// A `w` x `h` board with `cells` dropped one by one into random columns
/// that have room (cells that find none are left out), then settled.
pub fn drop_randomly(rng: &mut Rng, w: usize, h: usize, cells: &[u8]) -> Board {
    let mut b = Board::new(w, h).unwrap();
    let mut heights = vec![0usize; w];
    for &c in cells {
        let open: Vec<usize> = (0..w).filter(|&x| heights[x] < h).collect();
        if open.is_empty() {
            break;
        }
        let x = open[rng.below(open.len() as u64) as usize];
        b.set(x, heights[x], c);
        heights[x] += 1;
    }
    b.settle();
    b
}

/// The plan of a winning line ([`mayan_core::plan::Plan`]), held to a
/// second replay: every statement true, and its clears every block that
/// vanished (all of them, when the board ends empty).
pub fn plan_holds(board: &Board, rules: MoveSet, moves: &[Move]) -> Result<(), String> {
    use mayan_core::plan::Plan;
    let plan = Plan::of(board, rules, moves).map_err(|e| e.to_string())?;
    plan.check(board, rules, moves)
        .map_err(|e| format!("{e}\n{}", plan.describe(mayan_core::Notation::Plain)))?;
    let met: usize = plan.clears.iter().map(|c| c.cells.len()).sum();
    let grey = board.colour_counts()[mayan_core::GREY as usize] as usize;
    if !plan.cleared || met + grey != board.block_count() {
        return Err(format!(
            "the plan's clears take {met} of {} blocks",
            board.block_count()
        ));
    }
    Ok(())
}
