import { graphql } from "~/graphql/customer-account";

/** `defaultAddress` left out (null) keeps the address's default status as it is. */
export const CustomerAddressUpdateMutation = graphql(`
  mutation CustomerAddressUpdate(
    $addressId: ID!
    $address: CustomerAddressInput!
    $defaultAddress: Boolean
  ) {
    customerAddressUpdate(
      addressId: $addressId
      address: $address
      defaultAddress: $defaultAddress
    ) {
      customerAddress {
        ...CustomerAddressFields
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);
