//! A web page and JSON API for gravity-swap puzzles: edit a board, solve it,
//! watch it clear.
//!
//! [`app`] builds an [`axum::Router`] that serves a single page (HTML, CSS
//! and JavaScript compiled into the binary; nothing is fetched from
//! elsewhere; its sentences are the catalogue's `web.ftl`, in English or
//! Chinese, served from `/i18n/en.ftl` and `/i18n/zh-CN.ftl`) and these
//! endpoints:
//!
//! | endpoint                   | in                                   | out                                  |
//! |----------------------------|--------------------------------------|--------------------------------------|
//! | `POST /api/solve`          | [`SolveRequest`] JSON                | [`SolveReport`] (`mayan solve --json`) |
//! | `POST /api/hint`           | [`SolveRequest`] JSON (goal ignored) | `{"budget", "hints": [{"move", "after", "total"}], "fewest"}` |
//! | `POST /api/replay`         | `{"grid", "rules", "moves": [{"x","y","dx","dy"}]}` | every move's stages: `moved`, each `fallen` with its `vanished` cells and the `cleared` board, `after` |
//! | `POST /api/parse`          | `{"text", "format": "auto"\|"grid"\|"noip", "settle"}` | `{"rows", "width", "height", "moves", ...}` |
//! | `POST /api/panel`          | a Panel Attack file (raw JSON)       | its sets and puzzles as rows         |
//! | `GET /api/packs`           |                                      | the page's puzzle packs ([`packs`])  |
//! | `GET /api/progress/{id}`   | (a search started with `?progress=id`) | `{"running", "nodes", "elapsed_ms"}` |
//! | `GET /api/limits`          |                                      | sizes, budget and time limits        |
//!
//! Boards in answers are rows of cells, top row first: `0` empty, `1`-`35`
//! colours, `36` grey. Every endpoint takes an optional `?lang=zh` (or
//! `en`, [`api::PageLang`]) that says the texts for people (errors, a
//! game's message, a board's problem) in that language and changes nothing
//! else.
//!
//! Limits: a body size ([`Config::body_limit`]), the board size and budget
//! of the engine (16 x 16, [`mayan_core::MAX_BUDGET`]), a time per search
//! ([`Config::solve_timeout`]) and a number of searches at once
//! ([`Config::max_concurrent`]). A search runs on the blocking pool under a
//! [`mayan_solve::Control`] with the time limit as its deadline; it is
//! cancelled when the client goes away. Every error is JSON `{"error": "...",
//! "status": "..."}`; see [`error::ApiError`] for the status codes.
//!
//! [`SolveRequest`]: mayan_solve::request::SolveRequest
//! [`SolveReport`]: mayan_solve::request::SolveReport
#![deny(missing_docs)]
#![forbid(unsafe_code)]

pub mod api;
mod assets;
pub mod error;
pub mod packs;
pub mod queue;
pub mod seed;
pub mod server;
pub mod state;

