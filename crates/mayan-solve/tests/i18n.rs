//! The judge and the search in Chinese (issue 33, docs/i18n.md): verdicts,
//! what they show, `check --explain`'s lessons and the errors of a stopped
//! search or generation, said under `mayan_i18n::with(Lang::Zh, ...)` and
//! pinned word for word; the same in English, which reads as it always did.

use mayan_core::read::{ReadOptions, read_puzzle};
use mayan_i18n::{Lang, with};
use mayan_solve::generate::{GenError, GenSpec, Kind as GenKind};
use mayan_solve::judge::{Judge, Shown, Verdict};
use mayan_solve::{Goal, Halt, Options, SolveError};

const SAMPLE: &[u8] = include_bytes!("../../../examples/noip-sample.in");

fn judge(goal: Goal) -> Judge {
    let puzzle = read_puzzle(SAMPLE, &ReadOptions::default())
        .unwrap()
        .with_goal(goal);
    Judge::new(puzzle, true).comparing(true)
}

/// The verdict on `answer` and its intro, in `lang`.
fn verdict(lang: Lang, goal: Goal, answer: &str) -> (Verdict, String) {
    with(lang, || {
        let v = judge(goal)
            .judge_text(answer.as_bytes(), &Options::default())
            .unwrap();
        let intro = match &v.shown {
            Shown::Nothing => String::new(),
            Shown::Board { intro, .. } | Shown::Smallest { intro } => intro.to_string(),
        };
        (v, intro)
    })
}

fn lesson(lang: Lang, goal: Goal, answer: &str) -> String {
    with(lang, || {
        let j = judge(goal);
        let a = j.read(answer.as_bytes()).unwrap();
        j.lesson(&a, &Options::default()).unwrap().unwrap().text
    })
}

#[test]
fn verdicts_in_chinese_and_in_english() {
    // (goal, answer, English reason, Chinese reason, Chinese intro)
    let cases = [
        (
            Goal::Exact,
            "2 1 1\n3 1 1\n3 0 1\n",
            "a solution in 3 moves, and the smallest in exactly 3 moves",
            "这是一个 3 步的解，并且是恰好 3 步的解中字典序最小的解",
            "",
        ),
        (
            Goal::Exact,
            "2 1 1\n9 9 1\n",
            "move 2 (line 2) is illegal: (9, 9) is outside the board",
            "第 2 步（第 2 行）不合法：(9, 9) 在棋盘之外",
            "；这一步之前的棋盘是",
        ),
        (
            Goal::Exact,
            "-1\n",
            "the answer is -1, but a solution in exactly 3 moves exists",
            "答案是 -1，但存在恰好 3 步的解",
            "",
        ),
        (
            Goal::Exact,
            "2 1 1\n",
            "only 1 move, but exactly 3 are required; 12 blocks are left",
            "只走了 1 步，但题目要求恰好 3 步；棋盘上还剩 12 个方块",
            "；此时的棋盘是",
        ),
        (
            Goal::Exact,
            "2 1 1\n3 1 1\n3 0 1\n0 0 1\n",
            "move 4 (line 4): the board is already clear after move 3, and play stops there",
            "第 4 步（第 4 行）：第 3 步之后棋盘已经清空，游戏到此结束",
            "",
        ),
        (
            Goal::AtMost,
            "2 1 1\n",
            "after 1 move 12 blocks are left",
            "走了 1 步之后，棋盘上还剩 12 个方块",
            "；此时的棋盘是",
        ),
        (
            Goal::Exact,
            "",
            "empty answer: expected `-1` or one move a line",
            "答案为空：应为 `-1`，或每行一步移动",
            "",
        ),
    ];
    for (goal, answer, english, chinese, intro) in cases {
        let (v, _) = verdict(Lang::En, goal, answer);
        assert_eq!(v.reason, english);
        let (v, shown) = verdict(Lang::Zh, goal, answer);
        assert_eq!((v.reason.as_str(), shown.as_str()), (chinese, intro));
    }
    let (v, intro) = verdict(Lang::En, Goal::Exact, "2 1 1\n9 9 1\n");
    assert_eq!(intro, "; the board before it is");
    assert_eq!(v.kind.name(), "illegal");
}

