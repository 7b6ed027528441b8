//! `mayan`: solve, check, explain and show gravity-swap puzzles.
//!
//! Exit codes: 0 success (for `solve`, an answer was printed, `-1`
//! included); 1 a negative verdict (`check` rejected the answer, `solve
//! --unique` found no unique solution); 2 unreadable input or bad usage;
//! 3 the search was stopped before it finished.

#[cfg(any(target_env = "musl", test))]
mod arena;
mod batch;
mod check;
mod cli;
mod explain;
mod r#gen;
mod hint;
mod input;
mod list;
mod play;
mod progress;
mod render;
mod replay;
mod serve;
mod show;
mod solve;
mod text;

use std::process::ExitCode;

use clap::Parser;

use cli::{Cli, Command};

#[cfg(target_env = "musl")]
#[global_allocator]
static ALLOC: arena::Arena = arena::Arena;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match &cli.command {
        Command::Solve(args) => solve::run(args),
        Command::Check(args) => check::run(args),
        Command::Explain(args) => explain::run(args),
        Command::Hint(args) => hint::run(args),
        Command::List(args) => list::run(args),
        Command::Gen(args) => r#gen::run(args),
        Command::Batch(args) => batch::run(args),
        Command::Show(args) => show::run(args),
        Command::Render(args) => render::run(args),
        Command::Play(args) => play::run(args),
        Command::Serve(args) => serve::run(args),
    };
    match result {
        Ok(code) => code,
        Err(err) => match err.downcast_ref::<progress::Stopped>() {
            Some(stopped) => {
                eprintln!("{stopped}");
                ExitCode::from(3)
            }
            None => {
                eprintln!("error: {err:#}");
                ExitCode::from(2)
            }
        },
    }
}
