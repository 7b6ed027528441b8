//! The C++ checker and validator of `mayan export` (issue 30), compiled
//! with `g++ -std=c++14 -O2` once for this test binary and run beside
//! `mayan check --judge testlib` and mayan's NOIP reader: the C++ judge
//! holds its own rules engine and search, and these tests are what keeps
//! it the same judge. Every comparison runs both programs on the same
//! files: the exit code (testlib's 0 accepted, 1 wrong answer, 2
//! presentation error, 3 judge failure) must agree, and for a verdict (0
//! or 1) the one stderr line too, word for word. Without g++ the tests say
//! so on stderr and pass; CI has it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use mayan_core::format::notation::write_answer;
use mayan_core::read::{ReadOptions, read_puzzle};
use mayan_core::{Dir, Goal, Notation, Puzzle};
use mayan_oracle::fuzz::mutate;
use mayan_solve::generate::Rng;
use mayan_solve::{Options, solve};

use crate::cli::{mayan, root};

/// A goal and a reading of null moves (`true`: literal, null moves are
/// moves).
type Setting = (Goal, bool);

const SETTINGS: [Setting; 6] = [
    (Goal::Exact, true),
    (Goal::Exact, false),
    (Goal::AtMost, true),
    (Goal::AtMost, false),
    (Goal::Shortest, true),
    (Goal::Shortest, false),
];

/// The programs compiled: a checker for each setting, the validator as
/// exported and with `--max-moves 5`.
struct Built {
    dir: PathBuf,
    checkers: Vec<(Setting, PathBuf)>,
    validator: PathBuf,
    validator5: PathBuf,
}

impl Built {
    fn checker(&self, setting: Setting) -> &Path {
        let found = self.checkers.iter().find(|(s, _)| *s == setting);
        &found.expect("a checker for every setting").1
    }
}

/// The programs, compiled on first use; `None` (said on stderr) without g++.
fn built() -> Option<&'static Built> {
    static BUILT: OnceLock<Option<Built>> = OnceLock::new();
    let built = BUILT.get_or_init(build).as_ref();
    if built.is_none() {
        eprintln!("skipped: g++ is not installed, so the C++ checker and validator are not tested");
    }
    built
}

fn setting_flags((goal, null_moves): Setting) -> Vec<String> {
    let mut flags = vec!["--goal".to_string(), goal.name().to_string()];
    if !null_moves {
        flags.push("--no-null-moves".into());
    }
    flags
}

fn build() -> Option<Built> {
    if Command::new("g++").arg("--version").output().is_err() {
        return None;
    }
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cpp");
    std::fs::create_dir_all(&dir).unwrap();
    let mut jobs: Vec<(Vec<String>, PathBuf)> = SETTINGS
        .iter()
        .map(|&s| {
            let mut args = vec!["export".to_string(), "checker".to_string()];
            args.extend(setting_flags(s));
            let name = format!(
                "checker-{}-{}",
                s.0.name(),
                if s.1 { "literal" } else { "pruned" }
            );
            (args, dir.join(name))
        })
        .collect();
    jobs.push((
        vec!["export".into(), "validator".into()],
        dir.join("validator"),
    ));
    jobs.push((
        vec![
            "export".into(),
            "validator".into(),
            "--max-moves".into(),
            "5".into(),
        ],
        dir.join("validator5"),
    ));
    // Two compilers at a time.
    for pair in jobs.chunks(2) {
        let children: Vec<_> = pair
            .iter()
            .map(|(args, exe)| {
                let source = exe.with_extension("cpp");
                let mut export = args.clone();
                export.extend(["--out".into(), source.display().to_string()]);
                mayan().args(&export).assert().success().stdout("");
                let child = Command::new("g++")
                    .args(["-std=c++14", "-O2", "-o"])
                    .arg(exe)
                    .arg(&source)
                    .spawn()
                    .unwrap();
                (child, source)
            })
            .collect();
        for (mut child, source) in children {
            assert!(
                child.wait().unwrap().success(),
                "g++ failed on {}",
                source.display()
            );
        }
    }
    let validator5 = jobs.pop().unwrap().1;
    let validator = jobs.pop().unwrap().1;
    let checkers = SETTINGS
        .iter()
        .copied()
        .zip(jobs.into_iter().map(|(_, e)| e))
        .collect();
    Some(Built {
        dir,
        checkers,
        validator,
        validator5,
    })
}

/// `mayan` as a plain command, for [`run`].
fn mayan_cmd() -> Command {
    Command::new(env!("CARGO_BIN_EXE_mayan"))
}

