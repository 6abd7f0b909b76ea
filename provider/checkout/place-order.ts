import { eq, sql } from "drizzle-orm";
import type { Clock } from "../clock";
import { queryRows, type Database } from "../db/client";
import { carts, type OrderAddressRecord } from "../db/schema/index";
import { findDiscountCode } from "../discounts";
import { insertOrder } from "../orders/order-writer";
import { computeTotals, findShippingMethod, type OrderTotals } from "../orders/totals";
import {
  hasOrderedBefore,
  loadCheckoutLines,
  orderForCart,
  type CheckoutLine,
} from "./checkout-cart";
import type { CheckoutValues } from "./checkout-form";

export type DiscountProblem = "unknown" | "not-first-order" | null;

/** Prices a checkout the same way placing the order will, for showing totals on the form. */
export async function priceCheckout(
  db: Database,
  lines: CheckoutLine[],
  values: CheckoutValues,
  customerId: number | null,
): Promise<{ totals: OrderTotals; discountProblem: DiscountProblem }> {
  const code = values.discountCode.trim();
  let discountProblem: DiscountProblem = null;
  let applied: string | null = null;
  if (code) {
    const rule = findDiscountCode(code);
    if (!rule) discountProblem = "unknown";
    else if (rule.firstOrderOnly && (await hasOrderedBefore(db, customerId, values.email))) {
      discountProblem = "not-first-order";
    } else applied = rule.code;
  }
  const totals = computeTotals({
    lines: lines.map((l) => ({ unitPriceCents: l.unitPriceCents, quantity: l.quantity })),
    shippingMethod: findShippingMethod(values.shippingMethod) ?? null,
    stateCode: values.state || null,
    discountCode: applied,
  });
  return { totals, discountProblem };
}

export type PlaceOrderResult =
  | {
      kind: "placed";
      statusToken: string;
      alreadyPlaced: boolean;
      /** Whether the order took stock that the catalogue shows (a tracked variant's quantity). */
      tookTrackedStock: boolean;
    }
  | { kind: "sold-out"; titles: string[] }
  | { kind: "discount"; problem: Exclude<DiscountProblem, null> }
  | { kind: "empty" }
  | { kind: "gone" };

class Abort extends Error {
  constructor(readonly result: PlaceOrderResult) {
    super(result.kind);
  }
}

function addressRecord(v: CheckoutValues): OrderAddressRecord {
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    company: null,
    address1: v.address1.trim(),
    address2: v.address2.trim() || null,
    city: v.city.trim(),
    territoryCode: "US",
    zoneCode: v.state,
    zip: v.zip.trim(),
    phone: null,
  };
}

/**
 * Turns the cart into an order in one transaction: takes stock with conditional updates (the
 * guard that prevents overselling on PostgreSQL, where transactions really run concurrently),
 * writes the order, and completes the cart. The cart token is unique on orders, so a repeated
 * submit finds the first order instead of creating another.
 */
export async function placeOrder(deps: {
  db: Database;
  clock: Clock;
  cartToken: string;
  customerId: number | null;
  currencyCode: string;
  values: CheckoutValues;
}): Promise<PlaceOrderResult> {
  const { clock, cartToken, customerId, values } = deps;
  try {
    return await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      // Locks the cart so two submits of the same cart queue up behind each other.
      const [cart] = await tx.select().from(carts).where(eq(carts.token, cartToken)).for("update");
      if (!cart) throw new Abort({ kind: "gone" });
      if (cart.completedAt) {
        const existing = await orderForCart(tx, cartToken);
        if (existing)
          return {
            kind: "placed",
            statusToken: existing.statusToken,
            alreadyPlaced: true,
            tookTrackedStock: false,
          };
        throw new Abort({ kind: "gone" });
      }
      const lines = await loadCheckoutLines(tx, cartToken);
      if (!lines.length) throw new Abort({ kind: "empty" });
      const { totals, discountProblem } = await priceCheckout(tx, lines, values, customerId);
      if (discountProblem) throw new Abort({ kind: "discount", problem: discountProblem });

      const soldOut: string[] = [];
      let tookTrackedStock = false;
      for (const line of lines) {
        const taken = await tx.execute(sql`
          UPDATE product_variants
             SET inventory_quantity = inventory_quantity - ${line.quantity}
           WHERE id = ${line.variantId}
             AND (NOT inventory_tracked OR inventory_quantity >= ${line.quantity})
          RETURNING inventory_tracked AS tracked`);
        if (takenRows(taken).some((row) => row.tracked)) tookTrackedStock = true;
        if (affectedRows(taken) === 0) {
          soldOut.push(
            line.variantTitle === "Default Title"
              ? line.title
              : `${line.title} (${line.variantTitle})`,
          );
        }
      }
      if (soldOut.length) throw new Abort({ kind: "sold-out", titles: soldOut });

      const now = clock.now();
      const method = findShippingMethod(values.shippingMethod)!;
      const address = addressRecord(values);
      const order = await insertOrder(tx, {
        customerId,
        email: values.email.trim(),
        processedAt: now,
        updatedAt: now,
        currencyCode: deps.currencyCode,
        subtotalBeforeDiscountsCents: totals.subtotalBeforeDiscountsCents,
        discountCents: totals.discountCents,
        shippingCents: totals.shippingCents,
        taxCents: totals.taxCents,
        totalCents: totals.totalCents,
        discountCodes: totals.discountCode ? [totals.discountCode.code] : [],
        shippingAddress: address,
        billingAddress: address,
        shippingMethod: {
          code: method.code,
          title: method.title,
          priceCents: totals.shippingCents,
        },
        financialStatus: "PAID",
        fulfillmentStatus: "UNFULFILLED",
        cancelledAt: null,
        cancelReason: null,
        cartToken,
        lines: lines.map((line, i) => ({
          title: line.title,
          variantTitle: line.variantTitle,
          variantOptions: line.variantTitle === "Default Title" ? [] : line.options,
          sku: line.sku,
          vendor: line.vendor,
          productType: line.productType,
          productId: line.productId,
          variantId: line.variantId,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          discountCents: totals.lineDiscountCents[i]!,
          imageId: line.image?.id ?? null,
          imageKey: line.image?.key ?? null,
          imageAltText: line.image?.altText ?? null,
        })),
        fulfilments: [],
      });
      await queryRows(tx, "UPDATE carts SET completed_at = $1, updated_at = $1 WHERE token = $2", [
        now.toISOString(),
        cartToken,
      ]);
      return {
        kind: "placed",
        statusToken: order.statusToken,
        alreadyPlaced: false,
        tookTrackedStock,
      };
    });
  } catch (error) {
    if (error instanceof Abort) return error.result;
    // Two submits that slipped past the row lock still meet at the unique cart token.
    const existing = await orderForCart(deps.db, cartToken);
    if (existing) {
      return {
        kind: "placed",
        statusToken: existing.statusToken,
        alreadyPlaced: true,
        tookTrackedStock: false,
      };
    }
    throw error;
  }
}

function takenRows(result: unknown): { tracked: boolean }[] {
  return ((result as { rows?: { tracked: boolean }[] }).rows ?? []) as { tracked: boolean }[];
}

function affectedRows(result: unknown): number {
  const r = result as { rows?: unknown[]; rowCount?: number | null; affectedRows?: number };
  return r.rows?.length ?? r.rowCount ?? r.affectedRows ?? 0;
}
