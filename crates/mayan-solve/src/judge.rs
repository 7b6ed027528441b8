//! The judge: what an answer to a puzzle is worth for the puzzle's goal
//! (docs/spec.md section 4), the one place that decides it. `mayan check`
//! and its judge-system conventions, the web page's game, `hint` and the
//! test tools all take their verdicts from here.
//!
//! A [`Judge`] holds a puzzle and the reading of null moves. It decides
//! everything it can without a search first: the text ([`Judge::read`]),
//! then each move as a game of the puzzle plays it
//! ([`mayan_core::game::Game::replay`]: legal, no null move under the
//! pruned reading, within the budget, none after the board is clear), then
//! the end ([`Outcome::of`]: blocks left, cleared early under exact). Only
//! a verdict that depends on the smallest or the fewest solution (`-1`; a
//! winning answer under exact or shortest) searches, once per judge.
//!
//! ```
//! use mayan_core::read::{ReadOptions, read_puzzle};
//! use mayan_solve::Options;
//! use mayan_solve::judge::{Judge, Kind};
//!
//! let sample = b"3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n";
//! let puzzle = read_puzzle(&sample[..], &ReadOptions::default()).unwrap();
//! let judge = Judge::new(puzzle, true);
//! let opts = Options::default();
//! let v = judge.judge_text(b"2 1 1\n3 1 1\n3 0 1\n", &opts).unwrap();
//! assert_eq!(v.kind, Kind::Smallest);
//! // An illegal move is refused without a search.
//! let v = judge.without_search(&judge.read(b"2 1 1\n9 9 1\n").unwrap()).unwrap();
//! assert_eq!((v.kind, v.at_move), (Kind::Illegal, Some(2)));
//! assert_eq!(v.reason, "move 2 (line 2) is illegal: (9, 9) is outside the board");
//! ```

use std::fmt::{Display, Write as _};
use std::sync::OnceLock;

use mayan_core::format::and_list;
use mayan_core::format::notation::{Answer, parse_answer, write_answer, write_move};
use mayan_core::game::{Game, Outcome, Refusal, Refused};
use mayan_core::plan::{self, Plan, PlanError};
use mayan_core::{Board, Goal, Move, MoveError, ParseError, Puzzle};

use mayan_i18n::{Lang, t};

use crate::{Options, SolveError, solve};

/// What a verdict found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Accepted: the answer is `-1`, and there is no solution.
    NoSolution,
    /// Accepted: the smallest solution for the goal.
    Smallest,
    /// Accepted: a solution within the goal, not (or not known to be) the
    /// smallest: under at most any solution wins, under shortest any of
    /// the fewest moves.
    Solution,
    /// Not an answer at all (a presentation error on a judge): text out of
    /// shape, `-1` twice or with moves, nothing on a board that is not
    /// clear.
    NotAnAnswer,
    /// The answer is `-1`, but a solution exists.
    MissedSolution,
    /// A move the rules refuse: off the board, no block, a direction the
    /// move set does not have.
    Illegal,
    /// A null move under the reading without null moves.
    NullMove,
    /// A move after the board is clear: play stops there.
    AfterClear,
    /// More moves than the budget.
    TooMany,
    /// The answer ends with blocks left (under exact, too few moves
    /// included).
    BlocksLeft,
    /// Under exact: the board is clear before the budget's last move.
    ClearedEarly,
    /// Under exact: a solution, but not the smallest.
    NotSmallest,
    /// Under shortest: a solution, but with more moves than the fewest.
    NotFewest,
    /// A chain puzzle ([`mayan_core::Finish::Chain`]): a move made blocks
    /// vanish and its chain left coloured blocks (and any move after it).
    ChainEnded,
    /// An intent goal ([`crate::intent`]): the answer ends without reaching
    /// it.
    NotReached,
}

impl Kind {
    /// Whether the answer is accepted.
    pub fn accepted(self) -> bool {
        matches!(self, Kind::NoSolution | Kind::Smallest | Kind::Solution)
    }

