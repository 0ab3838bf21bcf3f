// Outreach in the browser (src/ui/outreach/): 18.1 Conflict over Scorpii started from the lobby and played
// pass-and-play through a whole Game-Turn at phone and desktop sizes — a force picked on the map, its
// destinations shaded with their chance of scatter shown before one is chosen, the fleets to send, the
// shift made by a tap on the map; the ends of the shift phases, a reserve shift passed, an exploration,
// the fate rolls (Outreach II's rules, as the lobby starts every game), maintenance and orders, then
// Game-Turn 2. Hidden information: the other seat's fleets and RP are not on
// screen during a seat's turn. Screenshots go to $STARSHIFT_SCREENSHOTS.
import { test, expect } from "@playwright/test";
import { axeScan, shot, watchErrors, settingsOff, outreachHexPoint as hexPoint } from "./support.mjs";

// The steps here are the engine's own, one by one: issue 16's play settings off (flow.spec.mjs tests them).
test.beforeEach(({ context }) => settingsOff(context));

const status = (page) => page.locator(".topbar .status-main");
const prompt = (page) => page.locator("section.or-prompt");
const map = (page) => page.getByRole("group", { name: /^Outreach map/ });

// Who moves first is drawn (4.2A), so each side has its first move: a force one hex onto a printed beacon
// star's hex that holds no gate (0/6: no Scatter roll; a beacon in sight: no discovery), which it may then
// explore. `unique`: fleets of that side found at no hex of the other's (18.1's starting table); `other`: a
// hex next to `from` holding another of its forces (1r), so both a destination and a force to pick.
// `mixed`: a force of regulars and explorers, whose figures change when only its explorers are chosen (5.43–5.44).
const SIDES = {
  "Player 1": { side: "Cepheids", from: "1312", fleets: "1r 2e", to: "1412", unique: "1r 2e", other: "1313", mixed: ["1312", "1r 2e"] },
  "Player 2": { side: "Wezens", from: "1118", fleets: "1r", to: "1218", unique: "1r 4e", other: "1119", mixed: ["0918", "1r 4e"] },
};


/** Taps (phone) or clicks (desktop) hex `label` on the map, which must be in view. */
async function tapHex(page, label, touch) {
  const p = await hexPoint(page, label);
  const b = await page.locator("svg.or-board").boundingBox();
  expect(p.x > b.x + 8 && p.x < b.x + b.width - 8 && p.y > b.y + 8 && p.y < b.y + b.height - 8, `hex ${label} in view`).toBe(true);
  if (touch) await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}

/** The hand-over screen for `who`: taken, and the board shows `who`'s view. */
async function handTo(page, who) {
  const dialog = page.getByRole("dialog", { name: new RegExp(`Pass the device to (the )?${who}`) });
  await expect(dialog).toBeVisible();
  await page.getByRole("button", { name: `${who} ready` }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator(".viewing")).toHaveText(`Viewing: ${who}`);
}

/** Clicks the prompt panel's button `name` and waits for the log to grow. */
async function act(page, name) {
  const before = await page.locator(".log-list li").count();
  await prompt(page).getByRole("button", { name, exact: true }).click();
  await expect.poll(() => page.locator(".log-list li").count()).toBeGreaterThan(before);
}

/** What `seat` must not see of `other`: its RP ("hidden" in the players panel), its counters' fleets, and
 *  its fleets' make-up anywhere on the page. */
async function othersHidden(page, seat, other) {
  const row = page.locator("section.or-players").getByRole("row", { name: new RegExp(`^${other} `) });
  await expect(row.getByRole("cell").nth(2)).toHaveText("hidden");
  const own = page.locator("section.or-players").getByRole("row", { name: new RegExp(`^${seat} `) });
  await expect(own.getByRole("cell").nth(2)).toHaveText(/^\d+$/);
  const counters = map(page).getByRole("button", { name: new RegExp(`^${other} \\(`) });
  expect(await counters.count()).toBeGreaterThan(0);
  for (const name of await counters.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")))) {
    expect(name).toMatch(/: fleets unknown(, shifted this Game-Turn)?$/);
  }
  const html = await page.content();
  expect(html, `${other}'s fleets on ${seat}'s screen`).not.toContain(SIDES[other].unique);
  expect(html).toContain(SIDES[seat].unique);
}

