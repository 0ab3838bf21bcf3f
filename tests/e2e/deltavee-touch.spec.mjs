// DeltaVee's map pans and zooms like StarGate's: on a phone (touch) the first view shows this seat's units
// with counters a finger can tap (≥ 44 px), a finger drags (pan), two fingers pinch (zoom around them), a
// tap selects a unit, and the page itself never zooms or scrolls; on a desktop the first view shows whole
// tiles. Touch goes through the Chrome DevTools Protocol, as in layout.spec.mjs.
import { test, expect } from "@playwright/test";
import { handOver, shot, touches, watchErrors } from "./support.mjs";

async function newDeltaVee(page, scenario) {
  await page.goto("/");
  await page.getByRole("combobox", { name: "Game" }).selectOption({ label: "DeltaVee" });
  await page.getByRole("combobox", { name: "Scenario" }).selectOption({ label: scenario });
  await page.getByRole("button", { name: "Start game" }).click();
  await expect(page.locator(".topbar .status-main")).toContainText("Game-Turn 1");
  await handOver(page);
  await expect(page.getByRole("group", { name: "DeltaVee map" })).toBeVisible();
}


/** The map camera: translate(tx ty) scale(k). */
async function camera(page) {
  const t = await page.locator(".dv-board > g[transform]").getAttribute("transform");
  const [tx, ty, k] = t.match(/-?\d+(\.\d+)?/g).map(Number);
  return { tx, ty, k };
}

/** The units whose counters lie wholly on the map's screen area: [data-unit, counter box]. */
const onScreen = (page) => page.locator(".dv-board").evaluate((svg) => {
  const b = svg.getBoundingClientRect();
  return [...svg.querySelectorAll(".dv-unit")].map((u) => [u.dataset.unit, u.querySelector("rect").getBoundingClientRect().toJSON()])
    .filter(([, r]) => r.left >= b.left && r.right <= b.right && r.top >= b.top && r.bottom <= b.bottom);
});
const unitBox = (page, key) => page.locator(`.dv-unit[data-unit="${key}"] rect`).boundingBox();

test("DeltaVee on a phone: tappable counters, a finger pans, two pinch, a tap selects; the page never zooms", async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await newDeltaVee(page, "4: Pirates!");
  const svg = await page.locator(".dv-board").boundingBox();
  const t = await touches(page);

  // The first view: this seat's units on screen, each counter at least 44 px across.
  const seen = await onScreen(page);
  expect(seen.length, "units on screen").toBeGreaterThan(0);
  for (const [, r] of seen) {
    expect(r.width).toBeGreaterThanOrEqual(44);
    expect(r.height).toBeGreaterThanOrEqual(44);
  }
  for (const name of ["Zoom in", "Zoom out", "Fit the map"]) {
    const z = await page.getByRole("button", { name }).boundingBox();
    expect(Math.min(z.width, z.height), name).toBeGreaterThanOrEqual(44);
  }
  await shot(page, "deltavee-phone-start");

  // A tap selects a unit.
  const [key, r0] = seen[0];
  const unit = page.locator(`.dv-unit[data-unit="${key}"]`);
  await expect(unit).not.toHaveClass(/\bsel\b/);
  await page.touchscreen.tap(r0.x + r0.width / 2, r0.y + r0.height / 2);
  await expect(unit).toHaveClass(/\bsel\b/);

  // One finger drags: the unit follows it, and nothing is selected or deselected by the drag.
  const a = await camera(page);
  const b0 = await unitBox(page, key);
  const cx = svg.x + svg.width / 2, cy = svg.y + svg.height / 2;
  await t.gesture([[cx, cy]], [[cx - 80, cy + 60]]);
  const b1 = await unitBox(page, key);
  expect((await camera(page)).k).toBeCloseTo(a.k, 5);
  expect(b1.x - b0.x).toBeCloseTo(-80, -1);
  expect(b1.y - b0.y).toBeCloseTo(60, -1);
  await expect(unit).toHaveClass(/\bsel\b/);

  // Two fingers spread: the map zooms in, and the map point between the fingers stays under them.
  const b = await camera(page);
  const mid = [cx - svg.x, cy - svg.y];
  const before = [(mid[0] - b.tx) / b.k, (mid[1] - b.ty) / b.k];
  await t.gesture([[cx - 40, cy], [cx + 40, cy]], [[cx - 70, cy], [cx + 70, cy]]);
  const c = await camera(page);
  expect(c.k / b.k).toBeGreaterThan(1.5);
  const after = [(mid[0] - c.tx) / c.k, (mid[1] - c.ty) / c.k];
  expect(Math.hypot(after[0] - before[0], after[1] - before[1])).toBeLessThan(3);
  // And pinched back together: it zooms out.
  await t.gesture([[cx - 70, cy], [cx + 70, cy]], [[cx - 35, cy], [cx + 35, cy]]);
  expect((await camera(page)).k).toBeLessThan(c.k * 0.7);

  // After the gestures a tap still selects (another unit if one is on screen).
  const now = await onScreen(page);
  expect(now.length, "units on screen after the gestures").toBeGreaterThan(0);
  const [key2, r2] = now.find(([k]) => k !== key) || now[0];
  await page.touchscreen.tap(r2.x + r2.width / 2, r2.y + r2.height / 2);
  await expect(page.locator(`.dv-unit[data-unit="${key2}"]`)).toHaveClass(/\bsel\b/);

  // The page itself neither zoomed nor scrolled.
  expect(await page.evaluate(() => [visualViewport.scale, scrollX, scrollY])).toEqual([1, 0, 0]);
  expect(await page.evaluate(() => document.scrollingElement.scrollHeight <= innerHeight + 1)).toBe(true);
  await shot(page, "deltavee-phone-after-gestures");
  expect(errors, errors.join("\n")).toEqual([]);
  await ctx.close();
});

