//! Plans ([`mayan_core::plan`]) of the solver's solutions on random boards
//! under both move sets hold against a replay; a plan with any statement
//! changed does not; what had to come first is held to a counterfactual
//! (the earlier clear's blocks left standing); the bugs of issue 36 are
//! pinned; and the moves that can go are found.
//! (The NOIP and Panel Attack fixture tests check the plans of their
//! solutions too.)

use mayan_core::format::grid;
use mayan_core::format::noip;
use mayan_core::format::notation::parse_answer;
use mayan_core::plan::{Direction, Need, NullKind, NullMove, Plan, PlanError, Why, removable};
use mayan_core::read::{ReadOptions, read_puzzle};
use mayan_core::{Board, Dir, Move, MoveSet, Notation, Puzzle};
use mayan_solve::generate::{GenSpec, construct};
use mayan_solve::{Goal, Options, solve};

use crate::common::{Rng, Tally, plan_holds, tally_needs};
use crate::differential::random_board;

/// The solver's shortest solution of `board` in at most 4 moves.
fn shortest(board: &Board, rules: MoveSet) -> Option<Vec<Move>> {
    let puzzle = Puzzle::new(*board, rules, 4, Notation::Plain)
        .unwrap()
        .with_goal(Goal::Shortest);
    solve(&puzzle, &Options::default()).unwrap().moves
}

