//! A saved game as it is stored on a device (the web app's `localStorage`, a backup file): what the lobby
//! shows without replaying it (its [`SaveMeta`]), then the game itself as its link.
//!
//! Text: the meta as URL query text (`game=stargate&scenario=standard&local=coalition&remote=virunian&
//! turn=3&phase=Movement&updated=…`, plus `result=` and `name=` when there is one), `#`, then the game's
//! link text undeflated ([`link::text`](super::link::text) with no deflate, so that a save is written and
//! read without waiting for the browser's compression). A save is thus read and written with no JSON. Saves
//! written before (a JSON object `{"record": <record of format 1–3>, "meta": {…}}`) keep being read as
//! [`Saved::Record`].

use super::link;
use super::record::{LoadError, Record};
use serde::Deserialize;

/// Where a seat is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SeatMode {
    /// On this device (pass-and-play when several seats are local).
    Local,
    /// On another device, by link.
    Remote,
}

impl SeatMode {
    fn word(self) -> &'static str {
        match self {
            SeatMode::Local => "local",
            SeatMode::Remote => "remote",
        }
    }
}

/// Seat id → where that seat is played, in id order (`engine::named`).
pub type SeatModes = super::named::Named<SeatMode>;

/// What the lobby shows without replaying the game.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct SaveMeta {
    pub game: String,
    pub scenario: String,
    /// Seat id (as in the record, e.g. "coalition") → where it is played.
    pub seats: SeatModes,
    pub turn: u32,
    pub phase: String,
    pub result: Option<String>,
    pub updated_ms: u64,
    /// A copy's own name, beside its game's (a branch kept apart from the game it parted from).
    #[serde(default)]
    pub name: Option<String>,
}

/// The game a save holds.
#[derive(Clone, Debug, PartialEq)]
pub enum Saved {
    /// Its link text, undeflated (saves written from format 3 on).
    Link(String),
    /// A record of format 1, 2 or 3 in JSON (saves written before). Shared: the lobby lists saves by
    /// cloning them, and the first load then needs no code to clone a record (issue 20).
    Record(std::sync::Arc<Record>),
}

#[derive(Clone, Debug, PartialEq)]
pub struct SaveFile {
    pub meta: SaveMeta,
    pub game: Saved,
}

/// Why a stored text is not a save this version reads.
#[derive(Clone, Debug, PartialEq)]
pub enum Unread {
    /// Written by a newer Starshift (its record format or link version).
    Newer(u32),
    Damaged(String),
    /// A save of the form written before (JSON): [`parse_json`] reads it. Kept apart so that what reads
    /// only today's saves (the web app's first load) has no JSON code.
    Json,
}

/// A save's text: its meta as query text, `#`, its link text.
pub fn to_text(meta: &SaveMeta, link: &str) -> String {
    let mut q = form_urlencoded::Serializer::new(String::new());
    q.append_pair("game", &meta.game).append_pair("scenario", &meta.scenario);
    for (seat, mode) in meta.seats.iter() {
        q.append_pair(mode.word(), seat);
    }
    q.append_pair("turn", &meta.turn.to_string()).append_pair("phase", &meta.phase);
    if let Some(r) = &meta.result {
        q.append_pair("result", r);
    }
    q.append_pair("updated", &meta.updated_ms.to_string());
    if let Some(n) = &meta.name {
        q.append_pair("name", n);
    }
    format!("{}#{link}", q.finish())
}

/// Reads a stored save, of either form.
pub fn parse_any(text: &str) -> Result<SaveFile, Unread> {
    match parse(text) {
        Err(Unread::Json) => parse_json(text),
        r => r,
    }
}

/// Reads a stored save of today's form; one written before is [`Unread::Json`].
pub fn parse(text: &str) -> Result<SaveFile, Unread> {
    if text.trim_start().starts_with('{') {
        return Err(Unread::Json);
    }
    let (query, game) = text.split_once('#').ok_or_else(|| Unread::Damaged("not a Starshift save".into()))?;
    // The link is read (its version, its base64) when listed; replayed only when the game opens.
    match link::payload(game) {
        Err(LoadError::FutureVersion(v)) => return Err(Unread::Newer(v)),
        Err(e) => return Err(Unread::Damaged(e.to_string())),
        Ok(_) => {}
    }
    // The fields as a list (a save has about eight): no map code of this type in the first load.
    let mut fields: Vec<(String, String)> = Vec::new();
    let mut seats = SeatModes::default();
    for (k, v) in form_urlencoded::parse(query.as_bytes()) {
        match &*k {
            "local" => {
                seats.insert(v.into_owned(), SeatMode::Local);
            }
            "remote" => {
                seats.insert(v.into_owned(), SeatMode::Remote);
            }
            // Keys a later version may add are not ours to judge.
            _ => {
                fields.retain(|(f, _)| *f != k);
                fields.push((k.into_owned(), v.into_owned()));
            }
        }
    }
    let get = |k: &str| fields.iter().find(|(f, _)| f == k).map(|(_, v)| v.clone());
    let field = |k: &str| get(k).ok_or_else(|| Unread::Damaged(format!("its {k} is missing")));
    let number = |k: &str| field(k)?.parse::<u64>().map_err(|_| Unread::Damaged(format!("its {k} is not a number")));
    let meta = SaveMeta {
        game: field("game")?,
        scenario: field("scenario")?,
        seats,
        turn: u32::try_from(number("turn")?).map_err(|_| Unread::Damaged("its turn is out of range".into()))?,
        phase: field("phase")?,
        result: get("result"),
        updated_ms: number("updated")?,
        name: get("name"),
    };
    Ok(SaveFile { meta, game: Saved::Link(game.to_string()) })
}

/// A save written before format 3's saves: `{"record": …, "meta": …}` in JSON.
pub fn parse_json(text: &str) -> Result<SaveFile, Unread> {
    #[derive(Deserialize)]
    struct Json {
        record: Record,
        meta: SaveMeta,
    }
    let j: Json = serde_json::from_str(text).map_err(|e| Unread::Damaged(e.to_string()))?;
    if j.record.format_version > super::record::FORMAT_VERSION {
        return Err(Unread::Newer(j.record.format_version));
    }
    Ok(SaveFile { meta: j.meta, game: Saved::Record(j.record.into()) })
}
