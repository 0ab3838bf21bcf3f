//! DeltaVee's in-game help (`engine::help`): the cases the code cites, in our own words, and every chart
//! of `data` as a table, each value with its provenance (all printed in the text, bar the marked ones).

use super::data::{self, Chance, Cost, Expense, Fire, HitResult, Missile, PodArmor, PodKind, Per};
use crate::engine::help::{Case, Help, Source, Table};

const fn c(id: &'static str, title: &'static str, text: &'static str, tables: &'static [&'static str]) -> Case {
    Case { id, title, text, tables }
}

pub const HELP: Help = Help { cases: CASES, tables };

/// The cases' ids and titles alone (`engine::help::Title`).
pub const TITLES: &[crate::engine::help::Title] = &crate::engine::help::titles::<{ HELP.cases.len() }>(HELP.cases);

/// Every case the code cites, by number ("N.0" is a section's general rule).
pub const CASES: &[Case] = &[
    c("2.5", "Units and counters", "Ships, battlecraft and missiles are all units. Battlecraft and missiles stay face down until detected, so the enemy sees only a counter, its course and its speed. Unguided missiles speed up by one each friendly Command Phase; guided ones steer only under control; intelligent ones and MIMS steer themselves.", &[]),
    c("2.6", "Velocity markers", "Every unit in play carries a velocity from 0 to 9, open to both players.", &[]),
    c("3.0", "Sequence of play", "Each player's turn runs: Movement, then Detection and Commands, then Fire. Enemy counters within three hexes of a friendly spacecraft are detected for good, and unguided missiles gain one velocity as the Command Segment opens.", &[]),
    c("4.4", "Bursters", "A class 1 burster fires bursts only; class 2 may also fire barrages.", &["4.9"]),
    c("4.6", "Force fields", "A force field guards a ship against missiles; classes without one have no field to activate.", &["4.9"]),
    c("4.9", "Spacecraft Attribute Chart", "Each class's ratings: pods, velocity and maneuver ratings, energy, burster, armor, field, Civ Level and Targeting Program.", &["4.9"]),
    c("5.6", "Pods with special powers", "Battle communications adds a fire and search range 10 and gives −6 to all fire; a tractor beam steers a nearby ship or battlecraft (Civ 7: one command within 4 hexes, Civ 8: two within 6) for twice its burn rate; battlecraft pods carry, launch, recover and refuel a battlecraft; jump pods allow hyperjumps; an energy pod adds 144 Energy Units, spent first.", &["5.8", "7.7"]),
    c("5.8", "Pod Attribute Chart", "Each pod type's weapons, missiles (starred ones must be prepared first), Battle Commands, Civ Level, Targeting Program and fires.", &["5.8"]),
    c("6.0", "Movement", "In its Movement Phase a player moves every unit in play exactly its velocity, straight ahead, one unit at a time in any order.", &[]),
    c("6.1", "Directions", "A unit faces one of twelve directions like a clock: through a hex side it goes along the row; through a corner it zigzags, and a reminder keeps the zigzag going between moves.", &[]),
    c("6.2", "Leaving the maps", "A ship or battlecraft running off the maps has a new map laid down; a missile that leaves them is gone.", &[]),
    c("6.5", "Planets", "A unit entering a planet hex may change speed and course at once, within its ratings and not below 1; at velocity 1 it orbits, and a streamlined craft stopping at 0 lands and leaves play safely. A missile hitting a planet is destroyed.", &[]),
    c("6.6", "Asteroids", "Entering an asteroid hex, roll: at or under the velocity the unit is hit as on the Hit Table, a critical result doing nothing.", &["8.8"]),
    c("6.8", "Hyperjump", "A ship that jumps is taken off the map during its Movement Phase.", &[]),
    c("7.0", "Commands", "In its Command Segment a player gives Maneuver Commands to his own units and Battle Commands to his ships with pods; unused ones are lost.", &[]),
    c("7.1", "How many Maneuver Commands", "A unit gets its Maneuver Rating less its velocity; at or above the rating it may only speed up or slow down by one. A jump marker or an active field forbids them; unguided missiles never take any.", &["4.9"]),
    c("7.2", "Maneuver Commands", "Accelerate or Decelerate change speed by one (no more changes than the Velocity Rating), a Direction Change turns one step, a Weave sidesteps one hex once; Prepare Jump, then Jump or Abort in a later phase (an augmented pod jumps at once).", &["4.9"]),
    c("7.3", "How many Battle Commands", "A ship has as many Battle Commands as its pods allow, apart from its Maneuver Commands.", &["5.8"]),
    c("7.4", "Battle Commands", "Prepare a missile or battlecraft (launched in a later phase), control a guided missile, search for enemies (6 hexes, 10 with battle communications), rendezvous to dock, use a tractor beam, or switch on the force field, which then bars most other commands and missile launches.", &["5.8", "7.7"]),
    c("7.5", "Energy for commands", "Beyond the first speed or course change in a phase a spaceship burns an Energy Block (a battlecraft one unit); weaves and the field cost a block, missiles a unit per command, tractor beams twice the target's burn rate.", &["7.7"]),
    c("7.6", "Out of energy", "A unit that has spent all its energy can take no command that costs energy.", &["7.7"]),
    c("7.7", "Energy Expenditure Summary", "The summary lists what every energy-using action costs and how often.", &["7.7"]),
    c("8.0", "Fire", "In its Fire Phase a unit may fire at any enemy in any direction, seen or not; one unit's fires are settled before the next. Range plus modified relative velocity is the Target Value; a roll at or under the Hit Chance hits.", &["8.4", "8.7"]),
    c("8.1", "Number of fires", "A burster fires once, each weapon pod once (an arsenal twice), battle communications adds one; launching a missile uses a fire.", &["5.8"]),
    c("8.2", "Energy for fire", "Laser bursts are free. Otherwise pay per shot: 1 Energy Unit for a particle burst, 2 for a laser barrage, 3 for a particle barrage.", &["7.7", "8.7"]),
    c("8.4", "Relative velocity", "Along the same or adjacent courses, take the difference of the speeds; head on, their sum; otherwise read the chart.", &["8.4"]),
    c("8.5", "Straight-line and matched courses", "Firing straight along a line of hexes halves the relative velocity, rounding up; when both units share course and speed it is 0 and the range is halved too.", &["8.4"]),
    c("8.7", "Fire Results Table", "Find the Target Value's column for the kind of fire; A hits always, a dash never.", &["8.7"]),
    c("8.8", "Hits", "Roll for the part hit: of the two listed, the one the target has; if both, the firer picks; 1 lets him pick any part (no effect on a hidden target). Armor sets how many hits a part takes: none destroys, 1 damages then destroys, 2 first marks it.", &["8.8"]),
    c("8.9", "Damage", "A damaged bridge lowers the Maneuver Rating by 2 and forbids weaves; a damaged engine costs a block per Maneuver Command, a destroyed one allows none; damaged weapon, jump, tractor or battlecraft pods lose their use; a damaged energy pod leaks 10 units a phase.", &["7.7", "8.8"]),
    c("9.0", "Missiles", "Missiles are launched in the Fire Phase, then move and take commands like other units; one meeting an enemy in a hex tries to intercept it.", &["9.5", "9.7"]),
    c("9.1", "Missiles carried", "Each pod starts with the chart's missiles; starred ones must have been prepared in an earlier Command Phase.", &["5.8"]),
    c("9.2", "Launches are fires", "A launch counts as one of the ship's fires and costs no energy.", &[]),
    c("9.4", "Placing a launched missile", "It goes face down into a hex next to the ship (not its own), at the ship's speed plus or minus one, never below 1.", &[]),
    c("9.5", "Missile Chart", "Guided, intelligent and MIMS missiles take the Civ Level of their pod and the chart's ratings; each Maneuver Command burns one of their Energy Units.", &["9.5"]),
    c("9.6", "Interception", "When a missile and an enemy unit share a hex it must try to intercept: the relative velocity sets the chance by Civ Level, a roll at or under hits and both are destroyed. A Civ 8 missile may decline; with several targets it takes the lowest relative velocity.", &["9.7"]),
    c("9.7", "Missile Interception Table", "The chance to intercept by the missile's Civ Level and the relative velocity.", &["9.7"]),
    c("9.8", "Missiles and force fields", "An active field saves the ship: it takes three Hit Table rolls (class 1) or one (class 2) instead. An inactive field may flash on with a lucky roll, at the cost of a block.", &["8.8"]),
    c("9.9", "MIMS", "A MIMS in play may once, in a Fire Phase, release four unguided missiles, and goes on as an intelligent missile.", &["9.5"]),
    c("10.1", "Log: compartments", "Each pod's box shows its armor and marks V, D or X as hits land; unused boxes are crossed out.", &["8.8"]),
    c("10.2", "Log: missiles", "Missile lines track each missile's pod, number and Energy Units from the Missile Chart.", &["9.5"]),
    c("10.3", "Log: energy", "The Energy Unit track counts what a ship has spent; every Energy Block is as many units as its burn rate.", &["4.9", "7.7"]),
    c("10.4", "Log: battlecraft", "A battlecraft's bridge, engine and up to 15 Energy Units, refilled while docked.", &[]),
    c("11.0", "Scenarios", "Each scenario sets maps, ships, pods, starting places and what wins; a ship counts as destroyed once its bridge, engine and over half its pods are, or it is intercepted. Hyperjumps only where the scenario allows them.", &[]),
    c("11.0 scenario 1", "The Showdown", "The first player to destroy an enemy ship wins.", &[]),
    c("11.0 scenario 2", "The First Shot", "Player 1 wins by destroying both Daggers, Player 2 by destroying the Sword; if every opposing craft is over 25 hexes apart, it is a draw.", &[]),
    c("11.0 scenario 3", "Escape from Tau Ceti", "Player 1 escapes by jumping the Corco Iota or two Corco Gammas (only from map E or a map in line with it), or wins by destroying the Sword; Player 2 needs three kills including the Iota.", &[]),
    c("11.0 scenario 4", "Pirates!", "The Dagger waits idle until an alert roll wakes it. A Flute docking with the Corco Mu wins for Player 2; the Mu reaching orbit round Esata, or both Flutes lost, wins for Player 1; a destroyed Mu is a draw.", &[]),
    c("11.0 scenario 5", "Attack on Convoy Red", "Victory points for cargo delivered or destroyed; 8 points win, and losing the Clarinet loses for Player 2.", &[]),
];

fn chance(c: Chance) -> String {
    match c {
        Chance::Auto => "A".into(),
        Chance::AtMost(n) => n.to_string(),
        Chance::Impossible => "–".into(),
    }
}

fn signed(n: i8) -> String {
    if n > 0 { format!("+{n}") } else if n < 0 { format!("−{}", -n) } else { "0".into() }
}

fn yn(b: bool) -> &'static str {
    if b { "Y" } else { "N" }
}

