## web: zh-CN
## 网页（`mayan serve`）：浏览器用 @fluent/bundle 排版这些消息（由
## /i18n/zh-CN.ftl 提供）；web-api-* 是服务器自己说的话（错误信息）。
## 页面把消息中反引号里的文字显示为 <kbd> 或 <code>。
## 中文没有复数变化：英文按数量选词的地方，这里有时只留一个默认分支。

## 列表：“甲、乙、丙”。

web-list-two = { $first }、{ $second }
web-list-more = { $first }、{ $rest }
web-number-list-two = { $first }、{ $second }
web-number-list-more = { $first }、{ $rest }
web-sequence-more = { $first }、{ $rest }
web-clauses-more = { $first }；{ $rest }

## 页面上固定的文字（index.html）。

web-page-title = Mayan：用 n 步清空棋盘
web-skip = 跳到棋盘
web-tagline = 交换方块，凑齐三个连成一线，用 n 步清空棋盘。
web-lang-group = 语言
web-mode-group = 游玩或编辑
web-mode-play = 游玩
web-mode-edit = 编辑
web-zoom-group = 格子大小
web-zoom-in = 放大格子
web-zoom-out = 缩小格子
web-prev = 上一题
web-prev-title = 上一道谜题
web-next = 下一题
web-ticks-label = 本题集的谜题
web-board-bar = 移动与解答
web-undo = 撤销
web-redo = 重做
web-restart = 重新开始
web-restart-title = 从头再玩这道谜题（R）
web-hint = 提示
web-solve = 求解
web-cancel = 取消
web-pb-first = 回到开头
web-pb-back = 后退一步
web-pb-play = 播放
web-pb-pause = 暂停
web-pb-forward = 前进一步
web-pb-last = 跳到结尾
web-pb-step = 进度
web-pb-to-game = 返回游戏
web-pb-to-editor = 返回编辑器
web-playback-group = 回放
web-plan-open = 为什么可行：逐次消除的解题思路
web-plan-help = 把指针移到某次消除上，就能在棋盘上看到它；回放时，每次消除发生都会被标出来。
web-keys-open = 快捷键
web-keys-game = 游玩时：方向键移动光标，`Shift`+方向键移动光标处的方块（也可先按 `Space` 再按方向键），`H` 请求提示，`R` 重新开始，`N` 打开下一题，`Ctrl`+`Z` 撤销一步。回放时 `,` 后退一步，`.` 前进一步，`P` 播放。
web-keys-edit = 编辑时：方向键移动光标，`Space` 涂色，`1`–`9` 选取一种颜色并涂上，`0` 或 `Delete` 擦除，`G` 涂成灰色，`Ctrl`+`Z` 撤销，`Ctrl`+`Shift`+`Z` 重做。
web-controls-label = 谜题
web-paint-legend = 涂色
web-board-legend = 棋盘
web-width = 宽度
web-height = 高度
web-rules-label = 移动方式
web-rules-drag = 左右移动
web-rules-swap4 = 四向移动（上下左右）
web-clear = 清空
web-settle = 整理
web-settle-title = 让悬空的方块掉落，让三个连成一线的方块消除
web-goal-legend = 目标
web-budget = 步数
web-goal-label = 步数要求
web-goal-exact = 恰好 n 步
web-goal-at-most = 至多 n 步
web-goal-shortest = 最少步数（≤ n）
web-no-null = 空移动不计步数（交换两个相同的方块不算一步）
web-packs-open = 题集
web-pack-label = 题集
web-random-level = 难度
web-random = 随机谜题
web-random-about = 让生成器新生成一道 5 × 7 的谜题，难度与所选级别相当（难度分由生成器评定，见下文）。
web-share = 分享链接
web-share-label = 这道谜题的链接
web-import-open = 粘贴或载入谜题
web-paste-label = 网格的各行（最上面一行在前）或 NOIP 输入
web-paste-load = 载入文本
web-paste-current = 以文本显示当前棋盘
web-file-label = 谜题文件：NOIP 输入、网格或 Panel Attack 文件（JSON）
web-drop-hint = 也可以把文件拖放到页面的任意位置。
web-panel-pick = 谜题
web-export-open = 导出棋盘
web-export-about = 下载棋盘及其步数和目标，保存为 `mayan` 能读取的格式。
web-export-group = 导出为
web-export-noip = NOIP 输入
web-export-grid = 网格
web-export-panel = Panel Attack
web-export-holds = 内容：
web-gen-open = 生成谜题
web-gen-colours = 颜色数
web-gen-moves = 步数
web-gen-difficulty = 最低难度
web-gen-none = 不限
web-gen-seed = 种子
web-gen-random = 随机
web-gen-unique = 只要唯一解
web-generate = 生成
web-drop-target = 松开鼠标即可载入谜题文件：NOIP 输入、网格或 Panel Attack 文件。
web-footer = Mayan 玩的是重力交换类谜题：NOIP 2011 的 Mayan 游戏（`drag`，恰好 n 步）、Panel de Pon 谜题（`drag`，至多 n 步，灰色方块永不消除）和箱子迷宫（`swap4`）。移动写作 `x y R|L|U|D`，其中 `x` 是从左数的列号，`y` 是从下数的行号，都从 0 开始；Panel Attack 谜题用游戏自己的 `rRcC` 记法：`R` 是从下数的行号，表示交换第 `C` 列与第 `C+1` 列，都从 1 开始，这类谜题的棋盘也从 1 开始编号。

