//! A ship's Spacecraft Log as a sheet to look at (DeltaVee 10.0): every box of the printed log, as the
//! players would have marked it by now, computed from the state (a log is never typed in: 10.0 fills it
//! out from the class, the pods and the sheet, and play marks it).
//!
//! What a seat may read (2.5, see `view`): the Compartment section (pods, armor and the V/D/X Status boxes,
//! 8.8: hits are announced as they are recorded) and the Status boxes of the Battlecraft section are
//! public; the Missile sections, the Energy Unit Track and Energy Block section, and a battlecraft's
//! class, energy and whereabouts are on the owner's log only, and are `None` in the enemy's sheet.
//!
//! Readings:
//! - Missile lines (10.2): a missile's line gets its Pod/# when it is prepared (or launched without
//!   preparation) — "the first available" line, so the lines so filled come first, in the order the
//!   missiles left their pods; then one line per missile still in a pod, by pod; then the lines crossed out
//!   from the bottom up. A missile whose pod is damaged or destroyed is lost (8.9): its line is marked so.
//!   The unguided missiles a MIMS launches are not on the log (9.9).
//! - The Energy Block section shows the ship's blocks; the sheet's printed count beyond them (crossed out
//!   before play, 10.3) is not in the text, so a drawing may pad the last row as it likes.

use super::damage::{self, Status};
use super::data::{Missile, Part};
use super::log::{Sheet, BATTLECRAFT_ENERGY_UNITS};
use super::state::{self, CraftKind, Player, ShipId, State};
use serde::Serialize;

/// One box of the Compartment section (10.1): the bridge, the engine, the force field, or a numbered pod
/// box.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CompartmentView {
    pub part: Part,
    /// The Pod Type box: the pod written in (pod boxes only).
    pub pod: Option<&'static str>,
    /// The armor noted (10.1 step 4); `None` for a force field the class lacks (its Status box is X from
    /// the start, 10.1 step 1) and for a crossed-out pod box.
    pub armor: Option<u8>,
    /// The Status box: empty, V, D or X (8.8).
    pub status: Status,
    /// A pod box beyond the class's pods (10.1 step 2).
    pub crossed_out: bool,
}

/// Where the missile of one line is (10.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum LineState {
    /// Still in its pod.
    InPod,
    /// In a damaged or destroyed pod: lost (8.9).
    Lost,
    /// Prepared or launched: its counter's status (atop the ship, in play, gone).
    Out(state::Status),
    /// Beyond the ship's missiles of the type: crossed out before play.
    CrossedOut,
}

/// One line of a Missile section (10.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct MissileLine {
    pub state: LineState,
    /// The pod it is in or came from (`None` on a crossed-out line).
    pub pod: Option<u8>,
    /// The counter's identity number, written in the Pod/# box once prepared or launched (2.5, 9.3).
    pub number: Option<u8>,
    /// Its Energy Unit boxes left open before play (the rest of the line's boxes are crossed out from the
    /// right: 9.5, 10.2); 0 for unguided missiles.
    pub energy_units: u8,
    /// Boxes marked with an X since: one per Maneuver Command (7.5, 10.2).
    pub spent: u8,
}

/// One Missile section (10.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MissileSectionView {
    pub missile: Missile,
    /// Energy Unit boxes printed on each line.
    pub boxes: u8,
    /// Every printed line, top to bottom.
    pub lines: Vec<MissileLine>,
}

/// The Energy Unit Track and Energy Block section (10.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct EnergyView {
    /// Energy Units at the start: capacity plus 144 per energy pod (4.3).
    pub energy_units: u16,
    /// Energy Blocks at the start (the boxes left open before play).
    pub blocks: u16,
    /// Blocks marked since (including any the scenario spends before play).
    pub blocks_expended: u16,
    pub blocks_left: u16,
    /// The Energy Burn Rate: the track's last open space.
    pub burn_rate: u8,
    /// The Energy Unit marker's space (0 to the burn rate − 1).
    pub track: u8,
    /// The track's last printed space; those past the burn rate are crossed out.
    pub track_last: u8,
    pub units_left: u16,
}

/// Where a battlecraft is, for its owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Whereabouts {
    /// In its pod, never prepared.
    InPod,
    /// Prepared (atop the ship), in play, docked again, landed or gone.
    Out(state::Status),
}

/// One battlecraft of the Battlecraft section (10.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct BattlecraftView {
    /// Its battlecraft pod's box.
    pub pod: u8,
    /// The Bridge and Engine Status boxes (public, like the ship's).
    pub bridge: Status,
    pub engine: Status,
    /// The owner's only: its class, armor (noted for bridge and engine), Energy Units left of the 15 boxes,
    /// and where it is.
    pub class: Option<&'static str>,
    pub armor: Option<u8>,
    pub energy_units_left: Option<u8>,
    pub whereabouts: Option<Whereabouts>,
}

