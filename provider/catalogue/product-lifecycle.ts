import { and, eq } from "drizzle-orm";
import { ChangeRefused } from "../db/change-refused";
import { queryRows, type Database } from "../db/client";
import {
  listingFacetSets,
  metafields,
  productImages,
  productListings,
  products,
  productVariants,
  unlistedProducts,
} from "../db/schema/index";
import { escapeHtml } from "../http/html";
import { productDeletePayload, productPayload } from "../webhooks/webhook-payloads";
import type { Art, ArtMotif } from "./artwork-schema";
import { recordCollectionUpdates, type CatalogueEditDeps } from "./catalogue-edits";
import { DEFAULT_CATEGORY, handleize, optionPair } from "./collections";

/*
 * The merchant creating and deleting products. Each runs in one transaction that writes the
 * product, its variants, its category metafield and its listing row, and records the webhooks
 * Shopify raises: `products/create` with the product, `products/delete` with its id alone, and
 * `collections/update` for the collections a published product joins or leaves. The caller then
 * replaces the catalogue snapshot, so the Storefront API answers from the change at once.
 */

/** The option every new product is sold in. */
export const SIZE_OPTION = "Size";

export interface NewProduct {
  title: string;
  handle: string;
  /** Plain text; a blank line starts a new paragraph. */
  description: string;
  productType: string;
  category: string;
  /** A decimal string, e.g. "24.00"; every size sells at it. */
  price: string;
  sizes: { size: string; quantity: number }[];
  published: boolean;
}

/*
 * A new product's picture until the merchant has photographs: the image route draws the
 * category's motif in the boutique's colours, at the catalogue's portrait size.
 */
const MOTIF_BY_CATEGORY: Record<string, ArtMotif> = {
  Accessories: "bandana",
  Carriers: "carrier",
  Clothing: "sweater",
  Home: "bed",
  Toys: "plush",
  Walking: "leash",
};
const PICTURE = { width: 1200, height: 1500 };

export function newProductArt(category: string): Art {
  return {
    motif: MOTIF_BY_CATEGORY[category] ?? "dog",
    colors: ["#f4b6c2", "#fbe9ec", "#9c3f52"],
    view: "front",
  };
}

/** The shop's categories: every `custom.category` a product has, and the default one. */
export async function shopCategories(db: Database): Promise<string[]> {
  const rows = await queryRows<{ value: string }>(
    db,
    `SELECT DISTINCT value FROM metafields
      WHERE owner_type = 'Product' AND namespace = 'custom' AND key = 'category'`,
    [],
  );
  return [...new Set([DEFAULT_CATEGORY, ...rows.map((row) => row.value)])].sort((a, b) =>
    a.localeCompare(b),
  );
}

