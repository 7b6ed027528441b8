//! The files `mayan gen` writes: puzzle and answer files, the README.md
//! index of a directory, and a Panel Attack file.

use std::fmt::Write as _;
use std::path::Path;

use anyhow::{Context, Result};
use mayan_core::format::notation::write_answer;
use mayan_core::format::panel::{PanelPuzzle, PanelSet, Version, solution};
use mayan_core::format::{grid, noip, panel};
use mayan_core::{MoveSet, Notation};
use mayan_i18n::t;
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
        rows.push_str(&t!(
            "gen-readme-row",
            case = name.as_str(),
            moves = g.puzzle.budget().to_string(),
            blocks = g.puzzle.board().block_count().to_string(),
            answer = answer,
            score = d.score.to_string(),
            winning = d.winning_first_moves.to_string(),
            first = d.first_moves.to_string(),
            setup = d.setup_moves.to_string(),
            cascades = d.cascade_stages.to_string()
        ));
        rows.push('\n');
    }
    write_file(&dir.join("README.md"), &readme(ctx, puzzles, &rows))
}

/// The README.md of a directory of cases, in the program's language (it is
/// for people; the cases are the same in every language).
fn readme(ctx: &RunInfo<'_>, puzzles: &[Generated], rows: &str) -> String {
    let a = ctx.args;
    let solvable = puzzles.iter().filter(|g| g.kind == Kind::Solvable).count();
    t!(
        "gen-readme",
        version = env!("CARGO_PKG_VERSION"),
        command = command_line(ctx),
        rules = a.rules.to_string(),
        width = ctx.width.to_string(),
        height = ctx.height.to_string(),
        colours = a.colours.to_string(),
        moves = a.moves.to_string(),
        unique = if a.unique { "yes" } else { "no" },
        reading = if a.no_null_moves {
            "no-null-moves"
        } else {
            "literal"
        },
        count = puzzles.len().to_string(),
        solvable = solvable.to_string(),
        unsolvable = (puzzles.len() - solvable).to_string(),
        format = if ctx.format == GenFormat::Noip {
            "noip"
        } else {
            "grid"
        },
        rows = rows
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
