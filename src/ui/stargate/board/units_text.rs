//! StarGate's board as text: every unit in play or waiting, per side, with its hex, and the legal actions
//! that name it as buttons (the engine's own labels), so a game can be played without the map (screen
//! readers, or a map too small to tap). The card around it is the shared `ui::board::text_card`.

use super::select;
use crate::engine::stargate::{Action, Side, StarGate, View};
use crate::ui::board::text_card;
use crate::ui::click;
use crate::ui::table::player_of;
use leptos::prelude::*;

#[component]
pub fn UnitsText(#[prop(into)] view: Signal<View>, #[prop(into)] on_action: Callback<Action>) -> impl IntoView {
    let open = RwSignal::new(false);
    let body = move || {
        if !open.get() {
            return ().into_any();
        }
        view.with(|v| {
            [Side::Virunian, Side::Coalition]
                .into_iter()
                .map(|side| {
                    let items = v
                        .units
                        .iter()
                        .filter(|u| u.side == side)
                        .map(|u| {
                            let at = match u.hex {
                                Some(h) => format!("hex {}", h.label()),
                                None => "not yet in play".to_string(),
                            };
                            // The legal actions of the unit (of its combined unit, shown on its lead).
                            let acts = (u.lead == u.id)
                                .then(|| {
                                    v.legal
                                        .iter()
                                        .filter(|c| select::unit_target(&c.action).is_some_and(|(x, _)| x == u.id))
                                        .map(|c| {
                                            let a = c.action.clone();
                                            view! { <li><button type="button" on:click=click(move |_| on_action.run(a.clone()))>{c.label.clone()}</button></li> }
                                        })
                                        .collect_view()
                                })
                                .map(|b| view! { <ul class="units-acts">{b}</ul> });
                            view! {
                                <li>
                                    <span>{format!("{} — {at}", select::unit_label_in(v, u))}</span>
                                    {acts}
                                </li>
                            }
                        })
                        .collect_view();
                    view! {
                        <h3>{player_of::<StarGate>(side)}</h3>
                        <ul class="units-list">{items}</ul>
                    }
                })
                .collect_view()
                .into_any()
        })
    };
    text_card(open, body)
}
