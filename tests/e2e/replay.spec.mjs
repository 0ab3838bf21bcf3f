// The replay (issue 16, point 3): any game, finished or in progress, stepped through action by action and
// Game-Turn by Game-Turn (first, back, forward, last, turn, slider) with the board, the log and each roll's
// odds as they were, opened from a save, a link or a record file; a seat sees only what it could see then;
// the save is never changed. At phone and desktop sizes.
import { test, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { openRecord, shareLink, shot, watchErrors } from "./support.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const golden = (name) => join(root, "tests", "golden", "v2", `${name}.json`);
const record = (name) => JSON.parse(readFileSync(golden(name), "utf8"));

const escapeRe = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 768 } };

const dialog = (page) => page.getByRole("dialog", { name: /^Replay/ });
const where = (page) => page.locator(".replay .status-sub");
const title = (page) => page.locator(".replay .status-main");
const lines = (page) => page.locator(".replay .log-list li");
const board = (page) => page.locator(".replay .board-area");
const slider = (page) => page.getByRole("slider", { name: "Step" });
const step = (page, name) => page.locator(".replay-steps").getByRole("button", { name });

/** Lets the log (an effect) catch up with the step shown. */
const settle = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));

/** To step `k` by the slider. */
async function goTo(page, k, n) {
  await slider(page).fill(String(k));
  await expect(where(page)).toHaveText(k === 0 ? `As set up, before any action (0 of ${n})` : new RegExp(`^Action ${k} of ${n}, by `));
  await settle(page);
}

const logText = async (page) => (await page.locator(".replay .log-list").textContent()) ?? "";

/** The first step whose log holds `text` (the log at a step holds every line up to it). */
async function firstStepWith(page, text, n) {
  let [lo, hi] = [0, n];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    await goTo(page, mid, n);
    if ((await logText(page)).includes(text)) hi = mid;
    else lo = mid + 1;
  }
  await goTo(page, lo, n);
  return lo;
}

