//! The HTTP API, in process: requests go through the router with
//! `tower::ServiceExt::oneshot`, no socket.

use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Body;
use axum::http::{HeaderMap, Method, Request, StatusCode, header};
use http_body_util::BodyExt;
use mayan_web::{Config, app};
use serde_json::{Value, json};
use tower::ServiceExt;

/// Seed 004's example: a two-move swap4 puzzle.
const BOX_MAZE: &str =
    "0 1 0 0 0 0\n0 2 0 0 0 0\n0 3 0 0 0 0\n0 2 1 0 0 0\n0 1 3 3 0 0\n0 2 2 1 0 0\n0 1 1 2 2 0\n";
const NOIP_SAMPLE: &str = "3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n";
/// The NOIP sample as a grid.
const NOIP_SAMPLE_GRID: &str = ".....\n.....\n.....\n....4\n..4.3\n.1314\n12232\n";

pub(crate) struct Answer {
    pub(crate) status: StatusCode,
    headers: HeaderMap,
    pub(crate) json: Value,
    pub(crate) text: String,
}

async fn send(app: &Router, req: Request<Body>) -> Answer {
    let res = app.clone().oneshot(req).await.unwrap();
    let status = res.status();
    let headers = res.headers().clone();
    let bytes = res.into_body().collect().await.unwrap().to_bytes();
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let json = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
    Answer {
        status,
        headers,
        json,
        text,
    }
}

fn post(uri: &str, body: impl Into<Body>) -> Request<Body> {
    Request::builder()
        .method(Method::POST)
        .uri(uri)
        .header(header::CONTENT_TYPE, "application/json")
        .body(body.into())
        .unwrap()
}

async fn post_json(app: &Router, uri: &str, body: Value) -> Answer {
    send(app, post(uri, body.to_string())).await
}

pub(crate) async fn get(app: &Router, uri: &str) -> Answer {
    send(app, Request::get(uri).body(Body::empty()).unwrap()).await
}

/// Posts `body` as JSON and asserts a 200 answer.
pub(crate) async fn post_ok(app: &Router, uri: &str, body: Value) -> Answer {
    let a = post_json(app, uri, body).await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.text);
    a
}

/// Posts `body` as JSON and asserts a 422 `invalid` error answer.
pub(crate) async fn post_invalid(app: &Router, uri: &str, body: Value) -> Answer {
    let a = post_json(app, uri, body).await;
    assert_error(&a, StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    a
}

/// Asserts that the error message of `a` contains `part`.
fn assert_error_contains(a: &Answer, part: &str) {
    assert!(
        a.json["error"].as_str().unwrap().contains(part),
        "{}",
        a.text
    );
}

/// The `Content-Type` of an answer.
fn content_type(a: &Answer) -> &str {
    a.headers[header::CONTENT_TYPE].to_str().unwrap()
}

fn moves(report: &Value) -> Vec<(i64, i64, i64, i64)> {
    report["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["x"].as_i64().unwrap(),
                m["y"].as_i64().unwrap(),
                m["dx"].as_i64().unwrap(),
                m["dy"].as_i64().unwrap(),
            )
        })
        .collect()
}

/// An error answer: a 4xx/5xx code, JSON with `error` and `status`.
fn assert_error(a: &Answer, code: StatusCode, kind: &str) {
    assert_eq!(a.status, code, "answer: {}", a.text);
    assert_eq!(a.json["status"], kind, "answer: {}", a.text);
    assert!(
        a.json["error"].as_str().is_some_and(|e| !e.is_empty()),
        "no message: {}",
        a.text
    );
    assert_eq!(
        a.headers[header::CONTENT_TYPE],
        "application/json",
        "answer: {}",
        a.text
    );
}

#[tokio::test]
async fn solves_the_box_maze_example() {
    let app = app(Config::default());
    let a = post_ok(
        &app,
        "/api/solve",
        json!({"grid": BOX_MAZE, "rules": "swap4", "goal": "exact", "moves": 2, "no_null_moves": false}),
    )
    .await;
    assert_eq!(a.json["solved"], true);
    assert_eq!(a.json["length"], 2);
    assert_eq!(a.json["rules"], "swap4");
    assert_eq!(a.json["goal"], "exact");
    assert_eq!(a.json["budget"], 2);
    assert_eq!(a.json["null_moves"], true);
    assert!(a.json["nodes"].as_u64().unwrap() > 0);
    assert!(a.json["time_ms"].as_f64().is_some());
    // The smallest solution: (1, 3) up, then (1, 2) left.
    assert_eq!(moves(&a.json), vec![(1, 3, 0, 1), (1, 2, -1, 0)]);
    // The same shape as `mayan solve --json`.
    let report: mayan_solve::request::SolveReport = serde_json::from_value(a.json).unwrap();
    assert!(report.solved);
}

#[tokio::test]
async fn solves_the_noip_sample_and_echoes_the_id() {
    let app = app(Config::default());
    let a = post_ok(
        &app,
        "/api/solve",
        json!({"id": "sample", "noip": NOIP_SAMPLE}),
    )
    .await;
    assert_eq!(a.json["id"], "sample");
    assert_eq!(
        moves(&a.json),
        vec![(2, 1, 1, 0), (3, 1, 1, 0), (3, 0, 1, 0)]
    );
    // One move fewer has no answer: solved false, moves null, still 200.
    let a = post_ok(&app, "/api/solve", json!({"noip": NOIP_SAMPLE, "moves": 2})).await;
    assert_eq!(a.json["solved"], false);
    assert_eq!(a.json["moves"], Value::Null);
}

#[tokio::test]
async fn goals_shortest_and_at_most() {
    let app = app(Config::default());
    let a = post_ok(
        &app,
        "/api/solve",
        json!({"grid": BOX_MAZE, "rules": "swap4", "goal": "shortest", "moves": 5}),
    )
    .await;
    assert_eq!(a.json["length"], 2);
    assert_eq!(a.json["goal"], "shortest");
    // Under drag the box maze cannot be cleared in 2.
    let a = post_ok(
        &app,
        "/api/solve",
        json!({"grid": BOX_MAZE, "rules": "drag", "goal": "at-most", "moves": 2}),
    )
    .await;
    assert_eq!(a.json["solved"], false);
}

