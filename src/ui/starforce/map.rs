//! The Stellar Display (SF 2.0) as SVG: Known Space's hexes with the Zulu rings about Sol, every system
//! with its level and its Gate, the units the seat may see (its own and revealed ones with their levels,
//! another player's hidden ones only as presence in a hex, SF 7.2), the battle, and the plot being written
//! (an arrow from each ordered Force to where it goes, with the level). A tap (or Enter on the keyboard
//! cursor) chooses a hex, whose column of levels the elevation (`elevation`) shows; on a hex with the
//! seat's Forces it picks one (tapped again: the next). Pans and zooms like the other boards
//! (`board::camera::PanZoom`).
//!
//! Built as markup strings, few nodes: the ground (1,261 hexes, the rings, the hex numbers) is drawn once
//! for the whole app on a layer of its own; the layers over it change with the view, the pick and the
//! draft. Pixels come from the axial hex (`layout::grid_center`), so StarForce's own label parity
//! (`space::hex_label_of`) only names hexes.
//!
//! Whatever marks a hex (systems, counters, labels) sits in a group scaled by the CSS variable `--z`,
//! which the zoom sets: zoomed out, they keep a legible size on screen; zoomed in, they are the map's.

use super::{hex_name, player, Ui};
use crate::engine::game::Marks;
use crate::engine::hex::Hex;
use crate::engine::starforce::data::display::{zulu_limit, KNOWN_SPACE_RADIUS};
use crate::engine::starforce::data::stars::Class;
use crate::engine::starforce::plot::{Order, Plot};
use crate::engine::starforce::space::{col_row_of, on_map, parse_hex, LiteZulu, MAP_MAX, SOL};
use crate::engine::starforce::state::{GateState, Seat};
use crate::engine::starforce::view::{ForceView, SystemView, View};
use crate::engine::starforce::{Action, StarForce};
use crate::engine::sort::sort_by_key;
use crate::platform::dom::cast;
use crate::ui::board::camera::{clamp, PanZoom, World};
use crate::ui::board::layout::{arrow_step, glyph_text, grid_center, num, Rect, S, SQ3, UNIT};
use crate::ui::board::marks::{follow_marks, log_marks};
use crate::ui::{click, esc, esc_attr, on_key, rtext};
use leptos::ev;
use leptos::prelude::*;
use std::fmt::Write;
use std::sync::OnceLock;

/// Known Space's radius in hexes about Sol (SF 2.3).
const RADIUS: i32 = KNOWN_SPACE_RADIUS as i32;
/// The rings drawn stronger, each with its Zulu Limit.
const RINGS: [i32; 4] = [5, 10, 15, 20];
/// Boards narrower than this are phones.
const NARROW: f64 = 700.0;
/// The first view's hex radius on screen (CSS px): a phone's hexes big enough to tap; a wider board shows
/// most of Known Space.
const PHONE_PX: f64 = 24.0;
const WIDE_PX: f64 = 18.0;
/// Zooming in may always reach this hex radius.
const NEAR_PX: f64 = 72.0;
/// From this hex radius on screen the marks are drawn at the map's size; below it they keep their size on
/// screen, up to [`Z_MAX`] times the map's.
const TRUE_PX: f64 = 30.0;
const Z_MAX: f64 = 2.0;
/// Every system's name shows from this hex radius (the primaries' always).
const NAMES_PX: f64 = 28.0;
/// Hex numbers show from this hex radius (10 map units, at least 10 CSS px).
const LABELS_PX: f64 = 32.0;
/// A hex's counters and markers: slot width and the counter's size (map units, before `--z`).
const SLOT: f64 = 27.0;
const CW: f64 = 22.0;
const CH: f64 = 20.0;
/// Where a hex's systems sit (left of its centre).
const SYS_X: f64 = -10.0;

/// Whether a hex lies in Known Space's disc about Sol (and on the Display).
fn inside(h: Hex) -> bool {
    on_map(h) && SOL.hex.distance(h) <= RADIUS
}

/// Known Space's hexes: Sol's first, then ring by ring.
fn known() -> impl Iterator<Item = Hex> {
    SOL.hex.spiral(RADIUS).into_iter().filter(|&h| inside(h))
}

/// A level as printed: "+17", "−7" (U+2212), "0".
pub(super) fn level_text(l: i32) -> String {
    match l {
        0 => "0".into(),
        l if l > 0 => format!("+{l}"),
        l => format!("\u{2212}{}", l.unsigned_abs()),
    }
}

/// A Gate's condition in words ("" when operational).
pub(super) fn gate_words(st: GateState) -> &'static str {
    match st {
        GateState::Operational => "",
        GateState::Neutralized => ", neutralized",
        GateState::PermanentlyNeutralized => ", neutralized for good",
        GateState::Inactive => ", inactive",
    }
}

/// Known Space's extent (map units), half a hex of margin.
fn extent() -> Rect {
    static EXTENT: OnceLock<(f64, f64, f64, f64)> = OnceLock::new();
    let &(x0, y0, x1, y1) = EXTENT.get_or_init(|| {
        known().map(grid_center).fold(
            (f64::MAX, f64::MAX, f64::MIN, f64::MIN),
            |(a, b, c, d), (x, y)| (a.min(x), b.min(y), c.max(x), d.max(y)),
        )
    });
    Rect {
        x0: x0 - 1.5 * S,
        y0: y0 - 1.5 * S,
        x1: x1 + 1.5 * S,
        y1: y1 + 1.5 * S,
    }
}

