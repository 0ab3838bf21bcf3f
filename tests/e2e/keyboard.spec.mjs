// Keyboard only, from the lobby to legal moves: the board is an ARIA grid with one tab stop (arrows move,
// Enter taps, Escape cancels), the hand-over screen keeps the focus and gives it back, and the units-as-text
// list plays a move without the map. No mouse event is used in these tests.
import { test, expect } from "@playwright/test";
import { settingsOff } from "./support.mjs";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// The steps here are the engine's own, one by one: issue 16's play settings off (flow.spec.mjs tests them).
test.beforeEach(({ context }) => settingsOff(context));

const shots = process.env.STARSHIFT_SCREENSHOTS || join(dirname(fileURLToPath(import.meta.url)), "screenshots");
mkdirSync(shots, { recursive: true });
const log = (page) => page.locator(".log-list");
const focused = (page) => page.evaluate(() => {
  const e = document.activeElement;
  // The accessible name as the app gives it: aria-label, else the text (the tray's counters name themselves
  // in a visually hidden span beside their printed face).
  const hidden = e?.tagName === "BUTTON" ? e.querySelector(":scope > .visually-hidden")?.textContent : null;
  const name = e?.getAttribute("aria-label") ?? hidden ?? e?.textContent;
  return { id: e?.id ?? "", role: e?.getAttribute("role") ?? "", name: name?.trim() ?? "" };
});

/** Presses Tab until the focused element's accessible name or text matches `re` (at most `max` times). */
async function tabTo(page, re, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const f = await focused(page);
    if (re.test(f.name)) return f;
  }
  throw new Error(`no focusable element matching ${re} within ${max} Tabs`);
}

