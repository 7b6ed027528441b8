//! The packed search, on one thread and on several, against the general
//! search and the brute-force reference, on random boards of both move sets,
//! with and without grey blocks, for every goal.

use mayan_core::{Board, GREY, MoveSet, Notation, Puzzle};
use mayan_oracle::reference;
use mayan_solve::{Engine, Goal, Options, solve};

use crate::common::{Rng, drop_randomly};

/// A random settled board: colours come in threes so that clears are
/// possible; sometimes a grey block.
fn random_board(rng: &mut Rng, w: usize, h: usize, colours: u8, grey: bool) -> Board {
    loop {
        let triples = 1 + rng.below(((w * h) / 3).min(6) as u64) as usize;
        let mut cells = Vec::new();
        for _ in 0..triples {
            let c = 1 + rng.below(colours as u64) as u8;
            cells.extend([c, c, c]);
        }
        if grey && rng.below(2) == 0 {
            cells.push(GREY);
        }
        let b = drop_randomly(rng, w, h, &cells);
        if !b.is_clear() {
            return b;
        }
    }
}

/// The general engine's answer, through the same `solve` as the packed
/// one: only the engine choice differs.
fn general(puzzle: &Puzzle, goal: Goal, null_moves: bool) -> Option<Vec<mayan_core::Move>> {
    let puzzle = puzzle.clone().with_goal(goal);
    let opts = Options {
        null_moves,
        memory_bytes: 64 << 20,
        engine: Engine::General,
        ..Options::default()
    };
    solve(&puzzle, &opts).unwrap().moves
}

/// The packed engine's answer on one thread (the default engine for
/// these boards).
fn packed(puzzle: &Puzzle, goal: Goal, null_moves: bool) -> Option<Vec<mayan_core::Move>> {
    let opts = Options {
        null_moves,
        threads: 1,
        ..Options::default()
    };
    solve(&puzzle.clone().with_goal(goal), &opts).unwrap().moves
}

#[test]
fn packed_general_and_reference_agree_on_random_boards() {
    let mut rng = Rng::new(2011);
    let mut solved = 0;
    for case in 0..400 {
        let rules = if case % 2 == 0 {
            MoveSet::Drag
        } else {
            MoveSet::Swap4
        };
        let w = 3 + rng.below(3) as usize;
        let h = 3 + rng.below(3) as usize;
        let colours = 2 + rng.below(3) as u8;
        let board = random_board(&mut rng, w, h, colours, case % 5 == 0);
        let budget = 1 + rng.below(3) as i64;
        let puzzle = Puzzle::new(board, rules, budget, Notation::Plain).unwrap();
        for goal in [Goal::Exact, Goal::AtMost, Goal::Shortest] {
            for null_moves in [true, false] {
                let fast = packed(&puzzle, goal, null_moves);
                let slow = general(&puzzle, goal, null_moves);
                let brute =
                    reference::solve(puzzle.board(), rules, puzzle.budget(), null_moves, goal);
                assert_eq!(
                    fast, slow,
                    "case {case} {goal} null={null_moves}\n{board:?}"
                );
                assert_eq!(
                    fast, brute,
                    "case {case} {goal} null={null_moves}\n{board:?}"
                );
                solved += usize::from(fast.is_some());
            }
        }
    }
    // The boards are not all trivially unsolvable.
    assert!(solved > 300, "only {solved} solved");
}

#[test]
fn parallel_search_gives_the_single_thread_answer() {
    let mut rng = Rng::new(7);
    for case in 0..40 {
        let rules = if case % 2 == 0 {
            MoveSet::Drag
        } else {
            MoveSet::Swap4
        };
        let board = random_board(&mut rng, 6, 6, 3, false);
        let puzzle = Puzzle::new(board, rules, 4, Notation::Plain).unwrap();
        for goal in [Goal::Exact, Goal::AtMost, Goal::Shortest] {
            let puzzle = puzzle.clone().with_goal(goal);
            let one = solve(
                &puzzle,
                &Options {
                    threads: 1,
                    ..Options::default()
                },
            )
            .unwrap();
            let two = solve(
                &puzzle,
                &Options {
                    threads: 2,
                    ..Options::default()
                },
            )
            .unwrap();
            assert_eq!(one.moves, two.moves, "case {case} {goal}\n{board:?}");
        }
    }
}

