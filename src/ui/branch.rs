//! The question a link (or record) asks when it branches from a saved game: the same game, agreeing up to
//! some action and then going another way — a retaken turn, or an old link played twice. Both histories
//! are shown side by side from where they part; nothing is saved until the player chooses.

use crate::engine::game::Status;
use crate::platform::storage::SeatMode;
use crate::ui::store::{self, game_names, use_app, BranchChoice};
use crate::ui::table::Table;
use crate::ui::{and_list, click, elem, esc};
use leptos::prelude::*;
use std::sync::Arc;

/// "1 action", "3 actions".
fn actions(n: usize) -> String {
    format!("{n} action{}", if n == 1 { "" } else { "s" })
}

/// At most this many actions of each side are listed (the first ones after the fork tell the story).
const SHOWN: usize = 12;

fn status_text(st: &Status, t: &Table) -> String {
    match &st.result {
        Some(r) => format!("Game over: {r}."),
        None => {
            let to_act: Vec<String> = t.to_act().into_iter().map(|id| t.player(id)).collect();
            format!("{}, {}. {} to act.", crate::ui::game_turn(st.turn), st.phase, and_list(&to_act))
        }
    }
}

/// One side, as markup (engine text only, escaped: a panel written once, cheaper in wasm than views):
/// where it stands and what was done since the fork.
fn side(title: &str, class: &str, t: &Table, from: usize, viewer: Option<&str>) -> AnyView {
    let acts = t.acts_from(from, viewer);
    let mut who: Vec<String> = Vec::new();
    for (seat, _) in &acts {
        let p = t.player(seat);
        if !who.contains(&p) {
            who.push(p);
        }
    }
    let n = acts.len();
    let mut html = String::new();
    elem(&mut html, "h2", "", title);
    elem(&mut html, "p", " class=\"branch-status\"", &status_text(&t.status(), t));
    elem(&mut html, "p", "", &format!("{} since they parted, by {}:", actions(n), and_list(&who)));
    html.push_str("<ol class=\"branch-acts\">");
    for (seat, lines) in acts.into_iter().take(SHOWN) {
        let text = if lines.is_empty() { "(no event)".to_string() } else { lines.join(" ") };
        html.push_str("<li>");
        // Who acted, unless the log line says it already.
        let who = t.player(seat);
        if !text.contains(&who) {
            elem(&mut html, "strong", "", &format!("{who}: "));
        }
        esc(&mut html, &text);
        html.push_str("</li>");
    }
    html.push_str("</ol>");
    if n > SHOWN {
        elem(&mut html, "p", " class=\"muted\"", &format!("\u{2026} and {} more.", n - SHOWN));
    }
    let class = format!("card branch-side {class}");
    view! { <section class=class aria-label=title.to_string() inner_html=html></section> }.into_any()
}

pub fn branch_screen(b: Arc<BranchChoice>) -> AnyView {
    let app = use_app();
    let (game, scenario) = game_names(b.mine.game(), b.mine.scenario());
    // Events as the seat played here may read them; a spectator's words when several (or none) are.
    let locals: Vec<&String> = b.save.meta.seats.iter().filter(|(_, m)| **m == SeatMode::Local).map(|(id, _)| id).collect();
    let viewer = match locals.as_slice() {
        [one] => Some(one.as_str()),
        _ => None,
    };
    let at = match &b.fork {
        Some(st) if b.common == 0 => format!("from the very start ({}, {})", crate::ui::game_turn(st.turn), st.phase),
        // Before the first Game-Turn (Outreach's pre-game builds, StarForce's first plot) there is no turn 0.
        Some(st) if st.turn == 0 => format!("for their first {}, before Game-Turn 1, {}", actions(b.common), st.phase),
        Some(st) => format!("for their first {}, up to Game-Turn {}, {}", actions(b.common), st.turn, st.phase),
        None => format!("for their first {}", actions(b.common)),
    };
    let source = b.source;
    let name = store::branch_name(source, b.fork.as_ref());
    let (b1, b2) = (b.clone(), b.clone());
    // The question starts at its heading (the lobby may have been scrolled), with the focus there.
    let heading = NodeRef::<leptos::html::H1>::new();
    request_animation_frame(move || {
        if let Some(h) = heading.get_untracked() {
            let _ = h.focus();
            if let Some(card) = h.parent_element() {
                card.scroll_into_view();
            }
        }
    });
    view! {
        <div class="lobby branch">
            <section class="card branch-head" aria-labelledby="branch-h">
                <h1 id="branch-h" tabindex="-1" node_ref=heading>{format!("This {source} branches from your game")}</h1>
                <p>{format!(
                    "{game} \u{2014} {scenario}: the {source} and the game saved on this device come from the same game (same \
                     setup and dice seed) and agree {at}. Then they go different ways, so the {source} does not continue \
                     what this device sent."
                )}</p>
                <p>"That is what a retaken turn looks like \u{2014} a turn played again from an earlier link, perhaps after \
                    trying moves in another tab to see the dice \u{2014} or an old link opened and played twice. Compare the \
                    two below, then choose; nothing is saved until you do."</p>
            </section>
            <div class="branch-sides">
                {side("On this device", "mine", &b.mine, b.common, viewer)}
                {side(&format!("In the {source}"), "theirs", &b.theirs, b.common, viewer)}
            </div>
            <section class="card branch-choose" aria-label="Which to keep">
                <div class="actions">
                    <button class="primary" on:click=click(move |_| store::keep_mine(app, &b1))>"Keep my game"</button>
                    <button on:click=click(move |_| store::keep_both(app, &b2))>{format!("Keep both: save the {source}\u{2019}s as a separate copy")}</button>
                    <button on:click=click(move |_| app.to_lobby(None))>"Back to the lobby"</button>
                </div>
                <p class="muted">{format!("The copy would be listed as \u{201c}{name}\u{201d}; your game stays as it is either way.")}</p>
            </section>
        </div>
    }
    .into_any()
}
