//! DeltaVee's Spacecraft Log sheets (10.0), drawn like the printed log: the Compartment section (pod
//! boxes with their armor and V/D/X Status boxes), the Missile sections (a line per missile, crossed out
//! or filled in with its Pod/# and Energy Unit boxes), the Energy Unit Track and the Energy Block section,
//! and the Battlecraft section. Read-only and live: every mark comes from the seat's view
//! (`ShipView::sheet`), so the enemy's sheet simply has no energy or missile sections to draw (2.5).
//!
//! One tap away from the ship: a "Log sheet" button floats on the map while a ship is selected, and the
//! "Log sheets" card lists every ship's. The sheet opens in a modal dialog that takes the focus; Escape,
//! the Close button or a tap outside close it, and the focus goes back to the button that opened it.
//! The dialog and the code that draws a sheet are a wasm chunk of their own (`deltavee_sheet`, issue 20),
//! fetched with the dialog's stylesheet (style/deltavee-sheet.css) when a sheet is first asked for; if
//! either cannot be, the card says so.

use super::Selected;
use crate::engine::deltavee::damage::Status;
use crate::engine::deltavee::data::{Missile, Part};
use crate::engine::deltavee::sheet::{LineState, MissileSectionView, SheetView, Whereabouts, BATTLECRAFT_BOXES};
use crate::engine::deltavee::state::{self, Gone, JumpMarker, ShipId, Unit};
use crate::engine::deltavee::view::{ShipView, View};
use crate::platform::dom::cast;
use crate::ui::table::Unfetched;
use crate::ui::{click, elem, esc, esc_attr, focus, nothing, on_key, rtext, show};
use leptos::html;
use leptos::prelude::*;
use std::fmt::Write;

/// The ship whose sheet is open, shared by the map's button and the card.
#[derive(Clone, Copy)]
pub(super) struct SheetOpen(RwSignal<Option<ShipId>>);

pub(super) fn prepare() {
    provide_context(SheetOpen(RwSignal::new(None)));
}

/// The selected ship, if the selection is a ship.
fn selected_ship(v: &View, sel: Option<Unit>) -> Option<&ShipView> {
    match sel {
        Some(Unit::Ship(s)) => v.ships.iter().find(|x| x.id == s),
        _ => None,
    }
}

/// The button: "Log sheet", named with the ship for screen readers ("Log sheet: Player 1's Piccolo E").
fn button_markup(o: &mut String, s: &ShipView, class: &str) {
    let _ = write!(o, "<button type=\"button\" class=\"{class}\" data-ship=\"{}\" aria-label=\"Log sheet: ", s.id);
    esc_attr(o, &s.name);
    o.push_str("\">Log sheet</button>");
}

/// Opens the sheet of the ship whose button (`data-ship`) the click hit.
fn open_from(ev: &leptos::ev::MouseEvent, open: RwSignal<Option<ShipId>>) {
    let ship = ev
        .target()
        .and_then(cast::<web_sys::Element>)
        .and_then(|e| e.closest("button[data-ship]").ok().flatten())
        .and_then(|b| b.get_attribute("data-ship"))
        .and_then(|n| n.parse().ok());
    if ship.is_some() {
        open.set(ship);
    }
}

/// The "Log sheet" button on the map, while a ship is selected.
pub(super) fn board_button(view: Signal<View>) -> AnyView {
    let sel = crate::ui::context::<Selected>().0;
    let open = crate::ui::context::<SheetOpen>().0;
    let html = move || {
        let mut o = String::new();
        view.with(|v| {
            if let Some(s) = selected_ship(v, sel.get()) {
                button_markup(&mut o, s, "dv-sheet-chip");
            }
        });
        o
    };
    view! {
        <div class="dv-sheet-chip-box" inner_html=rtext(html) on:click=click(move |ev| open_from(&ev, open))></div>
    }
    .into_any()
}

