//! The command line, fuzzed (issue 18): a fixed number of seeded runs
//! (`MAYAN_FUZZ_CASES` for more) of `solve`, `check`, `explain`, `list` and
//! `batch` on `mayan_oracle::fuzz`'s corpus mutated, drawn by the project's
//! own seeded [`Rng`], so CI runs the same inputs every time.
//!
//! Every run exits 0 to 3 (never 101, a panic), says nothing of a panic on
//! stderr, finishes within [`RUN_LIMIT`], leaves stdout empty when it
//! exits 2 (bad input), and a solve that answers does so in the notation
//! of its file: NOIP for a `.in` name, Panel Attack's for a `.json` one,
//! one notation in any case.

use std::process::Output;
use std::sync::LazyLock;
use std::time::{Duration, Instant};

use mayan_core::read;
use mayan_oracle::fuzz::{self, Mutation, Seed};
use mayan_solve::generate::Rng;

use crate::cli::{mayan, scratch};

/// The longest one run may take: its search stops after a second.
const RUN_LIMIT: Duration = Duration::from_secs(5);

static PUZZLES: LazyLock<Vec<Seed>> = LazyLock::new(fuzz::puzzles);
static ANSWERS: LazyLock<Vec<Seed>> = LazyLock::new(fuzz::answers);
static REQUESTS: LazyLock<Vec<Seed>> = LazyLock::new(fuzz::requests);

/// Runs that CI makes.
const CASES: u32 = 100;

/// Up to two mutations drawn from `rng`.
pub(crate) fn mutations(rng: &mut Rng) -> Vec<Mutation> {
    (0..rng.below(3))
        .map(|_| {
            Mutation::from_parts(
                rng.below(256) as u8,
                rng.next_u64() as u32,
                rng.next_u64() as u32,
                rng.below(256) as u8,
            )
        })
        .collect()
}

fn pick<'a, T>(rng: &mut Rng, items: &'a [T]) -> &'a T {
    &items[rng.below(items.len() as u64) as usize]
}

/// The puzzle-picking flags for a Panel Attack seed: a set and an index of
/// the unmutated file (sometimes one past its last puzzle).
fn panel_pick(rng: &mut Rng, seed: &Seed) -> Vec<String> {
    let Ok(sets) = read::panel_sets(&seed.bytes) else {
        return Vec::new();
    };
    if sets.is_empty() || rng.below(8) == 0 {
        return Vec::new();
    }
    let set = pick(rng, &sets);
    let index = 1 + rng.below(set.puzzles.len() as u64 + 1);
    vec![
        "--puzzle".into(),
        set.name.clone(),
        "--index".into(),
        index.to_string(),
    ]
}

/// Flags of the searching commands: one thread, little memory, a second at
/// most, and sometimes other rules, goal or settling.
fn search_flags(rng: &mut Rng) -> Vec<String> {
    let mut flags: Vec<String> = ["--timeout", "1", "--threads", "1", "--memory", "32"]
        .map(String::from)
        .to_vec();
    match rng.below(8) {
        0 => flags.push("--settle".into()),
        1 => flags.extend(["--rules".into(), "swap4".into()]),
        2 => flags.extend(["--goal".into(), "shortest".into()]),
        _ => {}
    }
    flags
}

/// One run: what was run (for the failure message), its output and its
/// time.
struct Run {
    what: String,
    output: Output,
    elapsed: Duration,
    /// The puzzle file's name, for the notation of the answer.
    name: Option<String>,
    /// The subcommand.
    sub: &'static str,
}

