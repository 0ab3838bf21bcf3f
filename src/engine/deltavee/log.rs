//! The Spacecraft Log as filled out before play (DeltaVee 10.0–10.4): computed from a ship's class, its
//! pods in compartment order, and the printed log sheet the scenario names (2.3).
//!
//! The sheets themselves are not in the text. Their sizes are derived from the 10.0 example where it fixes
//! them and reconstructed otherwise (see [`Sheet::layout`]).

use super::data::{missile_stats, pod_civ, Class, Missile, PodArmor, PodKind, ENERGY_POD_UNITS};
use serde::{Deserialize, Serialize};

/// Energy Units a battlecraft starts with and may never exceed (5.6, 10.4).
pub const BATTLECRAFT_ENERGY_UNITS: u8 = 15;

/// The two Spacecraft Log sheets: Nr.1 for small ships, Nr.2 for large ones (2.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Sheet {
    Nr1,
    Nr2,
}

/// How many boxes a sheet prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Layout {
    /// Numbered pod boxes in the Compartment section (10.1).
    pub pod_boxes: u8,
    /// Lines per Missile section (one per missile), by [`Missile`] order (10.2).
    pub missile_lines: [u8; 4],
    /// Energy Unit boxes per missile line (none for unguided missiles: 10.2).
    pub missile_boxes: [u8; 4],
    /// The Energy Unit Track's last space (it starts at 0: 10.3).
    pub track_last: u8,
}

impl Sheet {
    /// The printed sizes.
    ///
    /// Nr.1 — derived from the 10.0 example (a Flute with one heavy weapon pod: 6 unguided, 5 guided, 3
    /// intelligent, 1 MIMS): it crosses out Pod box 5 only (so 5 pod boxes), four unguided boxes (10),
    /// two guided lines (7), two intelligent lines (5), one MIMS line (2), and track spaces 7 and 8 for a
    /// burn rate of 6 (so the track ends at 8). Reconstructed: the Energy Unit boxes per missile line are
    /// the most the Missile Chart gives the type (guided 10, intelligent 9, MIMS 7), so the example's
    /// "rightmost columns" crossed out are 1, 2 and 1.
    ///
    /// Nr.2 — reconstructed: 15 pod boxes (the Hit Table names pods up to 15), Missile sections twice Nr.1's
    /// (20, 14, 10, 4: room for the two arsenal pods of scenarios 3 and 5, 16/14/10/4), the same boxes per
    /// line, and a track to 16 (the largest burn rate, the Corco Mu's).
    pub fn layout(self) -> Layout {
        match self {
            Sheet::Nr1 => {
                Layout { pod_boxes: 5, missile_lines: [10, 7, 5, 2], missile_boxes: [0, 10, 9, 7], track_last: 8 }
            }
            Sheet::Nr2 => {
                Layout { pod_boxes: 15, missile_lines: [20, 14, 10, 4], missile_boxes: [0, 10, 9, 7], track_last: 16 }
            }
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Sheet::Nr1 => "Spacecraft Log Nr. 1",
            Sheet::Nr2 => "Spacecraft Log Nr. 2",
        }
    }
}

