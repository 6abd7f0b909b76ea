import {
  applyChange,
  applyDrafts,
  EMPTY_CART,
  subtotalOf,
  totalQuantity,
  type CartChange,
  type Money,
  type ShownCart,
} from "./shown-cart";

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

export interface CartViewInput {
  /** What the provider (or the local copy) last said, and the last change that answer includes. */
  base: { cart: ShownCart; through: number } | undefined;
  /** The cart changes still on their way, in click order. */
  pending: readonly CartChange[];
  /** Quantities tapped in the drawer and not sent yet. */
  drafts: ReadonlyMap<string, number>;
  /** A change is queued or in flight, or the cart is being read. */
  working: boolean;
  notice: string | null;
  checkingOut: boolean;
  announcement: string;
}

/**
 * What the shopper sees: the last answer with the changes it does not include yet laid over it,
 * then the quantities not sent yet. A change that fails stops being pending, and so leaves the
 * view however many changes are queued behind it. The drawer's open state is the caller's.
 */
export function deriveCartView(input: CartViewInput): CartView {
  const { base, drafts } = input;
  let cart = base?.cart ?? EMPTY_CART;
  for (const change of input.pending) {
    if (change.seq > (base?.through ?? 0)) cart = applyChange(cart, change);
  }
  cart = applyDrafts(cart, drafts);
  return {
    ready: Boolean(base),
    open: false,
    cart,
    count: totalQuantity(cart),
    subtotal: subtotalOf(cart),
    busy: input.working || drafts.size > 0,
    notice: input.notice,
    checkingOut: input.checkingOut,
    announcement: input.announcement,
  };
}