fn world(w: f64, _h: f64) -> World {
    let px = if w < NARROW { PHONE_PX } else { WIDE_PX };
    World {
        r: extent(),
        start_k: px / S,
        near: NEAR_PX / S,
    }
}

/// Where the first view centres: the seat's Forces (their middle), else the battle, else Sol.
fn focus(v: &View) -> Option<(f64, f64)> {
    let mut hexes: Vec<Hex> = v
        .forces
        .iter()
        .filter(|f| f.owner == v.seat)
        .map(|f| f.at.hex)
        .collect();
    if hexes.is_empty() {
        hexes.extend(v.battle.as_ref().map(|b| b.at.hex));
    }
    if hexes.is_empty() {
        hexes.push(SOL.hex);
    }
    let n = hexes.len() as f64;
    let (sx, sy) = hexes
        .iter()
        .map(|&h| grid_center(h))
        .fold((0.0, 0.0), |a, p| (a.0 + p.0, a.1 + p.1));
    Some((sx / n, sy / n))
}

/// The hex of Known Space under the map point (x, y): the one whose centre is nearest.
fn hex_at(x: f64, y: f64) -> Option<Hex> {
    let c0 = (x / (1.5 * S) + 0.5).floor() as i32;
    let mut best: Option<(f64, Hex)> = None;
    for c in c0 - 1..=c0 + 1 {
        let r0 = (y / (SQ3 * S) - if c % 2 == 0 { 0.5 } else { 0.0 } + 0.5).floor() as i32;
        for r in r0 - 1..=r0 + 1 {
            let h = Hex::from_offset(c, r);
            let (hx, hy) = grid_center(h);
            let d = (hx - x).powi(2) + (hy - y).powi(2);
            if best.is_none_or(|(bd, _)| d < bd) {
                best = Some((d, h));
            }
        }
    }
    let (d, h) = best?;
    (inside(h) && d <= S * S).then_some(h)
}

/// "x y" of a point.
fn pt(o: &mut String, x: f64, y: f64) {
    num(o, x, 1);
    o.push(' ');
    num(o, y, 1);
}

/// The relative moves round a hex from its east corner, `scale` times the hex: the same for every hex.
fn hex_moves(scale: f64) -> String {
    let mut o = String::new();
    let mut prev = (S * scale, 0.0);
    for &(c, s) in &UNIT[1..] {
        let p = (S * scale * c, S * scale * s);
        o.push('l');
        pt(&mut o, p.0 - prev.0, p.1 - prev.1);
        prev = p;
    }
    o.push('z');
    o
}

/// The outlines of `hexes` as path data, `scale` times their size.
fn hexes_d(hexes: impl IntoIterator<Item = Hex>, scale: f64) -> String {
    let moves = hex_moves(scale);
    let mut d = String::new();
    for h in hexes {
        let (x, y) = grid_center(h);
        d.push('M');
        pt(&mut d, x + S * scale, y);
        d.push_str(&moves);
    }
    d
}

/// A path of `hexes` with a class (nothing when there are none).
fn hexes_path(o: &mut String, class: &str, hexes: impl IntoIterator<Item = Hex>, scale: f64) {
    let d = hexes_d(hexes, scale);
    if !d.is_empty() {
        let _ = write!(o, "<path class=\"{class}\" d=\"{d}\"/>");
    }
}

/// Opens a group at map point (x, y) whose content `--z` scales (close with [`close_z`]).
fn open_z(o: &mut String, x: f64, y: f64, attrs: &str) {
    o.push_str("<g");
    o.push_str(attrs);
    o.push_str(" transform=\"translate(");
    pt(o, x, y);
    o.push_str(")\"><g class=\"sf-z\">");
}

fn close_z(o: &mut String) {
    o.push_str("</g></g>");
}

/// The ground, the same for every view and seat, built once for the whole app: Known Space's hexes (a
/// shade a band of five rings), Sol's hex, the boundaries of rings 5, 10, 15 and 20 with their Zulu Limits,
/// and the hex numbers (shown when zoomed in).
fn ground() -> &'static str {
    static GROUND: OnceLock<String> = OnceLock::new();
    GROUND.get_or_init(ground_markup)
}

