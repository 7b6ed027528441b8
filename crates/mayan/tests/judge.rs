//! `mayan check --judge`: the testlib checker and the DOMjudge / Kattis
//! output validator, run on the official NOIP 2011 data the way a judge
//! system runs them: the exit code, the one stderr line, the feedback
//! files, and nothing on stdout.

use std::path::{Path, PathBuf};
use std::process::Output;

use tempfile::TempDir;

use crate::cli::{mayan, root, scratch};

/// Every official test: `(name, caseNN.in, caseNN.ans)`.
fn official_cases() -> Vec<(String, PathBuf, PathBuf)> {
    let dir = root("fixtures/noip2011");
    let mut cases: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .map(|input| {
            let name = input.file_stem().unwrap().to_string_lossy().into_owned();
            let answer = input.with_extension("ans");
            assert!(answer.is_file(), "{} has no .ans", input.display());
            (name, input, answer)
        })
        .collect();
    cases.sort();
    // The data set has case00 to case10; finding none would pass vacuously.
    assert_eq!(cases.len(), 11, "{cases:?}");
    cases
}

/// A wrong answer of the same shape: the last move's direction flipped, or
/// a move where the answer is `-1`. Under the exact goal one answer alone
/// is accepted, so any other well-formed one is wrong.
fn corrupted(answer: &Path) -> String {
    let text = std::fs::read_to_string(answer).unwrap();
    if text.trim() == "-1" {
        return "0 0 1\n".to_string();
    }
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let last = lines.last_mut().unwrap();
    let flipped = match last.strip_suffix(" -1") {
        Some(head) => format!("{head} 1"),
        None => format!("{} -1", last.strip_suffix(" 1").unwrap()),
    };
    *last = flipped;
    lines.join("\n") + "\n"
}

/// Outputs that are not answers at all: testlib's presentation error.
const JUNK: [(&str, &[u8]); 6] = [
    ("words", b"hello world\n"),
    ("empty", b""),
    ("two-fields", b"2 1\n"),
    ("bad-direction", b"2 1 2\n"),
    ("minus-one-and-moves", b"2 1 1\n-1\n"),
    ("binary", b"\x00\xff\xfe junk\n"),
];

/// The one stderr line of a run, asserting that it is one line and that
/// stdout is empty.
fn one_line(out: &Output) -> String {
    assert!(
        out.stdout.is_empty(),
        "stdout: {}",
        String::from_utf8_lossy(&out.stdout)
    );
    let stderr = String::from_utf8(out.stderr.clone()).unwrap();
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(stderr.ends_with('\n'), "{stderr:?}");
    assert_eq!(stderr.lines().count(), 1, "{stderr:?}");
    stderr.trim_end().to_string()
}

// ---------------------------------------------------------------- testlib

/// `mayan check --judge testlib INPUT OUTPUT ANSWER [extra]`: the exit
/// code and the stderr line.
fn testlib(input: &Path, output: &Path, answer: &Path, extra: &[&str]) -> (i32, String) {
    let out = mayan()
        .args(["check", "--judge", "testlib"])
        .args(extra)
        .arg(input)
        .arg(output)
        .arg(answer)
        .output()
        .unwrap();
    (out.status.code().unwrap(), one_line(&out))
}

#[test]
fn testlib_accepts_every_official_answer_with_ok() {
    for (name, input, answer) in official_cases() {
        let (code, line) = testlib(&input, &answer, &answer, &[]);
        assert_eq!(code, 0, "{name}: {line}");
        assert!(line.starts_with("ok "), "{name}: {line}");
        if std::fs::read_to_string(&answer).unwrap().trim() == "-1" {
            assert!(line.starts_with("ok -1, there is no solution"), "{line}");
        } else {
            assert!(line.contains("and the smallest in exactly"), "{line}");
        }
    }
}

#[test]
fn testlib_calls_a_corrupted_official_answer_a_wrong_answer() {
    for (name, input, answer) in official_cases() {
        let output = scratch(
            &format!("judge-{name}-corrupt.out"),
            corrupted(&answer).as_bytes(),
        );
        let (code, line) = testlib(&input, &output, &answer, &[]);
        assert_eq!(code, 1, "{name}: {line}");
        assert!(line.starts_with("wrong answer "), "{name}: {line}");
    }
}

