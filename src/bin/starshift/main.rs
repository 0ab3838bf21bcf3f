//! `starshift`: the native referee's and scripter's command line.
//!
//! Every command works on a game record (JSON) or a link (a bare code, `#code`, or a whole URL), read from
//! a file, from standard input (`-`), or given on the command line. The record's `game` id picks the game
//! from the one list of games (`engine::registry`), so no command names a game.
//!
//! Exit codes: 0 success, 1 an invalid record or link (or an illegal action), 2 a usage error.

use serde_json::{json, Value};
use starshift::engine::game::{seat_id, Game, Options};
use starshift::engine::hex::Hex;
use starshift::engine::link;
use starshift::engine::record::{LoadError, Record, Session, FORMAT_VERSION};
use starshift::engine::registry::{self, Visit};
use std::io::{Read, Write};
use std::process::ExitCode;
use std::time::Instant;

const HELP: &str = "\
starshift — the Starshift referee on the command line

USAGE:
    starshift new GAME SCENARIO --seed N [--options JSON]
        Print a new game record (JSON), with the options the lobby starts the game with unless JSON
        names them (Outreach: {\"rules\": \"full\"}, every rule; {} plays Outreach I's preview).
    starshift view RECORD --seat SEAT [--ignore-hash]
        Replay RECORD and print what SEAT sees (JSON): the prompt and every legal action
        (`legal: [{action, label}]`).
    starshift act RECORD --seat SEAT (--index I | --action JSON) [--ignore-hash]
        Replay RECORD, apply SEAT's legal action number I (0-based, as listed by `view`) or the given
        action, and print the new record (JSON).
    starshift replay RECORD_OR_LINK [--ignore-hash]
        Replay and print a verdict line (`ok: N actions, state hash H`, or `invalid: why`) and a JSON
        summary of the final position (status, hash, each seat's view of unit positions).
    starshift verify RECORD_OR_LINK
        Replay and print only the verdict line.
    starshift link RECORD
        Print the link code of a record.
    starshift record LINK
        Print the JSON record of a link (replayed and verified).
    starshift bench RECORD [--runs N]
        Print `actions: N`, `link_chars: N` (length of the link code) and `replay_us: N` (median
        microseconds to replay the record over N runs, default 5).
    starshift games
        List the games, their scenarios and seats.

INPUT:
    RECORD, LINK and RECORD_OR_LINK may each be a file path, `-` for standard input, or the text itself.
    Text beginning with `{` is read as a JSON record; anything else as a link: a bare code, `#code`, or a
    whole URL with the code after `#`. A string that is not an existing file is taken as that text.

EDITING RECORDS BY HAND:
    A record is {format_version, game, scenario, options, seed, actions, check}. To add a move,
    append {\"seat\": SEAT, \"action\": ACTION} to `actions`, with ACTION copied from `view`'s
    `legal[i].action` (or use `starshift act`). `check` covers the whole history (game, scenario,
    options, seed, every action with its seat, as the link writes them; format 2's also covered the final
    position, and format 1 records carry `state_hash`, the final position's alone) and is verified on
    load when present: `new` writes none, so a new record can be extended by hand; drop it from any
    other hand-edited record (or pass --ignore-hash to view, act and replay). `verify` always checks it.
    Unknown or misspelled keys are refused.

EXIT CODES:
    0 success; 1 invalid record or link, or an illegal action; 2 usage error.
";

/// Why a command failed, and so its exit code.
#[derive(Debug)]
enum Fail {
    /// Bad arguments (exit 2).
    Usage(String),
    /// Bad input: an unreadable or invalid record or link, an illegal action (exit 1).
    Invalid(String),
}

impl From<LoadError> for Fail {
    fn from(e: LoadError) -> Fail {
        Fail::Invalid(describe_load_error(&e))
    }
}

/// What a command prints on standard output, and its exit code.
struct Output {
    text: String,
    code: u8,
}

impl Output {
    fn ok(text: impl Into<String>) -> Output {
        let mut text = text.into();
        if !text.ends_with('\n') {
            text.push('\n');
        }
        Output { text, code: 0 }
    }
}

type Res<T> = Result<T, Fail>;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(out) => {
            let mut stdout = std::io::stdout().lock();
            // A closed pipe (e.g. `| head`) is not an error worth a panic.
            let _ = stdout.write_all(out.text.as_bytes());
            let _ = stdout.flush();
            ExitCode::from(out.code)
        }
        Err(Fail::Usage(msg)) => {
            eprintln!("starshift: {msg}\nRun `starshift --help` for usage.");
            ExitCode::from(2)
        }
        Err(Fail::Invalid(msg)) => {
            eprintln!("starshift: {msg}");
            ExitCode::from(1)
        }
    }
}

fn run(args: &[String]) -> Res<Output> {
    let Some(command) = args.first() else {
        return Err(Fail::Usage("no command given".into()));
    };
    let rest = &args[1..];
    match command.as_str() {
        "-h" | "--help" | "help" => Ok(Output::ok(HELP)),
        "new" => {
            let a = Args::parse(rest, &["seed", "options"], &[])?;
            let [game, scenario] = a.positionals("new", ["GAME", "SCENARIO"])?;
            let seed = a.value("seed").ok_or_else(|| Fail::Usage("new needs --seed N".into()))?;
            let seed: u64 = seed
                .parse()
                .map_err(|_| Fail::Usage(format!("--seed must be a whole number from 0, not \"{seed}\"")))?;
            // Without --options, a game's own defaults, as the lobby starts it (`Game::new_options`).
            let options: Option<Options> = match a.value("options") {
                None => None,
                Some(text) => Some(
                    serde_json::from_str(text)
                        .map_err(|e| Fail::Usage(format!("--options must be a JSON object: {e}")))?,
                ),
            };
            let cmd = New { scenario: scenario.clone(), options, seed };
            with_game(game, cmd).map_err(|_| Fail::Usage(unknown_game(game)))?
        }
        "view" => {
            let a = Args::parse(rest, &["seat"], &["ignore-hash"])?;
            let [input] = a.positionals("view", ["RECORD"])?;
            let seat = a.value("seat").ok_or_else(|| Fail::Usage("view needs --seat SEAT".into()))?.to_string();
            let src = Source::read(input)?.ignoring_hash(a.flag("ignore-hash"));
            with_game(&src.game()?, View { src: &src, seat })?
        }
        "act" => {
            let a = Args::parse(rest, &["seat", "index", "action"], &["ignore-hash"])?;
            let [input] = a.positionals("act", ["RECORD"])?;
            let seat = a.value("seat").ok_or_else(|| Fail::Usage("act needs --seat SEAT".into()))?.to_string();
            let choice = match (a.value("index"), a.value("action")) {
                (Some(i), None) => Choice::Index(
                    i.parse()
                        .map_err(|_| Fail::Usage(format!("--index must be a whole number from 0, not \"{i}\"")))?,
                ),
                (None, Some(json)) => Choice::Action(
                    serde_json::from_str(json).map_err(|e| Fail::Usage(format!("--action is not JSON: {e}")))?,
                ),
                _ => return Err(Fail::Usage("act needs one of --index I or --action JSON".into())),
            };
            let src = Source::read(input)?.ignoring_hash(a.flag("ignore-hash"));
            with_game(&src.game()?, Act { src: &src, seat, choice })?
        }
        "replay" | "verify" => {
            let summary = command == "replay";
            let a = Args::parse(rest, &[], if summary { &["ignore-hash"] } else { &[] })?;
            let [input] = a.positionals(command, ["RECORD_OR_LINK"])?;
            let src = Source::read(input)?.ignoring_hash(a.flag("ignore-hash"));
            let game = match src.game() {
                Ok(g) => g,
                Err(e) => return Ok(invalid_verdict(&e)),
            };
            match with_game(&game, Replay { src: &src, summary }) {
                Ok(out) => out,
                Err(e) => Ok(invalid_verdict(&e)),
            }
        }
        "link" => {
            let a = Args::parse(rest, &[], &[])?;
            let [input] = a.positionals("link", ["RECORD"])?;
            let src = Source::read(input)?;
            with_game(&src.game()?, LinkCmd { src: &src })?
        }
        "record" => {
            let a = Args::parse(rest, &[], &[])?;
            let [input] = a.positionals("record", ["LINK"])?;
            let src = Source::read(input)?;
            with_game(&src.game()?, RecordCmd { src: &src })?
        }
        "bench" => {
            let a = Args::parse(rest, &["runs"], &[])?;
            let [input] = a.positionals("bench", ["RECORD"])?;
            let runs: usize = match a.value("runs") {
                None => 5,
                Some(n) => n
                    .parse()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or_else(|| Fail::Usage(format!("--runs must be a whole number from 1, not \"{n}\"")))?,
            };
            let src = Source::read(input)?;
            with_game(&src.game()?, Bench { src: &src, runs })?
        }
        "games" => {
            let a = Args::parse(rest, &[], &[])?;
            a.positionals("games", [])?;
            Ok(Output::ok(pretty(&json!(registry::games()
                .iter()
                .map(|g| json!({"id": g.id, "name": g.name, "listed": g.listed, "scenarios": g.scenarios,
                    "seats": g.seats.iter().map(|s| s.id).collect::<Vec<_>>()}))
                .collect::<Vec<_>>()))))
        }
        other => Err(Fail::Usage(format!("unknown command \"{other}\""))),
    }
}

// ---------------------------------------------------------------------------------------------------
// Per-game dispatch.

/// Runs `v` for the game with id `id` (the one list of games, `engine::registry`).
fn with_game<V: Visit>(id: &str, v: V) -> Result<V::Out, LoadError> {
    registry::visit(id, v).ok_or_else(|| LoadError::UnknownGame(id.to_string()))
}

fn unknown_game(id: &str) -> String {
    let known: Vec<&str> = registry::games().iter().map(|g| g.id).collect();
    format!("unknown game \"{id}\" (known: {})", known.join(", "))
}

struct New {
    scenario: String,
    options: Option<Options>,
    seed: u64,
}

impl Visit for New {
    type Out = Res<Output>;
    fn visit<G: Game>(self) -> Res<Output> {
        let session = Session::<G>::new(&self.scenario, self.options.unwrap_or_else(G::new_options), self.seed).map_err(|why| {
            let known: Vec<&str> = G::scenarios().iter().map(|s| s.id).collect();
            Fail::Usage(format!("{why} (scenarios: {})", known.join(", ")))
        })?;
        // No state_hash: a new record has nothing to verify, and actions appended by hand then replay.
        let mut record = session.record();
        record.check = None;
        Ok(Output::ok(pretty(&record)))
    }
}

struct View<'a> {
    src: &'a Source,
    seat: String,
}

impl Visit for View<'_> {
    type Out = Res<Output>;
    fn visit<G: Game>(self) -> Res<Output> {
        let seat = parse_seat::<G>(&self.seat)?;
        let session = self.src.load::<G>()?;
        Ok(Output::ok(pretty(&G::view(&session.state, seat))))
    }
}

enum Choice {
    Index(usize),
    Action(Value),
}

struct Act<'a> {
    src: &'a Source,
    seat: String,
    choice: Choice,
}

