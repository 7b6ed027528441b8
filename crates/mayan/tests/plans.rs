//! Plans end to end: `explain --plan` pinned on the NOIP sample, two box
//! mazes and three Panel Attack classic puzzles (every plan the CLI prints
//! has been checked against a replay first), `hint --why`, `check
//! --explain` on answers that can lose moves, that go wrong and that stop
//! short, and the JSON forms.

use serde_json::Value;

use crate::cli::{SAMPLE, mayan, root, scratch};

const CLASSIC: &str = "fixtures/panel/panel-game_Puzzles-v3_classic-sets-with-solutions.json";

/// Runs `mayan ARGS`, which must succeed with `code`; its stdout.
fn stdout(args: &[&str], code: i32) -> String {
    let out = mayan().current_dir(root("")).args(args).assert().code(code);
    String::from_utf8(out.get_output().stdout.clone()).unwrap()
}

#[test]
fn explain_plan_of_the_noip_sample() {
    insta::assert_snapshot!(stdout(&["explain", "--plan", SAMPLE], 0));
}

#[test]
fn explain_plan_of_the_seed_004_box_maze() {
    let args = ["explain", "--plan", "--format", "grid", "--rules", "swap4"];
    let out = stdout(&[&args[..], &["examples/box-maze.txt"]].concat(), 0);
    insta::assert_snapshot!(out);
}

#[test]
fn explain_plan_of_a_second_box_maze() {
    insta::assert_snapshot!(stdout(
        &["explain", "--plan", "fixtures/plans/box-maze-2.txt"],
        0
    ));
}

#[test]
fn explain_plan_of_three_panel_attack_classics() {
    for (set, index) in [
        ("Classic set 1", "10"),
        ("Classic set 2", "5"),
        ("Classic set 3", "1"),
    ] {
        let out = stdout(
            &[
                "explain", "--plan", "--puzzle", set, "--index", index, CLASSIC,
            ],
            0,
        );
        let name = format!("panel_{}_{index}", set.to_lowercase().replace(' ', "_"));
        insta::assert_snapshot!(name, out);
    }
}

#[test]
fn explain_plan_json_has_the_clears() {
    let out = stdout(&["explain", "--plan", "--json", SAMPLE], 0);
    let v: Value = serde_json::from_str(&out).unwrap();
    let clears = v["plan"]["clears"].as_array().unwrap();
    assert_eq!(clears.len(), 4);
    assert_eq!(clears[1]["direction"], "vertical");
    assert_eq!(clears[2]["needs"][0]["why"], "held-up");
    // Without --plan the report keeps its shape.
    let plain: Value = serde_json::from_str(&stdout(&["explain", "--json", SAMPLE], 0)).unwrap();
    assert!(plain.get("plan").is_none());
}

#[test]
fn explain_plan_of_no_solution_says_so() {
    let none = scratch("plan-none.in", b"1\n1 1 0\n0\n0\n0\n0\n");
    let out = stdout(&["explain", "--plan", none.to_str().unwrap()], 0);
    assert!(out.contains("No solution in exactly 1 move"), "{out}");
    assert!(!out.contains("Plan:"), "{out}");
}

#[test]
fn hint_why_names_the_clear_each_first_move_serves() {
    insta::assert_snapshot!(stdout(&["hint", "--why", SAMPLE], 0));
    let v: Value = serde_json::from_str(&stdout(&["hint", "--why", "--json", SAMPLE], 0)).unwrap();
    assert_eq!(v["hints"][0]["towards"]["number"], 2);
    assert_eq!(v["hints"][0]["towards"]["colour"], 3);
    let plain: Value = serde_json::from_str(&stdout(&["hint", "--json", SAMPLE], 0)).unwrap();
    assert!(plain["hints"][0].get("towards").is_none());
}

#[test]
fn check_explain_finds_the_moves_that_can_go() {
    // Seed 004's box maze solved with a detour: a swap down and back up.
    let answer = scratch("plan-detour.ans", b"1 3 U\n1 4 D\n1 3 U\n1 2 L\n");
    let args = ["check", "--explain", "--goal", "at-most", "--moves", "4"];
    let maze = [
        "--format",
        "grid",
        "--rules",
        "swap4",
        "examples/box-maze.txt",
    ];
    let out = stdout(&[&args[..], &maze, &[answer.to_str().unwrap()]].concat(), 0);
    insta::assert_snapshot!(out);
}

#[test]
fn check_explain_names_the_move_that_loses() {
    let answer = scratch("plan-loses.ans", b"2 1 1\n2 1 -1\n3 1 1\n");
    let out = stdout(&["check", "--explain", SAMPLE, answer.to_str().unwrap()], 1);
    assert!(
        out.contains("Move 2 (`2 1 -1`) is where the answer goes wrong"),
        "{out}"
    );
    assert!(
        out.contains("One way on from after move 1:\n3 1 1\n3 0 1\n"),
        "{out}"
    );
    let v: Value = serde_json::from_str(&stdout(
        &[
            "check",
            "--explain",
            "--json",
            SAMPLE,
            answer.to_str().unwrap(),
        ],
        1,
    ))
    .unwrap();
    assert_eq!(v["explain"]["lost_at"], 2);
}

#[test]
fn check_explain_on_answers_that_stop_short_or_give_up() {
    let short = scratch("plan-short.ans", b"2 1 1\n3 1 1\n");
    let out = stdout(&["check", "--explain", SAMPLE, short.to_str().unwrap()], 1);
    assert!(
        out.contains(
            "After move 2 a clear in exactly 1 move was still possible, and the answer stops there."
        ),
        "{out}"
    );
    let give_up = scratch("plan-give-up.ans", b"-1\n");
    let out = stdout(
        &["check", "--explain", SAMPLE, give_up.to_str().unwrap()],
        1,
    );
    assert!(
        out.contains("A clear in exactly 3 moves is possible from the start"),
        "{out}"
    );
    // The judge conventions have no room for a lesson.
    mayan()
        .current_dir(root(""))
        .args(["check", "--explain", "--judge", "testlib", SAMPLE, "a", "b"])
        .assert()
        .code(3);
}

#[test]
fn check_explain_on_the_right_answer_shows_its_plan() {
    let right = scratch("plan-right.ans", b"2 1 1\n3 1 1\n3 0 1\n");
    let out = stdout(&["check", "--explain", SAMPLE, right.to_str().unwrap()], 0);
    assert!(out.starts_with("accepted"), "{out}");
    assert!(out.contains("Every move is needed"), "{out}");
    assert!(out.contains("Plan: 4 clears in 3 moves."), "{out}");
}

/// Issue 36's repro: the 2 slid over column 3 in move 2 falls into the
/// room clear 1 left there in move 1, and the plan named no earlier clear.
#[test]
fn explain_plan_names_clear_1_for_the_fall_into_its_room_in_move_2() {
    let board = scratch(
        "plan-room.txt",
        b"4\n1.....\n4..22.\n2.131.\n32211.\n43214.\n",
    );
    let answer = scratch("plan-room.ans", b"3 2 R\n4 3 L\n3 0 R\n0 0 R\n");
    let (board, answer) = (board.to_str().unwrap(), answer.to_str().unwrap());
    let out = stdout(&["explain", "--plan", board, answer], 0);
    assert!(
        out.contains(
            "2. Move 2: three 2s meet in row 1, columns 1-3 (horizontal)"
        ) && out.contains(
            "   Clear 1 had to come first: the 2 from (4, 3) fell into the room its block at (3, 0) left.\n"
        ),
        "{out}"
    );
}
