//! The JSON endpoints.

use axum::Json;
use axum::body::Bytes;
use axum::extract::{FromRequest, FromRequestParts, Path, Query, Request, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, header};
use mayan_core::format::notation::MoveText;
use mayan_core::format::panel;
use mayan_core::format::write_puzzle;
use mayan_core::game::Game;
use mayan_core::plan::Plan;
use mayan_core::read::{Format, ReadOptions, read};
use mayan_core::{
    Board, Dir, MAX_BUDGET, MAX_COLOURS, MAX_HEIGHT, MAX_WIDTH, Move, MoveKind, MoveSet, Notation,
    Pos, Puzzle, Turn,
};
use mayan_i18n::{Lang, t};
use mayan_solve::analysis;
use mayan_solve::generate::{GenError, GenSpec, Kind, generate, puzzle_seed};
use mayan_solve::judge::Judge;
use mayan_solve::request::{HintReport, JsonMove, ReadJson, SolveReport, SolveRequest};
use mayan_solve::{Goal, solve};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::error::ApiError;
use crate::seed::Seed;
use crate::state::{AppState, Client, Failed, Progress};

/// A JSON body read by the one request reader
/// ([`mayan_solve::request::ReadJson`], as `mayan batch` reads its lines):
/// every failure is an [`ApiError`], 400 when the body is not JSON, 422
/// when it is JSON but not the request.
pub struct ApiJson<T>(pub T);

impl<T: ReadJson> FromRequest<AppState> for ApiJson<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &AppState) -> Result<Self, ApiError> {
        if !json_content_type(req.headers()) {
            return Err(ApiError::wrong_content_type());
        }
        // The reader's messages in the request's language (`?lang=`).
        let lang = lang_of(req.uri().query()).unwrap_or_default();
        let body = Bytes::from_request(req, state)
            .await
            .map_err(|e| ApiError::from_bytes(e, state.config.body_limit))?;
        mayan_i18n::with(lang, || {
            T::read_json(&body)
                .map(ApiJson)
                .map_err(ApiError::from_read)
        })
    }
}

/// `?lang=en` or `?lang=zh` (any tag [`Lang::parse`] takes: `zh-CN`, ...):
/// the language of what an answer says to people (an error's `error`, a
/// game's `message`, a board's `problem`, a Panel Attack puzzle's
/// `error`); English without it. Keys, statuses and every other value stay
/// the same: it is for a page that shows these texts (the web page in
/// Chinese asks for `lang=zh`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PageLang(pub Lang);

impl<S: Send + Sync> FromRequestParts<S> for PageLang {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, ApiError> {
        lang_of(parts.uri.query()).map(PageLang)
    }
}

/// The language a query string asks for with `lang=`: English without it,
/// 400 for one Mayan does not speak.
fn lang_of(query: Option<&str>) -> Result<Lang, ApiError> {
    let Some(value) = query
        .unwrap_or("")
        .split('&')
        .find_map(|pair| pair.strip_prefix("lang="))
    else {
        return Ok(Lang::En);
    };
    Lang::parse(value).ok_or_else(|| {
        let shown: String = value.chars().take(20).collect();
        ApiError::bad_json(mayan_i18n::with(Lang::En, || {
            t!("web-api-unknown-lang", lang = shown)
        }))
    })
}

/// True when a request's `Content-Type` is JSON: `application/json` or
/// `application/*+json`.
fn json_content_type(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|v| {
            let v = v.trim().to_ascii_lowercase();
            v == "application/json" || (v.starts_with("application/") && v.ends_with("+json"))
        })
}

/// `?progress=ID`: the id under which `GET /api/progress/ID` reports.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct ProgressQuery {
    progress: Option<String>,
    /// The language of the answer's messages, read by [`PageLang`].
    #[serde(rename = "lang")]
    _lang: Option<String>,
}

