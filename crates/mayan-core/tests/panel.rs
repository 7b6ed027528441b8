//! Panel Attack files beyond reading a board (docs/spec.md section 8): the
//! version 3 `Solution` strings (fixtures/panel/SOURCES.md), readable set
//! names, the nearest names of an unknown set, keys of the wrong type, the
//! writer (versions 2 and 3) and the whole-file reader.

use mayan_core::format::notation::MoveText;
use mayan_core::format::panel::{self, PanelPuzzle, Version, solution};
use mayan_core::format::{Unfit, noip};
use mayan_core::read::{self, PanelPick, ReadError, ReadOptions};
use mayan_core::{Board, Dir, GREY, Goal, Move, MoveSet};
use proptest::prelude::*;
use serde_json::Value;

use crate::parse::panel_fixture;

const V2: &str = "panel-attack_stock-example_v2.json";
const V3: &str = "panel-game_Puzzles-v3_classic-sets-with-solutions.json";

/// The swap a drag move makes, as `rRcC`.
fn swap_text(t: MoveText) -> String {
    match t {
        MoveText::Swap { x, y } => format!("r{}c{}", y + 1, x + 1),
        t => panic!("not a swap: {t:?}"),
    }
}

/// The swap of a drag move: its left cell.
fn swap_of(m: Move) -> MoveText {
    let x = if m.dir == Dir::Left { m.x - 1 } else { m.x };
    MoveText::Swap { x, y: m.y }
}

