//! DeltaVee's charts and tables, transcribed from the rules text as typed data. Unlike StarGate's map and
//! counters, every table is printed in the text (see shared/design/reconstruction.md): each carries a
//! provenance note naming its case and any transcription judgement. A correction goes here and nowhere else.

use serde::{Deserialize, Serialize};

// ---------------------------------------------------------------------------------------------------------
// Spacecraft Attribute Chart (DeltaVee 4.9, with 4.1–4.8)
// ---------------------------------------------------------------------------------------------------------

/// The Spacecraft Classes of the Spacecraft Attribute Chart (4.9), in its order: four battlecraft, then the
/// spaceships by maker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Class {
    Terwillicker5000,
    TerwillickerX,
    Lander,
    CorcoOmega,
    Dagger,
    Sword,
    Spear,
    Piccolo,
    Flute,
    Clarinet,
    CorcoGamma,
    CorcoZeta,
    CorcoIota,
    CorcoMu,
}

/// The chart's availability letter, as printed (O, R or M; the text does not spell them out).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Availability {
    O,
    R,
    M,
}

/// One row of the Spacecraft Attribute Chart (4.9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ClassStats {
    pub class: Class,
    pub name: &'static str,
    /// Under the chart's BATTLECRAFT heading (the two Terwillickers carry no pods: 4.0).
    pub battlecraft: bool,
    pub pods: u8,
    /// Most velocity change per Command Phase (4.1).
    pub velocity_rating: u8,
    /// Most Maneuver Commands per Command Phase, less the current velocity (4.2, 7.1).
    pub maneuver_rating: u8,
    /// Energy Units at the start (4.3).
    pub energy_capacity: u16,
    /// Energy Units per Energy Block (4.3, 10.3).
    pub burn_rate: u8,
    /// May land on a planet (6.5) and may not take two energy pods in one pod place (5.9 note).
    pub streamlined: bool,
    /// 0 none, 1 bursts only, 2 bursts or barrages (4.4).
    pub burster: u8,
    /// 0–2 (4.5); also the bridge's, engine's and force field's (8.8).
    pub armor: u8,
    /// 0 none, 1 or 2 (4.6).
    pub force_field: u8,
    /// 6–8 (4.7).
    pub civ: u8,
    /// Targeting Program modifier (4.8), subtracted from the relative velocity: −4 lowers it by 4.
    pub target_program: i8,
    pub availability: Availability,
    pub crew: u8,
    pub passengers: u8,
    /// Cargo capacity in tenths (the chart prints 0.1, 0.5, 3 …).
    pub cargo_tenths: u16,
    pub performance: i8,
    pub repair_hours: u8,
    /// Cost in trans.
    pub cost: u32,
}

