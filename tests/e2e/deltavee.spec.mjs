// DeltaVee in the browser: a scenario started from the lobby, advanced by the orders panel's buttons
// (the engine's legal actions), the map's units named for screen readers, pass-and-play hand-over, and
// the position reopened from a shared link in a fresh browser. Screenshots go to $STARSHIFT_SCREENSHOTS.
import { test, expect } from "@playwright/test";
import { handOver, shareLink, shot, watchErrors, settingsOff } from "./support.mjs";

// The steps here are the engine's own, one by one: issue 16's play settings off (flow.spec.mjs tests them).
test.beforeEach(({ context }) => settingsOff(context));

const status = (page) => page.locator(".topbar .status-main");
const orders = (page) => page.locator("section.dv-orders");

async function newDeltaVee(page, scenario) {
  await page.goto("/");
  await page.getByRole("combobox", { name: "Game" }).selectOption({ label: "DeltaVee" });
  await page.getByRole("combobox", { name: "Scenario" }).selectOption({ label: scenario });
  await expect(page.getByRole("group", { name: "Player 1" })).toBeVisible();
  await page.getByRole("button", { name: "Start game" }).click();
  await expect(status(page)).toContainText("Game-Turn 1");
}

/** Takes the hand-over screen if it is up; counts the hand-overs taken. */
let handovers = 0;
async function takeOver(page) {
  if (await handOver(page)) handovers++;
}

/** Plays `n` actions, each the last button of the orders panel (the phase-ending or general one when there
 *  is one, so the game moves on through the sequence of play). */
async function advance(page, n) {
  for (let i = 0; i < n; i++) {
    await takeOver(page);
    const buttons = orders(page).getByRole("button");
    await expect(buttons.first()).toBeVisible();
    const before = await page.locator(".log-list li").count();
    await buttons.last().click();
    await expect.poll(() => page.locator(".log-list li").count()).toBeGreaterThan(before);
  }
  await takeOver(page);
}

test("DeltaVee scenario 4 from the lobby: the map and its units, orders as buttons, hand-over, a few turns, reopened from a link", async ({ page, browser }) => {
  // A long journey (some 30 actions in two browsers): beside CI's other worker on two cores it has passed
  // 60 s once (its retry took 23 s).
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await newDeltaVee(page, "4: Pirates!");
  const map = page.getByRole("group", { name: "DeltaVee map" });
  await expect(map).toBeVisible();
  // Every ship on the map has a name with its hex and course, e.g. "Player 1's Flute A in A0309, facing 3
  // o'clock, velocity 2".
  const ships = map.getByRole("button", { name: /^Player [12]'s .+ in [A-Z]\d{4}/ });
  expect(await ships.count()).toBeGreaterThan(1);
  await shot(page, "deltavee-start");

  // Selecting a unit on the map marks it, and brings its orders (if it has any now) first. The first view
  // shows the viewing seat's units (the map pans and zooms: others may be out of view).
  await takeOver(page);
  const seat = (await page.locator(".viewing").textContent()).match(/Player [12]/)[0];
  const first = map.getByRole("button", { name: new RegExp(`^${seat}'s .+ in [A-Z]\\d{4}`) }).first();
  await first.click();
  await expect(first).toHaveClass(/\bsel\b/);
  const selected = orders(page).locator(".dv-group.selected");
  if (await selected.count()) await expect(orders(page).locator(".dv-group").first()).toHaveClass(/selected/);

  await advance(page, 12);
  expect(handovers, "both players on this device: the device changed hands").toBeGreaterThan(0);
  await expect(page.locator(".log-list")).toContainText("(3.0)");
  await shot(page, "deltavee-advanced");
  const where = await status(page).textContent();

  // Share this position and open it in a fresh browser: the same Game-Turn and phase.
  const url = await shareLink(page);
  expect(url).toMatch(/^http.*#[A-Za-z0-9_-]+$/);
  const other = await settingsOff(await browser.newContext());
  const p2 = await other.newPage();
  const errors2 = watchErrors(p2);
  await p2.goto(url);
  await expect(p2.getByRole("heading", { name: "Which side do you play on this device?" })).toBeVisible();
  await expect(p2.getByText(/DeltaVee — 4: Pirates!, from a link\./)).toBeVisible();
  await p2.getByRole("button", { name: "Open the game" }).click();
  await expect(status(p2)).toHaveText(where);
  await expect(p2.getByRole("group", { name: "DeltaVee map" })).toBeVisible();
  await shot(p2, "deltavee-link-opened");
  // The game goes on there until it waits for the player who plays on the first device.
  const opened = await p2.locator(".log-list li").count();
  const waiting = p2.getByText(/Waiting for Player [12] — send them the link\./);
  for (let i = 0; i < 20; i++) {
    await expect(orders(p2).getByRole("button").first().or(waiting)).toBeVisible();
    if (await waiting.isVisible()) break;
    await advance(p2, 1);
  }
  await expect(waiting).toBeVisible();
  expect(await p2.locator(".log-list li").count()).toBeGreaterThan(opened);
  await other.close();
  expect([...errors, ...errors2], [...errors, ...errors2].join("\n")).toEqual([]);
});
