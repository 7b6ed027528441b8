//! The page in Chinese: the EN / 中文 switch says everything again without
//! reloading the puzzle (a game keeps its moves, a playback its plan), the
//! choice is remembered, and the browser's own language picks the first
//! one.

use std::time::Duration;

use fantoccini::Client;
use fantoccini::key::Key;

use super::*;

/// Presses EN or 中文 and waits until the page speaks it.
async fn switch(c: &Client, code: &str) {
    click(c, &format!("lang-{code}")).await;
    let tag = if code == "zh" { "zh-CN" } else { "en" };
    wait_until(
        c,
        &format!("the page in {tag}"),
        &format!(
            "return document.documentElement.lang === '{tag}' && \
             document.getElementById('lang-{code}').getAttribute('aria-pressed') === 'true';"
        ),
        Duration::from_secs(10),
    )
    .await;
}

/// Whether a text has Chinese characters.
fn has_chinese(s: &str) -> bool {
    s.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

/// The English words (three letters or more, no digits: `swap4` and `r1c2`
/// are notation) of a text.
fn english_words(s: &str) -> Vec<String> {
    s.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| w.len() >= 3 && w.bytes().all(|b| b.is_ascii_alphabetic()))
        .map(String::from)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromedriver and chromium: run scripts/ci-browser.sh"]
async fn switch_to_chinese_play_and_read_the_plan_then_back() {
    in_browser(chinese).await;
}

async fn chinese(c: Client, url: String) {
    open_page(&c, &url, 1280, 900).await;
    // A browser in English starts in English.
    let lang: String = js(&c, "return document.documentElement.lang;").await;
    assert_eq!(lang, "en");
    open_pack(&c, "noip2011", 1).await;
    assert_eq!(
        text(&c, "goal-line").await,
        "Clear every block in exactly 3 moves."
    );
    click_move(&c, 2, 1, 'R', 1, "playing").await;
    let board_after_one = board(&c).await;

    // 中文: the same game, its move kept, every text in Chinese.
    switch(&c, "zh").await;
    wait_game(&c, 1, "playing").await;
    assert_eq!(board(&c).await, board_after_one, "the switch kept the game");
    assert_eq!(text(&c, "goal-line").await, "恰好用 3 步消除所有方块。");
    assert_eq!(text(&c, "moves-left").await, "还剩 2 步");
    assert_eq!(text(&c, "game-moves").await, "你的移动：2 1 R");
    assert_eq!(text(&c, "mode-play").await, "游玩");
    let title: String = js(&c, "return document.title;").await;
    assert!(has_chinese(&title), "{title}");
    let label: String = js(
        &c,
        "return document.querySelector('.cell[data-x=\"0\"][data-y=\"0\"]').getAttribute('aria-label');",
    )
    .await;
    assert!(has_chinese(&label), "a cell's label: {label}");
    screenshot(&c, "lang-zh-game.png").await;
    // Every panel open: no English word on the page but names, notation
    // and what the puzzle's own files call things.
    for id in ["keys-help", "packs-box", "import", "export", "generate-box"] {
        open_details(&c, id).await;
    }
    let page: String = js(&c, "return document.body.innerText;").await;
    let kept = [
        "Mayan", "NOIP", "Panel", "Attack", "Pon", "drag", "JSON", "mayan", "rRcC", "Ctrl",
        "Shift", "Space", "Delete", "noip",
    ];
    // The Panel Attack sets' own names ("Classic set 1") are names.
    let names: String = c
        .execute_async(
            "const done = arguments[arguments.length - 1]; \
             fetch('/api/packs').then(r => r.json()).then(j => done(j.packs.map(p => p.name).join(' ')));",
            vec![],
        )
        .await
        .unwrap()
        .as_str()
        .unwrap_or("")
        .to_string();
    let names = english_words(&names);
    let left: Vec<String> = english_words(&page)
        .into_iter()
        .filter(|w| !kept.contains(&w.as_str()) && !names.contains(w))
        .collect();
    assert!(left.is_empty(), "English on the Chinese page: {left:?}");
    screenshot(&c, "lang-zh-panels.png").await;
    // The editor too, with its buttons' titles and labels.
    to_edit(&c).await;
    let editor: String = js(
        &c,
        "return document.body.innerText + ' ' + Array.from(document.querySelectorAll('[title], [aria-label]')) \
           .filter(e => e.id !== 'lang-en').map(e => (e.title || '') + ' ' + (e.getAttribute('aria-label') || '')).join(' ');",
    )
    .await;
    let left: Vec<String> = english_words(&editor)
        .into_iter()
        .filter(|w| !kept.contains(&w.as_str()) && !names.contains(w))
        .collect();
    assert!(left.is_empty(), "English in the Chinese editor: {left:?}");
    screenshot(&c, "lang-zh-editor.png").await;
    to_play(&c, 1).await;

    // Moves played in Chinese, to a win said in Chinese.
    click_move(&c, 3, 1, 'R', 2, "playing").await;
    assert_eq!(text(&c, "game-moves").await, "你的移动：2 1 R、3 1 R");
    click_move(&c, 3, 0, 'R', 3, "won").await;
    let msg = text(&c, "game-msg").await;
    assert!(msg.contains("过关！用了 3 步。"), "{msg}");
    screenshot(&c, "lang-zh-won.png").await;

    // A move the rules do not allow: refused, with the server's reason in
    // Chinese too (the page asks for lang=zh).
    click(&c, "undo").await;
    wait_game(&c, 2, "playing").await;
    click_cell(&c, 3, 0).await;
    keys(&c, &format!("{}{}", key(Key::Shift), key(Key::Up))).await;
    wait_until(
        &c,
        "the refusal",
        "return document.getElementById('game-msg').textContent.startsWith('不能这样移动');",
        Duration::from_secs(10),
    )
    .await;
    let msg = text(&c, "game-msg").await;
    assert!(msg.starts_with("不能这样移动：第 3 步（3 0 U）："), "{msg}");
    wait_game(&c, 2, "playing").await;
    screenshot(&c, "lang-zh-refused.png").await;

    // Solve a box maze and read why it works, in Chinese.
    open_pack(&c, "box-mazes", 1).await;
    solve_until_playback(&c).await;
    wait_for_playback_end(&c, "the playback to end").await;
    open_details(&c, "plan-box").await;
    let plan = text(&c, "plan").await;
    assert!(plan.contains("第 2 步，第 2 轮消除："), "{plan}");
    assert!(plan.contains("连成一线"), "{plan}");
    assert!(plan.contains("棋盘已清空。"), "{plan}");
    assert!(
        english_words(&plan).is_empty(),
        "English in the Chinese plan: {:?}\n{plan}",
        english_words(&plan)
    );
    let caption = text(&c, "caption").await;
    assert!(caption.contains("棋盘清空了！"), "{caption}");
    let status = text(&c, "status").await;
    assert!(status.starts_with("求解完成"), "{status}");
    screenshot(&c, "lang-zh-plan.png").await;

    // Back to English: the same playback and plan, in English again.
    switch(&c, "en").await;
    let plan = text(&c, "plan").await;
    assert!(plan.contains("Move 2, chain 2:"), "{plan}");
    assert!(plan.contains("The board is clear."), "{plan}");
    assert!(!has_chinese(&plan), "{plan}");
    assert_eq!(
        text(&c, "caption").await,
        "After move 2: the board is clear!"
    );
    let status = text(&c, "status").await;
    assert!(status.starts_with("Solved in 2 moves"), "{status}");
    let end: String = js(&c, "return document.getElementById('board').dataset.end;").await;
    assert_eq!(end, "true", "the switch kept the playback where it was");
    screenshot(&c, "lang-en-plan.png").await;

    // The choice is remembered: 中文, then a reload starts in Chinese.
    switch(&c, "zh").await;
    c.refresh().await.unwrap();
    wait_until(
        &c,
        "the page again",
        "return document.documentElement.dataset.ready === 'true';",
        Duration::from_secs(10),
    )
    .await;
    let lang: String = js(&c, "return document.documentElement.lang;").await;
    assert_eq!(lang, "zh-CN");
    assert!(has_chinese(&text(&c, "goal-line").await));
    // Leave the next test's browser in English.
    c.execute("localStorage.removeItem('mayan-lang');", vec![])
        .await
        .unwrap();
    screenshot(&c, "lang-zh-reload.png").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromedriver and chromium: run scripts/ci-browser.sh"]
async fn a_browser_in_chinese_opens_the_page_in_chinese() {
    let _turn = ONE_AT_A_TIME.lock().await;
    let url = format!(
        "http://{}/",
        crate::server(mayan_web::Config::default()).await
    );
    let c = browser_speaking(Some("zh-CN,zh")).await;
    let outcome = tokio::spawn(browser_language(c.clone(), url)).await;
    let _ = c.close().await;
    if let Err(e) = outcome {
        std::panic::resume_unwind(e.into_panic());
    }
}

async fn browser_language(c: Client, url: String) {
    let langs: Vec<String> = {
        c.goto(&url).await.unwrap();
        js(&c, "return Array.from(navigator.languages);").await
    };
    assert!(langs[0].starts_with("zh"), "the browser speaks {langs:?}");
    open_page(&c, &url, 1280, 900).await;
    let lang: String = js(&c, "return document.documentElement.lang;").await;
    assert_eq!(lang, "zh-CN");
    assert_eq!(text(&c, "goal-line").await, "恰好用 3 步消除所有方块。");
    let pressed: String = js(
        &c,
        "return document.getElementById('lang-zh').getAttribute('aria-pressed');",
    )
    .await;
    assert_eq!(pressed, "true");
    screenshot(&c, "lang-browser-zh.png").await;
    // The switch wins over the browser, and is kept.
    switch(&c, "en").await;
    c.refresh().await.unwrap();
    wait_until(
        &c,
        "the page again",
        "return document.documentElement.dataset.ready === 'true';",
        Duration::from_secs(10),
    )
    .await;
    let lang: String = js(&c, "return document.documentElement.lang;").await;
    assert_eq!(lang, "en");
    assert_eq!(
        text(&c, "goal-line").await,
        "Clear every block in exactly 3 moves."
    );
}