#[test]
fn testlib_calls_junk_a_presentation_error() {
    let (_, input, answer) = &official_cases()[0];
    for (name, bytes) in JUNK {
        let output = scratch(&format!("judge-junk-{name}.out"), bytes);
        let (code, line) = testlib(input, &output, answer, &[]);
        assert_eq!(code, 2, "{name}: {line}");
        assert!(line.starts_with("wrong output format "), "{name}: {line}");
    }
    let (code, line) = testlib(input, &scratch("judge-hello.out", b"hello\n"), answer, &[]);
    assert_eq!(code, 2);
    assert_eq!(
        line,
        "wrong output format line 1, column 1: `hello` is not a move (expected `x y g`, `x y R|L|U|D` or `rRcC`)"
    );
    // The contestant wrote no output file: testlib's "Output file not found".
    let missing = scratch("judge-placeholder.out", b"").with_file_name("judge-never-written.out");
    let (code, line) = testlib(input, &missing, answer, &[]);
    assert_eq!(code, 2, "{line}");
    assert!(
        line.starts_with("wrong output format there is no output"),
        "{line}"
    );
}

#[test]
fn testlib_calls_a_coordinate_off_the_board_a_wrong_answer() {
    // Every token in its place, a number out of range: testlib's
    // `readInt(min, max)` says wrong answer, not presentation error.
    let (_, input, answer) = &official_cases()[0];
    for (name, bytes, says) in [
        (
            "far",
            &b"2 1 1\n3 99 1\n3 0 1\n"[..],
            "move 2 (line 2) is illegal: (3, 99) is outside the board",
        ),
        (
            "negative",
            b"-1 1 1\n3 1 1\n3 0 1\n",
            "move 1 (line 1) is illegal: (-1, 1) is outside the board",
        ),
        (
            "edge",
            b"2 1 1\n3 1 1\n5 0 1\n",
            "move 3 (line 3) is illegal",
        ),
        ("panel", b"r20c1\n", "(0, 19) is outside the board"),
    ] {
        let output = scratch(&format!("judge-range-{name}.out"), bytes);
        let (code, line) = testlib(input, &output, answer, &[]);
        assert_eq!(code, 1, "{name}: {line}");
        assert!(line.starts_with("wrong answer "), "{name}: {line}");
        assert!(line.contains(says), "{name}: {line}");
    }
}

#[test]
fn check_off_board_move_is_a_verdict_at_every_x_not_only_below_16() {
    // Was: x = 5..15 a verdict (exit 1), x >= 16 "not a valid answer"
    // (exit 2). One rule now, up to the largest number the reader holds.
    let (_, input, answer) = &official_cases()[0];
    let xs = (5..=17).map(|x| x.to_string()).chain(
        [
            "99",
            "-1",
            "-99",
            "9223372036854775807",
            "-9223372036854775808",
        ]
        .map(String::from),
    );
    for x in xs {
        let output = scratch(&format!("judge-x-{x}.out"), format!("{x} 0 1\n").as_bytes());
        let (code, line) = testlib(input, &output, answer, &[]);
        assert_eq!(code, 1, "x = {x}: {line}");
        assert_eq!(
            line,
            format!("wrong answer move 1 (line 1) is illegal: ({x}, 0) is outside the board")
        );
        mayan()
            .arg("check")
            .arg(input)
            .arg(&output)
            .assert()
            .code(1)
            .stdout(predicates::str::contains(format!(
                "rejected: move 1 (line 1) is illegal: ({x}, 0) is outside the board"
            )));
    }
    // Past what the reader holds, a number is not read: not an answer.
    let output = scratch("judge-x-huge.out", b"9223372036854775808 0 1\n");
    let (code, line) = testlib(input, &output, answer, &[]);
    assert_eq!(code, 2, "{line}");
    assert!(line.contains("is far too large"), "{line}");
}

#[test]
fn testlib_fails_when_the_jury_answer_does_not_pass() {
    for (name, input, answer) in official_cases() {
        let jury = scratch(
            &format!("judge-{name}-bad-jury.ans"),
            corrupted(&answer).as_bytes(),
        );
        // The contestant's output is right; the jury's answer is wrong.
        let (code, line) = testlib(&input, &answer, &jury, &[]);
        assert_eq!(code, 3, "{name}: {line}");
        assert!(
            line.starts_with(&format!(
                "FAIL the jury's answer {} does not pass: ",
                jury.display()
            )),
            "{name}: {line}"
        );
    }
    // A jury's answer that is not an answer at all fails too.
    let (_, input, answer) = &official_cases()[0];
    let jury = scratch("judge-junk-jury.ans", b"hello\n");
    let (code, line) = testlib(input, answer, &jury, &[]);
    assert_eq!(code, 3, "{line}");
    assert!(line.starts_with("FAIL the jury's answer"), "{line}");
    assert!(line.contains("is not an answer"), "{line}");
}

