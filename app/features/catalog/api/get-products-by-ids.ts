import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "~/graphql/storefront";
import type { StorefrontClient } from "~/lib/storefront-client";
import { useStorefront } from "~/lib/storefront-provider";
import { loadNormalizer } from "./load-normalizer";

const ProductsByIdsQuery = graphql(`
  query ProductsByIds($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on Product {
        ...ProductSummary
      }
    }
  }
`);

/** Nodes by ids, null entries (deleted or unpublished products) dropped. */
export const getProductsByIds = async (storefront: StorefrontClient, ids: string[]) => {
  if (ids.length === 0) return [];
  const [data, { normalizeProduct }] = await Promise.all([
    storefront.request(ProductsByIdsQuery, { ids }),
    loadNormalizer(),
  ]);
  return data.nodes
    .filter((node) => node !== null && "handle" in node)
    .map((node) => normalizeProduct(node as Extract<typeof node, { handle: string }>));
};

/**
 * Complete-the-look products. A failure is a logged warning and an empty list, so
 * nothing is shown. That empty list is this read's own answer, under its own key: a strict
 * by-ids read added later must not find it in the cache as if the products did not exist.
 */
export const getRelatedProducts = (storefront: StorefrontClient, ids: string[]) =>
  getProductsByIds(storefront, ids).catch((error: unknown) => {
    console.warn("Could not load related products", error);
    return [];
  });

export const relatedProductsQueryOptions = (storefront: StorefrontClient, ids: string[]) =>
  queryOptions({
    queryKey: ["catalog", "related-products", ids],
    queryFn: () => getRelatedProducts(storefront, ids),
    // By-id lookups are cached 5 minutes.
    staleTime: 5 * 60_000,
  });

/** Fetched only when the complete-the-look list is non-empty. */
export function useRelatedProducts(ids: string[]) {
  const storefront = useStorefront();
  return useQuery({ ...relatedProductsQueryOptions(storefront, ids), enabled: ids.length > 0 });
}
