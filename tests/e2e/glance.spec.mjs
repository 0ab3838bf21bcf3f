// Readable at a glance (issue 16 point 7), at phone (390×844) and desktop (1366×768) sizes:
// - the victory tracker (Game::goals): StarGate's complete golden game (fixtures/stargate-log.json) cut
//   just before and just after its first loss (a Human unit, action 81), opened from links
//   (fixtures/stargate-first-loss.json): 12.1's count and its bar move
//   from 0 to 1 of 8, the races from 0 to 1 of 4, while 12.2's Tri-Ship groups stay at 0 of 6;
// - the scenario description card (Game::about): in the lobby's new-game form it follows the chosen game
//   and scenario; in the game it is a folded card in the panels that opens to the same text.
// Screenshots go to $STARSHIFT_SCREENSHOTS.
import { test, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { openStarGateHere, shot, watchErrors } from "./support.mjs";

const here = dirname(fileURLToPath(import.meta.url));
// Links to StarGate's golden game (fixtures/stargate-log.json) cut just before and just after its first loss.
const links = JSON.parse(readFileSync(join(here, "fixtures", "stargate-first-loss.json"), "utf8"));

/** Opens a StarGate link with both seats on this device, past the hand-over screen if it shows. */
async function openStarGate(page, code) {
  await page.goto("/#" + code);
  await expect(page.getByRole("heading", { name: "Which side do you play on this device?" })).toBeVisible();
  await openStarGateHere(page);
}

/** On phones the panels are a drawer: opened, and `el` scrolled into view, its foot at the panels' foot (the
 *  prompt stays on top of the panels' head on desktops). */
async function reveal(page, phone, el) {
  if (phone) {
    const handle = page.getByRole("button", { name: /Panels: show more/ });
    if (await handle.isVisible()) await handle.click();
  }
  await el.evaluate((e) => e.scrollIntoView({ block: "end" }));
}

const bar = (page, name) => page.getByRole("progressbar", { name });

for (const [size, viewport] of [["phone", { width: 390, height: 844 }], ["desktop", { width: 1366, height: 768 }]]) {
  const phone = size === "phone";
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    test(`StarGate's victory tracker moves with the first loss (12.1, 12.2) (${size})`, async ({ page }) => {
      const errors = watchErrors(page);
      const tracker = page.locator("section.victory");
      const expectCounts = async (lost, races, groups) => {
        await expect(tracker.getByRole("heading", { name: "Victory" })).toBeVisible();
        const units = bar(page, /^Virunian Player: Coalition units lost/);
        await expect(units).toHaveAttribute("value", String(lost));
        await expect(units).toHaveAttribute("max", "8");
        await expect(units).toHaveAccessibleName(new RegExp(`— ${lost} / 8 \\(12\\.1\\)$`));
        await expect(bar(page, /^Virunian Player: Coalition races/)).toHaveAttribute("value", String(races));
        await expect(bar(page, /^Coalition Player: Tri-Ship groups/)).toHaveAttribute("value", String(groups));
        await expect(tracker.locator(".goal").first()).toContainText(`${lost} / 8`);
        await expect(tracker.locator(".goal").nth(2)).toContainText(`${groups} / 6`);
      };

      await openStarGate(page, links.before);
      await reveal(page, phone, tracker);
      await expectCounts(0, 0, 0);
      await shot(page, `glance-tracker-before-${size}`);

      // The same game's next link brings the save up to date: the loss is the new action.
      await page.goto("/#" + links.after);
      await expect(page.getByText(/brought up to date from the link: 1 new action/)).toBeVisible();
      const ready = page.getByRole("button", { name: / Player ready$/ });
      if (await ready.isVisible()) await ready.click();
      await expect(page.locator(".result-banner")).toContainText("Human 3-3-6 #2 is eliminated");
      await reveal(page, phone, tracker);
      await expectCounts(1, 1, 0);
      await expect(tracker).toBeInViewport();
      await shot(page, `glance-tracker-after-${size}`);
      expect(errors).toEqual([]);
    });

    test(`the scenario card follows the lobby's choice and is in the game (${size})`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto("/");
      const form = page.locator("section.new-game");
      const card = form.locator(".scenario-card");
      await form.getByLabel("Game").selectOption("stargate");
      await expect(card.getByRole("heading")).toHaveText("Scenario: The Final Space Battle");
      // Folded at first, so the seats and "Start game" stay in view; it stays open once opened.
      await expect(card.locator("dd").first()).toBeHidden();
      await expect(form.getByRole("button", { name: "Start game" })).toBeInViewport();
      await card.locator("summary").click();
      await expect(card.locator("dt")).toHaveText(["Set-up", "Special rules", "Victory", "Length"]);
      await expect(card.locator("dd").nth(2)).toContainText("(12.1)");
      await expect(card.locator("dd").nth(3)).toContainText("No turn limit");

      await form.getByLabel("Game").selectOption("deltavee");
      await expect(card.getByRole("heading")).toHaveText("Scenario: 1: The Showdown");
      await expect(card.locator("dd").nth(2)).toContainText("11.0 scenario 1");
      await form.getByLabel("Scenario").selectOption("first-shot");
      await expect(card.getByRole("heading")).toHaveText("Scenario: 2: The First Shot");
      await expect(card.locator("dd").nth(2)).toContainText("both Daggers");
      await expect(card.locator("dd").nth(2)).toContainText("11.0 scenario 2");
      await card.scrollIntoViewIfNeeded();
      await shot(page, `glance-lobby-card-${size}`);

      // In the game: folded in the panels, opening to the scenario's card.
      await form.getByLabel("Game").selectOption("stargate");
      await form.getByRole("button", { name: "Start game" }).click();
      const ready = page.getByRole("button", { name: / Player ready$/ });
      await expect(ready.or(page.locator(".sg-board")).first()).toBeVisible();
      if (await ready.isVisible()) await ready.click();
      const inGame = page.locator("#panels .scenario-card");
      await reveal(page, phone, inGame);
      await expect(inGame.getByRole("heading")).toHaveText("Scenario: The Final Space Battle");
      await expect(inGame.locator("dd").first()).toBeHidden();
      await inGame.locator("summary").click();
      await expect(inGame.locator("dd").nth(2)).toBeVisible();
      await expect(inGame.locator("dd").nth(2)).toContainText("Tri-Ship groups");
      await inGame.evaluate((e) => e.scrollIntoView({ block: "end" }));
      await shot(page, `glance-game-card-${size}`);
      expect(errors).toEqual([]);
    });
  });
}
