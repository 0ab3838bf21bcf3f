//! StarForce (SPI 1974): the Strategic Game on the Stellar Display. The base rules are not in our text;
//! shared/design/starforce.md reconstructs them as "SF x.y" cases, cited here as such.
//!
//! `space` (LiteZulus: hex + level, true distance, Known Space, mirror points, the ring trace), `data`
//! (every value the texts lack, each with its provenance), `state`, `event`, `action`, `step` (the
//! sequence of play, SF 5.0), `plot` (the sealed Shift Plot, SF 7.0), `shift` (SF 6.0), `random` (SF
//! 15.0), `combat` (SF 8.0–9.0), `rescue` (38.0), `victory` (SF 16.0), `scenarios`, `rules`, `view`, `log`,
//! `codec`, `help`.

pub mod about;
pub mod action;
pub mod codec;
pub mod combat;
pub mod data;
pub mod event;
pub mod fakerwar;
pub mod help;
pub mod log;
pub mod plot;
pub mod points;
pub mod random;
pub mod rescue;
pub mod rules;
pub mod scenarios;
pub mod shift;
pub mod space;
pub mod state;
pub mod step;
pub mod victory;
pub mod view;
pub mod xeno;

pub use action::Action;
pub use event::Event;
pub use state::{Seat, State};
pub use view::View;

use crate::engine::bits::{BitReader, BitWriter};
use crate::engine::game::{Game, Options, Refusal, ScenarioInfo, SeatInfo, Status};
use crate::engine::seal::Commitment;

#[derive(Clone, Copy, Debug)]
pub struct StarForce;

