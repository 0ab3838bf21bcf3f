//! DeltaVee's fire panel: a firing unit's group in the Fire Phase. The player picks the source (the
//! burster or a pod, 8.0 step 1) and sees, for each target that source may fire at, the range and relative
//! velocity (8.3–8.5), the Targeting Program's modifier and whose it is (8.6) and the Target Value, then a
//! button per type of fire with its Hit Chance as the Fire Results Table gives it (8.7) and its energy
//! (8.2); the source's missile launches follow (9.1–9.4). All figures are the engine's
//! (`figures::Figures::Fire`, `Figures::Launch`).

use super::launch::{by_title, course_table};
use super::orders::{action_row, dot_line, open_group, Btn};
use super::unit_name;
use crate::engine::deltavee::action::Action;
use crate::engine::deltavee::damage::{Program, Source};
use crate::engine::deltavee::data::Chance;
use crate::engine::deltavee::figures::Figures;
use crate::engine::deltavee::fire::{FireOption, Reduction};
use crate::engine::deltavee::state::Unit;
use crate::engine::deltavee::view::View;
use crate::ui::elem;
use std::fmt::Write;

/// A fire or a missile launch: what the fire panel shows.
pub(super) fn is_fire(a: &Action) -> bool {
    matches!(a, Action::Fire { .. } | Action::Launch { .. })
}

fn source_of(a: &Action) -> Option<Source> {
    match *a {
        Action::Fire { source, .. } => Some(source),
        Action::Launch { pod, .. } => Some(Source::Pod(pod)),
        _ => None,
    }
}

/// "Burster", "Pod 1 (hunter)".
fn source_name(v: &View, u: Unit, s: Source) -> String {
    match s {
        Source::Burster => "Burster".into(),
        Source::Pod(n) => {
            let kind = match u {
                Unit::Ship(id) => v.ships.iter().find(|x| x.id == id).and_then(|x| x.pods.get(n as usize - 1)),
                Unit::Craft(_) => None,
            };
            match kind {
                Some(p) => format!("Pod {n} ({})", p.kind),
                None => format!("Pod {n}"),
            }
        }
    }
}

/// Whose Targeting Program (8.6).
fn program(u: Unit, p: Program) -> String {
    match (p, u) {
        (Program::Ship, Unit::Ship(_)) => "the ship's".into(),
        (Program::Ship, Unit::Craft(_)) => "the battlecraft's".into(),
        (Program::Pod(n), _) => format!("pod {n}'s"),
        (Program::BattleComm(n), _) => format!("battle communications pod {n}'s"),
    }
}

fn signed(n: i8) -> String {
    match n {
        0 => "0".into(),
        n if n < 0 => format!("−{}", -(n as i16)),
        n => format!("+{n}"),
    }
}

