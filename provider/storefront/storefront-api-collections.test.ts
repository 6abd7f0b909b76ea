import type { StorefrontApiClient } from "@shopify/storefront-api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalogueFile } from "../db/seed";
import { startTestProvider, type TestProvider } from "../testing/start-provider";
import { requestData, storefrontClient } from "../testing/storefront-client";

/**
 * Collections as Shopify documents them (Storefront API 2025-07), over HTTP with Shopify's own
 * client and queries written the way Hydrogen's skeleton writes its collection route (a product
 * fragment, @inContext, cursor pagination). What is matched:
 * - `collection(handle:|id:)` is null for an unknown handle; neither argument is a BAD_REQUEST.
 * - `Collection.products(filters:)`: values of one filter are ORed, different filters ANDed.
 * - `filters` carry `input` as a JSON string that, parsed, is a `ProductFilter` selecting that value;
 *   each value's count is the result with every other filter applied but not its own.
 * - sort keys: PRICE is the lowest variant price, `reverse` reverses the whole order.
 */
let shop: TestProvider;
let client: StorefrontApiClient;
const catalogue = readCatalogueFile("provider/catalogue/catalogue.json").catalogue;
// A product without the metafield is Clothing (docs/catalogue-format.md).
const categoryOf = (p: (typeof catalogue.products)[number]) =>
  p.metafields.find((m) => m.key === "category")?.value ?? "Clothing";

beforeAll(async () => {
  shop = await startTestProvider();
  client = storefrontClient(shop, shop.config.storefrontToken);
});

afterAll(async () => {
  await shop?.close();
});

const COLLECTION_QUERY = /* GraphQL */ `
  #graphql
  fragment ProductItem on Product {
    id
    handle
    title
    availableForSale
    priceRange {
      minVariantPrice {
        amount
        currencyCode
      }
    }
  }
  query Collection(
    $handle: String!
    $country: CountryCode
    $language: LanguageCode
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $filters: [ProductFilter!]
    $sortKey: ProductCollectionSortKeys
    $reverse: Boolean
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      handle
      title
      description
      products(
        first: $first
        last: $last
        before: $startCursor
        after: $endCursor
        filters: $filters
        sortKey: $sortKey
        reverse: $reverse
      ) {
        filters {
          id
          label
          type
          values {
            id
            label
            count
            input
          }
        }
        nodes {
          ...ProductItem
        }
        pageInfo {
          hasPreviousPage
          hasNextPage
          endCursor
          startCursor
        }
      }
    }
  }
`;

interface ProductItem {
  id: string;
  handle: string;
  title: string;
  availableForSale: boolean;
  priceRange: { minVariantPrice: { amount: string } };
}
interface CollectionData {
  collection: {
    id: string;
    handle: string;
    title: string;
    products: {
      filters: {
        id: string;
        label: string;
        type: string;
        values: { id: string; label: string; count: number; input: string }[];
      }[];
      nodes: ProductItem[];
      pageInfo: {
        hasPreviousPage: boolean;
        hasNextPage: boolean;
        endCursor: string | null;
        startCursor: string | null;
      };
    };
  } | null;
}

const collection = (variables: Record<string, unknown>) =>
  requestData<CollectionData>(client, COLLECTION_QUERY, {
    country: "US",
    language: "EN",
    ...variables,
  });

