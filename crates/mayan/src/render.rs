//! `mayan render`: pictures of a puzzle or a solution, in SVG, PNG or GIF.

use std::path::Path;
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use mayan_render::frames::{Frame, FrameKind, frames, with_end};
use mayan_render::{raster, svg};

use crate::cli::RenderArgs;
use crate::replay::{self, Got};
use crate::{input, text};

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
        Some(other) => bail!(
            "{}: cannot write a .{other} picture: name the file .svg, .png or .gif",
            path.display()
        ),
        None => bail!(
            "{}: no extension to tell the picture format: name the file .svg, .png or .gif",
            path.display()
        ),
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
                    eprintln!("note: {}: drawing the start board only", r.source);
                }
                let title = (!r.found).then_some(r.source);
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
        .with_context(|| format!("cannot write {}", args.out.display()))?;
    let what = match kind {
        Kind::Gif => text::count(with_end(&pictures).len(), "frame"),
        _ if args.board_only => "the start board".to_string(),
        _ => text::count(pictures.len(), "picture"),
    };
    eprintln!("wrote {} ({what})", args.out.display());
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
