//! Outreach's data as help tables (`engine::help::Table`), every cell marked with its provenance: the
//! in-game table viewer will show them, and the snapshot test prints them so that a correction to the
//! data is one reviewed diff.

use super::map::{self, Kind, BEACONS};
use super::scenarios::{self, SEEDS, SEED_WINDS};
use super::tables::*;
use super::Tag;
use crate::engine::help::{Cell, Source, Table};

fn cell(text: impl ToString, tag: Tag) -> Cell {
    Cell(text.to_string(), tag.source)
}

fn head(text: impl ToString) -> Cell {
    Cell(text.to_string(), Source::Text)
}

fn range((lo, hi): (u32, u32)) -> String {
    match (lo, hi) {
        (lo, u32::MAX) => format!("{lo}+"),
        (lo, hi) if lo == hi => lo.to_string(),
        (lo, hi) => format!("{lo}–{hi}"),
    }
}

fn heads(first: &str, cols: impl IntoIterator<Item = String>) -> Vec<String> {
    std::iter::once(first.to_string()).chain(cols).collect()
}

fn table(id: &'static str, title: &'static str, head: Vec<String>, note: &'static str) -> Table {
    Table { id, title, head, rows: Vec::new(), note, why: Vec::new() }
}

/// Fills `t` with one row per die 1–6, a cell per column: `f(column, die)`, all tagged `tag`.
fn by_die<C: Copy>(mut t: Table, cols: &[C], tag: Tag, f: impl Fn(C, u8) -> String) -> Table {
    for die in 1..=6u8 {
        let mut r = vec![head(die)];
        r.extend(cols.iter().map(|&c| cell(f(c, die), tag)));
        t.rows.push(r);
    }
    t
}

/// 5.6 Scatter Table.
pub fn scatter_table() -> Table {
    let mut t = table(
        "5.6",
        "Scatter Table",
        heads("die", SCATTER_COLUMNS.iter().map(|&c| range(c))),
        "Shift length in hexes across, the modified die down; a cell is attrition % / scatter hexes, — the force \
         arrives. A one-hex shift never rolls; a modified die of 9 or more always arrives.",
    );
    for (i, row) in SCATTER.iter().enumerate() {
        let mut r = vec![head(i + 1)];
        r.extend(row.iter().map(|c| match c {
            Some(s) => cell(format!("{}/{}", s.loss, s.hexes), SCATTER_TAG),
            None => cell("—", SCATTER_TAG),
        }));
        t.rows.push(r);
    }
    let mut r = vec![head("9+")];
    r.extend(SCATTER_COLUMNS.iter().map(|_| cell("—", SCATTER_TAG)));
    t.rows.push(r);
    t
}

/// The Percentage Loss Table (5.51).
pub fn percentage_loss_table() -> Table {
    let mut t = table(
        "5.51",
        "Percentage Loss Table",
        heads("fleets", PERCENTAGE_LOSS_PERCENTS.iter().map(|p| format!("{p}%"))),
        "Fleets lost from a force of n fleets: n × % / 100, half rounded up, never more than n (larger forces by \
         the same rule); doubled where a case says so, still never more than n.",
    );
    for (i, row) in PERCENTAGE_LOSS.iter().enumerate() {
        let mut r = vec![head(i + 1)];
        r.extend(row.iter().map(|v| cell(v, PERCENTAGE_LOSS_TAG)));
        t.rows.push(r);
    }
    t
}

/// 6.2 Exploration Table.
pub fn exploration_table() -> Table {
    let t = table(
        "6.2",
        "Exploration Table",
        heads("die", EXPLORATION_COLUMNS.iter().map(|&c| range(c))),
        "Twice the explorers plus the regular fleets across (headings recovered from the sheet), the die down: S \
         success, X success and +1 to this turn's fate roll, — failure. A total of 0 cannot explore.",
    );
    by_die(t, &EXPLORATION_COLUMNS, EXPLORATION_TAG, |c, die| {
        match exploration(c.0, die) {
            Some(Exploration::X) => "X",
            Some(Exploration::Success) => "S",
            _ => "—",
        }
        .into()
    })
}

/// 7.4 Contact Table.
pub fn contact_table() -> Table {
    let t = table(
        "7.4",
        "Contact Table",
        heads("die", CONTACT_COLUMNS.iter().map(|&c| range(c))),
        "The contact index across (headings recovered from the sheet), the die down: C contact, e no effect.",
    );
    by_die(t, &CONTACT_COLUMNS, CONTACT_TAG, |c, die| if contact(c.0, die) { "C" } else { "e" }.into())
}

