//! `mayan package`: the trap tests have the property their names say, the
//! same seed writes the same bytes, and each judge's files work as that
//! judge runs them (the validator, the checker, the solutions), compiled
//! with g++ when it is installed. BAPCtools' own check of a Kattis package
//! is scripts/ci-bapctools.sh, which CI runs.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use mayan_core::read::{Format, ReadOptions, read_puzzle};
use mayan_core::{Board, Dir, Goal, Move, MoveSet, Notation, Puzzle};
use mayan_solve::{Options, solve};

use crate::cli::{mayan, root};

/// A fresh directory under the test target directory.
fn fresh(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("package")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.parent().unwrap()).unwrap();
    dir
}

/// Every file under `dir`, by relative path.
fn tree(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    fn walk(base: &Path, dir: &Path, out: &mut BTreeMap<String, Vec<u8>>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(base, &p, out);
            } else {
                let rel = p.strip_prefix(base).unwrap().display().to_string();
                out.insert(rel, std::fs::read(&p).unwrap());
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(dir, dir, &mut out);
    out
}

fn package(dir: &Path, args: &[&str]) {
    mayan()
        .arg("package")
        .args(args)
        .arg("--out")
        .arg(dir)
        .assert()
        .success()
        .stdout("");
}

fn noip(text: &str) -> Puzzle {
    read_puzzle(
        text.as_bytes(),
        &ReadOptions {
            format: Some(Format::Noip),
            ..ReadOptions::default()
        },
    )
    .unwrap()
}

fn smallest(p: &Puzzle, goal: Goal, budget: u32, null_moves: bool) -> Option<Vec<Move>> {
    let p = Puzzle::new(*p.board(), MoveSet::Drag, i64::from(budget), Notation::Noip)
        .unwrap()
        .with_goal(goal);
    let opts = Options {
        null_moves,
        ..Options::default()
    };
    solve(&p, &opts).unwrap().moves
}

/// The fewest moves that clear the board (either reading: a shortest
/// solution has no null move).
fn fewest(p: &Puzzle) -> Option<usize> {
    smallest(p, Goal::Shortest, p.budget(), false).map(|m| m.len())
}

/// The shapes that vanished in one stage of playing `moves`: for each cell
/// of a row and a column of its colour at once, whether it is the middle
/// of both (a cross), of one (a T) or of neither (an L).
fn shapes(board: &Board, moves: &[Move]) -> (Vec<&'static str>, usize) {
    let mut b = *board;
    let mut found = Vec::new();
    let mut deepest = 0;
    for m in moves {
        let t = b.play_traced(*m, MoveSet::Drag).unwrap();
        deepest = deepest.max(t.stages.len());
        for st in &t.stages {
            let cells = st.vanished_cells();
            let same = |x: i64, y: i64, c: u8| {
                x >= 0
                    && y >= 0
                    && cells.contains(&(x as usize, y as usize))
                    && st.fallen.get(x as usize, y as usize) == c
            };
            for &(x, y) in &cells {
                let c = st.fallen.get(x, y);
                let (x, y) = (x as i64, y as i64);
                let row = (same(x - 1, y, c) && same(x + 1, y, c))
                    || (same(x + 1, y, c) && same(x + 2, y, c))
                    || (same(x - 1, y, c) && same(x - 2, y, c));
                let col = (same(x, y - 1, c) && same(x, y + 1, c))
                    || (same(x, y + 1, c) && same(x, y + 2, c))
                    || (same(x, y - 1, c) && same(x, y - 2, c));
                if row && col {
                    let mid_row = same(x - 1, y, c) && same(x + 1, y, c);
                    let mid_col = same(x, y - 1, c) && same(x, y + 1, c);
                    found.push(match (mid_row, mid_col) {
                        (true, true) => "cross",
                        (false, false) => "L",
                        _ => "T",
                    });
                }
            }
        }
        b = t.after;
    }
    (found, deepest)
}

/// The fixed tests of traps.txt: name and puzzle.
fn traps() -> Vec<(String, Puzzle)> {
    let text = std::fs::read_to_string(root("crates/mayan/src/package/traps.txt")).unwrap();
    let body: String = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| format!("{l}\n"))
        .collect();
    body.split("== ")
        .skip(1)
        .map(|block| {
            let (name, rest) = block.split_once('\n').unwrap();
            let (catches, puzzle) = rest.split_once('\n').unwrap();
            assert!(catches.starts_with("catches: "), "{name}");
            (name.trim().to_string(), noip(puzzle.trim()))
        })
        .collect()
}