impl Game for StarForce {
    const ID: &'static str = "starforce";
    const NAME: &'static str = "StarForce";
    /// The basic game, the Rescue Mission and scenarios 15–19 are played; the advanced game's Tactical
    /// Display, scenario 20 and the Outleap campaign are not yet.
    const PREVIEW: Option<&'static str> = Some(
        "Plays the reconstructed basic game: the reference scenario, the Rescue Mission and scenarios 15-19 \
         (on the basic combat). The Tactical Display, scenario 20 and the Outleap campaign come later.",
    );
    /// Every device replays the whole game, so once plots open the record holds every Force's level.
    const LINK_TRUST: Option<&'static str> = Some(
        "Once the plots open, a StarForce link holds where every Force is, levels included: Starshift shows \
         other players' Forces only as presence in a hex (SF 7.2), but a link read outside the app shows them.",
    );
    type Seat = Seat;
    type Action = Action;
    type Event = Event;
    type State = State;
    type View = View;

    fn scenarios() -> &'static [ScenarioInfo] {
        &scenarios::SCENARIOS
    }
    fn seats() -> &'static [Seat] {
        &Seat::ALL
    }
    fn seats_of(scenario: &str) -> &'static [Seat] {
        &Seat::ALL[..scenarios::seats(scenario)]
    }
    const SEAT_INFO: &'static [SeatInfo] = &[
        SeatInfo {
            id: "p1",
            player: "Player 1",
        },
        SeatInfo {
            id: "p2",
            player: "Player 2",
        },
        SeatInfo {
            id: "p3",
            player: "Player 3",
        },
    ];
    fn seat_name(seat: Seat) -> &'static str {
        Self::SEAT_INFO[seat.index()].player
    }
    /// Break-offs declared before the splits (SF 8.2 a); records without the option declare them inside
    /// the split, as the first releases did.
    fn new_options() -> Options {
        crate::engine::game::one_option("break_off", "declared")
    }
    fn setup(scenario: &str, options: &Options, seed: u64) -> Result<State, String> {
        let declared = if options.is_empty() {
            false
        } else if options.len() == 1 && options.get("break_off").is_some_and(|v| v == "declared") {
            true
        } else {
            return Err("StarForce takes one option: \"break_off\": \"declared\"".into());
        };
        rules::new_game(scenario, seed, declared)
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
    /// Every roll and chit, and every opening of a sealed choice.
    fn blocks_undo(event: &Event) -> bool {
        matches!(
            event,
            Event::Rolled { .. } | Event::PlotOpened { .. } | Event::SplitOpened { .. }
        )
    }
    fn describe(event: &Event, seat: Option<Seat>) -> String {
        log::describe(event, seat, None)
    }
    fn describe_in(state: &State, event: &Event, seat: Option<Seat>) -> String {
        log::describe(event, seat, Some(state))
    }
    fn odds(event: &Event, _seat: Option<Seat>) -> Option<crate::engine::odds::Odds> {
        log::odds(event)
    }
    fn is_result(event: &Event) -> bool {
        log::is_result(event)
    }
    fn status(state: &State) -> Status {
        let phase = match step::step(state) {
            step::Step::Over => "Game over",
            step::Step::Plot => "Plot Phase",
            step::Step::Declare | step::Step::Split | step::Step::BreakOff { .. } => "Combat Phase",
        };
        Status {
            turn: state.turn,
            phase: phase.into(),
            result: state.result.clone(),
        }
    }
    fn write_action(state: &State, action: &Action, out: &mut BitWriter) {
        codec::write(state, action, out)
    }
    fn read_action(state: &State, input: &mut BitReader) -> Option<Action> {
        codec::read(state, input)
    }
    /// A plot's bytes ([`plot::Plot::to_bytes`]), checked against the state (SF 7.0); or a split's
    /// ([`combat::split_bytes`]), checked against the segment (SF 8.2).
    fn seal(st: &State, seat: Seat, choice: &[u8], salt: u64) -> Option<(Commitment, Action)> {
        match step::step(st) {
            step::Step::Plot => {
                st.plots.check_seal(seat.index()).ok()?;
                let plot = plot::Plot::from_bytes(choice)?;
                plot::check(st, seat, &plot).ok()?;
                let commitment = rules::plot_commitment(&plot, salt);
                Some((commitment, Action::SealPlot { commitment }))
            }
            step::Step::Declare => {
                st.battle.as_ref()?.sealing.check_seal(seat.index()).ok()?;
                let break_off = combat::declaration_from_bytes(choice)?;
                let commitment = rules::declaration_commitment(break_off, salt);
                Some((commitment, Action::SealDeclaration { commitment }))
            }
            step::Step::Split => {
                st.battle.as_ref()?.sealing.check_seal(seat.index()).ok()?;
                let split = combat::split_from_bytes(choice)?;
                combat::check_split(st, seat, &split).ok()?;
                let commitment = rules::split_commitment(&split, salt);
                Some((commitment, Action::SealSplit { commitment }))
            }
            _ => None,
        }
    }
    fn to_open(st: &State, seat: Seat) -> Option<Commitment> {
        match step::step(st) {
            step::Step::Plot => st.plots.commitment_to_open(seat.index()),
            step::Step::Declare | step::Step::Split => st.battle.as_ref()?.sealing.commitment_to_open(seat.index()),
            _ => None,
        }
    }
    fn open(st: &State, _: Seat, choice: &[u8], salt: u64) -> Option<Action> {
        match step::step(st) {
            step::Step::Plot => Some(Action::OpenPlot {
                plot: plot::Plot::from_bytes(choice)?,
                salt,
            }),
            step::Step::Declare => Some(Action::OpenDeclaration {
                break_off: combat::declaration_from_bytes(choice)?,
                salt,
            }),
            step::Step::Split => Some(Action::OpenSplit {
                split: combat::split_from_bytes(choice)?,
                salt,
            }),
            _ => None,
        }
    }
    fn help() -> crate::engine::help::Help {
        help::HELP
    }
    fn titles() -> &'static [crate::engine::help::Title] {
        help::TITLES
    }
    fn about(scenario: &str) -> Option<crate::engine::game::About> {
        about::about(scenario)
    }
}
