//! The figures the command and fire panels show beside a legal action (`view::Choice::figures`): a
//! Command's cost and the allowances left (7.1–7.7, 5.6), a fire's figures as `fire::assess` and
//! `fire::check` give them with the fires left (8.0–8.7), a launch's fires and missiles left (9.1, 9.2);
//! and none of it in the view of a seat that may not act.

use super::movement::{game, ship};
use starshift::engine::deltavee::action::{Action, Battle, Order};
use starshift::engine::deltavee::damage::{Program, Source};
use starshift::engine::deltavee::data::{Chance, Expense, Fire, Missile};
use starshift::engine::deltavee::figures::{Allowances, Charge, Cost, Figures};
use starshift::engine::deltavee::fire::{self, Geometry, Reduction};
use starshift::engine::deltavee::map::at;
use starshift::engine::deltavee::rules::{apply, legal_actions, to_act};
use starshift::engine::deltavee::state::{Phase, Player, Segment, State, Unit};
use starshift::engine::deltavee::view::{view, Choice};
use starshift::engine::dice::Dice;

fn choice<'a>(v: &'a [Choice], action: &Action) -> &'a Choice {
    v.iter().find(|c| c.action == *action).unwrap_or_else(|| panic!("{action:?} listed"))
}

fn figures(st: &State, p: Player, action: &Action) -> Figures {
    choice(&view(st, p).legal, action).figures.clone().unwrap_or_else(|| panic!("{action:?} has figures"))
}

fn act(st: &mut State, p: Player, a: &Action) {
    assert!(legal_actions(st, p).contains(a), "{a:?} listed");
    apply(st, p, a).unwrap_or_else(|r| panic!("{a:?} refused: {r}"));
}

/// The seat that may not act sees no choice and no figure.
fn enemy_sees_nothing(st: &State, enemy: Player) {
    let v = view(st, enemy);
    assert!(v.legal.is_empty());
    let json = serde_json::to_string(&v).expect("serializes");
    for word in ["figures", "maneuvers_left", "fires_left", "target_value"] {
        assert!(!json.contains(word), "{word} in {enemy:?}'s view");
    }
}

fn free() -> Cost {
    Cost { charges: vec![], blocks: 0, energy_units: 0 }
}

/// Scenario 1 after Player 1's first move: Player 2's Command Segment, Piccolo D at velocity 1 with its
/// ten Energy Blocks of three units (10.3), Maneuver Rating 8: seven commands (7.1), no Battle Commands.
#[test]
fn showdown_commands_cost_and_allowances_before_and_after() {
    let mut st = game("showdown");
    let e = ship(&st, Player::One, 'E');
    act(&mut st, Player::One, &Action::Move { unit: e });
    assert_eq!(st.phase, Phase::Command(Player::Two, Segment::Command));
    let d = ship(&st, Player::Two, 'D');
    let left = |maneuvers_left, energy_units_left, energy_blocks_left| Allowances {
        unit: d,
        maneuvers_left,
        speed_only: false,
        battles_left: Some(0),
        tractor_left: None,
        energy_units_left,
        energy_blocks_left: Some(energy_blocks_left),
    };
    let accelerate = Action::Maneuver { unit: d, order: Order::Accelerate };
    let turn = Action::Maneuver { unit: d, order: Order::TurnLeft };
    let weave = Action::Maneuver { unit: d, order: Order::Weave { to: at("B1510") } };
    // The first Accelerate, Decelerate or Direction Change is free (7.5); a Weave costs a block (7.2).
    assert_eq!(figures(&st, Player::Two, &accelerate), Figures::Command { cost: free(), left: left(7, 30, 10) });
    let block =
        |expense| Cost { charges: vec![Charge { unit: d, expense, blocks: 1, units: 0 }], blocks: 1, energy_units: 3 };
    assert_eq!(
        figures(&st, Player::Two, &weave),
        Figures::Command { cost: block(Expense::Weave), left: left(7, 30, 10) }
    );
    // The End button has no figures.
    assert_eq!(choice(&view(&st, Player::Two).legal, &Action::EndCommands).figures, None);
    enemy_sees_nothing(&st, Player::One);

    act(&mut st, Player::Two, &accelerate);
    // One command fewer; a second steering command now costs one block (7.5).
    assert_eq!(
        figures(&st, Player::Two, &turn),
        Figures::Command { cost: block(Expense::ManeuverBeyondOne), left: left(6, 30, 10) }
    );
    act(&mut st, Player::Two, &turn);
    // The block is paid once however many follow (7.5).
    assert_eq!(figures(&st, Player::Two, &turn), Figures::Command { cost: free(), left: left(5, 27, 9) });
    // The allowance is counted from the velocity of the first command (7.1): still 7 in all at velocity 2.
    act(&mut st, Player::Two, &weave);
    assert_eq!(figures(&st, Player::Two, &turn), Figures::Command { cost: free(), left: left(4, 24, 8) });
    enemy_sees_nothing(&st, Player::One);
}

