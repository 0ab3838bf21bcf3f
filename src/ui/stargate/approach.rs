//! The approach routine's panel (7.1): who moves where, the shield, the approach numbers every pair of
//! options gives (with the chance of each outcome); and the secret choices, which the prompt panel shows
//! beside the prompt: the moving player's option (7.11), or the Virunian Player's announcement with his
//! own option sealed when an Igugui is involved (7.34, `Action::Conceal`).
//!
//! Written as markup (engine text only, escaped) with one click listener: far less wasm than a view of
//! each cell.

use crate::engine::hex::Hex;
use crate::engine::stargate::approach::Step;
use crate::engine::stargate::tables::{percent, Shielded, Tactic};
use crate::engine::stargate::view::ApproachView;
use crate::engine::stargate::{unit_names, Action, Side, View};
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

/// The secret choice for the prompt panel: the prompt and its choices stay together at the top (issue
/// 16), as the defender's do. The moving player's option (7.11), one button per option; or, when the
/// Virunian Player announces (7.34) and seals his own option at once, the option he will not choose
/// (three toggles) and then his option, sealed (`on_conceal(option, not)`). Shown only at those steps.
pub fn secret_choice(view: Signal<View>, on_commit: Callback<Tactic>, on_conceal: Callback<(Tactic, Tactic)>) -> AnyView {
    // The option named as not chosen, for the approach in this hex (so a later approach starts afresh).
    let not = RwSignal::new(None::<(Hex, Tactic)>);
    let html = move || {
        view.with(|v| {
            let mut o = String::new();
            let Some(a) = v.approach.as_ref() else { return o };
            if conceals(v) {
                let picked = not.get().filter(|(h, _)| *h == a.hex).map(|(_, t)| t);
                return conceal_markup(v.seat, picked);
            }
            let options = secret(v.seat, a);
            if options.is_empty() {
                return o;
            }
            o.push_str("<div class=\"prompt-actions secret-choice\">");
            for t in options {
                elem(&mut o, "button", " class=\"primary\"", &format!("{} (secret)", t.name()));
            }
            o.push_str("</div>");
            crate::ui::help::elem(&mut o, "p", " class=\"muted\"", "Chosen in secret: the other player sees only that you have chosen, until both options are shown (7.12). The odds are in the approach panel.");
            o
        })
    };
    let on_click = move |ev: leptos::ev::MouseEvent| {
        let Some(i) = crate::ui::button_index(&ev) else { return };
        // The markup is rewritten by the tap: the keyboard focus goes back to the same place (focus.rs).
        crate::ui::focus::after_markup("section.prompt .secret-block".to_string(), i);
        let Some((hex, conceal)) = view.with_untracked(|v| v.approach.as_ref().map(|a| (a.hex, conceals(v)))) else {
            return;
        };
        if conceal {
            // Buttons 0–2: the option not chosen; 3–5: his own option, sealed.
            match (Tactic::ALL.get(i), Tactic::ALL.get(i.wrapping_sub(3))) {
                (Some(&t), _) => {
                    not.set(Some((hex, t)));
                    // His own option comes next: in view (a phone's drawer shows only part of the card).
                    request_animation_frame(|| {
                        if let Some(own) = document().query_selector(".conceal-own").ok().flatten() {
                            own.scroll_into_view_with_bool(false);
                        }
                    });
                }
                (None, Some(&t)) => {
                    if let Some((_, n)) = not.get_untracked().filter(|(h, n)| *h == hex && *n != t) {
                        not.set(None);
                        on_conceal.run((t, n));
                    }
                }
                _ => {}
            }
            return;
        }
        let t = view.with_untracked(|v| v.approach.as_ref().and_then(|a| secret(v.seat, a).get(i).copied()));
        if let Some(t) = t {
            on_commit.run(t);
        }
    };
    view! { <div class="secret-block" inner_html=crate::ui::rtext(html) on:click=crate::ui::click(on_click)></div> }.into_any()
}

/// Whether this seat announces and seals at once now (7.34): its legal actions are `Conceal`s.
fn conceals(v: &View) -> bool {
    v.legal.iter().any(|c| matches!(c.action, Action::Conceal { .. }))
}

/// The Virunian Player's announcement and sealed option (7.34, 7.11): the option he will not choose, as
/// three toggles, then his own option, each but the one he will not choose, sealed on a tap.
fn conceal_markup(seat: Side, picked: Option<Tactic>) -> String {
    let mut o = String::with_capacity(1024);
    o.push_str("<div class=\"conceal\">");
    elem(&mut o, "p", " class=\"choice-head\" id=\"conceal-not-h\"", "You will not choose (7.34):");
    o.push_str("<div class=\"prompt-actions secret-choice not-choice\" role=\"group\" aria-labelledby=\"conceal-not-h\">");
    for t in Tactic::ALL {
        let pressed = if picked == Some(t) { "true" } else { "false" };
        elem(&mut o, "button", &format!(" class=\"secondary\" aria-pressed=\"{pressed}\""), &format!("Not {}", t.name()));
    }
    o.push_str("</div>");
    let head = match picked {
        Some(t) => format!("Your option (sealed), not {}:", t.name()),
        None => "Your option (sealed): first name the option you will not choose.".to_string(),
    };
    elem(&mut o, "p", " class=\"choice-head\" id=\"conceal-own-h\"", &head);
    o.push_str("<div class=\"prompt-actions secret-choice conceal-own\" role=\"group\" aria-labelledby=\"conceal-own-h\">");
    for t in Tactic::ALL {
        let attrs = if picked.is_some_and(|n| n != t) { " class=\"primary\"" } else { " class=\"primary\" disabled" };
        elem(&mut o, "button", attrs, &format!("{} (sealed)", t.name()));
    }
    o.push_str("</div>");
    let words = format!(
        "The {} Player sees only the option you will not choose; yours stays sealed on this device until both are shown (7.12).",
        seat.other().name()
    );
    elem(&mut o, "p", " class=\"muted\"", &words);
    o.push_str("</div>");
    o
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
        crate::ui::help::elem(&mut o, "p", "", &format!("The Virunian Player is not choosing {} (7.34).", t.name()));
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