## 谜题的标题栏。

web-title-custom = 你的棋盘
web-title-link = 分享来的棋盘
web-title-pasted = { $format ->
    [noip] 粘贴的 NOIP 输入
   *[grid] 粘贴的网格
}
web-title-panel = { $set } 第 { $index } 题
web-title-pack = { $pack } · { $name }
web-title-generated = 生成的谜题
web-title-random = 随机谜题，难度 { $level }
# 题集的名字（按 id；其余用服务器给的名字，例如 Panel Attack 的题组名）。
web-pack-name = { $id ->
    [noip2011] NOIP 2011
    [box-mazes] 箱子迷宫
    [box-mazes-n4] 箱子迷宫：4 步
    [generated-n4] 生成的谜题：4 步
    [generated-n5] 生成的谜题：5 步
   *[other] { $name }
}
web-puzzle-name = { $kind ->
    [sample] 样例
    [case] 测试点 { $n }
    [seed] 种子 { $n }
    [number] 第 { $n } 题
   *[other] { $name }
}
web-sub-pack = 第 { $number } 题，共 { $of } 题
web-sub-seed = 种子 { $seed }
web-sub-seed-score = 种子 { $seed }，难度 { $score }
web-sub-changed = 步数或目标已改动：它已不是题集里原样的那道题。
web-tick-label = 第 { $number } 题，{ $name }{ $solved ->
    [yes] ，已解出
   *[no] {""}
}
# 怎样达成目标（$goal，$n），放在“消除所有方块”之前。
web-goal-how = { $goal ->
    [exact] 恰好用 { $n } 步
    [at-most] 至多用 { $n } 步
   *[shortest] 用尽可能少的步数（至多 { $n } 步）
}
web-goal-line = { $grey ->
    [yes] { web-goal-how }消除所有彩色方块（灰色方块永不消除）。
   *[no] { web-goal-how }消除所有方块。
}
web-goal-line-chain = 连锁谜题：先交换方块但不引发任何消除，再做一次交换，让它引发的连锁消除清掉所有彩色方块；全程{ web-goal-how }（灰色方块永不消除）。
web-no-null-note = 交换两个相同的方块不算一步。
web-goal-with-note = { $goal }{ $note }
web-howto-drag = 向左或向右{ $pointer ->
    [touch] 滑动
   *[mouse] 拖动
}方块，或者先点方块、再点它要去的格子：方块会掉落，三个连成一线就会消除。
web-howto-swap4 = 向上、下、左、右{ $pointer ->
    [touch] 滑动
   *[mouse] 拖动
}方块，或者先点方块、再点它要去的格子：方块会掉落，三个连成一线就会消除。
web-howto-edit = 单击或拖动来涂色（触屏上轻点），右键擦除；点“游玩”试玩这个棋盘。
web-howto-watch = 逐步展示解法：用按钮单步查看，或者让它自动播放。
web-moves-left = 还剩 { $left } 步
web-board-size = { $w } × { $h }

## 棋盘。