#[tokio::test]
async fn bad_requests_get_json_errors() {
    let app = app(Config::default());
    // Not JSON.
    let a = send(&app, post("/api/solve", "{\"grid\": ")).await;
    assert_error(&a, StatusCode::BAD_REQUEST, "bad-json");
    // Wrong content type, and none at all.
    for content_type in [Some("text/plain"), None] {
        let mut req = Request::post("/api/solve");
        if let Some(t) = content_type {
            req = req.header(header::CONTENT_TYPE, t);
        }
        let body = Body::from(json!({"grid": "11.1", "moves": 1}).to_string());
        assert_error(
            &send(&app, req.body(body).unwrap()).await,
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "wrong-content-type",
        );
    }
    // Bodies the solver refuses, with a part of the message where it says
    // something particular: an unknown field, a wrong type, a bad cell (the
    // parser's line and column), a floating block, a run of three, budgets
    // out of range or missing, unknown rules and goals, boards past 16 x 16.
    let wide = format!("{}\n", "1".repeat(17));
    let tall = "1\n".repeat(17);
    let refused = [
        (
            json!({"grid": "11.1", "moves": 1, "depth": 3}),
            Some("depth"),
        ),
        (json!({"grid": 7}), None),
        (
            json!({"grid": "11.1\n1?2.\n", "moves": 1}),
            Some("line 2, column 2"),
        ),
        (json!({"grid": "1..\n.11\n", "moves": 1}), Some("floats")),
        (json!({"grid": "111.", "moves": 1}), None),
        (json!({"grid": "11.1", "moves": 51}), Some("50")),
        (json!({"grid": "11.1"}), None),
        (json!({"grid": "11.1", "moves": 1, "rules": "swap8"}), None),
        (json!({"grid": "11.1", "moves": 1, "goal": "most"}), None),
        (json!({"grid": wide, "moves": 1}), Some("16")),
        (json!({"grid": tall, "moves": 1}), None),
    ];
    for (body, part) in refused {
        let a = post_invalid(&app, "/api/solve", body).await;
        if let Some(part) = part {
            assert_error_contains(&a, part);
        }
    }
    // Wrong method, unknown path, bad progress id.
    assert_error(
        &get(&app, "/api/solve").await,
        StatusCode::METHOD_NOT_ALLOWED,
        "method-not-allowed",
    );
    assert_error(
        &get(&app, "/api/nothing").await,
        StatusCode::NOT_FOUND,
        "not-found",
    );
    for uri in ["/api/solve?progress=a%20b", "/api/solve?depth=3"] {
        let a = post_json(&app, uri, json!({"grid": "11.1", "moves": 1})).await;
        assert_error(&a, StatusCode::BAD_REQUEST, "bad-json");
    }
}

#[tokio::test]
async fn oversized_bodies_get_413() {
    let app = app(Config::default());
    let big = json!({"grid": "1".repeat(70_000), "moves": 1}).to_string();
    assert!(big.len() > 64 << 10);
    let a = send(&app, post("/api/solve", big.clone())).await;
    assert_error(&a, StatusCode::PAYLOAD_TOO_LARGE, "too-large");
    assert_error_contains(&a, "65536");
    // Also when the length is not announced.
    let stream = futures_body(big.into_bytes());
    let a = send(&app, post("/api/solve", stream)).await;
    assert_error(&a, StatusCode::PAYLOAD_TOO_LARGE, "too-large");
    // Under the limit but still not a board: a clean 422, no panic.
    let mid = json!({"grid": "1".repeat(60_000), "moves": 1}).to_string();
    let a = send(&app, post("/api/solve", mid)).await;
    assert_error(&a, StatusCode::UNPROCESSABLE_ENTITY, "invalid");
}

/// A body with no length header, sent in chunks.
fn futures_body(bytes: Vec<u8>) -> Body {
    let chunks: Vec<Result<Vec<u8>, std::io::Error>> =
        bytes.chunks(4096).map(|c| Ok(c.to_vec())).collect();
    Body::from_stream(tokio_stream_iter(chunks))
}

fn tokio_stream_iter<T>(items: Vec<T>) -> impl futures_core::Stream<Item = T> {
    struct Iter<T>(std::vec::IntoIter<T>);
    impl<T> futures_core::Stream for Iter<T> {
        type Item = T;
        fn poll_next(
            mut self: std::pin::Pin<&mut Self>,
            _: &mut std::task::Context<'_>,
        ) -> std::task::Poll<Option<T>> {
            std::task::Poll::Ready(self.0.next())
        }
    }
    impl<T> Unpin for Iter<T> {}
    Iter(items.into_iter())
}

#[tokio::test]
async fn a_hard_board_times_out_quickly() {
    let app = app(Config {
        solve_timeout: Duration::from_secs(1),
        ..Config::default()
    });
    let start = Instant::now();
    let a = post_json(&app, "/api/solve", crate::hopeless()).await;
    let took = start.elapsed();
    assert_error(&a, StatusCode::SERVICE_UNAVAILABLE, "timed-out");
    assert_eq!(a.json["timeout_ms"], 1000);
    assert!(a.json["nodes"].as_u64().unwrap() > 0, "{}", a.text);
    assert!(took < Duration::from_secs(3), "took {took:?}");
    assert!(took >= Duration::from_millis(900), "took {took:?}");
}

