import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "~/graphql/storefront";
import type { StorefrontClient } from "~/lib/storefront-client";
import { useStorefront } from "~/lib/storefront-provider";
import { MAX_SUGGESTIONS, toSearchProduct } from "../lib/search-product";

// Predictive search matches the query against every product's title and category on the API,
// so any product of the catalogue can be suggested; only what a suggestion shows is read, with
// a thumbnail-sized image.
const SearchProductsQuery = graphql(`
  query SearchProducts($query: String!, $limit: Int!) {
    predictiveSearch(query: $query, limit: $limit, limitScope: EACH, types: [PRODUCT]) {
      products {
        id
        handle
        title
        priceRange {
          minVariantPrice {
            amount
            currencyCode
          }
        }
        featuredImage {
          url(transform: { maxWidth: 96, maxHeight: 96, crop: CENTER, preferredContentType: WEBP })
          altText
        }
        images(first: 1) {
          nodes {
            url(
              transform: { maxWidth: 96, maxHeight: 96, crop: CENTER, preferredContentType: WEBP }
            )
            altText
          }
        }
        category: metafield(namespace: "custom", key: "category") {
          value
        }
      }
    }
  }
`);

/** At most five suggestions for the trimmed query. */
export const getSearchProducts = async (storefront: StorefrontClient, query: string) => {
  const data = await storefront.request(SearchProductsQuery, {
    query,
    limit: MAX_SUGGESTIONS,
  });
  return (data.predictiveSearch?.products ?? []).slice(0, MAX_SUGGESTIONS).map(toSearchProduct);
};

export const searchProductsQueryOptions = (storefront: StorefrontClient, query: string) =>
  queryOptions({
    queryKey: ["search", "suggestions", query.toLowerCase()],
    queryFn: () => getSearchProducts(storefront, query),
    staleTime: 5 * 60_000,
  });

/**
 * The suggestions for one query. Each query has its own cache entry and the component reads
 * only the entry of the query on screen, so an answer that arrives late for an older query is
 * never shown in place of the newer one's.
 */
export const useSearchProducts = (query: string) => {
  const storefront = useStorefront();
  return useQuery({ ...searchProductsQueryOptions(storefront, query), enabled: query !== "" });
};
