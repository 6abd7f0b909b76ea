import { randomBytes } from "node:crypto";
import { getTableColumns, type Table } from "drizzle-orm";
import { queryRows, type Database } from "../db/client";
import {
  fulfillments,
  orderLineItems,
  orders,
  type OrderAddressRecord,
  type SelectedOptionRecord,
  type ShippingMethodRecord,
  type TrackingRecord,
  type VisitorConsentRecord,
} from "../db/schema/index";
import { rowFromJson } from "./json-rows";

export interface NewLineItem {
  title: string;
  variantTitle: string | null;
  variantOptions: SelectedOptionRecord[];
  sku: string | null;
  vendor: string | null;
  productType: string | null;
  productId: number | null;
  variantId: number | null;
  quantity: number;
  unitPriceCents: number;
  /** The variant's compare-at price at the time of purchase, if it had one. */
  compareAtPriceCents: number | null;
  discountCents: number;
  imageId: number | null;
  imageKey: string | null;
  imageAltText: string | null;
}

export interface NewFulfilment {
  status: string;
  shipmentStatus: string | null;
  requiresShipping: boolean;
  tracking: TrackingRecord[];
  estimatedDeliveryAt: Date | null;
  /** When the carrier delivered it (null while on the way); left out, not delivered. */
  deliveredAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewOrder {
  customerId: number | null;
  email: string | null;
  processedAt: Date;
  updatedAt: Date;
  currencyCode: string;
  subtotalBeforeDiscountsCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  discountCodes: string[];
  /** What gift cards paid of the total; none when left out. */
  giftCardCents?: number;
  /** The buyer's note from the cart. */
  note?: string | null;
  shippingAddress: OrderAddressRecord | null;
  billingAddress: OrderAddressRecord | null;
  shippingMethod: ShippingMethodRecord | null;
  financialStatus: string;
  fulfillmentStatus: string;
  cancelledAt: Date | null;
  cancelReason: string | null;
  cartToken: string | null;
  /** The buyer's privacy choice from the cart (Storefront API visitor consent), if any. */
  visitorConsent?: VisitorConsentRecord | null;
  lines: NewLineItem[];
  fulfilments: NewFulfilment[];
}

const CONFIRMATION_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function confirmationNumber() {
  const bytes = randomBytes(9);
  return Array.from(bytes, (b) => CONFIRMATION_ALPHABET[b % CONFIRMATION_ALPHABET.length]).join("");
}

type ColumnValues = Record<string, unknown>;

/** A Drizzle-keyed row as the JSON `jsonb_populate_record` reads: column names, ISO dates. */
function columnJson(table: Table, values: ColumnValues, skip: ReadonlySet<string>) {
  const json: ColumnValues = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (skip.has(key) || values[key] === undefined) continue;
    const value = values[key];
    json[column.name] = value instanceof Date ? value.toISOString() : value;
  }
  return json;
}

const ORDER_SKIP = new Set(["id", "name", "number"]);
const CHILD_SKIP = new Set(["id", "orderId", "position"]);

/**
 * An order as the database's `insert_order` and `place_order` functions read it (migrations 0007 and 0013):
 * JSON keyed by column name. Ids, the number and line positions are the database's to assign.
 */
export function orderRecord(input: NewOrder) {
  const { lines, fulfilments, ...fields } = input;
  return {
    order: columnJson(
      orders,
      {
        ...fields,
        // jsonb_populate_record leaves a missing key null, whatever the column's default.
        giftCardCents: fields.giftCardCents ?? 0,
        note: fields.note ?? null,
        confirmationNumber: confirmationNumber(),
        statusToken: randomBytes(24).toString("base64url"),
        createdAt: input.processedAt,
      },
      ORDER_SKIP,
    ),
    lines: lines.map((line) => columnJson(orderLineItems, { ...line }, CHILD_SKIP)),
    fulfilments: fulfilments.map((f) => columnJson(fulfillments, { ...f }, CHILD_SKIP)),
  };
}

/**
 * Inserts an order with its lines and fulfilments in one statement, numbered in the order they
 * are placed (the `order_numbers` sequence).
 */
export async function insertOrder(db: Database, input: NewOrder) {
  const record = orderRecord(input);
  const [row] = await queryRows<{ order: string }>(
    db,
    `SELECT insert_order($1::jsonb, $2::jsonb, $3::jsonb)::text AS "order"`,
    [
      JSON.stringify(record.order),
      JSON.stringify(record.lines),
      JSON.stringify(record.fulfilments),
    ],
  );
  const inserted = rowFromJson(orders, row?.order);
  if (!inserted) throw new Error("Inserting the order returned no row");
  return inserted;
}
