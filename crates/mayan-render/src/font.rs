//! A small font, so pictures need no font files.
//!
//! Latin capitals, digits and a few signs are strokes: each character is a
//! few polylines on a grid 4 units wide and 6 high (y down), drawn as an SVG
//! path with round caps ([`path_data`]). Lower-case letters are drawn as
//! capitals.
//!
//! The Chinese characters of the captions and titles (and their full-width
//! punctuation) are filled outlines on the same grid, an em 8.4 units,
//! drawn as a second path ([`fill_data`]). They come from WenQuanYi Micro
//! Hei (Apache-2.0), generated into `font/cjk.rs` by
//! `scripts/cjk-glyphs.py` for the catalogue messages that reach pictures.
//!
//! A character that is in neither is drawn as a small box.

mod cjk;

/// A filled glyph (`font/cjk.rs`).
struct Glyph {
    /// The character.
    c: char,
    /// Units from its left edge to the next character's.
    advance: f32,
    /// Its outline: absolute `M`, `L`, `Q` and `Z` commands, points on
    /// the grid with `(0, 0)` the top-left corner of the line.
    d: &'static str,
}

/// The filled glyph of `c`, when it has one.
fn glyph(c: char) -> Option<&'static Glyph> {
    cjk::GLYPHS
        .binary_search_by(|g| g.c.cmp(&c))
        .ok()
        .and_then(|i| cjk::GLYPHS.get(i))
}

/// The box drawn for a character the font lacks.
const MISSING: &str = "0,0 4,0 4,6 0,6 0,0";

/// The polylines of a character: `;` between lines, spaces between points
/// (`None` when the strokes lack it).
fn strokes(c: char) -> Option<&'static str> {
    Some(match c.to_ascii_uppercase() {
        '0' => "1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0; 4,1 0,5",
        '1' => "1,1 2,0 2,6; 1,6 3,6",
        '2' => "0,1 1,0 3,0 4,1 4,2 0,6 4,6",
        '3' => "0,0 4,0 2,2.5 3,2.5 4,3.5 4,5 3,6 1,6 0,5",
        '4' => "3,6 3,0 0,4 4,4",
        '5' => "4,0 0,0 0,2.5 3,2.5 4,3.5 4,5 3,6 0,6",
        '6' => "3.5,0 2,0 0,2 0,5 1,6 3,6 4,5 4,3.5 3,2.5 0,2.5",
        '7' => "0,0 4,0 1.5,6",
        '8' => "1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3; 1,3 0,2 0,1 1,0",
        '9' => "0.5,6 2,6 4,4 4,1 3,0 1,0 0,1 0,2.5 1,3.5 4,3.5",
        'A' => "0,6 0,2 2,0 4,2 4,6; 0,3.5 4,3.5",
        'B' => "0,0 3,0 4,1 4,2 3,3 0,3; 3,3 4,4 4,5 3,6 0,6 0,0",
        'C' => "4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5",
        'D' => "0,0 2.5,0 4,1.5 4,4.5 2.5,6 0,6 0,0",
        'E' => "4,0 0,0 0,6 4,6; 0,3 3,3",
        'F' => "4,0 0,0 0,6; 0,3 3,3",
        'G' => "4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.5 2,3.5",
        'H' => "0,0 0,6; 4,0 4,6; 0,3 4,3",
        'I' => "1,0 3,0; 2,0 2,6; 1,6 3,6",
        'J' => "1,0 4,0; 3,0 3,5 2,6 1,6 0,5",
        'K' => "0,0 0,6; 4,0 0,3.5; 1.3,2.7 4,6",
        'L' => "0,0 0,6 4,6",
        'M' => "0,6 0,0 2,3 4,0 4,6",
        'N' => "0,6 0,0 4,6 4,0",
        'O' => "1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0",
        'P' => "0,6 0,0 3,0 4,1 4,2 3,3 0,3",
        'Q' => "1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0; 2.5,4.5 4,6",
        'R' => "0,6 0,0 3,0 4,1 4,2 3,3 0,3; 2,3 4,6",
        'S' => "4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5",
        'T' => "0,0 4,0; 2,0 2,6",
        'U' => "0,0 0,5 1,6 3,6 4,5 4,0",
        'V' => "0,0 2,6 4,0",
        'W' => "0,0 1,6 2,2.5 3,6 4,0",
        'X' => "0,0 4,6; 4,0 0,6",
        'Y' => "0,0 2,3 4,0; 2,3 2,6",
        'Z' => "0,0 4,0 0,6 4,6",
        ':' => "2,1.8 2,2; 2,4.8 2,5",
        '-' => "1,3 3,3",
        '+' => "2,1.5 2,4.5; 0.5,3 3.5,3",
        '.' => "2,5.8 2,6",
        ',' => "2,5.5 1.5,7",
        '/' => "3.5,0 0.5,6",
        '(' => "3,0 2,1 2,5 3,6",
        ')' => "1,0 2,1 2,5 1,6",
        '!' => "2,0 2,4; 2,5.8 2,6",
        '#' => "1,1 1,5; 3,1 3,5; 0,2 4,2; 0,4 4,4",
        '*' => "2,1 2,5; 0.5,2 3.5,4; 3.5,2 0.5,4",
        ' ' => "",
        _ => return None,
    })
}

