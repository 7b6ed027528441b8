//! `mayan gen`: puzzles and NOIP test data, reproducible from a seed.

use std::fmt::Write as _;
use std::io::IsTerminal;
use std::io::Write as _;
use std::path::Path;
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use indicatif::{ProgressBar, ProgressStyle};
use mayan_core::format::notation::write_answer;
use mayan_core::format::panel::{PanelPuzzle, PanelSet, Version, solution};
use mayan_core::format::{grid, noip, panel};
use mayan_core::{MoveSet, Notation};
use mayan_solve::Control;
use mayan_solve::generate::{self, GenError, GenSpec, Generated, Kind};
use mayan_solve::request::{JsonMove, SolveRequest};
use serde::Serialize;

use crate::cli::{GenArgs, GenFormat};
use crate::progress;

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
        GenFormat::Noip if !noip_shape => bail!(
            "the NOIP format is a 5 x 7 board with the drag rules and at most 10 colours; \
             asked for {} x {}, {} rules, {} colours (use --format grid)",
            width,
            height,
            rules,
            args.colours
        ),
        GenFormat::PanelAttack
            if rules != MoveSet::Drag
                || width != panel::WIDTH
                || height > panel::HEIGHT
                || args.colours > PANEL_MAX_COLOUR =>
        {
            bail!(
                "Panel Attack puzzles are 6 wide, at most 12 high, with the drag rules and at most \
                 {PANEL_MAX_COLOUR} colours; asked for {} x {}, {} rules, {} colours",
                width,
                height,
                rules,
                args.colours
            )
        }
        _ => {}
    }
    let panel_version = match args.panel_version {
        Some(_) if format != GenFormat::PanelAttack => {
            bail!("--panel-version is for --format panel-attack")
        }
        Some(n) => Version::from_number(n).context("--panel-version is 2 or 3")?,
        None => Version::V3,
    };
    if args.count == 0 || args.count > MAX_COUNT {
        bail!("--count must be from 1 to {MAX_COUNT}");
    }
    let percent = match (format, args.unsolvable) {
        (GenFormat::PanelAttack, Some(p)) if p > 0 => {
            bail!("a Panel Attack puzzle must have a solution: --unsolvable is not allowed there")
        }
        (_, Some(p)) => p,
        (GenFormat::Noip, None) => 25,
        _ => 0,
    };
    let unsolvable = (args.count * percent as usize + 50) / 100;
    if !args.json && args.out.is_none() && args.count > 1 && format != GenFormat::PanelAttack {
        bail!(
            "{} puzzles need a directory to go to: pass --out DIR",
            args.count
        );
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
        eprintln!("seed: {seed} (pass --seed {seed} to make the same puzzles again)");
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
    let results = pool.install(|| {
        generate::generate_set_with(&spec, seed, args.count, unsolvable, |_| progress.inc(1))
    });
    progress.finish_and_clear();
    let mut puzzles = Vec::with_capacity(results.len());
    for (i, r) in results.into_iter().enumerate() {
        match r {
            Ok(g) => puzzles.push(g),
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
        for (i, g) in puzzles.iter().enumerate() {
            let line = serde_json::to_string(&GenLine::new(i + 1, g, args.no_null_moves))?;
            writeln!(out, "{line}").context("cannot write to stdout")?;
        }
        return Ok(ExitCode::SUCCESS);
    }
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
                        "wrote {} to {}",
                        crate::text::count(puzzles.len(), "puzzle"),
                        path.display()
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
                "wrote {} to {}",
                crate::text::count(puzzles.len(), "case"),
                dir.display()
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// One line of `mayan gen --json` (docs/json.md): the puzzle as a batch
/// request, and what the generator knows of it.
#[derive(Serialize)]
struct GenLine {
    case: usize,
    /// What `mayan batch` takes: `jq -c .request` makes its input.
    request: SolveRequest,
    solvable: bool,
    /// The smallest solution (what `mayan solve` prints), `null` for `-1`.
    answer: Option<Vec<JsonMove>>,
    blocks: usize,
    difficulty: GenDifficulty,
}

/// The parts of the difficulty score (docs/generate.md).
#[derive(Serialize)]
struct GenDifficulty {
    score: u32,
    first_moves: usize,
    winning_first_moves: usize,
    setup_moves: u32,
    cascade_stages: u32,
}

impl GenLine {
    fn new(case: usize, g: &Generated, no_null_moves: bool) -> GenLine {
        let d = &g.difficulty;
        GenLine {
            case,
            request: SolveRequest {
                id: Some(case.into()),
                grid: Some(grid::write(g.puzzle.board(), &grid::Header::default())),
                noip: None,
                rules: Some(g.puzzle.rules().name().to_string()),
                goal: Some(mayan_solve::Goal::Exact.name().to_string()),
                moves: Some(i64::from(g.puzzle.budget())),
                no_null_moves,
            },
            solvable: g.kind == Kind::Solvable,
            answer: g
                .answer
                .as_ref()
                .map(|ms| ms.iter().copied().map(JsonMove::from).collect()),
            blocks: g.puzzle.board().block_count(),
            difficulty: GenDifficulty {
                score: d.score,
                first_moves: d.first_moves,
                winning_first_moves: d.winning_first_moves,
                setup_moves: d.setup_moves,
                cascade_stages: d.cascade_stages,
            },
        }
    }
}

/// What the writers need to know besides the puzzles.
struct RunInfo<'a> {
    args: &'a GenArgs,
    width: usize,
    height: usize,
    format: GenFormat,
    seed: u64,
    unsolvable_percent: u32,
    /// The Panel Attack file's version.
    panel_version: Version,
}

/// A seed from the clock, for runs without `--seed`.
fn clock_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    let mut s = nanos ^ u64::from(std::process::id()).rotate_left(32);
    // Keep it short enough to type.
    generate::splitmix64(&mut s) % 1_000_000_000
}

