import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";

// axe-core finds no serious or critical violation on the catalogue pages and their overlays, at
// both widths (the project sets the width).

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
    if (path.startsWith("/product/")) {
      // Complete the Look loads after the page; axe must see its Add to Cart buttons.
      const look = page.getByRole("region", { name: "Complete the Look" });
      await expect(look.getByRole("button", { name: /^Add to Cart/ }).first()).toBeVisible();
    }
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
