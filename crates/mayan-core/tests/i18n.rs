//! The rules crate in Chinese (issue 33, docs/i18n.md): errors, goal
//! descriptions and whole plans said under `mayan_i18n::with(Lang::Zh,
//! ...)`, pinned word for word, and the same calls in English, which must
//! read as they always did.

use mayan_core::format::notation::parse_answer;
use mayan_core::game::Outcome;
use mayan_core::plan::Plan;
use mayan_core::read::{Format, ReadOptions, read_puzzle};
use mayan_core::{Board, Dir, Finish, Goal, Move, MoveError, MoveSet, Notation};
use mayan_i18n::{Lang, with};

const SAMPLE: &[u8] = include_bytes!("../../../examples/noip-sample.in");
const BOX_MAZE: &[u8] = include_bytes!("../../../examples/box-maze.txt");

fn en<R>(f: impl FnOnce() -> R) -> R {
    with(Lang::En, f)
}

fn zh<R>(f: impl FnOnce() -> R) -> R {
    with(Lang::Zh, f)
}

/// The error of reading `text` with the default options.
fn read_error(text: &str) -> String {
    match read_puzzle(text.as_bytes(), &ReadOptions::default()) {
        Ok(_) => panic!("{text:?} reads"),
        Err(e) => e.to_string(),
    }
}

/// The plan of `moves` on a puzzle read from `text`.
fn plan(text: &[u8], rules: MoveSet, moves: &[Move]) -> (Board, Plan) {
    let opts = ReadOptions {
        rules: Some(rules),
        ..ReadOptions::default()
    };
    let puzzle = read_puzzle(text, &opts).unwrap();
    let board = *puzzle.board();
    let plan = Plan::checked(&board, rules, moves).unwrap();
    (board, plan)
}

fn sample_plan() -> Plan {
    let moves = [(2, 1), (3, 1), (3, 0)].map(|(x, y)| Move::new(x, y, Dir::Right));
    plan(SAMPLE, MoveSet::Drag, &moves).1
}

fn box_maze_plan() -> Plan {
    let moves = [Move::new(1, 3, Dir::Up), Move::new(1, 2, Dir::Left)];
    plan(BOX_MAZE, MoveSet::Swap4, &moves).1
}

const SAMPLE_PLAN_ZH: &str = r#"思路：共 3 步，发生 4 次消除。
1. 第 3 步：三个 2 在第 0 行第 1-3 列横向连成一线，即 (1, 0)、(2, 0)、(3, 0)。
   原在 (4, 0) 的 2 向左移动了 1 格（第 3 步）。
   位于 (1, 0) 和 (2, 0) 的两个 2 原地未动。
   由第 3 步促成。
2. 第 3 步：三个 3 在第 4 列第 0-2 行纵向连成一线，即 (4, 0)、(4, 1)、(4, 2)。
   原在 (3, 0) 的 3 向右移动了 1 格（第 3 步）。
   原在 (2, 1) 的 3 向右移动了 2 格（第 1 和 2 步）。
   位于 (4, 2) 的 3 原地未动。
   由第 1、2 和 3 这三步促成。
3. 第 3 步的第 2 轮消除（连锁消除）：三个 1 在第 0 行第 0-2 列横向连成一线，即 (0, 0)、(1, 0)、(2, 0)。
   原在 (1, 1) 的 1 掉落了 1 行。
   原在 (3, 1) 的 1 向左移动了 1 格（第 1 步），又掉落了 1 行。
   位于 (0, 0) 的 1 原地未动。
   由第 1 和 3 这两步促成。
   第 1 次消除必须先发生：它在 (1, 0) 和 (2, 0) 的两个方块托着原在 (1, 1) 和 (3, 1) 的两个 1。
4. 第 3 步的第 3 轮消除（连锁消除）：三个 4 在第 0 行第 2-4 列横向连成一线，即 (2, 0)、(3, 0)、(4, 0)。
   原在 (2, 2) 的 4 掉落了 2 行。
   原在 (4, 1) 的 4 向左移动了 1 格（第 2 步），又掉落了 1 行。
   原在 (4, 3) 的 4 掉落了 3 行。
   由第 2 和 3 这两步促成。
   第 1 次消除必须先发生：它在 (2, 0) 和 (3, 0) 的两个方块托着原在 (2, 2) 和 (4, 1) 的两个 4。
   第 2 次消除必须先发生：它在 (4, 0) 的方块托着原在 (4, 3) 的 4。
   第 3 次消除必须先发生：它在 (2, 0) 的方块托着原在 (2, 2) 的 4。
棋盘已清空。
"#;

const BOX_MAZE_PLAN_ZH: &str = r#"思路：共 2 步，发生 4 次消除。
1. 第 2 步：三个 1 在第 0 行第 0-2 列横向连成一线，即 (0, 0)、(1, 0)、(2, 0)。
   原在 (1, 2) 的 1 向左移动了 1 格（第 2 步），又掉落了 2 行。
   位于 (1, 0) 和 (2, 0) 的两个 1 原地未动。
   由第 2 步促成。
