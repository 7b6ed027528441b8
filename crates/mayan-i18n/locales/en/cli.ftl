## cli: en
## The command line's messages and output (crates/mayan). Ids start with
## `cli-`. Show's and play's are in render.ftl.

## Errors, notes, causes (main.rs, lang.rs, out.rs)

# How main prints an error that ends the run.
cli-error = error: { $message }
# A note on stderr.
cli-note = note: { $note }
# An error followed by its cause.
cli-error-cause = { $error }: { $cause }
# An error about a file or an option, by its name.
cli-named-error = { $name }: { $error }
# The separator of a list of names.
cli-list-separator = {", "}
cli-feature-left-out = this mayan was built without the `{ $feature }` feature, which `mayan { $command }` needs (build it with `--features { $feature }`)
cli-cannot-write-stdout = cannot write to standard output
cli-cannot-read = cannot read { $name }
cli-cannot-write = cannot write { $name }
cli-cannot-create = cannot create { $name }
cli-cannot-open = cannot open { $name }
cli-cannot-start-threads = cannot start the worker threads
# System errors: English keeps the system's own words; these are never
# shown in English, but each language has every message.
cli-io-not-found = No such file or directory
cli-io-permission-denied = Permission denied
cli-io-already-exists = File exists
cli-io-is-a-directory = Is a directory
cli-io-not-a-directory = Not a directory
cli-io-storage-full = No space left on device
cli-io-broken-pipe = Broken pipe
cli-io-address-in-use = Address already in use
cli-io-address-not-available = Cannot assign requested address
cli-io-invalid-data = Invalid data

## Reading a puzzle (input.rs)

cli-standard-input = standard input
cli-input-too-large = { $name }: more than { $mib } MiB: no puzzle file is that large (the limit is MAX_INPUT in docs/spec.md section 9)
cli-reads-two-ways = { $name } reads both as NOIP and as a grid; reading it as NOIP (pass --format grid for the other)
cli-not-a-puzzle = { $name }: not a puzzle: { $error }
cli-not-a-puzzle-no-budget = { $name }: not a puzzle: { $error }: give --moves N, or put N alone on the grid's first line
cli-not-a-puzzle-run = { $name }: not a puzzle: { $error } (pass --settle to let it vanish first)
cli-not-a-puzzle-floating = { $name }: not a puzzle: { $error } (pass --settle to let it fall first)
cli-pick-needs-both = { $name }: a Panel Attack puzzle is picked with both --puzzle "SET NAME" and --index K
cli-read-error-reads-as = { $name }: { $error } (it reads as a { $title }: pass --format { $format })
cli-read-error-undetected = { $name }: { $error } (pass --format)
cli-read-error-no-pick = { $name }: { $error } with --puzzle "SET NAME" --index K (`mayan list { $name }` shows them)
cli-read-error-no-set = { $name }: { $error } (`mayan list { $name }` shows them all)
cli-read-error-not-panel = { $name }: --puzzle and --index pick a puzzle from a Panel Attack file, and this is a { $title }
cli-not-an-answer = { $name }: not a valid answer

## Searches: the progress line and a stop (progress.rs)

# The progress line: 12.30M positions, 4.10M/s, 3.0 s.
cli-progress = { $nodes } positions, { $rate }/s, { $secs } s
cli-progress-threads = { $nodes } positions, { $rate }/s ({ $each }/s a thread on { $threads }), { $secs } s
cli-searching = searching: { $progress }  (Ctrl-C stops)
cli-stopped = stopped: no answer; searched { $nodes } positions in { $secs } s ({ $rate }/s)
cli-stopped-time = out of time: no answer; searched { $nodes } positions in { $secs } s ({ $rate }/s)
cli-stopped-positions = out of positions: no answer; searched { $nodes } positions in { $secs } s ({ $rate }/s)

## solve (solve.rs)

cli-already-clear = the board is already clear: 0 moves
# solve --unique (also the "verdict" of its JSON, always in English).
cli-unique-no-solution = no solution
cli-unique-shorter = not unique: a solution in { $moves } moves exists
cli-unique = unique
cli-unique-not = not unique: { $count } solutions
cli-note-swap4 = no solution under the drag rules, but there is one under swap4 (a box maze? pass --rules swap4, or put rules=swap4 in a header line)
cli-note-chain-timing = pure rules cannot win this chain puzzle in { $moves } moves: in the game it needs a swap while a chain still falls (timing)
cli-note-garbage-timing = pure rules cannot win this garbage puzzle in { $moves } moves: in the game it needs a swap while garbage still clears or falls (timing)