/// Range, relative velocity, Targeting Program and Target Value: the same for every type of fire from one
/// source at one target (8.3–8.7).
fn target_figures(u: Unit, o: &FireOption) -> [(&'static str, String); 5] {
    let g = &o.geometry;
    let range = match g.reduction {
        Reduction::SameCourse => format!("{} ({} hexes halved: same course, 8.5)", g.range, g.distance),
        _ => g.range.to_string(),
    };
    let velocity = match g.reduction {
        Reduction::None => g.relative_velocity.to_string(),
        Reduction::StraightLine => {
            format!("{} ({} halved: straight line, 8.5)", g.relative_velocity, g.chart_velocity)
        }
        Reduction::SameCourse => format!("0 (same course, 8.5; {} on the chart)", g.chart_velocity),
    };
    [
        ("Range", range),
        ("Relative velocity", velocity),
        ("Targeting Program", format!("{} ({})", signed(o.modifier), program(u, o.program))),
        ("Modified velocity", o.modified_velocity.to_string()),
        ("Target Value", o.target_value.to_string()),
    ]
}

/// The figures as a list of terms and values, `id` for the buttons' descriptions.
fn figures_list(o: &mut String, id: &str, figs: &[(&str, String)]) {
    let _ = write!(o, "<dl class=\"dv-figs\" id=\"{id}\">");
    for (term, value) in figs {
        elem(o, "dt", "", term);
        elem(o, "dd", "", value);
    }
    o.push_str("</dl>");
}

/// The Hit Chance as the Fire Results Table gives it (8.7).
pub(super) fn chance_text(c: Chance) -> String {
    match c {
        Chance::Auto => "Hit chance 100%: automatic, no roll".into(),
        Chance::AtMost(n) => format!("Hit chance {}%: a d10 roll of {n} or less", n as u32 * 10),
        Chance::Impossible => "Hit chance 0%: impossible".into(),
    }
}

fn fire_note(o: &FireOption) -> String {
    let energy = match o.energy_units {
        0 => "costs no\u{a0}energy".to_string(),
        n => format!("{n}\u{a0}EU"),
    };
    let mut s = format!("{} · {energy}", chance_text(o.chance));
    if o.extra {
        s.push_str(" · the battle communications pod's extra fire (8.1)");
    }
    s
}

/// A firing unit's group: its fires and launches left, the source picker, then the chosen source's targets
/// and launches.
#[allow(clippy::too_many_arguments)]
pub(super) fn fire_group(
    o: &mut String,
    v: &View,
    unit: Unit,
    title: &str,
    selected: bool,
    idx: &[usize],
    src: Option<(Unit, Source)>,
    out: &mut Vec<Btn>,
) {
    open_group(o, title, "dv-fire", selected);
    let (fires_left, energy) = idx
        .iter()
        .find_map(|&i| match &v.legal[i].figures {
            Some(Figures::Fire { fires_left, energy_units_left, .. }) => Some((*fires_left, Some(*energy_units_left))),
            Some(Figures::Launch { fires_left, .. }) => Some((*fires_left, None)),
            _ => None,
        })
        .unwrap_or((0, None));
    let mut counts = vec![format!("Fires left this phase: {fires_left}")];
    let energy = energy.or_else(|| match unit {
        Unit::Ship(s) => v.ships.iter().find(|x| x.id == s).and_then(|x| x.log.as_ref()).map(|l| l.energy_units_left),
        Unit::Craft(_) => None,
    });
    if let Some(e) = energy {
        counts.push(format!("Energy Units left: {e}"));
    }
    dot_line(o, " class=\"dv-counts\"", &counts);

    let mut sources: Vec<Source> = idx.iter().filter_map(|&i| source_of(&v.legal[i].action)).collect();
    crate::engine::sort::sort_dedup(&mut sources);
    let chosen = match src {
        Some((u, s)) if u == unit && sources.contains(&s) => s,
        _ => sources[0],
    };
    if sources.len() > 1 {
        o.push_str("<div class=\"dv-sources\" role=\"group\" aria-label=\"Fire from\">");
        for &s in &sources {
            let on = s == chosen;
            let attrs = format!(" class=\"dv-source{}\" aria-pressed=\"{on}\"", if on { " on" } else { "" });
            elem(o, "button", &attrs, &source_name(v, unit, s));
            out.push(Btn::Source(unit, s));
        }
        o.push_str("</div>");
    } else {
        elem(o, "p", " class=\"dv-from\"", &format!("Fire from: {}", source_name(v, unit, chosen)));
    }

    // The chosen source's fires, by target.
    let fires: Vec<(usize, &FireOption)> = idx
        .iter()
        .filter(|&&i| source_of(&v.legal[i].action) == Some(chosen))
        .filter_map(|&i| match &v.legal[i].figures {
            Some(Figures::Fire { option, .. }) => Some((i, option)),
            _ => None,
        })
        .collect();
    let mut targets: Vec<Unit> = Vec::new();
    for (_, f) in &fires {
        if !targets.contains(&f.target) {
            targets.push(f.target);
        }
    }
    for t in targets {
        let here: Vec<&(usize, &FireOption)> = fires.iter().filter(|(_, f)| f.target == t).collect();
        let first = here[0].0;
        let id = format!("dv-t{first}");
        o.push_str("<div class=\"dv-target\">");
        elem(o, "h4", "", &format!("At {}", unit_name(v, t)));
        figures_list(o, &id, &target_figures(unit, here[0].1));
        for &&(i, f) in &here {
            action_row(o, i, &v.legal[i].label, Some(&fire_note(f)), &id);
            out.push(Btn::Act(i));
        }
        o.push_str("</div>");
    }

    // The chosen source's missile launches, by missile type (9.1–9.4).
    let launches: Vec<usize> = idx
        .iter()
        .copied()
        .filter(|&i| {
            matches!(v.legal[i].action, Action::Launch { .. }) && source_of(&v.legal[i].action) == Some(chosen)
        })
        .collect();
    for (title, here) in by_title(v, &launches, &mut Vec::new()) {
        let id = format!("dv-l{}", here[0]);
        o.push_str("<div class=\"dv-target\">");
        elem(o, "h4", "", &title);
        let note = match (&v.legal[here[0]].action, &v.legal[here[0]].figures) {
            (Action::Launch { missile, .. }, Some(Figures::Launch { missiles_left, .. })) => format!(
                "Costs no energy (9.2) · one of the ship's fires · {m} missiles still in the pod: {missiles_left}",
                m = missile.name()
            ),
            _ => "Costs no energy (9.2) · one of the ship's fires".into(),
        };
        elem(o, "p", &format!(" class=\"dv-note\" id=\"{id}\""), &note);
        course_table(o, v, &here, &id, out);
        o.push_str("</div>");
    }
    // Anything else of the unit's (none in the rules as they stand).
    for &i in idx {
        if !is_fire(&v.legal[i].action) {
            action_row(o, i, &v.legal[i].label, None, "");
            out.push(Btn::Act(i));
        }
    }
    o.push_str("</div>");
}