web-cell-label = 第 { $col } 列，第 { $row } 行：{ $what }
web-cell-panel = 第 { $row } 行，第 { $col } 列：{ $what }
web-cell-empty = 空
web-cell-grey = 灰色方块
# 颜色按色块和形状称呼（棋盘上不显示数字）；11 号及以上的颜色没有形状。
# 中文不分单复数：$n 只有一个分支。
web-colour = { $n ->
   *[other] { $v ->
        [1] 橙色圆形
        [2] 天蓝色三角形
        [3] 绿色正方形
        [4] 黄色菱形
        [5] 蓝色星形
        [6] 朱红色十字
        [7] 粉色心形
        [8] 酒红色叉形
        [9] 白色圆环
        [10] 青绿色六边形
       *[other] 标着 { $v } 的方块
    }
}
web-swatch-erase = 擦除
web-swatch-grey = 灰色方块（永不消除）
web-swatch-key = { $name }（快捷键 { $key }）
web-undo-move = 撤销上一步（Ctrl+Z）
web-redo-move = 重做撤销的那一步（Ctrl+Shift+Z 或 Ctrl+Y）
web-undo-edit = 撤销上一次编辑（Ctrl+Z）
web-redo-edit = 重做撤销的编辑（Ctrl+Shift+Z 或 Ctrl+Y）
web-cell = ({ $x }, { $y })
web-cell-panel-name = 第 { $row } 行第 { $col } 列

## 移动。

web-move-words = 第 { $col } 列、第 { $row } 行的方块向{ $dir ->
    [R] 右
    [L] 左
    [U] 上
    [D] 下
   *[other] ?
}移动
web-moves-intro = 移动（x y 方向，第 0 行在最下面）：
web-moves-intro-panel = 按 Panel Attack 记法写出的移动（rRcC：R 是从下数的行号，表示交换第 C 列与第 C+1 列）：
web-move-button = 第 { $k } 步：{ $name }，{ $words }。点击在棋盘上查看。
web-already-clear = 棋盘已经是空的。
web-your-moves = 你的移动：{ $moves }

## 游戏。

web-your-move = 轮到你了。
web-won = 过关！用了 { $moves } 步。
web-won-next = 过关！用了 { $moves } 步。点“下一题”继续。
web-won-last = 过关！用了 { $moves } 步。这是本题集的最后一题。
web-cleared-early = 用 { $moves } 步就全部消除了，但这道谜题要求{ $goal ->
    [exact] 恰好 { $n } 步
   *[at-most] 至多 { $n } 步
}。
web-chain-ended = 第 { $move } 步引发的连锁消除留下了彩色方块：连锁谜题必须在一次连锁中全部消除。撤销或重新开始再试一次。
web-out-of-moves = 步数用完了，还剩 { $blocks } 个方块。
web-game-over = { $message }撤销或重新开始即可继续。
web-picked = 已选中 { $cell } 处的方块：点它要去的格子，或按方向键。
web-picked-up = 已拿起 { $cell } 处的方块：按方向键移动它。
web-not-a-move = 不能这样移动：{ $why }
web-took-back = 已撤回 { $move }。
web-played-again = 已重走 { $move }。
web-restarted = 回到开头：点“重做”可以重走你的各步。
web-cannot-play = 这个棋盘暂时还不能玩：{ $why }
web-game-again = 谜题变了，游戏从头开始：你之前走的 { $moves } 步是针对原来那道题的。
web-link-moves-bad = 链接中的移动并非全都合法（{ $why }）：游戏从头开始。
web-link-moves-unread = 链接中的移动无法识别（应为 x.y.D，用 _ 连接）：只载入了谜题，没有载入这些移动。

## 提示。

web-hint-searching = 正在寻找能获胜的第一步
web-hint-searching-game = 正在寻找仍能获胜的一步
web-hint-none = 没有哪个第一步能在 { $n } 步之内清空棋盘。
web-hint-found = 有 { $count } 个第一步仍能在 { $n } 步之内获胜；全程最少需要 { $fewest } 步。
web-hint-list-intro = 能获胜的第一步（棋盘上以箭头标出）：
web-hint-list-game = 从当前局面出发，在剩下的 { $left } 步之内能获胜的移动：
web-hint-item = { $move }：{ $after ->
    [0] 直接清空棋盘
   *[other] 之后还需 { $after } 步
}{ $fewest ->
    [yes] （最少）
   *[no] {""}
}
web-hint-none-game = 从当前局面出发，剩下的 { $left } 步之内已无法清空棋盘。
web-hint-game = 提示：{ $count ->
    [1] 走 { $moves } 仍能
   *[other] 走 { $moves } 中任意一步都仍能
}在剩下的 { $left } 步之内获胜（棋盘上以箭头标出）。
web-hint-won = 棋盘已经清空：你赢了。
web-hint-no-moves = 步数已经用完：撤销或重新开始再试一次。

