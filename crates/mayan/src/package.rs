//! `mayan package`: a whole judge-ready problem of the NOIP 2011 Mayan
//! puzzle in the layout a judge imports (docs/judge.md): the statement in
//! English and Chinese, the sample, the secret tests (the named traps of
//! `package/traps.txt`, a board at the largest `n`, and random boards easy
//! to hard), their answers, the C++ validator, checker and solution of
//! `mayan export`, and a README.md saying what each test catches.
//!
//! Everything is made in memory first, as a map from paths to contents, and
//! then written: the same settings and seed give the same bytes.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use mayan_core::format::noip;
use mayan_core::format::notation::write_answer;
use mayan_core::read::{Format, ReadOptions, read_puzzle};
use mayan_core::{Goal, MoveSet, Notation, Puzzle};
use mayan_i18n::t;
use mayan_solve::generate::{self, GenError, Kind};
use mayan_solve::{Control, Options, solve};
use rayon::prelude::*;

use crate::cases::{self, Case};
use crate::cli::{PackageArgs, Target};
use crate::export;
use crate::progress;

mod statement;

use statement::{Lang, Settings};

/// The sample and the trap tests (see the file's head).
const TRAPS: &str = include_str!("package/traps.txt");
/// The program of examples/duel/: the usual search, which skips swaps of
/// two blocks of one colour unless built with LITERAL.
const SKIP_EQUAL: &str = include_str!("../../../examples/duel/skip-equal.cpp");

/// Memory for each search's tables.
const MEMORY: usize = 96 << 20;

/// A fixed test of `traps.txt`.
#[derive(Clone, Debug)]
pub(crate) struct Trap {
    pub(crate) name: String,
    pub(crate) catches: String,
    pub(crate) puzzle: Puzzle,
}

/// The fixed tests, the sample first, as `traps.txt` has them.
pub(crate) fn traps() -> Result<Vec<Trap>> {
    let mut out = Vec::new();
    let body: String = TRAPS
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| format!("{l}\n"))
        .collect();
    for block in body.split("== ").skip(1) {
        let (name, rest) = block
            .split_once('\n')
            .context("internal error: a trap without a name")?;
        let (catches, text) = rest
            .split_once('\n')
            .context("internal error: a trap without a `catches:` line")?;
        let catches = catches
            .strip_prefix("catches: ")
            .with_context(|| format!("internal error: trap {name} has no `catches:` line"))?;
        let puzzle = read_puzzle(
            text.trim().as_bytes(),
            &ReadOptions {
                format: Some(Format::Noip),
                ..ReadOptions::default()
            },
        )
        .with_context(|| format!("internal error: trap {name} is not a NOIP puzzle"))?;
        out.push(Trap {
            name: name.trim().to_string(),
            catches: catches.to_string(),
            puzzle,
        });
    }
    Ok(out)
}

/// One test of the package.
struct Test {
    /// `sample`, a trap's name, `largest-n` or `random`.
    name: String,
    /// What it catches, for the README.
    catches: Catches,
    puzzle: Puzzle,
    /// The answer file's text.
    answer: String,
    /// Moves in the answer, `None` for -1.
    length: Option<usize>,
}

/// What a test catches, said in the README's language when it is written.
enum Catches {
    /// A trap of traps.txt: its name (the message is `package-trap-NAME`)
    /// and its `catches:` line, the English.
    Trap { name: String, english: String },
    /// The board at the largest n.
    Largest(u32),
    /// A random board with a solution.
    Random,
    /// A random board without one.
    RandomUnsolvable,
    /// A random board made to clear in this many moves, posed with one
    /// more.
    RandomPadded(u32),
}

impl Catches {
    fn say(&self) -> String {
        match self {
            Catches::Trap { name, english } => {
                let id = format!("package-trap-{name}");
                if mayan_i18n::has(mayan_i18n::current(), &id) {
                    mayan_i18n::tr(&id, None)
                } else {
                    english.clone()
                }
            }
            Catches::Largest(n) => t!("package-catches-largest", n = n.to_string()),
            Catches::Random => t!("package-catches-random"),
            Catches::RandomUnsolvable => t!("package-catches-random-unsolvable"),
            Catches::RandomPadded(n) => t!("package-catches-random-padded", n = *n),
        }
    }
}

