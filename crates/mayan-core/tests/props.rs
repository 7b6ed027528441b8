//! Property tests of the rules on random boards: settling is idempotent and
//! leaves a settled board, blocks vanish only in runs of three or more, the
//! trace is consistent, and the fast [`Board`] agrees with the slow
//! [`SimpleBoard`] on settling, on every legal move and on move generation
//! (drag and swap4, boards up to 16 x 16, grey blocks sometimes).

use mayan_core::{Board, Dir, EMPTY, GREY, Move, MoveKind, MoveSet};
use mayan_oracle::simple::SimpleBoard;
use proptest::prelude::*;

/// A board of random cells, not settled: blocks may float and runs may be
/// there. Mostly small and crowded with few colours, so that runs and
/// cascades are common; sometimes up to 16 x 16, up to 35 colours, with
/// grey blocks.
pub(crate) fn raw_board() -> impl Strategy<Value = Board> {
    let size = prop_oneof![
        4 => (1usize..=7, 1usize..=8),
        3 => (1usize..=16, 1usize..=16),
        1 => (12usize..=16, 12usize..=16),
    ];
    let colours = prop_oneof![4 => 1u8..=4, 1 => 1u8..=35];
    (size, colours, 20u32..=100, 0u32..=15).prop_flat_map(|((w, h), k, fill, grey)| {
        proptest::collection::vec((0u32..100, 1u8..=k, 0u32..100), w * h).prop_map(move |cells| {
            let mut b = Board::new(w, h).unwrap();
            for (i, &(f, c, g)) in cells.iter().enumerate() {
                if f < fill {
                    b.set(i % w, i / w, if g < grey { GREY } else { c });
                }
            }
            b
        })
    })
}

/// A random settled board: a raw board after settling.
fn settled_board() -> impl Strategy<Value = Board> {
    raw_board().prop_map(|mut b| {
        b.settle();
        b
    })
}

fn rules() -> impl Strategy<Value = MoveSet> {
    prop_oneof![Just(MoveSet::Drag), Just(MoveSet::Swap4)]
}

/// The slow engine's settle, back on a fast board.
fn simple_settle(b: &Board) -> Board {
    let mut s = SimpleBoard::from_board(b);
    s.settle();
    s.to_board()
}