fn decoded(text: &str) -> Vec<String> {
    solution::decode(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .into_iter()
        .map(swap_text)
        .collect()
}

/// The oracle's record of each classic puzzle: its id and Panel Attack's
/// recorded solution decoded into swaps.
fn recorded() -> Vec<(String, Vec<String>)> {
    let v: Value = serde_json::from_slice(&panel_fixture("pure-rule-oracle.json")).unwrap();
    v["puzzles"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|p| {
            let moves = p["recorded_solution"].as_array()?;
            let moves = moves
                .iter()
                .map(|m| m.as_str().unwrap().to_string())
                .collect();
            Some((p["id"].as_str().unwrap().to_string(), moves))
        })
        .collect()
}

#[test]
fn every_fixture_solution_decodes_to_its_move_count_of_swaps_that_clear_the_board() {
    let sets = panel::parse(&panel_fixture(V3)).unwrap();
    let recorded = recorded();
    let mut checked = 0;
    for (n, set) in sets.iter().enumerate() {
        for (k, p) in set.puzzles.iter().enumerate() {
            let id = format!("PA-classic-{}-{:02}", n + 1, k + 1);
            let text = p.solution.as_deref().expect("a Solution");
            let board = p.board().unwrap();
            let (moves, end) = solution::play(&board, text).unwrap_or_else(|e| panic!("{id}: {e}"));
            assert_eq!(moves.len() as i64, p.moves, "{id}");
            assert!(end.is_clear(), "{id}: {end}");
            // The oracle decoded the same strings with the same rules.
            let (_, expected) = recorded.iter().find(|(i, _)| *i == id).unwrap();
            assert_eq!(&decoded(text), expected, "{id}");
            checked += 1;
        }
    }
    assert_eq!(checked, 60);
}

#[test]
fn the_cursor_starts_at_row_7_column_3_and_a_swap_follows_the_frames_move() {
    assert_eq!(decoded("Q1"), ["r7c3"]);
    assert_eq!(decoded("A5Q1"), ["r7c3"]);
    // Swap and down on one frame: the cursor moves, then swaps.
    assert_eq!(decoded("U1"), ["r6c3"]);
    // Taps move one step each; a new direction moves at once.
    assert_eq!(decoded("E1A1E1Q1"), ["r5c3"]);
    assert_eq!(decoded("E1C1B1B1Q1"), ["r6c3"]);
    assert_eq!(decoded("E1C1A1B1A1B1Q1"), ["r6c4"]);
    // Of several directions only one counts: up, then down, left, right.
    assert_eq!(decoded("P1Q1"), ["r8c3"]); // up + right + ... (15)
    assert_eq!(decoded("G1Q1"), ["r6c3"]); // down + left
    assert_eq!(decoded("D1Q1"), ["r7c2"]); // left + right
    // Raise does nothing in a puzzle.
    assert_eq!(decoded("g9Q1"), ["r7c3"]);
}

#[test]
fn a_held_direction_repeats_from_its_eleventh_frame_and_stops_at_the_edge() {
    // The timer is advanced twice a frame: 1 + max(0, k - 10) steps.
    for (k, row) in [(1, 6), (10, 6), (11, 5), (12, 4), (15, 1), (500, 1)] {
        assert_eq!(decoded(&format!("E{k}Q1")), [format!("r{row}c3")], "E{k}");
    }
    assert_eq!(decoded("I40Q1"), ["r12c3"]);
    assert_eq!(decoded("B40Q1"), ["r7c5"]);
    assert_eq!(decoded("C40Q1"), ["r7c1"]);
    // Holding the swap swaps on every frame.
    assert_eq!(decoded("Q3"), ["r7c3", "r7c3", "r7c3"]);
    // A long run costs no time to decode.
    assert_eq!(decoded("E999999999999Q1"), ["r1c3"]);
}

#[test]
fn a_bad_solution_string_says_what_and_where() {
    for (text, column, part) in [
        ("A1#1", 3, "`#` is not an input"),
        ("A1Q", 3, "has no frame count"),
        ("QQ1", 1, "has no frame count"),
        ("A99999999999999999999999", 2, "far too large"),
        ("Q1001", 1, "more than 1000 swaps"),
    ] {
        let e = solution::decode(text).unwrap_err();
        let solution::SolutionError::Parse(p) = &e else {
            panic!("{text}: {e:?}");
        };
        assert_eq!(p.pos.map(|p| p.column), Some(column), "{text}: {e}");
        assert!(e.to_string().contains(part), "{text}: {e}");
    }
    assert_eq!(solution::decode("").unwrap(), []);
}

#[test]
fn encoding_a_recorded_solution_and_decoding_it_gives_the_same_swaps() {
    let sets = panel::parse(&panel_fixture(V3)).unwrap();
    for set in &sets {
        for p in &set.puzzles {
            let board = p.board().unwrap();
            let (moves, _) = solution::play(&board, p.solution.as_deref().unwrap()).unwrap();
            let text = solution::encode(&board, &moves).unwrap();
            let swaps: Vec<MoveText> = moves.iter().copied().map(swap_of).collect();
            assert_eq!(solution::decode(&text).unwrap(), swaps, "{text}");
            let (again, end) = solution::play(&board, &text).unwrap();
            assert_eq!(again, moves);
            assert!(end.is_clear());
        }
    }
}

/// Countdown puzzles: the game refuses every swap of the first 188 frames
/// (the countdown, which leaves the cursor at row 7, column 3), so the
/// encoding waits them out and plays the same swaps after.
#[test]
fn a_countdown_solution_waits_out_the_countdown_and_plays_the_same_swaps() {
    let sets = panel::parse(&panel_fixture(V3)).unwrap();
    for p in sets.iter().flat_map(|s| &s.puzzles) {
        let board = p.board().unwrap();
        let (moves, _) = solution::play(&board, p.solution.as_deref().unwrap()).unwrap();
        let now = solution::encode_for(&board, &moves, Some("immediately"), None).unwrap();
        assert_eq!(now, solution::encode(&board, &moves).unwrap());
        let later = solution::encode_for(&board, &moves, Some("countdown"), None).unwrap();
        let idle: u32 = later
            .strip_prefix('A')
            .and_then(|rest| rest.split(|c: char| !c.is_ascii_digit()).next())
            .and_then(|n| n.parse().ok())
            .unwrap();
        assert!(idle >= 188, "{later}");
        assert_eq!(
            later[later
                .find(|c: char| c != 'A' && !c.is_ascii_digit())
                .unwrap()..],
            now[now.find(|c: char| c != 'A' && !c.is_ascii_digit()).unwrap()..]
        );
        assert_eq!(solution::play(&board, &later).unwrap().0, moves);
    }
}

/// A `CursorStartLeft`: the string written from any start cursor is read
/// back from that cursor as the same swaps; a countdown brings the cursor to
/// row 7, column 3 whatever the puzzle says.
#[test]
fn a_solution_written_from_a_start_cursor_is_read_from_it() {
    let sets = panel::parse(&panel_fixture(V3)).unwrap();
    let p = &sets[2].puzzles[3];
    let board = p.board().unwrap();
    let (moves, _) = solution::play(&board, p.solution.as_deref().unwrap()).unwrap();
    let mut strings = std::collections::BTreeSet::new();
    for row in 1..=12 {
        for column in 1..=5 {
            let at = Some((row, column));
            let text = solution::encode_for(&board, &moves, Some("immediately"), at).unwrap();
            let (again, end) = solution::play_for(&board, &text, Some("immediately"), at).unwrap();
            assert_eq!((again, end.is_clear()), (moves.clone(), true), "{text}");
            strings.insert(text);
            let later = solution::encode_for(&board, &moves, Some("countdown"), at).unwrap();
            assert_eq!(
                later,
                solution::encode_for(&board, &moves, Some("countdown"), None).unwrap()
            );
        }
    }
    // Each cursor its own path to the first swap.
    assert!(strings.len() > 50, "{}", strings.len());
}

#[test]
fn encoding_refuses_boards_and_moves_that_are_not_panel_attacks() {
    let noip_board = Board::new(5, 7).unwrap();
    assert!(matches!(
        solution::encode(&noip_board, &[]),
        Err(solution::SolutionError::Unfit(_))
    ));
    let mut b = Board::new(6, 12).unwrap();
    b.set(0, 0, 1);
    b.set(1, 0, 2);
    let e = solution::encode(&b, &[Move::new(0, 0, Dir::Up)]).unwrap_err();
    assert!(e.to_string().starts_with("move 1: "), "{e}");
    let e = solution::encode(&b, &[Move::new(3, 0, Dir::Right)]).unwrap_err();
    assert!(e.to_string().contains("no block"), "{e}");
}

/// A random settled 6 x 12 board with colours 1 to 5 and some grey panels.
fn panel_board() -> impl Strategy<Value = Board> {
    proptest::collection::vec((0u32..100, 1u8..=5), 72).prop_map(|cells| {
        let mut b = Board::new(6, 12).unwrap();
        for (i, &(f, c)) in cells.iter().enumerate() {
            if f < 55 {
                b.set(i % 6, i / 6, if f < 3 { GREY } else { c });
            }
        }
        b.settle();
        b
    })
}

proptest! {
    #[test]
    fn encoded_random_moves_decode_to_their_swaps(
        board in panel_board(),
        picks in proptest::collection::vec(0usize..1000, 0..8),
    ) {
        let mut b = board;
        let mut moves = Vec::new();
        for pick in picks {
            let mut legal = Vec::new();
            b.for_each_move(MoveSet::Drag, true, |m, _| {
                legal.push(m);
                true
            });
            // Left moves into blocks are the twins of right moves: use both.
            b.for_each_move(MoveSet::Drag, true, |m, _| {
                if m.dir == Dir::Right && m.x > 0 {
                    legal.push(Move::new(m.x as usize + 1, m.y as usize, Dir::Left));
                }
                true
            });
            legal.retain(|&m| b.classify(m, MoveSet::Drag).is_ok());
            if legal.is_empty() {
                break;
            }
            let m = legal[pick % legal.len()];
            b = b.play(m, MoveSet::Drag).unwrap();
            moves.push(m);
        }
        let text = solution::encode(&board, &moves).unwrap();
        let swaps: Vec<MoveText> = moves.iter().copied().map(swap_of).collect();
        prop_assert_eq!(solution::decode(&text).unwrap(), swaps);
        let (_, end) = solution::play(&board, &text).unwrap();
        prop_assert_eq!(end, b);
    }
}

#[test]
fn version_3_set_names_read_as_words_and_both_names_pick_the_set() {
    let sets = panel::parse(&panel_fixture(V3)).unwrap();
    assert_eq!(sets[0].name, "Classic set 1");
    assert_eq!(sets[0].path, ["puzzle_set_name_classic_set_1"]);
    assert_eq!(sets[0].raw_name(), "puzzle_set_name_classic_set_1");
    let by_name = panel::find(&sets, "Classic set 1", 2).unwrap();
    let by_key = panel::find(&sets, "puzzle_set_name_classic_set_1", 2).unwrap();
    assert_eq!(by_name, by_key);
    // The v2 file names the same sets in words: the same boards.
    let v2 = panel::parse(&panel_fixture(V2)).unwrap();
    for k in 1..=10 {
        assert_eq!(
            panel::find(&v2, "Classic set 6", k).unwrap().board(),
            panel::find(&sets, "Classic set 6", k).unwrap().board()
        );
    }
    // Through the reader, either name.
    for set in ["Classic set 3", "puzzle_set_name_classic_set_3"] {
        let opts = ReadOptions {
            pick: Some(PanelPick {
                set: set.to_string(),
                index: 1,
            }),
            ..ReadOptions::default()
        };
        let r = read::read(&panel_fixture(V3), &opts).unwrap();
        assert_eq!(r.setup.budget, Some(2), "{set}");
    }
}

#[test]
fn a_readable_name_that_another_set_has_stays_the_files_own() {
    let file = br#"{"Puzzle Sets": [
        {"Set Name": "Classic set 1", "Puzzles": []},
        {"Set Name": "puzzle_set_name_classic_set_1", "Puzzles": []}]}"#;
    let sets = panel::parse(file).unwrap();
    let names: Vec<&str> = sets.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Classic set 1", "puzzle_set_name_classic_set_1"]);
}

