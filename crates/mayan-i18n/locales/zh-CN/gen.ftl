## gen: zh-CN
## `mayan gen` 和 `mayan package` 写给人看的文件：`gen` 在测试数据旁写的
## README.md，题目包的题面（每种语言各写一份）和它的 README.md。
## 数据文件（.in、.ans、.json、C++ 源码）不从这里来。

## `mayan package` 的题面（NOIP 2011 提高组 Day 1 第 3 题），每种语言各写一次。
## 数学式写在 $...$ 中，程序读写的内容写在反引号中（LaTeX 中为 \texttt）。
## $goal：exact、at-most 或 shortest；$reading：literal（交换两个同色方块算一步）或 no-null-moves。

package-statement-title = Mayan 游戏
package-statement-legend-board = 一个 7 行 5 列的棋盘上放着方块，颜色至多 10 种。每个方块都在最底行，或者放在另一个方块上面。
package-statement-legend-move = 每一步选一个方块，把它向左或向右拖动一格：若那一格有方块，两个方块交换位置；若那一格为空，方块移到那里。然后所有下面悬空的方块掉落。
package-statement-legend-clear = 当一行或一列中有三个或更多颜色相同的方块相邻时，它们同时消除：一个方块若同时在同色的一行和一列中，就与两者一起消除，所以十字形、T 形、L 形会一次消除。消除之后上面的方块掉落，可能形成新的连线并再次消除（连锁消除），直到没有可以消除的方块为止。之后才能进行下一步。
package-statement-task = { $goal ->
        [exact] 请恰好用 $n$ 步消除全部方块：第 $n$ 步之后棋盘为空，且在此之前棋盘不为空。
        [at-most] 请在至多 $n$ 步之内消除全部方块。
       *[shortest] 请用尽可能少的步数消除全部方块，步数至多为 $n$。
    }{ $reading ->
        [literal] 交换两个颜色相同的方块也算一步，虽然棋盘没有变化。
       *[no-null-moves] 不允许不改变棋盘的移动，例如交换两个颜色相同的方块。
    }
package-statement-input-moves = 第一行是步数 $n$（{"$1 \\le n \\le "}{ $max }$）。
package-statement-input-columns = 接下来 5 行，从左到右依次给出每一列：从下往上列出这一列方块的颜色（1 到 10 的整数），以 0 结尾；每列至多 7 个方块。开始时没有三个同色方块连成一线，也没有悬空的方块。
package-statement-output-moves = 若能消除全部方块，输出每一步，每行一步，为三个整数 `x y g`：第 $x$ 列第 $y$ 行的方块向右（$g = 1$）或向左（$g = -1$）移动。列从左往右从 0 开始编号，行从下往上从 0 开始编号。
package-statement-output-which = { $goal ->
        [exact] 若有多种方案，输出字典序最小的一种：两种方案逐步比较，第一个不同的步决定大小；$x$ 小者为小，其次 $y$ 小者为小，再次 $g = 1$ 小于 $g = -1$。因此交换相邻的两个方块时，写成左边方块向右移动。答案唯一。
        [at-most] 任何在 $n$ 步之内消除全部方块的方案都算正确。
       *[shortest] 任何步数最少的方案都算正确；步数更多的方案是错误的。
    }
package-statement-output-none = 若无解，输出 `-1`。
package-statement-notes = NOIP 2011 提高组第一天第 3 题。题面与测试数据由 mayan 生成。
package-statement-heading-description = 题目描述
package-statement-heading-input = 输入格式
package-statement-heading-output = 输出格式
package-statement-heading-sample = 样例
package-statement-heading-notes = 说明

## `mayan gen --out DIR` 在测试点旁写的 README.md，随程序的语言。
## $unique：yes 或 no；$reading：literal 或 no-null-moves；$format：noip 或 grid；
## $rows：表格的各行（每行由 gen-readme-row 给出），由代码写出。

