// Outreach 18.3 PSL Outleap, the solitaire scenario, played whole in the browser under Outreach II's rules
// (contact, interaction, conflict, fate, the autonomous forces, victory: 18.32, 18.34), at phone and tablet
// sizes, from the lobby to the game's end: every step through the page, by a policy that reads the prompt
// (the lobby's "Start game" draws the game's seed and the policy draws its own, so no two runs are the same
// game). It makes shifts (a force picked in the panel, its destination tapped on the map), explores wherever it may
// (the Exploration Table's odds shown first), rolls on the Fate Table every Game-Turn (its odds shown first,
// RP spent on the die when there is plenty), pays maintenance and raises StarFleets, and answers whatever
// else the game asks (beacon stars, contact indices, interaction options, conflict, dissolutions) with the
// panel's buttons. Issue 16's play settings are off (support.mjs settingsOff): nothing ends by itself.
//
// The lobby's "Start game" sets Outreach up under Outreach II's rules (the record's option "rules": "full",
// Game::new_options). A fixed game: STARSHIFT_SEED=N (in CI, FIXED's), begun from the lobby's "Import a game
// record" with a record of no actions and that seed.
import { test, expect } from "@playwright/test";
import { shot, watchErrors, settingsOff, outreachHexPoint as hexPoint } from "./support.mjs";

test.beforeEach(({ context }) => settingsOff(context));
// No trace: a snapshot of the whole map at every click would more than double the game's time.
test.use({ trace: "off" });

const status = (page) => page.locator(".topbar .status-main");
const prompt = (page) => page.locator("section.or-prompt");
const log = (page) => page.locator(".log-list li");
const over = (page) => page.getByRole("region", { name: "Game over" });
const map = (page) => page.getByRole("group", { name: /^Outreach map/ });

/** A small seeded random number generator (mulberry32): the policy's choices follow the seed too. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}


/** Hex `label`'s centre once the map's camera has settled (picking a force may glide it to the force's
 *  destinations): two readings 150 ms apart that agree. */
async function settledPoint(page, label) {
  let p = await hexPoint(page, label);
  for (let i = 0; i < 40; i++) {
    await page.waitForTimeout(150);
    const q = await hexPoint(page, label);
    if (Math.abs(q.x - p.x) < 0.5 && Math.abs(q.y - p.y) < 0.5) return q;
    p = q;
  }
  throw new Error(`the map's camera did not settle on ${label}`);
}

/** Whether hex `label`'s centre lies well inside the map's box, uncovered, and the map is zoomed in far
 *  enough for a finger to hit it (hex centres 24 px apart or more). */
async function inView(page, label) {
  const p = await settledPoint(page, label);
  const below = await hexPoint(page, label.slice(0, 2) + String(+label.slice(2) + 1).padStart(2, "0"));
  const b = await page.locator("svg.or-board").boundingBox();
  const big = Math.hypot(below.x - p.x, below.y - p.y) >= 24;
  // Not under the map's own controls (zoom, fit, the legend), which a finger there would press instead.
  const bare = await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest("svg.or-board"), p);
  return big && bare && p.x > b.x + 12 && p.x < b.x + b.width - 12 && p.y > b.y + 12 && p.y < b.y + b.height - 12;
}

/** What the page shows now, to wait for a click's effect: the log's length and the prompt's markup. */
async function snapshot(page) {
  return `${await log(page).count()}|${await prompt(page).innerHTML().catch(() => "")}`;
}

/** Waits until the page has changed since `before` (a snapshot). */
async function changed(page, before, what) {
  await expect.poll(() => snapshot(page), { message: `the page after ${what}` }).not.toBe(before);
}

/** Clicks `button` and waits for its effect; no refusal may show. */
async function press(page, button, what) {
  const before = await snapshot(page);
  await button.click();
  await changed(page, before, what);
  await expect(page.locator(".refusal-box"), `after ${what}`).toHaveCount(0);
}

/** The prompt's button whose whole name is `name`. */
const named = (page, name) => prompt(page).getByRole("button", { name, exact: true });

/** The games CI plays (their seed, the game's and the policy's), one a size. */
const FIXED = { phone: "7", tablet: "11" };

