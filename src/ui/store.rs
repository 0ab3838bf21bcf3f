//! The app's state (which screen, lobby messages) and the flows that open, create and import games.
//!
//! The decisions that need no browser are plain functions here ([`relation`], [`meta_for`], seat
//! conversions); the browser is reached only through `crate::platform`.

use crate::engine::game::Status;
use crate::engine::link;
use crate::engine::record::{LoadError, Record};
use crate::platform::storage::StorageError;
use crate::engine::registry;
use crate::ui::table::Table;
use crate::engine::save::Saved;
use crate::platform::storage::{self, Listed, SaveFile, SaveMeta, SeatMode};
use crate::platform::{clock, seed};
use leptos::prelude::*;
use leptos::task::spawn_local;
use std::sync::Arc;

/// Seat id ("virunian") → where that seat is played; the form saves keep too.
pub type Seats = crate::engine::save::SeatModes;

/// A game ready to be shown.
pub struct OpenGame {
    /// Its save id (the key is `starshift.save.<id>`).
    pub id: String,
    pub table: Table,
    pub seats: Seats,
    /// Start behind the hand-over screen (a resumed pass-and-play game: who holds the device is unknown).
    pub cover: bool,
    /// A note to show once (e.g. "updated from the link", or a storage problem).
    pub notice: Option<Notice>,
    /// The save's own name, if it has one (a branch kept as a separate copy); kept by every autosave.
    pub name: Option<String>,
}

/// A game decoded from a link or a record that is not saved yet: which seats are on this device?
pub struct PendingGame {
    pub table: Table,
    /// "link" or "record".
    pub source: &'static str,
    pub suggested: Seats,
}

