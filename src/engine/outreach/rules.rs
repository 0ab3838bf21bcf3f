//! Outreach's rules of play: an action checked against the current step and carried out as events, and
//! the Game-Turn moving on by itself wherever no player has a choice (4.2).

use super::action::Action;
use super::autonomous;
use super::beacons;
use super::caretaker;
use super::log::party;
use super::economy;
use super::economy::FleetKind;
use super::event::{self, Event, Purpose};
use super::explore;
use super::fate;
use super::scenarios::Fleets;
use super::seeds;
use super::setup;
use super::shift;
use super::state::{Phase, Seat, State};
use super::step::{actors, step, Step};
use super::conflict;
use super::contact;
use super::interaction;
use super::victory;
use super::reduction;
use super::tables::{Opt, PV_CHITS};
use crate::engine::game::Refusal;
use crate::engine::seal::LISTED_SALT;

/// The state being changed by an action, and the events that change it.
pub type Ctx = crate::engine::ctx::Ctx<State>;

crate::engine::ctx::evented!(State, Event, Purpose, follow_up: super::wisdom::follow_up);

/// Sets up scenario `id` under Outreach I's sequence of play and begins its first Game-Turn.
pub fn new_game(id: &str, seed: u64) -> Result<State, String> {
    new_game_with(id, false, seed)
}

/// Sets up scenario `id`, under Outreach II's sequence of play if `full` ([`State::full`]), and begins it.
pub fn new_game_with(id: &str, full: bool, seed: u64) -> Result<State, String> {
    let mut st = setup::setup(id, seed)?;
    st.full = full;
    Ok(begin(st).0)
}

/// Begins a set-up game: its pre-game builds, each player in seat order (18.41), or else its first
/// Game-Turn. The state and its events.
pub fn begin(st: State) -> (State, Vec<Event>) {
    let mut cx = Ctx { st, events: Vec::new() };
    let sc = setup::scenario(&cx.st.scenario);
    if sc.is_some_and(|s| s.seeds) {
        seeds::set_up(&mut cx);
        advance(&mut cx);
    } else if sc.is_some_and(|s| s.builds) {
        let order: Vec<Seat> = cx.st.seats().collect();
        cx.emit(Event::OrderSet { totals: Vec::new(), order });
        cx.emit(Event::PhaseBegan { phase: Phase::Builds });
    } else {
        begin_turn(&mut cx, 1);
    }
    (cx.st, cx.events)
}

/// A Game-Turn begins (4.1): the shift order is drawn (4.2A), then the Shift Phase.
fn begin_turn(cx: &mut Ctx, turn: u32) {
    if turn > cx.st.turns {
        let result = format!("Game-Turn {} was the scenario's last", cx.st.turns);
        cx.emit(Event::GameEnded { result });
        return;
    }
    let seats: Vec<Seat> = cx.st.seats().filter(|&s| !cx.st.player(s).eliminated).collect();
    if seats.is_empty() {
        cx.emit(Event::GameEnded { result: "every player is eliminated (10.25)".into() });
        return;
    }
    cx.emit(Event::TurnBegan { turn });
    let mut totals: Vec<(Seat, u32)> = Vec::new();
    let mut drawing = seats.clone();
    let first = if seats.len() == 1 {
        seats[0]
    } else {
        // 4.2A: each draws a potential value chit; the highest total moves first. Ties draw again.
        loop {
            let mut round = Vec::new();
            for &s in &drawing {
                let face = cx.roll(PV_CHITS.len() as u32, Purpose::ShiftOrder { seat: s });
                let total: u32 = PV_CHITS[face as usize - 1].iter().map(|&v| v as u32).sum();
                round.push((s, total));
            }
            totals.extend(round.iter().copied());
            let best = round.iter().map(|r| r.1).max().unwrap_or(0);
            drawing = round.iter().filter(|r| r.1 == best).map(|r| r.0).collect();
            if drawing.len() == 1 {
                break drawing[0];
            }
        }
    };
    // Then clockwise from the first (4.2A), among the players still in the game (10.25).
    let n = seats.len();
    let start = seats.iter().position(|&s| s == first).unwrap_or(0);
    let order = (0..n).map(|k| seats[(start + k) % n]).collect();
    cx.emit(Event::OrderSet { totals, order });
    cx.emit(Event::PhaseBegan { phase: Phase::RegularShifts });
}

