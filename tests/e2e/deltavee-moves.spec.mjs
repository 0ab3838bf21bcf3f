// DeltaVee's next-move arrows and move animation: every unit's projected path is a dashed arrow (an element
// per unit, `data-next`, pointing at `data-to`), its end hex in the unit's accessible name; a move slides the
// counter along its hexes (Web Animations, ≈120 ms a hex, none when the reader prefers reduced motion) and it
// ends where the arrow pointed, in view. Scenario 1 from the lobby, both seats on this device. Screenshots go to
// $STARSHIFT_SCREENSHOTS.
import { test, expect } from "@playwright/test";
import { handOver, shot, watchErrors } from "./support.mjs";

const status = (page) => page.locator(".topbar .status-main");
const map = (page) => page.getByRole("group", { name: "DeltaVee map" });
const arrow = (page, key) => page.locator(`.dv-next[data-next="${key}"]`);
const counter = (page, key) => page.locator(`.dv-unit[data-unit="${key}"]`);

const takeOver = handOver;

/** Scenario 1 from the lobby; Player 2 on this device too, or `remote` (then no hand-over cuts a move short). */
async function newShowdown(page, { remote = false } = {}) {
  await page.goto("/");
  await page.getByRole("combobox", { name: "Game" }).selectOption({ label: "DeltaVee" });
  await page.getByRole("combobox", { name: "Scenario" }).selectOption({ label: "1: The Showdown" });
  await expect(page.getByRole("group", { name: "Player 1" })).toBeVisible();
  if (remote) await page.getByRole("group", { name: "Player 2" }).getByRole("radio", { name: "Remote (by link)" }).check();
  await page.getByRole("button", { name: "Start game" }).click();
  await expect(status(page)).toContainText("Game-Turn 1");
  await takeOver(page);
  await expect(map(page)).toBeVisible();
}

/** Clicks the orders panel's button `name` (an engine label), after any hand-over. */
async function order(page, name) {
  await takeOver(page);
  await page.locator("section.dv-orders").getByRole("button", { name, exact: true }).click();
  await takeOver(page);
}

/** Records the animations the map's counters are given (Web Animations): per unit, its keyframe count. */
async function recordFrames(page) {
  await page.evaluate(() => {
    window.__frames = {};
    if (window.__animateWrapped) return;
    window.__animateWrapped = true;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (keyframes, options) {
      const key = this.getAttribute("data-piece");
      if (key) window.__frames[key] = keyframes.length;
      return animate.call(this, keyframes, options);
    };
  });
}
const frames = (page, key) => page.evaluate((k) => window.__frames[k] || 0, key);

/** The counter's box lies on the map's screen area (the camera kept it in view). */
async function inView(page, key) {
  const b = await page.locator(".dv-board").boundingBox();
  const r = await counter(page, key).locator("rect").boundingBox();
  return r.x >= b.x && r.y >= b.y && r.x + r.width <= b.x + b.width && r.y + r.height <= b.y + b.height;
}

/** Moves `unit` (its orders button `name`): the counter ends in the hex its arrow pointed to, in view
 *  unless `handedOver` (the next seat's first view shows its own units). */
async function moveAlongArrow(page, key, name, { handedOver = false } = {}) {
  await expect(arrow(page, key)).toHaveCount(1);
  const to = await arrow(page, key).getAttribute("data-to");
  expect(to).toMatch(/^[A-Z]\d{4}$/);
  await expect(counter(page, key)).toHaveAttribute("aria-label", new RegExp(`, next move to ${to}$`));
  await order(page, name);
  await expect(counter(page, key)).toHaveAttribute("aria-label", new RegExp(` in ${to}, `));
  // The animation is over: the counter drawn in its hex, its new arrow shown.
  await expect.poll(() => page.locator(`[data-piece="${key}"]`).evaluate((g) => g.getAnimations().length)).toBe(0);
  await expect(arrow(page, key)).toBeVisible();
  // The camera follows once the move is drawn (a frame later on a loaded machine): poll.
  if (!handedOver) await expect.poll(() => inView(page, key), { message: `${key} in view after its move` }).toBe(true);
  return to;
}

