//! DeltaVee as a [`Game`]: seats are the two players (3.0, 11.0), the view is per seat and hides what 2.5
//! hides (see `view`), and links carry actions in the bits of `codec`.
//!
//! The contract's `describe` takes an event and a seat, while DeltaVee's descriptions need the state (names
//! of units); so the game's events are [`Logged`]: the rules' event with a line for each seat and one for a
//! spectator, written as the action is applied from what each may know of it ([`known::seen`], 2.5).

use super::action::{Action, Battle, Order};
use super::codec;
use super::event::Event;
use super::known::{self, Viewer};
use super::rules;
use super::setup::SCENARIOS;
use super::state::{Player, ShipId, State, Unit};
use super::view::{self, View};
use crate::engine::bits::{BitReader, BitWriter};
use crate::engine::game::{About, Game, Goal, Marks, Options, Refusal, ScenarioInfo, SeatInfo, Status};
use crate::engine::hex::Hex;
use serde::Serialize;

/// The game, for the registry.
#[derive(Clone, Copy, Debug)]
pub struct DeltaVee;

const SEATS: [Player; 2] = [Player::One, Player::Two];

/// An event with its lines for the log.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Logged {
    pub event: Event,
    /// Its line for each seat, by seat index, then a spectator's: the words of what each may know of it
    /// ([`known::seen`], [`known::words`]).
    pub lines: Vec<String>,
    /// Where it happened, for each reader likewise, from the same knowledge ([`known::marks_of`]).
    pub marks: Vec<Marks>,
}

/// Who reads the log: each seat, by seat index, then a spectator.
fn readers() -> impl Iterator<Item = Viewer> {
    SEATS.into_iter().map(Viewer::Seat).chain([Viewer::Spectator])
}

impl Game for DeltaVee {
    const ID: &'static str = "deltavee";
    const NAME: &'static str = "DeltaVee";
    type Seat = Player;
    type Action = Action;
    type Event = Logged;
    type State = State;
    type View = View;

    fn scenarios() -> &'static [ScenarioInfo] {
        &SCENARIOS
    }
    fn seats() -> &'static [Player] {
        &SEATS
    }
    const SEAT_INFO: &'static [SeatInfo] =
        &[SeatInfo { id: "one", player: "Player 1" }, SeatInfo { id: "two", player: "Player 2" }];
    fn seat_name(seat: Player) -> &'static str {
        seat.name()
    }
    fn setup(scenario: &str, options: &Options, seed: u64) -> Result<State, String> {
        if !options.is_empty() {
            return Err("DeltaVee takes no options".into());
        }
        rules::new_game(scenario, seed)
    }
    fn to_act(state: &State) -> Vec<Player> {
        rules::to_act(state)
    }
    /// Deterministic and sorted (`rules::legal_actions`).
    fn legal_actions(state: &State, seat: Player) -> Vec<Action> {
        rules::legal_actions(state, seat)
    }
    fn view(state: &State, seat: Player) -> View {
        view::view(state, seat)
    }
    fn apply(state: &mut State, seat: Player, action: &Action) -> Result<Vec<Logged>, Refusal> {
        if !known_ids(state, action) {
            return Err(Refusal::illegal("DeltaVee 2.5", "there is no such unit"));
        }
        let events = rules::apply(state, seat, action)?;
        let seen: Vec<Vec<known::Seen>> = readers().map(|v| known::seen(&events, state, v)).collect();
        let lines: Vec<Vec<String>> = readers()
            .zip(&seen)
            .map(|(v, of)| of.iter().map(|seen| known::words(seen, state, v)).collect())
            .collect();
        let line = |i: usize| lines.iter().map(|of| of[i].clone()).collect();
        let marks: Vec<Vec<Marks>> = seen.iter().map(|of| known::marks_of(of)).collect();
        let marks = |i: usize| marks.iter().map(|of| of[i].clone()).collect();
        Ok(events.into_iter().enumerate().map(|(i, event)| Logged { event, lines: line(i), marks: marks(i) }).collect())
    }
    /// Every die roll and every reveal (3.0 Detection, 7.4 Active Search).
    fn ends_step(action: &Action) -> bool {
        matches!(action, Action::EndCommands | Action::EndFire)
    }
    fn blocks_undo(event: &Logged) -> bool {
        event.event.blocks_undo()
    }
    /// The line made for `seat` (or a spectator) when the event happened.
    fn describe(event: &Logged, seat: Option<Player>) -> String {
        let reader = seat.map_or(SEATS.len(), Player::index);
        event.lines.get(reader).cloned().unwrap_or_default()
    }
    /// The marks made for `seat` (or a spectator) when the event happened.
    fn marks(event: &Logged, seat: Option<Player>) -> Marks {
        let reader = seat.map_or(SEATS.len(), Player::index);
        event.marks.get(reader).cloned().unwrap_or_default()
    }
    fn is_result(event: &Logged) -> bool {
        known::is_result(&event.event)
    }
    /// Rolls are never hidden (`known::seen`): the same odds for every seat.
    fn odds(event: &Logged, _seat: Option<Player>) -> Option<crate::engine::odds::Odds> {
        super::odds::odds(&event.event)
    }
    /// Counted from ships only, whose Status boxes are public (2.5): the same for every seat.
    fn goals(state: &State, _seat: Option<Player>) -> Vec<Goal> {
        super::victory::goals(state)
    }
    fn about(scenario: &str) -> Option<About> {
        super::about::about(scenario)
    }
    fn status(state: &State) -> Status {
        Status {
            turn: state.turn,
            phase: view::phase_name(state.phase),
            result: state.result.as_ref().map(|o| o.text()),
        }
    }
    fn write_action(state: &State, action: &Action, out: &mut BitWriter) {
        codec::write(state, action, out)
    }
    fn read_action(state: &State, input: &mut BitReader) -> Option<Action> {
        codec::read(state, input)
    }
    fn help() -> crate::engine::help::Help {
        super::help::HELP
    }
    fn titles() -> &'static [crate::engine::help::Title] {
        super::help::TITLES
    }
}

