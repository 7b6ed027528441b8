//! The SVG pictures, read back as XML.

use mayan_core::GREY;

use super::page::wrap_words;
use super::rows::MAX_PER_ROW;
use super::*;
use crate::palette;

use crate::frames::frames;
use crate::testdata::{noip_sample, panel_sample, panel_turns, sample_turns};

fn parse(svg: &str) -> roxmltree::Document<'_> {
    roxmltree::Document::parse(svg).unwrap()
}

fn class_count(doc: &roxmltree::Document<'_>, class: &str) -> usize {
    doc.descendants()
        .filter(|n| n.attribute("class") == Some(class))
        .count()
}

#[test]
fn a_board_has_one_block_shape_per_block() {
    let b = noip_sample();
    let svg = board(&b, Notation::Noip, &Style::default());
    let doc = parse(&svg);
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    assert_eq!(class_count(&doc, "block"), b.block_count());
    assert_eq!(b.block_count(), 12);
    // The cells named in the picture are the board's, colour by colour.
    let mut named: Vec<String> = doc
        .descendants()
        .filter_map(|n| n.attribute("data-cell"))
        .map(str::to_string)
        .collect();
    named.sort();
    let mut expected: Vec<String> = b
        .to_grid_string()
        .chars()
        .filter(|c| c.is_ascii_digit())
        .map(|c| c.to_string())
        .collect();
    expected.sort();
    assert_eq!(named, expected);
    // No text elements: everything is a path.
    assert_eq!(
        doc.descendants().filter(|n| n.has_tag_name("text")).count(),
        0
    );
}

#[test]
fn grey_blocks_are_hatched() {
    let mut b = Board::new(3, 2).unwrap();
    b.set(0, 0, GREY);
    b.set(1, 0, 1);
    let svg = board(&b, Notation::Noip, &Style::default());
    let doc = parse(&svg);
    assert_eq!(class_count(&doc, "block"), 2);
    assert!(svg.contains(&palette::GREY_HATCH.hex()));
    assert!(svg.contains(&palette::GREY_FILL.hex()));
}

#[test]
fn a_strip_has_a_panel_per_frame_and_marks_the_moves() {
    let start = noip_sample();
    let turns = sample_turns();
    let fr = frames(&start, &turns);
    let svg = strip(&fr, Notation::Noip, &Style::default(), None);
    let doc = parse(&svg);
    assert_eq!(class_count(&doc, "panel"), 9);
    let blocks: usize = fr.iter().map(|f| f.board.block_count()).sum();
    assert_eq!(class_count(&doc, "block"), blocks);
    // Two highlighted cells and one arrow per move.
    assert_eq!(class_count(&doc, "moved"), 6);
    assert_eq!(class_count(&doc, "arrow"), 3);
    // 6 + 3 + 3 cells marked before they vanish, and as many sparks.
    assert_eq!(class_count(&doc, "vanishing"), 12);
    assert_eq!(class_count(&doc, "cleared"), 12);
    // Two rows, five frames and four: the start, moves 1 to 3 and the
    // first clear, then the rest of move 3's cascade.
    let root = doc.root_element();
    let w: f32 = root.attribute("width").unwrap().parse().unwrap();
    let h: f32 = root.attribute("height").unwrap().parse().unwrap();
    assert!(w > h, "{w} x {h}");
}

/// Width and height of an SVG picture.
fn size(svg: &str) -> (f32, f32) {
    let doc = parse(svg);
    let r = doc.root_element();
    let get = |a: &str| r.attribute(a).unwrap().parse::<f32>().unwrap();
    (get("width"), get("height"))
}

/// The height of every board drawn, in cells.
fn board_heights(svg: &str, cell: f32) -> Vec<f32> {
    let doc = parse(svg);
    doc.descendants()
        .filter(|n| n.attribute("class") == Some("board"))
        .map(|n| n.attribute("height").unwrap().parse::<f32>().unwrap() / cell)
        .collect()
}

