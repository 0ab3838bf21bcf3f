// The approach routine's secret chits (StarGate 7.1) played by link between two browsers.
// - A mover who commits: his option travels only as a commitment, the defender answers without seeing it,
//   and the mover's device discloses it by itself when the answer comes back.
// - A Coalition Igugui moving onto a Virunian unit (7.34): the Virunian Player announces an option he will
//   not choose and seals his own in one reply, the Coalition Player chooses in the open knowing the
//   announcement, and the Virunian device opens the sealed option by itself when the choice comes back:
//   one trip back to it, no more.
import { test, expect } from "@playwright/test";
import { openReply, shareLink, settingsOff, closeDevices } from "./support.mjs";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// The devices each test opens are closed after it.
test.afterEach(closeDevices);

// The steps here are the engine's own, one by one: issue 16's play settings off (flow.spec.mjs tests them).
test.beforeEach(({ context }) => settingsOff(context));

const here = dirname(fileURLToPath(import.meta.url));
const script = JSON.parse(readFileSync(join(here, "fixtures", "stargate-short-game.json"), "utf8"));
const log = (page) => page.locator(".log-list");
const other = (seat) => (seat === "Virunian" ? "Coalition" : "Virunian");

/** A device playing `seat` on it and the other seat by link, opened from a record (or its JSON text) or a
 *  link. */
async function device(browser, seat, { record, link }) {
  const page = await (await settingsOff(await browser.newContext())).newPage();
  if (record) {
    await page.goto("/");
    const text = typeof record === "string" ? record : JSON.stringify(record);
    await page.getByRole("textbox", { name: "Game link or record" }).fill(text);
    await page.getByRole("button", { name: "Import", exact: true }).click();
  } else {
    await page.goto(link);
  }
  await page.getByRole("group", { name: `${seat} Player` }).getByLabel("On this device").check();
  await page.getByRole("group", { name: `${other(seat)} Player` }).getByLabel("Remote (by link)").check();
  await page.getByRole("button", { name: "Open the game" }).click();
  return page;
}

test("approach chits by link: commit, answer blind, disclose on the mover's device", async ({ browser }) => {
  // As text: its 64-bit commitments must not go through JavaScript numbers.
  const { text: record, actions: k, mover } = script.plain;
  const [commit, defend] = script.steps.slice(k, k + 2).map((s) => s.label);
  expect(commit).toMatch(/ \(secret\)$/);
  const tactic = commit.replace(" (secret)", "");
  const answer = defend.replace("Defend: ", "");

  // Device A: the moving player, whose unit has just moved into an enemy hex. He chooses in secret; the
  // link carries only the commitment.
  const a = await device(browser, mover, { record });
  await a.getByRole("button", { name: commit, exact: true }).click();
  await expect(log(a)).toContainText("chooses an approach option in secret (7.11)");
  await expect(a.getByText(`Waiting for the ${other(mover)} Player — send them the link.`)).toBeVisible();
  const l1 = await shareLink(a);

  // Device B answers without any way to see A's option: the log and the panel say only that A has chosen.
  const b = await device(browser, other(mover), { link: l1 });
  // (The game has had approaches before: the newest entry is the commitment's.)
  await expect(log(b).locator("li").last()).toHaveText(/The moving player chooses an approach option in secret \(7\.11\)\./);
  await b.getByRole("button", { name: defend, exact: true }).click();
  await expect(b.getByText(`Waiting for the ${mover} Player — send them the link.`)).toBeVisible();
  const l2 = await shareLink(b);

  // Back on A: the secret kept on this device is disclosed by itself, and the approach is resolved.
  await openReply(a, l2);
  await expect(log(a)).toContainText(`Approach options revealed: moving player ${tactic}, defender ${answer}`);
  const l3 = await shareLink(a);

  // B sees the same resolution from A's next link.
  await openReply(b, l3);
  await expect(log(b)).toContainText(`Approach options revealed: moving player ${tactic}, defender ${answer}`);
});

test("an Igugui's approach by link: announce and seal, choose in the open, open on the Virunian device (7.34)", async ({ browser }) => {
  const { record, mover } = script.approach;
  expect(mover).toBe("Coalition");
  const k = record.actions.length;
  const [conceal, choose] = script.steps.slice(k, k + 2);
  expect([conceal.kind, choose.label]).toEqual(["conceal", expect.stringMatching(/^Choose: /)]);
  const not = conceal.not.replace("Not ", "");
  const sealed = conceal.option.replace(" (sealed)", "");
  const chosen = choose.label.replace("Choose: ", "");

  // Device A: the Coalition Player, whose Igugui has just moved into a Virunian unit's hex.
  const a = await device(browser, "Coalition", { record });
  await expect(a.getByText("Waiting for the Virunian Player — send them the link.")).toBeVisible();
  const l1 = await shareLink(a);

  // Device B: the Virunian Player names the option he will not choose and seals his own, in one reply.
  // By keyboard: the panel's markup is rewritten by each tap, and the focus must stay in the game (on the
  // panel or the prompt), never fall back to the page's start.
  const b = await device(browser, "Virunian", { link: l1 });
  await b.getByRole("button", { name: conceal.not, exact: true }).focus();
  await b.keyboard.press("Enter");
  await expect(b.getByRole("button", { name: conceal.not, exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect
    .poll(() => b.evaluate(() => !!document.activeElement?.closest("section.approach, section.prompt")))
    .toBe(true);
  await b.getByRole("button", { name: conceal.option, exact: true }).focus();
  await b.keyboard.press("Enter");
  await expect(log(b)).toContainText(`announces he is not choosing ${not} (7.34)`);
  await expect(log(b)).toContainText("chooses an approach option in secret, first (7.11, 7.34)");
  await expect
    .poll(() => b.evaluate(() => !!document.activeElement?.closest("section.approach, section.prompt")))
    .toBe(true);
  await expect(b.getByText("Waiting for the Coalition Player — send them the link.")).toBeVisible();
  const l2 = await shareLink(b);

  // A knows the announcement, not the sealed option, and chooses in the open.
  await openReply(a, l2);
  await expect(a.locator("section.prompt")).toContainText(`not choosing ${not} (7.34)`);
  await expect(log(a)).toContainText("chooses an approach option in secret, first (7.11, 7.34)");
  await expect(log(a)).not.toContainText("Approach options revealed");
  await expect(a.getByText(/\(sealed\)/)).toHaveCount(0);
  await a.getByRole("button", { name: choose.label, exact: true }).click();
  await expect(a.getByText("Waiting for the Virunian Player — send them the link.")).toBeVisible();
  const l3 = await shareLink(a);

  // Back on B: the sealed option kept on this device opens by itself, and the approach is resolved there.
  await openReply(b, l3);
  await expect(log(b)).toContainText(`Approach options revealed: moving player ${chosen}, defender ${sealed}`);
  const l4 = await shareLink(b);

  // A sees the same resolution from B's next link, and plays on.
  await openReply(a, l4);
  await expect(log(a)).toContainText(`Approach options revealed: moving player ${chosen}, defender ${sealed}`);
});
