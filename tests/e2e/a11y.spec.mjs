// axe-core scans (npm axe-core): the lobby, the game screen with the board, and the hand-over screen have
// no serious or critical accessibility violations. The context bypasses the app's CSP only so the test can
// inject axe itself; the app's own CSP is tested in offline.spec.mjs.
import { test, expect } from "@playwright/test";
import { axeScan } from "./support.mjs";

for (const [name, viewport] of [["desktop", { width: 1280, height: 800 }], ["phone", { width: 390, height: 844 }]]) {
  test(`axe: lobby, game screen and hand-over have no serious or critical violations (${name})`, async ({ browser }) => {
    const ctx = await browser.newContext({ bypassCSP: true, viewport });
    const page = await ctx.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Starshift", level: 1 })).toBeVisible();
    await axeScan(page, "lobby");

    await page.getByRole("button", { name: "Start game" }).click();
    await expect(page.locator(".topbar .status")).toContainText("Game-Turn 1");
    await page.getByText("Player aid: StarGate tables").click();
    await page.getByText("Units as text (play without the map)").click();
    await axeScan(page, "game");

    await page.getByRole("button", { name: "← Lobby" }).click();
    await page.getByRole("button", { name: /^Continue / }).first().click();
    await expect(page.getByRole("dialog", { name: /Pass the device/ })).toBeVisible();
    await axeScan(page, "hand-over");
    await ctx.close();
  });
}

for (const [name, viewport] of [["desktop", { width: 1280, height: 800 }], ["phone", { width: 390, height: 844 }]]) {
  test(`axe: DeltaVee's game screen, in a Command Phase and a Fire Phase, has no serious or critical violations (${name})`, async ({ browser }) => {
    const ctx = await browser.newContext({ bypassCSP: true, viewport });
    const page = await ctx.newPage();
    await page.goto("/");
    await page.getByRole("combobox", { name: "Game" }).selectOption({ label: "DeltaVee" });
    await page.getByRole("combobox", { name: "Scenario" }).selectOption({ label: "1: The Showdown" });
    await page.getByRole("button", { name: "Start game" }).click();
    await expect(page.getByRole("group", { name: "DeltaVee map" })).toBeVisible();
    const orders = page.locator("section.dv-orders");
    // Player 1 moves its Piccolo; Player 2's Command Phase (after the hand-over screen).
    await orders.getByRole("button", { name: "Move Player 1's Piccolo E" }).click();
    await expect(page.getByRole("dialog", { name: /Pass the device to Player 2/ })).toBeVisible();
    await axeScan(page, "hand-over");
    await page.getByRole("button", { name: "Player 2 ready" }).click();
    await expect(orders.getByRole("button", { name: "Player 2's Piccolo D: Accelerate" })).toBeVisible();
    await axeScan(page, "command phase");
    // Player 2 ends its commands; Player 1's Fire Phase.
    await orders.getByRole("button", { name: "End the Command Segment" }).click();
    await page.getByRole("button", { name: "Player 1 ready" }).click();
    await expect(orders.getByRole("button", { name: /launch an unguided missile/ }).first()).toBeVisible();
    await axeScan(page, "fire phase");
    await ctx.close();
  });
}