fn ground_markup() -> String {
    let mut o = String::with_capacity(128 * 1024);
    let hexes: Vec<Hex> = known().collect();
    let p = |h: Hex| SOL.hex.distance(h);
    // Bands of five rings, each one path: the grid is their outline.
    for band in 0..4 {
        let class = format!("sf-hex sf-band-{band}");
        hexes_path(
            &mut o,
            &class,
            hexes
                .iter()
                .copied()
                .filter(|&h| ((p(h) - 1).max(0) / 5) == band),
            1.0,
        );
    }
    hexes_path(&mut o, "sf-sol-hex", [SOL.hex], 0.9);
    // The rings' outer boundaries: every hexside between ring P and ring P + 1.
    let mut d = String::new();
    for &h in hexes.iter().filter(|&&h| RINGS.contains(&p(h))) {
        let (x0, y0) = grid_center(h);
        for n in h.neighbors().into_iter().filter(|&n| p(n) == p(h) + 1) {
            let (x1, y1) = grid_center(n);
            let (dx, dy) = (x1 - x0, y1 - y0);
            let len = (dx * dx + dy * dy).sqrt().max(1.0);
            let (mx, my, px, py) = (
                (x0 + x1) / 2.0,
                (y0 + y1) / 2.0,
                -dy / len * S / 2.0,
                dx / len * S / 2.0,
            );
            d.push('M');
            pt(&mut d, mx + px, my + py);
            d.push('L');
            pt(&mut d, mx - px, my - py);
        }
    }
    let _ = write!(o, "<path class=\"sf-ring\" d=\"{d}\"/>");
    // The hex numbers, one text per row of the Display.
    o.push_str("<g class=\"sf-nums\">");
    let mut rows: Vec<Vec<((f64, f64), String)>> = vec![Vec::new(); MAP_MAX as usize + 1];
    for &h in &hexes {
        let (_, r) = col_row_of(h);
        if let Some(row) = rows.get_mut(r.max(0) as usize) {
            let (x, y) = grid_center(h);
            row.push(((x, y - 0.6 * S), hex_name(h)));
        }
    }
    for row in &rows {
        glyph_text(&mut o, "", row, 6.0);
    }
    o.push_str("</g>");
    // Each strong ring's Zulu Limit, on its north and south edges.
    for r in RINGS {
        let zl = zulu_limit(r as u32).unwrap_or(0);
        for (dir, sign) in [(0, -1.0), (3, 1.0)] {
            let Some(&d) = crate::engine::hex::Dir::ALL.get(dir) else {
                continue;
            };
            let (x, y) = grid_center(SOL.hex.step(d, r));
            open_z(&mut o, x, y + sign * SQ3 / 2.0 * S, "");
            let _ = write!(
                o,
                "<text class=\"sf-ring-label\" y=\"3.5\">ZL \u{b1}{zl}</text>"
            );
            close_z(&mut o);
        }
    }
    o
}

/// What one hex holds as the viewing seat sees it: systems, each player's Forces seen in full (the
/// viewing seat's first), and the players present there unseen.
struct Spot<'a> {
    hex: Hex,
    systems: Vec<&'a SystemView>,
    stacks: Vec<(Seat, Vec<&'a ForceView>)>,
    presence: Vec<Seat>,
}

fn spots(v: &View) -> Vec<Spot<'_>> {
    let mut out: Vec<Spot> = Vec::new();
    fn at<'a, 'b>(out: &'b mut Vec<Spot<'a>>, hex: Hex) -> &'b mut Spot<'a> {
        let i = match out.iter().position(|s| s.hex == hex) {
            Some(i) => i,
            None => {
                out.push(Spot {
                    hex,
                    systems: Vec::new(),
                    stacks: Vec::new(),
                    presence: Vec::new(),
                });
                out.len() - 1
            }
        };
        &mut out[i]
    }
    for s in &v.systems {
        at(&mut out, s.at.hex).systems.push(s);
    }
    for f in &v.forces {
        let spot = at(&mut out, f.at.hex);
        match spot.stacks.iter_mut().find(|(s, _)| *s == f.owner) {
            Some((_, fs)) => fs.push(f),
            None => spot.stacks.push((f.owner, vec![f])),
        }
    }
    for p in &v.presence {
        if let Some(h) = parse_hex(&p.hex) {
            let spot = at(&mut out, h);
            if !spot.presence.contains(&p.owner) {
                spot.presence.push(p.owner);
            }
        }
    }
    for spot in &mut out {
        sort_by_key(&mut spot.systems, |s| std::cmp::Reverse(s.at.level));
        sort_by_key(&mut spot.stacks, |(s, _)| ((*s != v.seat) as u64) << 8 | s.index() as u64);
        for (_, fs) in &mut spot.stacks {
            sort_by_key(fs, |f| f.id as u64);
        }
        sort_by_key(&mut spot.presence, |s| s.index() as u64);
    }
    out
}

/// A system in words: "Luyten 205-128, tertiary system at level −16, StarGate of Player 1, neutralized".
fn system_words(v: &View, s: &SystemView) -> String {
    let gate = s.gate.map_or(String::new(), |(o, st)| {
        let of = if o == v.seat {
            "yours".to_string()
        } else {
            format!("of {}", player(o))
        };
        format!(", StarGate {of}{}", gate_words(st))
    });
    format!(
        "{}, {} system at level {}{gate}{}",
        s.name,
        s.class.name(),
        level_text(s.at.level),
        if s.destroyed { ", destroyed" } else { "" }
    )
}

/// A Force in words: "StarForce A at level +3, 2 PP aboard".
fn force_words(f: &ForceView) -> String {
    let cargo = if f.cargo > 0 {
        format!(", {} PP aboard", f.cargo)
    } else {
        String::new()
    };
    format!(
        "{} {} at level {}{cargo}",
        f.kind.name(),
        f.name,
        level_text(f.at.level)
    )
}