## 求解与回放。

web-solving = 正在求解
web-time-ms = { $ms } 毫秒
web-time-s = { $s } 秒
web-solved = 求解完成：共 { $moves } 步（{ $nodes } 个局面，{ $time }）。
web-no-solution = 无解：无法{ web-goal-how }清空棋盘（{ $nodes } 个局面，{ $time }）。
web-no-pure-solution = 按 Mayan 的纯规则（方块掉落时不能移动）无解：“{ $set }”第 { $index } 题无法{ web-goal-how }完成消除。Panel Attack 自带的解法需要在方块掉落的过程中移动（{ $nodes } 个局面，{ $time }）。
web-no-chain-win = 按 Mayan 的纯规则（方块掉落时不能移动）无解：从只做不引发消除的交换所能到达的任何棋盘出发，都没有哪一次交换能用一次连锁消除完成这道连锁谜题。在 Panel Attack 中，它需要在连锁中的方块还在掉落时进行交换（{ $nodes } 个棋盘，{ $time }）。
web-replay-failed = 无法回放这个解：{ $why }
web-frame-start = 开始。下一步是第 1 步（共 { $n } 步）：{ $move }。
web-frame-start-clear = 开始：棋盘已经是空的。
web-frame-move = 第 { $k } 步（共 { $n } 步）：{ $move }，{ $kind ->
    [null] 什么也没有改变（空移动）
    [shift] 方块移进了相邻的空格
   *[swap] 两个方块互换了位置
}。
web-frame-vanish = { $stage ->
    [1] { $blocks } 个方块被消除。
   *[other] 第 { $stage } 轮消除：{ $blocks } 个方块被消除。
}
web-frame-gone = { $blocks } 个方块已消失。
web-frame-after = 第 { $k } 步之后。
web-frame-after-next = 第 { $k } 步之后。下一步是第 { $next } 步（共 { $n } 步）：{ $move }。
web-frame-end = 第 { $k } 步之后：{ $result ->
    [empty] 棋盘清空了！
    [grey] 棋盘清空了！（只剩灰色方块）
   *[left] 走完了，但还剩下方块。
}
web-frame-pos = { $i } / { $n }

## 解题思路（“为什么可行”）：/api/replay 的 plan，逐次消除讲解。

