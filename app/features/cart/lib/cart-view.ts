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

/** The cart as the drawer shows it. */
export interface ShownCart {
  /** The commerce cart's id; null for the local copy or no cart at all. */
  id: string | null;
  checkoutUrl: string | null;
  lines: CartLine[];
  /** The provider's own amounts; null once lines changed locally (then summed from lines). */
  cost: { subtotal: Money; total: Money } | null;
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
