import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { CatalogueContent } from "../../catalogue/content-format";

const id = (name = "id") => bigint(name, { mode: "number" });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const shopSettings = pgTable("shop_settings", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  currencyCode: text("currency_code").notNull(),
  /** SHA-256 of the catalogue file last seeded, so a changed file reseeds at start. */
  catalogueHash: text("catalogue_hash"),
  /** The shop's pages, policies, URL redirects and blogs, as the catalogue file writes them. */
  content: jsonb("content").$type<CatalogueContent>(),
});

export const storefrontTokens = pgTable("storefront_tokens", {
  token: text("token").primaryKey(),
  label: text("label").notNull(),
  /** Shopify access scopes, e.g. `unauthenticated_read_product_inventory`. */
  scopes: jsonb("scopes").$type<string[]>().notNull(),
});

export interface ProductOptionRecord {
  name: string;
  values: string[];
}

export const products = pgTable("products", {
  id: id().primaryKey(),
  handle: text("handle").notNull().unique(),
  title: text("title").notNull(),
  vendor: text("vendor").notNull(),
  productType: text("product_type").notNull(),
  tags: jsonb("tags").$type<string[]>().notNull(),
  descriptionHtml: text("description_html").notNull(),
  seoTitle: text("seo_title"),
  seoDescription: text("seo_description"),
  bestSellingRank: integer("best_selling_rank").notNull(),
  options: jsonb("options").$type<ProductOptionRecord[]>().notNull(),
  createdAt: at("created_at").notNull(),
  updatedAt: at("updated_at").notNull(),
  /** Null while the merchant hides the product: the Storefront API then knows nothing of it. */
  publishedAt: at("published_at"),
});

export const productImages = pgTable(
  "product_images",
  {
    id: id().primaryKey(),
    productId: id("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    key: text("key").notNull().unique(),
    altText: text("alt_text"),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The drawing instructions the image route renders (see provider/images/artwork/). */
    art: jsonb("art").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index("product_images_product_idx").on(t.productId, t.position)],
);

export interface SelectedOptionRecord {
  name: string;
  value: string;
}

export const productVariants = pgTable(
  "product_variants",
  {
    id: id().primaryKey(),
    productId: id("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    sku: text("sku"),
    selectedOptions: jsonb("selected_options").$type<SelectedOptionRecord[]>().notNull(),
    price: numeric("price", { precision: 12, scale: 2 }).notNull(),
    compareAtPrice: numeric("compare_at_price", { precision: 12, scale: 2 }),
    inventoryTracked: boolean("inventory_tracked").notNull(),
    inventoryQuantity: integer("inventory_quantity").notNull(),
    imageId: id("image_id").references(() => productImages.id, { onDelete: "set null" }),
  },
  (t) => [index("product_variants_product_idx").on(t.productId, t.position)],
);

export const metafields = pgTable(
  "metafields",
  {
    id: id().primaryKey(),
    ownerType: text("owner_type").$type<"Product" | "ProductVariant">().notNull(),
    ownerId: id("owner_id").notNull(),
    namespace: text("namespace").notNull(),
    key: text("key").notNull(),
    type: text("type").notNull(),
    value: text("value").notNull(),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [uniqueIndex("metafields_owner_key_idx").on(t.ownerType, t.ownerId, t.namespace, t.key)],
);

/**
 * Each distinct pair of product type and option values among the listings, numbered. Filter
 * counts group listings by this number instead of by the type's text and the values' array, which
 * cost PGlite several times as much per row, and read the type and values here once per group.
 */
export const listingFacetSets = pgTable("listing_facet_sets", {
  id: integer("id").primaryKey(),
  productType: text("product_type").notNull(),
  optionPairs: text("option_pairs").array().notNull(),
});

/** What a listing row holds; hidden products keep theirs in `unlisted_products`. */
const listingColumns = () => ({
  productId: id("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  /** Handle of the category collection (the kebab-cased `custom.category`), if any. */
  collection: text("collection"),
  /** Position in the catalogue file: a collection's manual order. */
  position: integer("position").notNull(),
  titleKey: text("title_key").notNull(),
  productType: text("product_type").notNull(),
  vendor: text("vendor").notNull(),
  /** Lowercased title, type, category, vendor and tags: what a search query matches. */
  searchText: text("search_text").notNull(),
  /** Lowercased title and category: what predictive search matches. */
  suggestText: text("suggest_text").notNull(),
  minPrice: numeric("min_price", { precision: 12, scale: 2 }).notNull(),
  maxPrice: numeric("max_price", { precision: 12, scale: 2 }).notNull(),
  bestSellingRank: integer("best_selling_rank").notNull(),
  createdAt: at("created_at").notNull(),
  /** `lower(option name) || chr(31) || lower(value)` for every option value a variant has. */
  optionPairs: text("option_pairs").array().notNull(),
  /** Its product type and option values as a `listing_facet_sets` id. */
  facetSet: integer("facet_set")
    .notNull()
    .references(() => listingFacetSets.id),
  available: boolean("available").notNull(),
});

/**
 * One row per product with what collection, search and filter queries select, sort and count on,
 * so those run in SQL with indexes instead of over the catalogue in memory. Written by the seeder;
 * `available` is kept current by a trigger on variant stock (see migration 0009).
 */
export const productListings = pgTable("product_listings", listingColumns(), (t) => [
  index("product_listings_collection_idx").on(t.collection, t.bestSellingRank),
  index("product_listings_search_idx").using("gin", t.searchText.op("gin_trgm_ops")),
  index("product_listings_suggest_idx").using("gin", t.suggestText.op("gin_trgm_ops")),
  index("product_listings_options_idx").using("gin", t.optionPairs),
  // One per sort key, ending in the id tiebreak: a page walks its order and stops after
  // `first` matches instead of reading and sorting every product that passes the filters.
  index("product_listings_best_selling_idx").on(t.bestSellingRank, t.productId),
  index("product_listings_price_idx").on(t.minPrice, t.productId),
  index("product_listings_title_idx").on(t.titleKey, t.productId),
  index("product_listings_created_idx").on(t.createdAt, t.productId),
  // What filter counts read, so that they read only the index (a collection's, or all).
  index("product_listings_facets_idx").on(
    t.collection,
    t.available,
    t.facetSet,
    t.minPrice,
    t.maxPrice,
  ),
  index("product_listings_all_facets_idx").on(t.available, t.facetSet, t.minPrice, t.maxPrice),
]);

/**
 * The listing rows of the products the merchant has hidden, moved out of `product_listings` so
 * that collection, search and filter queries (and their index-only counts) never see them,
 * and moved back, with their place in the collection's manual order, when the product is
 * published again.
 */
export const unlistedProducts = pgTable("unlisted_products", listingColumns());
