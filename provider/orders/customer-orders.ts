import { isNotNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { orders } from "../db/schema/index";

/**
 * Which customers have ordered before (first-order-only discount codes), held in memory.
 * The Storefront API asks while it holds a cart transaction, and embedded PGlite runs one
 * transaction at a time, so a query here would wait for itself. Orders are only created by this
 * process (seeding and checkout), which records each one after it commits.
 */
export async function loadOrderHistory(db: Database) {
  const rows = await db
    .selectDistinct({ customerId: orders.customerId })
    .from(orders)
    .where(isNotNull(orders.customerId));
  const customers = new Set(rows.map((r) => r.customerId!));
  return {
    has: (customerId: number) => customers.has(customerId),
    record: (customerId: number | null) => {
      if (customerId !== null) customers.add(customerId);
    },
  };
}

export type OrderHistory = Awaited<ReturnType<typeof loadOrderHistory>>;