/// Polls until the search started with `?progress=id` reports running.
async fn wait_running(app: &Router, id: &str) {
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let p = get(app, &format!("/api/progress/{id}")).await;
        assert_eq!(p.status, StatusCode::OK);
        if p.json["running"] == true {
            return;
        }
        assert!(Instant::now() < deadline, "the search never started");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn past_the_workers_requests_wait_in_line_then_a_full_line_is_busy() {
    let app = app(Config {
        solve_timeout: Duration::from_secs(60),
        max_concurrent: 1,
        max_queue: 1,
        ..Config::default()
    });
    let hard = crate::hopeless();
    let first = tokio::spawn({
        let app = app.clone();
        let hard = hard.clone();
        async move { post_json(&app, "/api/solve?progress=first", hard).await }
    });
    wait_running(&app, "first").await;
    // Past its quick quarter second, the search goes on as a long one.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let p = get(&app, "/api/progress/first").await;
    assert_eq!(p.json["running"], true, "{}", p.text);
    assert!(p.json["nodes"].as_u64().unwrap() > 0, "{}", p.text);
    // The one worker is taken: the next request waits, first in line.
    let second = tokio::spawn({
        let app = app.clone();
        async move {
            post_json(
                &app,
                "/api/solve?progress=second",
                json!({"grid": "11.1", "moves": 1}),
            )
            .await
        }
    });
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let p = get(&app, "/api/progress/second").await;
        if p.json["queued"] == true {
            assert_eq!(p.json["position"], 1, "{}", p.text);
            break;
        }
        assert!(Instant::now() < deadline, "never queued: {}", p.text);
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    // The line holds one: a third request is refused.
    let a = post_json(&app, "/api/solve", json!({"grid": "11.1", "moves": 1})).await;
    assert_error(&a, StatusCode::TOO_MANY_REQUESTS, "busy");
    assert_eq!(a.headers[header::RETRY_AFTER], "1");
    assert_error_contains(&a, "queue is full");
    assert_eq!(a.json["waiting"], 1, "{}", a.text);
    // The first client goes away: its search stops and the second runs.
    first.abort();
    let _ = first.await;
    let second = tokio::time::timeout(Duration::from_secs(3), second)
        .await
        .expect("the dropped search still holds its worker")
        .unwrap();
    assert_eq!(second.status, StatusCode::OK, "{}", second.text);
    assert_eq!(second.json["solved"], true);
    let p = get(&app, "/api/progress/first").await;
    assert_eq!(p.json["running"], false, "{}", p.text);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_quick_solve_passes_two_long_searches() {
    // Two workers: one long search at a time, so the second long one waits
    // and quick ones take the other worker.
    let app = app(Config {
        solve_timeout: Duration::from_secs(60),
        ..Config::default()
    });
    let hard = crate::hopeless();
    let long: Vec<_> = ["l1", "l2"]
        .into_iter()
        .map(|id| {
            let app = app.clone();
            let hard = hard.clone();
            tokio::spawn(async move {
                post_json(&app, &format!("/api/solve?progress={id}"), hard).await
            })
        })
        .collect();
    wait_running(&app, "l1").await;
    tokio::time::sleep(Duration::from_millis(600)).await;
    for _ in 0..5 {
        let start = Instant::now();
        let a = post_ok(
            &app,
            "/api/solve",
            json!({"grid": NOIP_SAMPLE_GRID, "moves": 3}),
        )
        .await;
        assert_eq!(a.json["solved"], true);
        assert!(
            start.elapsed() < Duration::from_secs(1),
            "{:?}",
            start.elapsed()
        );
    }
    for l in long {
        l.abort();
    }
}

#[tokio::test]
async fn replay_gives_every_stage_and_ends_clear() {
    let app = app(Config::default());
    let a = post_ok(
        &app,
        "/api/replay",
        json!({"grid": BOX_MAZE, "rules": "swap4", "moves": [
            {"x": 1, "y": 3, "dx": 0, "dy": 1},
            {"x": 1, "y": 2, "dx": -1, "dy": 0}
        ]}),
    )
    .await;
    assert_eq!(a.json["width"], 6);
    assert_eq!(a.json["height"], 7);
    assert_eq!(a.json["empty"], true);
    let turns = a.json["turns"].as_array().unwrap();
    assert_eq!(turns.len(), 2);
    // Rows come top first: the start's top row is `0 1 0 0 0 0`.
    assert_eq!(a.json["start"][0], json!([0, 1, 0, 0, 0, 0]));
    assert_eq!(turns[0]["kind"], "swap");
    // After the first swap (1,3) <-> (1,4), the 3 and 2 in column 1 trade
    // places: row 4 from the bottom (index 2 from the top) holds a 2.
    assert_eq!(turns[0]["moved"][2][1], 2);
    assert_eq!(turns[0]["moved"][3][1], 3);
    // The first move clears something, and every stage vanishes 3 or more.
    for t in turns {
        for s in t["stages"].as_array().unwrap() {
            assert!(s["vanished"].as_array().unwrap().len() >= 3);
            for cell in s["vanished"].as_array().unwrap() {
                let (x, y) = (
                    cell[0].as_u64().unwrap() as usize,
                    cell[1].as_u64().unwrap() as usize,
                );
                assert_ne!(s["fallen"][6 - y][x], 0, "a vanished cell was empty");
                assert_eq!(s["cleared"][6 - y][x], 0, "a vanished cell is still there");
            }
        }
    }
    let last = &turns[1]["after"];
    assert!(
        last.as_array()
            .unwrap()
            .iter()
            .flat_map(|r| r.as_array().unwrap())
            .all(|c| c == 0)
    );
    assert_eq!(a.json["end"], *last);
    // The plan of the moves, checked on the server: four clears, the first
    // three 1s in a row.
    assert_eq!(a.json["plan"]["clears"].as_array().map(Vec::len), Some(4));
    assert_eq!(a.json["plan"]["clears"][0]["direction"], "horizontal");
    let text = a.json["plan_text"].as_str().unwrap();
    assert!(
        text.starts_with("Plan: 4 clears in 2 moves.\n1. Move 2: three 1s meet in row 0"),
        "{text}"
    );
}

#[tokio::test]
async fn replay_refuses_illegal_moves() {
    let app = app(Config::default());
    let a = post_invalid(
        &app,
        "/api/replay",
        json!({"grid": BOX_MAZE, "rules": "drag", "moves": [{"x": 1, "y": 3, "dx": 0, "dy": 1}]}),
    )
    .await;
    assert!(
        a.json["error"].as_str().unwrap().starts_with("move 1"),
        "{}",
        a.text
    );
    post_invalid(
        &app,
        "/api/replay",
        json!({"grid": BOX_MAZE, "rules": "swap4", "moves": [{"x": 1, "y": 3, "dx": 1, "dy": 1}]}),
    )
    .await;
    post_invalid(
        &app,
        "/api/replay",
        json!({"grid": BOX_MAZE, "moves": [{"x": 300, "y": 3, "dx": 1, "dy": 0}]}),
    )
    .await;
    post_invalid(
        &app,
        "/api/replay",
        json!({"grid": BOX_MAZE, "moves": [{"x": 5, "y": 0, "dx": 1, "dy": 0}]}),
    )
    .await;
}

/// `?lang=zh` changes only what an answer says to people (a refusal's
/// `error`); without it, or with `lang=en`, the text is English; the keys,
/// statuses and every other value are the same; an unknown language is a
/// 400.
#[tokio::test]
async fn lang_changes_only_the_messages_for_people() {
    let app = app(Config::default());
    let refused =
        json!({"grid": BOX_MAZE, "rules": "drag", "moves": [{"x": 1, "y": 3, "dx": 0, "dy": 1}]});
    let en = post_invalid(&app, "/api/replay", refused.clone()).await;
    let en_again = post_invalid(&app, "/api/replay?lang=en", refused.clone()).await;
    assert_eq!(en.json, en_again.json);
    let zh = post_invalid(&app, "/api/replay?lang=zh", refused.clone()).await;
    let error = zh.json["error"].as_str().unwrap();
    assert!(error.starts_with("第 1 步（1 3 U）："), "{}", zh.text);
    assert_eq!(zh.json["status"], en.json["status"]);
    let not_a_step =
        json!({"grid": BOX_MAZE, "rules": "swap4", "moves": [{"x": 1, "y": 3, "dx": 1, "dy": 1}]});
    let a = post_invalid(&app, "/api/replay", not_a_step.clone()).await;
    assert_eq!(a.json["error"], "move 1: (1, 1) is not a unit step");
    let a = post_invalid(&app, "/api/replay?lang=zh-CN", not_a_step).await;
    assert_eq!(a.json["error"], "第 1 步：(1, 1) 不是相邻一格的移动");

    // An answer, not an error, is the same in both.
    let game =
        json!({"grid": NOIP_SAMPLE_GRID, "moves": sample_answer(), "goal": "exact", "budget": 3});
    let en = post_ok(&app, "/api/replay", game.clone()).await;
    let zh = post_ok(&app, "/api/replay?lang=zh", game).await;
    let keys = |v: &Value| {
        v["game"]
            .as_object()
            .unwrap()
            .keys()
            .cloned()
            .collect::<Vec<_>>()
    };
    assert_eq!(keys(&en.json), keys(&zh.json));
    assert_eq!(en.json["turns"], zh.json["turns"]);
    assert_eq!(en.json["plan"], zh.json["plan"]);
    assert_eq!(en.json["game"]["state"], zh.json["game"]["state"]);
    assert_eq!(en.json["game"]["verdict"], zh.json["game"]["verdict"]);
    let solve = |uri: &'static str| {
        let app = app.clone();
        async move {
            let mut a = post_ok(&app, uri, json!({"grid": NOIP_SAMPLE_GRID, "moves": 3})).await;
            a.json["time_ms"] = json!(0);
            a.json
        }
    };
    assert_eq!(
        solve("/api/solve").await,
        solve("/api/solve?lang=zh&progress=p1").await
    );

    // A language Mayan does not speak.
    let a = post_json(
        &app,
        "/api/solve?lang=fr",
        json!({"grid": NOIP_SAMPLE_GRID, "moves": 3}),
    )
    .await;
    assert_error(&a, StatusCode::BAD_REQUEST, "bad-json");
    assert_eq!(
        a.json["error"],
        "unknown language `fr`: expected `en` or `zh`"
    );
}

/// Panel Attack's "Beginner chains" #1, with and without the header that
/// makes it a chain puzzle.
const CHAIN: &str = "......\n......\n......\n......\n......\n......\n......\n......\n......\n......\n###22#\n#11#12\n";

#[tokio::test]
async fn a_chain_puzzle_is_lost_when_a_chain_leaves_colours_and_won_in_one_chain() {
    let app = app(Config::default());
    let game = |grid: String, moves: Value| json!({"grid": grid, "rules": "drag", "goal": "shortest", "budget": 50, "moves": moves});
    // The grey block at (3, 0) swapped right: three 1s vanish, the 2s stay.
    let partial = json!([{"x": 3, "y": 0, "dx": 1, "dy": 0}]);
    let chain = post_ok(
        &app,
        "/api/replay",
        game(format!("finish=chain\n{CHAIN}"), partial.clone()),
    )
    .await;
    let state = &chain.json["game"];
    assert_eq!(
        (&state["state"], &state["finish"], &state["chain_ended"]),
        (&json!("lost"), &json!("chain"), &json!(1)),
        "{}",
        chain.text
    );
    assert_eq!(state["verdict"]["kind"], "chain-ended");
    // The same move in a puzzle to clear: the game goes on.
    let clear = post_ok(&app, "/api/replay", game(CHAIN.to_string(), partial)).await;
    assert_eq!(clear.json["game"]["state"], "playing", "{}", clear.text);
    // The solver's two swaps clear it in one chain.
    let solved = post_ok(
        &app,
        "/api/solve",
        json!({"grid": format!("finish=chain\n{CHAIN}"), "goal": "shortest", "moves": 50}),
    )
    .await;
    let won = post_ok(
        &app,
        "/api/replay",
        game(
            format!("finish=chain\n{CHAIN}"),
            solved.json["moves"].clone(),
        ),
    )
    .await;
    assert_eq!(won.json["game"]["state"], "won", "{}", won.text);
    assert_eq!(moves(&solved.json).len(), 2);
    // A chain puzzle pure rules cannot win: "Intermediate change side
    // inserts" #1 has no solution at any length.
    let inserts = "......\n......\n......\n......\n......\n......\n......\n..4...\n##3###\n#434##\n###3##\n######\n";
    let none = post_ok(
        &app,
        "/api/solve",
        json!({"grid": format!("finish=chain\n{inserts}"), "goal": "shortest", "moves": 50}),
    )
    .await;
    assert_eq!(none.json["solved"], false, "{}", none.text);
}

#[tokio::test]
async fn hints_list_the_winning_first_moves() {
    let app = app(Config::default());
    let a = post_ok(
        &app,
        "/api/hint",
        json!({"grid": BOX_MAZE, "rules": "swap4", "moves": 2}),
    )
    .await;
    assert_eq!(a.json["budget"], 2);
    assert_eq!(a.json["fewest"], 2);
    let hints = a.json["hints"].as_array().unwrap();
    assert!(!hints.is_empty());
    assert_eq!(
        hints[0]["move"],
        json!({"x": 1, "y": 3, "dx": 0, "dy": 1}),
        "{}",
        a.text
    );
    assert_eq!(hints[0]["after"], 1);
    assert_eq!(hints[0]["total"], 2);
}

#[tokio::test]
async fn parse_reads_grids_and_noip_and_settles() {
    let app = app(Config::default());
    let a = post_ok(&app, "/api/parse", json!({"text": NOIP_SAMPLE})).await;
    assert_eq!(a.json["format"], "noip");
    assert_eq!(a.json["moves"], 3);
    assert_eq!(a.json["rules"], "drag");
    assert_eq!(a.json["rows"][6], json!([1, 2, 2, 3, 2]));
    let a = post_ok(&app, "/api/parse", json!({"text": BOX_MAZE})).await;
    assert_eq!(a.json["format"], "grid");
    assert_eq!(a.json["width"], 6);
    assert_eq!(a.json["problem"], Value::Null);
    // A floating block is read, flagged, and settled on request.
    let a = post_ok(&app, "/api/parse", json!({"text": "1.\n.2\n"})).await;
    assert!(a.json["problem"].as_str().unwrap().contains("floats"));
    let a = post_ok(
        &app,
        "/api/parse",
        json!({"text": "2..\n1..\n.11\n", "settle": true}),
    )
    .await;
    assert_eq!(a.json["rows"], json!([[0, 0, 0], [0, 0, 0], [2, 0, 0]]));
    let a = post_invalid(&app, "/api/parse", json!({"text": "12\n3?\n"})).await;
    assert_error_contains(&a, "line 2, column 2");
}

#[tokio::test]
async fn panel_files_list_their_puzzles() {
    let app = app(Config::default());
    let file = include_str!("data/panel-attack_stock-example_v2.json");
    let a = send(&app, post("/api/panel", file)).await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.text);
    let sets = a.json["sets"].as_array().unwrap();
    assert_eq!(sets[0]["name"], "Classic set 1");
    let p = &sets[0]["puzzles"][0];
    assert_eq!(p["moves"], 1);
    // Stack "10110": the bottom row is `0 1 0 1 1 0`... right-aligned.
    assert_eq!(p["rows"][11], json!([0, 1, 0, 1, 1, 0]));
    // Not JSON, and not sent as JSON.
    let a = send(&app, post("/api/panel", "Puzzle Sets")).await;
    assert_error(&a, StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    let req = Request::post("/api/panel").body(Body::from(file)).unwrap();
    assert_error(
        &send(&app, req).await,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "wrong-content-type",
    );
}

#[tokio::test]
async fn serves_the_page() {
    let app = app(Config::default());
    let a = get(&app, "/").await;
    assert_eq!(a.status, StatusCode::OK);
    assert!(content_type(&a).starts_with("text/html"));
    assert!(
        a.text
            .contains("<script type=\"module\" src=\"js/main.js\"")
    );
    assert!(
        !a.text.contains("http://") && !a.text.contains("https://"),
        "the page loads something from elsewhere"
    );
    let a = get(&app, "/js/main.js").await;
    assert!(content_type(&a).starts_with("text/javascript"));
    let a = get(&app, "/js/game.js").await;
    assert!(a.text.contains("/api/replay"));
    let a = get(&app, "/js/nothing.js").await;
    assert_error(&a, StatusCode::NOT_FOUND, "not-found");
    let a = get(&app, "/style.css").await;
    assert!(content_type(&a).starts_with("text/css"));
    let a = get(&app, "/api/limits").await;
    assert_eq!(a.json["max_width"], 16);
    assert_eq!(a.json["max_budget"], 50);
    assert_eq!(a.json["solve_timeout_ms"], 10_000);
}

/// Every message the page asks for (`'web-...'` in a module, the `data-t*`
/// attributes of index.html) is in the catalogue's web.ftl (the mayan-i18n
/// crate's tests check that Chinese has each one too), and no module holds
/// a sentence of its own: text.js formats the catalogue's. No module is
/// over 500 lines.
#[test]
fn every_sentence_of_the_page_is_in_the_catalogue() {
    let assets = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let ftl = mayan_i18n::file(mayan_i18n::Lang::En, "web").unwrap();
    let ids: std::collections::BTreeSet<String> = ftl
        .lines()
        .filter_map(|l| l.split_once(" ="))
        .map(|(id, _)| id.to_string())
        .filter(|id| id.starts_with("web-"))
        .collect();
    assert!(ids.len() > 200, "{} messages", ids.len());
    // What follows each `marker` (not within a longer word) up to `end` is
    // an id.
    let asked = |source: &str, marker: &str, end: char| -> Vec<String> {
        source
            .match_indices(marker)
            .filter(|&(i, _)| {
                !source[..i].ends_with(|c: char| c.is_ascii_alphanumeric() || c == '_' || c == '.')
            })
            .filter_map(|(i, _)| source[i + marker.len()..].split_once(end))
            .map(|(k, _)| k.to_string())
            .collect()
    };
    let mut checked = 0;
    let html = std::fs::read_to_string(assets.join("index.html")).unwrap();
    for attr in [
        "data-t=\"",
        "data-t-rich=\"",
        "data-t-label=\"",
        "data-t-title=\"",
        "data-t-placeholder=\"",
    ] {
        for id in asked(&html, attr, '"') {
            assert!(
                ids.contains(&id),
                "index.html asks for {id}, which web.ftl lacks"
            );
            checked += 1;
        }
    }
    for entry in std::fs::read_dir(assets.join("js")).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let source = std::fs::read_to_string(&path).unwrap();
        // The page is modules of a concern each, none a file of thousands
        // of lines.
        let lines = source.lines().count();
        assert!(lines <= 500, "{name} has {lines} lines");
        // Every whole id in quotes: t('web-...'), and ids a module passes
        // on (a search's label, a message chosen by a condition).
        for id in asked(&source, "'web-", '\'') {
            let id = format!("web-{id}");
            if id.ends_with('-') {
                continue;
            }
            // A family's stem (text.js's lists: web-list-two, web-list-more).
            let family = ids.iter().any(|m| {
                m.strip_prefix(id.as_str())
                    .is_some_and(|r| r.starts_with('-'))
            });
            assert!(
                ids.contains(&id) || family,
                "{name} asks for {id}, which web.ftl lacks"
            );
            checked += 1;
        }
        assert!(
            !source.contains("t('") || source.contains("'./text.js'") || name == "text.js",
            "{name} formats messages without text.js"
        );
        if name == "text.js" {
            continue;
        }
        // A capitalised run of words in quotes is a sentence.
        for quote in ['\'', '`'] {
            for (i, piece) in source.split(quote).enumerate() {
                let mut words = piece.split(' ');
                let first = words.next().unwrap_or("");
                let sentence = i % 2 == 1
                    && first.len() > 1
                    && first.starts_with(|c: char| c.is_ascii_uppercase())
                    && first[1..].bytes().all(|b| b.is_ascii_lowercase())
                    && words.next().is_some_and(|w| {
                        w.bytes().all(|b| b.is_ascii_lowercase()) && !w.is_empty()
                    });
                assert!(!sentence, "{name} holds a sentence of its own: {piece:?}");
            }
        }
    }
    assert!(checked > 200, "{checked} ids");
}