/// Moves the Game-Turn on while no player has a choice to make.
fn advance(cx: &mut Ctx) {
    loop {
        let st = &cx.st;
        if st.phase == Phase::GameOver || st.attrition.is_some() || st.discovery.is_some() {
            return;
        }
        // 7.0: hex by hex, once every party's index is open, the rolls; then the next hex, or interaction.
        if st.phase == Phase::Contact {
            if st.contact.is_some() {
                if !contact::all_open(st) {
                    return;
                }
                contact::resolve(cx);
            } else if !contact::start_next(cx) {
                cx.emit(Event::PhaseBegan { phase: Phase::Interaction });
                if !interaction::begin(cx) {
                    cx.emit(Event::PhaseBegan { phase: Phase::Conflict });
                }
            }
            continue;
        }
        // 8.0: once every display is revealed, the autonomous forces' options (8.12, 8.19, 13.26); the
        // segment is over, then conflict.
        if st.phase == Phase::Interaction {
            if !interaction::all_open(st) {
                return;
            }
            autonomous::choose_options(cx);
            cx.emit(Event::InteractionResolved);
            cx.emit(Event::PhaseBegan { phase: Phase::Conflict });
            continue;
        }
        // 9.0: hex by hex: intents, then capacities, each once all are open; then the attacks and their
        // losses, each waiting for its player.
        if st.phase == Phase::Conflict {
            match st.conflict.as_ref().map(|c| c.stage) {
                None => {
                    if !conflict::start_next(cx) {
                        cx.emit(Event::PhaseBegan { phase: Phase::Reduction });
                    }
                }
                Some(conflict::Stage::Attacks) => {
                    if conflict::go_on(cx) {
                        return;
                    }
                }
                Some(_) if conflict::all_open(st) => conflict::next_stage(cx),
                Some(_) => return,
            }
            continue;
        }
        // 10.1: hex by hex, once every player there has said whether he attempts it, the rolls.
        if st.phase == Phase::Reduction {
            match st.reduction.as_ref().map(|r| r.deciding.is_empty()) {
                Some(false) => return,
                Some(true) => reduction::resolve(cx),
                None => {
                    if !reduction::start_next(cx) {
                        cx.emit(Event::PhaseBegan { phase: Phase::Fate });
                    }
                }
            }
            continue;
        }
        // A reserve shift is one force (5.32): once it can shift no more, the next player's turn.
        if st.phase == Phase::ReserveShifts && st.reserve_used && st.moving.is_none() {
            cx.emit(Event::Next);
            continue;
        }
        // 18.53: each asterisked seed in turn has its beacon stars placed by 15.0's procedure.
        if let (Phase::Seeding, Some(seat)) = (st.phase, st.current()) {
            let from = seeds::first_hex(st, seat);
            cx.emit(Event::Next);
            if let Some(from) = from {
                beacons::discover(cx, seat, from);
            }
            continue;
        }
        if st.current().is_some() {
            return;
        }
        match st.phase {
            Phase::Seeding => {
                let order: Vec<Seat> = cx.st.seats().collect();
                cx.emit(Event::OrderSet { totals: Vec::new(), order });
                cx.emit(Event::PhaseBegan { phase: Phase::Builds });
            }
            Phase::Builds => {
                if setup::scenario(&cx.st.scenario).is_some_and(|s| s.seeds) {
                    for seat in cx.st.seats().collect::<Vec<_>>() {
                        let rp = cx.st.player(seat).rp;
                        if rp > 0 {
                            cx.emit(Event::RpLost { seat, rp, case: "18.53".into() });
                        }
                    }
                }
                begin_turn(cx, 1)
            }
            Phase::RegularShifts => cx.emit(Event::PhaseBegan { phase: Phase::ReserveShifts }),
            Phase::ReserveShifts => cx.emit(Event::PhaseBegan { phase: Phase::Exploration }),
            // Outreach II: the Galactic Interrelation Phase (4.2 D); Outreach I goes on to resources.
            Phase::Exploration if cx.st.full => {
                cx.emit(Event::PhaseBegan { phase: Phase::Contact });
                contact::begin(cx);
            }
            Phase::Exploration
            | Phase::Contact
            | Phase::Interaction
            | Phase::Conflict
            | Phase::Reduction
            | Phase::Fate => begin_resources(cx),
            Phase::ResourceAllocation => {
                // Outreach II judges victory as each Game-Turn ends (18.0); Outreach I only counts them.
                if !(cx.st.full && victory::turn_ended(cx)) {
                    let next = cx.st.turn + 1;
                    begin_turn(cx, next);
                }
            }
            Phase::GameOver => return,
        }
    }
}

