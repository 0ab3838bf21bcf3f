// StarForce's battle segment on one device (SF 8.2, 8.6): break-offs are declared in secret and opened
// together before the splits (SF 8.2 a). From tests/e2e/fixtures/starforce-battle.json (the first two
// actions of the golden reference game tests/golden/v2/starforce-reference-declared.json: the League's
// pre-game shift lands at Sol, 2020/0, where the Hegemony's StarForces and Gate are): both players on this
// device, handed over between them.
// - Player 1 declares a break-off; Player 2, handed the device, sees only that a declaration is sealed, and
//   stands and fights;
// - the declarations open: the log says who breaks off, and Player 1's split editor keeps all his strength
//   in Defense, with no break-off switch left to change;
// - both splits are sealed and open; Player 1's Forces then break off to a LiteZulu the engine lists.
// Screenshots of the declaration and the split go to $STARSHIFT_SCREENSHOTS.
import { test, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { openRecord, settingsOff, shot, watchErrors } from "./support.mjs";

const record = readFileSync(new URL("./fixtures/starforce-battle.json", import.meta.url), "utf8");
const prompt = (page) => page.locator("section.sf-prompt");
const logList = (page) => page.locator(".log-list");

/** Takes the hand-over screen to `seat`; then opens the panels where a phone folds them. */
async function handedTo(page, seat) {
  const dialog = page.getByRole("dialog", { name: `Pass the device to ${seat}` });
  await expect(dialog).toBeVisible();
  await page.getByRole("button", { name: `${seat} ready` }).click();
  await expect(dialog).toHaveCount(0);
  const handle = page.getByRole("button", { name: /^Panels: show more/ });
  if (await handle.isVisible()) await handle.click();
}

for (const [size, viewport] of [["phone", { width: 390, height: 844 }], ["desktop", { width: 1280, height: 860 }]]) {
  test(`a break-off declared in secret before the splits (${size})`, async ({ browser }) => {
    // About 11 s alone; once over 60 s in CI beside the Outreach solitaire playouts (2026-11-28), each step
    // slow, none stuck.
    test.setTimeout(120_000);
    const context = await settingsOff(await browser.newContext({ viewport }));
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openRecord(page, record);

    // The game opens on Player 1, the first of the two to act.
    await expect(page.getByText("Viewing: Player 1")).toBeVisible();
    await expect(prompt(page)).toContainText("Battle at 2020/0, segment 1");
    await shot(page, `starforce-battle-${size}-declare`);
    await prompt(page).getByRole("button", { name: "Break off this segment (secret, SF 8.6)" }).click();
    await expect(logList(page)).toContainText("Player 1 seals a declaration (SF 8.2 a).");

    await handedTo(page, "Player 2");
    // Player 2 declares knowing only that Player 1 has sealed.
    await expect(logList(page)).not.toContainText("breaks off this segment");
    await prompt(page).getByRole("button", { name: "Stand and fight (secret)" }).click();

    // Both open: the splits follow, each side knowing who breaks off.
    await handedTo(page, "Player 1");
    await expect(logList(page)).toContainText("Player 1 breaks off this segment (SF 8.2 a, 8.6).");
    await expect(logList(page)).toContainText("Player 2 stands and fights (SF 8.2 a).");
    await expect(prompt(page)).toContainText("You declared a break-off: your Forces allot only Defense (SF 8.6).");
    await expect(prompt(page).getByRole("button", { name: /^Break off this segment/ })).toHaveCount(0);
    await expect(prompt(page)).toContainText("Defense: 12");
    await shot(page, `starforce-battle-${size}-split`);
    await prompt(page).getByRole("button", { name: "Seal the split (secret)" }).click();

    await handedTo(page, "Player 2");
    await expect(prompt(page)).not.toContainText("You declared a break-off");
    await prompt(page).getByRole("button", { name: "Seal the split (secret)" }).click();

    // The splits open; Player 1's Forces shift away to a LiteZulu the engine offers.
    await handedTo(page, "Player 1");
    await expect(logList(page)).toContainText("Player 1: Attack 0 on Player 2, Defense 12, breaking off (SF 8.6) (SF 8.2).");
    const away = prompt(page).locator(".sf-breakoff button").first();
    await expect(away).toHaveText(/^Break off to \d{4}\/[+-]?\d+$/);
    await away.click();
    await expect(logList(page)).toContainText(/Player 1's Forces break off to \d{4}\/[+-]?\d+ \(SF 8\.6\)\./);
    expect(errors).toEqual([]);
    await context.close();
  });
}