/// The page's messages and Fluent's library are served from the binary:
/// `/i18n/en.ftl` and `/i18n/zh-CN.ftl` are the catalogue's web.ftl, and
/// every module the library imports is there.
#[tokio::test]
async fn serves_the_messages_and_fluent() {
    let app = app(Config::default());
    for lang in mayan_i18n::Lang::ALL {
        let a = get(&app, &format!("/i18n/{}.ftl", lang.tag())).await;
        assert_eq!(a.status, StatusCode::OK);
        assert!(content_type(&a).starts_with("text/plain"));
        assert_eq!(a.text, mayan_i18n::file(lang, "web").unwrap());
    }
    let zh = get(&app, "/i18n/zh-CN.ftl").await;
    assert!(zh.text.contains("web-solve = 求解"), "{}", &zh.text[..200]);
    for bad in [
        "/i18n/fr.ftl",
        "/i18n/zh.ftl",
        "/i18n/en",
        "/i18n/../lib.rs",
    ] {
        let a = get(&app, bad).await;
        assert_eq!(a.status, StatusCode::NOT_FOUND, "{bad}");
    }
    let index = get(&app, "/vendor/fluent-bundle/index.js").await;
    assert!(content_type(&index).starts_with("text/javascript"));
    let mut modules = vec!["index.js".to_string()];
    let mut i = 0;
    while i < modules.len() {
        let a = get(&app, &format!("/vendor/fluent-bundle/{}", modules[i])).await;
        assert_eq!(a.status, StatusCode::OK, "{}", modules[i]);
        for (_, rest) in a
            .text
            .match_indices("from \"./")
            .map(|(j, _)| a.text.split_at(j + 8))
        {
            let name = rest.split('"').next().unwrap().to_string();
            if !modules.contains(&name) {
                modules.push(name);
            }
        }
        i += 1;
    }
    assert!(modules.len() >= 7, "{modules:?}");
    let license = get(&app, "/vendor/fluent-bundle/LICENSE").await;
    assert!(license.text.contains("Apache License"));
    let text_js = get(&app, "/js/text.js").await;
    assert!(text_js.text.contains("'../vendor/fluent-bundle/index.js'"));
}