/// Scenario 4: Flute A's tractor beam (pod 3) on Flute B: a Battle Command, then the beam's command at
/// twice the target's burn rate (5.6: 12 Energy Units from Flute A), and the counts after each.
#[test]
fn tractor_beam_and_battle_command_figures() {
    let mut st = game("pirates");
    let (fa, fb) = (st.find(Player::Two, 'A').expect("A"), st.find(Player::Two, 'B').expect("B"));
    st.phase = Phase::Command(Player::Two, Segment::Command);
    st.tallies.clear();
    let beam = Action::Battle { ship: fa, command: Battle::TractorBeam { pod: 3, target: Unit::Ship(fb) } };
    let Figures::Command { cost, left } = figures(&st, Player::Two, &beam) else { panic!("a Command") };
    assert_eq!(cost, free());
    let (battles, units, blocks) =
        (left.battles_left.expect("a ship"), left.energy_units_left, left.energy_blocks_left.expect("a ship"));
    assert_eq!(left.tractor_left, None);
    assert!(battles >= 1);
    act(&mut st, Player::Two, &beam);
    let pull = Action::Tractor { ship: fa, order: Order::Accelerate };
    let Figures::Command { cost, left } = figures(&st, Player::Two, &pull) else { panic!("a Command") };
    assert_eq!(
        cost,
        Cost {
            charges: vec![Charge { unit: Unit::Ship(fa), expense: Expense::TractorBeam, blocks: 0, units: 12 }],
            blocks: 0,
            energy_units: 12
        }
    );
    assert_eq!((left.battles_left, left.tractor_left), (Some(battles - 1), Some(1)));
    act(&mut st, Player::Two, &pull);
    // Flute A's Maneuver Commands are its own, untouched by the beam (5.6); the energy is paid.
    let Figures::Command { left, .. } =
        figures(&st, Player::Two, &Action::Maneuver { unit: Unit::Ship(fa), order: Order::TurnLeft })
    else {
        panic!("a Command")
    };
    assert_eq!(left.tractor_left, Some(0));
    assert_eq!((left.energy_units_left, left.energy_blocks_left), (units - 12, Some(blocks - 2)));
    assert_eq!(left.maneuvers_left, starshift::engine::deltavee::commands::maneuvers_left(&st, Unit::Ship(fa)));
}

/// Scenario 1 played as the browser test plays it: each Piccolo accelerates to 4 in its first Command
/// Phase, then every seat takes its last listed action (its move, or ending the segment or phase).
fn showdown_until(stop: impl Fn(&State) -> bool) -> State {
    let mut st = game("showdown");
    for _ in 0..100 {
        if stop(&st) {
            return st;
        }
        let p = to_act(&st)[0];
        let legal = legal_actions(&st, p);
        let speed = legal
            .iter()
            .find(|a| matches!(a, Action::Maneuver { unit, order: Order::Accelerate } if st.velocity(*unit) < Some(4)));
        let a = speed.unwrap_or(legal.last().expect("an action")).clone();
        act(&mut st, p, &a);
    }
    panic!("not reached")
}

