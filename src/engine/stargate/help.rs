//! StarGate's in-game help (`engine::help`): the cases the code cites, in our own words, and the game's
//! tables from `tables` and `data`, each value with its provenance.

use super::data::{self, Movement, Role};
use super::tables::{self, Tactic};
use crate::engine::help::{Case, Cell, Help, Source, Table};

const fn c(id: &'static str, title: &'static str, text: &'static str, tables: &'static [&'static str]) -> Case {
    Case { id, title, text, tables }
}

pub const HELP: Help = Help { cases: CASES, tables };

/// The cases' ids and titles alone (`engine::help::Title`).
pub const TITLES: &[crate::engine::help::Title] = &crate::engine::help::titles::<{ HELP.cases.len() }>(HELP.cases);

/// Every case the code cites, by number.
pub const CASES: &[Case] = &[
    c("2.1", "The counters", "The Coalition has 19 units of four races; the Virunians have 21 (six Tri-Ships of three, and three Monads). Their printed values are in the unit table.", &["units"]),
    c("3.1", "Coalition entry", "Each Game-Turn the Coalition may stage up to one unit per race, one to a staging hex, and must bring them onto the map in its next Movement Phase. Nothing enters the staging area once in play.", &[]),
    c("3.2", "Virunian deployment", "The Virunian units start face down and are drawn blind into the two Stargates: a die each for A then B, halved (rounded up) after the first turn, until all are in.", &[]),
    c("4.0", "Sequence of play", "A Game-Turn: Coalition staging; the Virunian deployment, movement and combat; then Coalition movement and combat. The side whose turn it is acts.", &[]),
    c("5.0", "Movement", "Each move spends one point per hex entered (teleports are free of that). No unit may go off the map, into a Stargate or into the Nullgate.", &[]),
    c("5.1", "Linear movement", "Most units move in a straight row of hexes, up to their allowance, in one of the six directions; points not used are lost. Entering or crossing an enemy hex starts an approach.", &[]),
    c("5.2", "Turning", "A linear mover that changes direction halts while the enemy rolls once per enemy unit within eight hexes; any 1 or 2 destroys it. Wobblers and Tri-Ships are exempt.", &[]),
    c("5.3", "Gateskimming", "A linear mover may swing around a Stargate through its six orbit hexes; the cases below fix how it must go round and what it gains.", &[]),
    c("5.31", "Into the orbit circle", "Once in an orbit hex, a unit must carry on through at least two further orbit hexes, keeping its sense of rotation.", &[]),
    c("5.32", "Skimming across turns", "A skim may be finished in a later turn when points run out; a unit with points left may not stop inside the circle.", &[]),
    c("5.33", "Leaving orbit", "A skimming unit goes back to the open grid only in the direction it was heading when it first entered the circle.", &[]),
    c("5.34", "Slingshot", "Leaving the circle doubles the points left for this phase (again for a second gate), but the unit may make no more turns.", &[]),
    c("5.4", "Teleportation", "A teleporting unit has no movement limit but still flies a straight line, and ignores orbits and skimming.", &[]),
    c("5.41", "Teleport through a Stargate", "Teleporting across a Stargate hex risks the unit: a die roll of 1 destroys it.", &[]),
    c("5.44", "Igugui movement", "An Igugui unit either moves six hexes in a line or teleports in a phase, never both.", &[]),
    c("5.45", "Teleport drift", "An Igugui teleporting more than six hexes rolls afterwards: 1 lands it a hex farther, 6 a hex short; if that hex is illegal it is lost.", &[]),
    c("5.5", "Lent teleport", "An Igugui within four hexes that stays put all phase lets one Human unit teleport as if it were Igugui.", &[]),
    c("5.6", "Wobbling", "Meta-Mexish and control units may change direction freely hex by hex, draw no fire for turning, and may pass orbit hexes but not skim.", &[]),
    c("5.7", "Mindless transports", "While its control unit is gone, a transport is flung five hexes at the start of each Virunian movement in a direction set by a die (as the orbit hexes are numbered). Hitting any unit or a forbidden hex destroys it, and any units it hits.", &[]),
    c("5.8", "Virunian movement limits", "The Virunians move one unit (or combined stack) per Tri-Ship group, plus one bonus move that ends the phase; while units remain hidden the bonus must reveal one from a Stargate into the orbit hex the die shows. A revealed unit moves out at once.", &[]),
    c("5.9", "Tri-Ship movement", "A complete Tri-Ship teleports anywhere, with one change of direction allowed, and draws no turning fire.", &["8.2"]),
    c("6.0", "Monads", "The three Monads (strength 5, linear 6) move freely every Virunian turn once revealed, outside the one-per-group limit; they never stack with other Virunians and do not count for victory.", &[]),
    c("7.0", "Approach", "Moving into or through a hex held by the enemy triggers an approach: a duel of hidden tactics during movement.", &[]),
    c("7.1", "The approach routine", "Both sides pick a tactic in secret, reveal them together, read the approach number from the matrix and roll.", &["7.2", "7.5"]),
    c("7.11", "Secret tactics", "Each side secretly picks warp, charge or maneuver; the defender tries to match the mover's choice.", &["7.2"]),
    c("7.12", "Revealing", "The two picks are shown at once and crossed on the matrix to get the approach number.", &["7.2"]),
    c("7.13", "The approach roll", "A die at or under the approach number kills the moving unit; when the number carries a d, the defender loses one unit of its choice instead.", &["7.2", "7.5"]),
    c("7.2", "Approach Option Matrix", "The matrix crosses the defender's tactic with the mover's to give the approach number.", &["7.2"]),
    c("7.32", "Duonoip approach", "A moving Duonoip may only charge; as defenders they pick freely.", &[]),
    c("7.33", "Meta-Mexish approach", "A moving Meta-Mexish unit may never charge.", &[]),
    c("7.34", "Igugui approach", "When an Igugui moves or defends in an approach (not merely shields), the Virunian player first declares one tactic he will not use. Here he declares it and seals his own pick in one go, so the other side knows the declaration before picking.", &[]),
    c("7.4", "Shielding", "The side with more units in the hex is shielded: defenders present since the phase began against all the mover's units there this phase, lost ones and the one moving included. The shield chart then replaces the approach number.", &["7.5"]),
    c("7.5", "Shielded Approach Chart", "When one side is shielded, this chart swaps the matrix number for one in its favour.", &["7.5"]),
    c("8.0", "Stacking", "At most three units of a side may share a hex outside their own movement. Stacked units add their strengths, except units of one Tri-Ship, which combine instead.", &[]),
    c("8.1", "Combined units", "Two or three units of the same Tri-Ship in one hex act as a single unit with the chart's values for movement and combat, though they still count singly for stacking, shielding and the Nullgate.", &["8.2"]),
    c("8.2", "Combined Unit Capabilities Chart", "The values a combined Virunian unit uses instead of its units' own.", &["8.2"]),
    c("9.0", "Combat", "In its Combat Phase the side to act must attack every enemy stack sharing a hex with its units; its total attack minus the defence gives the differential for the results table.", &["9.2"]),
    c("9.1", "Who attacks", "No unit attacks twice or is attacked twice in one phase, and every unit in the hex takes part. Below a differential of −2 the attackers in the hex are simply destroyed.", &["9.2"]),
    c("9.2", "Combat Results Table", "Roll a die under the differential's column: E eliminates, D disperses (the opponent places each unit within five hexes), a marks attackers, d defenders, Db both.", &["9.2"]),
    c("9.3", "Units without attack", "Control and transport units cannot attack unless combined; Virunians in a hex with Coalition units and none able to attack are lost in their own Combat Phase.", &["units"]),
    c("9.4", "Tri-Ship combat", "A full Tri-Ship must attack enemies in its own hex and all six neighbours, at its full strength of 10.", &["8.2"]),
    c("9.5", "Berserk weapons", "When a control unit dies, its group's weapons unit (if in play) attacks the nearest unit of either side at strength 6, then is removed.", &["9.2"]),
    c("10.0", "Ranged attack", "Units not in the hex may add a ranged strength to an attack: their attack less the range.", &[]),
    c("10.1", "Who may fire at range", "A ranged unit may not share a hex with enemies or have attacked already; it needs a clear straight line (no Stargate, orbit or Nullgate hex) shorter than its attack strength, to a hex where both sides have units.", &[]),
    c("10.2", "Ranged strength", "Range is counted including the target hex; the strength added is the unit's attack less that range, e.g. 3 at two hexes adds 1.", &[]),
    c("10.32", "Duonoip", "Duonoip units never attack at range.", &[]),
    c("11.1", "Energy hexes", "The value of the hex adds to the total Virunian strength there in combat; it has no other effect and none on the Coalition.", &[]),
    c("11.2", "The Nullgate", "No unit may enter the Nullgate hex; a teleporting unit may try to cross it, dying on a roll of 1 or 2.", &[]),
    c("11.3", "Nullgate gravity", "After each Game-Turn, if units sit in hexes of energy 4, a die: 1–2 a Virunian unit there dies, 3–4 a Coalition one, 5–6 none; the owner picks which.", &[]),
    c("12.0", "Victory and length", "A side wins the moment it meets its condition below; there is no turn limit, so Game-Turns go on until one does.", &[]),
    c("12.1", "Virunian victory", "The Virunians win once the Coalition has lost eight units including at least one of every race.", &[]),
    c("12.2", "Coalition victory", "The Coalition wins once every one of the six Tri-Ship groups has lost a unit; it also wins a tie with 12.1.", &[]),
];

/// Every table of the game.
pub fn tables() -> Vec<Table> {
    let names = Tactic::ALL.map(|t| t.name());
    let mut m = Table::new(
        "7.2",
        "Approach Option Matrix",
        &["Defender \\ mover", names[0], names[1], names[2]],
        "At or under the number on the die, the moving unit is lost; with d, one defending unit instead.",
    );
    for d in Tactic::ALL {
        m.row(d.name(), Tactic::ALL.map(|a| tables::APPROACH_MATRIX[d.index()][a.index()]), Source::Text);
    }
    // The Charge row's last cell is printed "1(a)(b)(c)": read as 1 (tables.rs).
    m.rows[1][3].1 = Source::Derived;
    let mut s = Table::new(
        "7.5",
        "Shielded Approach Chart",
        &["Matrix number", "Defender shielded", "Mover shielded"],
        "The shielded side's number replaces the matrix number (7.4).",
    );
    for (n, d, a) in tables::SHIELD_CHART {
        s.row(&n.to_string(), [d, a], Source::Text);
    }
    let mut u = Table::new(
        "8.2",
        "Combined Unit Capabilities",
        &["Units of one Tri-Ship in a hex", "Combat", "Movement"],
        "(n): for defence only; W: wobbling; T: teleport.",
    );
    for (name, (c, t, w), moves) in [
        ("Control + transport", (true, true, false), "5, 5W or T"),
        ("Control + weapons", (true, false, true), "5 or 5W"),
        ("Transport + weapons", (false, true, true), "5"),
        ("Tri-Ship (all three)", (true, true, true), "T (5.9)"),
    ] {
        let k = data::combined(c, t, w).expect("a chart row");
        let s = if k.defense_only { format!("({})", k.strength) } else { k.strength.to_string() };
        u.row(name, [s, moves.to_string()], Source::Text);
    }
    let mut head = vec!["Die"];
    head.extend(tables::CRT_COLUMNS);
    let mut r = Table::new(
        "9.2",
        "Combat Results Table",
        &head,
        "Columns: attack minus defence. E eliminated, D dispersed; a attackers, d defenders; Db both dispersed (defenders first).",
    );
    for (i, row) in tables::CRT.iter().enumerate() {
        r.row(&(i + 1).to_string(), row.map(|x| x.name()), Source::Text);
    }
    vec![m, s, u, r, units()]
}

/// The counters' printed values: mostly reconstructed (data.rs says why for each).
fn units() -> Table {
    let mut t = Table::new(
        "units",
        "Unit values (counters)",
        &["Unit", "Count", "Attack", "Defence", "Movement"],
        "The counters are not in the rules text: values marked reconstructed are our design (see the data module).",
    );
    let mv = |m: Movement, a: u8| match m {
        Movement::Linear => a.to_string(),
        Movement::Wobble => format!("{a}W"),
        Movement::LinearOrTeleport => format!("{a} or T"),
    };
    use Source::{Derived as D, Reconstructed as R, Text as T};
    for (race, n, a, d, ma, m) in data::COALITION {
        // Text: the race counts sum to 19 (only the total is printed), the Human attack 3 (10.2's example)
        // and the Igugui allowance 6 with teleport (5.44).
        let human = race == data::Race::Human;
        let igugui = race == data::Race::Igugui;
        t.rows.push(vec![
            Cell(race.name().into(), T),
            Cell(n.to_string(), R),
            Cell(a.to_string(), if human { T } else { R }),
            Cell(d.to_string(), R),
            Cell(mv(m, ma), if igugui { T } else { R }),
        ]);
    }
    for (role, a, d, ma, m) in data::TRI_ROLES {
        let weapons = role == Role::Weapons;
        let attack = if a == 0 { "–".to_string() } else { a.to_string() };
        t.rows.push(vec![
            Cell(format!("Tri-Ship {}", role.name()), T),
            Cell(data::TRI_GROUPS.to_string(), T),
            // The weapons unit's 3 follows from 9.5 ("twice its strength, or 6").
            Cell(attack, if weapons { D } else { T }),
            Cell(if weapons { d.to_string() } else { format!("({d})") }, if weapons { D } else { R }),
            Cell(mv(m, ma), R),
        ]);
    }
    let (a, d, ma) = data::MONAD;
    t.row("Monad", [data::MONADS.to_string(), a.to_string(), d.to_string(), ma.to_string()], T);
    t
}