/// Cells of a mask-like list, sorted.
fn sorted(mut v: Vec<(usize, usize)>) -> Vec<(usize, usize)> {
    v.sort();
    v
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2048, ..ProptestConfig::default() })]

    #[test]
    fn settle_is_idempotent_and_leaves_a_settled_board(b in raw_board()) {
        let mut once = b;
        once.settle();
        prop_assert!(once.is_settled(), "not settled:\n{once}");
        prop_assert_eq!(once.floating_block(), None);
        prop_assert!(!once.find_runs().1);
        let mut twice = once;
        prop_assert_eq!(twice.settle(), 0);
        prop_assert_eq!(twice, once);
    }

    #[test]
    fn settle_agrees_with_the_simple_engine(b in raw_board()) {
        let mut fast = b;
        fast.settle();
        prop_assert_eq!(fast, simple_settle(&b), "from:\n{}", b);
    }

    #[test]
    fn find_runs_agrees_with_the_simple_engine_even_on_unfallen_boards(b in raw_board()) {
        let (mask, any) = b.find_runs();
        let fast = sorted(mayan_core::settle::mask_cells(&mask, b.width()));
        let slow = sorted(SimpleBoard::from_board(&b).doomed());
        prop_assert_eq!(any, !fast.is_empty());
        prop_assert_eq!(fast, slow, "on:\n{}", b);
    }

    #[test]
    fn blocks_vanish_only_in_runs_of_three_or_more(b in raw_board()) {
        let mut after = b;
        let stages = after.settle_traced();
        let mut plain = b;
        prop_assert_eq!(plain.settle() as usize, stages.len());
        prop_assert_eq!(plain, after);
        // Replay the trace: each stage's fallen board is the previous
        // stage's board minus what vanished, fallen again.
        let mut expect = b;
        expect.fall();
        for (i, stage) in stages.iter().enumerate() {
            prop_assert_eq!(stage.fallen, expect, "stage {}", i + 1);
            prop_assert_eq!(stage.fallen.floating_block(), None);
            let cells = stage.vanished_cells();
            prop_assert!(cells.len() >= 3, "stage {} removes {} cells", i + 1, cells.len());
            for &(x, y) in &cells {
                let c = stage.fallen.get(x, y);
                prop_assert!(c != EMPTY && c != GREY, "stage {} removes {} at ({}, {})", i + 1, c, x, y);
            }
            let mut next = stage.fallen;
            next.remove(&stage.vanished);
            let before = stage.fallen.colour_counts();
            let left = next.colour_counts();
            for colour in 1..=GREY as usize {
                let gone = before[colour] - left[colour];
                prop_assert!(
                    gone == 0 || (gone >= 3 && colour != GREY as usize),
                    "stage {}: {} blocks of colour {} vanished", i + 1, gone, colour
                );
            }
            prop_assert_eq!(
                stage.fallen.block_count() - next.block_count(),
                cells.len()
            );
            next.fall();
            expect = next;
        }
        prop_assert_eq!(expect, after);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1024, ..ProptestConfig::default() })]

    #[test]
    fn every_legal_move_plays_the_same_on_both_engines(b in settled_board(), rules in rules()) {
        let simple = SimpleBoard::from_board(&b);
        for mv in simple.legal_moves(rules) {
            let fast = b.play(mv, rules);
            prop_assert!(fast.is_ok(), "{:?} refused: {:?}", mv, fast);
            let fast = fast.unwrap();
            let slow = simple.play(mv).to_board();
            prop_assert_eq!(fast, slow, "{:?} under {} on:\n{}", mv, rules, b);
            let turn = b.play_traced(mv, rules).unwrap();
            prop_assert_eq!(turn.after, fast);
            prop_assert_eq!(turn.before, b);
            // A null move, and only a null move, leaves the board unchanged.
            prop_assert_eq!(turn.kind == MoveKind::Null, fast == b, "{:?} is {:?}", mv, turn.kind);
        }
    }

    #[test]
    fn classify_accepts_exactly_the_simple_engines_legal_moves(
        b in settled_board(),
        rules in rules(),
        probes in proptest::collection::vec((0u8..18, 0u8..18, 0usize..4), 64),
    ) {
        let legal = SimpleBoard::from_board(&b).legal_moves(rules);
        for (x, y, d) in probes {
            let mv = Move { x, y, dir: Dir::ALL[d] };
            prop_assert_eq!(
                b.classify(mv, rules).is_ok(),
                legal.contains(&mv),
                "{:?} under {} on:\n{}", mv, rules, b
            );
        }
    }

    #[test]
    fn move_generation_is_the_legal_moves_less_twins_in_solution_order(
        b in settled_board(),
        rules in rules(),
        null_moves in any::<bool>(),
    ) {
        let simple = SimpleBoard::from_board(&b);
        let mut expect = Vec::new();
        for mv in simple.legal_moves(rules) {
            let (tx, ty) = mv.target();
            let twin = matches!(mv.dir, Dir::Left | Dir::Down)
                && b.get(tx as usize, ty as usize) != EMPTY;
            let null = simple.play(mv) == simple;
            if twin || (null && !null_moves) {
                continue;
            }
            expect.push((mv, null));
        }
        let mut got = Vec::new();
        b.for_each_move(rules, null_moves, |mv, null| {
            got.push((mv, null));
            true
        });
        prop_assert_eq!(&got, &expect, "under {} (null moves {}) on:\n{}", rules, null_moves, b);
        prop_assert!(got.windows(2).all(|w| w[0].0 < w[1].0), "not in solution order");
        // Stopping early stops.
        let mut seen = 0;
        b.for_each_move(rules, null_moves, |_, _| {
            seen += 1;
            false
        });
        prop_assert_eq!(seen, usize::from(!expect.is_empty()));
    }
}
