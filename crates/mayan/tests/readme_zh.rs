//! README.zh-CN.md: its examples say what `mayan` prints, and it and
//! README.md link to each other. A block whose output another part of the
//! work has not translated yet is marked `<!-- output of ... -->` and is
//! only checked to run.

use crate::cli::{mayan, read, root};

/// The `$ mayan ...` examples of a page: (the command's arguments, the
/// output the page shows, whether the block is marked as a stand-in).
fn examples(page: &str) -> Vec<(Vec<String>, String, bool)> {
    let mut out = Vec::new();
    let mut in_block = false;
    let mut marked = false;
    let mut previous = "";
    let mut current: Option<(Vec<String>, String, bool)> = None;
    for line in page.lines() {
        if line.starts_with("```") {
            if in_block {
                out.extend(current.take());
            } else {
                marked = previous.starts_with("<!-- output of ");
            }
            in_block = !in_block;
        } else if in_block {
            if let Some(command) = line.strip_prefix("$ mayan ") {
                out.extend(current.take());
                let args = command.split_whitespace().map(str::to_string).collect();
                current = Some((args, String::new(), marked));
            } else if let Some((_, text, _)) = &mut current {
                text.push_str(line);
                text.push('\n');
            }
        }
        if !line.trim().is_empty() {
            previous = line;
        }
    }
    out
}

#[test]
fn the_chinese_readme_s_examples_are_what_mayan_prints() {
    let page = read("README.zh-CN.md");
    let examples = examples(&page);
    assert!(examples.len() >= 5, "{examples:?}");
    let mut checked = 0;
    for (args, shown, marked) in &examples {
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
        if !marked {
            assert_eq!(
                &String::from_utf8_lossy(&out.stdout),
                shown,
                "mayan {args:?}"
            );
            checked += 1;
        }
    }
    assert!(checked >= 3, "only {checked} examples checked");
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
