//! Victory (DeltaVee 11.0): each scenario's victory conditions, scenario 5's Victory Points, the draws, and
//! the general definition of a destroyed Spacecraft or battlecraft.
//!
//! The conditions are read from the state between actions: [`check`] is called by the sequence of play
//! after every action (and after every step it runs on by itself, `rules::settle`), so a game ends at the
//! instant its conditions are met ("the instant", "the moment", "immediately", "at any time": scenarios
//! 1, 2 and 4), whatever phase is in progress. The result is an event (`Event::Ended`) and is kept in
//! `State::result`; once it is set nobody may act (3.0: play goes on until a player fulfils his conditions).
//!
//! Readings:
//! - Destroyed (11.0): a unit removed from play as destroyed (by fire, 8.8; an interception, 9.6; a
//!   planet, 6.5), or a ship whose Status boxes already make it count as destroyed
//!   ([`damage::destroyed`]). A ship that landed (6.5) or hyperjumped (6.8) is not destroyed.
//! - Orbit (6.5): a Spacecraft is in orbit when it is in play in the planet hex with velocity 1 and is not
//!   in the middle of its move (a unit stopped in the planet hex for its Maneuver Commands may still speed
//!   up and leave). Checked between actions, so a Decelerate to 1 in the planet hex puts it in orbit at once.
//! - Scenario 2's draw: every pair of one Spacecraft or launched battlecraft of each player in play is more
//!   than 25 hexes apart (the hex distance on the plane of maps); checked between actions.
//! - Scenario 3: "three enemy ships destroyed (including the Corco Iota)" is the Iota and two others.
//! - Scenario 4: a Flute "docks with" the Corco Mu through a Rendezvous Command (7.4); Player 1's conditions
//!   are checked after the draw and Player 2's.
//! - Scenario 5: a Player 1 Spacecraft placed in orbit leaves play at once (an event, like a jump) and
//!   scores 1 VP plus 1 per cargo pod (standard, buffered, living) not destroyed. Player 2 scores 1 per
//!   enemy ship destroyed and 1 per enemy cargo pod destroyed — all the cargo pods of a destroyed ship,
//!   hence four for a Zeta — and loses 2 per Flute of his destroyed; the Clarinet's loss ends the game
//!   first.
//! - Conditions met by both players in one action (both Piccolos destroyed by one event chain, say) make a
//!   draw.
//! - When a player has no unit in play at all, nothing can change any more (3.0's sequence would run on
//!   empty): the game ends as a draw unless a condition above decided it.

use super::damage;
use super::data::Class;
use super::event::Event;
use super::rules::Ctx;
use super::state::{Gone, Phase, Player, Ship, ShipId, State, Status, Unit};
use crate::engine::game::Goal;
use serde::Serialize;

/// How a game ended: the winner (`None` for a draw) and why, with the case.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Outcome {
    pub winner: Option<Player>,
    /// E.g. "Player 2's Piccolo E is destroyed (DeltaVee 11.0 scenario 1)".
    pub reason: String,
}

impl Outcome {
    fn win(p: Player, reason: impl Into<String>) -> Outcome {
        Outcome { winner: Some(p), reason: reason.into() }
    }
    fn draw(reason: impl Into<String>) -> Outcome {
        Outcome { winner: None, reason: reason.into() }
    }
    /// The result in words, e.g. "Player 1 wins: … (DeltaVee 11.0 scenario 1)".
    pub fn text(&self) -> String {
        match self.winner {
            Some(p) => format!("{} wins: {}", p.name(), self.reason),
            None => format!("Draw: {}", self.reason),
        }
    }
}

/// Destroyed for victory (11.0): removed as destroyed, or counting as destroyed by its Status boxes.
pub fn destroyed(ship: &Ship) -> bool {
    ship.status == Status::Gone(Gone::Destroyed) || damage::destroyed(ship)
}

fn jumped(ship: &Ship) -> bool {
    ship.status == Status::Gone(Gone::Jumped)
}

