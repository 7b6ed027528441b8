//! `mayan verify`: the classic sets' recorded Solutions replay, the alts
//! counts are `solve --all`'s, a Solution one swap short is named and makes
//! the run fail, and duplicates up to mirroring and colours are found.

use mayan_core::format::panel::{self, solution};

use crate::cli::{mayan, read, root};

const CLASSIC: &str = "fixtures/panel/panel-game_Puzzles-v3_classic-sets-with-solutions.json";
const STOCK: &str = "fixtures/panel/panel-attack_stock-example_v2.json";

fn report(args: &[&str], file: &std::path::Path) -> (i32, serde_json::Value) {
    let out = mayan()
        .arg("verify")
        .args(args)
        .arg("--json")
        .arg(file)
        .output()
        .unwrap();
    let json = serde_json::from_slice(&out.stdout).unwrap();
    (out.status.code().unwrap(), json)
}

#[test]
fn the_classic_sets_recorded_solutions_all_replay_and_alts_match_solve_all() {
    let (code, r) = report(&[], &root(CLASSIC));
    assert_eq!(code, 0);
    let s = &r["summary"];
    assert_eq!(s["puzzles"], 60);
    assert_eq!(s["supported"], 60);
    assert_eq!(s["solutions_recorded"], 60);
    assert_eq!(s["solutions_failing"], 0);
    assert_eq!(s["duplicate_groups"], 0);
    for p in r["puzzles"].as_array().unwrap() {
        let what = format!("{} #{}", p["set"], p["index"]);
        // Every classic puzzle needs all its moves (fixtures/panel/SOURCES.md).
        assert_eq!(p["fewest"], p["moves"], "{what}");
        assert_eq!(p["solution"]["solves"], true, "{what}");
        assert_eq!(p["solution"]["swaps"], p["moves"], "{what}");
        let all = mayan()
            .args([
                "solve", "--all", "--goal", "at-most", "--limit", "100000", "--puzzle",
            ])
            .arg(p["set"].as_str().unwrap())
            .arg("--index")
            .arg(p["index"].to_string())
            .arg(root(CLASSIC))
            .output()
            .unwrap();
        let text = String::from_utf8(all.stdout).unwrap();
        let listed = text.split("\n\n").filter(|b| !b.trim().is_empty()).count();
        assert_eq!(p["alts"], listed.to_string(), "{what}");
        // Mayan's own smallest answer, written as the game's inputs and
        // played frame by frame, wins too, but for one.
        let answer = &p["answer"];
        if what == "\"Classic set 3\" #5" {
            assert_eq!(answer["result"], "lost", "{what}");
        } else {
            assert_eq!(answer["result"], "won", "{what}: {answer}");
            assert_eq!(answer["wins_at_levels"], serde_json::json!([]), "{what}");
        }
    }
}

/// Classic set 3 #5: the smallest answer under pure rules (settle, then
/// match the whole board in stages) loses in the game even with every swap
/// made on a still board: there the panels of one clear land and match
/// while another clear still flashes. verify says so on the puzzle's line.
#[test]
fn mayans_answer_that_pure_rules_win_and_the_game_does_not_is_named() {
    let out = mayan().arg("verify").arg(root(CLASSIC)).output().unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let named: Vec<&str> = stdout
        .lines()
        .filter(|l| l.contains("mayan's answer"))
        .collect();
    assert_eq!(
        named,
        [
            "  #5   moves in 3   fewest 3, 4 solutions within 3; but mayan's answer does not win in the game (frame 444): no swaps left and nothing moving, with colour panels still on the board; Solution wins at frame 441 (3 swaps)"
        ],
        "{stdout}"
    );
}

