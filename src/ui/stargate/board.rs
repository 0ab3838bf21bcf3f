//! The StarGate board: the map as SVG layers, counters, selection, a chooser, pan and zoom.
//!
//! Everything the board offers comes from `view.legal`; a tap is translated into one of those actions
//! by [`select::tap`] and sent with `on_action`. Files: `layout` (the StarGate map's pixel geometry),
//! `map` (static layers), `counters` (counter faces), `card` (the selected counter, enlarged, with its
//! values), `select` (what a tap means, accessible names),
//! `units_text` (the board as text); from the shared kit (`ui::board`), `camera` (pan, zoom, gestures) and
//! the grid's geometry. Styles: `style/stargate.css` (classes `sg-*`, fetched with StarGate's code).

mod card;
mod counters;
mod layout;
mod map;
mod select;
mod units_text;

pub use select::{Chooser, Item};
pub use units_text::units_text;

use crate::engine::hex::Hex;
use crate::engine::stargate::view::UnitView;
use crate::engine::stargate::{data, Action, UnitId, View};
use crate::ui::board::camera::{PanZoom, World};
use crate::ui::board::counter_card::counter_card;
use crate::engine::game::Marks;
use crate::ui::board::layout::{arrow_step, translate, S};
use crate::ui::board::marks::{follow_marks, log_marks};
use crate::ui::focus::{self, after_render, focus_first};
use crate::platform::dom::cast;
use crate::ui::{button_index, click, elem, esc_attr, on_key, rtext};
use layout::center;
use leptos::ev;
use leptos::prelude::*;

