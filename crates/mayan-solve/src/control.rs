//! The plumbing both search engines share: why a search stopped without an
//! answer ([`Stop`]), what a move loop does with a child's answer
//! (`go_on`), how the solution is read off the path built on the way back
//! up (`take_solution`), and which budgets a proven failure covers
//! (`fail_mask`).

use mayan_core::Move;

/// Why a search stopped without an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The cancel flag was raised.
    Cancelled,
    /// A parallel search found a solution that sorts before this branch.
    Superseded,
}

/// The budgets a failure with `k` moves left covers, as bits: under the
/// exact goal only `k` itself; under at-most every budget up to `k` (what
/// cannot be cleared in `k` moves cannot be in fewer).
#[inline(always)]
pub(crate) fn fail_mask(exact: bool, k: u32) -> u64 {
    if exact { 1u64 << k } else { (2u64 << k) - 1 }
}

/// What a search's move loop does with the answer `next` of the position
/// after `mv`: a win puts `mv` on `path` (solutions are built backwards)
/// and sets `found`, an error is kept in `result`; either stops the loop.
/// True to go on with the next move.
#[inline(always)]
pub(crate) fn go_on(
    next: Result<bool, Stop>,
    mv: Move,
    path: &mut Vec<Move>,
    found: &mut bool,
    result: &mut Result<(), Stop>,
) -> bool {
    match next {
        Ok(true) => {
            path.push(mv);
            *found = true;
            false
        }
        Ok(false) => true,
        Err(e) => {
            *result = Err(e);
            false
        }
    }
}

/// The solution a search found, from the moves it pushed on its way back
/// up (last move first), or `None` when it found none.
pub(crate) fn take_solution(found: bool, path: &mut Vec<Move>) -> Option<Vec<Move>> {
    found.then(|| {
        let mut moves = std::mem::take(path);
        moves.reverse();
        moves
    })
}
