//! The player driven by keys and drawn on a test backend.

use super::*;
use mayan_core::read::{ReadOptions, read_puzzle};
use mayan_render::palette;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::style::Color;

fn sample() -> App {
    let sample = b"3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n";
    let puzzle = read_puzzle(sample, &ReadOptions::default()).unwrap();
    App::new(puzzle, "sample.in".to_string(), Options::default())
}

/// A player of a grid puzzle (`text` is the grid file, budget first).
fn grid(text: &[u8]) -> App {
    let opts = ReadOptions {
        format: Some(mayan_core::Format::Grid),
        ..ReadOptions::default()
    };
    let puzzle = read_puzzle(text, &opts).unwrap();
    App::new(puzzle, "grid.txt".to_string(), Options::default())
}

/// Panel Attack's "Classic set 1" puzzle 10 (answer `r1c3`, `r5c3`,
/// `r3c3`), from a file of its own.
const PANEL: &[u8] = br#"{"Version": 2, "Puzzle Sets": [{"Set Name": "Classic set 1", "Puzzles": [
    {"Puzzle Type": "moves", "Moves": 3, "Stack": "4100001400004100001400004100"}]}]}"#;

/// A player of [`PANEL`].
fn panel() -> App {
    let opts = ReadOptions {
        file_name: Some("classic.json".to_string()),
        ..ReadOptions::default()
    };
    let puzzle = read_puzzle(PANEL, &opts).unwrap();
    App::new(puzzle, "classic.json".to_string(), Options::default())
}

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

fn shift(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::SHIFT)
}

fn press(app: &mut App, keys: &[KeyEvent]) {
    for k in keys {
        app.handle_key(*k);
    }
}

fn screen(app: &App) -> String {
    screen_of(app, 84, 16)
}

/// The screen on a terminal `w` x `h`.
fn screen_of(app: &App, w: u16, h: u16) -> String {
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    t.draw(|f| app.draw(f)).unwrap();
    t.backend().to_string()
}