/// The Spacecraft Attribute Chart (4.9), row for row. Provenance: text, the table after case 4.9.
/// Transcription: the cargo column is kept in tenths (0.1 → 1) so the row stays exact; signed modifiers
/// keep their signs; "Y"/"N" streamlined become booleans.
pub const SPACECRAFT: [ClassStats; 14] = {
    use Availability::*;
    use Class::*;
    #[allow(clippy::too_many_arguments)]
    const fn row(
        class: Class,
        name: &'static str,
        battlecraft: bool,
        n: [u16; 5],
        streamlined: bool,
        f: [u8; 4],
        target_program: i8,
        availability: Availability,
        people: [u8; 2],
        cargo_tenths: u16,
        performance: i8,
        repair_hours: u8,
        cost: u32,
    ) -> ClassStats {
        ClassStats {
            class,
            name,
            battlecraft,
            pods: n[0] as u8,
            velocity_rating: n[1] as u8,
            maneuver_rating: n[2] as u8,
            energy_capacity: n[3],
            burn_rate: n[4] as u8,
            streamlined,
            burster: f[0],
            armor: f[1],
            force_field: f[2],
            civ: f[3],
            target_program,
            availability,
            crew: people[0],
            passengers: people[1],
            cargo_tenths,
            performance,
            repair_hours,
            cost,
        }
    }
    // class, name, battlecraft, [pods, velocity, maneuver, capacity, burn], streamlined,
    // [burster, armor, force field, civ], target program, availability, [crew, passengers], cargo ×10,
    // performance, repair hours, cost
    [
        row(
            Terwillicker5000,
            "Terwillicker 5000",
            true,
            [0, 2, 7, 15, 1],
            true,
            [1, 1, 0, 7],
            -2,
            O,
            [1, 2],
            20,
            0,
            24,
            3100,
        ),
        row(
            TerwillickerX,
            "Terwillicker-X",
            true,
            [0, 3, 9, 15, 1],
            true,
            [2, 2, 0, 8],
            -4,
            R,
            [1, 2],
            1,
            25,
            24,
            6900,
        ),
        row(Lander, "Lander", true, [0, 1, 4, 15, 1], true, [0, 0, 0, 8], 0, O, [1, 4], 5, -5, 24, 1500),
        row(CorcoOmega, "Corco Omega", true, [0, 1, 3, 10, 1], false, [0, 0, 0, 7], 0, O, [1, 4], 2, -15, 24, 1100),
        row(Dagger, "Dagger", false, [2, 2, 6, 48, 4], true, [2, 2, 1, 8], -4, M, [2, 4], 5, 15, 24, 12200),
        row(Sword, "Sword", false, [5, 3, 8, 78, 6], false, [2, 2, 2, 8], -4, M, [5, 10], 30, 25, 24, 22100),
        row(Spear, "Spear", false, [8, 1, 4, 144, 12], false, [2, 2, 2, 8], -4, M, [10, 20], 70, 10, 24, 27900),
        row(Piccolo, "Piccolo", false, [1, 3, 8, 30, 3], true, [1, 1, 0, 7], -2, O, [1, 6], 10, 5, 24, 5400),
        row(Flute, "Flute", false, [4, 3, 6, 66, 6], true, [1, 2, 1, 8], -4, R, [3, 12], 30, 20, 24, 20700),
        row(Clarinet, "Clarinet", false, [7, 2, 7, 104, 8], false, [1, 1, 0, 8], -4, O, [4, 20], 60, 10, 24, 14100),
        row(CorcoGamma, "Corco Gamma", false, [3, 1, 4, 54, 6], true, [1, 0, 0, 7], -2, O, [2, 8], 20, -10, 24, 6700),
        row(CorcoZeta, "Corco Zeta", false, [6, 1, 3, 80, 8], false, [1, 0, 0, 6], 0, O, [4, 20], 50, -20, 24, 6400),
        row(CorcoIota, "Corco Iota", false, [9, 2, 5, 120, 12], false, [1, 1, 1, 7], -4, R, [4, 25], 100, 0, 24, 17500),
        row(CorcoMu, "Corco Mu", false, [12, 1, 4, 176, 16], false, [1, 0, 0, 7], -2, O, [5, 30], 150, -10, 24, 14500),
    ]
};

impl Class {
    pub const ALL: [Class; 14] = {
        let mut out = [Class::Terwillicker5000; 14];
        let mut i = 0;
        while i < 14 {
            out[i] = SPACECRAFT[i].class;
            i += 1;
        }
        out
    };
    /// Its row of the Spacecraft Attribute Chart.
    pub fn stats(self) -> &'static ClassStats {
        &SPACECRAFT[self as usize]
    }
    pub fn name(self) -> &'static str {
        self.stats().name
    }
}

// ---------------------------------------------------------------------------------------------------------
// Pod Attribute Chart (DeltaVee 5.8, with 5.1–5.7)
// ---------------------------------------------------------------------------------------------------------

