//! `mayan verify FILE`: every puzzle of a Panel Attack file checked the way
//! a puzzle maker would by hand (docs/players.md): readable or why not,
//! solvable within its moves, the fewest swaps, how many solutions there
//! are within the budget (the "alts"), whether the recorded `Solution`
//! replays and clears it, and which puzzles are the same board up to
//! mirroring and colour renaming.

use std::collections::BTreeMap;
use std::process::ExitCode;

use anyhow::{Result, anyhow};
use mayan_core::format::notation::write_answer;
use mayan_core::format::panel::{PanelPuzzle, solution};
use mayan_core::frame::{self, Input, Loss, Outcome, Rules};
use mayan_core::garbage::GarbagePuzzle;
use mayan_core::{Board, Finish, Goal, Move, MoveSet, Notation, Puzzle, read};
use mayan_i18n::t;
use mayan_solve::analysis;
use mayan_solve::{Options, chain, garbage, solve};
use serde::Serialize;

use crate::cli::VerifyArgs;
use crate::lang::{self, machine};
use crate::{input, progress};

mod fix;

/// The keys Panel Attack's loader accepts in a version 3 puzzle (its
/// `Puzzle.PUZZLE_PROPERTY`); `PuzzleSet.validateV3Properties` refuses any
/// other, and the game then leaves out the puzzle (its whole set, in older
/// versions).
const GAME_KEYS: [&str; 11] = [
    "Puzzle Type",
    "StartTiming",
    "Moves",
    "Stop",
    "Shake",
    "Stack",
    "PanelBuffer",
    "GarbagePanelBuffer",
    "CursorStartLeft",
    "Solution",
    "Help Description",
];

/// What `mayan verify --json` prints.
#[derive(Serialize)]
struct Report {
    puzzles: Vec<Checked>,
    /// Groups of two or more puzzles with the same board up to mirroring
    /// and colour renaming.
    duplicates: Vec<Vec<Place>>,
    summary: Summary,
}

/// Where a puzzle is: its set's name and its 1-based index.
#[derive(Serialize, Clone, Debug)]
struct Place {
    set: String,
    index: usize,
}

/// One puzzle, checked.
#[derive(Serialize)]
struct Checked {
    set: String,
    index: usize,
    kind: String,
    moves: i64,
    /// Why mayan cannot play it (`null` when it can).
    unsupported: Option<String>,
    /// A chain puzzle that pure rules cannot win, or could not be shown to
    /// win within the search's limit: why (`null` otherwise).
    timing: Option<String>,
    /// The fewest swaps that clear it, `null` when none within its moves
    /// (or when it is not supported).
    fewest: Option<usize>,
    /// Solutions within its moves (each swap sequence that clears it, play
    /// stopping at the clear; for a chain puzzle without a move limit,
    /// those of the fewest swaps), as a decimal string (it may pass 2^53).
    alts: Option<String>,
    /// Up to `--list-alts` of them, in the file's notation (`rRcC`).
    alt_list: Vec<String>,
    solution: Option<Recorded>,
    /// Mayan's own smallest solution within the moves, written as the
    /// game's input string (what `--fix` writes), played frame by frame
    /// like a recorded Solution (`null` when mayan has none).
    answer: Option<Answer>,
    /// In a version 3 file, the puzzle's keys that the game's loader
    /// refuses ([`GAME_KEYS`]): the game will not load the puzzle.
    game_refuses: Vec<String>,
    /// The board, when mayan can play the puzzle.
    #[serde(skip)]
    board: Option<Board>,
    /// With --fix: the Solution to write, when the recorded one fails or
    /// is missing and mayan's answer wins.
    #[serde(skip)]
    fix: Option<String>,
}

/// Mayan's answer as the game would play it.
#[derive(Serialize)]
struct Answer {
    /// The input string, as a `Solution` is written.
    inputs: String,
    /// It played frame by frame.
    #[serde(flatten)]
    played: Recorded,
}

