//! `--help` in Chinese (`--lang zh`, `MAYAN_LANG=zh`), end to end: the
//! same commands, options and examples as in English, every text a person
//! reads in Chinese (docs/i18n.md).

use crate::cli::mayan;

/// `mayan ARGS` with no language from the environment.
fn run(args: &[&str]) -> (String, String, Option<i32>) {
    let out = mayan()
        .env_remove("MAYAN_LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .args(args)
        .output()
        .unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
        out.status.code(),
    )
}

#[test]
fn solve_help_in_chinese() {
    for args in [
        &["--lang", "zh", "solve", "--help"][..],
        &["solve", "--help", "--lang", "zh"],
        &["solve", "--lang=zh", "-h"],
        &["--lang", "zh", "help", "solve"],
    ] {
        let (out, err, code) = run(args);
        assert_eq!(code, Some(0), "{args:?}: {err}");
        for want in [
            "求出谜题字典序最小的解",
            "用法：mayan solve [OPTIONS] [FILE]",
            "参数：",
            "选项：",
            "谜题（没有给出或为 `-` 时读标准输入）",
            "[默认值：384]",
            "示例：",
            // The examples are the English ones, their comments Chinese.
            "  mayan solve examples/noip-sample.in             # NOIP 的答案，逐字节一致",
            "  mayan solve --unique examples/noip-sample.in     # 解唯一时退出码才为 0",
            "退出码：",
        ] {
            assert!(out.contains(want), "{args:?}: {want:?} not in:\n{out}");
        }
        for english in [
            "Usage:",
            "Options:",
            "Arguments:",
            "Examples:",
            "Print help",
            "[default:",
        ] {
            assert!(!out.contains(english), "{args:?}: {english:?} in:\n{out}");
        }
    }
}

#[test]
fn long_help_lists_the_values_in_chinese() {
    let (out, _, _) = run(&["--lang", "zh", "solve", "--help"]);
    assert!(out.contains("可选值：\n"), "{out}");
    assert!(out.contains("- exact：   恰好 n 步（NOIP）"), "{out}");
    let (short, _, _) = run(&["--lang", "zh", "solve", "-h"]);
    assert!(
        short.contains("[可选值：exact、at-most、shortest、chain:K]"),
        "{short}"
    );
}

#[test]
fn mayan_lang_and_the_locale_choose_chinese_help() {
    let out = mayan()
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("MAYAN_LANG", "zh")
        .arg("--help")
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("命令：\n  solve    求出谜题字典序最小的解"),
        "{text}"
    );
    let out = mayan()
        .env_remove("MAYAN_LANG")
        .env_remove("LC_MESSAGES")
        .env("LC_ALL", "zh_CN.UTF-8")
        .args(["gen", "--help"])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("生成谜题"), "{text}");
}

#[test]
fn every_subcommand_has_chinese_help() {
    let (root, _, _) = run(&["--help"]);
    let commands: Vec<String> = root
        .lines()
        .skip_while(|l| *l != "Commands:")
        .skip(1)
        .take_while(|l| !l.is_empty())
        .filter_map(|l| l.split_whitespace().next().map(str::to_string))
        .collect();
    assert!(commands.len() >= 14, "{commands:?}");
    // `help` is clap's, and `mayan help -h` is an error in every language.
    for command in commands.iter().filter(|c| *c != "help") {
        for flag in ["-h", "--help"] {
            let (out, err, code) = run(&["--lang", "zh", command, flag]);
            assert_eq!(code, Some(0), "{command} {flag}: {err}");
            assert!(out.contains("用法：mayan"), "{command} {flag}:\n{out}");
            assert!(out.contains("选项："), "{command} {flag}:\n{out}");
            assert!(!out.contains("Usage:"), "{command} {flag}:\n{out}");
            // The English help of the same command has the same options.
            let (en, _, _) = run(&[command, flag]);
            let options = |text: &str| -> Vec<String> {
                text.lines()
                    .map(str::trim_start)
                    .filter(|l| l.starts_with('-'))
                    .filter_map(|l| l.split_whitespace().next().map(str::to_string))
                    .filter(|w| w.starts_with("--") || w.len() == 3)
                    .collect()
            };
            let (zh_options, en_options) = (options(&out), options(&en));
            for o in &en_options {
                assert!(
                    zh_options.contains(o) || o == "-" || o.starts_with("---"),
                    "{command} {flag}: {o} missing in Chinese:\n{out}"
                );
            }
        }
    }
}

#[test]
fn english_help_stays_english() {
    let (out, _, _) = run(&["--lang", "en", "solve", "--help"]);
    let (plain, _, _) = run(&["solve", "--help"]);
    assert_eq!(out, plain);
    assert!(out.starts_with("Find the smallest solution of a puzzle\n\nUsage: mayan solve"));
}
