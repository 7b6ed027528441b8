## cli: zh-CN
## 命令行的消息与输出（crates/mayan）。show 和 play 的在 render.ftl。

## 错误、注意、原因（main.rs、lang.rs、out.rs）

cli-error = 错误：{ $message }
cli-note = 注意：{ $note }
cli-error-cause = { $error }：{ $cause }
cli-named-error = { $name }：{ $error }
cli-list-separator = 、
cli-feature-left-out = 这个 mayan 构建时没有启用 `{ $feature }` 功能，而 `mayan { $command }` 需要它（请用 `--features { $feature }` 重新构建）
cli-cannot-write-stdout = 无法写入标准输出
cli-cannot-read = 无法读取 { $name }
cli-cannot-write = 无法写入 { $name }
cli-cannot-create = 无法创建 { $name }
cli-cannot-open = 无法打开 { $name }
cli-cannot-start-threads = 无法启动工作线程
cli-io-not-found = 文件或目录不存在
cli-io-permission-denied = 没有权限
cli-io-already-exists = 文件已存在
cli-io-is-a-directory = 这是一个目录
cli-io-not-a-directory = 不是目录
cli-io-storage-full = 磁盘空间不足
cli-io-broken-pipe = 管道已断开
cli-io-address-in-use = 地址已被占用
cli-io-address-not-available = 无法使用所请求的地址
cli-io-invalid-data = 数据无效

## 读取谜题（input.rs）

cli-standard-input = 标准输入
cli-input-too-large = { $name }：超过 { $mib } MiB：没有这么大的谜题文件（上限见 `docs/spec.md` 第 9 节的 `MAX_INPUT`）
cli-reads-two-ways = { $name } 既能按 NOIP 格式读取，也能按网格格式读取；现按 NOIP 格式读取（要按网格格式读取，请加 `--format grid`）
cli-not-a-puzzle = { $name }：不是有效的谜题：{ $error }
cli-not-a-puzzle-no-budget = { $name }：不是有效的谜题：{ $error }：请给出 --moves N，或把 N 单独写在网格文件的第一行
cli-not-a-puzzle-run = { $name }：不是有效的谜题：{ $error }（加 --settle 可让它先消除）
cli-not-a-puzzle-floating = { $name }：不是有效的谜题：{ $error }（加 --settle 可让它先掉落）
cli-pick-needs-both = { $name }：要选出 Panel Attack 谜题，须同时给出 --puzzle "套题名" 和 --index K
cli-read-error-reads-as = { $name }：{ $error }（它能按{ $title }读取：请加 --format { $format }）
cli-read-error-undetected = { $name }：{ $error }（请用 --format 指定格式）
cli-read-error-no-pick = { $name }：{ $error }：请用 --puzzle "套题名" --index K 指定（`mayan list { $name }` 会列出它们）
cli-read-error-no-set = { $name }：{ $error }（`mayan list { $name }` 会列出全部套题）
cli-read-error-not-panel = { $name }：--puzzle 和 --index 用于从 Panel Attack 文件中选出谜题，而这是{ $title }
cli-not-an-answer = { $name }：不是有效的答案

## 搜索：进度行与中途停止（progress.rs）

cli-progress = { $nodes } 个局面，每秒 { $rate } 个，{ $secs } 秒
cli-progress-threads = { $nodes } 个局面，每秒 { $rate } 个（{ $threads } 个线程，每个线程每秒 { $each } 个），{ $secs } 秒
cli-searching = 正在搜索：{ $progress }（按 Ctrl-C 停止）
cli-stopped = 已停止：没有得出答案；{ $secs } 秒内搜索了 { $nodes } 个局面（每秒 { $rate } 个）
cli-stopped-time = 超时：没有得出答案；{ $secs } 秒内搜索了 { $nodes } 个局面（每秒 { $rate } 个）
cli-stopped-positions = 局面数达到上限：没有得出答案；{ $secs } 秒内搜索了 { $nodes } 个局面（每秒 { $rate } 个）

## solve（solve.rs）

cli-already-clear = 棋盘上已经没有方块：需要 0 步
cli-unique-no-solution = 无解
cli-unique-shorter = 解不唯一：存在 { $moves } 步的解
cli-unique = 解唯一
cli-unique-not = 解不唯一：共有 { $count } 个解
cli-note-swap4 = 按 `drag` 规则无解，但按 `swap4` 规则有解（是箱子迷宫吗？请加 `--rules swap4`，或在头部行写上 `rules=swap4`）
cli-note-chain-timing = 按纯规则无法在 { $moves } 步内赢下这道连锁谜题：在游戏中，它需要在连锁消除的方块仍在掉落时交换（时机）
cli-note-garbage-timing = 按纯规则无法在 { $moves } 步内赢下这道垃圾块谜题：在游戏中，它需要在垃圾块仍在消除或掉落时交换（时机）