/// The pod types: the rows of the Pod Attribute Chart (5.8) and, for "All others", the pods 5.7 lists
/// plus the two the scenarios name besides (the "standard support" pod of scenario 4 and the "equipment"
/// pod of scenario 5, read as 5.7's Robot and Equipment pod).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum PodKind {
    Hunter,
    LightWeapon,
    HeavyWeapon,
    Arsenal,
    BattleComm,
    /// The chart's two tractor-beam rows differ only in Civ Level (7 or 8), which 5.6 gives different
    /// reach.
    TractorBeam7,
    TractorBeam8,
    Battlecraft,
    StandardJump,
    AugmentedJump,
    Energy,
    // "All others" (5.7)
    LuxuryCabin,
    StandardCabin,
    Crew,
    AdvancedMedical,
    BioResearch,
    StandardCargo,
    BufferedCargo,
    LivingCargo,
    LanderPod,
    Survey,
    RobotAndEquipment,
    Explorer,
    EscapeEva,
    StandardSupport,
}

/// The four missile types (2.5), in the order of the Pod Attribute Chart's columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Missile {
    Unguided,
    Guided,
    Intelligent,
    Mims,
}

impl Missile {
    pub const ALL: [Missile; 4] = [Missile::Unguided, Missile::Guided, Missile::Intelligent, Missile::Mims];
    pub fn name(self) -> &'static str {
        match self {
            Missile::Unguided => "unguided",
            Missile::Guided => "guided",
            Missile::Intelligent => "intelligent",
            Missile::Mims => "MIMS",
        }
    }
}

/// A pod's armor on the chart: fixed, or "0–2" as the scenario says (5.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum PodArmor {
    Fixed(u8),
    Scenario,
}

/// One row of the Pod Attribute Chart (5.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PodStats {
    /// May fire laser and particle weapons (5.1).
    pub weapons: bool,
    /// Missiles carried at the start, by [`Missile`] order (9.1).
    pub missiles: [u8; 4],
    /// Which of those need a Prepare Missile Command first (the chart's asterisks; 9.1, 7.4).
    pub prepare: [bool; 4],
    pub battle_commands: u8,
    /// Civ Level; `None` for the chart's "V" (variable, all others).
    pub civ: Option<u8>,
    /// Targeting Program modifier; `None` for "–".
    pub target_program: Option<i8>,
    pub jump: bool,
    /// Has special attributes (5.6).
    pub special: bool,
    /// Fires (or launches) per Fire Phase (5.5, 8.1).
    pub fires: u8,
    pub armor: PodArmor,
}

/// The Pod Attribute Chart (5.8). Provenance: text, the table after case 5.8. Transcription: an asterisk
/// on a missile count becomes `prepare`; "Y"/"N" become booleans, "X" under "see 5.6" becomes `special`;
/// "–" becomes `None`; "0–2" armor becomes [`PodArmor::Scenario`].
pub fn pod_stats(kind: PodKind) -> PodStats {
    use PodArmor::*;
    let p = |weapons, missiles, prepare, battle_commands, civ, target_program, jump, special, fires, armor| PodStats {
        weapons,
        missiles,
        prepare,
        battle_commands,
        civ,
        target_program,
        jump,
        special,
        fires,
        armor,
    };
    const NO: [bool; 4] = [false; 4];
    let none =
        |civ: u8, jump: bool, special: bool| p(false, [0; 4], NO, 0, Some(civ), None, jump, special, 0, Scenario);
    match kind {
        PodKind::Hunter => p(true, [2, 0, 1, 0], NO, 0, Some(8), Some(-4), true, true, 1, Fixed(2)),
        PodKind::LightWeapon => {
            p(true, [5, 3, 0, 0], [true, true, false, false], 1, Some(6), Some(-2), false, false, 1, Fixed(1))
        }
        PodKind::HeavyWeapon => {
            p(true, [6, 5, 3, 1], [false, true, true, true], 1, Some(7), Some(-4), false, false, 1, Fixed(2))
        }
        PodKind::Arsenal => {
            p(true, [8, 7, 5, 2], [false, false, true, true], 1, Some(8), Some(-4), false, false, 2, Fixed(2))
        }
        PodKind::BattleComm => p(false, [0; 4], NO, 2, Some(8), Some(-6), false, true, 1, Fixed(2)),
        PodKind::TractorBeam7 => none(7, false, true),
        PodKind::TractorBeam8 => none(8, false, true),
        PodKind::Battlecraft => none(7, false, true),
        PodKind::StandardJump => none(7, true, true),
        PodKind::AugmentedJump => none(8, true, true),
        PodKind::Energy => none(7, false, true),
        _ => p(false, [0; 4], NO, 0, None, None, false, false, 0, Scenario),
    }
}

