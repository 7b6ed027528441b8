//! `mayan check`'s arguments and the judge-system conventions
//! (`--judge`) read from a raw command line.

use std::path::PathBuf;

use clap::Args;

use super::SearchArgs;
use crate::input::PuzzleArgs;

/// `mayan check`.
#[derive(Args, Debug)]
pub struct CheckArgs {
    /// The puzzle (on a judge: the test's input).
    pub input: PathBuf,
    /// ANSWER, the answer to judge: `-1`, or one move a line. With --judge
    /// testlib: OUTPUT ANSWER, then REPORT if asked for (the contestant's
    /// output, the jury's answer, the report file); with --judge domjudge: ANSWER FEEDBACK_DIR (the output is on
    /// stdin); with --judge lemon: OUTPUT ANSWER FULL_SCORE SCORE_FILE
    /// REPORT_FILE.
    #[arg(value_name = "FILES", required = true)]
    pub files: Vec<PathBuf>,
    /// Judge as a special judge of this system: its arguments, exit codes
    /// and messages (see below).
    #[arg(long, value_enum, value_name = "SYSTEM", conflicts_with = "json")]
    pub judge: Option<Judge>,
    /// testlib's `-appes` after REPORT (written so, one dash): the report
    /// as an XML `<result>`.
    #[arg(long, hide = true, requires = "judge")]
    pub appes: bool,
    #[command(flatten)]
    pub puzzle: PuzzleArgs,
    #[command(flatten)]
    pub search: SearchArgs,
    /// Print the verdict as one JSON object (docs/json.md).
    #[arg(long)]
    pub json: bool,
    /// After the verdict, teach: for an answer that clears the board, which
    /// of its moves can go and the plan of what is left; for one that does
    /// not, the first move after which no clear was possible any more
    /// within the moves left (docs/plans.md).
    #[arg(long, conflicts_with = "judge")]
    pub explain: bool,
}

/// The special-judge conventions of `mayan check --judge`.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judge {
    /// testlib's checker: INPUT OUTPUT ANSWER; exit 0 ok, 1 wrong answer, 2
    /// presentation error, 3 fail; one line on stderr.
    Testlib,
    /// DOMjudge's and Kattis's output validator: INPUT ANSWER FEEDBACK_DIR <
    /// OUTPUT; exit 42 accepted, 43 rejected.
    #[value(alias = "kattis")]
    Domjudge,
    /// Lemon's (and LemonLime's) special judge: INPUT OUTPUT ANSWER
    /// FULL_SCORE SCORE_FILE REPORT_FILE; the score in SCORE_FILE.
    #[value(alias = "lemonlime")]
    Lemon,
}

/// testlib's `-appes` (one dash, after the report file) as the long flag
/// clap reads, on a `--judge testlib` command line; any other line as it
/// is.
pub fn testlib_appes(mut args: Vec<std::ffi::OsString>) -> Vec<std::ffi::OsString> {
    if judge_asked(&args) == Some(Judge::Testlib) {
        for a in &mut args {
            if a.eq_ignore_ascii_case("-appes") {
                *a = "--appes".into();
            }
        }
    }
    args
}

/// The `--judge` convention a command line asks for, read from the raw
/// arguments: when clap refuses the line, a testlib checker must still
/// answer `FAIL` with exit 3 (clap's exit 2 would blame the contestant).
pub fn judge_asked(args: &[std::ffi::OsString]) -> Option<Judge> {
    use clap::ValueEnum;
    let value = args.iter().enumerate().find_map(|(i, a)| {
        let a = a.to_str()?;
        match a.strip_prefix("--judge") {
            Some("") => args.get(i + 1)?.to_str(),
            Some(rest) => rest.strip_prefix('='),
            None => None,
        }
    })?;
    Judge::from_str(value, true).ok()
}
