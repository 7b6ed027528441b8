//! The problem statement `mayan package` writes, in English and in
//! Simplified Chinese, for the package's goal, reading and largest `n`; and
//! its two renderings, LaTeX (Kattis, Polygon) and Markdown (Luogu, Lemon).
//!
//! The text is written as paragraphs with `$...$` for mathematics (both
//! renderings keep it) and backticks for what a program prints or reads.

use mayan_core::Goal;

/// What the statement depends on.
#[derive(Clone, Copy, Debug)]
pub(super) struct Settings {
    pub(super) goal: Goal,
    pub(super) null_moves: bool,
    pub(super) max_moves: u32,
}

/// A statement's languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Lang {
    En,
    Zh,
}

impl Lang {
    pub(super) const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    /// The language's code in file names (`problem.en.tex`).
    pub(super) fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
        }
    }

    /// The language's folder name in a Polygon package.
    pub(super) fn polygon(self) -> &'static str {
        match self {
            Lang::En => "english",
            Lang::Zh => "chinese",
        }
    }
}

/// The sections of a statement, each a list of paragraphs.
pub(super) struct Statement {
    pub(super) title: &'static str,
    pub(super) legend: Vec<String>,
    pub(super) input: Vec<String>,
    pub(super) output: Vec<String>,
    pub(super) notes: Vec<String>,
}

/// The statement in one language.
pub(super) fn statement(lang: Lang, s: Settings) -> Statement {
    match lang {
        Lang::En => english(s),
        Lang::Zh => chinese(s),
    }
}

fn english(s: Settings) -> Statement {
    let n = s.max_moves;
    let task = match s.goal {
        Goal::Exact => {
            "Clear the board in exactly $n$ moves: the board must be empty after the $n$-th move and not before it."
        }
        Goal::AtMost => "Clear the board in at most $n$ moves.",
        Goal::Shortest => "Clear the board in as few moves as possible, and in at most $n$.",
    };
    let reading = if s.null_moves {
        "Swapping two blocks of the same colour is a move too, although it changes nothing."
    } else {
        "A move that changes nothing, such as swapping two blocks of the same colour, is not allowed."
    };
    let answer = match s.goal {
        Goal::Exact => "If there are several ways, print the smallest one: compare two ways move by move, and the first move where they differ decides; a move with the smaller $x$ is smaller, then the one with the smaller $y$, then $g = 1$ before $g = -1$. So a swap of two blocks side by side is written as the right move of the left block. The answer is unique.".to_string(),
        Goal::AtMost => "Any way that clears the board within $n$ moves is accepted.".to_string(),
        Goal::Shortest => "Any way with the fewest moves is accepted; a longer way is wrong.".to_string(),
    };
    Statement {
        title: "Mayan Puzzle",
        legend: vec![
            "A board of 7 rows and 5 columns holds blocks of up to 10 colours. Every block stands on the bottom row or on another block.".to_string(),
            "A move takes one block and drags it one column to the left or to the right. If a block is there, the two blocks change places; if the cell is empty, the block moves into it. Then every block with nothing below it falls.".to_string(),
            "When three or more blocks of one colour stand next to each other in a row or in a column, they all vanish together, at the same moment: a block in a row and a column of its colour vanishes with both, so a cross, a T or an L goes at once. Then the blocks above fall, new lines may form and vanish, and so on, until no line is left. Only then can the next move be made.".to_string(),
            format!("{task} {reading}"),
        ],
        input: vec![
            format!("The first line holds $n$ ($1 \\le n \\le {n}$), the number of moves."),
            "Then come 5 lines, one for each column from the left to the right. Each gives the colours of the column's blocks from the bottom up, as integers from 1 to 10, and ends with a 0; a column holds at most 7 blocks. At the start no three blocks of one colour are in a line, and no block floats.".to_string(),
        ],
        output: vec![
            "If the board can be cleared, print the moves, one a line, each as three integers `x y g`: the block in column $x$ and row $y$ moves to the right ($g = 1$) or to the left ($g = -1$). Columns are counted from 0 at the left, rows from 0 at the bottom.".to_string(),
            answer,
            "If the board cannot be cleared, print `-1`.".to_string(),
        ],
        notes: vec![
            "Problem 3 of day 1 of NOIP 2011 (senior group). This statement and the tests were written by mayan.".to_string(),
        ],
    }
}

fn chinese(s: Settings) -> Statement {
    let n = s.max_moves;
    let task = match s.goal {
        Goal::Exact => "请恰好用 $n$ 步消除全部方块：第 $n$ 步之后棋盘为空，且在此之前棋盘不为空。",
        Goal::AtMost => "请在至多 $n$ 步之内消除全部方块。",
        Goal::Shortest => "请用尽可能少的步数消除全部方块，步数至多为 $n$。",
    };
    let reading = if s.null_moves {
        "交换两个颜色相同的方块也算一步，虽然棋盘没有变化。"
    } else {
        "不允许不改变棋盘的移动，例如交换两个颜色相同的方块。"
    };
    let answer = match s.goal {
        Goal::Exact => {
            "若有多种方案，输出字典序最小的一种：两种方案逐步比较，第一个不同的步决定大小；$x$ 小者为小，其次 $y$ 小者为小，再次 $g = 1$ 小于 $g = -1$。因此交换相邻的两个方块时，写成左边方块向右移动。答案唯一。"
        }
        Goal::AtMost => "任何在 $n$ 步之内消除全部方块的方案都算正确。",
        Goal::Shortest => "任何步数最少的方案都算正确；步数更多的方案是错误的。",
    };
    Statement {
        title: "Mayan 游戏",
        legend: vec![
            "一个 7 行 5 列的棋盘上放着方块，颜色至多 10 种。每个方块都在最底行，或者放在另一个方块上面。".to_string(),
            "每一步选一个方块，把它向左或向右拖动一格：若那一格有方块，两个方块交换位置；若那一格为空，方块移到那里。然后所有下面悬空的方块下落。".to_string(),
            "当一行或一列中有三个或更多颜色相同的方块相邻时，它们同时消除：一个方块若同时在同色的一行和一列中，就与两者一起消除，所以十字形、T 形、L 形会一次消除。消除之后上面的方块下落，可能形成新的连线并再次消除（连锁），直到没有可以消除的方块为止。之后才能进行下一步。".to_string(),
            format!("{task}{reading}"),
        ],
        input: vec![
            format!("第一行是步数 $n$（$1 \\le n \\le {n}$）。"),
            "接下来 5 行，从左到右依次给出每一列：从下往上列出这一列方块的颜色（1 到 10 的整数），以 0 结尾；每列至多 7 个方块。开始时没有三个同色方块连成一线，也没有悬空的方块。".to_string(),
        ],
        output: vec![
            "若能消除全部方块，输出每一步，每行一步，为三个整数 `x y g`：第 $x$ 列第 $y$ 行的方块向右（$g = 1$）或向左（$g = -1$）移动。列从左往右从 0 开始编号，行从下往上从 0 开始编号。".to_string(),
            answer.to_string(),
            "若无解，输出 `-1`。".to_string(),
        ],
        notes: vec![
            "NOIP 2011 提高组第一天第 3 题。题面与测试数据由 mayan 生成。".to_string(),
        ],
    }
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
    let [legend, input, output, sample, notes] = match lang {
        Lang::En => ["Description", "Input", "Output", "Sample", "Notes"],
        Lang::Zh => ["题目描述", "输入格式", "输出格式", "样例", "说明"],
    };
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
