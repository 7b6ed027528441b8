## help: zh-CN
## `mayan --help` 及各子命令的帮助：命令的简介、选项之后的说明（示例、退出码）、
## 每个参数及其取值的说明。英文帮助由 clap 从 crates/mayan/src/cli/ 的文档注释生成；
## 中文帮助由这些消息组成（见 crates/mayan/src/cli/help.rs）。
##
## 示例中的命令原样保留，写成字符串字面量 {"..."}，只翻译 # 之后的注释。
## 说明文字中的代码、文件名和取值放在反引号中。

## clap 自己的用词，中文帮助自己写出。

help-usage = 用法：{ $usage }
help-heading-commands = 命令：
help-heading-arguments = 参数：
help-heading-options = 选项：
help-default = [默认值：{ $value }]
help-aliases = { $count ->
   *[other] [别名：{ $aliases }]
}
help-possible-values = [可选值：{ $values }]
help-possible-values-heading = 可选值：
help-possible-value = - { $name }：{ $padding }{ $help }
help-list-separator = 、
help-flag-help = 打印帮助
help-flag-help-short = 打印帮助（用 --help 查看详细说明）
help-flag-help-long = 打印帮助（用 -h 只看摘要）
help-flag-version = 打印版本号
help-help-about = 打印本帮助，或所给子命令的帮助
help-help-command = 要查看帮助的子命令

## mayan（根命令）

help-root-about = 求解、评测、讲解和展示重力交换类消除谜题（NOIP 2011 Mayan 游戏、Panel de Pon、箱子迷宫）
help-root-examples =
    示例：
    { $examples }

    退出码：0 成功；1 否定的结论（`check` 判为不通过、`solve --unique` 发现解不唯一、
    `batch` 有出错的行、`gen` 没有找到谜题）；2 输入无法读取或用法错误；3 搜索被中止
    （Ctrl-C 或 --timeout）。

## mayan solve

help-solve-about = 求出谜题字典序最小的解
help-solve-examples =
    示例：
    {"  mayan solve examples/noip-sample.in"}             # NOIP 的答案，逐字节一致
    {"  mayan solve --no-null-moves case.in"}             # 交换同色方块不算一步
    {"  echo '3 1 0 2 1 0 2 3 4 0 3 1 0 2 4 3 4 0' | mayan solve"}
    {"  mayan solve --format grid --rules swap4 --moves 2 examples/box-maze.txt"}
    {"  mayan solve --rules swap4 --goal shortest --moves 5 --json examples/box-maze.txt"}
    {"  mayan solve --puzzle \"Classic set 1\" --index 10 panel.json"}
    {"  mayan solve --count --goal at-most --moves 3 --rules swap4 examples/box-maze.txt"}   # 25
    {"  mayan solve --all --limit 5 examples/noip-sample.in"}
    {"  mayan solve --unique examples/noip-sample.in"}     # 解唯一时退出码才为 0
    {"  mayan solve --goal chain:2 --puzzle \"Classic set 1\" --index 5 panel.json"}   # 两轮连锁消除
    {"  mayan solve --goal shortest --target left.txt board.txt"}   # 留下那个棋盘

    退出码：0 已输出答案（包括 -1）；1 加了 --unique 而解不唯一；2 输入有误；
    3 搜索被中止（Ctrl-C 或 --timeout）。
help-solve-all = 按顺序列出各个解，每个解占一组行（见 --limit）
help-solve-count = 输出解的个数（按不同的交换序列计，不含空移动）
help-solve-file = 谜题（没有给出或为 `-` 时读标准输入）
help-solve-json = 输出一个 JSON 对象：移动、目标、搜索的节点数和用时；加 --count、--all 或 --unique 时，给出它们的结果（`docs/json.md`）
help-solve-limit = 与 --all 同用：至多列出这么多个解（至少为 1）
help-solve-unique = 只有恰好一个解、且没有更短的解时，退出码才为 0

## mayan check

help-check-about = 评测一个答案：移动是否合法，是否恰好 n 步后清空棋盘，是否为字典序最小的解。加 --judge 时，作为 testlib 类评测系统或 DOMjudge、Kattis 的特判程序
help-check-examples =
    示例：
    {"  mayan check case.in case.out"}
    {"  mayan check --no-null-moves case.in case.out"}
    {"  mayan check --judge testlib case.in contestant.out case.ans"}
    {"  mayan check --judge domjudge case.in case.ans feedback/ < contestant.out"}
    {"  mayan check --judge lemon case.in contestant.out case.ans 10 _score _message"}

    退出码：0 通过；1 不通过；2 输入或答案无法读取；3 搜索被中止（Ctrl-C 或
    --timeout）。加 --judge 时，退出码遵循评测系统的约定，见下文。

    在评测系统上使用（见 `docs/judge.md` 的 `Using mayan check on a judge` 一节）：
    {"  --judge testlib INPUT OUTPUT ANSWER [REPORT [-appes]]"}
          testlib 的检查器：在 stderr 上输出一行，退出码 0 表示 `ok ...`，
          1 表示 `wrong answer ...`，2 表示 `wrong output format ...`，3 表示
          `FAIL ...`；给出 `REPORT` 时，这条消息也写入该文件（加 `-appes` 时
          写成 XML 的 `<result>`）。
    {"  --judge domjudge INPUT ANSWER FEEDBACK_DIR < OUTPUT"}   （也可写作 `kattis`）
          输出校验器：退出码 42 表示通过，43 表示不通过；判定结果写入
          `FEEDBACK_DIR/judgemessage.txt`（画出棋盘，给出字典序最小的解）和
          `teammessage.txt`（不透露标准答案）；无法评测时退出码为 2，并在
          stderr 上输出一行。
    {"  --judge lemon INPUT OUTPUT ANSWER FULL_SCORE SCORE_FILE REPORT_FILE"}
          Lemon 的特判程序（也可写作 `lemonlime`）：在 `SCORE_FILE` 中写入
          `FULL_SCORE` 或 0，在 `REPORT_FILE` 中写入 testlib 风格的消息，退出码
          为 0；无法评测时退出码为 3，不写分数。
      不是答案的输出（无关的内容、不是移动的记号、只有两个字段的行、写了两次
      `-1` 或 `-1` 之后还有移动、初始棋盘不为空时的空输出）判为格式错误
      （DOMjudge 判为不通过）。坐标在棋盘之外、移动不合法、步数不对或不是字典序
      最小的解，判为答案错误。标准答案 `ANSWER` 也必须通过评测，否则评测失败：
      这样能发现用错了数据或设置的评测（空的 `ANSWER` 不检查）。不需要搜索的
      部分（格式、每一步移动、步数、剩下的方块）最先评判。--no-null-moves 之类
      的设置可以写在命令行的任何位置。