/// A stack in words: "Your Forces here, 3: StarForce A at level +3; …" or "Player 2's StarForce B at
/// level −2 (revealed)".
fn stack_words(v: &View, seat: Seat, fs: &[&ForceView]) -> String {
    let who = if seat == v.seat {
        "Your".to_string()
    } else {
        format!("{}'s", player(seat))
    };
    let seen = if seat == v.seat { "" } else { " (revealed)" };
    match fs {
        [f] => format!("{who} {}{seen}", force_words(f)),
        _ => {
            let all: Vec<String> = fs.iter().map(|f| force_words(f)).collect();
            format!("{who} Forces here{seen}, {}: {}", fs.len(), all.join("; "))
        }
    }
}

fn presence_words(seat: Seat) -> String {
    format!("{} present: one Force or more, level unknown", player(seat))
}

/// A system's dot radius by class (map units).
fn dot_r(c: Class) -> f64 {
    match c {
        Class::Primary => 6.5,
        Class::Secondary => 5.0,
        Class::Tertiary => 3.5,
        Class::Random => 4.0,
    }
}

/// A system at local point (x, y) of its hex's group: its Gate ring in the owner's colour (dashed:
/// neutralized; crossed: for good; dotted: inactive), its dot by class, its level and (zoomed in, or a
/// primary) its name.
fn system_markup(o: &mut String, v: &View, s: &SystemView, x: f64, y: f64) {
    let r = dot_r(s.class);
    let _ = write!(
        o,
        "<g class=\"sf-sys sf-{}{}\" role=\"img\" aria-label=\"",
        s.class.name(),
        if s.destroyed { " sf-dead" } else { "" }
    );
    esc_attr(o, &system_words(v, s));
    o.push_str("\">");
    let mut text_x = x + r + 3.0;
    if let Some((owner, st)) = s.gate {
        let state = match st {
            GateState::Operational => "sf-g-op",
            GateState::Neutralized => "sf-g-n",
            GateState::PermanentlyNeutralized => "sf-g-pn",
            GateState::Inactive => "sf-g-off",
        };
        let gr = r + 3.5;
        let _ = write!(
            o,
            "<circle class=\"sf-gate {} {state}\" cx=\"",
            crate::ui::seat_class::<StarForce>(owner)
        );
        num(o, x, 1);
        o.push_str("\" cy=\"");
        num(o, y, 1);
        o.push_str("\" r=\"");
        num(o, gr, 1);
        o.push_str("\"/>");
        if st == GateState::PermanentlyNeutralized {
            let a = gr * 0.75;
            let _ = write!(
                o,
                "<path class=\"sf-gate-x {}\" d=\"M",
                crate::ui::seat_class::<StarForce>(owner)
            );
            pt(o, x - a, y - a);
            o.push('L');
            pt(o, x + a, y + a);
            o.push('M');
            pt(o, x + a, y - a);
            o.push('L');
            pt(o, x - a, y + a);
            o.push_str("\"/>");
        }
        text_x = x + gr + 2.0;
    }
    o.push_str("<circle class=\"sf-star\" cx=\"");
    num(o, x, 1);
    o.push_str("\" cy=\"");
    num(o, y, 1);
    o.push_str("\" r=\"");
    num(o, r, 1);
    o.push_str("\"/>");
    if s.destroyed {
        let a = r * 0.8;
        o.push_str("<path class=\"sf-star-x\" d=\"M");
        pt(o, x - a, y - a);
        o.push('L');
        pt(o, x + a, y + a);
        o.push('M');
        pt(o, x + a, y - a);
        o.push('L');
        pt(o, x - a, y + a);
        o.push_str("\"/>");
    }
    let _ = write!(
        o,
        "<text class=\"sf-sys-text{}\" x=\"",
        if s.class == Class::Primary {
            " sf-always"
        } else {
            ""
        }
    );
    num(o, text_x, 1);
    o.push_str("\" y=\"");
    num(o, y + 3.2, 1);
    o.push_str("\"><tspan class=\"sf-nm\">");
    esc(o, s.name);
    o.push_str(" </tspan>");
    esc(o, &level_text(s.at.level));
    o.push_str("</text></g>");
}

