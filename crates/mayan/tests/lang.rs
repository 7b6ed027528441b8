//! The language of what `mayan` says (docs/i18n.md): `--lang` before or
//! after the subcommand, then `MAYAN_LANG`, then the locale; Chinese text
//! where a person reads it, in columns that stay aligned; JSON the same
//! bytes in both languages.

use std::ffi::OsStr;

use assert_cmd::Command;

use crate::cli::{PANEL, SAMPLE, mayan, root, scratch};

/// `mayan` with no language in its environment: no `MAYAN_LANG`, no
/// locale.
fn bare() -> Command {
    let mut cmd = mayan();
    for name in ["MAYAN_LANG", "LC_ALL", "LC_MESSAGES", "LANG"] {
        cmd.env_remove(name);
    }
    cmd
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

/// The columns a text takes in a terminal (a Chinese character two).
fn width(s: &str) -> usize {
    console::measure_text_width(s)
}

/// `mayan [--lang FLAG] explain SAMPLE` with `env` set: its stdout.
fn explain(env: &[(&str, &str)], flag: Option<&str>) -> String {
    let mut cmd = bare();
    cmd.envs(env.iter().copied());
    if let Some(lang) = flag {
        cmd.args(["--lang", lang]);
    }
    let out = cmd.arg("explain").arg(root(SAMPLE)).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    text(&out.stdout)
}

#[test]
fn lang_zh_before_or_after_the_subcommand_speaks_chinese() {
    let sample = root(SAMPLE);
    let before = bare()
        .args([
            OsStr::new("--lang"),
            OsStr::new("zh"),
            OsStr::new("explain"),
        ])
        .arg(&sample)
        .output()
        .unwrap();
    let after = bare()
        .args(["explain", "--lang", "zh"])
        .arg(&sample)
        .output()
        .unwrap();
    assert_eq!(before.status.code(), Some(0));
    let zh = text(&before.stdout);
    assert_eq!(zh, text(&after.stdout));
    assert!(
        zh.contains("字典序最小的解：\n2 1 1\n3 1 1\n3 0 1\n"),
        "{zh}"
    );
    assert!(zh.contains("第 1 步：2 1 1   （"), "{zh}");
    assert!(
        zh.contains("结果：3 步之后，棋盘上的方块已全部消除。"),
        "{zh}"
    );
    assert!(!zh.contains("The smallest solution"), "{zh}");
}

#[test]
fn mayan_lang_and_the_locale_choose_chinese_and_the_flag_overrides_them() {
    let en = explain(&[], None);
    assert!(en.contains("The smallest solution:"), "{en}");
    let zh = explain(&[], Some("zh"));
    assert!(zh.contains("字典序最小的解："), "{zh}");
    assert_eq!(explain(&[("MAYAN_LANG", "zh")], None), zh);
    assert_eq!(explain(&[("MAYAN_LANG", "zh-CN")], None), zh);
    assert_eq!(explain(&[("LANG", "zh_CN.UTF-8")], None), zh);
    assert_eq!(
        explain(&[("LC_ALL", "zh_CN.UTF-8"), ("LANG", "C")], None),
        zh
    );
    // MAYAN_LANG before the locale, --lang before both.
    assert_eq!(
        explain(&[("LANG", "zh_CN.UTF-8"), ("MAYAN_LANG", "en")], None),
        en
    );
    assert_eq!(
        explain(&[("LANG", "zh_CN.UTF-8"), ("MAYAN_LANG", "zh")], Some("en")),
        en
    );
    assert_eq!(explain(&[("LANG", "de_DE.UTF-8")], None), en);
}

#[test]
fn an_unknown_language_is_a_usage_error_said_in_both_languages() {
    let out = bare()
        .args(["--lang", "fr", "solve"])
        .arg(root(SAMPLE))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = text(&out.stderr);
    assert!(err.contains("expected en or zh"), "{err}");
    assert!(err.contains("未知的语言"), "{err}");
    let out = bare()
        .env("MAYAN_LANG", "xx")
        .arg("solve")
        .arg(root(SAMPLE))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("MAYAN_LANG"));
}

/// The text with the value of every `"time_ms"` key taken out: the one
/// thing two runs may write differently.
fn untimed(s: &str) -> String {
    let key = "\"time_ms\":";
    let mut out = String::new();
    let mut rest = s;
    while let Some(i) = rest.find(key) {
        out.push_str(&rest[..i + key.len()]);
        rest = rest[i + key.len()..]
            .trim_start_matches(|c: char| c.is_ascii_digit() || "+-.eE".contains(c));
    }
    out.push_str(rest);
    out
}