## check 与评测系统（check.rs、check/systems.rs）。评测系统读取的词
## （testlib 的 ok、wrong answer、FAIL）不是消息，永不改变。

cli-verdict-accepted = 通过：{ $reason }
cli-verdict-rejected = 未通过：{ $reason }
cli-verdict-accepted-shown = 通过：{ $reason }{ $intro }：
cli-verdict-rejected-shown = 未通过：{ $reason }{ $intro }：
cli-check-two-files = `mayan check` 需要 `INPUT ANSWER` 两个文件，却给了 { $given } 个；评测系统的 `INPUT OUTPUT ANSWER` 要加 `--judge testlib`，`INPUT ANSWER FEEDBACK_DIR` 要加 `--judge domjudge`
cli-jury-answer = 标准答案 { $name } { $error }
cli-jury-answer-fails = 标准答案 { $name } { $error }（它是 { $input } 在这些设置下的答案吗？）
cli-no-output = 没有输出：{ $name } 不存在
cli-output-too-large = 输出超过 { $mib } MiB：没有这么长的答案
cli-checker-missing-one = 检查器的命令行有误：缺少 `{ $name }`（应这样运行：`{ $line }`）
cli-checker-missing = 检查器的命令行有误：缺少 `{ $names }`（应这样运行：`{ $line }`）
cli-checker-too-many = 检查器的命令行有误：`INPUT` 之后的 { $given } 个文件太多了（应这样运行：`{ $line }`）
cli-checker-usage = 检查器的命令行有误：{ $error }（应这样运行：`{ $line }`；参见 `mayan check --help`）
cli-checker-full-score = 检查器的命令行有误：满分 `{ $score }` 不是非负整数（应这样运行：`{ $line }`）
cli-cannot-write-report = 无法写入报告文件 { $name }：{ $error }
cli-validator-files = 输出校验器应这样运行：`mayan check --judge domjudge INPUT ANSWER FEEDBACK_DIR < OUTPUT`，需要三个文件，却给了 { $given } 个
cli-feedback-not-a-dir = 反馈目录 { $name } 不是目录
cli-wrong-output-format = 输出格式错误：{ $reason }
cli-judge-error = 评测出错：{ $why }

## explain：逐步重放解或答案（explain.rs、text.rs）

cli-move-refused = 第 { $number } 步：{ $refusal }
cli-move-refused-line = 第 { $number } 步（第 { $line } 行）：{ $refusal }
cli-explain-start = 开始：{ $width } x { $height } 的棋盘，{ $rules } 规则，目标是用{ $within }消除所有方块
cli-explain-start-no-null = 开始：{ $width } x { $height } 的棋盘，{ $rules } 规则，目标是用{ $within }消除所有方块（不允许空移动）
cli-explain-minus-one = 答案是 -1：没有可重放的移动。
cli-explain-no-solution = 用{ $within }无解：答案是 -1。
cli-explain-smallest = 字典序最小的解：
cli-explain-null-not-allowed = （加了 --no-null-moves 时不允许空移动）
cli-plan-untrue = 内部错误：思路与重放的结果不符
cli-result-clear = 结果：{ $moves } 步之后，棋盘上的方块已全部消除。
cli-result-left = 结果：{ $moves } 步之后，棋盘上还剩 { $blocks } 个方块。
cli-move-null = { $cell } 处的 { $colour } { $dir ->
    [right] 向右
    [left] 向左
    [up] 向上
   *[down] 向下
}移动：这是空移动，棋盘不变
cli-move-swap = { $cell } 处的 { $colour } { $dir ->
    [right] 向右
    [left] 向左
    [up] 向上
   *[down] 向下
}移动：与 { $target } 处的 { $other } 交换
cli-move-step-into = { $cell } 处的 { $colour } { $dir ->
    [right] 向右
    [left] 向左
    [up] 向上
   *[down] 向下
}移动：移入空格 { $target }
cli-move-step = { $cell } 处的 { $colour } { $dir ->
    [right] 向右
    [left] 向左
    [up] 向上
   *[down] 向下
}移动一格
cli-turn = 第 { $number } 步：{ $notation }   （{ $what }）
cli-stage = 第 { $stage } 轮消除：{ $vanished } 个方块消除（标 * 的格子）
cli-stage-after-fall = 第 { $stage } 轮消除：方块先掉落，然后 { $vanished } 个方块消除（标 * 的格子）
cli-stage-fall-only = 方块掉落，没有方块消除
cli-stage-nothing = 没有方块掉落或消除
cli-stage-settled = 稳定之后：

