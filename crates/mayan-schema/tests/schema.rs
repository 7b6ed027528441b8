//! Every `--json` output of the binary against its JSON Schema in
//! `docs/schema/` (docs/json.md): real output validates, its keys come in
//! the order the schema lists them, two runs print the same bytes, the
//! schemas reject what they should, and the examples in docs/json.md are
//! valid too.

use std::collections::BTreeSet;
use std::fmt;
use std::path::{Path, PathBuf};

use assert_cmd::Command;
use mayan_core::{Goal, MAX_BUDGET, MoveSet};
use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Value, json};

/// Every schema file, by name (`docs/schema/NAME.schema.json`).
const SCHEMAS: &[&str] = &[
    "solve",
    "count",
    "all",
    "unique",
    "hint",
    "check",
    "explain",
    "list",
    "verify",
    "gen",
    "batch-request",
    "batch-report",
];

const SAMPLE: &str = "examples/noip-sample.in";
const MAZE: &str = "examples/box-maze.txt";
const PANEL: &str = "fixtures/panel/panel-attack_stock-example_v2.json";

/// The workspace root: every command runs there, with relative paths.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Writes a scratch file for one test; `name` must be unique to the test.
fn scratch(name: &str, contents: &[u8]) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("schema");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

fn mayan() -> Command {
    let mut cmd = Command::new(crate::mayan_bin());
    cmd.current_dir(root());
    cmd
}

/// Runs `mayan ARGS` with `stdin`; its exit code and stdout. Fails on a
/// panic or an unexpected exit code.
fn run_with(args: &[&str], stdin: &str, code: i32) -> String {
    let out = mayan().args(args).write_stdin(stdin).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    assert_eq!(out.status.code(), Some(code), "{args:?}: {stderr}");
    String::from_utf8(out.stdout).unwrap()
}

fn run(args: &[&str], code: i32) -> String {
    run_with(args, "", code)
}