/// Draws case `case` and runs it.
fn run_case(rng: &mut Rng, case: u32) -> Run {
    let command = rng.below(20);
    let mut args: Vec<String> = Vec::new();
    let mut name = None;
    let sub;
    let mut shown;
    if command < 15 {
        let seed = pick(rng, &PUZZLES);
        let text = fuzz::mutate(&seed.bytes, &mutations(rng));
        let ext = seed.name.rsplit_once('.').map_or("txt", |(_, e)| e);
        let file = scratch(&format!("fuzz-{case}.{ext}"), &text);
        shown = format!("{} mutated, {} bytes", seed.name, text.len());
        name = Some(seed.name.clone());
        sub = match command {
            0..=7 => "solve",
            8..=10 => "check",
            11..=12 => "explain",
            _ => "list",
        };
        args.push(sub.into());
        if sub != "list" {
            args.extend(search_flags(rng));
            args.extend(panel_pick(rng, seed));
        }
        args.push(file.display().to_string());
        if sub == "check" || (sub == "explain" && rng.below(2) == 0) {
            let answer = pick(rng, &ANSWERS);
            let text = fuzz::mutate(&answer.bytes, &mutations(rng));
            let file = scratch(&format!("fuzz-{case}-answer.ans"), &text);
            shown += &format!("; answer {} mutated", answer.name);
            args.push(file.display().to_string());
        }
    } else {
        let lines: Vec<Vec<u8>> = (0..1 + rng.below(3))
            .map(|_| {
                let seed = pick(rng, &REQUESTS);
                fuzz::mutate(&seed.bytes, &mutations(rng))
            })
            .collect();
        let text = lines.join(&b'\n');
        let file = scratch(&format!("fuzz-{case}.jsonl"), &text);
        shown = format!("{} request lines mutated", lines.len());
        sub = "batch";
        args.extend(
            [
                "batch",
                "--threads",
                "1",
                "--memory",
                "32",
                "--timeout",
                "1",
            ]
            .map(String::from),
        );
        args.push(file.display().to_string());
    }
    let start = Instant::now();
    let output = mayan().args(&args).timeout(RUN_LIMIT * 2).output().unwrap();
    Run {
        what: format!("case {case}: mayan {} ({shown})", args.join(" ")),
        output,
        elapsed: start.elapsed(),
        name,
        sub,
    }
}

/// The notation of an answer line: `noip`, `plain`, `panel`, `none` for
/// `-1`, or `vertical` for an up or down move, which has only the plain
/// form and so appears in any answer (docs/spec.md section 8).
fn notation(line: &str) -> Option<&'static str> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let int = |w: &str| w.parse::<i64>().is_ok();
    match words.as_slice() {
        ["-1"] => Some("none"),
        [x, y, "1" | "-1"] if int(x) && int(y) => Some("noip"),
        [x, y, "R" | "L"] if int(x) && int(y) => Some("plain"),
        [x, y, "U" | "D"] if int(x) && int(y) => Some("vertical"),
        [w] => {
            let (r, c) = w.strip_prefix('r')?.split_once('c')?;
            (int(r) && int(c)).then_some("panel")
        }
        _ => None,
    }
}

/// Everything a run must be.
fn check_run(run: &Run) -> Result<(), String> {
    let stderr = String::from_utf8_lossy(&run.output.stderr);
    let stdout = String::from_utf8_lossy(&run.output.stdout);
    let code = run.output.status.code();
    let fail = |why: String| Err(format!("{}: {why}\nstderr: {stderr}", run.what));
    if !matches!(code, Some(0..=3)) {
        return fail(format!("exit code {code:?}"));
    }
    if stderr.contains("panicked") {
        return fail("a panic".into());
    }
    if run.elapsed > RUN_LIMIT {
        return fail(format!("it took {:?}", run.elapsed));
    }
    if code == Some(2) && !stdout.is_empty() {
        return fail(format!("bad input, yet stdout holds {stdout:?}"));
    }
    if run.sub == "batch" {
        for line in stdout.lines() {
            let v: serde_json::Value = match serde_json::from_str(line) {
                Ok(v) => v,
                Err(e) => return fail(format!("a batch line that is not JSON ({e}): {line}")),
            };
            if let Some(e) = v.get("error").and_then(|e| e.as_str())
                && let Some(problem) = fuzz::message_problem(e)
            {
                return fail(format!("{problem}: {e}"));
            }
        }
    }
    if run.sub == "solve" && code == Some(0) {
        let found: Vec<Option<&str>> = stdout.lines().map(notation).collect();
        let mut kinds: Vec<&str> = found
            .iter()
            .map(|n| n.unwrap_or("unreadable"))
            .filter(|&n| n != "none" && n != "vertical")
            .collect();
        kinds.dedup();
        let own = match run.name.as_deref() {
            Some(n) if n.ends_with(".in") => Some("noip"),
            Some(n) if n.ends_with(".json") => Some("panel"),
            _ => None,
        };
        let fits = found.iter().all(Option::is_some)
            && kinds.len() <= 1
            && own.is_none_or(|o| kinds.iter().all(|&k| k == o));
        if found.is_empty() || !fits {
            return fail(format!("an answer not in its file's notation: {stdout:?}"));
        }
    }
    Ok(())
}

