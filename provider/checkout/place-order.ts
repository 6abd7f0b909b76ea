import type { Clock } from "../clock";
import { recordStockChange } from "../webhooks/product-events";
import type { WebhookOutbox } from "../webhooks/webhook-outbox";
import { queryRows, type Database } from "../db/client";
import { orders, type OrderAddressRecord, type VisitorConsentRecord } from "../db/schema/index";
import { findDiscountCode } from "../orders/discounts";
import { spendGiftCards, usableGiftCards, type GiftCardRow } from "../orders/gift-cards";
import { rowFromJson } from "../orders/json-rows";
import { orderRecord, type NewOrder } from "../orders/order-writer";
import { computeTotals, findShippingMethod, type OrderTotals } from "../orders/totals";
import {
  hasOrderedBefore,
  lineName,
  loadCheckoutLines,
  orderForCart,
  unavailableLines,
  type CheckoutLine,
} from "./checkout-cart";
import type { CheckoutValues } from "./checkout-form";

export type DiscountProblem = "unknown" | "not-first-order" | null;

export interface CheckoutPricing {
  totals: OrderTotals;
  discountProblem: DiscountProblem;
  /** What each of the cart's gift cards pays, in the order they were applied. */
  giftCards: { card: GiftCardRow; amountCents: number }[];
  /** What is left for the card to pay once the gift cards have paid. */
  amountDueCents: number;
}

/**
 * Prices a checkout the same way placing the order will, for showing totals on the form. Gift
 * cards pay first, in the order they were applied, and the card pays the rest.
 */
export async function priceCheckout(
  db: Database,
  lines: CheckoutLine[],
  values: CheckoutValues,
  customerId: number | null,
  giftCards: readonly GiftCardRow[] = [],
): Promise<CheckoutPricing> {
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
  const payments = spendGiftCards(totals.totalCents, giftCards).filter((p) => p.amountCents > 0);
  const paid = payments.reduce((sum, p) => sum + p.amountCents, 0);
  return {
    totals,
    discountProblem,
    giftCards: payments,
    amountDueCents: totals.totalCents - paid,
  };
}

/** The gift card payments as `place_order` reads them. */
const giftCardArgument = (pricing: CheckoutPricing) =>
  pricing.giftCards.map((p) => ({ gift_card_id: p.card.id, amount_cents: p.amountCents }));

export type PlaceOrderResult =
  | {
      kind: "placed";
      statusToken: string;
      alreadyPlaced: boolean;
      /** Whether the order took stock that the catalogue shows (a tracked variant's quantity). */
      tookTrackedStock: boolean;
    }
  | { kind: "sold-out"; titles: string[] }
  /** The merchant hid these lines' products: they are no longer for sale. */
  | { kind: "unavailable"; titles: string[] }
  | { kind: "discount"; problem: Exclude<DiscountProblem, null> }
  /** A gift card can no longer pay what the shopper was shown (spent elsewhere meanwhile). */
  | { kind: "gift-card" }
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

/** What the database's place_order function answers (migration 0014). */
type PlaceOrderAnswer =
  | { kind: "placed"; order: Record<string, unknown>; tookTrackedStock: boolean }
  | { kind: "completed" | "gone" | "changed" }
  | { kind: "sold-out"; variants: number[] }
  | { kind: "discount"; problem: "not-first-order" }
  | { kind: "gift-card" };

/** A cart that keeps changing under the checkout is given up on after this many pricings. */
const MAX_PRICINGS = 3;

/**
 * Turns the cart into an order. The lines are priced here, then one call to the database's
 * `place_order` function (migration 0014) locks the cart, checks that its lines and prices are
 * still the ones priced, decides a first-order discount under a lock on the buyer (the check
 * made while pricing only explains the form; two checkouts of one new buyer both pass it), takes
 * the stock without overselling (variants locked in id order), debits each gift card under a row
 * lock (so two checkouts spending one card cannot take it below zero), writes the order with its
 * gift card payments and completes the cart — all or nothing, in one statement. If the cart changed in between, it is priced
 * again. The cart token is unique on orders, so a repeated submit finds the first order instead
 * of creating another.
 *
 * A line whose product the merchant has hidden is not for sale (Shopify takes a product off the
 * sales channel out of checkout too): the order is refused before anything is written, and
 * again inside the order's transaction for a product hidden meanwhile. The same transaction
 * records `inventory_levels/update` (and `products/update`) for every tracked variant the order
 * took stock from, as Shopify raises them when an order commits stock.
 */
