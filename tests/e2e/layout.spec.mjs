// Layouts and touch: phone portrait, tablet portrait and landscape, desktop — the board gets the space,
// the panels are a drawer on narrow screens, the page never scrolls while playing, controls are at least
// 44 px; and a finger taps, drags (pan) and pinches (zoom around the fingers) the board, never the page.
import { test, expect } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { touches } from "./support.mjs";

const shots = process.env.STARSHIFT_SCREENSHOTS || join(dirname(fileURLToPath(import.meta.url)), "screenshots");
mkdirSync(shots, { recursive: true });
const log = (page) => page.locator(".log-list");

const LAYOUTS = [
  ["phone-portrait", { width: 390, height: 844 }, true],
  ["tablet-portrait", { width: 768, height: 1024 }, true],
  ["tablet-landscape", { width: 1024, height: 768 }, true],
  ["desktop", { width: 1440, height: 900 }, false],
];

/** Visible buttons and summaries smaller than 44 px in either direction. */
const tooSmall = (page) => page.locator(".topbar button, .panels button, .panels summary, .sg-zoom button, .sg-tray-unit").evaluateAll((els) =>
  els.filter((e) => e.offsetParent !== null && getComputedStyle(e).visibility !== "hidden")
    .map((e) => [e.textContent.trim().slice(0, 30) || e.getAttribute("aria-label"), e.getBoundingClientRect()])
    .filter(([, r]) => r.height < 44 || r.width < 44).map(([t, r]) => `${t} ${Math.round(r.width)}x${Math.round(r.height)}`));

for (const [name, viewport, touch] of LAYOUTS) {
  test(`layout ${name} (${viewport.width}×${viewport.height}): the board gets the space, nothing scrolls the page, controls ≥ 44 px`, async ({ browser }) => {
    const ctx = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch && viewport.width < 900 });
    const page = await ctx.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Starshift", level: 1 })).toBeVisible();
    await page.screenshot({ path: join(shots, `layout-${name}-lobby.png`) });
    await page.getByRole("button", { name: "Start game" }).click();
    await expect(page.locator(".topbar .status")).toContainText("Game-Turn 1");
    await expect(page.getByRole("grid", { name: /Map hexes/ })).toBeVisible();

    const board = await page.locator(".board-area").boundingBox();
    expect(board.width * board.height).toBeGreaterThan(0.45 * viewport.width * viewport.height);
    expect(await page.evaluate(() => document.scrollingElement.scrollHeight <= innerHeight + 1)).toBe(true);
    expect(await tooSmall(page)).toEqual([]);
    await page.screenshot({ path: join(shots, `layout-${name}-game.png`) });

    const handle = page.getByRole("button", { name: /Panels: show more/ });
    if (viewport.width < 900) {
      await expect(handle).toHaveAttribute("aria-expanded", "false");
      await handle.click();
      await expect(page.getByRole("button", { name: /Panels: show less/ })).toHaveAttribute("aria-expanded", "true");
      expect(await page.evaluate(() => document.scrollingElement.scrollHeight <= innerHeight + 1)).toBe(true);
      await page.screenshot({ path: join(shots, `layout-${name}-drawer.png`) });
    } else {
      await expect(handle).toBeHidden();
    }
    await ctx.close();
  });
}


/** The board camera: translate(tx ty) scale(k). */
async function camera(page) {
  const t = await page.locator(".sg-map > g[transform]").first().getAttribute("transform");
  const [tx, ty, k] = t.match(/-?\d+(\.\d+)?/g).map(Number);
  return { tx, ty, k };
}

test("touch: a finger taps to stage, drags to pan, and pinches to zoom around the fingers; the page never zooms", async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await ctx.newPage();
  await page.goto("/");
  await page.getByRole("button", { name: "Start game" }).tap();
  await page.getByRole("button", { name: /^Human 3-3-6 #1/ }).first().tap();
  await page.getByRole("gridcell", { name: /^hex 2807\b/ }).tap();
  await expect(log(page)).toContainText("Human 3-3-6 #1 is staged in 2807");

  const svg = await page.locator(".sg-map").boundingBox();
  const cx = svg.x + svg.width / 2, cy = svg.y + svg.height / 2;
  const t = await touches(page);

  // One finger drags: the map follows it.
  const a = await camera(page);
  await t.gesture([[cx, cy]], [[cx - 80, cy + 60]]);
  const b = await camera(page);
  expect(b.k).toBeCloseTo(a.k, 5);
  expect(b.tx - a.tx).toBeCloseTo(-80, 0);
  expect(b.ty - a.ty).toBeCloseTo(60, 0);

  // Two fingers spread: the map zooms in, and the map point between the fingers stays under them.
  const mid = [cx - svg.x, cy - svg.y];
  const before = [(mid[0] - b.tx) / b.k, (mid[1] - b.ty) / b.k];
  await t.gesture([[cx - 40, cy], [cx + 40, cy]], [[cx - 100, cy], [cx + 100, cy]]);
  const c = await camera(page);
  expect(c.k / b.k).toBeGreaterThan(2);
  const after = [(mid[0] - c.tx) / c.k, (mid[1] - c.ty) / c.k];
  expect(Math.hypot(after[0] - before[0], after[1] - before[1])).toBeLessThan(3);

  // The page itself neither zoomed nor scrolled.
  expect(await page.evaluate(() => [visualViewport.scale, scrollX, scrollY])).toEqual([1, 0, 0]);
  await page.screenshot({ path: join(shots, "touch-after-pinch.png") });
  await ctx.close();
});
