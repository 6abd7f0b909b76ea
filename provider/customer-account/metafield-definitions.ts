/**
 * The customer metafields this shop defines with Customer Account API access. On Shopify a
 * metafield is readable or writable through the Customer Account API only when the merchant
 * has defined it and granted that API access (Settings → Custom data → Customers; access "Read
 * and write"); anything else is refused. The storefront keeps the dog's profile and the saved
 * list here for a signed-in customer.
 */
export interface CustomerMetafieldDefinition {
  namespace: string;
  key: string;
  type: "json" | "single_line_text_field";
  access: "READ" | "READ_WRITE";
  /** The longest value accepted, in characters. */
  maxLength: number;
}

export const CUSTOMER_METAFIELD_DEFINITIONS: readonly CustomerMetafieldDefinition[] = [
  { namespace: "custom", key: "dog_profile", type: "json", access: "READ_WRITE", maxLength: 4_000 },
  {
    namespace: "custom",
    key: "saved_items",
    type: "json",
    access: "READ_WRITE",
    maxLength: 40_000,
  },
];

export function customerMetafieldDefinition(namespace: string, key: string) {
  return CUSTOMER_METAFIELD_DEFINITIONS.find(
    (definition) => definition.namespace === namespace && definition.key === key,
  );
}