/// Player 2's Fire Phase of Game-Turn 4: Piccolo D four hexes from Piccolo E, both at velocity 4 (relative
/// velocity 8, 8.4). The burster uses the ship's Targeting Program (−2): Target Value 4 + 6 = 10, a laser
/// burst hits on 1. The hunter pod's is −4: Target Value 8 — burst on 2, barrage on 4, particle barrage on 1
/// (8.7). Each figure is `fire::check`'s, which is `fire::assess`'s with the extra fire marked.
#[test]
fn fire_figures_match_the_rules() {
    let mut st = showdown_until(|st| st.phase == Phase::Fire(Player::Two) && st.turn == 4);
    let (d, e) = (ship(&st, Player::Two, 'D'), ship(&st, Player::One, 'E'));
    let v = view(&st, Player::Two);
    let fires: Vec<&Choice> = v.legal.iter().filter(|c| matches!(c.action, Action::Fire { .. })).collect();
    let table: Vec<(Source, Fire, u32, Chance, u8)> = fires
        .iter()
        .map(|c| match &c.figures {
            Some(Figures::Fire { option: o, fires_left: 2, energy_units_left: 27 }) => {
                (o.source, o.fire, o.target_value, o.chance, o.energy_units)
            }
            f => panic!("{f:?}"),
        })
        .collect();
    assert_eq!(
        table,
        [
            (Source::Burster, Fire::LaserBurst, 10, Chance::AtMost(1), 0),
            (Source::Pod(1), Fire::LaserBurst, 8, Chance::AtMost(2), 0),
            (Source::Pod(1), Fire::LaserBarrage, 8, Chance::AtMost(4), 2),
            (Source::Pod(1), Fire::ParticleBarrage, 8, Chance::AtMost(1), 3),
        ]
    );
    for c in &fires {
        let Action::Fire { firer, source, fire: f, target } = c.action else { unreachable!() };
        let Some(Figures::Fire { option, .. }) = &c.figures else { unreachable!() };
        assert_eq!((firer, target), (d, e));
        assert_eq!(Some(option), fire::assess(&st, firer, source, f, target).as_ref());
        assert_eq!(*option, fire::check(&st, &st.fire, firer, source, f, target).expect("legal"));
        let geometry =
            Geometry { distance: 4, range: 4, chart_velocity: 8, reduction: Reduction::None, relative_velocity: 8 };
        assert_eq!(option.geometry, geometry);
        let program = if source == Source::Burster { (Program::Ship, -2, 6) } else { (Program::Pod(1), -4, 4) };
        assert_eq!((option.program, option.modifier, option.modified_velocity), program);
        assert!(!option.extra);
    }
    enemy_sees_nothing(&st, Player::One);

    // A laser barrage from the pod, missing on a 10: two Energy Units spent (8.2), one fire left (8.1).
    st.dice = Dice::scripted(&[10]);
    let barrage = Action::Fire { firer: d, source: Source::Pod(1), fire: Fire::LaserBarrage, target: e };
    act(&mut st, Player::Two, &barrage);
    let burst = Action::Fire { firer: d, source: Source::Burster, fire: Fire::LaserBurst, target: e };
    let Figures::Fire { option, fires_left, energy_units_left } = figures(&st, Player::Two, &burst) else {
        panic!("a fire")
    };
    assert_eq!((fires_left, energy_units_left), (1, 25));
    assert_eq!(fires_left, fire::fires_left(&st, &st.fire, d));
    assert_eq!((option.target_value, option.chance), (10, Chance::AtMost(1)));
    // The Hit Table's choice (8.8) and the phase's end have no figures.
    assert_eq!(choice(&view(&st, Player::Two).legal, &Action::EndFire).figures, None);
}

