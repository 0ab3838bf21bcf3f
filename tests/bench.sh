#!/usr/bin/env bash
# Size and speed figures for Starshift, one per line as `name: value` on stdout (progress goes to stderr).
#   bash tests/bench.sh
# Builds the release dist/ first (incrementally), so the figures are those of the current sources.
#
# Figures:
#   dist_bytes, dist_gzip_bytes, dist_brotli_bytes   every file in dist/, summed (gzip -9 and brotli q11, per file)
#   wasm_bytes, wasm_gzip_bytes, wasm_brotli_bytes   the app's .wasm files: the first load's and every game's chunk
#   first_load_brotli_bytes                          what opening the lobby fetches: HTML, scripts, CSS and wasm
#                                                    (not public/'s icons and manifest, nor the service worker)
#   cold_brotli_bytes_<game id>                      a game opened cold: the first load and the files named for
#                                                    that game (its wasm chunk, starshift-<game id>-<hash>.wasm,
#                                                    shared chunks naming it, its stylesheet) and the stylesheet
#                                                    of every game's screen (style-play-<hash>.css)
#   engine_wasm_bytes, engine_wasm_brotli_bytes      the engine alone, without any UI (tests/bench/engine-size: every
#                                                    game's rules and today's links, no JSON), built and optimized like
#                                                    the app's wasm: the floor under dist_brotli_bytes
#   engine_wasm_brotli_bytes_<game id>               the same with one game's rules alone (feature only-<game id>)
#   wasm_replay_us_<record>                          each golden record of tests/golden/v2, as its link's body,
#                                                    replayed and checked in the engine's wasm in V8 (node), median
#   wasm_replay_ms_per_1000_actions_<game>           per game, its longest record's time per action x 1,000
#   lighthouse_performance, lighthouse_accessibility, lighthouse_best_practices
#                                                    Lighthouse (npm, tests/bench/, installed on first use) on the
#                                                    release dist/ served locally with brotli, run with Debian's
#                                                    Chromium; its default mobile profile (simulated slow 4G, 4x CPU);
#                                                    the median of five runs
#   select_frame_ms_<game>, select_frame_worst_ms_<game>, select_first_frame_ms_<game>
#                                                    the main thread's work for one select on the board, from
#                                                    the click to the frame that shows it (Chromium's trace, at
#                                                    1366×768): median and worst of nine, and the game's first
#                                                    select apart (tests/bench/select-frame.mjs); per game:
#                                                    StarGate, DeltaVee, Outreach (a force picked, its
#                                                    destinations shaded: up to 1,399 hexes from a gate)
#   svg_nodes_<game>                                 the elements in the board's SVGs with a unit or force
#                                                    selected (the same run)
#   link_chars_<record>, replay_us_<record>          per golden record tests/golden/<record>.json, from the
#                                                    native CLI: `starshift bench RECORD` prints `link_chars: N`
#                                                    (the play-by-link's length) and `replay_us: N` (replay time)
# Targets:
#   - the lobby (first_load_brotli_bytes) <= 100,000 bytes brotli; each game cold <= 250,000 bytes;
#   - whole app (dist_brotli_bytes) <= 500,000 bytes brotli (issue 20 replaces the 200 kB target);
#   - a 300-action record's link <= 1,000 characters, for a game without sealed choices in most actions:
#     StarForce's (starforce-fakerwar-300, about 5,600) is nearly all seals, each carrying a 64-bit
#     commitment and each opening a 64-bit salt (engine::seal), which no encoding shrinks;
#   - each Lighthouse score >= 95;
#   - a 1,000-action game replays in wasm in <= 50 ms;
#   - a select's frame (select_frame_worst_ms_<game>) <= 16 ms.
# Brotli comes from node's built-in zlib (quality 11, the level static hosts precompress with): nothing to install.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
source scripts/setup.sh

# Always (re)build: cargo and Trunk are incremental, and a stale dist/ would measure old sources.
echo "bench: building the release dist/" >&2
bash scripts/build.sh >&2

