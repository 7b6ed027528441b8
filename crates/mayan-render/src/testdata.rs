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

/// Panel Attack's "Classic set 1" puzzle 10 on its 6 x 12 board: columns 3
/// and 4 (from 1) hold five rows of 4 and 1, alternating.
pub fn panel_sample() -> Board {
    let mut b = Board::new(6, 12).unwrap();
    for y in 0..5 {
        let (a, c) = if y % 2 == 0 { (4, 1) } else { (1, 4) };
        b.set(2, y, a);
        b.set(3, y, c);
    }
    b
}

/// Its solution `r1c3`, `r5c3`, `r3c3`, traced.
pub fn panel_turns() -> Vec<Turn> {
    let moves = [
        Move::new(2, 0, Dir::Right),
        Move::new(2, 4, Dir::Right),
        Move::new(2, 2, Dir::Right),
    ];
    crate::frames::replay(&panel_sample(), &moves, MoveSet::Drag).unwrap()
}
