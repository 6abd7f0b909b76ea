import type { StorefrontApiClient } from "@shopify/storefront-api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITED_STOREFRONT_TOKEN } from "../db/seed";
import { startTestProvider, type TestProvider } from "../testing/start-provider";
import { requestData, storefrontClient } from "../testing/storefront-client";

let shop: TestProvider;
let client: StorefrontApiClient;

async function query<T = Record<string, any>>(
  operation: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  return requestData<T>(client, operation, variables);
}

beforeAll(async () => {
  shop = await startTestProvider();
  client = storefrontClient(shop, shop.config.storefrontToken);
});

afterAll(async () => {
  await shop?.close();
});

const PRODUCT_IDS = /* GraphQL */ `
  query Ids(
    $first: Int
    $last: Int
    $after: String
    $before: String
    $sortKey: ProductSortKeys
    $reverse: Boolean
    $query: String
  ) {
    products(
      first: $first
      last: $last
      after: $after
      before: $before
      sortKey: $sortKey
      reverse: $reverse
      query: $query
    ) {
      edges {
        cursor
        node {
          id
          title
          productType
          createdAt
          updatedAt
          vendor
          priceRange {
            minVariantPrice {
              amount
            }
          }
        }
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
    }
  }
`;

interface ProductPage {
  products: {
    edges: {
      cursor: string;
      node: {
        id: string;
        title: string;
        productType: string;
        createdAt: string;
        updatedAt: string;
        vendor: string;
        priceRange: { minVariantPrice: { amount: string } };
      };
    }[];
    pageInfo: {
      hasNextPage: boolean;
      hasPreviousPage: boolean;
      startCursor: string | null;
      endCursor: string | null;
    };
  };
}

async function allProducts(variables: Record<string, unknown>) {
  return (await query<ProductPage>(PRODUCT_IDS, { first: 250, ...variables })).products.edges.map(
    (e) => e.node,
  );
}