/// Each trap still catches what its name says: a trap whose board no
/// longer has its property fails here, and so does a new trap without a
/// property.
#[test]
fn every_trap_has_the_property_its_name_says() {
    let all = traps();
    assert_eq!(all[0].0, "sample");
    for (name, p) in &all {
        let n = p.budget();
        let literal = smallest(p, Goal::Exact, n, true);
        let pruned = smallest(p, Goal::Exact, n, false);
        let board = p.board();
        match name.as_str() {
            "sample" => assert_eq!(
                p.board(),
                noip(&std::fs::read_to_string(root("examples/noip-sample.in")).unwrap()).board()
            ),
            "padding" => {
                assert_eq!(fewest(p), Some(1), "{name}");
                assert!(n >= 3 && literal.is_some() && pruned.is_some(), "{name}");
            }
            "null-move-needed" => {
                assert!(fewest(p).unwrap() < n as usize, "{name}");
                assert!(literal.is_some() && pruned.is_none(), "{name}");
            }
            "readings-differ" => {
                assert!(literal.is_some() && pruned.is_some(), "{name}");
                assert_ne!(literal, pruned, "{name}");
            }
            "cross" | "t-shape" | "l-shape" => {
                let want = match name.as_str() {
                    "cross" => "cross",
                    "t-shape" => "T",
                    _ => "L",
                };
                let (found, _) = shapes(board, literal.as_ref().unwrap());
                assert!(found.contains(&want), "{name}: {found:?}");
                assert_eq!(literal, pruned, "{name}");
            }
            "deep-cascade" => {
                let (_, deepest) = shapes(board, literal.as_ref().unwrap());
                assert!(deepest >= 5, "{name}: {deepest} stages");
            }
            "right-not-left" => {
                let moves = literal.as_ref().unwrap();
                let mut b = *board;
                let (mut swap, mut left) = (false, false);
                for m in moves {
                    let (x, y) = (m.x as usize, m.y as usize);
                    match m.dir {
                        Dir::Right => swap |= b.get(x + 1, y) != 0,
                        Dir::Left => left |= b.get(x - 1, y) == 0,
                        _ => unreachable!(),
                    }
                    b = b.play(*m, MoveSet::Drag).unwrap();
                }
                assert!(swap && left, "{name}: {moves:?}");
            }
            "near-miss" => {
                assert!(literal.is_none() && pruned.is_none(), "{name}");
                assert_eq!(fewest(&p.clone()), None, "{name}");
                assert_eq!(
                    smallest(p, Goal::Shortest, n + 1, false).map(|m| m.len()),
                    Some(n as usize + 1),
                    "{name}"
                );
            }
            "two-of-a-colour" => {
                assert!(literal.is_none() && pruned.is_none(), "{name}");
                assert!(board.colour_counts().contains(&2), "{name}");
            }
            other => panic!("trap {other} has no property checked here: add one"),
        }
    }
}

/// The same settings and seed: the same package, byte for byte; another
/// seed: other random tests.
#[test]
fn the_same_seed_writes_the_same_package() {
    for to in ["kattis", "luogu", "lemon", "polygon"] {
        let a = fresh(&format!("same-{to}-a"));
        let b = fresh(&format!("same-{to}-b"));
        let c = fresh(&format!("same-{to}-c"));
        let args = ["--to", to, "--count", "8", "--seed", "5"];
        package(&a, &args);
        package(&b, &args);
        package(&c, &["--to", to, "--count", "8", "--seed", "6"]);
        let (ta, tb, tc) = (tree(&a), tree(&b), tree(&c));
        assert_eq!(ta, tb, "{to}");
        assert_ne!(ta, tc, "{to}");
        let readme = String::from_utf8(ta["README.md"].clone()).unwrap();
        assert!(
            readme.contains(&format!(
                "mayan package --to {to} --moves 5 --count 8 --seed 5 --goal exact"
            )),
            "{readme}"
        );
    }
}

/// A program compiled from a package's source, or `None` without g++.
fn compile(source: &Path, exe: &Path) -> Option<PathBuf> {
    if Command::new("g++").arg("--version").output().is_err() {
        eprintln!("skipped: g++ is not installed");
        return None;
    }
    let ok = Command::new("g++")
        .args(["-std=c++14", "-O2", "-o"])
        .arg(exe)
        .arg(source)
        .status()
        .unwrap()
        .success();
    assert!(ok, "g++ failed on {}", source.display());
    Some(exe.to_path_buf())
}

/// Runs `exe ARGS < stdin`: the exit code and stdout.
fn run(exe: &Path, args: &[&Path], stdin: &Path) -> (i32, String) {
    let out = Command::new(exe)
        .args(args)
        .stdin(Stdio::from(std::fs::File::open(stdin).unwrap()))
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

/// The tests of a Kattis package: `(input, answer)` paths, sample first.
fn kattis_tests(dir: &Path) -> Vec<(PathBuf, PathBuf)> {
    let mut out = Vec::new();
    for group in ["sample", "secret"] {
        let mut ins: Vec<PathBuf> = std::fs::read_dir(dir.join("data").join(group))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "in"))
            .collect();
        ins.sort();
        out.extend(ins.into_iter().map(|i| {
            let a = i.with_extension("ans");
            (i, a)
        }));
    }
    out
}

