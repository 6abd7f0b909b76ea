import type { fulfillments, orderLineItems, orders } from "../db/schema/index";

type OrderRow = typeof orders.$inferSelect;

export interface OrderChildren {
  lineItems: (typeof orderLineItems.$inferSelect)[];
  fulfillments: (typeof fulfillments.$inferSelect)[];
}

/** Customers whose order lists are kept, and orders whose lines and fulfilments are. */
const MAX_CUSTOMERS = 1_000;
const MAX_ORDERS = 10_000;

function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number) {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}

/**
 * Orders, their line items and their fulfilments are written once, in the transaction that
 * places the order (order-writer.ts), and never changed afterwards, so what was read of them
 * stays true. The accounts page reads them on every visit; this keeps them in memory.
 *
 * A customer's list does grow. It is kept with its `version` (count, highest and sum of the
 * ids), which the caller reads from the database with the customer row on every request: a new
 * order changes it, so the list is never stale. If orders ever become mutable, this cache must
 * learn about those writes.
 */
export class OrderCache {
  private readonly lists = new Map<number, { version: string; rows: OrderRow[] }>();
  private readonly children = new Map<number, OrderChildren>();

  /** The rows come back shared: callers must not change them. */
  list(customerId: number, version: string): OrderRow[] | undefined {
    const entry = this.lists.get(customerId);
    if (!entry || entry.version !== version) return undefined;
    remember(this.lists, customerId, entry, MAX_CUSTOMERS);
    return entry.rows;
  }

  rememberList(customerId: number, rows: OrderRow[]) {
    remember(this.lists, customerId, { version: listVersion(rows), rows }, MAX_CUSTOMERS);
  }

  orderChildren(orderId: number): OrderChildren | undefined {
    const entry = this.children.get(orderId);
    if (entry) remember(this.children, orderId, entry, MAX_ORDERS);
    return entry;
  }

  rememberChildren(orderId: number, value: OrderChildren) {
    remember(this.children, orderId, value, MAX_ORDERS);
  }
}

/** Same text as `ORDER_LIST_VERSION_SQL` computes in the database. */
export function listVersion(rows: Pick<OrderRow, "id">[]): string {
  let max = 0;
  let sum = 0;
  for (const row of rows) {
    max = Math.max(max, row.id);
    sum += row.id;
  }
  return `${rows.length}:${max}:${sum}`;
}

/** One cache per database: tests run several providers in one process. */
const caches = new WeakMap<object, OrderCache>();

export function orderCacheFor(db: object): OrderCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new OrderCache();
    caches.set(db, cache);
  }
  return cache;
}
