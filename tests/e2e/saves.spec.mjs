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

// A backup file: its first line `starshift-backup=2&created=…`, then `id=…&save=<the entry as stored>`.
const parseBackup = (text) => {
  const [head, ...lines] = text.trimEnd().split("\n").map((l) => new URLSearchParams(l));
  return { version: Number(head.get("starshift-backup")), saves: lines.map((l) => ({ id: l.get("id"), save: l.get("save") })) };
};
const backupText = (saves) =>
  [new URLSearchParams({ "starshift-backup": "2", created: "0" }), ...saves.map((s) => new URLSearchParams(s))].join("\n") + "\n";

async function backUp(page, button) {
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^starshift-backup-\d{4}-\d\d-\d\d\.txt$/);
  return parseBackup(readFileSync(await download.path(), "utf8"));
}

async function restore(page, text, name) {
  const file = join(shots, "..", "test-results", name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  await page.getByLabel("Restore a backup…").setInputFiles(file);
}

// A save as Starshift wrote it before format 3's saves: JSON, with a record (the golden opening game).
const golden = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "..", "golden", "v3", "stargate-opening.json"), "utf8");
const jsonSave = (record = JSON.parse(golden)) => JSON.stringify({
  record,
  meta: { game: "stargate", scenario: "standard", seats: { coalition: "local", virunian: "remote" }, turn: 2, phase: "Virunian Movement", result: null, updated_ms: 1790000000000 },
});

// A save of the link form whose link says it is of version `v` (a newer Starshift's).
const withLinkVersion = (save, v) => {
  const [meta, code] = save.split("#");
  const bytes = Buffer.from(code, "base64url");
  bytes[0] = v;
  return `${meta}#${bytes.toString("base64url")}`;
};

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
  expect(backup.version).toBe(2);
  expect(backup.saves).toHaveLength(1);
  // Each save as it is stored: its meta, then its link; no JSON.
  expect(backup.saves[0].save).toMatch(/^game=stargate&scenario=standard&.*&updated=\d+#[A-Za-z0-9_-]+$/);
  expect(Object.fromEntries(await entries(page))[`starshift.save.${backup.saves[0].id}`]).toBe(backup.saves[0].save);
  await expect(page.getByText(/1 saved game\(s\) backed up to the file starshift-backup-/)).toBeVisible();
  await expect(reminder).toBeHidden();

  // Another browser, with a game of its own, a damaged entry and two from a newer Starshift (a newer
  // link, and a newer record in a JSON save of the older form).
  const ctx = await browser.newContext();
  const other = await ctx.newPage();
  await other.goto("/");
  const id = backup.saves[0].id;
  const newer = withLinkVersion(backup.saves[0].save, 9);
  const newerJson = jsonSave({ ...JSON.parse(golden), format_version: 99 });
  await other.evaluate(([newer, newerJson]) => {
    localStorage.setItem("starshift.save.broken", "{not json");
    localStorage.setItem("starshift.save.future", newer);
    localStorage.setItem("starshift.save.future-json", newerJson);
  }, [newer, newerJson]);
  await startAndLeave(other);
  const before = await entries(other);

  const file = backupText(backup.saves);
  await restore(other, file, "backup-1.txt");
  await expect(other.getByText("Backup restored: 1 game(s) added, 0 already here.")).toBeVisible();
  expect(await saveKeys(other)).toContain(`starshift.save.${id}`);
  // Nothing that was there changed.
  const after = Object.fromEntries(await entries(other));
  for (const [k, v] of before) expect(after[k]).toBe(v);

  // The same file again: nothing is added twice.
  await other.getByRole("button", { name: "Dismiss" }).first().click();
  await restore(other, file, "backup-1.txt");
  await expect(other.getByText("Backup restored: 0 game(s) added, 1 already here.")).toBeVisible();

  // A different game under an id that is taken here is added beside it, not over it (here a save of the
  // older JSON form, which a backup keeps as it was stored).
  await restore(other, backupText([{ id, save: jsonSave() }]), "backup-2.txt");
  await expect(other.getByText(/1 game\(s\) added, 0 already here, 1 of them beside a different game/)).toBeVisible();
  expect(await saveKeys(other)).toHaveLength(6);
  expect(Object.fromEntries(await entries(other))[`starshift.save.${id}`]).toBe(backup.saves[0].save);
  await expect(other.locator(".save:not(.damaged)").filter({ hasText: "Virunian Movement" })).toHaveCount(1);

  // Entries this version cannot open: said so, with a way forward, and never rewritten.
  await expect(other.locator(".save.damaged").filter({ hasText: "Damaged save" })).toContainText("Download its text to keep it");
  const future = other.locator(".save.damaged").filter({ hasText: "Saved by a newer Starshift" });
  await expect(future).toHaveCount(2);
  await expect(future.filter({ hasText: "record format 99" })).toHaveCount(1);
  const linked = future.filter({ hasText: "record format 9," });
  const [text] = await Promise.all([other.waitForEvent("download"), linked.getByRole("button", { name: "Download its text" }).click()]);
  expect(readFileSync(await text.path(), "utf8")).toBe(newer);
  await other.screenshot({ path: join(shots, "saves-restored.png"), fullPage: true });

  // A backup of this browser keeps the unreadable entries as their text, and the older form as stored.
  const second = await backUp(other, other.getByRole("button", { name: "Back up all games" }));
  expect(second.saves).toHaveLength(6);
  const stored = Object.fromEntries(await entries(other));
  for (const s of second.saves) expect(s.save).toBe(stored[`starshift.save.${s.id}`]);
  expect(second.saves.map((s) => s.save)).toEqual(expect.arrayContaining([newer, newerJson, "{not json", jsonSave()]));
  await ctx.close();
});

