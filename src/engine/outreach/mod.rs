//! Outreach (SPI 1976): the galaxy's data, its geometry and line of sight, and every rule. A game started
//! in the lobby plays Outreach II's whole sequence (the option `"rules": "full"`, `Game::new_options`);
//! records made without it, in the preview of issue 17, replay as they were played: shifting, exploration
//! and the economy only.
//!
//! The rules: `setup` (18.1–18.4's starting positions), `rules` (the Game-Turn, 4.2: the shift order,
//! then regular shifts, reserve shifts, exploration and resource allocation; under Outreach II's rules the
//! Galactic Interrelation Phase between them: `contact` 7.x, `interaction` 8.x, `conflict` 9.x, `reduction`
//! 10.x; then the Fate Phase, `fate` 11.x and 12.x; `autonomous` 13.x and `caretaker` 13.24–13.33;
//! `wisdom`, the nucleus's wisdom chits 17.2; `victory` 18.x), `step` (the one current step), `shift` (5.x, 16.0), `beacons`
//! (15.x), `explore` (6.x), `economy` (14.x),
//! with `state`, `action` and `event`; `log` (events in words, as each seat may know them), `view` (per
//! seat), `codec` (actions in bits for links), `about` (the scenario cards), `help` (the cases in our words).
//!
//! The rules text is complete, but the map and every table were printed on a separate sheet that is lost.
//! What the text does not print is reconstructed (shared/design/outreach.md, the reconstruction brief) and
//! kept here, in data modules separate from any rule, so an owner of the original sheet corrects a value in
//! one place and one reviewed diff (tests/engine/outreach/snapshot.txt prints all of it):
//! - `map`: the 50×28 galaxy — the kind of every hex (axis, fringe, interspiral, nucleus, core), the printed
//!   beacon stars with their names, the interstellar dust hexsides, Sol;
//! - `scenarios`: the hexes the scenarios and Seed Winds results name (18.x), their starting gates and
//!   fleets, objectives, and the Seed Winds Table (18.51);
//! - `tables`: every table of the separate sheet (Scatter, Percentage Loss, Exploration, Contact,
//!   Interaction matrix, RIOT, Conflict, Reduction, Fate), the PV chit mix and the autonomous sets;
//! - `sheet`: all of the above as help tables, each value marked with its provenance;
//! - `los`: line of sight across dust hexsides (15.15, 16.0).
//!
//! Hex math is the shared `engine::hex`: its grid is Outreach's exactly (flat-top hexes, `XXYY` labels,
//! even columns half a hex lower, axial q = XX and r = YY − (XX + XX mod 2)/2, direction 1 = north and
//! clockwise). Shift length (5.41) is [`Hex::distance`](crate::engine::hex::Hex::distance); a scatter of
//! n hexes in direction d (5.52) is [`Hex::step`](crate::engine::hex::Hex::step).
//!
//! Where the brief and the text disagree the text wins; we found no value of the brief that contradicts it. The text
//! is inconsistent with itself in a few places, read here as follows: the Scatter Table is 5.6 (5.0 calls
//! it 5.38, the sequence of play 5.5); the Exploration Table is cited as 6.2 (6.0; the sequence of play says
//! 6.7); the first case of 11.3 is printed "11.13" (read 11.31, as 11.13 is the RP case); 13.19's "13.16"
//! means 13.14; and 3.0's "28,000 by 50,000 light years" does not fit 50×28 hexes of 1,200 ly (about
//! 52,000 × 34,000), which the named hexes fix.
//!
//! Provenance of every value ([`Tag`]): **text** (printed in the rules), **derived** (follows from a case),
//! **fragment** (recovered from a scan of the sheet), **model** (an astronomy model over real star data) or
//! **reconstructed** (our design), each with a short reason.

pub mod about;
pub mod action;
pub mod autonomous;
pub mod beacons;
pub mod caretaker;
pub mod codec;
pub mod conflict;
pub mod contact;
pub mod economy;
pub mod event;
pub mod explore;
pub mod fate;
pub mod help;
pub mod interaction;
pub mod log;
pub mod los;
pub mod map;
pub mod preview;
pub mod reduction;
pub mod rules;
pub mod scenarios;
pub mod seeds;
pub mod setup;
pub mod sheet;
pub mod shift;
pub mod state;
pub mod step;
pub mod tables;
pub mod victory;
pub mod view;
pub mod wisdom;