/// The "Log sheets" card (a button per ship, the selected one first) and the open sheet's dialog. The
/// dialog's code is fetched when a sheet is first asked for; if it cannot be, the card says so and the
/// sheet stays closed (asking again fetches again).
pub(super) fn log_sheets(view: Signal<View>) -> AnyView {
    let sel = crate::ui::context::<Selected>().0;
    let open = crate::ui::context::<SheetOpen>().0;
    let code = RwSignal::new(None::<Dialog>);
    let unfetched = RwSignal::new(false);
    crate::ui::effect(move || {
        if open.get().is_some() && code.get_untracked().is_none() {
            leptos::task::spawn_local(async move {
                let fetched = dialog_code().await;
                unfetched.set(fetched.is_err());
                match fetched {
                    Ok(d) => code.set(Some(d)),
                    Err(Unfetched) => open.set(None),
                }
            });
        }
    });
    let html = move || {
        let mut o = String::new();
        elem(&mut o, "h2", " id=\"dv-sheets-h\"", "Log sheets");
        if unfetched.get() {
            elem(&mut o, "p", " class=\"notice error\" role=\"alert\"", &Unfetched::notice().text);
        }
        view.with(|v| {
            let chosen = selected_ship(v, sel.get()).map(|s| s.id);
            let mut ships: Vec<&ShipView> = v.ships.iter().collect();
            crate::ui::sort_by_key(&mut ships, |s| (Some(s.id) != chosen) as u64);
            o.push_str("<ul class=\"dv-sheet-list\">");
            for s in ships {
                o.push_str("<li>");
                let class = if Some(s.id) == chosen { "primary small" } else { "small" };
                button_markup(&mut o, s, class);
                o.push_str("<span class=\"dv-sheet-whose\" aria-hidden=\"true\">");
                esc(&mut o, &s.name);
                o.push_str("</span></li>");
            }
            o.push_str("</ul>");
        });
        o
    };
    let dialog = move || match code.get_untracked() {
        Some(d) => d(view, open),
        None => nothing(),
    };
    view! {
        <section class="card dv-sheet-card" aria-labelledby="dv-sheets-h" inner_html=rtext(html)
            on:click=click(move |ev| open_from(&ev, open))></section>
        {show(Box::new(move || open.get().is_some() && code.get().is_some()), Box::new(dialog), Box::new(nothing))}
    }
    .into_any()
}

/// The open sheet's dialog. The split point: everything only this reaches (the dialog, the drawing of a
/// sheet) goes into the chunk.
type Dialog = fn(Signal<View>, RwSignal<Option<ShipId>>) -> AnyView;
#[leptos::wasm_split::wasm_split(deltavee_sheet, wasm_split_path = leptos::wasm_split, fallible)]
fn dialog_code() -> Result<Dialog, Unfetched> {
    Ok(dialog)
}

/// The open sheet, modal.
fn dialog(view: Signal<View>, open: RwSignal<Option<ShipId>>) -> AnyView {
    let close_button = NodeRef::<html::Button>::new();
    crate::ui::effect(move || {
        if let Some(b) = close_button.get() {
            let _ = b.focus();
        }
    });
    let before = focus::active();
    on_cleanup(move || focus::restore(before, ".dv-sheet-card button"));
    let ship = move |f: &mut dyn FnMut(&View, &ShipView)| {
        view.with(|v| {
            if let Some(s) = open.get().and_then(|id| v.ships.iter().find(|s| s.id == id)) {
                f(v, s);
            }
        })
    };
    let title = move || {
        let mut t = String::new();
        ship(&mut |_, s| t = format!("{} — {}", s.sheet.title, s.name));
        t
    };
    let body = move || {
        let mut o = String::new();
        ship(&mut |_, s| sheet_markup(&mut o, s));
        o
    };
    let close = move || open.set(None);
    view! {
        <div class="dv-sheet-backdrop" on:click=click(move |ev| {
            let on_backdrop = ev.target().and_then(cast::<web_sys::Element>)
                .is_some_and(|e| e.class_list().contains("dv-sheet-backdrop"));
            if on_backdrop { close() }
        })>
            <div class="dv-sheet" role="dialog" aria-modal="true" aria-labelledby="dv-sheet-h"
                on:keydown=on_key(move |e| {
                    if e.key() == "Escape" {
                        e.prevent_default();
                        close();
                    } else {
                        focus::trap_tab(&e, ".dv-sheet");
                    }
                })>
                <header class="dv-sheet-top">
                    <h2 id="dv-sheet-h">{rtext(title)}</h2>
                    <button type="button" class="small" node_ref=close_button on:click=click(move |_| close())>"Close"</button>
                </header>
                <div class="dv-sheet-body" tabindex="0" aria-label="The log" inner_html=rtext(body)></div>
            </div>
        </div>
    }
    .into_any()
}

