// Outreach's wisdom chits in the browser (17.2): the chits lying on the galactic core drawn on the map and
// named in the map in words, a force on a core hex taking one along with the shift panel's "Wisdom chits
// carried" stepper (17.21–17.22), the chit refilled from the spares (17.24), and the carrier's counter and
// words showing the chit it carries. At phone and tablet sizes. The fixture (tests/e2e/fixtures/
// outreach-wisdom.json, made by scripts/fixture-outreach-wisdom.py) is the golden game of 18.5 for two up
// to the first shift that takes a chit: Player 1's Regular Shift Phase, a force of his on core hex 3516.
import { test, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { shot, watchErrors, settingsOff } from "./support.mjs";

const fixture = readFileSync(new URL("./fixtures/outreach-wisdom.json", import.meta.url), "utf8").trim();
const prompt = (page) => page.locator("section.or-prompt");
const map = (page) => page.locator("svg.or-board");
const CORE = ["3516", "3615", "3616"];

test.beforeEach(({ context }) => settingsOff(context));
test.setTimeout(120_000);

for (const [size, viewport] of [["phone", { width: 390, height: 844 }], ["tablet", { width: 820, height: 1180 }]]) {
  test(`Outreach: a wisdom chit taken from the core and carried (17.21–17.24) on a ${size}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const errors = watchErrors(page);
    await page.goto("/");
    await page.getByRole("textbox", { name: "Game link or record" }).fill(fixture);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    for (const s of ["Player 1", "Player 2"]) await page.getByRole("group", { name: s, exact: true }).getByLabel("On this device").check();
    await page.getByRole("button", { name: "Open the game" }).click();
    const ready = page.getByRole("button", { name: "Player 1 ready" });
    await expect(ready.or(prompt(page)).first()).toBeVisible();
    if (await ready.isVisible()) await ready.click();
    await expect(page.locator(".topbar .status-main")).toHaveText(/^Game-Turn \d+ · Regular Shift Phase$/);
    await expect(page.locator(".topbar .status-sub")).toHaveText("Player 1 to act (this device)");

    // The three core hexes each hold a chit, face up: a "W" on the map, and named in words.
    await expect(map(page).locator("g.or-wisdom")).toHaveCount(3);
    await expect(map(page).locator("g.or-wisdom text").first()).toHaveText("W");
    const words = page.locator("details").filter({ hasText: "Units as text" });
    await words.locator("summary").click();
    await expect(words).toContainText(`Wisdom chits on the core hexes: ${CORE.join(", ")}`);
    await words.locator("summary").click();

    // Player 1's force on 3516, picked in the panel: the stepper offers the chit lying there, none at first.
    const force = prompt(page).locator(".or-forces").getByRole("button", { name: /^3516: / });
    await force.click();
    await expect(force).toHaveAttribute("aria-pressed", "true");
    const carried = prompt(page).locator(".or-part-row").filter({ hasText: "Wisdom chits carried" });
    await expect(carried.locator(".or-count")).toHaveText(/^0 of [1-9]$/);
    await expect(carried.getByRole("button", { name: "One wisdom chit fewer" })).toBeDisabled();
    await expect(prompt(page)).toContainText("One fleet carries one wisdom chit to a StarGate of yours");
    await carried.getByRole("button", { name: "One wisdom chit more" }).click();
    await expect(carried.locator(".or-count")).toHaveText(/^1 of [1-9]$/);
    await shot(page, `outreach-wisdom-${size}-carry`);

    // A shift with no chance of scatter, from the list of destinations.
    await prompt(page).getByRole("button", { name: /^Show the destinations as a list/ }).click();
    const safe = prompt(page).locator("ul.or-dests").getByRole("button", { name: /, scatter 0\/6$/ }).first();
    const [, to, length] = (await safe.textContent()).match(/ to (\d{4}): (\d+ hex(?:es)?),/);
    await safe.click();
    const log = page.locator(".log-list");
    await expect(log).toContainText("Player 1 takes the wisdom chit in 3516 along (17.21); a spare is placed there at once (17.24).");
    await expect(log).toContainText(`Player 1 shifts a force of 3r from 3516 toward ${to}, ${length} (5.1).`);
    await expect(log).toContainText(`Player 1's force of 3r, carrying a wisdom chit, arrives in ${to} (5.1).`);
    await expect(page.locator(".refusal-box")).toHaveCount(0);

    // The carrier's counter shows its chit ("W"), and so do its words; 3516 holds a chit again (17.24).
    const carrier = map(page).locator(`g.or-force[data-hex="${to}"]`).filter({ hasText: "W" });
    await expect(carrier).toHaveCount(1);
    await expect(carrier).toHaveAttribute("aria-label", /carrying a wisdom chit/);
    await expect(map(page).locator("g.or-wisdom")).toHaveCount(3);
    await shot(page, `outreach-wisdom-${size}-carried`);
    expect(errors, errors.join("\n")).toEqual([]);
  });
}