## check and its judge systems (check.rs, check/systems.rs). The words
## judge systems read (testlib's `ok`, `wrong answer`, `FAIL`) are not
## messages: they never change.

cli-verdict-accepted = accepted: { $reason }
cli-verdict-rejected = rejected: { $reason }
# The same, then what the verdict shows (a board, the smallest solution)
# on the lines below; $intro comes from the judge ("; the board then is").
cli-verdict-accepted-shown = accepted: { $reason }{ $intro }:
cli-verdict-rejected-shown = rejected: { $reason }{ $intro }:
cli-check-two-files = mayan check takes INPUT ANSWER, two files, and was given { $given }; a judge's INPUT OUTPUT ANSWER takes --judge testlib, and INPUT ANSWER FEEDBACK_DIR --judge domjudge
cli-jury-answer = the jury's answer { $name } { $error }
cli-jury-answer-fails = the jury's answer { $name } { $error } (is it the answer to { $input }, under these settings?)
cli-no-output = there is no output: { $name } does not exist
cli-output-too-large = the output is more than { $mib } MiB: no answer is that long
cli-checker-missing-one = bad checker command line: { $name } is missing (run as `{ $line }`)
cli-checker-missing = bad checker command line: { $names } are missing (run as `{ $line }`)
cli-checker-too-many = bad checker command line: { $given } files after INPUT are too many (run as `{ $line }`)
cli-checker-usage = bad checker command line: { $error } (run as `{ $line }`; see `mayan check --help`)
cli-checker-full-score = bad checker command line: the full score `{ $score }` is not a whole number from 0 (run as `{ $line }`)
cli-cannot-write-report = cannot write the report file { $name }: { $error }
cli-validator-files = the output validator is run as `mayan check --judge domjudge INPUT ANSWER FEEDBACK_DIR < OUTPUT`: three files, and it was given { $given }
cli-feedback-not-a-dir = the feedback directory { $name } is not a directory
cli-wrong-output-format = wrong output format: { $reason }
cli-judge-error = judge error: { $why }

## explain: the replay of a solution or an answer (explain.rs, text.rs)

cli-move-refused = move { $number }: { $refusal }
cli-move-refused-line = move { $number } (line { $line }): { $refusal }
cli-explain-start = Start: { $width } x { $height } board, { $rules } rules, { $within } to clear it
cli-explain-start-no-null = Start: { $width } x { $height } board, { $rules } rules, { $within } to clear it (no null moves)
cli-explain-minus-one = The answer is -1: no moves to replay.
cli-explain-no-solution = No solution in { $within }: the answer is -1.
cli-explain-smallest = The smallest solution:
cli-explain-null-not-allowed = (null moves are not allowed with --no-null-moves)
cli-plan-untrue = internal error: the plan does not match the replay
# After the last move (explain, show).
cli-result-clear = Result: the board is clear after { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}.
cli-result-left = Result: { $blocks ->
    [one] { $blocks } block
   *[other] { $blocks } blocks
} left after { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}.
# A move in words: "the 3 at (3, 0) moves right: swaps with the 2 at (4, 0)".
cli-move-null = the { $colour } at { $cell } moves { $dir ->
    [right] right
    [left] left
    [up] up
   *[down] down
}: a null move: the board does not change
cli-move-swap = the { $colour } at { $cell } moves { $dir ->
    [right] right
    [left] left
    [up] up
   *[down] down
}: swaps with the { $other } at { $target }
cli-move-step-into = the { $colour } at { $cell } moves { $dir ->
    [right] right
    [left] left
    [up] up
   *[down] down
}: steps into the empty cell { $target }
cli-move-step = the { $colour } at { $cell } moves { $dir ->
    [right] right
    [left] left
    [up] up
   *[down] down
}: steps
# A move's heading: "Move 3: 3 0 1   (the 3 at (3, 0) moves right: ...)".
cli-turn = Move { $number }: { $notation }   ({ $what })
cli-stage = stage { $stage }: { $vanished } vanish (marked *)
cli-stage-after-fall = stage { $stage }: blocks fall, then { $vanished } vanish (marked *)
cli-stage-fall-only = blocks fall; nothing vanishes
cli-stage-nothing = nothing falls or vanishes
cli-stage-settled = settled:

## hint (hint.rs)

cli-hint-none = no first move clears the board in { $within }
cli-hint-head = { $moves ->
    [one] { $moves } first move still wins
   *[other] { $moves } first moves still win
} in { $within }:
# A first move's row: "2 1 1      then 2 more moves  (fewest)".
cli-hint-clears = clears the board
cli-hint-then = then { $moves ->
    [one] { $moves } more move
   *[other] { $moves } more moves
}
cli-hint-fewest = (fewest)
# hint --why: the clear a first move works towards.
cli-hint-serves = serves clear { $clear } ({ $when }): { $summary }

## list (list.rs)

cli-list-set = { $name } ({ $puzzles ->
    [one] { $puzzles } puzzle
   *[other] { $puzzles } puzzles
})
# A set whose file names it by a localisation key.
cli-list-set-key = { $name } ({ $puzzles ->
    [one] { $puzzles } puzzle
   *[other] { $puzzles } puzzles
}, "{ $key }" in the file)
# A puzzle's moves (0: no limit) and panels, after its --puzzle and --index.
cli-list-puzzle = { $moves ->
    [0] no move limit
    [one] { $moves } move
   *[other] { $moves } moves
}, { $panels } panels
cli-list-puzzle-unsupported = { $moves ->
    [0] no move limit
    [one] { $moves } move
   *[other] { $moves } moves
}, { $panels } panels  [not supported: { $why }]

## verify: a Panel Attack file checked puzzle by puzzle (verify.rs,
## verify/fix.rs). What is found about a puzzle is also a value of the JSON
## report, which is always in English.

cli-verify-fix-needs-v3 = --fix writes Solutions, a key of version 3 files, and { $name } is not one: convert it first (mayan convert { $name } --to panel-attack --out v3.json)
cli-verify-stopped = stopped at { $set } #{ $index }: { $checked } puzzles checked
cli-verify-not-utf8 = { $name } is not UTF-8
cli-verify-fixed = fixed { $solutions ->
    [one] { $solutions } Solution
   *[other] { $solutions } Solutions
} in { $name }
cli-verify-fixed-places = fixed { $solutions ->
    [one] { $solutions } Solution
   *[other] { $solutions } Solutions
} in { $name }: { $places }
cli-verify-timing-run = needs a swap during a chain (timing): { $why }, which vanishes before any swap under pure rules
cli-verify-timing-exhausted = needs a swap during a chain (timing): no swap clears the board in one chain from any of the { $boards } boards that swaps clearing nothing reach
cli-verify-timing-garbage = needs a swap while garbage clears (timing): no { $moves } swaps clear the board under pure rules
cli-verify-timing-limit = needs a swap during a chain (timing), or more than { $swaps ->
    [one] { $swaps } swap
   *[other] { $swaps } swaps
}: pure rules found no win in { $boards } boards
cli-verify-replay-does-not-play = it does not play: { $error }
cli-verify-replay-waits = it ends after { $swaps } of its { $moves } swaps with panels left, and the game waits for the rest
cli-verify-replay-never-ends = the puzzle is still in play { $frames } frames after its last input
cli-verify-loss-no-moves = no swaps left and nothing moving, with colour panels still on the board
cli-verify-loss-no-chain = panels were cleared outside a chain
cli-verify-loss-chain-ended = the chain ended with colour panels still on the board
cli-verify-loss-health = the stack topped out and its health ran out
# A puzzle's line: "  #3   moves in 2   fewest 2, 1 solution within 2; ...".
cli-verify-no-limit = (no limit)
cli-verify-within = in { $moves }
cli-verify-unsupported = not supported: { $why }
cli-verify-no-solution = NO SOLUTION within { $moves } moves
# $count is the number of solutions as digits; $n the same as a number.
cli-verify-fewest-of = fewest { $fewest }, { $n ->
    [one] { $count } solution
   *[other] { $count } solutions
} of { $fewest }
cli-verify-fewest-within = fewest { $fewest }, { $n ->
    [one] { $count } solution
   *[other] { $count } solutions
} within { $moves }
cli-verify-answer-fails = ; but mayan's answer does not win in the game (frame { $frame }): { $why }
cli-verify-solution-fails = ; Solution FAILS: { $error }
cli-verify-solution-wins = ; Solution wins at frame { $frame } ({ $swaps ->
    [one] { $swaps } swap
   *[other] { $swaps } swaps
})
cli-verify-solution-loses = ; Solution LOSES at frame { $frame }: { $why }
cli-verify-solution-refused = ; the game refuses { $refused ->
    [one] { $refused } more press
   *[other] { $refused } more presses
} of swap, its moves run out
cli-verify-solution-wins-at = { $count ->
    [0] ; it wins at no level
   *[other] ; it wins at { $count ->
        [one] level
       *[other] levels
    } { $levels }
}
cli-verify-solution-random = ; from frame { $frame } the game draws random colours, which mayan does not know
cli-verify-game-refuses = ; THE GAME REFUSES { $count ->
    [one] key
   *[other] keys
} { $keys } and will not load it
cli-verify-duplicates = same board up to mirroring and colours: { $places }
cli-verify-summary = { $puzzles ->
    [one] { $puzzles } puzzle
   *[other] { $puzzles } puzzles
}: { $supported } supported, { $unsolvable } without a solution{ $timing ->
    [0] {""}
   *[other] , { $timing } needing timing
}; { $recorded ->
    [one] { $recorded } recorded Solution
   *[other] { $recorded } recorded Solutions
}, { $failing } not winning (played at level { $level }, { $engine } rules); { $groups ->
    [one] { $groups } group
   *[other] { $groups } groups
} of duplicates{ $refused ->
    [0] {""}
   *[other] ; { $refused } the game will not load
}
cli-fix-no-puzzles = cannot find the puzzles in the file's text to write the Solutions into
cli-fix-count = the file's text has { $objects } puzzle objects where the reader found { $puzzles }: not rewriting it
cli-fix-no-puzzle = internal error: no puzzle { $set }/{ $puzzle }
cli-fix-unreadable = puzzle { $puzzle } of set { $set }: cannot read its object
cli-fix-stack = puzzle { $puzzle } of set { $set }: the text and the reader disagree on its Stack: not rewriting
cli-fix-empty = puzzle { $puzzle } of set { $set } is an empty object