/// The puzzle file's text: NOIP input, or grid rows with the budget line.
fn puzzle_text(format: GenFormat, g: &Generated) -> String {
    match format {
        GenFormat::Noip => noip::write(g.puzzle.board(), g.puzzle.budget()),
        _ => grid::write(
            g.puzzle.board(),
            &grid::Header {
                budget: Some(i64::from(g.puzzle.budget())),
                rules: (g.puzzle.rules() != MoveSet::Drag).then_some(g.puzzle.rules()),
                goal: None,
            },
        ),
    }
}

/// The answer file's text, in the format's notation.
fn answer_text(format: GenFormat, g: &Generated) -> String {
    let notation = match format {
        GenFormat::Noip => Notation::Noip,
        GenFormat::PanelAttack => Notation::PanelAttack,
        GenFormat::Grid => Notation::Plain,
    };
    write_answer(g.answer.as_deref(), notation)
}

/// The command that makes the same puzzles again.
fn command_line(ctx: &RunInfo<'_>) -> String {
    let a = ctx.args;
    let format = match ctx.format {
        GenFormat::Noip => "noip",
        GenFormat::Grid => "grid",
        GenFormat::PanelAttack => "panel-attack",
    };
    let mut s = format!(
        "mayan gen --format {format} --rules {} --width {} --height {} --colours {} --moves {} --count {} --seed {}",
        a.rules, ctx.width, ctx.height, a.colours, a.moves, a.count, ctx.seed
    );
    if ctx.format != GenFormat::PanelAttack {
        let _ = write!(s, " --unsolvable {}", ctx.unsolvable_percent);
    }
    if a.unique {
        s.push_str(" --unique");
    }
    if a.min_blocks > 0 {
        let _ = write!(s, " --min-blocks {}", a.min_blocks);
    }
    if a.no_null_moves {
        s.push_str(" --no-null-moves");
    }
    if let Some(band) = &a.difficulty {
        let _ = write!(s, " --difficulty {}..", band.start());
        if *band.end() != u32::MAX {
            let _ = write!(s, "{}", band.end());
        }
    }
    if a.attempts != 5000 {
        let _ = write!(s, " --attempts {}", a.attempts);
    }
    s
}

fn write_file(path: &Path, text: &str) -> Result<()> {
    std::fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))
}

