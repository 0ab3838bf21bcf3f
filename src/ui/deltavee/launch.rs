//! A course to choose as a table: a missile launch (9.4), a battlecraft launch (7.4), a MIMS launch (9.9)
//! and the scenario's starting course (11.0) are each a hex, a facing and a velocity, and the engine lists
//! every legal combination as its own action. Rather than a long column of near-identical sentences, the
//! panel shows a row per hex and facing and a column per velocity; each button shows its velocity and is
//! named by its action's full label, so it reads (and is found by tests) as before.

use super::orders::Btn;
use super::unit_name;
use crate::engine::clock::Clock;
use crate::engine::deltavee::action::{Action, Battle};
use crate::engine::deltavee::map;
use crate::engine::deltavee::rules::article;
use crate::engine::deltavee::setup::SetupAction;
use crate::engine::deltavee::state::Unit;
use crate::engine::deltavee::view::View;
use crate::engine::hex::Hex;
use crate::ui::{elem, esc_attr};
use std::fmt::Write;

/// Where a course action puts its unit: the hex (none for a course set where the ship stands), the facing
/// and the velocity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Course {
    pub hex: Option<Hex>,
    pub facing: Clock,
    pub velocity: u8,
}

/// The course an action chooses, if it is one of the four kinds above.
pub(super) fn course(a: &Action) -> Option<Course> {
    let (hex, facing, velocity) = match *a {
        Action::Launch { hex, facing, velocity, .. } | Action::MimsLaunch { hex, facing, velocity, .. } => {
            (Some(hex), facing, velocity)
        }
        Action::Battle { command: Battle::LaunchBattlecraft { hex, facing, velocity, .. }, .. } => {
            (Some(hex), facing, velocity)
        }
        Action::SetUp { choice: SetupAction::Course { facing, velocity } } => (None, facing, velocity),
        _ => return None,
    };
    Some(Course { hex, facing, velocity })
}

/// The heading of a table of course actions: the same for every action of one table.
fn course_title(v: &View, a: &Action) -> Option<String> {
    Some(match *a {
        Action::Launch { missile, .. } => format!("Launch {} {} missile", article(missile.name()), missile.name()),
        Action::MimsLaunch { mims, .. } => format!("{}: launch its four missiles", unit_name(v, Unit::Craft(mims))),
        Action::Battle { command: Battle::LaunchBattlecraft { craft, .. }, .. } => {
            format!("Launch {}", unit_name(v, Unit::Craft(craft)))
        }
        Action::SetUp { choice: SetupAction::Course { .. } } => "Starting course".into(),
        _ => return None,
    })
}

/// The course actions among `idx`, grouped by [`course_title`] in order of first appearance; `rest` gets
/// the other actions, in order.
pub(super) fn by_title(v: &View, idx: &[usize], rest: &mut Vec<usize>) -> Vec<(String, Vec<usize>)> {
    let mut tables: Vec<(String, Vec<usize>)> = Vec::new();
    for &i in idx {
        match course_title(v, &v.legal[i].action) {
            Some(t) => match tables.iter_mut().find(|(title, _)| *title == t) {
                Some((_, here)) => here.push(i),
                None => tables.push((t, vec![i])),
            },
            None => rest.push(i),
        }
    }
    tables
}

/// The table of the course actions `idx` (indices into `View::legal`, all with a [`course`]), each button
/// described by `described_by` (an element id, or empty). Buttons go into `out` in the order they appear.
pub(super) fn course_table(o: &mut String, v: &View, idx: &[usize], described_by: &str, out: &mut Vec<Btn>) {
    let courses: Vec<(usize, Course)> = idx.iter().filter_map(|&i| Some((i, course(&v.legal[i].action)?))).collect();
    let mut speeds: Vec<u8> = courses.iter().map(|(_, c)| c.velocity).collect();
    crate::engine::sort::sort_dedup(&mut speeds);
    // Rows in the engine's order of first appearance.
    let mut rows: Vec<(Option<Hex>, Clock)> = Vec::new();
    for (_, c) in &courses {
        if !rows.contains(&(c.hex, c.facing)) {
            rows.push((c.hex, c.facing));
        }
    }
    let into = courses.iter().any(|(_, c)| c.hex.is_some());
    o.push_str("<table class=\"dv-courses\"><thead><tr>");
    elem(o, "th", " scope=\"col\"", if into { "Into, facing" } else { "Facing" });
    for s in &speeds {
        elem(o, "th", " scope=\"col\"", &format!("Velocity {s}"));
    }
    o.push_str("</tr></thead><tbody>");
    for (hex, facing) in rows {
        o.push_str("<tr>");
        let place = match hex {
            Some(h) => format!("{}, {facing}", map::label(h).unwrap_or_default()),
            None => facing.to_string(),
        };
        elem(o, "th", " scope=\"row\"", &place);
        for &s in &speeds {
            o.push_str("<td>");
            let hit = courses.iter().find(|(_, c)| c.hex == hex && c.facing == facing && c.velocity == s);
            if let Some(&(i, _)) = hit {
                o.push_str("<button aria-label=\"");
                esc_attr(o, &v.legal[i].label);
                if !described_by.is_empty() {
                    let _ = write!(o, "\" aria-describedby=\"{described_by}");
                }
                let _ = write!(o, "\">{s}</button>");
                out.push(Btn::Act(i));
            }
            o.push_str("</td>");
        }
        o.push_str("</tr>");
    }
    o.push_str("</tbody></table>");
}