/// The StarGate board.
///
/// - `view`: the viewing seat's [`View`] (any signal, memo or closure converts into it).
/// - `on_action`: called with one of `view.legal`'s actions when the player makes it on the board
///   (Stage, Reveal, Move). `Callback` is Leptos 0.8's `Copy` + `Send` callback (`reactive_graph::
///   callback::Callback`), so a closure `move |a: Action| …` converts into it.
#[component]
pub fn Board(#[prop(into)] view: Signal<View>, #[prop(into)] on_action: Callback<Action>) -> impl IntoView {
    let sel = RwSignal::new(None::<UnitId>);
    let chooser = RwSignal::new(None::<Chooser>);
    // The hex that holds the grid's roving tab stop (arrows move it).
    let kb = RwSignal::new(Hex::from_offset(data::COLS, 9));
    let pz = PanZoom::new(
        Callback::new(|_| World { r: layout::world_rect(), start_k: START_PX / S, near: 3.0 * START_PX / S }),
        Callback::new(move |_| view.with_untracked(|v| focus(v, sel.get_untracked()))),
    );
    let cam = pz.cam;

    // A new view: keep or change the selection (the moving unit is selected automatically).
    crate::ui::effect(move || {
        let next = view.with(|v| select::reselect(v, sel.get_untracked()));
        sel.set(next);
        chooser.set(None);
    });

    // Where the action is, kept in view: after each new view (or selection), the board pans to the selected
    // unit or the first hex an action names when it is off screen (the first view shows only part of the
    // map on most screens: `START_PX`).
    crate::ui::effect(move || {
        let at = view.with(|v| focus(v, sel.get()));
        if let Some((x, y)) = at {
            // In the next frame, if the board is still there (a hand-over may have taken it away).
            request_animation_frame(move || {
                if let Some(c) = pz.cam.try_get_untracked() {
                    pz.keep_in_view(x, y, 1.5 * S * c.k);
                }
            });
        }
    });

    let targets = Memo::new(move |_| view.with(|v| sel.get().map(|u| select::targets(v, u)).unwrap_or_default()));

    let dragged = move || pz.dragged();

    // The chosen log entry's hexes and its units' hexes (where they are now), brought into view.
    let marks = log_marks();
    let marked = Memo::new(move |_| marks.with(|m| m.as_ref().map(|m| view.with(|v| marked_hexes(v, m))).unwrap_or_default()));
    follow_marks(pz, move |m| {
        let (a, b) = view.with_untracked(|v| marked_hexes(v, m));
        a.iter().chain(&b).map(|&h| center(h)).collect()
    });

    // --- Taps and keys --------------------------------------------------------------------------------
    // An action; from the chooser, the focus then goes back to its hex.
    let act = move |a: Action| {
        let back = chooser.get_untracked().map(|c| c.hex);
        chooser.set(None);
        on_action.run(a);
        if let Some(h) = back {
            focus_first(&format!("#sg-hex-{}", h.label()));
        }
    };
    let tap_hex = move |h: Hex| {
        if chooser.get_untracked().is_some() {
            chooser.set(None);
            return;
        }
        let out = view.with_untracked(|v| select::tap(v, sel.get_untracked(), h));
        match out {
            select::Outcome::Act(a) => act(a),
            select::Outcome::Choose(c) => {
                chooser.set(Some(c));
                after_render(|| focus_first("#sg-chooser button"));
            }
            select::Outcome::Select(u) => sel.set(u),
        }
    };
    // A counter or tray button: select it (again: deselect). From the keyboard, the focus then goes to
    // the first hex it may go to (Tab walks the others), else back to the re-created counter.
    let pick_unit = move |u: UnitId, keyboard: bool| {
        chooser.set(None);
        sel.update(|s| *s = if *s == Some(u) { None } else { Some(u) });
        if keyboard {
            let first = targets.get_untracked().first().map(|h| format!("#sg-hex-{}", h.label()));
            after_render(move || focus_first(&first.unwrap_or_else(|| format!("#sg-unit-{u}"))));
        }
    };
    let clear = move || {
        sel.set(None);
        chooser.set(None);
    };
    // Close the chooser and give the focus back to its hex.
    let cancel = move || {
        if let Some(c) = chooser.get_untracked() {
            chooser.set(None);
            focus_first(&format!("#sg-hex-{}", c.hex.label()));
        }
    };
    let on_board_key = move |e: ev::KeyboardEvent| match e.key().as_str() {
        "Escape" if chooser.with_untracked(Option::is_some) => cancel(),
        "Escape" => clear(),
        k => {
            pz.key(k);
        }
    };
    let hexes = layout::all_hexes();
    let move_kb = move |h: Hex, key: &str| -> bool {
        let Some(to) = arrow_step(h, key) else { return false };
        if data::on_map(to) || layout::is_staging(to) {
            kb.set(to);
            let (x, y) = center(to);
            pz.set(cam.get_untracked().reveal(x * 1.0, y * 1.0, 2.0 * S * cam.get_untracked().k));
            focus_first(&format!("#sg-hex-{}", to.label()));
        }
        true
    };

    // --- Accessible hex names: static features + what the hex holds and offers now -------------------
    let hex_states = Memo::new(move |_| {
        view.with(|v| {
            let s = sel.get();
            let mut hs: Vec<Hex> = v.units.iter().filter_map(|u| u.hex).collect();
            hs.extend(v.gates.iter().map(|g| g.hex));
            hs.extend(targets.get());
            hs.into_iter()
                .filter_map(|h| {
                    let st = select::hex_state(v, s, h);
                    (!st.is_empty()).then_some((h, st))
                })
                .collect::<Vec<(Hex, String)>>()
        })
    });

    // --- Layers, as markup -------------------------------------------------------------------------------
    let highlights = move || {
        let sel_hex = view.with(|v| sel.get().and_then(|u| v.units.iter().find(|x| x.id == u).and_then(|x| x.hex)));
        let chosen = chooser.with(|c| c.as_ref().map(|c| c.hex));
        let mut out = String::new();
        for (class, hexes, scale) in [
            ("sg-hl-reveal", view.with(select::reveal_hexes), 0.9),
            ("sg-hl-act", view.with(select::action_hexes), 0.9),
            ("sg-hl-target", targets.get(), 0.9),
            ("sg-hl-sel", sel_hex.into_iter().collect(), 0.97),
            ("sg-hl-choose", chosen.into_iter().collect(), 0.9),
        ] {
            path(&mut out, class, &hexes, scale);
        }
        out
    };

    // The counters, as markup (engine names only, escaped). Taps and keys go to the hex grid below them
    // (`.sg-l-units` takes no pointer events; counters are not tab stops), so they need no listeners.
    let units_layer = move || {
        let s = sel.get();
        view.with(|v| {
            let mut by_hex: Vec<(Hex, Vec<&UnitView>)> = Vec::new();
            for h in v.units.iter().filter_map(|u| u.hex) {
                if !by_hex.iter().any(|(x, _)| *x == h) {
                    let mut us = select::units_at(v, h);
                    // The selected unit sits on top of its stack.
                    if let Some(i) = us.iter().position(|u| Some(u.id) == s) {
                        let u = us.remove(i);
                        us.insert(0, u);
                    }
                    by_hex.push((h, us));
                }
            }
            // Hex order (q, then r).
            crate::ui::sort_by_key(&mut by_hex, |(h, _)| crate::ui::pair_key(h.q, h.r));
            let mut out = String::new();
            for g in v.gates.iter().filter(|g| g.face_down > 0) {
                face_down_stack(&mut out, g.hex, g.face_down as usize);
            }
            for (h, us) in by_hex {
                let (cx, cy) = center(h);
                let n = us.len();
                let m = n.min(3);
                // Draw bottom first; the first of `us` is the top counter.
                for (i, u) in us.iter().rev().enumerate() {
                    let slot = i.saturating_sub(n - m);
                    let (dx, dy) = counters::stack_offset(slot, m);
                    let selected = s == Some(u.id);
                    out.push_str("<g class=\"sg-counter");
                    for (on, class) in [
                        (selected, " sg-sel"),
                        (select::has_actions(v, u.id), " sg-can"),
                        (u.moved, " sg-moved"),
                        (select::loseable(v, u.id), " sg-lose"),
                    ] {
                        if on {
                            out.push_str(class);
                        }
                    }
                    out.push_str(&format!("\" id=\"sg-unit-{}\" role=\"button\" tabindex=\"-1\" aria-pressed=\"{selected}\" aria-label=\"", u.id));
                    esc_attr(&mut out, &select::unit_label_in(v, u));
                    out.push_str("\" transform=\"");
                    out.push_str(&translate(cx + dx, cy + dy));
                    out.push_str("\">");
                    counters::face(&mut out, u);
                    if i == n - 1 && n > 1 {
                        counters::badge(&mut out, n);
                    }
                    out.push_str("</g>");
                }
            }
            out
        })
    };

    // The hit layer is an ARIA grid (one row per offset row, a cell per hex): one tab stop, arrow keys
    // move between hexes, Enter or Space taps, Escape cancels. Its markup is made once; a change sets the
    // names of the few cells whose state changed and moves the tab stop on the elements themselves, so a
    // select re-labels the hexes it touches, not all 500 (issue 16: a select within one 16 ms frame).
    let grid = NodeRef::<leptos::svg::G>::new();
    let hits = hits_markup(&hexes, kb.get_untracked());
    let mut prev: Vec<(Hex, String)> = Vec::new();
    crate::ui::effect(move || {
        let now = hex_states.get();
        let Some(g) = grid.get() else { return };
        for &(h, _) in now.iter().chain(&prev) {
            let is = state_in(&now, h);
            if is != state_in(&prev, h) {
                if let Ok(Some(cell)) = g.query_selector(&format!("#sg-hex-{}", h.label())) {
                    let _ = cell.set_attribute("aria-label", &cell_name(h, is));
                }
            }
        }
        prev = now;
    });
    let mut tab_was = None;
    crate::ui::effect(move || {
        let now = kb.get();
        if let Some(g) = grid.get() {
            for (h, tab) in tab_was.replace(now).into_iter().map(|h| (h, "-1")).chain([(now, "0")]) {
                if let Ok(Some(cell)) = g.query_selector(&format!("#sg-hex-{}", h.label())) {
                    let _ = cell.set_attribute("tabindex", tab);
                }
            }
        }
    });
    // The hex of the grid cell an event came from.
    let cell_of = |target: Option<web_sys::EventTarget>| {
        let el = cast::<web_sys::Element>(target?)?.closest(".sg-hit").ok()??;
        Hex::from_label(el.id().strip_prefix("sg-hex-")?)
    };

    // The chosen log entry's hexes and its units' hexes, and the hex numbers of those and of the selected
    // unit's, readable at any zoom (the map's own are hidden when hexes are small: `lod`).
    let log_layer = move || {
        let k = cam.get().k;
        let sel_hex = view.with(|v| sel.get().and_then(|u| v.units.iter().find(|x| x.id == u).and_then(|x| x.hex)));
        let mut hs: Vec<Hex> = marked.with(|(a, b)| a.iter().chain(b).copied().collect());
        hs.extend(sel_hex);
        let mut out = String::new();
        marked.with(|(a, b)| {
            path(&mut out, "log-mark", a, 0.92);
            path(&mut out, "log-mark-unit", b, 1.0);
        });
        out.push_str("<g class=\"sg-mark-labels\">");
        let mut done: Vec<Hex> = Vec::new();
        for h in hs {
            if done.contains(&h) {
                continue;
            }
            done.push(h);
            let (x, y) = center(h);
            out.push_str("<text");
            for (name, v) in [("x", x + map::LABEL_DX), ("y", y + map::LABEL_DY), ("font-size", MARK_LABEL_PX / k.max(0.01))] {
                out.push(' ');
                out.push_str(name);
                out.push_str("=\"");
                crate::ui::board::layout::num(&mut out, v, 2);
                out.push('"');
            }
            out.push('>');
            out.push_str(&h.label());
            out.push_str("</text>");
        }
        out.push_str("</g>");
        out
    };

    // --- Overlays -----------------------------------------------------------------------------------------
    let info = move || {
        let s = sel.get()?;
        view.with(|v| {
            let u = v.units.iter().find(|x| x.id == s)?;
            let mut t = select::unit_label(u);
            if let Some(mp) = v.motion.as_ref().filter(|m| m.units.contains(&s)).and_then(|m| m.mp) {
                t.push_str(&format!(" \u{b7} {mp} MP left"));
            }
            if v.units.iter().filter(|x| x.lead == u.lead).count() > 1 {
                t.push_str(" \u{b7} moves as a combined unit");
            }
            let n = targets.with(|t| t.len());
            if n > 0 {
                t.push_str(" \u{b7} tap a highlighted hex");
            }
            if let Some(h) = u.hex {
                let here = select::units_at(v, h);
                if here.len() > 1 {
                    let i = here.iter().position(|x| x.id == s).unwrap_or(0) + 1;
                    t.push_str(&format!(" \u{b7} {i}/{} here: tap again for the next", here.len()));
                }
            }
            Some(t)
        })
    };

    // The chooser and the tray are markup (engine names only, escaped) with one listener each.
    let on_chooser = move |e: ev::MouseEvent| {
        let Some(i) = button_index(&e) else { return };
        match chooser.with_untracked(|c| c.as_ref().map(|c| c.items.get(i).cloned())) {
            Some(Some(Item::Act(ch))) => act(ch.action),
            Some(Some(Item::Select(u, _))) => {
                chooser.set(None);
                sel.set(Some(u));
            }
            // The last button: Cancel.
            _ => cancel(),
        }
    };

    let waiting = Memo::new(move |_| {
        view.with(|v| {
            v.units
                .iter()
                .filter(|u| u.hex.is_none())
                .map(|u| (u.clone(), select::has_actions(v, u.id)))
                .collect::<Vec<_>>()
        })
    });
    let tray = move || waiting.with(|list| tray_markup(list, sel.get_untracked()));
    // A tray button is pressed while its unit is selected: set on the buttons, so that a selection does
    // not make them again (the keyboard's focus stays where it is).
    crate::ui::effect(move || {
        let pressed = sel.get().map(|u| format!("sg-tray-{u}"));
        waiting.track();
        let Ok(all) = document().query_selector_all(".sg-tray-unit") else { return };
        for b in (0..all.length()).filter_map(|i| cast::<web_sys::Element>(all.get(i)?)) {
            let on = pressed.as_deref() == Some(b.id().as_str());
            let _ = b.set_attribute("aria-pressed", if on { "true" } else { "false" });
        }
    });
    let on_tray = move |e: ev::MouseEvent| {
        let unit = e
            .target()
            .and_then(cast::<web_sys::Element>)
            .and_then(|t| t.closest(".sg-tray-unit").ok().flatten())
            .and_then(|b| b.id().strip_prefix("sg-tray-")?.parse::<UnitId>().ok());
        if let Some(u) = unit {
            pick_unit(u, e.detail() == 0);
        }
    };

    let lod = move || {
        let px = cam.get().hex_px();
        format!(
            "sg-map{}{}",
            if px < LABELS_PX { " sg-lod-nolabels" } else { "" },
            if px < 17.0 { " sg-lod-far" } else { "" }
        )
    };

    view! {
        // A cell that takes the focus holds the tab stop. (Listened for here: Chromium makes an SVG element
        // with a focus listener focusable.)
        <div class="sg-board" on:keydown=on_key(on_board_key)
            on:focusin=move |e: ev::FocusEvent| if let Some(h) = cell_of(e.target()) { kb.set(h) }>
            <div class="sg-stage">
                <svg node_ref=pz.svg class=rtext(lod) role="group" aria-label="StarGate map"
                    on:pointerdown=pz.on_down() on:pointermove=pz.on_move() on:pointerup=pz.on_up() on:pointercancel=pz.on_up()
                    on:wheel=pz.on_wheel()
                    on:click=click(move |_| if !dragged() { clear() })>
                    <rect class="sg-space" width="100%" height="100%" fill="url(#sg-g-space)"/>
                    <g transform=pz.transform()>
                        <g inner_html=map::layers()></g>
                        <g class="sg-l-hl" aria-hidden="true" inner_html=rtext(highlights)></g>
                        <g class="sg-l-units" inner_html=rtext(units_layer)></g>
                        <g class="sg-l-log" aria-hidden="true" inner_html=rtext(log_layer)></g>
                        <g node_ref=grid class="sg-l-hits" role="grid" aria-label="Map hexes: arrow keys move, Enter taps, Escape cancels"
                            inner_html=hits
                            on:click=click(move |e: ev::MouseEvent| {
                                if let Some(h) = cell_of(e.target()) {
                                    e.stop_propagation();
                                    if !dragged() { tap_hex(h) }
                                }
                            })
                            on:keydown=on_key(move |e: ev::KeyboardEvent| {
                                let Some(h) = cell_of(e.target()) else { return };
                                if is_activate(&e) {
                                    e.prevent_default();
                                    tap_hex(h);
                                } else if move_kb(h, &e.key()) {
                                    e.prevent_default();
                                }
                            })></g>
                    </g>
                </svg>
                {pz.buttons()}
                <p class="sg-info" aria-live="polite">{rtext(move || info().unwrap_or_default())}</p>
                // The selected counter, enlarged, while no chooser is open (they would share the board's foot).
                {counter_card(move || {
                    let s = sel.get().filter(|_| chooser.with(Option::is_none))?;
                    view.with(|v| card::card(v, s))
                }, "sg-card")}
                <div class="sg-slot" inner_html=rtext(move || chooser.with(|c| c.as_ref().map(chooser_markup).unwrap_or_default()))
                    on:click=click(on_chooser) on:keydown=on_key(|e: ev::KeyboardEvent| focus::trap_tab(&e, "#sg-chooser"))></div>
            </div>
            <div class="sg-slot" inner_html=rtext(tray) on:click=click(on_tray)></div>
        </div>
    }
}

