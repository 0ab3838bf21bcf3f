//! The five scenarios' set-ups (DeltaVee 11.0): forces, pods, positions, facings, velocities and energy
//! already spent; and where a scenario leaves a placement or a course to the player, the choice with its
//! legal options.
//!
//! Readings of the scenario text (each also noted where it is used):
//! - "the 0100 hex row of map A" (scenario 3) is SPI's name for column 01 — hexes A0101–A0117, the west edge
//!   the pursuing Sword enters from.
//! - "within one hex of A0909" (scenarios 3, 5) is the hex and its six neighbours; every ship in its own.
//! - A tractor pod whose Civ Level the scenario leaves unsaid (scenario 4's Flute A) is the Civ 7 row;
//!   scenario 5 names Civ 8 where it means it.
//! - Scenario 5 gives its Corco Zetas "Spacecraft Log Nr. 1", but a Zeta's six pods do not fit the five pod
//!   boxes the 10.0 example shows on Nr. 1; they get Nr. 2.
//! - "All pods are armor Class N" covers the pods whose armor the chart leaves open (see `log::Pod::new`).

use super::data::{Class, Missile, PodKind};
use super::log::{Pod, Sheet};
use super::map::{at, Tile};
use super::state::{JumpRule, Phase, Player, Ship, ShipId, State, Status};
use crate::engine::clock::{Clock, Reminder};
use crate::engine::dice::Dice;
use crate::engine::game::ScenarioInfo;
use crate::engine::hex::Hex;
use serde::{Deserialize, Serialize};

pub const SCENARIOS: [ScenarioInfo; 5] = [
    ScenarioInfo { id: "showdown", name: "1: The Showdown" },
    ScenarioInfo { id: "first-shot", name: "2: The First Shot" },
    ScenarioInfo { id: "tau-ceti", name: "3: Escape from Tau Ceti" },
    ScenarioInfo { id: "pirates", name: "4: Pirates!" },
    ScenarioInfo { id: "convoy-red", name: "5: Attack on Convoy Red" },
];

/// A set-up choice the scenario leaves to a player (11.0).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Choice {
    /// Place each of `ships` in one of `hexes`, no two in the same hex.
    Place { player: Player, ships: Vec<ShipId>, hexes: Vec<Hex> },
    /// Give all of `ships` one facing and one of `velocities`.
    Course { player: Player, ships: Vec<ShipId>, velocities: Vec<u8> },
}

impl Choice {
    pub fn player(&self) -> Player {
        match self {
            Choice::Place { player, .. } | Choice::Course { player, .. } => *player,
        }
    }
}

/// A move answering the first open choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum SetupAction {
    Place { ship: ShipId, hex: Hex },
    Course { facing: Clock, velocity: u8 },
}

/// Who chooses now, if any choice is open.
pub fn chooser(st: &State) -> Option<Player> {
    st.setup.first().map(Choice::player)
}

/// Every legal answer to the first open choice, in a stable order (ship, then hex; facing, then velocity).
pub fn options(st: &State) -> Vec<SetupAction> {
    match st.setup.first() {
        None => Vec::new(),
        Some(Choice::Place { ships, hexes, .. }) => {
            let taken: Vec<Hex> = ships.iter().filter_map(|&s| st.ship(s).at).collect();
            ships
                .iter()
                .filter(|&&s| st.ship(s).at.is_none())
                .flat_map(|&ship| {
                    hexes.iter().filter(|h| !taken.contains(h)).map(move |&hex| SetupAction::Place { ship, hex })
                })
                .collect()
        }
        Some(Choice::Course { velocities, .. }) => Clock::ALL
            .iter()
            .flat_map(|&facing| velocities.iter().map(move |&velocity| SetupAction::Course { facing, velocity }))
            .collect(),
    }
}

/// Makes a set-up move (it must be one of [`options`]); when the last choice is made, play begins with
/// the first player's Movement Phase of Game-Turn 1 (3.0).
pub fn apply(st: &mut State, player: Player, action: SetupAction) -> Result<(), String> {
    if chooser(st) != Some(player) {
        return Err(format!("{} has no set-up choice to make now", player.name()));
    }
    if !options(st).contains(&action) {
        return Err("that is not one of the scenario's set-up options (11.0)".into());
    }
    match (action, st.setup.first().cloned()) {
        (SetupAction::Place { ship, hex }, Some(Choice::Place { ships, .. })) => {
            st.ships[ship as usize].at = Some(hex);
            if ships.iter().all(|&s| st.ship(s).at.is_some()) {
                st.setup.remove(0);
            }
        }
        (SetupAction::Course { facing, velocity }, Some(Choice::Course { ships, .. })) => {
            for s in ships {
                st.ships[s as usize].facing = Some(facing);
                st.ships[s as usize].velocity = Some(velocity);
            }
            st.setup.remove(0);
        }
        _ => unreachable!("options match the open choice"),
    }
    if st.setup.is_empty() {
        st.phase = Phase::Movement(Player::One);
    }
    Ok(())
}

