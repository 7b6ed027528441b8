//! `mayan gen` and `mayan batch`, end to end.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use assert_cmd::Command as Cmd;
use mayan_core::format::notation::{parse_answer, write_answer};
use mayan_core::format::{grid, noip, panel};
use mayan_core::read::{ReadOptions, read_puzzle};
use mayan_core::{Board, Move, MoveSet, Notation};
use serde_json::{Value, json};
use tempfile::TempDir;

fn mayan() -> Cmd {
    Cmd::cargo_bin("mayan").unwrap()
}

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/generated")
}

/// Runs `mayan gen` with `args` and returns stdout; panics unless it exits 0.
fn gen_ok(args: &[&str]) -> String {
    let out = mayan().arg("gen").args(args).output().unwrap();
    assert!(
        out.status.success(),
        "mayan gen {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Runs `mayan gen` with the whitespace-separated `args` and `--out out`;
/// panics unless it exits 0.
fn gen_out(args: &str, out: &Path) {
    let mut all: Vec<&str> = args.split_whitespace().collect();
    all.extend(["--out", out.to_str().unwrap()]);
    gen_ok(&all);
}

/// The files of a directory, by name, with their bytes.
fn files(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut v: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            (
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read(e.path()).unwrap(),
            )
        })
        .collect();
    v.sort();
    v
}

/// Replays an answer's moves (read back from text), returning the board.
fn replay_text(board: &Board, answer: &str, rules: MoveSet) -> Option<(Board, usize)> {
    let moves = parse_answer(answer.as_bytes()).unwrap()?;
    let mut b = *board;
    for (text, pos) in &moves {
        assert!(!b.is_clear(), "board clear before the move at {pos}");
        let mv: Move = text.resolve(&b).unwrap();
        b = b.play(mv, rules).unwrap_or_else(|e| panic!("{pos}: {e}"));
    }
    Some((b, moves.len()))
}

// ---------------------------------------------------------------- gen

#[test]
fn gen_same_seed_same_bytes_other_seed_other_output() {
    let a = gen_ok(&["--seed", "11", "--moves", "3"]);
    let b = gen_ok(&["--seed", "11", "--moves", "3"]);
    let c = gen_ok(&["--seed", "12", "--moves", "3"]);
    assert_eq!(a, b);
    assert_ne!(a, c);
    noip::parse(a.as_bytes()).unwrap();

    let tmp = TempDir::new().unwrap();
    let dirs: Vec<PathBuf> = ["x", "y", "z"].iter().map(|d| tmp.path().join(d)).collect();
    for (dir, seed, threads) in [
        (&dirs[0], "5", "1"),
        (&dirs[1], "5", "2"),
        (&dirs[2], "6", "2"),
    ] {
        gen_out(
            &format!("--format noip --count 8 --moves 3 --seed {seed} --threads {threads}"),
            dir,
        );
    }
    // Same seed: the same files byte for byte, whatever the thread count.
    assert_eq!(files(&dirs[0]), files(&dirs[1]));
    let (x, z) = (files(&dirs[0]), files(&dirs[2]));
    assert_eq!(x.len(), z.len());
    assert!(
        x.iter()
            .zip(&z)
            .any(|(p, q)| p.0.ends_with(".in") && p != q),
        "another seed made the same boards"
    );
}

#[test]
fn gen_noip_data_checks_out() {
    let tmp = TempDir::new().unwrap();
    let dir = tmp.path().join("data");
    gen_out("--format noip --count 12 --moves 3 --seed 42", &dir);
    let readme = std::fs::read_to_string(dir.join("README.md")).unwrap();
    let mut unsolvable = 0;
    for i in 1..=12 {
        let name = format!("case{i:02}");
        let input = std::fs::read(dir.join(format!("{name}.in"))).unwrap();
        let answer = std::fs::read_to_string(dir.join(format!("{name}.ans"))).unwrap();
        let parsed = noip::parse(&input).unwrap();
        assert_eq!(parsed.budget, 3);
        // A valid settled puzzle: no floating block, no run of three.
        let puzzle =
            read_puzzle(&input, &ReadOptions::default()).unwrap_or_else(|e| panic!("{name}: {e}"));
        match replay_text(puzzle.board(), &answer, MoveSet::Drag) {
            Some((end, len)) => {
                assert!(end.is_empty(), "{name}: not cleared");
                assert_eq!(len, 3);
            }
            None => {
                unsolvable += 1;
                assert_eq!(answer, "-1\n");
                // The slow brute force agrees that nothing clears it.
                assert_eq!(
                    mayan_oracle::reference::solve(
                        puzzle.board(),
                        MoveSet::Drag,
                        3,
                        true,
                        mayan_solve::Goal::Exact
                    ),
                    None,
                    "{name}"
                );
            }
        }
        // `mayan solve` prints the same answer.
        mayan()
            .args(["solve", "--format", "noip"])
            .arg(dir.join(format!("{name}.in")))
            .assert()
            .success()
            .stdout(answer.clone());
        let blocks = puzzle.board().block_count();
        let len = if answer == "-1\n" { "-1" } else { "3" };
        assert!(
            readme.contains(&format!("| {name} | 3 | {blocks} | {len} | ")),
            "{name} not in the README:\n{readme}"
        );
    }
    // 25% of 12: three boards answer -1.
    assert_eq!(unsolvable, 3);
    assert!(readme.contains("--seed 42"), "{readme}");
}