test("keyboard only: start a game, stage a unit, walk the map grid, cancel, and hand over", async ({ page }) => {
  await page.goto("/");
  // The app starts once the page's static header is painted: wait for the lobby before tabbing.
  await expect(page.getByRole("button", { name: "Start game" })).toBeVisible();
  await tabTo(page, /^Start game$/);
  await page.keyboard.press("Enter");
  await expect(page.locator(".topbar .status")).toContainText("Game-Turn 1");

  // A unit waiting to be staged, then Enter on the hex the focus goes to (its first legal destination).
  await tabTo(page, /^Human 3-3-6 #1/);
  await page.keyboard.press("Enter");
  await expect.poll(async () => (await focused(page)).role).toBe("gridcell");
  // The tray's counter shows it is selected (its pressed state is set on the button, not made again).
  await expect(page.locator(".sg-tray").getByRole("button", { name: /^Human 3-3-6 #1/ })).toHaveAttribute("aria-pressed", "true");
  const target = await focused(page);
  expect(target.name).toMatch(/^hex 28\d\d/);
  await page.keyboard.press("Enter");
  await expect(log(page)).toContainText(`Human 3-3-6 #1 is staged in ${target.name.slice(4, 8)}`);

  // The map is one tab stop: exactly one cell is in the tab order, and arrows move it.
  expect(await page.locator('[role="gridcell"][tabindex="0"]').count()).toBe(1);
  const here = await focused(page);
  await page.keyboard.press("ArrowLeft");
  const left = await focused(page);
  expect(left.role).toBe("gridcell");
  expect(Number(left.id.slice(7, 9))).toBe(Number(here.id.slice(7, 9)) - 1);
  await page.keyboard.press("ArrowRight");
  expect((await focused(page)).id).toBe(here.id);
  expect(await page.locator('[role="gridcell"][tabindex="0"]').count()).toBe(1);
  await page.screenshot({ path: join(shots, "keyboard-grid.png") });

  // Enter on the staged unit's hex selects it; Escape clears the selection.
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: /^Human 3-3-6 #1/ }).first()).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: /^Human 3-3-6 #1/ }).first()).toHaveAttribute("aria-pressed", "false");

  // Back in the lobby and into the game again (two seats here): the hand-over screen holds the focus.
  await tabTo(page, /^← Lobby$/);
  await page.keyboard.press("Enter");
  await tabTo(page, /^Continue /);
  await page.keyboard.press("Enter");
  const ready = page.getByRole("button", { name: /Player ready/ });
  await expect(ready).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(ready).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(ready).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(async () => (await focused(page)).role).toBe("gridcell");
});

test("the units-as-text list plays a legal move without the map", async ({ page }) => {
  await page.goto("/");
  // The app starts once the page's static header is painted: wait for the lobby before tabbing.
  await expect(page.getByRole("button", { name: "Start game" })).toBeVisible();
  await tabTo(page, /^Start game$/);
  await page.keyboard.press("Enter");
  await expect(page.locator(".topbar .status")).toContainText("Game-Turn 1");
  await tabTo(page, /^Units as text/);
  await page.keyboard.press("Enter");
  const list = page.locator(".units-text");
  await expect(list.getByRole("heading", { name: "Coalition Player" })).toBeVisible();
  await expect(list).toContainText("Human 3-3-6 #1 — not yet in play");
  const first = list.getByRole("button").first();
  const label = (await first.textContent()).trim();
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(log(page)).toContainText(/is staged in 28\d\d/);
  await expect(list).toContainText(/— hex 28\d\d/);
  // The list is made again after the move: the keyboard's focus stays on its buttons.
  await expect.poll(() => page.evaluate(() => !!document.activeElement.closest(".units-text button"))).toBe(true);
  expect(label.length).toBeGreaterThan(0);
  await page.screenshot({ path: join(shots, "units-as-text.png"), fullPage: true });
});

test("the event log is a polite live region and dialogs are labelled", async ({ page }) => {
  await page.goto("/");
  // The app starts once the page's static header is painted: wait for the lobby before tabbing.
  await expect(page.getByRole("button", { name: "Start game" })).toBeVisible();
  await page.getByRole("button", { name: "Start game" }).click();
  await expect(page.locator(".log-list")).toHaveAttribute("aria-live", "polite");
  await expect(page.getByRole("grid", { name: /Map hexes/ })).toBeVisible();
});

/** DeltaVee's scenario 1 started from the lobby, the Start button reached by Tab. */
async function startShowdown(page) {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Start game" })).toBeVisible();
  await page.getByRole("combobox", { name: "Game" }).selectOption({ label: "DeltaVee" });
  await page.getByRole("combobox", { name: "Scenario" }).selectOption({ label: "1: The Showdown" });
  await tabTo(page, /^Start game$/);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("group", { name: "DeltaVee map" })).toBeVisible();
}

test("keyboard only on DeltaVee's map: one tab stop in an ARIA grid, arrows between hexes, Enter selects, Escape clears, an order by Enter", async ({ page }) => {
  await startShowdown(page);

  // The map's one tab stop starts on this seat's ship (scenario 1: Piccolo E in A0207).
  const start = await tabTo(page, /^hex A0207/);
  expect(start.role).toBe("gridcell");
  expect(start.name).toBe("hex A0207, Player 1's Piccolo E");
  expect(await page.locator('[role="gridcell"][tabindex="0"]').count()).toBe(1);
  await expect(page.getByRole("grid", { name: /^Map hexes/ })).toBeVisible();

  // Enter selects the ship there: it is marked, and its orders come first.
  await page.keyboard.press("Enter");
  const ship = page.getByRole("button", { name: /^Player 1's Piccolo E in A0207/ });
  await expect(ship).toHaveClass(/\bsel\b/);
  await expect(page.locator("section.dv-orders .dv-group").first()).toHaveClass(/selected/);

  // Arrows move between hexes (columns west–east, rows north–south), keeping one tab stop.
  await page.keyboard.press("ArrowRight");
  expect((await focused(page)).name).toBe("hex A0307");
  await page.keyboard.press("ArrowDown");
  expect((await focused(page)).name).toBe("hex A0308");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowLeft");
  expect((await focused(page)).name).toBe("hex A0207, Player 1's Piccolo E");
  expect(await page.locator('[role="gridcell"][tabindex="0"]').count()).toBe(1);
  await page.screenshot({ path: join(shots, "keyboard-deltavee-grid.png") });

  // Escape clears the selection.
  await page.keyboard.press("Escape");
  await expect(ship).not.toHaveClass(/\bsel\b/);

  // An order from the panel by keyboard.
  await tabTo(page, /^Move Player 1's Piccolo E$/);
  await page.keyboard.press("Enter");
  await expect(log(page)).toContainText("Piccolo E");
});

test("DeltaVee's units-as-text list: each side's units with hex, course and next move, and a move played from it by keyboard", async ({ page }) => {
  await startShowdown(page);
  await tabTo(page, /^Units as text/);
  await page.keyboard.press("Enter");
  const list = page.locator(".units-text");
  await expect(list.getByRole("heading", { name: /^Player 2 / })).toBeVisible();
  await expect(list).toContainText("Player 1's Piccolo E in A0207, facing 3 o'clock, velocity 1, next move to A0307");
  await expect(list).toContainText("Player 2's Piccolo D in B1511, facing 9 o'clock, velocity 1, next move to B1411");
  await tabTo(page, /^Move Player 1's Piccolo E$/);
  expect(await page.evaluate(() => !!document.activeElement.closest(".units-text"))).toBe(true);
  await page.screenshot({ path: join(shots, "units-as-text-deltavee.png"), fullPage: true });
  await page.keyboard.press("Enter");
  await expect(log(page)).toContainText("Piccolo E enters A0307");
});
