//! `mayan export checker|validator`: the self-contained C++ checker and
//! input validator for judges that take only C++ source (Luogu,
//! Codeforces/Polygon, Lemon, most school judges; docs/judge.md). The
//! sources live in `crates/mayan/cpp/` as real files, compiled and held to
//! `mayan check` by the tests (`tests/cpp.rs`); each is written as one file,
//! with the shared header put in place of its `#include` and the settings
//! chosen here written into its `#define` lines.

use std::path::Path;
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use mayan_core::Goal;
use mayan_i18n::t;

use crate::cli::{ExportArgs, Exported};

const CHECKER: &str = include_str!("../cpp/checker.cpp");
const VALIDATOR: &str = include_str!("../cpp/validator.cpp");
const NOIP: &str = include_str!("../cpp/mayan-noip.hpp");

/// The line of each source that includes the shared header.
const INCLUDE: &str = "#include \"mayan-noip.hpp\"\n";
/// The lines of the settings, as the repository's files have them.
const GOAL_LINE: &str = "#define MAYAN_GOAL 0 // 0 exact (NOIP), 1 at-most, 2 shortest\n";
const NULL_LINE: &str =
    "#define MAYAN_NULL_MOVES 1 // 1 null moves are moves (literal), 0 refused\n";
const MAX_LINE: &str = "#define MAYAN_MAX_MOVES 50 // the largest n accepted\n";

/// Replaces the one `line` of `source` by `with`: the sources are this
/// crate's own, and a test writes every setting, so a line gone is a bug.
fn set(source: &str, line: &str, with: &str) -> Result<String> {
    if source.matches(line).count() != 1 {
        bail!(t!("cli-export-no-line", line = line.trim_end()));
    }
    Ok(source.replacen(line, with, 1))
}

/// The header in place of its `#include`: one file, nothing to upload
/// beside it.
fn inline(source: &str) -> Result<String> {
    let header = format!(
        "// ---- mayan-noip.hpp (the rules and the input reader) ----\n{NOIP}// ---- end of mayan-noip.hpp ----\n"
    );
    set(source, INCLUDE, &header)
}

/// The checker's source for a goal and a reading of null moves.
pub fn checker(goal: Goal, null_moves: bool) -> Result<String> {
    let number = match goal {
        Goal::Exact => 0,
        Goal::AtMost => 1,
        Goal::Shortest => 2,
    };
    let source = set(
        CHECKER,
        GOAL_LINE,
        &format!(
            "#define MAYAN_GOAL {number} // {}: 0 exact (NOIP), 1 at-most, 2 shortest\n",
            goal.name()
        ),
    )?;
    let source = set(
        &source,
        NULL_LINE,
        &format!(
            "#define MAYAN_NULL_MOVES {} // 1 null moves are moves (literal), 0 refused\n",
            u8::from(null_moves)
        ),
    )?;
    inline(&source)
}

/// The source with its `MAYAN_KATTIS` switch set: the Kattis and DOMjudge
/// convention (exit 42 and 43) when `on`, else the testlib and Lemon ones.
pub fn set_kattis(source: &str, on: bool) -> Result<String> {
    if !on {
        return Ok(source.to_string());
    }
    set(
        source,
        "#define MAYAN_KATTIS 0 //",
        "#define MAYAN_KATTIS 1 //",
    )
}

/// The validator's source with its `MAYAN_STRICT` switch on: only the
/// canonical layout of an input is valid, as a judge's tests have it.
pub fn set_strict(source: &str) -> Result<String> {
    set(
        source,
        "#define MAYAN_STRICT 0 //",
        "#define MAYAN_STRICT 1 //",
    )
}

/// A solution of the problem for a goal and a reading: the checker's
/// search as a program (its `MAYAN_SOLUTION` switch), so that a package's
/// accepted submission answers as its checker judges.
pub fn solution(goal: Goal, null_moves: bool) -> Result<String> {
    let source = set(
        &checker(goal, null_moves)?,
        "#define MAYAN_SOLUTION 0 //",
        "#define MAYAN_SOLUTION 1 //",
    )?;
    Ok(format!(
        "// A solution of the NOIP 2011 Mayan puzzle, written by `mayan package`: the\n\
         // checker below built as a program (MAYAN_SOLUTION is 1), reading the puzzle\n\
         // on stdin and printing the smallest answer for its goal.\n{source}"
    ))
}

/// The validator's source, taking `n` up to `max_moves`.
pub fn validator(max_moves: u32) -> Result<String> {
    let source = set(
        VALIDATOR,
        MAX_LINE,
        &format!("#define MAYAN_MAX_MOVES {max_moves} // the largest n accepted\n"),
    )?;
    inline(&source)
}

pub fn run(args: &ExportArgs) -> Result<ExitCode> {
    let source = match args.what {
        Exported::Checker => {
            if args.max_moves.is_some() {
                bail!(t!("cli-export-max-moves"));
            }
            checker(args.goal.unwrap_or(Goal::Exact), !args.no_null_moves)?
        }
        Exported::Validator => {
            if args.goal.is_some() || args.no_null_moves {
                bail!(t!("cli-export-goal"));
            }
            validator(args.max_moves.unwrap_or(mayan_core::MAX_BUDGET))?
        }
    };
    match &args.out {
        Some(path) => write(path, &source)?,
        None => crate::out!("{source}")?,
    }
    Ok(ExitCode::SUCCESS)
}

fn write(path: &Path, source: &str) -> Result<()> {
    std::fs::write(path, source)
        .with_context(|| t!("cli-cannot-write", name = path.display().to_string()))
}
