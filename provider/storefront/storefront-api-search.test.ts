import type { StorefrontApiClient } from "@shopify/storefront-api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalogueFile } from "../db/seed";
import { startTestProvider, type TestProvider } from "../testing/start-provider";
import { requestData, storefrontClient } from "../testing/storefront-client";

/**
 * `search` and `predictiveSearch` (Storefront API 2025-07) over HTTP, with queries shaped like
 * Hydrogen's skeleton search route (a `SearchProduct` fragment, `@inContext`, `types: PRODUCT`,
 * `unavailableProducts`, cursor pagination). What is matched from Shopify's documentation:
 * - `search(query:)` requires a query; `sortKey` is RELEVANCE (default) or PRICE, `reverse` flips it.
 * - `totalCount` counts every match, not the page; `productFilters` has the collection filters' shape.
 * - `unavailableProducts` defaults to LAST: sold-out products follow every available one.
 * - `types` without PRODUCT finds no products (the shop has no articles or pages).
 * - `predictiveSearch` returns at most `limit` (1 to 10, default 10) results.
 */
let shop: TestProvider;
let client: StorefrontApiClient;
const catalogue = readCatalogueFile("provider/catalogue/catalogue.json").catalogue;

beforeAll(async () => {
  shop = await startTestProvider();
  client = storefrontClient(shop, shop.config.storefrontToken);
});

afterAll(async () => {
  await shop?.close();
});