/// The Resource Allocation Phase begins with everyone's income (4.2 F, 14.0), and the hostile autonomous
/// forces' new StarFleets (13.34).
fn begin_resources(cx: &mut Ctx) {
    cx.emit(Event::PhaseBegan { phase: Phase::ResourceAllocation });
    autonomous::reinforce(cx);
    for seat in cx.st.seats().collect::<Vec<_>>() {
        let rp = economy::income(&cx.st, seat);
        cx.emit(Event::Income { seat, rp });
    }
}

/// Who may act now.
pub fn to_act(st: &State) -> Vec<Seat> {
    actors(st)
}

/// Applies `seat`'s action: its events, or a refusal naming the case, the state untouched.
pub fn apply(st: &mut State, seat: Seat, action: &Action) -> Result<Vec<Event>, Refusal> {
    let now = step(st);
    if now == Step::Over {
        return Err(Refusal::game_over());
    }
    // A party that has sealed its Contact Index is told why it waits (7.13), not that it is not its turn.
    if !actors(st).contains(&seat)
        && !contact::chooses(st, seat)
        && !interaction::chooses(st, seat)
        && !conflict::chooses(st, seat)
    {
        return Err(Refusal::not_your_turn(format!("It is not {}'s turn.", super::log::player(seat))));
    }
    let mut cx = Ctx { st: st.clone(), events: Vec::new() };
    match (now, action) {
        (Step::Shifts { .. } | Step::ReserveShift { .. }, Action::Shift { from, fleets, to, chits }) => {
            let p = shift::plan(&cx.st, seat, *from, *fleets, *to)?;
            let source = shift::check_carry(&cx.st, seat, *from, *fleets, &p, *chits)?;
            shift::shift(&mut cx, seat, *from, *fleets, *to, p, *chits, source);
        }
        (Step::Shifts { .. }, Action::AutonomousShift { set, from, count, to }) => {
            caretaker::shift(&mut cx, seat, *set, *from, *count, *to)?
        }
        (Step::Shifts { .. } | Step::ReserveShift { .. }, Action::Stop) => {
            if cx.st.moving.is_none() {
                return Err(Refusal::illegal("5.21", "No force is going on shifting."));
            }
            cx.emit(Event::Stopped { seat });
        }
        (Step::Maintenance { .. }, Action::Disband { hex, fleets }) => economy::disband(&mut cx, seat, *hex, *fleets)?,
        (Step::Maintenance { .. }, Action::Maintain) => economy::maintain(&mut cx, seat)?,
        (Step::Builds { .. }, Action::Raise { hex, kind }) => {
            for ev in economy::raise(&cx.st, seat, *hex, *kind)? {
                cx.emit(ev);
            }
        }
        (
            Step::Builds { .. }
            | Step::Shifts { .. }
            | Step::ReserveShift { .. }
            | Step::Exploration { .. }
            | Step::Orders { .. },
            Action::EndPhase,
        ) => {
            if let (Step::Shifts { .. }, Some(m)) = (now, caretaker::owed(&cx.st, seat)) {
                return Err(Refusal::illegal(
                    m.case,
                    format!("As its caretaker you must first shift {}'s force in {}.", party(m.set.into()), m.from),
                ));
            }
            if let Step::Orders { .. } = now {
                economy::reserve(&mut cx, seat);
            }
            let phase = cx.st.phase;
            cx.emit(Event::Ended { seat, phase });
            cx.emit(Event::Next);
        }
        (Step::Attrition { .. }, Action::Lose { fleets }) => shift::lose(&mut cx, seat, *fleets)?,
        (Step::BeaconRow { .. }, Action::Row { row }) => beacons::choose_row(&mut cx, seat, *row)?,
        (Step::BeaconPlace { .. }, Action::Beacon { hex }) => beacons::place(&mut cx, seat, *hex)?,
        (Step::Exploration { .. }, Action::Explore { hex }) => explore::explore(&mut cx, seat, *hex)?,
        (Step::ContactIndex { .. }, Action::SealIndex { commitment }) => {
            let c = cx.st.contact.as_ref().expect("a contact step has its hex");
            c.sealing.check_seal(seat.index()).map_err(|e| Refusal::illegal("7.13", e.message()))?;
            cx.emit(Event::IndexSealed { seat, commitment: *commitment });
        }
        (Step::ContactIndex { .. }, Action::OpenIndex { index, salt }) => {
            let c = cx.st.contact.as_ref().expect("a contact step has its hex");
            let choice = contact::choice(*index);
            c.sealing.check_open(contact::SEAL_DOMAIN, seat.index(), &choice, *salt).map_err(|e| Refusal::illegal("7.13", e.message()))?;
            cx.emit(Event::IndexOpened { seat, index: *index });
        }
        (Step::Reduction { hex, .. }, Action::Reduce { hex: h, attempt }) => {
            if *h != hex {
                return Err(Refusal::illegal("10.1", format!("The StarGate to reduce now is the one in {hex}.")));
            }
            let capacity = if *attempt { reduction::capacity(&cx.st, seat.into(), hex) } else { 0 };
            cx.emit(Event::ReductionDecided { seat, hex, attempt: *attempt, capacity });
        }
        (Step::Intent { .. } | Step::Capacity { .. }, Action::SealIntent { commitment } | Action::SealCapacity { commitment }) => {
            let c = cx.st.conflict.as_ref().expect("a conflict step has its hex");
            let intent = matches!(action, Action::SealIntent { .. });
            if intent != (c.stage == conflict::Stage::Intent) {
                return Err(not_now(now));
            }
            c.sealing.check_seal(seat.index()).map_err(|e| Refusal::illegal(case_of(now), e.message()))?;
            let commitment = *commitment;
            cx.emit(if intent { Event::IntentSealed { seat, commitment } } else { Event::CapacitySealed { seat, commitment } });
        }
        (Step::Intent { .. }, Action::OpenIntent { attack, salt }) => {
            let c = cx.st.conflict.as_ref().expect("a conflict step has its hex");
            let choice = conflict::intent_choice(*attack);
            c.sealing.check_open(conflict::INTENT_DOMAIN, seat.index(), &choice, *salt).map_err(|e| Refusal::illegal("9.0", e.message()))?;
            cx.emit(Event::IntentOpened { seat, attack: *attack });
        }
        (Step::Capacity { .. }, Action::OpenCapacity { capacity, salt }) => {
            let c = cx.st.conflict.as_ref().expect("a conflict step has its hex");
            let choice = conflict::capacity_choice(*capacity);
            c.sealing
                .check_open(conflict::CAPACITY_DOMAIN, seat.index(), &choice, *salt)
                .map_err(|e| Refusal::illegal("9.15", e.message()))?;
            cx.emit(Event::CapacityOpened { seat, capacity: *capacity });
        }
        (Step::Attack { hex, .. }, Action::Attack { hex: h, defender }) => {
            let me = conflict::attacking(&cx.st, seat);
            if *h != hex || !conflict::defenders(&cx.st, me, hex).contains(defender) {
                let may: Vec<String> = conflict::defenders(&cx.st, me, hex).iter().map(|&s| super::log::party(s)).collect();
                return Err(Refusal::illegal(
                    if conflict::must_attack(&cx.st, me, hex).is_empty() { "9.0" } else { "8.2" },
                    format!("Your force in {hex} attacks {} now.", may.join(" or ")),
                ));
            }
            conflict::attack(&mut cx, me, hex, *defender);
        }
        (Step::InteractionOptions, Action::SealOptions { commitment }) => {
            let i = cx.st.interaction.as_ref().expect("an interaction step has its choices");
            i.sealing.check_seal(seat.index()).map_err(|e| Refusal::illegal("8.0", e.message()))?;
            cx.emit(Event::OptionsSealed { seat, commitment: *commitment });
        }
        (Step::InteractionOptions, Action::OpenOptions { options, salt }) => {
            let i = cx.st.interaction.as_ref().expect("an interaction step has its choices");
            let choice = interaction::choice(options);
            i.sealing
                .check_open(interaction::SEAL_DOMAIN, seat.index(), &choice, *salt)
                .map_err(|e| Refusal::illegal("8.0", e.message()))?;
            // One option toward each player of his list, in order. A display short of one (a seal made by
            // hand) keeps the option it had toward him, or neutrality if it had none, rather than stall.
            let chosen = interaction::choosing_toward(&cx.st, seat)
                .into_iter()
                .enumerate()
                .map(|(k, q)| {
                    let o = options.get(k).copied().or(interaction::option(&cx.st, seat, q)).unwrap_or(Opt::B);
                    // A C that 18.44 bars (a seal made by hand: the app and the listed choices never offer
                    // it) is read as B.
                    (q, if o == Opt::C && interaction::c_barred(&cx.st, seat, q) { Opt::B } else { o })
                })
                .collect();
            cx.emit(Event::OptionsOpened { seat, options: chosen });
        }
        (Step::Fate { .. }, Action::Fate { left, plus, chits }) => {
            fate::roll(&mut cx, seat, fate::Spending { left: *left, plus: *plus, chits: *chits })?
        }
        (Step::Dissolution { .. }, Action::Dissolve { hex }) => fate::dissolve(&mut cx, seat, *hex)?,
        (Step::PlaceGate { .. }, Action::PlaceGate { hex }) => {
            if !autonomous::place_gate(&mut cx, seat, *hex)? {
                cx.emit(Event::Next);
            }
        }
        (Step::KeepX { .. }, Action::KeepX { keep }) => {
            cx.emit(Event::XKept { seat, keep: *keep });
            cx.emit(Event::Next);
        }
        (Step::Orders { .. }, order) => {
            for ev in economy_order(&cx.st, seat, order).ok_or_else(|| not_now(now))?? {
                cx.emit(ev);
            }
        }
        _ => return Err(not_now(now)),
    }
    advance(&mut cx);
    *st = cx.st;
    Ok(cx.events)
}

