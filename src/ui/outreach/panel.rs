//! Outreach's panels: the prompt with every legal action as a button (the engine's labels), the picked
//! force's fleets to send and its destinations with their figures; the players (side, CL, CLR, this
//! seat's own RP only, the shift order, maintenance owed); the map as text; the map's key. All markup from
//! the view, with one click listener per panel (`ui::markup_panel`).

use super::{action_hex, hexes_n, part_of, Pick, Sel, Ui};
use crate::engine::hex::Hex;
use crate::engine::outreach::action::Action;
use crate::engine::odds::Odds;
use crate::engine::outreach::map as galaxy_map;
use crate::engine::outreach::preview::Preview;
use crate::engine::outreach::scenarios::Fleets;
use crate::engine::outreach::state::{Party, Seat};
use crate::engine::outreach::step::Step;
use crate::engine::outreach::tables::Opt;
use crate::engine::outreach::shift::Plan;
use crate::engine::outreach::view::View;
use crate::engine::outreach::Outreach;
use crate::platform::dom::cast;
use crate::ui::board::text_card;
use crate::ui::game::Panels;
use crate::ui::{elem, esc, esc_attr, markup_panel, rtext, seat_class};
use leptos::prelude::*;
use std::fmt::Write;

/// What a button of the prompt panel does, in the panel's button order.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Btn {
    /// The legal action at this index of `view.legal`.
    Act(usize),
    /// Picks the force at this index of `view.shifts`.
    Pick(usize),
    /// One fleet of a type (0 regular, 1 dreadnought, 2 explorer) more (true) or fewer.
    Part(usize, bool),
    /// One wisdom chit more (true) or fewer for the picked fleets to carry (17.21).
    Carry(bool),
    /// Shows or hides the destinations as a list.
    List,
    /// Shifts to the destination at this index of the picked force's `to`.
    Dest(usize),
    /// Seals this Contact Index (7.13).
    Seal(u32),
    /// Picks an option toward the player at this index of the seat's list (8.2).
    Opt(usize, Opt),
    /// Seals the options picked (8.0).
    SealOpts,
    /// Seals whether this seat's force attacks (9.0).
    Intent(bool),
    /// Seals this Approximate Conflict Capacity (9.15).
    Capacity(u32),
    /// One more (true) or less of what the fate roll spends: columns left, pips, chits (0, 1, 2).
    Spend(usize, bool),
}

/// The prompt panel's state besides the view.
struct Snap {
    pick: Pick,
    list_open: bool,
    spot: Option<Hex>,
    /// The viewing seat's options picked, toward each player of its list (or its option now), in order.
    opts: Vec<Option<Opt>>,
    /// What the viewing seat means to spend on its fate roll, if it is listed: columns left, pips, chits.
    spend: [u8; 3],
}

impl Snap {
    fn of(v: &View, ui: Ui) -> Snap {
        let (picked, (seat, spend)) = ui.draft.with(|d| (d.opts.clone(), d.fate));
        let opts = v.interaction.as_ref().map_or(Vec::new(), |i| {
            i.may_seal
                .iter()
                .map(|&(q, now)| picked.iter().find(|p| p.0 == v.seat && p.1 == q).map(|p| p.2).or(now))
                .collect()
        });
        let listed = |s: [u8; 3]| v.fate.as_ref().is_some_and(|f| f.choices.iter().any(|c| [c.left, c.plus, c.chits] == s));
        let spend = if seat == v.seat && listed(spend) { spend } else { [0; 3] };
        Snap { pick: Pick::of(v, ui), list_open: ui.list_open.get(), spot: ui.spot.get(), opts, spend }
    }
}

const KINDS: [(&str, &str); 3] = [("regular", "Regular"), ("dreadnought", "Dreadnought"), ("explorer", "Explorer")];

fn count(f: Fleets, k: usize) -> u8 {
    [f.r, f.d, f.e][k]
}

fn with_count(f: Fleets, k: usize, n: u8) -> Fleets {
    let mut a = [f.r, f.d, f.e];
    a[k] = n;
    Fleets { r: a[0], d: a[1], e: a[2] }
}

/// `<button attrs>label</button>`, its deed pushed in the panel's button order.
fn button(o: &mut String, btns: &mut Vec<Btn>, b: Btn, attrs: &str, label: &str) {
    let _ = write!(o, "<button type=\"button\"{attrs}>");
    esc(o, label);
    o.push_str("</button>");
    btns.push(b);
}

/// ` data-hl="1312 1313"`: the hexes a button names, highlighted on the map while it is hovered or focused.
fn hl(hexes: &[Hex]) -> String {
    let labels: Vec<String> = hexes.iter().map(|h| h.label()).collect();
    format!(" data-hl=\"{}\"", labels.join(" "))
}

/// The hexes an action names, for its highlight: its hex, a whole hexrow, a shift's two hexes.
fn action_hexes(a: &Action) -> Vec<Hex> {
    match a {
        Action::Row { row } => galaxy_map::hexes().filter(|&h| row.contains(h)).collect(),
        Action::Shift { from, to, .. } | Action::AutonomousShift { from, to, .. } => vec![*from, *to],
        a => action_hex(a).into_iter().collect(),
    }
}

/// A group's heading for hex `h`: its number, this seat's gate and fleets there.
fn group_title(v: &View, h: Hex) -> String {
    let mut t = format!("In {h}");
    if let Some(g) = v.gates.iter().find(|g| g.hex == h) {
        match (g.owner == Some(v.seat.into()), g.sp) {
            (true, Some(sp)) => {
                let _ = write!(t, " · your StarGate, {sp} SP");
            }
            (true, None) => t.push_str(" · your StarGate"),
            _ if g.owner.is_none() => t.push_str(" · neutral StarGate"),
            _ if g.owner.is_some_and(|o| o.auto().is_some()) => t.push_str(" · an autonomous StarGate"),
            _ => t.push_str(" · another's StarGate"),
        }
        if g.neutralized {
            t.push_str(", neutralized");
        }
    }
    let mine = v.forces.iter().filter(|f| f.owner == v.seat && f.hex == h).filter_map(|f| f.fleets);
    let fleets = mine.fold(Fleets::NONE, |a, f| a.plus(f));
    if !fleets.is_empty() {
        let _ = write!(t, " · your fleets {}", fleets.words());
    }
    t
}

