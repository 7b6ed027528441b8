//! The parallel search gives the one-thread search's answer, move for
//! move, at every thread count: on the official NOIP data and the random
//! NOIP boards (both readings, their own budgets and raised ones, the goals
//! exact, at most and shortest), on every Panel Attack puzzle we hold, and
//! on random boards of other sizes under both move sets. Thread counts
//! above the machine's cores are tested too: the answer may not depend on
//! which thread finishes first.

use std::path::Path;

use mayan_core::format::panel;
use mayan_core::read::{Format, ReadOptions, read_puzzle};
use mayan_core::{MoveSet, Notation, Puzzle};
use mayan_solve::{Goal, Options, solve};

use crate::common::{Rng, drop_randomly, replay};

fn fixtures(dir: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures")
        .join(dir)
}

/// The NOIP puzzles of a fixture folder, sorted by name.
fn noip(dir: &str) -> Vec<(String, Puzzle)> {
    let mut paths: Vec<_> = std::fs::read_dir(fixtures(dir))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .collect();
    paths.sort();
    let opts = ReadOptions {
        format: Some(Format::Noip),
        ..ReadOptions::default()
    };
    paths
        .iter()
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (
                name,
                read_puzzle(&std::fs::read(p).unwrap(), &opts).unwrap(),
            )
        })
        .collect()
}

/// Solves `puzzle` on 1 thread and on each of `threads`, asserts the same
/// answer (and that it replays), and returns whether it has one.
fn same_on_every_thread_count(
    puzzle: &Puzzle,
    null_moves: bool,
    threads: &[usize],
    what: &str,
) -> bool {
    let on = |t: usize| {
        solve(
            puzzle,
            &Options {
                null_moves,
                threads: t,
                ..Options::default()
            },
        )
        .unwrap()
        .moves
    };
    let one = on(1);
    for &t in threads {
        assert_eq!(on(t), one, "{what}: {t} threads against 1");
    }
    if let Some(moves) = &one {
        let null_ok = null_moves && puzzle.goal() != Goal::Shortest;
        replay(puzzle.board(), puzzle.rules(), moves, null_ok)
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        if puzzle.goal() == Goal::Exact {
            assert_eq!(moves.len() as u32, puzzle.budget(), "{what}");
        }
    }
    one.is_some()
}

#[test]
fn noip_fixtures_get_the_same_answer_on_every_thread_count() {
    let mut cases = noip("noip2011");
    cases.extend(noip("noip-random"));
    assert!(cases.len() >= 206, "{} cases", cases.len());
    for (name, p) in &cases {
        for null_moves in [true, false] {
            same_on_every_thread_count(
                p,
                null_moves,
                &[2, 3],
                &format!("{name}, null moves {null_moves}"),
            );
        }
    }
}

#[test]
fn dense_noip_boards_with_raised_budgets_get_the_same_answer_for_every_goal() {
    // The densest random boards (29 blocks and more), at budgets where the
    // parallel search splits a few levels down and where solutions are
    // found on several threads at once.
    let dense: Vec<_> = noip("noip-random")
        .into_iter()
        .filter(|(_, p)| p.board().block_count() >= 29)
        .collect();
    assert!(dense.len() >= 15, "{} dense boards", dense.len());
    let (mut solved, mut unsolved) = (0, 0);
    for (name, p) in &dense {
        for (n, goal) in [(6, Goal::Exact), (5, Goal::AtMost), (7, Goal::Shortest)] {
            let p = p.from_position(*p.board(), n).unwrap().with_goal(goal);
            let what = format!("{name}, n = {n}, {goal}");
            if same_on_every_thread_count(&p, false, &[2, 4], &what) {
                solved += 1;
            } else {
                unsolved += 1;
            }
        }
    }
    assert!(
        solved >= 10 && unsolved >= 5,
        "{solved} solved, {unsolved} not"
    );
}

