//! The approach routine (7.0–7.5): a unit moved into an enemy-occupied hex meets mobile combat and
//! defensive fire there, as part of its movement.
//!
//! The two options are chosen in secret and shown together (7.11–7.12). A record or link travels
//! between the players, so the moving player's option must not travel in the clear before the defender
//! has chosen: the mover **commits** to it (the first 64 bits of SHA-256 over the option and a 64-bit
//! salt kept on his device), the defender then chooses in the clear, and the mover **discloses** option
//! and salt, which must match. Order of steps: the Virunian announcement when an Igugui moves or defends
//! (7.34), the mover's commitment (skipped when he has one option only, 7.32), the defender's option, the
//! mover's disclosure, the die (7.13), and the owner's choice of the defending unit lost on a "d" result.

use super::action::Action;
use super::data::{Kind, Race};
use super::event::{Event, Purpose};
use super::movement::refuse;
use super::rules::Ctx;
use super::state::{Approach, Side, State, UnitId};
use super::tables::{self, ApproachNumber, Shielded, Tactic};
use crate::engine::game::Refusal;
use crate::engine::hex::Hex;
use crate::engine::seal::{self, LISTED_SALT};

/// The domain of the approach options' seals (`engine::seal`).
pub const SEAL_DOMAIN: &str = "StarGate 7.1";

/// The commitment to a secret option: `seal::commitment` over the option's index (one byte) and the salt.
pub fn commitment(tactic: Tactic, salt: u64) -> u64 {
    seal::commitment(SEAL_DOMAIN, &[tactic.index() as u8], salt)
}

/// The option a sealed choice's bytes name.
pub fn tactic_of(choice: &[u8]) -> Option<Tactic> {
    match choice {
        [i] => Tactic::ALL.get(*i as usize).copied(),
        _ => None,
    }
}

/// The moving player seals his option (7.11): the commitment and the action, when he is to choose now
/// and may choose that option.
pub fn seal(st: &State, seat: Side, choice: &[u8], salt: u64) -> Option<(u64, Action)> {
    let a = st.movement.approach.as_ref()?;
    let tactic = tactic_of(choice)?;
    if step(a) != Step::Commit || actor(st, a) != seat || !tactics(st, a, seat).contains(&tactic) {
        return None;
    }
    let hash = commitment(tactic, salt);
    Some((hash, Action::Commit { hash }))
}

/// The commitment the moving player must open now: once the defender has chosen (7.12).
pub fn to_open(st: &State, seat: Side) -> Option<u64> {
    let a = st.movement.approach.as_ref()?;
    (step(a) == Step::Disclose && mover(st, a) == seat).then_some(a.commitment?)
}

/// Where an approach routine stands: whose move it is and what it is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// The Virunian Player names an option he is not choosing (7.34).
    Announce,
    /// The moving player chooses his option in secret (7.11).
    Commit,
    /// The defender chooses his option (7.11).
    Defend,
    /// The moving player shows his option (7.12).
    Disclose,
    /// The defender chooses which defending unit a "d" result takes (7.13).
    Loss,
}

pub fn step(a: &Approach) -> Step {
    if a.loss {
        Step::Loss
    } else if a.announce && a.announced.is_none() {
        Step::Announce
    } else if a.attack.is_none() && a.commitment.is_none() {
        Step::Commit
    } else if a.defense.is_none() {
        Step::Defend
    } else {
        Step::Disclose
    }
}

pub fn mover(st: &State, a: &Approach) -> Side {
    st.side(a.units[0])
}

/// Who acts at this step.
pub fn actor(st: &State, a: &Approach) -> Side {
    match step(a) {
        Step::Announce => Side::Virunian,
        Step::Commit | Step::Disclose => mover(st, a),
        Step::Defend | Step::Loss => mover(st, a).other(),
    }
}

fn race(st: &State, u: UnitId) -> Option<Race> {
    match st.counter(u).kind {
        Kind::Coalition(r) => Some(r),
        _ => None,
    }
}

