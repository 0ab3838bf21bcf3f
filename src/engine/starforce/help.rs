//! StarForce's help: every case the code cites, in our own words (the base rules are reconstructed in
//! shared/design/starforce.md, so most of these paraphrase that brief), and every table built from `data`
//! with each value's provenance.

use super::data::display::{true_distance, DISTANCE_TAG, ZULU_LIMITS, ZULU_LIMITS_TAG};
use super::data::stars::STAR_ROWS;
use super::data::tables::*;
use crate::engine::help::{Case, Help, Source, Table};

const fn case(
    id: &'static str,
    title: &'static str,
    text: &'static str,
    tables: &'static [&'static str],
) -> Case {
    Case {
        id,
        title,
        text,
        tables,
    }
}

pub const HELP: Help = Help {
    cases: &[
        case("2.2", "True distance", "Distance in lites counts hexes across the map (P) and levels up or down (Z), combined as the length of a straight line and rounded: the shift ranges use it.", &["2.2"]),
        case("2.3", "Known Space", "Play keeps within 20 hexes of Sol and, at each ring, within its Zulu Limit of levels above or below; no plot or placement may leave it.", &["2.3"]),
        case("5.0", "Sequence of play", "Each Game-Turn: all plot in secret; the shifts happen at once; battles are fought; neutralized Gates recover or fall for good; the scenario's own steps and victory.", &[]),
        case("6.1", "Shifting", "Each Force holds, enhances or shifts once a turn, to any LiteZulu in Known Space, occupied or not; nothing on the way stops it.", &[]),
        case("6.2", "Shift ranges", "A shift reaches 5 lites on its own, 10 to an enhancer or from or to a friendly working Gate, 15 from such a Gate to an enhancer, and 20 between two such Gates; the best one that applies counts.", &["6.2"]),
        case("6.3", "Enhancement", "A StarForce that plots Enhance stays put and can extend the shifts of two Forces ending where it is, each naming it in its plot.", &["6.2"]),
        case("6.4", "Overshift", "A shift may go further than its range, by no more than the range and never more than 10 lites; each such Force rolls a d10 on the Overshift Table and may land elsewhere or be lost.", &["6.4"]),
        case("6.5", "Mirror shift", "A mirrored Force ends as far past its start, in the opposite direction, as its goal lay before it, level included; if that is outside Known Space it is randomized instead.", &[]),
        case("7.0", "The plot", "Everyone writes down every Force's order in secret; a Force left out holds.", &[]),
        case("7.1", "Sealed plots", "A plot is sealed on its player's device and opened only when every player has sealed his; until then nobody sees it.", &[]),
        case("7.2", "Semi-hidden display", "Opponents see every system and Gate, but of another player's Forces only that he has some in a hex: not how many, which kind, or at what level.", &[]),
        case("7.3", "Revealed units", "Units in a battle are shown to all until they shift again; overshift and randomizer results and randomized placements are open to all.", &[]),
        case("8.0", "Basic combat", "Battles are fought one LiteZulu at a time, segment after segment, with secret splits of strength and rolls on the Combat Results Table.", &["8.4"]),
        case("8.1", "Where battles happen", "Only where hostile units share a hex and a level; the same hex at another level is no battle, and nothing is shown.", &[]),
        case("8.2", "A segment", "Each side that may break off first declares in secret whether it does, and the declarations open together; then each side divides all of its strength in secret between Attack on each enemy side and Defense; the splits open together, each Attack rolls, and the results apply at once. (Games recorded before declarations came declare the break-off inside the split.)", &["8.4"]),
        case("8.3", "Strength", "A StarForce counts 3; a working Gate counts 5 but only from the second segment, and cannot be hit before then; FakerForces count nothing.", &["8.3"]),
        case("8.4", "Combat Results Table", "Attack minus the target's Defense gives the column, clamped from -4 to +6; a d10 gives how many enemy Forces are lost.", &["8.4"]),
        case("8.5", "Losses", "Each point costs the target side one StarForce, lowest id first, which is randomized; once it has none left, two or more points still to come neutralize its Gate.", &["8.4"]),
        case("8.6", "Break-off", "A side breaking off allots only Defense; its surviving StarForces then shift at most 5 lites, unaided, to a LiteZulu free of the enemy. Gates stay.", &[]),
        case("8.7", "End of a battle", "A battle ends when no two hostile sides with strength remain, when nobody allots any Attack (they fight again next turn), or after ten segments.", &[]),
        case("8.8", "Several sides", "With three sides or more, each side splits its Attack among the hostile sides present and keeps one Defense against all.", &[]),
        case("9.0", "Neutralization Recovery", "A neutralized Gate with an enemy Force still beside it is lost for the rest of the scenario; otherwise it works again.", &[]),
        case("15.0", "Randomization", "A randomized Force is placed at once where two Stellar Randomizer chits point (column and level, then row), drawn again until the spot is in Known Space and empty of systems and units.", &["15.0"]),
        case("16.0", "Reference scenario victory", "Permanently neutralizing the enemy Gate wins at once; otherwise two StarForces alone at Epsilon Indi at the end of two turns in a row win; after twelve turns it is a draw.", &[]),
        case("27.0", "Three players", "All plot at once; every pair is hostile unless the scenario says otherwise; each sees only his own Forces in full.", &[]),
        case("31.62", "Systems destroyed in the First Incursion", "Systems the Xenophobes destroyed before the later scenarios have no Gate and nobody lands there; our list holds 70 Ophiuchi.", &[]),
        case("33.1", "FakerForce limit", "A player may have at most four FakerForces, or half his StarForces if that is more.", &[]),
        case("33.2", "Breaking down and combining", "A StarForce can spend a turn turning into four FakerForces; four FakerForces together can spend a turn becoming one StarForce again.", &[]),
        case("33.3", "FakerForces", "Decoys: they shift like StarForces but cannot enhance and have no strength; met by enemy StarForces or Gates, they are shown up and randomized before the fighting.", &[]),
        case("38.0", "The Rescue Mission", "A solitaire game: twelve StarForces lift sixty Population Points off a star about to explode, at an unknown moment.", &[]),
        case("38.1", "The endangered star", "A chit's top number picks a hex in Sol's column; follow the ring about Sol through it, clockwise for a plus, and the first tertiary system met is the star about to explode.", &["stars"]),
        case("38.3", "Loading and unloading", "A StarForce that began the turn at the endangered system and holds there with a Load order takes one Population Point aboard; one holding at another intact system with Unload sets it down.", &[]),
        case("38.4", "The nova", "At the end of every turn two decimal chits are drawn: two zeros and the star explodes, destroying everything at it, and the game ends.", &[]),
        case("41.4", "Wandering's End", "The Wanderers' home lies at 2223/+8, between Sol and Sigma Draconis; it is on the Display in the scenarios that name it.", &[]),
        case("42.3", "FakerWar victory", "A player wins with FakerForces alone in eight tertiary systems at the end of two turns in a row, or with eight FakerForces at Wandering's End and no rival's there.", &[]),
        case("42.4", "FakerWar rules", "StarForces split into FakerForces straight away; FakerForces fight one another, one point each, and leave Gates alone; the first FakerForce into a system not its own may be thrown off by its Gate (8 or 9 on a decimal chit).", &[]),
        case("43.3", "RxPexy Dispute points", "The PSL scores 10 for each RxPexy Gate put out of action for good; the RxPexy 10 for each random PSL Gate, 5 for a tertiary one, 15 for a secondary or home one.", &[]),
        case("43.4", "The extended Volume", "Shifts may reach ten levels beyond the Zulu Limits, and every system placed at random lies on one side of the plane.", &[]),
        case("44.3", "US Revolution points", "PSL: 10 per US Gate and 5 per RxPexy Gate lost for good. US: 20 per PSL Gate, and 100 if none of its own falls by turn 40. RxPexy: 10 per PSL tertiary, 15 per random and 20 per secondary or home Gate.", &[]),
        case("44.4", "Late hostilities", "The RxPexy and the PSL cannot fight before turn 4, though they may move among each other's systems; the US fights the PSL from the first turn.", &[]),
        case("45.3", "Obsolescence points", "The PSL scores 40 if none of its systems is occupied after turn 20, and 10 per RxPexy Gate put out for good; the RxPexy 15 per tertiary or random and 25 per home or secondary PSL Gate.", &[]),
        case("45.4", "Inactive PSL and tachyon cruisers", "The PSL's Gates and StarForces are out of play until a 9 comes up on the decimal chit drawn at a turn's end; then its StarForces enter at any of its systems. Tachyon cruisers creep two lites a turn, attack with 3 and cannot defend, and a cruiser reaching a sleeping Gate puts it out for good.", &[]),
        case("31.0", "Xenophobe war", "Ships lost in battle against the Xenophobes are destroyed, not thrown to a random place.", &[]),
        case("31.5", "Nova inducement", "Xenophobe StarForces that sit two turns at a PSL system, with no PSL Force there and its Gate gone or out for good, make the star explode at the end of the next turn, with everything there.", &[]),
        case("41.2", "PSL reinforcements", "The PSL gets one StarForce every even turn up to turn 12, and four more after it loses its first system; each enters at one of its working Gates.", &[]),
        case("41.3", "Incursion points", "Xenophobes: 50 per home, 30 per secondary, 5 per tertiary system destroyed, 1 per PSL StarForce destroyed, and victory outright once the three home systems are gone. PSL: 80 per Xenophobe Gate out for good, 10 per Xenophobe StarForce destroyed.", &[]),
        case("38.51", "Rescue victory", "Every Population Point lifted off and not lost scores one; each StarForce lost costs three. 60 is decisive, 50 substantive, 40 marginal, less a defeat.", &[]),
    ],
    tables,
};