#[test]
fn testlib_fails_on_what_the_judge_got_wrong_not_the_contestant() {
    let (_, input, answer) = &official_cases()[0];
    let missing = root("fixtures/noip2011/no-such-case.in");
    let junk_input = scratch("judge-junk.in", b"this is no puzzle\n");
    let cases: [(&str, &Path, &Path, &Path, &str); 3] = [
        (
            "missing input",
            &missing,
            answer,
            answer,
            "FAIL cannot read",
        ),
        ("bad input", &junk_input, answer, answer, "FAIL "),
        (
            "missing jury answer",
            input,
            answer,
            &missing,
            "FAIL cannot read",
        ),
    ];
    for (what, input, output, jury, starts) in cases {
        let (code, line) = testlib(input, output, jury, &[]);
        assert_eq!(code, 3, "{what}: {line}");
        assert!(line.starts_with(starts), "{what}: {line}");
    }
    // A wrong command line is the judge's failure too, never exit 2 (which
    // would read as the contestant's presentation error).
    let lines: [&[&str]; 4] = [
        &["check", "--judge", "testlib", "a.in", "b.out"],
        &[
            "check",
            "--judge",
            "testlib",
            "a.in",
            "b.out",
            "c.ans",
            "report.txt",
            "-appes",
            "one-too-many",
        ],
        &[
            "check",
            "--judge=testlib",
            "--bogus",
            "a.in",
            "b.out",
            "c.ans",
        ],
        &[
            "check", "--judge", "testlib", "--json", "a.in", "b.out", "c.ans",
        ],
    ];
    for args in lines {
        let out = mayan().args(args).output().unwrap();
        let line = one_line(&out);
        assert_eq!(out.status.code(), Some(3), "{args:?}: {line}");
        assert!(line.starts_with("FAIL "), "{args:?}: {line}");
    }
}

#[test]
fn testlib_does_not_check_an_empty_jury_answer() {
    let (_, input, answer) = &official_cases()[0];
    let empty = scratch("judge-empty-jury.ans", b"\n");
    let (code, line) = testlib(input, answer, &empty, &[]);
    assert_eq!(code, 0, "{line}");
    let wrong = scratch("judge-empty-jury-wrong.out", corrupted(answer).as_bytes());
    let (code, line) = testlib(input, &wrong, &empty, &[]);
    assert_eq!(code, 1, "{line}");
}

/// Row 0 is `1 1 . 1 .`, n = 2: the smallest answer is `0 0 1`, `3 0 -1`
/// with null moves and `1 0 1`, `0 0 1` without (docs/spec.md section 2).
const NULL_BOARD: &[u8] = b"2\n1 0\n1 0\n0\n1 0\n0\n";
const NULL_LITERAL: &[u8] = b"0 0 1\n3 0 -1\n";
const NULL_PRUNED: &[u8] = b"1 0 1\n0 0 1\n";

#[test]
fn testlib_message_tells_nothing_of_the_jury_solution() {
    let input = scratch("judge-null.in", NULL_BOARD);
    let jury = scratch("judge-null-literal.ans", NULL_LITERAL);
    let output = scratch("judge-null-pruned.out", NULL_PRUNED);
    let (code, line) = testlib(&input, &output, &jury, &[]);
    assert_eq!(code, 1, "{line}");
    assert_eq!(line, "wrong answer a solution, but not the smallest");
    // Settings reach the judge: without null moves the roles swap.
    let (code, line) = testlib(&input, &output, &output, &["--no-null-moves"]);
    assert_eq!(code, 0, "{line}");
    let (code, line) = testlib(&input, &output, &jury, &["--no-null-moves"]);
    assert_eq!(code, 3, "{line}");
}

#[cfg(unix)]
#[test]
fn testlib_wrapper_script_runs_the_mayan_beside_it() {
    let dir = wrapper_dir("examples/judge/testlib/check.sh", "check.sh");
    let (name, input, answer) = &official_cases()[4];
    for (output, code, starts) in [
        (answer.clone(), 0, "ok "),
        (
            scratch("judge-wrapper-corrupt.out", corrupted(answer).as_bytes()),
            1,
            "wrong answer ",
        ),
        (
            scratch("judge-wrapper-junk.out", b"junk\n"),
            2,
            "wrong output format ",
        ),
    ] {
        let out = std::process::Command::new(dir.path().join("check.sh"))
            .arg(input)
            .arg(&output)
            .arg(answer)
            .output()
            .unwrap();
        let line = one_line(&out);
        assert_eq!(out.status.code(), Some(code), "{name}: {line}");
        assert!(line.starts_with(starts), "{name}: {line}");
    }
}