impl PodKind {
    pub fn stats(self) -> PodStats {
        pod_stats(self)
    }
    pub fn name(self) -> &'static str {
        match self {
            PodKind::Hunter => "hunter",
            PodKind::LightWeapon => "light weapon",
            PodKind::HeavyWeapon => "heavy weapon",
            PodKind::Arsenal => "arsenal",
            PodKind::BattleComm => "battle communications",
            PodKind::TractorBeam7 => "tractor beam (Civ 7)",
            PodKind::TractorBeam8 => "tractor beam (Civ 8)",
            PodKind::Battlecraft => "battlecraft",
            PodKind::StandardJump => "standard jump",
            PodKind::AugmentedJump => "augmented jump",
            PodKind::Energy => "energy",
            PodKind::LuxuryCabin => "luxury cabin",
            PodKind::StandardCabin => "standard cabin",
            PodKind::Crew => "crew",
            PodKind::AdvancedMedical => "advanced medical",
            PodKind::BioResearch => "bio-research",
            PodKind::StandardCargo => "standard cargo",
            PodKind::BufferedCargo => "buffered cargo",
            PodKind::LivingCargo => "living cargo",
            PodKind::LanderPod => "lander",
            PodKind::Survey => "survey",
            PodKind::RobotAndEquipment => "robot and equipment",
            PodKind::Explorer => "explorer",
            PodKind::EscapeEva => "escape/EVA",
            PodKind::StandardSupport => "standard support",
        }
    }
    /// Carries missiles (light weapon, heavy weapon, arsenal and hunter pods: 5.1).
    pub fn carries_missiles(self) -> bool {
        self.stats().missiles.iter().any(|&n| n > 0)
    }
    /// Counts as cargo for scenario 5's victory points (its "cargo pod": standard, buffered, living).
    pub fn is_cargo(self) -> bool {
        matches!(self, PodKind::StandardCargo | PodKind::BufferedCargo | PodKind::LivingCargo)
    }
}

/// Energy Units in an energy pod (4.3, 5.6).
pub const ENERGY_POD_UNITS: u16 = 144;

/// A pod's working Civ Level on a ship (5.3): one less when it exceeds the ship's. `None` for "V".
pub fn pod_civ(kind: PodKind, ship_civ: u8) -> Option<u8> {
    kind.stats().civ.map(|c| if c > ship_civ { c - 1 } else { c })
}

// ---------------------------------------------------------------------------------------------------------
// Missile Chart (DeltaVee 9.5)
// ---------------------------------------------------------------------------------------------------------

/// One row of the Missile Chart (9.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct MissileStats {
    pub missile: Missile,
    pub civ: u8,
    pub velocity_rating: u8,
    pub maneuver_rating: u8,
    pub energy_units: u8,
}

/// The Missile Chart (9.5): guided, intelligent and MIMS by Civ Level. Unguided missiles take no Maneuver
/// Commands and are not on it (9.5).
///
/// Provenance: text, the table after case 9.5, with one correction. The printed middle group is labelled
/// "UNGUIDED", but unguided missiles are not on the chart (9.5 says so) and intelligent missiles, which
/// do take Maneuver Commands (2.5), appear nowhere else; and the Spacecraft Log example (end of 10.0) gives
/// a Civ 7 heavy weapon pod's intelligent missiles 7 Energy Units each — the middle group's Civ 7 row
/// (its guided 9 and MIMS 6 match their rows too). So the middle group is the intelligent missile. There
/// is no Civ 6 MIMS row (a heavy weapon pod on a Civ 6 hull would launch one: see [`missile_stats`]).
pub const MISSILE_CHART: [MissileStats; 8] = {
    const fn m(missile: Missile, civ: u8, velocity_rating: u8, maneuver_rating: u8, energy_units: u8) -> MissileStats {
        MissileStats { missile, civ, velocity_rating, maneuver_rating, energy_units }
    }
    [
        m(Missile::Guided, 6, 1, 5, 7),
        m(Missile::Guided, 7, 2, 5, 9),
        m(Missile::Guided, 8, 2, 6, 10),
        m(Missile::Intelligent, 6, 2, 5, 6),
        m(Missile::Intelligent, 7, 2, 6, 7),
        m(Missile::Intelligent, 8, 2, 7, 9),
        m(Missile::Mims, 7, 2, 6, 6),
        m(Missile::Mims, 8, 2, 7, 7),
    ]
};

