//! Basic combat (SF 8.0) and Neutralization Recovery (SF 9.0). A battle is fought in each LiteZulu holding
//! units of two or more mutually hostile players (SF 8.1), in ascending order, segment by segment (SF 8.2):
//! each side seals a split of all its strength into Attack on each hostile side and one Defense (with its
//! break-off, SF 8.6); the splits open together; each Attack rolls on the CRT at its differential (SF 8.4);
//! the results apply together (SF 8.5). Later, the Tactical Display replaces this module's battles.

use super::data::tables::{
    TACHYON_ATTACK,
    FAKERWAR_FAKER_STRENGTH,
    crt, BREAK_OFF_RANGE, GATE_FIRST_SEGMENT, GATE_STRENGTH, POINTS_TO_NEUTRALIZE, SEGMENTS,
    STARFORCE_STRENGTH,
};
use super::event::{BattleEnd, Event, Purpose};
use super::random;
use super::rules::Ctx;
use super::space::LiteZulu;
use super::state::{GateState, Kind, Seat, Split, State};
use crate::engine::game::Refusal;
use crate::engine::seal::Sealing;
use serde::Serialize;

/// The domain of the splits' seals.
pub const SEAL_DOMAIN: &str = "StarForce split";

/// The sides with units at `at` able to fight: StarForces and FakerForces, and Operational Gates (SF 8.3).
fn sides_at(st: &State, at: LiteZulu) -> Vec<Seat> {
    st.seats()
        .filter(|&s| {
            st.forces.iter().any(|f| f.owner == s && f.at == at)
                || st
                    .gate_at(at)
                    .is_some_and(|g| g.owner == s && g.operational())
        })
        .collect()
}

/// Whether `seat` has strength at `at` in any segment: a StarForce or an Operational Gate.
fn armed(st: &State, seat: Seat, at: LiteZulu) -> bool {
    // In the FakerWar FakerForces fight, and no Gate does (42.4).
    let fights = |k: Kind| k != Kind::FakerForce || st.faker_war;
    st.forces.iter().any(|f| f.owner == seat && f.at == at && fights(f.kind))
        || (!st.faker_war && st.gate_at(at).is_some_and(|g| g.owner == seat && g.operational()))
}

/// The LiteZulus where a battle is to be fought, in order (SF 8.1): units of mutually hostile players
/// there, one of them armed.
pub fn battles(st: &State) -> Vec<LiteZulu> {
    let mut places: Vec<LiteZulu> = st.forces.iter().map(|f| f.at).collect();
    crate::engine::sort::sort_dedup(&mut places);
    places.retain(|&at| {
        let sides = sides_at(st, at);
        sides
            .iter()
            .any(|&a| armed(st, a, at) && sides.iter().any(|&b| st.hostile(a, b)))
    });
    places
}

/// `seat`'s strength at `at` in `segment` (SF 8.3).
pub fn strength(st: &State, seat: Seat, at: LiteZulu, segment: u32) -> u32 {
    // In the FakerWar a FakerForce counts 1 and a Gate nothing (42.4).
    let here = |k: Kind| st.forces.iter().filter(|f| f.owner == seat && f.at == at && f.kind == k).count() as u32;
    let fakers = if st.faker_war { here(Kind::FakerForce) * FAKERWAR_FAKER_STRENGTH } else { 0 };
    let gate = !st.faker_war
        && st.gate_at(at).is_some_and(|g| g.owner == seat && g.operational())
        && segment >= GATE_FIRST_SEGMENT;
    here(Kind::StarForce) * STARFORCE_STRENGTH
        + here(Kind::TachyonCruiser) * TACHYON_ATTACK
        + fakers
        + if gate { GATE_STRENGTH } else { 0 }
}

/// Whether `seat` can be hit at `at` in `segment`: it has a StarForce there, or from segment 2 an
/// Operational Gate (SF 8.3).
fn hittable(st: &State, seat: Seat, at: LiteZulu, segment: u32) -> bool {
    strength(st, seat, at, segment) > 0
}

