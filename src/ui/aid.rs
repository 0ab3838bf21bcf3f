//! The player aid: StarGate's four tables (7.2, 7.5, 8.2, 9.2), drawn from the engine's data so the aid
//! and the rules can never disagree. The tables are static markup built from engine constants only (no
//! user text), set as inner HTML: far less code than a reactive view of each cell.

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
            <div class="aid-tables" tabindex="0" role="region" aria-label="StarGate tables" inner_html=move || if open.get() { tables_html() } else { String::new() }></div>
        </details>
    }
}

/// One table: caption, header cells, rows of (row header, cells).
fn table(caption: &str, head: &[&str], rows: &[(String, Vec<String>)]) -> String {
    let mut h = format!("<table><caption>{caption}</caption><thead><tr>");
    for c in head {
        h += &format!("<th scope=\"col\">{c}</th>");
    }
    h += "</tr></thead><tbody>";
    for (name, cells) in rows {
        h += &format!("<tr><th scope=\"row\">{name}</th>");
        for c in cells {
            h += &format!("<td>{c}</td>");
        }
        h += "</tr>";
    }
    h + "</tbody></table>"
}

/// The four tables as markup (engine constants only).
pub fn tables_html() -> String {
    let names = Tactic::ALL.map(|t| t.name());
    let matrix: Vec<(String, Vec<String>)> = Tactic::ALL
        .iter()
        .map(|&d| {
            (d.name().to_string(), Tactic::ALL.iter().map(|&a| tables::APPROACH_MATRIX[d.index()][a.index()].to_string()).collect())
        })
        .collect();
    let shield: Vec<(String, Vec<String>)> =
        tables::SHIELD_CHART.iter().map(|(n, d, a)| (n.to_string(), vec![d.to_string(), a.to_string()])).collect();
    let combined: Vec<(String, Vec<String>)> = [
        ("Control + transport", (true, true, false), "5, 5W or T"),
        ("Control + weapons", (true, false, true), "5 or 5W"),
        ("Transport + weapons", (false, true, true), "5"),
        ("Control + transport + weapons (Tri-Ship)", (true, true, true), "T (5.9)"),
    ]
    .into_iter()
    .map(|(name, (c, t, w), moves)| {
        let u = data::combined(c, t, w).expect("a chart row");
        let strength = if u.defense_only { format!("({})", u.strength) } else { u.strength.to_string() };
        (name.to_string(), vec![strength, moves.to_string()])
    })
    .collect();
    let crt: Vec<(String, Vec<String>)> = tables::CRT
        .iter()
        .enumerate()
        .map(|(i, row)| ((i + 1).to_string(), row.iter().map(|r| r.name().to_string()).collect()))
        .collect();
    let mut crt_head = vec!["Die"];
    crt_head.extend(tables::CRT_COLUMNS);
    [
        table(
            "7.2 Approach Option Matrix: a roll at or under the number eliminates the moving unit; with d, one defending unit instead",
            &["Defender \\ mover", names[0], names[1], names[2]],
            &matrix,
        ),
        table("7.5 Shielded Approach Chart: replaces the matrix number (7.4)", &["Matrix number", "Defender shielded", "Mover shielded"], &shield),
        table(
            "8.2 Virunian Combined Unit Capabilities: (n) defence only; W wobbling; T teleport",
            &["Units of one Tri-Ship in a hex", "Combat", "Movement"],
            &combined,
        ),
        table(
            "9.2 Combat Results Table (attacker minus defender): a attackers, d defenders, D dispersed, E eliminated, Db both dispersed",
            &crt_head,
            &crt,
        ),
    ]
    .concat()
}
