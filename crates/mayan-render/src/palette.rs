//! Colours and symbols for blocks.
//!
//! The first seven colours are the Okabe-Ito palette, chosen so that people
//! with the common forms of colour blindness can tell them apart; three more
//! come from Paul Tol's palettes. Every colour also has its own [`Symbol`],
//! so a picture still reads in grey scale. Colours past the tenth reuse the
//! ten fills and are told apart by their letter (`a`-`z`), drawn as the
//! symbol. Grey (inert) blocks are mid grey with diagonal hatching and no
//! symbol.

use mayan_core::{EMPTY, GREY, cell_char};

/// A colour as red, green and blue bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// `#rrggbb`.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }

    /// Relative luminance (sRGB, 0 to 1).
    pub fn luminance(self) -> f32 {
        fn lin(c: u8) -> f32 {
            let c = f32::from(c) / 255.0;
            if c <= 0.04045 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        }
        0.2126 * lin(self.0) + 0.7152 * lin(self.1) + 0.0722 * lin(self.2)
    }

    /// The nearest colour of the xterm 256-colour cube or grey ramp.
    pub fn xterm256(self) -> u8 {
        fn level(c: u8) -> (u8, u8) {
            // The cube's six levels: 0, 95, 135, 175, 215, 255.
            const LEVELS: [u8; 6] = [0, 95, 135, 175, 215, 255];
            let mut best = 0;
            for (i, &l) in LEVELS.iter().enumerate() {
                if c.abs_diff(l) < c.abs_diff(LEVELS[best]) {
                    best = i;
                }
            }
            (best as u8, LEVELS[best])
        }
        let dist = |a: Rgb, b: Rgb| {
            let d = |x: u8, y: u8| (i32::from(x) - i32::from(y)).pow(2);
            d(a.0, b.0) + d(a.1, b.1) + d(a.2, b.2)
        };
        let (r, rv) = level(self.0);
        let (g, gv) = level(self.1);
        let (b, bv) = level(self.2);
        let cube = 16 + 36 * r + 6 * g + b;
        let cube_d = dist(self, Rgb(rv, gv, bv));
        let avg = (u16::from(self.0) + u16::from(self.1) + u16::from(self.2)) / 3;
        let step = ((avg.saturating_sub(3)) / 10).min(23) as u8;
        let gv = 8 + 10 * step;
        let grey_d = dist(self, Rgb(gv, gv, gv));
        if grey_d < cube_d { 232 + step } else { cube }
    }
}

/// The ten block fills, for colours 1 to 10 (then again for 11 to 20, ...).
pub const FILLS: [Rgb; 10] = [
    Rgb(0xE6, 0x9F, 0x00), // orange
    Rgb(0x56, 0xB4, 0xE9), // sky blue
    Rgb(0x00, 0x9E, 0x73), // bluish green
    Rgb(0xF0, 0xE4, 0x42), // yellow
    Rgb(0x00, 0x72, 0xB2), // blue
    Rgb(0xD5, 0x5E, 0x00), // vermillion
    Rgb(0xCC, 0x79, 0xA7), // reddish purple
    Rgb(0x33, 0x22, 0x88), // indigo
    Rgb(0x88, 0x22, 0x55), // wine
    Rgb(0x44, 0xAA, 0x99), // teal
];

/// The fill of grey (inert) blocks.
pub const GREY_FILL: Rgb = Rgb(0x9E, 0x9E, 0x9E);
/// The hatching on grey blocks.
pub const GREY_HATCH: Rgb = Rgb(0x5A, 0x5A, 0x5A);
/// Dark ink: outlines, highlights, text.
pub const INK: Rgb = Rgb(0x1A, 0x1A, 0x1A);
/// Light ink: symbols on dark fills.
pub const PAPER: Rgb = Rgb(0xFF, 0xFF, 0xFF);

/// The fill of a cell's block ([`PAPER`] for an empty cell).
pub fn fill(cell: u8) -> Rgb {
    match cell {
        EMPTY => PAPER,
        GREY => GREY_FILL,
        c => FILLS[usize::from(c - 1) % FILLS.len()],
    }
}

/// The ink that stands out on a cell's fill: dark on light fills, light on
/// dark ones.
pub fn ink_on(cell: u8) -> Rgb {
    if fill(cell).luminance() > 0.25 {
        INK
    } else {
        PAPER
    }
}

/// The mark drawn on a block so its colour can be told without colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Symbol {
    /// A filled circle (colour 1).
    Circle,
    /// A triangle pointing up (2).
    TriangleUp,
    /// A square (3).
    Square,
    /// A diamond (4).
    Diamond,
    /// A five-pointed star (5).
    Star,
    /// A plus sign (6).
    Plus,
    /// A triangle pointing down (7).
    TriangleDown,
    /// A hexagon (8).
    Hexagon,
    /// Two triangles tip to tip (9).
    Bowtie,
    /// A half disc, flat side up (10).
    HalfDisc,
    /// The colour's letter (11 and up).
    Letter(char),
    /// Hatching (grey blocks).
    Hatch,
    /// Nothing (empty cells).
    None,
}

/// The symbol of a cell.
pub fn symbol(cell: u8) -> Symbol {
    match cell {
        EMPTY => Symbol::None,
        GREY => Symbol::Hatch,
        1 => Symbol::Circle,
        2 => Symbol::TriangleUp,
        3 => Symbol::Square,
        4 => Symbol::Diamond,
        5 => Symbol::Star,
        6 => Symbol::Plus,
        7 => Symbol::TriangleDown,
        8 => Symbol::Hexagon,
        9 => Symbol::Bowtie,
        10 => Symbol::HalfDisc,
        c => Symbol::Letter(cell_char(c)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_ten_colours_differ_in_fill_and_symbol() {
        for a in 1..=10u8 {
            for b in (a + 1)..=10 {
                assert_ne!(fill(a), fill(b), "{a} and {b}");
                assert_ne!(symbol(a), symbol(b), "{a} and {b}");
            }
        }
    }

    #[test]
    fn every_colour_has_a_distinct_symbol() {
        let syms: Vec<Symbol> = (1..=35u8).map(symbol).collect();
        for (i, a) in syms.iter().enumerate() {
            for b in &syms[i + 1..] {
                assert_ne!(a, b);
            }
        }
        assert_eq!(symbol(GREY), Symbol::Hatch);
        assert_ne!(fill(GREY), fill(1));
    }

    #[test]
    fn ink_contrasts_with_fill() {
        assert_eq!(ink_on(4), INK, "dark on yellow");
        assert_eq!(ink_on(8), PAPER, "light on indigo");
    }

    #[test]
    fn xterm_colours() {
        assert_eq!(Rgb(0, 0, 0).xterm256(), 16);
        assert_eq!(Rgb(255, 255, 255).xterm256(), 231);
        assert_eq!(Rgb(0xE6, 0x9F, 0x00).xterm256(), 178);
        assert_eq!(Rgb(0x9E, 0x9E, 0x9E).xterm256(), 247);
    }
}
