// The in-game help (issue 16, point 9), at phone and desktop sizes: a rule case cited in a prompt or a
// refusal is a button that opens the case in our own words with the tables it uses (keyboard: Enter opens,
// Escape closes, the focus comes back); the player aid shows every table of the game, reconstructed and
// derived values marked.
import { test, expect } from "@playwright/test";
import { settingsOff, shot, watchErrors } from "./support.mjs";

// Issue 16's play settings off (flow.spec.mjs tests them): no phase ends by itself, nothing asks first.
test.beforeEach(({ context }) => settingsOff(context));

const sizes = [["phone", { width: 390, height: 844 }], ["desktop", { width: 1366, height: 768 }]];
const HUMAN = "Human 3-3-6 #1";
const hex = (page, label) => page.getByRole("gridcell", { name: new RegExp(`^hex ${label}\\b`) });
const unit = (page, name) => page.getByRole("button", { name: new RegExp(`^${name.replace(/[#-]/g, "\\$&")}(,|$)`) }).first();
const status = (page) => page.locator(".topbar .status");
const helpDialog = (page) => page.locator("dialog#help-dialog");

async function endPhase(page, phase) {
  await page.getByRole("button", { name: `End the ${phase}` }).click();
}

async function ready(page, seat) {
  await expect(page.getByRole("dialog", { name: new RegExp(`Pass the device to the ${seat} Player`) })).toBeVisible();
  await page.getByRole("button", { name: new RegExp(`${seat} Player ready`) }).click();
}