/// A missile's chart row at a Civ Level (9.5: the launching pod's); `None` for unguided missiles. A Civ
/// Level below the lowest printed for the type (only a Civ 6 MIMS) takes that lowest row — reconstructed:
/// the chart has no such row, and no scenario needs it.
pub fn missile_stats(missile: Missile, civ: u8) -> Option<&'static MissileStats> {
    let rows = || MISSILE_CHART.iter().filter(move |r| r.missile == missile);
    rows().find(|r| r.civ == civ).or_else(|| rows().filter(|r| r.civ > civ).min_by_key(|r| r.civ))
}

// ---------------------------------------------------------------------------------------------------------
// Fire Results Table (DeltaVee 8.7), Hit Table (8.8), Missile Interception Table (9.7)
// ---------------------------------------------------------------------------------------------------------

/// A cell of the Fire Results or Missile Interception Table: hit (or intercept) on a die roll at most the
/// number, automatically ("A"), or never ("–").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Chance {
    Auto,
    AtMost(u8),
    Impossible,
}

/// The four types of fire (8.0), in the Fire Results Table's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Fire {
    LaserBurst,
    LaserBarrage,
    ParticleBurst,
    ParticleBarrage,
}

impl Fire {
    pub const ALL: [Fire; 4] = [Fire::LaserBurst, Fire::LaserBarrage, Fire::ParticleBurst, Fire::ParticleBarrage];
    /// Energy Units it costs (8.2; the table's first column).
    pub fn energy_units(self) -> u8 {
        match self {
            Fire::LaserBurst => 0,
            Fire::LaserBarrage => 2,
            Fire::ParticleBurst => 1,
            Fire::ParticleBarrage => 3,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Fire::LaserBurst => "laser burst",
            Fire::LaserBarrage => "laser barrage",
            Fire::ParticleBurst => "particle burst",
            Fire::ParticleBarrage => "particle barrage",
        }
    }
}

/// The Fire Results Table's Target Value columns (inclusive ranges): 0, 1, 2–3, 4–5, 6–7, 8–9, 10–11,
/// 12–14. Above 14 no fire can hit (8.7).
pub const TARGET_VALUE_COLUMNS: [(u32, u32); 8] = [(0, 0), (1, 1), (2, 3), (4, 5), (6, 7), (8, 9), (10, 11), (12, 14)];

/// The Fire Results Table (8.7), by [`Fire`] then column. Provenance: text, the table after case 8.7
/// ("A" → `Auto`, "–" → `Impossible`).
pub const FIRE_RESULTS: [[Chance; 8]; 4] = {
    use Chance::{AtMost as N, Auto as A, Impossible as X};
    [
        [N(7), N(6), N(5), N(4), N(3), N(2), N(1), X],
        [N(9), N(8), N(7), N(6), N(5), N(4), N(3), N(1)],
        [A, N(9), N(7), N(4), N(1), X, X, X],
        [A, A, N(9), N(7), N(4), N(1), X, X],
    ]
};

/// The Hit Chance of a fire at a Target Value (8.7).
pub fn hit_chance(fire: Fire, target_value: u32) -> Chance {
    TARGET_VALUE_COLUMNS
        .iter()
        .position(|&(lo, hi)| (lo..=hi).contains(&target_value))
        .map_or(Chance::Impossible, |col| FIRE_RESULTS[fire as usize][col])
}

/// A part of a spacecraft the Hit Table can name (8.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Part {
    Bridge,
    Engine,
    ForceField,
    /// The pod in Compartment box `n` (1–15) of the Spacecraft Log (10.1).
    Pod(u8),
}

