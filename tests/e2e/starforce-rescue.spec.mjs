// StarForce's Rescue Mission (38.0), a whole solitaire game in the browser at phone and desktop sizes: from
// a record of no actions (tests/e2e/fixtures/starforce-rescue.json, `starshift new starforce rescue --seed
// 26`: BD+43 44 at 2819/+8 is the endangered star, and its two decimal chits read 0-0 at the end of
// Game-Turn 4), the player writes each turn's plot in the panel and on the map and seals it:
// - Game-Turn 1: StarForces G, H, I and J, at the star, each load a Population Point (38.3);
// - Game-Turn 2: each shifts to 2720/+7, the nearest tertiary with a Gate (a Gate Shift of 2 lites, no roll):
//   picked in the panel, its hex tapped on the map (on the Forces there), the level chosen in the
//   elevation's list, whose rows are the engine's figures;
// - Game-Turn 3: each unloads there (38.3);
// - Game-Turn 4: everything holds; the star goes nova: four points saved, a defeat (38.51).
// Screenshots of the plot editor, the level picker and the end go to $STARSHIFT_SCREENSHOTS.
import { test, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { settingsOff, shot, watchErrors } from "./support.mjs";

const record = readFileSync(new URL("./fixtures/starforce-rescue.json", import.meta.url), "utf8");
const prompt = (page) => page.locator("section.sf-prompt");
const status = (page) => page.locator(".topbar .status-main");
const logList = (page) => page.locator(".log-list");

/** Opens the panels' drawer where the layout has one (phones), so its buttons can be pressed. */
async function panels(page) {
  const handle = page.getByRole("button", { name: /^Panels: show more/ });
  if (await handle.isVisible()) await handle.click();
}

async function pick(page, name) {
  await prompt(page).getByRole("button", { name: new RegExp(`^${name} · StarForce`) }).click();
  await expect(prompt(page).getByRole("button", { name: new RegExp(`^${name} · StarForce`) })).toHaveAttribute("aria-pressed", "true");
}

async function seal(page, turn) {
  await expect(prompt(page)).toContainText("This plot is legal.");
  await prompt(page).getByRole("button", { name: "Seal the plot (secret)" }).click();
  await expect(status(page)).toHaveText(`Game-Turn ${turn + 1} · Plot Phase`);
}

for (const [size, viewport] of [["phone", { width: 390, height: 844 }], ["desktop", { width: 1280, height: 860 }]]) {
  test(`a whole Rescue Mission (${size})`, async ({ browser }) => {
    // About 12 s alone; it ran past 120 s once in CI beside the Outreach playouts on a busy machine.
    test.setTimeout(240_000);
    const context = await settingsOff(await browser.newContext({ viewport }));
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto("/");
    await page.getByRole("textbox", { name: "Game link or record" }).fill(record);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.getByRole("button", { name: "Open the game" }).click();
    await expect(status(page)).toHaveText("Game-Turn 1 · Plot Phase");
    await panels(page);
    await expect(page.locator(".sf-status")).toContainText("Endangered: BD+43 44 at 2819/+8 (38.1).");

    // Game-Turn 1: load at the star.
    for (const f of ["G", "H", "I", "J"]) {
      await pick(page, f);
      await prompt(page).getByRole("button", { name: "Load", exact: true }).click();
      await expect(prompt(page).getByRole("button", { name: new RegExp(`^${f} · .* — loads a Population Point`) })).toBeVisible();
    }
    // A Force elsewhere may not load: the button says why.
    await pick(page, "A");
    await expect(prompt(page).getByRole("button", { name: "Load", exact: true })).toBeDisabled();
    await shot(page, `starforce-rescue-${size}-plot`);
    await seal(page, 1);
    await expect(logList(page)).toContainText("takes a Population Point aboard (38.3).");
    await expect(page.locator(".sf-status")).toContainText("On the planet: 56 PP");

    // Game-Turn 2: to 2720/+7, chosen on the map and in the elevation.
    for (const f of ["G", "H", "I", "J"]) {
      await pick(page, f);
      if (size === "phone") await page.getByRole("button", { name: /^Panels: show less/ }).click();
      await page.locator('.sf-board .sf-spot[data-hex="2720"]').click();
      await panels(page);
      const level = page.locator(".sf-levels").getByRole("button", { name: /^2720\/\+7 · D 2 · Gate Shift 10$/ });
      await expect(level).toBeVisible();
      if (f === "G") await shot(page, `starforce-rescue-${size}-levels`);
      await level.click();
      await expect(prompt(page).getByRole("button", { name: new RegExp(`^${f} · .* — shifts to 2720/\\+7`) })).toBeVisible();
    }
    await seal(page, 2);
    await expect(logList(page)).toContainText("ends a Gate Shift of 2 lites at 2720/+7 (SF 6.2).");

    // Game-Turn 3: unload at the tertiary system.
    for (const f of ["G", "H", "I", "J"]) {
      await pick(page, f);
      await prompt(page).getByRole("button", { name: "Unload", exact: true }).click();
    }
    await seal(page, 3);
    await expect(page.locator(".sf-status")).toContainText("saved: 4");

    // Game-Turn 4: the nova.
    await prompt(page).getByRole("button", { name: "Seal the plot (secret)" }).click();
    await expect(logList(page)).toContainText("BD+43 44 goes nova (38.4).");
    await expect(page.getByText("Defeat: 4 points, the star went nova (38.51)").first()).toBeVisible();
    await shot(page, `starforce-rescue-${size}-over`);
    expect(errors).toEqual([]);
    await context.close();
  });
}