/// The recorded `Solution`, played frame by frame as the game plays it
/// ([`mayan_core::frame`]).
#[derive(Serialize)]
struct Recorded {
    /// It wins.
    solves: bool,
    /// `won`, `lost`, `running` (still in play [`frame::GRACE`] frames
    /// after its last input) or `unplayable` (it does not decode, or the
    /// puzzle cannot be set up).
    result: &'static str,
    /// The frame it was won or lost on, or the frames played.
    frame: Option<u64>,
    /// Swaps it makes.
    swaps: Option<u32>,
    /// Presses of swap the game refuses because the moves have run out.
    refused_swaps: u32,
    /// The frame from which the game would draw random colours, which
    /// mayan does not know (a long clear puzzle): the replay may differ
    /// from there.
    random_colours: Option<u64>,
    /// For a Solution that does not win: the levels (1 to 11) at which it
    /// does.
    wins_at_levels: Vec<u8>,
    /// Why it does not win (`null` when it does).
    error: Option<String>,
}

impl Recorded {
    /// A Solution that cannot be played, and why.
    fn unplayable(why: String) -> Recorded {
        Recorded {
            solves: false,
            result: "unplayable",
            frame: None,
            swaps: None,
            refused_swaps: 0,
            random_colours: None,
            wins_at_levels: Vec::new(),
            error: Some(why),
        }
    }
}

#[derive(Serialize, Default)]
struct Summary {
    puzzles: usize,
    supported: usize,
    unsolvable: usize,
    /// Chain puzzles that need the game's timing (or that pure rules did
    /// not win within the search's limit).
    needs_timing: usize,
    solutions_recorded: usize,
    /// Recorded Solutions that do not win at `level` under `engine`.
    solutions_failing: usize,
    /// The level the Solutions were played at.
    level: u8,
    /// The game's rules they were played under (`current` or `048`).
    engine: &'static str,
    /// Puzzles of a version 3 file with a key the game refuses.
    refused_by_the_game: usize,
    duplicate_groups: usize,
}

pub fn run(args: &VerifyArgs) -> Result<ExitCode> {
    let bytes = input::read_input(Some(&args.file))?;
    let name = args.file.display().to_string();
    let sets = read::panel_sets(&bytes).map_err(|e| {
        anyhow!(t!(
            "cli-named-error",
            name = name.as_str(),
            error = e.to_string()
        ))
    })?;
    let interruptible = progress::Interruptible::new();
    let control = interruptible.control().clone();
    let opts = Options {
        null_moves: !args.no_null_moves,
        memory_bytes: args.memory << 20,
        control: control.clone(),
        ..Options::default()
    };
    let v3 = serde_json::from_slice::<serde_json::Value>(&bytes)
        .ok()
        .and_then(|v| v.get("Version").and_then(serde_json::Value::as_u64))
        == Some(3);
    let mut checked = Vec::new();
    let mut keys: BTreeMap<String, Vec<Place>> = BTreeMap::new();
    let mut fixes: Vec<fix::Fix> = Vec::new();
    if args.fix {
        let version = serde_json::from_slice::<serde_json::Value>(&bytes)
            .ok()
            .and_then(|v| v.get("Version").and_then(serde_json::Value::as_u64));
        if version != Some(3) {
            anyhow::bail!(t!("cli-verify-fix-needs-v3", name = name));
        }
    }
    for (s, set) in sets.iter().enumerate() {
        for (i, p) in set.puzzles.iter().enumerate() {
            let place = Place {
                set: set.name.clone(),
                index: i + 1,
            };
            // What is found (why a puzzle is not supported, why its
            // Solution fails) is a value of the JSON report: in English there.
            let c = match machine(args.json, || check(p, &place, args, &opts)) {
                Ok(mut c) => {
                    if v3 {
                        c.game_refuses = p
                            .other_keys
                            .iter()
                            .filter(|k| !GAME_KEYS.contains(&k.as_str()))
                            .cloned()
                            .collect();
                    }
                    c
                }
                Err(e) if e.downcast_ref::<mayan_solve::SolveError>().is_none() => return Err(e),
                Err(_) => {
                    let stopped = t!(
                        "cli-verify-stopped",
                        set = place.set.as_str(),
                        index = place.index,
                        checked = checked.len()
                    );
                    eprintln!("{stopped}");
                    return Ok(ExitCode::from(3));
                }
            };
            if let Some(board) = &c.board {
                keys.entry(shape_key(board)).or_default().push(place);
            }
            if let Some(text) = &c.fix {
                fixes.push((s, i, text.clone()));
            }
            checked.push(c);
        }
    }
    let duplicates: Vec<Vec<Place>> = keys.into_values().filter(|g| g.len() > 1).collect();
    let summary = Summary {
        puzzles: checked.len(),
        supported: checked.iter().filter(|c| c.unsupported.is_none()).count(),
        unsolvable: checked
            .iter()
            .filter(|c| c.unsupported.is_none() && c.timing.is_none() && c.fewest.is_none())
            .count(),
        needs_timing: checked.iter().filter(|c| c.timing.is_some()).count(),
        solutions_recorded: checked.iter().filter(|c| c.solution.is_some()).count(),
        solutions_failing: checked
            .iter()
            .filter(|c| c.solution.as_ref().is_some_and(|s| !s.solves))
            .count(),
        level: args.level,
        engine: args.engine.name(),
        refused_by_the_game: checked
            .iter()
            .filter(|c| !c.game_refuses.is_empty())
            .count(),
        duplicate_groups: duplicates.len(),
    };
    let failed =
        summary.unsolvable > 0 || summary.solutions_failing > 0 || summary.refused_by_the_game > 0;
    let report = Report {
        puzzles: checked,
        duplicates,
        summary,
    };
    if args.json {
        crate::outln!("{}", serde_json::to_string(&report)?)?;
    } else {
        crate::out!("{}", text(&report))?;
    }
    if args.fix {
        let text = std::str::from_utf8(&bytes)
            .map_err(|_| anyhow!(t!("cli-verify-not-utf8", name = name.as_str())))?;
        let written = fix::rewrite(text, &sets, &fixes)?;
        if !fixes.is_empty() {
            std::fs::write(&args.file, written).map_err(|e| {
                let why = t!("cli-cannot-write", name = name.as_str());
                anyhow!(t!(
                    "cli-error-cause",
                    error = why,
                    cause = lang::io_text(&e)
                ))
            })?;
        }
        let places: Vec<String> = fixes
            .iter()
            .map(|(s, p, _)| format!("{} #{}", sets[*s].name, p + 1))
            .collect();
        let fixed = match places.is_empty() {
            true => t!(
                "cli-verify-fixed",
                solutions = fixes.len(),
                name = name.as_str()
            ),
            false => t!(
                "cli-verify-fixed-places",
                solutions = fixes.len(),
                name = name.as_str(),
                places = lang::list(&places)
            ),
        };
        eprintln!("{fixed}");
        // What --fix cannot mend still fails the run: a puzzle without a
        // solution, a key the game refuses, a Solution that does not win and
        // got no winning fix.
        let unfixed = report
            .puzzles
            .iter()
            .any(|c| c.fix.is_none() && c.solution.as_ref().is_some_and(|s| !s.solves));
        let failed =
            report.summary.unsolvable > 0 || report.summary.refused_by_the_game > 0 || unfixed;
        return Ok(ExitCode::from(u8::from(failed)));
    }
    Ok(ExitCode::from(if failed { 1 } else { 0 }))
}

