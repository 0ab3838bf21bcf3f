//! The engine alone, reached the way the app reaches it, with no JSON: a link's body (version 3, as the
//! browser hands it over after its inflate) is replayed and checked (`link::decode_v3`), a seat's view is
//! built, the link is written again (without its deflate, the browser's) and read back, and the last action
//! undone, for every game of the one list (`engine::registry`). `tests/bench.sh` measures its size, and
//! times `replay` in V8, the engine of Chromium's wasm (`wasm_replay_us_*`). Built with the feature
//! `only-<game id>`, it reaches that game alone (`engine_wasm_brotli_bytes_<game id>`): what one game's
//! rules cost, shared engine code included. JSON records and links of earlier versions are the app's
//! `legacy` chunk, fetched only when something old opens: not here.

#[path = "../../../src/engine/mod.rs"]
pub mod engine;

use engine::game::Game;
use engine::link;
use engine::record::Session;
use engine::registry::{self, Visit};

struct Run<'a> {
    body: &'a [u8],
    /// The viewing seat, as its index among the game's seats (wrapped).
    seat: usize,
}

impl Visit for Run<'_> {
    type Out = usize;
    fn visit<G: Game>(self) -> usize {
        let Ok(mut s) = link::decode_v3::<G>(self.body) else { return 0 };
        let seats = G::seats();
        std::hint::black_box(G::view(&s.state, seats[self.seat % seats.len()]));
        let status = s.status();
        // The app's link without its compression, which the browser does (platform::deflate).
        let code = link::text(&link::body(&s), None);
        let back = link::payload(&code).and_then(|p| link::decode_v3::<G>(&p.bytes)).map_or(0, |b| b.history.len());
        let _ = s.undo();
        code.len() + back + status.turn as usize + s.history.len()
    }
}

/// Replays a link body (and checks it) `runs` times.
struct Replay<'a> {
    body: &'a [u8],
    runs: usize,
}

impl Visit for Replay<'_> {
    type Out = usize;
    fn visit<G: Game>(self) -> usize {
        let mut actions = 0;
        for _ in 0..self.runs {
            actions = link::decode_v3::<G>(self.body).map_or(0, |s: Session<G>| s.history.len());
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

/// The `n` bytes at `p`.
fn bytes<'a>(p: *const u8, n: usize) -> &'a [u8] {
    // SAFETY: the caller passes a buffer it owns (from `alloc`), `n` bytes long.
    unsafe { std::slice::from_raw_parts(p, n) }
}

/// A version 3 link body (`n` bytes at `p`), viewed by the seat of index `seat`.
#[no_mangle]
pub extern "C" fn run_body(p: *const u8, n: usize, seat: usize) -> usize {
    let body = bytes(p, n);
    let Ok(game) = link::game_of_body(body) else { return 0 };
    visit(&game, Run { body, seat }).unwrap_or(0)
}

/// Replays the version 3 link body (`n` bytes at `p`) `runs` times; the number of its actions, 0 if it
/// does not load.
#[no_mangle]
pub extern "C" fn replay(p: *const u8, n: usize, runs: usize) -> usize {
    let body = bytes(p, n);
    let Ok(game) = link::game_of_body(body) else { return 0 };
    visit(&game, Replay { body, runs }).unwrap_or(0)
}

/// A buffer of `n` bytes for the caller to fill (never freed: the measuring process is short).
#[no_mangle]
pub extern "C" fn alloc(n: usize) -> *mut u8 {
    let mut v = Vec::<u8>::with_capacity(n);
    let p = v.as_mut_ptr();
    std::mem::forget(v);
    p
}
