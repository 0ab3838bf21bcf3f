//! Outreach's events in words for the log, as one viewer may know them. What a viewer knows is decided
//! first, as data ([`seen`]: the whole event, or only its public part, from [`Event::private_to`]); the
//! words are made from that alone ([`words`]), so a public line never reads a secret field: the make-up
//! of another player's fleets, his RP and gate SP (5.11, 14.0), a potential value he saw (6.11).

use super::event::{Event, Purpose};
use super::state::{Party, Phase, Seat};
use super::tables::{self, Exploration, Opt};
use crate::engine::game::Marks;
use crate::engine::hex::{Dir, Hex};
use crate::engine::odds::Odds;

/// What a viewer may know of one event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seen<'a> {
    /// All of it: a public event, or the viewer's own.
    Whole(&'a Event),
    /// Its public part: where and whose, never the secret fields.
    Public(&'a Event),
}

/// What `viewer` (`None`: a spectator) may know of `ev`.
pub fn seen(ev: &Event, viewer: Option<Seat>) -> Seen<'_> {
    match ev.private_to() {
        Some(owner) if Some(owner) != viewer => Seen::Public(ev),
        _ => Seen::Whole(ev),
    }
}

/// `n` things in words: "1 hex", "3 hexes".
pub fn count(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A seat in words: "Player 1".
pub fn player(s: Seat) -> String {
    format!("Player {}", s.index() + 1)
}

/// A player or an autonomous force by name (13.0: each set has its colour; here its number).
pub fn party(p: Party) -> String {
    match p {
        Party::Player(s) => player(s),
        Party::Auto(a) => format!("Autonomous force {}", a.index() + 1),
    }
}

/// A phase in words, as the sequence of play names it (4.2).
pub fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::Seeding => "Seed set-up",
        Phase::Builds => "Pre-game builds",
        Phase::RegularShifts => "Regular Shift Phase",
        Phase::ReserveShifts => "Reserve Shift Phase",
        Phase::Exploration => "Exploration Phase",
        Phase::Contact => "Galactic Interrelation Phase, Contact Segment",
        Phase::Interaction => "Galactic Interrelation Phase, Interaction Segment",
        Phase::Conflict => "Galactic Interrelation Phase, Conflict Segment",
        Phase::Reduction => "Galactic Interrelation Phase, Reduction Segment",
        Phase::Fate => "Fate Phase",
        Phase::ResourceAllocation => "Resource Allocation Phase",
        Phase::GameOver => "Game over",
    }
}

/// The event in words as `viewer` may know it.
pub fn describe(ev: &Event, viewer: Option<Seat>) -> String {
    words(seen(ev, viewer))
}

/// The words of what a viewer knows of an event.
pub fn words(seen: Seen) -> String {
    match seen {
        Seen::Whole(ev) => whole(ev),
        Seen::Public(ev) => public(ev),
    }
}

/// The public part of a private event: whose and where, never the fleets, RP, SP or values.
fn public(ev: &Event) -> String {
    match ev {
        Event::Rolled { face, purpose: Purpose::Exploration { seat, hex, .. }, .. } => {
            format!("{} rolls {face} to explore {hex} (6.0).", player(*seat))
        }
        Event::Shifted { seat, from, to, length, go_on, chits, .. } => {
            let length = count(*length, "hex", "hexes");
            format!(
                "{} shifts a force from {from} toward {to}, {length}{}{} (5.1).",
                player(*seat),
                going_on(*go_on),
                carrying(*chits)
            )
        }
        Event::Arrived { seat, hex, chits, .. } => {
            format!("{}'s force arrives in {hex}{} (5.1).", player(*seat), carrying(*chits))
        }
        Event::Scattered { seat, intended, hex, dir, hexes, loss, doubled, .. } => format!(
            "{}'s force scatters {} {} of {intended} into {hex}: attrition {loss}%{} (5.51–5.52).",
            player(*seat),
            count(*hexes, "hex", "hexes"),
            dir_name(*dir),
            if *doubled { ", doubled beyond its CLR" } else { "" }
        ),
        Event::Lost { seat, hex, case, .. } => format!("{} loses StarFleets in {hex} ({case}).", player(*seat)),
        Event::MustLose { attrition } => {
            format!("{} chooses the StarFleets attrition takes in {} (5.24).", player(attrition.owner), attrition.hex)
        }
        Event::ChitPlaced { seat, hex, .. } => {
            format!("A potential value chit is placed face down in {hex}; only {} sees it (6.11).", player(*seat))
        }
        Event::ChitSeen { seat, hex, .. } => {
            format!("{} looks at the potential value chit in {hex} (6.12).", player(*seat))
        }
        Event::SeedGate { seat, hex, .. } => format!("{} has a StarGate in {hex} (18.53).", player(*seat)),
        Event::Budget { seat, .. } => format!("{} may raise StarFleets before the game (18.53).", player(*seat)),
        Event::RpLost { seat, case, .. } => format!("{} loses RP ({case}).", player(*seat)),
        Event::Income { seat, .. } => format!("{} collects his income (14.0).", player(*seat)),
        Event::Maintained { seat, .. } => format!("{} pays his StarFleets' maintenance (14.27).", player(*seat)),
        Event::GateCreated { seat, hex, .. } => {
            format!("{} creates a StarGate in {hex}, expending two StarFleets (14.13).", player(*seat))
        }
        Event::Augmented { seat, hex, .. } => format!("{} augments his StarGate in {hex} (14.14).", player(*seat)),
        Event::Deneutralized { seat, hex, .. } => {
            format!("{} de-neutralizes the StarGate in {hex} (14.18).", player(*seat))
        }
        Event::Raised { seat, hex, .. } => format!("{} raises a StarFleet in {hex} (14.21).", player(*seat)),
        Event::WisdomGained { seat, hex, .. } => format!(
            "{} carries a wisdom chit to his StarGate in {hex} and controls it; only he sees its back (17.25–17.26).",
            player(*seat)
        ),
        Event::Rolled { purpose: Purpose::Wisdom { seat, .. }, .. } => {
            format!("{} looks at the back of the wisdom chit he now controls (17.25).", player(*seat))
        }
        _ => whole(ev),
    }
}

