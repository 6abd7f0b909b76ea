import { graphql } from "~/graphql/customer-account";
import type { CustomerMetafieldTransport } from "~/lib/customer-metafield-transport";
import type { PublicEnv } from "~/lib/public-env";
import { configureCustomerAccount } from "./customer-account-config";
import { customerAccountRequest, throwFirstUserError } from "./customer-account-client";
import { GetCustomerQuery } from "./get-customer.customer";

// The customer metafields the storefront keeps for a signed-in shopper (the saved list, the
// dog's profile), read and written through the Customer Account API. On Shopify each one must be
// defined by the merchant with Customer Account API access "Read and write", type JSON, in the
// `custom` namespace; anything else is refused with a user error.

const NAMESPACE = "custom";

const CustomerMetafieldQuery = graphql(`
  query CustomerMetafield($namespace: String!, $key: String!) {
    customer {
      id
      metafield(namespace: $namespace, key: $key) {
        value
        compareDigest
      }
    }
  }
`);

const SetCustomerMetafieldMutation = graphql(`
  mutation SetCustomerMetafield($metafields: [MetafieldsSetInput!]!) {
    metafieldsSet(metafields: $metafields) {
      metafields {
        key
      }
      userErrors {
        code
        message
      }
    }
  }
`);

/** The Customer Account API as a synced metafield needs it (app/lib/customer-metafield-sync.ts). */
export function customerMetafieldTransport(env: PublicEnv): CustomerMetafieldTransport {
  configureCustomerAccount(env);
  return {
    // The account's own customer query: one more operation would ship for this one field.
    async email() {
      const { customer } = await customerAccountRequest(GetCustomerQuery, {});
      return customer.emailAddress?.emailAddress ?? null;
    },
    async read(key) {
      const { customer } = await customerAccountRequest(CustomerMetafieldQuery, {
        namespace: NAMESPACE,
        key,
      });
      return {
        customerId: customer.id,
        value: customer.metafield?.value ?? null,
        compareDigest: customer.metafield?.compareDigest ?? null,
      };
    },
    async write({ customerId, key, value, compareDigest }) {
      const { metafieldsSet } = await customerAccountRequest(SetCustomerMetafieldMutation, {
        metafields: [
          { ownerId: customerId, namespace: NAMESPACE, key, type: "json", value, compareDigest },
        ],
      });
      throwFirstUserError(metafieldsSet?.userErrors);
    },
  };
}
