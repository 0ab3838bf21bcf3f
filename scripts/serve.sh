#!/usr/bin/env bash
# Installs whatever is missing, builds, and serves the game at http://127.0.0.1:8080 (address and port:
# Trunk.toml). Rebuilds and reloads the page when src/, style/, public/, index.html or Cargo.toml change.
#   bash scripts/serve.sh            # release build (what the tests check and what ships)
#   bash scripts/serve.sh --debug    # debug build: faster rebuilds, bigger wasm (leaves a debug dist/)
# Extra arguments go to `trunk serve` (e.g. --port 9000, --open).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
source scripts/setup.sh
mode=(--release)
if [ "${1:-}" = "--debug" ]; then mode=(); shift; fi
echo "serve: http://127.0.0.1:8080 (first build takes a minute or two)" >&2
exec trunk serve "${mode[@]}" "$@"