    /// Its name in JSON (docs/json.md): `smallest`, `not-smallest`, ...
    pub fn name(self) -> &'static str {
        match self {
            Kind::NoSolution => "no-solution",
            Kind::Smallest => "smallest",
            Kind::Solution => "solution",
            Kind::NotAnAnswer => "not-an-answer",
            Kind::MissedSolution => "missed-solution",
            Kind::Illegal => "illegal",
            Kind::NullMove => "null-move",
            Kind::AfterClear => "after-clear",
            Kind::TooMany => "too-many",
            Kind::BlocksLeft => "blocks-left",
            Kind::ClearedEarly => "cleared-early",
            Kind::NotSmallest => "not-smallest",
            Kind::NotFewest => "not-fewest",
            Kind::ChainEnded => "chain-ended",
            Kind::NotReached => "not-reached",
        }
    }
}

/// What a verdict shows under its reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shown {
    /// Nothing.
    Nothing,
    /// A board (before an illegal move, or the blocks left), introduced by
    /// `intro` (such as "; the board then is", [`intro`]), in the language
    /// the verdict was made in.
    Board {
        /// The words before the board.
        intro: &'static str,
        /// The board.
        board: Box<Board>,
    },
    /// The smallest solution ([`Verdict::smallest`]), introduced by
    /// `intro`.
    Smallest {
        /// The words before the solution.
        intro: &'static str,
    },
}

/// The intros of what a verdict shows: the catalogue's messages.
const INTROS: [&str; 3] = [
    "judge-shown-before",
    "judge-shown-then",
    "judge-shown-smallest",
];

/// The words before what a verdict shows ([`Shown`]), in the language of
/// the thread: the message `id`, one of `judge-shown-before` ("; the board
/// before it is"), `judge-shown-then` ("; the board then is") and
/// `judge-shown-smallest` ("; the smallest is"); "" for another id. Each is
/// made once for each language and kept, so that it is `'static`.
pub fn intro(id: &str) -> &'static str {
    static TEXTS: OnceLock<Vec<(Lang, &'static str, String)>> = OnceLock::new();
    let texts = TEXTS.get_or_init(|| {
        Lang::ALL
            .iter()
            .flat_map(|&lang| {
                INTROS
                    .iter()
                    .map(move |&id| (lang, id, mayan_i18n::tr_in(lang, id, None)))
            })
            .collect()
    });
    let lang = mayan_i18n::current();
    texts
        .iter()
        .find(|(l, i, _)| *l == lang && *i == id)
        .map_or("", |(_, _, text)| text.as_str())
}

/// A judgement of one answer. Its sentences (the reason, the intro of
/// what it shows) are in the language of the thread that judged: output
/// for machines (JSON, the verdict lines judge systems parse) judges inside
/// `mayan_i18n::with(Lang::En, ...)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// What it found; [`Kind::accepted`] says whether it accepts.
    pub kind: Kind,
    /// Why, in one line, for the jury: it may quote the smallest solution.
    pub reason: String,
    /// The reason without what it takes from the smallest solution (a move
    /// of it, its length), for the contestant's eyes; `None` when the
    /// reason has nothing of it.
    pub public: Option<String>,
    /// The move the verdict blames, from 1: the one refused, or where a
    /// solution leaves the smallest under exact; `None` when it blames no
    /// one move (blocks left, `-1`; [`Judge::lesson`] finds where such an
    /// answer went wrong).
    pub at_move: Option<usize>,
    /// Moves of the answer judged: those played, and the faulty one.
    pub moves_judged: usize,
    /// What the reason points at.
    pub shown: Shown,
    /// The smallest solution for the goal (`Some(None)`: there is none),
    /// when the verdict needed the search; `None` when it did not search.
    pub smallest: Option<Option<Vec<Move>>>,
}

