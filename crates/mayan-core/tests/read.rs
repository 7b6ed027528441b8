//! The one reader (docs/spec.md section 9): format detection, one wording
//! for each error, and what the text and the caller each decide.

use mayan_core::read::{Format, PanelPick, ReadError, ReadOptions, read, read_puzzle};
use mayan_core::{MoveSet, Notation, PuzzleError};

const SAMPLE: &[u8] = b"3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n";
const BOX_MAZE: &[u8] = b"2\n010000\n020000\n030000\n021000\n013300\n022100\n011220\n";

fn fixture(path: &str) -> Vec<u8> {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures")
        .join(path);
    std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn named(name: &str) -> ReadOptions {
    ReadOptions {
        file_name: Some(name.to_string()),
        ..ReadOptions::default()
    }
}

#[test]
fn noip_text_is_detected_and_keeps_its_notation_rules_and_budget() {
    let r = read(SAMPLE, &ReadOptions::default()).unwrap();
    assert_eq!(r.format, Format::Noip);
    assert_eq!(r.ambiguous, None);
    assert_eq!(r.setup.notation, Notation::Noip);
    assert_eq!(r.setup.rules, MoveSet::Drag);
    assert_eq!(r.setup.budget, Some(3));
    let p = r.setup.into_puzzle().unwrap();
    assert_eq!(p.budget(), 3);
}

#[test]
fn grid_text_is_detected_and_the_caller_chooses_rules_and_budget() {
    let r = read(BOX_MAZE, &ReadOptions::default()).unwrap();
    assert_eq!(r.format, Format::Grid);
    assert_eq!(r.setup.budget, Some(2));
    assert_eq!(r.setup.notation, Notation::Plain);
    let opts = ReadOptions {
        rules: Some(MoveSet::Swap4),
        budget: Some(5),
        ..ReadOptions::default()
    };
    let p = read_puzzle(BOX_MAZE, &opts).unwrap();
    assert_eq!((p.rules(), p.budget()), (MoveSet::Swap4, 5));
}

#[test]
fn a_text_that_reads_both_ways_is_noip_with_a_note_unless_its_name_or_layout_says_so() {
    // One line: n = 1 and five empty columns, or a row of six cells.
    let both = b"1 0 0 0 0 0\n";
    let r = read(both, &ReadOptions::default()).unwrap();
    assert_eq!(r.format, Format::Noip);
    assert_eq!(r.ambiguous, Some(Format::Grid));
    let r = read(both, &named("case.in")).unwrap();
    assert_eq!((r.format, r.ambiguous), (Format::Noip, None));
    // Only the file's own ending counts, not a dot in a folder's name.
    let r = read(both, &named("data.in/case")).unwrap();
    assert_eq!(r.ambiguous, Some(Format::Grid));
    // The statement's own layout needs no note.
    let r = read(SAMPLE, &named("sample.txt")).unwrap();
    assert_eq!(r.ambiguous, None);
}

// Issue 18: a NOIP file cut short was answered as if it were a grid.
#[test]
fn regression_a_broken_noip_file_is_never_read_as_a_grid() {
    for text in [&b"2\n1 1 2 0\n2 2 1 0\n"[..], b"3\n2 0\n2 0\n3 0\n2 0\n"] {
        for opts in [ReadOptions::default(), named("t.in"), named("t.txt")] {
            let e = read(text, &opts).unwrap_err();
            assert!(
                matches!(
                    e,
                    ReadError::Parse {
                        format: Format::Noip,
                        ..
                    }
                ),
                "{e}"
            );
            assert!(e.to_string().starts_with("not a valid NOIP input: "), "{e}");
        }
    }
    // The spec's box maze in spaced integers has zeros inside its rows: a
    // grid, not a broken NOIP file.
    let spaced = b"0 1 0 0 0 0\n0 2 0 0 0 0\n0 3 0 0 0 0\n0 2 1 0 0 0\n0 1 3 3 0 0\n0 2 2 1 0 0\n0 1 1 2 2 0\n";
    assert_eq!(
        read(spaced, &ReadOptions::default()).unwrap().format,
        Format::Grid
    );
}

#[test]
fn a_text_of_no_format_says_why_in_both() {
    let e = read(b"hello?\n", &ReadOptions::default()).unwrap_err();
    let ReadError::Undetected { .. } = e else {
        panic!("{e:?}")
    };
    assert!(
        e.to_string()
            .starts_with("cannot tell the format: as a grid: line 1, column 6: `?` is not a cell"),
        "{e}"
    );
    assert!(
        e.to_string()
            .contains("; as NOIP input: line 1, column 1: expected the move count n"),
        "{e}"
    );
}

#[test]
fn a_forced_format_reads_only_that_format_with_its_wording() {
    let grid = ReadOptions {
        format: Some(Format::Grid),
        ..ReadOptions::default()
    };
    let e = read(b"", &grid).unwrap_err();
    assert_eq!(
        e.to_string(),
        "not a valid grid: empty input: expected rows of cells"
    );
    let noip = ReadOptions {
        format: Some(Format::Noip),
        ..ReadOptions::default()
    };
    assert!(read(BOX_MAZE, &noip).is_err());
    let swap4 = ReadOptions {
        rules: Some(MoveSet::Swap4),
        ..ReadOptions::default()
    };
    assert_eq!(read(SAMPLE, &swap4).unwrap_err(), ReadError::NoipRules);
}

#[test]
fn panel_attack_files_are_detected_by_name_or_brace_and_picked_by_set_and_number() {
    let file = fixture("panel/panel-attack_stock-example_v2.json");
    let e = read(&file, &ReadOptions::default()).unwrap_err();
    assert_eq!(
        e.to_string(),
        "the Panel Attack file holds 74 puzzles in 9 sets: pick one by set name and number"
    );
    let opts = ReadOptions {
        pick: Some(PanelPick {
            set: "Classic set 1".into(),
            index: 10,
        }),
        ..ReadOptions::default()
    };
    let r = read(&file, &opts).unwrap();
    assert_eq!(r.format, Format::PanelAttack);
    assert_eq!(r.setup.notation, Notation::PanelAttack);
    // A broken file gets the Panel Attack wording, by its name alone.
    let e = read(b"[1, 2", &named("p.json")).unwrap_err();
    assert!(
        e.to_string()
            .starts_with("not a valid Panel Attack file: line 1"),
        "{e}"
    );
    // A pick on another format is refused.
    let e = read(SAMPLE, &opts).unwrap_err();
    assert_eq!(
        e,
        ReadError::NotPanel {
            format: Format::Noip
        }
    );
}

#[test]
fn a_panel_attack_file_with_one_puzzle_needs_no_pick() {
    let one = br#"{"Puzzle Sets": [{"Set Name": "s", "Puzzles": [
        {"Puzzle Type": "moves", "Moves": 1, "Stack": "010000010000101000"}]}]}"#;
    let r = read(one, &ReadOptions::default()).unwrap();
    assert_eq!(r.setup.budget, Some(1));
    let none = br#"{"Puzzle Sets": []}"#;
    assert_eq!(
        read(none, &ReadOptions::default()).unwrap_err(),
        ReadError::NoPuzzle
    );
}

