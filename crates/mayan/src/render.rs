//! `mayan render`: pictures of a puzzle or a solution, in SVG, PNG or GIF.

use std::path::Path;
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use mayan_i18n::t;
use mayan_render::frames::{Frame, FrameKind, frames, with_end};
use mayan_render::{raster, svg};

use crate::cli::RenderArgs;
use crate::input;
use crate::replay::{self, Got};

/// The picture formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// SVG.
    Svg,
    /// PNG.
    Png,
    /// Animated GIF.
    Gif,
}

/// The format a file name asks for, from its extension.
pub fn kind(path: &Path) -> Result<Kind> {
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    match ext.as_deref() {
        Some("svg") => Ok(Kind::Svg),
        Some("png") => Ok(Kind::Png),
        Some("gif") => Ok(Kind::Gif),
        Some(other) => bail!(t!(
            "render-bad-extension",
            name = path.display().to_string(),
            ext = other
        )),
        None => bail!(t!("render-no-extension", name = path.display().to_string())),
    }
}

pub fn run(args: &RenderArgs) -> Result<ExitCode> {
    let kind = kind(&args.out)?;
    let puzzle = input::load(Some(&args.input), &args.puzzle)?;
    let style = svg::Style {
        cell: args.cell as f32,
        ..svg::Style::default()
    };
    let notation = puzzle.notation();
    // The pictures, and a title for the picture when there are no moves to
    // draw (it says why).
    let (pictures, title): (Vec<Frame>, Option<String>) = if args.board_only {
        (vec![Frame::still(FrameKind::Start, *puzzle.board())], None)
    } else {
        match replay::get(&puzzle, args.answer.as_deref(), &args.search)? {
            Got::Replay(r) => {
                if !r.found {
                    let note = t!("render-start-only", source = r.source.text());
                    eprintln!("{}", t!("cli-note", note = note));
                }
                // The title says why, in the language of the pictures'
                // captions (their font has the Chinese glyphs it needs).
                let title = (!r.found).then(|| r.source.text());
                (frames(puzzle.board(), &r.turns), title)
            }
        }
    };
    let title = title.as_deref();
    let bytes = match (kind, args.board_only) {
        (Kind::Svg, true) => svg::board(puzzle.board(), notation, &style).into_bytes(),
        (Kind::Svg, false) => svg::strip(&pictures, notation, &style, title).into_bytes(),
        (Kind::Png, true) => raster::png(&svg::board(puzzle.board(), notation, &style), 1.0)?,
        (Kind::Png, false) => raster::png(&svg::strip(&pictures, notation, &style, title), 1.0)?,
        (Kind::Gif, _) => raster::gif(&pictures, notation, &style, title)?,
    };
    std::fs::write(&args.out, &bytes)
        .with_context(|| t!("cli-cannot-write", name = args.out.display().to_string()))?;
    let name = args.out.display().to_string();
    let wrote = match kind {
        Kind::Gif => t!(
            "render-wrote-frames",
            name = name,
            frames = with_end(&pictures).len()
        ),
        _ if args.board_only => t!("render-wrote-board", name = name),
        _ => t!(
            "render-wrote-pictures",
            name = name,
            pictures = pictures.len()
        ),
    };
    eprintln!("{wrote}");
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_come_from_extensions() {
        assert_eq!(kind(Path::new("a.svg")).unwrap(), Kind::Svg);
        assert_eq!(kind(Path::new("dir/a.PNG")).unwrap(), Kind::Png);
        assert_eq!(kind(Path::new("a.gif")).unwrap(), Kind::Gif);
        let e = kind(Path::new("a.jpg")).unwrap_err().to_string();
        assert!(
            e.contains(".jpg") && e.contains(".svg, .png or .gif"),
            "{e}"
        );
        assert!(kind(Path::new("picture")).is_err());
    }
}
