//! The printed map as static SVG layers (drawn once): stars, the map sheet, energy tints, the hex grid as
//! one path, the features (Stargates, Nullgate, orbit numbers, energy values), XXYY labels and the
//! staging area.

use super::layout::{self, center, hex_path, map_hexes, Rect, S, SQ3};
use crate::engine::hex::Hex;
use crate::engine::stargate::data;
use leptos::prelude::*;
use std::fmt::Write;

/// Where a hex's top line (label, then energy value) sits, from its centre.
const LABEL_DX: f64 = -0.18 * S;
const LABEL_DY: f64 = -0.6 * S;

/// Gate colours: A cyan, B magenta.
pub const GATE_COLOURS: [&str; 2] = ["#3fd0ff", "#ff5ad9"];

/// Gradients used by the layers.
pub fn defs() -> impl IntoView {
    view! {
        <defs>
            <radialGradient id="sg-g-space" cx="50%" cy="40%" r="80%">
                <stop offset="0%" stop-color="#141c44"/>
                <stop offset="55%" stop-color="#080b1f"/>
                <stop offset="100%" stop-color="#020309"/>
            </radialGradient>
            <radialGradient id="sg-g-gate0">
                <stop offset="0%" stop-color="#3fd0ff" stop-opacity="0.55"/>
                <stop offset="100%" stop-color="#3fd0ff" stop-opacity="0"/>
            </radialGradient>
            <radialGradient id="sg-g-gate1">
                <stop offset="0%" stop-color="#ff5ad9" stop-opacity="0.55"/>
                <stop offset="100%" stop-color="#ff5ad9" stop-opacity="0"/>
            </radialGradient>
            <radialGradient id="sg-g-null">
                <stop offset="0%" stop-color="#000000"/>
                <stop offset="62%" stop-color="#05010d"/>
                <stop offset="85%" stop-color="#6c3cff" stop-opacity="0.9"/>
                <stop offset="100%" stop-color="#b89bff" stop-opacity="0"/>
            </radialGradient>
        </defs>
    }
}

/// Deterministic star field: two paths of round dots (zero-length segments with round caps).
fn stars() -> impl IntoView {
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
        let _ = write!(p, "M{x:.0} {y:.0}h0");
    }
    view! {
        <path class="sg-stars" d=small stroke-width="1.6"/>
        <path class="sg-stars sg-stars-big" d=big stroke-width="2.8"/>
    }
}

fn rect(r: Rect, class: &'static str, rx: f64) -> impl IntoView {
    view! { <rect class=class x=r.x0 y=r.y0 width=r.w() height=r.h() rx=rx/> }
}

fn energy_tints() -> impl IntoView {
    [-2i8, -1, 1, 2, 3, 4]
        .into_iter()
        .map(|e| {
            let d = hex_path(map_hexes().into_iter().filter(|&h| data::energy(h) == e), 1.0);
            let cls = format!("sg-energy-tint sg-e{}", if e < 0 { format!("m{}", -e) } else { e.to_string() });
            view! { <path class=cls d=d/> }
        })
        .collect_view()
}

/// Energy values, right of the hex's label in its top line (above the counters), coloured by sign.
fn energy_values() -> impl IntoView {
    let fours: Vec<Hex> = map_hexes().into_iter().filter(|&h| data::energy(h) == 4).collect();
    let texts = map_hexes()
        .into_iter()
        .filter(|&h| data::energy(h) != 0)
        .map(|h| {
            let e = data::energy(h);
            let (x, y) = center(h);
            let (cls, txt) = if e > 0 {
                ("sg-ev sg-ev-pos", format!("+{e}"))
            } else {
                ("sg-ev sg-ev-neg", format!("\u{2212}{}", -e))
            };
            view! { <text class=cls x=x + LABEL_DX + 0.55 * S y=y + LABEL_DY>{txt}</text> }
        })
        .collect_view();
    view! {
        <path class="sg-four" d=hex_path(fours, 0.84)/>
        <g class="sg-evs">{texts}</g>
    }
}

