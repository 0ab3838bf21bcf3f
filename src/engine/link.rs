//! The link codec: a record as the compact text that follows `#` in a shared URL.
//!
//! Text = base64url (no padding) of `[version byte][flags byte][body]`, where the body is deflated
//! (raw DEFLATE, flag bit 0) only when that makes it shorter. The body holds the game, scenario, options,
//! seed, the number of actions, then the actions in each game's own compact bit form
//! ([`Game::write_action`]: explicit actions, not indices into legal lists, so that later rules which
//! add options leave old links meaning what they meant), and last the 8-byte check. Everything before
//! the check is the game's [`history`]. Decoding replays every action through the rules and verifies the
//! check, by version:
//! - 3: the options are pairs of strings, and the check is [`check_of`] the history bytes as received
//!   (the record's check from format 3, [`Session::check`]): no JSON is involved;
//! - 2: the options are a JSON object, and the check is format 2's check of the history
//!   ([`Session::check_v2`], over the actions' JSON forms and the final state's);
//! - 1: JSON options, and the hash of the final state ([`Session::hash`]).
//!
//! Links of versions 1 and 2 keep loading.
//!
//! Decoding never panics: every length is capped ([`MAX_LINK_CHARS`], [`MAX_BODY_BYTES`]) and every read
//! is checked.
//!
//! Compression is the caller's: [`body`] and [`text`] make a link around a deflate the caller provides,
//! [`payload`] and [`decode_body`] read one. The web app deflates with the browser's own
//! `CompressionStream` (`platform::deflate`), which keeps a DEFLATE implementation out of its wasm; native
//! code (the CLI, tests) has [`encode`], [`decode`] and [`game_of`], which use `miniz_oxide`.

use super::bits::{BitReader, BitWriter};
use super::game::{Game, Options};
use super::record::{LoadError, Session, MAX_ACTIONS};

/// The link format version (first byte): 1 ended with the final state's hash, 2 with the history's check
/// over JSON forms, 3 with the check of its own history bytes.
pub const LINK_VERSION: u8 = 3;
/// Longest link text accepted.
pub const MAX_LINK_CHARS: usize = 64 * 1024;
/// Largest body accepted after decompression.
pub const MAX_BODY_BYTES: usize = 1024 * 1024;

const FLAG_DEFLATED: u8 = 1;

/// Encodes a session as link text (deflated with `miniz_oxide`).
#[cfg(not(target_arch = "wasm32"))]
pub fn encode<G: Game>(session: &Session<G>) -> String {
    let body = body(session);
    text(&body, Some(&miniz_oxide::deflate::compress_to_vec(&body, 9)))
}

/// A session's link body, before compression: what [`text`] wraps. Its [`history`] and that history's
/// check.
pub fn body<G: Game>(session: &Session<G>) -> Vec<u8> {
    let mut body = history(session);
    body.extend_from_slice(&check_of(&body).to_be_bytes());
    body
}

/// The check of version 3 links and format 3 records: the first 64 bits of SHA-256 over
/// `"starshift check 3\n"` and the [`history`] bytes. It covers the game, the scenario, the options, the
/// seed and every action with its seat, as the link writes them.
pub fn check_of(history: &[u8]) -> u64 {
    let mut text = b"starshift check 3\n".to_vec();
    text.extend_from_slice(history);
    let digest = super::sha256::sha256(&text);
    u64::from_be_bytes(digest[..8].try_into().expect("8 bytes"))
}

/// A session's history as a version 3 link body writes it, all but the check: its [`setup`], the number
/// of actions, and the actions with their seats in bits (each entry's
/// [`code`](super::record::Entry::code), written as it was played).
pub fn history<G: Game>(session: &Session<G>) -> Vec<u8> {
    let mut body = setup(G::ID, &session.scenario, &session.options, session.seed);
    put_varint(&mut body, session.history.len() as u64);
    let mut bits = BitWriter::default();
    for e in &session.history {
        bits.append(&e.code);
    }
    body.extend_from_slice(&bits.finish());
    body
}

/// How a version 3 link body begins: the game, the scenario, the options (their number, then each name
/// and value) and the seed. Two games with the same setup are the same game up to their actions.
pub fn setup(game: &str, scenario: &str, options: &Options, seed: u64) -> Vec<u8> {
    let mut body = Vec::new();
    put_str(&mut body, game);
    put_str(&mut body, scenario);
    put_varint(&mut body, options.len() as u64);
    for (name, value) in options.iter() {
        put_str(&mut body, name);
        put_str(&mut body, value);
    }
    put_varint(&mut body, seed);
    body
}

/// The link text of `body`, deflated (raw DEFLATE) when `deflated` is given and shorter.
pub fn text(body: &[u8], deflated: Option<&[u8]>) -> String {
    let (flags, payload) = match deflated {
        Some(d) if d.len() < body.len() => (FLAG_DEFLATED, d),
        _ => (0, body),
    };
    let mut bytes = vec![LINK_VERSION, flags];
    bytes.extend_from_slice(payload);
    base64url_encode(&bytes)
}