/// The prompt panel's markup, and its buttons' deeds in order.
fn prompt_markup(o: &mut String, v: &View, s: &Snap) -> Vec<Btn> {
    let mut btns = Vec::new();
    o.push_str("<h2 id=\"or-prompt-h\" class=\"visually-hidden\">Your move</h2>");
    crate::ui::help::elem(o, "p", " class=\"prompt-text\"", &v.prompt);
    // What this seat has to pay with in the Resource Allocation Phase (14.0, 14.27).
    if matches!(v.step, Step::Maintenance { .. } | Step::Orders { .. }) && v.actor == Some(v.seat) {
        let rp = v.players.iter().find(|p| p.seat == v.seat).and_then(|p| p.rp).unwrap_or(0);
        let owed = v.maintenance.map_or(String::new(), |m| format!("Maintenance owed: {m} RP · "));
        crate::ui::help::elem(o, "p", " class=\"or-figs\"", &format!("{owed}Your Resource Points: {rp} RP"));
    }
    if matches!(v.step, Step::Shifts { .. } | Step::ReserveShift { .. }) && !v.shifts.is_empty() {
        shift_markup(o, &mut btns, v, s);
    }
    contact_markup(o, &mut btns, v);
    interaction_markup(o, &mut btns, v, s);
    conflict_markup(o, &mut btns, v);
    fate_markup(o, &mut btns, v, s);
    dissolution_markup(o, v);
    // Every other legal action, grouped by the hex it names (the hex last tapped first); those that name
    // none last.
    let mut groups: Vec<(Option<Hex>, Vec<usize>)> = Vec::new();
    for (i, c) in v.legal.iter().enumerate() {
        // Shifts have their own steps; a listed seal's salt hides nothing, so the app seals its own.
        if matches!(
            c.action,
            Action::Shift { .. }
                | Action::SealIndex { .. }
                | Action::OpenIndex { .. }
                | Action::SealOptions { .. }
                | Action::OpenOptions { .. }
                | Action::SealIntent { .. }
                | Action::OpenIntent { .. }
                | Action::SealCapacity { .. }
                | Action::OpenCapacity { .. }
                | Action::Fate { .. }
        ) {
            continue;
        }
        // Grouped by hex where a hex has several (maintenance, orders); else one list.
        let h = action_hex(&c.action).filter(|_| matches!(v.step, Step::Maintenance { .. } | Step::Orders { .. }));
        match groups.iter_mut().find(|g| g.0 == h) {
            Some(g) => g.1.push(i),
            None => groups.push((h, vec![i])),
        }
    }
    crate::ui::sort_by_key(&mut groups, |(h, _)| match h {
        Some(h) if Some(*h) == s.spot => 0,
        Some(_) => 1,
        None => 2,
    });
    for (h, acts) in groups {
        match h {
            Some(h) => {
                let _ = write!(
                    o,
                    "<div class=\"or-group{}\"{}>",
                    if Some(h) == s.spot { " selected" } else { "" },
                    hl(&[h])
                );
                elem(o, "h3", "", &group_title(v, h));
            }
            None => o.push_str("<div class=\"prompt-actions\">"),
        }
        for i in acts {
            let c = &v.legal[i];
            let class = if matches!(c.action, Action::EndPhase | Action::Maintain) { " class=\"primary\"" } else { "" };
            button(o, &mut btns, Btn::Act(i), &format!("{class}{}", hl(&action_hexes(&c.action))), &c.label);
            odds_markup(o, &c.odds);
        }
        o.push_str("</div>");
    }
    btns
}

/// The parties of a secret choice, in order, each player marked once he has sealed: "Player 2, Player 1
/// (sealed)".
fn choosers(parties: &[Party], sealed: &[Seat]) -> String {
    let p = crate::engine::outreach::log::party;
    let each: Vec<String> = parties
        .iter()
        .map(|&q| if q.seat().is_some_and(|s| sealed.contains(&s)) { format!("{} (sealed)", p(q)) } else { p(q) })
        .collect();
    each.join(", ")
}

/// Seats as parties.
fn as_parties(seats: &[Seat]) -> Vec<Party> {
    seats.iter().map(|&s| s.into()).collect()
}

/// A hex's Contact Table resolution (7.0): the parties, who has sealed, and this seat's indices to choose
/// from, each with its chance of contact (the engine's), sealed on this device.
fn contact_markup(o: &mut String, btns: &mut Vec<Btn>, v: &View) {
    let Some(c) = &v.contact else { return };
    elem(o, "p", " class=\"or-figs\"", &format!("In {}: {}", c.hex, choosers(&c.parties, &c.sealed)));
    if c.may_seal.is_empty() {
        return;
    }
    elem(
        o,
        "p",
        " class=\"muted\"",
        "Choose your Contact Index: the lower, the likelier you stay unseen (0 hides); any party's contact puts \
         everyone there in contact. It stays secret on this device until every party has sealed its own.",
    );
    let _ = write!(o, "<div class=\"or-indices\" role=\"group\" aria-label=\"Contact Index in {}\">", c.hex);
    for &(i, chance) in &c.may_seal {
        let label = format!("Index {i}: contact {chance}/6");
        button(o, btns, Btn::Seal(i), &format!(" class=\"or-index\"{}", hl(&[c.hex])), &label);
    }
    o.push_str("</div>");
}

