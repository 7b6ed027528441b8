//! Plain-text pictures of boards for `explain` and `check`.

use mayan_core::Notation;
use mayan_core::format::notation::write_move;
use mayan_core::{Board, CellMask, Dir, EMPTY, MoveKind, Turn, cell_char};
use mayan_i18n::t;

pub use mayan_core::format::notation::write_cell as cell;

/// Draws a board, top row first, with row numbers on the left and column
/// numbers below, numbered as the notation counts ([`Notation::first_label`]). Cells
/// in `marks` are followed by `*`.
pub fn board(b: &Board, marks: Option<&CellMask>, notation: Notation) -> String {
    let mut s = String::new();
    let first = notation.first_label();
    let label = (b.height() - 1 + first).to_string().len() + 1;
    for y in (0..b.height()).rev() {
        s.push_str(&format!("{:>label$} |", y + first));
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
    // Each label under its column's symbol.
    s.push_str(&format!("{:>label$}   ", ""));
    for x in 0..b.width() {
        s.push_str(&format!("{:<3}", x + first));
    }
    s.truncate(s.trim_end().len());
    s.push('\n');
    s
}

/// A direction's code for the messages' selectors: `right`, `left`,
/// `up`, `down`.
pub fn dir_code(dir: Dir) -> &'static str {
    match dir {
        Dir::Right => "right",
        Dir::Left => "left",
        Dir::Up => "up",
        Dir::Down => "down",
    }
}

/// Describes a move in words, naming cells as the notation counts.
pub fn describe_move(turn: &Turn, notation: Notation) -> String {
    let mv = turn.mv;
    let (x, y) = (mv.x as usize, mv.y as usize);
    let colour = cell_char(turn.before.get(x, y)).to_string();
    let (tx, ty) = mv.target();
    let target = turn.before.get(tx as usize, ty as usize);
    let dir = dir_code(mv.dir);
    let at = cell(x, y, notation);
    let to = cell(tx as usize, ty as usize, notation);
    match turn.kind {
        MoveKind::Null => t!("cli-move-null", colour = colour, cell = at, dir = dir),
        MoveKind::Swap => t!(
            "cli-move-swap",
            colour = colour,
            cell = at,
            dir = dir,
            other = cell_char(target).to_string(),
            target = to
        ),
        MoveKind::Shift if target == EMPTY => t!(
            "cli-move-step-into",
            colour = colour,
            cell = at,
            dir = dir,
            target = to
        ),
        MoveKind::Shift => t!("cli-move-step", colour = colour, cell = at, dir = dir),
    }
}

/// What a board shows after `moves` moves: `Result: the board is clear
/// after 3 moves.` or `Result: 2 blocks left after 3 moves.`
pub fn result(board: &Board, moves: usize) -> String {
    if board.is_clear() {
        t!("cli-result-clear", moves = moves)
    } else {
        t!(
            "cli-result-left",
            moves = moves,
            blocks = board.block_count()
        )
    }
}

/// Writes every stage of a turn: the board after the move, each fall and
/// what vanished, and the settled result.
pub fn turn(t: &Turn, number: usize, notation: Notation) -> String {
    let mut s = t!(
        "cli-turn",
        number = number,
        notation = write_move(t.mv, notation),
        what = describe_move(t, notation)
    ) + "\n";
    if t.kind == MoveKind::Null {
        s.push_str(&board(&t.after, None, notation));
        return s;
    }
    s.push_str(&board(&t.moved, None, notation));
    // The board each stage starts from: right after the move, then what
    // the last stage left.
    let mut shown = t.moved;
    for (i, stage) in t.stages.iter().enumerate() {
        let n = stage.vanished.iter().map(|m| m.count_ones()).sum::<u32>();
        let line = if stage.fallen == shown {
            t!("cli-stage", stage = i + 1, vanished = n)
        } else {
            t!("cli-stage-after-fall", stage = i + 1, vanished = n)
        };
        s.push_str(&format!("  {line}\n"));
        s.push_str(&board(&stage.fallen, Some(&stage.vanished), notation));
        shown = stage.fallen;
        shown.remove(&stage.vanished);
    }
    if t.stages.is_empty() {
        if t.moved != t.after {
            s.push_str(&format!("  {}\n", t!("cli-stage-fall-only")));
            s.push_str(&board(&t.after, None, notation));
        } else {
            s.push_str(&format!("  {}\n", t!("cli-stage-nothing")));
        }
    } else {
        s.push_str(&format!("  {}\n", t!("cli-stage-settled")));
        s.push_str(&board(&t.after, None, notation));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use mayan_core::format::noip;
    use mayan_core::{Move, MoveSet};

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
    fn noip_boards_are_labelled_from_0() {
        let turns = sample_turns();
        let text = board(&turns[0].before, None, Notation::Noip);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], " 6 | .  .  .  .  .");
        assert_eq!(lines[6], " 0 | 1  2  2  3  2");
        assert_eq!(lines[8], "     0  1  2  3  4");
        assert_eq!(
            describe_move(&turns[2], Notation::Noip),
            "the 3 at (3, 0) moves right: swaps with the 2 at (4, 0)"
        );
    }

    /// Panel Attack's "Classic set 1" puzzle 10 (columns 3 and 4 alternate
    /// 4 and 1 over five rows) and its first move, `r1c3`.
    fn panel_turn() -> Turn {
        let mut b = Board::new(6, 12).unwrap();
        for y in 0..5 {
            let (a, c) = if y % 2 == 0 { (4, 1) } else { (1, 4) };
            b.set(2, y, a);
            b.set(3, y, c);
        }
        b.play_traced(Move::new(2, 0, Dir::Right), MoveSet::Drag)
            .unwrap()
    }

    #[test]
    fn panel_attack_boards_are_labelled_from_1() {
        let t = panel_turn();
        let text = board(&t.before, None, Notation::PanelAttack);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 14);
        assert_eq!(lines[0], " 12 | .  .  .  .  .  .");
        assert_eq!(lines[11], "  1 | .  .  4  1  .  .");
        assert_eq!(lines[13], "      1  2  3  4  5  6");
        assert_eq!(
            describe_move(&t, Notation::PanelAttack),
            "the 4 at (row 1, column 3) moves right: swaps with the 1 at (row 1, column 4)"
        );
        let text = turn(&t, 1, Notation::PanelAttack);
        assert!(
            text.starts_with("Move 1: r1c3   (the 4 at (row 1, column 3)"),
            "{text}"
        );
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
