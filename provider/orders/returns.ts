import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import {
  fulfillmentLineItems,
  fulfillments,
  orderLineItems,
  orders,
  products,
  returnLineItems,
  returns,
} from "../db/schema/index";
import type { ReturnReasonCode } from "../../shop-policy/return-policy";
import { lineEligibility, type LineEligibility } from "./return-eligibility";

/** Shopify's `ReturnStatus`. */
export type ReturnStatus = "REQUESTED" | "OPEN" | "DECLINED" | "CLOSED" | "CANCELED";
/** Shopify's `ReturnDeclineReason`. */
export type ReturnDeclineReason = "FINAL_SALE" | "OTHER" | "RETURN_PERIOD_ENDED";
export const RETURN_DECLINE_REASONS: readonly ReturnDeclineReason[] = [
  "FINAL_SALE",
  "OTHER",
  "RETURN_PERIOD_ENDED",
];

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnLineRow = typeof returnLineItems.$inferSelect;

/** Returns that still hold their units: a declined or cancelled one gives them back. */
const STANDING: readonly ReturnStatus[] = ["REQUESTED", "OPEN", "CLOSED"];

/** The longest note Shopify keeps with a returned item. */
export const CUSTOMER_NOTE_MAX = 300;
/** The longest note a merchant may send with a decline. */
export const DECLINE_NOTE_MAX = 500;

/**
 * Each line's returnable and non-returnable quantities at `now`: the policy (shop-policy) applied
 * to the order's lines, the parcels that delivered them and the returns already asked for.
 */
export async function orderEligibility(
  db: Database,
  orderId: number,
  now: Date,
): Promise<LineEligibility[]> {
  const lines = await db
    .select({
      id: orderLineItems.id,
      quantity: orderLineItems.quantity,
      productType: orderLineItems.productType,
      tags: products.tags,
      unitPriceCents: orderLineItems.unitPriceCents,
      compareAtPriceCents: orderLineItems.compareAtPriceCents,
    })
    .from(orderLineItems)
    .leftJoin(products, eq(products.id, orderLineItems.productId))
    .where(eq(orderLineItems.orderId, orderId))
    .orderBy(asc(orderLineItems.position));
  const parcels = await db
    .select({
      id: fulfillments.id,
      status: fulfillments.status,
      deliveredAt: fulfillments.deliveredAt,
    })
    .from(fulfillments)
    .where(eq(fulfillments.orderId, orderId));
  const held = await db
    .select()
    .from(fulfillmentLineItems)
    .where(eq(fulfillmentLineItems.orderId, orderId));
  const asked = await db
    .select({ lineItemId: returnLineItems.lineItemId, quantity: returnLineItems.quantity })
    .from(returnLineItems)
    .innerJoin(returns, eq(returns.id, returnLineItems.returnId))
    .where(and(eq(returnLineItems.orderId, orderId), inArray(returns.status, [...STANDING])));

  const requested = new Map<number, number>();
  for (const row of asked) {
    requested.set(row.lineItemId, (requested.get(row.lineItemId) ?? 0) + row.quantity);
  }
  return lineEligibility(
    lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      productType: line.productType,
      tags: line.tags,
      // As bought: a full-price item later marked down may still go back, and a sale item stays
      // final sale when its price returns to normal.
      onSale: line.compareAtPriceCents !== null && line.compareAtPriceCents > line.unitPriceCents,
    })),
    parcels.map((parcel) => ({
      deliveredAt: parcel.deliveredAt,
      succeeded: parcel.status === "SUCCESS",
      lines: held.filter((h) => h.fulfillmentId === parcel.id),
    })),
    requested,
    now,
  );
}

export interface RequestedReturnLine {
  lineItemId: number;
  quantity: number;
  reason: ReturnReasonCode;
  customerNote: string | null;
}

/** A `ReturnUserError`: the input path, the message and Shopify's `ReturnErrorCode`. */
export interface ReturnUserError {
  field: (string | number)[] | null;
  message: string;
  code: string;
}

export type RequestReturnResult =
  { return: ReturnRow; userErrors: [] } | { return: null; userErrors: ReturnUserError[] };

class Refused extends Error {
  constructor(readonly userErrors: ReturnUserError[]) {
    super("refused");
  }
}

