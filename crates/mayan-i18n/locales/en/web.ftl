## web: en
## The web page (`mayan serve`): crates/mayan-web/assets/js formats these
## in the browser with @fluent/bundle (served from /i18n/en.ftl); the
## server says the web-api-* messages itself. Text between backquotes in
## a message the page shows as markup (the keys, the footer) is <kbd> or
## <code>.

## Lists: "a and b", "a, b and c" (first, then the rest, which is a list
## itself).

web-list-two = { $first } and { $second }
web-list-more = { $first }, { $rest }
# Numbers of moves or columns in a list ("moves 1 and 2").
web-number-list-two = { $first } and { $second }
web-number-list-more = { $first }, { $rest }
# Moves one after another ("Your moves: 2 1 R, 3 1 R").
web-sequence-more = { $first }, { $rest }
# Clauses of one sentence ("...: a; b").
web-clauses-more = { $first }; { $rest }

## The page's fixed text (index.html).

web-page-title = Mayan: clear the board in n moves
web-skip = Skip to the board
web-tagline = Swap blocks, line up three, clear the board in n moves.
web-lang-group = Language
web-mode-group = Play or edit
web-mode-play = Play
web-mode-edit = Edit
web-zoom-group = Cell size
web-zoom-in = Larger cells
web-zoom-out = Smaller cells
web-prev = Previous
web-prev-title = The previous puzzle
web-next = Next
web-ticks-label = The pack's puzzles
web-board-bar = Moves and answers
web-undo = Undo
web-redo = Redo
web-restart = Restart
web-restart-title = Start this puzzle again (R)
web-hint = Hint
web-solve = Solve
web-cancel = Cancel
web-pb-first = First step
web-pb-back = Step back
web-pb-play = Play
web-pb-pause = Pause
web-pb-forward = Step forward
web-pb-last = Last step
web-pb-step = Step
web-pb-to-game = Back to the game
web-pb-to-editor = Back to the editor
web-playback-group = Playback
web-plan-open = Why it works: the plan, clear by clear
web-plan-help = Point at a clear to see it on the board; the playback marks each one as it happens.
web-keys-open = Keys
web-keys-game = In play: arrows move the cursor, `Shift`+arrow moves its block (or `Space`, then an arrow), `H` asks for a hint, `R` restarts, `N` opens the next puzzle, `Ctrl`+`Z` undoes a move. In a playback `,` and `.` step and `P` plays.
web-keys-edit = In the editor: arrows move, `Space` paints, `1`–`9` pick and paint a colour, `0` or `Delete` erases, `G` paints grey, `Ctrl`+`Z` undoes, `Ctrl`+`Shift`+`Z` redoes.
web-controls-label = Puzzle
web-paint-legend = Paint
web-board-legend = Board
web-width = Width
web-height = Height
web-rules-label = Moves
web-rules-drag = drag (left/right)
web-rules-swap4 = swap4 (4 ways)
web-clear = Clear
web-settle = Settle
web-settle-title = Let floating blocks fall and runs of three vanish
web-goal-legend = Goal
web-budget = Budget
web-goal-label = Clear in
web-goal-exact = exactly n moves
web-goal-at-most = at most n moves
web-goal-shortest = fewest moves (≤ n)
web-no-null = Null moves don't count (swapping equal blocks is not a move)
web-packs-open = Puzzle packs
web-pack-label = Pack
web-random-level = Difficulty
web-random = Random puzzle
web-random-about = A new 5 × 7 puzzle from the generator, as hard as the level says (the score is the generator's, below).
web-share = Share link
web-share-label = Link to this puzzle
web-import-open = Paste or load a puzzle
web-paste-label = Grid rows (top row first) or a NOIP input
web-paste-load = Load text
web-paste-current = Show current as text
web-file-label = Puzzle file: a NOIP input, a grid, or a Panel Attack file (.json)
web-drop-hint = Or drop a file anywhere on the page.
web-panel-pick = Puzzle
web-export-open = Export the board
web-export-about = Downloads the board, its budget and its goal in a format `mayan` reads.
web-export-group = Export as
web-export-noip = NOIP input
web-export-grid = Grid
web-export-panel = Panel Attack
web-export-holds = holds:
web-gen-open = Generate a puzzle
web-gen-colours = Colours
web-gen-moves = Moves
web-gen-difficulty = Min. difficulty
web-gen-none = none
web-gen-seed = Seed
web-gen-random = random
web-gen-unique = Only one solution
web-generate = Generate
web-drop-target = Drop a puzzle file to load it: a NOIP input, a grid, or a Panel Attack file.
web-footer = Mayan plays gravity-swap puzzles: NOIP 2011 Mayan (drag, exactly n moves), Panel de Pon puzzles (drag, at most n moves, grey blocks never clear) and the box maze (swap4). Moves are written `x y R|L|U|D`, column `x` from the left and row `y` from the bottom, both from 0; Panel Attack puzzles in the game's own `rRcC`: row `R` from the bottom, the swap of columns `C` and `C+1`, both from 1, and their boards count from 1 too.

## The puzzle's head.

web-title-custom = Your board
web-title-link = A shared board
web-title-pasted = { $format ->
    [noip] A pasted NOIP input
   *[grid] A pasted grid
}
web-title-panel = { $set } #{ $index }
web-title-pack = { $pack } · { $name }
web-title-generated = A generated puzzle
web-title-random = A random puzzle, level { $level }
# A pack's name by its id (the server's name, packs.json, otherwise).
web-pack-name = { $id ->
   *[other] { $name }
}
# A pack puzzle's name: the NOIP sample, a test case, a box maze's seed, a
# Panel Attack puzzle's number, or the server's name.
web-puzzle-name = { $kind ->
    [sample] Sample
    [case] Case { $n }
    [seed] Seed { $n }
    [number] #{ $n }
   *[other] { $name }
}
web-sub-pack = Puzzle { $number } of { $of }
web-sub-seed = Seed { $seed }
web-sub-seed-score = Seed { $seed }, difficulty { $score }
web-sub-changed = Its budget or goal is changed: it is not the pack's puzzle as it stands.
web-tick-label = Puzzle { $number }, { $name }{ $solved ->
    [yes] , solved
   *[no] {""}
}
# How the goal is met, in a sentence of its own ($goal, $n).
web-goal-how = { $goal ->
    [exact] in exactly { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }
    [at-most] in at most { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }
   *[shortest] in as few moves as you can (at most { $n })
}
web-goal-line = { $grey ->
    [yes] Clear every coloured block { web-goal-how } (grey blocks never clear).
   *[no] Clear every block { web-goal-how }.
}
web-goal-line-chain = A chain puzzle: swap blocks without clearing any, then make one swap whose chain clears every coloured block, { web-goal-how } (grey blocks never clear).
web-no-null-note = Swapping two equal blocks is not a move.
# The goal's sentence, then the note on null moves.
web-goal-with-note = { $goal } { $note }
web-howto-drag = { $pointer ->
    [touch] Swipe
   *[mouse] Drag
} a block left or right, or tap it and then where it goes: blocks fall, and three in a line vanish.
web-howto-swap4 = { $pointer ->
    [touch] Swipe
   *[mouse] Drag
} a block left, right, up or down, or tap it and then where it goes: blocks fall, and three in a line vanish.
web-howto-edit = Click or drag to paint (a tap on a touch screen), right-click to erase; Play tries the board.
web-howto-watch = The solution, move by move: step with the buttons or let it play.
web-moves-left = { $left ->
        [one] { $left } move
       *[other] { $left } moves
    } left
web-board-size = { $w } × { $h }

## The board.

web-cell-label = column { $col }, row { $row }: { $what }
web-cell-panel = row { $row }, column { $col }: { $what }
web-cell-empty = empty
web-cell-grey = grey block
# Colours by their swatch and shape (the board shows no digits); colours 11
# and up have no shape. $n: how many.
web-colour = { $v ->
    [1] { $n ->
        [one] orange circle
       *[other] orange circles
    }
    [2] { $n ->
        [one] sky-blue triangle
       *[other] sky-blue triangles
    }
    [3] { $n ->
        [one] green square
       *[other] green squares
    }
    [4] { $n ->
        [one] yellow diamond
       *[other] yellow diamonds
    }
    [5] { $n ->
        [one] blue star
       *[other] blue stars
    }
    [6] { $n ->
        [one] vermillion plus
       *[other] vermillion pluses
    }
    [7] { $n ->
        [one] pink heart
       *[other] pink hearts
    }
    [8] { $n ->
        [one] wine cross
       *[other] wine crosses
    }
    [9] { $n ->
        [one] white ring
       *[other] white rings
    }
    [10] { $n ->
        [one] teal hexagon
       *[other] teal hexagons
    }
   *[other] { $n ->
        [one] block marked { $v }
       *[other] blocks marked { $v }
    }
}
web-swatch-erase = erase
web-swatch-grey = grey block (never clears)
web-swatch-key = { $name } (key { $key })
web-undo-move = Undo the last move (Ctrl+Z)
web-redo-move = Redo the move undone (Ctrl+Shift+Z or Ctrl+Y)
web-undo-edit = Undo the last edit (Ctrl+Z)
web-redo-edit = Redo the edit undone (Ctrl+Shift+Z or Ctrl+Y)
web-cell = ({ $x }, { $y })
web-cell-panel-name = (row { $row }, column { $col })

## Moves.

web-move-words = the block at column { $col }, row { $row } moves { $dir ->
    [R] right
    [L] left
    [U] up
    [D] down
   *[other] ?
}
web-moves-intro = Moves (x y direction, row 0 at the bottom):
web-moves-intro-panel = Moves in Panel Attack notation (rRcC: row R from the bottom, the swap of columns C and C+1):
web-move-button = Move { $k }: { $name }, { $words }. Show it.
web-already-clear = The board is already clear.
web-your-moves = Your moves: { $moves }

## The game.

web-your-move = Your move.
web-won = Cleared in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }!
web-won-next = Cleared in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }! Next opens the next puzzle.
web-won-last = Cleared in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }! That was the pack's last puzzle.
web-cleared-early = Cleared in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, but the puzzle asks for { $goal ->
    [exact] exactly { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }
   *[at-most] at most { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }
}.
web-chain-ended = Move { $move } started a chain that left coloured blocks: a chain puzzle is cleared in one chain. Undo or Restart to try again.
web-out-of-moves = Out of moves with { $blocks ->
        [one] { $blocks } block
       *[other] { $blocks } blocks
    } left.