async function openReplay(page, n) {
  await page.getByRole("button", { name: "Replay", exact: true }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(where(page)).toHaveText(new RegExp(`^Action ${n} of ${n}, by `));
  await expect(slider(page)).toBeFocused();
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`a finished StarGate game from a record file: every step, turn and roll, any seat (${size})`, async ({ page }) => {
    // It steps through a whole game's replay: 57 s of the default 60 on a loaded two-core machine (CI, 25 Nov).
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    await page.setViewportSize(viewport);
    const n = record("stargate-complete").actions.length;
    await page.goto("/");
    await page.getByLabel("Choose a file…").setInputFiles(golden("stargate-complete"));
    await expect(page.getByText("from a record")).toBeVisible();
    await page.getByRole("button", { name: "Open the game" }).click();
    await expect(page.locator(".topbar .status")).toContainText("Game over");
    const before = await page.evaluate(() => Object.entries(localStorage).filter(([k]) => k.startsWith("starshift.save.")));

    await openReplay(page, n);
    await expect(title(page)).toContainText("Replay: game over");
    const total = await lines(page).count();
    expect(total).toBeGreaterThan(n);
    const last = await board(page).innerHTML();

    // First: the game as set up, no event yet, another board.
    await step(page, /First/).click();
    await expect(where(page)).toHaveText(`As set up, before any action (0 of ${n})`);
    await expect(title(page)).toHaveText(/^Replay: Game-Turn 1 · /);
    await expect(lines(page)).toHaveCount(0);
    await expect(page.locator(".replay .log")).toContainText("No events yet.");
    const first = await board(page).innerHTML();
    expect(first).not.toBe(last);
    await expect(step(page, /First/)).toBeDisabled();
    await expect(step(page, /Back/)).toBeDisabled();

    // Forward and back, one action at a time: the log grows and shrinks with it.
    await step(page, /Forward/).click();
    await expect(where(page)).toHaveText(/^Action 1 of \d+, by (Coalition|Virunian) Player$/);
    await expect(lines(page).first()).toBeVisible();
    await step(page, /Back/).click();
    await expect(lines(page)).toHaveCount(0);

    // By Game-Turn: on to the first step of Game-Turn 2, and back to the start.
    await step(page, /Turn »/).click();
    await expect(title(page)).toHaveText(/^Replay: Game-Turn 2 · /);
    const turn2 = Number((await where(page).textContent()).match(/^Action (\d+)/)[1]);
    await step(page, /Back/).click();
    await expect(title(page)).toHaveText(/^Replay: Game-Turn 1 · /);
    await step(page, /Turn »/).click();
    await expect(where(page)).toHaveText(new RegExp(`^Action ${turn2} of`));
    await step(page, /« Turn/).click();
    await expect(title(page)).toHaveText(/^Replay: Game-Turn 1 · /);
    await expect(where(page)).toHaveText(/^As set up/);

    // The slider, to the middle: the board is neither the first nor the last.
    await goTo(page, n >> 1, n);
    const middle = await board(page).innerHTML();
    expect(middle).not.toBe(first);
    expect(middle).not.toBe(last);

    // The first combat: its roll's odds, the Combat Results Table column as it was, the result marked.
    const k = await firstStepWith(page, "Combat Results Table", n);
    expect(k).toBeGreaterThan(0);
    const odds = page.locator(".replay-odds");
    await expect(odds.locator("figcaption").filter({ hasText: "Combat Results Table" }).first()).toBeVisible();
    await expect(odds.locator("tr.came").first()).toContainText(/rolled [1-6]/);
    await expect(odds.locator("tbody tr").first()).toContainText(/\d in 6 \(\d+%\)/);
    await expect(lines(page).filter({ hasText: "Combat Results Table" }).last()).toContainText(/Odds: .* in 6/);
    await shot(page, `replay-odds-${size}`);
    // The step before it rolled nothing of the kind.
    await step(page, /Back/).click();
    await expect(odds.locator("figcaption").filter({ hasText: "Combat Results Table" })).toHaveCount(0);

    // Finished: every seat may be chosen, with no hand-over.
    const seat = page.getByRole("combobox", { name: "As seen by" });
    await seat.selectOption({ label: "Coalition Player" });
    await expect(seat).toHaveValue("1");
    await expect(page.getByRole("dialog", { name: /Pass the device/ })).toHaveCount(0);

    await step(page, /Last/).click();
    await expect(where(page)).toHaveText(new RegExp(`^Action ${n} of ${n}`));
    await shot(page, `replay-stargate-${size}`);

    // Back to the game: nothing was changed.
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator(".topbar .status")).toContainText("Game over");
    const after = await page.evaluate(() => Object.entries(localStorage).filter(([k]) => k.startsWith("starshift.save.")));
    expect(after).toEqual(before);
    expect(errors).toEqual([]);
  });

  test(`a StarGate game in progress from a save: read-only, and another seat's view only after a hand-over (${size})`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    await page.setViewportSize(viewport);
    const rec = record("stargate-300");
    const n = rec.actions.length;
    await page.goto("/");
    await page.getByRole("textbox", { name: "Game link or record" }).fill(JSON.stringify(rec));
    await page.getByRole("button", { name: "Import", exact: true }).click();
    for (const s of ["Virunian Player", "Coalition Player"]) {
      await page.getByRole("group", { name: s }).getByLabel("On this device").check();
    }
    await page.getByRole("button", { name: "Open the game" }).click();
    await expect(page.locator(".topbar .status")).toContainText("Game-Turn");
    // Saved; opened again from the lobby's list.
    await page.getByRole("button", { name: "← Lobby" }).click();
    await page.getByRole("button", { name: /^Continue/ }).first().click();
    const cover = page.getByRole("dialog", { name: /Pass the device/ });
    // A resumed pass-and-play game opens behind the hand-over screen.
    await expect(cover).toBeVisible();
    await page.getByRole("button", { name: /Player ready/ }).click();
    const status = await page.locator(".topbar .status").textContent();
    const saved = await page.evaluate(() => Object.entries(localStorage).filter(([k]) => k.startsWith("starshift.save.")));

    await openReplay(page, n);
    const viewing = page.getByRole("combobox", { name: "As seen by" });
    const was = await viewing.inputValue();

    // A Virunian unit turned face up from a Stargate (5.8) is on no board before that step.
    const k = await firstStepWith(page, "is revealed:", n);
    const name = (await logText(page)).match(/is revealed: (.+?), placed in orbit hex/)[1];
    const unit = board(page).getByRole("button", { name: new RegExp(`^${escapeRe(name)}(,|$)`) });
    await expect(unit).toHaveCount(1);
    await step(page, /Back/).click();
    await expect(where(page)).toHaveText(new RegExp(`^Action ${k - 1} of`));
    await expect(unit).toHaveCount(0);
    expect(await logText(page)).not.toContain(name);

    // Pass-and-play, the game going on: the other seat's view is behind the hand-over screen.
    const other = was === "0" ? "Coalition Player" : "Virunian Player";
    await viewing.selectOption({ label: other });
    await expect(cover).toBeVisible();
    await expect(board(page).locator(".board-hidden")).toHaveCount(1);
    await shot(page, `replay-handover-${size}`);
    await page.getByRole("button", { name: `${other} ready` }).click();
    await expect(cover).toHaveCount(0);
    await expect(viewing).toHaveValue(was === "0" ? "1" : "0");
    await expect(board(page).locator(".board-hidden")).toHaveCount(0);

    await page.getByRole("button", { name: "← Back to the game" }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Replay", exact: true })).toBeFocused();
    await expect(page.locator(".topbar .status")).toHaveText(status);
    expect(await page.evaluate(() => Object.entries(localStorage).filter(([k]) => k.startsWith("starshift.save.")))).toEqual(saved);
    expect(errors).toEqual([]);
  });

  test(`a DeltaVee game from a link: a face-down counter stays face down before its reveal (${size})`, async ({ page, browser }) => {
    // 120 s: its phone run took 54 s beside CI's other worker, its desktop run once past 60 s.
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const rec = record("deltavee-1000");
    const n = rec.actions.length;
    await openRecord(page, rec);
    await expect(page.locator(".topbar .status")).toContainText("Game-Turn");
    const url = await shareLink(page);

    // Another device plays Player 1 only: the replay shows Player 1's view, and no other.
    const ctx = await browser.newContext({ viewport });
    const p = await ctx.newPage();
    const errors = watchErrors(p);
    await p.goto(url);
    await p.getByRole("group", { name: "Player 1", exact: true }).getByLabel("On this device").check();
    await p.getByRole("group", { name: "Player 2", exact: true }).getByLabel("Remote (by link)").check();
    await p.getByRole("button", { name: "Open the game" }).click();
    await openReplay(p, n);
    await expect(p.locator(".replay .viewing")).toHaveText("As seen by Player 1");
    await expect(p.getByRole("combobox", { name: "As seen by" })).toHaveCount(0);

    // Player 2's craft #6 (DeltaVee 2.5): face down to Player 1 at action 91, revealed by action 92.
    const counter = board(p).locator('[data-unit="c6"]');
    await goTo(p, 92, n);
    // Its accessible name: its name, then where it is ("… in C0907, facing …").
    const named = (await counter.getAttribute("aria-label")).match(/^(.+?) in [A-Z]\d{4}\b/)[1];
    expect(named).not.toContain("face-down");
    await goTo(p, 91, n);
    await expect(counter).toHaveAttribute("aria-label", /^Player 2's face-down counter #6 in [A-Z]\d{4}\b/);
    const log = await logText(p);
    expect(log).toContain("face-down counter #6");
    expect(log).not.toContain(named);
    await shot(p, `replay-deltavee-${size}`);
    expect(errors).toEqual([]);
    await ctx.close();
  });
}