/// Smallest on-screen hex radius (CSS px) of the first view, unless the whole map fits: its counters' values
/// and hex numbers are then at least 9 CSS px tall on screen (issue 16 point 7; tests/e2e/counters.spec.mjs),
/// the map centred on where the action is. "Fit" still shows the whole map.
const START_PX: f64 = 32.0;

/// Hexes at least this large on screen (CSS px radius) show every hex number; smaller, only the hexes of the
/// chosen log entry and the selected unit's (drawn at a readable size).
const LABELS_PX: f64 = 30.0;

/// On-screen size (CSS px) of the hex numbers drawn over the map when the others are hidden.
const MARK_LABEL_PX: f64 = 11.0;

/// Where the action is, for the first view and to keep in view: the selected unit, else the first legal
/// action's unit where it stands (a move's unit, not where it may go), else the first hex an action names.
fn focus(v: &View, sel: Option<UnitId>) -> Option<(f64, f64)> {
    let hex_of = |u: UnitId| v.units.iter().find(|x| x.id == u).and_then(|x| x.hex);
    let unit_hex = sel.and_then(hex_of);
    let mover_hex = || v.legal.iter().find_map(|c| select::unit_target(&c.action).and_then(|(u, _)| hex_of(u)));
    let action_hex = || {
        v.legal.iter().find_map(|c| match c.action {
            Action::Reveal { gate } => Some(data::gate_hex(gate as usize)),
            ref a => select::unit_target(a).map(|(_, h)| h),
        })
    };
    unit_hex.or_else(mover_hex).or_else(action_hex).map(center)
}