/// 8.3 Interaction Matrix.
pub fn matrix_table() -> Table {
    let mut t = table(
        "8.3",
        "Interaction Matrix",
        ["mine/theirs", "uses their gates", "may attack, reduce", "conflict mandatory", "defender's losses", "automatic contact"]
            .iter()
            .map(|s| s.to_string())
            .collect(),
        "What a party that chose the first option toward another that chose the second may do toward it (8.2). \
         +n: that many columns right on the Conflict and Reduction Tables.",
    );
    let yes = |b: bool| if b { "yes" } else { "no" };
    for mine in Opt::ALL {
        for theirs in Opt::ALL {
            let x = relation(mine, theirs);
            let attack_tag = if (mine, theirs) == (Opt::B, Opt::C) { MATRIX_B_ON_C_TAG } else { MATRIX_TAG };
            t.rows.push(vec![
                head(format!("{}/{}", mine.letter(), theirs.letter())),
                cell(yes(x.uses_gates), MATRIX_TAG),
                cell(x.attack.map_or("no".to_string(), |c| format!("yes, +{c}")), attack_tag),
                cell(yes(x.mandatory), MATRIX_TAG),
                cell(if x.doubled { "doubled" } else { "normal" }, MATRIX_TAG),
                cell(yes(x.automatic_contact), MATRIX_TAG),
            ]);
        }
    }
    t
}

/// 8.4 Random Interaction Option Table.
pub fn riot_table() -> Table {
    let t = table(
        "8.4",
        "Random Interaction Option Table",
        heads("die", RIOT_COLUMNS.iter().map(|s| s.to_string())),
        "An autonomous force's option toward a player: its previous option toward him across, the die down.",
    );
    by_die(t, &[0, 1, 2, 3], RIOT_TAG, |c: usize, die| RIOT[c][die as usize - 1].letter().to_string())
}

/// 9.2 Conflict Table.
pub fn conflict_table() -> Table {
    let mut t = table(
        "9.2",
        "Conflict Table",
        heads("row", CONFLICT_COLUMNS.iter().map(|&c| format!("{}%", range(c)))),
        "The attacker's true capacity as a percentage of the defender's across, the modified die (−2 to 9) down; a \
         cell is the attacker's % lost / the defender's % lost. Recovered from a scan, kept as read though some \
         cells run against the trend.",
    );
    for (i, row) in CONFLICT.iter().enumerate() {
        let y = i as i32 + CONFLICT_ROWS.0;
        let mut r = vec![head(y)];
        for (c, x) in row.iter().enumerate() {
            let tag = if CONFLICT_UNREADABLE.contains(&(y, c)) { CONFLICT_UNREADABLE_TAG } else { CONFLICT_TAG };
            r.push(cell(format!("{}/{}", x.attacker, x.defender), tag));
        }
        t.rows.push(r);
    }
    t
}

/// 10.3 Reduction Table.
pub fn reduction_table() -> Table {
    let cols = REDUCTION_COLUMNS.0..=REDUCTION_COLUMNS.1;
    let label = |d: i32| match d {
        d if d == REDUCTION_COLUMNS.0 => format!("≤{d}"),
        d if d == REDUCTION_COLUMNS.1 => format!("≥+{d}"),
        d if d > 0 => format!("+{d}"),
        d => d.to_string(),
    };
    let t = table(
        "10.3",
        "Reduction Table",
        heads("die", cols.clone().map(label)),
        "The differential (10.22) across, the die down: N the gate is neutralized, — it holds.",
    );
    let diffs: Vec<i32> = cols.collect();
    by_die(t, &diffs, REDUCTION_TAG, |d, die| if reduction(d, die) { "N" } else { "—" }.into())
}

/// 11.4 Fate Table.
pub fn fate_table() -> Table {
    let mut t = table(
        "11.4",
        "Fate Table",
        heads("die", FATE_COLUMNS.iter().map(|&c| range(c))),
        "The player's SP across, the adjusted die down (headings recovered from the sheet). L1: L only if a \
         wisdom chit was spent on the roll. K2/L: K if two chits were spent and the player never had K, else L.",
    );
    for (i, row) in FATE.iter().enumerate() {
        let mut r = vec![head(i + 1)];
        r.extend(row.iter().map(|f| cell(f.label(), FATE_TAG)));
        t.rows.push(r);
    }
    t
}

