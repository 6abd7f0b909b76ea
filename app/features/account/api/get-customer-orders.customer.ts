import { graphql } from "~/graphql/customer-account";

/** GetCustomerOrders: newest first by processed date, a page at a time. */
export const GetCustomerOrdersQuery = graphql(`
  query GetCustomerOrders($first: Int!, $after: String) {
    customer {
      orders(first: $first, after: $after, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          ...OrderSummary
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);