/// Every chart of the game.
pub fn tables() -> Vec<Table> {
    use Source::{Derived as D, Reconstructed as R, Text as T};
    let mut s = Table::new(
        "4.9",
        "Spacecraft Attribute Chart",
        &["Class", "Pods", "Velocity", "Maneuver", "Energy", "Burn", "Streamlined", "Burster", "Armor", "Field", "Civ", "Targeting"],
        "Energy: Energy Units at the start; Burn: units to an Energy Block. The first four classes are battlecraft.",
    );
    for k in &data::SPACECRAFT {
        s.row(
            k.name,
            [
                k.pods.to_string(),
                k.velocity_rating.to_string(),
                k.maneuver_rating.to_string(),
                k.energy_capacity.to_string(),
                k.burn_rate.to_string(),
                yn(k.streamlined).into(),
                k.burster.to_string(),
                k.armor.to_string(),
                k.force_field.to_string(),
                k.civ.to_string(),
                signed(k.target_program),
            ],
            T,
        );
    }
    let mut p = Table::new(
        "5.8",
        "Pod Attribute Chart",
        &["Pod", "Weapons", "Missiles U/G/I/M", "Battle Cmds", "Civ", "Targeting", "Jump", "Fires", "Armor"],
        "Missiles: unguided, guided, intelligent, MIMS; * must be prepared first. V: as the scenario gives. Armor 0–2: as the scenario gives.",
    );
    for kind in [
        PodKind::Hunter,
        PodKind::LightWeapon,
        PodKind::HeavyWeapon,
        PodKind::Arsenal,
        PodKind::BattleComm,
        PodKind::TractorBeam7,
        PodKind::TractorBeam8,
        PodKind::Battlecraft,
        PodKind::StandardJump,
        PodKind::AugmentedJump,
        PodKind::Energy,
        PodKind::Crew,
    ] {
        let x = kind.stats();
        let missiles: Vec<String> =
            (0..4).map(|i| format!("{}{}", x.missiles[i], if x.prepare[i] { "*" } else { "" })).collect();
        let name = if kind == PodKind::Crew { "all others" } else { kind.name() };
        p.row(
            name,
            [
                yn(x.weapons).to_string(),
                missiles.join("/"),
                x.battle_commands.to_string(),
                x.civ.map_or("V".into(), |c| c.to_string()),
                x.target_program.map_or("–".into(), signed),
                yn(x.jump).into(),
                x.fires.to_string(),
                match x.armor {
                    PodArmor::Fixed(a) => a.to_string(),
                    PodArmor::Scenario => "0–2".into(),
                },
            ],
            T,
        );
    }
    let mut e = Table::new("7.7", "Energy Expenditure Summary", &["For", "Cost", "When"], "EB: Energy Blocks; EU: Energy Units.");
    for (x, cost, per) in data::ENERGY_SUMMARY {
        let what = match x {
            Expense::ManeuverBeyondOne => "More than one speed or course change",
            Expense::MissileManeuver => "A missile's Maneuver Command",
            Expense::Weave => "Weave",
            Expense::ActivateForceField => "Switching on a force field",
            Expense::TractorBeam => "Tractor beam",
            Expense::ReplenishBattlecraft => "Refuelling a battlecraft",
            Expense::ManeuverDocked => "Moving while docked",
            Expense::ParticleBurst => "Particle burst",
            Expense::LaserBarrage => "Laser barrage",
            Expense::ParticleBarrage => "Particle barrage",
            Expense::EngineDamaged => "Damaged engine",
            Expense::EnergyPodDamaged => "Damaged energy pod",
            Expense::EnergyPodDestroyed => "Destroyed energy pod",
        };
        let cost = match cost {
            Cost::Blocks { spaceship, battlecraft_units: Some(u) } => format!("{spaceship} EB (battlecraft {u} EU)"),
            Cost::Blocks { spaceship, battlecraft_units: None } => format!("{spaceship} EB"),
            Cost::Units(u) => format!("{u} EU"),
            Cost::TwiceTargetBurnRate => "2 × target's burn rate EU".into(),
            Cost::UpTo(u) => format!("up to {u} EU"),
            Cost::SumOfBurnRates => "both burn rates, in EU".into(),
            Cost::RaiseExpendedTo(u) => format!("spent rises to {u} EU"),
        };
        let per = match per {
            Per::CommandPhase => "each Command Phase",
            Per::ManeuverCommand => "each Maneuver Command",
            Per::Command => "each Command",
            Per::Fire => "each fire",
            Per::InsteadOfBlock => "instead of each EB",
            Per::Once => "once",
        };
        e.row(what, [cost, per.to_string()], T);
    }
    let mut v = Table::new(
        "8.4",
        "Relative Velocity Chart",
        &["Target \\ firer", "0–1", "2", "3", "4", "5", "6", "7", "8", "9"],
        "For courses neither alike, adjacent nor opposite. Both at 0: 0.",
    );
    for (i, row) in data::RELATIVE_VELOCITY.iter().enumerate() {
        let head = if i == 0 { "0–1".to_string() } else { (i + 1).to_string() };
        v.row(&head, row.iter(), T);
    }
    let mut f = Table::new(
        "8.7",
        "Fire Results Table",
        &["Fire (EU)", "0", "1", "2–3", "4–5", "6–7", "8–9", "10–11", "12–14"],
        "Columns: Target Value (range + modified relative velocity); above 14 nothing hits. Hit on a roll at or under; A always, – never.",
    );
    for (i, fire) in Fire::ALL.into_iter().enumerate() {
        f.row(&format!("{} ({})", fire.name(), fire.energy_units()), data::FIRE_RESULTS[i].map(chance), T);
    }
    let mut h = Table::new("8.8", "Hit Table", &["Die", "Part hit"], "A 0 on the die reads 10.");
    for (i, r) in data::HIT_TABLE.iter().enumerate() {
        let part = match r {
            HitResult::Critical => "critical: the firer picks any part".to_string(),
            HitResult::Either(a, b) => format!("{} or {}", a.name(), b.name()),
        };
        h.row(&(i + 1).to_string(), [part], T);
    }
    let mut m = Table::new(
        "9.5",
        "Missile Chart",
        &["Missile, Civ", "Velocity", "Maneuver", "Energy"],
        "The middle group, printed as unguided, is read as the intelligent missile (derived). The Civ 6 MIMS row is ours (reconstructed): it takes the Civ 7 values.",
    );
    for r in &data::MISSILE_CHART {
        let src = if r.missile == Missile::Intelligent { D } else { T };
        let head = format!("{} {}", r.missile.name(), r.civ);
        let mut row = vec![crate::engine::help::Cell(head, src)];
        for n in [r.velocity_rating, r.maneuver_rating, r.energy_units] {
            row.push(crate::engine::help::Cell(n.to_string(), T));
        }
        m.rows.push(row);
        if r.missile == Missile::Mims && r.civ == 7 {
            m.rows.insert(m.rows.len() - 1, {
                let x = data::missile_stats(Missile::Mims, 6).expect("a row");
                let mut row = vec![crate::engine::help::Cell("MIMS 6".into(), R)];
                for n in [x.velocity_rating, x.maneuver_rating, x.energy_units] {
                    row.push(crate::engine::help::Cell(n.to_string(), R));
                }
                row
            });
        }
    }
    let mut i = Table::new(
        "9.7",
        "Missile Interception Table",
        &["Civ \\ relative velocity", "0", "1–2", "3–4", "5–7", "8–10", "11+"],
        "Intercepts on a roll at or under; A always.",
    );
    for (k, row) in data::INTERCEPTION.iter().enumerate() {
        i.row(&(k + 6).to_string(), row.map(chance), T);
    }
    vec![s, p, e, v, f, h, m, i]
}
