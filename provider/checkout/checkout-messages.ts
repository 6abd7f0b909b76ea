import type { DiscountProblem } from "./place-order";

/*
 * What the hosted checkout tells the shopper when it cannot place the order. Each says what to
 * do next and, where payment was asked for, that nothing was charged.
 */

export const DISCOUNT_MESSAGES: Record<Exclude<DiscountProblem, null>, string> = {
  unknown: "Enter a valid discount code.",
  "not-first-order":
    "PEYTON20 is for a customer’s first order only, and this customer has ordered before.",
};

export const EMPTY_CART = {
  title: "Your cart is empty",
  text: "Add something lovely to your cart, then come back to check out.",
};

export const soldOutAlert = (titles: readonly string[]) =>
  `Sorry, ${titles.join(", ")} just sold out. Remove it from your cart to continue; you have not been charged.`;

/** Lines whose product the shop has taken off sale (hidden) since they were added. */
export const unavailableAlert = (titles: readonly string[]) =>
  `Sorry, ${titles.join(", ")} ${titles.length > 1 ? "are" : "is"} no longer available. Remove ${titles.length > 1 ? "them" : "it"} from your cart to continue; you have not been charged.`;

export const GIFT_CARD_CHANGED =
  "Your gift card balance changed while you were checking out. Review the totals and place your order again; you have not been charged.";

export const CART_CHANGED =
  "Your cart changed while you were checking out. Review the totals and place your order again; you have not been charged.";
