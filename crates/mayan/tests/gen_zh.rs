//! What `mayan gen` and `mayan package` write for people follows the
//! language (their README.md files); the data never does, and a package
//! holds its statement in every language whatever the language
//! (docs/i18n.md).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::cli::mayan;

fn fresh(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("gen_zh")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Every file under `dir`: its path from `dir` and its text.
fn tree(dir: &Path) -> BTreeMap<String, String> {
    fn walk(base: &Path, dir: &Path, out: &mut BTreeMap<String, String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(base, &path, out);
            } else {
                let rel = path.strip_prefix(base).unwrap().display().to_string();
                out.insert(rel, std::fs::read_to_string(&path).unwrap());
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(dir, dir, &mut out);
    out
}

fn run(lang: &str, args: &[&str]) {
    let out = mayan()
        .env_remove("MAYAN_LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .args(["--lang", lang])
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn gen_writes_a_chinese_readme_and_the_same_cases() {
    for (name, extra) in [
        ("noip", &["--format", "noip"][..]),
        (
            "grid",
            &[
                "--format",
                "grid",
                "--rules",
                "swap4",
                "--unique",
                "--no-null-moves",
            ],
        ),
    ] {
        let (en, zh) = (fresh(&format!("{name}-en")), fresh(&format!("{name}-zh")));
        let base = ["gen", "--count", "4", "--moves", "2", "--seed", "3"];
        for (lang, dir) in [("en", &en), ("zh", &zh)] {
            let mut args: Vec<&str> = base.to_vec();
            args.extend(extra);
            let out = dir.display().to_string();
            args.extend(["--out", &out]);
            run(lang, &args);
        }
        let (mut en, mut zh) = (tree(&en), tree(&zh));
        let (en_readme, zh_readme) = (
            en.remove("README.md").unwrap(),
            zh.remove("README.md").unwrap(),
        );
        assert_eq!(en, zh, "the cases differ with the language");
        assert!(en.len() == 8, "{:?}", en.keys());
        assert!(en_readme.starts_with("# Generated puzzles\n\nMade by mayan "));
        assert!(
            zh_readme.starts_with("# 生成的谜题\n\n由 mayan "),
            "{zh_readme}"
        );
        for want in [
            "同样的命令生成同样的文件，逐字节相同：",
            "- 共 4 个测试点：",
            "| 测试点 | n | 方块数 | 答案步数 | 难度 | 仍能取胜的第一步 | 准备步数 | 连锁消除轮数 |",
        ] {
            assert!(zh_readme.contains(want), "{want:?} not in:\n{zh_readme}");
        }
        // The command that makes the cases again is the same command.
        let command = |readme: &str| {
            readme
                .lines()
                .find(|l| l.starts_with("mayan gen "))
                .map(str::to_string)
        };
        assert_eq!(command(&en_readme), command(&zh_readme));
        assert!(command(&en_readme).is_some());
        if name == "grid" {
            assert!(
                zh_readme.contains("每道有解的谜题都恰好有一个解"),
                "{zh_readme}"
            );
            assert!(zh_readme.contains("不允许空移动"), "{zh_readme}");
        } else {
            assert!(
                zh_readme.contains("`caseNN.in`（NOIP 2011 输入格式）"),
                "{zh_readme}"
            );
        }
        // Every row of the table, one a case.
        assert_eq!(
            zh_readme
                .lines()
                .filter(|l| l.starts_with("| case0"))
                .count(),
            4
        );
    }
}

#[test]
fn a_package_has_both_statements_in_every_language() {
    let (en, zh) = (fresh("luogu-en"), fresh("luogu-zh"));
    for (lang, dir) in [("en", &en), ("zh", &zh)] {
        let out = dir.display().to_string();
        run(
            lang,
            &[
                "package", "--to", "luogu", "--count", "2", "--seed", "2", "--out", &out,
            ],
        );
    }
    let (mut en, mut zh) = (tree(&en), tree(&zh));
    let (en_readme, zh_readme) = (
        en.remove("README.md").unwrap(),
        zh.remove("README.md").unwrap(),
    );
    assert_eq!(
        en, zh,
        "a package's files other than README.md follow no language"
    );
    assert!(en["statement.en.md"].starts_with("# Mayan Puzzle\n\n## Description\n\n"));
    assert!(en["statement.zh.md"].starts_with("# Mayan 游戏\n\n## 题目描述\n\n"));
    assert!(en["statement.zh.md"].contains("请恰好用 $n$ 步消除全部方块"));
    assert!(en_readme.starts_with("# Mayan puzzle (NOIP 2011, day 1, problem 3)"));
    // The README follows the language: the same command, the same tests.
    assert!(
        zh_readme.starts_with("# Mayan 游戏（NOIP 2011 提高组第一天第 3 题）：luogu 题目包\n"),
        "{zh_readme}"
    );
    for want in [
        "## 使用方法",
        "| 文件 | 测试点 |",
        "| 测试点 | n | 方块数 | 答案 | 针对的错误 |",
        "一次全部消除",
    ] {
        assert!(zh_readme.contains(want), "{want:?} not in:\n{zh_readme}");
    }
    let command = |readme: &str| {
        readme
            .lines()
            .find(|l| l.starts_with("mayan package "))
            .map(str::to_string)
    };
    assert_eq!(command(&en_readme), command(&zh_readme));
    let tests = |readme: &str| {
        readme
            .lines()
            .filter(|l| l.starts_with("| 0") || l.starts_with("| 1"))
            .map(|l| l.split(" | ").next().unwrap_or_default().to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(tests(&en_readme), tests(&zh_readme));
}

#[test]
fn gen_and_package_say_their_errors_and_their_summary_in_chinese() {
    let stderr = |lang: &str, args: &[&str]| {
        let out = mayan()
            .env_remove("MAYAN_LANG")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG")
            .args(["--lang", lang])
            .args(args)
            .output()
            .unwrap();
        (out.status.code(), String::from_utf8(out.stderr).unwrap())
    };
    let (code, en) = stderr("en", &["gen", "--count", "3"]);
    assert_eq!(code, Some(2));
    assert_eq!(
        en,
        "error: 3 puzzles need a directory to go to: pass --out DIR\n"
    );
    let (code, zh) = stderr("zh", &["gen", "--count", "3"]);
    assert_eq!(code, Some(2));
    assert!(
        zh.contains("3 道谜题需要写到一个目录中：请加上 `--out DIR`"),
        "{zh}"
    );
    let (_, zh) = stderr(
        "zh",
        &["package", "--to", "lemon", "--name", "a.b", "--out", "x"],
    );
    assert!(zh.contains("--name `a.b` 不是合法的短名"), "{zh}");
    let dir = fresh("summary-zh");
    let out = dir.display().to_string();
    let (code, zh) = stderr("zh", &["gen", "--count", "2", "--seed", "1", "--out", &out]);
    assert_eq!(code, Some(0));
    assert_eq!(zh, format!("已把 2 个测试点写入 {out}\n"));
}