#[test]
fn gen_case_names_follow_the_count() {
    let tmp = TempDir::new().unwrap();
    let dir = tmp.path().join("d");
    gen_out("--count 3 --moves 1 --seed 1", &dir);
    let names: Vec<String> = files(&dir).into_iter().map(|f| f.0).collect();
    assert_eq!(
        names,
        [
            "README.md",
            "case01.ans",
            "case01.in",
            "case02.ans",
            "case02.in",
            "case03.ans",
            "case03.in"
        ]
    );
}

#[test]
fn gen_unique_puzzles_are_unique_by_brute_force() {
    for rules in ["drag", "swap4"] {
        let tmp = TempDir::new().unwrap();
        let dir = tmp.path().join("u");
        gen_out(
            &format!(
                "--format grid --rules {rules} --width 5 --height 6 --colours 5 --moves 3 \
                 --count 3 --unique --seed 8"
            ),
            &dir,
        );
        let set: MoveSet = rules.parse().unwrap();
        for i in 1..=3 {
            let text = std::fs::read(dir.join(format!("case{i:02}.txt"))).unwrap();
            let g = grid::parse(&text).unwrap();
            assert_eq!(g.budget, Some(3));
            let b = g.board;
            assert!(b.is_settled());
            assert_eq!(mayan_oracle::reference::count(&b, set, 3, true), 1, "{b}");
            assert_eq!(mayan_oracle::reference::count(&b, set, 2, false), 0, "{b}");
            let answer = std::fs::read_to_string(dir.join(format!("case{i:02}.ans"))).unwrap();
            let (end, len) = replay_text(&b, &answer, set).unwrap();
            assert!(end.is_empty());
            assert_eq!(len, 3);
            mayan()
                .args(["solve", "--unique", "--format", "grid", "--rules", rules])
                .arg(dir.join(format!("case{i:02}.txt")))
                .assert()
                .success()
                .stdout("unique\n");
        }
    }
}

#[test]
fn gen_panel_attack_file_is_valid() {
    let tmp = TempDir::new().unwrap();
    let file = tmp.path().join("set.json");
    let args = "--format panel-attack --width 6 --height 12 --colours 5 --moves 2 --count 4 \
                --seed 3 --set-name Mine";
    gen_out(args, &file);
    let bytes = std::fs::read(&file).unwrap();
    let v: Value = serde_json::from_slice(&bytes).unwrap();
    assert_eq!(v["Version"], 3);
    assert_eq!(v["Puzzle Sets"].as_array().unwrap().len(), 1);
    let sets = panel::parse(&bytes).unwrap();
    assert_eq!(sets.len(), 1);
    assert_eq!(sets[0].name, "Mine");
    assert_eq!(sets[0].puzzles.len(), 4);
    for (k, p) in sets[0].puzzles.iter().enumerate() {
        assert_eq!(p.kind, "moves");
        assert_eq!(p.moves, 2);
        let b = p.board().unwrap();
        assert!(b.is_settled());
        // The Solution plays the answer: the smallest solution in exactly n.
        let (moves, end) = panel::solution::play(&b, p.solution.as_deref().unwrap()).unwrap();
        assert!(end.is_clear());
        mayan()
            .args(["solve", "--goal", "exact", "--puzzle", "Mine", "--index"])
            .arg((k + 1).to_string())
            .arg(&file)
            .assert()
            .success()
            .stdout(write_answer(Some(&moves), Notation::PanelAttack));
        // Panel Attack allows at most n moves: the fewest must be n.
        mayan()
            .args([
                "solve", "--goal", "shortest", "--json", "--puzzle", "Mine", "--index",
            ])
            .arg((k + 1).to_string())
            .arg(&file)
            .assert()
            .success()
            .stdout(predicates::str::contains("\"length\":2"));
    }
    // Each Solution wins as the game plays it, at the level the game's
    // menu starts at as at 10: verify exits 0 on the file.
    for level in ["5", "10"] {
        mayan()
            .args(["verify", "--level", level])
            .arg(&file)
            .assert()
            .code(0)
            .stdout(predicates::str::contains(
                "4 recorded Solutions, 0 not winning",
            ));
    }
    // To stdout, the same bytes.
    let out = gen_ok(&args.split_whitespace().collect::<Vec<_>>());
    assert_eq!(out.as_bytes(), &bytes[..]);
    // Version 2 on request: the same puzzles, no solutions.
    let mut v2_args: Vec<&str> = args.split_whitespace().collect();
    v2_args.extend(["--panel-version", "2"]);
    let v2 = gen_ok(&v2_args);
    let v: Value = serde_json::from_str(&v2).unwrap();
    assert_eq!(v["Version"], 2);
    assert!(!v2.contains("Solution"), "{v2}");
    let v2_sets = panel::parse(v2.as_bytes()).unwrap();
    for (a, b) in v2_sets[0].puzzles.iter().zip(&sets[0].puzzles) {
        assert_eq!((&a.stack, a.moves), (&b.stack, b.moves));
    }
}

