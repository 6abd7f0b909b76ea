import type { Database } from "../db/client";
import type { WebhookOutbox } from "./webhook-outbox";
import { inventoryLevelPayload, productPayload } from "./webhook-payloads";

/**
 * What Shopify raises when a variant's stock changes: `inventory_levels/update` for the level,
 * and `products/update`, since the product's variants carry their `inventory_quantity`. A
 * headless storefront that cannot read inventory items (the Storefront API has none) refreshes
 * the product from the second.
 */
export async function recordStockChange(
  tx: Database,
  outbox: WebhookOutbox,
  variants: { id: number; productId: number; quantity: number }[],
  options: { publicUrl: string; now: Date },
) {
  for (const variant of variants) {
    await outbox.record(tx, "inventory_levels/update", inventoryLevelPayload(variant, options.now));
  }
  for (const productId of new Set(variants.map((v) => v.productId))) {
    await recordProductUpdate(tx, outbox, productId, options);
  }
}

/** `products/update` with the product as it now stands in the transaction. */
export async function recordProductUpdate(
  tx: Database,
  outbox: WebhookOutbox,
  productId: number,
  options: { publicUrl: string; now: Date },
) {
  if (!outbox.wants("products/update")) return;
  const payload = await productPayload(tx, productId, options);
  if (payload) await outbox.record(tx, "products/update", payload);
}