/// Pods as a scenario lists them: `count` pods of `kind` at armor `armor`, a battlecraft pod's craft
/// (5.6), and the missiles the scenario takes out of them (scenarios 3 and 5).
#[derive(Clone, Copy)]
struct Pods {
    count: u8,
    kind: PodKind,
    armor: u8,
    craft: Option<Class>,
    without: &'static [Missile],
}

const fn pods(count: u8, kind: PodKind, armor: u8) -> Pods {
    Pods { count, kind, armor, craft: None, without: &[] }
}

/// `count` battlecraft pods, each carrying a `craft` (5.6).
const fn bc(count: u8, craft: Class, armor: u8) -> Pods {
    Pods { count, kind: PodKind::Battlecraft, armor, craft: Some(craft), without: &[] }
}

impl Pods {
    const fn without(self, without: &'static [Missile]) -> Pods {
        Pods { without, ..self }
    }
    fn each(&self) -> impl Iterator<Item = Pod> + '_ {
        let mut pod = Pod::new(self.kind, self.armor);
        pod.craft = self.craft;
        for &m in self.without {
            pod = pod.without(m);
        }
        std::iter::repeat_n(pod, self.count as usize)
    }
}

/// What a scenario says about one ship.
struct Spec {
    player: Player,
    letter: char,
    class: Class,
    sheet: Sheet,
    pods: &'static [Pods],
    at: Option<&'static str>,
    facing: Option<u8>,
    velocity: Option<u8>,
}

const fn ship(player: Player, letter: char, class: Class, sheet: Sheet, pods: &'static [Pods]) -> Spec {
    Spec { player, letter, class, sheet, pods, at: None, facing: None, velocity: None }
}

impl Spec {
    const fn at(self, hex: &'static str) -> Spec {
        Spec { at: Some(hex), ..self }
    }
    const fn course(self, facing: u8, velocity: u8) -> Spec {
        Spec { facing: Some(facing), velocity: Some(velocity), ..self }
    }
    const fn velocity(self, velocity: u8) -> Spec {
        Spec { velocity: Some(velocity), ..self }
    }
}

/// Where a scenario lets a player place ships.
enum Area {
    /// The hex and its six neighbours: "within one hex of" (scenarios 3 and 5).
    WithinOne(&'static str),
    /// Map A's west edge, hexes A0101–A0117 (scenario 3's "0100 hex row").
    WestEdge,
}

impl Area {
    fn hexes(&self) -> Vec<Hex> {
        match *self {
            Area::WithinOne(centre) => {
                let c = at(centre);
                std::iter::once(c).chain(c.neighbors()).collect()
            }
            Area::WestEdge => (1..=17).map(|row| Tile { x: 0, y: 0 }.hex(1, row)).collect(),
        }
    }
}

/// A scenario's ships, maps, planets, asteroid markers, Energy Blocks spent by each ship before play, and
/// open choices (in ship-letter terms: player, letters, then where or which velocities).
struct Scenario {
    id: &'static str,
    maps: &'static str,
    ships: &'static [Spec],
    planets: &'static [&'static str],
    asteroids: &'static [&'static str],
    spent: u16,
    place: &'static [(Player, &'static str, Area)],
    course: &'static [(Player, &'static str, &'static [u8])],
}

const NONE: Scenario =
    Scenario { id: "", maps: "", ships: &[], planets: &[], asteroids: &[], spent: 0, place: &[], course: &[] };

use Class::*;
use PodKind::*;
use Sheet::{Nr1, Nr2};
const ONE: Player = Player::One;
const TWO: Player = Player::Two;

/// A Dagger as scenarios 2 and 4 arm it.
const DAGGER: &[Pods] = &[pods(1, HeavyWeapon, 2), pods(1, Energy, 2)];
/// A Corco Gamma of scenario 3, armed or not.
const GAMMA_ARMED: &[Pods] = &[pods(1, LightWeapon, 1), pods(1, StandardJump, 1), pods(1, StandardCargo, 1)];
/// Scenario 5's Corco Zetas; the third's light weapon pod carries no guided missiles.
const ZETA: &[Pods] = &[pods(1, LightWeapon, 1), pods(1, Energy, 1), pods(1, StandardJump, 1), pods(3, StandardCargo, 1)];
const ZETA_UNGUIDED: &[Pods] = &[
    pods(1, LightWeapon, 1).without(&[Missile::Guided]),
    pods(1, Energy, 1),
    pods(1, StandardJump, 1),
    pods(3, StandardCargo, 1),
];

