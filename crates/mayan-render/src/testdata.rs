//! Boards for the tests.

use mayan_core::format::noip;
use mayan_core::{Board, Dir, Move, MoveSet, Turn};

/// The NOIP statement's sample board.
pub fn noip_sample() -> Board {
    noip::parse(b"3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n")
        .unwrap()
        .board
}

/// The sample's solution, traced.
pub fn sample_turns() -> Vec<Turn> {
    let moves = [
        Move::new(2, 1, Dir::Right),
        Move::new(3, 1, Dir::Right),
        Move::new(3, 0, Dir::Right),
    ];
    crate::frames::replay(&noip_sample(), &moves, MoveSet::Drag).unwrap()
}
