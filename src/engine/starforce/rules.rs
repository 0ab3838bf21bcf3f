//! StarForce's rules of play: an action checked against the current step and carried out as events, and
//! the Game-Turn moving on by itself through Shift Execution, combat, Neutralization Recovery and the
//! Scenario Phase (SF 5.0) wherever no player has a choice.

use super::action::Action;
use super::combat;
use super::event::{self, Event, Purpose};
use super::plot::{self, Order, Plot};
use super::rescue;
use super::scenarios;
use super::shift;
use super::space::LiteZulu;
use super::state::{Seat, State};
use super::step::{actors, step, Step};
use super::victory;
use crate::engine::game::Refusal;
use crate::engine::seal::{self, SealError, LISTED_SALT};

/// The state being changed by an action, and the events that change it.
pub type Ctx = crate::engine::ctx::Ctx<State>;

crate::engine::ctx::evented!(State, Event, Purpose);

/// Sets up scenario `id` and begins it.
/// A new game of scenario `id`; `declared`: break-offs declared before the splits (SF 8.2 a).
pub fn new_game(id: &str, seed: u64, declared: bool) -> Result<State, String> {
    let mut st = scenarios::setup(id, seed)?;
    st.declared_break_offs = declared;
    Ok(begin(st))
}

/// Begins the set-up state's Game-Turn.
pub fn begin(st: State) -> State {
    let mut cx = Ctx {
        st,
        events: Vec::new(),
    };
    let turn = cx.st.turn;
    begin_turn(&mut cx, turn);
    cx.st
}

/// Begins Game-Turn `turn` with its Plot Phase (SF 5.0 step 1): every seat with a Force plots (in a
/// pre-game turn, the seats the scenario names).
pub fn begin_turn(cx: &mut Ctx, turn: u32) {
    let plotting: Vec<Seat> = if turn == 0 {
        scenarios::pre_game(&cx.st.scenario).to_vec()
    } else {
        cx.st
            .seats()
            .filter(|&s| cx.st.forces_of(s).next().is_some() || (cx.st.pool_open && cx.st.pool.iter().any(|f| f.owner == s)))
            .collect()
    };
    if plotting.is_empty() {
        cx.emit(Event::GameEnded {
            result: "No player has a Force left: a draw".into(),
        });
        return;
    }
    cx.emit(Event::TurnBegan { turn, plotting });
}

fn seal_refusal(case: &str, e: SealError) -> Refusal {
    Refusal::illegal(case, e.message())
}

pub fn to_act(st: &State) -> Vec<Seat> {
    actors(st)
}

/// The commitment of `plot` under `salt`.
pub fn plot_commitment(plot: &Plot, salt: u64) -> u64 {
    seal::commitment(plot::SEAL_DOMAIN, &plot.to_bytes(), salt)
}

/// The commitment of `split` under `salt`.
pub fn declaration_commitment(break_off: bool, salt: u64) -> u64 {
    seal::commitment(combat::DECLARATION_DOMAIN, &combat::declaration_bytes(break_off), salt)
}

pub fn split_commitment(split: &super::state::Split, salt: u64) -> u64 {
    seal::commitment(combat::SEAL_DOMAIN, &combat::split_bytes(split), salt)
}

/// The plots listed among a seat's legal actions (for scripts and playouts; the app seals any plot that
/// [`plot::check`] accepts): holding everything, and each Force alone shifting to each star system it
/// reaches with no roll.
pub fn listed_plots(st: &State, seat: Seat) -> Vec<Plot> {
    let mut plots = vec![Plot::default()];
    for f in st.forces_of(seat) {
        for s in super::data::stars::STARS.iter() {
            let p = Plot {
                orders: vec![(
                    f.id,
                    Order::Shift {
                        to: s.at,
                        via: None,
                    },
                )],
            };
            // Only plots the rules accept (42.4: a FakerWar StarForce only breaks down).
            if s.at != f.at
                && shift::plan(st, seat, &p, f, s.at, None).is_ok_and(|x| x.excess == 0)
                && plot::check(st, seat, &p).is_ok()
            {
                plots.push(p);
            }
        }
    }
    plots
}

/// The splits listed among a side's legal actions: all Defense, all on one target, or half and half.
pub fn listed_splits(st: &State, seat: Seat) -> Vec<super::state::Split> {
    use super::state::Split;
    let Some(b) = &st.battle else {
        return Vec::new();
    };
    let total = combat::strength(st, seat, b.at, b.segment);
    let targets = combat::targets(st, seat, b.at, b.segment);
    let mut out = vec![Split {
        break_off: false,
        defence: total,
        attacks: Vec::new(),
    }];
    for &t in &targets {
        for attack in [total, total / 2] {
            if attack > 0 {
                let attacks = targets
                    .iter()
                    .map(|&u| (u, if u == t { attack } else { 0 }))
                    .collect();
                out.push(Split {
                    break_off: false,
                    defence: total - attack,
                    attacks,
                });
            }
        }
    }
    if combat::may_break_off(st, seat, b.at) {
        out.push(Split {
            break_off: true,
            defence: total,
            attacks: Vec::new(),
        });
    }
    out.retain(|s| combat::check_split(st, seat, s).is_ok());
    out.dedup();
    out
}

