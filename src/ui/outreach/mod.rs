//! Outreach's screen inside the game screen's shell (`ui::game`): the galaxy map and the prompt, players and
//! map-as-text panels. Everything shown comes from the seat's `View`: other seats' fleets and RP never
//! reach it, every legal action is the engine's (`view.legal`), and every figure of a shift (its length,
//! the die's modifier, the chance of scatter in sixths, whether it goes beyond the CLR) is the engine's
//! (`view.shifts`).
//!
//! The map (`map`) is drawn once for the whole app (1,400 hexes in a handful of paths); the layer over it
//! changes with the view and the selection. It pans and zooms like the other boards
//! (`board::camera::PanZoom`). A tap on a hex is read from where it fell (no element per hex): a force
//! of the acting seat is picked, and its destinations shade by their chance of scatter, each with its
//! "n/6"; a tap on one shifts the fleets chosen in the prompt panel (all of them unless fewer are chosen,
//! 5.13). A hex to explore or to place a beacon star in is taken by a tap too, and everything is also a
//! button in the prompt panel (`panel`).
//!
//! The keyboard: the map holds one tab stop, a cursor hex that arrow keys move; Enter or Space does what
//! a tap there does, Escape drops the picked force, + − 0 zoom. The cursor's name says the hex in words.

use crate::engine::hex::Hex;
use crate::engine::outreach::action::Action;
use crate::engine::outreach::map as galaxy_map;
use crate::engine::outreach::scenarios::Fleets;
use crate::engine::outreach::shift::Plan;
use crate::engine::outreach::state::{Party, Seat};
use crate::engine::outreach::step::Step;
use crate::engine::outreach::tables::Opt;
use crate::engine::outreach::view::{ForceShifts, View};
use crate::engine::outreach::Outreach;
use crate::platform::dom::cast;
use crate::ui::board::camera::PanZoom;
use crate::ui::board::layout::{arrow_step, grid_center, S};
use crate::ui::board::marks::follow_marks;
use crate::ui::game::{Applied, Panels, Screen};
use crate::ui::{click, on_key, rtext, rview};
use leptos::ev;
use leptos::prelude::*;
use std::sync::Arc;

mod map;
mod panel;

/// A party's colour class: a seat's (`ui::seat_class`), or an autonomous set's.
pub fn party_class(p: Party) -> &'static str {
    match p {
        Party::Player(s) => crate::ui::seat_class::<Outreach>(s),
        Party::Auto(a) => ["or-auto-1", "or-auto-2", "or-auto-3", "or-auto-4"][a.index()],
    }
}

/// A party by name: "Player 2 (Sol)", or "Autonomous force 1".
pub fn party_name(v: &View, p: Party) -> String {
    match p {
        Party::Player(s) => v
            .players
            .iter()
            .find(|q| q.seat == s)
            .map_or_else(|| crate::engine::outreach::log::player(s), |q| format!("{} ({})", q.player, q.side)),
        Party::Auto(_) => crate::engine::outreach::log::party(p),
    }
}

/// Which force of the acting seat is picked to shift.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Sel {
    /// The force going on (5.21), else the only one that may shift.
    Auto,
    /// None.
    Off,
    /// The force in this hex (going on or not).
    Force(Hex, bool),
}

/// What the map and the panels share beside the view.
#[derive(Clone, Copy)]
pub(crate) struct Ui {
    pub sel: RwSignal<Sel>,
    /// What the viewing seat has chosen in the panels and not yet done.
    pub draft: RwSignal<Draft>,
    /// The wisdom chits the picked fleets are to carry, kept within what the engine allows (17.21–17.22).
    pub carry: RwSignal<u8>,
    /// The destinations shown as a list in the prompt panel.
    pub list_open: RwSignal<bool>,
    /// The hexes a hovered or focused button names, highlighted on the map.
    pub preview: RwSignal<Vec<Hex>>,
    /// The hex last tapped: its actions come first in the prompt panel.
    pub spot: RwSignal<Option<Hex>>,
    /// The keyboard's cursor hex.
    pub cursor: RwSignal<Option<Hex>>,
    /// The hex under the mouse.
    pub hover: RwSignal<Option<Hex>>,
    /// The hex last tapped or reached by the keyboard, in words over the board until the next action.
    pub shown: RwSignal<Option<Hex>>,
    /// A hex tapped that is both a destination of the picked force and the place of another force: the
    /// board asks which is meant.
    pub ask: RwSignal<Option<Hex>>,
}

