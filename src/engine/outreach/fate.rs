//! The Fate Phase (Outreach 4.2 E, 11.0) and the changes of Civilization Level (12.0), played under
//! Outreach II's rules ([`State::full`]).
//!
//! Each player in shift order rolls once on the Fate Table (11.11). Before the roll he says what he spends
//! on it (11.15–11.16): 5 RP a column to the left (11.14), 50 RP a pip on the die (11.13), and wisdom
//! chits (11.16; the X chit of 18.44 counts as one). The die is raised by his X results of this turn's
//! exploration, to no more than 6 that way (11.12), then by the RP, to no more than 8 (11.13); the cell of
//! his SP's column is the result (11.17). A dissolution (A–F) neutralizes his own StarGates worth its
//! percentage of his SP, rounded up, which he chooses (11.32–11.33), each letter once a game (11.34), none
//! after B; E and F also cost a level, and a level below 0 eliminates him (12.17). K raises two levels with
//! two chits spent, once a game; L one level, in some cells only with a chit spent (11.2). G–J call an
//! autonomous force (13.1), which only a player who explored this turn can place (13.15). Each scenario
//! may ignore some results (18.14, 18.25, 18.26).

use super::event::{Event, Purpose};
use super::rules::Ctx;
use super::setup;
use super::state::{Dissolution, Seat, State};
use super::tables::{self, Fate, FATE_CAP, FATE_EFFECTS, FATE_RP_PER_COLUMN, FATE_RP_PER_PIP, FATE_X_CAP};
use crate::engine::game::Refusal;
use crate::engine::hex::Hex;

/// The most pips RP may buy that can still matter: a natural 1 raised to 8 (11.13).
pub const MOST_PIPS: u8 = FATE_CAP - 1;

/// What a player spends on his fate roll (11.13–11.16).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Spending {
    /// Columns to the left, 5 RP each (11.14).
    pub left: u8,
    /// Pips on the die, 50 RP each (11.13).
    pub plus: u8,
    /// Wisdom chits spent (11.16).
    pub chits: u8,
}

impl Spending {
    pub fn rp(self) -> u32 {
        self.left as u32 * FATE_RP_PER_COLUMN + self.plus as u32 * FATE_RP_PER_PIP
    }
}

/// A fate result as it falls to a player: the letter the cell gives him, if any, and the case that makes
/// him ignore it, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reading {
    pub letter: Option<char>,
    pub ignored: Option<&'static str>,
}

/// The die after `seat`'s X results (to 6 at most, 11.12) and the pips bought (to 8 at most, 11.13).
pub fn adjusted(natural: u8, x: u8, plus: u8) -> u8 {
    (natural + x).min(FATE_X_CAP).max(natural).saturating_add(plus).min(FATE_CAP)
}

/// `seat`'s X results this Game-Turn (11.12).
pub fn x_results(st: &State, seat: Seat) -> u8 {
    st.x.get(seat.index()).copied().unwrap_or(0)
}

/// The chits that count as spent on `seat`'s roll: those he spends, and in 18.4 the X chit he holds (18.44).
pub fn chits_counted(st: &State, seat: Seat, spent: u8) -> u8 {
    spent + (st.scenario == "cygnus" && st.player(seat).x_chit) as u8
}

/// The column of `seat`'s SP (11.11), moved `left` columns to the left (11.14).
pub fn column(st: &State, seat: Seat, left: u8) -> usize {
    tables::fate_column(st.system_points(seat), left as u32)
}

/// Whether the rule that a dissolution comes once, and none after B, binds `seat`: 18.57 lifts it for the
/// solitaire player of 18.5 who holds the X chit.
fn dissolutions_limited(st: &State, seat: Seat) -> bool {
    !(st.scenario == "luck1" && st.player(seat).x_chit)
}

/// What `cell` gives `seat` with `chits` counted as spent (11.2, 11.16, 11.34, 13.15, 18.14, 18.25, 18.26).
pub fn reading(st: &State, seat: Seat, cell: Fate, chits: u8) -> Reading {
    let p = st.player(seat);
    let (letter, mut ignored) = match cell {
        Fate::None => return Reading { letter: None, ignored: None },
        Fate::Letter(c) => (c, None),
        // L1: the rise needs a chit spent on this roll (11.16).
        Fate::L1 => ('L', (chits == 0).then_some("11.16")),
        // K2/L: K with two chits spent by a player who never had it, otherwise L (11.2 K).
        Fate::K2OrL if chits >= 2 && !p.fates.contains(&'K') => ('K', None),
        Fate::K2OrL => ('L', None),
    };
    let (letters, case) = setup::scenario(&st.scenario)
        .and_then(|s| s.sides.get(seat.index()))
        .map_or(("", ""), |side| side.ignores_fate);
    if letters.chars().any(|c| c == letter) {
        ignored = Some(case);
    }
    let dissolution = ('A'..='F').contains(&letter);
    if ignored.is_none() && dissolution && dissolutions_limited(st, seat) {
        if p.fates.contains(&letter) {
            ignored = Some("11.34");
        } else if p.fates.contains(&'B') {
            ignored = Some("11.2");
        }
    }
    // 13.15: only a player who rolled on the Exploration Table this turn places an autonomous force; and only
    // where it fits (13.14), with fewer than four on the map (13.16).
    if ignored.is_none() && ('G'..='J').contains(&letter) {
        ignored = if !st.explored_now.iter().any(|e| e.0 == seat) {
            Some("13.15")
        } else {
            super::autonomous::invalid(st, seat, letter)
        };
    }
    Reading { letter: Some(letter), ignored }
}