2. 第 2 步：三个 3 在第 2 行第 1-3 列横向连成一线，即 (1, 2)、(2, 2)、(3, 2)。
   原在 (1, 4) 的 3 经交换下移了 1 行（第 1 步），又掉落了 1 行。
   位于 (2, 2) 和 (3, 2) 的两个 3 原地未动。
   由第 1 和 2 这两步促成。
3. 第 2 步的第 2 轮消除（连锁消除）：六个 2 在第 0 行第 1-4 列和第 1 列第 0-2 行纵横交叉相连，即 (1, 0)、(1, 1)、(1, 2)、(2, 0)、(3, 0)、(4, 0)。
   原在 (1, 1) 的 2 掉落了 1 行。
   原在 (1, 3) 的 2 经交换上移了 1 行（第 1 步），又掉落了 3 行。
   原在 (1, 5) 的 2 掉落了 3 行。
   原在 (2, 1) 的 2 掉落了 1 行。
   位于 (3, 0) 和 (4, 0) 的两个 2 原地未动。
   由第 1 和 2 这两步促成。
   第 1 次消除必须先发生：它在 (1, 0) 和 (2, 0) 的两个方块托着原在 (1, 1)、(1, 3)、(1, 5) 和 (2, 1) 的四个 2。
   第 2 次消除必须先发生：它在 (1, 2) 的方块托着原在 (1, 3) 和 (1, 5) 的两个 2。
4. 第 2 步的第 3 轮消除（连锁消除）：三个 1 在第 0 行第 1-3 列横向连成一线，即 (1, 0)、(2, 0)、(3, 0)。
   原在 (1, 6) 的 1 掉落了 6 行。
   原在 (2, 3) 的 1 掉落了 3 行。
   原在 (3, 1) 的 1 掉落了 1 行。
   由第 2 步促成。
   第 1 次消除必须先发生：它在 (1, 0) 和 (2, 0) 的两个方块托着原在 (1, 6) 和 (2, 3) 的两个 1。
   第 2 次消除必须先发生：它在 (1, 2) 和 (2, 2) 的两个方块托着原在 (1, 6) 和 (2, 3) 的两个 1。
   第 3 次消除必须先发生：它在 (1, 0)、(2, 0) 和 (3, 0) 的三个方块托着原在 (1, 6)、(2, 3) 和 (3, 1) 的三个 1。
棋盘已清空。
"#;

/// The plans' English as the `explain --plan` snapshots of the command line
/// pin it.
const SAMPLE_SNAP: &str =
    include_str!("../../mayan/tests/snapshots/tests__plans__explain_plan_of_the_noip_sample.snap");
const BOX_MAZE_SNAP: &str = include_str!(
    "../../mayan/tests/snapshots/tests__plans__explain_plan_of_the_seed_004_box_maze.snap"
);

#[test]
fn the_noip_sample_plan_in_chinese() {
    let plan = sample_plan();
    assert_eq!(zh(|| plan.describe(Notation::Noip)), SAMPLE_PLAN_ZH);
    let english = en(|| plan.describe(Notation::Noip));
    assert!(SAMPLE_SNAP.contains(&english), "{english}");
}

#[test]
fn the_box_maze_plan_under_swap4_in_chinese() {
    let plan = box_maze_plan();
    assert_eq!(zh(|| plan.describe(Notation::Plain)), BOX_MAZE_PLAN_ZH);
    let english = en(|| plan.describe(Notation::Plain));
    assert!(BOX_MAZE_SNAP.contains(&english), "{english}");
}

#[test]
fn a_plan_in_panel_attack_cells_and_a_null_move_in_chinese() {
    let plan = sample_plan();
    let text = zh(|| plan.describe(Notation::PanelAttack));
    assert!(
        text.contains("原在 (第 1 行第 5 列) 的 2 向左移动了 1 格（第 3 步）。"),
        "{text}"
    );
    // A swap of two equal blocks changes nothing.
    let board = mayan_core::format::grid::parse(b"11\n").unwrap().board;
    let null = [Move::new(0, 0, Dir::Right)];
    let plan = Plan::checked(&board, MoveSet::Drag, &null).unwrap();
    let text = zh(|| plan.describe(Notation::Plain));
    assert_eq!(
        text,
        "思路：共 1 步，发生 0 次消除。\n\
         第 1 步没有改变棋盘：它把 (0, 0) 的 1 与 (1, 0) 的 1 交换，两者颜色相同。\n\
         棋盘没有清空。\n"
    );
}

