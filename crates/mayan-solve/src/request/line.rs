//! A request as `mayan batch` and the web API read it: a [`SolveRequest`]
//! object, or a line of `mayan gen --json` ([`GenLine`]), whose `request`
//! is the request and whose other fields are known and not used.

use mayan_core::format::grid;
use serde::Serialize;
use serde::de::IgnoredAny;
use serde_json::{Map, Value};

use super::read::{self, JsonError, ReadJson};
use super::{JsonMove, SolveRequest};
use crate::Goal;
use crate::generate::{Generated, Kind};

/// What follows "expected a JSON object" when a request line is not one.
const EXAMPLE: &str = " such as {\"id\": 1, \"grid\": \"...\", \"moves\": 2}";

impl SolveRequest {
    /// Reads a request from a JSON text (a line of `mayan batch`, a body of
    /// `POST /api/solve`): a request object, or a line of `mayan gen
    /// --json` (its `request` is read; its `case`, `solvable`, `answer`,
    /// `blocks` and `difficulty` are known keys, not read). Strict: one JSON
    /// object, no key repeated at any level, no unknown key (named as
    /// written), no positional form. On error, the message is short and
    /// names no place in a file, and [`JsonError::id`] is the request's
    /// `id` when the text is JSON that has one.
    pub fn read(bytes: &[u8]) -> Result<SolveRequest, JsonError> {
        /// The `id` of a request, or of a gen line's request.
        fn id(tree: &Map<String, Value>) -> Option<Value> {
            let request = match tree.get("request") {
                Some(r) => r.as_object()?,
                None => tree,
            };
            request.get("id").filter(|v| !v.is_null()).cloned()
        }
        read::read_with(bytes, EXAMPLE, id, |tree| {
            if tree.contains_key("request") {
                read::typed::<GenLineIn>(bytes).map(|g| g.request)
            } else {
                read::typed(bytes)
            }
        })
    }
}

impl ReadJson for SolveRequest {
    fn read_json(bytes: &[u8]) -> Result<SolveRequest, JsonError> {
        SolveRequest::read(bytes)
    }
}

/// A line of `mayan gen --json` as the reader takes it: the keys of
/// [`GenLine`], only `request` read.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct GenLineIn {
    #[serde(default, rename = "case")]
    _case: Option<IgnoredAny>,
    #[serde(deserialize_with = "request_object")]
    request: SolveRequest,
    #[serde(default, rename = "solvable")]
    _solvable: Option<IgnoredAny>,
    #[serde(default, rename = "answer")]
    _answer: Option<IgnoredAny>,
    #[serde(default, rename = "blocks")]
    _blocks: Option<IgnoredAny>,
    #[serde(default, rename = "difficulty")]
    _difficulty: Option<IgnoredAny>,
}

/// A gen line's `request`: an object only.
fn request_object<'de, D: serde::Deserializer<'de>>(d: D) -> Result<SolveRequest, D::Error> {
    read::object(d, "a request object")
}

/// One line of `mayan gen --json` (docs/json.md, `docs/schema/gen.schema.json`):
/// the puzzle as a batch request, and what the generator knows of it.
/// `mayan batch` and the web API read such a line as its `request`.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct GenLine {
    /// The case number, from 1 (the request's `id` too).
    pub case: usize,
    /// The puzzle as a request.
    pub request: SolveRequest,
    /// True: the puzzle clears in exactly its budget's moves.
    pub solvable: bool,
    /// The smallest solution (what `mayan solve` prints), `None` for `-1`.
    pub answer: Option<Vec<JsonMove>>,
    /// Blocks on the board.
    pub blocks: usize,
    /// The parts of the difficulty score (docs/generate.md).
    pub difficulty: GenDifficulty,
}

/// The parts of a [`GenLine`]'s difficulty score (docs/generate.md).
#[derive(Clone, Copy, Debug, Serialize, PartialEq, Eq)]
pub struct GenDifficulty {
    /// The score.
    pub score: u32,
    /// Distinct first moves.
    pub first_moves: usize,
    /// First moves that still win.
    pub winning_first_moves: usize,
    /// Moves of the answer after which nothing vanishes.
    pub setup_moves: u32,
    /// Cascade stages beyond the first, summed over the answer.
    pub cascade_stages: u32,
}

