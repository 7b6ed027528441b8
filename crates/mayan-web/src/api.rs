//! The JSON endpoints.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Json;
use axum::body::Bytes;
use axum::extract::{FromRequest, Path, Query, Request, State};
use axum::http::{HeaderMap, header};
use mayan_core::format::panel;
use mayan_core::plan::Plan;
use mayan_core::read::{Format, ReadOptions, read};
use mayan_core::{
    Board, Dir, MAX_BUDGET, MAX_COLOURS, MAX_HEIGHT, MAX_WIDTH, Move, MoveKind, MoveSet, Notation,
};
use mayan_solve::analysis;
use mayan_solve::request::{HintReport, JsonMove, SolveReport, SolveRequest};
use mayan_solve::{Control, Goal, Options, SolveError, solve};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use tokio::sync::Semaphore;

use crate::Config;
use crate::error::ApiError;

/// What the handlers share.
#[derive(Clone)]
pub struct AppState {
    /// The settings.
    pub config: Arc<Config>,
    /// One permit per search allowed to run at once.
    pub slots: Arc<Semaphore>,
    /// The controls of running searches, whose progress `GET
    /// /api/progress/ID` reports, by the id the page chose.
    pub progress: Arc<Mutex<HashMap<String, Control>>>,
}

impl AppState {
    /// Fresh state for a configuration.
    pub fn new(config: Config) -> AppState {
        AppState {
            slots: Arc::new(Semaphore::new(config.max_concurrent.max(1))),
            config: Arc::new(config),
            progress: Arc::new(Mutex::new(HashMap::new())),
        }
    }

    fn options(&self, null_moves: bool) -> Options {
        Options {
            null_moves,
            threads: 1,
            memory_bytes: self.config.memory_bytes,
            ..Options::default()
        }
    }

    /// Runs a search on the blocking pool, holding a slot, within the time
    /// limit. The search stops when the limit passes or when the future is
    /// dropped (the client went away).
    async fn run<T: Send + 'static>(
        &self,
        progress_id: Option<String>,
        opts: Options,
        work: impl FnOnce(&Options) -> Result<T, SolveError> + Send + 'static,
    ) -> Result<T, ApiError> {
        let permit = self
            .slots
            .clone()
            .try_acquire_owned()
            .map_err(|_| ApiError::busy(self.config.max_concurrent.max(1)))?;
        let limit = self.config.solve_timeout;
        let control = Control::new().with_timeout(limit);
        let _stop_on_drop = StopOnDrop(control.clone());
        let _registered = progress_id.map(|id| self.register(id, control.clone()));
        let opts = Options {
            control: control.clone(),
            ..opts
        };
        let task = tokio::task::spawn_blocking(move || {
            // The slot is held until the search has really stopped.
            let _permit = permit;
            work(&opts)
        });
        // The search stops itself at the deadline; the timer here only
        // answers a search that does not poll in time.
        match tokio::time::timeout(limit + Duration::from_millis(250), task).await {
            Err(_) => {
                control.cancel();
                Err(ApiError::timed_out(limit.as_millis(), control.nodes()))
            }
            Ok(Err(e)) => Err(ApiError::internal(format!("the search failed: {e}"))),
            Ok(Ok(Err(SolveError::Stopped { nodes, .. }))) => {
                Err(ApiError::timed_out(limit.as_millis(), nodes))
            }
            Ok(Ok(Ok(v))) => Ok(v),
        }
    }

    fn register(&self, id: String, control: Control) -> Registered {
        if let Ok(mut map) = self.progress.lock() {
            map.insert(id.clone(), control.clone());
        }
        Registered {
            map: self.progress.clone(),
            id,
            control,
        }
    }
}

/// Cancels a search when dropped: a request that goes away stops its
/// search.
struct StopOnDrop(Control);

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        self.0.cancel();
    }
}

/// Removes a progress entry when its search ends.
struct Registered {
    map: Arc<Mutex<HashMap<String, Control>>>,
    id: String,
    control: Control,
}

impl Drop for Registered {
    fn drop(&mut self) {
        if let Ok(mut map) = self.map.lock()
            && map.get(&self.id).is_some_and(|p| p.same_as(&self.control))
        {
            map.remove(&self.id);
        }
    }
}

/// A JSON body whose every failure is an [`ApiError`].
pub struct ApiJson<T>(pub T);

impl<T: DeserializeOwned> FromRequest<AppState> for ApiJson<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &AppState) -> Result<Self, ApiError> {
        match Json::<T>::from_request(req, state).await {
            Ok(Json(v)) => Ok(ApiJson(v)),
            Err(e) => Err(ApiError::from_json(e, state.config.body_limit)),
        }
    }
}

