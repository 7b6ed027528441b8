//! Settling and single moves on hand-made boards (docs/spec.md sections 2 and 3).
//!
//! Boards are drawn as rows from the top down: `.` empty, `1`-`9` colours,
//! `#` a grey block. Row 0 is the last string.

use mayan_core::{Board, Dir, GREY, Move, MoveKind, MoveSet, Stage};

/// A board from rows drawn top-down.
fn board(rows: &[&str]) -> Board {
    let h = rows.len();
    let w = rows[0].len();
    let mut b = Board::new(w, h).unwrap();
    for (i, row) in rows.iter().enumerate() {
        assert_eq!(row.len(), w, "test board rows must be of one width");
        let y = h - 1 - i;
        for (x, c) in row.bytes().enumerate() {
            let cell = match c {
                b'.' => 0,
                b'1'..=b'9' => c - b'0',
                b'#' => GREY,
                _ => panic!("bad test cell {c}"),
            };
            b.set(x, y, cell);
        }
    }
    b
}

/// Settles a copy with the trace and checks that `settle` agrees with it.
fn settle(b: &Board) -> (Board, Vec<Stage>) {
    let mut traced = *b;
    let stages = traced.settle_traced();
    let mut plain = *b;
    let n = plain.settle();
    assert_eq!(
        plain, traced,
        "settle and settle_traced end on different boards"
    );
    assert_eq!(
        n as usize,
        stages.len(),
        "settle's stage count differs from the trace"
    );
    assert!(traced.is_settled(), "not settled after settle:\n{traced}");
    (traced, stages)
}

/// The vanished cells of a stage, sorted.
fn cells(stage: &Stage) -> Vec<(usize, usize)> {
    let mut c = stage.vanished_cells();
    c.sort();
    c
}

#[test]
fn horizontal_run_of_three_vanishes() {
    let (after, stages) = settle(&board(&["...", "111"]));
    assert!(after.is_empty());
    assert_eq!(stages.len(), 1);
    assert_eq!(cells(&stages[0]), vec![(0, 0), (1, 0), (2, 0)]);
}

#[test]
fn vertical_run_of_three_vanishes() {
    let (after, stages) = settle(&board(&["2.", "2.", "2.", "13"]));
    assert_eq!(after, board(&["..", "..", "..", "13"]));
    assert_eq!(stages.len(), 1);
    assert_eq!(cells(&stages[0]), vec![(0, 1), (0, 2), (0, 3)]);
}

#[test]
fn two_in_a_line_stay() {
    let b = board(&["1.", "22", "11"]);
    assert!(b.is_settled());
    let (after, stages) = settle(&b);
    assert_eq!(after, b);
    assert!(stages.is_empty());
}

#[test]
fn t_shape_of_five_vanishes_in_one_stage() {
    let (after, stages) = settle(&board(&["222", "323", "323"]));
    assert_eq!(stages.len(), 1);
    assert_eq!(
        cells(&stages[0]),
        vec![(0, 2), (1, 0), (1, 1), (1, 2), (2, 2)]
    );
    assert_eq!(after, board(&["...", "3.3", "3.3"]));
}

#[test]
fn l_shape_of_five_vanishes_in_one_stage() {
    let (after, stages) = settle(&board(&["2..", "2..", "222"]));
    assert_eq!(stages.len(), 1);
    assert_eq!(
        cells(&stages[0]),
        vec![(0, 0), (0, 1), (0, 2), (1, 0), (2, 0)]
    );
    assert!(after.is_empty());
}

#[test]
fn plus_shape_of_five_vanishes_in_one_stage() {
    let (after, stages) = settle(&board(&[".2.", "222", "123"]));
    assert_eq!(stages.len(), 1);
    assert_eq!(
        cells(&stages[0]),
        vec![(0, 1), (1, 0), (1, 1), (1, 2), (2, 1)]
    );
    assert_eq!(after, board(&["...", "...", "1.3"]));
}

