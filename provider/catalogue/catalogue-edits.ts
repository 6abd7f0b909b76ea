import { eq, getTableColumns } from "drizzle-orm";
import type { Clock } from "../clock";
import { ChangeRefused } from "../db/change-refused";
import { queryRows, type Database } from "../db/client";
import { productListings, products, productVariants } from "../db/schema/index";
import { toCents } from "../graphql/money";
import { recordProductUpdate, recordStockChange } from "../webhooks/product-events";
import type { WebhookOutbox } from "../webhooks/webhook-outbox";
import { collectionPayload } from "../webhooks/webhook-payloads";
import {
  ALL_COLLECTION_HANDLE,
  categoryDescription,
  collectionIdsOf,
  DEFAULT_CATEGORY,
  handleize,
} from "./collections";

/*
 * The merchant's changes to the catalogue. Each runs in one transaction that writes the rows,
 * keeps the product's listing row (product_listings, or unlisted_products while it is hidden) in
 * step, and records the webhooks Shopify would raise. The caller then replaces the catalogue
 * snapshot (which also drops every cached Storefront answer made from the old one) and wakes
 * the webhook sender: the next Storefront request reads the change.
 */

export interface CatalogueEditDeps {
  db: Database;
  clock: Clock;
  outbox: WebhookOutbox;
  /** The provider's public origin, for image URLs in payloads. */
  publicUrl: string;
}

/** The columns of a listing row, as both `product_listings` and `unlisted_products` name them. */
const LISTING_COLUMNS = Object.values(getTableColumns(productListings)).map(
  (column) => column.name,
);

async function lockVariant(tx: Database, variantId: number) {
  const [variant] = await tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.id, variantId))
    .for("update");
  if (!variant) throw new ChangeRefused(404, "No variant has this id.");
  const [product] = await tx.select().from(products).where(eq(products.id, variant.productId));
  return { variant, product: product! };
}

/** A product's price range and stock, read again into whichever listing table holds it. */
async function refreshListing(tx: Database, productId: number) {
  for (const table of ["product_listings", "unlisted_products"]) {
    await queryRows(
      tx,
      `UPDATE ${table} l SET min_price = v.min_price, max_price = v.max_price, available = v.available
        FROM (SELECT min(price) AS min_price, max(price) AS max_price,
                bool_or(NOT inventory_tracked OR inventory_quantity > 0) AS available
              FROM product_variants WHERE product_id = $1) v
        WHERE l.product_id = $1`,
      [productId],
    );
  }
}

async function touchProduct(tx: Database, productId: number, now: Date) {
  await tx.update(products).set({ updatedAt: now }).where(eq(products.id, productId));
}

/** Sets a tracked variant's stock at the shop's one location. */
export async function setVariantStock(
  deps: CatalogueEditDeps,
  input: { variantId: number; quantity: number },
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const { variant, product } = await lockVariant(tx, input.variantId);
    if (!variant.inventoryTracked) {
      throw new ChangeRefused(
        409,
        `${product.title} (${variant.title}) doesn't track stock: it is always for sale.`,
      );
    }
    // The listing's availability follows in the same statement (migration 0009's trigger).
    await tx
      .update(productVariants)
      .set({ inventoryQuantity: input.quantity })
      .where(eq(productVariants.id, variant.id));
    await refreshListing(tx, product.id);
    await touchProduct(tx, product.id, now);
    await recordStockChange(
      tx,
      deps.outbox,
      [{ id: variant.id, productId: product.id, quantity: input.quantity }],
      { publicUrl: deps.publicUrl, now },
    );
    return {
      product: product.title,
      variant: variant.title,
      previous: variant.inventoryQuantity,
      quantity: input.quantity,
    };
  });
}

