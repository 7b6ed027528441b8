//! Fuzz test of the batch request reader (issue 18): request lines of
//! `mayan_oracle::fuzz`'s corpus, mutated as JSON or in the puzzle text
//! they carry, read the way `mayan batch` and the web API read them
//! ([`SolveRequest::read`], then [`SolveRequest::puzzle`]).
//!
//! For every line: no panic, an answer within [`fuzz::READ_LIMIT`], an
//! error that is a short message with no Rust `Debug` dump, a puzzle in
//! the notation of the field that gave it (`grid` plain, `noip` NOIP),
//! and a puzzle that, written back as a request, reads back equal.
//!
//! Needs the `serde` feature (on in `cargo test --workspace`, which builds
//! the `mayan` binary's features). Cases are seeded and fixed;
//! `MAYAN_FUZZ_CASES=N` runs N instead.
#![cfg(feature = "serde")]

use std::sync::LazyLock;

use mayan_core::format::noip;
use mayan_core::{Notation, Puzzle};
use mayan_oracle::fuzz::{self, Mutation, Seed};
use mayan_solve::request::SolveRequest;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

static REQUESTS: LazyLock<Vec<Seed>> = LazyLock::new(fuzz::requests);
static PUZZLES: LazyLock<Vec<Seed>> = LazyLock::new(fuzz::puzzles);

fn mutations() -> impl Strategy<Value = Vec<Mutation>> {
    let one = (any::<u8>(), any::<u32>(), any::<u32>(), any::<u8>())
        .prop_map(|(kind, a, b, c)| Mutation::from_parts(kind, a, b, c));
    proptest::collection::vec(one, 0..=3)
}

/// What reading a line gives: the JSON or request error as `mayan batch`
/// words it, or the request's puzzle.
type Outcome = Result<(SolveRequest, Result<(Puzzle, bool), String>), String>;

/// Reads a line the way `mayan batch` does.
fn read_line(line: &[u8]) -> Outcome {
    let req = SolveRequest::read(line).map_err(|e| e.message)?;
    let puzzle = req.puzzle().map_err(|e| e.to_string());
    Ok((req, puzzle))
}

fn message_ok(message: &str) -> Result<(), String> {
    match fuzz::message_problem(message) {
        None => Ok(()),
        Some(problem) => Err(format!("{problem}: {message}")),
    }
}

/// A request for a puzzle: the field it came in (`noip` when `noip`),
/// written back by [`mayan_core`]'s writers.
fn request_for(p: &Puzzle, null_moves: bool, noip: bool) -> SolveRequest {
    let mut req = SolveRequest {
        rules: Some(p.rules().name().to_string()),
        goal: Some(p.goal().name().to_string()),
        no_null_moves: !null_moves,
        ..SolveRequest::default()
    };
    if noip {
        req.noip = Some(noip::write(p.board(), p.budget()));
    } else {
        req.grid = Some(p.board().to_grid_string());
        req.moves = Some(i64::from(p.budget()));
    }
    req
}

/// A request's puzzle, sent again as JSON, reads back equal.
fn round_trip(
    p: &Puzzle,
    null_moves: bool,
    noip: bool,
    write: fn(&Puzzle, bool, bool) -> SolveRequest,
) -> Result<(), String> {
    let line = serde_json::to_vec(&write(p, null_moves, noip)).map_err(|e| e.to_string())?;
    let shown = String::from_utf8_lossy(&line).into_owned();
    match read_line(&line) {
        Ok((_, Ok((q, n)))) if q == *p && n == null_moves => Ok(()),
        Ok((_, Ok((q, _)))) => Err(format!("{shown} reads back as {q:?}, not {p:?}")),
        Ok((_, Err(e))) | Err(e) => Err(format!("{shown} does not read back: {e}")),
    }
}

