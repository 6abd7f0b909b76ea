import { eq } from "drizzle-orm";
import type { SnapshotVariant } from "../../catalogue/catalogue-store";
import type { Database } from "../../db/client";
import { customers } from "../../db/schema/index";
import { findDiscountCode, percentageOff } from "../../orders/discounts";
import { spendGiftCards, usableGiftCards, type GiftCardRow } from "../../orders/gift-cards";
import { allocate } from "../../orders/totals";
import type { CartRow } from "../../db/carts";
import type { CartState } from "../cart-states";
import type { StorefrontContext } from "../context";
import { cartGid, keylessCartGid } from "./cart-ids";
import type { CartWarning } from "./cart-problems";

export type CustomerRow = typeof customers.$inferSelect;

export interface LineView {
  __typename: "CartLine";
  id: string;
  cartToken: string;
  variant: SnapshotVariant;
  quantity: number;
  attributes: CartRow["attributes"];
  sequence: number;
  /** This line's share of each applicable discount code that takes something off it. */
  discountShares: { discount: CartView["discount"][number]; cents: number }[];
}

/** A stored cart as the resolvers read it. */
export interface CartView {
  __typename: "Cart";
  row: CartRow;
  /** False when the id came without its `?key=`: buyer details are then withheld. */
  withKey: boolean;
  /**
   * Newest first. A line whose variant was deleted is not shown; one whose product was hidden
   * is, its merchandise not for sale, so the shopper can see why checkout refuses it and
   * remove it.
   */
  lines: LineView[];
  customer: CustomerRow | null;
  /**
   * Every code on the cart, applicable or not; an applicable one knows what it takes off the
   * cart (`amountCents`) and each line's share of that (`lineCents`, by line id).
   */
  discount: {
    code: string;
    applicable: boolean;
    percentage: number;
    amountCents: number;
    lineCents: Map<string, number>;
  }[];
  /** Lines before discounts. */
  subtotalCents: number;
  /** After discounts, before gift cards: what the cart costs (`cost.totalAmount`). */
  totalCents: number;
  /** The applied gift cards that can still pay, in the order applied, and what each pays. */
  giftCards: { card: GiftCardRow; amountCents: number }[];
}

export async function viewOf(
  ctx: StorefrontContext,
  db: Database,
  { row, lineRows }: CartState,
  withKey: boolean,
): Promise<CartView> {
  const lines: LineView[] = [];
  for (const line of lineRows) {
    const variant =
      ctx.catalogue.variantsById.get(line.variantId) ??
      ctx.catalogue.unlistedVariantsById.get(line.variantId);
    if (!variant) continue;
    lines.push({
      __typename: "CartLine",
      id: line.id,
      cartToken: row.token,
      variant,
      quantity: line.quantity,
      attributes: line.attributes,
      sequence: line.sequence,
      discountShares: [],
    });
  }
  lines.sort((a, b) => b.sequence - a.sequence);
  let customer: CustomerRow | null = null;
  if (row.customerId !== null) {
    [customer = null] = await db.select().from(customers).where(eq(customers.id, row.customerId));
  }
  // Shares of a discount go to lines oldest first, as the hosted checkout hands them out, so
  // each line of the order gets the cents its cart line showed.
  const oldestFirst = [...lines].sort((a, b) => a.sequence - b.sequence);
  const lineTotals = oldestFirst.map((l) => l.variant.priceCents * l.quantity);
  const subtotalCents = lineTotals.reduce((a, b) => a + b, 0);
  const discount: CartView["discount"] = [];
  for (const code of row.discountCodes) {
    const rule = findDiscountCode(code);
    const applicable =
      !!rule &&
      lines.length > 0 &&
      !(rule.firstOrderOnly && customer && (await ctx.customerHasOrders(customer.id)));
    const amountCents = applicable ? percentageOff(subtotalCents, rule.percentage) : 0;
    const shares = allocate(amountCents, lineTotals);
    discount.push({
      code,
      applicable,
      percentage: rule?.percentage ?? 0,
      amountCents,
      lineCents: new Map(oldestFirst.map((l, i) => [l.id, shares[i]!])),
    });
  }
  for (const line of lines) {
    for (const d of discount) {
      const cents = d.lineCents.get(line.id) ?? 0;
      if (d.applicable && cents > 0) line.discountShares.push({ discount: d, cents });
    }
  }
  const totalCents = subtotalCents - discount.reduce((sum, d) => sum + d.amountCents, 0);
  const cards = await usableGiftCards(db, row.giftCardIds, ctx.clock.now());
  const giftCards = spendGiftCards(totalCents, cards);
  return {
    __typename: "Cart",
    row,
    withKey,
    lines,
    customer,
    discount,
    subtotalCents,
    totalCents,
    giftCards,
  };
}

/** Why each code the cart holds takes nothing off, once there is something to take it off. */
export function discountWarnings(view: CartView): CartWarning[] {
  const target = view.withKey ? cartGid(view.row) : keylessCartGid(view.row);
  return view.discount
    .filter((d) => !d.applicable && view.lines.length > 0)
    .map((d) =>
      findDiscountCode(d.code)
        ? {
            code: "DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED" as const,
            message: `Discount code ${d.code} is for a customer's first order only.`,
            target,
          }
        : {
            code: "DISCOUNT_NOT_FOUND" as const,
            message: `Discount code ${d.code} could not be found.`,
            target,
          },
    );
}
