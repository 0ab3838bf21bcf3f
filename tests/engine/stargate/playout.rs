//! Random playouts: hundreds of games of random legal actions. No panic, no state without a legal
//! action while the game is on, every listed action is accepted, and replaying the record (and its
//! link) gives the same state hash.

use starshift::engine::game::{Game, Options};
use starshift::engine::link;
use starshift::engine::record::Session;
use starshift::engine::stargate::{Action, StarGate};

/// A small deterministic generator for choosing actions (not the game's dice).
pub struct Pick(u64);
impl Pick {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Plays `steps` random legal actions (ending phases less often, so units move) and returns the session.
pub fn random_game(seed: u64, steps: usize) -> Session<StarGate> {
    let mut s = Session::<StarGate>::new("standard", Options::new(), seed).expect("setup");
    let mut pick = Pick(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..steps {
        let seats = StarGate::to_act(&s.state);
        if seats.is_empty() {
            assert!(s.state.winner.is_some(), "no seat may act but the game is not over");
            break;
        }
        let seat = seats[pick.below(seats.len())];
        let legal = StarGate::legal_actions(&s.state, seat);
        assert!(!legal.is_empty(), "dead end: {seat:?} has no legal action in {:?}", s.state.phase);
        let moves: Vec<&Action> = legal.iter().filter(|a| !matches!(a, Action::EndPhase)).collect();
        let action = if !moves.is_empty() && pick.below(8) != 0 {
            moves[pick.below(moves.len())].clone()
        } else {
            legal[pick.below(legal.len())].clone()
        };
        let before = s.hash();
        if let Err(r) = s.act(seat, action.clone()) {
            panic!("listed action {action:?} refused: {r} (state {before})");
        }
    }
    s
}

#[test]
fn random_playouts_never_dead_end_and_replay_to_the_same_hash() {
    for seed in 0..120u64 {
        let s = random_game(seed, 150);
        let replayed = Session::<StarGate>::from_record(&s.record()).expect("own record replays");
        assert_eq!(replayed.hash(), s.hash(), "seed {seed}");
        if seed % 10 == 0 {
            let code = link::encode(&s);
            let back = link::decode::<StarGate>(&code).expect("own link decodes");
            assert_eq!(back.hash(), s.hash(), "seed {seed} link");
        }
    }
}

#[test]
#[ignore]
fn print_a_game() {
    let s = random_game(3, 120);
    for e in &s.history {
        for ev in &e.events {
            println!("{}", StarGate::describe(ev, None));
        }
    }
    println!("{:?}", s.status());
}

/// Plays random legal actions until the game ends or Game-Turn `turn_cap` begins.
pub fn play_to_end(seed: u64, turn_cap: u32) -> Session<StarGate> {
    let mut s = Session::<StarGate>::new("standard", Options::new(), seed).expect("setup");
    let mut pick = Pick(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    while s.state.winner.is_none() && s.state.turn < turn_cap {
        let seats = StarGate::to_act(&s.state);
        assert!(!seats.is_empty(), "no seat may act but the game is not over");
        let seat = seats[pick.below(seats.len())];
        let legal = StarGate::legal_actions(&s.state, seat);
        assert!(!legal.is_empty(), "dead end: {seat:?} has no legal action in {:?}", s.state.phase);
        let moves: Vec<&Action> = legal.iter().filter(|a| !matches!(a, Action::EndPhase)).collect();
        // Seek the enemy half the time (approach, combat), move a few units a phase, then end it.
        let st = &s.state;
        let assaults: Vec<&Action> = moves
            .iter()
            .copied()
            .filter(|a| matches!(a, Action::Move { to, .. } if st.units_at(*to).any(|u| st.side(u) != seat)))
            .collect();
        let action = if !assaults.is_empty() && pick.below(2) == 0 {
            assaults[pick.below(assaults.len())].clone()
        } else if !moves.is_empty() && pick.below(4) != 0 {
            moves[pick.below(moves.len())].clone()
        } else {
            legal[pick.below(legal.len())].clone()
        };
        if let Err(r) = s.act(seat, action.clone()) {
            panic!("listed action {action:?} refused: {r}");
        }
    }
    s
}

/// Two thousand games to the end (or Game-Turn 60): no panic, no dead end, every listed action accepted;
/// every tenth record replays to the same hash, every fiftieth through its link too.
#[test]
fn random_games_play_to_a_victory_and_replay() {
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).min(4) as u64;
    let ended: usize = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut ended = 0;
                    for seed in (10_000 + t..12_000).step_by(threads as usize) {
                        let s = play_to_end(seed, 60);
                        ended += s.state.winner.is_some() as usize;
                        if seed % 10 == 0 {
                            let replayed = Session::<StarGate>::from_record(&s.record()).expect("own record replays");
                            assert_eq!(replayed.hash(), s.hash(), "seed {seed}");
                        }
                        if seed % 50 == 0 {
                            let back = link::decode::<StarGate>(&link::encode(&s)).expect("own link decodes");
                            assert_eq!(back.hash(), s.hash(), "seed {seed} link");
                        }
                    }
                    ended
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().expect("no panic")).sum()
    });
    // Random play ends nearly every game well before the cap.
    assert!(ended >= 1900, "only {ended} of 2000 games ended");
}

#[test]
#[ignore]
fn measure_games_to_the_end() {
    let t = std::time::Instant::now();
    let mut ended = 0;
    let mut actions = 0;
    for seed in 0..50u64 {
        let s = play_to_end(seed, 40);
        actions += s.history.len();
        if s.state.winner.is_some() {
            ended += 1;
        }
        println!("seed {seed}: turn {} winner {:?} actions {}", s.state.turn, s.state.winner, s.history.len());
    }
    println!("{ended}/50 ended, {actions} actions, {:?}", t.elapsed());
}
