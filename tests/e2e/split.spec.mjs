// Each game's code is fetched when a game of that kind first opens (issue 20, scripts/split.mjs): the lobby
// fetches no game's chunk; a new game and a saved game each fetch their own game's chunk and, the first
// time, the lobby's ways into a game (`ui::flows`, which come with the chunk every split point shares), a
// link those, its game's and the tools' (`ui::tools`: taking it into the saves), which backing up and
// exporting a save fetch too; a game's help (its cases' words and tables) comes when a case or the player
// aid first opens, its replay when the replay first opens (and DeltaVee's log sheets when one first
// opens), the ways of sharing a turn (`ui::game::sharing`) on the share panel's first click; a chunk that
// cannot be fetched is said so, and the same button works once it can.
import { test, expect } from "@playwright/test";
import { settingsOff, tapBoardHex, watchErrors } from "./support.mjs";
import { readFileSync } from "node:fs";

const GAMES = ["stargate", "deltavee", "outreach", "starforce"];
/** A game's first opening fetches and compiles its chunk (no service worker here to have cached it): on a
 *  busy two-core machine that has taken more than the default 10 s (CI, 2026-11-28). */
const OPENING = { timeout: 30_000 };

/** The chunks `page` has requested so far, by split name (a game's id, "<game>_help", "<game>_replay", "tools",
 *  "sharing" or "legacy"), in order; not the shared chunks (the flows' code is in one). */
function chunks(page) {
  const seen = [];
  page.on("request", (r) => {
    const m = r.url().match(/\/starshift-([a-z_]+)-[0-9a-f]{16}\.wasm$/);
    if (m) seen.push(m[1]);
  });
  return seen;
}

/** A fresh page without the service worker (it would fetch every chunk at once), its chunks watched;
 *  requests matching `pattern` fail while `blocked.on`. */
async function watched(browser, pattern) {
  const context = await settingsOff(await browser.newContext());
  await context.addInitScript(() => { delete Object.getPrototypeOf(navigator).serviceWorker; });
  const page = await context.newPage();
  const blocked = { on: true };
  await page.route(pattern, (route) => (blocked.on ? route.abort() : route.continue()));
  return { context, page, errors: watchErrors(page), seen: chunks(page), blocked };
}

/** A new game of `label` from the lobby, opened, with nothing more being fetched. */
async function newGame(page, label) {
  await page.goto("/");
  await page.getByRole("combobox", { name: "Game" }).selectOption({ label });
  await page.getByRole("button", { name: "Start game" }).click();
  await expect(page.locator(".topbar .status")).toBeVisible(OPENING);
  await page.waitForLoadState("networkidle");
}

/** Opening StarGate's replay, which cannot be fetched (its code or its stylesheet): the game says so and
 *  shows no replay. The Replay button and the replay's dialog, for what follows. */
async function replayRefused(page, seen) {
  const replay = page.getByRole("button", { name: "Replay", exact: true });
  const dialog = page.getByRole("dialog", { name: /^Replay/ });
  await replay.click();
  await expect(page.locator(".game-notice .notice.error")).toContainText("could not be fetched");
  await expect(dialog).toHaveCount(0);
  expect(seen).toEqual(["stargate", "stargate_replay"]);
  return { replay, dialog };
}

/** The stylesheets `page` has requested so far, by key ("" the page's own, "play", a game's id, a later
 *  part's: "help", "replay", `<game>_<part>`). */
function stylesheets(page) {
  const seen = [];
  page.on("request", (r) => {
    const m = r.url().match(/\/style-(?:([a-z_]+)-)?[0-9a-f]{16}\.css$/);
    if (m) seen.push(m[1] ?? "");
  });
  return seen;
}

