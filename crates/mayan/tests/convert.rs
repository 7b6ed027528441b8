//! `mayan convert` end to end: every fixture goes A -> B -> A and comes
//! back with the same board, budget, rules and goal wherever B can hold
//! them; what a format cannot hold is refused (exit 2) and a goal it cannot
//! state gets a note; Panel Attack files keep all their puzzles, their
//! solutions while unchanged, and get the solver's with --with-solution.

use std::path::{Path, PathBuf};

use mayan_core::format::panel::{self, solution};
use mayan_core::read::{ReadOptions, read};
use mayan_core::{Board, Goal, MoveSet, PuzzleSetup};
use serde_json::Value;

use crate::cli::{PANEL, SAMPLE, assert_bad_input, mayan, root, scratch};

const V3: &str = "fixtures/panel/panel-game_Puzzles-v3_classic-sets-with-solutions.json";
const BOX_MAZE: &str = "examples/box-maze.txt";

/// Runs `mayan convert ARGS FILE` and returns stdout and stderr; panics
/// unless it exits 0.
fn convert(args: &[&str], file: &Path) -> (String, String) {
    let out = mayan()
        .arg("convert")
        .args(args)
        .arg(file)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(
        out.status.success(),
        "mayan convert {args:?} {}: {stderr}",
        file.display()
    );
    (String::from_utf8(out.stdout).unwrap(), stderr)
}

/// Converts to `to` and writes the result to a scratch file named `name`.
fn convert_to(args: &[&str], file: &Path, to: &str, name: &str) -> PathBuf {
    let mut all = vec!["--to", to];
    all.extend_from_slice(args);
    let (text, _) = convert(&all, file);
    scratch(name, text.as_bytes())
}

/// A puzzle as the reader reads a file (with `--puzzle`/`--index` when
/// `pick` is given).
fn setup(file: &Path, pick: Option<(&str, usize)>, rules: Option<MoveSet>) -> PuzzleSetup {
    let opts = ReadOptions {
        file_name: Some(file.display().to_string()),
        rules,
        pick: pick.map(|(set, index)| mayan_core::read::PanelPick {
            set: set.to_string(),
            index,
        }),
        ..ReadOptions::default()
    };
    read(&std::fs::read(file).unwrap(), &opts)
        .unwrap_or_else(|e| panic!("{}: {e}", file.display()))
        .setup
}

/// Two boards with the same cells, the shorter padded with empty rows on
/// top (a Panel Attack board is always 12 high).
fn same_cells(a: &Board, b: &Board) -> bool {
    a.width() == b.width()
        && (0..a.width()).all(|x| {
            (0..a.height().max(b.height())).all(|y| {
                let cell = |b: &Board| if y < b.height() { b.get(x, y) } else { 0 };
                cell(a) == cell(b)
            })
        })
}

/// The NOIP fixtures: the official cases and every 20th random board.
fn noip_fixtures() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(root("fixtures/noip2011"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 11, "{files:?}");
    files.extend(
        (1..=200)
            .step_by(20)
            .map(|i| root(&format!("fixtures/noip-random/case{i:05}.in"))),
    );
    files.push(root(SAMPLE));
    files
}

#[test]
fn noip_fixtures_go_to_grids_and_back_unchanged() {
    let files = noip_fixtures();
    assert!(files.len() >= 20, "{files:?}");
    for (i, file) in files.iter().enumerate() {
        let original = setup(file, None, None);
        let grid = convert_to(&[], file, "grid", &format!("noip-{i}.txt"));
        let text = std::fs::read_to_string(&grid).unwrap();
        assert!(
            text.starts_with(&format!(
                "moves={} rules=drag goal=exact\n",
                original.budget.unwrap()
            )),
            "{text}"
        );
        assert_eq!(
            setup(&grid, None, None),
            PuzzleSetup {
                notation: mayan_core::Notation::Plain,
                ..original.clone()
            }
        );
        let back = convert_to(&[], &grid, "noip", &format!("noip-{i}-back.in"));
        assert_eq!(setup(&back, None, None), original, "{}", file.display());
        // NOIP boards are 5 wide: Panel Attack cannot hold them.
        assert_bad_input(
            mayan().args(["convert", "--to", "panel-attack"]).arg(file),
            &["a Panel Attack file cannot hold this puzzle: the board is 5 x 7"],
        );
    }
}

