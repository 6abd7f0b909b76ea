import { customerAccountRequest, throwFirstUserError } from "./customer-account-client";
import {
  CustomerMetafieldQuery,
  CustomerMetafieldsSetMutation,
} from "./customer-metafield.customer";

/** A JSON value kept on the signed-in customer, as another feature reads and writes it. */
export interface CustomerJsonStore {
  /** The stored text, or null when the customer has none. */
  read(): Promise<string | null>;
  /** Stores the text (a `json` metafield); the first userError is thrown. */
  write(value: string): Promise<void>;
}

/**
 * The customer metafield `namespace.key` (type json). On Shopify the merchant defines it with
 * Customer Account API access "Read and write" (README). A write names its owner, the signed-in
 * customer; the id is read afresh for each write rather than kept, since another customer may
 * have signed in on this page since the last one.
 */
export function customerJsonMetafield(namespace: string, key: string): CustomerJsonStore {
  const read = () => customerAccountRequest(CustomerMetafieldQuery, { namespace, key });
  return {
    read: async () => (await read()).customer.metafield?.value ?? null,
    async write(value) {
      const { customer } = await read();
      const { metafieldsSet } = await customerAccountRequest(CustomerMetafieldsSetMutation, {
        metafields: [{ ownerId: customer.id, namespace, key, type: "json", value }],
      });
      throwFirstUserError(metafieldsSet?.userErrors);
    },
  };
}
