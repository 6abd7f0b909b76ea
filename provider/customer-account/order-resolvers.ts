import { and, eq } from "drizzle-orm";
import { orders } from "../db/schema/index";
import { paginate, type ConnectionArgs } from "../graphql/connection";
import type { ResolverMap } from "../graphql/executor";
import { numericIdOf, toGid } from "../graphql/ids";
import { money } from "../graphql/money";
import { orderStatusPageUrl } from "../orders/status-page";
import { snapshotView } from "./address-resolvers";
import type {
  CustomerAccountContext,
  CustomerRow,
  FulfillmentLineItemRow,
  FulfillmentRow,
  OrderRow,
} from "./context";
import { discountApplication, lineItemView } from "./line-item-resolvers";
import { orderFilter } from "./order-search";

type SortKey = "CREATED_AT" | "ID" | "ORDER_NUMBER" | "PROCESSED_AT" | "TOTAL_PRICE" | "UPDATED_AT";

const SORT_VALUE: Record<SortKey, (o: OrderRow) => number> = {
  CREATED_AT: (o) => o.createdAt.getTime(),
  ID: (o) => o.id,
  ORDER_NUMBER: (o) => o.number,
  PROCESSED_AT: (o) => o.processedAt.getTime(),
  TOTAL_PRICE: (o) => o.totalCents,
  UPDATED_AT: (o) => o.updatedAt.getTime(),
};

function orderDiscountApplications(order: OrderRow) {
  if (!order.discountCodes.length || order.discountCents === 0) return [];
  const percentage =
    Math.round((order.discountCents / order.subtotalBeforeDiscountsCents) * 1000) / 10;
  return order.discountCodes.map((code) => discountApplication(code, percentage));
}

/**
 * Order and fulfilment rows never change once written (order-cache.ts keeps them across
 * requests), so each view is built once per row rather than copied again on every request.
 */
const orderViews = new WeakMap<OrderRow, OrderRow & { __typename: "Order" }>();
const fulfillmentViews = new WeakMap<
  FulfillmentRow,
  FulfillmentRow & { __typename: "Fulfillment" }
>();

function orderView(row: OrderRow) {
  let view = orderViews.get(row);
  if (!view) orderViews.set(row, (view = { __typename: "Order", ...row }));
  return view;
}

function fulfillmentView(row: FulfillmentRow) {
  let view = fulfillmentViews.get(row);
  if (!view) fulfillmentViews.set(row, (view = { ...row, __typename: "Fulfillment" }));
  return view;
}