/// An action the current step does not ask for.
fn not_now(now: Step) -> Refusal {
    Refusal::illegal(case_of(now), format!("Not now: {}.", prompt_of(now)))
}

/// A resource order's events or refusal (14.1–14.2); `None` for an action that is not an order.
fn economy_order(st: &State, seat: Seat, a: &Action) -> Option<Result<Vec<Event>, Refusal>> {
    Some(match a {
        Action::Create { hex, fleets } => economy::create(st, seat, *hex, *fleets),
        Action::Augment { hex, fleets } => economy::augment(st, seat, *hex, *fleets),
        Action::Deneutralize { hex, fleets } => economy::deneutralize(st, seat, *hex, *fleets),
        Action::Raise { hex, kind } => economy::raise(st, seat, *hex, *kind),
        _ => return None,
    })
}

/// The case that governs a step.
pub fn case_of(s: Step) -> &'static str {
    match s {
        Step::Over => "4.1",
        Step::Attrition { .. } => "5.24",
        Step::Builds { .. } => "18.41",
        Step::BeaconRow { .. } | Step::BeaconPlace { .. } => "15.12",
        Step::Shifts { .. } => "5.1",
        Step::ReserveShift { .. } => "5.3",
        Step::Exploration { .. } => "6.0",
        Step::Maintenance { .. } => "14.27",
        Step::Orders { .. } => "14.0",
        Step::ContactIndex { .. } => "7.13",
        Step::InteractionOptions => "8.0",
        Step::Reduction { .. } => "10.1",
        Step::Intent { .. } | Step::Attack { .. } => "9.0",
        Step::Capacity { .. } => "9.15",
        Step::Fate { .. } => "11.1",
        Step::Dissolution { .. } => "11.32",
        Step::KeepX { .. } => "18.45",
        Step::PlaceGate { .. } => "13.13",
    }
}