#[test]
fn the_box_maze_keeps_its_rules_in_a_grid_header_and_goes_to_panel_attack_under_drag() {
    let file = root(BOX_MAZE);
    let original = setup(&file, None, Some(MoveSet::Swap4));
    let grid = convert_to(&["--rules", "swap4"], &file, "grid", "maze.txt");
    assert!(
        std::fs::read_to_string(&grid)
            .unwrap()
            .starts_with("moves=2 rules=swap4 goal=exact\n")
    );
    // The header says swap4: no --rules needed to read it back.
    assert_eq!(setup(&grid, None, None), original);
    assert_eq!(
        mayan().args(["solve"]).arg(&grid).output().unwrap().stdout,
        b"1 3 U\n1 2 L\n"
    );
    // Neither NOIP nor Panel Attack holds swap4 (nor NOIP a 6 x 7 board).
    assert_bad_input(
        mayan()
            .args(["convert", "--to", "noip", "--rules", "swap4"])
            .arg(&file),
        &[
            "a NOIP input cannot hold this puzzle: the board is 6 x 7 (NOIP boards are 5 x 7)",
            "the rules are swap4",
        ],
    );
    assert_bad_input(
        mayan()
            .args(["convert", "--to", "panel-attack", "--rules", "swap4"])
            .arg(&file),
        &["the rules are swap4 (Panel Attack is played with drag)"],
    );
    // Under drag it is a Panel Attack puzzle; the goal exact cannot be
    // stated there, and a note says so.
    let out = mayan()
        .args(["convert", "--to", "panel-attack", "--set-name", "Maze"])
        .arg(&file)
        .output()
        .unwrap();
    assert!(out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("note: ")
            && stderr.contains("at most n moves, so the goal exact is not kept"),
        "{stderr}"
    );
    let json = scratch("maze.json", &out.stdout);
    let back = setup(&json, Some(("Maze", 1)), None);
    assert!(same_cells(&back.board, &original.board));
    assert_eq!(
        (back.budget, back.rules, back.goal),
        (Some(2), MoveSet::Drag, Goal::AtMost)
    );
    let grid = convert_to(&[], &json, "grid", "maze-back.txt");
    let again = setup(&grid, None, None);
    assert!(same_cells(&again.board, &original.board));
    assert_eq!(
        (again.budget, again.rules, again.goal),
        (Some(2), MoveSet::Drag, Goal::AtMost)
    );
}

#[test]
fn every_panel_attack_puzzle_goes_to_a_grid_and_back_unchanged() {
    for file in [root(PANEL), root(V3)] {
        let sets = panel::parse(&std::fs::read(&file).unwrap()).unwrap();
        let mut n = 0;
        for set in &sets {
            for k in 1..=set.puzzles.len() {
                let pick =
                    ["--puzzle", set.name.as_str(), "--index", &k.to_string()].map(str::to_string);
                let pick: Vec<&str> = pick.iter().map(String::as_str).collect();
                let original = setup(&file, Some((&set.name, k)), None);
                let grid = convert_to(&pick, &file, "grid", &format!("panel-{n}.txt"));
                let text = std::fs::read_to_string(&grid).unwrap();
                assert!(text.contains("goal=at-most"), "{text}");
                let back = convert_to(
                    &["--set-name", "back"],
                    &grid,
                    "panel-attack",
                    &format!("panel-{n}.json"),
                );
                let again = setup(&back, Some(("back", 1)), None);
                assert_eq!(again.board, original.board, "{} {k}", set.name);
                assert_eq!(
                    (again.budget, again.rules, again.goal),
                    (original.budget, original.rules, original.goal)
                );
                n += 1;
            }
        }
        assert!(n >= 60, "{n}");
    }
}

/// Each set's name and each puzzle's stack string and move limit.
fn contents(text: &[u8]) -> Vec<(String, Vec<(Board, i64)>)> {
    panel::parse(text)
        .unwrap()
        .iter()
        .map(|s| {
            let puzzles = s
                .puzzles
                .iter()
                .map(|p| (p.board().unwrap(), p.moves))
                .collect();
            (s.name.clone(), puzzles)
        })
        .collect()
}

