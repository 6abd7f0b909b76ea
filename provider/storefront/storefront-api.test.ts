import {
  createStorefrontApiClient,
  type StorefrontApiClient,
} from "@shopify/storefront-api-client";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartLines, carts } from "../db/schema/index";
import { LIMITED_STOREFRONT_TOKEN } from "../db/seed";
import { signInCustomer } from "../testing/sign-in";
import { startTestProvider, type TestProvider } from "../testing/start-provider";

// These tests drive the provider over HTTP with Shopify's own client library, so they check
// the wire contract a real storefront sees rather than our resolvers' internals.
let shop: TestProvider;
let client: StorefrontApiClient;

function clientFor(token: string) {
  return createStorefrontApiClient({
    storeDomain: shop.url,
    apiVersion: "2025-07",
    publicAccessToken: token,
    // The client insists on https; the test provider speaks plain HTTP on loopback.
    customFetchApi: (url, init) => fetch(String(url).replace(/^https:/, "http:"), init),
  });
}

async function query<T = Record<string, any>>(
  operation: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const result = await client.request(operation, variables ? { variables } : {});
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data as T;
}

async function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(shop.storefrontEndpoint, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-shopify-storefront-access-token": shop.config.storefrontToken,
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

beforeAll(async () => {
  shop = await startTestProvider();
  client = clientFor(shop.config.storefrontToken);
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

  it("reports stock with the inventory scope and denies it loudly without", async () => {
    const withScope = await query(
      `{ products(first: 250) { nodes { variants(first: 10) { nodes { quantityAvailable availableForSale } } } } }`,
    );
    const variants = (withScope.products.nodes as any[]).flatMap((p) => p.variants.nodes);
    expect(variants.some((v) => v.quantityAvailable === 0 && v.availableForSale === false)).toBe(
      true,
    );
    expect(variants.some((v) => v.quantityAvailable >= 1 && v.quantityAvailable <= 3)).toBe(true);

    const limited = clientFor(LIMITED_STOREFRONT_TOKEN);
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
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 200, height: 250 });
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

const CART_FIELDS = /* GraphQL */ `
  fragment CartFields on Cart {
    id
    checkoutUrl
    totalQuantity
    buyerIdentity {
      email
    }
    discountCodes {
      code
      applicable
    }
    cost {
      subtotalAmount {
        amount
        currencyCode
      }
      totalAmount {
        amount
      }
      totalTaxAmount {
        amount
      }
      totalDutyAmount {
        amount
      }
    }
    lines(first: 100) {
      nodes {
        id
        quantity
        merchandise {
          ... on ProductVariant {
            id
          }
        }
        cost {
          totalAmount {
            amount
          }
        }
      }
    }
  }
`;

const PAYLOAD = `cart { ...CartFields } userErrors { code field message } warnings { code message target }`;

async function variantsWhere(
  predicate: (v: {
    quantityAvailable: number;
    availableForSale: boolean;
    tracked: boolean;
  }) => boolean,
) {
  const { products } = await query(
    `{ products(first: 250) { nodes { variants(first: 10) { nodes { id quantityAvailable availableForSale currentlyNotInStock price { amount } } } } } }`,
  );
  return (products.nodes as any[])
    .flatMap((p) => p.variants.nodes)
    .filter((v) =>
      predicate({
        quantityAvailable: v.quantityAvailable,
        availableForSale: v.availableForSale,
        // Untracked variants report 0 available while staying for sale.
        tracked: !(v.quantityAvailable === 0 && v.availableForSale),
      }),
    ) as { id: string; quantityAvailable: number; price: { amount: string } }[];
}

describe("cart", () => {
  const createCart = async (
    lines: { merchandiseId: string; quantity?: number }[],
    extra: Record<string, unknown> = {},
  ) =>
    (
      await query(
        `${CART_FIELDS} mutation($input: CartInput) { cartCreate(input: $input) { ${PAYLOAD} } }`,
        {
          input: { lines, ...extra },
        },
      )
    ).cartCreate;

  it("creates a cart with a keyed id and a checkout URL on the provider", async () => {
    const [variant] = await variantsWhere((v) => v.quantityAvailable > 5);
    const payload = await createCart([{ merchandiseId: variant!.id, quantity: 2 }]);
    expect(payload.userErrors).toEqual([]);
    expect(payload.warnings).toEqual([]);
    const cart = payload.cart;
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/[^/?]+\?key=[0-9a-f]{32}$/);
    const [token, key] = cart.id.replace("gid://shopify/Cart/", "").split("?key=");
    expect(cart.checkoutUrl).toBe(`${shop.url}/cart/c/${token}?key=${key}`);
    expect(cart.totalQuantity).toBe(2);
    expect(cart.lines.nodes[0].id).toMatch(
      new RegExp(`^gid://shopify/CartLine/[0-9a-f-]{36}\\?cart=${token}$`),
    );
    expect(Number(cart.cost.subtotalAmount.amount)).toBeCloseTo(Number(variant!.price.amount) * 2);
    expect(cart.cost.totalTaxAmount).toBeNull();
    expect(cart.cost.totalDutyAmount).toBeNull();
  });

  it("merges a variant added twice, prepends new lines and sums totalQuantity", async () => {
    const [a, b] = await variantsWhere((v) => v.quantityAvailable > 10);
    const { cart } = await createCart([{ merchandiseId: a!.id, quantity: 1 }]);
    const added = (
      await query(
        `${CART_FIELDS} mutation($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { ${PAYLOAD} } }`,
        {
          id: cart.id,
          lines: [{ merchandiseId: b!.id }, { merchandiseId: a!.id, quantity: 2 }],
        },
      )
    ).cartLinesAdd;
    expect(added.userErrors).toEqual([]);
    expect(added.cart.lines.nodes.map((l: any) => [l.merchandise.id, l.quantity])).toEqual([
      [b!.id, 1],
      [a!.id, 3],
    ]);
    expect(added.cart.totalQuantity).toBe(4);
  });

  it("clamps to stock with a warning instead of an error, and keeps sold-out items out", async () => {
    const [low] = await variantsWhere(
      (v) => v.tracked && v.quantityAvailable >= 1 && v.quantityAvailable <= 3,
    );
    const [soldOut] = await variantsWhere((v) => v.tracked && v.quantityAvailable === 0);
    const payload = await createCart([
      { merchandiseId: low!.id, quantity: 50 },
      { merchandiseId: soldOut!.id, quantity: 1 },
    ]);
    expect(payload.userErrors).toEqual([]);
    const lowLine = payload.cart.lines.nodes.find((l: any) => l.merchandise.id === low!.id);
    expect(lowLine.quantity).toBe(low!.quantityAvailable);
    expect(payload.cart.lines.nodes.some((l: any) => l.merchandise.id === soldOut!.id)).toBe(false);
    expect(payload.warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: "MERCHANDISE_NOT_ENOUGH_STOCK", target: lowLine.id }),
        expect.objectContaining({ code: "MERCHANDISE_OUT_OF_STOCK" }),
      ]),
    );
  });

  it("never clamps untracked inventory", async () => {
    const [untracked] = await variantsWhere((v) => !v.tracked);
    const payload = await createCart([{ merchandiseId: untracked!.id, quantity: 40 }]);
    expect(payload.warnings).toEqual([]);
    expect(payload.cart.totalQuantity).toBe(40);
  });

  const ADD_LINES = `${CART_FIELDS} mutation($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { ${PAYLOAD} } }`;
  /** The cart's row key: the gid's last segment without its `?key=`. */
  const cartTokenOf = (gid: string) => gid.split("/").pop()!.split("?")[0]!;

  it("keeps every one of many concurrent adds to the same cart", async () => {
    const [untracked] = await variantsWhere((v) => !v.tracked);
    const { cart } = await createCart([{ merchandiseId: untracked!.id, quantity: 1 }]);
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        query(ADD_LINES, { id: cart.id, lines: [{ merchandiseId: untracked!.id, quantity: 1 }] }),
      ),
    );
    expect(results.every((r) => r.cartLinesAdd.userErrors.length === 0)).toBe(true);
    const read = await query(`${CART_FIELDS} query($id: ID!) { cart(id: $id) { ...CartFields } }`, {
      id: cart.id,
    });
    expect(read.cart.totalQuantity).toBe(13);
    expect(read.cart.lines.nodes).toHaveLength(1);
  });

  it("adds to the cart as stored, even when another writer changed it since", async () => {
    const [untracked] = await variantsWhere((v) => !v.tracked);
    const { cart } = await createCart([{ merchandiseId: untracked!.id, quantity: 1 }]);
    const lines = [{ merchandiseId: untracked!.id, quantity: 1 }];
    expect((await query(ADD_LINES, { id: cart.id, lines })).cartLinesAdd.cart.totalQuantity).toBe(
      2,
    );
    // Another provider process on the same PostgreSQL, say, sets the line to 10.
    const token = cartTokenOf(cart.id);
    await shop.provider.db
      .update(cartLines)
      .set({ quantity: 10 })
      .where(eq(cartLines.cartToken, token));
    await shop.provider.db
      .update(carts)
      .set({ version: sql`${carts.version} + 1` })
      .where(eq(carts.token, token));
    expect((await query(ADD_LINES, { id: cart.id, lines })).cartLinesAdd.cart.totalQuantity).toBe(
      11,
    );
  });

  it("refuses line changes once checkout has completed the cart", async () => {
    const [untracked] = await variantsWhere((v) => !v.tracked);
    const { cart } = await createCart([{ merchandiseId: untracked!.id, quantity: 1 }]);
    const lines = [{ merchandiseId: untracked!.id, quantity: 1 }];
    expect((await query(ADD_LINES, { id: cart.id, lines })).cartLinesAdd.cart.totalQuantity).toBe(
      2,
    );
    // What placing the order does to the cart, behind the Storefront API's back.
    const token = cartTokenOf(cart.id);
    await shop.provider.db
      .update(carts)
      .set({ completedAt: new Date() })
      .where(eq(carts.token, token));
    const refused = (await query(ADD_LINES, { id: cart.id, lines })).cartLinesAdd;
    expect(refused.cart).toBeNull();
    expect(refused.userErrors).toEqual([
      { code: "INVALID", field: ["cartId"], message: "The specified cart does not exist." },
    ]);
  });

  it("updates, removes with quantity 0 and by id, and rejects unknown lines leaving the cart unchanged", async () => {
    const [a, b] = await variantsWhere((v) => v.quantityAvailable > 10);
    const { cart } = await createCart([{ merchandiseId: a!.id }, { merchandiseId: b!.id }]);
    const [lineB, lineA] = cart.lines.nodes;
    const mutationUpdate = `${CART_FIELDS} mutation($id: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $id, lines: $lines) { ${PAYLOAD} } }`;
    const updated = (
      await query(mutationUpdate, {
        id: cart.id,
        lines: [{ id: lineA.id, quantity: 4 }, { id: lineB.id }],
      })
    ).cartLinesUpdate;
    expect(updated.cart.lines.nodes.map((l: any) => l.quantity)).toEqual([1, 4]);

    const unknown = (
      await query(mutationUpdate, {
        id: cart.id,
        lines: [
          { id: lineA.id, quantity: 9 },
          { id: lineA.id.replace(/[0-9a-f]{4}\?/, "0000?"), quantity: 1 },
        ],
      })
    ).cartLinesUpdate;
    expect(unknown.userErrors).toEqual([
      {
        code: "INVALID_MERCHANDISE_LINE",
        field: ["lines", "1", "id"],
        message: "Merchandise line was not found in cart.",
      },
    ]);
    expect(unknown.cart.lines.nodes.map((l: any) => l.quantity)).toEqual([1, 4]);

    const zero = (
      await query(mutationUpdate, { id: cart.id, lines: [{ id: lineA.id, quantity: 0 }] })
    ).cartLinesUpdate;
    expect(zero.cart.lines.nodes.map((l: any) => l.id)).toEqual([lineB.id]);
    const removed = (
      await query(
        `${CART_FIELDS} mutation($id: ID!, $ids: [ID!]!) { cartLinesRemove(cartId: $id, lineIds: $ids) { ${PAYLOAD} } }`,
        {
          id: cart.id,
          ids: [lineB.id],
        },
      )
    ).cartLinesRemove;
    expect(removed.cart.totalQuantity).toBe(0);
    expect(removed.cart.cost.subtotalAmount.amount).toBe("0.0");
  });

  it("reports unknown merchandise with the 2025-07 INVALID code and changes nothing", async () => {
    const [a] = await variantsWhere((v) => v.quantityAvailable > 10);
    const { cart } = await createCart([{ merchandiseId: a!.id }]);
    const payload = (
      await query(
        `${CART_FIELDS} mutation($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { ${PAYLOAD} } }`,
        {
          id: cart.id,
          lines: [{ merchandiseId: a!.id }, { merchandiseId: "gid://shopify/ProductVariant/1" }],
        },
      )
    ).cartLinesAdd;
    expect(payload.userErrors).toEqual([
      expect.objectContaining({ code: "INVALID", field: ["lines", "1", "merchandiseId"] }),
    ]);
    expect(payload.cart.totalQuantity).toBe(1);
  });

  it("hides buyer details without the key and refuses mutations without it", async () => {
    const [a] = await variantsWhere((v) => v.quantityAvailable > 10);
    const { cart } = await createCart([{ merchandiseId: a!.id }], {
      buyerIdentity: { email: "pup@example.com" },
    });
    expect(cart.buyerIdentity.email).toBe("pup@example.com");
    const withoutKey = cart.id.split("?")[0];
    const read = await query(`${CART_FIELDS} query($id: ID!) { cart(id: $id) { ...CartFields } }`, {
      id: withoutKey,
    });
    expect(read.cart.totalQuantity).toBe(1);
    expect(read.cart.buyerIdentity.email).toBeNull();
    const payload = (
      await query(
        `${CART_FIELDS} mutation($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { ${PAYLOAD} } }`,
        {
          id: withoutKey,
          lines: [{ merchandiseId: a!.id }],
        },
      )
    ).cartLinesAdd;
    expect(payload.cart).toBeNull();
    expect(payload.userErrors[0]).toMatchObject({
      code: "INVALID",
      message: "The specified cart does not exist.",
    });
  });

  it("expires carts ten days after their last update", async () => {
    const [a] = await variantsWhere((v) => v.quantityAvailable > 10);
    const { cart } = await createCart([{ merchandiseId: a!.id }]);
    shop.clock.advance(9 * 24 * 3600 * 1000);
    expect(
      (await query(`query($id: ID!) { cart(id: $id) { id } }`, { id: cart.id })).cart,
    ).not.toBeNull();
    shop.clock.advance(2 * 24 * 3600 * 1000);
    expect(
      (await query(`query($id: ID!) { cart(id: $id) { id } }`, { id: cart.id })).cart,
    ).toBeNull();
    const payload = (
      await query(
        `mutation($id: ID!) { cartLinesRemove(cartId: $id, lineIds: []) { cart { id } userErrors { message } } }`,
        { id: cart.id },
      )
    ).cartLinesRemove;
    expect(payload).toEqual({
      cart: null,
      userErrors: [{ message: "The specified cart does not exist." }],
    });
  });

  it("applies PEYTON20, keeps unknown codes as not applicable, and clears with []", async () => {
    const [a] = await variantsWhere((v) => v.quantityAvailable > 10);
    const { cart } = await createCart([{ merchandiseId: a!.id, quantity: 2 }]);
    const update = `${CART_FIELDS} mutation($id: ID!, $codes: [String!]) { cartDiscountCodesUpdate(cartId: $id, discountCodes: $codes) { ${PAYLOAD} } }`;
    const applied = (await query(update, { id: cart.id, codes: ["peyton20", "NOPE"] }))
      .cartDiscountCodesUpdate;
    expect(applied.cart.discountCodes).toEqual([
      { code: "PEYTON20", applicable: true },
      { code: "NOPE", applicable: false },
    ]);
    expect(applied.warnings).toEqual([expect.objectContaining({ code: "DISCOUNT_NOT_FOUND" })]);
    const subtotal = Number(applied.cart.cost.subtotalAmount.amount);
    expect(Number(applied.cart.cost.totalAmount.amount)).toBeCloseTo(subtotal * 0.8, 2);
    const cleared = (await query(update, { id: cart.id, codes: [] })).cartDiscountCodesUpdate;
    expect(cleared.cart.discountCodes).toEqual([]);
    expect(cleared.cart.cost.totalAmount.amount).toBe(cleared.cart.cost.subtotalAmount.amount);
  });

  it("ties a cart to the customer named by a Customer Account access token", async () => {
    const { accessToken } = await signInCustomer(shop, "other@example.com");
    const created = await createCart([], { buyerIdentity: { customerAccessToken: accessToken } });
    expect(created.userErrors).toEqual([]);
    const withCustomer = `query($id: ID!) { cart(id: $id) { buyerIdentity { email customer { email displayName } } } }`;
    const read = await query(withCustomer, { id: created.cart.id });
    expect(read.cart.buyerIdentity.customer.email).toBe("other@example.com");

    const [a] = await variantsWhere((v) => v.quantityAvailable > 10);
    const viaContext = (
      await query(
        `mutation($lines: [CartLineInput!]) @inContext(buyer: { customerAccessToken: "${accessToken}" }) { cartCreate(input: { lines: $lines }) { cart { id } userErrors { message } } }`,
        { lines: [{ merchandiseId: a!.id }] },
      )
    ).cartCreate;
    expect(viaContext.userErrors).toEqual([]);
    const readBack = await query(withCustomer, { id: viaContext.cart.id });
    expect(readBack.cart.buyerIdentity.customer.email).toBe("other@example.com");
  });

  it("rejects an unknown customer access token in the buyer identity", async () => {
    const payload = await createCart([], {
      buyerIdentity: { customerAccessToken: "shcat_not-a-real-token" },
    });
    expect(payload.cart).toBeNull();
    expect(payload.userErrors).toEqual([
      {
        code: "INVALID",
        field: ["input", "buyerIdentity", "customerAccessToken"],
        message: "Customer is invalid",
      },
    ]);
  });
});

