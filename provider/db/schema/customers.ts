import { bigint, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

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
