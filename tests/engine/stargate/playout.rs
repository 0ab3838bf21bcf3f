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
            println!("{}", StarGate::describe(ev));
        }
    }
    println!("{:?}", s.status());
}
