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
//! Each unit's next move is a dashed arrow (the engine's projection), and the moves of each action made on
//! this device slide along their hexes (`map::animate_moves`), the camera keeping this seat's units in view.
//!
//! Still to come (issue 4): the Spacecraft Log sheets, the command and fire panels with costs and odds.

use crate::engine::deltavee::action::Action;
use crate::engine::deltavee::state::{Player, Unit};
use crate::engine::deltavee::view::View;
use crate::engine::deltavee::DeltaVee;
use crate::engine::record::Session;
use crate::ui::board::camera::PanZoom;
use crate::ui::game::{Applied, Panels, Screen};
use crate::ui::{click, elem, markup_panel, on_key, rtext};
use leptos::prelude::*;
use map::{animate_moves, focus, map_markup, world};
use orders::{ordered, orders_markup};
use std::sync::Arc;

mod map;
mod orders;

/// The unit whose orders come first, shared by the map and the orders panel.
#[derive(Clone, Copy)]
struct Selected(RwSignal<Option<Unit>>);

impl Screen for DeltaVee {
    const BOARD_FOCUS: &'static str = ".dv-unit";

    fn prepare() {
        provide_context(Selected(RwSignal::new(None)));
    }

    fn settle(_: &mut Session<DeltaVee>, _: &dyn Fn(Player) -> bool) -> bool {
        false
    }

    fn board(view: Signal<View>, _: Callback<Action>, applied: Signal<Option<Arc<Applied<DeltaVee>>>>) -> AnyView {
        let sel = expect_context::<Selected>().0;
        let pick = move |target: Option<web_sys::EventTarget>| {
            use wasm_bindgen::JsCast;
            let el = target.and_then(|t| t.dyn_into::<web_sys::Element>().ok());
            let unit =
                el.and_then(|e| e.closest("[data-unit]").ok().flatten()).and_then(|e| e.get_attribute("data-unit"));
            if let Some(u) = unit.as_deref().and_then(parse_unit) {
                sel.set(Some(u));
            }
        };
        let pz = PanZoom::new(
            Callback::new(move |(w, h)| view.with_untracked(|v| world(&v.tiles, w, h))),
            Callback::new(move |(w, _)| view.with_untracked(|v| focus(v, sel.get_untracked(), w))),
        );
        animate_moves(view, applied, sel, pz);
        // Tiles laid down during the game widen the world.
        Effect::new(move |_| {
            view.with(|v| v.tiles.len());
            pz.resync();
        });
        view! {
            <svg node_ref=pz.svg class="dv-board" role="group" aria-label="DeltaVee map"
                on:pointerdown=pz.on_down() on:pointermove=pz.on_move() on:pointerup=pz.on_up() on:pointercancel=pz.on_up()
                on:wheel=pz.on_wheel()
                on:click=click(move |ev| if !pz.dragged() { pick(ev.target()) })
                on:keydown=on_key(move |ev| {
                    if ev.key() == "Enter" || ev.key() == " " {
                        ev.prevent_default();
                        pick(ev.target());
                    } else if pz.key(&ev.key()) {
                        ev.prevent_default();
                    }
                })>
                <g transform=pz.transform() inner_html=rtext(move || view.with(|v| map_markup(v, sel.get())))></g>
            </svg>
            {pz.buttons()}
        }
        .into_any()
    }

    fn panels(p: Panels<DeltaVee>) -> AnyView {
        let Panels { view, on_action, waiting_for, .. } = p;
        let sel = expect_context::<Selected>().0;
        let html = move || {
            let mut o = String::new();
            match waiting_for.get() {
                Some(who) => elem(
                    &mut o,
                    "p",
                    " class=\"waiting\"",
                    &format!("Waiting for {} — send them the link.", crate::ui::table::the(&who)),
                ),
                None => view.with(|v| orders_markup(&mut o, v, sel.get())),
            }
            o
        };
        let on_button = move |i: usize| {
            let action =
                view.with_untracked(|v| ordered(v, sel.get_untracked()).into_iter().nth(i).map(|c| c.action.clone()));
            if let Some(a) = action {
                on_action.run(a);
            }
        };
        markup_panel("card prompt dv-orders", "orders-h", Box::new(|| true), Box::new(html), Box::new(on_button))
    }

    fn aid() -> AnyView {
        ().into_any()
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
