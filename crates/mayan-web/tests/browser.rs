//! The page in a real browser, through WebDriver: paint seed 004's example,
//! solve it, and watch the playback end on an empty board.
//!
//! Ignored by default: it needs a running WebDriver (`chromedriver
//! --port=4444`, Debian packages `chromium` and `chromium-driver`). Run it
//! with `scripts/ci-browser.sh`, or by hand:
//!
//! ```text
//! chromedriver --port=4444 &
//! WEBDRIVER_URL=http://localhost:4444 cargo test --release -p mayan-web -- --ignored
//! ```
//!
//! With `MAYAN_SCREENSHOTS=DIR`, screenshots of the page on a desktop and a
//! phone-sized window are saved there.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use fantoccini::key::Key;
use fantoccini::wd::Capabilities;
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::json;

/// Seed 004's example, top row first.
const BOX_MAZE: [&str; 7] = [
    "010000", "020000", "030000", "021000", "013300", "022100", "011220",
];

async fn start_server() -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(mayan_web::serve(listener, mayan_web::Config::default()));
    format!("http://{addr}/")
}

async fn browser() -> Client {
    let url = std::env::var("WEBDRIVER_URL").unwrap_or_else(|_| "http://localhost:4444".into());
    let mut options = json!({
        "args": [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--no-first-run", "--window-size=1280,900",
        ]
    });
    let binary = std::env::var("CHROME_BIN").ok().or_else(|| {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
            .iter()
            .find(|p| std::path::Path::new(p).exists())
            .map(|p| p.to_string())
    });
    if let Some(b) = binary {
        options["binary"] = json!(b);
    }
    let mut caps = Capabilities::new();
    caps.insert("browserName".into(), json!("chrome"));
    caps.insert("goog:chromeOptions".into(), options);
    let connector = hyper_util::client::legacy::connect::HttpConnector::new();
    ClientBuilder::new(connector)
        .capabilities(caps)
        .connect(&url)
        .await
        .unwrap_or_else(|e| panic!("no WebDriver at {url} ({e}): start chromedriver --port=4444"))
}

async fn cell(c: &Client, x: usize, y: usize) -> fantoccini::elements::Element {
    c.find(Locator::Css(&format!(
        ".cell[data-x=\"{x}\"][data-y=\"{y}\"]"
    )))
    .await
    .unwrap()
}

/// Every cell's value, as the page shows it: `data-v` per cell.
async fn cells(c: &Client) -> Vec<String> {
    let v = c
        .execute(
            "return Array.from(document.querySelectorAll('#board .cell')).map(e => e.dataset.v);",
            vec![],
        )
        .await
        .unwrap();
    serde_json::from_value(v).unwrap()
}

/// Clicks the element with this id.
async fn click(c: &Client, id: &str) {
    c.find(Locator::Id(id))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
}

/// The text of the element with this id.
async fn text(c: &Client, id: &str) -> String {
    c.find(Locator::Id(id)).await.unwrap().text().await.unwrap()
}

/// Picks an option of the `<select>` with this id.
async fn select(c: &Client, id: &str, value: &str) {
    c.find(Locator::Id(id))
        .await
        .unwrap()
        .select_by_value(value)
        .await
        .unwrap();
}

/// Whether every cell is empty.
fn all_empty(cells: &[String]) -> bool {
    cells.iter().all(|v| v == "0")
}

/// Paints `rows` (top row first, one digit a cell) with the mouse: picks
/// each colour of `colours` in turn, then clicks every cell of that colour.
async fn paint(c: &Client, rows: &[&str], colours: std::ops::RangeInclusive<u8>) {
    for colour in colours {
        c.find(Locator::Css(&format!(".swatch[data-colour=\"{colour}\"]")))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
        for (r, row) in rows.iter().enumerate() {
            for (x, ch) in row.bytes().enumerate() {
                if ch == b'0' + colour {
                    cell(c, x, rows.len() - 1 - r).await.click().await.unwrap();
                }
            }
        }
    }
}