/** Sets a variant's price and compare-at price (decimal strings; null clears compare-at). */
export async function setVariantPrice(
  deps: CatalogueEditDeps,
  input: { variantId: number; price: string; compareAtPrice: string | null },
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const { variant, product } = await lockVariant(tx, input.variantId);
    if (input.compareAtPrice !== null && toCents(input.compareAtPrice) <= toCents(input.price)) {
      throw new ChangeRefused(
        422,
        "The compare-at price must be higher than the price, or left empty.",
      );
    }
    await tx
      .update(productVariants)
      .set({ price: input.price, compareAtPrice: input.compareAtPrice })
      .where(eq(productVariants.id, variant.id));
    await refreshListing(tx, product.id);
    await touchProduct(tx, product.id, now);
    await recordProductUpdate(tx, deps.outbox, product.id, { publicUrl: deps.publicUrl, now });
    return { product: product.title, variant: variant.title, price: input.price };
  });
}

/**
 * Publishes a product on the shop's channel or hides it. A hidden product is gone from every
 * Storefront API answer (its page, collections, search, its variants in new cart lines); its
 * listing row waits in `unlisted_products`, keeping its place in the collection's order.
 */
export async function setProductPublished(
  deps: CatalogueEditDeps,
  input: { productId: number; published: boolean },
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [product] = await tx
      .select()
      .from(products)
      .where(eq(products.id, input.productId))
      .for("update");
    if (!product) throw new ChangeRefused(404, "No product has this id.");
    const changed = (product.publishedAt !== null) !== input.published;
    if (changed) {
      const [from, to] = input.published
        ? ["unlisted_products", "product_listings"]
        : ["product_listings", "unlisted_products"];
      // By name: the two tables hold the same columns, not in the same order.
      const columns = LISTING_COLUMNS.join(", ");
      await queryRows(
        tx,
        `WITH moved AS (DELETE FROM ${from} WHERE product_id = $1 RETURNING ${columns})
          INSERT INTO ${to} (${columns}) SELECT ${columns} FROM moved`,
        [product.id],
      );
      await tx
        .update(products)
        .set({ publishedAt: input.published ? now : null, updatedAt: now })
        .where(eq(products.id, product.id));
      await refreshListing(tx, product.id);
      await recordProductUpdate(tx, deps.outbox, product.id, { publicUrl: deps.publicUrl, now });
      await recordCollectionUpdates(tx, deps.outbox, { productId: product.id }, now);
    }
    return { product: product.title, published: input.published, changed };
  });
}

/**
 * `collections/update` for the collections whose products changed: the product's category
 * collection and `all`. Ids are numbered as the Storefront API numbers them, from the
 * categories of the products now published (and the product's own). A deleted product, no
 * longer in the table, is named by its category.
 */
export async function recordCollectionUpdates(
  tx: Database,
  outbox: WebhookOutbox,
  changed: { productId: number } | { category: string },
  now: Date,
) {
  if (!outbox.wants("collections/update")) return;
  const rows = await queryRows<{ id: string; category: string | null; published: boolean }>(
    tx,
    `SELECT p.id::text AS id, m.value AS category, p.published_at IS NOT NULL AS published
      FROM products p LEFT JOIN metafields m ON m.owner_type = 'Product' AND m.owner_id = p.id
        AND m.namespace = 'custom' AND m.key = 'category'`,
    [],
  );
  const categoryOf = (row: { category: string | null }) => row.category ?? DEFAULT_CATEGORY;
  const own =
    "productId" in changed ? rows.find((row) => Number(row.id) === changed.productId) : null;
  const category =
    "category" in changed ? changed.category : own ? categoryOf(own) : DEFAULT_CATEGORY;
  const ids = collectionIdsOf([...rows.filter((row) => row.published).map(categoryOf), category]);
  await outbox.record(
    tx,
    "collections/update",
    collectionPayload(
      {
        id: ids.byCategory.get(category)!,
        handle: handleize(category),
        title: category,
        description: categoryDescription(category),
      },
      now,
    ),
  );
  await outbox.record(
    tx,
    "collections/update",
    collectionPayload(
      {
        id: ids.all,
        handle: ALL_COLLECTION_HANDLE,
        title: "All",
        description: "Every product in the boutique.",
      },
      now,
    ),
  );
}
