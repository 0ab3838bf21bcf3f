//! Victory (Outreach 18.12, 18.22, 18.32, 18.42, 18.54, 18.57), judged under Outreach II's rules
//! ([`State::full`]) as each Game-Turn ends, and after a scenario's last.
//!
//! The conditions that must hold for several Game-Turns in a row (18.22's chain, 18.42's four hexes, 18.54's
//! draw, 18.57's 100 SP) are counted at each Game-Turn's end ([`State::streaks`]); a condition that wins "at
//! any time" (18.42 2–3, 18.54) is judged then too, the first moment after the fate and reduction that can
//! bring it about. Where the game has no winner after its last Game-Turn, it says so.

use super::event::Event;
use super::log::player;
use super::map;
use super::rules::Ctx;
use super::setup;
use super::state::{Seat, State};
use crate::engine::hex::Hex;

/// The Game-Turns a condition must hold in a row: 18.22 and 18.42 (five), 18.54's draw (ten), 18.57 (five).
const HOLD: u32 = 5;
const DRAW_HOLD: u32 = 10;

/// `seat`'s StarGates that are friendly to him: his own, unneutralized.
fn friendly(st: &State, seat: Seat) -> impl Iterator<Item = Hex> + '_ {
    st.gates.iter().filter(move |g| g.friendly_to(seat)).map(|g| g.hex)
}

/// A player and his side, "Player 1 (Cepheids)"; just "Player 1" where the side has no other name (18.5).
fn who(st: &State, s: Seat) -> String {
    let side = &st.player(s).side;
    if *side == player(s) { player(s) } else { format!("{} ({side})", player(s)) }
}

/// The players still in the game.
fn remaining(st: &State) -> Vec<Seat> {
    st.seats().filter(|&s| !st.player(s).eliminated).collect()
}

/// 18.22: a chain of `seat`'s friendly StarGates, each at most four hexes from the next, from one that began
/// the game friendly to him to a hex beside the nucleus.
pub fn chain(st: &State, seat: Seat) -> bool {
    let gates: Vec<Hex> = friendly(st, seat).collect();
    let mut reached: Vec<Hex> = gates.iter().copied().filter(|&h| setup::began_friendly(st, seat, h)).collect();
    let mut k = 0;
    while k < reached.len() {
        let h = reached[k];
        if h.neighbors().into_iter().any(|n| map::kind(n).is_some_and(|kind| kind.is_nucleus())) {
            return true;
        }
        for &g in &gates {
            if !reached.contains(&g) && h.distance(g) <= 4 {
                reached.push(g);
            }
        }
        k += 1;
    }
    false
}

/// 18.42 (1): friendly StarGates of `seat` on four of the scenario's five hexes.
fn four_hexes(st: &State, seat: Seat) -> bool {
    let objectives = setup::scenario(&st.scenario).map_or(&[][..], |s| s.objectives);
    let held = objectives.iter().filter(|o| Hex::from_label(o).is_some_and(|h| friendly(st, seat).any(|g| g == h)));
    held.count() >= 4
}

/// Whether no StarGate on the map is non-friendly to `seat`, or (18.56, the X chit's holder) no other
/// player's.
fn all_gates(st: &State, seat: Seat, players_only: bool) -> bool {
    st.gates.iter().all(|g| g.friendly_to(seat) || players_only && g.owner.is_none())
}

/// The CLs `seat`'s must exceed, together: the remaining players' (18.42 2), and in 18.54 also those of the
/// autonomous forces with a friendly StarGate on the map.
fn others_cl(st: &State, seat: Seat, autonomous: bool) -> u32 {
    let players: u32 = remaining(st).into_iter().filter(|&s| s != seat).map(|s| st.player(s).cl as u32).sum();
    let deployed = |a| st.gates.iter().any(|g| g.friendly_to(a));
    let forces: u32 = st.autonomous.iter().filter(|x| autonomous && deployed(x.set)).map(|x| x.cl as u32).sum();
    players + forces
}

/// 18.42 2, 18.54: `seat`'s CL exceeds the others' together.
fn towers(st: &State, seat: Seat, autonomous: bool) -> bool {
    st.player(seat).cl as u32 > others_cl(st, seat, autonomous)
}