#[test]
fn gen_refuses_what_a_format_cannot_hold() {
    for (args, needle) in [
        (
            vec!["--format", "noip", "--width", "6"],
            "NOIP format is a 5 x 7",
        ),
        (
            vec!["--format", "noip", "--rules", "swap4"],
            "NOIP format is a 5 x 7",
        ),
        (
            vec!["--format", "noip", "--colours", "11"],
            "at most 10 colours",
        ),
        (vec!["--format", "panel-attack", "--width", "5"], "6 wide"),
        (
            vec!["--format", "panel-attack", "--height", "13"],
            "at most 12 high",
        ),
        (
            vec!["--format", "panel-attack", "--colours", "8"],
            "at most 7",
        ),
        (
            vec![
                "--format",
                "panel-attack",
                "--width",
                "6",
                "--unsolvable",
                "10",
            ],
            "must have a solution",
        ),
        (
            vec!["--format", "grid", "--panel-version", "2"],
            "--panel-version is for --format panel-attack",
        ),
        (
            vec!["--format", "panel-attack", "--panel-version", "4"],
            "4",
        ),
        (vec!["--count", "3"], "--out DIR"),
        (vec!["--count", "0"], "from 1 to"),
        (vec!["--format", "grid", "--colours", "0"], "colours"),
        (vec!["--format", "grid", "--width", "17"], "not supported"),
        (vec!["--moves", "0"], "moves"),
    ] {
        mayan()
            .arg("gen")
            .args(&args)
            .assert()
            .code(2)
            .stderr(predicates::str::contains(needle));
    }
    // Asking the impossible: exit 1 with a message, not a hang.
    mayan()
        .args([
            "gen",
            "--format",
            "grid",
            "--width",
            "1",
            "--colours",
            "1",
            "--moves",
            "1",
            "--attempts",
            "5",
        ])
        .assert()
        .code(1)
        .stderr(predicates::str::contains("5 attempts"));
}

/// The command in a generated README.
fn readme_command(dir: &Path) -> Vec<String> {
    let readme = std::fs::read_to_string(dir.join("README.md")).unwrap();
    let line = readme
        .lines()
        .find(|l| l.starts_with("mayan gen "))
        .expect("a command line in the README");
    line.split_whitespace().skip(2).map(String::from).collect()
}

