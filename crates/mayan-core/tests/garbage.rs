//! Garbage blocks (`mayan_core::garbage`): the game's garbage puzzles read
//! and replay, hand-made boards hold each rule, and a board without garbage
//! plays exactly as a [`Board`] does.

use mayan_core::format::panel::{self, PanelPuzzle, solution};
use mayan_core::garbage::{Block, GarbageBoard, GarbageKind, GarbagePuzzle};
use mayan_core::read::{self, ReadError, ReadOptions};
use mayan_core::{Board, Dir, GREY, Goal, Move, MoveError, MoveSet};
use proptest::prelude::*;

fn fixture() -> Vec<u8> {
    std::fs::read(format!(
        "{}/../../fixtures/panel/panel-game_Puzzles-v3_full.json",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

/// Every garbage puzzle of the game's file that reads: its set and index,
/// the puzzle and its recorded Solution.
fn game_garbage_puzzles() -> Vec<(String, usize, GarbagePuzzle, String)> {
    let bytes = fixture();
    let (sets, entries) = read::read_panel_file(&bytes, &ReadOptions::default()).unwrap();
    let mut out = Vec::new();
    for e in entries {
        if let Err(ReadError::Garbage { pick, setup }) = e.read {
            let p = panel::find(&sets, &pick.set, pick.index).unwrap();
            out.push((
                pick.set.clone(),
                pick.index,
                setup.into_puzzle().unwrap(),
                p.solution.clone().unwrap(),
            ));
        }
    }
    out
}

/// A board from rows, top row first: `.` empty, `1`-`8` colours, `#` grey;
/// then the blocks `(kind, x, y, width, height)`, over empty cells.
fn gboard(rows: &[&str], blocks: &[(GarbageKind, u8, u8, u8, u8)]) -> GarbageBoard {
    let h = rows.len();
    let w = rows[0].len();
    let mut b = Board::new(w, h).unwrap();
    for (r, row) in rows.iter().enumerate() {
        for (x, c) in row.chars().enumerate() {
            let cell = match c {
                '.' => 0,
                '#' => GREY,
                d => d.to_digit(10).unwrap() as u8,
            };
            b.set(x, h - 1 - r, cell);
        }
    }
    let blocks = blocks
        .iter()
        .map(|&(kind, x, y, width, height)| Block {
            kind,
            x,
            y,
            width,
            height,
        })
        .collect();
    GarbageBoard::new(b, blocks).unwrap()
}

use GarbageKind::{Metal, Plain};

fn block(kind: GarbageKind, x: u8, y: u8, width: u8, height: u8) -> Block {
    Block {
        kind,
        x,
        y,
        width,
        height,
    }
}

#[test]
fn the_game_has_ten_garbage_moves_puzzles_that_read() {
    let puzzles = game_garbage_puzzles();
    let places: Vec<String> = puzzles
        .iter()
        .map(|(set, i, _, _)| format!("{set} #{i}"))
        .collect();
    assert_eq!(places.len(), 10, "{places:?}");
    assert!(
        places
            .iter()
            .all(|p| p.starts_with("Mission / Advanced / Advanced shoguns #"))
    );
    // Shogun 1: a metal block on the greys over a plain one with a hole
    // under five of its six columns.
    let b = puzzles[0].2.board();
    assert_eq!(
        b.blocks(),
        [block(Plain, 0, 3, 6, 1), block(Metal, 0, 5, 6, 1)]
    );
    assert_eq!(b.cells().get(0, 2), 0);
    assert_eq!(b.cells().get(1, 2), 4);
}

/// The recorded Solutions of shoguns 1, 2 and 10 win under pure rules.
/// The other seven swap while garbage is still clearing (four swaps in
/// about 100 frames in shogun 3) or count swaps the game refuses (shogun
/// 9 makes 4 for its 3 moves): they decode, and no pure-rules replay can
/// follow them. `mayan verify` reports those as needing the game's timing.
#[test]
fn recorded_solutions_that_wait_for_the_board_win() {
    let mut wins = Vec::new();
    for (_, index, puzzle, text) in game_garbage_puzzles() {
        assert!(!solution::decode(&text).unwrap().is_empty());
        if let Ok((moves, end)) = solution::play_garbage(puzzle.board(), &text)
            && end.is_clear()
        {
            assert!(moves.len() <= puzzle.budget() as usize);
            wins.push(index);
        }
    }
    assert_eq!(wins, [1, 2, 10]);
}

#[test]
fn shogun_1_is_won_as_the_game_wins_it() {
    // The recorded Solution's one swap: row 2, columns 2-3.
    let (_, _, puzzle, _) = &game_garbage_puzzles()[0];
    let end = puzzle.board().play(Move::new(1, 1, Dir::Right)).unwrap();
    assert!(end.is_clear());
    // The plain block became grey panels; the metal one, never touched,
    // stays, and counts for nothing.
    assert_eq!(end.blocks().len(), 1);
    assert_eq!(end.blocks()[0].kind, Metal);
}

#[test]
fn a_block_falls_whole_over_a_hole_and_carries_what_rests_on_it() {
    let mut b = gboard(&["2..", "...", "...", ".1."], &[(Plain, 0, 2, 2, 1)]);
    assert_eq!(b.floating(), Some((0, 2)));
    assert!(b.fall());
    // It rests on the 1; column 0 keeps a hole under it, and the 2 rode
    // down on it.
    assert_eq!(b.blocks(), [block(Plain, 0, 1, 2, 1)]);
    assert_eq!(b.cells().get(0, 0), 0);
    assert_eq!(b.cells().get(0, 2), 2);
    assert_eq!(b.floating(), None);
    assert!(b.check().is_ok());
}

#[test]
fn garbage_never_swaps_and_panels_beside_it_do() {
    let b = gboard(&["2..", "#.1"], &[(Plain, 1, 1, 2, 1)]);
    assert!(matches!(
        b.classify(Move::new(0, 1, Dir::Right)),
        Err(MoveError::Garbage { .. })
    ));
    let mut moves = Vec::new();
    b.for_each_move(true, |mv, _| {
        moves.push(mv);
        true
    });
    // The 2 rests on the grey; its right is garbage.
    assert_eq!(
        moves,
        [Move::new(0, 0, Dir::Right), Move::new(2, 0, Dir::Left)]
    );
    // Moving the 1 from under the block leaves the grey holding it up.
    let after = b.play(Move::new(2, 0, Dir::Left)).unwrap();
    assert_eq!(after.blocks(), b.blocks());
}

#[test]
fn an_edge_clears_a_block_and_a_corner_does_not() {
    // The run's end (2, 0) meets the block at (1, 1) only by a corner.
    let mut b = gboard(
        &["......", "......", "......", "##111#"],
        &[(Plain, 0, 1, 2, 1)],
    );
    b.settle();
    assert_eq!(b.blocks(), [block(Plain, 0, 1, 2, 1)]);
    assert!(b.is_clear());
    // Beside it, in its row: cleared into grey panels.
    let mut b = gboard(&["......", "..111.", "######"], &[(Plain, 0, 1, 2, 1)]);
    b.settle();
    assert!(b.blocks().is_empty());
    assert_eq!(b.cells().get(0, 1), GREY);
    assert!(b.is_clear());
    // Above it, over its columns.
    let mut b = gboard(
        &["1.....", "1.....", "1.....", "......", "######"],
        &[(Metal, 0, 1, 3, 1)],
    );
    b.settle();
    assert!(b.blocks().is_empty());
}

#[test]
fn clearing_spreads_to_touching_blocks_of_its_kind_only() {
    // Plain A (row 1) is hit from below; plain B on it goes too; metal C
    // beside A stays.
    let mut b = gboard(
        &["......", "......", "......", "111###"],
        &[
            (Plain, 0, 1, 3, 1),
            (Plain, 0, 2, 3, 1),
            (Metal, 3, 1, 3, 1),
        ],
    );
    b.settle();
    assert_eq!(b.blocks(), [block(Metal, 3, 1, 3, 1)]);
    // Both plain blocks became grey panels and fell into the run's room.
    assert_eq!(b.cells().get(0, 0), GREY);
    assert_eq!(b.cells().get(0, 1), GREY);
    assert!(!b.is_garbage(0, 1));
    // The same with the kinds the other way round: metal passes to metal,
    // not to plain.
    let mut b = gboard(
        &["......", "......", "......", "111###"],
        &[
            (Metal, 0, 1, 3, 1),
            (Metal, 0, 2, 3, 1),
            (Plain, 3, 1, 3, 1),
        ],
    );
    b.settle();
    assert_eq!(b.blocks(), [block(Plain, 3, 1, 3, 1)]);
    // A block touching a cleared one only by a corner stays.
    let mut b = gboard(
        &["......", "......", "...###", "111###"],
        &[(Plain, 0, 1, 3, 1), (Plain, 3, 2, 3, 1)],
    );
    b.settle();
    assert_eq!(b.blocks().len(), 1);
}

#[test]
fn converted_panels_fall_after_the_settle_and_what_they_carry_matches() {
    // The 1s under the block vanish; the block turns grey once the board
    // is still; the greys fall, the 2 on the block with them, and the 2s
    // of row 1 match.
    let mut b = Board::new(3, 5).unwrap();
    for (x, y, c) in [
        (0, 0, 1),
        (0, 1, 1),
        (0, 2, 1),
        (0, 4, 2),
        (1, 0, GREY),
        (1, 1, 2),
        (1, 2, GREY),
        (2, 0, GREY),
        (2, 1, 2),
    ] {
        b.set(x, y, c);
    }
    let mut b = GarbageBoard::new(b, vec![block(Plain, 0, 3, 2, 1)]).unwrap();
    assert_eq!(b.settle(), 2, "the 1s, then the 2s");
    assert!(b.blocks().is_empty());
    assert!(b.is_clear());
    assert_eq!(b.cells().get(1, 1), GREY);
    assert_eq!(b.cells().get(1, 2), GREY);
}

#[test]
fn a_tall_block_loses_its_bottom_row_and_the_rest_falls() {
    let mut b = gboard(&["...", "...", "...", "111"], &[(Plain, 0, 1, 3, 2)]);
    b.settle();
    assert_eq!(b.blocks(), [block(Plain, 0, 1, 3, 1)]);
    for x in 0..3 {
        assert_eq!(b.cells().get(x, 0), GREY);
        assert!(!b.is_garbage(x, 0));
        assert!(b.is_garbage(x, 1));
    }
}

#[test]
fn garbage_stacks_read_as_the_game_reads_them() {
    let puzzle = |stack: &str| PanelPuzzle {
        stack: stack.to_string(),
        ..PanelPuzzle::new(&Board::new(6, 12).unwrap(), 1)
    };
    // A two-row block, a combo block, a metal block.
    let b = puzzle("[==========]0[==]0{=}000121009")
        .garbage_board()
        .unwrap();
    assert_eq!(
        b.blocks(),
        [
            block(Metal, 0, 1, 3, 1),
            block(Plain, 1, 2, 4, 1),
            block(Plain, 0, 3, 6, 2)
        ]
    );
    assert_eq!(b.cells().get(5, 0), GREY);
    assert!(puzzle("[==========]0[==]0{=}000121009").board().is_err());
    let error = |stack: &str| puzzle(stack).garbage_board().unwrap_err().message;
    assert!(
        error("0[0000").contains("position 2"),
        "{}",
        error("0[0000")
    );
    assert!(error("[====").contains("position 5"), "{}", error("[===="));
    assert!(error("====]").contains("position 5"), "{}", error("====]"));
    assert!(error("[===}").contains("position 1"), "{}", error("[===}"));
    assert!(
        error("00=000").contains("position 3"),
        "{}",
        error("00=000")
    );
    assert!(
        error("[=1==]").contains("position 3"),
        "{}",
        error("[=1==]")
    );
    assert!(error("[==]][").contains("position"), "{}", error("[==]]["));
    // A block of more than 6 cells fills whole rows.
    assert!(
        error("000[=====]00").contains("7 cells"),
        "{}",
        error("000[=====]00")
    );
    assert!(
        error("00000[=]0000").contains("3 cells"),
        "{}",
        error("00000[=]0000")
    );
    // The game's one garbage "moves" puzzle with a GarbagePanelBuffer.
    let mut with_buffer = puzzle("[====]100221");
    with_buffer
        .other_keys
        .push("GarbagePanelBuffer".to_string());
    assert!(
        with_buffer
            .garbage_board()
            .unwrap_err()
            .message
            .contains("GarbagePanelBuffer")
    );
    let mut chain = puzzle("[====]100221");
    chain.kind = "chain".to_string();
    assert!(chain.garbage_board().is_err());
}

#[test]
fn a_garbage_puzzle_is_validated() {
    let b = gboard(&["...", "1.."], &[(Plain, 1, 1, 2, 1)]);
    assert!(
        GarbagePuzzle::new(b.clone(), 1, Goal::AtMost).is_err(),
        "it floats"
    );
    let mut settled = b.clone();
    settled.settle();
    assert!(GarbagePuzzle::new(settled.clone(), 1, Goal::AtMost).is_ok());
    assert!(GarbagePuzzle::new(settled, 0, Goal::AtMost).is_err());
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1024, ..ProptestConfig::default() })]

    /// A garbage board with no garbage settles, generates moves and plays
    /// them exactly as the plain board does: the two rule sets cannot
    /// drift apart.
    #[test]
    fn no_garbage_plays_as_a_board(raw in crate::props::raw_board()) {
        let mut plain = raw;
        let mut g = GarbageBoard::from_board(raw);
        prop_assert_eq!(g.settle(), plain.settle());
        prop_assert_eq!(g.cells(), &plain);
        prop_assert_eq!(g.floating(), plain.floating_block());
        let mut ours = Vec::new();
        g.for_each_move(true, |mv, null| { ours.push((mv, null)); true });
        let mut theirs = Vec::new();
        plain.for_each_move(MoveSet::Drag, true, |mv, null| { theirs.push((mv, null)); true });
        prop_assert_eq!(&ours, &theirs);
        for (mv, _) in ours {
            let (after, stages, vanished) = g.play_counting(mv).unwrap();
            let turn = plain.play_traced(mv, MoveSet::Drag).unwrap();
            prop_assert_eq!(after.cells(), &turn.after);
            prop_assert_eq!(stages as usize, turn.stages.len());
            let gone: usize = turn.stages.iter().map(|s| s.vanished_cells().len()).sum();
            prop_assert_eq!(vanished as usize, gone);
        }
    }
}
