//! The approach routine's panel (7.1): who moves where, the shield, the approach numbers every pair of
//! options gives (with the chance of each outcome); and the secret choice of the moving player, which the
//! prompt panel shows beside the prompt.
//!
//! Written as markup (engine text only, escaped) with one click listener: far less wasm than a view of
//! each cell.

use crate::engine::stargate::approach::Step;
use crate::engine::stargate::tables::{percent, Shielded, Tactic};
use crate::engine::stargate::view::ApproachView;
use crate::engine::stargate::{unit_names, Side, View};
use crate::ui::{elem, markup_panel};
use leptos::prelude::*;

/// The approach panel: what the routine is about and its odds (the secret choice itself is in the prompt
/// panel, [`secret_choice`]).
pub fn approach_panel(view: Signal<View>) -> AnyView {
    markup_panel(
        "card approach",
        "approach-h",
        Box::new(move || view.with(|v| v.approach.is_some())),
        Box::new(move || view.with(|v| v.approach.as_ref().map(markup).unwrap_or_default())),
        Box::new(|_| {}),
    )
}

/// The moving player's secret choice (7.11), one button per option, for the prompt panel: the prompt and
/// its choices stay together at the top (issue 16), as the defender's do. Shown only at that step.
pub fn secret_choice(view: Signal<View>, on_commit: Callback<Tactic>) -> AnyView {
    let html = move || {
        view.with(|v| {
            let mut o = String::new();
            let Some(a) = v.approach.as_ref() else { return o };
            let options = secret(v.seat, a);
            if options.is_empty() {
                return o;
            }
            o.push_str("<div class=\"prompt-actions secret-choice\">");
            for t in options {
                elem(&mut o, "button", " class=\"primary\"", &format!("{} (secret)", t.name()));
            }
            o.push_str("</div>");
            elem(&mut o, "p", " class=\"muted\"", "Chosen in secret: the other player sees only that you have chosen, until both options are shown (7.12). The odds are in the approach panel.");
            o
        })
    };
    let on_click = move |ev: leptos::ev::MouseEvent| {
        let Some(i) = crate::ui::button_index(&ev) else { return };
        let t = view.with_untracked(|v| v.approach.as_ref().and_then(|a| secret(v.seat, a).get(i).copied()));
        if let Some(t) = t {
            on_commit.run(t);
        }
    };
    view! { <div class="secret-block" inner_html=crate::ui::rtext(html) on:click=crate::ui::click(on_click)></div> }.into_any()
}

/// The options the moving player may choose in secret now, one button each.
fn secret(seat: Side, a: &ApproachView) -> &[Tactic] {
    if a.step == Step::Commit && a.actor == seat {
        &a.tactics
    } else {
        &[]
    }
}

fn markup(a: &ApproachView) -> String {
    let shield = match a.shield {
        Some(Shielded::Defender) => "the defender is shielded (7.4, 7.5)",
        Some(Shielded::Attacker) => "the moving player is shielded (7.4, 7.5)",
        None => "nobody is shielded (7.4)",
    };
    let mut o = String::with_capacity(2048);
    elem(&mut o, "h2", " id=\"approach-h\"", &format!("Approach at {}: {} ({})", a.hex, unit_names(&a.units), a.mover.name()));
    elem(&mut o, "p", " class=\"muted\"", &format!("{shield}."));
    if let Some(t) = a.announced {
        elem(&mut o, "p", "", &format!("The Virunian Player is not choosing {} (7.34).", t.name()));
    }
    o.push_str("<table class=\"approach-matrix\"><caption>Approach numbers now: die at or under the number (7.2, 7.5)</caption>");
    o.push_str("<thead><tr><th scope=\"col\">Defender \\ mover</th>");
    for t in Tactic::ALL {
        elem(&mut o, "th", " scope=\"col\"", t.name());
    }
    o.push_str("</tr></thead><tbody>");
    for d in Tactic::ALL {
        o.push_str("<tr>");
        elem(&mut o, "th", " scope=\"row\"", d.name());
        for m in Tactic::ALL {
            let n = a.matrix[d.index()][m.index()];
            let odds = if n.number == 0 {
                "no effect".to_string()
            } else if n.d {
                format!("a defender lost {}%", percent(n.number.min(6)))
            } else {
                format!("mover lost {}%", percent(n.number.min(6)))
            };
            o.push_str("<td>");
            elem(&mut o, "strong", "", &n.to_string());
            o.push_str("<br>");
            elem(&mut o, "small", "", &odds);
            o.push_str("</td>");
        }
        o.push_str("</tr>");
    }
    o.push_str("</tbody></table>");
    o
}
