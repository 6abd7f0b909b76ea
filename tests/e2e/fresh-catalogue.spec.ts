import { adminClient } from "../../provider/testing/admin-client";
import { expect, test } from "./fixtures";
import { PROVIDER_PORT } from "./ports";

// What the owner changes in the merchant console reaches shoppers within 2 s: the console's
// change raises a webhook, the storefront drops its page and data caches, and the next load of
// a page (the anonymous page cache included) shows it. No server restarts.
const PROVIDER = `http://localhost:${PROVIDER_PORT}`;
const PRODUCT = "/product/cloud-puff-cable-sweater?Size=XS&Color=Navy";
const FRESH_WITHIN_MS = 2_000;

/** Reloads until `visible` holds, and says how long after `since` it first did. */
async function msUntil(
  since: number,
  reload: () => Promise<unknown>,
  visible: () => Promise<boolean>,
) {
  for (;;) {
    await reload();
    if (await visible()) return Date.now() - since;
    if (Date.now() - since > 10_000) return Infinity;
  }
}

test("a restock in the console shows ADD TO CART on the product page within 2 s", async ({
  page,
}) => {
  await page.goto(PRODUCT);
  await expect(page.getByRole("button", { name: "SOLD OUT" })).toBeVisible();
  const variantId = await page.locator('form[data-hydrated] input[name="variant_id"]').inputValue();
  // Twice, so the page is in the anonymous page cache.
  await page.request.get(PRODUCT);
  const admin = adminClient(PROVIDER);
  const since = Date.now();
  await admin.must("set-inventory", { variantId, quantity: 5 });
  try {
    const ms = await msUntil(
      since,
      () => page.goto(PRODUCT),
      () => page.getByRole("button", { name: "ADD TO CART", exact: true }).isVisible(),
    );
    expect(ms).toBeLessThanOrEqual(FRESH_WITHIN_MS);
  } finally {
    await admin.must("set-inventory", { variantId, quantity: 0 });
  }
});

test("a price change shows on /shop and on the product page within 2 s", async ({ page }) => {
  await page.goto(PRODUCT);
  const variantId = await page.locator('form[data-hydrated] input[name="variant_id"]').inputValue();
  const admin = adminClient(PROVIDER);
  const before = (await page.getByTestId("product-price").textContent()) ?? "";
  await page.request.get("/shop");
  await page.request.get("/shop");
  const since = Date.now();
  await admin.must("set-price", { variantId, price: "1.11" });
  try {
    const product = await msUntil(
      since,
      () => page.goto(PRODUCT),
      async () => (await page.getByTestId("product-price").textContent()) === "$1.11",
    );
    expect(product).toBeLessThanOrEqual(FRESH_WITHIN_MS);
    await page.goto("/shop");
    await expect(page.getByRole("main")).toContainText("$1.11");
  } finally {
    await admin.must("set-price", { variantId, price: before.replace(/[^\d.]/g, "") });
  }
});