#[test]
fn an_unknown_set_names_the_closest_few_only() {
    let sets = panel::parse(&panel_fixture(V2)).unwrap();
    let e = panel::find(&sets, "Clasic set 1", 1).unwrap_err();
    let panel::FindError::NoSet {
        closest, sets: n, ..
    } = &e
    else {
        panic!("{e:?}");
    };
    assert_eq!(*n, 9);
    assert_eq!(closest.len(), 5, "{closest:?}");
    assert_eq!(closest[0], "Classic set 1");
    assert!(
        e.to_string()
            .starts_with("no puzzle set named \"Clasic set 1\"; the closest of the file's 9 sets: \"Classic set 1\", "),
        "{e}"
    );
    let e = panel::find(&sets, "ridiculous", 1).unwrap_err();
    assert!(e.to_string().ends_with("sets: \"Ridiculous Mode\""), "{e}");
    let e = panel::find(&sets, "Go Harder", 1).unwrap_err();
    assert!(e.to_string().contains("\"Go Hard\""), "{e}");
    let e = panel::find(&sets, "zzzzzzzzzzzzzzz", 1).unwrap_err();
    assert_eq!(
        e.to_string(),
        "no puzzle set named \"zzzzzzzzzzzzzzz\" among the file's 9 sets"
    );
    // A small file lists every set.
    let small = panel::parse(
        br#"{"Puzzle Sets": [{"Set Name": "a", "Puzzles": []}, {"Set Name": "b", "Puzzles": []}]}"#,
    )
    .unwrap();
    let e = panel::find(&small, "zzz", 1).unwrap_err();
    assert_eq!(
        e.to_string(),
        "no puzzle set named \"zzz\"; the file has \"a\", \"b\""
    );
    // Through the reader it is its own error, for the front end's hint.
    let opts = ReadOptions {
        pick: Some(PanelPick {
            set: "zzz".into(),
            index: 1,
        }),
        ..ReadOptions::default()
    };
    assert!(matches!(
        read::read(&panel_fixture(V2), &opts),
        Err(ReadError::Find(panel::FindError::NoSet { .. }))
    ));
}

