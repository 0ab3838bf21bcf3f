//! The game record — which is also the save and (encoded, see `link`) the link.
//!
//! `{format_version, game, scenario, options, seed, actions, check}`. The state is never stored: it is
//! derived by replaying the actions from `setup`, and checked against `check` when one is given.
//!
//! The check ([`Session::check`]) covers the whole history: the game, the scenario, the options, the seed
//! and every action with its seat, so any change to one of them is refused as damage. From format 3 it is
//! the check a version 3 link carries ([`link::check_of`](super::link::check_of) over the link's history
//! bytes), so records, saves and links share one check and computing it needs no JSON. It does not cover
//! the state: the state is what replaying the history makes, and a check over the state's shape would
//! make every later change of that shape refuse every older record. Older formats keep loading with
//! their own checks: format 2's covered the actions' and the final state's JSON forms
//! ([`Session::check_v2`]); format 1 records carried `state_hash`, the hash of the final state alone
//! ([`state_hash`]). The check detects damage and casual edits, not a determined forger (who can run the
//! engine and compute it).
//!
//! Records are strict: an unknown or misspelled field is refused with its name (the header here, each
//! action entry [`Step`], and the games' action forms).
//! A [`Session`] is a record being played: its replayed state plus the events of each action, which is
//! what undo needs (undo drops the last action, never across a die roll or a reveal).

use super::bits::{BitWriter, Code};
use super::game::{Game, Options, Refusal, Status};
use serde::{Deserialize, Serialize};

/// The current record format. Older versions stay loadable forever (golden files in tests/golden):
/// 1: `state_hash`, the hash of the final state; 2: `check`, the hash of the history's JSON forms
/// ([`Session::check_v2`]); 3: `check`, the link's check of the history ([`Session::check`]).
pub const FORMAT_VERSION: u32 = 3;

/// The first format whose check covers the history (in JSON forms: [`history_check`]).
pub const HISTORY_CHECK_VERSION: u32 = 2;

/// Most actions a record may hold (a StarGate game runs to a few thousand at the very most).
pub const MAX_ACTIONS: usize = 100_000;

/// A record as parsed: nothing in it is known to be legal until [`Session::from_record`] replays it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "serde_json::Value")]
pub struct Record {
    pub format_version: u32,
    pub game: String,
    pub scenario: String,
    #[serde(default)]
    pub options: Options,
    pub seed: u64,
    /// Each entry is `{"seat": …, "action": …}` in the game's own JSON form.
    pub actions: Vec<serde_json::Value>,
    /// The check value, verified on load when present: from format 3 the link's check of the history
    /// ([`Session::check`]), in format 2 the hash of the history's JSON forms ([`Session::check_v2`]), in
    /// format 1 (key `state_hash`) the hash of the final state ([`state_hash`]). A record without one
    /// loads unverified (the CLI's hand-editing drops it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub check: Option<String>,
}

/// The record's keys (`state_hash` is format 1's name for `check`).
const KEYS: [&str; 8] = ["format_version", "game", "scenario", "options", "seed", "actions", "check", "state_hash"];

/// The fields of a record, read as derived (the [`Record`] reader adds strictness first).
#[derive(Deserialize)]
struct Fields {
    format_version: u32,
    game: String,
    scenario: String,
    #[serde(default)]
    options: Options,
    seed: u64,
    actions: Vec<serde_json::Value>,
    #[serde(default, alias = "state_hash")]
    check: Option<String>,
}

