import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Toasts keep their settings: 356 px wide, gone 4 s after they appear
// unless hovered, at most 3 on screen, dismissed by a swipe. The launch banner's copy button
// raises one ("Discount code copied!").

const TOAST = "[data-sonner-toast]";

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/faq");
});

async function copyCode(page: Page) {
  await page.getByRole("button", { name: "Copy discount code PEYTON20" }).click();
}

test("a toast is 356 px wide, or the screen less its margins on a phone", async ({ page }) => {
  await copyCode(page);
  const toast = page.locator(TOAST).filter({ hasText: "Discount code copied!" });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  const screen = page.viewportSize()?.width ?? 1440;
  // Sonner lays toasts across the screen up to 600 px wide, 16 px in from each side.
  expect(box?.width).toBe(screen > 600 ? 356 : screen - 32);
});

test("a toast leaves 4 s after it appears", async ({ page }) => {
  // Timed in the page, from the toast's arrival to Sonner marking it removed, so Playwright's
  // polling does not blur 4 s (the spec) into 5 s (the usual library default).
  const lifetime = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let shown: number | undefined;
        new MutationObserver(() => {
          const toast = document.querySelector<HTMLElement>("[data-sonner-toast]");
          if (!toast) return;
          shown ??= performance.now();
          if (toast.dataset.removed === "true") resolve(performance.now() - shown);
        }).observe(document.body, { childList: true, subtree: true, attributes: true });
      }),
  );
  await copyCode(page);
  const ms = await lifetime;
  expect(ms).toBeGreaterThanOrEqual(3_900);
  expect(ms).toBeLessThan(4_800);
});

test("a hovered toast stays until the pointer leaves", async ({ page }) => {
  await copyCode(page);
  const toast = page.locator(TOAST);
  await toast.hover();
  // Longer than a toast's 4 s: only the pause keeps it on screen.
  await page.waitForTimeout(5_000);
  await expect(toast).toBeVisible();
  await page.mouse.move(1, 1);
  await expect(toast).toHaveCount(0, { timeout: 6_000 });
});

test("a toast holding keyboard focus stays until focus leaves it", async ({ page }) => {
  await copyCode(page);
  const toast = page.locator(TOAST);
  await toast.getByRole("button").first().focus();
  // Longer than a toast's 4 s: only the pause keeps it on screen.
  await page.waitForTimeout(5_000);
  await expect(toast).toBeVisible();
  await page.getByRole("heading", { level: 1 }).evaluate((heading) => {
    heading.setAttribute("tabindex", "-1");
    (heading as HTMLElement).focus();
  });
  await expect(toast).toHaveCount(0, { timeout: 6_000 });
});

test("at most three toasts show at once", async ({ page }) => {
  for (let i = 0; i < 4; i++) await copyCode(page);
  await expect(page.locator(TOAST)).toHaveCount(4);
  await expect(page.locator(`${TOAST}[data-visible="true"]`)).toHaveCount(3);
});

test("a toast swiped to the right is dismissed", async ({ page }) => {
  await copyCode(page);
  const toast = page.locator(`${TOAST}[data-mounted="true"]`);
  await expect(toast).toBeVisible();
  // Let the entrance slide finish so the toast is where the pointer lands.
  await page.waitForTimeout(500);
  const box = await toast.boundingBox();
  if (!box) throw new Error("The toast has no box");
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 24, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 24 + 80, y, { steps: 8 });
  await page.mouse.up();
  // Well inside the toast's 4 s: only the swipe removes it this soon.
  await expect(page.locator(TOAST)).toHaveCount(0, { timeout: 1_500 });
});
