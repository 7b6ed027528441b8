//! The arguments of the commands that draw and play (features `render`,
//! `tui`, `web`).

#[cfg(feature = "web")]
use clap::builder::TypedValueParser;

/// When to colour terminal output.
#[cfg(feature = "render")]
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColorArg {
    /// When stdout is a terminal and `NO_COLOR` is unset.
    Auto,
    /// Always.
    Always,
    /// Never.
    Never,
}

/// `mayan show`.
#[cfg(feature = "render")]
#[derive(clap::Args, Debug)]
pub struct ShowArgs {
    /// The puzzle (`-` for stdin).
    pub input: std::path::PathBuf,
    /// The moves to show (default: the solver's solution).
    pub answer: Option<std::path::PathBuf>,
    #[command(flatten)]
    pub puzzle: crate::input::PuzzleArgs,
    #[command(flatten)]
    pub search: super::SearchArgs,
    /// Colour the output.
    #[arg(long, value_enum, value_name = "WHEN", default_value_t = ColorArg::Auto)]
    pub color: ColorArg,
}

/// `mayan render`.
#[cfg(feature = "render")]
#[derive(clap::Args, Debug)]
pub struct RenderArgs {
    /// The puzzle (`-` for stdin).
    pub input: std::path::PathBuf,
    /// The moves to draw (default: the solver's solution).
    pub answer: Option<std::path::PathBuf>,
    /// The picture to write: `.svg`, `.png` or `.gif`.
    #[arg(long, short, value_name = "FILE")]
    pub out: std::path::PathBuf,
    /// Draw only the start board.
    #[arg(long, conflicts_with = "answer")]
    pub board_only: bool,
    /// The side of a cell, in pixels.
    #[arg(long, value_name = "PX", default_value_t = 40, value_parser = clap::value_parser!(u32).range(8..=200))]
    pub cell: u32,
    #[command(flatten)]
    pub puzzle: crate::input::PuzzleArgs,
    #[command(flatten)]
    pub search: super::SearchArgs,
}

/// `mayan play`.
#[cfg(feature = "tui")]
#[derive(clap::Args, Debug)]
pub struct PlayArgs {
    /// The puzzle.
    pub input: std::path::PathBuf,
    #[command(flatten)]
    pub puzzle: crate::input::PuzzleArgs,
    #[command(flatten)]
    pub search: super::SearchArgs,
}

/// `mayan serve`.
#[cfg(feature = "web")]
#[derive(clap::Args, Debug)]
pub struct ServeArgs {
    /// The port to listen on (0 = any free port).
    #[arg(long, value_name = "P", default_value_t = 8080)]
    pub port: u16,
    /// The address to listen on.
    #[arg(long, value_name = "H", default_value = "127.0.0.1")]
    pub host: String,
    /// Stop a search after this many seconds and answer 503 timed-out.
    #[arg(long, value_name = "SECS", default_value_t = 10.0)]
    pub solve_timeout: f64,
    /// Searches run at once (the workers); more wait in line.
    #[arg(long, value_name = "N", default_value_t = 2)]
    pub max_concurrent: usize,
    /// Requests that may wait in line for a worker; one more is answered
    /// 429 busy with Retry-After.
    #[arg(long, value_name = "N", default_value_t = 100)]
    pub max_queue: usize,
    /// Connections open at once; more are closed as they arrive.
    #[arg(long, value_name = "N", default_value_t = 512, value_parser = clap::value_parser!(u64).range(1..).map(|v| v as usize))]
    pub max_connections: usize,
    /// Close a connection that sends no request for this many seconds, and
    /// answer 408 to a request whose body takes half as long.
    #[arg(long, value_name = "SECS", default_value_t = 10.0)]
    pub idle_timeout: f64,
    /// Memory for each search's tables, in MiB: a hard bound on them, from 1.
    #[arg(long, value_name = "MB", default_value_t = 192, value_parser = clap::value_parser!(u64).range(1..).map(|v| v as usize))]
    pub memory: usize,
}