help-check-appes = `REPORT` 之后的 testlib 参数 `-appes`（照此书写，只有一个短横线）：报告写成 XML 的 `<result>`
help-check-explain = 给出结论之后再讲解：对能清空棋盘的答案，指出其中哪些移动可以去掉，并给出剩余部分的思路；对不能清空棋盘的答案，指出从哪一步之后，剩下的步数内已无法清空棋盘（`docs/plans.md`）
help-check-files = `ANSWER`，要评测的答案：`-1`，或者每行一步。加 `--judge testlib` 时：`OUTPUT ANSWER`，需要时再加 `REPORT`（选手的输出、标准答案、报告文件）；加 `--judge domjudge` 时：`ANSWER FEEDBACK_DIR`（选手的输出从标准输入读入）；加 `--judge lemon` 时：`OUTPUT ANSWER FULL_SCORE SCORE_FILE REPORT_FILE`
help-check-input = 谜题（在评测系统上：测试点的输入）
help-check-json = 把结论输出为一个 JSON 对象（`docs/json.md`）
help-check-judge = 作为这个评测系统的特判程序来评测：采用它的参数、退出码和消息格式（见下文）
help-value-check-judge-domjudge = DOMjudge 和 Kattis 的输出校验器：`INPUT ANSWER FEEDBACK_DIR < OUTPUT`；退出码 42 表示通过，43 表示不通过
help-value-check-judge-lemon = Lemon（以及 LemonLime）的特判程序：`INPUT OUTPUT ANSWER FULL_SCORE SCORE_FILE REPORT_FILE`；分数写入 `SCORE_FILE`
help-value-check-judge-testlib = testlib 的检查器：`INPUT OUTPUT ANSWER`；退出码 0 表示通过，1 答案错误，2 格式错误，3 评测失败；在 stderr 上输出一行

## mayan explain

help-explain-about = 重放一个解，显示每一步移动和每一轮消除前后的棋盘，并标出消除的方块
help-explain-examples =
    示例：
    {"  mayan explain examples/noip-sample.in"}           # 求解器自己的解
    {"  mayan explain case.in my-answer.txt"}             # 你的答案，一步一步重放
    {"  mayan explain --plan examples/noip-sample.in"}    # 按消除的先后，用文字讲解
    {"  mayan explain --plan --format grid --rules swap4 examples/box-maze.txt"}

    退出码：0 已讲解；2 输入或答案有误；3 搜索被中止（Ctrl-C 或 --timeout）。
help-explain-answer = 要重放的移动（默认：求解器的解）
help-explain-input = 谜题
help-explain-json = 把每个棋盘和每一轮消除输出为一个 JSON 对象（`docs/json.md`）
help-explain-plan = 不画出每一轮，而是按消除的先后讲解这个解：哪些方块、从哪个方向凑到一起，在哪几步之后，以及哪一次更早的消除必须先发生（`docs/plans.md`）。与 --json 同用时，增加一个 `plan` 对象

## mayan hint

help-hint-about = 列出仍能在步数内清空棋盘的每一种第一步，以及之后最少还需几步
help-hint-examples =
    示例：
    {"  mayan hint examples/noip-sample.in"}
    {"  mayan hint --format grid --rules swap4 examples/box-maze.txt"}
    {"  mayan hint --json --puzzle \"Classic set 6\" --index 10 panel.json"}
    {"  mayan hint --why examples/noip-sample.in"}        # 并说明每一步为哪一次消除做准备

    退出码：0 已输出提示（包括没有提示的情况）；2 输入有误；3 搜索被中止（Ctrl-C
    或 --timeout）。
help-hint-file = 谜题，其步数为剩余的步数
help-hint-json = 输出一个 JSON 对象（`docs/json.md`）
help-hint-why = 同时说明在之后最短的走法中，每一步是为哪一次消除做准备：颜色、连成的线，以及消除发生在哪一步（`docs/plans.md`）

## mayan show

help-show-about = 在终端中显示谜题和解的每一步：每一步移动、每一次掉落和每一次消除；标准输出是终端时带颜色
help-show-examples =
    示例：
    {"  mayan show examples/noip-sample.in"}              # 求解器自己的解
    {"  mayan show case.in my-answer.txt"}                # 你的答案，一步一步显示
    {"  mayan show --color never case.in | less"}         # 纯文本
    {"  mayan show --goal at-most --puzzle \"Classic set 1\" --index 3 panel.json"}

    标记：[c] 被移动的方块及其目标格，*c* 即将消除，* 刚刚消除，# 灰色（不会消除的）
    方块。颜色：`--color auto`（默认）只在标准输出是终端、且没有设置 `NO_COLOR` 时上色。

    退出码：0 已显示；2 输入或答案有误；3 搜索被中止（Ctrl-C）。
