//! Plain-text pictures of boards for `explain` and `check`.

use mayan_core::Notation;
use mayan_core::format::notation::write_move;
use mayan_core::{Board, CellMask, EMPTY, MoveKind, Turn, cell_char};

/// Draws a board, top row first, with row numbers on the left and column
/// numbers below. Cells in `marks` are followed by `*`.
pub fn board(b: &Board, marks: Option<&CellMask>) -> String {
    let mut s = String::new();
    let label = if b.height() > 10 { 3 } else { 2 };
    for y in (0..b.height()).rev() {
        s.push_str(&format!("{y:>label$} |"));
        for x in 0..b.width() {
            let marked = marks.is_some_and(|m| m[x] >> y & 1 == 1);
            s.push(' ');
            s.push(cell_char(b.get(x, y)));
            s.push(if marked { '*' } else { ' ' });
        }
        s.truncate(s.trim_end_matches(' ').len());
        s.push('\n');
    }
    s.push_str(&format!("{:>label$} +", ""));
    s.push_str(&"---".repeat(b.width()));
    s.push('\n');
    s.push_str(&format!("{:>label$}  ", ""));
    for x in 0..b.width() {
        s.push_str(&format!("{:<3}", x % 100));
    }
    s.truncate(s.trim_end().len());
    s.push('\n');
    s
}

/// `n` and a noun, the noun in the plural unless `n` is 1: `1 move`,
/// `3 moves`. For nouns whose plural adds an `s` (move, block, frame).
pub fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// Describes a move in words.
pub fn describe_move(turn: &Turn) -> String {
    let mv = turn.mv;
    let (x, y) = (mv.x as usize, mv.y as usize);
    let colour = cell_char(turn.before.get(x, y));
    let (tx, ty) = mv.target();
    let target = turn.before.get(tx as usize, ty as usize);
    let dir = match mv.dir {
        mayan_core::Dir::Right => "right",
        mayan_core::Dir::Left => "left",
        mayan_core::Dir::Up => "up",
        mayan_core::Dir::Down => "down",
    };
    let what = match turn.kind {
        MoveKind::Null => "a null move: the board does not change".to_string(),
        MoveKind::Swap => format!("swaps with the {} at ({tx}, {ty})", cell_char(target)),
        MoveKind::Shift if target == EMPTY => format!("steps into the empty cell ({tx}, {ty})"),
        MoveKind::Shift => "steps".to_string(),
    };
    format!("the {colour} at ({x}, {y}) moves {dir}: {what}")
}

/// Writes every stage of a turn: the board after the move, each fall and
/// what vanished, and the settled result.
pub fn turn(t: &Turn, number: usize, notation: Notation) -> String {
    let mut s = format!(
        "Move {number}: {}   ({})\n",
        write_move(t.mv, notation),
        describe_move(t)
    );
    if t.kind == MoveKind::Null {
        s.push_str(&board(&t.after, None));
        return s;
    }
    s.push_str(&board(&t.moved, None));
    // The board each stage starts from: right after the move, then what
    // the last stage left.
    let mut shown = t.moved;
    for (i, stage) in t.stages.iter().enumerate() {
        let n = stage.vanished.iter().map(|m| m.count_ones()).sum::<u32>();
        let fell = if stage.fallen == shown {
            ""
        } else {
            "blocks fall, then "
        };
        s.push_str(&format!("  stage {}: {fell}{n} vanish (marked *)\n", i + 1));
        s.push_str(&board(&stage.fallen, Some(&stage.vanished)));
        shown = stage.fallen;
        shown.remove(&stage.vanished);
    }
    if t.stages.is_empty() {
        if t.moved != t.after {
            s.push_str("  blocks fall; nothing vanishes\n");
            s.push_str(&board(&t.after, None));
        } else {
            s.push_str("  nothing falls or vanishes\n");
        }
    } else {
        s.push_str("  settled:\n");
        s.push_str(&board(&t.after, None));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use mayan_core::format::noip;
    use mayan_core::{Dir, Move, MoveSet};

    /// The NOIP statement's sample and its solution, traced.
    fn sample_turns() -> Vec<Turn> {
        let mut board = noip::parse(b"3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n")
            .unwrap()
            .board;
        let mut turns = Vec::new();
        for (x, y) in [(2, 1), (3, 1), (3, 0)] {
            let t = board
                .play_traced(Move::new(x, y, Dir::Right), MoveSet::Drag)
                .unwrap();
            board = t.after;
            turns.push(t);
        }
        turns
    }

    #[test]
    fn counts_are_singular_for_one() {
        assert_eq!(count(1, "move"), "1 move");
        assert_eq!(count(0, "move"), "0 moves");
        assert_eq!(count(12, "block"), "12 blocks");
    }

    #[test]
    fn a_stage_where_nothing_fell_says_only_what_vanished() {
        let turns = sample_turns();
        let text = turn(&turns[2], 3, Notation::Noip);
        // The third move makes two runs at once: nothing falls before the
        // first stage, then the blocks above fall before each later one.
        assert!(text.contains("  stage 1: 6 vanish (marked *)\n"), "{text}");
        assert!(
            text.contains("  stage 2: blocks fall, then 3 vanish (marked *)\n"),
            "{text}"
        );
        assert!(
            text.contains("  stage 3: blocks fall, then 3 vanish (marked *)\n"),
            "{text}"
        );
        assert!(!text.contains("stage 1: blocks fall"), "{text}");
    }
}