const SEARCH_QUERY = /* GraphQL */ `
  #graphql
  fragment SearchProduct on Product {
    __typename
    handle
    id
    title
    availableForSale
    selectedOrFirstAvailableVariant(selectedOptions: [], ignoreUnknownOptions: true) {
      id
      price {
        amount
        currencyCode
      }
    }
  }
  query RegularSearch(
    $country: CountryCode
    $language: LanguageCode
    $term: String!
    $first: Int
    $endCursor: String
    $filters: [ProductFilter!]
    $sortKey: SearchSortKeys
    $reverse: Boolean
    $unavailable: SearchUnavailableProductsType
  ) @inContext(country: $country, language: $language) {
    products: search(
      query: $term
      types: [PRODUCT]
      first: $first
      after: $endCursor
      productFilters: $filters
      sortKey: $sortKey
      reverse: $reverse
      unavailableProducts: $unavailable
    ) {
      totalCount
      productFilters {
        id
        label
        values {
          label
          count
          input
        }
      }
      nodes {
        ...SearchProduct
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

interface SearchData {
  products: {
    totalCount: number;
    productFilters: {
      id: string;
      label: string;
      values: { label: string; count: number; input: string }[];
    }[];
    nodes: {
      __typename: string;
      handle: string;
      title: string;
      availableForSale: boolean;
      selectedOrFirstAvailableVariant: { price: { amount: string } };
    }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

const search = (variables: Record<string, unknown>) =>
  requestData<SearchData>(client, SEARCH_QUERY, {
    country: "US",
    language: "EN",
    first: 250,
    ...variables,
  });

const matching = (word: string) =>
  catalogue.products.filter((p) =>
    [
      p.title,
      p.productType,
      p.vendor,
      ...p.tags,
      ...p.metafields.filter((m) => m.key === "category").map((m) => m.value),
    ]
      .join(" ")
      .toLowerCase()
      .includes(word),
  );

describe("search", () => {
  it("finds every product a word names, title hits first, with totalCount and pages", async () => {
    const data = await search({ term: "sweater" });
    const expected = matching("sweater");
    expect(data.products.totalCount).toBe(expected.length);
    expect(data.products.nodes.map((n) => n.handle).sort()).toEqual(
      expected.map((p) => p.handle).sort(),
    );
    expect(data.products.nodes.every((n) => n.__typename === "Product")).toBe(true);
    const available = data.products.nodes.filter((n) => n.availableForSale);
    // Available before sold out, then title matches before other matches.
    expect(data.products.nodes.slice(0, available.length)).toEqual(available);
    const paged: string[] = [];
    let endCursor: string | null = null;
    do {
      const page: SearchData = await search({ term: "sweater", first: 2, endCursor });
      expect(page.products.totalCount).toBe(expected.length);
      paged.push(...page.products.nodes.map((n) => n.handle));
      endCursor = page.products.pageInfo.hasNextPage ? page.products.pageInfo.endCursor : null;
    } while (endCursor);
    expect(paged).toEqual(data.products.nodes.map((n) => n.handle));
  });

  it("requires every word, case-insensitively, and matches the category", async () => {
    const data = await search({ term: "CLOUD puff" });
    expect(data.products.nodes.map((n) => n.title)).toEqual(
      catalogue.products
        .filter((p) => /cloud/i.test(p.title) && /puff/i.test(p.title))
        .map((p) => p.title),
    );
    const toys = await search({ term: "toys" });
    expect(toys.products.totalCount).toBe(matching("toys").length);
    expect((await search({ term: "no-such-thing-anywhere" })).products.totalCount).toBe(0);
  });

  it("sorts by price both ways and filters with productFilters, counting each filter value", async () => {
    const prices = (data: SearchData) =>
      data.products.nodes.map((n) => Number(n.selectedOrFirstAvailableVariant.price.amount));
    const up = await search({ term: "a", sortKey: "PRICE", unavailable: "SHOW" });
    const down = await search({ term: "a", sortKey: "PRICE", reverse: true, unavailable: "SHOW" });
    expect(up.products.nodes.map((n) => n.handle)).toEqual(
      [...down.products.nodes.map((n) => n.handle)].reverse(),
    );
    expect(up.products.nodes.length).toBeGreaterThan(10);
    const ups = prices(up);
    expect(ups.length).toBe(up.products.totalCount);
    const small = await search({
      term: "a",
      filters: [{ variantOption: { name: "size", value: "S" } }, { price: { max: 50 } }],
    });
    const expected = matching("a").filter(
      (p) =>
        p.variants.some((v) => v.options.Size === "S") &&
        p.variants.some((v) => Number(v.price) <= 50),
    );
    expect(small.products.totalCount).toBe(expected.length);
    const size = small.products.productFilters.find((f) => f.id === "filter.v.option.size")!;
    const s = size.values.find((v) => v.label === "S")!;
    expect(s.count).toBe(expected.length);
    expect(JSON.parse(s.input)).toEqual({ variantOption: { name: "size", value: "S" } });
  });

  it("filters on the filterable metafields: custom.category and custom.spotlight", async () => {
    const data = await search({
      term: "a",
      filters: [{ productMetafield: { namespace: "custom", key: "category", value: "Toys" } }],
    });
    const expected = matching("a").filter((p) =>
      p.metafields.some((m) => m.key === "category" && m.value === "Toys"),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(data.products.totalCount).toBe(expected.length);
    expect(data.products.nodes.map((n) => n.handle).sort()).toEqual(
      expected.map((p) => p.handle).sort(),
    );
    // The spotlight is filterable too, a list value matching when any element does; a metafield
    // the merchant has not made filterable matches nothing.
    const featured = await search({
      term: "",
      filters: [{ productMetafield: { namespace: "custom", key: "spotlight", value: "Featured" } }],
    });
    const spotlit = catalogue.products.filter((p) =>
      p.metafields.some(
        (m) =>
          m.key === "spotlight" &&
          (m.value === "Featured" ||
            (m.type.startsWith("list.") && JSON.parse(m.value).includes("Featured"))),
      ),
    );
    expect(spotlit.length).toBeGreaterThan(5);
    expect(featured.products.nodes.map((n) => n.handle).sort()).toEqual(
      spotlit.map((p) => p.handle).sort(),
    );
    const other = await search({
      term: "a",
      filters: [
        { productMetafield: { namespace: "custom", key: "summary_description", value: "x" } },
      ],
    });
    expect(other.products.totalCount).toBe(0);
  });

  it("hides sold-out products on HIDE and finds nothing when types leave out PRODUCT", async () => {
    const hidden = await search({ term: "a", unavailable: "HIDE" });
    expect(hidden.products.nodes.every((n) => n.availableForSale)).toBe(true);
    const shown = await search({ term: "a", unavailable: "SHOW" });
    expect(hidden.products.totalCount).toBe(
      shown.products.nodes.filter((n) => n.availableForSale).length,
    );
    const pages = await requestData<{ search: { totalCount: number; nodes: unknown[] } }>(
      client,
      `{ search(query: "sweater", first: 5, types: [PAGE, ARTICLE]) { totalCount nodes { __typename } } }`,
    );
    expect(pages.search).toEqual({ totalCount: 0, nodes: [] });
  });
});

const PREDICTIVE_QUERY = /* GraphQL */ `
  #graphql
  fragment PredictiveProduct on Product {
    __typename
    id
    title
    handle
    productType
    featuredImage {
      url
      altText
    }
    priceRange {
      minVariantPrice {
        amount
        currencyCode
      }
    }
  }
  query PredictiveSearch(
    $country: CountryCode
    $language: LanguageCode
    $limit: Int!
    $limitScope: PredictiveSearchLimitScope!
    $term: String!
    $types: [PredictiveSearchType!]
  ) @inContext(country: $country, language: $language) {
    predictiveSearch(limit: $limit, limitScope: $limitScope, query: $term, types: $types) {
      products {
        ...PredictiveProduct
      }
      collections {
        __typename
        handle
        title
      }
      queries {
        __typename
        text
        styledText
      }
    }
  }
