//! The Combat Phase panel (9.0–10.3): the hexes still to attack with their odds, then the declared attack
//! with the units that may join it by ranged attack and the odds before the roll.
//!
//! Written as markup (engine text only, escaped) with one click listener, like the approach panel.

use crate::engine::stargate::view::AttackView;
use crate::engine::stargate::{unit_name, unit_names, Action, View};
use crate::ui::{elem, markup_panel};
use leptos::prelude::*;

pub fn combat_panel(view: Signal<View>, on_action: Callback<Action>) -> AnyView {
    markup_panel(
        "card combat",
        "combat-h",
        Box::new(move || view.with(|v| v.combat.is_some())),
        Box::new(move || view.with(markup)),
        Box::new(move |i| {
            if let Some(a) = view.with_untracked(|v| buttons(v).into_iter().nth(i)) {
                on_action.run(a);
            }
        }),
    )
}

/// The panel's buttons' actions, in order: the joins and the roll of a declared attack, else one attack
/// per target.
fn buttons(v: &View) -> Vec<Action> {
    let Some(c) = &v.combat else { return Vec::new() };
    match &c.declared {
        Some(_) => {
            let legal = |a: &Action| v.legal.iter().any(|c| c.action == *a);
            let mut out: Vec<Action> =
                c.joinable.iter().map(|&(unit, _)| Action::Join { unit }).filter(|a| legal(a)).collect();
            out.push(Action::Resolve);
            out
        }
        None => c.targets.iter().map(|t| Action::Attack { hex: t.hex }).collect(),
    }
}

fn markup(v: &View) -> String {
    let Some(c) = &v.combat else { return String::new() };
    let mut o = String::with_capacity(1024);
    o.push_str("<h2 id=\"combat-h\">Combat (9.0)</h2>");
    match &c.declared {
        Some(d) => {
            attack(&mut o, d);
            o.push_str("<div class=\"prompt-actions\">");
            let legal = |a: &Action| v.legal.iter().any(|c| c.action == *a);
            for &(unit, s) in c.joinable.iter().filter(|(u, _)| legal(&Action::Join { unit: *u })) {
                elem(&mut o, "button", "", &format!("Join: {} (+{s}, 10.2)", unit_name(unit)));
            }
            // The engine's words: a die (9.2), or none below −2 (9.1).
            let resolve = v.legal.iter().find(|c| c.action == Action::Resolve).map_or("Roll for the attack", |c| &c.label);
            elem(&mut o, "button", " class=\"primary\"", resolve);
            o.push_str("</div>");
        }
        None => {
            o.push_str("<ul class=\"targets\">");
            for t in &c.targets {
                o.push_str("<li>");
                attack(&mut o, t);
                elem(&mut o, "button", " class=\"primary\"", &format!("Attack {}", t.hex));
                o.push_str("</li>");
            }
            o.push_str("</ul>");
        }
    }
    o
}

fn attack(o: &mut String, a: &AttackView) {
    let ranged = a.ranged.iter().map(|&(u, s)| format!("{} +{s}", unit_name(u))).collect::<Vec<_>>().join(", ");
    o.push_str("<div class=\"attack\"><p>");
    elem(o, "strong", "", &format!("{}: ", a.hex));
    crate::ui::esc(
        o,
        &format!("{} ({}) against {} ({})", unit_names(&a.attackers), a.attack, unit_names(&a.defenders), a.defense),
    );
    o.push_str("</p>");
    if !ranged.is_empty() {
        elem(o, "p", " class=\"muted\"", &format!("Ranged: {ranged}"));
    }
    elem(o, "p", " class=\"odds\"", &a.summary);
    o.push_str("</div>");
}