#[test]
fn boards_with_more_than_fifteen_colours_use_the_general_search() {
    // 16 colours in threes on a 16 x 3 board do not pack into 4 bits a cell.
    let mut b = Board::new(16, 3).unwrap();
    for x in 0..16 {
        for y in 0..3 {
            b.set(x, y, (((x + y) % 16) + 1) as u8);
        }
    }
    b.settle();
    assert!(mayan_solve::packed::pack::<16>(&b).is_none());
    let puzzle = Puzzle::new(b, MoveSet::Drag, 1, Notation::Plain).unwrap();
    let out = solve(&puzzle, &Options::default()).unwrap();
    assert_eq!(out.moves, general(&puzzle, Goal::Exact, true));
}

#[test]
fn boards_with_twelve_to_fifteen_colours_pack_and_search_without_the_bound() {
    // The packed search keeps its colour state in 12 slots and searches
    // boards with more colours without the column bound: 12 to 15 colours
    // (each three times or more, no run) on a 7 x 7 board, against the
    // general search, for budgets that let a solution exist.
    for colours in 12..=15usize {
        let mut b = Board::new(7, 7).unwrap();
        for x in 0..7 {
            for y in 0..7 {
                // Neighbours differ by 1 (up) or 5 (right) modulo the
                // colour count: no run anywhere.
                b.set(x, y, ((x * 5 + y) % colours + 1) as u8);
            }
        }
        let (_, g) = mayan_solve::packed::pack::<7>(&b).unwrap();
        assert_eq!(g.colours as usize, colours);
        for rules in [MoveSet::Drag, MoveSet::Swap4] {
            for budget in 1..=2 {
                let puzzle = Puzzle::new(b, rules, budget, Notation::Plain).unwrap();
                for goal in [Goal::Exact, Goal::AtMost] {
                    let opts = Options {
                        threads: 1,
                        ..Options::default()
                    };
                    let fast = solve(&puzzle.clone().with_goal(goal), &opts).unwrap();
                    assert_eq!(
                        fast.moves,
                        general(&puzzle, goal, true),
                        "{colours} colours, {rules:?}, n = {budget}, {goal}"
                    );
                    assert!(fast.nodes > 0);
                }
            }
        }
    }
}

/// Deeper than the brute force reaches: budgets of 4 to 6 on boards of 15
/// to 21 blocks with room to step into empty cells (so steps sleep after
/// quiet swaps and steps down several levels), first 200 NOIP-sized boards
/// under drag on one thread, then 200 of 4 to 6 columns and 5 to 10 rows
/// under both move sets on one and two threads: the packed search (sleep
/// sets, the bound, its tables) and the general one (no sleep sets) give
/// the same smallest solution for every goal, under both readings.
/// Cutting any of the step sleep rules short makes it fail.
#[test]
fn packed_and_general_agree_deep_on_sparse_boards() {
    let mut rng = Rng::new(0x5_1ee9);
    let (mut solved, mut nodes) = (0, 0);
    for case in 0..400 {
        let (w, h, rules, threads) = if case < 200 {
            (5, 7, MoveSet::Drag, 1)
        } else {
            let rules = if case % 2 == 0 {
                MoveSet::Drag
            } else {
                MoveSet::Swap4
            };
            let (w, h) = (4 + rng.below(3) as usize, 5 + rng.below(6) as usize);
            (w, h, rules, 1 + case % 3 / 2)
        };
        let colours = 3 + rng.below(3);
        let mut cells = Vec::new();
        for _ in 0..(5 + rng.below(3) as usize).min(w * h / 3 - 1) {
            let c = 1 + rng.below(colours) as u8;
            cells.extend([c, c, c]);
        }
        if case % 4 == 0 {
            cells.push(GREY);
        }
        let board = drop_randomly(&mut rng, w, h, &cells);
        let budget = 4 + rng.below(3) as i64;
        let puzzle = Puzzle::new(board, rules, budget, Notation::Plain).unwrap();
        for goal in [Goal::Exact, Goal::AtMost, Goal::Shortest] {
            for null_moves in [true, false] {
                let opts = Options {
                    null_moves,
                    threads,
                    ..Options::default()
                };
                let out = solve(&puzzle.clone().with_goal(goal), &opts).unwrap();
                nodes += out.nodes;
                let fast = out.moves;
                let slow = general(&puzzle, goal, null_moves);
                assert_eq!(
                    fast, slow,
                    "case {case} {rules} n={budget} {goal} null={null_moves} threads={threads}\n{board:?}"
                );
                solved += usize::from(fast.is_some());
            }
        }
    }
    // Searches that go deep, not boards the bound gives up at once.
    assert!(
        solved > 200 && nodes > 500_000,
        "{solved} solved, {nodes} positions"
    );
}

