//! Choosing, for each seat, whether it is played on this device or remotely by link, and what link play
//! trusts, said as soon as a seat is remote.

use crate::platform::storage::SeatMode;
use crate::ui::table::player_named;
use crate::ui::{on_event, rflag};
use leptos::prelude::*;

/// One radio pair per seat of `game`. `seats` holds (seat id, mode) in seat order; `name` keeps radio
/// groups of several editors apart.
#[component]
pub fn SeatsEditor(
    #[prop(into)] game: String,
    seats: RwSignal<Vec<(String, SeatMode)>>,
    #[prop(into)] name: String,
) -> impl IntoView {
    let ids: Vec<String> = seats.get_untracked().into_iter().map(|(id, _)| id).collect();
    let rows = ids
        .into_iter()
        .enumerate()
        .map(|(i, id)| {
            let group = format!("{name}-{id}");
            let is = move |m: SeatMode| seats.with(|v| v.get(i).map(|(_, x)| *x == m).unwrap_or(false));
            let set = move |m: SeatMode| {
                seats.update(|v| {
                    if let Some(e) = v.get_mut(i) {
                        e.1 = m;
                    }
                })
            };
            view! {
                <fieldset class="seat">
                    <legend>{player_named(&game, &id)}</legend>
                    <label class="choice">
                        <input type="radio" name=group.clone() prop:checked=rflag(move || is(SeatMode::Local))
                            on:change=on_event(move |_| set(SeatMode::Local))/>
                        " On this device"
                    </label>
                    <label class="choice">
                        <input type="radio" name=group prop:checked=rflag(move || is(SeatMode::Remote))
                            on:change=on_event(move |_| set(SeatMode::Remote))/>
                        " Remote (by link)"
                    </label>
                </fieldset>
            }
        })
        .collect_view();
    let remote = move || seats.with(|v| v.iter().any(|(_, m)| *m == SeatMode::Remote));
    let more = crate::engine::registry::find(&game).and_then(|g| g.link_trust).map(|t| format!(" {t}"));
    view! {
        <div class="seats">{rows}</div>
        <p class="trust-note" role="note" hidden=rflag(move || !remote())>
            <strong>"Link play trusts the other players. "</strong>
            {TRUST}
            {more}
        </p>
    }
}

/// What play by link trusts, said where a seat is set to remote play (docs/design.md, "What link play
/// trusts").
pub const TRUST: &str = "Every link carries the game\u{2019}s seed, so whoever receives one can open it in a private \
    tab, try moves, and learn the coming dice and draws before playing for real. Without a server nothing can \
    prevent that. Starshift does show it when a link that comes back does not continue exactly what this device \
    sent (a branch, a retaken turn), and asks before keeping it.";
