//! Errors of the API: every one answers JSON `{"error": "...", "status":
//! "..."}` with a 4xx or 5xx status code.

use axum::Json;
use axum::extract::rejection::{BytesRejection, QueryRejection};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use mayan_solve::request::{JsonError, JsonErrorKind, short_message};
use serde_json::json;

/// An error answered by the API.
///
/// | HTTP | `status`              | when                                                        |
/// |------|-----------------------|-------------------------------------------------------------|
/// | 400  | `bad-json`            | the body is not JSON, or the query string is malformed      |
/// | 404  | `not-found`           | no such page or endpoint                                    |
/// | 405  | `method-not-allowed`  | e.g. `GET /api/solve`                                       |
/// | 413  | `too-large`           | the body is over the limit                                  |
/// | 415  | `wrong-content-type`  | the body is not sent as `application/json`                  |
/// | 422  | `invalid`             | JSON, but not a puzzle: unknown field, bad grid, bad budget |
/// | 408  | `body-timeout`        | the body did not arrive in time (the connection is closed)  |
/// | 429  | `busy`                | the search queue is full (`Retry-After: 1`; `waiting`)      |
/// | 503  | `busy`                | the request waited in line past the queue's time limit (`waited_ms`) |
/// | 503  | `timed-out`           | the search ran past the time limit and was stopped          |
/// | 503  | `stopping`            | the server is stopping                                      |
/// | 500  | `internal`            | a bug (a panic was caught); should never happen             |
#[derive(Debug, Clone)]
pub struct ApiError {
    /// The HTTP status.
    pub code: StatusCode,
    /// The machine-readable kind (the `status` field).
    pub kind: &'static str,
    /// What went wrong, for people.
    pub message: String,
    /// Extra fields merged into the JSON object (e.g. `nodes`).
    pub extra: Option<serde_json::Map<String, serde_json::Value>>,
}

impl ApiError {
    /// An error of a given status, kind and message.
    pub fn new(code: StatusCode, kind: &'static str, message: impl Into<String>) -> ApiError {
        ApiError {
            code,
            kind,
            message: message.into(),
            extra: None,
        }
    }

    /// 422: the request is JSON but does not describe a valid puzzle.
    pub fn invalid(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "invalid", message)
    }

    /// 400: the body or query is malformed.
    pub fn bad_json(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, "bad-json", message)
    }

    /// 413: the body is over `limit` bytes.
    pub fn too_large(limit: usize) -> ApiError {
        ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            "too-large",
            format!("the request body is larger than the limit of {limit} bytes"),
        )
    }

    /// 415: the body is not `application/json`.
    pub fn wrong_content_type() -> ApiError {
        ApiError::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "wrong-content-type",
            "send the body as JSON with the header `Content-Type: application/json`",
        )
    }

    /// 404.
    pub fn not_found(path: &str) -> ApiError {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "not-found",
            format!("no page or endpoint at `{path}`"),
        )
    }

    /// 405.
    pub fn method_not_allowed(method: &str, path: &str) -> ApiError {
        ApiError::new(
            StatusCode::METHOD_NOT_ALLOWED,
            "method-not-allowed",
            format!("`{method}` is not allowed on `{path}`"),
        )
    }

    /// 429: the search queue is full (`waiting` requests wait already,
    /// also given as `waiting`, so that a page can say it in its language).
    pub fn busy(waiting: usize) -> ApiError {
        let mut extra = serde_json::Map::new();
        extra.insert("waiting".into(), waiting.into());
        ApiError {
            extra: Some(extra),
            ..ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                "busy",
                format!(
                    "the search queue is full ({waiting} {} waiting): try again shortly",
                    if waiting == 1 { "request" } else { "requests" }
                ),
            )
        }
    }

    /// 503: the request waited in line longer than the queue allows (the
    /// limit also given as `waited_ms`).
    pub fn waited_too_long(limit: std::time::Duration) -> ApiError {
        let mut extra = serde_json::Map::new();
        extra.insert("waited_ms".into(), (limit.as_millis() as u64).into());
        ApiError {
            extra: Some(extra),
            ..ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "busy",
                format!(
                    "the request waited {} s in line without reaching a worker: try again shortly",
                    limit.as_secs_f64()
                ),
            )
        }
    }

    /// 503: the server is stopping.
    pub fn stopping() -> ApiError {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "stopping",
            "the server is stopping",
        )
    }

    /// 408: the request's body did not arrive in time.
    pub fn body_timeout(limit: std::time::Duration) -> ApiError {
        ApiError::new(
            StatusCode::REQUEST_TIMEOUT,
            "body-timeout",
            format!(
                "the request body did not arrive within {} s",
                limit.as_secs_f64()
            ),
        )
    }

    /// 503: the search ran past the time limit.
    pub fn timed_out(limit_ms: u128, nodes: u64) -> ApiError {
        let mut extra = serde_json::Map::new();
        extra.insert("nodes".into(), nodes.into());
        extra.insert("timeout_ms".into(), (limit_ms as u64).into());
        ApiError {
            extra: Some(extra),
            ..ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "timed-out",
                format!(
                    "the search was stopped after the time limit of {} s ({nodes} positions searched): try a smaller budget or board",
                    limit_ms as f64 / 1000.0
                ),
            )
        }
    }

    /// 500.
    pub fn internal(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", message)
    }

    /// The error for a body that the request reader refused: 400 when it
    /// is not JSON, 422 when it is JSON but not the request.
    pub fn from_read(e: JsonError) -> ApiError {
        match e.kind {
            JsonErrorKind::NotJson => ApiError::bad_json(e.message),
            JsonErrorKind::NotRequest => ApiError::invalid(e.message),
        }
    }

    /// The error for a body that could not be read: too large, or not
    /// there in time.
    pub fn from_bytes(rejection: BytesRejection, limit: usize) -> ApiError {
        if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
            return ApiError::too_large(limit);
        }
        let mut cause: Option<&(dyn std::error::Error + 'static)> = Some(&rejection);
        while let Some(e) = cause {
            if let Some(t) = e.downcast_ref::<crate::server::BodyTimedOut>() {
                return ApiError::body_timeout(t.0);
            }
            cause = e.source();
        }
        ApiError::bad_json(short_message(&rejection.body_text()))
    }

    /// The error for a query string that could not be read.
    pub fn from_query(rejection: QueryRejection) -> ApiError {
        ApiError::bad_json(short_message(&rejection.body_text()))
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut body = serde_json::Map::new();
        body.insert("error".into(), json!(self.message));
        body.insert("status".into(), json!(self.kind));
        if let Some(extra) = self.extra {
            body.extend(extra);
        }
        let mut response = (self.code, Json(serde_json::Value::Object(body))).into_response();
        let headers = response.headers_mut();
        if self.kind == "busy" {
            headers.insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
        }
        if self.code == StatusCode::REQUEST_TIMEOUT {
            // The rest of the body is not waited for: the connection goes.
            headers.insert(header::CONNECTION, HeaderValue::from_static("close"));
        }
        response
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({}): {}", self.code, self.kind, self.message)
    }
}

impl std::error::Error for ApiError {}
