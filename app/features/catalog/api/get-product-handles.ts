import { graphql } from "~/graphql/storefront";
import type { ProductHandlesQuery } from "~/graphql/storefront/graphql";
import type { StorefrontClient } from "~/lib/storefront-client";

const ProductHandlesQuery = graphql(`
  query ProductHandles($first: Int!, $after: String) {
    collection(handle: "all") {
      products(first: $first, after: $after, sortKey: ID) {
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
  }
`);

/** The Storefront API's page ceiling. */
const PAGE_SIZE = 250;

export type ProductHandle = { handle: string; updatedAt: string };

/**
 * Every product's handle, one API page at a time (for the sitemap, which writes each page as it
 * arrives). Read from the shop's `all` collection in id order: a stable order, so the sitemap's
 * pages hold the same products from one crawl to the next as long as none are added.
 */
export async function* productHandlePages(
  storefront: StorefrontClient,
): AsyncGenerator<ProductHandle[]> {
  let after: string | null = null;
  for (;;) {
    const data: ProductHandlesQuery = await storefront.request(ProductHandlesQuery, {
      first: PAGE_SIZE,
      after,
    });
    const collection = data.collection;
    if (!collection) return;
    const { nodes, pageInfo }: NonNullable<ProductHandlesQuery["collection"]>["products"] =
      collection.products;
    yield nodes;
    if (!pageInfo.hasNextPage || !pageInfo.endCursor) return;
    after = pageInfo.endCursor;
  }
}