use std::any::Any;
use std::time::Duration;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::{HeaderValue, Method, Uri, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use tower_http::catch_panic::CatchPanicLayer;

use crate::error::ApiError;
use crate::state::AppState;

/// Server settings.
#[derive(Clone, Debug)]
pub struct Config {
    /// The longest a search may run (counted from its first start, not
    /// from when it joined the line) before it is stopped and answered
    /// `503 timed-out`.
    pub solve_timeout: Duration,
    /// How many searches run at once (the workers; see [`queue`] for how
    /// they are shared between quick and long searches).
    pub max_concurrent: usize,
    /// How many requests may wait for a worker; one more is answered `429
    /// busy` with `Retry-After`.
    pub max_queue: usize,
    /// The longest a request waits in line before it is answered `503
    /// busy`.
    pub queue_timeout: Duration,
    /// How long a search runs before it counts as long ([`queue`]).
    pub quick_limit: Duration,
    /// The largest JSON body taken, in bytes.
    pub body_limit: usize,
    /// The largest Panel Attack file taken by `/api/panel`, in bytes.
    pub file_limit: usize,
    /// Memory for each search's tables, in bytes.
    pub memory_bytes: usize,
    /// Connections open at once; more are closed as they are accepted.
    pub max_connections: usize,
    /// The longest a connection may take to send a request's headers,
    /// from when it opened or was last answered (idle connections close).
    pub idle_timeout: Duration,
    /// The longest a request's body may take to arrive after its headers
    /// (`408 body-timeout`).
    pub body_timeout: Duration,
    /// How long, after the shutdown signal, open connections are given to
    /// finish.
    pub shutdown_grace: Duration,
}

/// The default time limit of a search: 10 s.
pub const DEFAULT_SOLVE_TIMEOUT: Duration = Duration::from_secs(10);
/// The default body limit: 64 KiB.
pub const DEFAULT_BODY_LIMIT: usize = 64 << 10;

impl Default for Config {
    fn default() -> Config {
        Config {
            solve_timeout: DEFAULT_SOLVE_TIMEOUT,
            max_concurrent: 2,
            max_queue: 100,
            queue_timeout: Duration::from_secs(60),
            quick_limit: Duration::from_millis(250),
            body_limit: DEFAULT_BODY_LIMIT,
            file_limit: 1 << 20,
            memory_bytes: 192 << 20,
            max_connections: 512,
            idle_timeout: Duration::from_secs(10),
            body_timeout: Duration::from_secs(5),
            shutdown_grace: Duration::from_millis(500),
        }
    }
}

const INDEX_HTML: &str = include_str!("../assets/index.html");
const STYLE_CSS: &str = include_str!("../assets/style.css");

/// The Content-Security-Policy of the page: everything from this server,
/// nothing from elsewhere.
const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
                   connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

pub(crate) fn asset(content_type: &'static str, body: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, HeaderValue::from_static(content_type)),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
            (
                header::X_CONTENT_TYPE_OPTIONS,
                HeaderValue::from_static("nosniff"),
            ),
            (
                header::CONTENT_SECURITY_POLICY,
                HeaderValue::from_static(CSP),
            ),
        ],
        body,
    )
        .into_response()
}

async fn index() -> Response {
    asset("text/html; charset=utf-8", INDEX_HTML)
}

async fn style_css() -> Response {
    asset("text/css; charset=utf-8", STYLE_CSS)
}

async fn not_found(uri: Uri) -> ApiError {
    ApiError::not_found(uri.path())
}

async fn method_not_allowed(method: Method, uri: Uri) -> ApiError {
    ApiError::method_not_allowed(method.as_str(), uri.path())
}

fn panic_response(panic: Box<dyn Any + Send + 'static>) -> Response {
    let what = panic
        .downcast_ref::<String>()
        .map(String::as_str)
        .or_else(|| panic.downcast_ref::<&str>().copied())
        .unwrap_or("unknown panic");
    ApiError::internal(format!("internal error: {what}")).into_response()
}

/// The web page and the API, for a configuration.
pub fn app(config: Config) -> Router {
    router(AppState::new(config))
}

/// The web page and the API over shared state.
pub(crate) fn router(state: AppState) -> Router {
    let body_limit = state.config.body_limit;
    let file_limit = state.config.file_limit;
    Router::new()
        .route("/", get(index))
        .route("/index.html", get(index))
        .route("/js/{file}", get(assets::script))
        .route("/vendor/fluent-bundle/{file}", get(assets::vendor))
        .route("/i18n/{file}", get(assets::messages))
        .route("/style.css", get(style_css))
        .route("/api/solve", post(api::solve_handler))
        .route("/api/hint", post(api::hint_handler))
        .route("/api/replay", post(api::replay_handler))
        .route("/api/parse", post(api::parse_handler))
        .route("/api/export", post(api::export_handler))
        .route("/api/generate", post(api::generate_handler))
        .route(
            "/api/panel",
            post(api::panel_handler).layer(DefaultBodyLimit::max(file_limit)),
        )
        .route("/api/progress/{id}", get(api::progress_handler))
        .route("/api/limits", get(api::limits_handler))
        .route("/api/packs", get(packs::packs_handler))
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(DefaultBodyLimit::max(body_limit))
        .layer(CatchPanicLayer::custom(panic_response))
        .with_state(state)
}

/// Serves [`app`] on a bound listener until the process ends.
pub async fn serve(listener: tokio::net::TcpListener, config: Config) -> std::io::Result<()> {
    server::serve_until(listener, config, std::future::pending()).await
}

/// Serves [`app`] on a bound listener until `shutdown` completes (Ctrl-C,
/// SIGTERM), then stops within [`Config::shutdown_grace`]: see [`server`].
pub async fn serve_until(
    listener: tokio::net::TcpListener,
    config: Config,
    shutdown: impl std::future::Future<Output = ()> + Send,
) -> std::io::Result<()> {
    server::serve_until(listener, config, shutdown).await
}
