// Helpers shared by the browser tests (not a test file: Playwright runs *.spec.mjs only).
import { expect } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

/** Where screenshots go: $STARSHIFT_SCREENSHOTS, else tests/e2e/screenshots. */
export const shots = process.env.STARSHIFT_SCREENSHOTS || join(dirname(fileURLToPath(import.meta.url)), "screenshots");
mkdirSync(shots, { recursive: true });

/** Saves a screenshot of the page as `<name>.png`. */
export const shot = (page, name) => page.screenshot({ path: join(shots, `${name}.png`) });

/** Collects page errors so a test can assert the app logged none. */
export function watchErrors(page) {
  const errors = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => { if (m.type() === "error") errors.push(`console: ${m.text()}`); });
  return errors;
}

/** DeltaVee in pass-and-play, after an action: waits until the device is handed over (the hand-over
 *  screen, which waits for the board to show the moves, is taken here) or play stays on this screen (an
 *  order to give, a waiting note, the game over). True if it was handed over. */
export async function handOver(page) {
  const dialog = page.getByRole("dialog", { name: /Pass the device to Player [12]/ });
  const settled = dialog
    .or(page.locator("section.dv-orders").getByRole("button"))
    .or(page.getByText(/Waiting for Player [12] — send them the link\./))
    .or(page.getByRole("region", { name: "Game over" }));
  await expect(settled.first()).toBeVisible();
  if (!(await dialog.isVisible())) return false;
  await page.getByRole("button", { name: /Player \d ready/ }).click();
  await expect(dialog).toHaveCount(0);
  return true;
}

/** Puts `text` into the text field `box` as a paste does: one insertion, one input event. Playwright's
 *  `fill` inserts it as typed text, which Chromium takes 11–19 s to do for a 2,000-line record (a real
 *  paste of it takes 0.3 s). */
export async function paste(box, text) {
  await box.evaluate((el, t) => {
    el.focus();
    el.value = t;
    el.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertFromPaste" }));
  }, text);
}

/** Opens a game record (an object, or JSON text: a record whose 64-bit numbers must stay exact) from the
 *  lobby's import, every seat played on this device. */
export async function openRecord(page, record) {
  await page.goto("/");
  await page.getByRole("textbox", { name: "Game link or record" }).fill(typeof record === "string" ? record : JSON.stringify(record));
  await page.getByRole("button", { name: "Import", exact: true }).click();
  for (const seat of ["Player 1", "Player 2"]) {
    await page.getByRole("group", { name: seat, exact: true }).getByLabel("On this device").check();
  }
  await page.getByRole("button", { name: "Open the game" }).click();
}

/** StarGate at the seat question (from a link or an import): both seats on this device, the game opened,
 *  past the hand-over screen if it shows, the board in view. */
export async function openStarGateHere(page) {
  for (const seat of ["Virunian Player", "Coalition Player"]) {
    await page.getByRole("group", { name: seat, exact: true }).getByLabel("On this device").check();
  }
  await page.getByRole("button", { name: "Open the game" }).click();
  const ready = page.getByRole("button", { name: / Player ready$/ });
  await expect(ready.or(page.locator(".sg-board")).first()).toBeVisible();
  if (await ready.isVisible()) await ready.click();
  await expect(page.locator(".sg-board")).toBeVisible();
}

/** axe-core (npm axe-core) on `context` (a CSS selector, or the whole document): no serious or critical
 *  violations. The browser context must bypass the app's CSP so that axe can be injected. */
