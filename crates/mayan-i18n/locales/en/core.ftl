## core: en
## The rules, the reader and the names of mayan-core (docs/spec.md).

# A number of moves: "1 move", "3 moves".
moves-count = { $n ->
    [one] { $n } move
   *[other] { $n } moves
}

## Lists: "a", "a and b", "a, b and c"; "a or b", "a, b or c".

# Between the items of a list but the last two.
list-sep = {", "}
list-and = { $first } and { $last }
list-or = { $first } or { $last }

## Boards and moves (error.rs).

rule-board-size = a board of { $width } x { $height } is not supported (1 to { $max_w } columns, 1 to { $max_h } rows)
rule-move-off-board = ({ $x }, { $y }) is outside the board
rule-move-direction = the { $rules } rules do not allow moving { $dir ->
    [right] Right
    [left] Left
    [up] Up
   *[down] Down
}
rule-move-no-block = there is no block at ({ $x }, { $y })
rule-move-target-off-board = the block at ({ $x }, { $y }) cannot move { $dir ->
    [right] Right
    [left] Left
    [up] Up
   *[down] Down
}: that is off the board
rule-move-null = moving the block at ({ $x }, { $y }) { $dir ->
    [right] Right
    [left] Left
    [up] Up
   *[down] Down
} leaves the board unchanged, and null moves are not allowed
rule-move-garbage = the move of the cell ({ $x }, { $y }) takes a garbage cell, and garbage never moves

## Puzzles (error.rs).

rule-puzzle-floating = the block at cell ({ $x }, { $y }) floats: the cell below it is empty
rule-puzzle-run = the board already holds a run of three or more: colour { $colour } at cell ({ $x }, { $y })
rule-puzzle-budget = the move budget must be from 1 to { $max }, found { $found }
rule-puzzle-no-budget = no move budget
rule-puzzle-colour = colour { $colour } at cell ({ $x }, { $y }) is out of range (1 to { $max })
rule-puzzle-garbage = a garbage block at cell ({ $x }, { $y }) is off the board, of no size, or over a panel or another block
rule-puzzle-garbage-rules = garbage is played under the drag rules only, not { $rules }

## Where in a text (error.rs).

read-pos = line { $line }, column { $column }
# An error at a place: "line 2, column 3: ...".
read-at = { $pos }: { $message }

## Formats (format/mod.rs, format/noip.rs).

# A puzzle a format cannot hold: the format, then each reason.
read-unfit = { $format ->
    [noip] a NOIP input
   *[panel-attack] a Panel Attack file
} cannot hold this puzzle: { $reasons }
read-unfit-sep = {"; "}
# A token that is not an integer: what it should be ($what: moves, colour, x or y).
read-int = expected { $what ->
    [moves] the move count n
    [colour] a colour
    [x] x
   *[y] y
} (an integer), found `{ $found }`
read-int-too-large = { $what ->
    [moves] the move count n
    [colour] a colour
    [x] x
   *[y] y
} `{ $found }` is far too large
read-noip-empty = empty input: expected the move count n
# $missing: "column" when column $x is missing, "zero" when it is not closed.
read-noip-end = unexpected end of input after { $after }: { $missing ->
    [column] column { $x } is missing
   *[zero] column { $x } is not closed by 0
} (expected { $width } columns, each closed by 0)
read-noip-colour = colour { $colour } in column { $x } is out of range (1 to { $max }, 0 closes the column)
read-noip-tall = column { $x } is taller than { $height } blocks (is a closing 0 missing?)
read-noip-after = unexpected `{ $found }` after the last column (a NOIP input is n and { $width } columns)
read-noip-unfit-size = the board is { $width } x { $height } (NOIP boards are { $noip_width } x { $noip_height })
read-noip-unfit-rules = the rules are { $rules } (NOIP is played with drag)
read-noip-unfit-colour = it has colour { $colour } (NOIP colours are 1 to { $max })
read-noip-unfit-grey = it has grey blocks (NOIP has none)

## The grid format (format/grid.rs).

read-grid-header-word = `{ $found }` in the header is not key=value (moves=N, rules=R, goal=G, finish=F)
read-grid-header-twice = the header gives { $key } twice
read-grid-header-moves = moves={ $found }: the move budget is an integer
read-grid-header-field = the header has no field `{ $found }` (it takes moves=N, rules=R, goal=G)
read-grid-empty = empty input: expected rows of cells
read-grid-no-rows = the grid has a header but no rows
read-grid-budget-too-large = move budget `{ $found }` is far too large
read-grid-tall = the grid has { $height } rows, more than the { $max } supported
read-grid-wide = the grid is { $width } cells wide, more than the { $max } supported
read-grid-ragged = this row has { $cells } cells, but the first row (line { $line }) has { $width }: rows must be of one width
read-grid-colour = colour { $colour } is out of range (0 for empty, 1 to { $max })
read-grid-cell = `{ $found }` is not a cell (expected `.` or `0` for empty, `1`-`9`, `a`-`z` or `#`)

