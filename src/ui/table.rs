//! The app's game table: a game of any kind on the table, and how the app reaches each game — through
//! per-game constructors behind a trait, built from the one list of games (`engine::registry`), so nothing
//! else in the app matches on a game's type. Each game's entry is a split point of the wasm: its code (rules
//! and screen) is a chunk of its own, fetched with its stylesheets the first time a game of that kind
//! opens (`scripts/split.mjs` cuts the chunks, and its loader fetches the stylesheets; issue 20). Seats
//! are named by their ids as in records ("virunian"); each game's own screen works with its typed session.

use crate::engine::bits::Code;
use crate::engine::game::{player, seat_id, About, Game, Status};
use crate::engine::link;
use crate::engine::record::{LoadError, Record, Session};
use crate::engine::save::{SaveFile, Saved};
use crate::engine::registry;
use crate::ui::game::{play, Screen};
use crate::ui::store::OpenGame;
use leptos::prelude::AnyView;
use std::sync::Arc;

/// What the lobby, the saves, links and the game screen need of a game in play, whatever the game.
pub trait Played: Send + Sync + 'static {
    fn game(&self) -> &'static str;
    fn scenario(&self) -> &str;
    /// Its link body (`link::body`): undeflated, the link text a save keeps (`engine::save`).
    fn body(&self) -> Vec<u8>;
    /// Its game, scenario, options and seed as a link writes them (`link::setup`): equal for two copies
    /// of one game.
    fn setup(&self) -> Vec<u8>;
    /// Each action with its seat as a link writes it (`Entry::code`): equal codes are equal actions in
    /// games of the same setup.
    fn codes(&self) -> Vec<Code>;
    /// How many actions it holds.
    fn actions(&self) -> usize;
    /// The status after its first `n` actions (where two copies of a game part), if they replay.
    fn status_after(&self, n: usize) -> Option<Status>;
    fn status(&self) -> Status;
    /// The ids of the seats that play in this game's scenario, in the game's order.
    fn seats(&self) -> Vec<&'static str>;
    /// The ids of the seats that may act now.
    fn to_act(&self) -> Vec<&'static str>;
    /// Each action from the `from`-th on: the id of its seat and its events' log lines, as `viewer` (a seat
    /// id, or none for a spectator) may read them.
    fn acts_from(&self, from: usize, viewer: Option<&str>) -> Vec<(&'static str, Vec<String>)>;
    /// The game screen.
    fn screen(&self, open: &OpenGame) -> AnyView;
}

impl<G: Screen> Played for Session<G> {
    fn game(&self) -> &'static str {
        G::ID
    }
    fn scenario(&self) -> &str {
        &self.scenario
    }
    fn body(&self) -> Vec<u8> {
        link::body(self)
    }
    fn setup(&self) -> Vec<u8> {
        link::setup(G::ID, &self.scenario, &self.options, self.seed)
    }
    fn codes(&self) -> Vec<Code> {
        self.history.iter().map(|e| e.code.clone()).collect()
    }
    fn actions(&self) -> usize {
        self.history.len()
    }
    fn status_after(&self, n: usize) -> Option<Status> {
        Some(self.first(n).ok()?.status())
    }
    fn status(&self) -> Status {
        Session::status(self)
    }
    fn seats(&self) -> Vec<&'static str> {
        G::seats_of(&self.scenario).iter().map(|&s| seat_id::<G>(s)).collect()
    }
    fn to_act(&self) -> Vec<&'static str> {
        G::to_act(&self.state).into_iter().map(seat_id::<G>).collect()
    }
    fn acts_from(&self, from: usize, viewer: Option<&str>) -> Vec<(&'static str, Vec<String>)> {
        let viewer = viewer.and_then(|v| G::seats().iter().copied().find(|&s| seat_id::<G>(s) == v));
        let acts = self.history.iter().skip(from);
        acts.map(|e| (seat_id::<G>(e.seat), e.events.iter().map(|ev| G::describe_in(&self.state, ev, viewer)).collect())).collect()
    }
    fn screen(&self, open: &OpenGame) -> AnyView {
        // Replayed rather than copied (`Session::first`); what replayed once replays again.
        match self.first(self.history.len()) {
            Ok(session) => play::<G>(open, session),
            Err(e) => crate::ui::game::unopened(e),
        }
    }
}

