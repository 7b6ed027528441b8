## core: zh-CN
## 规则、读取与名称（mayan-core，docs/spec.md）。

moves-count = { $n } 步

## 列表："a"、"a 和 b"、"a、b 和 c"；"a 或 b"。

list-sep = 、
list-and = { $first } 和 { $last }
list-or = { $first } 或 { $last }

## 棋盘与移动。

rule-board-size = 不支持 { $width } x { $height } 的棋盘（应为 1 到 { $max_w } 列、1 到 { $max_h } 行）
rule-move-off-board = ({ $x }, { $y }) 在棋盘之外
rule-move-direction = { $rules } 规则不允许{ $dir ->
    [right] 向右
    [left] 向左
    [up] 向上
   *[down] 向下
}移动
rule-move-no-block = ({ $x }, { $y }) 处没有方块
rule-move-target-off-board = ({ $x }, { $y }) 处的方块不能{ $dir ->
    [right] 向右
    [left] 向左
    [up] 向上
   *[down] 向下
}移动：那里在棋盘之外
rule-move-null = 把 ({ $x }, { $y }) 处的方块{ $dir ->
    [right] 向右
    [left] 向左
    [up] 向上
   *[down] 向下
}移动不会改变棋盘，而这里不允许空移动
rule-move-garbage = 移动格子 ({ $x }, { $y }) 会动到垃圾块，而垃圾块不能移动

## 谜题。

rule-puzzle-floating = ({ $x }, { $y }) 处的方块悬空：它下方的格子是空的
rule-puzzle-run = 棋盘上已有三个或更多连成一线的同色方块：({ $x }, { $y }) 处的颜色 { $colour }
rule-puzzle-budget = 步数必须在 1 到 { $max } 之间，实际为 { $found }
rule-puzzle-no-budget = 没有给出步数
rule-puzzle-colour = ({ $x }, { $y }) 处的颜色 { $colour } 超出范围（应为 1 到 { $max }）
rule-puzzle-garbage = ({ $x }, { $y }) 处的垃圾块在棋盘之外、大小为零，或压在方块或另一个垃圾块上
rule-puzzle-garbage-rules = 垃圾块只按 `drag` 规则玩，不能按 { $rules } 规则

## 文本中的位置。

read-pos = 第 { $line } 行第 { $column } 列
read-at = { $pos }：{ $message }

## 格式。

read-unfit = { $format ->
    [noip] NOIP 输入
   *[panel-attack] Panel Attack 文件
}无法容纳这个谜题：{ $reasons }
read-unfit-sep = ；
read-int = { $what ->
    [moves] 应为步数 n（整数）
    [colour] 应为颜色编号（整数）
    [x] 应为 x（整数）
   *[y] 应为 y（整数）
}，实际为 `{ $found }`
read-int-too-large = { $what ->
    [moves] 步数 n 的值
    [colour] 颜色编号的值
    [x] x 的值
   *[y] y 的值
} `{ $found }` 过大
read-noip-empty = 输入为空：应先给出步数 n
read-noip-end = 输入在{ $after }之后意外结束：{ $missing ->
    [column] 缺少第 { $x } 列
   *[zero] 第 { $x } 列没有以 0 结尾
}（应有 { $width } 列，每列以 0 结尾）
read-noip-colour = 第 { $x } 列中的颜色 { $colour } 超出范围（应为 1 到 { $max }，0 表示该列结束）
read-noip-tall = 第 { $x } 列超过了 { $height } 个方块（是否漏了结尾的 0？）
read-noip-after = 最后一列之后多出了 `{ $found }`（NOIP 输入只有 n 和 { $width } 列）
read-noip-unfit-size = 棋盘为 { $width } x { $height }（NOIP 的棋盘是 { $noip_width } x { $noip_height }）
read-noip-unfit-rules = 规则是 { $rules }（NOIP 使用 `drag` 规则）
read-noip-unfit-colour = 棋盘上有颜色 { $colour }（NOIP 的颜色为 1 到 { $max }）
read-noip-unfit-grey = 棋盘上有灰色方块（NOIP 没有灰色方块）

## 网格格式。

read-grid-header-word = 首行中的 `{ $found }` 不是 `key=value` 的形式（可用 `moves=N`、`rules=R`、`goal=G`、`finish=F`）
read-grid-header-twice = 首行把 { $key } 给了两次
read-grid-header-moves = `moves=`{ $found }：步数应为整数
read-grid-header-field = 首行没有 `{ $found }` 这一项（可用 `moves=N`、`rules=R`、`goal=G`）
read-grid-empty = 输入为空：应给出若干行格子
read-grid-no-rows = 网格只有首行，没有棋盘的行
read-grid-budget-too-large = 步数 `{ $found }` 过大
read-grid-tall = 网格有 { $height } 行，超过了支持的 { $max } 行
read-grid-wide = 网格宽 { $width } 格，超过了支持的 { $max } 格
read-grid-ragged = 这一行有 { $cells } 格，而第一行（第 { $line } 行）有 { $width } 格：每行的格数必须相同
read-grid-colour = 颜色 { $colour } 超出范围（0 表示空，颜色为 1 到 { $max }）
read-grid-cell = `{ $found }` 不是格子（应为 `.` 或 `0` 表示空格，`1`-`9`、`a`-`z` 或 `#`）

