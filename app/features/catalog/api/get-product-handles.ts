import { graphql } from "~/graphql/storefront";
import type { ProductHandlesQuery } from "~/graphql/storefront/graphql";
import type { StorefrontClient } from "~/lib/storefront-client";

const ProductHandlesQuery = graphql(`
  query ProductHandles($first: Int!, $after: String) {
    products(first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        handle
        updatedAt
      }
    }
  }
`);

/** The Storefront API's page ceiling. */
const PAGE_SIZE = 250;

/** Every product's handle, page by page until the catalogue is exhausted (for the sitemap). */
export async function getAllProductHandles(storefront: StorefrontClient) {
  const handles: { handle: string; updatedAt: string }[] = [];
  let after: string | null = null;
  for (;;) {
    const { products }: ProductHandlesQuery = await storefront.request(ProductHandlesQuery, {
      first: PAGE_SIZE,
      after,
    });
    handles.push(...products.nodes);
    if (!products.pageInfo.hasNextPage || !products.pageInfo.endCursor) return handles;
    after = products.pageInfo.endCursor;
  }
}