/// The words of a screen, one space apart: what it says, however wrapped.
fn words(screen: &str) -> String {
    screen
        .lines()
        .map(|l| l.trim_matches('"'))
        .collect::<Vec<_>>()
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Moves the cursor to `(x, y)` with arrow keys.
fn goto(app: &mut App, x: usize, y: usize) {
    let (cx, cy) = app.cursor();
    for _ in x..cx {
        app.handle_key(key(KeyCode::Left));
    }
    for _ in cx..x {
        app.handle_key(key(KeyCode::Right));
    }
    for _ in y..cy {
        app.handle_key(key(KeyCode::Down));
    }
    for _ in cy..y {
        app.handle_key(key(KeyCode::Up));
    }
    assert_eq!(app.cursor(), (x, y));
}

#[test]
fn start_screen() {
    let app = sample();
    assert_eq!(app.cursor(), (0, 0));
    insta::assert_snapshot!("play_start", screen(&app));
}

#[test]
fn cursor_keys_and_vim_keys_move_and_stop_at_the_edges() {
    let mut app = sample();
    press(
        &mut app,
        &[key(KeyCode::Char('l')), key(KeyCode::Char('k'))],
    );
    assert_eq!(app.cursor(), (1, 1));
    press(&mut app, &[key(KeyCode::Char('h')); 3]);
    assert_eq!(app.cursor(), (0, 1));
    press(&mut app, &[key(KeyCode::Char('j')); 3]);
    assert_eq!(app.cursor(), (0, 0));
    press(&mut app, &[key(KeyCode::Up); 10]);
    assert_eq!(app.cursor(), (0, 6));
    assert_eq!(app.moves(), 0);
}

#[test]
fn shift_arrow_drags_and_the_cascade_plays_frame_by_frame() {
    let mut app = sample();
    goto(&mut app, 2, 1);
    app.handle_key(shift(KeyCode::Right));
    assert_eq!(app.moves(), 1);
    assert_eq!(app.cursor(), (3, 1));
    goto(&mut app, 3, 1);
    // Space then a direction drags too.
    press(&mut app, &[key(KeyCode::Char(' ')), key(KeyCode::Right)]);
    assert_eq!(app.moves(), 2);
    goto(&mut app, 3, 0);
    app.handle_key(key(KeyCode::Char('L')));
    assert_eq!(app.moves(), 3);
    assert!(app.animating());
    // The move itself, with the runs it makes marked.
    insta::assert_snapshot!("play_move_3", screen(&app));
    let mut frames = 1;
    while app.tick() {
        if app.animating() {
            frames += 1;
            // The win is not told before it is shown.
            assert!(!app.message().contains("Cleared"), "{}", app.message());
            assert!(!screen(&app).contains("CLEARED"));
        }
    }
    assert_eq!(frames, 6, "move, clear, fall, clear, fall, clear");
    assert!(app.board().is_empty());
    assert_eq!(
        app.message(),
        "Move 3: 3 0 1 (3, 0) right: 12 blocks vanish in a 3-step cascade. Cleared in 3 moves!"
    );
    insta::assert_snapshot!("play_cleared", screen(&app));
}

#[test]
fn a_cascade_frame_shows_its_stage() {
    let mut app = sample();
    goto(&mut app, 2, 1);
    app.handle_key(shift(KeyCode::Right));
    goto(&mut app, 3, 1);
    app.handle_key(shift(KeyCode::Right));
    goto(&mut app, 3, 0);
    app.handle_key(shift(KeyCode::Right));
    app.tick();
    app.tick();
    // The fall before the second clear: three 1s about to vanish.
    insta::assert_snapshot!("play_cascade_fall", screen(&app));
}

#[test]
fn undo_redo_and_restart() {
    let mut app = sample();
    goto(&mut app, 2, 1);
    app.handle_key(shift(KeyCode::Right));
    let after_one = app.board();
    app.handle_key(key(KeyCode::Char('u')));
    assert_eq!(app.moves(), 0);
    assert_eq!(app.board(), sample().board());
    app.handle_key(key(KeyCode::Char('r')));
    assert_eq!(app.board(), after_one);
    app.handle_key(key(KeyCode::Char('r')));
    assert_eq!(app.message(), "Nothing to redo.");
    app.handle_key(key(KeyCode::Char('R')));
    assert_eq!(app.moves(), 0);
    assert!(app.message().starts_with("Restarted (1 move"));
    // Restart can be redone.
    app.handle_key(key(KeyCode::Char('r')));
    assert_eq!(app.board(), after_one);
    // A new move drops the redo list.
    app.handle_key(key(KeyCode::Char('u')));
    goto(&mut app, 0, 0);
    app.handle_key(shift(KeyCode::Up));
    assert_eq!(app.moves(), 0, "drag rules: no up moves");
    assert!(app.message().contains("do not allow"), "{}", app.message());
    app.handle_key(shift(KeyCode::Right));
    assert_eq!(app.moves(), 1);
    app.handle_key(key(KeyCode::Char('r')));
    assert_eq!(app.message(), "Nothing to redo.");
    app.handle_key(key(KeyCode::Char('u')));
    app.handle_key(key(KeyCode::Char('u')));
    assert_eq!(app.message(), "Nothing to undo.");
}

#[test]
fn illegal_drags_say_why() {
    let mut app = sample();
    goto(&mut app, 0, 3);
    app.handle_key(shift(KeyCode::Right));
    assert_eq!(app.moves(), 0);
    assert!(
        app.message().contains("no block at (0, 3)"),
        "{}",
        app.message()
    );
    press(&mut app, &[key(KeyCode::Enter)]);
    assert!(app.message().contains("no block"), "{}", app.message());
    goto(&mut app, 0, 0);
    app.handle_key(shift(KeyCode::Left));
    assert!(app.message().contains("off the board"), "{}", app.message());
}

#[test]
fn the_hint_points_at_a_winning_move() {
    let mut app = sample();
    app.handle_key(key(KeyCode::Char('i')));
    assert_eq!(app.cursor(), (2, 1), "the first move of the solution");
    assert!(
        app.message()
            .starts_with("Hint: 2 1 1 (2, 1) right, then 2 more moves")
    );
    insta::assert_snapshot!("play_hint", screen(&app));
    // A wrong move, then no way to win in the two moves left.
    goto(&mut app, 0, 0);
    app.handle_key(shift(KeyCode::Right));
    app.handle_key(key(KeyCode::Char('i')));
    assert!(
        app.message().starts_with("No way to clear"),
        "{}",
        app.message()
    );
}

#[test]
fn solution_steps_clear_the_board() {
    let mut app = sample();
    for k in 1..=3 {
        app.handle_key(key(KeyCode::Char('s')));
        assert_eq!(app.moves(), k);
    }
    assert!(app.board().is_empty());
    app.handle_key(key(KeyCode::Char('s')));
    assert_eq!(app.moves(), 3);
    assert_eq!(app.message(), "The board is clear.");
}

#[test]
fn out_of_moves() {
    let mut app = sample();
    goto(&mut app, 0, 0);
    for _ in 0..3 {
        app.handle_key(shift(KeyCode::Right));
        app.handle_key(shift(KeyCode::Left));
    }
    assert_eq!(app.moves(), 3);
    assert!(app.message().contains("No moves left"), "{}", app.message());
    assert_eq!(app.moves_left(), 0);
}

#[test]
fn one_move_and_one_block_are_singular() {
    let mut app = grid(b"1\n1..\n");
    assert!(
        app.message()
            .starts_with("Clear the board in exactly 1 move."),
        "{}",
        app.message()
    );
    app.handle_key(shift(KeyCode::Right));
    while app.tick() {}
    assert!(
        app.message()
            .contains("Out of moves with 1 block left: u undoes, R restarts."),
        "{}",
        app.message()
    );
    app.handle_key(key(KeyCode::Char('R')));
    assert_eq!(app.message(), "Restarted (1 move undone).");
}

#[test]
fn panel_attack_rows_and_columns_count_from_1() {
    let mut app = panel();
    let text = screen_of(&app, 84, 18);
    insta::assert_snapshot!("play_panel_start", text);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[1].starts_with("\"│12 "), "{text}");
    assert!(lines[8].starts_with("\"│ 5  .  . >4< 1 "), "{text}");
    assert!(lines[12].starts_with("\"│ 1  .  .  4  1 "), "{text}");
    assert!(lines[13].starts_with("\"│    1  2  3  4  5  6 "), "{text}");
    // Messages name cells the same way.
    goto(&mut app, 2, 0);
    app.handle_key(shift(KeyCode::Right));
    assert!(
        app.message()
            .starts_with("Move 1: r1c3 (row 1, column 3) right."),
        "{}",
        app.message()
    );
    goto(&mut app, 0, 0);
    app.handle_key(key(KeyCode::Enter));
    assert_eq!(
        app.message(),
        "There is no block at (row 1, column 1) to drag."
    );
    goto(&mut app, 5, 0);
    app.handle_key(shift(KeyCode::Right));
    assert!(
        app.message().contains("(row 1, column 6)"),
        "{}",
        app.message()
    );
}