/// Checks one puzzle; a [`mayan_solve::SolveError`] when the search was
/// stopped.
/// Solutions as `--list-alts` shows them: one line each, in the game's
/// notation.
fn alt_lines(solutions: &[Vec<Move>]) -> Vec<String> {
    solutions
        .iter()
        .map(|m| {
            write_answer(Some(m), Notation::PanelAttack)
                .trim_end()
                .replace('\n', " ")
        })
        .collect()
}

/// The options of one puzzle's searches: the run's, with `--timeout` for
/// each (on the run's control, so that Ctrl-C still stops it).
fn per_puzzle(args: &VerifyArgs, opts: &Options) -> Options {
    Options {
        control: match args.timeout {
            Some(t) => opts.control.clone().with_timeout(t),
            None => opts.control.clone(),
        },
        ..opts.clone()
    }
}

fn check(p: &PanelPuzzle, place: &Place, args: &VerifyArgs, opts: &Options) -> Result<Checked> {
    let mut c = Checked {
        set: place.set.clone(),
        index: place.index,
        kind: p.kind.clone(),
        moves: p.moves,
        unsupported: None,
        timing: None,
        fewest: None,
        alts: None,
        alt_list: Vec::new(),
        solution: p.solution.as_deref().map(|text| replay(p, text, args)),
        answer: None,
        game_refuses: Vec::new(),
        board: None,
        fix: None,
    };
    let (budget, goal) = p.read_as();
    if p.garbage_board().is_ok_and(|b| !b.blocks().is_empty()) {
        return check_garbage(p, c, args, opts);
    }
    let puzzle = p.board().map_err(|e| e.message).and_then(|board| {
        Puzzle::new(board, MoveSet::Drag, budget, Notation::PanelAttack)
            .map(|q| q.with_goal(goal).with_finish(p.finish()))
            .map_err(|e| e.to_string())
    });
    let puzzle = match puzzle {
        Ok(puzzle) => puzzle,
        Err(why) => {
            // A chain puzzle that starts with a run: in the game the run
            // clears as play starts and a swap must change it while it
            // does; under pure rules it vanishes before any swap.
            let starts_with_run = p.finish() == Finish::Chain
                && p.board()
                    .is_ok_and(|b| b.floating_block().is_none() && b.find_runs().1);
            if starts_with_run {
                c.timing = Some(t!("cli-verify-timing-run", why = why));
            } else {
                c.unsupported = Some(why);
            }
            return Ok(c);
        }
    };
    let opts = &per_puzzle(args, opts);
    let fewest = if puzzle.finish() == Finish::Chain {
        let walk = chain::shortest(&puzzle, opts)?;
        if walk.moves.is_none() {
            c.timing = Some(if walk.exhausted {
                t!(
                    "cli-verify-timing-exhausted",
                    boards = walk.boards.to_string()
                )
            } else {
                t!(
                    "cli-verify-timing-limit",
                    swaps = walk.depth,
                    boards = walk.boards.to_string()
                )
            });
        }
        walk.moves
    } else {
        solve(&puzzle.clone().with_goal(Goal::Shortest), opts)?.moves
    };
    c.fewest = fewest.as_ref().map(Vec::len);
    if c.fewest.is_some() {
        // Alternatives within the moves (`goal` is the file's: at most its
        // moves, or for a chain puzzle without a limit the fewest swaps).
        let within = puzzle.clone().with_goal(goal);
        c.alts = Some(analysis::count(&within, opts)?.to_string());
        if args.list_alts > 0 {
            c.alt_list = alt_lines(&analysis::all(&within, opts, args.list_alts)?);
        }
    }
    // The smallest solution within the moves, as the game's cursor inputs
    // (without a move limit the smallest of the fewest swaps, found above),
    // played as the game plays it; --fix writes it where the recorded
    // Solution does not win or is missing.
    if c.fewest.is_some() {
        let moves = match goal {
            Goal::Shortest => fewest,
            _ => solve(&puzzle.clone().with_goal(goal), opts)?.moves,
        };
        if let Some(moves) = moves {
            answer(p, &mut c, &moves, args);
        }
    }
    c.board = Some(*puzzle.board());
    Ok(c)
}

