// DeltaVee's set-up placements (11.0) on the map (src/ui/deltavee/placing.rs): the next ship's places
// outlined on the map and placed by a tap, or by Enter on a hex's grid cell; in the panel, each ship's
// places as buttons showing the hex. Scenario 5, Attack on Convoy Red: Player 1 places five ships.
import { test, expect } from "@playwright/test";
import { handOver, shot, watchErrors } from "./support.mjs";

const orders = (page) => page.locator("section.dv-orders");
const log = (page) => page.locator(".log-list");

test("DeltaVee's set-up on the map: the next ship's places outlined, placed by a tap, by Enter on a hex, or by a hex button", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/");
  await page.getByRole("combobox", { name: "Game" }).selectOption({ label: "DeltaVee" });
  await page.getByRole("combobox", { name: "Scenario" }).selectOption({ label: "5: Attack on Convoy Red" });
  await page.getByRole("button", { name: "Start game" }).click();
  await handOver(page);
  const map = page.getByRole("group", { name: "DeltaVee map" });
  await expect(map).toBeVisible();

  // The first ship listed, the Spear A: its seven places outlined on the map, and in its panel group a
  // button per place, showing the hex and named by the whole action.
  const places = map.locator(".dv-place");
  await expect(places).toHaveCount(7);
  const spear = orders(page).locator(".dv-group").filter({ has: page.getByRole("heading", { name: "Player 1's Spear A", exact: true }) });
  await expect(spear.getByRole("button")).toHaveText(["A0307", "A0308", "A0406", "A0407", "A0408", "A0507", "A0508"]);
  await expect(spear.getByRole("button", { name: "Place Player 1's Spear A in A0406", exact: true })).toHaveText("A0406");
  await shot(page, "deltavee-setup");

  // A tap on an outlined hex (the engine's order: the third is A0406) places the Spear there.
  await places.nth(2).click();
  await expect(log(page)).toContainText("Player 1's Spear A is placed in A0406 (11.0).");
  await expect(map.getByRole("button", { name: /^Player 1's Spear A in A0406/ })).toBeVisible();
  // The next ship's places: the Spear's hex is taken.
  await expect(places).toHaveCount(6);
  await expect(spear).toHaveCount(0);

  // Enter on a hex's grid cell places the next ship there; the cell's name says so.
  const next = await orders(page).locator(".dv-group h3").first().textContent();
  const cell = map.getByRole("gridcell", { name: `hex A0507, Enter places ${next} here`, exact: true });
  await cell.focus();
  await page.keyboard.press("Enter");
  await expect(log(page)).toContainText(`${next} is placed in A0507 (11.0).`);
  await expect(places).toHaveCount(5);

  // A hex button of any ship's group places that ship.
  const last = orders(page).locator(".dv-group").last();
  const ship = await last.locator("h3").textContent();
  await last.getByRole("button", { name: `Place ${ship} in A0307`, exact: true }).click();
  await expect(log(page)).toContainText(`${ship} is placed in A0307 (11.0).`);
  await expect(places).toHaveCount(4);
  expect(errors, errors.join("\n")).toEqual([]);
});
