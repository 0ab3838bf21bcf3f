//! StarForce's panels: the prompt with the plot editor (SF 7.0) or the split editor (SF 8.2), the
//! break-off's destinations (SF 8.6), the battle, the plots' seals and the Rescue Mission's tally (38.0).
//!
//! Written as markup (engine text only, escaped) with one click listener per panel, like the other games'
//! panels: every button of the markup is one [`Btn`], in order. The plot is written on this device
//! (`Ui::plot`) and checked by the engine's `Plotting` at every change; the split likewise by `Splitting`.
//! Only the viewing seat's draft is ever read.

use super::elevation::elevation;
use super::{player, zulu_words, Ui};
use crate::engine::starforce::combat::split_bytes;
use crate::engine::starforce::event::Purpose;
use crate::engine::starforce::log::purpose_odds;
use crate::engine::starforce::plot::{Order, Plot};
use crate::engine::starforce::space::LiteZulu;
use crate::engine::starforce::state::{GateState, Kind, Seat, Split};
use crate::engine::starforce::view::View;
use crate::engine::starforce::{Action, StarForce};
use crate::ui::game::Panels;
use crate::ui::{elem, help, markup_panel, rtext};
use leptos::prelude::*;

/// What each button of the prompt panel does, in the order of the markup.
#[derive(Clone, Debug, PartialEq)]
enum Btn {
    /// Pick the viewing seat's Force to give an order.
    Pick(u8),
    /// Give the picked Force this order.
    Order(Order),
    /// Name this enhancer for the picked Force's next shift (SF 6.3).
    Via(Option<u8>),
    SealPlot,
    /// Attack on the target side (its index among the split's targets) one more or one less.
    Attack(usize, bool),
    BreakOff,
    SealSplit,
    /// Seal this declaration: break off (true) or stand (SF 8.2 a).
    Declare(bool),
    /// A legal action of the view (a break-off's destination).
    Act(usize),
}

/// The split being written: the battle and segment it is for, the Attack on each target and the break-off.
#[derive(Clone, Debug, Default, PartialEq)]
struct Draft {
    key: Option<(Seat, LiteZulu, u32)>,
    attacks: Vec<u32>,
    break_off: bool,
}

fn order_words(o: &Order) -> String {
    match o {
        Order::Hold => "holds".into(),
        Order::Shift { to, via: None } => format!("shifts to {}", to.label()),
        Order::Shift { to, via: Some(v) } => format!("shifts to {} enhanced by #{v}", to.label()),
        Order::Enhance => "enhances (SF 6.3)".into(),
        Order::BreakDown => "breaks down into four FakerForces (SF 33.2)".into(),
        Order::Combine => "combines with three FakerForces (SF 33.2)".into(),
        Order::Load => "loads a Population Point (38.3)".into(),
        Order::Unload => "unloads (38.3)".into(),
        Order::Enter { to } => format!("enters at {} (45.4)", to.label()),
    }
}

fn kind_name(k: Kind) -> &'static str {
    k.name()
}

/// The split the draft makes for this segment, if it is for it.
fn split_of(v: &View, d: &Draft) -> Option<Split> {
    let b = v.battle.as_ref()?;
    let s = b.splitting.as_ref()?;
    // A break-off declared before the split is the split's (SF 8.2 a).
    let breaks = s.declared.unwrap_or(d.key == Some((v.seat, b.at, b.segment)) && d.break_off);
    if d.key != Some((v.seat, b.at, b.segment)) {
        return Some(Split { break_off: breaks, defence: s.strength, attacks: s.targets.iter().map(|&t| (t, 0)).collect() });
    }
    let attack: u32 = if breaks { 0 } else { d.attacks.iter().sum() };
    let attacks = s.targets.iter().enumerate().map(|(i, &t)| (t, if breaks { 0 } else { d.attacks.get(i).copied().unwrap_or(0) })).collect();
    Some(Split { break_off: breaks, defence: s.strength.saturating_sub(attack), attacks })
}

