//! `mayan show`, `mayan render` and `mayan play`, from the outside (the
//! stop on Ctrl-C is in interrupt.rs).
#![cfg(feature = "render")]

use std::path::PathBuf;

use assert_cmd::Command;
use predicates::prelude::*;

/// The NOIP statement's sample.
const SAMPLE: &str = "3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n";

/// Panel Attack's "Classic set 1" puzzle 10: three moves, `r1c3`, `r5c3`,
/// `r3c3`, on a 6 x 12 board with five rows in use.
const PANEL: &str = r#"{"Version": 2, "Puzzle Sets": [{"Set Name": "Classic set 1", "Puzzles": [
    {"Puzzle Type": "moves", "Moves": 3, "Stack": "4100001400004100001400004100"}]}]}"#;

/// `name` in this test binary's scratch folder, which is made if missing.
fn scratch_path(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("render-tests");
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// A file in this test binary's scratch folder.
fn scratch(name: &str, content: &[u8]) -> PathBuf {
    let p = scratch_path(name);
    std::fs::write(&p, content).unwrap();
    p
}

/// A scratch path for a command to write, with no file there yet.
fn out_path(name: &str) -> PathBuf {
    let p = scratch_path(name);
    let _ = std::fs::remove_file(&p);
    p
}

fn mayan() -> Command {
    let mut c = Command::cargo_bin("mayan").unwrap();
    c.env_remove("NO_COLOR");
    c
}

/// Runs `mayan ARGS` and asserts that it fails with exit 2 and says `needle`
/// on stderr.
fn fails_with(args: &[&str], needle: &str) {
    mayan()
        .args(args)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(needle));
}

