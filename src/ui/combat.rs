//! The Combat Phase panel (9.0–10.3): the hexes still to attack with their odds, then the declared attack
//! with the units that may join it by ranged attack and the odds before the roll.

use crate::engine::stargate::view::AttackView;
use crate::engine::stargate::{unit_name, unit_names, Action, View};
use leptos::prelude::*;

#[component]
pub fn CombatPanel(view: Signal<View>, on_action: Callback<Action>) -> impl IntoView {
    move || {
        view.with(|v| {
            let c = v.combat.clone()?;
            let legal = |a: &Action| v.legal.iter().any(|c| c.action == *a);
            let body = match c.declared {
                Some(d) => {
                    let joins = c
                        .joinable
                        .iter()
                        .filter(|(u, _)| legal(&Action::Join { unit: *u }))
                        .map(|&(unit, s)| {
                            view! {
                                <button on:click=move |_| on_action.run(Action::Join { unit })>
                                    {format!("Join: {} (+{s}, 10.2)", unit_name(unit))}
                                </button>
                            }
                        })
                        .collect_view();
                    view! {
                        {attack(&d)}
                        <div class="prompt-actions">
                            {joins}
                            <button class="primary" on:click=move |_| on_action.run(Action::Resolve)>"Roll for the attack"</button>
                        </div>
                    }
                    .into_any()
                }
                None => {
                    let targets = c
                        .targets
                        .iter()
                        .map(|t| {
                            let hex = t.hex;
                            view! {
                                <li>
                                    {attack(t)}
                                    <button class="primary" on:click=move |_| on_action.run(Action::Attack { hex })>
                                        {format!("Attack {hex}")}
                                    </button>
                                </li>
                            }
                        })
                        .collect_view();
                    view! { <ul class="targets">{targets}</ul> }.into_any()
                }
            };
            Some(view! {
                <section class="card combat" aria-labelledby="combat-h">
                    <h2 id="combat-h">"Combat (9.0)"</h2>
                    {body}
                </section>
            })
        })
    }
}

fn attack(a: &AttackView) -> impl IntoView {
    let ranged = a
        .ranged
        .iter()
        .map(|&(u, s)| format!("{} +{s}", unit_name(u)))
        .collect::<Vec<_>>()
        .join(", ");
    view! {
        <div class="attack">
            <p><strong>{format!("{}: ", a.hex)}</strong>{format!("{} ({}) against {} ({})", unit_names(&a.attackers), a.attack, unit_names(&a.defenders), a.defense)}</p>
            {(!ranged.is_empty()).then(|| view! { <p class="muted">{format!("Ranged: {ranged}")}</p> })}
            <p class="odds">{a.summary.clone()}</p>
        </div>
    }
}
