//! `mayan check --judge`: the conventions of judge systems, thin front
//! ends over [`Judge::judge_with_jury`]: how each system passes its files
//! and reads a verdict (exit codes, messages, feedback and score files).

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use anyhow::{Context, Result};
use mayan_core::Notation;
use mayan_solve::judge::{Judge, JuryError, Kind, Verdict};

use super::verdict_text;
use crate::cli::CheckArgs;
use crate::{input, solve};

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
    let failed = |e: anyhow::Error| Outcome::Failed(format!("{e:#}"));
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
            let hint = match e {
                JuryError::Fails(_) => format!(
                    " (is it the answer to {}, under these settings?)",
                    args.input.display()
                ),
                _ => String::new(),
            };
            Outcome::Failed(format!("the jury's answer {} {e}{hint}", jury.display()))
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
                Ok(format!("there is no output: {name} does not exist"))
            }
            Some(_) => Err(format!("{e:#}")),
            None => Ok(format!(
                "the output is more than {} MiB: no answer is that long",
                input::MAX_INPUT >> 20
            )),
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
    let what = match names.get(given..) {
        Some([one]) => format!("{one} is missing"),
        Some(missing) if !missing.is_empty() => format!("{} are missing", missing.join(" ")),
        _ => format!("{} files after INPUT are too many", given),
    };
    format!("bad checker command line: {what} (run as `{line}`)")
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
            say(&format!(
                "FAIL cannot write the report file {}: {e}",
                path.display()
            ));
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
pub fn testlib_usage(err: &clap::Error) -> ExitCode {
    let text = err.to_string();
    let first: Vec<&str> = text.lines().take_while(|l| !l.trim().is_empty()).collect();
    let first = one_line(&first.join(" "));
    let first = first.strip_prefix("error: ").unwrap_or(&first);
    let why = format!(
        "bad checker command line: {first} (run as `{TESTLIB_LINE}`; see `mayan check --help`)"
    );
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
        say(&format!(
            "error: the output validator is run as `mayan check --judge domjudge INPUT ANSWER FEEDBACK_DIR < OUTPUT`: three files, and it was given {}",
            args.files.len() + 1
        ));
        return ExitCode::from(VALIDATOR_ERROR);
    };
    if !feedback.is_dir() {
        say(&format!(
            "error: the feedback directory {} is not a directory",
            feedback.display()
        ));
        return ExitCode::from(VALIDATOR_ERROR);
    }
    let (code, judge_message, team_message) = match judged(args, jury, None) {
        Outcome::Judged(v, _) if v.kind == Kind::NotAnAnswer => {
            let message = format!("wrong output format: {}\n", v.reason);
            (VALIDATOR_REJECTED, message.clone(), message)
        }
        Outcome::Judged(v, text) => {
            let (code, head) = match v.accepted() {
                true => (VALIDATOR_ACCEPTED, "accepted"),
                false => (VALIDATOR_REJECTED, "rejected"),
            };
            (code, text, format!("{head}: {}\n", v.public_reason()))
        }
        Outcome::Failed(why) => {
            say(&format!("error: {}", one_line(&why)));
            // Best effort: the jury reads it beside the judging error.
            let _ = write_file(
                &feedback.join("judgemessage.txt"),
                &format!("judge error: {why}\n"),
            );
            return ExitCode::from(VALIDATOR_ERROR);
        }
    };
    let written = write_file(&feedback.join("judgemessage.txt"), &judge_message)
        .and_then(|()| write_file(&feedback.join("teammessage.txt"), &team_message));
    match written {
        Ok(()) => ExitCode::from(code),
        Err(e) => {
            say(&format!("error: {e:#}"));
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
                None => Outcome::Failed(format!(
                    "bad checker command line: the full score `{}` is not a whole number from 0 (run as `{LEMON_LINE}`)",
                    full_text.display()
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
            say(&format!("FAIL {e:#}"));
            ExitCode::from(3)
        }
    }
}

/// Writes one file of a judge system's (a feedback file, a score, a
/// report). DOMjudge's folder name ends in a path separator; joining
/// works with or without it.
fn write_file(path: &Path, text: &str) -> Result<()> {
    std::fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))
}