/// 11.2 Fate results.
pub fn fate_effects_table() -> Table {
    let tag = Tag::text("11.2");
    let mut t = table(
        "11.2",
        "Fate results",
        ["result", "dissolution", "CL", "autonomous gates", "fleets", "their CL"].iter().map(|s| s.to_string()).collect(),
        "A–F dissolve a share of the player's SP (B also ignores every later dissolution); G–J bring an \
         autonomous force; K (two chits, once) and L raise the civilization level.",
    );
    for e in FATE_EFFECTS {
        let a = e.autonomous;
        let n = |v: Option<u8>| v.map_or("—".to_string(), |v| v.to_string());
        t.rows.push(vec![
            head(e.letter),
            cell(if e.dissolution > 0 { format!("{}%", e.dissolution) } else { "—".into() }, tag),
            cell(if e.cl == 0 { "—".into() } else { format!("{:+}", e.cl) }, tag),
            cell(n(a.map(|a| a.0)), tag),
            cell(n(a.map(|a| a.1)), tag),
            cell(n(a.map(|a| a.2)), tag),
        ]);
    }
    t
}

/// The potential value chits (3.2).
pub fn pv_table() -> Table {
    let mut t = table(
        "pv",
        "Potential value chits",
        ["chits", "axis", "fringe", "interspiral"].iter().map(|s| s.to_string()).collect(),
        "The 60 chits of the mix, each read by the kind of the hex it is drawn for (3.2).",
    );
    for (i, row) in PV_CHITS.chunks(10).enumerate() {
        for (j, c) in row.iter().enumerate() {
            let k = i * 10 + j + 1;
            t.rows.push(vec![head(k), cell(c[0], PV_CHITS_TAG), cell(c[1], PV_CHITS_TAG), cell(c[2], PV_CHITS_TAG)]);
        }
    }
    t
}

/// The counter mix: autonomous sets and wisdom chits.
pub fn counters_table() -> Table {
    let set = |v: String| cell(v, AUTONOMOUS_TAG);
    let text = |v: String| cell(v, Tag::text("3.2, 3.21, 3.31"));
    let gates: Vec<String> = AUTONOMOUS_GATES.iter().map(|g| g.to_string()).collect();
    Table {
        id: "counters",
        title: "Counter mix",
        head: vec!["counters".into(), "number".into(), "make-up".into()],
        rows: vec![
            vec![head("autonomous sets"), text(AUTONOMOUS_SETS.to_string()), text("one colour each".into())],
            vec![head("autonomous gates a set"), set(AUTONOMOUS_GATES.len().to_string()), set(format!("SP {}", gates.join(", ")))],
            vec![
                head("autonomous fleets a set"),
                set((AUTONOMOUS_FLEETS.0 + AUTONOMOUS_FLEETS.1).to_string()),
                set(format!("{} regular, {} dreadnought", AUTONOMOUS_FLEETS.0, AUTONOMOUS_FLEETS.1)),
            ],
            vec![head("wisdom chits"), text(WISDOM_CHITS.to_string()), text(format!("{WISDOM_X} X; one in each core hex at the start"))],
            vec![head("potential value chits"), cell(PV_CHITS.len(), PV_CHITS_TAG), cell("see the PV chit table", PV_CHITS_TAG)],
        ],
        note: "Autonomous counters show their type and SP only on the back.",
        why: Vec::new(),
    }
}

/// The Seed Winds Table and its results (18.51–18.52).
pub fn seed_table() -> Table {
    let mut t = table(
        "18.51",
        "Seed Winds Table",
        heads("first die", (1..=6).map(|d| d.to_string())),
        "The first die down, the second across (18.51); each letter's hexes in the Seed Table results (18.52), \
         an asterisk placing beacons before play.",
    );
    for (i, row) in SEED_WINDS.iter().enumerate() {
        let mut r = vec![head(i + 1)];
        r.extend(row.iter().map(|c| cell(c, scenarios::SEED_WINDS_TAG)));
        t.rows.push(r);
    }
    t
}