/// ", carrying 2 wisdom chits", or nothing (17.21): the chits lie face up, for all to see (17.0).
pub fn carrying(chits: u8) -> String {
    match chits {
        0 => String::new(),
        1 => ", carrying a wisdom chit".into(),
        n => format!(", carrying {n} wisdom chits"),
    }
}

/// [`carrying`] set off before the verb: ", carrying a wisdom chit," (or nothing).
fn carrying_aside(chits: u8) -> String {
    if chits == 0 { String::new() } else { carrying(chits) + "," }
}

fn going_on(go_on: bool) -> &'static str {
    if go_on {
        ", going on"
    } else {
        ""
    }
}

/// The direction of a scatter (5.52: the map's scatter diagram numbers them as the hex directions).
fn dir_name(d: u8) -> &'static str {
    Dir::new(d).map_or("", |d| d.name())
}

fn whole(ev: &Event) -> String {
    match ev {
        Event::Rolled { face, purpose, .. } => roll(*face, purpose),
        Event::TurnBegan { turn } => format!("Game-Turn {turn} begins (4.1)."),
        Event::OrderSet { totals, order } => {
            let drawn: Vec<String> = totals.iter().map(|(s, t)| format!("{} {t}", player(*s))).collect();
            let order: Vec<String> = order.iter().map(|s| player(*s)).collect();
            if drawn.is_empty() {
                format!("Shift order: {} (4.2).", order.join(", "))
            } else {
                format!("Shift order chits: {}. Shift order: {} (4.2).", drawn.join(", "), order.join(", "))
            }
        }
        Event::PhaseBegan { phase } => format!("{} (4.2).", phase_name(*phase)),
        Event::Next => String::new(),
        Event::Shifted { seat, from, to, fleets, length, go_on, chits } => format!(
            "{} shifts a force of {} from {from} toward {to}, {}{}{} (5.1).",
            player(*seat),
            fleets.words(),
            count(*length, "hex", "hexes"),
            going_on(*go_on),
            carrying(*chits)
        ),
        Event::Arrived { seat, hex, fleets, go_on, chits } => format!(
            "{}'s force of {}{} arrives in {hex}{} (5.1{}).",
            player(*seat),
            fleets.words(),
            carrying_aside(*chits),
            if *go_on { " and may shift on" } else { "" },
            if *go_on { ", 5.21" } else { "" }
        ),
        Event::Scattered { seat, fleets, intended, hex, dir, hexes, loss, count: n, doubled, chits } => format!(
            "{}'s force of {}{} scatters {} {} of {intended} into {hex}: attrition {loss}%{}, {} (5.51–5.52).",
            player(*seat),
            fleets.words(),
            carrying_aside(*chits),
            count(*hexes, "hex", "hexes"),
            dir_name(*dir),
            if *doubled { " doubled beyond the CLR" } else { "" },
            count(*n, "StarFleet", "StarFleets")
        ),
        Event::Lost { seat, hex, fleets, case } => {
            format!("{} loses {} in {hex} ({case}).", player(*seat), fleets.words())
        }
        Event::MustLose { attrition: a } => format!(
            "{} chooses {} of his {} in {} for the attrition (5.24).",
            player(a.owner),
            a.count,
            a.fleets.words(),
            a.hex
        ),
        Event::Stopped { seat } => format!("{}'s force stops shifting (5.12).", player(*seat)),
        Event::Ended { seat, phase } => format!("{} ends his part of the {} (4.2).", player(*seat), phase_name(*phase)),
        Event::Discovered { seat, from, count, first } => format!(
            "{}'s force in {from} sees no beacon star: {count} new beacon stars are discovered; {} places the first (15.11–15.12).",
            player(*seat),
            player(*first)
        ),
        Event::RowChosen { seat, row } => format!("{} names {} for a beacon star (15.12).", player(*seat), row.words()),
        Event::BeaconPlaced { seat, hex } => format!("{} places a beacon star in {hex} (15.12).", player(*seat)),
        Event::RowDone { row } => format!("No beacon star fell in {}: another hexrow is chosen (15.12).", row.words()),
        Event::BeaconsLeft { count: n } => {
            format!("{} fit nowhere the rules allow and are not placed (15.13–15.14).", count(*n, "beacon star", "beacon stars"))
        }
        Event::Explored { seat, hex, result } => format!(
            "{} explores {hex}: {} (6.0).",
            player(*seat),
            match result {
                Exploration::Failure => "failure",
                Exploration::Success => "success",
                Exploration::X => "success, with an X for the fate roll",
            }
        ),
        Event::ChitPlaced { seat, hex, value, .. } => {
            format!("A potential value chit of {value} is placed face down in {hex}; only {} sees it (6.11).", player(*seat))
        }
        Event::ChitSeen { seat, hex, value } => {
            format!("{} sees the potential value chit in {hex}: {value} (6.12).", player(*seat))
        }
        Event::Seeded { seat, letter } => format!("{}'s Seed Table result: {letter} (18.51–18.52).", player(*seat)),
        Event::SeedGate { seat, hex, value, .. } => format!(
            "{} draws a potential value of {value} for {hex} and has a StarGate of {value} SP there (18.53).",
            player(*seat)
        ),
        Event::Budget { seat, rp } => format!("{} has {rp} RP to raise StarFleets before the game (18.53).", player(*seat)),
        Event::RpLost { seat, rp, case } => format!("{} loses {rp} RP ({case}).", player(*seat)),
        Event::Income { seat, rp } => format!("{} collects {rp} RP (14.0).", player(*seat)),
        Event::Maintained { seat, rp } => format!("{} pays {rp} RP of maintenance (14.27).", player(*seat)),
        Event::GateCreated { seat, hex, fleets } => {
            format!("{} creates a StarGate of 0 SP in {hex}, expending {} (14.13).", player(*seat), fleets.words())
        }
        Event::Augmented { seat, hex, fleets, sp } => {
            format!("{} augments his StarGate in {hex} to {sp} SP, expending {} (14.14).", player(*seat), fleets.words())
        }
        Event::ChitReturned { hex } => {
            format!("The StarGate in {hex} has reached its potential: its chit goes back among the others (14.16).")
        }
        Event::Deneutralized { seat, hex, fleets, rp } => format!(
            "{} de-neutralizes the StarGate in {hex} for {rp} RP, expending {} (14.18).",
            player(*seat),
            if fleets.is_empty() { "no StarFleet".to_string() } else { fleets.words() }
        ),
        Event::Raised { seat, hex, kind, rp } => {
            format!("{} raises one {} StarFleet in {hex} for {rp} RP (14.2).", player(*seat), kind.name())
        }
        Event::ContactCheck { hex, parties, choosing } => {
            let who: Vec<String> = parties.iter().map(|s| party(*s)).collect();
            let choose = if choosing.is_empty() {
                String::from("nobody's index is a choice")
            } else {
                let c: Vec<String> = choosing.iter().map(|s| player(*s)).collect();
                format!("{} choose their Contact Index in secret", c.join(" and "))
            };
            format!("Contact in {hex}? {} are there; {choose} (7.0, 7.13).", who.join(", "))
        }
        Event::IndexSealed { seat, .. } => format!("{} seals his Contact Index (7.13).", player(*seat)),
        Event::IndexOpened { seat, index } => format!("{} announces a Contact Index of {index} (7.13).", player(*seat)),
        Event::ContactMade { hex, by: Some(by) } => {
            format!("Contact in {hex} ({}'s roll): a Contact marker; all there are in contact (7.21).", party(*by))
        }
        Event::ContactMade { hex, by: None } => {
            format!("Allies of allies meet in {hex}: a Contact marker without a roll; all there are in contact (7.25).")
        }
        Event::ContactResolved { .. }
        | Event::InteractionResolved
        | Event::ReductionResolved { .. }
        | Event::ConflictResolved { .. }
        | Event::LossesOwed { .. } => String::new(),
        Event::ConflictCheck { hex, may, must, autonomous } => {
            let names = |v: &Vec<Seat>| v.iter().map(|&s| player(s)).collect::<Vec<_>>().join(", ");
            let choose: Vec<Seat> = may.iter().copied().filter(|s| !must.contains(s)).collect();
            let mut t = format!("Conflict is possible in {hex} (9.0).");
            if !must.is_empty() {
                t.push_str(&format!(" {} must attack (8.2 C/C).", names(must)));
            }
            if !choose.is_empty() {
                t.push_str(&format!(" {} say in secret whether they attack.", names(&choose)));
            }
            for &a in autonomous {
                t.push_str(&format!(" {} attacks, as it must (13.33).", party(a.into())));
            }
            t
        }
        Event::IntentSealed { seat, .. } => format!("{} seals whether he attacks (9.0).", player(*seat)),
        Event::IntentOpened { seat, attack } => {
            format!("{} {} (9.0).", player(*seat), if *attack { "attacks" } else { "does not attack" })
        }
        Event::CapacityCheck { hex, attackers, .. } => {
            let who: Vec<String> = attackers.iter().map(|&s| party(s)).collect();
            format!("In {hex} {} declare their Approximate Conflict Capacities in secret (9.15).", who.join(", "))
        }
        Event::CapacitySealed { seat, .. } => format!("{} seals his Approximate Conflict Capacity (9.15).", player(*seat)),
        Event::CapacityOpened { seat, capacity } => {
            format!("{} declares an Approximate Conflict Capacity of {capacity} (9.15).", player(*seat))
        }
        Event::AttackOrder { hex, declared, order } => {
            let each: Vec<String> = order
                .iter()
                .map(|s| format!("{} ({})", party(*s), declared.iter().find(|d| d.0 == *s).map_or(0, |d| d.1)))
                .collect();
            format!("In {hex} the attacks go highest declared first: {} (9.0).", each.join(", "))
        }
        Event::Attacked { seat, hex, defender, attacker_true, defender_true, column, modifier } => format!(
            "{} attacks {}'s force in {hex}: true capacities {attacker_true} and {defender_true}, column {}, die {modifier:+} for dreadnoughts (9.0, 9.14, 9.16–9.17).",
            party(*seat),
            party(*defender),
            conflict_column_name(*column as usize)
        ),
        Event::ConflictLosses { seat, defender, attacker_pct, defender_pct, attacker_loss, defender_loss, doubled, .. } => format!(
            "{} loses {attacker_pct}%, {}; {} loses {defender_pct}%{}, {} (9.2{}).",
            party(*seat),
            count(*attacker_loss, "StarFleet", "StarFleets"),
            party(*defender),
            if *doubled { ", doubled" } else { "" },
            count(*defender_loss, "StarFleet", "StarFleets"),
            if *doubled { ", 8.2 C/C" } else { "" }
        ),
        Event::AttackLapsed { seat, hex } => {
            format!("{}'s force in {hex} makes no attack: it has no one left to attack (9.0).", party(*seat))
        }
        Event::ReductionCheck { hex, deciding, autonomous } => {
            let who: Vec<String> = deciding.iter().map(|&s| player(s)).collect();
            let mut t = format!("The StarGate in {hex} may be reduced (10.21).");
            if !who.is_empty() {
                t.push_str(&format!(" {} may attempt it (10.1).", who.join(", ")));
            }
            for &a in autonomous {
                t.push_str(&format!(" {} attempts it, as it must (13.33).", party(a.into())));
            }
            t
        }
        Event::ReductionDecided { seat, hex, attempt: true, capacity } => {
            format!("{} attempts to reduce the StarGate in {hex}, Reduction Capacity {capacity} (10.1, 10.22).", player(*seat))
        }
        Event::ReductionDecided { seat, hex, attempt: false, .. } => {
            format!("{} does not attempt to reduce the StarGate in {hex} (10.1).", player(*seat))
        }
        Event::Neutralized { hex, by, owner, destroyed: false } => format!(
            "{}'s StarGate in {hex} is neutralized by {}: friendly to no one (10.23).",
            party(*owner),
            party(*by)
        ),
        Event::Neutralized { hex, by, owner, destroyed: true } => format!(
            "{}'s StarGate of 0 SP in {hex} is neutralized by {} and destroyed; a potential value chit of 0 takes its place (10.24).",
            party(*owner),
            party(*by)
        ),
        Event::Eliminated { seat, case } if case == "12.17" => format!(
            "{}'s civilization falls below level 0: he is eliminated, his StarFleets removed and his StarGates neutralized (12.17).",
            player(*seat)
        ),
        Event::Eliminated { seat, case } => {
            format!("{} has no friendly StarGate left: he is eliminated with all his StarFleets ({case}).", player(*seat))
        }
        Event::FateSpent { seat, rp, left, plus, chits, counted } => {
            let mut spent = Vec::new();
            if *left > 0 {
                spent.push(format!("{} to the left (11.14)", count(*left, "column", "columns")));
            }
            if *plus > 0 {
                spent.push(format!("{plus:+} on the die (11.13)"));
            }
            if *chits > 0 {
                spent.push(format!("{} (11.16)", count(*chits, "wisdom chit", "wisdom chits")));
            }
            if counted > chits {
                spent.push("the X chit counting as one chit spent (18.44)".into());
            }
            if spent.is_empty() {
                format!("{} rolls on the Fate Table spending nothing (11.1).", player(*seat))
            } else {
                format!("{} spends {rp} RP on his fate roll: {} (11.15).", player(*seat), spent.join(", "))
            }
        }
        Event::FateResult { seat, letter: None, .. } => format!("Fate: no result for {} (11.4).", player(*seat)),
        Event::FateResult { seat, letter: Some(l), ignored: None } => {
            format!("Fate: {} for {} (11.2).", fate_result(*l), player(*seat))
        }
        Event::FateResult { seat, letter: Some(l), ignored: Some(case) } => format!(
            "Fate: {} for {}, ignored: {} ({case}).",
            fate_result(*l),
            player(*seat),
            match case.as_str() {
                "11.16" => "no wisdom chit was spent on the roll",
                "11.34" => "he has had that dissolution already",
                "11.2" => "after B no dissolution strikes him",
                "13.15" => "he rolled on no Exploration Table this turn",
                "13.14" => "no hex he rolled for has room for it",
                "13.16" => "four autonomous forces are on the map",
                _ => "his scenario leaves it out",
            }
        ),
        Event::LevelChanged { seat, cl, case } => {
            format!("{}'s Civilization Level is now {cl} ({case}, 12.16).", player(*seat))
        }
        Event::DissolutionBegan { seat, percent, target, .. } => format!(
            "{} must neutralize StarGates of his own worth {target} SP or more, {percent}% of his SP rounded up (11.32).",
            player(*seat)
        ),
        Event::Dissolved { seat, hex } => {
            format!("{} neutralizes his StarGate in {hex} in the dissolution (11.32).", player(*seat))
        }
        Event::AutonomousPlaced { seat, set, letter, cl, gates, fleets } => {
            let each: Vec<String> = fleets.iter().filter(|f| f.1 > 0).map(|(h, n)| format!("{n} in {h}")).collect();
            let at: Vec<String> = gates.iter().map(|h| h.to_string()).collect();
            format!(
                "{} appears ({letter}, CL {cl}) where {} explored: StarGates face down in {}; StarFleets face down, {} (13.12–13.18).",
                party((*set).into()),
                player(*seat),
                at.join(", "),
                each.join(", ")
            )
        }
        Event::FleetsRevealed { set, hex, fleets } => {
            format!("{}'s StarFleets in {hex} are revealed: {} (13.23).", party((*set).into()), fleets.words())
        }
        Event::GateRevealed { set, hex, sp } => {
            format!("{}'s StarGate in {hex} is revealed: {sp} SP (13.23).", party((*set).into()))
        }
        Event::Caretaker { set, seat } => {
            format!("{} is the caretaker of {}, the first in contact with it (13.23).", player(*seat), party((*set).into()))
        }
        Event::AutonomousOption { set, seat, option, case } => format!(
            "{} chooses {} toward {} ({}, {case}).",
            party((*set).into()),
            option.letter(),
            player(*seat),
            option.name()
        ),
        Event::Provoked { set, seat } => format!(
            "{} turns on {} for good: from the next Interaction Segment it is hostile toward him (13.26).",
            party((*set).into()),
            player(*seat)
        ),
        Event::AutonomousLost { set, hex, fleets } => {
            format!("{} loses {} in {hex}, regulars first (9.18).", party((*set).into()), fleets.words())
        }
        Event::AutonomousShifted { seat, set, from, to, fleets, unknown, length } => format!(
            "{}, its caretaker, shifts {} of {}'s StarFleets from {from} to {to}, {length} hex{} (13.24, 13.31).",
            player(*seat),
            fleets.total() + *unknown as u32,
            party((*set).into()),
            if *length == 1 { "" } else { "es" }
        ),
        Event::AutonomousArrived { set, hex, fleets, unknown } => format!(
            "{}'s {} StarFleet{} arrive{} in {hex}.",
            party((*set).into()),
            fleets.total() + *unknown as u32,
            if fleets.total() + *unknown as u32 == 1 { "" } else { "s" },
            if fleets.total() + *unknown as u32 == 1 { "s" } else { "" }
        ),
        Event::AutonomousRemoved { set, hex, count, case } => format!(
            "{}'s {count} StarFleets scatter to {hex} and are removed ({case}).",
            party((*set).into())
        ),
        Event::Reinforced { set, fleets } => {
            let each: Vec<String> = fleets.iter().map(|(h, n)| format!("{n} in {h}")).collect();
            format!("{} raises new StarFleets, face down: {} (13.34).", party((*set).into()), each.join(", "))
        }
        Event::AutonomousEnded { set } => format!(
            "{} has no StarGate left: its StarFleets leave the map and its counters may be called again (10.25).",
            party((*set).into())
        ),
        Event::InteractionBegan { toward } => {
            let lists: Vec<String> = toward
                .iter()
                .map(|(s, o)| {
                    let others: Vec<String> = o.iter().map(|&q| party(q)).collect();
                    format!("{} toward {}", player(*s), others.join(" and "))
                })
                .collect();
            format!("Interaction: options are chosen in secret, {} (8.0, 8.11).", lists.join("; "))
        }
        Event::OptionsSealed { seat, .. } => format!("{} seals his interaction options (8.0).", player(*seat)),
        Event::OptionsOpened { seat, options } => {
            let each: Vec<String> =
                options.iter().map(|(q, o)| format!("{} toward {} ({})", o.letter(), party(*q), o.name())).collect();
            format!("{} reveals his options: {} (8.2).", player(*seat), each.join(", "))
        }
        Event::Held { streaks, draw } => {
            let mut each: Vec<String> = streaks
                .iter()
                .enumerate()
                .filter(|(_, &n)| n > 0)
                .filter_map(|(k, &n)| Some(format!("{} {}", player(Seat::from_index(k)?), count(n, "Game-Turn", "Game-Turns"))))
                .collect();
            if *draw > 0 {
                each.push(format!("every player above 100 SP {}", count(*draw, "Game-Turn", "Game-Turns")));
            }
            if each.is_empty() {
                "No condition of victory holds any longer (18.0).".into()
            } else {
                format!("A lasting condition of victory holds: {} in a row (18.0).", each.join(", "))
            }
        }
        Event::WisdomTaken { seat, hex, refilled } => format!(
            "{} takes the wisdom chit in {hex} along (17.21); {} (17.24).",
            player(*seat),
            if *refilled { "a spare is placed there at once" } else { "no spare is left to replace it" }
        ),
        Event::WisdomGained { seat, hex, x } => format!(
            "{} carries a wisdom chit to his StarGate in {hex} and controls it (17.26): {}.",
            player(*seat),
            if *x { "it is the X chit (17.27)" } else { "its back is blank" }
        ),
        Event::WisdomLost { seat, hex, count: n } => format!(
            "{}'s {} in {hex} {} no carrier left and {} back among the spares (17.22).",
            player(*seat),
            count(*n, "wisdom chit", "wisdom chits"),
            if *n == 1 { "has" } else { "have" },
            if *n == 1 { "goes" } else { "go" }
        ),
        Event::OverflowAsked { seat, letter, gates } => {
            let at: Vec<String> = gates.iter().map(|h| h.to_string()).collect();
            format!(
                "{}'s {letter} calls more autonomous StarGates than fit beside {}: {} placed, he places the others beside \
                 them (13.13).",
                player(*seat),
                at[0],
                at.join(", ")
            )
        }
        Event::GatePlaced { seat, hex } => format!("{} places an autonomous StarGate in {hex} (13.13).", player(*seat)),
        Event::KeepXAsked { seat } => {
            format!("{}'s level rose while he holds the X chit: he keeps it or gives it back (18.45).", player(*seat))
        }
        Event::XKept { seat, keep } => format!(
            "{} {} (18.45).",
            player(*seat),
            if *keep { "keeps the X chit" } else { "gives the X chit back among the spares; its restrictions end" }
        ),
        Event::GameEnded { result } => format!("The game ends: {result} (4.1)."),
    }
}