fn gate(g: usize) -> impl IntoView {
    let (x, y) = center(data::gate_hex(g));
    let c = GATE_COLOURS[g];
    let letter = if g == 0 { "A" } else { "B" };
    let orbit = (1..=6u8)
        .map(|n| {
            let (ox, oy) = center(data::orbit_hex(g, n));
            view! {
                <g class="sg-orbit-no" transform=format!("translate({ox:.1} {oy:.1})")>
                    <circle r=0.2 * S stroke=c/>
                    <text y=0.08 * S font-size=0.24 * S fill=c text-anchor="middle">{n.to_string()}</text>
                </g>
            }
        })
        .collect_view();
    view! {
        <g class="sg-gate">
            <circle cx=x cy=y r=1.25 * S fill=format!("url(#sg-g-gate{g})")/>
            <circle class="sg-orbit-ring" cx=x cy=y r=SQ3 * S stroke=c/>
            <circle cx=x cy=y r=0.62 * S fill="none" stroke=c stroke-width="3"/>
            <circle cx=x cy=y r=0.47 * S fill="#04050d" stroke=c stroke-width="1" stroke-opacity="0.7"/>
            <text class="sg-gate-letter" x=x y=y + 0.2 * S font-size=0.56 * S fill=c text-anchor="middle">{letter}</text>
            <text class="sg-feature-name" x=x y=y + 0.8 * S fill=c text-anchor="middle">{data::GATE_NAMES[g].to_uppercase()}</text>
            {orbit}
        </g>
    }
}

fn nullgate() -> impl IntoView {
    let (x, y) = center(data::nullgate());
    view! {
        <g class="sg-null">
            <circle cx=x cy=y r=0.78 * S fill="url(#sg-g-null)"/>
            <circle cx=x cy=y r=0.5 * S fill="none" stroke="#d9ccff" stroke-width="1.2" stroke-dasharray="2 2.5"/>
            <text class="sg-null-sym" x=x y=y + 0.15 * S font-size=0.42 * S text-anchor="middle">"\u{2205}"</text>
            <text class="sg-feature-name" x=x y=y + 0.8 * S fill="#cdb8ff" text-anchor="middle">"NULLGATE"</text>
        </g>
    }
}

fn labels() -> impl IntoView {
    layout::all_hexes()
        .into_iter()
        .map(|h| {
            let (x, y) = center(h);
            view! { <text x=x + LABEL_DX y=y + LABEL_DY>{h.label()}</text> }
        })
        .collect_view()
}

fn staging() -> impl IntoView {
    let r = layout::staging_rect();
    let cx = (r.x0 + r.x1) / 2.0;
    view! {
        {rect(r, "sg-staging-frame", 0.25 * S)}
        <text class="sg-staging-title" x=cx y=r.y0 + 0.62 * S text-anchor="middle">"STAGING"</text>
        <text class="sg-staging-sub" x=cx y=r.y0 + 1.02 * S text-anchor="middle">"Coalition enters"</text>
        <path class="sg-grid sg-grid-staging" d=hex_path(data::staging_hexes(), 1.0)/>
    }
}

/// All static layers, in drawing order.
pub fn layers() -> impl IntoView {
    view! {
        <g class="sg-l-bg" aria-hidden="true">{stars()}{rect(layout::map_rect(), "sg-sheet", 0.3 * S)}</g>
        <g class="sg-l-tint" aria-hidden="true">{energy_tints()}</g>
        <path class="sg-grid" d=hex_path(map_hexes(), 1.0) aria-hidden="true"/>
        <g class="sg-l-staging" aria-hidden="true">{staging()}</g>
        <g class="sg-l-features" aria-hidden="true">{energy_values()}{gate(0)}{gate(1)}{nullgate()}</g>
        <g class="sg-l-labels" aria-hidden="true">{labels()}</g>
    }
}