#[test]
fn an_animation_has_one_size_and_one_crop() {
    let fr = frames(&panel_sample(), &panel_turns());
    let style = Style::default();
    let pictures = animation(&fr, Notation::PanelAttack, &style, None);
    assert_eq!(pictures.len(), fr.len());
    let sizes: Vec<(f32, f32)> = pictures.iter().map(|p| size(p)).collect();
    assert!(sizes.iter().all(|s| s == &sizes[0]), "{sizes:?}");
    for p in &pictures {
        assert_eq!(board_heights(p, style.cell), [6.0]);
    }
}

#[test]
fn tall_boards_are_cropped_to_the_rows_in_use_and_one_more() {
    let style = Style::default();
    // Panel Attack: 5 rows of 12 in use, 6 shown on every panel, the
    // board open at the top.
    let fr = frames(&panel_sample(), &panel_turns());
    let svg = strip(&fr, Notation::PanelAttack, &style, None);
    let heights = board_heights(&svg, style.cell);
    assert_eq!(heights.len(), fr.len());
    assert!(heights.iter().all(|&h| h == 6.0), "{heights:?}");
    let doc = parse(&svg);
    assert_eq!(class_count(&doc, "board-edge"), fr.len());
    // No label names a row that is not drawn.
    for l in labels(&doc, "rows") {
        assert_eq!(l, "1 2 3 4 5 6");
    }
    // A board whose top row is in use is drawn whole, closed.
    let mut full = Board::new(3, 4).unwrap();
    for y in 0..4 {
        full.set(0, y, 1 + (y % 2) as u8);
    }
    let svg = board(&full, Notation::Plain, &style);
    assert_eq!(board_heights(&svg, style.cell), [4.0]);
    assert_eq!(class_count(&parse(&svg), "board-edge"), 0);
}

#[test]
fn a_title_is_wrapped_to_the_picture() {
    let style = Style::default();
    let fr = frames(&noip_sample(), &[]);
    let plain = strip(&fr, Notation::Noip, &style, None);
    let text = "no solution in exactly 1 move";
    let titled = strip(&fr, Notation::Noip, &style, Some(text));
    let doc = parse(&titled);
    let title = doc
        .descendants()
        .find(|n| n.attribute("class") == Some("title"))
        .unwrap();
    assert_eq!(title.attribute("data-text"), Some(text));
    // The title makes the picture taller, not wider: it wraps.
    let (w, h) = size(&titled);
    assert_eq!(w, size(&plain).0);
    assert!(h > size(&plain).1);
    // Every point of its strokes is inside the picture.
    let d = title.attribute("d").unwrap();
    let xs = d
        .split(['M', 'L'])
        .filter_map(|p| p.split_whitespace().next())
        .map(|x| x.parse::<f32>().unwrap());
    assert!(xs.into_iter().all(|x| x > 0.0 && x < w), "{d}");
    assert!(
        strip(&fr, Notation::Noip, &style, None)
            .find("title")
            .is_none()
    );
}

#[test]
fn words_wrap_at_spaces_and_long_ones_are_cut() {
    assert_eq!(
        wrap_words("no solution in exactly 1 move", 15),
        ["no solution in", "exactly 1 move"]
    );
    assert_eq!(
        wrap_words("a-long-file-name.ans: -1", 10),
        ["a-long-fil", "e-name.ans", ": -1"]
    );
    assert_eq!(
        wrap_words("/tmp/rw/none.ans: the answer is -1", 15),
        ["/tmp/rw/", "none.ans: the", "answer is -1"]
    );
    assert_eq!(wrap_words("", 10), Vec::<String>::new());
}