/// Every LiteZulu `seat` may break off to (SF 8.6).
pub fn break_off_choices(st: &State, seat: Seat) -> Vec<LiteZulu> {
    let Some(b) = &st.battle else {
        return Vec::new();
    };
    let r = super::data::tables::BREAK_OFF_RANGE as i32;
    let mut out = Vec::new();
    for h in b.at.hex.spiral(r) {
        for dz in -r..=r {
            let to = LiteZulu {
                hex: h,
                level: b.at.level + dz,
            };
            if combat::check_break_off(st, seat, to).is_ok() {
                out.push(to);
            }
        }
    }
    crate::engine::sort::sort(&mut out);
    out
}

pub fn legal_actions(st: &State, seat: Seat) -> Vec<Action> {
    if !actors(st).contains(&seat) {
        return Vec::new();
    }
    let i = seat.index();
    match step(st) {
        Step::Over => Vec::new(),
        Step::Plot => {
            let plots = listed_plots(st, seat);
            match st.plots.commitment_to_open(i) {
                Some(c) => plots
                    .into_iter()
                    .filter(|p| plot_commitment(p, LISTED_SALT) == c)
                    .map(|plot| Action::OpenPlot {
                        plot,
                        salt: LISTED_SALT,
                    })
                    .collect(),
                None => plots
                    .iter()
                    .map(|p| Action::SealPlot {
                        commitment: plot_commitment(p, LISTED_SALT),
                    })
                    .collect(),
            }
        }
        Step::Declare => {
            let choices: Vec<bool> = st
                .battle
                .as_ref()
                .map_or(Vec::new(), |b| if combat::may_break_off(st, seat, b.at) { vec![false, true] } else { vec![false] });
            match st.battle.as_ref().and_then(|b| b.sealing.commitment_to_open(i)) {
                Some(c) => choices
                    .into_iter()
                    .filter(|&d| declaration_commitment(d, LISTED_SALT) == c)
                    .map(|break_off| Action::OpenDeclaration { break_off, salt: LISTED_SALT })
                    .collect(),
                None => choices
                    .into_iter()
                    .map(|d| Action::SealDeclaration { commitment: declaration_commitment(d, LISTED_SALT) })
                    .collect(),
            }
        }
        Step::Split => {
            let splits = listed_splits(st, seat);
            match st
                .battle
                .as_ref()
                .and_then(|b| b.sealing.commitment_to_open(i))
            {
                Some(c) => splits
                    .into_iter()
                    .filter(|s| split_commitment(s, LISTED_SALT) == c)
                    .map(|split| Action::OpenSplit {
                        split,
                        salt: LISTED_SALT,
                    })
                    .collect(),
                None => splits
                    .iter()
                    .map(|s| Action::SealSplit {
                        commitment: split_commitment(s, LISTED_SALT),
                    })
                    .collect(),
            }
        }
        Step::BreakOff { .. } => break_off_choices(st, seat)
            .into_iter()
            .map(|to| Action::BreakOff { to })
            .collect(),
    }
}

