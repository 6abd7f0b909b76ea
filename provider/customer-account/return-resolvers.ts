import { and, eq } from "drizzle-orm";
import { orders, returns } from "../db/schema/index";
import { paginate, type ConnectionArgs } from "../graphql/connection";
import type { ResolverMap } from "../graphql/executor";
import { numericIdOf, toGid } from "../graphql/ids";
import {
  orderEligibility,
  orderReturns,
  requestReturn,
  type OrderReturn,
  type RequestedReturnLine,
  type ReturnUserError,
} from "../orders/returns";
import type { LineEligibility } from "../orders/return-eligibility";
import {
  RETURN_REASONS,
  RETURN_WINDOW_DAYS,
  type ReturnReasonCode,
} from "../../shop-policy/return-policy";
import type { CustomerAccountContext, LineItemRow, OrderRow } from "./context";
import { lineItemView } from "./line-item-resolvers";

/**
 * Returns in the Customer Account API: what of an order may still go back
 * (`Order.returnInformation`), the returns asked for (`Order.returns`, `return(id:)`), and
 * `orderRequestReturn`. The policy itself is enforced in orders/returns.ts, which the merchant
 * console shares.
 */

type ReasonDefinition = (typeof RETURN_REASONS)[number];

const reasonDefinitionView = (definition: ReasonDefinition) => ({
  __typename: "ReturnReasonDefinition",
  id: toGid("ReturnReasonDefinition", RETURN_REASONS.indexOf(definition) + 1),
  handle: definition.handle,
  name: definition.name,
  deleted: false,
});

const REASON_VIEWS = RETURN_REASONS.map(reasonDefinitionView);

function definitionOf(reason: string) {
  const found = RETURN_REASONS.find((r) => r.reason === reason);
  return found ? reasonDefinitionView(found) : null;
}

/** The reason a `returnReasonDefinitionId` names; undefined when it names none of the shop's. */
function reasonFromDefinitionId(gid: string): ReturnReasonCode | undefined {
  const id = numericIdOf(gid, ["ReturnReasonDefinition"]);
  return id === null ? undefined : RETURN_REASONS[id - 1]?.reason;
}

async function orderLines(ctx: CustomerAccountContext, order: OrderRow) {
  const rows = await ctx.loaders.lineItems(order.id);
  return new Map<number, LineItemRow>(rows.map((row) => [row.id, row]));
}

/** What `nonReturnableSummary.summaryMessage` says for each reason when nothing can go back. */
const SUMMARY_MESSAGES: Record<string, string> = {
  RETURN_WINDOW_EXPIRED: `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery, and that time has passed.`,
  UNFULFILLED: "Items can be returned once they have been delivered.",
  RETURNED: "Every item in this order has already been returned or asked for.",
  FINAL_SALE: "The items in this order are final sale.",
};

interface ReturnInformationView {
  __typename: "OrderReturnInformation";
  order: OrderRow;
  eligibility: LineEligibility[];
}

function returnView(row: OrderReturn, order: OrderRow) {
  return { ...row, order, __typename: "Return" as const };
}
type ReturnView = ReturnType<typeof returnView>;

interface ReturnLineView {
  __typename: "ReturnLineItem";
  id: number;
  order: OrderRow;
  lineItemId: number;
  quantity: number;
  reason: string;
}