help-show-answer = 要显示的移动（默认：求解器的解）
help-show-color = 给输出上色
help-value-show-color-always = 总是上色
help-value-show-color-auto = 标准输出是终端、且没有设置 `NO_COLOR` 时上色
help-value-show-color-never = 从不上色

## mayan render

help-render-about = 把谜题或解画成图片：SVG 或 PNG（初始棋盘和每一步），或者 GIF 动画；格式由 --out 的扩展名决定
help-render-examples =
    示例：
    {"  mayan render examples/noip-sample.in --out steps.svg"}    # 一张画出每一步的长图
    {"  mayan render examples/noip-sample.in --out steps.png"}
    {"  mayan render examples/noip-sample.in --out solution.gif"} # 动画
    {"  mayan render case.in my-answer.txt --out mine.png"}       # 你的答案
    {"  mayan render case.in --board-only --out board.svg"}       # 只画初始棋盘

    退出码：0 已写入；2 输入、答案或文件名有误；3 搜索被中止。
help-render-answer = 要画出的移动（默认：求解器的解）
help-render-board-only = 只画初始棋盘
help-render-cell = 每个格子的边长，以像素计
help-render-out = 要写入的图片：`.svg`、`.png` 或 `.gif`

## mayan play

help-play-about = 在终端中玩一道谜题：移动光标、拖动方块、撤销，可以要提示，也可以一步一步看解
help-play-examples =
    按键：
      方向键、h j k l             移动光标
      Shift+方向键、H J K L       拖动光标下的方块
      空格或回车，再按一个方向    拖动光标下的方块
      u / r                       撤销 / 重做
      R                           重新开始
      i                           提示：一个仍能取胜的第一步
      s                           走出解的下一步
      q 或 Esc                    退出

    示例：
    {"  mayan play examples/noip-sample.in"}
    {"  mayan play --format grid --rules swap4 --moves 2 examples/box-maze.txt"}

    退出码：0 正常结束；2 输入有误，或标准输出不是终端。
help-play-input = 谜题

## mayan list

help-list-about = 列出 Panel Attack 文件中的谜题集和谜题
help-list-examples =
    示例：
    {"  mayan list panel-attack.json"}
help-list-file = Panel Attack 谜题文件
help-list-json = 把谜题集和谜题输出为一个 JSON 对象（`docs/json.md`）

## mayan verify

help-verify-about = 检查 Panel Attack 文件中的每道谜题：是否有解，最少交换几次，步数内有多少个解，记录的 `Solution` 逐帧重放能否获胜，以及哪些谜题是同一个棋盘
help-verify-examples =
    示例：
    {"  mayan verify fixtures/panel/panel-game_Puzzles-v3_classic-sets-with-solutions.json"}
    {"  mayan verify my-set.json"}
    {"  mayan verify --list-alts 5 my-set.json"}          # 每道谜题的解，至多 5 个
    {"  mayan verify --json Puzzles.json > report.json"}
    {"  mayan verify --no-null-moves my-set.json"}
    {"  mayan verify --fix my-set.json"}                  # 重写失败或缺失的 `Solution`
    {"  mayan verify --memory 1024 Puzzles.json"}          # 连锁谜题搜索得更远
    {"  mayan verify --level 5 --engine 048 Puzzles.json"} # 在等级 5、按旧规则重放 `Solution`

    每道谜题一行：先是类型和步数，然后是清空棋盘所需的最少交换次数和步数内解的
    个数（棋盘一清空就停止），或者说明这里为什么无法搜索它（`clear` 类谜题要和时间
    赛跑；不支持带 `GarbagePanelBuffer` 的垃圾块）。连锁谜题若按纯规则无法取胜，会
    说明它需要在连锁进行中交换（时机）。然后是记录的 `Solution`：像游戏那样逐帧重放
    （它的开始方式、光标起点、所选等级的时间）：“第 F 帧获胜”，或者“失败”并给出原因
    和帧数（步数用完、连锁之外的消除、连锁结束、方块堆到顶、仍在进行），以及它在哪些
    等级能获胜；步数用完后游戏拒绝的交换按键也会计数。在镜像和颜色改名的意义下相同的
    棋盘会被列出，报告最后给出汇总。

    退出码：0 每道支持的谜题都有解，且每个记录的 `Solution` 都能获胜（加 --fix 时：
    修复之后）；1 有谜题无解、有 `Solution` 不能获胜，或者（版本 3）有谜题带有游戏
    加载器拒绝的键（加 --fix 时：它修复不了的）；2 文件无法读取，或者对版本 2 的文件
    用了 --fix（那里没有 `Solution` 可写）；3 被中止（Ctrl-C 或 --timeout）。