/// The choices made in the panels before an action, in one signal: Leptos makes a signal's code for each
/// type of value it holds, and these three change seldom and never together (issue 20).
#[derive(Clone, PartialEq)]
pub(crate) struct Draft {
    /// The fleets chosen for the picked force: (from, going on, the force's fleets, the part chosen).
    pub part: Option<(Hex, bool, Fleets, Fleets)>,
    /// Interaction options picked before they are sealed: (the viewing seat, toward, option). Only the
    /// viewing seat's own are read, so a hand-over never shows one player's picks to another.
    pub opts: Vec<(Seat, Party, Opt)>,
    /// What the viewing seat means to spend on its fate roll: (seat, columns left, pips, chits) (11.13–11.16).
    pub fate: (Seat, [u8; 3]),
}

/// The picked force: its index in `view.shifts`, the fleets that would go, and their destinations with
/// the figures of those fleets (the engine's: explorers change the die's modifier, 5.43–5.44).
pub(crate) struct Pick {
    pub force: Option<usize>,
    pub fleets: Fleets,
    pub to: Vec<(Hex, Plan)>,
    /// The wisdom chits the fleets carry, and the fewest and most they may (17.21–17.22).
    pub chits: u8,
    pub carry: (u8, u8),
}

impl Pick {
    pub fn of(v: &View, ui: Ui) -> Pick {
        let force = picked(v, ui.sel.get());
        let fleets = force.map_or(Fleets::NONE, |i| part_of(&v.shifts[i], ui.draft.with(|d| d.part)));
        let to = force.map_or_else(Vec::new, |i| v.shifts[i].plans_for(fleets));
        let carry = force.map_or((0, 0), |i| v.shifts[i].carry_range(fleets));
        let chits = ui.carry.get().clamp(carry.0, carry.1.max(carry.0));
        Pick { force, fleets, to, chits, carry }
    }
    pub fn shifts<'a>(&self, v: &'a View) -> Option<&'a ForceShifts> {
        v.shifts.get(self.force?)
    }
}

/// The index in `view.shifts` of the picked force.
pub(crate) fn picked(v: &View, sel: Sel) -> Option<usize> {
    let auto = || v.shifts.iter().position(|f| f.go_on).or((v.shifts.len() == 1).then_some(0));
    match sel {
        Sel::Off => None,
        Sel::Auto => auto(),
        Sel::Force(h, g) => v.shifts.iter().position(|f| f.from == h && f.go_on == g).or_else(auto),
    }
}

/// The fleets of force `f` that would shift: those chosen for it, else all.
pub(crate) fn part_of(f: &ForceShifts, part: Option<(Hex, bool, Fleets, Fleets)>) -> Fleets {
    match part {
        Some((h, g, whole, chosen)) if h == f.from && g == f.go_on && whole == f.fleets && chosen.within(whole) => {
            chosen
        }
        _ => f.fleets,
    }
}

/// The hex an action other than a shift names (for grouping and highlighting).
pub(crate) fn action_hex(a: &Action) -> Option<Hex> {
    match a {
        Action::Beacon { hex }
        | Action::Explore { hex }
        | Action::Disband { hex, .. }
        | Action::Create { hex, .. }
        | Action::Augment { hex, .. }
        | Action::Deneutralize { hex, .. }
        | Action::Raise { hex, .. }
        | Action::Reduce { hex, .. }
        | Action::PlaceGate { hex }
        | Action::Attack { hex, .. } => Some(*hex),
        _ => None,
    }
}

/// Whether the view's scenario leaves out rules section `case` (18.14: "15.0" beacon stars, "16.0" dust):
/// the map then does not show what that section prints.
pub(crate) fn ignored(v: &View, case: &str) -> bool {
    v.ignores.contains(&case)
}

/// "1 hex" / "4 hexes".
pub(crate) fn hexes_n(n: u32) -> String {
    crate::engine::outreach::log::count(n, "hex", "hexes")
}