/// Runs `args` (with `stdin`) in English and in Chinese: the same exit
/// code and the same bytes on stdout.
fn same_json(args: &[&OsStr], stdin: Option<&str>) {
    let run = |lang: &str| {
        let mut cmd = bare();
        cmd.args(["--lang", lang]).args(args);
        if let Some(s) = stdin {
            cmd.write_stdin(s.to_string());
        }
        cmd.output().unwrap()
    };
    let (en, zh) = (run("en"), run("zh"));
    assert_eq!(en.status.code(), zh.status.code(), "{args:?}");
    let (en, zh) = (text(&en.stdout), text(&zh.stdout));
    assert!(en.starts_with('{'), "{args:?}: {en}");
    assert_eq!(untimed(&en), untimed(&zh), "{args:?}");
}

#[test]
fn json_is_the_same_bytes_in_both_languages() {
    let sample = root(SAMPLE).into_os_string();
    let panel = root(PANEL).into_os_string();
    let wrong = scratch("lang-wrong.ans", b"2 1 1\n0 3 1\n").into_os_string();
    let short = scratch("lang-short.ans", b"2 1 1\n").into_os_string();
    let s = |x: &'static str| OsStr::new(x);
    same_json(&[s("solve"), s("--json"), &sample], None);
    same_json(&[s("solve"), s("--json"), s("--count"), &sample], None);
    same_json(&[s("check"), s("--json"), &sample, &wrong], None);
    same_json(&[s("check"), s("--json"), &sample, &short], None);
    same_json(&[s("hint"), s("--json"), &sample], None);
    same_json(&[s("explain"), s("--json"), &sample], None);
    same_json(&[s("explain"), s("--json"), s("--plan"), &sample], None);
    same_json(&[s("list"), s("--json"), &panel], None);
    same_json(&[s("verify"), s("--json"), &panel], None);
    let generate = [
        "gen", "--json", "--count", "3", "--moves", "2", "--seed", "5",
    ];
    same_json(&generate.map(OsStr::new), None);
    // A batch with bad lines: their errors are JSON too.
    let lines = [
        r#"{"id": 1, "noip": "3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n"}"#,
        r#"{"id": 2, "noip": "abc"}"#,
        r#"not json"#,
        r#"{"id": 4, "grid": "1.1\n", "moves": 0}"#,
    ];
    same_json(&[s("batch")], Some(&(lines.join("\n") + "\n")));
}

#[test]
fn the_main_errors_are_said_in_chinese() {
    // A file that does not exist.
    let missing = scratch("lang-dir-marker", b"")
        .with_file_name("lang-no-such-file.in")
        .into_os_string();
    let out = bare()
        .args(["--lang", "zh", "solve"])
        .arg(&missing)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.starts_with("错误：无法读取 "), "{err}");
    assert!(err.ends_with("：文件或目录不存在\n"), "{err}");
    // A bad NOIP file.
    let bad = scratch("lang-bad-noip.in", b"3\n1 0\n2 x\n");
    let out = bare()
        .args(["--lang", "zh", "solve"])
        .arg(&bad)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = text(&out.stderr);
    assert!(err.starts_with("错误："), "{err}");
    assert!(err.contains("lang-bad-noip.in："), "{err}");
    assert!(
        !err.contains("error:") && !err.contains("panicked"),
        "{err}"
    );
    // An illegal move: check rejects it (exit 1), explain cannot replay it
    // (exit 2).
    let answer = scratch("lang-illegal.ans", b"2 1 1\n0 3 1\n");
    let out = bare()
        .args(["--lang", "zh", "check"])
        .arg(root(SAMPLE))
        .arg(&answer)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let said = text(&out.stdout);
    assert!(said.starts_with("未通过："), "{said}");
    assert!(said.contains("(0, 3)"), "{said}");
    let out = bare()
        .args(["--lang", "zh", "explain"])
        .arg(root(SAMPLE))
        .arg(&answer)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.starts_with("错误：第 2 步（第 2 行）："), "{err}");
    // The same in English, as before.
    let out = bare()
        .arg("explain")
        .arg(root(SAMPLE))
        .arg(&answer)
        .output()
        .unwrap();
    assert!(text(&out.stderr).starts_with("error: move 2 (line 2): "));
}

#[test]
fn hint_and_verify_speak_chinese_and_keep_their_columns() {
    let out = bare()
        .args(["--lang", "zh", "hint"])
        .arg(root(SAMPLE))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let said = text(&out.stdout);
    assert!(said.starts_with("有 1 种第一步仍能用"), "{said}");
    assert!(
        said.contains("2 1 1      之后还需 2 步  （最少）"),
        "{said}"
    );

    let out = bare()
        .args(["--lang", "zh", "verify"])
        .arg(root(PANEL))
        .output()
        .unwrap();
    let said = text(&out.stdout);
    assert!(
        said.contains("  #1   moves 1 步以内   最少 1 步，"),
        "{said}"
    );
    // Every puzzle's verdict starts in the same column, as in English.
    let columns = |said: &str, word: &str| -> Vec<usize> {
        said.lines()
            .filter(|l| l.starts_with("  #") && l.contains(" moves "))
            .filter_map(|l| l.find(word).map(|i| width(&l[..i])))
            .collect()
    };
    let zh = columns(&said, "最少");
    assert!(zh.len() > 10, "{said}");
    assert!(zh.iter().all(|&c| c == zh[0]), "{zh:?}\n{said}");
    assert!(said.contains("74 道谜题："), "{said}");
}

