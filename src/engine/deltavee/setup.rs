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

/// A hex and its six neighbours: "within one hex of" (scenarios 3 and 5).
fn within_one(centre: &str) -> Vec<Hex> {
    let c = at(centre);
    std::iter::once(c).chain(c.neighbors()).collect()
}

/// What a scenario says about one ship.
struct Spec {
    player: Player,
    letter: char,
    class: Class,
    pods: Vec<Pod>,
    sheet: Sheet,
    at: Option<&'static str>,
    facing: Option<u8>,
    velocity: Option<u8>,
}

fn ship(player: Player, letter: char, class: Class, sheet: Sheet, pods: Vec<Pod>) -> Spec {
    Spec { player, letter, class, pods, sheet, at: None, facing: None, velocity: None }
}

impl Spec {
    fn at(mut self, hex: &'static str) -> Spec {
        self.at = Some(hex);
        self
    }
    fn course(mut self, facing: u8, velocity: u8) -> Spec {
        self.facing = Some(facing);
        self.velocity = Some(velocity);
        self
    }
    fn velocity(mut self, velocity: u8) -> Spec {
        self.velocity = Some(velocity);
        self
    }
}

/// `n` pods of `kind` at armor `a`.
fn pods(n: usize, kind: PodKind, a: u8) -> Vec<Pod> {
    vec![Pod::new(kind, a); n]
}

fn bc(n: usize, craft: Class, a: u8) -> Vec<Pod> {
    vec![Pod::battlecraft(craft, a); n]
}

