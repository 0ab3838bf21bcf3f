//! StarForce's events in words for the log, each as one seat may know it (SF 7.1–7.3): a plot and the
//! shifts it makes are the plotting player's alone; rolls, randomizer draws and placements, battles and
//! Gates are everybody's.

use super::data::tables::Overshift;
use super::event::{BattleEnd, Event, Purpose};
use super::plot::Order;
use super::random::ChitPart;
use super::state::{Seat, Split, State};
use super::StarForce;
use crate::engine::game::Game;

pub fn player(seat: Seat) -> &'static str {
    StarForce::SEAT_INFO[seat.index()].player
}

fn system(i: u8) -> &'static str {
    match i.checked_sub(super::state::RANDOM_SYSTEMS_FIRST) {
        Some(k) => super::state::RANDOM_NAMES.get(k as usize).copied().unwrap_or("a random system"),
        None => super::data::stars::system(i).map_or("?", |s| s.name),
    }
}

/// Who reads a log line, and the state that names its Forces.
#[derive(Clone, Copy)]
struct Reader<'a> {
    seat: Option<Seat>,
    state: Option<&'a State>,
}

impl Reader<'_> {
    /// A Force as the reader may know it: his own by kind and counter ("FakerForce A1"), another player's
    /// only as one of that player's Forces, which says neither its kind nor which it is (SF 7.2); by key
    /// where no state names it (the engine's tests).
    fn force(&self, id: u8) -> String {
        match self.state.map(|st| st.force_ever(id)) {
            None | Some(None) => format!("Force #{id}"),
            Some(Some(f)) if Some(f.owner) == self.seat => format!("{} {}", f.kind.name(), f.name),
            Some(Some(f)) => format!("a Force of {}", player(f.owner)),
        }
    }
}

fn order(r: Reader, o: &Order) -> String {
    match o {
        Order::Hold => "holds".into(),
        Order::Shift { to, via: None } => format!("shifts to {}", to.label()),
        Order::Shift { to, via: Some(v) } => format!("shifts to {}, enhanced by {}", to.label(), r.force(*v)),
        Order::Enhance => "enhances (SF 6.3)".into(),
        Order::BreakDown => "breaks down into FakerForces (SF 33.2)".into(),
        Order::Combine => "combines (SF 33.2)".into(),
        Order::Load => "loads a Population Point (38.3)".into(),
        Order::Unload => "unloads (38.3)".into(),
        Order::Enter { to } => format!("enters the Display at {} (45.4)", to.label()),
    }
}

fn split(s: &Split) -> String {
    let attacks: Vec<String> = s
        .attacks
        .iter()
        .map(|(t, n)| format!("Attack {n} on {}", player(*t)))
        .collect();
    let mut words = if attacks.is_empty() {
        "no Attack".to_string()
    } else {
        attacks.join(", ")
    };
    words += &format!(", Defense {}", s.defence);
    if s.break_off {
        words += ", breaking off (SF 8.6)";
    }
    words
}

fn roll(r: Reader, face: u32, purpose: &Purpose) -> String {
    match purpose {
        Purpose::Overshift { force: f, excess } => {
            let result =
                super::data::tables::overshift(*excess, face - 1).unwrap_or(Overshift::Arrives);
            format!(
                "Overshift by {excess} for {}: d10 {} — {} (SF 6.4).",
                r.force(*f),
                face - 1,
                result.name()
            )
        }
        Purpose::Placement { force: f, part } => {
            let n = chit(face, *part);
            format!("Stellar Randomizer for {}: {n} (SF 15.0).", r.force(*f))
        }
        Purpose::Combat {
            side,
            target,
            differential,
        } => {
            let lost = super::data::tables::crt(*differential, face - 1);
            format!(
                "{} attacks {} at {differential:+}: d10 {} — {} (SF 8.4).",
                player(*side),
                player(*target),
                face - 1,
                losses(lost as u32)
            )
        }
        Purpose::Endangered { part } => {
            format!("Stellar Randomizer: {} (38.1).", chit(face, *part))
        }
        Purpose::Nova => format!("Decimal Randomizer for the nova: {} (38.4).", face - 1),
        Purpose::Activation => format!("Decimal Randomizer for the PSL's activation: {} (45.4).", face - 1),
        Purpose::Entry { force: f, system: s } => {
            let out = if super::fakerwar::entry_randomized(face - 1) { "randomized" } else { "stays" };
            format!("{} enters {}: Decimal Randomizer {} — {out} (42.4).", r.force(*f), system(*s), face - 1)
        }
    }
}

/// A CRT result in words.
fn losses(n: u32) -> String {
    match n {
        0 => "no loss".into(),
        1 => "1 Force lost".into(),
        n => format!("{n} Forces lost"),
    }
}

fn chit(face: u32, part: ChitPart) -> String {
    match part {
        ChitPart::Top => format!("{:02}", face as i32 - 1),
        ChitPart::Bottom => format!("{:+}", face as i32 - 21),
    }
}