/// In orbit around a planet (6.5): in play in a planet hex at velocity 1, its move (if any) over.
pub fn orbiting(st: &State, s: ShipId) -> bool {
    let ship = st.ship(s);
    let moving =
        st.motion.as_ref().is_some_and(|m| m.unit == Unit::Ship(s) || st.docked(m.unit) == Some(Unit::Ship(s)));
    ship.in_play() && ship.velocity == Some(1) && ship.at.is_some_and(|h| st.planets.contains(&h)) && !moving
}

/// Cargo pods of the ship: (not destroyed, destroyed).
fn cargo(ship: &Ship) -> (i32, i32) {
    let mut kept = 0;
    let mut lost = 0;
    for (i, pod) in ship.pods.iter().enumerate() {
        if pod.kind.is_cargo() {
            if damage::pod_status(ship, i as u8 + 1).destroyed() {
                lost += 1;
            } else {
                kept += 1;
            }
        }
    }
    (kept, lost)
}

/// Scenario 5's Victory Points, by seat index (Player 1 first); `None` in the other scenarios.
pub fn points(st: &State) -> Option<Vec<i32>> {
    if st.scenario != "convoy-red" {
        return None;
    }
    let (one, two) = (Player::One.index(), Player::Two.index());
    let mut vp = vec![0; Player::ALL.len()];
    for s in st.ids() {
        let ship = st.ship(s);
        let (kept, lost) = cargo(ship);
        match ship.player {
            Player::One => {
                if ship.status == Status::Gone(Gone::Orbited) {
                    vp[one] += 1 + kept;
                }
                if destroyed(ship) {
                    vp[two] += 1 + kept + lost;
                } else {
                    vp[two] += lost;
                }
            }
            Player::Two => {
                if ship.class == Class::Flute && destroyed(ship) {
                    vp[two] -= 2;
                }
            }
        }
    }
    Some(vp)
}

/// The VP a player must reach in scenario 5.
pub const CONVOY_VP: i32 = 8;

/// The ships of `p` of class `class`.
fn of(st: &State, p: Player, class: Class) -> Vec<&Ship> {
    st.fleet(p).map(|s| st.ship(s)).filter(|s| s.class == class).collect()
}

/// Whether the two conditions met at once make a draw, else the one met.
fn either(one: Option<Outcome>, two: Option<Outcome>, case: &str) -> Option<Outcome> {
    match (one, two) {
        (Some(a), Some(b)) => Some(Outcome::draw(format!(
            "both players' conditions are met at once: {}; {} ({case})",
            a.reason, b.reason
        ))),
        (a, b) => a.or(b),
    }
}

