import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// axe-core finds no serious or critical violation on the catalogue pages and their overlays, at
// both widths (the project sets the width).

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
}

for (const path of [
  "/",
  "/shop",
  "/shop?category=Clothing&size=S",
  "/product/cloud-puff-cable-sweater",
]) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    // axe walks every node of a long product grid; give it room on a busy machine.
    test.setTimeout(60_000);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("the full-screen gallery has no serious accessibility violations", async ({ page }) => {
  await page.goto("/product/cloud-puff-cable-sweater");
  await page.getByTestId("product-main-image").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the mobile filter sheet has no serious accessibility violations", async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 1440) >= 768, "The sheet is the phone layout.");
  await page.goto("/shop");
  await page.getByRole("button", { name: /^Filters/ }).click();
  await expect(page.getByRole("dialog", { name: "Filters & Sort" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