/// A stack of one player's Forces at local point (x, y): the top counter (the picked Force if it is
/// there) with its letter and level, a dot when any carries Population Points, and how many there are.
fn stack_markup(
    o: &mut String,
    v: &View,
    seat: Seat,
    fs: &[&ForceView],
    picked: Option<u8>,
    x: f64,
    y: f64,
) {
    let Some(first) = fs.first() else { return };
    let top = fs.iter().find(|f| Some(f.id) == picked).unwrap_or(first);
    let _ = write!(
        o,
        "<g class=\"sf-unit {} {}{}\" role=\"img\" aria-label=\"",
        crate::ui::seat_class::<StarForce>(seat),
        if seat == v.seat { "sf-mine" } else { "sf-seen" },
        if fs.iter().any(|f| Some(f.id) == picked) {
            " sf-picked"
        } else {
            ""
        }
    );
    esc_attr(o, &stack_words(v, seat, fs));
    o.push_str("\">");
    let rect = |o: &mut String, class: &str, dx: f64, dy: f64| {
        let _ = write!(o, "<rect class=\"{class}\" x=\"");
        num(o, x - CW / 2.0 + dx, 1);
        o.push_str("\" y=\"");
        num(o, y - CH / 2.0 + dy, 1);
        o.push_str("\" width=\"");
        num(o, CW, 1);
        o.push_str("\" height=\"");
        num(o, CH, 1);
        o.push_str("\" rx=\"3\"/>");
    };
    if fs.len() > 1 {
        rect(o, "sf-under", 3.0, -3.0);
    }
    rect(o, "sf-face", 0.0, 0.0);
    o.push_str("<text class=\"sf-uname\" x=\"");
    pt_attr_y(o, x, y - 1.5);
    esc(o, &top.name);
    o.push_str("</text><text class=\"sf-ulevel\" x=\"");
    pt_attr_y(o, x, y + 7.5);
    esc(o, &level_text(top.at.level));
    o.push_str("</text>");
    if fs.iter().any(|f| f.cargo > 0) {
        o.push_str("<circle class=\"sf-cargo\" cx=\"");
        num(o, x - CW / 2.0, 1);
        o.push_str("\" cy=\"");
        num(o, y - CH / 2.0, 1);
        o.push_str("\" r=\"3\"/>");
    }
    if fs.len() > 1 {
        o.push_str("<circle class=\"sf-badge\" cx=\"");
        num(o, x + CW / 2.0, 1);
        o.push_str("\" cy=\"");
        num(o, y - CH / 2.0, 1);
        o.push_str("\" r=\"5.5\"/><text class=\"sf-badge-n\" x=\"");
        pt_attr_y(o, x + CW / 2.0, y - CH / 2.0 + 2.6);
        let _ = write!(o, "{}</text>", fs.len());
    }
    o.push_str("</g>");
}

/// Writes `X" y="Y">`: the rest of a `<text x="` element's opening tag.
fn pt_attr_y(o: &mut String, x: f64, y: f64) {
    num(o, x, 1);
    o.push_str("\" y=\"");
    num(o, y, 1);
    o.push_str("\">");
}

/// Another player's hidden Forces in a hex (SF 7.2): a hollow triangle in his colour with a "?", never a
/// count or a level.
fn presence_markup(o: &mut String, seat: Seat, x: f64, y: f64) {
    let _ = write!(
        o,
        "<g class=\"sf-presence {}\" role=\"img\" aria-label=\"",
        crate::ui::seat_class::<StarForce>(seat)
    );
    esc_attr(o, &presence_words(seat));
    o.push_str("\"><path d=\"M");
    pt(o, x, y - 10.0);
    o.push('L');
    pt(o, x + 10.5, y + 9.0);
    o.push('L');
    pt(o, x - 10.5, y + 9.0);
    o.push_str("z\"/><text x=\"");
    pt_attr_y(o, x, y + 6.5);
    o.push_str("?</text></g>");
}

/// The systems, counters and presence markers, a group per hex (its `data-hex` the hex's label, so that a
/// tap on a mark reaching past its hex chooses the hex it marks).
fn spots_markup(v: &View, picked: Option<u8>) -> String {
    let mut o = String::with_capacity(24 * 1024);
    for spot in spots(v) {
        let (x, y) = grid_center(spot.hex);
        open_z(
            &mut o,
            x,
            y,
            &format!(" class=\"sf-spot\" data-hex=\"{}\"", hex_name(spot.hex)),
        );
        let n = spot.systems.len();
        for (i, s) in spot.systems.iter().enumerate() {
            let sy = if n == 1 {
                -9.0
            } else {
                -15.0 + 12.0 * i as f64
            };
            system_markup(&mut o, v, s, SYS_X, sy);
        }
        let slots = spot.stacks.len() + spot.presence.len();
        let cy = if n == 0 { 0.0 } else { 12.0 };
        let x0 = -((slots.max(1) - 1) as f64) * SLOT / 2.0;
        for (i, (seat, fs)) in spot.stacks.iter().enumerate() {
            stack_markup(&mut o, v, *seat, fs, picked, x0 + SLOT * i as f64, cy);
        }
        for (i, &seat) in spot.presence.iter().enumerate() {
            presence_markup(&mut o, seat, x0 + SLOT * (spot.stacks.len() + i) as f64, cy);
        }
        close_z(&mut o);
    }
    o
}

/// The highlights under the marks: the battle's hex, the picked Force's, the chosen log entry's hexes.
fn marks_markup(v: &View, picked: Option<u8>, log: Option<Marks>) -> String {
    let mut o = String::new();
    hexes_path(
        &mut o,
        "sf-battle",
        v.battle.as_ref().map(|b| b.at.hex),
        0.96,
    );
    let from = picked
        .and_then(|id| v.plotting.as_ref()?.force(id))
        .map(|f| f.at.hex);
    hexes_path(&mut o, "sf-from", from, 0.9);
    if let Some(m) = log {
        hexes_path(&mut o, "log-mark", m.hexes.iter().copied(), 0.92);
    }
    o
}