/// Strict reading: a key the record's format does not have is refused, named. A record of a newer format
/// is read leniently (its new keys are not ours to judge), so that it is reported as newer, not damaged.
impl TryFrom<serde_json::Value> for Record {
    type Error = serde_json::Error;
    fn try_from(v: serde_json::Value) -> Result<Record, Self::Error> {
        use serde::de::Error;
        let newer = v.get("format_version").and_then(serde_json::Value::as_u64).is_some_and(|n| n > FORMAT_VERSION as u64);
        if let (serde_json::Value::Object(m), false) = (&v, newer) {
            if let Some(k) = m.keys().find(|k| !KEYS.contains(&k.as_str())) {
                return Err(Self::Error::unknown_field(k, &KEYS[..7]));
            }
        }
        let f: Fields = serde_json::from_value(v)?;
        Ok(Record {
            format_version: f.format_version,
            game: f.game,
            scenario: f.scenario,
            options: f.options,
            seed: f.seed,
            actions: f.actions,
            check: f.check,
        })
    }
}

/// One recorded action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step<S, A> {
    pub seat: S,
    pub action: A,
}

/// Why a record could not be loaded.
#[derive(Clone, Debug, PartialEq)]
pub enum LoadError {
    /// Not a record at all, or damaged.
    Corrupt(String),
    /// Made by a newer Starshift than this one.
    FutureVersion(u32),
    UnknownGame(String),
    TooLarge,
    /// An action in the record is not legal where it stands: a record or link is made of legal play, so
    /// it was damaged or edited (or comes from rules that have changed since).
    Refused { index: usize, refusal: Refusal },
    /// The check value does not match the replayed history (format 1: the final state): damaged or
    /// tampered with.
    HashMismatch { expected: String, actual: String },
    /// This device cannot read it: the browser lacks what it takes (a compressed link without the
    /// browser's DecompressionStream).
    Unsupported,
    /// The game's code could not be fetched (the web app loads each game's code when it first opens).
    Unavailable,
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::Corrupt(why) => write!(f, "This game record is damaged and cannot be read ({why})."),
            LoadError::FutureVersion(v) => write!(
                f,
                "This game was saved by a newer version of Starshift (format {v}); reload the page to update."
            ),
            // A damaged id is not shown: only one that reads as an id.
            LoadError::UnknownGame(g)
                if !g.is_empty()
                    && g.len() <= 24
                    && g.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_') =>
            {
                write!(f, "This record is for a game Starshift does not know: \"{g}\".")
            }
            LoadError::UnknownGame(_) => f.write_str("This record is for a game Starshift does not know."),
            LoadError::TooLarge => f.write_str("This game record is larger than any real game: it is damaged and cannot be read."),
            LoadError::Refused { index, refusal } => {
                let why = refusal.to_string();
                let why = why.trim_end_matches('.');
                // Damage, not a breach: a link cut short or changed in transit reads as moves out of order.
                write!(
                    f,
                    "This game is damaged: its move {} does not follow from the moves before it ({why}). A link \
                     cut short or changed on its way (by a mail or chat program) does this: ask for it again.",
                    index + 1
                )
            }
            LoadError::HashMismatch { .. } => f.write_str(
                "This game is damaged: its moves do not lead to the position its check records. A link cut short or \
                 changed on its way (by a mail or chat program) does this: ask for it again.",
            ),
            LoadError::Unavailable => f.write_str(
                "This game\u{2019}s code could not be fetched: Starshift loads each game the first time it opens. \
                 Check the connection and try again.",
            ),
            LoadError::Unsupported => f.write_str(
                "This browser cannot unpack a compressed game link. Update it, open the link in another browser, \
                 or ask for the game as a file.",
            ),
        }
    }
}

/// A stable 64-bit FNV-1a hash of the state's JSON form, as 16 hex digits.
pub fn state_hash<T: Serialize>(state: &T) -> String {
    let bytes = serde_json::to_vec(state).expect("game states serialize");
    format!("{:016x}", fnv1a(&bytes))
}

