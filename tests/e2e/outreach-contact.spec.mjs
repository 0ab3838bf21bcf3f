// Outreach II's Contact Segment (7.0, 7.13) on one device: two players in one hex each choose a Contact
// Index in secret behind the hand-over screen, with the engine's chance of contact for each; the first
// choice stays on this device, never on the page the second player sees, until both have sealed; then both
// open together and the log shows each roll on the Contact Table. The game is a record under Outreach II's
// rules (tests/e2e/fixtures/outreach-contact.json, made by scripts/fixture-outreach-contact.py): 18.1 at
// Game-Turn 13, both players in 1214, each with an index of 0 or 1 to choose.
import { test, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { shot, watchErrors } from "./support.mjs";

const record = readFileSync(new URL("./fixtures/outreach-contact.json", import.meta.url), "utf8");
const prompt = (page) => page.locator("section.or-prompt");
const log = (page) => page.locator(".log-list");
const storageText = (page) => page.evaluate(() => Object.entries(localStorage).map(([k, v]) => `${k}=${v}`).join("\n"));

for (const [size, viewport] of [["phone", { width: 390, height: 844 }], ["tablet", { width: 820, height: 1180 }]]) {
  test(`Outreach II: two players seal their Contact Indices in turn on one device and open them together (${size})`, async ({ browser }) => {
    const page = await (await browser.newContext({ viewport })).newPage();
    const errors = watchErrors(page);
    await page.goto("/");
    await page.getByRole("textbox", { name: "Record (JSON)" }).fill(record);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    for (const s of ["Player 1", "Player 2"]) await page.getByRole("group", { name: s, exact: true }).getByLabel("On this device").check();
    await page.getByRole("button", { name: "Open the game" }).click();
    const ready = page.getByRole("button", { name: / ready$/ });
    await expect(ready.or(prompt(page)).first()).toBeVisible();
    if (await ready.isVisible()) await ready.click();

    // Player 1 chooses first: the engine's chance of contact for each index he may name (7.4, 7.11–7.13).
    await expect(page.getByText("Viewing: Player 1")).toBeVisible();
    await expect(prompt(page)).toContainText("Contact in 1214: choose your Contact Index in secret (7.13).");
    await expect(prompt(page)).toContainText("In 1214: Player 2, Player 1");
    await expect(prompt(page).getByRole("button", { name: "Index 0: contact 0/6" })).toBeVisible();
    await expect(map(page).locator("path.or-contact-check")).toHaveCount(1);
    await inView(page);
    await shot(page, `outreach-contact-${size}-choose`);
    await prompt(page).getByRole("button", { name: "Index 1: contact 1/6" }).click();

    // Handed over: Player 2 sees that Player 1 has sealed, never what; the choice is kept on this device.
    await expect(page.getByRole("dialog", { name: "Pass the device to Player 2" })).toBeVisible();
    await page.getByRole("button", { name: "Player 2 ready" }).click();
    await expect(page.getByText("Viewing: Player 2")).toBeVisible();
    await expect(prompt(page)).toContainText("In 1214: Player 2, Player 1 (sealed)");
    await expect(log(page)).toContainText("Player 1 seals his Contact Index (7.13).");
    expect(await page.content()).not.toContain("Contact Index of 1");
    await inView(page);
    expect(await storageText(page)).toMatch(/starshift\.secret\.outreach\.p1\.[0-9a-f]{16}=0001 \d+/);
    await shot(page, `outreach-contact-${size}-sealed`);
    await prompt(page).getByRole("button", { name: "Index 0: contact 0/6" }).click();

    // Both sealed: both open at once, and each index is rolled in shift order (Player 2 first) on the
    // Contact Table; neither roll makes contact here, and the Resource Allocation Phase begins.
    for (const line of [
      "Player 1 announces a Contact Index of 1 (7.13).",
      "Player 2 announces a Contact Index of 0 (7.13).",
      "Player 2's Contact Index 0 in 1214: die 5 on the Contact Table, no contact (7.4).",
      "Player 1's Contact Index 1 in 1214: die 4 on the Contact Table, no contact (7.4).",
      "Resource Allocation Phase (4.2).",
    ]) {
      await expect(log(page)).toContainText(line);
    }
    expect(await storageText(page)).not.toMatch(/starshift\.secret\./);
    await expect(map(page).locator("path.or-contact-check")).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

function map(page) {
  return page.locator("svg.or-board");
}

/** The hex being resolved is on screen, within the board. */
async function inView(page) {
  const b = await map(page).boundingBox();
  const c = await map(page).locator("path.or-contact-check").boundingBox();
  const [x, y] = [c.x + c.width / 2, c.y + c.height / 2];
  expect(x > b.x && x < b.x + b.width && y > b.y && y < b.y + b.height, "the contested hex on screen").toBe(true);
}