impl Verdict {
    pub(crate) fn new(kind: Kind, reason: String, shown: Shown, moves_judged: usize) -> Verdict {
        Verdict {
            kind,
            reason,
            public: None,
            at_move: None,
            moves_judged,
            shown,
            smallest: None,
        }
    }

    /// Not an answer ([`Kind::NotAnAnswer`]): why. Front ends give it for
    /// an output that cannot be read as text at all (no output file, one
    /// past their size cap).
    pub fn not_an_answer(reason: impl Into<String>) -> Verdict {
        Verdict::new(Kind::NotAnAnswer, reason.into(), Shown::Nothing, 0)
    }

    pub(crate) fn public(self, public: String) -> Verdict {
        Verdict {
            public: Some(public),
            ..self
        }
    }

    pub(crate) fn at(self, k: usize) -> Verdict {
        Verdict {
            at_move: Some(k),
            ..self
        }
    }

    pub(crate) fn searched(self, smallest: Option<&[Move]>) -> Verdict {
        Verdict {
            smallest: Some(smallest.map(<[Move]>::to_vec)),
            ..self
        }
    }

    /// Whether the answer is accepted.
    pub fn accepted(&self) -> bool {
        self.kind.accepted()
    }

    /// What the contestant may read: nothing of the jury's solution.
    pub fn public_reason(&self) -> &str {
        self.public.as_deref().unwrap_or(&self.reason)
    }

    /// The smallest solution, when the verdict searched and there is one.
    pub fn smallest(&self) -> Option<&[Move]> {
        self.smallest.as_ref()?.as_deref()
    }
}

/// Why [`Judge::judge_with_jury`] cannot judge: the judge's failure, never
/// the contestant's.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum JuryError {
    /// The jury's answer is not an answer.
    #[error("{}", t!("judge-jury-not-an-answer", error = .0.to_string()))]
    NotAnAnswer(ParseError),
    /// The jury's answer does not pass: its verdict.
    #[error("{}", t!("judge-jury-fails", reason = .0.reason.as_str()))]
    Fails(Box<Verdict>),
    /// The search was stopped.
    #[error(transparent)]
    Stopped(#[from] SolveError),
}

/// What `check --explain` teaches about an answer (docs/plans.md).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Lesson {
    /// For an answer that clears the board: its moves that can go, from 1.
    pub can_go: Vec<usize>,
    /// For an answer that clears the board: the plan of its moves without
    /// those that can go.
    pub plan: Option<Plan>,
    /// For an answer that does not clear the board: the first move after
    /// which no clear is possible within the moves left (0: none was
    /// possible from the start).
    pub lost_at: Option<usize>,
    /// The lesson in sentences.
    pub text: String,
}

/// A puzzle ready to judge answers.
#[derive(Debug)]
pub struct Judge {
    puzzle: Puzzle,
    null_moves: bool,
    compare: bool,
    smallest: OnceLock<Option<Vec<Move>>>,
}

/// An answer as far as it can be judged without a search.
enum Look {
    /// Judged.
    Done(Verdict),
    /// `-1`: right only when no solution exists.
    MinusOne,
    /// Moves that clear the board within the goal: which is the smallest,
    /// which the fewest, only the search says.
    Wins(Vec<Move>),
}

impl Judge {
    /// A judge of answers to `puzzle` for its goal, null moves counting as
    /// moves when `null_moves` (the literal reading) and refused otherwise.
    pub fn new(puzzle: Puzzle, null_moves: bool) -> Judge {
        Judge {
            puzzle,
            null_moves,
            compare: false,
            smallest: OnceLock::new(),
        }
    }

    /// Also compares an answer accepted under at most with the smallest
    /// solution, for its reason (`and the smallest`, or where they part):
    /// a search the verdict itself does without.
    pub fn comparing(self, compare: bool) -> Judge {
        Judge { compare, ..self }
    }

    /// The puzzle judged.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// Whether null moves are moves.
    pub fn null_moves(&self) -> bool {
        self.null_moves
    }

