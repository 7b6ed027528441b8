## help: en
## `mayan --help` and every subcommand's: the commands' about lines, the
## text after the options (examples, exit codes), each argument's help and
## each of its values'. The English help is clap's, from the doc comments in
## crates/mayan/src/cli/; these messages are the same words (a test holds
## them equal), for the Chinese help, which is built from them.
##
## Ids: help-COMMAND-about, help-COMMAND-examples, help-COMMAND-ARG (ARG the
## argument's id, in kebab case), else help-arg-ARG when the argument is
## shared; help-value-COMMAND-ARG-VALUE, else help-value-ARG-VALUE. The root
## command is `root`.

## clap's own words, which the Chinese help writes itself.

help-usage = Usage: { $usage }
help-heading-commands = Commands:
help-heading-arguments = Arguments:
help-heading-options = Options:
help-default = [default: { $value }]
help-aliases = { $count ->
    [one] [alias: { $aliases }]
   *[other] [aliases: { $aliases }]
}
help-possible-values = [possible values: { $values }]
help-possible-values-heading = Possible values:
help-possible-value = - { $name }: { $padding }{ $help }
help-list-separator = ,{" "}
help-flag-help = Print help
help-flag-help-short = Print help (see more with '--help')
help-flag-help-long = Print help (see a summary with '-h')
help-flag-version = Print version
help-help-about = Print this message or the help of the given subcommand(s)
help-help-command = Print help for the subcommand(s)

## mayan (the root command)

help-root-about = Solve, check, explain and show gravity-swap puzzles (NOIP 2011 Mayan, Panel de Pon, box maze)
help-root-examples =
    Examples:
    { $examples }

    Exit codes: 0 success; 1 a negative verdict (check rejects, solve --unique finds
    no unique solution, batch had a bad line, gen found no puzzle); 2 unreadable
    input or bad usage; 3 search stopped (Ctrl-C or --timeout).

## mayan solve

help-solve-about = Find the smallest solution of a puzzle
help-solve-examples =
    Examples:
      mayan solve examples/noip-sample.in             # NOIP answer, byte for byte
      mayan solve --no-null-moves case.in             # same-colour swaps are not moves
      echo '3 1 0 2 1 0 2 3 4 0 3 1 0 2 4 3 4 0' | mayan solve
      mayan solve --format grid --rules swap4 --moves 2 examples/box-maze.txt
      mayan solve --rules swap4 --goal shortest --moves 5 --json examples/box-maze.txt
      mayan solve --puzzle "Classic set 1" --index 10 panel.json
      mayan solve --count --goal at-most --moves 3 --rules swap4 examples/box-maze.txt   # 25
      mayan solve --all --limit 5 examples/noip-sample.in
      mayan solve --unique examples/noip-sample.in     # exit 0 only if unique
      mayan solve --goal chain:2 --puzzle "Classic set 1" --index 5 panel.json   # a chain of two
      mayan solve --goal shortest --target left.txt board.txt   # leave that board

    Exit codes: 0 an answer was printed (-1 included); 1 --unique and not unique;
    2 bad input; 3 the search was stopped (Ctrl-C or --timeout).
help-solve-all = List the solutions in order, one a line group (see --limit)
help-solve-count = Print how many solutions there are (distinct swaps, no null moves)
help-solve-file = The puzzle (stdin when absent or `-`)
help-solve-json = Print one JSON object: the moves, the goal, the nodes searched and the time; with --count, --all or --unique, their results (docs/json.md)
help-solve-limit = With --all: list at most this many (at least 1)
help-solve-unique = Exit 0 only when there is exactly one solution and no shorter one

## mayan check

