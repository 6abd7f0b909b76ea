import { createHash } from "node:crypto";
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { categoryOf, handleize, optionPair } from "../catalogue/collections";
import { parseCatalogue, type Catalogue } from "../catalogue/format";
import { toGid } from "../graphql/ids";
import type { Database } from "./client";
import {
  listingFacetSets,
  metafields,
  productImages,
  productListings,
  products,
  productVariants,
  shopSettings,
  storefrontTokens,
} from "./schema/index";

/** Scopes a public storefront token gets from Shopify when the merchant ticks every box. */
export const FULL_STOREFRONT_SCOPES = [
  "unauthenticated_read_product_listings",
  "unauthenticated_read_product_inventory",
  "unauthenticated_read_product_tags",
  "unauthenticated_read_content",
  "unauthenticated_read_checkouts",
  "unauthenticated_write_checkouts",
  "unauthenticated_read_customers",
];

/** A seeded token without the inventory scope, for checking scope enforcement. */
export const LIMITED_STOREFRONT_TOKEN = "boutique-local-token-without-inventory";

// Ids are assigned from fixed bases so the same catalogue always yields the same gids.
const PRODUCT_ID_BASE = 7_420_000_000;
const VARIANT_ID_BASE = 44_100_000_000;
const IMAGE_ID_BASE = 36_900_000_000;
const METAFIELD_ID_BASE = 25_600_000_000;

export type Seeder = (db: Database) => Promise<void>;

export interface CatalogueFile {
  catalogue: Catalogue;
  hash: string;
}

export function readCatalogueFile(file: string): CatalogueFile {
  let text: string;
  let json: unknown;
  try {
    text = fs.readFileSync(file, "utf8");
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`Cannot read the catalogue ${file}: ${(error as Error).message}`);
  }
  return { catalogue: parseCatalogue(json), hash: createHash("sha256").update(text).digest("hex") };
}

/** The hash of the catalogue the database was last seeded from, if any. */
export async function seededCatalogueHash(db: Database): Promise<string | null> {
  const [row] = await db.select({ hash: shopSettings.catalogueHash }).from(shopSettings).limit(1);
  return row?.hash ?? null;
}

/** Empties every table the migrations created, whichever area of the provider owns it. */
async function truncateAll(db: Database) {
  const result = await db.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    tablename: string;
  }[];
  if (!rows.length) return;
  const names = rows.map((r) => `"${r.tablename.replace(/"/g, '""')}"`).join(", ");
  await db.execute(sql.raw(`TRUNCATE TABLE ${names} RESTART IDENTITY CASCADE`));
}

export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length > 0;
}

/**
 * Empties the provider's data and loads the catalogue plus whatever other seeders the provider
 * registers (customers, orders). Runs in one transaction so a bad file leaves the old data.
 */
export async function resetAndSeed(
  db: Database,
  options: {
    catalogue: Catalogue;
    catalogueHash?: string;
    storefrontToken: string;
    seeders?: Seeder[];
  },
) {
  await db.transaction(async (tx) => {
    const database = tx as unknown as Database;
    await truncateAll(database);
    await seedCatalogue(database, options.catalogue, options.catalogueHash ?? null);
    await ensureStorefrontToken(database, options.storefrontToken);
    await database
      .insert(storefrontTokens)
      .values({
        token: LIMITED_STOREFRONT_TOKEN,
        label: "Storefront without inventory access",
        scopes: FULL_STOREFRONT_SCOPES.filter(
          (s) => s !== "unauthenticated_read_product_inventory",
        ),
      })
      .onConflictDoNothing();
    for (const seeder of options.seeders ?? []) await seeder(database);
  });
  await vacuumListings(db);
}

/**
 * Filter counts read only an index of the listings (their stock, facet set and prices), but an
 * index-only scan still visits each row's page until VACUUM has marked the pages all-visible,
 * and PGlite runs no autovacuum. Outside a transaction, as VACUUM must be.
 */
async function vacuumListings(db: Database) {
  await db.execute(sql`VACUUM (ANALYZE) product_listings`);
}

export async function ensureStorefrontToken(db: Database, token: string) {
  await db
    .insert(storefrontTokens)
    .values({ token, label: "Storefront (public)", scopes: FULL_STOREFRONT_SCOPES })
    .onConflictDoNothing();
}

