//! The hexes Outreach's scenarios name (18.x), as data: each side's starting gates, potential values and
//! fleets, the objectives, and the Seed Winds Table with its results (18.51–18.52). All text, transcribed
//! (the starting tables are facts), except where a value's note says otherwise. Setting a game up from
//! them is the rules' business, not this module's.

use super::Tag;
use serde::{Deserialize, Serialize};
use crate::engine::hex::Hex;

/// Fleets by type (18.0: r regular, d dreadnought, e explorer).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Fleets {
    pub r: u8,
    pub d: u8,
    pub e: u8,
}

impl Fleets {
    pub const NONE: Fleets = Fleets { r: 0, d: 0, e: 0 };
    pub fn total(self) -> u32 {
        self.r as u32 + self.d as u32 + self.e as u32
    }
    /// Whether every type of `self` is at most `other`'s (a force formed from a stack, 5.13).
    pub fn within(self, other: Fleets) -> bool {
        self.r <= other.r && self.d <= other.d && self.e <= other.e
    }
    pub fn plus(self, o: Fleets) -> Fleets {
        Fleets { r: self.r.saturating_add(o.r), d: self.d.saturating_add(o.d), e: self.e.saturating_add(o.e) }
    }
    pub fn minus(self, o: Fleets) -> Fleets {
        Fleets { r: self.r.saturating_sub(o.r), d: self.d.saturating_sub(o.d), e: self.e.saturating_sub(o.e) }
    }
    pub fn is_empty(self) -> bool {
        self.total() == 0
    }
    /// "2r 1d 1e", types with none left out; "none" when empty.
    pub fn words(self) -> String {
        let parts: Vec<String> =
            [(self.r, "r"), (self.d, "d"), (self.e, "e")].iter().filter(|(n, _)| *n > 0).map(|(n, t)| format!("{n}{t}")).collect();
        if parts.is_empty() {
            "none".into()
        } else {
            parts.join(" ")
        }
    }
}

const fn f(r: u8, d: u8, e: u8) -> Fleets {
    Fleets { r, d, e }
}

/// One line of a starting table: a hex, the gate's SP there (`None`: no gate, printed "—"), the hex's
/// potential value, and the fleets that start there.
#[derive(Clone, Copy, Debug)]
pub struct Start {
    pub hex: &'static str,
    pub gate: Option<u8>,
    pub pv: u8,
    pub fleets: Fleets,
}

impl Start {
    pub fn at(&self) -> Hex {
        Hex::from_label(self.hex).expect("a starting hex is XXYY")
    }
}

const fn s(hex: &'static str, gate: Option<u8>, pv: u8, fleets: Fleets) -> Start {
    Start { hex, gate, pv, fleets }
}

/// A side that ignores no Fate Table result.
const NO_FATE_IGNORES: (&str, &str) = ("", "");

/// A side of a scenario.
#[derive(Clone, Copy, Debug)]
pub struct Side {
    pub name: &'static str,
    pub starts: &'static [Start],
    /// Resource points at the start.
    pub rp: u16,
    /// Civilization level at the start.
    pub cl: u8,
    /// The Fate Table results this side ignores, and the case that says so (18.14, 18.25, 18.26).
    pub ignores_fate: (&'static str, &'static str),
    /// The case by which this side leaves the wisdom chits alone (18.14, 18.25, 18.26: "ignore 17.0").
    pub ignores_wisdom: Option<&'static str>,
}

/// A scenario with fixed starting positions (18.1–18.4).
#[derive(Clone, Copy, Debug)]
pub struct Scenario {
    /// Its section: "18.1".
    pub case: &'static str,
    pub name: &'static str,
    pub sides: &'static [Side],
    /// Hexes its victory conditions name (18.12: a gate on 1816; 18.42: four of five hexes).
    pub objectives: &'static [&'static str],
    /// Game length in Game-Turns.
    pub turns: u16,
    /// Whether each side raises StarFleets with its RP before the first Game-Turn (18.41).
    pub builds: bool,
    /// Whether each side's StarGates come from the Seed Winds Table (18.5): its sides start with nothing.
    pub seeds: bool,
    /// The rules sections the scenario leaves out (18.14: "15.0" beacon stars, "16.0" interstellar dust,
    /// "17.0" the nucleus).
    pub ignores: &'static [&'static str],
    /// The side that plays the Guardians' restrictions (18.24): no StarGate created or augmented, a
    /// reserve of 20 RP at most.
    pub guardian: Option<u8>,
    /// The sides that may own one dreadnought per ten SP at most (18.26).
    pub dreadnought_cap: &'static [u8],
    /// The case that says what the X wisdom chit does to its holder (18.34, 18.44, 18.56); "" where no
    /// side takes wisdom chits.
    pub x_chit: &'static str,
}

