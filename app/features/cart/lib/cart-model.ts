import type { CommerceCart } from "../api/cart-operations";
import { knownStock } from "~/lib/known-stock";

/**
 * The cart as the drawer, the badge and the stock checks see it: the provider's cart flattened,
 * plus lines the shopper has asked for that the provider has not answered yet.
 */
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
  /** "Default Title" for a product without options (not shown, spec §3). */
  variantTitle: string;
  quantity: number;
  /** Null when the shop does not track the variant's stock. */
  quantityAvailable: number | null;
  unitPrice: Money;
  /** XS, S or M from the variant's Size option (spec §3), when it has one. */
  size: string | null;
  product: { handle: string; title: string };
  image: CartImage | null;
  /** Not on the provider yet: it has no line id, so it cannot be changed or removed. */
  pending: boolean;
}

export interface CartSnapshot {
  /** The commerce cart's id; null for the local copy or no cart at all. */
  id: string | null;
  checkoutUrl: string | null;
  lines: CartLine[];
  /** The provider's own amounts; null once lines changed locally (then summed from lines). */
  cost: { subtotal: Money; total: Money } | null;
}

export const EMPTY_CART: CartSnapshot = { id: null, checkoutUrl: null, lines: [], cost: null };

/** What a page knows about a line before the provider has it (an optimistic line). */
export type LineSeed = Omit<CartLine, "id" | "quantity" | "pending">;

export type CartOp =
  | { kind: "add"; seq: number; quantity: number; seed: LineSeed }
  | { kind: "update"; seq: number; lineId: string; quantity: number }
  | { kind: "remove"; seq: number; lineId: string };

const SIZE_ALIASES: Record<string, string> = {
  "extra small": "XS",
  xs: "XS",
  small: "S",
  s: "S",
  medium: "M",
  m: "M",
};

/** Spec §3: a Size option of Extra Small/XS, Small/S or Medium/M; anything else is no size. */
export function sizeOf(options: Record<string, string> | { name: string; value: string }[]) {
  const value = Array.isArray(options)
    ? options.find((option) => option.name === "Size")?.value
    : options.Size;
  return (value && SIZE_ALIASES[value.trim().toLowerCase()]) ?? null;
}

const money = (value: { amount: string; currencyCode: string }): Money => ({
  amount: Number(value.amount),
  currencyCode: value.currencyCode,
});

const image = (value: { url: string; altText: string | null } | null, fallbackAlt: string) =>
  value ? { url: value.url, altText: value.altText?.trim() || fallbackAlt } : null;

export function fromCommerceCart(cart: CommerceCart): CartSnapshot {
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
      size: sizeOf(variant.selectedOptions),
      product: { handle: variant.product.handle, title: variant.product.title },
      image: image(variant.image ?? variant.product.featuredImage, variant.product.title),
      pending: false,
    })),
  };
}

export const totalQuantity = (cart: CartSnapshot) =>
  cart.lines.reduce((sum, line) => sum + line.quantity, 0);

/** The provider's subtotal while it stands; summed from the lines while a change is on its way. */
export function subtotalOf(cart: CartSnapshot): Money {
  if (cart.cost) return cart.cost.subtotal;
  const currencyCode = cart.lines[0]?.unitPrice.currencyCode ?? "USD";
  const cents = cart.lines.reduce(
    (sum, line) => sum + Math.round(line.unitPrice.amount * 100) * line.quantity,
    0,
  );
  return { amount: cents / 100, currencyCode };
}

/** How many of this variant the cart holds, across lines (optimistic ones included). */
export const quantityOfVariant = (cart: CartSnapshot, variantId: string) =>
  cart.lines.reduce((sum, line) => sum + (line.variantId === variantId ? line.quantity : 0), 0);

const changed = (cart: CartSnapshot, lines: CartLine[]): CartSnapshot => ({
  ...cart,
  lines,
  cost: null,
});

/** The cart as it will be once the provider has applied `op` (as far as the page can tell). */
export function applyOp(cart: CartSnapshot, op: CartOp): CartSnapshot {
  switch (op.kind) {
    case "add": {
      const index = cart.lines.findIndex((line) => line.variantId === op.seed.variantId);
      if (index === -1) {
        const line: CartLine = {
          ...op.seed,
          id: `pending:${op.seed.variantId}`,
          quantity: op.quantity,
          pending: true,
        };
        return changed(cart, [...cart.lines, line]);
      }
      return changed(
        cart,
        cart.lines.map((line, i) =>
          i === index ? { ...line, quantity: line.quantity + op.quantity } : line,
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

/** Quantities tapped in the drawer that have not been sent yet (see cart-store's coalescing). */
export function applyDrafts(cart: CartSnapshot, drafts: ReadonlyMap<string, number>) {
  if (drafts.size === 0) return cart;
  return Array.from(drafts).reduce(
    (next, [lineId, quantity]) => applyOp(next, { kind: "update", seq: 0, lineId, quantity }),
    cart,
  );
}