#[test]
fn lessons_in_chinese() {
    let right = "2 1 1\n3 1 1\n3 0 1\n";
    let text = lesson(Lang::Zh, Goal::Exact, right);
    assert!(
        text.starts_with(
            "每一步都是必要的：去掉任意一步或任意两步，剩下的移动都不能清空棋盘。\n\
             思路：共 3 步，发生 4 次消除。\n"
        ),
        "{text}"
    );
    assert!(text.ends_with("棋盘已清空。\n"), "{text}");
    let text = lesson(Lang::En, Goal::Exact, right);
    assert!(text.starts_with("Every move is needed: "), "{text}");

    assert_eq!(
        lesson(Lang::Zh, Goal::Exact, "2 1 1\n0 0 1\n"),
        "答案从第 2 步（`0 0 1`）开始出错：这一步之前仍可以用恰好 2 步清空棋盘，\
         这一步之后剩下的步数已无法清空棋盘。\n\
         从第 1 步之后接着走的一种走法：\n3 1 1\n3 0 1\n"
    );
    assert_eq!(
        lesson(Lang::En, Goal::Exact, "2 1 1\n0 0 1\n"),
        "Move 2 (`0 0 1`) is where the answer goes wrong: before it a clear in exactly 2 moves \
         was still possible, and after it none is possible in the moves left.\n\
         One way on from after move 1:\n3 1 1\n3 0 1\n"
    );
    assert_eq!(
        lesson(Lang::Zh, Goal::Exact, "2 1 1\n"),
        "第 1 步之后仍可以用恰好 2 步清空棋盘，而答案在那里就结束了。\n\
         从第 1 步之后接着走的一种走法：\n3 1 1\n3 0 1\n"
    );

    // A move that can go: a null move before the clear.
    let can_go = |lang| {
        with(lang, || {
            let p = read_puzzle(b"moves=2 goal=exact\n1.11\n", &ReadOptions::default()).unwrap();
            let j = Judge::new(p, true);
            let a = j.read(b"2 0 1\n0 0 1\n").unwrap();
            let text = j.lesson(&a, &Options::default()).unwrap().unwrap().text;
            text.lines().next().unwrap_or_default().to_string()
        })
    };
    assert_eq!(
        can_go(Lang::En),
        "Move 1 of 2 can go: the other 1 move still clear the board \
         (too few for this puzzle's exact count, but the same idea):"
    );
    assert_eq!(
        can_go(Lang::Zh),
        "共 2 步中，第 1 步可以去掉：剩下的 1 步仍能清空棋盘\
         （对这道要求恰好步数的题来说步数不够，但思路相同）："
    );
}

#[test]
fn stopped_searches_and_generations_in_chinese() {
    let stopped = SolveError::Stopped {
        halt: Halt::TimedOut,
        nodes: 1_234_567,
    };
    let gave_up = GenError::GaveUp {
        kind: GenKind::Solvable,
        unique: true,
        banded: true,
        attempts: 20,
    };
    let cancelled = GenError::Stopped {
        halt: Halt::Cancelled,
    };
    assert_eq!(
        with(Lang::En, || stopped.to_string()),
        "the search was stopped (out of time) after 1234567 positions"
    );
    assert_eq!(
        with(Lang::Zh, || stopped.to_string()),
        "搜索在展开 1234567 个局面后停止（超时）"
    );
    assert_eq!(
        with(Lang::En, || gave_up.to_string()),
        "no solvable puzzle found in 20 attempts; try fewer moves, more colours or a larger \
         board, or drop --unique, or widen --difficulty"
    );
    assert_eq!(
        with(Lang::Zh, || gave_up.to_string()),
        "尝试了 20 次，没有找到有解的谜题；可以减少步数、增加颜色或换更大的棋盘，\
         或去掉 --unique，或放宽 --difficulty"
    );
    assert_eq!(
        with(Lang::En, || cancelled.to_string()),
        "the generation was stopped (cancelled)"
    );
    assert_eq!(
        with(Lang::Zh, || cancelled.to_string()),
        "生成已停止（已被取消）"
    );
}

