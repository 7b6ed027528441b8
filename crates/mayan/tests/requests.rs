//! One request reader for `mayan batch` and the web API (issue 36): batch
//! reads its lines strictly, as the web reads its bodies, with the
//! library's message (crates/mayan-web/tests/api.rs holds the web's side);
//! a line of `mayan gen --json` is a request; a wrong set name costs
//! little however long the names.

use assert_cmd::Command;
use assert_cmd::cargo::cargo_bin_cmd;
use mayan_solve::request::SolveRequest;
use serde_json::{Value, json};

fn mayan() -> Command {
    cargo_bin_cmd!("mayan")
}

/// `mayan batch` on `stdin`, exit code `code`: its output lines.
fn batch(stdin: impl Into<Vec<u8>>, code: i32) -> Vec<Value> {
    let out = mayan()
        .args(["batch", "--threads", "1", "--no-progress"])
        .write_stdin(stdin.into())
        .assert()
        .code(code)
        .get_output()
        .stdout
        .clone();
    String::from_utf8(out)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// The error of the one line `line`, which batch must refuse: its `id`
/// and message, after asserting that the message is the reader's.
fn refused(line: &str) -> (Value, String) {
    let got = batch(format!("{line}\n"), 1);
    assert_eq!(got.len(), 1, "{got:?}");
    let error = got[0]["error"]
        .as_str()
        .unwrap_or_else(|| panic!("{line}: {}", got[0]));
    let message = SolveRequest::read(line.as_bytes()).unwrap_err().message;
    assert_eq!(
        error,
        format!("line 1: {message}"),
        "not the reader's message"
    );
    (got[0]["id"].clone(), message)
}

// Issue 36: batch read a line into a JSON value first, which kept the last
// of repeated keys and answered `{"grid": A, "grid": B}` for B; the web
// API refused it.
#[test]
fn regression_batch_refuses_duplicate_keys_as_the_web_does() {
    let (id, message) = refused(r#"{"id": 4, "grid": "11.1", "moves": 1, "grid": "1.11"}"#);
    assert_eq!((id, message.as_str()), (json!(4), "duplicate field `grid`"));
    let (_, message) = refused(r#"{"id": {"a": 1, "a": 2}, "grid": "11.1", "moves": 1}"#);
    assert_eq!(message, "id: duplicate field `a`");
}

// Issue 36: the web API took serde's positional form of a request (a JSON
// array of its fields in order); batch refused it. Both refuse it now.
#[test]
fn regression_batch_refuses_json_arrays_as_requests_as_the_web_does() {
    let (id, message) = refused(r#"[null,"11.1.",null,null,null,1,false]"#);
    assert_eq!(id, Value::Null);
    assert_eq!(
        message,
        "expected a JSON object such as {\"id\": 1, \"grid\": \"...\", \"moves\": 2}, not an array"
    );
}

// Issue 36: `mayan gen --json ... | mayan batch` failed on every line
// ("unknown field `answer`"), although gen's help calls its JSON a batch
// request.
#[test]
fn regression_gen_json_lines_are_batch_requests() {
    let out = mayan()
        .args([
            "gen",
            "--json",
            "--count",
            "6",
            "--moves",
            "2",
            "--seed",
            "3",
            "--threads",
            "1",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    let lines: Vec<Value> = String::from_utf8(out.stdout.clone())
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let reports = batch(out.stdout, 0);
    assert_eq!(reports.len(), lines.len());
    for (g, r) in lines.iter().zip(&reports) {
        assert_eq!(r["id"], g["case"]);
        assert_eq!(r["solved"], g["solvable"]);
        assert_eq!(r["moves"], g["answer"], "case {}", g["case"]);
    }
}

// Issue 36: batch named `answer` unknown in a gen line whose first unknown
// key was `case`: the line was read into a JSON value, whose keys are
// sorted. The unknown key named is the first one written.
#[test]
fn regression_an_unknown_field_is_named_as_written() {
    let (_, message) = refused(r#"{"id": 1, "grid": "11.1", "zzz": 0, "answer": 1, "moves": 1}"#);
    assert!(
        message.starts_with("unknown field `zzz`, expected one of `id`, "),
        "{message}"
    );
    let (id, message) =
        refused(r#"{"case": 2, "request": {"id": 2, "grid": "11.1", "moves": 1}, "extra": 0}"#);
    assert_eq!(id, json!(2));
    assert!(
        message.starts_with("unknown field `extra`, expected one of `case`, "),
        "{message}"
    );
    let (_, message) = refused(r#"{"case": 2, "request": {"grid": "11.1", "moves": "1"}}"#);
    assert!(
        message.starts_with("request.moves: invalid type: string"),
        "{message}"
    );
}

// Issue 36: a wrong --puzzle compared every set name with it in full: 1,000
// names of 5,000 characters and a --puzzle of 5,000 took a minute to say
// there is no such set (crates/mayan-core's test of the same counts the
// steps).
#[test]
fn regression_a_wrong_set_name_among_huge_names_is_answered_at_once() {
    let long = "n".repeat(5000);
    let sets: Vec<String> = (0..1000)
        .map(|i| {
            format!(r#"{{"Set Name": "{i}{long}", "Puzzles": [{{"Moves": 1, "Stack": "1011"}}]}}"#)
        })
        .collect();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("huge.json");
    std::fs::write(&file, format!(r#"{{"Puzzle Sets": [{}]}}"#, sets.join(","))).unwrap();
    let out = mayan()
        .args(["solve", "--timeout", "5", "--puzzle", &long, "--index", "1"])
        .arg(&file)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("among the file's 1000 sets"), "{stderr}");
    assert!(stderr.len() < 500, "{} bytes", stderr.len());
}
