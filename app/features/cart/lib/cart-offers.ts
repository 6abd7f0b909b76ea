import { LAUNCH_DISCOUNT_CODE } from "~/lib/brand";

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

/** A code (or gift card) whose request failed: the box keeps what was typed. */
export function offerFailedMessage(
  what: "code" | "gift-card",
  code: string,
  refusal: string | null,
): string {
  if (what === "gift-card") {
    return refusal === null
      ? "We couldn't reach the shop, so your gift card isn't applied yet. Please try again."
      : "That gift card code didn't work. Check it and try again.";
  }
  return (
    refusal ??
    `We couldn't reach the shop, so ${shownCode(code)} isn't applied yet. Please try again.`
  );
}

export const NOTE_FAILED_MESSAGE = "Your note isn't saved yet: we couldn't reach the shop.";
