//! `mayan check`: a special judge, for the puzzle's goal (docs/spec.md
//! section 4): under exact (NOIP) the answer must be the smallest solution,
//! as the statement asks; under at most (Panel Attack) any solution within
//! the budget wins; under shortest it must use the fewest moves.
//!
//! One function judges ([`judge`]); its [`Verdict`] is printed as text or
//! JSON, or handed to a judge system in its own convention (`--judge`):
//! testlib's checker ([`testlib`]) or the DOMjudge and Kattis output
//! validator ([`domjudge`]).

use std::fmt::Write as _;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use mayan_core::format::and_list;
use mayan_core::format::notation::{MoveText, parse_answer, write_answer, write_move};
use mayan_core::plan::{self, Plan};
use mayan_core::{Board, Goal, Move, MoveError, MoveKind, Notation, ParseErrorKind, Pos, Puzzle};
use mayan_solve::request::JsonMove;
use serde::Serialize;

use crate::cli::{CheckArgs, Judge};
use crate::{explain, input, solve, text};

/// A judgement: the text form prints `accepted: REASON` or `rejected:
/// REASON`, then what it shows; `--json` prints a [`CheckReport`].
struct Verdict {
    accepted: bool,
    /// Why, in one line.
    reason: String,
    /// The reason without what it takes from the smallest solution (a move
    /// of it, its length), for the contestant's eyes on a judge; `None`
    /// when the reason has nothing of it.
    public: Option<String>,
    /// What the reason points at, drawn under it in the text form.
    shown: Shown,
    /// Moves of the answer judged: those played, and the faulty one.
    judged: usize,
}