/// What a step asks for, in words.
pub fn prompt_of(s: Step) -> &'static str {
    match s {
        Step::Over => "the game is over",
        Step::Attrition { .. } => "choose the StarFleets lost to a scatter's attrition or in conflict",
        Step::Builds { .. } => "raise StarFleets at your StarGates with your RP before the game begins, then end",
        Step::BeaconRow { .. } => "choose a hexrow for the next beacon star",
        Step::BeaconPlace { .. } => "place a beacon star in the chosen hexrow",
        Step::Shifts { .. } => "shift your forces, then end your shifts",
        Step::ReserveShift { .. } => "make a reserve shift with one force, or none",
        Step::Exploration { .. } => "explore hexes with your StarFleets, then end your exploration",
        Step::Maintenance { .. } => "pay your StarFleets' maintenance, or disband some first",
        Step::Orders { .. } => "build and augment StarGates and raise StarFleets, then end your orders",
        Step::ContactIndex { .. } => "choose your Contact Index in secret, or open it once every party has sealed",
        Step::InteractionOptions => "choose your interaction options in secret, or reveal them once all have sealed",
        Step::Reduction { .. } => "say whether your force attempts to reduce the StarGate here",
        Step::Intent { .. } => "say in secret whether your force here attacks",
        Step::Capacity { .. } => "declare in secret your force's Approximate Conflict Capacity",
        Step::Attack { .. } => "choose the force to attack",
        Step::Fate { .. } => "say what you spend on your fate roll, then roll",
        Step::Dissolution { .. } => "choose the StarGates your dissolution neutralizes",
        Step::KeepX { .. } => "keep the X chit, or give it back",
        Step::PlaceGate { .. } => "place the autonomous StarGate that does not fit beside the hex rolled for, beside one that does",
    }
}