help-verify-file = Panel Attack 谜题文件（版本 2 或 3，谜题集也可以嵌套）
help-verify-fix = 改写 `FILE`：把有解的谜题中失败或缺失的 `Solution` 换成求解器给出的字典序最小的解，其余字节保持不变（仅限版本 3 的文件）
help-verify-json = 把报告输出为一个 JSON 对象
help-verify-list-alts = 同时列出每道谜题至多这么多个解（即它的 `alts`），用文件自己的记法
help-verify-memory = 每次搜索可用的内存，以 MiB 计，至少为 1：连锁谜题要走遍那些经由不消除任何方块的交换所能到达的棋盘，走到这个上限就停下（每个棋盘约 190 字节），并报告该谜题在这么多个棋盘之内没能取胜
help-verify-no-null-moves = 空移动（交换两个同色的方块）不算一步：不计入解的个数（记录的 `Solution` 照游戏的方式重放，空交换也照做）
help-verify-level = 逐帧重放记录的 `Solution` 时所用的等级（1 到 11）的时间：游戏自带的文件是在等级 10 录制的（游戏菜单默认等级 5，方块悬停和闪烁得更久）
help-verify-engine = 重放 `Solution` 所依据的游戏规则版本：`current`（`panel-game` 的提交 `3d5e7cb`，今天的 `Puzzles.json` 就是它写的）或 `048`（`panel-game` 的提交 `173de52` 中的引擎，2025 年 1 月）
help-verify-timeout = 每道谜题的搜索超过这么多秒就停止（退出码 3）

## mayan gen

help-gen-about = 生成谜题（以及带答案的 NOIP 测试数据），用同一个随机种子可以重现
help-gen-examples =
    示例：
    {"  mayan gen --seed 7"}                                  # 一道 5 x 7 的 NOIP 谜题，n = 3
    {"  mayan gen --format noip --count 20 --moves 4 --seed 1 --out data/"}
                                                          # `case01.in`/`.ans` 到 `case20`，以及 `README.md`
    {"  mayan gen --format noip --count 10 --no-null-moves --out data/"}
    {"  mayan gen --unique --moves 4 --seed 3 --format grid"}
    {"  mayan gen --format noip --count 10 --moves 5 --min-blocks 18 --out hard/"}
    {"  mayan gen --rules swap4 --width 7 --height 7 --moves 3 --count 5 --out maze/"}
    {"  mayan gen --format panel-attack --moves 3 --count 10 --unique --out my-set.json"}
    {"  mayan gen --unique --moves 6 --difficulty 80..90 --count 5 --out hard/"}
    {"  mayan gen --json --count 1000 --seed 5 --shard 2/8 > part2.jsonl"}   # 第 3、11、19……道

    有解的谜题恰好用 n 步清空棋盘，不能更少；`noip` 格式会混入 25% 答案为 -1 的
    棋盘（`--unsolvable PERCENT`）。每道谜题都有一个难度分，以 Panel Attack 的经典
    谜题集为标尺：10 相当于第 1 套中的典型谜题，60 相当于第 6 套，再往上大约每多
    10 分多一步（`docs/generate.md`）。

    退出码：0 已写入；1 在 --attempts 次尝试内没有找到谜题；2 用法错误或输出无法写入；
    3 搜索被中止（Ctrl-C 或 --timeout）。
help-gen-attempts = 每道谜题最多构造多少个棋盘，之后放弃
help-gen-colours = 颜色从 1 到 C 中随机选取
help-gen-count = 生成多少道谜题
help-gen-difficulty = 只要难度分在 `LO` 到 `HI` 之间的谜题（两端都包含；写成 `LO..` 或 `..HI` 表示一端不设限）：10 相当于 Panel Attack 经典谜题集的第 1 套，60 相当于第 6 套，再往上大约每多一步加 10 分
help-gen-format = 输出格式（默认：5 x 7、`drag` 规则、至多 10 种颜色的棋盘用 `noip`，其他用 `grid`）
help-gen-height = 行数（默认：7；`panel-attack` 为 12）
help-gen-json = 不写文件，而是向标准输出为每道谜题输出一个 JSON 对象（`JSON Lines`）：谜题本身（写成 `mayan batch` 的请求）、它的答案和难度（`docs/json.md`）
help-gen-memory = 每次搜索的搜索表可用的内存，以 MiB 计：这是硬性上限，至少为 1
help-gen-min-blocks = 只要方块数至少为这么多的棋盘（棋盘越密，需要的尝试越多）
help-gen-moves = 步数 n：每道有解的谜题都恰好用 n 步清空棋盘，不能更少
help-gen-no-null-moves = 按不允许空移动的理解给出答案。生成的答案在两种理解下相同；`README.md` 会记下要求的是哪一种
help-gen-out = 写到哪里：`noip` 和 `grid` 格式写到一个目录（不存在时创建），`panel-attack` 写到一个文件。默认：标准输出（只能一道谜题；`panel-attack` 不限）
help-gen-panel-version = `panel-attack`：文件格式的版本，2 或 3（默认 3：每道谜题带有 `Solution`，即走出答案的光标操作）
help-gen-rules = 移动规则
help-gen-seed = 随机数种子：同样的种子和设置生成同样的谜题，逐字节相同（默认：从时钟取得，并打印出来）
help-gen-set-name = `panel-attack`：谜题集的名字（默认：`mayan gen seed S`）
help-gen-shard = 与 --json 同用：只生成编号（从 0 起）除以 N 余 I 的谜题（它们的 `case` 编号仍是整次运行中的编号）；`auto`（或 `auto/N`）从作业调度系统的作业数组取得 I 和 N，与 `batch` 相同
help-gen-threads = 工作线程数，每个线程一次生成一道谜题：0（默认）表示使用本进程可以运行的全部核心。输出与它无关
help-gen-timeout = 超过这么多秒就停止（退出码 3，并给出已搜索的局面数）
help-gen-unique = 只要恰好有一个解、且没有更短的解的谜题
help-gen-unsolvable = 无解谜题（答案为 -1）所占的百分比。默认：`noip` 格式为 25，其他为 0；`panel-attack` 格式不允许使用
help-gen-width = 列数（默认：5；`panel-attack` 为 6）
help-value-gen-format-grid = 网格的各行，第一行写步数：`caseNN.txt` 和 `caseNN.ans`
help-value-gen-format-noip = NOIP 2011（5 x 7、`drag` 规则、至多 10 种颜色）：`caseNN.in` 和 `caseNN.ans`
help-value-gen-format-panel-attack = 一个 Panel Attack 谜题文件（JSON），含一个谜题集（宽 6 列、`drag` 规则）；除非加了 --panel-version 2，否则为版本 3，每道谜题带有 `Solution`

