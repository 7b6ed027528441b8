## plan: en
## A solution explained clear by clear (mayan-core plan/describe.rs,
## docs/plans.md): the text of explain --plan, hint --why and check --explain.
## Cells come written as the puzzle's notation counts: (x, y) or (row R, column C).

# A count in words up to twelve ($n): "three 2s meet".
plan-count = { $n ->
    [0] no
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
    [11] eleven
    [12] twelve
   *[other] { $n }
}

# The first line: "Plan: 4 clears in 3 moves."
plan-head = Plan: { $clears ->
    [one] { $clears } clear
   *[other] { $clears } clears
} in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}.

# A move that changes nothing; $kind: equal (two equal blocks swap) or
# fell-back (a block pushed up into an empty cell falls back).
plan-null-move = Move { $number } changes nothing: { $kind ->
    [equal] it swaps the { $colour } at { $from } with the { $colour } at { $to }, its equal
   *[fell-back] it pushes the { $colour } at { $from } up into the empty { $to }, and it falls straight back
}.

# A clear's line: its number, when (stage 1 is the move's own clear, 2 and
# up are cascades), and its summary.
plan-clear = { $number }. Move { $on_move }{ $stage ->
    [1] {""}
   *[other] , stage { $stage } (a cascade)
}: { $summary }.
# When a clear happens, as hint --why names it: "move 3", "move 3, stage 2 (a cascade)".
plan-when = move { $on_move }{ $stage ->
    [1] {""}
   *[other] , stage { $stage } (a cascade)
}

# What met where: "three 2s meet in row 0, columns 1-3 (horizontal): (1, 0), (2, 0), (3, 0)";
# $dir: horizontal, vertical or both.
plan-summary = { plan-count } { $colour }s meet { $lines } ({ $dir ->
    [horizontal] horizontal
    [vertical] vertical
   *[both] both ways
}): { $cells }
# One run of the clear; $horizontal: yes for a row, no for a column.
plan-line = { $horizontal ->
    [yes] in row { $at }, columns { $from }-{ $to }
   *[no] in column { $at }, rows { $from }-{ $to }
}
plan-lines-and = { $first } and { $then }

## How each block of a clear got there: "The 1 from (3, 1) slid 1 step left (move 1) and fell 1 row."

plan-block = The { $colour } from { $start } { $did }.
plan-slid = slid { $n ->
    [one] { $n } step
   *[other] { $n } steps
} { $side ->
    [right] right
   *[left] left
}
plan-lifted = was swapped { $n ->
    [one] { $n } row
   *[other] { $n } rows
} { $way ->
    [up] up
   *[down] down
}
plan-came-back = was moved and came back
# What a block did, and the moves that did it.
plan-by = { $part } ({ $n ->
    [one] move
   *[other] moves
} { $moves })
plan-fell = fell { $n ->
    [one] { $n } row
   *[other] { $n } rows
}
plan-and-then = { $first } and { $then }
# The blocks that did not move: "The 2s at (1, 0) and (2, 0) were in place."
plan-in-place = { $n ->
    [one] The { $colour } at { $cells } was in place.
   *[other] The { $colour }s at { $cells } were in place.
}
plan-served = Served by { $n ->
    [one] move
   *[other] moves
} { $moves }.

## Earlier clears a clear needed: "Clear 1 had to come first: its blocks at (1, 0) and (2, 0) held up the 1s from (1, 1) and (3, 1)."

plan-needs = Clear { $clear } had to come first: { $clauses }.
plan-need-sep = {"; "}
# The earlier clear's blocks, and this clear's blocks that needed it.
plan-its = its { $n ->
    [one] block
   *[other] blocks
} at { $cells }
plan-whose = { $n ->
    [one] the { $colour } from { $cells }
   *[other] the { $colour }s from { $cells }
}
# $why: held-up (the earlier clear's blocks held these up), made-room (they
# fell into the room it left), brought (into its room, which moves carried
# sideways to another column).
plan-need = { $why ->
    [held-up] { $its } held up { $whose }
    [made-room] { $whose } fell into the room { $its } left
   *[brought] { $whose } fell into the room { $its } left, which { $by_n ->
        [one] move
       *[other] moves
    } { $by } brought to { $columns_n ->
        [one] column
       *[other] columns
    } { $columns }
}

# The last line; $cleared: yes or no.
plan-end = { $cleared ->
    [yes] The board is clear.
   *[no] The board is not clear.
}

## A plan that could not be made, or that its check does not bear out
## (plan/mod.rs, plan/check.rs, plan/rooms.rs). These name a fault of the
## plan, never of the answer; cells and lists are written as Rust writes
## them, (1, 2) and [3, 4].

plan-error-illegal = move { $number }: { $error }
plan-error-after-clear = move { $number }: the board is already clear, and play stops there
plan-error-untrue = clear { $clear }: { $what }
plan-untrue-moves = the moves played or the result differ
plan-untrue-numbered = numbered out of order
plan-untrue-no-stage = move { $on_move } has no stage { $stage }
plan-untrue-not-vanished = ({ $x }, { $y }) did not vanish as a { $colour }
plan-untrue-short-line = a line shorter than three
plan-untrue-line-cell = { $cell } is on a line but not in the clear
plan-untrue-lines = its lines do not make up its cells and direction
plan-untrue-blocks = a block for each cell
plan-untrue-block = the block from { $start } did not get to { $end }
plan-untrue-move = move { $number } moved no block of its colour
plan-untrue-served = the moves that served it
plan-untrue-touch = its cells do not touch
plan-untrue-clears = the clears are not every block that vanished
plan-untrue-one = it and clear { $other } are one
plan-untrue-no-block = no block vanished at { $cell }
plan-untrue-start = the block at { $cell } came from { $start }, not { $said }
plan-untrue-not-needed = does not need clear { $other } as it says
plan-untrue-needed = needs clear { $other }, for the block from { $block }, and does not say so
plan-untrue-needs-order = its needs are out of order
plan-untrue-nulls = the null moves are { $nulls }, not { $listed }
plan-untrue-null = move { $number } is not the null move it says
plan-untrue-rooms-before = the blocks are not where they stood before move { $number }
plan-untrue-rooms-fell = the blocks are not where they fell, move { $number }
plan-untrue-rooms-no-clear = { $cell } vanished in no clear
plan-untrue-rooms-settled = the blocks are not where they settled, move { $number }
