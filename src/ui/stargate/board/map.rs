//! The printed map as static SVG layers (drawn once): stars, the map sheet, energy tints, the hex grid as
//! one path, the features (Stargates, Nullgate, orbit numbers, energy values), XXYY labels and the
//! staging area.
//!
//! The layers never change and hold no user text, so they are written as one SVG string (set as the
//! inner HTML of their group) rather than as Leptos views: far less code in the wasm.

use super::layout::{self, center, hex_path, map_hexes};
use crate::engine::hex::Hex;
use crate::engine::stargate::data;
use crate::ui::board::layout::{num, translate, Rect, S, SQ3};

/// Where a hex's top line (label, then energy value) sits, from its centre.
pub const LABEL_DX: f64 = -0.18 * S;
pub const LABEL_DY: f64 = -0.6 * S;

/// Gate colours: A cyan, B magenta.
pub const GATE_COLOURS: [&str; 2] = ["#3fd0ff", "#ff5ad9"];

/// Gradients used by the layers.
const DEFS: &str = concat!(
    r##"<defs><radialGradient id="sg-g-space" cx="50%" cy="40%" r="80%">"##,
    r##"<stop offset="0%" stop-color="#141c44"/><stop offset="55%" stop-color="#080b1f"/>"##,
    r##"<stop offset="100%" stop-color="#020309"/></radialGradient>"##,
    r##"<radialGradient id="sg-g-gate0"><stop offset="0%" stop-color="#3fd0ff" stop-opacity="0.55"/>"##,
    r##"<stop offset="100%" stop-color="#3fd0ff" stop-opacity="0"/></radialGradient>"##,
    r##"<radialGradient id="sg-g-gate1"><stop offset="0%" stop-color="#ff5ad9" stop-opacity="0.55"/>"##,
    r##"<stop offset="100%" stop-color="#ff5ad9" stop-opacity="0"/></radialGradient>"##,
    r##"<radialGradient id="sg-g-null"><stop offset="0%" stop-color="#000000"/>"##,
    r##"<stop offset="62%" stop-color="#05010d"/><stop offset="85%" stop-color="#6c3cff" stop-opacity="0.9"/>"##,
    r##"<stop offset="100%" stop-color="#b89bff" stop-opacity="0"/></radialGradient></defs>"##,
);

/// An SVG string being written.
struct Svg(String);

impl Svg {
    fn s(&mut self, text: &str) -> &mut Self {
        self.0.push_str(text);
        self
    }
    /// A number attribute: ` name="v"` (at most one decimal).
    fn a(&mut self, name: &str, v: f64) -> &mut Self {
        self.0.push(' ');
        self.0.push_str(name);
        self.0.push_str("=\"");
        num(&mut self.0, v, 1);
        self.0.push('"');
        self
    }
    /// `<path class="…" d="…"/>`.
    fn path(&mut self, class: &str, hexes: &[Hex], scale: f64) -> &mut Self {
        self.s("<path class=\"").s(class).s("\" d=\"").s(&hex_path(hexes, scale)).s("\"/>")
    }
    /// A `<text …>` opening with x and y.
    fn text(&mut self, x: f64, y: f64) -> &mut Self {
        self.s("<text").a("x", x).a("y", y)
    }
    fn circle(&mut self, x: f64, y: f64, r: f64) -> &mut Self {
        self.s("<circle").a("cx", x).a("cy", y).a("r", r)
    }
    fn rect(&mut self, r: Rect, class: &str, rx: f64) -> &mut Self {
        self.s("<rect class=\"").s(class).s("\"").a("x", r.x0).a("y", r.y0).a("width", r.w()).a("height", r.h());
        self.a("rx", rx).s("/>")
    }
}

/// Deterministic star field: two paths of round dots (zero-length segments with round caps).
fn stars(o: &mut Svg) {
    let w = layout::world_rect();
    let (x0, y0, ww, hh) = (w.x0 - 2.0 * w.w(), w.y0 - 2.0 * w.h(), 5.0 * w.w(), 5.0 * w.h());
    let mut seed: u32 = 0x5eed_1979;
    let mut rnd = move || {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        seed as f64 / u32::MAX as f64
    };
    let (mut small, mut big) = (String::new(), String::new());
    for i in 0..900 {
        let (x, y) = (x0 + rnd() * ww, y0 + rnd() * hh);
        let p = if i % 7 == 0 { &mut big } else { &mut small };
        p.push('M');
        num(p, x, 0);
        p.push(' ');
        num(p, y, 0);
        p.push_str("h0");
    }
    o.s("<path class=\"sg-stars\" d=\"").s(&small).s("\" stroke-width=\"1.6\"/>");
    o.s("<path class=\"sg-stars sg-stars-big\" d=\"").s(&big).s("\" stroke-width=\"2.8\"/>");
}

fn energy_tints(o: &mut Svg) {
    for (e, cls) in [(-2i8, "m2"), (-1, "m1"), (1, "1"), (2, "2"), (3, "3"), (4, "4")] {
        let hexes: Vec<Hex> = map_hexes().into_iter().filter(|&h| data::energy(h) == e).collect();
        o.s("<path class=\"sg-energy-tint sg-e").s(cls).s("\" d=\"").s(&hex_path(&hexes, 1.0)).s("\"/>");
    }
}

