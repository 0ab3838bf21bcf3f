//! The link codec: base64url, round trips, and decoding hostile input without panicking.

use crate::support::{stargate_walk, Pick, Rng};
use starshift::engine::bits::{BitReader, BitWriter};
use starshift::engine::game::Game;
use starshift::engine::hex::{Dir, Hex};
use starshift::engine::link::{self, base64url_decode, base64url_encode, LINK_VERSION, MAX_BODY_BYTES, MAX_LINK_CHARS};
use starshift::engine::record::{LoadError, Session, MAX_ACTIONS};
use starshift::engine::stargate::StarGate;
use starshift::engine::stargate::tables::Tactic;
use starshift::engine::stargate::{data, Action, Mode, State};

const B64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

fn decode(text: &str) -> Result<Session<StarGate>, LoadError> {
    link::decode::<StarGate>(text)
}

/// The raw link bytes (version, flags, body) with the body inflated: the link's body as written.
fn raw_body(text: &str) -> Vec<u8> {
    let bytes = base64url_decode(text).expect("valid base64url");
    assert_eq!(bytes[0], LINK_VERSION);
    match bytes[1] {
        0 => bytes[2..].to_vec(),
        1 => miniz_oxide::inflate::decompress_to_vec(&bytes[2..]).expect("inflates"),
        f => panic!("unexpected flags {f}"),
    }
}

/// A link from a raw body: `deflate` chooses the compressed form.
fn link_of_body(body: &[u8], deflate: bool) -> String {
    let mut bytes = vec![LINK_VERSION];
    if deflate {
        bytes.push(1);
        bytes.extend(miniz_oxide::deflate::compress_to_vec(body, 6));
    } else {
        bytes.push(0);
        bytes.extend_from_slice(body);
    }
    base64url_encode(&bytes)
}

#[test]
fn base64url_known_vectors() {
    assert_eq!(base64url_encode(b""), "");
    assert_eq!(base64url_encode(b"M"), "TQ");
    assert_eq!(base64url_encode(b"Ma"), "TWE");
    assert_eq!(base64url_encode(b"Man"), "TWFu");
    assert_eq!(base64url_encode(&[0xfb, 0xff, 0xfe]), "-__-");
    assert_eq!(base64url_decode("TWFu").as_deref(), Some(&b"Man"[..]));
    assert_eq!(base64url_decode("-__-").as_deref(), Some(&[0xfb, 0xff, 0xfe][..]));
    // Not base64url: padding, the standard alphabet's + and /, a lone trailing character, spaces.
    for bad in ["TWE=", "+/", "TWFuT", "TW Fu", "é"] {
        assert_eq!(base64url_decode(bad), None, "{bad:?}");
    }
}

#[test]
fn base64url_round_trips_random_bytes() {
    let mut rng = Rng::new(1);
    for len in 0..300 {
        for _ in 0..3 {
            let bytes = rng.bytes(len);
            let text = base64url_encode(&bytes);
            assert_eq!(text.len(), (len * 4).div_ceil(3), "no padding");
            assert!(text.bytes().all(|c| B64.contains(&c)));
            assert_eq!(base64url_decode(&text), Some(bytes));
        }
    }
}

#[test]
fn a_link_round_trips() {
    for (seed, steps, pick) in
        [(1, 0, Pick::First), (2, 40, Pick::First), (3, 120, Pick::Random(3)), (4, 300, Pick::Random(44))]
    {
        let s = stargate_walk(seed, steps, pick);
        let text = link::encode(&s);
        assert!(text.bytes().all(|c| B64.contains(&c)), "link is base64url: {text}");
        assert_eq!(link::game_of(&text), Ok("stargate".to_string()));
        let back = decode(&text).unwrap_or_else(|e| panic!("seed {seed}: {e:?}"));
        assert_eq!(back.record(), s.record(), "seed {seed}");
        assert_eq!(back.hash(), s.hash());
        assert_eq!(back.history.len(), s.history.len());
        assert_eq!(link::decode::<StarGate>(&text).map(|d| d.record()), Ok(s.record()));
        // The forms a player may paste.
        for pasted in [format!("#{text}"), format!("https://example.org/starshift/#{text}"), format!("  {text}\n")] {
            let code = link::code_from_input(&pasted);
            assert_eq!(code, text);
            assert_eq!(decode(code).map(|b| b.hash()), Ok(s.hash()));
        }
    }
}

