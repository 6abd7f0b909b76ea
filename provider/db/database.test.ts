import { and, eq, gte, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadProviderConfig } from "../config";
import { freePort } from "../../tests/support/free-port";
import { startPostgres, type PostgresServer } from "../../tests/support/postgres-server";
import { startTestProvider, storefrontRequest } from "../testing/start-provider";
import { facetCounts } from "../catalogue/listing-facets";
import { OPTION_PAIR_SEPARATOR } from "../catalogue/collections";
import {
  countListing,
  groupOf,
  pageListing,
  Params,
  searchTerms,
  whereClause,
  type ListingScope,
  type ProductFilter,
} from "../catalogue/listing-query";
import { openDatabase, queryRows, type DatabaseHandle } from "./client";
import { products, productVariants } from "./schema/index";
import { ensureListings, readCatalogueFile, resetAndSeed } from "./seed";

// The data layer must behave the same on embedded PGlite and on a real PostgreSQL server.
let postgres: PostgresServer | undefined;
let skipped = "";

beforeAll(async () => {
  const port = await freePort();
  const started = await startPostgres(port);
  if ("skipped" in started) skipped = started.skipped;
  else postgres = started;
}, 60_000);

afterAll(() => {
  postgres?.stop();
});

const config = loadProviderConfig({});
const { catalogue } = readCatalogueFile(config.cataloguePath);

/** A test provider on this connection, and a Storefront API call against it. */
async function startShopOn(options: { databaseUrl?: string; dataDir: string }) {
  const shop = await startTestProvider(
    options.databaseUrl ? { databaseUrl: options.databaseUrl } : {},
  );
  const storefront = <T>(query: string, variables: Record<string, unknown>) =>
    storefrontRequest<T>(shop, query, variables);
  return { shop, storefront };
}