/// Runs the command of a generated folder's README again, asserts that it
/// makes every file but the README byte for byte in this version, and
/// answers their names.
fn assert_reproduced(dir: &Path) -> Vec<String> {
    let tmp = TempDir::new().unwrap();
    let out = tmp.path().join("again");
    let mut args = readme_command(dir);
    args.extend(["--out".to_string(), out.to_str().unwrap().to_string()]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    gen_ok(&args);
    let mut names = Vec::new();
    for (name, bytes) in files(&out) {
        if name == "README.md" {
            continue;
        }
        let committed = std::fs::read(dir.join(&name)).unwrap();
        assert_eq!(bytes, committed, "{}/{name} changed", dir.display());
        names.push(name);
    }
    names
}

#[test]
fn committed_fixtures_are_reproduced_and_match_the_reference_programs() {
    let root = fixtures();
    let mut checked = 0;
    for set in ["noip-n4", "noip-n5"] {
        let dir = root.join(set);
        for name in assert_reproduced(&dir) {
            let Some(case) = name.strip_suffix(".in") else {
                continue;
            };
            let ours = std::fs::read_to_string(dir.join(format!("{case}.ans"))).unwrap();
            let literal = std::fs::read_to_string(dir.join(format!("{case}.literal.ans"))).unwrap();
            let pruned = std::fs::read_to_string(dir.join(format!("{case}.pruned.ans"))).unwrap();
            assert_eq!(ours, literal, "{set}/{case}: seed000 answers otherwise");
            assert_eq!(ours, pruned, "{set}/{case}: seed003 answers otherwise");
            mayan()
                .args(["solve", "--format", "noip"])
                .arg(dir.join(&name))
                .assert()
                .success()
                .stdout(literal);
            mayan()
                .args(["solve", "--format", "noip", "--no-null-moves"])
                .arg(dir.join(&name))
                .assert()
                .success()
                .stdout(pruned);
            checked += 1;
        }
    }
    assert_eq!(checked, 14);
}

/// The box mazes of the web page's packs (`crates/mayan-web/packs.json`):
/// grids the same command makes again, whose answers `mayan solve` prints.
#[test]
fn the_box_maze_packs_are_reproduced() {
    let root = fixtures();
    let mut checked = 0;
    for set in ["box-maze-n3", "box-maze-n4"] {
        let dir = root.join(set);
        for name in assert_reproduced(&dir) {
            let Some(case) = name.strip_suffix(".txt") else {
                continue;
            };
            let answer = std::fs::read_to_string(dir.join(format!("{case}.ans"))).unwrap();
            mayan()
                .arg("solve")
                .arg(dir.join(&name))
                .assert()
                .success()
                .stdout(answer);
            checked += 1;
        }
    }
    assert_eq!(checked, 12);
}

/// Builds the reference programs, or says why the test is skipped.
fn reference_programs(dir: &Path) -> Option<PathBuf> {
    // $MAYAN_SHARED, else a shared/ beside the repository (as CI lays it
    // out), else the development machine's.
    let shared = match std::env::var_os("MAYAN_SHARED") {
        Some(s) => PathBuf::from(s),
        None => [
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared"),
            PathBuf::from("/work/shared"),
        ]
        .into_iter()
        .find(|p| p.join("reference/build.sh").exists())
        .unwrap_or_else(|| PathBuf::from("/work/shared")),
    };
    let build = shared.join("reference/build.sh");
    if !build.exists() {
        eprintln!("skipped: {} is missing", build.display());
        return None;
    }
    if Command::new("g++").arg("--version").output().is_err() {
        eprintln!("skipped: g++ is missing");
        return None;
    }
    let status = Command::new("sh").arg(&build).arg(dir).output().unwrap();
    if !status.status.success() {
        eprintln!(
            "skipped: the reference programs did not build: {}",
            String::from_utf8_lossy(&status.stderr)
        );
        return None;
    }
    Some(dir.to_path_buf())
}

fn run_reference(program: &Path, input: &Path) -> String {
    let out = Command::new(program)
        .stdin(std::fs::File::open(input).unwrap())
        .output()
        .unwrap();
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn generated_answers_equal_the_reference_programs() {
    let tmp = TempDir::new().unwrap();
    let Some(bin) = reference_programs(&tmp.path().join("ref")) else {
        println!("NOTICE: reference comparison skipped (no g++ or no shared/reference)");
        return;
    };
    for (flag, program) in [(None, "seed000"), (Some("--no-null-moves"), "seed003")] {
        let dir = tmp.path().join(program);
        let flag = flag.unwrap_or("");
        gen_out(
            &format!("--format noip --count 10 --moves 4 --min-blocks 12 --seed 77 {flag}"),
            &dir,
        );
        for i in 1..=10 {
            let input = dir.join(format!("case{i:02}.in"));
            let ours = std::fs::read_to_string(dir.join(format!("case{i:02}.ans"))).unwrap();
            assert_eq!(
                run_reference(&bin.join(program), &input),
                ours,
                "{program} on case{i:02}"
            );
        }
    }
}

// ---------------------------------------------------------------- batch

/// A mixed list of requests: generated NOIP and grid puzzles, several goals
/// and readings.
fn requests() -> Vec<Value> {
    let tmp = TempDir::new().unwrap();
    let noip_dir = tmp.path().join("n");
    gen_out("--format noip --count 8 --moves 3 --seed 9", &noip_dir);
    let grid_dir = tmp.path().join("g");
    gen_out(
        "--format grid --rules swap4 --width 6 --height 6 --moves 2 --count 6 --unsolvable 30 \
         --seed 9",
        &grid_dir,
    );
    let mut reqs = Vec::new();
    for i in 1..=8 {
        let text = std::fs::read_to_string(noip_dir.join(format!("case{i:02}.in"))).unwrap();
        let mut r = json!({"id": format!("noip-{i}"), "noip": text});
        if i % 3 == 0 {
            r["no_null_moves"] = json!(true);
        }
        reqs.push(r);
    }
    let goals = ["exact", "at-most", "shortest"];
    for i in 1..=6 {
        let text = std::fs::read_to_string(grid_dir.join(format!("case{i:02}.txt"))).unwrap();
        let rows: String = text.lines().skip(1).map(|l| format!("{l}\n")).collect();
        reqs.push(json!({
            "id": 100 + i,
            "grid": rows,
            "rules": "swap4",
            "goal": goals[i % 3],
            "moves": 2 + (i % 2),
        }));
    }
    reqs
}

fn jsonl(reqs: &[Value]) -> String {
    reqs.iter().map(|r| format!("{r}\n")).collect()
}

/// Output lines without their timing.
pub(crate) fn untimed(out: &str) -> Vec<Value> {
    out.lines()
        .map(|l| {
            let mut v: Value = serde_json::from_str(l).unwrap();
            if let Some(o) = v.as_object_mut() {
                o.remove("time_ms");
            }
            v
        })
        .collect()
}

/// Runs `mayan batch` with `args` and `stdin`, asserts its exit code, and
/// returns its output lines without their timing.
fn batch(args: &[&str], stdin: String, code: i32) -> Vec<Value> {
    let out = mayan()
        .arg("batch")
        .args(args)
        .write_stdin(stdin)
        .assert()
        .code(code)
        .get_output()
        .stdout
        .clone();
    untimed(&String::from_utf8(out).unwrap())
}

#[test]
fn batch_equals_solve_json_one_by_one() {
    let reqs = requests();
    let got = batch(&["--threads", "2"], jsonl(&reqs), 0);
    assert_eq!(got.len(), reqs.len());
    let tmp = TempDir::new().unwrap();
    for (req, report) in reqs.iter().zip(&got) {
        assert_eq!(report["id"], req["id"]);
        let file = tmp.path().join("p.txt");
        let mut cmd = mayan();
        cmd.args(["solve", "--json"]);
        if let Some(text) = req["noip"].as_str() {
            std::fs::write(&file, text).unwrap();
            cmd.args(["--format", "noip"]);
        } else {
            std::fs::write(&file, req["grid"].as_str().unwrap()).unwrap();
            cmd.args([
                "--format",
                "grid",
                "--rules",
                req["rules"].as_str().unwrap(),
            ]);
            cmd.args(["--moves", &req["moves"].to_string()]);
            cmd.args(["--goal", req["goal"].as_str().unwrap()]);
        }
        if req["no_null_moves"] == json!(true) {
            cmd.arg("--no-null-moves");
        }
        let one = cmd
            .arg(&file)
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        let mut expected = untimed(&String::from_utf8(one).unwrap()).remove(0);
        expected["id"] = req["id"].clone();
        assert_eq!(report, &expected, "request {req}");
    }
    // Some boards were solved and some were not: the comparison means something.
    assert!(got.iter().any(|r| r["solved"] == json!(true)));
    assert!(got.iter().any(|r| r["solved"] == json!(false)));
}

#[test]
fn batch_keeps_input_order_and_reports_bad_lines() {
    let reqs = requests();
    let mut lines: Vec<String> = reqs.iter().map(Value::to_string).collect();
    lines.insert(2, "{\"id\": \"broken\", \"grid\": \"12\\n21\"".to_string()); // line 3
    lines.insert(5, String::new()); // line 6, blank: skipped
    lines.insert(
        6,
        "{\"id\": \"runs\", \"grid\": \"111\", \"moves\": 1}".to_string(),
    ); // line 7
    lines.insert(
        7,
        "{\"id\": \"what\", \"grid\": \"1\", \"moves\": 1, \"colour\": 2}".to_string(),
    ); // 8
    lines.insert(8, "[1, 2]".to_string()); // line 9
    let input = lines.join("\n") + "\n";
    let got = batch(&["--threads", "2"], input, 1);
    assert_eq!(got.len(), reqs.len() + 4);
    let errors: Vec<(Value, String)> = got
        .iter()
        .filter_map(|v| Some((v["id"].clone(), v.get("error")?.as_str()?.to_string())))
        .collect();
    assert_eq!(errors.len(), 4, "{errors:?}");
    assert!(errors[0].1.starts_with("line 3: "), "{errors:?}");
    assert_eq!(errors[0].0, Value::Null); // the JSON was cut short: no id to read
    assert!(errors[1].1.starts_with("line 7: "), "{errors:?}");
    assert_eq!(errors[1].0, json!("runs"));
    assert!(errors[1].1.contains("run"), "{errors:?}");
    assert!(errors[2].1.starts_with("line 8: "), "{errors:?}");
    assert!(errors[2].1.contains("colour"), "{errors:?}");
    assert!(errors[3].1.starts_with("line 9: "), "{errors:?}");
    // Every good request is answered, in input order.
    let ids: Vec<Value> = got
        .iter()
        .filter(|v| v.get("error").is_none())
        .map(|v| v["id"].clone())
        .collect();
    let want: Vec<Value> = reqs.iter().map(|r| r["id"].clone()).collect();
    assert_eq!(ids, want);
}

#[test]
fn batch_shards_partition_the_input() {
    let reqs = requests();
    let input = jsonl(&reqs);
    let full = batch(&["--threads", "1"], input.clone(), 0);
    let mut union = Vec::new();
    for i in 0..3 {
        let part = batch(&["--shard", &format!("{i}/3")], input.clone(), 0);
        let expected: Vec<Value> = full
            .iter()
            .enumerate()
            .filter(|(k, _)| k % 3 == i)
            .map(|(_, v)| v.clone())
            .collect();
        assert_eq!(part, expected, "shard {i}/3");
        union.extend(part);
    }
    assert_eq!(union.len(), full.len());
    let as_set = |v: &[Value]| v.iter().map(Value::to_string).collect::<BTreeSet<_>>();
    assert_eq!(as_set(&union), as_set(&full));
    for bad in ["3/3", "0/0", "a/2", "1"] {
        mayan()
            .args(["batch", "--shard", bad])
            .write_stdin(input.clone())
            .assert()
            .code(2)
            .stderr(predicates::str::contains("--shard"));
    }
}

#[test]
fn batch_resume_skips_answered_ids() {
    let reqs = requests();
    let input = jsonl(&reqs);
    let tmp = TempDir::new().unwrap();
    let file = tmp.path().join("in.jsonl");
    std::fs::write(&file, &input).unwrap();
    let out = tmp.path().join("out.jsonl");
    mayan()
        .args(["batch", "--out"])
        .arg(&out)
        .arg(&file)
        .assert()
        .success();
    let full = std::fs::read_to_string(&out).unwrap();
    let lines: Vec<&str> = full.lines().collect();
    // A run killed after 5 lines and half of the sixth. The kept lines are
    // marked so that a recomputed line would show.
    let mut partial = String::new();
    for l in &lines[..5] {
        let mut v: Value = serde_json::from_str(l).unwrap();
        v["nodes"] = json!(123456789);
        partial.push_str(&format!("{v}\n"));
    }
    partial.push_str(&lines[5][..lines[5].len() / 2]);
    std::fs::write(&out, &partial).unwrap();
    let resume = || {
        mayan()
            .args(["batch", "--resume"])
            .arg(&out)
            .arg(&file)
            .assert()
            .success();
    };
    resume();
    let resumed = std::fs::read_to_string(&out).unwrap();
    let got: Vec<Value> = resumed
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(got.len(), reqs.len(), "{resumed}");
    for v in &got[..5] {
        assert_eq!(
            v["nodes"],
            json!(123456789),
            "an answered id was solved again"
        );
    }
    let ids: Vec<Value> = got.iter().map(|v| v["id"].clone()).collect();
    let want: Vec<Value> = reqs.iter().map(|r| r["id"].clone()).collect();
    assert_eq!(ids, want);
    assert_eq!(untimed(&resumed)[5..], untimed(&full)[5..]);
    // Nothing left to do: the file stays as it is.
    resume();
    assert_eq!(std::fs::read_to_string(&out).unwrap(), resumed);
}

#[test]
fn batch_reads_a_file_and_refuses_a_missing_one() {
    let tmp = TempDir::new().unwrap();
    let file = tmp.path().join("in.jsonl");
    let req = json!({"id": 1, "noip": "3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n"});
    std::fs::write(&file, format!("{req}\r\n")).unwrap();
    let out = mayan().arg("batch").arg(&file).assert().success();
    let v = untimed(&String::from_utf8(out.get_output().stdout.clone()).unwrap());
    assert_eq!(v.len(), 1);
    assert_eq!(v[0]["length"], 3);
    let answer: Vec<Move> = v[0]["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            Move::new(
                m["x"].as_u64().unwrap() as usize,
                m["y"].as_u64().unwrap() as usize,
                mayan_core::Dir::from_delta(m["dx"].as_i64().unwrap(), m["dy"].as_i64().unwrap())
                    .unwrap(),
            )
        })
        .collect();
    assert_eq!(
        write_answer(Some(&answer), Notation::Noip),
        "2 1 1\n3 1 1\n3 0 1\n"
    );
    mayan()
        .arg("batch")
        .arg(tmp.path().join("missing.jsonl"))
        .assert()
        .code(2)
        .stderr(predicates::str::contains("missing.jsonl"));
}

