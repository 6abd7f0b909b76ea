import { graphql } from "~/graphql/customer-account";

/** The fields every saved address is read with (the address card and its edit form both use them). */
export const CustomerAddressFragment = graphql(`
  fragment CustomerAddressFields on CustomerAddress {
    id
    firstName
    lastName
    company
    address1
    address2
    city
    province
    zoneCode
    country
    territoryCode
    zip
    phoneNumber
    formatted
  }
`);

/** The customer: the profile, the default address and the first 10 others. */
export const GetCustomerQuery = graphql(`
  query GetCustomer {
    customer {
      id
      firstName
      lastName
      displayName
      creationDate
      emailAddress {
        emailAddress
        marketingState
      }
      phoneNumber {
        phoneNumber
        marketingState
      }
      defaultAddress {
        ...CustomerAddressFields
      }
      addresses(first: 10, skipDefault: true) {
        nodes {
          ...CustomerAddressFields
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
      }
    }
  }
`);