fn part_name(p: Part) -> String {
    match p {
        Part::Bridge => "Bridge".into(),
        Part::Engine => "Engine".into(),
        Part::ForceField => "Force field".into(),
        Part::Pod(n) => format!("Pod {n}"),
    }
}

fn status_word(s: Status) -> &'static str {
    match s {
        Status::Intact => "no hits",
        Status::Vulnerable => "vulnerable",
        Status::Damaged => "damaged",
        Status::Destroyed => "destroyed",
    }
}

/// A Status box: its mark, and in words for screen readers.
fn status_box(o: &mut String, s: Status, word: &str) {
    let _ = write!(
        o,
        "<span class=\"dv-sheet-status m-{}\" aria-hidden=\"true\">{}</span><span class=\"visually-hidden\">{word}</span>",
        match s {
            Status::Intact => "o",
            Status::Vulnerable => "v",
            Status::Damaged => "d",
            Status::Destroyed => "x",
        },
        s.mark()
    );
}

fn where_unit(s: state::Status) -> &'static str {
    match s {
        state::Status::Aboard => "prepared, atop the ship",
        state::Status::InPlay => "in play",
        state::Status::Docked => "docked in its pod",
        state::Status::Landed => "landed",
        state::Status::Gone(Gone::Destroyed) => "destroyed",
        state::Status::Gone(Gone::OffMap) => "off the maps",
        state::Status::Gone(Gone::Jumped) => "jumped",
        state::Status::Gone(Gone::Exhausted) => "out of energy",
        state::Status::Gone(Gone::Orbited) => "in orbit",
    }
}

fn missile_title(m: Missile) -> &'static str {
    match m {
        Missile::Unguided => "Unguided missiles",
        Missile::Guided => "Guided missiles",
        Missile::Intelligent => "Intelligent missiles",
        Missile::Mims => "MIMS",
    }
}

/// A row of `n` Energy Unit boxes: `open` left open of which the first `spent` marked, the rest crossed
/// out before play.
fn unit_boxes(o: &mut String, n: u8, open: u8, spent: u8) {
    o.push_str("<span class=\"dv-sheet-boxes\" aria-hidden=\"true\">");
    for i in 0..n {
        let class = if i < spent {
            "spent"
        } else if i < open {
            "open"
        } else {
            "out"
        };
        let _ = write!(o, "<i class=\"{class}\"></i>");
    }
    o.push_str("</span>");
}

fn sheet_markup(o: &mut String, s: &ShipView) {
    let sh: &SheetView = &s.sheet;
    // The heading facts: class, who, and what the counter shows to all (force field side, jump marker).
    o.push_str("<p class=\"dv-sheet-facts\">");
    let where_ship = match s.status {
        state::Status::InPlay => s.label.clone().map_or("in play".to_string(), |l| format!("in {l}")),
        other => where_unit(other).to_string(),
    };
    let mut facts = vec![format!("{} {}", s.class, s.letter), where_ship];
    if s.force_field {
        facts.push("force field on".into());
    }
    match s.jump {
        Some(JumpMarker::Prepare) => facts.push("Prepare Jump marker".into()),
        Some(JumpMarker::Jump) => facts.push("Jump marker".into()),
        None => {}
    }
    esc(o, &facts.join(" · "));
    o.push_str("</p>");

    compartments(o, sh);
    match (&sh.missiles, &sh.energy) {
        (Some(missiles), Some(e)) => {
            energy(o, e);
            o.push_str("<section class=\"dv-sheet-sec\" aria-labelledby=\"dv-sheet-mis-h\">");
            elem(o, "h3", " id=\"dv-sheet-mis-h\"", "Missiles (10.2)");
            o.push_str("<div class=\"dv-sheet-missiles\">");
            for m in missiles {
                missile_section(o, m);
            }
            o.push_str("</div></section>");
        }
        _ => {
            o.push_str("<section class=\"dv-sheet-sec dv-sheet-secret\">");
            elem(o, "h3", "", "Energy and missiles");
            elem(
                o,
                "p",
                " class=\"muted\"",
                &format!(
                    "Kept on {}'s own log: the energy left and the missiles in the pods are not shown to the enemy (2.5).",
                    s.player.name()
                ),
            );
            o.push_str("</section>");
        }
    }
    battlecraft(o, sh);
}

