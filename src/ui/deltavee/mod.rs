//! DeltaVee's screen inside the game screen's shell (`ui::game`): the map tiles with planets, asteroid
//! fields, ships and counters, drawn as SVG markup from the viewing seat's view; and the orders panel, the
//! prompt and every legal action as a button, grouped by the unit it concerns (tap a unit on the map, or
//! its heading, to bring its orders first). Everything shown comes from the engine's `View`: an enemy's
//! unrevealed counter is a "?" (DeltaVee 2.5).
//!
//! The map pans and zooms like StarGate's (`board::camera::PanZoom`: drag, pinch, wheel, the zoom buttons,
//! the keys + - 0 on a unit): the first view shows whole tiles
//! on wide boards, and this seat's units with counters a finger can tap on narrow ones.
//!
//! Each ship's Spacecraft Log sheet (`sheet`) is one tap away: a button on the map while a ship is
//! selected, and the "Log sheets" card. The selected unit is also shown enlarged over the map, with its
//! course and next move in words (`card`).
//!
//! Each unit's next move is a dashed arrow (the engine's projection), and the moves of each action made on
//! this device slide along their hexes (`map::animate_moves`), the camera keeping this seat's units in view.
//!
//! The map is also an ARIA grid for the keyboard and screen readers (`grid`).
//!
//! The orders panel (`orders`) is also the command panel — each unit's Maneuver and Battle Commands left
//! and every Command's cost — and, in the Fire Phase, the fire panel (`fire`): pick a unit's source, see
//! each target's range, relative velocity, modifier, Target Value and Hit Chance before the roll. The
//! figures are the engine's (`view::Choice::figures`). Launches and the starting course are tables of
//! hex and facing by velocity (`launch`).

use crate::engine::deltavee::action::Action;
use crate::engine::deltavee::damage::Source;
use crate::engine::deltavee::Logged;
use crate::engine::deltavee::state::{Status, Unit};
use crate::engine::deltavee::view::View;
use crate::engine::deltavee::DeltaVee;
use crate::engine::hex::Hex;
use crate::platform::dom::cast;
use crate::ui::board::camera::PanZoom;
use crate::ui::board::counter_card::counter_card;
use crate::ui::board::layout::{grid_center, S};
use crate::ui::game::{Applied, Panels, Screen};
use crate::ui::{click, elem, markup_panel, on_key, rtext};
use leptos::prelude::*;
use map::{animate_moves, focus, ground_markup, units_markup, world};
use orders::{orders_markup, Btn};
use std::sync::Arc;

mod card;
mod fire;
mod grid;
mod launch;
mod map;
mod orders;
mod placing;
mod sheet;
mod units_text;

/// The unit whose orders come first, shared by the map and the orders panel.
#[derive(Clone, Copy)]
struct Selected(RwSignal<Option<Unit>>);

/// The fire source last picked in the fire panel (a unit's burster or pod).
#[derive(Clone, Copy)]
struct FireSource(RwSignal<Option<(Unit, Source)>>);

impl Screen for DeltaVee {
    const BOARD_FOCUS: &'static str = ".dv-cell[tabindex=\"0\"]";

    fn prepare() {
        provide_context(Selected(RwSignal::new(None)));
        provide_context(FireSource(RwSignal::new(None)));
        sheet::prepare();
    }

