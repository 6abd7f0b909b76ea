import { eq, inArray } from "drizzle-orm";
import { GraphQLError } from "graphql";
import type { Database } from "../db/client";
import { customers, fulfillments, orderLineItems } from "../db/schema/index";
import type { CustomerRow, FulfillmentRow, LineItemRow, RequestLoaders } from "./context";

/**
 * Collects the keys asked for in one tick and loads them with one query. graphql-js resolves
 * the fields of every item in a list before awaiting any of them, so a page of orders costs
 * one query for all their line items instead of one per order.
 */
function batched<V>(load: (keys: number[]) => Promise<Map<number, V[]>>) {
  let pending: { keys: Set<number>; result: Promise<Map<number, V[]>> } | null = null;
  const cache = new Map<number, Promise<V[]>>();
  return (key: number): Promise<V[]> => {
    const cached = cache.get(key);
    if (cached) return cached;
    if (!pending) {
      const keys = new Set<number>();
      const result = new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => {
        pending = null;
        return load([...keys]);
      });
      pending = { keys, result };
    }
    pending.keys.add(key);
    const value = pending.result.then((map) => map.get(key) ?? []);
    cache.set(key, value);
    return value;
  };
}

function groupBy<V>(rows: V[], keyOf: (row: V) => number) {
  const map = new Map<number, V[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = map.get(key);
    if (list) list.push(row);
    else map.set(key, [row]);
  }
  return map;
}

export function createLoaders(db: Database, customerId: number): RequestLoaders {
  let customer: Promise<CustomerRow> | null = null;
  return {
    customer() {
      customer ??= db
        .select()
        .from(customers)
        .where(eq(customers.id, customerId))
        .then(([row]) => {
          // The token was checked moments ago; a missing row means the customer was deleted.
          if (!row)
            throw new GraphQLError("Unauthorized", { extensions: { code: "UNAUTHORIZED" } });
          return row;
        });
      return customer;
    },
    lineItems: batched<LineItemRow>(async (orderIds) => {
      const rows = await db
        .select()
        .from(orderLineItems)
        .where(inArray(orderLineItems.orderId, orderIds))
        .orderBy(orderLineItems.orderId, orderLineItems.position);
      return groupBy(rows, (r) => r.orderId);
    }),
    fulfillments: batched<FulfillmentRow>(async (orderIds) => {
      const rows = await db
        .select()
        .from(fulfillments)
        .where(inArray(fulfillments.orderId, orderIds))
        .orderBy(fulfillments.orderId, fulfillments.createdAt, fulfillments.id);
      return groupBy(rows, (r) => r.orderId);
    }),
  };
}