## 答案与格子。

read-answer-minus-one-again = 又出现了 `-1`（无解）：它单独一行就是完整的答案，而第 { $line } 行已经给过
read-answer-minus-one-mixed = `-1`（无解）与移动混在了一起
read-answer-not-a-move = `{ $found }` 不是一步移动（应为 `x y g`、`x y R|L|U|D` 或 `rRcC`）
read-answer-fields = 一步移动应有三项 `x y g` 或 `x y R|L|U|D`，实际有 { $fields } 项
read-answer-direction = `{ $found }` 不是方向（应为 1 或 -1，或 R、L、U、D）
read-cell-panel = (第 { $row } 行第 { $column } 列)

## Panel Attack 文件。

read-panel-not-json = 不是 JSON：{ $error }
read-panel-no-sets = 没有 `"Puzzle Sets"` 列表
read-panel-where = 谜题集 "{ $set }" 的第 { $index } 题：{ $error }
read-panel-no-stack = 没有 `"Stack"` 字符串
read-panel-json = { $kind ->
    [null] 空值 `null`
    [bool] 布尔值 { $value }
    [number] 数字 { $value }
    [short-string] 字符串 { $value }
    [string] 一个字符串
    [list] 一个列表
   *[object] 一个对象
}
read-panel-not-string = "{ $key }" 必须是字符串，而它是{ $found }
read-panel-moves-fraction = `"Moves"` 必须是整数，而它是 { $found }
read-panel-moves-too-large = `"Moves"` 的值 { $found } 过大
read-panel-moves-not-number = `"Moves"` 必须是数字，而它是{ $found }
read-panel-countdown = `"Do Countdown"` 必须是 `true` 或 `false`，而它是{ $found }
read-panel-frames = "{ $key }" 必须是帧数（0 或更大），而它是{ $found }
read-panel-frames-too-large = "{ $key }" 的值 { $found } 过大
read-panel-cursor = `"CursorStartLeft"` 必须是带整数 `"Row"` 和 `"Column"` 的对象，而它是{ $found }
read-panel-start = "{ $found }" 不是开始时机（游戏中有 `"immediately"`、`"countdown"`、`"firstInput"` 和 `"firstSwap"`）
read-panel-clear = 不支持 `"clear"` 类谜题：这类谜题要和时间赛跑（必须在停顿时间用完之前消除垃圾块）；只支持 `"moves"` 和 `"chain"` 两类谜题
read-panel-type = "{ $found }" 不是谜题类型（游戏中只有 `"moves"`、`"chain"` 和 `"clear"`）
read-panel-garbage = 这道谜题有垃圾块，只有 `mayan solve`、`mayan verify` 和 `mayan list` 能处理；其他命令不能
read-panel-garbage-nested = 堆叠第 { $at } 个字符 `{ $found }` 位于在第 { $open } 个字符结束的垃圾块之内（垃圾块从 `[` 或 `{"{"}` 写到对应的 `]` 或 `{"}"}`）
read-panel-garbage-unopened = 堆叠第 { $at } 个字符 `{ $found }` 开始的垃圾块没有 `]` 或 `{"}"}` 结束
read-panel-garbage-mixed = 堆叠第 { $at } 个字符 `{ $found }` 开始的垃圾块与它的结尾种类不同（`[` 对应 `]`，`{"{"}` 对应 `{"}"}`）
read-panel-garbage-shape = 堆叠第 { $at } 到第 { $end } 个字符的垃圾块（{ $cells } 格）形状不是游戏接受的：不超过 { $width } 格的垃圾块在一行之内，更长的要占满整行
read-panel-garbage-filler = 堆叠第 { $at } 个字符 `=` 不在任何垃圾块之内
read-panel-garbage-panel = 堆叠第 { $at } 个字符是方块 `{ $found }`，却在垃圾块之内
read-panel-garbage-unclosed = 堆叠第 { $at } 个字符 `{ $found }` 结束的垃圾块没有 `[` 或 `{"{"}` 开始
read-panel-garbage-chain = 不支持带垃圾块的 `"chain"` 谜题；只支持带垃圾块的 `"moves"` 谜题
read-panel-garbage-buffer = 不支持带 `"GarbagePanelBuffer"` 的垃圾块：被消除的垃圾会变成其中的颜色，而 mayan 只把它变成灰色方块
read-panel-stack-long = 堆叠中有 { $panels } 个方块，超过了 6 x 12 棋盘的 { $max } 格
read-panel-not-panel = 堆叠第 { $at } 个位置上的 `{ $found }` 不是方块（应为 0-9）
read-panel-unfit-size = 棋盘为 { $width } x { $height }（Panel Attack 的棋盘宽 { $panel_width } 格，至多高 { $panel_height } 格）
read-panel-unfit-rules = 规则是 { $rules }（Panel Attack 使用 `drag` 规则）
read-panel-unfit-colour = 棋盘上有颜色 { $colour }（Panel Attack 的方块为 1 到 { $max }，9 是灰色）
read-panel-no-set = 没有名为 "{ $set }" 的谜题集{ $which ->
    [none] ；文件中没有任何谜题集
    [all] ；文件中有 { $names }
    [count] ，文件中的 { $sets } 个谜题集都不是
   *[closest] ；文件中 { $sets } 个谜题集里最接近的是：{ $names }
}
read-panel-no-index = 谜题集 "{ $set }" 只有第 1 到第 { $count } 题，没有第 { $index } 题