#[test]
fn a_loss_is_told_once_its_frames_are_shown() {
    let mut app = grid(b"1\n1..\n");
    app.handle_key(shift(KeyCode::Right));
    assert!(app.animating());
    assert_eq!(app.message(), "Move 1: 0 0 R (0, 0) right.");
    assert!(!screen(&app).contains("out of moves"));
    while app.tick() {}
    assert!(
        app.message()
            .ends_with("Out of moves with 1 block left: u undoes, R restarts.")
    );
    assert!(screen(&app).contains("out of moves"));
}

#[test]
fn a_key_ends_the_animation_and_tells_the_outcome() {
    let mut app = sample();
    press(&mut app, &[key(KeyCode::Char('s')); 3]);
    assert!(app.animating());
    assert!(!app.message().contains("Cleared"), "{}", app.message());
    app.handle_key(key(KeyCode::Left));
    assert!(!app.animating());
    assert!(
        app.message().ends_with("Cleared in 3 moves!"),
        "{}",
        app.message()
    );
}

#[test]
fn a_small_terminal_is_told_the_size_it_needs() {
    let app = sample();
    // 5 x 7: 20 columns of board, 22 of side panel; 10 lines of board, 2
    // of message, 1 of help.
    assert_eq!(app.needed_size(), (42, 13));
    let text = screen_of(&app, 30, 10);
    assert!(
        words(&text).contains("terminal too small: need 42 x 13, this one is 30 x 10"),
        "{text}"
    );
    assert!(!text.contains("│"), "no part of the board: {text}");
    let text = screen_of(&app, 84, 12);
    assert!(text.contains("need 42 x 13, this one is 84 x 12"), "{text}");
    // At the size it needs, the whole board is drawn.
    let text = screen_of(&app, 42, 13);
    assert!(!text.contains("too small"), "{text}");
    assert!(text.contains("│    0  1  2  3  4 │"), "{text}");
    assert!(text.contains("│ 6  .  .  .  .  . │"), "{text}");
    // A Panel Attack board is taller.
    let panel = panel();
    assert_eq!(panel.needed_size(), (45, 18));
    let text = screen_of(&panel, 84, 16);
    assert!(text.contains("terminal too small: need 45 x 18"), "{text}");
}

