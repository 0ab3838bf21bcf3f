// Outreach II for three, played by link (issue 18 point 3): one browser context (device) a player, each seat
// "On this device" on its own and "Remote (by link)" on the others. From a record of 18.2 Route to the
// Nucleus a few actions before contact (tests/e2e/fixtures/outreach-link.json, made by
// scripts/fixture-outreach-link.py with the CLI), the devices play the rest of Game-Turn 1 and the whole of
// Game-Turn 2 by link, into Game-Turn 3:
// - two Contact Segments (0914: Players 1 and 3; 1024: Players 1 and 2), each Contact Index sealed on its
//   owner's device and announced only when that device has the link after all have sealed;
// - two Interaction Segments with all three players choosing (Player 1 toward Players 2 and 3, each of them
//   toward Player 1), the options sealed on each device and revealed together;
// - every other step (ends of the shift and exploration phases, fate rolls, maintenance, orders) on the
//   device of the player who takes it.
// At every hand-over the sending page names the player who must act next (the fixture's plan, made by the
// engine's own `actors`), the share panel says to send it to him, and his device, once it has the link,
// says he is to act on it. A link in transit carries seals only: the receiving device of a player who did
// not make a choice shows it as "(sealed)" and has no line revealing it, nor any secret of another seat in
// its storage. The final link is opened on a fresh browser context (no storage) and shows the same
// Game-Turn, phase and log as the device of the player it was sent to. Phone and tablet sizes;
// screenshots go to $STARSHIFT_SCREENSHOTS.
import { test, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { linkDevice, openReply, seatId, shareLink, shot, storageText } from "./support.mjs";

// The record (as text: JSON's numbers must not go through JavaScript's) and the plan of every action.
const data = JSON.parse(readFileSync(new URL("./fixtures/outreach-link.json", import.meta.url), "utf8"));
const SEATS = ["Player 1", "Player 2", "Player 3"];
const NAMES = { A: "cooperation", B: "neutrality", C: "hostility" };
const prompt = (page) => page.locator("section.or-prompt");
const status = (page) => page.locator(".topbar .status-main");
const acting = (page) => page.locator(".topbar .status-sub");
const logLines = (page) => page.locator(".log-list li");
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A new device playing `mine` here and the other seats by link (`linkDevice`). */
const device = (browser, viewport, mine, from) => linkDevice(browser, viewport, SEATS, mine, { ...from, ready: prompt });

/** The log's lines, without their numbers. */
async function logTexts(page) {
  return (await logLines(page).allTextContents()).map((t) => t.replace(/^\d+\./, ""));
}

/** How many lines of the log match `re`. */
async function count(page, re) {
  return (await logTexts(page)).filter((t) => re.test(t)).length;
}

/** The log line of `seat`'s opened seal of plan step `p`. */
function opened(p) {
  if (p.kind === "index") return `${p.seat} announces a Contact Index of ${p.button.match(/^Index (\d+)/)[1]} (7.13).`;
  const each = p.toward.map(([who, o]) => `${o} toward ${who} (${NAMES[o]})`);
  return `${p.seat} reveals his options: ${each.join(", ")} (8.2).`;
}
const OPENED = { index: (s) => new RegExp(`^${s} announces a Contact Index`), options: (s) => new RegExp(`^${s} reveals his options`) };
const SEALED = { index: (s) => new RegExp(`^${s} seals his Contact Index`), options: (s) => new RegExp(`^${s} seals his interaction options`) };

// No trace: four browser contexts replaying long records, each step snapshotted, took this test past its
// time in CI beside the solitaire game on the other worker (its tablet run passed 4 minutes, the phone run
// took 1.7; without the trace each takes well under one). Failures still leave their screenshots.
test.use({ trace: "off" });

for (const [size, viewport] of [["phone", { width: 390, height: 844 }], ["tablet", { width: 820, height: 1180 }]]) {
  test(`Outreach II for three by link: contact and interaction sealed device by device, two Game-Turns, the final link on a fresh device (${size})`, async ({ browser }) => {
    test.setTimeout(360_000);
    const plan = data.plan;
    const devices = {};
    const errors = [];
    const add = ({ page, errors: e }) => {
      errors.push(e);
      return page;
    };
    // Player 3's device has the game first: the Perseits are to end their shifts.
    let holder = plan[0].seat;
    devices[holder] = add(await device(browser, viewport, holder, { record: data.record }));
    await expect(status(devices[holder])).toHaveText("Game-Turn 1 · Regular Shift Phase");

    // The seals made and not yet opened: seat → its plan step; and how often each seat's seals have
    // opened so far, by kind.
    const pending = new Map();
    const opens = { index: Object.fromEntries(SEATS.map((s) => [s, 0])), options: Object.fromEntries(SEATS.map((s) => [s, 0])) };
    // The options revealed so far, as the Interaction Displays show them: "Player 1 toward Player 2" → letter.
    const shown = new Map();
    const shotsTaken = new Set();
    // A screenshot of `what` (the prompt by default) as a player sees it: the panels' drawer opened over the
    // map (phones and tablets in portrait), then closed again.
    const once = async (page, name, what = prompt(page)) => {
      if (shotsTaken.has(name)) return;
      shotsTaken.add(name);
      const handle = page.getByRole("button", { name: /^Panels: show more/ });
      await handle.click();
      await expect(page.locator("#panels")).toHaveClass(/\bopen\b/);
      await what.evaluate((el) => el.scrollIntoView({ block: "center" }));
      // The pointer off the panels: a button under it would light its hexes on the map.
      await page.mouse.move(1, 1);
      await shot(page, `outreach-link-${size}-${name}`);
      await page.getByRole("button", { name: /^Panels: show less/ }).click();
    };
    let handOvers = 0;

    for (const [k, p] of plan.entries()) {
      if (p.seat !== holder) {
        // The hand-over: the page names the player who must act next, the link is for him.
        const from = devices[holder];
        await expect(prompt(from)).toContainText(`Waiting for ${p.seat} — send them the link.`);
        // Every seat that may act now is remote: the first of them gets the link.
        await expect(acting(from)).toHaveText(plan[k - 1].actors.map((a) => `${a} to act (remote, by link)`).join(" · "));
        expect(plan[k - 1].actors[0]).toBe(p.seat);
        const link = await shareLink(from);
        await expect(from.getByText(new RegExp(`[Ss]end it to ${p.seat}\\.`))).toBeVisible();
        if (handOvers === 0) await once(from, "sent", from.locator("section.share"));
        handOvers++;
        if (devices[p.seat]) await openReply(devices[p.seat], link);
        else devices[p.seat] = add(await device(browser, viewport, p.seat, { link }));
        holder = p.seat;
        const to = devices[holder];
        // A link in transit reveals no sealed choice: the other seats' seals are still unopened here,
        // and this device keeps no secret but its own.
        for (const [seat, s] of pending) {
          if (seat === p.seat) continue;
          // The log has the seal the link brought, and no line opening it.
          await expect.poll(() => count(to, SEALED[s.kind](seat))).toBe(opens[s.kind][seat] + 1);
          expect(await count(to, OPENED[s.kind](seat)), `${seat}'s sealed choice on ${p.seat}'s device`).toBe(opens[s.kind][seat]);
          if (p.kind === s.kind) await expect(prompt(to)).toContainText(`${seat} (sealed)`);
          // The Interaction Displays still show the options of the last reveal, or none (8.13).
          for (const [who, o] of s.toward ?? []) {
            const was = shown.get(`${seat} toward ${who}`);
            const line = to.locator(".or-displays li").filter({ hasText: `${seat} toward ${who}: ` });
            if (was) await expect(line).toHaveText(`${seat} toward ${who}: ${was} (${NAMES[was]})`);
            else await expect(line).toHaveCount(0);
            if (!was) expect(await to.content()).not.toContain(`${o} toward ${who} (${NAMES[o]})`);
          }
        }
        for (const other of SEATS.filter((s) => s !== p.seat)) {
          expect(await storageText(to)).not.toMatch(new RegExp(`starshift\\.secret\\.outreach\\.${seatId(other)}\\.`));
        }
      }
      const page = devices[holder];
      if (p.kind === "open") {
        // Opened by this device by itself, once every seat has sealed and the link is here.
        const sealed = pending.get(p.seat);
        const re = OPENED[sealed.kind](p.seat);
        await expect.poll(() => count(page, re)).toBe(opens[sealed.kind][p.seat] + 1);
        expect((await logTexts(page)).filter((t) => re.test(t)).at(-1)).toBe(opened(sealed));
        opens[sealed.kind][p.seat]++;
        for (const [who, o] of sealed.toward ?? []) shown.set(`${p.seat} toward ${who}`, o);
        expect(await storageText(page)).not.toMatch(/starshift\.secret\./);
        pending.delete(p.seat);
        if (p.step === "interaction_options" && p.phase_after === "Fate Phase") {
          // The last to open: every option is revealed, and kept on the Interaction Displays (8.13).
          await expect(status(page)).toHaveText(`Game-Turn ${p.turn} · Fate Phase`);
          const displays = page.locator(".or-displays");
          for (const q of plan.filter((x) => x.turn === p.turn && x.kind === "options")) {
            for (const [who, o] of q.toward) await expect(displays).toContainText(`${q.seat} toward ${who}: ${o} (${NAMES[o]})`);
          }
          await once(page, `revealed-${p.turn}`, displays);
        }
        continue;
      }
      await expect(status(page)).toHaveText(`Game-Turn ${p.turn} · ${p.phase}`);
      await expect(acting(page)).toContainText(`${p.seat} to act (this device)`);
      const box = prompt(page);
      if (p.kind === "index") {
        await expect(box).toContainText(`In ${p.hex}: `);
        if (pending.size > 0) await once(page, "contact-sealed", box.locator(".or-figs").first());
        await box.getByRole("button", { name: p.button, exact: true }).click();
        await expect(page.locator(".log-list")).toContainText(`${p.seat} seals his Contact Index (7.13).`);
        pending.set(p.seat, p);
      } else if (p.kind === "options") {
        await expect(box).toContainText("Interaction: choose your option toward each player you are in contact with, in secret (8.0).");
        for (const [who, o] of p.toward) {
          const group = box.getByRole("group", { name: new RegExp(`^Your option toward ${escape(who)}`) });
          // Nothing of another's sealed choice is pressed here.
          if (p.turn === 1) await expect(group.locator('[aria-pressed="true"]')).toHaveCount(0);
          await group.getByRole("button", { name: `${o} ${NAMES[o]}` }).click();
          await expect(group.getByRole("button", { name: `${o} ${NAMES[o]}` })).toHaveAttribute("aria-pressed", "true");
        }
        if (pending.size > 0) await once(page, `options-sealed-${p.turn}`, box.locator(".or-figs").first());
        await box.getByRole("button", { name: "Seal your options" }).click();
        await expect(page.locator(".log-list")).toContainText(`${p.seat} seals his interaction options (8.0).`);
        pending.set(p.seat, p);
      }
      if (p.kind === "index" || p.kind === "options") {
        // Kept on this device until every seat has sealed; the last to seal opens his at once.
        const mine = new RegExp(`starshift\\.secret\\.outreach\\.${seatId(p.seat)}\\.`);
        const last = plan[k + 1]?.kind === "open" && plan[k + 1].seat === p.seat;
        if (last) await expect.poll(() => storageText(page)).not.toMatch(mine);
        else expect(await storageText(page)).toMatch(mine);
      }
      if (p.kind === "fate") {
        // Spending nothing: the panel's roll as it first shows.
        await box.getByRole("button", { name: "Roll on the Fate Table", exact: true }).click();
      } else if (p.kind === "act") {
        await box.getByRole("button", { name: p.label, exact: true }).click();
      }
      // The action is in (unless this device opens its own seal at once, the next step): the game moved on,
      // to the next step here or to the wait for another player.
      if (plan[k + 1]?.kind === "open" && plan[k + 1].seat === p.seat) continue;
      await expect(status(page)).toHaveText(`Game-Turn ${p.turn_after} · ${p.phase_after}`);
      if (p.actors.length && !p.actors.includes(p.seat)) {
        await expect(prompt(page)).toContainText(`Waiting for ${p.actors[0]} — send them the link.`);
      }
    }

    // Two Contact Segments and two Interaction Segments, all three players choosing in both; two
    // Game-Turn boundaries crossed.
    expect(plan.filter((p) => p.kind === "index").length).toBe(4);
    expect(plan.filter((p) => p.kind === "options").map((p) => `${p.turn} ${p.seat}`).sort()).toEqual(
      ["1 Player 1", "1 Player 2", "1 Player 3", "2 Player 1", "2 Player 2", "2 Player 3"],
    );
    expect(plan.filter((p) => p.turn_after > p.turn).map((p) => p.turn_after)).toEqual([2, 3]);
    expect(data.end).toEqual({ turn: 3, phase: "Regular Shift Phase", actors: [expect.any(String)] });
    expect(pending.size).toBe(0);

    // The final link: from the last device to act to the player who acts next, opened on a fresh browser
    // context (no storage at all) as his new device.
    const next = data.end.actors[0];
    const from = devices[holder];
    expect(holder).not.toBe(next);
    await expect(status(from)).toHaveText(`Game-Turn ${data.end.turn} · ${data.end.phase}`);
    await expect(prompt(from)).toContainText(`Waiting for ${next} — send them the link.`);
    const final = await shareLink(from);
    await expect(from.getByText(new RegExp(`[Ss]end it to ${next}\\.`))).toBeVisible();
    const fresh = add(await device(browser, viewport, next, { link: final }));
    expect(await fresh.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("starshift.secret.")))).toEqual([]);
    await openReply(devices[next], final);
    for (const page of [fresh, devices[next]]) {
      await expect(status(page)).toHaveText(`Game-Turn ${data.end.turn} · ${data.end.phase}`);
      await expect(acting(page)).toContainText(`${next} to act (this device)`);
    }
    await expect(fresh.locator("section.or-prompt .prompt-text")).toHaveText(await devices[next].locator("section.or-prompt .prompt-text").innerText());
    const lines = await logTexts(devices[next]);
    expect(lines.length).toBeGreaterThan(plan.length);
    expect(await logTexts(fresh)).toEqual(lines);
    await once(fresh, "final-fresh");
    for (const e of errors) expect(e).toEqual([]);
    for (const page of [...Object.values(devices), fresh]) await page.context().close();
  });
}