/// The prompt's markup and its buttons.
fn prompt_markup(o: &mut String, v: &View, ui: Ui, d: &Draft, waiting: Option<&str>) -> Vec<Btn> {
    let mut btns = Vec::new();
    elem(o, "h2", " id=\"sf-prompt-h\"", "Orders");
    help::elem(o, "p", " class=\"prompt-text\"", &v.prompt);
    if let Some(who) = waiting {
        elem(o, "p", " class=\"waiting\"", &format!("Waiting for {} — send them the link.", crate::ui::table::the(who)));
        return btns;
    }
    let button = |o: &mut String, btns: &mut Vec<Btn>, b: Btn, attrs: &str, text: &str| {
        elem(o, "button", &format!(" type=\"button\"{attrs}"), text);
        btns.push(b);
    };
    if let Some(p) = &v.plotting {
        let draft = ui.draft(v.seat);
        o.push_str("<ul class=\"sf-forces\">");
        for f in &p.forces {
            let picked = ui.force.get() == Some(f.id);
            let mut words = format!("{} · {} · {}", f.name, kind_name(f.kind), f.at.label());
            if f.cargo > 0 {
                words += &format!(" · {} PP aboard", f.cargo);
            }
            let order = draft.order(f.id);
            if p.faker_war && f.kind == Kind::StarForce && matches!(order, Order::Hold | Order::BreakDown) {
                words += " — breaks down at once (42.4)";
            } else {
                words += &format!(" — {}", order_words(&order));
            }
            o.push_str("<li>");
            button(o, &mut btns, Btn::Pick(f.id), &format!(" aria-pressed=\"{picked}\" class=\"sf-force{}\"", if picked { " picked" } else { "" }), &words);
            o.push_str("</li>");
        }
        for f in &p.pool {
            let picked = ui.force.get() == Some(f.id);
            let words = format!("{} · {} · waiting to enter — {}", f.name, kind_name(f.kind), order_words(&draft.order(f.id)));
            o.push_str("<li>");
            button(o, &mut btns, Btn::Pick(f.id), &format!(" aria-pressed=\"{picked}\" class=\"sf-force{}\"", if picked { " picked" } else { "" }), &words);
            o.push_str("</li>");
        }
        o.push_str("</ul>");
        // A Force waiting to enter: the working Gates of the chosen hex (45.4).
        if let Some(f) = ui.force.get().and_then(|id| p.pool.iter().find(|f| f.id == id)) {
            let hex = ui.hex.get();
            let here: Vec<LiteZulu> = p.gates.iter().copied().filter(|g| Some(g.hex) == hex).collect();
            if here.is_empty() {
                elem(o, "p", " class=\"muted\"", &format!("{} enters at a system with your working StarGate: choose its hex on the map.", f.name));
            } else {
                o.push_str("<div class=\"prompt-actions\">");
                for to in here {
                    button(o, &mut btns, Btn::Order(Order::Enter { to }), "", &format!("Enter at {}", to.label()));
                }
                o.push_str("</div>");
            }
        }
        if let Some(f) = ui.force.get().and_then(|id| p.force(id)) {
            elem(o, "p", " class=\"muted\"", &format!("{} — choose a hex on the map, then a level below; or another order:", f.name));
            o.push_str("<div class=\"prompt-actions\">");
            let mut orders = vec![Order::Hold];
            match f.kind {
                Kind::StarForce => orders.extend([Order::Enhance, Order::BreakDown]),
                Kind::FakerForce => orders.push(Order::Combine),
                Kind::TachyonCruiser => {}
            }
            if p.rescue.is_some() {
                orders.extend([Order::Load, Order::Unload]);
            }
            for order in orders {
                let mut trial = draft.clone();
                trial.orders.retain(|(id, _)| *id != f.id);
                if order != Order::Hold {
                    trial.orders.push((f.id, order));
                    crate::ui::sort_by_key(&mut trial.orders, |x| x.0 as u64);
                }
                let refused = p.check(&trial).err();
                // Combining waits for four: the other three's orders make it legal.
                let blocked = refused.filter(|r| !(order == Order::Combine && r.case == "SF 33.2"));
                let title = blocked.as_ref().map_or(String::new(), |r| format!(" disabled title=\"{}\"", attr(&r.to_string())));
                let label = match order {
                    Order::Hold => "Hold",
                    Order::Enhance => "Enhance",
                    Order::BreakDown => "Break down",
                    Order::Combine => "Combine",
                    Order::Load => "Load",
                    Order::Unload => "Unload",
                    Order::Shift { .. } | Order::Enter { .. } => "Shift",
                };
                button(o, &mut btns, Btn::Order(order), &title, label);
            }
            o.push_str("</div>");
            // Enhancers the draft has where this Force might go (SF 6.3).
            let enhancers: Vec<&crate::engine::starforce::state::Force> =
                draft.orders.iter().filter(|(_, o)| *o == Order::Enhance).filter_map(|(id, _)| p.force(*id)).filter(|e| e.id != f.id).collect();
            if !enhancers.is_empty() {
                o.push_str("<div class=\"prompt-actions sf-via\">");
                let via = ui.via.get();
                button(o, &mut btns, Btn::Via(None), &format!(" aria-pressed=\"{}\"", via.is_none()), "No enhancer");
                for e in enhancers {
                    let on = via == Some(e.id);
                    button(o, &mut btns, Btn::Via(Some(e.id)), &format!(" aria-pressed=\"{on}\""), &format!("Enhanced by {} at {}", e.name, e.at.label()));
                }
                o.push_str("</div>");
            }
        }
        // The engine's check of the whole plot, once: its verdict and the Seal button's state.
        let check = p.check(&draft);
        match &check {
            Ok(()) => elem(o, "p", " class=\"sf-check ok\"", "This plot is legal."),
            Err(r) => help::elem(o, "p", " class=\"sf-check refused\" role=\"status\"", &r.to_string()),
        }
        let ok = check.is_ok();
        o.push_str("<div class=\"prompt-actions\">");
        button(o, &mut btns, Btn::SealPlot, if ok { " class=\"primary\"" } else { " class=\"primary\" disabled" }, "Seal the plot (secret)");
        o.push_str("</div>");
        help::elem(o, "p", " class=\"muted\"", "Sealed in secret: the others see only that you have plotted, until every plot is in (SF 7.1).");
        return btns;
    }
    if let Some(b) = v.battle.as_ref().filter(|b| b.declaring) {
        help::elem(o, "p", "", &format!("Battle at {}, segment {}: do your Forces break off? Declared in secret, opened together before the splits (SF 8.2 a).", b.at.label(), b.segment));
        o.push_str("<div class=\"prompt-actions\">");
        button(o, &mut btns, Btn::Declare(false), " class=\"primary\"", "Stand and fight (secret)");
        button(o, &mut btns, Btn::Declare(true), "", "Break off this segment (secret, SF 8.6)");
        o.push_str("</div>");
        return btns;
    }
    if let Some((b, s)) = v.battle.as_ref().and_then(|b| b.splitting.as_ref().map(|s| (b, s))) {
        let split = split_of(v, d).unwrap_or(Split { break_off: false, defence: s.strength, attacks: Vec::new() });
        elem(o, "p", "", &format!("Battle at {}, segment {}: your strength {}.", b.at.label(), b.segment, s.strength));
        o.push_str("<ul class=\"sf-split\">");
        for (i, &(t, n)) in split.attacks.iter().enumerate() {
            o.push_str("<li>");
            elem(o, "span", "", &format!("Attack on {}: {n}", player(t)));
            let full = split.defence == 0 || split.break_off;
            button(o, &mut btns, Btn::Attack(i, false), if n == 0 { " disabled aria-label=\"one less\"" } else { " aria-label=\"one less\"" }, "−");
            button(o, &mut btns, Btn::Attack(i, true), if full { " disabled aria-label=\"one more\"" } else { " aria-label=\"one more\"" }, "+");
            // The odds against each Defense the other side might keep (SF 8.4).
            let their = b.sides.iter().find(|x| x.0 == t).map_or(0, |x| x.1);
            if n > 0 {
                let mut lines = Vec::new();
                for def in [0, their / 2, their] {
                    let odds = purpose_odds(&Purpose::Combat { side: v.seat, target: t, differential: n as i32 - def as i32 }, 10, 0);
                    lines.push(format!("if they keep Defense {def} ({:+}): {}", n as i32 - def as i32, odds.text()));
                }
                lines.dedup();
                for l in lines {
                    elem(o, "p", " class=\"muted sf-odds\"", &l);
                }
            }
            o.push_str("</li>");
        }
        o.push_str("</ul>");
        elem(o, "p", "", &format!("Defense: {}", split.defence));
        o.push_str("<div class=\"prompt-actions\">");
        if s.declared == Some(true) {
            help::elem(o, "p", " class=\"muted\"", "You declared a break-off: your Forces allot only Defense (SF 8.6).");
        } else if s.may_break_off && s.declared.is_none() {
            button(o, &mut btns, Btn::BreakOff, &format!(" aria-pressed=\"{}\"", split.break_off), "Break off this segment (SF 8.6)");
        }
        let check = s.check(&split);
        button(o, &mut btns, Btn::SealSplit, if check.is_ok() { " class=\"primary\"" } else { " class=\"primary\" disabled" }, "Seal the split (secret)");
        o.push_str("</div>");
        if let Err(r) = check {
            help::elem(o, "p", " class=\"sf-check refused\"", &r.to_string());
        }
        return btns;
    }
    let acts: Vec<(usize, String)> = v
        .legal
        .iter()
        .enumerate()
        .filter(|(_, c)| matches!(c.action, Action::BreakOff { .. }))
        .map(|(i, c)| (i, c.label.clone()))
        .collect();
    if !acts.is_empty() {
        o.push_str("<div class=\"prompt-actions sf-breakoff\">");
        for (i, label) in acts {
            button(o, &mut btns, Btn::Act(i), "", &label);
        }
        o.push_str("</div>");
    }
    btns
}