/// Writes `caseNN.in`/`.txt` and `caseNN.ans` pairs and a README.md index.
fn write_dir(ctx: &RunInfo<'_>, dir: &Path, puzzles: &[Generated]) -> Result<()> {
    std::fs::create_dir_all(dir)
        .with_context(|| format!("cannot create the directory {}", dir.display()))?;
    let digits = puzzles.len().to_string().len().max(2);
    let ext = if ctx.format == GenFormat::Noip {
        "in"
    } else {
        "txt"
    };
    let mut rows = String::new();
    for (i, g) in puzzles.iter().enumerate() {
        let name = format!("case{:0digits$}", i + 1);
        write_file(
            &dir.join(format!("{name}.{ext}")),
            &puzzle_text(ctx.format, g),
        )?;
        write_file(
            &dir.join(format!("{name}.ans")),
            &answer_text(ctx.format, g),
        )?;
        let d = &g.difficulty;
        let answer = g
            .answer
            .as_ref()
            .map_or("-1".to_string(), |m| m.len().to_string());
        let _ = writeln!(
            rows,
            "| {name} | {} | {} | {answer} | {} | {} of {} | {} | {} |",
            g.puzzle.budget(),
            g.puzzle.board().block_count(),
            d.score,
            d.winning_first_moves,
            d.first_moves,
            d.setup_moves,
            d.cascade_stages
        );
    }
    write_file(&dir.join("README.md"), &readme(ctx, puzzles, &rows))
}

fn readme(ctx: &RunInfo<'_>, puzzles: &[Generated], rows: &str) -> String {
    let a = ctx.args;
    let solvable = puzzles.iter().filter(|g| g.kind == Kind::Solvable).count();
    let reading = if a.no_null_moves {
        "no null moves (a swap of two equal blocks is not a move)"
    } else {
        "literal rules (a null move, such as swapping two equal blocks, counts as a move)"
    };
    let (input, answer) = match ctx.format {
        GenFormat::Noip => (
            "`caseNN.in` (NOIP 2011 input)",
            "`caseNN.ans` (the expected output: n lines `x y g`, or `-1`)",
        ),
        _ => (
            "`caseNN.txt` (grid rows, the budget on the first line)",
            "`caseNN.ans` (one move a line `x y R|L|U|D`, row 0 at the bottom, or `-1`)",
        ),
    };
    format!(
        "# Generated puzzles\n\n\
         Made by mayan {version}. The same command makes the same files, byte for byte:\n\n\
         ```\n{cmd}\n```\n\n\
         - rules: {rules}, board {w} x {h}, colours 1 to {c}, n = {n}{unique}\n\
         - answers: {reading}; solvable boards clear in exactly n moves and in no fewer, so both\n  \
           readings give the same answers\n\
         - {count} cases: {solvable} solvable, {uns} with answer -1\n\
         - files: {input} and {answer}\n\
         - difficulty: 10 is a typical puzzle of Panel Attack's classic set 1, 60 one of set 6,\n  \
           about 10 more a move beyond; made of n, the blocks, the w of M first moves still\n  \
           winning, the setup moves (nothing vanishes) and the extra cascade stages (see\n  \
           docs/generate.md)\n\n\
         | case | n | blocks | answer length | difficulty | winning first moves | setup moves | cascades |\n\
         |---|---|---|---|---|---|---|---|\n{rows}",
        version = env!("CARGO_PKG_VERSION"),
        cmd = command_line(ctx),
        rules = a.rules,
        w = ctx.width,
        h = ctx.height,
        c = a.colours,
        n = a.moves,
        unique = if a.unique {
            ", every solvable puzzle has exactly one solution"
        } else {
            ""
        },
        count = puzzles.len(),
        uns = puzzles.len() - solvable,
    )
}

/// A Panel Attack file with one set holding every puzzle: version 3 with
/// each puzzle's Solution (the cursor inputs of its answer), unless
/// `--panel-version 2`.
fn panel_file(ctx: &RunInfo<'_>, puzzles: &[Generated]) -> Result<String> {
    let name = ctx
        .args
        .set_name
        .clone()
        .unwrap_or_else(|| format!("mayan gen seed {}", ctx.seed));
    let version = ctx.panel_version;
    let mut list = Vec::with_capacity(puzzles.len());
    for (i, g) in puzzles.iter().enumerate() {
        let board = g.puzzle.board();
        let mut p = PanelPuzzle::new(board, g.puzzle.budget());
        p.start = Some("immediately".to_string());
        if version == Version::V3
            && let Some(answer) = &g.answer
        {
            p.solution = Some(
                solution::encode(board, answer)
                    .with_context(|| format!("puzzle {}: its Solution", i + 1))?,
            );
        }
        list.push(p);
    }
    let set = PanelSet {
        name: name.clone(),
        path: vec![name],
        puzzles: list,
    };
    Ok(panel::write(&[set], version))
}