    /// Reads an answer's text ([`parse_answer`]). An empty answer (no line
    /// that is not blank) is an answer of no moves only on a board that is
    /// already clear, where it is right for every goal but exact; on
    /// another board it is not an answer.
    pub fn read(&self, text: &[u8]) -> Result<Answer, ParseError> {
        let answer = parse_answer(text)?;
        if answer.as_ref().is_some_and(Vec::is_empty) && !self.puzzle.board().is_clear() {
            return Err(ParseError::whole(t!("judge-empty-answer")));
        }
        Ok(answer)
    }

    /// The smallest solution for the goal under this judge's reading,
    /// searched once.
    pub fn smallest(&self, opts: &Options) -> Result<Option<&[Move]>, SolveError> {
        if let Some(best) = self.smallest.get() {
            return Ok(best.as_deref());
        }
        let opts = Options {
            null_moves: self.null_moves,
            ..opts.clone()
        };
        let best = solve(&self.puzzle, &opts)?.moves;
        Ok(self.smallest.get_or_init(|| best).as_deref())
    }

    /// Judges an answer's text: [`Kind::NotAnAnswer`] when it is not one.
    pub fn judge_text(&self, text: &[u8], opts: &Options) -> Result<Verdict, SolveError> {
        match self.read(text) {
            Ok(answer) => self.judge(&answer, opts),
            Err(e) => Ok(Verdict::not_an_answer(e.to_string())),
        }
    }

    /// Judges an answer, searching only when the verdict needs the
    /// smallest or the fewest solution.
    pub fn judge(&self, answer: &Answer, opts: &Options) -> Result<Verdict, SolveError> {
        Ok(match self.look(answer) {
            Look::Done(v) => v,
            Look::MinusOne => {
                let best = self.smallest(opts)?;
                self.minus_one(best).searched(best)
            }
            Look::Wins(played) if !self.needs_search() => self.within(&played),
            Look::Wins(played) => {
                let best = self.smallest(opts)?;
                self.wins(&played, best).searched(best)
            }
        })
    }

    /// The verdict on an answer when it needs no search, else `None`.
    pub fn without_search(&self, answer: &Answer) -> Option<Verdict> {
        match self.look(answer) {
            Look::Done(v) => Some(v),
            Look::MinusOne => None,
            Look::Wins(played) => (!self.needs_search()).then(|| self.within(&played)),
        }
    }

    /// Judges a contestant's output on a judge system, with the jury's
    /// answer to check against: the jury's answer must pass too, so that
    /// data that does not belong together fails the judge rather than the
    /// contestant. A blank jury's answer is not checked. When the output's
    /// verdict needs no search, the jury's answer is checked only as far as
    /// it can be without one (a jury's `-1` fails beside an accepted
    /// output, which is a solution): the verdict holds whatever the search
    /// would say of it.
    pub fn judge_with_jury(
        &self,
        jury: &[u8],
        output: &[u8],
        opts: &Options,
    ) -> Result<Verdict, JuryError> {
        let jury = if jury.iter().all(u8::is_ascii_whitespace) {
            None
        } else {
            Some(self.read(jury).map_err(JuryError::NotAnAnswer)?)
        };
        let output = self.read(output);
        let quick = match &output {
            Ok(answer) => self.without_search(answer),
            Err(e) => Some(Verdict::not_an_answer(e.to_string())),
        };
        if let Some(jury) = &jury {
            let verdict = match &quick {
                // The output proves that a solution exists.
                Some(q) if q.accepted() && jury.is_none() => Some(Verdict::new(
                    Kind::MissedSolution,
                    t!("judge-missed-solution", within = self.describe()),
                    Shown::Nothing,
                    0,
                )),
                Some(_) => self.without_search(jury),
                None => Some(self.judge(jury, opts)?),
            };
            if let Some(v) = verdict.filter(|v| !v.accepted()) {
                return Err(JuryError::Fails(Box::new(v)));
            }
        }
        match (quick, output) {
            (Some(v), _) => Ok(v),
            (None, Ok(answer)) => Ok(self.judge(&answer, opts)?),
            (None, Err(e)) => Ok(Verdict::not_an_answer(e.to_string())),
        }
    }

