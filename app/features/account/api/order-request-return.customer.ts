import { graphql } from "~/graphql/customer-account";

/** OrderRequestReturn: asks the shop to take back some of an order's lines. */
export const OrderRequestReturnMutation = graphql(`
  mutation OrderRequestReturn($orderId: ID!, $requestedLineItems: [RequestedLineItemInput!]!) {
    orderRequestReturn(orderId: $orderId, requestedLineItems: $requestedLineItems) {
      return {
        id
        name
        status
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

/** GetReturnReasons: the reasons the shop suggests for each of an order's lines. */
export const GetReturnReasonsQuery = graphql(`
  query GetReturnReasons($id: ID!) {
    order(id: $id) {
      id
      lineItems(first: 250) {
        nodes {
          id
          suggestedReturnReasonDefinitions(first: 20) {
            nodes {
              id
              name
              deleted
            }
          }
        }
      }
    }
  }
`);