/// A log entry's marks on this board: its hexes, and the hexes its units stand in now (those on the map).
fn marked_hexes(v: &View, m: &Marks) -> (Vec<Hex>, Vec<Hex>) {
    let units = m.units.iter().filter_map(|&id| v.units.iter().find(|u| u.id as u32 == id)?.hex);
    let mut at: Vec<Hex> = Vec::new();
    for h in units {
        if !at.contains(&h) {
            at.push(h);
        }
    }
    (m.hexes.clone(), at)
}

/// The blank counters of a Stargate's face-down units, with their count, as markup.
fn face_down_stack(out: &mut String, h: Hex, n: usize) {
    let (cx, cy) = center(h);
    let m = n.min(3);
    for i in 0..m {
        let (dx, dy) = counters::stack_offset(i, m);
        out.push_str("<g class=\"sg-facedown\" aria-hidden=\"true\" transform=\"");
        out.push_str(&translate(cx + dx, cy + dy));
        out.push_str("\">");
        counters::blank_face(out);
        if i == m - 1 {
            counters::badge(out, n);
        }
        out.push_str("</g>");
    }
}

fn is_activate(e: &ev::KeyboardEvent) -> bool {
    matches!(e.key().as_str(), "Enter" | " " | "Spacebar")
}

/// A highlight layer's one path over `hexes`, as markup.
fn path(out: &mut String, class: &str, hexes: &[Hex], scale: f64) {
    out.push_str("<path class=\"");
    out.push_str(class);
    out.push_str("\" d=\"");
    out.push_str(&layout::hex_path(hexes, scale));
    out.push_str("\"/>");
}

