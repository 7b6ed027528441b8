//! The JSON Schema tests of the `mayan` binary: every `--json` output
//! against its schema in `docs/schema/` (docs/json.md). The crate has no
//! code of its own; its tests are in `tests/`, in a crate of their own so
//! that their validator is built only for them.
#![deny(missing_docs)]