#[test]
fn batch_timeout_stops_a_long_search_and_goes_on() {
    // A full 8 x 8 board of four colours under swap4 rules with n = 6: far
    // more than seconds of search (the column bound cannot help, as every
    // colour is spread evenly).
    let rows: String = (0..8)
        .map(|y| {
            let row: String = (0..8).map(|x| char::from(b'1' + (x + 2 * y) % 4)).collect();
            format!("{row}\n")
        })
        .collect();
    let slow = json!({
        "id": "slow",
        "grid": rows,
        "rules": "swap4",
        "moves": 6,
        "no_null_moves": true,
    });
    let fast = json!({"id": "fast", "noip": "3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n"});
    let start = std::time::Instant::now();
    let got = batch(
        &["--threads", "1", "--timeout", "0.2"],
        format!("{slow}\n{fast}\n"),
        1,
    );
    assert!(start.elapsed().as_secs_f64() < 20.0);
    assert_eq!(got.len(), 2);
    assert_eq!(got[0]["id"], "slow");
    let e = got[0]["error"].as_str().unwrap();
    assert!(
        e.starts_with("line 1: no answer within the time limit"),
        "{e}"
    );
    assert_eq!(got[1]["id"], "fast");
    assert_eq!(got[1]["length"], 3);
    for bad in ["0", "-1", "nan"] {
        mayan()
            .args(["batch", &format!("--timeout={bad}")])
            .write_stdin(format!("{fast}\n"))
            .assert()
            .code(2)
            .stderr(predicates::str::contains("--timeout"));
    }
}