#[derive(Clone)]
pub enum Screen {
    Lobby,
    Game(Arc<OpenGame>),
    /// A game from a link or a record that no save holds: which seats this device plays. Drawn by the
    /// function it comes with (`lobby::choose_seats`), named from the tools' chunk like `Branch`'s.
    ChooseSeats(Arc<PendingGame>, fn(Arc<PendingGame>) -> AnyView),
    /// A link or record that branches from a saved game: which to keep. Drawn by the function it comes
    /// with ([`crate::ui::branch::branch_screen`]), which [`import_session`] names from the tools' chunk,
    /// so that the lobby's first load goes without it.
    Branch(Arc<BranchChoice>, fn(Arc<BranchChoice>) -> AnyView),
    /// A saved game, link or record being opened: its game's code is fetched first (issue 20). What it
    /// opens, e.g. "the game link".
    Opening(&'static str),
}

/// An incoming game that agrees with a saved one up to `common` actions and then goes another way.
pub struct BranchChoice {
    /// "link" or "record".
    pub source: &'static str,
    pub id: String,
    pub save: SaveFile,
    /// The saved game and the incoming one.
    pub mine: Table,
    pub theirs: Table,
    pub common: usize,
    /// The position where they part (none if it cannot be replayed).
    pub fork: Option<Status>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeKind {
    Info,
    Error,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub kind: NoticeKind,
    pub text: String,
}

impl Notice {
    pub fn info(text: impl Into<String>) -> Notice {
        Notice { kind: NoticeKind::Info, text: text.into() }
    }
    pub fn error(text: impl Into<String>) -> Notice {
        Notice { kind: NoticeKind::Error, text: text.into() }
    }
}

/// Shared by every screen through context.
#[derive(Clone, Copy)]
pub struct AppCtx {
    pub screen: RwSignal<Screen>,
    /// The lobby's message (a broken link, a failed load, a deleted game…).
    pub message: RwSignal<Option<Notice>>,
    /// Bumped whenever saves change, so the lobby re-reads the list.
    pub saves_rev: RwSignal<u32>,
}

impl AppCtx {
    /// Made once, by the app as it mounts: its signals belong to the app's reactive owner.
    #[allow(clippy::new_without_default)]
    pub fn new() -> AppCtx {
        AppCtx { screen: RwSignal::new(Screen::Lobby), message: RwSignal::new(None), saves_rev: RwSignal::new(0) }
    }
    pub fn to_lobby(self, message: Option<Notice>) {
        self.message.set(message);
        self.saves_rev.update(|r| *r += 1);
        self.screen.set(Screen::Lobby);
    }
    /// Leaves the lobby while `what` opens (its game's code may take a moment to fetch).
    pub fn opening(self, what: &'static str) {
        self.message.set(None);
        self.screen.set(Screen::Opening(what));
    }
    pub fn open(self, game: OpenGame) {
        self.message.set(None);
        self.screen.set(Screen::Game(Arc::new(game)));
    }
}

pub fn use_app() -> AppCtx {
    crate::ui::context::<AppCtx>()
}

// ----- seats ---------------------------------------------------------------------------------------------

/// The seats of a save: every seat of the game, played here unless the save says otherwise.
pub fn seats_from_meta(table: &Table, meta: &Seats) -> Seats {
    table.seats().into_iter().map(|id| (id.to_string(), meta.get(id).copied().unwrap_or(SeatMode::Local))).collect()
}

/// How many seats are played on this device.
pub fn local_count(seats: &Seats) -> usize {
    seats.values().filter(|&&m| m == SeatMode::Local).count()
}

// ----- saves ---------------------------------------------------------------------------------------------

pub fn meta_for(game: &str, scenario: &str, st: Status, seats: &Seats, name: Option<String>) -> SaveMeta {
    SaveMeta {
        game: game.to_string(),
        scenario: scenario.to_string(),
        seats: seats.clone(),
        turn: st.turn,
        phase: st.phase,
        result: st.result,
        updated_ms: clock::now_ms(),
        name,
    }
}

/// Saves `table` under `id`: its meta and its link (`engine::save`).
pub fn store_table(id: &str, table: &Table, seats: &Seats, name: Option<String>) -> Result<(), StorageError> {
    let meta = meta_for(table.game(), table.scenario(), table.status(), seats, name);
    storage::store(id, &meta, &link::text(&table.body(), None))
}

pub use crate::ui::fork::Relation;

/// How an incoming game (from a link or a file) stands to a saved one: another game unless the game,
/// scenario, options and seed are all the same; then by their actions ([`crate::ui::fork::relation`]),
/// compared as the link writes them.
pub fn relation(saved: &Table, incoming: &Table) -> Relation {
    crate::ui::fork::relation(saved.setup() == incoming.setup(), &saved.codes(), &incoming.codes())
}

/// A saved game an incoming one may belong to, replayed: its id, its save, the game.
pub struct Match {
    pub id: String,
    pub save: SaveFile,
    pub table: Table,
    pub relation: Relation,
}

/// The saved game an incoming one belongs to: one it continues, equals or trails (the furthest along),
/// else the one it branches from that shares the most actions with it. Only saves of the same game and
/// scenario are replayed to compare.
pub async fn find_match(saves: Vec<Listed>, incoming: &Table) -> Option<Match> {
    let mut found = Vec::new();
    for l in saves {
        let (id, save) = match l {
            Listed::Ok { id, save } => (id, save),
            // A save of the form written before (this runs in the tools' chunk, which reads JSON).
            Listed::Old { id, text } => match crate::engine::save::parse_json(&text) {
                Ok(save) => (id, save),
                Err(_) => continue,
            },
            _ => continue,
        };
        if save.meta.game != incoming.game() || save.meta.scenario != incoming.scenario() {
            continue;
        }
        if let Ok(table) = Table::open(&save).await {
            let relation = relation(&table, incoming);
            found.push(Match { id, save, table, relation });
        }
    }
    let (i, _) = crate::ui::fork::best(found.iter().enumerate().map(|(i, m)| (i, m.relation, m.table.actions())))?;
    Some(found.swap_remove(i))
}

// ----- flows ---------------------------------------------------------------------------------------------

/// Stores a new save and asks (once) for persistent storage. Returns the storage problem, if any.
fn store_new(id: &str, table: &Table, seats: &Seats, name: Option<String>) -> Option<Notice> {
    let r = store_table(id, table, seats, name);
    storage::request_persistence_once();
    r.err().map(|e| Notice::error(e.to_string()))
}

/// Starts a new game (once its code is loaded).
pub fn start_new(app: AppCtx, game: &str, scenario: &str, seats: Seats) {
    let seed = seed::random_u64();
    let (game, scenario) = (game.to_string(), scenario.to_string());
    spawn_local(async move {
        match Table::new(&game, &scenario, seed).await {
            Ok(table) => {
                let id = seed::random_id();
                let notice = store_new(&id, &table, &seats, None);
                app.open(OpenGame { id, table, seats, cover: false, notice, name: None });
            }
            Err(e) => app.message.set(Some(Notice::error(format!("The game could not be set up: {e}")))),
        }
    });
}

/// Continues a saved game (once its code is loaded).
pub fn continue_save(app: AppCtx, id: &str, save: SaveFile) {
    let id = id.to_string();
    app.opening("the saved game");
    spawn_local(async move {
        match Table::open(&save).await {
            Ok(table) => {
                let seats = seats_from_meta(&table, &save.meta.seats);
                let cover = local_count(&seats) > 1;
                app.open(OpenGame { id, table, seats, cover, notice: None, name: save.meta.name });
            }
            Err(e) => app.to_lobby(Some(Notice::error(format!("This saved game could not be loaded: {e}")))),
        }
    });
}

/// Confirms the seats of a pending (linked or imported) game: saves it as a new game and opens it.
pub fn adopt(app: AppCtx, pending: &PendingGame, seats: Seats) {
    let id = seed::random_id();
    let notice = store_new(&id, &pending.table, &seats, None);
    app.open(OpenGame { id, table: pending.table.clone(), seats, cover: false, notice, name: None });
}

/// A decoded game from a link or record: update the save it continues, open the save it matches, ask which
/// to keep when it branches from one, or ask for the seats of a new one. Never overwrites a different
/// game, and never saves a branch without asking.
pub async fn import_session(app: AppCtx, table: Table, source: &'static str) {
    let saves = storage::list().unwrap_or_default();
    let Some(Match { id, save, table: mine, relation }) = find_match(saves, &table).await else {
        let to_act = table.to_act();
        let suggested: Seats = table.seats().into_iter().map(|s| {
            let local = to_act.is_empty() || to_act.contains(&s);
            (s.to_string(), if local { SeatMode::Local } else { SeatMode::Remote })
        }).collect();
        app.message.set(None);
        let pending = Arc::new(PendingGame { table, source, suggested });
        return app.screen.set(Screen::ChooseSeats(pending, crate::ui::lobby::choose_seats));
    };
    let seats = seats_from_meta(&table, &save.meta.seats);
    let cover = local_count(&seats) > 1;
    let name = save.meta.name.clone();
    let (table, text) = match relation {
        Relation::Extends => {
            let added = table.actions() - mine.actions();
            let notice = match store_table(&id, &table, &seats, name.clone()) {
                Ok(()) => Notice::info(format!(
                    "Your saved game was brought up to date from the {source}: {added} new action(s)."
                )),
                Err(e) => Notice::error(e.to_string()),
            };
            app.saves_rev.update(|r| *r += 1);
            return app.open(OpenGame { id, table, seats, cover, notice: Some(notice), name });
        }
        Relation::Branch { common } => {
            let fork = table.status_after(common);
            app.message.set(None);
            let choice = BranchChoice { source, id, save, mine, theirs: table, common, fork };
            return app.screen.set(Screen::Branch(Arc::new(choice), crate::ui::branch::branch_screen));
        }
        Relation::Same => (table, format!("This {source} shows the position you already have saved.")),
        _ => (mine, format!("This {source} is older than your saved game; your saved game, which is further along, is shown.")),
    };
    app.open(OpenGame { id, table, seats, cover, notice: Some(Notice::info(text)), name });
}

/// [`import_session`] through the tools' chunk (`ui::tools`).
async fn import_later(app: AppCtx, table: Table, source: &'static str) {
    if let Some(tools) = crate::ui::tools::get(app).await {
        (tools.import)(app, table, source).await
    }
}

/// A branch set aside: the saved game opens unchanged.
pub fn keep_mine(app: AppCtx, b: &BranchChoice) {
    let seats = seats_from_meta(&b.mine, &b.save.meta.seats);
    let cover = local_count(&seats) > 1;
    let notice = Notice::info(format!("The {}'s branch was set aside: your game is unchanged.", b.source));
    let name = b.save.meta.name.clone();
    app.open(OpenGame { id: b.id.clone(), table: b.mine.clone(), seats, cover, notice: Some(notice), name });
}

/// The name of a branch kept as a separate copy: where it came from and where it parted.
pub fn branch_name(source: &str, fork: Option<&Status>) -> String {
    match fork {
        Some(st) => format!("Branch from a {source}, parted at {}, {}", crate::ui::game_turn(st.turn), st.phase),
        None => format!("Branch from a {source}"),
    }
}

/// A branch kept as a separate, named copy beside the saved game (which stays as it is); the copy opens.
pub fn keep_both(app: AppCtx, b: &BranchChoice) {
    let seats = seats_from_meta(&b.theirs, &b.save.meta.seats);
    let name = branch_name(b.source, b.fork.as_ref());
    let id = seed::random_id();
    let notice = store_new(&id, &b.theirs, &seats, Some(name.clone())).unwrap_or_else(|| {
        Notice::info(format!("Saved as a separate copy, \u{201c}{name}\u{201d}; your own game is unchanged in the lobby."))
    });
    app.saves_rev.update(|r| *r += 1);
    let cover = local_count(&seats) > 1;
    app.open(OpenGame { id, table: b.theirs.clone(), seats, cover, notice: Some(notice), name: Some(name) });
}

/// Opens link text (a URL, `#code` or bare code). On failure the lobby says why and no save is touched.
pub fn open_code(app: AppCtx, input: &str) {
    open_link(app, input, "link")
}

/// Opens link text that came as `source` ("link", or "record" for a file or pasted text).
fn open_link(app: AppCtx, input: &str, source: &'static str) {
    let code = link::code_from_input(input);
    if code.is_empty() {
        return app.to_lobby(Some(Notice::error("Paste a Starshift game link or code first.")));
    }
    let code = code.to_string();
    app.opening(if source == "link" { "the game link" } else { "the game record" });
    spawn_local(async move {
        match Table::decode_link(&code).await {
            Ok(table) => import_later(app, table, source).await,
            Err(e) if source == "link" => app.to_lobby(Some(Notice::error(format!("This game link could not be opened. {e}")))),
            Err(e) => app.to_lobby(Some(Notice::error(format!("This record could not be imported. {e}")))),
        }
    });
}

/// Imports a game from a file or pasted text: its link (what Starshift exports) or a JSON record (what
/// it exported before, and what the CLI writes).
pub fn import_record_text(app: AppCtx, text: &str) {
    if text.trim().is_empty() {
        return app.to_lobby(Some(Notice::error("Paste a game link or record, or choose a file first.")));
    }
    if !text.trim_start().starts_with('{') {
        return open_link(app, text, "record");
    }
    let text = text.to_string();
    app.opening("the game record");
    spawn_local(async move {
        if let Some(tools) = crate::ui::tools::get(app).await {
            (tools.import_json)(app, &text)
        }
    });
}

/// Imports a JSON record (through the tools' chunk, which holds the JSON reading: [`import_record_text`]).
pub fn import_json(app: AppCtx, text: &str) {
    let rec: Record = match serde_json::from_str(text) {
        Ok(r) => r,
        Err(e) => {
            let e = LoadError::Corrupt(e.to_string());
            return app.to_lobby(Some(Notice::error(format!("This record could not be imported. {e}"))));
        }
    };
    // A record's check is what tells it from an altered one (record::history_check); the app opens a
    // record with moves only with its check (a new game, with none, has nothing to verify). The CLI can
    // still replay one by hand (`--ignore-hash`).
    if rec.check.is_none() && !rec.actions.is_empty() {
        return app.to_lobby(Some(Notice::error(
            "This record could not be imported: it has moves but no check, so it cannot be told from an altered \
             record. Export the game again from the Starshift that plays it.",
        )));
    }
    app.opening("the game record");
    spawn_local(async move {
        match Table::replay(&rec).await {
            Ok(table) => import_later(app, table, "record").await,
            Err(e) => app.to_lobby(Some(Notice::error(format!("This record could not be imported. {e}")))),
        }
    });
}

/// Downloads a saved game as a file holding its link (`ui::export`). A save of the link form needs no
/// replay; one written before (a JSON record) is replayed first.
pub fn export_save(app: AppCtx, save: SaveFile) {
    spawn_local(async move {
        let body = match &save.game {
            Saved::Link(text) => link::payload(text).ok().filter(|p| !p.deflated).map(|p| p.bytes),
            Saved::Record(_) => None,
        };
        let body = match body {
            Some(b) => Ok(b),
            None => Table::open(&save).await.map(|t| t.body()).map_err(|e| e.to_string()),
        };
        let done = match body {
            Ok(body) => crate::ui::export::download(
                &crate::ui::export::file_name(&save.meta.game, save.meta.turn),
                &crate::ui::export::url(&body).await,
            ),
            Err(e) => Err(format!("This saved game could not be exported: {e}")),
        };
        if let Err(e) = done {
            app.message.set(Some(Notice::error(e)));
        }
    });
}

/// A game's and scenario's names for lists.
pub fn game_names(game: &str, scenario: &str) -> (String, String) {
    match registry::find(game) {
        Some(g) => (
            g.name.to_string(),
            g.scenarios.iter().find(|s| s.id == scenario).map(|s| s.name.to_string()).unwrap_or(scenario.into()),
        ),
        None => (game.to_string(), scenario.to_string()),
    }
}
