//! The editor: painting, Solve and the playback, undo and redo, export and import, the generator.

use std::time::Duration;

use fantoccini::key::Key;
use fantoccini::{Client, Locator};
use serde_json::json;

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromedriver and chromium: run scripts/ci-browser.sh"]
async fn paint_solve_and_watch_the_board_clear() {
    in_browser(paint_solve_and_watch).await;
}

async fn paint_solve_and_watch(c: Client, url: String) {
    open_page(&c, &url, 1280, 900).await;

    // Start from an empty 6 x 7 board with the swap4 rules.
    to_edit(&c).await;
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
    assert!(caption.contains("the board is clear"), "{caption}");

    // Under the playback, the plan of the solution (docs/plans.md), closed
    // until asked for.
    click(&c, "plan-open").await;
    let plan = text(&c, "plan").await;
    // Colours by their shape, as the board shows them (no digits).
    assert!(
        plan.starts_with("4 clears in 2 moves.")
            && plan.contains("Three orange circles meet in row 0, columns 0–2")
            && !plan.contains("1s"),
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
        click_element(&c, &forward).await;
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
    click_element(&c, &top_left).await; // paints colour 3 (the last picked)
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

    // On the phone: seed 004's box maze, a hint, then a solve played to the
    // end.
    open_pack(&c, "box-mazes", 1).await;
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
    let summary = c.find(Locator::Css("#import summary")).await.unwrap();
    click_element(&c, &summary).await;
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
    open_pack(&c, "noip2011", 1).await;
    open_details(&c, "export").await;

    // As a grid: the budget, the rules and the goal in its header line.
    let (name, grid) = export(&c, "export-grid").await;
    assert!(grid.contains("moves=3"), "{grid}");
    assert!(!name.is_empty());
    screenshot(&c, "export-grid.png").await;

    // Dropped back on a cleared page: the same board and settings.
    to_edit(&c).await;
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
    let loaded = text(&c, "puzzle-title").await;
    assert!(loaded.contains(&name), "{loaded}");
    screenshot(&c, "import-grid.png").await;

    // As a NOIP input, and back.
    let (name, noip) = export(&c, "export-noip").await;
    assert!(noip.starts_with("3\n"), "{noip}");
    to_edit(&c).await;
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
    // Defect 7: the refused export no longer shows the file before it.
    let stale: (bool, String) = js(
        &c,
        "return [document.getElementById('export-out').hidden, document.getElementById('export-text').textContent];",
    )
    .await;
    assert_eq!(
        stale,
        (true, String::new()),
        "a failed export shows the last file"
    );

    // A Panel Attack puzzle as a Panel Attack file, dropped back: a file of
    // one puzzle loads at once, as the pack's puzzle it is.
    load_panel_puzzle(&c, "0:0").await;
    assert_eq!(text(&c, "puzzle-title").await, "Classic set 1 · #1");
    let start = board(&c).await;
    open_details(&c, "export").await;
    let (name, json_text) = export(&c, "export-panel").await;
    assert!(json_text.contains("Classic set 1 #1"), "{json_text}");
    assert!(name.ends_with(".json"), "{name}");
    open_pack(&c, "noip2011", 1).await;
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
    assert_eq!(text(&c, "puzzle-title").await, "Classic set 1 · #1");
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
    assert_eq!(text(&c, "puzzle-title").await, "A generated puzzle");
    let sub = text(&c, "puzzle-sub").await;
    assert!(sub.starts_with("Seed 7, difficulty "), "{sub}");
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
    open_pack(&c, "noip2011", 1).await;
    to_edit(&c).await;
    let sample = NOIP_SAMPLE.concat();

    // A block painted in the air: the board is your own now, the cell is
    // marked, Settle is offered.
    let swatch = c
        .find(Locator::Css(".swatch[data-colour=\"1\"]"))
        .await
        .unwrap();
    click_element(&c, &swatch).await;
    click_cell(&c, 0, 6).await;
    assert_eq!(text(&c, "puzzle-title").await, "Your board");
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
    assert_eq!(
        text(&c, "puzzle-title").await,
        "NOIP 2011 · Sample",
        "undo restores the puzzle's name"
    );
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
    open_pack(&c, "box-mazes", 1).await;
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