/// Every kind of StarGate action reads back as written, with its kind's tag: the old kinds' bits are
/// frozen (old links decode as before), and the approach's `Conceal` and `Choose` (7.34) took the
/// reserved kinds `1111 1010` and `1111 1011`.
#[test]
fn every_kind_of_action_reads_back_with_its_frozen_tag() {
    let st = stargate_walk(3, 0, Pick::First).state;
    let h = Hex::from_offset(7, 9);
    let kinds: [(Action, u64, u32); 8] = [
        (Action::EndPhase, 0b10, 2),
        (Action::LoseUnit { unit: 5 }, 0b1111_0000, 8),
        (Action::Announce { tactic: Tactic::Charge }, 0b1111_0001, 8),
        (Action::Commit { hash: u64::MAX - 3 }, 0b1111_0010, 8),
        (Action::Disclose { tactic: Tactic::Maneuver, salt: 1 << 63 }, 0b1111_0100, 8),
        (Action::Disperse { unit: 40, to: h }, 0b1111_1000, 8),
        (Action::Conceal { not: Tactic::Maneuver, hash: 0x8000_0000_0000_0001 }, 0b1111_1010, 8),
        (Action::Choose { tactic: Tactic::Warp }, 0b1111_1011, 8),
    ];
    for (a, tag, width) in kinds {
        let mut w = BitWriter::default();
        StarGate::write_action(&st, &a, &mut w);
        let bytes = w.finish();
        assert_eq!(BitReader::new(&bytes).get(width), Some(tag), "{a:?}");
        assert_eq!(StarGate::read_action(&st, &mut BitReader::new(&bytes)), Some(a.clone()), "{a:?}");
    }
    // Conceal: tag, announced option (2 bits), hash (64 bits); Choose: tag, option (2 bits).
    let mut w = BitWriter::default();
    StarGate::write_action(&st, &Action::Conceal { not: Tactic::Maneuver, hash: 5 }, &mut w);
    StarGate::write_action(&st, &Action::Choose { tactic: Tactic::Charge }, &mut w);
    let bytes = w.finish();
    let mut r = BitReader::new(&bytes);
    assert_eq!((r.get(8), r.get(2), r.get(64), r.get(8), r.get(2)), (Some(0xfa), Some(2), Some(5), Some(0xfb), Some(1)));
    // The kinds still reserved read as no action; a cut-off Conceal or Choose too, never a panic.
    for kind in 0b1100..=0b1111u64 {
        let mut w = BitWriter::default();
        w.put(0b1111_0000 | kind, 8);
        w.put(0, 64);
        assert_eq!(StarGate::read_action(&st, &mut BitReader::new(&w.finish())), None);
    }
    for cut in [&[0xfa_u8][..], &[0xfa, 0x80], &[0xfb]] {
        assert_eq!(StarGate::read_action(&st, &mut BitReader::new(cut)), None);
    }
}

#[test]
fn a_link_is_compact() {
    // Actions are written in a few bits each, not as JSON.
    let s = stargate_walk(9, 300, Pick::Random(9));
    let text = link::encode(&s);
    let json = serde_json::to_string(&s.record()).expect("serializes");
    assert!(text.len() * 4 < json.len(), "link {} chars vs record {} chars", text.len(), json.len());
}

#[test]
fn a_link_for_another_game_is_refused() {
    let s = stargate_walk(5, 10, Pick::First);
    let mut body = raw_body(&link::encode(&s));
    // The body starts with the game id as a length-prefixed string: "stargate" → "stargatX".
    assert_eq!(&body[..9], b"\x08stargate");
    body[8] = b'X';
    let text = link_of_body(&body, false);
    assert_eq!(link::game_of(&text), Ok("stargatX".to_string()));
    assert!(matches!(decode(&text), Err(LoadError::UnknownGame(g)) if g == "stargatX"));
}

