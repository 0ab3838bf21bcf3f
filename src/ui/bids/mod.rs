//! Sealed Bids' screen (the test game of `engine::bids`): the bidders with their rounds won and whether
//! each has sealed this round (never what), the last round's bids, and the bids this seat may seal.

use crate::engine::bids::{Action, Bids, View};
use crate::ui::game::{Applied, Panels, Screen};
use crate::ui::{elem, markup_panel};
use leptos::prelude::*;
use std::sync::Arc;

impl Screen for Bids {
    const BOARD_FOCUS: &'static str = ".bids-board";

    fn board(view: Signal<View>, _: Callback<Action>, _: Signal<Option<Arc<Applied<Bids>>>>) -> AnyView {
        markup_panel(
            "bids-board",
            "bids-h",
            Box::new(|| true),
            Box::new(move || view.with(board_markup)),
            Box::new(|_| {}),
        )
    }

    fn panels(p: Panels<Bids>) -> AnyView {
        let Panels { view, on_seal, .. } = p;
        markup_panel(
            "card prompt bids-prompt",
            "bids-prompt-h",
            Box::new(|| true),
            Box::new(move || view.with(prompt_markup)),
            Box::new(move |i| {
                if let Some(b) = view.with_untracked(|v| v.may_seal.get(i).copied()) {
                    on_seal.run(vec![b]);
                }
            }),
        )
    }

    fn aid() -> AnyView {
        ().into_any()
    }
    crate::help_chunk!(bids_help, Bids);
    crate::replay_chunk!(bids_replay, Bids);
}

fn board_markup(v: &View) -> String {
    let mut o = String::new();
    elem(&mut o, "h2", " id=\"bids-h\"", &format!("Sealed Bids — round {}", v.round));
    o.push_str("<ul class=\"bids-list\">");
    for (i, b) in v.bidders.iter().enumerate() {
        let sealed = if b.sealed { "sealed" } else { "choosing" };
        let last = v.last.as_ref().and_then(|l| l.get(i)).map(|x| format!(", last bid {x}")).unwrap_or_default();
        elem(
            &mut o,
            "li",
            &format!(" class=\"seat-{i}\""),
            &format!("{}: {} round(s) won, {sealed}{last}", b.player, b.won),
        );
    }
    o.push_str("</ul>");
    o
}

fn prompt_markup(v: &View) -> String {
    let mut o = String::new();
    elem(&mut o, "h2", " id=\"bids-prompt-h\"", "Your move");
    elem(&mut o, "p", " class=\"prompt-text\"", &v.prompt);
    o.push_str("<div class=\"prompt-actions\">");
    for b in &v.may_seal {
        elem(&mut o, "button", " class=\"primary\"", &format!("Bid {b} (sealed)"));
    }
    o.push_str("</div>");
    o
}
