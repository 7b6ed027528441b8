//! `mayan check --judge`: the conventions of judge systems, thin front
//! ends over [`Judge::judge_with_jury`]: how each system passes its files
//! and reads a verdict (exit codes, messages, feedback and score files).

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use anyhow::{Context, Result};
use mayan_core::Notation;
use mayan_i18n::t;
use mayan_solve::judge::{Judge, JuryError, Kind, Verdict};

use super::{verdict_line, verdict_text};
use crate::cli::CheckArgs;
use crate::{input, lang, solve};

/// What a judge front end concludes about one contestant's output.
enum Outcome {
    /// The verdict (a presentation error is [`Kind::NotAnAnswer`]), and
    /// its text form for the jury.
    Judged(Verdict, String),
    /// The judge cannot judge (testlib's FAIL): unreadable input or jury's
    /// answer, a jury's answer that does not pass, a stopped search.
    Failed(String),
}

/// Reads the puzzle and the jury's answer, then judges the contestant's
/// output with the jury's answer checked too (`judge_with_jury`).
fn judged(args: &CheckArgs, jury: &Path, output: Option<&Path>) -> Outcome {
    let failed = |e: anyhow::Error| Outcome::Failed(lang::error_text(&e));
    let puzzle = match input::load_noted(Some(&args.input), &args.puzzle) {
        Ok(loaded) => loaded.puzzle,
        Err(e) => return failed(e),
    };
    let jury_text = match input::read_input(Some(jury)) {
        Ok(bytes) => bytes,
        Err(e) => return failed(e),
    };
    let judge = Judge::new(puzzle, !args.search.no_null_moves);
    let notation = judge.puzzle().notation();
    let output = match read_output(output) {
        Ok(bytes) => bytes,
        Err(Ok(why)) => return judged_text(Verdict::not_an_answer(why), notation),
        Err(Err(why)) => return Outcome::Failed(why),
    };
    let run = solve::search(&args.search, |o| {
        match judge.judge_with_jury(&jury_text, &output, o) {
            Err(JuryError::Stopped(e)) => Err(e),
            other => Ok(other),
        }
    });
    match run {
        Ok(Ok(verdict)) => judged_text(verdict, notation),
        Ok(Err(e)) => {
            let (name, error) = (jury.display().to_string(), e.to_string());
            Outcome::Failed(match e {
                JuryError::Fails(_) => t!(
                    "cli-jury-answer-fails",
                    name = name,
                    error = error,
                    input = args.input.display().to_string()
                ),
                _ => t!("cli-jury-answer", name = name, error = error),
            })
        }
        Err(e) => failed(e),
    }
}

fn judged_text(verdict: Verdict, notation: Notation) -> Outcome {
    let text = verdict_text(&verdict, notation);
    Outcome::Judged(verdict, text)
}

/// Reads the contestant's output (`None`: stdin). A missing file or one
/// past the size cap is not an answer (the error `Ok(why)`), as testlib has
/// it ("Output file not found" is its presentation error); any other
/// failure to read is the judge's (`Err(why)`).
fn read_output(path: Option<&Path>) -> Result<Vec<u8>, Result<String, String>> {
    input::read_input(path).map_err(|e| {
        let io = e.chain().find_map(|c| c.downcast_ref::<std::io::Error>());
        match io {
            Some(io) if io.kind() == std::io::ErrorKind::NotFound => {
                let name = input::input_name(path.map(Path::to_path_buf).as_ref());
                Ok(t!("cli-no-output", name = name))
            }
            Some(_) => Err(lang::error_text(&e)),
            None => Ok(t!("cli-output-too-large", mib = input::MAX_INPUT >> 20)),
        }
    })
}

/// `text` on one line: a judge system reads a checker's message as one.
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Writes one line to stderr; a stderr gone leaves nothing to tell.
fn say(line: &str) {
    let _ = writeln!(std::io::stderr(), "{line}");
}

/// testlib's exit code (testlib.h: `OK_EXIT_CODE` 0, `WA_EXIT_CODE` 1,
/// `PE_EXIT_CODE` 2, `FAIL_EXIT_CODE` 3), the words its messages begin
/// with, its `-appes` outcome, and the message, for an outcome. Lemon's
/// report says the same words.
fn testlib_result(outcome: &Outcome) -> (u8, &'static str, &'static str, String) {
    match outcome {
        Outcome::Judged(v, _) if v.accepted() => (0, "ok", "accepted", v.public_reason().into()),
        Outcome::Judged(v, _) if v.kind == Kind::NotAnAnswer => (
            2,
            "wrong output format",
            "presentation-error",
            v.reason.clone(),
        ),
        Outcome::Judged(v, _) => (1, "wrong answer", "wrong-answer", v.public_reason().into()),
        Outcome::Failed(why) => (3, "FAIL", "fail", why.clone()),
    }
}