#[test]
fn a_solution_one_swap_short_is_named_and_fails_the_run() {
    let text = read(CLASSIC);
    let sets = panel::parse(text.as_bytes()).unwrap();
    let p = &sets[2].puzzles[3];
    let board = p.board().unwrap();
    let recorded = p.solution.clone().unwrap();
    let (mut moves, _) = solution::play(&board, &recorded).unwrap();
    moves.pop();
    let short = solution::encode(&board, &moves).unwrap();
    assert_eq!(text.matches(&recorded).count(), 1);
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("verify");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("short.json");
    std::fs::write(&file, text.replace(&recorded, &short)).unwrap();
    let out = mayan().arg("verify").arg(&file).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let failing: Vec<&str> = stdout.lines().filter(|l| l.contains("FAILS")).collect();
    assert_eq!(failing.len(), 1, "{stdout}");
    assert!(failing[0].starts_with("  #4 "), "{stdout}");
    assert!(
        failing[0].contains("it ends after 1 of its 2 swaps with panels left"),
        "{}",
        failing[0]
    );
    let set = stdout
        .lines()
        .take_while(|l| !l.contains("FAILS"))
        .filter(|l| !l.starts_with(' '))
        .last();
    assert_eq!(set, Some("Classic set 3"));
    assert!(stdout.ends_with("60 puzzles: 60 supported, 0 without a solution; 60 recorded Solutions, 1 not winning (played at level 10, current rules); 0 groups of duplicates\n"), "{stdout}");
}

#[test]
fn unsolvable_puzzles_and_duplicates_are_reported() {
    let (code, r) = report(&[], &root(STOCK));
    assert_eq!(code, 1);
    assert_eq!(r["summary"]["unsolvable"], 2);
    let groups = r["duplicates"].as_array().unwrap();
    assert_eq!(groups.len(), 3);
    for g in groups {
        assert_eq!(g[0]["set"], "Classic set 1", "{g}");
        assert_eq!(g[1]["set"], "Bagagle Mode", "{g}");
    }
    // Not a Panel Attack file: exit 2, the reason on stderr.
    mayan()
        .args(["verify"])
        .arg(root("examples/noip-sample.in"))
        .assert()
        .code(2)
        .stdout("");
}

/// `verify --fix FILE`: its exit code and stderr.
fn fix(file: &std::path::Path) -> (i32, String) {
    let out = mayan()
        .args(["verify", "--fix"])
        .arg(file)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    (out.status.code().unwrap(), stderr)
}

/// The Solution of puzzle `p` of set `s` in a Panel Attack file's text.
fn recorded(text: &str, s: usize, p: usize) -> String {
    let sets = panel::parse(text.as_bytes()).unwrap();
    sets[s].puzzles[p].solution.clone().unwrap()
}

#[test]
fn fix_repairs_a_failing_and_a_missing_solution_and_keeps_every_other_byte() {
    let text = read(CLASSIC);
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("verify");
    std::fs::create_dir_all(&dir).unwrap();
    // Set 3 puzzle 4: its Solution one swap short; set 5 puzzle 2: none.
    let sets = panel::parse(text.as_bytes()).unwrap();
    let short_of = recorded(&text, 2, 3);
    let board = sets[2].puzzles[3].board().unwrap();
    let (mut moves, _) = solution::play(&board, &short_of).unwrap();
    moves.pop();
    let short = solution::encode(&board, &moves).unwrap();
    let missing = recorded(&text, 4, 1);
    let member = format!(",\n          \"Solution\": \"{missing}\"");
    assert_eq!(text.matches(&member).count(), 1);
    let broken = text.replace(&short_of, &short).replace(&member, "");
    let file = dir.join("fix.json");
    std::fs::write(&file, &broken).unwrap();
    let (code, stderr) = fix(&file);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stderr.contains("fixed 2 Solutions in")
            && stderr.contains("Classic set 3 #4, Classic set 5 #2"),
        "{stderr}"
    );
    let fixed = std::fs::read_to_string(&file).unwrap();
    let (new_a, new_b) = (recorded(&fixed, 2, 3), recorded(&fixed, 4, 1));
    // Back to the recorded strings, the file is the original byte for byte.
    let back = fixed
        .replace(&format!("\"{new_a}\""), &format!("\"{short_of}\""))
        .replace(&format!("\"{new_b}\""), &format!("\"{missing}\""));
    assert_eq!(back, text);
    // And verify passes on it.
    mayan().arg("verify").arg(&file).assert().code(0);
    // A version 2 file has no Solutions to fix.
    let v2 = dir.join("v2.json");
    std::fs::copy(root(STOCK), &v2).unwrap();
    mayan()
        .args(["verify", "--fix"])
        .arg(&v2)
        .assert()
        .code(2)
        .stderr(predicates::str::contains("version 3"));
}