    fn board(
        view: Signal<View>,
        on_action: Callback<Action>,
        applied: Signal<Option<Arc<Applied<DeltaVee>>>>,
    ) -> AnyView {
        let sel = crate::ui::context::<Selected>().0;
        let pick = move |target: Option<web_sys::EventTarget>| {
            let el = target.and_then(cast::<web_sys::Element>);
            let attr = |name: &str| {
                el.as_ref()
                    .and_then(|e| e.closest(&format!("[{name}]")).ok().flatten())
                    .and_then(|e| e.get_attribute(name))
            };
            // A set-up place (placing.rs): the action at that index of the view's legal actions.
            if let Some(i) = attr("data-act").and_then(|s| s.parse::<usize>().ok()) {
                if let Some(a) = view.with_untracked(|v| v.legal.get(i).map(|c| c.action.clone())) {
                    on_action.run(a);
                }
                return;
            }
            let unit = attr("data-unit");
            if let Some(u) = unit.as_deref().and_then(parse_unit) {
                sel.set(Some(u));
            }
        };
        // The map under the units, set again only when it changes (not on a select).
        let ground = Memo::new(move |_| view.with(ground_markup));
        // The grid cell that holds the map's one tab stop (grid.rs).
        let tab = StoredValue::new(None::<Hex>);
        let pz = PanZoom::new(
            Callback::new(move |(w, h)| view.with_untracked(|v| world(&v.tiles, w, h))),
            Callback::new(move |(w, h)| view.with_untracked(|v| focus(v, sel.get_untracked(), w, h))),
        );
        animate_moves(view, applied, sel, pz);
        map::show_log_marks(view, pz);
        // Tiles laid down during the game widen the world.
        crate::ui::effect(move || {
            view.with(|v| v.tiles.len());
            pz.resync();
        });
        view! {
            <svg node_ref=pz.svg class="dv-board" role="group" aria-label="DeltaVee map"
                on:pointerdown=pz.on_down() on:pointermove=pz.on_move() on:pointerup=pz.on_up() on:pointercancel=pz.on_up()
                on:wheel=pz.on_wheel()
                on:click=click(move |ev| if !pz.dragged() { pick(ev.target()) })
                on:keydown=on_key(move |ev| {
                    let key = ev.key();
                    let cell = target_id(ev.target()).as_deref().and_then(grid::cell_hex);
                    let handled = match cell {
                        Some(h) => on_cell_key(view, on_action, sel, pz, tab, h, &key),
                        None if key == "Enter" || key == " " => {
                            pick(ev.target());
                            true
                        }
                        None => false,
                    };
                    if handled || pz.key(&key) {
                        ev.prevent_default();
                    }
                })>
                <g transform=pz.transform()>
                    <g inner_html=rtext(move || ground.get())></g>
                    <g inner_html=rtext(move || view.with(|v| units_markup(v, sel.get())))></g>
                    <g inner_html=rtext(move || view.with(|v| {
                        let mut o = String::new();
                        grid::cells(&mut o, v, tab.get_value().or_else(|| first_hex(v)));
                        o
                    }))></g>
                </g>
            </svg>
            {pz.buttons()}
            {sheet::board_button(view)}
            {counter_card(move || sel.get().and_then(|u| view.with(|v| card::card(v, u))), "dv-card")}
        }
        .into_any()
    }

    fn showing_ms(a: &Applied<DeltaVee>) -> u32 {
        map::showing_ms(a)
    }

    /// Its moves slide on the board (`map::animate_moves`).
    fn board_events(events: &[Logged]) -> Vec<Logged> {
        events.to_vec()
    }

    fn panels(p: Panels<DeltaVee>) -> AnyView {
        let Panels { view, on_action, waiting_for, .. } = p;
        let sel = crate::ui::context::<Selected>().0;
        let src = crate::ui::context::<FireSource>().0;
        let html = move || {
            let mut o = String::new();
            match waiting_for.get() {
                Some(who) => elem(
                    &mut o,
                    "p",
                    " class=\"waiting\"",
                    &format!("Waiting for {} — send them the link.", crate::ui::table::the(&who)),
                ),
                None => {
                    view.with(|v| orders_markup(&mut o, v, sel.get(), src.get()));
                }
            }
            o
        };
        let on_button = move |i: usize| {
            let btn = view.with_untracked(|v| {
                let buttons = orders_markup(&mut String::new(), v, sel.get_untracked(), src.get_untracked());
                match buttons.get(i) {
                    Some(&Btn::Act(k)) => v.legal.get(k).map(|c| Ok(c.action.clone())),
                    Some(&Btn::Source(u, s)) => Some(Err((u, s))),
                    None => None,
                }
            });
            match btn {
                Some(Ok(a)) => on_action.run(a),
                Some(Err(pick)) => src.set(Some(pick)),
                None => {}
            }
        };
        let orders =
            markup_panel("card prompt dv-orders", "orders-h", Box::new(|| true), Box::new(html), Box::new(on_button));
        view! { {orders} {units_text::units_text(view, on_action)} {sheet::log_sheets(view)} }.into_any()
    }