export const returnResolvers = {
  QueryRoot: {
    return: async (_: unknown, args: { id: string }, ctx) => {
      const id = numericIdOf(args.id, ["Return"]);
      if (id === null) return null;
      const [row] = await ctx.db
        .select({ orderId: returns.orderId })
        .from(returns)
        .innerJoin(orders, eq(orders.id, returns.orderId))
        .where(and(eq(returns.id, id), eq(orders.customerId, ctx.customerId)));
      if (!row) return null;
      const order = (await ctx.loaders.orders()).find((o) => o.id === row.orderId);
      const found = order && (await orderReturns(ctx.db, order.id)).find((r) => r.id === id);
      return found && order ? returnView(found, order) : null;
    },
  },

  Mutation: {
    orderRequestReturn: async (
      _: unknown,
      args: {
        orderId: string;
        requestedLineItems: {
          lineItemId: string;
          quantity: number;
          customerNote?: string | null;
          returnReasonDefinitionId?: string | null;
          /** Before API version 2026-01 the reason was this enum. */
          returnReason?: ReturnReasonCode | null;
        }[];
      },
      ctx,
    ) => {
      const orderId = numericIdOf(args.orderId, ["Order"]);
      const errors: ReturnUserError[] = [];
      const lines: RequestedReturnLine[] = args.requestedLineItems.map((item, i) => {
        const lineItemId = numericIdOf(item.lineItemId, ["LineItem"]);
        let reason: ReturnReasonCode | undefined = item.returnReason ?? "UNKNOWN";
        if (item.returnReasonDefinitionId) {
          reason = reasonFromDefinitionId(item.returnReasonDefinitionId);
          if (!reason) {
            errors.push({
              field: ["requestedLineItems", i, "returnReasonDefinitionId"],
              message: "Return reason definition does not exist",
              code: "NOT_FOUND",
            });
          }
        }
        return {
          // An id of another type names no line of this order: the check below reports it.
          lineItemId: lineItemId ?? 0,
          quantity: item.quantity,
          reason: reason ?? "UNKNOWN",
          customerNote: item.customerNote ?? null,
        };
      });
      if (errors.length) return { return: null, userErrors: errors };
      const result = await requestReturn(ctx.db, ctx.clock, {
        orderId: orderId ?? 0,
        customerId: ctx.customerId,
        lines,
      });
      if (!result.return) return { return: null, userErrors: result.userErrors };
      const order = (await ctx.loaders.orders()).find((o) => o.id === result.return.orderId);
      const created = (await orderReturns(ctx.db, result.return.orderId)).find(
        (r) => r.id === result.return.id,
      );
      return { return: created && order ? returnView(created, order) : null, userErrors: [] };
    },
  },

  Order: {
    returnInformation: async (o: OrderRow, _: unknown, ctx): Promise<ReturnInformationView> => ({
      __typename: "OrderReturnInformation",
      order: o,
      eligibility: await orderEligibility(ctx.db, o.id, ctx.clock.now()),
    }),
    returns: async (o: OrderRow, args: ConnectionArgs & { reverse?: boolean | null }, ctx) => {
      const rows = (await orderReturns(ctx.db, o.id)).map((r) => returnView(r, o));
      if (args.reverse) rows.reverse();
      return paginate(rows, args, (r) => r.id);
    },
  },

  OrderReturnInformation: {
    hasRestockingFee: () => false,
    hasReturnPromise: () => false,
    hasReturnShippingFee: () => false,
    returnFees: () => [],
    // The customer pays for and arranges the parcel back.
    returnShippingMethods: () => ["CUSTOMER_PROVIDED_LABEL"],
    returnShippingMethodNote: () => "You are responsible for the return shipping.",
    returnableLineItems: async (info: ReturnInformationView, args: ConnectionArgs, ctx) => {
      const lines = await orderLines(ctx, info.order);
      const items = info.eligibility
        .filter((e) => e.returnable > 0 && lines.has(e.lineItemId))
        .map((e) => ({
          lineItem: lineItemView(info.order, lines.get(e.lineItemId)!),
          quantity: e.returnable,
        }));
      return paginate(items, args, (i) => i.lineItem.id);
    },
    nonReturnableLineItems: async (info: ReturnInformationView, args: ConnectionArgs, ctx) => {
      const lines = await orderLines(ctx, info.order);
      const items = info.eligibility
        .filter((e) => e.nonReturnable.length > 0 && lines.has(e.lineItemId))
        .map((e) => ({
          lineItem: lineItemView(info.order, lines.get(e.lineItemId)!),
          quantity: e.nonReturnable.reduce((sum, d) => sum + d.quantity, 0),
          quantityDetails: e.nonReturnable.map((d) => ({
            quantity: d.quantity,
            reasonCode: d.reason,
          })),
        }));
      return paginate(items, args, (i) => i.lineItem.id);
    },
    nonReturnableSummary: (info: ReturnInformationView) => {
      if (info.eligibility.some((e) => e.returnable > 0)) return null;
      const reasons = [...new Set(info.eligibility.flatMap((e) => e.nonReturnable))].map(
        (d) => d.reason,
      );
      const distinct = [...new Set(reasons)];
      return {
        nonReturnableReasons: distinct,
        summaryMessage: distinct.map((reason) => SUMMARY_MESSAGES[reason]).join(" ") || null,
      };
    },
  },

  Return: {
    id: (r: ReturnView) => toGid("Return", r.id),
    createdAt: (r: ReturnView) => r.createdAt.toISOString(),
    updatedAt: (r: ReturnView) => r.updatedAt.toISOString(),
    closedAt: (r: ReturnView) => r.closedAt?.toISOString() ?? null,
    decline: (r: ReturnView) =>
      r.status === "DECLINED" ? { reason: r.declineReason ?? "OTHER", note: r.declineNote } : null,
    returnLineItems: (r: ReturnView, args: ConnectionArgs & { reverse?: boolean | null }) => {
      const rows: ReturnLineView[] = r.lines.map((line) => ({
        __typename: "ReturnLineItem",
        id: line.id,
        order: r.order,
        lineItemId: line.lineItemId,
        quantity: line.quantity,
        reason: line.reason,
      }));
      if (args.reverse) rows.reverse();
      return paginate(rows, args, (l) => l.id);
    },
    returnLineItemsCount: (r: ReturnView) => ({ count: r.lines.length, precision: "EXACT" }),
    tmpReturnLineItemsCount: (r: ReturnView) => r.lines.length,
    exchangeLineItems: (_: ReturnView, args: ConnectionArgs) => paginate([], args, () => 0),
    reverseDeliveries: (_: ReturnView, args: ConnectionArgs) => paginate([], args, () => 0),
    timelineEvents: (r: ReturnView) => {
      const events = [{ id: "requested", title: "Return requested", at: r.createdAt }];
      if (r.approvedAt) events.push({ id: "approved", title: "Return approved", at: r.approvedAt });
      if (r.status === "DECLINED") {
        events.push({ id: "declined", title: "Return declined", at: r.updatedAt });
      }
      if (r.closedAt) events.push({ id: "closed", title: "Return closed", at: r.closedAt });
      return events.map((e) => ({
        id: toGid("TimelineEvent", `${r.id}-${e.id}`),
        title: e.title,
        subtitle: null,
        message: null,
        happenedAt: e.at.toISOString(),
      }));
    },
  },

  ReturnLineItem: {
    id: (l: ReturnLineView) => toGid("ReturnLineItem", l.id),
    lineItem: async (l: ReturnLineView, _: unknown, ctx) => {
      const lines = await orderLines(ctx, l.order);
      return lineItemView(l.order, lines.get(l.lineItemId)!);
    },
    returnReason: (l: ReturnLineView) => l.reason,
    returnReasonDefinition: (l: ReturnLineView) => definitionOf(l.reason),
  },

  LineItem: {
    // The shop offers every reason for every item; the policy decides what may go back at all.
    suggestedReturnReasonDefinitions: (_: unknown, args: ConnectionArgs) =>
      paginate(REASON_VIEWS, args, (r) => r.id),
    supportedReturnReasons: () => RETURN_REASONS.map((r) => ({ reason: r.reason, title: r.name })),
  },
} satisfies ResolverMap<CustomerAccountContext>;