/// The map in numbers: hexes of each kind, dust sides, the core, Sol.
pub fn map_table() -> Table {
    let count = |k: Kind| map::hexes().filter(|&h| map::kind(h) == Some(k)).count();
    let mut rows: Vec<Vec<Cell>> = Kind::ALL
        .iter()
        .map(|&k| vec![head(k.name()), cell(count(k), map::KINDS_TAG), cell(k.letter(), map::KINDS_TAG)])
        .collect();
    rows.push(vec![head("size"), cell(format!("{}×{}", map::COLS, map::ROWS), map::SIZE_TAG), cell("0101–5028", map::SIZE_TAG)]);
    let core: Vec<String> = map::CORE.iter().map(|h| h.label()).collect();
    rows.push(vec![head("core hexes"), cell(core.len(), map::CORE_TAG), cell(core.join(", "), map::CORE_TAG)]);
    rows.push(vec![head("dust hexsides"), cell(map::dust_sides().len(), map::DUST_TAG), cell("digits: 1 N + 2 NE + 4 SE", map::DUST_TAG)]);
    rows.push(vec![head("Sol"), cell(1, Tag::text("18.3, 18.4")), cell(map::SOL.label(), Tag::text("18.3, 18.4"))]);
    Table { id: "map", title: "The galaxy map", head: vec!["".into(), "hexes".into(), "".into()], rows, note: "", why: Vec::new() }
}

/// The printed beacon stars.
pub fn beacons_table() -> Table {
    let mut t = table(
        "beacons",
        "Printed beacon stars",
        vec!["hex".into(), "printed name".into(), "other named stars in the hex".into()],
        "Real luminous stars (3.0) placed in the hex of the model position from shared/data/beacon-stars.csv.",
    );
    for b in &BEACONS {
        t.rows.push(vec![head(b.hex), cell(b.name(), map::BEACONS_TAG), cell(if b.stars.len() > 1 { b.stars[1..].join(", ") } else { "—".into() }, map::BEACONS_TAG)]);
    }
    t
}

/// The Seed Table results (18.52).
pub fn seeds_table() -> Table {
    let mut t = table("18.52", "Seed Table results", vec!["result".into(), "gates in hexes".into()], "");
    for s in &SEEDS {
        let tag = Tag::text("18.52");
        t.rows.push(vec![head(format!("{}{}", if s.asterisk { "*" } else { "" }, s.letter)), cell(s.hexes.join(", "), tag)]);
    }
    t
}

/// Every table of the sheet and the map, in the order of the rules, each with the reasons for its marks.
pub fn tables() -> Vec<Table> {
    let reasons = reasons();
    let mut all = vec![
        map_table(),
        beacons_table(),
        pv_table(),
        counters_table(),
        percentage_loss_table(),
        scatter_table(),
        exploration_table(),
        contact_table(),
        matrix_table(),
        riot_table(),
        conflict_table(),
        reduction_table(),
        fate_effects_table(),
        fate_table(),
        seed_table(),
        seeds_table(),
    ];
    for t in &mut all {
        let tags = reasons.iter().find(|r| r.0 == t.id).map_or(&[][..], |r| &r.1[..]);
        t.why = tags.iter().filter(|g| g.source != Source::Text).map(|g| (g.source, g.why)).collect();
    }
    all
}

/// The reason behind each provenance tag the tables use, by table id, for the snapshot and the viewer.
pub fn reasons() -> Vec<(&'static str, Vec<Tag>)> {
    vec![
        ("map", vec![map::SIZE_TAG, map::KINDS_TAG, map::CORE_TAG, map::DUST_TAG]),
        ("beacons", vec![map::BEACONS_TAG]),
        ("pv", vec![PV_CHITS_TAG]),
        ("counters", vec![AUTONOMOUS_TAG]),
        ("5.51", vec![PERCENTAGE_LOSS_TAG]),
        ("5.6", vec![SCATTER_TAG]),
        ("6.2", vec![EXPLORATION_COLUMNS_TAG, EXPLORATION_TAG]),
        ("7.4", vec![CONTACT_COLUMNS_TAG, CONTACT_TAG]),
        ("8.3", vec![MATRIX_TAG, MATRIX_B_ON_C_TAG]),
        ("8.4", vec![RIOT_TAG]),
        ("9.2", vec![CONFLICT_TAG, CONFLICT_UNREADABLE_TAG]),
        ("10.3", vec![REDUCTION_TAG]),
        ("11.2", vec![]),
        ("11.4", vec![FATE_HEADINGS_TAG, FATE_TAG]),
        ("18.51", vec![scenarios::SEED_WINDS_TAG]),
        ("18.52", vec![]),
    ]
}
