import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "~/graphql/storefront";
import type { StorefrontClient } from "~/lib/storefront-client";
import { useStorefront } from "~/lib/storefront-provider";
import { loadNormalizer } from "./get-products";

const FeaturedProductsQuery = graphql(`
  query FeaturedProducts($first: Int!) {
    collection(handle: "all") {
      products(first: $first, sortKey: BEST_SELLING) {
        nodes {
          ...ProductSummary
        }
      }
    }
  }
`);

/** The best sellers the picks are chosen from: a few screens of cards, never the whole catalogue. */
export const FEATURED_LIMIT = 24;

/**
 * Spec §7: the featured products (`custom.spotlight` says Featured), best sellers first, among
 * the shop's 24 best sellers. The catalogue has no featured collection and its spotlight
 * metafield is not a filter, so this is the smallest read that holds the picks
 * (docs/decisions/0009-catalogue-on-the-api.md); with a `featured` collection it would be that.
 */
export const getFeaturedProducts = async (storefront: StorefrontClient) => {
  const [data, { normalizeProduct, toProductListing }] = await Promise.all([
    storefront.request(FeaturedProductsQuery, { first: FEATURED_LIMIT }),
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
