//! The approach routine (7.0–7.5): a unit moved into an enemy-occupied hex meets mobile combat and
//! defensive fire there, as part of its movement.
//!
//! The two options are chosen in secret and shown together (7.11–7.12). A record or link travels
//! between the players, so whoever chooses first must not send his option in the clear: he **commits**
//! to it (the first 64 bits of SHA-256 over the option and a 64-bit salt kept on his device), the other
//! then chooses in the clear, and the first **discloses** option and salt, which must match.
//!
//! Order of steps, usually: the mover's commitment (skipped when he has one option only, 7.32), the
//! defender's option, the mover's disclosure, the die (7.13), and the owner's choice of the defending unit
//! lost on a "d" result.
//!
//! When an Igugui moves or defends, the Virunian Player must announce an option he is not choosing before
//! the options are shown (7.34), and the other player should know it before choosing. So the Virunian
//! Player announces and conceals his own option in one action (`Action::Conceal`), and chooses first:
//! - a Coalition Igugui moves in (the Virunian defends): his concealed option, the mover's option in the
//!   clear (`Action::Choose`), his disclosure, the die — one hand-over each way;
//! - a Virunian unit moves onto an Igugui: his announcement with his commitment, the defender's option,
//!   his disclosure, the die.
//!
//! Records made before `Conceal` (the announcement alone, `Action::Announce`, then the steps above) still
//! replay: that action stays accepted, though no longer listed where `Conceal` is.

use super::action::Action;
use super::data::{Kind, Race};
use super::event::{Event, Purpose};
use super::movement::refuse;
use super::rules::{Ctx, Eliminate};
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

/// A player seals his option (7.11): the commitment and the action, when he is to choose in secret now
/// and may choose that option. The moving player's choice is the option's byte (`Action::Commit`); the
/// Virunian Player's at an announcement (7.34) is his option's byte then the announced option's
/// (`Action::Conceal`: the commitment covers his option alone).
pub fn seal(st: &State, seat: Side, choice: &[u8], salt: u64) -> Option<(u64, Action)> {
    let a = st.movement.approach.as_ref()?;
    if actor(st, a) != seat {
        return None;
    }
    match (step(a), choice) {
        (Step::Commit, [t]) => {
            let tactic = tactic_of(&[*t])?;
            tactics(st, a, seat).contains(&tactic).then(|| {
                let hash = commitment(tactic, salt);
                (hash, Action::Commit { hash })
            })
        }
        (Step::Announce, [t, not]) if conceals(a) => {
            let (tactic, not) = (tactic_of(&[*t])?, tactic_of(&[*not])?);
            (tactic != not).then(|| {
                let hash = commitment(tactic, salt);
                (hash, Action::Conceal { not, hash })
            })
        }
        _ => None,
    }
}

/// The commitment `seat` must open now: the moving player's once the defender has chosen, or the
/// defender's concealed one once the mover has chosen (7.12).
pub fn to_open(st: &State, seat: Side) -> Option<u64> {
    let a = st.movement.approach.as_ref()?;
    (step(a) == Step::Disclose && actor(st, a) == seat).then_some(sealed(a)?)
}

/// The commitment the disclosure must match: the concealed defender's, else the mover's.
fn sealed(a: &Approach) -> Option<u64> {
    a.concealed.or(a.commitment)
}

/// Whether the announcement (7.34) comes with the Virunian Player's own option concealed
/// (`Action::Conceal`): whenever the mover still has a choice to make. (With one option only, 7.32, the
/// defending Virunian Player announces, then chooses in the open.)
pub fn conceals(a: &Approach) -> bool {
    a.announce && a.announced.is_none() && a.attack.is_none() && !a.loss
}

/// Where an approach routine stands: whose move it is and what it is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// The Virunian Player names an option he is not choosing (7.34), and conceals his own with it when
    /// the mover still has to choose (`conceals`).
    Announce,
    /// The moving player chooses his option in secret (7.11).
    Commit,
    /// The moving player chooses his option in the open: the defender's is concealed already (7.11, 7.34).
    Choose,
    /// The defender chooses his option (7.11).
    Defend,
    /// The player who chose in secret shows his option (7.12): the mover, or the concealed defender.
    Disclose,
    /// The defender chooses which defending unit a "d" result takes (7.13).
    Loss,
}