/**
 * A customer asks to send back `lines` of their own order `orderId`. Every line is checked against
 * what is returnable now, under a lock on the order, so two requests for the same units cannot
 * both pass; the return starts REQUESTED, waiting for the merchant.
 */
export async function requestReturn(
  db: Database,
  clock: Clock,
  request: { orderId: number; customerId: number; lines: RequestedReturnLine[] },
): Promise<RequestReturnResult> {
  const field = (i: number, name: string) => ["requestedLineItems", i, name];
  try {
    return await db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, request.orderId), eq(orders.customerId, request.customerId)))
        .for("update");
      if (!order) {
        throw new Refused([
          { field: ["orderId"], message: "Order does not exist", code: "NOT_FOUND" },
        ]);
      }
      if (!request.lines.length) {
        throw new Refused([
          {
            field: ["requestedLineItems"],
            message: "Requested line items can't be blank",
            code: "BLANK",
          },
        ]);
      }
      const now = clock.now();
      const eligibility = new Map(
        (await orderEligibility(tx, order.id, now)).map((e) => [e.lineItemId, e]),
      );
      const errors: ReturnUserError[] = [];
      const seen = new Set<number>();
      request.lines.forEach((line, i) => {
        const found = eligibility.get(line.lineItemId);
        if (!found) {
          errors.push({
            field: field(i, "lineItemId"),
            message: "Line item does not exist",
            code: "NOT_FOUND",
          });
        } else if (seen.has(line.lineItemId)) {
          errors.push({
            field: field(i, "lineItemId"),
            message: "Line item is requested more than once",
            code: "TAKEN",
          });
        } else if (line.quantity < 1) {
          errors.push({
            field: field(i, "quantity"),
            message: "Quantity must be greater than 0",
            code: "GREATER_THAN",
          });
        } else if (found.excludedCategory) {
          errors.push({
            field: field(i, "lineItemId"),
            message: "Line item is not eligible for return",
            code: "INVALID",
          });
        } else if (line.quantity > found.returnable) {
          errors.push({
            field: field(i, "quantity"),
            message:
              found.returnable === 0
                ? "Line item is not eligible for return"
                : `Quantity must be less than or equal to ${found.returnable}`,
            code: found.returnable === 0 ? "INVALID" : "LESS_THAN_OR_EQUAL_TO",
          });
        }
        if ((line.customerNote?.length ?? 0) > CUSTOMER_NOTE_MAX) {
          errors.push({
            field: field(i, "customerNote"),
            message: `Customer note is too long (maximum is ${CUSTOMER_NOTE_MAX} characters)`,
            code: "TOO_LONG",
          });
        }
        seen.add(line.lineItemId);
      });
      if (errors.length) throw new Refused(errors);

      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(returns)
        .where(eq(returns.orderId, order.id));
      const [created] = await tx
        .insert(returns)
        .values({
          orderId: order.id,
          name: `${order.name}-R${count + 1}`,
          status: "REQUESTED",
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx.insert(returnLineItems).values(
        request.lines.map((line) => ({
          orderId: order.id,
          returnId: created!.id,
          lineItemId: line.lineItemId,
          quantity: line.quantity,
          reason: line.reason,
          customerNote: line.customerNote?.trim() || null,
        })),
      );
      return { return: created!, userErrors: [] as [] };
    });
  } catch (error) {
    if (error instanceof Refused) return { return: null, userErrors: error.userErrors };
    throw error;
  }
}

/** A merchant action's outcome: the return as it now stands, or why it could not be done. */
export type MerchantReturnResult =
  | { ok: true; return: ReturnRow }
  | { ok: false; error: "not-found" | "wrong-status" | "invalid"; message: string };

async function moveReturn(
  db: Database,
  returnId: number,
  from: ReturnStatus,
  change: Partial<typeof returns.$inferInsert> & { status: ReturnStatus; updatedAt: Date },
): Promise<MerchantReturnResult> {
  const [moved] = await db
    .update(returns)
    .set(change)
    .where(and(eq(returns.id, returnId), eq(returns.status, from)))
    .returning();
  if (moved) return { ok: true, return: moved };
  const [existing] = await db.select().from(returns).where(eq(returns.id, returnId));
  if (!existing) return { ok: false, error: "not-found", message: "Return not found" };
  return {
    ok: false,
    error: "wrong-status",
    message: `Return ${existing.name} is ${existing.status.toLowerCase()}, not ${from.toLowerCase()}`,
  };
}

