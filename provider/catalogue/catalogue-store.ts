import { asc } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  metafields,
  productImages,
  products,
  productVariants,
  shopSettings,
  type ProductOptionRecord,
  type SelectedOptionRecord,
} from "../db/schema/index";
import { toCents, toCentsOrNull } from "../graphql/money";
import { NO_CONTENT, type CatalogueContent } from "./content-format";

export interface MetafieldRecord {
  id: number;
  namespace: string;
  key: string;
  type: string;
  value: string;
  createdAt: Date;
  updatedAt: Date;
}

/*
 * The catalogue as the resolvers read it: database rows joined into linked objects (a variant
 * knows its product, prices are in cents, metafields are keyed). The catalogue file's own shapes,
 * as written on disk and seeded, are `Catalogue*` in `format.ts`.
 */

export interface SnapshotImage {
  __typename: "Image";
  id: number;
  productId: number;
  key: string;
  altText: string | null;
  width: number;
  height: number;
  art: Record<string, unknown>;
}

export interface SnapshotVariant {
  __typename: "ProductVariant";
  id: number;
  product: SnapshotProduct;
  position: number;
  title: string;
  sku: string | null;
  selectedOptions: SelectedOptionRecord[];
  priceCents: number;
  compareAtCents: number | null;
  tracked: boolean;
  quantity: number;
  image: SnapshotImage | null;
  metafields: Map<string, MetafieldRecord>;
}

export interface SnapshotProduct {
  __typename: "Product";
  id: number;
  handle: string;
  title: string;
  vendor: string;
  productType: string;
  tags: string[];
  descriptionHtml: string;
  description: string;
  seoTitle: string | null;
  seoDescription: string | null;
  bestSellingRank: number;
  options: ProductOptionRecord[];
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date;
  /**
   * False for a product the merchant has hidden. The snapshot keeps one only for the carts that
   * already hold its variants (`unlistedVariantsById`), where it shows as not for sale.
   */
  published: boolean;
  images: SnapshotImage[];
  variants: SnapshotVariant[];
  metafields: Map<string, MetafieldRecord>;
  minPriceCents: number;
  maxPriceCents: number;
}

export interface CatalogueSnapshot {
  shopName: string;
  currencyCode: string;
  /** The shop's pages, policies, URL redirects and blogs. */
  content: CatalogueContent;
  products: SnapshotProduct[];
  productsById: Map<number, SnapshotProduct>;
  productsByHandle: Map<string, SnapshotProduct>;
  variantsById: Map<number, SnapshotVariant>;
  /**
   * Variants of hidden products, for cart lines added while they were published: Shopify keeps
   * such a line in the cart, its merchandise unavailable, and its checkout refuses it. Nothing
   * else may find them.
   */
  unlistedVariantsById: Map<number, SnapshotVariant>;
  imagesByKey: Map<string, SnapshotImage>;
}

export const metafieldKey = (namespace: string, key: string) => `${namespace}.${key}`;

export function isAvailable(variant: SnapshotVariant) {
  return variant.product.published && (!variant.tracked || variant.quantity > 0);
}

/**
 * The catalogue changes only when the provider is reseeded, an order takes stock or the merchant
 * edits it in the console, so reads come from an in-memory snapshot of the database that those
 * writes invalidate. Cart mutations
 * still read stock from the database inside their own statements.
 */
export function createCatalogueStore(db: Database) {
  let snapshot: Promise<CatalogueSnapshot> | null = null;
  return {
    get(): Promise<CatalogueSnapshot> {
      snapshot ??= loadSnapshot(db).catch((error: unknown) => {
        snapshot = null;
        throw error;
      });
      return snapshot;
    },
    invalidate() {
      snapshot = null;
    },
  };
}

export type CatalogueStore = ReturnType<typeof createCatalogueStore>;