#[cfg(feature = "serde")]
#[test]
fn batch_errors_in_chinese() {
    use mayan_solve::batch::{MergeError, ResumeError, Shard, ShardError};
    let not_report = ResumeError::NotReport {
        line: 3,
        why: "no-result",
    };
    assert_eq!(
        with(Lang::En, || not_report.to_string()),
        "line 3 is not a report of mayan batch (neither \"solved\" nor \"error\"); resume \
         appends only to a file batch wrote"
    );
    assert_eq!(
        with(Lang::Zh, || not_report.to_string()),
        "第 3 行不是 `mayan batch` 输出的报告（既没有 `\"solved\"` 也没有 `\"error\"`）；\
         `--resume` 只会续写 `batch` 自己写出的文件"
    );
    let twice = MergeError::Twice {
        key: "1".into(),
        first: "a.jsonl, line 1".into(),
        second: "b.jsonl, line 2".into(),
    };
    assert_eq!(
        with(Lang::En, || twice.to_string()),
        "1 is answered twice: a.jsonl, line 1 and b.jsonl, line 2"
    );
    let unknown = MergeError::Unknown {
        part: "a.jsonl".into(),
        line: 4,
        key: "9".into(),
    };
    assert_eq!(
        with(Lang::Zh, || unknown.to_string()),
        "a.jsonl 第 4 行：它回答的是 9，而输入中没有这个任务"
    );
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| {
            pairs
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
        }
    };
    let outside = Shard::parse_option("auto/2", env(&[("PBS_ARRAY_INDEX", "2")])).unwrap_err();
    assert!(matches!(outside, ShardError::Outside { .. }), "{outside:?}");
    assert_eq!(
        with(Lang::En, || outside.to_string()),
        "PBS task 2 is not one of the array's 2 tasks (0 to 1): number the array from 0 (qsub -J 0-N-1)"
    );
    assert_eq!(
        with(Lang::Zh, || outside.to_string()),
        "`PBS` 的任务 2 不在作业数组的 2 个任务之中（0 到 1）：请从 0 开始给数组编号（`qsub -J 0-N-1`）"
    );
    let past = ShardError::Past { count: 4 };
    assert_eq!(
        with(Lang::En, || past.to_string()),
        "I must be below N (shards are 0-based: 0/4 to 3/4)"
    );
    assert_eq!(
        with(Lang::Zh, || past.to_string()),
        "I 必须小于 N（分片从 0 开始编号：0/4 到 3/4）"
    );
}

/// What goes into JSON stays English under Chinese: a request's error (the
/// web API and batch's error lines) and a Panel Attack puzzle's in batch.
#[cfg(feature = "serde")]
#[test]
fn request_errors_stay_english_for_json() {
    use mayan_solve::batch::{Answered, Defaults, Entry, panel_jobs};
    use mayan_solve::request::SolveRequest;
    let e = with(Lang::Zh, || {
        let req = SolveRequest::read(br#"{"grid": "1!1", "moves": 1}"#).unwrap();
        req.puzzle().unwrap_err().to_string()
    });
    assert_eq!(
        e,
        with(Lang::En, || {
            let req = SolveRequest::read(br#"{"grid": "1!1", "moves": 1}"#).unwrap();
            req.puzzle().unwrap_err().to_string()
        })
    );
    assert!(e.starts_with("not a valid grid: line 1, column 2: "), "{e}");
    let file = br#"{"Puzzle Sets": [{"Set Name": "a", "Puzzles": [{"Puzzle Type": "clear", "Moves": 1, "Stack": "011"}]}]}"#;
    let jobs = with(Lang::Zh, || {
        panel_jobs(file, Defaults::default(), None, &Answered::default()).unwrap()
    });
    let [Entry::Failed { message, .. }] = jobs.as_slice() else {
        panic!("{jobs:?}");
    };
    assert!(
        message.contains("\"clear\" puzzles are not supported"),
        "{message}"
    );
}

#[test]
fn generator_specs_refused_in_chinese() {
    let spec = GenSpec {
        colours: 0,
        ..GenSpec::default()
    };
    let said = |lang| with(lang, || spec.validate().unwrap_err().to_string());
    assert_eq!(said(Lang::En), "0 colours: expected 1 to 35");
    assert_eq!(said(Lang::Zh), "0 种颜色：应为 1 到 35 种");
    let spec = GenSpec {
        width: 2,
        height: 2,
        ..GenSpec::default()
    };
    let said = |lang| with(lang, || spec.validate().unwrap_err().to_string());
    assert_eq!(
        said(Lang::En),
        "a board of 2 x 2 has no room for a line of three"
    );
    assert_eq!(said(Lang::Zh), "2 x 2 的棋盘放不下三个连成一线的方块");
}