/// Where each caption and each board starts on the rows of panels of
/// `show`, in terminal columns.
#[cfg(feature = "render")]
fn panel_columns(block: &str) -> (Vec<usize>, Vec<usize>) {
    let lines: Vec<&str> = block.lines().collect();
    let (mut captions, mut col, mut spaces) = (Vec::new(), 0, 3);
    for ch in lines[0].chars() {
        if ch == ' ' {
            spaces += 1;
        } else {
            if spaces >= 3 {
                captions.push(col);
            }
            spaces = 0;
        }
        col += width(&ch.to_string());
    }
    let row = lines[1];
    let boards = row
        .match_indices('|')
        .map(|(i, _)| width(&row[..i]) - 2)
        .collect();
    (captions, boards)
}

#[test]
#[cfg(feature = "render")]
fn show_speaks_chinese_and_captions_stay_over_their_boards() {
    // A narrow board, so that the captions are wider than the boards.
    // Dragging the 2 on top right makes a column of three 2s vanish.
    let puzzle = scratch("lang-narrow.txt", b"1\n2.\n12\n12\n");
    let answer = scratch("lang-narrow.ans", b"0 2 R\n");
    let show = |lang: &str| {
        let out = bare()
            .args(["--lang", lang, "show", "--color", "never"])
            .arg(&puzzle)
            .arg(&answer)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        text(&out.stdout)
    };
    let zh = show("zh");
    assert!(zh.contains("标记：[c] 移动过"), "{zh}");
    assert!(zh.contains("第 1 步：0 2 R"), "{zh}");
    assert!(zh.contains("消除 3 个"), "{zh}");
    let rows: Vec<&str> = zh.split("\n\n").filter(|b| b.contains('|')).collect();
    // The move's row holds more than one panel.
    assert!(rows.iter().any(|b| panel_columns(b).1.len() > 1), "{zh}");
    for block in rows {
        let block = block.trim_start_matches('\n');
        let (captions, boards) = panel_columns(block);
        assert_eq!(captions, boards, "{block}");
    }
    let en = show("en");
    assert!(en.contains("Marks: [c] moved"), "{en}");
}

/// `mayan --lang LANG render ARGS --out OUT`: what it wrote.
#[cfg(feature = "render")]
fn render(lang: &str, args: &[&std::path::Path], out: &str) -> Vec<u8> {
    let out = scratch(out, b"");
    let done = bare()
        .args(["--lang", lang, "render"])
        .args(args)
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(done.status.code(), Some(0), "{}", text(&done.stderr));
    std::fs::read(&out).unwrap()
}

#[test]
#[cfg(feature = "render")]
fn render_draws_chinese_captions_and_titles_with_their_glyphs() {
    let sample = root(SAMPLE);
    let zh = text(&render("zh", &[&sample], "lang-render-zh.svg"));
    let en = text(&render("en", &[&sample], "lang-render-en.svg"));
    // Every panel's caption has its Chinese characters as filled glyphs
    // (the start's "开始", the moves' "第 1 步：" ...); English has none.
    let panels = zh.matches(r#"class="panel""#).count();
    assert_eq!(panels, 9);
    assert_eq!(zh.matches(r#"<path class="caption cjk""#).count(), panels);
    assert!(!en.contains("cjk"), "{en}");
    assert_eq!(en.matches(r#"<path class="caption""#).count(), panels);
    // The same picture otherwise: as many blocks, the same width.
    assert_eq!(
        zh.matches(r#"class="block""#).count(),
        en.matches(r#"class="block""#).count()
    );
    let width = |svg: &str| svg.split('"').nth(3).map(str::to_string);
    assert_eq!(width(&zh), width(&en));
    // The title of a picture without moves is said in Chinese too.
    let none = scratch("lang-render-none.ans", b"-1\n");
    let zh = text(&render("zh", &[&sample, &none], "lang-render-none.svg"));
    assert!(zh.contains("：答案为 -1（无解）\""), "{zh}");
    assert!(zh.contains(r#"<path class="title cjk""#), "{zh}");
    // A PNG of it has the glyphs' ink.
    let png = render("zh", &[&sample], "lang-render-zh.png");
    assert!(
        png.starts_with(b"\x89PNG") && png.len() > 10_000,
        "{}",
        png.len()
    );
}
