//! The JSON shapes shared by `mayan solve --json`, `mayan batch` and the web
//! API: a request naming a puzzle, the report of its search, and the hints
//! of `mayan hint --json` and `POST /api/hint`.
//!
//! Requests are read by one reader ([`SolveRequest::read`], and
//! [`read_object`] for the web API's other bodies): strict JSON objects,
//! every key once, unknown keys refused, the same short message in every
//! front end.
//!
//! Every output is a struct with `Serialize` derived, so its keys come out
//! in field order, which is the order `docs/json.md` and the JSON Schemas
//! in `docs/schema/` document.
#![cfg(feature = "serde")]

use mayan_core::plan::{Clear, Plan};
use mayan_core::read::{Format, ReadError, ReadOptions, read_puzzle};
use mayan_core::{Board, Move, MoveSet, Puzzle, PuzzleError};
use serde::{Deserialize, Deserializer, Serialize};

use crate::analysis::HintMove;
use crate::{Goal, Options, Outcome};

mod line;
mod read;

pub use line::{GenDifficulty, GenLine};
pub use read::{
    JsonError, JsonErrorKind, ReadJson, json_message, object, read_object, short_message,
    short_quotes,
};

/// A puzzle asked for in JSON: `{"grid": "<rows>", "rules": "drag" |
/// "swap4", "goal": "exact" | "at-most" | "shortest", "moves": N,
/// "no_null_moves": bool}`, or `"noip": "<NOIP text>"` in place of `grid`
/// and `moves`.
#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct SolveRequest {
    /// An identifier, echoed back (batch runs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<serde_json::Value>,
    /// The board in the grid format (docs/spec.md section 7).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grid: Option<String>,
    /// A whole NOIP input (budget included).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub noip: Option<String>,
    /// `drag` (default) or `swap4`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<String>,
    /// `exact`, `at-most` or `shortest` (default: the format's, see
    /// docs/spec.md section 4).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goal: Option<String>,
    /// The move budget (a grid's first line may give it instead).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub moves: Option<i64>,
    /// True: null moves are not moves.
    #[serde(default)]
    pub no_null_moves: bool,
}

/// Why a request does not make a puzzle: in English whatever the
/// language of the thread, since it goes into JSON (batch's error lines,
/// the web API's error bodies).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct RequestError(pub String);

impl SolveRequest {
    /// Validates the request into a puzzle (with its goal) and the
    /// null-move setting of the search. Its error is in English, for JSON.
    pub fn puzzle(&self) -> Result<(Puzzle, bool), RequestError> {
        mayan_i18n::with(mayan_i18n::Lang::En, || self.puzzle_in_english())
    }

    fn puzzle_in_english(&self) -> Result<(Puzzle, bool), RequestError> {
        let err = |m: String| RequestError(m);
        let rules: Option<MoveSet> = self
            .rules
            .as_deref()
            .map(str::parse)
            .transpose()
            .map_err(err)?;
        let goal: Option<Goal> = self
            .goal
            .as_deref()
            .map(str::parse)
            .transpose()
            .map_err(err)?;
        let (text, format) = match (&self.grid, &self.noip) {
            (Some(_), Some(_)) => {
                return Err(err("give either \"grid\" or \"noip\", not both".into()));
            }
            (None, None) => {
                return Err(err(
                    "no puzzle: give \"grid\" (with \"moves\") or \"noip\"".into()
                ));
            }
            (Some(g), None) => (g, Format::Grid),
            (None, Some(n)) => (n, Format::Noip),
        };
        let opts = ReadOptions {
            format: Some(format),
            rules,
            budget: self.moves,
            goal,
            ..ReadOptions::default()
        };
        let puzzle = read_puzzle(text.as_bytes(), &opts).map_err(|e| match e {
            ReadError::Puzzle(PuzzleError::NoBudget) => err(
                "no move budget: give \"moves\", or put it alone on the grid's first line".into(),
            ),
            e => err(e.to_string()),
        })?;
        Ok((puzzle, !self.no_null_moves))
    }
}

/// A move in JSON: `y` from the bottom row, `(dx, dy)` a unit step. Read
/// from an object `{"x", "y", "dx", "dy"}` only, no other key.
#[derive(Clone, Copy, Debug, Serialize, PartialEq, Eq)]
pub struct JsonMove {
    /// Column.
    pub x: u8,
    /// Row, 0 = bottom.
    pub y: u8,
    /// Step in x.
    pub dx: i8,
    /// Step in y.
    pub dy: i8,
}