/// Player 1's first Fire Phase: Piccolo E's hunter pod may launch one of its two unguided missiles or its
/// intelligent one, one of the ship's two fires (the burster's and the pod's, 8.1, 9.2), with no energy (9.2).
#[test]
fn launch_figures() {
    let mut st = showdown_until(|st| st.phase == Phase::Fire(Player::One));
    let e = ship(&st, Player::One, 'E');
    let v = view(&st, Player::One);
    let launches: Vec<&Choice> = v.legal.iter().filter(|c| matches!(c.action, Action::Launch { .. })).collect();
    assert!(!launches.is_empty());
    for c in &launches {
        let Action::Launch { missile, .. } = c.action else { unreachable!() };
        let want = match missile {
            Missile::Unguided => 2,
            Missile::Intelligent => 1,
            m => panic!("{m:?}: the hunter pod carries none"),
        };
        assert_eq!(c.figures, Some(Figures::Launch { fires_left: 2, missiles_left: want }), "{}", c.label);
    }
    assert!(launches[0].label.contains("launch an unguided missile"), "{}", launches[0].label);
    enemy_sees_nothing(&st, Player::Two);
    let first = launches[0].action.clone();
    act(&mut st, Player::One, &first);
    let after = view(&st, Player::One);
    let next = after.legal.iter().find(|c| matches!(c.action, Action::Launch { .. }));
    // The pod's one fire is spent: no more launches from it (9.2).
    assert_eq!(next, None);
    assert_eq!(fire::fires_left(&st, &st.fire, e), 1);
}

/// The record the browser test imports to reach a Hit Table choice (tests/e2e/deltavee-panels.spec.mjs):
/// the game above with seed 17, up to Player 2's Fire Phase of Game-Turn 4, where the hunter pod's laser
/// barrage hits Piccolo E and leaves Player 2 the choice of part (8.8). Generated here so it always matches
/// the rules; regenerate with `STARSHIFT_WRITE_E2E=1 cargo test --test engine hit_table_fixture`.
#[test]
fn hit_table_fixture() {
    use starshift::engine::deltavee::DeltaVee;
    use starshift::engine::record::Session;
    const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/e2e/fixtures/deltavee-showdown-fire.json");
    let mut s = Session::<DeltaVee>::new("showdown", Default::default(), 17).expect("sets up");
    let goal = showdown_until(|st| st.phase == Phase::Fire(Player::Two) && st.turn == 4);
    // The same actions as `showdown_until`, through a session for the record.
    while s.state.phase != goal.phase || s.state.turn != goal.turn {
        let p = to_act(&s.state)[0];
        let legal = legal_actions(&s.state, p);
        let st = &s.state;
        let speed = legal
            .iter()
            .find(|a| matches!(a, Action::Maneuver { unit, order: Order::Accelerate } if st.velocity(*unit) < Some(4)));
        let a = speed.unwrap_or(legal.last().expect("an action")).clone();
        s.act(p, a).expect("legal");
    }
    let record = s.record();
    let json = serde_json::to_string_pretty(&record).expect("serializes") + "\n";
    if std::env::var_os("STARSHIFT_WRITE_E2E").is_some() {
        std::fs::write(FILE, &json).expect("writes the fixture");
    }
    let (d, e) = (ship(&s.state, Player::Two, 'D'), ship(&s.state, Player::One, 'E'));
    let barrage = Action::Fire { firer: d, source: Source::Pod(1), fire: Fire::LaserBarrage, target: e };
    s.act(Player::Two, barrage).expect("legal");
    let v = view(&s.state, Player::Two);
    let (hit, parts) = v.hit.clone().expect("a Hit Table choice for Player 2");
    assert_eq!(hit, e);
    assert!(parts.len() > 1);
    assert!(v.legal.iter().all(|c| matches!(c.action, Action::Choose { .. }) && c.figures.is_none()));
    assert!(v.legal[0].label.starts_with("The hit strikes Player 1's Piccolo E's "), "{}", v.legal[0].label);
    let on_disk = std::fs::read_to_string(FILE).unwrap_or_default();
    assert!(on_disk == json, "{FILE} is out of date: STARSHIFT_WRITE_E2E=1 cargo test --test engine hit_table_fixture");
}