/// The NOIP sample's answer, as JSON moves.
fn sample_answer() -> Vec<Value> {
    [(2, 1), (3, 1), (3, 0)]
        .iter()
        .map(|&(x, y)| json!({"x": x, "y": y, "dx": 1, "dy": 0}))
        .collect()
}

#[tokio::test]
async fn replay_with_a_budget_plays_a_game_by_its_goal() {
    let app = app(Config::default());
    let game = |moves: Vec<Value>, goal: &str, budget: i64| json!({"grid": NOIP_SAMPLE_GRID, "moves": moves, "goal": goal, "budget": budget});
    let won = post_ok(&app, "/api/replay", game(sample_answer(), "exact", 3)).await;
    assert_eq!(won.json["game"]["state"], "won", "{}", won.text);
    assert_eq!(won.json["game"]["message"], "Cleared in 3 moves!");
    assert_eq!(won.json["game"]["left"], 0);
    let started = post_ok(
        &app,
        "/api/replay",
        game(sample_answer()[..1].to_vec(), "exact", 3),
    )
    .await;
    assert_eq!(started.json["game"]["state"], "playing");
    assert_eq!(started.json["game"]["played"], 1);
    assert_eq!(started.json["game"]["left"], 2);
    // Three moves that do not clear: lost.
    let wrong = vec![json!({"x": 0, "y": 0, "dx": 1, "dy": 0}); 3];
    let lost = post_ok(&app, "/api/replay", game(wrong, "exact", 3)).await;
    assert_eq!(lost.json["game"]["state"], "lost");
    assert!(
        lost.json["game"]["message"]
            .as_str()
            .unwrap()
            .starts_with("Out of moves with")
    );
    // Cleared before the last move of an exact puzzle: lost; at most: won.
    let one = vec![json!({"x": 3, "y": 0, "dx": -1, "dy": 0})];
    let early =
        |goal: &str| json!({"grid": "11.1", "moves": one.clone(), "goal": goal, "budget": 2});
    let a = post_ok(&app, "/api/replay", early("exact")).await;
    assert_eq!(a.json["game"]["state"], "lost");
    assert_eq!(
        a.json["game"]["message"],
        "Cleared in 1 move, but the puzzle asks for exactly 2 moves."
    );
    assert_eq!(a.json["game"]["verdict"]["kind"], "cleared-early");
    assert_eq!(
        a.json["game"]["verdict"]["reason"],
        "the board is clear after 1 move, but exactly 2 are required"
    );
    let a = post_ok(&app, "/api/replay", early("at-most")).await;
    assert_eq!(a.json["game"]["state"], "won");
    // The judge's verdict, as `mayan check` gives it: at most needs no
    // search; an exact win does (the smallest decides), so none is given,
    // nor while the game goes on.
    assert_eq!(a.json["game"]["verdict"]["kind"], "solution");
    assert_eq!(a.json["game"]["verdict"]["accepted"], true);
    assert_eq!(won.json["game"]["verdict"], Value::Null);
    assert_eq!(started.json["game"]["verdict"], Value::Null);
    assert_eq!(lost.json["game"]["verdict"]["kind"], "blocks-left");
    // Without a budget there is no game.
    let a = post_ok(&app, "/api/replay", json!({"grid": "11.1", "moves": one})).await;
    assert_eq!(a.json["game"], Value::Null);
}

