import { eq } from "drizzle-orm";
import type { SnapshotVariant } from "../../catalogue/catalogue-store";
import type { Database } from "../../db/client";
import { customers } from "../../db/schema/index";
import { findDiscountCode } from "../../orders/discounts";
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
}

/** A stored cart as the resolvers read it. */
export interface CartView {
  __typename: "Cart";
  row: CartRow;
  /** False when the id came without its `?key=`: buyer details are then withheld. */
  withKey: boolean;
  /** Newest first; lines whose variant left the catalogue are not shown. */
  lines: LineView[];
  customer: CustomerRow | null;
  discount: { code: string; applicable: boolean; percentage: number }[];
}

export async function viewOf(
  ctx: StorefrontContext,
  db: Database,
  { row, lineRows }: CartState,
  withKey: boolean,
): Promise<CartView> {
  const lines: LineView[] = [];
  for (const line of lineRows) {
    const variant = ctx.catalogue.variantsById.get(line.variantId);
    if (!variant) continue;
    lines.push({
      __typename: "CartLine",
      id: line.id,
      cartToken: row.token,
      variant,
      quantity: line.quantity,
      attributes: line.attributes,
      sequence: line.sequence,
    });
  }
  lines.sort((a, b) => b.sequence - a.sequence);
  let customer: CustomerRow | null = null;
  if (row.customerId !== null) {
    [customer = null] = await db.select().from(customers).where(eq(customers.id, row.customerId));
  }
  const discount = [];
  for (const code of row.discountCodes) {
    const rule = findDiscountCode(code);
    const applicable =
      !!rule &&
      lines.length > 0 &&
      !(rule.firstOrderOnly && customer && (await ctx.customerHasOrders(customer.id)));
    discount.push({ code, applicable, percentage: rule?.percentage ?? 0 });
  }
  return { __typename: "Cart", row, withKey, lines, customer, discount };
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

export function subtotalCents(view: CartView) {
  return view.lines.reduce((sum, l) => sum + l.variant.priceCents * l.quantity, 0);
}