/// Why `seat` may not spend `s` on his roll now, if so (11.13–11.16, 18.56).
pub fn check(st: &State, seat: Seat, s: Spending) -> Result<(), Refusal> {
    let p = st.player(seat);
    if s.rp() > p.rp {
        return Err(Refusal::illegal("11.13", format!("That costs {} RP; you have {}.", s.rp(), p.rp)));
    }
    if s.left as usize > column(st, seat, 0) {
        return Err(Refusal::illegal("11.14", "No column lies further left than 0–9 SP."));
    }
    if s.plus > MOST_PIPS {
        return Err(Refusal::illegal("11.13", format!("The die can be raised by {MOST_PIPS} at most: it never passes 8.")));
    }
    if s.chits > 0 && st.scenario.starts_with("luck") && p.x_chit {
        return Err(Refusal::illegal("18.56", "The holder of the X chit may not spend wisdom chits."));
    }
    if s.chits > p.wisdom {
        return Err(Refusal::illegal("11.16", format!("You hold {} wisdom chits.", p.wisdom)));
    }
    Ok(())
}

/// Every spending `seat` may choose now, in a stable order: none first, then each number of columns, pips
/// and chits that can matter (chits up to two, K's).
pub fn spendings(st: &State, seat: Seat) -> Vec<Spending> {
    let mut v = Vec::new();
    for chits in 0..=st.player(seat).wisdom.min(2) {
        for plus in 0..=MOST_PIPS {
            for left in 0..=column(st, seat, 0) as u8 {
                let s = Spending { left, plus, chits };
                if check(st, seat, s).is_ok() {
                    v.push(s);
                }
            }
        }
    }
    v
}

/// What a reading does, in words: "nothing", "dissolution 30% (B)", "CL +1 (L)", "autonomous force (G)".
pub fn outcome_words(r: Reading) -> String {
    match r.letter.filter(|_| r.ignored.is_none()) {
        Some(letter) => effect_words(letter).map_or_else(|| "nothing".into(), |w| format!("{w} ({letter})")),
        None => "nothing".into(),
    }
}

/// What a Fate Table letter does: "dissolution 30%, CL -1", "autonomous force", "CL +1".
pub fn effect_words(letter: char) -> Option<String> {
    let e = FATE_EFFECTS.iter().find(|e| e.letter == letter)?;
    Some(if e.dissolution > 0 {
        let cl = if e.cl < 0 { format!(", CL {}", e.cl) } else { String::new() };
        format!("dissolution {}%{cl}", e.dissolution)
    } else if e.autonomous.is_some() {
        "autonomous force".into()
    } else {
        format!("CL +{}", e.cl)
    })
}

/// The odds of `seat`'s roll with spending `s`: each outcome and how many faces of the die give it, in
/// order of the first face.
pub fn odds(st: &State, seat: Seat, s: Spending) -> Vec<(String, u32)> {
    let col = column(st, seat, s.left);
    let chits = chits_counted(st, seat, s.chits);
    let mut v: Vec<(String, u32)> = Vec::new();
    for natural in 1..=6 {
        let die = adjusted(natural, x_results(st, seat), s.plus);
        let words = outcome_words(reading(st, seat, tables::fate(die, col), chits));
        match v.iter_mut().find(|o| o.0 == words) {
            Some(o) => o.1 += 1,
            None => v.push((words, 1)),
        }
    }
    v
}