/// Hex `h`'s state in a list of states: empty if not listed.
fn state_in(list: &[(Hex, String)], h: Hex) -> &str {
    list.iter().find(|(x, _)| *x == h).map_or("", |(_, s)| s.as_str())
}

/// A grid cell's accessible name: the hex, its static features, then what it holds and offers now.
fn cell_name(h: Hex, state: &str) -> String {
    let f = select::features(h);
    let mut name = if f.is_empty() { format!("hex {}", h.label()) } else { format!("hex {} {}", h.label(), f.join(", ")) };
    if !state.is_empty() {
        name.push_str(", ");
        name.push_str(state);
    }
    name
}

/// The hit grid's cells as markup, in rows of offset rows, hex `tab` holding the tab stop.
fn hits_markup(hexes: &[Hex], tab: Hex) -> String {
    let mut rows: Vec<(i32, Vec<Hex>)> = Vec::new();
    for &h in hexes {
        let r = h.offset().1;
        match rows.iter_mut().find(|(x, _)| *x == r) {
            Some((_, cells)) => cells.push(h),
            None => rows.push((r, vec![h])),
        }
    }
    crate::ui::sort_by_key(&mut rows, |(r, _)| *r as u64);
    let mut out = String::new();
    for (_, mut cells) in rows {
        crate::ui::sort_by_key(&mut cells, |h| h.offset().0 as u64);
        out.push_str("<g role=\"row\">");
        for h in cells {
            out.push_str("<polygon class=\"sg-hit\" role=\"gridcell\" id=\"sg-hex-");
            out.push_str(&h.label());
            out.push_str("\" tabindex=\"");
            out.push_str(if h == tab { "0" } else { "-1" });
            out.push_str("\" aria-label=\"");
            esc_attr(&mut out, &cell_name(h, ""));
            out.push_str("\" points=\"");
            out.push_str(&layout::points(h, 1.0));
            out.push_str("\"/>");
        }
        out.push_str("</g>");
    }
    out
}

