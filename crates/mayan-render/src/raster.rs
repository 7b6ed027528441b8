//! PNG pictures and GIF animations, rasterised from the SVG pictures with
//! `resvg`.

use gif::{DisposalMethod, Encoder, Repeat};
use mayan_core::Notation;
use resvg::{tiny_skia, usvg};

use crate::frames::{self, Frame, FrameKind};
use crate::svg::{self, Style};

/// Why a picture could not be made.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// The SVG did not parse (a bug: the SVG is made here).
    #[error("{}", mayan_i18n::t!("render-raster-svg", error = .0.as_str()))]
    Svg(String),
    /// The picture is too large to rasterise.
    #[error("{}", mayan_i18n::t!("render-raster-too-large", width = *.width, height = *.height))]
    TooLarge {
        /// Width in pixels.
        width: u32,
        /// Height in pixels.
        height: u32,
    },
    /// PNG encoding failed.
    #[error("{}", mayan_i18n::t!("render-raster-png", error = .0.as_str()))]
    Png(String),
    /// GIF encoding failed.
    #[error("{}", mayan_i18n::t!("render-raster-gif", error = .0.as_str()))]
    Gif(String),
}

/// The largest side of a rasterised picture, in pixels.
pub const MAX_SIDE: u32 = 16_384;

/// Rasterises an SVG picture, `scale` device pixels per SVG pixel.
pub fn rasterise(svg: &str, scale: f32) -> Result<tiny_skia::Pixmap, RenderError> {
    let tree = usvg::Tree::from_str(svg, &usvg::Options::default())
        .map_err(|e| RenderError::Svg(e.to_string()))?;
    let size = tree.size();
    let width = (size.width() * scale).ceil() as u32;
    let height = (size.height() * scale).ceil() as u32;
    if width > MAX_SIDE || height > MAX_SIDE {
        return Err(RenderError::TooLarge { width, height });
    }
    let mut pixmap =
        tiny_skia::Pixmap::new(width, height).ok_or(RenderError::TooLarge { width, height })?;
    pixmap.fill(tiny_skia::Color::WHITE);
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    Ok(pixmap)
}

/// A PNG of an SVG picture, `scale` device pixels per SVG pixel.
pub fn png(svg: &str, scale: f32) -> Result<Vec<u8>, RenderError> {
    rasterise(svg, scale)?
        .encode_png()
        .map_err(|e| RenderError::Png(e.to_string()))
}

/// How long a frame stays, in hundredths of a second.
pub fn delay(frame: &Frame, last: bool) -> u16 {
    if last {
        return 250;
    }
    match frame.kind {
        FrameKind::Start => 120,
        FrameKind::Move { .. } => 90,
        FrameKind::Fall { .. } => 50,
        FrameKind::Clear { .. } => 50,
        FrameKind::End { .. } => 250,
    }
}

