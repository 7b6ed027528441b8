//! `mayan show`: a puzzle and every step of a solution, in the terminal.

use std::io::IsTerminal;
use std::process::ExitCode;

use anyhow::Result;
use mayan_core::format::notation::write_move;
use mayan_i18n::{Lang, t};
use mayan_render::frames::frames;
use mayan_render::term::{self, Colour};

use crate::cli::{ColorArg, ShowArgs};
use crate::input;
use crate::replay::{self, Got};

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
    let id = if args.search.no_null_moves {
        "render-show-head-no-null"
    } else {
        "render-show-head"
    };
    let head = t!(
        id,
        width = puzzle.board().width(),
        height = puzzle.board().height(),
        rules = puzzle.rules().to_string(),
        moves = n
    );
    crate::outln!("{head}")?;
    let moves: Vec<String> = replay
        .turns
        .iter()
        .map(|t| write_move(t.mv, puzzle.notation()))
        .collect();
    if replay.found {
        let line = t!(
            "render-show-moves",
            source = replay.source.text(),
            // Notation, joined as notation is in both languages.
            moves = moves.join(", ")
        );
        crate::outln!("{line}")?;
        crate::outln!("{}", t!("render-show-marks", legend = term::legend()))?;
    } else {
        let line = t!("render-show-start-only", source = replay.source.text());
        crate::outln!("{}", capitalise(&line))?;
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
        let result = if end.is_clear() {
            t!("cli-result-clear", moves = k)
        } else {
            t!("cli-result-left", blocks = end.block_count(), moves = k)
        };
        crate::outln!("{result}")?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The first letter in capitals, in English (Chinese has none, and a file
/// name that starts a Chinese sentence keeps its case).
fn capitalise(s: &str) -> String {
    if mayan_i18n::current() != Lang::En {
        return s.to_string();
    }
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}