impl Visit for Act<'_> {
    type Out = Res<Output>;
    fn visit<G: Game>(self) -> Res<Output> {
        let seat = parse_seat::<G>(&self.seat)?;
        let mut session = self.src.load::<G>()?;
        let action: G::Action = match self.choice {
            Choice::Index(i) => {
                let legal = G::legal_actions(&session.state, seat);
                if !G::to_act(&session.state).contains(&seat) {
                    return Err(Fail::Invalid(format!("{} may not act now", G::seat_name(seat))));
                }
                legal.into_iter().nth(i).ok_or_else(|| {
                    Fail::Usage(format!("--index {i} is out of range: {} has fewer legal actions", G::seat_name(seat)))
                })?
            }
            Choice::Action(v) => serde_json::from_value(v)
                .map_err(|e| Fail::Usage(format!("--action is not a {} action: {e}", G::NAME)))?,
        };
        session.act(seat, action).map_err(|refusal| Fail::Invalid(format!("refused: {refusal}")))?;
        Ok(Output::ok(pretty(&session.record())))
    }
}

struct Replay<'a> {
    src: &'a Source,
    summary: bool,
}

impl Visit for Replay<'_> {
    type Out = Res<Output>;
    fn visit<G: Game>(self) -> Res<Output> {
        let session = match self.src.load::<G>() {
            Ok(s) => s,
            Err(e) => return Ok(invalid_verdict(&e)),
        };
        let mut text = format!("ok: {} actions, state hash {}\n", session.history.len(), session.hash());
        if self.summary {
            text.push_str(&pretty(&summary(&session)));
        }
        Ok(Output::ok(text))
    }
}