/// Energy values, right of the hex's label in its top line (above the counters), coloured by sign.
fn energy_values(o: &mut Svg) {
    let fours: Vec<Hex> = map_hexes().into_iter().filter(|&h| data::energy(h) == 4).collect();
    o.path("sg-four", &fours, 0.84).s("<g class=\"sg-evs\">");
    for h in map_hexes() {
        let e = data::energy(h);
        if e == 0 {
            continue;
        }
        let (x, y) = center(h);
        let (cls, sign) = if e > 0 { ("sg-ev sg-ev-pos", "+") } else { ("sg-ev sg-ev-neg", "\u{2212}") };
        o.s("<text class=\"").s(cls).s("\"").a("x", x + LABEL_DX + 0.62 * S).a("y", y + LABEL_DY).s(">");
        o.s(sign).s(&e.unsigned_abs().to_string()).s("</text>");
    }
    o.s("</g>");
}

fn gate(o: &mut Svg, g: usize) {
    let (x, y) = center(data::gate_hex(g));
    let c = GATE_COLOURS[g];
    o.s("<g class=\"sg-gate\">");
    o.circle(x, y, 1.25 * S).s(" fill=\"url(#sg-g-gate").s(if g == 0 { "0" } else { "1" }).s(")\"/>");
    o.s("<circle class=\"sg-orbit-ring\"").a("cx", x).a("cy", y).a("r", SQ3 * S).s(" stroke=\"").s(c).s("\"/>");
    o.circle(x, y, 0.62 * S).s(" fill=\"none\" stroke=\"").s(c).s("\" stroke-width=\"3\"/>");
    o.circle(x, y, 0.47 * S).s(" fill=\"#04050d\" stroke=\"").s(c).s("\" stroke-width=\"1\" stroke-opacity=\"0.7\"/>");
    o.s("<text class=\"sg-gate-letter\"").a("x", x).a("y", y + 0.2 * S).a("font-size", 0.56 * S);
    o.s(" fill=\"").s(c).s("\" text-anchor=\"middle\">").s(if g == 0 { "A" } else { "B" }).s("</text>");
    o.s("<text class=\"sg-feature-name\"").a("x", x).a("y", y + 0.8 * S).s(" fill=\"").s(c);
    o.s("\" text-anchor=\"middle\">").s(&data::GATE_NAMES[g].to_ascii_uppercase()).s("</text>");
    for n in 1..=6u8 {
        let (ox, oy) = center(data::orbit_hex(g, n));
        o.s("<g class=\"sg-orbit-no\" transform=\"").s(&translate(ox, oy)).s("\">");
        o.s("<circle").a("r", 0.2 * S).s(" stroke=\"").s(c).s("\"/>");
        o.s("<text").a("y", 0.08 * S).a("font-size", 0.24 * S).s(" fill=\"").s(c).s("\" text-anchor=\"middle\">");
        o.s(&n.to_string()).s("</text></g>");
    }
    o.s("</g>");
}

fn nullgate(o: &mut Svg) {
    let (x, y) = center(data::nullgate());
    o.s("<g class=\"sg-null\">");
    o.circle(x, y, 0.78 * S).s(" fill=\"url(#sg-g-null)\"/>");
    o.circle(x, y, 0.5 * S).s(r##" fill="none" stroke="#d9ccff" stroke-width="1.2" stroke-dasharray="2 2.5"/>"##);
    o.s("<text class=\"sg-null-sym\"").a("x", x).a("y", y + 0.15 * S).a("font-size", 0.42 * S);
    o.s(" text-anchor=\"middle\">\u{2205}</text>");
    o.s("<text class=\"sg-feature-name\"").a("x", x).a("y", y + 0.8 * S);
    o.s(r##" fill="#cdb8ff" text-anchor="middle">NULLGATE</text></g>"##);
}

fn labels(o: &mut Svg) {
    for h in layout::all_hexes() {
        let (x, y) = center(h);
        o.text(x + LABEL_DX, y + LABEL_DY).s(">").s(&h.label()).s("</text>");
    }
}

fn staging(o: &mut Svg) {
    let r = layout::staging_rect();
    let cx = (r.x0 + r.x1) / 2.0;
    o.rect(r, "sg-staging-frame", 0.25 * S);
    o.s("<text class=\"sg-staging-title\"").a("x", cx).a("y", r.y0 + 0.62 * S).s(" text-anchor=\"middle\">STAGING</text>");
    o.s("<text class=\"sg-staging-sub\"").a("x", cx).a("y", r.y0 + 1.02 * S);
    o.s(" text-anchor=\"middle\">Coalition enters</text>");
    o.path("sg-grid sg-grid-staging", &data::staging_hexes(), 1.0);
}

/// The gradients and all static layers, in drawing order, as SVG markup.
pub fn layers() -> String {
    let mut o = Svg(String::with_capacity(64 * 1024));
    o.s(DEFS).s("<g class=\"sg-l-bg\" aria-hidden=\"true\">");
    stars(&mut o);
    o.rect(layout::map_rect(), "sg-sheet", 0.3 * S).s("</g><g class=\"sg-l-tint\" aria-hidden=\"true\">");
    energy_tints(&mut o);
    o.s("</g>");
    let grid = map_hexes();
    o.s("<path class=\"sg-grid\" d=\"").s(&hex_path(&grid, 1.0)).s("\" aria-hidden=\"true\"/>");
    o.s("<g class=\"sg-l-staging\" aria-hidden=\"true\">");
    staging(&mut o);
    o.s("</g><g class=\"sg-l-features\" aria-hidden=\"true\">");
    energy_values(&mut o);
    gate(&mut o, 0);
    gate(&mut o, 1);
    nullgate(&mut o);
    o.s("</g><g class=\"sg-l-labels\" aria-hidden=\"true\">");
    labels(&mut o);
    o.s("</g>");
    o.0
}
