/**
 * The webhook topics the provider raises, named as Shopify names them. A subscription names one
 * of them, and Shopify sends each in its REST resource's shape (see webhook-payloads.ts).
 */
export const WEBHOOK_TOPICS = [
  "products/create",
  "products/update",
  "products/delete",
  "inventory_levels/update",
  "collections/update",
  "orders/fulfilled",
] as const;

export type WebhookTopic = (typeof WEBHOOK_TOPICS)[number];