#[test]
fn crossing_runs_of_two_colours_vanish_together() {
    // A horizontal 1-run on row 0 and a vertical 2-run in column 3.
    let (after, stages) = settle(&board(&["...2", "...2", "1112"]));
    assert_eq!(stages.len(), 1);
    assert_eq!(
        cells(&stages[0]),
        vec![(0, 0), (1, 0), (2, 0), (3, 0), (3, 1), (3, 2)]
    );
    assert!(after.is_empty());
}

#[test]
fn runs_of_four_and_five_vanish_whole() {
    let (after, stages) = settle(&board(&["1111.", "22122"]));
    // Row 1's four 1s fall nowhere (they rest on row 0) and vanish whole.
    assert_eq!(stages.len(), 1);
    assert_eq!(cells(&stages[0]), vec![(0, 1), (1, 1), (2, 1), (3, 1)]);
    assert_eq!(after, board(&[".....", "22122"]));

    let (after, stages) = settle(&board(&["3", "3", "3", "3", "3", "1"]));
    assert_eq!(stages.len(), 1);
    assert_eq!(stages[0].vanished_cells().len(), 5);
    assert_eq!(after, board(&[".", ".", ".", ".", ".", "1"]));

    let (after, stages) = settle(&board(&["44444"]));
    assert_eq!(stages.len(), 1);
    assert_eq!(stages[0].vanished_cells().len(), 5);
    assert!(after.is_empty());
}

#[test]
fn vertical_run_in_the_top_rows_4_to_6_of_a_7_high_board_vanishes() {
    // Column 0, bottom up: 1 2 1 2 3 3 3. Searches that only look for
    // vertical runs starting in rows 0-4 still find this one; one that
    // stops scanning early would not.
    let b = board(&["3.", "3.", "3.", "2.", "1.", "2.", "1."]);
    let (after, stages) = settle(&b);
    assert_eq!(stages.len(), 1);
    assert_eq!(cells(&stages[0]), vec![(0, 4), (0, 5), (0, 6)]);
    assert_eq!(after, board(&["..", "..", "..", "2.", "1.", "2.", "1."]));
}

#[test]
fn horizontal_run_in_the_top_row_of_a_full_board_vanishes() {
    let b = board(&["444", "121", "212", "121", "212", "121", "212"]);
    let (after, stages) = settle(&b);
    assert_eq!(stages.len(), 1);
    assert_eq!(cells(&stages[0]), vec![(0, 6), (1, 6), (2, 6)]);
    assert_eq!(after.block_count(), 18);
}

#[test]
fn cascade_of_three_stages_in_one_column() {
    // Bottom up: 1 1 2 2 3 3 3 2 1. The 3s go, the 2s meet and go, the 1s
    // meet and go.
    let b = board(&["1", "2", "3", "3", "3", "2", "2", "1", "1"]);
    let (after, stages) = settle(&b);
    assert!(after.is_empty());
    assert_eq!(stages.len(), 3);
    assert_eq!(cells(&stages[0]), vec![(0, 4), (0, 5), (0, 6)]);
    assert_eq!(cells(&stages[1]), vec![(0, 2), (0, 3), (0, 4)]);
    assert_eq!(cells(&stages[2]), vec![(0, 0), (0, 1), (0, 2)]);
    // What vanished in each stage was of one colour, and the fallen board
    // of each stage holds no floating block.
    for (stage, colour) in stages.iter().zip([3, 2, 1]) {
        for (x, y) in stage.vanished_cells() {
            assert_eq!(stage.fallen.get(x, y), colour);
        }
        assert_eq!(stage.fallen.floating_block(), None);
    }
}