## mayan convert

help-convert-about = 在 NOIP、网格和 Panel Attack（v2、v3）格式之间转换谜题，或在不同版本之间转换整个 Panel Attack 文件
help-convert-examples =
    示例：
    {"  mayan convert examples/noip-sample.in --to grid"}        # 头部行：`moves=3 rules=drag goal=exact`
    {"  mayan convert case.txt --to noip --out case.in"}          # 把 5 x 7、`drag` 规则的网格转回 NOIP
    {"  mayan convert --rules drag examples/box-maze.txt --to panel-attack --set-name Maze"}
    {"  mayan convert stock.json --to panel-attack --out v3.json"}              # 全部谜题，版本 3
    {"  mayan convert v3.json --to panel-attack --panel-version 2 --out v2.json"}
    {"  mayan convert my-set.json --to panel-attack --with-solution --out solved.json"}
    {"  mayan convert --puzzle \"Classic set 1\" --index 10 stock.json --to grid"}

    网格会带上头部行 `moves=N rules=R goal=G`，不丢失任何信息。NOIP 只能容纳 5 x 7、
    `drag` 规则、颜色为 1-10 且没有灰色方块的棋盘；Panel Attack 只能容纳宽 6 列、至多
    12 行、`drag` 规则、颜色为 1-8 的棋盘（灰色为 9）。格式无法表达的目标（NOIP 表示
    恰好 n 步，Panel Attack 表示至多 n 步）会在 stderr 上给出注意。Panel Attack 文件
    转成 Panel Attack 时保留全部谜题（用 --puzzle/--index 选出一道）；--with-solution
    给每道谜题写上 v3 的 `Solution`，即求解器给出的字典序最小的解（每道谜题搜索一次）。

    退出码：0 已写入；2 输入有误、格式无法容纳该谜题，或用法错误；3 --with-solution
    的搜索被中止。
help-convert-out = 写入这个文件，而不是标准输出
help-convert-panel-version = Panel Attack：文件格式的版本，2 或 3（默认 3，即游戏自带的版本；只有版本 3 能带解）
help-convert-set-name = Panel Attack：写出的那个谜题集的名字（默认：所选谜题集自己的名字，或输入文件的文件名）
help-convert-to = 要写成的格式
help-convert-with-solution = Panel Attack v3：给每道谜题写上 `Solution`，即求解器在其步数内给出的字典序最小的解（每道谜题搜索一次）
help-value-convert-to-grid = 网格的各行，前面加上头部行 `moves=N rules=R goal=G`
help-value-convert-to-noip = NOIP 2011 输入：5 x 7，`drag` 规则，颜色 1-10
help-value-convert-to-panel-attack = Panel Attack 谜题文件（JSON，--panel-version 2 或 3）

## mayan export

help-export-about = 写出 NOIP 这道题自成一体的 C++ 检查器或输入校验器，供只接受 C++ 源码的评测系统使用（洛谷、Polygon、Lemon）
help-export-examples =
    示例：
    {"  mayan export checker --out checker.cpp"}            # 恰好 n 步，字典序最小（NOIP）
    {"  mayan export checker --no-null-moves --out checker.cpp"}
    {"  mayan export checker --goal at-most --out checker.cpp"}
    {"  mayan export validator --max-moves 5 --out validator.cpp"}
    {"  g++ -std=c++14 -O2 -o checker checker.cpp"}
    {"  ./checker case.in contestant.out case.ans"}          # testlib 约定：退出码 0 `ok`，1 `WA`，2 `PE`，3 `FAIL`
    {"  ./checker case.in contestant.out case.ans 10 score.txt report.txt"}   # Lemon
    {"  ./validator < case.in"}                              # 退出码 0 合法，1 不合法

    检查器自带规则引擎和搜索（评测机上不需要 mayan），在 --goal 和 --no-null-moves
    相同时，给出与 `mayan check --judge testlib` 相同的结论，在 stderr 上输出一行；
    测试保证了这一点。不依赖任何第三方头文件（不需要 testlib.h）。各评测系统要把它
    放在哪里，见 `docs/judge.md`。

    退出码：0 已写入；2 用法错误，或 --out 无法写入。
help-export-goal = 检查器的目标（默认 `exact`，即 NOIP 题面的目标）
help-export-max-moves = 校验器允许的最大 `n`，从 1 到 50（默认 50，即 mayan 的上限；比赛题面写的是 5）
help-export-no-null-moves = 检查器拒绝空移动（交换两个同色方块）。默认：空移动也算一步，与 NOIP 题面的字面规则一致
help-export-out = 把源码写入这个文件。默认：标准输出
help-export-what = 要写出什么：检查器（特判程序，遵循 testlib 和 Lemon 的约定）或输入校验器
help-value-export-what-checker = C++ 检查器：`checker INPUT OUTPUT ANSWER [REPORT [-appes]]`（testlib），或六个参数（Lemon）
help-value-export-what-validator = C++ 输入校验器：`validator < INPUT`，输入合法时退出码为 0

## mayan batch

