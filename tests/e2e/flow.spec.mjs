// The flow of play (issue 16). Point 4: "End … Phase" is shown unavailable, with the engine's reason,
// while a mandatory action is pending; the moving player's secret approach choice stays with its prompt,
// in view without scrolling. Point 5: a phase whose only open action is its end ends by itself (logged,
// undoable; a setting turns it off); an action that reveals asks first and says why. Phone and desktop.
import { test, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { tapBoardHex, shot, watchErrors } from "./support.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const script = JSON.parse(readFileSync(join(here, "fixtures", "stargate-short-game.json"), "utf8"));
const HUMAN = "Human 3-3-6 #1";
const unit = (page, name) => page.getByRole("button", { name: new RegExp(`^${name.replace(/[#-]/g, "\\$&")}(,|$)`) }).first();
const status = (page) => page.locator(".topbar .status");
const SIZES = [["phone", { width: 390, height: 844 }], ["desktop", { width: 1366, height: 768 }]];

async function ready(page, seat) {
  await expect(page.getByRole("dialog", { name: new RegExp(`Pass the device to the ${seat} Player`) })).toBeVisible();
  await page.getByRole("button", { name: `${seat} Player ready` }).click();
}

/** Ends the Coalition Staging Segment: the Virunian units it draws into the Stargates cannot be undrawn,
 *  so the app asks first (point 5). */
async function endStaging(page) {
  await page.getByRole("button", { name: "End the Coalition Staging Segment" }).click();
  await page.getByRole("dialog", { name: "This cannot be undone" }).getByRole("button", { name: "Go ahead" }).click();
}

for (const [size, viewport] of SIZES) {
  test(`End is not offered while a staged unit owes its move, and says why (${size})`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(viewport);
    await page.goto("/");
    await page.getByRole("button", { name: "Start game" }).click();
    await unit(page, HUMAN).click();
    await tapBoardHex(page, "2807");
    await endStaging(page);
    await ready(page, "Virunian");
    // Nothing to attack: the Virunian Combat Phase ends by itself (point 5), logged as automatic.
    await page.getByRole("button", { name: "End the Virunian Movement Phase" }).click();
    await ready(page, "Coalition");
    await expect(page.locator(".log-list")).toContainText("Automatic: the Virunian Player had no other action open, so this ended by itself.");
    await expect(status(page)).toContainText("Coalition Movement Phase");
    // The staged Human must enter the map first (3.1): the button is there, unavailable, with the reason.
    const end = page.getByRole("button", { name: "End the Coalition Movement Phase" });
    await expect(end).toBeDisabled();
    await expect(page.locator("#end-why")).toContainText("must move out of the staging area (StarGate 3.1)");
    await expect(end).toBeInViewport();
    await shot(page, `flow-end-blocked-${size}`);
    // Once it has moved in, the End button is available again and the reason goes.
    await tapBoardHex(page, "2807");
    await tapBoardHex(page, "2707");
    await expect(end).toBeEnabled();
    await expect(page.locator("#end-why")).toHaveCount(0);
    expect(errors, errors.join("\n")).toEqual([]);
  });

  test(`the moving player's secret approach choice is with its prompt, in view (${size})`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(viewport);
    // The first approach whose mover commits in secret (a Virunian unit's, no Igugui involved).
    // (As text: its 64-bit commitments must not go through JavaScript numbers.)
    const { text, actions: k, mover } = script.plain;
    const defender = mover === "Virunian" ? "Coalition" : "Virunian";
    const commit = script.steps[k].label;
    await page.goto("/");
    await page.getByRole("textbox", { name: "Game link or record" }).fill(text);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    for (const seat of ["Virunian", "Coalition"]) {
      await page.getByRole("group", { name: `${seat} Player` }).getByLabel("On this device").check();
    }
    await page.getByRole("button", { name: "Open the game" }).click();
    // The mover's secret choice: in the same prompt card as its words, every option in view.
    const prompt = page.locator("section.prompt");
    await expect(prompt.locator(".prompt-text")).toContainText("in secret (7.11)");
    const options = prompt.getByRole("button", { name: /\(secret\)$/ });
    await expect(options.first()).toBeVisible();
    const n = await options.count();
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < n; i++) await expect(options.nth(i)).toBeInViewport({ ratio: 1 });
    await expect(prompt.locator(".prompt-text")).toBeInViewport({ ratio: 1 });
    await expect(page.locator("section.approach").getByRole("button")).toHaveCount(0);
    await shot(page, `flow-secret-choice-${size}`);
    await prompt.getByRole("button", { name: commit, exact: true }).click();
    await ready(page, defender);
    await expect(page.locator(".log-list")).toContainText("chooses an approach option in secret (7.11)");
    expect(errors, errors.join("\n")).toEqual([]);
  });
}

