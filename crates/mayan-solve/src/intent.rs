//! Intent goals (docs/spec.md section 4, "Intent goals"): puzzles that ask
//! for something other than a clear board, where pure rules decide it.
//!
//! - [`Intent::Chain`]: one move's chain of at least `k` stages (clears
//!   that follow each other as blocks fall: Panel Attack's "x3 chain" is
//!   three), whatever is left on the board (`--goal chain:K`);
//! - [`Intent::Target`]: the board left as a given one (`--target FILE`).
//!
//! Play stops at the move that reaches the intent, as it stops at the move
//! that clears the board: a solution is the moves up to it. The goal counts
//! them as for other puzzles (exactly, at most or the fewest `n`), and the
//! smallest solution is the first in answer order (docs/spec.md section 5).
//! The search is depth first in answer order with a table of the positions
//! that failed; the column bound of clearing puzzles does not hold here, so
//! it prunes only what the intent rules out by counting.

use mayan_core::format::notation::Answer;
use mayan_core::{Board, GREY, Goal, Move, MoveKind, Puzzle};
use mayan_i18n::t;
use rustc_hash::FxHashMap;

use crate::control::{Control, Halt, POLL_EVERY};
use crate::general::table::{Key, KeyPacker};
use crate::judge::{Kind, Shown, Verdict, intro};
use crate::{Options, SolveError};

/// What a puzzle asks for instead of a clear board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Intent {
    /// One move whose chain has at least this many stages (at least 1).
    Chain(u32),
    /// The board after the last move is this one.
    Target(Box<Board>),
}

/// Why an intent does not fit a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IntentError {
    /// `chain:0`.
    ZeroChain,
    /// The target board is another size than the puzzle's.
    TargetSize {
        /// The puzzle's width and height.
        puzzle: (usize, usize),
        /// The target's.
        target: (usize, usize),
    },
    /// The target board cannot be the board after a move: a block floats,
    /// or a run of three stands on it.
    TargetUnsettled,
}

impl std::fmt::Display for IntentError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let s = match self {
            IntentError::ZeroChain => t!("goal-error-zero-chain"),
            IntentError::TargetSize { puzzle, target } => t!(
                "goal-error-target-size",
                target_width = target.0,
                target_height = target.1,
                width = puzzle.0,
                height = puzzle.1
            ),
            IntentError::TargetUnsettled => t!("goal-error-target-unsettled"),
        };
        f.write_str(&s)
    }
}

impl std::error::Error for IntentError {}

impl Intent {
    /// Checks that the intent fits `puzzle`: a chain of at least one
    /// stage; a target of the puzzle's size that a move can leave
    /// (settled, no run).
    pub fn check(&self, puzzle: &Puzzle) -> Result<(), IntentError> {
        match self {
            Intent::Chain(0) => Err(IntentError::ZeroChain),
            Intent::Chain(_) => Ok(()),
            Intent::Target(target) => {
                let b = puzzle.board();
                if (target.width(), target.height()) != (b.width(), b.height()) {
                    return Err(IntentError::TargetSize {
                        puzzle: (b.width(), b.height()),
                        target: (target.width(), target.height()),
                    });
                }
                if !target.is_settled() {
                    return Err(IntentError::TargetUnsettled);
                }
                Ok(())
            }
        }
    }

    /// Whether a move whose settle had `stages` clear stages and left
    /// `after` reaches the intent.
    pub fn reached(&self, stages: usize, after: &Board) -> bool {
        match self {
            Intent::Chain(k) => stages >= *k as usize,
            Intent::Target(target) => after == target.as_ref(),
        }
    }

    /// Whether counting alone shows that no move from `board` on can reach
    /// the intent: a chain of `k` stages needs three blocks a stage; a
    /// target needs each colour's blocks to be there, and those to go in
    /// threes or more (blocks vanish three or more of a colour at a time,
    /// grey ones never).
    pub fn hopeless(&self, board: &Board) -> bool {
        match self {
            Intent::Chain(k) => {
                let n = board.colour_counts();
                let coloured: u32 = (1..GREY as usize).map(|c| u32::from(n[c])).sum();
                coloured < 3 * k
            }
            Intent::Target(target) => {
                let (have, want) = (board.colour_counts(), target.colour_counts());
                (1..=GREY as usize).any(|c| {
                    let (h, w) = (have[c], want[c]);
                    h < w || (h > w && (h - w < 3 || c == GREY as usize))
                })
            }
        }
    }

    /// The intent in words: "a chain of at least 3 stages", "the target
    /// board".
    pub fn describe(&self) -> String {
        match self {
            Intent::Chain(k) => t!("goal-chain-describe", k = *k),
            Intent::Target(_) => t!("goal-target-describe"),
        }
    }