/// Units from one stroked character's left edge to the next one's.
pub const ADVANCE: f32 = 6.0;
/// A character's height in units: the capitals' (Chinese characters reach
/// a little above and below).
pub const HEIGHT: f32 = 6.0;
/// The space after a stroked character, inside its advance.
const GAP: f32 = 2.0;

/// True when `c` is drawn as itself (strokes or a filled glyph), not as a
/// box.
pub fn has_glyph(c: char) -> bool {
    glyph(c).is_some() || strokes(c).is_some()
}

/// True when `c` is drawn as a filled outline by [`fill_data`] (a Chinese
/// character or a full-width mark), not with strokes.
pub fn is_filled(c: char) -> bool {
    glyph(c).is_some()
}

/// Units from `c`'s left edge to the next character's: [`ADVANCE`], or
/// more for a Chinese character (a space beside one takes less: see
/// [`placed`]).
fn advance(c: char) -> f32 {
    glyph(c).map_or(ADVANCE, |g| g.advance)
}

/// Each character of `text` and its left edge, in units from the start,
/// and where the next character would start. A space with a Chinese
/// character on either side is half as wide, as between Chinese and
/// digits in a caption like `第 2 步`.
fn placed(text: &str) -> (Vec<(char, f32)>, f32) {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::with_capacity(chars.len());
    let mut at = 0.0;
    for (i, &c) in chars.iter().enumerate() {
        out.push((c, at));
        let filled = |j: usize| chars.get(j).is_some_and(|&c| glyph(c).is_some());
        let half = c == ' ' && ((i > 0 && filled(i - 1)) || filled(i + 1));
        at += if half { ADVANCE / 2.0 } else { advance(c) };
    }
    (out, at)
}

/// Units from the start of `text` to where a character after it would
/// start: [`ADVANCE`] a stroked character (less a space beside a Chinese
/// character), more a Chinese one.
pub fn span_units(text: &str) -> f32 {
    placed(text).1
}

/// The width in units of a line of text (no trailing space).
pub fn width_units(text: &str) -> f32 {
    match text.chars().last() {
        None => 0.0,
        Some(last) => {
            let gap = if glyph(last).is_some() { 0.0 } else { GAP };
            span_units(text) - gap
        }
    }
}

/// The path data (`d`) of the stroked characters of `text` with its
/// top-left corner at `(x, y)`, each unit `scale` pixels: to be drawn with
/// a stroke and no fill. The Chinese characters are left to [`fill_data`].
pub fn path_data(text: &str, x: f32, y: f32, scale: f32) -> String {
    let mut d = String::new();
    for (c, left) in placed(text).0 {
        if glyph(c).is_some() {
            continue;
        }
        let ox = x + left * scale;
        for line in strokes(c).unwrap_or(MISSING).split(';') {
            for (j, point) in line.split_whitespace().enumerate() {
                let Some((px, py)) = point.split_once(',') else {
                    continue;
                };
                let (Ok(px), Ok(py)) = (px.parse::<f32>(), py.parse::<f32>()) else {
                    continue;
                };
                d.push(if j == 0 { 'M' } else { 'L' });
                d.push_str(&format!("{} {}", num(ox + px * scale), num(y + py * scale)));
            }
        }
    }
    d
}

/// The path data (`d`) of the Chinese characters of `text`, placed as
/// [`path_data`] places the others: outlines to be filled, with no stroke.
/// Empty when `text` has none.
pub fn fill_data(text: &str, x: f32, y: f32, scale: f32) -> String {
    let mut d = String::new();
    for (c, left) in placed(text).0 {
        let Some(g) = glyph(c) else {
            continue;
        };
        let ox = x + left * scale;
        // Commands, each followed by its points' coordinates.
        for part in g.d.split_inclusive(|ch: char| ch.is_ascii_alphabetic()) {
            let (coords, command) = match part.char_indices().last() {
                Some((i, ch)) if ch.is_ascii_alphabetic() => (&part[..i], Some(ch)),
                _ => (part, None),
            };
            let values: Vec<f32> = coords
                .split_whitespace()
                .filter_map(|v| v.parse().ok())
                .collect();
            for (k, pair) in values.chunks_exact(2).enumerate() {
                if k > 0 {
                    d.push(' ');
                }
                d.push_str(&num(ox + pair[0] * scale));
                d.push(' ');
                d.push_str(&num(y + pair[1] * scale));
            }
            if let Some(command) = command {
                d.push(command);
            }
        }
    }
    d
}

