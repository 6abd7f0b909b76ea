import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminClient, type AdminClient } from "../testing/admin-client";
import { startTestProvider, storefrontRequest, type TestProvider } from "../testing/start-provider";

// What the merchant changes reaches the Storefront API at once: product reads, collection
// listings, filters, sorts and search, however recently the old answers were cached.

let t: TestProvider;
let admin: AdminClient;

beforeAll(async () => {
  t = await startTestProvider();
  admin = adminClient(t.url);
});

afterAll(async () => {
  await t?.close();
});

async function ask(query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const answer = await storefrontRequest<unknown>(t, query, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data;
}

/** Asks twice, so the second answer comes from the response cache if anything does. */
async function askCached(query: string, variables: Record<string, unknown> = {}) {
  await ask(query, variables);
  return ask(query, variables);
}

const PLUSH = `{ product(handle: "crinkle-carrot-plush") {
  id availableForSale variants(first: 1) { nodes { id availableForSale quantityAvailable } } } }`;
const AVAILABLE_TOYS = `{ collection(handle: "toys") {
  products(first: 50, filters: [{ available: true }]) {
    nodes { handle }
    filters { id values { id count } }
  } } }`;
const SEARCH_IN_STOCK = `{ search(query: "carrot", first: 10, types: PRODUCT, unavailableProducts: HIDE) {
  totalCount nodes { ... on Product { handle } } } }`;

const handles = (nodes: { handle: string }[]) => nodes.map((n) => n.handle);

describe("catalogue changes from the console", () => {
  it("a restock of a sold-out product sells it at once, in its page, listings and search", async () => {
    const before = await askCached(PLUSH);
    expect(before.product.availableForSale).toBe(false);
    expect(handles((await askCached(AVAILABLE_TOYS)).collection.products.nodes)).not.toContain(
      "crinkle-carrot-plush",
    );
    expect((await askCached(SEARCH_IN_STOCK)).search.totalCount).toBe(0);

    const variant = before.product.variants.nodes[0];
    await admin.must("set-inventory", { variantId: variant.id, quantity: 2 });

    const after = await ask(PLUSH);
    expect(after.product).toMatchObject({
      availableForSale: true,
      variants: { nodes: [{ availableForSale: true, quantityAvailable: 2 }] },
    });
    expect(handles((await ask(AVAILABLE_TOYS)).collection.products.nodes)).toContain(
      "crinkle-carrot-plush",
    );
    expect(handles((await ask(SEARCH_IN_STOCK)).search.nodes)).toEqual(["crinkle-carrot-plush"]);

    await admin.must("set-inventory", { variantId: variant.id, quantity: 0 });
    expect((await ask(PLUSH)).product.availableForSale).toBe(false);
  });

  it("a price change shows in the product, its range, the price sort and the price filter", async () => {
    // A product of one variant: its price is its whole range, which sorts and filters read.
    const PRODUCT = `{ product(handle: "name-tag-charm") {
      priceRange { maxVariantPrice { amount } }
      variants(first: 5) { nodes { id price { amount } compareAtPrice { amount } } } } }`;
    const PRICIEST = `{ products(first: 1, sortKey: PRICE, reverse: true) { nodes { handle } } }`;
    const OVER_900 = `{ collection(handle: "accessories") {
      products(first: 10, filters: [{ price: { min: 900 } }]) { nodes { handle } } } }`;
    const before = await askCached(PRODUCT);
    expect(handles((await askCached(PRICIEST)).products.nodes)).not.toEqual(["name-tag-charm"]);
    expect((await askCached(OVER_900)).collection.products.nodes).toEqual([]);

    const variant = before.product.variants.nodes[0];
    const answer = await admin.must("set-price", {
      variantId: variant.id,
      price: "999",
      compareAtPrice: "1200.5",
    });
    expect(answer).toMatchObject({ price: "999.00" });

    const after = await ask(PRODUCT);
    expect(after.product.priceRange.maxVariantPrice.amount).toBe("999.0");
    expect(after.product.variants.nodes[0]).toMatchObject({
      price: { amount: "999.0" },
      compareAtPrice: { amount: "1200.5" },
    });
    expect(handles((await ask(PRICIEST)).products.nodes)).toEqual(["name-tag-charm"]);
    expect(handles((await ask(OVER_900)).collection.products.nodes)).toEqual(["name-tag-charm"]);

    const refused = await admin.run("set-price", {
      variantId: variant.id,
      price: "30",
      compareAtPrice: "20",
    });
    expect(refused.status).toBe(422);
    expect((await ask(PRODUCT)).product.variants.nodes[0].price.amount).toBe("999.0");
  });

  it("a hidden product is gone from every answer until it is published again", async () => {
    const PRODUCT = `{ product(handle: "harbor-quilted-coat") { id title } }`;
    const LISTED = `{ collection(handle: "clothing") { products(first: 100) { nodes { handle } } } }`;
    const SEARCH = `{ search(query: "harbor", first: 10, types: PRODUCT) { totalCount } }`;
    const { product } = await askCached(PRODUCT);
    expect(handles((await askCached(LISTED)).collection.products.nodes)).toContain(
      "harbor-quilted-coat",
    );
    expect((await askCached(SEARCH)).search.totalCount).toBe(1);

    await admin.must("set-product-published", { productId: product.id, published: false });
    expect((await ask(PRODUCT)).product).toBeNull();
    expect((await ask(`{ node(id: "${product.id}") { id } }`)).node).toBeNull();
    expect(handles((await ask(LISTED)).collection.products.nodes)).not.toContain(
      "harbor-quilted-coat",
    );
    expect((await ask(SEARCH)).search.totalCount).toBe(0);

    await admin.must("set-product-published", { productId: product.id, published: true });
    expect((await ask(PRODUCT)).product.title).toBe(product.title);
    expect(handles((await ask(LISTED)).collection.products.nodes)).toContain("harbor-quilted-coat");
    expect((await ask(SEARCH)).search.totalCount).toBe(1);
  });

  it("refuses stock for a variant that does not track it, or that does not exist", async () => {
    const { product } = await ask(
      `{ product(handle: "name-tag-charm") { variants(first: 1) { nodes { id } } } }`,
    );
    const untracked = await admin.run("set-inventory", {
      variantId: product.variants.nodes[0].id,
      quantity: 1,
    });
    expect(untracked.status).toBe(409);
    expect(JSON.stringify(untracked.body.errors)).toContain("doesn't track stock");
    const missing = await admin.run("set-inventory", { variantId: "123", quantity: 1 });
    expect(missing.status).toBe(404);
  });
});