fn stdout_of(args: &[&str]) -> String {
    let out = mayan().args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn show_draws_every_step_of_the_solvers_solution() {
    let p = scratch("show.in", SAMPLE.as_bytes());
    let text = stdout_of(&["show", "--color", "never", p.to_str().unwrap()]);
    assert!(text.starts_with("5 x 7 board, drag rules, 3 moves to clear it\n"));
    assert!(text.contains("Moves (the smallest solution in exactly 3 moves): 2 1 1, 3 1 1, 3 0 1"));
    for caption in [
        "Start",
        "Move 1: 2 1 1",
        "Move 3: 3 0 1",
        "clear 6",
        "fall",
        "clear 3",
    ] {
        assert!(text.contains(caption), "{caption} missing:\n{text}");
    }
    // The third move's frame marks the moved cells and the runs.
    assert!(text.contains("0 | 1 *2**2*[2*[3*"), "{text}");
    assert!(text.ends_with("Result: the board is clear after 3 moves.\n"));
    assert!(!text.contains('\x1b'));
}

#[test]
fn show_colours_on_request_only() {
    let p = scratch("colour.in", SAMPLE.as_bytes());
    let p = p.to_str().unwrap();
    let always = stdout_of(&["show", "--color", "always", p]);
    assert!(always.contains("\x1b[38;5;"), "{always}");
    // auto: stdout is a pipe here, so no colour.
    let auto = stdout_of(&["show", p]);
    assert!(!auto.contains('\x1b'));
    let out = mayan()
        .args(["show", "--color", "auto", p])
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    assert!(!String::from_utf8_lossy(&out.stdout).contains('\x1b'));
    fails_with(&["show", "--color", "sometimes", p], "sometimes");
}

#[test]
fn show_replays_an_answer_and_names_bad_moves() {
    let p = scratch("answer.in", SAMPLE.as_bytes());
    let p = p.to_str().unwrap();
    let wrong = scratch("wrong.ans", b"0 0 1\n");
    let text = stdout_of(&["show", p, wrong.to_str().unwrap()]);
    assert!(text.contains("wrong.ans: 1 move"), "{text}");
    assert!(
        text.contains("Result: 12 blocks left after 1 move."),
        "{text}"
    );
    let bad = scratch("bad.ans", b"2 1 1\n\n0 5 1\n");
    mayan()
        .args(["show", p, bad.to_str().unwrap()])
        .assert()
        .code(2)
        .stderr(
            predicate::str::contains("move 2 (line 3)")
                .and(predicate::str::contains("there is no block at (0, 5)")),
        );
    let garbage = scratch("garbage.ans", b"left please\n");
    fails_with(
        &["show", p, garbage.to_str().unwrap()],
        "garbage.ans: not a valid answer",
    );
    let none = scratch("none.ans", b"-1\n");
    let text = stdout_of(&["show", p, none.to_str().unwrap()]);
    assert!(text.contains("the answer is -1"), "{text}");
}

#[test]
fn show_without_a_solution_shows_the_start() {
    // One move cannot clear the sample.
    let p = scratch("nosol.in", SAMPLE.replacen('3', "1", 1).as_bytes());
    let text = stdout_of(&["show", p.to_str().unwrap()]);
    assert!(
        text.contains("No solution in exactly 1 move: only the start is shown."),
        "{text}"
    );
    assert!(!text.contains("Move 1"));
}

#[test]
fn show_takes_the_puzzle_options_of_solve() {
    let p = scratch(
        "maze.txt",
        b"010000\n020000\n030000\n021000\n013300\n022100\n011220\n",
    );
    let text = stdout_of(&[
        "show",
        "--format",
        "grid",
        "--rules",
        "swap4",
        "--moves",
        "2",
        p.to_str().unwrap(),
    ]);
    assert!(
        text.starts_with("6 x 7 board, swap4 rules, 2 moves"),
        "{text}"
    );
    assert!(
        text.contains("Result: the board is clear after 2 moves."),
        "{text}"
    );
    fails_with(
        &["show", "--format", "grid", p.to_str().unwrap()],
        "no move budget",
    );
    fails_with(&["show", "missing.in"], "cannot read missing.in");
}

#[test]
fn show_labels_rows_and_columns_as_the_notation_counts() {
    let p = scratch("labels.json", PANEL.as_bytes());
    let text = stdout_of(&["show", "--color", "never", p.to_str().unwrap()]);
    assert!(text.contains("\n12 | .  .  .  .  .  .\n"), "{text}");
    assert!(text.contains("\n 1 | .  . [1][4] .  .\n"), "{text}");
    assert!(text.contains("\n     1  2  3  4  5  6\n"), "{text}");
    assert!(!text.contains(" 0 |"), "{text}");
    let p = scratch("labels.in", SAMPLE.as_bytes());
    let text = stdout_of(&["show", "--color", "never", p.to_str().unwrap()]);
    assert!(text.contains("\n0 | 1  2  2  3  2\n"), "{text}");
    assert!(text.contains("\n    0  1  2  3  4\n"), "{text}");
}

/// The `data-labels` of the row or column labels (`axis`) of every panel.
fn labels_in(svg: &str, axis: &str) -> Vec<String> {
    let key = format!(r#"class="coordinates {axis}" data-labels=""#);
    svg.match_indices(&key)
        .map(|(i, _)| {
            let rest = &svg[i + key.len()..];
            rest[..rest.find('"').unwrap()].to_string()
        })
        .collect()
}

/// Renders `input` (written to a scratch file `name`) as SVG: the column
/// and row labels of its frames.
fn rendered_labels(name: &str, input: &str) -> (Vec<String>, Vec<String>) {
    let p = scratch(name, input.as_bytes());
    let out = out_path(&format!("{name}.svg"));
    mayan()
        .args([
            "render",
            p.to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
        ])
        .assert()
        .success();
    let svg = std::fs::read_to_string(&out).unwrap();
    (labels_in(&svg, "columns"), labels_in(&svg, "rows"))
}

#[test]
fn render_labels_rows_and_columns_as_the_notation_counts() {
    let (columns, rows) = rendered_labels("labels-svg.json", PANEL);
    assert!(!columns.is_empty());
    assert!(columns.iter().all(|c| c == "1 2 3 4 5 6"), "{columns:?}");
    assert!(rows.iter().all(|r| r.starts_with("1 2 3 4 5")), "{rows:?}");
    let (columns, rows) = rendered_labels("labels-svg.in", SAMPLE);
    assert!(columns.iter().all(|c| c == "0 1 2 3 4"), "{columns:?}");
    assert!(rows.iter().all(|r| r.starts_with("0 1 2 3")), "{rows:?}");
}

/// Counts `class="block"` elements.
fn blocks_in(svg: &str) -> usize {
    svg.matches(r#"class="block""#).count()
}

#[test]
fn render_writes_svg_strips_and_boards() {
    let p = scratch("svg.in", SAMPLE.as_bytes());
    let p = p.to_str().unwrap();
    let out = out_path("steps.svg");
    mayan()
        .args(["render", p, "--out", out.to_str().unwrap()])
        .assert()
        .success()
        .stderr(predicate::str::contains("9 pictures"));
    let svg = std::fs::read_to_string(&out).unwrap();
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert_eq!(svg.matches(r#"class="panel""#).count(), 9);
    // Start 12, move 1 12, move 2 12, move 3 12, then 6, 6, 3, 3 and 0 left.
    assert_eq!(blocks_in(&svg), 12 * 4 + 6 + 6 + 3 + 3);
    assert!(!svg.contains("<text"), "text is drawn as paths");
    let board = out_path("board.svg");
    mayan()
        .args(["render", p, "--board-only", "-o", board.to_str().unwrap()])
        .assert()
        .success();
    let svg = std::fs::read_to_string(&board).unwrap();
    assert_eq!(blocks_in(&svg), 12);
    assert_eq!(svg.matches(r#"class="panel""#).count(), 1);
}

/// Width and height from a PNG's header.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    assert_eq!(&bytes[12..16], b"IHDR");
    let w = u32::from_be_bytes(bytes[16..20].try_into().unwrap());
    let h = u32::from_be_bytes(bytes[20..24].try_into().unwrap());
    (w, h)
}

/// Width and height from an SVG's root element.
fn svg_size(svg: &str) -> (u32, u32) {
    let attr = |name: &str| -> u32 {
        let key = format!(" {name}=\"");
        let start = svg.find(&key).unwrap() + key.len();
        let end = start + svg[start..].find('"').unwrap();
        svg[start..end].parse().unwrap()
    };
    (attr("width"), attr("height"))
}

#[test]
fn render_writes_pngs_the_size_of_the_svg() {
    let p = scratch("png.in", SAMPLE.as_bytes());
    let p = p.to_str().unwrap();
    for (extra, name) in [(None, "steps"), (Some("--board-only"), "board")] {
        let svg_out = out_path(&format!("{name}-size.svg"));
        let png_out = out_path(&format!("{name}-size.png"));
        for out in [&svg_out, &png_out] {
            let mut cmd = mayan();
            cmd.args(["render", p, "--out", out.to_str().unwrap()]);
            if let Some(e) = extra {
                cmd.arg(e);
            }
            cmd.assert().success();
        }
        let svg = std::fs::read_to_string(&svg_out).unwrap();
        let png = std::fs::read(&png_out).unwrap();
        assert_eq!(png_size(&png), svg_size(&svg), "{name}");
    }
    // --cell scales the picture.
    let small = out_path("small.png");
    mayan()
        .args(["render", p, "--board-only", "--cell", "20", "--out"])
        .arg(&small)
        .assert()
        .success();
    let big = out_path("big.png");
    mayan()
        .args(["render", p, "--board-only", "--cell", "40", "--out"])
        .arg(&big)
        .assert()
        .success();
    let (sw, sh) = png_size(&std::fs::read(&small).unwrap());
    let (bw, bh) = png_size(&std::fs::read(&big).unwrap());
    assert!(bw.abs_diff(2 * sw) <= 1 && bh.abs_diff(2 * sh) <= 1);
}

#[test]
fn render_writes_a_gif_frame_per_step() {
    let p = scratch("gif.in", SAMPLE.as_bytes());
    let out = out_path("solution.gif");
    mayan()
        .args([
            "render",
            p.to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
        ])
        .assert()
        .success()
        .stderr(predicate::str::contains("10 frames"));
    let delays = gif_delays(&std::fs::read(&out).unwrap());
    // Start; move 1; move 2; move 3, clear, fall, clear, fall, clear; and
    // the cleared board, held longest.
    assert_eq!(delays.len(), 10);
    assert!(delays[..9].iter().all(|&d| d < delays[9]), "{delays:?}");
}

/// The delay of each frame of a GIF.
fn gif_delays(bytes: &[u8]) -> Vec<u16> {
    let mut decoder = gif::DecodeOptions::new()
        .read_info(std::io::Cursor::new(bytes))
        .unwrap();
    let mut delays = Vec::new();
    while let Some(f) = decoder.read_next_frame().unwrap() {
        delays.push(f.delay);
    }
    delays
}

#[test]
fn a_picture_without_a_solution_says_so() {
    // One move cannot clear the sample.
    let p = scratch("nosol-render.in", SAMPLE.replacen('3', "1", 1).as_bytes());
    let p = p.to_str().unwrap();
    let out = out_path("nosol.svg");
    mayan()
        .args(["render", p, "--out", out.to_str().unwrap()])
        .assert()
        .success()
        .stderr(predicate::str::contains("1 picture)"));
    let svg = std::fs::read_to_string(&out).unwrap();
    assert!(
        svg.contains(r#"class="title" data-text="no solution in exactly 1 move""#),
        "{svg}"
    );
    assert_eq!(svg.matches(r#"class="panel""#).count(), 1);
    // An answer of -1 says where it came from.
    let none = scratch("render-none.ans", b"-1\n");
    let sample = scratch("render-none.in", SAMPLE.as_bytes());
    let out = out_path("none.svg");
    mayan()
        .args([
            "render",
            sample.to_str().unwrap(),
            none.to_str().unwrap(),
            "--out",
        ])
        .arg(&out)
        .assert()
        .success();
    let svg = std::fs::read_to_string(&out).unwrap();
    assert!(
        svg.contains("render-none.ans: the answer is -1 (no solution)"),
        "{svg}"
    );
    // A GIF of it is the start, once; a solved picture has no title.
    let gif_out = out_path("nosol.gif");
    mayan()
        .args(["render", p, "--out", gif_out.to_str().unwrap()])
        .assert()
        .success()
        .stderr(predicate::str::contains("(1 frame)"));
    assert_eq!(gif_delays(&std::fs::read(&gif_out).unwrap()).len(), 1);
    let solved = out_path("solved.svg");
    mayan()
        .args(["render", sample.to_str().unwrap(), "--out"])
        .arg(&solved)
        .assert()
        .success();
    assert!(
        !std::fs::read_to_string(&solved)
            .unwrap()
            .contains(r#"class="title""#)
    );
}

#[test]
fn tall_boards_are_cropped_to_the_rows_in_use() {
    // Five rows of twelve in use: six drawn on every panel, 40 pixels each.
    let p = scratch("crop.json", PANEL.as_bytes());
    let out = out_path("crop.svg");
    mayan()
        .args(["render", p.to_str().unwrap(), "--cell", "40", "--out"])
        .arg(&out)
        .assert()
        .success();
    let svg = std::fs::read_to_string(&out).unwrap();
    let boards: Vec<&str> = svg
        .lines()
        .filter(|l| l.starts_with(r#"<rect class="board""#))
        .collect();
    assert_eq!(boards.len(), 5);
    assert!(
        boards.iter().all(|b| b.contains(r#"height="240""#)),
        "{boards:?}"
    );
    assert!(labels_in(&svg, "rows").iter().all(|r| r == "1 2 3 4 5 6"));
}

#[test]
fn render_refuses_unknown_formats_and_bad_options() {
    let p = scratch("bad-render.in", SAMPLE.as_bytes());
    let p = p.to_str().unwrap();
    fails_with(
        &["render", p, "--out", "picture.jpg"],
        "picture.jpg: cannot write a .jpg picture: name the file .svg, .png or .gif",
    );
    fails_with(&["render", p, "--out", "picture"], "no extension");
    fails_with(&["render", p], "--out");
    let ans = scratch("render.ans", b"2 1 1\n");
    fails_with(
        &[
            "render",
            p,
            ans.to_str().unwrap(),
            "--board-only",
            "--out",
            "x.svg",
        ],
        "cannot be used with",
    );
    mayan()
        .args(["render", p, "--cell", "2", "--out", "x.svg"])
        .assert()
        .code(2);
    fails_with(
        &["render", p, "--out", "/nonexistent-dir/x.svg"],
        "cannot write /nonexistent-dir/x.svg",
    );
}

#[cfg(feature = "tui")]
#[test]
fn play_needs_a_terminal_and_a_good_puzzle() {
    let p = scratch("play.in", SAMPLE.as_bytes());
    fails_with(
        &["play", p.to_str().unwrap()],
        "mayan play needs a terminal",
    );
    let bad = scratch("bad-play.in", b"3\n1 0\n2 1 0\n7 7 7 0\n0\n0\n");
    fails_with(&["play", bad.to_str().unwrap()], "bad-play.in");
    mayan()
        .args(["play", "--help"])
        .assert()
        .success()
        .stdout(predicate::str::contains("shift+arrow"));
}

#[test]
fn help_has_examples() {
    let play = cfg!(feature = "tui").then_some("play");
    for cmd in ["show", "render"].into_iter().chain(play) {
        mayan()
            .args([cmd, "--help"])
            .assert()
            .success()
            .stdout(predicate::str::contains(format!("mayan {cmd} ")));
    }
}