#[test]
fn a_tampered_hash_is_detected() {
    let s = stargate_walk(6, 60, Pick::Random(6));
    let text = link::encode(&s);
    let body = raw_body(&text);
    for bit in [0, 1, 7, 13, 63] {
        let mut tampered = body.clone();
        let at = tampered.len() - 8 + bit / 8;
        tampered[at] ^= 1 << (bit % 8);
        for deflate in [false, true] {
            match decode(&link_of_body(&tampered, deflate)) {
                Err(LoadError::HashMismatch { expected, actual }) => {
                    assert_eq!(actual, s.check());
                    assert_ne!(expected, actual);
                }
                other => panic!("bit {bit}: expected HashMismatch, got {:?}", other.map(|s| s.hash())),
            }
        }
    }
    // The untampered body re-encoded either way still decodes.
    for deflate in [false, true] {
        assert_eq!(decode(&link_of_body(&body, deflate)).map(|b| b.hash()), Ok(s.hash()));
    }
    // Flipping a bit of the transmitted text's last byte (the hash's, or the deflate stream's) is caught.
    let mut bytes = base64url_decode(&text).expect("valid");
    *bytes.last_mut().expect("non-empty") ^= 0x10;
    match decode(&base64url_encode(&bytes)) {
        Err(LoadError::HashMismatch { .. } | LoadError::Corrupt(_)) => {}
        other => panic!("expected HashMismatch or Corrupt, got {:?}", other.map(|s| s.hash())),
    }
}

#[test]
fn oversized_input_is_too_large() {
    let huge = "A".repeat(MAX_LINK_CHARS + 1);
    assert_eq!(decode(&huge).err(), Some(LoadError::TooLarge));
    assert_eq!(link::game_of(&huge).err(), Some(LoadError::TooLarge));
    // A small link that inflates past the cap (a deflate bomb).
    let bomb = link_of_body(&vec![0u8; MAX_BODY_BYTES + 1024], true);
    assert!(bomb.len() < MAX_LINK_CHARS);
    assert_eq!(decode(&bomb).err(), Some(LoadError::TooLarge));
    // An action count past the cap.
    let mut body = Vec::new();
    for s in ["stargate", "standard", ""] {
        body.push(s.len() as u8);
        body.extend_from_slice(s.as_bytes());
    }
    body.push(1); // seed
    let mut n = MAX_ACTIONS as u64 + 1; // varint
    while n >= 0x80 {
        body.push((n as u8 & 0x7f) | 0x80);
        n >>= 7;
    }
    body.push(n as u8);
    body.extend_from_slice(&[0; 8]);
    assert_eq!(decode(&link_of_body(&body, false)).err(), Some(LoadError::TooLarge));
}

#[test]
fn a_future_version_is_reported_as_such() {
    let s = stargate_walk(7, 5, Pick::First);
    let mut bytes = base64url_decode(&link::encode(&s)).expect("valid");
    for v in [LINK_VERSION + 1, LINK_VERSION + 2] {
        bytes[0] = v;
        let text = base64url_encode(&bytes);
        assert_eq!(decode(&text).err(), Some(LoadError::FutureVersion(v as u32)));
        assert_eq!(link::game_of(&text).err(), Some(LoadError::FutureVersion(v as u32)));
    }
    bytes[0] = 0;
    assert!(matches!(decode(&base64url_encode(&bytes)), Err(LoadError::Corrupt(_))));
}

#[test]
fn empty_and_junk_input_is_corrupt_not_a_panic() {
    for junk in ["", "#", "   ", "AQ", "AQA", "!!!!", "https://example.org/", "{\"game\":\"stargate\"}", "AQI"] {
        let e = decode(junk).err();
        assert!(matches!(e, Some(LoadError::Corrupt(_))), "{junk:?}: {e:?}");
    }
}

/// Calls decode and checks the outcome is sane; a panic fails the test.
fn never_panics(text: &str) {
    if let Ok(s) = decode(text) {
        // Anything accepted is a genuine game: it round trips.
        assert_eq!(decode(&link::encode(&s)).map(|b| b.hash()), Ok(s.hash()));
    }
    let _ = link::game_of(text);
}

#[test]
fn decoding_random_strings_never_panics() {
    let mut rng = Rng::new(17);
    for _ in 0..3000 {
        let len = rng.below(80);
        let s: String = (0..len)
            .map(|_| {
                if rng.below(10) == 0 {
                    ['#', '=', '+', '/', ' ', 'é', '\n', '%', '\u{0}'][rng.below(9)]
                } else {
                    B64[rng.below(64)] as char
                }
            })
            .collect();
        never_panics(&s);
    }
}