/// The defending units now in the approach hex.
pub fn defenders(st: &State, a: &Approach) -> Vec<UnitId> {
    let side = mover(st, a).other();
    st.units_at(a.hex).filter(|&u| st.side(u) == side).collect()
}

/// The options `side` may choose in this approach (7.32, 7.33, 7.34).
pub fn tactics(st: &State, a: &Approach, side: Side) -> Vec<Tactic> {
    Tactic::ALL
        .into_iter()
        .filter(|&t| option_check(st, a, side, t).is_ok())
        .collect()
}

fn option_check(st: &State, a: &Approach, side: Side, t: Tactic) -> Result<(), Refusal> {
    if side == Side::Virunian && a.announced == Some(t) {
        return Err(refuse("7.34", format!("the Virunian Player announced he is not choosing {}", t.name())));
    }
    if side == mover(st, a) {
        match race(st, a.units[0]) {
            Some(Race::Duonoip) if t != Tactic::Charge => {
                return Err(refuse("7.32", "a moving Duonoip unit may only charge"));
            }
            Some(Race::MetaMexish) if t == Tactic::Charge => {
                return Err(refuse("7.33", "a moving Meta-Mexish unit may not charge"));
            }
            _ => {}
        }
    }
    Ok(())
}

/// Starts the routine for `units` just moved into `hex` (7.1), with the shield of 7.4: the defending
/// units there at the start of the phase against every phasing unit moved into or through the hex this
/// phase (eliminated ones included) and the unit being moved.
pub(super) fn begin(cx: &mut Ctx, units: &[UnitId], hex: Hex) {
    let st = &cx.st;
    let side = st.side(units[0]);
    let mut ours: Vec<UnitId> = st.units_at(hex).filter(|&u| st.side(u) == side).collect();
    ours.extend(units.iter().copied());
    ours.extend(st.movement.approached.iter().filter(|(_, h)| *h == hex).map(|&(u, _)| u));
    crate::engine::sort::sort_dedup(&mut ours);
    let mut theirs: Vec<UnitId> = st.units_at(hex).filter(|&u| st.side(u) != side).collect();
    theirs.extend(st.movement.lost.iter().filter(|&&(u, h)| h == hex && st.side(u) != side).map(|&(u, _)| u));
    crate::engine::sort::sort_dedup(&mut theirs);
    let shield = match ours.len().cmp(&theirs.len()) {
        std::cmp::Ordering::Less => Some(Shielded::Defender),
        std::cmp::Ordering::Greater => Some(Shielded::Attacker),
        std::cmp::Ordering::Equal => None,
    };
    let igugui = |u: &UnitId| race(st, *u) == Some(Race::Igugui);
    let announce = units.iter().any(igugui) || st.units_at(hex).filter(|&u| st.side(u) != side).any(|u| igugui(&u));
    let mut a = Approach {
        units: units.to_vec(),
        hex,
        shield,
        announce,
        announced: None,
        commitment: None,
        attack: None,
        defense: None,
        loss: false,
    };
    // One option only (a Duonoip charges, 7.32): nothing to keep secret.
    if let [only] = tactics(st, &a, side)[..] {
        a.attack = Some(only);
    }
    cx.emit(Event::ApproachBegan { approach: a, attackers: ours.len() as u8, defenders: theirs.len() as u8 });
}

/// The legal actions of `seat` in the approach routine.
pub fn legal(st: &State, a: &Approach, seat: Side) -> Vec<Action> {
    if actor(st, a) != seat {
        return Vec::new();
    }
    match step(a) {
        Step::Announce => Tactic::ALL.into_iter().map(|tactic| Action::Announce { tactic }).collect(),
        Step::Commit => tactics(st, a, seat)
            .into_iter()
            .map(|t| Action::Commit { hash: commitment(t, LISTED_SALT) })
            .collect(),
        Step::Defend => tactics(st, a, seat).into_iter().map(|tactic| Action::Defend { tactic }).collect(),
        Step::Disclose => Tactic::ALL
            .into_iter()
            .filter(|&t| a.commitment == Some(commitment(t, LISTED_SALT)))
            .map(|tactic| Action::Disclose { tactic, salt: LISTED_SALT })
            .collect(),
        Step::Loss => defenders(st, a).into_iter().map(|unit| Action::LoseUnit { unit }).collect(),
    }
}

