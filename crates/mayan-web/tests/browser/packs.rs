//! The page as a game: the first visit, the packs (a win ticks the puzzle,
//! Next opens the next, the ticks stay after a reload), the plan on the
//! board, a Panel Attack puzzle's identity, the generator's seeds and the
//! random puzzle.

use std::time::Duration;

use fantoccini::actions::{InputSource, MouseActions, PointerAction};
use fantoccini::{Client, Locator};

use super::*;

/// The README's picture of the play view, written to `docs/web-play.png`
/// when `MAYAN_UPDATE_DOCS` is set (otherwise only under `target/`).
async fn docs_screenshot(c: &Client) {
    if std::env::var_os("MAYAN_UPDATE_DOCS").is_none() {
        return;
    }
    c.set_window_size(1280, 960).await.unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    let png = c.screenshot().await.unwrap();
    c.set_window_size(1280, 800).await.unwrap();
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/web-play.png");
    std::fs::write(&path, png).unwrap();
    eprintln!("saved {}", path.display());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromedriver and chromium: run scripts/ci-browser.sh"]
async fn a_first_visit_lands_on_a_playable_puzzle() {
    in_browser(first_visit).await;
}

async fn first_visit(c: Client, url: String) {
    open_page(&c, &url, 1280, 800).await;
    wait_game(&c, 0, "playing").await;
    // A puzzle to play, its goal in one sentence, how to play in one line.
    assert_eq!(text(&c, "puzzle-title").await, "NOIP 2011 · Sample");
    assert_eq!(text(&c, "puzzle-sub").await, "Puzzle 1 of 9");
    assert_eq!(
        text(&c, "goal-line").await,
        "Clear every block in exactly 3 moves."
    );
    let howto = text(&c, "howto").await;
    assert!(howto.starts_with("Drag a block left or right"), "{howto}");
    let pressed: (String, String, bool) = js(
        &c,
        "return [document.getElementById('mode-play').getAttribute('aria-pressed'), \
                 document.getElementById('mode-edit').getAttribute('aria-pressed'), \
                 document.getElementById('editor').hidden];",
    )
    .await;
    assert_eq!(
        pressed,
        ("true".into(), "false".into(), true),
        "Play, not Edit"
    );
    // Defect 9: "3 moves left" is said once.
    assert_eq!(text(&c, "moves-left").await, "3 moves left");
    let said: usize = js(
        &c,
        "return document.body.innerText.split('moves left').length - 1;",
    )
    .await;
    assert_eq!(said, 1, "the moves left are shown more than once");
    let ticks: usize = js(
        &c,
        "return document.querySelectorAll('#pack-ticks .tick').length;",
    )
    .await;
    assert_eq!(ticks, 9);
    screenshot(&c, "first-visit.png").await;
    docs_screenshot(&c).await;
    // It plays at once.
    click_move(&c, 2, 1, 'R', 1, "playing").await;
    assert_eq!(text(&c, "moves-left").await, "2 moves left");

    // On a phone the board and its controls come before the editor and
    // the packs.
    open_page(&c, &url, 390, 844).await;
    to_edit(&c).await;
    let order: (f64, f64, f64) = js(
        &c,
        "const top = (id) => document.getElementById(id).getBoundingClientRect().top; \
         return [top('board'), top('editor'), top('packs-box')];",
    )
    .await;
    assert!(order.0 < order.1 && order.1 < order.2, "{order:?}");
    screenshot(&c, "phone-first-visit-editor.png").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromedriver and chromium: run scripts/ci-browser.sh"]
async fn a_pack_puzzle_won_is_ticked_and_next_opens_the_next() {
    in_browser(pack_next).await;
}

/// The numbers of the ticked puzzles in the puzzle's head.
async fn ticked(c: &Client) -> Vec<String> {
    js(
        c,
        "return Array.from(document.querySelectorAll('#pack-ticks .tick.solved')).map(t => t.dataset.number);",
    )
    .await
}

async fn pack_next(c: Client, url: String) {
    open_page(&c, &url, 1280, 900).await;
    open_pack(&c, "box-mazes", 1).await;
    assert_eq!(text(&c, "puzzle-title").await, "Box mazes · Seed 004");
    assert!(ticked(&c).await.is_empty());
    // Seed 004's level: 1 3 U, then 1 2 L.
    click_move(&c, 1, 3, 'U', 1, "playing").await;
    click_move(&c, 1, 2, 'L', 2, "won").await;
    let msg = text(&c, "game-msg").await;
    assert_eq!(msg, "Cleared in 2 moves! Next opens the next puzzle.");
    assert_eq!(ticked(&c).await, ["1"]);
    let next_is_primary: bool = js(
        &c,
        "return document.getElementById('puzzle-next').classList.contains('primary');",
    )
    .await;
    assert!(next_is_primary, "Next is not offered");
    screenshot(&c, "pack-won.png").await;

    click(&c, "puzzle-next").await;
    wait_game(&c, 0, "playing").await;
    assert_eq!(text(&c, "puzzle-title").await, "Box mazes · Seed 11");
    assert_eq!(text(&c, "puzzle-sub").await, "Puzzle 2 of 8");
    let hash: String = js(&c, "return location.hash;").await;
    assert_eq!(hash, "#pack=box-mazes&i=2");

    // The tick is kept in the browser.
    c.refresh().await.unwrap();
    wait_game(&c, 0, "playing").await;
    assert_eq!(text(&c, "puzzle-title").await, "Box mazes · Seed 11");
    assert_eq!(ticked(&c).await, ["1"], "the tick is gone after a reload");
    let option: String = js(
        &c,
        "return document.querySelector('#pack-pick option[value=\"box-mazes\"]').textContent;",
    )
    .await;
    assert_eq!(option, "Box mazes (1 of 8 solved)");
    screenshot(&c, "pack-after-reload.png").await;
    // A page opened without a link goes on with the puzzle played last.
    open_page(&c, &url, 1280, 900).await;
    assert_eq!(text(&c, "puzzle-title").await, "Box mazes · Seed 11");

    // Previous; and Next after a pack's last puzzle opens the next pack.
    click(&c, "puzzle-prev").await;
    wait_game(&c, 0, "playing").await;
    assert_eq!(text(&c, "puzzle-title").await, "Box mazes · Seed 004");
    open_pack(&c, "box-mazes", 8).await;
    click(&c, "puzzle-next").await;
    wait_game(&c, 0, "playing").await;
    assert_eq!(
        text(&c, "puzzle-title").await,
        "Box mazes: 4 moves · Case 1"
    );
    // The ticks are the puzzles of the pack on the board.
    let ticks: usize = js(
        &c,
        "return document.querySelectorAll('#pack-ticks .tick').length;",
    )
    .await;
    assert_eq!(ticks, 6);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromedriver and chromium: run scripts/ci-browser.sh"]
async fn the_plan_shows_each_clear_on_the_board() {
    in_browser(plan).await;
}

/// The cells marked as the plan's clear, as `x,y`, sorted.
async fn planned(c: &Client) -> Vec<String> {
    js(
        c,
        "return Array.from(document.querySelectorAll('#board .cell.planned')).map(e => e.dataset.x + ',' + e.dataset.y).sort();",
    )
    .await
}

/// The cells of clear `n` of the plan the server gives for seed 004's
/// solution, as `x,y`, sorted.
async fn plan_cells(c: &Client, n: usize) -> Vec<String> {
    let script = format!(
        "const done = arguments[arguments.length - 1]; \
         fetch('/api/replay', {{ method: 'POST', headers: {{ 'Content-Type': 'application/json' }}, \
           body: JSON.stringify({{ grid: '.1....\\n.2....\\n.3....\\n.21...\\n.133..\\n.221..\\n.1122.\\n', \
             rules: 'swap4', moves: [{{x: 1, y: 3, dx: 0, dy: 1}}, {{x: 1, y: 2, dx: -1, dy: 0}}] }}) }}) \
           .then(r => r.json()).then(j => done(j.plan.clears[{i}].cells.map(([x, y]) => x + ',' + y).sort()));",
        i = n - 1
    );
    let v = c.execute_async(&script, vec![]).await.unwrap();
    serde_json::from_value(v).unwrap()
}

/// Points the mouse at an element.
async fn hover(c: &Client, css: &str) {
    let el = c.find(Locator::Css(css)).await.unwrap();
    let mouse = MouseActions::new("mouse".into()).then(PointerAction::MoveToElement {
        element: el,
        duration: None,
        x: 0.0,
        y: 0.0,
    });
    c.perform_actions(mouse).await.unwrap();
}

async fn plan(c: Client, url: String) {
    open_page(&c, &url, 1280, 900).await;
    open_pack(&c, "box-mazes", 1).await;
    solve_until_playback(&c).await;
    wait_for_playback_end(&c, "the playback to end").await;
    click(&c, "plan-open").await;
    let plan = text(&c, "plan").await;
    // The playback's words and the board's colours: chains, shapes.
    assert!(plan.contains("Move 2, chain 2:"), "{plan}");
    assert!(!plan.contains("stage") && !plan.contains("1s"), "{plan}");
    let swatches: usize = js(
        &c,
        "return document.querySelectorAll('#plan .swatch-inline').length;",
    )
    .await;
    assert_eq!(swatches, 4, "a swatch for each clear");

    // Pointing at a clear shows its blocks on the board, where they meet.
    for n in [1, 3] {
        hover(&c, &format!("#plan .clear[data-clear=\"{n}\"]")).await;
        let want = plan_cells(&c, n).await;
        assert!(!want.is_empty());
        assert_eq!(planned(&c).await, want, "clear {n} on the board");
        let vanishing: usize = js(
            &c,
            "return document.querySelectorAll('#board .cell.planned.vanish').length;",
        )
        .await;
        assert_eq!(
            vanishing,
            want.len(),
            "clear {n} is shown where it vanishes"
        );
        screenshot(&c, &format!("plan-clear-{n}.png")).await;
    }
    // The playback marks each clear as it reaches it.
    hover(&c, "#pb-first").await;
    click(&c, "pb-first").await;
    let mut marked = 0;
    for _ in 0..40 {
        click(&c, "pb-forward").await;
        let now: usize = js(
            &c,
            "return document.querySelectorAll('#plan .clear.now').length;",
        )
        .await;
        if now > 0 {
            marked += 1;
            assert!(
                !planned(&c).await.is_empty(),
                "a clear of the plan, not on the board"
            );
        }
        let end: String = js(&c, "return document.getElementById('board').dataset.end;").await;
        if end == "true" {
            break;
        }
    }
    assert!(marked >= 3, "the playback marked {marked} stages");

    // A Panel Attack puzzle's plan counts rows and columns from 1.
    open_pack(&c, "panel-classic-set-1", 1).await;
    solve_until_playback(&c).await;
    wait_for_playback_end(&c, "the playback to end").await;
    open_details(&c, "plan-box").await;
    let plan = text(&c, "plan").await;
    assert!(plan.contains("in row 1, columns"), "{plan}");
    assert!(plan.contains("(row 1, column "), "{plan}");
    assert!(
        !plan.contains("row 0") && !plan.contains("column 0"),
        "{plan}"
    );
    screenshot(&c, "plan-panel.png").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromedriver and chromium: run scripts/ci-browser.sh"]
async fn a_panel_attack_puzzle_keeps_its_set_number_and_notation() {
    in_browser(panel_identity).await;
}

async fn panel_identity(c: Client, url: String) {
    open_page(&c, &url, 1280, 900).await;
    open_pack(&c, "panel-classic-set-1", 5).await;
    assert_eq!(text(&c, "puzzle-title").await, "Classic set 1 · #5");
    // Defect 6: the board counts rows and columns from 1, as rRcC does.
    let axes: (Vec<String>, String) = js(
        &c,
        "const a = Array.from(document.querySelectorAll('#board .axis')).map(e => e.textContent); \
         return [a.slice(-6), document.querySelector('.cell[data-x=\"0\"][data-y=\"0\"]').getAttribute('aria-label')];",
    )
    .await;
    assert_eq!(axes.0, ["1", "2", "3", "4", "5", "6"], "column labels");
    assert!(axes.1.starts_with("row 1, column 1: "), "{}", axes.1);
    let bottom: String = js(
        &c,
        "return document.querySelector('#board [role=row]:nth-last-child(2) .axis').textContent;",
    )
    .await;
    assert_eq!(bottom, "1", "the bottom row's label");

    // Defect 5: the share link names the pack's puzzle, and the moves are
    // shown in rRcC.
    let hash: String = js(&c, "return location.hash;").await;
    assert_eq!(hash, "#pack=panel-classic-set-1&i=5");
    let rows: Vec<Vec<u8>> = js(
        &c,
        "return Array.from({length: 12}, (_, r) => Array.from({length: 6}, (_, x) => \
           Number(document.querySelector(`.cell[data-x=\"${x}\"][data-y=\"${11 - r}\"]`).dataset.v)));",
    )
    .await;
    // A legal first move: the lowest block with a neighbour to its right.
    let (x, y) = (0..12)
        .rev()
        .flat_map(|r| (0..5).map(move |x| (x, r)))
        .find(|&(x, r)| rows[r][x] != 0 && rows[r][x] != rows[r][x + 1])
        .map(|(x, r)| (x, 11 - r))
        .unwrap();
    click_cell(&c, x, y).await;
    click_cell(&c, x + 1, y).await;
    wait_played(&c, 1).await;
    let played = text(&c, "game-moves").await;
    let rrcc = format!("Your moves: r{}c{}", y + 1, x + 1);
    assert_eq!(played, rrcc);
    let link: String = js(&c, "return location.href;").await;
    assert!(link.contains("#pack=panel-classic-set-1&i=5&p="), "{link}");
    c.goto("about:blank").await.unwrap();
    open_page(&c, &link, 1280, 900).await;
    wait_played(&c, 1).await;
    assert_eq!(
        text(&c, "puzzle-title").await,
        "Classic set 1 · #5",
        "the link's puzzle"
    );
    assert_eq!(text(&c, "game-moves").await, rrcc, "the link's moves");

    // Its export is "Classic set 1 #5", and reads back as #5.
    open_details(&c, "export").await;
    click(&c, "export-panel").await;
    wait_until(
        &c,
        "the export",
        "return document.getElementById('export-text').textContent.includes('Classic set 1 #5');",
        Duration::from_secs(10),
    )
    .await;
    let file: String = js(
        &c,
        "return document.getElementById('export-text').textContent;",
    )
    .await;
    open_pack(&c, "noip2011", 1).await;
    drop_file(&c, "classic.json", &file).await;
    wait_until(
        &c,
        "the dropped export",
        "return document.getElementById('puzzle-title').textContent === 'Classic set 1 · #5';",
        Duration::from_secs(10),
    )
    .await;
    wait_game(&c, 0, "playing").await;

    // A new budget keeps the puzzle's name, and says it is changed.
    to_edit(&c).await;
    set_number(&c, "budget", 4).await;
    assert_eq!(text(&c, "puzzle-title").await, "Classic set 1 · #5");
    let sub = text(&c, "puzzle-sub").await;
    assert!(sub.contains("changed"), "{sub}");
    let hash: String = js(&c, "return location.hash;").await;
    assert!(
        hash.starts_with("#pack=panel-classic-set-1&i=5&r=drag&goal=at-most&n=4"),
        "{hash}"
    );
    screenshot(&c, "panel-budget-changed.png").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromedriver and chromium: run scripts/ci-browser.sh"]
async fn a_generated_seed_typed_back_gives_the_same_puzzle() {
    in_browser(seed_back).await;
}

async fn generate_and_wait(c: &Client) -> (String, String) {
    click(c, "generate").await;
    wait_until(
        c,
        "the generated puzzle",
        "return document.getElementById('status').textContent.startsWith('Generated') && \
                document.getElementById('board').dataset.ready === 'true';",
        Duration::from_secs(30),
    )
    .await;
    let seed: String = js(c, "return document.getElementById('board').dataset.seed;").await;
    (seed, board(c).await)
}

async fn seed_back(c: Client, url: String) {
    open_page(&c, &url, 390, 844).await;
    open_details(&c, "generate-box").await;
    set_number(&c, "gen-moves", 2).await;
    // Defect 2: a clock seed has 19 digits; the page shows it and takes it
    // back exactly.
    let (seed, first) = generate_and_wait(&c).await;
    assert!(seed.len() >= 16, "a short seed: {seed}");
    let status = text(&c, "status").await;
    assert!(status.contains(&format!("Seed {seed},")), "{status}");
    // Defect 3: the seed's label fits the phone.
    assert_fits(&c, "the generated puzzle").await;
    screenshot(&c, "phone-generated.png").await;
    c.find(Locator::Id("gen-seed"))
        .await
        .unwrap()
        .send_keys(&seed)
        .await
        .unwrap();
    for _ in 0..2 {
        c.execute(
            "document.getElementById('board').dataset.ready = 'false';",
            vec![],
        )
        .await
        .unwrap();
        let (again, board) = generate_and_wait(&c).await;
        assert_eq!(again, seed);
        assert_eq!(board, first, "seed {seed} gave another puzzle");
    }

    // A random puzzle of a level, and Next for another.
    open_details(&c, "packs-box").await;
    select(&c, "random-level", "1").await;
    click(&c, "random").await;
    wait_until(
        &c,
        "the random puzzle",
        "return document.getElementById('puzzle-title').textContent === 'A random puzzle, level 1' && \
                document.getElementById('board').dataset.ready === 'true';",
        Duration::from_secs(30),
    )
    .await;
    assert_eq!(value(&c, "budget").await, "2");
    let seed: String = js(&c, "return document.getElementById('board').dataset.seed;").await;
    click(&c, "puzzle-next").await;
    wait_until(
        &c,
        "another random puzzle",
        &format!(
            "return document.getElementById('board').dataset.seed !== '{seed}' && \
                    document.getElementById('board').dataset.ready === 'true';"
        ),
        Duration::from_secs(30),
    )
    .await;
    assert_eq!(text(&c, "puzzle-title").await, "A random puzzle, level 1");
}
