//! Sealed Bids: a tiny test game of 2 to 6 seats that exercises the contract's N seats and sealed
//! simultaneous choices (`engine::seal`) the way StarForce's plots and Outreach's options will. It is not
//! listed in the lobby; a link or record opens it.
//!
//! Each of three rounds, every seat seals a bid of 1 to 5; when all have sealed, each opens its own; the
//! highest bid made by one seat alone wins the round (a tie at the top wins nothing). Most rounds won wins.

use crate::engine::bits::{BitReader, BitWriter};
use crate::engine::help::{Case, Help};
use crate::engine::game::{seat_index, About, Game, Goal, Options, Refusal, ScenarioInfo, SeatInfo, Status};
use crate::engine::seal::{self, Commitment, Sealing, LISTED_SALT};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug)]
pub struct Bids;

/// The seats; a scenario seats the first two, three or six.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Bidder {
    A,
    B,
    C,
    D,
    E,
    F,
}

const SEATS: [Bidder; 6] = [Bidder::A, Bidder::B, Bidder::C, Bidder::D, Bidder::E, Bidder::F];
const SCENARIOS: [ScenarioInfo; 3] = [
    ScenarioInfo { id: "two", name: "Two bidders" },
    ScenarioInfo { id: "three", name: "Three bidders" },
    ScenarioInfo { id: "six", name: "Six bidders" },
];
pub const ROUNDS: u8 = 3;
pub const BIDS: std::ops::RangeInclusive<u8> = 1..=5;
/// The domain of the bids' seals.
pub const SEAL_DOMAIN: &str = "Sealed Bids";

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// How many seats play (the first ones of [`SEATS`]).
    pub seats: u8,
    pub round: u8,
    pub sealing: Sealing,
    /// Rounds won, per seat.
    pub won: Vec<u8>,
    /// The bids of the last round opened, per seat.
    pub last: Option<Vec<u8>>,
    pub over: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// Seals a bid: only its commitment travels.
    Seal { commitment: Commitment },
    /// Opens this seat's sealed bid.
    Open { bid: u8, salt: u64 },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Event {
    Sealed { seat: Bidder },
    Opened { seat: Bidder, bid: u8 },
    RoundWon { round: u8, winner: Option<Bidder>, bid: u8 },
    GameEnded { result: String },
}

/// A legal action with its words.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Choice {
    pub action: Action,
    pub label: String,
}

/// What one seat sees: never another seat's bid before it opens.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    pub seat: Bidder,
    pub round: u8,
    /// Per seat in play: its player, rounds won, and whether it has sealed this round.
    pub bidders: Vec<BidderView>,
    /// The bids of the last round opened, per seat.
    pub last: Option<Vec<u8>>,
    /// The bids this seat may seal now (the app seals the one chosen).
    pub may_seal: Vec<u8>,
    pub prompt: String,
    pub legal: Vec<Choice>,
    pub result: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BidderView {
    pub seat: Bidder,
    pub player: &'static str,
    pub won: u8,
    pub sealed: bool,
}

fn idx(seat: Bidder) -> usize {
    seat_index::<Bids>(seat)
}

fn to_seal(st: &State) -> Vec<Bidder> {
    if st.over {
        return Vec::new();
    }
    st.sealing.to_seal().into_iter().map(|i| SEATS[i]).collect()
}

fn to_open(st: &State) -> Vec<Bidder> {
    if st.over {
        return Vec::new();
    }
    st.sealing.to_open().into_iter().map(|i| SEATS[i]).collect()
}

fn refuse(e: seal::SealError) -> Refusal {
    Refusal::illegal("Sealed Bids", e.message())
}

fn new_round(seats: u8) -> Sealing {
    Sealing::new(seats as usize, |_| true)
}

fn result(st: &State) -> String {
    let best = st.won.iter().copied().max().unwrap_or(0);
    let top: Vec<&str> =
        (0..st.seats as usize).filter(|&i| st.won[i] == best).map(|i| Bids::SEAT_INFO[i].player).collect();
    match top[..] {
        [one] => format!("{one} wins with {best} round(s)"),
        _ => format!("A draw between {} ({best} round(s) each)", top.join(", ")),
    }
}