/// Everything the writers need.
struct Package {
    args: Problem,
    seed: u64,
    sample: Test,
    secret: Vec<Test>,
    /// Traps left out because their `n` is above `--moves`.
    left_out: Vec<String>,
}

/// The settings of the problem that the files depend on.
struct Problem {
    to: Target,
    moves: u32,
    count: usize,
    goal: Goal,
    null_moves: bool,
    name: String,
    time_limit: u32,
}

impl Problem {
    fn settings(&self) -> Settings {
        Settings {
            goal: self.goal,
            null_moves: self.null_moves,
            max_moves: self.moves,
        }
    }

    /// The command that writes the same package again.
    fn command(&self, seed: u64) -> String {
        let mut s = format!(
            "mayan package --to {} --moves {} --count {} --seed {seed} --goal {}",
            self.to.name(),
            self.moves,
            self.count,
            self.goal.name()
        );
        if !self.null_moves {
            s.push_str(" --no-null-moves");
        }
        if self.name != "mayan" {
            let _ = write!(s, " --name {}", self.name);
        }
        if self.time_limit != 3 {
            let _ = write!(s, " --time-limit {}", self.time_limit);
        }
        s
    }
}

pub fn run(args: &PackageArgs) -> Result<ExitCode> {
    if args.name.is_empty()
        || !args
            .name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        bail!(t!("package-error-name", name = args.name.as_str()));
    }
    if args.time_limit == 0 {
        bail!(t!("package-error-time-limit"));
    }
    if let Ok(mut entries) = std::fs::read_dir(&args.out)
        && entries.next().is_some()
    {
        bail!(t!(
            "package-error-out-not-empty",
            path = args.out.display().to_string()
        ));
    } else if args.out.is_file() {
        bail!(t!(
            "package-error-out-file",
            path = args.out.display().to_string()
        ));
    }
    let seed = args.seed.unwrap_or_else(crate::r#gen::clock_seed);
    if args.seed.is_none() {
        eprintln!("{}", t!("package-seed", seed = seed.to_string()));
    }
    let settings = Problem {
        to: args.to,
        moves: args.moves,
        count: args.count,
        goal: args.goal,
        null_moves: !args.no_null_moves,
        name: args.name.clone(),
        time_limit: args.time_limit,
    };
    let interruptible = progress::Interruptible::new();
    let control = interruptible.control().clone();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.threads)
        .build()
        .context("cannot start the worker threads")?;
    let made = pool.install(|| make(settings, seed, &control));
    let package = match made {
        Ok(p) => p,
        Err(e) => {
            if let Some(GenError::GaveUp { .. }) = e.downcast_ref::<GenError>() {
                eprintln!("error: {e:#}");
                return Ok(ExitCode::from(1));
            }
            if control.check().is_err() {
                eprintln!("stopped");
                return Ok(ExitCode::from(3));
            }
            return Err(e);
        }
    };
    let files = match package.args.to {
        Target::Kattis => kattis(&package)?,
        Target::Luogu => luogu(&package)?,
        Target::Lemon => lemon(&package)?,
        Target::Polygon => polygon(&package)?,
    };
    write_tree(&args.out, &files)?;
    eprintln!(
        "{}",
        t!(
            "package-wrote",
            judge = package.args.to.name(),
            path = args.out.display().to_string(),
            n = package.secret.len()
        )
    );
    Ok(ExitCode::SUCCESS)
}