export async function placeOrder(deps: {
  db: Database;
  clock: Clock;
  outbox: WebhookOutbox;
  /** The provider's public origin, for image URLs in webhook payloads. */
  publicUrl: string;
  cartToken: string;
  customerId: number | null;
  currencyCode: string;
  values: CheckoutValues;
  /** The cart's gift cards, in the order applied, and its note. */
  giftCardIds: readonly number[];
  note: string | null;
  /** The buyer's privacy choice as the cart carries it, kept on the order. */
  visitorConsent?: VisitorConsentRecord | null;
  /** What the shopper was shown the gift cards would pay; anything else is not charged. */
  shownGiftCardCents: number;
}): Promise<PlaceOrderResult> {
  const { db, cartToken } = deps;
  try {
    for (let pricing = 1; pricing <= MAX_PRICINGS; pricing += 1) {
      const lines = await loadCheckoutLines(db, cartToken);
      if (!lines.length) {
        const existing = await orderForCart(db, cartToken);
        return existing ? alreadyPlaced(existing.statusToken) : { kind: "empty" };
      }
      const hidden = unavailableLines(lines);
      if (hidden.length) return { kind: "unavailable", titles: hidden };
      const giftCards = await usableGiftCards(db, deps.giftCardIds, deps.clock.now());
      const pricing = await priceCheckout(db, lines, deps.values, deps.customerId, giftCards);
      const { totals, discountProblem } = pricing;
      if (discountProblem) return { kind: "discount", problem: discountProblem };
      // The card would be charged more (or less) than the shopper agreed to.
      if (totals.totalCents - pricing.amountDueCents !== deps.shownGiftCardCents) {
        return { kind: "gift-card" };
      }
      const record = orderRecord(newOrder(deps, lines, pricing));
      const answer = await commitOrder(deps, lines, [
        cartToken,
        JSON.stringify(record.order),
        JSON.stringify(record.lines),
        totals.discountCode?.firstOrderOnly ?? false,
        JSON.stringify(giftCardArgument(pricing)),
      ]);
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
            titles: lines.filter((line) => answer.variants.includes(line.variantId)).map(lineName),
          };
        case "unavailable":
          return answer;
        case "discount":
          return { kind: "discount", problem: answer.problem };
        case "gift-card":
          return { kind: "gift-card" };
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

/** Thrown to roll back an order whose lines' products were hidden while it was being placed. */
class HiddenMeanwhile extends Error {
  constructor(readonly titles: string[]) {
    super("A product of the order was hidden while it was placed.");
  }
}

/**
 * Runs `place_order` in a transaction that, once the order is placed, checks its products are
 * still published and records the stock webhooks. `place_order` has locked the variants by then,
 * so the products are locked after them, in the order every catalogue change takes them.
 */
async function commitOrder(
  deps: { db: Database; clock: Clock; outbox: WebhookOutbox; publicUrl: string },
  lines: CheckoutLine[],
  args: unknown[],
): Promise<PlaceOrderAnswer | { kind: "unavailable"; titles: string[] }> {
  try {
    return await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [row] = await queryRows<{ answer: string }>(
        tx,
        "SELECT place_order($1, $2::jsonb, $3::jsonb, $4::boolean, $5::jsonb)::text AS answer",
        args,
      );
      const answer = JSON.parse(row!.answer) as PlaceOrderAnswer;
      if (answer.kind !== "placed") return answer;
      const variants = await queryRows<{
        id: string;
        product_id: string;
        quantity: number;
        tracked: boolean;
        published: boolean;
      }>(
        tx,
        `SELECT v.id::text AS id, v.product_id::text AS product_id, v.inventory_quantity AS quantity,
                v.inventory_tracked AS tracked, p.published_at IS NOT NULL AS published
           FROM product_variants v JOIN products p ON p.id = v.product_id
          WHERE v.id = ANY($1::bigint[])
          ORDER BY p.id FOR SHARE OF p`,
        // One array literal instead of one parameter per variant.
        [`{${[...new Set(lines.map((line) => Math.trunc(line.variantId)))].join(",")}}`],
      );
      const hidden = new Set(variants.filter((v) => !v.published).map((v) => Number(v.id)));
      if (hidden.size) {
        throw new HiddenMeanwhile(lines.filter((line) => hidden.has(line.variantId)).map(lineName));
      }
      // Untracked stock is not counted, so Shopify raises nothing for it.
      await recordStockChange(
        tx,
        deps.outbox,
        variants
          .filter((v) => v.tracked)
          .map((v) => ({
            id: Number(v.id),
            productId: Number(v.product_id),
            quantity: v.quantity,
          })),
        { publicUrl: deps.publicUrl, now: deps.clock.now() },
      );
      return answer;
    });
  } catch (error) {
    if (error instanceof HiddenMeanwhile) return { kind: "unavailable", titles: error.titles };
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
    note: string | null;
    visitorConsent?: VisitorConsentRecord | null;
  },
  lines: CheckoutLine[],
  pricing: CheckoutPricing,
): NewOrder {
  const { values } = deps;
  const { totals } = pricing;
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
    giftCardCents: totals.totalCents - pricing.amountDueCents,
    note: deps.note,
    shippingAddress: address,
    billingAddress: address,
    shippingMethod: { code: method.code, title: method.title, priceCents: totals.shippingCents },
    financialStatus: "PAID",
    fulfillmentStatus: "UNFULFILLED",
    cancelledAt: null,
    cancelReason: null,
    cartToken: deps.cartToken,
    visitorConsent: deps.visitorConsent ?? null,
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
      compareAtPriceCents: line.compareAtPriceCents,
      discountCents: totals.lineDiscountCents[i]!,
      imageId: line.image?.id ?? null,
      imageKey: line.image?.key ?? null,
      imageAltText: line.image?.altText ?? null,
    })),
    fulfilments: [],
  };
}