fn progress_id(
    q: Result<Query<ProgressQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Option<String>, ApiError> {
    let Query(q) = q.map_err(ApiError::from_query)?;
    match q.progress {
        None => Ok(None),
        Some(id) if valid_id(&id) => Ok(Some(id)),
        Some(_) => Err(ApiError::bad_json(
            "a progress id is 1 to 64 letters, digits, `-` or `_`",
        )),
    }
}

fn valid_id(id: &str) -> bool {
    (1..=64).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// `POST /api/solve`: a [`SolveRequest`] in, a [`SolveReport`] out.
pub async fn solve_handler(
    State(state): State<AppState>,
    client: Client,
    query: Result<Query<ProgressQuery>, axum::extract::rejection::QueryRejection>,
    PageLang(lang): PageLang,
    ApiJson(req): ApiJson<SolveRequest>,
) -> Result<Json<SolveReport>, ApiError> {
    let id = progress_id(query)?;
    let (puzzle, null_moves) =
        mayan_i18n::with(lang, || req.puzzle()).map_err(|e| ApiError::invalid(e.0))?;
    let opts = state.options(null_moves);
    let request_id = req.id.clone();
    let report = state
        .run(client, id, opts, move |opts| {
            let outcome = solve(&puzzle, opts)?;
            Ok(SolveReport::new(&puzzle, opts, &outcome))
        })
        .await?;
    Ok(Json(SolveReport {
        id: request_id,
        ..report
    }))
}

/// `POST /api/hint`: a [`SolveRequest`] in (its goal is ignored); every first
/// move that still clears the board within the budget out, as `mayan hint
/// --json` prints them.
pub async fn hint_handler(
    State(state): State<AppState>,
    client: Client,
    query: Result<Query<ProgressQuery>, axum::extract::rejection::QueryRejection>,
    PageLang(lang): PageLang,
    ApiJson(req): ApiJson<SolveRequest>,
) -> Result<Json<HintReport>, ApiError> {
    let id = progress_id(query)?;
    let (puzzle, null_moves) =
        mayan_i18n::with(lang, || req.puzzle()).map_err(|e| ApiError::invalid(e.0))?;
    let opts = state.options(null_moves);
    let budget = puzzle.budget();
    let hints = state
        .run(client, id, opts, move |opts| {
            Ok(analysis::hint(&puzzle, opts)?)
        })
        .await?;
    Ok(Json(HintReport::new(budget, &hints)))
}

/// `GET /api/progress/ID`: where the search started with `?progress=ID`
/// is: waiting in line (its place), or running (positions searched).
pub async fn progress_handler(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    if !valid_id(&id) {
        return Err(ApiError::bad_json(
            "a progress id is 1 to 64 letters, digits, `-` or `_`",
        ));
    }
    Ok(Json(match state.progress(&id) {
        Progress::Running { nodes, elapsed } => json!({
            "id": id,
            "running": true,
            "nodes": nodes,
            "elapsed_ms": elapsed.as_millis() as u64,
        }),
        Progress::Waiting(place) => json!({
            "id": id,
            "running": false,
            "queued": true,
            "position": place,
        }),
        Progress::Unknown => json!({"id": id, "running": false}),
    }))
}

/// `GET /api/limits`: what the server takes.
pub async fn limits_handler(State(state): State<AppState>) -> Json<Value> {
    let c = &state.config;
    Json(json!({
        "max_width": MAX_WIDTH,
        "max_height": MAX_HEIGHT,
        "max_colours": MAX_COLOURS,
        "max_budget": MAX_BUDGET,
        "solve_timeout_ms": c.solve_timeout.as_millis() as u64,
        "max_concurrent": c.max_concurrent.max(1),
        "max_queue": c.max_queue,
        "quick_limit_ms": c.quick_limit.as_millis() as u64,
        "queue_timeout_ms": c.queue_timeout.as_millis() as u64,
        "body_timeout_ms": c.body_timeout.as_millis() as u64,
        "idle_timeout_ms": c.idle_timeout.as_millis() as u64,
        "body_limit": c.body_limit,
        "file_limit": c.file_limit,
    }))
}

/// A named setting (rules, goal) of a request, or its default when absent.
fn named<T: Default + std::str::FromStr<Err = String>>(name: Option<&str>) -> Result<T, ApiError> {
    name.map_or(Ok(T::default()), |n| n.parse().map_err(ApiError::invalid))
}

/// A board as rows of cells, the top row first (`0` empty, `36` grey).
pub fn rows(board: &Board) -> Vec<Vec<u8>> {
    (0..board.height())
        .rev()
        .map(|y| (0..board.width()).map(|x| board.get(x, y)).collect())
        .collect()
}

/// `POST /api/replay` in: a board and moves to play on it; with a budget,
/// the moves are played as a game of the puzzle (the page's play mode).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReplayRequest {
    /// The board in the grid format (a header line is allowed; of it only
    /// `finish=chain` is read, the game's finish).
    grid: String,
    /// `drag` (default) or `swap4`.
    #[serde(default)]
    rules: Option<String>,
    /// The moves, in order.
    moves: Vec<JsonMove>,
    /// The game's budget: the moves are played as a game, refused past
    /// it, and the answer says where the game stands (`game`).
    #[serde(default)]
    budget: Option<i64>,
    /// The game's goal (default `exact`).
    #[serde(default)]
    goal: Option<String>,
    /// True: a move that changes nothing is refused, not counted.
    #[serde(default)]
    no_null_moves: bool,
}

impl ReadJson for ReplayRequest {}

#[derive(Serialize)]
struct StageJson {
    fallen: Vec<Vec<u8>>,
    vanished: Vec<(usize, usize)>,
    cleared: Vec<Vec<u8>>,
}

#[derive(Serialize)]
struct TurnJson {
    #[serde(rename = "move")]
    mv: JsonMove,
    kind: &'static str,
    before: Vec<Vec<u8>>,
    moved: Vec<Vec<u8>>,
    stages: Vec<StageJson>,
    after: Vec<Vec<u8>>,
}

impl From<&Turn> for TurnJson {
    fn from(turn: &Turn) -> TurnJson {
        let stages = turn
            .stages
            .iter()
            .map(|s| {
                let vanished = s.vanished_cells();
                let mut cleared = s.fallen;
                for &(x, y) in &vanished {
                    cleared.set(x, y, mayan_core::EMPTY);
                }
                StageJson {
                    fallen: rows(&s.fallen),
                    vanished,
                    cleared: rows(&cleared),
                }
            })
            .collect();
        TurnJson {
            mv: JsonMove::from(turn.mv),
            kind: match turn.kind {
                MoveKind::Swap => "swap",
                MoveKind::Shift => "shift",
                MoveKind::Null => "null",
            },
            before: rows(&turn.before),
            moved: rows(&turn.moved),
            stages,
            after: rows(&turn.after),
        }
    }
}

/// `POST /api/replay`: plays the moves with the engine and answers every
/// stage of every move (the board after the swap, each fall, the cells that
/// vanish, the board after), so the page animates without knowing the rules.
/// With a `budget`, the moves are a game of the puzzle ([`Game`], as `mayan
/// play` plays it): a move the game refuses is an error naming it, and
/// `game` says where the game stands.
pub async fn replay_handler(
    PageLang(lang): PageLang,
    ApiJson(req): ApiJson<ReplayRequest>,
) -> Result<Json<Value>, ApiError> {
    mayan_i18n::with(lang, || replay(req))
}

fn replay(req: ReplayRequest) -> Result<Json<Value>, ApiError> {
    let rules: MoveSet = named(req.rules.as_deref())?;
    let goal: Goal = named(req.goal.as_deref())?;
    let grid = ReadOptions {
        format: Some(Format::Grid),
        ..ReadOptions::default()
    };
    let setup = read(req.grid.as_bytes(), &grid)
        .map_err(|e| ApiError::invalid(e.to_string()))?
        .setup;
    setup
        .check_board()
        .map_err(|e| ApiError::invalid(t!("web-api-not-a-puzzle", why = e.to_string())))?;
    let start = setup.board;
    if req.moves.len() > MAX_BUDGET as usize {
        return Err(ApiError::invalid(t!(
            "web-api-too-many-moves",
            count = req.moves.len(),
            max = MAX_BUDGET
        )));
    }
    let mut played = Vec::with_capacity(req.moves.len());
    for (i, jm) in req.moves.iter().enumerate() {
        let dir = Dir::from_delta(jm.dx.into(), jm.dy.into()).ok_or_else(|| {
            ApiError::invalid(t!(
                "web-api-not-a-step",
                number = i + 1,
                dx = jm.dx.to_string(),
                dy = jm.dy.to_string()
            ))
        })?;
        played.push(Move {
            x: jm.x,
            y: jm.y,
            dir,
        });
    }
    // Without a budget the moves are only replayed: the longest budget,
    // the literal rules, and no goal to report.
    let budget = req.budget.unwrap_or(i64::from(MAX_BUDGET));
    let puzzle = Puzzle::new(start, rules, budget, Notation::Plain)
        .map_err(|e| ApiError::invalid(e.to_string()))?
        .with_goal(goal)
        .with_finish(setup.finish);
    let mut game = Game::new(puzzle, req.budget.is_none() || !req.no_null_moves);
    game.play_all(&played).map_err(|(i, e)| {
        ApiError::invalid(t!(
            "web-api-move-refused",
            number = i + 1,
            played = played[i].to_string(),
            why = e.to_string()
        ))
    })?;
    let turns: Vec<TurnJson> = game.turns().iter().map(TurnJson::from).collect();
    let board = game.board();
    let state = req.budget.map(|_| {
        let outcome = game.outcome();
        json!({
            "budget": budget,
            "played": game.played(),
            "left": game.moves_left(),
            "goal": goal.name(),
            "state": outcome.state(),
            "finish": game.puzzle().finish().name(),
            // A chain puzzle lost to the chain rule: the move whose chain
            // left colours, from 1.
            "chain_ended": match outcome {
                mayan_core::game::Outcome::ChainEnded { moves, .. } => Some(moves),
                _ => None,
            },
            "message": outcome.describe(goal, game.puzzle().budget()),
            "verdict": outcome.is_over().then(|| verdict(&game, &played)).flatten(),
        })
    });
    // The plan of the moves (docs/plans.md), shown only when a second
    // replay bears out every statement.
    let plan = Plan::checked(&start, rules, &played).ok();
    let plan_text = plan.as_ref().map(|p| p.describe(Notation::Plain));
    Ok(Json(json!({
        "width": start.width(),
        "height": start.height(),
        "rules": rules.name(),
        "start": rows(&start),
        "turns": turns,
        "end": rows(&board),
        "clear": board.is_clear(),
        "empty": board.is_empty(),
        "game": state,
        "plan": plan,
        "plan_text": plan_text,
    })))
}

/// The judge's verdict on a finished game's moves as an answer
/// ([`Judge::without_search`], as `mayan check` says it): `None` when it
/// needs the search (a win under exact or shortest: the smallest solution
/// or the fewest moves decide).
fn verdict(game: &Game, played: &[Move]) -> Option<Value> {
    let judge = Judge::new(game.puzzle().clone(), game.null_moves());
    let answer = played
        .iter()
        .enumerate()
        .map(|(i, &mv)| {
            (
                MoveText::Move(mv),
                Pos {
                    line: i + 1,
                    column: 1,
                },
            )
        })
        .collect();
    let v = judge.without_search(&Some(answer))?;
    Some(json!({
        "kind": v.kind.name(),
        "accepted": v.accepted(),
        "reason": v.public_reason(),
    }))
}

/// `POST /api/parse` in: puzzle text to read.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ParseRequest {
    /// A grid (docs/spec.md section 7) or a NOIP input (docs/spec.md section 6).
    text: String,
    /// `auto` (default), `grid` or `noip`.
    #[serde(default)]
    format: Option<String>,
    /// Let blocks fall and runs vanish first.
    #[serde(default)]
    settle: bool,
}

