import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, NOT_FOUND_LOGS, test } from "./fixtures";

// axe-core finds no serious or critical violation on the pages and overlays of the chrome and
// the static pages, at both widths (the project sets the width).

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
}

const PAGES = [
  "/about",
  "/faq",
  "/privacy-policy",
  "/returns-exchanges",
  "/shipping",
  "/under-construction",
  "/no-such-page",
];

for (const path of PAGES) {
  test(`${path} has no serious accessibility violations`, async ({ page, pageProblems }) => {
    if (path === "/no-such-page") pageProblems.expect(...NOT_FOUND_LOGS);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("the open cart drawer has no serious accessibility violations", async ({ page }) => {
  await page.goto("/faq");
  await page.getByRole("button", { name: "Open cart" }).click();
  await expect(page.getByRole("dialog", { name: "Your Cart" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the search suggestions have no serious accessibility violations", async ({ page }) => {
  await page.goto("/faq");
  if ((page.viewportSize()?.width ?? 1440) < 630) {
    await page.getByRole("button", { name: "Open search" }).click();
  }
  const box = page.getByRole("combobox", { name: "Search products" });
  await box.fill("toy");
  await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the menu drawer has no serious accessibility violations", async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 1440) >= 1024, "No menu drawer on wide screens.");
  await page.goto("/faq");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
