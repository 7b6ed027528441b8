//! `GET /api/packs`: the page's puzzle packs, read from the project's own
//! files.

use std::collections::BTreeSet;

use mayan_web::{Config, app};
use serde_json::{Value, json};

use crate::api::{get, post_ok};

/// A board's rows (top first) as grid text.
fn grid(rows: &Value) -> String {
    let mut s = String::new();
    for row in rows.as_array().unwrap() {
        for v in row.as_array().unwrap() {
            let v = v.as_u64().unwrap() as u8;
            s.push(match v {
                0 => '.',
                1..=9 => char::from(b'0' + v),
                10..=35 => char::from(b'a' + v - 10),
                _ => '#',
            });
        }
        s.push('\n');
    }
    s
}

async fn packs() -> Value {
    let a = get(&app(Config::default()), "/api/packs").await;
    assert_eq!(a.status, 200, "{}", a.text);
    a.json
}

#[tokio::test]
async fn packs_hold_the_noip_cases_the_classic_sets_the_box_mazes_and_generated_puzzles() {
    let all = packs().await;
    let packs = all["packs"].as_array().unwrap();
    let shape: Vec<(&str, usize)> = packs
        .iter()
        .map(|p| {
            (
                p["id"].as_str().unwrap(),
                p["puzzles"].as_array().unwrap().len(),
            )
        })
        .collect();
    assert_eq!(
        shape,
        [
            ("noip2011", 9),
            ("panel-classic-set-1", 10),
            ("panel-classic-set-2", 10),
            ("panel-classic-set-3", 10),
            ("panel-classic-set-4", 10),
            ("panel-classic-set-5", 10),
            ("panel-classic-set-6", 10),
            ("panel-mission-beginner-beginner-combos", 6),
            ("panel-mission-beginner-beginner-chains", 4),
            ("box-mazes", 8),
            ("box-mazes-n4", 6),
            ("generated-n4", 6),
            ("generated-n5", 4),
        ]
    );
    // The puzzles without a solution (their answer files say -1) are left
    // out, and nothing else is.
    let left: Vec<&str> = all["left_out"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            assert!(l["why"].as_str().unwrap().starts_with("no solution"), "{l}");
            l["key"].as_str().unwrap()
        })
        .collect();
    assert_eq!(
        left,
        [
            "fixtures/noip2011/case01.in",
            "fixtures/noip2011/case06.in",
            "fixtures/generated/noip-n4/case04.in",
            "fixtures/generated/noip-n4/case05.in",
            "fixtures/generated/noip-n5/case02.in",
            "fixtures/generated/noip-n5/case04.in",
        ]
    );
    let noip = &packs[0]["puzzles"];
    assert_eq!(noip[0]["name"], "Sample");
    assert_eq!(noip[1]["name"], "Case 2");
    assert_eq!(
        (
            &noip[0]["rules"],
            &noip[0]["goal"],
            &noip[0]["moves"],
            &noip[0]["notation"]
        ),
        (&json!("drag"), &json!("exact"), &json!(3), &json!("noip"))
    );
    // A Panel Attack puzzle keeps its set, number and notation.
    let classic = &packs[1];
    assert_eq!(classic["name"], "Classic set 1");
    let fifth = &classic["puzzles"][4];
    assert_eq!(fifth["name"], "#5");
    assert_eq!(fifth["set"], "Classic set 1");
    assert_eq!(fifth["index"], 5);
    assert_eq!(fifth["notation"], "panel-attack");
    assert_eq!(fifth["goal"], "at-most");
    assert_eq!(
        (fifth["width"].as_u64(), fifth["height"].as_u64()),
        (Some(6), Some(12))
    );
    // The game's chain puzzles: no move limit, so the fewest moves up to 50,
    // cleared in one chain.
    let chains = &packs[8];
    assert_eq!(chains["name"], "Mission / Beginner / Beginner chains");
    let first = &chains["puzzles"][0];
    assert_eq!(
        (&first["finish"], &first["goal"], &first["moves"]),
        (&json!("chain"), &json!("shortest"), &json!(50))
    );
    assert_eq!(fifth["finish"], "clear");
    // The box mazes are played with swap4 (seed 004's file names no rules).
    let maze = &packs[9]["puzzles"][0];
    assert_eq!(
        (&maze["name"], &maze["rules"]),
        (&json!("Seed 004"), &json!("swap4"))
    );
    // Every puzzle has its own key, and its number in its pack.
    let mut keys = BTreeSet::new();
    for p in packs {
        for (i, q) in p["puzzles"].as_array().unwrap().iter().enumerate() {
            assert_eq!(q["number"], i + 1);
            assert!(keys.insert(q["key"].as_str().unwrap().to_string()), "{q}");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_pack_puzzle_clears_within_its_budget() {
    let app = app(Config::default());
    let all = get(&app, "/api/packs").await.json;
    let mut solved = 0;
    for p in all["packs"].as_array().unwrap() {
        for q in p["puzzles"].as_array().unwrap() {
            // A chain puzzle's grid says so in its header, as the page's do.
            let header = if q["finish"] == "chain" {
                "finish=chain\n"
            } else {
                ""
            };
            let req = json!({
                "grid": format!("{header}{}", grid(&q["rows"])),
                "rules": q["rules"],
                "goal": q["goal"],
                "moves": q["moves"],
            });
            let a = post_ok(&app, "/api/solve", req).await;
            assert_eq!(
                a.json["solved"], true,
                "{} {}: {}",
                p["id"], q["name"], a.text
            );
            solved += 1;
        }
    }
    assert_eq!(solved, 103);
}

#[tokio::test]
async fn a_pack_puzzle_is_its_file_as_the_reader_reads_it() {
    let app = app(Config::default());
    let all = get(&app, "/api/packs").await.json;
    let sample = &all["packs"][0]["puzzles"][0];
    assert_eq!(sample["file"], "fixtures/noip2011/case00.in");
    let text = include_str!("../../../fixtures/noip2011/case00.in");
    let read = post_ok(&app, "/api/parse", json!({"text": text})).await;
    assert_eq!(read.json["rows"], sample["rows"]);
    assert_eq!(read.json["moves"], sample["moves"]);
}