describe("transport and limits", () => {
  it("answers 401 without a valid token and 404 for other API versions", async () => {
    expect(
      (await post({ query: "{ shop { name } }" }, { "x-shopify-storefront-access-token": "wrong" }))
        .status,
    ).toBe(401);
    const noToken = await fetch(shop.storefrontEndpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ shop { name } }" }),
    });
    expect(noToken.status).toBe(401);
    const other = await fetch(shop.storefrontEndpoint.replace("2025-07", "2019-10"), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-shopify-storefront-access-token": shop.config.storefrontToken,
      },
      body: JSON.stringify({ query: "{ shop { name } }" }),
    });
    expect(other.status).toBe(404);
  });

  it("answers malformed bodies with 400 JSON and keeps serving", async () => {
    const malformed = await post("{not json");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toHaveProperty("errors");
    const missing = await post({ variables: {} });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      errors: { query: "Required parameter missing or invalid" },
    });
    const batched = await post([{ query: "{ shop { name } }" }, { query: "{ shop { name } }" }]);
    expect(batched.status).toBe(400);
    const wrongType = await post("query=1", { "content-type": "text/plain" });
    expect(wrongType.status).toBe(400);
    const huge = await post({ query: `{ shop { name } } # ${"x".repeat(300_000)}` });
    expect(huge.status).toBe(413);
    const ok = await post({ query: "{ shop { name } }" });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("accepts raw application/graphql bodies", async () => {
    const response = await post("{ shop { name } }", { "content-type": "application/graphql" });
    expect(await response.json()).toEqual({ data: { shop: { name: expect.any(String) } } });
  });

  it("returns GraphQL errors with HTTP 200 and a code", async () => {
    const response = await post({ query: "{ shop { nope } }" });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data).toBeUndefined();
    expect(body.errors[0].extensions.code).toBeTruthy();
  });

  it("rejects deep, alias-heavy, oversized and explosive queries before running them", async () => {
    const deep = `{ ${"products(first: 1) { nodes { collections(first: 1) { nodes { ".repeat(4)} id ${"} } } }".repeat(4)} }`;
    expect((await (await post({ query: deep })).json()).errors[0].extensions.code).toBe(
      "MAX_DEPTH_EXCEEDED",
    );
    const aliases = `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: shop { name }`).join(" ")} }`;
    expect((await (await post({ query: aliases })).json()).errors[0].extensions.code).toBe(
      "MAX_ALIASES_EXCEEDED",
    );
    const long = `{ shop { name } } ${"#".repeat(60_000)}\n`;
    expect((await (await post({ query: long })).json()).errors[0].extensions.code).toBe(
      "MAX_QUERY_SIZE_EXCEEDED",
    );
    const explosive = `{ products(first: 250) { nodes { variants(first: 250) { nodes { id } } } } }`;
    expect((await (await post({ query: explosive })).json()).errors[0].extensions.code).toBe(
      "MAX_COST_EXCEEDED",
    );
  });

  it("grants CORS to the storefront origin only", async () => {
    const preflight = await fetch(shop.storefrontEndpoint, {
      method: "OPTIONS",
      headers: {
        origin: shop.config.storefrontOrigin,
        "access-control-request-method": "POST",
        "access-control-request-headers":
          "content-type,x-shopify-storefront-access-token,shopify-storefront-id",
      },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBe(shop.config.storefrontOrigin);
    expect(preflight.headers.get("access-control-allow-headers")).toContain(
      "shopify-storefront-id",
    );
    const foreign = await fetch(shop.storefrontEndpoint, {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("injects latency, throttling and errors only while the loopback switch is on", async () => {
    const faults = `${shop.url}/__provider/faults`;
    await fetch(faults, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ throttled: true }),
    });
    const throttled = await post({ query: "{ shop { name } }" });
    expect(throttled.status).toBe(200);
    expect((await throttled.json()).errors[0].extensions.code).toBe("THROTTLED");
    await fetch(faults, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: 503, latencyMs: 150 }),
    });
    const started = Date.now();
    expect((await post({ query: "{ shop { name } }" })).status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    const rejected = await fetch(faults, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: 200 }),
    });
    expect(rejected.status).toBe(400);
    await fetch(faults, { method: "DELETE" });
    expect((await post({ query: "{ shop { name } }" })).status).toBe(200);
  });
});