describe.each([
  ["PGlite", () => ({ dataDir: "memory://" })],
  ["PostgreSQL", () => (postgres ? { databaseUrl: postgres.url, dataDir: "unused" } : null)],
] as const)("on %s", (_name, connection) => {
  let handle: DatabaseHandle | undefined;

  beforeAll(async () => {
    const options = connection();
    if (!options) return;
    handle = await openDatabase(options);
    await resetAndSeed(handle.db, { catalogue, storefrontToken: "test-token-123" });
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  const needsDatabase = () => {
    if (!handle) {
      expect(skipped, "PostgreSQL should be available on this machine").toBe("");
      return false;
    }
    return true;
  };

  it("migrates and seeds the whole catalogue, and reseeds to the same state", async () => {
    if (!needsDatabase()) return;
    const count = async () =>
      (await handle!.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]!.n;
    expect(await count()).toBe(catalogue.products.length);
    const before = await handle!.db.select().from(products).orderBy(products.id);
    await resetAndSeed(handle!.db, { catalogue, storefrontToken: "test-token-123" });
    expect(await count()).toBe(catalogue.products.length);
    expect(
      (await handle!.db.select().from(products).orderBy(products.id)).map((p) => p.id),
    ).toEqual(before.map((p) => p.id));
  });

  it("rolls a failed reseed back, leaving the previous data", async () => {
    if (!needsDatabase()) return;
    const broken = { ...catalogue, products: [...catalogue.products, catalogue.products[0]!] };
    await expect(
      resetAndSeed(handle!.db, { catalogue: broken, storefrontToken: "test-token-123" }),
    ).rejects.toThrow();
    const rows = await handle!.db.select({ id: products.id }).from(products);
    expect(rows.length).toBe(catalogue.products.length);
  });

  it("never oversells: concurrent conditional decrements of the last unit let one through", async () => {
    if (!needsDatabase()) return;
    const [variant] = await handle!.db.select().from(productVariants).limit(1);
    await handle!.db
      .update(productVariants)
      .set({ inventoryQuantity: 1, inventoryTracked: true })
      .where(eq(productVariants.id, variant!.id));
    const takeOne = () =>
      handle!.db
        .update(productVariants)
        .set({ inventoryQuantity: sql`${productVariants.inventoryQuantity} - 1` })
        .where(and(eq(productVariants.id, variant!.id), gte(productVariants.inventoryQuantity, 1)))
        .returning({ id: productVariants.id });
    const results = await Promise.all(Array.from({ length: 8 }, takeOne));
    expect(results.filter((rows) => rows.length === 1)).toHaveLength(1);
    const [after] = await handle!.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, variant!.id));
    expect(after!.inventoryQuantity).toBe(0);
  });

  it("serves the Storefront API from this database", async () => {
    if (!needsDatabase()) return;
    const { shop, storefront } = await startShopOn(connection()!);
    try {
      const body = await storefront<{ cartCreate: unknown }>(
        `mutation($v: ID!) { cartCreate(input: { lines: [{ merchandiseId: $v, quantity: 1 }] }) { cart { totalQuantity } userErrors { message } } }`,
        { v: "gid://shopify/ProductVariant/44100000001" },
      );
      expect(body.data.cartCreate).toEqual({ cart: { totalQuantity: 1 }, userErrors: [] });
    } finally {
      await shop.close();
    }
  });

  it("places one order for the last unit when two checkouts of it race", async () => {
    if (!needsDatabase()) return;
    const { shop, storefront } = await startShopOn(connection()!);
    try {
      const variantId = 44100000002;
      const [variant] = await shop.provider.db
        .update(productVariants)
        .set({ inventoryQuantity: 1, inventoryTracked: true })
        .where(eq(productVariants.id, variantId))
        .returning();
      const cartToken = async () => {
        const body = await storefront<{ cartCreate: { cart: { checkoutUrl: string } } }>(
          `mutation($v: ID!) { cartCreate(input: { lines: [{ merchandiseId: $v, quantity: 1 }] }) { cart { checkoutUrl } } }`,
          { v: `gid://shopify/ProductVariant/${variantId}` },
        );
        return new URL(body.data.cartCreate.cart.checkoutUrl).pathname.split("/").pop()!;
      };
      const tokens = [await cartToken(), await cartToken()];
      const now = new Date().toISOString();
      const line = {
        title: "Race",
        variant_id: variantId,
        quantity: 1,
        unit_price_cents: Math.round(Number(variant!.price) * 100),
        discount_cents: 0,
        variant_options: [],
      };
      const place = async (token: string) => {
        const order = {
          email: "race@example.com",
          currency_code: "USD",
          processed_at: now,
          created_at: now,
          updated_at: now,
          subtotal_before_discounts_cents: line.unit_price_cents,
          discount_cents: 0,
          shipping_cents: 0,
          tax_cents: 0,
          total_cents: line.unit_price_cents,
          discount_codes: [],
          financial_status: "PAID",
          fulfillment_status: "UNFULFILLED",
          confirmation_number: "RACE",
          status_token: `race-${token}`,
          cart_token: token,
        };
        const [row] = await queryRows<{ answer: string }>(
          shop.provider.db,
          "SELECT place_order($1, $2::jsonb, $3::jsonb)::text AS answer",
          [token, JSON.stringify(order), JSON.stringify([line])],
        );
        return (JSON.parse(row!.answer) as { kind: string }).kind;
      };
      const kinds = await Promise.all(tokens.map(place));
      expect(kinds.sort()).toEqual(["placed", "sold-out"]);
      const [after] = await shop.provider.db
        .select()
        .from(productVariants)
        .where(eq(productVariants.id, variantId));
      expect(after!.inventoryQuantity).toBe(0);
    } finally {
      await shop.close();
    }
  });
  it("counts each filter value as a count of that value with the other filters applied", async () => {
    if (!needsDatabase()) return;
    const db = handle!.db;
    const size = (value: string) => ({ variantOption: { name: "Size", value } });
    const cases: [ListingScope, ProductFilter[]][] = [
      [{}, []],
      [{ collection: "clothing" }, [size("S"), { price: { max: 40 } }]],
      [{}, [size("S"), size("M"), { price: { min: 20, max: 60 } }, { available: true }]],
      // Two toys are sold out: they count under "out of stock" and nowhere else.
      [{ collection: "toys" }, [{ available: true }, { productType: "Chew Toys" }]],
      [{ terms: searchTerms("e") }, [{ productType: "Sweaters" }, { tag: "winter" }, size("XS")]],
    ];
    for (const [scope, filters] of cases) {
      const counts = await facetCounts(db, scope, filters);
      const label = JSON.stringify([scope, filters]);
      const others = (group: string) => filters.filter((f) => groupOf(f) !== group);
      const countWith = (group: string, filter: ProductFilter) =>
        countListing(db, scope, [...others(group), filter]);
      expect(counts.total, label).toBe(await countListing(db, scope, filters));
      expect(counts.available, label).toEqual({
        inStock: await countWith("available", { available: true }),
        outOfStock: await countWith("available", { available: false }),
      });
      // Each listing has one type: the types' counts add up to the result without that filter.
      const typesTotal = [...counts.productTypes.values()].reduce((sum, n) => sum + n, 0);
      expect(typesTotal, label).toBe(await countListing(db, scope, others("productType")));
      for (const [type, n] of counts.productTypes) {
        expect(n, `${label} ${type}`).toBe(await countWith("productType", { productType: type }));
      }
      for (const [pair, n] of counts.options) {
        const [name, value] = pair.split(OPTION_PAIR_SEPARATOR) as [string, string];
        const filter = { variantOption: { name, value } };
        expect(n, `${label} ${pair}`).toBe(await countWith(`option:${name}`, filter));
      }
      // The highest price among the listings every filter but the price lets through.
      const params = new Params();
      const [top] = await queryRows<{ max: string }>(
        db,
        `SELECT coalesce(max(l.max_price), 0)::text AS max FROM product_listings l
          ${whereClause(scope, others("price"), params)}`,
        params.values,
      );
      expect(counts.maxPrice, label).toBe(Number(top!.max));
      expect(counts.total, label).toBeGreaterThan(0);
      if (scope.collection === "toys") expect(counts.available.outOfStock, label).toBe(1);
    }
  });
  it("lists every product for search and keeps each one's availability with its stock", async () => {
    if (!needsDatabase()) return;
    const db = handle!.db;
    const [listed] = await queryRows<{ n: number }>(
      db,
      "SELECT count(*)::int AS n FROM product_listings",
      [],
    );
    expect(Number(listed!.n)).toBe(catalogue.products.length);
    // Substring search through the trigram index, the same on both databases.
    const sweater = catalogue.products.find((p) => /sweater/i.test(p.title))!;
    const found = await pageListing(db, {
      scope: { terms: searchTerms("WEATE") },
      filters: [],
      sort: "RELEVANCE",
      reverse: false,
      page: { first: 250 },
    });
    expect(found.rows.length).toBe(
      catalogue.products.filter((p) =>
        [p.title, p.productType, ...p.tags].join(" ").toLowerCase().includes("weate"),
      ).length,
    );
    const [row] = await db.select().from(products).where(eq(products.handle, sweater.handle));
    const availableOf = async () =>
      (
        await queryRows<{ available: boolean | string }>(
          db,
          "SELECT available FROM product_listings WHERE product_id = $1",
          [row!.id],
        )
      )[0]!.available;
    const isTrue = (v: boolean | string) => v === true || v === "t" || v === "true";
    await db
      .update(productVariants)
      .set({ inventoryTracked: true, inventoryQuantity: 0 })
      .where(eq(productVariants.productId, row!.id));
    expect(isTrue(await availableOf())).toBe(false);
    const soldOut = await facetCounts(db, { terms: [sweater.title.toLowerCase()] }, []);
    expect(soldOut.available).toEqual({ inStock: 0, outOfStock: 1 });
    await db
      .update(productVariants)
      .set({ inventoryQuantity: 2 })
      .where(eq(productVariants.productId, row!.id));
    expect(isTrue(await availableOf())).toBe(true);
    // A database seeded before the listing existed gets it filled at start, stock as it stands.
    await db
      .update(productVariants)
      .set({ inventoryQuantity: 0 })
      .where(eq(productVariants.productId, row!.id));
    await queryRows(db, "DELETE FROM product_listings", []);
    await ensureListings(db, catalogue);
    const [refilled] = await queryRows<{ n: number }>(
      db,
      "SELECT count(*)::int AS n FROM product_listings",
      [],
    );
    expect(Number(refilled!.n)).toBe(catalogue.products.length);
    expect(isTrue(await availableOf())).toBe(false);
    await resetAndSeed(db, { catalogue, storefrontToken: "test-token-123" });
  });
});