/// The error of the only puzzle of a file whose puzzle is `puzzle` (JSON).
fn puzzle_error(puzzle: &str) -> String {
    let file = format!(r#"{{"Puzzle Sets": [{{"Set Name": "s", "Puzzles": [{puzzle}]}}]}}"#);
    let opts = ReadOptions {
        pick: Some(PanelPick {
            set: "s".into(),
            index: 1,
        }),
        ..ReadOptions::default()
    };
    read::read(file.as_bytes(), &opts).unwrap_err().to_string()
}

#[test]
fn a_key_of_the_wrong_type_says_what_it_should_be_and_what_it_is() {
    assert_eq!(
        puzzle_error(r#"{"Moves": "1", "Stack": "111"}"#),
        "set \"s\", puzzle 1: \"Moves\" must be a number, and it is a string (\"1\")"
    );
    assert_eq!(
        puzzle_error(r#"{"Moves": 1.5, "Stack": "111"}"#),
        "set \"s\", puzzle 1: \"Moves\" must be a whole number, and it is 1.5"
    );
    assert!(
        puzzle_error(r#"{"Moves": 99999999999999999999, "Stack": "1"}"#).contains("far too large")
    );
    assert!(
        puzzle_error(r#"{"Moves": null, "Stack": "1"}"#)
            .ends_with("\"Moves\" must be a number, and it is null")
    );
    assert!(
        puzzle_error(r#"{"Moves": 1, "Puzzle Type": 3, "Stack": "1"}"#)
            .ends_with("\"Puzzle Type\" must be a string, and it is the number 3")
    );
    assert!(
        puzzle_error(r#"{"Moves": 1, "Do Countdown": "yes", "Stack": "1"}"#)
            .contains("\"Do Countdown\" must be true or false")
    );
    // The file still reads: the other puzzles can be played.
    let file = br#"{"Puzzle Sets": [{"Set Name": "s", "Puzzles": [
        {"Moves": "1", "Stack": "111"}, {"Moves": 1, "Stack": "10110"}]}]}"#;
    let (_, entries) = read::read_panel_file(file, &ReadOptions::default()).unwrap();
    assert!(entries[0].read.is_err());
    assert_eq!(entries[1].read.as_ref().unwrap().setup.budget, Some(1));
}

#[test]
fn the_whole_file_reader_reads_every_puzzle_in_file_order_with_the_formats_goal() {
    let (sets, entries) =
        read::read_panel_file(&panel_fixture(V2), &ReadOptions::default()).unwrap();
    assert_eq!(sets.len(), 9);
    assert_eq!(entries.len(), 74);
    assert_eq!(
        entries[10].pick,
        PanelPick {
            set: "Classic set 2".into(),
            index: 1
        }
    );
    for e in &entries {
        let r = e.read.as_ref().unwrap();
        assert_eq!(r.setup.goal, Goal::AtMost);
        assert_eq!(r.declared.goal, Some(Goal::AtMost));
    }
    let opts = ReadOptions {
        goal: Some(Goal::Exact),
        budget: Some(4),
        ..ReadOptions::default()
    };
    let (_, entries) = read::read_panel_file(&panel_fixture(V2), &opts).unwrap();
    let r = entries[0].read.as_ref().unwrap();
    assert_eq!((r.setup.goal, r.setup.budget), (Goal::Exact, Some(4)));
}

/// What the writer keeps of each set: names, and of each puzzle its type,
/// move limit, stack, start timing and solution.
fn kept(sets: &[panel::PanelSet]) -> Vec<(String, Vec<String>, Vec<PanelPuzzle>)> {
    sets.iter()
        .map(|s| {
            let puzzles = s
                .puzzles
                .iter()
                .map(|p| PanelPuzzle {
                    other_keys: Vec::new(),
                    timing: Default::default(),
                    // Written out, no timing is "immediately".
                    start: Some(p.start.clone().unwrap_or("immediately".into())),
                    ..p.clone()
                })
                .collect();
            (s.name.clone(), s.path.clone(), puzzles)
        })
        .collect()
}

#[test]
fn the_writer_keeps_what_it_writes_in_both_versions() {
    let v3 = panel::parse(&panel_fixture(V3)).unwrap();
    let text = panel::write(&v3, Version::V3);
    let again = panel::parse(text.as_bytes()).unwrap();
    assert_eq!(kept(&again), kept(&v3));
    assert_eq!(panel::write(&again, Version::V3), text);
    assert!(text.starts_with("{\n  \"Version\": 3,\n  \"Puzzle Sets\": [\n    {\n      \"Set Name\": \"puzzle_set_name_classic_set_1\","));
    // Version 2 has no solutions and names sets in words.
    let v2 = panel::parse(panel::write(&v3, Version::V2).as_bytes()).unwrap();
    for (a, b) in v2.iter().zip(&v3) {
        assert_eq!(a.name, b.name);
        assert_eq!(a.path, std::slice::from_ref(&b.name));
        for (p, q) in a.puzzles.iter().zip(&b.puzzles) {
            assert_eq!((&p.kind, p.moves, &p.stack), (&q.kind, q.moves, &q.stack));
            assert_eq!(p.solution, None);
            assert_eq!(p.start.as_deref(), Some("immediately"));
        }
    }
    // The stock v2 file, through either version.
    let stock = panel::parse(&panel_fixture(V2)).unwrap();
    for version in [Version::V2, Version::V3] {
        let again = panel::parse(panel::write(&stock, version).as_bytes()).unwrap();
        assert_eq!(kept(&again), kept(&stock), "{version:?}");
    }
    let v: Value = serde_json::from_str(&panel::write(&stock, Version::V2)).unwrap();
    assert_eq!(v["Version"], 2);
    assert_eq!(v["Puzzle Sets"][0]["Puzzles"][0]["Do Countdown"], false);
}

#[test]
fn the_writer_nests_version_3_sets_again() {
    let file = br#"{"Version": 3, "Puzzle Sets": [
        {"Set Name": "outer", "Puzzles": [{"Moves": 1, "Stack": "10110", "StartTiming": "countdown"}],
         "Puzzle Sets": [
            {"Set Name": "puzzle_set_name_inner_a", "Puzzles": [{"Moves": 1, "Stack": "10110"}]},
            {"Set Name": "b", "Puzzle Sets": [{"Set Name": "deep", "Puzzles": []}]}]},
        {"Set Name": "outer", "Puzzles": []}]}"#;
    let sets = panel::parse(file).unwrap();
    let names: Vec<&str> = sets.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(
        names,
        // The second set named "outer" is told from the first by its place.
        ["outer / Inner a", "outer / b / deep", "outer", "outer (2)"]
    );
    let text = panel::write(&sets, Version::V3);
    let again = panel::parse(text.as_bytes()).unwrap();
    assert_eq!(kept(&again), kept(&sets));
    let v: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["Puzzle Sets"].as_array().unwrap().len(), 2);
    assert_eq!(
        v["Puzzle Sets"][0]["Puzzle Sets"][1]["Puzzle Sets"][0]["Set Name"],
        "deep"
    );
    assert_eq!(
        v["Puzzle Sets"][0]["Puzzles"][0]["StartTiming"],
        "countdown"
    );
}

