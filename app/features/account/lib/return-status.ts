import {
  excludedCategoryOf,
  RETURN_WINDOW_DAYS,
  returnWindowClosesAt,
  SHIP_BACK_DAYS,
  type ReturnableFacts,
} from "../../../../shop-policy/return-policy";
import { formatLongDate } from "./order-format";

/**
 * The words the order page uses for returns, in one place (docs/returns.md lists them): a
 * return's status, why an item or an order cannot go back, and the return window.
 */

export interface ReturnStatusText {
  title: string;
  detail: string | null;
}

const DECLINE_REASONS: Record<string, string> = {
  FINAL_SALE: "These items are final sale.",
  RETURN_PERIOD_ENDED: `The ${RETURN_WINDOW_DAYS}-day return period had ended.`,
};

/** What a return's status means to the customer. */
export function returnStatusText(
  status: string,
  decline?: { reason: string; note?: string | null } | null,
): ReturnStatusText {
  switch (status) {
    case "REQUESTED":
      return {
        title: "Return requested",
        detail: "We'll review your request and get back to you.",
      };
    case "OPEN":
      return {
        title: "Return approved",
        detail: `Please ship the items back within ${SHIP_BACK_DAYS} days of approval.`,
      };
    case "DECLINED":
      return {
        title: "Return declined",
        detail: decline?.note?.trim() || (decline && DECLINE_REASONS[decline.reason]) || null,
      };
    case "CLOSED":
      return { title: "Return closed", detail: "We've received your return." };
    case "CANCELED":
      return { title: "Return canceled", detail: null };
    default:
      return { title: "Return", detail: null };
  }
}

/** Why some units of a line cannot go back, by Shopify's `NonReturnableReason`. */
export function nonReturnableText(reasonCode: string, product?: ReturnableFacts | null): string {
  switch (reasonCode) {
    case "FINAL_SALE": {
      const category = product ? excludedCategoryOf(product) : null;
      return category ? `Final sale: ${category.label} can't be returned` : "Final sale";
    }
    case "RETURN_WINDOW_EXPIRED":
      return `The ${RETURN_WINDOW_DAYS}-day return window has closed`;
    case "RETURNED":
      return "Already in a return";
    case "UNFULFILLED":
      return "Not delivered yet";
    default:
      return "Can't be returned";
  }
}

/** "You can request a return until …" for an order last delivered at `deliveredAt`. */
export function returnWindowText(deliveredAt: string): string {
  const closes = returnWindowClosesAt(new Date(deliveredAt)).toISOString();
  return `You can request a return until ${formatLongDate(closes)} (${RETURN_WINDOW_DAYS} days from delivery).`;
}

/**
 * Why the order offers no return, from the reasons the shop gave for its lines; null when there
 * is nothing to say (some of it can still go back, or it was never delivered and has no reasons).
 */
export function noReturnText(
  reasons: readonly string[],
  deliveredAt: string | null,
): string | null {
  if (reasons.includes("RETURN_WINDOW_EXPIRED")) {
    const delivered = deliveredAt
      ? `This order was delivered on ${formatLongDate(deliveredAt)}. `
      : "";
    return `${delivered}Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery, so it can no longer be returned.`;
  }
  if (reasons.includes("UNFULFILLED")) {
    return "You can request a return once your order has been delivered.";
  }
  if (reasons.length && reasons.every((r) => r === "FINAL_SALE")) {
    return "The items in this order are final sale and can't be returned.";
  }
  return null;
}