fn attr(s: &str) -> String {
    let mut o = String::new();
    crate::ui::esc_attr(&mut o, s);
    o
}

/// The state of play: plots sealed, the battle, the Gates, the Rescue Mission's tally.
fn status_markup(v: &View) -> String {
    let mut o = String::new();
    elem(&mut o, "h2", " id=\"sf-status-h\"", &format!("{} of {}", crate::ui::game_turn(v.turn), if v.turns == u32::MAX { "∞".into() } else { v.turns.to_string() }));
    if !v.plots.is_empty() {
        let plots: Vec<String> =
            v.plots.iter().map(|(s, sealed)| format!("{}: {}", player(*s), if *sealed { "plot sealed" } else { "plotting" })).collect();
        elem(&mut o, "p", "", &plots.join(" · "));
    }
    if let Some(b) = &v.battle {
        let sides: Vec<String> = b
            .sides
            .iter()
            .map(|(s, n, sealed)| format!("{} strength {n}{}", player(*s), if *sealed { ", split sealed" } else { "" }))
            .collect();
        elem(&mut o, "p", "", &format!("Battle at {}, segment {}: {}.", b.at.label(), b.segment, sides.join("; ")));
    }
    // Each player's StarGates in a count, and by name those out of action.
    for seat in crate::engine::starforce::Seat::ALL {
        let mine: Vec<&crate::engine::starforce::view::SystemView> =
            v.systems.iter().filter(|s| s.gate.is_some_and(|g| g.0 == seat)).collect();
        if mine.is_empty() {
            continue;
        }
        let out: Vec<String> = mine
            .iter()
            .filter_map(|s| {
                let state = match s.gate?.1 {
                    GateState::Operational => return None,
                    GateState::Neutralized => "neutralized",
                    GateState::PermanentlyNeutralized => "neutralized for good",
                    GateState::Inactive => "inactive",
                };
                Some(format!("{} ({state})", s.name))
            })
            .collect();
        let tail = if out.is_empty() { String::new() } else { format!(": {}", out.join(", ")) };
        let gates = if mine.len() == 1 { "StarGate" } else { "StarGates" };
        elem(&mut o, "p", "", &format!("{}: {} {gates}{tail}.", player(seat), mine.len()));
    }
    if let Some(r) = &v.rescue {
        help::elem(&mut o, "p", "", &format!("Endangered: {} at {} (38.1).", r.system, r.at.label()));
        help::elem(&mut o, "p", "", &format!("On the planet: {} PP · saved: {} · StarForces lost: {} · score: {} (38.51).", r.planet, r.saved, r.forces_lost, r.score));
    }
    if let Some(res) = &v.result {
        help::elem(&mut o, "p", " class=\"result\"", res);
    }
    o
}