/// The tests and their answers.
fn make(args: Problem, seed: u64, control: &Control) -> Result<Package> {
    let opts = Options {
        null_moves: args.null_moves,
        threads: 1,
        memory_bytes: MEMORY,
        control: control.clone(),
        ..Options::default()
    };
    let answer = |puzzle: Puzzle, name: String, catches: Catches| -> Result<Test> {
        let puzzle = puzzle.with_goal(args.goal);
        let moves = solve(&puzzle, &opts)
            .map_err(|_| anyhow::anyhow!("stopped"))?
            .moves;
        Ok(Test {
            name,
            catches,
            answer: write_answer(moves.as_deref(), Notation::Noip),
            length: moves.as_ref().map(Vec::len),
            puzzle,
        })
    };
    let mut fixed = traps()?.into_iter();
    let sample = fixed.next().context("internal error: no sample")?;
    let catches = Catches::Trap {
        name: sample.name.clone(),
        english: sample.catches.clone(),
    };
    let sample = answer(sample.puzzle, sample.name, catches)?;
    let mut left_out = Vec::new();
    let mut jobs: Vec<Job> = Vec::new();
    for t in fixed {
        if t.puzzle.budget() > args.moves {
            left_out.push(t.name);
        } else {
            jobs.push(Job::Trap(Box::new(t)));
        }
    }
    jobs.push(Job::Largest);
    for case in cases::cases(args.count, 1..=args.moves, seed) {
        jobs.push(Job::Random(case));
    }
    let secret = jobs
        .into_par_iter()
        .map(|job| -> Result<Test> {
            match job {
                Job::Trap(t) => {
                    let t = *t;
                    let catches = Catches::Trap {
                        name: t.name.clone(),
                        english: t.catches.clone(),
                    };
                    answer(t.puzzle, t.name, catches)
                }
                Job::Largest => {
                    // A dense solvable board at the largest n.
                    let case = Case {
                        index: 1 << 40,
                        budget: args.moves,
                        kind: Kind::Solvable,
                        padded: false,
                        min_blocks: (3 * args.moves + 2) as usize,
                    };
                    let g = cases::make(&case, seed, control, args.null_moves)
                        .context("the largest-n test")?;
                    answer(g.puzzle, "largest-n".into(), Catches::Largest(args.moves))
                }
                Job::Random(case) => {
                    let g = cases::make(&case, seed, control, args.null_moves)
                        .with_context(|| format!("random test {}", case.index + 1))?;
                    let puzzle = Puzzle::new(
                        *g.puzzle.board(),
                        MoveSet::Drag,
                        i64::from(case.budget),
                        Notation::Noip,
                    )?;
                    let what = match (case.kind, case.padded) {
                        (Kind::Unsolvable, _) => Catches::RandomUnsolvable,
                        (_, true) => Catches::RandomPadded(case.budget - 1),
                        _ => Catches::Random,
                    };
                    answer(puzzle, "random".into(), what)
                }
            }
        })
        .collect::<Result<Vec<_>>>()?;
    Ok(Package {
        args,
        seed,
        sample,
        secret,
        left_out,
    })
}

enum Job {
    Trap(Box<Trap>),
    Largest,
    Random(Case),
}

/// The package's files: paths relative to `--out`, and their contents.
type Files = BTreeMap<String, String>;

fn input(t: &Test) -> String {
    noip::write(t.puzzle.board(), t.puzzle.budget())
}

/// Test file names: `01-padding` .. `NN-random`.
fn secret_names(p: &Package) -> Vec<String> {
    let digits = p.secret.len().to_string().len().max(2);
    p.secret
        .iter()
        .enumerate()
        .map(|(i, t)| format!("{:0digits$}-{}", i + 1, t.name))
        .collect()
}

/// The checker's source for the package's settings, in a convention.
fn checker(p: &Package, kattis: bool) -> Result<String> {
    let source = export::checker(p.args.goal, p.args.null_moves)?;
    export::set_kattis(&source, kattis)
}

/// The validator's source, taking n up to `--moves`.
fn validator(p: &Package, kattis: bool) -> Result<String> {
    let source = export::set_strict(&export::validator(p.args.moves)?)?;
    export::set_kattis(&source, kattis)
}

/// Source files: a name and its text.
type Sources = Vec<(String, String)>;

/// The solutions, accepted and wrong: the checker's search as a program
/// (right for every goal and reading), and, for the exact goal, the duel
/// example built right and built wrong for the reading (its LITERAL
/// switch).
fn submissions(p: &Package) -> Result<(Sources, Sources)> {
    let mut accepted = vec![(
        "mayan.cpp".to_string(),
        export::solution(p.args.goal, p.args.null_moves)?,
    )];
    let mut wrong = Vec::new();
    if p.args.goal == Goal::Exact {
        let literal = format!(
            "// Built with LITERAL by `mayan package`: swaps of two blocks of one colour are moves.\n#define LITERAL\n{SKIP_EQUAL}"
        );
        let (right, bad) = if p.args.null_moves {
            (literal, SKIP_EQUAL.to_string())
        } else {
            (SKIP_EQUAL.to_string(), literal)
        };
        accepted.push(("search.cpp".to_string(), right));
        wrong.push(("wrong-reading.cpp".to_string(), bad));
    }
    Ok((accepted, wrong))
}

