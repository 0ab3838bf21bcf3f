//! The games Starshift knows, from the one list of games ([`every_game!`](crate::every_game)). A record's or
//! link's `game` id picks one.

use super::game::{Game, ScenarioInfo, SeatInfo};

/// **The one list of games.** Each entry is a game's folder (the same name under `src/engine/` and
/// `src/ui/`) and its type, which implements [`Game`] (and, in the app, `ui::game::Screen`). Everything
/// that needs every game expands this list: [`games`] and [`visit`] here (so the lobby, the CLI and the
/// link header's game id), and the app's game table (`ui::table`). Adding a game is one entry here
/// (docs/adding-a-game.md); a game that leaves out a part of the contract does not build. An entry may
/// carry a `#[cfg]`: the test game is in native builds (tests, the CLI) and in the app only when built with
/// the `test-game` feature (the browser tests' build), so players' downloads do not carry it.
#[macro_export]
macro_rules! every_game {
    ($then:ident) => {
        $then! {
            stargate::StarGate,
            deltavee::DeltaVee,
            outreach::Outreach,
            starforce::StarForce,
            #[cfg(any(not(target_arch = "wasm32"), feature = "test-game"))] bids::Bids,
        }
    };
}

#[derive(Clone, Copy, Debug)]
pub struct GameInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub scenarios: &'static [ScenarioInfo],
    /// The seats in the game's order: ids as in records, and players in words.
    pub seats: &'static [SeatInfo],
    /// Offered in the lobby (false for a test game).
    pub listed: bool,
    /// What a preview plays and lacks ([`Game::PREVIEW`]).
    pub preview: Option<&'static str>,
    /// What a link holds beyond what players may see ([`Game::LINK_TRUST`]).
    pub link_trust: Option<&'static str>,
    /// The seats that play in a scenario ([`Game::seats_of`]).
    pub seats_of: fn(&str) -> Vec<SeatInfo>,
}

fn seats_in<G: Game>(scenario: &str) -> Vec<SeatInfo> {
    G::seats_of(scenario).iter().map(|&s| G::SEAT_INFO[super::game::seat_index::<G>(s)]).collect()
}

impl GameInfo {
    fn of<G: Game>() -> GameInfo {
        GameInfo { id: G::ID, name: G::NAME, scenarios: G::scenarios(), seats: G::SEAT_INFO, listed: G::LISTED, preview: G::PREVIEW, link_trust: G::LINK_TRUST, seats_of: seats_in::<G> }
    }

    /// The player of seat `id` in words (the id itself for a seat the game lacks).
    pub fn player(&self, id: &str) -> String {
        self.seats.iter().find(|s| s.id == id).map_or(id.to_string(), |s| s.player.to_string())
    }
}

macro_rules! infos {
    ($($(#[$attr:meta])* $folder:ident :: $game:ident),* $(,)?) => {{
        let mut games = Vec::new();
        $($(#[$attr])* games.push(GameInfo::of::<super::$folder::$game>());)*
        games
    }};
}

/// Every playable game, in the list's order.
// Pushed one by one (`infos`): an entry may be left out of the build (its attributes, e.g. `cfg`).
#[allow(clippy::vec_init_then_push)]
pub fn games() -> Vec<GameInfo> {
    crate::every_game!(infos)
}

pub fn find(id: &str) -> Option<GameInfo> {
    games().into_iter().find(|g| g.id == id)
}

/// Something done for whichever game an id names, written once for every game (the CLI's commands).
pub trait Visit {
    type Out;
    fn visit<G: Game>(self) -> Self::Out;
}

macro_rules! visit_one {
    ($id:ident, $v:ident; $($(#[$attr:meta])* $folder:ident :: $game:ident),* $(,)?) => {
        $($(#[$attr])* if $id == <super::$folder::$game as Game>::ID {
            return Some($v.visit::<super::$folder::$game>());
        })*
    };
}

macro_rules! visit_all {
    ($($list:tt)*) => {
        pub fn visit<V: Visit>(id: &str, v: V) -> Option<V::Out> {
            visit_one!(id, v; $($list)*);
            None
        }
    };
}

crate::every_game!(visit_all);
