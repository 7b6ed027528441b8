## solve: zh-CN
## 评测、搜索与生成器（mayan-solve）：`check` 的判定与评测系统的反馈、
## `check --explain` 的讲解、搜索或生成为何停止。
## 目标（$within）按 name-puzzle-goal 的说法给出：“恰好 3 步”等。
## 只有 *[other] 一项的选择：英文要按单复数变化，中文不需要。

## 搜索。

solve-halt = { $halt ->
    [cancelled] 已被取消
    [timed-out] 超时
   *[node-limit] 超出了可搜索的局面数
}
solve-stopped = 搜索在展开 { $nodes } 个局面后停止（{ solve-halt }）

## 判定。$k 是第几步（从 1 起），$line 是它所在的行。

judge-empty-answer = 答案为空：应为 `-1`，或每行一步移动
judge-within = 这是一个 { $k } 步的解（{ $within }）
judge-illegal = 第 { $k } 步（第 { $line } 行）不合法：{ $error }
judge-too-many = 第 { $k } 步（第 { $line } 行）：移动次数超过了允许的 { $n } 步
judge-after-clear = 第 { $k } 步（第 { $line } 行）：第 { $index } 步之后棋盘已经清空，游戏到此结束
judge-clear-from-start = 棋盘一开始就是空的，因此无法走{ $within }
judge-cleared-early = 走了 { $k } 步棋盘就已清空，但题目要求恰好 { $n } 步
judge-too-few = 只走了 { $k } 步，但题目要求恰好 { $n } 步；棋盘上还剩 { $left } 个方块
judge-blocks-left = 走了 { $k } 步之后，棋盘上还剩 { $left } 个方块
judge-chain-ended = 第 { $k } 步消除了方块，但它引发的连锁消除结束后还剩 { $left } 个方块：连锁谜题必须先走不消除任何方块的步，再用一次连锁消除清空棋盘
judge-no-solution = -1，{ $within }无解
judge-minus-one-clear = 答案是 -1，但棋盘一开始就是空的：不需要任何移动
judge-missed-solution = 答案是 -1，但存在{ $within }的解
judge-search-found-none = 这是一个 { $k } 步的解（搜索却没有找到解：这是程序的错误，请报告）
judge-smallest = 这是一个 { $k } 步的解，并且是{ $within }的解中字典序最小的解
judge-difference = 在第 { $k } 步，字典序最小的解走 `{ $smallest }`，这个答案走 `{ $answer }`
judge-not-smallest = 这是一个解，但不是字典序最小的解：{ $difference }
judge-not-smallest-public = 这是一个解，但不是字典序最小的解
judge-not-fewest = 这是一个 { $k } 步的解，但最少步数是 { $fewest } 步
judge-not-fewest-public = 这是一个 { $k } 步的解，但存在步数更少的解
judge-within-not-smallest = 这是一个 { $k } 步的解（{ $within }）；但不是字典序最小的解：{ $difference }

judge-shown-before = ；这一步之前的棋盘是
judge-shown-then = ；此时的棋盘是
judge-shown-smallest = ；字典序最小的解是

judge-jury-not-an-answer = 不是有效的答案：{ $error }
judge-jury-fails = 没有通过评测：{ $reason }

## check --explain 的讲解。

judge-lesson-all-needed = 每一步都是必要的：去掉任意一步或任意两步，剩下的移动都不能清空棋盘。
judge-lesson-can-go = 共 { $total } 步中，第 { $moves } 步{ $n ->
   *[other] {""}
}可以去掉：剩下的 { $kept } 步{ $kept ->
   *[other] {""}
}仍能清空棋盘{ $exact ->
    [yes] （对这道要求恰好步数的题来说步数不够，但思路相同）
   *[no] {""}
}：
judge-lesson-impossible = 从一开始就无法用{ $within }清空棋盘：答案是 -1。
judge-lesson-possible-from-start = 从一开始就可以用{ $within }清空棋盘，而{ $next ->
    [cannot] 第 { $k } 步在那里无法进行
   *[stops] 答案在那里就结束了
}。
judge-lesson-possible-after = 第 { $i } 步之后仍可以用{ $within }清空棋盘，而{ $next ->
    [cannot] 第 { $k } 步在那里无法进行
   *[stops] 答案在那里就结束了
}。
judge-lesson-wrong = 答案从第 { $k } 步（`{ $move }`）开始出错：这一步之前仍可以用{ $within }清空棋盘，这一步之后剩下的步数已无法清空棋盘。
judge-lesson-way-from-start = 从一开始的一种走法：
judge-lesson-way-after = 从第 { $i } 步之后接着走的一种走法：

