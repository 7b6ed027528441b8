//! A small stroke font, so pictures need no font files: each character is a
//! few polylines on a grid 4 units wide and 6 high (y down), drawn as an SVG
//! path with round caps. Lower-case letters are drawn as capitals; a
//! character the font lacks is drawn as a small box.

/// The polylines of a character: `;` between lines, spaces between points.
fn strokes(c: char) -> &'static str {
    match c.to_ascii_uppercase() {
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
        _ => "0,0 4,0 4,6 0,6 0,0",
    }
}

/// Units from one character's left edge to the next one's.
pub const ADVANCE: f32 = 6.0;
/// A character's height in units.
pub const HEIGHT: f32 = 6.0;

/// The width in units of a line of text (no trailing space).
pub fn width_units(text: &str) -> f32 {
    let n = text.chars().count();
    if n == 0 {
        0.0
    } else {
        n as f32 * ADVANCE - 2.0
    }
}

/// The path data (`d`) of `text` with its top-left corner at `(x, y)`,
/// each unit `scale` pixels.
pub fn path_data(text: &str, x: f32, y: f32, scale: f32) -> String {
    let mut d = String::new();
    for (i, c) in text.chars().enumerate() {
        let ox = x + i as f32 * ADVANCE * scale;
        for line in strokes(c).split(';') {
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
    use super::*;

    #[test]
    fn every_digit_and_letter_has_its_own_strokes() {
        let chars: Vec<char> = ('0'..='9').chain('A'..='Z').collect();
        for (i, &a) in chars.iter().enumerate() {
            assert!(!strokes(a).is_empty());
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
    }
}
