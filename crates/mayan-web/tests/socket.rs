//! The server over a real socket: a client that hangs up stops its search.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

use mayan_web::Config;

use crate::solve_request as request;

/// Sends a request and reads the whole answer.
fn exchange(addr: SocketAddr, body: &str) -> String {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    s.write_all(request(body).as_bytes()).unwrap();
    let mut out = String::new();
    s.read_to_string(&mut out).unwrap();
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_hangs_up_frees_its_slot() {
    let addr = crate::server(Config {
        solve_timeout: Duration::from_secs(60),
        max_concurrent: 1,
        // No line: a request that cannot start at once is refused.
        max_queue: 0,
        ..Config::default()
    })
    .await;
    let hard = crate::hopeless().to_string();
    let small = r#"{"grid": "11.1", "moves": 1}"#;
    tokio::task::spawn_blocking(move || {
        // Start a long search, then hang up.
        let mut s = TcpStream::connect(addr).unwrap();
        s.write_all(request(&hard).as_bytes()).unwrap();
        std::thread::sleep(Duration::from_millis(400));
        let busy = exchange(addr, small);
        assert!(busy.starts_with("HTTP/1.1 429"), "{busy}");
        assert!(busy.contains("\"status\":\"busy\""), "{busy}");
        drop(s);
        // The server notices, stops the search and frees the slot.
        let deadline = Instant::now() + Duration::from_secs(3);
        loop {
            let answer = exchange(addr, small);
            if answer.starts_with("HTTP/1.1 200") {
                assert!(answer.contains("\"solved\":true"), "{answer}");
                break;
            }
            assert!(answer.starts_with("HTTP/1.1 429"), "{answer}");
            assert!(
                Instant::now() < deadline,
                "the search of a client that hung up still runs"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    })
    .await
    .unwrap();
}
