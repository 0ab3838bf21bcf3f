//! A side elevation of the chosen hex (depth a player can read): its column of levels from the Zulu
//! Limit above to the one below (SF 2.3), level 0 and every fifth level marked, with the systems and the
//! Forces seen there at their levels; and, while one of the seat's Forces is picked in the plot editor,
//! every level it may plot there (`Plotting::levels`, the rules' own figures), shaded by risk: no roll, or
//! an overshift (SF 6.4), darker as the Overshift Table's row grows. A tap on a level plots it; below the
//! strip the same levels are buttons, each with the engine's words (`LevelChoice::text`: true distance,
//! the kind of shift and its range, the overshift's odds), for the keyboard and screen readers.
//!
//! Another player's hidden Forces have no level here (SF 7.2): only a line saying he is present.

use super::map::{gate_words, level_text};
use super::{hex_name, player, Ui};
use crate::engine::starforce::data::display::zulu_limit;
use crate::engine::starforce::data::tables::overshift_row;
use crate::engine::starforce::plot::Order;
use crate::engine::starforce::shift::LevelChoice;
use crate::engine::starforce::space::{LiteZulu, SOL};
use crate::engine::starforce::state::Seat;
use crate::engine::starforce::view::View;
use crate::engine::starforce::StarForce;
use crate::platform::dom::cast;
use crate::ui::board::layout::num;
use crate::ui::{button_index, click, elem, esc, esc_attr, rtext, seat_class};
use leptos::prelude::*;
use std::fmt::Write;

/// The strip's width and margins (viewBox units, about CSS px on a phone).
const W: f64 = 300.0;
const TOP: f64 = 8.0;
const BOTTOM: f64 = 8.0;
/// The column's height for all its levels, and the most a level may take.
const COLUMN: f64 = 210.0;
const MAX_ROW: f64 = 10.0;
/// The column's left and right edges; the level labels' centre in it; the marks' right edge.
const COL_X0: f64 = 26.0;
const COL_X1: f64 = 86.0;
const LABEL_X: f64 = 43.0;
const MARK_X: f64 = 80.0;
/// The lines of text: at least this far apart.
const LINE: f64 = 10.0;

/// The levels the picked Force may plot in the chosen hex: the engine's, with its figures.
fn choices(v: &View, ui: Ui) -> Vec<LevelChoice> {
    let (Some(pl), Some(id), Some(h)) = (&v.plotting, ui.force.get(), ui.hex.get()) else {
        return Vec::new();
    };
    if pl.force(id).is_none() {
        return Vec::new();
    }
    pl.levels(
        &ui.draft(v.seat),
        id,
        LiteZulu { hex: h, level: 0 },
        ui.via.get(),
    )
}

/// A level's shade: 0 with no roll, else 1–5 by the Overshift Table's row of its excess.
fn risk(c: &LevelChoice) -> usize {
    if c.plan.excess == 0 {
        0
    } else {
        overshift_row(c.plan.excess).map_or(5, |r| (r + 1).min(5))
    }
}

/// Something at a level of the column: its mark's class, its words on the strip.
struct Item {
    level: i32,
    mark: Mark,
    class: String,
    text: String,
}

/// One player's Forces seen at one level of the hex.
struct Group<'a> {
    owner: Seat,
    level: i32,
    names: Vec<&'a str>,
    cargo: u32,
    picked: Option<&'a str>,
}

enum Mark {
    Star,
    Unit,
    Battle,
}

