import { eq, sql } from "drizzle-orm";
import { ChangeRefused } from "../db/change-refused";
import { queryRows, type Database } from "../db/client";
import { giftCards, orderGiftCardPayments, orders } from "../db/schema/index";
import { recordStockChange } from "../webhooks/product-events";
import type { OrderChangeDeps } from "./fulfil-order";

/** Shopify's `OrderCancelReason`. */
export const CANCEL_REASONS = [
  "CUSTOMER",
  "DECLINED",
  "FRAUD",
  "INVENTORY",
  "STAFF",
  "OTHER",
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/**
 * Cancels an unfulfilled order as Shopify's admin does by default: the payment is refunded
 * (what gift cards paid goes back onto them), and the items are restocked, so a sold-out size
 * an order held comes back on sale. A fulfilled order is not cancelled: it is returned.
 */
export async function cancelOrder(
  deps: OrderChangeDeps,
  input: { orderId: number; reason: CancelReason; restock: boolean },
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, input.orderId))
      .for("update");
    if (!order) throw new ChangeRefused(404, "No order has this id.");
    if (order.cancelledAt) throw new ChangeRefused(409, `${order.name} is already cancelled.`);
    if (order.fulfillmentStatus !== "UNFULFILLED") {
      throw new ChangeRefused(
        409,
        `${order.name} has been fulfilled, so it can't be cancelled; return its items instead.`,
      );
    }
    await tx
      .update(orders)
      .set({
        cancelledAt: now,
        cancelReason: input.reason,
        financialStatus: "REFUNDED",
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    const payments = await tx
      .select()
      .from(orderGiftCardPayments)
      .where(eq(orderGiftCardPayments.orderId, order.id));
    for (const payment of payments) {
      await tx
        .update(giftCards)
        .set({ balanceCents: sql`${giftCards.balanceCents} + ${payment.amountCents}` })
        .where(eq(giftCards.id, payment.giftCardId));
    }
    // Only tracked stock is counted; the listings' availability follows by trigger.
    const restocked = input.restock
      ? await queryRows<{ id: string; product_id: string; quantity: number }>(
          tx,
          `UPDATE product_variants v SET inventory_quantity = v.inventory_quantity + l.quantity
            FROM (SELECT variant_id, sum(quantity)::int AS quantity FROM order_line_items
                  WHERE order_id = $1 AND variant_id IS NOT NULL GROUP BY variant_id) l
            WHERE v.id = l.variant_id AND v.inventory_tracked
            RETURNING v.id::text AS id, v.product_id::text AS product_id, v.inventory_quantity AS quantity`,
          [order.id],
        )
      : [];
    await recordStockChange(
      tx,
      deps.outbox,
      restocked.map((row) => ({
        id: Number(row.id),
        productId: Number(row.product_id),
        quantity: Number(row.quantity),
      })),
      { publicUrl: deps.publicUrl, now },
    );
    return { order: order.name, restockedVariants: restocked.length };
  });
}
