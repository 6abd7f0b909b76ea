import type { ShopFilters, SortOption } from "./shop-filters";
import { DEFAULT_FILTERS } from "./shop-filters";

/**
 * How /shop asks the Storefront API for its products (docs/decisions/0009-catalogue-on-the-api.md):
 * the category is a collection, search goes to `search`, and size, price and sort are the API's
 * own filters and sort keys, so nothing is filtered or sorted over a partial list in the browser.
 */

/** Cards per "Load More": divides evenly into the grid's 1, 2, 3 and 4 columns. */
export const SHOP_PAGE_SIZE = 24;

/**
 * The deepest page a URL may ask for (1,200 products). Each page in the URL is rendered on the
 * server, so the bound keeps one request's work bounded; filters and search reach the rest.
 */
export const MAX_SHOP_PAGES = 50;

/** The Storefront API's largest page. */
export const API_PAGE_LIMIT = 250;

/** "Accessories" → "accessories", "All" → "all": Shopify's handle for the collection's title. */
export function collectionHandle(category: ShopFilters["category"]): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Shopify's `ProductFilter` input, the parts the shop sends. */
export type ShopProductFilter =
  | { variantOption: { name: string; value: string } }
  | { price: { max: number } }
  | { productMetafield: { namespace: string; key: string; value: string } };

/**
 * Size is a variant option; the maximum price is a price range (a product passes when one of its
 * variants costs at most that much, that is, when its lowest price does).
 */
export function productFilters(filters: ShopFilters): ShopProductFilter[] {
  const list: ShopProductFilter[] = [];
  if (filters.size) list.push({ variantOption: { name: "Size", value: filters.size } });
  list.push({ price: { max: filters.maxPrice } });
  return list;
}

type CollectionSortKey = "BEST_SELLING" | "PRICE" | "CREATED" | "TITLE" | "COLLECTION_DEFAULT";

/**
 * A collection's sort keys. PRICE_DESC is PRICE reversed. Shopify's collections have no
 * product-type order, so "Product Type" keeps the collection's own order (best sellers here).
 */
export function collectionSort(sort: SortOption): { sortKey: CollectionSortKey; reverse: boolean } {
  switch (sort) {
    case "PRICE_DESC":
      return { sortKey: "PRICE", reverse: true };
    case "CREATED_AT":
      return { sortKey: "CREATED", reverse: false };
    case "PRODUCT_TYPE":
      return { sortKey: "COLLECTION_DEFAULT", reverse: false };
    default:
      return { sortKey: sort, reverse: false };
  }
}

/**
 * Search sorts by relevance or price only (Shopify's `SearchSortKeys`): the price orders are
 * kept, every other choice shows the best matches first.
 */
export function searchSort(sort: SortOption): { sortKey: "PRICE" | "RELEVANCE"; reverse: boolean } {
  if (sort === "PRICE") return { sortKey: "PRICE", reverse: false };
  if (sort === "PRICE_DESC") return { sortKey: "PRICE", reverse: true };
  return { sortKey: "RELEVANCE", reverse: false };
}

/**
 * A search inside a category: `search` has no collection argument, so the category is the
 * product's `custom.category` metafield as a filter (Shopify filters on a product metafield once
 * the merchant makes it filterable).
 */
export function searchFilters(filters: ShopFilters): ShopProductFilter[] {
  const list = productFilters(filters);
  if (filters.category !== DEFAULT_FILTERS.category) {
    list.push({
      productMetafield: { namespace: "custom", key: "category", value: filters.category },
    });
  }
  return list;
}

/** `?page=` is a whole number from 1 to MAX_SHOP_PAGES; anything else is the first page. */
export function parseShopPage(params: URLSearchParams): number {
  const raw = params.get("page");
  if (raw === null || !/^\d{1,4}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? Math.min(page, MAX_SHOP_PAGES) : 1;
}