/// Every property of one line.
fn check_line(line: &[u8]) -> Result<(), String> {
    let l = line.to_vec();
    match fuzz::within(fuzz::READ_LIMIT, move || read_line(&l))? {
        Err(e) | Ok((_, Err(e))) => message_ok(&e),
        Ok((req, Ok((p, null_moves)))) => {
            let noip = req.noip.is_some();
            let own = if noip {
                Notation::Noip
            } else {
                Notation::Plain
            };
            if p.notation() != own {
                return Err(format!(
                    "a request with {} gives a puzzle in {:?}",
                    if noip { "\"noip\"" } else { "\"grid\"" },
                    p.notation()
                ));
            }
            round_trip(&p, null_moves, noip, request_for)
        }
    }
}

/// A request line whose puzzle text is one of the corpus's, mutated: the
/// same mutations, inside the JSON string.
fn carrying(field: &str, text: &[u8], moves: Option<i64>) -> Vec<u8> {
    let mut req = serde_json::json!({ field: String::from_utf8_lossy(text) });
    if let Some(m) = moves {
        req["moves"] = m.into();
    }
    serde_json::to_vec(&req).unwrap()
}

proptest! {
    #![proptest_config(fuzz::config(3000))]

    #[test]
    fn fuzz_request_line(i in any::<usize>(), muts in mutations()) {
        let seed = &REQUESTS[i % REQUESTS.len()];
        check_line(&fuzz::mutate(&seed.bytes, &muts)).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn fuzz_request_puzzle_text(
        i in any::<usize>(),
        muts in mutations(),
        noip in any::<bool>(),
        moves in prop_oneof![Just(None), (-2i64..60).prop_map(Some)],
    ) {
        let seed = &PUZZLES[i % PUZZLES.len()];
        let text = fuzz::mutate(&seed.bytes, &muts);
        let line = carrying(if noip { "noip" } else { "grid" }, &text, moves);
        check_line(&line).map_err(TestCaseError::fail)?;
    }
}

#[test]
fn the_round_trip_catches_a_request_that_loses_its_rules() {
    let line = br#"{"grid": ".1....\n.2....\n.3....\n.21...\n.133..\n.221..\n.1122.", "rules": "swap4", "moves": 2}"#;
    let Ok((_, Ok((p, null_moves)))) = read_line(line) else {
        panic!("the maze does not read")
    };
    assert_eq!(round_trip(&p, null_moves, false, request_for), Ok(()));
    let ruleless: fn(&Puzzle, bool, bool) -> SolveRequest = |p, n, noip| SolveRequest {
        rules: None,
        ..request_for(p, n, noip)
    };
    assert!(round_trip(&p, null_moves, false, ruleless).is_err());
}

#[test]
fn the_message_property_catches_a_debug_dump_of_a_request() {
    let Ok((req, Err(e))) = read_line(br#"{"grid": "1"}"#) else {
        panic!("a grid without a budget reads")
    };
    assert_eq!(message_ok(&e), Ok(()));
    assert!(message_ok(&format!("{req:?}")).is_err());
}

// Found by the fuzz test (issue 18): serde's message quotes an unknown key
// or a wrong string whole, so `mayan batch` answered a line with a long
// one by an error line of any length.
#[test]
fn regression_a_long_key_or_string_in_a_request_is_not_echoed_whole() {
    let long = "k".repeat(5000);
    for line in [
        format!(r#"{{"grid": "11.1", "moves": 1, "{long}": 1}}"#),
        format!(r#"{{"grid": "11.1", "moves": "{long}"}}"#),
        format!(r#"{{"grid": "11.1", "moves": 1, "rules": "{long}"}}"#),
        format!(r#"{{"grid": "11.1", "moves": 1, "no_null_moves": "\"{long}"}}"#),
    ] {
        let (Err(e) | Ok((_, Err(e)))) = read_line(line.as_bytes()) else {
            panic!("{line} reads")
        };
        assert!(e.len() < 300, "{} bytes: {e}", e.len());
        assert!(e.contains("kkkkkkkkkk…"), "{e}");
    }
    assert_eq!(
        mayan_solve::request::short_quotes("unknown field `abc`, expected `id`"),
        "unknown field `abc`, expected `id`"
    );
}