#[test]
fn decoding_random_bytes_never_panics() {
    let mut rng = Rng::new(23);
    for i in 0..3000 {
        let len = rng.below(120);
        let mut bytes = rng.bytes(len);
        // Mostly a valid header, so the body parser is reached.
        if i % 4 != 0 && bytes.len() >= 2 {
            bytes[0] = LINK_VERSION;
            bytes[1] = (i % 2) as u8;
        }
        never_panics(&base64url_encode(&bytes));
        // And bodies that parse a little further: a good prefix, random rest.
        let mut body = b"\x08stargate\x08standard\x00".to_vec();
        let len = rng.below(40);
        body.extend(rng.bytes(len));
        never_panics(&link_of_body(&body, i % 2 == 0));
    }
}

#[test]
fn truncations_and_mutations_of_a_valid_link_never_panic() {
    let s = stargate_walk(8, 80, Pick::Random(8));
    let text = link::encode(&s);
    for end in 0..text.len() {
        never_panics(&text[..end]);
    }
    let mut rng = Rng::new(29);
    let mut accepted = 0;
    for i in 0..text.len() {
        for _ in 0..2 {
            let mut b = text.clone().into_bytes();
            b[i] = B64[rng.below(64)];
            let mutated = String::from_utf8(b).expect("ascii");
            never_panics(&mutated);
            if mutated != text && decode(&mutated).is_ok() {
                accepted += 1;
            }
        }
    }
    // The state hash catches nearly every change; a few mutations only touch unused trailing bits.
    let total = text.len() * 2;
    assert!(accepted * 10 < total, "{accepted} of {total} mutations were accepted");
    // The same for the raw (uncompressed) form, where every action bit is exposed.
    let raw = link_of_body(&raw_body(&text), false);
    for i in 0..raw.len() {
        let mut b = raw.clone().into_bytes();
        b[i] = B64[(B64.iter().position(|&c| c == b[i]).expect("b64") + 1 + rng.below(63)) % 64];
        never_panics(&String::from_utf8(b).expect("ascii"));
    }
}

#[test]
fn every_legal_action_is_encodable() {
    // From a few positions, each legal action of each seat to act, appended, survives the round trip.
    let mut rng = Rng::new(31);
    for seed in 0..4 {
        let base = stargate_walk(seed, rng.below(60), Pick::Random(seed));
        for seat in StarGate::to_act(&base.state) {
            for action in StarGate::legal_actions(&base.state, seat).into_iter().take(40) {
                let mut s = base.clone();
                s.act(seat, action.clone()).expect("listed actions are legal");
                let back = decode(&link::encode(&s)).expect("round trips");
                assert_eq!(back.history.last().map(|e| (e.seat, e.action.clone())), Some((seat, action)));
                assert_eq!(back.hash(), s.hash());
            }
        }
    }
}

#[test]
fn bits_round_trip() {
    let mut rng = Rng::new(37);
    for _ in 0..200 {
        let fields: Vec<(u64, u32)> = (0..rng.below(60))
            .map(|_| {
                let width = rng.below(65) as u32;
                let v = if width == 64 { rng.next_u64() } else { rng.next_u64() & ((1u64 << width) - 1) };
                (v, width)
            })
            .collect();
        let mut w = BitWriter::default();
        for &(v, width) in &fields {
            w.put(v, width);
        }
        let bytes = w.finish();
        let total: u32 = fields.iter().map(|f| f.1).sum();
        assert_eq!(bytes.len(), total.div_ceil(8) as usize);
        let mut r = BitReader::new(&bytes);
        for &(v, width) in &fields {
            assert_eq!(r.get(width), Some(v));
        }
        // Past the end (beyond the last byte's padding): nothing, never a panic.
        let padding = (8 - total % 8) % 8;
        assert_eq!(r.get(padding), Some(0), "padding bits are zero");
        assert_eq!(r.get(1), None);
        assert_eq!(r.flag(), None);
    }
    // Codes appended one after another write what writing their fields in one run writes.
    for _ in 0..200 {
        let runs: Vec<Vec<(u64, u32)>> = (0..rng.below(6))
            .map(|_| (0..rng.below(8)).map(|_| (rng.next_u64() & 0x3ff, rng.below(11) as u32)).collect())
            .collect();
        let (mut whole, mut joined) = (BitWriter::default(), BitWriter::default());
        for run in &runs {
            let mut part = BitWriter::default();
            for &(v, width) in run {
                whole.put(v, width);
                part.put(v, width);
            }
            joined.append(&part.code());
        }
        assert_eq!(joined.finish(), whole.finish());
    }
    let mut w = BitWriter::default();
    w.flag(true);
    w.put(0b101, 3);
    w.flag(false);
    assert_eq!(w.finish(), [0b1101_0000]);
}

