import type { CartState } from "../api/cart-state";
import {
  applyDrafts,
  applyOp,
  EMPTY_CART,
  subtotalOf,
  totalQuantity,
  type CartOp,
  type CartSnapshot,
} from "./cart-model";

export interface CartViewInput {
  /** What the provider (or the local copy) last said, and the last change that answer includes. */
  base: { cart: CartSnapshot; through: number } | undefined;
  /** The cart changes still on their way, in click order. */
  pending: readonly CartOp[];
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
 * view however many changes are queued behind it.
 */
export function deriveCartState(input: CartViewInput): CartState {
  const { base, drafts } = input;
  let cart = base?.cart ?? EMPTY_CART;
  for (const op of input.pending) {
    if (op.seq > (base?.through ?? 0)) cart = applyOp(cart, op);
  }
  cart = applyDrafts(cart, drafts);
  return {
    ready: Boolean(base),
    cart,
    count: totalQuantity(cart),
    subtotal: subtotalOf(cart),
    busy: input.working || drafts.size > 0,
    notice: input.notice,
    checkingOut: input.checkingOut,
    announcement: input.announcement,
  };
}