/// A hex in words, as the viewing seat may know it: its number and kind, what is printed there, gate,
/// chit, forces, and — for the picked force — the figures of a shift there.
pub(crate) fn hex_words(v: &View, pick: &Pick, h: Hex) -> String {
    let mut parts = vec![h.label()];
    if let Some(k) = galaxy_map::kind(h) {
        parts.push(k.name().to_string());
    }
    if h == galaxy_map::SOL {
        parts.push("Sol".into());
    }
    if let Some(b) = galaxy_map::beacon(h).filter(|_| !ignored(v, "15.0")) {
        let more = if b.stars.len() > 1 { format!(" and {} more", b.stars.len() - 1) } else { String::new() };
        parts.push(format!("beacon star {}{more}", b.name()));
    }
    if v.beacons.contains(&h) {
        parts.push("beacon star found in play".into());
    }
    if let Some(g) = v.gates.iter().find(|g| g.hex == h) {
        let whose = g.owner.map_or("neutral StarGate".to_string(), |s| format!("StarGate of {}", party_name(v, s)));
        let sp = g.sp.map_or(String::new(), |sp| format!(", {sp} SP"));
        parts.push(format!("{whose}{sp}{}", if g.neutralized { ", neutralized" } else { "" }));
    }
    if let Some(c) = v.chits.iter().find(|c| c.hex == h) {
        parts.push(c.value.map_or("potential value chit, face down".into(), |n| format!("potential value {n}")));
    }
    if v.wisdom.contains(&h) {
        parts.push("a wisdom chit lies here (17.0)".into());
    }
    if v.explored.contains(&h) {
        parts.push("explored by you".into());
    }
    for f in v.forces.iter().filter(|f| f.hex == h) {
        parts.push(map::force_words(v, f));
    }
    if let Some(f) = pick.shifts(v) {
        if f.from == h {
            parts.push(format!(
                "picked to shift: {}{}",
                pick.fleets.words(),
                crate::engine::outreach::log::carrying(pick.chits)
            ));
        } else if let Some((_, p)) = pick.to.iter().find(|(t, _)| *t == h) {
            let mut s = format!(
                "shift here: {}, chance of scatter {}/6 (die modifier {:+})",
                hexes_n(p.length),
                p.scatter_in_6,
                p.modifier
            );
            if p.beyond_clr {
                s.push_str(", beyond your CLR: a scatter's losses double (5.51)");
            }
            parts.push(s);
        }
    }
    parts.join(" · ")
}

/// What a tap (or Enter) on hex `h` does: the action to make, if any; otherwise it picks a force, or
/// drops the picked one.
fn tap(v: &View, ui: Ui, h: Hex) -> Option<Action> {
    ui.spot.set(Some(h));
    ui.ask.set(None);
    match v.step {
        Step::Shifts { .. } | Step::ReserveShift { .. } if !v.shifts.is_empty() => {
            let pick = Pick::of(v, ui);
            // Another force that may shift from here: picking it, or shifting there, is asked.
            let here: Vec<usize> =
                (0..v.shifts.len()).filter(|&i| v.shifts[i].from == h && Some(i) != pick.force).collect();
            if let Some(f) = pick.shifts(v) {
                if pick.to.iter().any(|(t, _)| *t == h) && !pick.fleets.is_empty() {
                    if !here.is_empty() {
                        ui.ask.set(Some(h));
                        return None;
                    }
                    return Some(Action::Shift { from: f.from, fleets: pick.fleets, to: h, chits: pick.chits });
                }
            }
            // A force here: pick it (the next one, when several may shift from here).
            let here: Vec<usize> = (0..v.shifts.len()).filter(|&i| v.shifts[i].from == h).collect();
            if here.is_empty() {
                ui.sel.set(Sel::Off);
                return None;
            }
            let next = match pick.force.and_then(|i| here.iter().position(|&x| x == i)) {
                Some(k) => here[(k + 1) % here.len()],
                None => here[0],
            };
            ui.sel.set(Sel::Force(h, v.shifts[next].go_on));
            None
        }
        Step::Exploration { .. } | Step::BeaconPlace { .. } => {
            let mut acts = v
                .legal
                .iter()
                .filter(|c| matches!(c.action, Action::Explore { hex } | Action::Beacon { hex } if hex == h));
            acts.next().map(|c| c.action.clone())
        }
        Step::BeaconRow { .. } => {
            // A hex in one legal hexrow only names it; in two, the panel's buttons choose.
            let rows: Vec<&Action> = v
                .legal
                .iter()
                .map(|c| &c.action)
                .filter(|a| matches!(a, Action::Row { row } if row.contains(h)))
                .collect();
            (rows.len() == 1).then(|| rows[0].clone())
        }
        _ => None,
    }
}

