//! The accept loop: serves [`crate::app`] over HTTP/1.1 and sheds what
//! would hold the server without doing work.
//!
//! - At most [`Config::max_connections`] connections are open: one more is
//!   closed as soon as it is accepted.
//! - A connection must send a request's headers within
//!   [`Config::idle_timeout`] of opening or of its last answer (hyper's
//!   header read timeout, which also ends idle keep-alive connections).
//! - A request's body must arrive within [`Config::body_timeout`] of its
//!   headers: one that does not is answered `408 body-timeout` and its
//!   connection closed.
//! - On shutdown the listener closes, running searches are cancelled,
//!   waiting requests are answered `503 stopping`, idle connections close,
//!   and the server returns once every connection has ended or
//!   [`Config::shutdown_grace`] has passed.

use std::future::Future;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::ConnectInfo;
use http_body::{Body as HttpBody, Frame, SizeHint};
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tokio::time::Sleep;
use tower::ServiceExt;

use crate::Config;
use crate::state::AppState;

/// The error of a request body that did not arrive in time; the API
/// answers it `408`.
#[derive(Debug, Clone, Copy)]
pub struct BodyTimedOut(pub Duration);

impl std::fmt::Display for BodyTimedOut {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the request body did not arrive within {} s",
            self.0.as_secs_f64()
        )
    }
}

impl std::error::Error for BodyTimedOut {}

/// A request body that fails once its deadline has passed.
struct DeadlineBody {
    inner: Incoming,
    limit: Duration,
    deadline: Pin<Box<Sleep>>,
}

impl HttpBody for DeadlineBody {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
        let this = &mut *self;
        if let Poll::Ready(frame) = Pin::new(&mut this.inner).poll_frame(cx) {
            return Poll::Ready(frame.map(|f| f.map_err(axum::Error::new)));
        }
        match this.deadline.as_mut().poll(cx) {
            Poll::Ready(()) => Poll::Ready(Some(Err(axum::Error::new(BodyTimedOut(this.limit))))),
            Poll::Pending => Poll::Pending,
        }
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

/// Serves the app on a bound listener until `shutdown` completes, then
/// stops within [`Config::shutdown_grace`].
pub async fn serve_until(
    listener: TcpListener,
    config: Config,
    shutdown: impl Future<Output = ()> + Send,
) -> std::io::Result<()> {
    let state = AppState::new(config.clone());
    let router = crate::router(state.clone());
    let connections = Arc::new(Semaphore::new(config.max_connections.max(1)));
    let graceful = GracefulShutdown::new();
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(config.idle_timeout)
        .keep_alive(true);
    let body_timeout = config.body_timeout;
    tokio::pin!(shutdown);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                Err(_) => {
                    // Out of file descriptors, or a connection reset
                    // before it was accepted: wait a little, go on.
                    tokio::time::sleep(Duration::from_millis(20)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let Ok(permit) = connections.clone().try_acquire_owned() else {
            // Over the cap: closed at once.
            drop(stream);
            continue;
        };
        let router = router.clone();
        let service = hyper::service::service_fn(move |mut req: hyper::Request<Incoming>| {
            req.extensions_mut().insert(ConnectInfo::<SocketAddr>(peer));
            let req = req.map(|inner| {
                Body::new(DeadlineBody {
                    inner,
                    limit: body_timeout,
                    deadline: Box::pin(tokio::time::sleep(body_timeout)),
                })
            });
            router.clone().oneshot(req)
        });
        let conn = graceful.watch(http.serve_connection(TokioIo::new(stream), service));
        tokio::spawn(async move {
            // A connection's error (a reset, a header timeout) ends only it.
            let _ = conn.await;
            drop(permit);
        });
    }
    drop(listener);
    state.queue.close();
    tokio::select! {
        () = graceful.shutdown() => {}
        () = tokio::time::sleep(config.shutdown_grace) => {}
    }
    Ok(())
}