export const orderResolvers = {
  QueryRoot: {
    order: async (_: unknown, args: { id: string }, ctx) => {
      const id = numericIdOf(args.id, ["Order"]);
      if (id === null) return null;
      const [row] = await ctx.db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.customerId, ctx.customerId)));
      return row ? { __typename: "Order", ...row } : null;
    },
  },

  Customer: {
    orders: async (
      _: CustomerRow,
      args: ConnectionArgs & {
        query?: string | null;
        reverse?: boolean | null;
        sortKey?: SortKey | null;
      },
      ctx,
    ) => {
      const sortKey = args.sortKey ?? "ID";
      const value = SORT_VALUE[sortKey];
      const rows = (await ctx.loaders.orders()).filter(orderFilter(args.query));
      rows.sort((a, b) => value(a) - value(b) || a.id - b.id);
      if (args.reverse) rows.reverse();
      return paginate(rows.map(orderView), args, (o) => [sortKey, value(o), o.id]);
    },
  },

  Order: {
    id: (o: OrderRow) => toGid("Order", o.id),
    processedAt: (o: OrderRow) => o.processedAt.toISOString(),
    createdAt: (o: OrderRow) => o.createdAt.toISOString(),
    updatedAt: (o: OrderRow) => o.updatedAt.toISOString(),
    cancelledAt: (o: OrderRow) => o.cancelledAt?.toISOString() ?? null,
    statusPageUrl: (o: OrderRow, _: unknown, ctx) => orderStatusPageUrl(ctx.settings.publicUrl, o),
    totalPrice: (o: OrderRow) => money(o.totalCents, o.currencyCode),
    totalRefunded: (o: OrderRow) =>
      money(o.financialStatus === "REFUNDED" ? o.totalCents : 0, o.currencyCode),
    subtotal: (o: OrderRow) =>
      money(o.subtotalBeforeDiscountsCents - o.discountCents, o.currencyCode),
    subtotalBeforeDiscounts: (o: OrderRow) => money(o.subtotalBeforeDiscountsCents, o.currencyCode),
    totalShipping: (o: OrderRow) => money(o.shippingCents, o.currencyCode),
    totalDiscountedShipping: (o: OrderRow) => money(o.shippingCents, o.currencyCode),
    totalTax: (o: OrderRow) => money(o.taxCents, o.currencyCode),
    totalTip: () => null,
    totalDuties: () => null,
    hasEmail: (o: OrderRow) => o.email !== null,
    phone: () => null,
    // The buyer's note from the cart, as the order kept it.
    note: (o: OrderRow) => o.note,
    edited: () => false,
    requiresShipping: (o: OrderRow) => o.shippingAddress !== null,
    customAttributes: () => [],
    customer: async (o: OrderRow, _: unknown, ctx) =>
      o.customerId === ctx.customerId ? ctx.loaders.customer() : null,
    shippingAddress: (o: OrderRow) => snapshotView(o, "shipping", o.shippingAddress),
    billingAddress: (o: OrderRow) => snapshotView(o, "billing", o.billingAddress),
    shippingLine: (o: OrderRow) =>
      o.shippingMethod
        ? {
            title: o.shippingMethod.title,
            handle: o.shippingMethod.code,
            originalPrice: money(o.shippingMethod.priceCents, o.currencyCode),
          }
        : null,
    shippingTitle: (o: OrderRow) => o.shippingMethod?.title ?? null,
    discountApplications: (o: OrderRow, args: ConnectionArgs) =>
      paginate(orderDiscountApplications(o), args, (d) => d.code),
    hasMultipleFulfillments: async (o: OrderRow, _: unknown, ctx) =>
      (await ctx.loaders.fulfillments(o.id)).length > 1,
    fulfillments: async (o: OrderRow, args: ConnectionArgs & { reverse?: boolean | null }, ctx) => {
      const rows = (await ctx.loaders.fulfillments(o.id)).map(fulfillmentView);
      if (args.reverse) rows.reverse();
      return paginate(rows, args, (f) => f.id);
    },
    lineItems: async (o: OrderRow, args: ConnectionArgs & { reverse?: boolean | null }, ctx) => {
      const rows = (await ctx.loaders.lineItems(o.id)).map((l) => lineItemView(o, l));
      if (args.reverse) rows.reverse();
      return paginate(rows, args, (l) => l.id);
    },
  },

  Fulfillment: {
    id: (f: FulfillmentRow) => toGid("Fulfillment", f.id),
    status: (f: FulfillmentRow) => f.status,
    latestShipmentStatus: (f: FulfillmentRow) => f.shipmentStatus,
    createdAt: (f: FulfillmentRow) => f.createdAt.toISOString(),
    updatedAt: (f: FulfillmentRow) => f.updatedAt.toISOString(),
    estimatedDeliveryAt: (f: FulfillmentRow) => f.estimatedDeliveryAt?.toISOString() ?? null,
    isPickedUp: (f: FulfillmentRow) => f.shipmentStatus === "PICKED_UP",
    requiresShipping: (f: FulfillmentRow) => f.requiresShipping,
    trackingInformation: (f: FulfillmentRow) => f.tracking,
    pickupAddress: () => null,
    // The latest carrier event; a delivered parcel's is the DELIVERED scan, at its delivery time.
    events: (f: FulfillmentRow, args: ConnectionArgs) =>
      paginate(
        f.shipmentStatus
          ? [
              {
                id: toGid("FulfillmentEvent", f.id),
                status: f.shipmentStatus,
                happenedAt: (f.deliveredAt ?? f.updatedAt).toISOString(),
              },
            ]
          : [],
        args,
        (e) => e.id,
      ),
    fulfillmentLineItems: async (
      f: FulfillmentRow,
      args: ConnectionArgs & { reverse?: boolean | null },
      ctx,
    ) => {
      const order = (await ctx.loaders.orders()).find((o) => o.id === f.orderId);
      const lines = await ctx.loaders.lineItems(f.orderId);
      const held = (await ctx.loaders.fulfillmentLineItems(f.orderId)).filter(
        (p) => p.fulfillmentId === f.id,
      );
      const rows = order
        ? held.flatMap((p) => {
            const line = lines.find((l) => l.id === p.lineItemId);
            return line ? [{ ...p, lineItem: lineItemView(order, line) }] : [];
          })
        : [];
      if (args.reverse) rows.reverse();
      return paginate(rows, args, (p) => p.id);
    },
  },

  FulfillmentLineItem: {
    id: (p: FulfillmentLineItemRow) => toGid("FulfillmentLineItem", p.id),
    quantity: (p: FulfillmentLineItemRow) => p.quantity,
  },
} satisfies ResolverMap<CustomerAccountContext>;
