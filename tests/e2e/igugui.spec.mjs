// Issue 16 point 5: an Igugui approach takes no more hand-overs than the rules' information requires.
// A Coalition Igugui moves onto a Virunian unit, both seats on one device (pass-and-play): the Virunian
// Player announces an option he will not choose (7.34) and seals his own at once; the Coalition Player,
// knowing the announcement, chooses in the open (7.11); the Virunian option, kept on this device, opens by
// itself and both are shown together (7.12). Two hand-overs: to the Virunian Player and back. (Before:
// four — announce, commit, defend, each on its own turn of the device.) Phone and desktop.
//
// The position is the engine's short game (fixtures/stargate-short-game.json, tests/engine/stargate/
// e2e_script.rs): its first approach is such a move.
import { test, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { tapBoardHex, settingsOff, shot, watchErrors } from "./support.mjs";

// The steps here are the engine's own, one by one: issue 16's play settings off (flow.spec.mjs tests them).
test.beforeEach(({ context }) => settingsOff(context));

const here = dirname(fileURLToPath(import.meta.url));
const script = JSON.parse(readFileSync(join(here, "fixtures", "stargate-short-game.json"), "utf8"));
const SIZES = [["phone", { width: 390, height: 844 }], ["desktop", { width: 1366, height: 768 }]];
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\#-]/g, "\\$&");
const unit = (page, name) => page.getByRole("button", { name: new RegExp(`^${escape(name)}(,|$)`) }).first();
const handover = (page) => page.getByRole("dialog", { name: /Pass the device to/ });
const log = (page) => page.locator(".log-list");

/** Counts every hand-over screen the page shows (its heading added to the document). */
async function countHandovers(page) {
  await page.addInitScript(() => {
    window.__handovers = 0;
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.addedNodes) {
          if (n.nodeType === 1 && (n.id === "handover-h" || n.querySelector?.("#handover-h"))) window.__handovers++;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Takes the hand-over screen to `seat`. */
async function ready(page, seat) {
  await expect(page.getByRole("dialog", { name: new RegExp(`Pass the device to the ${seat} Player`) })).toBeVisible();
  await page.getByRole("button", { name: `${seat} Player ready` }).click();
  await expect(handover(page)).toHaveCount(0);
}

for (const [size, viewport] of SIZES) {
  test(`a Coalition Igugui's approach in pass-and-play: two hand-overs (${size})`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(viewport);
    await countHandovers(page);
    // The game just before the Igugui's move.
    const { record, before } = script.approach;
    const k = record.actions.length;
    expect(before.actions.length).toBe(k - 1);
    const move = script.steps[k - 1];
    const [conceal, choose, reveal] = script.steps.slice(k, k + 3);
    expect([move.kind, move.seat, conceal.kind, choose.seat, reveal.kind]).toEqual(["move", "Coalition", "conceal", "Coalition", "automatic"]);
    expect(move.unit).toMatch(/^Igugui/);
    const not = conceal.not.replace("Not ", "");
    const sealed = conceal.option.replace(" (sealed)", "");
    const chosen = choose.label.replace("Choose: ", "");

    await page.goto("/");
    await page.getByRole("textbox", { name: "Game link or record" }).fill(JSON.stringify(before));
    await page.getByRole("button", { name: "Import", exact: true }).click();
    for (const seat of ["Virunian", "Coalition"]) {
      await page.getByRole("group", { name: `${seat} Player` }).getByLabel("On this device").check();
    }
    await page.getByRole("button", { name: "Open the game" }).click();
    await expect(page.locator(".prompt-text")).toBeVisible();
    expect(await page.evaluate(() => window.__handovers)).toBe(0);

    // The Coalition Player moves the Igugui into the Virunian unit's hex: hand-over 1.
    const counter = unit(page, move.unit);
    for (let i = 0; i < 6 && (await counter.getAttribute("aria-pressed")) !== "true"; i++) await tapBoardHex(page, move.from);
    await expect(counter).toHaveAttribute("aria-pressed", "true");
    await tapBoardHex(page, move.hex);
    const chooser = page.locator("#sg-chooser");
    if (await chooser.isVisible()) await chooser.getByRole("button", { name: move.label, exact: true }).click();
    await ready(page, "Virunian");

    // The Virunian Player: the option he will not choose, then his own, sealed — in the prompt card, in view.
    const prompt = page.locator("section.prompt");
    await expect(prompt.locator(".prompt-text")).toContainText("not choose (7.34)");
    await expect(prompt.locator(".prompt-text")).toContainText("in secret, first (7.11)");
    const nots = prompt.getByRole("group", { name: "You will not choose (7.34):" }).getByRole("button");
    const own = prompt.getByRole("group", { name: /^Your option \(sealed\)/ }).getByRole("button");
    await expect(nots).toHaveText(["Not Warp", "Not Charge", "Not Maneuver"]);
    await expect(own).toHaveText(["Warp (sealed)", "Charge (sealed)", "Maneuver (sealed)"]);
    for (let i = 0; i < 3; i++) await expect(own.nth(i)).toBeDisabled();
    await expect(prompt.getByRole("button", { name: /^Announce: not/ })).toHaveCount(0);
    // The whole choice in view: on a phone, once the panels' drawer is opened (closed, it shows the prompt
    // and the first row's top).
    if (size === "phone") await page.getByRole("button", { name: /Panels: show more/ }).click();
    await expect(prompt.locator(".prompt-text")).toBeInViewport({ ratio: 1 });
    for (let i = 0; i < 3; i++) await expect(nots.nth(i)).toBeInViewport({ ratio: 1 });
    await shot(page, `igugui-${size}-conceal`);
    await prompt.getByRole("button", { name: conceal.not, exact: true }).click();
    await expect(prompt.getByRole("button", { name: conceal.not, exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(prompt.getByRole("button", { name: `${not} (sealed)`, exact: true })).toBeDisabled();
    await expect(prompt.getByText(`Your option (sealed), not ${not}:`)).toBeVisible();
    // Then his own option, brought into view.
    for (let i = 0; i < 3; i++) await expect(own.nth(i)).toBeInViewport({ ratio: 1 });
    await shot(page, `igugui-${size}-conceal-picked`);
    await prompt.getByRole("button", { name: conceal.option, exact: true }).click();
    // Hand-over 2, to the Coalition Player.
    await ready(page, "Coalition");

    // The Coalition Player knows the announcement and chooses in the open; the sealed option shows nowhere.
    await expect(prompt.locator(".prompt-text")).toContainText(`not choosing ${not} (7.34)`);
    await expect(page.locator("section.approach")).toContainText(`The Virunian Player is not choosing ${not} (7.34).`);
    await expect(log(page)).toContainText("chooses an approach option in secret, first (7.11, 7.34)");
    await expect(page.getByText(/\(sealed\)/)).toHaveCount(0);
    await expect(log(page)).not.toContainText("Approach options revealed");
    const options = prompt.getByRole("button", { name: /^Choose: / });
    await expect(options).toHaveCount(3);
    await expect(prompt.locator(".prompt-text")).toBeInViewport({ ratio: 1 });
    for (let i = 0; i < 3; i++) await expect(options.nth(i)).toBeInViewport({ ratio: 1 });
    await shot(page, `igugui-${size}-choose`);
    await prompt.getByRole("button", { name: choose.label, exact: true }).click();

    // The Virunian option opens by itself on this device: the approach is resolved, and the Coalition
    // Player plays on without another hand-over.
    await expect(log(page)).toContainText(`Approach options revealed: moving player ${chosen}, defender ${sealed}`);
    await expect(page.locator(".prompt-text")).not.toContainText("Approach at");
    await page.waitForTimeout(500);
    await expect(handover(page)).toHaveCount(0);
    expect(await page.evaluate(() => window.__handovers)).toBe(2);
    await shot(page, `igugui-${size}-resolved`);
    expect(errors, errors.join("\n")).toEqual([]);
  });
}