#[test]
fn chinese_wraps_between_characters_but_not_at_its_marks() {
    let text = "用恰好 3 步且一次连锁消除完成（先走不消除任何方块的步，最后一步的连锁消除清掉所有颜色）无解";
    for max in [6, 9, 12, 20] {
        let lines = wrap_words(text, max);
        assert!(lines.len() > 1, "{max}: {lines:?}");
        for l in &lines {
            let slots = crate::font::span_units(l) / crate::font::ADVANCE;
            assert!(slots <= max as f32, "{max}: {l} takes {slots}");
            assert!(!l.starts_with(['，', '）']), "{max}: {lines:?}");
            assert!(!l.ends_with('（'), "{max}: {lines:?}");
        }
        // Nothing lost: the lines are the text, cut.
        assert_eq!(lines.concat().replace(' ', ""), text.replace(' ', ""));
    }
    // A line is filled before Chinese goes on to the next.
    assert_eq!(wrap_words("用恰好 3 步无解", 6), ["用恰好 3", "步无解"]);
}

#[test]
fn rows_of_a_strip_are_spread_evenly() {
    // The NOIP sample: three one-frame moves, then a six-frame cascade.
    assert_eq!(row_lengths(&[1, 1, 1, 6]), [5, 4]);
    // The box maze: the start, a move, then seven frames.
    assert_eq!(row_lengths(&[1, 1, 7]), [5, 4]);
    // Few frames: one row.
    assert_eq!(row_lengths(&[1, 1, 1, 2]), [5]);
    assert_eq!(row_lengths(&[1, 2]), [3]);
    // Eight fit a row; nine are not eight and one.
    assert_eq!(row_lengths(&[1; 8]), [8]);
    assert_eq!(row_lengths(&[1; 9]), [5, 4]);
    // Moves stay whole when that costs nothing.
    assert_eq!(row_lengths(&[1, 2, 2, 2, 2]), [5, 4]);
    assert_eq!(row_lengths(&[2, 2, 2, 2, 2, 2]), [6, 6]);
    assert_eq!(row_lengths(&[]), Vec::<usize>::new());
}

#[test]
fn no_strip_ends_on_a_row_of_one() {
    // Every way of cutting 5 to 16 frames into moves of up to 7.
    fn each(total: usize, groups: &mut Vec<usize>, check: &mut dyn FnMut(&[usize])) {
        let sum: usize = groups.iter().sum();
        if sum == total {
            check(groups);
            return;
        }
        for g in 1..=(total - sum).min(7) {
            groups.push(g);
            each(total, groups, check);
            groups.pop();
        }
    }
    for total in 5..=16 {
        each(total, &mut vec![1], &mut |groups| {
            let rows = row_lengths(groups);
            assert_eq!(rows.iter().sum::<usize>(), total);
            assert!(
                rows.iter().all(|&r| r <= MAX_PER_ROW),
                "{groups:?}: {rows:?}"
            );
            assert!(
                rows.len() == 1 || rows.last() != Some(&1),
                "{groups:?}: {rows:?}"
            );
        });
    }
}

/// The `data-labels` of every panel's row and column labels.
fn labels(doc: &roxmltree::Document<'_>, axis: &str) -> Vec<String> {
    let class = format!("coordinates {axis}");
    doc.descendants()
        .filter(|n| n.attribute("class") == Some(class.as_str()))
        .filter_map(|n| n.attribute("data-labels"))
        .map(str::to_string)
        .collect()
}

#[test]
fn labels_count_as_the_notation_does() {
    let svg = board(&noip_sample(), Notation::Noip, &Style::default());
    let doc = parse(&svg);
    // The sample's blocks reach row 3: rows 0 to 4 are drawn.
    assert_eq!(labels(&doc, "rows"), ["0 1 2 3 4"]);
    assert_eq!(labels(&doc, "columns"), ["0 1 2 3 4"]);
    let fr = frames(&panel_sample(), &panel_turns());
    let svg = strip(&fr, Notation::PanelAttack, &Style::default(), None);
    let doc = parse(&svg);
    let rows = labels(&doc, "rows");
    assert_eq!(rows.len(), fr.len());
    assert!(rows.iter().all(|r| r == "1 2 3 4 5 6"), "{rows:?}");
    let columns = labels(&doc, "columns");
    assert!(columns.iter().all(|c| c == "1 2 3 4 5 6"), "{columns:?}");
}

