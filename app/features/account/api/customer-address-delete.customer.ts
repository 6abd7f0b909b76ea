import { graphql } from "~/graphql/customer-account";

export const CustomerAddressDeleteMutation = graphql(`
  mutation CustomerAddressDelete($addressId: ID!) {
    customerAddressDelete(addressId: $addressId) {
      deletedAddressId
      userErrors {
        code
        field
        message
      }
    }
  }
`);