/// What `seat` is asked to do in the routine.
pub fn prompt(st: &State, a: &Approach, seat: Side) -> String {
    let who = st.name(a.units[0]);
    if actor(st, a) != seat {
        return format!("Approach at {}: waiting for the {} Player.", a.hex, actor(st, a).name());
    }
    match step(a) {
        Step::Announce => format!(
            "Approach at {}: an Igugui is involved, so name one option you will not choose (7.34).",
            a.hex
        ),
        Step::Commit => format!("Approach at {}: choose {who}'s approach option in secret (7.11).", a.hex),
        Step::Defend => format!("Approach at {}: {who} is moving in. Choose your approach option (7.11).", a.hex),
        Step::Disclose => format!("Approach at {}: reveal your approach option (7.12).", a.hex),
        Step::Loss => format!("Approach at {}: choose the defending unit you lose (7.13).", a.hex),
    }
}

/// Carries out an approach action.
pub(super) fn act(cx: &mut Ctx, seat: Side, action: &Action) -> Result<(), Refusal> {
    let st = &cx.st;
    let a = st.movement.approach.clone().expect("an approach is in progress");
    let wrong = || refuse("7.1", format!("the approach at {} needs something else now", a.hex));
    match (step(&a), action.clone()) {
        (Step::Announce, Action::Announce { tactic }) => cx.emit(Event::Announced { tactic }),
        (Step::Commit, Action::Commit { hash }) => cx.emit(Event::Committed { hash }),
        (Step::Defend, Action::Defend { tactic }) => {
            option_check(st, &a, seat, tactic)?;
            cx.emit(Event::Defended { tactic });
            if a.attack.is_some() {
                resolve(cx);
            }
        }
        (Step::Disclose, Action::Disclose { tactic, salt }) => {
            if a.commitment != Some(commitment(tactic, salt)) {
                return Err(refuse("7.12", "that option and salt do not match the secret choice made before"));
            }
            option_check(st, &a, seat, tactic)?;
            cx.st.movement.approach.as_mut().expect("in progress").attack = Some(tactic);
            resolve(cx);
        }
        (Step::Loss, Action::LoseUnit { unit }) => {
            if !defenders(st, &a).contains(&unit) {
                return Err(refuse("7.13", format!("choose one of your units in {}", a.hex)));
            }
            cx.eliminate(unit, "7.13", format!("lost in the approach at {}", a.hex));
            cx.emit(Event::ApproachEnded);
        }
        _ => return Err(wrong()),
    }
    Ok(())
}

/// Both options known: cross-reference them (7.2, 7.5), roll (7.13), apply the result.
fn resolve(cx: &mut Ctx) {
    let a = cx.st.movement.approach.clone().expect("in progress");
    let (attack, defense) = (a.attack.expect("known"), a.defense.expect("known"));
    let number = tables::approach_number(attack, defense, a.shield);
    cx.emit(Event::ChitsRevealed { attack, defense, shield: a.shield, number });
    if number.number > 0 && cx.roll(6, Purpose::Approach { number }) <= number.number as u32 {
        if number.d {
            match defenders(&cx.st, &a)[..] {
                [] => {}
                [unit] => cx.eliminate(unit, "7.13", format!("lost in the approach at {}", a.hex)),
                _ => {
                    cx.emit(Event::ApproachLoss);
                    return;
                }
            }
        } else {
            for &u in &a.units {
                cx.eliminate(u, "7.13", format!("lost approaching {}", a.hex));
            }
            cx.emit(Event::MoveEnded { units: a.units.clone() });
        }
    }
    cx.emit(Event::ApproachEnded);
}

/// The approach numbers of every pair of options, after the shield (7.2, 7.5), for the odds shown
/// before choosing: [defender's option][moving player's option].
pub fn matrix(a: &Approach) -> [[ApproachNumber; 3]; 3] {
    Tactic::ALL.map(|d| Tactic::ALL.map(|t| tables::approach_number(t, d, a.shield)))
}