help-batch-about = 批量求解谜题：输入 `JSON Lines`（每行一个请求），输出 `JSON Lines`（每行一份报告，按输入顺序），并行计算
help-batch-examples =
    示例：
    {"  mayan batch puzzles.jsonl > reports.jsonl"}
    {"  mayan batch --threads 2 --out reports.jsonl puzzles.jsonl"}
    {"  mayan batch --shard 0/4 puzzles.jsonl > part0.jsonl"}    # 第 0、4、8……行
    {"  mayan batch --shard auto --resume part$SLURM_ARRAY_TASK_ID.jsonl puzzles.jsonl"}  # Slurm 作业数组中的一个任务
    {"  mayan merge --input puzzles.jsonl part*.jsonl > reports.jsonl"}   # 把各分片按输入顺序合并
    {"  mayan batch --resume reports.jsonl puzzles.jsonl"}       # 崩溃之后：跳过已回答的 `id`
    {"  mayan batch --timeout 60 puzzles.jsonl > reports.jsonl"} # 一行超过一分钟就放弃
    {"  mayan batch panel-attack.json > reports.jsonl"}          # Panel Attack 文件中的每道谜题
    {"  parallel --pipe -N1000 -k mayan batch < puzzles.jsonl > reports.jsonl"}   # GNU `parallel`

    一个请求形如
    {"  {\"id\": 1, \"grid\": \".33.\\n.13.\\n.11.\", \"rules\": \"drag\", \"goal\": \"exact\", \"moves\": 2, \"no_null_moves\": false}"}
    也可以用 `"noip": "<NOIP 文本>"` 代替 `grid` 和 `moves`。报告含有 `mayan solve --json`
    的全部字段和请求的 `id`；出错的行给出
    {"  {\"id\": ..., \"error\": \"line L: ...\"}"}
    然后继续运行。Panel Attack 文件（文件名以 `.json` 结尾，或者是含有 `"Puzzle Sets"`
    的单个 JSON 对象）中的每道谜题各是一个任务，按文件中的顺序；每份报告还带有 `"set"`
    和 `"index"`，目标为 `at-most`，除非 --goal 另有指定。见 `docs/batch.md`。

    `--shard auto` 从作业数组的环境变量取得分片：Slurm 的 `SLURM_ARRAY_TASK_ID`（以及
    `_MIN`、`_STEP`、`_COUNT`），Kubernetes 的 `Indexed Job` 的 `JOB_COMPLETION_INDEX`，
    或 PBS 的 `PBS_ARRAY_INDEX`（后两者要给出总数：`--shard auto/N`）。按 Ctrl-C 时，
    被中止的任务不写入输出，所以 --resume 会重新运行它们；--resume 只追加到 `batch`
    的报告文件中，拒绝其他文件。

    退出码：0 每一行都已回答；1 有出错的行（错误写在输出中）；2 用法错误或输入无法
    读取；3 运行被中止（Ctrl-C）。
help-batch-file = `JSON Lines`，每行一个请求（没有给出或为 `-` 时读标准输入）
help-batch-goal = Panel Attack 文件中每道谜题的目标（默认：`at-most`，即该格式的目标），以及没有给出 `"goal"` 的请求行的目标
help-batch-memory = 每次搜索的搜索表可用的内存，以 MiB 计：这是硬性上限，至少为 1
help-batch-no-null-moves = 空移动不算一步：适用于 Panel Attack 文件中的每道谜题，以及每个请求行（相当于它的 `"no_null_moves": true`）
help-batch-no-progress = 从不画进度条（只有 stderr 是终端时才会画）
help-batch-out = 把报告写入这个文件，而不是标准输出
help-batch-resume = 读取之前一次运行的这个输出文件，跳过其中已回答的 `id`，并把新的报告追加进去
help-batch-shard = 只处理编号（从 0 起）除以 N 余 I 的行；`auto`（或 `auto/N`）从作业调度系统的作业数组取得 I 和 N
help-batch-threads = 工作线程数，每个线程一次运行一个搜索：0（默认）表示使用本进程可以运行的全部核心
help-batch-timeout = 一次搜索超过这么多秒就停止，该行给出错误（默认：不限时）

## mayan merge

help-merge-about = 把 `batch` 各分片的输出合并成一次完整运行会写出的那份输出：按输入顺序，每个任务一次
help-merge-examples =
    示例：
    {"  mayan merge --input puzzles.jsonl part0.jsonl part1.jsonl > reports.jsonl"}
    {"  mayan merge --input panel-attack.json --out reports.jsonl part*.jsonl"}

    输入（切分出各分片的那个文件）决定顺序。每份报告按它的 `"id"` 对应到任务（Panel
    Attack 谜题按 `"set"` 和 `"index"`；无法读取的行的错误按它的 `"line L:"`），所以
    每个请求都需要 `id`。同一个任务被回答两次，或者报告对应的任务不在输入中，都会被
    拒绝；没有任何分片回答的任务会列在 stderr 上（其余照常写出）。见 `docs/batch.md`。

    退出码：0 每个任务恰好回答一次；1 有任务缺失（列在 stderr 上）；2 用法错误、文件
    无法读取、有任务被回答两次或者有来历不明的报告。
help-merge-input = 切分出各分片的 `batch` 输入（`JSON Lines` 或 Panel Attack 文件）：它决定输出的顺序
help-merge-out = 把合并后的报告写入这个文件，而不是标准输出
help-merge-parts = 各分片的输出

## mayan duel