/// The cases' ids and titles alone (`engine::help::Title`).
pub const TITLES: &[crate::engine::help::Title] = &crate::engine::help::titles::<{ HELP.cases.len() }>(HELP.cases);

fn tagged(t: &mut Table, tag: crate::engine::help::Tag) {
    t.why.push((tag.source, tag.why));
}

fn tables() -> Vec<Table> {
    let mut out = Vec::new();
    let mut t = Table::new(
        "2.2",
        "True distance D[P][Z]",
        &[
            "P \\ Z", "0", "2", "4", "6", "8", "10", "12", "14", "16", "18", "20",
        ],
        "Lites for a planar distance P and a level difference Z.",
    );
    for p in (0..=20).step_by(2) {
        t.row(
            &p.to_string(),
            (0..=20).step_by(2).map(|z| true_distance(p, z)),
            DISTANCE_TAG.source,
        );
    }
    tagged(&mut t, DISTANCE_TAG);
    out.push(t);
    let mut t = Table::new(
        "2.3",
        "Zulu Limits",
        &["Hexes from Sol", "Levels ±"],
        "How far above or below the plane Known Space reaches at each distance from Sol.",
    );
    for (p, z) in ZULU_LIMITS.iter().enumerate() {
        t.row(&p.to_string(), [z], ZULU_LIMITS_TAG.source);
    }
    tagged(&mut t, ZULU_LIMITS_TAG);
    out.push(t);
    let mut t = Table::new(
        "6.2",
        "Shift ranges",
        &["Shift", "Lites"],
        "The distance a shift covers with no roll; beyond it, an overshift.",
    );
    for k in ShiftKind::ALL {
        t.row(k.name(), [k.range()], SHIFT_RANGES_TAG.source);
    }
    t.row(
        "Enhancer capacity",
        [ENHANCER_CAPACITY],
        ENHANCER_TAG.source,
    );
    tagged(&mut t, SHIFT_RANGES_TAG);
    tagged(&mut t, ENHANCER_TAG);
    out.push(t);
    let mut head = vec!["Excess"];
    let faces = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];
    head.extend(faces);
    let mut t = Table::new(
        "6.4",
        "Overshift Table",
        &head,
        "d10 by lites of excess: — arrives, M mirror shift, R randomized, X destroyed.",
    );
    for (row, (lo, hi)) in OVERSHIFT.iter().zip(OVERSHIFT_ROWS) {
        t.row(
            &format!("{lo}–{hi}"),
            row.iter().map(|o| o.letter()),
            OVERSHIFT_TAG.source,
        );
    }
    tagged(&mut t, OVERSHIFT_TAG);
    out.push(t);
    let mut t = Table::new(
        "8.3",
        "Strengths",
        &["Unit", "Strength"],
        "A Gate fights from the second segment of a battle.",
    );
    t.row("StarForce", [STARFORCE_STRENGTH], STRENGTH_TAG.source);
    t.row("StarGate", [GATE_STRENGTH], STRENGTH_TAG.source);
    t.row("FakerForce", [0], Source::Reconstructed);
    tagged(&mut t, STRENGTH_TAG);
    out.push(t);
    let mut head = vec!["d10"];
    let cols: Vec<String> = (CRT_MIN..=CRT_MAX).map(|d| format!("{d:+}")).collect();
    head.extend(cols.iter().map(|s| s.as_str()));
    let mut t = Table::new(
        "8.4",
        "Combat Results Table",
        &head,
        "Enemy Forces lost by differential (Attack − Defense) and d10.",
    );
    for face in 0..10u32 {
        t.row(
            &face.to_string(),
            (CRT_MIN..=CRT_MAX).map(|d| crt(d, face)),
            CRT_TAG.source,
        );
    }
    tagged(&mut t, CRT_TAG);
    tagged(&mut t, NEUTRALIZE_TAG);
    tagged(&mut t, SEGMENTS_TAG);
    out.push(t);
    let mut t = Table::new(
        "15.0",
        "Stellar Randomizer",
        &["Number", "From", "To"],
        "Chit 1: top a column, bottom a level; chit 2: top a row.",
    );
    t.row("Top", [CHIT_TOP.0, CHIT_TOP.1], CHIT_TAG.source);
    t.row("Bottom", [CHIT_BOTTOM.0, CHIT_BOTTOM.1], CHIT_TAG.source);
    tagged(&mut t, CHIT_TAG);
    out.push(t);
    let mut t = Table::new(
        "stars",
        "Star systems",
        &["System", "LiteZulu", "Class"],
        "Every system of the Stellar Display.",
    );
    for s in STAR_ROWS.iter() {
        t.rows.push(vec![
            crate::engine::help::Cell(s.name.to_string(), Source::Text),
            crate::engine::help::Cell(s.at.label(), s.tag.source),
            crate::engine::help::Cell(s.class.name().to_string(), s.tag.source),
        ]);
    }
    out.push(t);
    out
}
