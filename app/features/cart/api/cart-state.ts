import type { KnownStock } from "../lib/add-to-cart-rules";
import { EMPTY_CART, type CartImage, type CartSnapshot, type Money } from "../lib/cart-model";

/** The cart as the badge and the drawer read it (from ./cart-store, through ./cart-client). */
export interface CartState {
  /** False until the cart has been read in this browser (always false on the server). */
  ready: boolean;
  cart: CartSnapshot;
  /** Items in the cart (sum of quantities), the header badge. */
  count: number;
  subtotal: Money;
  /** Spec §4's loading flag: a cart operation or read is in progress. */
  busy: boolean;
  /** Shown in the drawer while the shop cannot be reached. */
  notice: string | null;
  checkingOut: boolean;
  /** The latest change, for screen readers (the drawer's live region). */
  announcement: string;
}

export const INITIAL_CART_STATE: CartState = {
  ready: false,
  cart: EMPTY_CART,
  count: 0,
  subtotal: { amount: 0, currencyCode: "USD" },
  busy: false,
  notice: null,
  checkingOut: false,
  announcement: "",
};

/** The product shown on the page, as far as adding it to the cart needs (catalog's Product). */
export interface AddableProduct {
  handle: string;
  name: string;
  currencyCode: string;
  image: CartImage;
  variants: {
    id: string;
    title: string;
    price: number;
    quantityAvailable: number | null;
    options: Record<string, string>;
    image: CartImage | null;
  }[];
}

export interface AddRequest {
  variantId: string | null | undefined;
  quantity: number;
  /** Each variant's known stock, from the product being shown (spec §5). */
  stock: KnownStock[];
  product: AddableProduct;
}
