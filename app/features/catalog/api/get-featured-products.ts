import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StorefrontClient } from "~/lib/storefront-client";
import { useStorefront } from "~/lib/storefront-provider";
import { getProducts } from "./get-products";

/**
 * Spec §7: the featured list reuses the product-list call (100, best sellers first) and keeps
 * the featured ones. Its own cache entry holds only those, so the home page's HTML carries a
 * dozen products rather than the whole catalogue.
 */
export const getFeaturedProducts = async (storefront: StorefrontClient) =>
  (await getProducts(storefront, "BEST_SELLING")).filter((product) => product.featured);

export const featuredProductsQueryOptions = (storefront: StorefrontClient) =>
  queryOptions({
    queryKey: ["catalog", "featured-products"],
    queryFn: () => getFeaturedProducts(storefront),
  });

export const useFeaturedProducts = () => useQuery(featuredProductsQueryOptions(useStorefront()));
