//! What is drawn in a cell: a block with its symbol, and the marks of
//! cells that vanished, are about to vanish, or moved.

use std::fmt::Write;

use mayan_core::GREY;

use crate::font;
use crate::palette::{self, INK, PAPER, Rgb, Symbol};

/// Marks of cells that just vanished.
const SPARK: Rgb = Rgb(0x99, 0x99, 0x99);

/// One block: a rounded square in its fill and its symbol.
pub(super) fn block(out: &mut String, cell: u8, x: f32, y: f32, size: f32) {
    let n = font::num;
    let inset = size * 0.06;
    let side = size - 2.0 * inset;
    let fill = palette::fill(cell);
    let _ = write!(
        out,
        r#"<g class="block" data-cell="{}"><rect x="{}" y="{}" width="{}" height="{}" rx="{}" fill="{}" stroke="{}" stroke-opacity="0.35" stroke-width="{}"/>"#,
        mayan_core::cell_char(cell),
        n(x + inset),
        n(y + inset),
        n(side),
        n(side),
        n(size * 0.12),
        fill.hex(),
        INK.hex(),
        n((size * 0.025).max(0.5))
    );
    let ink = palette::ink_on(cell).hex();
    let (cx, cy) = (x + size / 2.0, y + size / 2.0);
    let r = size * 0.27;
    let poly = |pts: &[(f32, f32)]| -> String {
        let mut d = String::new();
        for (i, (px, py)) in pts.iter().enumerate() {
            let _ = write!(
                d,
                "{}{} {}",
                if i == 0 { 'M' } else { 'L' },
                n(cx + px * r),
                n(cy + py * r)
            );
        }
        d.push('Z');
        d
    };
    let regular = |k: usize, start: f32, radius: f32| -> Vec<(f32, f32)> {
        (0..k)
            .map(|i| {
                let a = start + i as f32 * std::f32::consts::TAU / k as f32;
                (radius * a.cos(), radius * a.sin())
            })
            .collect()
    };
    let filled = |d: String| format!(r#"<path d="{d}" fill="{ink}"/>"#);
    let stroked = |d: String, w: f32| {
        format!(
            r#"<path d="{d}" fill="none" stroke="{ink}" stroke-width="{}" stroke-linecap="round"/>"#,
            n(w * r)
        )
    };
    let up = -std::f32::consts::FRAC_PI_2;
    let sym = match palette::symbol(cell) {
        Symbol::None => String::new(),
        Symbol::Circle => format!(
            r#"<circle cx="{}" cy="{}" r="{}" fill="{ink}"/>"#,
            n(cx),
            n(cy),
            n(r * 0.85)
        ),
        Symbol::Bowtie => filled(poly(&[
            (-1.0, -0.8),
            (0.0, 0.0),
            (1.0, -0.8),
            (1.0, 0.8),
            (0.0, 0.0),
            (-1.0, 0.8),
        ])),
        Symbol::TriangleUp => filled(poly(&regular(3, up, 1.05))),
        Symbol::TriangleDown => filled(poly(&regular(3, -up, 1.05))),
        Symbol::Square => filled(poly(&[
            (-0.75, -0.75),
            (0.75, -0.75),
            (0.75, 0.75),
            (-0.75, 0.75),
        ])),
        Symbol::Diamond => filled(poly(&regular(4, up, 1.0))),
        Symbol::Hexagon => filled(poly(&regular(6, 0.0, 0.95))),
        Symbol::Star => {
            let pts: Vec<(f32, f32)> = (0..10)
                .map(|i| {
                    let a = up + i as f32 * std::f32::consts::PI / 5.0;
                    let rad = if i % 2 == 0 { 1.1 } else { 0.45 };
                    (rad * a.cos(), rad * a.sin())
                })
                .collect();
            filled(poly(&pts))
        }
        Symbol::Plus => stroked(
            format!(
                "M{} {}H{}M{} {}V{}",
                n(cx - r),
                n(cy),
                n(cx + r),
                n(cx),
                n(cy - r),
                n(cy + r)
            ),
            0.45,
        ),
        Symbol::HalfDisc => {
            // The lower half of a disc, its flat side up.
            let k = r * 0.95;
            filled(format!(
                "M{} {}A{} {} 0 0 0 {} {}Z",
                n(cx - k),
                n(cy - k * 0.35),
                n(k),
                n(k),
                n(cx + k),
                n(cy - k * 0.35)
            ))
        }
        Symbol::Letter(c) => {
            let s = r * 1.7 / font::HEIGHT;
            let text = c.to_string();
            let d = font::path_data(
                &text,
                cx - font::width_units(&text) * s / 2.0,
                cy - font::HEIGHT * s / 2.0,
                s,
            );
            format!(
                r#"<path d="{d}" fill="none" stroke="{ink}" stroke-width="{}" stroke-linecap="round" stroke-linejoin="round"/>"#,
                n(s * 1.2)
            )
        }
        Symbol::Hatch => {
            let mut d = String::new();
            let (x0, y0) = (x + inset, y + inset);
            for k in 1..8 {
                let t = k as f32 * side / 4.0;
                let (a, b) = if t <= side {
                    ((x0 + t, y0), (x0, y0 + t))
                } else {
                    ((x0 + side, y0 + t - side), (x0 + t - side, y0 + side))
                };
                let _ = write!(d, "M{} {}L{} {}", n(a.0), n(a.1), n(b.0), n(b.1));
            }
            debug_assert_eq!(cell, GREY);
            format!(
                r#"<path d="{d}" stroke="{}" stroke-width="{}" fill="none"/>"#,
                palette::GREY_HATCH.hex(),
                n(size * 0.06)
            )
        }
    };
    out.push_str(&sym);
    out.push_str("</g>\n");
}

/// The mark of a cell whose block just vanished: a faint burst.
pub(super) fn spark(out: &mut String, x: f32, y: f32, size: f32) {
    let n = font::num;
    let (cx, cy) = (x + size / 2.0, y + size / 2.0);
    let mut d = String::new();
    for i in 0..8 {
        let a = i as f32 * std::f32::consts::FRAC_PI_4;
        let (s, c) = a.sin_cos();
        let _ = write!(
            d,
            "M{} {}L{} {}",
            n(cx + c * size * 0.12),
            n(cy + s * size * 0.12),
            n(cx + c * size * 0.3),
            n(cy + s * size * 0.3)
        );
    }
    let _ = writeln!(
        out,
        r#"<path class="cleared" d="{d}" stroke="{}" stroke-width="{}" stroke-linecap="round" fill="none"/>"#,
        SPARK.hex(),
        n(size * 0.05)
    );
}

/// The mark of a cell about to vanish: a dashed outline over a white halo.
pub(super) fn vanishing(out: &mut String, x: f32, y: f32, size: f32) {
    let n = font::num;
    let i = size * 0.1;
    let rect = |class: &str, colour: Rgb, w: f32, dash: &str| {
        format!(
            r#"<rect class="{class}" x="{}" y="{}" width="{}" height="{}" rx="{}" fill="none" stroke="{}" stroke-width="{}"{dash}/>"#,
            n(x + i),
            n(y + i),
            n(size - 2.0 * i),
            n(size - 2.0 * i),
            n(size * 0.1),
            colour.hex(),
            n(w)
        )
    };
    out.push_str(&rect("vanishing-halo", PAPER, size * 0.11, ""));
    out.push_str(&rect(
        "vanishing",
        INK,
        size * 0.07,
        &format!(
            r#" stroke-dasharray="{} {}""#,
            n(size * 0.13),
            n(size * 0.09)
        ),
    ));
    out.push('\n');
}

/// The mark of a moved cell: a solid outline over a white halo.
pub(super) fn moved(out: &mut String, x: f32, y: f32, size: f32) {
    let n = font::num;
    let i = size * 0.02;
    for (class, colour, w) in [
        ("moved-halo", PAPER, size * 0.14),
        ("moved", INK, size * 0.08),
    ] {
        let _ = write!(
            out,
            r#"<rect class="{class}" x="{}" y="{}" width="{}" height="{}" rx="{}" fill="none" stroke="{}" stroke-width="{}"/>"#,
            n(x + i),
            n(y + i),
            n(size - 2.0 * i),
            n(size - 2.0 * i),
            n(size * 0.12),
            colour.hex(),
            n(w)
        );
    }
    out.push('\n');
}
