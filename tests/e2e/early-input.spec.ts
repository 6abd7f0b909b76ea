import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The page paints before its scripts run, so a quick shopper can pick a size, type a search or
// choose a sort before React has hydrated. What they did must be what the page then acts on.

/** Holds the client entry (and so hydration) until `release` is called. */
async function holdHydration(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const hydrated = () => expect(page.locator("html[data-hydrated]")).toBeAttached();
  return {
    release: async () => {
      release();
      await hydrated();
    },
  };
}

const main = (page: Page) => page.getByRole("main");

test("a size picked before hydration is the one added to the cart", async ({ page }) => {
  const hydration = await holdHydration(page);
  await page.goto("/product/cloud-puff-cable-sweater", { waitUntil: "commit" });
  await main(page)
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: /^S$/ }) })
    .click();
  await hydration.release();
  await expect(page.getByTestId("variant-title")).toHaveText("S / Pink");
  await main(page).getByRole("button", { name: "ADD TO CART", exact: true }).click();
  const cart = page.getByRole("dialog", { name: "Your Cart" });
  await expect(cart.getByText("S / Pink")).toBeVisible();
});

test("a word typed into the search box before hydration brings its suggestions", async ({
  page,
}) => {
  test.skip((page.viewportSize()?.width ?? 1440) < 630, "The box sits in a drawer on phones.");
  const hydration = await holdHydration(page);
  await page.goto("/about", { waitUntil: "commit" });
  const box = page.getByRole("banner").getByRole("combobox", { name: "Search products" });
  await box.fill("toy");
  await hydration.release();
  const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
  await expect(options.first()).toContainText(/toy/i);
  await expect(box).toHaveValue("toy");
});

test("a sort chosen before hydration sorts the shop", async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 1440) < 768, "Sorting sits in a sheet on phones.");
  const hydration = await holdHydration(page);
  await page.goto("/shop", { waitUntil: "commit" });
  await main(page).getByLabel("Sort by").selectOption({ label: "Price: High to Low" });
  await hydration.release();
  await expect(page).toHaveURL("/shop?sort=PRICE_DESC");
});