/// The strip's markup (and its name for screen readers).
fn strip(o: &mut String, v: &View, ui: Ui, lv: &[LevelChoice], plotted: Option<i32>) {
    let Some(h) = ui.hex.get() else { return };
    let label = hex_name(h);
    let zl = zulu_limit(SOL.hex.distance(h).max(0) as u32).unwrap_or(0);
    let picked = ui.force.get();
    let mut items: Vec<Item> = Vec::new();
    for s in v.systems.iter().filter(|s| s.at.hex == h) {
        let gate = s.gate.map_or(String::new(), |(owner, st)| {
            format!(" · Gate: {}{}", player(owner), gate_words(st))
        });
        items.push(Item {
            level: s.at.level,
            mark: Mark::Star,
            class: format!(
                "sf-el-sys sf-{}{}",
                s.class.name(),
                if s.destroyed { " sf-dead" } else { "" }
            ),
            text: format!(
                "{} {}{gate}{}",
                s.name,
                level_text(s.at.level),
                if s.destroyed { " · destroyed" } else { "" }
            ),
        });
    }
    // The Forces seen, one line per player and level: "A, B +3".
    let mut groups: Vec<Group> = Vec::new();
    for f in v.forces.iter().filter(|f| f.at.hex == h) {
        let here = (Some(f.id) == picked && f.owner == v.seat).then_some(f.name.as_str());
        match groups
            .iter_mut()
            .find(|g| g.owner == f.owner && g.level == f.at.level)
        {
            Some(g) => {
                g.names.push(&f.name);
                g.cargo += f.cargo;
                g.picked = g.picked.or(here);
            }
            None => groups.push(Group {
                owner: f.owner,
                level: f.at.level,
                names: vec![&f.name],
                cargo: f.cargo,
                picked: here,
            }),
        }
    }
    for Group {
        owner,
        level,
        names,
        cargo,
        picked: here,
    } in groups
    {
        let mine = owner == v.seat;
        let mut text = format!("{} {}", names.join(", "), level_text(level));
        if !mine {
            text += &format!(" · {}", player(owner));
        }
        if cargo > 0 {
            text += &format!(" · {cargo} PP");
        }
        if let Some(name) = here {
            text += &format!(" · {name} picked");
        }
        items.push(Item {
            level,
            mark: Mark::Unit,
            class: format!(
                "sf-el-unit {}{}",
                seat_class::<StarForce>(owner),
                if mine { "" } else { " sf-seen" }
            ),
            text,
        });
    }
    if let Some(b) = v.battle.as_ref().filter(|b| b.at.hex == h) {
        items.push(Item {
            level: b.at.level,
            mark: Mark::Battle,
            class: "sf-el-battle".into(),
            text: format!("battle {}", level_text(b.at.level)),
        });
    }
    crate::ui::sort_by_key(&mut items, |i| std::cmp::Reverse(i.level));
    // The levels drawn: the hex's Zulu Limits, and beyond them whatever lies there.
    let levels = items
        .iter()
        .map(|i| i.level)
        .chain(lv.iter().map(|c| c.to.level))
        .chain(plotted);
    let (lo, hi) = levels.fold((-zl, zl), |(lo, hi), l| (lo.min(l), hi.max(l)));
    let rows = (hi - lo + 1).max(1) as f64;
    let rh = (COLUMN / rows).min(MAX_ROW);
    let y = |l: i32| TOP + (hi - l) as f64 * rh + rh / 2.0;
    // The words beside the column, each at its level or pushed down below the one above.
    let mut text_y: Vec<f64> = Vec::new();
    for i in &items {
        let want = y(i.level) + 3.0;
        text_y.push(text_y.last().map_or(want, |&p: &f64| want.max(p + LINE)));
    }
    let height = (TOP + rows * rh + BOTTOM).max(text_y.last().map_or(0.0, |t| t + 4.0));
    // Its name: the range, what lies there, how many levels the picked Force may plot.
    let mut name = format!(
        "Side view of hex {label}, levels {} to {}",
        level_text(hi),
        level_text(lo)
    );
    for i in &items {
        name += &format!("; {}", i.text);
    }
    if !lv.is_empty() {
        let sure = lv.iter().filter(|c| c.plan.excess == 0).count();
        name += &format!(
            "; {} levels to plot, {sure} with no roll: the buttons below",
            lv.len()
        );
    }
    let height = height.ceil();
    o.push_str("<svg class=\"sf-el-strip\" width=\"");
    num(o, W, 0);
    o.push_str("\" height=\"");
    num(o, height, 0);
    o.push_str("\" viewBox=\"0 0 ");
    num(o, W, 0);
    o.push(' ');
    num(o, height, 0);
    o.push_str("\" role=\"img\" aria-label=\"");
    esc_attr(o, &name);
    o.push_str("\">");
    // The column; beyond the Zulu Limits (an extended Volume, 43.4, or a system placed there) shaded.
    let rect = |o: &mut String, class: &str, x: f64, top: f64, w: f64, h: f64, extra: &str| {
        let _ = write!(o, "<rect class=\"{class}\" x=\"");
        num(o, x, 1);
        o.push_str("\" y=\"");
        num(o, top, 1);
        o.push_str("\" width=\"");
        num(o, w, 1);
        o.push_str("\" height=\"");
        num(o, h, 1);
        let _ = write!(o, "\"{extra}/>");
    };
    rect(o, "sf-el-col", COL_X0, TOP, COL_X1 - COL_X0, rows * rh, "");
    if hi > zl {
        rect(
            o,
            "sf-el-beyond",
            COL_X0,
            TOP,
            COL_X1 - COL_X0,
            (hi - zl) as f64 * rh,
            "",
        );
    }
    if lo < -zl {
        rect(
            o,
            "sf-el-beyond",
            COL_X0,
            y(-zl) + rh / 2.0,
            COL_X1 - COL_X0,
            (-zl - lo) as f64 * rh,
            "",
        );
    }
    // The picked Force's levels, shaded by risk; the one plotted outlined.
    for c in lv {
        rect(
            o,
            &format!("sf-lv sf-lv-{}", risk(c)),
            COL_X0,
            y(c.to.level) - rh / 2.0,
            COL_X1 - COL_X0,
            rh,
            "",
        );
    }
    if let Some(l) = plotted {
        rect(
            o,
            "sf-el-plotted",
            COL_X0 - 1.0,
            y(l) - rh / 2.0,
            COL_X1 - COL_X0 + 2.0,
            rh,
            "",
        );
    }
    // Every fifth level ticked and numbered; level 0 across the column.
    for l in (lo..=hi).filter(|l| l % 5 == 0) {
        o.push_str("<path class=\"sf-el-tick\" d=\"M");
        num(o, COL_X0 - 4.0, 1);
        o.push(' ');
        num(o, y(l), 1);
        o.push_str("h4\"/><text class=\"sf-el-ticktext\" x=\"");
        num(o, COL_X0 - 5.0, 1);
        o.push_str("\" y=\"");
        num(o, y(l) + 3.0, 1);
        o.push_str("\">");
        esc(o, &level_text(l));
        o.push_str("</text>");
    }
    o.push_str("<path class=\"sf-el-zero\" d=\"M");
    num(o, COL_X0 - 4.0, 1);
    o.push(' ');
    num(o, y(0), 1);
    o.push('H');
    num(o, COL_X1 + 4.0, 1);
    o.push_str("\"/>");
    // The legal levels' numbers, as many as fit: the one plotted, the ends of the no-roll band, the top and
    // bottom, where the shade changes, then any other.
    let mut want: Vec<i32> = plotted.into_iter().collect();
    let ends = |k: usize| lv.get(k).map(|c| c.to.level);
    for (k, c) in lv.iter().enumerate() {
        let prev = k.checked_sub(1).and_then(|j| lv.get(j));
        let next = lv.get(k + 1);
        let edge = |n: Option<&LevelChoice>| {
            n.is_none_or(|n| risk(n) != risk(c) || n.to.level.abs_diff(c.to.level) != 1)
        };
        if risk(c) == 0 && (edge(prev) || edge(next)) {
            want.push(c.to.level);
        }
    }
    want.extend(ends(0));
    want.extend(lv.len().checked_sub(1).and_then(ends));
    for (k, c) in lv.iter().enumerate() {
        if k.checked_sub(1)
            .and_then(|j| lv.get(j))
            .is_some_and(|p| risk(p) != risk(c))
        {
            want.push(c.to.level);
        }
    }
    want.extend(lv.iter().map(|c| c.to.level));
    let mut placed: Vec<i32> = Vec::new();
    for l in want {
        if !placed.contains(&l) && placed.iter().all(|&p| (y(p) - y(l)).abs() >= LINE) {
            placed.push(l);
        }
    }
    for l in placed {
        o.push_str("<text class=\"sf-el-lvt\" x=\"");
        num(o, LABEL_X, 1);
        o.push_str("\" y=\"");
        num(o, y(l) + 3.2, 1);
        o.push_str("\">");
        esc(o, &level_text(l));
        o.push_str("</text>");
    }
    // What lies in the hex: a mark at its level in the column, its words to the right.
    let mut at_level: Vec<(i32, f64)> = Vec::new();
    for (i, ty) in items.iter().zip(&text_y) {
        let k = match at_level.iter_mut().find(|(l, _)| *l == i.level) {
            Some((_, k)) => {
                *k += 1.0;
                *k
            }
            None => {
                at_level.push((i.level, 0.0));
                0.0
            }
        };
        let (mx, my) = (MARK_X - 9.0 * k, y(i.level));
        let _ = write!(o, "<g class=\"{}\">", i.class);
        match i.mark {
            Mark::Star => {
                o.push_str("<circle cx=\"");
                num(o, mx, 1);
                o.push_str("\" cy=\"");
                num(o, my, 1);
                o.push_str("\" r=\"3.4\"/>");
            }
            Mark::Unit => rect(o, "", mx - 3.5, my - 3.5, 7.0, 7.0, " rx=\"1\""),
            Mark::Battle => rect(o, "", COL_X0, my - rh / 2.0, COL_X1 - COL_X0, rh, ""),
        }
        o.push_str("<path class=\"sf-el-lead\" d=\"M");
        num(o, COL_X1, 1);
        o.push(' ');
        num(o, my, 1);
        o.push('L');
        num(o, COL_X1 + 8.0, 1);
        o.push(' ');
        num(o, ty - 3.0, 1);
        o.push_str("\"/><text class=\"sf-el-text\" x=\"");
        num(o, COL_X1 + 10.0, 1);
        o.push_str("\" y=\"");
        num(o, *ty, 1);
        o.push_str("\">");
        esc(o, &i.text);
        o.push_str("</text></g>");
    }
    // Taps: each legal level across the whole strip.
    for c in lv {
        let _ = write!(
            o,
            "<rect class=\"sf-el-hit\" data-level=\"{}\" x=\"0\" y=\"",
            c.to.level
        );
        num(o, y(c.to.level) - rh / 2.0, 2);
        o.push_str("\" width=\"");
        num(o, W, 0);
        o.push_str("\" height=\"");
        num(o, rh, 2);
        o.push_str("\"/>");
    }
    o.push_str("</svg>");
}