describe("collections", () => {
  it("has `all` and one collection per category, handles in kebab case, paged by cursor", async () => {
    const categories = [...new Set(catalogue.products.map(categoryOf).filter(Boolean))].sort();
    const seen: { handle: string; title: string }[] = [];
    let after: string | null = null;
    do {
      const data: {
        collections: {
          nodes: { handle: string; title: string }[];
          pageInfo: { hasNextPage: boolean; endCursor: string };
        };
      } = await requestData(
        client,
        `query Collections($after: String) {
          collections(first: 3, after: $after) {
            nodes { handle title }
            pageInfo { hasNextPage endCursor }
          }
        }`,
        { after },
      );
      seen.push(...data.collections.nodes);
      after = data.collections.pageInfo.hasNextPage ? data.collections.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual([
      { handle: "all", title: "All" },
      ...categories.map((c) => ({ handle: c!.toLowerCase().replace(/ /g, "-"), title: c })),
    ]);
  });

  it("finds a collection by handle and by id, and an unknown handle is null", async () => {
    const byHandle = await collection({ handle: "toys", first: 1 });
    expect(byHandle.collection?.title).toBe("Toys");
    const byId = await requestData<{ collection: { handle: string } | null }>(
      client,
      `query ($id: ID!) { collection(id: $id) { handle } }`,
      { id: byHandle.collection!.id },
    );
    expect(byId.collection?.handle).toBe("toys");
    const node = await requestData<{ node: { handle: string } | null }>(
      client,
      `query ($id: ID!) { node(id: $id) { ... on Collection { handle } } }`,
      { id: byHandle.collection!.id },
    );
    expect(node.node?.handle).toBe("toys");
    expect((await collection({ handle: "no-such-collection", first: 1 })).collection).toBeNull();
  });

  it("pages a category to the end, best sellers first, with every product once", async () => {
    const expected = catalogue.products
      .filter((p) => categoryOf(p) === "Clothing")
      .sort((a, b) => a.bestSellingRank - b.bestSellingRank)
      .map((p) => p.handle);
    const handles: string[] = [];
    let endCursor: string | null = null;
    for (;;) {
      const data: CollectionData = await collection({ handle: "clothing", first: 4, endCursor });
      const products = data.collection!.products;
      handles.push(...products.nodes.map((p) => p.handle));
      expect(products.pageInfo.hasPreviousPage).toBe(endCursor !== null);
      if (!products.pageInfo.hasNextPage) break;
      endCursor = products.pageInfo.endCursor;
    }
    expect(handles).toEqual(expected);
    // The shipped file's products without a category metafield are among them.
    expect(handles).toEqual(expect.arrayContaining(["tiny-trench-coat", "striped-sailor-tee"]));
    // And backwards from the end with last/before.
    const tail = await collection({ handle: "clothing", last: 3 });
    expect(tail.collection!.products.nodes.map((p) => p.handle)).toEqual(expected.slice(-3));
    const before = await collection({
      handle: "clothing",
      last: 3,
      startCursor: tail.collection!.products.pageInfo.startCursor,
    });
    expect(before.collection!.products.nodes.map((p) => p.handle)).toEqual(expected.slice(-6, -3));
  });

  it("sorts by price and reverses the whole order", async () => {
    const prices = (data: CollectionData) =>
      data.collection!.products.nodes.map((p) => Number(p.priceRange.minVariantPrice.amount));
    const up = prices(await collection({ handle: "all", first: 250, sortKey: "PRICE" }));
    const down = prices(
      await collection({ handle: "all", first: 250, sortKey: "PRICE", reverse: true }),
    );
    expect(up).toHaveLength(catalogue.products.length);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(down).toEqual([...up].reverse());
  });

  it("filters by size and price, and the filters' counts and inputs select what they say", async () => {
    const withSize = (p: (typeof catalogue.products)[number], size: string) =>
      p.variants.some((v) => v.options.Size === size);
    const inClothing = catalogue.products.filter((p) => categoryOf(p) === "Clothing");
    const data = await collection({
      handle: "clothing",
      first: 250,
      filters: [{ variantOption: { name: "size", value: "XS" } }, { price: { min: 0, max: 60 } }],
    });
    const expected = inClothing.filter(
      (p) => withSize(p, "XS") && p.variants.some((v) => Number(v.price) <= 60),
    );
    expect(data.collection!.products.nodes.map((p) => p.handle).sort()).toEqual(
      expected.map((p) => p.handle).sort(),
    );
    const filters = data.collection!.products.filters;
    expect(filters.map((f) => f.id)).toEqual(
      expect.arrayContaining(["filter.v.availability", "filter.v.price", "filter.v.option.size"]),
    );
    const size = filters.find((f) => f.id === "filter.v.option.size")!;
    expect(size).toMatchObject({ label: "Size", type: "LIST" });
    // Each size counts the products with that size under the price filter but not the size one.
    for (const value of size.values) {
      const counted = inClothing.filter(
        (p) => withSize(p, value.label) && p.variants.some((v) => Number(v.price) <= 60),
      ).length;
      expect(value.count, value.label).toBe(counted);
      expect(JSON.parse(value.input)).toEqual({
        variantOption: { name: "size", value: value.label },
      });
    }
    const price = filters.find((f) => f.id === "filter.v.price")!;
    expect(price.type).toBe("PRICE_RANGE");
    const max = Math.max(
      ...inClothing
        .filter((p) => withSize(p, "XS"))
        .flatMap((p) => p.variants.map((v) => Number(v.price))),
    );
    expect(JSON.parse(price.values[0]!.input)).toEqual({ price: { min: 0, max } });
    // Two values of one filter are ORed.
    const either = await collection({
      handle: "clothing",
      first: 250,
      filters: [
        { variantOption: { name: "Size", value: "XS" } },
        { variantOption: { name: "Size", value: "M" } },
      ],
    });
    expect(either.collection!.products.nodes).toHaveLength(
      inClothing.filter((p) => withSize(p, "XS") || withSize(p, "M")).length,
    );
  });

  it("filters on availability, and an input taken from `filters` gives its count", async () => {
    const first = await collection({ handle: "all", first: 1 });
    const availability = first.collection!.products.filters.find(
      (f) => f.id === "filter.v.availability",
    )!;
    for (const value of availability.values) {
      const data = await collection({
        handle: "all",
        first: 250,
        filters: [JSON.parse(value.input)],
      });
      expect(data.collection!.products.nodes).toHaveLength(value.count);
      expect(
        data.collection!.products.nodes.every(
          (p) => p.availableForSale === (value.label === "In stock"),
        ),
      ).toBe(true);
    }
  });
  it("refuses a cursor it did not issue and a page over 250, as Shopify does", async () => {
    const bad = await client.request(COLLECTION_QUERY, {
      variables: { handle: "all", first: 5, endCursor: "bm90LWEtY3Vyc29y" },
    });
    expect(bad.errors?.graphQLErrors?.[0]?.message).toMatch(/Invalid cursor/);
    const big = await client.request(COLLECTION_QUERY, {
      variables: { handle: "all", first: 251 },
    });
    expect(big.errors?.graphQLErrors?.[0]?.message).toMatch(/250/);
  });
});
