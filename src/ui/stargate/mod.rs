//! StarGate's screen: the board, the prompt with its buttons, the approach and combat panels, the board as
//! text and the player aid, inside the game screen's shell (`ui::game`).
//!
//! `board` draws the map (its `layout`, `map`, `counters`, `select` and `units_text`, on the shared board
//! kit `ui::board`); `approach`, `combat` and `aid` are the approach, combat and player-aid panels.

pub mod aid;
pub mod approach;
pub mod board;
pub mod combat;

use crate::engine::stargate::tables::Tactic;
use crate::engine::stargate::{Action, StarGate, View};
use crate::ui::game::{Applied, Panels, Screen};
use crate::ui::{button_index, click, nothing, on_event, rtext, rview, show};
use aid::player_aid;
use approach::approach_panel;
use combat::combat_panel;
use leptos::prelude::*;
use std::sync::Arc;

impl Screen for StarGate {
    const BOARD_FOCUS: &'static str = ".sg-hit[tabindex=\"0\"]";
    crate::help_chunk!(stargate_help, StarGate);
    crate::replay_chunk!(stargate_replay, StarGate);

    fn board(view: Signal<View>, on_action: Callback<Action>, _: Signal<Option<Arc<Applied<StarGate>>>>) -> AnyView {
        view! { <board::Board view=view on_action=on_action/> }.into_any()
    }

    fn panels(p: Panels<StarGate>) -> AnyView {
        let Panels { view, on_action, on_seal, waiting_for, .. } = p;
        // The secret approach options (7.11) are sealed by the shell: an option's byte is its index; the
        // Virunian Player's announced option (7.34) follows his own when he announces and seals at once.
        let on_commit = Callback::new(move |tactic: Tactic| on_seal.run(vec![tactic.index() as u8]));
        let on_conceal =
            Callback::new(move |(tactic, not): (Tactic, Tactic)| on_seal.run(vec![tactic.index() as u8, not.index() as u8]));
        view! {
            {prompt_panel(view, on_action, waiting_for, approach::secret_choice(view, on_commit, on_conceal))}
            {approach_panel(view)}
            {combat_panel(view, on_action)}
            {board::units_text(view, on_action)}
        }
        .into_any()
    }

    fn aid() -> AnyView {
        player_aid()
    }
}

/// Board actions are made on the board; everything else gets a button in the prompt panel.
fn on_board(a: &Action) -> bool {
    matches!(a, Action::Stage { .. } | Action::Move { .. } | Action::Reveal { .. } | Action::Disperse { .. })
}

/// Actions with a panel of their own (the approach's secret choice, the combat panel) or made by the app
/// itself (disclosing a secret choice kept on this device).
fn in_panel(a: &Action) -> bool {
    matches!(
        a,
        Action::Commit { .. }
            | Action::Conceal { .. }
            | Action::Disclose { .. }
            | Action::Attack { .. }
            | Action::Join { .. }
            | Action::Resolve
    )
}

/// The prompt panel's buttons: the non-board actions. (action, label, class)
fn prompt_buttons(v: &View) -> Vec<(Action, String, &'static str)> {
    v.legal
        .iter()
        .filter(|c| !on_board(&c.action) && !in_panel(&c.action))
        .map(|c| (c.action.clone(), c.label.clone(), "primary"))
        .collect()
}

/// The step this seat may not end yet (issue 16): its label and the engine's reason (a mandatory action
/// pending, e.g. staged units must enter the map first, 3.1). Shown as an unavailable button.
fn end_blocked(v: &View) -> Option<(String, String)> {
    Some((v.end.as_ref()?.label.clone(), v.end_blocked.clone()?))
}

/// Every legal board action, for keyboards.
fn board_actions(v: &View) -> Vec<(Action, String, &'static str)> {
    v.legal.iter().filter(|c| on_board(&c.action)).map(|c| (c.action.clone(), c.label.clone(), "")).collect()
}

/// Buttons as markup (engine labels, escaped), each in `<li>` when `li`.
fn buttons_html(buttons: Vec<(Action, String, &'static str)>, li: bool) -> String {
    let mut o = String::new();
    for (_, label, class) in buttons {
        if li {
            o.push_str("<li>");
        }
        o.push_str("<button");
        if !class.is_empty() {
            o.push_str(" class=\"");
            o.push_str(class);
            o.push('"');
        }
        o.push('>');
        crate::ui::esc(&mut o, &label);
        o.push_str("</button>");
        if li {
            o.push_str("</li>");
        }
    }
    o
}

/// The prompt, the buttons for non-board actions, and (for keyboards) every legal action as a list. The
/// buttons are markup with one click listener per list.
/// `secret`: the moving player's secret approach choice (7.11), kept with the prompt it answers.
fn prompt_panel(view: Signal<View>, on_action: Callback<Action>, waiting_for: Signal<Option<String>>, secret: AnyView) -> AnyView {
    let list_open = RwSignal::new(false);
    let board_count = move || view.with(|v| v.legal.iter().filter(|c| on_board(&c.action)).count());
    // The buttons are markup, rewritten after the action: the focus goes back to the same place (focus.rs).
    let run = move |list: fn(&View) -> Vec<(Action, String, &'static str)>, within: &'static str, ev: leptos::ev::MouseEvent| {
        let Some(i) = button_index(&ev) else { return };
        if let Some(a) = view.with_untracked(|v| list(v).into_iter().nth(i)) {
            on_action.run(a.0);
            crate::ui::focus::after_markup(within.to_string(), i);
        }
    };
    view! {
        <section class="card prompt" aria-labelledby="prompt-h" tabindex="-1">
            <h2 id="prompt-h" class="visually-hidden">"Your move"</h2>
            {rview(move || match waiting_for.get() {
                Some(who) => view! {
                    <p class="waiting">{format!("Waiting for the {who} — send them the link.")}</p>
                }.into_any(),
                None => view! {
                    <p class="prompt-text" inner_html=rtext(move || view.with(|v| {
                        if !v.prompt.is_empty() { crate::ui::help::markup_string(&v.prompt) }
                        else if v.legal.is_empty() { "Nothing to do now.".to_string() }
                        else { "Choose an action.".to_string() }
                    }))></p>
                }.into_any(),
            })}
            <div class="prompt-actions" inner_html=rtext(move || view.with(|v| buttons_html(prompt_buttons(v), false)))
                on:click=click(move |ev| run(prompt_buttons, "section.prompt .prompt-actions", ev))></div>
            {secret}
            {rview(move || view.with(end_blocked).map(|(label, why)| view! {
                <p class="end-blocked">
                    <button class="secondary" disabled aria-describedby="end-why">{label}</button>
                    " "<span id="end-why" class="muted" inner_html=crate::ui::help::markup_string(&format!("Not yet: {why}."))></span>
                </p>
            }.into_any()).unwrap_or_else(nothing))}
            {show(Box::new(move || board_count() != 0), Box::new(move || view! {
                <details class="all-actions" on:toggle=on_event(move |ev| {
                    let el: web_sys::HtmlDetailsElement = event_target(&ev);
                    list_open.set(el.open());
                })>
                    <summary>{rtext(move || format!("All board actions as a list ({})", board_count()))}</summary>
                    {rview(move || list_open.get().then(|| view! {
                        <ul class="action-list" inner_html=rtext(move || view.with(|v| buttons_html(board_actions(v), true)))
                            on:click=click(move |ev| run(board_actions, "section.prompt .action-list", ev))></ul>
                    }).into_any())}
                </details>
            }.into_any()), Box::new(nothing))}
        </section>
    }
    .into_any()
}

