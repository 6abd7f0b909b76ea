import fs from "node:fs";
import type { Page } from "@playwright/test";
import { SCALE_CATALOGUE } from "../../playwright.scale.config";
import { expect, test } from "../e2e/fixtures";

// The shop at both widths on 10,000 generated products: anything can be found, a filtered
// category pages to its end, and the URL keeps the position (docs/decisions/0009-catalogue-on-the-api.md).

interface CatalogueFile {
  products: {
    handle: string;
    title: string;
    metafields: { namespace: string; key: string; value: string }[];
    variants: { price: string; options: Record<string, string> }[];
  }[];
}
const catalogue = () => JSON.parse(fs.readFileSync(SCALE_CATALOGUE, "utf8")) as CatalogueFile;

const grid = (page: Page) => page.getByRole("main").getByRole("article");
const cardNames = (page: Page) => grid(page).getByRole("heading").allTextContents();
const loadMore = (page: Page) => page.getByRole("main").getByRole("link", { name: "Load More" });

async function openHeaderSearch(page: Page) {
  if ((page.viewportSize()?.width ?? 1440) < 630) {
    await page.getByRole("button", { name: "Open search" }).click();
    return page.getByRole("dialog", { name: "Search" }).getByRole("combobox");
  }
  return page.getByRole("banner").getByRole("combobox", { name: "Search products" });
}

/** Walking, size XS, at most $40: a few pages' worth of the 10,000. */
const FILTERED = "/shop?category=Walking&size=XS&price=40";
function filteredTitles() {
  return catalogue()
    .products.filter(
      (p) =>
        p.metafields.some((m) => m.key === "category" && m.value === "Walking") &&
        p.variants.some((v) => v.options.Size === "XS") &&
        Math.min(...p.variants.map((v) => Number(v.price))) <= 40,
    )
    .map((p) => p.title);
}

test("the 9,999th product is found by the header search", async ({ page }) => {
  const product = catalogue().products[9998]!;
  await page.goto("/about");
  const box = await openHeaderSearch(page);
  await box.fill("No. 9999");
  const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText(product.title);
  await options.first().click();
  await expect(page).toHaveURL(`/product/${product.handle}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title);
});

test("the 9,999th product is found by the shop's search", async ({ page, request }) => {
  const { title } = catalogue().products[9998]!;
  // Server-rendered for a shared link or a crawler…
  const html = await (await request.get("/shop?search=No.%209999")).text();
  expect(html).toContain(title);
  // …and typed into the shop's own box.
  await page.goto("/shop", { waitUntil: "networkidle" });
  await page.getByRole("main").getByRole("searchbox", { name: "Search products" }).fill("No. 9999");
  await expect(page).toHaveURL("/shop?search=No.+9999");
  await expect.poll(() => cardNames(page)).toEqual([title]);
});

test("a filtered category pages to its end with Load More, and Back returns to the same place", async ({
  page,
}) => {
  const expected = filteredTitles();
  expect(expected.length).toBeGreaterThan(48);
  expect(expected.length).toBeLessThanOrEqual(72);
  await page.goto(FILTERED, { waitUntil: "networkidle" });
  await expect(grid(page)).toHaveCount(24);
  await loadMore(page).click();
  await expect(page).toHaveURL(`${FILTERED}&page=2`);
  await expect(grid(page)).toHaveCount(48);
  await loadMore(page).click();
  await expect(page).toHaveURL(`${FILTERED}&page=3`);
  await expect(grid(page)).toHaveCount(expected.length);
  await expect(loadMore(page)).toHaveCount(0);
  const names = await cardNames(page);
  expect([...names].sort()).toEqual([...expected].sort());
  for (const price of await grid(page).getByTestId("product-card-price").allTextContents()) {
    expect(Number(price.replace(/[^0-9.]/g, ""))).toBeLessThanOrEqual(40);
  }

  // A product far down the list, then Back: the same URL, the same products, the card in view.
  const card = grid(page).nth(40);
  const name = (await card.getByRole("heading").textContent())!;
  await card.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await page.goBack();
  await expect(page).toHaveURL(`${FILTERED}&page=3`);
  await expect(grid(page)).toHaveCount(expected.length);
  await expect(grid(page).nth(40).getByRole("heading")).toHaveText(name);
  await expect(grid(page).nth(40)).toBeInViewport();

  // A reload renders the same products on the server.
  await page.reload({ waitUntil: "networkidle" });
  expect(await cardNames(page)).toEqual(names);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Load More is a link to the next page", async ({ page }) => {
    await page.goto(FILTERED);
    await expect(grid(page)).toHaveCount(24);
    await loadMore(page).click();
    await expect(page).toHaveURL(`${FILTERED}&page=2`);
    await expect(grid(page)).toHaveCount(48);
  });
});

test("the sitemap index points at the static pages and every product", async ({ request }) => {
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  expect(index.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const locs = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locs.map((loc) => new URL(loc).pathname)).toEqual([
    "/sitemap/pages.xml",
    "/sitemap/products-1.xml",
  ]);

  const pages = await (await request.get("/sitemap/pages.xml")).text();
  expect(pages).toContain("/shop</loc>");
  const products = await request.get("/sitemap/products-1.xml");
  expect(products.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const urls = [...(await products.text()).matchAll(/<loc>[^<]+\/product\/([^<]+)<\/loc>/g)];
  expect(urls).toHaveLength(catalogue().products.length);
  expect(new Set(urls.map((m) => m[1])).size).toBe(urls.length);
  expect(urls.map((m) => m[1])).toContain(catalogue().products[9998]!.handle);
  expect((await request.get("/sitemap/products-2.xml")).status()).toBe(404);
  expect((await request.get("/sitemap/products-x.xml")).status()).toBe(404);
});
