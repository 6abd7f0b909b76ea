import { graphql } from "~/graphql/customer-account";

/** One of the customer's metafields, with the customer's id (the owner any write must name). */
export const CustomerMetafieldQuery = graphql(`
  query CustomerMetafield($namespace: String!, $key: String!) {
    customer {
      id
      metafield(namespace: $namespace, key: $key) {
        value
      }
    }
  }
`);

/** MetafieldsSet: writes the customer's metafields, all or none. */
export const CustomerMetafieldsSetMutation = graphql(`
  mutation CustomerMetafieldsSet($metafields: [MetafieldsSetInput!]!) {
    metafieldsSet(metafields: $metafields) {
      metafields {
        key
        namespace
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);