/// The package's README.md, in the program's language: where it came
/// from, how to use it (`how`, the judge's own section), and a table of the
/// tests.
fn readme(p: &Package, how: &str, names: &[String]) -> String {
    let a = &p.args;
    let mut rows = String::new();
    for (t, name) in p.secret.iter().zip(names) {
        let answer = t.length.map_or("-1".to_string(), |k| {
            t!("package-readme-answer-moves", n = k)
        });
        rows.push_str(&t!(
            "package-readme-row",
            name = name.as_str(),
            moves = t.puzzle.budget().to_string(),
            blocks = t.puzzle.board().block_count().to_string(),
            answer = answer,
            catches = t.catches.say()
        ));
        rows.push('\n');
    }
    let omitted = if p.left_out.is_empty() {
        String::new()
    } else {
        let names = p.left_out.join(&t!("package-readme-name-separator"));
        let line = t!(
            "package-readme-left-out",
            moves = a.moves.to_string(),
            names = names
        );
        format!("\n{line}\n")
    };
    t!(
        "package-readme",
        judge = a.to.name(),
        version = env!("CARGO_PKG_VERSION"),
        command = a.command(p.seed),
        goal = a.goal.name(),
        reading = if a.null_moves {
            "literal"
        } else {
            "no-null-moves"
        },
        moves = a.moves.to_string(),
        seconds = a.time_limit.to_string(),
        secret = p.secret.len().to_string(),
        count = a.count.to_string(),
        how = how,
        rows = rows,
        omitted = omitted
    )
}

/// The table of a package's test files under its heading
/// (`package-readme-files-heading` or `-tests-heading`), for its README.
fn test_map(heading: &str, rows: &str) -> String {
    format!("\n{}\n|---|---|\n{rows}", mayan_i18n::tr(heading, None))
}

/// A UUID for problem.yaml, the same for the same settings and seed.
fn uuid(p: &Package) -> String {
    let mut s = p.seed ^ 0x6d61_7961_6e00_0000;
    for b in p.args.command(p.seed).bytes() {
        s = s.rotate_left(8) ^ u64::from(b);
        generate::splitmix64(&mut s);
    }
    let hi = generate::splitmix64(&mut s);
    let lo = generate::splitmix64(&mut s);
    // Version 4 (random), variant 10.
    let hi = (hi & !0xf000) | 0x4000;
    let lo = (lo & !(0b11 << 62)) | (0b10 << 62);
    format!(
        "{:08x}-{:04x}-{:04x}-{:04x}-{:012x}",
        hi >> 32,
        (hi >> 16) & 0xffff,
        hi & 0xffff,
        lo >> 48,
        lo & 0xffff_ffff_ffff
    )
}

/// Kattis and DOMjudge: the problem package format, version 2025-09.
fn kattis(p: &Package) -> Result<Files> {
    let mut f = Files::new();
    let a = &p.args;
    let custom = a.goal != Goal::Exact;
    f.insert(
        "problem.yaml".into(),
        format!(
            "problem_format_version: 2025-09\n\
             type: pass-fail\n\
             name:\n  en: Mayan Puzzle\n  zh: Mayan 游戏\n\
             uuid: {}\n\
             source:\n  name: NOIP 2011, day 1, problem 3\n\
             license: unknown\n\
             limits:\n  time_limit: {}\n",
            uuid(p),
            a.time_limit
        ),
    );
    for lang in Lang::ALL {
        let st = statement::statement(lang, a.settings());
        f.insert(
            format!("statement/problem.{}.tex", statement::code(lang)),
            statement::kattis_tex(&st),
        );
    }
    f.insert("data/sample/01-sample.in".into(), input(&p.sample));
    f.insert("data/sample/01-sample.ans".into(), p.sample.answer.clone());
    let names = secret_names(p);
    for (t, name) in p.secret.iter().zip(&names) {
        f.insert(format!("data/secret/{name}.in"), input(t));
        f.insert(format!("data/secret/{name}.ans"), t.answer.clone());
    }
    f.insert(
        "input_validators/mayan/validator.cpp".into(),
        validator(p, true)?,
    );
    let kattis_checker = checker(p, true)?;
    if custom {
        f.insert(
            "output_validator/checker.cpp".into(),
            kattis_checker.clone(),
        );
        // The checker reads one move a line, as mayan's judge does.
        f.insert(
            "data/test_group.yaml".into(),
            "# The checker reads one move a line (docs/spec.md section 4 of mayan).\noutput_validator_args: [space_change_sensitive]\n".into(),
        );
    }
    // The same checker, run as `checker INPUT < ANSWER`, holds every answer
    // file to the judge.
    f.insert("answer_validators/mayan/checker.cpp".into(), kattis_checker);
    let (accepted, wrong) = submissions(p)?;
    for (name, source) in accepted {
        f.insert(format!("submissions/accepted/{name}"), source);
    }
    for (name, source) in wrong {
        f.insert(format!("submissions/wrong_answer/{name}"), source);
    }
    f.insert("generators/README.md".into(), generators_readme(p));
    let validator = if custom { "custom" } else { "default" };
    let how = t!("package-readme-use-kattis", validator = validator) + "\n";
    f.insert("README.md".into(), readme(p, &how, &names));
    Ok(f)
}