gen-readme =
    # 生成的谜题

    由 mayan { $version } 生成。同样的命令生成同样的文件，逐字节相同：

    ```
    { $command }
    ```

    - 规则：`{ $rules }`，棋盘 { $width } x { $height }，颜色 1 到 { $colours }，n = { $moves }{ $unique ->
        [yes] ，每道有解的谜题都恰好有一个解
       *[no] {""}
    }
    - 答案：{ $reading ->
        [literal] 按字面规则（空移动，例如交换两个同色方块，也算一步）
       *[no-null-moves] 不允许空移动（交换两个同色方块不算一步）
    }；有解的棋盘恰好用 n 步清空，不能更少，所以两种理解下答案相同
    - 共 { $count } 个测试点：{ $solvable } 个有解，{ $unsolvable } 个答案为 -1
    - 文件：{ $format ->
        [noip] `caseNN.in`（NOIP 2011 输入格式）和 `caseNN.ans`（期望的输出：n 行 `x y g`，或 `-1`）
       *[grid] `caseNN.txt`（网格的各行，第一行为步数）和 `caseNN.ans`（每行一步 `x y R|L|U|D`，第 0 行在最下面，或 `-1`）
    }
    - 难度：10 相当于 Panel Attack 经典谜题集第 1 套中的典型谜题，60 相当于第 6 套，
      再往上大约每多一步加 10；由 n、方块数、M 种第一步中仍能取胜的 w 种、准备步数
      （不消除任何方块的移动）和额外的连锁消除轮数算出（见 `docs/generate.md`）

    | 测试点 | n | 方块数 | 答案步数 | 难度 | 仍能取胜的第一步 | 准备步数 | 连锁消除轮数 |
    |---|---|---|---|---|---|---|---|
    { $rows }
# README 表格中的一个测试点：$answer 为答案的步数或 -1。
gen-readme-row = | { $case } | { $moves } | { $blocks } | { $answer } | { $score } | { $winning }/{ $first } | { $setup } | { $cascades } |

## `mayan package` 写出的题目包的 README.md，随程序的语言（题面则每种语言都写）。
## $goal：exact、at-most 或 shortest；$reading：literal 或 no-null-moves；
## $how：该评测系统自己的一节（package-readme-use-*）；$rows：表格的各行
## （package-readme-row）；$omitted：前后各有一个换行的 package-readme-left-out，
## 或者为空；$seconds：时间限制。

package-readme =
    # Mayan 游戏（NOIP 2011 提高组第一天第 3 题）：{ $judge } 题目包

    由 mayan { $version } 写出。同样的命令写出同样的文件，逐字节相同：

    ```
    { $command }
    ```

    - 目标：{ $goal ->
        [exact] 恰好 n 步，字典序最小的解（NOIP 原题）：答案唯一
        [at-most] 至多 n 步，任何解法均可：由检查器评判
       *[shortest] 最少步数，至多 n 步，任何这样的解法均可：由检查器评判
    }
    - 对空移动的理解：{ $reading ->
        [literal] 交换两个同色方块也算一步（题面的字面规则）
       *[no-null-moves] 不改变棋盘的移动不允许（没有空移动）
    }
    - n 从 1 到 { $moves }；时间限制 { $seconds } 秒
    - 1 个样例和 { $secret } 个隐藏测试点：各个命名陷阱、一个 n 最大的棋盘，以及由易到难的
    {"  "}{ $count } 个随机棋盘

    { $how }
    ## 隐藏测试点

    | 测试点 | n | 方块数 | 答案 | 针对的错误 |
    |---|---|---|---|---|
    { $rows }{ $omitted }
