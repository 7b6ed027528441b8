//! Load on a real socket, loopback only, bounded in count and time: many
//! quick solves at once, quick solves beside hopeless searches, and
//! stalled connections that must be shed. The server runs in this process,
//! so its memory is this process's resident set (reported with
//! `--nocapture`).

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::{Duration, Instant};

use mayan_web::Config;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

use crate::{server, solve_request as request};

/// The NOIP sample as a grid, exactly 3 moves: a quick solve.
const QUICK: &str = r#"{"grid": ".....\n.....\n.....\n....4\n..4.3\n.1314\n12232\n", "moves": 3}"#;

fn hopeless() -> String {
    crate::hopeless().to_string()
}

/// A connection from the loopback address `127.0.0.from`: each address is
/// a client of its own to the server.
async fn connect(addr: SocketAddr, from: u8) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket
        .bind(SocketAddr::new(
            IpAddr::V4(Ipv4Addr::new(127, 0, 0, from)),
            0,
        ))
        .unwrap();
    socket.connect(addr).await.unwrap()
}

/// Sends a request and reads the whole answer (at most 20 s).
async fn exchange(addr: SocketAddr, from: u8, body: &str) -> String {
    let mut s = connect(addr, from).await;
    s.write_all(request(body).as_bytes()).await.unwrap();
    let mut out = Vec::new();
    tokio::time::timeout(Duration::from_secs(20), s.read_to_end(&mut out))
        .await
        .expect("no answer within 20 s")
        .unwrap();
    String::from_utf8_lossy(&out).into_owned()
}

/// This process's resident set, in MiB (0 where /proc is missing).
fn rss_mib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<u64>().ok())
        })
        .map_or(0, |kb| kb / 1024)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hundred_quick_solves_fifty_at_a_time_all_answer() {
    let addr = server(Config::default()).await;
    let start = Instant::now();
    let mut slowest = Duration::ZERO;
    for wave in 0..4u8 {
        let tasks: Vec<_> = (0..50u8)
            .map(|i| {
                tokio::spawn(async move {
                    let t = Instant::now();
                    let a = exchange(addr, 1 + (wave * 50 + i) % 200, QUICK).await;
                    (a, t.elapsed())
                })
            })
            .collect();
        for t in tasks {
            let (answer, took) = t.await.unwrap();
            assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
            assert!(answer.contains("\"solved\":true"), "{answer}");
            slowest = slowest.max(took);
        }
    }
    eprintln!(
        "200 quick solves, 50 at a time: {:?} in all, the slowest {slowest:?}",
        start.elapsed()
    );
    assert!(slowest < Duration::from_secs(10), "{slowest:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_quick_solve_answers_within_a_second_beside_two_hopeless_searches() {
    let addr = server(Config {
        solve_timeout: Duration::from_secs(30),
        ..Config::default()
    })
    .await;
    let hard = hopeless();
    // Two clients, each with a hopeless search (kept open, not read).
    let mut hopeless_clients = Vec::new();
    for from in [2, 3] {
        let mut s = connect(addr, from).await;
        s.write_all(request(&hard).as_bytes()).await.unwrap();
        hopeless_clients.push(s);
    }
    // Both are past their quick quarter second.
    tokio::time::sleep(Duration::from_millis(700)).await;
    for from in 10..15 {
        let t = Instant::now();
        let answer = exchange(addr, from, QUICK).await;
        let took = t.elapsed();
        assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
        assert!(took < Duration::from_secs(1), "a quick solve took {took:?}");
        eprintln!("quick solve beside two hopeless searches: {took:?}");
    }
    drop(hopeless_clients);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_hundred_stalled_connections_are_shed_and_the_server_stays_up() {
    let timeout = Duration::from_secs(1);
    let addr = server(Config {
        idle_timeout: timeout,
        body_timeout: timeout,
        ..Config::default()
    })
    .await;
    // Warm up, so that the first answer's allocations are in "before".
    assert!(exchange(addr, 1, QUICK).await.starts_with("HTTP/1.1 200"));
    let before = rss_mib();
    let opened = Instant::now();
    let mut stalled = Vec::new();
    for i in 0..300u32 {
        let mut s = connect(addr, 20 + (i % 100) as u8).await;
        if i % 2 == 0 {
            // Headers promising 1000 bytes, then one byte and silence.
            s.write_all(
                b"POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
            )
            .await
            .unwrap();
        } // else: silent from the start.
        stalled.push(s);
    }
    let peak = rss_mib();
    // Every one is closed by the server within the timeout (and a margin).
    let mut answers_408 = 0;
    for mut s in stalled {
        let mut buf = Vec::new();
        let read = tokio::time::timeout(
            timeout * 3 + Duration::from_secs(2),
            s.read_to_end(&mut buf),
        )
        .await
        .expect("a stalled connection is still open");
        assert!(read.is_ok() || buf.is_empty());
        if buf.starts_with(b"HTTP/1.1 408") {
            answers_408 += 1;
        }
    }
    let shed_in = opened.elapsed();
    assert_eq!(answers_408, 150, "every stalled body is answered 408");
    assert!(
        shed_in < timeout * 3 + Duration::from_secs(2),
        "{shed_in:?}"
    );
    // Still up.
    assert!(exchange(addr, 1, QUICK).await.starts_with("HTTP/1.1 200"));
    tokio::time::sleep(Duration::from_millis(200)).await;
    let after = rss_mib();
    eprintln!(
        "300 stalled connections shed in {shed_in:?}; resident set before {before} MiB, at peak {peak} MiB, after {after} MiB"
    );
    assert!(peak < before + 64, "before {before} MiB, peak {peak} MiB");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_past_the_cap_are_closed_at_once() {
    let addr = server(Config {
        max_connections: 20,
        ..Config::default()
    })
    .await;
    let mut open = Vec::new();
    for _ in 0..20 {
        open.push(connect(addr, 1).await);
    }
    // Let the server take them all before the next.
    tokio::time::sleep(Duration::from_millis(200)).await;
    let mut extra = connect(addr, 1).await;
    let mut buf = [0u8; 16];
    let n = tokio::time::timeout(Duration::from_secs(2), extra.read(&mut buf))
        .await
        .expect("the connection past the cap is still open");
    assert!(matches!(n, Ok(0) | Err(_)), "{n:?}");
    drop(open);
    // Room again once they are gone.
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert!(exchange(addr, 1, QUICK).await.starts_with("HTTP/1.1 200"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shutdown_ends_a_running_search_within_a_second() {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(mayan_web::serve_until(
        listener,
        Config {
            solve_timeout: Duration::from_secs(60),
            ..Config::default()
        },
        async {
            let _ = stopped.await;
        },
    ));
    let mut busy = connect(addr, 2).await;
    busy.write_all(request(&hopeless()).as_bytes())
        .await
        .unwrap();
    let _idle = connect(addr, 3).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let t = Instant::now();
    stop.send(()).unwrap();
    tokio::time::timeout(Duration::from_secs(1), server)
        .await
        .expect("the server did not stop within a second")
        .unwrap()
        .unwrap();
    eprintln!("stopped in {:?}", t.elapsed());
    let mut out = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(1), busy.read_to_end(&mut out)).await;
    let answer = String::from_utf8_lossy(&out);
    assert!(
        answer.is_empty() || answer.contains("\"status\":\"stopping\""),
        "{answer}"
    );
}