#[test]
fn panel_attack_puzzles_get_the_same_answer_on_every_thread_count() {
    let mut puzzles = 0;
    for file in [
        "panel-attack_stock-example_v2.json",
        "panel-game_Puzzles-v3_classic-sets-with-solutions.json",
    ] {
        let sets = panel::parse(&std::fs::read(fixtures("panel").join(file)).unwrap()).unwrap();
        for set in &sets {
            for (i, p) in set.puzzles.iter().enumerate() {
                let Ok(board) = p.board() else { continue };
                let Ok(puzzle) = Puzzle::new(board, MoveSet::Drag, p.moves, Notation::PanelAttack)
                else {
                    continue;
                };
                let what = format!("{file} {} #{}", set.name, i + 1);
                for goal in [Goal::AtMost, Goal::Shortest] {
                    same_on_every_thread_count(
                        &puzzle.clone().with_goal(goal),
                        false,
                        &[2, 3],
                        &what,
                    );
                }
                puzzles += 1;
            }
        }
    }
    assert!(puzzles >= 60, "{puzzles} puzzles");
}

#[test]
fn random_boards_of_other_sizes_get_the_same_answer_on_every_thread_count() {
    let mut rng = Rng::new(0x7472_6561_6473);
    let mut solved = 0;
    for case in 0..60 {
        let (w, h) = [(4, 5), (6, 6), (8, 4), (5, 9)][case % 4];
        let rules = if case % 3 == 0 {
            MoveSet::Swap4
        } else {
            MoveSet::Drag
        };
        // Three blocks of each colour, some colours twice over.
        let colours = 3 + (case % 3) as u8;
        let mut cells: Vec<u8> = (1..=colours).flat_map(|c| [c; 3]).collect();
        cells.extend([1, 1, 1, 2, 2, 2].iter().take(3 * (case % 3)));
        for i in (1..cells.len()).rev() {
            cells.swap(i, rng.below(i as u64 + 1) as usize);
        }
        let board = drop_randomly(&mut rng, w, h, &cells);
        if board.is_clear() {
            continue;
        }
        let n = 4 + (case % 3) as i64;
        let Ok(p) = Puzzle::new(board, rules, n, Notation::Plain) else {
            continue;
        };
        for goal in [Goal::Exact, Goal::AtMost] {
            for null_moves in [true, false] {
                let what = format!(
                    "case {case} {w}x{h} {rules:?} n = {n} {goal} null {null_moves}\n{board}"
                );
                solved += usize::from(same_on_every_thread_count(
                    &p.clone().with_goal(goal),
                    null_moves,
                    &[2, 3],
                    &what,
                ));
            }
        }
    }
    assert!(solved >= 20, "{solved} solved");
}

#[test]
fn regression_the_units_of_a_parallel_search_are_found_in_bounded_time() {
    // The loop that adds levels of units until there are enough never
    // ended when a level was empty (a board without moves: `1.1` under at
    // most 4 moves without null moves) or was a single win (`11.1.`, whose
    // at-most solution `1 0 R`, `0 0 R` is the first line of its first
    // unit).
    for (grid, solvable) in [("1.1\n", false), ("11.1.\n", true)] {
        let b = mayan_core::format::grid::parse(grid.as_bytes())
            .unwrap()
            .board;
        for goal in [Goal::AtMost, Goal::Exact, Goal::Shortest] {
            let p = Puzzle::new(b, MoveSet::Drag, 4, Notation::Plain)
                .unwrap()
                .with_goal(goal);
            let found = same_on_every_thread_count(&p, false, &[2, 3], grid);
            assert_eq!(found, solvable, "{grid} {goal}");
        }
    }
}

#[test]
fn counts_and_uniqueness_are_the_same_on_every_thread_count() {
    use mayan_solve::analysis::{count, uniqueness};
    let mut counted = 0u128;
    for (name, p) in noip("noip-random").iter().step_by(5) {
        for (n, goal) in [(4, Goal::Exact), (4, Goal::AtMost), (5, Goal::Shortest)] {
            let p = p.from_position(*p.board(), n).unwrap().with_goal(goal);
            let on = |threads: usize| Options {
                threads,
                ..Options::default()
            };
            let one = count(&p, &on(1)).unwrap();
            counted += one;
            let u = uniqueness(&p, &on(1)).unwrap();
            for t in [2, 3] {
                assert_eq!(
                    count(&p, &on(t)).unwrap(),
                    one,
                    "{name} n = {n} {goal}, {t} threads"
                );
                assert_eq!(
                    uniqueness(&p, &on(t)).unwrap(),
                    u,
                    "{name} n = {n} {goal}, {t} threads"
                );
            }
        }
    }
    assert!(counted > 1000, "{counted} solutions in all");
}