#[test]
fn a_whole_panel_attack_file_keeps_all_its_puzzles_through_both_versions() {
    let stock = root(PANEL);
    let bytes = std::fs::read(&stock).unwrap();
    let v3 = convert_to(&[], &stock, "panel-attack", "stock-v3.json");
    let v3_text = std::fs::read(&v3).unwrap();
    let v: Value = serde_json::from_slice(&v3_text).unwrap();
    assert_eq!(v["Version"], 3);
    assert_eq!(contents(&v3_text), contents(&bytes));
    let v2 = convert_to(
        &["--panel-version", "2"],
        &v3,
        "panel-attack",
        "stock-v2.json",
    );
    // Back to version 2 it is the game's own file again, byte for byte
    // (but for a last newline).
    assert_eq!(
        std::fs::read_to_string(&v2).unwrap().trim_end(),
        String::from_utf8_lossy(&bytes).trim_end()
    );
    // The v3 fixture to version 3 is itself, Solutions and all; to
    // version 2 the Solutions go, with a note.
    let fixture = root(V3);
    let (same, _) = convert(&["--to", "panel-attack"], &fixture);
    assert_eq!(same.trim_end(), crate::cli::read(V3).trim_end());
    let (v2, stderr) = convert(&["--to", "panel-attack", "--panel-version", "2"], &fixture);
    assert!(
        stderr.contains("version 2 files have no solutions: 60 Solutions are not kept"),
        "{stderr}"
    );
    assert!(!v2.contains("Solution"));
    assert_eq!(
        contents(v2.as_bytes()),
        contents(crate::cli::read(V3).as_bytes())
    );
}

#[test]
fn a_picked_panel_puzzle_keeps_its_solution_while_unchanged() {
    let fixture = root(V3);
    let original = panel::parse(crate::cli::read(V3).as_bytes()).unwrap();
    let want = panel::find(&original, "Classic set 2", 3).unwrap();
    for name in ["Classic set 2", "puzzle_set_name_classic_set_2"] {
        let (text, _) = convert(
            &["--to", "panel-attack", "--puzzle", name, "--index", "3"],
            &fixture,
        );
        let sets = panel::parse(text.as_bytes()).unwrap();
        assert_eq!(sets.len(), 1);
        assert_eq!(sets[0].path, ["puzzle_set_name_classic_set_2"]);
        assert_eq!(sets[0].puzzles.len(), 1);
        assert_eq!(sets[0].puzzles[0].solution, want.solution);
    }
    // A new budget is a new puzzle: its old Solution goes, with a note.
    let out = mayan()
        .args([
            "convert",
            "--to",
            "panel-attack",
            "--moves",
            "3",
            "--puzzle",
            "Classic set 2",
            "--index",
            "3",
        ])
        .arg(&fixture)
        .output()
        .unwrap();
    assert!(out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("the puzzle changed, so its Solution is not kept"),
        "{stderr}"
    );
    let sets = panel::parse(&out.stdout).unwrap();
    assert_eq!(
        (sets[0].puzzles[0].moves, &sets[0].puzzles[0].solution),
        (3, &None)
    );
}

#[test]
fn with_solution_writes_the_solvers_smallest_solution_as_cursor_inputs() {
    let stock = root(PANEL);
    let (text, stderr) = convert(&["--to", "panel-attack", "--with-solution"], &stock);
    // Ridiculous Mode #1 and #2 have no clear within their moves.
    assert_eq!(stderr.matches("no solution within").count(), 2, "{stderr}");
    let file = scratch("solved.json", text.as_bytes());
    let sets = panel::parse(text.as_bytes()).unwrap();
    let mut solved = 0;
    for set in &sets {
        for (i, p) in set.puzzles.iter().enumerate() {
            let Some(s) = &p.solution else {
                assert_eq!(set.name, "Ridiculous Mode");
                continue;
            };
            let board = p.board().unwrap();
            let (moves, end) = solution::play(&board, s).unwrap();
            assert!(end.is_clear(), "{} {}", set.name, i + 1);
            assert!(moves.len() as i64 <= p.moves);
            // The decoded swaps are the solver's answer, move for move.
            let answer = mayan()
                .args([
                    "solve",
                    "--puzzle",
                    &set.name,
                    "--index",
                    &(i + 1).to_string(),
                ])
                .arg(&file)
                .output()
                .unwrap()
                .stdout;
            assert_eq!(
                String::from_utf8(answer).unwrap(),
                mayan_core::format::notation::write_answer(
                    Some(&moves),
                    mayan_core::Notation::PanelAttack
                ),
                "{} {}",
                set.name,
                i + 1
            );
            solved += 1;
        }
    }
    assert_eq!(solved, 72);
}

#[test]
fn a_puzzle_that_cannot_be_played_here_is_kept_as_the_file_gives_it() {
    let file = scratch(
        "convert-chain.json",
        br#"{"Version": 2, "Puzzle Sets": [{"Set Name": "mixed", "Puzzles": [
            {"Puzzle Type": "chain", "Do Countdown": true, "Moves": 0, "Stack": "[====]111"},
            {"Puzzle Type": "moves", "Moves": 1, "Stack": "10110", "Stop": 5}]}]}"#,
    );
    let (text, stderr) = convert(&["--to", "panel-attack"], &file);
    assert!(
        stderr.contains("set \"mixed\", puzzle 1 is kept as the file gives it: "),
        "{stderr}"
    );
    assert!(
        stderr.contains("set \"mixed\", puzzle 2: \"Stop\" not kept"),
        "{stderr}"
    );
    let sets = panel::parse(text.as_bytes()).unwrap();
    let p = &sets[0].puzzles[0];
    assert_eq!(
        (p.kind.as_str(), p.stack.as_str(), p.start.as_deref()),
        ("chain", "[====]111", Some("countdown"))
    );
    assert_eq!(sets[0].puzzles.len(), 2);
}

