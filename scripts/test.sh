#!/usr/bin/env bash
# Installs whatever is missing, then runs every test:
#   (a) native Rust tests: the engine test binary (tests/engine), the library's and binaries' unit tests;
#   (b) a release build of the web app into dist/ (scripts/build.sh), with the test game (feature test-game);
#   (c) the browser tests (tests/e2e/*.spec.*, Playwright + Debian chromium) against dist/ served on a free port.
# The last line of output is always `N passed, N failed` (cargo tests + Playwright tests); exit status is
# non-zero if anything failed, including a step that could not run (counted as one failure).
# Runs unattended (CI=true, no stdin). Cold on 2 cores: 15-25 minutes (trunk install ~7 min, first release build 2-9 min).
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
exec </dev/null

passed=0
failed=0
logs="$root/target/starshift-test"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null; wait "$server_pid" 2>/dev/null; fi
  return 0
}
trap cleanup EXIT
trap 'exit 130' INT TERM
summary() { echo "$passed passed, $failed failed"; }

step() { printf '\n== %s\n' "$*"; }

step "setup"
if ! source scripts/setup.sh; then
  echo "test: setup failed" >&2
  failed=$((failed + 1)); summary; exit 1
fi
mkdir -p "$logs"

# (a) Native Rust tests.
step "cargo test (native)"
t0=$SECONDS
cargo test --lib --bins --test engine 2>&1 | tee "$logs/cargo.log"
cargo_rc=${PIPESTATUS[0]}
read -r cp cf < <(awk '/^test result: /{ for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i } }
                       END { print p + 0, f + 0 }' "$logs/cargo.log")
if [ "$cargo_rc" -ne 0 ] && [ "$cf" -eq 0 ]; then
  echo "test: cargo test failed before reporting results (compile error?)" >&2
  cf=1
fi
passed=$((passed + cp)); failed=$((failed + cf))
echo "test: cargo: $cp passed, $cf failed ($((SECONDS - t0)) s)"

# (b) Release build of the web app.
step "trunk build --release"
t0=$SECONDS
STARSHIFT_TEST_GAME=1 bash scripts/build.sh 2>&1 | tee "$logs/build.log"
if [ "${PIPESTATUS[0]}" -eq 0 ]; then
  echo "test: build ok ($((SECONDS - t0)) s)"
  built=1
else
  echo "test: release build failed; see $logs/build.log" >&2
  failed=$((failed + 1))
  built=0
fi

# (c) Browser tests against dist/ on a free localhost port.
if [ "$built" -eq 1 ]; then
  step "playwright (tests/e2e)"
  t0=$SECONDS
  node scripts/static-server.mjs dist 0 >"$logs/server.log" 2>&1 &
  server_pid=$!
  disown "$server_pid" 2>/dev/null || true
  url=""
  for _ in $(seq 1 100); do
    url="$(sed -n 's/^listening //p' "$logs/server.log")"
    [ -n "$url" ] && break
    kill -0 "$server_pid" 2>/dev/null || break
    sleep 0.1
  done
  if [ -z "$url" ]; then
    echo "test: static server did not start; see $logs/server.log" >&2
    failed=$((failed + 1))
  else
    report="$root/tests/e2e/report.json"
    rm -f "$report"
    (cd tests/e2e && CI=true STARSHIFT_URL="$url" PLAYWRIGHT_JSON_OUTPUT_NAME="$report" \
      ./node_modules/.bin/playwright test)
    pw_rc=$?
    if [ -s "$report" ] && read -r pp pf pk < <(node -e '
        const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
        const s = r.stats || {};
        // Errors outside any test (e.g. a spec that fails to load) count as one failure.
        const outside = (r.errors || []).length && !s.unexpected ? 1 : 0;
        console.log((s.expected || 0) + (s.flaky || 0), (s.unexpected || 0) + outside, s.flaky || 0);
      ' "$report"); then
      if [ "$pw_rc" -ne 0 ] && [ "$pf" -eq 0 ]; then pf=1; fi
      passed=$((passed + pp)); failed=$((failed + pf))
      echo "test: playwright: $pp passed, $pf failed ($((SECONDS - t0)) s)"
      # A test that failed once and passed on its retry (CI only): named, so that a race is looked into.
      if [ "$pk" -gt 0 ]; then
        echo "test: playwright: $pk passed only on a retry (flaky):"
        node -e '
          const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
          const walk = (suite, path) => {
            for (const spec of suite.specs || [])
              for (const t of spec.tests || [])
                if (t.status === "flaky") console.log(`  flaky: ${spec.file}:${spec.line} ${[...path, spec.title].join(" › ")}`);
            for (const s of suite.suites || []) walk(s, suite.title && !suite.file ? [...path, suite.title] : path);
          };
          for (const s of r.suites || []) walk(s, []);
        ' "$report"
      fi
    else
      echo "test: playwright wrote no report (exit $pw_rc)" >&2
      failed=$((failed + 1))
    fi
  fi
  cleanup; server_pid=""
fi

echo
summary
[ "$failed" -eq 0 ]