impl<'de> Deserialize<'de> for JsonMove {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<JsonMove, D::Error> {
        /// The fields, with `Deserialize` derived.
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Fields {
            x: u8,
            y: u8,
            dx: i8,
            dy: i8,
        }
        let Fields { x, y, dx, dy } = object(d, "a move {\"x\", \"y\", \"dx\", \"dy\"}")?;
        Ok(JsonMove { x, y, dx, dy })
    }
}

impl From<Move> for JsonMove {
    fn from(m: Move) -> JsonMove {
        let (dx, dy) = m.dir.delta();
        JsonMove {
            x: m.x,
            y: m.y,
            dx: dx as i8,
            dy: dy as i8,
        }
    }
}

/// What `mayan solve --json` prints, and what batch runs and the web API
/// answer.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct SolveReport {
    /// The identifier of the request, if it had one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<serde_json::Value>,
    /// The puzzle's set, for a puzzle of a Panel Attack file (`mayan batch
    /// FILE.json`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub set: Option<String>,
    /// The puzzle's number in its set, from 1, with `set`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<usize>,
    /// The smallest solution, or `null` when there is none.
    pub moves: Option<Vec<JsonMove>>,
    /// True when a solution was found.
    pub solved: bool,
    /// The solution's length, or `null`.
    pub length: Option<usize>,
    /// `exact`, `at-most` or `shortest`.
    pub goal: String,
    /// The move budget.
    pub budget: u32,
    /// `drag` or `swap4`.
    pub rules: String,
    /// Whether null moves counted as moves.
    pub null_moves: bool,
    /// Positions searched.
    pub nodes: u64,
    /// Wall time of the search, in milliseconds.
    pub time_ms: f64,
}

impl SolveReport {
    /// The report of a finished search.
    pub fn new(puzzle: &Puzzle, opts: &Options, outcome: &Outcome) -> SolveReport {
        SolveReport::of(
            puzzle.goal(),
            puzzle.budget(),
            puzzle.rules(),
            opts.null_moves,
            outcome,
        )
    }

    /// The report of a finished search of a puzzle with this goal, budget
    /// and rules, null moves counted or not (for searches of other puzzle
    /// types than [`Puzzle`], such as garbage puzzles).
    pub fn of(
        goal: Goal,
        budget: u32,
        rules: MoveSet,
        null_moves: bool,
        outcome: &Outcome,
    ) -> SolveReport {
        SolveReport {
            id: None,
            set: None,
            index: None,
            moves: outcome
                .moves
                .as_ref()
                .map(|ms| ms.iter().copied().map(JsonMove::from).collect()),
            solved: outcome.moves.is_some(),
            length: outcome.moves.as_ref().map(Vec::len),
            goal: goal.name().to_string(),
            budget,
            rules: rules.name().to_string(),
            null_moves,
            nodes: outcome.nodes,
            time_ms: outcome.elapsed.as_secs_f64() * 1e3,
        }
    }
}

/// One first move of a [`HintReport`].
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct JsonHint {
    /// The first move.
    #[serde(rename = "move")]
    pub mv: JsonMove,
    /// The fewest moves needed after it (0 when it clears the board).
    pub after: u32,
    /// `after + 1`: the fewest moves in all when it is played first.
    pub total: u32,
    /// With `--why`: the first clear this move serves on the shortest way
    /// on (docs/plans.md).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub towards: Option<Clear>,
}

/// What `mayan hint --json` prints and `POST /api/hint` answers: every
/// first move that still clears the board within the budget.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct HintReport {
    /// The move budget.
    pub budget: u32,
    /// The winning first moves, in move order (empty when none wins).
    pub hints: Vec<JsonHint>,
    /// The fewest moves in all over the hints, or `null` when there is none.
    pub fewest: Option<u32>,
}

impl HintReport {
    /// The report of [`crate::analysis::hint`]'s moves for a puzzle of
    /// `budget` moves.
    pub fn new(budget: u32, hints: &[HintMove]) -> HintReport {
        let hints: Vec<JsonHint> = hints
            .iter()
            .map(|h| JsonHint {
                mv: JsonMove::from(h.mv),
                after: h.after,
                total: h.after + 1,
                towards: None,
            })
            .collect();
        HintReport {
            budget,
            fewest: hints.iter().map(|h| h.total).min(),
            hints,
        }
    }

    /// The report with each hint's [`JsonHint::towards`]: the clear its
    /// move serves first, read from a plan of its line played from
    /// `board`, checked against a replay.
    pub fn with_why(mut self, board: &Board, rules: MoveSet, hints: &[HintMove]) -> HintReport {
        for (j, h) in self.hints.iter_mut().zip(hints) {
            j.towards = Plan::checked(board, rules, &h.line)
                .ok()
                .and_then(|p| p.towards(1).cloned());
        }
        self
    }
}