pub fn apply(st: &mut State, seat: Seat, action: &Action) -> Result<Vec<Event>, Refusal> {
    let now = step(st);
    if now == Step::Over {
        return Err(Refusal::game_over());
    }
    if !actors(st).contains(&seat) {
        return Err(Refusal::not_your_turn(
            "It is not this player's turn to act.",
        ));
    }
    let i = seat.index();
    let mut cx = Ctx {
        st: st.clone(),
        events: Vec::new(),
    };
    match (now, action) {
        (Step::Plot, Action::SealPlot { commitment }) => {
            cx.st
                .plots
                .check_seal(i)
                .map_err(|e| seal_refusal("SF 7.1", e))?;
            cx.emit(Event::PlotSealed {
                seat,
                commitment: *commitment,
            });
        }
        (Step::Plot, Action::OpenPlot { plot, salt }) => {
            cx.st
                .plots
                .check_open(plot::SEAL_DOMAIN, i, &plot.to_bytes(), *salt)
                .map_err(|e| seal_refusal("SF 7.1", e))?;
            plot::check(&cx.st, seat, plot)?;
            cx.emit(Event::PlotOpened {
                seat,
                plot: plot.clone(),
            });
            if cx.st.plots.opened().is_some() {
                execute(&mut cx);
            }
        }
        (Step::Declare, Action::SealDeclaration { commitment }) => {
            let sealing = &cx.st.battle.as_ref().map(|b| &b.sealing);
            sealing
                .map_or(Err(SealError::NotChoosing), |s| s.check_seal(i))
                .map_err(|e| seal_refusal("SF 8.2", e))?;
            cx.emit(Event::DeclarationSealed { seat, commitment: *commitment });
        }
        (Step::Declare, Action::OpenDeclaration { break_off, salt }) => {
            let bytes = combat::declaration_bytes(*break_off);
            let battle = cx.st.battle.as_ref();
            battle
                .map(|b| &b.sealing)
                .map_or(Err(SealError::NotChoosing), |s| s.check_open(combat::DECLARATION_DOMAIN, i, &bytes, *salt))
                .map_err(|e| seal_refusal("SF 8.2", e))?;
            if *break_off && !battle.is_some_and(|b| combat::may_break_off(&cx.st, seat, b.at)) {
                return Err(Refusal::illegal("SF 8.6", "Gates never break off: only StarForces do"));
            }
            cx.emit(Event::DeclarationOpened { seat, break_off: *break_off });
            if cx.st.battle.as_ref().is_some_and(|b| b.sealing.opened().is_some()) {
                combat::declarations_opened(&mut cx);
            }
        }
        (Step::Split, Action::SealSplit { commitment }) => {
            let sealing = &cx.st.battle.as_ref().map(|b| &b.sealing);
            sealing
                .map_or(Err(SealError::NotChoosing), |s| s.check_seal(i))
                .map_err(|e| seal_refusal("SF 8.2", e))?;
            cx.emit(Event::SplitSealed {
                seat,
                commitment: *commitment,
            });
        }
        (Step::Split, Action::OpenSplit { split, salt }) => {
            let bytes = combat::split_bytes(split);
            let sealing = &cx.st.battle.as_ref().map(|b| &b.sealing);
            sealing
                .map_or(Err(SealError::NotChoosing), |s| {
                    s.check_open(combat::SEAL_DOMAIN, i, &bytes, *salt)
                })
                .map_err(|e| seal_refusal("SF 8.2", e))?;
            combat::check_split(&cx.st, seat, split)?;
            cx.emit(Event::SplitOpened {
                seat,
                split: split.clone(),
            });
            if cx
                .st
                .battle
                .as_ref()
                .is_some_and(|b| b.sealing.opened().is_some())
            {
                combat::resolve(&mut cx);
            }
        }
        (Step::BreakOff { .. }, Action::BreakOff { to }) => {
            combat::check_break_off(&cx.st, seat, *to)?;
            combat::break_off(&mut cx, seat, *to);
        }
        (Step::Plot, _) => {
            return Err(Refusal::illegal(
                "SF 7.0",
                "now every player plots in secret",
            ))
        }
        (Step::Declare, _) => {
            return Err(Refusal::illegal(
                "SF 8.2",
                "now each side that may break off declares in secret whether it does",
            ))
        }
        (Step::Split, _) => {
            return Err(Refusal::illegal(
                "SF 8.2",
                "now each side in the battle splits its strength in secret",
            ))
        }
        (Step::BreakOff { .. }, _) => {
            return Err(Refusal::illegal(
                "SF 8.6",
                "the Forces that broke off shift away first",
            ))
        }
        (Step::Over, _) => return Err(Refusal::game_over()),
    }
    *st = cx.st;
    Ok(cx.events)
}

/// Shift Execution and what follows it, once every plot is open (SF 5.0 steps 2–5).
fn execute(cx: &mut Ctx) {
    shift::execute(cx);
    super::fakerwar::entries(cx);
    let battles = combat::battles(&cx.st);
    if battles.is_empty() {
        return after_combat(cx);
    }
    cx.emit(Event::CombatBegan { battles });
    combat::next_battle(cx);
}

/// Neutralization Recovery (SF 9.0), the Scenario Phase (SF 5.0 step 5) and the next Game-Turn.
pub fn after_combat(cx: &mut Ctx) {
    combat::recovery(cx);
    rescue::turn_end(cx);
    if cx.st.result.is_some() {
        return;
    }
    activation(cx);
    super::xeno::turn_end(cx);
    victory::turn_end(cx);
    if cx.st.result.is_none() {
        let next = cx.st.turn + 1;
        begin_turn(cx, next);
    }
}

/// 45.4: at the end of each Game-Turn a decimal chit of 9 brings the PSL's Gates and StarForces into play.
fn activation(cx: &mut Ctx) {
    if cx.st.scenario != "obsolescence" || cx.st.pool_open {
        return;
    }
    if super::random::decimal(cx, Purpose::Activation) == scenarios::ACTIVATION_CHIT {
        cx.emit(Event::Activated { seat: Seat::P1 });
    }
}

/// Applies the events of one action to a state (for replays of events).
pub fn apply_events(st: &mut State, events: &[Event]) {
    for e in events {
        event::apply(st, e);
    }
}