    /// Whether a winning answer's verdict needs the smallest solution:
    /// under exact and shortest, and under at most when comparing.
    fn needs_search(&self) -> bool {
        self.puzzle.goal() != Goal::AtMost || self.compare
    }

    /// `exactly 3 moves`, `at most 3 moves`, ...
    fn within(&self, played: &[Move]) -> Verdict {
        let k = played.len();
        Verdict::new(
            Kind::Solution,
            t!("judge-within", k = k, within = self.describe()),
            Shown::Nothing,
            k,
        )
    }

    fn describe(&self) -> String {
        self.puzzle.describe_goal()
    }

    /// Plays the answer's moves as a game and judges what needs no search.
    fn look(&self, answer: &Answer) -> Look {
        let Some(written) = answer else {
            return Look::MinusOne;
        };
        let n = self.puzzle.budget();
        let (game, refused) = Game::replay(
            self.puzzle.clone(),
            self.null_moves,
            written.iter().map(|(text, _)| *text),
        );
        if let Some(Refused { index, mv, refusal }) = refused {
            let (k, line) = (index + 1, written.get(index).map_or(0, |(_, p)| p.line));
            let before = Box::new(game.board());
            let illegal = |kind: Kind, e: &dyn Display| {
                Verdict::new(
                    kind,
                    t!("judge-illegal", k = k, line = line, error = e.to_string()),
                    Shown::Board {
                        intro: intro("judge-shown-before"),
                        board: before.clone(),
                    },
                    k,
                )
            };
            let verdict = match (&refusal, mv) {
                (Refusal::NoMovesLeft, _) => Verdict::new(
                    Kind::TooMany,
                    t!("judge-too-many", k = k, line = line, n = n),
                    Shown::Nothing,
                    k,
                ),
                (Refusal::Clear, _) => Verdict::new(
                    Kind::AfterClear,
                    t!("judge-after-clear", k = k, line = line, index = index),
                    Shown::Nothing,
                    k,
                ),
                (Refusal::NullMove, Some(mv)) => {
                    illegal(Kind::NullMove, &MoveError::NullMove { mv })
                }
                (Refusal::NullMove, None) => illegal(Kind::NullMove, &refusal),
                (Refusal::Illegal(e), _) => illegal(Kind::Illegal, e),
                (Refusal::ChainEnded, _) => return Look::Done(self.chain_ended(&game)),
            };
            return Look::Done(verdict.at(k));
        }
        let played: Vec<Move> = game.turns().iter().map(|t| t.mv).collect();
        let k = played.len();
        let board = game.board();
        let left = board.block_count();
        Look::Done(match game.outcome() {
            Outcome::Won { .. } => return Look::Wins(played),
            Outcome::ChainEnded { .. } => self.chain_ended(&game),
            Outcome::ClearedEarly { moves: 0 } => Verdict::new(
                Kind::ClearedEarly,
                t!("judge-clear-from-start", within = self.describe()),
                Shown::Nothing,
                0,
            ),
            Outcome::ClearedEarly { .. } => Verdict::new(
                Kind::ClearedEarly,
                t!("judge-cleared-early", k = k, n = n),
                Shown::Nothing,
                k,
            ),
            outcome => Verdict::new(
                Kind::BlocksLeft,
                match outcome {
                    Outcome::Playing { .. } if self.puzzle.goal() == Goal::Exact => {
                        t!("judge-too-few", k = k, n = n, left = left)
                    }
                    _ => t!("judge-blocks-left", k = k, left = left),
                },
                Shown::Board {
                    intro: intro("judge-shown-then"),
                    board: Box::new(board),
                },
                k,
            ),
        })
    }