test("the lobby fetches no game's code; each game fetches its own when it opens, once", async ({ browser }) => {
  const context = await settingsOff(await browser.newContext());
  // No service worker: it would fetch every file of the build to keep the app offline (offline.spec.mjs).
  await context.addInitScript(() => { delete Object.getPrototypeOf(navigator).serviceWorker; });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const seen = chunks(page);
  const styles = stylesheets(page);
  const main = [];
  page.on("request", (r) => {
    const m = r.url().match(/\/starshift-(web|split)-([0-9a-f]{16})(_bg\.wasm|\.js)$/);
    if (m) main.push([`${m[1]}${m[3]}`, m[2]]);
  });
  await page.goto("/");
  const game = page.getByRole("combobox", { name: "Game" });
  await expect(game).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(seen).toEqual([]);
  // The main module, its glue and the chunks' loader name each other: all three are named for their
  // content together (scripts/split.mjs, step 5), so a build never serves new bytes under an old name.
  expect(main.map(([f]) => f).sort()).toEqual(["split.js", "web.js", "web_bg.wasm"]);
  expect(new Set(main.map(([, h]) => h)).size).toBe(1);
  // The lobby's stylesheet alone; the games' screens' come with the first game (issue 20).
  expect(styles).toEqual([""]);

  let sgBoard = "";
  for (const [label, id] of [["StarForce", "starforce"], ["StarGate", "stargate"]]) {
    await game.selectOption({ label });
    await page.getByRole("button", { name: "Start game" }).click();
    await expect(page.locator(".topbar .status")).toContainText("Game-Turn", OPENING);
    expect(seen).toContain(id);
    if (id === "stargate") {
      await expect(page.locator(".sg-board")).toBeAttached();
      sgBoard = await page.evaluate(() => getComputedStyle(document.querySelector(".sg-board")).display);
    }
    await page.getByRole("button", { name: /Lobby/ }).click();
  }
  // Again: the code is there already.
  await game.selectOption({ label: "StarForce" });
  await page.getByRole("button", { name: "Start game" }).click();
  await expect(page.locator(".topbar .status")).toContainText("Game-Turn", OPENING);
  expect(seen).toEqual(["starforce", "stargate"]);
  // Every game's screen's stylesheet and each game's own, once, and applied: StarForce's hexes have its
  // outline (style/starforce.css), not none; StarGate's board was a flex column (style/stargate.css).
  expect(styles.slice().sort()).toEqual(["", "play", "starforce", "stargate"]);
  expect(sgBoard).toBe("flex");
  await expect(page.locator(".sf-hex").first()).toBeAttached();
  expect(await page.evaluate(() => getComputedStyle(document.querySelector(".sf-hex")).stroke)).toBe("rgb(42, 55, 104)");

  // A saved game, continued in a fresh page: its game's chunk alone.
  const share = page.getByRole("button", { name: /Share turn/ });
  await share.click();
  const link = await page.getByLabel("Link to this position").inputValue();
  const second = await context.newPage();
  const seen2 = chunks(second);
  await second.goto("/");
  await second.getByRole("button", { name: /^Continue / }).first().click();
  await expect(second.locator(".topbar .status")).toContainText("Game-Turn", OPENING);
  expect(seen2).toEqual(["starforce"]);

  // A link straight into a game, in another fresh page: the same.
  const third = await context.newPage();
  const seen3 = chunks(third);
  await third.goto(link);
  await expect(third.getByText("This link shows the position you already have saved.")).toBeVisible();
  expect(seen3).toEqual(["starforce", "tools"]);
  expect(GAMES).toContain(seen3[0]);
  expect(errors).toEqual([]);
  await context.close();
});

test("a game opened cold fetches no code that only other games share (the splitter's copies, STARSHIFT.md .7)", async ({ browser }) => {
  for (const [id, label] of [["stargate", "StarGate"], ["deltavee", "DeltaVee"], ["outreach", "Outreach"], ["starforce", "StarForce"]]) {
    const context = await settingsOff(await browser.newContext());
    await context.addInitScript(() => { delete Object.getPrototypeOf(navigator).serviceWorker; });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // The games each shared chunk fetched is for: its file is named for the split points that fetch it.
    const shared = [];
    page.on("request", (r) => {
      const m = r.url().match(/\/starshift-shared-([a-z_-]+)-[0-9a-f]{16}\.wasm$/);
      if (m) shared.push(GAMES.filter((g) => m[1].split("-").includes(g)));
    });
    await newGame(page, label);
    expect(shared.length).toBeGreaterThan(0);
    // Each is the chunk every game shares, or this game's own: no chunk of code two or three games share.
    for (const games of shared) expect([GAMES.join(), id]).toContain(games.join());
    expect(errors).toEqual([]);
    await context.close();
  }
});