impl Game for Bids {
    const ID: &'static str = "bids";
    const NAME: &'static str = "Sealed Bids (test game)";
    const LISTED: bool = false;
    const SEAT_INFO: &'static [SeatInfo] = &[
        SeatInfo { id: "a", player: "Bidder A" },
        SeatInfo { id: "b", player: "Bidder B" },
        SeatInfo { id: "c", player: "Bidder C" },
        SeatInfo { id: "d", player: "Bidder D" },
        SeatInfo { id: "e", player: "Bidder E" },
        SeatInfo { id: "f", player: "Bidder F" },
    ];
    type Seat = Bidder;
    type Action = Action;
    type Event = Event;
    type State = State;
    type View = View;

    fn scenarios() -> &'static [ScenarioInfo] {
        &SCENARIOS
    }
    fn seats() -> &'static [Bidder] {
        &SEATS
    }
    fn seats_of(scenario: &str) -> &'static [Bidder] {
        match scenario {
            "two" => &SEATS[..2],
            "three" => &SEATS[..3],
            _ => &SEATS,
        }
    }
    fn seat_name(seat: Bidder) -> &'static str {
        Self::SEAT_INFO[idx(seat)].player
    }
    fn setup(scenario: &str, options: &Options, _seed: u64) -> Result<State, String> {
        if !options.is_empty() {
            return Err("Sealed Bids takes no options".into());
        }
        let seats = match scenario {
            "two" => 2,
            "three" => 3,
            "six" => 6,
            _ => return Err(format!("Sealed Bids has no scenario \"{scenario}\"")),
        };
        Ok(State { seats, round: 1, sealing: new_round(seats), won: vec![0; seats as usize], last: None, over: false })
    }
    fn to_act(st: &State) -> Vec<Bidder> {
        let sealing = to_seal(st);
        if sealing.is_empty() {
            to_open(st)
        } else {
            sealing
        }
    }
    fn legal_actions(st: &State, seat: Bidder) -> Vec<Action> {
        let i = idx(seat);
        if to_seal(st).contains(&seat) {
            return BIDS.map(|b| Action::Seal { commitment: seal::commitment(SEAL_DOMAIN, &[b], LISTED_SALT) }).collect();
        }
        // Openings are listed only for seals made with the listed salt (scripts and playouts).
        match st.sealing.commitment_to_open(i) {
            Some(c) => BIDS
                .filter(|&b| seal::commitment(SEAL_DOMAIN, &[b], LISTED_SALT) == c)
                .map(|bid| Action::Open { bid, salt: LISTED_SALT })
                .collect(),
            None => Vec::new(),
        }
    }
    fn view(st: &State, seat: Bidder) -> View {
        let me = idx(seat);
        let sealing = to_seal(st).contains(&seat);
        let prompt = if st.over {
            format!("The game is over: {}.", result(st))
        } else if sealing {
            format!("Round {}: choose your bid in secret (1–5).", st.round)
        } else if to_seal(st).is_empty() {
            format!("Round {}: every bid is sealed; the bids open.", st.round)
        } else {
            let waiting: Vec<&str> = to_seal(st).iter().map(|&s| Self::SEAT_INFO[idx(s)].player).collect();
            format!("Round {}: waiting for {} to seal a bid.", st.round, waiting.join(", "))
        };
        View {
            seat,
            round: st.round,
            bidders: (0..st.seats as usize)
                .map(|i| BidderView {
                    seat: SEATS[i],
                    player: Self::SEAT_INFO[i].player,
                    won: st.won[i],
                    sealed: !matches!(st.sealing.slots[i], seal::Slot::Choosing),
                })
                .collect(),
            last: st.last.clone(),
            may_seal: if sealing { BIDS.collect() } else { Vec::new() },
            prompt,
            legal: Self::legal_actions(st, seat)
                .into_iter()
                .map(|action| {
                    let label = match &action {
                        Action::Seal { .. } => "Seal a bid".to_string(),
                        Action::Open { bid, .. } => format!("Open your bid of {bid}"),
                    };
                    Choice { action, label }
                })
                .filter(|c| me < st.seats as usize && !matches!(c.action, Action::Seal { .. }))
                .collect(),
            result: st.over.then(|| result(st)),
        }
    }
    fn apply(st: &mut State, seat: Bidder, action: &Action) -> Result<Vec<Event>, Refusal> {
        if st.over {
            return Err(Refusal::game_over());
        }
        let i = idx(seat);
        match *action {
            Action::Seal { commitment } => {
                st.sealing.check_seal(i).map_err(refuse)?;
                st.sealing.slots[i] = seal::Slot::Sealed(commitment);
                Ok(vec![Event::Sealed { seat }])
            }
            Action::Open { bid, salt } => {
                st.sealing.check_open(SEAL_DOMAIN, i, &[bid], salt).map_err(refuse)?;
                if !BIDS.contains(&bid) {
                    return Err(Refusal::illegal("Sealed Bids", "a bid is 1 to 5"));
                }
                st.sealing.slots[i] = seal::Slot::Opened(vec![bid]);
                let mut events = vec![Event::Opened { seat, bid }];
                if let Some(opened) = st.sealing.opened() {
                    let bids: Vec<u8> = opened.iter().map(|b| b.map_or(0, |b| b[0])).collect();
                    let top = bids.iter().copied().max().unwrap_or(0);
                    let winner = match bids.iter().filter(|&&b| b == top).count() {
                        1 => bids.iter().position(|&b| b == top),
                        _ => None,
                    };
                    if let Some(w) = winner {
                        st.won[w] += 1;
                    }
                    events.push(Event::RoundWon { round: st.round, winner: winner.map(|w| SEATS[w]), bid: top });
                    st.last = Some(bids);
                    if st.round == ROUNDS {
                        st.over = true;
                        events.push(Event::GameEnded { result: result(st) });
                    } else {
                        st.round += 1;
                        st.sealing = new_round(st.seats);
                    }
                }
                Ok(events)
            }
        }
    }
    /// An opened bid is a reveal.
    fn blocks_undo(event: &Event) -> bool {
        !matches!(event, Event::Sealed { .. })
    }
    /// Nothing in a bid's events is secret: a sealed bid's event says only who sealed.
    fn describe(event: &Event, _: Option<Bidder>) -> String {
        let who = |s: Bidder| Self::SEAT_INFO[idx(s)].player;
        match event {
            Event::Sealed { seat } => format!("{} seals a bid.", who(*seat)),
            Event::Opened { seat, bid } => format!("{} opens a bid of {bid}.", who(*seat)),
            Event::RoundWon { round, winner: Some(w), bid } => format!("Round {round}: {} wins with {bid}.", who(*w)),
            Event::RoundWon { round, winner: None, bid } => format!("Round {round}: a tie at {bid}; nobody wins."),
            Event::GameEnded { result } => format!("Game over: {result}."),
        }
    }
    fn status(st: &State) -> Status {
        Status {
            turn: st.round as u32,
            phase: if to_seal(st).is_empty() { "Opening bids" } else { "Sealing bids" }.into(),
            result: st.over.then(|| result(st)),
        }
    }
    /// `0` + commitment (64 bits), or `1` + bid (3 bits) + salt (64 bits).
    fn write_action(_: &State, action: &Action, out: &mut BitWriter) {
        match *action {
            Action::Seal { commitment } => {
                out.flag(false);
                out.put(commitment, 64);
            }
            Action::Open { bid, salt } => {
                out.flag(true);
                out.put(bid as u64, 3);
                out.put(salt, 64);
            }
        }
    }
    fn read_action(_: &State, input: &mut BitReader) -> Option<Action> {
        Some(if !input.flag()? {
            Action::Seal { commitment: input.get(64)? }
        } else {
            Action::Open { bid: input.get(3)? as u8, salt: input.get(64)? }
        })
    }
    fn seal(st: &State, seat: Bidder, choice: &[u8], salt: u64) -> Option<(Commitment, Action)> {
        match choice {
            [b] if BIDS.contains(b) && to_seal(st).contains(&seat) => {
                let commitment = seal::commitment(SEAL_DOMAIN, choice, salt);
                Some((commitment, Action::Seal { commitment }))
            }
            _ => None,
        }
    }
    fn to_open(st: &State, seat: Bidder) -> Option<Commitment> {
        if st.over {
            return None;
        }
        st.sealing.commitment_to_open(idx(seat))
    }
    fn open(_: &State, _: Bidder, choice: &[u8], salt: u64) -> Option<Action> {
        match choice {
            [bid] => Some(Action::Open { bid: *bid, salt }),
            _ => None,
        }
    }
    fn help() -> Help {
        HELP
    }
    fn titles() -> &'static [crate::engine::help::Title] {
        TITLES
    }
    fn about(scenario: &str) -> Option<About> {
        SCENARIOS.iter().any(|s| s.id == scenario).then_some(About {
            setup: "Two, three or six bidders, as the scenario's name says; nothing on the board.",
            rules: "Each round every bidder seals a bid of 1 to 5, then all open them (Sealed Bids).",
            victory: "The highest bid nobody matched wins the round; most rounds won wins (Sealed Bids).",
            length: "Three rounds.",
        })
    }
    /// Rounds won per bidder, of the three rounds (public once the bids are opened; sealed bids are not counted).
    fn goals(st: &State, _seat: Option<Bidder>) -> Vec<Goal> {
        (0..st.seats as usize)
            .map(|i| Goal {
                player: Bids::SEAT_INFO[i].player,
                needs: "Rounds won (the most after three)".into(),
                have: st.won[i] as u32,
                of: ROUNDS as u32,
                case: "Sealed Bids",
            })
            .collect()
    }
}

/// The test game's help: its one rule, in our words (`engine::help`).
pub const HELP: Help = Help {
    cases: &[Case {
        id: "Sealed Bids",
        title: "Sealed Bids",
        text: "Each round every bidder seals a bid of 1 to 5, then all open theirs; the highest bid nobody matched wins the round. Most rounds won after three wins the game.",
        tables: &[],
    }],
    tables: || Vec::new(),
};

/// Its case's id and title alone (`engine::help::Title`).
pub const TITLES: &[crate::engine::help::Title] = &crate::engine::help::titles::<{ HELP.cases.len() }>(HELP.cases);
