//! The command line.

mod args;
mod duel;
mod errors;
mod help;
mod judge;
mod package;
#[cfg(any(feature = "render", feature = "tui", feature = "web"))]
mod view;

pub use args::*;
pub use duel::*;
pub use errors::{exit_parse_error, parse_error_text};
pub use help::parse;
pub use judge::*;
pub use package::*;
#[cfg(any(feature = "render", feature = "tui", feature = "web"))]
pub use view::*;

use clap::{Parser, Subcommand};

/// Solve, check, explain, show and make gravity-swap puzzles: the NOIP 2011
/// Mayan puzzle, Panel de Pon / Tetris Attack puzzle mode and the box maze.
#[derive(Parser, Debug)]
#[command(name = "mayan", version, about, propagate_version = true)]
#[command(after_help = root_help())]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
    /// The language of messages: en or zh (else MAYAN_LANG, else the
    /// locale: LC_ALL, LC_MESSAGES or LANG starting with zh, else English).
    /// Output for machines (--json, answers, the verdict lines judges read)
    /// is the same in every language.
    #[arg(long, global = true, value_name = "en|zh")]
    pub lang: Option<String>,
}

/// The `--lang` a command line asks for, read from the raw arguments
/// before clap parses them (the help text is written in that language):
/// `--lang zh` or `--lang=zh`, before any `--`.
pub fn lang_asked(args: &[std::ffi::OsString]) -> Option<String> {
    let mut found = None;
    for (i, a) in args.iter().enumerate().skip(1) {
        let Some(a) = a.to_str() else {
            continue;
        };
        if a == "--" {
            break;
        }
        match a.strip_prefix("--lang") {
            Some("") => found = args.get(i + 1).and_then(|v| v.to_str()).map(str::to_string),
            Some(rest) if rest.starts_with('=') => found = Some(rest[1..].to_string()),
            _ => {}
        }
    }
    found
}

/// Subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Find the smallest solution of a puzzle.
    #[command(after_help = "Examples:
  mayan solve examples/noip-sample.in             # NOIP answer, byte for byte
  mayan solve --no-null-moves case.in             # same-colour swaps are not moves
  echo '3 1 0 2 1 0 2 3 4 0 3 1 0 2 4 3 4 0' | mayan solve
  mayan solve --format grid --rules swap4 --moves 2 examples/box-maze.txt
  mayan solve --rules swap4 --goal shortest --moves 5 --json examples/box-maze.txt
  mayan solve --puzzle \"Classic set 1\" --index 10 panel.json
  mayan solve --count --goal at-most --moves 3 --rules swap4 examples/box-maze.txt   # 25
  mayan solve --all --limit 5 examples/noip-sample.in
  mayan solve --unique examples/noip-sample.in     # exit 0 only if unique
  mayan solve --goal chain:2 --puzzle \"Classic set 1\" --index 5 panel.json   # a chain of two
  mayan solve --goal shortest --target left.txt board.txt   # leave that board

Exit codes: 0 an answer was printed (-1 included); 1 --unique and not unique;
2 bad input; 3 the search was stopped (Ctrl-C or --timeout).")]
    Solve(SolveArgs),
    /// Judge an answer: legal moves, a clear board after exactly n moves, and
    /// the smallest solution. With --judge, a special judge for testlib-style
    /// systems or DOMjudge and Kattis.
    #[command(after_help = "Examples:
  mayan check case.in case.out
  mayan check --no-null-moves case.in case.out
  mayan check --judge testlib case.in contestant.out case.ans
  mayan check --judge domjudge case.in case.ans feedback/ < contestant.out
  mayan check --judge lemon case.in contestant.out case.ans 10 _score _message

Exit codes: 0 accepted; 1 rejected; 2 unreadable input or answer; 3 the search
was stopped (Ctrl-C or --timeout). With --judge, the judge system's codes below.