/// The Interaction Segment (8.0): who chooses and who has sealed; this seat's option toward each player it is
/// in contact with (its option now preselected; none the first time, 8.11), sealed on this device.
fn interaction_markup(o: &mut String, btns: &mut Vec<Btn>, v: &View, s: &Snap) {
    let Some(i) = &v.interaction else { return };
    elem(o, "p", " class=\"or-figs\"", &format!("Choosing: {}", choosers(&as_parties(&i.choosing), &i.sealed)));
    if i.may_seal.is_empty() {
        return;
    }
    elem(
        o,
        "p",
        " class=\"muted\"",
        "A cooperation, B neutrality, C hostility (8.2): two A's are allies; toward A, a B may use the A's \
         StarGates; only B and C may attack, C with the odds shifted. Your choice stays secret on this device \
         until everyone in contact has sealed.",
    );
    for (k, &(q, now)) in i.may_seal.iter().enumerate() {
        let who = super::party_name(v, q);
        let _ = write!(o, "<div class=\"or-opts {}\" role=\"group\" aria-label=\"Your option toward ", super::party_class(q));
        esc(o, &who);
        o.push_str("\">");
        let head = match now {
            Some(n) => format!("Toward {who}: now {}", n.letter()),
            None => format!("Toward {who}: first contact, choose (8.11)"),
        };
        elem(o, "span", " class=\"or-opts-head\"", &head);
        let no_c = i.no_c.contains(&q);
        for opt in Opt::ALL {
            let on = s.opts.get(k).copied().flatten() == Some(opt);
            let barred = no_c && opt == Opt::C;
            let attrs = format!(
                " aria-pressed=\"{on}\" class=\"or-opt{}\"{}",
                if on { " on" } else { "" },
                if barred { " disabled" } else { "" }
            );
            button(o, btns, Btn::Opt(k, opt), &attrs, &format!("{} {}", opt.letter(), opt.name()));
        }
        if no_c {
            crate::ui::help::elem(o, "span", " class=\"muted\"", "No C: you hold the X chit, and their latest option toward you is not C (18.44).");
        }
        o.push_str("</div>");
    }
    let ready = s.opts.len() == i.may_seal.len() && s.opts.iter().all(|o| o.is_some());
    let attrs = if ready { " class=\"primary\"" } else { " class=\"primary\" disabled" };
    button(o, btns, Btn::SealOpts, attrs, "Seal your options");
}

/// A hex's conflict (9.0): who chooses and who has sealed; this seat's secret choice now, whether its force
/// attacks or the capacity it declares, each sealed on this device; the capacities declared and the order of
/// the attacks. The attack itself is a listed action (its buttons below).
fn conflict_markup(o: &mut String, btns: &mut Vec<Btn>, v: &View) {
    let Some(c) = &v.conflict else { return };
    let p = crate::engine::outreach::log::party;
    let names = |seats: &[Party]| seats.iter().map(|&q| p(q)).collect::<Vec<_>>().join(", ");
    if !c.choosing.is_empty() && c.declared.is_empty() {
        let choosing = as_parties(&c.choosing);
        elem(o, "p", " class=\"or-figs\"", &format!("Choosing in {}: {}", c.hex, choosers(&choosing, &c.sealed)));
    }
    if !c.declared.is_empty() {
        let each: Vec<String> = c.declared.iter().map(|&(q, k)| format!("{} {k}", p(q))).collect();
        let next = if c.to_attack.is_empty() { String::new() } else { format!(" · to attack: {}", names(&c.to_attack)) };
        elem(o, "p", " class=\"or-figs\"", &format!("Declared: {}{next}", each.join(", ")));
    }
    if c.may_seal_intent {
        elem(
            o,
            "p",
            " class=\"muted\"",
            &format!(
                "Your force here (true capacity {}) may attack {} (8.2). Say in secret whether it attacks: all say \
                 it together (9.0).",
                c.true_capacity,
                names(&c.targets)
            ),
        );
        o.push_str("<div class=\"or-indices\">");
        button(o, btns, Btn::Intent(true), " class=\"or-index\"", "Attack (sealed)");
        button(o, btns, Btn::Intent(false), " class=\"or-index\"", "Do not attack (sealed)");
        o.push_str("</div>");
    }
    if let (Some(lo), Some(hi)) = (c.may_seal_capacity.first(), c.may_seal_capacity.last()) {
        elem(
            o,
            "p",
            " class=\"muted\"",
            &format!(
                "Your force's true capacity is {}: declare in secret an Approximate Conflict Capacity from {lo} to \
                 {hi} (9.15). The highest declared attacks first (9.0).",
                c.true_capacity
            ),
        );
        let _ = write!(o, "<div class=\"or-indices\" role=\"group\" aria-label=\"Approximate Conflict Capacity\">");
        for &k in &c.may_seal_capacity {
            button(o, btns, Btn::Capacity(k), " class=\"or-index\"", &k.to_string());
        }
        o.push_str("</div>");
    }
}

