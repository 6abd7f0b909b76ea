import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "~/graphql/storefront";
import type { ProductSortKeys } from "~/graphql/storefront/graphql";
import type { StorefrontClient } from "~/lib/storefront-client";
import type { SortOption } from "../lib/shop-filters";
import { useStorefront } from "~/lib/storefront-provider";

const ProductsQuery = graphql(`
  query Products($first: Int!, $sortKey: ProductSortKeys, $reverse: Boolean) {
    products(first: $first, sortKey: $sortKey, reverse: $reverse) {
      nodes {
        ...ProductSummary
      }
    }
  }
`);

/**
 * The normaliser (and the sanitiser behind it) loads with the first fetch in the browser: a page
 * that arrives with its products already normalised (dehydrated) never needs it.
 */
export const loadNormalizer = () => import("../lib/normalize-product");

/** Spec §9: the shop fetches 100 products in one call and filters them in the browser. */
export const PRODUCTS_PAGE_SIZE = 100;

/** PRICE_DESC is not a Storefront sort key: it is PRICE reversed (spec §7). */
export function toServerSort(sort: SortOption): { sortKey: ProductSortKeys; reverse: boolean } {
  return sort === "PRICE_DESC"
    ? { sortKey: "PRICE", reverse: true }
    : { sortKey: sort, reverse: false };
}

export const getProducts = async (storefront: StorefrontClient, sort: SortOption) => {
  const [data, { normalizeProduct, toProductListing }] = await Promise.all([
    storefront.request(ProductsQuery, { first: PRODUCTS_PAGE_SIZE, ...toServerSort(sort) }),
    loadNormalizer(),
  ]);
  return data.products.nodes.map((node) => toProductListing(normalizeProduct(node)));
};

export const productsQueryOptions = (storefront: StorefrontClient, sort: SortOption) =>
  queryOptions({
    queryKey: ["catalog", "products", sort],
    queryFn: () => getProducts(storefront, sort),
    // A new sort keeps the current grid on screen until the reordered list arrives.
    placeholderData: keepPreviousData,
  });

export const useProducts = (sort: SortOption) =>
  useQuery(productsQueryOptions(useStorefront(), sort));