#[test]
fn testlib_does_not_accept_minus_one_written_on_several_lines() {
    // Was: cases 01 and 06 (no solution) accepted `-1` twice (testlib 0,
    // DOMjudge 42). `-1` is a whole answer; twice it is not an answer.
    for (name, input, answer) in official_cases() {
        if std::fs::read_to_string(&answer).unwrap().trim() != "-1" {
            continue;
        }
        for bytes in [&b"-1\n-1\n"[..], b"-1\n\n-1\n-1\n"] {
            let output = scratch(&format!("judge-{name}-minus-twice.out"), bytes);
            let (code, line) = testlib(&input, &output, &answer, &[]);
            assert_eq!(code, 2, "{name}: {line}");
            assert!(
                line.starts_with("wrong output format line "),
                "{name}: {line}"
            );
            assert!(line.contains("`-1` (no solution) again"), "{name}: {line}");
            let v = domjudge(&input, &answer, bytes, &[]);
            assert_eq!(v.code, 43, "{name}: {}", v.stderr);
        }
    }
}

#[test]
fn testlib_writes_the_report_file_given_as_its_fourth_argument() {
    // Was: a fourth argument was a FAIL (exit 3). testlib writes its
    // message to the result file (an XML `<result>` with `-appes`).
    let (_, input, answer) = &official_cases()[0];
    let dir = TempDir::new().unwrap();
    let report = dir.path().join("report.txt");
    let wrong = scratch("judge-report-wrong.out", corrupted(answer).as_bytes());
    for (output, code, message) in [
        (
            answer.clone(),
            0,
            "a solution in 3 moves, and the smallest in exactly 3 moves",
        ),
        (wrong.clone(), 1, "after 3 moves 12 blocks are left"),
    ] {
        let out = mayan()
            .args(["check", "--judge", "testlib"])
            .arg(input)
            .arg(&output)
            .arg(answer)
            .arg(&report)
            .output()
            .unwrap();
        let line = one_line(&out);
        assert_eq!(out.status.code(), Some(code), "{line}");
        assert!(line.ends_with(message), "{line}");
        assert_eq!(std::fs::read_to_string(&report).unwrap(), message);
    }
    let out = mayan()
        .args(["check", "--judge", "testlib"])
        .arg(input)
        .arg(&wrong)
        .arg(answer)
        .arg(&report)
        .arg("-appes")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", one_line(&out));
    assert_eq!(
        std::fs::read_to_string(&report).unwrap(),
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?><result outcome = \"wrong-answer\">after 3 moves 12 blocks are left</result>\n"
    );
    // A report that cannot be written is the judge's failure.
    let (code, line) = {
        let out = mayan()
            .args(["check", "--judge", "testlib"])
            .arg(input)
            .arg(answer)
            .arg(answer)
            .arg(dir.path().join("no-such-folder/report.txt"))
            .output()
            .unwrap();
        (out.status.code(), one_line(&out))
    };
    assert_eq!(code, Some(3), "{line}");
    assert!(
        line.starts_with("FAIL cannot write the report file"),
        "{line}"
    );
}

#[test]
fn testlib_without_its_arguments_names_what_is_missing() {
    // Was: "were not provided: (see ...)", the list of what was missing cut.
    for (args, says) in [
        (
            &["check", "--judge", "testlib"][..],
            "FAIL bad checker command line: the following required arguments were not provided: <INPUT> <FILES>... (run as `mayan check --judge testlib INPUT OUTPUT ANSWER [REPORT [-appes]]`",
        ),
        (
            &["check", "--judge", "testlib", "a.in", "b.out"],
            "FAIL bad checker command line: ANSWER is missing (run as",
        ),
        (
            &["check", "--judge", "testlib", "a", "b", "c", "d", "e"],
            "FAIL bad checker command line: 4 files after INPUT are too many",
        ),
    ] {
        let out = mayan().args(args).output().unwrap();
        let line = one_line(&out);
        assert_eq!(out.status.code(), Some(3), "{args:?}: {line}");
        assert!(line.starts_with(says), "{args:?}: {line}");
    }
}

