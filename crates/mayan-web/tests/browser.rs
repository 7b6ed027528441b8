//! The page in a real browser, through WebDriver: a player's first visit,
//! the packs, playing by click, drag, swipe and keys, the editor, the
//! solution played back with its plan, export, import, share links, the
//! generator and the queue, on a desktop and a phone-sized window. The
//! helpers are here; the tests are in `browser/`, a module a subject.
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

mod defects;
mod edit;
mod lang;
mod packs;
mod play;

/// Seed 004's example, top row first.
pub(crate) const BOX_MAZE: [&str; 7] = [
    "010000", "020000", "030000", "021000", "013300", "022100", "011220",
];

pub(crate) async fn browser() -> Client {
    browser_speaking(None).await
}

/// A browser whose languages (`navigator.languages`, Accept-Language) are
/// `languages` (e.g. `zh-CN,zh`), or the machine's.
pub(crate) async fn browser_speaking(languages: Option<&str>) -> Client {
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
    if let Some(l) = languages {
        options["prefs"] = json!({ "intl.accept_languages": l });
        if let Some(args) = options["args"].as_array_mut() {
            args.push(json!(format!("--lang={l}")));
            args.push(json!(format!("--accept-lang={l}")));
        }
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

pub(crate) async fn cell(c: &Client, x: usize, y: usize) -> fantoccini::elements::Element {
    c.find(Locator::Css(&format!(
        ".cell[data-x=\"{x}\"][data-y=\"{y}\"]"
    )))
    .await
    .unwrap()
}

/// Every cell's value, as the page shows it: `data-v` per cell.
pub(crate) async fn cells(c: &Client) -> Vec<String> {
    let v = c
        .execute(
            "return Array.from(document.querySelectorAll('#board .cell')).map(e => e.dataset.v);",
            vec![],
        )
        .await
        .unwrap();
    serde_json::from_value(v).unwrap()
}

/// Clicks an element as a user would, once it stands still: the page
/// scrolls the board into view smoothly after a load, and a WebDriver click
/// during that scroll lands on the spot the element has left (regression:
/// the generator's second click in `seed_back` was lost that way on CI).
/// Scrolling the element to the middle of the window at once stops the
/// smooth scroll first.
pub(crate) async fn click_element(c: &Client, el: &fantoccini::elements::Element) {
    c.execute(
        "arguments[0].scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });",
        vec![serde_json::to_value(el).unwrap()],
    )
    .await
    .unwrap();
    el.click().await.unwrap();
}

/// Clicks the element with this id.
pub(crate) async fn click(c: &Client, id: &str) {
    let el = c.find(Locator::Id(id)).await.unwrap();
    click_element(c, &el).await;
}

/// The text of the element with this id.
pub(crate) async fn text(c: &Client, id: &str) -> String {
    c.find(Locator::Id(id)).await.unwrap().text().await.unwrap()
}

/// Picks an option of the `<select>` with this id.
pub(crate) async fn select(c: &Client, id: &str, value: &str) {
    c.find(Locator::Id(id))
        .await
        .unwrap()
        .select_by_value(value)
        .await
        .unwrap();
}

/// Whether every cell is empty.
pub(crate) fn all_empty(cells: &[String]) -> bool {
    cells.iter().all(|v| v == "0")
}

/// Paints `rows` (top row first, one digit a cell) with the mouse: picks
/// each colour of `colours` in turn, then clicks every cell of that colour.
pub(crate) async fn paint(c: &Client, rows: &[&str], colours: std::ops::RangeInclusive<u8>) {
    for colour in colours {
        let swatch = c
            .find(Locator::Css(&format!(".swatch[data-colour=\"{colour}\"]")))
            .await
            .unwrap();
        click_element(c, &swatch).await;
        for (r, row) in rows.iter().enumerate() {
            for (x, ch) in row.bytes().enumerate() {
                if ch == b'0' + colour {
                    click_element(c, &cell(c, x, rows.len() - 1 - r).await).await;
                }
            }
        }
    }
}

pub(crate) async fn set_number(c: &Client, id: &str, value: usize) {
    let input = c.find(Locator::Id(id)).await.unwrap();
    click_element(c, &input).await;
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

pub(crate) async fn wait_until(c: &Client, what: &str, script: &str, timeout: Duration) {
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
pub(crate) async fn solve_until_playback(c: &Client) {
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
pub(crate) async fn wait_for_playback_end(c: &Client, what: &str) {
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
pub(crate) fn screenshot_dir() -> PathBuf {
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

pub(crate) async fn screenshot(c: &Client, name: &str) {
    let dir = screenshot_dir();
    std::fs::create_dir_all(&dir).unwrap();
    let png = c.screenshot().await.unwrap();
    let path = dir.join(name);
    std::fs::write(&path, png).unwrap();
    eprintln!("saved {}", path.display());
}

/// One browser test at a time: two cores do not run two Chromiums and the
/// searches well.
pub(crate) static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// Runs `test` against a fresh server in a fresh browser session, and closes
/// the session even when a check fails.
pub(crate) async fn in_browser<F, Fut>(test: F)
where
    F: FnOnce(Client, String) -> Fut,
    Fut: std::future::Future<Output = ()> + Send + 'static,
{
    in_browser_with(mayan_web::Config::default(), test).await;
}

/// [`in_browser`] against a server with this configuration.
pub(crate) async fn in_browser_with<F, Fut>(config: mayan_web::Config, test: F)
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

/// The NOIP 2011 sample, top row first (5 x 7, drag, exactly 3 moves).
pub(crate) const NOIP_SAMPLE: [&str; 7] = [
    "00000", "00000", "00000", "00004", "00403", "01314", "12232",
];

/// The Panel Attack file the tests load.
pub(crate) fn panel_file() -> String {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/panel-attack_stock-example_v2.json")
        .display()
        .to_string()
}

/// Runs a script and reads its answer.
pub(crate) async fn js<T: serde::de::DeserializeOwned>(c: &Client, script: &str) -> T {
    let v = c.execute(script, vec![]).await.unwrap();
    serde_json::from_value(v.clone()).unwrap_or_else(|e| panic!("{script}: {v} ({e})"))
}

/// Opens the page and waits until it has loaded its packs and its first
/// puzzle.
pub(crate) async fn open_page(c: &Client, url: &str, width: u32, height: u32) {
    c.set_window_size(width, height).await.unwrap();
    c.goto(url).await.unwrap();
    wait_until(
        c,
        "the page",
        "return document.documentElement.dataset.ready === 'true' && document.querySelector('#board .cell') !== null;",
        Duration::from_secs(10),
    )
    .await;
}

/// Opens puzzle `number` of a pack from the packs' panel, and waits for its
/// game.
pub(crate) async fn open_pack(c: &Client, pack: &str, number: usize) {
    open_details(c, "packs-box").await;
    select(c, "pack-pick", pack).await;
    let button = c
        .find(Locator::Css(&format!(
            "#pack-list button[data-number=\"{number}\"]"
        )))
        .await
        .unwrap();
    click_element(c, &button).await;
    wait_game(c, 0, "playing").await;
}

/// To the editor with the Play/Edit switch.
pub(crate) async fn to_edit(c: &Client) {
    click(c, "mode-edit").await;
    wait_until(
        c,
        "the editor",
        "return document.getElementById('board').dataset.mode === 'edit';",
        Duration::from_secs(5),
    )
    .await;
}

/// To the game with the Play/Edit switch; `played` moves are expected
/// (a game that waited for the same puzzle).
pub(crate) async fn to_play(c: &Client, played: usize) {
    click(c, "mode-play").await;
    wait_played(c, played).await;
}

/// The document's width and the window's: the page must not scroll
/// sideways.
pub(crate) async fn widths(c: &Client) -> (f64, f64) {
    js(
        c,
        "return [document.documentElement.scrollWidth, document.documentElement.clientWidth];",
    )
    .await
}

/// Asserts that the page is no wider than the window, naming the elements
/// that stick out when it is.
pub(crate) async fn assert_fits(c: &Client, what: &str) {
    let (doc, view) = widths(c).await;
    if doc > view {
        let out: Vec<String> = js(
            c,
            "const w = document.documentElement.clientWidth; \
             return Array.from(document.querySelectorAll('body *')).filter(e => e.getBoundingClientRect().right > w + 0.5) \
               .map(e => `${e.tagName.toLowerCase()}#${e.id}.${e.className} (${Math.round(e.getBoundingClientRect().right)})`).slice(0, 12);",
        )
        .await;
        panic!("{what}: the page is {doc} px wide on a {view} px screen: {out:?}");
    }
}

/// Clicks the cell at column `x`, row `y` (row 0 at the bottom).
pub(crate) async fn click_cell(c: &Client, x: usize, y: usize) {
    click_element(c, &cell(c, x, y).await).await;
}

/// Waits until the game has `played` moves, its animation is over, and the
/// server judged it `state` (playing, won or lost).
pub(crate) async fn wait_game(c: &Client, played: usize, state: &str) {
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

/// Waits until the game has `played` moves and its animation is over,
/// however it stands.
pub(crate) async fn wait_played(c: &Client, played: usize) {
    wait_until(
        c,
        &format!("the game after {played} moves"),
        &format!(
            "const d = document.getElementById('board').dataset; \
             return d.mode === 'game' && d.ready === 'true' && d.played === '{played}';"
        ),
        Duration::from_secs(15),
    )
    .await;
}

/// Plays a move by clicking its block, then the neighbour it goes to.
pub(crate) async fn click_move(
    c: &Client,
    x: usize,
    y: usize,
    dir: char,
    played: usize,
    state: &str,
) {
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
pub(crate) async fn drag_block(c: &Client, x: usize, y: usize, dx: f64, dy: f64, touch: bool) {
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
pub(crate) async fn keys(c: &Client, keys: &str) {
    c.active_element()
        .await
        .unwrap()
        .send_keys(keys)
        .await
        .unwrap();
}

pub(crate) fn key(k: Key) -> String {
    char::from(k).to_string()
}

/// The board's cells as one string, top row first.
pub(crate) async fn board(c: &Client) -> String {
    cells(c).await.join("")
}

/// The value of the form control with this id.
pub(crate) async fn value(c: &Client, id: &str) -> String {
    js(c, &format!("return document.getElementById('{id}').value;")).await
}

/// Opens the `<details>` with this id.
pub(crate) async fn open_details(c: &Client, id: &str) {
    c.execute(
        &format!("document.getElementById('{id}').open = true;"),
        vec![],
    )
    .await
    .unwrap();
}

/// Loads the Panel Attack file through the file picker and picks a puzzle.
pub(crate) async fn load_panel_puzzle(c: &Client, pick: &str) {
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
pub(crate) async fn drop_file(c: &Client, name: &str, text: &str) {
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