help-duel-about = 对拍：在由易到难的随机 NOIP 棋盘上运行一个程序，评测它的每个答案，并把它第一个答错的棋盘缩小成一个它仍然答错的小棋盘
help-duel-examples =
    示例：
    {"  mayan duel -- ./my-solution"}                        # 100 个棋盘，n = 1 到 5
    {"  mayan duel --count 500 --seed 1 -- ./my-solution"}
    {"  mayan duel --moves 5 --time-limit 2 -- ./my-solution"}
    {"  mayan duel --no-null-moves --threads 2 -- python3 my_solution.py"}
    {"  mayan duel --failures 3 --out found/ -- ./my-solution"}

    每个棋盘以 NOIP 格式送入程序的标准输入；程序的标准输出按 `mayan check` 的方式评测
    （--goal、--no-null-moves）。四分之一的棋盘答案为 -1；有解的棋盘中，每五个有一个
    给出的步数比它所需的多一步（答案需要补足步数，或者为 -1）。结论有：答案错误、格式
    错误（输出不是答案）、运行错误（退出码不为 0，或被信号终止）和超时（程序及其子进程
    会被杀掉）。第一个答错的棋盘会被缩小：找到的仍以同样方式出错的最小棋盘和步数写到
    --out 中，即 `failN.in`，以及 `failN.out`（程序的输出）、`failN.ans`（正确答案）、
    `failN.explain.txt`（它的 `mayan explain`）和 `failN.verdict.txt`。同样的种子给出
    同样的棋盘和文件。

    退出码：0 每个棋盘的答案都一致；1 找到了反例；2 用法错误，或程序无法运行；3 被中止
    （Ctrl-C）。
help-duel-count = 要试多少个棋盘
help-duel-failures = 找到这么多个反例后停止（每个都会缩小并写出）
help-duel-goal = 什么算作解（默认：`exact`，即 NOIP 这道题的目标）
help-duel-moves = 只用步数为 N 的棋盘（默认：从 1 到 5，由易到难）
help-duel-no-null-moves = 空移动（交换两个同色方块）不算一步：正确答案和评测都按这种理解
help-duel-no-progress = 从不画进度行（只有 stderr 是终端时才会画）
help-duel-out = 反例写到哪里（不存在时创建）：每个反例写出 `failN.in`、`failN.out`、`failN.ans` 和 `failN.explain.txt`
help-duel-program = 要测试的程序及其参数，写在 `--` 之后：它从标准输入读入 NOIP 格式的输入，把答案写到标准输出
help-duel-seed = 随机棋盘的种子：同样的种子和设置会试同样的棋盘（默认：从时钟取得，并打印出来）
help-duel-threads = 同时运行程序的个数（默认 1：每次单独运行，与评测系统计时时一样）。报告与它无关
help-duel-time-limit = 程序每次运行的时间限制，以秒计：超过时程序会被杀掉，结论为超时

## mayan package

help-package-about = 写出一道可直接导入评测系统的完整题目：题面（英文和中文）、样例、带有命名陷阱的隐藏测试点、校验器、检查器和标程，按评测系统导入的目录结构摆放
help-package-examples =
    示例：
    {"  mayan package --to kattis --seed 1 --out mayan/"}          # Kattis、DOMjudge（BAPCtools）
    {"  mayan package --to luogu --seed 1 --out luogu/"}           # `data/1.in`、`1.out`、`checker.cpp`
    {"  mayan package --to lemon --seed 1 --out lemon/"}           # `data/mayan/`，Lemon 的检查器
    {"  mayan package --to polygon --seed 1 --out polygon/"}       # `tests/`、`files/check.cpp`
    {"  mayan package --to kattis --goal at-most --no-null-moves --count 40 --seed 2 --out p/"}
    {"  bt validate --problem mayan/ && bt run --problem mayan/"}  # 用 BAPCtools 检查题目包

    隐藏测试点包括各个命名陷阱（步数少于 n 就能清空的棋盘，一次消除的十字形、T 形和
    L 形，很深的连锁消除，写成右移的交换和移入空格的左移，答案为 -1 的棋盘，最大的 n，
    两种空移动理解下答案不同的棋盘）和由易到难的 --count 个随机棋盘；题目包的
    `README.md` 说明每个测试点针对什么错误。答案由 mayan 给出；C++ 检查器、校验器和
    标程就是 `mayan export` 写出的那些，mayan 的测试保证它们与 mayan 一致。同样的设置
    和种子写出同样的文件，逐字节相同（`docs/judge.md`）。

    退出码：0 已写入；1 无法生成某个随机棋盘；2 用法错误，或 --out 已存在且不为空；
    3 被中止（Ctrl-C）。
help-package-count = 除命名陷阱测试点之外，还要多少个随机隐藏测试点
help-package-goal = 什么算作解（默认：`exact`，即 NOIP 这道题的目标）。`exact` 时答案唯一；其他目标由检查器评判
help-package-moves = 这道题最大的 n（默认为题面的 `n <= 5`）：随机测试点的步数从 1 逐渐升到它，校验器拒绝更大的 n
help-package-name = 题目的短名（字母、数字、`-` 和 `_`）：用作 Lemon 的目录名和文件名，以及题面的标签
help-package-no-null-moves = 空移动（交换两个同色方块）不算一步：题面、答案和检查器都按这种理解
help-package-out = 写入题目的目录（会创建；它必须不存在或为空）
help-package-seed = 随机测试点的种子：同样的种子和设置写出同样的题目包，逐字节相同（默认：从时钟取得，并打印出来）
help-package-threads = 生成随机测试点的工作线程数：0（默认）表示使用全部核心。题目包与它无关
help-package-time-limit = 写给评测系统的时间限制，以秒计（像 `examples/duel` 中那样的普通搜索，在 n = 5 最难的测试点上约需半秒）
help-package-to = 按哪个评测系统的目录结构写出
help-value-package-to-kattis = Kattis 和 DOMjudge：题目包格式（2025-09），可用 BAPCtools 检查
help-value-package-to-lemon = Lemon 和 LemonLime：`data/NAME/` 下的 `NAME1.in`/`.ans` 等，以及 `checker.cpp`（Lemon 的六参数特判程序）
help-value-package-to-luogu = 洛谷：`data/1.in`、`data/1.out` 等，以及遵循 testlib 约定的 `checker.cpp`
help-value-package-to-polygon = Codeforces Polygon：`tests/01`、`tests/01.a` 等，`files/check.cpp`、`files/validator.cpp`，以及题面的各个部分