#[test]
fn check_judges_what_needs_no_search_before_it_searches() {
    // Was: a one-move answer to a dense 9-move case waited for the search
    // (4 s) to say "only 1 move", and with a time limit exited 3 instead.
    let input = root("fixtures/dense/case01.in");
    let one = scratch("judge-dense-one.out", b"0 0 1\n");
    mayan()
        .args(["check", "--threads", "1", "--timeout", "0.2"])
        .arg(&input)
        .arg(&one)
        .assert()
        .code(1)
        .stdout(predicates::str::starts_with(
            "rejected: only 1 move, but exactly 9 are required; 33 blocks are left",
        ));
    let empty_jury = scratch("judge-dense-jury.ans", b"");
    let (code, line) = testlib(&input, &one, &empty_jury, &["--timeout", "0.2"]);
    assert_eq!(code, 1, "{line}");
    assert!(line.starts_with("wrong answer only 1 move"), "{line}");
    // Junk needs no search either.
    let junk = scratch("judge-dense-junk.out", b"junk\n");
    let (code, line) = testlib(&input, &junk, &empty_jury, &["--timeout", "0.2"]);
    assert_eq!(code, 2, "{line}");
    // A verdict that needs the search still stops on the time limit.
    let minus = scratch("judge-dense-minus.out", b"-1\n");
    let (code, line) = testlib(&input, &minus, &empty_jury, &["--timeout", "0.2"]);
    assert_eq!(code, 3, "{line}");
    assert!(line.starts_with("FAIL out of time"), "{line}");
}

/// One grey block: already clear. Under at most its answer is no move.
const CLEAR_AT_MOST: &[u8] = b"goal=at-most moves=1\n#\n";

#[test]
fn an_already_clear_board_accepts_the_empty_answer_on_every_judge() {
    // Was: `solve` printed nothing and `check` rejected that output ("empty
    // answer"), and `-1` too.
    let input = scratch("judge-clear.txt", CLEAR_AT_MOST);
    let empty = scratch("judge-clear-empty.out", b"");
    let minus = scratch("judge-clear-minus.out", b"-1\n");
    mayan()
        .arg("check")
        .arg(&input)
        .arg(&empty)
        .assert()
        .code(0)
        .stdout("accepted: a solution in 0 moves, and the smallest in at most 1 move\n");
    mayan()
        .arg("check")
        .arg(&input)
        .arg(&minus)
        .assert()
        .code(1)
        .stdout("rejected: the answer is -1, but the board is already clear: no move is needed\n");
    let (code, line) = testlib(&input, &empty, &empty, &[]);
    assert_eq!(
        (code, line.as_str()),
        (0, "ok a solution in 0 moves (at most 1 move)")
    );
    let (code, line) = testlib(&input, &minus, &empty, &[]);
    assert_eq!(code, 1, "{line}");
    assert_eq!(domjudge(&input, &empty, b"\n", &[]).code, 42);
    // The jury's `-1` does not pass here.
    let (code, line) = testlib(&input, &empty, &minus, &[]);
    assert_eq!(code, 3, "{line}");
    // Under exact nothing can be played: `-1` is right, no move is not.
    let exact = scratch("judge-clear-exact.txt", b"goal=exact moves=1\n#\n");
    mayan()
        .arg("check")
        .arg(&exact)
        .arg(&minus)
        .assert()
        .code(0);
    mayan()
        .arg("check")
        .arg(&exact)
        .arg(&empty)
        .assert()
        .code(1)
        .stdout("rejected: the board is already clear, so exactly 1 move cannot be played\n");
}

// ------------------------------------------------------------------ Lemon

/// `mayan check --judge lemon INPUT OUTPUT ANSWER FULL SCORE REPORT`: the
/// exit code, the stderr line, and the score and report files (`None`
/// when not written).
fn lemon(
    input: &Path,
    output: &Path,
    answer: &Path,
    full: &str,
) -> (i32, String, Option<String>, Option<String>) {
    let dir = TempDir::new().unwrap();
    let (score, report) = (dir.path().join("_score"), dir.path().join("_message"));
    let out = mayan()
        .args(["check", "--judge", "lemon"])
        .arg(input)
        .arg(output)
        .arg(answer)
        .arg(full)
        .arg(&score)
        .arg(&report)
        .output()
        .unwrap();
    let line = one_line(&out);
    let read = |p: &Path| std::fs::read_to_string(p).ok();
    (
        out.status.code().unwrap(),
        line,
        read(&score),
        read(&report),
    )
}

