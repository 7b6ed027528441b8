//! The board: a grid of cells, column-major, row 0 at the bottom.

use std::fmt;

use crate::error::BoardError;

/// The widest board the engine takes.
pub const MAX_WIDTH: usize = 16;
/// The tallest board the engine takes.
pub const MAX_HEIGHT: usize = 16;
/// The largest colour number (colours are `1..=MAX_COLOURS`).
pub const MAX_COLOURS: u8 = 35;
/// An empty cell.
pub const EMPTY: u8 = 0;
/// An inert block (Panel de Pon's grey panel): it falls like any block, never
/// matches, and need not be cleared.
pub const GREY: u8 = MAX_COLOURS + 1;

/// A bit mask of cells, one `u16` per column, bit `y` for row `y`.
pub type CellMask = [u16; MAX_WIDTH];

/// A board of up to [`MAX_WIDTH`] by [`MAX_HEIGHT`] cells.
///
/// Cells hold [`EMPTY`], a colour `1..=MAX_COLOURS`, or [`GREY`]. A board is
/// `Copy`: the search clones it per move instead of undoing moves.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    width: u8,
    height: u8,
    pub(crate) cols: [[u8; MAX_HEIGHT]; MAX_WIDTH],
}

impl Board {
    /// An empty board of the given size.
    pub fn new(width: usize, height: usize) -> Result<Board, BoardError> {
        if width == 0 || height == 0 || width > MAX_WIDTH || height > MAX_HEIGHT {
            return Err(BoardError::Size { width, height });
        }
        Ok(Board {
            width: width as u8,
            height: height as u8,
            cols: [[EMPTY; MAX_HEIGHT]; MAX_WIDTH],
        })
    }

    /// The number of columns.
    #[inline]
    pub fn width(&self) -> usize {
        self.width as usize
    }

    /// The number of rows.
    #[inline]
    pub fn height(&self) -> usize {
        self.height as usize
    }

    /// The cell at column `x`, row `y` (row 0 at the bottom).
    ///
    /// # Panics
    /// When `(x, y)` is outside the storage (`x >= 16` or `y >= 16`).
    #[inline]
    pub fn get(&self, x: usize, y: usize) -> u8 {
        self.cols[x][y]
    }

    /// The cell at `(x, y)`, or `None` outside the board.
    #[inline]
    pub fn try_get(&self, x: isize, y: isize) -> Option<u8> {
        if x < 0 || y < 0 || x >= self.width as isize || y >= self.height as isize {
            None
        } else {
            Some(self.cols[x as usize][y as usize])
        }
    }

    /// Sets the cell at `(x, y)` without any check beyond the storage bounds.
    #[inline]
    pub fn set(&mut self, x: usize, y: usize, cell: u8) {
        self.cols[x][y] = cell;
    }

    /// Column `x`, bottom first, `height()` cells long.
    #[inline]
    pub fn column(&self, x: usize) -> &[u8] {
        &self.cols[x][..self.height as usize]
    }

    /// Swaps the cells `(x1, y1)` and `(x2, y2)`.
    #[inline]
    pub fn swap_cells(&mut self, x1: usize, y1: usize, x2: usize, y2: usize) {
        let a = self.cols[x1][y1];
        self.cols[x1][y1] = self.cols[x2][y2];
        self.cols[x2][y2] = a;
    }

    /// The number of blocks stacked in column `x` of a board whose blocks have
    /// fallen (the index of the first empty cell from the bottom).
    #[inline]
    pub fn stack_height(&self, x: usize) -> usize {
        let col = &self.cols[x];
        let mut y = 0;
        while y < self.height as usize && col[y] != EMPTY {
            y += 1;
        }
        y
    }

    /// True when no cell holds a block.
    pub fn is_empty(&self) -> bool {
        (0..self.width()).all(|x| self.column(x).iter().all(|&c| c == EMPTY))
    }

    /// True when no coloured block is left (inert grey blocks may remain).
    pub fn is_clear(&self) -> bool {
        (0..self.width()).all(|x| self.column(x).iter().all(|&c| c == EMPTY || c == GREY))
    }

    /// The number of blocks (coloured and grey).
    pub fn block_count(&self) -> usize {
        (0..self.width())
            .map(|x| self.column(x).iter().filter(|&&c| c != EMPTY).count())
            .sum()
    }

    /// How many blocks of each colour there are, indexed by cell value
    /// (index 0 and [`GREY`] included).
    pub fn colour_counts(&self) -> [u16; GREY as usize + 1] {
        let mut counts = [0u16; GREY as usize + 1];
        for x in 0..self.width() {
            for &c in self.column(x) {
                counts[c as usize] += 1;
            }
        }
        counts
    }

    /// The first block found floating (an empty cell under it), scanning
    /// columns left to right, bottom up.
    pub fn floating_block(&self) -> Option<(usize, usize)> {
        for x in 0..self.width() {
            let col = self.column(x);
            let mut gap = false;
            for (y, &c) in col.iter().enumerate() {
                if c == EMPTY {
                    gap = true;
                } else if gap {
                    return Some((x, y));
                }
            }
        }
        None
    }

    /// The largest colour number on the board (grey not counted).
    pub fn max_colour(&self) -> u8 {
        (0..self.width())
            .flat_map(|x| self.column(x).iter().copied())
            .filter(|&c| c != GREY)
            .max()
            .unwrap_or(0)
    }

    /// Renders the board as grid rows, top row first, with `.` for empty
    /// cells, `1`-`9` and `a`-`z` for colours and `#` for grey blocks.
    pub fn to_grid_string(&self) -> String {
        let mut s = String::with_capacity((self.width() + 1) * self.height());
        for y in (0..self.height()).rev() {
            for x in 0..self.width() {
                s.push(cell_char(self.get(x, y)));
            }
            s.push('\n');
        }
        s
    }
}

/// The one-character name of a cell: `.` empty, `1`-`9`, `a`-`z` (10-35),
/// `#` grey.
pub fn cell_char(cell: u8) -> char {
    match cell {
        EMPTY => '.',
        1..=9 => (b'0' + cell) as char,
        10..=MAX_COLOURS => (b'a' + cell - 10) as char,
        GREY => '#',
        _ => '?',
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Board {}x{}", self.width, self.height)?;
        f.write_str(&self.to_grid_string())
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_grid_string())
    }
}