const SCENARIO_SPECS: [Scenario; 5] = [
    // Scenario 1: two Piccolos with a hunter pod each, facing each other across maps A and B.
    Scenario {
        id: "showdown",
        maps: "AB",
        ships: &[
            ship(ONE, 'E', Piccolo, Nr1, &[pods(1, Hunter, 0)]).at("A0207").course(3, 1),
            ship(TWO, 'D', Piccolo, Nr1, &[pods(1, Hunter, 0)]).at("B1511").course(9, 1),
        ],
        ..NONE
    },
    // Scenario 2: a Sword against two Daggers on map A.
    Scenario {
        id: "first-shot",
        maps: "A",
        ships: &[
            ship(ONE, 'A', Sword, Nr2, &[
                pods(2, HeavyWeapon, 2),
                pods(1, BattleComm, 2),
                bc(1, TerwillickerX, 2),
                pods(1, Energy, 2),
            ])
            .at("A1112")
            .course(9, 3),
            ship(TWO, 'A', Dagger, Nr1, DAGGER).at("A0706").course(3, 3),
            ship(TWO, 'B', Dagger, Nr1, DAGGER).at("A0705").course(3, 3),
        ],
        ..NONE
    },
    // Scenario 3: four smugglers around A0909 heading for map E, a Sword giving chase from the west edge.
    Scenario {
        id: "tau-ceti",
        maps: "ABCD",
        ships: &[
            ship(ONE, 'A', CorcoIota, Nr2, &[
                pods(2, HeavyWeapon, 2).without(&[Missile::Intelligent, Missile::Mims]),
                pods(1, Energy, 2),
                pods(1, StandardJump, 2),
                pods(1, Crew, 2),
                pods(4, BufferedCargo, 2),
            ])
            .course(3, 2),
            ship(ONE, 'B', CorcoGamma, Nr1, GAMMA_ARMED).course(3, 2),
            ship(ONE, 'C', CorcoGamma, Nr1, GAMMA_ARMED).course(3, 2),
            ship(ONE, 'D', CorcoGamma, Nr1, &[pods(1, StandardJump, 0), pods(1, Crew, 0), pods(1, StandardCargo, 0)])
                .course(3, 2),
            ship(TWO, 'A', Sword, Nr2, &[pods(2, Arsenal, 2), pods(1, BattleComm, 2), bc(2, TerwillickerX, 2)])
                .velocity(3),
        ],
        spent: 3,
        place: &[(ONE, "ABCD", Area::WithinOne("A0909")), (TWO, "A", Area::WestEdge)],
        course: &[(TWO, "A", &[3])],
        ..NONE
    },
    // Scenario 4: a Corco Mu making for Esata, two pirate Flutes, a Dagger waiting to be alerted.
    Scenario {
        id: "pirates",
        maps: "ABC",
        ships: &[
            ship(ONE, 'B', CorcoMu, Nr2, &[
                pods(1, LightWeapon, 1),
                bc(1, Terwillicker5000, 1),
                pods(1, StandardJump, 1),
                pods(1, Energy, 1),
                pods(1, StandardSupport, 1),
                pods(3, StandardCabin, 1),
                pods(1, Crew, 1),
                pods(3, BufferedCargo, 1),
            ])
            .at("C1406")
            .course(9, 2),
            ship(ONE, 'A', Dagger, Nr1, DAGGER).at("A0409").course(3, 1),
            ship(TWO, 'A', Flute, Nr1, &[
                pods(1, Arsenal, 2),
                pods(1, Energy, 2),
                pods(1, TractorBeam7, 2),
                pods(1, BufferedCargo, 2),
            ])
            .at("B1612")
            .velocity(0),
            ship(TWO, 'B', Flute, Nr1, &[
                pods(1, HeavyWeapon, 2),
                bc(1, TerwillickerX, 2),
                pods(1, Energy, 2),
                pods(1, BufferedCargo, 2),
            ])
            .at("B1611")
            .velocity(0),
        ],
        planets: &["A0409"],
        asteroids: &["C0902", "C0904", "C0907", "C0909", "C0912", "C0915"],
        course: &[(TWO, "A", &[0]), (TWO, "B", &[0])],
        ..NONE
    },
    // Scenario 5: a convoy around A0407 bound for Zaraznov, an insurgent task force on map B.
    Scenario {
        id: "convoy-red",
        maps: "ABC",
        ships: &[
            ship(ONE, 'A', Spear, Nr2, &[
                pods(2, Arsenal, 2),
                pods(1, BattleComm, 2),
                bc(1, TerwillickerX, 2),
                pods(1, TractorBeam8, 2),
                pods(1, StandardJump, 2),
                pods(1, Energy, 2),
                pods(1, Crew, 2),
            ]),
            ship(ONE, 'B', CorcoZeta, Nr2, ZETA),
            ship(ONE, 'C', CorcoZeta, Nr2, ZETA),
            ship(ONE, 'D', CorcoZeta, Nr2, ZETA_UNGUIDED),
            ship(ONE, 'E', Dagger, Nr2, &[pods(1, Hunter, 2), pods(1, Energy, 2)]),
            ship(TWO, 'A', Clarinet, Nr2, &[
                pods(2, HeavyWeapon, 2),
                pods(1, BattleComm, 2),
                bc(2, TerwillickerX, 2),
                pods(1, Energy, 2),
                pods(1, Crew, 2),
            ])
            .at("B0717"),
            ship(TWO, 'B', Flute, Nr1, &[
                pods(1, HeavyWeapon, 2),
                bc(1, TerwillickerX, 2),
                pods(1, Energy, 2),
                pods(1, RobotAndEquipment, 2),
            ])
            .at("B0617"),
            ship(TWO, 'C', Flute, Nr1, &[
                pods(1, LightWeapon, 2),
                pods(1, TractorBeam8, 2),
                pods(1, Energy, 2),
                pods(1, Crew, 2),
            ])
            .at("B0516"),
        ],
        planets: &["C1110"],
        spent: 10,
        place: &[(ONE, "ABCDE", Area::WithinOne("A0407"))],
        course: &[(ONE, "ABCDE", &[0, 1, 2, 3, 4]), (TWO, "ABC", &[0, 1, 2, 3, 4, 5, 6])],
        ..NONE
    },
];

