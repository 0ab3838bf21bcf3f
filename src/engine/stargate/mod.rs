//! StarGate (SPI, 1979): the Virunian Tri-Ships against the Coalition fleet at the Nullgate.
//!
//! Files: `data` (reconstructed map and counters), `state` (state and the sequence of play 4.0), `action`,
//! `codec` (actions in compact bits for links),
//! `event` (every state change, and the log), `step` (the sequence of play 4.0 as one step: who acts and what is asked), `rules` (what is legal and what it causes), `movement`
//! (5.0–6.0), `view` (per seat),
//! `approach` (7.0), `combat` (9.0–11.1), `tables` (the charts of 7.2, 7.5, 9.2), `goals` (the victory
//! tracker, 12.0), `about` (the scenario's description card).

pub mod about;
pub mod action;
pub mod approach;
pub mod codec;
pub mod combat;
pub mod data;
pub mod event;
pub mod goals;
pub mod help;
pub mod movement;
pub mod odds;
pub mod rules;
pub mod state;
pub mod step;
pub mod tables;
pub mod view;

pub use action::Action;
pub use event::{Event, Purpose};
pub use state::{unit_name, unit_names, Mode, Phase, Side, State, UnitId};
pub use view::View;

use crate::engine::bits::{BitReader, BitWriter};
use crate::engine::game::{About, Game, Goal, Options, Refusal, ScenarioInfo, SeatInfo, Status};

/// The game, for the registry.
#[derive(Clone, Copy, Debug)]
pub struct StarGate;

const SCENARIOS: [ScenarioInfo; 1] = [ScenarioInfo { id: "standard", name: "The Final Space Battle" }];
const SEATS: [Side; 2] = [Side::Virunian, Side::Coalition];

impl Game for StarGate {
    const ID: &'static str = "stargate";
    const NAME: &'static str = "StarGate";
    type Seat = Side;
    type Action = Action;
    type Event = Event;
    type State = State;
    type View = View;

    fn scenarios() -> &'static [ScenarioInfo] {
        &SCENARIOS
    }
    fn seats() -> &'static [Side] {
        &SEATS
    }
    const SEAT_INFO: &'static [SeatInfo] = &[
        SeatInfo { id: "virunian", player: "Virunian Player" },
        SeatInfo { id: "coalition", player: "Coalition Player" },
    ];
    fn seat_name(seat: Side) -> &'static str {
        seat.name()
    }
    fn setup(scenario: &str, options: &Options, seed: u64) -> Result<State, String> {
        if scenario != "standard" {
            return Err(format!("StarGate has no scenario \"{scenario}\""));
        }
        if !options.is_empty() {
            return Err("StarGate takes no options".into());
        }
        Ok(State::new(seed))
    }
    fn to_act(state: &State) -> Vec<Side> {
        rules::to_act(state)
    }
    fn legal_actions(state: &State, seat: Side) -> Vec<Action> {
        rules::legal_actions(state, seat)
    }
    fn view(state: &State, seat: Side) -> View {
        view::view(state, seat)
    }
    fn apply(state: &mut State, seat: Side, action: &Action) -> Result<Vec<Event>, Refusal> {
        rules::apply(state, seat, action)
    }
    fn ends_step(action: &Action) -> bool {
        matches!(action, Action::EndPhase)
    }
    fn blocks_undo(event: &Event) -> bool {
        event.blocks_undo()
    }
    /// The same words for every seat: StarGate's events hold nothing a seat may not know (the face-down
    /// units are not in the state at all, 3.2; a secret approach option travels only as its commitment, 7.1).
    fn describe(event: &Event, _seat: Option<Side>) -> String {
        event::describe(event)
    }
    fn marks(event: &Event, _seat: Option<Side>) -> crate::engine::game::Marks {
        event::marks(event)
    }
    fn is_result(event: &Event) -> bool {
        event::is_result(event)
    }
    fn odds(event: &Event, _seat: Option<Side>) -> Option<crate::engine::odds::Odds> {
        odds::odds(event)
    }
    fn write_action(state: &State, action: &Action, out: &mut BitWriter) {
        codec::write(state, action, out)
    }
    fn read_action(state: &State, input: &mut BitReader) -> Option<Action> {
        codec::read(state, input)
    }
    fn seal(state: &State, seat: Side, choice: &[u8], salt: u64) -> Option<(u64, Action)> {
        approach::seal(state, seat, choice, salt)
    }
    fn to_open(state: &State, seat: Side) -> Option<u64> {
        approach::to_open(state, seat)
    }
    /// The kept choice is the option's byte, followed by the announced option's after a `Conceal` (7.34):
    /// the option alone is disclosed.
    fn open(_: &State, _: Side, choice: &[u8], salt: u64) -> Option<Action> {
        approach::tactic_of(choice.get(..1)?).map(|tactic| Action::Disclose { tactic, salt })
    }
    fn help() -> crate::engine::help::Help {
        help::HELP
    }
    fn titles() -> &'static [crate::engine::help::Title] {
        help::TITLES
    }
    fn status(state: &State) -> Status {
        Status {
            turn: state.turn,
            phase: state.phase.name().to_string(),
            result: state.winner.map(|w| match w {
                Side::Coalition => "The Coalition Player wins: every Tri-Ship group has lost a unit (12.2)".to_string(),
                Side::Virunian => {
                    "The Virunian Player wins: eight Coalition units lost, of all four races (12.1)".to_string()
                }
            }),
        }
    }
    fn goals(state: &State, _seat: Option<Side>) -> Vec<Goal> {
        goals::goals(state)
    }
    fn about(scenario: &str) -> Option<About> {
        (scenario == "standard").then_some(about::STANDARD)
    }
}

/// An action in words, for buttons and lists.
pub fn describe_action(st: &State, a: &Action) -> String {
    match a {
        Action::Stage { unit, hex } => format!("Stage {} in {hex}", st.name(*unit)),
        Action::Reveal { gate } => format!("Reveal a unit in {}", data::GATE_NAMES[*gate as usize]),
        Action::Move { unit, mode, to, lender } => format!(
            "Move {} to {to} by {}{}",
            st.name(*unit),
            mode.name(),
            lender.map(|l| format!(" (lent by {})", st.name(l))).unwrap_or_default()
        ),
        Action::EndPhase => format!("End the {}", st.phase.name()),
        Action::LoseUnit { unit } => format!("Lose {}", st.name(*unit)),
        Action::Announce { tactic } => format!("Announce: not {}", tactic.name()),
        Action::Commit { .. } => "Choose an approach option in secret".into(),
        Action::Defend { tactic } => format!("Defend: {}", tactic.name()),
        Action::Disclose { tactic, .. } => format!("Reveal: {}", tactic.name()),
        Action::Attack { hex } => format!("Attack {hex}"),
        Action::Join { unit } => format!("{} joins by ranged attack", st.name(*unit)),
        // No die below −2 (9.1): the button says what will happen instead.
        Action::Resolve if !combat::declared_rolls(st) => {
            "Resolve the attack: no die, the attacking units in the hex are eliminated (9.1)".into()
        }
        Action::Resolve => "Roll for the attack (9.2)".into(),
        Action::Disperse { unit, to } => format!("Disperse {} to {to}", st.name(*unit)),
        Action::Berserk { target } => format!("Berserk attack on {}", st.name(*target)),
        Action::Conceal { not, .. } => format!("Announce: not {}, and choose an approach option in secret", not.name()),
        Action::Choose { tactic } => format!("Choose: {}", tactic.name()),
    }
}
