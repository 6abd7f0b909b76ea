import type { Clock } from "../clock";
import { queryRows, type Database } from "../db/client";
import { orders, type OrderAddressRecord } from "../db/schema/index";
import { findDiscountCode } from "../orders/discounts";
import { rowFromJson } from "../orders/json-rows";
import { orderRecord, type NewOrder } from "../orders/order-writer";
import { computeTotals, findShippingMethod, type OrderTotals } from "../orders/totals";
import {
  hasOrderedBefore,
  loadCheckoutLines,
  orderForCart,
  type CheckoutLine,
} from "./checkout-cart";
import type { CheckoutValues } from "./checkout-form";

export type DiscountProblem = "unknown" | "not-first-order" | null;

/** Prices a checkout the same way placing the order will, for showing totals on the form. */
export async function priceCheckout(
  db: Database,
  lines: CheckoutLine[],
  values: CheckoutValues,
  customerId: number | null,
): Promise<{ totals: OrderTotals; discountProblem: DiscountProblem }> {
  const code = values.discountCode.trim();
  let discountProblem: DiscountProblem = null;
  let applied: string | null = null;
  if (code) {
    const rule = findDiscountCode(code);
    if (!rule) discountProblem = "unknown";
    else if (rule.firstOrderOnly && (await hasOrderedBefore(db, customerId, values.email))) {
      discountProblem = "not-first-order";
    } else applied = rule.code;
  }
  const totals = computeTotals({
    lines: lines.map((l) => ({ unitPriceCents: l.unitPriceCents, quantity: l.quantity })),
    shippingMethod: findShippingMethod(values.shippingMethod) ?? null,
    stateCode: values.state || null,
    discountCode: applied,
  });
  return { totals, discountProblem };
}

export type PlaceOrderResult =
  | {
      kind: "placed";
      statusToken: string;
      alreadyPlaced: boolean;
      /** Whether the order took stock that the catalogue shows (a tracked variant's quantity). */
      tookTrackedStock: boolean;
    }
  | { kind: "sold-out"; titles: string[] }
  | { kind: "discount"; problem: Exclude<DiscountProblem, null> }
  | { kind: "empty" }
  | { kind: "gone" }
  /** The cart kept changing while it was being priced. */
  | { kind: "changed" };

function addressRecord(v: CheckoutValues): OrderAddressRecord {
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    company: null,
    address1: v.address1.trim(),
    address2: v.address2.trim() || null,
    city: v.city.trim(),
    territoryCode: "US",
    zoneCode: v.state,
    zip: v.zip.trim(),
    phone: null,
  };
}

/** What the database's place_order function answers (migration 0013). */
type PlaceOrderAnswer =
  | { kind: "placed"; order: Record<string, unknown>; tookTrackedStock: boolean }
  | { kind: "completed" | "gone" | "changed" }
  | { kind: "sold-out"; variants: number[] }
  | { kind: "discount"; problem: "not-first-order" };

/** A cart that keeps changing under the checkout is given up on after this many pricings. */
const MAX_PRICINGS = 3;

/**
 * Turns the cart into an order. The lines are priced here, then one call to the database's
 * `place_order` function (migration 0013) locks the cart, checks that its lines and prices are
 * still the ones priced, decides a first-order discount under a lock on the buyer (the check
 * made while pricing only explains the form; two checkouts of one new buyer both pass it), takes
 * the stock without overselling (variants locked in id order), writes the order and completes
 * the cart — all or nothing, in one statement. If the cart changed in between, it is priced
 * again. The cart token is unique on orders, so a repeated submit finds the first order instead
 * of creating another.
 */
