import type {
  fulfillmentLineItems,
  fulfillments,
  orderLineItems,
  orders,
} from "../db/schema/index";

type OrderRow = typeof orders.$inferSelect;

export interface OrderChildren {
  lineItems: (typeof orderLineItems.$inferSelect)[];
  fulfillments: (typeof fulfillments.$inferSelect)[];
  fulfillmentLineItems: (typeof fulfillmentLineItems.$inferSelect)[];
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
 * A customer's orders with their line items and fulfilments, read on every visit to the account
 * pages, kept in memory under the customer's `revision`. Database triggers bump the revision on
 * any change to the customer's orders, lines or fulfilments (migration 0005), and callers read it
 * with the customer row on every request, so an entry is only ever served for the revision it was
 * read at: a new order or a changed fulfilment is seen at once, whoever wrote it.
 */
export class OrderCache {
  private readonly lists = new Map<number, { revision: number; rows: OrderRow[] }>();
  private readonly children = new Map<number, { revision: number; value: OrderChildren }>();

  /** The rows come back shared: callers must not change them. */
  list(customerId: number, revision: number): OrderRow[] | undefined {
    const entry = this.lists.get(customerId);
    if (!entry || entry.revision !== revision) return undefined;
    remember(this.lists, customerId, entry, MAX_CUSTOMERS);
    return entry.rows;
  }

  /** `revision` is the one read before the rows were. */
  rememberList(customerId: number, revision: number, rows: OrderRow[]) {
    remember(this.lists, customerId, { revision, rows }, MAX_CUSTOMERS);
  }

  orderChildren(orderId: number, revision: number): OrderChildren | undefined {
    const entry = this.children.get(orderId);
    if (!entry || entry.revision !== revision) return undefined;
    remember(this.children, orderId, entry, MAX_ORDERS);
    return entry.value;
  }

  rememberChildren(orderId: number, revision: number, value: OrderChildren) {
    remember(this.children, orderId, { revision, value }, MAX_ORDERS);
  }
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
