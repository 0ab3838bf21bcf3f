// DeltaVee's Spacecraft Log sheets (10.0): one tap away from a ship on the map, drawn like the printed log
// from the seat's view, in a modal dialog that takes the focus and gives it back. Scenario 1: two Piccolos
// on Log Nr. 1 (30 Energy Units at a burn rate of 3: 10 Energy Blocks; one hunter pod of armor 2 with 2
// unguided missiles and 1 intelligent; no force field). The enemy's sheet has no energy or missile figures
// (2.5). Screenshots at 1280×800 and 390×844 go to $STARSHIFT_SCREENSHOTS.
import { test, expect } from "@playwright/test";
import { axeScan, handOver, shot, watchErrors, settingsOff } from "./support.mjs";

// The steps here are the engine's own, one by one: issue 16's play settings off (flow.spec.mjs tests them).
test.beforeEach(({ context }) => settingsOff(context));

async function newShowdown(page) {
  await page.goto("/");
  await page.getByRole("combobox", { name: "Game" }).selectOption({ label: "DeltaVee" });
  await page.getByRole("combobox", { name: "Scenario" }).selectOption({ label: "1: The Showdown" });
  await expect(page.getByRole("group", { name: "Player 1" })).toBeVisible();
  await page.getByRole("button", { name: "Start game" }).click();
  await expect(page.locator(".topbar .status-main")).toContainText("Game-Turn 1");
  await handOver(page);
  await expect(page.locator(".viewing")).toContainText("Player 1");
}

const sheetDialog = (page, ship) => page.getByRole("dialog", { name: new RegExp(`^Spacecraft Log Nr\\. 1 — ${ship}$`) });

/** The own Piccolo's sheet as the engine computes it for scenario 1 before any energy is spent. */
async function expectOwnPiccolo(dialog) {
  await expect(dialog.locator(".dv-sheet-energy-sum")).toHaveText(
    "10 Energy Blocks of 3 Energy Units: 0 expended, 10 left (30 Energy Units). Burn rate 3.",
  );
  // Ten Energy Blocks, none marked; the track 0–8 with 4–8 crossed out and the marker on 0.
  await expect(dialog.locator(".dv-sheet-blocks li")).toHaveCount(10);
  await expect(dialog.locator(".dv-sheet-blocks li.open")).toHaveCount(10);
  await expect(dialog.locator(".dv-sheet-track li")).toHaveCount(9);
  await expect(dialog.locator(".dv-sheet-track li.out")).toHaveText(["4", "5", "6", "7", "8"]);
  await expect(dialog.locator(".dv-sheet-track li.here")).toHaveText("0");
  // Compartments: bridge, engine (armor 1), no force field (X), the hunter pod (armor 2), boxes 2–5 crossed out.
  const comps = dialog.locator(".dv-sheet-comp");
  await expect(comps).toHaveCount(8);
  await expect(comps.nth(0)).toContainText("Bridge");
  await expect(comps.nth(0).locator(".dv-sheet-armor")).toHaveText("Armor 1");
  await expect(comps.nth(2)).toContainText("Force field");
  await expect(comps.nth(2)).toContainText("none");
  await expect(comps.nth(2).locator(".dv-sheet-status")).toHaveText("X");
  await expect(comps.nth(3)).toContainText("Pod 1");
  await expect(comps.nth(3)).toContainText("hunter");
  await expect(comps.nth(3).locator(".dv-sheet-armor")).toHaveText("Armor 2");
  await expect(dialog.locator(".dv-sheet-comp.crossed")).toHaveCount(5);
  // Missile sections: 2 of 10 unguided lines, 0 of 7 guided, 1 of 5 intelligent (7 of 9 boxes), 0 of 2 MIMS.
  const tables = dialog.locator(".dv-sheet-mtable");
  await expect(tables.locator(".dv-sheet-count")).toHaveText(["2 in the pods", "0 in the pods", "1 in the pods", "0 in the pods"]);
  await expect(tables.nth(0).locator("tbody tr")).toHaveCount(10);
  await expect(tables.nth(0).locator("tbody tr.crossed")).toHaveCount(8);
  await expect(tables.nth(2).locator("tbody tr").first().locator("i.open")).toHaveCount(7);
  await expect(tables.nth(2).locator("tbody tr").first().locator("i.out")).toHaveCount(2);
}