/// The engine's odds of the roll a choice makes: "Exploration Table, total 5 (6.0): failure 33%, success 50%,
/// success with X 17%"; a row for each case the seat cannot tell apart ("SP 2: neutralized 83%, …"); where
/// each face is its own outcome (the Conflict Table's losses), a table of the faces.
fn odds_markup(o: &mut String, p: &Option<Preview>) {
    let Some(p) = p else { return };
    let chances = |odds: &Odds| {
        let each: Vec<String> = odds.outcomes.iter().map(|c| format!("{} {}", c.what, percent(c.faces()))).collect();
        each.join(", ")
    };
    if let [(label, odds)] = &p.rows[..] {
        if label.is_empty() && odds.outcomes.len() < 6 {
            elem(o, "p", " class=\"or-odds-line\"", &format!("{}: {}", p.given, chances(odds)));
            return;
        }
    }
    elem(o, "p", " class=\"or-odds-line\"", &format!("{}:", p.given));
    o.push_str("<div class=\"or-odds-wrap\"><table class=\"or-odds\" aria-label=\"");
    esc_attr(o, &p.given);
    o.push_str("\">");
    let by_face = p.rows.iter().all(|(_, odds)| odds.outcomes.len() == 6);
    if by_face {
        o.push_str("<tr><th scope=\"col\">die</th>");
        for f in 1..=6 {
            elem(o, "th", " scope=\"col\"", &f.to_string());
        }
        o.push_str("</tr>");
    }
    for (label, odds) in &p.rows {
        o.push_str("<tr>");
        elem(o, "th", " scope=\"row\"", label);
        if by_face {
            for c in &odds.outcomes {
                elem(o, "td", "", &c.what);
            }
        } else {
            elem(o, "td", "", &chances(odds));
        }
        o.push_str("</tr>");
    }
    o.push_str("</table></div>");
}

/// Faces of six as a rounded percentage: "17%".
fn percent(faces: u32) -> String {
    format!("{}%", (faces * 100 + 3) / 6)
}

/// The fate roll (11.1): the player's SP, column, X results, RP and chits; what he spends, one step at a time
/// (columns left, pips, chits), its cost and column; the engine's odds of each outcome; then the roll.
fn fate_markup(o: &mut String, btns: &mut Vec<Btn>, v: &View, s: &Snap) {
    let Some(f) = &v.fate else { return };
    let mut figs = format!("Your SP: {} (column {}) · RP: {}", f.sp, f.column, f.rp);
    if f.x > 0 {
        let _ = write!(figs, " · X results this turn: {} (11.12)", f.x);
    }
    if f.wisdom > 0 {
        let _ = write!(figs, " · wisdom chits: {}", f.wisdom);
    }
    if f.x_chit_counts {
        figs.push_str(" · the X chit counts as one chit spent (18.44)");
    }
    elem(o, "p", " class=\"or-figs\"", &figs);
    let Some((i, c)) = v.legal.iter().enumerate().find_map(|(i, l)| match l.action {
        Action::Fate { left, plus, chits } if [left, plus, chits] == s.spend => {
            f.choices.iter().find(|c| [c.left, c.plus, c.chits] == s.spend).map(|c| (i, c))
        }
        _ => None,
    }) else {
        return;
    };
    let listed = |k: usize, more: bool| {
        let mut t = s.spend;
        t[k] = if more { t[k] + 1 } else { t[k].wrapping_sub(1) };
        f.choices.iter().any(|c| [c.left, c.plus, c.chits] == t)
    };
    o.push_str("<div class=\"or-spend\" role=\"group\" aria-label=\"What you spend on the roll\">");
    for (k, what) in [(0, "Columns left, 5 RP each (11.14)"), (1, "Die +1, 50 RP each (11.13)"), (2, "Wisdom chits (11.16)")] {
        if k == 2 && f.wisdom == 0 {
            continue;
        }
        o.push_str("<div class=\"or-stepper\">");
        elem(o, "span", "", &format!("{what}: {}", s.spend[k]));
        let off = |ok: bool| if ok { "" } else { " disabled" };
        button(o, btns, Btn::Spend(k, false), &format!(" aria-label=\"Less\"{}", off(listed(k, false))), "−");
        button(o, btns, Btn::Spend(k, true), &format!(" aria-label=\"More\"{}", off(listed(k, true))), "+");
        o.push_str("</div>");
    }
    o.push_str("</div>");
    let each: Vec<String> = c.odds.iter().map(|(what, faces)| format!("{what} {}", percent(*faces))).collect();
    let plus = if c.plus > 0 { format!(", die +{}", c.plus) } else { String::new() };
    elem(o, "p", " class=\"or-odds-line\"", &format!("Fate, column {}{plus}: {}", c.column, each.join(", ")));
    let label = if c.rp > 0 { format!("Roll on the Fate Table ({} RP)", c.rp) } else { "Roll on the Fate Table".into() };
    button(o, btns, Btn::Act(i), " class=\"primary\"", &label);
}

/// A dissolution under way (11.3): its letter, the SP it takes and the StarGates neutralized so far. The
/// gates to choose are listed actions (their buttons below).
fn dissolution_markup(o: &mut String, v: &View) {
    let Some(d) = &v.dissolution else { return };
    let chosen: Vec<String> = d.chosen.iter().map(|(h, sp)| format!("{h} ({sp} SP)")).collect();
    let so_far = if chosen.is_empty() { String::new() } else { format!(" · neutralized: {}", chosen.join(", ")) };
    elem(
        o,
        "p",
        " class=\"or-figs\"",
        &format!(
            "Dissolution {} for {}: StarGates worth {} SP or more, none more than it takes (11.32){so_far}",
            d.letter,
            crate::engine::outreach::log::player(d.seat),
            d.target
        ),
    );
}