impl ReadJson for ParseRequest {}

/// `POST /api/parse`: reads a grid or NOIP text into rows of cells, with
/// the parser's line and column on error; with `settle`, the board is
/// settled first.
pub async fn parse_handler(
    PageLang(lang): PageLang,
    ApiJson(req): ApiJson<ParseRequest>,
) -> Result<Json<Value>, ApiError> {
    mayan_i18n::with(lang, || parse(req))
}

fn parse(req: ParseRequest) -> Result<Json<Value>, ApiError> {
    let format = match req.format.as_deref().unwrap_or("auto") {
        "auto" => None,
        f => Some(f.parse::<Format>().map_err(ApiError::invalid)?),
    };
    let opts = ReadOptions {
        format,
        ..ReadOptions::default()
    };
    let read = read(req.text.as_bytes(), &opts).map_err(|e| ApiError::invalid(e.to_string()))?;
    let mut setup = read.setup;
    if req.settle {
        setup.settle();
    }
    let board = setup.board;
    let problem = setup.check_board().err().map(|e| e.to_string());
    let floating = board.floating_block();
    let format = read.format.name();
    let budget = setup.budget;
    Ok(Json(json!({
        "format": format,
        "width": board.width(),
        "height": board.height(),
        "rows": rows(&board),
        "moves": budget,
        "rules": read.declared.rules.map(MoveSet::name),
        "goal": read.declared.goal.map(Goal::name),
        "problem": problem,
        "floating": floating,
    })))
}

