## goal: 意图目标（至少 k 轮连锁、目标棋盘），mayan_solve::intent

goal-error-zero-chain = 连锁至少有 1 轮：`chain:0` 没有要求任何事
goal-error-target-size = 目标棋盘是 { $target_width } x { $target_height }，而谜题的棋盘是 { $width } x { $height }
goal-error-target-unsettled = 没有哪一步移动能留下这个目标棋盘：上面有悬空的方块，或有三个同色方块连成一线
goal-chain-describe = 至少 { $k } 轮的连锁消除
goal-target-describe = 目标棋盘
goal-intent-exact = 恰好 { $n } 步内达成{ $intent }
goal-intent-at-most = 至多 { $n } 步内达成{ $intent }
goal-intent-shortest = 以最少步数（至多 { $n } 步）达成{ $intent }
goal-verdict-no-solution = -1：无法{ $what }
goal-verdict-missed = 答案是 -1，但可以{ $what }
goal-verdict-after = 第 { $k } 步（第 { $line } 行）：目标在第 { $at } 步后已经达成，游戏到此为止
goal-verdict-too-many = 第 { $k } 步（第 { $line } 行）：步数超过了允许的 { $n } 步
goal-verdict-illegal = 第 { $k } 步（第 { $line } 行）不合法：{ $why }
goal-verdict-not-reached = { $k } 步之后目标没有达成：{ $what }
goal-verdict-early = 目标在 { $k } 步后就已达成，但要求恰好 { $n } 步
goal-verdict-solution = 一个 { $k } 步的解（{ $what }）
goal-verdict-smallest = 一个 { $k } 步的解，也是{ $what }的字典序最小的解
goal-verdict-not-fewest = 一个 { $k } 步的解，但最少只需 { $fewest } 步
goal-verdict-not-smallest = 是一个解，但不是字典序最小的：两者从第 { $k } 步开始不同

## goal-cli：命令行上的意图目标参数（crates/mayan/src/goal.rs）

goal-cli-bad-chain = `{ $value }`：连锁目标写作 `chain:K`，K 是不小于 1 的整数，例如 `chain:3`
goal-cli-bad-goal = `--goal <GOAL>` 的值 '{ $value }' 无效（可选的值：`exact`、`at-most`、`shortest`、`chain:K`）
goal-cli-chain-and-target = `--goal chain:K` 和 `--target` 要求的是两件不同的事：只能给出其中一个
goal-cli-not-here = 只有 `mayan solve` 和 `mayan check`（不带 `--judge`）接受 `--goal chain:K` 和 `--target`
goal-cli-no-count = `--count`、`--all` 和 `--unique` 统计的是消除全部方块的解：它们不接受 `--goal chain:K` 或 `--target`
goal-cli-no-explain = `--explain` 讲解的是如何消除全部方块：它不接受 `--goal chain:K` 或 `--target`
goal-cli-already = 开始时的棋盘已经达成目标：0 步
goal-cli-none = 无解：{ $what }