web-plan-head = 用 { $moves } 步完成 { $clears } 次消除。
web-plan-when = { $stage ->
    [1] 第 { $move } 步：
   *[other] 第 { $move } 步，第 { $stage } 轮消除：
}
web-plan-meet = { $blocks } 个{ $colour }在{ $lines }连成一线（{ $dir ->
    [horizontal] 横向
    [vertical] 纵向
   *[both] 横向和纵向
}）。
web-plan-row = 第 { $row } 行第 { $from }–{ $to } 列
web-plan-column = 第 { $col } 列第 { $from }–{ $to } 行
web-plan-block = 原在 { $from } 的{ $colour }{ $motion ->
    [slid] { web-plan-block-slid }{ web-plan-block-by }{ web-plan-block-and-fell }
    [lifted] { web-plan-block-lifted }{ web-plan-block-by }{ web-plan-block-and-fell }
    [both] { web-plan-block-slid }，又{ web-plan-block-lifted }{ web-plan-block-by }{ web-plan-block-and-fell }
    [back] 被移动后又回到了原处{ web-plan-block-by }{ web-plan-block-and-fell }
   *[none] 掉落了 { $fell } 行
}。
web-plan-block-slid = 向{ $slidDir ->
    [right] 右
   *[left] 左
}滑动了 { $slid } 格
web-plan-block-lifted = 被向{ $liftDir ->
    [up] 上
   *[down] 下
}交换了 { $lifted } 行
web-plan-block-by = { $count ->
    [0] {""}
   *[other] （第 { $moves } 步）
}
web-plan-block-and-fell = { $fell ->
    [0] {""}
   *[other] ，然后掉落了 { $fell } 行
}
web-plan-still = { $count ->
    [1] { $cells } 处的{ $colour }本来就在原位。
   *[other] { $cells } 处的 { $count } 个{ $colour }本来就在原位。
}
# 中文不分单复数：$count 只有一个分支。
web-plan-served = { $count ->
   *[other] 促成这次消除的是第 { $moves } 步。
}
web-plan-need = 第 { $clear } 次消除必须先发生：{ $clauses }。
web-plan-need-way = { $why ->
    [held-up] { web-plan-need-its }托住了原在 { $ours } 的{ $colour }
   *[fell] 原在 { $ours } 的{ $colour }{ $byCount ->
        [0] {""}
       *[other] 由第 { $by } 步移到{ web-plan-need-columns }后，
    }掉进了{ web-plan-need-its }腾出的空位
}
web-plan-need-its = { $theirCount ->
    [1] 那次消除中位于 { $theirs } 的方块
   *[other] 那次消除中位于 { $theirs } 的 { $theirCount } 个方块
}
web-plan-need-columns = { $columnCount ->
   *[other] 第 { $columns } 列
}
web-plan-null-move = { $kind ->
    [equal] 第 { $move } 步是空移动，什么也没有改变：它把 { $from } 处的{ $colour }与 { $to } 处同样的{ $colour }互换。
   *[other] 第 { $move } 步是空移动，什么也没有改变：它把 { $from } 处的{ $colour }推进上方空着的 { $to }，方块随即又落回原处。
}
web-plan-cleared = 棋盘已清空。
web-plan-not-cleared = 棋盘没有清空。

## 搜索与服务器。

web-search-tick = { $label }… { $s } 秒
web-search-queued = { $ahead ->
    [0] { $label }… { $s } 秒 · 排队中：下一个就轮到你
   *[other] { $label }… { $s } 秒 · 排队中：前面还有 { $ahead } 个
}
web-search-nodes = { $label }… { $s } 秒 · { $nodes } 个局面
web-cancelled = 已取消。
web-busy-retry = { $wait ->
    [0] 请稍后再试。
   *[other] 请 { $wait } 秒后再试。
}
web-busy-full = 服务器繁忙：搜索队列已满（{ $waiting } 个请求在等待）。{ web-busy-retry }
web-busy-waited = 服务器繁忙：请求排队等了 { $secs } 秒，仍没有轮到空闲的工作线程。{ web-busy-retry }
web-busy = 服务器繁忙：{ $why }。{ web-busy-retry }
web-timed-out = 搜索到了 { $limit } 秒的时间上限，已被停止（搜索了 { $nodes } 个局面）。步数或棋盘小一些，搜索会更快。
web-gen-timed-out = 生成器在 { $limit } 秒的时间上限内没有生成出谜题（搜索了 { $nodes } 个局面）。可以降低最低难度、减少步数，或者允许多解。
web-server-answered = 服务器返回了 { $status } { $text }。

## 编辑器。

web-not-a-puzzle = 还不是谜题：{ $why }。
web-undid-edit = 已撤销上一次编辑。
web-redid-edit = 已重做编辑。
web-cleared = 已清空。
web-settled = 已整理：悬空的方块已掉落，三个连成一线的方块已消除。

## 题集。

web-pack-option = { $name }（已解出 { $solved }/{ $of }）
web-pack-puzzle = { $number }. { $name }：{ $chain ->
    [yes] 连锁
   *[no] { $moves } 步
}
web-pack-solved-mark = 已解出
web-packs-failed = 无法载入题集：{ $why }
web-pack-about = { $id ->
    [noip2011] NOIP 2011 的样例和官方测试数据（`drag`，恰好 n 步）；两个无解的测试点没有收录。
    [box-mazes] 箱子迷宫（`swap4`：方块也能上下移动）：先是种子 004 的关卡，然后是生成器生成的迷宫。
    [box-mazes-n4] 四步的箱子迷宫，每道都恰好只有一个解，由生成器生成。
    [generated-n4] 生成器生成的 NOIP 风格四步谜题（`fixtures/generated/noip-n4`）。
    [generated-n5] 生成器生成的 NOIP 风格五步谜题（`fixtures/generated/noip-n5`）。
    [panel] 经典的 Panel Attack 题组（`drag`，至多 n 步；灰色方块永不消除）：共 { $count } 道谜题。
   *[other] 共 { $count } 道谜题。
}
web-level = { $level }：{ $level ->
    [1] 热身
    [2] 简单
    [3] 中等
    [4] 困难
   *[5] 最难
}（{ $moves } 步，{ $min ->
    [0] 分数不限
   *[other] 不低于 { $min } 分
}）

