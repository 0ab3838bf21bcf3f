//! The game contract every Starshift game implements, and the small typed errors at its boundary.
//!
//! A game is `setup(scenario, options, seed) → State`, `view(&State, seat) → View` (what that seat may see,
//! the prompt and the complete list of legal actions) and `apply(&mut State, seat, Action)` returning the
//! events that happened or a [`Refusal`] that names the rule case and leaves the state untouched.

use super::bits::{BitReader, BitWriter};
use super::hex::Hex;
use super::seal::Commitment;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;

/// Scenario options, by name, each a word (`"rules": "full"`). Empty for games and scenarios without options.
/// Records write them as a JSON object of strings; links of version 3 as pairs of strings.
pub type Options = super::named::Named<String>;

/// The options of one `name` set to `value`.
pub fn one_option(name: &str, value: &str) -> Options {
    let mut o = Options::new();
    o.insert(name.to_string(), value.to_string());
    o
}

/// Why an action was refused. The state is untouched.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Refusal {
    pub kind: RefusalKind,
    /// The rule case, e.g. "StarGate 7.0"; empty when no rule is involved (e.g. game over).
    pub case: String,
    /// A sentence for the player.
    pub message: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum RefusalKind {
    /// The game has ended.
    GameOver,
    /// This seat may not act now.
    NotYourTurn,
    /// The action is not allowed by the rules here and now.
    Illegal,
}

impl Refusal {
    pub fn illegal(case: &str, message: impl Into<String>) -> Refusal {
        Refusal { kind: RefusalKind::Illegal, case: case.to_string(), message: message.into() }
    }
    pub fn not_your_turn(message: impl Into<String>) -> Refusal {
        Refusal { kind: RefusalKind::NotYourTurn, case: String::new(), message: message.into() }
    }
    pub fn game_over() -> Refusal {
        Refusal { kind: RefusalKind::GameOver, case: String::new(), message: "The game is over.".into() }
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.case.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "{} ({})", self.message, self.case)
        }
    }
}

/// A seat of a game: its id in records and links (the seat type's serde name, checked by a test) and its
/// player in words ("Virunian Player", "Player 1"). Seats are N (1–6); the shell colours them by index.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct SeatInfo {
    pub id: &'static str,
    pub player: &'static str,
}

/// The most seats a game may have.
pub const MAX_SEATS: usize = 6;

/// A scenario a game offers.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct ScenarioInfo {
    pub id: &'static str,
    pub name: &'static str,
}

/// Where a game stands, for lists of saved games and the turn indicator.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Status {
    pub turn: u32,
    /// The current step of the sequence of play, named like the rulebook.
    pub phase: String,
    /// Set once the game is over: who won and why.
    pub result: Option<String>,
}

/// One player's victory condition and how far it is (issue 16 point 7's tracker), as a seat may know it:
/// `have` of `of` (a met condition has `have >= of`). A player with several ways to win has one goal each.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Goal {
    /// The player whose condition it is ("Virunian Player", "Player 1").
    pub player: &'static str,
    /// What it needs, in words ("Coalition units lost").
    pub needs: String,
    pub have: u32,
    pub of: u32,
    /// The rule case, e.g. "12.1".
    pub case: &'static str,
}

/// A scenario's description card (issue 16 point 7), in our own words with the cases cited: never the
/// rulebook's sentences.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct About {
    /// Who starts where, with what.
    pub setup: &'static str,
    /// What this scenario adds to or changes in the rules.
    pub rules: &'static str,
    /// What each player needs to win (the tracker shows how far each is: [`Game::goals`]).
    pub victory: &'static str,
    /// How long it lasts.
    pub length: &'static str,
}

/// Where an event happened, as one seat may know it: the hexes and units its log entry shows on the map.
/// Unit keys are the game's own (StarGate's unit ids; DeltaVee's `known::unit_mark`); a board finds the
/// units in its view. Decided as data, like the words of [`Game::describe`], from what the seat may know.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Marks {
    pub hexes: Vec<Hex>,
    pub units: Vec<u32>,
}

