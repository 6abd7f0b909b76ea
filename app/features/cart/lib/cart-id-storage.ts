import { readStored, removeStored, writeStored } from "~/lib/browser-storage";

/** The commerce cart id lives in localStorage under a key named for this shop. */
export const CART_ID_KEY = "boutique.cart-id";

/**
 * A Storefront cart id: `gid://shopify/Cart/<token>` with an optional `?key=` secret. Anything
 * else in storage (tampering, an old format) is discarded rather than sent to the API.
 */
const CART_ID = /^gid:\/\/shopify\/Cart\/[A-Za-z0-9_-]{1,128}(\?key=[A-Za-z0-9_-]{1,128})?$/;

export function isCartId(value: unknown): value is string {
  return typeof value === "string" && CART_ID.test(value);
}

/** The stored id, or null; `undefined` when storage cannot be read at all. */
export function readCartId(): string | null | undefined {
  return readStored("local", CART_ID_KEY, (value) => (isCartId(value) ? value : undefined));
}

/** True when the id is now in storage. */
export function writeCartId(cartId: string): boolean {
  return isCartId(cartId) && writeStored("local", CART_ID_KEY, cartId);
}

/** Removes the id, but only if it is still `expected` (another tab may have stored a new one). */
export function clearCartId(expected?: string) {
  if (expected === undefined || readStored("local", CART_ID_KEY) === expected) {
    removeStored("local", CART_ID_KEY);
  }
}