#[test]
fn lemon_writes_the_full_score_or_zero_and_the_message() {
    let (_, input, answer) = &official_cases()[0];
    let (code, line, score, report) = lemon(input, answer, answer, "10");
    assert_eq!(code, 0, "{line}");
    assert_eq!(score.as_deref(), Some("10\n"));
    assert_eq!(
        report.as_deref(),
        Some("ok a solution in 3 moves, and the smallest in exactly 3 moves\n")
    );
    let wrong = scratch("judge-lemon-wrong.out", corrupted(answer).as_bytes());
    let (code, _, score, report) = lemon(input, &wrong, answer, "10");
    assert_eq!(code, 0);
    assert_eq!(score.as_deref(), Some("0\n"));
    assert_eq!(
        report.as_deref(),
        Some("wrong answer after 3 moves 12 blocks are left\n")
    );
    let junk = scratch("judge-lemon-junk.out", b"junk\n");
    let (code, _, score, report) = lemon(input, &junk, answer, "10");
    assert_eq!(code, 0);
    assert_eq!(score.as_deref(), Some("0\n"));
    assert!(report.unwrap().starts_with("wrong output format "));
    // The judge's failures: no score, exit 3 (Lemon's "special judge
    // run-time error"), the reason in the report.
    let (code, line, score, report) = lemon(input, answer, &wrong, "10");
    assert_eq!(code, 3, "{line}");
    assert_eq!(score, None);
    assert!(report.unwrap().starts_with("FAIL the jury's answer"));
    let (code, line, score, _) = lemon(input, answer, answer, "ten");
    assert_eq!(code, 3, "{line}");
    assert_eq!(score, None);
    assert!(
        line.contains("the full score `ten` is not a whole number"),
        "{line}"
    );
    let out = mayan()
        .args(["check", "--judge", "lemon"])
        .arg(input)
        .arg(answer)
        .arg(answer)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(3));
    assert!(one_line(&out).starts_with(
        "FAIL bad checker command line: FULL_SCORE SCORE_FILE REPORT_FILE are missing"
    ));
}

#[cfg(unix)]
#[test]
fn testlib_wrapper_script_fails_with_3_when_no_mayan_is_found() {
    // Was: exit 127 from the shell, which testlib systems do not read.
    use std::os::unix::fs::PermissionsExt;
    let dir = TempDir::new().unwrap();
    let script = dir.path().join("check.sh");
    std::fs::copy(root("examples/judge/testlib/check.sh"), &script).unwrap();
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    let (_, input, answer) = &official_cases()[0];
    let out = std::process::Command::new("/bin/sh")
        .arg(&script)
        .arg(input)
        .arg(answer)
        .arg(answer)
        .env("PATH", dir.path())
        .output()
        .unwrap();
    let line = one_line(&out);
    assert_eq!(out.status.code(), Some(3), "{line}");
    assert!(line.starts_with("FAIL no mayan binary"), "{line}");
}

#[cfg(unix)]
#[test]
fn lemon_wrapper_script_runs_the_mayan_beside_it() {
    let dir = wrapper_dir("examples/judge/lemon/check.sh", "check.sh");
    let (_, input, answer) = &official_cases()[2];
    let (score, report) = (dir.path().join("_score"), dir.path().join("_message"));
    let out = std::process::Command::new(dir.path().join("check.sh"))
        .arg(input)
        .arg(answer)
        .arg(answer)
        .arg("5")
        .arg(&score)
        .arg(&report)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", one_line(&out));
    assert_eq!(std::fs::read_to_string(&score).unwrap(), "5\n");
}

// --------------------------------------------------------------- DOMjudge

/// What one DOMjudge run left: the exit code, stderr, and the feedback
/// files (`None` when not written).
struct Validated {
    code: i32,
    stderr: String,
    judge: Option<String>,
    team: Option<String>,
}

/// `mayan check --judge domjudge INPUT ANSWER FEEDBACK_DIR [extra] <
/// OUTPUT`, in a fresh feedback folder given with its trailing slash.
fn domjudge(input: &Path, answer: &Path, output: &[u8], extra: &[&str]) -> Validated {
    let feedback = TempDir::new().unwrap();
    let dir = format!("{}/", feedback.path().display());
    let out = mayan()
        .args(["check", "--judge", "domjudge"])
        .arg(input)
        .arg(answer)
        .arg(&dir)
        .args(extra)
        .write_stdin(output)
        .output()
        .unwrap();
    assert!(
        out.stdout.is_empty(),
        "stdout: {}",
        String::from_utf8_lossy(&out.stdout)
    );
    let read = |name: &str| std::fs::read_to_string(feedback.path().join(name)).ok();
    Validated {
        code: out.status.code().unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
        judge: read("judgemessage.txt"),
        team: read("teammessage.txt"),
    }
}

