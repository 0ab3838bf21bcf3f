//! Browser adapters: the only code that touches the browser. Each is thin and named; the logic that can be
//! tested without a browser lives in the engine (records, links) or in plain functions of `ui::store`.
//! They know no game and no UI type (`tests/engine/layers.rs`; docs/design.md, "Layers").
//!
//! - `storage`: saved games in `localStorage` (one key per game) and the persistence request.
//! - `fragment`: the URL fragment that carries a shared game, and its changes.
//! - `seed`: random seeds and save ids, and seals' salts (cryptographic source only).
//! - `clipboard`: copying a link.
//! - `deflate`: a link's compression, by the browser's CompressionStream.
//! - `share`: the system share sheet and mail, for a link.
//! - `files`: downloading and reading record files.
//! - `clock`: the time, for "last played".
//! - `offline`: the service worker (the app offline) and the new-version signal.
//! - `resize`: an element's size changes (`ResizeObserver`).
//! - `motion`: the reader's prefers-reduced-motion, and element animations (Web Animations).
//! - `dom`: conversions between DOM types (an event's target as an element).
//! - `secrets`: sealed choices (opaque bytes per game and seat) kept on this device until opened.
//! - `notes`: notes for a save's event log kept on this device (an undo made with consent).
//! - `prefs`: play settings kept on this device (phases ending by themselves, asking before what cannot be undone).

pub mod clipboard;
pub mod clock;
pub mod deflate;
pub mod dom;
pub mod files;
pub mod fragment;
pub mod motion;
pub mod notes;
pub mod offline;
pub mod prefs;
pub mod resize;
pub mod secrets;
pub mod seed;
pub mod share;
pub mod storage;