## 生成器。

solve-gen-spec-board-size = 不支持 { $width } x { $height } 的棋盘（应为 1 到 { $max_w } 列、1 到 { $max_h } 行）
solve-gen-spec-no-room = { $width } x { $height } 的棋盘放不下三个连成一线的方块
solve-gen-spec-colours = { $colours } 种颜色：应为 1 到 { $max } 种
solve-gen-spec-moves = { $moves } 步：应为 1 到 { $max } 步
solve-gen-spec-blocks = { $width } x { $height } 的棋盘放不下至少 { $blocks } 个方块
solve-gen-spec-attempts = 至少需要尝试一次
solve-gen-spec-difficulty = 难度范围 { $from }..{ $to } 是空的
solve-gen-gave-up = 尝试了 { $attempts } 次，没有找到{ $kind ->
    [solvable] 有解
   *[unsolvable] 无解
}的谜题；可以减少步数、增加颜色或换更大的棋盘{ $unique ->
    [yes] ，或去掉 --unique
   *[no] {""}
}{ $banded ->
    [yes] ，或放宽 --difficulty
   *[no] {""}
}
solve-gen-stopped = 生成已停止（{ solve-halt }）

## 合并分片的输出、续跑（`merge`、`--resume`）。$key 是输入中任务的键：它的 `id`，或 `line L`。

solve-batch-place = { $part } 第 { $line } 行
solve-batch-input = 输入：{ $error }
solve-batch-input-too-large = 超过 { $mib } MiB：谜题文件不会这么大
solve-batch-same-key = 输入的第 { $first } 行和第 { $second } 行的 `id` 相同，都是 { $key }：`batch` 靠 `id` 区分任务
solve-batch-not-report = { $place }：不是 `mayan batch` 输出的报告
solve-batch-no-key = { $place }：这份报告没有 `id`；`merge` 要求每个请求都带有 `"id"`
solve-batch-unknown = { $place }：它回答的是 { $key }，而输入中没有这个任务
solve-batch-twice = { $key } 被回答了两次：{ $first } 和 { $second }
solve-resume-not-report = 第 { $line } 行不是 `mayan batch` 输出的报告（{ $why ->
    [not-json] 不是 JSON
    [not-object] 不是 JSON 对象
   *[no-result] 既没有 `"solved"` 也没有 `"error"`
}）；`--resume` 只会续写 `batch` 自己写出的文件
solve-resume-too-long = 第 { $line } 行超过了 { $mib } MiB：不是 `mayan batch` 输出的报告

## 批量运行的分片：--shard I/N 与 --shard auto。

solve-shard-shape = 应为 I/N 的形式，例如 0/4（第 0、4、8……行）
solve-shard-number = I 和 N 必须是整数，例如 0/4
solve-shard-no-shards = N 至少为 1
solve-shard-past = I 必须小于 N（分片从 0 开始编号：0/{ $count } 到 { $last }/{ $count }）
solve-shard-no-scheduler = 没有设置任何作业数组的变量（`SLURM_ARRAY_TASK_ID`、`JOB_COMPLETION_INDEX`、`PBS_ARRAY_INDEX`）：请作为作业数组中的一个任务运行，或者给出 --shard I/N
solve-shard-variable = { $name }={ $value } 不是整数
solve-shard-scheduler = { $scheduler ->
    [slurm] Slurm
    [pbs] `PBS`
   *[kubernetes] Kubernetes 的 `Indexed Job`
}
solve-shard-no-count = { solve-shard-scheduler } 没有给出作业数组中的任务数：请用 `--shard auto/N` 给出
solve-shard-outside = { solve-shard-scheduler } 的任务 { $index } 不在作业数组的 { $count } 个任务之中（0 到 { $last }）{ $scheduler ->
    [kubernetes] ：请用 `--shard auto/N` 给出这个 `Job` 的 `completions`
    [pbs] ：请从 0 开始给数组编号（`qsub -J 0-N-1`）
   *[slurm] {""}
}