for (const [size, viewport, touch] of [
  ["phone", { width: 390, height: 844 }, true],
  ["desktop", { width: 1366, height: 768 }, false],
]) {
  test.describe(size, () => {
    test.use({ viewport, hasTouch: touch });

    test(`Outreach 18.1 from the lobby on a ${size}: a shift with its odds first, the phases, an exploration, resources, Game-Turn 2`, async ({ page }) => {
      test.setTimeout(120_000);
      const errors = watchErrors(page);
      await page.goto("/");
      await page.getByRole("combobox", { name: "Game" }).selectOption({ label: "Outreach" });
      await page.getByRole("combobox", { name: "Scenario" }).selectOption({ label: "18.1 Conflict over Scorpii (2 players)" });
      await expect(page.getByRole("group", { name: "Player 2" })).toBeVisible();
      await page.getByRole("button", { name: "Start game" }).click();
      await expect(status(page)).toHaveText("Game-Turn 1 · Regular Shift Phase");
      await expect(map(page)).toBeVisible();
      const first = (await page.locator(".viewing").textContent()).match(/Player [12]/)[0];
      const second = first === "Player 1" ? "Player 2" : "Player 1";
      const plan = SIDES[first];
      test.info().annotations.push({ type: "first seat", description: `${first} (${plan.side})` });
      await expect(page.locator(".topbar .status-sub")).toHaveText(`${first} to act (this device)`);
      await shot(page, `outreach-${size}-start`);

      // The other seat's fleets and RP are not on screen during the first seat's turn.
      await othersHidden(page, first, second);

      // Pick a force on the map: it is marked, and its destinations are shaded with their chances of scatter.
      await tapHex(page, plan.from, touch);
      const pick = prompt(page).getByRole("button", { name: `${plan.from}: ${plan.fleets}`, exact: true });
      await expect(pick).toHaveAttribute("aria-pressed", "true");
      await expect(map(page).locator("path.or-from")).toHaveCount(1);
      expect(await map(page).locator("path.or-dest").count()).toBeGreaterThan(0);
      // Each destination labelled "n/6": its chance's path is filled with the pattern that shades and labels
      // each hex (map.rs odds_patterns), and the labels show at this size.
      const sure = map(page).locator('path.or-dest[data-odds="0/6"]');
      await expect(sure).toHaveAttribute("fill", "url(#or-odds-0)");
      await expect(sure).toHaveAttribute("d", /^M[\d.]+ [\d.]+/);
      const label = map(page).locator("#or-odds-0 text").first();
      await expect(label).toHaveText("0/6");
      expect(await label.evaluate((t) => getComputedStyle(t).display)).not.toBe("none");
      const legend = page.locator(".or-legend");
      await expect(legend).toBeVisible();
      await expect(legend).toContainText("Chance of scatter:");
      await expect(legend).toContainText("0/6");
      await expect(prompt(page).locator(".or-figs")).toContainText(/\d+ hex(es)? to shift to · chance of scatter 0\/6/);
      await expect(prompt(page).locator(".or-figs")).toContainText("beyond your CLR of 1 hex");
      // Before choosing: the destination's figures, in the list and on the map under the pointer.
      await prompt(page).getByRole("button", { name: /^Show the destinations as a list \(\d+\)$/ }).click();
      await expect(prompt(page).getByRole("button", { name: `Shift ${plan.fleets} to ${plan.to}: 1 hex, scatter 0/6`, exact: true })).toBeVisible();
      const to = await hexPoint(page, plan.to);
      await page.mouse.move(to.x, to.y);
      const info = page.locator(".or-info");
      await expect(info).toContainText(`${plan.to} · `);
      await expect(info).toContainText("shift here: 1 hex, chance of scatter 0/6");
      await shot(page, `outreach-${size}-destinations`);
      // The fleets that go: all of them unless fewer are chosen (5.13).
      const part = prompt(page).getByRole("group", { name: `Fleets of the force in ${plan.from} that shift` });
      // None of them: no shift, and the panel says why (5.12); then all of them again.
      const kinds = plan.fleets.split(" ").map((w) => [Number(w.slice(0, -1)), { r: "regular", d: "dreadnought", e: "explorer" }[w.slice(-1)]]);
      for (const [n, kind] of kinds) {
        await expect(part).toContainText(`${n} of ${n}`);
        for (let i = 0; i < n; i++) await part.getByRole("button", { name: `One ${kind} fleet fewer` }).click();
      }
      await expect(prompt(page).locator(".or-caution")).toContainText("at least one StarFleet to shift (5.12)");
      for (const [n, kind] of kinds) {
        for (let i = 0; i < n; i++) await part.getByRole("button", { name: `One ${kind} fleet more` }).click();
        await expect(part).toContainText(`${n} of ${n}`);
      }
      await expect(prompt(page).locator(".or-caution")).toHaveCount(0);

      // A tap on a destination that holds another force of this seat asks which is meant.
      await tapHex(page, plan.other, touch);
      const ask = page.getByRole("dialog", { name: `Hex ${plan.other}: shift there, or pick the force there?` });
      await expect(ask.getByRole("button", { name: `Shift ${plan.fleets} from ${plan.from} to ${plan.other}: 1 hex, scatter 0/6` })).toBeVisible();
      await expect(ask.getByRole("button", { name: `Pick the force in ${plan.other} (1r) instead` })).toBeVisible();
      await ask.getByRole("button", { name: "Cancel" }).click();
      await expect(ask).toHaveCount(0);
      await expect(pick).toHaveAttribute("aria-pressed", "true");

      // Shift by a tap on the destination.
      await tapHex(page, plan.to, touch);
      await expect(page.locator(".log-list")).toContainText(`${first}'s force of ${plan.fleets} arrives in ${plan.to} (5.1).`);
      await expect(map(page).getByRole("button", { name: `${first} (${plan.side})'s force in ${plan.to}: ${plan.fleets}, shifted this Game-Turn`, exact: true })).toHaveCount(1);
      await expect(prompt(page).getByRole("button", { name: `${plan.from}: ${plan.fleets}`, exact: true })).toHaveCount(0);
      await shot(page, `outreach-${size}-shifted`);

      // The ends of the shift phases: regular shifts in shift order, reserve shifts in reverse (4.2, 5.3).
      await act(page, "End your regular shifts");
      await handTo(page, second);
      await othersHidden(page, second, first);
      // Fewer fleets, other figures: without its regulars, a force of explorers gets +2 on the die instead
      // of +1 (5.43–5.44); the engine's figures for the fleets chosen, on the map and in the words.
      const [mixed, mixedFleets] = SIDES[second].mixed;
      await prompt(page).getByRole("button", { name: `${mixed}: ${mixedFleets}`, exact: true }).click();
      // The destinations' list stays open as the first seat left it.
      const dest = prompt(page).getByRole("button", { name: new RegExp(`^Shift ${mixedFleets} to \\d{4}: `) }).first();
      const destHex = (await dest.textContent()).match(/to (\d{4})/)[1];
      const modifierAt = async () => {
        const p = await hexPoint(page, destHex);
        await page.mouse.move(p.x, p.y);
        await expect(info).toContainText(`${destHex} · `);
        return Number((await info.textContent()).match(/die modifier ([+-]\d+)/)[1]);
      };
      const whole = await modifierAt();
      const mixedPart = prompt(page).getByRole("group", { name: `Fleets of the force in ${mixed} that shift` });
      await mixedPart.getByRole("button", { name: "One regular fleet fewer" }).click();
      await expect(mixedPart).toContainText("0 of 1");
      await expect(prompt(page).locator(".or-note")).toContainText("5.43–5.44");
      await expect(prompt(page).getByRole("button", { name: new RegExp(`^Shift ${mixedFleets.slice(3)} to ${destHex}: `) })).toBeVisible();
      expect(await modifierAt()).toBe(whole + 1);
      await shot(page, `outreach-${size}-part`);
      await act(page, "End your regular shifts");
      await expect(status(page)).toHaveText("Game-Turn 1 · Reserve Shift Phase");
      await act(page, "End your reserve shift");
      await handTo(page, first);
      await act(page, "End your reserve shift");

      // Exploration (6.0): the hex the force reached; the roll's result in the log.
      await expect(status(page)).toHaveText("Game-Turn 1 · Exploration Phase");
      await expect(map(page).locator("path.or-act")).toHaveCount(1);
      // Its odds before the roll, from the engine: the column of the force's total.
      await expect(prompt(page).locator(".or-odds-line")).toHaveText(/^Exploration Table, total \d+ \(6\.0\): failure \d+%, success \d+%, success with X \d+%$/);
      await act(page, `Explore ${plan.to}`);
      await expect(page.locator(".log-list")).toContainText(new RegExp(`${first} explores ${plan.to}: (failure|success)`));
      await expect(prompt(page).getByRole("button", { name: `Explore ${plan.to}`, exact: true })).toHaveCount(0);
      await act(page, "End your exploration");
      await handTo(page, second);
      await act(page, "End your exploration");

      // No one is in contact yet (7.0); the Fate Phase (11.0): each in shift order rolls, nothing spent, the
      // engine's odds of each outcome shown first (18.14 leaves only the autonomous forces' letters).
      await expect(status(page)).toHaveText("Game-Turn 1 · Fate Phase");
      for (const who of [first, second]) {
        await handTo(page, who);
        await expect(prompt(page).locator(".or-odds-line")).toHaveText(/^Fate, column [^:]+ SP: .*\d+%$/);
        await act(page, "Roll on the Fate Table");
        await expect(page.locator(".log-list")).toContainText(new RegExp(`${who}'s fate roll: die [1-6][^:]* on the Fate Table, column `));
      }

      // Resource allocation (14.0): income, maintenance, orders, for each in shift order.
      await expect(status(page)).toHaveText("Game-Turn 1 · Resource Allocation Phase");
      await handTo(page, first);
      await expect(page.locator(".or-owed")).toContainText(/Maintenance owed now: \d+ RP/);
      await shot(page, `outreach-${size}-resources`);
      await act(page, "Pay the maintenance (14.27)");
      // An order: a regular StarFleet raised at a gate for 3 RP (14.21-14.23), paid from this seat's RP.
      const rpCell = page.locator("section.or-players").getByRole("row", { name: new RegExp(`^${first} `) }).getByRole("cell").nth(2);
      const rp = Number(await rpCell.textContent());
      const raise = prompt(page).getByRole("button", { name: /^Raise .*regular StarFleet in \d{4} \(3 RP\)$/ }).first();
      const gate = (await raise.textContent()).match(/in (\d{4})/)[1];
      await act(page, await raise.textContent());
      await expect(page.locator(".log-list")).toContainText(new RegExp(`${first} raises .*StarFleet in ${gate}`));
      await expect(rpCell).toHaveText(String(rp - 3));
      await act(page, "End your orders");
      await handTo(page, second);
      await act(page, "Pay the maintenance (14.27)");
      await act(page, "End your orders");
      await expect(status(page)).toHaveText("Game-Turn 2 · Regular Shift Phase");
      expect(errors, errors.join("\n")).toEqual([]);
    });
  });
}

