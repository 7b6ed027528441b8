//! `mayan serve`: it prints its URL, answers the API, and refuses bad
//! settings.
#![cfg(feature = "web")]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use assert_cmd::prelude::*;
use predicates::prelude::*;

/// Kills the server when the test ends, even on failure.
pub struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Sends `body` to `path` and reads the whole response, head and body.
pub fn post(addr: &str, path: &str, body: &str) -> String {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    write!(
        s,
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut out = String::new();
    s.read_to_string(&mut out).unwrap();
    out
}

/// Starts `mayan serve` on a free port: the server and its address.
pub fn start() -> (Server, String) {
    let child = Command::cargo_bin("mayan")
        .unwrap()
        .args(["serve", "--port", "0", "--solve-timeout", "5"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut server = Server(child);
    let mut line = String::new();
    BufReader::new(server.0.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let url = line
        .split_whitespace()
        .find(|w| w.starts_with("http://127.0.0.1:"))
        .unwrap_or_else(|| panic!("no URL in {line:?}"));
    let addr = url
        .trim_start_matches("http://")
        .trim_end_matches('/')
        .to_string();
    (server, addr)
}

#[test]
fn serve_prints_its_url_and_answers() {
    let (_server, addr) = start();
    let answer = post(
        &addr,
        "/api/solve",
        r#"{"noip": "3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n"}"#,
    );
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(
        answer.contains(r#""moves":[{"x":2,"y":1,"dx":1,"dy":0},{"x":3,"y":1,"dx":1,"dy":0},{"x":3,"y":0,"dx":1,"dy":0}]"#),
        "{answer}"
    );
    let answer = post(&addr, "/api/solve", r#"{"grid": "1?"}"#);
    assert!(answer.starts_with("HTTP/1.1 422"), "{answer}");
    assert!(answer.contains("line 1, column 2"), "{answer}");
}

#[test]
fn serve_refuses_bad_settings() {
    Command::cargo_bin("mayan")
        .unwrap()
        .args(["serve", "--solve-timeout", "0"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--solve-timeout"));
    Command::cargo_bin("mayan")
        .unwrap()
        .args(["serve", "--max-concurrent", "0"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--max-concurrent"));
    Command::cargo_bin("mayan")
        .unwrap()
        .args(["serve", "--idle-timeout", "0"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--idle-timeout"));
    Command::cargo_bin("mayan")
        .unwrap()
        .args(["serve", "--host", "256.1.1.1", "--port", "0"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("cannot listen on 256.1.1.1:0"));
}

#[test]
fn serve_help_has_examples() {
    Command::cargo_bin("mayan")
        .unwrap()
        .args(["serve", "--help"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Examples:"))
        .stdout(predicate::str::contains("--solve-timeout"))
        .stdout(predicate::str::contains("503 timed out"));
}

/// A search that runs until it is stopped: the board of
/// `fixtures/web/hopeless.txt`, in at most 40 moves.
fn hopeless() -> String {
    serde_json::json!({
        "grid": include_str!("../../../fixtures/web/hopeless.txt"),
        "goal": "at-most",
        "moves": 40,
    })
    .to_string()
}

/// Sends `signal` to a server with a hopeless search in flight and an
/// idle connection: it stops within a second, exit 0, and the search in
/// flight is answered 503.
#[cfg(unix)]
fn assert_signal_stops_the_server_gracefully(signal: &str) {
    let (mut server, addr) = start();
    // A hopeless search in flight, and an idle connection.
    let body = hopeless();
    let mut busy = TcpStream::connect(&addr).unwrap();
    write!(
        busy,
        "POST /api/solve HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let _idle = TcpStream::connect(&addr).unwrap();
    std::thread::sleep(Duration::from_millis(500));
    let pid = server.0.id().to_string();
    let sent = std::time::Instant::now();
    assert!(
        Command::new("kill")
            .args([&format!("-{signal}"), &pid])
            .status()
            .unwrap()
            .success()
    );
    loop {
        if let Some(status) = server.0.try_wait().unwrap() {
            assert!(status.success(), "SIG{signal}: {status:?}");
            break;
        }
        assert!(
            sent.elapsed() < Duration::from_secs(1),
            "still serving 1 s after SIG{signal}"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    let mut answer = String::new();
    busy.set_read_timeout(Some(Duration::from_secs(2))).unwrap();
    let _ = busy.read_to_string(&mut answer);
    assert!(
        answer.starts_with("HTTP/1.1 503"),
        "SIG{signal}: the search in flight was answered {answer:?}"
    );
}

#[cfg(unix)]
#[test]
fn sigterm_stops_the_server_within_a_second_even_mid_search() {
    assert_signal_stops_the_server_gracefully("TERM");
}

#[cfg(unix)]
#[test]
fn regression_ctrl_c_on_serve_answers_the_searches_in_flight_as_sigterm_does() {
    assert_signal_stops_the_server_gracefully("INT");
}
