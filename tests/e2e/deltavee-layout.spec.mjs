// DeltaVee's game screen in the four layouts of layout.spec.mjs (phone portrait, tablet portrait and
// landscape, desktop): the map gets the space, the panels are a drawer on narrow screens, the page never
// scrolls while playing, and every control is at least 44 px — in the set-up, a Command Phase and a Fire
// Phase of scenario 1 (the Showdown script, tests/e2e/fixtures/deltavee-showdown.json). Screenshots of each.
import { test, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { handOver, openRecord, shot, watchErrors, settingsOff } from "./support.mjs";

// The steps here are the engine's own, one by one: issue 16's play settings off (flow.spec.mjs tests them).
test.beforeEach(({ context }) => settingsOff(context));

const here = dirname(fileURLToPath(import.meta.url));
const script = JSON.parse(readFileSync(join(here, "fixtures", "deltavee-showdown.json"), "utf8"));

const LAYOUTS = [
  ["phone-portrait", { width: 390, height: 844 }, true],
  ["tablet-portrait", { width: 768, height: 1024 }, true],
  ["tablet-landscape", { width: 1024, height: 768 }, true],
  ["desktop", { width: 1440, height: 900 }, false],
];

/** Visible controls smaller than 44 px either way: the top bar's, the panels', the zoom buttons. */
const tooSmall = (page) =>
  page.locator(".topbar button, .panels button, .panels summary, .sg-zoom button").evaluateAll((els) =>
    els
      .filter((e) => e.offsetParent !== null && getComputedStyle(e).visibility !== "hidden")
      .map((e) => [e.textContent.trim().slice(0, 30) || e.getAttribute("aria-label"), e.getBoundingClientRect()])
      .filter(([, r]) => r.height < 44 || r.width < 44)
      .map(([t, r]) => `${t} ${Math.round(r.width)}x${Math.round(r.height)}`),
  );

/** Plays the script's steps `from`..`to` by their buttons, through the hand-over screens. */
async function play(page, from, to) {
  for (const step of script.steps.slice(from, to)) {
    await handOver(page);
    await page.locator("section.dv-orders").getByRole("button", { name: step.label, exact: true }).click();
  }
  await handOver(page);
}

for (const [name, viewport, touch] of LAYOUTS) {
  test(`DeltaVee layout ${name} (${viewport.width}×${viewport.height}): the map gets the space, nothing scrolls the page, controls ≥ 44 px`, async ({ browser }) => {
    const ctx = await settingsOff(await browser.newContext({ viewport, hasTouch: touch, isMobile: touch && viewport.width < 900 }));
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await openRecord(page, script.record);
    await expect(page.locator(".topbar .status-main")).toContainText("Game-Turn 1");
    await expect(page.getByRole("group", { name: "DeltaVee map" })).toBeVisible();

    // The Movement Phase of Game-Turn 1, then Player 2's Command Phase, then Player 1's Fire Phase.
    const fire = script.steps.findIndex((s) => / launch /.test(s.label));
    let at = 0;
    for (const [phase, upto] of [["movement", 0], ["command", 1], ["fire", fire]]) {
      await play(page, at, upto);
      at = upto;
      const board = await page.locator(".board-area").boundingBox();
      expect(board.width * board.height, phase).toBeGreaterThan(0.45 * viewport.width * viewport.height);
      expect(await page.evaluate(() => document.scrollingElement.scrollHeight <= innerHeight + 1), phase).toBe(true);
      expect(await tooSmall(page), phase).toEqual([]);
      await shot(page, `deltavee-layout-${name}-${phase}`);
      const handle = page.getByRole("button", { name: /Panels: show more/ });
      if (viewport.width < 900) {
        await handle.click();
        await expect(page.getByRole("button", { name: /Panels: show less/ })).toHaveAttribute("aria-expanded", "true");
        expect(await page.evaluate(() => document.scrollingElement.scrollHeight <= innerHeight + 1), phase).toBe(true);
        expect(await tooSmall(page), phase).toEqual([]);
        await shot(page, `deltavee-layout-${name}-${phase}-drawer`);
        await page.getByRole("button", { name: /Panels: show less/ }).click();
      } else {
        await expect(handle).toBeHidden();
      }
    }
    expect(errors, errors.join("\n")).toEqual([]);
    await ctx.close();
  });
}
