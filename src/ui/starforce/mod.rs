//! StarForce's screen inside the game screen's shell (`ui::game`): the Stellar Display (`map`), the side
//! elevation of the chosen hex (`elevation`) and the panels (`panel`): the plot editor with its level
//! picker, the split editor, the break-off and the Rescue Mission's tally.
//!
//! Everything shown comes from the seat's `View` (SF 7.2: other players' Forces only as presence in a hex,
//! unless revealed). The plot being written is this device's alone ([`Ui::plot`]): it never enters the
//! record until sealed, and it is checked, and each level figured, by the engine's `Plotting` (the same code
//! that checks the plot when it opens). Sealing hands its bytes to the shell (`Panels::on_seal`), which keeps
//! plot and salt on this device and opens them when every plot is in.

use crate::engine::game::Game;
use crate::engine::hex::Hex;
use crate::engine::starforce::plot::{Order, Plot};
use crate::engine::starforce::space::{hex_label_of, LiteZulu};
use crate::engine::starforce::state::Seat;
use crate::engine::starforce::view::View;
use crate::engine::starforce::{Action, StarForce};
use crate::ui::game::{Applied, Panels, Screen};
use leptos::prelude::*;
use std::sync::Arc;

mod elevation;
mod map;
mod panel;

/// What the map, the elevation and the panels share beside the view.
#[derive(Clone, Copy)]
pub(crate) struct Ui {
    /// The viewing seat's Force picked in the plot editor.
    pub force: RwSignal<Option<u8>>,
    /// The hex chosen on the map: its column of levels is shown beside it, and a picked Force's levels
    /// there are offered.
    pub hex: RwSignal<Option<Hex>>,
    /// The keyboard's cursor hex.
    pub cursor: RwSignal<Option<Hex>>,
    /// The hex under the mouse.
    pub hover: RwSignal<Option<Hex>>,
    /// The plot being written on this device, by the seat writing it (a hand-over never shows one
    /// player's draft to another: only the viewing seat's is read).
    pub plot: RwSignal<(Seat, Plot)>,
    /// The enhancer the next shift names (SF 6.3), if any.
    pub via: RwSignal<Option<u8>>,
}

impl Ui {
    /// The viewing seat's draft plot (empty for another seat's).
    pub fn draft(&self, seat: Seat) -> Plot {
        self.plot.with(|(s, p)| if *s == seat { p.clone() } else { Plot::default() })
    }
    /// Sets Force `id`'s order in the viewing seat's draft (Hold leaves it out).
    pub fn set_order(&self, seat: Seat, id: u8, order: Order) {
        let mut p = self.draft(seat);
        p.orders.retain(|(f, _)| *f != id);
        if order != Order::Hold {
            p.orders.push((id, order));
            crate::ui::sort_by_key(&mut p.orders, |(f, _)| *f as u64);
        }
        self.plot.set((seat, p));
    }
}

/// A hex's label on the Stellar Display ("2612").
pub(crate) fn hex_name(h: Hex) -> String {
    hex_label_of(h)
}

/// A LiteZulu in words for screen readers: "2612 at level −2".
pub(crate) fn zulu_words(z: LiteZulu) -> String {
    format!("{} at level {:+}", hex_name(z.hex), z.level)
}

/// A seat's player in words.
pub(crate) fn player(seat: Seat) -> &'static str {
    StarForce::SEAT_INFO[seat.index()].player
}

impl Screen for StarForce {
    const BOARD_FOCUS: &'static str = ".sf-cursor";

    fn prepare() {
        provide_context(Ui {
            force: RwSignal::new(None),
            hex: RwSignal::new(None),
            cursor: RwSignal::new(None),
            hover: RwSignal::new(None),
            plot: RwSignal::new((Seat::P1, Plot::default())),
            via: RwSignal::new(None),
        });
    }

    fn board(vm: Signal<View>, on_action: Callback<Action>, _: Signal<Option<Arc<Applied<StarForce>>>>) -> AnyView {
        let ui = crate::ui::context::<Ui>();
        // A board of its own for each seat that takes the device: nothing picked yet.
        ui.force.set(None);
        ui.hex.set(None);
        ui.hover.set(None);
        ui.via.set(None);
        map::board(vm, ui, on_action)
    }

    fn panels(p: Panels<StarForce>) -> AnyView {
        panel::panels(p)
    }

    fn aid() -> AnyView {
        crate::ui::help::aid("StarForce")
    }
    crate::help_chunk!(starforce_help, StarForce);
    crate::replay_chunk!(starforce_replay, StarForce);
}
