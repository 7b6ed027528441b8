//! The catalogue walked message by message: both languages have every
//! message, with the same arguments, the Chinese text holds no English left
//! untranslated, and every message the code asks for exists.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::*;

/// A message as the tests see it: its text outside placeables (every
/// variant's), and the variables it uses.
#[derive(Default)]
struct Seen {
    text: String,
    vars: BTreeSet<String>,
}

fn walk_inline(e: &InlineExpression<&str>, seen: &mut Seen) {
    match e {
        InlineExpression::VariableReference { id } => {
            seen.vars.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                walk_inline(a, seen);
            }
            for a in &arguments.named {
                walk_inline(&a.value, seen);
            }
        }
        InlineExpression::Placeable { expression } => walk_expr(expression, seen),
        InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.named {
                walk_inline(&a.value, seen);
            }
        }
        _ => {}
    }
}

fn walk_expr(e: &Expression<&str>, seen: &mut Seen) {
    match e {
        Expression::Inline(i) => walk_inline(i, seen),
        Expression::Select { selector, variants } => {
            walk_inline(selector, seen);
            for v in variants {
                walk_pattern(&v.value, seen);
            }
        }
    }
}

fn walk_pattern(p: &Pattern<&str>, seen: &mut Seen) {
    for el in &p.elements {
        match el {
            PatternElement::TextElement { value } => {
                seen.text.push_str(value);
                seen.text.push(' ');
            }
            PatternElement::Placeable { expression } => walk_expr(expression, seen),
        }
    }
}

/// Every message and term of one language: id to what it holds.
fn messages(lang: Lang) -> BTreeMap<String, Seen> {
    let mut out = BTreeMap::new();
    for (l, area, text) in files() {
        if l != lang {
            continue;
        }
        let resource = match fluent_syntax::parser::parse(text) {
            Ok(r) => r,
            Err((_, errors)) => panic!("{}/{area}.ftl: {errors:?}", lang.tag()),
        };
        for entry in &resource.body {
            let (id, value, attributes) = match entry {
                Entry::Message(m) => (m.id.name.to_string(), m.value.as_ref(), &m.attributes),
                Entry::Term(t) => (format!("-{}", t.id.name), Some(&t.value), &t.attributes),
                Entry::Junk { content } => panic!("{}/{area}.ftl: junk: {content}", lang.tag()),
                _ => continue,
            };
            let mut seen = Seen::default();
            if let Some(v) = value {
                walk_pattern(v, &mut seen);
            }
            for a in attributes {
                walk_pattern(&a.value, &mut seen);
            }
            assert!(
                out.insert(id.clone(), seen).is_none(),
                "{}: {id} is defined twice",
                lang.tag()
            );
        }
    }
    out
}

#[test]
fn the_catalogue_reads_without_errors() {
    assert_eq!(catalogue_errors(), &[] as &[String]);
}

#[test]
fn every_message_is_in_both_languages_with_the_same_arguments() {
    let en = messages(Lang::En);
    let zh = messages(Lang::Zh);
    let only_en: Vec<_> = en.keys().filter(|k| !zh.contains_key(*k)).collect();
    let only_zh: Vec<_> = zh.keys().filter(|k| !en.contains_key(*k)).collect();
    assert!(only_en.is_empty(), "messages with no Chinese: {only_en:?}");
    assert!(only_zh.is_empty(), "messages with no English: {only_zh:?}");
    for (id, e) in &en {
        let z = &zh[id];
        assert_eq!(e.vars, z.vars, "{id}: the languages take other arguments");
    }
}

/// Words that stay as they are in Chinese text: names, notation, formats,
/// commands. A flag (`--moves`), anything in backquotes and a single letter
/// (`x`, `R`) always may.
const KEPT: &[&str] = &[
    "API",
    "BAPCtools",
    "CLI",
    "CSV",
    "Ctrl",
    "DOMjudge",
    "GIF",
    "GNU",
    "HTML",
    "HTTP",
    "ID",
    "JSON",
    "Kattis",
    // A scheduler of job arrays (`--shard auto`), by its name.
    "Kubernetes",
    "Lemon",
    "LemonLime",
    "Luogu",
    "Mayan",
    // The unit of sizes (mebibyte), as sizes are written everywhere.
    "MiB",
    "NOIP",
    "OK",
    "PNG",
    "Polygon",
    "Panel",
    "Attack",
    "Pon",
    "de",
    "SVG",
    "Slurm",
    "Tetris",
    "UTF",
    "URL",
    "XML",
    "mayan",
    "testlib",
    "stdin",
    "stdout",
    "stderr",
    "Enter",
    "Esc",
    "Tab",
    "Space",
    "Backspace",
    // A key, as Ctrl and Tab (the web page's Ctrl+Shift+Z in a title, the
    // player's key help).
    "Shift",
    // Panel Attack's notation of moves (r1c2: row 1, columns 2 and 3).
    "rRcC",
    // --help (help.ftl): names of systems.
    "CPU",
    "Codeforces",
    "PBS",
];

/// The English words left in a Chinese text, outside backquotes and flags.
fn english_words(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut code = false;
    let mut word = String::new();
    let mut flag = false;
    let mut flush = |word: &mut String, flag: bool, code: bool| {
        if !code && !flag && word.len() >= 2 && !KEPT.contains(&word.as_str()) {
            out.push(word.clone());
        }
        word.clear();
    };
    let chars: Vec<char> = text.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c == '`' {
            flush(&mut word, flag, code);
            code = !code;
            continue;
        }
        if c.is_ascii_alphabetic() {
            if word.is_empty() {
                flag = i >= 2 && chars[i - 1] == '-' && chars[i - 2] == '-';
            }
            word.push(c);
        } else if c == '-' && !word.is_empty() && flag {
            // --no-null-moves: a flag goes on through its hyphens.
            word.push(c);
        } else {
            flush(&mut word, flag, code);
            flag = false;
        }
    }
    flush(&mut word, flag, code);
    out
}

