//! The web crate's integration tests: the API in process, over a socket, and (ignored unless asked for) in a browser.

/// A full 6 x 12 board with no run (`fixtures/web/hopeless.txt`), to be
/// cleared in at most 40 moves: a search that runs until it is stopped.
pub fn hopeless() -> serde_json::Value {
    serde_json::json!({
        "grid": include_str!("../../../fixtures/web/hopeless.txt"),
        "goal": "at-most",
        "moves": 40,
    })
}

/// A raw HTTP/1.1 `POST /api/solve` of `body` that closes the connection
/// after its answer.
pub fn solve_request(body: &str) -> String {
    format!(
        "POST /api/solve HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
}

/// Starts a server with `config` on a free loopback port.
pub async fn server(config: mayan_web::Config) -> std::net::SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(mayan_web::serve(listener, config));
    addr
}

mod api;
mod browser;
mod load;
mod packs;
mod socket;
