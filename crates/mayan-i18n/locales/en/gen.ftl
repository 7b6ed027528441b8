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

## The README.md of a package `mayan package` writes, in the program's
## language (the statements are written in every language). $goal: exact,
## at-most or shortest; $reading: literal or no-null-moves; $how: the
## judge's own section (package-readme-use-*); $rows: the table's rows
## (package-readme-row); $omitted: package-readme-left-out between two
## line breaks, or nothing; $seconds: the time limit.

package-readme =
    # Mayan puzzle (NOIP 2011, day 1, problem 3): a { $judge } problem

    Written by mayan { $version }. The same command writes the same files, byte for byte:

    ```
    { $command }
    ```

    - goal: { $goal ->
        [exact] exactly n moves, the smallest way (the NOIP problem): the answer is unique
        [at-most] at most n moves, any way: the checker judges
       *[shortest] the fewest moves, at most n, any such way: the checker judges
    }
    - reading: { $reading ->
        [literal] a swap of two blocks of one colour is a move (the statement's literal rules)
       *[no-null-moves] a move that changes nothing is refused (no null moves)
    }
    - n from 1 to { $moves }; time limit { $seconds } s
    - 1 sample and { $secret } secret tests: the named traps, a board at the largest n and
    {"  "}{ $count } random boards, easy to hard

    { $how }
    ## The secret tests

    | test | n | blocks | answer | what it catches |
    |---|---|---|---|---|
    { $rows }{ $omitted }
# One secret test: its name, n, blocks, answer (-1 or package-readme-answer-moves) and what it catches.
package-readme-row = | { $name } | { $moves } | { $blocks } | { $answer } | { $catches } |
package-readme-answer-moves = { $n ->
    [one] { $n } move
   *[other] { $n } moves
}
package-readme-left-out = Left out, their n being above { $moves }: { $names }.
package-readme-name-separator = {", "}
# The heading of the table of test files (Luogu, Lemon) and of tests (Polygon).
package-readme-files-heading = | file | test |
package-readme-tests-heading = | test | name |
# $validator: custom (the goal is not exact) or default.
package-readme-use-kattis =
    ## Use

    Import the folder into DOMjudge or Kattis as it is, or check it first with
    BAPCtools (`pip install bapctools`):

    ```
    bt validate --problem .
    bt run --problem .
    ```

    { $validator ->
        [custom] The answer is not unique: `output_validator/checker.cpp` judges (the C++ checker
            of `mayan export checker`, in the Kattis convention).
       *[default] The answer is unique, so the default output validator compares tokens.
    }
    `input_validators/mayan/` holds the validator (exit 42 valid, 43 invalid);
    `answer_validators/mayan/` the checker, which holds every answer file to the judge;
    `submissions/accepted/` the solutions, `submissions/wrong_answer/` a solution with
    the other reading of null moves, which the traps catch.
# $map: the table of the test files.
package-readme-use-luogu =
    ## Use

    On Luogu: zip the files of `data/` (`cd data && zip ../data.zip *`) and upload
    the zip as the test data; choose the special judge and upload `checker.cpp`
    (testlib's convention: `checker INPUT OUTPUT ANSWER`; it needs no testlib.h).
    `statement.zh.md` and `statement.en.md` are the statement. `validator.cpp`
    (`validator < case.in`, exit 0 valid) and `solution.cpp` are for the setter.
    { $map }
# $name: the problem's short name; $score: the points of each test.
package-readme-use-lemon =
    ## Use

    In Lemon or LemonLime, open this folder as the contest folder and add the problem
    `{ $name }`: input `{ $name }.in`, output `{ $name }.out`, and add the test cases found in
    `data/{ $name }/` (`{ $name }1.in` with `{ $name }1.ans`, ...), { $score } points each. Compile
    `data/{ $name }/checker.cpp` (`g++ -std=c++14 -O2 -o checker checker.cpp`) and choose it
    as the special judge: Lemon calls it with six arguments (input, output, answer, full
    score, score file, report file). `validator.cpp` and `solution.cpp` are for the
    setter.
    { $map }
package-readme-use-polygon =
    ## Use

    In Polygon: upload `files/check.cpp` as the checker and `files/validator.cpp` as
    the validator (both stand alone, no testlib.h; exit 0 accepted or valid), add
    `tests/01` .. as manual tests with their answers `tests/NN.a` (test 01 is the
    sample: mark it so), the solutions in `solutions/` (`mayan.cpp` the main one,
    `wa-*` wrong answer), and the statement sections in `statements/`. `script.txt`
    lists the tests; they are files, not generator lines.
    { $map }
# A Kattis package's generators/README.md.
package-generators-readme =
    # How the tests were made

    By mayan, not by a program in this package: run

    ```
    { $command }
    ```

    to write this package again, byte for byte. The trap tests are fixed boards
    (crates/mayan/src/package/traps.txt in mayan's repository); the random tests come
    from the seed; every answer is mayan's smallest for the goal.
# A Lemon package's source/README.md.
package-lemon-source-readme = Put each contestant's program here, as source/CONTESTANT/{ $name }.cpp.

## What each secret test catches (the README's last column). The traps'
## English is their `catches:` line in crates/mayan/src/package/traps.txt
## (a test holds them equal).

package-trap-padding = a board that clears in 1 move posed with n = 3: the moves left must be spent, not skipped, and the answer is not -1
package-trap-null-move-needed = a board that clears in 2 moves posed with n = 3, whose only way to spend the third move is a swap of two blocks of one colour: a solution under one null-move reading, -1 under the other
package-trap-readings-differ = a board whose smallest answer under the literal rules (null moves are moves) is not its smallest answer when null moves are refused
package-trap-cross = a cross of one colour (a row and a column through the same middle block), made by a cascade, that vanishes all at once; then a left block's move right into an empty cell
package-trap-t-shape = a T of one colour, a row and a column sharing a block, that vanishes all at once (not row first, then column)
package-trap-l-shape = an L of one colour, a row and a column sharing their end block, that vanishes all at once
package-trap-deep-cascade = a move whose blocks vanish, fall and vanish again, five stages deep
package-trap-right-not-left = a swap of two blocks written as the right move of the left block (never as a left move into an occupied cell), and a left move into an empty cell, in one answer
package-trap-near-miss = a board that clears in 2 moves and in no fewer, posed with n = 1: the answer is -1
package-trap-two-of-a-colour = a board with a colour of only two blocks, which can never vanish: the answer is -1 at once
package-catches-largest = the largest n, { $n }: a board that needs every move, for the slowest searches
package-catches-random = a random board
package-catches-random-unsolvable = a random board with no solution
package-catches-random-padded = a random board made to clear in { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }, posed with one more

## What gen and package say on stderr: their usage errors, the seed they
## drew, what they wrote. $rules: drag or swap4; $seed: a number as text.

gen-error-noip-shape = the NOIP format is a 5 x 7 board with the drag rules and at most 10 colours; asked for { $width } x { $height }, { $rules } rules, { $colours } colours (use --format grid)
gen-error-panel-shape = Panel Attack puzzles are 6 wide, at most 12 high, with the drag rules and at most { $max } colours; asked for { $width } x { $height }, { $rules } rules, { $colours } colours
gen-error-panel-version-format = --panel-version is for --format panel-attack
gen-error-panel-version = --panel-version is 2 or 3
gen-error-count = --count must be from 1 to { $max }
gen-error-panel-unsolvable = a Panel Attack puzzle must have a solution: --unsolvable is not allowed there
gen-error-needs-out = { $count } puzzles need a directory to go to: pass --out DIR
gen-error-shard = --shard is for --json: its lines carry the whole run's case numbers, so the shards' lines together are the run's
gen-seed = seed: { $seed } (pass --seed { $seed } to make the same puzzles again)
gen-wrote-puzzles = { $n ->
    [one] wrote { $n } puzzle to { $path }
   *[other] wrote { $n } puzzles to { $path }
}
gen-wrote-cases = { $n ->
    [one] wrote { $n } case to { $path }
   *[other] wrote { $n } cases to { $path }
}
package-error-name = --name `{ $name }` is not a short name: use letters, digits, `-` and `_`
package-error-time-limit = --time-limit must be at least 1 second
package-error-out-not-empty = { $path } exists and is not empty: give a new directory to --out
package-error-out-file = { $path } is a file: give a new directory to --out
package-seed = seed: { $seed } (pass --seed { $seed } to write the same package again)
package-wrote = wrote a { $judge } problem to { $path }: 1 sample and { $n ->
        [one] { $n } secret test
       *[other] { $n } secret tests
    }
