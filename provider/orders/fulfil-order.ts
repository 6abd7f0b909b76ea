import { eq } from "drizzle-orm";
import type { Clock } from "../clock";
import { ChangeRefused } from "../db/change-refused";
import type { Database } from "../db/client";
import { fulfillmentLineItems, fulfillments, orderLineItems, orders } from "../db/schema/index";
import type { WebhookOutbox } from "../webhooks/webhook-outbox";
import { orderPayload } from "../webhooks/order-payload";
import { trackingUrlFor } from "./carriers";
import { orderStatusPageUrl } from "./status-page";

export interface OrderChangeDeps {
  db: Database;
  clock: Clock;
  outbox: WebhookOutbox;
  publicUrl: string;
}

export interface FulfilmentInput {
  orderId: number;
  /** The carrier, as Shopify's `tracking_company` names it (USPS, UPS, FedEx, …). */
  company: string;
  number: string;
  /** The carrier's tracking page; absent, the known carrier's page for `number`. */
  url?: string | null | undefined;
}

/**
 * Marks an order fulfilled with one shipment carrying its tracking, as Shopify's "Mark as
 * fulfilled" does for every line at once: the fulfilment (status SUCCESS, no carrier event yet)
 * holding every line in full, and the order's fulfilment status are written together with `orders/fulfilled`. The
 * customer's answers are read afresh at once, because a fulfilment row bumps the customer's
 * revision (migration 0005), which the Customer Account API's caches key on.
 */
export async function fulfilOrder(deps: OrderChangeDeps, input: FulfilmentInput) {
  const now = deps.clock.now();
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, input.orderId))
      .for("update");
    if (!order) throw new ChangeRefused(404, "No order has this id.");
    if (order.cancelledAt) {
      throw new ChangeRefused(409, `${order.name} was cancelled, so it can't be fulfilled.`);
    }
    if (order.fulfillmentStatus === "FULFILLED") {
      throw new ChangeRefused(409, `${order.name} is already fulfilled.`);
    }
    const tracking = {
      company: input.company,
      number: input.number,
      url: input.url ?? trackingUrlFor(input.company, input.number),
    };
    const [fulfilment] = await tx
      .insert(fulfillments)
      .values({
        orderId: order.id,
        status: "SUCCESS",
        shipmentStatus: null,
        requiresShipping: order.shippingAddress !== null,
        tracking: [tracking],
        estimatedDeliveryAt: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: fulfillments.id });
    // The parcel holds every line, in full: what `Fulfillment.fulfillmentLineItems` answers.
    const lines = await tx
      .select({ id: orderLineItems.id, quantity: orderLineItems.quantity })
      .from(orderLineItems)
      .where(eq(orderLineItems.orderId, order.id));
    if (lines.length) {
      await tx.insert(fulfillmentLineItems).values(
        lines.map((line) => ({
          orderId: order.id,
          fulfillmentId: fulfilment!.id,
          lineItemId: line.id,
          quantity: line.quantity,
        })),
      );
    }
    await tx
      .update(orders)
      .set({ fulfillmentStatus: "FULFILLED", updatedAt: now })
      .where(eq(orders.id, order.id));
    if (deps.outbox.wants("orders/fulfilled")) {
      const payload = await orderPayload(tx, order.id, {
        publicUrl: deps.publicUrl,
        orderStatusUrl: orderStatusPageUrl(deps.publicUrl, order),
      });
      if (payload) await deps.outbox.record(tx, "orders/fulfilled", payload);
    }
    return { order: order.name, fulfillmentId: fulfilment!.id, tracking };
  });
}
