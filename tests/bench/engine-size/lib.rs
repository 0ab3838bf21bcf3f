//! The engine alone, reached the way the app reaches it: a record is read from JSON and replayed, a seat's
//! view is built, the link is encoded and decoded (without its deflate, the browser's), and the last action undone, for every game of the one
//! list (`engine::registry`). `tests/bench.sh` measures its size, and times `replay` in V8, the engine of
//! Chromium's wasm (`wasm_replay_us_*`). Built with the feature `only-<game id>`, it reaches that game
//! alone (`engine_wasm_brotli_bytes_<game id>`): what one game's rules cost, shared engine code included.

#[path = "../../../src/engine/mod.rs"]
pub mod engine;

use engine::game::Game;
use engine::link;
use engine::record::{Record, Session};
use engine::registry::{self, Visit};

struct Run<'a> {
    rec: &'a Record,
    seat: &'a str,
}

impl Visit for Run<'_> {
    type Out = usize;
    fn visit<G: Game>(self) -> usize {
        let Ok(mut s) = Session::<G>::from_record(self.rec) else { return 0 };
        let Ok(seat) = serde_json::from_str::<G::Seat>(self.seat) else { return 1 };
        std::hint::black_box(G::view(&s.state, seat));
        // The app's link without its compression, which the browser does (platform::deflate).
        let code = link::text(&link::body(&s), None);
        let back = link::payload(&code).and_then(|p| link::decode_body::<G>(p.version, &p.bytes)).map(|b| b.hash()).unwrap_or_default();
        let _ = s.undo();
        code.len() + back.len() + s.hash().len()
    }
}

/// Replays a record (and checks it) `runs` times.
struct Replay<'a> {
    rec: &'a Record,
    runs: usize,
}

impl Visit for Replay<'_> {
    type Out = usize;
    fn visit<G: Game>(self) -> usize {
        let mut actions = 0;
        for _ in 0..self.runs {
            actions = Session::<G>::from_record(self.rec).map_or(0, |s| s.history.len());
        }
        actions
    }
}

/// The one list's dispatch, or one game's alone.
fn visit<V: Visit>(game: &str, v: V) -> Option<V::Out> {
    macro_rules! only {
        ($($feature:literal => $folder:ident :: $game:ident),*) => {
            $(#[cfg(feature = $feature)]
            return (game == <engine::$folder::$game as Game>::ID).then(|| v.visit::<engine::$folder::$game>());)*
        };
    }
    only!("only-stargate" => stargate::StarGate, "only-deltavee" => deltavee::DeltaVee,
          "only-outreach" => outreach::Outreach, "only-starforce" => starforce::StarForce);
    #[allow(unreachable_code)]
    registry::visit(game, v)
}

/// The UTF-8 text of `n` bytes at `p`.
fn text<'a>(p: *const u8, n: usize) -> Option<&'a str> {
    // SAFETY: the caller passes a buffer it owns (from `alloc`), `n` bytes long.
    std::str::from_utf8(unsafe { std::slice::from_raw_parts(p, n) }).ok()
}

/// `record` (JSON) and `seat` (JSON): the UTF-8 bytes at `p`, `n` long, split at `split`.
#[no_mangle]
pub extern "C" fn run_record(p: *const u8, n: usize, split: usize) -> usize {
    let Some(all) = text(p, n) else { return 0 };
    let (Some(rec), Some(seat)) = (all.get(..split), all.get(split..)) else { return 0 };
    let Ok(rec) = serde_json::from_str::<Record>(rec) else { return 0 };
    visit(&rec.game, Run { rec: &rec, seat }).unwrap_or(0)
}

/// Replays the record (JSON, `n` bytes at `p`) `runs` times; the number of its actions, 0 if it does not load.
#[no_mangle]
pub extern "C" fn replay(p: *const u8, n: usize, runs: usize) -> usize {
    let Some(rec) = text(p, n).and_then(|t| serde_json::from_str::<Record>(t).ok()) else { return 0 };
    visit(&rec.game, Replay { rec: &rec, runs }).unwrap_or(0)
}

/// A buffer of `n` bytes for the caller to fill (never freed: the measuring process is short).
#[no_mangle]
pub extern "C" fn alloc(n: usize) -> *mut u8 {
    let mut v = Vec::<u8>::with_capacity(n);
    let p = v.as_mut_ptr();
    std::mem::forget(v);
    p
}
