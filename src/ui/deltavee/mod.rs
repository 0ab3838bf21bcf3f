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
//! The orders panel (`orders`) is also the command panel — each unit's Maneuver and Battle Commands left
//! and every Command's cost — and, in the Fire Phase, the fire panel (`fire`): pick a unit's source, see
//! each target's range, relative velocity, modifier, Target Value and Hit Chance before the roll. The
//! figures are the engine's (`view::Choice::figures`).
//!
//! Still to come (issue 4): the Spacecraft Log sheets, next-move arrows and animation.

use crate::engine::deltavee::action::Action;
use crate::engine::deltavee::damage::Source;
use crate::engine::deltavee::state::{Player, Unit};
use crate::engine::deltavee::view::View;
use crate::engine::deltavee::DeltaVee;
use crate::engine::record::Session;
use crate::ui::board::camera::PanZoom;
use crate::ui::game::{Panels, Screen};
use crate::ui::{click, elem, markup_panel, on_key, rtext};
use leptos::prelude::*;
use map::{focus, map_markup, world};
use orders::{orders_markup, Btn};

mod fire;
mod map;
mod orders;

/// The unit whose orders come first, shared by the map and the orders panel.
#[derive(Clone, Copy)]
struct Selected(RwSignal<Option<Unit>>);

/// The fire source last picked in the fire panel (a unit's burster or pod).
#[derive(Clone, Copy)]
struct FireSource(RwSignal<Option<(Unit, Source)>>);

impl Screen for DeltaVee {
    const BOARD_FOCUS: &'static str = ".dv-unit";

    fn prepare() {
        provide_context(Selected(RwSignal::new(None)));
        provide_context(FireSource(RwSignal::new(None)));
    }

    fn settle(_: &mut Session<DeltaVee>, _: &dyn Fn(Player) -> bool) -> bool {
        false
    }

    fn board(view: Signal<View>, _: Callback<Action>) -> AnyView {
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
        let src = expect_context::<FireSource>().0;
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