## Answers and cells (format/notation.rs).

read-answer-minus-one-again = `-1` (no solution) again: it is a whole answer, one line, and line { $line } had it
read-answer-minus-one-mixed = `-1` (no solution) mixed with moves
read-answer-not-a-move = `{ $found }` is not a move (expected `x y g`, `x y R|L|U|D` or `rRcC`)
read-answer-fields = a move is three fields `x y g` or `x y R|L|U|D`, found { $fields }
read-answer-direction = `{ $found }` is not a direction (expected 1 or -1, or R, L, U, D)
# A cell as Panel Attack counts it, from 1: row from the bottom, column from the left.
read-cell-panel = (row { $row }, column { $column })

## Panel Attack files (format/panel/).

read-panel-not-json = not JSON: { $error }
read-panel-no-sets = no "Puzzle Sets" list
# Where in the file: a set's name and the puzzle's number in it, from 1.
read-panel-where = set "{ $set }", puzzle { $index }: { $error }
read-panel-no-stack = no "Stack" string
# A JSON value's type ($kind), with the value when it is short.
read-panel-json = { $kind ->
    [null] null
    [bool] { $value }
    [number] the number { $value }
    [short-string] a string ({ $value })
    [string] a string
    [list] a list
   *[object] an object
}
read-panel-not-string = "{ $key }" must be a string, and it is { $found }
read-panel-moves-fraction = "Moves" must be a whole number, and it is { $found }
read-panel-moves-too-large = "Moves" { $found } is far too large
read-panel-moves-not-number = "Moves" must be a number, and it is { $found }
read-panel-countdown = "Do Countdown" must be true or false, and it is { $found }
read-panel-frames = "{ $key }" must be a number of frames (0 or more), and it is { $found }
read-panel-frames-too-large = "{ $key }" { $found } is far too large
read-panel-cursor = "CursorStartLeft" must be an object with a whole "Row" and "Column", and it is { $found }
read-panel-start = "{ $found }" is not a start timing (the game has "immediately", "countdown", "firstInput" and "firstSwap")
read-panel-clear = "clear" puzzles are not supported: they are won against a clock (the garbage must go before the stop time runs out); only "moves" and "chain" puzzles are
read-panel-type = "{ $found }" is not a puzzle type (the game has "moves", "chain" and "clear")
read-panel-garbage = the puzzle has garbage blocks, which only `mayan solve`, `mayan verify` and `mayan list` take; other commands cannot play them
read-panel-garbage-nested = `{ $found }` at stack position { $at } lies inside the garbage block that ends at position { $open } (a block runs from `[` or `{"{"}` to its `]` or `{"}"}`)
read-panel-garbage-unopened = `{ $found }` at stack position { $at } starts a garbage block that no `]` or `{"}"}` ends
read-panel-garbage-mixed = `{ $found }` at stack position { $at } starts a garbage block of another kind than its end (`[` goes with `]`, `{"{"}` with `{"}"}`)
read-panel-garbage-shape = the garbage block at stack positions { $at } to { $end } ({ $cells } cells) has no shape the game takes: a block of { $width } cells or fewer lies in one row, a longer one fills whole rows
read-panel-garbage-filler = `=` at stack position { $at } is outside every garbage block
read-panel-garbage-panel = panel `{ $found }` at stack position { $at } lies inside a garbage block
read-panel-garbage-unclosed = `{ $found }` at stack position { $at } ends a garbage block that no `[` or `{"{"}` starts
read-panel-garbage-chain = "chain" puzzles with garbage blocks are not supported; only "moves" puzzles with garbage are
read-panel-garbage-buffer = garbage with a "GarbagePanelBuffer" is not supported: cleared garbage would turn into its colours, and mayan turns it into grey panels only
read-panel-stack-long = the stack has { $panels } panels, more than the { $max } of a 6 x 12 board
read-panel-not-panel = `{ $found }` at stack position { $at } is not a panel (0-9)
read-panel-unfit-size = the board is { $width } x { $height } (Panel Attack boards are { $panel_width } wide and at most { $panel_height } high)
read-panel-unfit-rules = the rules are { $rules } (Panel Attack is played with drag)
read-panel-unfit-colour = it has colour { $colour } (Panel Attack panels are 1 to { $max }, and 9 is grey)
# No set of that name; $which: none (the file has no sets), all ($names are
# all of them), count (no name is near), closest ($names are the nearest).
read-panel-no-set = no puzzle set named "{ $set }"{ $which ->
    [none] ; the file has no sets
    [all] ; the file has { $names }
    [count] {" "}among the file's { $sets } sets
   *[closest] ; the closest of the file's { $sets } sets: { $names }
}
read-panel-no-index = set "{ $set }" has puzzles 1 to { $count }, not { $index }