/// `?progress=ID`: the id under which `GET /api/progress/ID` reports.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct ProgressQuery {
    progress: Option<String>,
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
    query: Result<Query<ProgressQuery>, axum::extract::rejection::QueryRejection>,
    ApiJson(req): ApiJson<SolveRequest>,
) -> Result<Json<SolveReport>, ApiError> {
    let id = progress_id(query)?;
    let (puzzle, null_moves) = req.puzzle().map_err(|e| ApiError::invalid(e.0))?;
    let opts = state.options(null_moves);
    let request_id = req.id.clone();
    let report = state
        .run(id, opts, move |opts| {
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
    query: Result<Query<ProgressQuery>, axum::extract::rejection::QueryRejection>,
    ApiJson(req): ApiJson<SolveRequest>,
) -> Result<Json<HintReport>, ApiError> {
    let id = progress_id(query)?;
    let (puzzle, null_moves) = req.puzzle().map_err(|e| ApiError::invalid(e.0))?;
    let opts = state.options(null_moves);
    let budget = puzzle.budget();
    let hints = state
        .run(id, opts, move |opts| analysis::hint(&puzzle, opts))
        .await?;
    Ok(Json(HintReport::new(budget, &hints)))
}

/// `GET /api/progress/ID`: the positions searched so far by the search
/// started with `?progress=ID`.
pub async fn progress_handler(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    if !valid_id(&id) {
        return Err(ApiError::bad_json(
            "a progress id is 1 to 64 letters, digits, `-` or `_`",
        ));
    }
    let entry = state
        .progress
        .lock()
        .ok()
        .and_then(|map| map.get(&id).cloned());
    Ok(Json(match entry {
        Some(p) => json!({
            "id": id,
            "running": true,
            "nodes": p.nodes(),
            "elapsed_ms": p.elapsed().as_millis() as u64,
        }),
        None => json!({"id": id, "running": false}),
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
        "body_limit": c.body_limit,
        "file_limit": c.file_limit,
    }))
}

/// A board as rows of cells, the top row first (`0` empty, `36` grey).
pub fn rows(board: &Board) -> Vec<Vec<u8>> {
    (0..board.height())
        .rev()
        .map(|y| (0..board.width()).map(|x| board.get(x, y)).collect())
        .collect()
}

/// `POST /api/replay` in: a board and moves to play on it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReplayRequest {
    /// The board in the grid format (a budget line is allowed and ignored).
    grid: String,
    /// `drag` (default) or `swap4`.
    #[serde(default)]
    rules: Option<String>,
    /// The moves, in order.
    moves: Vec<JsonMove>,
}

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

/// `POST /api/replay`: plays the moves with the engine and answers every
/// stage of every move (the board after the swap, each fall, the cells that
/// vanish, the board after), so the page animates without knowing the rules.
pub async fn replay_handler(ApiJson(req): ApiJson<ReplayRequest>) -> Result<Json<Value>, ApiError> {
    let rules: MoveSet = match req.rules.as_deref() {
        None => MoveSet::Drag,
        Some(r) => r.parse().map_err(ApiError::invalid)?,
    };
    let grid = ReadOptions {
        format: Some(Format::Grid),
        ..ReadOptions::default()
    };
    let setup = read(req.grid.as_bytes(), &grid)
        .map_err(|e| ApiError::invalid(e.to_string()))?
        .setup;
    setup
        .check_board()
        .map_err(|e| ApiError::invalid(format!("not a puzzle: {e}")))?;
    let start = setup.board;
    if req.moves.len() > MAX_BUDGET as usize {
        return Err(ApiError::invalid(format!(
            "{} moves: at most {MAX_BUDGET} are replayed",
            req.moves.len()
        )));
    }
    let mut board = start;
    let mut turns = Vec::with_capacity(req.moves.len());
    let mut played = Vec::with_capacity(req.moves.len());
    for (i, jm) in req.moves.iter().enumerate() {
        let dir = Dir::from_delta(jm.dx.into(), jm.dy.into()).ok_or_else(|| {
            ApiError::invalid(format!(
                "move {}: ({}, {}) is not a unit step",
                i + 1,
                jm.dx,
                jm.dy
            ))
        })?;
        let mv = Move {
            x: jm.x,
            y: jm.y,
            dir,
        };
        let turn = board
            .play_traced(mv, rules)
            .map_err(|e| ApiError::invalid(format!("move {} ({mv}): {e}", i + 1)))?;
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
        turns.push(TurnJson {
            mv: *jm,
            kind: match turn.kind {
                MoveKind::Swap => "swap",
                MoveKind::Shift => "shift",
                MoveKind::Null => "null",
            },
            before: rows(&turn.before),
            moved: rows(&turn.moved),
            stages,
            after: rows(&turn.after),
        });
        board = turn.after;
        played.push(mv);
    }
    // The plan of the moves (docs/plans.md), shown only when a second
    // replay bears out every statement; a move after a clear board has no
    // plan.
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
        "plan": plan,
        "plan_text": plan_text,
    })))
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

/// `POST /api/parse`: reads a grid or NOIP text into rows of cells, with
/// the parser's line and column on error; with `settle`, the board is
/// settled first.
pub async fn parse_handler(ApiJson(req): ApiJson<ParseRequest>) -> Result<Json<Value>, ApiError> {
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
    })))
}

/// `POST /api/panel`: reads a Panel Attack puzzle file (the raw file as the
/// body, `Content-Type: application/json`) into its puzzles' boards.
pub async fn panel_handler(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Result<Bytes, axum::extract::rejection::BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let json_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|v| {
            let v = v.trim().to_ascii_lowercase();
            v == "application/json" || (v.starts_with("application/") && v.ends_with("+json"))
        });
    if !json_type {
        return Err(ApiError::wrong_content_type());
    }
    let body = body.map_err(|e| ApiError::from_bytes(e, state.config.file_limit))?;
    let sets = mayan_core::read::panel_sets(&body).map_err(|e| ApiError::invalid(e.to_string()))?;
    let sets: Vec<Value> = sets
        .iter()
        .map(|set| {
            let puzzles: Vec<Value> = set
                .puzzles
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    let board = p.board();
                    json!({
                        "index": i + 1,
                        "kind": p.kind,
                        "moves": p.moves,
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