#[test]
fn convert_refuses_what_a_format_cannot_hold_and_bad_usage_with_exit_2() {
    // A 6-wide grid with colour 9: Panel Attack's 9 is grey.
    let nine = scratch("nine.txt", b"moves=1\n..9...\n.99.9.\n");
    assert_bad_input(
        mayan().args(["convert", "--to", "panel-attack"]).arg(&nine),
        &["it has colour 9 (Panel Attack panels are 1 to 8, and 9 is grey)"],
    );
    let grey = scratch(
        "grey.txt",
        b"moves=1\n.....\n.....\n.....\n.....\n.....\n.....\n1#11.\n",
    );
    assert_bad_input(
        mayan().args(["convert", "--to", "noip"]).arg(&grey),
        &["it has grey blocks (NOIP has none)"],
    );
    let eleven = scratch(
        "eleven.txt",
        b"moves=1\n.....\n.....\n.....\n.....\n.....\n.....\nbb.b.\n",
    );
    assert_bad_input(
        mayan().args(["convert", "--to", "noip"]).arg(&eleven),
        &["it has colour 11 (NOIP colours are 1 to 10)"],
    );
    assert_bad_input(
        mayan()
            .args([
                "convert",
                "--to",
                "noip",
                "--puzzle",
                "Classic set 1",
                "--index",
                "1",
            ])
            .arg(root(PANEL)),
        &["a NOIP input cannot hold this puzzle: the board is 6 x 12"],
    );
    let tall = scratch("tall.txt", &b"......\n".repeat(13));
    assert_bad_input(
        mayan()
            .args(["convert", "--to", "panel-attack", "--moves", "1"])
            .arg(&tall),
        &["the board is 6 x 13"],
    );
    for (args, part) in [
        (
            vec!["--to", "grid", "--with-solution"],
            "--with-solution writes Panel Attack solutions",
        ),
        (
            vec![
                "--to",
                "panel-attack",
                "--panel-version",
                "2",
                "--with-solution",
            ],
            "needs --panel-version 3",
        ),
        (
            vec!["--to", "grid", "--panel-version", "3"],
            "--panel-version is for --to panel-attack",
        ),
        (
            vec!["--to", "noip", "--set-name", "x"],
            "--set-name is for --to panel-attack",
        ),
    ] {
        assert_bad_input(
            mayan().arg("convert").args(&args).arg(root(SAMPLE)),
            &[part],
        );
    }
    // A file of many sets has no one set to name.
    assert_bad_input(
        mayan()
            .args(["convert", "--to", "panel-attack", "--set-name", "x"])
            .arg(root(PANEL)),
        &["--set-name names the one set written, and there are 9"],
    );
    // A Panel Attack file of many puzzles goes to a grid one puzzle at a time.
    assert_bad_input(
        mayan().args(["convert", "--to", "grid"]).arg(root(PANEL)),
        &["holds 74 puzzles", "--puzzle"],
    );
    mayan()
        .args(["convert", "--to", "json"])
        .arg(root(SAMPLE))
        .assert()
        .code(2)
        .stdout("");
}

#[test]
fn convert_reads_stdin_writes_a_file_and_has_help_with_examples() {
    let out = scratch("from-stdin.in", b"");
    mayan()
        .args(["convert", "-", "--to", "noip", "--out"])
        .arg(&out)
        .write_stdin("moves=3\n.....\n.....\n.....\n....4\n..4.3\n.1314\n12232\n")
        .assert()
        .success()
        .stdout("");
    assert_eq!(
        std::fs::read_to_string(&out).unwrap(),
        noip_sample_written()
    );
    let help = mayan().args(["convert", "--help"]).output().unwrap();
    let help = String::from_utf8(help.stdout).unwrap();
    assert!(help.contains("Examples:\n  mayan convert "), "{help}");
    assert!(help.contains("--panel-version"), "{help}");
}

/// The NOIP sample as the NOIP writer writes it.
fn noip_sample_written() -> String {
    let s = setup(&root(SAMPLE), None, None);
    mayan_core::format::noip::write(&s.board, 3)
}