/// The event in words as `seat` may know it (`None`: a spectator); empty for bookkeeping and for what the
/// seat may not know.
/// `state` (the state after the event, or a later one) names the Forces; without it they go by key.
pub fn describe(ev: &Event, seat: Option<Seat>, state: Option<&State>) -> String {
    let mut line = words(ev, Reader { seat, state });
    // "A Force of Player 2 is destroyed": a line may begin with another player's Force.
    if let Some(c) = line.get_mut(..1).filter(|c| *c == "a") {
        c.make_ascii_uppercase();
    }
    line
}

fn words(ev: &Event, r: Reader) -> String {
    let seat = r.seat;
    let knows = ev.known_to().is_none_or(|s| Some(s) == seat);
    match ev {
        Event::Rolled { face, purpose, .. } => roll(r, *face, purpose),
        Event::TurnBegan { turn: 0, .. } => "The pre-game shift: plot in secret (SF 16.0).".into(),
        Event::TurnBegan { turn, .. } => {
            format!("Game-Turn {turn}: every player plots in secret (SF 7.0).")
        }
        Event::PlotSealed { seat: s, .. } => format!("{} seals a plot (SF 7.1).", player(*s)),
        Event::PlotOpened { seat: s, plot } if knows => {
            let orders: Vec<String> = plot
                .orders
                .iter()
                .map(|(id, o)| format!("{} {}", r.force(*id), order(r, o)))
                .collect();
            if orders.is_empty() {
                format!("{}'s plot opens: every Force holds.", player(*s))
            } else {
                format!("{}'s plot opens: {}.", player(*s), orders.join("; "))
            }
        }
        Event::PlotOpened { seat: s, .. } => format!("{}'s plot opens (SF 7.1).", player(*s)),
        Event::Shifted { .. } | Event::BrokeDown { .. } | Event::Combined { .. } if !knows => {
            String::new()
        }
        Event::Shifted {
            force: f,
            to,
            kind,
            distance,
            result,
            ..
        } => match result {
            Overshift::Mirror => format!("{} mirror-shifts to {} (SF 6.5).", r.force(*f), to.label()),
            _ => format!(
                "{} ends a {} of {distance} lites at {} (SF 6.2).",
                r.force(*f),
                kind.name(),
                to.label()
            ),
        },
        Event::ForceLost { force: f, case } => format!("{} is destroyed ({case}).", r.force(*f)),
        Event::Randomized { force: f, to, case } => format!(
            "{} is randomized to {} ({case}, SF 15.0).",
            r.force(*f),
            to.label()
        ),
        Event::BrokeDown { force: f, .. } => {
            format!("{} breaks down into four FakerForces (SF 33.2).", r.force(*f))
        }
        Event::Combined { into, .. } => {
            format!("Four FakerForces combine into {} (SF 33.2).", r.force(*into))
        }
        Event::CombatBegan { battles } => {
            let at: Vec<String> = battles.iter().map(|b| b.label()).collect();
            format!("Combat Phase: battles at {} (SF 8.1).", at.join(", "))
        }
        Event::BattleSkipped { .. } => String::new(),
        Event::BattleBegan { at, sides } => {
            let who: Vec<&str> = sides.iter().map(|s| player(*s)).collect();
            format!("Battle at {}: {} (SF 8.0).", at.label(), who.join(" v "))
        }
        Event::DeclarationsBegan { segment, sealing, .. } if sealing.slots.iter().any(|s| *s != crate::engine::seal::Slot::Out) => {
            format!("Segment {segment}: each side that may break off declares it in secret (SF 8.2 a).")
        }
        Event::DeclarationsBegan { .. } | Event::BreakOffsDeclared { .. } => String::new(),
        Event::DeclarationSealed { seat: s, .. } => format!("{} seals a declaration (SF 8.2 a).", player(*s)),
        Event::DeclarationOpened { seat: s, break_off: true } => format!("{} breaks off this segment (SF 8.2 a, 8.6).", player(*s)),
        Event::DeclarationOpened { seat: s, .. } => format!("{} stands and fights (SF 8.2 a).", player(*s)),
        Event::SegmentBegan { segment, .. } => {
            format!("Segment {segment}: each side splits its strength in secret (SF 8.2).")
        }
        Event::SplitSealed { seat: s, .. } => format!("{} seals a split (SF 8.2).", player(*s)),
        Event::SplitOpened { seat: s, split: x } => {
            format!("{}: {} (SF 8.2).", player(*s), split(x))
        }
        Event::GateNeutralized { system: i } => {
            format!("The StarGate of {} is neutralized (SF 8.5).", system(*i))
        }
        Event::BreakOffsDue { .. } => String::new(),
        Event::BrokeOff { seat: s, to, .. } if knows => format!(
            "{}'s Forces break off to {} (SF 8.6).",
            player(*s),
            to.label()
        ),
        Event::BrokeOff { seat: s, .. } => format!("{}'s Forces break off (SF 8.6).", player(*s)),
        Event::BattleEnded { at, why } => match why {
            BattleEnd::Decided => format!("The battle at {} is over (SF 8.7).", at.label()),
            BattleEnd::Standoff => format!(
                "Standoff at {}: nobody attacks; they fight again next turn (SF 8.7).",
                at.label()
            ),
            BattleEnd::LastSegment => format!(
                "The battle at {} ends after its last segment (SF 8.7).",
                at.label()
            ),
        },
        Event::SystemEntered { .. } => String::new(),
        Event::Entered { force: f, to, .. } if knows => format!("{} enters the Display at {} (45.4).", r.force(*f), to.label()),
        Event::Entered { .. } => String::new(),
        Event::Reinforced { seat: s, forces } => format!("{} receives {} StarForces to bring in at a working StarGate (41.2).", player(*s), forces.len()),
        Event::NovaInduced { system: s } => format!("The Xenophobes have held {} two Game-Turns: it goes nova at the end of the next (31.5).", system(*s)),
        Event::Activated { seat: s } => format!("{}'s StarGates and StarForces come into play (45.4).", player(*s)),
        Event::GateRecovered { system: i } => {
            format!("The StarGate of {} recovers (SF 9.0).", system(*i))
        }
        Event::GatePermanentlyNeutralized { system: i } => {
            format!(
                "The StarGate of {} is permanently neutralized (SF 9.0).",
                system(*i)
            )
        }
        Event::Loaded { force: f } => {
            format!("{} takes a Population Point aboard (38.3).", r.force(*f))
        }
        Event::Unloaded { force: f } => {
            format!("{} sets its Population Points down (38.3).", r.force(*f))
        }
        Event::Nova { system: i } => format!("{} goes nova (38.4).", system(*i)),
        Event::Held { seat: s, turns } if *turns > 0 => {
            format!(
                "{} holds the objective at the end of this Game-Turn, {turns} in a row (SF 16.0).",
                player(*s)
            )
        }
        Event::Held { .. } => String::new(),
        Event::GameEnded { result } => format!("Game over: {result}."),
    }
}

