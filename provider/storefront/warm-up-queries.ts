import type { GraphQLRequest } from "../graphql/executor";

/**
 * What the provider runs once before it listens (`warm()` in storefront-api.ts): each kind of
 * catalogue query the shop sends, so that every SQL statement shape, index and resolver has been
 * used once. They name no product, so they fit any catalogue.
 */
const PRODUCT_CARD = /* GraphQL */ `
  fragment WarmCard on Product {
    id
    handle
    title
    productType
    availableForSale
    priceRange {
      minVariantPrice {
        amount
        currencyCode
      }
    }
    featuredImage {
      url
      altText
    }
    variants(first: 10) {
      nodes {
        id
        availableForSale
        selectedOptions {
          name
          value
        }
      }
    }
  }
`;

const FILTERS = /* GraphQL */ `
  fragment WarmFilter on Filter {
    id
    values {
      label
      count
      input
    }
  }
`;

const COLLECTION = /* GraphQL */ `
  ${PRODUCT_CARD}
  ${FILTERS}
  query WarmCollection(
    $handle: String!
    $filters: [ProductFilter!]
    $sortKey: ProductCollectionSortKeys
    $reverse: Boolean
  ) {
    collections(first: 20) {
      nodes {
        handle
      }
    }
    collection(handle: $handle) {
      products(first: 24, filters: $filters, sortKey: $sortKey, reverse: $reverse) {
        filters {
          ...WarmFilter
        }
        nodes {
          ...WarmCard
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`;

const SEARCH = /* GraphQL */ `
  ${PRODUCT_CARD}
  ${FILTERS}
  query WarmSearch($term: String!, $filters: [ProductFilter!], $sortKey: SearchSortKeys) {
    search(query: $term, first: 24, types: [PRODUCT], productFilters: $filters, sortKey: $sortKey) {
      totalCount
      productFilters {
        ...WarmFilter
      }
      nodes {
        ...WarmCard
      }
    }
  }
`;

const PREDICTIVE = /* GraphQL */ `
  ${PRODUCT_CARD}
  query WarmSuggest($term: String!) {
    predictiveSearch(query: $term, limit: 5, limitScope: EACH, types: [PRODUCT]) {
      products {
        ...WarmCard
      }
    }
  }
`;

const sizeAndPrice = [{ variantOption: { name: "size", value: "S" } }, { price: { max: 100 } }];

export const WARM_UP_QUERIES: GraphQLRequest[] = [
  ...["BEST_SELLING", "PRICE", "TITLE", "CREATED"].map((sortKey) => ({
    query: COLLECTION,
    variables: { handle: "all", filters: sizeAndPrice, sortKey, reverse: sortKey === "PRICE" },
  })),
  { query: COLLECTION, variables: { handle: "clothing", filters: [{ available: true }] } },
  { query: SEARCH, variables: { term: "sweater", filters: sizeAndPrice, sortKey: "RELEVANCE" } },
  { query: SEARCH, variables: { term: "no. 1", sortKey: "PRICE" } },
  { query: PREDICTIVE, variables: { term: "be" } },
  { query: PREDICTIVE, variables: { term: "cloud 12" } },
];
