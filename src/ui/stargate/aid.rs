//! The player aid: StarGate's four tables (7.2, 7.5, 8.2, 9.2), drawn from the engine's data so the aid
//! and the rules can never disagree. The tables are static markup built from engine constants only (no
//! user text), set as inner HTML: far less code than a reactive view of each cell.

use crate::engine::stargate::data;
use crate::engine::stargate::tables::{self, Tactic};
use crate::ui::{on_event, rtext};
use leptos::prelude::*;

pub fn player_aid() -> AnyView {
    let open = RwSignal::new(false);
    view! {
        <details class="card aid" on:toggle=on_event(move |ev| {
            let el: web_sys::HtmlDetailsElement = event_target(&ev);
            open.set(el.open());
        })>
            <summary>"Player aid: StarGate tables"</summary>
            <div class="aid-tables" tabindex="0" role="region" aria-label="StarGate tables"
                inner_html=rtext(move || if open.get() { tables_html() } else { String::new() })></div>
        </details>
    }
    .into_any()
}

/// Markup being written: a table's caption and header cells, then rows of a header cell and cells.
struct Html(String);

impl Html {
    fn s(&mut self, text: &str) -> &mut Self {
        self.0.push_str(text);
        self
    }
    fn table(&mut self, caption: &str, head: &[&str]) {
        self.s("<table><caption>").s(caption).s("</caption><thead><tr>");
        for c in head {
            self.s("<th scope=\"col\">").s(c).s("</th>");
        }
        self.s("</tr></thead><tbody>");
    }
    fn row(&mut self, name: &str) {
        self.s("<tr><th scope=\"row\">").s(name).s("</th>");
    }
    fn cell(&mut self, text: &str) {
        self.s("<td>").s(text).s("</td>");
    }
    fn end_row(&mut self) {
        self.s("</tr>");
    }
    fn end_table(&mut self) {
        self.s("</tbody></table>");
    }
}

/// The four tables as markup (engine constants only).
pub fn tables_html() -> String {
    let mut o = Html(String::with_capacity(4096));
    let names = Tactic::ALL.map(|t| t.name());
    o.table(
        "7.2 Approach Option Matrix: a roll at or under the number eliminates the moving unit; with d, one defending unit instead",
        &["Defender \\ mover", names[0], names[1], names[2]],
    );
    for d in Tactic::ALL {
        o.row(d.name());
        for a in Tactic::ALL {
            o.cell(&tables::APPROACH_MATRIX[d.index()][a.index()].to_string());
        }
        o.end_row();
    }
    o.end_table();
    o.table("7.5 Shielded Approach Chart: replaces the matrix number (7.4)", &["Matrix number", "Defender shielded", "Mover shielded"]);
    for (n, d, a) in tables::SHIELD_CHART {
        o.row(&n.to_string());
        o.cell(&d.to_string());
        o.cell(&a.to_string());
        o.end_row();
    }
    o.end_table();
    o.table(
        "8.2 Virunian Combined Unit Capabilities: (n) defence only; W wobbling; T teleport",
        &["Units of one Tri-Ship in a hex", "Combat", "Movement"],
    );
    for (name, (c, t, w), moves) in [
        ("Control + transport", (true, true, false), "5, 5W or T"),
        ("Control + weapons", (true, false, true), "5 or 5W"),
        ("Transport + weapons", (false, true, true), "5"),
        ("Control + transport + weapons (Tri-Ship)", (true, true, true), "T (5.9)"),
    ] {
        let u = data::combined(c, t, w).expect("a chart row");
        let strength = u.strength.to_string();
        o.row(name);
        if u.defense_only {
            o.s("<td>(").s(&strength).s(")</td>");
        } else {
            o.cell(&strength);
        }
        o.cell(moves);
        o.end_row();
    }
    o.end_table();
    let mut crt_head = vec!["Die"];
    crt_head.extend(tables::CRT_COLUMNS);
    o.table(
        "9.2 Combat Results Table (attacker minus defender): a attackers, d defenders, D dispersed, E eliminated, Db both dispersed",
        &crt_head,
    );
    for (i, row) in tables::CRT.iter().enumerate() {
        o.row(&(i + 1).to_string());
        for r in row {
            o.cell(r.name());
        }
        o.end_row();
    }
    o.end_table();
    o.0
}
