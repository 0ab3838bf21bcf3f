// Undo is your own (issue 16, point 6), in pass-and-play with N seats (Sealed Bids, three bidders on one
// device): a seat takes back its own actions of its turn, also from the hand-over screen before passing the
// device; another seat's action needs that player's consent given on this device, which the event log
// keeps across a reload.
import { test, expect } from "@playwright/test";
import { shot, watchErrors } from "./support.mjs";

const record = { format_version: 1, game: "bids", scenario: "three", seed: 5, actions: [] };
const seats = ["Bidder A", "Bidder B", "Bidder C"];
const log = (page) => page.locator(".log-list");
const handOver = (page, seat) => page.getByRole("dialog", { name: `Pass the device to ${seat} — tap when ready` });

async function ready(page, seat) {
  await expect(handOver(page, seat)).toBeVisible();
  await page.getByRole("button", { name: `${seat} ready` }).click();
  await expect(handOver(page, seat)).toHaveCount(0);
}

for (const [size, viewport] of [["phone", { width: 390, height: 844 }], ["desktop", { width: 1366, height: 768 }]]) {
  test(`undo is your own; another's action needs their consent, logged (${size})`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(viewport);
    await page.goto("/");
    await page.getByRole("textbox", { name: "Game link or record" }).fill(JSON.stringify(record));
    await page.getByRole("button", { name: "Import", exact: true }).click();
    for (const s of seats) await page.getByRole("group", { name: s, exact: true }).getByLabel("On this device").check();
    await page.getByRole("button", { name: "Open the game" }).click();
    const undo = page.locator(".tools button").first();
    await expect(undo).toHaveText("Undo");
    await expect(undo).toBeDisabled();

    // A seals; before passing the device on, A may take it back: A's own action.
    await page.getByRole("button", { name: "Bid 4 (sealed)" }).click();
    await expect(handOver(page, "Bidder B")).toBeVisible();
    await shot(page, `undo-take-back-${size}`);
    await page.getByRole("button", { name: "Not yet: take back my last action" }).click();
    await expect(handOver(page, "Bidder B")).toHaveCount(0);
    await expect(log(page)).not.toContainText("Bidder A seals");
    await expect(undo).toBeDisabled();

    // Sealed for good: Bidder B may not simply undo Bidder A's action.
    await page.getByRole("button", { name: "Bid 3 (sealed)" }).click();
    await ready(page, "Bidder B");
    await expect(page.locator(".log-list li", { hasText: /(^|\.)Bidder A seals a bid\.$/ })).toHaveCount(1);
    await expect(undo).toHaveText("Undo (asks Bidder A)");
    await undo.click();
    const consent = page.getByRole("dialog", { name: "Undo Bidder A's action? Only they may agree" });
    await expect(consent).toBeVisible();
    await expect(consent).toContainText("Pass the device to Bidder A to agree");
    await shot(page, `undo-consent-${size}`);
    // Cancelled: nothing changes.
    await consent.getByRole("button", { name: "Cancel" }).click();
    await expect(consent).toHaveCount(0);
    await expect(page.locator(".log-list li", { hasText: /(^|\.)Bidder A seals a bid\.$/ })).toHaveCount(1);

    // Bidder A agrees on this device: undone, and the log says so.
    await undo.click();
    await page.getByRole("button", { name: "Bidder A: I agree, undo it" }).click();
    await expect(consent).toHaveCount(0);
    await ready(page, "Bidder A");
    await expect(page.locator(".log-list li", { hasText: /(^|\.)Bidder A seals a bid\.$/ })).toHaveCount(0);
    await expect(log(page)).toContainText("Undone with Bidder A's consent, given on this device");
    await expect(undo).toBeDisabled();

    // The note survives a reload.
    await page.reload();
    await page.locator(".save").first().getByRole("button", { name: /^Continue/ }).click();
    await ready(page, "Bidder A");
    await expect(log(page)).toContainText("Undone with Bidder A's consent, given on this device");
    await shot(page, `undo-logged-${size}`);
    expect(errors, errors.join("\n")).toEqual([]);
  });
}
