import { eq } from "drizzle-orm";
import { parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productVariants } from "../db/schema/index";
import { LIMITED_STOREFRONT_TOKEN } from "../db/seed";
import { loadPublishedSchema } from "../graphql/executor";
import { startTestProvider, type TestProvider } from "../testing/start-provider";
import { createResponseCache } from "./response-cache";
import { STOREFRONT_SCHEMA_FILE } from "./storefront-api";

describe("which answers may be shared", () => {
  const cache = createResponseCache();
  const api = { version: "2026-04", schema: loadPublishedSchema(STOREFRONT_SCHEMA_FILE) };
  const keyFor = (query: string) => cache.keyFor(api, parse(query), { query }, "token");

  it("shares catalogue reads", () => {
    expect(keyFor("{ products(first: 3) { nodes { id } } }")).not.toBeNull();
    expect(keyFor('query { product(handle: "a") { id } shop { name } }')).not.toBeNull();
    expect(keyFor('{ search(query: "bed", first: 24) { totalCount } }')).not.toBeNull();
    expect(keyFor('{ predictiveSearch(query: "be") { products { id } } }')).not.toBeNull();
    expect(
      keyFor('{ collection(handle: "toys") { products(first: 24) { nodes { id } } } }'),
    ).not.toBeNull();
    expect(keyFor('{ menu(handle: "main-menu") { id } }')).not.toBeNull();
  });

  it("never shares carts, mutations or buyer-specific contexts", () => {
    expect(keyFor('{ cart(id: "gid://shopify/Cart/x") { id } }')).toBeNull();
    expect(keyFor('{ ...Root } fragment Root on QueryRoot { cart(id: "x") { id } }')).toBeNull();
    expect(keyFor("mutation { cartCreate(input: {}) { cart { id } } }")).toBeNull();
    expect(
      keyFor(
        'query @inContext(buyer: { customerAccessToken: "t" }) { products(first: 1) { nodes { id } } }',
      ),
    ).toBeNull();
  });

  it("keeps answers apart by version, token, variables and operation", () => {
    const query = "query P($h: String!) { product(handle: $h) { id } }";
    const document = parse(query);
    const a = cache.keyFor(api, document, { query, variables: { h: "a" } }, "one");
    expect(a).not.toEqual(cache.keyFor(api, document, { query, variables: { h: "b" } }, "one"));
    expect(a).not.toEqual(cache.keyFor(api, document, { query, variables: { h: "a" } }, "two"));
    expect(a).not.toEqual(
      cache.keyFor(
        { ...api, version: "2026-01" },
        document,
        { query, variables: { h: "a" } },
        "one",
      ),
    );
  });
});

describe("shared answers over HTTP", () => {
  let shop: TestProvider;
  const post = (token: string, query: string, variables?: Record<string, unknown>) =>
    fetch(shop.storefrontEndpoint, {
      method: "POST",
      headers: { "content-type": "application/json", "x-shopify-storefront-access-token": token },
      body: JSON.stringify({ query, variables }),
    }).then((response) => response.json() as Promise<{ data: Record<string, unknown> }>);

  beforeAll(async () => {
    shop = await startTestProvider();
  });
  afterAll(async () => {
    await shop?.close();
  });

  const STOCK = /* GraphQL */ `
    query Stock($id: ID!) {
      node(id: $id) {
        ... on ProductVariant {
          quantityAvailable
        }
      }
    }
  `;

  it("answers with current stock once an order has replaced the catalogue snapshot", async () => {
    const [variant] = await shop.provider.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.inventoryTracked, true))
      .limit(1);
    const id = `gid://shopify/ProductVariant/${variant!.id}`;
    const token = shop.config.storefrontToken;
    const before = await post(token, STOCK, { id });
    expect(before.data.node).toEqual({ quantityAvailable: variant!.inventoryQuantity });
    expect(await post(token, STOCK, { id })).toEqual(before);

    // What the checkout does when an order takes stock.
    await shop.provider.db
      .update(productVariants)
      .set({ inventoryQuantity: variant!.inventoryQuantity + 7 })
      .where(eq(productVariants.id, variant!.id));
    shop.provider.store.invalidate();
    const after = await post(token, STOCK, { id });
    expect(after.data.node).toEqual({ quantityAvailable: variant!.inventoryQuantity + 7 });

    // Another token's scopes decide its own answer, cached or not.
    const limited = await post(LIMITED_STOREFRONT_TOKEN, STOCK, { id });
    expect(limited.data.node).toEqual({ quantityAvailable: null });
  });

  const IN_STOCK = /* GraphQL */ `
    query InStock($handle: String!) {
      collection(handle: $handle) {
        products(first: 250, filters: [{ available: true }]) {
          nodes {
            id
          }
          filters {
            id
            values {
              label
              count
            }
          }
        }
      }
    }
  `;

  it("filters and counts a collection by current stock once an order has sold it out", async () => {
    const token = shop.config.storefrontToken;
    const [variant] = await shop.provider.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.inventoryTracked, true))
      .limit(1);
    const productId = `gid://shopify/Product/${variant!.productId}`;
    const inStock = (answer: { data: Record<string, unknown> }) => {
      const products = (answer.data.collection as { products: unknown }).products as {
        nodes: { id: string }[];
        filters: { id: string; values: { label: string; count: number }[] }[];
      };
      const availability = products.filters.find((f) => f.id === "filter.v.availability")!;
      return {
        listed: products.nodes.some((p) => p.id === productId),
        count: availability.values.find((v) => v.label === "In stock")!.count,
      };
    };
    await shop.provider.db
      .update(productVariants)
      .set({ inventoryQuantity: 5 })
      .where(eq(productVariants.productId, variant!.productId));
    shop.provider.store.invalidate();
    const before = inStock(await post(token, IN_STOCK, { handle: "all" }));
    expect(before.listed).toBe(true);
    // Asked twice: the second answer is the shared one.
    expect(inStock(await post(token, IN_STOCK, { handle: "all" }))).toEqual(before);

    // The order takes every unit of every variant, as the checkout's statement does.
    await shop.provider.db
      .update(productVariants)
      .set({ inventoryQuantity: 0 })
      .where(eq(productVariants.productId, variant!.productId));
    shop.provider.store.invalidate();
    const after = inStock(await post(token, IN_STOCK, { handle: "all" }));
    expect(after).toEqual({ listed: false, count: before.count - 1 });
  });

  it("answers cart reads afresh after every change", async () => {
    const token = shop.config.storefrontToken;
    const created = await post(token, "mutation { cartCreate(input: {}) { cart { id } } }");
    const cartId = (created.data.cartCreate as { cart: { id: string } }).cart.id;
    const read = "query Cart($id: ID!) { cart(id: $id) { totalQuantity } }";
    expect((await post(token, read, { id: cartId })).data.cart).toEqual({ totalQuantity: 0 });
    const { data } = await post(
      token,
      "{ products(first: 50) { nodes { variants(first: 5) { nodes { id availableForSale } } } } }",
    );
    const products = data.products as {
      nodes: { variants: { nodes: { id: string; availableForSale: boolean }[] } }[];
    };
    const merchandiseId = products.nodes
      .flatMap((p) => p.variants.nodes)
      .find((v) => v.availableForSale)!.id;
    await post(
      token,
      "mutation Add($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { userErrors { code } } }",
      { id: cartId, lines: [{ merchandiseId, quantity: 2 }] },
    );
    expect((await post(token, read, { id: cartId })).data.cart).toEqual({ totalQuantity: 2 });
  });
});
