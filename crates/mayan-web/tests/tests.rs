//! The web crate's integration tests: the API in process, over a socket, and (ignored unless asked for) in a browser.

mod api;
mod browser;
mod load;
mod socket;
