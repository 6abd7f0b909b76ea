import { graphql } from "~/graphql/customer-account";

/**
 * What an order card and the order page both read: the totals, every fulfilment for the badge
 * (an order has up to 10) and every line (up to 250) for the item count, the images and Buy again.
 */
export const OrderSummaryFragment = graphql(`
  fragment OrderSummary on Order {
    id
    name
    number
    processedAt
    updatedAt
    statusPageUrl
    totalPrice {
      amount
      currencyCode
    }
    subtotal {
      amount
      currencyCode
    }
    totalShipping {
      amount
      currencyCode
    }
    totalTax {
      amount
      currencyCode
    }
    fulfillments(first: 10) {
      nodes {
        id
        status
        latestShipmentStatus
        requiresShipping
        trackingInformation {
          number
        }
      }
    }
    lineItems(first: 250) {
      nodes {
        id
        title
        variantTitle
        variantId
        quantity
        price {
          amount
          currencyCode
        }
        totalPrice {
          amount
          currencyCode
        }
        image {
          url
          altText
        }
      }
    }
  }
`);