pub use crate::engine::help::Source;

pub use crate::engine::help::Tag;

pub use action::Action;
pub use event::{Event, Purpose};
pub use state::{Seat, State};
pub use view::View;

use crate::engine::bits::{BitReader, BitWriter};
use crate::engine::game::{About, Game, Marks, Options, Refusal, ScenarioInfo, SeatInfo, Status};
use crate::engine::odds::Odds;
use crate::engine::seal::Commitment;

/// The game, for the registry.
#[derive(Clone, Copy, Debug)]
pub struct Outreach;

impl Game for Outreach {
    const ID: &'static str = "outreach";
    const NAME: &'static str = "Outreach";
    type Seat = Seat;
    type Action = Action;
    type Event = Event;
    type State = State;
    type View = View;

    fn scenarios() -> &'static [ScenarioInfo] {
        &setup::SCENARIOS
    }
    fn seats() -> &'static [Seat] {
        &Seat::ALL
    }
    fn seats_of(scenario: &str) -> &'static [Seat] {
        let n = setup::scenario(scenario).map_or(Seat::ALL.len(), |s| s.sides.len());
        &Seat::ALL[..n.min(Seat::ALL.len())]
    }
    const SEAT_INFO: &'static [SeatInfo] = &[
        SeatInfo { id: "p1", player: "Player 1" },
        SeatInfo { id: "p2", player: "Player 2" },
        SeatInfo { id: "p3", player: "Player 3" },
        SeatInfo { id: "p4", player: "Player 4" },
    ];
    fn seat_name(seat: Seat) -> &'static str {
        Self::SEAT_INFO[seat.index()].player
    }
    /// One option: `"rules": "full"`, Outreach II's sequence of play ([`State::full`]).
    fn setup(scenario: &str, options: &Options, seed: u64) -> Result<State, String> {
        let full = match options.get("rules") {
            None => false,
            Some(v) if v == "full" => true,
            Some(v) => return Err(format!("Outreach's rules option is \"full\", not \"{v}\"")),
        };
        if options.keys().any(|k| k != "rules") {
            return Err("Outreach's one option is \"rules\"".into());
        }
        rules::new_game_with(scenario, full, seed)
    }
    /// A game started in the lobby plays every rule; records of the preview, without the option, replay
    /// as they were played (Outreach I's sequence).
    fn new_options() -> Options {
        crate::engine::game::one_option("rules", "full")
    }
    fn to_act(state: &State) -> Vec<Seat> {
        rules::to_act(state)
    }
    fn legal_actions(state: &State, seat: Seat) -> Vec<Action> {
        rules::legal_actions(state, seat)
    }
    fn view(state: &State, seat: Seat) -> View {
        view::view(state, seat)
    }
    fn apply(state: &mut State, seat: Seat, action: &Action) -> Result<Vec<Event>, Refusal> {
        rules::apply(state, seat, action)
    }
    /// Every die roll, and a potential value seen (6.11–6.12).
    fn ends_step(action: &Action) -> bool {
        matches!(action, Action::EndPhase)
    }
    fn blocks_undo(event: &Event) -> bool {
        matches!(event, Event::Rolled { .. } | Event::ChitPlaced { .. } | Event::ChitSeen { .. })
    }
    fn describe(event: &Event, seat: Option<Seat>) -> String {
        log::describe(event, seat)
    }
    fn marks(event: &Event, _seat: Option<Seat>) -> Marks {
        log::marks(event)
    }
    fn is_result(event: &Event) -> bool {
        log::is_result(event)
    }
    fn odds(event: &Event, seat: Option<Seat>) -> Option<Odds> {
        log::odds(event, seat)
    }
    fn status(state: &State) -> Status {
        Status {
            turn: state.turn,
            phase: log::phase_name(state.phase).to_string(),
            // The preview's games (Outreach I) end after their last Game-Turn with no winner named.
            result: (state.phase == state::Phase::GameOver).then(|| {
                state.result.clone().unwrap_or_else(|| format!("Game-Turn {} was the scenario's last", state.turns))
            }),
        }
    }
    fn write_action(state: &State, action: &Action, out: &mut BitWriter) {
        codec::write(state, action, out)
    }
    fn read_action(state: &State, input: &mut BitReader) -> Option<Action> {
        codec::read(state, input)
    }
    /// The secret choice the step asks of `seat`: a Contact Index (7.13), two bytes big-endian; his
    /// interaction options (8.0), a byte each (0 A, 1 B, 2 C) toward the players of his list in order;
    /// whether he attacks (9.0), one byte (1 yes); his Approximate Conflict Capacity (9.15), two bytes.
    fn seal(st: &State, seat: Seat, choice: &[u8], salt: u64) -> Option<(Commitment, Action)> {
        let two = |c: &[u8]| match c {
            &[a, b] => Some(u16::from_be_bytes([a, b]) as u32),
            _ => None,
        };
        if let Some(c) = &st.contact {
            let index = two(choice)?;
            c.sealing.check_seal(seat.index()).ok()?;
            contact::choices(st, seat).contains(&index).then_some(())?;
            let commitment = contact::commitment(index, salt);
            return Some((commitment, Action::SealIndex { commitment }));
        }
        if let Some(i) = &st.interaction {
            i.sealing.check_seal(seat.index()).ok()?;
            let options = choice.iter().map(|&b| tables::Opt::from_byte(b)).collect::<Option<Vec<_>>>()?;
            (options.len() == interaction::choosing_toward(st, seat).len()).then_some(())?;
            let commitment = interaction::commitment(&options, salt);
            return Some((commitment, Action::SealOptions { commitment }));
        }
        let c = st.conflict.as_ref()?;
        c.sealing.check_seal(seat.index()).ok()?;
        match c.stage {
            conflict::Stage::Intent => {
                let attack = match choice {
                    [0] => false,
                    [1] => true,
                    _ => return None,
                };
                let commitment = conflict::intent_commitment(attack, salt);
                Some((commitment, Action::SealIntent { commitment }))
            }
            conflict::Stage::Capacity => {
                let k = two(choice)?;
                conflict::capacities(st, seat).contains(&k).then_some(())?;
                let commitment = conflict::capacity_commitment(k, salt);
                Some((commitment, Action::SealCapacity { commitment }))
            }
            conflict::Stage::Attacks => None,
        }
    }
    fn to_open(st: &State, seat: Seat) -> Option<Commitment> {
        let sealing = st
            .contact
            .as_ref()
            .map(|c| &c.sealing)
            .or(st.interaction.as_ref().map(|i| &i.sealing))
            .or(st.conflict.as_ref().filter(|c| c.stage != conflict::Stage::Attacks).map(|c| &c.sealing))?;
        sealing.commitment_to_open(seat.index())
    }
    fn open(st: &State, _: Seat, choice: &[u8], salt: u64) -> Option<Action> {
        let two = |c: &[u8]| match c {
            &[a, b] => Some(u16::from_be_bytes([a, b]) as u32),
            _ => None,
        };
        if st.contact.is_some() {
            return Some(Action::OpenIndex { index: two(choice)?, salt });
        }
        if st.interaction.is_some() {
            let options = choice.iter().map(|&b| tables::Opt::from_byte(b)).collect::<Option<Vec<_>>>()?;
            return Some(Action::OpenOptions { options, salt });
        }
        match st.conflict.as_ref()?.stage {
            conflict::Stage::Intent => Some(Action::OpenIntent { attack: choice == [1], salt }),
            conflict::Stage::Capacity => Some(Action::OpenCapacity { capacity: two(choice)?, salt }),
            conflict::Stage::Attacks => None,
        }
    }
    fn help() -> crate::engine::help::Help {
        help::HELP
    }
    fn titles() -> &'static [crate::engine::help::Title] {
        help::TITLES
    }
    fn about(scenario: &str) -> Option<About> {
        about::about(scenario)
    }
}