test("DeltaVee next-move arrows on a desktop: both ships' arrows; a move slides along to the hex its arrow pointed at", async ({ page }) => {
  const errors = watchErrors(page);
  // Player 2 plays by link: no hand-over hides the board when Player 1's only move ends his phase.
  await newShowdown(page, { remote: true });
  // Player 1's Piccolo E (s0) at A0207, 3 o'clock, velocity 1: first to the left, A0307 (6.1). Player 2's
  // Piccolo D (s1) at B1511, 9 o'clock: B1411. The viewing seat's arrow is dashed, the enemy's dotted.
  await expect(arrow(page, "s0")).toHaveAttribute("data-to", "A0307");
  await expect(arrow(page, "s1")).toHaveAttribute("data-to", "B1411");
  await expect(arrow(page, "s0")).toHaveClass(/\bown\b/);
  await expect(arrow(page, "s1")).toHaveClass(/\benemy\b/);
  // Each side's colour is its seat index's (seat-0 … seat-5, style/board.css, every board's): Player 1 blue, Player 2 red.
  await expect(counter(page, "s0")).toHaveClass(/\bseat-0\b/);
  await expect(counter(page, "s1")).toHaveClass(/\bseat-1\b/);
  await expect(arrow(page, "s0")).toHaveClass(/\bseat-0\b/);
  await expect(arrow(page, "s1")).toHaveClass(/\bseat-1\b/);
  await expect(counter(page, "s0").locator("rect")).toHaveCSS("fill", "rgb(63, 111, 216)");
  await expect(counter(page, "s1").locator("rect")).toHaveCSS("fill", "rgb(200, 71, 61)");
  await expect(arrow(page, "s0")).toHaveCSS("stroke", "rgb(143, 176, 255)");
  await expect(arrow(page, "s1")).toHaveCSS("stroke", "rgb(255, 150, 140)");
  // Decoration only: the arrows are hidden from assistive technology, the names carry the end hex.
  expect(await page.locator(".dv-nexts").evaluate((g) => g.closest("[aria-hidden=true]") !== null)).toBe(true);
  await expect(map(page).getByRole("button", { name: "Player 1's Piccolo E in A0207, facing 3 o'clock, velocity 1, next move to A0307" })).toBeVisible();
  await expect(map(page).getByRole("button", { name: "Player 2's Piccolo D in B1511, facing 9 o'clock, velocity 1, next move to B1411" })).toBeVisible();
  await shot(page, "deltavee-moves-desktop-arrows");

  await recordFrames(page);
  await moveAlongArrow(page, "s0", "Move Player 1's Piccolo E");
  // It slid there: a keyframe where it stood, and one per hex.
  expect(await frames(page, "s0")).toBe(2);
  // The Direction Reminder: the next zigzag step goes to the right, A0407 on the 3 o'clock line (6.1).
  await expect(arrow(page, "s0")).toHaveAttribute("data-to", "A0407");
  await expect(page.getByText("Waiting for Player 2 — send them the link.")).toBeVisible();
  await shot(page, "deltavee-moves-desktop-moved");
  expect(errors, errors.join("\n")).toEqual([]);
});

test("DeltaVee next-move arrows on a phone, both seats on this device: each move ends where its arrow pointed", async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await newShowdown(page);
  await expect(arrow(page, "s0")).toHaveAttribute("data-to", "A0307");
  await expect(arrow(page, "s1")).toHaveAttribute("data-to", "B1411");
  await shot(page, "deltavee-moves-phone-arrows");
  // Player 1's only move ends his phase: the device goes to Player 2, once the move has been shown (the
  // hand-over screen comes when the counter's slide is over, not before).
  await page.evaluate(() => {
    window.__slide = null;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (keyframes, options) {
      if (this.getAttribute("data-piece") === "s0") window.__slide = { start: performance.now(), ms: options.duration };
      return animate.call(this, keyframes, options);
    };
    new MutationObserver((_, obs) => {
      if (document.querySelector(".handover")) {
        window.__cover = performance.now();
        obs.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await moveAlongArrow(page, "s0", "Move Player 1's Piccolo E", { handedOver: true });
  const { slide, cover } = await page.evaluate(() => ({ slide: window.__slide, cover: window.__cover }));
  expect(slide, "the move slid in pass-and-play").not.toBeNull();
  expect(cover, "then the hand-over screen").toBeGreaterThanOrEqual(slide.start + slide.ms);

  // On to Player 2's Movement Phase (his Command Segment, then Player 1's Fire Phase), and his move.
  await order(page, "End the Command Segment");
  await order(page, "End the Fire Phase");
  await expect(status(page)).toContainText("Second Player Movement Phase");
  await expect(arrow(page, "s1")).toHaveClass(/\bown\b/);
  await shot(page, "deltavee-moves-phone-p2");
  expect(await moveAlongArrow(page, "s1", "Move Player 2's Piccolo D", { handedOver: true })).toBe("B1411");
  await takeOver(page);
  await shot(page, "deltavee-moves-phone-moved");
  expect(errors, errors.join("\n")).toEqual([]);
  await ctx.close();
});

test("DeltaVee moves with reduced motion: no animation, the counter lands at once where its arrow pointed", async ({ browser }) => {
  const ctx = await browser.newContext({ reducedMotion: "reduce" });
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await newShowdown(page, { remote: true });
  await recordFrames(page);
  await moveAlongArrow(page, "s0", "Move Player 1's Piccolo E");
  expect(await frames(page, "s0")).toBe(0);
  expect(errors, errors.join("\n")).toEqual([]);
  await ctx.close();
});

test("DeltaVee camera follows: a unit moving out of view is brought back into view", async ({ page }) => {
  const errors = watchErrors(page);
  await newShowdown(page, { remote: true });
  // Drag the map so the Piccolo E sits at the board's right edge: its move (to A0307, further east) takes
  // it out of view.
  const b = await page.locator(".dv-board").boundingBox();
  const e = await counter(page, "s0").locator("rect").boundingBox();
  const [x0, y0] = [b.x + b.width / 2, b.y + b.height / 2];
  const [dx, dy] = [b.x + b.width - e.width - (e.x + e.width / 2), b.y + b.height / 2 - (e.y + e.height / 2)];
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(x0 + (dx * i) / 10, y0 + (dy * i) / 10);
  await page.mouse.up();
  const before = await counter(page, "s0").locator("rect").boundingBox();
  expect(before.x + before.width, "dragged to the right edge").toBeGreaterThan(b.x + b.width - 2 * e.width);
  await shot(page, "deltavee-moves-desktop-edge");
  await moveAlongArrow(page, "s0", "Move Player 1's Piccolo E");
  await shot(page, "deltavee-moves-desktop-followed");
  expect(errors, errors.join("\n")).toEqual([]);
});