/// The bug: `--fix` wrote, and verify replayed, every Solution from the
/// game's default cursor (row 7, column 3), so a puzzle with a
/// `CursorStartLeft` got a Solution that swaps elsewhere, and verify called
/// it fine.
#[test]
fn cursor_start_left_is_where_fix_writes_from_and_where_verify_replays_from() {
    // Classic set 1 #1, its Solution recorded from the default cursor, here
    // with the cursor starting at the bottom left.
    let file = crate::cli::scratch(
        "cursor-start.json",
        br#"{"Version": 3, "Puzzle Sets": [{"Set Name": "S", "Puzzles": [
            {"Puzzle Type": "moves", "StartTiming": "immediately", "Moves": 1,
             "Stack": "10110", "CursorStartLeft": {"Row": 1, "Column": 1},
             "Solution": "A45E6A11E5A8E7A10E5A12E5A11E4A16C3A27Q1A64"}]}]}"#,
    );
    let (code, r) = report(&[], &file);
    assert_eq!(code, 1, "{r}");
    assert_eq!(r["puzzles"][0]["solution"]["solves"], false, "{r}");
    let (code, stderr) = fix(&file);
    assert_eq!(code, 0, "{stderr}");
    let fixed = std::fs::read_to_string(&file).unwrap();
    let written = recorded(&fixed, 0, 0);
    let sets = panel::parse(fixed.as_bytes()).unwrap();
    let board = sets[0].puzzles[0].board().unwrap();
    let start = (Some("immediately"), Some((1, 1)));
    let (moves, after) = solution::play_for(&board, &written, start.0, start.1).unwrap();
    assert!(after.is_clear());
    // Read from the default cursor, its swap takes two empty cells.
    assert!(solution::play(&board, &written).is_err());
    // It is the frame engine's writer's, from that cursor.
    let swaps: Vec<(u8, u8)> = moves.iter().map(|&m| solution::swap_cursor(m)).collect();
    let setup = sets[0].puzzles[0]
        .frame_setup(1, mayan_core::frame::Rules::Current)
        .unwrap();
    assert_eq!(setup.cursor, Some((1, 1)));
    assert_eq!(
        written,
        mayan_core::frame::write_solution(&setup, &swaps).unwrap()
    );
    let (code, r) = report(&[], &file);
    assert_eq!(code, 0, "{r}");
    assert_eq!(r["puzzles"][0]["solution"]["result"], "won", "{r}");
}

/// The classic sets' Solutions were recorded at level 10; played at level
/// 5, where panels hover and flash longer, classic set 3 #5's third swap
/// comes too early and the puzzle is lost. The report names the frame, why,
/// and the levels it wins at.
#[test]
fn a_solution_recorded_at_level_10_loses_at_level_5_and_names_the_levels_it_wins_at() {
    let out = mayan()
        .args(["verify", "--level", "5"])
        .arg(root(CLASSIC))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let losing: Vec<&str> = stdout.lines().filter(|l| l.contains("LOSES")).collect();
    assert_eq!(
        losing,
        [
            "  #5   moves in 3   fewest 3, 4 solutions within 3; but mayan's answer does not win in the game (frame 462): no swaps left and nothing moving, with colour panels still on the board; Solution LOSES at frame 449: no swaps left and nothing moving, with colour panels still on the board; it wins at levels 6, 8, 9, 10, 11"
        ],
        "{stdout}"
    );
    assert!(
        stdout.ends_with(
            "1 not winning (played at level 5, current rules); 0 groups of duplicates\n"
        ),
        "{stdout}"
    );
    // Under the engine of the oracle (048), level 10, all 60 win.
    let (code, r) = report(&["--engine", "048"], &root(CLASSIC));
    assert_eq!(
        (code, r["summary"]["solutions_failing"].clone()),
        (0, 0.into())
    );
    assert_eq!(r["summary"]["engine"], "048");
    // Levels and versions that do not exist are refused when read.
    mayan()
        .args(["verify", "--level", "12"])
        .arg(root(CLASSIC))
        .assert()
        .code(2)
        .stderr(predicates::str::contains("12 is not in 1..=11"));
    mayan()
        .args(["verify", "--engine", "049"])
        .arg(root(CLASSIC))
        .assert()
        .code(2)
        .stderr(predicates::str::contains("possible values: current, 048"));
}

