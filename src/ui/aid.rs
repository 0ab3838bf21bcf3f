//! The player aid: StarGate's four tables (7.2, 7.5, 8.2, 9.2), drawn from the engine's data so the aid
//! and the rules can never disagree.

use crate::engine::stargate::data;
use crate::engine::stargate::tables::{self, Tactic};
use leptos::prelude::*;

#[component]
pub fn PlayerAid() -> impl IntoView {
    let open = RwSignal::new(false);
    view! {
        <details class="card aid" on:toggle=move |ev| {
            let el: web_sys::HtmlDetailsElement = event_target(&ev);
            open.set(el.open());
        }>
            <summary>"Player aid: StarGate tables"</summary>
            {move || open.get().then(tables_view)}
        </details>
    }
}

fn tables_view() -> impl IntoView {
    let options = Tactic::ALL;
    let matrix = options
        .iter()
        .map(|&d| {
            let cells = options
                .iter()
                .map(|&a| view! { <td>{tables::APPROACH_MATRIX[d.index()][a.index()].to_string()}</td> })
                .collect_view();
            view! { <tr><th scope="row">{d.name()}</th>{cells}</tr> }
        })
        .collect_view();
    let shield = tables::SHIELD_CHART
        .iter()
        .map(|(n, def, att)| {
            view! { <tr><th scope="row">{n.to_string()}</th><td>{def.to_string()}</td><td>{att.to_string()}</td></tr> }
        })
        .collect_view();
    let combined = [
        ("Control + transport", (true, true, false), "5, 5W or T"),
        ("Control + weapons", (true, false, true), "5 or 5W"),
        ("Transport + weapons", (false, true, true), "5"),
        ("Control + transport + weapons (Tri-Ship)", (true, true, true), "T (5.9)"),
    ]
    .into_iter()
    .map(|(name, (c, t, w), moves)| {
        let u = data::combined(c, t, w).expect("a chart row");
        let strength = if u.defense_only { format!("({})", u.strength) } else { u.strength.to_string() };
        view! { <tr><th scope="row">{name}</th><td>{strength}</td><td>{moves}</td></tr> }
    })
    .collect_view();
    let crt = tables::CRT
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let cells = row.iter().map(|r| view! { <td>{r.name()}</td> }).collect_view();
            view! { <tr><th scope="row">{i + 1}</th>{cells}</tr> }
        })
        .collect_view();
    let crt_head = tables::CRT_COLUMNS.iter().map(|c| view! { <th scope="col">{*c}</th> }).collect_view();
    view! {
        <div class="aid-tables">
            <table>
                <caption>"7.2 Approach Option Matrix: a roll at or under the number eliminates the moving unit; with d, one defending unit instead"</caption>
                <thead><tr><th scope="col">"Defender \\ mover"</th>
                    {options.iter().map(|o| view! { <th scope="col">{o.name()}</th> }).collect_view()}</tr></thead>
                <tbody>{matrix}</tbody>
            </table>
            <table>
                <caption>"7.5 Shielded Approach Chart: replaces the matrix number (7.4)"</caption>
                <thead><tr><th scope="col">"Matrix number"</th><th scope="col">"Defender shielded"</th><th scope="col">"Mover shielded"</th></tr></thead>
                <tbody>{shield}</tbody>
            </table>
            <table>
                <caption>"8.2 Virunian Combined Unit Capabilities: (n) defence only; W wobbling; T teleport"</caption>
                <thead><tr><th scope="col">"Units of one Tri-Ship in a hex"</th><th scope="col">"Combat"</th><th scope="col">"Movement"</th></tr></thead>
                <tbody>{combined}</tbody>
            </table>
            <table>
                <caption>"9.2 Combat Results Table (attacker minus defender): a attackers, d defenders, D dispersed, E eliminated, Db both dispersed"</caption>
                <thead><tr><th scope="col">"Die"</th>{crt_head}</tr></thead>
                <tbody>{crt}</tbody>
            </table>
        </div>
    }
}
