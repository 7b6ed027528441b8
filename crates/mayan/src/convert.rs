//! `mayan convert`: a puzzle from one format to another, read through the
//! one reader and written by the formats' own writers (docs/spec.md
//! sections 6 to 8).
//!
//! - To NOIP or a grid: one puzzle (a Panel Attack file's with `--puzzle`
//!   and `--index`). A grid gets the header `moves=N rules=R goal=G`, so
//!   nothing is lost; NOIP refuses what it cannot hold.
//! - To Panel Attack from NOIP or a grid: a file with one set of one puzzle.
//! - From Panel Attack to Panel Attack: every puzzle of the file (or the
//!   picked one), in its sets; a puzzle that cannot be played here (a
//!   "chain" puzzle, garbage) is kept as the file gives it, and a
//!   Solution is kept while its puzzle is unchanged.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result, anyhow, bail};
use mayan_core::format::panel::{self, PanelPuzzle, PanelSet, Version, solution};
use mayan_core::format::write_puzzle;
use mayan_core::read::{self, Format};
use mayan_core::{Goal, Puzzle};
use mayan_solve::solve;

use mayan_i18n::t;

use crate::cli::ConvertArgs;
use crate::input;

pub fn run(args: &ConvertArgs) -> Result<ExitCode> {
    let path = Some(&args.input);
    let name = input::input_name(path);
    let version = match args.panel_version {
        Some(_) if args.to != Format::PanelAttack => {
            bail!(t!("cli-convert-panel-version-for"))
        }
        Some(n) => Version::from_number(n).with_context(|| t!("cli-convert-panel-version"))?,
        None => Version::V3,
    };
    if args.with_solution && args.to != Format::PanelAttack {
        bail!(t!("cli-convert-with-solution-for"));
    }
    if args.with_solution && version == Version::V2 {
        bail!(t!("cli-convert-with-solution-v2"));
    }
    if args.set_name.is_some() && args.to != Format::PanelAttack {
        bail!(t!("cli-convert-set-name-for"));
    }
    let bytes = input::read_input(Some(&args.input))?;
    let panel_in = match args.puzzle.format {
        Some(f) => f == Format::PanelAttack,
        None => read::is_panel_file(&bytes, Some(&name)),
    };
    let text = if panel_in && args.to == Format::PanelAttack {
        panel_to_panel(args, &name, &bytes, version)?
    } else {
        crate::goal::refuse(&args.puzzle)?;
        let loaded = input::load_bytes(&bytes, path, &args.puzzle)?;
        if let Some(note) = &loaded.note {
            eprintln!("{}", t!("cli-note", note = note.as_str()));
        }
        let puzzle = loaded.puzzle;
        one(args, &name, &puzzle, version)?
    };
    match &args.out {
        Some(out) => {
            std::fs::write(out, &text)
                .with_context(|| t!("cli-cannot-write", name = out.display().to_string()))?;
            eprintln!("{}", t!("cli-wrote", name = out.display().to_string()));
        }
        None => crate::out::print(&text)?,
    }
    Ok(ExitCode::SUCCESS)
}

/// Says on stderr that the target format cannot state a puzzle's goal.
fn goal_note(name: &str, goal: Goal, format: Format) {
    let (id, own) = match format {
        Format::Noip => ("cli-convert-goal-noip", Goal::Exact),
        Format::PanelAttack => ("cli-convert-goal-panel", Goal::AtMost),
        Format::Grid => return,
    };
    if goal != own {
        let note = t!(
            id,
            name = name,
            goal = goal.to_string(),
            own = own.to_string()
        );
        eprintln!("{}", t!("cli-note", note = note));
    }
}

/// One puzzle in the target format.
fn one(args: &ConvertArgs, name: &str, puzzle: &Puzzle, version: Version) -> Result<String> {
    let solution = if args.with_solution && args.to == Format::PanelAttack {
        panel::fits(puzzle.board(), puzzle.rules()).map_err(|e| named(name, e))?;
        solve_for(args, name, puzzle, None)?
    } else {
        None
    };
    let set = args.set_name.clone().unwrap_or_else(|| stem(&args.input));
    let text =
        write_puzzle(puzzle, args.to, &set, solution, version).map_err(|e| named(name, e))?;
    goal_note(name, puzzle.goal(), args.to);
    Ok(text)
}

/// An error about a file or a puzzle, by its name.
fn named(name: &str, e: impl std::fmt::Display) -> anyhow::Error {
    anyhow!(t!("cli-named-error", name = name, error = e.to_string()))
}

/// The set name of a puzzle from another format: its file's name without
/// the extension, or `mayan convert` for stdin.
fn stem(path: &Path) -> String {
    if path.as_os_str() == "-" {
        return "mayan convert".to_string();
    }
    path.file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "mayan convert".to_string())
}

/// The Solution of a puzzle as a Panel Attack file states it (at most n
/// moves; a chain puzzle without a move limit, the fewest), played from the
/// clock's `start`: the solver's smallest, or none (with a note) when there
/// is none.
fn solve_for(
    args: &ConvertArgs,
    label: &str,
    puzzle: &Puzzle,
    start: Option<&str>,
) -> Result<Option<String>> {
    let goal = match puzzle.goal() {
        Goal::Shortest => Goal::Shortest,
        _ => Goal::AtMost,
    };
    let puzzle = puzzle.clone().with_goal(goal);
    let outcome = crate::solve::search(&args.search, |o| solve(&puzzle, o))?;
    match outcome.moves {
        Some(moves) => Ok(Some(
            // The written puzzle has no "CursorStartLeft" (convert does not
            // keep it): its cursor starts at row 7, column 3.
            solution::encode_for(puzzle.board(), &moves, start, None)
                .map_err(|e| named(label, e))?,
        )),
        None => {
            let note = t!(
                "cli-convert-no-solution",
                name = label,
                moves = puzzle.budget()
            );
            eprintln!("{}", t!("cli-note", note = note));
            Ok(None)
        }
    }
}