test("a game whose code or stylesheet cannot be fetched says so, and opens once it can", async ({ browser }) => {
  const context = await settingsOff(await browser.newContext());
  await context.addInitScript(() => { delete Object.getPrototypeOf(navigator).serviceWorker; });
  const page = await context.newPage();
  const blocked = { code: true, style: true };
  await page.route(/\/starshift-deltavee-[0-9a-f]{16}\.wasm$/, (route) => (blocked.code ? route.abort() : route.continue()));
  await page.route(/\/style-play-[0-9a-f]{16}\.css$/, (route) => (blocked.style ? route.abort() : route.continue()));
  await page.goto("/");
  await page.getByRole("combobox", { name: "Game" }).selectOption({ label: "DeltaVee" });
  const start = page.getByRole("button", { name: "Start game" });
  const unfetched = page.getByText(/This game.s code could not be fetched/);
  await start.click();
  await expect(unfetched).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Game" })).toBeVisible();
  // The code now comes, the game screens' stylesheet not yet: still not opened, nothing half-styled.
  await page.getByRole("alert").filter({ hasText: /could not be fetched/ }).getByRole("button", { name: "Dismiss" }).click();
  await expect(unfetched).toHaveCount(0);
  blocked.code = false;
  await start.click();
  await expect(page.getByRole("combobox", { name: "Game" })).toBeVisible();
  await expect(unfetched).toBeVisible();
  await expect(page.locator(".topbar")).toHaveCount(0);
  blocked.style = false;
  await start.click();
  await expect(page.locator(".topbar .status")).toContainText("Game-Turn", OPENING);
  // Styled: DeltaVee's units wear their seat's colour (style/board.css), not the browser's black.
  await expect(page.locator(".dv-unit rect").first()).toBeAttached();
  expect(await page.evaluate(() => getComputedStyle(document.querySelector(".dv-unit rect")).fill)).not.toBe("rgb(0, 0, 0)");
  await context.close();
});

test("the lobby's scenario card fetches its game's code and help when first unfolded, not before", async ({ browser }) => {
  const context = await settingsOff(await browser.newContext());
  await context.addInitScript(() => { delete Object.getPrototypeOf(navigator).serviceWorker; });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const seen = chunks(page);
  await page.goto("/");
  const card = page.locator("section.new-game .scenario-card");
  await expect(card.getByRole("heading")).toHaveText("Scenario: The Final Space Battle");
  await page.waitForLoadState("networkidle");
  expect(seen).toEqual([]);
  await card.locator("summary").click();
  await expect(card.locator("dt")).toHaveText(["Set-up", "Special rules", "Victory", "Length"]);
  await expect(card.locator("dd").nth(2)).toContainText("(12.1)");
  // The text is the help's (issue 20: no game's code holds it).
  expect(seen).toEqual(["stargate", "stargate_help"]);
  // Kept open while the player looks at another game: that game's card, with its code and help.
  await page.getByRole("combobox", { name: "Game" }).selectOption({ label: "Outreach" });
  await expect(card.locator("dd").nth(2)).toContainText("(18.");
  expect(seen).toEqual(["stargate", "stargate_help", "outreach", "outreach_help"]);
  expect(errors).toEqual([]);
  await context.close();
});