web-game-over = { $message } Undo or Restart to play on.
web-picked = The block at { $cell } is picked: tap where it goes, or an arrow.
web-picked-up = The block at { $cell } is picked up: an arrow key moves it.
web-not-a-move = Not a move: { $why }
web-took-back = Took back { $move }.
web-played-again = Played { $move } again.
web-restarted = Back to the start: Redo plays your moves again.
web-cannot-play = This board cannot be played yet: { $why }
web-game-again = The puzzle changed, so the game starts again: your { $moves ->
    [one] { $moves } move was
   *[other] { $moves } moves were
} for the old one.
web-link-moves-bad = The link's moves were not all legal ({ $why }): the game starts from the beginning.
web-link-moves-unread = The link's moves are not moves (x.y.D, joined by _): the puzzle is loaded without them.

## Hints.

web-hint-searching = Looking for winning first moves
web-hint-searching-game = Looking for a move that still wins
web-hint-none = No first move clears the board within { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }.
web-hint-found = { $count ->
    [one] { $count } first move still wins
   *[other] { $count } first moves still win
} within { $n }; the fewest moves in all: { $fewest }.
web-hint-list-intro = Winning first moves (arrows on the board):
web-hint-list-game = From here, winning moves within the { $left ->
        [one] { $left } move
       *[other] { $left } moves
    } left:
