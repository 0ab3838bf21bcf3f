// Counters and hex numbers legible at the first view, and the tapped counter enlarged (issue 16 point 7), in
// both games, at desktop (1366×768), tablet (1024×768 and 768×1024) and phone (390×844) sizes.
//
// Legible: every counter text and hex number on screen at the zoom the board opens at measures at least
// MIN_PX CSS px tall (its getBoundingClientRect, the font's ascent plus descent: about 1.16 em). 9 px of
// line box is type of about 7.7 px or more — the least a map's small print can be and still be read at a
// glance at arm's length (a desktop at 96 px/in makes it about 6 pt, the size of the hex numbers on a
// printed wargame map; a tablet's CSS pixel is smaller, so less is not enough there). The app's own panel
// text is 12 px and more; before this change the counters' values were 4–7 px and StarGate's hex numbers
// were hidden at the first view.
//
// Enlarged: tapping a counter shows it large, with its values in words from the engine's view (the name the
// counter's accessible name gives, e.g. "Igugui 2-2-6T #1": attack, defence, movement allowance and kind, its
// hex, its stack). Escape on the map clears the selection and the card.
//
// StarGate's golden game cut before its first loss (fixtures/stargate-first-loss.json) and DeltaVee's
// Showdown (fixtures/deltavee-showdown.json). Screenshots go to $STARSHIFT_SCREENSHOTS.
import { test, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { handOver, openRecord, openStarGateHere, settingsOff, shot, watchErrors } from "./support.mjs";

// The steps here are the engine's own, one by one: issue 16's play settings off (flow.spec.mjs tests them).
test.beforeEach(({ context }) => settingsOff(context));

const here = dirname(fileURLToPath(import.meta.url));
const links = JSON.parse(readFileSync(join(here, "fixtures", "stargate-first-loss.json"), "utf8"));
const showdown = JSON.parse(readFileSync(join(here, "fixtures", "deltavee-showdown.json"), "utf8"));

/** The least on-screen text height (CSS px) of counter values and hex numbers: see above. */
const MIN_PX = 9;

const SIZES = [
  ["desktop", { width: 1366, height: 768 }, false],
  ["tablet-landscape", { width: 1024, height: 768 }, true],
  ["tablet-portrait", { width: 768, height: 1024 }, true],
  ["phone", { width: 390, height: 844 }, true],
];

/** The heights (CSS px) of the texts `selector` finds that are drawn inside the map `svg` on screen (their
 *  centre inside it, not hidden). */
const heights = (page, svg, selector) =>
  page.locator(svg).evaluate((s, sel) => {
    const b = s.getBoundingClientRect();
    return [...s.querySelectorAll(sel)]
      .filter((t) => {
        if (t.closest("[style*='display: none']") || getComputedStyle(t).display === "none") return false;
        let e = t;
        while (e && e !== s) {
          if (getComputedStyle(e).display === "none") return false;
          e = e.parentElement;
        }
        const r = t.getBoundingClientRect();
        const [x, y] = [r.x + r.width / 2, r.y + r.height / 2];
        return r.width > 0 && x > b.left && x < b.right && y > b.top && y < b.bottom;
      })
      .map((t) => [t.textContent, t.getBoundingClientRect().height]);
  }, selector);

/** Every height at least MIN_PX, and some on screen. */
function legible(what, list) {
  expect(list.length, `${what}: some on screen`).toBeGreaterThan(0);
  const small = list.filter(([, h]) => h < MIN_PX).map(([t, h]) => `${t} ${h.toFixed(1)}px`);
  expect(small, `${what} under ${MIN_PX} px`).toEqual([]);
  return Math.min(...list.map(([, h]) => h));
}

/** A tap (touch) or click at the centre of `box`. */
async function tapAt(page, touch, box) {
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** The enlarged card's rows, as { label: value }. */
const rows = (card) =>
  card.locator("dl > div").evaluateAll((ds) => Object.fromEntries(ds.map((d) => [d.querySelector("dt").textContent, d.querySelector("dd").textContent])));

/** Opens a StarGate link with both seats on this device, past the hand-over screen if it shows. */
async function openStarGate(page, code) {
  await page.goto("/#" + code);
  await openStarGateHere(page);
}

for (const [size, viewport, touch] of SIZES) {
  test.describe(`at ${size} size (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport, hasTouch: touch, isMobile: touch && viewport.width < 900 });

    test(`StarGate: counters and hex numbers legible at the first view; a tapped counter enlarged with its values (${size})`, async ({ page }) => {
      const errors = watchErrors(page);
      await openStarGate(page, links.before);
      const svg = ".sg-map";
      // The camera settles on its first size in the next frame.
      await expect.poll(() => page.locator(".sg-map > g[transform]").getAttribute("transform")).toMatch(/scale/);
      await page.waitForTimeout(300);
      const vals = legible("counter values", await heights(page, svg, ".sg-l-units .sg-cval"));
      const abbrs = legible("counter types", await heights(page, svg, ".sg-l-units .sg-cabbr"));
      const hexes = legible("hex numbers", await heights(page, svg, ".sg-l-labels text"));
      console.log(`StarGate ${size}: values ≥ ${vals.toFixed(1)} px, types ≥ ${abbrs.toFixed(1)} px, hex numbers ≥ ${hexes.toFixed(1)} px`);
      await shot(page, `counters-stargate-${size}`);

      // The moving unit, selected by itself, shown enlarged: its values and its stack, in the engine's words.
      const card = page.getByRole("group", { name: /^Enlarged counter: / });
      await expect(card).toHaveAccessibleName("Enlarged counter: Human 3-3-6 #2");
      await expect(card.locator(".counter-name")).toHaveText("Human 3-3-6 #2");
      expect(await rows(card)).toMatchObject({
        Attack: "3",
        Defence: "3",
        Movement: "6, linear",
        Hex: "0704",
        Now: "moved",
        "Stacked with": "Tri-Ship 6 control (2)-3W",
      });
      // Large: its face at least 48 px, its values at least twice the map's.
      expect((await card.locator(".counter-big").boundingBox()).height).toBeGreaterThanOrEqual(48);
      expect((await card.locator(".sg-cval").boundingBox()).height).toBeGreaterThanOrEqual(2 * MIN_PX);

      // Tap another counter on screen (an Igugui's if one is in view): the card follows, from its name.
      const onScreen = await page.locator(".sg-l-units .sg-counter").evaluateAll((gs, b) => {
        const cover = [...document.querySelectorAll(".counter-card, .sg-info, .sg-zoom")].map((e) => e.getBoundingClientRect());
        return gs
          .map((g) => [g.getAttribute("aria-label"), g.querySelector(".sg-cface").getBoundingClientRect()])
          .filter(([, r]) => {
            const [x, y] = [r.x + r.width / 2, r.y + r.height / 2];
            const inMap = x > b.x + 10 && x < b.x + b.width - 10 && y > b.y + 10 && y < b.y + b.height - 10;
            return inMap && !cover.some((c) => x > c.left - 4 && x < c.right + 4 && y > c.top - 4 && y < c.bottom + 4);
          })
          .map(([name, r]) => [name, { x: r.x, y: r.y, width: r.width, height: r.height }]);
      }, await page.locator(svg).boundingBox());
      const others = onScreen.filter(([name]) => !name.startsWith("Human 3-3-6 #2") && !name.startsWith("Tri-Ship 6 control"));
      expect(others.length, "another counter on screen").toBeGreaterThan(0);
      const [label, box] = others.find(([n]) => n.startsWith("Igugui")) ?? others[0];
      const name = label.split(",")[0];
      await tapAt(page, touch, box);
      await expect(card).toHaveAccessibleName(`Enlarged counter: ${name}`);
      await expect(card.locator(".counter-name")).toHaveText(name);
      // The values the name prints ("Igugui 2-2-6T #1", "Tri-Ship 4 weapons 3-4", "Tri-Ship 3 control (2)-3W"),
      // spelled out.
      const got = await rows(card);
      const coalition = name.match(/^(Human|Igugui|Meta-Mexish|Duonoip) (\d)-(\d)-(\d)([WT]?) #\d$/);
      const virunian = name.replace(/ #\d+$/, "").match(/ (\(?)(\d)\)?-(\d)([WT]?)$/);
      const kinds = { "": "linear", W: "wobbling (W)", T: "linear or teleport (T)" };
      if (coalition) {
        const [, , a, d, m, t] = coalition;
        expect(got).toMatchObject({ Attack: a, Defence: d, Movement: `${m}, ${kinds[t]}` });
      } else {
        const [, paren, s, m, t] = virunian;
        expect(got).toMatchObject(paren ? { "Defence only": s } : { "Combat strength": s });
        expect(got.Movement).toBe(`${m}, ${kinds[t]}`);
      }
      expect(got.Hex).toMatch(/^\d{4}$/);
      await expect(page.getByRole("gridcell", { name: new RegExp(`^hex ${got.Hex}\\b.*${name.replace(/[()#+.*?[\]\\^$|{}]/g, "\\$&")}`) })).toHaveCount(1);
      await shot(page, `counters-stargate-${size}-enlarged`);

      // Escape on the map clears the selection, and the card with it.
      await page.locator(".sg-hit[tabindex='0']").focus();
      await page.keyboard.press("Escape");
      await expect(card).toHaveCount(0);

      // The hexes a log entry names keep readable numbers when the whole map is shown (its own are hidden).
      if (viewport.width >= 900) {
        await page.getByRole("button", { name: "Fit the map" }).click();
        await expect(page.locator(svg)).toHaveClass(/sg-lod-nolabels/);
        const entry = page.locator(".log-list li").filter({ hasText: /\b\d{4}\b/ }).last();
        await entry.evaluate((e) => e.scrollIntoView({ block: "center" }));
        await entry.click();
        await expect(entry).toHaveAttribute("aria-current", "true");
        const named = (await entry.textContent()).match(/\b\d{4}\b/g);
        await expect(page.locator(".sg-mark-labels text").first()).toBeVisible();
        const marks = await heights(page, svg, ".sg-mark-labels text");
        legible("the log entry's hex numbers", marks);
        expect(marks.map(([t]) => t)).toEqual(expect.arrayContaining([named[0]]));
        await shot(page, `counters-stargate-${size}-log-fit`);
      }
      expect(errors, errors.join("\n")).toEqual([]);
    });

    test(`DeltaVee: counters and hex numbers legible at the first view; a tapped ship enlarged with its course (${size})`, async ({ page }) => {
      const errors = watchErrors(page);
      await openRecord(page, showdown.record);
      await handOver(page);
      const svg = ".dv-board";
      await expect(page.getByRole("group", { name: "DeltaVee map" })).toBeVisible();
      await page.waitForTimeout(300);
      const names = legible("counter names", await heights(page, svg, ".dv-short"));
      const vels = legible("velocities", await heights(page, svg, ".dv-velocity"));
      const hexes = legible("hex numbers", await heights(page, svg, ".dv-labels text"));
      console.log(`DeltaVee ${size}: names ≥ ${names.toFixed(1)} px, velocities ≥ ${vels.toFixed(1)} px, hex numbers ≥ ${hexes.toFixed(1)} px`);
      await shot(page, `counters-deltavee-${size}`);

      // Tap this seat's ship: enlarged, with what its accessible name says, value by value.
      const unit = page.locator(".dv-unit").filter({ has: page.locator("rect") }).first();
      const label = await unit.getAttribute("aria-label");
      const [, name, hex, hour, velocity] = label.match(/^(.+?) in ([A-Z]\d{4}), facing (\d+) o'clock, velocity (\d+)/);
      await tapAt(page, touch, await unit.locator("rect").boundingBox());
      const card = page.getByRole("group", { name: `Enlarged counter: ${name}` });
      await expect(card).toBeVisible();
      expect(await rows(card)).toMatchObject({ Hex: hex, Facing: `${hour} o'clock`, Velocity: velocity });
      expect((await card.locator(".counter-big").boundingBox()).height).toBeGreaterThanOrEqual(48);
      await shot(page, `counters-deltavee-${size}-enlarged`);
      await page.locator(".dv-cell[tabindex='0']").focus();
      await page.keyboard.press("Escape");
      await expect(card).toHaveCount(0);
      expect(errors, errors.join("\n")).toEqual([]);
    });
  });
}
