import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "~/graphql/storefront";
import { loadSanitizer } from "~/lib/sanitize-html";
import type { StorefrontClient } from "~/lib/storefront-client";
import { useStorefront } from "~/lib/storefront-provider";
import { loadNormalizer } from "./load-normalizer";

const ProductQuery = graphql(`
  query Product($handle: String!) {
    product(handle: $handle) {
      ...ProductSummary
      ...ProductDetail
    }
  }
`);

/**
 * Resolves to null when no product has this handle; the route turns that into a 404. The
 * description HTML is sanitised while normalising, so the browser's sanitiser downloads
 * alongside the request.
 */
export const getProduct = async (storefront: StorefrontClient, handle: string) => {
  const [data, { normalizeProduct }] = await Promise.all([
    storefront.request(ProductQuery, { handle }),
    loadNormalizer(),
    loadSanitizer(),
  ]);
  return data.product ? normalizeProduct(data.product) : null;
};

export const productQueryOptions = (storefront: StorefrontClient, handle: string) =>
  queryOptions({
    queryKey: ["catalog", "product", handle],
    queryFn: () => getProduct(storefront, handle),
    // Product stale time 5 minutes.
    staleTime: 5 * 60_000,
  });

export const useProduct = (handle: string) =>
  useQuery(productQueryOptions(useStorefront(), handle));