## batch and merge (batch.rs). Their reports are JSON, always in English.

cli-batch-cannot-resume = --resume { $name }: cannot resume
cli-batch-cannot-cut = cannot cut the unfinished last line of { $name }
cli-batch-cannot-end = cannot end the last line of { $name }
cli-batch-cannot-append = cannot open { $name } to append
cli-batch-cannot-read-input = cannot read the input
cli-batch-input-too-large = the input is more than { $mib } MiB: no puzzle file is that large
cli-batch-worker-stopped = a worker thread stopped
cli-note-threads = --threads { $threads }: this machine has { $cores } cores; using { $cores }
# The progress bar; the arguments are the bar's own placeholders.
cli-batch-bar = { $bar } { $pos }/{ $len } jobs  { $rate }  { $elapsed } (eta { $eta })
cli-batch-spinner = { $spinner } { $pos } jobs  { $rate }  { $elapsed }
# merge: jobs no part answered; $shown names up to 10 of them.
cli-merge-gaps = { $gaps } of { $jobs } jobs not answered by any part: { $shown }{ $more ->
    [0] {""}
   *[other] {" "}and { $more } more
}
cli-merge-line = line { $line }
cli-merge-line-id = line { $line } (id { $id })

## serve (serve.rs). The API's answers are JSON, always in English.

cli-serve-seconds = { $option } must be a number of seconds above 0 and at most 86400, found { $value }
cli-serve-max-concurrent = --max-concurrent must be at least 1
cli-serve-cannot-start-runtime = cannot start the async runtime
cli-serve-cannot-listen = cannot listen on { $address }
cli-serve-cannot-read-address = cannot read the address listened on
cli-serve-serving = Mayan is serving on { $url } (Ctrl-C stops it)
cli-serve-stopped-error = the server stopped
cli-serve-stopped = Mayan stopped serving

## duel (duel.rs, duel/): a program tried against the solver on random
## boards. $moves 0 in the header: every n from 1 to $max.