    /// The verdict on a chain puzzle's game whose chain left colours: it
    /// blames the move that started that chain, whatever came after.
    fn chain_ended(&self, game: &Game) -> Verdict {
        let (moves, blocks) = match game.outcome() {
            Outcome::ChainEnded { moves, blocks } => (moves as usize, blocks),
            _ => (game.turns().len(), game.board().block_count()),
        };
        Verdict::new(
            Kind::ChainEnded,
            t!("judge-chain-ended", k = moves, left = blocks),
            Shown::Board {
                intro: intro("judge-shown-then"),
                board: Box::new(game.board()),
            },
            moves,
        )
    }

    /// `-1`, with the smallest solution `best`.
    fn minus_one(&self, best: Option<&[Move]>) -> Verdict {
        let within = self.describe();
        match best {
            None => Verdict::new(
                Kind::NoSolution,
                t!("judge-no-solution", within = within.as_str()),
                Shown::Nothing,
                0,
            ),
            Some([]) => Verdict::new(
                Kind::MissedSolution,
                t!("judge-minus-one-clear"),
                Shown::Nothing,
                0,
            ),
            Some(_) => Verdict::new(
                Kind::MissedSolution,
                t!("judge-missed-solution", within = within.as_str()),
                Shown::Smallest { intro: "" },
                0,
            ),
        }
    }

    /// Moves that clear the board within the goal, with the smallest
    /// solution `best`.
    fn wins(&self, played: &[Move], best: Option<&[Move]>) -> Verdict {
        let k = played.len();
        let within = self.describe();
        let Some(best) = best else {
            // The replay says it solves; the search says nothing does.
            return Verdict::new(
                Kind::Solution,
                t!("judge-search-found-none", k = k),
                Shown::Nothing,
                k,
            );
        };
        if best == played {
            return Verdict::new(
                Kind::Smallest,
                t!("judge-smallest", k = k, within = within.as_str()),
                Shown::Nothing,
                k,
            );
        }
        let notation = self.puzzle.notation();
        let at = best
            .iter()
            .zip(played)
            .position(|(a, b)| a != b)
            .unwrap_or(best.len().min(k));
        let difference = t!(
            "judge-difference",
            k = at + 1,
            smallest = best
                .get(at)
                .map_or(String::new(), |&m| write_move(m, notation)),
            answer = played
                .get(at)
                .map_or(String::new(), |&m| write_move(m, notation)),
        );
        let smallest = Shown::Smallest {
            intro: intro("judge-shown-smallest"),
        };
        match self.puzzle.goal() {
            Goal::Exact => Verdict::new(
                Kind::NotSmallest,
                t!("judge-not-smallest", difference = difference.as_str()),
                smallest,
                k,
            )
            .public(t!("judge-not-smallest-public"))
            .at(at + 1),
            Goal::Shortest if k > best.len() => Verdict::new(
                Kind::NotFewest,
                t!("judge-not-fewest", k = k, fewest = best.len()),
                smallest,
                k,
            )
            .public(t!("judge-not-fewest-public", k = k)),
            Goal::AtMost | Goal::Shortest => Verdict::new(
                Kind::Solution,
                t!(
                    "judge-within-not-smallest",
                    k = k,
                    within = within.as_str(),
                    difference = difference.as_str()
                ),
                Shown::Nothing,
                k,
            )
            .public(t!("judge-within", k = k, within = within.as_str())),
        }
    }