test("DeltaVee on a desktop: the first view shows whole tiles; the wheel zooms at the pointer, a drag pans", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const errors = watchErrors(page);
  await newDeltaVee(page, "4: Pirates!");
  const svg = await page.locator(".dv-board").boundingBox();
  const a = await camera(page);
  // A tile (16 × 17 hexes, 765 × 947 map units with its margin) fits the board at this scale, and the
  // middle of one is in view.
  expect(765 * a.k).toBeLessThanOrEqual(svg.width + 1);
  expect(947 * a.k).toBeLessThanOrEqual(svg.height + 1);
  const letters = await page.locator(".dv-tile").evaluateAll((ts, b) => ts.map((t) => t.getBoundingClientRect())
    .filter((r) => r.x + r.width / 2 > b.x && r.x + r.width / 2 < b.x + b.width).length, svg);
  expect(letters).toBeGreaterThan(0);
  expect((await onScreen(page)).length).toBeGreaterThan(0);
  await shot(page, "deltavee-desktop-start");

  // The wheel zooms in about the pointer.
  const px = svg.x + svg.width * 0.3, py = svg.y + svg.height * 0.6;
  await page.mouse.move(px, py);
  await page.mouse.wheel(0, -300);
  await expect.poll(async () => (await camera(page)).k).toBeGreaterThan(a.k * 1.2);
  const b = await camera(page);
  const m = [px - svg.x, py - svg.y];
  expect(Math.abs((m[0] - a.tx) / a.k - (m[0] - b.tx) / b.k)).toBeLessThan(2);
  expect(Math.abs((m[1] - a.ty) / a.k - (m[1] - b.ty) / b.k)).toBeLessThan(2);

  // A mouse drag pans.
  await page.mouse.down();
  await page.mouse.move(px + 50, py - 40, { steps: 5 });
  await page.mouse.up();
  const c = await camera(page);
  expect(c.tx - b.tx).toBeCloseTo(50, 0);
  expect(c.ty - b.ty).toBeCloseTo(-40, 0);

  // The zoom buttons: in, then the whole map (all three tiles) in view.
  await page.getByRole("button", { name: "Zoom in" }).click();
  await expect.poll(async () => (await camera(page)).k).toBeGreaterThan(c.k * 1.2);
  await page.getByRole("button", { name: "Fit the map" }).click();
  await expect.poll(async () => (await camera(page)).k).toBeLessThan(a.k);
  const grid = await page.locator(".dv-grid").boundingBox();
  expect(grid.x).toBeGreaterThanOrEqual(svg.x - 1);
  expect(grid.x + grid.width).toBeLessThanOrEqual(svg.x + svg.width + 1);
  await shot(page, "deltavee-desktop-fit");
  expect(errors, errors.join("\n")).toEqual([]);
});
