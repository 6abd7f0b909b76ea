import { LAUNCH_DISCOUNT_CODE } from "~/lib/brand";
import { StorefrontError } from "~/lib/storefront-client";
import { CartUserError } from "../api/cart-line-mutations";

// The drawer's codes, gift cards and note: their limits and what the shopper is told about them.
// Loaded with the drawer and the cart engine, never with a page's first load.

/** The note's length the drawer allows (a gift message, not a letter); the box stops there. */
export const NOTE_LIMIT = 500;

/** The code the launch banner offers; the drawer offers it in one tap while no code is on. */
export const LAUNCH_CODE = LAUNCH_DISCOUNT_CODE;

/** A code (trimmed) as the shop shows it: codes are case-insensitive. */
export const shownCode = (code: string) => code.trim().toUpperCase();

/** Why a code the provider answered does not apply, from Shopify's warning code. */
export function codeRefusedMessage(code: string, warningCode: string | undefined): string {
  const shown = shownCode(code);
  switch (warningCode) {
    case "DISCOUNT_NOT_FOUND":
      return `We don't recognise the code ${shown}. Check the spelling and try again.`;
    case "DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED":
    case "DISCOUNT_CUSTOMER_NOT_ELIGIBLE":
      return `${shown} is for a first order only, and you've shopped with us before. Thank you for coming back!`;
    case "DISCOUNT_CURRENTLY_INACTIVE":
    case "DISCOUNT_USAGE_LIMIT_REACHED":
      return `${shown} isn't running right now.`;
    default:
      return `${shown} doesn't apply to this cart.`;
  }
}

/** The end of a gift card's code as the shop shows it (dashes and spaces aside). */
export const giftCardEnding = (code: string) =>
  code
    .replace(/[^a-z0-9]/gi, "")
    .slice(-4)
    .toUpperCase();

/** The provider's refusals of a gift card, in the shop's words. */
const GIFT_CARD_REFUSALS: Record<string, string> = {
  "Gift card code is invalid.": "That gift card code didn't work. Check it and try again.",
  "Gift card is disabled.":
    "That gift card can't be used. Please get in touch if that's a surprise.",
  "Gift card is expired.": "That gift card has expired.",
  "Gift card has no balance left.": "That gift card has nothing left on it.",
};

/** A code (or gift card) whose request failed: the box keeps what was typed. */
export function offerFailedMessage(
  what: "code" | "gift-card",
  code: string,
  error: unknown,
): string {
  if (error instanceof StorefrontError && error.status === 429) {
    return "That's a lot of tries. Please wait a few minutes before trying another code.";
  }
  if (error instanceof CartUserError) {
    if (what === "code") return error.message;
    return (
      GIFT_CARD_REFUSALS[error.message] ??
      "That gift card code didn't work. Check it and try again."
    );
  }
  return what === "gift-card"
    ? "We couldn't reach the shop, so your gift card isn't applied yet. Please try again."
    : `We couldn't reach the shop, so ${shownCode(code)} isn't applied yet. Please try again.`;
}

export const NOTE_FAILED_MESSAGE = "Your note isn't saved yet: we couldn't reach the shop.";
