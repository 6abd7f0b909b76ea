import { lineSize, type CartLineDraft } from "~/lib/cart-line-draft";
import { knownStock } from "~/lib/known-stock";
import { giftCardEnding } from "./cart-offers";
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
  | { kind: "remove"; seq: number; lineId: string }
  /** A discount code applied (`apply`) or removed; the code as typed, trimmed. */
  | { kind: "code"; seq: number; code: string; apply: boolean }
  /** A gift card applied by its code. */
  | { kind: "gift-card"; seq: number; code: string }
  /** An applied gift card removed, by the id the cart answered for it. */
  | { kind: "gift-card-remove"; seq: number; id: string }
  | { kind: "note"; seq: number; note: string };

/** A change that touches the lines (and so is counted in the queue's quantity rules). */
export const isLineChange = (
  change: CartChange,
): change is Extract<CartChange, { kind: "add" | "update" | "remove" }> =>
  change.kind === "add" || change.kind === "update" || change.kind === "remove";

/** Codes are case-insensitive: compared (and shown while on their way) upper-cased. */
export const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

const money = (value: { amount: string; currencyCode: string }): Money => ({
  amount: Number(value.amount),
  currencyCode: value.currencyCode,
});

const image = (value: { url: string; altText: string | null } | null, fallbackAlt: string) =>
  value ? { url: value.url, altText: value.altText?.trim() || fallbackAlt } : null;

type Allocation = ProviderCart["discountAllocations"][number];

/**
 * What each code takes off. Shopify answers an order discount on the cart and a product
 * discount on the lines it touches; a code answered in both places is counted once, from the
 * cart's own allocation.
 */
function amountsByCode(cart: ProviderCart): Map<string, number> {
  const codeOf = (a: Allocation) => ("code" in a && a.code ? a.code.toUpperCase() : null);
  const sum = (allocations: Allocation[]) => {
    const cents = new Map<string, number>();
    for (const allocation of allocations) {
      const code = codeOf(allocation);
      if (!code) continue;
      const amount = Math.round(Number(allocation.discountedAmount.amount) * 100);
      cents.set(code, (cents.get(code) ?? 0) + amount);
    }
    return cents;
  };
  const onCart = sum(cart.discountAllocations);
  const onLines = sum(cart.lines.nodes.flatMap((line) => line.discountAllocations));
  for (const [code, cents] of onLines) if (!onCart.has(code)) onCart.set(code, cents);
  return onCart;
}

/** The provider's answer as the drawer shows it. */
export function fromProviderCart(cart: ProviderCart): ShownCart {
  const currencyCode = cart.cost.totalAmount.currencyCode;
  const amounts = amountsByCode(cart);
  // Gift cards are a way to pay, so Shopify leaves them in `totalAmount`; the shopper's estimated
  // total is what is left to pay by card once they have paid their part.
  const cents = (value: { amount: string }) => Math.round(Number(value.amount) * 100);
  const byCards = cart.appliedGiftCards.reduce((sum, card) => sum + cents(card.amountUsed), 0);
  const total = Math.max(0, cents(cart.cost.totalAmount) - byCards) / 100;
  return {
    id: cart.id,
    checkoutUrl: cart.checkoutUrl,
    cost: { subtotal: money(cart.cost.subtotalAmount), total: { amount: total, currencyCode } },
    discountCodes: cart.discountCodes.map(({ code, applicable }) => ({
      code,
      applicable,
      amount: { amount: (amounts.get(code.toUpperCase()) ?? 0) / 100, currencyCode },
      pending: false,
    })),
    giftCards: cart.appliedGiftCards.map((card) => ({
      id: card.id,
      lastCharacters: card.lastCharacters,
      amountUsed: money(card.amountUsed),
      pending: false,
    })),
    note: cart.note ?? "",
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

/**
 * A change to the lines, codes or gift cards: every amount the provider worked out (the total,
 * what each code and card takes off) waits for its answer.
 */
const changed = (cart: ShownCart, lines: CartLine[], more: Partial<ShownCart> = {}): ShownCart => {
  const next: ShownCart = { ...cart, lines, cost: null, ...more };
  if (next.discountCodes)
    next.discountCodes = next.discountCodes.map((d) => ({ ...d, amount: null }));
  if (next.giftCards) next.giftCards = next.giftCards.map((g) => ({ ...g, amountUsed: null }));
  return next;
};

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
    case "code": {
      const others = (cart.discountCodes ?? []).filter((d) => !sameCode(d.code, op.code));
      const code = op.code.trim().toUpperCase();
      return changed(cart, cart.lines, {
        discountCodes: op.apply
          ? [...others, { code, applicable: true, amount: null, pending: true }]
          : others,
      });
    }
    case "gift-card": {
      const code = op.code.trim();
      return changed(cart, cart.lines, {
        giftCards: [
          ...(cart.giftCards ?? []),
          {
            id: `pending:${code}`,
            lastCharacters: giftCardEnding(code),
            amountUsed: null,
            pending: true,
          },
        ],
      });
    }
    case "gift-card-remove":
      if (!cart.giftCards?.some((g) => g.id === op.id)) return cart;
      return changed(cart, cart.lines, { giftCards: cart.giftCards.filter((g) => g.id !== op.id) });
    case "note":
      // The note takes nothing off: the amounts the provider answered still stand.
      return { ...cart, note: op.note };
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
  /** The note as typed and not sent yet (it waits for the typing to pause). */
  noteDraft?: string | null;
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
  if (input.noteDraft != null) cart = { ...cart, note: input.noteDraft };
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
