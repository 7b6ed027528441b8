//! The game's level presets ("modern" levels 1 to 11, `LevelPresets.lua`):
//! the frame counts of a panel's states, the health, the starting speed and
//! the stop-time formula. A puzzle is played at the level the player picks
//! in the puzzle menu, 5 unless changed.

/// Frame counts of a panel's states at a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Timing {
    /// Frames a panel hovers over an empty cell before it falls.
    pub hover: i32,
    /// Frames a panel turned from garbage hovers.
    pub garbage_hover: i32,
    /// Frames a matched panel flashes.
    pub flash: i32,
    /// Frames it then shows its face.
    pub face: i32,
    /// Frames between two pops of one match.
    pub pop: i32,
}

/// One level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Level {
    /// 1 to 11.
    pub number: u8,
    /// The stack's starting rise speed (1 to 99).
    pub speed: u8,
    /// Frames a topped-out stack survives without stop or shake time.
    pub max_health: i32,
    /// The panel state frame counts.
    pub timing: Timing,
    /// Stop time: a constant for a combo.
    pub stop_combo: i32,
    /// Stop time: a constant for a chain.
    pub stop_chain: i32,
    /// Stop time: a constant for a chain while topped out.
    pub stop_danger: i32,
    /// Stop time per panel of a combo or link of a chain.
    pub stop_coefficient: i32,
    /// Stop time per link of a chain while topped out.
    pub stop_danger_coefficient: i32,
}

/// Levels 1 to 11: speed, health, stop (combo, chain, danger, coefficient,
/// danger coefficient), hover, garbage hover, flash, face, pop.
const TABLE: [(u8, i32, [i32; 5], [i32; 5]); 11] = [
    (1, 121, [-20, 80, 160, 20, 20], [12, 41, 44, 20, 9]),
    (5, 101, [-16, 77, 152, 18, 18], [12, 36, 44, 18, 9]),
    (9, 81, [-12, 74, 144, 16, 16], [11, 31, 42, 17, 8]),
    (13, 66, [-8, 71, 136, 14, 14], [10, 26, 42, 16, 8]),
    (17, 51, [-3, 68, 128, 12, 12], [9, 21, 38, 15, 8]),
    (21, 41, [2, 65, 120, 10, 10], [6, 16, 36, 14, 8]),
    (25, 31, [7, 62, 112, 8, 8], [5, 13, 34, 13, 8]),
    (29, 21, [12, 60, 104, 6, 6], [4, 10, 32, 12, 7]),
    (27, 11, [17, 58, 96, 4, 4], [6, 7, 30, 11, 7]),
    (32, 1, [22, 56, 88, 2, 2], [6, 4, 28, 10, 7]),
    (45, 1, [27, 53, 80, 1, 0], [3, 3, 22, 8, 6]),
];

/// The level the game's puzzle menu starts at.
pub const DEFAULT_LEVEL: u8 = 5;

impl Level {
    /// Level `number` (1 to 11), `None` past that.
    pub fn get(number: u8) -> Option<Level> {
        let &(speed, max_health, stop, t) = TABLE.get(usize::from(number).checked_sub(1)?)?;
        Some(Level {
            number,
            speed,
            max_health,
            timing: Timing {
                hover: t[0],
                garbage_hover: t[1],
                flash: t[2],
                face: t[3],
                pop: t[4],
            },
            stop_combo: stop[0],
            stop_chain: stop[1],
            stop_danger: stop[2],
            stop_coefficient: stop[3],
            stop_danger_coefficient: stop[4],
        })
    }

    /// The stop time a match earns: nothing for a plain match of three; a
    /// combo earns by its size, a chain by its length, more while the stack
    /// is topped out.
    pub fn stop_time(&self, size: i32, topped_out: bool, chain: bool, chain_counter: i32) -> i32 {
        if size <= 3 && !chain {
            return 0;
        }
        match (topped_out, chain) {
            (true, true) => {
                let length = if chain_counter > 4 { 6 } else { chain_counter };
                self.stop_danger + (length - 1) * self.stop_danger_coefficient
            }
            (true, false) => {
                let length = if size < 9 { 2 } else { 3 };
                self.stop_coefficient * length + self.stop_chain
            }
            (false, true) => self.stop_coefficient * chain_counter.min(13) + self.stop_chain,
            (false, false) => self.stop_coefficient * size + self.stop_combo,
        }
    }
}

/// Sixteenths of a frame between two steps of the stack's rise, by speed
/// (1 to 99; the game's own table: 2 is slower than 1, and 50 to 99 are the
/// same).
pub fn rise_time(speed: u8) -> i32 {
    const RISE: [i32; 49] = [
        942, 983, 838, 790, 755, 695, 649, 604, 570, 515, 474, 444, 394, 370, 347, 325, 306, 289,
        271, 256, 240, 227, 213, 201, 189, 178, 169, 158, 148, 138, 129, 120, 112, 105, 99, 92, 86,
        82, 77, 73, 69, 66, 62, 59, 56, 54, 52, 50, 48,
    ];
    RISE.get(usize::from(speed.max(1)) - 1)
        .copied()
        .unwrap_or(47)
}
