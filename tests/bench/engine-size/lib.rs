//! The engine alone, reached the way the app reaches it: a record is read from JSON and replayed, a seat's
//! view is built, the link is encoded and decoded, and the last action undone, for either game.

#[path = "../../../src/engine/mod.rs"]
pub mod engine;

use engine::deltavee::DeltaVee;
use engine::game::Game;
use engine::link;
use engine::record::{Record, Session};
use engine::stargate::StarGate;

fn run<G: Game>(rec: &Record, seat: &str) -> usize {
    let Ok(mut s) = Session::<G>::from_record(rec) else { return 0 };
    let Ok(seat) = serde_json::from_str::<G::Seat>(seat) else { return 1 };
    std::hint::black_box(G::view(&s.state, seat));
    let code = link::encode(&s);
    let back = link::decode::<G>(&code).map(|b| b.hash()).unwrap_or_default();
    let _ = s.undo();
    code.len() + back.len() + s.hash().len()
}

/// `record` (JSON) and `seat` (JSON): the UTF-8 bytes at `p`, `n` long, split at `split`.
#[no_mangle]
pub extern "C" fn run_record(p: *const u8, n: usize, split: usize) -> usize {
    // SAFETY: the caller passes a buffer it owns; this crate is only measured, never called.
    let bytes = unsafe { std::slice::from_raw_parts(p, n) };
    let (Ok(rec), Ok(seat)) = (std::str::from_utf8(&bytes[..split]), std::str::from_utf8(&bytes[split..])) else {
        return 0;
    };
    let Ok(rec) = serde_json::from_str::<Record>(rec) else { return 0 };
    match rec.game.as_str() {
        "stargate" => run::<StarGate>(&rec, seat),
        _ => run::<DeltaVee>(&rec, seat),
    }
}
