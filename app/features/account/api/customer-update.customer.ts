import { graphql } from "~/graphql/customer-account";

/** CustomerUpdate: the first and last name only (email and phone are not editable). */
export const CustomerUpdateMutation = graphql(`
  mutation CustomerUpdate($input: CustomerUpdateInput!) {
    customerUpdate(input: $input) {
      customer {
        id
        firstName
        lastName
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);
