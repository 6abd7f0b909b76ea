import { seriousViolations } from "./axe";
import { expect, NOT_FOUND_LOGS, test } from "./fixtures";

// axe-core finds no serious or critical violation on the pages and overlays of the chrome and
// the static pages, at both widths (the project sets the width).

const PAGES = [
  "/about",
  "/faq",
  "/privacy-policy",
  "/returns-exchanges",
  "/shipping",
  "/terms",
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
  await expect(page.getByRole("dialog", { name: "Your Cart" })).toContainText("Your cart is empty");
  expect(await seriousViolations(page)).toEqual([]);
});

test("the search suggestions have no serious accessibility violations", async ({ page }) => {
  await page.goto("/faq");
  if ((page.viewportSize()?.width ?? 1440) < 630) {
    // Narrow screens search in a drawer: check it before and after suggestions appear.
    await page.getByRole("button", { name: "Open search" }).click();
    await expect(page.getByRole("dialog", { name: "Search" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
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

test("a toast has no serious accessibility violations", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/faq");
  await page.getByRole("button", { name: "Copy discount code PEYTON20" }).click();
  await expect(page.getByText("Discount code copied!")).toBeVisible();
  // Colours are checked once the toast has faded in: mid-animation its text is translucent.
  await expect(page.locator("[data-sonner-toast]")).toHaveCSS("opacity", "1");
  expect(await seriousViolations(page)).toEqual([]);
});