# 一个隐藏测试点：名字、n、方块数、答案（-1 或 package-readme-answer-moves）和它针对的错误。
package-readme-row = | { $name } | { $moves } | { $blocks } | { $answer } | { $catches } |
package-readme-answer-moves = { $n } 步
package-readme-left-out = 以下陷阱的 n 大于 { $moves }，没有收入：{ $names }。
package-readme-name-separator = 、
# 测试文件表（洛谷、Lemon）和测试点表（Polygon）的表头。
package-readme-files-heading = | 文件 | 测试点 |
package-readme-tests-heading = | 测试点 | 名字 |
# $validator：custom（目标不是 exact）或 default。
package-readme-use-kattis =
    ## 使用方法

    把这个目录原样导入 DOMjudge 或 Kattis，或者先用 BAPCtools
    （`pip install bapctools`）检查一遍：

    ```
    bt validate --problem .
    bt run --problem .
    ```

    { $validator ->
        [custom] 答案不唯一：由 `output_validator/checker.cpp` 评判（即 `mayan export checker`
            写出的 C++ 检查器，遵循 Kattis 的约定）。
       *[default] 答案唯一，所以用默认的输出校验器逐个比较记号。
    }
    `input_validators/mayan/` 中是输入校验器（合法时退出码 42，不合法时 43）；
    `answer_validators/mayan/` 中是检查器，它用评测的标准检查每一个答案文件；
    `submissions/accepted/` 中是标程，`submissions/wrong_answer/` 中是一个按另一种
    空移动理解写的程序，各个陷阱会抓住它。
# $map：测试文件表。
package-readme-use-luogu =
    ## 使用方法

    在洛谷上：把 `data/` 中的文件打包（`cd data && zip ../data.zip *`），作为测试数据
    上传；选择特殊评测（`Special Judge`），上传 `checker.cpp`（遵循 testlib 的约定：
    `checker INPUT OUTPUT ANSWER`；不需要 `testlib.h`）。`statement.zh.md` 和
    `statement.en.md` 是题面。`validator.cpp`（`validator < case.in`，合法时退出码 0）
    和 `solution.cpp` 供出题人使用。
    { $map }
# $name：题目的短名；$score：每个测试点的分数。
package-readme-use-lemon =
    ## 使用方法

    在 Lemon 或 LemonLime 中，把这个目录作为比赛目录打开，添加题目 `{ $name }`：输入文件
    `{ $name }.in`，输出文件 `{ $name }.out`，再添加 `data/{ $name }/` 中的测试点（`{ $name }1.in`
    对应 `{ $name }1.ans`，依此类推），每个 { $score } 分。编译 `data/{ $name }/checker.cpp`
    （`g++ -std=c++14 -O2 -o checker checker.cpp`），选它作为特殊评测程序：Lemon 调用它时
    给出六个参数（输入、输出、答案、满分、分数文件、报告文件）。`validator.cpp` 和
    `solution.cpp` 供出题人使用。
    { $map }
package-readme-use-polygon =
    ## 使用方法

    在 Polygon 中：把 `files/check.cpp` 上传为检查器，`files/validator.cpp` 上传为
    校验器（两者都自成一体，不需要 `testlib.h`；接受或合法时退出码为 0），把 `tests/01`
    及之后的文件作为手动测试点添加，答案为 `tests/NN.a`（测试点 01 是样例：请这样标记），
    添加 `solutions/` 中的标程（`mayan.cpp` 是主标程，`wa-*` 是答案错误的程序），以及
    `statements/` 中的题面各部分。`script.txt` 列出了各个测试点；它们是文件，不是生成器命令。
    { $map }
# Kattis 题目包的 generators/README.md。
package-generators-readme =
    # 测试数据是怎样生成的

    由 mayan 生成，而不是由本题目包中的程序生成：运行

    ```
    { $command }
    ```

    即可逐字节相同地重新写出这个题目包。陷阱测试点是固定的棋盘（见 mayan 仓库中的
    `crates/mayan/src/package/traps.txt`）；随机测试点由种子决定；每个答案都是 mayan
    在该目标下给出的字典序最小的解。
# Lemon 题目包的 source/README.md。
package-lemon-source-readme = 把每位选手的程序放在这里，路径为 `source/CONTESTANT/{ $name }.cpp`。