## Panel Attack 的 Solution 字符串。

read-solution-move = 第 { $index } 步：{ $error }
read-solution-input = `{ $found }` 不是输入字符（应为 A-Z、a-z、0-9、+ 或 /）
read-solution-no-count = 输入字符 `{ $input }` 后面没有帧数
read-solution-count-too-large = 帧数过大
read-solution-swaps = 这个解的交换超过了 { $max } 次

## 读取。

read-format-title = { $format ->
    [noip] NOIP 输入
    [grid] 网格
   *[panel-attack] Panel Attack 文件
}
read-not-valid = { $format ->
    [noip] 不是有效的 NOIP 输入
    [grid] 不是有效的网格
   *[panel-attack] 不是有效的 Panel Attack 文件
}：{ $error }
read-undetected = 无法判断格式：作为网格读取时，{ $grid }；作为 NOIP 输入读取时，{ $noip }
read-noip-rules = NOIP 格式只能使用 `drag` 规则
read-not-panel = 谜题集名和编号只能从 Panel Attack 文件中选取谜题，而这是{ $format ->
    [noip] 一份 NOIP 输入
    [grid] 一个网格
   *[panel-attack] 一个 Panel Attack 文件
}
read-no-pick = 这个 Panel Attack 文件的 { $sets } 个谜题集中共有 { $puzzles } 个谜题：请用谜题集名和编号选出一个
read-no-puzzle = 这个 Panel Attack 文件中没有谜题
read-not-a-puzzle = 不是有效的谜题：{ $error }

## 名称：移动规则、目标、完成方式与格式。

name-unknown = 未知的{ $kind ->
    [move-set] 移动规则
    [goal] 目标
    [finish] 完成方式
   *[format] 格式
} `{ $name }`（应为 { $expected }）
name-about-move-set-drag = 方块向左或向右移动（Mayan、Panel de Pon）
name-about-move-set-swap4 = 方块向左、右、上、下移动（箱子迷宫）
name-about-goal-exact = 恰好 n 步（NOIP）
name-about-goal-at-most = 至多 n 步（Panel de Pon）
name-about-goal-shortest = 最少步数，不超过 n 步
name-about-finish-clear = 消除棋盘上的所有方块，任何一步都可以有连锁消除
name-about-finish-chain = 先走不消除任何方块的步，再用一次连锁消除清空棋盘
name-about-format-noip = NOIP 2011：先是 n，然后是 5 列，每列自下而上，以 0 结尾
name-about-format-grid = 自上而下逐行给出，每格一个字符或整数
name-about-format-panel-attack = Panel Attack 谜题文件（JSON）；用 --puzzle 和 --index 选出一个谜题

name-goal = { $goal ->
    [exact] 恰好 { $n } 步
    [at-most] 至多 { $n } 步
   *[shortest] 最少步数（不超过 { $n } 步）
}
name-finish = { $finish ->
    [chain] 且一次连锁消除完成（先走不消除任何方块的步，最后一步的连锁消除清掉所有颜色）
   *[clear] {""}
}
name-puzzle-goal = { name-goal }{ name-finish }

## 逐步进行的游戏。

game-refused-clear = 棋盘已经清空，游戏到此结束
game-refused-no-moves-left = 已经没有剩余步数了
game-refused-null-move = 这一步不改变棋盘，而这里空移动不算一步
game-refused-chain-ended = 连锁消除已经结束，棋盘上还留有彩色方块，游戏到此结束
game-playing = 还剩 { $left } 步。
game-won = 用 { $moves } 步清空了棋盘！
game-cleared-early = 用 { $moves } 步清空了棋盘，但这个谜题要求{ name-goal }。
game-out-of-moves = 步数用完了，棋盘上还剩 { $blocks } 个方块。
game-chain-ended = 第 { $moves } 步引发的连锁消除结束后还剩 { $blocks } 个方块：连锁谜题必须用一次连锁消除清空棋盘。
