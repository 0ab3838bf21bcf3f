//! The lobby's ways into a game — start a new one, continue a save, open a link, import a record or a
//! file: a split point (`flows`, issue 20), fetched on the first such action (beside the game's own
//! chunk, when the game is known), so that the lobby's first load holds only what it shows. The flows
//! themselves are in `ui::store`. Every way into a game passes through here, so their code comes with the
//! chunk every game shares (scripts/split.mjs, `WASM_SPLIT_WITH_ALL`), not as files of their own.
//! Exporting a save and downloading one that cannot be opened lead into no game: they are the tools'
//! (`ui::tools`), out of that chunk.

use crate::engine::save::SaveFile;
use crate::platform::files;
use crate::ui::store::{self, AppCtx, Notice, Seats};
use crate::ui::table::{Table, Unfetched};
use leptos::prelude::Set;

/// The flows, reached through this table so that nothing in the first load calls their code directly.
#[derive(Clone, Copy)]
pub struct Flows {
    /// `store::start_new`: game, scenario, seats.
    pub start_new: fn(AppCtx, &str, &str, Seats),
    /// `store::continue_save`: the save's id and the save.
    pub continue_save: fn(AppCtx, &str, SaveFile),
    /// `store::open_code`: link text (a URL, `#code` or a bare code).
    pub open_code: fn(AppCtx, &str),
    /// `store::import_record_text`: a file's or pasted text (a link or a JSON record).
    pub import_record_text: fn(AppCtx, &str),
    /// [`import_file`].
    pub import_file: fn(AppCtx, files::File),
}

/// The split point: everything only this reaches goes into the flows' chunk.
#[leptos::wasm_split::wasm_split(flows, wasm_split_path = leptos::wasm_split, fallible)]
fn load() -> Result<Flows, Unfetched> {
    Ok(Flows {
        start_new: store::start_new,
        continue_save: store::continue_save,
        open_code: store::open_code,
        import_record_text: store::import_record_text,
        import_file,
    })
}

/// Imports the chosen file as `store::import_record_text` does pasted text; a file that cannot be read
/// takes the player back to the lobby, which says why.
fn import_file(app: AppCtx, file: files::File) {
    leptos::task::spawn_local(async move {
        match files::read_text(file).await {
            Ok(text) => store::import_record_text(app, &text),
            Err(e) => app.to_lobby(Some(Notice::error(e))),
        }
    });
}

/// Runs `then` with the flows, their chunk fetched first (once); `game`'s chunk, when the flow's game is
/// known, is fetched at the same time. A flow that leaves the lobby at once (`opening`: what it opens)
/// shows so while the chunk comes, and if it cannot be fetched the lobby says why; one that stays in the
/// lobby until its game is set up (a new game, an export) says why there, its forms as they were.
pub fn run(app: AppCtx, game: Option<&str>, opening: Option<&'static str>, then: Box<dyn FnOnce(Flows)>) {
    if let Some(game) = game {
        Table::fetch_ahead(game);
    }
    if let Some(what) = opening {
        app.opening(what);
    }
    leptos::task::spawn_local(async move {
        match load().await {
            Ok(flows) => then(flows),
            Err(Unfetched) if opening.is_some() => app.to_lobby(Some(Unfetched::notice())),
            Err(Unfetched) => app.message.set(Some(Unfetched::notice())),
        }
    });
}
