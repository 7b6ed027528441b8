//! clap's own parse errors (a bad command line) in Chinese, end to end:
//! each kind the CLI can produce, under `--lang zh` and under a Chinese
//! locale, exit 2, and the same command line in English still clap's
//! bytes, as they were before Chinese came (docs/i18n.md).

use crate::cli::mayan;

/// `mayan ARGS` with `env` as its only language settings: (stderr, code).
fn run(args: &[&str], env: &[(&str, &str)]) -> (String, Option<i32>) {
    let mut cmd = mayan();
    for var in ["MAYAN_LANG", "LC_ALL", "LC_MESSAGES", "LANG"] {
        cmd.env_remove(var);
    }
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.args(args).output().unwrap();
    assert!(out.stdout.is_empty(), "{args:?}: stdout");
    (String::from_utf8(out.stderr).unwrap(), out.status.code())
}

/// A usage line names the options given, `--lang` among them: the texts
/// below are of command lines without it.
fn without_lang(text: &str) -> String {
    text.replace(" --lang <en|zh>", "")
}

/// Each error: the command line, clap's English (no locale), and the
/// Chinese (a Chinese locale).
const CASES: &[(&[&str], &str, &str)] = &[
    // An unknown option with a suggestion.
    (
        &["solve", "--move", "3", "x.in"],
        "error: unexpected argument '--move' found

  tip: a similar argument exists: '--moves'

Usage: mayan solve --moves <N> [FILE]

For more information, try '--help'.
",
        "错误：无法识别的参数 '--move'

  提示：有一个相似的参数：'--moves'

用法：mayan solve --moves <N> [FILE]

更多信息请使用 '--help'。
",
    ),
    // An unknown option without one: the tip to pass it as a value.
    (
        &["solve", "--bogus"],
        "error: unexpected argument '--bogus' found

  tip: to pass '--bogus' as a value, use '-- --bogus'

Usage: mayan solve [OPTIONS] [FILE]

For more information, try '--help'.
",
        "错误：无法识别的参数 '--bogus'

  提示：要把 '--bogus' 作为值传入，请写成 '-- --bogus'

用法：mayan solve [OPTIONS] [FILE]

更多信息请使用 '--help'。
",
    ),
    // A number option given something else (Rust's reason, in words).
    (
        &["solve", "--moves", "x", "f.in"],
        "error: invalid value 'x' for '--moves <N>': invalid digit found in string

For more information, try '--help'.
",
        "错误：'--moves <N>' 的值 'x' 无效：不是整数（含有无效的字符）

更多信息请使用 '--help'。
",
    ),
    (
        &["solve", "--moves", "99999999999999999999", "f.in"],
        "error: invalid value '99999999999999999999' for '--moves <N>': number too large to fit in target type

For more information, try '--help'.
",
        "错误：'--moves <N>' 的值 '99999999999999999999' 无效：数值太大，超出了范围

更多信息请使用 '--help'。
",
    ),
    // A number outside clap's range, with no upper bound and with one.
    (
        &["solve", "--memory", "0", "f.in"],
        "error: invalid value '0' for '--memory <MB>': 0 is not in 1..18446744073709551615

For more information, try '--help'.
",
        "错误：'--memory <MB>' 的值 '0' 无效：0 小于最小值 1

更多信息请使用 '--help'。
",
    ),
    (
        &["duel", "--moves", "9", "--", "./a"],
        "error: invalid value '9' for '--moves <N>': 9 is not in 1..=5

For more information, try '--help'.
",
        "错误：'--moves <N>' 的值 '9' 无效：9 不在 1 到 5 之间

更多信息请使用 '--help'。
",
    ),
    // Mayan's own value parser: its reason from the catalogue.
    (
        &["solve", "--timeout", "abc", "f.in"],
        "error: invalid value 'abc' for '--timeout <SECONDS>': `abc` is not a number of seconds

For more information, try '--help'.
",
        "错误：'--timeout <SECONDS>' 的值 'abc' 无效：`abc` 不是秒数

更多信息请使用 '--help'。
",
    ),
    // A value not among an option's possible values, and none at all.
    (
        &["solve", "--rules", "bogus", "f.in"],
        "error: invalid value 'bogus' for '--rules <RULES>'
  [possible values: drag, swap4]

For more information, try '--help'.
",
        "错误：'--rules <RULES>' 的值 'bogus' 无效
  [可选值：drag、swap4]

更多信息请使用 '--help'。
",
    ),
    (
        &["check", "--judge", "foo", "a", "b"],
        "error: invalid value 'foo' for '--judge <SYSTEM>'
  [possible values: testlib, domjudge, lemon]

For more information, try '--help'.
",
        "错误：'--judge <SYSTEM>' 的值 'foo' 无效
  [可选值：testlib、domjudge、lemon]

更多信息请使用 '--help'。
",
    ),
    (
        &["solve", "--rules"],
        "error: a value is required for '--rules <RULES>' but none was supplied
  [possible values: drag, swap4]

For more information, try '--help'.
",
        "错误：'--rules <RULES>' 需要一个值，但没有给出
  [可选值：drag、swap4]

更多信息请使用 '--help'。
",
    ),
    // A required argument missing, and one another option requires.
    (
        &["explain"],
        "error: the following required arguments were not provided:
  <INPUT>

Usage: mayan explain <INPUT> [ANSWER]

For more information, try '--help'.
",
        "错误：缺少以下必需的参数：
  <INPUT>

用法：mayan explain <INPUT> [ANSWER]

更多信息请使用 '--help'。
",
    ),
    (
        &["solve", "--limit", "3", "f.in"],
        "error: the following required arguments were not provided:
  --all

Usage: mayan solve --all --limit <K> <FILE>

For more information, try '--help'.
",
        "错误：缺少以下必需的参数：
  --all

用法：mayan solve --all --limit <K> <FILE>

更多信息请使用 '--help'。
",
    ),
    // An unknown subcommand with suggestions (two that every build has:
    // `serve`, `show` and the like are not in a solver-only build).
    (
        &["lint"],
        "error: unrecognized subcommand 'lint'

  tip: some similar subcommands exist: 'hint', 'list'

Usage: mayan [OPTIONS] <COMMAND>

For more information, try '--help'.
",
        "错误：无法识别的子命令 'lint'

  提示：有几个相似的子命令：'hint'、'list'

用法：mayan [OPTIONS] <COMMAND>

更多信息请使用 '--help'。
",
    ),
    // Options that conflict: one other, several, the same twice.
    (
        &["solve", "--count", "--all", "f.in"],
        "error: the argument '--count' cannot be used with '--all'

Usage: mayan solve --count <FILE>

For more information, try '--help'.
",
        "错误：参数 '--count' 不能与 '--all' 同时使用

用法：mayan solve --count <FILE>

更多信息请使用 '--help'。
",
    ),
    (
        &["solve", "--count", "--unique", "--all", "f.in"],
        "error: the argument '--count' cannot be used with:
  --unique
  --all

Usage: mayan solve --count <FILE>

For more information, try '--help'.
",
        "错误：参数 '--count' 不能与以下参数同时使用：
  --unique
  --all

用法：mayan solve --count <FILE>

更多信息请使用 '--help'。
",
    ),
    (
        &["solve", "--json", "--json", "f.in"],
        "error: the argument '--json' cannot be used multiple times

Usage: mayan solve [OPTIONS] [FILE]

For more information, try '--help'.
",
        "错误：参数 '--json' 不能多次使用

用法：mayan solve [OPTIONS] [FILE]

更多信息请使用 '--help'。
",
    ),
    // Too many positional arguments.
    (
        &["solve", "a.in", "b.in"],
        "error: unexpected argument 'b.in' found

Usage: mayan solve [OPTIONS] [FILE]

For more information, try '--help'.
",
        "错误：无法识别的参数 'b.in'

用法：mayan solve [OPTIONS] [FILE]

更多信息请使用 '--help'。
",
    ),
    // A value parser's own error, already a catalogue message: only its
    // frame is clap's (no usage, as in English).
    (
        &["solve", "--goal", "chain:0", "f.in"],
        "error: `chain:0`: a chain goal is `chain:K` with K a whole number from 1, such as `chain:3`
",
        "错误：`chain:0`：连锁目标写作 `chain:K`，K 是不小于 1 的整数，例如 `chain:3`
",
    ),
];