/// [`check`] of a puzzle with garbage blocks, by the garbage search
/// ([`mayan_solve::garbage`]). Where pure rules find no solution within
/// the moves, the puzzle needs the game's timing (a swap while garbage
/// still clears), and a recorded Solution that pure rules do not win is
/// reported as timed, as for chain puzzles. The board is left out of the
/// duplicates (its garbage would read as grey panels there).
fn check_garbage(
    p: &PanelPuzzle,
    mut c: Checked,
    args: &VerifyArgs,
    opts: &Options,
) -> Result<Checked> {
    let (budget, goal) = p.read_as();
    let puzzle = p
        .garbage_board()
        .map_err(|e| e.message)
        .and_then(|board| GarbagePuzzle::new(board, budget, goal).map_err(|e| e.to_string()));
    let puzzle = match puzzle {
        Ok(puzzle) => puzzle,
        Err(why) => {
            c.unsupported = Some(why);
            return Ok(c);
        }
    };
    let opts = &per_puzzle(args, opts);
    let fewest = garbage::solve(&puzzle.clone().with_goal(Goal::Shortest), opts)?.moves;
    c.fewest = fewest.as_ref().map(Vec::len);
    if c.fewest.is_some() {
        c.alts = Some(garbage::count(&puzzle, opts)?.to_string());
        if args.list_alts > 0 {
            c.alt_list = alt_lines(&garbage::all(&puzzle, opts, args.list_alts)?);
        }
    } else {
        c.timing = Some(t!("cli-verify-timing-garbage", moves = puzzle.budget()));
    }
    if c.fewest.is_some()
        && let Some(moves) = garbage::solve(&puzzle, opts)?.moves
    {
        answer(p, &mut c, &moves, args);
    }
    Ok(c)
}

