import {
  excludedCategoryOf,
  returnWindowClosesAt,
  type ExcludedCategory,
  type ReturnableFacts,
} from "../../shop-policy/return-policy";

/** Shopify's `NonReturnableReason`. */
export type NonReturnableReason =
  "FINAL_SALE" | "OTHER" | "RETURNED" | "RETURN_WINDOW_EXPIRED" | "UNFULFILLED";

export interface EligibilityLine extends ReturnableFacts {
  id: number;
  quantity: number;
}

/** One parcel: when it was delivered (null until the carrier says so) and what it held. */
export interface EligibilityParcel {
  deliveredAt: Date | null;
  /** Whether the fulfilment still stands (a cancelled or failed one delivered nothing). */
  succeeded: boolean;
  lines: { lineItemId: number; quantity: number }[];
}

/** Quantities already asked back by returns that still stand (not declined or cancelled). */
export type RequestedQuantities = ReadonlyMap<number, number>;

export interface LineEligibility {
  lineItemId: number;
  returnable: number;
  /** The rest of the line's quantity, by reason; only reasons with a quantity are listed. */
  nonReturnable: { reason: NonReturnableReason; quantity: number }[];
  /** Set when the whole line is final sale under the policy. */
  excludedCategory: ExcludedCategory | null;
}

/**
 * What of each line a customer may still send back at `now`, by the shop's policy: only units
 * delivered in a parcel whose 15-day window is still open, never an excluded category, never a
 * unit already asked back. Units count from the parcel that delivered them, so when an order
 * arrived in two parcels each has its own window.
 */
export function lineEligibility(
  lines: readonly EligibilityLine[],
  parcels: readonly EligibilityParcel[],
  requested: RequestedQuantities,
  now: Date,
): LineEligibility[] {
  const inWindow = new Map<number, number>();
  const expired = new Map<number, number>();
  for (const parcel of parcels) {
    if (!parcel.succeeded || !parcel.deliveredAt) continue;
    const open = now.getTime() <= returnWindowClosesAt(parcel.deliveredAt).getTime();
    const into = open ? inWindow : expired;
    for (const line of parcel.lines) {
      into.set(line.lineItemId, (into.get(line.lineItemId) ?? 0) + line.quantity);
    }
  }
  return lines.map((line) => {
    const excludedCategory = excludedCategoryOf(line);
    if (excludedCategory) {
      return {
        lineItemId: line.id,
        returnable: 0,
        nonReturnable: [{ reason: "FINAL_SALE", quantity: line.quantity }],
        excludedCategory,
      };
    }
    const returned = Math.min(requested.get(line.id) ?? 0, line.quantity);
    const open = Math.min(inWindow.get(line.id) ?? 0, line.quantity);
    const closed = Math.min(expired.get(line.id) ?? 0, line.quantity - open);
    // Units already asked back came out of the delivered ones: first those still in a window.
    const returnable = Math.max(0, open - returned);
    const expiredLeft = Math.max(0, closed - Math.max(0, returned - open));
    const unfulfilled = Math.max(0, line.quantity - returned - returnable - expiredLeft);
    const nonReturnable = (
      [
        { reason: "RETURNED", quantity: returned },
        { reason: "RETURN_WINDOW_EXPIRED", quantity: expiredLeft },
        { reason: "UNFULFILLED", quantity: unfulfilled },
      ] as const
    ).filter((entry) => entry.quantity > 0);
    return { lineItemId: line.id, returnable, nonReturnable: [...nonReturnable], excludedCategory };
  });
}