#[test]
fn clap_errors_in_chinese_and_english() {
    for &(args, en, zh) in CASES {
        // English: no locale, an English one, and --lang en.
        for env in [&[][..], &[("LANG", "en_US.UTF-8")]] {
            let (text, code) = run(args, env);
            assert_eq!(code, Some(2), "{args:?} {env:?}");
            assert_eq!(text, en, "{args:?} {env:?}");
        }
        let lang_en = [&["--lang", "en"], args].concat();
        let (text, code) = run(&lang_en, &[("LANG", "zh_CN.UTF-8")]);
        assert_eq!(code, Some(2), "{lang_en:?}");
        assert_eq!(without_lang(&text), en, "{lang_en:?}");

        // Chinese: the locale, MAYAN_LANG, and --lang zh before the
        // subcommand or after it.
        for env in [
            &[("LANG", "zh_CN.UTF-8")][..],
            &[("LC_ALL", "zh_CN.UTF-8"), ("LANG", "en_US.UTF-8")],
            &[("MAYAN_LANG", "zh")],
        ] {
            let (text, code) = run(args, env);
            assert_eq!(code, Some(2), "{args:?} {env:?}");
            assert_eq!(text, zh, "{args:?} {env:?}");
        }
        let before = [&["--lang", "zh"], args].concat();
        let after = [args, &["--lang=zh"]].concat();
        for line in [before, after] {
            // After `--`, `--lang=zh` is the program's, not Mayan's.
            if args.contains(&"--") && line.last() == Some(&"--lang=zh") {
                continue;
            }
            let (text, code) = run(&line, &[("LANG", "C")]);
            assert_eq!(code, Some(2), "{line:?}");
            assert_eq!(without_lang(&text), zh, "{line:?}");
        }
    }
}

