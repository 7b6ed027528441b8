//! `mayan gen`: puzzles and NOIP test data, reproducible from a seed.

use std::io::IsTerminal;
use std::io::Write as _;
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use indicatif::{ProgressBar, ProgressStyle};
use mayan_core::MoveSet;
use mayan_core::format::panel::Version;
use mayan_core::format::{noip, panel};
use mayan_i18n::t;
use mayan_solve::Control;
use mayan_solve::generate::{self, GenError, GenSpec};
use mayan_solve::request::GenLine;

use crate::cli::{GenArgs, GenFormat};
use crate::progress;

mod files;

use files::{RunInfo, panel_file, puzzle_text, write_dir, write_file};

/// Panel Attack colours a generated puzzle may use: 1 to 7 (8 is the `[!]`
/// panel, 9 grey).
const PANEL_MAX_COLOUR: u8 = 7;

/// The most puzzles one run makes (they are kept in memory until written).
const MAX_COUNT: usize = 1_000_000;

pub fn run(args: &GenArgs) -> Result<ExitCode> {
    let rules = args.rules;
    let (width, height) = match args.format {
        Some(GenFormat::PanelAttack) => (
            args.width.unwrap_or(panel::WIDTH),
            args.height.unwrap_or(panel::HEIGHT),
        ),
        _ => (
            args.width.unwrap_or(noip::WIDTH),
            args.height.unwrap_or(noip::HEIGHT),
        ),
    };
    let noip_shape = rules == MoveSet::Drag
        && width == noip::WIDTH
        && height == noip::HEIGHT
        && i64::from(args.colours) <= noip::MAX_COLOUR;
    let format = args.format.unwrap_or(if noip_shape {
        GenFormat::Noip
    } else {
        GenFormat::Grid
    });
    match format {
        GenFormat::Noip if !noip_shape => bail!(t!(
            "gen-error-noip-shape",
            width = width.to_string(),
            height = height.to_string(),
            rules = rules.to_string(),
            colours = args.colours.to_string()
        )),
        GenFormat::PanelAttack
            if rules != MoveSet::Drag
                || width != panel::WIDTH
                || height > panel::HEIGHT
                || args.colours > PANEL_MAX_COLOUR =>
        {
            bail!(t!(
                "gen-error-panel-shape",
                max = PANEL_MAX_COLOUR.to_string(),
                width = width.to_string(),
                height = height.to_string(),
                rules = rules.to_string(),
                colours = args.colours.to_string()
            ))
        }
        _ => {}
    }
    let panel_version = match args.panel_version {
        Some(_) if format != GenFormat::PanelAttack => {
            bail!(t!("gen-error-panel-version-format"))
        }
        Some(n) => Version::from_number(n).with_context(|| t!("gen-error-panel-version"))?,
        None => Version::V3,
    };
    if args.count == 0 || args.count > MAX_COUNT {
        bail!(t!("gen-error-count", max = MAX_COUNT.to_string()));
    }
    let percent = match (format, args.unsolvable) {
        (GenFormat::PanelAttack, Some(p)) if p > 0 => {
            bail!(t!("gen-error-panel-unsolvable"))
        }
        (_, Some(p)) => p,
        (GenFormat::Noip, None) => 25,
        _ => 0,
    };
    let unsolvable = (args.count * percent as usize + 50) / 100;
    if !args.json && args.out.is_none() && args.count > 1 && format != GenFormat::PanelAttack {
        bail!(t!("gen-error-needs-out", count = args.count.to_string()));
    }
    if args.shard.is_some() && !args.json {
        bail!(t!("gen-error-shard"));
    }
    let seed = args.seed.unwrap_or_else(clock_seed);
    let spec = GenSpec {
        rules,
        width,
        height,
        colours: args.colours,
        moves: args.moves,
        unique: args.unique,
        min_blocks: args.min_blocks,
        null_moves: !args.no_null_moves,
        max_attempts: args.attempts,
        memory_bytes: args.memory.saturating_mul(1 << 20),
        difficulty: args.difficulty.clone(),
        control: Control::new(),
    };
    spec.validate()?;
    // Ctrl-C and --timeout stop the run (exit 3), as they stop a search.
    let interruptible = progress::Interruptible::new();
    let control = interruptible.control().clone();
    let control = match args.timeout {
        Some(limit) => control.with_timeout(limit),
        None => control,
    };
    let spec = GenSpec {
        control: control.clone(),
        ..spec
    };
    if args.seed.is_none() {
        eprintln!("{}", t!("gen-seed", seed = seed.to_string()));
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.threads)
        .build()
        .context("cannot start the worker threads")?;
    let progress = if args.count > 1 && std::io::stderr().is_terminal() {
        let bar = ProgressBar::new(args.count as u64).with_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} puzzles  {elapsed_precise}")
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        bar.enable_steady_tick(std::time::Duration::from_millis(200));
        bar
    } else {
        ProgressBar::hidden()
    };
    let shard = args
        .shard
        .as_deref()
        .map(crate::batch::parse_shard)
        .transpose()?;
    progress.set_length(shard.map_or(args.count as u64, |s| s.share(args.count as u64)));
    let keep = |i: usize| shard.is_none_or(|s| s.keeps(i));
    let results = pool.install(|| {
        generate::generate_cases(&spec, seed, args.count, unsolvable, keep, |_| {
            progress.inc(1)
        })
    });
    progress.finish_and_clear();
    let mut puzzles = Vec::with_capacity(results.len());
    for (i, r) in results {
        match r {
            Ok(g) => puzzles.push((i, g)),
            Err(GenError::Stopped { halt }) => {
                return Err(progress::Stopped {
                    halt,
                    nodes: control.nodes(),
                    elapsed: control.elapsed(),
                }
                .into());
            }
            Err(e @ GenError::GaveUp { .. }) => {
                eprintln!("error: puzzle {}: {e}", i + 1);
                return Ok(ExitCode::from(1));
            }
            Err(e) => return Err(e.into()),
        }
    }
    if args.json {
        let mut out = std::io::stdout().lock();
        for (i, g) in &puzzles {
            let line = serde_json::to_string(&GenLine::new(i + 1, g, args.no_null_moves))?;
            writeln!(out, "{line}").context("cannot write to stdout")?;
        }
        return Ok(ExitCode::SUCCESS);
    }
    let puzzles: Vec<_> = puzzles.into_iter().map(|(_, g)| g).collect();
    let ctx = RunInfo {
        args,
        width,
        height,
        format,
        seed,
        unsolvable_percent: percent,
        panel_version,
    };
    match (format, &args.out) {
        (GenFormat::PanelAttack, out) => {
            let text = panel_file(&ctx, &puzzles)?;
            match out {
                Some(path) => {
                    write_file(path, &text)?;
                    eprintln!(
                        "{}",
                        t!(
                            "gen-wrote-puzzles",
                            n = puzzles.len(),
                            path = path.display().to_string()
                        )
                    );
                }
                None => crate::out!("{text}")?,
            }
        }
        (_, None) => {
            // One puzzle (checked above).
            let g = &puzzles[0];
            crate::out!("{}", puzzle_text(format, g))?;
        }
        (_, Some(dir)) => {
            write_dir(&ctx, dir, &puzzles)?;
            eprintln!(
                "{}",
                t!(
                    "gen-wrote-cases",
                    n = puzzles.len(),
                    path = dir.display().to_string()
                )
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// A seed from the clock, for runs without `--seed`.
pub(crate) fn clock_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    let mut s = nanos ^ u64::from(std::process::id()).rotate_left(32);
    // Keep it short enough to type.
    generate::splitmix64(&mut s) % 1_000_000_000
}
