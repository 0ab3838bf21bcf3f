//! A snapshot of all of Outreach's reconstructed data: every table with each value's provenance, the map
//! (its grids re-drawn from the parsed data, beacons, dust sides) and the scenarios' named hexes, printed to
//! tests/engine/outreach/snapshot.txt. An owner of the original sheet corrects a value in the data module;
//! this test then fails with the changed lines, and `STARSHIFT_WRITE_SNAPSHOT=1 cargo test --test engine
//! outreach::snapshot` rewrites the file, so the correction is one reviewed diff.

use starshift::engine::help::{Source, Table};
use starshift::engine::outreach::map::{self, Kind};
use starshift::engine::outreach::scenarios::{CYGNIANS_TAG, SCENARIOS};
use starshift::engine::outreach::sheet;
use std::fmt::Write;

const PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/engine/outreach/snapshot.txt");

/// A value with its tag: `40/9 [R]`; text values carry `[T]` too, so every value says where it comes from.
fn tagged(text: &str, s: Source) -> String {
    format!("{text} [{}]", s.tag())
}

fn render_table(o: &mut String, t: &Table, reasons: &[(&str, Vec<starshift::engine::outreach::Tag>)]) {
    writeln!(o, "== {} {}", t.id, t.title).unwrap();
    if !t.note.is_empty() {
        writeln!(o, "{}", t.note).unwrap();
    }
    for (_, tags) in reasons.iter().filter(|(id, _)| *id == t.id) {
        for tag in tags {
            writeln!(o, "[{}] {}", tag.source.tag(), tag.why).unwrap();
        }
    }
    let rows: Vec<Vec<String>> = std::iter::once(t.head.clone())
        .chain(t.rows.iter().map(|r| {
            r.iter().enumerate().map(|(i, c)| if i == 0 { c.0.clone() } else { tagged(&c.0, c.1) }).collect()
        }))
        .collect();
    let cols = rows.iter().map(Vec::len).max().unwrap_or(0);
    let width: Vec<usize> =
        (0..cols).map(|c| rows.iter().filter_map(|r| r.get(c)).map(|s| s.chars().count()).max().unwrap_or(0)).collect();
    for r in &rows {
        let line: Vec<String> =
            r.iter().enumerate().map(|(c, s)| format!("{s}{}", " ".repeat(width[c] - s.chars().count()))).collect();
        writeln!(o, "{}", line.join("  ").trim_end()).unwrap();
    }
    writeln!(o).unwrap();
}

fn render() -> String {
    let mut o = String::new();
    writeln!(o, "Outreach: the reconstructed map and tables, every value tagged").unwrap();
    writeln!(o, "[T] text  [D] derived  [F] fragment  [M] model  [R] reconstructed").unwrap();
    writeln!(o).unwrap();
    let reasons = sheet::reasons();
    for t in sheet::tables() {
        render_table(&mut o, &t, &reasons);
    }
    // The map, re-drawn from what the data module parses.
    writeln!(o, "== map kinds [M] (A axis, f fringe, . interspiral, n nucleus, K core), columns 01-50").unwrap();
    for row in 1..=map::ROWS {
        let line: String = (1..=map::COLS)
            .map(|c| map::kind(starshift::engine::hex::Hex::from_offset(c, row)).map_or('?', Kind::letter))
            .collect();
        writeln!(o, "{row:02} {line}").unwrap();
    }
    writeln!(o).unwrap();
    writeln!(o, "== map dust digits [M] (1 N side + 2 NE + 4 SE), re-drawn from the dust sides").unwrap();
    let sides = map::dust_sides();
    for row in 1..=map::ROWS {
        let line: String = (1..=map::COLS)
            .map(|c| {
                let h = starshift::engine::hex::Hex::from_offset(c, row);
                let digit: u32 = sides.iter().filter(|(x, _)| *x == h).map(|(_, d)| 1 << (d.number() - 1)).sum();
                char::from_digit(digit, 10).unwrap()
            })
            .collect();
        writeln!(o, "{row:02} {line}").unwrap();
    }
    writeln!(o).unwrap();
    writeln!(o, "== scenarios (18.1-18.4) [T]: hex, kind, gate SP/potential value, fleets").unwrap();
    writeln!(o, "[{}] {}", CYGNIANS_TAG.source.tag(), CYGNIANS_TAG.why).unwrap();
    for sc in SCENARIOS {
        let obj = if sc.objectives.is_empty() { String::new() } else { format!("; objectives {}", sc.objectives.join(" ")) };
        let length = if sc.turns == u16::MAX { "no turn limit".to_string() } else { format!("{} turns", sc.turns) };
        let rules = if sc.ignores.is_empty() { String::new() } else { format!("; leaves out {}", sc.ignores.join(", ")) };
        writeln!(o, "{} {} ({length}{obj}{rules}, {} sides)", sc.case, sc.name, sc.sides.len()).unwrap();
        for side in sc.sides {
            let starts: Vec<String> = side
                .starts
                .iter()
                .map(|s| {
                    let k = map::kind(s.at()).map_or('?', Kind::letter);
                    let gate = s.gate.map_or("-".to_string(), |g| g.to_string());
                    let f = s.fleets;
                    let fleets = if f.total() == 0 { String::new() } else { format!(" {}r{}d{}e", f.r, f.d, f.e) };
                    format!("{} {k} {gate}/{}{fleets}", s.hex, s.pv)
                })
                .collect();
            writeln!(o, "  {} (RP {}, CL {}): {}", side.name, side.rp, side.cl, starts.join(", ")).unwrap();
        }
    }
    o
}

#[test]
fn the_snapshot_of_every_table_and_the_map_is_current() {
    let now = render();
    if std::env::var_os("STARSHIFT_WRITE_SNAPSHOT").is_some() {
        std::fs::write(PATH, &now).unwrap();
        return;
    }
    let saved = std::fs::read_to_string(PATH).unwrap_or_default();
    if saved != now {
        let (a, b): (Vec<&str>, Vec<&str>) = (saved.lines().collect(), now.lines().collect());
        let changed: Vec<String> = (0..a.len().max(b.len()))
            .filter(|&i| a.get(i) != b.get(i))
            .take(20)
            .map(|i| format!("line {}:\n  saved: {}\n  now:   {}", i + 1, a.get(i).unwrap_or(&""), b.get(i).unwrap_or(&"")))
            .collect();
        panic!(
            "tests/engine/outreach/snapshot.txt is out of date (rewrite it with STARSHIFT_WRITE_SNAPSHOT=1 and review the diff):\n{}",
            changed.join("\n")
        );
    }
}
