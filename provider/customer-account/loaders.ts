import { GraphQLError } from "graphql";
import { queryRows, type Database } from "../db/client";
import {
  customers,
  fulfillmentLineItems,
  fulfillments,
  orderLineItems,
  orders,
} from "../db/schema/index";
import { rowFromJson, rowsFromJson } from "../orders/json-rows";
import { orderCacheFor, type OrderChildren } from "../orders/order-cache";
import type { CustomerRow, OrderRow, RequestLoaders } from "./context";

/**
 * Collects the keys asked for in one tick and loads them with one query. graphql-js resolves
 * the fields of every item in a list before awaiting any of them, so a page of orders costs
 * one query for all their line items instead of one per order.
 */
function batched<V>(load: (keys: number[]) => Promise<Map<number, V>>, missing: () => V) {
  let pending: { keys: Set<number>; result: Promise<Map<number, V>> } | null = null;
  const cache = new Map<number, Promise<V>>();
  return (key: number): Promise<V> => {
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
    const value = pending.result.then((map) => map.get(key) ?? missing());
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

/*
 * The statements of every Customer Account API request, on the driver's own query (`queryRows`):
 * Drizzle's building and PGlite's per-query parser set-up cost more than these statements.
 * Rows come back as one JSON text each (json-rows.ts).
 */
const CUSTOMER = "SELECT row_to_json(customers)::text AS customer FROM customers WHERE id = $1";
const ORDERS = "SELECT json_agg(orders)::text AS orders FROM orders WHERE customer_id = $1";
const ORDER_CHILDREN = `SELECT
    (SELECT json_agg(l ORDER BY l.order_id, l.position)
       FROM order_line_items l WHERE l.order_id = ANY($1::bigint[]))::text AS line_items,
    (SELECT json_agg(f ORDER BY f.order_id, f.created_at, f.id)
       FROM fulfillments f WHERE f.order_id = ANY($1::bigint[]))::text AS fulfillments,
    (SELECT json_agg(p ORDER BY p.order_id, p.id)
       FROM fulfillment_line_items p WHERE p.order_id = ANY($1::bigint[]))::text AS parcel_lines`;

/**
 * The request's reads, scoped to one customer. Orders and their children come from the order
 * cache when it holds them at the customer's current revision (read with the customer row), so
 * a repeat visit to the orders page costs that one small query.
 */
export function createLoaders(db: Database, customerId: number): RequestLoaders {
  const cache = orderCacheFor(db);
  let customer: Promise<CustomerRow> | null = null;
  let customerOrders: Promise<OrderRow[]> | null = null;

  function loadCustomer() {
    customer ??= queryRows<{ customer: unknown }>(db, CUSTOMER, [customerId]).then(([row]) => {
      const found = rowFromJson(customers, row?.customer);
      // The token was checked moments ago; a missing row means the customer was deleted.
      if (!found) throw new GraphQLError("Unauthorized", { extensions: { code: "UNAUTHORIZED" } });
      return found;
    });
    return customer;
  }

  async function loadOrders() {
    const { revision } = await loadCustomer();
    const cached = cache.list(customerId, revision);
    if (cached) return cached;
    const [row] = await queryRows<{ orders: unknown }>(db, ORDERS, [customerId]);
    const rows = rowsFromJson(orders, row?.orders);
    cache.rememberList(customerId, revision, rows);
    return rows;
  }

  /**
   * An order page asks for line items and fulfilments together, so one query fetches both for
   * every order on the page.
   */
  const children = batched<OrderChildren>(
    async (wanted) => {
      const { revision } = await loadCustomer();
      const found = new Map<number, OrderChildren>();
      const orderIds: number[] = [];
      for (const id of wanted) {
        const cached = cache.orderChildren(id, revision);
        if (cached) found.set(id, cached);
        else orderIds.push(id);
      }
      if (!orderIds.length) return found;
      // Ids come from the database as numbers; one array parameter instead of one per id.
      const ids = `{${orderIds.map((id) => Math.trunc(id)).join(",")}}`;
      const [row] = await queryRows<{
        line_items: unknown;
        fulfillments: unknown;
        parcel_lines: unknown;
      }>(db, ORDER_CHILDREN, [ids]);
      const lineItems = groupBy(rowsFromJson(orderLineItems, row?.line_items), (r) => r.orderId);
      const fulfilled = groupBy(rowsFromJson(fulfillments, row?.fulfillments), (r) => r.orderId);
      const parcelLines = groupBy(
        rowsFromJson(fulfillmentLineItems, row?.parcel_lines),
        (r) => r.orderId,
      );
      for (const id of orderIds) {
        const value = {
          lineItems: lineItems.get(id) ?? [],
          fulfillments: fulfilled.get(id) ?? [],
          fulfillmentLineItems: parcelLines.get(id) ?? [],
        };
        cache.rememberChildren(id, revision, value);
        found.set(id, value);
      }
      return found;
    },
    () => ({ lineItems: [], fulfillments: [], fulfillmentLineItems: [] }),
  );

  return {
    customer: loadCustomer,
    orders() {
      customerOrders ??= loadOrders();
      return customerOrders;
    },
    lineItems: (orderId) => children(orderId).then((c) => c.lineItems),
    fulfillments: (orderId) => children(orderId).then((c) => c.fulfillments),
    fulfillmentLineItems: (orderId) => children(orderId).then((c) => c.fulfillmentLineItems),
  };
}
