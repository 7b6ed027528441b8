//! Standard output, written so that a closed pipe or a full disk is an
//! error and never a panic (`println!` panics on both).
//!
//! Every subcommand prints through [`print()`] or the `out!` and
//! `outln!` macros, which hand a failed write up as an error. `main`
//! ends quietly with code 0 when the reader went away ([`is_closed_pipe`]:
//! `mayan explain ... | head -2`), as Unix tools do, and reports any other
//! write error (`> /dev/full`) with code 2.

use std::io::{self, Write};

use anyhow::{Context, Result};

/// Writes `text` to stdout and flushes it.
pub fn print(text: &str) -> Result<()> {
    let mut stdout = io::stdout().lock();
    stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
        .with_context(|| mayan_i18n::t!("cli-cannot-write-stdout"))
}

/// True when an error comes from writing to a pipe whose reader is gone.
pub fn is_closed_pipe(err: &anyhow::Error) -> bool {
    err.chain().any(|e| {
        e.downcast_ref::<io::Error>()
            .is_some_and(|e| e.kind() == io::ErrorKind::BrokenPipe)
    })
}

/// `print!` that returns a `Result` instead of panicking.
#[macro_export]
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::out::print(&format!($($arg)*))
    };
}

/// `println!` that returns a `Result` instead of panicking.
#[macro_export]
macro_rules! outln {
    () => {
        $crate::out::print("\n")
    };
    ($($arg:tt)*) => {
        $crate::out::print(&format!("{}\n", format_args!($($arg)*)))
    };
}