/// `POST /api/panel`: reads a Panel Attack puzzle file (the raw file as the
/// body, `Content-Type: application/json`) into its puzzles' boards.
pub async fn panel_handler(
    State(state): State<AppState>,
    PageLang(lang): PageLang,
    headers: HeaderMap,
    body: Result<Bytes, axum::extract::rejection::BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    if !json_content_type(&headers) {
        return Err(ApiError::wrong_content_type());
    }
    let body = body.map_err(|e| ApiError::from_bytes(e, state.config.file_limit))?;
    mayan_i18n::with(lang, || panel_file(&body))
}

fn panel_file(body: &[u8]) -> Result<Json<Value>, ApiError> {
    let sets = mayan_core::read::panel_sets(body).map_err(|e| ApiError::invalid(e.to_string()))?;
    let sets: Vec<Value> = sets
        .iter()
        .map(|set| {
            let puzzles: Vec<Value> = set
                .puzzles
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    let board = p.board();
                    let (budget, goal) = p.read_as();
                    json!({
                        "index": i + 1,
                        "kind": p.kind,
                        "moves": p.moves,
                        "budget": budget,
                        "goal": goal.name(),
                        "finish": p.finish().name(),
                        "rows": board.as_ref().ok().map(rows),
                        "error": board.as_ref().err().map(|e| e.to_string()),
                    })
                })
                .collect();
            json!({"name": set.name, "puzzles": puzzles})
        })
        .collect();
    Ok(Json(json!({
        "width": panel::WIDTH,
        "height": panel::HEIGHT,
        "sets": sets,
    })))
}