/// The shift steps: the forces that may shift, the picked one's fleets to send, its destinations.
fn shift_markup(o: &mut String, btns: &mut Vec<Btn>, v: &View, s: &Snap) {
    o.push_str("<h3>Forces that may shift</h3><div class=\"or-forces\">");
    for (i, f) in v.shifts.iter().enumerate() {
        let on = s.pick.force == Some(i);
        let label = format!("{}: {}{}", f.from, f.fleets.words(), if f.go_on { " — going on (5.21)" } else { "" });
        let attrs = format!(" aria-pressed=\"{on}\" class=\"or-pick{}\"{}", if on { " on" } else { "" }, hl(&[f.from]));
        button(o, btns, Btn::Pick(i), &attrs, &label);
    }
    o.push_str("</div>");
    let Some(f) = s.pick.shifts(v) else {
        o.push_str(
            "<p class=\"muted\">Tap one of your forces on the map, or pick one here, to see where it may shift.</p>",
        );
        return;
    };
    // The fleets that go: all unless fewer are chosen (5.13).
    let _ =
        write!(o, "<div class=\"or-part\" role=\"group\" aria-label=\"Fleets of the force in {} that shift\">", f.from);
    for (k, (word, title)) in KINDS.iter().enumerate() {
        let whole = count(f.fleets, k);
        if whole == 0 {
            continue;
        }
        let n = count(s.pick.fleets, k);
        let _ = write!(o, "<div class=\"or-part-row\"><span class=\"or-part-name\">{title}</span>");
        let less = format!(" aria-label=\"One {word} fleet fewer\"{}", if n == 0 { " disabled" } else { "" });
        button(o, btns, Btn::Part(k, false), &less, "\u{2212}");
        let _ = write!(o, "<span class=\"or-count\" aria-live=\"polite\">{n} of {whole}</span>");
        let more = format!(" aria-label=\"One {word} fleet more\"{}", if n >= whole { " disabled" } else { "" });
        button(o, btns, Btn::Part(k, true), &more, "+");
        o.push_str("</div>");
    }
    // The wisdom chits they carry, where there is a choice (17.21–17.22).
    let (least, most) = s.pick.carry;
    if most > least {
        let n = s.pick.chits;
        o.push_str("<div class=\"or-part-row\"><span class=\"or-part-name\">Wisdom chits carried</span>");
        let less = format!(" aria-label=\"One wisdom chit fewer\"{}", if n <= least { " disabled" } else { "" });
        button(o, btns, Btn::Carry(false), &less, "\u{2212}");
        let _ = write!(o, "<span class=\"or-count\" aria-live=\"polite\">{n} of {most}</span>");
        let more = format!(" aria-label=\"One wisdom chit more\"{}", if n >= most { " disabled" } else { "" });
        button(o, btns, Btn::Carry(true), &more, "+");
        o.push_str("</div>");
    }
    o.push_str("</div>");
    if most > 0 {
        o.push_str(
            "<p class=\"muted or-note\">One fleet carries one wisdom chit to a StarGate of yours, where you control \
             it (17.21–17.26); a chit taken from a core hex is replaced from the spares (17.24).</p>",
        );
    }
    if s.pick.fleets.is_empty() {
        o.push_str("<p class=\"muted or-caution\">Choose at least one StarFleet to shift (5.12).</p>");
    } else if s.pick.fleets != f.fleets {
        o.push_str(
            "<p class=\"muted or-note\">The figures are those of the fleets chosen: explorers change the die's \
             modifier (5.43–5.44).</p>",
        );
    }
    // The figures, from the view, for the fleets chosen.
    let to = &s.pick.to;
    let (lo, hi) = to.iter().fold((6u8, 0u8), |(lo, hi), (_, p)| (lo.min(p.scatter_in_6), hi.max(p.scatter_in_6)));
    let beyond = to.iter().filter(|(_, p)| p.beyond_clr).count();
    let clr = v.players.iter().find(|p| p.seat == v.seat).map_or(0, |p| p.clr);
    let mut figs = vec![format!("{} to shift to", hexes_n(to.len() as u32))];
    if !to.is_empty() {
        figs.push(if lo == hi {
            format!("chance of scatter {lo}/6")
        } else {
            format!("chance of scatter {lo}/6 to {hi}/6")
        });
    }
    figs.push(format!("{beyond} beyond your CLR of {}", hexes_n(clr)));
    o.push_str("<p class=\"or-figs\">");
    esc(o, &figs.join(" · "));
    o.push_str("</p>");
    if to.is_empty() {
        return;
    }
    o.push_str("<p class=\"muted\">Tap a shaded hex on the map to shift there: each shows its chance of scatter in sixths.</p>");
    let list = format!(" class=\"secondary\" aria-expanded=\"{}\"", s.list_open);
    let word = if s.list_open { "Hide" } else { "Show" };
    button(o, btns, Btn::List, &list, &format!("{word} the destinations as a list ({})", to.len()));
    if s.list_open {
        // Safest and nearest first.
        let mut order: Vec<usize> = (0..to.len()).collect();
        crate::ui::sort_by_key(&mut order, |&i| {
            let p = &to[i].1;
            (p.scatter_in_6 as u64) << 40 | (p.length as u64) << 20 | i as u64
        });
        o.push_str("<ul class=\"or-dests\">");
        for j in order {
            let (to, p) = &to[j];
            let label = format!(
                "Shift {}{} to {to}: {}, scatter {}/6{}",
                s.pick.fleets.words(),
                crate::engine::outreach::log::carrying(s.pick.chits),
                hexes_n(p.length),
                p.scatter_in_6,
                if p.beyond_clr { ", beyond the CLR" } else { "" }
            );
            o.push_str("<li>");
            button(o, btns, Btn::Dest(j), &hl(&[*to]), &label);
            o.push_str("</li>");
        }
        o.push_str("</ul>");
    }
}

/// The legend of the destinations' shading, over the board while a force is picked: the chances of scatter
/// that occur, and the mark of a shift beyond the CLR.
pub(super) fn legend_markup(v: &View, to: &[(Hex, Plan)]) -> String {
    if to.is_empty() {
        return String::new();
    }
    let mut o = String::from("<div class=\"or-legend\" role=\"note\" aria-label=\"Shading of the destinations\"><span>Chance of scatter:</span>");
    for n in 0..=6u8 {
        if to.iter().any(|(_, p)| p.scatter_in_6 == n) {
            let _ = write!(o, "<span class=\"or-sw-item\"><i class=\"or-sw or-r{n}\"></i>{n}/6</span>");
        }
    }
    if to.iter().any(|(_, p)| p.beyond_clr) {
        let clr = v.players.iter().find(|p| p.seat == v.seat).map_or(0, |p| p.clr);
        let _ = write!(o, "<span class=\"or-sw-item\"><i class=\"or-sw or-sw-beyond\"></i>beyond CLR {clr}</span>");
    }
    o.push_str("</div>");
    o
}