/// The sides `seat` may attack at `at` in `segment` (SF 8.8).
pub fn targets(st: &State, seat: Seat, at: LiteZulu, segment: u32) -> Vec<Seat> {
    st.seats()
        .filter(|&t| st.hostile(seat, t) && hittable(st, t, at, segment))
        .collect()
}

/// Begins the next battle of the Combat Phase, or ends the phase.
pub fn next_battle(cx: &mut Ctx) {
    while let Some(&at) = cx.st.battles.first() {
        if !battles(&cx.st).contains(&at) {
            cx.emit(Event::BattleSkipped { at });
            continue;
        }
        cx.emit(Event::BattleBegan {
            at,
            sides: sides_at(&cx.st, at),
        });
        // SF 33.3: FakerForces facing an enemy StarForce or Gate are shown up and randomized.
        let fakers: Vec<u8> = cx
            .st
            .forces
            .iter()
            .filter(|f| f.at == at && f.kind == Kind::FakerForce && !cx.st.faker_war)
            .filter(|f| {
                cx.st
                    .seats()
                    .any(|s| cx.st.hostile(s, f.owner) && armed(&cx.st, s, at))
            })
            .map(|f| f.id)
            .collect();
        for id in fakers {
            random::randomize(cx, id, "SF 33.3");
        }
        begin_segment(cx, 1);
        return;
    }
    super::rules::after_combat(cx);
}

/// Begins segment `n` of the battle, skipping one in which nobody can be hit, or ends the battle (SF 8.7).
fn begin_segment(cx: &mut Ctx, mut n: u32) {
    let Some(at) = cx.st.battle.as_ref().map(|b| b.at) else {
        return;
    };
    loop {
        let sides: Vec<Seat> = sides_at(&cx.st, at)
            .into_iter()
            .filter(|&s| armed(&cx.st, s, at))
            .collect();
        let fighting = sides
            .iter()
            .any(|&a| sides.iter().any(|&b| cx.st.hostile(a, b)));
        if !fighting {
            return end_battle(cx, at, BattleEnd::Decided);
        }
        if n > SEGMENTS {
            return end_battle(cx, at, BattleEnd::LastSegment);
        }
        let choosing = splitting(&cx.st, at, n);
        let any_target = choosing
            .iter()
            .any(|&s| !targets(&cx.st, s, at, n).is_empty());
        if !any_target {
            // SF 8.3: in segment 1 a side of Gates alone neither fights nor is fought.
            n += 1;
            continue;
        }
        if cx.st.declared_break_offs {
            // SF 8.2 a: the sides that may break off declare it first, sealed, all together.
            let declaring: Vec<Seat> = choosing.iter().copied().filter(|&s| may_break_off(&cx.st, s, at)).collect();
            if !declaring.is_empty() {
                let sealing = sealing_of(&cx.st, &declaring);
                cx.emit(Event::DeclarationsBegan { at, segment: n, sealing });
                return;
            }
            cx.emit(Event::DeclarationsBegan { at, segment: n, sealing: sealing_of(&cx.st, &[]) });
            cx.emit(Event::BreakOffsDeclared { seats: Vec::new() });
        }
        let sealing = sealing_of(&cx.st, &choosing);
        cx.emit(Event::SegmentBegan {
            at,
            segment: n,
            sealing,
        });
        return;
    }
}

/// The sides that split their strength at `at` in segment `n`: armed, with strength this segment (SF 8.3).
fn splitting(st: &State, at: LiteZulu, n: u32) -> Vec<Seat> {
    sides_at(st, at).into_iter().filter(|&s| armed(st, s, at) && strength(st, s, at, n) > 0).collect()
}

/// A sealing with a slot for each of `seats`.
fn sealing_of(st: &State, seats: &[Seat]) -> Sealing {
    Sealing::new(st.seats as usize, |i| Seat::from_index(i).is_some_and(|s| seats.contains(&s)))
}

/// Whether `seat` has Forces at `at` that may break off: StarForces, or in the FakerWar FakerForces; Gates
/// never do (SF 8.6, 42.4).
pub fn may_break_off(st: &State, seat: Seat, at: LiteZulu) -> bool {
    st.forces.iter().any(|f| f.owner == seat && f.at == at && (f.kind == Kind::StarForce || st.faker_war))
}