test("DeltaVee log sheet: a tap from the ship on the map, figures from the engine, focus back on close; the enemy's has no energy", async ({ page }) => {
  const errors = watchErrors(page);
  await newShowdown(page);
  const map = page.getByRole("group", { name: "DeltaVee map" });
  await map.getByRole("button", { name: /^Player 1's Piccolo E in A0207/ }).click();
  const chip = page.locator(".dv-sheet-chip");
  await expect(chip).toHaveAccessibleName("Log sheet: Player 1's Piccolo E");
  await chip.click();
  const own = sheetDialog(page, "Player 1's Piccolo E");
  await expect(own).toBeVisible();
  await expect(own).toHaveAttribute("aria-modal", "true");
  await expect(own.getByRole("button", { name: "Close" })).toBeFocused();
  await expectOwnPiccolo(own);
  await shot(page, "deltavee-sheet-desktop");
  // Escape closes it; the focus is back on the button that opened it.
  await page.keyboard.press("Escape");
  await expect(own).toHaveCount(0);
  await expect(chip).toBeFocused();

  // The enemy's Piccolo from the Log sheets card: compartments, nothing of its energy or missiles.
  const card = page.locator("section.dv-sheet-card");
  await expect(card.getByRole("button")).toHaveCount(2);
  await expect(card.getByRole("button").first()).toHaveAccessibleName("Log sheet: Player 1's Piccolo E");
  const enemyButton = card.getByRole("button", { name: "Log sheet: Player 2's Piccolo D" });
  await enemyButton.click();
  const enemy = sheetDialog(page, "Player 2's Piccolo D");
  await expect(enemy).toBeVisible();
  await expect(enemy.locator(".dv-sheet-comp")).toHaveCount(8);
  await expect(enemy.locator(".dv-sheet-comp").nth(3)).toContainText("hunter");
  await expect(enemy.locator(".dv-sheet-energy, .dv-sheet-blocks, .dv-sheet-track, .dv-sheet-mtable")).toHaveCount(0);
  await expect(enemy).toContainText("Kept on Player 2's own log");
  await expect(enemy).not.toContainText(/\d+ Energy Blocks|Energy Units left|\d+ in the pods|\d+ left/);
  await shot(page, "deltavee-sheet-enemy-desktop");
  await enemy.getByRole("button", { name: "Close" }).click();
  await expect(enemy).toHaveCount(0);
  await expect(enemyButton).toBeFocused();

  // Live: Player 1 moves; in Player 2's Command Phase his Piccolo accelerates twice, and the second speed
  // command costs an Energy Block (7.5). His sheet marks it: 9 Energy Blocks left, the first one crossed.
  await page.getByRole("button", { name: "Move Player 1's Piccolo E", exact: true }).click();
  const handover = page.getByRole("dialog", { name: /Pass the device to Player 2/ });
  await expect(handover).toBeVisible();
  await page.getByRole("button", { name: "Player 2 ready" }).click();
  await expect(page.locator(".viewing")).toContainText("Player 2");
  const accelerate = page.getByRole("button", { name: "Player 2's Piccolo D: Accelerate", exact: true });
  await accelerate.click();
  await expect(page.locator(".log-list")).toContainText("Accelerate");
  await accelerate.click();
  await page.locator("section.dv-sheet-card").getByRole("button", { name: "Log sheet: Player 2's Piccolo D" }).click();
  const mine = sheetDialog(page, "Player 2's Piccolo D");
  await expect(mine.locator(".dv-sheet-energy-sum")).toHaveText(
    "10 Energy Blocks of 3 Energy Units: 1 expended, 9 left (27 Energy Units). Burn rate 3.",
  );
  await expect(mine.locator(".dv-sheet-blocks li.spent")).toHaveCount(1);
  await expect(mine.locator(".dv-sheet-blocks li.open")).toHaveCount(9);
  await shot(page, "deltavee-sheet-spent-desktop");
  await page.keyboard.press("Escape");
  await expect(mine).toHaveCount(0);
  expect(errors, errors.join("\n")).toEqual([]);
});

test("DeltaVee log sheet on a phone: opened from the selected ship, the sheet scrolls inside the dialog", async ({ browser }) => {
  const ctx = await settingsOff(await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, bypassCSP: true }));
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await newShowdown(page);
  const ship = page.locator('.dv-unit[data-unit="s0"] rect');
  const r = await ship.boundingBox();
  await page.touchscreen.tap(r.x + r.width / 2, r.y + r.height / 2);
  const chip = page.locator(".dv-sheet-chip");
  await expect(chip).toHaveAccessibleName("Log sheet: Player 1's Piccolo E");
  const c = await chip.boundingBox();
  expect(Math.min(c.width, c.height)).toBeGreaterThanOrEqual(44);
  await chip.tap();
  const own = sheetDialog(page, "Player 1's Piccolo E");
  await expect(own).toBeVisible();
  await expectOwnPiccolo(own);
  // The dialog fits the screen; the log scrolls inside it, never sideways.
  const box = await own.boundingBox();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  const body = own.locator(".dv-sheet-body");
  const [sw, cw, sh, ch] = await body.evaluate((b) => [b.scrollWidth, b.clientWidth, b.scrollHeight, b.clientHeight]);
  expect(sw).toBeLessThanOrEqual(cw + 1);
  expect(sh).toBeGreaterThan(ch);
  await shot(page, "deltavee-sheet-phone");
  await axeScan(page, "sheet", ".dv-sheet");
  await body.evaluate((b) => b.scrollTo(0, b.scrollHeight));
  await shot(page, "deltavee-sheet-phone-end");
  await own.getByRole("button", { name: "Close" }).tap();
  await expect(own).toHaveCount(0);
  expect(await page.evaluate(() => [visualViewport.scale, scrollX, scrollY])).toEqual([1, 0, 0]);
  expect(errors, errors.join("\n")).toEqual([]);
  await ctx.close();
});
