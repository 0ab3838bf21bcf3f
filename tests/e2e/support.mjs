// Helpers shared by the browser tests (not a test file: Playwright runs *.spec.mjs only).
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** Where screenshots go: $STARSHIFT_SCREENSHOTS, else tests/e2e/screenshots. */
export const shots = process.env.STARSHIFT_SCREENSHOTS || join(dirname(fileURLToPath(import.meta.url)), "screenshots");
mkdirSync(shots, { recursive: true });

/** Saves a screenshot of the page as `<name>.png`. */
export const shot = (page, name) => page.screenshot({ path: join(shots, `${name}.png`) });

/** Collects page errors so a test can assert the app logged none. */
export function watchErrors(page) {
  const errors = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => { if (m.type() === "error") errors.push(`console: ${m.text()}`); });
  return errors;
}
