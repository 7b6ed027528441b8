//! The files `mayan gen` writes: puzzle and answer files, the README.md
//! index of a directory, and a Panel Attack file.

use std::fmt::Write as _;
use std::path::Path;

use anyhow::{Context, Result};
use mayan_core::format::notation::write_answer;
use mayan_core::format::panel::{PanelPuzzle, PanelSet, Version, solution};
use mayan_core::format::{grid, noip, panel};
use mayan_core::{MoveSet, Notation};
use mayan_solve::generate::{Generated, Kind};

use crate::cli::{GenArgs, GenFormat};

/// What the writers need to know besides the puzzles.
pub(super) struct RunInfo<'a> {
    pub(super) args: &'a GenArgs,
    pub(super) width: usize,
    pub(super) height: usize,
    pub(super) format: GenFormat,
    pub(super) seed: u64,
    pub(super) unsolvable_percent: u32,
    /// The Panel Attack file's version.
    pub(super) panel_version: Version,
}

/// The puzzle file's text: NOIP input, or grid rows with the budget line.
pub(super) fn puzzle_text(format: GenFormat, g: &Generated) -> String {
    match format {
        GenFormat::Noip => noip::write(g.puzzle.board(), g.puzzle.budget()),
        _ => grid::write(
            g.puzzle.board(),
            &grid::Header {
                budget: Some(i64::from(g.puzzle.budget())),
                rules: (g.puzzle.rules() != MoveSet::Drag).then_some(g.puzzle.rules()),
                goal: None,
                finish: None,
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

pub(super) fn write_file(path: &Path, text: &str) -> Result<()> {
    std::fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))
}

/// Writes `caseNN.in`/`.txt` and `caseNN.ans` pairs and a README.md index.
pub(super) fn write_dir(ctx: &RunInfo<'_>, dir: &Path, puzzles: &[Generated]) -> Result<()> {
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
pub(super) fn panel_file(ctx: &RunInfo<'_>, puzzles: &[Generated]) -> Result<String> {
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