/// A number for SVG: at most two decimals, no trailing zeros.
pub fn num(v: f32) -> String {
    let s = format!("{v:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0".to_string()
    } else {
        s.to_string()
    }
}

#[cfg(test)]
mod tests {
    use mayan_core::{Board, Dir, Move, MoveKind, Notation};
    use mayan_i18n::{FluentArgs, Lang, arg};

    use super::*;
    use crate::frames::{Frame, FrameKind};

    #[test]
    fn every_digit_and_letter_has_its_own_strokes() {
        let chars: Vec<char> = ('0'..='9').chain('A'..='Z').collect();
        for (i, &a) in chars.iter().enumerate() {
            assert!(strokes(a).is_some_and(|s| !s.is_empty()));
            for &b in &chars[i + 1..] {
                assert_ne!(strokes(a), strokes(b), "{a} and {b} look alike");
            }
        }
    }

    #[test]
    fn paths_are_made_of_moves_and_lines() {
        let d = path_data("1:", 10.0, 20.0, 2.0);
        assert!(d.starts_with("M12 22L14 20L14 32M12 32L16 32M"), "{d}");
        assert_eq!(path_data(" ", 0.0, 0.0, 1.0), "");
        assert_eq!(width_units("ab"), 10.0);
        assert_eq!(num(1.5), "1.5");
        assert_eq!(num(2.0), "2");
        assert_eq!(num(-0.001), "0");
        // A character the font lacks is a box.
        assert_eq!(path_data("~", 0.0, 0.0, 1.0), "M0 0L4 0L4 6L0 6L0 0");
        assert!(!has_glyph('~') && !has_glyph('丐'));
        assert_eq!(fill_data("AB 12", 0.0, 0.0, 1.0), "");
    }

    #[test]
    fn chinese_characters_are_filled_outlines_beside_the_strokes() {
        let g = glyph('开').unwrap();
        assert!(g.advance > ADVANCE && g.advance < 2.0 * ADVANCE);
        assert!(has_glyph('开') && has_glyph('：') && has_glyph('A'));
        // "2开": the digit's strokes, then the glyph one advance on, its
        // points moved and scaled as the strokes' are.
        let (x, y, s) = (10.0, 20.0, 2.0);
        assert_eq!(path_data("2开", x, y, s), path_data("2", x, y, s));
        let d = fill_data("2开", x, y, s);
        assert!(
            d.starts_with('M') && d.ends_with('Z') && d.contains('Q'),
            "{d}"
        );
        assert_eq!(fill_data("开", x + ADVANCE * s, y, s), d);
        let first: Vec<f32> = g.d[1..]
            .split(|c: char| c.is_ascii_alphabetic())
            .next()
            .unwrap()
            .split_whitespace()
            .map(|v| v.parse().unwrap())
            .collect();
        assert!(d.starts_with(&format!(
            "M{} {}",
            num(x + ADVANCE * s + first[0] * s),
            num(y + first[1] * s)
        )));
        // Widths: the glyph's whole advance when last, the strokes' less
        // their gap.
        assert_eq!(width_units("2开"), ADVANCE + g.advance);
        assert_eq!(width_units("开2"), g.advance + ADVANCE - GAP);
        // A space beside a Chinese character is half a space.
        assert_eq!(span_units("开 2"), g.advance + ADVANCE * 1.5);
        assert_eq!(span_units("2 2"), ADVANCE * 3.0);
        assert_eq!(
            fill_data("第 2 步", x, y, s),
            format!(
                "{}{}",
                fill_data("第", x, y, s),
                fill_data("步", x + (advance('第') + ADVANCE * 2.0) * s, y, s)
            )
        );
        assert_eq!(path_data("开", x, y, s), "");
    }

    #[test]
    fn the_glyph_table_is_sorted_and_its_outlines_read() {
        let glyphs = cjk::GLYPHS;
        assert!(glyphs.windows(2).all(|w| w[0].c < w[1].c));
        for g in glyphs {
            assert!(!g.c.is_ascii() && strokes(g.c).is_none(), "{}", g.c);
            assert!(g.d.starts_with('M') && g.d.ends_with('Z'), "{}", g.c);
            // Every command has its points: M and L one, Q two, Z none.
            for (i, command) in g.d.match_indices(|c: char| c.is_ascii_alphabetic()) {
                let rest = &g.d[i + 1..];
                let end = rest.find(|c: char| c.is_ascii_alphabetic());
                let n = rest[..end.unwrap_or(rest.len())].split_whitespace().count();
                let want = match command {
                    "M" | "L" => 2,
                    "Q" => 4,
                    _ => 0,
                };
                assert_eq!(n, want, "{}: {command} at {i}", g.c);
            }
            assert!(
                g.d.chars()
                    .all(|c| "MLQZ-. ".contains(c) || c.is_ascii_digit()),
                "{}",
                g.c
            );
            // Inside the line's band: a little above the capitals' top and
            // below their baseline.
            let values: Vec<f32> =
                g.d.split(|c: char| c.is_ascii_alphabetic() || c == ' ')
                    .filter_map(|v| v.parse().ok())
                    .collect();
            for p in values.chunks_exact(2) {
                assert!((-0.5..=g.advance + 0.5).contains(&p[0]), "{}: {p:?}", g.c);
                assert!((-2.0..=HEIGHT + 2.0).contains(&p[1]), "{}: {p:?}", g.c);
            }
        }
    }

