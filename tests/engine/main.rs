//! The engine's native tests: `cargo test --test engine`.
//!
//! Core: hex geometry, dice, the link codec, records and replay, engine purity, the layers (what `platform` and
//! `ui` may name), and the `starshift` CLI.
//! StarGate's rule scenarios live in `stargate/`; DeltaVee's foundation (geometry, map tiles, tables, logs,
//! scenarios) in `deltavee/`; Outreach's data, map and line of sight in `outreach/`.

mod about;
mod cli;
mod codec;
mod contract;
mod deltavee;
mod dice;
mod fork;
mod event_log;
mod flow;
mod fuzz;
mod goals;
mod help;
mod hex;
mod integrity;
mod layers;
mod outreach;
mod purity;
mod record;
mod replay;
mod save;
mod sha256;
mod steps;
mod starforce;
mod stargate;
mod undo;

/// Small helpers shared by the core tests.
#[allow(dead_code)]
pub mod support {
    use starshift::engine::game::{Game, Options};
    use starshift::engine::record::Session;
    use starshift::engine::stargate::StarGate;

    /// xorshift64* — a tiny deterministic generator for property tests (not the game's dice).
    #[derive(Clone, Debug)]
    pub struct Rng(u64);

    impl Rng {
        pub fn new(seed: u64) -> Rng {
            Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
        }
        pub fn next_u64(&mut self) -> u64 {
            let mut x = self.0;
            x ^= x >> 12;
            x ^= x << 25;
            x ^= x >> 27;
            self.0 = x;
            x.wrapping_mul(0x2545_F491_4F6C_DD1D)
        }
        /// Uniform-enough in `0..n` (`n` ≥ 1).
        pub fn below(&mut self, n: usize) -> usize {
            (self.next_u64() % n as u64) as usize
        }
        pub fn bytes(&mut self, len: usize) -> Vec<u8> {
            (0..len).map(|_| self.next_u64() as u8).collect()
        }
    }

    /// How a walk picks among the legal actions.
    #[derive(Clone, Copy, Debug)]
    pub enum Pick {
        First,
        Random(u64),
    }

    /// A session of `G` after up to `steps` actions, each a legal action of the first seat in `to_act`
    /// (the first one listed, or a pseudo-random one). Stops early when nobody may act. Works whatever
    /// the rules list, as long as what they list is accepted.
    pub fn walk<G: Game>(scenario: &str, seed: u64, steps: usize, pick: Pick) -> Session<G> {
        let mut s = Session::<G>::new(scenario, Options::new(), seed).expect("scenario sets up");
        let mut rng = match pick {
            Pick::Random(k) => Some(Rng::new(k)),
            Pick::First => None,
        };
        for step in 0..steps {
            let Some(&seat) = G::to_act(&s.state).first() else { break };
            let legal = G::legal_actions(&s.state, seat);
            if legal.is_empty() {
                break;
            }
            let i = rng.as_mut().map_or(0, |r| r.below(legal.len()));
            let action = legal[i].clone();
            if let Err(refusal) = s.act(seat, action.clone()) {
                panic!("step {step}: listed legal action {action:?} of {seat:?} was refused: {refusal}");
            }
        }
        s
    }

    /// A StarGate session of the standard scenario after a pseudo-random walk.
    pub fn stargate_walk(seed: u64, steps: usize, pick: Pick) -> Session<StarGate> {
        walk::<StarGate>("standard", seed, steps, pick)
    }
}