web-hint-item = { $move }: { $after ->
    [0] clears the board
    [one] then { $after } more move
   *[other] then { $after } more moves
}{ $fewest ->
    [yes] {" "}(fewest)
   *[no] {""}
}
web-hint-none-game = No clear is possible from here within the { $left ->
        [one] { $left } move
       *[other] { $left } moves
    } left.
web-hint-game = Hint: { $moves } { $count ->
    [one] still wins
   *[other] still win
} within the { $left ->
        [one] { $left } move
       *[other] { $left } moves
    } left (arrows on the board).
web-hint-won = The board is already clear: you won.
web-hint-no-moves = No moves are left: Undo or Restart to try again.

## Solving and the playback.

web-solving = Solving
web-time-ms = { $ms } ms
web-time-s = { $s } s
web-solved = Solved in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } ({ $nodes ->
        [one] { $nodes } position
       *[other] { $nodes } positions
    }, { $time }).
web-no-solution = No solution: the board cannot be cleared { web-goal-how } ({ $nodes ->
        [one] { $nodes } position
       *[other] { $nodes } positions
    }, { $time }).
web-no-pure-solution = No solution under Mayan's pure rules (nothing moves while blocks fall): "{ $set }" #{ $index } cannot be cleared { web-goal-how }. Panel Attack's own solution needs moves made during a fall ({ $nodes ->
        [one] { $nodes } position
       *[other] { $nodes } positions
    }, { $time }).