struct LinkCmd<'a> {
    src: &'a Source,
}

impl Visit for LinkCmd<'_> {
    type Out = Res<Output>;
    fn visit<G: Game>(self) -> Res<Output> {
        Ok(Output::ok(link::encode(&self.src.load::<G>()?)))
    }
}

struct RecordCmd<'a> {
    src: &'a Source,
}

impl Visit for RecordCmd<'_> {
    type Out = Res<Output>;
    fn visit<G: Game>(self) -> Res<Output> {
        Ok(Output::ok(pretty(&self.src.load::<G>()?.record())))
    }
}

struct Bench<'a> {
    src: &'a Source,
    runs: usize,
}

impl Visit for Bench<'_> {
    type Out = Res<Output>;
    fn visit<G: Game>(self) -> Res<Output> {
        let session = self.src.load::<G>()?;
        let record = session.record();
        let link_chars = link::encode(&session).len();
        let mut times: Vec<u128> = (0..self.runs)
            .map(|_| {
                let start = Instant::now();
                let replayed = Session::<G>::from_record(&record);
                let us = start.elapsed().as_micros();
                assert!(replayed.is_ok(), "a session's own record replays");
                us
            })
            .collect();
        times.sort_unstable();
        let median = times[times.len() / 2];
        Ok(Output::ok(format!("actions: {}\nlink_chars: {link_chars}\nreplay_us: {median}\n", session.history.len())))
    }
}