/// A Panel Attack file (or its picked puzzle) as a Panel Attack file.
fn panel_to_panel(
    args: &ConvertArgs,
    name: &str,
    bytes: &[u8],
    version: Version,
) -> Result<String> {
    let path = PathBuf::from(name);
    let opts = input::options(Some(&path), &args.puzzle)?;
    let (sets, entries) =
        read::read_panel_file(bytes, &opts).map_err(|e| input::read_error(name, &e))?;
    // A pick keeps one puzzle: the reader finds it (or says what is there).
    let picked = match &opts.pick {
        Some(_) => {
            read::read(bytes, &opts).map_err(|e| input::read_error(name, &e))?;
            opts.pick
                .as_ref()
                .and_then(|p| panel::find_set(&sets, &p.set).map(|s| (s.name.clone(), p.index)))
        }
        None => None,
    };
    let mut entries = entries.into_iter();
    let mut out = Vec::new();
    let mut goals = Vec::new();
    let mut dropped_solutions = 0;
    for set in &sets {
        let mut puzzles = Vec::new();
        for (i, original) in set.puzzles.iter().enumerate() {
            let entry = entries
                .next()
                .with_context(|| t!("cli-convert-reader-missed"))?;
            let keep = picked
                .as_ref()
                .is_none_or(|(s, k)| *s == set.name && *k == i + 1);
            if !keep {
                continue;
            }
            let label = t!(
                "cli-convert-label",
                name = name,
                set = set.name.as_str(),
                puzzle = i + 1
            );
            if let Some(why) = &original.malformed {
                return Err(named(&label, why));
            }
            let setup = match entry.read {
                Ok(r) => {
                    let mut setup = r.setup;
                    if args.puzzle.settle {
                        setup.settle();
                    }
                    setup
                        .into_puzzle()
                        .map_err(|e| anyhow!(t!("cli-convert-not-a-puzzle", error = e.to_string())))
                }
                Err(e) => Err(anyhow!("{e}")),
            };
            let p = match setup {
                Ok(puzzle) => {
                    panel::fits(puzzle.board(), puzzle.rules()).map_err(|e| named(&label, e))?;
                    goals.push(puzzle.goal());
                    rewrite(args, &label, original, &puzzle)?
                }
                Err(e) => {
                    let note = t!(
                        "cli-convert-kept-as-given",
                        name = label.as_str(),
                        error = crate::lang::error_text(&e)
                    );
                    eprintln!("{}", t!("cli-note", note = note));
                    original.clone()
                }
            };
            if !p.other_keys.is_empty() {
                let keys: Vec<String> = p.other_keys.iter().map(|k| format!("\"{k}\"")).collect();
                let note = t!(
                    "cli-convert-keys-not-kept",
                    name = label.as_str(),
                    keys = crate::lang::list(&keys)
                );
                eprintln!("{}", t!("cli-note", note = note));
            }
            if version == Version::V2 && p.solution.is_some() {
                dropped_solutions += 1;
            }
            puzzles.push(p);
        }
        if picked.is_none() || !puzzles.is_empty() {
            out.push(PanelSet {
                name: set.name.clone(),
                path: set.path.clone(),
                puzzles,
            });
        }
    }
    if let Some(goal) = goals.iter().copied().find(|&g| g != Goal::AtMost) {
        goal_note(name, goal, Format::PanelAttack);
    }
    if dropped_solutions > 0 {
        let note = t!(
            "cli-convert-solutions-dropped",
            name = name,
            solutions = dropped_solutions
        );
        eprintln!("{}", t!("cli-note", note = note));
    }
    if let Some(set_name) = &args.set_name {
        let [only] = out.as_mut_slice() else {
            bail!(t!("cli-convert-set-name-one", sets = out.len()));
        };
        only.name = set_name.clone();
        only.path = vec![set_name.clone()];
    }
    Ok(panel::write(&out, version))
}

/// A puzzle read from a Panel Attack file, written again: the file's stack
/// and Solution while the puzzle is unchanged (no `--moves` or `--settle`
/// changed it), the solver's Solution with `--with-solution`.
fn rewrite(
    args: &ConvertArgs,
    label: &str,
    original: &PanelPuzzle,
    puzzle: &Puzzle,
) -> Result<PanelPuzzle> {
    let stated = PanelPuzzle::of(puzzle);
    let unchanged = original.board().ok().as_ref() == Some(puzzle.board())
        && original.moves == stated.moves
        && original.kind == stated.kind;
    let mut p = if unchanged {
        PanelPuzzle {
            other_keys: original.other_keys.clone(),
            ..original.clone()
        }
    } else {
        PanelPuzzle {
            start: original.start.clone(),
            other_keys: original.other_keys.clone(),
            ..stated
        }
    };
    if args.with_solution {
        p.solution = solve_for(args, label, puzzle, original.start.as_deref())?;
    } else if !unchanged && original.solution.is_some() {
        let note = t!("cli-convert-changed", name = label);
        eprintln!("{}", t!("cli-note", note = note));
    }
    Ok(p)
}