#[test]
fn fuzz_the_command_line() {
    let mut rng = Rng::new(18);
    let start = Instant::now();
    let mut codes = [0usize; 4];
    for case in 0..fuzz::cases(CASES) {
        let run = run_case(&mut rng, case);
        if let Err(e) = check_run(&run) {
            panic!("{e}");
        }
        if let Some(c @ 0..=3) = run.output.status.code() {
            codes[c as usize] += 1;
        }
    }
    eprintln!(
        "fuzz_the_command_line: exit codes 0-3 {codes:?} in {:?}",
        start.elapsed()
    );
    // The mutations leave some inputs good: the runs are not all errors.
    assert!(codes[0] > 0, "{codes:?}");
}

// The run property, checked once against runs that break it.

#[cfg(unix)]
fn fake(what: &str, code: i32, stdout: &str, stderr: &str, name: &str) -> Run {
    use std::os::unix::process::ExitStatusExt;
    Run {
        what: what.into(),
        output: Output {
            status: std::process::ExitStatus::from_raw(code << 8),
            stdout: stdout.into(),
            stderr: stderr.into(),
        },
        elapsed: Duration::from_millis(5),
        name: Some(name.into()),
        sub: "solve",
    }
}

#[cfg(unix)]
#[test]
fn the_run_property_catches_a_panic_a_hang_and_a_foreign_answer() {
    assert_eq!(
        check_run(&fake("good", 0, "2 1 1\n3 1 -1\n", "", "a.in")),
        Ok(())
    );
    assert_eq!(check_run(&fake("none", 0, "-1\n", "", "a.json")), Ok(()));
    assert_eq!(check_run(&fake("grid", 0, "1 3 U\n", "", "a.txt")), Ok(()));
    assert!(check_run(&fake("panic", 101, "", "thread 'main' panicked at", "a.in")).is_err());
    assert!(check_run(&fake("hidden panic", 2, "", "panicked at x", "a.in")).is_err());
    assert!(check_run(&fake("bad input", 2, "-1\n", "error: x", "a.in")).is_err());
    assert!(check_run(&fake("grid answer", 0, "1 3 R\n", "", "a.in")).is_err());
    assert!(check_run(&fake("mixed", 0, "1 3 R\nr1c1\n", "", "a.txt")).is_err());
    assert_eq!(
        check_run(&fake("swap4", 0, "r1c1\n1 3 U\n", "", "a.json")),
        Ok(())
    );
    assert!(check_run(&fake("empty", 0, "", "", "a.txt")).is_err());
    let mut batch = fake(
        "batch",
        1,
        "{\"id\":null,\"error\":\"line 1: x\"}\n",
        "",
        "a.jsonl",
    );
    batch.sub = "batch";
    assert_eq!(check_run(&batch), Ok(()));
    let long = format!(
        "{{\"id\":null,\"error\":\"line 1: {}\"}}\n",
        "x".repeat(700)
    );
    batch.output.stdout = long.into();
    assert!(check_run(&batch).is_err());
    let mut slow = fake("slow", 0, "-1\n", "", "a.in");
    slow.elapsed = RUN_LIMIT * 2;
    assert!(check_run(&slow).is_err());
}
