import { graphql } from "~/graphql/customer-account";

/**
 * GetCustomerOrder: one order with its addresses and returns (what may still go back, and the
 * returns asked for); null when it is not the customer's.
 */
export const GetCustomerOrderQuery = graphql(`
  query GetCustomerOrder($id: ID!) {
    order(id: $id) {
      ...OrderSummary
      shippingAddress {
        ...OrderAddress
      }
      billingAddress {
        ...OrderAddress
      }
      returnInformation {
        returnableLineItems(first: 250) {
          nodes {
            quantity
            lineItem {
              id
            }
          }
        }
        nonReturnableLineItems(first: 250) {
          nodes {
            quantity
            lineItem {
              id
            }
            quantityDetails {
              quantity
              reasonCode
            }
          }
        }
        nonReturnableSummary {
          nonReturnableReasons
        }
      }
      returns(first: 10) {
        nodes {
          ...OrderReturn
        }
      }
    }
  }

  fragment OrderReturn on Return {
    id
    name
    status
    createdAt
    closedAt
    decline {
      reason
      note
    }
    returnLineItems(first: 250) {
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

  fragment OrderAddress on CustomerAddress {
    id
    name
    company
    address1
    address2
    city
    province
    zoneCode
    zip
    territoryCode
    country
    phoneNumber
  }
`);