fn schema_text(name: &str) -> String {
    let path = root().join(format!("docs/schema/{name}.schema.json"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn schema(name: &str) -> Value {
    serde_json::from_str(&schema_text(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn validator(name: &str) -> jsonschema::Validator {
    jsonschema::draft202012::new(&schema(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The schema's complaints about `value`, one a line.
fn errors(v: &jsonschema::Validator, value: &Value) -> Vec<String> {
    v.iter_errors(value)
        .map(|e| format!("{e} (at `{}`)", e.instance_path()))
        .collect()
}

/// Asserts that every line of `text` is one JSON document valid under the
/// schema `name`, with its keys in the schema's order; the documents.
fn assert_valid(name: &str, text: &str) -> Vec<Value> {
    let v = validator(name);
    let order = Ordered::parse(&schema_text(name));
    let mut docs = Vec::new();
    for line in text.lines() {
        let value: Value =
            serde_json::from_str(line).unwrap_or_else(|e| panic!("{name}: {e}: {line}"));
        let errs = errors(&v, &value);
        assert!(errs.is_empty(), "{name}: {line}\n{}", errs.join("\n"));
        check_order(&order, &order, &Ordered::parse(line), "$");
        docs.push(value);
    }
    assert!(!docs.is_empty(), "{name}: no output");
    docs
}

/// Like [`assert_valid`] for a one-object output: exactly one line.
fn assert_one(name: &str, text: &str) -> Value {
    assert_eq!(
        text.matches('\n').count(),
        1,
        "{name}: not one line: {text}"
    );
    assert_valid(name, text).remove(0)
}

// ------------------------------------------------ JSON with its key order

/// JSON as written, objects keeping their key order (serde_json's `Value`
/// sorts them).
#[derive(Debug)]
enum Ordered {
    Object(Vec<(String, Ordered)>),
    Array(Vec<Ordered>),
    String(String),
    /// A number, a boolean or null.
    Scalar,
}

impl Ordered {
    fn parse(text: &str) -> Ordered {
        serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
    }

    fn get(&self, key: &str) -> Option<&Ordered> {
        match self {
            Ordered::Object(fields) => fields.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    fn keys(&self) -> Vec<&str> {
        match self {
            Ordered::Object(fields) => fields.iter().map(|(k, _)| k.as_str()).collect(),
            _ => Vec::new(),
        }
    }

    fn items(&self) -> &[Ordered] {
        match self {
            Ordered::Array(items) => items,
            _ => &[],
        }
    }
}

impl<'de> Deserialize<'de> for Ordered {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Ordered, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Ordered;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("JSON")
            }
            fn visit_bool<E: de::Error>(self, _: bool) -> Result<Ordered, E> {
                Ok(Ordered::Scalar)
            }
            fn visit_i64<E: de::Error>(self, _: i64) -> Result<Ordered, E> {
                Ok(Ordered::Scalar)
            }
            fn visit_u64<E: de::Error>(self, _: u64) -> Result<Ordered, E> {
                Ok(Ordered::Scalar)
            }
            fn visit_f64<E: de::Error>(self, _: f64) -> Result<Ordered, E> {
                Ok(Ordered::Scalar)
            }
            fn visit_unit<E: de::Error>(self) -> Result<Ordered, E> {
                Ok(Ordered::Scalar)
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<Ordered, E> {
                Ok(Ordered::String(s.to_string()))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Ordered, A::Error> {
                let mut items = Vec::new();
                while let Some(item) = seq.next_element()? {
                    items.push(item);
                }
                Ok(Ordered::Array(items))
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Ordered, A::Error> {
                let mut fields = Vec::new();
                while let Some(entry) = map.next_entry::<String, Ordered>()? {
                    fields.push(entry);
                }
                Ok(Ordered::Object(fields))
            }
        }
        d.deserialize_any(V)
    }
}

/// Follows `$ref`s (`#/$defs/NAME`) from a schema node.
fn resolve<'a>(root: &'a Ordered, mut node: &'a Ordered) -> &'a Ordered {
    while let Some(Ordered::String(r)) = node.get("$ref") {
        let name = r
            .strip_prefix("#/$defs/")
            .unwrap_or_else(|| panic!("only local $defs refs are used: {r}"));
        node = root
            .get("$defs")
            .and_then(|d| d.get(name))
            .unwrap_or_else(|| panic!("no $defs/{name}"));
    }
    node
}

/// Asserts that every object of `inst` lists its keys in the order of the
/// `properties` of its schema node (an absent optional key is skipped).
fn check_order(root: &Ordered, node: &Ordered, inst: &Ordered, path: &str) {
    let node = resolve(root, node);
    match inst {
        Ordered::Object(fields) => {
            let keys = inst.keys();
            // The node itself, or the one branch of a oneOf whose
            // properties hold every key and whose required keys are there.
            let fits = |n: &Ordered| {
                n.get("properties").is_some_and(|p| {
                    let props = p.keys();
                    keys.iter().all(|k| props.contains(k))
                        && n.get("required").is_none_or(|r| {
                            r.items().iter().all(|k| match k {
                                Ordered::String(k) => keys.contains(&k.as_str()),
                                _ => false,
                            })
                        })
                })
            };
            let node = if node.get("properties").is_some() {
                node
            } else {
                let Some(branch) = node
                    .get("oneOf")
                    .into_iter()
                    .flat_map(Ordered::items)
                    .map(|b| resolve(root, b))
                    .find(|b| fits(b))
                else {
                    return;
                };
                branch
            };
            let Some(props) = node.get("properties") else {
                return;
            };
            let expected: Vec<&str> = props
                .keys()
                .into_iter()
                .filter(|k| keys.contains(k))
                .collect();
            assert_eq!(keys, expected, "keys of {path} not in the schema's order");
            for (k, v) in fields {
                if let Some(sub) = props.get(k) {
                    check_order(root, sub, v, &format!("{path}.{k}"));
                }
            }
        }
        Ordered::Array(items) => {
            let items_schema = node.get("items").or_else(|| {
                node.get("oneOf")
                    .into_iter()
                    .flat_map(Ordered::items)
                    .map(|b| resolve(root, b))
                    .find_map(|b| b.get("items"))
            });
            if let Some(s) = items_schema {
                for (i, item) in items.iter().enumerate() {
                    check_order(root, s, item, &format!("{path}[{i}]"));
                }
            }
        }
        _ => {}
    }
}

#[test]
fn the_key_order_check_catches_a_swapped_pair() {
    let order = Ordered::parse(&schema_text("hint"));
    let good = r#"{"budget":3,"hints":[{"move":{"x":2,"y":1,"dx":1,"dy":0},"after":2,"total":3}],"fewest":3}"#;
    check_order(&order, &order, &Ordered::parse(good), "$");
    for bad in [
        r#"{"budget":3,"fewest":3,"hints":[]}"#,
        r#"{"budget":3,"hints":[{"move":{"x":2,"y":1,"dx":1,"dy":0},"total":3,"after":2}],"fewest":3}"#,
        r#"{"budget":3,"hints":[{"move":{"y":1,"x":2,"dx":1,"dy":0},"after":2,"total":3}],"fewest":3}"#,
    ] {
        let caught = std::panic::catch_unwind(|| {
            check_order(&order, &order, &Ordered::parse(bad), "$");
        });
        assert!(caught.is_err(), "not caught: {bad}");
    }
}

// ------------------------------------------------------- the schema files

#[test]
fn every_schema_is_a_draft_2020_12_schema_and_is_listed() {
    let dir = root().join("docs/schema");
    let on_disk: BTreeSet<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    let listed: BTreeSet<String> = SCHEMAS.iter().map(|n| format!("{n}.schema.json")).collect();
    assert_eq!(on_disk, listed, "docs/schema/ and SCHEMAS differ");
    let doc = std::fs::read_to_string(root().join("docs/json.md")).unwrap();
    for name in SCHEMAS {
        let s = schema(name);
        assert_eq!(
            s["$schema"], "https://json-schema.org/draft/2020-12/schema",
            "{name}"
        );
        if let Err(e) = jsonschema::draft202012::meta::validate(&s) {
            panic!("{name}: not a valid draft 2020-12 schema: {e}");
        }
        assert!(
            doc.contains(&format!("schema/{name}.schema.json")),
            "docs/json.md does not link {name}.schema.json"
        );
    }
}

/// The names the library reads and writes.
fn names<T: Copy>(all: &[T], name: fn(T) -> &'static str) -> Value {
    Value::from(all.iter().map(|&v| name(v)).collect::<Vec<_>>())
}

#[test]
fn shared_definitions_agree_across_schemas_and_with_the_library() {
    let goal = json!({
        "description": "What counts as a solution: exactly the budget's moves, at most that many, or the fewest.",
        "enum": names(Goal::ALL, Goal::name),
    });
    let rules = json!({
        "description": "The move set: `drag` (left and right) or `swap4` (also up and down).",
        "enum": names(MoveSet::ALL, MoveSet::name),
    });
    let base = schema("solve");
    let mut seen = BTreeSet::new();
    for name in SCHEMAS {
        let s = schema(name);
        let Some(defs) = s["$defs"].as_object() else {
            continue;
        };
        for (def, body) in defs {
            match def.as_str() {
                "goal" => assert_eq!(body, &goal, "{name}: $defs/goal"),
                "rules" => assert_eq!(body, &rules, "{name}: $defs/rules"),
                "budget" => assert_eq!(body["maximum"], MAX_BUDGET, "{name}: $defs/budget"),
                "move" => assert_eq!(body, &base["$defs"]["move"], "{name}: $defs/move"),
                "board" => assert_eq!(body, &schema("check")["$defs"]["board"], "{name}"),
                "count" => assert_eq!(body, &schema("count")["$defs"]["count"], "{name}"),
                "plan" | "clear" => assert_eq!(body, &schema("explain")["$defs"][def], "{name}"),
                _ => {}
            }
            seen.insert(def.clone());
        }
    }
    for def in [
        "goal", "rules", "budget", "move", "board", "count", "plan", "clear",
    ] {
        assert!(seen.contains(def), "no schema defines {def}");
    }
    // A batch report is the report of solve --json; gen's request is a
    // batch request, and a gen line is one too.
    let report = &schema("batch-report")["$defs"]["report"];
    assert_eq!(report["properties"], base["properties"]);
    assert_eq!(report["required"], base["required"]);
    let request = &schema("gen")["$defs"]["request"];
    let batch = schema("batch-request");
    for key in [
        "type",
        "properties",
        "additionalProperties",
        "oneOf",
        "if",
        "then",
    ] {
        assert_eq!(
            request[key], batch["$defs"]["request"][key],
            "gen's request: {key}"
        );
    }
    let gen_line = &batch["$defs"]["gen_line"]["properties"];
    let gen_schema = schema("gen");
    let gen_keys: Vec<&String> = gen_schema["properties"]
        .as_object()
        .unwrap()
        .keys()
        .collect();
    assert_eq!(
        gen_line.as_object().unwrap().keys().collect::<Vec<_>>(),
        gen_keys,
        "batch's gen_line has gen's keys"
    );
}

// ---------------------------------------------------------------- solve

#[test]
fn solve_json_reports_match_the_schema() {
    let v = assert_one("solve", &run(&["solve", "--json", SAMPLE], 0));
    assert_eq!(v["solved"], true);
    assert_eq!(v["length"], 3);
    let v = assert_one(
        "solve",
        &run(
            &[
                "solve",
                "--json",
                "--no-null-moves",
                "fixtures/noip2011/case06.in",
            ],
            0,
        ),
    );
    assert_eq!(v["moves"], Value::Null);
    let v = assert_one(
        "solve",
        &run(
            &[
                "solve", "--json", "--rules", "swap4", "--goal", "shortest", MAZE,
            ],
            0,
        ),
    );
    assert_eq!(v["goal"], "shortest");
    assert_eq!(v["rules"], "swap4");
}

#[test]
fn counts_are_decimal_strings_because_they_pass_u64() {
    let v = assert_one("count", &run(&["solve", "--count", "--json", SAMPLE], 0));
    assert_eq!(v["count"], "1");
    // A row of six blocks on a wide board: more solutions of at most 26
    // moves than a u64 holds, counted in a moment.
    let row = scratch("row.txt", b"1.2.1.2.1.2\n");
    let row = row.to_str().unwrap();
    let out = run(
        &[
            "solve", "--count", "--json", "--goal", "at-most", "--moves", "26", row,
        ],
        0,
    );
    let v = assert_one("count", &out);
    let n: u128 = v["count"].as_str().unwrap().parse().unwrap();
    assert!(n > u128::from(u64::MAX), "{n}");
    // The text form prints the same number.
    let text = run(
        &[
            "solve", "--count", "--goal", "at-most", "--moves", "26", row,
        ],
        0,
    );
    assert_eq!(text.trim(), n.to_string());
}

#[test]
fn all_and_unique_match_their_schemas() {
    let v = assert_one(
        "all",
        &run(
            &[
                "solve", "--all", "--json", "--limit", "3", "--goal", "at-most", "--moves", "3",
                "--rules", "swap4", MAZE,
            ],
            0,
        ),
    );
    assert_eq!(v["solutions"].as_array().unwrap().len(), 3);
    assert_eq!(v["limit"], 3);
    let v = assert_one(
        "all",
        &run(
            &["solve", "--all", "--json", "fixtures/noip2011/case01.in"],
            0,
        ),
    );
    assert_eq!(v["solutions"], json!([]));
    let v = assert_one("unique", &run(&["solve", "--unique", "--json", SAMPLE], 0));
    assert_eq!(v["unique"], true);
    assert_eq!(v["count"], "1");
    // Not unique: exit 1, still the object.
    let v = assert_one(
        "unique",
        &run(
            &[
                "solve", "--unique", "--json", "--rules", "swap4", "--moves", "3", MAZE,
            ],
            1,
        ),
    );
    assert_eq!(v["unique"], false);
    assert_eq!(v["shortest"], 2);
}

#[test]
fn hint_json_matches_its_schema() {
    let v = assert_one("hint", &run(&["hint", "--json", SAMPLE], 0));
    assert_eq!(v["fewest"], 3);
    let v = assert_one(
        "hint",
        &run(&["hint", "--json", "--rules", "swap4", MAZE], 0),
    );
    assert!(!v["hints"].as_array().unwrap().is_empty());
    let v = assert_one(
        "hint",
        &run(&["hint", "--json", "fixtures/noip2011/case01.in"], 0),
    );
    assert_eq!(v["hints"], json!([]));
    assert_eq!(v["fewest"], Value::Null);
}

// ---------------------------------------------------------------- check

/// The sample's smallest solution, as JSON moves.
fn sample_solution() -> Value {
    json!([
        {"x": 2, "y": 1, "dx": 1, "dy": 0},
        {"x": 3, "y": 1, "dx": 1, "dy": 0},
        {"x": 3, "y": 0, "dx": 1, "dy": 0},
    ])
}

/// `mayan check --json PUZZLE ANSWER`, checked against the schema and
/// against the text form's verdict line.
fn check(puzzle: &str, name: &str, answer: &str, code: i32) -> Value {
    let path = scratch(name, answer.as_bytes());
    let path = path.to_str().unwrap();
    let v = assert_one("check", &run(&["check", "--json", puzzle, path], code));
    let text = run(&["check", puzzle, path], code);
    let head = if code == 0 {
        "accepted: "
    } else {
        "rejected: "
    };
    let reason = v["reason"].as_str().unwrap();
    assert!(
        text.starts_with(&format!("{head}{reason}")),
        "the text and JSON verdicts differ:\n{text}\n{v}"
    );
    v
}

#[test]
fn check_json_verdicts_match_the_schema_and_the_text() {
    let v = check(SAMPLE, "right.ans", "2 1 1\n3 1 1\n3 0 1\n", 0);
    assert_eq!(v["accepted"], true);
    assert_eq!(v["kind"], "smallest");
    assert_eq!(v["moves_judged"], 3);
    assert_eq!(v["at_move"], Value::Null);
    assert_eq!(v["board"], Value::Null);
    assert_eq!(v["smallest"], sample_solution());

    // Blocks left: judged without a search, so no `smallest`.
    let v = check(SAMPLE, "wrong.ans", "2 1 1\n3 1 1\n3 0 -1\n", 1);
    assert_eq!(v["kind"], "blocks-left");
    assert_eq!(v["reason"], "after 3 moves 12 blocks are left");
    assert_eq!(
        v["board"],
        json!([
            ".....", ".....", ".....", "....4", "..4.3", ".1143", "12322"
        ])
    );
    assert_eq!(v.get("smallest"), None);

    let v = check(SAMPLE, "none.ans", "-1\n", 1);
    assert_eq!(v["kind"], "missed-solution");
    assert_eq!(v["moves_judged"], 0);
    assert_eq!(v["board"], Value::Null);
    assert_eq!(v["smallest"], sample_solution());

    let v = check(SAMPLE, "illegal.ans", "2 1 1\n0 3 1\n3 0 1\n", 1);
    assert_eq!(v["kind"], "illegal");
    assert_eq!((&v["moves_judged"], &v["at_move"]), (&json!(2), &json!(2)));
    assert!(
        v["reason"]
            .as_str()
            .unwrap()
            .starts_with("move 2 (line 2) is illegal")
    );
    assert!(v["board"].is_array());
    assert_eq!(v.get("smallest"), None);

    let v = check("fixtures/noip2011/case01.in", "minus.ans", "-1\n", 0);
    assert_eq!(v["accepted"], true);
    assert_eq!(v["kind"], "no-solution");
    assert_eq!(v["smallest"], Value::Null);
}

// -------------------------------------------------------------- explain

#[test]
fn explain_json_has_every_board_and_stage() {
    let v = assert_one("explain", &run(&["explain", "--json", SAMPLE], 0));
    assert_eq!(v["source"], "solver");
    assert_eq!(
        v["start"],
        json!([
            ".....", ".....", ".....", "....4", "..4.3", ".1314", "12232"
        ])
    );
    let moves = v["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 3);
    // The last move sets off three stages: 6, then 3, then 3 vanish.
    let stages = moves[2]["stages"].as_array().unwrap();
    let vanished: Vec<&Value> = stages.iter().map(|s| &s["vanished"]).collect();
    assert_eq!(vanished, [&json!(6), &json!(3), &json!(3)]);
    for s in stages {
        assert_eq!(s["vanished"], s["cells"].as_array().unwrap().len());
    }
    assert_eq!(
        v["result"],
        json!({"clear": true, "blocks_left": 0, "moves": 3})
    );

    let answer = scratch("explain.ans", b"2 1 1\n\n3 1 1\n");
    let v = assert_one(
        "explain",
        &run(&["explain", "--json", SAMPLE, answer.to_str().unwrap()], 0),
    );
    assert_eq!(v["source"], "answer");
    let lines: Vec<&Value> = v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| &m["line"])
        .collect();
    assert_eq!(lines, [&json!(1), &json!(3)]);
    assert_eq!(v["result"]["clear"], false);

    let minus = scratch("explain-minus.ans", b"-1\n");
    let v = assert_one(
        "explain",
        &run(&["explain", "--json", SAMPLE, minus.to_str().unwrap()], 0),
    );
    assert_eq!(v["moves"], Value::Null);
    let v = assert_one(
        "explain",
        &run(&["explain", "--json", "fixtures/noip2011/case01.in"], 0),
    );
    assert_eq!(v["moves"], Value::Null);
    assert_eq!(v["result"]["moves"], 0);

    // A null move under --no-null-moves is replayed and marked.
    let null = scratch("explain-null.in", b"2\n1 0\n1 0\n0\n1 0\n0\n");
    let null_answer = scratch("explain-null.ans", b"0 0 1\n3 0 -1\n");
    let v = assert_one(
        "explain",
        &run(
            &[
                "explain",
                "--json",
                "--no-null-moves",
                null.to_str().unwrap(),
                null_answer.to_str().unwrap(),
            ],
            0,
        ),
    );
    assert_eq!(v["null_moves"], false);
    assert_eq!(v["moves"][0]["kind"], "null");
}

// --------------------------------------------------------------- verify

#[test]
fn verify_json_holds_every_puzzle_chain_puzzles_and_the_summary() {
    let classic = "fixtures/panel/panel-game_Puzzles-v3_classic-sets-with-solutions.json";
    let v = assert_one(
        "verify",
        &run(&["verify", "--json", "--list-alts", "2", classic], 0),
    );
    assert_eq!(v["summary"]["puzzles"], 60);
    assert_eq!(v["puzzles"][0]["solution"]["solves"], true);
    // Chain puzzles: one won, one that needs timing, a clear puzzle, a
    // key the game refuses, and two boards that are one up to mirroring.
    let file = scratch(
        "verify-chain.json",
        br#"{"Version": 3, "Puzzle Sets": [{"Set Name": "S", "Puzzles": [
            {"Puzzle Type": "chain", "Moves": 0, "Stack": "999229911912", "Solution": "A30Q1A100"},
            {"Puzzle Type": "chain", "Moves": 0, "Stack": "4000993999943499999399999999"},
            {"Puzzle Type": "clear", "Stack": "[====]111000", "Stop": 5},
            {"Puzzle Type": "moves", "Moves": 1, "Stack": "10110", "Chain Size": 7},
            {"Puzzle Type": "moves", "Moves": 1, "Stack": "11010"}]}]}"#,
    );
    let v = assert_one(
        "verify",
        &run(&["verify", "--json", file.to_str().unwrap()], 1),
    );
    let p = &v["puzzles"];
    assert_eq!(p[0]["fewest"], 2);
    // Its Solution presses swap on the empty rows above the stack, from
    // the default cursor: the game waits for ever.
    assert_eq!(p[0]["solution"]["result"], "running");
    assert_eq!(p[0]["solution"]["swaps"], 0);
    assert!(
        p[1]["timing"]
            .as_str()
            .unwrap()
            .starts_with("needs a swap during a chain")
    );
    assert!(p[2]["unsupported"].is_string());
    assert_eq!(p[3]["game_refuses"], json!(["Chain Size"]));
    assert_eq!(v["duplicates"].as_array().unwrap().len(), 1);
    assert_eq!(v["summary"]["needs_timing"], 1);
}

// ----------------------------------------------------------------- list

#[test]
fn list_json_names_each_set_and_puzzle() {
    let v = assert_one("list", &run(&["list", "--json", PANEL], 0));
    let first = &v["sets"][0];
    assert_eq!(first["name"], "Classic set 1");
    assert_eq!(first["puzzles"].as_array().unwrap().len(), 10);
    assert_eq!(
        first["puzzles"][9],
        json!({"index": 10, "kind": "moves", "moves": 3, "panels": 10, "supported": true, "reason": null})
    );
    let file = scratch(
        "chain.json",
        br#"{"Version": 2, "Puzzle Sets": [{"Set Name": "S", "Puzzles": [
            {"Puzzle Type": "clear", "Stack": "[====]111000"},
            {"Puzzle Type": "moves", "Moves": 1, "Stack": "110100"}]}]}"#,
    );
    let v = assert_one("list", &run(&["list", "--json", file.to_str().unwrap()], 0));
    let puzzles = &v["sets"][0]["puzzles"];
    assert_eq!(puzzles[0]["supported"], false);
    assert!(
        puzzles[0]["reason"]
            .as_str()
            .unwrap()
            .contains("not supported")
    );
    assert_eq!(puzzles[1]["supported"], true);
}

// ------------------------------------------------------------ gen, batch

#[test]
fn gen_json_lines_are_batch_requests_that_batch_answers_with_their_answers() {
    let out = run(
        &[
            "gen",
            "--json",
            "--count",
            "8",
            "--moves",
            "2",
            "--seed",
            "5",
            "--threads",
            "1",
        ],
        0,
    );
    let lines = assert_valid("gen", &out);
    assert_eq!(lines.len(), 8);
    assert!(lines.iter().any(|l| l["solvable"] == false), "25% are -1");
    // The requests as gen wrote them, byte for byte.
    let requests: String = out
        .lines()
        .map(|l| {
            let start = l.find("\"request\":").unwrap() + "\"request\":".len();
            let end = l.find(",\"solvable\":").unwrap();
            format!("{}\n", &l[start..end])
        })
        .collect();
    assert_valid("batch-request", &requests);
    let reports = assert_valid(
        "batch-report",
        &run_with(&["batch", "--threads", "1", "--no-progress"], &requests, 0),
    );
    assert_eq!(reports.len(), 8);
    for (g, r) in lines.iter().zip(&reports) {
        assert_eq!(r["id"], g["case"]);
        assert_eq!(r["solved"], g["solvable"]);
        assert_eq!(r["moves"], g["answer"], "case {}", g["case"]);
    }
    // A grid board under swap4.
    let out = run(
        &[
            "gen", "--json", "--rules", "swap4", "--width", "6", "--height", "6", "--seed", "2",
        ],
        0,
    );
    let v = assert_valid("gen", &out).remove(0);
    assert_eq!(v["request"]["rules"], "swap4");
}

#[test]
fn batch_error_lines_match_the_schema() {
    let input = "{\"id\": 1, \"grid\": \"11.1\", \"moves\": 1}\n\
                 {oops\n\
                 {\"id\": \"b\", \"grid\": \"11.1\", \"moves\": 1, \"extra\": 0}\n\
                 \n\
                 {\"grid\": \"1?\", \"moves\": 1}\n";
    let lines = assert_valid(
        "batch-report",
        &run_with(&["batch", "--no-progress"], input, 1),
    );
    assert_eq!(lines.len(), 4);
    assert_eq!(lines[0]["solved"], true);
    assert_eq!(lines[1]["id"], Value::Null);
    assert_eq!(lines[2]["id"], "b");
    assert!(lines[3]["error"].as_str().unwrap().starts_with("line 5: "));
}

#[test]
fn the_request_schema_agrees_with_the_reader_on_the_shape_of_a_request() {
    let noip = "3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n";
    let cases = [
        (json!({"grid": "11.1", "moves": 1}), true),
        (
            json!({"id": [1, "x"], "grid": "1\n11.1", "rules": "drag", "goal": "at-most", "no_null_moves": true}),
            true,
        ),
        (json!({"noip": noip, "goal": "shortest"}), true),
        (json!({"noip": noip, "rules": "drag"}), true),
        (
            json!({"grid": ".2.\n.1.\n11.", "moves": 2, "rules": "swap4"}),
            true,
        ),
        (json!({"grid": "11.1", "moves": 1, "extra": 1}), false),
        (json!({"grid": "11.1", "noip": noip, "moves": 1}), false),
        (json!({"moves": 1}), false),
        (
            json!({"grid": "11.1", "moves": 1, "goal": "fastest"}),
            false,
        ),
        (json!({"grid": "11.1", "moves": 1, "rules": "swap6"}), false),
        (json!({"grid": "11.1", "moves": 0}), false),
        (json!({"grid": "11.1", "moves": 51}), false),
        (json!({"grid": "11.1", "moves": "1"}), false),
        (
            json!({"grid": "11.1", "moves": 1, "no_null_moves": "yes"}),
            false,
        ),
        (json!({"noip": noip, "rules": "swap4"}), false),
        (json!([{"grid": "11.1", "moves": 1}]), false),
        // A line of gen --json: its request is read, gen's other keys are
        // known and not read.
        (
            json!({"case": 1, "request": {"id": 1, "grid": "11.1", "moves": 1}, "solvable": true,
                "answer": [{"x": 2, "y": 0, "dx": 1, "dy": 0}], "blocks": 3, "difficulty": {}}),
            true,
        ),
        (json!({"request": {"grid": "11.1", "moves": 1}}), true),
        (
            json!({"case": 1, "request": {"grid": "11.1", "moves": 1}, "extra": 0}),
            false,
        ),
        (
            json!({"request": {"grid": "11.1", "moves": 1, "extra": 0}}),
            false,
        ),
        (json!({"case": 1, "answer": null}), false),
        (json!({"request": ["11.1", 1]}), false),
    ];
    let v = validator("batch-request");
    let input: String = cases
        .iter()
        .map(|(c, _)| serde_json::to_string(c).unwrap() + "\n")
        .collect();
    let out = run_with(&["batch", "--threads", "1", "--no-progress"], &input, 1);
    let answers: Vec<Value> = assert_valid("batch-report", &out);
    assert_eq!(answers.len(), cases.len());
    for ((case, valid), answer) in cases.iter().zip(&answers) {
        assert_eq!(v.is_valid(case), *valid, "the schema on {case}");
        assert_eq!(
            answer.get("error").is_none(),
            *valid,
            "the reader on {case}: {answer}"
        );
    }
}

// ------------------------------------------------------- strict schemas

/// A change to a valid report.
type Change = fn(&mut Value);

#[test]
fn the_schemas_reject_changed_output() {
    let solve = validator("solve");
    let good = json!({"moves": [{"x": 2, "y": 1, "dx": 1, "dy": 0}], "solved": true, "length": 1,
        "goal": "exact", "budget": 1, "rules": "drag", "null_moves": true, "nodes": 1, "time_ms": 0.5});
    assert!(
        errors(&solve, &good).is_empty(),
        "{:?}",
        errors(&solve, &good)
    );
    let changed: [(&str, Change); 9] = [
        ("an unknown field", |v| v["extra"] = json!(1)),
        ("a missing field", |v| {
            v.as_object_mut().unwrap().remove("nodes");
        }),
        ("an unknown goal", |v| v["goal"] = json!("fastest")),
        ("unknown rules", |v| v["rules"] = json!("swap8")),
        ("a diagonal move", |v| v["moves"][0]["dy"] = json!(1)),
        ("no step", |v| v["moves"][0]["dx"] = json!(0)),
        ("solved without moves", |v| v["moves"] = Value::Null),
        ("a null id", |v| v["id"] = Value::Null),
        ("a budget as a string", |v| v["budget"] = json!("1")),
    ];
    for (what, change) in &changed {
        let mut bad = good.clone();
        change(&mut bad);
        assert!(
            !solve.is_valid(&bad),
            "solve.schema.json accepts {what}: {bad}"
        );
    }
    let count = validator("count");
    let good = json!({"count": "12", "goal": "exact", "budget": 3, "rules": "drag"});
    assert!(count.is_valid(&good));
    for bad in [
        json!(12),
        json!("012"),
        json!("1e3"),
        json!("-1"),
        json!(""),
    ] {
        let mut v = good.clone();
        v["count"] = bad;
        assert!(!count.is_valid(&v), "count.schema.json accepts {v}");
    }
    let check = validator("check");
    let good = json!({"accepted": false, "kind": "blocks-left", "reason": "r", "goal": "exact",
        "budget": 1, "moves_judged": 0, "at_move": null, "board": ["1.", "11"], "smallest": null});
    assert!(check.is_valid(&good), "{:?}", errors(&check, &good));
    for bad in [json!(["1?"]), json!([]), json!("1.\n11")] {
        let mut v = good.clone();
        v["board"] = bad;
        assert!(!check.is_valid(&v), "check.schema.json accepts {v}");
    }
    for (key, bad) in [("kind", json!("wrong")), ("at_move", json!(0))] {
        let mut v = good.clone();
        v[key] = bad;
        assert!(!check.is_valid(&v), "check.schema.json accepts {v}");
    }
    let list = validator("list");
    let bad = json!({"sets": [{"name": "S", "puzzles": [{"index": 1, "kind": "chain",
        "moves": 0, "panels": 3, "supported": false, "reason": null}]}]});
    assert!(!list.is_valid(&bad), "an unsupported puzzle needs a reason");
}

// -------------------------------------------------------------- stability

/// `text` with every `"time_ms":NUMBER` made `"time_ms":0`.
fn without_times(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find("\"time_ms\":") {
        let (head, tail) = rest.split_at(i + "\"time_ms\":".len());
        out.push_str(head);
        out.push('0');
        let end = tail.find([',', '}']).unwrap_or(tail.len());
        rest = &tail[end..];
    }
    out.push_str(rest);
    out
}

#[test]
fn two_runs_print_the_same_bytes() {
    let answer = scratch("stable.ans", b"2 1 1\n3 1 1\n3 0 -1\n");
    let answer = answer.to_str().unwrap();
    let runs: [(&[&str], i32); 11] = [
        (&["solve", "--json", "--threads", "1", SAMPLE], 0),
        (
            &[
                "solve",
                "--json",
                "--threads",
                "1",
                "--rules",
                "swap4",
                MAZE,
            ],
            0,
        ),
        (&["solve", "--count", "--json", SAMPLE], 0),
        (
            &[
                "solve", "--all", "--json", "--rules", "swap4", "--goal", "at-most", "--moves",
                "3", MAZE,
            ],
            0,
        ),
        (&["solve", "--unique", "--json", SAMPLE], 0),
        (&["hint", "--json", SAMPLE], 0),
        (&["check", "--json", SAMPLE, answer], 1),
        (&["explain", "--json", SAMPLE], 0),
        (&["list", "--json", PANEL], 0),
        (&["gen", "--json", "--count", "3", "--seed", "9"], 0),
        (
            &[
                "gen",
                "--json",
                "--count",
                "3",
                "--seed",
                "9",
                "--threads",
                "1",
            ],
            0,
        ),
    ];
    let mut gens = Vec::new();
    for (args, code) in runs {
        let a = without_times(&run(args, code));
        let b = without_times(&run(args, code));
        assert_eq!(a, b, "{args:?}");
        if args[0] == "gen" {
            gens.push(a);
        }
    }
    // The threads do not change what gen makes.
    assert_eq!(gens[0], gens[1]);
    let input = "{\"id\": 1, \"grid\": \"11.1\", \"moves\": 1}\n{\"id\": 2, \"x\": 0}\n";
    let a = run_with(&["batch", "--no-progress"], input, 1);
    let b = run_with(&["batch", "--no-progress"], input, 1);
    assert_eq!(without_times(&a), without_times(&b));
    assert_ne!(without_times(&a), a, "the report has a time");
}

// ------------------------------------------------------------------ docs

#[test]
fn the_examples_in_docs_json_md_match_their_schemas() {
    // Each ```json block is checked against the schema last linked above it.
    let doc = std::fs::read_to_string(root().join("docs/json.md")).unwrap();
    let mut current: Option<String> = None;
    let mut block: Option<String> = None;
    let mut checked = BTreeSet::new();
    for line in doc.lines() {
        if let Some(b) = &mut block {
            if line.starts_with("```") {
                let name = current
                    .clone()
                    .unwrap_or_else(|| panic!("a JSON example before any schema link"));
                assert_valid(&name, b);
                checked.insert(name);
                block = None;
            } else {
                b.push_str(line);
                b.push('\n');
            }
            continue;
        }
        if line.starts_with("```json") {
            block = Some(String::new());
            continue;
        }
        if let Some(i) = line.find("schema/") {
            let rest = &line[i + "schema/".len()..];
            if let Some(j) = rest.find(".schema.json") {
                current = Some(rest[..j].to_string());
            }
        }
    }
    let all: BTreeSet<String> = SCHEMAS.iter().map(|s| s.to_string()).collect();
    assert_eq!(checked, all, "every schema has an example in docs/json.md");
}

// ------------------------------------------------------------------ web

#[test]
fn the_web_api_answers_what_the_schemas_say() {
    let body = r#"{"id": "w", "noip": "3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n"}"#;
    let (status, json) = crate::post_api("/api/solve", body);
    assert_eq!(status, 200, "{json}");
    let v = assert_one("solve", &format!("{json}\n"));
    assert_eq!(v["id"], "w");
    let (status, json) = crate::post_api("/api/hint", body);
    assert_eq!(status, 200, "{json}");
    // The same bytes as `mayan hint --json`.
    assert_eq!(format!("{json}\n"), run(&["hint", "--json", SAMPLE], 0));
    assert_one("hint", &format!("{json}\n"));
}

#[test]
fn batch_reports_of_a_panel_attack_file_match_the_schema() {
    let file = root()
        .join("fixtures/panel/panel-attack_stock-example_v2.json")
        .display()
        .to_string();
    // Some puzzles of the stock file cannot be played here (chain, clear):
    // their lines are errors, and the run exits 1.
    let out = mayan()
        .args(["batch", "--no-progress", "--timeout", "5", &file])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let lines = assert_valid("batch-report", &text);
    assert!(lines.len() > 60, "{}", lines.len());
    assert!(
        lines
            .iter()
            .all(|l| l["set"].is_string() && l["index"].is_u64())
    );
    assert!(
        lines
            .iter()
            .any(|l| l["solved"] == true && l["goal"] == "at-most")
    );
}

#[test]
fn plans_in_explain_hint_and_check_match_their_schemas() {
    let v = assert_one("explain", &run(&["explain", "--json", "--plan", SAMPLE], 0));
    assert_eq!(v["plan"]["clears"].as_array().map(Vec::len), Some(4));
    let v = assert_one(
        "explain",
        &run(
            &["explain", "--json", "--plan", "--rules", "swap4", MAZE],
            0,
        ),
    );
    assert_eq!(v["plan"]["cleared"], true);
    let v = assert_one(
        "explain",
        &run(
            &["explain", "--json", "--plan", "fixtures/noip2011/case01.in"],
            0,
        ),
    );
    assert_eq!(v["plan"], Value::Null);
    let v = assert_one("hint", &run(&["hint", "--json", "--why", SAMPLE], 0));
    assert_eq!(v["hints"][0]["towards"]["direction"], "vertical");
    let right = scratch("plan-right.ans", b"2 1 1\n3 1 1\n3 0 1\n");
    let right = right.to_str().unwrap();
    let v = assert_one(
        "check",
        &run(&["check", "--json", "--explain", SAMPLE, right], 0),
    );
    assert_eq!(v["explain"]["can_go"], json!([]));
    let wrong = scratch("plan-wrong.ans", b"2 1 1\n3 1 1\n3 0 -1\n");
    let wrong = wrong.to_str().unwrap();
    let v = assert_one(
        "check",
        &run(&["check", "--json", "--explain", SAMPLE, wrong], 1),
    );
    assert_eq!(v["explain"]["lost_at"], 3);
    assert_eq!(v["explain"]["plan"], Value::Null);
}

// ---------------------------------------------------------------- intents

/// A board whose one move makes a chain of two stages (docs/spec.md
/// section 4, "Intent goals").
const CHAIN_OF_TWO: &[u8] = b".....\n.22..\n21131\n";

#[test]
fn intent_goals_match_the_solve_and_check_schemas() {
    let board = scratch("chain-of-two.txt", CHAIN_OF_TWO);
    let board = board.to_str().unwrap();
    let v = assert_one(
        "solve",
        &run(
            &[
                "solve", "--json", "--moves", "3", "--goal", "chain:2", board,
            ],
            0,
        ),
    );
    assert_eq!(v["intent"], "chain:2");
    assert_eq!(v["goal"], "shortest");
    assert_eq!(v["length"], 1);
    let target = scratch("chain-target.txt", b"....3\n");
    let target = target.to_str().unwrap();
    let v = assert_one(
        "solve",
        &run(
            &["solve", "--json", "--moves", "3", "--target", target, board],
            0,
        ),
    );
    assert_eq!(v["intent"], "target");
    // Exact: two null moves, then the move that leaves the target.
    assert_eq!(v["length"], 3);
    let answer = scratch("chain-answer.txt", b"3 0 1\n");
    let answer = answer.to_str().unwrap();
    let v = assert_one(
        "check",
        &run(
            &[
                "check", "--json", "--moves", "3", "--goal", "chain:3", board, answer,
            ],
            1,
        ),
    );
    assert_eq!(v["intent"], "chain:3");
    assert_eq!(v["kind"], "not-reached");
    // Without an intent the key is absent.
    let v = assert_one("solve", &run(&["solve", "--json", SAMPLE], 0));
    assert!(v.get("intent").is_none(), "{v}");
}
