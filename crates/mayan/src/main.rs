//! `mayan`: solve, check, explain and show gravity-swap puzzles.
//!
//! Exit codes: 0 success (for `solve`, an answer was printed, `-1`
//! included); 1 a negative verdict (`check` rejected the answer, `solve
//! --unique` found no unique solution); 2 unreadable input or bad usage;
//! 3 the search was stopped before it finished.
#![forbid(unsafe_code)]

mod batch;
mod cases;
mod check;
mod cli;
mod convert;
mod duel;
mod explain;
mod export;
mod r#gen;
mod goal;
mod hint;
mod input;
mod lang;
mod list;
mod out;
mod package;
#[cfg(feature = "tui")]
mod play;
mod progress;
#[cfg(feature = "render")]
mod render;
#[cfg(feature = "render")]
mod replay;
#[cfg(feature = "web")]
mod serve;
#[cfg(feature = "render")]
mod show;
mod solve;
mod text;
mod verify;

use std::process::ExitCode;

use mayan_i18n::t;

use cli::Command;

fn main() -> ExitCode {
    progress::install_interrupt();
    let args = cli::testlib_appes(std::env::args_os().collect());
    // The language first: the help text and every message are said in it.
    match mayan_i18n::detect(cli::lang_asked(&args).as_deref()) {
        Ok(lang) => mayan_i18n::set_default(lang),
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    }
    let cli = match cli::parse(&args) {
        Ok(cli) => cli,
        Err(err) if err.use_stderr() && cli::judge_asked(&args) == Some(cli::Judge::Testlib) => {
            return check::testlib_usage(err);
        }
        Err(err) => {
            if let Some((command, feature)) = cli::left_out(&err) {
                let message = t!("cli-feature-left-out", feature = feature, command = command);
                eprintln!("{}", t!("cli-error", message = message));
                return ExitCode::from(2);
            }
            cli::exit_parse_error(err)
        }
    };
    let result = match &cli.command {
        Command::Solve(args) => solve::run(args),
        Command::Check(args) => check::run(args),
        Command::Explain(args) => explain::run(args),
        Command::Hint(args) => hint::run(args),
        Command::List(args) => list::run(args),
        Command::Verify(args) => verify::run(args),
        Command::Gen(args) => r#gen::run(args),
        Command::Convert(args) => convert::run(args),
        Command::Export(args) => export::run(args),
        Command::Batch(args) => batch::run(args),
        Command::Merge(args) => batch::merge(args),
        Command::Duel(args) => duel::run(args),
        Command::Package(args) => package::run(args),
        #[cfg(feature = "render")]
        Command::Show(args) => show::run(args),
        #[cfg(feature = "render")]
        Command::Render(args) => render::run(args),
        #[cfg(feature = "tui")]
        Command::Play(args) => play::run(args),
        #[cfg(feature = "web")]
        Command::Serve(args) => serve::run(args),
    };
    match result {
        Ok(code) => code,
        // The reader of stdout went away (`mayan explain ... | head -2`):
        // nothing is left to say to anyone, as for any Unix tool.
        Err(err) if out::is_closed_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => match err.downcast_ref::<progress::Stopped>() {
            Some(stopped) => {
                eprintln!("{stopped}");
                ExitCode::from(3)
            }
            None => {
                eprintln!("{}", t!("cli-error", message = lang::error_text(&err)));
                ExitCode::from(2)
            }
        },
    }
}