/// A ship's Spacecraft Log as `seat` may read it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SheetView {
    pub sheet: Sheet,
    /// "Spacecraft Log Nr. 1".
    pub title: &'static str,
    /// The owner's view: the whole log.
    pub own: bool,
    /// Bridge, engine, force field, then every printed pod box.
    pub compartments: Vec<CompartmentView>,
    /// Unguided, guided, intelligent, MIMS; the owner's only.
    pub missiles: Option<Vec<MissileSectionView>>,
    /// The owner's only.
    pub energy: Option<EnergyView>,
    pub battlecraft: Vec<BattlecraftView>,
}

/// Energy Unit boxes a battlecraft has (5.6, 10.4).
pub const BATTLECRAFT_BOXES: u8 = BATTLECRAFT_ENERGY_UNITS;

/// The log of `ship` as `seat` may read it.
pub fn sheet(st: &State, ship: ShipId, seat: Player) -> SheetView {
    let s = st.ship(ship);
    let own = s.player == seat;
    let log = s.log();
    let layout = log.sheet.layout();

    let mut compartments = vec![
        CompartmentView {
            part: Part::Bridge,
            pod: None,
            armor: Some(log.bridge_armor),
            status: s.damage.bridge,
            crossed_out: false,
        },
        CompartmentView {
            part: Part::Engine,
            pod: None,
            armor: Some(log.engine_armor),
            status: s.damage.engine,
            crossed_out: false,
        },
        CompartmentView {
            part: Part::ForceField,
            pod: None,
            armor: log.force_field_armor,
            status: if log.force_field_armor.is_some() { s.damage.force_field } else { Status::Destroyed },
            crossed_out: false,
        },
    ];
    compartments.extend(log.pod_boxes.iter().map(|b| CompartmentView {
        part: Part::Pod(b.number),
        pod: b.pod.map(|p| p.name()),
        armor: b.pod.map(|p| p.armor),
        status: if b.pod.is_some() { s.damage.status(Part::Pod(b.number)) } else { Status::Intact },
        crossed_out: b.crossed_out,
    }));

    let missiles = own.then(|| {
        Missile::ALL
            .iter()
            .map(|&m| {
                let section = log.section(m);
                let mut lines: Vec<MissileLine> = st
                    .crafts
                    .iter()
                    .filter(|k| k.ship == ship && k.pod > 0 && k.kind == CraftKind::Missile(m))
                    .map(|k| MissileLine {
                        state: LineState::Out(k.status),
                        pod: Some(k.pod),
                        number: Some(k.number),
                        energy_units: k.allowance(),
                        spent: k.expended.min(k.allowance()),
                    })
                    .collect();
                for stock in &section.stock {
                    let left = super::commands::missiles_left(st, ship, stock.pod, m);
                    let state = if damage::missiles_lost(s, stock.pod) { LineState::Lost } else { LineState::InPod };
                    let line = MissileLine {
                        state,
                        pod: Some(stock.pod),
                        number: None,
                        energy_units: stock.energy_units,
                        spent: 0,
                    };
                    lines.extend(std::iter::repeat_n(line, left as usize));
                }
                let crossed = (section.printed_lines as usize).saturating_sub(lines.len());
                let line =
                    MissileLine { state: LineState::CrossedOut, pod: None, number: None, energy_units: 0, spent: 0 };
                lines.extend(std::iter::repeat_n(line, crossed));
                MissileSectionView { missile: m, boxes: layout.missile_boxes[m as usize], lines }
            })
            .collect()
    });

    let energy = own.then(|| {
        let blocks_expended = s.blocks_expended.min(log.energy_blocks);
        EnergyView {
            energy_units: log.energy_units,
            blocks: log.energy_blocks,
            blocks_expended,
            blocks_left: s.blocks_left(),
            burn_rate: log.burn_rate,
            track: s.track,
            track_last: layout.track_last,
            units_left: s.units_left(),
        }
    });

    let battlecraft = log
        .battlecraft
        .iter()
        .map(|b| {
            let d = s.damage.craft(b.pod);
            let craft = st
                .crafts
                .iter()
                .find(|k| k.ship == ship && k.pod == b.pod && matches!(k.kind, CraftKind::Battlecraft(_)));
            BattlecraftView {
                pod: b.pod,
                bridge: d.bridge,
                engine: d.engine,
                class: own.then(|| b.class.name()),
                armor: own.then_some(b.bridge_armor),
                energy_units_left: own.then(|| craft.map_or(b.energy_units, |k| k.units_left())),
                whereabouts: own.then(|| craft.map_or(Whereabouts::InPod, |k| Whereabouts::Out(k.status))),
            }
        })
        .collect();

    SheetView { sheet: log.sheet, title: log.sheet.name(), own, compartments, missiles, energy, battlecraft }
}