/// A game on the table.
#[derive(Clone)]
pub struct Table(Arc<dyn Played>);

impl std::ops::Deref for Table {
    type Target = dyn Played;
    fn deref(&self) -> &(dyn Played + 'static) {
        &*self.0
    }
}

/// One game's constructors, and its help, which holds its scenarios' description cards (they come with
/// its code or its help's, not in the first load): its entry in the app's game table.
#[derive(Clone, Copy)]
struct Entry {
    new: fn(&str, u64) -> Result<Table, String>,
    /// A version 3 link body.
    decode: fn(&[u8]) -> Result<Table, LoadError>,
    help: fn() -> crate::ui::help::GameHelp,
}

/// A game's readers of records (JSON) and links of earlier formats (versions 1 and 2, whose options and
/// checks are JSON), in the `legacy` chunk ([`legacy_table`]), so that no game's code holds JSON.
#[derive(Clone, Copy)]
struct Legacy {
    replay: fn(&Record) -> Result<Table, LoadError>,
    decode: fn(u8, &[u8]) -> Result<Table, LoadError>,
}

impl Legacy {
    fn of<G: Screen>() -> Legacy {
        Legacy {
            replay: |rec| Session::<G>::from_record(rec).map(table),
            decode: |version, body| link::decode_body::<G>(version, body).map(table),
        }
    }
}

