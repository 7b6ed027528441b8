//! The problem statement `mayan package` writes, in English and in
//! Simplified Chinese, for the package's goal, reading and largest `n`; and
//! its two renderings, LaTeX (Kattis, Polygon) and Markdown (Luogu, Lemon).
//!
//! The text is written as paragraphs with `$...$` for mathematics (both
//! renderings keep it) and backticks for what a program prints or reads.

use mayan_core::Goal;
use mayan_i18n::t;

/// What the statement depends on.
#[derive(Clone, Copy, Debug)]
pub(super) struct Settings {
    pub(super) goal: Goal,
    pub(super) null_moves: bool,
    pub(super) max_moves: u32,
}

/// A statement's language: every language of the catalogue, each written
/// into the package.
pub(super) use mayan_i18n::Lang;

/// The language's code in file names (`problem.en.tex`).
pub(super) fn code(lang: Lang) -> &'static str {
    lang.code()
}

/// The language's folder name in a Polygon package.
pub(super) fn polygon(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "english",
        Lang::Zh => "chinese",
    }
}

/// The sections of a statement, each a list of paragraphs.
pub(super) struct Statement {
    pub(super) title: String,
    pub(super) legend: Vec<String>,
    pub(super) input: Vec<String>,
    pub(super) output: Vec<String>,
    pub(super) notes: Vec<String>,
}

/// The statement in one language, from the catalogue (gen.ftl).
pub(super) fn statement(lang: Lang, s: Settings) -> Statement {
    let goal = s.goal.name();
    let reading = if s.null_moves {
        "literal"
    } else {
        "no-null-moves"
    };
    mayan_i18n::with(lang, || Statement {
        title: t!("package-statement-title"),
        legend: vec![
            t!("package-statement-legend-board"),
            t!("package-statement-legend-move"),
            t!("package-statement-legend-clear"),
            t!("package-statement-task", goal = goal, reading = reading),
        ],
        input: vec![
            t!("package-statement-input-moves", max = s.max_moves),
            t!("package-statement-input-columns"),
        ],
        output: vec![
            t!("package-statement-output-moves"),
            t!("package-statement-output-which", goal = goal),
            t!("package-statement-output-none"),
        ],
        notes: vec![t!("package-statement-notes")],
    })
}

/// A paragraph in LaTeX: backtick spans become `\texttt`; the text has no
/// other character LaTeX treats specially.
fn tex_paragraph(p: &str) -> String {
    let mut out = String::new();
    for (i, part) in p.split('`').enumerate() {
        if i % 2 == 1 {
            out.push_str("\\texttt{");
            out.push_str(part);
            out.push('}');
        } else {
            out.push_str(part);
        }
    }
    out
}

fn tex_paragraphs(ps: &[String]) -> String {
    ps.iter()
        .map(|p| tex_paragraph(p))
        .collect::<Vec<_>>()
        .join("\n\n")
}

/// The statement as the problem package format's `problem.LANG.tex`.
pub(super) fn kattis_tex(st: &Statement) -> String {
    format!(
        "\\problemname{{{}}}\n\n{}\n\n\\begin{{Input}}\n{}\n\\end{{Input}}\n\n\\begin{{Output}}\n{}\n\\end{{Output}}\n\n{}\n",
        st.title,
        tex_paragraphs(&st.legend),
        tex_paragraphs(&st.input),
        tex_paragraphs(&st.output),
        tex_paragraphs(&st.notes),
    )
}

/// One section of a Polygon statement, as its `.tex` file.
pub(super) fn polygon_tex(ps: &[String]) -> String {
    format!("{}\n", tex_paragraphs(ps))
}

/// The statement in Markdown, with its headings in its language, and the
/// sample.
pub(super) fn markdown(lang: Lang, st: &Statement, sample_in: &str, sample_out: &str) -> String {
    let [legend, input, output, sample, notes] = mayan_i18n::with(lang, || {
        [
            t!("package-statement-heading-description"),
            t!("package-statement-heading-input"),
            t!("package-statement-heading-output"),
            t!("package-statement-heading-sample"),
            t!("package-statement-heading-notes"),
        ]
    });
    let join = |ps: &[String]| ps.join("\n\n");
    format!(
        "# {}\n\n## {legend}\n\n{}\n\n## {input}\n\n{}\n\n## {output}\n\n{}\n\n## {sample}\n\n```\n{sample_in}```\n\n```\n{sample_out}```\n\n## {notes}\n\n{}\n",
        st.title,
        join(&st.legend),
        join(&st.input),
        join(&st.output),
        join(&st.notes),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_settings() -> Vec<Settings> {
        let mut out = Vec::new();
        for goal in [Goal::Exact, Goal::AtMost, Goal::Shortest] {
            for null_moves in [true, false] {
                out.push(Settings {
                    goal,
                    null_moves,
                    max_moves: 5,
                });
            }
        }
        out
    }

    #[test]
    fn each_language_s_statement_is_the_catalogue_s() {
        for s in all_settings() {
            let en = statement(Lang::En, s);
            let zh = statement(Lang::Zh, s);
            assert_eq!(en.title, "Mayan Puzzle");
            assert_eq!(zh.title, "Mayan 游戏");
            let paragraphs = |st: &Statement| -> Vec<String> {
                [&st.legend, &st.input, &st.output, &st.notes]
                    .into_iter()
                    .flatten()
                    .cloned()
                    .collect()
            };
            let (en, zh) = (paragraphs(&en), paragraphs(&zh));
            assert_eq!(en.len(), zh.len());
            for (e, z) in en.iter().zip(&zh) {
                assert!(!e.is_empty() && !z.is_empty());
                assert_ne!(e, z, "not translated: {e}");
                // Ids that reached no message come out as the id itself.
                assert!(!z.starts_with("package-"), "{z}");
                assert!(
                    z.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                    "no Chinese in {z}"
                );
            }
            assert!(en[4].contains("$1 \\le n \\le 5$"), "{}", en[4]);
            assert!(zh[4].contains("$1 \\le n \\le 5$"), "{}", zh[4]);
        }
        // The settings choose the sentences.
        let exact = statement(Lang::Zh, all_settings()[0]);
        assert!(exact.legend[3].starts_with("请恰好用 $n$ 步消除全部方块"));
        assert!(exact.legend[3].ends_with("交换两个颜色相同的方块也算一步，虽然棋盘没有变化。"));
        assert!(exact.output[1].contains("字典序最小"));
    }

    #[test]
    fn markdown_headings_follow_the_statement_s_language() {
        let s = all_settings()[0];
        let zh = markdown(Lang::Zh, &statement(Lang::Zh, s), "1\n", "-1\n");
        assert!(zh.starts_with("# Mayan 游戏\n\n## 题目描述\n\n"), "{zh}");
        assert!(zh.contains("## 输入格式") && zh.contains("## 样例") && zh.contains("## 说明"));
        let en = mayan_i18n::with(Lang::Zh, || {
            markdown(Lang::En, &statement(Lang::En, s), "1\n", "-1\n")
        });
        assert!(
            en.starts_with("# Mayan Puzzle\n\n## Description\n\n"),
            "{en}"
        );
    }
}