for (const [size, viewport, touch] of [
  ["phone", { width: 390, height: 844 }, true],
  ["tablet", { width: 820, height: 1180 }, true],
]) {
  test.describe(size, () => {
    test.use({ viewport, hasTouch: touch });

    test(`Outreach 18.3 solitaire under Outreach II's rules, from the lobby to its end on a ${size}`, async ({ page }) => {
      test.setTimeout(240_000);
      // In CI a fixed game a size, so that a landing never waits on a game drawn at random; elsewhere a new one.
      const fixed = process.env.STARSHIFT_SEED ?? (process.env.CI ? FIXED[size] : undefined);
      const seed = Number(fixed ?? Math.floor(Math.random() * 2 ** 31));
      // The policy's seed; the game's own is the lobby's, unless STARSHIFT_SEED fixes both.
      test.info().annotations.push({ type: "seed", description: String(seed) });
      const random = rng(seed);
      const pick = (xs) => xs[Math.floor(random() * xs.length)];
      const errors = watchErrors(page);
      const started = Date.now();

      // The lobby: Outreach's 18.3 is one of its scenarios, for one player.
      await page.goto("/");
      await page.getByRole("combobox", { name: "Game" }).selectOption({ label: "Outreach" });
      await page.getByRole("combobox", { name: "Scenario" }).selectOption({ label: "18.3 PSL Outleap (solitaire)" });
      await expect(page.getByRole("group", { name: "Player 1" })).toBeVisible();
      await expect(page.getByRole("group", { name: "Player 2" })).toHaveCount(0);
      // The lobby names no preview: every rule is played.
      await expect(page.locator(".preview-note")).toHaveCount(0);
      if (fixed === undefined) {
        await page.getByRole("button", { name: "Start game" }).click();
      } else {
        const record = { format_version: 2, game: "outreach", scenario: "psl", options: { rules: "full" }, seed, actions: [] };
        await page.getByRole("textbox", { name: "Game link or record" }).fill(JSON.stringify(record));
        await page.getByRole("button", { name: "Import", exact: true }).click();
        await page.getByRole("button", { name: "Open the game" }).click();
      }
      await expect(status(page)).toHaveText("Game-Turn 1 · Regular Shift Phase");
      await expect(map(page)).toBeVisible();
      const chart = page.getByRole("group", { name: "Your civilization" });
      await expect(chart).toContainText("Civilization Level 2 after Game-Turn 25: now 1 (18.32).");
      await shot(page, `outreach-solitaire-${size}-start`);

      // What the policy has done, for the report and the checks at the end.
      const done = { actions: 0, shifts: 0, explorations: 0, fates: 0, spent: 0, raised: 0, paid: 0, other: {} };
      // Hexes the PSL's forces have reached or explored: the shifts prefer others.
      const seen = new Set(["1316", "1216", "1215"]);
      let turn = 0, shiftsThisTurn = 0, raisedIn = 0, midShot = false;

      for (let step = 0; ; step++) {
        expect(step, "the game ends within 1,500 steps").toBeLessThan(1500);
        // Settled: the game over, or a button to press in the prompt.
        await expect(over(page).or(prompt(page).getByRole("button").first())).toBeVisible();
        if (await over(page).isVisible()) break;
        const line = await status(page).textContent();
        const now = Number(line.match(/^Game-Turn (\d+)/)?.[1] ?? 0);
        if (now !== turn) [turn, shiftsThisTurn] = [now, 0];
        if (!midShot && turn === 13) {
          midShot = true;
          await shot(page, `outreach-solitaire-${size}-mid`);
        }
        const ask = (await prompt(page).locator(".prompt-text").textContent()).trim();
        const end = prompt(page).getByRole("button", { name: /^End your / });

        // The regular shifts (5.1): up to two forces a Game-Turn, each to a hex with no chance of scatter,
        // one not reached before if it can. The caretaker's shifts of autonomous forces come after.
        if (ask.startsWith("Shift your forces, then end your shifts")) {
          const forces = prompt(page).locator(".or-forces").getByRole("button");
          const may = await forces.count();
          if (shiftsThisTurn < 2 && may > 0) {
            const force = forces.nth(Math.floor(random() * may));
            const from = (await force.textContent()).match(/^(\d{4}):/)[1];
            if ((await force.getAttribute("aria-pressed")) !== "true") await force.click();
            await expect(force).toHaveAttribute("aria-pressed", "true");
            const list = prompt(page).getByRole("button", { name: /^Show the destinations as a list/ });
            if (await list.isVisible()) await list.click();
            const safe = prompt(page).locator("ul.or-dests").getByRole("button", { name: /, scatter 0\/6$/ });
            const names = await safe.allTextContents();
            shiftsThisTurn++;
            if (names.length > 0) {
              const fresh = names.filter((n) => !seen.has(n.match(/ to (\d{4}):/)[1]));
              const chosen = pick(fresh.length > 0 ? fresh : names);
              const to = chosen.match(/ to (\d{4}):/)[1];
              seen.add(to);
              // A player taps the hex on the map; where it is out of view, under the map's buttons, too small to
              // tap or holds a counter (which would ask which is meant), the list's button.
              const counter = (await map(page).locator(`g.or-force[data-hex="${to}"]`).count()) > 0;
              const before = await snapshot(page);
              if (!counter && (await inView(page, to))) {
                const p = await settledPoint(page, to);
                await page.touchscreen.tap(p.x, p.y);
              } else {
                await named(page, chosen).click();
              }
              await changed(page, before, `shift ${from} → ${to}`);
              await expect(log(page).last()).toContainText(/Player 1/);
              await expect(page.locator(".refusal-box")).toHaveCount(0);
              done.shifts++;
              done.actions++;
              continue;
            }
          }
          // The caretaker's shifts (13.24, 13.31): his phase does not end while one is owed.
          const auto = prompt(page).getByRole("button", { name: /^Shift \d+ of .*'s StarFleets from \d{4} to \d{4} / });
          const owed = await auto.count();
          if (owed > 0 && !(await end.isVisible())) {
            await press(page, auto.nth(Math.floor(random() * owed)), "a caretaker's shift");
            done.other.caretaker = (done.other.caretaker ?? 0) + 1;
          } else {
            await press(page, end, "End your regular shifts");
          }
          done.actions++;
          continue;
        }

        // Exploration (6.0): every hex it may, the table's odds shown before each roll.
        if (ask.startsWith("Explore hexes with your StarFleets")) {
          const explore = prompt(page).getByRole("button", { name: /^Explore \d{4}$/ }).first();
          if (await explore.isVisible()) {
            const hex = (await explore.textContent()).slice(-4);
            await expect(explore.locator("xpath=following-sibling::p[1]")).toHaveText(
              /^Exploration Table, total -?\d+ \(6\.0\): (failure|success|success with X) \d+%/,
            );
            await press(page, explore, `Explore ${hex}`);
            await expect(page.locator(".log-list")).toContainText(new RegExp(`Player 1 explores ${hex}: `));
            seen.add(hex);
            done.explorations++;
          } else {
            await press(page, end, "End your exploration");
          }
          done.actions++;
          continue;
        }

        // Fate (11.0): with 150 RP or more, 50 of them on the die; the engine's odds before the roll.
        if (ask.startsWith("Say what you spend on your fate roll")) {
          const odds = prompt(page).locator(".or-odds-line");
          await expect(odds).toHaveText(/^Fate, column [\d–]+ SP(, die \+\d)?: .*\d+%$/);
          const rp = Number((await prompt(page).locator(".or-figs").first().textContent()).match(/RP: (\d+)/)[1]);
          const more = prompt(page).getByRole("group", { name: "What you spend on the roll" })
            .locator(".or-stepper").filter({ hasText: "Die +1" }).getByRole("button", { name: "More" });
          if (rp >= 150 && (await more.isEnabled())) {
            await more.click();
            await expect(odds).toHaveText(/^Fate, column [\d–]+ SP, die \+1: .*\d+%$/);
            done.spent++;
          }
          const before = (await odds.textContent()).trim();
          test.info().annotations.push({ type: `fate, Game-Turn ${turn}`, description: before });
          await press(page, prompt(page).getByRole("button", { name: /^Roll on the Fate Table/ }), "the fate roll");
          await expect(page.locator(".log-list")).toContainText(/Player 1's fate roll: die [1-6]/);
          done.fates++;
          done.actions++;
          continue;
        }

        // Maintenance (14.27): paid when it can be; else a StarFleet disbanded (14.28).
        if (ask.startsWith("Pay your StarFleets' maintenance")) {
          const pay = named(page, "Pay the maintenance (14.27)");
          if (await pay.isVisible()) {
            await press(page, pay, "Pay the maintenance");
            done.paid++;
          } else {
            await press(page, prompt(page).getByRole("button", { name: /^Disband / }).first(), "a disbanding");
            done.other.disband = (done.other.disband ?? 0) + 1;
          }
          done.actions++;
          continue;
        }

        // Orders (14.0): a regular StarFleet raised at a gate while RP allows (five in the game at most).
        if (ask.startsWith("Build and augment StarGates and raise StarFleets")) {
          const rp = Number((await prompt(page).locator(".or-figs").first().textContent()).match(/Your Resource Points: (\d+) RP/)[1]);
          const raise = prompt(page).getByRole("button", { name: /^Raise one regular StarFleet in \d{4} \(3 RP\)$/ });
          if (done.raised < 5 && rp >= 12 && raisedIn !== turn && turn % 3 === 1 && (await raise.count()) > 0) {
            const one = raise.nth(Math.floor(random() * (await raise.count())));
            const hex = (await one.textContent()).match(/in (\d{4})/)[1];
            await press(page, one, `raise a StarFleet in ${hex}`);
            await expect(page.locator(".log-list")).toContainText(new RegExp(`Player 1 raises .*StarFleet in ${hex}`));
            done.raised++;
            raisedIn = turn;
          } else {
            await press(page, end, "End your orders");
          }
          done.actions++;
          continue;
        }

        // A Contact Index (7.13): one at random, its chance of contact on its button.
        const indices = prompt(page).getByRole("group", { name: /^Contact Index in \d{4}$/ }).getByRole("button");
        if ((await indices.count()) > 0) {
          const all = await indices.allTextContents();
          all.forEach((t) => expect(t).toMatch(/^Index \d+: contact [0-6]\/6$/));
          await press(page, indices.nth(Math.floor(random() * all.length)), "a Contact Index");
          done.other.contact = (done.other.contact ?? 0) + 1;
          done.actions++;
          continue;
        }

        // Interaction options (8.0): toward each, one of those allowed at random; then sealed.
        const seal = named(page, "Seal your options");
        if (await seal.isVisible()) {
          const groups = prompt(page).getByRole("group", { name: /^Your option toward / });
          for (let k = 0; k < (await groups.count()); k++) {
            const opts = groups.nth(k).getByRole("button", { disabled: false });
            await opts.nth(Math.floor(random() * (await opts.count()))).click();
          }
          await expect(seal).toBeEnabled();
          await press(page, seal, "Seal your options");
          done.other.interaction = (done.other.interaction ?? 0) + 1;
          done.actions++;
          continue;
        }

        // Conflict (9.0): whether to attack, and the capacity declared, at random.
        const intent = prompt(page).getByRole("button", { name: /^(Attack|Do not attack) \(sealed\)$/ });
        const capacity = prompt(page).getByRole("group", { name: "Approximate Conflict Capacity" }).getByRole("button");
        if ((await intent.count()) > 0 || (await capacity.count()) > 0) {
          const choice = (await intent.count()) > 0 ? intent : capacity;
          await press(page, choice.nth(Math.floor(random() * (await choice.count()))), "a conflict's secret choice");
          done.other.conflict = (done.other.conflict ?? 0) + 1;
          done.actions++;
          continue;
        }

        // Anything else (a reserve shift, beacon stars, the caretaker's shifts, attacks, dissolutions, the X
        // chit): the phase's end where there is one, else the first of the engine's choices.
        const other = (await end.isVisible()) ? end : prompt(page).locator("button:not([disabled])").first();
        const name = (await other.textContent()).trim();
        const kind = ask.replace(/\d{4}/g, "XXXX").slice(0, 60);
        done.other[kind] = (done.other[kind] ?? 0) + 1;
        await press(page, other, `"${name}" for "${ask}"`);
        done.actions++;
      }

      // The end: the game over, judged by 18.32 after Game-Turn 25, at once by 18.34 (the X chit), or with the
      // PSL eliminated, its last StarGate reduced (10.25).
      await expect(over(page)).toBeVisible();
      await expect(status(page)).toHaveText(/^Game over — /);
      await expect(prompt(page).getByRole("button")).toHaveCount(0);
      // The engine's result, the log's last entry (its number, then its words).
      const ended = log(page).last().locator("span.log-n + span");
      await expect(ended).toHaveText(/^The game ends: .* \(4\.1\)\.$/);
      const result = (await ended.textContent()).match(/^The game ends: (.*) \(4\.1\)\.$/)[1];
      expect(result).toMatch(/^(Player 1 \(PSL\) wins: Civilization Level \d+ \(18\.32\)|the PSL loses: its Civilization Level is not 2 \(18\.32\)|every player is eliminated \(10\.25\)|.*\(18\.34\)\.?)$/);
      // The status line and the result banner say the engine's result (Game::status).
      await expect(status(page)).toHaveText(`Game over — ${result}`);
      await expect(over(page).locator(".result-text")).toHaveText(result);
      test.info().annotations.push({ type: "result", description: result });
      const played = JSON.stringify({ ...done, turn, log: await log(page).count(), seconds: Math.round((Date.now() - started) / 1000) });
      test.info().annotations.push({ type: "played", description: played });
      console.log(`${size}, seed ${seed}: ${result}; ${played}; banner: ${await over(page).locator(".result-text").textContent()}`);
      await over(page).scrollIntoViewIfNeeded();
      await shot(page, `outreach-solitaire-${size}-end`);
      expect(done.shifts).toBeGreaterThan(0);
      expect(done.explorations).toBeGreaterThan(0);
      expect(done.fates).toBeGreaterThan(0);
      expect(done.paid).toBeGreaterThan(0);
      expect(errors, errors.join("\n")).toEqual([]);
    });
  });
}