/// The verdict of an invalid record or link: a line on standard output, exit code 1.
fn invalid_verdict(e: &LoadError) -> Output {
    Output { text: format!("invalid: {}\n", describe_load_error(e)), code: 1 }
}

/// The player-facing message, with the details a referee wants.
fn describe_load_error(e: &LoadError) -> String {
    match e {
        LoadError::HashMismatch { expected, actual } => {
            format!("{e} (record claims check {expected}, replay gives {actual})")
        }
        _ => e.to_string(),
    }
}

/// The final position: status, hash, and each seat's view of where the units are.
fn summary<G: Game>(s: &Session<G>) -> Value {
    let mut seats = serde_json::Map::new();
    for &seat in G::seats() {
        let view = serde_json::to_value(G::view(&s.state, seat)).unwrap_or(Value::Null);
        seats.insert(seat_key::<G>(seat), json!({ "units": positions(&view) }));
    }
    json!({
        "game": G::ID,
        "scenario": s.scenario,
        "options": s.options,
        "seed": s.seed,
        "actions": s.history.len(),
        "status": s.status(),
        "hash": s.hash(),
        "to_act": G::to_act(&s.state).into_iter().map(seat_key::<G>).collect::<Vec<_>>(),
        "seats": seats,
    })
}

/// The `units` of a view, each as `{id, name, side, hex}` with the hex as its `XXYY` label. A DeltaVee
/// view has `ships` and `counters` instead (`player`, `at`): ships, then counters (a face-down one
/// named so), each with its `kind`.
fn positions(view: &Value) -> Value {
    let keys: &[&str] =
        if view.get("units").is_some() { &["id", "name", "side"] } else { &["id", "kind", "name", "side"] };
    let units: Vec<Value> = match view.get("units").and_then(Value::as_array) {
        Some(units) => units.clone(),
        None => {
            let list = |key: &str| view.get(key).and_then(Value::as_array).cloned().unwrap_or_default();
            let recast = |u: &Value, kind: &str| {
                let name = u.get("name").or_else(|| u.pointer("/known/name")).cloned();
                json!({
                    "id": u.get("id"),
                    "kind": kind,
                    "name": name.unwrap_or_else(|| Value::String("face-down counter".into())),
                    "side": u.get("player"),
                    "hex": u.get("label"),
                })
            };
            let ships = list("ships").iter().map(|u| recast(u, "ship")).collect::<Vec<_>>();
            ships.into_iter().chain(list("counters").iter().map(|u| recast(u, "counter"))).collect()
        }
    };
    units
        .iter()
        .map(|u| {
            let mut o = serde_json::Map::new();
            for &key in keys {
                if let Some(v) = u.get(key) {
                    o.insert(key.to_string(), v.clone());
                }
            }
            let hex = match u.get("hex") {
                None | Some(Value::Null) => Value::Null,
                Some(h) => {
                    serde_json::from_value::<Hex>(h.clone()).map(|h| Value::String(h.label())).unwrap_or(h.clone())
                }
            };
            o.insert("hex".to_string(), hex);
            Value::Object(o)
        })
        .collect()
}

