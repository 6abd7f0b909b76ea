import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "~/graphql/storefront";
import type { StorefrontClient } from "~/lib/storefront-client";
import { useStorefront } from "~/lib/storefront-provider";
import { loadNormalizer } from "./get-products";

const ProductsByIdsQuery = graphql(`
  query ProductsByIds($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on Product {
        ...ProductSummary
      }
    }
  }
`);

/** Spec §7: nodes by ids, null entries (deleted or unpublished products) dropped. */
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

export const productsByIdsQueryOptions = (storefront: StorefrontClient, ids: string[]) =>
  queryOptions({
    queryKey: ["catalog", "products-by-ids", ids],
    queryFn: () => getProductsByIds(storefront, ids),
    // Spec §7: by-id lookups are cached 5 minutes.
    staleTime: 5 * 60_000,
  });

/**
 * Complete-the-look products. Spec §4/§8: fetched only when the list is non-empty, and a
 * failure is a logged warning with nothing shown.
 */
export function useProductsByIds(ids: string[]) {
  const storefront = useStorefront();
  return useQuery({
    ...productsByIdsQueryOptions(storefront, ids),
    queryFn: () =>
      getProductsByIds(storefront, ids).catch((error: unknown) => {
        console.warn("Could not load related products", error);
        return [];
      }),
    enabled: ids.length > 0,
  });
}