#[test]
fn reader_errors_in_chinese_and_in_english() {
    let cases = [
        (
            "3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4\n",
            "not a valid NOIP input: unexpected end of input after line 6, column 7: column 4 is not closed by 0 (expected 5 columns, each closed by 0)",
            "不是有效的 NOIP 输入：输入在第 6 行第 7 列之后意外结束：第 4 列没有以 0 结尾（应有 5 列，每列以 0 结尾）",
        ),
        (
            "3\n1 0\n2 11 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n",
            "not a valid NOIP input: line 3, column 3: colour 11 in column 1 is out of range (1 to 10, 0 closes the column)",
            "不是有效的 NOIP 输入：第 3 行第 3 列：第 1 列中的颜色 11 超出范围（应为 1 到 10，0 表示该列结束）",
        ),
        (
            "moves=2 rules=up\n11.1\n",
            "cannot tell the format: as a grid: line 1, column 9: unknown move set `up` (expected drag or swap4); as NOIP input: line 1, column 1: expected the move count n (an integer), found `moves=2`",
            "无法判断格式：作为网格读取时，第 1 行第 9 列：未知的移动规则 `up`（应为 drag 或 swap4）；作为 NOIP 输入读取时，第 1 行第 1 列：应为步数 n（整数），实际为 `moves=2`",
        ),
        (
            "12.\n1.1\n",
            "not a puzzle: no move budget",
            "不是有效的谜题：没有给出步数",
        ),
        (
            "",
            "cannot tell the format: as a grid: empty input: expected rows of cells; as NOIP input: empty input: expected the move count n",
            "无法判断格式：作为网格读取时，输入为空：应给出若干行格子；作为 NOIP 输入读取时，输入为空：应先给出步数 n",
        ),
    ];
    for (text, english, chinese) in cases {
        assert_eq!(en(|| read_error(text)), english);
        assert_eq!(zh(|| read_error(text)), chinese);
    }
    let e = zh(|| parse_answer(b"-1\n1 0 1\n").unwrap_err().to_string());
    assert_eq!(e, "第 1 行第 1 列：`-1`（无解）与移动混在了一起");
}

#[test]
fn goals_names_moves_and_outcomes_in_chinese() {
    let goals: Vec<String> = zh(|| Goal::ALL.iter().map(|g| g.describe(3)).collect());
    assert_eq!(goals, ["恰好 3 步", "至多 3 步", "最少步数（不超过 3 步）"]);
    let goals: Vec<String> = en(|| Goal::ALL.iter().map(|g| g.describe(1)).collect());
    assert_eq!(
        goals,
        [
            "exactly 1 move",
            "at most 1 move",
            "the fewest moves, up to 1"
        ]
    );
    assert_eq!(
        en(|| Finish::Chain.describe()),
        " in one chain (moves that clear nothing, then one that clears every colour)"
    );
    assert_eq!(en(|| Finish::Clear.describe()), "");
    assert_eq!(zh(|| Finish::Clear.describe()), "");
    assert_eq!(
        zh(|| "drag,".parse::<MoveSet>().unwrap_err()),
        "未知的移动规则 `drag,`（应为 drag 或 swap4）"
    );
    assert_eq!(
        en(|| "nope".parse::<Goal>().unwrap_err()),
        "unknown goal `nope` (expected exact, at-most or shortest)"
    );
    let null = MoveError::NullMove {
        mv: Move::new(1, 2, Dir::Left),
    };
    assert_eq!(
        en(|| null.to_string()),
        "moving the block at (1, 2) Left leaves the board unchanged, and null moves are not allowed"
    );
    assert_eq!(
        zh(|| null.to_string()),
        "把 (1, 2) 处的方块向左移动不会改变棋盘，而这里不允许空移动"
    );
    let early = Outcome::ClearedEarly { moves: 1 };
    assert_eq!(
        en(|| early.describe(Goal::Exact, 3)),
        "Cleared in 1 move, but the puzzle asks for exactly 3 moves."
    );
    assert_eq!(
        zh(|| early.describe(Goal::Exact, 3)),
        "用 1 步清空了棋盘，但这个谜题要求恰好 3 步。"
    );
    assert_eq!(
        zh(|| Outcome::OutOfMoves { blocks: 1 }.describe(Goal::Exact, 3)),
        "步数用完了，棋盘上还剩 1 个方块。"
    );
}

#[test]
fn about_texts_in_english_are_the_tables() {
    en(|| {
        for m in MoveSet::ALL {
            assert_eq!(m.about_text(), m.about());
        }
        for g in Goal::ALL {
            assert_eq!(g.about_text(), g.about());
        }
        for f in Finish::ALL {
            assert_eq!(f.about_text(), f.about());
        }
        for f in Format::ALL {
            assert_eq!(f.about_text(), f.about());
        }
    });
    assert_eq!(
        zh(|| Format::PanelAttack.about_text()),
        "Panel Attack 谜题文件（JSON）；用 --puzzle 和 --index 选出一个谜题"
    );
}