/// `mayan check`'s verdict of an output file: true when accepted.
fn mayan_accepts(input: &Path, output: &Path, goal: &str, null_moves: bool) -> bool {
    let mut cmd = mayan();
    cmd.args(["check", "--goal", goal]).arg(input).arg(output);
    if !null_moves {
        cmd.arg("--no-null-moves");
    }
    let code = cmd.output().unwrap().status.code();
    assert!(matches!(code, Some(0 | 1)), "{code:?}");
    code == Some(0)
}

/// A Kattis package's programs, run as Kattis and BAPCtools run them: the
/// validator passes every input (42) and refuses a changed layout (43),
/// the answer validator passes every answer, the output validator (where
/// there is one) and `mayan check` accept the accepted solutions' outputs,
/// and the wrong-answer solution fails at least one test, which `mayan
/// check` refuses too.
#[test]
fn a_kattis_package_works_as_kattis_runs_it() {
    for (goal, null_moves) in [("exact", true), ("exact", false), ("at-most", false)] {
        let name = format!("kattis-{goal}-{null_moves}");
        let dir = fresh(&name);
        let mut args = vec![
            "--to", "kattis", "--count", "12", "--seed", "3", "--goal", goal,
        ];
        if !null_moves {
            args.push("--no-null-moves");
        }
        package(&dir, &args);
        let files = tree(&dir);
        assert_eq!(
            files.contains_key("output_validator/checker.cpp"),
            goal != "exact",
            "{name}"
        );
        let bin = dir.join("bin");
        std::fs::create_dir_all(&bin).unwrap();
        let Some(validator) = compile(
            &dir.join("input_validators/mayan/validator.cpp"),
            &bin.join("validator"),
        ) else {
            return;
        };
        let answers = compile(
            &dir.join("answer_validators/mayan/checker.cpp"),
            &bin.join("answer-validator"),
        )
        .unwrap();
        let tests = kattis_tests(&dir);
        assert_eq!(tests.len(), 1 + 10 + 1 + 12, "{name}");
        for (input, answer) in &tests {
            assert_eq!(run(&validator, &[], input).0, 42, "{}", input.display());
            assert_eq!(
                run(&answers, &[input], answer).0,
                42,
                "{}",
                answer.display()
            );
            assert!(
                mayan_accepts(input, answer, goal, null_moves),
                "{}",
                answer.display()
            );
        }
        // A layout the reader takes but a judge's test never has.
        let spaced = bin.join("spaced.in");
        let text = std::fs::read_to_string(&tests[0].0).unwrap();
        std::fs::write(&spaced, text.replace('\n', " \n")).unwrap();
        assert_eq!(run(&validator, &[], &spaced).0, 43);
        let feedback = bin.join("feedback");
        std::fs::create_dir_all(&feedback).unwrap();
        let output_validator = (goal != "exact").then(|| {
            compile(
                &dir.join("output_validator/checker.cpp"),
                &bin.join("output-validator"),
            )
            .unwrap()
        });
        let mut subs: Vec<(PathBuf, bool)> = Vec::new();
        for (group, right) in [("accepted", true), ("wrong_answer", false)] {
            let Ok(entries) = std::fs::read_dir(dir.join("submissions").join(group)) else {
                continue;
            };
            for e in entries {
                subs.push((e.unwrap().path(), right));
            }
        }
        subs.sort();
        assert_eq!(subs.len(), if goal == "exact" { 3 } else { 1 }, "{name}");
        for (source, right) in subs {
            let exe = compile(&source, &bin.join(source.file_stem().unwrap())).unwrap();
            let mut failed = 0;
            for (input, answer) in &tests {
                let (code, out) = run(&exe, &[], input);
                assert_eq!(code, 0, "{}", source.display());
                let out_path = bin.join("out.txt");
                std::fs::write(&out_path, &out).unwrap();
                let accepted = match &output_validator {
                    Some(v) => {
                        let (c, _) = run(v, &[input, answer, &feedback], &out_path);
                        assert!(c == 42 || c == 43, "{c}");
                        c == 42
                    }
                    None => out == std::fs::read_to_string(answer).unwrap(),
                };
                assert_eq!(
                    accepted,
                    mayan_accepts(input, &out_path, goal, null_moves),
                    "{} on {}",
                    source.display(),
                    input.display()
                );
                failed += usize::from(!accepted);
            }
            if right {
                assert_eq!(failed, 0, "{}", source.display());
            } else {
                assert!(failed > 0, "{} passes every test", source.display());
            }
        }
    }
}