    /// The goal and the intent in words: "a chain of at least 3 stages in
    /// the fewest moves, up to 5".
    pub fn describe_with(&self, goal: Goal, budget: u32) -> String {
        let intent = self.describe();
        match goal {
            Goal::Exact => t!("goal-intent-exact", intent = intent, n = budget),
            Goal::AtMost => t!("goal-intent-at-most", intent = intent, n = budget),
            Goal::Shortest => t!("goal-intent-shortest", intent = intent, n = budget),
        }
    }
}

/// A search's answer: the smallest solution, if any, and the positions
/// searched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The smallest solution for the goal, or `None`.
    pub moves: Option<Vec<Move>>,
    /// Positions expanded.
    pub nodes: u64,
}

/// Bytes a failed position takes in the table, roughly (its key, its bits
/// and the map's spare room), for sizing it from [`Options::memory_bytes`].
const FAILED_BYTES: usize = 96;

/// The smallest solution of `puzzle` for its goal and `intent`, null moves
/// as `opts` says (see the module documentation). Errors when the control
/// stops the search.
pub fn solve(puzzle: &Puzzle, intent: &Intent, opts: &Options) -> Result<Found, SolveError> {
    let mut s = Dfs {
        puzzle,
        intent,
        null_moves: opts.null_moves,
        packer: KeyPacker::for_board(puzzle.board()),
        failed: FxHashMap::default(),
        capacity: (opts.memory_bytes / FAILED_BYTES).max(1024),
        control: opts.control.clone(),
        stopped: None,
        nodes: 0,
    };
    let start = *puzzle.board();
    let n = puzzle.budget();
    let moves = if intent.reached(0, &start) {
        // Reached before any move: the empty answer, except under exact,
        // which wants its n moves played (as on a board already clear).
        (puzzle.goal() != Goal::Exact || n == 0).then(Vec::new)
    } else {
        match puzzle.goal() {
            Goal::Exact => s.search(&start, n, true),
            Goal::AtMost => s.search(&start, n, false),
            Goal::Shortest => (1..=n).find_map(|d| s.search(&start, d, true)),
        }
    };
    if let Some(halt) = s.stopped {
        return Err(SolveError::Stopped {
            halt,
            nodes: s.nodes,
        });
    }
    Ok(Found {
        moves,
        nodes: s.nodes,
    })
}

/// The depth-first search of [`solve`].
struct Dfs<'a> {
    puzzle: &'a Puzzle,
    intent: &'a Intent,
    null_moves: bool,
    packer: Option<KeyPacker>,
    /// Positions that failed: bit `k` for `k` moves left (under at most,
    /// every bit up to `k`).
    failed: FxHashMap<Key, u64>,
    capacity: usize,
    control: Control,
    stopped: Option<Halt>,
    nodes: u64,
}

impl Dfs<'_> {
    /// The smallest solution from `board` with `k >= 1` moves left: the
    /// intent reached at the `k`-th move and not before (`exact`), or at any
    /// move up to the `k`-th.
    fn search(&mut self, board: &Board, k: u32, exact: bool) -> Option<Vec<Move>> {
        self.nodes += 1;
        if self.nodes.is_multiple_of(POLL_EVERY) && self.stopped.is_none() {
            self.stopped = self.control.poll().err();
        }
        if self.stopped.is_some() || k == 0 || self.intent.hopeless(board) {
            return None;
        }
        let key = self.packer.as_ref().map(|p| p.key(board));
        if let Some(key) = &key
            && self.failed.get(key).is_some_and(|bits| bits >> k & 1 == 1)
        {
            return None;
        }
        let rules = self.puzzle.rules();
        let mut moves = Vec::new();
        board.for_each_move(rules, self.null_moves, |mv, null| {
            moves.push((mv, null));
            true
        });
        for (mv, null) in moves {
            let (child, stages) = if null {
                (*board, 0)
            } else {
                let mut child = *board;
                child.apply_raw(mv);
                let stages = child.settle() as usize;
                (child, stages)
            };
            if self.intent.reached(stages, &child) {
                if k == 1 || !exact {
                    return Some(vec![mv]);
                }
                // Reached too soon: play would stop here.
                continue;
            }
            if k > 1
                && let Some(mut rest) = self.search(&child, k - 1, exact)
            {
                rest.insert(0, mv);
                return Some(rest);
            }
            if self.stopped.is_some() {
                return None;
            }
        }
        if let Some(key) = key {
            if self.failed.len() >= self.capacity {
                // Full: start again (only time is lost).
                self.failed.clear();
            }
            let bits = if exact { 1u64 << k } else { (2u64 << k) - 1 };
            *self.failed.entry(key).or_insert(0) |= bits;
        }
        None
    }
}