describe("catalogue", () => {
  it("serves the whole catalogue with Shopify ids and decimal-string prices", async () => {
    const products = await allProducts({});
    expect(products.length).toBeGreaterThanOrEqual(48);
    for (const product of products) {
      expect(product.id).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
      // BigDecimal style: at least one fractional digit, never padded to two ("30.0").
      expect(product.priceRange.minVariantPrice.amount).toMatch(/^\d+\.(\d|[1-9]\d|\d[1-9])$/);
      expect(product.priceRange.minVariantPrice.amount).not.toMatch(/\.\d0$/);
    }
  });

  it.each([
    "BEST_SELLING",
    "CREATED_AT",
    "ID",
    "PRICE",
    "PRODUCT_TYPE",
    "RELEVANCE",
    "TITLE",
    "UPDATED_AT",
    "VENDOR",
  ])(
    "sorts by %s, reverses the whole ordering, and pages through it with cursors",
    async (sortKey) => {
      const all = await allProducts({ sortKey });
      const reversed = await allProducts({ sortKey, reverse: true });
      expect(reversed.map((p) => p.id)).toEqual(all.map((p) => p.id).reverse());

      const paged: string[] = [];
      let after: string | null = null;
      let pages = 0;
      do {
        const page: ProductPage = await query<ProductPage>(PRODUCT_IDS, {
          first: 7,
          after,
          sortKey,
        });
        expect(page.products.pageInfo.hasPreviousPage).toBe(pages > 0);
        paged.push(...page.products.edges.map((e) => e.node.id));
        after = page.products.pageInfo.hasNextPage ? page.products.pageInfo.endCursor : null;
        pages += 1;
      } while (after);
      expect(paged).toEqual(all.map((p) => p.id));

      const ordered = (values: (string | number)[]) =>
        values.every((v, i) => i === 0 || values[i - 1]! <= v);
      if (sortKey === "PRICE")
        expect(ordered(all.map((p) => Number(p.priceRange.minVariantPrice.amount)))).toBe(true);
      if (sortKey === "TITLE") expect(ordered(all.map((p) => p.title.toLowerCase()))).toBe(true);
      if (sortKey === "CREATED_AT") expect(ordered(all.map((p) => p.createdAt))).toBe(true);
      if (sortKey === "PRODUCT_TYPE")
        expect(ordered(all.map((p) => p.productType.toLowerCase()))).toBe(true);
    },
  );

  it("pages backwards with last/before and reports hasNextPage", async () => {
    const all = await allProducts({ sortKey: "TITLE" });
    const tail = await query<ProductPage>(PRODUCT_IDS, { last: 5, sortKey: "TITLE" });
    expect(tail.products.edges.map((e) => e.node.id)).toEqual(all.slice(-5).map((p) => p.id));
    expect(tail.products.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    const before = await query<ProductPage>(PRODUCT_IDS, {
      last: 5,
      before: tail.products.pageInfo.startCursor,
      sortKey: "TITLE",
    });
    expect(before.products.edges.map((e) => e.node.id)).toEqual(
      all.slice(-10, -5).map((p) => p.id),
    );
    expect(before.products.pageInfo.hasNextPage).toBe(true);
  });

  it("filters with Shopify's search syntax", async () => {
    const cheap = await allProducts({ query: "variants.price:<30" });
    expect(cheap.length).toBeGreaterThan(0);
    for (const p of cheap) expect(Number(p.priceRange.minVariantPrice.amount)).toBeLessThan(30);

    const all = await allProducts({});
    const type = all[0]!.productType;
    const ofType = await allProducts({ query: `product_type:'${type}'` });
    expect(ofType.every((p) => p.productType === type)).toBe(true);
    const notOfType = await allProducts({ query: `-product_type:'${type}'` });
    expect(ofType.length + notOfType.length).toBe(all.length);

    const word = all[3]!.title.split(" ")[0]!;
    const titled = await allProducts({ query: `title:${word}` });
    expect(titled.map((p) => p.id)).toContain(all[3]!.id);
    expect(await allProducts({ query: "vendor:nobody-sells-this" })).toEqual([]);
  });

  it("requires first or last, and caps them at 250", async () => {
    const none = await client.request(`{ products { nodes { id } } }`);
    expect(none.errors?.graphQLErrors?.[0]?.message).toMatch(/first or last/);
    const tooMany = await client.request(`{ products(first: 251) { nodes { id } } }`);
    expect(tooMany.errors?.graphQLErrors?.[0]?.extensions?.code).toBe("ARGUMENT_OUT_OF_RANGE");
  });

  it("looks products up by handle or id, and answers null for unknown ones", async () => {
    const [first] = await allProducts({});
    const { product: byId } = await query(`query($id: ID!) { product(id: $id) { handle } }`, {
      id: first!.id,
    });
    const data = await query(
      `query($h: String!) { product(handle: $h) { id title } productByHandle(handle: $h) { id } missing: product(handle: "no-such-dog-thing") { id } }`,
      { h: byId.handle },
    );
    expect(data.product).toEqual({ id: first!.id, title: first!.title });
    expect(data.productByHandle.id).toBe(first!.id);
    expect(data.missing).toBeNull();
  });

  it("resolves nodes with null holes, and rejects a malformed id for the whole request", async () => {
    const [first] = await allProducts({});
    const data = await query(
      `query($ids: [ID!]!) { nodes(ids: $ids) { id ... on Product { title } } }`,
      {
        ids: [first!.id, "gid://shopify/Product/1", "gid://shopify/Collection/5"],
      },
    );
    expect(data.nodes).toEqual([{ id: first!.id, title: first!.title }, null, null]);
    const bad = await client.request(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, {
      variables: { ids: ["not-a-gid"] },
    });
    expect(bad.data?.nodes ?? null).toBeNull();
    expect(bad.errors?.graphQLErrors?.[0]?.message).toMatch(/Invalid global id/);
  });

  it("exposes the custom metafields, with null holes for missing identifiers", async () => {
    const { products } = await query(`{
      products(first: 250) { nodes {
        category: metafield(namespace: "custom", key: "category") { value type }
        noNamespace: metafield(key: "category") { value }
        metafields(identifiers: [{namespace: "custom", key: "spotlight"}, {namespace: "custom", key: "nope"}]) { key value }
        variants(first: 10) { nodes { selectedOptions { name value } metafield(namespace: "custom", key: "variant_color") { value } } }
      } } }`);
    const nodes = products.nodes as any[];
    expect(nodes.filter((p) => p.category).length).toBeGreaterThan(40);
    expect(nodes.every((p) => p.noNamespace === null)).toBe(true);
    expect(nodes.every((p) => p.metafields.length === 2 && p.metafields[1] === null)).toBe(true);
    const spotlights = nodes.map((p) => p.metafields[0]?.value).filter(Boolean);
    expect(spotlights).toContain("Featured");
    expect(spotlights).toContain('["Featured"]');
    const coloured = nodes
      .flatMap((p) => p.variants.nodes)
      .filter((v: any) => v.selectedOptions.some((o: any) => o.name === "Color"));
    expect(coloured.length).toBeGreaterThan(0);
    for (const variant of coloured) {
      expect(variant.metafield.value).toBe(
        variant.selectedOptions.find((o: any) => o.name === "Color").value,
      );
    }
  });

  it("answers a product's custom.size_chart as its JSON, and null where there is none", async () => {
    const { sweater, tote } = await query(`{
      sweater: product(handle: "cloud-puff-cable-sweater") {
        options { name optionValues { name } }
        sizeChart: metafield(namespace: "custom", key: "size_chart") { type value }
      }
      tote: product(handle: "peyton-pocket-tote") {
        sizeChart: metafield(namespace: "custom", key: "size_chart") { value }
      }
    }`);
    expect(sweater.sizeChart.type).toBe("json");
    const chart = JSON.parse(sweater.sizeChart.value);
    const sizes = sweater.options.find((o: any) => o.name === "Size").optionValues;
    expect(chart.sizes.map((row: any) => row.size)).toEqual(sizes.map((v: any) => v.name));
    expect(chart.sizes[1]).toMatchObject({ size: "S", chest: { in: [13, 15], cm: [33, 38] } });
    expect(tote.sizeChart).toBeNull();
  });

  it("reports stock with the inventory scope and denies it loudly without", async () => {
    const withScope = await query(
      `{ products(first: 250) { nodes { variants(first: 10) { nodes { quantityAvailable availableForSale } } } } }`,
    );
    const variants = (withScope.products.nodes as any[]).flatMap((p) => p.variants.nodes);
    expect(variants.some((v) => v.quantityAvailable === 0 && v.availableForSale === false)).toBe(
      true,
    );
    expect(variants.some((v) => v.quantityAvailable >= 1 && v.quantityAvailable <= 3)).toBe(true);

    const limited = storefrontClient(shop, LIMITED_STOREFRONT_TOKEN);
    const denied = await limited.request(
      `{ products(first: 1) { nodes { title variants(first: 1) { nodes { id quantityAvailable } } } } }`,
    );
    expect(denied.data.products.nodes[0].variants.nodes[0].quantityAvailable).toBeNull();
    expect(denied.errors?.graphQLErrors?.[0]).toMatchObject({
      extensions: { code: "ACCESS_DENIED" },
      path: ["products", "nodes", 0, "variants", "nodes", 0, "quantityAvailable"],
    });
  });

  it("builds image URLs that carry the transform, and serves them re-encoded with long caching", async () => {
    const { products } = await query(`{ products(first: 1) { nodes { featuredImage {
      width height original: url
      small: url(transform: { maxWidth: 200, maxHeight: 250, crop: CENTER, preferredContentType: WEBP })
      twice: url(transform: { maxWidth: 100, scale: 2 })
    } } } }`);
    const image = products.nodes[0].featuredImage;
    expect(image.small).toContain("width=200");
    expect(image.small).toContain("height=250");
    expect(image.small).toContain("crop=center");
    expect(image.small).toContain("format=webp");
    expect(image.twice).toContain("width=200");
    const response = await fetch(image.small);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toContain("immutable");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(8, 12).toString("ascii")).toBe("WEBP");
    const sharp = (await import("sharp")).default;
    // The CDN renders a short list of widths: 200 snaps up to 240, and the 4:5 box keeps its shape.
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 240, height: 300 });
    const avif = await fetch(image.original.replace("?", "?format=avif&width=300&"));
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect((await fetch(image.original.replace(/files\/[^.]+/, "files/nope"))).status).toBe(404);
    expect((await fetch(`${image.original}&width=999999`)).status).toBe(400);

    const invalid = await client.request(
      `{ products(first: 1) { nodes { featuredImage { url(transform: { maxWidth: 9000 }) } } } }`,
    );
    expect(invalid.errors?.graphQLErrors?.[0]?.message).toMatch(/between 1 and 5760/);
  });

  it("names a field it does not implement instead of answering null", async () => {
    const result = await client.request(
      `{ products(first: 1) { nodes { id media(first: 1) { nodes { id } } } } }`,
    );
    expect(result.errors?.graphQLErrors?.[0]).toMatchObject({
      message: expect.stringContaining("Product.media"),
      extensions: { code: "NOT_IMPLEMENTED" },
    });
  });
});
