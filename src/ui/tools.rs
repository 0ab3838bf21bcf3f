//! The lobby's tools that its first load goes without: reading JSON (saves of the form written before,
//! records), backing up and restoring every saved game, and
//! taking a game from a link or a record file into the saves (`store::import_session`), with the two
//! screens that flow may ask on (which seats this device plays, which branch to keep: `Screen::ChooseSeats`
//! and `Screen::Branch` carry the function that draws them, named from here). They are a wasm
//! chunk of their own (issue 20, `scripts/split.mjs`), fetched the first time one is used; the service
//! worker keeps it for offline use like every other chunk.

use crate::engine::save::{SaveFile, Unread};
use crate::ui::store::AppCtx;
use crate::ui::table::{Table, Unfetched};
use leptos::prelude::Set;
use std::future::Future;
use std::pin::Pin;

/// The tools, reached through this table so that nothing in the first load calls their code directly.
#[derive(Clone, Copy)]
pub struct Tools {
    /// Downloads every saved game as one file (`backup::back_up`).
    pub back_up: fn(AppCtx),
    /// Reads a backup file and merges it into the saves (`backup::restore`).
    pub restore: fn(AppCtx, crate::platform::files::File),
    /// Reads a save of the form written before, JSON (`engine::save::parse_json`).
    pub read_old: fn(&str) -> Result<SaveFile, Unread>,
    /// Reads a save's log notes of the form written before, JSON (`platform::notes`).
    pub read_notes: fn(&str) -> Vec<(usize, String)>,
    /// Imports a JSON record (`store::import_json`).
    pub import_json: fn(AppCtx, &str),
    /// Takes a decoded game from a link or a record into the saves (`store::import_session`).
    pub import: Import,
    /// Downloads a saved game as a file of its link (`store::export_save`).
    pub export_save: fn(AppCtx, SaveFile),
    /// Downloads the text of a save that cannot be opened, so that nothing is lost ([`download_text`]).
    pub download_text: fn(AppCtx, &str, &str),
}

/// [`Tools::import`]: the import runs until the game is in the saves (it may ask which seats are here).
pub type Import = fn(AppCtx, Table, &'static str) -> Pin<Box<dyn Future<Output = ()>>>;

/// The split point: everything only this reaches goes into the tools' chunk.
#[leptos::wasm_split::wasm_split(tools, wasm_split_path = leptos::wasm_split, fallible)]
fn load() -> Result<Tools, Unfetched> {
    Ok(Tools {
        back_up: crate::ui::backup::back_up,
        restore: crate::ui::backup::restore,
        read_old: crate::engine::save::parse_json,
        import_json: crate::ui::store::import_json,
        read_notes: |text| serde_json::from_str(text).unwrap_or_default(),
        import: |app, table, source| Box::pin(crate::ui::store::import_session(app, table, source)),
        export_save: crate::ui::store::export_save,
        download_text,
    })
}

/// Downloads `text` as file `name`; a failure is said in the lobby.
fn download_text(app: AppCtx, name: &str, text: &str) {
    if let Err(e) = crate::platform::files::download(name, text, "text/plain") {
        app.message.set(Some(crate::ui::store::Notice::error(e)));
    }
}

/// Runs `then` with the tools from a lobby button, their chunk fetched first (once).
pub fn run(app: AppCtx, then: Box<dyn FnOnce(Tools)>) {
    leptos::task::spawn_local(async move {
        if let Some(tools) = get(app).await {
            then(tools)
        }
    })
}

/// The tools, their chunk fetched first (once), or `None`: for what can wait (a game's old notes).
pub async fn try_get() -> Option<Tools> {
    load().await.ok()
}

/// The tools, their chunk fetched first (once). If it cannot be fetched the lobby opens and says why.
pub async fn get(app: AppCtx) -> Option<Tools> {
    match load().await {
        Ok(t) => Some(t),
        Err(Unfetched) => {
            app.to_lobby(Some(Unfetched::notice()));
            None
        }
    }
}