/// The check of format 2: the first 64 bits of SHA-256, as 16 hex digits, over the game, the
/// scenario, the options, the seed, each action with its seat in its JSON form (one per line) and the
/// final state hash. Computed from the parsed values, so spacing, key order or a hex written as a label
/// or as `{q, r}` do not change it; any change of meaning does.
pub fn history_check<G: Game>(
    scenario: &str,
    options: &Options,
    seed: u64,
    steps: impl Iterator<Item = (G::Seat, G::Action)>,
    state: &G::State,
) -> String {
    let mut text = format!(
        "starshift check {HISTORY_CHECK_VERSION}\n{}\n{}\n{}\n{seed}\n",
        json(&G::ID),
        json(&scenario),
        json(options)
    );
    for (seat, action) in steps {
        text.push_str(&json(&Step { seat, action }));
        text.push('\n');
    }
    text.push_str(&state_hash(state));
    let digest = super::sha256::sha256(text.as_bytes());
    format!("{:016x}", u64::from_be_bytes(digest[..8].try_into().expect("8 bytes")))
}

/// A value's JSON text.
fn json<T: Serialize + ?Sized>(v: &T) -> String {
    serde_json::to_string(v).expect("records serialize")
}

pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3))
}

/// An action that was applied, with what it caused.
pub struct Entry<G: Game> {
    pub seat: G::Seat,
    pub action: G::Action,
    pub events: Vec<G::Event>,
    /// The seat and action as a link writes them in the state they were played in
    /// ([`link::put_seat`](super::link::put_seat), [`Game::write_action`]), kept so that a link, a save
    /// or the check never replays the game to write it, and two histories compare by them.
    pub code: Code,
}

/// A game in play: the record's setup, the replayed state and the history of applied actions.
pub struct Session<G: Game> {
    pub scenario: String,
    pub options: Options,
    pub seed: u64,
    pub state: G::State,
    pub history: Vec<Entry<G>>,
}

impl<G: Game> Session<G> {
    pub fn new(scenario: &str, options: Options, seed: u64) -> Result<Self, String> {
        let state = G::setup(scenario, &options, seed)?;
        Ok(Session { scenario: scenario.to_string(), options, seed, state, history: Vec::new() })
    }

    /// Replays a parsed record; refuses one from a newer format, for another game, with an illegal action,
    /// or whose history (format 1: final state) does not match its check.
    pub fn from_record(rec: &Record) -> Result<Self, LoadError> {
        if rec.format_version == 0 {
            return Err(LoadError::Corrupt("format_version 0".into()));
        }
        if rec.format_version > FORMAT_VERSION {
            return Err(LoadError::FutureVersion(rec.format_version));
        }
        if rec.game != G::ID {
            return Err(LoadError::UnknownGame(rec.game.clone()));
        }
        if rec.actions.len() > MAX_ACTIONS {
            return Err(LoadError::TooLarge);
        }
        let mut s = Self::new(&rec.scenario, rec.options.clone(), rec.seed).map_err(LoadError::Corrupt)?;
        for (index, raw) in rec.actions.iter().enumerate() {
            let step: Step<G::Seat, G::Action> = serde_json::from_value(raw.clone())
                .map_err(|e| LoadError::Corrupt(format!("action {}: {e}", index + 1)))?;
            s.act(step.seat, step.action).map_err(|refusal| LoadError::Refused { index, refusal })?;
        }
        if let Some(expected) = &rec.check {
            let actual = match rec.format_version {
                1 => s.hash(),
                2 => s.check_v2(),
                _ => s.check(),
            };
            if &actual != expected {
                return Err(LoadError::HashMismatch { expected: expected.clone(), actual });
            }
        }
        Ok(s)
    }

    /// The record of this session in the current format, with its check.
    pub fn record(&self) -> Record {
        Record {
            format_version: FORMAT_VERSION,
            game: G::ID.to_string(),
            scenario: self.scenario.clone(),
            options: self.options.clone(),
            seed: self.seed,
            actions: self
                .history
                .iter()
                .map(|e| {
                    serde_json::to_value(Step { seat: e.seat, action: e.action.clone() }).expect("actions serialize")
                })
                .collect(),
            check: Some(self.check()),
        }
    }

