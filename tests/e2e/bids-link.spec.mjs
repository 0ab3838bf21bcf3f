// Sealed simultaneous choices for N seats (the contract's one mechanism, engine::seal), played by link
// between three browsers: each seat seals on its own device, the links carry only commitments, and each
// device opens its own choice by itself once every seat has sealed. Sealed Bids is the engine's 3-seat
// test game (not in the lobby; a record or link opens it).
import { test, expect } from "@playwright/test";
import { openReply, shareLink, shot, watchErrors, closeDevices } from "./support.mjs";

// The devices each test opens are closed after it.
test.afterEach(closeDevices);

const record = { format_version: 1, game: "bids", scenario: "three", seed: 5, actions: [] };
const seats = ["Bidder A", "Bidder B", "Bidder C"];
const log = (page) => page.locator(".log-list");

/** Opens the game on a new device (browser context) from a link or the record, playing `mine` here. */
async function device(browser, mine, { link = null, size = { width: 1366, height: 768 } } = {}) {
  const page = await (await browser.newContext({ viewport: size })).newPage();
  const errors = watchErrors(page);
  if (link) {
    await page.goto(link);
  } else {
    await page.goto("/");
    await page.getByRole("textbox", { name: "Game link or record" }).fill(JSON.stringify(record));
    await page.getByRole("button", { name: "Import", exact: true }).click();
  }
  for (const s of seats) {
    await page.getByRole("group", { name: s, exact: true }).getByLabel(s === mine ? "On this device" : "Remote (by link)").check();
  }
  await page.getByRole("button", { name: "Open the game" }).click();
  return { page, errors };
}

/** Every key and value this device keeps, as one text. */
const storageText = (page) => page.evaluate(() => Object.entries(localStorage).map(([k, v]) => `${k}=${v}`).join("\n"));

test("three seats seal by link, device to device, and open together", async ({ browser }) => {
  const { page: a, errors } = await device(browser, "Bidder A");
  await expect(a.getByText("Round 1: choose your bid in secret (1–5).")).toBeVisible();
  await a.getByRole("button", { name: "Bid 4 (sealed)" }).click();
  await expect(log(a)).toContainText("Bidder A seals a bid.");
  // The choice stays on A's device, under its game and seat; the link names the next seat to act.
  expect(await storageText(a)).toMatch(/starshift\.secret\.bids\.a\.[0-9a-f]{16}=04 \d+/);
  const l1 = await shareLink(a);
  await expect(a.getByText("Send it to Bidder B.")).toBeVisible();

  // B: the link in transit shows that A has sealed, never what.
  const { page: b } = await device(browser, "Bidder B", { link: l1, size: { width: 390, height: 844 } });
  await expect(b.locator(".bids-board")).toContainText("Bidder A: 0 round(s) won, sealed");
  await expect(b.locator(".bids-board")).toContainText("Bidder C: 0 round(s) won, choosing");
  expect(await storageText(b)).not.toMatch(/secret|"bid"/);
  await shot(b, "bids-phone-sealing");
  await b.getByRole("button", { name: "Bid 2 (sealed)" }).click();
  await expect(b.getByText("Round 1: waiting for Bidder C to seal a bid.")).toBeVisible();
  const l2 = await shareLink(b);

  // C seals last: every seat has sealed, so C's device opens C's choice by itself at once.
  const { page: c } = await device(browser, "Bidder C", { link: l2 });
  await c.getByRole("button", { name: "Bid 4 (sealed)" }).click();
  await expect(log(c)).toContainText("Bidder C opens a bid of 4.");
  await expect(log(c)).not.toContainText("Bidder A opens");
  const l3 = await shareLink(c);
  await expect(c.getByText("Send it to Bidder A.")).toBeVisible();

  // A opens A's own (kept on A's device) by itself; B's stays sealed until B's device has the link.
  await openReply(a, l3);
  await expect(log(a)).toContainText("Bidder A opens a bid of 4.");
  await expect(log(a)).not.toContainText("Bidder B opens");
  expect(await storageText(a)).not.toMatch(/starshift\.secret\./);
  const l4 = await shareLink(a);

  await openReply(b, l4);
  await expect(log(b)).toContainText("Bidder B opens a bid of 2.");
  await expect(log(b)).toContainText("Round 1: a tie at 4; nobody wins.");
  await expect(b.getByText("Round 2: choose your bid in secret (1–5).")).toBeVisible();
  await shot(b, "bids-phone-round2");
  expect(errors).toEqual([]);
});

test("three seats on one device: each seals behind the hand-over screen, all open together", async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const errors = watchErrors(page);
  await page.goto("/");
  await page.getByRole("textbox", { name: "Game link or record" }).fill(JSON.stringify(record));
  await page.getByRole("button", { name: "Import", exact: true }).click();
  for (const s of seats) await page.getByRole("group", { name: s, exact: true }).getByLabel("On this device").check();
  await page.getByRole("button", { name: "Open the game" }).click();
  for (const [i, bid] of [[0, 5], [1, 3], [2, 1]]) {
    if (i > 0) {
      await expect(page.getByRole("dialog", { name: `Pass the device to ${seats[i]}` })).toBeVisible();
      await page.getByRole("button", { name: `${seats[i]} ready` }).click();
    }
    await expect(page.getByText(`Viewing: ${seats[i]}`)).toBeVisible();
    await page.getByRole("button", { name: `Bid ${bid} (sealed)` }).click();
  }
  // The last seal opens every choice kept on this device at once.
  await expect(log(page)).toContainText("Round 1: Bidder A wins with 5.");
  for (const line of ["Bidder A opens a bid of 5.", "Bidder B opens a bid of 3.", "Bidder C opens a bid of 1."]) {
    await expect(log(page)).toContainText(line);
  }
  expect(await storageText(page)).not.toMatch(/starshift\.secret\./);
  expect(errors).toEqual([]);
});

test("without a cryptographic random source a choice is not sealed, and the page says why", async ({ browser }) => {
  const context = await browser.newContext();
  // A browser with no Web Crypto: the salt of a seal must never come from a weaker source.
  await context.addInitScript(() => Object.defineProperty(globalThis, "crypto", { value: undefined, configurable: true }));
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("textbox", { name: "Game link or record" }).fill(JSON.stringify(record));
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await page.getByRole("button", { name: "Open the game" }).click();
  await page.getByRole("button", { name: "Bid 3 (sealed)" }).click();
  await expect(page.getByRole("alert")).toContainText("Not sealed: this browser offers no cryptographic random source");
  await expect(log(page)).not.toContainText("seals a bid");
  // The game goes on: nothing was lost.
  await expect(page.getByRole("button", { name: "Bid 3 (sealed)" })).toBeVisible();
});