/// A roll in words: what it is for, its table and row, and its face.
fn roll(face: u32, purpose: &Purpose) -> String {
    match purpose {
        Purpose::Wisdom { seat, left } => format!(
            "{} draws the back of his wisdom chit from the {left} no player controls: die {face}, {} (17.25).",
            player(*seat),
            if face == 1 { "the X" } else { "blank" }
        ),
        Purpose::ShiftOrder { seat } => {
            let total: u32 = tables::PV_CHITS.get(face as usize - 1).map_or(0, |c| c.iter().map(|&v| v as u32).sum());
            format!("{} draws a potential value chit for the shift order: total {total} (4.2).", player(*seat))
        }
        Purpose::Scatter { length, modifier } => format!(
            "Scatter Table, a shift of {length} hexes: die {face}{} (5.41–5.46).",
            if *modifier != 0 { format!(" {modifier:+} = {}", face as i32 + modifier) } else { String::new() }
        ),
        Purpose::ScatterDirection => format!("Scatter direction: die {face}, {} (5.52).", dir_name(face as u8)),
        Purpose::Exploration { seat, hex, total } => {
            format!(
                "{} explores {hex} with a total of {total}: die {face} on the Exploration Table (6.0).",
                player(*seat)
            )
        }
        Purpose::Beacons => format!("Beacon stars discovered: die {face} + 2 (15.11)."),
        Purpose::SeedWinds { seat } => format!("{} rolls {face} on the Seed Winds Table (18.51).", player(*seat)),
        Purpose::BeaconHex { hex } => {
            format!("Two dice for a beacon star in {hex}: {face}{} (15.12).", if face == 9 { ", placed" } else { "" })
        }
        Purpose::Conflict { seat, hex, column, modifier } => format!(
            "{}'s attack in {hex}: die {face}{} on the Conflict Table, column {} (9.2).",
            party(*seat),
            if *modifier != 0 {
                format!(" {modifier:+} = row {}", (face as i32 + modifier).clamp(tables::CONFLICT_ROWS.0, tables::CONFLICT_ROWS.1))
            } else {
                String::new()
            },
            conflict_column_name(*column as usize)
        ),
        Purpose::Reduction { seat, hex, differential } => format!(
            "{}'s reduction in {hex}, differential {differential:+}: die {face} on the Reduction Table, {} (10.3).",
            party(*seat),
            if tables::reduction(*differential, face as u8) { "neutralized" } else { "no effect" }
        ),
        Purpose::Fate { seat, column, x, plus } => {
            let die = super::fate::adjusted(face as u8, *x, *plus);
            let mut raised = String::new();
            if *x > 0 {
                raised.push_str(&format!(" + {} X (11.12)", x));
            }
            if *plus > 0 {
                raised.push_str(&format!(" {plus:+} RP (11.13)"));
            }
            if die != face as u8 {
                raised.push_str(&format!(" = {die}"));
            }
            format!(
                "{}'s fate roll: die {face}{raised} on the Fate Table, column {}: {} (11.4).",
                player(*seat),
                fate_column_name(*column as usize),
                tables::fate(die, *column as usize).label()
            )
        }
        Purpose::Contact { seat, hex, index } => format!(
            "{}'s Contact Index {index} in {hex}: die {face} on the Contact Table, {} (7.4).",
            party(*seat),
            if tables::contact(*index, face as u8) { "C" } else { "no contact" }
        ),
        Purpose::AutonomousHex { seat, hexes } => format!(
            "Which hex {} rolled for gets the autonomous force: die {face} of {}, {} (13.19).",
            player(*seat),
            hexes.len(),
            hexes.get(face as usize - 1).map_or(String::new(), |h| h.to_string())
        ),
        Purpose::AutonomousFleet { set, hex, regulars, dreadnoughts } => format!(
            "A StarFleet of {} in {hex} drawn from the {} left in its set ({dreadnoughts} dreadnoughts): {} (3.21).",
            party((*set).into()),
            regulars + dreadnoughts,
            if face <= *dreadnoughts { "a dreadnought" } else { "a regular" }
        ),
        Purpose::AutonomousGate { set, hex, left } => format!(
            "The SP of {}'s StarGate in {hex}, drawn from the values left in its set ({}): {} (3.21).",
            party((*set).into()),
            left.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", "),
            left.get(face as usize - 1).copied().unwrap_or(0)
        ),
        Purpose::Riot { set, seat, previous } => format!(
            "{}'s option toward {}: die {face} on the Random Interaction Option Table, column {}: {} (8.4).",
            party((*set).into()),
            player(*seat),
            tables::RIOT_COLUMNS[previous.map_or(0, |o| o as usize + 1)],
            tables::riot(*previous, face as u8).letter()
        ),
    }
}