## 链接、文件与导出。

web-link-bad-board = 链接里的棋盘不是至多 16 × 16 格的矩形。
web-link-bad-cell = 链接里的棋盘含有 `{ $ch }`，它不是合法的格子。
web-link-bad-pack = 链接指向题集“{ $pack }”的第 { $number } 题，但本服务器没有这个题集。
web-link-copied = { $game ->
    [yes] 链接已复制：其中包含这道谜题和你的移动。
   *[no] 链接已复制：其中包含这道谜题。
}
web-link-shown = { $game ->
    [yes] 请复制下面的链接：其中包含这道谜题和你的移动。
   *[no] 请复制下面的链接：其中包含这道谜题。
}
web-paste-first = 请先粘贴网格的各行或 NOIP 输入。
web-loaded-text = 已载入{ $format ->
    [noip] {" "}NOIP 输入
   *[grid] 网格
}（{ $w } × { $h }{ $moves ->
    [0] {""}
   *[other] ，{ $moves } 步
}）。
web-loaded-problem = 已载入{ $format ->
    [noip] {" "}NOIP 输入
   *[grid] 网格
}，但{ $why }。按“整理”让棋盘稳定下来。
web-cannot-read = 无法读取 { $name }：{ $why }
web-choose-puzzle = 选择一道谜题…
web-panel-what = { $chain ->
    [yes] { $moves ->
        [0] 连锁
       *[other] { $moves } 步的连锁
    }
   *[no] { $moves } 步
}
web-panel-option = 第 { $index } 题：{ web-panel-what }
web-panel-option-error = 第 { $index } 题：{ web-panel-what }（不支持：{ $error }）
web-panel-pick-one = { $sets } 组中共有 { $puzzles } 道谜题：请选择一道。
web-panel-loaded = 已载入“{ $set }”第 { $index } 题：至多用 { $n } 步消除。移动用 Panel Attack 的 rRcC 记法书写。
# 文件格式，放在“导出为”“存为”之后（以拉丁字母开头的前面留一个空格）。
web-format-a = { $format ->
    [noip] {" "}NOIP 输入
    [grid] 网格
    [panel-attack] {" "}Panel Attack 文件
   *[other] {" "}{ $format }
}
web-export-failed = 无法导出为{ web-format-a }：{ $why }
web-exported = 已下载 { $file }：棋盘已存为{ web-format-a }。把它拖放到页面上即可重新载入。

## 生成器。

web-generating = 正在生成谜题
web-gen-bad-seed = 种子是至多 20 位的非负整数（留空则随机选取）。
web-gen-bad-number = “{ $field }”不是数字。
web-generated = 尝试 { $attempts } 次后生成了一道 { $w } × { $h } 的谜题：请{ web-goal-how }消除所有方块。种子 { $seed }，难度 { $score }。
web-gen-scale = 难度是一个分数：每步 10 分，搜索尝试的局面数每增加十倍加 10 分，能获胜的第一步很少时最多加 20 分，每轮连锁消除加 5 分。5 × 7 的谜题大致得分为：2 步 25–50，3 步 45–80，4 步 65–105，5 步 90–135。最低难度低于步数本身带来的分数时不起作用，高于它时生成器会尝试更多的棋盘。

## 服务器自己的话，出现在回答的 "error" 文字里：默认是英文；请求带上
## ?lang=zh 时改用中文，只改这些文字（键、状态和其他所有值都不变）。

web-api-unknown-lang = 未知的语言 `{ $lang }`：应为 `en` 或 `zh`
web-api-not-a-puzzle = 不是谜题：{ $why }
web-api-too-many-moves = { $count } 步：至多回放 { $max } 步
web-api-not-a-step = 第 { $number } 步：({ $dx }, { $dy }) 不是相邻一格的移动
web-api-move-refused = 第 { $number } 步（{ $played }）：{ $why }