/// The result the state shows now (see the readings above), whether or not it has been declared.
pub fn outcome(st: &State) -> Option<Outcome> {
    use Player::{One, Two};
    if st.phase == Phase::SetUp {
        return None;
    }
    let gone = |p: Player| st.fleet(p).map(|s| st.ship(s)).filter(|s| destroyed(s)).map(Ship::name).collect::<Vec<_>>();
    let decided = match st.scenario {
        "showdown" => {
            let case = "DeltaVee 11.0 scenario 1";
            let w1 = gone(Two).first().map(|n| Outcome::win(One, format!("{n} is destroyed ({case})")));
            let w2 = gone(One).first().map(|n| Outcome::win(Two, format!("{n} is destroyed ({case})")));
            either(w1, w2, case)
        }
        "first-shot" => {
            let case = "DeltaVee 11.0 scenario 2";
            let daggers = of(st, Two, Class::Dagger);
            let w1 = daggers
                .iter()
                .all(|s| destroyed(s))
                .then(|| Outcome::win(One, format!("both Daggers are destroyed ({case})")));
            let w2 = of(st, One, Class::Sword)
                .iter()
                .any(|s| destroyed(s))
                .then(|| Outcome::win(Two, format!("the Sword is destroyed ({case})")));
            either(w1, w2, case).or_else(|| {
                apart(st, 25).then(|| {
                    Outcome::draw(format!(
                        "all opposing Spacecraft and battlecraft are more than 25 hexes apart ({case})"
                    ))
                })
            })
        }
        "tau-ceti" => {
            let case = "DeltaVee 11.0 scenario 3";
            let iota = of(st, One, Class::CorcoIota);
            let gammas_jumped = of(st, One, Class::CorcoGamma).iter().filter(|s| jumped(s)).count();
            let w1 = if iota.iter().any(|s| jumped(s)) {
                Some(Outcome::win(One, format!("the Corco Iota has jumped ({case})")))
            } else if gammas_jumped >= 2 {
                Some(Outcome::win(One, format!("two Corco Gammas have jumped ({case})")))
            } else if of(st, Two, Class::Sword).iter().any(|s| destroyed(s)) {
                Some(Outcome::win(One, format!("the Sword is destroyed ({case})")))
            } else {
                None
            };
            let w2 = (iota.iter().any(|s| destroyed(s)) && gone(One).len() >= 3)
                .then(|| Outcome::win(Two, format!("three ships are destroyed, the Corco Iota among them ({case})")));
            either(w1, w2, case)
        }
        "pirates" => {
            let case = "DeltaVee 11.0 scenario 4";
            let mu = st.fleet(One).find(|&s| st.ship(s).class == Class::CorcoMu);
            let flutes: Vec<ShipId> = st.fleet(Two).filter(|&s| st.ship(s).class == Class::Flute).collect();
            match mu {
                Some(mu) if destroyed(st.ship(mu)) => {
                    Some(Outcome::draw(format!("the Corco Mu is destroyed ({case})")))
                }
                Some(mu) if flutes.iter().any(|&f| st.ship(f).docked == Some(Unit::Ship(mu))) => {
                    Some(Outcome::win(Two, format!("a Flute has docked with the Corco Mu ({case})")))
                }
                Some(mu) if orbiting(st, mu) => {
                    Some(Outcome::win(One, format!("the Corco Mu is in orbit around Esata ({case})")))
                }
                _ if !flutes.is_empty() && flutes.iter().all(|&f| destroyed(st.ship(f))) => {
                    Some(Outcome::win(One, format!("both Flutes are destroyed ({case})")))
                }
                _ => None,
            }
        }
        "convoy-red" => {
            let case = "DeltaVee 11.0 scenario 5";
            let vp = points(st).expect("scenario 5");
            if of(st, Two, Class::Clarinet).iter().any(|s| destroyed(s)) {
                Some(Outcome::win(One, format!("the Clarinet is destroyed: Player 2 loses ({case})")))
            } else {
                let reached = |p: Player| {
                    let n = vp[p.index()];
                    (n >= CONVOY_VP).then(|| Outcome::win(p, format!("{n} Victory Points ({case})")))
                };
                let (w1, w2) = (reached(One), reached(Two));
                either(w1, w2, case)
            }
        }
        _ => None,
    };
    decided.or_else(|| {
        [One, Two].into_iter().find(|&p| st.units_in_play().all(|u| st.owner(u) != p)).map(|p| {
            Outcome::draw(format!(
                "{} has no unit left in play and neither player's conditions can be met any more (DeltaVee 3.0, 11.0)",
                p.name()
            ))
        })
    })
}

/// Every Spacecraft and launched battlecraft in play of one player is more than `n` hexes from every one of
/// the other's (and each has at least one).
fn apart(st: &State, n: i32) -> bool {
    let craft = |p: Player| -> Vec<_> {
        st.units_in_play().filter(|&u| st.owner(u) == p && st.is_spacecraft(u)).filter_map(|u| st.at(u)).collect()
    };
    let (a, b) = (craft(Player::One), craft(Player::Two));
    !a.is_empty() && !b.is_empty() && a.iter().all(|x| b.iter().all(|y| x.distance(*y) > n))
}

