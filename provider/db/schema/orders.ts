import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { VisitorConsentRecord } from "./carts";
import type { SelectedOptionRecord } from "./catalogue";
import { customers } from "./customers";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
// Money in 64-bit cents: a line of a million items at a few hundred dollars each is already past
// a 32-bit column, and an order's total must never overflow what stores it.
const cents = (name: string) => bigint(name, { mode: "number" }).notNull();

/** An address copied onto an order, so later edits to the customer's book never rewrite history. */
export interface OrderAddressRecord {
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
}

export interface ShippingMethodRecord {
  code: string;
  title: string;
  priceCents: number;
}

export const orders = pgTable(
  "orders",
  {
    id: bigint("id", { mode: "number" })
      .primaryKey()
      .generatedByDefaultAsIdentity({ startWith: 6_100_000_001 }),
    /** `#1001`, `#1002`, … in the order they were placed. */
    name: text("name").notNull(),
    number: integer("number").notNull(),
    confirmationNumber: text("confirmation_number").notNull(),
    /** The unguessable part of the public status page URL. */
    statusToken: text("status_token").notNull(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    email: text("email"),
    processedAt: at("processed_at").notNull(),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
    currencyCode: text("currency_code").notNull(),
    /** Line items before discounts. */
    subtotalBeforeDiscountsCents: cents("subtotal_before_discounts_cents"),
    discountCents: cents("discount_cents"),
    shippingCents: cents("shipping_cents"),
    taxCents: cents("tax_cents"),
    totalCents: cents("total_cents"),
    discountCodes: jsonb("discount_codes").$type<string[]>().notNull(),
    /** What gift cards paid of `totalCents` (each card's part is in order_gift_card_payments). */
    giftCardCents: bigint("gift_card_cents", { mode: "number" }).notNull().default(0),
    /** The buyer's note from the cart (a gift message, say). */
    note: text("note"),
    shippingAddress: jsonb("shipping_address").$type<OrderAddressRecord>(),
    billingAddress: jsonb("billing_address").$type<OrderAddressRecord>(),
    shippingMethod: jsonb("shipping_method").$type<ShippingMethodRecord>(),
    financialStatus: text("financial_status").notNull(),
    fulfillmentStatus: text("fulfillment_status").notNull(),
    cancelledAt: at("cancelled_at"),
    cancelReason: text("cancel_reason"),
    /** The cart this order came from: one cart yields at most one order. */
    cartToken: text("cart_token"),
    /** The buyer's privacy choice as the cart held it when the order was placed. */
    visitorConsent: jsonb("visitor_consent").$type<VisitorConsentRecord>(),
  },
  (t) => [
    uniqueIndex("orders_name_idx").on(t.name),
    uniqueIndex("orders_number_idx").on(t.number),
    uniqueIndex("orders_status_token_idx").on(t.statusToken),
    uniqueIndex("orders_cart_token_idx").on(t.cartToken),
    index("orders_customer_idx").on(t.customerId),
  ],
);

export const orderLineItems = pgTable(
  "order_line_items",
  {
    id: bigint("id", { mode: "number" })
      .primaryKey()
      .generatedByDefaultAsIdentity({ startWith: 15_200_000_001 }),
    orderId: bigint("order_id", { mode: "number" })
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** Product title at the time of purchase. */
    title: text("title").notNull(),
    /** `Default Title` for single-variant products, as Shopify stores it. */
    variantTitle: text("variant_title"),
    variantOptions: jsonb("variant_options").$type<SelectedOptionRecord[]>().notNull(),
    sku: text("sku"),
    vendor: text("vendor"),
    productType: text("product_type"),
    productId: bigint("product_id", { mode: "number" }),
    variantId: bigint("variant_id", { mode: "number" }),
    quantity: integer("quantity").notNull(),
    unitPriceCents: cents("unit_price_cents"),
    /**
     * The variant's compare-at price when it was bought (null: it had none). Whether the line was
     * a sale item, and so final sale, is judged from this rather than from the catalogue today.
     */
    compareAtPriceCents: bigint("compare_at_price_cents", { mode: "number" }),
    /** This line's share of order-level discounts. */
    discountCents: cents("discount_cents"),
    imageId: bigint("image_id", { mode: "number" }),
    /** Image key on the provider's CDN; the URL is built with the current public origin. */
    imageKey: text("image_key"),
    imageAltText: text("image_alt_text"),
  },
  (t) => [index("order_line_items_order_idx").on(t.orderId, t.position)],
);

export interface TrackingRecord {
  company: string | null;
  number: string | null;
  url: string | null;
}

export const fulfillments = pgTable(
  "fulfillments",
  {
    id: bigint("id", { mode: "number" })
      .primaryKey()
      .generatedByDefaultAsIdentity({ startWith: 5_300_000_001 }),
    orderId: bigint("order_id", { mode: "number" })
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Shopify's `FulfillmentStatus`: SUCCESS, CANCELLED, ERROR, FAILURE, OPEN, PENDING. */
    status: text("status").notNull(),
    /** Shopify's `FulfillmentEventStatus` of the latest carrier event, if any. */
    shipmentStatus: text("shipment_status"),
    requiresShipping: boolean("requires_shipping").notNull().default(true),
    tracking: jsonb("tracking").$type<TrackingRecord[]>().notNull(),
    estimatedDeliveryAt: at("estimated_delivery_at"),
    /** When the carrier reported the parcel delivered (the DELIVERED event); returns count from it. */
    deliveredAt: at("delivered_at"),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [index("fulfillments_order_idx").on(t.orderId, t.createdAt)],
);

/**
 * Which order lines, and how many of each, one fulfilment (one parcel) holds. `orderId` is the
 * fulfilment's order, kept here so the customer's revision trigger finds the owner in one step.
 */
export const fulfillmentLineItems = pgTable(
  "fulfillment_line_items",
  {
    id: bigint("id", { mode: "number" })
      .primaryKey()
      .generatedByDefaultAsIdentity({ startWith: 8_700_000_001 }),
    orderId: bigint("order_id", { mode: "number" })
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fulfillmentId: bigint("fulfillment_id", { mode: "number" })
      .notNull()
      .references(() => fulfillments.id, { onDelete: "cascade" }),
    lineItemId: bigint("line_item_id", { mode: "number" })
      .notNull()
      .references(() => orderLineItems.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    index("fulfillment_line_items_order_idx").on(t.orderId),
    uniqueIndex("fulfillment_line_items_line_idx").on(t.fulfillmentId, t.lineItemId),
  ],
);

/**
 * A customer's return request and what the merchant did with it. `status` is Shopify's
 * `ReturnStatus`: REQUESTED (waiting for the merchant), OPEN (approved: the parcel may be sent),
 * DECLINED (with `declineReason`, Shopify's `ReturnDeclineReason`, and the merchant's note),
 * CLOSED (received and done) or CANCELED.
 */
export const returns = pgTable(
  "returns",
  {
    id: bigint("id", { mode: "number" })
      .primaryKey()
      .generatedByDefaultAsIdentity({ startWith: 9_100_000_001 }),
    orderId: bigint("order_id", { mode: "number" })
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** `#1001-R1`, `#1001-R2`, … per order, as Shopify names returns. */
    name: text("name").notNull(),
    status: text("status").notNull(),
    declineReason: text("decline_reason"),
    declineNote: text("decline_note"),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
    approvedAt: at("approved_at"),
    closedAt: at("closed_at"),
  },
  (t) => [index("returns_order_idx").on(t.orderId), uniqueIndex("returns_name_idx").on(t.name)],
);

/** The lines and quantities a return asks to send back, each with the customer's reason. */
export const returnLineItems = pgTable(
  "return_line_items",
  {
    id: bigint("id", { mode: "number" })
      .primaryKey()
      .generatedByDefaultAsIdentity({ startWith: 9_200_000_001 }),
    orderId: bigint("order_id", { mode: "number" })
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    returnId: bigint("return_id", { mode: "number" })
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    lineItemId: bigint("line_item_id", { mode: "number" })
      .notNull()
      .references(() => orderLineItems.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    /** Shopify's `ReturnReason` enum value. */
    reason: text("reason").notNull(),
    customerNote: text("customer_note"),
  },
  (t) => [
    index("return_line_items_order_idx").on(t.orderId),
    index("return_line_items_return_idx").on(t.returnId),
  ],
);
