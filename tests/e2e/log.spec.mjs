// The event log as a real panel (issue 16, point 2), at phone (390×844) and desktop (1366×768) sizes: tall
// enough, following its newest entry, numbered right past 99, each die with its table and row; choosing an
// entry (tap, or arrows in the list) shows its hexes and units on the map, in view; the last action's
// approach or combat result (StarGate 7.13, 9.2; DeltaVee 8.7–8.8) shows in a banner over the board until
// the next action. StarGate: its complete golden game up to its last combat (fixtures/stargate-log.json,
// written by tests/engine/event_log.rs). DeltaVee: The Showdown up to a laser barrage's Hit Table
// (fixtures/deltavee-showdown-fire.json). Screenshots go to $STARSHIFT_SCREENSHOTS.
import { test, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { handOver, openRecord, openStarGateHere, paste, settingsOff, shot, watchErrors } from "./support.mjs";

// Issue 16's play settings off (flow.spec.mjs tests them): no phase ends by itself, nothing asks first.
test.beforeEach(({ context }) => settingsOff(context));

const here = dirname(fileURLToPath(import.meta.url));
const fixture = (name) => JSON.parse(readFileSync(join(here, "fixtures", name), "utf8"));
// As text: its sealed approach choices' salts are 64-bit numbers, which JSON.parse would round.
const stargate = readFileSync(join(here, "fixtures", "stargate-log.json"), "utf8");
const deltavee = fixture("deltavee-showdown-fire.json");

const log = (page) => page.locator(".log-list");
const entries = (page) => page.locator(".log-list li");
const banner = (page) => page.locator(".result-banner");

/** Opens the StarGate record with both seats on this device, past the hand-over screen if it shows. */
async function openStarGate(page) {
  await page.goto("/");
  // Pasted: typed in (`fill`), its 2,166 lines take Chromium 11–19 s (`paste`).
  await paste(page.getByRole("textbox", { name: "Game link or record" }), stargate);
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await openStarGateHere(page);
}

/** `el`'s box inside `outer`'s (1 px of slack). */
async function inside(el, outer) {
  const [a, b] = [await el.boundingBox(), await outer.boundingBox()];
  expect(a, "shown").not.toBeNull();
  return a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;
}

/** On phones the panels are a drawer: opened, and the log scrolled into it. */
async function showLog(page, phone) {
  if (phone) {
    const handle = page.getByRole("button", { name: /Panels: show more/ });
    if (await handle.isVisible()) await handle.click();
  }
  await log(page).evaluate((el) => el.closest(".log").scrollIntoView({ block: "start" }));
}

for (const [size, viewport] of [["phone", { width: 390, height: 844 }], ["desktop", { width: 1366, height: 768 }]]) {
  const phone = size === "phone";
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    test(`StarGate's log: tall, numbered past 99, following the newest; entries on the map; the combat result in a banner (${size})`, async ({ page }) => {
      test.setTimeout(120_000);
      const errors = watchErrors(page);
      await openStarGate(page);
      const n = await entries(page).count();
      expect(n).toBeGreaterThan(120);

      // The result of the last action, the combat (9.2), over the board: its die with the table's column and
      // row, and the result; the board stays usable around it.
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toContainText(/Die: \d — Combat Results Table, column .+ \(differential [+−-]?\d+\), row \d \(9\.2\)\./);
      await expect(banner(page)).toContainText(/Result in \d{4}: .+ \(9\.2\)\./);
      expect(await inside(banner(page), page.locator(".board-area"))).toBe(true);
      await shot(page, `log-stargate-banner-${size}`);

      // Numbered right: entry 100 is "100.", the last is n, each number whole in its column.
      await showLog(page, phone);
      await expect(entries(page).nth(99).locator(".log-n")).toHaveText("100.");
      await expect(entries(page).last().locator(".log-n")).toHaveText(`${n}.`);
      const clipped = await page.locator(".log-n").evaluateAll((ns) => ns.filter((e) => e.scrollWidth > e.clientWidth || e.getBoundingClientRect().left < e.closest("ol").getBoundingClientRect().left).length);
      expect(clipped).toBe(0);
      // Tall enough (it was about two entries), and scrolled to the newest entry.
      const height = await log(page).evaluate((el) => el.clientHeight);
      expect(height).toBeGreaterThanOrEqual(phone ? 200 : 300);
      expect(await log(page).evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
      await expect.poll(() => inside(entries(page).last(), log(page))).toBe(true);
      // Each die with its table and row, in the log too.
      await expect(log(page)).toContainText(/Die: \d — approach number \d+d?: (at or under it|over it), /);
      await shot(page, `log-stargate-list-${size}`);

      // Choosing an entry: the combat's hex and its units' hexes on the map, in view.
      const combat = entries(page).filter({ hasText: /^\d+\.Combat in \d{4}: / }).last();
      await combat.click();
      await expect(combat).toHaveAttribute("aria-current", "true");
      await expect(banner(page)).toHaveCount(0);
      const mark = page.locator(".sg-l-log path.log-mark");
      const units = page.locator(".sg-l-log path.log-mark-unit");
      await expect(mark).toHaveAttribute("d", /^M/);
      await expect(units).toHaveAttribute("d", /^M/);
      await expect.poll(() => inside(mark, page.locator(".sg-board svg"))).toBe(true);
      await shot(page, `log-stargate-combat-marked-${size}`);

      // An early move, far from there: brought into view too. Arrow keys in the list choose the next entry.
      const early = entries(page).filter({ hasText: / moves \d{4}/ }).first();
      await early.click();
      await expect(early).toHaveAttribute("aria-current", "true");
      await expect.poll(() => inside(mark, page.locator(".sg-board svg"))).toBe(true);
      await shot(page, `log-stargate-move-marked-${size}`);
      await page.keyboard.press("ArrowDown");
      await expect(early).not.toHaveAttribute("aria-current", "true");
      await expect(page.locator(".log-list li[aria-current]")).toHaveCount(1);
      await expect.poll(() => inside(page.locator(".log-list li[aria-current]"), log(page))).toBe(true);
      await page.keyboard.press("Escape");
      await expect(page.locator(".log-list li[aria-current]")).toHaveCount(0);
      await expect(mark).not.toHaveAttribute("d", /^M/);

      // Until the next action: a dispersal (9.2), from the list of board actions, takes the banner away.
      await expect(banner(page)).toBeVisible();
      await page.locator("summary", { hasText: "All board actions as a list" }).click();
      await page.locator(".action-list button", { hasText: /^Disperse / }).first().click();
      await expect.poll(() => entries(page).count()).toBeGreaterThan(n);
      await expect(banner(page)).toHaveCount(0);
      expect(errors, errors.join("\n")).toEqual([]);
    });

    test(`DeltaVee's log: a fire's dice and hit in the banner; the fire's units on the map (${size})`, async ({ page }) => {
      test.setTimeout(60_000);
      const errors = watchErrors(page);
      await openRecord(page, deltavee);
      await handOver(page);
      await expect(page.locator(".topbar .status-main")).toContainText("Game-Turn 4");
      await expect(banner(page)).toHaveCount(0);
      const orders = page.locator("section.dv-orders");
      await orders.getByRole("group", { name: "Fire from" }).getByRole("button", { name: "Pod 1 (hunter)" }).click();
      const before = await entries(page).count();
      await orders.getByRole("button", { name: "Player 2's Piccolo D: laser barrage from pod 1 at Player 1's Piccolo E", exact: true }).click();
      await expect.poll(() => entries(page).count()).toBeGreaterThan(before);
      await handOver(page);
      // The Fire Results Table's die (8.7) and the Hit Table's (8.8), each with its row.
      await expect(banner(page)).toContainText(/Die \(d10\) on the Fire Results Table, laser barrage row, Target Value 8: \d+, a hit on \d+ or less \(8\.7\)\./);
      await expect(banner(page)).toContainText(/Die \(d10\) on the Hit Table: (\d+), row \1: /);
      expect(await inside(banner(page), page.locator(".board-area"))).toBe(true);
      await shot(page, `log-deltavee-banner-${size}`);

      // The fire's entry: the firer's and the target's hexes on the map. Its die names no place: the fire's.
      await showLog(page, phone);
      const fire = entries(page).filter({ hasText: /fires a laser barrage/ }).last();
      await fire.click();
      const units = page.locator(".dv-board path.log-mark-unit");
      await expect(units).toHaveAttribute("d", /^M.*Z.*M.*Z$/);
      await expect.poll(() => inside(units, page.locator(".dv-board"))).toBe(true);
      const die = entries(page).filter({ hasText: /on the Fire Results Table/ }).last();
      await die.click();
      await expect(units).toHaveAttribute("d", /^M.*Z.*M.*Z$/);
      await shot(page, `log-deltavee-marked-${size}`);

      // The choice of part (8.8) is the next action: its hit replaces the fire's dice in the banner.
      const part = orders.locator(".dv-hitpick").getByRole("button").first();
      await part.click();
      await handOver(page);
      await expect(banner(page)).toContainText(/Player 1's Piccolo E's .+ takes a hit/);
      await expect(banner(page)).not.toContainText("Fire Results Table");
      expect(errors, errors.join("\n")).toEqual([]);
    });
  });
}