/// Every legal action of `seat` now, in a stable order. A shift is listed with all the fleets of its
/// force; any part of them may make the same shift (5.13), which `apply` accepts.
pub fn legal_actions(st: &State, seat: Seat) -> Vec<Action> {
    let now = step(st);
    if !actors(st).contains(&seat) {
        return Vec::new();
    }
    let mut out = Vec::new();
    match now {
        Step::Over => {}
        // Seals with the listed salt, which hides nothing (engine::seal); the app seals with its own.
        Step::ContactIndex { .. } => match contact::listed_opening(st, seat) {
            Some(index) => out.push(Action::OpenIndex { index, salt: LISTED_SALT }),
            None if st.contact.as_ref().is_some_and(|c| c.sealing.check_seal(seat.index()).is_ok()) => out.extend(
                contact::choices(st, seat)
                    .into_iter()
                    .map(|i| Action::SealIndex { commitment: contact::commitment(i, LISTED_SALT) }),
            ),
            None => {}
        },
        Step::Reduction { hex, .. } => {
            out.push(Action::Reduce { hex, attempt: true });
            out.push(Action::Reduce { hex, attempt: false });
        }
        Step::Attack { hex, .. } => {
            let me = conflict::attacking(st, seat);
            out.extend(conflict::defenders(st, me, hex).into_iter().map(|defender| Action::Attack { hex, defender }))
        }
        Step::Intent { .. } | Step::Capacity { .. } => match conflict::listed_opening(st, seat) {
            Some(conflict::ListedOpening::Intent(attack)) => out.push(Action::OpenIntent { attack, salt: LISTED_SALT }),
            Some(conflict::ListedOpening::Capacity(capacity)) => {
                out.push(Action::OpenCapacity { capacity, salt: LISTED_SALT })
            }
            None if st.conflict.as_ref().is_some_and(|c| c.sealing.check_seal(seat.index()).is_ok()) => {
                if matches!(now, Step::Intent { .. }) {
                    out.extend([true, false].map(|a| Action::SealIntent { commitment: conflict::intent_commitment(a, LISTED_SALT) }));
                } else {
                    out.extend(
                        conflict::capacities(st, seat)
                            .into_iter()
                            .map(|k| Action::SealCapacity { commitment: conflict::capacity_commitment(k, LISTED_SALT) }),
                    );
                }
            }
            None => {}
        },
        Step::InteractionOptions => match interaction::listed_opening(st, seat) {
            Some(options) => out.push(Action::OpenOptions { options, salt: LISTED_SALT }),
            None if st.interaction.as_ref().is_some_and(|i| i.sealing.check_seal(seat.index()).is_ok()) => out.extend(
                interaction::choices(st, seat)
                    .into_iter()
                    .map(|o| Action::SealOptions { commitment: interaction::commitment(&o, LISTED_SALT) }),
            ),
            None => {}
        },
        Step::Fate { .. } => out.extend(
            fate::spendings(st, seat)
                .into_iter()
                .map(|s| Action::Fate { left: s.left, plus: s.plus, chits: s.chits }),
        ),
        Step::KeepX { .. } => out.extend([true, false].map(|keep| Action::KeepX { keep })),
        Step::PlaceGate { .. } => {
            if let Some(p) = &st.placing {
                out.extend(autonomous::overflow(st, &p.gates).into_iter().map(|hex| Action::PlaceGate { hex }));
            }
        }
        Step::Dissolution { .. } => {
            if let Some(d) = &st.dissolution {
                out.extend(fate::picks(st, d).into_iter().map(|hex| Action::Dissolve { hex }));
            }
        }
        Step::Attrition { .. } => {
            if let Some(a) = &st.attrition {
                out.extend(parts(a.fleets, a.count).into_iter().map(|fleets| Action::Lose { fleets }));
            }
        }
        Step::BeaconRow { .. } => {
            if let Some(d) = &st.discovery {
                out.extend(beacons::rows(st, d.from).into_iter().map(|row| Action::Row { row }));
            }
        }
        Step::BeaconPlace { .. } => {
            if let Some(d) = &st.discovery {
                let row = d.row.expect("a placing step has a row");
                out.extend(beacons::places(st, d.from, row).into_iter().map(|hex| Action::Beacon { hex }));
            }
        }
        Step::Shifts { .. } | Step::ReserveShift { .. } => {
            for (from, fleets) in forces(st, seat) {
                for (to, p) in shift::destinations(st, seat, from, fleets) {
                    let ((least, most), _) = shift::carry_range(st, seat, from, fleets, &p);
                    out.extend((least..=most).map(|chits| Action::Shift { from, fleets, to, chits }));
                }
            }
            if st.moving.is_some() {
                out.push(Action::Stop);
            }
            if let Step::Shifts { .. } = now {
                for m in caretaker::moves(st, seat) {
                    out.extend(m.to.iter().map(|&to| Action::AutonomousShift { set: m.set, from: m.from, count: m.count, to }));
                }
                if caretaker::owed(st, seat).is_some() {
                    return out;
                }
            }
            out.push(Action::EndPhase);
        }
        Step::Exploration { .. } => {
            out.extend(explore::hexes(st, seat).into_iter().map(|hex| Action::Explore { hex }));
            out.push(Action::EndPhase);
        }
        Step::Maintenance { .. } => {
            if economy::maintenance(st, seat) <= st.player(seat).rp {
                out.push(Action::Maintain);
            }
            // One fleet at a time: any number is disbanded by repeating.
            for hex in st.hexes_of(seat) {
                for kind in FleetKind::ALL {
                    if kind.one().within(st.unshifted(seat, hex)) {
                        out.push(Action::Disband { hex, fleets: kind.one() });
                    }
                }
            }
        }
        Step::Orders { .. } => orders(st, seat, &mut out),
        Step::Builds { .. } => {
            for g in st.gates.iter().filter(|g| g.owner == Some(seat.into())) {
                for kind in FleetKind::ALL {
                    if economy::raise(st, seat, g.hex, kind).is_ok() {
                        out.push(Action::Raise { hex: g.hex, kind });
                    }
                }
            }
            out.push(Action::EndPhase);
        }
    }
    out
}

