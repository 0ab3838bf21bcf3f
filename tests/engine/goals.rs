//! The victory tracker (`Game::goals`, issue 16 point 7): each player's conditions and progress, counted
//! from what every seat sees, moving when a unit is lost. StarGate 12.1/12.2, DeltaVee 11.0, Sealed Bids.

use crate::stargate::support::{control, game, weapons, DUONOIP, HUMAN, IGUGUI, META};
use starshift::engine::bids::Bids;
use starshift::engine::deltavee::data::Class;
use starshift::engine::deltavee::state::{Gone, Phase as DvPhase, Player, State as DvState, Status};
use starshift::engine::deltavee::DeltaVee;
use starshift::engine::game::{Game, Goal, Options};
use starshift::engine::stargate::state::Loc;
use starshift::engine::stargate::{Phase, StarGate};

/// (have, of) of the goal of `player` whose needs start with `needs`.
fn progress(goals: &[Goal], player: &str, needs: &str) -> (u32, u32) {
    let g = goals.iter().find(|g| g.player == player && g.needs.starts_with(needs));
    let g = g.unwrap_or_else(|| panic!("{player}: {needs} in {goals:?}"));
    (g.have, g.of)
}

/// Every seat and a spectator are told the same: the counts rest on public losses only.
fn same_for_all<G: Game>(st: &G::State) -> Vec<Goal> {
    let public = G::goals(st, None);
    for &s in G::seats() {
        assert_eq!(G::goals(st, Some(s)), public, "{}: {s:?} is told what a spectator is", G::ID);
    }
    public
}

#[test]
fn stargate_counts_coalition_losses_and_races_12_1() {
    let mut st = game(Phase::CoalitionCombat, &[(HUMAN, "1510")], &[]);
    let g = same_for_all::<StarGate>(&st);
    assert_eq!(progress(&g, "Virunian Player", "Coalition units lost"), (0, 8));
    assert_eq!(progress(&g, "Virunian Player", "Coalition races"), (0, 4));
    assert!(g.iter().filter(|g| g.player == "Virunian Player").all(|g| g.case == "12.1"));
    // Two Humans lost: two units, one race.
    for u in [1, 2] {
        st.units[u as usize].loc = Loc::Eliminated;
    }
    let g = same_for_all::<StarGate>(&st);
    assert_eq!(progress(&g, "Virunian Player", "Coalition units lost"), (2, 8));
    assert_eq!(progress(&g, "Virunian Player", "Coalition races"), (1, 4));
    // A Virunian loss does not count toward 12.1.
    st.units[control(1) as usize].loc = Loc::Eliminated;
    let g = same_for_all::<StarGate>(&st);
    assert_eq!(progress(&g, "Virunian Player", "Coalition units lost"), (2, 8));
    for u in [IGUGUI, META, DUONOIP] {
        st.units[u as usize].loc = Loc::Eliminated;
    }
    let g = same_for_all::<StarGate>(&st);
    assert_eq!(progress(&g, "Virunian Player", "Coalition units lost"), (5, 8));
    assert_eq!(progress(&g, "Virunian Player", "Coalition races"), (4, 4));
}

#[test]
fn stargate_counts_tri_ship_groups_with_a_loss_12_2() {
    let mut st = game(Phase::VirunianCombat, &[], &[]);
    let c = "Coalition Player";
    assert_eq!(progress(&same_for_all::<StarGate>(&st), c, "Tri-Ship groups"), (0, 6));
    // Two losses in group 1 count once; a Coalition loss not at all.
    st.units[control(1) as usize].loc = Loc::Eliminated;
    st.units[weapons(1) as usize].loc = Loc::Eliminated;
    st.units[HUMAN as usize].loc = Loc::Eliminated;
    assert_eq!(progress(&same_for_all::<StarGate>(&st), c, "Tri-Ship groups"), (1, 6));
    for g in 2..=6 {
        st.units[weapons(g) as usize].loc = Loc::Eliminated;
    }
    let goals = same_for_all::<StarGate>(&st);
    assert_eq!(progress(&goals, c, "Tri-Ship groups"), (6, 6));
    assert_eq!(goals.iter().find(|g| g.player == c).unwrap().case, "12.2");
}

/// A DeltaVee scenario past its set-up (each set-up choice the first listed).
fn deltavee(scenario: &str) -> DvState {
    let mut st = DeltaVee::setup(scenario, &Options::new(), 1).expect("sets up");
    while st.phase == DvPhase::SetUp {
        let p = DeltaVee::to_act(&st)[0];
        let first = DeltaVee::legal_actions(&st, p)[0].clone();
        DeltaVee::apply(&mut st, p, &first).expect("listed");
    }
    st
}

fn lose(st: &mut DvState, p: Player, class: Class, how: Gone) {
    let s = st.fleet(p).find(|&s| st.ship(s).class == class && st.ship(s).status != Status::Gone(how)).expect("ship");
    st.ships[s as usize].status = Status::Gone(how);
}

#[test]
fn deltavee_first_shot_counts_daggers_and_the_sword_11_0_scenario_2() {
    let mut st = deltavee("first-shot");
    let g = same_for_all::<DeltaVee>(&st);
    assert_eq!(progress(&g, "Player 1", "Daggers destroyed"), (0, 2));
    assert_eq!(progress(&g, "Player 2", "the Sword destroyed"), (0, 1));
    assert!(g.iter().all(|g| g.case == "11.0 scenario 2"));
    lose(&mut st, Player::Two, Class::Dagger, Gone::Destroyed);
    assert_eq!(progress(&same_for_all::<DeltaVee>(&st), "Player 1", "Daggers destroyed"), (1, 2));
}

#[test]
fn deltavee_tau_ceti_counts_jumps_and_losses_11_0_scenario_3() {
    let mut st = deltavee("tau-ceti");
    lose(&mut st, Player::One, Class::CorcoGamma, Gone::Jumped);
    let g = same_for_all::<DeltaVee>(&st);
    assert_eq!(progress(&g, "Player 1", "or Corco Gammas jumped"), (1, 2));
    assert_eq!(progress(&g, "Player 2", "Player 1's ships destroyed"), (0, 3), "a jump is no loss");
    lose(&mut st, Player::One, Class::CorcoIota, Gone::Destroyed);
    let g = same_for_all::<DeltaVee>(&st);
    assert_eq!(progress(&g, "Player 2", "Player 1's ships destroyed"), (1, 3));
    assert_eq!(progress(&g, "Player 2", "the Corco Iota among them"), (1, 1));
}

#[test]
fn deltavee_every_scenario_has_goals_for_both_players() {
    for sc in DeltaVee::scenarios() {
        let g = same_for_all::<DeltaVee>(&deltavee(sc.id));
        for p in ["Player 1", "Player 2"] {
            assert!(g.iter().any(|g| g.player == p && g.have < g.of), "{}: {p} has an open goal", sc.id);
        }
        assert!(g.iter().all(|g| g.case.starts_with("11.0 scenario")), "{}", sc.id);
    }
}

#[test]
fn bids_counts_rounds_won_per_bidder() {
    let mut st = Bids::setup("two", &Options::new(), 1).expect("sets up");
    st.won[1] = 2;
    let g = same_for_all::<Bids>(&st);
    assert_eq!(g.len(), st.seats as usize);
    assert_eq!((g[0].have, g[1].have, g[1].of), (0, 2, 3));
}