/// A pod as fitted to a ship by the scenario.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pod {
    pub kind: PodKind,
    pub armor: u8,
    /// Missiles aboard at the start, by [`Missile`] order: the chart's, less any the scenario removes.
    pub missiles: [u8; 4],
    /// The battlecraft in a battlecraft pod (a Terwillicker-5000 or -X, as the scenario says: 5.6).
    pub craft: Option<Class>,
    /// Two energy pods in this one pod place (5.8's note: a non-streamlined hull may carry two energy pods
    /// for one point of pod capacity): one box on the log, hit as one, holding twice the energy. Left out
    /// of saved states when false, so older states keep their hashes.
    #[serde(default, skip_serializing_if = "is_false")]
    pub pair: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl Pod {
    /// A pod of `kind` with the chart's missiles. Armor: the chart's where it prints one; otherwise the
    /// scenario's `armor` (5.7: "0–2, as the scenario says"). Our reading: a scenario's "all pods are
    /// armor Class N" covers the pods whose armor the chart leaves open; a weapon or battle
    /// communications pod keeps the chart's (they agree everywhere but scenario 5's Flute C, whose light
    /// weapon pod stays at the chart's 1).
    pub fn new(kind: PodKind, armor: u8) -> Pod {
        let stats = kind.stats();
        let armor = match stats.armor {
            PodArmor::Fixed(a) => a,
            PodArmor::Scenario => armor,
        };
        Pod { kind, armor, missiles: stats.missiles, craft: None, pair: false }
    }
    /// Two energy pods sharing one pod place (5.8's note).
    pub fn energy_pair(armor: u8) -> Pod {
        Pod { pair: true, ..Pod::new(PodKind::Energy, armor) }
    }
    /// The pod's name as the log writes it: its kind's, "two energy" for a pair (5.8).
    pub fn name(self) -> &'static str {
        if self.pair {
            "two energy"
        } else {
            self.kind.name()
        }
    }
    /// The Energy Units the pod holds (5.6: 144 an energy pod, twice that for two in one place).
    pub fn energy_units(self) -> u16 {
        match (self.kind, self.pair) {
            (PodKind::Energy, false) => ENERGY_POD_UNITS,
            (PodKind::Energy, true) => 2 * ENERGY_POD_UNITS,
            _ => 0,
        }
    }
    /// A battlecraft pod holding `craft`.
    pub fn battlecraft(craft: Class, armor: u8) -> Pod {
        Pod { craft: Some(craft), ..Pod::new(PodKind::Battlecraft, armor) }
    }
    /// The same pod without any missiles of type `m` (scenarios 3 and 5).
    pub fn without(self, m: Missile) -> Pod {
        let mut p = self;
        p.missiles[m as usize] = 0;
        p
    }
}

/// One numbered pod box of the Compartment section (10.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PodBox {
    /// 1–15: the Hit Table's pod number.
    pub number: u8,
    /// The pod written in, if any.
    pub pod: Option<Pod>,
    /// Crossed out: beyond the class's pod count (10.1 step 2).
    pub crossed_out: bool,
}

/// Missiles of one type one pod carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Stock {
    /// The pod's box number.
    pub pod: u8,
    pub count: u8,
    /// The missiles' Civ Level: the pod's (9.5) after 5.3.
    pub civ: u8,
    /// Energy Units each (9.5); 0 for unguided missiles.
    pub energy_units: u8,
    /// Needs a Prepare Missile Command before launch (5.8's asterisk).
    pub prepare: bool,
}

/// One Missile section (10.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MissileSection {
    pub missile: Missile,
    pub printed_lines: u8,
    pub printed_boxes: u8,
    /// Where the missiles are, pod by pod.
    pub stock: Vec<Stock>,
}

impl MissileSection {
    /// Missiles of this type aboard: the lines left open.
    pub fn lines(&self) -> u8 {
        self.stock.iter().map(|s| s.count).sum()
    }
    /// Lines crossed out from the bottom up (10.2).
    pub fn crossed_lines(&self) -> u8 {
        self.printed_lines - self.lines()
    }
    /// The Energy Units of each missile when all its missiles have the same (`None` when there are none or
    /// they differ by pod, in which case the launching pod's counts: 9.5).
    pub fn energy_units(&self) -> Option<u8> {
        let first = self.stock.first()?.energy_units;
        self.stock.iter().all(|s| s.energy_units == first).then_some(first)
    }
    /// Energy Unit boxes crossed out from the right of each line (10.2), when uniform.
    pub fn crossed_boxes(&self) -> Option<u8> {
        self.energy_units().map(|e| self.printed_boxes - e)
    }
}

/// One battlecraft of the Battlecraft section (10.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct BattlecraftEntry {
    /// The battlecraft pod's box number.
    pub pod: u8,
    pub class: Class,
    /// The battlecraft's armor, noted for its bridge and engine (8.8, 10.0 example).
    pub bridge_armor: u8,
    pub engine_armor: u8,
    pub energy_units: u8,
}

/// A Spacecraft Log filled out for play (10.1–10.4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Log {
    pub class: Class,
    pub sheet: Sheet,
    /// The hull's armor, which the bridge, engine and force field share (8.8).
    pub bridge_armor: u8,
    pub engine_armor: u8,
    /// The force field's armor; `None` when the class has none (an X in its Status box: 10.1 step 1).
    pub force_field_armor: Option<u8>,
    pub pod_boxes: Vec<PodBox>,
    /// Unguided, guided, intelligent, MIMS.
    pub missiles: Vec<MissileSection>,
    /// Energy Units in all: capacity plus 144 per energy pod (4.3, 5.6; two in one place hold 288, 5.8).
    pub energy_units: u16,
    /// Energy Blocks: the above divided by the burn rate (10.3).
    pub energy_blocks: u16,
    /// The burn rate: the last open space of the Energy Unit Track (10.3).
    pub burn_rate: u8,
    /// Track spaces crossed out (10.3): those past the burn rate.
    pub track_crossed: Vec<u8>,
    pub battlecraft: Vec<BattlecraftEntry>,
}