#[test]
fn domjudge_accepts_every_official_answer_with_42() {
    for (name, input, answer) in official_cases() {
        let v = domjudge(&input, &answer, &std::fs::read(&answer).unwrap(), &[]);
        assert_eq!(v.code, 42, "{name}: {}", v.stderr);
        assert_eq!(v.stderr, "", "{name}");
        let judge = v.judge.unwrap();
        assert!(judge.starts_with("accepted: "), "{name}: {judge}");
        assert_eq!(v.team.unwrap(), judge, "{name}");
    }
}

#[test]
fn domjudge_rejects_a_corrupted_official_answer_with_43_and_says_why() {
    for (name, input, answer) in official_cases() {
        let v = domjudge(&input, &answer, corrupted(&answer).as_bytes(), &[]);
        assert_eq!(v.code, 43, "{name}: {}", v.stderr);
        assert_eq!(v.stderr, "", "{name}");
        let judge = v.judge.unwrap();
        let team = v.team.unwrap();
        assert!(judge.starts_with("rejected: "), "{name}: {judge}");
        assert!(team.starts_with("rejected: "), "{name}: {team}");
        assert_eq!(team.lines().count(), 1, "{name}: {team}");
    }
    // The jury reads the board the reason points at; the NOIP sample's
    // wrong last move leaves 12 blocks.
    let v = domjudge(
        &root("examples/noip-sample.in"),
        &root("fixtures/noip2011/case00.ans"),
        b"2 1 1\n3 1 1\n3 0 -1\n",
        &[],
    );
    assert_eq!(v.code, 43);
    let judge = v.judge.unwrap();
    assert!(
        judge.starts_with("rejected: after 3 moves 12 blocks are left; the board then is:\n"),
        "{judge}"
    );
    assert!(judge.contains(" 0 | 1  2  3  2  2\n"), "{judge}");
    assert_eq!(
        v.team.unwrap(),
        "rejected: after 3 moves 12 blocks are left\n"
    );
}

#[test]
fn domjudge_rejects_junk_with_43_as_a_format_error() {
    let (_, input, answer) = &official_cases()[0];
    for (name, bytes) in JUNK {
        let v = domjudge(input, answer, bytes, &[]);
        assert_eq!(v.code, 43, "{name}: {}", v.stderr);
        let judge = v.judge.unwrap();
        assert!(
            judge.starts_with("wrong output format: "),
            "{name}: {judge}"
        );
        assert_eq!(v.team.unwrap(), judge, "{name}");
    }
}

#[test]
fn domjudge_reports_a_failing_jury_answer_as_a_judge_error() {
    for (name, input, answer) in official_cases() {
        let jury = scratch(
            &format!("judge-dj-{name}-bad-jury.ans"),
            corrupted(&answer).as_bytes(),
        );
        let v = domjudge(&input, &jury, &std::fs::read(&answer).unwrap(), &[]);
        assert_ne!(v.code, 42, "{name}");
        assert_ne!(v.code, 43, "{name}");
        assert_eq!(v.code, 2, "{name}: {}", v.stderr);
        assert!(
            v.stderr.starts_with("error: the jury's answer") && v.stderr.lines().count() == 1,
            "{name}: {}",
            v.stderr
        );
        assert!(
            v.judge
                .unwrap()
                .starts_with("judge error: the jury's answer"),
            "{name}"
        );
        assert_eq!(
            v.team, None,
            "{name}: the team is told nothing of a judge error"
        );
    }
}