test("the lobby's ways into a game are fetched on the first one; if they cannot be the lobby says so", async ({ browser }) => {
  // The flows' code comes with the chunk every split module shares (scripts/split.mjs, WASM_SPLIT_WITH_ALL):
  // it has no file of its own.
  const { context, page, errors, seen, blocked } = await watched(browser, /\/starshift-shared-[a-z_-]*-flows-[a-z_-]*-[0-9a-f]{16}\.wasm$/);
  const shared = [];
  page.on("request", (r) => {
    if (/\/starshift-shared-[a-z_-]*-flows-[a-z_-]*-[0-9a-f]{16}\.wasm$/.test(r.url())) shared.push(r.url());
  });
  await page.goto("/");
  await page.getByRole("combobox", { name: "Game" }).selectOption({ label: "DeltaVee" });
  const start = page.getByRole("button", { name: "Start game" });
  await start.click();
  await expect(page.getByText(/This part of Starshift could not be fetched/)).toBeVisible();
  // The game's own chunk was fetched beside it; nothing was saved.
  expect(seen[0]).toBe("deltavee");
  expect(shared.length).toBeGreaterThan(0);
  await expect(page.getByText("No saved games yet.")).toBeVisible();

  // The form is as the player left it: the same button starts the DeltaVee game.
  blocked.on = false;
  const before = shared.length;
  await start.click();
  await expect(page.locator(".topbar .status")).toContainText("Game-Turn", OPENING);
  await expect(page.locator(".dv-board")).toBeAttached();
  expect(shared.length).toBe(before + 1);
  expect(seen.every((c) => c === "deltavee")).toBe(true);
  expect(errors.filter((e) => !/(shared-[a-z_-]*|deltavee)-[0-9a-f]{16}\.wasm|Failed to fetch|net::ERR_FAILED/.test(e))).toEqual([]);
  await context.close();
});

test("backing up fetches the tools' code when first used; if it cannot be fetched the lobby says so", async ({ browser }) => {
  const { context, page, errors, seen, blocked } = await watched(browser, /\/starshift-tools-[0-9a-f]{16}\.wasm$/);
  await page.goto("/");
  await page.getByRole("combobox", { name: "Game" }).selectOption({ label: "StarGate" });
  await page.getByRole("button", { name: "Start game" }).click();
  await expect(page.locator(".topbar .status")).toContainText("Game-Turn", OPENING);
  await page.getByRole("button", { name: /Lobby/ }).click();
  await page.waitForLoadState("networkidle");
  expect(seen).toEqual(["stargate"]);

  const backUp = page.getByRole("button", { name: "Back up all games" });
  await backUp.click();
  const unfetched = page.getByText(/This part of Starshift could not be fetched/);
  await expect(unfetched).toBeVisible();
  expect(seen).toEqual(["stargate", "tools"]);

  blocked.on = false;
  const download = page.waitForEvent("download");
  await backUp.click();
  expect((await download).suggestedFilename()).toMatch(/^starshift-backup-.*\.txt$/);
  await expect(page.getByText(/1 saved game\(s\) backed up/)).toBeVisible();
  expect(seen).toEqual(["stargate", "tools", "tools"]);
  expect(errors.filter((e) => !/tools-[0-9a-f]{16}\.wasm|Failed to fetch|net::ERR_FAILED/.test(e))).toEqual([]);
  await context.close();
});