    /// The hash of the current state alone (format 1's check; the CLI prints it).
    pub fn hash(&self) -> String {
        state_hash(&self.state)
    }

    /// The check of the whole history that records of format 3 and links of version 3 carry
    /// ([`link::check_of`](super::link::check_of) its link history), as 16 hex digits.
    pub fn check(&self) -> String {
        format!("{:016x}", super::link::check_of(&super::link::history(self)))
    }

    /// Format 2's check of the whole history ([`history_check`]), for records and links of format 2.
    pub fn check_v2(&self) -> String {
        let steps = self.history.iter().map(|e| (e.seat, e.action.clone()));
        history_check::<G>(&self.scenario, &self.options, self.seed, steps, &self.state)
    }

    /// Applies an action; on refusal nothing changes.
    pub fn act(&mut self, seat: G::Seat, action: G::Action) -> Result<&[G::Event], Refusal> {
        let mut bits = BitWriter::default();
        super::link::put_seat::<G>(&self.state, seat, &mut bits);
        G::write_action(&self.state, &action, &mut bits);
        let events = G::apply(&mut self.state, seat, &action)?;
        self.history.push(Entry { seat, action, events, code: bits.code() });
        Ok(&self.history.last().expect("just pushed").events)
    }

    /// Why the last action cannot be undone, if it cannot.
    pub fn undo_blocked(&self) -> Option<&'static str> {
        match self.history.last() {
            None => Some("There is nothing to undo."),
            Some(e) if e.events.iter().any(G::blocks_undo) => {
                Some("The last action rolled a die or revealed a unit, so it cannot be undone.")
            }
            Some(_) => None,
        }
    }

    /// Whose consent undoing the last action needs when `by` asks for it (issue 16): none when that
    /// action is `by`'s own (its current turn is the run of its own actions at the end of the history),
    /// else the seat that made it. Never across a roll or a reveal ([`Session::undo_blocked`]).
    pub fn undo_consent(&self, by: G::Seat) -> Result<Option<G::Seat>, &'static str> {
        if let Some(why) = self.undo_blocked() {
            return Err(why);
        }
        let last = self.history.last().map_or(by, |e| e.seat);
        Ok((last != by).then_some(last))
    }

    /// Drops the last action by replaying the ones before it.
    pub fn undo(&mut self) -> Result<(), String> {
        if let Some(why) = self.undo_blocked() {
            return Err(why.to_string());
        }
        *self = self.first(self.history.len() - 1)?;
        Ok(())
    }

    /// The session of this one's first `n` actions (all of them when `n` is larger), made anew by
    /// replaying them: the state and history of the whole session are never copied (issue 20: the web
    /// app then holds no code to copy a game's events).
    pub fn first(&self, n: usize) -> Result<Self, String> {
        let mut s = Self::new(&self.scenario, self.options.clone(), self.seed)?;
        for e in self.history.iter().take(n) {
            s.act(e.seat, e.action.clone()).map_err(|r| r.to_string())?;
        }
        Ok(s)
    }

    pub fn status(&self) -> Status {
        G::status(&self.state)
    }
}

impl<G: Game> Clone for Entry<G> {
    fn clone(&self) -> Self {
        Entry { seat: self.seat, action: self.action.clone(), events: self.events.clone(), code: self.code.clone() }
    }
}

impl<G: Game> Clone for Session<G> {
    fn clone(&self) -> Self {
        Session {
            scenario: self.scenario.clone(),
            options: self.options.clone(),
            seed: self.seed,
            state: self.state.clone(),
            history: self.history.clone(),
        }
    }
}

impl<G: Game> std::fmt::Debug for Entry<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Entry").field("seat", &self.seat).field("action", &self.action).field("events", &self.events).finish()
    }
}

impl<G: Game> std::fmt::Debug for Session<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("game", &G::ID)
            .field("scenario", &self.scenario)
            .field("seed", &self.seed)
            .field("actions", &self.history.len())
            .field("state", &self.state)
            .finish()
    }
}