fn compartments(o: &mut String, sh: &SheetView) {
    o.push_str("<section class=\"dv-sheet-sec\" aria-labelledby=\"dv-sheet-comp-h\">");
    elem(o, "h3", " id=\"dv-sheet-comp-h\"", "Compartments (10.1)");
    o.push_str("<ul class=\"dv-sheet-comps\">");
    for c in &sh.compartments {
        let crossed = c.crossed_out || (c.part == Part::ForceField && c.armor.is_none());
        let _ = write!(o, "<li class=\"dv-sheet-comp{}\">", if crossed { " crossed" } else { "" });
        elem(o, "span", " class=\"dv-sheet-name\"", &part_name(c.part));
        let kind = match (c.part, c.pod) {
            (Part::Pod(_), Some(k)) => k,
            (Part::Pod(_), None) => "crossed out",
            (Part::ForceField, _) if c.armor.is_none() => "none",
            _ => "",
        };
        elem(o, "span", " class=\"dv-sheet-kind\"", kind);
        o.push_str("<span class=\"dv-sheet-armor\"><small>Armor</small> ");
        esc(o, &c.armor.map_or("–".to_string(), |a| a.to_string()));
        o.push_str("</span>");
        if !c.crossed_out {
            let word = if c.armor.is_none() { "X from the start: no force field" } else { status_word(c.status) };
            status_box(o, c.status, &format!("Status: {word}"));
        }
        o.push_str("</li>");
    }
    o.push_str("</ul></section>");
}

fn energy(o: &mut String, e: &crate::engine::deltavee::sheet::EnergyView) {
    o.push_str("<section class=\"dv-sheet-sec dv-sheet-energy\" aria-labelledby=\"dv-sheet-en-h\">");
    elem(o, "h3", " id=\"dv-sheet-en-h\"", "Energy (10.3)");
    let _ = write!(
        o,
        "<p class=\"dv-sheet-energy-sum\"><strong>{} Energy Blocks</strong> of {} Energy Units: {} expended, \
         <strong>{} left</strong> ({} Energy Units). Burn rate {}.</p>",
        e.blocks, e.burn_rate, e.blocks_expended, e.blocks_left, e.units_left, e.burn_rate
    );
    // The Energy Unit Track: the marker's space, the spaces past the burn rate crossed out.
    let _ = write!(o, "<p class=\"dv-sheet-label\">Energy Unit Track: the marker on {}</p>", e.track);
    o.push_str("<ol class=\"dv-sheet-track\" aria-hidden=\"true\">");
    for n in 0..=e.track_last {
        let class = if n > e.burn_rate {
            "out"
        } else if n == e.track {
            "here"
        } else {
            ""
        };
        let _ = write!(o, "<li class=\"{class}\">{n}</li>");
    }
    o.push_str("</ol>");
    // The Energy Blocks, in rows of ten: the expended ones marked, the row's rest crossed out.
    o.push_str("<p class=\"dv-sheet-label\">Energy Blocks</p>");
    o.push_str("<ol class=\"dv-sheet-blocks\" aria-hidden=\"true\">");
    let printed = e.blocks.div_ceil(10).max(1) * 10;
    for n in 1..=printed {
        let class = if n > e.blocks {
            "out"
        } else if n <= e.blocks_expended {
            "spent"
        } else {
            "open"
        };
        let _ = write!(o, "<li class=\"{class}\"></li>");
    }
    o.push_str("</ol></section>");
}

