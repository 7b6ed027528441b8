//! README.zh-CN.md: its examples say what `mayan` prints, and it and
//! README.md link to each other.

use crate::cli::{mayan, read, root};

/// The `$ mayan ...` examples of a page: (the command's arguments, the
/// output the page shows).
fn examples(page: &str) -> Vec<(Vec<String>, String)> {
    let mut out = Vec::new();
    let mut in_block = false;
    let mut current: Option<(Vec<String>, String)> = None;
    for line in page.lines() {
        if line.starts_with("```") {
            if in_block {
                out.extend(current.take());
            }
            in_block = !in_block;
        } else if in_block {
            if let Some(command) = line.strip_prefix("$ mayan ") {
                out.extend(current.take());
                let args = command.split_whitespace().map(str::to_string).collect();
                current = Some((args, String::new()));
            } else if let Some((_, text)) = &mut current {
                text.push_str(line);
                text.push('\n');
            }
        }
    }
    out
}

#[test]
fn the_chinese_readme_s_examples_are_what_mayan_prints() {
    let page = read("README.zh-CN.md");
    let examples = examples(&page);
    assert!(examples.len() >= 5, "{examples:?}");
    for (args, shown) in &examples {
        let out = mayan()
            .current_dir(root(""))
            .env_remove("MAYAN_LANG")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG")
            .args(args)
            .output()
            .unwrap();
        assert!(out.status.success(), "mayan {args:?} failed");
        assert_eq!(
            &String::from_utf8_lossy(&out.stdout),
            shown,
            "mayan {args:?}"
        );
    }
}

#[test]
fn the_readmes_link_to_each_other_and_show_the_set_up() {
    let zh = read("README.zh-CN.md");
    let en = read("README.md");
    assert!(en.lines().take(5).any(|l| l.contains("(README.zh-CN.md)")));
    assert!(zh.lines().take(5).any(|l| l.contains("(README.md)")));
    assert!(zh.contains("(docs/spec.md)"));
    for command in [
        "\ncargo run --release -- solve examples/noip-sample.in\n",
        "\ncargo test --workspace --release\n",
    ] {
        assert!(zh.contains(command), "{command}");
    }
}