/// The draft plot on the map: (the arrows, their labels). An arrow from each Force ordered to shift to
/// its destination's hex, labelled with its letter and the level; a shift within its hex, and an entry
/// onto the Display (45.4), only the label there. The picked Force's last and brighter.
fn plan_markup(v: &View, draft: &Plot, picked: Option<u8>) -> (String, String) {
    let Some(pl) = &v.plotting else {
        return Default::default();
    };
    let (mut lines, mut labels) = (String::new(), String::new());
    let mut orders: Vec<&(u8, Order)> = draft.orders.iter().collect();
    sort_by_key(&mut orders, |(id, _)| (Some(*id) == picked) as u64);
    // Labels set in a hex, so that several there stack.
    let mut in_hex: Vec<(Hex, f64)> = Vec::new();
    for &&(id, order) in &orders {
        let (to, from, name) = match order {
            Order::Shift { to, .. } => match pl.force(id) {
                Some(f) => (to, Some(f.at), f.name.as_str()),
                None => continue,
            },
            Order::Enter { to } => match pl.pool.iter().find(|f| f.id == id) {
                Some(f) => (to, None, f.name.as_str()),
                None => continue,
            },
            _ => continue,
        };
        let cls = if Some(id) == picked { " sf-picked" } else { "" };
        match from {
            Some(from) if from.hex != to.hex => {
                let ((x0, y0), (x1, y1)) = (grid_center(from.hex), grid_center(to.hex));
                let (dx, dy) = (x1 - x0, y1 - y0);
                let len = (dx * dx + dy * dy).sqrt().max(1.0);
                let (ux, uy) = (dx / len, dy / len);
                let (a, b) = (0.25 * S, (len - 0.5 * S).max(0.25 * S + 1.0));
                let _ = write!(lines, "<path class=\"sf-arrow{cls}\" d=\"M");
                pt(&mut lines, x0 + ux * a, y0 + uy * a);
                lines.push('L');
                pt(&mut lines, x0 + ux * b, y0 + uy * b);
                lines.push_str("\"/>");
                open_z(&mut lines, x0 + ux * b, y0 + uy * b, "");
                let _ = write!(lines, "<path class=\"sf-head{cls}\" d=\"M0 0L");
                pt(&mut lines, -ux * 10.0 - uy * 5.5, -uy * 10.0 + ux * 5.5);
                lines.push('L');
                pt(&mut lines, -ux * 10.0 + uy * 5.5, -uy * 10.0 - ux * 5.5);
                lines.push_str("z\"/>");
                close_z(&mut lines);
                let t = (len / 2.0).max(len - 1.2 * S);
                open_z(&mut labels, x0 + ux * t, y0 + uy * t, "");
                let _ = write!(labels, "<text class=\"sf-arrow-label{cls}\" y=\"3.5\">");
                esc(&mut labels, &format!("{name} {}", level_text(to.level)));
                labels.push_str("</text>");
                close_z(&mut labels);
            }
            _ => {
                let k = match in_hex.iter_mut().find(|(h, _)| *h == to.hex) {
                    Some((_, k)) => {
                        *k += 1.0;
                        *k
                    }
                    None => {
                        in_hex.push((to.hex, 0.0));
                        0.0
                    }
                };
                let (x, y) = grid_center(to.hex);
                let what = if from.is_some() {
                    format!("{name} \u{2192} ")
                } else {
                    format!("{name} enters ")
                };
                open_z(&mut labels, x, y - 0.55 * S, "");
                let _ = write!(labels, "<text class=\"sf-arrow-label{cls}\" y=\"");
                num(&mut labels, 3.5 - 11.0 * k, 1);
                labels.push_str("\">");
                esc(&mut labels, &format!("{what}{}", level_text(to.level)));
                labels.push_str("</text>");
                close_z(&mut labels);
            }
        }
    }
    (lines, labels)
}

/// A hex in words, as the viewing seat may know it: its number and ring, its systems with their levels
/// and Gates, the Forces seen there, the players present unseen, the battle, and how many levels the picked
/// Force may plot there.
fn hex_words(v: &View, ui: Ui, h: Hex) -> String {
    let mut parts = vec![format!("Hex {}", hex_name(h))];
    let p = SOL.hex.distance(h).max(0) as u32;
    match zulu_limit(p).filter(|_| inside(h)) {
        Some(zl) if p == 0 => parts.push(format!("Sol's hex, Zulu Limit \u{b1}{zl}")),
        Some(zl) => parts.push(format!(
            "{p} {} from Sol, Zulu Limit \u{b1}{zl}",
            if p == 1 { "hex" } else { "hexes" }
        )),
        None => parts.push("outside Known Space".into()),
    }
    for s in v.systems.iter().filter(|s| s.at.hex == h) {
        parts.push(system_words(v, s));
    }
    for f in v.forces.iter().filter(|f| f.at.hex == h) {
        let (who, seen) = if f.owner == v.seat {
            ("your".to_string(), "")
        } else {
            (format!("{}'s", player(f.owner)), " (revealed)")
        };
        let mut s = format!("{who} {}{seen}", force_words(f));
        if Some(f.id) == ui.force.get() {
            s.push_str(", picked");
        }
        parts.push(s);
    }
    let label = hex_name(h);
    for pr in v.presence.iter().filter(|pr| pr.hex == label) {
        parts.push(format!("{} present (level unknown)", player(pr.owner)));
    }
    if let Some(b) = v.battle.as_ref().filter(|b| b.at.hex == h) {
        parts.push(format!("battle at level {}", level_text(b.at.level)));
    }
    if let (Some(pl), Some(id)) = (&v.plotting, ui.force.get()) {
        if let Some(f) = pl.force(id) {
            let lv = pl.levels(
                &ui.draft(v.seat),
                id,
                LiteZulu { hex: h, level: 0 },
                ui.via.get(),
            );
            let sure = lv.iter().filter(|c| c.plan.excess == 0).count();
            parts.push(match lv.len() {
                0 => format!("{} can plot no level here", f.name),
                n => format!(
                    "{} may plot {n} level{} here, {sure} with no roll",
                    f.name,
                    if n == 1 { "" } else { "s" }
                ),
            });
        }
    }
    parts.join(" · ")
}