impl Part {
    /// The part in words: "bridge", "force field", "pod 8".
    pub fn name(self) -> String {
        match self {
            Part::Bridge => "bridge".into(),
            Part::Engine => "engine".into(),
            Part::ForceField => "force field".into(),
            Part::Pod(n) => format!("pod {n}"),
        }
    }
}

/// A Hit Table result (8.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum HitResult {
    /// Die 1: the Phasing player picks any part the table lists (no hit on an unrevealed target).
    Critical,
    /// Die 2–10: one of two parts (the Phasing player picks if the target has both).
    Either(Part, Part),
}

/// The Hit Table (8.8), die 1–10. Provenance: text, the table after case 8.8; the missile notes of rows 1
/// and 2 are rules (8.8), not cells, and live with the fire rules.
pub const HIT_TABLE: [HitResult; 10] = {
    use HitResult::*;
    use Part::*;
    [
        Critical,
        Either(Bridge, Engine),
        Either(ForceField, Pod(8)),
        Either(Pod(1), Pod(9)),
        Either(Pod(2), Pod(10)),
        Either(Pod(3), Pod(11)),
        Either(Pod(4), Pod(12)),
        Either(Pod(5), Pod(13)),
        Either(Pod(6), Pod(14)),
        Either(Pod(7), Pod(15)),
    ]
};

/// The Hit Table row for a die result 1–10 (a 0 on the die reads 10: 1.0).
pub fn hit_result(die: u32) -> HitResult {
    HIT_TABLE[(die.clamp(1, 10) - 1) as usize]
}

/// The Missile Interception Table's relative-velocity columns (inclusive; the last is "11 or more").
pub const INTERCEPTION_COLUMNS: [(u32, u32); 6] = [(0, 0), (1, 2), (3, 4), (5, 7), (8, 10), (11, u32::MAX)];

/// The Missile Interception Table (9.7), rows Civ Level 6, 7, 8. Provenance: text, the table after 9.7.
pub const INTERCEPTION: [[Chance; 6]; 3] = {
    use Chance::{AtMost as N, Auto as A};
    [[N(8), N(6), N(4), N(2), N(1), N(1)], [N(9), N(7), N(5), N(3), N(2), N(1)], [A, N(8), N(6), N(4), N(3), N(2)]]
};

/// The Interception Chance of a missile of `civ` (6–8, clamped) at a relative velocity (9.7).
pub fn interception_chance(civ: u8, relative_velocity: u32) -> Chance {
    let row = civ.clamp(6, 8) as usize - 6;
    let col = INTERCEPTION_COLUMNS.iter().position(|&(lo, hi)| (lo..=hi).contains(&relative_velocity)).unwrap_or(5);
    INTERCEPTION[row][col]
}

// ---------------------------------------------------------------------------------------------------------
// Relative Velocity Chart (DeltaVee 8.4)
// ---------------------------------------------------------------------------------------------------------

/// The Relative Velocity Chart (8.4): `[target][firing]`, each indexed 0 for velocity 0 or 1, then 2–9.
/// Provenance: text, the table in case 8.4; its footnote (both velocities 0 → 0) is applied by
/// [`chart_relative_velocity`]. The printed chart is symmetric (tested).
pub const RELATIVE_VELOCITY: [[u8; 9]; 9] = [
    [1, 2, 3, 4, 5, 6, 7, 8, 9],
    [2, 3, 4, 4, 5, 6, 7, 8, 9],
    [3, 4, 4, 5, 6, 7, 8, 9, 9],
    [4, 4, 5, 6, 6, 7, 8, 9, 10],
    [5, 5, 6, 6, 7, 8, 9, 9, 10],
    [6, 6, 7, 7, 8, 8, 9, 10, 11],
    [7, 7, 8, 8, 9, 9, 10, 11, 11],
    [8, 8, 9, 9, 9, 10, 11, 11, 12],
    [9, 9, 9, 10, 10, 11, 11, 12, 13],
];