export async function placeOrder(deps: {
  db: Database;
  clock: Clock;
  cartToken: string;
  customerId: number | null;
  currencyCode: string;
  values: CheckoutValues;
}): Promise<PlaceOrderResult> {
  const { db, cartToken } = deps;
  try {
    for (let pricing = 1; pricing <= MAX_PRICINGS; pricing += 1) {
      const lines = await loadCheckoutLines(db, cartToken);
      if (!lines.length) {
        const existing = await orderForCart(db, cartToken);
        return existing ? alreadyPlaced(existing.statusToken) : { kind: "empty" };
      }
      const { totals, discountProblem } = await priceCheckout(
        db,
        lines,
        deps.values,
        deps.customerId,
      );
      if (discountProblem) return { kind: "discount", problem: discountProblem };
      const record = orderRecord(newOrder(deps, lines, totals));
      const [row] = await queryRows<{ answer: string }>(
        db,
        "SELECT place_order($1, $2::jsonb, $3::jsonb, $4::boolean)::text AS answer",
        [
          cartToken,
          JSON.stringify(record.order),
          JSON.stringify(record.lines),
          totals.discountCode?.firstOrderOnly ?? false,
        ],
      );
      const answer = JSON.parse(row!.answer) as PlaceOrderAnswer;
      switch (answer.kind) {
        case "placed": {
          const placed = rowFromJson(orders, JSON.stringify(answer.order))!;
          return {
            kind: "placed",
            statusToken: placed.statusToken,
            alreadyPlaced: false,
            tookTrackedStock: answer.tookTrackedStock,
          };
        }
        case "completed": {
          const existing = await orderForCart(db, cartToken);
          return existing ? alreadyPlaced(existing.statusToken) : { kind: "gone" };
        }
        case "gone":
          return { kind: "gone" };
        case "sold-out":
          return {
            kind: "sold-out",
            titles: lines
              .filter((line) => answer.variants.includes(line.variantId))
              .map((line) =>
                line.variantTitle === "Default Title"
                  ? line.title
                  : `${line.title} (${line.variantTitle})`,
              ),
          };
        case "discount":
          return { kind: "discount", problem: answer.problem };
        case "changed":
          continue;
      }
    }
    return { kind: "changed" };
  } catch (error) {
    // Two submits that slipped past the row lock still meet at the unique cart token.
    const existing = await orderForCart(db, cartToken);
    if (existing) return alreadyPlaced(existing.statusToken);
    throw error;
  }
}

function alreadyPlaced(statusToken: string): PlaceOrderResult {
  return { kind: "placed", statusToken, alreadyPlaced: true, tookTrackedStock: false };
}

function newOrder(
  deps: {
    clock: Clock;
    cartToken: string;
    customerId: number | null;
    currencyCode: string;
    values: CheckoutValues;
  },
  lines: CheckoutLine[],
  totals: OrderTotals,
): NewOrder {
  const { values } = deps;
  const now = deps.clock.now();
  const method = findShippingMethod(values.shippingMethod)!;
  const address = addressRecord(values);
  return {
    customerId: deps.customerId,
    email: values.email.trim(),
    processedAt: now,
    updatedAt: now,
    currencyCode: deps.currencyCode,
    subtotalBeforeDiscountsCents: totals.subtotalBeforeDiscountsCents,
    discountCents: totals.discountCents,
    shippingCents: totals.shippingCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
    discountCodes: totals.discountCode ? [totals.discountCode.code] : [],
    shippingAddress: address,
    billingAddress: address,
    shippingMethod: { code: method.code, title: method.title, priceCents: totals.shippingCents },
    financialStatus: "PAID",
    fulfillmentStatus: "UNFULFILLED",
    cancelledAt: null,
    cancelReason: null,
    cartToken: deps.cartToken,
    lines: lines.map((line, i) => ({
      title: line.title,
      variantTitle: line.variantTitle,
      variantOptions: line.variantTitle === "Default Title" ? [] : line.options,
      sku: line.sku,
      vendor: line.vendor,
      productType: line.productType,
      productId: line.productId,
      variantId: line.variantId,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      discountCents: totals.lineDiscountCents[i]!,
      imageId: line.image?.id ?? null,
      imageKey: line.image?.key ?? null,
      imageAltText: line.image?.altText ?? null,
    })),
    fulfilments: [],
  };
}
