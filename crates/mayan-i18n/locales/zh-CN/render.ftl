## render: zh-CN
## `show`、`play` 和 `render` 的输出。图片中的标题和说明也用中文绘制：
## 其中每个汉字和全角标点都要在图片的字形表里（crates/mayan-render/src/font/cjk.rs），
## 改动这些消息后请运行 scripts/cjk-glyphs.py 重新生成字形（见 docs/i18n.md）。

## 所显示的移动从何而来（replay.rs）

render-source-minus-one = { $name }：答案为 -1（无解）
render-source-answer = { $name } 中的 { $moves } 步
render-source-no-solution = 用{ $within }无解
render-source-smallest = 字典序最小的解（{ $within }）
render-solver-move-illegal = 求解器给出的第 { $number } 步不合法（这是程序的错误）

## render（render.rs）

render-bad-extension = { $name }：无法写出 .{ $ext } 格式的图片：文件名请以 `.svg`、`.png` 或 `.gif` 结尾
render-no-extension = { $name }：没有扩展名，无法判断图片格式：文件名请以 `.svg`、`.png` 或 `.gif` 结尾
render-start-only = { $source }，只画出初始棋盘
render-wrote-frames = 已写入 { $name }（{ $frames } 帧）
render-wrote-board = 已写入 { $name }（初始棋盘）
render-wrote-pictures = 已写入 { $name }（{ $pictures } 幅图）

## show（show.rs）及其各步（mayan-render term.rs）

render-show-head = { $width } x { $height } 的棋盘，{ $rules } 规则，用 { $moves } 步消除所有方块
render-show-head-no-null = { $width } x { $height } 的棋盘，{ $rules } 规则，用 { $moves } 步消除所有方块（不允许空移动）
render-show-moves = { $source }：{ $moves }
render-show-marks = 标记：{ $legend }
render-show-start-only = { $source }，只显示初始棋盘。
render-legend = [c] 移动过   *c* 即将消除   * 刚刚消除   # 灰色（不参与消除）   . 空
render-caption-start = 开始
render-caption-move = 第 { $number } 步：{ $notation }
render-caption-move-null = 第 { $number } 步：{ $notation }（空移动）
render-caption-fall = 掉落
render-caption-clear = 消除 { $count } 个
render-caption-cleared = 全部消除
render-caption-left = 剩 { $blocks } 个

## 图片中每幅棋盘上方的说明（frames.rs）

render-picture-start = 开始
render-picture-move = 第 { $number } 步：{ $notation }
render-picture-move-null = 第 { $number } 步：{ $notation }（空移动）
render-picture-fall = { $number }：掉落
render-picture-clear = { $number }：消除 { $count } 个
render-picture-cleared = { $moves }：全部消除
render-picture-left = { $moves }：剩 { $blocks } 个

## play：终端中的游戏（play/）

render-play-keys-help = 方向键/h/j/k/l 移动光标   Shift+方向键/H/J/K/L 或 空格+方向键 拖动   u 撤销   r 重做   R 重新开始   i 提示   s 按解走一步   q 退出
render-play-keys = 按键：{ $help }
render-play-welcome = 用{ $within }消除所有方块。方向键移动光标；Shift+方向键拖动方块。
render-play-drag-cancelled = 已取消拖动。
render-play-no-block = { $cell } 处没有可拖动的方块。
render-play-drag-which = 拖动 { $cell } 处的方块：请按一个方向键（Esc 取消）。
render-play-move = { $notation }（{ $cell } { $dir ->
    [right] 向右
    [left] 向左
    [up] 向上
   *[down] 向下
}）
render-play-moved = 第 { $number } 步：{ $step }。
render-play-moved-vanish = 第 { $number } 步：{ $step }，消除了 { $blocks } 个方块。
render-play-moved-cascade = 第 { $number } 步：{ $step }，经过 { $stages } 轮连锁消除了 { $blocks } 个方块。
render-play-won = { $said }
render-play-over = { $said }：按 u 撤销，按 R 重新开始。
render-play-refused-clear = 棋盘已经清空。按 R 重新开始，按 u 撤销。
render-play-refused-no-moves = 步数已用完。按 u 撤销，按 R 重新开始。
render-play-refused-chain = 连锁消除已经结束，棋盘上还留有彩色方块。按 u 撤销，按 R 重新开始。
render-play-refused-null = { $step } 不改变棋盘，而这里空移动不算移动（--no-null-moves）。
render-play-off-board = 无法移动：{ $cell } 在棋盘之外。
render-play-target-off-board = 无法移动：{ $cell } 处的方块不能{ $dir ->
    [right] 向右
    [left] 向左
    [up] 向上
   *[down] 向下
}移动：那里在棋盘之外。
render-play-cannot-move = 无法移动：{ $error }。
render-play-undid = 已撤销第 { $number } 步。
render-play-nothing-to-undo = 没有可撤销的移动。
render-play-cannot-redo = 无法重做。
render-play-nothing-to-redo = 没有可重做的移动。
render-play-at-start = 已经在开始局面。
render-play-restarted = 已重新开始（撤销了 { $moves } 步）。
render-play-no-way = 剩下的 { $moves } 步无法消除所有方块：按 u 撤销，按 R 重新开始。
render-play-out-of-moves = 步数已用完：按 u 撤销，按 R 重新开始。
render-play-clear-no-hint = 棋盘已经清空：无需提示。
render-play-clear = 棋盘已经清空。
render-play-no-hint = 无法提示：{ $error }。
render-play-hint-clears = 提示：{ $step }，这一步就能消除所有方块（共有 { $first } 种第一步仍能取胜）。
render-play-hint-then = 提示：{ $step }，之后还需 { $moves } 步（共有 { $first } 种第一步仍能取胜）。
render-play-no-solution = 找不到解：{ $error }。
render-play-solution-step = { $message }（按解还需 { $moves } 步；再按 s 走下一步）
render-play-falling = 掉落中
render-play-cascade-step = 第 { $stage } 轮消除：{ $count } 个方块
render-play-move-number = 第 { $number } 步
render-play-too-small = 终端太小：需要 { $need_width } x { $need_height }，当前为 { $width } x { $height }（按 q 退出）
render-play-side-moves = 步数  { $played } / { $budget }
render-play-side-blocks = 方块  { $blocks }
render-play-side-rules = 规则  { $rules }
render-play-cleared = 全部消除！
render-play-side-out-of-moves = 步数已用完
render-play-dragging = 拖动：往哪个方向？
render-play-marks = >c< 光标  [c] 移动/提示  *c* 即将消除
render-play-needs-terminal = `mayan play` 需要在终端中运行（要输出文本，请试试 `mayan show`）
render-play-cannot-set-up = 无法设置终端

## 生成 PNG 和 GIF 图片（mayan-render raster.rs）

render-raster-svg = 无法读取 SVG 图片：{ $error }
render-raster-too-large = 图片太大（{ $width } x { $height } 像素）
render-raster-png = 无法编码 PNG：{ $error }
render-raster-gif = 无法编码 GIF：{ $error }