#[test]
fn cascade_of_four_stages_mixing_rows_and_columns() {
    // Stage 1: the vertical 3s of column 2 go and the 2 on top falls to row
    // 1, beside 2 2. Stage 2: that row goes and column 0's 1 1 land on its
    // bottom 1. Stage 3: those three 1s go and the 4 on top lands on row 0
    // beside 4 4. Stage 4: the row of 4s goes, and the board is empty.
    let b = board(&[
        "4.2", //
        "1.3", //
        "1.3", //
        "223", //
        "144", //
    ]);
    let (after, stages) = settle(&b);
    assert!(after.is_empty(), "left:\n{after}");
    assert_eq!(stages.len(), 4, "stages: {stages:?}");
    assert_eq!(cells(&stages[0]), vec![(2, 1), (2, 2), (2, 3)]);
    assert_eq!(cells(&stages[1]), vec![(0, 1), (1, 1), (2, 1)]);
    assert_eq!(cells(&stages[2]), vec![(0, 0), (0, 1), (0, 2)]);
    assert_eq!(cells(&stages[3]), vec![(0, 0), (1, 0), (2, 0)]);
    for (stage, colour) in stages.iter().zip([3, 2, 1, 4]) {
        for (x, y) in stage.vanished_cells() {
            assert_eq!(stage.fallen.get(x, y), colour);
        }
        assert_eq!(stage.fallen.floating_block(), None);
    }
}

#[test]
fn nothing_vanishes_before_blocks_have_fallen() {
    // The 1 at (2, 1) floats beside 1 1: were runs found before the fall it
    // would vanish with them. It falls to row 0 first, and then no line of
    // three is left.
    let b = board(&["111", "22."]);
    let (after, stages) = settle(&b);
    assert!(stages.is_empty());
    assert_eq!(after, board(&["11.", "221"]));
}

#[test]
fn grey_blocks_never_match() {
    let b = board(&["#..", "#..", "###"]);
    let (after, stages) = settle(&b);
    assert!(stages.is_empty());
    assert_eq!(after, b);
    assert!(after.is_clear());
    assert!(!after.is_empty());
    // A grey block breaks a line of one colour.
    let b = board(&["11#11"]);
    let (after, stages) = settle(&b);
    assert!(stages.is_empty());
    assert_eq!(after, b);
    // Grey blocks fall like any block and rest on what remains.
    let (after, stages) = settle(&board(&["#", "1", "1", "1", "2"]));
    assert_eq!(stages.len(), 1);
    assert_eq!(after, board(&[".", ".", ".", "#", "2"]));
}

#[test]
fn block_dragged_into_an_empty_cell_falls_in_the_next_column() {
    // Column 0 bottom up: 3 2 1. Drag the 2 right: it steps over the gap,
    // falls to the bottom of column 1, and the 1 above it drops.
    let b = board(&["1..", "2..", "3.."]);
    let mv = Move::new(0, 1, Dir::Right);
    assert_eq!(b.classify(mv, MoveSet::Drag), Ok(MoveKind::Shift));
    let turn = b.play_traced(mv, MoveSet::Drag).unwrap();
    assert_eq!(turn.moved, board(&["1..", ".2.", "3.."]));
    assert!(turn.stages.is_empty());
    assert_eq!(turn.after, board(&["...", "1..", "32."]));
    assert_eq!(b.play(mv, MoveSet::Drag).unwrap(), turn.after);
}

#[test]
fn block_dragged_into_an_empty_cell_can_complete_a_run_below() {
    // The 1 at (2, 2) steps left into (1, 2), falls down the empty column 1
    // to (1, 0) between two 1s, and all three vanish; the 2 left behind in
    // column 2 drops to row 0.
    let b = board(&["..1", "..2", "1.1"]);
    let turn = b
        .play_traced(Move::new(2, 2, Dir::Left), MoveSet::Drag)
        .unwrap();
    assert_eq!(turn.kind, MoveKind::Shift);
    assert_eq!(turn.stages.len(), 1);
    assert_eq!(cells(&turn.stages[0]), vec![(0, 0), (1, 0), (2, 0)]);
    assert_eq!(turn.after, board(&["...", "...", "..2"]));
}