/// A Fate Table column by its heading: "20–29 SP".
pub fn fate_column_name(i: usize) -> String {
    match tables::FATE_COLUMNS.get(i) {
        Some(&(lo, u32::MAX)) => format!("{lo}+ SP"),
        Some(&(lo, hi)) => format!("{lo}–{hi} SP"),
        None => String::new(),
    }
}

/// A fate result's letter and what it does: "B (dissolution 30%)".
fn fate_result(letter: char) -> String {
    let r = super::fate::effect_words(letter);
    format!("{letter} ({})", r.as_deref().unwrap_or("nothing"))
}

/// A Conflict Table column by its heading: "100–149%".
pub fn conflict_column_name(i: usize) -> String {
    match tables::CONFLICT_COLUMNS.get(i) {
        Some(&(lo, u32::MAX)) => format!("{lo}%+"),
        Some(&(lo, hi)) => format!("{lo}–{hi}%"),
        None => String::new(),
    }
}

/// The hexes the event's log entry shows on the map (its public part: where, never what).
pub fn marks(ev: &Event) -> Marks {
    let hexes: Vec<Hex> = match ev {
        Event::Rolled { purpose: Purpose::Exploration { hex, .. } | Purpose::BeaconHex { hex }, .. } => vec![*hex],
        Event::Shifted { from, to, .. } | Event::AutonomousShifted { from, to, .. } => vec![*from, *to],
        Event::AutonomousArrived { hex, .. } | Event::AutonomousRemoved { hex, .. } | Event::GatePlaced { hex, .. } => {
            vec![*hex]
        }
        Event::Scattered { intended, hex, .. } => vec![*intended, *hex],
        Event::Arrived { hex, .. }
        | Event::Lost { hex, .. }
        | Event::BeaconPlaced { hex, .. }
        | Event::Explored { hex, .. }
        | Event::ChitPlaced { hex, .. }
        | Event::ChitSeen { hex, .. }
        | Event::GateCreated { hex, .. }
        | Event::Augmented { hex, .. }
        | Event::ChitReturned { hex }
        | Event::Deneutralized { hex, .. }
        | Event::Raised { hex, .. }
        | Event::SeedGate { hex, .. } => vec![*hex],
        Event::MustLose { attrition } => vec![attrition.hex],
        Event::Discovered { from, .. } => vec![*from],
        Event::ContactCheck { hex, .. }
        | Event::ContactMade { hex, .. }
        | Event::ReductionCheck { hex, .. }
        | Event::ReductionDecided { hex, .. }
        | Event::Neutralized { hex, .. }
        | Event::ConflictCheck { hex, .. }
        | Event::Attacked { hex, .. } => vec![*hex],
        Event::Rolled { purpose: Purpose::Reduction { hex, .. } | Purpose::Conflict { hex, .. }, .. } => vec![*hex],
        Event::Rolled { purpose: Purpose::Contact { hex, .. }, .. } => vec![*hex],
        _ => vec![],
    };
    Marks { hexes, units: vec![] }
}

