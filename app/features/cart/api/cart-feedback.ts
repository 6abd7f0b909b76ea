import { addedMessage } from "../lib/add-to-cart-rules";
import type { OpOutcome } from "./cart-internals";
import { CartUserError } from "./cart-operations";

const ENDED_NOTICE = "That cart was checked out or has expired, so your cart is empty now.";

export type ChangeKind = "add" | "update" | "remove";

export interface CartToast {
  success: (message: string) => unknown;
  error: (message: string) => unknown;
  warning: (message: string) => unknown;
}

/**
 * What the shopper is told about their cart (spec §8): the toasts, and the drawer's live region
 * (`announcement`), which repeats every message for screen readers.
 */
export class CartFeedback {
  readonly #toast: CartToast;
  readonly #changed: () => void;
  #announcement = "";

  constructor(toast: CartToast, changed: () => void) {
    this.#toast = toast;
    this.#changed = changed;
  }

  get announcement(): string {
    return this.#announcement;
  }

  announce(text: string) {
    // A repeated message is made different (an invisible space) so it is announced again.
    this.#announcement = text === this.#announcement ? `${text}\u00a0` : text;
    this.#changed();
  }

  error(message: string) {
    this.#toast.error(message);
    this.announce(message);
  }

  added(outcome: OpOutcome, quantity: number, title: string) {
    const warning = outcome.kind === "applied" ? outcome.warnings[0] : undefined;
    if (warning) this.#toast.warning(warning);
    else this.#toast.success(addedMessage(quantity));
    this.announce(warning ?? `${title} added to your cart.`);
  }

  updated(outcome: OpOutcome, title: string, quantity: number) {
    this.announce(
      outcome.kind === "gone" ? ENDED_NOTICE : `Quantity of ${title} updated to ${quantity}.`,
    );
  }

  removed(outcome: OpOutcome, title: string) {
    this.announce(outcome.kind === "gone" ? ENDED_NOTICE : `${title} removed from your cart.`);
  }

  /** Logs a failed change and returns the spec's message for it (shown by `error`). */
  logFailure(kind: ChangeKind, error: unknown): string {
    if (error instanceof CartUserError) {
      // Spec §8: a refused add is the caller's to show; update and remove only log theirs.
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

  /** The checkout could not start: spec §8's message, or "Failed to create checkout: …". */
  checkoutFailed(error: unknown) {
    // The spec's messages come as CheckoutProblems; anything else (the engine could not be
    // loaded) is spec §8's "Failed to create checkout: {message}".
    const detail = error instanceof Error ? error.message : "";
    this.error(
      error instanceof Error && error.name === "CheckoutProblem"
        ? detail
        : `Failed to create checkout: ${detail || "Unknown error"}`,
    );
  }
}