pub fn step(a: &Approach) -> Step {
    if a.loss {
        Step::Loss
    } else if a.announce && a.announced.is_none() {
        Step::Announce
    } else if a.concealed.is_some() {
        if a.attack.is_none() {
            Step::Choose
        } else {
            Step::Disclose
        }
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
        Step::Commit | Step::Choose => mover(st, a),
        Step::Disclose if a.concealed.is_none() => mover(st, a),
        Step::Defend | Step::Disclose | Step::Loss => mover(st, a).other(),
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
        concealed: None,
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
        Step::Announce if conceals(a) => Tactic::ALL
            .into_iter()
            .flat_map(|not| {
                Tactic::ALL
                    .into_iter()
                    .filter(move |&t| t != not)
                    .map(move |t| Action::Conceal { not, hash: commitment(t, LISTED_SALT) })
            })
            .collect(),
        Step::Announce => Tactic::ALL.into_iter().map(|tactic| Action::Announce { tactic }).collect(),
        Step::Commit => tactics(st, a, seat)
            .into_iter()
            .map(|t| Action::Commit { hash: commitment(t, LISTED_SALT) })
            .collect(),
        Step::Choose => tactics(st, a, seat).into_iter().map(|tactic| Action::Choose { tactic }).collect(),
        Step::Defend => tactics(st, a, seat).into_iter().map(|tactic| Action::Defend { tactic }).collect(),
        Step::Disclose => Tactic::ALL
            .into_iter()
            .filter(|&t| sealed(a) == Some(commitment(t, LISTED_SALT)))
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
        Step::Announce if conceals(a) && seat != mover(st, a) => format!(
            "Approach at {}: an Igugui moves in. Name an option you will not choose (7.34); choose yours in secret, \
             first (7.11).",
            a.hex
        ),
        Step::Announce if conceals(a) => format!(
            "Approach at {}: an Igugui defends. Name an option you will not choose (7.34); choose {who}'s in secret \
             (7.11).",
            a.hex
        ),
        Step::Announce => format!(
            "Approach at {}: an Igugui is involved, so name one option you will not choose (7.34).",
            a.hex
        ),
        Step::Commit => format!("Approach at {}: choose {who}'s approach option in secret (7.11).", a.hex),
        Step::Choose => format!(
            "Approach at {}: the Virunian Player is not choosing {} (7.34) and has chosen his approach option. \
             Choose {who}'s (7.11).",
            a.hex,
            a.announced.map_or("?", |t| t.name())
        ),
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
        // The announcement alone: listed only when the mover has no choice left; still accepted from
        // records made before `Conceal`.
        (Step::Announce, Action::Announce { tactic }) => cx.emit(Event::Announced { tactic }),
        (Step::Announce, Action::Conceal { not, hash }) if conceals(&a) => {
            let virunian_moves = mover(st, &a) == Side::Virunian;
            cx.emit(Event::Announced { tactic: not });
            if virunian_moves {
                cx.emit(Event::Committed { hash });
            } else {
                cx.emit(Event::Concealed { hash });
            }
        }
        (Step::Commit, Action::Commit { hash }) => cx.emit(Event::Committed { hash }),
        (Step::Choose, Action::Choose { tactic }) => {
            option_check(st, &a, seat, tactic)?;
            cx.emit(Event::Chosen { tactic });
        }
        (Step::Defend, Action::Defend { tactic }) => {
            option_check(st, &a, seat, tactic)?;
            cx.emit(Event::Defended { tactic });
            if let Some(attack) = a.attack {
                resolve(cx, attack, tactic);
            }
        }
        (Step::Disclose, Action::Disclose { tactic, salt }) => {
            if sealed(&a) != Some(commitment(tactic, salt)) {
                return Err(refuse("7.12", "that option and salt do not match the secret choice made before"));
            }
            option_check(st, &a, seat, tactic)?;
            match (a.concealed, a.attack, a.defense) {
                (Some(_), Some(attack), _) => resolve(cx, attack, tactic),
                (_, _, Some(defense)) => resolve(cx, tactic, defense),
                _ => return Err(wrong()),
            }
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
fn resolve(cx: &mut Ctx, attack: Tactic, defense: Tactic) {
    let a = cx.st.movement.approach.clone().expect("in progress");
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