cli-duel-seed = seed: { $seed } (pass --seed { $seed } to try the same boards again)
cli-duel-header = duel: { $boards } boards from seed { $seed }, { $moves ->
    [0] n = 1 to { $max }
   *[other] n = { $moves }
}, { $goal ->
    [exact] exactly n moves
    [at-most] at most n moves
   *[shortest] the fewest moves, up to n,
} to clear each{ $null ->
    [no] {" "}(no null moves)
   *[yes] {""}
}
cli-duel-bar = { $bar } { $pos }/{ $len } boards  { $msg }  { $elapsed }
cli-duel-shrinking = shrinking: n = { $moves }, { $blocks } blocks
cli-duel-stopped = stopped: { $tried ->
    [one] { $tried } board
   *[other] { $tried } boards
} tried, { $agreed } agreed
cli-duel-all-agree = all { $boards ->
    [one] { $boards } board
   *[other] { $boards } boards
} agree ({ $solvable } with a solution, { $minus } -1; { $padded } made for one move fewer than their budget)
cli-duel-found = { $failures ->
    [one] { $failures } counterexample
   *[other] { $failures } counterexamples
} in { $boards ->
    [one] { $boards } board
   *[other] { $boards } boards
} ({ $agreed } agreed; { $solvable } with a solution, { $minus } -1; { $padded } made for one move fewer than their budget)
cli-duel-board = board { $number } (n = { $moves }, { $blocks ->
    [one] { $blocks } block
   *[other] { $blocks } blocks
}): { $verdict }
cli-duel-shrunk = {"  "}shrunk in { $runs ->
    [one] { $runs } run
   *[other] { $runs } runs
} to n = { $moves }, { $blocks ->
    [one] { $blocks } block
   *[other] { $blocks } blocks
}: { $verdict }
cli-duel-wrote = {"  "}wrote { $files } in { $dir }
cli-duel-board-context = board { $number }
# A program's verdict.
cli-duel-accepted = accepted
cli-duel-wrong = wrong answer: { $why }
cli-duel-format = presentation error: { $why }
cli-duel-crash-code = crash: exit code { $code }
cli-duel-crash-signal = crash: killed by signal { $signal }
cli-duel-crash = crash
cli-duel-time = time limit: still running after { $limit }, killed
cli-duel-overflow = more than { $mib } MiB of output: no answer is that long
# failN.verdict.txt: the verdict, then these.
cli-duel-verdict-program = program: { $command }
cli-duel-verdict-stderr = its stderr:
cli-duel-no-program = no program to run
cli-duel-not-found = cannot run `{ $name }`: no such program
cli-duel-not-found-path = cannot run `{ $name }`: no such program on PATH (give a path, such as ./my-solution)
cli-duel-not-executable = cannot run `{ $name }`: it is not executable (chmod +x { $name }?)
cli-duel-cannot-run = cannot run `{ $name }`: { $error }

## convert (convert.rs). The files it writes never change with the language.

cli-wrote = wrote { $name }
cli-convert-panel-version-for = --panel-version is for --to panel-attack
cli-convert-panel-version = --panel-version is 2 or 3
cli-convert-with-solution-for = --with-solution writes Panel Attack solutions: it is for --to panel-attack (`mayan solve` answers in any format)
cli-convert-with-solution-v2 = --with-solution needs --panel-version 3: version 2 files have no solutions
cli-convert-set-name-for = --set-name is for --to panel-attack
cli-convert-set-name-one = --set-name names the one set written, and there are { $sets } (pick a puzzle with --puzzle and --index)
# $goal and $own are goals as --goal names them.
cli-convert-goal-noip = { $name }: a NOIP input is solved in exactly n moves, so the goal { $goal } is not kept (it is { $own } after converting)
cli-convert-goal-panel = { $name }: a Panel Attack puzzle is won in at most n moves, so the goal { $goal } is not kept (it is { $own } after converting)
cli-convert-no-solution = { $name }: no solution within { $moves } moves, so no Solution is written
cli-convert-reader-missed = the reader missed a puzzle
# A puzzle of a Panel Attack file, as the notes name it.
cli-convert-label = { $name }: set "{ $set }", puzzle { $puzzle }
cli-convert-not-a-puzzle = not a puzzle: { $error }
cli-convert-kept-as-given = { $name } is kept as the file gives it: { $error }
cli-convert-keys-not-kept = { $name }: { $keys } not kept
cli-convert-solutions-dropped = { $name }: version 2 files have no solutions: { $solutions ->
    [one] { $solutions } Solution is
   *[other] { $solutions } Solutions are
} not kept
cli-convert-changed = { $name }: the puzzle changed, so its Solution is not kept

## export (export.rs). The sources it writes never change with the language.

cli-export-no-line = internal error: the C++ source has no line `{ $line }`
cli-export-max-moves = --max-moves is the validator's: the checker takes n from 1 to 50, as mayan check does
cli-export-goal = --goal and --no-null-moves are the checker's: an input is valid for every goal

