import { graphql } from "~/graphql/customer-account";

/**
 * What an order card and the order page both read: the totals, every fulfilment (an order has up
 * to 10) for the badge and its parcel (carrier, tracking, delivery date, the lines it holds), and
 * every line (up to 250) for the item count, the images and Buy again.
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
        estimatedDeliveryAt
        trackingInformation {
          company
          number
          url
        }
        events(first: 5, sortKey: HAPPENED_AT, reverse: true) {
          nodes {
            status
            happenedAt
          }
        }
        fulfillmentLineItems(first: 100) {
          nodes {
            id
            quantity
            lineItem {
              id
              title
              variantTitle
            }
          }
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