impl Marks {
    pub fn is_empty(&self) -> bool {
        self.hexes.is_empty() && self.units.is_empty()
    }
}

pub trait Game {
    /// The id used in records and links, e.g. "stargate".
    const ID: &'static str;
    const NAME: &'static str;
    type Seat: Copy + Eq + Ord + Debug + Serialize + DeserializeOwned + 'static;
    type Action: Clone + Eq + Debug + Serialize + DeserializeOwned;
    type Event: Clone + Debug + Serialize;
    type State: Clone + Debug + Serialize;
    type View: Clone + Debug + Serialize;

    fn scenarios() -> &'static [ScenarioInfo];
    /// Whether the lobby offers it (a test game is opened by link or record only).
    const LISTED: bool = true;
    /// For a game offered before all its rules are played: what the lobby says is played and what is
    /// missing, so nothing pretends to be the whole game. `None` for a complete game.
    const PREVIEW: Option<&'static str> = None;
    /// What a link of this game holds beyond what its players may see, said beside the seed's trust where
    /// a seat is set to remote play (docs/design.md, "What link play trusts"). `None`: nothing more.
    const LINK_TRUST: Option<&'static str> = None;
    /// The seats in order (1 to [`MAX_SEATS`]).
    fn seats() -> &'static [Self::Seat];
    /// The seats that play in `scenario` (all of them unless the game seats fewer in some scenarios).
    fn seats_of(_scenario: &str) -> &'static [Self::Seat] {
        Self::seats()
    }
    /// Each seat's id and player, in the order of [`Game::seats`].
    const SEAT_INFO: &'static [SeatInfo];
    fn seat_name(seat: Self::Seat) -> &'static str;

    fn setup(scenario: &str, options: &Options, seed: u64) -> Result<Self::State, String>;
    /// The options of a game started in the lobby: none, unless the game's full rules are an option that
    /// its older records do without (Outreach's `"rules": "full"`).
    fn new_options() -> Options {
        Options::new()
    }
    /// Seats that may act now, in a fixed order (empty once the game is over).
    fn to_act(state: &Self::State) -> Vec<Self::Seat>;
    /// Every legal action of `seat` now, in a stable order (the link codec relies on it).
    fn legal_actions(state: &Self::State, seat: Self::Seat) -> Vec<Self::Action>;
    fn view(state: &Self::State, seat: Self::Seat) -> Self::View;
    fn apply(state: &mut Self::State, seat: Self::Seat, action: &Self::Action) -> Result<Vec<Self::Event>, Refusal>;
    /// A die roll or a reveal of hidden information: undo may not cross it.
    fn blocks_undo(event: &Self::Event) -> bool;
    /// Whether the action ends its step or phase: exactly the kinds named `end_…`
    /// ([`ask::ends_step`](super::ask::ends_step), checked by a test over every game's legal actions). The
    /// shell ends a phase by itself when that is the only action open (issue 16). None by default.
    fn ends_step(_action: &Self::Action) -> bool {
        false
    }
    /// The event in words for the log, with its rule case, as `seat` may know it (`None`: a spectator, who
    /// knows only what is public). What the seat may know of the event is decided first, as data (e.g.
    /// DeltaVee's `known::seen`), and the words are made from that alone: never redacted afterwards.
    fn describe(event: &Self::Event, seat: Option<Self::Seat>) -> String;
    /// [`Game::describe`] in a log that has reached `state` (the state after the event, or any later one),
    /// for games whose events name units by key and whose state keeps their names (StarForce). The app's
    /// log calls this; the default is `describe`.
    fn describe_in(_state: &Self::State, event: &Self::Event, seat: Option<Self::Seat>) -> String {
        Self::describe(event, seat)
    }
    /// Where the event happened as `seat` may know it (`None`: a spectator): the hexes and units its log
    /// entry shows on the map. Decided from the same knowledge as [`Game::describe`], never more.
    fn marks(_event: &Self::Event, _seat: Option<Self::Seat>) -> Marks {
        Marks::default()
    }
    /// Whether the event is a result the shell shows in its result banner until the next action (e.g. an
    /// approach or combat result); its words are [`Game::describe`]'s for the viewing seat.
    fn is_result(_event: &Self::Event) -> bool {
        false
    }
    fn status(state: &Self::State) -> Status;

    /// Writes an action (legal in `state`) compactly for links; the link writes the acting seat before it
    /// (`link::put_seat`). Once released, an encoding must stay readable forever: add new forms, never
    /// change old ones.
    fn write_action(state: &Self::State, action: &Self::Action, out: &mut BitWriter);
    /// Reads what `write_action` wrote; `None` for bits that are no action. Legality is the rules' job.
    fn read_action(state: &Self::State, input: &mut BitReader) -> Option<Self::Action>;

    // Sealed choices (`engine::seal`). A game without secret simultaneous choices keeps the defaults.

    /// The action by which `seat` seals `choice` (the game's own bytes for one of the choices the current
    /// step offers it) under `salt`, with its commitment; `None` when the step asks no seal of `seat` or
    /// `choice` is not one it may make. The app keeps choice and salt on the chooser's device.
    fn seal(_state: &Self::State, _seat: Self::Seat, _choice: &[u8], _salt: u64) -> Option<(Commitment, Self::Action)> {
        None
    }
    /// The commitment the current step asks `seat` to open now, if any: the app opens a seat played on
    /// its device by itself, with the choice and salt it kept.
    fn to_open(_state: &Self::State, _seat: Self::Seat) -> Option<Commitment> {
        None
    }
    /// The action by which `seat` opens its sealed `choice` with its `salt` (checked by `apply`).
    fn open(_state: &Self::State, _seat: Self::Seat, _choice: &[u8], _salt: u64) -> Option<Self::Action> {
        None
    }

    /// The in-game help (`engine::help`): every rule case the game's code cites, in our own words, with
    /// the tables it uses, and every table of the game with its values' provenance. Default: none.
    fn help() -> super::help::Help {
        super::help::Help::NONE
    }
    /// The help's cases' ids and titles alone ([`super::help::Title`]): the same cases as [`Game::help`].
    fn titles() -> &'static [super::help::Title] {
        &[]
    }

    // Replay (`engine::replay`).

    /// The odds of a roll as they stood when it was rolled (`engine::odds`: its table row's outcomes and
    /// the face), as `seat` may know them (`None`: a spectator); `None` for an event that is no roll.
    /// Read from the event alone, which names its table and row. Default: no odds.
    fn odds(_event: &Self::Event, _seat: Option<Self::Seat>) -> Option<super::odds::Odds> {
        None
    }

    // The victory tracker.

    /// Every player's victory conditions and how far each is, as `seat` may know them (`None`: a
    /// spectator): counted only from what that seat may see, never from hidden information. Default: none.
    fn goals(_state: &Self::State, _seat: Option<Self::Seat>) -> Vec<Goal> {
        Vec::new()
    }

    /// The description card of `scenario` (one of [`Game::scenarios`]): set-up, special rules, victory and
    /// length, for the lobby and the game screen. Default: none.
    fn about(_scenario: &str) -> Option<About> {
        None
    }
}

/// A seat's index in its game's seat order.
pub fn seat_index<G: Game>(seat: G::Seat) -> usize {
    G::seats().iter().position(|&s| s == seat).unwrap_or(0)
}

/// A seat's id as in records ("virunian").
pub fn seat_id<G: Game>(seat: G::Seat) -> &'static str {
    G::SEAT_INFO.get(seat_index::<G>(seat)).map_or("", |i| i.id)
}

/// The seat with id `id`.
pub fn seat_by_id<G: Game>(id: &str) -> Option<G::Seat> {
    G::SEAT_INFO.iter().position(|i| i.id == id).and_then(|i| G::seats().get(i).copied())
}

/// A seat's player in words ("Virunian Player", "Player 1").
pub fn player<G: Game>(seat: G::Seat) -> &'static str {
    G::SEAT_INFO.get(seat_index::<G>(seat)).map_or("", |i| i.player)
}
