//! A snapshot of StarForce's data with provenance: the star table, the Zulu Limits and the true-distance
//! table (SF 2.2–2.4), printed to tests/engine/starforce/snapshot.txt. An owner of the original map
//! corrects a value in the data module; this test then fails with the changed lines, and
//! `STARSHIFT_WRITE_SNAPSHOT=1 cargo test --test engine starforce::snapshot` rewrites the file, so the
//! correction is one reviewed diff.

use starshift::engine::help::Tag;
use starshift::engine::starforce::data::display::{
    true_distance, DISTANCE_TAG, KNOWN_SPACE_RADIUS, VOLUME_EXTENSION, VOLUME_EXTENSION_TAG,
    ZULU_LIMITS, ZULU_LIMITS_TAG,
};
use starshift::engine::starforce::data::stars::{
    PRIMARY, PROJECTED, SECONDARY, SECONDARY_ADDED, STAR_ROWS, TERTIARY,
};
use std::fmt::Write;

const PATH: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/engine/starforce/snapshot.txt"
);

fn reason(o: &mut String, tag: Tag) {
    writeln!(o, "[{}] {}", tag.source.tag(), tag.why).unwrap();
}

fn stars(o: &mut String) {
    writeln!(
        o,
        "== SF 2.4 star systems ({}), by column, row, level",
        STAR_ROWS.len()
    )
    .unwrap();
    writeln!(
        o,
        "LiteZulu, name, class [its source], position [its source] and reason"
    )
    .unwrap();
    writeln!(
        o,
        "projection = [{}] {}",
        PROJECTED.source.tag(),
        PROJECTED.why
    )
    .unwrap();
    for tag in [PRIMARY, SECONDARY, SECONDARY_ADDED, TERTIARY] {
        writeln!(o, "class [{}] {}", tag.source.tag(), tag.why).unwrap();
    }
    let width = STAR_ROWS
        .iter()
        .map(|s| s.name.chars().count())
        .max()
        .unwrap_or(0);
    for s in &STAR_ROWS {
        let name = format!("{}{}", s.name, " ".repeat(width - s.name.chars().count()));
        let class = format!("{} [{}]", s.class.name(), s.class_tag.source.tag());
        let why = if s.tag == PROJECTED {
            "projection"
        } else {
            s.tag.why
        };
        writeln!(
            o,
            "{:<9} {name}  {class:<13}  [{}] {why}",
            s.at.label(),
            s.tag.source.tag()
        )
        .unwrap();
    }
    writeln!(o).unwrap();
}

fn display(o: &mut String) {
    writeln!(
        o,
        "== SF 2.3 Zulu Limits, rings P = 0-{KNOWN_SPACE_RADIUS} about Sol"
    )
    .unwrap();
    reason(o, ZULU_LIMITS_TAG);
    let cells: Vec<String> = ZULU_LIMITS
        .iter()
        .enumerate()
        .map(|(p, z)| format!("{p}:{z}"))
        .collect();
    writeln!(o, "{}", cells.join(" ")).unwrap();
    writeln!(o).unwrap();
    writeln!(o, "== 43.4 Volume extension: {VOLUME_EXTENSION} levels").unwrap();
    reason(o, VOLUME_EXTENSION_TAG);
    writeln!(o).unwrap();
    writeln!(
        o,
        "== SF 2.2 true distance D[P][Z], P and Z 0-20 (rows P, columns Z)"
    )
    .unwrap();
    reason(o, DISTANCE_TAG);
    let head: Vec<String> = (0..=20).map(|z| format!("{z:>3}")).collect();
    writeln!(o, "P\\Z{}", head.join("")).unwrap();
    for p in 0..=20u32 {
        let row: Vec<String> = (0..=20u32)
            .map(|z| format!("{:>3}", true_distance(p, z)))
            .collect();
        writeln!(o, "{p:>3}{}", row.join("")).unwrap();
    }
    writeln!(o).unwrap();
}

/// The rules' tables, as the in-game table viewer shows them (`help::HELP`, built from `data::tables`),
/// each cell with its provenance, and every reason of `data::tables`.
fn tables(o: &mut String) {
    use starshift::engine::starforce::data::tables as t;
    use starshift::engine::starforce::help::HELP;
    for table in (HELP.tables)().iter().filter(|x| !matches!(x.id, "stars" | "2.2" | "2.3")) {
        writeln!(o, "== {} {}", table.id, table.title).unwrap();
        writeln!(o, "{}", table.head.join(" | ")).unwrap();
        for row in &table.rows {
            let cells: Vec<String> = row.iter().enumerate().map(|(i, c)| if i == 0 { c.0.clone() } else { format!("{} [{}]", c.0, c.1.tag()) }).collect();
            writeln!(o, "{}", cells.join(" | ")).unwrap();
        }
        writeln!(o).unwrap();
    }
    writeln!(o, "== constants").unwrap();
    for (name, v) in [
        ("max excess (SF 6.4)", t::MAX_EXCESS),
        ("enhancer capacity (SF 6.3)", t::ENHANCER_CAPACITY as u32),
        ("Gate's first segment (SF 8.3)", t::GATE_FIRST_SEGMENT),
        ("points to neutralize (SF 8.5)", t::POINTS_TO_NEUTRALIZE),
        ("segments (SF 8.7)", t::SEGMENTS),
        ("break-off range (SF 8.6)", t::BREAK_OFF_RANGE),
        ("FakerForce floor (SF 33.1)", t::FAKER_FLOOR as u32),
        ("Rescue population (38.0)", t::RESCUE_POPULATION),
        ("Rescue capacity (38.3)", t::RESCUE_CAPACITY),
        ("Rescue loss penalty (38.51)", t::RESCUE_LOSS_PENALTY),
        ("FakerWar FakerForce strength (42.4)", t::FAKERWAR_FAKER_STRENGTH),
        ("FakerWar entry randomized from (42.4)", t::FAKERWAR_ENTRY_RANDOMIZED),
        ("tachyon cruiser Attack (45.4)", t::TACHYON_ATTACK),
    ] {
        writeln!(o, "{name}: {v}").unwrap();
    }
    writeln!(o).unwrap();
    writeln!(o, "== reasons").unwrap();
    for (what, tag) in t::tags() {
        write!(o, "{what}: ").unwrap();
        reason(o, tag);
    }
    writeln!(o).unwrap();
}

fn render() -> String {
    let mut o = String::new();
    writeln!(
        o,
        "StarForce: the reconstructed Stellar Display and tables, every value tagged"
    )
    .unwrap();
    writeln!(o, "[T] text  [D] derived  [R] reconstructed  [M] model").unwrap();
    writeln!(o).unwrap();
    stars(&mut o);
    display(&mut o);
    tables(&mut o);
    o
}

#[test]
fn the_snapshot_of_the_display_and_tables_is_current() {
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
            .map(|i| {
                format!(
                    "line {}:\n  saved: {}\n  now:   {}",
                    i + 1,
                    a.get(i).unwrap_or(&""),
                    b.get(i).unwrap_or(&"")
                )
            })
            .collect();
        panic!(
            "tests/engine/starforce/snapshot.txt is out of date (rewrite it with STARSHIFT_WRITE_SNAPSHOT=1 and review the diff):\n{}",
            changed.join("\n")
        );
    }
}
