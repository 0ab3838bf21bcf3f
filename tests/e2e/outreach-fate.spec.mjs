// Outreach II's Fate Phase in the browser (11.0): the player says what he spends on his fate roll one step
// at a time, sees the engine's odds of each outcome for it before rolling, then rolls; the log shows the
// spending and the roll with its table, column and row (tests/e2e/fixtures/outreach-fate.json: 18.3 under
// Outreach II's rules at Game-Turn 13, 8 SP and 101 RP, made by scripts/fixture-outreach-interrelation.py).
import { test, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { shot, shots, watchErrors } from "./support.mjs";

const fixture = (name) => readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), "utf8").trim();
const prompt = (page) => page.locator("section.or-prompt");
const log = (page) => page.locator(".log-list");

test.setTimeout(120_000);

for (const [size, viewport] of [["phone", { width: 390, height: 844 }], ["tablet", { width: 820, height: 1180 }]]) {
  test(`Outreach II: a fate roll with RP spent on it, its odds shown before the roll (${size})`, async ({ browser }) => {
    const page = await (await browser.newContext({ viewport })).newPage();
    const errors = watchErrors(page);
    await page.goto("/");
    await page.getByRole("textbox", { name: "Game link or record" }).fill(fixture("outreach-fate"));
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.getByRole("button", { name: "Open the game" }).click();

    await expect(prompt(page)).toContainText("Say what you spend on your fate roll, then roll (11.1).");
    await expect(prompt(page)).toContainText("Your SP: 8 (column 0–9 SP) · RP: 101");
    // The player's civilization chart, his own figures and where he stands toward victory (12.16, 18.32).
    const chart = page.getByRole("group", { name: "Your civilization" });
    await expect(chart).toContainText("Civilization Level1 (range 1 hexes)");
    await expect(chart).toContainText("Resource Points101");
    await expect(chart).toContainText("Civilization Level 2 after Game-Turn 25: now 1 (18.32).");
    await page.locator("section.or-players").screenshot({ path: join(shots, `outreach-chart-${size}.png`) });
    // Nothing spent: L1 needs a chit and G an exploration this turn (11.16, 13.15), so nothing can happen.
    const odds = prompt(page).locator(".or-odds-line");
    await expect(odds).toHaveText("Fate, column 0–9 SP: nothing 100%");
    const spend = prompt(page).getByRole("group", { name: "What you spend on the roll" });
    const die = spend.locator(".or-stepper").filter({ hasText: "Die +1" });
    const left = spend.locator(".or-stepper").filter({ hasText: "Columns left" });
    await expect(left.getByRole("button", { name: "More" })).toBeDisabled();
    await expect(die.getByRole("button", { name: "Less" })).toBeDisabled();
    await die.getByRole("button", { name: "More" }).click();
    await expect(odds).toHaveText("Fate, column 0–9 SP, die +1: nothing 100%");
    await die.getByRole("button", { name: "More" }).click();
    // +2 reaches row 8, K2/L: L without chits (11.2), one face in six.
    await expect(odds).toHaveText("Fate, column 0–9 SP, die +2: nothing 83%, CL +1 (L) 17%");
    await expect(die).toContainText("Die +1, 50 RP each (11.13): 2");
    await expect(die.getByRole("button", { name: "More" })).toBeDisabled();
    await shot(page, `outreach-fate-${size}`);

    await prompt(page).getByRole("button", { name: "Roll on the Fate Table (100 RP)" }).click();
    await page.getByRole("button", { name: "Go ahead" }).click();
    await expect(log(page)).toContainText("Player 1 spends 100 RP on his fate roll: +2 on the die (11.13) (11.15).");
    await expect(log(page)).toContainText(/Player 1's fate roll: die [1-6] \+2 RP \(11\.13\) = [3-8] on the Fate Table, column 0–9 SP: .* \(11\.4\)\./);
    await expect(log(page)).toContainText("Resource Allocation Phase");
    // 101 − 100 RP, then 8 RP of income (14.0).
    await expect(prompt(page)).toContainText("Your Resource Points: 9 RP");
    expect(errors).toEqual([]);
    await page.context().close();
  });
}