`;

interface PredictiveData {
  predictiveSearch: {
    products: { title: string; handle: string }[];
    collections: { handle: string; title: string }[];
    queries: { text: string; styledText: string }[];
  };
}

const predictive = (variables: Record<string, unknown>) =>
  requestData<PredictiveData>(client, PREDICTIVE_QUERY, {
    country: "US",
    language: "EN",
    limit: 5,
    limitScope: "EACH",
    types: ["PRODUCT"],
    ...variables,
  });

describe("predictiveSearch", () => {
  it("suggests at most `limit` products whose title or category holds the text", async () => {
    const data = await predictive({ term: "cloud puff" });
    expect(data.predictiveSearch.products.map((p) => p.title)).toEqual(
      catalogue.products
        .filter((p) => /cloud puff/i.test(p.title))
        .map((p) => p.title)
        .slice(0, 5),
    );
    const many = await predictive({ term: "e" });
    expect(many.predictiveSearch.products).toHaveLength(5);
    const byCategory = await predictive({ term: "walking", limit: 10 });
    const walking = catalogue.products.filter((p) =>
      p.metafields.some((m) => m.key === "category" && m.value === "Walking"),
    );
    expect(byCategory.predictiveSearch.products).toHaveLength(Math.min(10, walking.length));
  });

  it("also suggests collections and queries, within `limit` in total for limitScope ALL", async () => {
    const data = await predictive({
      term: "toy",
      limit: 10,
      types: ["PRODUCT", "COLLECTION", "QUERY"],
      limitScope: "EACH",
    });
    expect(data.predictiveSearch.collections).toEqual([
      { __typename: "Collection", handle: "toys", title: "Toys" },
    ]);
    expect(data.predictiveSearch.queries[0]).toMatchObject({
      text: "toys",
      styledText: "toy<mark>s</mark>",
    });
    const all = await predictive({
      term: "toy",
      limit: 3,
      types: ["PRODUCT", "COLLECTION", "QUERY"],
      limitScope: "ALL",
    });
    const { products, collections, queries } = all.predictiveSearch;
    expect(products.length + collections.length + queries.length).toBeLessThanOrEqual(3);
  });
});