## hint（hint.rs）

cli-hint-none = 没有哪一个第一步能用{ $within }消除所有方块
cli-hint-head = 有 { $moves } 种第一步仍能用{ $within }消除所有方块：
cli-hint-clears = 直接消除所有方块
cli-hint-then = 之后还需 { $moves } 步
cli-hint-fewest = （最少）
cli-hint-serves = 为第 { $clear } 次消除做准备（{ $when }）：{ $summary }

## list（list.rs）

cli-list-set = { $name }（{ $puzzles } 道谜题）
cli-list-set-key = { $name }（{ $puzzles } 道谜题，文件中写作 "{ $key }"）
cli-list-puzzle = { $moves ->
    [0] 不限步数
   *[other] { $moves } 步
}，{ $panels } 个方块
cli-list-puzzle-unsupported = { $moves ->
    [0] 不限步数
   *[other] { $moves } 步
}，{ $panels } 个方块  [不支持：{ $why }]

## verify：逐题检查 Panel Attack 文件（verify.rs、verify/fix.rs）。
## 检查所得也是 JSON 报告中的值，JSON 总是英文。

cli-verify-fix-needs-v3 = --fix 写入的 `Solution` 是第 3 版文件的键，而 { $name } 不是第 3 版文件：请先转换（`mayan convert { $name } --to panel-attack --out v3.json`）
cli-verify-stopped = 停在 { $set } #{ $index }：已检查 { $checked } 道谜题
cli-verify-not-utf8 = { $name } 不是 UTF-8 编码
cli-verify-fixed = 在 { $name } 中修正了 { $solutions } 个 `Solution`
cli-verify-fixed-places = 在 { $name } 中修正了 { $solutions } 个 `Solution`：{ $places }
cli-verify-timing-run = 需要在连锁进行中交换（时机）：{ $why }，按纯规则它在任何交换之前就会消除
cli-verify-timing-exhausted = 需要在连锁进行中交换（时机）：从不消除方块的交换所能到达的 { $boards } 个局面出发，没有哪次交换能在一次连锁中消除所有方块
cli-verify-timing-garbage = 需要在垃圾块消除时交换（时机）：按纯规则，{ $moves } 次交换都不能消除所有方块
cli-verify-timing-limit = 需要在连锁进行中交换（时机），或者需要超过 { $swaps } 次交换：纯规则在 { $boards } 个局面中没有找到胜法
cli-verify-replay-does-not-play = 无法重放：{ $error }
cli-verify-replay-waits = 它只做了 { $moves } 次交换中的 { $swaps } 次，棋盘上还留有方块，游戏在等其余的交换
cli-verify-replay-never-ends = 最后一个输入之后过了 { $frames } 帧，谜题仍未结束
cli-verify-loss-no-moves = 交换次数用完，棋盘静止，却还留有彩色方块
cli-verify-loss-no-chain = 在连锁之外消除了方块
cli-verify-loss-chain-ended = 连锁结束时棋盘上还留有彩色方块
cli-verify-loss-health = 方块堆到顶，体力耗尽
cli-verify-no-limit = （不限步数）
cli-verify-within = { $moves } 步以内
cli-verify-unsupported = 不支持：{ $why }
cli-verify-no-solution = 无解！{ $moves } 步以内无法消除所有方块
# $n 只为英文选择单复数；中文用不到，但两种语言的参数须相同。
cli-verify-fewest-of = 最少 { $fewest } 步，{ $fewest } 步的解共 { $count } 个{ $n ->
    [one] {""}
   *[other] {""}
}
cli-verify-fewest-within = 最少 { $fewest } 步，{ $moves } 步以内的解共 { $count } 个{ $n ->
    [one] {""}
   *[other] {""}
}
cli-verify-answer-fails = ；但 mayan 的解在游戏中不能取胜（第 { $frame } 帧）：{ $why }
cli-verify-solution-fails = ；`Solution` 有误！{ $error }
cli-verify-solution-wins = ；`Solution` 在第 { $frame } 帧取胜（{ $swaps } 次交换）
cli-verify-solution-loses = ；`Solution` 在第 { $frame } 帧失败！{ $why }
cli-verify-solution-refused = ；步数用完，游戏拒绝了其后 { $refused } 次交换
cli-verify-solution-wins-at = { $count ->
    [0] ；它在任何等级都不能取胜
   *[other] ；它在等级 { $levels } 取胜
}
cli-verify-solution-random = ；从第 { $frame } 帧起游戏会使用随机颜色，mayan 无从得知
cli-verify-game-refuses = ；游戏不接受{ $count ->
    [one] 键
   *[other] 键
} { $keys }，不会加载这道谜题
cli-verify-duplicates = 镜像和换色之后相同的棋盘：{ $places }
cli-verify-summary = { $puzzles } 道谜题：{ $supported } 道支持，{ $unsolvable } 道无解{ $timing ->
    [0] {""}
   *[other] ，{ $timing } 道需要时机
}；记录了 { $recorded } 个 `Solution`，{ $failing } 个不能取胜（在等级 { $level } 按 `{ $engine }` 规则逐帧重放）；{ $groups } 组重复{ $refused ->
    [0] {""}
   *[other] ；{ $refused } 道游戏不会加载
}
cli-fix-no-puzzles = 在文件文本中找不到谜题，无法写入 `Solution`
cli-fix-count = 文件文本中有 { $objects } 个谜题对象，而读取器找到 { $puzzles } 道谜题：不改写此文件
cli-fix-no-puzzle = 内部错误：没有谜题 { $set }/{ $puzzle }
cli-fix-unreadable = 套题 { $set } 的第 { $puzzle } 题：无法读取它的对象
cli-fix-stack = 套题 { $set } 的第 { $puzzle } 题：文本与读取器对它的 `Stack` 看法不一：不改写
cli-fix-empty = 套题 { $set } 的第 { $puzzle } 题是空对象

