import { bigint, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { customers } from "./customers";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A customer's saved addresses; `customers.default_address_id` names the default one. */
export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: bigint("id", { mode: "number" })
      .primaryKey()
      .generatedByDefaultAsIdentity({ startWith: 9_100_000_001 }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    firstName: text("first_name"),
    lastName: text("last_name"),
    company: text("company"),
    address1: text("address1"),
    address2: text("address2"),
    city: text("city"),
    /** ISO 3166-1 alpha-2, whatever form the client sent. */
    territoryCode: text("territory_code").notNull(),
    /** ISO 3166-2 subdivision without the country prefix, e.g. `NY`. */
    zoneCode: text("zone_code"),
    zip: text("zip"),
    phone: text("phone"),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [index("customer_addresses_customer_idx").on(t.customerId, t.id)],
);