/// 18.1 Conflict over Scorpii (18.11–18.13).
pub const SCORPII: Scenario = Scenario {
    case: "18.1",
    name: "Conflict over Scorpii",
    sides: &[
        Side {
            name: "Cepheids",
            starts: &[
                s("1212", Some(5), 5, f(0, 1, 0)),
                s("1213", Some(3), 4, f(1, 0, 0)),
                s("1313", Some(3), 3, f(1, 0, 0)),
                s("1314", Some(3), 4, f(1, 0, 0)),
                s("1211", None, 4, Fleets::NONE),
                s("1312", None, 5, f(1, 0, 2)),
            ],
            rp: 3,
            cl: 1,
            ignores_fate: ("ABCDEFKL", "18.14"),
            ignores_wisdom: Some("18.14"),
        },
        Side {
            name: "Wezens",
            starts: &[
                s("1118", Some(4), 4, f(1, 0, 0)),
                s("1119", Some(3), 4, f(1, 0, 0)),
                s("1018", Some(4), 5, f(1, 0, 0)),
                s("1019", Some(1), 3, Fleets::NONE),
                s("1117", Some(1), 4, Fleets::NONE),
                s("0918", None, 2, f(1, 0, 4)),
                s("0919", Some(0), 5, f(1, 0, 0)),
            ],
            rp: 5,
            cl: 1,
            ignores_fate: ("ABCDEFKL", "18.14"),
            ignores_wisdom: Some("18.14"),
        },
    ],
    objectives: &["1816"],
    turns: 25,
    builds: false,
    seeds: false,
    ignores: &["15.0", "16.0", "17.0"],
    guardian: None,
    dreadnought_cap: &[],
    x_chit: "",
};

/// 18.2 Route to the Nucleus (18.21–18.23). The Guardians' four navies are at 1215 (1st), 1118 (2nd),
/// 1212 (3rd) and 1816 (4th).
pub const NUCLEUS_ROUTE: Scenario = Scenario {
    case: "18.2",
    name: "Route to the Nucleus",
    sides: &[
        Side {
            name: "Guardians",
            starts: &[
                s("1118", Some(3), 3, f(5, 2, 1)),
                s("1212", Some(4), 4, f(4, 2, 1)),
                s("1215", Some(5), 5, f(7, 3, 1)),
                s("1216", Some(4), 4, Fleets::NONE),
                s("1314", Some(5), 5, Fleets::NONE),
                s("1315", Some(3), 3, Fleets::NONE),
                s("1316", Some(5), 5, Fleets::NONE),
                s("1416", Some(0), 1, Fleets::NONE),
                s("1709", Some(0), 4, Fleets::NONE),
                s("1717", Some(4), 4, Fleets::NONE),
                s("1815", Some(4), 4, Fleets::NONE),
                s("1816", Some(3), 3, f(4, 2, 1)),
                s("1924", Some(0), 2, Fleets::NONE),
                s("2403", Some(0), 1, Fleets::NONE),
            ],
            rp: 12,
            cl: 3,
            ignores_fate: ("ABCDEFKL", "18.25"),
            ignores_wisdom: Some("18.25"),
        },
        Side {
            name: "Centaurians",
            starts: &[
                s("1124", Some(1), 2, Fleets::NONE),
                s("1223", Some(1), 1, Fleets::NONE),
                s("1224", Some(1), 2, Fleets::NONE),
                s("1323", Some(3), 3, f(1, 0, 0)),
                s("1324", Some(4), 5, f(1, 0, 0)),
                s("1024", None, 0, f(2, 0, 2)),
                s("1325", None, 2, Fleets::NONE),
            ],
            rp: 8,
            cl: 1,
            ignores_fate: ("K", "18.26"),
            ignores_wisdom: Some("18.26"),
        },
        Side {
            name: "Perseits",
            starts: &[
                s("0310", Some(4), 4, f(1, 1, 0)),
                s("0410", Some(2), 2, f(1, 0, 0)),
                s("0510", Some(3), 3, f(0, 0, 2)),
                s("0511", Some(3), 3, Fleets::NONE),
                s("0513", Some(0), 0, f(1, 1, 0)),
                s("0714", Some(2), 4, f(1, 0, 0)),
                s("0813", Some(2), 5, f(2, 0, 0)),
                s("0814", Some(1), 2, f(2, 0, 0)),
                s("0913", Some(1), 2, f(1, 0, 3)),
                s("0713", None, 0, f(0, 0, 1)),
            ],
            rp: 6,
            cl: 1,
            ignores_fate: ("K", "18.26"),
            ignores_wisdom: Some("18.26"),
        },
    ],
    objectives: &[],
    turns: 50,
    builds: false,
    seeds: false,
    ignores: &[],
    guardian: Some(0),
    dreadnought_cap: &[1, 2],
    x_chit: "",
};