/// The exit code and the stderr of a run.
fn run(cmd: &mut Command) -> (i32, String) {
    let out = cmd.output().unwrap();
    assert!(
        out.stdout.is_empty(),
        "stdout: {}",
        String::from_utf8_lossy(&out.stdout)
    );
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(!stderr.contains("panicked"), "{stderr}");
    (out.status.code().unwrap_or(-1), stderr)
}

/// Verdicts counted by exit code, and the cases compared.
#[derive(Default)]
struct Tally {
    by_code: BTreeMap<i32, usize>,
}

impl Tally {
    fn total(&self) -> usize {
        self.by_code.values().sum()
    }

    /// Says what was compared, on stderr (`--nocapture` shows it), and
    /// asserts that each of `codes` was met.
    fn report(&self, what: &str, codes: &[i32]) {
        eprintln!(
            "{what}: {} compared ({:?} by exit code)",
            self.total(),
            self.by_code
        );
        for code in codes {
            assert!(
                self.by_code.contains_key(code),
                "{what}: no exit {code}: {:?}",
                self.by_code
            );
        }
    }
}

/// Runs `mayan check --judge testlib` and the C++ checker on the same
/// files under `setting` and asserts that they agree.
fn agree(
    b: &Built,
    setting: Setting,
    input: &Path,
    output: &Path,
    answer: &Path,
    tally: &mut Tally,
) {
    let rust = run(mayan_cmd()
        .args(["check", "--judge", "testlib"])
        .args(setting_flags(setting))
        .arg(input)
        .arg(output)
        .arg(answer));
    let cpp = run(Command::new(b.checker(setting))
        .arg(input)
        .arg(output)
        .arg(answer));
    let case = || {
        format!(
            "{} {} output {:?} answer {:?}: mayan {rust:?}, C++ {cpp:?}",
            setting_flags(setting).join(" "),
            input.display(),
            String::from_utf8_lossy(&std::fs::read(output).unwrap_or_default()),
            String::from_utf8_lossy(&std::fs::read(answer).unwrap_or_default()),
        )
    };
    assert_eq!(rust.0, cpp.0, "{}", case());
    assert!((0..=3).contains(&cpp.0), "{}", case());
    assert_eq!(cpp.1.lines().count(), 1, "{}", case());
    // A verdict's line word for word; a presentation error's too where the
    // output is ASCII (beyond it, mayan decodes and escapes Unicode its own
    // way).
    let ascii = std::fs::read(output).unwrap_or_default().is_ascii();
    if rust.0 <= 1 || (rust.0 == 2 && ascii) {
        assert_eq!(rust.1, cpp.1, "{}", case());
    }
    *tally.by_code.entry(cpp.0).or_default() += 1;
}

