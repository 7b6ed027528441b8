## plan: zh-CN
## 思路：逐次讲解一个解中的每次消除（explain --plan、hint --why、check --explain）。
## 格子按谜题的记法给出：(x, y) 或 (第 R 行第 C 列)。
## 只有 *[other] 一项的选择：英文要按单复数变化，中文不需要，这样两种语言的参数保持一致。

# 中文数词与量词前的数：“三个 2”。
plan-count = { $n ->
    [0] 零
    [1] 一
    [2] 两
    [3] 三
    [4] 四
    [5] 五
    [6] 六
    [7] 七
    [8] 八
    [9] 九
    [10] 十
    [11] 十一
    [12] 十二
   *[other] { $n } {""}
}

plan-head = 思路：共 { $moves } 步，发生 { $clears } 次消除。

plan-null-move = 第 { $number } 步没有改变棋盘：{ $kind ->
    [equal] 它把 { $from } 的 { $colour } 与 { $to } 的 { $colour } 交换，两者颜色相同
   *[fell-back] 它把 { $from } 的 { $colour } 向上推进空格 { $to }，方块随即掉回原处
}。

plan-clear = { $number }. 第 { $on_move } 步{ $stage ->
    [1] {""}
   *[other] 的第 { $stage } 轮消除（连锁消除）
}：{ $summary }。
plan-when = 第 { $on_move } 步{ $stage ->
    [1] {""}
   *[other] 的第 { $stage } 轮消除（连锁消除）
}

plan-summary = { plan-count }个 { $colour } 在{ $lines }{ $dir ->
    [horizontal] 横向连成一线
    [vertical] 纵向连成一线
   *[both] 纵横交叉相连
}，即 { $cells }
plan-line = { $horizontal ->
    [yes] 第 { $at } 行第 { $from }-{ $to } 列
   *[no] 第 { $at } 列第 { $from }-{ $to } 行
}
plan-lines-and = { $first }和{ $then }

## 每个方块是怎样到位的。

plan-block = 原在 { $start } 的 { $colour } { $did }。
plan-slid = { $side ->
    [right] 向右
   *[left] 向左
}移动了 { $n } 格
plan-lifted = 经交换{ $way ->
    [up] 上移
   *[down] 下移
}了 { $n } 行
plan-came-back = 被移动后又回到了原位
plan-by = { $part }（第 { $moves } 步{ $n ->
   *[other] {""}
}）
plan-fell = 掉落了 { $n } 行
plan-and-then = { $first }，又{ $then }
plan-in-place = 位于 { $cells } 的{ $n ->
    [1] {""}
   *[other] { plan-count }个
} { $colour } 原地未动。
plan-served = 由第 { $moves } { $n ->
    [1] 步促成。
   *[other] 这{ plan-count }步促成。
}

## 必须先发生的消除。

plan-needs = 第 { $clear } 次消除必须先发生：{ $clauses }。
plan-need-sep = ；
plan-its = 它在 { $cells } 的{ $n ->
    [1] 方块
   *[other] { plan-count }个方块
}
plan-whose = 原在 { $cells } 的{ $n ->
    [1] {""}
   *[other] { plan-count }个
} { $colour }
plan-need = { $why ->
    [held-up] { $its }托着{ $whose }
    [made-room] { $whose } 掉进了{ $its }留下的空位
   *[brought] { $whose } 掉进了{ $its }留下的空位，而第 { $by } 步{ $by_n ->
       *[other] {""}
    }已把这个空位移到了第 { $columns } 列{ $columns_n ->
       *[other] {""}
    }
}

plan-end = { $cleared ->
    [yes] 棋盘已清空。
   *[no] 棋盘没有清空。
}

## 无法生成的思路，或与复核不符的思路。这些都是思路本身的错误，与答案无关。

plan-error-illegal = 第 { $number } 步：{ $error }
plan-error-after-clear = 第 { $number } 步：棋盘已经清空，游戏到此结束
plan-error-untrue = 第 { $clear } 次消除：{ $what }
plan-untrue-moves = 走过的步或结果不一致
plan-untrue-numbered = 编号顺序不对
plan-untrue-no-stage = 第 { $on_move } 步没有第 { $stage } 轮消除
plan-untrue-not-vanished = ({ $x }, { $y }) 并没有作为颜色 { $colour } 被消除
plan-untrue-short-line = 有一条线不足三个方块
plan-untrue-line-cell = { $cell } 在线上，却不在这次消除中
plan-untrue-lines = 它的线与它的格子和方向不符
plan-untrue-blocks = 每个格子应有一个方块
plan-untrue-block = 原在 { $start } 的方块没有到达 { $end }
plan-untrue-move = 第 { $number } 步没有移动这种颜色的方块
plan-untrue-served = 促成它的步不对
plan-untrue-touch = 它的格子并不相连
plan-untrue-clears = 这些消除并不是所有被消除的方块
plan-untrue-one = 它与第 { $other } 次消除其实是同一次
plan-untrue-no-block = { $cell } 处没有方块被消除
plan-untrue-start = { $cell } 处的方块原在 { $start }，而不是 { $said }
plan-untrue-not-needed = 它并不像所说的那样需要第 { $other } 次消除
plan-untrue-needed = 它需要第 { $other } 次消除（为了原在 { $block } 的方块），却没有说明
plan-untrue-needs-order = 它需要的消除顺序不对
plan-untrue-nulls = 空移动是 { $nulls }，而不是 { $listed }
plan-untrue-null = 第 { $number } 步并不是所说的那种空移动
plan-untrue-rooms-before = 第 { $number } 步之前，方块不在原来的位置上
plan-untrue-rooms-fell = 第 { $number } 步中，方块不在掉落后的位置上
plan-untrue-rooms-no-clear = { $cell } 被消除了，却不属于任何一次消除
plan-untrue-rooms-settled = 第 { $number } 步之后，方块不在稳定后的位置上