fn generators_readme(p: &Package) -> String {
    t!(
        "package-generators-readme",
        command = p.args.command(p.seed)
    ) + "\n"
}

/// Luogu: `data/1.in`, `data/1.out`, ..., the testlib checker, the
/// statement in Markdown.
fn luogu(p: &Package) -> Result<Files> {
    let mut f = Files::new();
    let names = secret_names(p);
    let mut map = String::new();
    for (i, (t, name)) in p.secret.iter().zip(&names).enumerate() {
        f.insert(format!("data/{}.in", i + 1), input(t));
        f.insert(format!("data/{}.out", i + 1), t.answer.clone());
        let _ = writeln!(map, "| {}.in | {name} |", i + 1);
    }
    statements_md(p, &mut f);
    f.insert("checker.cpp".into(), checker(p, false)?);
    f.insert("validator.cpp".into(), validator(p, false)?);
    let (accepted, _) = submissions(p)?;
    f.insert("solution.cpp".into(), accepted[0].1.clone());
    let how = t!(
        "package-readme-use-luogu",
        map = test_map("package-readme-files-heading", &map)
    );
    f.insert("README.md".into(), readme(p, &how, &names));
    Ok(f)
}

/// Lemon and LemonLime: `data/NAME/NAME1.in` and `.ans`, the checker.
fn lemon(p: &Package) -> Result<Files> {
    let mut f = Files::new();
    let name = &p.args.name;
    let names = secret_names(p);
    let mut map = String::new();
    for (i, (t, test)) in p.secret.iter().zip(&names).enumerate() {
        f.insert(format!("data/{name}/{name}{}.in", i + 1), input(t));
        f.insert(format!("data/{name}/{name}{}.ans", i + 1), t.answer.clone());
        let _ = writeln!(map, "| {name}{}.in | {test} |", i + 1);
    }
    f.insert(format!("data/{name}/checker.cpp"), checker(p, false)?);
    f.insert(
        "source/README.md".into(),
        t!("package-lemon-source-readme", name = name.as_str()) + "\n",
    );
    statements_md(p, &mut f);
    f.insert("validator.cpp".into(), validator(p, false)?);
    let (accepted, _) = submissions(p)?;
    f.insert("solution.cpp".into(), accepted[0].1.clone());
    let score = 100 / p.secret.len().max(1);
    let how = t!(
        "package-readme-use-lemon",
        name = name.as_str(),
        score = score.to_string(),
        map = test_map("package-readme-files-heading", &map)
    );
    f.insert("README.md".into(), readme(p, &how, &names));
    Ok(f)
}