/// "1st", "2nd", …
fn ordinal(n: usize) -> String {
    let suffix = match n {
        1 => "st",
        2 => "nd",
        3 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// The viewing seat's civilization chart (12.16, 14.0): its own figures and where it stands toward victory.
fn chart_markup(o: &mut String, v: &View) {
    let Some(c) = &v.chart else { return };
    o.push_str("<div class=\"or-chart\" role=\"group\" aria-label=\"Your civilization\"><h3>Your civilization</h3><dl>");
    let mut row = |k: &str, val: String| {
        elem(o, "dt", "", k);
        elem(o, "dd", "", &val);
    };
    row("System Points", format!("{} (Fate Table column {})", c.sp, c.fate_column));
    row("Civilization Level", format!("{} (range {} hexes)", c.cl, c.clr));
    row("Resource Points", c.rp.to_string());
    let mut chits = c.wisdom.to_string();
    if c.x_chit {
        chits.push_str(" and the X chit");
    }
    row("Wisdom chits", chits);
    if c.x > 0 {
        row("X results this Game-Turn", format!("{} (+{} on the fate die, 11.12)", c.x, c.x));
    }
    let had: Vec<String> = c.fates.iter().map(|l| l.to_string()).collect();
    row("Once-a-game results had", if had.is_empty() { "none".into() } else { had.join(", ") });
    row("Victory", c.victory.clone());
    o.push_str("</dl></div>");
}

/// The players: side, CL, CLR, RP (this seat's only), place in the shift order, who acts; this seat's
/// maintenance owed.
fn players_markup(v: &View) -> String {
    let mut o = String::with_capacity(1024);
    o.push_str("<h2 id=\"or-players-h\">Players</h2>");
    let of = v.turns.filter(|_| v.turn > 0).map(|t| format!(" of {t}")).unwrap_or_default();
    let _ = write!(o, "<p class=\"muted\">{}{of} · {}</p>", crate::ui::game_turn(v.turn), v.phase);
    chart_markup(&mut o, v);
    o.push_str(
        "<table class=\"or-players-table\"><thead><tr><th scope=\"col\">Player</th><th scope=\"col\"><abbr \
         title=\"Civilization Level\">CL</abbr></th><th scope=\"col\"><abbr title=\"Civilization Level Range, \
         hexes\">CLR</abbr></th><th scope=\"col\"><abbr title=\"Resource Points\">RP</abbr></th><th \
         scope=\"col\">Order</th></tr></thead><tbody>",
    );
    for p in &v.players {
        let me = p.seat == v.seat;
        let acting = v.actor == Some(p.seat);
        let _ = write!(
            o,
            "<tr class=\"{}{}{}\"><th scope=\"row\"><i class=\"or-swatch\" aria-hidden=\"true\"></i>",
            seat_class::<Outreach>(p.seat),
            if me { " or-me" } else { "" },
            if acting { " or-acting" } else { "" }
        );
        esc(&mut o, &format!("{} ({})", p.player, p.side));
        if me {
            o.push_str(" <span class=\"or-tag\">you</span>");
        }
        if acting {
            o.push_str(" <span class=\"or-tag or-tag-acting\">acting</span>");
        }
        let _ = write!(o, "</th><td>{}</td><td>{}</td>", p.cl, p.clr);
        match p.rp {
            Some(rp) => {
                let _ = write!(o, "<td>{rp}</td>");
            }
            None => o.push_str("<td class=\"muted\">hidden</td>"),
        }
        match v.order.iter().position(|&s| s == p.seat) {
            Some(i) => {
                let _ = write!(o, "<td>{}</td>", ordinal(i + 1));
            }
            None => o.push_str("<td>—</td>"),
        }
        o.push_str("</tr>");
    }
    o.push_str("</tbody></table>");
    // The autonomous forces (13.0): public.
    if !v.autonomous.is_empty() {
        o.push_str("<h3>Autonomous forces (13.0)</h3><ul class=\"or-autonomous\">");
        for x in &v.autonomous {
            let p = crate::engine::outreach::log::player;
            let mut t = format!(
                "{} ({}, CL {}): {}",
                crate::engine::outreach::log::party(x.set.into()),
                x.letter,
                x.cl,
                if x.active { "active" } else { "passive" }
            );
            if let Some(c) = x.caretaker {
                let _ = write!(t, ", caretaker {}", p(c));
            }
            if !x.enemies.is_empty() {
                let e: Vec<String> = x.enemies.iter().map(|&s| p(s)).collect();
                let _ = write!(t, ", hostile for good toward {} (13.26)", e.join(", "));
            }
            let _ = write!(o, "<li class=\"{}\"><i class=\"or-swatch\" aria-hidden=\"true\"></i>", super::party_class(x.set.into()));
            esc(&mut o, &t);
            o.push_str("</li>");
        }
        o.push_str("</ul>");
    }
    // The Interaction Displays (8.1): every option revealed, public.
    if !v.options.is_empty() {
        o.push_str("<h3>Interaction options (8.1)</h3><ul class=\"or-displays\">");
        for &(from, to, opt) in &v.options {
            let p = crate::engine::outreach::log::party;
            elem(&mut o, "li", "", &format!("{} toward {}: {} ({})", p(from), p(to), opt.letter(), opt.name()));
        }
        o.push_str("</ul>");
    }
    if let Some(m) = v.maintenance {
        let rp = v.players.iter().find(|p| p.seat == v.seat).and_then(|p| p.rp).unwrap_or(0);
        let _ = write!(o, "<p class=\"or-owed\">Maintenance owed now: {m} RP (you have {rp} RP; 14.27).</p>");
    }
    o
}

/// The map in words: each player's forces and gates, the chits, the beacon stars found in play.
fn map_text_markup(v: &View) -> String {
    let mut o = String::with_capacity(4096);
    for x in &v.autonomous {
        let p = x.set.into();
        o.push_str("<h3>");
        esc(&mut o, &crate::engine::outreach::log::party(p));
        o.push_str("</h3><ul class=\"units-list\">");
        for f in v.forces.iter().filter(|f| f.owner == p) {
            elem(&mut o, "li", "", &super::map::force_words(v, f));
        }
        for g in v.gates.iter().filter(|g| g.owner == Some(p)) {
            let sp = g.sp.map_or(", face down".to_string(), |sp| format!(", {sp} SP"));
            elem(&mut o, "li", "", &format!("StarGate in {}{sp}", g.hex));
        }
        o.push_str("</ul>");
    }
    for p in &v.players {
        o.push_str("<h3>");
        esc(&mut o, &format!("{} ({})", p.player, p.side));
        o.push_str("</h3><ul class=\"units-list\">");
        for f in v.forces.iter().filter(|f| f.owner == p.seat) {
            elem(&mut o, "li", "", &super::map::force_words(v, f));
        }
        for g in v.gates.iter().filter(|g| g.owner == Some(p.seat.into())) {
            let sp = g.sp.map_or(String::new(), |sp| format!(", {sp} SP"));
            elem(
                &mut o,
                "li",
                "",
                &format!("StarGate in {}{sp}{}", g.hex, if g.neutralized { ", neutralized" } else { "" }),
            );
        }
        o.push_str("</ul>");
    }
    let neutral: Vec<String> = v.gates.iter().filter(|g| g.owner.is_none()).map(|g| g.hex.label()).collect();
    if !neutral.is_empty() {
        elem(&mut o, "p", "", &format!("Neutral StarGates: {}", neutral.join(", ")));
    }
    let chits: Vec<String> = v
        .chits
        .iter()
        .map(|c| match c.value {
            Some(n) => format!("{} ({n})", c.hex),
            None => format!("{} (face down)", c.hex),
        })
        .collect();
    if !chits.is_empty() {
        elem(&mut o, "p", "", &format!("Potential value chits: {}", chits.join(", ")));
    }
    if !v.wisdom.is_empty() {
        let w: Vec<String> = v.wisdom.iter().map(|h| h.label()).collect();
        elem(&mut o, "p", "", &format!("Wisdom chits on the core hexes: {}", w.join(", ")));
    }
    if !v.beacons.is_empty() {
        let b: Vec<String> = v.beacons.iter().map(|h| h.label()).collect();
        elem(&mut o, "p", "", &format!("Beacon stars found in play: {}", b.join(", ")));
    }
    o
}

/// The map's key: hex kinds, dust, beacons, gates, chits, counters; what the scenario leaves out (18.14).
fn key_markup(v: &View) -> String {
    let mut o = String::from(KEY);
    let left: Vec<&str> = [("15.0", "beacon stars"), ("16.0", "interstellar dust")]
        .iter()
        .filter(|(case, _)| super::ignored(v, case))
        .map(|(_, what)| *what)
        .collect();
    if !left.is_empty() {
        let words = crate::ui::and_list(&left.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        crate::ui::help::elem(
            &mut o,
            "p",
            " class=\"muted\"",
            &format!("This scenario leaves out {words} (18.14): the map does not show them."),
        );
    }
    o
}

const KEY: &str = "<summary>Map key</summary><ul class=\"or-key-list\">\
     <li><i class=\"or-sw or-k-axis\"></i>Spiral axis</li>\
     <li><i class=\"or-sw or-k-fringe\"></i>Spiral fringe</li>\
     <li><i class=\"or-sw or-k-inter\"></i>Interspiral</li>\
     <li><i class=\"or-sw or-k-nucleus\"></i>Galactic nucleus (no exploring, no gates)</li>\
     <li><i class=\"or-sw or-k-core\"></i>Galactic core</li>\
     <li><i class=\"or-sw or-k-dust\"></i>Interstellar dust hexside (blocks sight, 16.0)</li>\
     <li><i class=\"or-sw or-k-beacon\"></i>Beacon star (printed; found in play: blue)</li>\
     <li><i class=\"or-sw or-k-gate\"></i>StarGate: a ring in its owner's colour, grey if neutral, dashed if neutralized; its SP for its owner</li>\
     <li><i class=\"or-sw or-k-chit\"></i>Potential value chit: ? face down, or the value you have seen</li>\
     <li><i class=\"or-sw or-k-force\"></i>Force: its fleets (r regular, d dreadnought, e explorer) if yours; faded once shifted</li>\
     <li><i class=\"or-sw or-k-contact\"></i>Contact marker: everything in the hex is in contact (7.21)</li>\
     </ul>";

/// The hexes named by the `data-hl` of the element an event hit, or none.
fn hl_of(target: Option<web_sys::EventTarget>) -> Vec<Hex> {
    let el = target.and_then(cast::<web_sys::Element>);
    let attr = el.and_then(|e| e.closest("[data-hl]").ok().flatten()).and_then(|e| e.get_attribute("data-hl"));
    attr.map(|a| a.split(' ').filter_map(Hex::from_label).collect()).unwrap_or_default()
}

pub(super) fn panels(p: Panels<Outreach>) -> AnyView {
    let Panels { view: vm, on_action, on_seal, waiting_for, .. } = p;
    let ui = crate::ui::context::<Ui>();
    let html = move || {
        let mut o = String::new();
        match waiting_for.get() {
            Some(who) => {
                vm.with(|v| crate::ui::help::elem(&mut o, "p", " class=\"prompt-text\"", &v.prompt));
                elem(
                    &mut o,
                    "p",
                    " class=\"waiting\"",
                    &format!("Waiting for {} — send them the link.", crate::ui::table::the(&who)),
                );
            }
            None => {
                vm.with(|v| prompt_markup(&mut o, v, &Snap::of(v, ui)));
            }
        }
        o
    };
    let on_button = move |i: usize| {
        if waiting_for.get_untracked().is_some() {
            return;
        }
        let deed = vm.with_untracked(|v| {
            let s = untrack(|| Snap::of(v, ui));
            let btn = prompt_markup(&mut String::new(), v, &s).get(i).copied()?;
            Some(match btn {
                Btn::Act(k) => Ok(v.legal.get(k)?.action.clone()),
                Btn::Dest(j) => {
                    let f = s.pick.shifts(v)?;
                    Ok(Action::Shift { from: f.from, fleets: s.pick.fleets, to: s.pick.to.get(j)?.0, chits: s.pick.chits })
                }
                other => Err((other, s.pick.force.map(|k| v.shifts[k].clone()))),
            })
        });
        match deed {
            Some(Ok(a)) => {
                ui.preview.set(Vec::new());
                on_action.run(a);
            }
            Some(Err((Btn::Pick(k), _))) => {
                if let Some(f) = vm.with_untracked(|v| v.shifts.get(k).map(|f| (f.from, f.go_on))) {
                    ui.sel.set(Sel::Force(f.0, f.1));
                    ui.spot.set(Some(f.0));
                }
            }
            Some(Err((Btn::Part(k, more), Some(f)))) => {
                let now = part_of(&f, ui.draft.with_untracked(|d| d.part));
                let n = count(now, k);
                let n = if more { (n + 1).min(count(f.fleets, k)) } else { n.saturating_sub(1) };
                ui.draft.update(|d| d.part = Some((f.from, f.go_on, f.fleets, with_count(now, k, n))));
            }
            Some(Err((Btn::Carry(more), _))) => {
                let now = vm.with_untracked(|v| untrack(|| Snap::of(v, ui)).pick.chits);
                ui.carry.set(if more { now.saturating_add(1) } else { now.saturating_sub(1) });
            }
            Some(Err((Btn::List, _))) => ui.list_open.update(|o| *o = !*o),
            Some(Err((Btn::Spend(k, more), _))) => {
                let (me, now) = vm.with_untracked(|v| (v.seat, untrack(|| Snap::of(v, ui)).spend));
                let mut next = now;
                next[k] = if more { now[k].saturating_add(1) } else { now[k].saturating_sub(1) };
                ui.draft.update(|d| d.fate = (me, next));
            }
            Some(Err((Btn::Seal(i), _))) => on_seal.run((i.min(u16::MAX as u32) as u16).to_be_bytes().to_vec()),
            Some(Err((Btn::Intent(attack), _))) => on_seal.run(vec![attack as u8]),
            Some(Err((Btn::Capacity(k), _))) => on_seal.run((k.min(u16::MAX as u32) as u16).to_be_bytes().to_vec()),
            Some(Err((Btn::Opt(k, opt), _))) => {
                let (me, to) = vm.with_untracked(|v| {
                    (v.seat, v.interaction.as_ref().and_then(|i| i.may_seal.get(k)).map(|m| m.0))
                });
                if let Some(to) = to {
                    ui.draft.update(|d| {
                        d.opts.retain(|x| !(x.0 == me && x.1 == to));
                        d.opts.push((me, to, opt));
                    });
                }
            }
            Some(Err((Btn::SealOpts, _))) => {
                let (me, opts) = vm.with_untracked(|v| (v.seat, untrack(|| Snap::of(v, ui)).opts));
                if let Some(bytes) = opts.iter().map(|o| o.map(|o| o as u8)).collect::<Option<Vec<u8>>>() {
                    ui.draft.update(|d| d.opts.retain(|x| x.0 != me));
                    on_seal.run(bytes);
                }
            }
            _ => {}
        }
    };
    let prompt =
        markup_panel("card prompt or-prompt", "or-prompt-h", Box::new(|| true), Box::new(html), Box::new(on_button));
    let set_hl = move |t: Option<web_sys::EventTarget>| {
        let hexes = hl_of(t);
        if ui.preview.with_untracked(|p| *p != hexes) {
            ui.preview.set(hexes);
        }
    };
    let clear = move || {
        if ui.preview.with_untracked(|p| !p.is_empty()) {
            ui.preview.set(Vec::new());
        }
    };
    let map_text = text_card(
        Box::new(move || format!("<div class=\"or-text\">{}</div>", vm.with(map_text_markup))),
        Box::new(|_| {}),
    );
    type Pointer = Box<dyn FnMut(leptos::ev::PointerEvent)>;
    type Focus = Box<dyn FnMut(leptos::ev::FocusEvent)>;
    let over: Pointer = Box::new(move |e| set_hl(e.target()));
    let leave: Pointer = Box::new(move |_| clear());
    let focus_in: Focus = Box::new(move |e| set_hl(e.target()));
    let focus_out: Focus = Box::new(move |_| clear());
    view! {
        <div class="or-prompt-wrap" on:pointerover=over on:pointerleave=leave on:focusin=focus_in on:focusout=focus_out>
            {prompt}
        </div>
        <section class="card or-players" aria-labelledby="or-players-h" inner_html=rtext(move || vm.with(players_markup))></section>
        {map_text}
        <details class="card or-key" inner_html=rtext(move || vm.with(key_markup))></details>
    }
    .into_any()
}