/// An animated GIF of a solution, looping forever: one frame per picture
/// of `frames` (the start, each move, each fall, each clear), then, when
/// any move was played, the settled board without marks
/// ([`frames::with_end`]), held longest. Every frame shows the same rows
/// and carries `title` when given ([`svg::animation`]).
pub fn gif(
    frames: &[Frame],
    notation: Notation,
    style: &Style,
    title: Option<&str>,
) -> Result<Vec<u8>, RenderError> {
    // Without anti-aliasing every frame fits a palette of exact colours.
    let style = Style {
        crisp: true,
        ..*style
    };
    let gif_err = |e: gif::EncodingError| RenderError::Gif(e.to_string());
    let frames = frames::with_end(frames);
    let svgs = svg::animation(&frames, notation, &style, title);
    let mut pictures = Vec::with_capacity(frames.len());
    for (i, (f, picture)) in frames.iter().zip(&svgs).enumerate() {
        let pixmap = rasterise(picture, 1.0)?;
        let (w, h) = (pixmap.width(), pixmap.height());
        let (Ok(w16), Ok(h16)) = (u16::try_from(w), u16::try_from(h)) else {
            return Err(RenderError::TooLarge {
                width: w,
                height: h,
            });
        };
        // The background is opaque, so premultiplied RGBA is plain RGBA.
        let mut rgba = pixmap.take();
        let mut frame = gif::Frame::from_rgba_speed(w16, h16, &mut rgba, 10);
        frame.delay = delay(f, i + 1 == frames.len());
        frame.dispose = DisposalMethod::Keep;
        pictures.push(frame);
    }
    let (w, h) = pictures.first().map_or((1, 1), |f| (f.width, f.height));
    let mut out = Vec::new();
    {
        let mut encoder = Encoder::new(&mut out, w, h, &[]).map_err(gif_err)?;
        encoder.set_repeat(Repeat::Infinite).map_err(gif_err)?;
        for frame in &pictures {
            encoder.write_frame(frame).map_err(gif_err)?;
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frames::frames;
    use crate::testdata::{noip_sample, sample_turns};

    #[test]
    fn the_png_has_the_svgs_size() {
        let b = noip_sample();
        let style = Style::default();
        let svg = svg::board(&b, Notation::Noip, &style);
        let bytes = png(&svg, 1.0).unwrap();
        let decoder = png::Decoder::new(std::io::Cursor::new(&bytes));
        let reader = decoder.read_info().unwrap();
        let info = reader.info();
        let doc = roxmltree::Document::parse(&svg).unwrap();
        let w: u32 = doc
            .root_element()
            .attribute("width")
            .unwrap()
            .parse()
            .unwrap();
        let h: u32 = doc
            .root_element()
            .attribute("height")
            .unwrap()
            .parse()
            .unwrap();
        assert_eq!((info.width, info.height), (w, h));
        let twice = png(&svg, 2.0).unwrap();
        let reader = png::Decoder::new(std::io::Cursor::new(&twice))
            .read_info()
            .unwrap();
        assert_eq!((reader.info().width, reader.info().height), (2 * w, 2 * h));
    }

    #[test]
    fn the_png_shows_the_block_colours() {
        let b = noip_sample();
        let style = Style::default();
        let pixmap = rasterise(&svg::board(&b, Notation::Noip, &style), 1.0).unwrap();
        // The pixel a quarter into cell (0, 0) (colour 1) is its fill.
        let doc_svg = svg::board(&b, Notation::Noip, &style);
        let doc = roxmltree::Document::parse(&doc_svg).unwrap();
        let rect = doc
            .descendants()
            .find(|n| n.attribute("data-cell") == Some("1"))
            .and_then(|g| g.first_element_child())
            .unwrap();
        let x: f32 = rect.attribute("x").unwrap().parse().unwrap();
        let y: f32 = rect.attribute("y").unwrap().parse().unwrap();
        let p = pixmap.pixel(x as u32 + 4, y as u32 + 4).unwrap();
        let fill = crate::palette::fill(1);
        assert_eq!((p.red(), p.green(), p.blue()), (fill.0, fill.1, fill.2));
    }

    #[test]
    fn every_symbol_rasterises() {
        // Colours 1 to 12 and grey, each alone on a row of a 13-wide board.
        let mut b = mayan_core::Board::new(13, 1).unwrap();
        for x in 0..12 {
            b.set(x, 0, x as u8 + 1);
        }
        b.set(12, 0, mayan_core::GREY);
        let style = Style {
            coordinates: false,
            ..Style::default()
        };
        let pixmap = rasterise(&svg::board(&b, Notation::Noip, &style), 1.0).unwrap();
        // Inside each block, a good part of the pixels are not its fill:
        // its symbol (or the grey's hatching) is drawn.
        let cell = style.cell;
        let pad = cell * 0.25;
        for x in 0..13u8 {
            let cell_value = if x == 12 { mayan_core::GREY } else { x + 1 };
            let fill = crate::palette::fill(cell_value);
            let x0 = (pad + f32::from(x) * cell + cell * 0.2) as u32;
            let y0 = (pad + cell * 0.2) as u32;
            let side = (cell * 0.6) as u32;
            let mut other = 0;
            for dy in 0..side {
                for dx in 0..side {
                    let p = pixmap.pixel(x0 + dx, y0 + dy).unwrap();
                    if (p.red(), p.green(), p.blue()) != (fill.0, fill.1, fill.2) {
                        other += 1;
                    }
                }
            }
            let share = other as f32 / (side * side) as f32;
            assert!(share > 0.1, "cell {cell_value}: {share}");
        }
    }

    /// The frames of a GIF: size, delay and RGBA pixels.
    fn decode(bytes: &[u8]) -> Vec<(u16, u16, u16, Vec<u8>)> {
        let mut opts = gif::DecodeOptions::new();
        opts.set_color_output(gif::ColorOutput::RGBA);
        let mut decoder = opts.read_info(std::io::Cursor::new(bytes)).unwrap();
        let mut out = Vec::new();
        while let Some(f) = decoder.read_next_frame().unwrap() {
            out.push((f.width, f.height, f.delay, f.buffer.to_vec()));
        }
        out
    }

    #[test]
    fn the_gif_has_a_frame_per_picture_and_ends_on_the_settled_board() {
        let fr = frames(&noip_sample(), &sample_turns());
        let bytes = gif(&fr, Notation::Noip, &Style::default(), None).unwrap();
        let decoded = decode(&bytes);
        // The nine pictures, then the cleared board without its sparks.
        assert_eq!(decoded.len(), 10);
        assert!(
            decoded
                .iter()
                .all(|f| (f.0, f.1) == (decoded[0].0, decoded[0].1))
        );
        let delays: Vec<u16> = decoded.iter().map(|f| f.2).collect();
        assert_eq!(delays[0], 120);
        assert_eq!(delays[9], 250);
        assert!(delays[..9].iter().all(|&d| d < delays[9]), "{delays:?}");
        assert_ne!(decoded[9].3, decoded[8].3, "the sparks are gone");
        // It is the picture of the settled empty board.
        let end = frames::with_end(&fr);
        let svgs = svg::animation(&end, Notation::Noip, &Style::default(), None);
        let last = &svgs[9];
        assert!(end[9].board.is_empty());
        assert!(!last.contains(r#"class="block""#));
        assert!(!last.contains(r#"class="cleared""#));
        assert!(!last.contains(r#"class="vanishing""#));
    }

    /// Where pictures for people to look at go: `MAYAN_SCREENSHOTS`
    /// (relative to the workspace's root), by default `target/screenshots`.
    fn screenshot_dir() -> std::path::PathBuf {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let dir = std::env::var_os("MAYAN_SCREENSHOTS")
            .map(std::path::PathBuf::from)
            .unwrap_or_else(|| "target/screenshots".into());
        if dir.is_absolute() {
            dir
        } else {
            root.join(dir)
        }
    }

    /// The dark pixels (the ink of text) in a rectangle of `pixmap`.
    fn ink(pixmap: &tiny_skia::Pixmap, x: (u32, u32), y: (u32, u32)) -> Vec<(u32, u32)> {
        let mut out = Vec::new();
        for py in y.0..y.1.min(pixmap.height()) {
            for px in x.0..x.1.min(pixmap.width()) {
                let p = pixmap.pixel(px, py).unwrap();
                if p.red() < 110 && p.green() < 110 && p.blue() < 110 {
                    out.push((px, py));
                }
            }
        }
        out
    }

    #[test]
    fn chinese_captions_and_titles_are_drawn_into_the_png() {
        use mayan_i18n::{Lang, with};
        let style = Style::default();
        let fr = frames(&noip_sample(), &sample_turns());
        let title = with(Lang::Zh, || {
            let mut args = mayan_i18n::FluentArgs::new();
            args.set("goal", "exact");
            args.set("n", 3);
            args.set("finish", "chain");
            let within = mayan_i18n::tr("name-puzzle-goal", Some(&args));
            mayan_i18n::t!("render-source-no-solution", within = within)
        });
        let zh = with(Lang::Zh, || {
            svg::strip(&fr, Notation::Noip, &style, Some(&title))
        });
        assert!(zh.contains(r#"class="caption cjk""#) && zh.contains(r#"class="title cjk""#));
        let bytes = png(&zh, 1.0).unwrap();
        let dir = screenshot_dir();
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("render-zh-strip.png"), &bytes).unwrap();
        let pixmap = rasterise(&zh, 1.0).unwrap();
        // The first panel's caption, "开始", between its top and its board.
        let doc = roxmltree::Document::parse(&zh).unwrap();
        let panel = doc
            .descendants()
            .find(|n| n.attribute("class") == Some("panel"))
            .unwrap();
        let at: Vec<f32> = panel
            .attribute("transform")
            .unwrap()
            .trim_start_matches("translate(")
            .trim_end_matches(')')
            .split(' ')
            .map(|v| v.parse().unwrap())
            .collect();
        let board = panel
            .children()
            .find(|n| n.attribute("class") == Some("board"))
            .unwrap();
        let board_y: f32 = board.attribute("y").unwrap().parse().unwrap();
        let board_x: f32 = board.attribute("x").unwrap().parse().unwrap();
        let board_w: f32 = board.attribute("width").unwrap().parse().unwrap();
        let (x0, y0) = (at[0] as u32, at[1] as u32);
        let caption = ink(
            &pixmap,
            (x0, x0 + (board_x + board_w) as u32 + 20),
            (y0, y0 + board_y as u32),
        );
        assert!(caption.len() > 100, "{} dark pixels", caption.len());
        // Two characters side by side, inside the panel, above the board.
        let (left, right) = (
            caption.iter().map(|p| p.0).min().unwrap(),
            caption.iter().map(|p| p.0).max().unwrap(),
        );
        let (top, bottom) = (
            caption.iter().map(|p| p.1).min().unwrap(),
            caption.iter().map(|p| p.1).max().unwrap(),
        );
        let (w, h) = (right - left, bottom - top);
        assert!(w > h && w < 3 * h, "{w} x {h}");
        assert!(
            h as f32 > style.cell * 0.4 && (h as f32) < style.cell,
            "{h}"
        );
        assert!(bottom < y0 + board_y as u32, "{bottom}");
        // The title's lines, above the panels.
        let (w, h) = (pixmap.width(), pixmap.height());
        let title_ink = ink(&pixmap, (0, w), (0, y0)).len();
        assert!(title_ink > 500, "{title_ink}");
        // Every ink pixel of the title is inside the picture's margins.
        let title_px = ink(&pixmap, (0, w), (0, y0));
        assert!(title_px.iter().all(|p| p.0 > 2 && p.0 < w - 2), "{w} x {h}");
        // The start alone, one panel wide, under the title cut into lines
        // (at twice the size, to look at).
        let start = frames(&noip_sample(), &[]);
        let zh = with(Lang::Zh, || {
            svg::strip(&start, Notation::Noip, &style, Some(&title))
        });
        let lines = zh.matches(r#"class="title""#).count();
        assert_eq!(lines, 1);
        let bytes = png(&zh, 2.0).unwrap();
        std::fs::write(dir.join("render-zh-start-titled.png"), &bytes).unwrap();
        let pixmap = rasterise(&zh, 2.0).unwrap();
        let (w, h) = (pixmap.width(), pixmap.height());
        let title_px = ink(&pixmap, (0, w), (0, h / 3));
        assert!(title_px.len() > 1000, "{}", title_px.len());
        assert!(title_px.iter().all(|p| p.0 > 4 && p.0 < w - 4), "{w} x {h}");
    }

    #[test]
    fn a_gif_without_moves_is_the_start_with_its_title() {
        let fr = frames(&noip_sample(), &[]);
        let style = Style::default();
        let titled = decode(&gif(&fr, Notation::Noip, &style, Some("no solution")).unwrap());
        let plain = decode(&gif(&fr, Notation::Noip, &style, None).unwrap());
        assert_eq!((titled.len(), plain.len()), (1, 1));
        assert!(titled[0].1 > plain[0].1, "the title takes room");
    }
}