    /// The ids of the catalogue's messages in `lang` that match a pattern
    /// of [`cjk::MESSAGES`] (`*` at the end for any ending).
    fn picture_messages(lang: Lang) -> Vec<String> {
        let matches = |id: &str| {
            cjk::MESSAGES.iter().any(|p| match p.strip_suffix('*') {
                Some(prefix) => id.starts_with(prefix),
                None => id == *p,
            })
        };
        let mut ids = Vec::new();
        for (l, _, text) in mayan_i18n::files() {
            if l != lang {
                continue;
            }
            for line in text.lines() {
                let Some((id, _)) = line.split_once('=') else {
                    continue;
                };
                let id = id.trim_end();
                if line.starts_with(|c: char| c.is_ascii_lowercase()) && matches(id) {
                    ids.push(id.to_string());
                }
            }
        }
        ids
    }

    /// Every text of `lang` that can be drawn into a picture: each
    /// picture message with each choice of its selectors, and the captions
    /// of every kind of frame in every notation.
    fn picture_texts(lang: Lang) -> Vec<String> {
        let mut out = Vec::new();
        for id in picture_messages(lang) {
            for goal in ["exact", "at-most", "shortest"] {
                for finish in ["chain", "clear"] {
                    for n in [1, 12] {
                        let mut args = FluentArgs::new();
                        for name in ["number", "count", "moves", "blocks", "n"] {
                            args.set(name, arg(n));
                        }
                        args.set("goal", arg(goal));
                        args.set("finish", arg(finish));
                        args.set("name", arg("a.ans"));
                        args.set("notation", arg("3 1 1"));
                        args.set("within", arg("3"));
                        out.push(mayan_i18n::tr_in(lang, &id, Some(&args)));
                    }
                }
            }
        }
        let mut board = Board::new(5, 7).unwrap();
        let mv = Move::new(1, 0, Dir::Left);
        let kinds = [
            FrameKind::Start,
            FrameKind::Move {
                number: 1,
                mv,
                kind: MoveKind::Swap,
            },
            FrameKind::Move {
                number: 2,
                mv,
                kind: MoveKind::Null,
            },
            FrameKind::Fall { number: 3 },
            FrameKind::Clear {
                number: 3,
                stage: 1,
                count: 6,
            },
            FrameKind::End { moves: 3 },
        ];
        for notation in [Notation::Noip, Notation::PanelAttack, Notation::Plain] {
            for kind in kinds {
                out.push(mayan_i18n::with(lang, || {
                    Frame::still(kind, board).caption(notation)
                }));
            }
        }
        board.set(0, 0, 1);
        let end = Frame::still(FrameKind::End { moves: 3 }, board);
        out.push(mayan_i18n::with(lang, || end.caption(Notation::Noip)));
        out
    }

    #[test]
    fn every_picture_message_has_its_glyphs() {
        let zh = picture_texts(Lang::Zh);
        assert!(zh.iter().any(|t| t.contains("全部消除")), "{zh:?}");
        assert!(picture_messages(Lang::Zh).len() > 10);
        for lang in [Lang::En, Lang::Zh] {
            let mut missing: Vec<String> = Vec::new();
            for text in picture_texts(lang) {
                for c in text.chars().filter(|&c| !has_glyph(c)) {
                    missing.push(format!("{c:?} in {text:?}"));
                }
            }
            assert!(
                missing.is_empty(),
                "characters drawn into pictures without a glyph: run \
                 `python3 scripts/cjk-glyphs.py` (docs/i18n.md), or give the \
                 stroke font their strokes:\n{}",
                missing.join("\n")
            );
        }
        // And no glyph is there for nothing: the table is the script's for
        // today's messages.
        let used: std::collections::BTreeSet<char> =
            picture_texts(Lang::Zh).concat().chars().collect();
        let unused: String = cjk::GLYPHS
            .iter()
            .map(|g| g.c)
            .filter(|c| !used.contains(c))
            .collect();
        assert!(
            unused.is_empty(),
            "glyphs no picture message uses: {unused}: run `python3 scripts/cjk-glyphs.py`"
        );
    }
}
