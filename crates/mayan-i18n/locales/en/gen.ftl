## gen: en
## What `mayan gen` and `mayan package` write for people: gen's README.md
## beside the test data, a problem package's statement (written in every
## language) and its README.md. Data files (.in, .ans, .json, C++) never
## come from here.

## The statement of `mayan package` (NOIP 2011, day 1, problem 3), written
## once in each language. Paragraphs use $...$ for mathematics and
## backquotes for what a program reads or prints (LaTeX gets \texttt).
## $goal: exact, at-most or shortest; $reading: literal (a swap of two
## equal blocks is a move) or no-null-moves.

package-statement-title = Mayan Puzzle
package-statement-legend-board = A board of 7 rows and 5 columns holds blocks of up to 10 colours. Every block stands on the bottom row or on another block.
package-statement-legend-move = A move takes one block and drags it one column to the left or to the right. If a block is there, the two blocks change places; if the cell is empty, the block moves into it. Then every block with nothing below it falls.
package-statement-legend-clear = When three or more blocks of one colour stand next to each other in a row or in a column, they all vanish together, at the same moment: a block in a row and a column of its colour vanishes with both, so a cross, a T or an L goes at once. Then the blocks above fall, new lines may form and vanish, and so on, until no line is left. Only then can the next move be made.
package-statement-task = { $goal ->
        [exact] Clear the board in exactly $n$ moves: the board must be empty after the $n$-th move and not before it.
        [at-most] Clear the board in at most $n$ moves.
       *[shortest] Clear the board in as few moves as possible, and in at most $n$.
    } { $reading ->
        [literal] Swapping two blocks of the same colour is a move too, although it changes nothing.
       *[no-null-moves] A move that changes nothing, such as swapping two blocks of the same colour, is not allowed.
    }
package-statement-input-moves = The first line holds $n$ ($1 \le n \le { $max }$), the number of moves.
package-statement-input-columns = Then come 5 lines, one for each column from the left to the right. Each gives the colours of the column's blocks from the bottom up, as integers from 1 to 10, and ends with a 0; a column holds at most 7 blocks. At the start no three blocks of one colour are in a line, and no block floats.
package-statement-output-moves = If the board can be cleared, print the moves, one a line, each as three integers `x y g`: the block in column $x$ and row $y$ moves to the right ($g = 1$) or to the left ($g = -1$). Columns are counted from 0 at the left, rows from 0 at the bottom.
package-statement-output-which = { $goal ->
        [exact] If there are several ways, print the smallest one: compare two ways move by move, and the first move where they differ decides; a move with the smaller $x$ is smaller, then the one with the smaller $y$, then $g = 1$ before $g = -1$. So a swap of two blocks side by side is written as the right move of the left block. The answer is unique.
        [at-most] Any way that clears the board within $n$ moves is accepted.
       *[shortest] Any way with the fewest moves is accepted; a longer way is wrong.
    }
package-statement-output-none = If the board cannot be cleared, print `-1`.
package-statement-notes = Problem 3 of day 1 of NOIP 2011 (senior group). This statement and the tests were written by mayan.
package-statement-heading-description = Description
package-statement-heading-input = Input
package-statement-heading-output = Output
package-statement-heading-sample = Sample
package-statement-heading-notes = Notes

## The README.md `mayan gen --out DIR` writes beside the cases, in the
## program's language. $unique: yes or no; $reading: literal or
## no-null-moves; $format: noip or grid; $rows: the table's rows (each from
## gen-readme-row), written by the code.

gen-readme =
    # Generated puzzles

    Made by mayan { $version }. The same command makes the same files, byte for byte:

    ```
    { $command }
    ```

    - rules: { $rules }, board { $width } x { $height }, colours 1 to { $colours }, n = { $moves }{ $unique ->
        [yes] , every solvable puzzle has exactly one solution
       *[no] {""}
    }
    - answers: { $reading ->
        [literal] literal rules (a null move, such as swapping two equal blocks, counts as a move)
       *[no-null-moves] no null moves (a swap of two equal blocks is not a move)
    }; solvable boards clear in exactly n moves and in no fewer, so both
      readings give the same answers
    - { $count } cases: { $solvable } solvable, { $unsolvable } with answer -1
    - files: { $format ->
        [noip] `caseNN.in` (NOIP 2011 input) and `caseNN.ans` (the expected output: n lines `x y g`, or `-1`)
       *[grid] `caseNN.txt` (grid rows, the budget on the first line) and `caseNN.ans` (one move a line `x y R|L|U|D`, row 0 at the bottom, or `-1`)
    }
    - difficulty: 10 is a typical puzzle of Panel Attack's classic set 1, 60 one of set 6,
      about 10 more a move beyond; made of n, the blocks, the w of M first moves still
      winning, the setup moves (nothing vanishes) and the extra cascade stages (see
      docs/generate.md)

    | case | n | blocks | answer length | difficulty | winning first moves | setup moves | cascades |
    |---|---|---|---|---|---|---|---|
    { $rows }
# One case of the README's table: $answer is the answer's length or -1.
gen-readme-row = | { $case } | { $moves } | { $blocks } | { $answer } | { $score } | { $winning } of { $first } | { $setup } | { $cascades } |
