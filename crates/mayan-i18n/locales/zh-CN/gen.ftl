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