web-no-chain-win = No solution under Mayan's pure rules (nothing moves while blocks fall): no swap clears this chain puzzle in one chain from any board that swaps clearing nothing reach. In Panel Attack it needs a swap while a chain is still falling ({ $nodes ->
    [one] { $nodes } board
   *[other] { $nodes } boards
}, { $time }).
web-replay-failed = Could not replay the solution: { $why }
web-frame-start = Start. Next, move 1 of { $n }: { $move }.
web-frame-start-clear = Start: the board is already clear.
web-frame-move = Move { $k } of { $n }: { $move }, { $kind ->
    [null] nothing changes (a null move)
    [shift] it steps into the empty cell
   *[swap] the two blocks swap
}.
web-frame-vanish = { $stage ->
    [1] { $blocks ->
        [one] { $blocks } block vanishes.
       *[other] { $blocks } blocks vanish.
    }
   *[other] Chain { $stage }: { $blocks ->
        [one] { $blocks } block vanishes.
       *[other] { $blocks } blocks vanish.
    }
}
web-frame-gone = { $blocks ->
        [one] { $blocks } block
       *[other] { $blocks } blocks
    } gone.
web-frame-after = After move { $k }.
web-frame-after-next = After move { $k }. Next, move { $next } of { $n }: { $move }.
web-frame-end = After move { $k }: { $result ->
    [empty] the board is clear!
    [grey] the board is clear! (only grey blocks are left)
   *[left] done, but blocks are left.
}
web-frame-pos = { $i } / { $n }

## The plan ("Why it works"): /api/replay's plan, clear by clear.

web-plan-head = { $clears ->
    [one] { $clears } clear
   *[other] { $clears } clears
} in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.
web-plan-when = { $stage ->
    [1] Move { $move }:
   *[other] Move { $move }, chain { $stage }:
}
# $colour is web-colour for $blocks blocks; $lines a list of web-plan-row
# and web-plan-column.
web-plan-meet = { $blocks ->
    [0] No
    [1] One
    [2] Two
    [3] Three
    [4] Four
    [5] Five
    [6] Six
    [7] Seven
    [8] Eight
    [9] Nine
    [10] Ten
    [11] Eleven
    [12] Twelve
   *[other] { $blocks }
} { $colour } meet { $lines } ({ $dir ->
    [horizontal] in a row
    [vertical] in a column
   *[both] both ways
}).
web-plan-row = in row { $row }, columns { $from }–{ $to }
web-plan-column = in column { $col }, rows { $from }–{ $to }
# How a block of the clear came to its place. $motion: slid (sideways),
# lifted (swapped up or down), both, back (moved and came back) or none;
# $slid and $lifted are steps, $slidDir right or left, $liftDir up or down;
# $fell rows fallen (0: none); $moves the list of its moves, $count how many.
web-plan-block = The { $colour } from { $from } { $motion ->
    [slid] { web-plan-block-slid }{ web-plan-block-by }{ web-plan-block-and-fell }
    [lifted] { web-plan-block-lifted }{ web-plan-block-by }{ web-plan-block-and-fell }
    [both] { web-plan-block-slid }{ $fell ->
        [0] {" "}and
       *[other] ,
    } { web-plan-block-lifted }{ web-plan-block-by }{ web-plan-block-and-fell }
    [back] was moved and came back{ web-plan-block-by }{ web-plan-block-and-fell }
   *[none] fell { $fell ->
        [one] { $fell } row
       *[other] { $fell } rows
    }
}.
web-plan-block-slid = slid { $slid ->
    [one] { $slid } step
   *[other] { $slid } steps
} { $slidDir ->
    [right] right
   *[left] left
}
web-plan-block-lifted = was swapped { $lifted ->
    [one] { $lifted } row
   *[other] { $lifted } rows
} { $liftDir ->
    [up] up
   *[down] down
}
web-plan-block-by = { $count ->
    [0] {""}
    [one] {" "}(move { $moves })
   *[other] {" "}(moves { $moves })
}
web-plan-block-and-fell = { $fell ->
    [0] {""}
    [one] {" "}and fell { $fell } row
   *[other] {" "}and fell { $fell } rows
}
web-plan-still = { $count ->
    [one] The { $colour } at { $cells } was in place.
   *[other] The { $colour } at { $cells } were in place.
}
web-plan-served = Served by { $count ->
    [one] move
   *[other] moves
} { $moves }.
web-plan-need = Clear { $clear } had to come first: { $clauses }.
# One way an earlier clear made room: $why held-up (its blocks held ours
# up) or fell (ours fell into the room its blocks left); $theirs its cells
# ($theirCount), $ours our blocks' cells, $colour their name; $by the moves
# that brought ours to $columns ($byCount, $columnCount).
web-plan-need-way = { $why ->
    [held-up] { web-plan-need-its } held up the { $colour } from { $ours }
   *[fell] the { $colour } from { $ours } fell into the room { web-plan-need-its } left{ $byCount ->
        [0] {""}
        [one] , which move { $by } brought to { web-plan-need-columns }
       *[other] , which moves { $by } brought to { web-plan-need-columns }
    }
}
web-plan-need-its = { $theirCount ->
    [one] its block at
   *[other] its blocks at
} { $theirs }
web-plan-need-columns = { $columnCount ->
    [one] column
   *[other] columns
} { $columns }
web-plan-null-move = { $kind ->
    [equal] Move { $move } changes nothing: it swaps the { $colour } at { $from } with the { $colour } at { $to }, its equal.
   *[other] Move { $move } changes nothing: it pushes the { $colour } at { $from } up into the empty { $to }, and it falls straight back.
}
web-plan-cleared = The board is clear.
web-plan-not-cleared = The board is not clear.