/// The condition each seat holds this Game-Turn for its scenario's streak, and the draw's (18.54).
fn holding(st: &State) -> (Vec<bool>, bool) {
    let held = st
        .seats()
        .map(|s| {
            !st.player(s).eliminated
                && match st.scenario.as_str() {
                    "nucleus" => setup::guardian(st) != Some(s) && chain(st, s),
                    "cygnus" => four_hexes(st, s),
                    // 18.57: 100 SP or more with no non-friendly StarGate on the map.
                    "luck1" => st.system_points(s) >= 100 && all_gates(st, s, false),
                    _ => false,
                }
        })
        .collect();
    let left = remaining(st);
    let draw = st.scenario.starts_with("luck")
        && st.scenario != "luck1"
        && !left.is_empty()
        && left.iter().all(|&s| st.system_points(s) > 100);
    (held, draw)
}

/// The winner and why, judged now as a Game-Turn ends (the streaks already counted).
fn winner(st: &State) -> Option<String> {
    let win = |s: Seat, how: &str| Some(format!("{} wins: {how}", who(st, s)));
    let left = remaining(st);
    for (k, &s) in st.streaks.iter().enumerate() {
        let Some(s2) = Seat::from_index(k) else { continue };
        if s >= HOLD && !st.player(s2).eliminated {
            return match st.scenario.as_str() {
                "nucleus" => win(s2, "a chain of friendly StarGates to the nucleus held five Game-Turns (18.22)"),
                "cygnus" => win(s2, "friendly StarGates on four of the five hexes held five Game-Turns (18.42)"),
                _ => win(s2, "100 SP or more and no non-friendly StarGate, five Game-Turns (18.57)"),
            };
        }
    }
    match st.scenario.as_str() {
        "cygnus" => {
            if let [only] = left[..] {
                return win(only, "the only player left in the game (18.42)");
            }
            left.iter().find(|&&s| towers(st, s, false)).and_then(|&s| win(s, "his CL exceeds all the others' together (18.42)"))
        }
        "luck2" | "luck3" | "luck4" => {
            for &s in &left {
                let x = st.player(s).x_chit;
                if all_gates(st, s, x) {
                    return win(s, "no non-friendly StarGate is left on the map (18.54, 18.56)");
                }
                if !x && towers(st, s, true) {
                    return win(s, "his CL exceeds all the others' together (18.54)");
                }
            }
            (st.draw >= DRAW_HOLD).then(|| "a draw: every player has held more than 100 SP ten Game-Turns (18.54)".into())
        }
        "nucleus" => {
            let challengers: Vec<Seat> = left.iter().copied().filter(|&s| setup::guardian(st) != Some(s)).collect();
            let g = setup::guardian(st).filter(|g| left.contains(g))?;
            challengers.is_empty().then(|| format!("{} (Guardians) win: no challenger is left (18.22)", player(g)))
        }
        _ => None,
    }
}

/// The result after the scenario's last Game-Turn (18.12, 18.22, 18.32, 18.42).
fn last_word(st: &State) -> String {
    let side = |s: Seat| who(st, s);
    match st.scenario.as_str() {
        "scorpii" => {
            let other = |s: Seat| Seat::from_index(1 - s.index());
            for s in remaining(st) {
                let kept = setup::scenario(&st.scenario)
                    .and_then(|sc| sc.sides.get(s.index()))
                    .is_some_and(|side| side.starts.iter().filter(|x| x.gate.is_some()).all(|x| friendly(st, s).any(|g| g == x.at())));
                let on_1816 = Hex::from_label("1816").is_some_and(|h| friendly(st, s).any(|g| g == h));
                if kept && on_1816 {
                    let took = other(s).is_some_and(|o| friendly(st, s).any(|g| setup::began_friendly(st, o, g)));
                    let how = if took { "a substantive victory" } else { "a marginal victory" };
                    return format!("{} wins {how} (18.12)", side(s));
                }
            }
            "no one wins: no player kept all his starting StarGates with one on 1816 (18.12)".into()
        }
        "nucleus" => match setup::guardian(st) {
            Some(g) => format!("{} wins: no chain reached the nucleus (18.22)", side(g)),
            None => "no one wins".into(),
        },
        "psl" => match st.seats().next() {
            Some(s) if st.player(s).cl >= 2 && !st.player(s).eliminated => format!("{} wins: Civilization Level {} (18.32)", side(s), st.player(s).cl),
            _ => "the PSL loses: its Civilization Level is not 2 (18.32)".into(),
        },
        "cygnus" => {
            // SP times CL, the greatest wins; a tie names no winner.
            let score = |s: Seat| st.system_points(s) * st.player(s).cl as u32;
            let best = remaining(st).into_iter().map(score).max().unwrap_or(0);
            let top: Vec<Seat> = remaining(st).into_iter().filter(|&s| score(s) == best).collect();
            match top[..] {
                [s] => format!("{} wins with SP × CL of {best}, the greatest (18.42)", side(s)),
                _ => format!("no one wins: SP × CL ties at {best} (18.42)"),
            }
        }
        _ => format!("Game-Turn {} was the last", st.turns),
    }
}