/// 18.3 PSL Outleap, solitaire (18.31–18.33).
pub const PSL_OUTLEAP: Scenario = Scenario {
    case: "18.3",
    name: "PSL Outleap",
    sides: &[Side {
        name: "PSL",
        starts: &[
            s("1316", Some(4), 5, f(1, 0, 1)),
            s("1216", Some(2), 4, f(1, 0, 0)),
            s("1215", Some(2), 4, Fleets::NONE),
        ],
        rp: 5,
        cl: 1,
        ignores_fate: NO_FATE_IGNORES,
            ignores_wisdom: None,
    }],
    objectives: &[],
    turns: 25,
    builds: false,
    seeds: false,
    ignores: &[],
    guardian: None,
    dreadnought_cap: &[],
    x_chit: "18.34",
};

/// 18.4 Struggle for Cygnus-Carina (18.41–18.43). The first side's name is not printed (see
/// [`CYGNIANS_TAG`]); no fleets start on the map (each side builds before the first turn).
pub const CYGNUS_CARINA: Scenario = Scenario {
    case: "18.4",
    name: "Struggle for Cygnus-Carina",
    sides: &[
        Side {
            name: "Cygnians",
            starts: &[s("0814", Some(3), 3, Fleets::NONE), s("0813", Some(4), 5, Fleets::NONE)],
            rp: 10,
            cl: 1,
            ignores_fate: NO_FATE_IGNORES,
            ignores_wisdom: None,
        },
        Side {
            name: "Rigelians",
            starts: &[
                s("1316", Some(4), 4, Fleets::NONE),
                s("1216", Some(3), 5, Fleets::NONE),
                s("1215", Some(2), 2, Fleets::NONE),
                s("1315", Some(4), 4, Fleets::NONE),
            ],
            rp: 25,
            cl: 1,
            ignores_fate: NO_FATE_IGNORES,
            ignores_wisdom: None,
        },
        Side {
            name: "Wezeni",
            starts: &[
                s("1118", Some(4), 4, Fleets::NONE),
                s("1018", Some(3), 3, Fleets::NONE),
                s("1119", Some(2), 5, Fleets::NONE),
            ],
            rp: 19,
            cl: 1,
            ignores_fate: NO_FATE_IGNORES,
            ignores_wisdom: None,
        },
        Side {
            name: "Regnad-Kcin",
            starts: &[
                s("1312", Some(3), 4, Fleets::NONE),
                s("1411", Some(2), 2, Fleets::NONE),
                s("1412", Some(1), 2, Fleets::NONE),
            ],
            rp: 11,
            cl: 1,
            ignores_fate: NO_FATE_IGNORES,
            ignores_wisdom: None,
        },
    ],
    objectives: &["0814", "1118", "1212", "1215", "1314"],
    turns: 50,
    builds: true,
    seeds: false,
    ignores: &[],
    guardian: None,
    dreadnought_cap: &[],
    x_chit: "18.44",
};

/// The first side of 18.41 has no printed name; we call it after its region.
pub const CYGNIANS_TAG: Tag =
    Tag::reconstructed("18.41 prints no name for the side at 0813/0814; called Cygnians after Cygnus, north of Sol");

/// The scenarios with fixed starting positions.
/// A side of 18.5: nothing until the Seed Winds Table gives it StarGates (18.51–18.53); CL 1, no RP (brief §4).
const fn seeded(name: &'static str) -> Side {
    Side { name, starts: &[], rp: 0, cl: 1, ignores_fate: NO_FATE_IGNORES, ignores_wisdom: None }
}

/// 18.5 Luck of the Draw for `n` players: no turn limit (18.55); the solitaire game is 18.57's.
const fn luck(sides: &'static [Side]) -> Scenario {
    Scenario {
        case: "18.5",
        name: "Luck of the Draw",
        sides,
        objectives: &[],
        turns: u16::MAX,
        builds: true,
        seeds: true,
        ignores: &[],
        guardian: None,
        dreadnought_cap: &[],
        x_chit: "18.56",
    }
}