    fn aid() -> AnyView {
        crate::ui::help::aid("DeltaVee")
    }
    crate::help_chunk!(deltavee_help, DeltaVee);
    crate::replay_chunk!(deltavee_replay, DeltaVee);
}

/// The id of the element an event targets.
fn target_id(target: Option<web_sys::EventTarget>) -> Option<String> {
    Some(cast::<web_sys::Element>(target?)?.id())
}

/// Where the map's tab stop starts: this seat's first ship on the map.
fn first_hex(v: &View) -> Option<Hex> {
    v.ships
        .iter()
        .filter(|s| s.player == v.seat && matches!(s.status, Status::InPlay | Status::Landed))
        .find_map(|s| s.at)
}

/// A key on the grid cell of hex `h` (grid.rs): arrows move the tab stop (and the camera, to keep it in
/// view), Enter or Space selects the next unit there, Escape clears the selection. True if handled.
fn on_cell_key(
    view: Signal<View>,
    on_action: Callback<Action>,
    sel: RwSignal<Option<Unit>>,
    pz: PanZoom,
    tab: StoredValue<Option<Hex>>,
    h: Hex,
    key: &str,
) -> bool {
    match key {
        "Enter" | " " => {
            let place = view.with_untracked(|v| placing::place_at(v, h).map(|i| v.legal[i].action.clone()));
            if let Some(a) = place {
                on_action.run(a);
            } else if let Some(u) = view.with_untracked(|v| grid::next_in(v, h, sel.get_untracked())) {
                sel.set(Some(u));
            }
            true
        }
        "Escape" => {
            sel.set(None);
            true
        }
        _ => {
            let Some(to) = view.with_untracked(|v| grid::step(&v.tiles, h, key)) else {
                return key.starts_with("Arrow");
            };
            tab.set_value(Some(to));
            let doc = document();
            if let Some(old) = doc.get_element_by_id(&grid::cell_id(h)) {
                let _ = old.set_attribute("tabindex", "-1");
            }
            if let Some(new) = doc.get_element_by_id(&grid::cell_id(to)) {
                let _ = new.set_attribute("tabindex", "0");
                let (x, y) = grid_center(to);
                let c = pz.cam.get_untracked();
                pz.set(c.reveal(x, y, 2.0 * S * c.k));
                crate::ui::focus::focus_first(&format!("#{}", grid::cell_id(to)));
            }
            true
        }
    }
}

/// "s3" for ship 3, "c12" for craft 12 (the map's `data-unit`).
fn unit_key(u: Unit) -> String {
    match u {
        Unit::Ship(s) => format!("s{s}"),
        Unit::Craft(c) => format!("c{c}"),
    }
}

fn parse_unit(key: &str) -> Option<Unit> {
    match key.split_at_checked(1)? {
        ("s", n) => n.parse().ok().map(Unit::Ship),
        ("c", n) => n.parse().ok().map(Unit::Craft),
        _ => None,
    }
}

/// The unit's name as this seat may read it.
/// A ship's counter label: the initial of its class, then its letter.
fn ship_short(s: &crate::engine::deltavee::view::ShipView) -> String {
    format!("{}{}", s.class.get(..1).unwrap_or_default(), s.letter)
}

fn unit_name(v: &View, u: Unit) -> String {
    match u {
        Unit::Ship(s) => v.ships.iter().find(|x| x.id == s).map(|x| x.name.clone()),
        Unit::Craft(c) => v.counters.iter().find(|x| x.id == c).map(|x| match &x.known {
            Some(k) => k.name.clone(),
            None => format!("{}'s face-down counter #{c}", x.player.name()),
        }),
    }
    .unwrap_or_default()
}
