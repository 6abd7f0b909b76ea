import { CartUserError } from "../api/cart-line-mutations";
import { addedMessage } from "../lib/add-to-cart-rules";
import { shownCode } from "../lib/cart-offers";
import type { CartChange } from "../lib/shown-cart";
import { showChanges, type CartSession } from "./cart-session";
import type { ChangeOutcome } from "./change-queue";

// What the shopper is told about their cart: the toasts, and the drawer's live region (the
// view's `announcement`), which repeats every message for screen readers.

export const ENDED_NOTICE = "That cart was checked out or has expired, so your cart is empty now.";

export type ChangeKind = "add" | "update" | "remove";

export function announce(session: CartSession, text: string) {
  // A repeated message is made different (an invisible space) so it is announced again.
  session.announcement = text === session.announcement ? `${text}\u00a0` : text;
  showChanges(session);
}

export function showError(session: CartSession, message: string) {
  session.options.toast.error(message);
  announce(session, message);
}

export function showAdded(
  session: CartSession,
  outcome: ChangeOutcome,
  quantity: number,
  title: string,
) {
  const warning = outcome.kind === "applied" ? outcome.warnings[0] : undefined;
  if (warning) session.options.toast.warning(warning);
  else session.options.toast.success(addedMessage(quantity));
  announce(session, warning ?? `${title} added to your cart.`);
}

export function showUpdated(
  session: CartSession,
  outcome: ChangeOutcome,
  title: string,
  quantity: number,
) {
  announce(
    session,
    outcome.kind === "gone" ? ENDED_NOTICE : `Quantity of ${title} updated to ${quantity}.`,
  );
}

export function showRemoved(session: CartSession, outcome: ChangeOutcome, title: string) {
  announce(session, outcome.kind === "gone" ? ENDED_NOTICE : `${title} removed from your cart.`);
}

/** Logs a failed change and returns the message the shopper is shown for it. */
export function logFailure(kind: ChangeKind, error: unknown): string {
  if (error instanceof CartUserError) {
    // The provider's refusal of an add is shown to the shopper as it is; refused quantity
    // changes and removals are logged too.
    if (kind !== "add") console.error(`Cart ${kind} refused: ${error.message}`);
    return error.message;
  }
  const message =
    kind === "add"
      ? "Failed to add to cart"
      : kind === "update"
        ? "Failed to update the quantity"
        : "Failed to remove the item";
  console.error(message, error);
  return message;
}

/** The checkout could not start: its own message, or "Failed to create checkout: …". */
export function showCheckoutFailed(session: CartSession, error: unknown) {
  // The checkout's own messages come as CheckoutProblems; anything else (the engine could not
  // be loaded) reads "Failed to create checkout: {message}".
  const detail = error instanceof Error ? error.message : "";
  showError(
    session,
    error instanceof Error && error.name === "CheckoutProblem"
      ? detail
      : `Failed to create checkout: ${detail || "Unknown error"}`,
  );
}

export { NOTE_FAILED_MESSAGE } from "../lib/cart-offers";

/** A code or gift card change that went through, for the drawer's live region. */
export function offerDoneMessage(change: CartChange, code: string): string {
  switch (change.kind) {
    case "code":
      return change.apply
        ? `${shownCode(code)} applied to your cart.`
        : `${shownCode(code)} removed from your cart.`;
    case "gift-card":
      return "Gift card applied to your cart.";
    default:
      return `Gift card ending ${code} removed from your cart.`;
  }
}