#[tokio::test]
async fn a_game_refuses_what_the_puzzle_does_not_allow() {
    let app = app(Config::default());
    let mut four = sample_answer();
    four.push(json!({"x": 0, "y": 0, "dx": 1, "dy": 0}));
    let a = post_invalid(
        &app,
        "/api/replay",
        json!({"grid": NOIP_SAMPLE_GRID, "moves": four, "budget": 3}),
    )
    .await;
    assert_error_contains(&a, "move 4 (0 0 R): the board is already clear");
    let a = post_invalid(
        &app,
        "/api/replay",
        json!({"grid": "11.1\n", "moves": [{"x": 3, "y": 0, "dx": -1, "dy": 0}, {"x": 0, "y": 0, "dx": 1, "dy": 0}], "budget": 1, "goal": "at-most"}),
    )
    .await;
    assert_error_contains(&a, "move 2");
    let a = post_invalid(
        &app,
        "/api/replay",
        json!({"grid": "1122\n", "moves": [{"x": 0, "y": 0, "dx": 1, "dy": 0}], "budget": 2, "no_null_moves": true}),
    )
    .await;
    assert_error_contains(&a, "move 1 (0 0 R): it changes nothing");
    let a = post_invalid(
        &app,
        "/api/replay",
        json!({"grid": "1122\n", "moves": [{"x": 0, "y": 0, "dx": 0, "dy": 1}], "budget": 2}),
    )
    .await;
    assert_error_contains(&a, "move 1 (0 0 U)");
}

