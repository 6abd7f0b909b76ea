import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createProductInConsole, uniqueProductTitle } from "./merchant-console";
import { PROVIDER_PORT } from "./ports";

// The shop owner restocks a sold-out size in the provider's merchant console, and a shopper's
// product page offers it again.

const COAT = "/product/harbor-quilted-coat";
const CONSOLE = `http://localhost:${PROVIDER_PORT}/admin/products?q=harbor`;
const STOCK_FIELD = "Stock of Harbor Quilted Coat – M / Sage";

const main = (page: Page) => page.getByRole("main");
const addButton = (page: Page) => main(page).getByRole("button", { name: /ADD TO CART|SOLD OUT/ });
const chooseOption = (page: Page, name: RegExp) =>
  main(page)
    .locator("label")
    .filter({ has: page.getByRole("radio", { name }) })
    .click();

async function chooseMSage(page: Page) {
  await chooseOption(page, /^M$/);
  await chooseOption(page, /^Sage/);
  await expect(page.getByTestId("variant-title")).toHaveText("M / Sage");
}

/** Sets the size's stock from the console, as the shop owner does, and waits for the outcome. */
async function setStock(page: Page, quantity: number) {
  await page.goto(CONSOLE);
  await page.getByLabel(STOCK_FIELD, { exact: true }).fill(String(quantity));
  await page.getByRole("button", { name: `Save stock of Harbor Quilted Coat – M / Sage` }).click();
  await expect(page.getByRole("status")).toHaveText(
    `Harbor Quilted Coat (M / Sage): stock set to ${quantity}.`,
  );
  await expect(page.getByLabel(STOCK_FIELD, { exact: true })).toHaveValue(String(quantity));
}

test("the owner restocks a sold-out size and the product page sells it again", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one browser is enough for the console");
  test.setTimeout(90_000);
  await page.goto(COAT, { waitUntil: "networkidle" });
  await chooseMSage(page);
  await expect(addButton(page)).toHaveText("SOLD OUT");

  try {
    await setStock(page, 5);
    // Within the storefront's cache windows (webhooks make it sooner), a reload offers the size.
    await expect
      .poll(
        async () => {
          await page.goto(COAT, { waitUntil: "networkidle" });
          await chooseMSage(page);
          return addButton(page).textContent();
        },
        { timeout: 30_000, intervals: [500, 1_000, 2_000] },
      )
      .toBe("ADD TO CART");
    await expect(addButton(page)).toBeEnabled();
  } finally {
    // Other journeys meet this size sold out, as the catalogue ships it.
    await setStock(page, 0);
  }
});

/** Loads with `load` until it answers true, and says how long after `since` it first did. */
async function msUntil(since: number, load: () => Promise<boolean>) {
  for (;;) {
    if (await load()) return Date.now() - since;
    if (Date.now() - since > 10_000) return Infinity;
  }
}

test("the owner creates a product that shoppers find on /shop, then deletes it and its page is gone", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one browser is enough for the console");
  test.setTimeout(90_000);
  const { word, title, handle } = uniqueProductTitle("Puffer Vest");
  const shop = `/shop?search=${word}`;
  // The shopper has the search open before the product exists: it is in the storefront's
  // caches, and the browser has the shop's assets.
  const shopper = await page.context().newPage();
  await shopper.goto(shop);
  await shopper.goto(shop);

  await createProductInConsole(page, title);
  // Counted from the console's answer: the change has committed by then.
  const created = Date.now();

  const found = await msUntil(created, async () => {
    await shopper.goto(shop);
    return shopper.getByRole("main").getByText(title).first().isVisible();
  });
  expect(found).toBeLessThanOrEqual(2_000);
  await shopper.goto(`/product/${handle}`);
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText(title);

  await page.goto(`http://localhost:${PROVIDER_PORT}/admin/products?q=${word}`);
  await page.getByRole("link", { name: `Delete ${title}` }).click();
  await expect(page.getByRole("heading", { name: `Delete ${title}?` })).toBeVisible();
  await page.getByRole("button", { name: `Delete ${title} for good` }).click();
  await expect(page.getByRole("status")).toHaveText(`${title} is deleted.`);
  const deleted = Date.now();
  const gone = await msUntil(deleted, async () => {
    const response = await shopper.goto(`/product/${handle}`);
    return response?.status() === 404;
  });
  expect(gone).toBeLessThanOrEqual(2_000);
});