/// The chooser over a hex (`#sg-chooser`): a button per item, then Cancel.
fn chooser_markup(c: &Chooser) -> String {
    let title = format!("Hex {}: choose", c.hex.label());
    let mut o = String::from("<div id=\"sg-chooser\" class=\"sg-chooser\" role=\"dialog\" aria-label=\"");
    esc_attr(&mut o, &title);
    o.push_str("\">");
    elem(&mut o, "p", " class=\"sg-chooser-title\"", &title);
    for it in &c.items {
        let label = match it {
            Item::Act(ch) => ch.label.clone(),
            Item::Select(_, name) => format!("Select {name}"),
        };
        elem(&mut o, "button", " type=\"button\"", &label);
    }
    o.push_str("<button type=\"button\" class=\"sg-cancel\">Cancel</button></div>");
    o
}

/// The Coalition units waiting to be staged, each a button named by its text (not `aria-label`: the
/// counter face's printed values differ); none, nothing.
fn tray_markup(list: &[(UnitView, bool)], sel: Option<UnitId>) -> String {
    if list.is_empty() {
        return String::new();
    }
    let mut o = String::from(
        "<div class=\"sg-tray\" role=\"group\" aria-label=\"Coalition units waiting to be staged\">\
         <span class=\"sg-tray-title\">To stage</span><div class=\"sg-tray-list\">",
    );
    for (u, can) in list {
        let class = if *can { "sg-tray-unit sg-can" } else { "sg-tray-unit" };
        let pressed = sel == Some(u.id);
        o.push_str(&format!(
            "<button type=\"button\" id=\"sg-tray-{}\" class=\"{class}\" aria-pressed=\"{pressed}\"><svg viewBox=\"{}\" aria-hidden=\"true\">",
            u.id,
            card::VIEWBOX
        ));
        counters::face(&mut o, u);
        o.push_str("</svg>");
        elem(&mut o, "span", " class=\"visually-hidden\"", &select::unit_label(u));
        o.push_str("</button>");
    }
    o.push_str("</div></div>");
    o
}