#[test]
fn settling_is_a_step_of_the_setup_not_a_flag() {
    // A run of three on the bottom row.
    let text = b"1\n111\n";
    let r = read(text, &ReadOptions::default()).unwrap();
    let e = r.setup.clone().into_puzzle().unwrap_err();
    assert!(e.is_unsettled());
    assert_eq!(
        e.to_string(),
        "the board already holds a run of three or more: colour 1 at cell (0, 0)"
    );
    let mut setup = r.setup;
    setup.settle();
    assert!(setup.board.is_empty());
    assert_eq!(setup.check_board(), Ok(()));
}

#[test]
fn a_grid_without_a_budget_is_a_setup_but_not_a_puzzle() {
    let r = read(b"12\n21\n", &ReadOptions::default()).unwrap();
    assert_eq!(r.setup.budget, None);
    assert_eq!(r.setup.into_puzzle().unwrap_err(), PuzzleError::NoBudget);
    assert_eq!(
        read_puzzle(b"12\n21\n", &ReadOptions::default())
            .unwrap_err()
            .to_string(),
        "not a puzzle: no move budget"
    );
}

// Found by the fuzz test (issue 18): a NOIP file cut after its first
// column ("3\n1 0\n") was answered as a grid of one row with a budget of 3;
// a NOIP file needed two closed columns to get the NOIP error.
#[test]
fn regression_a_noip_file_cut_after_its_first_column_is_not_a_grid() {
    for text in [
        &b"3\n1 0\n"[..],
        b"3\n2 1 0\n",
        b"3\r\n1 0\r\n",
        b"3\n1\n0\n2\n",
    ] {
        let e = read(text, &ReadOptions::default()).unwrap_err();
        assert!(
            matches!(
                e,
                ReadError::Parse {
                    format: Format::Noip,
                    ..
                }
            ),
            "{e}"
        );
    }
    // Its first line alone is a row of digits too, which has no budget:
    // a grid, but never a puzzle.
    let r = read(b"3\n", &ReadOptions::default()).unwrap();
    assert_eq!((r.format, r.setup.budget), (Format::Grid, None));
}

