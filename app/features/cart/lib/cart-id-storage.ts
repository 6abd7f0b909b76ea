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

/**
 * localStorage, or null where there is none (the server) or it is refused (privacy settings).
 * Every read and write below also survives a storage that throws (Safari private mode, a full
 * quota): the cart then lives in memory for this visit.
 */
export function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored id, or null; `undefined` when storage cannot be read at all. */
export function readCartId(): string | null | undefined {
  const store = browserStorage();
  if (!store) return undefined;
  try {
    const value = store.getItem(CART_ID_KEY);
    if (value !== null && !isCartId(value)) {
      store.removeItem(CART_ID_KEY);
      return null;
    }
    return value;
  } catch {
    return undefined;
  }
}

/** True when the id is now in storage. */
export function writeCartId(cartId: string): boolean {
  if (!isCartId(cartId)) return false;
  try {
    const store = browserStorage();
    if (!store) return false;
    store.setItem(CART_ID_KEY, cartId);
    return true;
  } catch {
    return false;
  }
}

/** Removes the id, but only if it is still `expected` (another tab may have stored a new one). */
export function clearCartId(expected?: string) {
  try {
    const store = browserStorage();
    if (!store) return;
    if (expected === undefined || store.getItem(CART_ID_KEY) === expected) {
      store.removeItem(CART_ID_KEY);
    }
  } catch {
    // Nothing stored that could be read back either.
  }
}