/// The header of a link body, as `link::encode` writes it (game, scenario, no options, seed, count).
fn body_header(seed: u64, count: u64) -> Vec<u8> {
    fn varint(out: &mut Vec<u8>, mut v: u64) {
        while v >= 0x80 {
            out.push((v as u8 & 0x7f) | 0x80);
            v >>= 7;
        }
        out.push(v as u8);
    }
    let mut body = Vec::new();
    for s in ["stargate", "standard", ""] {
        varint(&mut body, s.len() as u64);
        body.extend_from_slice(s.as_bytes());
    }
    varint(&mut body, seed);
    varint(&mut body, count);
    body
}

/// A random action: plausible or not, but within what the link form can write for this state.
fn random_action(st: &State, rng: &mut Rng) -> Action {
    let n = st.units.len();
    let tactic = |rng: &mut Rng| Tactic::ALL[rng.below(3)];
    match rng.below(10) {
        0 => Action::EndPhase,
        // The approach's actions, the newest (`Conceal`, `Choose`: 7.34) among them.
        8 => match rng.below(6) {
            0 => Action::Announce { tactic: tactic(rng) },
            1 => Action::Commit { hash: rng.next_u64() },
            2 => Action::Defend { tactic: tactic(rng) },
            3 => Action::Disclose { tactic: tactic(rng), salt: rng.below(3) as u64 },
            4 => Action::Conceal { not: tactic(rng), hash: rng.next_u64() },
            _ => Action::Choose { tactic: tactic(rng) },
        },
        9 => Action::LoseUnit { unit: rng.below(n) as u8 },
        1 => Action::Reveal { gate: rng.below(2) as u8 },
        2 => Action::Stage { unit: rng.below(n.min(32)) as u8, hex: data::STAGING[rng.below(4)] },
        _ => {
            let unit = rng.below(n) as u8;
            let mode = [Mode::Linear, Mode::Wobble, Mode::Teleport][rng.below(3)];
            let to = match st.hex_of(unit) {
                Some(from) if rng.below(2) == 0 => from.step(Dir::ALL[rng.below(6)], 1 + rng.below(8) as i32),
                _ => Hex::from_offset(rng.below(32) as i32, rng.below(32) as i32),
            };
            let (c, r) = to.offset();
            let to = if (0..32).contains(&c) && (0..32).contains(&r) {
                to
            } else {
                Hex::from_offset(c.rem_euclid(32), r.rem_euclid(32))
            };
            let lender = (rng.below(4) == 0).then(|| rng.below(n) as u8);
            Action::Move { unit, mode, to, lender }
        }
    }
}

/// A version 3 link holding `base`'s actions and then `extra`, written in the game's own bit form, ending
/// with the check of those bytes.
fn link_with(base: &Session<StarGate>, extra: &[(starshift::engine::stargate::Side, Action)]) -> String {
    let mut body = body_header(base.seed, (base.history.len() + extra.len()) as u64);
    let mut bits = BitWriter::default();
    let mut replay = Session::<StarGate>::new("standard", Default::default(), base.seed).expect("sets up");
    for e in &base.history {
        link::put_seat::<StarGate>(&replay.state, e.seat, &mut bits);
        StarGate::write_action(&replay.state, &e.action, &mut bits);
        replay.act(e.seat, e.action.clone()).expect("legal");
    }
    for (seat, a) in extra {
        link::put_seat::<StarGate>(&replay.state, *seat, &mut bits);
        StarGate::write_action(&replay.state, a, &mut bits);
    }
    body.extend(bits.finish());
    body.extend(link::check_of(&body).to_be_bytes());
    link_of_body(&body, false)
}

