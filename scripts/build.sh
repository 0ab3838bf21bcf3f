#!/usr/bin/env bash
# Release build of the web app into dist/ (trunk build --release: cargo for wasm32, wasm-bindgen 0.2.130,
# wasm-opt from npm binaryen 132 with scripts/split.mjs's OPT). Records the wasm's hash in target/starshift-release.sha256 so
# tests/bench.sh can tell a release dist/ from the debug one a plain `trunk serve` would leave.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
source scripts/setup.sh
# STARSHIFT_TEST_GAME=1 (scripts/test.sh) adds the test game (Cargo feature test-game) for the browser tests.
if [ "${STARSHIFT_TEST_GAME:-0}" = 1 ]; then
  trunk build --release --features test-game </dev/null
else
  trunk build --release </dev/null
fi
mkdir -p target
cat dist/*.wasm | sha256sum | cut -d' ' -f1 >target/starshift-release.sha256