/// The map point under a client (CSS px) point.
fn map_point(pz: PanZoom, x: i32, y: i32) -> Option<(f64, f64)> {
    let r = pz.svg.get_untracked()?.get_bounding_client_rect();
    let c = pz.cam.get_untracked();
    Some(((x as f64 - r.left() - c.tx) / c.k, (y as f64 - r.top() - c.ty) / c.k))
}

/// The hex of the force counter an event hit, if it hit one (a counter may reach past its hex).
fn counter_hex(target: Option<web_sys::EventTarget>) -> Option<Hex> {
    let el = cast::<web_sys::Element>(target?)?;
    Hex::from_label(&el.closest("[data-hex]").ok()??.get_attribute("data-hex")?)
}

/// The question when a tap on hex `h` could mean two things: shift the picked force there, or pick the
/// force there instead.
fn chooser(vm: Signal<View>, ui: Ui, on_action: Callback<Action>, h: Hex) -> AnyView {
    let (shift, pick) = vm.with_untracked(|v| {
        let p = Pick::of(v, ui);
        let shift = p.shifts(v).and_then(|f| {
            let (_, plan) = p.to.iter().find(|(t, _)| *t == h)?;
            let label = format!(
                "Shift {}{} from {} to {h}: {}, scatter {}/6{}",
                p.fleets.words(),
                crate::engine::outreach::log::carrying(p.chits),
                f.from,
                hexes_n(plan.length),
                plan.scatter_in_6,
                if plan.beyond_clr { ", beyond the CLR" } else { "" }
            );
            Some((Action::Shift { from: f.from, fleets: p.fleets, to: h, chits: p.chits }, label))
        });
        let pick = v.shifts.iter().enumerate().find(|(i, f)| f.from == h && Some(*i) != p.force);
        (shift, pick.map(|(_, f)| (f.go_on, format!("Pick the force in {h} ({}) instead", f.fleets.words()))))
    });
    let close = move || {
        ui.ask.set(None);
        crate::ui::focus::focus_first(".or-cursor");
    };
    view! {
        <div class="or-chooser" role="dialog" aria-label=format!("Hex {h}: shift there, or pick the force there?")>
            {shift.map(|(a, label)| view! {
                <button type="button" class="primary" on:click=click(move |_| {
                    ui.ask.set(None);
                    on_action.run(a.clone());
                })>{label}</button>
            })}
            {pick.map(|(go_on, label)| view! {
                <button type="button" on:click=click(move |_| {
                    ui.sel.set(Sel::Force(h, go_on));
                    close();
                })>{label}</button>
            })}
            <button type="button" class="secondary" on:click=click(move |_| close())>"Cancel"</button>
        </div>
    }
    .into_any()
}

impl Screen for Outreach {
    const BOARD_FOCUS: &'static str = ".or-cursor";

    fn prepare() {
        provide_context(Ui {
            sel: RwSignal::new(Sel::Auto),
            draft: RwSignal::new(Draft { part: None, opts: Vec::new(), fate: (Seat::P1, [0; 3]) }),
            carry: RwSignal::new(0),
            list_open: RwSignal::new(false),
            preview: RwSignal::new(Vec::new()),
            spot: RwSignal::new(None),
            cursor: RwSignal::new(None),
            hover: RwSignal::new(None),
            shown: RwSignal::new(None),
            ask: RwSignal::new(None),
        });
    }