impl Log {
    /// Fills out the log of a `class` spaceship whose `pods` go in boxes 1, 2, … in this order (the player
    /// may choose any order: 10.1 step 3). Refused when the class carries no pods, the pods are more than
    /// the class holds, or the sheet is too small for them.
    pub fn new(class: Class, pods: &[Pod], sheet: Sheet) -> Result<Log, String> {
        let stats = class.stats();
        let layout = sheet.layout();
        let name = stats.name;
        if stats.battlecraft {
            return Err(format!("a {name} is a battlecraft: it is logged on its ship's log (5.6)"));
        }
        if pods.len() > stats.pods as usize {
            return Err(format!("a {name} holds {} pods, not {} (4.9)", stats.pods, pods.len()));
        }
        if let Some(p) = pods.iter().find(|p| p.pair) {
            if p.kind != PodKind::Energy {
                return Err(format!("only energy pods may share a pod place, not {} pods (5.8)", p.kind.name()));
            }
            if stats.streamlined {
                return Err(format!(
                    "a {name} is streamlined: only a non-streamlined hull carries two energy pods in one place (5.8)"
                ));
            }
        }
        if stats.pods > layout.pod_boxes {
            return Err(format!("{} has {} pod boxes; a {name} needs {}", sheet.name(), layout.pod_boxes, stats.pods));
        }
        if stats.burn_rate > layout.track_last {
            return Err(format!("{}'s Energy Unit Track stops at {}", sheet.name(), layout.track_last));
        }
        let pod_boxes = (1..=layout.pod_boxes)
            .map(|n| PodBox { number: n, pod: pods.get(n as usize - 1).copied(), crossed_out: n > stats.pods })
            .collect();
        let mut missiles = Vec::with_capacity(4);
        for m in Missile::ALL {
            let i = m as usize;
            let mut stock = Vec::new();
            for (b, pod) in pods.iter().enumerate() {
                if pod.missiles[i] == 0 {
                    continue;
                }
                let civ = pod_civ(pod.kind, stats.civ).expect("missile pods have a Civ Level");
                let energy_units = missile_stats(m, civ).map_or(0, |r| r.energy_units);
                let prepare = pod.kind.stats().prepare[i];
                stock.push(Stock { pod: b as u8 + 1, count: pod.missiles[i], civ, energy_units, prepare });
            }
            let section = MissileSection {
                missile: m,
                printed_lines: layout.missile_lines[i],
                printed_boxes: layout.missile_boxes[i],
                stock,
            };
            if section.lines() > section.printed_lines {
                return Err(format!(
                    "{} has {} {} missile lines; the pods carry {}",
                    sheet.name(),
                    section.printed_lines,
                    m.name(),
                    section.lines()
                ));
            }
            missiles.push(section);
        }
        let energy_units = stats.energy_capacity + pods.iter().map(|p| p.energy_units()).sum::<u16>();
        let battlecraft = pods
            .iter()
            .enumerate()
            .filter_map(|(b, p)| {
                let craft = p.craft?;
                let armor = craft.stats().armor;
                Some(BattlecraftEntry {
                    pod: b as u8 + 1,
                    class: craft,
                    bridge_armor: armor,
                    engine_armor: armor,
                    energy_units: BATTLECRAFT_ENERGY_UNITS,
                })
            })
            .collect();
        Ok(Log {
            class,
            sheet,
            bridge_armor: stats.armor,
            engine_armor: stats.armor,
            force_field_armor: (stats.force_field > 0).then_some(stats.armor),
            pod_boxes,
            missiles,
            energy_units,
            // Exact for every class, with or without energy pods (tested): no rounding rule is needed.
            energy_blocks: energy_units / stats.burn_rate as u16,
            burn_rate: stats.burn_rate,
            track_crossed: (stats.burn_rate + 1..=layout.track_last).collect(),
            battlecraft,
        })
    }

    /// The Missile section of type `m`.
    pub fn section(&self, m: Missile) -> &MissileSection {
        &self.missiles[m as usize]
    }

    /// The pods in box order.
    pub fn pods(&self) -> impl Iterator<Item = &Pod> {
        self.pod_boxes.iter().filter_map(|b| b.pod.as_ref())
    }
}