for (const [size, viewport] of SIZES) {
  test(`an empty phase ends by itself, undoably; the setting turns it off (${size})`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    await page.setViewportSize(viewport);
    await page.goto("/");
    await page.getByRole("button", { name: "Start game" }).click();
    // A staged Human owes its move: the Coalition Movement Phase will not be empty.
    await unit(page, HUMAN).click();
    await tapBoardHex(page, "2807");
    await endStaging(page);
    await ready(page, "Virunian");
    await page.getByRole("button", { name: "End the Virunian Movement Phase" }).click();
    await ready(page, "Coalition");
    await expect(status(page)).toContainText("Coalition Movement Phase");
    const log = page.locator(".log-list");
    const auto = "Automatic: the Virunian Player had no other action open, so this ended by itself.";
    await expect(log).toContainText(auto);
    await shot(page, `flow-auto-end-${size}`);
    // The automatic end is the Virunian Player's own: the Coalition Player needs their consent to undo it.
    await page.locator(".tools button").first().click();
    await page.getByRole("button", { name: "Virunian Player: I agree, undo it" }).click();
    await ready(page, "Virunian");
    await expect(status(page)).toContainText("Virunian Combat Phase");
    await expect(log).not.toContainText(auto);
    // Undone, it does not end again by itself: the player ends it.
    await expect(page.getByRole("button", { name: "End the Virunian Combat Phase" })).toBeEnabled();
    // With the setting off, the next empty phase waits for its player.
    const setting = page.getByRole("checkbox", { name: /End a phase by itself/ });
    await expect(setting).toBeChecked();
    await setting.uncheck();
    await page.getByRole("button", { name: "End the Virunian Combat Phase" }).click();
    await ready(page, "Coalition");
    await tapBoardHex(page, "2807");
    await tapBoardHex(page, "2707");
    await page.getByRole("button", { name: "End the Coalition Movement Phase" }).click();
    await expect(status(page)).toContainText("Coalition Combat Phase");
    await expect(page.getByRole("button", { name: "End the Coalition Combat Phase" })).toBeEnabled();
    // The setting is kept on this device.
    await page.reload();
    await page.locator(".save").first().getByRole("button", { name: /^Continue/ }).click();
    await ready(page, "Coalition");
    await expect(page.getByRole("checkbox", { name: /End a phase by itself/ })).not.toBeChecked();
    expect(errors, errors.join("\n")).toEqual([]);
  });

  test(`a reveal asks once, saying why it cannot be undone (${size})`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(viewport);
    await page.goto("/");
    await page.getByRole("button", { name: "Start game" }).click();
    await endStaging(page);
    await ready(page, "Virunian");
    const log = page.locator(".log-list");
    const before = await log.innerText();
    const ask = page.getByRole("dialog", { name: "This cannot be undone" });
    // The board's actions as a list (the map's gates may sit under the top bar on a phone).
    const list = page.locator("section.prompt details.all-actions");
    const reveal = async (gate) => {
      await list.evaluate((d) => { d.open = true; });
      return page.getByRole("button", { name: `Reveal a unit in Stargate ${gate}` });
    };
    await (await reveal("B")).click();
    await expect(ask).toBeVisible();
    await expect(ask).toContainText("rolls a die or reveals what was hidden, so Undo cannot take it back");
    await shot(page, `flow-confirm-${size}`);
    await ask.getByRole("button", { name: "Cancel" }).click();
    await expect(ask).toHaveCount(0);
    expect(await log.innerText()).toEqual(before);
    // Go ahead, and don't ask again on this device.
    await (await reveal("B")).click();
    await ask.getByRole("checkbox", { name: "Don't ask again on this device" }).check();
    await ask.getByRole("button", { name: "Go ahead" }).click();
    await expect(ask).toHaveCount(0);
    await expect(log).toContainText("Stargate B");
    await expect(page.locator("#undo-why")).toContainText("cannot be undone");
    // Kept on this device: the setting in the panels says so.
    await expect(page.getByRole("checkbox", { name: /Ask before an action that rolls or reveals/ })).not.toBeChecked();
    expect(errors, errors.join("\n")).toEqual([]);
  });
}