/// Judges an answer to `puzzle` for `intent` (see the module
/// documentation), null moves counting as moves when `null_moves`.
/// Searches only when the verdict needs the smallest or the fewest
/// solution.
pub fn judge(
    puzzle: &Puzzle,
    intent: &Intent,
    answer: &Answer,
    null_moves: bool,
    opts: &Options,
) -> Result<Verdict, SolveError> {
    let opts = Options {
        null_moves,
        ..opts.clone()
    };
    let what = intent.describe_with(puzzle.goal(), puzzle.budget());
    let Some(written) = answer else {
        let best = solve(puzzle, intent, &opts)?.moves;
        return Ok(match &best {
            None => Verdict::new(
                Kind::NoSolution,
                t!("goal-verdict-no-solution", what = what.as_str()),
                Shown::Nothing,
                0,
            ),
            Some(_) => Verdict::new(
                Kind::MissedSolution,
                t!("goal-verdict-missed", what = what.as_str()),
                Shown::Smallest {
                    intro: intro("judge-shown-smallest"),
                },
                0,
            ),
        }
        .searched(best.as_deref()));
    };
    let (rules, n) = (puzzle.rules(), puzzle.budget() as usize);
    let mut board = *puzzle.board();
    let mut played = Vec::new();
    let mut reached_at = intent.reached(0, &board).then_some(0);
    for (i, (text, pos)) in written.iter().enumerate() {
        let k = i + 1;
        if let Some(at) = reached_at {
            return Ok(Verdict::new(
                Kind::AfterClear,
                t!("goal-verdict-after", k = k, line = pos.line, at = at),
                Shown::Nothing,
                k,
            )
            .at(k));
        }
        if k > n {
            return Ok(Verdict::new(
                Kind::TooMany,
                t!("goal-verdict-too-many", k = k, line = pos.line, n = n),
                Shown::Nothing,
                k,
            )
            .at(k));
        }
        let illegal = |kind: Kind, e: String, board: Board| {
            Verdict::new(
                kind,
                t!("goal-verdict-illegal", k = k, line = pos.line, why = e),
                Shown::Board {
                    intro: intro("judge-shown-before"),
                    board: Box::new(board),
                },
                k,
            )
            .at(k)
        };
        let turn = match (*text)
            .resolve(&board)
            .and_then(|mv| board.play_traced(mv, rules))
        {
            Ok(turn) => turn,
            Err(e) => return Ok(illegal(Kind::Illegal, e.to_string(), board)),
        };
        if turn.kind == MoveKind::Null && !null_moves {
            let e = mayan_core::MoveError::NullMove { mv: turn.mv };
            return Ok(illegal(Kind::NullMove, e.to_string(), board));
        }
        played.push(turn.mv);
        if intent.reached(turn.stages.len(), &turn.after) {
            reached_at = Some(k);
        }
        board = turn.after;
    }
    let k = played.len();
    let Some(at) = reached_at else {
        return Ok(Verdict::new(
            Kind::NotReached,
            t!("goal-verdict-not-reached", k = k, what = what.as_str()),
            Shown::Board {
                intro: intro("judge-shown-then"),
                board: Box::new(board),
            },
            k,
        ));
    };
    if puzzle.goal() == Goal::Exact && at < n {
        return Ok(Verdict::new(
            Kind::ClearedEarly,
            t!("goal-verdict-early", k = at, n = n),
            Shown::Nothing,
            k,
        ));
    }
    if puzzle.goal() == Goal::AtMost {
        return Ok(Verdict::new(
            Kind::Solution,
            t!("goal-verdict-solution", k = k, what = what.as_str()),
            Shown::Nothing,
            k,
        ));
    }
    let best = solve(puzzle, intent, &opts)?.moves;
    let verdict = match best.as_deref() {
        Some(best) if best == played.as_slice() => Verdict::new(
            Kind::Smallest,
            t!("goal-verdict-smallest", k = k, what = what.as_str()),
            Shown::Nothing,
            k,
        ),
        Some(best) if best.len() < k => Verdict::new(
            Kind::NotFewest,
            t!("goal-verdict-not-fewest", k = k, fewest = best.len()),
            Shown::Smallest {
                intro: intro("judge-shown-smallest"),
            },
            k,
        ),
        Some(best) if puzzle.goal() == Goal::Shortest && best.len() == k => Verdict::new(
            Kind::Solution,
            t!("goal-verdict-solution", k = k, what = what.as_str()),
            Shown::Nothing,
            k,
        ),
        _ => {
            // Exact: another solution of n moves sorts first; where the two
            // part is the move to blame.
            let part = best
                .as_deref()
                .and_then(|b| b.iter().zip(&played).position(|(a, b)| a != b))
                .map_or(1, |i| i + 1);
            Verdict::new(
                Kind::NotSmallest,
                t!("goal-verdict-not-smallest", k = part),
                Shown::Smallest {
                    intro: intro("judge-shown-smallest"),
                },
                k,
            )
            .at(part)
        }
    };
    Ok(verdict.searched(best.as_deref()))
}