/// Which game a link holds, without replaying it.
#[cfg(not(target_arch = "wasm32"))]
pub fn game_of(text: &str) -> Result<String, LoadError> {
    let (_, body) = body_of(text)?;
    game_of_body(&body)
}

/// Which game a link body holds.
pub fn game_of_body(body: &[u8]) -> Result<String, LoadError> {
    Reader { bytes: body, pos: 0 }.str()
}

/// Decodes and replays link text for game `G`, verifying its check.
#[cfg(not(target_arch = "wasm32"))]
pub fn decode<G: Game>(text: &str) -> Result<Session<G>, LoadError> {
    let (version, body) = body_of(text)?;
    decode_body(version, &body)
}

/// Replays a link body of format `version` for game `G`, verifying its check: every version (the CLI,
/// and the web app's chunk for links and records of earlier formats).
pub fn decode_body<G: Game>(version: u8, body: &[u8]) -> Result<Session<G>, LoadError> {
    if version >= 3 {
        return decode_v3(body);
    }
    let (h, at) = header::<G>(body, |r| json_options(&r.str()?))?;
    let s = replay(&h, body, at)?;
    let actual = if version == 1 { s.hash() } else { s.check_v2() };
    if actual != h.expected {
        return Err(LoadError::HashMismatch { expected: h.expected, actual });
    }
    Ok(s)
}

/// Replays a version 3 link body for game `G`. Its check is of the bytes as received, verified before any
/// replay; no JSON is involved.
pub fn decode_v3<G: Game>(body: &[u8]) -> Result<Session<G>, LoadError> {
    let (h, at) = header::<G>(body, |r| {
        let mut options = Options::new();
        for _ in 0..r.varint()? {
            let name = r.str()?;
            if options.insert(name, r.str()?).is_some() {
                return Err(corrupt("an option named twice"));
            }
        }
        Ok(options)
    })?;
    let actual = format!("{:016x}", check_of(&body[..h.hash_at]));
    if actual != h.expected {
        return Err(LoadError::HashMismatch { expected: h.expected, actual });
    }
    replay(&h, body, at)
}

/// What a link body says before its actions.
struct Header {
    scenario: String,
    options: Options,
    seed: u64,
    count: u64,
    /// Where the check begins, and the check it holds.
    hash_at: usize,
    expected: String,
}

/// Reads a body's header, its options as `options` reads them; returns it with where the actions begin.
fn header<G: Game>(
    body: &[u8],
    options: impl FnOnce(&mut Reader) -> Result<Options, LoadError>,
) -> Result<(Header, usize), LoadError> {
    let mut r = Reader { bytes: body, pos: 0 };
    let game = r.str()?;
    if game != G::ID {
        return Err(LoadError::UnknownGame(game));
    }
    let scenario = r.str()?;
    let options = options(&mut r)?;
    let seed = r.varint()?;
    let count = r.varint()?;
    if count > MAX_ACTIONS as u64 {
        return Err(LoadError::TooLarge);
    }
    let hash_at = body.len().checked_sub(8).filter(|&h| h >= r.pos).ok_or_else(|| corrupt("truncated"))?;
    let expected = format!("{:016x}", u64::from_be_bytes(body[hash_at..].try_into().expect("8 bytes")));
    Ok((Header { scenario, options, seed, count, hash_at, expected }, r.pos))
}

/// Replays the actions of a body whose header is `h`, from byte `at`.
fn replay<G: Game>(h: &Header, body: &[u8], at: usize) -> Result<Session<G>, LoadError> {
    let mut bits = BitReader::new(&body[at..h.hash_at]);
    let mut s = Session::<G>::new(&h.scenario, h.options.clone(), h.seed).map_err(LoadError::Corrupt)?;
    for index in 0..h.count as usize {
        let unreadable = || corrupt(&format!("action {} cannot be read", index + 1));
        let seat = get_seat::<G>(&s.state, &mut bits).ok_or_else(unreadable)?;
        let action = G::read_action(&s.state, &mut bits).ok_or_else(unreadable)?;
        s.act(seat, action).map_err(|refusal| LoadError::Refused { index, refusal })?;
    }
    Ok(s)
}

/// The options of a version 1 or 2 link: a JSON object, or nothing.
fn json_options(text: &str) -> Result<Options, LoadError> {
    if text.is_empty() {
        return Ok(Options::new());
    }
    serde_json::from_str(text).map_err(|e| LoadError::Corrupt(format!("options: {e}")))
}

/// The bits that tell which of `n` seats acts: none for one, else enough for `n − 1` (1 bit for two seats,
/// 2 for three or four, 3 for up to six).
fn seat_bits(n: usize) -> u32 {
    usize::BITS - n.saturating_sub(1).leading_zeros()
}

/// Writes which seat acts: its index among the seats that may act now (nothing when only one may).
pub fn put_seat<G: Game>(state: &G::State, seat: G::Seat, out: &mut BitWriter) {
    let seats = G::to_act(state);
    let i = seats.iter().position(|&s| s == seat).unwrap_or(0);
    out.put(i as u64, seat_bits(seats.len()));
}