/// The domain of the break-off declarations' seals.
pub const DECLARATION_DOMAIN: &str = "StarForce break-off";

/// A declaration's bytes, as sealed: 1 to break off, 0 to stand.
pub fn declaration_bytes(break_off: bool) -> Vec<u8> {
    vec![break_off as u8]
}

/// Reads [`declaration_bytes`].
pub fn declaration_from_bytes(b: &[u8]) -> Option<bool> {
    match b {
        [0] => Some(false),
        [1] => Some(true),
        _ => None,
    }
}

/// Every declaration is open (SF 8.2 a): says who breaks off, and the sides seal their splits.
pub fn declarations_opened(cx: &mut Ctx) {
    let Some(b) = cx.st.battle.clone() else {
        return;
    };
    let seats: Vec<Seat> = cx
        .st
        .seats()
        .filter(|s| matches!(b.sealing.slots.get(s.index()), Some(crate::engine::seal::Slot::Opened(v)) if v.first() == Some(&1)))
        .collect();
    cx.emit(Event::BreakOffsDeclared { seats });
    let sealing = sealing_of(&cx.st, &splitting(&cx.st, b.at, b.segment));
    cx.emit(Event::SegmentBegan { at: b.at, segment: b.segment, sealing });
}

fn end_battle(cx: &mut Ctx, at: LiteZulu, why: BattleEnd) {
    cx.emit(Event::BattleEnded { at, why });
    next_battle(cx);
}

/// Checks `seat`'s split for the current segment (SF 8.2 b, 8.6, 8.8); nothing changes.
pub fn check_split(st: &State, seat: Seat, split: &Split) -> Result<(), Refusal> {
    let Some(b) = &st.battle else {
        return Err(Refusal::illegal("SF 8.2", "no battle is being fought"));
    };
    Splitting::of(st, seat, b.at, b.segment).check(split)
}

/// What a side's split is checked against: its strength this segment, the sides it may attack, and
/// whether it has StarForces that may break off. The seat's view carries it for the app's split editor.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Splitting {
    pub strength: u32,
    pub targets: Vec<Seat>,
    pub may_break_off: bool,
    /// Where break-offs are declared first: whether this side declared one (SF 8.2 a); its split must say
    /// the same.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub declared: Option<bool>,
    /// Strength that can only attack: tachyon cruisers have no Defense (45.4).
    #[serde(skip_serializing_if = "is_zero")]
    pub attack_only: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl Splitting {
    pub fn of(st: &State, seat: Seat, at: LiteZulu, segment: u32) -> Splitting {
        Splitting {
            strength: strength(st, seat, at, segment),
            targets: targets(st, seat, at, segment),
            may_break_off: may_break_off(st, seat, at),
            declared: st.battle.as_ref().and_then(|b| b.declared.as_ref()).map(|d| d.contains(&seat)),
            attack_only: TACHYON_ATTACK
                * st.forces.iter().filter(|f| f.owner == seat && f.at == at && f.kind == Kind::TachyonCruiser).count() as u32,
        }
    }

    /// Checks a split; nothing changes.
    pub fn check(&self, split: &Split) -> Result<(), Refusal> {
        let total = self.strength;
        let mut last: Option<Seat> = None;
        let mut attack = 0u32;
        for &(t, n) in &split.attacks {
            if !self.targets.contains(&t) || last.is_some_and(|l| l >= t) {
                return Err(Refusal::illegal("SF 8.8", "Attack goes to each hostile side in the battle once, in seat order"));
            }
            last = Some(t);
            attack = attack.saturating_add(n);
        }
        if self.declared.is_some_and(|d| d != split.break_off) {
            return Err(Refusal::illegal(
                "SF 8.2",
                if split.break_off { "this side did not declare a break-off this segment" } else { "this side declared a break-off this segment" },
            ));
        }
        if split.break_off && attack > 0 {
            return Err(Refusal::illegal("SF 8.6", "Forces breaking off allot only Defense"));
        }
        if split.break_off && !self.may_break_off {
            return Err(Refusal::illegal("SF 8.6", "Gates never break off: only StarForces do"));
        }
        // 45.4: a tachyon cruiser's strength is Attack only (and idle while its side breaks off).
        let most = total.saturating_sub(self.attack_only);
        if split.defence > most {
            return Err(Refusal::illegal("45.4", format!("tachyon cruisers have no Defense: at most {most} may defend")));
        }
        let total = if split.break_off { most } else { total };
        if attack.saturating_add(split.defence) != total {
            return Err(Refusal::illegal(
                "SF 8.2",
                format!("a split allots all the side's strength, {total}: this one allots {}", attack.saturating_add(split.defence)),
            ));
        }
        Ok(())
    }
}

