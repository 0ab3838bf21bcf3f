// Smoke test: the built app loads, is not blank, and logs no errors.
// (A blank page with `WebAssembly.Table.set(): Argument 1 is invalid` is what a bad wasm-opt produces.)
import { test, expect } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";

test("the app loads, shows Starshift, and logs no errors", async ({ page }) => {
  const errors = [];
  page.on("console", (msg) => {
    // The browser's own favicon probe is not the app's concern (index.html declares no icon).
    if (msg.type() === "error" && !/\/favicon\.ico$/.test(msg.location().url ?? "")) errors.push(`console: ${msg.text()}`);
  });
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
  page.on("requestfailed", (req) => errors.push(`requestfailed: ${req.url()} ${req.failure()?.errorText ?? ""}`));

  await page.goto("/");
  await expect(page.locator("body")).toContainText("Starshift");
  await expect(page.getByRole("heading", { name: "Starshift", level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");

  const shots = process.env.STARSHIFT_SCREENSHOTS;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, "smoke.png") });

  expect(errors, errors.join("\n")).toEqual([]);
});
