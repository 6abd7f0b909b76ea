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
  shippingAddress: OrderAddressRecord | null;
  billingAddress: OrderAddressRecord | null;
  shippingMethod: ShippingMethodRecord | null;
  financialStatus: string;
  fulfillmentStatus: string;
  cancelledAt: Date | null;
  cancelReason: string | null;
  cartToken: string | null;
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

const quoted = (table: Table, skip: ReadonlySet<string>, prefix = "") =>
  Object.entries(getTableColumns(table))
    .filter(([key]) => !skip.has(key))
    .map(([, column]) => `${prefix}"${column.name}"`);

const ORDER_SKIP = new Set(["id", "name", "number"]);
const CHILD_SKIP = new Set(["id", "orderId"]);

/*
 * The order, its lines and its fulfilments in one statement: each statement costs PGlite far more
 * than a row does, and placing an order is one of the provider's hot paths. The number comes from
 * the `order_numbers` sequence (migration 0006).
 */
const INSERT_ORDER = `WITH numbered AS (SELECT nextval('order_numbers')::int AS n),
  new_order AS (
    INSERT INTO orders ("name", "number", ${quoted(orders, ORDER_SKIP).join(", ")})
    SELECT '#' || numbered.n, numbered.n, ${quoted(orders, ORDER_SKIP, "r.").join(", ")}
      FROM numbered, jsonb_populate_record(NULL::orders, $1::jsonb) AS r
    RETURNING *
  ),
  new_lines AS (
    INSERT INTO order_line_items ("order_id", ${quoted(orderLineItems, CHILD_SKIP).join(", ")})
    SELECT new_order.id, ${quoted(orderLineItems, CHILD_SKIP, "r.").join(", ")}
      FROM new_order, jsonb_populate_recordset(NULL::order_line_items, $2::jsonb) AS r
  ),
  new_fulfilments AS (
    INSERT INTO fulfillments ("order_id", ${quoted(fulfillments, CHILD_SKIP).join(", ")})
    SELECT new_order.id, ${quoted(fulfillments, CHILD_SKIP, "r.").join(", ")}
      FROM new_order, jsonb_populate_recordset(NULL::fulfillments, $3::jsonb) AS r
  )
  SELECT row_to_json(new_order)::text AS "order" FROM new_order`;

/**
 * Inserts an order with its lines and fulfilments, numbered in the order they are placed. Call it
 * inside the transaction that takes the order's stock, so both land or neither does.
 */
export async function insertOrder(tx: Database, input: NewOrder) {
  const { lines, fulfilments, ...fields } = input;
  const order = columnJson(
    orders,
    {
      ...fields,
      confirmationNumber: confirmationNumber(),
      statusToken: randomBytes(24).toString("base64url"),
      createdAt: input.processedAt,
    },
    ORDER_SKIP,
  );
  const [row] = await queryRows<{ order: string }>(tx, INSERT_ORDER, [
    JSON.stringify(order),
    JSON.stringify(
      lines.map((line, position) => columnJson(orderLineItems, { ...line, position }, CHILD_SKIP)),
    ),
    JSON.stringify(
      fulfilments.map((f) => columnJson(fulfillments, f as unknown as ColumnValues, CHILD_SKIP)),
    ),
  ]);
  const inserted = rowFromJson(orders, row?.order);
  if (!inserted) throw new Error("Inserting the order returned no row");
  return inserted;
}
