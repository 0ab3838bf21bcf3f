//! DeltaVee's orders panel: the prompt and every legal action as a button, grouped by the unit it concerns.
//!
//! The command panel: in the Command Phase each unit's group opens with what it has left — Maneuver and
//! Battle Commands (7.1, 7.3), a tractor beam's commands (5.6) and its Energy Units (10.3) — and each
//! Command's button has its cost beside it (7.5–7.7). In the Fire Phase a firing unit's group is the fire
//! panel (`fire`). A Hit Table choice (8.8) is a group of its own naming the unit hit. Every figure is the
//! engine's (`view::Choice::figures`); every action is a button named by its `Choice::label` alone, with
//! the figures beside it (`aria-describedby`).

use super::fire::{fire_group, is_fire};
use super::launch::{by_title, course_table};
use super::placing;
use super::unit_name;
use crate::engine::deltavee::damage::Source;
use crate::engine::deltavee::figures::{Allowances, Cost, Figures};
use crate::engine::deltavee::state::Unit;
use crate::engine::deltavee::view::View;
use crate::ui::elem;
use std::fmt::Write;

/// What a button of the panel does, in the panel's button order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Btn {
    /// The legal action at this index of `View::legal`.
    Act(usize),
    /// Shows the fires and launches of this source of the unit (the fire panel's picker).
    Source(Unit, Source),
}

/// The legal actions grouped by the unit they concern, as indices into `View::legal`: the selected
/// unit's group first, then each other unit's in the order the list gives them, then those that name no
/// unit.
fn groups(v: &View, sel: Option<Unit>) -> Vec<(Option<Unit>, Vec<usize>)> {
    let mut out: Vec<(Option<Unit>, Vec<usize>)> = Vec::new();
    for (i, c) in v.legal.iter().enumerate() {
        let u = c.action.unit();
        match out.iter_mut().find(|g| g.0 == u) {
            Some(g) => g.1.push(i),
            None => out.push((u, vec![i])),
        }
    }
    crate::ui::sort_by_key(&mut out, |(u, _)| match u {
        _ if *u == sel && sel.is_some() => 0,
        Some(_) => 1,
        None => 2,
    });
    out
}

/// A Command's cost beside its button: "Costs no energy", "1 Energy Block (3 EU)", "6 EU".
fn cost_text(c: &Cost) -> String {
    if c.is_free() {
        return "Costs no\u{a0}energy".into();
    }
    if c.blocks == 0 {
        return format!("{}\u{a0}EU", c.energy_units);
    }
    let blocks = format!("{} Energy Block{}", c.blocks, if c.blocks == 1 { "" } else { "s" });
    format!("{blocks} ({}\u{a0}EU)", c.energy_units)
}

/// The figures opening a unit's group in the Command Phase.
fn allowances(a: &Allowances) -> Vec<String> {
    let mut parts = vec![format!(
        "Maneuver commands left: {}{}",
        a.maneuvers_left,
        if a.speed_only && a.maneuvers_left > 0 { " (Accelerate or Decelerate only)" } else { "" }
    )];
    if let Some(b) = a.battles_left {
        parts.push(format!("Battle commands left: {b}"));
    }
    if let Some(t) = a.tractor_left {
        parts.push(format!("Tractor beam commands left: {t}"));
    }
    parts.push(format!("Energy Units left: {}", a.energy_units_left));
    parts
}

/// `<p attrs>` with the figures separated by " · ", each kept whole where the line allows.
pub(super) fn dot_line(o: &mut String, attrs: &str, parts: &[String]) {
    let _ = write!(o, "<p{attrs}>");
    for (k, f) in parts.iter().enumerate() {
        if k > 0 {
            o.push_str(" · ");
        }
        elem(o, "span", "", f);
    }
    o.push_str("</p>");
}

/// `<div class="dv-group …"><h3>title</h3>`, the group left open.
pub(super) fn open_group(o: &mut String, title: &str, class: &str, selected: bool) {
    let _ = write!(o, "<div class=\"dv-group {class}{}\">", if selected { " selected" } else { "" });
    elem(o, "h3", "", title);
}

/// A button named by the action's label, with `note` beside it (its figures) when there is one.
pub(super) fn action_row(o: &mut String, i: usize, label: &str, note: Option<&str>, described_by: &str) {
    match note {
        Some(note) => {
            let id = format!("dv-d{i}");
            let by = if described_by.is_empty() { id.clone() } else { format!("{described_by} {id}") };
            o.push_str("<div class=\"dv-row\">");
            elem(o, "button", &format!(" aria-describedby=\"{by}\""), label);
            elem(o, "span", &format!(" class=\"dv-note\" id=\"{id}\""), note);
            o.push_str("</div>");
        }
        None if !described_by.is_empty() => elem(o, "button", &format!(" aria-describedby=\"{described_by}\""), label),
        None => elem(o, "button", "", label),
    }
}