async function seedCatalogue(db: Database, catalogue: Catalogue, catalogueHash: string | null) {
  await db.insert(shopSettings).values({
    id: 1,
    name: catalogue.shop.name,
    currencyCode: catalogue.shop.currencyCode,
    catalogueHash,
    content: {
      pages: catalogue.pages,
      policies: catalogue.policies,
      urlRedirects: catalogue.urlRedirects,
      blogs: catalogue.blogs,
    },
  });

  const productIds = new Map<string, number>();
  catalogue.products.forEach((p, i) => productIds.set(p.handle, PRODUCT_ID_BASE + i + 1));

  let variantId = VARIANT_ID_BASE;
  let imageId = IMAGE_ID_BASE;
  let metafieldId = METAFIELD_ID_BASE;
  const productRows: (typeof products.$inferInsert)[] = [];
  const imageRows: (typeof productImages.$inferInsert)[] = [];
  const variantRows: (typeof productVariants.$inferInsert)[] = [];
  const metafieldRows: (typeof metafields.$inferInsert)[] = [];
  const listingRows: (typeof productListings.$inferInsert)[] = [];
  const facetSets = facetSetNumbering();

  for (const product of catalogue.products) {
    const productId = productIds.get(product.handle)!;
    const createdAt = new Date(product.createdAt);
    const updatedAt = new Date(product.updatedAt ?? product.createdAt);
    productRows.push({
      id: productId,
      handle: product.handle,
      title: product.title,
      vendor: product.vendor,
      productType: product.productType,
      tags: product.tags,
      descriptionHtml: product.descriptionHtml,
      seoTitle: product.seo?.title ?? null,
      seoDescription: product.seo?.description ?? null,
      bestSellingRank: product.bestSellingRank,
      options: product.options,
      createdAt,
      updatedAt,
      publishedAt: createdAt,
    });
    listingRows.push(listingRow(product, productId, listingRows.length, createdAt, facetSets));
    const imageIds = new Map<string, number>();
    product.images.forEach((image, position) => {
      imageId += 1;
      imageIds.set(image.key, imageId);
      imageRows.push({
        id: imageId,
        productId,
        position,
        key: image.key,
        altText: image.altText ?? null,
        width: image.width,
        height: image.height,
        art: image.art as Record<string, unknown>,
      });
    });
    const pushMetafield = (
      ownerType: "Product" | "ProductVariant",
      ownerId: number,
      field: { namespace: string; key: string; type: string; value: string },
    ) => {
      metafieldId += 1;
      metafieldRows.push({
        id: metafieldId,
        ownerType,
        ownerId,
        namespace: field.namespace,
        key: field.key,
        type: field.type,
        // The file names related products by handle; the API speaks in product gids.
        value:
          field.key === "complete_the_look"
            ? JSON.stringify(
                (JSON.parse(field.value) as string[]).map((handle) =>
                  toGid("Product", productIds.get(handle)!),
                ),
              )
            : field.value,
        createdAt,
        updatedAt,
      });
    };
    for (const field of product.metafields ?? []) pushMetafield("Product", productId, field);
    product.variants.forEach((variant, position) => {
      variantId += 1;
      const selectedOptions = product.options.map((option) => ({
        name: option.name,
        value: variant.options[option.name]!,
      }));
      variantRows.push({
        id: variantId,
        productId,
        position,
        title: selectedOptions.map((o) => o.value).join(" / "),
        sku: variant.sku ?? null,
        selectedOptions,
        price: variant.price,
        compareAtPrice: variant.compareAtPrice ?? null,
        inventoryTracked: variant.inventory.tracked,
        inventoryQuantity: variant.inventory.tracked ? variant.inventory.quantity : 0,
        imageId: variant.image ? (imageIds.get(variant.image) ?? null) : null,
      });
      for (const field of variant.metafields ?? [])
        pushMetafield("ProductVariant", variantId, field);
    });
  }
  // PostgreSQL takes at most 65,535 parameters a statement, which 10,000 products exceed.
  const CHUNK = 1000;
  for (let i = 0; i < productRows.length; i += CHUNK) {
    await db.insert(products).values(productRows.slice(i, i + CHUNK));
  }
  for (let i = 0; i < imageRows.length; i += CHUNK) {
    await db.insert(productImages).values(imageRows.slice(i, i + CHUNK));
  }
  for (let i = 0; i < variantRows.length; i += CHUNK) {
    await db.insert(productVariants).values(variantRows.slice(i, i + CHUNK));
  }
  for (let i = 0; i < metafieldRows.length; i += 500) {
    await db.insert(metafields).values(metafieldRows.slice(i, i + 500));
  }
  if (facetSets.rows.length) await db.insert(listingFacetSets).values(facetSets.rows);
  for (let i = 0; i < listingRows.length; i += CHUNK) {
    await db.insert(productListings).values(listingRows.slice(i, i + CHUNK));
  }
  // Fresh statistics, so the planner picks the trigram index for a rare word and a scan for a
  // common one (PGlite runs no autovacuum to gather them).
  await db.execute(sql`ANALYZE product_listings`);
}