## mayan serve

help-serve-about = 提供一个网页：按谜题包玩谜题、编辑棋盘、求解并观看它被清空；以及它的 JSON API（`POST /api/solve` 接受的正是 `solve --json` 所报告的内容）
help-serve-examples =
    示例：
    {"  mayan serve                                 # http://127.0.0.1:8080/"}
    {"  mayan serve --port 3000 --solve-timeout 30"}
    {"  mayan serve --host 0.0.0.0 --max-concurrent 4"}   # 其他机器也能访问
    {"  mayan serve --max-queue 20 --max-connections 128"}    # 配置较低的机器
    {"  curl -s localhost:8080/api/solve -H 'content-type: application/json' \\"}
    {"    -d '{\"grid\": \"11.1\", \"moves\": 1}'"}

    搜索在一条公平的队列中等待 --max-concurrent 个工作线程之一；运行超过四分之一秒
    的搜索算作长搜索，长搜索总会给短搜索留出一个工作线程。按 Ctrl-C 或发送 `SIGTERM`
    会在一秒之内停止服务器。

    错误以 JSON 返回，形如 {"{\"error\": ..., \"status\": ...}"}：400 JSON 有误，408 请求体
    发送太慢，413 太大，415 不是 JSON，422 不是有效的谜题，429 队列已满，503 超时（或者
    排队太久，或者服务器正在停止）。
help-serve-host = 监听的地址
help-serve-idle-timeout = 连接这么多秒没有发来请求就关闭；请求体的发送用时超过它的一半则回答 408
help-serve-max-concurrent = 同时运行的搜索数（即工作线程数）；多出的排队等待
help-serve-max-connections = 同时打开的连接数；超出时新到的连接会被关闭
help-serve-max-queue = 可以排队等待工作线程的请求数；再多一个就回答 `429 busy`，并带上 `Retry-After`
help-serve-memory = 每次搜索的搜索表可用的内存，以 MiB 计：这是硬性上限，至少为 1
help-serve-port = 监听的端口（0 表示任意空闲端口）
help-serve-solve-timeout = 一次搜索超过这么多秒就停止，并回答 `503 timed-out`

## 几个命令共用的参数（命令自己的消息 help-COMMAND-ARG 优先）。

# 所有命令（全局参数）
help-arg-lang = 消息的语言：`en` 或 `zh`（未给出时看 `MAYAN_LANG`，再看区域设置：`LC_ALL`、`LC_MESSAGES` 或 `LANG` 以 `zh` 开头时为中文，否则为英文）。给机器读的输出（--json、答案、评测系统读取的结论行）在每种语言下都相同
# solve、check、explain、hint、show、render、play、convert
help-arg-format = 输入格式
help-arg-goal = 什么算作解（默认取格式本身的目标：NOIP 为 `exact`，Panel Attack 为 `at-most`，网格取头部行的 `goal=`，否则为 `exact`），或 `chain:K`（用于 `solve` 和 `check`）：以最少步数（至多 n 步）做出至少 K 轮的连锁消除
help-arg-target = 移动之后必须留下的棋盘，代替清空棋盘（用于 `solve` 和 `check`）：读入程序认识的任何格式的文件，宽度与谜题相同
help-arg-index = Panel Attack：谜题在其谜题集中的编号，从 1 开始
help-arg-memory = 搜索表可用的内存，以 MiB 计：这是硬性上限，至少为 1
help-arg-moves = 步数 n（网格文件可以在第一行给出；Panel Attack 谜题自带步数）
help-arg-no-null-moves = 空移动（交换两个同色方块，或在 `swap4` 规则下把方块向上推入空格）不算一步。默认：空移动也算一步，与 NOIP 题面的字面规则一致
help-arg-puzzle = Panel Attack：谜题集的名字（见 `mayan list`）
help-arg-rules = 移动规则（默认：网格头部行的 `rules=`，否则为 `drag`）
help-arg-settle = 让尚未稳定的棋盘先稳定下来（方块掉落，连线消除），而不是拒绝它
help-arg-threads = 工作线程数：0（默认）表示使用本进程可以运行的全部核心（按它的 CPU 亲和性和 `cgroup` 配额）。答案与它无关
help-arg-timeout = 搜索超过这么多秒就停止（退出码 3，并给出已搜索的局面数）
# show、render、convert
help-arg-input = 谜题（`-` 表示标准输入）

## 共用参数的取值。

help-value-format-auto = 根据文件名和内容自动识别
help-value-format-grid = 从上到下的各行，每格一个字符或整数
help-value-format-noip = NOIP 2011：先是 n，然后是 5 列，每列自下而上，以 0 结尾
help-value-format-panel-attack = Panel Attack 谜题文件（JSON）；用 --puzzle 和 --index 选出一道谜题
help-value-goal-chain-K = 至少 K 轮的连锁消除（方块掉落后接连发生的消除），步数最少，至多 n 步
help-value-goal-at-most = 至多 n 步（Panel de Pon）
help-value-goal-exact = 恰好 n 步（NOIP）
help-value-goal-shortest = 最少步数，至多 n 步
help-value-rules-drag = 方块向左或向右移动（Mayan 游戏、Panel de Pon）
help-value-rules-swap4 = 方块可以向左、右、上、下移动（箱子迷宫）