/// The split's bytes, as sealed: break-off (0/1), Defense (2 bytes), then per target its seat index and
/// Attack (2 bytes).
pub fn split_bytes(split: &Split) -> Vec<u8> {
    let mut b = vec![split.break_off as u8];
    b.extend_from_slice(&(split.defence.min(u16::MAX as u32) as u16).to_be_bytes());
    for &(t, n) in &split.attacks {
        b.push(t.index() as u8);
        b.extend_from_slice(&(n.min(u16::MAX as u32) as u16).to_be_bytes());
    }
    b
}

/// Reads [`split_bytes`].
pub fn split_from_bytes(b: &[u8]) -> Option<Split> {
    let (&flag, rest) = b.split_first()?;
    if flag > 1 || rest.len() < 2 || (rest.len() - 2) % 3 != 0 {
        return None;
    }
    let defence = u16::from_be_bytes([rest[0], rest[1]]) as u32;
    let attacks = rest[2..]
        .chunks_exact(3)
        .map(|c| {
            Some((
                Seat::from_index(c[0] as usize)?,
                u16::from_be_bytes([c[1], c[2]]) as u32,
            ))
        })
        .collect::<Option<Vec<_>>>()?;
    Some(Split {
        break_off: flag == 1,
        defence,
        attacks,
    })
}

/// Resolves the segment once every split is open (SF 8.2 d–e, 8.4–8.5).
pub fn resolve(cx: &mut Ctx) {
    let Some(b) = cx.st.battle.clone() else {
        return;
    };
    let (at, segment) = (b.at, b.segment);
    let splits: Vec<(Seat, Split)> = cx
        .st
        .seats()
        .filter_map(|s| match b.sealing.slots.get(s.index()) {
            Some(crate::engine::seal::Slot::Opened(bytes)) => {
                split_from_bytes(bytes).map(|x| (s, x))
            }
            _ => None,
        })
        .collect();
    let defence = |t: Seat| {
        splits
            .iter()
            .find(|(s, _)| *s == t)
            .map_or(0, |(_, x)| x.defence)
    };
    // A declared break-off is carried out even when nobody attacks (SF 8.2 a, 8.6); the first releases,
    // which declared it inside the split, called that a standoff, and their records keep it.
    let declared_off = cx.st.declared_break_offs && splits.iter().any(|(_, x)| x.break_off);
    if !declared_off
        && !splits
            .iter()
            .any(|(_, x)| x.attacks.iter().any(|&(_, n)| n > 0))
    {
        // SF 8.7: a standoff; the units stay and fight again next Combat Phase.
        return end_battle(cx, at, BattleEnd::Standoff);
    }
    let mut points: Vec<(Seat, u32)> = Vec::new();
    for (side, split) in &splits {
        for &(target, attack) in &split.attacks {
            if attack == 0 {
                continue;
            }
            let differential = attack as i32 - defence(target) as i32;
            let face = cx.roll(
                10,
                Purpose::Combat {
                    side: *side,
                    target,
                    differential,
                },
            ) - 1;
            let lost = crt(differential, face) as u32;
            match points.iter_mut().find(|(s, _)| *s == target) {
                Some((_, p)) => *p += lost,
                None => points.push((target, lost)),
            }
        }
    }
    crate::engine::sort::sort_by_key(&mut points, |p| p.0.index() as u64);
    // SF 8.5: points remove Forces, ascending id; only a side with none left may lose its Gate.
    for (target, mut p) in points {
        let war = cx.st.faker_war;
        let ids: Vec<u8> = cx
            .st
            .forces
            .iter()
            .filter(|f| f.owner == target && f.at == at && (f.kind != Kind::FakerForce || war))
            .map(|f| f.id)
            .collect();
        for id in ids {
            if p == 0 {
                break;
            }
            p -= 1;
            // Xenophobe wars destroy ships (31.0, the designer); other battles randomize (SF 8.5).
            if cx.st.xenophobes.is_some() {
                cx.emit(Event::ForceLost { force: id, case: "31.0".into() });
            } else {
                random::randomize(cx, id, "SF 8.5");
            }
        }
        let gate = cx
            .st
            .gate_at(at)
            .filter(|g| g.owner == target && g.operational())
            .map(|g| g.system);
        if let Some(system) = gate {
            if segment >= GATE_FIRST_SEGMENT && p >= POINTS_TO_NEUTRALIZE {
                cx.emit(Event::GateNeutralized { system });
            }
        }
    }
    // SF 8.6: the survivors of sides that broke off shift away now, each side in seat order.
    let breaking: Vec<Seat> = splits
        .iter()
        .filter(|(s, x)| x.break_off && cx.st.forces.iter().any(|f| f.owner == *s && f.at == at))
        .map(|(s, _)| *s)
        .collect();
    if !breaking.is_empty() {
        cx.emit(Event::BreakOffsDue { seats: breaking });
        return;
    }
    begin_segment(cx, segment + 1);
}

