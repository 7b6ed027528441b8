//! The terminal around [`App`]: the puzzle's name, the loop of keys and
//! ticks, and setting the terminal up and back.

use std::io::IsTerminal;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{Context, Result, bail};
use mayan_i18n::t;
use ratatui::crossterm::event::{self, Event};

use super::App;
use crate::cli::PlayArgs;
use crate::{input, solve as solve_cmd};

/// The puzzle's name on the screen: a Panel Attack puzzle's set and number
/// when the arguments pick one, else the file's name without its folders.
pub fn puzzle_name(args: &PlayArgs) -> String {
    if let (Some(set), Some(index)) = (&args.puzzle.puzzle, args.puzzle.index) {
        return format!("{set} #{index}");
    }
    match args.input.file_name() {
        Some(name) if args.input.as_os_str() != "-" => name.to_string_lossy().into_owned(),
        _ => input::input_name(Some(&args.input)),
    }
}

/// Runs the player on any backend until the player quits.
pub fn event_loop(terminal: &mut ratatui::DefaultTerminal, app: &mut App) -> Result<()> {
    while !app.quit {
        terminal.draw(|f| app.draw(f))?;
        let wait = if app.animating() {
            Duration::from_millis(450)
        } else {
            Duration::from_millis(1000)
        };
        if event::poll(wait)? {
            if let Event::Key(key) = event::read()? {
                app.handle_key(key);
            }
        } else {
            app.tick();
        }
    }
    Ok(())
}

/// Leaves raw mode and the alternate screen when dropped, on errors too
/// (also when setting the terminal up failed half way).
struct Restore;

impl Drop for Restore {
    fn drop(&mut self) {
        ratatui::restore();
    }
}

pub fn run(args: &PlayArgs) -> Result<ExitCode> {
    let puzzle = input::load(Some(&args.input), &args.puzzle)?;
    if !std::io::stdout().is_terminal() || !std::io::stdin().is_terminal() {
        bail!(t!("render-play-needs-terminal"));
    }
    let opts = solve_cmd::options(&args.search);
    let mut app = App::new(puzzle, puzzle_name(args), opts);
    let _restore = Restore;
    let mut terminal = ratatui::try_init().with_context(|| t!("render-play-cannot-set-up"))?;
    event_loop(&mut terminal, &mut app)?;
    Ok(ExitCode::SUCCESS)
}
