// Outreach for four on one device (issue 17 point 3): 18.4 Struggle for Cygnus-Carina started from the
// lobby with its four seats, played pass-and-play through the pre-game builds (18.41, seat order) and a
// whole regular and reserve shift phase in the drawn shift order (4.2A, 5.3): every hand-over names the next
// seat, and on each seat's turn the other three seats' RP and fleet make-up are nowhere on the screen while
// its own are. Phone and desktop. Screenshots go to $STARSHIFT_SCREENSHOTS.
import { test, expect } from "@playwright/test";
import { shot, watchErrors, settingsOff } from "./support.mjs";

test.beforeEach(({ context }) => settingsOff(context));

const SEATS = ["Player 1", "Player 2", "Player 3", "Player 4"];
const status = (page) => page.locator(".topbar .status-main");
const prompt = (page) => page.locator("section.or-prompt");
const map = (page) => page.getByRole("group", { name: /^Outreach map/ });
const players = (page) => page.locator("section.or-players");
const rpCell = (page, seat) => players(page).getByRole("row", { name: new RegExp(`^${seat} `) }).getByRole("cell").nth(2);

/** The seat now viewing. */
async function viewing(page) {
  return (await page.locator(".viewing").textContent()).match(/Player [1-4]/)[0];
}

/** The hand-over screen: it names the next seat, who takes the device; returns that seat. */
async function handOver(page) {
  const dialog = page.getByRole("dialog", { name: /^Pass the device to (the )?Player [1-4]/ });
  await expect(dialog).toBeVisible();
  const ready = dialog.getByRole("button", { name: /^Player [1-4] ready$/ });
  const who = (await ready.textContent()).match(/Player [1-4]/)[0];
  await expect(dialog).toHaveAccessibleName(new RegExp(`^Pass the device to (the )?${who}`));
  await ready.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator(".viewing")).toHaveText(`Viewing: ${who}`);
  return who;
}

/** After an action of `current`'s: the seat to act next, through the hand-over screen when it is another
 *  (the drawn shift order may give the next phase to the seat that ended the last). */
async function nextSeat(page, current) {
  const dialog = page.getByRole("dialog", { name: /^Pass the device to (the )?Player [1-4]/ });
  const same = page.locator(".topbar .status-sub").filter({ hasText: `${current} to act (this device)` });
  await expect(dialog.or(same)).toBeVisible();
  return (await dialog.count()) > 0 ? handOver(page) : current;
}

/** On `seat`'s turn: its own RP and fleets are shown, every other seat's are not. */
async function onlyOwnSecrets(page, seat) {
  await expect(rpCell(page, seat)).toHaveText(/^\d+$/);
  for (const other of SEATS.filter((s) => s !== seat)) {
    await expect(rpCell(page, other)).toHaveText("hidden");
    const names = await map(page).getByRole("button", { name: new RegExp(`^${other} \\(`) }).evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    for (const name of names) expect(name, `${other}'s counter on ${seat}'s screen`).toMatch(/: fleets unknown(, shifted this Game-Turn)?$/);
  }
  const own = await map(page).getByRole("button", { name: new RegExp(`^${seat} \\(`) }).evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
  expect(own.length, `${seat}'s own counters`).toBeGreaterThan(0);
  for (const name of own) expect(name).toMatch(/: \d+[rde]( \d+[rde])*(, shifted this Game-Turn)?$/);
}

/** Clicks the prompt's button `name` and waits for the log to grow. */
async function act(page, name) {
  const before = await page.locator(".log-list li").count();
  await prompt(page).getByRole("button", { name, exact: true }).click();
  await expect.poll(() => page.locator(".log-list li").count()).toBeGreaterThan(before);
}

for (const [size, viewport, touch] of [
  ["phone", { width: 390, height: 844 }, true],
  ["desktop", { width: 1366, height: 768 }, false],
]) {
  test.describe(size, () => {
    test.use({ viewport, hasTouch: touch });

    test(`Outreach 18.4 for four on one ${size}: builds in seat order, shifts in the drawn order, each seat sees only its own secrets`, async ({ page }) => {
      test.setTimeout(120_000);
      const errors = watchErrors(page);
      await page.goto("/");
      await page.getByRole("combobox", { name: "Game" }).selectOption({ label: "Outreach" });
      await page.getByRole("combobox", { name: "Scenario" }).selectOption({ label: "18.4 Struggle for Cygnus-Carina (4 players)" });
      for (const seat of SEATS) await expect(page.getByRole("group", { name: seat })).toBeVisible();
      await page.getByRole("button", { name: "Start game" }).click();
      // Builds come before the first Game-Turn (18.41).
      await expect(status(page)).toHaveText("Before Game-Turn 1 · Pre-game builds");
      await expect(map(page)).toBeVisible();

      // 18.41: each seat in turn raises a regular StarFleet at one of its gates for 3 RP, then ends.
      let seat = await viewing(page);
      expect(seat).toBe("Player 1");
      for (let i = 0; i < 4; i++) {
        if (i > 0) {
          seat = await handOver(page);
          expect(seat).toBe(SEATS[i]);
        }
        await expect(page.locator(".topbar .status-sub")).toHaveText(`${seat} to act (this device)`);
        const rp = Number(await rpCell(page, seat).textContent());
        const raise = prompt(page).getByRole("button", { name: /^Raise one regular StarFleet in \d{4} \(3 RP\)$/ }).first();
        const gate = (await raise.textContent()).match(/in (\d{4})/)[1];
        await act(page, await raise.textContent());
        await expect(page.locator(".log-list")).toContainText(new RegExp(`${seat} raises .*StarFleet in ${gate}`));
        await expect(rpCell(page, seat)).toHaveText(String(rp - 3));
        // The seats begin with gates only (18.4): the new fleet is this seat's first counter.
        await onlyOwnSecrets(page, seat);
        if (i === 3) await shot(page, `outreach-four-${size}-builds`);
        await act(page, "End your builds");
      }

      // 4.2A: the shift order is drawn; regular shifts go in that order, reserve shifts in reverse (5.3).
      const order = [];
      for (let i = 0; i < 4; i++) {
        seat = await nextSeat(page, seat);
        order.push(seat);
        await expect(status(page)).toHaveText("Game-Turn 1 · Regular Shift Phase");
        await onlyOwnSecrets(page, seat);
        if (i === 1) await shot(page, `outreach-four-${size}-shifts`);
        await act(page, "End your regular shifts");
      }
      expect([...order].sort()).toEqual(SEATS);
      for (let i = 0; i < 4; i++) {
        // The last seat of the regular shifts makes the first reserve shift.
        seat = await nextSeat(page, seat);
        expect(seat).toBe(order[3 - i]);
        await expect(status(page)).toHaveText("Game-Turn 1 · Reserve Shift Phase");
        await onlyOwnSecrets(page, seat);
        await act(page, "End your reserve shift");
      }
      await nextSeat(page, seat);
      await expect(status(page)).toHaveText("Game-Turn 1 · Exploration Phase");
      expect(errors, errors.join("\n")).toEqual([]);
    });
  });
}