/// Judges the end of a Game-Turn: counts the streaks, then ends the game with its winner, or after its last
/// Game-Turn. `true` if the game is over.
pub fn turn_ended(cx: &mut Ctx) -> bool {
    let (held, draw) = holding(&cx.st);
    let before = cx.st.streaks.iter().chain(std::iter::repeat(&0));
    let mut streaks: Vec<u32> = held.iter().zip(before).map(|(&h, &n)| if h { n + 1 } else { 0 }).collect();
    if streaks.iter().all(|&n| n == 0) {
        streaks.clear();
    }
    let draw = if draw { cx.st.draw + 1 } else { 0 };
    if streaks != cx.st.streaks || draw != cx.st.draw {
        cx.emit(Event::Held { streaks, draw });
    }
    if let Some(result) = winner(&cx.st) {
        cx.emit(Event::GameEnded { result });
        return true;
    }
    if cx.st.turn >= cx.st.turns {
        let result = last_word(&cx.st);
        cx.emit(Event::GameEnded { result });
        return true;
    }
    false
}

/// Where `seat` stands toward victory, in words, from what he may know: his own gates and the public counts.
pub fn progress(st: &State, seat: Seat) -> String {
    let yes = |b: bool| if b { "yes" } else { "no" };
    let streak = st.streaks.get(seat.index()).copied().unwrap_or(0);
    let (players_cl, all_cl) = (others_cl(st, seat, false), others_cl(st, seat, true));
    let cl = st.player(seat).cl;
    let non_friendly = st.gates.iter().filter(|g| !(g.friendly_to(seat))).count();
    match st.scenario.as_str() {
        "scorpii" => {
            let starts: Vec<Hex> = setup::scenario(&st.scenario)
                .and_then(|sc| sc.sides.get(seat.index()))
                .map(|side| side.starts.iter().filter(|x| x.gate.is_some()).map(|x| x.at()).collect())
                .unwrap_or_default();
            let kept = starts.iter().filter(|&&h| friendly(st, seat).any(|g| g == h)).count();
            let on_1816 = Hex::from_label("1816").is_some_and(|h| friendly(st, seat).any(|g| g == h));
            let other = Seat::from_index(1 - seat.index().min(1));
            let took = other.is_some_and(|o| friendly(st, seat).any(|g| setup::began_friendly(st, o, g)));
            format!(
                "Starting StarGates kept: {kept} of {}; a friendly StarGate on 1816: {}; one of the other side's \
                 starting StarGates held: {} (18.12, judged after Game-Turn {}).",
                starts.len(),
                yes(on_1816),
                yes(took),
                st.turns
            )
        }
        "nucleus" if setup::guardian(st) == Some(seat) => {
            let longest = st.streaks.iter().copied().max().unwrap_or(0);
            format!(
                "Keep the challengers' chains from the nucleus until Game-Turn {} ends: the longest held so far \
                 {} of 5 Game-Turns (18.22).",
                st.turns,
                longest
            )
        }
        "nucleus" => format!(
            "A chain of friendly StarGates at most four hexes apart to a hex beside the nucleus: {}, held {streak} \
             of 5 Game-Turns (18.22).",
            yes(chain(st, seat))
        ),
        "psl" => format!("Civilization Level 2 after Game-Turn {}: now {cl} (18.32).", st.turns),
        "cygnus" => {
            let objectives = setup::scenario(&st.scenario).map_or(&[][..], |s| s.objectives);
            let held = objectives
                .iter()
                .filter(|o| Hex::from_label(o).is_some_and(|h| friendly(st, seat).any(|g| g == h)))
                .count();
            format!(
                "Friendly StarGates on {held} of 0814, 1118, 1212, 1215 and 1314 (four needed), held {streak} of 5 \
                 Game-Turns; your CL {cl} against the others' {players_cl} together (18.42)."
            )
        }
        "luck1" => format!(
            "100 SP or more with no non-friendly StarGate on the map, five Game-Turns: {} SP, {non_friendly} \
             non-friendly StarGates, held {streak} of 5 (18.57).",
            st.system_points(seat)
        ),
        _ => format!(
            "Non-friendly StarGates on the map: {non_friendly} (none left wins); your CL {cl} against the others' \
             {all_cl} together, autonomous forces with a StarGate included (18.54)."
        ),
    }
}
