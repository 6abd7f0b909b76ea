import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StorefrontClient } from "~/lib/storefront-client";
import { useStorefront } from "~/lib/storefront-provider";
import { CollectionProductsQuery } from "./collection-products-query";
import { loadNormalizer } from "./load-normalizer";

/** As many picks as the carousel holds: a few screens of cards, never the whole catalogue. */
export const FEATURED_LIMIT = 24;

/**
 * The featured products, best sellers first. The shop's `all` collection is asked for
 * the products whose `custom.spotlight` metafield says Featured, so the page reads only what the
 * carousel shows (docs/decisions/0009-catalogue-on-the-api.md). The answer is checked again: a
 * shop where that metafield is not a filter answers with its best sellers, and only the featured
 * ones among them are picks.
 */
export const getFeaturedProducts = async (storefront: StorefrontClient) => {
  const [data, { normalizeProduct, toProductListing }] = await Promise.all([
    storefront.request(CollectionProductsQuery, {
      handle: "all",
      first: FEATURED_LIMIT,
      sortKey: "BEST_SELLING",
      filters: [{ productMetafield: { namespace: "custom", key: "spotlight", value: "Featured" } }],
    }),
    loadNormalizer(),
  ]);
  return (data.collection?.products.nodes ?? [])
    .map((node) => toProductListing(normalizeProduct(node)))
    .filter((product) => product.featured);
};

export const featuredProductsQueryOptions = (storefront: StorefrontClient) =>
  queryOptions({
    queryKey: ["catalog", "featured-products"],
    queryFn: () => getFeaturedProducts(storefront),
  });

export const useFeaturedProducts = () => useQuery(featuredProductsQueryOptions(useStorefront()));