On a judge (docs/judge.md, \"Using mayan check on a judge\"):
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
  such as --no-null-moves go anywhere on the line.")]
    Check(CheckArgs),
    /// Replay a solution and show the board before and after each move and
    /// each cascade stage, marking what vanishes.
    #[command(after_help = "Examples:
  mayan explain examples/noip-sample.in           # the solver's own solution
  mayan explain case.in my-answer.txt             # your answer, move by move
  mayan explain --plan examples/noip-sample.in    # clear by clear, in sentences
  mayan explain --plan --format grid --rules swap4 examples/box-maze.txt

Exit codes: 0 explained; 2 bad input or answer; 3 the search was stopped (Ctrl-C
or --timeout).")]
    Explain(ExplainArgs),
    /// Every first move that still leads to a clear board within the budget,
    /// with the fewest moves needed after it.
    #[command(after_help = "Examples:
  mayan hint examples/noip-sample.in
  mayan hint --format grid --rules swap4 examples/box-maze.txt
  mayan hint --json --puzzle \"Classic set 6\" --index 10 panel.json
  mayan hint --why examples/noip-sample.in        # and the clear each move serves

Exit codes: 0 the hints were printed (none included); 2 bad input; 3 the search
was stopped (Ctrl-C or --timeout).")]
    Hint(HintArgs),
    /// Show a puzzle and every step of a solution in the terminal: each move,
    /// each fall and each clear, in colour when stdout is a terminal.
    #[command(after_help = "Examples:
  mayan show examples/noip-sample.in              # the solver's own solution
  mayan show case.in my-answer.txt                # your answer, step by step
  mayan show --color never case.in | less         # plain text
  mayan show --goal at-most --puzzle \"Classic set 1\" --index 3 panel.json

Marks: [c] the moved block and its target, *c* about to vanish, * just vanished,
# a grey (inert) block. Colour: --color auto (the default) colours only when
stdout is a terminal and NO_COLOR is unset.

Exit codes: 0 shown; 2 bad input or answer; 3 the search was stopped (Ctrl-C).")]
    #[cfg(feature = "render")]
    Show(ShowArgs),
    /// Draw a puzzle or a solution as a picture: SVG or PNG (the start board
    /// and every step), or an animated GIF; the format comes from --out.
    #[command(after_help = "Examples:
  mayan render examples/noip-sample.in --out steps.svg    # a strip of every step
  mayan render examples/noip-sample.in --out steps.png
  mayan render examples/noip-sample.in --out solution.gif # animated
  mayan render case.in my-answer.txt --out mine.png       # your answer
  mayan render case.in --board-only --out board.svg       # just the start board

Exit codes: 0 written; 2 bad input, answer or file name; 3 the search was stopped.")]
    #[cfg(feature = "render")]
    Render(RenderArgs),
    /// Play a puzzle in the terminal: move a cursor, drag blocks, undo, ask for
    /// a hint or for the solution one step at a time.
    #[command(after_help = "Keys:
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

Exit codes: 0 done; 2 bad input, or stdout is not a terminal.")]
    #[cfg(feature = "tui")]
    Play(PlayArgs),
    /// List the puzzle sets and puzzles of a Panel Attack file.
    #[command(after_help = "Example:
  mayan list panel-attack.json")]
    List(ListArgs),
    /// Check every puzzle of a Panel Attack file: solvable, the fewest
    /// swaps, how many solutions within its moves, whether its recorded
    /// Solution wins when played frame by frame, and which are the same
    /// board.
    #[command(after_help = "Examples:
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
game plays it (its start, its cursor, the level's timing): \"wins at frame F\", or
\"FAILS\" with why and the frame (no moves left, a clear outside the chain, the chain
ended, the stack topped out, still in play), and the levels it would win at; swap
presses the game refuses once the moves run out are counted. Puzzles that are the
same board up to mirroring and colour renaming are listed, and a summary ends the
report.

Exit codes: 0 every supported puzzle is solvable and every recorded Solution wins
(with --fix: once fixed); 1 some puzzle has no solution, some Solution does not win,
or (version 3) a puzzle has a key the game's loader refuses (with --fix: what it
could not mend); 2 an unreadable file, or --fix on a version 2 file (which has no
Solutions to write); 3 stopped (Ctrl-C or --timeout).")]
    Verify(VerifyArgs),
    /// Make puzzles (and NOIP test data with answers), reproducible from a
    /// seed.
    #[command(after_help = "Examples:
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
unwritable output; 3 the search was stopped (Ctrl-C or --timeout).")]
    Gen(GenArgs),
    /// Convert a puzzle between the NOIP, grid and Panel Attack (v2, v3)
    /// formats, or a whole Panel Attack file between versions.
    #[command(after_help = "Examples:
  mayan convert examples/noip-sample.in --to grid        # header: moves=3 rules=drag goal=exact
  mayan convert case.txt --to noip --out case.in          # a 5 x 7 drag grid back to NOIP
  mayan convert --rules drag examples/box-maze.txt --to panel-attack --set-name Maze
  mayan convert stock.json --to panel-attack --out v3.json              # every puzzle, version 3
  mayan convert v3.json --to panel-attack --panel-version 2 --out v2.json
  mayan convert my-set.json --to panel-attack --with-solution --out solved.json
  mayan convert --puzzle \"Classic set 1\" --index 10 stock.json --to grid

A grid gets the header moves=N rules=R goal=G, so nothing is lost. NOIP holds only
5 x 7 drag boards with colours 1-10 and no grey; Panel Attack only boards 6 wide and
at most 12 high, drag, colours 1-8 (grey is 9). A goal the format cannot state (NOIP
means exactly n moves, Panel Attack at most n) gets a note on stderr. A Panel Attack
file converted to Panel Attack keeps all its puzzles (--puzzle/--index pick one);
--with-solution writes each a v3 Solution, the solver's smallest (a search each).

