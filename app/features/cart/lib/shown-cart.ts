import { lineSize, type CartLineDraft } from "~/lib/cart-line-draft";
import { knownStock } from "~/lib/known-stock";
import type { ProviderCart } from "../api/get-cart";
import {
  EMPTY_CART,
  INITIAL_CART_VIEW,
  type CartLine,
  type CartView,
  type Money,
  type ShownCart,
} from "./cart-view";

// How the cart the drawer shows (./cart-view's ShownCart) is made: the provider's answer
// flattened into lines, with the changes still on their way laid over it (applyChange), so a
// change shows at once. Loaded with the cart engine, not with every page.

/**
 * A change the shopper made, numbered in click order (`seq`). An add carries the line draft the
 * page built: it is the seed of the line shown until the provider answers.
 */
export type CartChange =
  | { kind: "add"; seq: number; draft: CartLineDraft }
  | { kind: "update"; seq: number; lineId: string; quantity: number }
  | { kind: "remove"; seq: number; lineId: string };

const money = (value: { amount: string; currencyCode: string }): Money => ({
  amount: Number(value.amount),
  currencyCode: value.currencyCode,
});

const image = (value: { url: string; altText: string | null } | null, fallbackAlt: string) =>
  value ? { url: value.url, altText: value.altText?.trim() || fallbackAlt } : null;

/** The provider's answer as the drawer shows it. */
export function fromProviderCart(cart: ProviderCart): ShownCart {
  return {
    id: cart.id,
    checkoutUrl: cart.checkoutUrl,
    cost: { subtotal: money(cart.cost.subtotalAmount), total: money(cart.cost.totalAmount) },
    lines: cart.lines.nodes.map(({ id, quantity, merchandise: variant }) => ({
      id,
      variantId: variant.id,
      variantTitle: variant.title,
      quantity,
      quantityAvailable: knownStock(variant),
      unitPrice: money(variant.price),
      size: lineSize(variant.selectedOptions),
      product: { handle: variant.product.handle, title: variant.product.title },
      image: image(variant.image ?? variant.product.featuredImage, variant.product.title),
      pending: false,
    })),
  };
}

export const totalQuantity = (cart: ShownCart) =>
  cart.lines.reduce((sum, line) => sum + line.quantity, 0);

/** The provider's subtotal while it stands; summed from the lines while a change is on its way. */
export function subtotalOf(cart: ShownCart): Money {
  if (cart.cost) return cart.cost.subtotal;
  const currencyCode = cart.lines[0]?.unitPrice.currencyCode ?? "USD";
  const cents = cart.lines.reduce(
    (sum, line) => sum + Math.round(line.unitPrice.amount * 100) * line.quantity,
    0,
  );
  return { amount: cents / 100, currencyCode };
}

/** How many of this variant the cart holds, across lines (optimistic ones included). */
export const quantityOfVariant = (cart: ShownCart, variantId: string) =>
  cart.lines.reduce((sum, line) => sum + (line.variantId === variantId ? line.quantity : 0), 0);

const changed = (cart: ShownCart, lines: CartLine[]): ShownCart => ({
  ...cart,
  lines,
  cost: null,
});

/** The line an add shows until the provider answers: it has no line id yet. */
export const pendingLine = (draft: CartLineDraft): CartLine => ({
  id: `pending:${draft.variantId}`,
  variantId: draft.variantId,
  variantTitle: draft.variantTitle,
  quantity: draft.quantity,
  quantityAvailable: draft.quantityAvailable,
  unitPrice: { amount: draft.price.amount, currencyCode: draft.price.currencyCode },
  size: draft.size,
  product: { handle: draft.handle, title: draft.title },
  image: draft.image ? { url: draft.image.url, altText: draft.image.altText } : null,
  pending: true,
});

/** The cart as it will be once the provider has applied `op` (as far as the page can tell). */
export function applyChange(cart: ShownCart, op: CartChange): ShownCart {
  switch (op.kind) {
    case "add": {
      const { variantId, quantity } = op.draft;
      const index = cart.lines.findIndex((line) => line.variantId === variantId);
      if (index === -1) return changed(cart, [...cart.lines, pendingLine(op.draft)]);
      return changed(
        cart,
        cart.lines.map((line, i) =>
          i === index ? { ...line, quantity: line.quantity + quantity } : line,
        ),
      );
    }
    case "update":
      if (!cart.lines.some((line) => line.id === op.lineId && line.quantity !== op.quantity)) {
        return cart;
      }
      return changed(
        cart,
        cart.lines.map((line) =>
          line.id === op.lineId ? { ...line, quantity: op.quantity } : line,
        ),
      );
    case "remove":
      if (!cart.lines.some((line) => line.id === op.lineId)) return cart;
      return changed(
        cart,
        cart.lines.filter((line) => line.id !== op.lineId),
      );
  }
}

/** Quantities tapped in the drawer that have not been sent yet (they wait for the taps to pause). */
export function applyDrafts(cart: ShownCart, drafts: ReadonlyMap<string, number>) {
  if (drafts.size === 0) return cart;
  return Array.from(drafts).reduce(
    (next, [lineId, quantity]) => applyChange(next, { kind: "update", seq: 0, lineId, quantity }),
    cart,
  );
}

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
    ...INITIAL_CART_VIEW,
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
