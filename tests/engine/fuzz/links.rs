//! The link decoder under mutated links: bits, bytes and lengths changed in the decompressed body (re-sent
//! uncompressed, so every mutation reaches the action codecs), and characters of the link text itself.
//! Never a panic; a refusal is words; and a link that still loads is the very same game (the check covers
//! the history, so no mutation may change what a link means).

use super::{every_game, load_any, rounds, words::assert_words};
use crate::support::{walk, Pick, Rng};
use starshift::engine::game::Game;
use starshift::engine::link::{self, base64url_decode, base64url_encode};
use starshift::engine::record::Record;
use starshift::engine::registry::Visit;

/// Links of short random games of every scenario of a game, with their records.
#[derive(Clone, Copy)]
struct Links(u64);

impl Visit for Links {
    type Out = Vec<(String, Record)>;
    fn visit<G: Game>(self) -> Self::Out {
        G::scenarios()
            .iter()
            .map(|sc| {
                let s = walk::<G>(sc.id, self.0, 1 + (self.0 as usize * 7) % 60, Pick::Random(self.0));
                (link::encode(&s), s.record())
            })
            .collect()
    }
}

/// The link's version byte and body, uncompressed.
fn body(text: &str) -> Vec<u8> {
    let bytes = base64url_decode(text).expect("our link");
    let body = if bytes[1] == 1 {
        miniz_oxide::inflate::decompress_to_vec(&bytes[2..]).expect("inflates")
    } else {
        bytes[2..].to_vec()
    };
    [vec![bytes[0], 0], body].concat()
}

/// One random change to `bytes`.
pub fn mutate(bytes: &mut Vec<u8>, rng: &mut Rng) {
    if bytes.is_empty() {
        bytes.push(rng.next_u64() as u8);
        return;
    }
    let i = rng.below(bytes.len());
    match rng.below(8) {
        0..=2 => bytes[i] ^= 1 << rng.below(8),
        3 => bytes[i] = rng.next_u64() as u8,
        4 => bytes[i] = [0, 0xff, 0x80, 0x7f][rng.below(4)],
        5 => bytes.insert(i, rng.next_u64() as u8),
        6 => {
            bytes.remove(i);
        }
        _ => bytes.truncate(i),
    }
}

fn check(text: &str, original: &Record, what: &str) {
    match load_any(text) {
        Ok(back) => assert_eq!(&back, original, "{what}: a mutated link loaded as another game: {text}"),
        Err(e) => assert_words(&format!("{what}: link {text}"), &e.to_string()),
    }
}

#[test]
fn mutated_links_are_refused_in_words_or_mean_the_same() {
    let mut tried = 0;
    for round in rounds(4) {
        let mut rng = Rng::new(round + 1500);
        for (text, record) in every_game(Links(round)).into_iter().flatten() {
            check(&text, &record, "the link itself");
            let clean = body(&text);
            for _ in 0..40 {
                let mut bytes = clean.clone();
                for _ in 0..1 + rng.below(3) {
                    mutate(&mut bytes, &mut rng);
                }
                check(&base64url_encode(&bytes), &record, "a mutated body");
                let mut chars: Vec<u8> = text.clone().into_bytes();
                mutate(&mut chars, &mut rng);
                if let Ok(t) = String::from_utf8(chars) {
                    check(&t, &record, "a mutated text");
                }
                tried += 2;
            }
        }
    }
    assert!(tried > 1000, "{tried}");
}