Exit codes: 0 written; 2 bad input, a puzzle the format cannot hold, or bad usage;
3 a --with-solution search was stopped.")]
    Convert(ConvertArgs),
    /// Write the self-contained C++ checker or input validator of the NOIP
    /// problem, for judges that take only C++ source (Luogu, Polygon, Lemon).
    #[command(after_help = "Examples:
  mayan export checker --out checker.cpp            # exact n moves, the smallest (NOIP)
  mayan export checker --no-null-moves --out checker.cpp
  mayan export checker --goal at-most --out checker.cpp
  mayan export validator --max-moves 5 --out validator.cpp
  g++ -std=c++14 -O2 -o checker checker.cpp
  ./checker case.in contestant.out case.ans          # testlib: exit 0 ok, 1 WA, 2 PE, 3 FAIL
  ./checker case.in contestant.out case.ans 10 score.txt report.txt   # Lemon
  ./validator < case.in                              # exit 0 valid, 1 invalid

The checker holds its own rules engine and search (no mayan on the judge) and gives
the verdicts of `mayan check --judge testlib` with the same --goal and --no-null-moves,
in one line on stderr; the tests hold it to that. No third-party header (no testlib.h).
See docs/judge.md for where each judge wants it.

Exit codes: 0 written; 2 bad usage or an unwritable --out.")]
    Export(ExportArgs),
    /// Solve many puzzles: JSON Lines in (one request a line), JSON Lines out
    /// (one report a line, in input order), in parallel.
    #[command(after_help = "Examples:
  mayan batch puzzles.jsonl > reports.jsonl
  mayan batch --threads 2 --out reports.jsonl puzzles.jsonl
  mayan batch --shard 0/4 puzzles.jsonl > part0.jsonl    # lines 0, 4, 8, ...
  mayan batch --shard auto --resume part$SLURM_ARRAY_TASK_ID.jsonl puzzles.jsonl  # a Slurm array task
  mayan merge --input puzzles.jsonl part*.jsonl > reports.jsonl   # the shards, in input order
  mayan batch --resume reports.jsonl puzzles.jsonl       # after a crash: skip answered ids
  mayan batch --timeout 60 puzzles.jsonl > reports.jsonl # give up on a line after a minute
  mayan batch panel-attack.json > reports.jsonl          # every puzzle of a Panel Attack file
  parallel --pipe -N1000 -k mayan batch < puzzles.jsonl > reports.jsonl   # GNU parallel