/// A seat as records spell it, e.g. "virunian".
fn seat_key<G: Game>(seat: G::Seat) -> String {
    seat_id::<G>(seat).to_string()
}

fn parse_seat<G: Game>(s: &str) -> Res<G::Seat> {
    G::seats()
        .iter()
        .copied()
        .find(|&seat| seat_key::<G>(seat).eq_ignore_ascii_case(s) || G::seat_name(seat).eq_ignore_ascii_case(s))
        .ok_or_else(|| {
            let known: Vec<String> = G::seats().iter().map(|&seat| seat_key::<G>(seat)).collect();
            Fail::Usage(format!("{} has no seat \"{s}\" (seats: {})", G::NAME, known.join(", ")))
        })
}

fn pretty<T: serde::Serialize + ?Sized>(v: &T) -> String {
    let mut s = serde_json::to_string_pretty(v).expect("plain data serializes");
    s.push('\n');
    s
}

// ---------------------------------------------------------------------------------------------------
// Input: a record or a link, from a file, standard input, or the argument itself.

enum Source {
    Record(Record),
    Link(String),
    /// Text that looked like a JSON record but is not a readable one.
    Unreadable(LoadError),
}

impl Source {
    /// `-` reads standard input; an existing file is read; anything else is the text itself.
    fn read(arg: &str) -> Res<Source> {
        let text = if arg == "-" {
            let mut s = String::new();
            std::io::stdin()
                .read_to_string(&mut s)
                .map_err(|e| Fail::Invalid(format!("cannot read standard input: {e}")))?;
            s
        } else if std::path::Path::new(arg).is_file() {
            std::fs::read_to_string(arg).map_err(|e| Fail::Invalid(format!("cannot read {arg}: {e}")))?
        } else if arg.ends_with(".json") {
            return Err(Fail::Invalid(format!("cannot read {arg}: no such file")));
        } else {
            arg.to_string()
        };
        Ok(Source::parse(&text))
    }

