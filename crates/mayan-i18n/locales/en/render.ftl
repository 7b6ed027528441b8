## render: en
## What `show`, `play` and `render` say (crates/mayan/src/show.rs, play/,
## render.rs, replay.rs; crates/mayan-render/src/term.rs). Ids start with
## `render-`. The pictures' captions (`render-picture-*`) and titles
## (`render-source-*`, naming a goal) are drawn into the pictures
## (frames.rs, svg/): every character of their Chinese text needs a glyph in
## crates/mayan-render/src/font/cjk.rs, so after changing them run
## scripts/cjk-glyphs.py (docs/i18n.md).

## Where the moves shown come from (replay.rs)

render-source-minus-one = { $name }: the answer is -1 (no solution)
render-source-answer = { $name }: { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
render-source-no-solution = no solution in { $within }
render-source-smallest = the smallest solution in { $within }
render-solver-move-illegal = the solver's move { $number } is illegal (a bug)

## render (render.rs)

render-bad-extension = { $name }: cannot write a .{ $ext } picture: name the file .svg, .png or .gif
render-no-extension = { $name }: no extension to tell the picture format: name the file .svg, .png or .gif
# A note: "no solution in exactly 3 moves: drawing the start board only".
render-start-only = { $source }: drawing the start board only
render-wrote-frames = wrote { $name } ({ $frames ->
    [one] { $frames } frame
   *[other] { $frames } frames
})
render-wrote-board = wrote { $name } (the start board)
render-wrote-pictures = wrote { $name } ({ $pictures ->
    [one] { $pictures } picture
   *[other] { $pictures } pictures
})

## show (show.rs) and its steps (mayan-render term.rs)

render-show-head = { $width } x { $height } board, { $rules } rules, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} to clear it
render-show-head-no-null = { $width } x { $height } board, { $rules } rules, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} to clear it (no null moves)
render-show-moves = Moves ({ $source }): { $moves }
render-show-marks = Marks: { $legend }
# Capitalised in English by the code.
render-show-start-only = { $source }: only the start is shown.
render-legend = [c] moved   *c* vanishes next   * just vanished   # grey (inert)   . empty
# A step's caption over its board.
render-caption-start = Start
render-caption-move = Move { $number }: { $notation }
render-caption-move-null = Move { $number }: { $notation } (null)
render-caption-fall = fall
render-caption-clear = clear { $count }
render-caption-cleared = cleared
render-caption-left = { $blocks } left

## The captions drawn over the panels of a picture (frames.rs): in capitals
## in English, the move's number before what happened, as in "2: FALL".

render-picture-start = START
# "MOVE 2: 3 1 1"; $notation is the move as the puzzle writes it.
render-picture-move = MOVE { $number }: { $notation }
render-picture-move-null = MOVE { $number }: { $notation } (NULL)
render-picture-fall = { $number }: FALL
render-picture-clear = { $number }: CLEAR { $count }
# The board after the last move ($moves): clear, or $blocks left on it.
render-picture-cleared = { $moves }: CLEARED
render-picture-left = { $moves }: { $blocks } LEFT

## play: the terminal player (play/)

render-play-keys-help = arrows/hjkl cursor   shift+arrow/HJKL or space+arrow drag   u undo   r redo   R restart   i hint   s solution step   q quit
render-play-keys = Keys: { $help }
render-play-welcome = Clear the board in { $within }. Arrows move the cursor; shift+arrow drags.
render-play-drag-cancelled = Drag cancelled.
render-play-no-block = There is no block at { $cell } to drag.
render-play-drag-which = Drag the block at { $cell }: press a direction (Esc cancels).
# A move: "2 1 1 (2, 1) right".
render-play-move = { $notation } { $cell } { $dir ->
    [right] right
    [left] left
    [up] up
   *[down] down
}
render-play-moved = Move { $number }: { $step }.
render-play-moved-vanish = Move { $number }: { $step }: { $blocks ->
    [one] { $blocks } block vanishes
   *[other] { $blocks } blocks vanish
}.
render-play-moved-cascade = Move { $number }: { $step }: { $blocks ->
    [one] { $blocks } block vanishes
   *[other] { $blocks } blocks vanish
} in a { $stages }-step cascade.
# What the move came to, after what it did; $said is the game's sentence.
render-play-won = {" "}{ $said }
render-play-over = {" "}{ $said }: u undoes, R restarts.
render-play-refused-clear = The board is already clear. R restarts, u undoes.
render-play-refused-no-moves = No moves left. u undoes, R restarts.
render-play-refused-chain = The chain has ended with coloured blocks left. u undoes, R restarts.
render-play-refused-null = { $step } changes nothing, and null moves are not moves here (--no-null-moves).
render-play-off-board = Cannot move: { $cell } is outside the board.
render-play-target-off-board = Cannot move: the block at { $cell } cannot move { $dir ->
    [right] right
    [left] left
    [up] up
   *[down] down
}: that is off the board.
render-play-cannot-move = Cannot move: { $error }.
render-play-undid = Undid move { $number }.
render-play-nothing-to-undo = Nothing to undo.
render-play-cannot-redo = Cannot redo.
render-play-nothing-to-redo = Nothing to redo.
render-play-at-start = Already at the start.
render-play-restarted = Restarted ({ $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} undone).
render-play-no-way = No way to clear the board in the { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} left: u undoes, R restarts.
render-play-out-of-moves = No moves left: u undoes, R restarts.
render-play-clear-no-hint = The board is clear: nothing to hint.
render-play-clear = The board is clear.
render-play-no-hint = No hint: { $error }.
render-play-hint-clears = Hint: { $step }, it clears the board ({ $first ->
    [one] { $first } first move still wins
   *[other] { $first } first moves still win
}).
render-play-hint-then = Hint: { $step }, then { $moves ->
    [one] { $moves } more move
   *[other] { $moves } more moves
} ({ $first ->
    [one] { $first } first move still wins
   *[other] { $first } first moves still win
}).
render-play-no-solution = No solution: { $error }.
render-play-solution-step = { $message } (solution: { $moves ->
    [one] { $moves } more move
   *[other] { $moves } more moves
}; s again plays the next)
# The side panel.
render-play-falling = falling
render-play-cascade-step = cascade step { $stage }: { $count } vanish
render-play-move-number = move { $number }
render-play-too-small = terminal too small: need { $need_width } x { $need_height }, this one is { $width } x { $height } (q quits)
render-play-side-moves = Moves  { $played } of { $budget }
render-play-side-blocks = Blocks { $blocks }
render-play-side-rules = Rules  { $rules }
render-play-cleared = CLEARED!
render-play-side-out-of-moves = out of moves
render-play-dragging = dragging: which way?
render-play-marks = >c< cursor  [c] move/hint  *c* vanishes next
render-play-needs-terminal = mayan play needs a terminal: run it in one (try `mayan show` for text output)
render-play-cannot-set-up = cannot set up the terminal

## Making PNG and GIF pictures (mayan-render raster.rs)

render-raster-svg = cannot read the SVG picture: { $error }
render-raster-too-large = the picture is too large ({ $width } x { $height } pixels)
render-raster-png = cannot encode the PNG: { $error }
render-raster-gif = cannot encode the GIF: { $error }