/// The visible units as a list, for screen readers and a phone's small map.
fn units_markup(v: &View) -> String {
    let mut o = String::new();
    o.push_str("<summary>Units as text</summary><ul>");
    for f in &v.forces {
        elem(&mut o, "li", "", &format!("{}: {} {} at {}{}", player(f.owner), kind_name(f.kind), f.name, zulu_words(f.at), if f.revealed { " (revealed)" } else { "" }));
    }
    for p in &v.presence {
        help::elem(&mut o, "li", "", &format!("{}: one Force or more in hex {}, level unknown (SF 7.2)", player(p.owner), p.hex));
    }
    o.push_str("</ul>");
    o
}

pub(super) fn panels(p: Panels<StarForce>) -> AnyView {
    let Panels { view: vm, on_action, on_seal, waiting_for, .. } = p;
    let ui = crate::ui::context::<Ui>();
    let draft = RwSignal::new(Draft::default());
    let html = move || {
        let mut o = String::new();
        let waiting = waiting_for.get();
        vm.with(|v| draft.with(|d| prompt_markup(&mut o, v, ui, d, waiting.as_deref())));
        o
    };
    let on_button = move |i: usize| {
        if waiting_for.get_untracked().is_some() {
            return;
        }
        let btn = vm.with_untracked(|v| draft.with_untracked(|d| untrack(|| prompt_markup(&mut String::new(), v, ui, d, None)).get(i).cloned()));
        let Some(btn) = btn else { return };
        let seat = vm.with_untracked(|v| v.seat);
        match btn {
            Btn::Pick(id) => {
                ui.force.set(Some(id));
                ui.via.set(None);
            }
            Btn::Order(order) => {
                if let Some(id) = ui.force.get_untracked() {
                    ui.set_order(seat, id, order);
                }
            }
            Btn::Via(e) => ui.via.set(e),
            Btn::SealPlot => {
                let plot = ui.draft(seat);
                ui.plot.set((seat, Plot::default()));
                ui.force.set(None);
                on_seal.run(plot.to_bytes());
            }
            Btn::Attack(k, more) => {
                vm.with_untracked(|v| {
                    let Some(split) = draft.with_untracked(|d| split_of(v, d)) else { return };
                    let Some(b) = v.battle.as_ref() else { return };
                    let mut attacks: Vec<u32> = split.attacks.iter().map(|a| a.1).collect();
                    if let Some(n) = attacks.get_mut(k) {
                        *n = if more { n.saturating_add(1) } else { n.saturating_sub(1) };
                    }
                    draft.set(Draft { key: Some((v.seat, b.at, b.segment)), attacks, break_off: false });
                });
            }
            Btn::BreakOff => {
                vm.with_untracked(|v| {
                    let Some(b) = v.battle.as_ref() else { return };
                    let on = draft.with_untracked(|d| d.key == Some((v.seat, b.at, b.segment)) && d.break_off);
                    draft.set(Draft { key: Some((v.seat, b.at, b.segment)), attacks: Vec::new(), break_off: !on });
                });
            }
            Btn::SealSplit => {
                let split = vm.with_untracked(|v| draft.with_untracked(|d| split_of(v, d)));
                if let Some(split) = split {
                    draft.set(Draft::default());
                    on_seal.run(split_bytes(&split));
                }
            }
            Btn::Declare(break_off) => on_seal.run(crate::engine::starforce::combat::declaration_bytes(break_off)),
            Btn::Act(k) => {
                if let Some(a) = vm.with_untracked(|v| v.legal.get(k).map(|c| c.action.clone())) {
                    on_action.run(a);
                }
            }
        }
    };
    let prompt = markup_panel("card prompt sf-prompt", "sf-prompt-h", Box::new(|| true), Box::new(html), Box::new(on_button));
    // A level chosen in the elevation: the picked Force shifts there, enhanced as chosen.
    let on_level = Callback::new(move |to: LiteZulu| {
        let seat = vm.with_untracked(|v| v.seat);
        if let Some(id) = ui.force.get_untracked() {
            ui.set_order(seat, id, Order::Shift { to, via: ui.via.get_untracked() });
        }
    });
    // A hex chosen on the map with a Force picked: its levels come into view (a phone's drawer is long).
    let mut prev = None;
    crate::ui::effect(move || {
        let h = ui.hex.get();
        if prev.replace(h).is_some_and(|p| p != h) && h.is_some() && ui.force.get_untracked().is_some() {
            request_animation_frame(|| {
                if let Some(el) = document().query_selector(".sf-elevation-card").ok().flatten() {
                    el.scroll_into_view_with_bool(false);
                }
            });
        }
    });
    view! {
        {prompt}
        <section class="card sf-elevation-card" aria-label="The chosen hex's levels">
            {elevation(vm, ui, on_level)}
        </section>
        <section class="card sf-status" aria-labelledby="sf-status-h" inner_html=rtext(move || vm.with(status_markup))></section>
        <details class="card sf-units" inner_html=rtext(move || vm.with(units_markup))></details>
    }
    .into_any()
}