#[test]
fn domjudge_judge_errors_never_exit_42_or_43() {
    let (_, input, answer) = &official_cases()[0];
    let missing = root("fixtures/noip2011/no-such-case.in");
    let v = domjudge(&missing, answer, b"-1\n", &[]);
    assert_eq!(v.code, 2, "{}", v.stderr);
    assert!(v.stderr.starts_with("error: cannot read"), "{}", v.stderr);
    // No feedback folder, or too few files: nothing to write into.
    for args in [
        vec![
            "check".into(),
            "--judge".into(),
            "domjudge".into(),
            input.clone(),
            answer.clone(),
            root("no-such-folder/"),
        ],
        vec![
            "check".into(),
            "--judge".into(),
            "kattis".into(),
            input.clone(),
            answer.clone(),
        ],
    ] {
        let out = mayan().args(&args).write_stdin("-1\n").output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(stderr.starts_with("error: "), "{stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
}

#[test]
fn domjudge_team_message_tells_nothing_of_the_jury_solution() {
    let input = scratch("judge-dj-null.in", NULL_BOARD);
    let jury = scratch("judge-dj-null-literal.ans", NULL_LITERAL);
    let v = domjudge(&input, &jury, NULL_PRUNED, &[]);
    assert_eq!(v.code, 43);
    let judge = v.judge.unwrap();
    assert!(
        judge.starts_with("rejected: a solution, but not the smallest: at move 1 the smallest solution plays `0 0 1`, this answer `1 0 1`; the smallest is:\n0 0 1\n3 0 -1\n"),
        "{judge}"
    );
    assert_eq!(
        v.team.unwrap(),
        "rejected: a solution, but not the smallest\n"
    );
    // Validator flags come after the feedback folder, as DOMjudge passes them.
    let pruned = scratch("judge-dj-null-pruned.ans", NULL_PRUNED);
    let v = domjudge(&input, &pruned, NULL_PRUNED, &["--no-null-moves"]);
    assert_eq!(v.code, 42, "{}", v.stderr);
}

#[cfg(unix)]
#[test]
fn domjudge_run_script_runs_the_mayan_beside_it() {
    let dir = wrapper_dir("examples/judge/domjudge/run", "run");
    let feedback = TempDir::new().unwrap();
    let (name, input, answer) = &official_cases()[7];
    for (output, code) in [
        (std::fs::read(answer).unwrap(), 42),
        (corrupted(answer).into_bytes(), 43),
    ] {
        let out = std::process::Command::new(dir.path().join("run"))
            .arg(input)
            .arg(answer)
            .arg(format!("{}/", feedback.path().display()))
            .stdin(std::fs::File::open(scratch("judge-run.out", &output)).unwrap())
            .output()
            .unwrap();
        assert_eq!(
            out.status.code(),
            Some(code),
            "{name}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let judge = std::fs::read_to_string(feedback.path().join("judgemessage.txt")).unwrap();
        let head = if code == 42 {
            "accepted: "
        } else {
            "rejected: "
        };
        assert!(judge.starts_with(head), "{name}: {judge}");
    }
}

/// A fresh folder holding the wrapper script from the repository and the
/// mayan under test beside it, as a judge would have them.
#[cfg(unix)]
fn wrapper_dir(script: &str, name: &str) -> TempDir {
    use std::os::unix::fs::PermissionsExt;
    let dir = TempDir::new().unwrap();
    let path = dir.path().join(name);
    std::fs::copy(root(script), &path).unwrap();
    let mode = std::fs::metadata(root(script))
        .unwrap()
        .permissions()
        .mode();
    assert_ne!(
        mode & 0o111,
        0,
        "{script} must be executable in the repository"
    );
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_mayan"), dir.path().join("mayan")).unwrap();
    dir
}

// ------------------------------------------------------------------- help

#[test]
fn check_help_documents_every_judge_convention_with_examples() {
    let out = mayan().args(["check", "--help"]).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let help = String::from_utf8(out.stdout).unwrap();
    for part in [
        "--judge <SYSTEM>",
        "mayan check --judge testlib case.in contestant.out case.ans",
        "mayan check --judge domjudge case.in case.ans feedback/ < contestant.out",
        "--judge testlib INPUT OUTPUT ANSWER",
        "--judge domjudge INPUT ANSWER FEEDBACK_DIR < OUTPUT",
        "exit 42 accepted, 43 rejected",
        "--judge testlib INPUT OUTPUT ANSWER [REPORT [-appes]]",
        "--judge lemon INPUT OUTPUT ANSWER FULL_SCORE SCORE_FILE REPORT_FILE",
        "presentation error",
        "Using mayan check on a judge",
    ] {
        assert!(help.contains(part), "`{part}` not in check --help:\n{help}");
    }
}

#[test]
fn plain_check_refuses_a_judge_command_line_without_judge() {
    let (_, input, answer) = &official_cases()[0];
    let out = mayan()
        .arg("check")
        .arg(input)
        .arg(answer)
        .arg(answer)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.starts_with("error: mayan check takes INPUT ANSWER"),
        "{stderr}"
    );
    assert!(stderr.contains("--judge testlib"), "{stderr}");
}