#[tokio::test]
async fn export_writes_every_format_and_reads_back() {
    let app = app(Config::default());
    let base = json!({"grid": NOIP_SAMPLE_GRID, "moves": 3, "goal": "exact"});
    let start = post_ok(&app, "/api/parse", json!({"text": NOIP_SAMPLE_GRID})).await;
    for format in ["noip", "grid"] {
        let mut req = base.clone();
        req["format"] = json!(format);
        let a = post_ok(&app, "/api/export", req).await;
        assert_eq!(a.json["format"], format);
        assert_eq!(a.json["media_type"], "text/plain");
        let back = post_ok(&app, "/api/parse", json!({"text": a.json["text"]})).await;
        assert_eq!(back.json["format"], format);
        assert_eq!(back.json["rows"], start.json["rows"], "{format}");
        assert_eq!(back.json["moves"], 3);
    }
    assert_eq!(
        post_ok(
            &app,
            "/api/export",
            json!({"grid": NOIP_SAMPLE_GRID, "moves": 3, "format": "noip"})
        )
        .await
        .json["text"],
        NOIP_SAMPLE
    );
    // Panel Attack: a 6-wide board, read back by /api/panel.
    let grid = "......\n......\n.1....\n.21...\n122...\n";
    let a = post_ok(
        &app,
        "/api/export",
        json!({"grid": grid, "moves": 2, "goal": "at-most", "format": "panel-attack", "name": "mine"}),
    )
    .await;
    assert_eq!(a.json["filename"], "mayan-panel.json");
    let file = a.json["text"].as_str().unwrap().to_string();
    let back = send(&app, post("/api/panel", file)).await;
    assert_eq!(back.status, StatusCode::OK, "{}", back.text);
    assert_eq!(back.json["sets"][0]["name"], "mine");
    assert_eq!(back.json["sets"][0]["puzzles"][0]["moves"], 2);
    // What a format cannot hold is said.
    let a = post_invalid(
        &app,
        "/api/export",
        json!({"grid": grid, "moves": 2, "format": "noip"}),
    )
    .await;
    assert_error_contains(&a, "a NOIP input cannot hold this puzzle");
    let a = post_invalid(
        &app,
        "/api/export",
        json!({"grid": grid, "moves": 2, "format": "png"}),
    )
    .await;
    assert_error_contains(&a, "png");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn generate_makes_the_same_puzzle_from_a_seed_and_its_solution_clears_it() {
    let app = app(Config::default());
    let req = json!({"seed": 7, "moves": 3, "colours": 4});
    let a = post_ok(&app, "/api/generate", req.clone()).await;
    let b = post_ok(&app, "/api/generate", req).await;
    assert_eq!(a.json["grid"], b.json["grid"]);
    // Seeds travel as strings: a JavaScript number would round a long one.
    assert_eq!(a.json["seed"], "7");
    assert_eq!(a.json["moves"], 3);
    assert!(a.json["difficulty"]["score"].as_u64().unwrap() > 0);
    let played = post_ok(
        &app,
        "/api/replay",
        json!({"grid": a.json["grid"], "moves": a.json["solution"], "budget": 3}),
    )
    .await;
    assert_eq!(played.json["game"]["state"], "won", "{}", played.text);
    // A harder one is searched for along the seed's sequence.
    let score = a.json["difficulty"]["score"].as_u64().unwrap();
    let hard = post_ok(
        &app,
        "/api/generate",
        json!({"seed": 7, "moves": 3, "colours": 4, "min_difficulty": score + 1}),
    )
    .await;
    assert!(hard.json["difficulty"]["score"].as_u64().unwrap() > score);
    assert!(hard.json["skipped"].as_u64().unwrap() >= 1);
    let bad = post_invalid(&app, "/api/generate", json!({"width": 40})).await;
    assert_error_contains(&bad, "not supported");
}

/// A seed of 19 or 20 digits is more than a JavaScript number holds: the
/// page typed back a seed it was shown and got another puzzle. Seeds are
/// strings both ways.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn long_seeds_are_not_rounded() {
    let app = app(Config::default());
    let seed = "18446744073709551557";
    let req = json!({"seed": seed, "moves": 2});
    let a = post_ok(&app, "/api/generate", req.clone()).await;
    assert_eq!(a.json["seed"], seed);
    // The nearest JavaScript number is 18446744073709551616, one more than
    // the largest u64: the rounded seed is no seed at all.
    let b = post_ok(&app, "/api/generate", req).await;
    assert_eq!(a.json["grid"], b.json["grid"]);
    // A clock seed comes back as a string too, and gives the same puzzle.
    let c = post_ok(&app, "/api/generate", json!({"moves": 2})).await;
    let clock = c.json["seed"].as_str().unwrap().to_string();
    let d = post_ok(&app, "/api/generate", json!({"seed": clock, "moves": 2})).await;
    assert_eq!(c.json["grid"], d.json["grid"]);
    for bad in [
        json!("12x"),
        json!(""),
        json!("18446744073709551616"),
        json!(-1),
    ] {
        let a = post_invalid(&app, "/api/generate", json!({"seed": bad})).await;
        assert_error_contains(&a, "seed");
    }
}