/// Scenario 5's removal of Player 1's Spacecraft placed in orbit, then the result if the game is decided.
/// Returns whether the game is over.
pub fn check(cx: &mut Ctx) -> bool {
    if cx.st.result.is_some() {
        return true;
    }
    if cx.st.scenario == "convoy-red" {
        let orbiting: Vec<ShipId> = cx.st.fleet(Player::One).filter(|&s| orbiting(&cx.st, s)).collect();
        for s in orbiting {
            cx.emit(Event::Removed { unit: Unit::Ship(s), gone: Gone::Orbited, case: "11.0 scenario 5".into() });
        }
    }
    match outcome(&cx.st) {
        Some(outcome) => {
            cx.emit(Event::Ended { outcome });
            true
        }
        None => false,
    }
}

/// The victory tracker: each player's ways to win in the scenario and how far each is (11.0), from ships
/// only (every spaceship and its log's Status boxes are face up, 2.5), so every seat is told the same.
pub fn goals(st: &State) -> Vec<Goal> {
    use Player::{One, Two};
    let n = |it: Vec<&Ship>, f: fn(&Ship) -> bool| it.into_iter().filter(|s| f(s)).count() as u32;
    let goal = |p: Player, needs: &str, have: u32, of: u32, case: &'static str| Goal {
        player: p.name(),
        needs: needs.into(),
        have: have.min(of),
        of,
        case,
    };
    let fleet = |p: Player| st.fleet(p).map(|s| st.ship(s)).collect::<Vec<_>>();
    match st.scenario {
        "showdown" => {
            let c = "11.0 scenario 1";
            vec![
                goal(One, "Player 2's ship destroyed", n(fleet(Two), destroyed), 1, c),
                goal(Two, "Player 1's ship destroyed", n(fleet(One), destroyed), 1, c),
            ]
        }
        "first-shot" => {
            let c = "11.0 scenario 2";
            vec![
                goal(One, "Daggers destroyed (both)", n(of(st, Two, Class::Dagger), destroyed), 2, c),
                goal(Two, "the Sword destroyed", n(of(st, One, Class::Sword), destroyed), 1, c),
            ]
        }
        "tau-ceti" => {
            let c = "11.0 scenario 3";
            let iota_lost = n(of(st, One, Class::CorcoIota), destroyed);
            vec![
                goal(One, "the Corco Iota jumped", n(of(st, One, Class::CorcoIota), jumped), 1, c),
                goal(One, "or Corco Gammas jumped (two)", n(of(st, One, Class::CorcoGamma), jumped), 2, c),
                goal(One, "or the Sword destroyed", n(of(st, Two, Class::Sword), destroyed), 1, c),
                goal(Two, "Player 1's ships destroyed (three)", n(fleet(One), destroyed), 3, c),
                goal(Two, "the Corco Iota among them", iota_lost, 1, c),
            ]
        }
        "pirates" => {
            let c = "11.0 scenario 4";
            let mu = st.fleet(One).find(|&s| st.ship(s).class == Class::CorcoMu);
            let orbit = mu.is_some_and(|m| orbiting(st, m)) as u32;
            let docked = mu.is_some_and(|m| {
                st.fleet(Two).any(|f| st.ship(f).class == Class::Flute && st.ship(f).docked == Some(Unit::Ship(m)))
            }) as u32;
            vec![
                goal(One, "the Corco Mu in orbit around Esata", orbit, 1, c),
                goal(One, "or Flutes destroyed (both)", n(of(st, Two, Class::Flute), destroyed), 2, c),
                goal(Two, "a Flute docked with the Corco Mu (a draw if the Mu is destroyed)", docked, 1, c),
            ]
        }
        "convoy-red" => {
            let c = "11.0 scenario 5";
            let vp = points(st).unwrap_or_default();
            let vp_of = |p: Player| vp.get(p.index()).copied().unwrap_or(0).max(0) as u32;
            let target = CONVOY_VP as u32;
            vec![
                goal(One, "Victory Points", vp_of(One), target, c),
                goal(One, "or the Clarinet destroyed", n(of(st, Two, Class::Clarinet), destroyed), 1, c),
                goal(Two, "Victory Points", vp_of(Two), target, c),
            ]
        }
        _ => Vec::new(),
    }
}