async function loadSnapshot(db: Database): Promise<CatalogueSnapshot> {
  const [settings, productRows, imageRows, variantRows, metafieldRows] = await Promise.all([
    db.select().from(shopSettings).limit(1),
    db.select().from(products).orderBy(asc(products.id)),
    db
      .select()
      .from(productImages)
      .orderBy(asc(productImages.productId), asc(productImages.position)),
    db
      .select()
      .from(productVariants)
      .orderBy(asc(productVariants.productId), asc(productVariants.position)),
    db.select().from(metafields).orderBy(asc(metafields.id)),
  ]);
  const currencyCode = settings[0]?.currencyCode ?? "USD";
  const productMetafields = new Map<number, Map<string, MetafieldRecord>>();
  const variantMetafields = new Map<number, Map<string, MetafieldRecord>>();
  for (const row of metafieldRows) {
    const target = row.ownerType === "Product" ? productMetafields : variantMetafields;
    let map = target.get(row.ownerId);
    if (!map) target.set(row.ownerId, (map = new Map()));
    map.set(metafieldKey(row.namespace, row.key), row);
  }
  const imagesById = new Map<number, SnapshotImage>();
  const imagesByKey = new Map<string, SnapshotImage>();
  const imagesByProduct = new Map<number, SnapshotImage[]>();
  for (const row of imageRows) {
    const image: SnapshotImage = {
      __typename: "Image",
      id: row.id,
      productId: row.productId,
      key: row.key,
      altText: row.altText,
      width: row.width,
      height: row.height,
      art: row.art,
    };
    imagesById.set(image.id, image);
    imagesByKey.set(image.key, image);
    const list = imagesByProduct.get(row.productId) ?? [];
    list.push(image);
    imagesByProduct.set(row.productId, list);
  }
  const productsById = new Map<number, SnapshotProduct>();
  const productsByHandle = new Map<string, SnapshotProduct>();
  const hiddenById = new Map<number, SnapshotProduct>();
  const list: SnapshotProduct[] = [];
  for (const { publishedAt, ...row } of productRows) {
    const product: SnapshotProduct = {
      __typename: "Product",
      ...row,
      // Product.publishedAt is never null in the schema; a hidden product answers only
      // through a cart line, with the time it was created.
      publishedAt: publishedAt ?? row.createdAt,
      published: publishedAt !== null,
      description: htmlToText(row.descriptionHtml),
      images: imagesByProduct.get(row.id) ?? [],
      variants: [],
      metafields: productMetafields.get(row.id) ?? new Map(),
      minPriceCents: 0,
      maxPriceCents: 0,
    };
    // A hidden product is not on the shop's channel: no API answer names it or its variants.
    if (!product.published) {
      hiddenById.set(product.id, product);
      continue;
    }
    productsById.set(product.id, product);
    productsByHandle.set(product.handle, product);
    list.push(product);
  }
  const variantsById = new Map<number, SnapshotVariant>();
  const unlistedVariantsById = new Map<number, SnapshotVariant>();
  for (const row of variantRows) {
    const product = productsById.get(row.productId) ?? hiddenById.get(row.productId);
    if (!product) continue;
    const variant: SnapshotVariant = {
      __typename: "ProductVariant",
      id: row.id,
      product,
      position: row.position,
      title: row.title,
      sku: row.sku,
      selectedOptions: row.selectedOptions,
      priceCents: toCents(row.price),
      compareAtCents: toCentsOrNull(row.compareAtPrice),
      tracked: row.inventoryTracked,
      quantity: row.inventoryQuantity,
      image: row.imageId === null ? null : (imagesById.get(row.imageId) ?? null),
      metafields: variantMetafields.get(row.id) ?? new Map(),
    };
    product.variants.push(variant);
    (product.published ? variantsById : unlistedVariantsById).set(variant.id, variant);
  }
  for (const product of [...list, ...hiddenById.values()]) {
    const prices = product.variants.map((v) => v.priceCents);
    product.minPriceCents = prices.length ? Math.min(...prices) : 0;
    product.maxPriceCents = prices.length ? Math.max(...prices) : 0;
  }
  return {
    shopName: settings[0]?.name ?? "Boutique",
    currencyCode,
    content: settings[0]?.content ?? NO_CONTENT,
    products: list,
    productsById,
    productsByHandle,
    variantsById,
    unlistedVariantsById,
    imagesByKey,
  };
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** `Product.description` is the HTML description stripped of its markup. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|li|h\d|div)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (whole, entity: string) => {
      if (entity.startsWith("#x")) return String.fromCodePoint(parseInt(entity.slice(2), 16));
      if (entity.startsWith("#")) return String.fromCodePoint(Number(entity.slice(1)));
      return ENTITIES[entity.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{2,}/g, "\n")
    .trim();
}