/// `POST /api/export` in: a puzzle and the format to write it in.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportRequest {
    /// The board in the grid format.
    grid: String,
    /// `drag` (default) or `swap4`.
    #[serde(default)]
    rules: Option<String>,
    /// `exact` (default), `at-most` or `shortest`.
    #[serde(default)]
    goal: Option<String>,
    /// The move budget.
    moves: i64,
    /// `noip`, `grid` or `panel-attack`.
    format: String,
    /// A Panel Attack file's set name (default `mayan`).
    #[serde(default)]
    name: Option<String>,
}

impl ReadJson for ExportRequest {}

/// `POST /api/export`: the puzzle written in a format the CLI reads, as
/// `mayan convert` writes it ([`write_puzzle`]), with a file name and a
/// media type for a download.
pub async fn export_handler(
    PageLang(lang): PageLang,
    ApiJson(req): ApiJson<ExportRequest>,
) -> Result<Json<Value>, ApiError> {
    mayan_i18n::with(lang, || export(req))
}

fn export(req: ExportRequest) -> Result<Json<Value>, ApiError> {
    let format: Format = req.format.parse().map_err(ApiError::invalid)?;
    let (puzzle, _) = SolveRequest {
        grid: Some(req.grid),
        rules: req.rules,
        goal: req.goal,
        moves: Some(req.moves),
        ..SolveRequest::default()
    }
    .puzzle()
    .map_err(|e| ApiError::invalid(e.0))?;
    let set = req.name.unwrap_or_else(|| "mayan".to_string());
    let text = write_puzzle(&puzzle, format, &set, None, panel::Version::V3)
        .map_err(|e| ApiError::invalid(e.to_string()))?;
    let (filename, media_type) = match format {
        Format::Noip => ("mayan.in", "text/plain"),
        Format::Grid => ("mayan.txt", "text/plain"),
        Format::PanelAttack => ("mayan-panel.json", "application/json"),
    };
    Ok(Json(json!({
        "format": format.name(),
        "text": text,
        "filename": filename,
        "media_type": media_type,
    })))
}