/// Every ship and craft the action names exists, and every hex it names is within [`Hex::LIMIT`] of the
/// origin (records and links refuse others as they are read; the rules index by ids and do arithmetic on
/// hexes).
pub fn known_ids(st: &State, a: &Action) -> bool {
    let near = Hex::in_bounds;
    let order = |o: &Order| match o {
        Order::Weave { to } => near(*to),
        _ => true,
    };
    let ship = |s: ShipId| (s as usize) < st.ships.len();
    let craft = |c: u16| (c as usize) < st.crafts.len();
    let unit = |u: Unit| match u {
        Unit::Ship(s) => ship(s),
        Unit::Craft(c) => craft(c),
    };
    match a {
        Action::SetUp { choice: super::setup::SetupAction::Place { ship: s, hex } } => ship(*s) && near(*hex),
        Action::Planet { order: o } => order(o),
        Action::SetUp { .. } | Action::Resume | Action::EndCommands | Action::EndFire => true,
        Action::Choose { .. } => true,
        Action::Move { unit: u } | Action::Orbit { unit: u } => unit(*u),
        Action::Maneuver { unit: u, order: o } => unit(*u) && order(o),
        Action::Tractor { ship: s, order: o } => ship(*s) && order(o),
        Action::Replenish { craft: c, .. } => craft(*c),
        Action::Fire { firer, target, .. } => unit(*firer) && unit(*target),
        Action::Intercept { target } => unit(*target),
        Action::Decline => true,
        Action::Launch { ship: s, hex, .. } => ship(*s) && near(*hex),
        Action::MimsLaunch { mims, hex, .. } => craft(*mims) && near(*hex),
        Action::Battle { ship: s, command } => {
            ship(*s)
                && match *command {
                    Battle::ControlGuided { missile } => craft(missile),
                    Battle::LaunchBattlecraft { craft: c, hex, .. } => craft(c) && near(hex),
                    Battle::Rendezvous { with } => unit(with),
                    Battle::TractorBeam { target, .. } => unit(target),
                    Battle::PrepareMissile { .. }
                    | Battle::ActiveSearch
                    | Battle::PrepareBattlecraft { .. }
                    | Battle::ForceField { .. } => true,
                }
        }
    }
}