A request: {\"id\": 1, \"grid\": \".33.\\n.13.\\n.11.\", \"rules\": \"drag\", \"goal\": \"exact\",
\"moves\": 2, \"no_null_moves\": false}, or \"noip\": \"<NOIP text>\" in place of grid and moves.
A report has the fields of `mayan solve --json` and the request's id; a bad line gives
{\"id\": ..., \"error\": \"line L: ...\"} and the run goes on. A Panel Attack file (a .json
name, or one JSON object that has \"Puzzle Sets\") makes each of its puzzles a job, in file
order; each report also has \"set\" and \"index\", and the goal is at-most unless --goal
says otherwise. See docs/batch.md.

--shard auto takes the shard from a job array's variables: Slurm's SLURM_ARRAY_TASK_ID
(with _MIN, _STEP, _COUNT), a Kubernetes Indexed Job's JOB_COMPLETION_INDEX or PBS's
PBS_ARRAY_INDEX (these two with the count: --shard auto/N). Ctrl-C leaves the jobs it
stopped out of the output, so --resume runs them again; --resume appends only to a file
of batch's reports, and refuses any other.

Exit codes: 0 every line answered; 1 some line was bad (its error is in the output);
2 bad usage or unreadable input; 3 the run was stopped (Ctrl-C).")]
    Batch(BatchArgs),
    /// Join the outputs of a batch run's shards into the one output a single
    /// run would have written: in input order, each job once.
    #[command(after_help = "Examples:
  mayan merge --input puzzles.jsonl part0.jsonl part1.jsonl > reports.jsonl
  mayan merge --input panel-attack.json --out reports.jsonl part*.jsonl

The input (the file the shards were cut from) gives the order. Each report is matched
to its job by its \"id\" (a Panel Attack puzzle's \"set\" and \"index\"; an unreadable
line's error by its \"line L:\"), so every request needs an id. A job answered twice, or
a report of a job the input does not have, is refused; jobs no part answered are listed
on stderr (the rest is written). See docs/batch.md.

Exit codes: 0 every job answered once; 1 some job is missing (listed on stderr);
2 bad usage, an unreadable file, a job answered twice or a stranger.")]
    Merge(MergeArgs),
    /// Stress-test a program (对拍): run it on random NOIP boards, easy to
    /// hard, judge each answer, and shrink the first board it gets wrong to
    /// a small one it still gets wrong.
    #[command(after_help = "Examples:
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
the program cannot be run; 3 stopped (Ctrl-C).")]
    Duel(DuelArgs),
    /// Write a whole judge-ready problem: statement (English and Chinese),
    /// sample, secret tests with named traps, validator, checker and
    /// solutions, in the layout a judge imports.
    #[command(after_help = "Examples:
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
exists and is not empty; 3 stopped (Ctrl-C).")]
    Package(PackageArgs),
    /// Serve a web page to play puzzle packs, edit a board, solve it and
    /// watch it clear, and its JSON API (POST /api/solve takes what `solve
    /// --json` reports on).
    #[command(after_help = "Examples:
  mayan serve                                 # http://127.0.0.1:8080/
  mayan serve --port 3000 --solve-timeout 30
  mayan serve --host 0.0.0.0 --max-concurrent 4   # reachable from other machines
  mayan serve --max-queue 20 --max-connections 128    # a smaller machine
  curl -s localhost:8080/api/solve -H 'content-type: application/json' \\
    -d '{\"grid\": \"11.1\", \"moves\": 1}'

Searches wait in a fair line for one of --max-concurrent workers; one that runs
past a quarter of a second counts as long, and long searches leave a worker to
quick ones. Ctrl-C or SIGTERM stops the server within a second.

Errors are JSON {\"error\": ..., \"status\": ...}: 400 bad JSON, 408 body too slow,
413 too large, 415 not JSON, 422 not a valid puzzle, 429 queue full,
503 timed out (or waited too long in line, or the server is stopping).")]
    #[cfg(feature = "web")]
    Serve(ServeArgs),
}

/// The subcommands that a cargo feature brings, with that feature and
/// whether this build has it.
const FEATURE_COMMANDS: [(&str, &str, bool); 4] = [
    ("serve", "web", cfg!(feature = "web")),
    ("play", "tui", cfg!(feature = "tui")),
    ("render", "render", cfg!(feature = "render")),
    ("show", "render", cfg!(feature = "render")),
];

/// The examples of `mayan --help`, one a line; those of a subcommand that
/// this build left out are not shown.
const ROOT_EXAMPLES: &str = "
  mayan solve examples/noip-sample.in
  mayan solve --no-null-moves examples/noip-sample.in
  mayan check examples/noip-sample.in answer.txt
  mayan explain examples/noip-sample.in
  mayan solve --rules swap4 --goal shortest --moves 5 examples/box-maze.txt
  mayan hint examples/noip-sample.in
  mayan show examples/noip-sample.in
  mayan render examples/noip-sample.in --out steps.png
  mayan play --rules swap4 examples/box-maze.txt
  mayan serve
  mayan gen --format noip --count 20 --moves 4 --seed 1 --out data/
  mayan batch puzzles.jsonl > reports.jsonl
  mayan duel -- ./my-solution
  mayan convert examples/noip-sample.in --to grid
  mayan export checker --out checker.cpp
";

/// `mayan --help`'s text after the commands: the examples of the commands
/// this build has, and the exit codes.
fn root_help() -> String {
    format!(
        "Examples:\n{}\n\n\
         Exit codes: 0 success; 1 a negative verdict (check rejects, solve --unique finds\n\
         no unique solution, batch had a bad line, gen found no puzzle); 2 unreadable\n\
         input or bad usage; 3 search stopped (Ctrl-C or --timeout).",
        root_examples()
    )
}

/// The examples of `mayan --help` of the commands this build has, one a
/// line (commands, the same in every language).
fn root_examples() -> String {
    let built = |line: &str| {
        let command = line.split_whitespace().nth(1).unwrap_or_default();
        !FEATURE_COMMANDS
            .iter()
            .any(|&(name, _, has)| name == command && !has)
    };
    let examples: Vec<&str> = ROOT_EXAMPLES
        .lines()
        .filter(|l| !l.is_empty() && built(l))
        .collect();
    examples.join("\n")
}

/// When `err` is clap's "unrecognized subcommand" for a subcommand that this
/// build left out: that subcommand and the feature that brings it.
pub fn left_out(err: &clap::Error) -> Option<(&'static str, &'static str)> {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if err.kind() != ErrorKind::InvalidSubcommand {
        return None;
    }
    let Some(ContextValue::String(name)) = err.get(ContextKind::InvalidSubcommand) else {
        return None;
    };
    FEATURE_COMMANDS
        .iter()
        .find(|(command, _, built)| !built && command == name)
        .map(|&(command, feature, _)| (command, feature))
}