#[tokio::test]
async fn parse_marks_the_floating_block() {
    let app = app(Config::default());
    let a = post_ok(&app, "/api/parse", json!({"text": "1..\n...\n22.\n"})).await;
    assert_eq!(a.json["floating"], json!([0, 2]));
    let a = post_ok(&app, "/api/parse", json!({"text": NOIP_SAMPLE_GRID})).await;
    assert_eq!(a.json["floating"], Value::Null);
}

#[tokio::test]
async fn error_bodies_stay_short() {
    let app = app(Config::default());
    let deep = format!("{}{}", "[".repeat(5000), "]".repeat(5000));
    let a = send(&app, post("/api/solve", deep)).await;
    assert_error(&a, StatusCode::BAD_REQUEST, "bad-json");
    assert!(a.text.len() < 250, "{} bytes: {}", a.text.len(), a.text);
    assert_error_contains(&a, "recursion limit");
    let key = "k".repeat(5000);
    let a = post_invalid(&app, "/api/solve", json!({ key: 1 })).await;
    assert!(a.text.len() < 400, "{} bytes: {}", a.text.len(), a.text);
}

// ------------------------------------------- one request reader (issue 36)

/// Posts `body` as it is (not re-encoded, so that a repeated key stays).
async fn post_text(app: &Router, uri: &str, body: impl AsRef<[u8]>) -> Answer {
    send(app, post(uri, body.as_ref().to_vec())).await
}

/// The message `mayan batch` gives for the same text (after `line L: `).
fn batch_message(body: impl AsRef<[u8]>) -> String {
    mayan_solve::request::SolveRequest::read(body.as_ref())
        .unwrap_err()
        .message
}

// Issue 36: batch kept the last of repeated keys while the web refused
// them; now both refuse a key repeated at any level, with one message.
#[tokio::test]
async fn regression_repeated_keys_are_refused_at_any_level_as_batch_refuses_them() {
    let app = app(Config::default());
    for (body, message) in [
        (
            r#"{"grid": "11.1", "moves": 1, "grid": "1.11"}"#,
            "duplicate field `grid`",
        ),
        (
            r#"{"id": {"a": 1, "a": 2}, "grid": "11.1", "moves": 1}"#,
            "id: duplicate field `a`",
        ),
    ] {
        for uri in ["/api/solve", "/api/hint"] {
            let a = post_text(&app, uri, body).await;
            assert_error(&a, StatusCode::UNPROCESSABLE_ENTITY, "invalid");
            assert_eq!(a.json["error"], message, "{uri} {body}");
            assert_eq!(batch_message(body), message);
        }
    }
    // The other bodies go through the same reader.
    let a = post_text(&app, "/api/parse", r#"{"text": "11.1", "text": "1"}"#).await;
    assert_error(&a, StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(a.json["error"], "duplicate field `text`");
}

// Issue 36: the web took serde's positional form of a request (a JSON
// array of its fields in order), which batch refused; a move too.
#[tokio::test]
async fn regression_json_arrays_are_not_requests_on_the_web_either() {
    let app = app(Config::default());
    let body = r#"[null,"11.1.",null,null,null,1,false]"#;
    let a = post_text(&app, "/api/solve", body).await;
    assert_error(&a, StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    assert_eq!(a.json["error"].as_str(), Some(batch_message(body).as_str()));
    assert_error_contains(&a, "expected a JSON object");
    let a = post_text(&app, "/api/replay", r#"["11.1", null, []]"#).await;
    assert_error(&a, StatusCode::UNPROCESSABLE_ENTITY, "invalid");
    let a = post_invalid(
        &app,
        "/api/replay",
        json!({"grid": "11.1", "moves": [[2, 0, 1, 0]]}),
    )
    .await;
    assert_error_contains(&a, "moves[0]: invalid type: sequence, expected a move");
    let a = post_invalid(
        &app,
        "/api/replay",
        json!({"grid": "11.1", "moves": [{"x": 2, "y": 0, "dx": 1, "dy": 0, "z": 0}]}),
    )
    .await;
    assert_error_contains(&a, "unknown field `z`");
}

#[tokio::test]
async fn the_web_and_batch_give_one_message_for_one_bad_request() {
    let app = app(Config::default());
    let bodies: [(&[u8], StatusCode, &str); 5] = [
        (b"{\"grid\": ", StatusCode::BAD_REQUEST, "bad-json"),
        (
            b"{\"grid\": \"1\xff\"}",
            StatusCode::BAD_REQUEST,
            "bad-json",
        ),
        (
            br#"{"grid": "11.1", "moves": 1, "zzz": 0, "answer": 1}"#,
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid",
        ),
        (
            br#"{"grid": 7}"#,
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid",
        ),
        (b"\"11.1\"", StatusCode::UNPROCESSABLE_ENTITY, "invalid"),
    ];
    for (body, code, kind) in bodies {
        let a = post_text(&app, "/api/solve", body).await;
        assert_error(&a, code, kind);
        assert_eq!(
            a.json["error"].as_str(),
            Some(batch_message(body).as_str()),
            "{}",
            body.escape_ascii()
        );
    }
    let a = post_text(
        &app,
        "/api/solve",
        r#"{"grid": "11.1", "zzz": 0, "answer": 1}"#,
    )
    .await;
    assert_error_contains(&a, "unknown field `zzz`");
    let a = post_text(&app, "/api/solve", r#"{"grid": 7}"#).await;
    assert_error_contains(&a, "grid: invalid type: integer `7`, expected a string");
}

#[tokio::test]
async fn a_line_of_gen_json_is_a_solve_request() {
    let app = app(Config::default());
    let line = json!({"case": 1, "request": {"id": 1, "grid": "11.1", "moves": 1}, "solvable": true,
        "answer": [{"x": 2, "y": 0, "dx": 1, "dy": 0}], "blocks": 3, "difficulty": {"score": 1}});
    let a = post_ok(&app, "/api/solve", line).await;
    assert_eq!(a.json["id"], 1);
    // The line's answer is not read: the report has the smallest.
    assert_eq!(moves(&a.json), [(3, 0, -1, 0)]);
}
