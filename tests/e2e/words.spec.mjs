// Issue 16 point 8, words that are true: the map says how to play it by keyboard when it takes the focus,
// and a damaged link is called damaged (not a breach of the rules, not a cheat). The other words of the
// point have their own checks: StarGate's "Roll for the attack" only where a die is rolled (native test
// stargate::combat::the_resolve_button_says_whether_a_die_is_rolled, and full-game.spec's script), and
// DeltaVee's "Costs no energy" (deltavee-panels.spec).
import { test, expect } from "@playwright/test";
import { settingsOff, shareLink, shot } from "./support.mjs";

test.beforeEach(({ context }) => settingsOff(context));

const sizes = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 768 },
];

for (const size of sizes) {
  test(`the map explains its keys when it takes the keyboard's focus (${size.name})`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto("/");
    await page.getByRole("button", { name: "Start game" }).click();
    const hint = page.locator(".keys-hint");
    await expect(page.locator(".topbar .status")).toContainText("Game-Turn 1");
    await expect(hint).toBeHidden();
    // Tab until a hex of the map has the focus.
    let role = "";
    for (let i = 0; i < 120 && role !== "gridcell"; i++) {
      await page.keyboard.press("Tab");
      role = await page.evaluate(() => document.activeElement?.getAttribute("role") ?? "");
    }
    expect(role).toBe("gridcell");
    await expect(hint).toBeVisible();
    await expect(hint).toContainText("arrow keys move between hexes");
    await expect(hint).toContainText("Escape cancels");
    await shot(page, `words-keys-${size.name}`);
    await page.keyboard.press("Shift+Tab");
    await expect(hint).toBeHidden();
  });

  test(`a damaged link is called damaged, not a cheat (${size.name})`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto("/");
    await page.getByRole("button", { name: "Start game" }).click();
    const url = await shareLink(page);
    // One character of the code changed, as a mail program might: not the last one, whose spare bits a
    // decoder may ignore, but one inside the game's check.
    const at = url.length - 5;
    const damaged = url.slice(0, at) + (url[at] === "A" ? "B" : "A") + url.slice(at + 1);
    await page.getByRole("button", { name: "← Lobby" }).click();
    await page.getByRole("textbox", { name: "Link or code", exact: true }).fill(damaged);
    await page.getByRole("button", { name: "Open", exact: true }).click();
    const message = page.getByText(/could not be opened/);
    await expect(message).toBeVisible();
    await expect(message).toContainText("damaged");
    await expect(message).not.toContainText(/altered|cheat|not allowed|breach/i);
    await shot(page, `words-damaged-${size.name}`);
  });
}