#[test]
fn dragging_left_into_a_block_is_the_same_swap_as_its_neighbour_dragging_right() {
    let b = board(&["12", "21"]);
    let a = b.play(Move::new(1, 0, Dir::Left), MoveSet::Drag).unwrap();
    let c = b.play(Move::new(0, 0, Dir::Right), MoveSet::Drag).unwrap();
    assert_eq!(a, c);
    assert_eq!(a, board(&["12", "12"]));
}

#[test]
fn swapping_equal_colours_is_a_null_move() {
    let b = board(&["11.", "22."]);
    let mv = Move::new(0, 0, Dir::Right);
    assert_eq!(b.classify(mv, MoveSet::Drag), Ok(MoveKind::Null));
    assert_eq!(b.play(mv, MoveSet::Drag).unwrap(), b);
}

#[test]
fn swap4_pushing_up_into_an_empty_cell_is_a_null_move() {
    let b = board(&["...", "1..", "2.."]);
    let mv = Move::new(0, 1, Dir::Up);
    assert_eq!(b.classify(mv, MoveSet::Swap4), Ok(MoveKind::Null));
    assert_eq!(b.play(mv, MoveSet::Swap4).unwrap(), b);
    // Up into a block of another colour swaps them.
    let up = b.play(Move::new(0, 0, Dir::Up), MoveSet::Swap4).unwrap();
    assert_eq!(up, board(&["...", "2..", "1.."]));
    // And drag does not allow up at all.
    assert!(b.classify(Move::new(0, 0, Dir::Up), MoveSet::Drag).is_err());
}

#[test]
fn illegal_moves_are_refused_with_the_reason() {
    let b = board(&["1.", "2."]);
    let err = |mv, rules| b.classify(mv, rules).unwrap_err().to_string();
    assert_eq!(
        err(Move::new(1, 0, Dir::Left), MoveSet::Drag),
        "there is no block at (1, 0)"
    );
    assert_eq!(
        err(Move::new(0, 0, Dir::Left), MoveSet::Drag),
        "the block at (0, 0) cannot move Left: that is off the board"
    );
    assert_eq!(
        err(Move::new(5, 0, Dir::Left), MoveSet::Drag),
        "(5, 0) is outside the board"
    );
    assert!(
        err(Move::new(0, 0, Dir::Down), MoveSet::Drag).contains("do not allow moving Down"),
        "{}",
        err(Move::new(0, 0, Dir::Down), MoveSet::Drag)
    );
    assert_eq!(
        err(Move::new(0, 1, Dir::Up), MoveSet::Swap4),
        "the block at (0, 1) cannot move Up: that is off the board"
    );
}

#[test]
fn noip_sample_solution_clears_the_board_with_a_cascade() {
    let input =
        mayan_core::format::noip::parse(b"3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n").unwrap();
    let mut b = input.board;
    let moves = [
        Move::new(2, 1, Dir::Right),
        Move::new(3, 1, Dir::Right),
        Move::new(3, 0, Dir::Right),
    ];
    // The first two moves only rearrange; the third sets off three stages:
    // 3 3 3 in column 4 with 2 2 2 along row 0, then 1 1 1, then 4 4 4.
    let mut stage_counts = Vec::new();
    let mut last_sizes = Vec::new();
    for (i, mv) in moves.into_iter().enumerate() {
        let turn = b.play_traced(mv, MoveSet::Drag).unwrap();
        assert_eq!(turn.kind, MoveKind::Swap);
        stage_counts.push(turn.stages.len());
        last_sizes = turn
            .stages
            .iter()
            .map(|s| s.vanished_cells().len())
            .collect();
        b = turn.after;
        assert_eq!(b.is_empty(), i == 2, "after move {}:\n{b}", i + 1);
    }
    assert_eq!(stage_counts, vec![0, 0, 3]);
    assert_eq!(last_sizes, vec![6, 3, 3]);
}