## batch 和 merge（batch.rs）。它们的报告是 JSON，总是英文。

cli-batch-cannot-resume = --resume { $name }：无法继续
cli-batch-cannot-cut = 无法截去 { $name } 中未写完的最后一行
cli-batch-cannot-end = 无法给 { $name } 的最后一行补上换行
cli-batch-cannot-append = 无法打开 { $name } 以追加写入
cli-batch-cannot-read-input = 无法读取输入
cli-batch-input-too-large = 输入超过 { $mib } MiB：没有哪个谜题文件有这么大
cli-batch-worker-stopped = 一个工作线程意外停止
cli-note-threads = --threads { $threads }：本机只有 { $cores } 个核心，使用 { $cores } 个线程
cli-batch-bar = { $bar } { $pos }/{ $len } 个任务  { $rate }  { $elapsed }（预计还需 { $eta }）
cli-batch-spinner = { $spinner } { $pos } 个任务  { $rate }  { $elapsed }
cli-merge-gaps = { $jobs } 个任务中有 { $gaps } 个没有任何一份结果给出答案：{ $shown }{ $more ->
    [0] {""}
   *[other] ，另有 { $more } 个
}
cli-merge-line = 第 { $line } 行
cli-merge-line-id = 第 { $line } 行（`id` 为 { $id }）

## serve（serve.rs）。接口的回答是 JSON，总是英文。

cli-serve-seconds = { $option } 应为大于 0、至多 86400 的秒数，实际为 { $value }
cli-serve-max-concurrent = --max-concurrent 至少为 1
cli-serve-cannot-start-runtime = 无法启动异步运行时
cli-serve-cannot-listen = 无法监听 { $address }
cli-serve-cannot-read-address = 无法读取所监听的地址
cli-serve-serving = Mayan 正在 { $url } 提供服务（按 Ctrl-C 停止）
cli-serve-stopped-error = 服务器已停止
cli-serve-stopped = Mayan 已停止服务

## duel（duel.rs、duel/）：在随机棋盘上对拍，比较程序与求解器。