## clap's parse errors (cli/errors.rs): a bad command line. English ones are
## printed by clap itself, byte for byte; these messages say the same for
## the other languages to follow (and are never shown in English). $arg is
## an option as clap names it (`--moves <N>`), $kind `argument`,
## `subcommand` or `value`.

cli-clap-tip = tip: { $tip }
cli-clap-try-help = For more information, try '{ $help }'.
cli-clap-unknown-argument = unexpected argument '{ $arg }' found
cli-clap-invalid-value = invalid value '{ $value }' for '{ $arg }'
cli-clap-value-missing = a value is required for '{ $arg }' but none was supplied
cli-clap-value-validation = invalid value '{ $value }' for '{ $arg }': { $reason }
cli-clap-invalid-subcommand = unrecognized subcommand '{ $name }'
cli-clap-missing-required = the following required arguments were not provided:
cli-clap-missing-subcommand = '{ $name }' requires a subcommand but one was not provided
cli-clap-subcommands = [subcommands: { $values }]
cli-clap-conflict = the { $kind ->
    [subcommand] subcommand
   *[argument] argument
} '{ $arg }' cannot be used with '{ $other }'
cli-clap-conflict-list = the { $kind ->
    [subcommand] subcommand
   *[argument] argument
} '{ $arg }' cannot be used with:
cli-clap-conflict-others = the { $kind ->
    [subcommand] subcommand
   *[argument] argument
} '{ $arg }' cannot be used with one or more of the other specified arguments
cli-clap-used-twice = the argument '{ $arg }' cannot be used multiple times
cli-clap-no-equals = equal sign is needed when assigning values to '{ $arg }'
cli-clap-too-many-values = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
cli-clap-too-few-values = { $min } values required by '{ $arg }'; only { $actual } { $actual ->
    [one] was
   *[other] were
} provided
cli-clap-wrong-number-of-values = { $expected } values required for '{ $arg }' but { $actual } { $actual ->
    [one] was
   *[other] were
} provided
cli-clap-invalid-utf8 = invalid UTF-8 was detected in one or more arguments
cli-clap-similar = { $count ->
    [one] a similar { $kind } exists: { $names }
   *[other] some similar { $kind }s exist: { $names }
}
cli-clap-tip-pass-as-value = to pass '{ $arg }' as a value, use '{ $with }'
cli-clap-tip-exists = '{ $arg }' exists
cli-clap-tip-remove-dashes = subcommand '{ $name }' exists; to use it, remove the '--' before it
# An error of a kind without its details.
cli-clap-kind = { $kind ->
    [invalid-value] one of the values isn't valid for an argument
    [unknown-argument] unexpected argument found
    [invalid-subcommand] unrecognized subcommand
    [no-equals] equal is needed when assigning values to one of the arguments
    [value-validation] invalid value for one of the arguments
    [too-many-values] unexpected value for an argument found
    [too-few-values] more values required for an argument
    [wrong-number-of-values] too many or too few values for an argument
    [argument-conflict] an argument cannot be used with one or more of the other specified arguments
    [missing-required-argument] one or more required arguments were not provided
    [missing-subcommand] a subcommand is required but one was not provided
    [invalid-utf8] invalid UTF-8 was detected in one or more arguments
   *[other] unknown cause
}
# Why a number was refused (Rust's own words in English).
cli-clap-int-empty = cannot parse integer from empty string
cli-clap-int-invalid = invalid digit found in string
cli-clap-int-too-large = number too large to fit in target type
cli-clap-int-too-small = number too small to fit in target type
cli-clap-int-zero = number would be zero for non-zero type
# A number outside an option's range (clap's "5 is not in 1..=3").
cli-clap-below = { $value } is not in { $min }..
cli-clap-out-of-range = { $value } is not in { $min }..={ $max }

## Mayan's own value parsers (cli/args.rs).

cli-arg-seconds-not-number = `{ $value }` is not a number of seconds
cli-arg-seconds-not-positive = `{ $value }`: a time limit is a number of seconds above 0
cli-arg-limit = `{ $value }`: the limit is a whole number from 1
cli-arg-score-range = `{ $value }`: expected a range of scores LO..HI, such as 40..60
cli-arg-score-range-empty = `{ $value }`: the range is empty ({ $lo } is above { $hi })