/// The elevation's markup: the hint with no hex chosen; else the hex's heading, who is present unseen, the
/// strip, and the picked Force's levels as buttons.
fn markup(v: &View, ui: Ui, lv: &[LevelChoice]) -> String {
    let mut o = String::with_capacity(8 * 1024);
    let Some(h) = ui.hex.get() else {
        elem(
            &mut o,
            "p",
            " class=\"sf-el-hint muted\"",
            "Choose a hex on the map to see its levels.",
        );
        return o;
    };
    let label = hex_name(h);
    let p = SOL.hex.distance(h).max(0) as u32;
    let zl = zulu_limit(p).unwrap_or(0);
    let from = if p == 0 {
        "Sol's hex".to_string()
    } else {
        format!("{p} {} from Sol", if p == 1 { "hex" } else { "hexes" })
    };
    elem(
        &mut o,
        "h3",
        " class=\"sf-el-head\"",
        &format!("Hex {label} · {from} · levels \u{b1}{zl}"),
    );
    for pr in v.presence.iter().filter(|pr| pr.hex == label) {
        crate::ui::help::elem(
            &mut o,
            "p",
            " class=\"sf-el-note\"",
            &format!(
                "{} has one Force or more here, level unknown (SF 7.2).",
                player(pr.owner)
            ),
        );
    }
    let pick = match (&v.plotting, ui.force.get()) {
        (Some(pl), Some(id)) => pl.force(id),
        _ => None,
    };
    let draft = ui.draft(v.seat);
    let plotted = pick.and_then(|f| match draft.order(f.id) {
        Order::Shift { to, .. } if to.hex == h => Some(to.level),
        _ => None,
    });
    if let Some(f) = pick {
        let line = match lv.len() {
            0 => format!(
                "{} ({} at {}) can plot no level of this hex.",
                f.name,
                f.kind.name(),
                f.at.label()
            ),
            n => {
                let sure = lv.iter().filter(|c| c.plan.excess == 0).count();
                format!(
                    "{} ({} at {}): {n} level{} here, {sure} with no roll. Tap one to plot it.",
                    f.name,
                    f.kind.name(),
                    f.at.label(),
                    if n == 1 { "" } else { "s" }
                )
            }
        };
        elem(&mut o, "p", " class=\"sf-el-note\"", &line);
    } else if let Some(f) = v
        .plotting
        .as_ref()
        .zip(ui.force.get())
        .and_then(|(pl, id)| pl.pool.iter().find(|f| f.id == id))
    {
        crate::ui::help::elem(
            &mut o,
            "p",
            " class=\"sf-el-note\"",
            &format!("{} waits off the Display: it enters at a system with your working StarGate (45.4).", f.name),
        );
    } else if v.plotting.is_some() {
        elem(
            &mut o,
            "p",
            " class=\"sf-el-note muted\"",
            "Pick one of your Forces to see the levels it may plot here.",
        );
    }
    strip(&mut o, v, ui, lv, plotted);
    if let (Some(f), false) = (pick, lv.is_empty()) {
        o.push_str("<p class=\"sf-el-legend\" aria-hidden=\"true\"><i class=\"sf-sw sf-lv-0\"></i>no roll ");
        o.push_str("<i class=\"sf-sw sf-lv-1\"></i><i class=\"sf-sw sf-lv-3\"></i><i class=\"sf-sw sf-lv-5\"></i>overshift: darker, riskier</p>");
        let _ = write!(o, "<div class=\"sf-levels\" role=\"group\" aria-label=\"");
        esc_attr(
            &mut o,
            &format!("Levels {} may plot in hex {label}", f.name),
        );
        o.push_str("\">");
        for c in lv {
            let _ = write!(
                o,
                "<button type=\"button\" class=\"sf-level\" aria-pressed=\"{}\"><i class=\"sf-sw sf-lv-{}\" aria-hidden=\"true\"></i>",
                plotted == Some(c.to.level),
                risk(c)
            );
            esc(&mut o, &c.text());
            o.push_str("</button>");
        }
        o.push_str("</div>");
    }
    o
}