cli-duel-seed = 种子：{ $seed }（传入 --seed { $seed } 可以再试同样的棋盘）
cli-duel-header = 对拍：由种子 { $seed } 生成 { $boards } 个棋盘，{ $moves ->
    [0] n = 1 到 { $max }
   *[other] n = { $moves }
}，每个棋盘要求{ $goal ->
    [exact] 恰好 n 步
    [at-most] 至多 n 步
   *[shortest] 以最少步数（至多 n 步）
}消除所有方块{ $null ->
    [no] （不允许空移动）
   *[yes] {""}
}
cli-duel-bar = { $bar } { $pos }/{ $len } 个棋盘  { $msg }  { $elapsed }
cli-duel-shrinking = 正在缩小：n = { $moves }，{ $blocks } 个方块
cli-duel-stopped = 已停止：试了 { $tried } 个棋盘，{ $agreed } 个一致
cli-duel-all-agree = { $boards } 个棋盘全部一致（{ $solvable } 个有解，{ $minus } 个答案为 -1；{ $padded } 个按比步数限制少一步的解生成）
cli-duel-found = 在 { $boards } 个棋盘中找到 { $failures } 个反例（{ $agreed } 个一致；{ $solvable } 个有解，{ $minus } 个答案为 -1；{ $padded } 个按比步数限制少一步的解生成）
cli-duel-board = 棋盘 { $number }（n = { $moves }，{ $blocks } 个方块）：{ $verdict }
cli-duel-shrunk = {"  "}运行 { $runs } 次后缩小到 n = { $moves }，{ $blocks } 个方块：{ $verdict }
cli-duel-wrote = {"  "}已在 { $dir } 中写入 { $files }
cli-duel-board-context = 棋盘 { $number }
cli-duel-accepted = 通过
cli-duel-wrong = 答案错误：{ $why }
cli-duel-format = 格式错误：{ $why }
cli-duel-crash-code = 运行错误：退出码 { $code }
cli-duel-crash-signal = 运行错误：被信号 { $signal } 终止
cli-duel-crash = 运行错误
cli-duel-time = 超时：{ $limit } 后仍在运行，已终止
cli-duel-overflow = 输出超过 { $mib } MiB：没有这么长的答案
cli-duel-verdict-program = 程序：{ $command }
cli-duel-verdict-stderr = 它的标准错误输出：
cli-duel-no-program = 没有要运行的程序
cli-duel-not-found = 无法运行 `{ $name }`：没有这个程序
cli-duel-not-found-path = 无法运行 `{ $name }`：`PATH` 中没有这个程序（请给出路径，例如 `./my-solution`）
cli-duel-not-executable = 无法运行 `{ $name }`：它没有执行权限（试试 `chmod +x { $name }`？）
cli-duel-cannot-run = 无法运行 `{ $name }`：{ $error }

## convert（convert.rs）。它写出的文件不随语言改变。

cli-wrote = 已写入 { $name }
cli-convert-panel-version-for = --panel-version 只用于 `--to panel-attack`
cli-convert-panel-version = --panel-version 只能是 2 或 3
cli-convert-with-solution-for = --with-solution 写入的是 Panel Attack 的解：只用于 `--to panel-attack`（`mayan solve` 可以按任何格式给出答案）
cli-convert-with-solution-v2 = --with-solution 需要 --panel-version 3：第 2 版文件中没有解
cli-convert-set-name-for = --set-name 只用于 `--to panel-attack`
cli-convert-set-name-one = --set-name 给写出的唯一一套题命名，而这里有 { $sets } 套（请用 --puzzle 和 --index 选出一道谜题）
cli-convert-goal-noip = { $name }：NOIP 的输入要求恰好 n 步消除，所以目标 { $goal } 不会保留（转换后为 { $own }）
cli-convert-goal-panel = { $name }：Panel Attack 谜题要求至多 n 步取胜，所以目标 { $goal } 不会保留（转换后为 { $own }）
cli-convert-no-solution = { $name }：{ $moves } 步以内无解，所以不写入 `Solution`
cli-convert-reader-missed = 读取器漏掉了一道谜题
cli-convert-label = { $name }：套题“{ $set }”的第 { $puzzle } 题
cli-convert-not-a-puzzle = 不是谜题：{ $error }
cli-convert-kept-as-given = { $name } 按文件原样保留：{ $error }
cli-convert-keys-not-kept = { $name }：{ $keys } 不会保留
cli-convert-solutions-dropped = { $name }：第 2 版文件中没有解：{ $solutions } 个 `Solution` 不会保留
cli-convert-changed = { $name }：谜题已改变，所以它的 `Solution` 不会保留

## export（export.rs）。它写出的源代码不随语言改变。

cli-export-no-line = 内部错误：C++ 源代码中没有 `{ $line }` 这一行
cli-export-max-moves = --max-moves 是输入校验器的选项：检查器接受 1 到 50 的 n，与 `mayan check` 相同
cli-export-goal = --goal 和 --no-null-moves 是检查器的选项：一个输入对每种目标都合法