/// `seat`'s fate roll with spending `s` (11.11–11.17) and what it does at once.
pub fn roll(cx: &mut Ctx, seat: Seat, s: Spending) -> Result<(), Refusal> {
    check(&cx.st, seat, s)?;
    let column = column(&cx.st, seat, s.left);
    let chits = chits_counted(&cx.st, seat, s.chits);
    let x = x_results(&cx.st, seat);
    cx.emit(Event::FateSpent { seat, rp: s.rp(), left: s.left, plus: s.plus, chits: s.chits, counted: chits });
    let natural = cx.roll(6, Purpose::Fate { seat, column: column as u8, x, plus: s.plus }) as u8;
    let r = reading(&cx.st, seat, tables::fate(adjusted(natural, x, s.plus), column), chits);
    cx.emit(Event::FateResult { seat, letter: r.letter, ignored: r.ignored.map(String::from) });
    let effect = r.letter.filter(|_| r.ignored.is_none()).and_then(|l| FATE_EFFECTS.iter().find(|e| e.letter == l));
    let Some(e) = effect else {
        cx.emit(Event::Next);
        return Ok(());
    };
    if e.cl != 0 {
        let cl = cx.st.player(seat).cl as i32 + e.cl as i32;
        if cl < 0 {
            // 12.17: below level 0 a civilization is gone.
            cx.emit(Event::Eliminated { seat, case: "12.17".into() });
            return Ok(());
        }
        cx.emit(Event::LevelChanged { seat, cl: cl as u8, case: "11.2".into() });
        if e.cl > 0 && super::wisdom::x_case(&cx.st, seat) == Some("18.44") {
            // 18.45: the holder of the X keeps it or gives it back; the phase goes on once he has chosen.
            cx.emit(Event::KeepXAsked { seat });
            return Ok(());
        }
    }
    if e.dissolution > 0 {
        let target = (cx.st.system_points(seat) * e.dissolution as u32).div_ceil(100);
        if target > 0 {
            cx.emit(Event::DissolutionBegan { seat, letter: e.letter, percent: e.dissolution, target });
            choose_alone(cx);
            return Ok(());
        }
    }
    // 13.13: the phase goes on once the roller has placed the StarGates that are his to place.
    if e.autonomous.is_some() && super::autonomous::appear(cx, seat, e.letter) {
        return Ok(());
    }
    cx.emit(Event::Next);
    Ok(())
}

/// The StarGates `d`'s player may neutralize next: each of his own, unneutralized, that leaves a way to
/// finish with a set worth the target whose every gate is needed (11.32–11.33: no gate more than it takes).
pub fn picks(st: &State, d: &Dissolution) -> Vec<Hex> {
    let mine: Vec<(Hex, u8)> = st
        .gates
        .iter()
        .filter(|g| g.friendly_to(d.seat) && g.sp > 0)
        .map(|g| (g.hex, g.sp))
        .collect();
    let sum: u32 = d.chosen.iter().map(|c| c.1 as u32).sum();
    let low = d.chosen.iter().map(|c| c.1).min();
    let mut out: Vec<Hex> = mine
        .iter()
        .filter(|&&(hex, sp)| {
            let rest: Vec<u8> = mine.iter().filter(|g| g.0 != hex).map(|g| g.1).collect();
            can_finish(d.target, sum + sp as u32, low.map_or(sp, |l| l.min(sp)), &rest)
        })
        .map(|g| g.0)
        .collect();
    crate::engine::sort::sort(&mut out);
    out
}

/// Whether gates of `rest` can be added to a set worth `sum` whose least gate is `low` so that it reaches
/// `target` and no gate of it is more than needed: `target ≤ total < target + least`.
fn can_finish(target: u32, sum: u32, low: u8, rest: &[u8]) -> bool {
    let mut lows: Vec<u8> = rest.iter().copied().filter(|&v| v < low).collect();
    lows.push(low);
    crate::engine::sort::sort_dedup(&mut lows);
    lows.into_iter().any(|v| {
        // The set's least gate is `v`: only gates of `v` or more may join, and one of `v` must if `v < low`.
        let (lo, hi) = (target.saturating_sub(sum), (target + v as u32).saturating_sub(sum + 1));
        if target + v as u32 <= sum {
            return false;
        }
        let max: u32 = rest.iter().map(|&r| r as u32).sum::<u32>() + 1;
        let (mut any, mut with_v) = (vec![false; max as usize + 1], vec![false; max as usize + 1]);
        any[0] = true;
        for &r in rest.iter().filter(|&&r| r >= v) {
            let r = r as usize;
            for t in (r..any.len()).rev() {
                with_v[t] |= with_v[t - r] || (r == v as usize && any[t - r]);
                any[t] |= any[t - r];
            }
        }
        let reach = if v == low { &any } else { &with_v };
        (lo..=hi.min(max)).any(|t| reach[t as usize])
    })
}

/// The player neutralizes his StarGate in `hex` for the dissolution (11.32).
pub fn dissolve(cx: &mut Ctx, seat: Seat, hex: Hex) -> Result<(), Refusal> {
    let d = cx.st.dissolution.clone().expect("a dissolution step has its dissolution");
    if !picks(&cx.st, &d).contains(&hex) {
        return Err(Refusal::illegal(
            "11.32",
            format!(
                "Choose your own StarGates worth {} SP or more, none of them more than it takes: {} will not do.",
                d.target, hex
            ),
        ));
    }
    cx.emit(Event::Dissolved { seat, hex });
    choose_alone(cx);
    Ok(())
}

/// Neutralizes the gates of a dissolution while only one can be chosen; once it is whole, the player with
/// no friendly StarGate left is eliminated (10.25), or the next player rolls.
fn choose_alone(cx: &mut Ctx) {
    while let Some(d) = cx.st.dissolution.clone() {
        match picks(&cx.st, &d)[..] {
            [hex] => cx.emit(Event::Dissolved { seat: d.seat, hex }),
            _ => return,
        }
    }
    let seat = cx.st.current().expect("a fate roll has its player");
    if !cx.st.gates.iter().any(|g| g.friendly_to(seat)) {
        cx.emit(Event::Eliminated { seat, case: "10.25".into() });
    } else {
        cx.emit(Event::Next);
    }
}
