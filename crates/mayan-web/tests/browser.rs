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
//! Screenshots of every state checked, on a desktop and a phone-sized
//! window, are saved in `target/screenshots` (or `MAYAN_SCREENSHOTS=DIR`,
//! relative to the workspace's root), which CI keeps as artifacts.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use fantoccini::actions::{
    InputSource, MOUSE_BUTTON_LEFT, MouseActions, PointerAction, TouchActions,
};
use fantoccini::key::Key;
use fantoccini::wd::Capabilities;
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::json;

/// Seed 004's example, top row first.
const BOX_MAZE: [&str; 7] = [
    "010000", "020000", "030000", "021000", "013300", "022100", "011220",
];

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
            let game = c
                .execute(
                    "return [document.getElementById('game-msg').textContent, JSON.stringify(document.getElementById('board').dataset)];",
                    vec![],
                )
                .await
                .unwrap();
            panic!("timed out waiting for {what} (status: {status}; game: {game})");
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

/// Where screenshots go: `MAYAN_SCREENSHOTS` (relative to the workspace's
/// root), by default `target/screenshots`, which CI keeps as artifacts.
fn screenshot_dir() -> PathBuf {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let dir = std::env::var_os("MAYAN_SCREENSHOTS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("target/screenshots"));
    if dir.is_absolute() {
        dir
    } else {
        root.join(dir)
    }
}

async fn screenshot(c: &Client, name: &str) {
    let dir = screenshot_dir();
    std::fs::create_dir_all(&dir).unwrap();
    let png = c.screenshot().await.unwrap();
    let path = dir.join(name);
    std::fs::write(&path, png).unwrap();
    eprintln!("saved {}", path.display());
}

/// One browser test at a time: two cores do not run two Chromiums and the
/// searches well.
static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// Runs `test` against a fresh server in a fresh browser session, and closes
/// the session even when a check fails.
async fn in_browser<F, Fut>(test: F)
where
    F: FnOnce(Client, String) -> Fut,
    Fut: std::future::Future<Output = ()> + Send + 'static,
{
    in_browser_with(mayan_web::Config::default(), test).await;
}

/// [`in_browser`] against a server with this configuration.
async fn in_browser_with<F, Fut>(config: mayan_web::Config, test: F)
where
    F: FnOnce(Client, String) -> Fut,
    Fut: std::future::Future<Output = ()> + Send + 'static,
{
    let _turn = ONE_AT_A_TIME.lock().await;
    let url = format!("http://{}/", crate::server(config).await);
    let c = browser().await;
    let outcome = tokio::spawn(test(c.clone(), url)).await;
    let _ = c.close().await;
    if let Err(e) = outcome {
        std::panic::resume_unwind(e.into_panic());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromedriver and chromium: run scripts/ci-browser.sh"]
async fn paint_solve_and_watch_the_board_clear() {
    in_browser(paint_solve_and_watch).await;
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

// ---- playing, undo, hints, export, import, generate (issue 19) -------------

/// The NOIP 2011 sample, top row first (5 x 7, drag, exactly 3 moves).
const NOIP_SAMPLE: [&str; 7] = [
    "00000", "00000", "00000", "00004", "00403", "01314", "12232",
];

/// The Panel Attack file the tests load.
fn panel_file() -> String {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/panel-attack_stock-example_v2.json")
        .display()
        .to_string()
}

/// Runs a script and reads its answer.
async fn js<T: serde::de::DeserializeOwned>(c: &Client, script: &str) -> T {
    let v = c.execute(script, vec![]).await.unwrap();
    serde_json::from_value(v.clone()).unwrap_or_else(|e| panic!("{script}: {v} ({e})"))
}

/// Opens the page and waits for its board.
async fn open_page(c: &Client, url: &str, width: u32, height: u32) {
    c.set_window_size(width, height).await.unwrap();
    c.goto(url).await.unwrap();
    c.wait()
        .at_most(Duration::from_secs(10))
        .for_element(Locator::Css(".cell[data-x=\"0\"][data-y=\"0\"]"))
        .await
        .unwrap();
}

/// Clicks the cell at column `x`, row `y` (row 0 at the bottom).
async fn click_cell(c: &Client, x: usize, y: usize) {
    cell(c, x, y).await.click().await.unwrap();
}

/// Waits until the game has `played` moves, its animation is over, and the
/// server judged it `state` (playing, won or lost).
async fn wait_game(c: &Client, played: usize, state: &str) {
    wait_until(
        c,
        &format!("the game after {played} moves, {state}"),
        &format!(
            "const d = document.getElementById('board').dataset; \
             return d.mode === 'game' && d.ready === 'true' && d.played === '{played}' && d.game === '{state}';"
        ),
        Duration::from_secs(15),
    )
    .await;
}

/// Plays a move by clicking its block, then the neighbour it goes to.
async fn click_move(c: &Client, x: usize, y: usize, dir: char, played: usize, state: &str) {
    click_cell(c, x, y).await;
    let to = match dir {
        'R' => (x + 1, y),
        'L' => (x - 1, y),
        'U' => (x, y + 1),
        _ => (x, y - 1),
    };
    click_cell(c, to.0, to.1).await;
    wait_game(c, played, state).await;
}

/// Drags the block at (`x`, `y`) by (`dx`, `dy`) pixels on the screen: with
/// a mouse, or with a finger (a swipe on a touch screen).
async fn drag_block(c: &Client, x: usize, y: usize, dx: f64, dy: f64, touch: bool) {
    let steps = [
        PointerAction::MoveToElement {
            element: cell(c, x, y).await,
            duration: None,
            x: 0.0,
            y: 0.0,
        },
        PointerAction::Down {
            button: MOUSE_BUTTON_LEFT,
        },
        PointerAction::MoveBy {
            duration: Some(Duration::from_millis(150)),
            x: dx,
            y: dy,
        },
        PointerAction::Up {
            button: MOUSE_BUTTON_LEFT,
        },
    ];
    if touch {
        let mut finger = TouchActions::new("finger".into());
        for step in steps {
            finger = finger.then(step);
        }
        c.perform_actions(finger).await.unwrap();
    } else {
        let mut mouse = MouseActions::new("mouse".into());
        for step in steps {
            mouse = mouse.then(step);
        }
        c.perform_actions(mouse).await.unwrap();
    }
    c.release_actions().await.unwrap();
}

/// Presses keys on the element that has the focus.
async fn keys(c: &Client, keys: &str) {
    c.active_element()
        .await
        .unwrap()
        .send_keys(keys)
        .await
        .unwrap();
}

fn key(k: Key) -> String {
    char::from(k).to_string()
}

/// The board's cells as one string, top row first.
async fn board(c: &Client) -> String {
    cells(c).await.join("")
}

/// The value of the form control with this id.
async fn value(c: &Client, id: &str) -> String {
    js(c, &format!("return document.getElementById('{id}').value;")).await
}

/// Opens the `<details>` with this id.
async fn open_details(c: &Client, id: &str) {
    c.execute(
        &format!("document.getElementById('{id}').open = true;"),
        vec![],
    )
    .await
    .unwrap();
}

/// Loads the Panel Attack file through the file picker and picks a puzzle.
async fn load_panel_puzzle(c: &Client, pick: &str) {
    open_details(c, "import").await;
    c.find(Locator::Id("panel-file"))
        .await
        .unwrap()
        .send_keys(&panel_file())
        .await
        .unwrap();
    wait_until(
        c,
        "the puzzle list",
        "return document.querySelectorAll('#panel-pick option').length > 10;",
        Duration::from_secs(10),
    )
    .await;
    select(c, "panel-pick", pick).await;
}

/// Drops a file holding `text` on the page, as a drag and drop from the
/// desktop does (a synthetic `drop` event with a `DataTransfer`).
async fn drop_file(c: &Client, name: &str, text: &str) {
    c.execute(
        "const dt = new DataTransfer(); \
         dt.items.add(new File([arguments[1]], arguments[0], { type: 'text/plain' })); \
         const opts = { dataTransfer: dt, bubbles: true, cancelable: true }; \
         document.getElementById('board').dispatchEvent(new DragEvent('dragenter', opts)); \
         document.getElementById('board').dispatchEvent(new DragEvent('drop', opts));",
        vec![json!(name), json!(text)],
    )
    .await
    .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromedriver and chromium: run scripts/ci-browser.sh"]
async fn play_the_noip_sample_to_a_win_and_a_loss() {
    in_browser(play_noip).await;
}

async fn play_noip(c: Client, url: String) {
    open_page(&c, &url, 1280, 900).await;
    select(&c, "preset", "noip").await;
    assert_eq!(board(&c).await, NOIP_SAMPLE.concat(), "the example");
    assert_eq!(value(&c, "preset").await, "noip", "the Example menu");

    // Play: the board is the game's, the counter stands at 0 of 3.
    click(&c, "play-game").await;
    wait_game(&c, 0, "playing").await;
    assert_eq!(text(&c, "mode-label").await.to_lowercase(), "playing");
    assert_eq!(text(&c, "game-count").await, "Move 0 of 3");
    screenshot(&c, "noip-play-start.png").await;

    // A click picks a block: it and the cells it can go to are marked.
    click_cell(&c, 2, 1).await;
    let marks: (usize, usize) = js(
        &c,
        "return [document.querySelectorAll('#board .cell.selected').length, \
                 document.querySelectorAll('#board .cell.target').length];",
    )
    .await;
    assert_eq!(marks, (1, 2), "one block picked, left and right of it");
    screenshot(&c, "noip-play-picked.png").await;
    // Its right neighbour: the move 2 1 R.
    click_cell(&c, 3, 1).await;
    wait_game(&c, 1, "playing").await;
    assert_eq!(text(&c, "game-count").await, "Move 1 of 3");
    assert_ne!(board(&c).await, NOIP_SAMPLE.concat());
    click_move(&c, 3, 1, 'R', 2, "playing").await;
    let after_two = board(&c).await;
    click_move(&c, 3, 0, 'R', 3, "won").await;
    assert!(all_empty(&cells(&c).await), "won on an empty board");
    let msg = text(&c, "game-msg").await;
    assert!(msg.contains("Cleared in 3 moves"), "{msg}");
    assert_eq!(
        text(&c, "game-moves").await,
        "Your moves: 2 1 R, 3 1 R, 3 0 R"
    );
    // The link holds the moves played.
    let hash: String = js(&c, "return location.hash;").await;
    assert!(hash.ends_with("&p=2.1.R_3.1.R_3.0.R"), "{hash}");
    screenshot(&c, "noip-won.png").await;

    // Undo and redo, with the buttons and with Ctrl-Z / Ctrl-Shift-Z.
    click(&c, "undo").await;
    wait_game(&c, 2, "playing").await;
    assert_eq!(board(&c).await, after_two, "undo");
    screenshot(&c, "noip-undo.png").await;
    click(&c, "redo").await;
    wait_game(&c, 3, "won").await;
    assert!(all_empty(&cells(&c).await), "redo");
    keys(&c, &format!("{}z", key(Key::Control))).await;
    wait_game(&c, 2, "playing").await;
    assert_eq!(board(&c).await, after_two, "Ctrl-Z");
    keys(&c, &format!("{}{}z", key(Key::Control), key(Key::Shift))).await;
    wait_game(&c, 3, "won").await;
    screenshot(&c, "noip-redo.png").await;

    // Restart, one move, then a hint from there: 3 1 R still wins.
    click(&c, "game-restart").await;
    wait_game(&c, 0, "playing").await;
    assert_eq!(board(&c).await, NOIP_SAMPLE.concat(), "restart");
    click_move(&c, 2, 1, 'R', 1, "playing").await;
    click(&c, "game-hint").await;
    wait_until(
        &c,
        "the hint",
        "return document.querySelectorAll('#board .cell.hinted').length > 0;",
        Duration::from_secs(20),
    )
    .await;
    let hints = text(&c, "result").await;
    assert!(hints.contains("3 1 R: then 1 more move"), "{hints}");
    let msg = text(&c, "game-msg").await;
    assert!(msg.contains("within the 2 moves left"), "{msg}");
    screenshot(&c, "noip-hint.png").await;

    // After a move that loses, the hint says so.
    click(&c, "undo").await;
    wait_game(&c, 0, "playing").await;
    click_move(&c, 0, 0, 'R', 1, "playing").await;
    click(&c, "game-hint").await;
    wait_until(
        &c,
        "the hint that there is none",
        "return document.getElementById('game-msg').textContent.startsWith('No clear is possible');",
        Duration::from_secs(20),
    )
    .await;
    assert_eq!(
        text(&c, "game-msg").await,
        "No clear is possible from here within the 2 moves left."
    );
    screenshot(&c, "noip-no-hint.png").await;

    // To a loss with the keyboard: the cursor on (1, 0), where the block
    // went, Shift+Left moves it back and the cursor follows it; then Space
    // and Right move it again.
    click_cell(&c, 1, 0).await;
    keys(&c, &format!("{}{}", key(Key::Shift), key(Key::Left))).await;
    wait_game(&c, 2, "playing").await;
    let at: (String, String) = js(
        &c,
        "const e = document.activeElement; return [e.dataset.x, e.dataset.y];",
    )
    .await;
    assert_eq!(
        at,
        ("0".into(), "0".into()),
        "the cursor did not follow the block"
    );
    keys(&c, &format!(" {}", key(Key::Right))).await;
    wait_game(&c, 3, "lost").await;
    let msg = text(&c, "game-msg").await;
    assert!(msg.contains("Out of moves"), "{msg}");
    assert!(!all_empty(&cells(&c).await));
    screenshot(&c, "noip-lost.png").await;

    // A move the rules do not allow is refused with the server's reason, and
    // the position stays.
    click(&c, "undo").await;
    wait_game(&c, 2, "playing").await;
    let before = board(&c).await;
    click_cell(&c, 3, 0).await;
    keys(&c, &format!("{}{}", key(Key::Shift), key(Key::Up))).await;
    wait_until(
        &c,
        "the refusal",
        "return document.getElementById('game-msg').textContent.startsWith('Not a move');",
        Duration::from_secs(10),
    )
    .await;
    wait_game(&c, 2, "playing").await;
    assert_eq!(board(&c).await, before, "a refused move changed the board");
    screenshot(&c, "noip-refused.png").await;

    // The link restores the game at its position.
    c.refresh().await.unwrap();
    wait_game(&c, 2, "playing").await;
    assert_eq!(board(&c).await, before, "the link's position");

    // After Solve the playback keys work at once: the focus is on the board.
    click(&c, "game-exit").await;
    assert_eq!(board(&c).await, NOIP_SAMPLE.concat(), "back to the editor");
    solve_until_playback(&c).await;
    let focused: bool = js(
        &c,
        "return document.activeElement.classList.contains('cell');",
    )
    .await;
    assert!(focused, "the focus is not on the board after Solve");
    keys(&c, ",").await; // a step back, which pauses
    let frame: String = js(&c, "return document.getElementById('board').dataset.frame;").await;
    keys(&c, ".").await;
    let next: String = js(&c, "return document.getElementById('board').dataset.frame;").await;
    assert_ne!(frame, next, "`.` did not step the playback");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromedriver and chromium: run scripts/ci-browser.sh"]
async fn play_a_panel_attack_puzzle_in_its_notation() {
    in_browser(play_panel).await;
}

async fn play_panel(c: Client, url: String) {
    open_page(&c, &url, 1280, 900).await;
    load_panel_puzzle(&c, "0:0").await;
    assert_eq!(cells(&c).await.len(), 72, "a 6 x 12 board");
    assert_eq!(value(&c, "preset").await, "other");
    assert_eq!(text(&c, "preset-other").await, "Classic set 1 #1");
    assert_eq!(value(&c, "goal").await, "at-most");
    assert_eq!(value(&c, "budget").await, "1");

    // The solution in Panel Attack's notation.
    solve_until_playback(&c).await;
    let moves = text(&c, "result").await;
    assert!(moves.contains("r1c2"), "{moves}");
    wait_for_playback_end(&c, "the playback to end").await;
    screenshot(&c, "panel-solved.png").await;

    // Played: one swap at row 1, columns 2 and 3, clears it.
    click(&c, "pb-edit").await;
    click(&c, "play-game").await;
    wait_game(&c, 0, "playing").await;
    assert_eq!(text(&c, "game-count").await, "Move 0 of 1");
    click_move(&c, 1, 0, 'R', 1, "won").await;
    assert!(all_empty(&cells(&c).await));
    assert_eq!(text(&c, "game-moves").await, "Your moves: r1c2");
    screenshot(&c, "panel-won.png").await;

    // The other way loses: the one move is spent.
    click(&c, "game-restart").await;
    wait_game(&c, 0, "playing").await;
    click_move(&c, 1, 0, 'L', 1, "lost").await;
    assert_eq!(text(&c, "game-moves").await, "Your moves: r1c1");
    screenshot(&c, "panel-lost.png").await;

    // Dragged with the mouse: the block at (1, 0) pulled a cell to the right.
    click(&c, "game-restart").await;
    wait_game(&c, 0, "playing").await;
    drag_block(&c, 1, 0, 40.0, 0.0, false).await;
    wait_game(&c, 1, "won").await;
    assert_eq!(text(&c, "game-moves").await, "Your moves: r1c2");

    // A puzzle with no solution under the pure rules says why.
    select(&c, "panel-pick", "8:0").await;
    assert_eq!(text(&c, "preset-other").await, "Ridiculous Mode #1");
    click(&c, "solve").await;
    wait_until(
        &c,
        "the answer",
        "return document.getElementById('status').textContent.startsWith('No solution');",
        Duration::from_secs(20),
    )
    .await;
    let status = text(&c, "status").await;
    assert!(
        status.contains("pure rules") && status.contains("during a fall"),
        "{status}"
    );
    screenshot(&c, "panel-no-pure-solution.png").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromedriver and chromium: run scripts/ci-browser.sh"]
async fn export_and_reimport_boards() {
    in_browser(export_and_reimport).await;
}

/// Exports the board in `format` and answers the file's name and text.
async fn export(c: &Client, id: &str) -> (String, String) {
    c.execute(
        "document.getElementById('export-text').textContent = '';",
        vec![],
    )
    .await
    .unwrap();
    click(c, id).await;
    wait_until(
        c,
        "the export",
        "return document.getElementById('export-text').textContent !== '';",
        Duration::from_secs(10),
    )
    .await;
    js(
        c,
        "return [document.getElementById('export-link').download, document.getElementById('export-text').textContent];",
    )
    .await
}

async fn export_and_reimport(c: Client, url: String) {
    open_page(&c, &url, 1280, 900).await;
    select(&c, "preset", "noip").await;
    open_details(&c, "export").await;

    // As a grid: the budget, the rules and the goal in its header line.
    let (name, grid) = export(&c, "export-grid").await;
    assert!(grid.contains("moves=3"), "{grid}");
    assert!(!name.is_empty());
    screenshot(&c, "export-grid.png").await;

    // Dropped back on a cleared page: the same board and settings.
    click(&c, "clear").await;
    select(&c, "goal", "at-most").await;
    assert!(all_empty(&cells(&c).await));
    c.execute(
        "const dt = new DataTransfer(); dt.items.add(new File(['x'], 'x.txt')); \
         document.body.dispatchEvent(new DragEvent('dragenter', { dataTransfer: dt, bubbles: true }));",
        vec![],
    )
    .await
    .unwrap();
    let shown: bool = js(&c, "return !document.getElementById('drop').hidden;").await;
    assert!(shown, "no drop target while a file is dragged");
    screenshot(&c, "import-drop-target.png").await;
    drop_file(&c, &name, &grid).await;
    wait_until(
        &c,
        "the dropped grid",
        "return document.querySelectorAll('#board .cell.block').length > 0;",
        Duration::from_secs(10),
    )
    .await;
    let hidden: bool = js(&c, "return document.getElementById('drop').hidden;").await;
    assert!(hidden, "the drop target stays after the drop");
    assert_eq!(board(&c).await, NOIP_SAMPLE.concat(), "re-imported grid");
    assert_eq!(value(&c, "budget").await, "3");
    assert_eq!(value(&c, "goal").await, "exact");
    assert_eq!(value(&c, "rules").await, "drag");
    let loaded = text(&c, "preset-other").await;
    assert!(loaded.contains(&name), "{loaded}");
    screenshot(&c, "import-grid.png").await;

    // As a NOIP input, and back.
    let (name, noip) = export(&c, "export-noip").await;
    assert!(noip.starts_with("3\n"), "{noip}");
    click(&c, "clear").await;
    drop_file(&c, &name, &noip).await;
    wait_until(
        &c,
        "the dropped NOIP input",
        "return document.querySelectorAll('#board .cell.block').length > 0;",
        Duration::from_secs(10),
    )
    .await;
    assert_eq!(
        board(&c).await,
        NOIP_SAMPLE.concat(),
        "re-imported NOIP input"
    );

    // A 5-wide board is no Panel Attack puzzle: the server says why.
    click(&c, "export-panel").await;
    wait_until(
        &c,
        "the refusal",
        "return document.getElementById('status').textContent.startsWith('Cannot export');",
        Duration::from_secs(10),
    )
    .await;
    screenshot(&c, "export-panel-refused.png").await;

    // A Panel Attack puzzle as a Panel Attack file, dropped back: a file of
    // one puzzle loads at once.
    load_panel_puzzle(&c, "0:0").await;
    let start = board(&c).await;
    open_details(&c, "export").await;
    let (name, json_text) = export(&c, "export-panel").await;
    assert!(json_text.contains("Classic set 1"), "{json_text}");
    assert!(name.ends_with(".json"), "{name}");
    select(&c, "preset", "noip").await;
    drop_file(&c, &name, &json_text).await;
    wait_until(
        &c,
        "the dropped Panel Attack file",
        "return document.querySelectorAll('#board .cell').length === 72;",
        Duration::from_secs(10),
    )
    .await;
    assert_eq!(board(&c).await, start, "re-imported Panel Attack puzzle");
    assert_eq!(value(&c, "goal").await, "at-most");
    assert_eq!(value(&c, "budget").await, "1");
    screenshot(&c, "import-panel.png").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromedriver and chromium: run scripts/ci-browser.sh"]
async fn generate_a_puzzle_and_load_it() {
    in_browser(generate).await;
}

async fn generate(c: Client, url: String) {
    open_page(&c, &url, 1280, 900).await;
    open_details(&c, "generate-box").await;
    set_number(&c, "gen-moves", 2).await;
    let seed = c.find(Locator::Id("gen-seed")).await.unwrap();
    seed.send_keys("7").await.unwrap();
    click(&c, "generate").await;
    wait_until(
        &c,
        "the generated puzzle",
        "return document.getElementById('status').textContent.startsWith('Generated');",
        Duration::from_secs(30),
    )
    .await;
    let status = text(&c, "status").await;
    assert!(
        status.contains("Seed 7") && status.contains("difficulty"),
        "{status}"
    );
    assert_eq!(text(&c, "preset-other").await, "generated, seed 7");
    assert_eq!(value(&c, "budget").await, "2");
    assert_eq!(value(&c, "goal").await, "exact");
    assert_eq!(cells(&c).await.len(), 35, "a 5 x 7 board");
    assert!(!all_empty(&cells(&c).await), "an empty puzzle");
    screenshot(&c, "generated.png").await;

    // It has a solution in exactly its moves.
    solve_until_playback(&c).await;
    let status = text(&c, "status").await;
    assert!(status.starts_with("Solved in 2 moves"), "{status}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromedriver and chromium: run scripts/ci-browser.sh"]
async fn undo_edits_and_settle_a_floating_block() {
    in_browser(undo_edits).await;
}

async fn undo_edits(c: Client, url: String) {
    open_page(&c, &url, 1280, 900).await;
    select(&c, "preset", "noip").await;
    let sample = NOIP_SAMPLE.concat();

    // A block painted in the air: the Example menu says custom, the cell is
    // marked, Settle is offered.
    c.find(Locator::Css(".swatch[data-colour=\"1\"]"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    click_cell(&c, 0, 6).await;
    assert_eq!(value(&c, "preset").await, "other");
    assert_eq!(text(&c, "preset-other").await, "custom board");
    wait_until(
        &c,
        "the floating block's mark",
        "return !document.getElementById('board-problem').hidden && \
         document.querySelector('#board .cell.floating[data-x=\"0\"][data-y=\"6\"]') !== null;",
        Duration::from_secs(10),
    )
    .await;
    let problem = text(&c, "board-problem-text").await;
    assert!(problem.contains("float"), "{problem}");
    screenshot(&c, "editor-floating.png").await;

    // Undo and redo, with the buttons and the keys.
    click(&c, "undo").await;
    assert_eq!(board(&c).await, sample, "undo");
    assert_eq!(value(&c, "preset").await, "noip", "undo restores the menu");
    click(&c, "redo").await;
    assert_eq!(&board(&c).await[0..1], "1", "redo");
    click_cell(&c, 4, 6).await; // a second step
    keys(&c, &format!("{}z", key(Key::Control))).await;
    keys(&c, &format!("{}z", key(Key::Control))).await;
    assert_eq!(board(&c).await, sample, "Ctrl-Z twice");
    keys(&c, &format!("{}y", key(Key::Control))).await;
    assert_eq!(&board(&c).await[0..1], "1", "Ctrl-Y");

    // Settle, next to the message: the block falls onto column 0's block.
    wait_until(
        &c,
        "the message",
        "return !document.getElementById('board-problem').hidden;",
        Duration::from_secs(10),
    )
    .await;
    click(&c, "problem-settle").await;
    wait_until(
        &c,
        "the settled board",
        "return document.querySelector('.cell[data-x=\"0\"][data-y=\"1\"]').dataset.v === '1';",
        Duration::from_secs(10),
    )
    .await;
    wait_until(
        &c,
        "the message to go",
        "return document.getElementById('board-problem').hidden;",
        Duration::from_secs(10),
    )
    .await;
    screenshot(&c, "editor-settled.png").await;
    // Settle is one step too.
    click(&c, "undo").await;
    assert_eq!(&board(&c).await[0..1], "1", "undo the settle");

    // A paint stroke (a drag over the row) is one step.
    click(&c, "clear").await;
    assert!(all_empty(&cells(&c).await));
    let pitch: f64 = js(
        &c,
        "const a = document.querySelector('.cell[data-x=\"0\"][data-y=\"0\"]').getBoundingClientRect(); \
         const b = document.querySelector('.cell[data-x=\"1\"][data-y=\"0\"]').getBoundingClientRect(); \
         return b.left - a.left;",
    )
    .await;
    drag_block(&c, 0, 0, 2.0 * pitch, 0.0, false).await;
    let row0 = cells(&c).await[30..].join("");
    assert!(
        row0.starts_with('1') && &row0[2..3] == "1",
        "the stroke: {row0}"
    );
    click(&c, "undo").await;
    assert!(
        all_empty(&cells(&c).await),
        "one undo takes the whole stroke back"
    );

    // The box maze (swap4): a block also moves up, and the game is won.
    select(&c, "preset", "box").await;
    click(&c, "play-game").await;
    wait_game(&c, 0, "playing").await;
    click_cell(&c, 1, 3).await;
    let targets: usize = js(
        &c,
        "return document.querySelectorAll('#board .cell.target').length;",
    )
    .await;
    assert_eq!(targets, 4, "swap4: four ways to go");
    click_cell(&c, 1, 4).await;
    wait_game(&c, 1, "playing").await;
    click_move(&c, 1, 2, 'L', 2, "won").await;
    assert!(all_empty(&cells(&c).await));
    screenshot(&c, "box-maze-won.png").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromedriver and chromium: run scripts/ci-browser.sh"]
async fn phone_cells_are_large_enough_to_tap() {
    in_browser(phone).await;
}

async fn phone(c: Client, url: String) {
    open_page(&c, &url, 390, 844).await;
    let cell_width = "return document.querySelector('#board .cell').getBoundingClientRect().width;";
    let fits = "const b = document.getElementById('board').getBoundingClientRect(); \
                return b.left >= 0 && b.right <= document.documentElement.clientWidth;";
    select(&c, "preset", "noip").await;
    let w: f64 = js(&c, cell_width).await;
    assert!(w >= 44.0, "5 wide: cells of {w} px");
    assert!(js::<bool>(&c, fits).await, "the board overflows");

    // Play: a swipe on the board must not scroll the page.
    click(&c, "play-game").await;
    wait_game(&c, 0, "playing").await;
    let touch: String = js(
        &c,
        "return getComputedStyle(document.getElementById('board')).touchAction;",
    )
    .await;
    assert_eq!(touch, "none");
    // A swipe to the right moves the block at (2, 1), and does not scroll
    // (once the board has scrolled back into view, smoothly).
    tokio::time::sleep(Duration::from_millis(800)).await;
    let scrolled: f64 = js(&c, "return window.scrollY;").await;
    drag_block(&c, 2, 1, 45.0, 0.0, true).await;
    wait_game(&c, 1, "playing").await;
    assert_eq!(text(&c, "game-moves").await, "Your moves: 2 1 R");
    let now: f64 = js(&c, "return window.scrollY;").await;
    assert_eq!(scrolled, now, "the swipe scrolled the page");
    click_move(&c, 3, 1, 'R', 2, "playing").await;
    click_move(&c, 3, 0, 'R', 3, "won").await;
    screenshot(&c, "phone-play-won.png").await;
    click(&c, "game-exit").await;

    // A 6 x 12 Panel Attack board.
    load_panel_puzzle(&c, "0:0").await;
    let w: f64 = js(&c, cell_width).await;
    assert!(w >= 44.0, "6 wide: cells of {w} px");
    assert!(js::<bool>(&c, fits).await, "the board overflows");
    click(&c, "play-game").await;
    wait_game(&c, 0, "playing").await;
    // The board scrolls back into view (smoothly) when the game starts.
    tokio::time::sleep(Duration::from_millis(800)).await;
    let top: f64 = js(
        &c,
        "return document.getElementById('board').getBoundingClientRect().top;",
    )
    .await;
    assert!(top >= 0.0, "the board is above the screen ({top} px)");
    screenshot(&c, "phone-panel-play.png").await;
}

/// Scrolls the status line into the middle of the window, for a screenshot.
async fn show_status(c: &Client) {
    c.execute(
        "document.getElementById('status').scrollIntoView({block: 'center'});",
        vec![],
    )
    .await
    .unwrap();
}

/// One worker and a line of one, as the queue test in `api.rs` sets them.
fn one_worker_one_place() -> mayan_web::Config {
    mayan_web::Config {
        solve_timeout: Duration::from_secs(60),
        max_concurrent: 1,
        max_queue: 1,
        ..mayan_web::Config::default()
    }
}

/// Another client's hopeless search, on a connection of its own: it holds
/// its worker (or its place in line) until the connection is dropped.
async fn hopeless_search(url: &str) -> tokio::net::TcpStream {
    use tokio::io::AsyncWriteExt;
    let addr = url
        .trim_start_matches("http://")
        .trim_end_matches('/')
        .to_string();
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    let body = crate::hopeless().to_string();
    s.write_all(crate::solve_request(&body).as_bytes())
        .await
        .unwrap();
    s
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromedriver and chromium: run scripts/ci-browser.sh"]
async fn a_solve_waits_in_line_and_a_full_line_says_busy() {
    in_browser_with(one_worker_one_place(), wait_in_line).await;
}

async fn wait_in_line(c: Client, url: String) {
    open_page(&c, &url, 1280, 900).await;
    select(&c, "preset", "noip").await;

    // Another client holds the one worker, past its quick quarter second.
    let running = hopeless_search(&url).await;
    tokio::time::sleep(Duration::from_millis(600)).await;
    click(&c, "solve").await;
    wait_until(
        &c,
        "the place in line",
        "return document.getElementById('status').textContent.includes('waiting in line: next up');",
        Duration::from_secs(5),
    )
    .await;
    show_status(&c).await;
    screenshot(&c, "queue-waiting.png").await;

    // It hangs up: its search stops and ours runs.
    drop(running);
    wait_until(
        &c,
        "the playback to start",
        "return !document.getElementById('playback').hidden;",
        Duration::from_secs(10),
    )
    .await;
    let status = text(&c, "status").await;
    assert!(status.starts_with("Solved in 3 moves"), "{status}");

    // One search runs and one waits: the line is full, the page says so.
    let running = hopeless_search(&url).await;
    tokio::time::sleep(Duration::from_millis(600)).await;
    let waiting = hopeless_search(&url).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    click(&c, "solve").await;
    wait_until(
        &c,
        "the busy message",
        "return document.getElementById('status').textContent.startsWith('The server is busy');",
        Duration::from_secs(5),
    )
    .await;
    let status = text(&c, "status").await;
    assert_eq!(
        status,
        "The server is busy: the search queue is full (1 request waiting). Try again in 1 second."
    );
    show_status(&c).await;
    screenshot(&c, "queue-busy.png").await;
    drop((running, waiting));
}
