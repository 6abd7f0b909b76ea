import { graphql } from "~/graphql/customer-account";

/** GetCustomerOrder: one order with its addresses; null when it is not the customer's. */
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