fn missile_section(o: &mut String, m: &MissileSectionView) {
    let aboard = m.lines.iter().filter(|l| l.state == LineState::InPod).count();
    let used = m.lines.iter().filter(|l| matches!(l.state, LineState::Out(_))).count();
    let carried = m.lines.iter().filter(|l| l.state != LineState::CrossedOut).count();
    o.push_str("<table class=\"dv-sheet-mtable\">");
    let _ =
        write!(o, "<caption>{}: <span class=\"dv-sheet-count\">{aboard} in the pods</span>", missile_title(m.missile));
    if carried == 0 {
        o.push_str(" (none carried)</caption>");
    } else {
        let _ = write!(o, ", {used} out (of {carried} carried)</caption>");
    }
    o.push_str("<thead><tr><th scope=\"col\">Pod/#</th>");
    if m.boxes > 0 {
        o.push_str("<th scope=\"col\">Energy Units</th>");
    }
    o.push_str("<th scope=\"col\">Where</th></tr></thead><tbody>");
    for l in &m.lines {
        let (class, pod_no, where_) = match l.state {
            LineState::CrossedOut => ("crossed", String::new(), "crossed out".to_string()),
            LineState::InPod => ("", String::new(), format!("in pod {}", l.pod.unwrap_or(0))),
            LineState::Lost => ("lost", String::new(), format!("lost: pod {} hit (8.9)", l.pod.unwrap_or(0))),
            LineState::Out(st) => {
                ("out", format!("{}/{}", l.pod.unwrap_or(0), l.number.unwrap_or(0)), where_unit(st).to_string())
            }
        };
        let _ = write!(o, "<tr class=\"{class}\"><td class=\"dv-sheet-podno\">");
        esc(o, &pod_no);
        o.push_str("</td>");
        if m.boxes > 0 {
            o.push_str("<td>");
            unit_boxes(o, m.boxes, l.energy_units, l.spent);
            if l.state != LineState::CrossedOut {
                let _ = write!(
                    o,
                    "<span class=\"visually-hidden\">{} of {} Energy Units left</span>",
                    l.energy_units - l.spent,
                    l.energy_units
                );
            }
            o.push_str("</td>");
        }
        o.push_str("<td class=\"dv-sheet-where\">");
        esc(o, &where_);
        o.push_str("</td></tr>");
    }
    o.push_str("</tbody></table>");
}

fn battlecraft(o: &mut String, sh: &SheetView) {
    if sh.battlecraft.is_empty() {
        return;
    }
    o.push_str("<section class=\"dv-sheet-sec\" aria-labelledby=\"dv-sheet-bc-h\">");
    elem(o, "h3", " id=\"dv-sheet-bc-h\"", "Battlecraft (10.4)");
    o.push_str("<ul class=\"dv-sheet-bcs\">");
    for b in &sh.battlecraft {
        o.push_str("<li class=\"dv-sheet-bc\">");
        let name = match b.class {
            Some(c) => format!("Pod {}: {c}", b.pod),
            None => format!("Pod {}: a battlecraft", b.pod),
        };
        elem(o, "span", " class=\"dv-sheet-name\"", &name);
        for (part, st) in [("Bridge", b.bridge), ("Engine", b.engine)] {
            o.push_str("<span class=\"dv-sheet-bcpart\">");
            elem(o, "small", "", part);
            if let Some(a) = b.armor {
                let _ = write!(o, "<span class=\"dv-sheet-armor\"><small>Armor</small> {a}</span>");
            }
            status_box(o, st, &format!("{part}: {}", status_word(st)));
            o.push_str("</span>");
        }
        if let Some(left) = b.energy_units_left {
            o.push_str("<span class=\"dv-sheet-bcunits\">");
            unit_boxes(o, BATTLECRAFT_BOXES, BATTLECRAFT_BOXES, BATTLECRAFT_BOXES - left);
            let _ = write!(o, " <span>{left} of {BATTLECRAFT_BOXES} Energy Units left</span></span>");
        }
        if let Some(w) = b.whereabouts {
            let text = match w {
                Whereabouts::InPod => "in its pod",
                Whereabouts::Out(st) => where_unit(st),
            };
            elem(o, "span", " class=\"dv-sheet-where\"", text);
        }
        o.push_str("</li>");
    }
    o.push_str("</ul>");
    if !sh.own {
        crate::ui::help::elem(o, "p", " class=\"muted\"", "Its class, energy and whereabouts are on its owner's log only (2.5).");
    }
    o.push_str("</section>");
}
