import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { productImages, products, productVariants } from "../db/schema/index";
import { toGid } from "../graphql/ids";
import { toCents } from "../graphql/money";

/*
 * Payloads in the shape of Shopify's REST Admin resources, which is what its webhooks carry
 * whatever API a subscription was made with: snake_case keys, numeric ids beside
 * `admin_graphql_api_id`, money as decimal strings with two places, tags as one comma-separated
 * string, option values as option1…option3.
 */

/** The one stock location of the local shop (a Shopify shop has at least one). */
export const LOCATION_ID = 70_120_000_001;

/**
 * The provider keeps no inventory items apart from variants, so a variant's inventory item has
 * the variant's number: `inventory_item_id` in a product payload and in `inventory_levels/update`
 * name the same thing, and a receiver can join them.
 */
export const inventoryItemIdOf = (variantId: number) => variantId;

const price = (decimal: string | null) =>
  decimal === null ? null : (toCents(decimal) / 100).toFixed(2);
const iso = (date: Date | null) => date?.toISOString() ?? null;

export function imageUrl(publicUrl: string, key: string) {
  return `${publicUrl}/cdn/shop/files/${key}.png?v=1`;
}

/** The REST `Product` as `products/create` and `products/update` carry it; null if it is gone. */
export async function productPayload(
  db: Database,
  productId: number,
  options: { publicUrl: string; now: Date },
) {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  if (!product) return null;
  const [variants, images] = await Promise.all([
    db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(asc(productVariants.position)),
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position)),
  ]);
  const imageViews = images.map((image, position) => ({
    id: image.id,
    alt: image.altText,
    position: position + 1,
    product_id: productId,
    created_at: iso(product.createdAt),
    updated_at: iso(product.updatedAt),
    admin_graphql_api_id: toGid("ProductImage", image.id),
    width: image.width,
    height: image.height,
    src: imageUrl(options.publicUrl, image.key),
    variant_ids: variants.filter((v) => v.imageId === image.id).map((v) => v.id),
  }));
  const optionValue = (variant: (typeof variants)[number], index: number) => {
    const name = product.options[index]?.name;
    return name === undefined
      ? null
      : (variant.selectedOptions.find((o) => o.name === name)?.value ?? null);
  };
  return {
    admin_graphql_api_id: toGid("Product", product.id),
    body_html: product.descriptionHtml,
    created_at: iso(product.createdAt),
    handle: product.handle,
    id: product.id,
    product_type: product.productType,
    published_at: iso(product.publishedAt),
    template_suffix: null,
    title: product.title,
    updated_at: iso(product.updatedAt),
    vendor: product.vendor,
    // Hiding a product takes it off the shop's sales channel; it stays an active product.
    status: "active",
    published_scope: "global",
    tags: product.tags.join(", "),
    variants: variants.map((variant) => ({
      admin_graphql_api_id: toGid("ProductVariant", variant.id),
      barcode: null,
      compare_at_price: price(variant.compareAtPrice),
      created_at: iso(product.createdAt),
      id: variant.id,
      inventory_policy: "deny",
      position: variant.position + 1,
      price: price(variant.price),
      product_id: product.id,
      sku: variant.sku,
      taxable: true,
      title: variant.title,
      updated_at: iso(product.updatedAt),
      option1: optionValue(variant, 0),
      option2: optionValue(variant, 1),
      option3: optionValue(variant, 2),
      image_id: variant.imageId,
      inventory_item_id: inventoryItemIdOf(variant.id),
      // An untracked variant's stock is not counted, and Shopify reports it as 0.
      inventory_quantity: variant.inventoryTracked ? variant.inventoryQuantity : 0,
      old_inventory_quantity: variant.inventoryTracked ? variant.inventoryQuantity : 0,
    })),
    options: product.options.map((option, index) => ({
      name: option.name,
      id: product.id * 10 + index + 1,
      product_id: product.id,
      position: index + 1,
      values: option.values,
    })),
    images: imageViews,
    image: imageViews[0] ?? null,
    media: imageViews.map((image) => ({
      id: image.id,
      product_id: productId,
      position: image.position,
      created_at: image.created_at,
      updated_at: image.updated_at,
      alt: image.alt,
      status: "READY",
      media_content_type: "IMAGE",
      preview_image: { width: image.width, height: image.height, src: image.src, status: "READY" },
      // Shopify lists a media's variants on the images only.
      variant_ids: [],
      admin_graphql_api_id: toGid("MediaImage", image.id),
    })),
    variant_gids: variants.map((variant) => ({
      admin_graphql_api_id: toGid("ProductVariant", variant.id),
      updated_at: iso(options.now),
    })),
    has_variants_that_requires_components: false,
    category: null,
  };
}

/** `products/delete` carries the id alone. */
export function productDeletePayload(productId: number) {
  return { id: productId };
}

/** `inventory_levels/update`: a variant's stock at the shop's one location. */
export function inventoryLevelPayload(variant: { id: number; quantity: number }, now: Date) {
  const inventoryItemId = inventoryItemIdOf(variant.id);
  return {
    inventory_item_id: inventoryItemId,
    location_id: LOCATION_ID,
    available: variant.quantity,
    updated_at: now.toISOString(),
    admin_graphql_api_id: `gid://shopify/InventoryLevel/${LOCATION_ID}?inventory_item_id=${inventoryItemId}`,
  };
}

/** `collections/update`: the collection's own fields (its products are not in it). */
export function collectionPayload(
  collection: { id: number; handle: string; title: string; description: string },
  now: Date,
) {
  return {
    id: collection.id,
    handle: collection.handle,
    title: collection.title,
    updated_at: now.toISOString(),
    body_html: collection.description,
    published_at: now.toISOString(),
    sort_order: "manual",
    template_suffix: null,
    published_scope: "global",
    admin_graphql_api_id: toGid("Collection", collection.id),
  };
}