help-check-about = Judge an answer: legal moves, a clear board after exactly n moves, and the smallest solution. With --judge, a special judge for testlib-style systems or DOMjudge and Kattis
help-check-examples =
    Examples:
      mayan check case.in case.out
      mayan check --no-null-moves case.in case.out
      mayan check --judge testlib case.in contestant.out case.ans
      mayan check --judge domjudge case.in case.ans feedback/ < contestant.out
      mayan check --judge lemon case.in contestant.out case.ans 10 _score _message

    Exit codes: 0 accepted; 1 rejected; 2 unreadable input or answer; 3 the search
    was stopped (Ctrl-C or --timeout). With --judge, the judge system's codes below.

    On a judge (docs/judge.md, "Using mayan check on a judge"):
      --judge testlib INPUT OUTPUT ANSWER [REPORT [-appes]]
          testlib's checker: one line on stderr and exit 0 `ok ...`, 1 `wrong
          answer ...`, 2 `wrong output format ...`, 3 `FAIL ...`; the message
          also in REPORT when given (an XML <result> with -appes).
      --judge domjudge INPUT ANSWER FEEDBACK_DIR < OUTPUT   (also: kattis)
          an output validator: exit 42 accepted, 43 rejected, the verdict in
          FEEDBACK_DIR/judgemessage.txt (the board drawn, the smallest solution)
          and teammessage.txt (nothing of the jury's solution); exit 2 with a
          line on stderr when it cannot judge.
      --judge lemon INPUT OUTPUT ANSWER FULL_SCORE SCORE_FILE REPORT_FILE
          Lemon's special judge (also: lemonlime): FULL_SCORE or 0 in
          SCORE_FILE, the testlib-style message in REPORT_FILE, exit 0; exit 3
          and no score when it cannot judge.
      Output that is not an answer (junk, a token that is not a move, a line of
      two fields, `-1` twice or with moves, nothing but on a board already
      clear) is a presentation error (DOMjudge: rejected). An answer with a
      coordinate off the board, an illegal move, the wrong number of moves or
      not the smallest solution is a wrong answer. The jury's ANSWER must pass
      too, else the judge fails: it catches a puzzle judged with the wrong data
      or settings (an empty ANSWER is not checked). What needs no search (the
      format, each move, the budget, the blocks left) is judged first. Settings
      such as --no-null-moves go anywhere on the line.
help-check-appes = testlib's `-appes` after REPORT (written so, one dash): the report as an XML `<result>`
help-check-explain = After the verdict, teach: for an answer that clears the board, which of its moves can go and the plan of what is left; for one that does not, the first move after which no clear was possible any more within the moves left (docs/plans.md)
help-check-files = ANSWER, the answer to judge: `-1`, or one move a line. With --judge testlib: OUTPUT ANSWER, then REPORT if asked for (the contestant's output, the jury's answer, the report file); with --judge domjudge: ANSWER FEEDBACK_DIR (the output is on stdin); with --judge lemon: OUTPUT ANSWER FULL_SCORE SCORE_FILE REPORT_FILE
help-check-input = The puzzle (on a judge: the test's input)
help-check-json = Print the verdict as one JSON object (docs/json.md)
help-check-judge = Judge as a special judge of this system: its arguments, exit codes and messages (see below)
help-value-check-judge-domjudge = DOMjudge's and Kattis's output validator: INPUT ANSWER FEEDBACK_DIR < OUTPUT; exit 42 accepted, 43 rejected
help-value-check-judge-lemon = Lemon's (and LemonLime's) special judge: INPUT OUTPUT ANSWER FULL_SCORE SCORE_FILE REPORT_FILE; the score in SCORE_FILE
help-value-check-judge-testlib = testlib's checker: INPUT OUTPUT ANSWER; exit 0 ok, 1 wrong answer, 2 presentation error, 3 fail; one line on stderr

## mayan explain

help-explain-about = Replay a solution and show the board before and after each move and each cascade stage, marking what vanishes
help-explain-examples =
    Examples:
      mayan explain examples/noip-sample.in           # the solver's own solution
      mayan explain case.in my-answer.txt             # your answer, move by move
      mayan explain --plan examples/noip-sample.in    # clear by clear, in sentences
      mayan explain --plan --format grid --rules swap4 examples/box-maze.txt

    Exit codes: 0 explained; 2 bad input or answer; 3 the search was stopped (Ctrl-C
    or --timeout).
help-explain-answer = The moves to replay (default: the solver's solution)
help-explain-input = The puzzle
help-explain-json = Print every board and stage as one JSON object (docs/json.md)
help-explain-plan = Explain the solution clear by clear instead of drawing every stage: which blocks met, in which direction, after which moves, and which earlier clear had to come first (docs/plans.md). With --json, adds a `plan` object

## mayan hint

help-hint-about = Every first move that still leads to a clear board within the budget, with the fewest moves needed after it
help-hint-examples =
    Examples:
      mayan hint examples/noip-sample.in
      mayan hint --format grid --rules swap4 examples/box-maze.txt
      mayan hint --json --puzzle "Classic set 6" --index 10 panel.json
      mayan hint --why examples/noip-sample.in        # and the clear each move serves

    Exit codes: 0 the hints were printed (none included); 2 bad input; 3 the search
    was stopped (Ctrl-C or --timeout).
help-hint-file = The puzzle, with what remains of the budget as its move count
help-hint-json = Print one JSON object (docs/json.md)
help-hint-why = Also say which clear each move works towards on the shortest way on: the colour, the line and the move it happens on (docs/plans.md)

## mayan show

help-show-about = Show a puzzle and every step of a solution in the terminal: each move, each fall and each clear, in colour when stdout is a terminal
help-show-examples =
    Examples:
      mayan show examples/noip-sample.in              # the solver's own solution
      mayan show case.in my-answer.txt                # your answer, step by step
      mayan show --color never case.in | less         # plain text
      mayan show --goal at-most --puzzle "Classic set 1" --index 3 panel.json

    Marks: [c] the moved block and its target, *c* about to vanish, * just vanished,
    # a grey (inert) block. Colour: --color auto (the default) colours only when
    stdout is a terminal and NO_COLOR is unset.

    Exit codes: 0 shown; 2 bad input or answer; 3 the search was stopped (Ctrl-C).
help-show-answer = The moves to show (default: the solver's solution)
help-show-color = Colour the output
help-value-show-color-always = Always
help-value-show-color-auto = When stdout is a terminal and `NO_COLOR` is unset
help-value-show-color-never = Never

## mayan render

help-render-about = Draw a puzzle or a solution as a picture: SVG or PNG (the start board and every step), or an animated GIF; the format comes from --out
help-render-examples =
    Examples:
      mayan render examples/noip-sample.in --out steps.svg    # a strip of every step
      mayan render examples/noip-sample.in --out steps.png
      mayan render examples/noip-sample.in --out solution.gif # animated
      mayan render case.in my-answer.txt --out mine.png       # your answer
      mayan render case.in --board-only --out board.svg       # just the start board

    Exit codes: 0 written; 2 bad input, answer or file name; 3 the search was stopped.
help-render-answer = The moves to draw (default: the solver's solution)
help-render-board-only = Draw only the start board
help-render-cell = The side of a cell, in pixels
help-render-out = The picture to write: `.svg`, `.png` or `.gif`

## mayan play

help-play-about = Play a puzzle in the terminal: move a cursor, drag blocks, undo, ask for a hint or for the solution one step at a time
help-play-examples =
    Keys:
      arrows, h j k l        move the cursor
      shift+arrow, H J K L   drag the block under the cursor
      space or enter, then a direction   drag the block under the cursor
      u / r                  undo / redo
      R                      restart
      i                      hint: a first move that still wins
      s                      play the next step of a solution
      q or esc               quit

    Examples:
      mayan play examples/noip-sample.in
      mayan play --format grid --rules swap4 --moves 2 examples/box-maze.txt

    Exit codes: 0 done; 2 bad input, or stdout is not a terminal.
help-play-input = The puzzle

## mayan list

help-list-about = List the puzzle sets and puzzles of a Panel Attack file
help-list-examples =
    Example:
      mayan list panel-attack.json
help-list-file = A Panel Attack puzzle file
help-list-json = Print the sets and puzzles as one JSON object (docs/json.md)

## mayan verify

help-verify-about = Check every puzzle of a Panel Attack file: solvable, the fewest swaps, how many solutions within its moves, whether its recorded Solution wins when played frame by frame, and which are the same board
help-verify-examples =
    Examples:
      mayan verify fixtures/panel/panel-game_Puzzles-v3_classic-sets-with-solutions.json
      mayan verify my-set.json
      mayan verify --list-alts 5 my-set.json          # each puzzle's solutions, up to 5
      mayan verify --json Puzzles.json > report.json
      mayan verify --no-null-moves my-set.json
      mayan verify --fix my-set.json                  # failing or missing Solutions rewritten
      mayan verify --memory 1024 Puzzles.json          # chain puzzles walked further
      mayan verify --level 5 --engine 048 Puzzles.json # Solutions played at level 5, old rules

    One line a puzzle: its type and moves, then the fewest swaps that clear it and the
    number of solutions within its moves (play stops when the board is clear), or why
    it cannot be searched here (clear puzzles are won against a clock; garbage with a
    GarbagePanelBuffer). A chain puzzle that pure rules cannot win says it needs a swap
    during a chain (timing). Then its recorded Solution, played frame by frame as the
    game plays it (its start, its cursor, the level's timing): "wins at frame F", or
    "FAILS" with why and the frame (no moves left, a clear outside the chain, the chain
    ended, the stack topped out, still in play), and the levels it would win at; swap
    presses the game refuses once the moves run out are counted. Puzzles that are the
    same board up to mirroring and colour renaming are listed, and a summary ends the
    report.

    Exit codes: 0 every supported puzzle is solvable and every recorded Solution wins
    (with --fix: once fixed); 1 some puzzle has no solution, some Solution does not win,
    or (version 3) a puzzle has a key the game's loader refuses (with --fix: what it
    could not mend); 2 an unreadable file, or --fix on a version 2 file (which has no
    Solutions to write); 3 stopped (Ctrl-C or --timeout).
help-verify-file = A Panel Attack puzzle file (version 2 or 3, nested sets too)
help-verify-fix = Write FILE back with each failing or missing Solution of a solvable puzzle replaced by the solver's smallest solution; every other byte stays (version 3 files only)
help-verify-json = Print the report as one JSON object
help-verify-list-alts = Also list up to this many solutions of each puzzle (its "alts"), in the file's notation
help-verify-memory = Memory for each search, in MiB, from 1: a chain puzzle's walk through the boards that swaps clearing nothing reach stops there (about 190 bytes a board), and the puzzle is reported as not won within that many boards
help-verify-no-null-moves = Null moves (swapping two panels of one colour) are not moves: not counted among the solutions (a recorded Solution is played as the game plays it, null swaps and all)
help-verify-level = The level (1 to 11) whose timing the recorded Solutions are played at, frame by frame: the game's own file was recorded at 10 (the game's menu starts at 5, where panels hover and flash longer)
help-verify-engine = The version of the game's rules the Solutions are played under: current (panel-game 3d5e7cb, which wrote today's Puzzles.json) or 048 (the engine at panel-game 173de52, January 2025)
help-verify-timeout = Stop a puzzle's searches after this many seconds (exit 3)

## mayan gen

help-gen-about = Make puzzles (and NOIP test data with answers), reproducible from a seed
help-gen-examples =
    Examples:
      mayan gen --seed 7                                  # one 5 x 7 NOIP puzzle, n = 3
      mayan gen --format noip --count 20 --moves 4 --seed 1 --out data/
                                                          # case01.in/.ans .. case20, README.md
      mayan gen --format noip --count 10 --no-null-moves --out data/
      mayan gen --unique --moves 4 --seed 3 --format grid
      mayan gen --format noip --count 10 --moves 5 --min-blocks 18 --out hard/
      mayan gen --rules swap4 --width 7 --height 7 --moves 3 --count 5 --out maze/
      mayan gen --format panel-attack --moves 3 --count 10 --unique --out my-set.json
      mayan gen --unique --moves 6 --difficulty 80..90 --count 5 --out hard/
      mayan gen --json --count 1000 --seed 5 --shard 2/8 > part2.jsonl   # cases 3, 11, 19, ...

    Solvable puzzles clear in exactly n moves and in no fewer; the noip format mixes in
    25% boards whose answer is -1 (--unsolvable PERCENT). Each puzzle gets a difficulty
    score on the scale of Panel Attack's classic sets: 10 is a typical puzzle of set 1,
    60 one of set 6, and every 10 beyond about one move more (docs/generate.md).

    Exit codes: 0 written; 1 no puzzle found within --attempts; 2 bad usage or an
    unwritable output; 3 the search was stopped (Ctrl-C or --timeout).
help-gen-attempts = Boards built per puzzle before giving up
help-gen-colours = Colours are drawn from 1 to C
help-gen-count = How many puzzles
help-gen-difficulty = Only puzzles whose difficulty score is from LO to HI (both included; `LO..` or `..HI` leave one end open): 10 is like Panel Attack's classic set 1, 60 like set 6, about 10 more a move beyond
help-gen-format = Output format (default: noip for a 5 x 7 drag board with at most 10 colours, grid otherwise)
help-gen-height = Rows (default: 7; 12 for panel-attack)
help-gen-json = Print one JSON object a puzzle to stdout (JSON Lines) instead of writing files: the puzzle as a `mayan batch` request, its answer and its difficulty (docs/json.md)
help-gen-memory = Memory for each search's tables, in MiB: a hard bound on them, from 1
help-gen-min-blocks = Only boards with at least this many blocks (denser boards take more attempts)
help-gen-moves = The move budget n: every solvable puzzle clears in exactly n moves and in no fewer
help-gen-no-null-moves = Answers under the no-null-move reading. Generated answers are the same under both readings; the README records which one was asked for
help-gen-out = Where to write: a directory for noip and grid (created if missing), a file for panel-attack. Default: stdout (one puzzle; panel-attack any number)
help-gen-panel-version = panel-attack: the file format version, 2 or 3 (default 3: each puzzle with a Solution, the cursor inputs that play its answer)
help-gen-rules = Move set
help-gen-seed = Seed of the random numbers: the same seed and settings make the same puzzles, byte for byte (default: drawn from the clock and printed)
help-gen-set-name = panel-attack: the puzzle set's name (default: "mayan gen seed S")
help-gen-shard = With --json: make only the puzzles whose 0-based number is I modulo N (their "case" numbers are the whole run's); `auto` (or `auto/N`) takes I and N from a scheduler's job array, as for batch
help-gen-threads = Worker threads, each making one puzzle at a time: 0, the default, uses every core this process may run on. The output does not depend on it
help-gen-timeout = Stop after this many seconds (exit 3, with the positions searched)
help-gen-unique = Only puzzles with exactly one solution and no shorter one
help-gen-unsolvable = Percentage of puzzles without a solution (answer -1). Default: 25 for the noip format, 0 otherwise; not allowed for panel-attack
help-gen-width = Columns (default: 5; 6 for panel-attack)
help-value-gen-format-grid = Grid rows with the budget on the first line: `caseNN.txt` and `caseNN.ans`
help-value-gen-format-noip = NOIP 2011 (5 x 7, drag, at most 10 colours): `caseNN.in` and `caseNN.ans`
help-value-gen-format-panel-attack = One Panel Attack puzzle file (JSON) holding one set (6 wide, drag); version 3, with each puzzle's Solution, unless --panel-version 2

## mayan convert

help-convert-about = Convert a puzzle between the NOIP, grid and Panel Attack (v2, v3) formats, or a whole Panel Attack file between versions
help-convert-examples =
    Examples:
      mayan convert examples/noip-sample.in --to grid        # header: moves=3 rules=drag goal=exact
      mayan convert case.txt --to noip --out case.in          # a 5 x 7 drag grid back to NOIP
      mayan convert --rules drag examples/box-maze.txt --to panel-attack --set-name Maze
      mayan convert stock.json --to panel-attack --out v3.json              # every puzzle, version 3
      mayan convert v3.json --to panel-attack --panel-version 2 --out v2.json
      mayan convert my-set.json --to panel-attack --with-solution --out solved.json
      mayan convert --puzzle "Classic set 1" --index 10 stock.json --to grid

    A grid gets the header moves=N rules=R goal=G, so nothing is lost. NOIP holds only
    5 x 7 drag boards with colours 1-10 and no grey; Panel Attack only boards 6 wide and
    at most 12 high, drag, colours 1-8 (grey is 9). A goal the format cannot state (NOIP
    means exactly n moves, Panel Attack at most n) gets a note on stderr. A Panel Attack
    file converted to Panel Attack keeps all its puzzles (--puzzle/--index pick one);
    --with-solution writes each a v3 Solution, the solver's smallest (a search each).

    Exit codes: 0 written; 2 bad input, a puzzle the format cannot hold, or bad usage;
    3 a --with-solution search was stopped.
help-convert-out = Write to this file instead of stdout
help-convert-panel-version = Panel Attack: the file format version, 2 or 3 (default 3, what the game ships; only 3 has solutions)
help-convert-set-name = Panel Attack: the name of the one set written (default: a picked set's own name, or the input's file name)
help-convert-to = The format to write
help-convert-with-solution = Panel Attack v3: give each puzzle a Solution, the solver's smallest solution within its moves (a search for each puzzle)
help-value-convert-to-grid = grid rows under a header moves=N rules=R goal=G
help-value-convert-to-noip = NOIP 2011 input: 5 x 7, drag, colours 1-10
help-value-convert-to-panel-attack = a Panel Attack puzzle file (JSON, --panel-version 2 or 3)

## mayan export

help-export-about = Write the self-contained C++ checker or input validator of the NOIP problem, for judges that take only C++ source (Luogu, Polygon, Lemon)
help-export-examples =
    Examples:
      mayan export checker --out checker.cpp            # exact n moves, the smallest (NOIP)
      mayan export checker --no-null-moves --out checker.cpp
      mayan export checker --goal at-most --out checker.cpp
      mayan export validator --max-moves 5 --out validator.cpp
      g++ -std=c++14 -O2 -o checker checker.cpp
    {"  ."}/checker case.in contestant.out case.ans          # testlib: exit 0 ok, 1 WA, 2 PE, 3 FAIL
    {"  ."}/checker case.in contestant.out case.ans 10 score.txt report.txt   # Lemon
    {"  ."}/validator < case.in                              # exit 0 valid, 1 invalid

    The checker holds its own rules engine and search (no mayan on the judge) and gives
    the verdicts of `mayan check --judge testlib` with the same --goal and --no-null-moves,
    in one line on stderr; the tests hold it to that. No third-party header (no testlib.h).
    See docs/judge.md for where each judge wants it.

    Exit codes: 0 written; 2 bad usage or an unwritable --out.
help-export-goal = The checker's goal (default exact, the NOIP statement's)
help-export-max-moves = The validator's largest `n`, from 1 to 50 (default 50, mayan's limit; the contest's statement says 5)
help-export-no-null-moves = The checker refuses null moves (swapping two blocks of one colour). Default: they are moves, as the NOIP statement's literal rules say
help-export-out = Write the source to this file. Default: stdout
help-export-what = What to write: the checker (a special judge, testlib's and Lemon's conventions) or the input validator
help-value-export-what-checker = The C++ checker: `checker INPUT OUTPUT ANSWER [REPORT [-appes]]` (testlib) or six arguments (Lemon)
help-value-export-what-validator = The C++ input validator: `validator < INPUT`, exit 0 when valid

## mayan batch

help-batch-about = Solve many puzzles: JSON Lines in (one request a line), JSON Lines out (one report a line, in input order), in parallel
help-batch-examples =
    Examples:
      mayan batch puzzles.jsonl > reports.jsonl
      mayan batch --threads 2 --out reports.jsonl puzzles.jsonl
      mayan batch --shard 0/4 puzzles.jsonl > part0.jsonl    # lines 0, 4, 8, ...
      mayan batch --shard auto --resume part$SLURM_ARRAY_TASK_ID.jsonl puzzles.jsonl  # a Slurm array task
      mayan merge --input puzzles.jsonl part*.jsonl > reports.jsonl   # the shards, in input order
      mayan batch --resume reports.jsonl puzzles.jsonl       # after a crash: skip answered ids
      mayan batch --timeout 60 puzzles.jsonl > reports.jsonl # give up on a line after a minute
      mayan batch panel-attack.json > reports.jsonl          # every puzzle of a Panel Attack file
      parallel --pipe -N1000 -k mayan batch < puzzles.jsonl > reports.jsonl   # GNU parallel

    A request: {"{"}"id": 1, "grid": ".33.\n.13.\n.11.", "rules": "drag", "goal": "exact",
    "moves": 2, "no_null_moves": false{"}"}, or "noip": "<NOIP text>" in place of grid and moves.
    A report has the fields of `mayan solve --json` and the request's id; a bad line gives
    {"{"}"id": ..., "error": "line L: ..."{"}"} and the run goes on. A Panel Attack file (a .json
    name, or one JSON object that has "Puzzle Sets") makes each of its puzzles a job, in file
    order; each report also has "set" and "index", and the goal is at-most unless --goal
    says otherwise. See docs/batch.md.

    --shard auto takes the shard from a job array's variables: Slurm's SLURM_ARRAY_TASK_ID
    (with _MIN, _STEP, _COUNT), a Kubernetes Indexed Job's JOB_COMPLETION_INDEX or PBS's
    PBS_ARRAY_INDEX (these two with the count: --shard auto/N). Ctrl-C leaves the jobs it
    stopped out of the output, so --resume runs them again; --resume appends only to a file
    of batch's reports, and refuses any other.

    Exit codes: 0 every line answered; 1 some line was bad (its error is in the output);
    2 bad usage or unreadable input; 3 the run was stopped (Ctrl-C).
help-batch-file = JSON Lines, one request a line (stdin when absent or `-`)
help-batch-goal = The goal of every puzzle of a Panel Attack file (default: at-most, the format's), and of the request lines that give no "goal"
help-batch-memory = Memory for each search's tables, in MiB: a hard bound on them, from 1
help-batch-no-null-moves = Null moves are not moves: for every puzzle of a Panel Attack file, and for every request line (as its "no_null_moves": true)
help-batch-no-progress = Never draw a progress bar (it is drawn only when stderr is a terminal)
help-batch-out = Write the reports to this file instead of stdout
help-batch-resume = Read this output file of an earlier run, skip the ids it answered, and append the new reports to it
help-batch-shard = Process only the lines whose 0-based index is I modulo N; `auto` (or `auto/N`) takes I and N from a scheduler's job array
help-batch-threads = Worker threads, each running one search at a time: 0, the default, uses every core this process may run on
help-batch-timeout = Stop a search after this many seconds; its line gets an error (default: no limit)

## mayan merge

help-merge-about = Join the outputs of a batch run's shards into the one output a single run would have written: in input order, each job once
help-merge-examples =
    Examples:
      mayan merge --input puzzles.jsonl part0.jsonl part1.jsonl > reports.jsonl
      mayan merge --input panel-attack.json --out reports.jsonl part*.jsonl

    The input (the file the shards were cut from) gives the order. Each report is matched
    to its job by its "id" (a Panel Attack puzzle's "set" and "index"; an unreadable
    line's error by its "line L:"), so every request needs an id. A job answered twice, or
    a report of a job the input does not have, is refused; jobs no part answered are listed
    on stderr (the rest is written). See docs/batch.md.

    Exit codes: 0 every job answered once; 1 some job is missing (listed on stderr);
    2 bad usage, an unreadable file, a job answered twice or a stranger.
help-merge-input = The batch input the shards were cut from (JSON Lines or a Panel Attack file): the order of the output
help-merge-out = Write the merged reports to this file instead of stdout
help-merge-parts = The shards' outputs

## mayan duel

help-duel-about = Stress-test a program (对拍): run it on random NOIP boards, easy to hard, judge each answer, and shrink the first board it gets wrong to a small one it still gets wrong
help-duel-examples =
    Examples:
      mayan duel -- ./my-solution                        # 100 boards, n = 1 to 5
      mayan duel --count 500 --seed 1 -- ./my-solution
      mayan duel --moves 5 --time-limit 2 -- ./my-solution
      mayan duel --no-null-moves --threads 2 -- python3 my_solution.py
      mayan duel --failures 3 --out found/ -- ./my-solution

    Each board goes to the program's stdin in the NOIP format; its stdout is judged as
    `mayan check` judges (--goal, --no-null-moves). A quarter of the boards have the
    answer -1, and one solvable board in five is posed with one move more than it
    clears in (the answer needs padding, or is -1). The verdicts: wrong answer,
    presentation error (output that is not an answer), crash (an exit code other than
    0, or a signal) and time limit (the program and its children are killed). The
    first board failed is shrunk: the smallest board and budget found that still fail
    the same way are written to --out as failN.in, with failN.out (the program's
    output), failN.ans (the right answer), failN.explain.txt (`mayan explain` of it)
    and failN.verdict.txt. The same seed gives the same boards and files.

    Exit codes: 0 every board agreed; 1 a counterexample was found; 2 bad usage, or
    the program cannot be run; 3 stopped (Ctrl-C).
help-duel-count = How many boards to try
help-duel-failures = Stop after this many counterexamples (each shrunk and written)
help-duel-goal = What counts as a solution (default: exact, the NOIP problem's)
help-duel-moves = Only boards whose budget is N (default: from 1 up to 5, easy to hard)
help-duel-no-null-moves = Null moves (swapping two blocks of one colour) are not moves: the right answers, and the judge, follow this reading
help-duel-no-progress = Never draw the progress line (it is drawn only when stderr is a terminal)
help-duel-out = Where the counterexamples go (created if missing): for each, failN.in, failN.out, failN.ans and failN.explain.txt
help-duel-program = The program to test and its arguments, after `--`: it reads a NOIP input on stdin and writes its answer on stdout
help-duel-seed = Seed of the random boards: the same seed and settings try the same boards (default: drawn from the clock and printed)
help-duel-threads = Runs of the program at once (default 1: each run alone, as a judge times it). The report does not depend on it
help-duel-time-limit = Time limit of one run of the program, in seconds: past it the program is killed and the verdict is a time limit

## mayan package

help-package-about = Write a whole judge-ready problem: statement (English and Chinese), sample, secret tests with named traps, validator, checker and solutions, in the layout a judge imports
help-package-examples =
    Examples:
      mayan package --to kattis --seed 1 --out mayan/          # Kattis, DOMjudge (BAPCtools)
      mayan package --to luogu --seed 1 --out luogu/           # data/1.in, 1.out, checker.cpp
      mayan package --to lemon --seed 1 --out lemon/           # data/mayan/, Lemon's checker
      mayan package --to polygon --seed 1 --out polygon/       # tests/, files/check.cpp
      mayan package --to kattis --goal at-most --no-null-moves --count 40 --seed 2 --out p/
      bt validate --problem mayan/ && bt run --problem mayan/  # BAPCtools checks the package

    The secret tests are the named traps (a board cleared in fewer moves than n, a cross,
    a T and an L that vanish at once, deep cascades, a swap written as the right move and a
    left move into an empty cell, -1 boards, the largest n, boards whose two null-move
    readings differ) and --count random boards, easy to hard; the package's README.md
    says what each test catches. The answers are mayan's; the C++ checker, validator
    and solution are the ones `mayan export` writes, held to mayan by its tests. The
    same settings and seed write the same files, byte for byte (docs/judge.md).

    Exit codes: 0 written; 1 a random board could not be made; 2 bad usage, or --out
    exists and is not empty; 3 stopped (Ctrl-C).
help-package-count = How many random secret tests, besides the named trap tests
help-package-goal = What counts as a solution (default: exact, the NOIP problem's). For exact the answer is unique; for the others the checker judges
help-package-moves = The largest n of the problem (the statement's `n <= 5` by default): the random tests' budgets climb from 1 to it, and the validator refuses more
help-package-name = The problem's short name (letters, digits, `-` and `_`): Lemon's folder and file names, the statement's label
help-package-no-null-moves = Null moves (swapping two blocks of one colour) are not moves: the statement, the answers and the checker follow this reading
help-package-out = The directory to write the problem to (created; it must not exist or must be empty)
help-package-seed = Seed of the random tests: the same seed and settings write the same package, byte for byte (default: drawn from the clock and printed)
help-package-threads = Worker threads making the random tests: 0, the default, uses every core. The package does not depend on it
help-package-time-limit = The time limit written for the judge, in seconds (a plain search such as examples/duel's takes about half a second on the hardest tests at n = 5)
help-package-to = The judge whose layout to write
help-value-package-to-kattis = Kattis and DOMjudge: the problem package format (2025-09), checked by BAPCtools
help-value-package-to-lemon = Lemon and LemonLime: data/NAME/ with NAME1.in/.ans, ..., checker.cpp (Lemon's six-argument special judge)
help-value-package-to-luogu = Luogu: data/1.in, data/1.out, ..., a testlib-convention checker.cpp
help-value-package-to-polygon = Codeforces Polygon: tests/01, tests/01.a, ..., files/check.cpp, files/validator.cpp, statement sections

## mayan serve

help-serve-about = Serve a web page to play puzzle packs, edit a board, solve it and watch it clear, and its JSON API (POST /api/solve takes what `solve --json` reports on)
help-serve-examples =
    Examples:
      mayan serve                                 # http://127.0.0.1:8080/
      mayan serve --port 3000 --solve-timeout 30
      mayan serve --host 0.0.0.0 --max-concurrent 4   # reachable from other machines
      mayan serve --max-queue 20 --max-connections 128    # a smaller machine
      curl -s localhost:8080/api/solve -H 'content-type: application/json' \
        -d '{"{"}"grid": "11.1", "moves": 1{"}"}'

    Searches wait in a fair line for one of --max-concurrent workers; one that runs
    past a quarter of a second counts as long, and long searches leave a worker to
    quick ones. Ctrl-C or SIGTERM stops the server within a second.

    Errors are JSON {"{"}"error": ..., "status": ...{"}"}: 400 bad JSON, 408 body too slow,
    413 too large, 415 not JSON, 422 not a valid puzzle, 429 queue full,
    503 timed out (or waited too long in line, or the server is stopping).
help-serve-host = The address to listen on
help-serve-idle-timeout = Close a connection that sends no request for this many seconds, and answer 408 to a request whose body takes half as long
help-serve-max-concurrent = Searches run at once (the workers); more wait in line
help-serve-max-connections = Connections open at once; more are closed as they arrive
help-serve-max-queue = Requests that may wait in line for a worker; one more is answered 429 busy with Retry-After
help-serve-memory = Memory for each search's tables, in MiB: a hard bound on them, from 1
help-serve-port = The port to listen on (0 = any free port)
help-serve-solve-timeout = Stop a search after this many seconds and answer 503 timed-out

## The arguments that several commands share (a command's own message,
## help-COMMAND-ARG, goes first).

# solve, check, explain, hint, show, render, play, convert
help-arg-format = Input format
# solve, check, explain, hint, show, render, play, convert
help-arg-goal = What counts as a solution (default: the format's: exact for NOIP, at-most for Panel Attack, a grid header's `goal=`, else exact), or `chain:K` (solve and check): a chain of at least K stages in the fewest moves, up to n
help-arg-target = The board the moves must leave, instead of a clear one (solve and check): a file in any format the reader knows, of the puzzle's width
# solve, check, explain, hint, show, render, play, convert
help-arg-index = Panel Attack: the puzzle's number in its set, from 1
# show, render, convert
help-arg-input = The puzzle (`-` for stdin)
# every command (a global argument)
help-arg-lang = The language of messages: en or zh (else MAYAN_LANG, else the locale: LC_ALL, LC_MESSAGES or LANG starting with zh, else English). Output for machines (--json, answers, the verdict lines judges read) is the same in every language
# solve, check, explain, hint, show, render, play, convert
help-arg-memory = Memory for the search tables, in MiB: a hard bound on them, from 1
# solve, check, explain, hint, show, render, play, convert
help-arg-moves = Move budget n (grid files may give it on their first line; a Panel Attack puzzle has its own)
# solve, check, explain, hint, show, render, play, convert
help-arg-no-null-moves = Null moves (swapping two blocks of one colour, or under swap4 pushing a block up into an empty cell) are not moves. Default: they are moves, as the NOIP statement's literal rules say
# solve, check, explain, hint, show, render, play, convert
help-arg-puzzle = Panel Attack: the puzzle set's name (see `mayan list`)
# solve, check, explain, hint, show, render, play, convert
help-arg-rules = Move set (default: a grid header's `rules=`, else drag)
# solve, check, explain, hint, show, render, play, convert
help-arg-settle = Let a board that is not settled settle first (blocks fall, runs vanish) instead of refusing it
# solve, check, explain, hint, show, render, play, convert
help-arg-threads = Worker threads: 0, the default, uses every core this process may run on (its CPU affinity and cgroup quota). The answer does not depend on it
# solve, check, explain, hint, show, render, play, convert
help-arg-timeout = Stop the search after this many seconds (exit 3, with the positions searched so far)

## The values of shared arguments.

help-value-format-auto = detect it from the file name and the content
help-value-format-grid = rows from the top down, one character or integer a cell
help-value-format-noip = NOIP 2011: n, then 5 columns bottom-up, each closed by 0
help-value-format-panel-attack = a Panel Attack puzzle file (JSON); pick a puzzle with --puzzle and --index
help-value-goal-chain-K = a chain of at least K stages (clears that follow each other as blocks fall), in the fewest moves up to n
help-value-goal-at-most = at most n moves (Panel de Pon)
help-value-goal-exact = exactly n moves (NOIP)
help-value-goal-shortest = the fewest moves, up to n
help-value-rules-drag = a block moves left or right (Mayan, Panel de Pon)
help-value-rules-swap4 = a block moves left, right, up or down (the box maze)