/// A grid puzzle in the input of `seed004`: `ROWS COLS N`, then the rows
/// from the top as integers.
fn seed004_input(board: &Board, n: u32) -> String {
    let mut s = format!("{} {} {n}\n", board.height(), board.width());
    for y in (0..board.height()).rev() {
        let row: Vec<String> = (0..board.width())
            .map(|x| board.get(x, y).to_string())
            .collect();
        s.push_str(&row.join(" "));
        s.push('\n');
    }
    s
}

/// Replays `seed004`'s answer (moves last first, `r1 c1 r2 c2` with row 0 at
/// the top: a swap of two neighbouring cells) on `board`.
fn replay_seed004(board: &Board, answer: &str) -> (Board, usize) {
    let h = board.height();
    let mut swaps: Vec<[usize; 4]> = answer
        .lines()
        .map(|l| {
            let v: Vec<usize> = l.split_whitespace().map(|t| t.parse().unwrap()).collect();
            [v[0], v[1], v[2], v[3]]
        })
        .collect();
    swaps.reverse();
    let mut b = *board;
    for &[r1, c1, r2, c2] in &swaps {
        let (a, c) = ((c1, h - 1 - r1), (c2, h - 1 - r2));
        let (lo, hi) = if (a.1, a.0) < (c.1, c.0) {
            (a, c)
        } else {
            (c, a)
        };
        let mv = if lo.1 == hi.1 {
            // Same row: the left cell moves right, or the right one left.
            let (l, r) = if a.0 < c.0 { (a, c) } else { (c, a) };
            if b.get(l.0, l.1) != mayan_core::EMPTY {
                Move::new(l.0, l.1, mayan_core::Dir::Right)
            } else {
                Move::new(r.0, r.1, mayan_core::Dir::Left)
            }
        } else {
            Move::new(lo.0, lo.1, mayan_core::Dir::Up)
        };
        b = b.play(mv, MoveSet::Swap4).unwrap();
    }
    (b, swaps.len())
}

