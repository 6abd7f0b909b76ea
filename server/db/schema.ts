import { sql } from "drizzle-orm";
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Every message a shopper sent from the contact page or POST /api/contact-form, stored before
 * they are told it was sent, with its delivery to the shop owner (the outbox's columns).
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /**
     * Sent by the client with each attempt. Unique, so a retry or a double submit, even two at
     * the same instant on two instances, stores one row. Null when a client sends none.
     */
    idempotencyKey: text("idempotency_key").unique(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    /** When the outbox may next try to send it; a claimed row's lease until then. */
    nextAttemptAt: at("next_attempt_at").notNull().defaultNow(),
    deliveryAttempts: integer("delivery_attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: at("sent_at"),
    /** Set when the outbox gave up after its last attempt; the message itself stays. */
    failedAt: at("failed_at"),
  },
  (t) => [
    index("contact_messages_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index("contact_messages_created_idx").on(t.createdAt),
  ],
);

/**
 * rate-limiter-flexible's RateLimiterPostgres table, in its own layout, created here by a
 * migration rather than by the limiter at start, so every instance finds it ready. Each
 * limiter keeps its counts under its own key prefix: the contact form's (`contact`, which named
 * the table) and the sign-in proxy's (`shopify-auth`, server/shopify-auth/rate-limit.ts).
 */
export const contactRateLimits = pgTable("contact_rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

/**
 * Shoppers' field speed (POST /api/vitals) as a histogram: how many page loads of a template
 * measured each value of a metric on a day (UTC), the value rounded to its bucket (10 ms; CLS
 * 0.001). Counts only ever add up, so any number of instances sharing PostgreSQL each add theirs
 * and the 75th percentile read from the sum is the one over every sample.
 */
export const webVitalsHistogram = pgTable(
  "web_vitals_histogram",
  {
    day: date("day", { mode: "string" }).notNull(),
    /** home, shop, product, account or other. */
    template: text("template").notNull(),
    /** LCP, INP, CLS, FCP or TTFB. */
    metric: text("metric").notNull(),
    /** The value divided by the metric's bucket width, rounded. */
    bucket: integer("bucket").notNull(),
    samples: bigint("samples", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.template, t.metric, t.bucket] })],
);

/**
 * Every Shopify webhook delivery this shop has taken in, by its X-Shopify-Webhook-Id. Shopify
 * delivers at least once (a retry after a timeout, a resend from the admin), so the primary key
 * decides: the one insert that succeeds processes the delivery, on whichever instance it lands.
 */
export const processedWebhooks = pgTable(
  "processed_webhooks",
  {
    webhookId: text("webhook_id").primaryKey(),
    topic: text("topic").notNull(),
    receivedAt: at("received_at").notNull().defaultNow(),
  },
  (t) => [index("processed_webhooks_received_idx").on(t.receivedAt)],
);

/**
 * One row (id 1) counting the catalogue changes webhooks announced. Every storefront instance
 * reads it often and cheaply; a higher number than it last saw tells it to drop its page and data
 * caches, so a change another instance was told of shows on every instance.
 */
export const catalogueVersion = pgTable("catalogue_version", {
  id: integer("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
  changedAt: at("changed_at").notNull().defaultNow(),
});

/**
 * "Email me when it's back": one request per variant and address. Unconfirmed until the link in
 * its confirmation email is followed (double opt-in), and deleted if that never happens within
 * seven days; `notifiedAt` marks the one restock email sent. Unsubscribing deletes the row.
 */
export const stockAlerts = pgTable(
  "stock_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The Storefront API's ProductVariant GID. */
    variantId: text("variant_id").notNull(),
    productHandle: text("product_handle").notNull(),
    /** The variant's size as the shopper chose it, for the link back with that size selected. */
    size: text("size").notNull(),
    productTitle: text("product_title").notNull(),
    /** Lower-cased, so one address is one request whatever its capitals. */
    email: text("email").notNull(),
    /** The secret in the confirm and unsubscribe links (32 random bytes, base64url). */
    token: text("token").notNull().unique(),
    createdAt: at("created_at").notNull().defaultNow(),
    confirmedAt: at("confirmed_at"),
    notifiedAt: at("notified_at"),
  },
  (t) => [
    unique("stock_alerts_variant_email_unique").on(t.variantId, t.email),
    index("stock_alerts_waiting_idx")
      .on(t.variantId, t.confirmedAt)
      .where(sql`${t.confirmedAt} is not null and ${t.notifiedAt} is null`),
    index("stock_alerts_unconfirmed_idx")
      .on(t.createdAt)
      .where(sql`${t.confirmedAt} is null`),
  ],
);

/**
 * Emails to shoppers (back-in-stock confirmations and notices), written in the same transaction
 * as the change they announce and sent by the outbox (server/contact/outbox.ts) afterwards,
 * with its retries. An email goes with its request when that is deleted.
 */
export const outgoingEmails = pgTable(
  "outgoing_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    alertId: uuid("alert_id").references(() => stockAlerts.id, { onDelete: "cascade" }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post), name → value. */
    headers: jsonb("headers").$type<Record<string, string>>().notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    nextAttemptAt: at("next_attempt_at").notNull().defaultNow(),
    deliveryAttempts: integer("delivery_attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: at("sent_at"),
    failedAt: at("failed_at"),
  },
  (t) => [
    index("outgoing_emails_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);