// Found by the fuzz test (issue 18): a header word was echoed whole, so a
// long one made a message of any length.
#[test]
fn regression_a_long_header_word_is_not_echoed_whole() {
    let long = "x".repeat(5000);
    for header in [
        format!("moves={long}"),
        format!("{long}=1"),
        format!("rules={long}"),
        format!("goal={long}"),
    ] {
        let text = format!("{header}\n11.1\n");
        let e = read(text.as_bytes(), &ReadOptions::default()).unwrap_err();
        let message = e.to_string();
        assert!(message.len() < 300, "{} bytes: {message}", message.len());
        assert!(message.contains("xxxxxxxxxxxx…"), "{message}");
    }
}

// Found by the fuzz test (issue 18): a Panel Attack file's set names and
// puzzle types were echoed whole, and a wrong pick listed every set.
#[test]
fn regression_long_panel_attack_names_are_not_echoed_whole() {
    let long = "n".repeat(5000);
    let texts = [
        format!(r#"{{"Puzzle Sets": [{{"Set Name": "{long}", "Puzzles": [{{"Moves": 1}}]}}]}}"#),
        format!(
            r#"{{"Puzzle Sets": [{{"Set Name": "s", "Puzzles": [{{"Puzzle Type": "{long}", "Stack": "1"}}]}}]}}"#
        ),
    ];
    for text in &texts {
        let message = read(text.as_bytes(), &ReadOptions::default())
            .unwrap_err()
            .to_string();
        assert!(message.len() < 200, "{} bytes: {message}", message.len());
    }
    let sets: Vec<String> = (0..200)
        .map(|i| format!(r#"{{"Set Name": "set {i} {long}", "Puzzles": [{{"Stack": "1"}}]}}"#))
        .collect();
    let text = format!(r#"{{"Puzzle Sets": [{}]}}"#, sets.join(", "));
    let opts = ReadOptions {
        pick: Some(PanelPick {
            set: long.clone(),
            index: 1,
        }),
        ..ReadOptions::default()
    };
    let message = read(text.as_bytes(), &opts).unwrap_err().to_string();
    assert!(message.len() < 600, "{} bytes: {message}", message.len());
    assert!(
        message.contains("the closest of the file's 200 sets"),
        "{message}"
    );
}