/// The level a tap on the strip hit, if it hit one.
fn hit_level(ev: &leptos::ev::MouseEvent) -> Option<i32> {
    let el = cast::<web_sys::Element>(ev.target()?)?;
    el.closest("[data-level]")
        .ok()??
        .get_attribute("data-level")?
        .parse()
        .ok()
}

/// The elevation of the chosen hex (`ui.hex`); a level tapped or its button pressed calls `on_level`.
pub(crate) fn elevation(vm: Signal<View>, ui: Ui, on_level: Callback<LiteZulu>) -> AnyView {
    let lv = Memo::new(move |_| vm.with(|v| choices(v, ui)));
    let html = Memo::new(move |_| vm.with(|v| lv.with(|lv| markup(v, ui, lv))));
    view! {
        <div class="sf-elevation" inner_html=rtext(move || html.get())
            on:click=click(move |ev| {
                let to = match button_index(&ev) {
                    Some(i) => {
                        let to = lv.with_untracked(|lv| lv.get(i).map(|c| c.to));
                        crate::ui::focus::after_markup(".sf-levels".into(), i);
                        to
                    }
                    None => hit_level(&ev).and_then(|l| lv.with_untracked(|lv| lv.iter().find(|c| c.to.level == l).map(|c| c.to))),
                };
                if let Some(to) = to {
                    on_level.run(to);
                }
            })></div>
    }
    .into_any()
}
