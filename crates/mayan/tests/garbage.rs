//! Garbage puzzles end to end: `list` marks the shoguns supported, `solve`
//! answers them in the game's notation, `verify` checks them, the other
//! commands refuse them with exit 2, and `convert` keeps them byte for byte.

use predicates::prelude::PredicateBooleanExt;
use predicates::str::contains;

use crate::cli::{assert_bad_input, mayan, root};

const FULL: &str = "fixtures/panel/panel-game_Puzzles-v3_full.json";
const SHOGUNS: &str = "Mission / Advanced / Advanced shoguns";

fn shogun(args: &[&str], index: usize) -> std::process::Output {
    mayan()
        .args(args)
        .args(["--puzzle", SHOGUNS, "--index", &index.to_string()])
        .arg(root(FULL))
        .output()
        .unwrap()
}

#[test]
fn list_marks_the_shoguns_supported() {
    mayan().arg("list").arg(root(FULL)).assert().code(0).stdout(
        contains("--puzzle \"Mission / Advanced / Advanced shoguns\" --index 1   moves  1 move, 31 panels\n")
            .and(contains("--index 10  moves  3 moves, 38 panels\n"))
            .and(contains("GarbagePanelBuffer\" is not supported")),
    );
}

#[test]
fn solve_answers_the_shoguns_in_the_games_notation() {
    let out = shogun(&["solve"], 1);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "r2c2\n");
    let out = shogun(&["solve"], 5);
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "r3c1\nr5c1\nr3c2\nr5c1\n"
    );
    let out = shogun(&["solve", "--goal", "shortest"], 5);
    assert_eq!(out.stdout.iter().filter(|&&b| b == b'\n').count(), 3);
    let out = shogun(&["solve", "--count"], 5);
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "148\n");
    // Shogun 6 needs a swap while garbage still clears.
    let out = shogun(&["solve"], 6);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "-1\n");
    assert!(String::from_utf8_lossy(&out.stderr).contains("timing"));
    let out = shogun(&["solve", "--json"], 1);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["solved"], true);
    assert_eq!(json["budget"], 1);
    assert_eq!(json["goal"], "at-most");
}

#[test]
fn verify_checks_the_shoguns() {
    // The shoguns' set alone, nested as in the game's file: verifying the
    // whole file takes a minute (its chain puzzles' walks), and
    // tests/verify.rs does that once already.
    let full: serde_json::Value =
        serde_json::from_slice(&std::fs::read(root(FULL)).unwrap()).unwrap();
    let only = only_set(&full, "puzzle_set_name_advanced_shoguns").unwrap();
    let file = std::env::temp_dir().join(format!("mayan-shoguns-{}.json", std::process::id()));
    std::fs::write(&file, serde_json::to_vec(&only).unwrap()).unwrap();
    let out = mayan().args(["verify", "--json"]).arg(&file).output();
    std::fs::remove_file(&file).unwrap();
    let out = out.unwrap();
    let r: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let shoguns: Vec<&serde_json::Value> = r["puzzles"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["set"] == SHOGUNS)
        .collect();
    assert_eq!(shoguns.len(), 10);
    for p in &shoguns {
        assert!(p["unsupported"].is_null(), "{p}");
        // Every recorded Solution wins, played frame by frame.
        assert_eq!(p["solution"]["solves"], true, "{p}");
    }
    assert_eq!(shoguns[0]["fewest"], 1);
    assert_eq!(shoguns[0]["solution"]["solves"], true);
    assert_eq!(shoguns[4]["fewest"], 3);
    assert_eq!(shoguns[4]["alts"], "148");
    assert!(shoguns[5]["fewest"].is_null());
    assert!(shoguns[5]["timing"].as_str().unwrap().contains("garbage"));
    // Its Solution presses swap 3 times where its Moves is 2: the game
    // refuses the third, and the two it makes win.
    assert_eq!(shoguns[5]["moves"], 2);
    assert_eq!(shoguns[5]["solution"]["swaps"], 2);
    assert_eq!(shoguns[5]["solution"]["refused_swaps"], 1);
}

/// `file` (a Panel Attack file, or a set of one) with only the set named
/// `name` left, and the sets it is nested in; `None` when it has none.
fn only_set(file: &serde_json::Value, name: &str) -> Option<serde_json::Value> {
    if file["Set Name"] == name {
        return Some(file.clone());
    }
    let sets: Vec<serde_json::Value> = file["Puzzle Sets"]
        .as_array()?
        .iter()
        .filter_map(|s| only_set(s, name))
        .collect();
    if sets.is_empty() {
        return None;
    }
    let mut kept = file.clone();
    kept["Puzzle Sets"] = sets.into();
    Some(kept)
}

#[test]
fn commands_that_cannot_play_garbage_refuse_it_with_exit_2() {
    let out_file = std::env::temp_dir().join("mayan-garbage-refused.svg");
    let out = out_file.to_str().unwrap();
    let mut commands = vec![
        vec!["explain"],
        vec!["hint"],
        vec!["convert", "--to", "noip"],
        vec!["convert", "--to", "grid"],
        vec!["solve", "--goal", "chain:2"],
    ];
    // A solver-only build refuses these for the missing feature instead.
    if cfg!(feature = "render") {
        commands.push(vec!["show"]);
        commands.push(vec!["render", "--out", out]);
    }
    for args in commands {
        let mut cmd = mayan();
        cmd.args(&args)
            .args(["--puzzle", SHOGUNS, "--index", "1"])
            .arg(root(FULL));
        let part = if args.contains(&"chain:2") {
            ""
        } else {
            "garbage blocks"
        };
        assert_bad_input(&mut cmd, &[part]);
    }
    assert!(!out_file.exists());
}

#[test]
fn convert_keeps_garbage_puzzles_byte_for_byte() {
    // The game's whole file is written back; its shoguns keep their
    // stacks and Solutions.
    let out = mayan()
        .args(["convert", "--to", "panel-attack"])
        .arg(root(FULL))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    for stack in [
        "{====}929999[====]040000224999949999",
        "[====][====]929999999999[====]922300999930999399",
        "30000[====]000992000929303992909999909999999999999999999999",
    ] {
        assert!(text.contains(stack), "{stack}");
    }
    assert!(text.contains("A22E4A10E6A8E6A9E5A10E6A9C5A7Q1A173"));
}
