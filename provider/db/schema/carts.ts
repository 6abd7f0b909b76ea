import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { customers } from "./customers";

export interface AttributeRecord {
  key: string;
  value: string;
}

export interface BuyerIdentityRecord {
  email?: string | null;
  phone?: string | null;
  countryCode?: string | null;
}

/**
 * A metafield set on the cart by `cartMetafieldsSet`. Times are ISO strings, as jsonb keeps them;
 * the id is the provider's own, unique among the cart's metafields.
 */
export interface CartMetafieldRecord {
  id: number;
  namespace: string;
  key: string;
  type: string;
  value: string;
  createdAt: string;
  updatedAt: string;
}

/** A delivery address on the cart (`cartDeliveryAddressesAdd`), checked like a customer's. */
export interface CartDeliveryAddressRecord {
  /** Numbers the address within its cart: `gid://shopify/CartSelectableAddress/<id>`. */
  id: number;
  selected: boolean;
  oneTimeUse: boolean;
  address: {
    firstName: string | null;
    lastName: string | null;
    company: string | null;
    address1: string | null;
    address2: string | null;
    city: string | null;
    territoryCode: string;
    zoneCode: string | null;
    zip: string | null;
    phone: string | null;
  };
}

/**
 * The visitor's privacy choice as the Storefront API's `@inContext(visitorConsent:)` last gave it
 * with a change to the cart (2026-01 onwards); a field the storefront did not send is absent.
 */
export interface VisitorConsentRecord {
  analytics?: boolean;
  marketing?: boolean;
  preferences?: boolean;
  saleOfData?: boolean;
}

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const carts = pgTable("carts", {
  token: text("token").primaryKey(),
  /** The `?key=` secret of the cart gid; without it buyer details are hidden. */
  secret: text("secret").notNull(),
  note: text("note"),
  attributes: jsonb("attributes").$type<AttributeRecord[]>().notNull(),
  discountCodes: jsonb("discount_codes").$type<string[]>().notNull(),
  /** Ids of the gift cards applied, in the order they were applied (they are spent in it). */
  giftCardIds: jsonb("gift_card_ids").$type<number[]>().notNull().default([]),
  buyerIdentity: jsonb("buyer_identity").$type<BuyerIdentityRecord>().notNull(),
  /** Set by `cartMetafieldsSet`, one per namespace and key, in the order first set. */
  metafields: jsonb("metafields").$type<CartMetafieldRecord[]>().notNull().default([]),
  deliveryAddresses: jsonb("delivery_addresses")
    .$type<CartDeliveryAddressRecord[]>()
    .notNull()
    .default([]),
  /** The handle of the delivery option chosen for the cart's one delivery group, if any. */
  selectedDeliveryOption: text("selected_delivery_option"),
  customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
  /** Null until an operation carries `@inContext(visitorConsent:)`; the checkout follows it. */
  visitorConsent: jsonb("visitor_consent").$type<VisitorConsentRecord>(),
  createdAt: at("created_at").notNull(),
  updatedAt: at("updated_at").notNull(),
  /** Set when checkout turns the cart into an order; a completed cart accepts no changes. */
  completedAt: at("completed_at"),
  /**
   * Raised by every change to the cart or its lines, so a line change computed from a cached
   * copy of the cart is written only if the cart is still exactly that copy.
   */
  version: integer("version").notNull().default(0),
});

export const cartLines = pgTable(
  "cart_lines",
  {
    id: uuid("id").primaryKey(),
    cartToken: text("cart_token")
      .notNull()
      .references(() => carts.token, { onDelete: "cascade" }),
    variantId: bigint("variant_id", { mode: "number" }).notNull(),
    quantity: integer("quantity").notNull(),
    attributes: jsonb("attributes").$type<AttributeRecord[]>().notNull(),
    /** Higher sorts first: Shopify lists the most recently added line first. */
    sequence: integer("sequence").notNull(),
  },
  (t) => [index("cart_lines_cart_idx").on(t.cartToken)],
);