impl GenLine {
    /// The line of the `case`-th generated puzzle (from 1); `no_null_moves`
    /// is the reading it was made under.
    pub fn new(case: usize, g: &Generated, no_null_moves: bool) -> GenLine {
        let d = &g.difficulty;
        GenLine {
            case,
            request: SolveRequest {
                id: Some(case.into()),
                grid: Some(grid::write(g.puzzle.board(), &grid::Header::default())),
                noip: None,
                rules: Some(g.puzzle.rules().name().to_string()),
                goal: Some(Goal::Exact.name().to_string()),
                moves: Some(i64::from(g.puzzle.budget())),
                no_null_moves,
            },
            solvable: g.kind == Kind::Solvable,
            answer: g
                .answer
                .as_ref()
                .map(|ms| ms.iter().copied().map(JsonMove::from).collect()),
            blocks: g.puzzle.board().block_count(),
            difficulty: GenDifficulty {
                score: d.score,
                first_moves: d.first_moves,
                winning_first_moves: d.winning_first_moves,
                setup_moves: d.setup_moves,
                cascade_stages: d.cascade_stages,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::request::read::JsonErrorKind;

    fn gen_line() -> GenLine {
        GenLine {
            case: 3,
            request: SolveRequest {
                id: Some(3.into()),
                grid: Some("11.1\n".into()),
                moves: Some(1),
                ..SolveRequest::default()
            },
            solvable: true,
            answer: Some(vec![JsonMove {
                x: 2,
                y: 0,
                dx: 1,
                dy: 0,
            }]),
            blocks: 3,
            difficulty: GenDifficulty {
                score: 1,
                first_moves: 3,
                winning_first_moves: 1,
                setup_moves: 0,
                cascade_stages: 0,
            },
        }
    }

    #[test]
    fn a_gen_line_reads_as_its_request() {
        let line = gen_line();
        let text = serde_json::to_vec(&line).unwrap();
        assert_eq!(SolveRequest::read(&text), Ok(line.request.clone()));
        // Every key gen writes is a key the reader knows.
        let written = serde_json::to_value(&line).unwrap();
        let keys: Vec<&String> = written.as_object().unwrap().keys().collect();
        for key in keys {
            let alone = serde_json::json!({ key: written[key], "request": written["request"] });
            assert!(
                SolveRequest::read(alone.to_string().as_bytes()).is_ok(),
                "{key}"
            );
        }
    }

    #[test]
    fn a_bad_gen_line_names_its_bad_key_and_keeps_its_id() {
        let e =
            SolveRequest::read(br#"{"case": 1, "extra": 0, "request": {"id": 7}}"#).unwrap_err();
        assert!(
            e.message.starts_with("unknown field `extra`"),
            "{}",
            e.message
        );
        assert_eq!(e.id, Some(7.into()));
        let e =
            SolveRequest::read(br#"{"case": 1, "request": {"id": "a", "grid": 3}}"#).unwrap_err();
        assert!(
            e.message.starts_with("request.grid: invalid type"),
            "{}",
            e.message
        );
        assert_eq!(
            (e.kind, e.id),
            (JsonErrorKind::NotRequest, Some("a".into()))
        );
        // A repeated key keeps the id for the error line, in a gen line too.
        for text in [
            &br#"{"id": 4, "grid": "11.1", "grid": "1.11"}"#[..],
            br#"{"case": 4, "request": {"id": 4, "moves": 1, "moves": 2}}"#,
        ] {
            let e = SolveRequest::read(text).unwrap_err();
            assert_eq!(e.id, Some(4.into()), "{}", e.message);
            assert!(e.message.contains("duplicate field"), "{}", e.message);
        }
        let e = SolveRequest::read(br#"{"request": [null, "11.1"]}"#).unwrap_err();
        assert!(
            e.message.starts_with("request: invalid type: sequence"),
            "{}",
            e.message
        );
    }
}
