//! A game stepped through, finished or in progress: the state after any number of its actions, derived by
//! replaying them from the setup (the engine is deterministic and the dice live in the state). A snapshot
//! of the state is kept every [`EVERY`] actions, so reaching any step replays fewer than that many.
//! Step `k` is the game after its first `k` actions (0: as set up).

use super::game::Game;
use super::record::Session;

/// Actions between two kept snapshots.
pub const EVERY: usize = 32;

pub struct Replay<G: Game> {
    /// The game replayed from its setup: its history made anew by the rules (each action's events and
    /// code), so the replay copies none of the session's, and its last state.
    pub game: Session<G>,
    /// `snapshots[i]`: the state after `i * EVERY` actions.
    snapshots: Vec<G::State>,
    /// The Game-Turn after `k` actions (the engine's status), for `k` in `0..=len`.
    turns: Vec<u32>,
}

impl<G: Game> Replay<G> {
    /// Replays a session's history from its setup, keeping the snapshots and each step's Game-Turn.
    pub fn new(s: &Session<G>) -> Result<Self, String> {
        let mut game = Session::<G>::new(&s.scenario, s.options.clone(), s.seed)?;
        let mut snapshots = vec![game.state.clone()];
        let mut turns = vec![game.status().turn];
        for (i, e) in s.history.iter().enumerate() {
            game.act(e.seat, e.action.clone()).map_err(|r| r.to_string())?;
            if (i + 1) % EVERY == 0 {
                snapshots.push(game.state.clone());
            }
            turns.push(game.status().turn);
        }
        Ok(Replay { game, snapshots, turns })
    }

    /// How many actions the game has: the last step.
    pub fn len(&self) -> usize {
        self.game.history.len()
    }

    pub fn is_empty(&self) -> bool {
        self.game.history.is_empty()
    }

    /// The state after the first `k` actions (`k` past the end: the last).
    pub fn state_at(&self, k: usize) -> G::State {
        let k = k.min(self.len());
        let from = k / EVERY * EVERY;
        let mut st = self.snapshots[k / EVERY].clone();
        for e in &self.game.history[from..k] {
            // Accepted when the history was made and again in `new`: the same rules accept it now.
            let _ = G::apply(&mut st, e.seat, &e.action);
        }
        st
    }

    /// The Game-Turn at step `k`.
    pub fn turn_at(&self, k: usize) -> u32 {
        self.turns[k.min(self.len())]
    }

    /// The first step of step `k`'s Game-Turn.
    pub fn turn_start(&self, k: usize) -> usize {
        let k = k.min(self.len());
        let t = self.turns[k];
        k - self.turns[..k].iter().rev().take_while(|&&x| x == t).count()
    }

    /// Back a Game-Turn: to the start of this one, or from there to the start of the one before.
    pub fn prev_turn(&self, k: usize) -> usize {
        match self.turn_start(k) {
            s if s < k.min(self.len()) || s == 0 => s,
            s => self.turn_start(s - 1),
        }
    }

    /// On a Game-Turn: to the first step of the next one, else the last step.
    pub fn next_turn(&self, k: usize) -> usize {
        let k = k.min(self.len());
        let t = self.turns[k];
        k + self.turns[k..].iter().take_while(|&&x| x == t).count().min(self.len() - k)
    }
}