/// Luogu's and Lemon's packages: the checker run as each judge runs it
/// accepts every answer file and refuses a wrong answer; Polygon's has
/// the sample as test 01 and an answer for each test.
#[test]
fn luogu_lemon_and_polygon_packages_work_as_those_judges_run_them() {
    let luogu = fresh("luogu");
    package(&luogu, &["--to", "luogu", "--count", "6", "--seed", "4"]);
    let lemon = fresh("lemon");
    package(
        &lemon,
        &[
            "--to", "lemon", "--count", "6", "--seed", "4", "--name", "maya",
        ],
    );
    let polygon = fresh("polygon");
    package(
        &polygon,
        &["--to", "polygon", "--count", "6", "--seed", "4"],
    );
    let p = tree(&polygon);
    assert_eq!(
        p["tests/01"],
        std::fs::read(root("examples/noip-sample.in")).unwrap()
    );
    let tests = p.keys().filter(|k| k.starts_with("tests/")).count();
    assert_eq!(tests, 2 * (1 + 10 + 1 + 6));
    for key in [
        "files/check.cpp",
        "files/validator.cpp",
        "statements/chinese/legend.tex",
    ] {
        assert!(p.contains_key(key), "{key}");
    }
    let l = tree(&luogu);
    assert!(l.contains_key("statement.zh.md") && l.contains_key("statement.en.md"));
    let bin = luogu.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let Some(checker) = compile(&luogu.join("checker.cpp"), &bin.join("checker")) else {
        return;
    };
    let wrong = bin.join("wrong.out");
    std::fs::write(&wrong, "0 0 1\n").unwrap();
    for i in 1..=(10 + 1 + 6) {
        let input = luogu.join(format!("data/{i}.in"));
        let answer = luogu.join(format!("data/{i}.out"));
        // Luogu: testlib's order, `checker input output answer`.
        let ok = Command::new(&checker)
            .arg(&input)
            .arg(&answer)
            .arg(&answer)
            .status()
            .unwrap();
        assert_eq!(ok.code(), Some(0), "{i}");
        let bad = Command::new(&checker)
            .arg(&input)
            .arg(&wrong)
            .arg(&answer)
            .stderr(Stdio::null())
            .status()
            .unwrap();
        assert!(matches!(bad.code(), Some(1 | 2)), "{i}");
        // Lemon: six arguments, the score in the score file.
        let lin = lemon.join(format!("data/maya/maya{i}.in"));
        let lans = lemon.join(format!("data/maya/maya{i}.ans"));
        assert_eq!(std::fs::read(&lin).unwrap(), std::fs::read(&input).unwrap());
        let score = bin.join("score.txt");
        let report = bin.join("report.txt");
        for (output, points) in [(&lans, "10\n"), (&wrong, "0\n")] {
            let st = Command::new(&checker)
                .arg(&lin)
                .arg(output)
                .arg(&lans)
                .arg("10")
                .arg(&score)
                .arg(&report)
                .stderr(Stdio::null())
                .status()
                .unwrap();
            assert_eq!(st.code(), Some(0));
            assert_eq!(std::fs::read_to_string(&score).unwrap(), points, "{i}");
        }
    }
}

/// What `mayan package` refuses, and how it says so.
#[test]
fn package_errors_are_clear() {
    let dir = fresh("errors");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("keep.txt"), "mine").unwrap();
    mayan()
        .args(["package", "--to", "kattis", "--out"])
        .arg(&dir)
        .assert()
        .code(2)
        .stderr(predicates::str::contains("exists and is not empty"));
    assert_eq!(
        std::fs::read_to_string(dir.join("keep.txt")).unwrap(),
        "mine"
    );
    mayan()
        .args(["package", "--to", "kattis", "--out"])
        .arg(dir.join("keep.txt"))
        .assert()
        .code(2)
        .stderr(predicates::str::contains("is a file"));
    mayan()
        .args(["package", "--to", "lemon", "--name", "a b", "--out"])
        .arg(dir.join("new"))
        .assert()
        .code(2)
        .stderr(predicates::str::contains("is not a short name"));
    mayan()
        .args(["package", "--to", "codechef", "--out"])
        .arg(dir.join("new"))
        .assert()
        .code(2)
        .stderr(predicates::str::contains("kattis"));
    mayan()
        .args(["package", "--to", "kattis", "--moves", "9", "--out"])
        .arg(dir.join("new"))
        .assert()
        .code(2);
    assert!(!dir.join("new").exists());
    // A package whose largest n leaves traps out says which.
    let small = fresh("small");
    package(
        &small,
        &[
            "--to", "kattis", "--moves", "2", "--count", "4", "--seed", "1",
        ],
    );
    let readme = std::fs::read_to_string(small.join("README.md")).unwrap();
    assert!(
        readme.contains(
            "Left out, their n being above 2: padding, null-move-needed, readings-differ."
        ),
        "{readme}"
    );
}
