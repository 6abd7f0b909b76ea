import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * One webhook for one subscribed endpoint: written in the same transaction as the change that
 * raised it, then sent by the background sender (webhooks/webhook-sender.ts) until the endpoint
 * accepts it or the tries run out. A pending row is picked up again after a restart. The body is
 * kept exactly as first sent, since retries carry the original payload and its signature covers
 * those bytes.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    /** `X-Shopify-Webhook-Id`: one per delivery, the same on every try of it. */
    webhookId: text("webhook_id").notNull(),
    /** `X-Shopify-Event-Id`: one per change, shared by its deliveries to each endpoint. */
    eventId: text("event_id").notNull(),
    topic: text("topic").notNull(),
    url: text("url").notNull(),
    body: text("body").notNull(),
    /** `X-Shopify-Triggered-At`: when the change happened. */
    triggeredAt: at("triggered_at").notNull(),
    status: text("status").$type<"pending" | "delivered" | "failed">().notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** When a pending delivery is next due; a try in flight holds it a lease ahead. */
    nextAttemptAt: at("next_attempt_at"),
    lastAttemptAt: at("last_attempt_at"),
    /** The endpoint's HTTP status on the last try; null when it gave none (refused, timed out). */
    lastStatus: integer("last_status"),
    /** Why the last try failed, or the start of the endpoint's answer. */
    lastResponse: text("last_response"),
    deliveredAt: at("delivered_at"),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_webhook_id_idx").on(t.webhookId),
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
  ],
);