const FULL: &str = "fixtures/panel/panel-game_Puzzles-v3_full.json";

/// Each set of a verify report in one line: the fewest swaps of each puzzle
/// mayan solves, `T` for a chain puzzle pure rules provably cannot win,
/// `?` for one they did not win within the search's boards, `-` for one
/// mayan cannot play (clear puzzles).
fn per_set(r: &serde_json::Value) -> String {
    let mut out = String::new();
    let mut set = String::new();
    for p in r["puzzles"].as_array().unwrap() {
        if p["set"] != set.as_str() {
            set = p["set"].as_str().unwrap().to_string();
            out.push_str(&format!("\n{set}:"));
        }
        let mark = if !p["unsupported"].is_null() {
            "-".to_string()
        } else if let Some(why) = p["timing"].as_str() {
            if why.contains("found no win") {
                "?"
            } else {
                "T"
            }
            .to_string()
        } else {
            p["fewest"].to_string()
        };
        out.push_str(&format!(" {mark}"));
    }
    out.push('\n');
    out
}

#[test]
fn the_games_whole_puzzle_file_solves_every_chain_puzzle_pure_rules_win_and_names_the_rest() {
    let (code, r) = report(&["--memory", "128", "--list-alts", "1"], &root(FULL));
    // Novice chains #3's recorded Solution never ends (below): exit 1.
    assert_eq!(code, 1, "{}", r["summary"]);
    let expected = "
Classic / Classic set 1: 1 1 1 1 1 1 1 1 1 3
Classic / Classic set 2: 1 1 1 2 3 1 2 2 2 2
Classic / Classic set 3: 2 2 2 2 3 2 2 3 2 2
Classic / Classic set 4: 2 2 3 2 3 1 2 3 3 3
Classic / Classic set 5: 2 3 3 3 5 3 3 3 3 3
Classic / Classic set 6: 3 3 4 4 4 3 4 4 4 4
Mission / Beginner / Beginner combos: 1 1 3 5 3 4
Mission / Beginner / Beginner chains: 2 2 7 2
Mission / Novice / Novice combos: 6 6 6 1 5 5 7 7
Mission / Novice / Novice chains: 5 7 4 7
Mission / Novice / Novice convert horizontal chains: 9 6 3 4
Mission / Novice / Novice earthquake chains: 3 2 2 8 3 2 5 3 3
Mission / Novice / Novice deeper earthquake chains: 3 2 2 8 3 2 5 3 3
Mission / Novice / Novice horizontal chain from tower: 4 6 6
Mission / Novice / Novice clear puzzles 1: - - - - - - - - -
Mission / Novice / Novice clear puzzles 2: - - - - - - - -
Mission / Intermediate / Intermediate chains: ? 6
Mission / Intermediate / Intermediate extended horizontal chains: 8 ? ?
Mission / Intermediate / Intermediate chains from huge tower: 4 ? ?
Mission / Intermediate / Intermediate horizontal chain from side: ? ?
Mission / Intermediate / Intermediate pre setup combo chains: T
Mission / Intermediate / Intermediate combo chains: ? 4 ? ?
Mission / Intermediate / Intermediate pre setup inserts: 3 3 T
Mission / Intermediate / Intermediate change side inserts: T T T
Mission / Intermediate / Intermediate inserts: ? ? ? ? ? ? ? ? ?
Mission / Intermediate / Intermediate combo chain inserts: ? 5
Mission / Intermediate / Intermediate removes: T ?
Mission / Intermediate / Intermediate openers: ? ? ?
Mission / Intermediate / Intermediate clear puzzles 1: - - - - - - - -
Mission / Intermediate / Intermediate clear puzzles 2: - - -
Mission / Advanced / Advanced shoguns: 1 3 4 3 3 T 3 4 3 3
Mission / Advanced / Advanced transitions 1: - - - - - -
Mission / Advanced / Advanced transitions 2: - - -
Mission / Advanced / Advanced clear puzzles 1: - - - - - - - -
Mission / Advanced / Advanced clear puzzles 2: - - - - - - - -
Mission / Advanced / Advanced clear puzzles 3: - - - - - - - -
Mission / Advanced / Advanced clear puzzles 4: - - - - - - - -
Mission / Advanced / Advanced clear puzzles 5: - - - - - -
Mission / Advanced / Advanced clear puzzles 6: - - - - - -
";
    let got = per_set(&r);
    assert_eq!(got, expected, "{got}");
    let s = &r["summary"];
    assert_eq!(
        (
            s["puzzles"].clone(),
            s["supported"].clone(),
            s["unsolvable"].clone()
        ),
        (235.into(), 154.into(), 0.into())
    );
    // Shogun 6 is the one garbage puzzle pure rules cannot win.
    assert_eq!(s["needs_timing"], 31);
    // All 234 recorded Solutions are played frame by frame at level 10, the
    // level they were recorded at; all win but novice chains #3's, which
    // leaves panels that never clear and never starts the chain that would
    // end the puzzle: the game waits for ever.
    assert_eq!(s["solutions_recorded"], 234);
    assert_eq!(s["solutions_failing"], 1);
    assert_eq!(
        (s["level"].clone(), s["engine"].clone()),
        (10.into(), "current".into())
    );
    let sets = panel::parse(read(FULL).as_bytes()).unwrap();
    let (mut chains, mut replayed, mut not_won) = (0, 0, Vec::new());
    for p in r["puzzles"].as_array().unwrap() {
        let what = format!("{} #{}", p["set"], p["index"]);
        let set = sets
            .iter()
            .find(|s| s.name == p["set"].as_str().unwrap())
            .unwrap();
        let puzzle = &set.puzzles[p["index"].as_u64().unwrap() as usize - 1];
        if puzzle.kind == "moves" && p["unsupported"].is_null() && !puzzle.has_garbage() {
            assert_eq!(p["solution"]["solves"], true, "{what}");
            assert_eq!(p["fewest"], p["moves"], "{what}");
        }
        if puzzle.kind != "chain" {
            continue;
        }
        chains += 1;
        if p["solution"]["solves"] == true {
            replayed += 1;
        } else {
            not_won.push((what.clone(), p["solution"]["result"].clone()));
        }
        let Some(fewest) = p["fewest"].as_u64() else {
            continue;
        };
        // The smallest answer, replayed by the simple engine's own chain
        // rule, in the fewest swaps.
        let text = p["alt_list"][0].as_str().unwrap().replace(' ', "\n");
        let answer = mayan_core::format::notation::parse_answer(text.as_bytes())
            .unwrap()
            .unwrap();
        let mut board = puzzle.board().unwrap();
        let mut moves = Vec::new();
        for (written, _) in answer {
            let mv = written.resolve(&board).unwrap();
            board = board.play(mv, mayan_core::MoveSet::Drag).unwrap();
            moves.push(mv);
        }
        assert_eq!(moves.len() as u64, fewest, "{what}");
        assert!(
            mayan_oracle::reference::chain_wins(
                &puzzle.board().unwrap(),
                mayan_core::MoveSet::Drag,
                &moves
            ),
            "{what}: {text}"
        );
    }
    assert_eq!((chains, replayed), (84, 83));
    // Mayan's own answers, written as the game's inputs and played frame by
    // frame: 121 of the 123 win; Beginner combos #2's (a combo, no chain)
    // is lost as a clear outside a chain, and classic set 3 #5's loses.
    let answers: Vec<(String, serde_json::Value)> = r["puzzles"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| !p["answer"].is_null())
        .map(|p| {
            (
                format!("{} #{}", p["set"], p["index"]),
                p["answer"]["result"].clone(),
            )
        })
        .collect();
    assert_eq!(answers.len(), 123);
    let lost: Vec<&str> = answers
        .iter()
        .filter(|(_, r)| r != "won")
        .map(|(n, _)| n.as_str())
        .collect();
    assert_eq!(
        lost,
        [
            "\"Classic / Classic set 3\" #5",
            "\"Mission / Beginner / Beginner combos\" #2"
        ]
    );
    assert_eq!(
        not_won,
        [(
            "\"Mission / Novice / Novice chains\" #3".to_string(),
            serde_json::Value::from("running")
        )]
    );
}

