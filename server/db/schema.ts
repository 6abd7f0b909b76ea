import { sql } from "drizzle-orm";
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
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