/// Writes mayan's answer `moves` as the game's inputs, each swap on a
/// still board at the slowest level (so that the string waits long enough
/// at every level), and plays it frame by frame at `--level`; with --fix it
/// becomes the Solution to write when it wins and the recorded one does not
/// (or is missing).
fn answer(p: &PanelPuzzle, c: &mut Checked, moves: &[Move], args: &VerifyArgs) {
    let inputs = match solution::write_for(p, moves, args.engine) {
        Ok(inputs) => inputs,
        Err(why) => {
            c.answer = Some(Answer {
                inputs: String::new(),
                played: Recorded::unplayable(t!(
                    "cli-verify-replay-does-not-play",
                    error = why.to_string()
                )),
            });
            return;
        }
    };
    let played = replay(p, &inputs, args);
    let wrong = c.solution.as_ref().is_none_or(|r| !r.solves);
    if args.fix && wrong && played.solves {
        c.fix = Some(inputs.clone());
    }
    c.answer = Some(Answer { inputs, played });
}

/// Plays a Solution string frame by frame at `level` under `engine`.
fn play(p: &PanelPuzzle, text: &str, level: u8, engine: Rules) -> Result<frame::Replay, String> {
    let inputs = Input::parse_solution(text).ok_or_else(|| {
        let why = solution::decode(text)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_else(|| t!("read-solution-count-too-large"));
        t!("cli-verify-replay-does-not-play", error = why)
    })?;
    let setup = p
        .frame_setup(level, engine)
        .map_err(|e| t!("cli-verify-replay-does-not-play", error = e.message))?;
    frame::replay(&setup, &inputs)
        .map_err(|e| t!("cli-verify-replay-does-not-play", error = e.to_string()))
}

/// The recorded Solution, played frame by frame at `--level` under
/// `--engine`; one that does not win is also played at every other level.
fn replay(p: &PanelPuzzle, text: &str, args: &VerifyArgs) -> Recorded {
    let r = match play(p, text, args.level, args.engine) {
        Ok(r) => r,
        Err(why) => return Recorded::unplayable(why),
    };
    let (result, error) = match r.outcome {
        Outcome::Won { .. } => ("won", None),
        Outcome::Lost { why, .. } => ("lost", Some(loss_text(why))),
        // A moves puzzle waits for its last swaps: name how many are missing.
        Outcome::Running if p.kind == "moves" && i64::from(r.swaps) < p.moves => (
            "running",
            Some(t!(
                "cli-verify-replay-waits",
                swaps = r.swaps,
                moves = p.moves
            )),
        ),
        Outcome::Running => (
            "running",
            Some(t!("cli-verify-replay-never-ends", frames = frame::GRACE)),
        ),
    };
    let wins_at_levels = if error.is_some() {
        (1..=11)
            .filter(|&l| l != args.level)
            .filter(|&l| {
                play(p, text, l, args.engine)
                    .is_ok_and(|r| matches!(r.outcome, Outcome::Won { .. }))
            })
            .collect()
    } else {
        Vec::new()
    };
    Recorded {
        solves: error.is_none(),
        result,
        frame: Some(r.frames),
        swaps: Some(r.swaps),
        refused_swaps: r.refused_swaps,
        random_colours: r.random_colours,
        wins_at_levels,
        error,
    }
}

/// Why a puzzle was lost, in words.
fn loss_text(why: Loss) -> String {
    match why {
        Loss::NoMovesLeft => t!("cli-verify-loss-no-moves"),
        Loss::NoChain => t!("cli-verify-loss-no-chain"),
        Loss::ChainEnded => t!("cli-verify-loss-chain-ended"),
        Loss::Health => t!("cli-verify-loss-health"),
    }
}

/// The board's key up to mirroring and colour renaming: the smaller of the
/// board's and its mirror's, each with the colours renamed 1, 2, ... in the
/// order they are met (bottom row first, left to right; grey stays).
fn shape_key(board: &Board) -> String {
    let (w, h) = (board.width(), board.height());
    let key = |mirror: bool| {
        let mut names = [0u8; 256];
        let mut next = 0u8;
        let mut s = String::with_capacity(w * h);
        for y in 0..h {
            for x in 0..w {
                let c = board.get(if mirror { w - 1 - x } else { x }, y);
                let shown = match c {
                    0 => '.',
                    mayan_core::GREY => 'g',
                    c => {
                        let slot = &mut names[usize::from(c)];
                        if *slot == 0 {
                            next += 1;
                            *slot = next;
                        }
                        char::from(b'a' + *slot - 1)
                    }
                };
                s.push(shown);
            }
        }
        s
    };
    key(false).min(key(true))
}