#[test]
fn many_colours_get_letters() {
    let mut b = Board::new(2, 1).unwrap();
    b.set(0, 0, 11);
    b.set(1, 0, 35);
    let svg = board(&b, Notation::Noip, &Style::default());
    let doc = parse(&svg);
    assert_eq!(class_count(&doc, "block"), 2);
}

/// The pictures as they are in English, to the byte: a strip of the NOIP
/// sample under a title that wraps, and one of Panel Attack's notation.
#[test]
fn english_pictures_stay_as_they_were() {
    let style = Style::default();
    let fr = frames(&noip_sample(), &sample_turns());
    let title = "/tmp/rw/none.ans: the answer is -1 (no solution in exactly 3 moves)";
    insta::assert_snapshot!(
        "noip_strip_en",
        strip(&fr, Notation::Noip, &style, Some(title))
    );
    // One panel wide: the title is cut over lines.
    let start = frames(&noip_sample(), &[]);
    insta::assert_snapshot!(
        "noip_start_titled_en",
        strip(&start, Notation::Noip, &style, Some(title))
    );
    let fr = frames(&panel_sample(), &panel_turns());
    insta::assert_snapshot!(
        "panel_animation_en",
        animation(&fr, Notation::PanelAttack, &style, None).join("")
    );
}

/// A small puzzle in every kind of frame: the `2` at (2, 0) moves right,
/// the `1` above it falls, a row of three `1`s clears and one block is
/// left.
fn small_frames() -> Vec<Frame> {
    let mut b = Board::new(4, 2).unwrap();
    for (x, y, c) in [(0, 0, 1), (1, 0, 1), (2, 0, 2), (2, 1, 1)] {
        b.set(x, y, c);
    }
    let mv = mayan_core::Move::new(2, 0, mayan_core::Dir::Right);
    let turns = crate::frames::replay(&b, &[mv], mayan_core::MoveSet::Drag).unwrap();
    crate::frames::with_end(&frames(&b, &turns))
}

#[test]
fn chinese_pictures_draw_their_captions_with_filled_glyphs() {
    use mayan_i18n::{Lang, with};
    let fr = small_frames();
    let style = Style {
        cell: 24.0,
        ..Style::default()
    };
    let title = "a.ans：答案为 -1（无解）";
    let zh = with(Lang::Zh, || strip(&fr, Notation::Noip, &style, Some(title)));
    let doc = parse(&zh);
    // Each panel's caption: strokes for the digits, then the Chinese
    // characters filled, in the strokes' ink.
    let cjk: Vec<_> = doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("caption cjk"))
        .collect();
    assert_eq!(cjk.len(), fr.len());
    for n in &cjk {
        assert_eq!(n.attribute("fill"), Some(palette::INK.hex().as_str()));
        assert_eq!(n.attribute("stroke"), None);
        assert!(n.attribute("d").unwrap().contains('Q'));
    }
    assert_eq!(class_count(&doc, "title cjk"), 1);
    let captions: Vec<String> = with(Lang::Zh, || {
        fr.iter().map(|f| f.caption(Notation::Noip)).collect()
    });
    assert_eq!(
        captions,
        [
            "开始",
            "第 1 步：2 0 1",
            "1：掉落",
            "1：消除 3 个",
            "1：剩 1 个"
        ]
    );
    insta::assert_snapshot!("small_strip_zh", zh);
    // In English: the same picture with no filled glyphs but the title's.
    let en = strip(&fr, Notation::Noip, &style, Some("a.ans: the answer is -1"));
    assert!(!en.contains("cjk"), "{en}");
    assert_eq!(size(&en).1, size(&zh).1);
}
