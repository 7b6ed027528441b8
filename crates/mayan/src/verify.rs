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
use mayan_core::garbage::GarbagePuzzle;
use mayan_core::{Board, Finish, Goal, Move, MoveKind, MoveSet, Notation, Puzzle, read};
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
    /// In a version 3 file, the puzzle's keys that the game's loader
    /// refuses ([`GAME_KEYS`]): the game will not load the puzzle.
    game_refuses: Vec<String>,
    /// The board, when mayan can play the puzzle.
    #[serde(skip)]
    board: Option<Board>,
    /// With --fix: the Solution to write, when the recorded one fails or
    /// is missing and the puzzle has a solution.
    #[serde(skip)]
    fix: Option<String>,
}

/// The recorded `Solution`, replayed.
#[derive(Serialize)]
struct Recorded {
    /// It decodes, plays, clears the board within the moves.
    solves: bool,
    /// It fails under pure rules on a chain puzzle, where the game may
    /// swap while a chain still falls: not counted as failing.
    timed: bool,
    /// Swaps it makes, when it decodes and plays.
    swaps: Option<usize>,
    /// Why it fails (`null` when it solves).
    error: Option<String>,
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
    solutions_failing: usize,
    /// Recorded Solutions of chain puzzles that do not win under pure
    /// rules (see [`Recorded::timed`]).
    solutions_timed: usize,
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
            .filter(|c| c.solution.as_ref().is_some_and(|s| !s.solves && !s.timed))
            .count(),
        solutions_timed: checked
            .iter()
            .filter(|c| c.solution.as_ref().is_some_and(|s| s.timed))
            .count(),
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
        return Ok(ExitCode::from(u8::from(report.summary.unsolvable > 0)));
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
        solution: None,
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
    if let Some(text) = &p.solution {
        c.solution = Some(replay(&puzzle, text, !args.no_null_moves));
    }
    // --fix: the smallest solution within the moves, as the game's cursor
    // inputs, where the recorded Solution fails or is missing.
    // A chain puzzle's Solution that swaps while a chain falls may well
    // win in the game: it is kept.
    let wrong = c.solution.as_ref().is_none_or(|r| !r.solves && !r.timed);
    if args.fix && c.fewest.is_some() && wrong {
        // Without a move limit the smallest of the fewest swaps, found above.
        let moves = match goal {
            Goal::Shortest => fewest,
            _ => solve(&puzzle.clone().with_goal(goal), opts)?.moves,
        };
        if let Some(moves) = moves {
            c.fix = Some(solution::encode_for(
                puzzle.board(),
                &moves,
                p.start.as_deref(),
            )?);
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
    if let Some(text) = &p.solution {
        c.solution = Some(replay_garbage(&puzzle, text, !args.no_null_moves));
    }
    let wrong = c.solution.as_ref().is_none_or(|r| !r.solves && !r.timed);
    if args.fix
        && c.fewest.is_some()
        && wrong
        && let Some(moves) = garbage::solve(&puzzle, opts)?.moves
    {
        c.fix = Some(solution::encode_garbage_for(
            puzzle.board(),
            &moves,
            p.start.as_deref(),
        )?);
    }
    Ok(c)
}

/// Replays a recorded Solution string on a garbage puzzle's board, by the
/// garbage rules. A Solution that pure rules do not win is timed: the
/// game's recorded Solutions of garbage puzzles swap while garbage still
/// clears and falls, which pure rules have no moment for.
fn replay_garbage(puzzle: &GarbagePuzzle, text: &str, null_moves: bool) -> Recorded {
    let fail = |swaps, error: String| Recorded {
        solves: false,
        timed: true,
        swaps,
        error: Some(error),
    };
    match solution::play_garbage(puzzle.board(), text) {
        Err(e) => fail(
            None,
            t!("cli-verify-replay-does-not-play", error = e.to_string()),
        ),
        Ok((moves, end)) => {
            let k = moves.len();
            let mut b = puzzle.board().clone();
            let mut null = false;
            for m in &moves {
                null |= b.classify(*m).is_ok_and(|kind| kind == MoveKind::Null);
                match b.play(*m) {
                    Ok(next) => b = next,
                    Err(_) => break,
                }
            }
            let left = (!end.is_clear()).then(|| colours_left(&end.cells().colour_counts()));
            let budget = puzzle.budget();
            finished(k, left, budget, null && !null_moves, fail)
        }
    }
}

/// Replays a recorded Solution string on the puzzle's board.
fn replay(puzzle: &Puzzle, text: &str, null_moves: bool) -> Recorded {
    let (board, budget) = (puzzle.board(), puzzle.budget());
    let chain = puzzle.finish() == Finish::Chain;
    let fail = |swaps, error: String| Recorded {
        solves: false,
        timed: chain,
        swaps,
        error: Some(error),
    };
    match solution::play(board, text) {
        Err(e) => fail(
            None,
            t!("cli-verify-replay-does-not-play", error = e.to_string()),
        ),
        Ok((moves, end)) => {
            let k = moves.len();
            // One traced replay: whether a swap is a null move and, under
            // the chain rule, the first swap whose chain leaves colours (the
            // game's own rule, `Finish`).
            let mut b = *board;
            let mut null = false;
            let mut chain_ended = None;
            for (i, m) in moves.iter().enumerate() {
                let Ok(turn) = b.play_traced(*m, MoveSet::Drag) else {
                    break;
                };
                null |= turn.kind == MoveKind::Null;
                if puzzle
                    .finish()
                    .ends_lost(!turn.stages.is_empty(), &turn.after)
                {
                    chain_ended = Some(i + 1);
                    break;
                }
                b = turn.after;
            }
            if let Some(at) = chain_ended {
                return fail(
                    Some(k),
                    t!("cli-verify-replay-chain-ended", at = at, swaps = k),
                );
            }
            let left = (!end.is_clear()).then(|| colours_left(&end.colour_counts()));
            finished(k, left, budget, null && !null_moves, fail)
        }
    }
}

/// The colour panels among a board's colour counts (grey and empty cells
/// left out).
fn colours_left(counts: &[u16]) -> usize {
    counts[1..usize::from(mayan_core::GREY)]
        .iter()
        .map(|&n| usize::from(n))
        .sum()
}

/// The verdict on a recorded Solution that played to its end: `k` swaps
/// leaving the board clear (`left` is `None`) or with `left` colour
/// panels, with a null move the settings do not allow (`null`) or not;
/// `fail` builds a failing verdict (timed or not, as the puzzle's rules
/// say).
fn finished(
    k: usize,
    left: Option<usize>,
    budget: u32,
    null: bool,
    fail: impl Fn(Option<usize>, String) -> Recorded,
) -> Recorded {
    if let Some(left) = left {
        fail(
            Some(k),
            t!("cli-verify-replay-left", swaps = k, panels = left),
        )
    } else if k > budget as usize {
        fail(
            Some(k),
            t!("cli-verify-replay-too-long", swaps = k, moves = budget),
        )
    } else if null {
        fail(Some(k), t!("cli-verify-replay-null"))
    } else {
        Recorded {
            solves: true,
            timed: false,
            swaps: Some(k),
            error: None,
        }
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
        let recorded = match &c.solution {
            None => String::new(),
            Some(s) if s.solves => t!("cli-verify-solution-replays", swaps = s.swaps.unwrap_or(0)),
            Some(s) if s.timed => t!(
                "cli-verify-solution-timed",
                error = s.error.as_deref().unwrap_or("")
            ),
            Some(s) => t!(
                "cli-verify-solution-fails",
                error = s.error.as_deref().unwrap_or("")
            ),
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
        out.push_str(&format!("{head}  {body}{recorded}{refused}\n"));
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
        timed = s.solutions_timed,
        groups = s.duplicate_groups,
        refused = s.refused_by_the_game
    );
    out.push_str(&format!("{summary}\n"));
    out
}
