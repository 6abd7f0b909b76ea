import { queryOptions } from "@tanstack/react-query";
import { graphql } from "~/graphql/storefront";
import type { FeaturedProductsQuery } from "~/graphql/storefront/graphql";
import type { StorefrontClient } from "~/lib/storefront-client";

const FeaturedProductsDocument = graphql(`
  query FeaturedProducts($first: Int!) {
    products(first: $first, sortKey: BEST_SELLING) {
      nodes {
        id
        handle
        title
        productType
        priceRange {
          minVariantPrice {
            amount
            currencyCode
          }
        }
        featuredImage {
          url(
            transform: { maxWidth: 640, maxHeight: 800, crop: CENTER, preferredContentType: WEBP }
          )
          altText
          width
          height
        }
        spotlight: metafield(namespace: "custom", key: "spotlight") {
          value
        }
      }
    }
  }
`);

export type FeaturedProduct = FeaturedProductsQuery["products"]["nodes"][number];

/** The spec: "Featured" as plain text, or a JSON list containing it; anything else is not. */
export function isFeatured(spotlight: string | null | undefined): boolean {
  if (!spotlight) return false;
  if (spotlight === "Featured") return true;
  try {
    const parsed: unknown = JSON.parse(spotlight);
    return Array.isArray(parsed) && parsed.includes("Featured");
  } catch {
    return false;
  }
}

export const getFeaturedProducts = async (storefront: StorefrontClient) => {
  const data = await storefront.request(FeaturedProductsDocument, { first: 100 });
  return data.products.nodes.filter((p) => isFeatured(p.spotlight?.value));
};

export const featuredProductsQueryOptions = (storefront: StorefrontClient) =>
  queryOptions({
    queryKey: ["catalog", "featured-products"],
    queryFn: () => getFeaturedProducts(storefront),
  });