## Searches and the server.

web-search-tick = { $label }… { $s } s
web-search-queued = { $ahead ->
    [0] { $label }… { $s } s · waiting in line: next up
   *[other] { $label }… { $s } s · waiting in line: { $ahead } ahead
}
web-search-nodes = { $label }… { $s } s · { $nodes ->
        [one] { $nodes } position
       *[other] { $nodes } positions
    }
web-cancelled = Cancelled.
# $wait: the seconds Retry-After asks for (0: not said).
web-busy-retry = { $wait ->
    [0] Try again in a moment.
    [one] Try again in { $wait } second.
   *[other] Try again in { $wait } seconds.
}
web-busy-full = The server is busy: the search queue is full ({ $waiting ->
    [one] { $waiting } request
   *[other] { $waiting } requests
} waiting). { web-busy-retry }
web-busy-waited = The server is busy: the request waited { $secs } s in line without reaching a worker. { web-busy-retry }
web-busy = The server is busy: { $why }. { web-busy-retry }
web-timed-out = The search was stopped at the time limit of { $limit } s ({ $nodes ->
        [one] { $nodes } position
       *[other] { $nodes } positions
    } searched). A smaller budget or board is searched faster.
web-gen-timed-out = The generator found no puzzle within the time limit of { $limit } s ({ $nodes ->
        [one] { $nodes } position
       *[other] { $nodes } positions
    } searched). Ask for a lower minimum difficulty or fewer moves, or allow more than one solution.
web-server-answered = The server answered { $status } { $text }.

## The editor.

web-not-a-puzzle = Not a puzzle yet: { $why }.
web-undid-edit = Undid the last edit.
web-redid-edit = Redid the edit.
web-cleared = Cleared.
web-settled = Settled: blocks fell and runs of three vanished.

## Packs.