/// A scenario's ships, maps, planets, asteroid markers, Energy Blocks spent by each ship before play, and
/// open choices (in ship-letter terms: player, letters, then hexes or velocities).
struct Scenario {
    maps: &'static str,
    ships: Vec<Spec>,
    planets: Vec<&'static str>,
    asteroids: Vec<&'static str>,
    spent: u16,
    /// (player, ships by letter, hexes) placements.
    place: Vec<(Player, &'static str, Vec<Hex>)>,
    /// (player, ships by letter, velocities) courses.
    course: Vec<(Player, &'static str, Vec<u8>)>,
}

fn scenario(id: &str) -> Option<Scenario> {
    use Class::*;
    use Player::{One, Two};
    use PodKind::*;
    use Sheet::{Nr1, Nr2};
    let mut s = Scenario {
        maps: "",
        ships: Vec::new(),
        planets: Vec::new(),
        asteroids: Vec::new(),
        spent: 0,
        place: Vec::new(),
        course: Vec::new(),
    };
    match id {
        // Scenario 1: two Piccolos with a hunter pod each, facing each other across maps A and B.
        "showdown" => {
            s.maps = "AB";
            s.ships = vec![
                ship(One, 'E', Piccolo, Nr1, pods(1, Hunter, 0)).at("A0207").course(3, 1),
                ship(Two, 'D', Piccolo, Nr1, pods(1, Hunter, 0)).at("B1511").course(9, 1),
            ];
        }
        // Scenario 2: a Sword against two Daggers on map A.
        "first-shot" => {
            s.maps = "A";
            let sword = [pods(2, HeavyWeapon, 2), pods(1, BattleComm, 2), bc(1, TerwillickerX, 2), pods(1, Energy, 2)];
            let dagger = || [pods(1, HeavyWeapon, 2), pods(1, Energy, 2)].concat();
            s.ships = vec![
                ship(One, 'A', Sword, Nr2, sword.concat()).at("A1112").course(9, 3),
                ship(Two, 'A', Dagger, Nr1, dagger()).at("A0706").course(3, 3),
                ship(Two, 'B', Dagger, Nr1, dagger()).at("A0705").course(3, 3),
            ];
        }
        // Scenario 3: four smugglers around A0909 heading for map E, a Sword giving chase from the west edge.
        "tau-ceti" => {
            s.maps = "ABCD";
            let heavy = Pod::new(HeavyWeapon, 2).without(Missile::Intelligent).without(Missile::Mims);
            let iota = [
                vec![heavy, heavy],
                pods(1, Energy, 2),
                pods(1, StandardJump, 2),
                pods(1, Crew, 2),
                pods(4, BufferedCargo, 2),
            ];
            let armed = || [pods(1, LightWeapon, 1), pods(1, StandardJump, 1), pods(1, StandardCargo, 1)].concat();
            let unarmed = [pods(1, StandardJump, 0), pods(1, Crew, 0), pods(1, StandardCargo, 0)];
            let sword = [pods(2, Arsenal, 2), pods(1, BattleComm, 2), bc(2, TerwillickerX, 2)];
            s.ships = vec![
                ship(One, 'A', CorcoIota, Nr2, iota.concat()).course(3, 2),
                ship(One, 'B', CorcoGamma, Nr1, armed()).course(3, 2),
                ship(One, 'C', CorcoGamma, Nr1, armed()).course(3, 2),
                ship(One, 'D', CorcoGamma, Nr1, unarmed.concat()).course(3, 2),
                ship(Two, 'A', Sword, Nr2, sword.concat()).velocity(3),
            ];
            s.spent = 3;
            let west_edge = (1..=17).map(|row| Tile { x: 0, y: 0 }.hex(1, row)).collect();
            s.place = vec![(One, "ABCD", within_one("A0909")), (Two, "A", west_edge)];
            s.course = vec![(Two, "A", vec![3])];
        }
        // Scenario 4: a Corco Mu making for Esata, two pirate Flutes, a Dagger waiting to be alerted.
        "pirates" => {
            s.maps = "ABC";
            let mu = [
                pods(1, LightWeapon, 1),
                bc(1, Terwillicker5000, 1),
                pods(1, StandardJump, 1),
                pods(1, Energy, 1),
                pods(1, StandardSupport, 1),
                pods(3, StandardCabin, 1),
                pods(1, Crew, 1),
                pods(3, BufferedCargo, 1),
            ];
            let dagger = [pods(1, HeavyWeapon, 2), pods(1, Energy, 2)];
            let flute_a =
                [pods(1, Arsenal, 2), pods(1, Energy, 2), pods(1, TractorBeam7, 2), pods(1, BufferedCargo, 2)];
            let flute_b =
                [pods(1, HeavyWeapon, 2), bc(1, TerwillickerX, 2), pods(1, Energy, 2), pods(1, BufferedCargo, 2)];
            s.ships = vec![
                ship(One, 'B', CorcoMu, Nr2, mu.concat()).at("C1406").course(9, 2),
                ship(One, 'A', Dagger, Nr1, dagger.concat()).at("A0409").course(3, 1),
                ship(Two, 'A', Flute, Nr1, flute_a.concat()).at("B1612").velocity(0),
                ship(Two, 'B', Flute, Nr1, flute_b.concat()).at("B1611").velocity(0),
            ];
            s.planets = vec!["A0409"];
            s.asteroids = vec!["C0902", "C0904", "C0907", "C0909", "C0912", "C0915"];
            s.course = vec![(Two, "A", vec![0]), (Two, "B", vec![0])];
        }
        // Scenario 5: a convoy around A0407 bound for Zaraznov, an insurgent task force on map B.
        "convoy-red" => {
            s.maps = "ABC";
            let spear = [
                pods(2, Arsenal, 2),
                pods(1, BattleComm, 2),
                bc(1, TerwillickerX, 2),
                pods(1, TractorBeam8, 2),
                pods(1, StandardJump, 2),
                pods(1, Energy, 2),
                pods(1, Crew, 2),
            ];
            let zeta = |guided: bool| {
                let light = Pod::new(LightWeapon, 1);
                let light = if guided { light } else { light.without(Missile::Guided) };
                [vec![light], pods(1, Energy, 1), pods(1, StandardJump, 1), pods(3, StandardCargo, 1)].concat()
            };
            let dagger = [pods(1, Hunter, 2), pods(1, Energy, 2)];
            let clarinet = [
                pods(2, HeavyWeapon, 2),
                pods(1, BattleComm, 2),
                bc(2, TerwillickerX, 2),
                pods(1, Energy, 2),
                pods(1, Crew, 2),
            ];
            let flute_b =
                [pods(1, HeavyWeapon, 2), bc(1, TerwillickerX, 2), pods(1, Energy, 2), pods(1, RobotAndEquipment, 2)];
            let flute_c = [pods(1, LightWeapon, 2), pods(1, TractorBeam8, 2), pods(1, Energy, 2), pods(1, Crew, 2)];
            s.ships = vec![
                ship(One, 'A', Spear, Nr2, spear.concat()),
                ship(One, 'B', CorcoZeta, Nr2, zeta(true)),
                ship(One, 'C', CorcoZeta, Nr2, zeta(true)),
                ship(One, 'D', CorcoZeta, Nr2, zeta(false)),
                ship(One, 'E', Dagger, Nr2, dagger.concat()),
                ship(Two, 'A', Clarinet, Nr2, clarinet.concat()).at("B0717"),
                ship(Two, 'B', Flute, Nr1, flute_b.concat()).at("B0617"),
                ship(Two, 'C', Flute, Nr1, flute_c.concat()).at("B0516"),
            ];
            s.planets = vec!["C1110"];
            s.spent = 10;
            s.place = vec![(One, "ABCDE", within_one("A0407"))];
            s.course = vec![(One, "ABCDE", (0..=4).collect()), (Two, "ABC", (0..=6).collect())];
        }
        _ => return None,
    }
    Some(s)
}

/// Sets up scenario `id` (see [`SCENARIOS`]): the state at the start of the set-up choices, or of play
/// when the scenario leaves nothing open.
pub fn setup(id: &str, seed: u64) -> Result<State, String> {
    let sc = scenario(id).ok_or_else(|| format!("DeltaVee has no scenario \"{id}\""))?;
    let scenario = SCENARIOS.iter().find(|s| s.id == id).expect("listed").id;
    let ships: Vec<Ship> = sc
        .ships
        .iter()
        .map(|s| Ship {
            player: s.player,
            letter: s.letter,
            class: s.class,
            pods: s.pods.clone(),
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
        for (p, letters, hexes) in &sc.place {
            if *p == player {
                let ships = ids(&st, player, letters);
                st.setup.push(Choice::Place { player, ships, hexes: hexes.clone() });
            }
        }
        for (p, letters, velocities) in &sc.course {
            if *p == player {
                let ships = ids(&st, player, letters);
                st.setup.push(Choice::Course { player, ships, velocities: velocities.clone() });
            }
        }
    }
    if st.setup.is_empty() {
        st.phase = Phase::Movement(Player::One);
    }
    Ok(st)
}