export async function axeScan(page, what, context = null) {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve("axe-core/axe.min.js") });
  const result = await page.evaluate((c) => window.axe.run(c ?? document, { resultTypes: ["violations"] }), context);
  const bad = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${what}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join("; ")}`);
  expect(bad).toEqual([]);
  return result.violations.length;
}

/** Touch points through the Chrome DevTools Protocol (Chromium turns them into pointer events). */
export async function touches(page) {
  const cdp = await page.context().newCDPSession(page);
  const send = (type, pts) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: pts.map(([x, y], id) => ({ x, y, id })) });
  return {
    async gesture(from, to, steps = 8) {
      await send("touchStart", from);
      for (let i = 1; i <= steps; i++) {
        await send("touchMove", from.map(([x, y], k) => [x + ((to[k][0] - x) * i) / steps, y + ((to[k][1] - y) * i) / steps]));
      }
      await send("touchEnd", []);
    },
  };
}

/** Takes the game's "Share turn" link (the field under the button); returns it. */
export async function shareLink(page) {
  await page.getByRole("button", { name: /Share turn/ }).click();
  const field = page.getByLabel("Link to this position");
  await expect(field).toHaveValue(/#.+/);
  return field.inputValue();
}

/** Opens a reply link on a device that already has the game: its save is brought up to date. */
export async function openReply(page, url) {
  await page.getByRole("button", { name: "← Lobby" }).click();
  await page.getByRole("textbox", { name: "Link or code", exact: true }).fill(url);
  await page.getByRole("button", { name: "Open", exact: true }).click();
  await expect(page.getByText(/brought up to date from the link/)).toBeVisible();
}

/** Turns issue 16's play settings off in a browser context, for specs that play the engine's own steps one
 *  by one: no phase ends by itself, and nothing asks before a roll or reveal (tests/e2e/flow.spec.mjs tests
 *  both). Returns the context. */
export async function settingsOff(context) {
  await context.addInitScript(() => {
    localStorage.setItem("starshift.pref.auto-end", "off");
    localStorage.setItem("starshift.pref.confirm", "off");
  });
  return context;
}

/** Taps StarGate's map hex `label` ("2807") on the board. The map opens zoomed in to a legible size
 *  (counters.spec.mjs) and follows the action, so a hex a step names may lie outside the board; then the
 *  whole map is shown first ("Fit the map"). The board may still move on its own after that look (it
 *  follows a new selection in the next animation frame, late on a loaded machine: the tap then lands on
 *  whatever covers the hex), so a tap that cannot land within a few seconds looks again. */
export async function tapBoardHex(page, label) {
  const hex = page.getByRole("gridcell", { name: new RegExp(`^hex ${label}\\b`) });
  for (let attempt = 1; ; attempt++) {
    const [h, b] = [await hex.boundingBox(), await page.locator(".sg-map").boundingBox()];
    const [x, y] = [h.x + h.width / 2, h.y + h.height / 2];
    if (x < b.x + 4 || y < b.y + 4 || x > b.x + b.width - 4 || y > b.y + b.height - 4) {
      await page.getByRole("button", { name: "Fit the map" }).click();
    }
    try {
      return await hex.click({ timeout: 5_000 });
    } catch (e) {
      if (attempt >= 5 || !/Timeout/.test(String(e))) throw e;
    }
  }
}

/** The client point of Outreach's map hex `label`'s centre (flat-top hexes of radius 30 map units, even
 *  columns half a hex lower: src/ui/board/layout.rs grid_center), through the map group's pan and zoom. */
export function outreachHexPoint(page, label) {
  return page.evaluate((label) => {
    const c = +label.slice(0, 2), r = +label.slice(2), S = 30;
    const g = document.querySelector("svg.or-board > g");
    const p = new DOMPoint(c * 1.5 * S, (r + (c % 2 === 0 ? 0.5 : 0)) * Math.sqrt(3) * S).matrixTransform(g.getScreenCTM());
    return { x: p.x, y: p.y };
  }, label);
}

/** Everything this device keeps in localStorage, as "key=value" lines (to look for a kept secret). */
export const storageText = (page) => page.evaluate(() => Object.entries(localStorage).map(([k, v]) => `${k}=${v}`).join("\n"));

/** A seat's id in storage keys, from "Player 2": "p2". */
export const seatId = (seat) => `p${seat.slice(-1)}`;

/** A new device (browser context, no storage) playing `mine` here and the other `seats` by link, opened
 *  from a record or from a link, with issue 16's play settings off; ready once `ready(page)` shows.
 *  `beforeOpen(page)` runs on the seats editor, before the game opens. Returns the page and its errors. */
export async function linkDevice(browser, viewport, seats, mine, { record = null, link = null, ready, beforeOpen = null }) {
  const context = await settingsOff(await browser.newContext({ viewport }));
  const page = await context.newPage();
  const errors = watchErrors(page);
  if (record) {
    await page.goto("/");
    await page.getByRole("textbox", { name: "Game link or record" }).fill(record);
    await page.getByRole("button", { name: "Import", exact: true }).click();
  } else {
    await page.goto(link);
  }
  for (const s of seats) {
    await page.getByRole("group", { name: s, exact: true }).getByLabel(s === mine ? "On this device" : "Remote (by link)").check();
  }
  if (beforeOpen) await beforeOpen(page);
  await page.getByRole("button", { name: "Open the game" }).click();
  await expect(ready(page)).toBeVisible();
  return { page, errors };
}

/** The body of a Starshift link (a URL, `#code` or bare code), inflated when its flags say so, as
 * base64url: two links of one game have the same body, whichever DEFLATE made them (engine::link). */
export async function linkBody(text) {
  const { inflateRawSync } = await import("node:zlib");
  const code = text.trim().split("#").pop();
  const bytes = Buffer.from(code, "base64url");
  const body = bytes[1] === 1 ? inflateRawSync(bytes.subarray(2)) : bytes.subarray(2);
  return Buffer.from(body).toString("base64url");
}

/** A save as this device keeps it (engine::save): its meta (query text) and its link. */
export function parseSave(text) {
  const [meta, code] = text.split("#");
  const q = new URLSearchParams(meta);
  return { game: q.get("game"), scenario: q.get("scenario"), local: q.getAll("local"), remote: q.getAll("remote"), turn: Number(q.get("turn")), phase: q.get("phase"), name: q.get("name"), code, actions: actionCount(code) };
}

/** How many actions an undeflated version 3 link holds: after the game, scenario, options and seed. */
function actionCount(code) {
  const b = Buffer.from(code, "base64url").subarray(2);
  let pos = 0;
  const varint = () => { let v = 0n, shift = 0n; for (;;) { const x = b[pos++]; v |= BigInt(x & 0x7f) << shift; shift += 7n; if (!(x & 0x80)) return v; } };
  const str = () => { const n = Number(varint()); pos += n; };
  str(); str();
  for (let n = Number(varint()); n > 0; n--) { str(); str(); }
  varint();
  return Number(varint());
}

/** Closes every browser context (device) a test opened on the worker's browser: registered after each
 *  test of a file whose tests open their own devices. Left open, their pages kept running beside the
 *  next tests (a later DeltaVee test ran out of time on CI, 2026-11-29). */
export async function closeDevices({ browser }) {
  await Promise.all(browser.contexts().map((c) => c.close()));
}