/// Sets up scenario `id` (see [`SCENARIOS`]): the state at the start of the set-up choices, or of play
/// when the scenario leaves nothing open.
pub fn setup(id: &str, seed: u64) -> Result<State, String> {
    let sc = SCENARIO_SPECS.iter().find(|s| s.id == id).ok_or_else(|| format!("DeltaVee has no scenario \"{id}\""))?;
    let scenario = sc.id;
    let ships: Vec<Ship> = sc
        .ships
        .iter()
        .map(|s| Ship {
            player: s.player,
            letter: s.letter,
            class: s.class,
            pods: s.pods.iter().flat_map(Pods::each).collect(),
            sheet: s.sheet,
            at: s.at.map(at),
            facing: s.facing.map(|h| Clock::new(h).expect("1-12")),
            velocity: s.velocity,
            reminder: Reminder::Left,
            blocks_expended: sc.spent,
            track: 0,
            alerted: true,
            status: Status::InPlay,
            force_field: false,
            jump: None,
            docked: None,
            damage: Default::default(),
        })
        .collect();
    let mut st = State {
        scenario,
        dice: Dice::new(seed),
        turn: 1,
        phase: Phase::SetUp,
        ships,
        maps: sc.maps.chars().collect(),
        planets: sc.planets.iter().map(|h| at(h)).collect(),
        asteroid_markers: sc.asteroids.iter().map(|h| at(h)).collect(),
        asteroids: Vec::new(),
        setup: Vec::new(),
        crafts: Vec::new(),
        tiles: sc.maps.chars().map(|l| Tile::lettered(l).expect("A-Z")).collect(),
        hyperjump: [JumpRule::Never; 2],
        moved: Vec::new(),
        motion: None,
        tallies: Vec::new(),
        interceptions: Vec::new(),
        fire: Default::default(),
        result: None,
    };
    if id == "tau-ceti" {
        // Scenario 3: Player 1's ships may jump once on map E or a map above or below it (column 4).
        st.hyperjump[0] = JumpRule::FromColumn(4);
    }
    let mut asteroids: Vec<Hex> =
        st.asteroid_markers.iter().flat_map(|&m| std::iter::once(m).chain(m.neighbors())).collect();
    crate::engine::sort::sort_dedup(&mut asteroids);
    st.asteroids = asteroids;
    if id == "pirates" {
        // Scenario 4: the Dagger may not act until a die roll of 1 or 2 in a friendly Command Phase.
        let dagger = st.find(Player::One, 'A').expect("the Dagger");
        st.ships[dagger as usize].alerted = false;
    }
    let ids = |st: &State, p: Player, letters: &str| -> Vec<ShipId> {
        letters.chars().map(|l| st.find(p, l).expect("scenario letters name ships")).collect()
    };
    // Player 1's choices first, then Player 2's; within a player, placements before courses.
    for player in [Player::One, Player::Two] {
        for (p, letters, hexes) in sc.place {
            if *p == player {
                let ships = ids(&st, player, letters);
                st.setup.push(Choice::Place { player, ships, hexes: hexes.hexes() });
            }
        }
        for (p, letters, velocities) in sc.course {
            if *p == player {
                let ships = ids(&st, player, letters);
                st.setup.push(Choice::Course { player, ships, velocities: velocities.to_vec() });
            }
        }
    }
    if st.setup.is_empty() {
        st.phase = Phase::Movement(Player::One);
    }
    Ok(st)
}
