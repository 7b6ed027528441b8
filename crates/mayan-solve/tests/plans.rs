//! Plans ([`mayan_core::plan`]) of the solver's solutions on random boards
//! under both move sets hold against a replay; a plan with any statement
//! changed does not; and the moves that can go are found.
//! (The NOIP and Panel Attack fixture tests check the plans of their
//! solutions too.)

use mayan_core::format::noip;
use mayan_core::plan::{Direction, Plan, PlanError, Why, removable};
use mayan_core::{Board, Dir, Move, MoveSet, Notation, Puzzle};
use mayan_solve::{Goal, Options, solve};

use crate::common::{Rng, plan_holds};
use crate::differential::random_board;

#[test]
fn plans_of_solutions_on_random_boards_hold() {
    let mut rng = Rng::new(0x91a2_7e55);
    let mut planned = 0;
    let mut cascades = 0;
    for case in 0..400 {
        let board = random_board(&mut rng);
        for rules in [MoveSet::Drag, MoveSet::Swap4] {
            let puzzle = Puzzle::new(board, rules, 4, Notation::Plain)
                .unwrap()
                .with_goal(Goal::Shortest);
            let Some(moves) = solve(&puzzle, &Options::default()).unwrap().moves else {
                continue;
            };
            if let Err(e) = plan_holds(&board, rules, &moves) {
                panic!("case {case} {rules}: {e}\n{board}");
            }
            let plan = Plan::of(&board, rules, &moves).unwrap();
            cascades += plan.clears.iter().filter(|c| c.stage > 1).count();
            planned += 1;
        }
    }
    assert!(planned >= 300, "only {planned} solutions planned");
    assert!(
        cascades >= 50,
        "only {cascades} cascades: the boards changed?"
    );
}

/// The NOIP sample and its solution.
fn sample() -> (Board, Vec<Move>) {
    let board = noip::parse(b"3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n")
        .unwrap()
        .board;
    let moves = [(2, 1), (3, 1), (3, 0)].map(|(x, y)| Move::new(x, y, Dir::Right));
    (board, moves.to_vec())
}

#[test]
fn the_noip_sample_plan_reads_as_a_player_would_say_it() {
    let (board, moves) = sample();
    let plan = Plan::of(&board, MoveSet::Drag, &moves).unwrap();
    let kinds: Vec<(u8, Direction, usize)> = plan
        .clears
        .iter()
        .map(|c| (c.colour, c.direction, c.stage))
        .collect();
    assert_eq!(
        kinds,
        [
            (2, Direction::Horizontal, 1),
            (3, Direction::Vertical, 1),
            (1, Direction::Horizontal, 2),
            (4, Direction::Horizontal, 3),
        ]
    );
    // The first move slides the 3 towards its column: it serves clear 2.
    assert_eq!(plan.towards(1).map(|c| c.number), Some(2));
    // The 1s fall once the 2s under them vanish.
    assert!(
        plan.clears[2]
            .needs
            .iter()
            .all(|n| n.clear == 1 && n.why == Why::HeldUp)
    );
}

/// Every kind of statement, changed, is caught by the replay.
#[test]
fn a_plan_with_any_statement_changed_does_not_hold() {
    let (board, moves) = sample();
    let plan = Plan::of(&board, MoveSet::Drag, &moves).unwrap();
    plan.check(&board, MoveSet::Drag, &moves).unwrap();
    type Change = fn(&mut Plan);
    let changes: [(&str, Change); 10] = [
        ("colour", |p| p.clears[0].colour = 4),
        ("cell", |p| p.clears[1].cells[0].1 = 3),
        ("direction", |p| {
            p.clears[1].direction = Direction::Horizontal
        }),
        ("line", |p| p.clears[0].lines[0].to = 4),
        ("stage", |p| p.clears[2].stage = 1),
        ("fall", |p| p.clears[3].blocks[0].fell = 1),
        ("slide", |p| p.clears[1].blocks[1].slid = 1),
        ("moves served", |p| p.clears[0].moves = vec![1, 3]),
        ("need", |p| p.clears[2].needs[0].clear = 3),
        ("a clear left out", |p| {
            p.clears.pop();
        }),
    ];
    for (what, change) in changes {
        let mut bad = plan.clone();
        change(&mut bad);
        assert!(
            matches!(
                bad.check(&board, MoveSet::Drag, &moves),
                Err(PlanError::Untrue { .. })
            ),
            "a changed {what} was not caught"
        );
    }
    // Another board, same plan: caught too.
    let mut other = board;
    other.set(0, 0, 3);
    assert!(plan.check(&other, MoveSet::Drag, &moves).is_err());
}

#[test]
fn moves_that_undo_each_other_can_go_and_needed_ones_cannot() {
    let (board, moves) = sample();
    assert!(removable(&board, MoveSet::Drag, &moves).is_empty());
    // The box maze of seed 004, solved with a detour: the 3 at (1, 4)
    // swapped down and back up first.
    let maze = mayan_core::format::grid::parse(include_bytes!("../../../examples/box-maze.txt"))
        .unwrap()
        .board;
    let line = [
        Move::new(1, 3, Dir::Up),
        Move::new(1, 4, Dir::Down),
        Move::new(1, 3, Dir::Up),
        Move::new(1, 2, Dir::Left),
    ];
    assert_eq!(removable(&maze, MoveSet::Swap4, &line), [1, 2]);
    // A line that does not clear: nothing to take out.
    assert!(removable(&maze, MoveSet::Swap4, &line[..2]).is_empty());
}