    fn parse(text: &str) -> Source {
        if text.trim_start().starts_with('{') {
            match parse_record(text) {
                Ok(r) => Source::Record(r),
                Err(e) => Source::Unreadable(e),
            }
        } else {
            Source::Link(link::code_from_input(text).to_string())
        }
    }

    fn ignoring_hash(mut self, ignore: bool) -> Source {
        if let (true, Source::Record(r)) = (ignore, &mut self) {
            r.check = None;
        }
        self
    }

    /// The game id, without replaying.
    fn game(&self) -> Result<String, LoadError> {
        match self {
            Source::Record(r) => Ok(r.game.clone()),
            Source::Link(code) => link::game_of(code),
            Source::Unreadable(e) => Err(e.clone()),
        }
    }

    fn load<G: Game>(&self) -> Result<Session<G>, LoadError> {
        match self {
            Source::Record(r) => Session::from_record(r),
            Source::Link(code) => link::decode::<G>(code),
            Source::Unreadable(e) => Err(e.clone()),
        }
    }
}

/// Parses a JSON record, reporting a newer format as such even when its fields are unknown to us.
fn parse_record(text: &str) -> Result<Record, LoadError> {
    let value: Value = serde_json::from_str(text).map_err(|e| LoadError::Corrupt(format!("not JSON: {e}")))?;
    if let Some(v) = value.get("format_version").and_then(Value::as_u64) {
        if v > FORMAT_VERSION as u64 {
            return Err(LoadError::FutureVersion(v.min(u32::MAX as u64) as u32));
        }
    }
    serde_json::from_value(value).map_err(|e| LoadError::Corrupt(format!("not a game record: {e}")))
}

// ---------------------------------------------------------------------------------------------------
// Arguments: positionals, `--name value` / `--name=value` options, and `--flag`s.

struct Args {
    positionals: Vec<String>,
    values: Vec<(String, String)>,
    flags: Vec<String>,
}

impl Args {
    fn parse(args: &[String], valued: &[&str], flags: &[&str]) -> Res<Args> {
        let mut out = Args { positionals: Vec::new(), values: Vec::new(), flags: Vec::new() };
        let mut it = args.iter();
        while let Some(arg) = it.next() {
            let Some(name) = arg.strip_prefix("--").filter(|n| !n.is_empty()) else {
                if arg.len() > 1 && arg.starts_with('-') && arg.parse::<i64>().is_err() {
                    return Err(Fail::Usage(format!("unknown option \"{arg}\"")));
                }
                out.positionals.push(arg.clone());
                continue;
            };
            let (name, inline) = match name.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (name, None),
            };
            if valued.contains(&name) {
                let value = match inline {
                    Some(v) => v,
                    None => it.next().cloned().ok_or_else(|| Fail::Usage(format!("--{name} needs a value")))?,
                };
                if out.values.iter().any(|(n, _)| n == name) {
                    return Err(Fail::Usage(format!("--{name} given twice")));
                }
                out.values.push((name.to_string(), value));
            } else if flags.contains(&name) && inline.is_none() {
                out.flags.push(name.to_string());
            } else {
                return Err(Fail::Usage(format!("unknown option \"--{name}\"")));
            }
        }
        Ok(out)
    }

    fn value(&self, name: &str) -> Option<&str> {
        self.values.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    fn flag(&self, name: &str) -> bool {
        self.flags.iter().any(|f| f == name)
    }

    /// Exactly the named positionals.
    fn positionals<const N: usize>(&self, command: &str, names: [&str; N]) -> Res<[&String; N]> {
        let got: Vec<&String> = self.positionals.iter().collect();
        got.try_into().map_err(|got: Vec<&String>| {
            let usage = if N == 0 { "no arguments".to_string() } else { names.join(" ") };
            Fail::Usage(format!("{command} takes {usage}; got {} argument(s)", got.len()))
        })
    }
}
