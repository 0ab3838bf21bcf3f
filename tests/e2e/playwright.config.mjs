// Playwright configuration for Starshift's browser tests.
//
// Spec files: every `*.spec.{mjs,js,ts,mts}` in this folder (smoke.spec.mjs, journeys.spec.*, ...). Plain ES-module
// JavaScript is the house style (no build step); @playwright/test also runs TypeScript specs out of the box.
//
// Base URL: $STARSHIFT_URL. scripts/test.sh builds the release app into dist/, serves it on a free port and sets
// it; without it the tests target `bash scripts/serve.sh` at http://127.0.0.1:8080/. Specs use relative URLs:
// `await page.goto("/")`, `page.goto("/#g=...")`.
//
// Screenshots: save them under $STARSHIFT_SCREENSHOTS (set below to tests/e2e/screenshots/, git-ignored), e.g.
// `page.screenshot({ path: join(process.env.STARSHIFT_SCREENSHOTS, "board.png") })`. Failure screenshots and
// traces go to tests/e2e/test-results/.
//
// Browser: Debian's /usr/bin/chromium (scripts/setup.sh installs it). Never `npx playwright install`: it downloads
// a browser from a host this machine cannot reach.
//
// Reports: list on the terminal, JSON to tests/e2e/report.json (scripts/test.sh reads its stats for the summary).
import { defineConfig } from "@playwright/test";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
process.env.STARSHIFT_SCREENSHOTS ??= join(here, "screenshots");

export default defineConfig({
  testDir: here,
  testMatch: "**/*.spec.@(mjs|js|ts|mts)",
  testIgnore: "**/node_modules/**",
  outputDir: join(here, "test-results"),
  // 60 s: beside CI's other worker on two cores, journeys that take 15 s alone have taken past 30 s
  // (replay.spec, offline.spec); a test that hangs still fails, and the long games set their own.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // On CI one retry: two cores shared by two workers and a browser each have timed a sound test out (a whole
  // session's work then lands nothing). A test that passes only on its retry is "flaky": scripts/test.sh names
  // it on CI's output, to be looked into; one that fails twice fails CI.
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME || join(here, "report.json") }],
  ],
  use: {
    baseURL: process.env.STARSHIFT_URL || "http://127.0.0.1:8080/",
    browserName: "chromium",
    headless: true,
    viewport: { width: 1280, height: 800 },
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.STARSHIFT_CHROMIUM || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});
