#!/usr/bin/env bash
# Installs whatever Starshift's build and tests need, and nothing that is already there.
#
#   bash scripts/setup.sh      # install only
#   source scripts/setup.sh    # install, and leave PATH ready (cargo bin + npm binaryen's wasm-opt)
#
# Every step is guarded by a version check, so a second run takes about a second. Versions and the reasons
# behind them: /work/shared/design/toolchain.md (summarised here so the script stands alone):
#   - wasm32-unknown-unknown target (rustup)
#   - wasm-bindgen-cli 0.2.130: must equal the `=0.2.130` pin in Cargo.toml, or Trunk tries to download one.
#     No --locked: its lock file names a crate version this registry lacks.
#   - wasm-split-cli (crate wasm_split_cli_support 0.2.4, patched in vendor/: see its STARSHIFT.md): cuts each
#     game's wasm chunk (scripts/split.mjs).
#   - trunk 0.21.14 (0.22 needs a newer rustc), --locked --no-default-features (about 7 minutes on 2 cores).
#   - Debian chromium + chromium-driver, driven by Playwright from npm. Never `npx playwright install`.
#   - npm packages of tests/e2e: @playwright/test, playwright-core, terser (scripts/postbuild.mjs) and binaryen 132, whose wasm-opt Trunk uses
#     (Trunk.toml pins `wasm_opt = "version_132"`). NEVER Debian's binaryen: wasm-opt 108 builds a blank app.
# Works when sourced from a `set -euo pipefail` script and when run directly; fresh Debian, root, rustup.

_starshift_setup() {
  local root
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  local e2e="$root/tests/e2e"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"

  # PATH first, so the version checks below see what an earlier run installed.
  if [ -f "$HOME/.cargo/env" ]; then . "$HOME/.cargo/env"; fi
  case ":$PATH:" in *":$HOME/.cargo/bin:"*) ;; *) export PATH="$HOME/.cargo/bin:$PATH" ;; esac
  case ":$PATH:" in *":$e2e/node_modules/.bin:"*) ;; *) export PATH="$e2e/node_modules/.bin:$PATH" ;; esac

  local say="echo setup:"

  # One setup at a time (serve.sh and test.sh may start together on a fresh machine).
  local lock="${TMPDIR:-/tmp}/starshift-setup.lock"
  exec 9>"$lock" && flock 9

  # Debian packages: chromium (+ driver) for the browser tests; node/npm only if absent.
  local apt_pkgs=()
  [ -x /usr/bin/chromium ] || apt_pkgs+=(chromium chromium-driver)
  command -v npm >/dev/null 2>&1 || apt_pkgs+=(nodejs npm)
  if [ ${#apt_pkgs[@]} -gt 0 ]; then
    $say "apt-get install ${apt_pkgs[*]}" >&2
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq </dev/null >&2 &&
      $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${apt_pkgs[@]}" </dev/null >&2 ||
      { $say "apt-get install failed" >&2; return 1; }
  fi
  local node_major
  node_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
  [ "$node_major" -ge 20 ] || $say "warning: node $node_major found; Playwright 1.65 wants node >= 20" >&2

  # Rust target.
  if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
    $say "rustup target add wasm32-unknown-unknown" >&2
    rustup target add wasm32-unknown-unknown </dev/null >&2 || return 1
  fi

  # npm packages (Playwright + binaryen's wasm-opt). Re-installed only when package-lock.json changes.
  local stamp="$e2e/node_modules/.starshift-lock.sha256" want
  want="$(cat "$e2e/package.json" "$e2e/package-lock.json" 2>/dev/null | sha256sum | cut -d' ' -f1)"
  if [ ! -x "$e2e/node_modules/.bin/wasm-opt" ] || [ ! -x "$e2e/node_modules/.bin/playwright" ] ||
     [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
    $say "npm ci in tests/e2e" >&2
    if [ -f "$e2e/package-lock.json" ]; then
      (cd "$e2e" && npm ci --no-audit --no-fund </dev/null >&2) || return 1
    else
      (cd "$e2e" && npm install --no-audit --no-fund </dev/null >&2) || return 1
    fi
    echo "$want" >"$stamp"
  fi
  case "$(wasm-opt --version 2>/dev/null)" in
    *"version 132"*) ;;
    *) $say "wasm-opt on PATH is not binaryen 132 from npm: $(command -v wasm-opt)" >&2; return 1 ;;
  esac

  # wasm-bindgen-cli, matching the Cargo.toml pin exactly.
  if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen 0.2.130" ]; then
    $say "cargo install wasm-bindgen-cli 0.2.130 (about 2.5 minutes)" >&2
    cargo install wasm-bindgen-cli --version 0.2.130 --force </dev/null >&2 || return 1
  fi

  # wasm-split-cli: cuts each game's chunk out of the linked wasm (scripts/split.mjs, issue 20).
  # Our patched copy (vendor/wasm_split_cli_support/STARSHIFT.md); its version names the patch.
  if ! command -v wasm-split-cli >/dev/null \
    || ! cargo install --list 2>/dev/null | grep -q '^wasm_split_cli_support v0.2.4-starshift.9 '; then
    $say "cargo install wasm_split_cli_support 0.2.4-starshift.9 from vendor/ (about 1 minute)" >&2
    cargo install --path "$root/vendor/wasm_split_cli_support" --target-dir "$root/target/wasm-split-cli" \
      --features build-binary --locked --force </dev/null >&2 \
      || return 1
  fi

  # trunk.
  if [ "$(trunk --version 2>/dev/null)" != "trunk 0.21.14" ]; then
    $say "cargo install trunk 0.21.14 (about 7 minutes)" >&2
    cargo install trunk --version 0.21.14 --locked --no-default-features --force </dev/null >&2 || return 1
  fi

  flock -u 9
  $say "ready (trunk $(trunk --version | cut -d' ' -f2), wasm-bindgen $(wasm-bindgen --version | cut -d' ' -f2)," \
       "wasm-opt 132, chromium $(/usr/bin/chromium --version 2>/dev/null | grep -o '[0-9][0-9.]*' | head -1))" >&2
}

if (return 0 2>/dev/null); then
  # Sourced: leave PATH set for the caller; report failure without killing the caller's shell options.
  _starshift_setup
  _starshift_rc=$?
  exec 9>&-
  unset -f _starshift_setup
  [ "$_starshift_rc" -eq 0 ] || { unset _starshift_rc; return 1; }
  unset _starshift_rc
else
  set -uo pipefail
  _starshift_setup || exit 1
fi
