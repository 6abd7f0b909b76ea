import { graphql } from "~/graphql/storefront";

/**
 * A page of a collection's products, filtered and sorted by the API: the shop's grid and
 * Peyton's Picks both read it. One operation rather than two: every operation's text, with its
 * fragments, ships in the first load of every page (app/graphql/storefront/gql.ts).
 * `withSizeChart` adds each product's size chart for the shop's "Fits my dog" filter only: cards
 * never need it, and it would weigh on every dehydrated page.
 */
export const CollectionProductsQuery = graphql(`
  query CollectionProducts(
    $handle: String!
    $first: Int!
    $after: String
    $filters: [ProductFilter!]
    $sortKey: ProductCollectionSortKeys
    $reverse: Boolean
    $withSizeChart: Boolean = false
  ) {
    collection(handle: $handle) {
      products(
        first: $first
        after: $after
        filters: $filters
        sortKey: $sortKey
        reverse: $reverse
      ) {
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          ...ProductSummary
          sizeChart: metafield(namespace: "custom", key: "size_chart")
            @include(if: $withSizeChart) {
            value
          }
        }
      }
    }
  }
`);