sizes() { # FILE... -> "raw gzip brotli" summed over the files
  node -e '
    const fs = require("fs"), zlib = require("zlib");
    let raw = 0, gz = 0, br = 0;
    for (const f of process.argv.slice(1)) {
      const b = fs.readFileSync(f);
      raw += b.length;
      br += zlib.brotliCompressSync(b, { params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length } }).length;
    }
    console.log(raw, br);
  ' "$@" | { read -r raw br; gz=0; for f in "$@"; do gz=$((gz + $(gzip -9 -c "$f" | wc -c))); done; echo "$raw $gz $br"; }
}

mapfile -t files < <(find dist -type f | sort)
read -r raw gz br < <(sizes "${files[@]}")
echo "dist_bytes: $raw"
echo "dist_gzip_bytes: $gz"
echo "dist_brotli_bytes: $br"
[ "$br" -le 500000 ] || echo "bench: dist_brotli_bytes $br is over the 500 kB target" >&2
# What opening the lobby fetches: the page, its scripts (the entry and the snippets it imports), its CSS and
# the wasm, not the icons and manifest (public/) nor the service worker, which caches the rest afterwards.
# Each game's cold weight adds what opening that game fetches: files named for the game (a chunk of its
# own code, scripts/split.mjs). The game ids come from the CLI's list.
mapfile -t first < <(find dist -type f \( -name '*.html' -o -name '*.js' -o -name '*.css' -o -name '*.wasm' \) \
  ! -path 'dist/public/*' ! -name 'sw.js' | sort)