async fn set_number(c: &Client, id: &str, value: usize) {
    let input = c.find(Locator::Id(id)).await.unwrap();
    input.click().await.unwrap();
    // Select the old value so that typing replaces it.
    c.execute(
        &format!("document.getElementById('{id}').select();"),
        vec![],
    )
    .await
    .unwrap();
    input
        .send_keys(&format!("{value}{}", char::from(Key::Tab)))
        .await
        .unwrap();
}

async fn wait_until(c: &Client, what: &str, script: &str, timeout: Duration) {
    let deadline = Instant::now() + timeout;
    loop {
        let ok = c.execute(script, vec![]).await.unwrap();
        if ok == json!(true) {
            return;
        }
        if Instant::now() > deadline {
            let status = c
                .execute(
                    "return document.getElementById('status').textContent;",
                    vec![],
                )
                .await
                .unwrap();
            panic!("timed out waiting for {what} (status: {status})");
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Clicks Solve and waits (at most 20 s) for the playback controls: the
/// solve has finished.
async fn solve_until_playback(c: &Client) {
    click(c, "solve").await;
    wait_until(
        c,
        "the playback to start",
        "return !document.getElementById('playback').hidden;",
        Duration::from_secs(20),
    )
    .await;
}

/// Waits (at most 40 s) for the playback to reach its last frame.
async fn wait_for_playback_end(c: &Client, what: &str) {
    wait_until(
        c,
        what,
        "return document.getElementById('board').dataset.end === 'true';",
        Duration::from_secs(40),
    )
    .await;
}

async fn screenshot(c: &Client, name: &str) {
    if let Ok(dir) = std::env::var("MAYAN_SCREENSHOTS") {
        let png = c.screenshot().await.unwrap();
        let path = PathBuf::from(dir).join(name);
        std::fs::write(&path, png).unwrap();
        eprintln!("saved {}", path.display());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromedriver and chromium: run scripts/ci-browser.sh"]
async fn paint_solve_and_watch_the_board_clear() {
    let url = start_server().await;
    let c = browser().await;
    // Close the browser session even when a check fails.
    let outcome = tokio::spawn(paint_solve_and_watch(c.clone(), url)).await;
    let _ = c.close().await;
    if let Err(e) = outcome {
        std::panic::resume_unwind(e.into_panic());
    }
}

async fn paint_solve_and_watch(c: Client, url: String) {
    c.set_window_size(1280, 900).await.unwrap();
    c.goto(&url).await.unwrap();
    c.wait()
        .at_most(Duration::from_secs(10))
        .for_element(Locator::Css(".cell[data-x=\"0\"][data-y=\"0\"]"))
        .await
        .unwrap();

    // Start from an empty 6 x 7 board with the swap4 rules.
    click(&c, "clear").await;
    set_number(&c, "width", 6).await;
    set_number(&c, "height", 7).await;
    assert_eq!(cells(&c).await.len(), 42);
    assert!(all_empty(&cells(&c).await), "not cleared");
    select(&c, "rules", "swap4").await;
    select(&c, "goal", "exact").await;
    set_number(&c, "budget", 2).await;

    // Paint with the mouse, one colour at a time.
    paint(&c, &BOX_MAZE, 1..=3).await;
    // The page shows exactly the example, top row first.
    let shown = cells(&c).await.join("");
    assert_eq!(shown, BOX_MAZE.concat(), "painted board");
    // The link carries the puzzle.
    let href: String =
        serde_json::from_value(c.execute("return location.hash;", vec![]).await.unwrap()).unwrap();
    assert!(href.contains("r=swap4") && href.contains("n=2"), "{href}");

    solve_until_playback(&c).await;
    let status = text(&c, "status").await;
    assert!(status.contains("Solved in 2 moves"), "{status}");
    let moves = text(&c, "result").await;
    assert!(
        moves.contains("1 3 U") && moves.contains("1 2 L"),
        "{moves}"
    );
    tokio::time::sleep(Duration::from_millis(1500)).await;
    screenshot(&c, "desktop-playback.png").await;

    // The playback runs by itself to its last frame: an empty board.
    wait_for_playback_end(&c, "the playback to end").await;
    let end = cells(&c).await;
    assert!(all_empty(&end), "the board is not empty: {end:?}");
    let caption = text(&c, "caption").await;
    assert!(caption.contains("Board clear"), "{caption}");

    // Under the playback, the plan of the solution (docs/plans.md), closed
    // until asked for.
    click(&c, "plan-open").await;
    let plan = text(&c, "plan").await;
    assert!(
        plan.starts_with("Plan: 4 clears in 2 moves.") && plan.contains("three 1s meet in row 0"),
        "{plan}"
    );
    screenshot(&c, "desktop-plan.png").await;

    // Back to the start: the example again; one step on, the first move.
    click(&c, "pb-first").await;
    assert_eq!(cells(&c).await.join(""), BOX_MAZE.concat(), "first frame");
    click(&c, "pb-forward").await;
    let moved = cells(&c).await.join("");
    assert_ne!(moved, BOX_MAZE.concat(), "the first move changed nothing");
    // (1, 3) swapped up with (1, 4): column 1 reads 1 2 2 3 ... from the top.
    assert_eq!(&moved[1..2], "1");
    assert_eq!(&moved[7..8], "2");
    assert_eq!(&moved[13..14], "2");
    assert_eq!(&moved[19..20], "3");
    click(&c, "pb-back").await;
    assert_eq!(cells(&c).await.join(""), BOX_MAZE.concat(), "step back");
    // Every step forward has a caption, and the last one is the clear board.
    let frames: usize = c
        .find(Locator::Id("board"))
        .await
        .unwrap()
        .attr("data-frames")
        .await
        .unwrap()
        .and_then(|f| f.parse().ok())
        .unwrap();
    assert!(frames >= 6, "{frames} frames");
    let forward = c.find(Locator::Id("pb-forward")).await.unwrap();
    let mut vanishing = 0;
    for i in 1..frames {
        forward.click().await.unwrap();
        let caption = text(&c, "caption").await;
        assert!(!caption.is_empty(), "frame {i} has no caption");
        vanishing += c
            .find_all(Locator::Css("#board .cell.vanish"))
            .await
            .unwrap()
            .len();
        tokio::time::sleep(Duration::from_millis(150)).await;
        screenshot(&c, &format!("frame-{i:02}.png")).await;
    }
    assert!(vanishing >= 6, "no vanishing cells were shown");
    assert!(all_empty(&cells(&c).await));
    click(&c, "pb-first").await;
    click(&c, "pb-last").await;
    assert!(all_empty(&cells(&c).await));

    // Back to editing: the puzzle is there; the keyboard paints too.
    click(&c, "pb-edit").await;
    assert_eq!(cells(&c).await.join(""), BOX_MAZE.concat());
    let top_left = cell(&c, 0, 6).await;
    top_left.click().await.unwrap(); // paints colour 3 (the last picked)
    assert_eq!(top_left.attr("data-v").await.unwrap().as_deref(), Some("3"));
    let down = char::from(Key::Down).to_string();
    let right = char::from(Key::Right).to_string();
    let keys = format!("{d}{d}{d}{d}{d}{d}{r}{r}{r}{r}{r}5", d = down, r = right);
    top_left.send_keys(&keys).await.unwrap();
    let focused = c
        .execute(
            "const e = document.activeElement; return [e.dataset.x, e.dataset.y, e.dataset.v];",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(focused, json!(["5", "0", "5"]), "keyboard painting");

    // A phone-sized window still shows the whole board.
    c.set_window_size(390, 844).await.unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    let fits = c
        .execute(
            "const b = document.getElementById('board').getBoundingClientRect(); return b.left >= 0 && b.right <= window.innerWidth;",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(fits, json!(true), "the board overflows a phone screen");
    screenshot(&c, "phone-edit.png").await;

    // On the phone: an example, a hint, then a solve played to the end.
    select(&c, "preset", "box").await;
    assert_eq!(cells(&c).await.join(""), BOX_MAZE.concat(), "the example");
    click(&c, "hint").await;
    wait_until(
        &c,
        "the hint",
        "return document.querySelectorAll('#board .cell.hinted').length > 0;",
        Duration::from_secs(20),
    )
    .await;
    let hints = text(&c, "result").await;
    assert!(
        hints.contains("1 3 U: then 1 more move (fewest)"),
        "{hints}"
    );
    screenshot(&c, "phone-hint.png").await;
    solve_until_playback(&c).await;
    tokio::time::sleep(Duration::from_millis(3300)).await;
    screenshot(&c, "phone-playback.png").await;
    wait_for_playback_end(&c, "the playback to end").await;
    assert!(all_empty(&cells(&c).await));
    let label = c
        .find(Locator::Id("pb-play"))
        .await
        .unwrap()
        .attr("aria-label")
        .await
        .unwrap();
    assert_eq!(label.as_deref(), Some("Play"), "still playing at the end");
    screenshot(&c, "phone-end.png").await;

    // A Panel Attack file: pick its first puzzle, solve it within its moves.
    c.find(Locator::Css("#import summary"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/panel-attack_stock-example_v2.json");
    c.find(Locator::Id("panel-file"))
        .await
        .unwrap()
        .send_keys(&file.display().to_string())
        .await
        .unwrap();
    wait_until(
        &c,
        "the puzzle list",
        "return document.querySelectorAll('#panel-pick option').length > 10;",
        Duration::from_secs(10),
    )
    .await;
    select(&c, "panel-pick", "0:0").await;
    assert_eq!(cells(&c).await.len(), 72, "a 6 x 12 board");
    let goal: String = serde_json::from_value(
        c.execute("return document.getElementById('goal').value;", vec![])
            .await
            .unwrap(),
    )
    .unwrap();
    assert_eq!(goal, "at-most");
    click(&c, "solve").await;
    wait_for_playback_end(&c, "the Panel Attack playback to end").await;
    assert!(all_empty(&cells(&c).await));

    // Pasted NOIP text becomes a 5 x 7 drag puzzle of exactly its n moves.
    let paste = c.find(Locator::Id("paste")).await.unwrap();
    paste.clear().await.unwrap();
    paste
        .send_keys("3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n")
        .await
        .unwrap();
    click(&c, "paste-load").await;
    wait_until(
        &c,
        "the pasted puzzle",
        "return document.querySelectorAll('#board .cell').length === 35;",
        Duration::from_secs(10),
    )
    .await;
    let settings = c
        .execute(
            "return ['rules', 'goal', 'budget'].map(id => document.getElementById(id).value);",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(settings, json!(["drag", "exact", "3"]));
    // Bottom row of the NOIP sample: 1 2 2 3 2.
    assert_eq!(&cells(&c).await[30..], ["1", "2", "2", "3", "2"]);

    // A link with a hopeless board: the search shows its progress, and
    // Cancel stops it.
    c.set_window_size(1280, 900).await.unwrap();
    let mut rows = Vec::new();
    for y in (0..12).rev() {
        rows.push(
            (0..6)
                .map(|x| char::from(b'1' + ((x + 2 * y) % 5) as u8))
                .collect::<String>(),
        );
    }
    let link = format!("{url}#g={}&r=drag&goal=at-most&n=40&nn=0", rows.join("/"));
    c.goto(&link).await.unwrap();
    c.wait()
        .at_most(Duration::from_secs(10))
        .for_element(Locator::Css(".cell[data-x=\"5\"][data-y=\"11\"]"))
        .await
        .unwrap();
    assert_eq!(cells(&c).await.join(""), rows.concat(), "the link's board");
    click(&c, "solve").await;
    wait_until(
        &c,
        "progress",
        "return /[0-9] positions/.test(document.getElementById('status').textContent);",
        Duration::from_secs(8),
    )
    .await;
    screenshot(&c, "desktop-solving.png").await;
    click(&c, "cancel").await;
    wait_until(
        &c,
        "the cancel",
        "return document.getElementById('status').textContent === 'Cancelled.' && !document.getElementById('solve').disabled;",
        Duration::from_secs(5),
    )
    .await;
}