## clap 的命令行解析错误（cli/errors.rs）。英文的由 clap 自己写出；这些消息供其他语言使用。
## $arg 是 clap 写出的选项（`--moves <N>`），$kind 是 `argument`（参数）、
## `subcommand`（子命令）或 `value`（值）。

cli-clap-tip = 提示：{ $tip }
cli-clap-try-help = 更多信息请使用 '{ $help }'。
cli-clap-unknown-argument = 无法识别的参数 '{ $arg }'
cli-clap-invalid-value = '{ $arg }' 的值 '{ $value }' 无效
cli-clap-value-missing = '{ $arg }' 需要一个值，但没有给出
cli-clap-value-validation = '{ $arg }' 的值 '{ $value }' 无效：{ $reason }
cli-clap-invalid-subcommand = 无法识别的子命令 '{ $name }'
cli-clap-missing-required = 缺少以下必需的参数：
cli-clap-missing-subcommand = '{ $name }' 需要一个子命令，但没有给出
cli-clap-subcommands = [子命令：{ $values }]
cli-clap-conflict = { $kind ->
    [subcommand] 子命令
   *[argument] 参数
} '{ $arg }' 不能与 '{ $other }' 同时使用
cli-clap-conflict-list = { $kind ->
    [subcommand] 子命令
   *[argument] 参数
} '{ $arg }' 不能与以下参数同时使用：
cli-clap-conflict-others = { $kind ->
    [subcommand] 子命令
   *[argument] 参数
} '{ $arg }' 不能与给出的其他参数同时使用
cli-clap-used-twice = 参数 '{ $arg }' 不能多次使用
cli-clap-no-equals = 给 '{ $arg }' 赋值时需要用等号
cli-clap-too-many-values = '{ $arg }' 多出了值 '{ $value }'，不应再有更多的值
cli-clap-too-few-values = '{ $arg }' 需要 { $min } 个值，却只给了 { $actual } 个
cli-clap-wrong-number-of-values = '{ $arg }' 需要 { $expected } 个值，却给了 { $actual } 个
cli-clap-invalid-utf8 = 参数中有无效的 UTF-8 文本
cli-clap-similar = 有{ $count ->
    [1] 一个
   *[other] 几个
}相似的{ $kind ->
    [subcommand] 子命令
    [value] 值
   *[argument] 参数
}：{ $names }
cli-clap-tip-pass-as-value = 要把 '{ $arg }' 作为值传入，请写成 '{ $with }'
cli-clap-tip-exists = 子命令中有 '{ $arg }'
cli-clap-tip-remove-dashes = 有子命令 '{ $name }'；要使用它，请去掉它前面的 '--'
cli-clap-kind = { $kind ->
    [invalid-value] 某个参数的值无效
    [unknown-argument] 有无法识别的参数
    [invalid-subcommand] 无法识别的子命令
    [no-equals] 给某个参数赋值时需要用等号
    [value-validation] 某个参数的值无效
    [too-many-values] 某个参数多出了值
    [too-few-values] 某个参数需要更多的值
    [wrong-number-of-values] 某个参数的值太多或太少
    [argument-conflict] 某个参数不能与给出的其他参数同时使用
    [missing-required-argument] 缺少必需的参数
    [missing-subcommand] 需要一个子命令，但没有给出
    [invalid-utf8] 参数中有无效的 UTF-8 文本
   *[other] 原因不明
}
cli-clap-int-empty = 空字符串不是整数
cli-clap-int-invalid = 不是整数（含有无效的字符）
cli-clap-int-too-large = 数值太大，超出了范围
cli-clap-int-too-small = 数值太小，超出了范围
cli-clap-int-zero = 不能为零
cli-clap-below = { $value } 小于最小值 { $min }
cli-clap-out-of-range = { $value } 不在 { $min } 到 { $max } 之间

## mayan 自己的取值解析（cli/args.rs）。

cli-arg-seconds-not-number = `{ $value }` 不是秒数
cli-arg-seconds-not-positive = `{ $value }`：时间限制应为大于 0 的秒数
cli-arg-limit = `{ $value }`：上限应为不小于 1 的整数
cli-arg-score-range = `{ $value }`：应为分数范围 `LO..HI`，例如 40..60
cli-arg-score-range-empty = `{ $value }`：范围为空（{ $lo } 大于 { $hi }）