## 每个隐藏测试点针对的错误（README 表格的最后一列）。

package-trap-padding = 一个 1 步就能清空、却给出 n = 3 的棋盘：剩下的步数必须走完，不能跳过，答案不是 -1
package-trap-null-move-needed = 一个 2 步就能清空、却给出 n = 3 的棋盘，第三步只能交换两个同色方块：按一种空移动的理解有解，按另一种理解为 -1
package-trap-readings-differ = 按字面规则（空移动也算一步）的字典序最小的解，与不允许空移动时的字典序最小的解不同的棋盘
package-trap-cross = 由连锁消除形成的同色十字形（一行和一列穿过同一个中心方块），一次全部消除；之后是左边方块向右移入空格
package-trap-t-shape = 同色的 T 形，一行和一列共用一个方块，一次全部消除（不是先消除行，再消除列）
package-trap-l-shape = 同色的 L 形，一行和一列共用端点的方块，一次全部消除
package-trap-deep-cascade = 一步移动之后，方块消除、掉落、再消除，连锁消除深达五轮
package-trap-right-not-left = 同一个答案中，两个方块的交换写成左边方块向右移动（绝不写成向左移入有方块的格子），以及向左移入空格
package-trap-near-miss = 一个至少需要 2 步才能清空、却给出 n = 1 的棋盘：答案为 -1
package-trap-two-of-a-colour = 某种颜色只有两个方块、永远无法消除的棋盘：答案立即为 -1
package-catches-largest = 最大的 n，即 { $n }：一个每一步都要用上的棋盘，考验最慢的搜索
package-catches-random = 随机棋盘
package-catches-random-unsolvable = 无解的随机棋盘
package-catches-random-padded = 一个 { $n } 步就能清空、却多给一步的随机棋盘

## `gen` 和 `package` 在 stderr 上说的话：用法错误、抽取的种子、写出了什么。
## $rules：drag 或 swap4；$seed：写成文本的数。

gen-error-noip-shape = NOIP 格式是 5 x 7 的棋盘、`drag` 规则、至多 10 种颜色；而要求的是 { $width } x { $height }、`{ $rules }` 规则、{ $colours } 种颜色（请用 `--format grid`）
gen-error-panel-shape = Panel Attack 谜题宽 6 列、至多 12 行、`drag` 规则、至多 { $max } 种颜色；而要求的是 { $width } x { $height }、`{ $rules }` 规则、{ $colours } 种颜色
gen-error-panel-version-format = --panel-version 只用于 `--format panel-attack`
gen-error-panel-version = --panel-version 只能是 2 或 3
gen-error-count = --count 必须在 1 到 { $max } 之间
gen-error-panel-unsolvable = Panel Attack 谜题必须有解：不能使用 --unsolvable
gen-error-needs-out = { $count } 道谜题需要写到一个目录中：请加上 `--out DIR`
gen-error-shard = --shard 只用于 --json：它输出的行带有整次运行中的编号，各分片的行合起来才是整次运行的输出
gen-seed = 种子：{ $seed }（加上 `--seed { $seed }` 可以重新生成同样的谜题）
gen-wrote-puzzles = 已把 { $n } 道谜题写入 { $path }
gen-wrote-cases = 已把 { $n } 个测试点写入 { $path }
package-error-name = --name `{ $name }` 不是合法的短名：只能用字母、数字、`-` 和 `_`
package-error-time-limit = --time-limit 至少为 1 秒
package-error-out-not-empty = { $path } 已存在且不为空：请给 --out 一个新的目录
package-error-out-file = { $path } 是一个文件：请给 --out 一个新的目录
package-seed = 种子：{ $seed }（加上 `--seed { $seed }` 可以重新写出同样的题目包）
package-wrote = 已把 { $judge } 题目包写入 { $path }：1 个样例和 { $n } 个隐藏测试点
