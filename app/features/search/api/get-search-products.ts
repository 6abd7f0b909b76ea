import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "~/graphql/storefront";
import type { StorefrontClient } from "~/lib/storefront-client";
import { useStorefront } from "~/lib/storefront-provider";
import { toSearchProduct } from "../lib/search-product";

// The spec fetches the first 100 products and filters them in the browser; the header needs
// only what a suggestion shows, with a thumbnail-sized image.
const SearchProductsDocument = graphql(`
  query SearchProducts($first: Int!) {
    products(first: $first) {
      nodes {
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

export const getSearchProducts = async (storefront: StorefrontClient) => {
  const data = await storefront.request(SearchProductsDocument, { first: 100 });
  return data.products.nodes.map(toSearchProduct);
};

export const searchProductsQueryOptions = (storefront: StorefrontClient) =>
  queryOptions({
    queryKey: ["search", "products"],
    queryFn: () => getSearchProducts(storefront),
    staleTime: 5 * 60_000,
  });

/**
 * The list behind the suggestions. It is fetched only once the shopper starts using the search
 * box, so pages that never search never pay for it.
 */
export const useSearchProducts = (enabled: boolean) => {
  const storefront = useStorefront();
  return useQuery({ ...searchProductsQueryOptions(storefront), enabled });
};