/// The command lines of the conventions taking INPUT and files, for
/// messages.
const TESTLIB_LINE: &str = "mayan check --judge testlib INPUT OUTPUT ANSWER [REPORT [-appes]]";
const LEMON_LINE: &str =
    "mayan check --judge lemon INPUT OUTPUT ANSWER FULL_SCORE SCORE_FILE REPORT_FILE";

/// Says which of a convention's `names` (after INPUT) a command line
/// left out, or that it gave too many.
fn bad_files(given: usize, names: &[&str], line: &str) -> String {
    match names.get(given..) {
        Some([one]) => t!("cli-checker-missing-one", name = *one, line = line),
        Some(missing) if !missing.is_empty() => t!(
            "cli-checker-missing",
            names = missing.join(" "),
            line = line
        ),
        _ => t!("cli-checker-too-many", given = given, line = line),
    }
}

/// `mayan check --judge testlib INPUT OUTPUT ANSWER [REPORT [-appes]]`:
/// testlib's checker convention. One line on stderr, `ok`, `wrong answer`,
/// `wrong output format` or `FAIL` and why, and exit 0, 1, 2 or 3; with
/// REPORT, the message is written there too, as testlib writes its result
/// file (the message alone, or with `-appes` as an XML `<result>`). The
/// contestant reads the message on many systems, so it tells nothing of the
/// jury's solution.
pub(super) fn testlib(args: &CheckArgs) -> ExitCode {
    let (output, jury, report) = match args.files.as_slice() {
        [output, jury] => (output, jury, None),
        [output, jury, report] => (output, jury, Some(report)),
        files => {
            let names = ["OUTPUT", "ANSWER"];
            return testlib_end(
                &Outcome::Failed(bad_files(files.len(), &names, TESTLIB_LINE)),
                None,
                false,
            );
        }
    };
    testlib_end(
        &judged(args, jury, Some(output)),
        report.map(|p| p.as_path()),
        args.appes,
    )
}

/// Ends a testlib checker: its line on stderr, the report file when asked
/// for, its exit code.
fn testlib_end(outcome: &Outcome, report: Option<&Path>, appes: bool) -> ExitCode {
    let (code, word, xml_outcome, message) = testlib_result(outcome);
    let message = one_line(&message);
    if let Some(path) = report {
        let body = match appes {
            true => format!(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?><result outcome = \"{xml_outcome}\">{}</result>\n",
                xml_escape(&message)
            ),
            false => message.clone(),
        };
        if let Err(e) = std::fs::write(path, body) {
            let why = t!(
                "cli-cannot-write-report",
                name = path.display().to_string(),
                error = lang::io_text(&e)
            );
            say(&format!("FAIL {why}"));
            return ExitCode::from(3);
        }
    }
    say(&format!("{word} {message}"));
    ExitCode::from(code)
}

/// A message in XML text, as testlib writes it: `&<>"` escaped, control
/// characters as `.`.
fn xml_escape(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '&' => "&amp;".to_string(),
            '<' => "&lt;".to_string(),
            '>' => "&gt;".to_string(),
            '"' => "&quot;".to_string(),
            c if c.is_control() => ".".to_string(),
            c => c.to_string(),
        })
        .collect()
}

/// A command line that clap refuses, under `--judge testlib`: `FAIL` and
/// exit 3, since clap's own exit 2 would read as the contestant's
/// presentation error. The message is clap's first paragraph, on one line
/// (the missing arguments are listed on lines of their own).
pub fn testlib_usage(err: clap::Error) -> ExitCode {
    let text = crate::cli::parse_error_text(err);
    let first: Vec<&str> = text.lines().take_while(|l| !l.trim().is_empty()).collect();
    let first = one_line(&first.join(" "));
    let head = t!("cli-error", message = "");
    let first = first.strip_prefix(head.as_str()).unwrap_or(&first);
    let why = t!("cli-checker-usage", error = first, line = TESTLIB_LINE);
    testlib_end(&Outcome::Failed(why), None, false)
}

/// The output validator's exit codes (Kattis problem package format,
/// "Output validators"; DOMjudge runs the same): 42 accepted, 43 wrong
/// answer, anything else a judging error.
const VALIDATOR_ACCEPTED: u8 = 42;
const VALIDATOR_REJECTED: u8 = 43;
/// What this validator exits with when it cannot judge.
const VALIDATOR_ERROR: u8 = 2;