/// Every order `seat` may give now (14.1–14.2): each pair of fleets to create a gate, one fleet at a time
/// to augment (any number by repeating), each way to de-neutralize, each fleet to raise; then the end.
fn orders(st: &State, seat: Seat, out: &mut Vec<Action>) {
    let mut try_push = |a: Action| {
        if economy_order(st, seat, &a).is_some_and(|r| r.is_ok()) {
            out.push(a);
        }
    };
    for hex in st.hexes_of(seat) {
        let f = st.unshifted(seat, hex);
        for fleets in parts(f, 2) {
            try_push(Action::Create { hex, fleets });
        }
        for kind in FleetKind::ALL {
            try_push(Action::Augment { hex, fleets: kind.one() });
        }
        if let Some(g) = st.gate_at(hex) {
            let need = (g.sp as u32).saturating_sub(st.player(seat).cl as u32);
            for fleets in parts(f, need) {
                try_push(Action::Deneutralize { hex, fleets });
            }
        }
    }
    for g in st.gates.iter().filter(|g| g.owner == Some(seat.into())) {
        for kind in FleetKind::ALL {
            try_push(Action::Raise { hex: g.hex, kind });
        }
    }
    out.push(Action::EndPhase);
}

/// Every way to take `n` fleets out of `f`, by type.
fn parts(f: Fleets, n: u32) -> Vec<Fleets> {
    let mut v = Vec::new();
    for r in 0..=f.r {
        for d in 0..=f.d {
            let e = n as i64 - r as i64 - d as i64;
            if (0..=f.e as i64).contains(&e) {
                v.push(Fleets { r, d, e: e as u8 });
            }
        }
    }
    v
}

/// The forces `seat` may shift now, with all their fleets: the one going on (5.21), then each hex's
/// fleets that have not shifted, in map order.
pub fn forces(st: &State, seat: Seat) -> Vec<(crate::engine::hex::Hex, super::scenarios::Fleets)> {
    let mut out = Vec::new();
    if let Some(m) = &st.moving {
        out.push((m.hex, m.fleets));
    }
    if !(st.phase == Phase::ReserveShifts && st.reserve_used) {
        for h in st.hexes_of(seat) {
            let f = st.unshifted(seat, h);
            let going_on = st.going_on(h, f);
            if !f.is_empty() && !going_on {
                out.push((h, f));
            }
        }
    }
    out
}