test("exporting a saved game from the lobby fetches the tools' code, not the game's; if it cannot be fetched the lobby says so", async ({ browser }) => {
  const { context, page, errors, seen, blocked } = await watched(browser, /\/starshift-tools-[0-9a-f]{16}\.wasm$/);
  await newGame(page, "StarGate");
  await expect(page.locator(".topbar .status")).toContainText("Game-Turn", OPENING);
  await page.getByRole("button", { name: /Lobby/ }).click();
  await page.waitForLoadState("networkidle");
  expect(seen).toEqual(["stargate"]);

  const exportSave = page.locator(".save").getByRole("button", { name: "Export" });
  await exportSave.click();
  await expect(page.getByText(/This part of Starshift could not be fetched/)).toBeVisible();
  expect(seen).toEqual(["stargate", "tools"]);

  blocked.on = false;
  const [download] = await Promise.all([page.waitForEvent("download"), exportSave.click()]);
  expect(download.suggestedFilename()).toBe("starshift-stargate-turn1.txt");
  // The file is the game's link, which opens it again.
  expect(readFileSync(await download.path(), "utf8")).toMatch(/^https?:\/\/[^#\s]+#[A-Za-z0-9_-]+\n$/);
  expect(seen).toEqual(["stargate", "tools", "tools"]);
  expect(errors.filter((e) => !/tools-[0-9a-f]{16}\.wasm|Failed to fetch|net::ERR_FAILED/.test(e))).toEqual([]);
  await context.close();
});

test("a save of the form written before (JSON) is read with the tools' code, which today's saves never fetch", async ({ browser }) => {
  const { context, page, errors, seen, blocked } = await watched(browser, /\/starshift-tools-[0-9a-f]{16}\.wasm$/);
  const record = JSON.parse(readFileSync(new URL("../golden/v3/stargate-opening.json", import.meta.url), "utf8"));
  const meta = { game: "stargate", scenario: "standard", seats: { coalition: "local", virunian: "remote" }, turn: 2, phase: "Virunian Movement", result: null, updated_ms: 1790000000000 };
  await page.goto("/");
  // The lobby has read the (empty) saves before the old one is written: else this page, still starting,
  // may read it too, and fetch the tools' chunk a second time before the reload.
  await expect(page.getByText("No saved games yet.")).toBeVisible();
  await page.evaluate((text) => localStorage.setItem("starshift.save.earlier", text), JSON.stringify({ record, meta }));
  await page.reload();
  // Unfetched: the entry is listed as being read, and the lobby says why it cannot be.
  await expect(page.locator(".save.damaged")).toContainText("Reading this save");
  await expect(page.getByText(/This part of Starshift could not be fetched/)).toBeVisible();
  expect(seen).toEqual(["tools"]);

  blocked.on = false;
  await page.reload();
  const row = page.locator(".save:not(.damaged)");
  await expect(row).toContainText("Virunian Movement");
  expect(seen).toEqual(["tools", "tools"]);
  await row.getByRole("button", { name: /^Continue/ }).click();
  // Two chunks fetched, then the record replayed by the JSON readers: past 10 s on CI's loaded cores.
  await expect(page.locator(".topbar .status")).toContainText("Game-Turn", { timeout: 30_000 });
  // Its record is JSON of format 3: replayed by the readers of earlier formats, a chunk of their own.
  expect(seen).toEqual(["tools", "tools", "stargate", "legacy"]);
  expect(errors.filter((e) => !/tools-[0-9a-f]{16}\.wasm|Failed to fetch|net::ERR_FAILED/.test(e))).toEqual([]);
  await context.close();
});

test("a link of an earlier version fetches the readers of earlier formats; today's links never do", async ({ browser }) => {
  const { context, page, errors, seen, blocked } = await watched(browser, /\/starshift-legacy-[0-9a-f]{16}\.wasm$/);
  const link = (v) => readFileSync(new URL(`../golden/links/stargate-opening.${v}.txt`, import.meta.url), "utf8").trim();
  await page.goto("/#" + link("v3"));
  await expect(page.getByRole("heading", { name: "Which side do you play on this device?" })).toBeVisible();
  expect(seen).toEqual(["stargate", "tools"]);

  // A version 2 link (its options and check are JSON): unfetched, the lobby says so; then it opens.
  await page.goto("/#" + link("v2"));
  await expect(page.getByRole("alert").filter({ hasText: "could not be fetched" })).toBeVisible();
  blocked.on = false;
  await page.goto("/#" + link("v1"));
  await expect(page.getByRole("heading", { name: "Which side do you play on this device?" })).toBeVisible();
  expect(seen.filter((c) => c === "legacy").length).toBe(2);
  expect(errors.filter((e) => !/legacy-[0-9a-f]{16}\.wasm|Failed to fetch|net::ERR_FAILED/.test(e))).toEqual([]);
  await context.close();
});

test("a game's help is fetched when a case or the player aid first opens; if it cannot be, the dialog says so", async ({ browser }) => {
  const { context, page, errors, seen, blocked } = await watched(browser, /\/starshift-outreach_help-[0-9a-f]{16}\.wasm$/);
  await newGame(page, "Outreach");
  expect(seen).toEqual(["outreach"]);

  // The prompt's citation is linked and titled before the words are fetched.
  const cite = page.locator("section.prompt [data-case]").first();
  await expect(cite).toHaveAttribute("title", /^Rule .+: .+/);
  await cite.click();
  const dialog = page.locator("dialog#help-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("This help could not be fetched");
  expect(seen).toEqual(["outreach", "outreach_help"]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  blocked.on = false;
  await cite.click();
  await expect(dialog.locator(".help-text")).toBeVisible();
  await expect(dialog).toContainText("In our words");
  await page.keyboard.press("Escape");
  // The player aid's tables come from the same chunk, fetched already.
  await page.locator("details.aid summary").click();
  await expect(page.locator("details.aid table.help-table").first()).toBeVisible();
  expect(seen).toEqual(["outreach", "outreach_help", "outreach_help"]);
  expect(errors.filter((e) => !/outreach_help-[0-9a-f]{16}\.wasm|Failed to fetch|net::ERR_FAILED/.test(e))).toEqual([]);
  await context.close();
});

test("the game's scenario card comes with the help, fetched when first unfolded; if it cannot be, the card says so", async ({ browser }) => {
  const { context, page, errors, seen, blocked } = await watched(browser, /\/starshift-starforce_help-[0-9a-f]{16}\.wasm$/);
  await newGame(page, "StarForce");
  expect(seen).toEqual(["starforce"]);
  const card = page.locator("#panels .scenario-card");
  await expect(card.getByRole("heading")).toHaveText("Scenario: Hegemony and League (reference scenario)");
  await card.locator("summary").click();
  await expect(card.getByRole("alert")).toContainText("description could not be fetched");
  expect(seen).toEqual(["starforce", "starforce_help"]);

  // Folded and unfolded again once the help can be fetched: the card's text.
  blocked.on = false;
  await card.locator("summary").click();
  await card.locator("summary").click();
  await expect(card.locator("dt")).toHaveText(["Set-up", "Special rules", "Victory", "Length"]);
  await expect(card.locator("dd").nth(0)).toContainText("Solar Hegemony");
  expect(seen).toEqual(["starforce", "starforce_help", "starforce_help"]);
  expect(errors.filter((e) => !/starforce_help-[0-9a-f]{16}\.wasm|Failed to fetch|net::ERR_FAILED/.test(e))).toEqual([]);
  await context.close();
});

test("sharing a turn fetches its code on the first click; if it cannot be fetched the panel says so", async ({ browser }) => {
  const { context, page, errors, seen, blocked } = await watched(browser, /\/starshift-sharing-[0-9a-f]{16}\.wasm$/);
  await newGame(page, "StarGate");
  // Opening a game does not fetch the ways of sharing.
  expect(seen).toEqual(["stargate"]);

  const share = page.locator("section.share");
  await share.getByRole("button", { name: /^Share turn/ }).click();
  await expect(share.getByRole("status")).toContainText("This part of Starshift could not be fetched");
  expect(seen).toEqual(["stargate", "sharing"]);
  await expect(share.getByLabel("Link to this position")).toHaveCount(0);

  blocked.on = false;
  await share.getByRole("button", { name: "QR code" }).click();
  await expect(share.locator("#share-qr svg")).toBeVisible();
  await expect(share.getByLabel("Link to this position")).toHaveValue(/#/);
  expect(seen).toEqual(["stargate", "sharing", "sharing"]);
  // Fetched once: the next way runs at once.
  await share.getByRole("button", { name: "QR code" }).click();
  await expect(share.locator("#share-qr")).toBeHidden();
  await share.getByRole("button", { name: /^Share turn/ }).click();
  await expect(share.getByRole("status")).toContainText(/Link copied|Copy the selected link|Shared/);
  expect(seen).toEqual(["stargate", "sharing", "sharing"]);
  expect(errors.filter((e) => !/sharing-[0-9a-f]{16}\.wasm|Failed to fetch|net::ERR_FAILED/.test(e))).toEqual([]);
  await context.close();
});

test("the game's Export record runs with the sharing code, fetched on its first click; if it cannot be, the game says so", async ({ browser }) => {
  const { context, page, errors, seen, blocked } = await watched(browser, /\/starshift-sharing-[0-9a-f]{16}\.wasm$/);
  await newGame(page, "StarGate");
  expect(seen).toEqual(["stargate"]);
  const exportButton = page.getByRole("button", { name: "Export record" });
  await exportButton.click();
  await expect(page.locator(".game-notice .notice.error")).toContainText("could not be fetched");
  expect(seen).toEqual(["stargate", "sharing"]);

  blocked.on = false;
  const [download] = await Promise.all([page.waitForEvent("download"), exportButton.click()]);
  expect(download.suggestedFilename()).toBe("starshift-stargate-turn1.txt");
  // The export that worked takes the failed fetch's notice away.
  await expect(page.locator(".game-notice .notice")).toHaveCount(0);
  expect(seen).toEqual(["stargate", "sharing", "sharing"]);
  expect(errors.filter((e) => !/sharing-[0-9a-f]{16}\.wasm|Failed to fetch|net::ERR_FAILED/.test(e))).toEqual([]);
  await context.close();
});

test("a game's replay is fetched when the replay first opens; if it cannot be, the game says so and loses nothing", async ({ browser }) => {
  const { context, page, errors, seen, blocked } = await watched(browser, /\/starshift-stargate_replay-[0-9a-f]{16}\.wasm$/);
  await newGame(page, "StarGate");
  expect(seen).toEqual(["stargate"]);
  const status = await page.locator(".topbar .status").textContent();

  const { replay, dialog } = await replayRefused(page, seen);
  // The game is as it was.
  await expect(page.locator(".topbar .status")).toHaveText(status);
  // A move (autosaved) leaves the notice as it is: "Saved again." answers only a failed save.
  await page.getByRole("button", { name: /^Human 3-3-6 #1(,|$)/ }).first().click();
  await tapBoardHex(page, "2807");
  await expect(page.locator(".log-list")).toContainText("2807");
  await expect(page.locator(".game-notice .notice.error")).toContainText("could not be fetched");

  blocked.on = false;
  await replay.click();
  await expect(dialog).toBeVisible();
  // The retry that worked takes the failed fetch's notice away.
  await expect(page.locator(".game-notice .notice")).toHaveCount(0);
  await expect(dialog.locator(".status-sub")).toHaveText(/^Action 1 of 1, by /);
  expect(seen).toEqual(["stargate", "stargate_replay", "stargate_replay"]);
  await page.getByRole("button", { name: "← Back to the game" }).click();
  await expect(dialog).toHaveCount(0);
  // Opened again, it fetches nothing more.
  await replay.click();
  await expect(dialog).toBeVisible();
  expect(seen.filter((c) => c === "stargate_replay").length).toBe(2);
  expect(errors.filter((e) => !/stargate_replay-[0-9a-f]{16}\.wasm|Failed to fetch|net::ERR_FAILED/.test(e))).toEqual([]);
  await context.close();
});

test("DeltaVee's log sheet dialog is code fetched when a sheet is first asked for; if it cannot be, the card says so", async ({ browser }) => {
  const { context, page, errors, seen, blocked } = await watched(browser, /\/starshift-deltavee_sheet-[0-9a-f]{16}\.wasm$/);
  const styles = stylesheets(page);
  await newGame(page, "DeltaVee");
  expect(seen).toEqual(["deltavee"]);
  expect(styles).not.toContain("deltavee_sheet");

  const card = page.locator("section.dv-sheet-card");
  const first = card.getByRole("button").first();
  const dialog = page.locator(".dv-sheet[role=dialog]");
  await first.click();
  await expect(card.getByRole("alert")).toContainText("This part of Starshift could not be fetched");
  expect(seen).toEqual(["deltavee", "deltavee_sheet"]);
  await expect(dialog).toHaveCount(0);

  // Asked again, it is fetched again: the sheet opens and the card's notice goes.
  blocked.on = false;
  await first.click();
  await expect(dialog.locator(".dv-sheet-comp").first()).toBeVisible();
  await expect(card.getByRole("alert")).toHaveCount(0);
  expect(seen).toEqual(["deltavee", "deltavee_sheet", "deltavee_sheet"]);
  // The dialog's stylesheet came with its code (style/deltavee-sheet.css): the first time, which fetched
  // it though the code failed, and not again.
  expect(styles.filter((k) => k === "deltavee_sheet")).toEqual(["deltavee_sheet"]);
  expect(await page.evaluate(() => getComputedStyle(document.querySelector(".dv-sheet-backdrop")).position)).toBe("fixed");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  // Opened again, it fetches nothing more.
  await first.click();
  await expect(dialog.locator(".dv-sheet-comp").first()).toBeVisible();
  expect(seen).toEqual(["deltavee", "deltavee_sheet", "deltavee_sheet"]);
  expect(errors.filter((e) => !/deltavee_sheet-[0-9a-f]{16}\.wasm|Failed to fetch|net::ERR_FAILED/.test(e))).toEqual([]);
  await context.close();
});

test("a later part's stylesheet comes with its code, not with the game; if it cannot be fetched, the part does not open unstyled", async ({ browser }) => {
  const { context, page, errors, seen, blocked } = await watched(browser, /\/style-replay-[0-9a-f]{16}\.css$/);
  const styles = stylesheets(page);
  await newGame(page, "StarGate");
  expect(styles.slice().sort()).toEqual(["", "play", "stargate"]);

  // The replay: its stylesheet blocked, the replay does not open and the game says so.
  const { replay, dialog } = await replayRefused(page, seen);
  expect(styles.filter((k) => k === "replay")).toEqual(["replay"]);
  // Once it can be, it is fetched again and the replay opens over the game (style/replay.css).
  blocked.on = false;
  await replay.click();
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.querySelector(".replay")).position)).toBe("fixed");
  expect(styles.filter((k) => k === "replay")).toEqual(["replay", "replay"]);
  await page.getByRole("button", { name: "← Back to the game" }).click();
  await expect(dialog).toHaveCount(0);

  // The help: a cited case opens its dialog, styled (style/help-dialog.css), the stylesheet fetched once.
  expect(styles).not.toContain("help");
  await page.locator(".case-link").first().click();
  const help = page.locator("dialog.help-dialog");
  await expect(help).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.querySelector(".help-dialog")).overscrollBehaviorY)).toBe("contain");
  await help.getByRole("button", { name: "Close" }).click();
  await page.locator(".case-link").first().click();
  await expect(help).toBeVisible();
  expect(styles.filter((k) => k === "help")).toEqual(["help"]);
  expect(errors.filter((e) => !/style-replay-[0-9a-f]{16}\.css|stylesheet replay|Failed to fetch|net::ERR_FAILED/.test(e))).toEqual([]);
  await context.close();
});

test("release modules' functions follow the one most like each (scripts/order.mjs), their bodies untouched", async ({ request }) => {
  const { likenessOrder, likenessNames } = await import("../../scripts/order.mjs");
  // Two pairs of near twins, interleaved: each is placed right after its twin.
  const body = (fill, tail) => Buffer.from([...Array(40).fill(fill), ...tail]);
  const twins = [body(1, [9, 9, 9, 9]), body(2, [8, 8, 8, 8]), body(1, [7, 7, 7, 7]), body(2, [6, 6, 6, 6])];
  expect(likenessOrder(twins)).toEqual([0, 2, 1, 3]);
  // The served main module: no names (the second pass strips them); naming it changes no other byte.
  const html = await (await request.get("/")).text();
  const main = html.match(/starshift-web-[0-9a-f]{16}_bg\.wasm/)[0];
  const wasm = Buffer.from(await (await request.get(`/${main}`)).body());
  expect(wasm.includes(Buffer.from("\u0004name"))).toBe(false);
  const named = likenessNames(wasm);
  expect(named.subarray(0, wasm.length).equals(wasm)).toBe(true);
  const tail = named.subarray(wasm.length).toString("latin1");
  const names = tail.match(/f\d{4}/g);
  expect(new Set(names).size).toBe(names.length);
  expect(names.length).toBeGreaterThan(1000);
});