/// `mayan check --judge domjudge INPUT ANSWER FEEDBACK_DIR < OUTPUT`: the
/// DOMjudge and Kattis output validator. Exit 42 accepted or 43 rejected
/// (a presentation error is rejected: neither system has one), with the
/// verdict in `FEEDBACK_DIR/judgemessage.txt` for the jury (the board and
/// the smallest solution drawn) and in `teammessage.txt` for the team
/// (nothing of the jury's solution). When it cannot judge: exit 2, the
/// reason on stderr and, when the folder is there, in judgemessage.txt.
pub(super) fn domjudge(args: &CheckArgs) -> ExitCode {
    let [jury, feedback] = args.files.as_slice() else {
        let message = t!("cli-validator-files", given = args.files.len() + 1);
        say(&t!("cli-error", message = message));
        return ExitCode::from(VALIDATOR_ERROR);
    };
    if !feedback.is_dir() {
        let message = t!(
            "cli-feedback-not-a-dir",
            name = feedback.display().to_string()
        );
        say(&t!("cli-error", message = message));
        return ExitCode::from(VALIDATOR_ERROR);
    }
    let (code, judge_message, team_message) = match judged(args, jury, None) {
        Outcome::Judged(v, _) if v.kind == Kind::NotAnAnswer => {
            let message = format!(
                "{}\n",
                t!("cli-wrong-output-format", reason = v.reason.as_str())
            );
            (VALIDATOR_REJECTED, message.clone(), message)
        }
        Outcome::Judged(v, text) => {
            let code = match v.accepted() {
                true => VALIDATOR_ACCEPTED,
                false => VALIDATOR_REJECTED,
            };
            let team = verdict_line(v.accepted(), v.public_reason());
            (code, text, format!("{team}\n"))
        }
        Outcome::Failed(why) => {
            say(&t!("cli-error", message = one_line(&why)));
            // Best effort: the jury reads it beside the judging error.
            let _ = write_file(
                &feedback.join("judgemessage.txt"),
                &format!("{}\n", t!("cli-judge-error", why = why)),
            );
            return ExitCode::from(VALIDATOR_ERROR);
        }
    };
    let written = write_file(&feedback.join("judgemessage.txt"), &judge_message)
        .and_then(|()| write_file(&feedback.join("teammessage.txt"), &team_message));
    match written {
        Ok(()) => ExitCode::from(code),
        Err(e) => {
            say(&t!("cli-error", message = lang::error_text(&e)));
            ExitCode::from(VALIDATOR_ERROR)
        }
    }
}

/// `mayan check --judge lemon INPUT OUTPUT ANSWER FULL_SCORE SCORE_FILE
/// REPORT_FILE`: Lemon's (and LemonLime's) special judge. Lemon reads the
/// score, an integer, from SCORE_FILE (FULL_SCORE accepted, 0 otherwise)
/// and shows REPORT_FILE's message (testlib's words: `ok ...`, `wrong
/// answer ...`); the exit code is 0. When it cannot judge, it writes no
/// score, says `FAIL ...` on stderr and in the report, and exits 3, which
/// Lemon shows as the special judge's run-time error.
pub(super) fn lemon(args: &CheckArgs) -> ExitCode {
    let names = [
        "OUTPUT",
        "ANSWER",
        "FULL_SCORE",
        "SCORE_FILE",
        "REPORT_FILE",
    ];
    let (outcome, files) = match args.files.as_slice() {
        [output, jury, full_text, score, report] => {
            let full = full_text
                .to_str()
                .and_then(|f| f.trim().parse::<u64>().ok());
            let outcome = match full {
                Some(_) => judged(args, jury, Some(output)),
                None => Outcome::Failed(t!(
                    "cli-checker-full-score",
                    score = full_text.display().to_string(),
                    line = LEMON_LINE
                )),
            };
            (outcome, Some((full.unwrap_or(0), score, report)))
        }
        files => (
            Outcome::Failed(bad_files(files.len(), &names, LEMON_LINE)),
            None,
        ),
    };
    let (code, word, _, message) = testlib_result(&outcome);
    let line = format!("{word} {}", one_line(&message));
    say(&line);
    let Some((full, score, report)) = files else {
        return ExitCode::from(3);
    };
    if code == 3 {
        let _ = write_file(report, &format!("{line}\n"));
        return ExitCode::from(3);
    }
    let points = if code == 0 { full } else { 0 };
    match write_file(score, &format!("{points}\n"))
        .and_then(|()| write_file(report, &format!("{line}\n")))
    {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            say(&format!("FAIL {}", lang::error_text(&e)));
            ExitCode::from(3)
        }
    }
}

/// Writes one file of a judge system's (a feedback file, a score, a
/// report). DOMjudge's folder name ends in a path separator; joining
/// works with or without it.
fn write_file(path: &Path, text: &str) -> Result<()> {
    std::fs::write(path, text)
        .with_context(|| t!("cli-cannot-write", name = path.display().to_string()))
}