#[test]
fn chinese_messages_hold_no_untranslated_english() {
    assert_eq!(
        english_words("移动 `solve` 与 --no-null-moves，x 列"),
        Vec::<String>::new()
    );
    assert_eq!(english_words("清除 the board"), ["the", "board"]);
    let mut bad = Vec::new();
    for (id, seen) in messages(Lang::Zh) {
        let words = english_words(&seen.text);
        if !words.is_empty() {
            bad.push(format!("{id}: {words:?}"));
        }
    }
    assert!(
        bad.is_empty(),
        "English left in Chinese messages:\n{}",
        bad.join("\n")
    );
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The message ids the code names: `t!("id"`, `tr("id"` and
/// `tr_in(lang, "id"`, each after a character that cannot end a name.
fn ids_in(source: &str) -> Vec<String> {
    let mut out = Vec::new();
    let bytes = source.as_bytes();
    for pat in ["t!(\"", "tr(\"", "tr_in("] {
        let mut from = 0;
        while let Some(i) = source[from..].find(pat) {
            let at = from + i;
            from = at + pat.len();
            if at > 0 && (bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_') {
                continue;
            }
            let mut rest = &source[from..];
            if pat == "tr_in(" {
                // tr_in(lang, "id", ...)
                match rest.find(", \"") {
                    Some(j) if !rest[..j].contains(')') => rest = &rest[j + 3..],
                    _ => continue,
                }
            }
            if let Some(end) = rest.find('"') {
                out.push(rest[..end].to_string());
            }
        }
    }
    out
}

#[test]
fn every_message_the_code_names_is_in_the_catalogue() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let root = root.canonicalize().unwrap_or(root);
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    assert!(
        files.len() > 20,
        "found only {} source files under {}",
        files.len(),
        root.display()
    );
    let mut missing = Vec::new();
    // This crate's own tests and examples name made-up ids on purpose.
    files.retain(|f| !f.starts_with(Path::new(env!("CARGO_MANIFEST_DIR"))));
    for f in files {
        let Ok(source) = std::fs::read_to_string(&f) else {
            continue;
        };
        for id in ids_in(&source) {
            if !has(Lang::En, &id) {
                missing.push(format!("{}: {id}", f.display()));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "messages named in the code but not in the catalogue:\n{}",
        missing.join("\n")
    );
}

#[test]
fn the_language_comes_from_the_flag_then_mayan_lang_then_the_locale() {
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| {
            pairs
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
        }
    };
    assert_eq!(detect_with(None, env(&[])), Ok(Lang::En));
    assert_eq!(
        detect_with(None, env(&[("LANG", "zh_CN.UTF-8")])),
        Ok(Lang::Zh)
    );
    assert_eq!(
        detect_with(None, env(&[("LANG", "en_US.UTF-8")])),
        Ok(Lang::En)
    );
    // LC_ALL, then LC_MESSAGES, then LANG; an empty one is not set.
    let both = env(&[("LC_ALL", "C"), ("LANG", "zh_CN.UTF-8")]);
    assert_eq!(detect_with(None, both), Ok(Lang::En));
    let messages = env(&[("LC_ALL", ""), ("LC_MESSAGES", "zh_TW"), ("LANG", "C")]);
    assert_eq!(detect_with(None, messages), Ok(Lang::Zh));
    // MAYAN_LANG before the locale, the flag before both.
    let mayan = env(&[("MAYAN_LANG", "en"), ("LANG", "zh_CN.UTF-8")]);
    assert_eq!(detect_with(None, mayan), Ok(Lang::En));
    let mayan = env(&[("MAYAN_LANG", "zh")]);
    assert_eq!(detect_with(Some("en"), mayan), Ok(Lang::En));
    assert_eq!(detect_with(Some("zh-CN"), env(&[])), Ok(Lang::Zh));
    // Names it does not know are errors, said in both languages.
    let e = detect_with(Some("fr"), env(&[])).unwrap_err();
    assert!(e.to_string().contains("--lang \"fr\""), "{e}");
    let e = detect_with(None, env(&[("MAYAN_LANG", "klingon")])).unwrap_err();
    assert!(e.to_string().contains("MAYAN_LANG"), "{e}");
}

#[test]
fn with_speaks_a_language_on_this_thread_and_gives_the_old_one_back() {
    assert_eq!(current(), Lang::En);
    with(Lang::Zh, || {
        assert_eq!(current(), Lang::Zh);
        assert_eq!(t!("moves-count", n = 1), "1 步");
        with(Lang::En, || assert_eq!(t!("moves-count", n = 1), "1 move"));
        assert_eq!(current(), Lang::Zh);
    });
    assert_eq!(current(), Lang::En);
    let r = std::panic::catch_unwind(|| with(Lang::Zh, || panic!("inside")));
    assert!(r.is_err());
    assert_eq!(current(), Lang::En);
}

#[test]
fn a_message_missing_falls_back_to_english_then_to_its_id() {
    assert_eq!(tr_in(Lang::Zh, "no-such-message", None), "no-such-message");
    assert_eq!(with(Lang::En, || t!("moves-count", n = 2)), "2 moves");
}
