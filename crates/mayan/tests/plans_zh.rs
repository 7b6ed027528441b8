//! The teacher's texts in Chinese (issue 33), pinned as snapshots beside
//! the English ones of `plans.rs`: `explain --plan` on the NOIP sample and
//! on seed 004's box maze, `hint --why`, `check --explain` on an answer
//! that takes a detour and on one that goes wrong, and the main errors.
//! Each is asked for in Chinese by `--lang zh` and once by the locale
//! (`LANG=zh_CN.UTF-8`), which must give the same bytes.

use crate::cli::{SAMPLE, mayan, root, scratch};

/// The box maze of seed 004 under its rules.
const MAZE: [&str; 5] = [
    "--format",
    "grid",
    "--rules",
    "swap4",
    "examples/box-maze.txt",
];

/// `mayan --lang zh ARGS`, which must exit with `code`: its stdout and
/// stderr. The same command under `LANG=zh_CN.UTF-8` (and no other
/// language setting) must print the same.
fn zh(args: &[&str], code: i32) -> (String, String) {
    let run = |cmd: &mut assert_cmd::Command| {
        let out = cmd.current_dir(root("")).assert().code(code);
        let o = out.get_output();
        (
            String::from_utf8(o.stdout.clone()).unwrap(),
            String::from_utf8(o.stderr.clone()).unwrap(),
        )
    };
    let flagged = run(mayan().arg("--lang").arg("zh").args(args));
    let located = run(mayan()
        .env_remove("MAYAN_LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "zh_CN.UTF-8")
        .args(args));
    assert_eq!(flagged, located, "--lang zh and LANG=zh_CN.UTF-8 differ");
    flagged
}

#[test]
fn explain_plan_of_the_noip_sample_in_chinese() {
    insta::assert_snapshot!(zh(&["explain", "--plan", SAMPLE], 0).0);
}

#[test]
fn explain_plan_of_the_seed_004_box_maze_in_chinese() {
    insta::assert_snapshot!(zh(&[&["explain", "--plan"][..], &MAZE].concat(), 0).0);
}

#[test]
fn hint_why_in_chinese() {
    insta::assert_snapshot!(zh(&["hint", "--why", SAMPLE], 0).0);
    let maze = zh(&[&["hint", "--why"][..], &MAZE].concat(), 0).0;
    insta::assert_snapshot!("hint_why_of_the_box_maze_in_chinese", maze);
}

#[test]
fn check_explain_in_chinese() {
    let detour = scratch("plan-zh-detour.ans", b"1 3 U\n1 4 D\n1 3 U\n1 2 L\n");
    let args = ["check", "--explain", "--goal", "at-most", "--moves", "4"];
    let out = zh(&[&args[..], &MAZE, &[detour.to_str().unwrap()]].concat(), 0).0;
    insta::assert_snapshot!("check_explain_of_a_detour_in_chinese", out);
    let loses = scratch("plan-zh-loses.ans", b"2 1 1\n2 1 -1\n3 1 1\n");
    let out = zh(&["check", "--explain", SAMPLE, loses.to_str().unwrap()], 1).0;
    insta::assert_snapshot!("check_explain_of_a_wrong_move_in_chinese", out);
}

#[test]
fn the_main_errors_in_chinese() {
    let bad = scratch("plan-zh-bad.in", b"3\n1 1 x\n");
    let illegal = scratch("plan-zh-illegal.ans", b"0 0 -1\n");
    let mut all = String::new();
    for (args, code) in [
        (vec!["solve", "no-such-file.in"], 2),
        (vec!["solve", bad.to_str().unwrap()], 2),
        (vec!["check", SAMPLE, illegal.to_str().unwrap()], 1),
        (vec!["explain", SAMPLE, illegal.to_str().unwrap()], 2),
    ] {
        let (out, err) = zh(&args, code);
        // Scratch files live under the target folder: name them alone.
        let dir = format!("{}/", bad.parent().unwrap().display());
        let name = |s: &str| s.replace(&dir, "");
        all.push_str(&format!(
            "$ mayan --lang zh {}\n{}{}\n",
            args[0],
            name(&out),
            name(&err)
        ));
    }
    insta::assert_snapshot!(all);
}
