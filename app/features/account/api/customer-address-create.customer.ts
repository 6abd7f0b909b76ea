import { graphql } from "~/graphql/customer-account";

export const CustomerAddressCreateMutation = graphql(`
  mutation CustomerAddressCreate($address: CustomerAddressInput!, $defaultAddress: Boolean) {
    customerAddressCreate(address: $address, defaultAddress: $defaultAddress) {
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