/** The merchant approves a requested return: it becomes OPEN, and the customer may send it. */
export function approveReturn(db: Database, clock: Clock, returnId: number) {
  const now = clock.now();
  return moveReturn(db, returnId, "REQUESTED", { status: "OPEN", approvedAt: now, updatedAt: now });
}

/** The merchant declines a requested return, with Shopify's reason and a note the customer sees. */
export async function declineReturn(
  db: Database,
  clock: Clock,
  returnId: number,
  decline: { reason: ReturnDeclineReason; note: string | null },
): Promise<MerchantReturnResult> {
  const note = decline.note?.trim() || null;
  if (!RETURN_DECLINE_REASONS.includes(decline.reason)) {
    return { ok: false, error: "invalid", message: "Choose a reason for declining" };
  }
  if (note && note.length > DECLINE_NOTE_MAX) {
    return {
      ok: false,
      error: "invalid",
      message: `The note is too long (maximum is ${DECLINE_NOTE_MAX} characters)`,
    };
  }
  // Final sale and an ended period have sentences of their own on the order page; "Other" has
  // none, so without the merchant's words the customer would read a bare "Return declined".
  if (decline.reason === "OTHER" && !note) {
    return {
      ok: false,
      error: "invalid",
      message: "Write the customer a note saying why, when the reason is Other",
    };
  }
  const now = clock.now();
  return moveReturn(db, returnId, "REQUESTED", {
    status: "DECLINED",
    declineReason: decline.reason,
    declineNote: note,
    updatedAt: now,
  });
}

/** The merchant closes an approved return once its parcel is in and refunded. */
export function closeReturn(db: Database, clock: Clock, returnId: number) {
  const now = clock.now();
  return moveReturn(db, returnId, "OPEN", { status: "CLOSED", closedAt: now, updatedAt: now });
}

export interface MerchantReturnView extends ReturnRow {
  orderName: string;
  customerEmail: string | null;
  lines: (ReturnLineRow & { title: string; variantTitle: string | null })[];
}

/** Every return, newest first, with its lines: what the merchant console lists. */
export async function listReturns(
  db: Database,
  filter: { status?: ReturnStatus } = {},
): Promise<MerchantReturnView[]> {
  const rows = await db
    .select({ ret: returns, orderName: orders.name, customerEmail: orders.email })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(filter.status ? eq(returns.status, filter.status) : undefined)
    .orderBy(sql`${returns.createdAt} DESC`, sql`${returns.id} DESC`);
  if (!rows.length) return [];
  const lines = await db
    .select({
      line: returnLineItems,
      title: orderLineItems.title,
      variantTitle: orderLineItems.variantTitle,
    })
    .from(returnLineItems)
    .innerJoin(orderLineItems, eq(orderLineItems.id, returnLineItems.lineItemId))
    .where(
      inArray(
        returnLineItems.returnId,
        rows.map((r) => r.ret.id),
      ),
    )
    .orderBy(asc(returnLineItems.id));
  return rows.map(({ ret, orderName, customerEmail }) => ({
    ...ret,
    orderName,
    customerEmail,
    lines: lines
      .filter((l) => l.line.returnId === ret.id)
      .map((l) => ({ ...l.line, title: l.title, variantTitle: l.variantTitle })),
  }));
}

/** One order's returns with their lines, oldest first: what `Order.returns` answers. */
export async function orderReturns(db: Database, orderId: number) {
  const rows = await db
    .select()
    .from(returns)
    .where(eq(returns.orderId, orderId))
    .orderBy(asc(returns.createdAt), asc(returns.id));
  const lines = rows.length
    ? await db
        .select()
        .from(returnLineItems)
        .where(eq(returnLineItems.orderId, orderId))
        .orderBy(asc(returnLineItems.id))
    : [];
  return rows.map((row) => ({ ...row, lines: lines.filter((l) => l.returnId === row.id) }));
}

export type OrderReturn = Awaited<ReturnType<typeof orderReturns>>[number];