for (const [size, viewport] of sizes) {
  test.describe(size, () => {
    test.use({ viewport });

    test(`StarGate: the prompt's and a refusal's rule cases open the case in our words; the aid has every table (${size})`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto("/");
      await page.getByRole("button", { name: "Start game" }).click();
      await expect(status(page)).toContainText("Game-Turn 1");

      // The prompt cites 3.1: a button, opening the dialog.
      const prompt = page.locator("section.prompt .prompt-text");
      await expect(prompt).toContainText("(3.1)");
      const cite = prompt.getByRole("button", { name: "3.1" });
      if (size === "phone") {
        // A finger's size, like every control on a phone.
        const r = await cite.boundingBox();
        expect(Math.min(r.width, r.height)).toBeGreaterThanOrEqual(44);
      }
      await cite.click();
      const dialog = helpDialog(page);
      await expect(dialog).toBeVisible();
      await expect(page.getByRole("dialog", { name: /Coalition entry/ })).toBeVisible();
      await expect(dialog.locator(".help-text")).toContainText("staging");
      await expect(dialog).toContainText("In our words");
      // It fits the screen.
      const box = await dialog.boundingBox();
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await shot(page, `help-stargate-prompt-${size}`);
      // Escape closes it; the focus goes back to the citation.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(cite).toBeFocused();

      // A staged unit must enter (3.1): ending the Coalition Movement Phase waits, with the reason.
      await unit(page, HUMAN).click();
      await hex(page, "2807").click();
      await endPhase(page, "Coalition Staging Segment");
      await ready(page, "Virunian");
      await endPhase(page, "Virunian Movement Phase");
      await endPhase(page, "Virunian Combat Phase");
      await ready(page, "Coalition");
      // The End button waits while a rule asks for more (issue 16.4); its reason cites 3.1.
      await expect(page.getByRole("button", { name: "End the Coalition Movement Phase" })).toBeDisabled();
      const alert = page.locator("#end-why");
      await expect(alert).toContainText("(StarGate 3.1)");
      // By keyboard: the citation takes the focus and Enter opens it.
      const refusalCite = alert.getByRole("button", { name: "3.1" });
      await refusalCite.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("dialog", { name: /Coalition entry/ })).toBeVisible();
      await shot(page, `help-stargate-refusal-${size}`);
      await page.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();

      // The aid: every table, the counters' reconstructed values marked.
      await page.getByText("Player aid: StarGate tables").click();
      const aid = page.locator(".aid-tables");
      for (const caption of ["7.2 Approach Option Matrix", "7.5 Shielded Approach Chart", "8.2 Combined Unit Capabilities", "9.2 Combat Results Table", "Unit values (counters)"]) {
        await expect(aid.locator("caption", { hasText: caption })).toHaveCount(1);
      }
      await expect(aid.locator("td.prov-rec").first()).toBeVisible();
      await expect(aid).toContainText("reconstructed: not in the rules text");
      await aid.locator("caption", { hasText: "Unit values" }).scrollIntoViewIfNeeded();
      await shot(page, `help-stargate-aid-${size}`);
      expect(errors, errors.join("\n")).toEqual([]);
    });

    test(`A citation keeps its brackets on its line: "(5.1)", "(SF 7.0)" never break after "(" (${size})`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto("/");
      await page.getByRole("combobox", { name: "Game" }).selectOption({ label: "Outreach" });
      await page.getByRole("button", { name: "Start game" }).click();
      // At 390 px the prompt "… then end your shifts (5.1)." used to end its line with "(".
      const prompt = page.locator(".prompt-text").first();
      await expect(prompt).toContainText("end your shifts (5.1).");
      const cite = prompt.locator(".cite");
      await expect(cite).toHaveText("(5.1)");
      await expect(cite.getByRole("button", { name: "5.1" })).toBeVisible();
      // One box: the brackets and the case on one line.
      expect(await cite.evaluate((el) => el.getClientRects().length)).toBe(1);
      await shot(page, `help-cite-${size}`);

      // StarForce's prompt cites "(SF 7.0)": the game's name goes with the case, the case opens.
      await page.getByRole("button", { name: /Lobby/ }).click();
      await page.getByRole("combobox", { name: "Game" }).selectOption("starforce");
      await page.getByRole("button", { name: "Start game" }).click();
      const sf = page.locator(".sf-prompt .prompt-text");
      await expect(sf.locator(".cite")).toHaveText("(SF 7.0)");
      expect(await sf.locator(".cite").evaluate((el) => el.getClientRects().length)).toBe(1);
      // The status names the turn as the top bar does, not "Game-Turn 0".
      await expect(page.locator("#sf-status-h")).toHaveText("Before Game-Turn 1 of 12");
      await sf.getByRole("button", { name: "7.0" }).click();
      await expect(page.getByRole("dialog", { name: /The plot/ })).toBeVisible();
      expect(errors, errors.join("\n")).toEqual([]);
    });

    test(`Outreach: the aid shows every table of the sheet and the map, each value not in the rules marked with its reason (${size})`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto("/");
      await page.getByRole("combobox", { name: "Game" }).selectOption({ label: "Outreach" });
      await page.getByRole("combobox", { name: "Scenario" }).selectOption({ label: "18.1 Conflict over Scorpii (2 players)" });
      await page.getByRole("button", { name: "Start game" }).click();
      await page.getByText("Player aid: Outreach tables").click();
      const aid = page.locator(".aid-tables");
      const captions = [
        "The galaxy map", "Printed beacon stars", "Potential value chits", "Counter mix", "5.51 Percentage Loss Table",
        "5.6 Scatter Table", "6.2 Exploration Table", "7.4 Contact Table", "8.3 Interaction Matrix",
        "8.4 Random Interaction Option Table", "9.2 Conflict Table", "10.3 Reduction Table", "11.2 Fate results",
        "11.4 Fate Table", "18.51 Seed Winds Table",
      ];
      for (const caption of captions) {
        await expect(aid.locator("caption", { hasText: caption })).toHaveCount(1);
      }
      await expect(aid.locator("table.help-table")).toHaveCount(16);
      // The sheet's tables are lost: their cells are reconstructed (*) or read from a scan (‡), each table
      // with the reason under it. The Reduction Table: every cell reconstructed, its reason given.
      const reduction = aid.locator(".help-scroll", { has: page.locator("caption", { hasText: "10.3 Reduction Table" }) });
      expect(await reduction.locator("td.prov-rec").count()).toBeGreaterThan(5);
      await expect(reduction.locator("td:not(.prov-rec)")).toHaveCount(0);
      const why = reduction.locator("xpath=following-sibling::ul[contains(@class, 'help-why')][1]");
      await expect(why.locator("li")).toHaveCount(1);
      await expect(why.locator("li")).toContainText(/^\* reconstructed: 10\.22's example differential \+4 neutralizes 2 times in 3/);
      // The Exploration Table's headings survive on a scan (‡), its cells are ours (*): both reasons shown.
      const exploration = aid.locator(".help-scroll", { has: page.locator("caption", { hasText: "6.2 Exploration Table" }) });
      await expect(exploration.locator("xpath=following-sibling::ul[contains(@class, 'help-why')][1]/li")).toHaveText([/^‡ fragment: /, /^\* reconstructed: /]);
      await aid.locator("caption", { hasText: "10.3 Reduction Table" }).scrollIntoViewIfNeeded();
      await shot(page, `help-outreach-aid-${size}`);
      expect(errors, errors.join("\n")).toEqual([]);
    });

    test(`DeltaVee: a prompt's case opens with the tables it uses; the aid shows every chart (${size})`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto("/");
      await page.getByRole("combobox", { name: "Game" }).selectOption({ label: "DeltaVee" });
      await page.getByRole("combobox", { name: "Scenario" }).selectOption({ label: "1: The Showdown" });
      await page.getByRole("button", { name: "Start game" }).click();
      const orders = page.locator("section.dv-orders");
      await orders.getByRole("button", { name: "Move Player 1's Piccolo E" }).click();
      await page.getByRole("button", { name: "Player 2 ready" }).click();
      // The Command Phase prompt cites 7.0 and 5.6; 5.6 (the special pods) uses the Pod Attribute Chart.
      const prompt = orders.locator(".prompt-text");
      await expect(prompt).toContainText("(7.0, 5.6)");
      await prompt.getByRole("button", { name: "5.6" }).click();
      const dialog = page.getByRole("dialog", { name: /Pods with special powers/ });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator("caption", { hasText: "5.8 Pod Attribute Chart" })).toBeVisible();
      await expect(dialog.locator("caption", { hasText: "7.7 Energy Expenditure Summary" })).toHaveCount(1);
      await expect(dialog).toContainText("In our words");
      const box = await dialog.boundingBox();
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await shot(page, `help-deltavee-prompt-${size}`);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      // The panel's buttons are untouched by the citations: its orders still work.
      await expect(orders.getByRole("button", { name: "End the Command Segment" })).toBeVisible();

      await page.getByText("Player aid: DeltaVee tables").click();
      const aid = page.locator(".aid-tables");
      for (const caption of ["4.9 Spacecraft Attribute Chart", "5.8 Pod Attribute Chart", "7.7 Energy Expenditure Summary", "8.4 Relative Velocity Chart", "8.7 Fire Results Table", "8.8 Hit Table", "9.5 Missile Chart", "9.7 Missile Interception Table"]) {
        await expect(aid.locator("caption", { hasText: caption })).toHaveCount(1);
      }
      // The Missile Chart's reading of its middle group is derived, its Civ 6 MIMS row reconstructed.
      await expect(aid.locator("th.prov-derived", { hasText: "intelligent 7" })).toHaveCount(1);
      await expect(aid.locator("th.prov-rec", { hasText: "MIMS 6" })).toHaveCount(1);
      await aid.locator("caption", { hasText: "9.5 Missile Chart" }).scrollIntoViewIfNeeded();
      await shot(page, `help-deltavee-aid-${size}`);
      expect(errors, errors.join("\n")).toEqual([]);
    });
  });
}