/// Regression: on a 16-row board (the most a packed column holds) a quiet
/// swap in the top row left the steps below it in its two columns asleep
/// (a shift by 64 in the sleep sets), so the packed search missed this
/// board's solution, `(1,15)R (1,12)L (1,13)L`, and answered `-1`.
#[test]
fn regression_a_swap_in_the_top_row_of_a_16_row_board_wakes_the_steps_below_it() {
    let mut board = Board::new(3, 16).unwrap();
    for y in 0..2 {
        board.set(0, y, GREY);
    }
    for y in 0..16 {
        board.set(1, y, if y == 11 || y == 13 { 1 } else { GREY });
        board.set(2, y, if y == 15 { 1 } else { GREY });
    }
    let puzzle = Puzzle::new(board, MoveSet::Drag, 3, Notation::Plain).unwrap();
    for goal in [Goal::Exact, Goal::AtMost] {
        for null_moves in [true, false] {
            let fast = packed(&puzzle, goal, null_moves);
            assert!(fast.is_some(), "{goal} null={null_moves}");
            assert_eq!(
                fast,
                general(&puzzle, goal, null_moves),
                "{goal} null={null_moves}"
            );
        }
    }
}

/// Any-order searches (the generator's, [`Driver::any_solution`]: moves
/// tried most promising first, with sleep sets of the moves tried before
/// rather than those before in move order) against the general engine, on
/// the deep test's kind of sparse boards, both move sets, with and without
/// null moves, one and two threads. The general engine gives the shortest
/// solution's length `s` within 6 moves; the any-order search must find a
/// solution in `s` moves (where solutions are fewest, so a move put to
/// sleep wrongly shows) that replays to a clear board, and none in
/// `s - 1`, or none in 6 when the board has none. Counting the quiet
/// moves not yet tried as tried makes it fail; the rules of which moves
/// commute are `sleep.rs`'s unit test's, in both orders.
#[test]
fn any_order_searches_find_a_solution_exactly_when_there_is_one() {
    use mayan_solve::packed::{Driver, pack};

    fn any<const W: usize>(
        board: &Board,
        rules: MoveSet,
        k: u32,
        null_moves: bool,
        threads: usize,
    ) -> Option<Vec<mayan_core::Move>> {
        let (packed, g) = pack::<W>(board).unwrap();
        let opts = Options {
            null_moves,
            threads,
            memory_bytes: 16 << 20,
            ..Options::default()
        };
        let mut driver = Driver::<W>::new(g, rules, Goal::AtMost, opts);
        driver.any_solution();
        driver.solve(&packed, k).unwrap()
    }

    let mut rng = Rng::new(0xa_0dde);
    let (mut solved, mut unsolved) = (0, 0);
    for case in 0..300 {
        let rules = if case % 3 == 2 {
            MoveSet::Swap4
        } else {
            MoveSet::Drag
        };
        let (w, h) = if case < 100 {
            (5, 7)
        } else {
            (4 + rng.below(3) as usize, 5 + rng.below(6) as usize)
        };
        let colours = 3 + rng.below(3);
        let mut cells = Vec::new();
        for _ in 0..(5 + rng.below(3) as usize).min(w * h / 3 - 1) {
            let c = 1 + rng.below(colours) as u8;
            cells.extend([c, c, c]);
        }
        let board = drop_randomly(&mut rng, w, h, &cells);
        if board.is_clear() {
            continue;
        }
        let puzzle = Puzzle::new(board, rules, 6, Notation::Plain).unwrap();
        for null_moves in [false, true] {
            let threads = 1 + case % 2;
            let search = |k: u32| match w {
                4 => any::<4>(&board, rules, k, null_moves, threads),
                5 => any::<5>(&board, rules, k, null_moves, threads),
                _ => any::<6>(&board, rules, k, null_moves, threads),
            };
            let at = format!("case {case} {rules} null={null_moves} threads={threads}\n{board:?}");
            let Some(shortest) = general(&puzzle, Goal::Shortest, null_moves) else {
                assert_eq!(search(6), None, "{at}: none in 6");
                unsolved += 1;
                continue;
            };
            let s = shortest.len() as u32;
            let moves = search(s).unwrap_or_else(|| panic!("{at}: none found in {s}"));
            assert!(moves.len() <= s as usize, "{at}: {moves:?}");
            crate::common::replay(&board, rules, &moves, null_moves)
                .unwrap_or_else(|e| panic!("{at}: {moves:?}: {e}"));
            if s > 1 {
                assert_eq!(search(s - 1), None, "{at}: one in {}", s - 1);
            }
            solved += 1;
        }
    }
    assert!(
        solved > 150 && unsolved > 100,
        "{solved} solved, {unsolved} not"
    );
}