/// What a verdict shows under its reason.
enum Shown {
    Nothing,
    /// A board, introduced by the text (such as "; the board then is").
    Board(&'static str, Box<Board>),
    /// The smallest solution, introduced by the text.
    Smallest(&'static str),
}

impl Verdict {
    fn accept(reason: String, judged: usize) -> Verdict {
        Verdict {
            accepted: true,
            reason,
            public: None,
            shown: Shown::Nothing,
            judged,
        }
    }

    fn reject(reason: String, shown: Shown, judged: usize) -> Verdict {
        Verdict {
            accepted: false,
            reason,
            public: None,
            shown,
            judged,
        }
    }

    /// The verdict, telling the contestant only `public`.
    fn public(self, public: String) -> Verdict {
        Verdict {
            public: Some(public),
            ..self
        }
    }

    /// What the contestant may read: nothing of the jury's solution.
    fn public_reason(&self) -> &str {
        self.public.as_deref().unwrap_or(&self.reason)
    }

    /// The text form.
    fn text(&self, best: Option<&[Move]>, notation: Notation) -> String {
        let head = if self.accepted {
            "accepted"
        } else {
            "rejected"
        };
        match &self.shown {
            Shown::Nothing => format!("{head}: {}\n", self.reason),
            Shown::Board(intro, board) => format!(
                "{head}: {}{intro}:\n{}",
                self.reason,
                text::board(board, None, notation)
            ),
            Shown::Smallest(intro) => format!(
                "{head}: {}{intro}:\n{}",
                self.reason,
                write_answer(best, notation)
            ),
        }
    }
}

/// What `mayan check --json` prints (docs/json.md).
#[derive(Serialize)]
struct CheckReport {
    accepted: bool,
    reason: String,
    goal: &'static str,
    budget: u32,
    moves_judged: usize,
    /// The board the reason points at, as grid rows from the top.
    board: Option<Vec<String>>,
    /// The smallest solution for the goal, `null` when there is none.
    smallest: Option<Vec<JsonMove>>,
    /// With `--explain`.
    #[serde(skip_serializing_if = "Option::is_none")]
    explain: Option<Lesson>,
}

/// What `check --explain` adds (docs/plans.md).
#[derive(Serialize)]
struct Lesson {
    /// For an answer that clears the board: its moves that can go, from 1.
    can_go: Vec<usize>,
    /// For an answer that clears the board: the plan of its moves without
    /// those that can go.
    plan: Option<Plan>,
    /// For an answer that does not clear the board: the first move after
    /// which no clear is possible within the moves left (0: none was
    /// possible from the start).
    lost_at: Option<usize>,
    /// The lesson in sentences.
    text: String,
}

/// An answer played as far as it goes.
struct Answered {
    /// Its moves played, each resolved, legal (a null move only when
    /// allowed) and before the board is clear.
    played: Vec<Move>,
    /// The board at the start and after each move played.
    boards: Vec<Board>,
    /// The number of the move it stopped at, from 1, and why it was
    /// refused; `None` when every move was played.
    stopped: Option<(usize, Verdict)>,
}

/// Plays an answer's moves until one cannot be played: the judge's replay
/// and `--explain`'s. The budget is not checked here.
fn play_answer(puzzle: &Puzzle, answer: &[(MoveText, Pos)], null_moves: bool) -> Answered {
    let mut board = *puzzle.board();
    let mut played: Vec<Move> = Vec::with_capacity(answer.len());
    let mut boards = vec![board];
    let stop = |k: usize, verdict: Verdict, played, boards| Answered {
        played,
        boards,
        stopped: Some((k, verdict)),
    };
    for (i, (text_move, pos)) in answer.iter().enumerate() {
        let k = i + 1;
        let line = pos.line;
        if board.is_clear() {
            // Play stops at a clear board, grey blocks or not.
            let v = Verdict::reject(
                format!(
                    "move {k} (line {line}): the board is already clear after move {i}, and play stops there"
                ),
                Shown::Nothing,
                k,
            );
            return stop(k, v, played, boards);
        }
        let mv = match text_move.resolve(&board) {
            Ok(mv) => mv,
            Err(e) => return stop(k, illegal(k, line, &e, board), played, boards),
        };
        let kind = match board.classify(mv, puzzle.rules()) {
            Ok(kind) => kind,
            Err(e) => return stop(k, illegal(k, line, &e, board), played, boards),
        };
        if kind == MoveKind::Null && !null_moves {
            let v = illegal(k, line, &MoveError::NullMove { mv }, board);
            return stop(k, v, played, boards);
        }
        let mut next = board;
        next.apply_raw(mv);
        next.settle();
        board = next;
        played.push(mv);
        boards.push(board);
    }
    Answered {
        played,
        boards,
        stopped: None,
    }
}

/// `check --explain`: what the answer teaches.
fn lesson(args: &CheckArgs, puzzle: &Puzzle, answer: Option<&[(MoveText, Pos)]>) -> Result<Lesson> {
    let notation = puzzle.notation();
    let null_moves = !args.search.no_null_moves;
    let (played, boards) = match answer {
        Some(a) => {
            let p = play_answer(puzzle, a, null_moves);
            (p.played, p.boards)
        }
        None => (Vec::new(), vec![*puzzle.board()]),
    };
    let (board, rules) = (puzzle.board(), puzzle.rules());
    let at = boards[boards.len() - 1];
    let mut text = String::new();
    if answer.is_some() && at.is_clear() {
        let can_go = plan::removable(board, rules, &played);
        let kept: Vec<Move> = played
            .iter()
            .enumerate()
            .filter(|(i, _)| !can_go.contains(&(i + 1)))
            .map(|(_, &m)| m)
            .collect();
        let plan = explain::plan_of(board, rules, &kept)?;
        if can_go.is_empty() {
            writeln!(
                text,
                "Every move is needed: take out any one, or any two, and the rest no longer clear the board."
            )?;
        } else {
            let numbers: Vec<String> = can_go.iter().map(usize::to_string).collect();
            writeln!(
                text,
                "{} can go: the other {} still clear the board{}:",
                if can_go.len() == 1 {
                    format!("Move {} of {}", numbers[0], played.len())
                } else {
                    format!("Moves {} of {}", and_list(&numbers), played.len())
                },
                moves(kept.len()),
                if puzzle.goal() == Goal::Exact {
                    " (too few for this puzzle's exact count, but the same idea)"
                } else {
                    ""
                }
            )?;
            text.push_str(&write_answer(Some(&kept), notation));
        }
        text.push_str(&plan.describe(notation));
        return Ok(Lesson {
            can_go,
            plan: Some(plan),
            lost_at: None,
            text,
        });
    }
    // From the end back: the last position from which the moves left still
    // win; the move after it is where the answer went wrong. A position
    // that cannot win makes every later one lose too, and the searches
    // near the end are small.
    let budget = puzzle.budget();
    let mut won_from = None;
    for i in (0..boards.len()).rev() {
        let left = budget.saturating_sub(i as u32);
        if left == 0 || boards[i].is_clear() {
            continue;
        }
        let Ok(sub) = puzzle.from_position(boards[i], left) else {
            continue;
        };
        if let Some(way) = solve::search(&args.search, |o| mayan_solve::solve(&sub, o))?.moves {
            won_from = Some((i, way));
            break;
        }
    }
    let lost_at = match &won_from {
        None => {
            let within = puzzle.goal().describe(budget);
            writeln!(
                text,
                "No clear was possible from the start in {within}: the answer is -1."
            )?;
            0
        }
        Some((i, _)) if *i == played.len() => {
            // Every move played still left a win: the answer stopped too
            // soon, or its next move cannot be played.
            let within = puzzle.goal().describe(budget - *i as u32);
            let next = if answer.is_some_and(|a| a.len() > played.len()) {
                format!("move {} cannot be played there", i + 1)
            } else {
                "the answer stops there".to_string()
            };
            if *i == 0 {
                writeln!(
                    text,
                    "A clear in {within} is possible from the start, and {next}."
                )?;
            } else {
                writeln!(
                    text,
                    "After move {i} a clear in {within} was still possible, and {next}."
                )?;
            }
            i + 1
        }
        Some((i, _)) => {
            let within = puzzle.goal().describe(budget - *i as u32);
            writeln!(
                text,
                "Move {} (`{}`) is where the answer goes wrong: before it a clear in {within} was \
                 still possible, and after it none is possible in the moves left.",
                i + 1,
                write_move(played[*i], notation)
            )?;
            i + 1
        }
    };
    if let Some((i, way)) = &won_from {
        if *i == 0 {
            writeln!(text, "One way from the start:")?;
        } else {
            writeln!(text, "One way on from after move {i}:")?;
        }
        text.push_str(&write_answer(Some(way), notation));
    }
    Ok(Lesson {
        can_go: Vec::new(),
        plan: None,
        lost_at: Some(lost_at),
        text,
    })
}

pub fn run(args: &CheckArgs) -> Result<ExitCode> {
    match args.judge {
        None => plain(args),
        Some(Judge::Testlib) => Ok(testlib(args)),
        Some(Judge::Domjudge) => Ok(domjudge(args)),
    }
}

/// `mayan check INPUT ANSWER [--json]`.
fn plain(args: &CheckArgs) -> Result<ExitCode> {
    let [answer_path] = args.files.as_slice() else {
        bail!(
            "mayan check takes INPUT ANSWER, two files, and was given {}; a judge's \
             INPUT OUTPUT ANSWER takes --judge testlib, and INPUT ANSWER FEEDBACK_DIR --judge domjudge",
            args.files.len() + 1
        );
    };
    let puzzle = input::load(Some(&args.input), &args.puzzle)?;
    let bytes = input::read_input(Some(answer_path))?;
    let answer = parse_answer(&bytes)
        .with_context(|| format!("{}: not a valid answer", answer_path.display()))?;
    let null_moves = !args.search.no_null_moves;
    let best = solve::search(&args.search, |o| mayan_solve::solve(&puzzle, o))?.moves;
    let verdict = judge(&puzzle, answer.as_deref(), best.as_deref(), null_moves);
    let explained = if args.explain {
        Some(lesson(args, &puzzle, answer.as_deref())?)
    } else {
        None
    };
    if args.json {
        let report = CheckReport {
            accepted: verdict.accepted,
            reason: verdict.reason.clone(),
            goal: puzzle.goal().name(),
            budget: puzzle.budget(),
            moves_judged: verdict.judged,
            board: match &verdict.shown {
                Shown::Board(_, board) => Some(explain::grid_rows(board)),
                _ => None,
            },
            smallest: best
                .as_ref()
                .map(|ms| ms.iter().copied().map(JsonMove::from).collect()),
            explain: explained,
        };
        crate::outln!("{}", serde_json::to_string(&report)?)?;
    } else {
        crate::out!("{}", verdict.text(best.as_deref(), puzzle.notation()))?;
        if let Some(l) = &explained {
            crate::out!("\n{}", l.text)?;
        }
    }
    Ok(if verdict.accepted {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// `k` moves in words.
fn moves(k: usize) -> String {
    text::count(k, "move")
}

/// Judges an answer (`None`: `-1`) against the smallest solution `best`
/// for the puzzle's goal.
fn judge(
    puzzle: &Puzzle,
    answer: Option<&[(MoveText, Pos)]>,
    best: Option<&[Move]>,
    null_moves: bool,
) -> Verdict {
    let n = puzzle.budget() as usize;
    let goal = puzzle.goal();
    let within = goal.describe(puzzle.budget());
    let notation = puzzle.notation();

    let Some(answer) = answer else {
        return match best {
            None => Verdict::accept(format!("-1, there is no solution in {within}"), 0),
            Some(_) => Verdict::reject(
                format!("the answer is -1, but a solution in {within} exists"),
                Shown::Smallest(""),
                0,
            ),
        };
    };

    let Answered {
        played,
        boards,
        stopped,
    } = play_answer(puzzle, answer, null_moves);
    // Moves past the budget are refused first, at the first one, unless
    // the answer went wrong before it.
    let stopped_at = stopped.as_ref().map_or(answer.len(), |(k, _)| *k);
    if stopped_at > n
        && let Some((_, pos)) = answer.get(n)
    {
        let (k, line) = (n + 1, pos.line);
        return Verdict::reject(
            format!("move {k} (line {line}): more moves than the {n} allowed"),
            Shown::Nothing,
            k,
        );
    }
    if let Some((_, verdict)) = stopped {
        return verdict;
    }
    let board = boards[boards.len() - 1];
    let k = played.len();
    if !board.is_clear() {
        let left = board.block_count();
        let blocks = format!(
            "{} {}",
            text::count(left, "block"),
            if left == 1 { "is" } else { "are" }
        );
        let reason = if goal == Goal::Exact && k < n {
            format!(
                "only {}, but exactly {n} are required; {blocks} left",
                moves(k)
            )
        } else {
            format!("after {} {blocks} left", moves(k))
        };
        return Verdict::reject(
            reason,
            Shown::Board("; the board then is", Box::new(board)),
            k,
        );
    }
    if goal == Goal::Exact && k < n {
        return Verdict::reject(
            format!(
                "the board is clear after {}, but exactly {n} are required",
                moves(k)
            ),
            Shown::Nothing,
            k,
        );
    }
    let Some(best) = best else {
        // The replay says it solves; the search says nothing does.
        return Verdict::accept(
            format!(
                "a solution in {} (the search found none: this is a bug, please report it)",
                moves(k)
            ),
            k,
        );
    };
    if best == played {
        return Verdict::accept(
            format!("a solution in {}, and the smallest in {within}", moves(k)),
            k,
        );
    }
    let at = best
        .iter()
        .zip(&played)
        .position(|(a, b)| a != b)
        .unwrap_or(0);
    let difference = format!(
        "at move {} the smallest solution plays `{}`, this answer `{}`",
        at + 1,
        best.get(at)
            .map_or(String::new(), |&m| write_move(m, notation)),
        played
            .get(at)
            .map_or(String::new(), |&m| write_move(m, notation)),
    );
    match goal {
        Goal::Exact => Verdict::reject(
            format!("a solution, but not the smallest: {difference}"),
            Shown::Smallest("; the smallest is"),
            k,
        )
        .public("a solution, but not the smallest".to_string()),
        Goal::Shortest if k > best.len() => Verdict::reject(
            format!(
                "a solution in {}, but the fewest is {}",
                moves(k),
                moves(best.len())
            ),
            Shown::Smallest("; the smallest is"),
            k,
        )
        .public(format!(
            "a solution in {}, but a shorter one exists",
            moves(k)
        )),
        Goal::AtMost | Goal::Shortest => Verdict::accept(
            format!(
                "a solution in {} ({within}); not the smallest: {difference}",
                moves(k)
            ),
            k,
        )
        .public(format!("a solution in {} ({within})", moves(k))),
    }
}

fn illegal(k: usize, line: usize, e: &MoveError, board: Board) -> Verdict {
    Verdict::reject(
        format!("move {k} (line {line}) is illegal: {e}"),
        Shown::Board("; the board before it is", Box::new(board)),
        k,
    )
}

// ------------------------------------------------------------ on a judge

/// What a judge front-end concludes about one contestant's output.
enum Outcome {
    /// The output reads as an answer: the verdict on it, and its text form
    /// (the board drawn, the smallest solution) for the jury.
    Judged { verdict: Verdict, text: String },
    /// The output is not an answer (testlib's presentation error): why.
    Malformed(String),
    /// The judge cannot judge (testlib's FAIL): unreadable input or jury's
    /// answer, a jury's answer that does not pass, a stopped search.
    Failed(String),
}

/// A puzzle ready to judge outputs: read, solved, and the jury's answer
/// checked against the solution.
struct Jury {
    puzzle: Puzzle,
    best: Option<Vec<Move>>,
    null_moves: bool,
}

impl Jury {
    /// Reads the puzzle and the jury's answer, finds the smallest solution
    /// and judges the jury's answer by it: any failure is the judge's. An
    /// empty (or blank) jury's answer is not checked, since the judgement
    /// never needs it.
    fn prepare(args: &CheckArgs, input: &Path, answer: &Path) -> Result<Jury, String> {
        let failed = |e: anyhow::Error| format!("{e:#}");
        let puzzle = input::load_noted(Some(&input.to_path_buf()), &args.puzzle)
            .map_err(failed)?
            .puzzle;
        let bytes = input::read_input(Some(answer)).map_err(failed)?;
        let name = answer.display();
        let jury = if bytes.iter().all(u8::is_ascii_whitespace) {
            None
        } else {
            let parsed = parse_answer(&bytes)
                .map_err(|e| format!("the jury's answer {name} is not an answer: {e}"))?;
            Some(parsed)
        };
        let best = solve::search(&args.search, |o| mayan_solve::solve(&puzzle, o))
            .map_err(failed)?
            .moves;
        let null_moves = !args.search.no_null_moves;
        if let Some(jury) = jury {
            let verdict = judge(&puzzle, jury.as_deref(), best.as_deref(), null_moves);
            if !verdict.accepted {
                return Err(format!(
                    "the jury's answer {name} does not pass: {} (is it the answer to {}, under these settings?)",
                    verdict.reason,
                    input.display()
                ));
            }
        }
        Ok(Jury {
            puzzle,
            best,
            null_moves,
        })
    }

    /// Judges the contestant's output, as read.
    fn outcome(&self, output: Result<Vec<u8>, Outcome>) -> Outcome {
        let bytes = match output {
            Ok(bytes) => bytes,
            Err(outcome) => return outcome,
        };
        let answer = match parse_answer(&bytes) {
            Ok(answer) => answer,
            Err(e) => {
                return match e.kind {
                    ParseErrorKind::Format => Outcome::Malformed(e.to_string()),
                    // An answer in form, with a number it may not hold:
                    // testlib's `readInt(min, max)` calls that a wrong answer.
                    ParseErrorKind::Range => {
                        let verdict = Verdict::reject(e.to_string(), Shown::Nothing, 0);
                        let text = self.text(&verdict);
                        Outcome::Judged { verdict, text }
                    }
                };
            }
        };
        let verdict = judge(
            &self.puzzle,
            answer.as_deref(),
            self.best.as_deref(),
            self.null_moves,
        );
        let text = self.text(&verdict);
        Outcome::Judged { verdict, text }
    }

    fn text(&self, verdict: &Verdict) -> String {
        verdict.text(self.best.as_deref(), self.puzzle.notation())
    }
}

/// Reads the contestant's output (`None`: stdin). A missing file or one
/// past the size cap is the contestant's doing, an output that is not an
/// answer, as testlib has it ("Output file not found" is its presentation
/// error); any other failure to read is the judge's.
fn read_output(path: Option<&Path>) -> Result<Vec<u8>, Outcome> {
    input::read_input(path).map_err(|e| {
        let io = e.chain().find_map(|c| c.downcast_ref::<std::io::Error>());
        match io {
            Some(io) if io.kind() == std::io::ErrorKind::NotFound => {
                let name = input::input_name(path.map(Path::to_path_buf).as_ref());
                Outcome::Malformed(format!("there is no output: {name} does not exist"))
            }
            Some(_) => Outcome::Failed(format!("{e:#}")),
            None => Outcome::Malformed(format!(
                "the output is more than {} MiB: no answer is that long",
                input::MAX_INPUT >> 20
            )),
        }
    })
}

/// `text` on one line: a judge system reads a checker's message as one.
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Writes one line to stderr; a stderr gone leaves nothing to tell.
fn say(line: &str) {
    let _ = writeln!(std::io::stderr(), "{line}");
}

/// testlib's checker exit codes (testlib.h: `OK_EXIT_CODE`, `WA_EXIT_CODE`,
/// `PE_EXIT_CODE`, `FAIL_EXIT_CODE`) and the words its messages begin with.
const TESTLIB_OK: (u8, &str) = (0, "ok");
const TESTLIB_WA: (u8, &str) = (1, "wrong answer");
const TESTLIB_PE: (u8, &str) = (2, "wrong output format");
const TESTLIB_FAIL: (u8, &str) = (3, "FAIL");

/// Ends a testlib checker: its one line on stderr, its exit code.
fn testlib_end((code, word): (u8, &str), message: &str) -> ExitCode {
    say(&format!("{word} {}", one_line(message)));
    ExitCode::from(code)
}

/// `mayan check --judge testlib INPUT OUTPUT ANSWER`: testlib's checker
/// convention. One line on stderr, `ok`, `wrong answer`, `wrong output
/// format` or `FAIL` and why, and exit 0, 1, 2 or 3. The contestant reads
/// the message on many systems, so it tells nothing of the jury's solution.
fn testlib(args: &CheckArgs) -> ExitCode {
    let [output, answer] = args.files.as_slice() else {
        return testlib_end(
            TESTLIB_FAIL,
            &format!(
                "the checker is run as `mayan check --judge testlib INPUT OUTPUT ANSWER`: three files, and it was given {}",
                args.files.len() + 1
            ),
        );
    };
    let outcome = match Jury::prepare(args, &args.input, answer) {
        Ok(jury) => jury.outcome(read_output(Some(output))),
        Err(e) => Outcome::Failed(e),
    };
    match outcome {
        Outcome::Judged { verdict, .. } if verdict.accepted => {
            testlib_end(TESTLIB_OK, verdict.public_reason())
        }
        Outcome::Judged { verdict, .. } => testlib_end(TESTLIB_WA, verdict.public_reason()),
        Outcome::Malformed(why) => testlib_end(TESTLIB_PE, &why),
        Outcome::Failed(why) => testlib_end(TESTLIB_FAIL, &why),
    }
}

/// A command line that clap refuses, under `--judge testlib`: `FAIL` and
/// exit 3, since clap's own exit 2 would read as the contestant's
/// presentation error.
pub fn testlib_usage(err: &clap::Error) -> ExitCode {
    let text = err.to_string();
    let first = text.lines().next().unwrap_or_default();
    let first = first.strip_prefix("error: ").unwrap_or(first);
    testlib_end(
        TESTLIB_FAIL,
        &format!("bad checker command line: {first} (see `mayan check --help`)"),
    )
}

/// The output validator's exit codes (Kattis problem package format,
/// "Output validators"; DOMjudge runs the same): 42 accepted, 43 wrong
/// answer, anything else a judging error.
const VALIDATOR_ACCEPTED: u8 = 42;
const VALIDATOR_REJECTED: u8 = 43;
/// What this validator exits with when it cannot judge.
const VALIDATOR_ERROR: u8 = 2;

/// `mayan check --judge domjudge INPUT ANSWER FEEDBACK_DIR < OUTPUT`: the
/// DOMjudge and Kattis output validator. Exit 42 accepted or 43 rejected
/// (a presentation error is rejected: neither system has one), with the
/// verdict in `FEEDBACK_DIR/judgemessage.txt` for the jury (the board and
/// the smallest solution drawn) and in `teammessage.txt` for the team
/// (nothing of the jury's solution). When it cannot judge: exit 2, the
/// reason on stderr and, when the folder is there, in judgemessage.txt.
fn domjudge(args: &CheckArgs) -> ExitCode {
    let [answer, feedback] = args.files.as_slice() else {
        say(&format!(
            "error: the output validator is run as `mayan check --judge domjudge INPUT ANSWER FEEDBACK_DIR < OUTPUT`: three files, and it was given {}",
            args.files.len() + 1
        ));
        return ExitCode::from(VALIDATOR_ERROR);
    };
    if !feedback.is_dir() {
        say(&format!(
            "error: the feedback directory {} is not a directory",
            feedback.display()
        ));
        return ExitCode::from(VALIDATOR_ERROR);
    }
    let outcome = match Jury::prepare(args, &args.input, answer) {
        Ok(jury) => jury.outcome(read_output(None)),
        Err(e) => Outcome::Failed(e),
    };
    let (code, judge_message, team_message) = match &outcome {
        Outcome::Judged { verdict, text } => {
            let head = if verdict.accepted {
                "accepted"
            } else {
                "rejected"
            };
            let code = if verdict.accepted {
                VALIDATOR_ACCEPTED
            } else {
                VALIDATOR_REJECTED
            };
            (
                code,
                text.clone(),
                format!("{head}: {}\n", verdict.public_reason()),
            )
        }
        Outcome::Malformed(why) => {
            let message = format!("wrong output format: {why}\n");
            (VALIDATOR_REJECTED, message.clone(), message)
        }
        Outcome::Failed(why) => {
            say(&format!("error: {}", one_line(why)));
            // Best effort: the jury reads it beside the judging error.
            let _ = write_feedback(
                feedback,
                "judgemessage.txt",
                &format!("judge error: {why}\n"),
            );
            return ExitCode::from(VALIDATOR_ERROR);
        }
    };
    let written = write_feedback(feedback, "judgemessage.txt", &judge_message)
        .and_then(|()| write_feedback(feedback, "teammessage.txt", &team_message));
    match written {
        Ok(()) => ExitCode::from(code),
        Err(e) => {
            say(&format!("error: {e:#}"));
            ExitCode::from(VALIDATOR_ERROR)
        }
    }
}

/// Writes one feedback file. The folder's name ends in a path separator on
/// Kattis and DOMjudge; joining works with or without it.
fn write_feedback(dir: &Path, name: &str, text: &str) -> Result<()> {
    let path: PathBuf = dir.join(name);
    std::fs::write(&path, text).with_context(|| format!("cannot write {}", path.display()))
}