#[test]
fn a_subcommand_left_out_and_options_after_dashes() {
    // `--` ends the options: a `--lang` after it is not read, so this one
    // is said in the locale's language.
    let args = ["--", "solve"];
    let (en, code) = run(&args, &[]);
    assert_eq!(code, Some(2));
    assert_eq!(
        en,
        "error: unexpected argument 'solve' found

  tip: subcommand 'solve' exists; to use it, remove the '--' before it

Usage: mayan [OPTIONS] <COMMAND>

For more information, try '--help'.
"
    );
    let (zh, code) = run(&args, &[("LANG", "zh_CN.UTF-8")]);
    assert_eq!(code, Some(2));
    assert_eq!(
        zh,
        "错误：无法识别的参数 'solve'

  提示：有子命令 'solve'；要使用它，请去掉它前面的 '--'

用法：mayan [OPTIONS] <COMMAND>

更多信息请使用 '--help'。
"
    );
}

#[test]
fn no_subcommand() {
    // Only `--lang`: clap's "requires a subcommand", with the list.
    let (en, code) = run(&["--lang", "en"], &[]);
    assert_eq!(code, Some(2));
    assert!(
        en.starts_with(
            "error: 'mayan' requires a subcommand but one was not provided\n  [subcommands: solve, check, explain, hint, "
        ),
        "{en}"
    );
    assert!(
        en.ends_with(
            "\n\nUsage: mayan [OPTIONS] <COMMAND>\n\nFor more information, try '--help'.\n"
        ),
        "{en}"
    );
    let (zh, code) = run(&["--lang", "zh"], &[]);
    assert_eq!(code, Some(2));
    assert!(
        zh.starts_with(
            "错误：'mayan' 需要一个子命令，但没有给出\n  [子命令：solve、check、explain、hint、"
        ),
        "{zh}"
    );
    assert!(
        zh.ends_with("、help]\n\n用法：mayan [OPTIONS] <COMMAND>\n\n更多信息请使用 '--help'。\n"),
        "{zh}"
    );
    // Nothing at all: the help, on stderr, exit 2, in the language.
    let (help, code) = run(&[], &[("LANG", "zh_CN.UTF-8")]);
    assert_eq!(code, Some(2));
    assert!(help.contains("用法：mayan [OPTIONS] <COMMAND>"), "{help}");
    assert!(!help.contains("Usage:"), "{help}");
    let (help, code) = run(&[], &[]);
    assert_eq!(code, Some(2));
    assert!(
        help.contains("\nUsage: mayan [OPTIONS] <COMMAND>\n"),
        "{help}"
    );
}

