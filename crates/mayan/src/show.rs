//! `mayan show`: a puzzle and every step of a solution, in the terminal.

use std::io::IsTerminal;
use std::process::ExitCode;

use anyhow::Result;
use mayan_core::format::notation::write_move;
use mayan_render::frames::frames;
use mayan_render::term::{self, Colour};

use crate::cli::{ColorArg, ShowArgs};
use crate::replay::{self, Got};
use crate::{input, text};

/// Whether to colour: `auto` colours only when stdout is a terminal and
/// `NO_COLOR` is unset (or empty).
pub fn colour(arg: ColorArg) -> Colour {
    let on = match arg {
        ColorArg::Always => true,
        ColorArg::Never => false,
        ColorArg::Auto => {
            std::io::stdout().is_terminal()
                && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
        }
    };
    if on { Colour::Ansi } else { Colour::Plain }
}

/// The width to wrap at: the terminal's, or 100 columns.
fn width() -> usize {
    if std::io::stdout().is_terminal()
        && let Some((_, w)) = console::Term::stdout().size_checked()
        && w >= 20
    {
        return usize::from(w);
    }
    100
}

pub fn run(args: &ShowArgs) -> Result<ExitCode> {
    let puzzle = input::load(Some(&args.input), &args.puzzle)?;
    let colour = colour(args.color);
    let Got::Replay(replay) = replay::get(&puzzle, args.answer.as_deref(), &args.search)?;
    let n = puzzle.budget();
    crate::outln!(
        "{} x {} board, {} rules, {} to clear it{}",
        puzzle.board().width(),
        puzzle.board().height(),
        puzzle.rules(),
        text::count(n as usize, "move"),
        if args.search.no_null_moves {
            " (no null moves)"
        } else {
            ""
        }
    )?;
    let moves: Vec<String> = replay
        .turns
        .iter()
        .map(|t| write_move(t.mv, puzzle.notation()))
        .collect();
    if replay.found {
        crate::outln!("Moves ({}): {}", replay.source, moves.join(", "))?;
        crate::outln!("Marks: {}", term::legend())?;
    } else {
        crate::outln!("{}: only the start is shown.", capitalise(&replay.source))?;
    }
    crate::outln!()?;
    let pictures = frames(puzzle.board(), &replay.turns);
    crate::out!(
        "{}",
        term::solution(&pictures, puzzle.notation(), colour, width())
    )?;
    if replay.found {
        let end = replay.turns.last().map_or(*puzzle.board(), |t| t.after);
        let k = replay.turns.len();
        crate::outln!()?;
        let after = text::count(k, "move");
        if end.is_clear() {
            crate::outln!("Result: the board is clear after {after}.")?;
        } else {
            let left = text::count(end.block_count(), "block");
            crate::outln!("Result: {left} left after {after}.")?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}
