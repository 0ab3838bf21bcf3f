//! The approach routine's panel (7.1): who moves where, the shield, the approach numbers every pair of
//! options gives (with the chance of each outcome), and the secret choice of the moving player.

use crate::engine::stargate::approach::Step;
use crate::engine::stargate::tables::{percent, Shielded, Tactic};
use crate::engine::stargate::view::ApproachView;
use crate::engine::stargate::{unit_names, Side, View};
use leptos::prelude::*;

#[component]
pub fn ApproachPanel(view: Signal<View>, on_commit: Callback<Tactic>) -> impl IntoView {
    move || view.with(|v| v.approach.clone().map(|a| panel(v.seat, a, on_commit)))
}

fn panel(seat: Side, a: ApproachView, on_commit: Callback<Tactic>) -> impl IntoView {
    let shield = match a.shield {
        Some(Shielded::Defender) => "the defender is shielded (7.4, 7.5)",
        Some(Shielded::Attacker) => "the moving player is shielded (7.4, 7.5)",
        None => "nobody is shielded (7.4)",
    };
    let head = format!("Approach at {}: {} ({})", a.hex, unit_names(&a.units), a.mover.name());
    let announced = a.announced.map(|t| format!("The Virunian Player is not choosing {} (7.34).", t.name()));
    let rows = Tactic::ALL
        .iter()
        .map(|&d| {
            let cells = Tactic::ALL
                .iter()
                .map(|&m| {
                    let n = a.matrix[d.index()][m.index()];
                    let odds = if n.number == 0 {
                        "no effect".to_string()
                    } else if n.d {
                        format!("a defender lost {}%", percent(n.number.min(6)))
                    } else {
                        format!("mover lost {}%", percent(n.number.min(6)))
                    };
                    view! { <td><strong>{n.to_string()}</strong><br/><small>{odds}</small></td> }
                })
                .collect_view();
            view! { <tr><th scope="row">{d.name()}</th>{cells}</tr> }
        })
        .collect_view();
    let secret = (a.step == Step::Commit && a.actor == seat).then(|| {
        let buttons = a
            .tactics
            .iter()
            .map(|&t| view! { <button class="primary" on:click=move |_| on_commit.run(t)>{format!("{} (secret)", t.name())}</button> })
            .collect_view();
        view! {
            <p>"Choose in secret: the other player sees only that you have chosen, until both options are shown."</p>
            <div class="prompt-actions">{buttons}</div>
        }
    });
    view! {
        <section class="card approach" aria-labelledby="approach-h">
            <h2 id="approach-h">{head}</h2>
            <p class="muted">{format!("{shield}.")}</p>
            {announced.map(|t| view! { <p>{t}</p> })}
            <table class="approach-matrix">
                <caption>"Approach numbers now: die at or under the number (7.2, 7.5)"</caption>
                <thead><tr><th scope="col">"Defender \\ mover"</th>
                    {Tactic::ALL.iter().map(|t| view! { <th scope="col">{t.name()}</th> }).collect_view()}</tr></thead>
                <tbody>{rows}</tbody>
            </table>
            {secret}
        </section>
    }
}