/// The chart's value for a firing and a target velocity. Velocity markers go 0–9 (2.6); a higher
/// velocity reads as 9 (reconstructed: the chart stops there).
pub fn chart_relative_velocity(firing: u8, target: u8) -> u8 {
    if firing == 0 && target == 0 {
        return 0;
    }
    let i = |v: u8| v.clamp(1, 9) as usize - 1;
    RELATIVE_VELOCITY[i(target)][i(firing)]
}

// ---------------------------------------------------------------------------------------------------------
// Energy Expenditure Summary (DeltaVee 7.7, with 7.5 and 8.9)
// ---------------------------------------------------------------------------------------------------------

/// The situations of the Energy Expenditure Summary (7.7), in its order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Expense {
    /// More than one Accelerate, Decelerate or Direction Change in one Command Phase (7.5).
    ManeuverBeyondOne,
    MissileManeuver,
    Weave,
    ActivateForceField,
    TractorBeam,
    ReplenishBattlecraft,
    ManeuverDocked,
    ParticleBurst,
    LaserBarrage,
    ParticleBarrage,
    EngineDamaged,
    EnergyPodDamaged,
    EnergyPodDestroyed,
}

/// What a situation costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Cost {
    /// Energy Blocks from a spaceship; Energy Units from a battlecraft (`None`: not a battlecraft's).
    Blocks {
        spaceship: u8,
        battlecraft_units: Option<u8>,
    },
    Units(u8),
    /// Twice the target unit's Energy Burn Rate, in Energy Units.
    TwiceTargetBurnRate,
    /// As many Energy Units as needed or wanted, up to this.
    UpTo(u8),
    /// The two docked ships' Energy Burn Rates added, in Energy Units.
    SumOfBurnRates,
    /// The ship's total Energy Units expended rises to this at once.
    RaiseExpendedTo(u16),
}

/// How often the cost falls due.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Per {
    CommandPhase,
    ManeuverCommand,
    Command,
    Fire,
    /// In place of each Energy Block the docked ships would expend (7.4 Rendezvous).
    InsteadOfBlock,
    Once,
}

/// The Energy Expenditure Summary (7.7). Provenance: text, the summary after case 7.7 (each line also
/// stated by 7.5, 8.2 or 8.9); "each Command Phase" for a damaged energy pod runs until 144 Energy Units in
/// all are spent (8.9).
pub const ENERGY_SUMMARY: [(Expense, Cost, Per); 13] = [
    (Expense::ManeuverBeyondOne, Cost::Blocks { spaceship: 1, battlecraft_units: Some(1) }, Per::CommandPhase),
    (Expense::MissileManeuver, Cost::Units(1), Per::ManeuverCommand),
    (Expense::Weave, Cost::Blocks { spaceship: 1, battlecraft_units: Some(1) }, Per::Command),
    (Expense::ActivateForceField, Cost::Blocks { spaceship: 1, battlecraft_units: None }, Per::Command),
    (Expense::TractorBeam, Cost::TwiceTargetBurnRate, Per::ManeuverCommand),
    (Expense::ReplenishBattlecraft, Cost::UpTo(15), Per::Once),
    (Expense::ManeuverDocked, Cost::SumOfBurnRates, Per::InsteadOfBlock),
    (Expense::ParticleBurst, Cost::Units(1), Per::Fire),
    (Expense::LaserBarrage, Cost::Units(2), Per::Fire),
    (Expense::ParticleBarrage, Cost::Units(3), Per::Fire),
    (Expense::EngineDamaged, Cost::Blocks { spaceship: 1, battlecraft_units: None }, Per::ManeuverCommand),
    (Expense::EnergyPodDamaged, Cost::Units(10), Per::CommandPhase),
    (Expense::EnergyPodDestroyed, Cost::RaiseExpendedTo(ENERGY_POD_UNITS), Per::Once),
];

/// The summary's cost and frequency for a situation.
pub fn energy_cost(e: Expense) -> (Cost, Per) {
    let (_, c, p) = ENERGY_SUMMARY.iter().find(|(x, _, _)| *x == e).expect("every situation is listed");
    (*c, *p)
}