/**
 * A database seeded before product_listings existed (migration 0009) keeps its data, orders and
 * stock; its listing is filled from the same catalogue file, availability read from the stock.
 */
export async function ensureListings(db: Database, catalogue: Catalogue) {
  const [listed] = await db
    .select({ id: productListings.productId })
    .from(productListings)
    .limit(1);
  if (listed) return;
  const ids = new Map(
    (await db.select({ id: products.id, handle: products.handle }).from(products)).map((r) => [
      r.handle,
      r.id,
    ]),
  );
  const facetSets = facetSetNumbering();
  const rows = catalogue.products.flatMap((product, position) => {
    const id = ids.get(product.handle);
    return id === undefined
      ? []
      : [listingRow(product, id, position, new Date(product.createdAt), facetSets)];
  });
  await db.delete(listingFacetSets);
  if (facetSets.rows.length) await db.insert(listingFacetSets).values(facetSets.rows);
  for (let i = 0; i < rows.length; i += 1000) {
    await db.insert(productListings).values(rows.slice(i, i + 1000));
  }
  await db.execute(sql`UPDATE product_listings l SET available = EXISTS (
    SELECT 1 FROM product_variants v
    WHERE v.product_id = l.product_id AND (NOT v.inventory_tracked OR v.inventory_quantity > 0))`);
  await vacuumListings(db);
}

/** Numbers each distinct product type and set of option values, as `listing_facet_sets` holds them. */
function facetSetNumbering() {
  const ids = new Map<string, number>();
  const rows: (typeof listingFacetSets.$inferInsert)[] = [];
  return {
    rows,
    idOf(productType: string, optionPairs: string[]): number {
      const key = JSON.stringify([productType, optionPairs]);
      let id = ids.get(key);
      if (id === undefined) {
        id = rows.length + 1;
        ids.set(key, id);
        rows.push({ id, productType, optionPairs });
      }
      return id;
    },
  };
}

function listingRow(
  product: Catalogue["products"][number],
  productId: number,
  position: number,
  createdAt: Date,
  facetSets: ReturnType<typeof facetSetNumbering>,
): typeof productListings.$inferInsert {
  const category = categoryOf(product.metafields);
  const prices = product.variants.map((v) => Number(v.price));
  const lower = (parts: (string | null)[]) =>
    parts
      .filter((p): p is string => !!p)
      .join(" ")
      .toLowerCase();
  const pairs = new Set<string>();
  for (const variant of product.variants) {
    for (const [name, value] of Object.entries(variant.options)) pairs.add(optionPair(name, value));
  }
  return {
    productId,
    collection: handleize(category),
    position,
    titleKey: product.title.toLowerCase(),
    productType: product.productType,
    vendor: product.vendor,
    searchText: lower([
      product.title,
      product.productType,
      category,
      product.vendor,
      ...product.tags,
    ]),
    suggestText: lower([product.title, category]),
    minPrice: Math.min(...prices).toFixed(2),
    maxPrice: Math.max(...prices).toFixed(2),
    bestSellingRank: product.bestSellingRank,
    createdAt,
    optionPairs: [...pairs],
    facetSet: facetSets.idOf(product.productType, [...pairs]),
    available: product.variants.some((v) => !v.inventory.tracked || v.inventory.quantity > 0),
  };
}
