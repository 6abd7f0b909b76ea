import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  fulfillments,
  orderLineItems,
  orders,
  type OrderAddressRecord,
  type SelectedOptionRecord,
  type ShippingMethodRecord,
  type TrackingRecord,
} from "../db/schema/index";

/** Shopify names the first order of a shop #1001. */
export const FIRST_ORDER_NUMBER = 1001;

// Any constant works; it only has to be the same for every writer of orders.
const ORDER_NUMBER_LOCK = 7_311_001;

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

/**
 * Inserts an order with its lines and fulfilments. Must run inside a transaction: the advisory
 * lock serialises order numbering on PostgreSQL until that transaction ends. Orders are never
 * changed after this, which order-cache.ts relies on.
 */
export async function insertOrder(tx: Database, input: NewOrder) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ORDER_NUMBER_LOCK})`);
  const result = await tx.execute(
    sql`SELECT COALESCE(MAX(${orders.number}), ${FIRST_ORDER_NUMBER - 1}) + 1 AS next FROM ${orders}`,
  );
  const number = Number(rowsOf<{ next: number | string }>(result)[0]?.next ?? FIRST_ORDER_NUMBER);
  const { lines, fulfilments, ...fields } = input;
  const [order] = await tx
    .insert(orders)
    .values({
      ...fields,
      name: `#${number}`,
      number,
      confirmationNumber: confirmationNumber(),
      statusToken: randomBytes(24).toString("base64url"),
      createdAt: input.processedAt,
    })
    .returning();
  if (!order) throw new Error("Inserting the order returned no row");
  if (lines.length) {
    await tx
      .insert(orderLineItems)
      .values(lines.map((line, position) => ({ ...line, orderId: order.id, position })));
  }
  if (fulfilments.length) {
    await tx.insert(fulfillments).values(fulfilments.map((f) => ({ ...f, orderId: order.id })));
  }
  return order;
}

/** node-postgres returns `{rows}`, PGlite an object with `rows` too; both are read the same way. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
