//! Playing: the NOIP sample and a Panel Attack puzzle by click, drag, swipe and keys; a phone; the queue.

use std::time::Duration;

use fantoccini::Client;
use fantoccini::key::Key;

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromedriver and chromium: run scripts/ci-browser.sh"]
async fn play_the_noip_sample_to_a_win_and_a_loss() {
    in_browser(play_noip).await;
}

async fn play_noip(c: Client, url: String) {
    open_page(&c, &url, 1280, 900).await;
    open_pack(&c, "noip2011", 1).await;
    assert_eq!(board(&c).await, NOIP_SAMPLE.concat(), "the sample");
    assert_eq!(text(&c, "puzzle-title").await, "NOIP 2011 · Sample");

    // Play: the board is the game's, 3 moves left.
    assert_eq!(text(&c, "moves-left").await, "3 moves left");
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
    assert_eq!(text(&c, "moves-left").await, "2 moves left");
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
    click(&c, "hint").await;
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
    click(&c, "hint").await;
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
    to_edit(&c).await;
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
    assert_eq!(text(&c, "puzzle-title").await, "Classic set 1 · #1");
    assert_eq!(value(&c, "goal").await, "at-most");
    assert_eq!(value(&c, "budget").await, "1");

    // The solution in Panel Attack's notation.
    solve_until_playback(&c).await;
    let moves = text(&c, "result").await;
    assert!(moves.contains("r1c2"), "{moves}");
    wait_for_playback_end(&c, "the playback to end").await;
    screenshot(&c, "panel-solved.png").await;

    // Played: one swap at row 1, columns 2 and 3, clears it.
    assert_eq!(text(&c, "pb-edit").await, "Back to the game");
    click(&c, "pb-edit").await;
    wait_game(&c, 0, "playing").await;
    assert_eq!(text(&c, "moves-left").await, "1 move left");
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
    assert_eq!(text(&c, "puzzle-title").await, "Ridiculous Mode #1");
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
async fn play_a_chain_puzzle_to_a_win_and_see_why_a_timing_one_has_no_solution() {
    in_browser(play_chain).await;
}

async fn play_chain(c: Client, url: String) {
    open_page(&c, &url, 1280, 900).await;
    open_pack(&c, "panel-mission-beginner-beginner-chains", 1).await;
    assert_eq!(
        text(&c, "puzzle-title").await,
        "Mission / Beginner / Beginner chains · #1"
    );
    let goal = text(&c, "goal-line").await;
    assert!(goal.starts_with("A chain puzzle"), "{goal}");
    // The grey block at (3, 0) swapped right clears three 1s, and the 2s
    // stay: the chain has ended, lost.
    click_move(&c, 3, 0, 'R', 1, "lost").await;
    let msg = text(&c, "game-msg").await;
    assert!(
        msg.contains("Move 1 started a chain that left coloured blocks"),
        "{msg}"
    );
    screenshot(&c, "chain-lost.png").await;
    // r1c3, which clears nothing, then r1c2, whose chain clears it all.
    click(&c, "game-restart").await;
    wait_game(&c, 0, "playing").await;
    click_move(&c, 2, 0, 'R', 1, "playing").await;
    click_move(&c, 1, 0, 'R', 2, "won").await;
    assert_eq!(text(&c, "game-moves").await, "Your moves: r1c3, r1c2");
    screenshot(&c, "chain-won.png").await;

    // The game's whole file: a chain puzzle that pure rules cannot win says
    // why.
    open_details(&c, "import").await;
    let full = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/panel/panel-game_Puzzles-v3_full.json");
    c.find(fantoccini::Locator::Id("panel-file"))
        .await
        .unwrap()
        .send_keys(&full.canonicalize().unwrap().display().to_string())
        .await
        .unwrap();
    wait_until(
        &c,
        "the puzzle list",
        "return document.querySelectorAll('#panel-pick option').length > 100;",
        Duration::from_secs(10),
    )
    .await;
    select(&c, "panel-pick", "25:0").await;
    assert_eq!(
        text(&c, "puzzle-title").await,
        "Mission / Intermediate / Intermediate change side inserts #1"
    );
    click(&c, "solve").await;
    wait_until(
        &c,
        "the answer",
        "return document.getElementById('status').textContent.startsWith('No solution');",
        Duration::from_secs(30),
    )
    .await;
    let status = text(&c, "status").await;
    assert!(
        status.contains("needs a swap while a chain is still falling"),
        "{status}"
    );
    screenshot(&c, "chain-needs-timing.png").await;
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
    open_pack(&c, "noip2011", 1).await;
    let w: f64 = js(&c, cell_width).await;
    assert!(w >= 44.0, "5 wide: cells of {w} px");
    assert!(js::<bool>(&c, fits).await, "the board overflows");

    // Play: a swipe on the board must not scroll the page (two fingers
    // still zoom it).
    let touch: String = js(
        &c,
        "return getComputedStyle(document.getElementById('board')).touchAction;",
    )
    .await;
    assert_eq!(touch, "pinch-zoom");
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

    // A puzzle picked in the packs' list, below the board, brings the
    // board back into view (smoothly).
    c.execute("window.scrollTo(0, document.body.scrollHeight);", vec![])
        .await
        .unwrap();
    open_pack(&c, "box-mazes", 2).await;
    tokio::time::sleep(Duration::from_millis(900)).await;
    let (top, height): (f64, f64) = js(
        &c,
        "return [document.getElementById('board').getBoundingClientRect().top, window.innerHeight];",
    )
    .await;
    assert!(
        top >= 0.0 && top < height / 2.0,
        "the board is at {top} px of {height}"
    );
    to_edit(&c).await;

    // A 6 x 12 Panel Attack board.
    load_panel_puzzle(&c, "0:0").await;
    let w: f64 = js(&c, cell_width).await;
    assert!(w >= 44.0, "6 wide: cells of {w} px");
    assert!(js::<bool>(&c, fits).await, "the board overflows");
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
    open_pack(&c, "noip2011", 1).await;

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
    click(&c, "pb-edit").await;
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
