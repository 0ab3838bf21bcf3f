// Outreach II's Galactic Interrelation Phase on one device, its secret choices made behind the hand-over
// screen, each kept on this device and never on the page the next player sees until all have sealed:
// - the Contact Segment (7.0, 7.13): two players in one hex each choose a Contact Index, with the engine's
//   chance of contact for each; both open together and the log shows each roll on the Contact Table
//   (tests/e2e/fixtures/outreach-contact.json: 18.1 at Game-Turn 6, both players in 1117, each with an
//   index of 0 or 1 to choose);
// - the Interaction Segment (8.0): two players in contact each choose an option toward the other; both are
//   revealed together and kept on the displays, and what they allow follows (8.2)
//   (outreach-interaction.json: 18.1 at Game-Turn 7, a Contact marker in 1117, no option chosen yet between
//   the two players; Player 1 met an autonomous force earlier, and its options are on the displays);
// - the Conflict Segment (9.0): two neutral players in contact in 1116 say in secret whether they attack,
//   the attacker declares his Approximate Conflict Capacity in secret, attacks, and the defender chooses his
//   losses behind the hand-over screen (outreach-conflict.json).
// The records are games under Outreach II's rules made by scripts/fixture-outreach-interrelation.py.
import { test, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { shot, shots, watchErrors } from "./support.mjs";

// As written (compact, one line): never through JavaScript's numbers, which would round the seals' 64-bit
// commitments.
const fixture = (name) => readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), "utf8").trim();
const prompt = (page) => page.locator("section.or-prompt");
const log = (page) => page.locator(".log-list");
const storageText = (page) => page.evaluate(() => Object.entries(localStorage).map(([k, v]) => `${k}=${v}`).join("\n"));

// Each game is a long record replayed on import, then played through hand-overs: slow on a loaded machine.
test.setTimeout(120_000);