    /// What an answer teaches (`check --explain`): for one that clears the
    /// board, which of its moves can go and the plan of the rest; for one
    /// that does not, the first move after which no clear was possible in
    /// the moves left, found by searching back from its end. The outer
    /// error is a stopped search; the inner one a plan that does not hold.
    pub fn lesson(
        &self,
        answer: &Answer,
        opts: &Options,
    ) -> Result<Result<Lesson, PlanError>, SolveError> {
        let puzzle = &self.puzzle;
        let (board, rules, notation) = (puzzle.board(), puzzle.rules(), puzzle.notation());
        let texts = answer.iter().flatten().map(|(text, _)| *text);
        let (game, _) = Game::replay(puzzle.clone(), self.null_moves, texts);
        let played: Vec<Move> = game.turns().iter().map(|t| t.mv).collect();
        let mut boards = vec![*board];
        boards.extend(game.turns().iter().map(|t| t.after));
        let mut text = String::new();
        if answer.is_some() && game.board().is_clear() {
            let can_go = plan::removable(board, rules, &played);
            let kept: Vec<Move> = played
                .iter()
                .enumerate()
                .filter(|(i, _)| !can_go.contains(&(i + 1)))
                .map(|(_, &m)| m)
                .collect();
            let plan = match Plan::checked(board, rules, &kept) {
                Ok(plan) => plan,
                Err(e) => return Ok(Err(e)),
            };
            if can_go.is_empty() {
                let _ = writeln!(text, "{}", t!("judge-lesson-all-needed"));
            } else {
                let numbers: Vec<String> = can_go.iter().map(usize::to_string).collect();
                let exact = if puzzle.goal() == Goal::Exact {
                    "yes"
                } else {
                    "no"
                };
                let _ = writeln!(
                    text,
                    "{}",
                    t!(
                        "judge-lesson-can-go",
                        n = can_go.len(),
                        moves = and_list(&numbers),
                        total = played.len(),
                        kept = kept.len(),
                        exact = exact
                    )
                );
                text.push_str(&write_answer(Some(&kept), notation));
            }
            text.push_str(&plan.describe(notation));
            return Ok(Ok(Lesson {
                can_go,
                plan: Some(plan),
                lost_at: None,
                text,
            }));
        }
        // From the end back: the last position from which the moves left
        // still win; the move after it is where the answer went wrong. A
        // position that cannot win makes every later one lose too, and the
        // searches near the end are small.
        let budget = puzzle.budget();
        let opts = Options {
            null_moves: self.null_moves,
            ..opts.clone()
        };
        let mut won_from = None;
        for (i, at) in boards.iter().enumerate().rev() {
            let left = budget.saturating_sub(i as u32);
            if left == 0 || at.is_clear() {
                continue;
            }
            let Ok(sub) = puzzle.from_position(*at, left) else {
                continue;
            };
            if let Some(way) = solve(&sub, &opts)?.moves {
                won_from = Some((i, way));
                break;
            }
        }
        let goal = puzzle.goal();
        let lost_at = match &won_from {
            None => {
                let _ = writeln!(
                    text,
                    "{}",
                    t!("judge-lesson-impossible", within = goal.describe(budget))
                );
                0
            }
            Some((i, _)) if *i == played.len() => {
                // Every move played still left a win: the answer stopped
                // too soon, or its next move cannot be played.
                let within = goal.describe(budget - *i as u32);
                let next = if answer.as_ref().is_some_and(|a| a.len() > played.len()) {
                    "cannot"
                } else {
                    "stops"
                };
                let line = if *i == 0 {
                    t!(
                        "judge-lesson-possible-from-start",
                        within = within,
                        next = next,
                        k = i + 1
                    )
                } else {
                    t!(
                        "judge-lesson-possible-after",
                        i = *i,
                        within = within,
                        next = next,
                        k = i + 1
                    )
                };
                let _ = writeln!(text, "{line}");
                i + 1
            }
            Some((i, _)) => {
                let _ = writeln!(
                    text,
                    "{}",
                    t!(
                        "judge-lesson-wrong",
                        k = i + 1,
                        move = write_move(played[*i], notation),
                        within = goal.describe(budget - *i as u32)
                    )
                );
                i + 1
            }
        };
        if let Some((i, way)) = &won_from {
            let line = if *i == 0 {
                t!("judge-lesson-way-from-start")
            } else {
                t!("judge-lesson-way-after", i = *i)
            };
            let _ = writeln!(text, "{line}");
            text.push_str(&write_answer(Some(way), notation));
        }
        Ok(Ok(Lesson {
            can_go: Vec::new(),
            plan: None,
            lost_at: Some(lost_at),
            text,
        }))
    }
}
