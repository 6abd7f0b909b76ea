import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "~/graphql/storefront";
import type { StorefrontClient } from "~/lib/storefront-client";
import { useStorefront } from "~/lib/storefront-provider";
import { normalizeProduct } from "../lib/normalize-product";

const ProductQuery = graphql(`
  query Product($handle: String!) {
    product(handle: $handle) {
      ...ProductSummary
      ...ProductDetail
    }
  }
`);

/** Resolves to null when no product has this handle; the route turns that into a 404. */
export const getProduct = async (storefront: StorefrontClient, handle: string) => {
  const data = await storefront.request(ProductQuery, { handle });
  return data.product ? normalizeProduct(data.product) : null;
};

export const productQueryOptions = (storefront: StorefrontClient, handle: string) =>
  queryOptions({
    queryKey: ["catalog", "product", handle],
    queryFn: () => getProduct(storefront, handle),
    // Spec §8: product stale time 5 minutes.
    staleTime: 5 * 60_000,
  });

export const useProduct = (handle: string) =>
  useQuery(productQueryOptions(useStorefront(), handle));
