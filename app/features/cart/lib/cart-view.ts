// What the drawer and the badge show: the types, and the empty cart shown until the cart has
// been read. Every page loads this module (the badge reads it), so it holds no code beyond them;
// how the shown cart is made is ./shown-cart, loaded with the cart engine.

export interface Money {
  amount: number;
  currencyCode: string;
}

export interface CartImage {
  url: string;
  altText: string;
}

export interface CartLine {
  /** The provider's line id; a line still on its way is `pending:<variant id>`. */
  id: string;
  variantId: string;
  /** "Default Title" for a product without options, which the drawer does not show. */
  variantTitle: string;
  quantity: number;
  /** Null when the shop does not track the variant's stock. */
  quantityAvailable: number | null;
  unitPrice: Money;
  /** XS, S or M from the variant's Size option, when it has one. */
  size: string | null;
  product: { handle: string; title: string };
  image: CartImage | null;
  /** Not on the provider yet: it has no line id, so it cannot be changed or removed. */
  pending: boolean;
}

/** A discount code on the cart: the provider keeps a code that does not apply, marked so. */
export interface CartDiscountCode {
  /** As the provider answers it (codes are case-insensitive). */
  code: string;
  applicable: boolean;
  /** What it takes off the cart; null while a change to the cart is on its way. */
  amount: Money | null;
  /** Asked for, not answered yet. */
  pending: boolean;
}

/** A gift card paying for part (or all) of the order. */
export interface CartGiftCard {
  /** The provider's id for the applied card; `pending:<code>` while on its way. */
  id: string;
  /** The end of the card's code, the only part the shop shows. */
  lastCharacters: string;
  /** What the card covers of this order; null while a change to the cart is on its way. */
  amountUsed: Money | null;
  pending: boolean;
}

/** The cart as the drawer shows it. */
export interface ShownCart {
  /** The commerce cart's id; null for the local copy or no cart at all. */
  id: string | null;
  checkoutUrl: string | null;
  lines: CartLine[];
  /**
   * The provider's own amounts; null once the cart changed locally (the subtotal is then summed
   * from the lines, and no total is shown until the provider has answered). The total is the
   * estimated total: the provider's, less what gift cards pay.
   */
  cost: { subtotal: Money; total: Money } | null;
  // The three below come with a provider's cart only (absent on the local copy and the empty
  // cart, which every page's first load carries).
  discountCodes?: CartDiscountCode[];
  giftCards?: CartGiftCard[];
  /** The shopper's note to the shop ("" for none). */
  note?: string;
}

export const EMPTY_CART: ShownCart = { id: null, checkoutUrl: null, lines: [], cost: null };

/** What the badge and the drawer read. */
export interface CartView {
  /** False until the cart has been read in this browser (always false on the server). */
  ready: boolean;
  /** Whether the drawer is open. */
  open: boolean;
  cart: ShownCart;
  /** Items in the cart (the sum of the quantities): the header badge counts items, on every page. */
  count: number;
  subtotal: Money;
  /** A change or a read of the cart is in progress (the drawer's lines are busy). */
  busy: boolean;
  /** Shown in the drawer while the shop cannot be reached. */
  notice: string | null;
  checkingOut: boolean;
  /** The latest change, for screen readers (the drawer's live region). */
  announcement: string;
  /**
   * What the drawer's codes, gift cards and note do, with the note's state. Set by the running
   * engine only: they show in a drawer with lines, so the engine is there, and reaching them
   * through the view keeps them out of the code every page loads.
   */
  offers?: CartOffers;
}

/** How applying a code (or gift card) went: the message is shown beside its box. */
export type CodeResult = { ok: true } | { ok: false; message: string };

/** Saved; waiting for the typing to pause; on its way; or the last save failed (text kept). */
export type NoteState = "saved" | "typing" | "saving" | "failed";

export interface CartOffers {
  applyDiscountCode: (code: string) => Promise<CodeResult>;
  removeDiscountCode: (code: string) => void;
  applyGiftCard: (code: string) => Promise<CodeResult>;
  removeGiftCard: (id: string) => void;
  /** The note as typed: shown at once, saved once the typing pauses. */
  typeNote: (note: string) => void;
  /** Saves the note typed now (the box lost focus, or "Try again" after a failure). */
  saveNote: () => void;
  noteState: NoteState;
}

export const INITIAL_CART_VIEW: CartView = {
  ready: false,
  open: false,
  cart: EMPTY_CART,
  count: 0,
  subtotal: { amount: 0, currencyCode: "USD" },
  busy: false,
  notice: null,
  checkingOut: false,
  announcement: "",
};