#[test]
fn the_stack_of_a_board_reads_back_as_the_board() {
    let mut b = Board::new(6, 7).unwrap();
    for (x, c) in [(0, 1), (1, GREY), (2, 8), (5, 3)] {
        b.set(x, 0, c);
    }
    b.set(5, 1, 2);
    assert_eq!(panel::stack(&b), "000002198003");
    let back = PanelPuzzle::new(&b, 2).board().unwrap();
    assert_eq!(back.height(), 12);
    for x in 0..6 {
        for y in 0..12 {
            let want = if y < 7 { b.get(x, y) } else { 0 };
            assert_eq!(back.get(x, y), want, "({x}, {y})");
        }
    }
    assert_eq!(panel::stack(&Board::new(6, 12).unwrap()), "");
}

#[test]
fn each_format_says_why_a_puzzle_does_not_fit() {
    let mut b = Board::new(6, 13).unwrap();
    b.set(0, 0, 11);
    b.set(1, 0, GREY);
    let e: Unfit = noip::fits(&b, MoveSet::Swap4).unwrap_err();
    assert_eq!(
        e.to_string(),
        "a NOIP input cannot hold this puzzle: the board is 6 x 13 (NOIP boards are 5 x 7); \
         the rules are swap4 (NOIP is played with drag); it has colour 11 (NOIP colours are 1 to 10); \
         it has grey blocks (NOIP has none)"
    );
    let e = panel::fits(&b, MoveSet::Swap4).unwrap_err();
    assert_eq!(e.reasons.len(), 3, "{e}");
    assert!(
        e.to_string()
            .starts_with("a Panel Attack file cannot hold this puzzle: the board is 6 x 13")
    );
    let mut fine = Board::new(6, 12).unwrap();
    fine.set(0, 0, 8);
    fine.set(1, 0, GREY);
    assert_eq!(panel::fits(&fine, MoveSet::Drag), Ok(()));
    assert_eq!(
        noip::fits(&Board::new(5, 7).unwrap(), MoveSet::Drag),
        Ok(())
    );
}