/// Whether the event is a result the shell shows in its banner.
/// Rolls whose outcome matters (overshift, combat, a FakerForce's entry) and what they do; the nova's and
/// the randomizers' routine draws only in the log.
pub fn is_result(ev: &Event) -> bool {
    matches!(
        ev,
        Event::Rolled { purpose: Purpose::Overshift { .. } | Purpose::Combat { .. } | Purpose::Entry { .. }, .. }
            | Event::Randomized { .. }
            | Event::ForceLost { .. }
            | Event::GateNeutralized { .. }
            | Event::Nova { .. }
            | Event::Activated { .. }
    )
}

/// Odds whose outcomes are runs of faces with the same words.
fn runs(sides: u32, face: u32, what: impl Fn(u32) -> String) -> crate::engine::odds::Odds {
    let mut odds = crate::engine::odds::Odds::new(sides, face);
    let mut f = 1;
    while f <= sides {
        let w = what(f);
        let mut n = 1;
        while f + n <= sides && what(f + n) == w {
            n += 1;
        }
        odds = odds.then(n, w);
        f += n;
    }
    odds
}

/// The outcomes of a roll for `purpose` on its table and row, `face` come up (0: not yet rolled, as a
/// panel shows them before the roll). Every draw is public (SF 7.3).
pub fn purpose_odds(purpose: &Purpose, sides: u32, face: u32) -> crate::engine::odds::Odds {
    match purpose {
        Purpose::Overshift { excess, .. } => runs(sides, face, |f| {
            super::data::tables::overshift(*excess, f - 1)
                .unwrap_or(Overshift::Arrives)
                .name()
                .to_string()
        }),
        Purpose::Combat { differential, .. } => runs(sides, face, |f| {
            losses(super::data::tables::crt(*differential, f - 1) as u32)
        }),
        Purpose::Nova => runs(sides, face, |f| {
            if f == 1 {
                "0 (a nova if the other is 0 too)".into()
            } else {
                "no nova".into()
            }
        }),
        Purpose::Activation => runs(sides, face, |f| {
            if f - 1 == super::scenarios::ACTIVATION_CHIT { "activated".into() } else { "not yet".into() }
        }),
        Purpose::Entry { .. } => runs(sides, face, |f| {
            if super::fakerwar::entry_randomized(f - 1) { "randomized".into() } else { "stays".into() }
        }),
        Purpose::Placement { part, .. } | Purpose::Endangered { part } => {
            crate::engine::odds::Odds::each(sides, face, |f| chit(f, *part))
        }
    }
}

/// A roll's odds as they stood (`Game::odds`).
pub fn odds(ev: &Event) -> Option<crate::engine::odds::Odds> {
    match ev {
        Event::Rolled {
            sides,
            face,
            purpose,
        } => Some(purpose_odds(purpose, *sides, *face)),
        _ => None,
    }
}