/** The description as Shopify's editor stores it: one escaped paragraph per block of text. */
export function descriptionHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\r?\n/g, "<br>")}</p>`)
    .join("");
}

/** The next free id of a table whose ids the provider numbers itself. */
async function nextId(
  tx: Database,
  table: "products" | "product_variants" | "product_images" | "metafields",
) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    `SELECT (coalesce(max(id), 0) + 1)::text AS id FROM ${table}`,
    [],
  );
  return Number(row!.id);
}

/** The number of a product type and set of option values in `listing_facet_sets`, added if new. */
async function facetSetOf(tx: Database, productType: string, optionPairs: string[]) {
  const [found] = await tx
    .select({ id: listingFacetSets.id })
    .from(listingFacetSets)
    .where(
      and(
        eq(listingFacetSets.productType, productType),
        eq(listingFacetSets.optionPairs, optionPairs),
      ),
    );
  if (found) return found.id;
  const [last] = await queryRows<{ id: number }>(
    tx,
    "SELECT coalesce(max(id), 0) AS id FROM listing_facet_sets",
    [],
  );
  const id = last!.id + 1;
  await tx.insert(listingFacetSets).values({ id, productType, optionPairs });
  return id;
}

/** Creates a product, published on the shop or hidden, with one variant per size. */
export async function createProduct(deps: CatalogueEditDeps, input: NewProduct) {
  const now = deps.clock.now();
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // New products take the next ids and listing position: one creation at a time.
    await queryRows(
      tx,
      `SELECT pg_advisory_xact_lock(hashtextextended('boutique new product', 0))`,
      [],
    );
    const categories = await shopCategories(tx);
    if (!categories.includes(input.category)) {
      throw new ChangeRefused(422, `category: must be one of ${categories.join(", ")}.`);
    }
    const [taken] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.handle, input.handle));
    if (taken) {
      throw new ChangeRefused(
        409,
        `handle: another product already has the handle "${input.handle}".`,
      );
    }
    const [rank] = await queryRows<{ rank: number; position: number }>(
      tx,
      `SELECT (SELECT coalesce(max(best_selling_rank), 0) + 1 FROM products) AS rank,
              (SELECT coalesce(max(position), -1) + 1 FROM
                (SELECT position FROM product_listings UNION ALL
                 SELECT position FROM unlisted_products) l) AS position`,
      [],
    );
    const [shop] = await queryRows<{ name: string }>(tx, "SELECT name FROM shop_settings", []);
    // The shop's own products name the shop as their vendor.
    const vendor = shop?.name ?? "Boutique";
    const productId = await nextId(tx, "products");
    const firstVariantId = await nextId(tx, "product_variants");
    const metafieldId = await nextId(tx, "metafields");
    const imageId = await nextId(tx, "product_images");
    const sizes = input.sizes.map((s) => s.size);
    await tx.insert(products).values({
      id: productId,
      handle: input.handle,
      title: input.title,
      vendor,
      productType: input.productType,
      tags: [],
      descriptionHtml: descriptionHtml(input.description),
      seoTitle: null,
      seoDescription: null,
      bestSellingRank: rank!.rank,
      options: [{ name: SIZE_OPTION, values: sizes }],
      createdAt: now,
      updatedAt: now,
      publishedAt: input.published ? now : null,
    });
    await tx.insert(productImages).values({
      id: imageId,
      productId,
      position: 0,
      // By id: a handle-based key could meet a catalogue image's (`<handle>-<colour>-front`).
      key: `product-${productId}-front`,
      altText: input.title,
      ...PICTURE,
      art: newProductArt(input.category),
    });
    await tx.insert(productVariants).values(
      input.sizes.map((size, position) => ({
        id: firstVariantId + position,
        productId,
        position,
        title: size.size,
        sku: `${input.handle}-${size.size}`
          .toUpperCase()
          .replace(/[^A-Z0-9]+/g, "-")
          .slice(0, 64),
        selectedOptions: [{ name: SIZE_OPTION, value: size.size }],
        price: input.price,
        compareAtPrice: null,
        inventoryTracked: true,
        inventoryQuantity: size.quantity,
        imageId: null,
      })),
    );
    await tx.insert(metafields).values({
      id: metafieldId,
      ownerType: "Product",
      ownerId: productId,
      namespace: "custom",
      key: "category",
      type: "single_line_text_field",
      value: input.category,
      createdAt: now,
      updatedAt: now,
    });
    const optionPairs = sizes.map((size) => optionPair(SIZE_OPTION, size));
    const lower = (parts: string[]) => parts.join(" ").toLowerCase();
    // A hidden product's listing row waits in unlisted_products, as it does for one hidden later.
    await tx.insert(input.published ? productListings : unlistedProducts).values({
      productId,
      collection: handleize(input.category),
      position: rank!.position,
      titleKey: input.title.toLowerCase(),
      productType: input.productType,
      vendor,
      searchText: lower([input.title, input.productType, input.category, vendor]),
      suggestText: lower([input.title, input.category]),
      minPrice: input.price,
      maxPrice: input.price,
      bestSellingRank: rank!.rank,
      createdAt: now,
      optionPairs,
      facetSet: await facetSetOf(tx, input.productType, optionPairs),
      available: input.sizes.some((s) => s.quantity > 0),
    });
    if (deps.outbox.wants("products/create")) {
      const payload = await productPayload(tx, productId, { publicUrl: deps.publicUrl, now });
      await deps.outbox.record(tx, "products/create", payload!);
    }
    if (input.published) {
      await recordCollectionUpdates(tx, deps.outbox, { productId }, now);
    }
    return {
      id: productId,
      handle: input.handle,
      product: input.title,
      published: input.published,
      variantIds: input.sizes.map((_, position) => firstVariantId + position),
    };
  });
}

/**
 * Deletes a product with its variants, images, metafields and listing row. Orders keep their
 * lines as they were bought (title, variant title, price, image), as Shopify's do; the lines
 * no longer name the product or variant (`product_exists: false`). Cart lines of its variants
 * drop out of every cart, since no cart reader finds the variant any more.
 */
export async function deleteProduct(deps: CatalogueEditDeps, input: { productId: number }) {
  const now = deps.clock.now();
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // Variants before the product, the order a checkout locks them in, so neither waits on
    // the other forever.
    const variants = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, input.productId))
      .orderBy(productVariants.id)
      .for("update");
    const [product] = await tx
      .select()
      .from(products)
      .where(eq(products.id, input.productId))
      .for("update");
    if (!product) throw new ChangeRefused(404, "No product has this id.");
    const [category] = await queryRows<{ value: string }>(
      tx,
      `SELECT value FROM metafields WHERE owner_type = 'Product' AND owner_id = $1
        AND namespace = 'custom' AND key = 'category'`,
      [product.id],
    );
    const variantIds = `{${variants.map((v) => Math.trunc(v.id)).join(",")}}`;
    const [ordered] = await queryRows<{ lines: number }>(
      tx,
      `WITH kept AS (UPDATE order_line_items SET product_id = NULL, variant_id = NULL
                      WHERE product_id = $1 OR variant_id = ANY($2::bigint[]) RETURNING 1)
        SELECT count(*)::int AS lines FROM kept`,
      [product.id, variantIds],
    );
    await queryRows(
      tx,
      `DELETE FROM metafields
        WHERE (owner_type = 'Product' AND owner_id = $1)
           OR (owner_type = 'ProductVariant' AND owner_id = ANY($2::bigint[]))`,
      [product.id, variantIds],
    );
    // Its variants, images and listing row go with it (ON DELETE CASCADE).
    await tx.delete(products).where(eq(products.id, product.id));
    await deps.outbox.record(tx, "products/delete", productDeletePayload(product.id));
    if (product.publishedAt !== null) {
      await recordCollectionUpdates(
        tx,
        deps.outbox,
        { category: category?.value ?? DEFAULT_CATEGORY },
        now,
      );
    }
    return {
      id: product.id,
      handle: product.handle,
      product: product.title,
      orderLinesKept: ordered?.lines ?? 0,
    };
  });
}