/// Each game's [`Legacy`].
macro_rules! legacy_of {
    ($($(#[$attr:meta])* $folder:ident :: $game:ident),* $(,)?) => {
        fn legacy_of(game: &str) -> Option<Legacy> {
            $($(#[$attr])* {
                if game == <crate::engine::$folder::$game as Game>::ID {
                    return Some(Legacy::of::<crate::engine::$folder::$game>());
                }
            })*
            None
        }
    };
}

crate::every_game!(legacy_of);

/// The split point of the readers of earlier formats: one chunk (`legacy`, fetched when an old record
/// or link first opens; `tests/bench.sh` counts it in no cold weight) for every game, so that no game's
/// code holds JSON.
#[leptos::wasm_split::wasm_split(legacy, wasm_split_path = leptos::wasm_split, fallible)]
fn legacy_table() -> Result<fn(&str) -> Option<Legacy>, Unfetched> {
    Ok(legacy_of)
}

/// `game`'s [`Legacy`], its chunk fetched first.
async fn legacy(game: &str) -> Result<Legacy, LoadError> {
    let of = legacy_table().await.map_err(|_| LoadError::Unavailable)?;
    of(game).ok_or_else(|| LoadError::UnknownGame(game.to_string()))
}

fn table<G: Screen>(s: Session<G>) -> Table {
    Table(Arc::new(s))
}

fn new<G: Screen>(scenario: &str, seed: u64) -> Result<Table, String> {
    Session::<G>::new(scenario, G::new_options(), seed).map(table)
}

fn decode<G: Screen>(body: &[u8]) -> Result<Table, LoadError> {
    link::decode_v3::<G>(body).map(table)
}

impl Entry {
    const fn of<G: Screen>() -> Entry {
        Entry { new: new::<G>, decode: decode::<G>, help: G::game_help }
    }
}

/// A chunk could not be fetched (offline before it was ever used, or a server gone).
#[derive(Clone, Copy)]
pub(crate) struct Unfetched;

impl Unfetched {
    /// What the lobby says when a part of the app could not be fetched.
    pub(crate) fn notice() -> crate::ui::store::Notice {
        crate::ui::store::Notice::error(
            "This part of Starshift could not be fetched: it loads the first time it is used. Check the \
             connection and try again.",
        )
    }
}

impl From<leptos::wasm_split::SplitLoaderError> for Unfetched {
    fn from(_: leptos::wasm_split::SplitLoaderError) -> Self {
        Unfetched
    }
}

/// The entry of `game`: each game's engine type, which must be a `Screen` (its UI folder, `ui::<folder>`).
macro_rules! entry_of {
    ($($(#[$attr:meta])* $folder:ident :: $game:ident),* $(,)?) => {
        /// The entry of `game`, its chunk fetched first (once): `None` for a game this app does not play.
        async fn entry(game: &str) -> Option<Result<Entry, LoadError>> {
            $($(#[$attr])* {
                #[allow(unused_imports)]
                use crate::ui::$folder as _;
                if game == <crate::engine::$folder::$game as Game>::ID {
                    // The split point: everything only this reaches goes into the game's chunk.
                    #[leptos::wasm_split::wasm_split($folder, wasm_split_path = leptos::wasm_split, fallible)]
                    fn load() -> Result<Entry, Unfetched> {
                        Ok(Entry::of::<crate::engine::$folder::$game>())
                    }
                    // Its stylesheets, every game's screen's and its own, come with it (scripts/split.mjs).
                    return Some(load().await.map_err(|_| LoadError::Unavailable));
                }
            })*
            None
        }
    };
}

crate::every_game!(entry_of);

/// A player's name as a sentence needs it: "the Virunian Player", but "Player 1" and "Bidder B".
pub fn the(player: &str) -> String {
    if player.ends_with(" Player") {
        format!("the {player}")
    } else {
        player.to_string()
    }
}

/// The player of seat `id` of `game` in words (the id itself for a game or seat the registry lacks).
pub fn player_named(game: &str, id: &str) -> String {
    registry::find(game).map_or(id.to_string(), |g| g.player(id))
}

/// "Virunian Player", "Player 1".
pub fn player_of<G: Game>(seat: G::Seat) -> String {
    player::<G>(seat).to_string()
}

impl Table {
    /// A new game of `game`.
    pub async fn new(game: &str, scenario: &str, seed: u64) -> Result<Table, String> {
        let e = entry(game).await.ok_or_else(|| format!("Starshift cannot play \"{game}\" yet."))?;
        (e.map_err(|e| e.to_string())?.new)(scenario, seed)
    }

    /// Starts fetching `game`'s code (its chunk and stylesheets), for a flow that will need it.
    pub fn fetch_ahead(game: &str) {
        let game = game.to_string();
        leptos::task::spawn_local(async move {
            let _ = entry(&game).await;
        });
    }

    /// Replays a record (JSON, of any format) of any game the app plays.
    pub async fn replay(rec: &Record) -> Result<Table, LoadError> {
        entry(&rec.game).await.ok_or_else(|| LoadError::UnknownGame(rec.game.clone()))??;
        (legacy(&rec.game).await?.replay)(rec)
    }

    /// Decodes link text of any game the app plays, inflated by the browser (`platform::deflate`).
    pub async fn decode_link(code: &str) -> Result<Table, LoadError> {
        use crate::platform::deflate::{inflate, InflateError};
        let p = link::payload(code)?;
        let body = match p.deflated {
            false => p.bytes,
            true => inflate(&p.bytes, link::MAX_BODY_BYTES).await.map_err(|e| match e {
                InflateError::TooLarge => link::inflate_error(true),
                InflateError::Corrupt => link::inflate_error(false),
                InflateError::Unsupported => LoadError::Unsupported,
            })?,
        };
        let game = link::game_of_body(&body)?;
        let e = entry(&game).await.ok_or_else(|| LoadError::UnknownGame(game.clone()))??;
        if p.version >= 3 {
            return (e.decode)(&body);
        }
        (legacy(&game).await?.decode)(p.version, &body)
    }

    /// The game a save holds, replayed.
    pub async fn open(save: &SaveFile) -> Result<Table, LoadError> {
        match &save.game {
            Saved::Link(text) => Table::decode_link(text).await,
            Saved::Record(rec) => Table::replay(rec).await,
        }
    }

    /// The description card of `game`'s `scenario` (`Game::about`), its game's code and help fetched
    /// first; what could not be fetched, if anything.
    pub async fn about(game: &str, scenario: &str) -> Result<Option<About>, String> {
        let e = entry(game).await.unwrap_or_else(|| Err(LoadError::UnknownGame(game.to_string()))).map_err(|e| e.to_string())?;
        let whole = (e.help)().whole().await.ok_or(
            "The scenario\u{2019}s description could not be fetched: Starshift loads it the first time it is opened. \
             Check the connection and try again.",
        )?;
        Ok((whole.about)(scenario))
    }

    /// "Virunian Player", for a seat id.
    pub fn player(&self, id: &str) -> String {
        player_named(self.game(), id)
    }
}