#[test]
fn help_and_version_are_not_errors() {
    for env in [&[][..], &[("LANG", "zh_CN.UTF-8")]] {
        let out = {
            let mut cmd = mayan();
            for var in ["MAYAN_LANG", "LC_ALL", "LC_MESSAGES", "LANG"] {
                cmd.env_remove(var);
            }
            cmd.envs(env.iter().copied())
                .arg("--version")
                .output()
                .unwrap()
        };
        assert_eq!(out.status.code(), Some(0));
        assert!(String::from_utf8_lossy(&out.stdout).starts_with("mayan "));
    }
    let (text, code) = run(&["help", "-h"], &[("LANG", "zh_CN.UTF-8")]);
    assert_eq!(code, Some(2));
    assert_eq!(
        text,
        "错误：无法识别的子命令 '-h'

用法：mayan [OPTIONS] <COMMAND>

更多信息请使用 '--help'。
"
    );
}

#[cfg(unix)]
#[test]
fn invalid_utf8() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let bad = OsStr::from_bytes(b"\xff");
    let run = |lang: &str| {
        let out = mayan()
            .env_remove("MAYAN_LANG")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", lang)
            .args(["solve", "--puzzle"])
            .arg(bad)
            .output()
            .unwrap();
        (String::from_utf8(out.stderr).unwrap(), out.status.code())
    };
    assert_eq!(
        run("C"),
        (
            "error: invalid UTF-8 was detected in one or more arguments

Usage: mayan solve [OPTIONS] [FILE]

For more information, try '--help'.
"
            .to_string(),
            Some(2)
        )
    );
    assert_eq!(
        run("zh_CN.UTF-8"),
        (
            "错误：参数中有无效的 UTF-8 文本

用法：mayan solve [OPTIONS] [FILE]

更多信息请使用 '--help'。
"
            .to_string(),
            Some(2)
        )
    );
}

#[test]
fn testlib_says_a_bad_checker_line_in_the_language() {
    let (en, code) = run(&["check", "--judge", "testlib", "a"], &[]);
    assert_eq!(code, Some(3));
    assert!(
        en.starts_with(
            "FAIL bad checker command line: the following required arguments were not provided: <FILES>... (run as"
        ),
        "{en}"
    );
    let (zh, code) = run(&["check", "--judge", "testlib", "a", "--lang", "zh"], &[]);
    assert_eq!(code, Some(3));
    assert!(
        zh.starts_with("FAIL 检查器的命令行有误：缺少以下必需的参数： <FILES>...（应这样运行："),
        "{zh}"
    );
}

#[test]
fn an_unknown_language_is_still_said_in_both() {
    for args in [
        &["solve", "--bogus", "--lang", "fr"][..],
        &["--lang=xx", "slove"],
    ] {
        let (text, code) = run(args, &[("LANG", "zh_CN.UTF-8")]);
        assert_eq!(code, Some(2), "{args:?}");
        assert!(
            text.contains("expected en or zh / 未知的语言，应为 en 或 zh"),
            "{text}"
        );
    }
}