#[test]
fn plans_of_solutions_on_random_boards_hold() {
    let mut rng = Rng::new(0x91a2_7e55);
    let mut planned = 0;
    let mut cascades = 0;
    for case in 0..400 {
        let board = random_board(&mut rng);
        for rules in [MoveSet::Drag, MoveSet::Swap4] {
            let Some(moves) = shortest(&board, rules) else {
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
    let changes: [(&str, Change); 17] = [
        ("colour", |p| p.clears[0].colour = 4),
        ("cell", |p| p.clears[1].cells[0].1 = 3),
        ("direction", |p| {
            p.clears[1].direction = Direction::Horizontal
        }),
        ("line", |p| p.clears[0].lines[0].to = 4),
        ("stage", |p| p.clears[2].stage = 1),
        ("fall", |p| p.clears[3].blocks[0].fell = 1),
        ("slide", |p| p.clears[1].blocks[1].slid = 1),
        ("start", |p| p.clears[3].blocks[0].start = (2, 3)),
        ("moves served", |p| p.clears[0].moves = vec![1, 3]),
        ("need", |p| p.clears[2].needs[0].clear = 3),
        ("need left out", |p| {
            p.clears[3].needs.pop();
        }),
        ("need added", |p| {
            let mut extra = p.clears[3].needs[0].clone();
            extra.block = (4, 3);
            p.clears[3].needs.push(extra);
        }),
        ("need's reason", |p| {
            p.clears[3].needs[0].why = Why::MadeRoom
        }),
        ("need's cell", |p| p.clears[3].needs[0].cell = (1, 0)),
        ("need's room", |p| p.clears[3].needs[0].into = (0, 5)),
        ("null move added", |p| {
            p.null_moves.push(NullMove {
                number: 1,
                from: (2, 1),
                to: (3, 1),
                colour: 3,
                kind: NullKind::Equal,
            })
        }),
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

/// The answers recorded in the fixture folders that clear a board: each
/// answer file (`.ans`, `.literal.ans`, `.pruned.ans`) beside its puzzle,
/// read as the CLI reads them; `-1` is left out.
fn recorded_answers() -> Vec<(String, Board, MoveSet, Vec<Move>)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures");
    let folders = [
        "noip2011",
        "noip-random",
        "generated/noip-n4",
        "generated/noip-n5",
        "generated/box-maze-n3",
        "generated/box-maze-n4",
    ];
    let mut out = Vec::new();
    for folder in folders {
        let dir = root.join(folder);
        let mut names: Vec<String> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("fixtures/{folder}: {e}"))
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .filter(|n| n.ends_with(".ans"))
            .collect();
        names.sort();
        for name in names {
            let stem = name.split('.').next().unwrap();
            let input = ["in", "txt"]
                .map(|ext| dir.join(format!("{stem}.{ext}")))
                .into_iter()
                .find(|p| p.exists())
                .unwrap_or_else(|| panic!("fixtures/{folder}/{name}: no puzzle beside it"));
            let opts = ReadOptions {
                file_name: Some(input.display().to_string()),
                ..ReadOptions::default()
            };
            let puzzle = read_puzzle(&std::fs::read(&input).unwrap(), &opts)
                .unwrap_or_else(|e| panic!("{}: {e}", input.display()));
            let text = std::fs::read(dir.join(&name)).unwrap();
            let Some(written) = parse_answer(&text).unwrap() else {
                continue;
            };
            let (mut at, mut moves) = (*puzzle.board(), Vec::new());
            for (m, _) in written {
                let mv = m.resolve(&at).unwrap();
                at = at.play(mv, puzzle.rules()).unwrap();
                moves.push(mv);
            }
            out.push((
                format!("{folder}/{name}"),
                *puzzle.board(),
                puzzle.rules(),
                moves,
            ));
        }
    }
    out
}

/// What had to come first, held to a replay without it ([`tally_needs`]):
/// on every recorded answer of the fixtures and the solver's shortest
/// solutions of 500 random boards under both move sets, no need is named
/// that is no cause, and no cause is missed.
#[test]
fn what_had_to_come_first_is_what_a_replay_without_it_loses() {
    let mut tally = Tally::default();
    let recorded = recorded_answers();
    for (name, board, rules, moves) in &recorded {
        tally_needs(board, *rules, moves, &mut tally).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
    let fixtures = tally.plans;
    let mut rng = Rng::new(0x5eed_0036);
    for case in 0..500 {
        let board = random_board(&mut rng);
        for rules in [MoveSet::Drag, MoveSet::Swap4] {
            let Some(moves) = shortest(&board, rules) else {
                continue;
            };
            tally_needs(&board, rules, &moves, &mut tally)
                .unwrap_or_else(|e| panic!("case {case}: {e}"));
        }
    }
    // NOIP-shaped boards the generator builds backward (no search): the
    // solver's answer to each, and the line it was built with.
    let mut rng = Rng::new(0x36_0036);
    for case in 0..300u32 {
        let rules = [MoveSet::Drag, MoveSet::Swap4][case as usize % 2];
        let spec = GenSpec {
            rules,
            moves: 3 + case % 3,
            ..GenSpec::default()
        };
        let Some((board, built)) = construct(&spec, &mut rng) else {
            continue;
        };
        let puzzle = Puzzle::new(board, rules, i64::from(spec.moves), Notation::Noip).unwrap();
        let found = solve(&puzzle, &Options::default()).unwrap().moves;
        for moves in [Some(built), found].into_iter().flatten() {
            tally_needs(&board, rules, &moves, &mut tally)
                .unwrap_or_else(|e| panic!("built case {case}: {e}"));
        }
    }
    eprintln!(
        "{fixtures} fixture answers and {} lines on random boards: {tally:?}",
        tally.plans - fixtures
    );
    assert!(
        tally.wrong == 0 && tally.missed == 0,
        "{} needs that are no cause, {} causes missed:\n{}",
        tally.wrong,
        tally.missed,
        tally.failures.join("\n")
    );
    assert!(fixtures >= 120, "only {fixtures} fixture answers");
    assert!(
        tally.named >= 2_000 && tally.causes >= 2_000,
        "only {} needs and {} causes",
        tally.named,
        tally.causes
    );
}

/// A clear's need on the earlier clear `clear` for the block from `block`.
fn need(plan: &Plan, of: usize, clear: usize, block: (usize, usize)) -> Option<&Need> {
    plan.clears[of - 1]
        .needs
        .iter()
        .find(|n| n.clear == clear && n.block == block)
}

/// A grid board and moves written `x y R`, the plan of them, checked.
fn planned(rows: &[u8], rules: MoveSet, moves: &str) -> (Board, Vec<Move>, Plan) {
    let board = grid::parse(rows).unwrap().board;
    let moves: Vec<Move> = moves
        .split(';')
        .map(|m| {
            let p: Vec<&str> = m.split_whitespace().collect();
            let dir = Dir::from_letter(p[2].chars().next().unwrap()).unwrap();
            Move::new(p[0].parse().unwrap(), p[1].parse().unwrap(), dir)
        })
        .collect();
    let plan = Plan::checked(&board, rules, &moves).unwrap();
    (board, moves, plan)
}

/// Issue 36's repro: the 2 slid over column 3 in move 2 falls into the
/// room clear 1 left there in move 1; the plan named no earlier clear.
#[test]
fn a_fall_in_a_later_move_into_room_an_earlier_clear_left_needs_it() {
    let rows = b"1.....\n4..22.\n2.131.\n32211.\n43214.\n";
    let (board, moves, plan) = planned(rows, MoveSet::Drag, "3 2 R; 4 3 L; 3 0 R; 0 0 R");
    let n = need(&plan, 2, 1, (4, 3)).expect("clear 2 needs clear 1");
    assert_eq!(
        (n.why, n.cell, n.into, n.by.as_slice()),
        (Why::MadeRoom, (3, 0), (3, 1), &[][..])
    );
    assert!(
        plan.describe(Notation::Plain).contains(
            "Clear 1 had to come first: the 2 from (4, 3) fell into the room its block at (3, 0) left."
        ),
        "{}",
        plan.describe(Notation::Plain)
    );
    // Without it the check finds the need missed.
    let mut missed = plan.clone();
    missed.clears[1].needs.clear();
    let e = missed.check(&board, MoveSet::Drag, &moves).unwrap_err();
    assert!(e.to_string().contains("needs clear 1"), "{e}");
}

/// A block that swaps with the one standing in an earlier clear's cell
/// gets there all the same without that clear: no need. (Clear 1's 1s
/// vanish from column 3, a 2 falls into (3, 0), and move 3 swaps the 3
/// from (2, 0) with it.)
#[test]
fn a_block_swapped_with_one_standing_in_an_earlier_clears_cell_does_not_need_it() {
    let rows = b".....\n...2.\n...1.\n.3.1.\n22331\n";
    let (_, _, plan) = planned(rows, MoveSet::Drag, "1 1 R; 3 0 R; 2 0 R");
    assert!(need(&plan, 3, 1, (2, 0)).is_none(), "{plan:?}");
    let needs: Vec<usize> = plan.clears[2].needs.iter().map(|n| n.clear).collect();
    assert_eq!(needs, [2]);
}

/// A block slid into a cell an earlier clear emptied, that another block
/// rested in since, does not need that clear; the room the clear left,
/// carried along by the slides, is what the 2 from (3, 1) fell into.
#[test]
fn a_block_moved_into_a_cell_another_block_rested_in_since_does_not_need_it() {
    let rows = b"....\n....\n....\n.122\n.112\n";
    let (_, _, plan) = planned(rows, MoveSet::Drag, "1 0 L; 2 0 L; 3 0 L");
    assert!(need(&plan, 2, 1, (3, 0)).is_none(), "{plan:?}");
    let held = need(&plan, 2, 1, (2, 1)).unwrap();
    assert_eq!((held.why, held.cell), (Why::HeldUp, (2, 0)));
    let carried = need(&plan, 2, 1, (3, 1)).unwrap();
    assert_eq!(
        (carried.why, carried.cell, carried.into),
        (Why::MadeRoom, (1, 0), (3, 0))
    );
    assert_eq!(carried.by, [2, 3]);
    assert!(plan.describe(Notation::Plain).contains(
        "Clear 1 had to come first: its block at (2, 0) held up the 2 from (2, 1); the 2 from (3, 1) fell into the room its block at (1, 0) left, which moves 2 and 3 brought to column 3."
    ));
}

/// A block held up through a stack: the NOIP sample's 4 from (2, 2)
/// rested on the 3 and the 2 of clear 1; both clear 1 and clear 3 held it
/// up (the plan named clear 3 alone).
#[test]
fn a_block_held_up_through_a_stack_needs_every_clear_under_it() {
    let (board, moves) = sample();
    let plan = Plan::checked(&board, MoveSet::Drag, &moves).unwrap();
    for clear in [1, 3] {
        let n = need(&plan, 4, clear, (2, 2)).unwrap();
        assert_eq!((n.why, n.cell), (Why::HeldUp, (2, 0)));
    }
}

/// A null move moves no block: swapping two equal 1s was written as both
/// sliding; a swap4 push into an empty cell falls straight back.
#[test]
fn a_null_move_is_said_to_change_nothing_not_to_slide_both_blocks() {
    let (_, _, plan) = planned(b"1121\n", MoveSet::Drag, "0 0 R; 3 0 L");
    assert_eq!(
        plan.null_moves,
        [NullMove {
            number: 1,
            from: (0, 0),
            to: (1, 0),
            colour: 1,
            kind: NullKind::Equal
        }]
    );
    assert_eq!(plan.clears[0].moves, [2]);
    let text = plan.describe(Notation::Plain);
    assert!(
        text.contains(
            "Move 1 changes nothing: it swaps the 1 at (0, 0) with the 1 at (1, 0), its equal."
        ) && text.contains("The 1s at (0, 0) and (1, 0) were in place.")
            && !text.contains("(move 1)"),
        "{text}"
    );
    let (_, _, plan) = planned(b"....\n1121\n", MoveSet::Swap4, "0 0 U; 3 0 L");
    assert_eq!(plan.null_moves[0].kind, NullKind::FellBack);
    let text = plan.describe(Notation::Plain);
    assert!(
        text.contains("Move 1 changes nothing: it pushes the 1 at (0, 0) up into the empty (0, 1), and it falls straight back."),
        "{text}"
    );
}

/// A block slid into room a clear left gets there without it too (it
/// would swap): the second box maze's 3 from (5, 1), slid twice into
/// clear 1's cells, was said to need it.
#[test]
fn a_block_slid_into_room_does_not_need_the_clear_that_made_it() {
    let maze = grid::parse(include_bytes!("../../../fixtures/plans/box-maze-2.txt")).unwrap();
    let moves = [(5, 0), (5, 0), (4, 0)].map(|(x, y)| Move::new(x, y, Dir::Left));
    let plan = Plan::checked(&maze.board, MoveSet::Swap4, &moves).unwrap();
    assert!(need(&plan, 2, 1, (5, 1)).is_none(), "{plan:?}");
    assert!(need(&plan, 2, 1, (2, 1)).is_some());
}