test("a backup of the older JSON form still restores, and its games open", async ({ page }) => {
  await page.goto("/");
  const old = { starshift_backup: 1, created_ms: 0, saves: [{ id: "old-game", save: JSON.parse(jsonSave()) }, { id: "old-broken", text: "{not json" }] };
  await restore(page, JSON.stringify(old), "backup-v1.json");
  await expect(page.getByText("Backup restored: 2 game(s) added, 0 already here.")).toBeVisible();
  await restore(page, JSON.stringify(old), "backup-v1.json");
  await expect(page.getByText("Backup restored: 0 game(s) added, 2 already here.")).toBeVisible();
  await page.locator(".save:not(.damaged)").getByRole("button", { name: /^Continue/ }).click();
  await expect(page.locator(".topbar .status")).toContainText("Game-Turn");
  // Opened and left, both entries are where they were.
  await page.getByRole("button", { name: "← Lobby" }).click();
  expect(Object.keys(Object.fromEntries(await entries(page)))).toEqual(["starshift.save.old-broken", "starshift.save.old-game"]);
});

test("a file that is not a backup is refused and changes nothing", async ({ page }) => {
  await page.goto("/");
  await startAndLeave(page);
  const before = await entries(page);
  await restore(page, JSON.stringify({ hello: "world" }), "not-a-backup.json");
  await expect(page.getByRole("alert")).toContainText("This backup could not be restored: it is not a Starshift backup file");
  await restore(page, JSON.stringify({ starshift_backup: 7, created_ms: 0, saves: [] }), "future-backup.json");
  await expect(page.getByRole("alert")).toContainText("made by a newer version of Starshift");
  await restore(page, "some text\nid=x&save=y\n", "not-a-backup.txt");
  await expect(page.getByRole("alert")).toContainText("it is not a Starshift backup file");
  await restore(page, "starshift-backup=3&created=0\n", "future-backup.txt");
  await expect(page.getByRole("alert")).toContainText("made by a newer version of Starshift");
  expect(await entries(page)).toEqual(before);
});
