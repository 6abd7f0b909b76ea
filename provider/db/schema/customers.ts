import { bigint, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";

/** Customers are shared by sign-in, the Customer Account API, carts and checkout. */
export const customers = pgTable("customers", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  phone: text("phone"),
  emailMarketingState: text("email_marketing_state").notNull().default("NOT_SUBSCRIBED"),
  smsMarketingState: text("sms_marketing_state").notNull().default("NOT_SUBSCRIBED"),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  /** Set by the Customer Account API when an address is marked default. */
  defaultAddressId: bigint("default_address_id", { mode: "number" }),
  /**
   * Bumped by triggers (migration 0005) whenever anything the Customer Account API answers for
   * this customer changes: the row itself, an address, an order, its lines or fulfilments.
   */
  revision: bigint("revision", { mode: "number" }).notNull().default(0),
});

/**
 * Metafields a customer's own session set through the Customer Account API (`metafieldsSet`),
 * one value per namespace and key. Writes bump the customer's revision (a trigger, migration
 * customer_metafields), like every other row the Customer Account API answers from.
 */
export const customerMetafields = pgTable(
  "customer_metafields",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    namespace: text("namespace").notNull(),
    key: text("key").notNull(),
    type: text("type").notNull(),
    value: text("value").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    unique("customer_metafields_owner_key").on(table.customerId, table.namespace, table.key),
  ],
);