/// The game's own loader (`PuzzleSet.validateV3Properties`) refuses a
/// version 3 puzzle with a key it does not know, as one of its own files
/// once had ("Chain Size"); version 2 files are read leniently.
#[test]
fn a_key_the_game_refuses_in_a_version_3_file_is_named_and_fails_the_run() {
    let puzzles = r#"[
        {"Puzzle Type": "moves", "Moves": 1, "Stack": "10110", "Stop": 5},
        {"Puzzle Type": "chain", "Moves": 0, "Chain Size": 7, "Stack": "9191919"}]"#;
    let v3 = crate::cli::scratch(
        "refused-v3.json",
        format!(r#"{{"Version": 3, "Puzzle Sets": [{{"Set Name": "S", "Puzzles": {puzzles}}}]}}"#)
            .as_bytes(),
    );
    let (code, r) = report(&[], &v3);
    assert_eq!(code, 1, "{r}");
    assert_eq!(r["puzzles"][0]["game_refuses"], serde_json::json!([]));
    assert_eq!(
        r["puzzles"][1]["game_refuses"],
        serde_json::json!(["Chain Size"])
    );
    assert_eq!(r["summary"]["refused_by_the_game"], 1);
    let text = mayan().arg("verify").arg(&v3).output().unwrap();
    let out = String::from_utf8(text.stdout).unwrap();
    assert!(
        out.contains("THE GAME REFUSES key \"Chain Size\" and will not load it"),
        "{out}"
    );
    assert!(out.contains("; 1 the game will not load\n"), "{out}");
    let v2 = crate::cli::scratch(
        "refused-v2.json",
        format!(r#"{{"Version": 2, "Puzzle Sets": [{{"Set Name": "S", "Puzzles": {puzzles}}}]}}"#)
            .as_bytes(),
    );
    let (code, r) = report(&[], &v2);
    assert_eq!(code, 0, "{r}");
    assert_eq!(r["summary"]["refused_by_the_game"], 0);
}

/// The bug: `verify --fix` exited 0 while the file still held a key the
/// game refuses, which --fix does not touch (the help says 1).
#[test]
fn fix_exits_1_while_a_key_the_game_refuses_is_left() {
    let file = crate::cli::scratch(
        "fix-refused.json",
        br#"{"Version": 3, "Puzzle Sets": [{"Set Name": "S", "Puzzles": [
            {"Puzzle Type": "moves", "Moves": 1, "Stack": "10110", "Chain Size": 7}]}]}"#,
    );
    let (code, stderr) = fix(&file);
    assert_eq!(code, 1, "{stderr}");
    assert!(stderr.contains("fixed 1 Solution in"), "{stderr}");
    // The Solution it wrote wins; the key is still there.
    let (code, r) = report(&[], &file);
    assert_eq!(code, 1, "{r}");
    assert_eq!(r["puzzles"][0]["solution"]["result"], "won", "{r}");
    assert_eq!(
        r["puzzles"][0]["game_refuses"],
        serde_json::json!(["Chain Size"])
    );
}