/// Results shown in the result banner until the next action: a scatter, a loss, an exploration.
pub fn is_result(ev: &Event) -> bool {
    matches!(
        ev,
        Event::Scattered { .. }
            | Event::Lost { .. }
            | Event::Explored { .. }
            | Event::Discovered { .. }
            | Event::ContactMade { .. }
            | Event::Neutralized { .. }
            | Event::Eliminated { .. }
            | Event::FateResult { .. }
            | Event::Dissolved { .. }
            | Event::ConflictLosses { .. }
    )
}

/// The odds of a roll as `viewer` may know them: the Scatter Table's row for the shift (5.41), the
/// Exploration Table's column for the explorer alone (its total tells his fleets), each direction.
pub fn odds(ev: &Event, viewer: Option<Seat>) -> Option<Odds> {
    let Seen::Whole(Event::Rolled { sides, face, purpose }) = seen(ev, viewer) else { return None };
    purpose_odds(purpose, *sides, *face)
}

/// The outcomes of a die of `sides` rolled for `purpose` on its table and row, `face` come up (0: not yet
/// rolled, as the panels show them before the roll).
pub fn purpose_odds(purpose: &Purpose, sides: u32, face: u32) -> Option<Odds> {
    Some(match purpose {
        Purpose::Scatter { length, modifier } => runs(sides, face, |f| {
            if tables::scatter(*length, f as i32 + modifier).is_some() {
                "scatters"
            } else {
                "arrives"
            }
        }),
        Purpose::ScatterDirection => Odds::each(sides, face, |f| dir_name(f as u8).to_string()),
        Purpose::Exploration { total, .. } => {
            runs(sides, face, |f| match tables::exploration(*total, f as u8).unwrap_or(Exploration::Failure) {
                Exploration::Failure => "failure",
                Exploration::Success => "success",
                Exploration::X => "success with X",
            })
        }
        Purpose::Beacons => Odds::each(sides, face, |f| format!("{} beacon stars", f + 2)),
        Purpose::Contact { index, .. } => {
            runs(sides, face, |f| if tables::contact(*index, f as u8) { "contact" } else { "no contact" })
        }
        Purpose::Conflict { column, modifier, .. } => Odds::each(sides, face, |f| {
            let l = tables::conflict(f as i32 + modifier, *column as usize);
            format!("{}/{}", l.attacker, l.defender)
        }),
        Purpose::Reduction { differential, .. } => {
            runs(sides, face, |f| if tables::reduction(*differential, f as u8) { "neutralized" } else { "no effect" })
        }
        Purpose::Fate { column, x, plus, .. } => Odds::each(sides, face, |f| {
            tables::fate(super::fate::adjusted(f as u8, *x, *plus), *column as usize).label()
        }),
        Purpose::AutonomousFleet { dreadnoughts, .. } => {
            runs(sides, face, |f| if f <= *dreadnoughts { "dreadnought" } else { "regular" })
        }
        Purpose::AutonomousGate { left, .. } => {
            Odds::each(sides, face, |f| format!("{} SP", left.get(f as usize - 1).copied().unwrap_or(0)))
        }
        Purpose::Riot { previous, .. } => runs(sides, face, |f| match tables::riot(*previous, f as u8) {
            Opt::A => "A",
            Opt::B => "B",
            Opt::C => "C",
        }),
        Purpose::Wisdom { .. } => runs(sides, face, |f| if f == 1 { "the X chit" } else { "blank" }),
        Purpose::AutonomousHex { hexes, .. } => Odds::each(sides, face, |f| {
            hexes.get(f as usize - 1).map_or(String::new(), |h| h.to_string())
        }),
        Purpose::ShiftOrder { .. } | Purpose::BeaconHex { .. } | Purpose::SeedWinds { .. } => return None,
    })
}

/// The odds of a die whose faces give `outcome`, a run of faces with the same outcome as one.
fn runs<S: Into<String> + PartialEq>(sides: u32, face: u32, outcome: impl Fn(u32) -> S) -> Odds {
    let mut o = Odds::new(sides, face);
    let mut f = 1;
    while f <= sides {
        let what = outcome(f);
        let run = (f..=sides).take_while(|&g| outcome(g) == what).count() as u32;
        o = o.then(run, what);
        f += run;
    }
    o
}