test.describe("keyboard", () => {
  // axe-core is injected into the page: the app's CSP is bypassed for it (support.mjs axeScan).
  test.use({ bypassCSP: true });

test("Outreach's map by keyboard: the cursor hex takes the focus, arrows move it, Enter picks a force, Escape drops it; no serious axe findings", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("combobox", { name: "Game" }).selectOption({ label: "Outreach" });
  await page.getByRole("combobox", { name: "Scenario" }).selectOption({ label: "18.1 Conflict over Scorpii (2 players)" });
  await page.getByRole("button", { name: "Start game" }).click();
  await expect(map(page)).toBeVisible();
  const first = (await page.locator(".viewing").textContent()).match(/Player [12]/)[0];
  const plan = SIDES[first];
  const cursor = page.locator(".or-cursor");
  await cursor.focus();
  await expect(cursor).toBeFocused();
  const at = async () => (await cursor.getAttribute("aria-label")).match(/on hex (\d{4})/)[1];
  const start = await at();
  await page.keyboard.press("ArrowDown");
  const down = await at();
  expect(down).toBe(start.slice(0, 2) + String(+start.slice(2) + 1).padStart(2, "0"));
  await page.keyboard.press("ArrowUp");
  expect(await at()).toBe(start);
  // Walk to the force's hex and pick it with Enter.
  const [c0, r0, c1, r1] = [+start.slice(0, 2), +start.slice(2), +plan.from.slice(0, 2), +plan.from.slice(2)];
  for (let i = 0; i < Math.abs(c1 - c0); i++) await page.keyboard.press(c1 > c0 ? "ArrowRight" : "ArrowLeft");
  for (let i = 0; i < Math.abs(r1 - r0); i++) await page.keyboard.press(r1 > r0 ? "ArrowDown" : "ArrowUp");
  expect(await at()).toBe(plan.from);
  await page.keyboard.press("Enter");
  await expect(prompt(page).getByRole("button", { name: `${plan.from}: ${plan.fleets}`, exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(cursor).toHaveAttribute("aria-label", /picked to shift/);
  await expect(page.locator(".or-legend")).toBeVisible();
  await shot(page, "outreach-desktop-keyboard");
  await axeScan(page, "Outreach, a force picked");
  await page.keyboard.press("Escape");
  await expect(page.locator(".or-legend")).toHaveCount(0);
});
});