#[test]
fn generated_swap4_puzzles_agree_with_the_box_maze_reference() {
    let tmp = TempDir::new().unwrap();
    let Some(bin) = reference_programs(&tmp.path().join("ref")) else {
        println!("NOTICE: box-maze reference comparison skipped (no g++ or no shared/reference)");
        return;
    };
    let dir = tmp.path().join("maze");
    gen_out(
        "--format grid --rules swap4 --width 6 --height 6 --colours 4 --moves 3 --count 8 \
         --unsolvable 25 --seed 31",
        &dir,
    );
    let mut solved = 0;
    for i in 1..=8 {
        let g = grid::parse(&std::fs::read(dir.join(format!("case{i:02}.txt"))).unwrap()).unwrap();
        let ours = std::fs::read_to_string(dir.join(format!("case{i:02}.ans"))).unwrap();
        let input = tmp.path().join("in.txt");
        std::fs::write(&input, seed004_input(&g.board, 3)).unwrap();
        let theirs = run_reference(&bin.join("seed004"), &input);
        if ours == "-1\n" {
            assert_eq!(theirs, "-1\n", "case{i:02}: seed004 solves what we call -1");
        } else {
            assert_ne!(theirs, "-1\n", "case{i:02}: seed004 finds no solution");
            let (end, len) = replay_seed004(&g.board, &theirs);
            assert!(
                end.is_empty(),
                "case{i:02}: seed004's answer does not clear"
            );
            assert_eq!(len, 3);
            solved += 1;
        }
    }
    assert_eq!(solved, 6);
}

// Issue 18: `--timeout 1e20` panicked converting to a Duration, and
// `--timeout 1e19` overflowed the deadline inside every search.
#[test]
fn regression_batch_timeouts_too_large_for_a_deadline_are_no_limit() {
    let line = r#"{"noip": "3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n"}"#.to_string() + "\n";
    for t in ["1e19", "1e20"] {
        let got = batch(&["--timeout", t], line.clone(), 0);
        assert_eq!(got.len(), 1, "--timeout {t}");
        assert_eq!(got[0]["solved"], json!(true), "--timeout {t}: {}", got[0]);
    }
}

// Issue 18: batch and the web API answered an unsettled board with
// "(pass --settle ...)", a flag neither has.
#[test]
fn regression_batch_errors_name_no_command_line_flag() {
    let line = r#"{"grid": "111\n", "moves": 1}"#.to_string() + "\n";
    let got = batch(&[], line, 1);
    let error = got[0]["error"].as_str().unwrap_or_default();
    assert!(error.contains("already holds a run of three"), "{error}");
    assert!(!error.contains("--"), "{error}");
}

// ------------------------------------------------- batch of a Panel file

/// The reports of `mayan batch ARGS FILE`, untimed, after asserting its
/// exit code.
fn batch_file(args: &[&str], file: &Path, code: i32) -> Vec<Value> {
    let out = mayan()
        .arg("batch")
        .args(args)
        .arg(file)
        .assert()
        .code(code)
        .get_output()
        .stdout
        .clone();
    untimed(&String::from_utf8(out).unwrap())
}