/// What a tap (or Enter) on hex `h` does: chooses it; picks the seat's first Force there when none is
/// picked; on a hex chosen already, the next of its Forces (the first, if the picked one is elsewhere).
/// Returns what was picked, in words.
fn tap(v: &View, ui: Ui, h: Hex) -> Option<String> {
    let again = ui.hex.get_untracked() == Some(h);
    ui.hex.set(Some(h));
    ui.cursor.set(Some(h));
    let pl = v.plotting.as_ref()?;
    let here: Vec<u8> = pl
        .forces
        .iter()
        .filter(|f| f.at.hex == h)
        .map(|f| f.id)
        .collect();
    let first = *here.first()?;
    let picked = ui.force.get_untracked();
    let next = match picked.and_then(|id| here.iter().position(|&x| x == id)) {
        Some(k) if again => here.get((k + 1) % here.len()).copied(),
        Some(_) => None,
        // A Force picked elsewhere stays picked: this hex is where it may go.
        None if picked.is_none() => Some(first),
        None => None,
    };
    let id = next.filter(|&id| Some(id) != picked)?;
    ui.force.set(Some(id));
    ui.via.set(None);
    pl.force(id)
        .map(|f| format!("Picked {} {} at {}.", f.kind.name(), f.name, f.at.label()))
}

/// The map point under a client (CSS px) point.
fn map_point(pz: PanZoom, x: i32, y: i32) -> Option<(f64, f64)> {
    let r = pz.svg.get_untracked()?.get_bounding_client_rect();
    let c = pz.cam.get_untracked();
    Some((
        (x as f64 - r.left() - c.tx) / c.k,
        (y as f64 - r.top() - c.ty) / c.k,
    ))
}

/// The hex of the mark an event hit, if it hit one (a mark may reach past its hex).
fn mark_hex(target: Option<web_sys::EventTarget>) -> Option<Hex> {
    let el = cast::<web_sys::Element>(target?)?;
    parse_hex(&el.closest("[data-hex]").ok()??.get_attribute("data-hex")?)
}

/// Where the keyboard's cursor starts: the seat's first Force, else Sol.
fn home(v: &View) -> Hex {
    v.forces
        .iter()
        .find(|f| f.owner == v.seat)
        .map_or(SOL.hex, |f| f.at.hex)
}