/// Codeforces Polygon: `tests/01` and `tests/01.a`, `files/check.cpp`,
/// `files/validator.cpp`, the statement's sections.
fn polygon(p: &Package) -> Result<Files> {
    let mut f = Files::new();
    let names = secret_names(p);
    let all: Vec<(&Test, String)> = std::iter::once((&p.sample, "sample".to_string()))
        .chain(p.secret.iter().zip(names.iter().cloned()))
        .collect();
    let mut script = String::new();
    let mut map = String::new();
    for (i, (t, name)) in all.iter().enumerate() {
        let n = format!("{:02}", i + 1);
        f.insert(format!("tests/{n}"), input(t));
        f.insert(format!("tests/{n}.a"), t.answer.clone());
        let _ = writeln!(map, "| {n} | {name} |");
        let _ = writeln!(script, "# test {n}: {name} (a manual test: tests/{n})");
    }
    f.insert("files/check.cpp".into(), checker(p, false)?);
    f.insert("files/validator.cpp".into(), validator(p, false)?);
    let (accepted, wrong) = submissions(p)?;
    for (name, source) in accepted {
        f.insert(format!("solutions/{name}"), source);
    }
    for (name, source) in wrong {
        f.insert(format!("solutions/wa-{name}"), source);
    }
    for lang in Lang::ALL {
        let st = statement::statement(lang, p.args.settings());
        let dir = format!("statements/{}", statement::polygon(lang));
        f.insert(format!("{dir}/name.txt"), format!("{}\n", st.title));
        f.insert(
            format!("{dir}/legend.tex"),
            statement::polygon_tex(&st.legend),
        );
        f.insert(
            format!("{dir}/input.tex"),
            statement::polygon_tex(&st.input),
        );
        f.insert(
            format!("{dir}/output.tex"),
            statement::polygon_tex(&st.output),
        );
        f.insert(
            format!("{dir}/notes.tex"),
            statement::polygon_tex(&st.notes),
        );
    }
    f.insert(
        "script.txt".into(),
        format!(
            "# The tests are made by mayan, not by a Polygon generator:\n# {}\n{script}",
            p.args.command(p.seed)
        ),
    );
    let how = t!(
        "package-readme-use-polygon",
        map = test_map("package-readme-tests-heading", &map)
    );
    f.insert("README.md".into(), readme(p, &how, &names));
    Ok(f)
}

/// The statement as Markdown in both languages, with the sample.
fn statements_md(p: &Package, f: &mut Files) {
    for lang in Lang::ALL {
        let st = statement::statement(lang, p.args.settings());
        f.insert(
            format!("statement.{}.md", statement::code(lang)),
            statement::markdown(lang, &st, &input(&p.sample), &p.sample.answer),
        );
    }
}

/// Writes the files under `dir`, creating folders.
fn write_tree(dir: &Path, files: &Files) -> Result<()> {
    for (path, text) in files {
        let path = dir.join(path);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)
                .with_context(|| format!("cannot create the directory {}", parent.display()))?;
        }
        std::fs::write(&path, text).with_context(|| format!("cannot write {}", path.display()))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use mayan_i18n::Lang;

    #[test]
    fn every_trap_says_what_it_catches_in_every_language() {
        for trap in traps().unwrap().into_iter().skip(1) {
            let id = format!("package-trap-{}", trap.name);
            for lang in Lang::ALL {
                assert!(mayan_i18n::has(lang, &id), "{lang:?}: no {id}");
            }
            // The English is traps.txt's `catches:` line.
            let catches = Catches::Trap {
                name: trap.name.clone(),
                english: trap.catches.clone(),
            };
            let en = mayan_i18n::with(Lang::En, || catches.say());
            assert_eq!(en, trap.catches, "{id}");
            let zh = mayan_i18n::with(Lang::Zh, || catches.say());
            assert_ne!(zh, trap.catches, "{id}");
        }
    }

    #[test]
    fn what_a_random_test_catches_follows_the_language() {
        let en = mayan_i18n::with(Lang::En, || [1, 2].map(|n| Catches::RandomPadded(n).say()));
        assert_eq!(
            en,
            [
                "a random board made to clear in 1 move, posed with one more",
                "a random board made to clear in 2 moves, posed with one more"
            ]
        );
        let zh = mayan_i18n::with(Lang::Zh, || Catches::RandomPadded(2).say());
        assert_eq!(zh, "一个 2 步就能清空、却多给一步的随机棋盘");
        let zh = mayan_i18n::with(Lang::Zh, || Catches::Largest(5).say());
        assert!(zh.starts_with("最大的 n，即 5："), "{zh}");
    }
}