/// Issue 50: `CursorStartLeft`, `Stop`, `Shake` and `GarbagePanelBuffer`
/// were read by nothing, so the cursor of a replay started at row 7 and a
/// clear puzzle had no clock.
#[test]
fn the_frame_engines_keys_are_read_and_set_up() {
    use mayan_core::frame::{FrameSetup, Kind, Rules, Start};
    let sets = panel::parse(&panel_fixture("panel-game_Puzzles-v3_full.json")).unwrap();
    let puzzles: Vec<&PanelPuzzle> = sets.iter().flat_map(|s| &s.puzzles).collect();
    let count = |f: &dyn Fn(&PanelPuzzle) -> bool| puzzles.iter().filter(|p| f(p)).count();
    assert_eq!(count(&|p| p.timing.stop > 0), 81);
    assert_eq!(count(&|p| p.timing.cursor.is_some()), 71);
    assert_eq!(count(&|p| p.timing.garbage_panels.is_some()), 6);
    let setups: Vec<FrameSetup> = puzzles
        .iter()
        .map(|p| p.frame_setup(10, Rules::Current).unwrap())
        .collect();
    assert_eq!(setups.iter().filter(|s| s.kind == Kind::Clear).count(), 80);
    assert!(setups.iter().all(|s| s.level == 10));
    let starts = |start| setups.iter().filter(|s| s.start == start).count();
    assert_eq!(
        [
            Start::Immediately,
            Start::Countdown,
            Start::FirstInput,
            Start::FirstSwap
        ]
        .map(starts),
        [74, 1, 76, 84]
    );

    let file = |puzzle: &str| {
        let text = format!(
            r#"{{"Version": 3, "Puzzle Sets": [{{"Set Name": "s", "Puzzles": [{puzzle}]}}]}}"#
        );
        panel::parse(text.as_bytes())
            .unwrap()
            .remove(0)
            .puzzles
            .remove(0)
    };
    let p = file(
        r#"{"Puzzle Type": "clear", "Moves": 0, "Stack": "[====]111", "Stop": 60, "Shake": 5,
            "CursorStartLeft": {"Row": 2, "Column": 4}, "GarbagePanelBuffer": "123456",
            "StartTiming": "firstSwap"}"#,
    );
    let s = p.frame_setup(5, Rules::Engine048).unwrap();
    assert_eq!(
        (s.kind, s.stop, s.shake, s.cursor, s.start, s.rules),
        (
            Kind::Clear,
            60,
            5,
            Some((2, 4)),
            Start::FirstSwap,
            Rules::Engine048
        )
    );
    assert_eq!(s.garbage_panels, "123456");
    // The pure reader still refuses what it cannot play.
    assert!(p.board().is_err());

    let error = |puzzle: &str| {
        file(puzzle)
            .frame_setup(10, Rules::Current)
            .unwrap_err()
            .message
    };
    assert_eq!(
        error(r#"{"Stack": "111", "Stop": -1}"#),
        "\"Stop\" must be a number of frames (0 or more), and it is the number -1"
    );
    assert_eq!(
        error(r#"{"Stack": "111", "CursorStartLeft": [1, 2]}"#),
        "\"CursorStartLeft\" must be an object with a whole \"Row\" and \"Column\", and it is a list"
    );
    assert_eq!(
        error(r#"{"Stack": "111", "StartTiming": "later"}"#),
        "\"later\" is not a start timing (the game has \"immediately\", \"countdown\", \"firstInput\" and \"firstSwap\")"
    );
    assert_eq!(
        error(r#"{"Stack": "111", "Moves": -2}"#),
        "\"Moves\" -2 is far too large"
    );
}
