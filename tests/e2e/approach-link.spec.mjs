// The approach routine's secret chits (StarGate 7.1) played by link between two browsers: the moving
// player's option travels only as a commitment, the defender answers without seeing it, and the mover's
// device discloses it by itself when the answer comes back.
import { test, expect } from "@playwright/test";
import { openReply, shareLink, settingsOff } from "./support.mjs";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// The steps here are the engine's own, one by one: issue 16's play settings off (flow.spec.mjs tests them).
test.beforeEach(({ context }) => settingsOff(context));

const here = dirname(fileURLToPath(import.meta.url));
const script = JSON.parse(readFileSync(join(here, "fixtures", "stargate-short-game.json"), "utf8"));
const log = (page) => page.locator(".log-list");

test("approach chits by link: commit, answer blind, disclose on the mover's device", async ({ browser }) => {
  const { record } = script.approach;
  const k = record.actions.length;
  const [announce, commit, defend] = script.steps.slice(k, k + 3).map((s) => s.label);
  const tactic = commit.replace(" (secret)", "");
  const answer = defend.replace("Defend: ", "");

  // Device A: the Coalition Player, whose Igugui has just moved into an enemy hex.
  const a = await (await settingsOff(await browser.newContext())).newPage();
  await a.goto("/");
  await a.getByRole("textbox", { name: "Record (JSON)" }).fill(JSON.stringify(record));
  await a.getByRole("button", { name: "Import", exact: true }).click();
  await a.getByRole("group", { name: "Coalition Player" }).getByLabel("On this device").check();
  await a.getByRole("group", { name: "Virunian Player" }).getByLabel("Remote (by link)").check();
  await a.getByRole("button", { name: "Open the game" }).click();
  await expect(a.getByText("Waiting for the Virunian Player — send them the link.")).toBeVisible();
  const l1 = await shareLink(a);

  // Device B: the Virunian Player announces an option he is not choosing (7.34).
  const b = await (await settingsOff(await browser.newContext())).newPage();
  await b.goto(l1);
  await b.getByRole("group", { name: "Virunian Player" }).getByLabel("On this device").check();
  await b.getByRole("group", { name: "Coalition Player" }).getByLabel("Remote (by link)").check();
  await b.getByRole("button", { name: "Open the game" }).click();
  // By keyboard: the panel's markup is rewritten by the action, and the focus must stay in the game
  // (on the panel or the prompt), never fall back to the page's start.
  await b.getByRole("button", { name: announce, exact: true }).focus();
  await b.keyboard.press("Enter");
  await expect(log(b)).toContainText("7.34");
  await expect
    .poll(() => b.evaluate(() => !!document.activeElement?.closest("section.approach, section.prompt")))
    .toBe(true);
  const l2 = await shareLink(b);

  // A chooses in secret; the link carries only the commitment.
  await openReply(a, l2);
  await a.getByRole("button", { name: commit, exact: true }).click();
  await expect(log(a)).toContainText("chooses an approach option in secret (7.11)");
  const l3 = await shareLink(a);

  // B answers without any way to see A's option: the log and the panel say only that A has chosen.
  await openReply(b, l3);
  await expect(log(b)).toContainText("The moving player chooses an approach option in secret (7.11).");
  await expect(log(b)).not.toContainText("Approach options revealed");
  await b.getByRole("button", { name: defend, exact: true }).click();
  await expect(b.getByText("Waiting for the Coalition Player — send them the link.")).toBeVisible();
  const l4 = await shareLink(b);

  // Back on A: the secret kept on this device is disclosed by itself, and the approach is resolved.
  await openReply(a, l4);
  await expect(log(a)).toContainText(`Approach options revealed: moving player ${tactic}, defender ${answer}`);
  const l5 = await shareLink(a);

  // B sees the same resolution from A's next link.
  await openReply(b, l5);
  await expect(log(b)).toContainText(`Approach options revealed: moving player ${tactic}, defender ${answer}`);
});