/// What a puzzle's line says of its recorded Solution.
fn solution_text(s: &Recorded) -> String {
    let swaps = s.swaps.unwrap_or(0);
    let frame = s.frame.unwrap_or(0);
    let mut out = match &s.error {
        None => t!("cli-verify-solution-wins", frame = frame, swaps = swaps),
        Some(why) if s.result == "lost" => {
            t!(
                "cli-verify-solution-loses",
                frame = frame,
                why = why.as_str()
            )
        }
        Some(why) => t!("cli-verify-solution-fails", error = why.as_str()),
    };
    if s.refused_swaps > 0 {
        out.push_str(&t!(
            "cli-verify-solution-refused",
            refused = s.refused_swaps
        ));
    }
    if s.error.is_some() && s.result != "unplayable" {
        let levels: Vec<String> = s.wins_at_levels.iter().map(u8::to_string).collect();
        out.push_str(&t!(
            "cli-verify-solution-wins-at",
            count = levels.len(),
            levels = lang::list(&levels)
        ));
    }
    if let Some(at) = s.random_colours {
        out.push_str(&t!("cli-verify-solution-random", frame = at));
    }
    out
}

/// The report as lines: one a puzzle, the duplicates, a summary.
fn text(r: &Report) -> String {
    let mut out = String::new();
    let mut set = "";
    for c in &r.puzzles {
        if c.set != set {
            set = &c.set;
            out.push_str(&format!("{set}\n"));
        }
        let head = if c.moves == 0 {
            t!("cli-verify-no-limit")
        } else {
            // The budget's column as wide as two digits make it.
            let columns = lang::width(&t!("cli-verify-within", moves = 10));
            lang::pad(&t!("cli-verify-within", moves = c.moves), columns)
        };
        let head = format!("  #{:<3} {} {head}", c.index, c.kind);
        let alts = c.alts.as_deref().unwrap_or("0");
        // The count is a decimal string (it may pass 2^53); the number
        // only chooses the plural.
        let n = alts.parse::<f64>().unwrap_or(0.0);
        let body = match (&c.unsupported, &c.timing, c.fewest) {
            (Some(why), _, _) => t!("cli-verify-unsupported", why = why.as_str()),
            (None, Some(why), _) => why.clone(),
            (None, None, None) => t!("cli-verify-no-solution", moves = c.moves),
            (None, None, Some(f)) if c.moves == 0 => {
                t!("cli-verify-fewest-of", fewest = f, count = alts, n = n)
            }
            (None, None, Some(f)) => t!(
                "cli-verify-fewest-within",
                fewest = f,
                count = alts,
                n = n,
                moves = c.moves
            ),
        };
        let recorded = c.solution.as_ref().map(solution_text).unwrap_or_default();
        // Mayan's own answer, said only when the game would not let it win.
        let answer = match c.answer.as_ref().map(|a| &a.played) {
            Some(a) if !a.solves => t!(
                "cli-verify-answer-fails",
                frame = a.frame.unwrap_or(0),
                why = a.error.as_deref().unwrap_or_default()
            ),
            _ => String::new(),
        };
        let refused = if c.game_refuses.is_empty() {
            String::new()
        } else {
            let keys: Vec<String> = c.game_refuses.iter().map(|k| format!("\"{k}\"")).collect();
            t!(
                "cli-verify-game-refuses",
                count = keys.len(),
                keys = lang::list(&keys)
            )
        };
        out.push_str(&format!("{head}  {body}{answer}{recorded}{refused}\n"));
        for alt in &c.alt_list {
            out.push_str(&format!("        {alt}\n"));
        }
    }
    for g in &r.duplicates {
        let names: Vec<String> = g
            .iter()
            .map(|p| format!("{} #{}", p.set, p.index))
            .collect();
        let line = t!("cli-verify-duplicates", places = lang::list(&names));
        out.push_str(&format!("{line}\n"));
    }
    let s = &r.summary;
    let summary = t!(
        "cli-verify-summary",
        puzzles = s.puzzles,
        supported = s.supported,
        unsolvable = s.unsolvable,
        timing = s.needs_timing,
        recorded = s.solutions_recorded,
        failing = s.solutions_failing,
        level = s.level,
        engine = s.engine,
        groups = s.duplicate_groups,
        refused = s.refused_by_the_game
    );
    out.push_str(&format!("{summary}\n"));
    out
}