/// Checks a break-off's destination for `seat` (SF 8.6): in Known Space, within the Stellar range and free
/// of enemy units.
pub fn check_break_off(st: &State, seat: Seat, to: LiteZulu) -> Result<(), Refusal> {
    let Some(b) = &st.battle else {
        return Err(Refusal::illegal("SF 8.6", "no battle is being fought"));
    };
    if !st.in_volume(to) {
        return Err(Refusal::illegal(
            "SF 2.3",
            format!("{} lies outside Known Space", to.label()),
        ));
    }
    let d = b.at.true_distance(to);
    if d > BREAK_OFF_RANGE || to == b.at {
        return Err(Refusal::illegal(
            "SF 8.6",
            format!(
                "a break-off is a Stellar Shift of 1 to {BREAK_OFF_RANGE} lites, and {} is {d}",
                to.label()
            ),
        ));
    }
    let enemy = st
        .forces
        .iter()
        .any(|f| f.at == to && st.hostile(f.owner, seat))
        || st
            .gate_at(to)
            .is_some_and(|g| g.operational() && st.hostile(g.owner, seat));
    if enemy {
        return Err(Refusal::illegal(
            "SF 8.6",
            format!(
                "{} holds enemy units: break off to a LiteZulu free of them",
                to.label()
            ),
        ));
    }
    Ok(())
}

/// Carries out `seat`'s break-off to `to` and goes on with the battle.
pub fn break_off(cx: &mut Ctx, seat: Seat, to: LiteZulu) {
    let Some(at) = cx.st.battle.as_ref().map(|b| b.at) else {
        return;
    };
    let forces: Vec<u8> = cx
        .st
        .forces
        .iter()
        .filter(|f| f.owner == seat && f.at == at)
        .map(|f| f.id)
        .collect();
    cx.emit(Event::BrokeOff { seat, forces, to });
    let (done, segment) = cx
        .st
        .battle
        .as_ref()
        .map_or((true, 0), |b| (b.to_break.is_empty(), b.segment));
    if done {
        begin_segment(cx, segment + 1);
    }
}

/// Neutralization Recovery (SF 9.0): a Neutralized Gate with an enemy Force in its LiteZulu is permanently
/// neutralized, else it recovers.
pub fn recovery(cx: &mut Ctx) {
    let gates: Vec<(u8, bool)> = cx
        .st
        .gates
        .iter()
        .filter(|g| g.state == GateState::Neutralized)
        .map(|g| {
            (
                g.system,
                cx.st
                    .forces
                    .iter()
                    .any(|f| f.at == g.at() && cx.st.hostile(f.owner, g.owner)),
            )
        })
        .collect();
    for (system, held) in gates {
        cx.emit(if held {
            Event::GatePermanentlyNeutralized { system }
        } else {
            Event::GateRecovered { system }
        });
    }
}