/// Reads what [`put_seat`] wrote; `None` when no seat may act or the index is out of range.
pub fn get_seat<G: Game>(state: &G::State, input: &mut BitReader) -> Option<G::Seat> {
    let seats = G::to_act(state);
    let i = input.get(seat_bits(seats.len()))? as usize;
    seats.get(i).copied()
}

fn corrupt(why: &str) -> LoadError {
    LoadError::Corrupt(why.to_string())
}

/// A link's bytes, base64url undone and its version checked: its body as it was sent.
pub struct Payload {
    pub version: u8,
    /// The body is raw DEFLATE: inflate it (to at most [`MAX_BODY_BYTES`]) before [`decode_body`].
    pub deflated: bool,
    pub bytes: Vec<u8>,
}

/// Undoes base64url and the optional deflate (`miniz_oxide`), with caps; checks the version byte.
#[cfg(not(target_arch = "wasm32"))]
fn body_of(text: &str) -> Result<(u8, Vec<u8>), LoadError> {
    let p = payload(text)?;
    if !p.deflated {
        return Ok((p.version, p.bytes));
    }
    let body = miniz_oxide::inflate::decompress_to_vec_with_limit(&p.bytes, MAX_BODY_BYTES)
        .map_err(|e| inflate_error(matches!(e.status, miniz_oxide::inflate::TINFLStatus::HasMoreOutput)))?;
    Ok((p.version, body))
}

/// Undoes base64url, with caps; checks the version byte and the flags.
pub fn payload(text: &str) -> Result<Payload, LoadError> {
    let text = text.trim();
    if text.len() > MAX_LINK_CHARS {
        return Err(LoadError::TooLarge);
    }
    let bytes = base64url_decode(text).ok_or_else(|| corrupt("not a Starshift link"))?;
    match bytes.first() {
        None => return Err(corrupt("empty")),
        // Versions run 1, 2, …: a small higher one is a newer Starshift's; anything else is no link of ours.
        Some(&v) if v > LINK_VERSION && v < 16 => return Err(LoadError::FutureVersion(v as u32)),
        Some(&v) if v == 0 || v > LINK_VERSION => return Err(corrupt("not a Starshift link")),
        _ => {}
    }
    let version = bytes[0];
    let deflated = match *bytes.get(1).ok_or_else(|| corrupt("truncated"))? {
        0 => false,
        FLAG_DEFLATED => true,
        _ => return Err(corrupt("unknown flags")),
    };
    Ok(Payload { version, deflated, bytes: bytes[2..].to_vec() })
}

/// What a failed inflate means for the player (the caller's inflate reports `too_large` or not).
pub fn inflate_error(too_large: bool) -> LoadError {
    if too_large {
        LoadError::TooLarge
    } else {
        corrupt("does not decompress")
    }
}

/// Accepts a bare code, a `#code`, or a whole URL with the code after `#`.
pub fn code_from_input(input: &str) -> &str {
    let t = input.trim();
    t.rsplit_once('#').map_or(t, |(_, code)| code)
}

fn put_varint(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

fn put_str(out: &mut Vec<u8>, s: &str) {
    put_varint(out, s.len() as u64);
    out.extend_from_slice(s.as_bytes());
}

struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl Reader<'_> {
    fn byte(&mut self) -> Result<u8, LoadError> {
        let b = *self.bytes.get(self.pos).ok_or_else(|| corrupt("truncated"))?;
        self.pos += 1;
        Ok(b)
    }
    fn varint(&mut self) -> Result<u64, LoadError> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            v |= ((b & 0x7f) as u64) << shift;
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(corrupt("bad number"))
    }
    fn str(&mut self) -> Result<String, LoadError> {
        let n = usize::try_from(self.varint()?).map_err(|_| corrupt("bad length"))?;
        let end = self.pos.checked_add(n).filter(|&e| e <= self.bytes.len()).ok_or_else(|| corrupt("truncated"))?;
        let s = std::str::from_utf8(&self.bytes[self.pos..end]).map_err(|_| corrupt("bad text"))?;
        self.pos = end;
        Ok(s.to_string())
    }
}

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

pub fn base64url_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 4 / 3 + 3);
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, &b)| n | (b as u32) << (16 - 8 * i));
        for i in 0..chunk.len() + 1 {
            out.push(B64[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

pub fn base64url_decode(text: &str) -> Option<Vec<u8>> {
    let vals: Vec<u8> = text
        .bytes()
        .map(|c| B64.iter().position(|&b| b == c).map(|p| p as u8))
        .collect::<Option<_>>()?;
    if vals.len() % 4 == 1 {
        return None;
    }
    let mut out = Vec::with_capacity(vals.len() * 3 / 4);
    for chunk in vals.chunks(4) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, &v)| n | (v as u32) << (18 - 6 * i));
        for i in 0..chunk.len() - 1 {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    Some(out)
}

