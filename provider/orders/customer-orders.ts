import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { orders } from "../db/schema/index";

/** Whether the customer has placed an order before: first-order-only codes depend on it. */
export async function customerHasOrders(db: Database, customerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .limit(1);
  return rows.length > 0;
}
