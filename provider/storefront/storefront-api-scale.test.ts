import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { StorefrontApiClient } from "@shopify/storefront-api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCatalogue, type Catalogue } from "../catalogue/format";
import { generateCatalogue } from "../catalogue/generate";
import { readCatalogueFile } from "../db/seed";
import { startTestProvider, type TestProvider } from "../testing/start-provider";
import { requestData, storefrontClient } from "../testing/storefront-client";

/**
 * The provider on a generated 10,000-product catalogue (PROVIDER_CATALOGUE pointing at a file in
 * a temp dir, as `npm run catalogue:generate` writes it): the 9,999th product is found by search
 * and predictive search, and a category filtered by size pages to its end with the counts right.
 */
const COUNT = 10_000;
let shop: TestProvider;
let client: StorefrontApiClient;
let catalogue: Catalogue;
let dir: string;

beforeAll(async () => {
  const base = readCatalogueFile("provider/catalogue/catalogue.json").catalogue;
  catalogue = parseCatalogue(generateCatalogue(base, { products: COUNT, seed: 7 }));
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-scale-"));
  const file = path.join(dir, "catalogue.json");
  fs.writeFileSync(file, JSON.stringify(catalogue));
  shop = await startTestProvider({ env: { PROVIDER_CATALOGUE: file } });
  client = storefrontClient(shop, shop.config.storefrontToken);
}, 240_000);

afterAll(async () => {
  await shop?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("a 10,000-product catalogue", () => {
  it("is generated deterministically, valid, distinctly named and spread over every category", () => {
    const base = readCatalogueFile("provider/catalogue/catalogue.json").catalogue;
    const again = generateCatalogue(base, { products: 50, seed: 7 });
    expect(again).toEqual(generateCatalogue(base, { products: 50, seed: 7 }));
    expect(generateCatalogue(base, { products: 50, seed: 8 })).not.toEqual(again);
    expect(new Set(catalogue.products.map((p) => p.title)).size).toBe(COUNT);
    const categories = new Set(
      catalogue.products.map((p) => p.metafields.find((m) => m.key === "category")?.value),
    );
    expect(categories).toEqual(
      new Set(base.products.map((p) => p.metafields.find((m) => m.key === "category")?.value)),
    );
    const variants = catalogue.products.flatMap((p) => p.variants);
    expect(variants.some((v) => v.inventory.tracked && v.inventory.quantity === 0)).toBe(true);
    expect(variants.some((v) => !v.inventory.tracked)).toBe(true);
  });

  it("finds product No. 9999 by search and by predictive search", async () => {
    const wanted = catalogue.products[9998]!;
    expect(wanted.title).toMatch(/ No\. 9999$/);
    const found = await requestData<{
      search: { totalCount: number; nodes: { handle: string }[] };
      predictiveSearch: { products: { handle: string }[] };
    }>(
      client,
      `query Find($term: String!) @inContext(country: US) {
        search(query: $term, first: 5, types: [PRODUCT]) { totalCount nodes { ... on Product { handle } } }
        predictiveSearch(query: $term, limit: 5, types: [PRODUCT]) { products { handle } }
      }`,
      { term: wanted.title },
    );
    expect(found.search.totalCount).toBe(1);
    expect(found.search.nodes).toEqual([{ handle: wanted.handle }]);
    expect(found.predictiveSearch.products).toEqual([{ handle: wanted.handle }]);
    const byNumber = await requestData<{ predictiveSearch: { products: { handle: string }[] } }>(
      client,
      `{ predictiveSearch(query: "no. 9999", limit: 10, types: [PRODUCT]) { products { handle } } }`,
    );
    expect(byNumber.predictiveSearch.products.map((p) => p.handle)).toContain(wanted.handle);
  });

  it("runs every warm-up query without an error", async () => {
    await expect(shop.provider.warm()).resolves.toBeUndefined();
  });

  it("has every product in its category's collection, those without the metafield in clothing", async () => {
    const { collections } = await requestData<{ collections: { nodes: { handle: string }[] } }>(
      client,
      `{ collections(first: 20) { nodes { handle } } }`,
    );
    let total = 0;
    for (const { handle } of collections.nodes.filter((c) => c.handle !== "all")) {
      const data = await requestData<{
        collection: { products: { filters: { id: string; values: { count: number }[] }[] } };
      }>(
        client,
        `query ($handle: String!) {
          collection(handle: $handle) { products(first: 1) { filters { id values { count } } } }
        }`,
        { handle },
      );
      const availability = data.collection.products.filters.find(
        (f) => f.id === "filter.v.availability",
      )!;
      total += availability.values.reduce((sum, v) => sum + v.count, 0);
    }
    expect(catalogue.products.some((p) => !p.metafields.some((m) => m.key === "category"))).toBe(
      true,
    );
    expect(total).toBe(COUNT);
  });

  it("pages a category filtered by size to its end, with its count right", async () => {
    const inCategory = catalogue.products.filter(
      (p) =>
        // Without a category metafield a product is Clothing (docs/catalogue-format.md).
        (p.metafields.find((m) => m.key === "category")?.value ?? "Clothing") === "Clothing" &&
        p.variants.some((v) => v.options.Size === "S"),
    );
    const seen: string[] = [];
    let after: string | null = null;
    let sCount = -1;
    for (;;) {
      const data: {
        collection: {
          products: {
            filters: { id: string; values: { label: string; count: number }[] }[];
            nodes: { handle: string }[];
            pageInfo: { hasNextPage: boolean; endCursor: string };
          };
        };
      } = await requestData(
        client,
        `query Page($after: String) {
          collection(handle: "clothing") {
            products(first: 250, after: $after, sortKey: PRICE,
                     filters: [{ variantOption: { name: "size", value: "S" } }]) {
              filters { id values { label count } }
              nodes { handle }
              pageInfo { hasNextPage endCursor }
            }
          }
        }`,
        { after },
      );
      const products = data.collection.products;
      sCount = products.filters
        .find((f) => f.id === "filter.v.option.size")!
        .values.find((v) => v.label === "S")!.count;
      seen.push(...products.nodes.map((n) => n.handle));
      if (!products.pageInfo.hasNextPage) break;
      after = products.pageInfo.endCursor;
    }
    expect(seen.length).toBe(inCategory.length);
    expect(new Set(seen)).toEqual(new Set(inCategory.map((p) => p.handle)));
    expect(sCount).toBe(inCategory.length);
  });
});