/// `POST /api/generate` in: the generator's options (`mayan gen`'s), each
/// with a default.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GenerateRequest {
    /// Columns (default 5).
    #[serde(default)]
    width: Option<usize>,
    /// Rows (default 7).
    #[serde(default)]
    height: Option<usize>,
    /// Colours (default 4).
    #[serde(default)]
    colours: Option<u8>,
    /// The budget: the puzzle clears in exactly this many moves and no
    /// fewer (default 3).
    #[serde(default)]
    moves: Option<u32>,
    /// `drag` (default) or `swap4`.
    #[serde(default)]
    rules: Option<String>,
    /// Only a puzzle with exactly one solution.
    #[serde(default)]
    unique: bool,
    /// Only boards with at least this many blocks.
    #[serde(default)]
    min_blocks: usize,
    /// The seed (default: drawn from the clock, and answered), best as
    /// a string ([`Seed`]).
    #[serde(default)]
    seed: Option<Seed>,
    /// Only a puzzle whose difficulty score is at least this: puzzles are
    /// made from the seed's sequence until one is.
    #[serde(default)]
    min_difficulty: Option<u32>,
}

impl ReadJson for GenerateRequest {}

/// `POST /api/generate`: one solvable puzzle from the generator, run in the
/// search queue like a solve, with its seed, smallest solution and
/// difficulty. The same request with the same seed gives the same puzzle.
pub async fn generate_handler(
    State(state): State<AppState>,
    client: Client,
    query: Result<Query<ProgressQuery>, axum::extract::rejection::QueryRejection>,
    PageLang(lang): PageLang,
    ApiJson(req): ApiJson<GenerateRequest>,
) -> Result<Json<Value>, ApiError> {
    let id = progress_id(query)?;
    let rules: MoveSet = named(req.rules.as_deref())?;
    let seed = req.seed.map(|s| s.0).unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
    });
    let spec = GenSpec {
        rules,
        width: req.width.unwrap_or(5),
        height: req.height.unwrap_or(7),
        colours: req.colours.unwrap_or(4),
        moves: req.moves.unwrap_or(3),
        unique: req.unique,
        min_blocks: req.min_blocks,
        memory_bytes: state.config.memory_bytes,
        ..GenSpec::default()
    };
    mayan_i18n::with(lang, || spec.validate().map_err(|e| e.to_string()))
        .map_err(ApiError::invalid)?;
    let min_difficulty = req.min_difficulty;
    let opts = state.options(true);
    let made = state
        .run(client, id, opts, move |opts| {
            let spec = GenSpec {
                control: opts.control.clone(),
                ..spec.clone()
            };
            for i in 0.. {
                let g =
                    generate(&spec, puzzle_seed(seed, i), Kind::Solvable).map_err(|e| match e {
                        GenError::Stopped { halt } => Failed::Stopped {
                            halt,
                            nodes: opts.control.nodes(),
                        },
                        other => Failed::Invalid(other.to_string()),
                    })?;
                if min_difficulty.is_none_or(|d| g.difficulty.score >= d) {
                    return Ok((i, g));
                }
            }
            Err(Failed::Invalid("no puzzle was made".into()))
        })
        .await?;
    let (tries, g) = made;
    let puzzle = &g.puzzle;
    let board = puzzle.board();
    let d = g.difficulty;
    let grid = write_puzzle(puzzle, Format::Grid, "", None, panel::Version::V3)
        .map_err(|e| ApiError::internal(e.to_string()))?;
    let solution: Vec<JsonMove> = g
        .answer
        .iter()
        .flatten()
        .copied()
        .map(JsonMove::from)
        .collect();
    Ok(Json(json!({
        "grid": grid,
        "rows": rows(board),
        "width": board.width(),
        "height": board.height(),
        "rules": puzzle.rules().name(),
        "goal": puzzle.goal().name(),
        "moves": puzzle.budget(),
        "seed": Seed(seed),
        "solution": solution,
        "difficulty": {
            "score": d.score,
            "first_moves": d.first_moves,
            "winning_first_moves": d.winning_first_moves,
            "setup_moves": d.setup_moves,
            "cascade_stages": d.cascade_stages,
        },
        "attempts": g.attempts,
        "skipped": tries,
    })))
}