fn command_group(o: &mut String, v: &View, title: &str, selected: bool, idx: &[usize], out: &mut Vec<Btn>) {
    open_group(o, title, "dv-commands", selected);
    // A ship to place in the set-up (11.0): its places as hex buttons.
    if idx.iter().all(|&i| placing::place_hex(&v.legal[i].action).is_some()) {
        placing::buttons(o, v, idx, out);
        o.push_str("</div>");
        return;
    }
    let left = idx.iter().find_map(|&i| match &v.legal[i].figures {
        Some(Figures::Command { left, .. }) => Some(left),
        _ => None,
    });
    if let Some(a) = left {
        dot_line(o, " class=\"dv-counts\"", &allowances(a));
    }
    let note = |i: usize| match &v.legal[i].figures {
        Some(Figures::Command { cost, .. }) => Some(cost_text(cost)),
        Some(Figures::MimsLaunch { launches_left }) => Some(format!("Launches left: {launches_left} (9.9)")),
        _ => None,
    };
    // Courses to choose (launches, a starting course) as tables after the other actions, one per heading.
    let mut rest = Vec::new();
    let tables = by_title(v, idx, &mut rest);
    for i in rest {
        action_row(o, i, &v.legal[i].label, note(i).as_deref(), "");
        out.push(Btn::Act(i));
    }
    for (title, here) in tables {
        o.push_str("<div class=\"dv-target\">");
        elem(o, "h4", "", &title);
        // One note for the table when every course in it has the same (a Command's cost does not hang on
        // the course); else each course's note is in its button's row, as for other actions.
        let notes: Vec<Option<String>> = here.iter().map(|&i| note(i)).collect();
        if notes.iter().all(|n| *n == notes[0]) {
            let id = format!("dv-course{}", here[0]);
            if let Some(n) = &notes[0] {
                elem(o, "p", &format!(" class=\"dv-note\" id=\"{id}\""), n);
            }
            course_table(o, v, &here, if notes[0].is_some() { &id } else { "" }, out);
        } else {
            for (&i, n) in here.iter().zip(&notes) {
                action_row(o, i, &v.legal[i].label, n.as_deref(), "");
                out.push(Btn::Act(i));
            }
        }
        o.push_str("</div>");
    }
    o.push_str("</div>");
}

/// The Hit Table's choice (8.8): the unit hit named, a button per part.
fn hit_group(o: &mut String, v: &View, idx: &[usize], out: &mut Vec<Btn>) {
    let title = match &v.hit {
        Some((u, _)) => format!("Hit Table (8.8): {} is hit", unit_name(v, *u)),
        None => "Hit Table (8.8)".into(),
    };
    open_group(o, &title, "dv-hitpick", false);
    for &i in idx {
        elem(o, "button", "", &v.legal[i].label);
        out.push(Btn::Act(i));
    }
    o.push_str("</div>");
}

/// The panel's markup; gives what each of its buttons does, in order. `src`: the fire source last picked.
pub(super) fn orders_markup(o: &mut String, v: &View, sel: Option<Unit>, src: Option<(Unit, Source)>) -> Vec<Btn> {
    let mut out = Vec::new();
    elem(o, "h2", " id=\"orders-h\"", "Orders");
    let prompt = if !v.prompt.is_empty() {
        v.prompt.as_str()
    } else if v.legal.is_empty() {
        "Nothing to do now."
    } else {
        "Choose an action."
    };
    crate::ui::help::elem(o, "p", " class=\"prompt-text\"", prompt);
    if let Some(p) = &v.points {
        let each: Vec<String> = p.iter().enumerate().map(|(i, n)| format!("Player {} {n}", i + 1)).collect();
        crate::ui::help::elem(o, "p", " class=\"muted\"", &format!("Victory Points: {} (11.0).", each.join(", ")));
    }
    for (u, idx) in groups(v, sel) {
        let selected = u.is_some() && u == sel;
        let title = match u {
            Some(u) => unit_name(v, u),
            None => "General".to_string(),
        };
        if u.is_none() && v.hit.is_some() {
            hit_group(o, v, &idx, &mut out);
        } else if let (Some(unit), true) = (u, idx.iter().any(|&i| is_fire(&v.legal[i].action))) {
            fire_group(o, v, unit, &title, selected, &idx, src, &mut out);
        } else {
            command_group(o, v, &title, selected, &idx, &mut out);
        }
    }
    out
}
