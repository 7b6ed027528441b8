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

mod api;
mod browser;
mod load;
mod socket;