#[test]
fn batch_of_a_panel_attack_file_reports_every_puzzle_in_file_order_as_solve_does() {
    let file = crate::cli::root(crate::cli::PANEL);
    let got = batch_file(&["--threads", "2"], &file, 0);
    let sets = panel::parse(&std::fs::read(&file).unwrap()).unwrap();
    let order: Vec<(String, usize)> = sets
        .iter()
        .flat_map(|s| (1..=s.puzzles.len()).map(|k| (s.name.clone(), k)))
        .collect();
    assert_eq!(got.len(), 74);
    for (report, (set, index)) in got.iter().zip(&order) {
        assert_eq!(report["set"], json!(set));
        assert_eq!(report["index"], json!(index));
        // The format's goal: Panel Attack wins in at most n moves.
        assert_eq!(report["goal"], "at-most");
        let one = mayan()
            .args([
                "solve",
                "--json",
                "--threads",
                "1",
                "--puzzle",
                set,
                "--index",
            ])
            .arg(index.to_string())
            .arg(&file)
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        let mut expected = untimed(&String::from_utf8(one).unwrap()).remove(0);
        let o = expected.as_object_mut().unwrap();
        o.insert("set".into(), json!(set));
        o.insert("index".into(), json!(index));
        assert_eq!(report, &expected, "{set} {index}");
    }
    assert!(got.iter().any(|r| r["solved"] == json!(false)));
    // --goal and --no-null-moves apply to every puzzle.
    let exact = batch_file(&["--goal", "exact", "--no-null-moves"], &file, 0);
    assert!(
        exact
            .iter()
            .all(|r| r["goal"] == "exact" && r["null_moves"] == json!(false))
    );
}

#[test]
fn batch_tells_a_panel_attack_file_on_stdin_from_json_lines() {
    let v3 =
        crate::cli::read("fixtures/panel/panel-game_Puzzles-v3_classic-sets-with-solutions.json");
    let got = batch(&[], v3.clone(), 0);
    assert_eq!(got.len(), 60);
    assert_eq!(got[0]["set"], "Classic set 1");
    // On one line as well.
    let one_line = serde_json::from_str::<Value>(&v3).unwrap().to_string() + "\n";
    assert_eq!(batch(&[], one_line, 0), got);
    // Request lines whose first is broken are still request lines.
    let lines = "{\"id\": \"broken\", \"grid\": \n{\"id\": 2, \"grid\": \"11.1\", \"moves\": 1}\n";
    let got = batch(&[], lines.to_string(), 1);
    assert_eq!(got.len(), 2);
    assert!(
        got[0]["error"].as_str().unwrap().starts_with("line 1: "),
        "{got:?}"
    );
    assert_eq!(got[1]["id"], 2);
    assert_eq!(got[1]["solved"], true);
    // --goal is the default of lines that give none.
    let lines = "{\"id\": 1, \"grid\": \"11.1\", \"moves\": 2}\n{\"id\": 2, \"grid\": \"11.1\", \"moves\": 2, \"goal\": \"exact\"}\n";
    let got = batch(&["--goal", "at-most"], lines.to_string(), 0);
    assert_eq!(
        (got[0]["goal"].clone(), got[1]["goal"].clone()),
        (json!("at-most"), json!("exact"))
    );
}

#[test]
fn batch_of_a_panel_attack_file_reports_a_puzzle_it_cannot_play_and_goes_on() {
    let file = crate::cli::scratch(
        "batch-mixed.json",
        br#"{"Puzzle Sets": [{"Set Name": "mixed", "Puzzles": [
            {"Puzzle Type": "clear", "Stack": "[====]111"},
            {"Moves": "1", "Stack": "10110"},
            {"Moves": 1, "Stack": "111"},
            {"Moves": 1, "Stack": "10110"}]}]}"#,
    );
    let got = batch_file(&[], &file, 1);
    assert_eq!(got.len(), 4);
    let errors: Vec<&str> = got[..3]
        .iter()
        .map(|r| r["error"].as_str().unwrap())
        .collect();
    assert!(
        errors[0].contains("\"clear\" puzzles are not supported"),
        "{errors:?}"
    );
    assert!(
        errors[1].contains("\"Moves\" must be a number, and it is a string"),
        "{errors:?}"
    );
    assert!(errors[2].contains("run of three"), "{errors:?}");
    for (k, r) in got.iter().enumerate() {
        assert_eq!(r["set"], "mixed");
        assert_eq!(r["index"], k + 1);
    }
    assert_eq!(got[3]["solved"], true);
}

#[test]
fn batch_of_a_panel_attack_file_shards_and_resumes_by_puzzle() {
    let file = crate::cli::root(crate::cli::PANEL);
    let full = batch_file(&[], &file, 0);
    let part = batch_file(&["--shard", "1/4"], &file, 0);
    let expected: Vec<Value> = full.iter().skip(1).step_by(4).cloned().collect();
    assert_eq!(part, expected);
    // Resume after the first 30 reports: the rest, once.
    let tmp = TempDir::new().unwrap();
    let out = tmp.path().join("out.jsonl");
    let text: String = full[..30].iter().map(|v| format!("{v}\n")).collect();
    std::fs::write(&out, text).unwrap();
    mayan()
        .args(["batch", "--resume"])
        .arg(&out)
        .arg(&file)
        .assert()
        .success();
    let resumed = untimed(&std::fs::read_to_string(&out).unwrap());
    assert_eq!(resumed, full);
}