const SEEDED: [Side; 4] = [seeded("Player 1"), seeded("Player 2"), seeded("Player 3"), seeded("Player 4")];
pub const LUCK_1: Scenario = luck(SEEDED.split_at(1).0);
pub const LUCK_2: Scenario = luck(SEEDED.split_at(2).0);
pub const LUCK_3: Scenario = luck(SEEDED.split_at(3).0);
pub const LUCK_4: Scenario = luck(&SEEDED);

pub const SCENARIOS: [&Scenario; 8] =
    [&SCORPII, &NUCLEUS_ROUTE, &PSL_OUTLEAP, &CYGNUS_CARINA, &LUCK_1, &LUCK_2, &LUCK_3, &LUCK_4];

/// The Seed Winds Table (18.51): row = first die, column = second die, 1–6 each.
pub const SEED_WINDS: [[char; 6]; 6] = [
    ['A', 'H', 'F', 'G', 'H', 'K'],
    ['G', 'B', 'I', 'J', 'L', 'J'],
    ['F', 'K', 'C', 'M', 'K', 'I'],
    ['E', 'J', 'A', 'D', 'C', 'H'],
    ['D', 'B', 'I', 'D', 'E', 'G'],
    ['C', 'H', 'G', 'F', 'E', 'F'],
];
/// Provenance of [`SEED_WINDS`].
pub const SEED_WINDS_TAG: Tag = Tag::derived(
    "18.51 prints all 36 results; its column heading lacks the 1, so the columns are 1-6 (its example: 1 then 4 gives G)",
);

/// A Seed Table result (18.52): its letter, the hexes of its gates (the first also gets a beacon, 18.53),
/// and whether it is asterisked (beacons are placed by 15.0 before play).
#[derive(Clone, Copy, Debug)]
pub struct Seed {
    pub letter: char,
    pub hexes: &'static [&'static str],
    pub asterisk: bool,
}

impl Seed {
    pub fn first(&self) -> Hex {
        Hex::from_label(self.hexes[0]).expect("a seed hex is XXYY")
    }
    pub fn at(&self) -> impl Iterator<Item = Hex> + '_ {
        self.hexes.iter().map(|l| Hex::from_label(l).expect("a seed hex is XXYY"))
    }
}

const fn seed(letter: char, hexes: &'static [&'static str], asterisk: bool) -> Seed {
    Seed { letter, hexes, asterisk }
}

/// The Seed Table results A–M (18.52).
pub const SEEDS: [Seed; 13] = [
    seed('A', &["0707", "0706", "0607"], true),
    seed('B', &["0510", "0409", "0410"], true),
    seed('C', &["0814", "0813", "0714"], true),
    seed('D', &["1709", "1708", "1609"], false),
    seed('E', &["1110", "1111", "1209", "1210"], false),
    seed('F', &["1314", "1313", "1213", "1214"], false),
    seed('G', &["1215", "1115", "1116", "1216", "1316"], false),
    seed('H', &["1118", "1117", "1017", "1018"], false),
    seed('I', &["1816", "1815", "1916"], false),
    seed('J', &["1324", "1323", "1423"], false),
    seed('K', &["1726", "1625", "1826"], false),
    seed('L', &["4903", "4802", "4803"], true),
    seed('M', &["3827", "3728"], true),
];

/// The result for two dice (1–6 each), or `None` for a die off the table.
pub fn seed_winds(first: u8, second: u8) -> Option<&'static Seed> {
    let (a, b) = (first.checked_sub(1)? as usize, second.checked_sub(1)? as usize);
    let letter = *SEED_WINDS.get(a)?.get(b)?;
    SEEDS.iter().find(|s| s.letter == letter)
}

/// Every hex a scenario or a seed names, with where it is named, in order.
pub fn named_hexes() -> Vec<(Hex, String)> {
    let mut out = Vec::new();
    for sc in SCENARIOS {
        for side in sc.sides {
            for st in side.starts {
                out.push((st.at(), format!("{} {}", sc.case, side.name)));
            }
        }
        for o in sc.objectives {
            out.push((Hex::from_label(o).expect("XXYY"), format!("{} objective", sc.case)));
        }
    }
    for sd in &SEEDS {
        for h in sd.at() {
            out.push((h, format!("18.52 seed {}", sd.letter)));
        }
    }
    out
}