/// The Stellar Display: the ground, the layers over it, the cursor, the zoom buttons and the info line.
pub(crate) fn board(vm: Signal<View>, ui: Ui, _on_action: Callback<Action>) -> AnyView {
    let pz = PanZoom::new(
        Callback::new(|(w, h)| world(w, h)),
        Callback::new(move |_| vm.with_untracked(focus)),
    );
    follow_marks(pz, |m| m.hexes.iter().map(|&h| grid_center(h)).collect());
    let picked = Memo::new(move |_| ui.force.get());
    let spots = Memo::new(move |_| vm.with(|v| spots_markup(v, picked.get())));
    let log = log_marks();
    let marks = Memo::new(move |_| vm.with(|v| marks_markup(v, picked.get(), log.get())));
    let plan = Memo::new(move |_| vm.with(|v| plan_markup(v, &ui.draft(v.seat), picked.get())));
    // The level of detail and the marks' scale, as the zoom changes.
    let lod = Memo::new(move |_| {
        let px = pz.cam.get().hex_px();
        let mut c = String::new();
        if px >= NAMES_PX {
            c.push_str(" sf-lod-names");
        }
        if px >= LABELS_PX {
            c.push_str(" sf-lod-labels");
        }
        c
    });
    // `--z` set through the CSSOM: the page's CSP refuses style attributes.
    let ground_svg = NodeRef::<leptos::svg::Svg>::new();
    let z = Memo::new(move |_| {
        let px = pz.cam.get().hex_px().max(1.0);
        let mut s = String::new();
        num(&mut s, clamp(TRUE_PX / px, 1.0, Z_MAX), 2);
        s
    });
    crate::ui::effect(move || {
        let z = z.get();
        for svg in [ground_svg.get(), pz.svg.get()].into_iter().flatten() {
            let _ = svg.style().set_property("--z", &z);
        }
    });
    // The picked Force stays in view when the panel picks it.
    let mut prev = None;
    crate::ui::effect(move || {
        let id = picked.get();
        if prev.replace(id).is_some_and(|p| p != id) {
            let at = id.and_then(|id| {
                vm.with_untracked(|v| v.plotting.as_ref()?.force(id).map(|f| f.at.hex))
            });
            if let Some(h) = at {
                let (x, y) = grid_center(h);
                let m = 2.0 * S * pz.cam.get_untracked().k;
                request_animation_frame(move || pz.keep_in_view(x, y, m));
            }
        }
    });
    let cursor = move || {
        ui.cursor
            .get()
            .or_else(|| ui.hex.get())
            .unwrap_or_else(|| vm.with(home))
    };
    let said = RwSignal::new(String::new());
    let run_tap = move |h: Hex| {
        let words = vm.with_untracked(|v| untrack(|| tap(v, ui, h)));
        let hex = vm.with_untracked(|v| untrack(|| hex_words(v, ui, h)));
        said.set(words.map_or(hex.clone(), |w| format!("{w} {hex}")));
    };
    let info = move || {
        let h = ui.hover.get().or_else(|| ui.hex.get());
        vm.with(|v| match h {
            Some(h) => hex_words(v, ui, h),
            None => match (&v.plotting, ui.force.get()) {
                (Some(pl), Some(id)) => pl.force(id).map_or(String::new(), |f| {
                    format!(
                        "{} picked: tap a hex to see the levels it may plot there.",
                        f.name
                    )
                }),
                (Some(_), None) => {
                    "Tap one of your Forces to pick it; tap a hex to see its levels.".into()
                }
                _ => String::new(),
            },
        })
    };
    let mut moved = pz.on_move();
    // The mouse's hex, for the info line and the hover layer; then the camera's gesture.
    let on_move: Box<dyn FnMut(ev::PointerEvent)> = Box::new(move |e| {
        if e.pointer_type() == "mouse" && e.buttons() == 0 {
            let h = map_point(pz, e.client_x(), e.client_y()).and_then(|(x, y)| hex_at(x, y));
            if ui.hover.get_untracked() != h {
                ui.hover.set(h);
            }
        }
        moved(e)
    });
    let on_leave: Box<dyn FnMut(ev::PointerEvent)> = Box::new(move |_| ui.hover.set(None));
    view! {
        // The ground, drawn once, on a layer of its own under the board.
        <svg node_ref=ground_svg class=rtext(move || format!("sf-ground{}", lod.get())) aria-hidden="true">
            <g transform=pz.transform()>
                <g inner_html=ground()></g>
            </g>
        </svg>
        <svg node_ref=pz.svg class=rtext(move || format!("sf-board{}", lod.get()))
            role="group" aria-label="StarForce map: the Stellar Display"
            on:pointerdown=pz.on_down()
            on:pointermove=on_move
            on:pointerup=pz.on_up() on:pointercancel=pz.on_up()
            on:pointerleave=on_leave
            on:wheel=pz.on_wheel()
            on:click=click(move |e| {
                if pz.dragged() {
                    return;
                }
                let h = mark_hex(e.target())
                    .or_else(|| map_point(pz, e.client_x(), e.client_y()).and_then(|(x, y)| hex_at(x, y)));
                if let Some(h) = h {
                    run_tap(h);
                }
            })
            on:keydown=on_key(move |e| {
                let key = e.key();
                let at = untrack(cursor);
                let handled = match key.as_str() {
                    "Enter" | " " => {
                        run_tap(at);
                        true
                    }
                    "Escape" => {
                        ui.force.set(None);
                        ui.via.set(None);
                        said.set("No Force picked.".into());
                        true
                    }
                    k => match arrow_step(at, k) {
                        Some(to) if inside(to) => {
                            ui.cursor.set(Some(to));
                            let (x, y) = grid_center(to);
                            let c = pz.cam.get_untracked();
                            pz.set(c.reveal(x, y, 2.0 * S * c.k));
                            said.set(vm.with_untracked(|v| untrack(|| hex_words(v, ui, to))));
                            true
                        }
                        Some(_) => true,
                        None => false,
                    },
                };
                if handled || pz.key(&key) {
                    e.prevent_default();
                }
            })>
            <g transform=pz.transform()>
                <g inner_html=rtext(move || marks.get())></g>
                <g inner_html=rtext(move || plan.with(|p| p.0.clone()))></g>
                <g inner_html=rtext(move || spots.get())></g>
                <g inner_html=rtext(move || plan.with(|p| p.1.clone()))></g>
                <path class="sf-chosen" d=rtext(move || ui.hex.get().map_or(String::new(), |h| hexes_d([h], 0.88)))/>
                <path class="sf-cursor" tabindex="0" role="button"
                    d=rtext(move || hexes_d([cursor()], 1.0))
                    aria-label=rtext(move || {
                        let h = cursor();
                        let words = vm.with(|v| hex_words(v, ui, h));
                        format!(
                            "Map cursor on {words}. Arrow keys move it; Enter chooses this hex and picks your Force \
                             there (again: the next); Escape drops the picked Force"
                        )
                    })/>
            </g>
        </svg>
        // The hex under the mouse, on a layer of its own: drawing it does not paint the map again.
        <svg class="sf-overlay" aria-hidden="true">
            <g transform=pz.transform()>
                <path class="sf-hover" d=rtext(move || ui.hover.get().map_or(String::new(), |h| hexes_d([h], 1.0)))/>
            </g>
        </svg>
        {pz.buttons()}
        <p class="sf-info" aria-hidden="true">{rtext(info)}</p>
        <p class="visually-hidden" aria-live="polite">{rtext(move || said.get())}</p>
    }
    .into_any()
}
