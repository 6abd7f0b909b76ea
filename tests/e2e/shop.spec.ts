import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The shop and its filter rules, at phone and desktop widths.

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;
const grid = (page: Page) => page.getByRole("main").getByRole("article");
const cardNames = (page: Page) => grid(page).getByRole("heading").allTextContents();
const prices = async (page: Page) =>
  (await grid(page).getByTestId("product-card-price").allTextContents()).map((t) =>
    Number(t.replace(/[^0-9.]/g, "")),
  );

/** Sets category, size, sort and price through the controls the width offers. */
async function applyFilters(
  page: Page,
  choice: { category?: string; size?: string; sort?: string },
) {
  const main = page.getByRole("main");
  if (isMobile(page)) {
    await main.getByRole("button", { name: /^Filters/ }).click();
    const sheet = page.getByRole("dialog", { name: "Filters & Sort" });
    await expect(sheet).toBeVisible();
    if (choice.category) await sheet.getByLabel("Category").selectOption(choice.category);
    if (choice.size) await sheet.getByLabel("Size").selectOption(choice.size);
    if (choice.sort) await sheet.getByLabel("Sort by").selectOption({ label: choice.sort });
    await sheet.getByRole("button", { name: "Apply Filters" }).click();
    await expect(sheet).toBeHidden();
  } else {
    if (choice.category) await main.getByLabel("Category").selectOption(choice.category);
    if (choice.size) await main.getByLabel("Size").selectOption(choice.size);
    if (choice.sort) await main.getByLabel("Sort by").selectOption({ label: choice.sort });
  }
}

test("the shop is server-rendered with the catalogue", async ({ request }) => {
  const response = await request.get("/shop");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("Cloud Puff Cable Sweater");
  expect(html).toContain("Lavender Bunny Plush");
  // Filtered views point search engines at the shop itself.
  const filtered = await (await request.get("/shop?category=Toys")).text();
  expect(filtered).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/shop"/);
});

test("the grid has 1, 2, 3 or 4 columns by width", async ({ page }) => {
  await page.goto("/shop", { waitUntil: "networkidle" });
  const columns = await page
    .getByRole("main")
    .locator("ul.grid")
    .first()
    .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
  expect(columns).toBe(isMobile(page) ? 1 : 4);
});

test(
  "choosing filters narrows the grid, writes the URL and shows removable chips",
  { tag: "@smoke" },
  async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await page.goto("/shop", { waitUntil: "networkidle" });
    const historyLength = await page.evaluate(() => history.length);
    await applyFilters(page, { category: "Clothing", size: "S" });
    await expect(page).toHaveURL("/shop?category=Clothing&size=S");
    // History entries are replaced, not added.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names).toContain("Cloud Puff Cable Sweater");
    expect(names).not.toContain("Lavender Bunny Plush");
    if (isMobile(page)) {
      await expect(page.getByRole("button", { name: "Filters, 2 active" })).toBeVisible();
    }

    await page.getByRole("button", { name: "Remove filter Size S" }).click();
    await expect(page).toHaveURL("/shop?category=Clothing");
    await page.getByRole("button", { name: "Remove filter Clothing" }).click();
    await expect(page).toHaveURL("/shop");
    await expect(page.getByRole("list", { name: "Active filters" })).toBeHidden();
  },
);

test("the max-price slider limits prices in steps of 20", async ({ page }) => {
  await page.goto("/shop?price=40", { waitUntil: "networkidle" });
  const main = page.getByRole("main");
  await expect(main.getByRole("button", { name: "Remove filter Up to $40" })).toBeVisible();
  for (const price of await prices(page)) expect(price).toBeLessThanOrEqual(40);
  if (!isMobile(page)) {
    const slider = main.getByRole("slider", { name: /Max price/ });
    await expect(slider).toHaveAttribute("min", "20");
    await expect(slider).toHaveAttribute("max", "500");
    await expect(slider).toHaveAttribute("step", "20");
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL("/shop?price=60");
    await page.keyboard.press("End");
    await expect(page).toHaveURL("/shop");
  }
});

test("searching matches names and categories, and an empty result says so", async ({ page }) => {
  await page.goto("/shop", { waitUntil: "networkidle" });
  const search = page.getByRole("main").getByRole("searchbox", { name: "Search products" });
  await search.fill("bunny");
  await expect(page).toHaveURL("/shop?search=bunny");
  await expect.poll(() => cardNames(page)).toEqual(["Lavender Bunny Plush"]);
  await search.fill("CARRIERS");
  await expect(page).toHaveURL("/shop?search=CARRIERS");
  await expect.poll(async () => (await cardNames(page)).length).toBeGreaterThan(3);
  await search.fill("no such thing");
  await expect(page.getByText("No products match your criteria")).toBeVisible();
  await expect(page.locator('img[src="/images/empty-shop.svg"]')).toBeVisible();
});

test("price high to low is sorted; the chip restores best selling", async ({ page }) => {
  await page.goto("/shop", { waitUntil: "networkidle" });
  await applyFilters(page, { sort: "Price: High to Low" });
  await expect(page).toHaveURL("/shop?sort=PRICE_DESC");
  await expect(
    page.getByRole("button", { name: "Remove filter Price: High to Low" }),
  ).toBeVisible();
  const sorted = await prices(page);
  expect(sorted.length).toBeGreaterThan(10);
  expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
  await page.getByRole("button", { name: "Remove filter Price: High to Low" }).click();
  await expect(page).toHaveURL("/shop");
  expect((await cardNames(page))[0]).toBe("Cloud Puff Cable Sweater");
});

test("the URL is read on load: unknown categories and a size of any are ignored", async ({
  page,
}) => {
  await page.goto("/shop?category=Sweaters&size=any&price=120&sort=TITLE", {
    waitUntil: "networkidle",
  });
  await expect(page.getByRole("button", { name: "Remove filter Up to $120" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove filter Name" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Active filters" }).getByRole("button")).toHaveCount(
    2,
  );
  const names = await cardNames(page);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
});

test("the mobile sheet is 80% of the viewport and counts active filters", async ({ page }) => {
  test.skip(!isMobile(page), "The sheet is the phone layout.");
  await page.goto("/shop?category=Toys&size=M", { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Filters, 2 active" }).click();
  const sheet = page.getByRole("dialog", { name: "Filters & Sort" });
  await expect(sheet).toBeVisible();
  const box = await sheet.boundingBox();
  expect(Math.round(box!.height)).toBe(Math.round(844 * 0.8));
  await expect(sheet.getByLabel("Category")).toHaveValue("Toys");
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
});

test("a client navigation shows six skeletons, and a failed load shows the error", async ({
  page,
  pageProblems,
}) => {
  pageProblems.expect(/status of 400 \(Bad Request\)/);
  await page.goto("/faq", { waitUntil: "networkidle" });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/*/graphql.json", async (route) => {
    await held;
    // A 400 is not retried (only network errors, 408, 429 and 5xx are).
    await route.fulfill({ status: 400, body: "bad request" });
  });
  await page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>('a[href="/shop"]');
    link?.click();
  });
  const loading = page.getByRole("status", { name: "Loading products" });
  await expect(loading.getByRole("listitem")).toHaveCount(6);
  release();
  await expect(page.getByText("Error loading products. Please try again later.")).toBeVisible();
});