    fn board(vm: Signal<View>, on_action: Callback<Action>, _: Signal<Option<Arc<Applied<Outreach>>>>) -> AnyView {
        let ui = crate::ui::context::<Ui>();
        // A board of its own for each seat that takes the device: nothing picked or pointed at yet.
        ui.sel.set(Sel::Auto);
        ui.draft.update(|d| d.part = None);
        ui.carry.set(0);
        ui.cursor.set(None);
        ui.spot.set(None);
        ui.shown.set(None);
        ui.ask.set(None);
        ui.hover.set(None);
        ui.preview.set(Vec::new());
        let pz = PanZoom::new(
            Callback::new(|(w, h)| map::world(w, h)),
            Callback::new(move |_| {
                vm.with_untracked(|v| {
                    let at = picked(v, ui.sel.get_untracked()).map(|i| v.shifts[i].from);
                    map::focus(v, at)
                })
            }),
        );
        follow_marks(pz, |m| m.hexes.iter().map(|&h| grid_center(h)).collect());
        // The layers that change, each set again only when it changes: the picked force's destinations with
        // their figures, under the counters; the counters and highlights.
        let picked_at = Memo::new(move |_| vm.with(|v| picked(v, ui.sel.get())));
        // The part of the map in view, as it changes now and then while the map pans.
        let area = Memo::new(move |_| map::Area::of(&pz.cam.get()));
        let dest = Memo::new(move |_| {
            let i = picked_at.get()?;
            let a = area.get();
            vm.with(|v| {
                let from = v.shifts.get(i)?.from;
                let to = Pick::of(v, ui).to;
                Some(map::dest_markup(from, &to, a))
            })
        });
        let over = Memo::new(move |_| vm.with(map::over_markup));
        // The picked force stays in view as it shifts on, and so does the hex the step is about (15.12, 7.0).
        let mut prev = None;
        crate::ui::effect(move || {
            let at = vm.with(|v| picked(v, ui.sel.get()).map(|i| v.shifts[i].from).or(map::attention(v)));
            let before = prev.replace(at);
            if let (Some(_), Some(h)) = (before, at) {
                if before != Some(at) {
                    let (x, y) = grid_center(h);
                    let m = 2.0 * S * pz.cam.get_untracked().k;
                    request_animation_frame(move || pz.keep_in_view(x, y, m));
                }
            }
        });
        // A new view (an action made): the words of the hex last tapped go, and so does a question.
        let mut ran = false;
        crate::ui::effect(move || {
            vm.track();
            if std::mem::replace(&mut ran, true) {
                ui.shown.set(None);
                ui.ask.set(None);
            }
        });
        // The cursor starts where the first view centres.
        let cursor = move || {
            ui.cursor.get().unwrap_or_else(|| {
                vm.with(|v| {
                    let first = v.shifts.first().map(|f| f.from);
                    let own = v.forces.iter().find(|f| f.owner == v.seat).map(|f| f.hex);
                    first.or(own).unwrap_or(galaxy_map::SOL)
                })
            })
        };
        let said = RwSignal::new(String::new());
        let run_tap = move |h: Hex| {
            if let Some(a) = vm.with_untracked(|v| untrack(|| tap(v, ui, h))) {
                on_action.run(a);
            } else if ui.ask.get_untracked().is_some() {
                crate::ui::focus::after_render(|| crate::ui::focus::focus_first(".or-chooser button"));
            }
        };
        let lod = Memo::new(move |_| {
            let px = pz.cam.get().hex_px();
            // The classes the map's two layers share (`or-ground`, `or-board`): what the scenario leaves
            // out, and the level of detail.
            let mut c = String::new();
            vm.with(|v| {
                if ignored(v, "15.0") {
                    c.push_str(" or-no-beacons");
                }
                if ignored(v, "16.0") {
                    c.push_str(" or-no-dust");
                }
            });
            if px >= map::LABELS_PX {
                c.push_str(" or-lod-labels");
            }
            if px >= map::NAMES_PX {
                c.push_str(" or-lod-names");
            }
            c
        });
        let info = move || {
            let h = ui.hover.get().or_else(|| ui.shown.get());
            vm.with(|v| {
                let pick = Pick::of(v, ui);
                match h {
                    Some(h) => hex_words(v, &pick, h),
                    None => match pick.shifts(v) {
                        Some(f) => format!(
                            "Force in {} picked: {} to shift to, each marked with its chance of scatter in sixths.",
                            f.from,
                            hexes_n(pick.to.len() as u32)
                        ),
                        None => String::new(),
                    },
                }
            })
        };
        let legend = move || vm.with(|v| panel::legend_markup(v, &Pick::of(v, ui).to));
        let mut moved = pz.on_move();
        // The mouse's hex, for the info line; then the camera's gesture.
        let on_move: Box<dyn FnMut(ev::PointerEvent)> = Box::new(move |e| {
            if e.pointer_type() == "mouse" && e.buttons() == 0 {
                let h = map_point(pz, e.client_x(), e.client_y()).and_then(|(x, y)| map::hex_at(x, y));
                if ui.hover.get_untracked() != h {
                    ui.hover.set(h);
                }
            }
            moved(e)
        });
        let on_leave: Box<dyn FnMut(ev::PointerEvent)> = Box::new(move |_| ui.hover.set(None));
        view! {
            // The galaxy, drawn once, on a layer of its own under the board: a select, which changes the
            // board's layers, does not paint the 1,400 hexes again.
            <svg class=rtext(move || format!("or-ground{}", lod.get())) aria-hidden="true">
                <g transform=pz.transform()>
                    <g inner_html=map::galaxy().to_string()></g>
                </g>
            </svg>
            <svg node_ref=pz.svg class=rtext(move || format!("or-board{}", lod.get())) role="group" aria-label="Outreach map: the galaxy"
                on:pointerdown=pz.on_down()
                on:pointermove=on_move
                on:pointerup=pz.on_up() on:pointercancel=pz.on_up()
                on:pointerleave=on_leave
                on:wheel=pz.on_wheel()
                on:click=click(move |ev| {
                    if pz.dragged() {
                        return;
                    }
                    let h = counter_hex(ev.target())
                        .or_else(|| map_point(pz, ev.client_x(), ev.client_y()).and_then(|(x, y)| map::hex_at(x, y)));
                    if let Some(h) = h {
                        ui.cursor.set(Some(h));
                        ui.shown.set(Some(h));
                        run_tap(h);
                    }
                })
                on:keydown=on_key(move |ev| {
                    let key = ev.key();
                    let at = untrack(cursor);
                    let handled = match key.as_str() {
                        "Enter" | " " => {
                            run_tap(at);
                            true
                        }
                        "Escape" => {
                            ui.sel.set(Sel::Off);
                            true
                        }
                        k => match arrow_step(at, k) {
                            Some(to) if galaxy_map::on_map(to) => {
                                ui.cursor.set(Some(to));
                                ui.shown.set(Some(to));
                                let (x, y) = grid_center(to);
                                let c = pz.cam.get_untracked();
                                pz.set(c.reveal(x, y, 2.0 * S * c.k));
                                said.set(vm.with_untracked(|v| untrack(|| hex_words(v, &Pick::of(v, ui), to))));
                                true
                            }
                            Some(_) => true,
                            None => false,
                        },
                    };
                    if handled || pz.key(&key) {
                        ev.prevent_default();
                    }
                })>
                <g transform=pz.transform()>
                    <g inner_html=rtext(move || dest.get().unwrap_or_default())></g>
                    <g inner_html=rtext(move || over.get())></g>
                    <path class="or-cursor" tabindex="0" role="button"
                        d=rtext(move || map::cursor_path(cursor()))
                        aria-label=rtext(move || {
                            let h = cursor();
                            let words = vm.with(|v| hex_words(v, &Pick::of(v, ui), h));
                            format!("Map cursor on hex {words}. Arrow keys move it; Enter acts here")
                        })/>
                </g>
                <g inner_html=map::odds_patterns()></g>
            </svg>
            // The hex under the mouse and the hexes a hovered button names, on a layer of their own: drawing
            // them does not paint the map again.
            <svg class="or-overlay" aria-hidden="true">
                <g transform=pz.transform()>
                    <path class="or-preview" d=rtext(move || ui.preview.with(|p| map::hexes_d(p, 0.9)))/>
                    <path class="or-hover" d=rtext(move || ui.hover.get().map(map::cursor_path).unwrap_or_default())/>
                </g>
            </svg>
            {pz.buttons()}
            <p class="or-info" aria-hidden="true">{rtext(info)}</p>
            <div class="or-legend-slot" inner_html=rtext(legend)></div>
            {rview(move || match ui.ask.get() {
                Some(h) => chooser(vm, ui, on_action, h),
                None => ().into_any(),
            })}
            <p class="visually-hidden" aria-live="polite">{rtext(move || said.get())}</p>
        }
        .into_any()
    }

    fn panels(p: Panels<Outreach>) -> AnyView {
        panel::panels(p)
    }

    fn aid() -> AnyView {
        crate::ui::help::aid("Outreach")
    }
    crate::help_chunk!(outreach_help, Outreach);
    crate::replay_chunk!(outreach_replay, Outreach);
}
