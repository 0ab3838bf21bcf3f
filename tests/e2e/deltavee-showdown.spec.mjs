// DeltaVee scenario 1, The Showdown, played in the browser from the lobby to a victory by taps: Maneuver
// Commands, missile launches and laser fire, moves, and the hand-over screen each time the device changes
// hands. The script comes from the engine (tests/engine/deltavee/e2e_script.rs writes
// fixtures/deltavee-showdown.json, with the seed fixed by a record with no actions yet), so every tap is a
// legal action of that game, found by its button's name (a fire or launch after picking its source in the
// fire panel). Then the final link opens in a fresh browser on the same result.
import { test, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { handOver, openRecord, shareLink, shot, watchErrors, settingsOff } from "./support.mjs";

// The steps here are the engine's own, one by one: issue 16's play settings off (flow.spec.mjs tests them).
test.beforeEach(({ context }) => settingsOff(context));

const here = dirname(fileURLToPath(import.meta.url));
const script = JSON.parse(readFileSync(join(here, "fixtures", "deltavee-showdown.json"), "utf8"));
const orders = (page) => page.locator("section.dv-orders");

test("DeltaVee scenario 1 from the lobby to a victory by taps, then its final link on a fresh browser", async ({ page, browser }) => {
  test.setTimeout(300_000);
  const errors = watchErrors(page);
  await openRecord(page, script.record);
  await expect(page.locator(".topbar .status-main")).toContainText("Game-Turn 1");

  let handovers = 0;
  let fired = false;
  for (const [i, step] of script.steps.entries()) {
    if (await handOver(page)) handovers++;
    await expect(page.locator(".viewing"), `step ${i}: ${step.label}`).toContainText(step.seat);
    const before = await page.locator(".log-list li").count();
    const button = orders(page).getByRole("button", { name: step.label, exact: true });
    // The fire panel shows one source's fires and launches at a time: pick the step's source first.
    const source = step.label.match(/ from (the burster|pod (\d+)) (at|into) /);
    const picker = orders(page).getByRole("group", { name: "Fire from" });
    if (source && !(await button.isVisible()) && (await picker.isVisible())) {
      const name = source[2] ? new RegExp(`^Pod ${source[2]}\\b`) : "Burster";
      await picker.getByRole("button", { name }).click();
    }
    await button.click();
    await expect(page.locator(".refusal-box"), `step ${i}: ${step.label}`).toHaveCount(0);
    if (i + 1 < script.steps.length) {
      await expect.poll(() => page.locator(".log-list li").count(), `step ${i}: ${step.label}`).toBeGreaterThan(before);
    }
    if (!fired && / at Player \d's /.test(step.label)) {
      fired = true;
      await shot(page, "deltavee-showdown-fire");
    }
  }
  expect(handovers, "both players on this device: the device changed hands").toBeGreaterThan(5);

  const result = page.getByRole("region", { name: "Game over" });
  await expect(result).toContainText(script.result);
  await expect(page.locator(".topbar .status")).toContainText("Game over");
  await shot(page, "deltavee-showdown-victory");

  // The final link, opened in a fresh browser, shows the same result.
  const url = await shareLink(page);
  const other = await settingsOff(await browser.newContext());
  const p2 = await other.newPage();
  const errors2 = watchErrors(p2);
  await p2.goto(url);
  await p2.getByRole("button", { name: "Open the game" }).click();
  await expect(p2.getByRole("region", { name: "Game over" })).toContainText(script.result);
  await other.close();
  expect([...errors, ...errors2], [...errors, ...errors2].join("\n")).toEqual([]);
});