web-pack-option = { $name } ({ $solved } of { $of } solved)
web-pack-puzzle = { $number }. { $name }: { $chain ->
    [yes] a chain
   *[no] { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
}
web-pack-solved-mark = solved
web-packs-failed = The puzzle packs could not be loaded: { $why }
# $id: the pack's id, or panel for a Panel Attack set; $count its puzzles.
web-pack-about = { $id ->
    [noip2011] The sample and the official test cases of NOIP 2011 (drag, exactly n moves); the two without a solution are left out.
    [box-mazes] Box mazes (swap4: blocks also move up and down): the level of seed 004, then mazes the generator made.
    [box-mazes-n4] Box mazes of four moves, each with exactly one solution, made by the generator.
    [generated-n4] NOIP-style puzzles of four moves made by the generator (fixtures/generated/noip-n4).
    [generated-n5] NOIP-style puzzles of five moves made by the generator (fixtures/generated/noip-n5).
    [panel] A classic Panel Attack set (drag, at most n moves; grey blocks never clear): { $count ->
        [one] { $count } puzzle
       *[other] { $count } puzzles
    }.
   *[other] { $count ->
        [one] { $count } puzzle
       *[other] { $count } puzzles
    }.
}
web-level = { $level }: { $level ->
    [1] warm-up
    [2] easy
    [3] medium
    [4] hard
   *[5] hardest
} ({ $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, { $min ->
    [0] any score
   *[other] score { $min } or more
})

## Links, files, export.

web-link-bad-board = The link holds a board that is not a rectangle of at most 16 × 16 cells.
web-link-bad-cell = The link's board has `{ $ch }`, which is not a cell.
web-link-bad-pack = The link names puzzle { $number } of a pack "{ $pack }", which this server does not have.
web-link-copied = { $game ->
    [yes] Link copied: it holds the puzzle and your moves.
   *[no] Link copied: it holds the puzzle.
}
web-link-shown = { $game ->
    [yes] Copy the link below: it holds the puzzle and your moves.
   *[no] Copy the link below: it holds the puzzle.
}
web-paste-first = Paste grid rows or a NOIP input first.
web-loaded-text = Loaded the { $format ->
    [noip] NOIP input
   *[grid] grid
} ({ $w } × { $h }{ $moves ->
    [0] {""}
    [one] , { $moves } move
   *[other] , { $moves } moves
}).
web-loaded-problem = Loaded the { $format ->
    [noip] NOIP input
   *[grid] grid
}, but { $why }. Press Settle to let it settle.
web-cannot-read = Could not read { $name }: { $why }
web-choose-puzzle = choose a puzzle…
# A Panel Attack file's puzzle in the picker: $chain yes for a chain puzzle.
web-panel-what = { $chain ->
    [yes] { $moves ->
        [0] a chain
        [one] a chain in { $moves } move
       *[other] a chain in { $moves } moves
    }
   *[no] { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
}
web-panel-option = #{ $index }: { web-panel-what }
web-panel-option-error = #{ $index }: { web-panel-what } (not supported: { $error })
web-panel-pick-one = { $puzzles ->
        [one] { $puzzles } puzzle
       *[other] { $puzzles } puzzles
    } in { $sets ->
    [one] { $sets } set
   *[other] { $sets } sets
}: pick one.
web-panel-loaded = Loaded "{ $set }" #{ $index }: clear it in at most { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }. Moves are written in Panel Attack's rRcC.
# A format of a file, in a sentence.
web-format-a = { $format ->
    [noip] a NOIP input
    [grid] a grid
    [panel-attack] a Panel Attack file
   *[other] { $format }
}
web-export-failed = Cannot export as { web-format-a }: { $why }
web-exported = Downloaded { $file }: the board as { web-format-a }. Drop it on the page to load it again.

## The generator.

web-generating = Generating a puzzle
web-gen-bad-seed = A seed is a whole number of at most 20 digits (or empty for a random one).
web-gen-bad-number = { $field } is not a number.
web-generated = Generated a { $w } × { $h } puzzle after { $attempts ->
    [one] { $attempts } attempt
   *[other] { $attempts } attempts
}: clear it { web-goal-how }. Seed { $seed }, difficulty { $score }.
web-gen-scale = Difficulty is a score: 10 a move, 10 for each tenfold of positions a search tries, up to 20 when few first moves win, 5 a cascade. Five-by-seven puzzles score about 25–50 with 2 moves, 45–80 with 3, 65–105 with 4 and 90–135 with 5: a minimum below what the moves give changes nothing, one above makes the generator try more boards.

## The server's own messages, in an answer's "error" text: English, unless
## a request asks for another language with ?lang=zh, which changes only
## these texts (keys, statuses and every other value stay the same).

web-api-unknown-lang = unknown language `{ $lang }`: expected `en` or `zh`
web-api-not-a-puzzle = not a puzzle: { $why }
web-api-too-many-moves = { $count } moves: at most { $max } are replayed
web-api-not-a-step = move { $number }: ({ $dx }, { $dy }) is not a unit step
web-api-move-refused = move { $number } ({ $played }): { $why }