## Panel Attack Solution strings (format/panel/solution.rs).

read-solution-move = move { $index }: { $error }
read-solution-input = `{ $found }` is not an input (A-Z, a-z, 0-9, + or /)
read-solution-no-count = the input `{ $input }` has no frame count after it
read-solution-count-too-large = the frame count is far too large
read-solution-swaps = the solution makes more than { $max } swaps

## The reader (read.rs). $format: noip, grid or panel-attack.

read-format-title = { $format ->
    [noip] NOIP input
    [grid] grid
   *[panel-attack] Panel Attack file
}
read-not-valid = not a valid { $format ->
    [noip] NOIP input
    [grid] grid
   *[panel-attack] Panel Attack file
}: { $error }
read-undetected = cannot tell the format: as a grid: { $grid }; as NOIP input: { $noip }
read-noip-rules = the NOIP format is played with the drag rules
read-not-panel = a puzzle set and number pick a puzzle from a Panel Attack file, and this is a { $format ->
    [noip] NOIP input
    [grid] grid
   *[panel-attack] Panel Attack file
}
read-no-pick = the Panel Attack file holds { $puzzles } puzzles in { $sets ->
    [one] { $sets } set
   *[other] { $sets } sets
}: pick one by set name and number
read-no-puzzle = the Panel Attack file holds no puzzle
read-not-a-puzzle = not a puzzle: { $error }

## Names: move sets, goals, finishes and formats (names.rs, puzzle.rs).

# A name not known; $kind: move-set, goal, finish or format.
name-unknown = unknown { $kind ->
    [move-set] move set
    [goal] goal
    [finish] finish
   *[format] format
} `{ $name }` (expected { $expected })
name-about-move-set-drag = a block moves left or right (Mayan, Panel de Pon)
name-about-move-set-swap4 = a block moves left, right, up or down (the box maze)
name-about-goal-exact = exactly n moves (NOIP)
name-about-goal-at-most = at most n moves (Panel de Pon)
name-about-goal-shortest = the fewest moves, up to n
name-about-finish-clear = clear the board, cascades at any move
name-about-finish-chain = moves that clear nothing, then one chain that clears the board
name-about-format-noip = NOIP 2011: n, then 5 columns bottom-up, each closed by 0
name-about-format-grid = rows from the top down, one character or integer a cell
name-about-format-panel-attack = a Panel Attack puzzle file (JSON); pick a puzzle with --puzzle and --index

# A goal for a budget $n; $goal: exact, at-most or shortest.
name-goal = { $goal ->
    [exact] exactly { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }
    [at-most] at most { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }
   *[shortest] the fewest moves, up to { $n }
}
# How the board must be cleared, after a goal; $finish: clear or chain.
name-finish = { $finish ->
    [chain] {" "}in one chain (moves that clear nothing, then one that clears every colour)
   *[clear] {""}
}
# A puzzle's goal and finish: "exactly 3 moves", "at most 2 moves in one chain (...)".
name-puzzle-goal = { name-goal }{ name-finish }

## A game played move by move (game.rs).

game-refused-clear = the board is already clear, and play stops there
game-refused-no-moves-left = no moves are left
game-refused-null-move = it changes nothing, and null moves are not moves here
game-refused-chain-ended = the chain has ended with coloured blocks left, and play stops there
game-playing = { $left ->
    [one] { $left } move
   *[other] { $left } moves
} left.
game-won = Cleared in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}!
game-cleared-early = Cleared in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}, but the puzzle asks for { name-goal }.
game-out-of-moves = Out of moves with { $blocks ->
    [one] { $blocks } block
   *[other] { $blocks } blocks
} left.
game-chain-ended = Move { $moves } started a chain that left { $blocks ->
    [one] { $blocks } block
   *[other] { $blocks } blocks
}: a chain puzzle is cleared in one chain.