for (const [size, viewport] of [["phone", { width: 390, height: 844 }], ["tablet", { width: 820, height: 1180 }]]) {
  test(`Outreach II: two players seal their Contact Indices in turn on one device and open them together (${size})`, async ({ browser }) => {
    const { page, errors } = await open(browser, viewport, "outreach-contact");

    // Player 1 chooses first: the engine's chance of contact for each index he may name (7.4, 7.11–7.13).
    await expect(page.getByText("Viewing: Player 1")).toBeVisible();
    await expect(prompt(page)).toContainText("Contact in 1117: choose your Contact Index in secret (7.13).");
    await expect(prompt(page)).toContainText("In 1117: Player 2, Player 1");
    await expect(prompt(page).getByRole("button", { name: "Index 0: contact 0/6" })).toBeVisible();
    await expect(map(page).locator("path.or-contact-check")).toHaveCount(1);
    await inView(page);
    await shot(page, `outreach-contact-${size}-choose`);
    await prompt(page).getByRole("button", { name: "Index 1: contact 1/6" }).click();

    // Handed over: Player 2 sees that Player 1 has sealed, never what; the choice is kept on this device.
    await expect(page.getByRole("dialog", { name: "Pass the device to Player 2" })).toBeVisible();
    await page.getByRole("button", { name: "Player 2 ready" }).click();
    await expect(page.getByText("Viewing: Player 2")).toBeVisible();
    await expect(prompt(page)).toContainText("In 1117: Player 2, Player 1 (sealed)");
    await expect(log(page)).toContainText("Player 1 seals his Contact Index (7.13).");
    expect(await page.content()).not.toContain("Contact Index of 1");
    await inView(page);
    expect(await storageText(page)).toMatch(/starshift\.secret\.outreach\.p1\.[0-9a-f]{16}=0001 \d+/);
    await shot(page, `outreach-contact-${size}-sealed`);
    await prompt(page).getByRole("button", { name: "Index 1: contact 1/6" }).click();

    // Both sealed: both open at once, and each index is rolled in shift order (Player 2 first) on the
    // Contact Table; neither makes contact (C on a 6 for index 1, 7.4), and the Fate Phase follows.
    for (const line of [
      "Player 1 announces a Contact Index of 1 (7.13).",
      "Player 2 announces a Contact Index of 1 (7.13).",
      /Player 2's Contact Index 1 in 1117: die [1-5] on the Contact Table, no contact \(7\.4\)\./,
      /Player 1's Contact Index 1 in 1117: die [1-5] on the Contact Table, no contact \(7\.4\)\./,
      "Fate Phase (4.2).",
    ]) {
      await expect(log(page)).toContainText(line);
    }
    expect(await storageText(page)).not.toMatch(/starshift\.secret\./);
    await expect(map(page).locator("path.or-contact-check")).toHaveCount(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test(`Outreach II: two players in contact choose their interaction options in secret and reveal them together (${size})`, async ({ browser }) => {
    const { page, errors } = await open(browser, viewport, "outreach-interaction");
    await expect(page.getByText("Viewing: Player 1")).toBeVisible();
    await expect(prompt(page)).toContainText("Interaction: choose your option toward each player you are in contact with, in secret (8.0).");
    const toward = (who) => prompt(page).getByRole("group", { name: new RegExp(`^Your option toward ${who}`) });
    await expect(toward("Player 2")).toContainText("first contact, choose (8.11)");
    const seal = prompt(page).getByRole("button", { name: "Seal your options" });
    await expect(seal).toBeDisabled();
    await toward("Player 2").getByRole("button", { name: "A cooperation" }).click();
    await expect(toward("Player 2").getByRole("button", { name: "A cooperation" })).toHaveAttribute("aria-pressed", "true");
    await shot(page, `outreach-interaction-${size}-choose`);
    await seal.click();

    await expect(page.getByRole("dialog", { name: "Pass the device to Player 2" })).toBeVisible();
    await page.getByRole("button", { name: "Player 2 ready" }).click();
    await expect(page.getByText("Viewing: Player 2")).toBeVisible();
    await expect(prompt(page)).toContainText("Choosing: Player 1 (sealed), Player 2");
    // Player 1's pick is on no button of Player 2's: nothing is pressed until Player 2 picks.
    await expect(toward("Player 1").locator('[aria-pressed="true"]')).toHaveCount(0);
    expect(await page.content()).not.toMatch(/A toward Player 2|Player 1 reveals his options: . toward Player 2/);
    expect(await storageText(page)).toMatch(/starshift\.secret\.outreach\.p1\.[0-9a-f]{16}=00 \d+/);
    await toward("Player 1").getByRole("button", { name: "B neutrality" }).click();
    await prompt(page).getByRole("button", { name: "Seal your options" }).click();

    // Both revealed together; the displays keep them (8.13), public in the players panel.
    await expect(log(page)).toContainText("Player 1 reveals his options: A toward Player 2 (cooperation) (8.2).");
    await expect(log(page)).toContainText("Player 2 reveals his options: B toward Player 1 (neutrality) (8.2).");
    await expect(log(page)).toContainText("Fate Phase (4.2).");
    // Player 2, first in this Game-Turn's shift order, rolls first for fate: the device stays with him.
    await expect(page.getByText("Player 2 to act (this device)")).toBeVisible();
    const displays = page.locator(".or-displays");
    await expect(displays).toContainText("Player 1 toward Player 2: A (cooperation)");
    await expect(displays).toContainText("Player 2 toward Player 1: B (neutrality)");
    expect(await storageText(page)).not.toMatch(/starshift\.secret\./);
    await shot(page, `outreach-interaction-${size}-revealed`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

for (const [size, viewport] of [["phone", { width: 390, height: 844 }], ["tablet", { width: 820, height: 1180 }]]) {
  test(`Outreach II: a conflict: intents and a capacity sealed, an attack, the defender's losses (${size})`, async ({ browser }) => {
    const { page, errors } = await open(browser, viewport, "outreach-conflict");
    const handTo = async (who) => {
      await expect(page.getByRole("dialog", { name: `Pass the device to ${who}` })).toBeVisible();
      await page.getByRole("button", { name: `${who} ready` }).click();
      await expect(page.getByText(`Viewing: ${who}`)).toBeVisible();
    };
    await expect(page.getByText("Viewing: Player 1")).toBeVisible();
    await expect(prompt(page)).toContainText("Conflict in 1116: say in secret whether your force here attacks (9.0).");
    await expect(prompt(page)).toContainText("Your force here (true capacity 3) may attack Player 2 (8.2).");
    await expect(map(page).locator("path.or-contact-check")).toHaveCount(1);
    await inView(page);
    await shot(page, `outreach-conflict-${size}-intent`);
    await prompt(page).getByRole("button", { name: "Attack (sealed)", exact: true }).click();

    // Player 2 learns that Player 1 has sealed, not what.
    await handTo("Player 2");
    await expect(prompt(page)).toContainText("Choosing in 1116: Player 1 (sealed), Player 2");
    expect(await page.content()).not.toMatch(/Player 1 attacks/);
    await prompt(page).getByRole("button", { name: "Do not attack (sealed)" }).click();

    // Both revealed; the attacker declares his capacity in secret: 2 to 4 for a true capacity of 3 (9.15).
    await handTo("Player 1");
    await expect(log(page)).toContainText("Player 1 attacks (9.0).");
    await expect(log(page)).toContainText("Player 2 does not attack (9.0).");
    const capacities = prompt(page).getByRole("group", { name: "Approximate Conflict Capacity" });
    await expect(capacities.getByRole("button")).toHaveText(["2", "3", "4"]);
    await capacities.getByRole("button", { name: "4", exact: true }).click();
    await expect(log(page)).toContainText("Player 1 declares an Approximate Conflict Capacity of 4 (9.15).");

    // Before it, the odds: Player 2 declared nothing, so a row for each column his capacity may give, the
    // losses of each face of the die.
    const odds = prompt(page).locator("table.or-odds");
    await expect(odds).toHaveAttribute("aria-label", /^Conflict Table \(9\.2\), losses in % attacker\/defender: your true capacity 3 against Player 2's, his secret until the attack, die [+-]\d+/);
    await expect(odds.locator("tr")).toHaveCount(8);
    await expect(odds.locator("tr").nth(2).locator("th")).toHaveText("66–99%");
    await expect(odds.locator("tr").nth(2).locator("td")).toHaveCount(6);
    await expect(odds.locator("tr").nth(2).locator("td").first()).toHaveText(/^\d+\/\d+$/);
    await prompt(page).screenshot({ path: join(shots, `outreach-attack-odds-${size}.png`) });
    // The attack: both true capacities revealed, one roll on the Conflict Table, each side's losses.
    await prompt(page).getByRole("button", { name: "Attack Player 2's force in 1116 (9.0)" }).click();
    // It rolls a die, so the page asks first (a play setting).
    await page.getByRole("button", { name: "Go ahead" }).click();
    await expect(log(page)).toContainText("Player 1 attacks Player 2's force in 1116: true capacities 3 and 4, column 66–99%");
    await expect(log(page)).toContainText(/Player 1's attack in 1116: die \d on the Conflict Table, column 66–99% \(9\.2\)\./);
    await expect(log(page)).toContainText(/Player 2 loses \d+%, 2 StarFleets \(9\.2\)\./);

    // The defender chooses which two of his StarFleets are lost (9.18).
    await handTo("Player 2");
    await expect(prompt(page)).toContainText("Choose the StarFleets your conflict takes: 2 of your 4r 4e in 1116 (9.18).");
    await shot(page, `outreach-conflict-${size}-losses`);
    await prompt(page).getByRole("button", { name: "Lose 2e" }).click();
    await expect(log(page)).toContainText("Player 2 loses 2e in 1116 (9.18).");
    await expect(page.locator(".topbar .status-main")).toContainText("Fate Phase");
    expect(await storageText(page)).not.toMatch(/starshift\.secret\./);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

/** The record `name` imported, both players on this device, past the hand-over screen if it shows. */
async function open(browser, viewport, name) {
  const page = await (await browser.newContext({ viewport })).newPage();
  const errors = watchErrors(page);
  await page.goto("/");
  await page.getByRole("textbox", { name: "Game link or record" }).fill(fixture(name));
  await page.getByRole("button", { name: "Import", exact: true }).click();
  for (const s of ["Player 1", "Player 2"]) await page.getByRole("group", { name: s, exact: true }).getByLabel("On this device").check();
  await page.getByRole("button", { name: "Open the game" }).click();
  const ready = page.getByRole("button", { name: / ready$/ });
  await expect(ready.or(prompt(page)).first()).toBeVisible();
  if (await ready.isVisible()) await ready.click();
  return { page, errors };
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