games=()
if cargo build --release --bin starshift -q >&2; then
  mapfile -t games < <(target/release/starshift games | node -e '
    for (const g of JSON.parse(require("fs").readFileSync(0))) if (g.listed) console.log(g.id)')
fi
# A game's own files: named "-<game id>-" or "-<game id>.", the stylesheet of every game's screen
# (style-play-<hash>.css, fetched as any game opens: scripts/postbuild.mjs), and the lobby's ways into a
# game, which any game's opening fetches (`flows`, src/ui/flows.rs), with what they share.
own_files() { printf '%s\n' "${first[@]}" | grep -- "-$1[-.]\|/style-play-\|-flows[-.]" || true; }
# Chunks fetched on first use are in neither the first load nor a game's cold weight: the lobby's tools
# (backup, restore, taking a link or record into the saves: src/ui/tools.rs) and each game's help, its
# rule cases' words and its tables (`<game>_help`, src/ui/help.rs), its replay (`<game>_replay`,
# src/ui/game/replay.rs) and its other parts named `<game>_<part>` (DeltaVee's log sheets), the ways of
# sharing a turn (`sharing`, src/ui/game/sharing.rs), with what only those share; and the stylesheets
# fetched with such code (index.html's data-style-for "help", "replay" and `<game>_<part>`). A chunk a
# game's own code shares with them is named for the game too, so it stays in that game's cold weight.
later() { printf '%s\n' "${first[@]}" | grep -- "-tools[-.]\|-[a-z]\+_[a-z]\+-\|-legacy[-.]\|-sharing[-.]\|/style-help-\|/style-replay-" || true; }
mapfile -t shared < <(printf '%s\n' "${first[@]}" | grep -v -F -x -f <(for g in "${games[@]}"; do own_files "$g"; done; later) || true)
read -r raw gz br < <(sizes "${shared[@]}")
echo "first_load_brotli_bytes: $br"
[ "$br" -le 100000 ] || echo "bench: first_load_brotli_bytes $br is over the 100 kB target" >&2
for g in "${games[@]}"; do
  mapfile -t own < <(own_files "$g")
  read -r raw gz br < <(sizes "${shared[@]}" "${own[@]}")
  echo "cold_brotli_bytes_$g: $br"
  [ "$br" -le 250000 ] || echo "bench: cold_brotli_bytes_$g $br is over the 250 kB target" >&2
done
read -r raw gz br < <(sizes dist/*.wasm)
echo "wasm_bytes: $raw"
echo "wasm_gzip_bytes: $gz"
echo "wasm_brotli_bytes: $br"

# The engine alone, the same release profile and wasm-opt flags as the app.
echo "bench: building the engine alone (tests/bench/engine-size)" >&2
eng="$root/target/engine-size"
# Its own flags: .cargo/config.toml's keep relocations for the app's split (scripts/split.mjs), which
# wasm-opt does not shrink away; RUSTFLAGS replaces them (the engine has no Leptos components to erase).
export RUSTFLAGS="--remap-path-prefix=/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f=crates"
cargo build --release --locked --target wasm32-unknown-unknown --manifest-path tests/bench/engine-size/Cargo.toml \
  --target-dir "$eng" >&2
# The app's wasm-opt passes and function order (scripts/split.mjs, `optimize`).
optimize() { (cd "$root" && node --input-type=module -e 'import("./scripts/split.mjs").then((m) => m.optimize(process.argv[1], process.argv[2]))' "$1" "$2"); }
optimize "$eng/wasm32-unknown-unknown/release/engine_size.wasm" "$eng/engine.wasm"
read -r raw gz br < <(sizes "$eng/engine.wasm")
echo "engine_wasm_bytes: $raw"
echo "engine_wasm_brotli_bytes: $br"
# Each game's engine alone (the same crate with the feature only-<game id>): its rules with the shared
# engine code (sessions, links) they need.
for g in "${games[@]}"; do
  cargo build --release --locked --target wasm32-unknown-unknown --manifest-path tests/bench/engine-size/Cargo.toml \
    --target-dir "$eng-$g" --features "only-$g" >&2
  optimize "$eng-$g/wasm32-unknown-unknown/release/engine_size.wasm" "$eng-$g/engine.wasm"
  read -r raw gz br < <(sizes "$eng-$g/engine.wasm")
  echo "engine_wasm_brotli_bytes_$g: $br"
done
unset RUSTFLAGS

# Replays in wasm, in V8 (Chromium's JavaScript and wasm engine, here through node): each golden record of
# tests/golden/v2 as the app gets it, its link (written by the CLI) with base64url and deflate undone as the
# browser does, replayed and checked, the median of 15 after a warm-up; and per game, its longest record's
# time per action scaled to 1,000 actions (target: <= 50 ms).
links="$(mktemp -d)"
for rec in tests/golden/v2/*.json; do
  target/release/starshift link "$rec" >"$links/$(basename "$rec" .json).txt"
done
node -e '
  const fs = require("fs"), path = require("path"), zlib = require("zlib");
  const instance = new WebAssembly.Instance(new WebAssembly.Module(fs.readFileSync(process.argv[1])), {});
  const { memory, alloc, replay } = instance.exports;
  const longest = {};
  for (const file of process.argv.slice(2)) {
    // The link: version, flags (1: raw DEFLATE), then the body.
    const link = Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64url");
    const bytes = link[1] === 1 ? zlib.inflateRawSync(link.subarray(2)) : link.subarray(2);
    const game = bytes.subarray(1, 1 + bytes[0]).toString();
    const p = alloc(bytes.length);
    new Uint8Array(memory.buffer, p, bytes.length).set(bytes);
    const actions = replay(p, bytes.length, 1);
    if (!actions) { console.error(`bench: ${file} does not replay in wasm`); continue; }
    const times = [];
    for (let i = 0; i < 15; i++) {
      const t0 = performance.now();
      replay(p, bytes.length, 1);
      times.push((performance.now() - t0) * 1000);
    }
    times.sort((a, b) => a - b);
    const us = Math.round(times[7]);
    console.log(`wasm_replay_us_${path.basename(file, ".txt")}: ${us}`);
    if (!longest[game] || longest[game].actions < actions) longest[game] = { actions, us };
  }
  for (const [game, { actions, us }] of Object.entries(longest)) {
    const ms = (us / actions) * 1000 / 1000;
    console.log(`wasm_replay_ms_per_1000_actions_${game}: ${ms.toFixed(1)}`);
    if (ms > 50) console.error(`bench: ${game} replays 1,000 actions in ${ms.toFixed(1)} ms, over the 50 ms target`);
  }
' "$eng/engine.wasm" "$links"/*.txt
rm -rf "$links"

lighthouse() {
  local dir=tests/bench lh=tests/bench/node_modules/.bin/lighthouse stamp=tests/bench/node_modules/.lock-stamp
  if [ ! -x "$lh" ] || ! cmp -s "$dir/package-lock.json" "$stamp"; then
    echo "bench: installing Lighthouse (npm, tests/bench)" >&2
    (cd "$dir" && npm ci --no-audit --no-fund </dev/null >&2) && cp "$dir/package-lock.json" "$stamp" || return 1
  fi
  local log; log="$(mktemp)"
  node scripts/static-server.mjs dist 0 >"$log" 2>&1 &
  local pid=$! url=""
  for _ in $(seq 1 100); do url="$(sed -n 's/^listening //p' "$log")"; [ -n "$url" ] && break; sleep 0.1; done
  # Five runs, each score the median: Lighthouse's variability guide (docs/variability.md) finds the median
  # of five runs about halves the spread of single runs, which swing with machine load.
  local outs=() i
  for i in 1 2 3 4 5; do
    outs+=("$(mktemp)")
    if [ -z "$url" ] || ! "$lh" "$url" --chrome-path="${STARSHIFT_CHROMIUM:-/usr/bin/chromium}" \
        --chrome-flags="--headless=new --no-sandbox --disable-gpu" \
        --only-categories=performance,accessibility,best-practices --output=json --output-path="${outs[-1]}" --quiet >&2; then
      echo "bench: Lighthouse did not run" >&2
      outs=()
      break
    fi
  done
  if [ ${#outs[@]} -gt 0 ]; then
    node -e '
      const runs = process.argv.slice(1).map((f) => JSON.parse(require("fs").readFileSync(f, "utf8")).categories);
      for (const [k, n] of [["performance", "performance"], ["accessibility", "accessibility"], ["best-practices", "best_practices"]]) {
        const s = runs.map((r) => Math.round(r[k].score * 100)).sort((a, b) => a - b);
        console.log(`lighthouse_${n}: ${s[2]}`);
        console.error(`bench: lighthouse ${k} runs: ${s.join(", ")}`);
      }
    ' "${outs[@]}"
  fi
  kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
  rm -f "$log" "${outs[@]}"
}
lighthouse || echo "bench: Lighthouse could not be installed; no lighthouse_* figures" >&2

select_frame() {
  local log; log="$(mktemp)"
  node scripts/static-server.mjs dist 0 >"$log" 2>&1 &
  local pid=$! url=""
  for _ in $(seq 1 100); do url="$(sed -n 's/^listening //p' "$log")"; [ -n "$url" ] && break; sleep 0.1; done
  local ok=0
  [ -n "$url" ] && node tests/bench/select-frame.mjs "$url" && ok=1
  kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
  rm -f "$log"
  [ "$ok" = 1 ]
}
select_frame || echo "bench: the select frame could not be measured; no select_frame_* figures" >&2

shopt -s nullglob
records=(tests/golden/*.json)
if [ ${#records[@]} -eq 0 ]; then
  echo "bench: no golden records in tests/golden/; no link_chars/replay_us figures" >&2
  exit 0
fi
if ! cargo build --release --bin starshift -q >&2; then
  echo "bench: the starshift CLI does not build; skipping link_chars/replay_us" >&2
  exit 0
fi
for rec in "${records[@]}"; do
  name="$(basename "$rec" .json)"
  if out="$(cargo run --release -q --bin starshift -- bench "$rec" 2>/dev/null)" &&
     grep -q '^link_chars: ' <<<"$out" && grep -q '^replay_us: ' <<<"$out"; then
    echo "link_chars_$name: $(sed -n 's/^link_chars: *//p' <<<"$out" | head -1)"
    echo "replay_us_$name: $(sed -n 's/^replay_us: *//p' <<<"$out" | head -1)"
  else
    echo "bench: \`starshift bench $rec\` gave no link_chars/replay_us (subcommand missing?); skipping $name" >&2
  fi
done
