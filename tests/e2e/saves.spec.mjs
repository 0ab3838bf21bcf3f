// Saves that survive: backup to one file and restore (merged, never overwriting), the backup reminder,
// what the browser says about keeping storage, and entries this version cannot read.
import { test, expect } from "@playwright/test";
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const shots = process.env.STARSHIFT_SCREENSHOTS || join(dirname(fileURLToPath(import.meta.url)), "screenshots");
mkdirSync(shots, { recursive: true });

const saveKeys = (page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("starshift.save.")).sort());
const entries = (page) => page.evaluate(() => Object.entries(localStorage).filter(([k]) => k.startsWith("starshift.save.")).sort());

async function startAndLeave(page) {
  await page.getByRole("button", { name: "Start game" }).click();
  await expect(page.locator(".topbar .status")).toContainText("Game-Turn 1");
  await page.getByRole("button", { name: "← Lobby" }).click();
}

async function backUp(page, button) {
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^starshift-backup-\d{4}-\d\d-\d\d\.json$/);
  const path = await download.path();
  return JSON.parse(readFileSync(path, "utf8"));
}

async function restore(page, backup, name) {
  const file = join(shots, "..", "test-results", name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(backup));
  await page.getByLabel("Restore a backup…").setInputFiles(file);
}

test("back up every game to one file, get reminded when there is none, restore elsewhere without overwriting", async ({ page, browser }) => {
  await page.goto("/");
  const card = page.getByRole("region", { name: "Backup and storage" });
  await expect(card).toContainText("Saves: Not asked yet");
  await startAndLeave(page);
  // The persistence request was made with the first game, and its answer is shown.
  await expect(card).not.toContainText("Not asked yet");

  // No backup yet: the lobby reminds, and backing up from the reminder clears it.
  const reminder = page.getByRole("note").filter({ hasText: "no backup yet" });
  await expect(reminder).toBeVisible();
  await page.screenshot({ path: join(shots, "backup-reminder.png") });
  const backup = await backUp(page, reminder.getByRole("button", { name: "Back up now" }));
  expect(backup.starshift_backup).toBe(1);
  expect(backup.saves).toHaveLength(1);
  await expect(page.getByText(/1 saved game\(s\) backed up to the file starshift-backup-/)).toBeVisible();
  await expect(reminder).toBeHidden();

  // Another browser, with a game of its own, a damaged entry and one from a newer Starshift.
  const ctx = await browser.newContext();
  const other = await ctx.newPage();
  await other.goto("/");
  const id = backup.saves[0].id;
  const newer = JSON.stringify({ ...backup.saves[0].save, record: { ...backup.saves[0].save.record, format_version: 99 } });
  await other.evaluate(([newer]) => {
    localStorage.setItem("starshift.save.broken", "{not json");
    localStorage.setItem("starshift.save.future", newer);
  }, [newer]);
  await startAndLeave(other);
  const before = await entries(other);

  await restore(other, backup, "backup-1.json");
  await expect(other.getByText("Backup restored: 1 game(s) added, 0 already here.")).toBeVisible();
  expect(await saveKeys(other)).toContain(`starshift.save.${id}`);
  // Nothing that was there changed.
  const after = Object.fromEntries(await entries(other));
  for (const [k, v] of before) expect(after[k]).toBe(v);

  // The same file again: nothing is added twice.
  await other.getByRole("button", { name: "Dismiss" }).first().click();
  await restore(other, backup, "backup-1.json");
  await expect(other.getByText("Backup restored: 0 game(s) added, 1 already here.")).toBeVisible();

  // A different game under an id that is taken here is added beside it, not over it.
  const clash = { ...backup, saves: [{ id, save: { ...backup.saves[0].save, record: { ...backup.saves[0].save.record, seed: 12345 } } }] };
  await restore(other, clash, "backup-2.json");
  await expect(other.getByText(/1 game\(s\) added, 0 already here, 1 of them beside a different game/)).toBeVisible();
  expect(await saveKeys(other)).toHaveLength(5);
  expect(Object.fromEntries(await entries(other))[`starshift.save.${id}`]).toBe(JSON.stringify(backup.saves[0].save));

  // Entries this version cannot open: said so, with a way forward, and never rewritten.
  await expect(other.locator(".save.damaged").filter({ hasText: "Damaged save" })).toContainText("Download its text to keep it");
  const future = other.locator(".save.damaged").filter({ hasText: "Saved by a newer Starshift" });
  await expect(future).toContainText("record format 99");
  const [text] = await Promise.all([other.waitForEvent("download"), future.getByRole("button", { name: "Download its text" }).click()]);
  expect(readFileSync(await text.path(), "utf8")).toBe(newer);
  await other.screenshot({ path: join(shots, "saves-restored.png"), fullPage: true });

  // A backup of this browser keeps the unreadable entries as their text.
  const second = await backUp(other, other.getByRole("button", { name: "Back up all games" }));
  expect(second.saves).toHaveLength(5);
  expect(second.saves.filter((s) => s.text).map((s) => s.text).sort()).toEqual([newer, "{not json"].sort());
  await ctx.close();
});

test("a file that is not a backup is refused and changes nothing", async ({ page }) => {
  await page.goto("/");
  await startAndLeave(page);
  const before = await entries(page);
  await restore(page, { hello: "world" }, "not-a-backup.json");
  await expect(page.getByRole("alert")).toContainText("This backup could not be restored: it is not a Starshift backup file");
  await restore(page, { starshift_backup: 7, created_ms: 0, saves: [] }, "future-backup.json");
  await expect(page.getByRole("alert")).toContainText("made by a newer version of Starshift");
  expect(await entries(page)).toEqual(before);
});
