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
    for (i, stage) in t.stages.iter().enumerate() {
        let n = stage.vanished.iter().map(|m| m.count_ones()).sum::<u32>();
        s.push_str(&format!(
            "  stage {}: blocks fall, then {n} vanish (marked *)\n",
            i + 1
        ));
        s.push_str(&board(&stage.fallen, Some(&stage.vanished)));
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
