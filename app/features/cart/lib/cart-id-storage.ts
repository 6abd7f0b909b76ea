/** Spec §7: the commerce cart id lives in localStorage under a product-specific key. */
export const CART_ID_KEY = "boutique.cart-id";

/**
 * A Storefront cart id: `gid://shopify/Cart/<token>` with an optional `?key=` secret. Anything
 * else in storage (tampering, an old format) is discarded rather than sent to the API.
 */
const CART_ID = /^gid:\/\/shopify\/Cart\/[A-Za-z0-9_-]{1,128}(\?key=[A-Za-z0-9_-]{1,128})?$/;

export function isCartId(value: unknown): value is string {
  return typeof value === "string" && CART_ID.test(value);
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); the cart then lives for this page only.
    return null;
  }
}

export function readCartId(): string | null {
  const store = storage();
  const value = store?.getItem(CART_ID_KEY) ?? null;
  if (value !== null && !isCartId(value)) {
    store?.removeItem(CART_ID_KEY);
    return null;
  }
  return value;
}

export function writeCartId(cartId: string) {
  if (isCartId(cartId)) storage()?.setItem(CART_ID_KEY, cartId);
}

export function clearCartId() {
  storage()?.removeItem(CART_ID_KEY);
}
