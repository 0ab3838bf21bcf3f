//! Browser adapters: the only code that touches the browser. Each is thin and named; the logic that can be
//! tested without a browser lives in the engine (records, links) or in plain functions of `ui::store`.
//!
//! - `storage`: saved games in `localStorage` (one key per game) and the persistence request.
//! - `fragment`: the URL fragment that carries a shared game.
//! - `seed`: random seeds and save ids from `crypto.getRandomValues`.
//! - `clipboard`: copying a link.
//! - `files`: downloading and reading record files.
//! - `clock`: the time, for "last played".
//! - `offline`: the service worker (the app offline) and the new-version signal.
//! - `secrets`: sealed choices (opaque bytes per game and seat) kept on this device until opened.

pub mod clipboard;
pub mod clock;
pub mod files;
pub mod fragment;
pub mod offline;
pub mod secrets;
pub mod seed;
pub mod storage;
