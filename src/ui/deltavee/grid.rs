//! DeltaVee's map as an ARIA grid, for the keyboard and screen readers (like StarGate's hex grid): a cell
//! per hex of the placed tiles, one row per offset row of the plane; one tab stop (the roving `tabindex`),
//! arrow keys move between hexes (columns west–east, rows north–south), Enter or Space selects the units
//! in the hex in turn (their orders come first in the orders panel) — or, in a set-up, places the ship
//! there (`placing`) — Escape clears the selection. Each cell is named "hex B1511" (2.1), followed by
//! the units this seat sees there.

use super::map::hex_outline;
use super::placing;
use super::unit_name;
use crate::engine::deltavee::map::{self, Tile};
use crate::engine::deltavee::state::{Status, Unit};
use crate::engine::deltavee::view::View;
use crate::engine::hex::Hex;
use crate::ui::board::layout::arrow_step;
use crate::ui::esc_attr;
use std::fmt::Write;

/// The grid's accessible name: what the keys do.
pub const GRID_NAME: &str = "Map hexes: arrow keys move, Enter selects the units there, Escape cancels";

/// The cell's element id for hex `h`: its offset column and row.
pub fn cell_id(h: Hex) -> String {
    let (c, r) = h.offset();
    format!("dv-c{c}_{r}")
}

/// The hex of a cell's element id.
pub fn cell_hex(id: &str) -> Option<Hex> {
    let (c, r) = id.strip_prefix("dv-c")?.split_once('_')?;
    Some(Hex::from_offset(c.parse().ok()?, r.parse().ok()?))
}

/// The units this seat sees in hex `h` (ships in play or landed, counters on the map), in the view's order.
pub fn units_at(v: &View, h: Hex) -> Vec<Unit> {
    let ships = v
        .ships
        .iter()
        .filter(|s| s.at == Some(h) && matches!(s.status, Status::InPlay | Status::Landed))
        .map(|s| Unit::Ship(s.id));
    let crafts = v.counters.iter().filter(|c| c.at == Some(h) && c.atop.is_none()).map(|c| Unit::Craft(c.id));
    ships.chain(crafts).collect()
}

/// The unit Enter selects in hex `h`: the one after the selected one there, else the first.
pub fn next_in(v: &View, h: Hex, sel: Option<Unit>) -> Option<Unit> {
    let here = units_at(v, h);
    let i = sel.and_then(|s| here.iter().position(|&u| u == s)).map_or(0, |i| i + 1);
    here.get(i % here.len().max(1)).copied()
}

/// The hex an arrow key moves to from `h`, if it lies on a placed tile.
pub fn step(tiles: &[Tile], h: Hex, key: &str) -> Option<Hex> {
    let to = arrow_step(h, key)?;
    tiles.contains(&map::locate(to).0).then_some(to)
}

/// The grid's cells as SVG markup, `tab` holding the tab stop (the first hex of the first tile if `tab`
/// is off the tiles).
pub fn cells(o: &mut String, v: &View, tab: Option<Hex>) {
    let places = placing::on_map(v);
    let mut hexes: Vec<Hex> = v.tiles.iter().flat_map(|t| t.hexes()).collect();
    crate::ui::sort_by_key(&mut hexes, |h| crate::ui::pair_key(h.offset().1, h.offset().0));
    let tab = tab.filter(|h| hexes.contains(h)).or(hexes.first().copied());
    let _ = write!(o, "<g class=\"dv-cells\" role=\"grid\" aria-label=\"{GRID_NAME}\">");
    let mut row = None;
    for h in hexes {
        let r = h.offset().1;
        if row != Some(r) {
            if row.is_some() {
                o.push_str("</g>");
            }
            o.push_str("<g role=\"row\">");
            row = Some(r);
        }
        let _ = write!(
            o,
            "<path class=\"dv-cell\" role=\"gridcell\" id=\"{}\" tabindex=\"{}\" aria-label=\"",
            cell_id(h),
            if Some(h) == tab { 0 } else { -1 }
        );
        let mut name = format!("hex {}", map::label(h).unwrap_or_else(|| {
            // Its offset coordinates, "(3, 4)" (written out: Debug formatting costs wasm, issue 20).
            let (c, r) = h.offset();
            format!("({c}, {r})")
        }));
        for u in units_at(v, h) {
            name.push_str(", ");
            name.push_str(&unit_name(v, u));
        }
        if let Some(&(_, ship, _)) = places.iter().find(|p| p.2 == h) {
            let _ = write!(name, ", Enter places {} here", unit_name(v, ship));
        }
        esc_attr(o, &name);
        o.push_str("\" d=\"");
        hex_outline(o, h, 1.0);
        o.push_str("\"/>");
    }
    if row.is_some() {
        o.push_str("</g>");
    }
    o.push_str("</g>");
}