/// Links carry explicit actions, so a link may hold any action at all: decoding replays it through the
/// rules, which accept it (and the link loads, if the hash agrees) or refuse it (and the link is refused
/// at that index) — never a panic, never a silent change.
#[test]
fn links_holding_arbitrary_actions_load_or_are_refused() {
    let mut rng = Rng::new(41);
    let (mut accepted, mut refused) = (0, 0);
    for round in 0..30 {
        let steps = rng.below(150);
        let base = stargate_walk(round, steps, Pick::Random(round + 100));
        let Some(&seat) = StarGate::to_act(&base.state).first() else { continue };
        // The base itself, written this way, is the same link as `encode` gives (before compression).
        assert_eq!(raw_body(&link_with(&base, &[])), raw_body(&link::encode(&base)));
        for _ in 0..25 {
            let action = random_action(&base.state, &mut rng);
            let mut after = base.clone();
            match after.act(seat, action.clone()) {
                Ok(_) => {
                    accepted += 1;
                    let text = link_with(&base, &[(seat, action.clone())]);
                    let checked = raw_body(&text);
                    let check = format!("{:016x}", u64::from_be_bytes(checked[checked.len() - 8..].try_into().unwrap()));
                    assert_eq!(check, after.check(), "{action:?}: the link's check is the record's");
                    let back = decode(&text)
                        .unwrap_or_else(|e| panic!("{action:?} was accepted by the rules but its link fails: {e:?}"));
                    assert_eq!(back.record(), after.record(), "{action:?}");
                }
                Err(refusal) => {
                    refused += 1;
                    let got = decode(&link_with(&base, &[(seat, action.clone())])).map(|s| s.hash());
                    assert_eq!(
                        got,
                        Err(LoadError::Refused { index: base.history.len(), refusal: refusal.clone() }),
                        "{action:?}"
                    );
                }
            }
        }
    }
    assert!(accepted > 0 && refused > 0, "accepted {accepted}, refused {refused}");
}

/// Every action the rules list, anywhere in a few long random games, reads back exactly as written.
#[test]
fn every_listed_action_reads_back_as_written() {
    let mut checked = 0;
    for seed in 0..6 {
        let mut s = Session::<StarGate>::new("standard", Default::default(), seed).expect("sets up");
        let mut rng = Rng::new(seed + 50);
        for _ in 0..400 {
            let Some(&seat) = StarGate::to_act(&s.state).first() else { break };
            let legal = StarGate::legal_actions(&s.state, seat);
            if legal.is_empty() {
                break;
            }
            for a in &legal {
                let mut w = BitWriter::default();
                link::put_seat::<StarGate>(&s.state, seat, &mut w);
                StarGate::write_action(&s.state, a, &mut w);
                let bytes = w.finish();
                let mut r = BitReader::new(&bytes);
                assert_eq!(link::get_seat::<StarGate>(&s.state, &mut r), Some(seat));
                assert_eq!(StarGate::read_action(&s.state, &mut r), Some(a.clone()));
                checked += 1;
            }
            s.act(seat, legal[rng.below(legal.len())].clone()).expect("listed actions are legal");
        }
    }
    assert!(checked > 10_000, "only {checked} actions checked");
}

/// The web app's way (issue 20): `body` and `text` around the browser's deflate (another compressor,
/// another level), `payload` and `decode_body` after the browser's inflate; a browser without
/// CompressionStream shares the body plain. Every form opens to the same game as the CLI's `encode`.
#[test]
fn a_link_made_and_read_the_web_apps_way_is_the_same_game() {
    let s = stargate_walk(2, 300, Pick::First);
    let body = link::body(&s);
    assert_eq!(raw_body(&link::encode(&s)), body, "encode is text around body");
    let other = miniz_oxide::deflate::compress_to_vec(&body, 6);
    assert!(other.len() < body.len(), "this game's body deflates shorter");
    for (text, deflated) in [(link::text(&body, Some(&other)), true), (link::text(&body, None), false)] {
        let p = link::payload(&text).expect("a link's payload");
        assert_eq!((p.version, p.deflated), (LINK_VERSION, deflated));
        let inflated = if p.deflated { miniz_oxide::inflate::decompress_to_vec(&p.bytes).expect("inflates") } else { p.bytes };
        assert_eq!(link::game_of_body(&inflated), Ok("stargate".to_string()));
        let back = link::decode_body::<StarGate>(p.version, &inflated).expect("opens");
        assert_eq!(back.check(), s.check());
        assert_eq!(decode(&text).expect("the CLI opens it too").check(), s.check());
    }
    // A deflate no shorter than the body is not used.
    assert_eq!(link::text(&body, Some(&body)), link::text(&body, None));
}