/// The official tests `(caseNN.in, caseNN.ans)`.
fn official() -> Vec<(PathBuf, PathBuf)> {
    let mut cases: Vec<_> = std::fs::read_dir(root("fixtures/noip2011"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .map(|p| (p.clone(), p.with_extension("ans")))
        .collect();
    cases.sort();
    assert_eq!(cases.len(), 11);
    cases
}

fn puzzle(input: &Path, (goal, _): Setting) -> Puzzle {
    let bytes = std::fs::read(input).unwrap();
    read_puzzle(&bytes, &ReadOptions::default())
        .unwrap()
        .with_goal(goal)
}

/// The smallest solution of a puzzle under a setting, from mayan's solver.
fn smallest(puzzle: &Puzzle, (_, null_moves): Setting) -> Option<Vec<mayan_core::Move>> {
    let opts = Options {
        null_moves,
        ..Options::default()
    };
    solve(puzzle, &opts).unwrap().moves
}

fn write(dir: &Path, name: &str, bytes: &[u8]) -> PathBuf {
    std::fs::create_dir_all(dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

/// A move as the tests write it: any coordinates, a direction letter.
type Written = (i64, i64, char);

fn written(moves: &[mayan_core::Move]) -> Vec<Written> {
    moves
        .iter()
        .map(|m| {
            let d = match m.dir {
                Dir::Right => 'R',
                Dir::Left => 'L',
                Dir::Up => 'U',
                Dir::Down => 'D',
            };
            (i64::from(m.x), i64::from(m.y), d)
        })
        .collect()
}

/// An answer's text, in the notation `style` picks: 0 NOIP, 1 letters, 2
/// Panel Attack where it can (else NOIP), 3 NOIP with spaces, tabs and
/// `\r\n`.
fn text(moves: &[Written], style: u64) -> String {
    let mut s = String::new();
    for &(x, y, d) in moves {
        let g = match d {
            'R' => "1",
            'L' => "-1",
            other => {
                s.push_str(&format!("{x} {y} {other}\n"));
                continue;
            }
        };
        match style {
            1 => s.push_str(&format!("{x} {y} {}\n", d.to_ascii_lowercase())),
            2 if d == 'R' => s.push_str(&format!("r{}c{}\n", y + 1, x + 1)),
            3 => s.push_str(&format!(
                "\t{x}  {y} {}\r\n\n",
                if g == "1" { "+1" } else { g }
            )),
            _ => s.push_str(&format!("{x} {y} {g}\n")),
        }
    }
    s
}

// ------------------------------------------------------------ the checker

/// Every official case under every setting: the official answer, the
/// setting's own smallest solution, `-1`, and the official answer with its
/// last move's direction flipped; the jury's answer is mayan's smallest
/// for the setting.
#[test]
fn the_checker_agrees_with_mayan_check_on_every_official_case() {
    let Some(b) = built() else { return };
    let dir = b.dir.join("official");
    let mut tally = Tally::default();
    for (i, (input, official_answer)) in official().iter().enumerate() {
        for (k, &setting) in SETTINGS.iter().enumerate() {
            let best = smallest(&puzzle(input, setting), setting);
            let jury = write(
                &dir,
                &format!("{i}-{k}.ans"),
                write_answer(best.as_deref(), Notation::Noip).as_bytes(),
            );
            let official_text = std::fs::read_to_string(official_answer).unwrap();
            let mut flipped = official_text.clone();
            if let Some(line) = official_text.lines().last() {
                let cut = official_text.trim_end().len() - line.len();
                let new = match line.strip_suffix(" -1") {
                    Some(head) => format!("{head} 1\n"),
                    None => format!("{} -1\n", line.trim_end_matches(" 1")),
                };
                flipped = format!("{}{new}", &official_text[..cut]);
            }
            let outputs: [&[u8]; 4] = [
                official_text.as_bytes(),
                &std::fs::read(&jury).unwrap(),
                b"-1\n",
                flipped.as_bytes(),
            ];
            for (j, output) in outputs.iter().enumerate() {
                let out = write(&dir, &format!("{i}-{k}-{j}.out"), output);
                agree(b, setting, input, &out, &jury, &mut tally);
            }
        }
    }
    // Each setting accepts its own smallest solution and the official
    // answer is wrong somewhere: both kinds are met.
    tally.report("official cases", &[0, 1]);
    assert_eq!(tally.total(), 11 * 6 * 4);
    assert!(tally.by_code[&0] >= 66, "{:?}", tally.by_code);
}

/// The boards the generated answers are for: the official ones, the 200
/// random boards (10 of which the readings of null moves tell apart), the
/// generated NOIP data, and a board that is already clear.
fn boards(dir: &Path) -> Vec<PathBuf> {
    let mut boards: Vec<PathBuf> = official().into_iter().map(|(i, _)| i).collect();
    for folder in [
        "fixtures/noip-random",
        "fixtures/generated/noip-n4",
        "fixtures/generated/noip-n5",
    ] {
        let mut found: Vec<PathBuf> = std::fs::read_dir(root(folder))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "in"))
            .collect();
        found.sort();
        boards.extend(found);
    }
    boards.push(write(dir, "clear.in", b"2\n0\n0\n0\n0\n0\n"));
    boards.push(root("examples/noip-sample.in"));
    boards
}

/// An answer drawn from `rng` for a board whose smallest solutions (one
/// per setting) are `bests`: right ones, near-misses and plain wrong ones.
fn generated(rng: &mut Rng, bests: &[Option<Vec<Written>>], budget: i64) -> String {
    let pick = &bests[rng.below(bests.len() as u64) as usize];
    let base = pick.clone().unwrap_or_default();
    let random_move = |rng: &mut Rng| -> Written {
        let d = if rng.below(2) == 0 { 'R' } else { 'L' };
        (rng.below(5) as i64, rng.below(4) as i64, d)
    };
    let mut moves = base.clone();
    let style = rng.below(4);
    match rng.below(12) {
        // Right for some setting, as the solver writes it or in another notation.
        0 | 1 => return text(&moves, style),
        2 => return "-1\n".to_string(),
        // One move changed: its column, row or direction.
        3 if !moves.is_empty() => {
            let i = rng.below(moves.len() as u64) as usize;
            match rng.below(3) {
                0 => moves[i].0 += if rng.below(2) == 0 { 1 } else { -1 },
                1 => moves[i].1 += if rng.below(2) == 0 { 1 } else { -1 },
                _ => moves[i].2 = if moves[i].2 == 'R' { 'L' } else { 'R' },
            }
        }
        // A move taken out, or one more.
        4 if !moves.is_empty() => {
            moves.remove(rng.below(moves.len() as u64) as usize);
        }
        5 => {
            let at = rng.below(moves.len() as u64 + 1) as usize;
            let extra = random_move(rng);
            moves.insert(at, extra);
        }
        // Two neighbouring moves in the other order.
        6 if moves.len() >= 2 => {
            let i = rng.below(moves.len() as u64 - 1) as usize;
            moves.swap(i, i + 1);
        }
        // A right move written as its twin: the left move of its target.
        7 if !moves.is_empty() => {
            let i = rng.below(moves.len() as u64) as usize;
            if moves[i].2 == 'R' {
                moves[i] = (moves[i].0 + 1, moves[i].1, 'L');
            }
        }
        // A prefix, then random moves up to the budget.
        8 => {
            moves.truncate(rng.below(moves.len() as u64 + 1) as usize);
            while (moves.len() as i64) < budget {
                moves.push(random_move(rng));
            }
        }
        // Random moves, as many as the budget or not.
        9 => {
            let k = budget + rng.below(3) as i64 - 1;
            moves = (0..k.max(0)).map(|_| random_move(rng)).collect();
        }
        // A cell off the board, or an up or down move.
        10 if !moves.is_empty() => {
            let i = rng.below(moves.len() as u64) as usize;
            match rng.below(4) {
                0 => moves[i].0 = 5 + rng.below(20) as i64,
                1 => moves[i].1 = -(rng.below(3) as i64) - 1,
                2 => moves[i].2 = 'U',
                _ => moves[i].1 = 7,
            }
        }
        // The smallest of a setting with a null move in front, when one is
        // there to be made (a right move into a block of its colour).
        _ => {
            let at = rng.below(moves.len() as u64 + 1) as usize;
            moves.insert(at, (rng.below(4) as i64, 0, 'R'));
        }
    }
    text(&moves, style)
}

/// A board's juries: the jury's answer file and the smallest solution per
/// setting, and the budget.
struct Juries {
    files: Vec<PathBuf>,
    bests: Vec<Option<Vec<Written>>>,
    budget: i64,
}

/// 1,000 answers, seeded, each judged under every setting by both checkers.
#[test]
fn the_checker_agrees_with_mayan_check_on_a_thousand_generated_answers() {
    let Some(b) = built() else { return };
    let dir = b.dir.join("generated");
    let boards = boards(&dir);
    let mut rng = Rng::new(30);
    // Per board: the jury's answer per setting, written once.
    let mut juries: BTreeMap<usize, Juries> = BTreeMap::new();
    let mut tally = Tally::default();
    for n in 0..1000 {
        let i = rng.below(boards.len() as u64) as usize;
        let input = &boards[i];
        let j = juries.entry(i).or_insert_with(|| {
            let mut files = Vec::new();
            let mut bests = Vec::new();
            let mut budget = 0;
            for (k, &setting) in SETTINGS.iter().enumerate() {
                let p = puzzle(input, setting);
                budget = i64::from(p.budget());
                let best = smallest(&p, setting);
                let jury = write_answer(best.as_deref(), Notation::Noip);
                files.push(write(&dir, &format!("{i}-{k}.ans"), jury.as_bytes()));
                bests.push(best.as_deref().map(written));
            }
            Juries {
                files,
                bests,
                budget,
            }
        });
        let answer = generated(&mut rng, &j.bests, j.budget);
        let out = write(&dir, &format!("{n}.out"), answer.as_bytes());
        for (k, &setting) in SETTINGS.iter().enumerate() {
            agree(b, setting, input, &out, &j.files[k], &mut tally);
        }
    }
    let what = format!("1000 generated answers on {} boards", juries.len());
    tally.report(&what, &[0, 1, 2]);
    assert_eq!(tally.total(), 6000);
    assert!(
        tally.by_code[&0] > 500 && tally.by_code[&1] > 1000,
        "{:?}",
        tally.by_code
    );
}

/// Outputs that are malformed or odd at the edges of the reader: every
/// exit code must agree, on boards with a solution and without, under
/// every setting.
#[test]
fn the_checker_agrees_with_mayan_check_on_malformed_output() {
    let Some(b) = built() else { return };
    let dir = b.dir.join("malformed");
    let big = {
        let mut v = b"2 1 1\n".repeat(3_000_000);
        v.truncate((16 << 20) + 10);
        v
    };
    let corpus: Vec<(&str, Vec<u8>)> = [
        ("empty", &b""[..]),
        ("blank", b"\n\n  \t\n"),
        ("words", b"hello world\n"),
        ("extra token", b"2 1 1 5\n3 1 1\n3 0 1\n"),
        ("extra line", b"2 1 1\n3 1 1\n3 0 1\n0 0 1\n"),
        ("missing line", b"2 1 1\n3 1 1\n"),
        ("two fields", b"2 1\n3 1 1\n3 0 1\n"),
        ("huge x", b"99999999999999999999 1 1\n"),
        ("i64 max", b"9223372036854775807 0 1\n"),
        ("i64 min", b"-9223372036854775808 0 1\n"),
        ("past i64 min", b"-9223372036854775809 0 1\n"),
        ("negative x", b"-1 0 1\n3 1 1\n3 0 1\n"),
        ("negative y", b"2 -3 -1\n"),
        ("off the board", b"2 1 1\n3 99 1\n3 0 1\n"),
        ("sixteen", b"16 0 1\n"),
        ("no block", b"4 6 1\n3 1 1\n3 0 1\n"),
        ("right edge", b"4 0 1\n"),
        ("left edge", b"0 0 -1\n"),
        ("bad direction", b"2 1 2\n"),
        ("direction 0", b"2 1 0\n"),
        ("plus one", b"+2 +1 +1\n3 1 R\n3 0 r\n"),
        ("double sign", b"--2 1 1\n"),
        ("up", b"2 1 U\n3 1 1\n3 0 1\n"),
        ("down", b"2 1 d\n"),
        ("panel", b"r2c3\nr2c4\nR1C4\n"),
        ("panel off", b"r0c1\n"),
        ("panel huge", b"r99999999999999999999c1\n"),
        ("panel far", b"r2c99\n"),
        ("panel edge", b"r1c5\n"),
        ("panel short", b"rc\n"),
        ("panel sign", b"r+1c2\n"),
        ("minus one", b"-1\n"),
        ("minus one twice", b"-1\n-1\n"),
        ("minus one and moves", b"2 1 1\n-1\n"),
        ("minus one spaced", b"  -1  \r\n\n"),
        ("crlf", b"2 1 1\r\n3 1 1\r\n3 0 1\r\n"),
        ("form feed", b"2\x0c1 1\n3 1 1\n3 0 1\n"),
        ("vertical tab", b"2\x0b1 1\n3 1 1\n3 0 1\n"),
        ("one line", b"2 1 1 3 1 1 3 0 1\n"),
        ("nul", b"2 1 1\n\x00\n"),
        ("quotes", b"\"2\" 1 1\n"),
        ("quote and backslash", b"2 1 '\\\n"),
        ("long token", b"2 1 1111111111111111111111111111111\n"),
        (
            "long word",
            b"abcdefghijklmnopqrstuvwx\nabcdefghijklmnopqrstuvwxy\n",
        ),
        ("escape", b"\x1b[31m2 1 1\n"),
        ("delete", b"2 1 1\x7f\n"),
        ("bell", b"2 \x07 1\n"),
        ("binary", b"\x00\xff\xfe junk\n"),
        ("utf-8 digits", "２ 1 1\n".as_bytes()),
        ("bom", b"\xef\xbb\xbf2 1 1\n3 1 1\n3 0 1\n"),
        ("decimal", b"2.0 1 1\n"),
        ("hex", b"0x2 1 1\n"),
        ("no newline", b"2 1 1\n3 1 1\n3 0 1"),
        ("many moves", &b"0 0 1\n".repeat(60)),
    ]
    .into_iter()
    .map(|(name, bytes)| (name, bytes.to_vec()))
    .chain([("past 16 MiB", big)])
    .collect();
    let inputs = [
        root("examples/noip-sample.in"),
        root("fixtures/noip2011/case01.in"),
        root("fixtures/noip-random/case00001.in"),
        write(&dir, "clear.in", b"3 0 0 0 0 0\n"),
    ];
    let outs: Vec<PathBuf> = corpus
        .iter()
        .enumerate()
        .map(|(j, (_, output))| write(&dir, &format!("{j}.out"), output))
        .collect();
    let blank_jury = write(&dir, "blank.ans", b"");
    let mut tally = Tally::default();
    for (i, input) in inputs.iter().enumerate() {
        for (k, &setting) in SETTINGS.iter().enumerate() {
            let best = smallest(&puzzle(input, setting), setting);
            let jury = write(
                &dir,
                &format!("{i}-{k}.ans"),
                write_answer(best.as_deref(), Notation::Noip).as_bytes(),
            );
            for (j, out) in outs.iter().enumerate() {
                agree(b, setting, input, out, &jury, &mut tally);
                if j % 7 == 0 {
                    agree(b, setting, input, out, &blank_jury, &mut tally);
                }
            }
            agree(
                b,
                setting,
                input,
                &dir.join("no such output"),
                &jury,
                &mut tally,
            );
        }
    }
    tally.report("malformed outputs", &[0, 1, 2]);
}

/// The judge's own failures: an input that is not a puzzle, a jury's
/// answer that is missing, unreadable or wrong: exit 3 from both.
#[test]
fn the_checker_fails_where_mayan_check_fails() {
    let Some(b) = built() else { return };
    let dir = b.dir.join("fail");
    let sample = root("examples/noip-sample.in");
    let good = write(&dir, "good.out", b"2 1 1\n3 1 1\n3 0 1\n");
    let wrong = write(&dir, "wrong.ans", b"2 1 1\n3 1 1\n3 0 -1\n");
    let minus = write(&dir, "minus.ans", b"-1\n");
    let junk = write(&dir, "junk.ans", b"junk\n");
    let bad_inputs = [
        write(&dir, "run.in", b"3 1 1 1 0 0 0 0 0\n"),
        write(&dir, "zero.in", b"0 1 0 0 0 0 0\n"),
        write(&dir, "cut.in", b"3\n1 0\n2 1 0\n"),
    ];
    let mut tally = Tally::default();
    for &setting in &SETTINGS {
        for jury in [&wrong, &minus, &junk, &dir.join("missing.ans")] {
            agree(b, setting, &sample, &good, jury, &mut tally);
            agree(b, setting, &sample, &minus, jury, &mut tally);
        }
        for input in &bad_inputs {
            agree(b, setting, input, &good, &good, &mut tally);
        }
    }
    tally.report("judge failures", &[3]);
    assert_eq!(tally.by_code[&3], tally.total());
}

/// Run as Luogu (testlib: `checker input output answer`, and with a report
/// file, plain or `-appes`) and as Lemon (six arguments, the score file)
/// run a checker: the files written are mayan's, byte for byte.
#[test]
fn the_checker_runs_as_luogu_and_lemon_call_it() {
    let Some(b) = built() else { return };
    let dir = b.dir.join("systems");
    let input = root("examples/noip-sample.in");
    let jury = write(&dir, "sample.ans", b"2 1 1\n3 1 1\n3 0 1\n");
    let outputs = [
        ("right", &b"2 1 1\n3 1 1\n3 0 1\n"[..], 0),
        ("wrong", b"2 1 1\n3 1 1\n3 0 -1\n", 1),
        ("format", b"2 1 <x>\n", 2),
    ];
    let checker = b.checker((Goal::Exact, true));
    for (name, bytes, code) in outputs {
        let out = write(&dir, &format!("{name}.out"), bytes);
        // testlib, as Luogu calls it.
        let (c, line) = run(Command::new(checker).arg(&input).arg(&out).arg(&jury));
        assert_eq!(c, code, "{line}");
        for extra in [&[][..], &["-appes"][..]] {
            let cpp_report = dir.join(format!("{name}.cpp.report"));
            let rust_report = dir.join(format!("{name}.rust.report"));
            let cpp = run(Command::new(checker)
                .arg(&input)
                .arg(&out)
                .arg(&jury)
                .arg(&cpp_report)
                .args(extra));
            let rust = run(mayan_cmd()
                .args(["check", "--judge", "testlib"])
                .arg(&input)
                .arg(&out)
                .arg(&jury)
                .arg(&rust_report)
                .args(extra));
            assert_eq!(cpp, rust);
            assert_eq!(
                std::fs::read(&cpp_report).unwrap(),
                std::fs::read(&rust_report).unwrap()
            );
        }
        // Lemon: six arguments; the score in the score file, exit 0.
        let mut files = Vec::new();
        for who in ["cpp", "rust"] {
            let score = dir.join(format!("{name}.{who}.score"));
            let report = dir.join(format!("{name}.{who}.lemon"));
            let mut cmd = match who {
                "cpp" => Command::new(checker),
                _ => {
                    let mut m = mayan_cmd();
                    m.args(["check", "--judge", "lemon"]);
                    m
                }
            };
            let (c, line) = run(cmd
                .arg(&input)
                .arg(&out)
                .arg(&jury)
                .arg("10")
                .arg(&score)
                .arg(&report));
            assert_eq!(c, 0, "{line}");
            let score_text = std::fs::read_to_string(&score).unwrap();
            assert_eq!(score_text, if code == 0 { "10\n" } else { "0\n" });
            files.push((score_text, std::fs::read_to_string(&report).unwrap(), line));
        }
        assert_eq!(files[0], files[1]);
    }
    // Lemon's failures: a full score that is no number, a jury's answer that
    // does not pass: exit 3, no score, FAIL in the report.
    let out = write(&dir, "right.out", b"2 1 1\n3 1 1\n3 0 1\n");
    let wrong_jury = write(&dir, "wrong.ans", b"-1\n");
    for (full, jury) in [("ten", &jury), ("10", &wrong_jury)] {
        let score = dir.join("fail.score");
        let report = dir.join("fail.lemon");
        let _ = std::fs::remove_file(&score);
        let (c, line) = run(Command::new(checker)
            .arg(&input)
            .arg(&out)
            .arg(jury)
            .arg(full)
            .arg(&score)
            .arg(&report));
        assert_eq!(c, 3, "{line}");
        assert!(!score.exists());
        assert!(
            std::fs::read_to_string(&report)
                .unwrap()
                .starts_with("FAIL ")
        );
    }
    // A command line of neither convention: FAIL, exit 3.
    for args in [
        &[][..],
        &["a", "b"][..],
        &["a", "b", "c", "d", "e", "f", "g"][..],
        &["a", "b", "c", "d", "e"][..],
    ] {
        let (c, line) = run(Command::new(checker).args(args));
        assert_eq!(c, 3, "{args:?}: {line}");
        assert!(line.starts_with("FAIL bad checker command line"), "{line}");
    }
}

/// The official data within a judge's time: every official case is judged
/// with the search it needs (`-1`, and the answer checked for being the
/// smallest) by the NOIP checker; this counts the verdicts, not the time.
#[test]
fn the_checker_judges_every_official_answer_right() {
    let Some(b) = built() else { return };
    let checker = b.checker((Goal::Exact, true));
    for (input, answer) in official() {
        let (c, line) = run(Command::new(checker).arg(&input).arg(&answer).arg(&answer));
        assert_eq!(c, 0, "{}: {line}", input.display());
        assert!(line.starts_with("ok "), "{line}");
    }
}

// ---------------------------------------------------------- the validator

/// The validator's verdict (valid or not) and mayan's reading of the same
/// text as NOIP (`mayan convert --format noip ... --to noip`, which reads
/// and writes without a search).
fn validate(b: &Built, dir: &Path, name: &str, text: &[u8]) -> (bool, bool) {
    let path = write(dir, name, text);
    let file = std::fs::File::open(&path).unwrap();
    let (code, stderr) = run(Command::new(&b.validator).stdin(file));
    assert!(code == 0 || code == 1, "{code} {stderr}");
    assert_eq!(code == 0, stderr.is_empty(), "{stderr}");
    if code == 1 {
        assert!(
            stderr.starts_with("invalid input: ") && stderr.lines().count() == 1,
            "{stderr}"
        );
    }
    let mayan_reads = mayan_cmd()
        .args(["convert", "--format", "noip", "--to", "noip"])
        .arg(&path)
        .output()
        .unwrap();
    let mayan_code = mayan_reads.status.code();
    assert!(
        mayan_code == Some(0) || mayan_code == Some(2),
        "{mayan_reads:?}"
    );
    (code == 0, mayan_code == Some(0))
}

#[test]
fn the_validator_accepts_every_official_input_and_agrees_with_mayan() {
    let Some(b) = built() else { return };
    let dir = b.dir.join("validator-good");
    let mut accepted = 0;
    for input in boards(&dir) {
        let text = std::fs::read(&input).unwrap();
        let name = format!("ok-{accepted}.in");
        assert_eq!(
            validate(b, &dir, &name, &text),
            (true, true),
            "{}",
            input.display()
        );
        // The contest's own limit, n <= 5, holds for the official data.
        if input.starts_with(root("fixtures/noip2011")) {
            let file = std::fs::File::open(&input).unwrap();
            assert_eq!(run(Command::new(&b.validator5).stdin(file)).0, 0);
        }
        accepted += 1;
    }
    assert!(accepted > 200, "{accepted}");
    let six = write(&dir, "six.in", b"6 1 0 0 0 0 0\n");
    let (code, line) = run(Command::new(&b.validator5).stdin(std::fs::File::open(six).unwrap()));
    assert_eq!(code, 1, "{line}");
}

#[test]
fn the_validator_rejects_what_mayan_rejects() {
    let Some(b) = built() else { return };
    let dir = b.dir.join("validator-bad");
    let cases: [(&str, &[u8]); 30] = [
        ("empty", b""),
        ("blank", b" \n\n"),
        ("n only", b"3\n"),
        ("n zero", b"0\n1 0\n0\n0\n0\n0\n"),
        ("n negative", b"-1\n1 0\n0\n0\n0\n0\n"),
        ("n 50", b"50\n1 0\n0\n0\n0\n0\n"),
        ("n 51", b"51\n1 0\n0\n0\n0\n0\n"),
        ("n huge", b"99999999999999999999\n1 0\n0\n0\n0\n0\n"),
        ("n plus", b"+3\n1 0\n0\n0\n0\n0\n"),
        ("n leading zero", b"03\n1 0\n0\n0\n0\n0\n"),
        ("colour 11", b"3\n11 0\n0\n0\n0\n0\n"),
        ("colour 10", b"3\n10 0\n0\n0\n0\n0\n"),
        ("colour negative", b"3\n-2 0\n0\n0\n0\n0\n"),
        ("column of 8", b"3\n1 2 1 2 1 2 1 2 0\n0\n0\n0\n0\n"),
        ("column of 7", b"3\n1 2 1 2 1 2 1 0\n0\n0\n0\n0\n"),
        ("four columns", b"3\n1 0\n0\n0\n0\n"),
        ("unclosed", b"3\n1 0\n0\n0\n0\n1\n"),
        ("six columns", b"3\n1 0\n0\n0\n0\n0\n0\n"),
        ("trailing word", b"3\n1 0\n0\n0\n0\n0\nend\n"),
        ("run across", b"3\n1 0\n1 0\n1 0\n0\n0\n"),
        ("run up", b"3\n1 1 1 0\n0\n0\n0\n0\n"),
        ("cross run", b"3\n2 0\n2 0\n1 2 0\n1 0\n1 0\n"),
        ("not a number", b"3\n1 a 0\n0\n0\n0\n0\n"),
        ("decimal", b"3\n1.0 0\n0\n0\n0\n0\n"),
        ("one line", b"3 1 0 0 0 0 0"),
        ("crlf and tabs", b"3\r\n1\t0\r\n0\r\n0\r\n0\r\n0\r\n"),
        ("form feed", b"3\x0c1 0 0 0 0 0\n"),
        ("vertical tab", b"3\x0b1 0 0 0 0 0\n"),
        ("nul", b"3\n1 0\n0\n0\n0\n0\n\x00"),
        ("clear board", b"3\n0\n0\n0\n0\n0\n"),
    ];
    let mut rejected = 0;
    for (i, (name, text)) in cases.iter().enumerate() {
        let (cpp, rust) = validate(b, &dir, &format!("{i}.in"), text);
        assert_eq!(cpp, rust, "{name}: validator {cpp}, mayan {rust}");
        rejected += usize::from(!cpp);
    }
    assert!(rejected >= 20, "{rejected}");
    // Official inputs mutated (cut, lines taken out or doubled, bytes
    // changed), seeded: the two agree on each.
    let sources: Vec<Vec<u8>> = official()
        .iter()
        .map(|(i, _)| std::fs::read(i).unwrap())
        .collect();
    let mut rng = Rng::new(3011);
    let mut counts = [0usize; 2];
    for n in 0..300 {
        let source = &sources[rng.below(sources.len() as u64) as usize];
        let mutations = crate::fuzz::mutations(&mut rng);
        let text = mutate(source, &mutations);
        let (cpp, rust) = validate(b, &dir, &format!("mutated-{n}.in"), &text);
        assert_eq!(
            cpp,
            rust,
            "{:?}: validator {cpp}, mayan {rust}",
            String::from_utf8_lossy(&text)
        );
        counts[usize::from(cpp)] += 1;
    }
    eprintln!(
        "mutated inputs: {} valid, {} invalid, both agreeing",
        counts[1], counts[0]
    );
    assert!(counts[0] > 50 && counts[1] > 10, "{counts:?}");
}

/// `mayan export` writes one file, with its settings, and refuses the
/// other program's options.
#[test]
fn export_writes_one_self_contained_file() {
    let out = mayan().args(["export", "checker"]).output().unwrap();
    assert!(out.status.success());
    let source = String::from_utf8(out.stdout).unwrap();
    assert!(source.contains("#define MAYAN_GOAL 0 // exact"), "{source}");
    assert!(source.contains("#define MAYAN_NULL_MOVES 1"));
    assert!(!source.contains("#include \"mayan-noip.hpp\""));
    assert!(!source.contains("testlib.h"));
    let out = mayan()
        .args(["export", "validator", "--max-moves", "5"])
        .output()
        .unwrap();
    let source = String::from_utf8(out.stdout).unwrap();
    assert!(source.contains("#define MAYAN_MAX_MOVES 5 "), "{source}");
    for args in [
        &["export", "checker", "--max-moves", "5"][..],
        &["export", "validator", "--goal", "at-most"][..],
        &["export", "validator", "--max-moves", "51"][..],
        &["export", "judge"][..],
    ] {
        let out = mayan().args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty());
    }
}