#[test]
fn the_puzzle_is_named_by_its_set_and_number_or_its_file() {
    use crate::cli::{Cli, Command};
    use clap::Parser;
    let name = |args: &[&str]| {
        let cli = Cli::try_parse_from(args).unwrap();
        match cli.command {
            Command::Play(p) => puzzle_name(&p),
            _ => unreachable!(),
        }
    };
    assert_eq!(
        name(&[
            "mayan",
            "play",
            "--puzzle",
            "Classic set 1",
            "--index",
            "10",
            "some/where/deep/classic.json",
        ]),
        "Classic set 1 #10"
    );
    assert_eq!(
        name(&["mayan", "play", "a/long/path/to/noip-sample.in"]),
        "noip-sample.in"
    );
    assert_eq!(name(&["mayan", "play", "-"]), "<stdin>");
    // The name is on the screen whole, beside the board.
    let mut app = panel();
    app.name = "Classic set 1 #10".to_string();
    let text = screen_of(&app, 84, 18);
    assert!(text.contains("┐  Classic set 1 #10 "), "{text}");
}

#[test]
fn quitting() {
    for k in [
        key(KeyCode::Char('q')),
        key(KeyCode::Esc),
        KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL),
    ] {
        let mut app = sample();
        app.handle_key(k);
        assert!(app.quit);
    }
    // Esc first cancels a drag.
    let mut app = sample();
    press(&mut app, &[key(KeyCode::Char(' ')), key(KeyCode::Esc)]);
    assert!(!app.quit);
    app.handle_key(key(KeyCode::Esc));
    assert!(app.quit);
}

#[test]
fn blocks_are_drawn_in_their_colours() {
    let app = sample();
    let mut t = Terminal::new(TestBackend::new(84, 16)).unwrap();
    t.draw(|f| app.draw(f)).unwrap();
    let buf = t.backend().buffer();
    // Row 0 is the 8th line inside the border (7 rows, top first);
    // column 1 (colour 2) starts at x = 1 + 3 + 3.
    let cell = &buf[(8, 7)];
    assert_eq!(cell.symbol(), "2");
    assert_eq!(
        cell.bg,
        Color::Indexed(palette::fill(2).xterm256()),
        "colour 2's fill"
    );
}

#[test]
fn the_player_speaks_chinese_and_keeps_its_board_in_place() {
    use mayan_i18n::Lang;
    let play = || {
        let mut app = sample();
        let start = screen(&app);
        goto(&mut app, 2, 1);
        app.handle_key(shift(KeyCode::Right));
        let said = app.message().to_string();
        while app.tick() {}
        let moved = screen(&app);
        app.handle_key(key(KeyCode::Char('?')));
        (start, said, moved, app.message().to_string())
    };
    let (en_start, en_said, en_moved, en_keys) = mayan_i18n::with(Lang::En, play);
    let (zh_start, zh_said, zh_moved, zh_keys) = mayan_i18n::with(Lang::Zh, play);
    assert_eq!(en_said, "Move 1: 2 1 1 (2, 1) right.");
    assert_eq!(zh_said, "第 1 步：2 1 1（(2, 1) 向右）。");
    assert!(zh_keys.starts_with("按键：方向键"), "{zh_keys}");
    assert!(en_keys.starts_with("Keys: arrows"), "{en_keys}");
    let zh_words = words(&zh_start);
    assert!(zh_words.contains("步数 0 / 3"), "{zh_start}");
    assert!(zh_words.contains("规则 drag"), "{zh_start}");
    assert!(
        zh_words.contains("消除所有方块。方向键移动光标"),
        "{zh_start}"
    );
    // The board takes the same columns in both languages: the side panel's
    // wide characters do not push it.
    for (en, zh) in [(&en_start, &zh_start), (&en_moved, &zh_moved)] {
        for (e, z) in en.lines().zip(zh.lines()).take(10) {
            let board = |l: &str| l.chars().take(21).collect::<String>();
            assert_eq!(board(e), board(z), "\n{en}\n{zh}");
        }
    }
}
